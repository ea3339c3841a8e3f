// The build's pure definitions (scripts/pure-definitions.ts, the plugin tsup runs the library's modules through): a
// module-level initializer that calls, constructs or reads a property becomes an arrow called at once and annotated
// pure (the same value, computed at the same moment), so an app's bundler drops a definition nothing uses; the size
// budgets of single imports (.size-limit.json: "volleyHits alone", "cliffHanger alone", "pickLock alone") measure it
// on the built files.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { build, type Plugin, transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { pureDefinitions, pureDefinitionsPlugin } from "../../scripts/pure-definitions.js";

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });

describe("pureDefinitions", () => {
  it("wraps a module-level initializer that calls, constructs or reads a property", () => {
    expect(pureDefinitions("export const A = z.number().check(z.gte(0));", "a.ts")).toBe(
      "export const A = /* @__PURE__ */ (() => (z.number().check(z.gte(0))))();",
    );
    expect(pureDefinitions("const B: Limits = { n: LIMITS.n };", "b.ts")).toBe("const B: Limits = /* @__PURE__ */ (() => ({ n: LIMITS.n }))();");
    expect(pureDefinitions("const C = new Map([[1, 2]]), D = 3;", "c.ts")).toBe("const C = /* @__PURE__ */ (() => (new Map([[1, 2]])))(), D = 3;");
    expect(pureDefinitions("class E { static readonly F = Object.freeze({}); g = h(); }", "e.ts")).toBe(
      "class E { static readonly F = /* @__PURE__ */ (() => (Object.freeze({})))(); g = h(); }",
    );
  });

  it("leaves what cannot act as it is: literals, identifiers, functions, and anything inside a function", () => {
    const text = [
      "const A = 1 << 16;",
      'const B = ["x", "y"] as const;',
      "const C = (n: number) => Math.max(n, 0);",
      "export function d() { return e(); }",
      "const F = { g: C, h: B };",
    ].join("\n");
    expect(pureDefinitions(text, "a.ts")).toBe(text);
  });

  it("gives every module of the library a text esbuild still compiles", () => {
    for (const file of files("src")) {
      // esbuild's own TypeScript loader (what the build runs the text through) throws on a syntax error
      expect(() => transformSync(pureDefinitions(readFileSync(file, "utf8"), file), { loader: "ts", format: "esm" }), file).not.toThrow();
    }
  });

  it("lets a bundler drop an unused definition of a joined module, and keeps the used one's value", async () => {
    // one module of two definitions, each built with a call; the entry uses one: the other (and what only it refers
    // to) goes once the module is rewritten, and stays as written
    const lib = [
      "const big = () => 'BIG_HELPER';",
      "export const used = Object.freeze({ n: [1, 2].length });",
      "export const unused = Object.freeze({ f: big, n: LIMITS.n });",
      "declare const LIMITS: { n: number };",
    ].join("\n");
    const bundled = async (contents: string): Promise<string> => {
      const plugin: Plugin = {
        name: "lib",
        setup(b) {
          b.onResolve({ filter: /lib\.ts$/ }, () => ({ path: "/virtual/lib.ts" }));
          b.onLoad({ filter: /lib\.ts$/ }, () => ({ contents, loader: "ts" }));
        },
      };
      const out = await build({
        stdin: { contents: 'import { used } from "./lib.ts"; console.log(used.n);', resolveDir: "/virtual", loader: "ts" },
        bundle: true,
        write: false,
        format: "esm",
        plugins: [plugin],
      });
      return out.outputFiles[0]?.text ?? "";
    };
    expect(await bundled(lib)).toContain("BIG_HELPER");
    const shaken = await bundled(pureDefinitions(lib, "lib.ts"));
    expect(shaken).not.toContain("BIG_HELPER");
    expect(shaken).toContain("[1, 2].length");
  });

  it("is the plugin tsup's library build runs, leaving the modules that run on import as they are", () => {
    expect(readFileSync("tsup.config.ts", "utf8")).toContain("esbuildPlugins: [pureDefinitionsPlugin()]");
    expect(pureDefinitionsPlugin().name).toBe("pulp-rules-pure-definitions");
  });
});
