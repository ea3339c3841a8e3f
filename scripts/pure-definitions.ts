// The build's pure definitions (tsup.config.ts): every module-level definition of the library is a pure value (a
// schema, a frozen table, a game record, a policy: the house rules allow no module-level state and no side effect
// on import), but a bundler cannot know that. A call or a property read at the top of a module may have a side
// effect for all it sees, so it keeps every definition whose initializer calls something (`z.strictObject(...)`,
// `deepFreeze({...})`) or reads an imported object's property, and with it everything that definition refers to.
// Within the package's own files `"sideEffects": false` lets a bundler drop whole modules, but tsup joins a subpath's
// modules into one file, so an app importing one function of `pulp-rules/rugged` carried the whole rugged game.
//
// This esbuild plugin (the build only: the source stays as written) rewrites each module-level initializer that
// calls, constructs or reads a property, and each such static class field, as an immediately called arrow function
// annotated pure: `const X = /* @__PURE__ */ (() => (init))();`. The value and the moment it is computed are the
// same (the arrow runs where the initializer ran); a bundler may now drop the definition when nothing uses it.
// Modules that run something on import (the command line's entry, the worker files) are left as they are.
import { readFile } from "node:fs/promises";
import type { Plugin } from "esbuild";
import ts from "typescript";

/** Files whose top level runs on purpose when imported: the `pulp-rules` command and the two worker entries. */
const RUNS_ON_IMPORT = /[\\/]src[\\/](cli[\\/]bin|workers[\\/][a-z-]*worker)\.ts$/;

/** Whether an expression may do anything when evaluated, for a bundler: a call, a construction, a tagged template or a property read, outside any function. */
function mayAct(node: ts.Node): boolean {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isSpreadElement(node) || ts.isSpreadAssignment(node)) return true;
  return ts.forEachChild(node, (child) => (mayAct(child) ? true : undefined)) ?? false;
}

/**
 * A module's text with its definitions made droppable (see the file's note).
 *
 * @param text - a TypeScript module
 * @param fileName - its path (for the parser)
 * @returns the rewritten text, or the text itself when there is nothing to rewrite
 * @example
 * ```ts
 * pureDefinitions('export const A = z.number().check(z.gte(0));', "a.ts");
 * // 'export const A = /* @__PURE__ *\/ (() => (z.number().check(z.gte(0))))();'
 * ```
 */
export function pureDefinitions(text: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const spans: { start: number; end: number }[] = [];
  const wrap = (init: ts.Expression | undefined): void => {
    if (init !== undefined && mayAct(init)) spans.push({ start: init.getStart(source), end: init.getEnd() });
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) wrap(d.initializer);
    } else if (ts.isClassDeclaration(statement)) {
      for (const m of statement.members) {
        if (ts.isPropertyDeclaration(m) && m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword) === true) wrap(m.initializer);
      }
    }
  }
  if (spans.length === 0) return text;
  let out = "";
  let at = 0;
  for (const { start, end } of spans) {
    out += `${text.slice(at, start)}/* @__PURE__ */ (() => (${text.slice(start, end)}))()`;
    at = end;
  }
  return out + text.slice(at);
}

/**
 * The esbuild plugin tsup runs the library's modules through (see the file's note).
 *
 * @returns the plugin
 * @example
 * ```ts
 * defineConfig({ entry: { index: "src/index.ts" }, esbuildPlugins: [pureDefinitionsPlugin()] });
 * ```
 */
export function pureDefinitionsPlugin(): Plugin {
  return {
    name: "pulp-rules-pure-definitions",
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
        if (RUNS_ON_IMPORT.test(args.path)) return undefined;
        const text = await readFile(args.path, "utf8");
        return { contents: pureDefinitions(text, args.path), loader: "ts" };
      });
    },
  };
}
