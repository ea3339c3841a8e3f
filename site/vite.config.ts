// Builds the odds explorer from the library's source (the page imports "pulp-rules" and its subpaths).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const src = (path: string): string => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "./",
  logLevel: "warn",
  resolve: {
    alias: [
      { find: /^pulp-rules$/, replacement: src("index.ts") },
      { find: /^pulp-rules\/(rugged|vivid|fate|tugs|evolution)$/, replacement: src("$1/index.ts") },
    ],
  },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 2000 },
});
