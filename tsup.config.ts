import { defineConfig } from "tsup";
import { pureDefinitionsPlugin } from "./scripts/pure-definitions.js";

export default defineConfig([
  {
    entry: {
      index: "src/index.ts",
      rugged: "src/rugged/index.ts",
      vivid: "src/vivid/index.ts",
      fate: "src/fate/index.ts",
      tugs: "src/tugs/index.ts",
      evolution: "src/evolution/index.ts",
      // pulp-rules/workers: the Node pool, the browser pool, and the two worker files they start by URL
      workers: "src/workers/node.ts",
      "workers-browser": "src/workers/browser.ts",
      "worker-node": "src/workers/node-worker.ts",
      "worker-browser": "src/workers/browser-worker.ts",
    },
    // import.meta.url (how a pool finds its worker file) in the CommonJS build
    shims: true,
    format: ["esm", "cjs"],
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
    splitting: true,
    treeshake: true,
    sourcemap: false,
    clean: true,
    target: "es2022",
    // every module-level definition marked pure for the app's bundler, so one import carries what it uses
    // (scripts/pure-definitions.ts)
    esbuildPlugins: [pureDefinitionsPlugin()],
  },
  {
    // the `pulp-rules` command line (package.json "bin"): one ESM file with its shebang, never imported by the
    // library's entries (the core's size budget does not carry it)
    entry: { cli: "src/cli/bin.ts" },
    format: ["esm"],
    dts: false,
    splitting: false,
    treeshake: true,
    sourcemap: false,
    clean: false,
    target: "es2022",
    platform: "node",
  },
]);
