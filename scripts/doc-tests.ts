// Doc-tests: every ```ts block of the covered Markdown files is type-checked against the source and run, and a
// `// value` comment after an expression is asserted, so the guides cannot drift from the code.
//
//   npm run test:docs                      the covered files (the CI gate)
//   npm run test:docs -- docs/rugged.md    other files, e.g. to see what fails there before adding them below
//
// Conventions (also in the README's Development table):
// - a block tagged ```ts is type-checked and run; ```ts no-run is only type-checked (a block that needs a
//   browser, a network or a long run); ```ts ignore is neither (a deliberate fragment, pseudo-code);
// - every block is its own module; the `import` lines of all the blocks of one file are merged and each block gets
//   the names it mentions (and does not declare), so a guide imports once at the top;
// - `expression; // <value>` asserts that the expression equals the JSON value that starts the comment (a string,
//   number, boolean, null, array or object, compared by content), e.g. `odds(d).atLeast(8).toString(); // "3/5"`;
//   `const x = expression; // <value>` asserts x. A comment that does not start with a JSON value is prose.
//
// The blocks are written to .doc-tests/ (gitignored), type-checked there with tsc (the pulp-rules:source condition
// resolves the package to src/), then imported one after another in a single tsx process.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The Markdown files the CI gate covers. Every ```ts block in them must type-check, run and keep its `// value`
 * promises. The other guides are being edited on other branches: add each here once it passes
 * (`npm run test:docs -- docs/<file>.md` shows what fails).
 */
const COVERED: readonly string[] = [
  "README.md",
  "docs/dice.md",
  "docs/chances.md",
  // "docs/rugged.md",
  // "docs/vivid.md",
  "docs/fate.md",
  "docs/tugs.md",
  "docs/evolution.md",
  "docs/performance.md",
  "docs/reliability.md",
  "docs/games.md",
  "docs/authoring.md",
  "docs/glossary.md",
  "docs/api-shape.md",
];

const OUT = ".doc-tests";

interface Block {
  /** the Markdown file */
  readonly file: string;
  /** the 1-based line of the block's first code line in the file */
  readonly line: number;
  /** the info string's flags after "ts" */
  readonly flags: readonly string[];
  /** the code lines */
  readonly code: readonly string[];
}

/** The fenced ```ts (or ```typescript) blocks of a Markdown file. */
export function extractBlocks(file: string, text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})\s*(ts|typescript)\b(.*)$/.exec(lines[i] ?? "");
    if (open === null) continue;
    const fence = open[2] ?? "```";
    const indent = (open[1] ?? "").length;
    const code: string[] = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j] ?? "").trim().startsWith(fence)) {
      code.push((lines[j] ?? "").slice(indent));
      j++;
    }
    blocks.push({ file, line: i + 2, flags: (open[4] ?? "").trim().split(/\s+/).filter(Boolean), code });
    i = j;
  }
  return blocks;
}

/** Splits a line into its code and its `//` comment, skipping strings, templates and block comments. */
export function splitComment(line: string): { code: string; comment: string | undefined } {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== undefined) {
      if (c === "\\") i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "/" && line[i + 1] === "*") {
      const end = line.indexOf("*/", i + 2);
      if (end < 0) return { code: line, comment: undefined };
      i = end + 1;
    } else if (c === "/" && line[i + 1] === "/") return { code: line.slice(0, i), comment: line.slice(i + 2).trim() };
  }
  return { code: line, comment: undefined };
}

/** The JSON value a comment starts with, if it starts with one (followed by its end or by prose after a separator). */
export function leadingValue(comment: string): { value: unknown } | undefined {
  const start = comment[0];
  let end = -1;
  if (start === '"' || start === "[" || start === "{") {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < comment.length; i++) {
      const c = comment[i];
      if (inString) {
        if (c === "\\") i++;
        else if (c === '"') inString = false;
        if (!inString && depth === 0) {
          end = i + 1;
          break;
        }
        continue;
      }
      if (c === '"') inString = true;
      else if (c === "[" || c === "{") depth++;
      else if (c === "]" || c === "}") {
        depth--;
        if (depth === 0) {
          end = i + 1;
          break;
        }
      }
    }
  } else {
    const m = /^(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|true|false|null)/.exec(comment);
    if (m !== null) end = m[0].length;
  }
  if (end < 0) return undefined;
  const rest = comment.slice(end);
  if (rest !== "" && !/^[\s:,;.)]/.test(rest)) return undefined;
  try {
    return { value: JSON.parse(comment.slice(0, end)) as unknown };
  } catch {
    return undefined;
  }
}

const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']([^"']+)["'];?\s*$/;

/**
 * Merges the single-line named imports of a file's blocks: module -> names (a `type` import keeps its `type`).
 * A block gets the names it mentions and does not declare itself.
 */
export function mergedImports(blocks: readonly Block[], block: Block): string[] {
  const code = block.code.filter((line) => !IMPORT.test(line.trim())).join("\n");
  const wanted = (name: string): boolean => {
    const bare = name.replace(/^type\s+/, "");
    return new RegExp(`\\b${bare}\\b`).test(code) && !new RegExp(`\\b(const|let|function|class|interface|type)\\s+${bare}\\b`).test(code);
  };
  const byModule = new Map<string, Set<string>>();
  for (const block of blocks) {
    for (const line of block.code) {
      const m = IMPORT.exec(line.trim());
      if (m === null) continue;
      const names = byModule.get(m[3] ?? "") ?? new Set<string>();
      for (const name of (m[2] ?? "").split(",")) {
        const n = name.trim();
        if (n !== "") names.add(m[1] === undefined ? n : `type ${n.replace(/^type\s+/, "")}`);
      }
      byModule.set(m[3] ?? "", names);
    }
  }
  return [...byModule]
    .map(([module, names]) => [module, [...names].filter(wanted)] as const)
    .filter(([, names]) => names.length > 0)
    .map(([module, names]) => `import { ${names.join(", ")} } from ${JSON.stringify(module)};`);
}

interface Generated {
  readonly path: string;
  readonly block: Block;
  /** generated line (1-based) -> Markdown line */
  readonly lineMap: Map<number, number>;
  readonly asserts: number;
}

/** Writes one block as a module: the merged imports, then its code with the `// value` lines turned into checks. */
function generate(block: Block, imports: readonly string[], index: number): Generated {
  const name = `${block.file.replace(/[^A-Za-z0-9]+/g, "-")}-${String(index + 1)}.ts`;
  const out: string[] = [`// ${block.file}:${String(block.line)} (generated by scripts/doc-tests.ts)`, 'import { check } from "./check.ts";', ...imports];
  const lineMap = new Map<number, number>();
  let asserts = 0;
  block.code.forEach((raw, i) => {
    if (IMPORT.test(raw.trim())) return;
    const where = `${block.file}:${String(block.line + i)}`;
    const { code, comment } = splitComment(raw);
    const claim = comment === undefined ? undefined : leadingValue(comment);
    const statement = /^(\s*)(.*?);\s*$/.exec(code);
    let line = raw;
    if (claim !== undefined && statement !== null) {
      const [, pad = "", body = ""] = statement;
      const decl = /^(const|let)\s+([A-Za-z_$][\w$]*)\s*=/.exec(body);
      const expected = JSON.stringify(claim.value);
      line =
        decl === null
          ? `${pad}check(${JSON.stringify(where)}, (${body}), ${expected});`
          : `${pad}${body}; check(${JSON.stringify(where)}, ${decl[2] ?? ""}, ${expected});`;
      asserts++;
    }
    out.push(line);
    lineMap.set(out.length, block.line + i);
  });
  out.push("export {};");
  const path = join(OUT, name);
  writeFileSync(path, `${out.join("\n")}\n`);
  return { path, block, lineMap, asserts };
}

const CHECK = `// generated by scripts/doc-tests.ts: the assertion behind a \`// value\` comment
import { isDeepStrictEqual } from "node:util";

/** Plain data for comparison: arrays and objects by content (frozen or not), bigints as numbers when safe. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? Number(v) : v))) as unknown;
}

export const failures: string[] = [];

export function check(where: string, actual: unknown, expected: unknown): void {
  const got = actual === undefined ? undefined : plain(actual);
  if (!isDeepStrictEqual(got, expected)) failures.push(\`\${where}: expected \${JSON.stringify(expected)}, got \${JSON.stringify(got)}\`);
}
`;

function main(): void {
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args : COVERED;
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, "check.ts"), CHECK);
  writeFileSync(
    join(OUT, "tsconfig.json"),
    `${JSON.stringify({ extends: "../tsconfig.json", compilerOptions: { noUnusedLocals: false }, include: ["./*.ts"] }, null, 2)}\n`,
  );
  const generated: Generated[] = [];
  let ignored = 0;
  for (const file of files) {
    const blocks = extractBlocks(file, readFileSync(file, "utf8"));
    blocks.forEach((block, i) => {
      if (block.flags.includes("ignore")) ignored++;
      else generated.push(generate(block, mergedImports(blocks, block), i));
    });
  }
  const byPath = new Map(generated.map((g) => [g.path.replace(/\\/g, "/"), g]));
  const problems: string[] = [];

  // 1. type-check every block against the source
  const tsc = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", join(OUT, "tsconfig.json")], { encoding: "utf8" });
  for (const line of `${tsc.stdout}${tsc.stderr}`.split("\n")) {
    const m = /^(\.doc-tests\/[^(]+)\((\d+),(\d+)\): (.*)$/.exec(line.trim());
    if (m === null) {
      if (line.trim() !== "" && tsc.status !== 0 && !/^\s/.test(line)) problems.push(`tsc: ${line.trim()}`);
      continue;
    }
    const g = byPath.get(m[1] ?? "");
    const at = g?.lineMap.get(Number(m[2])) ?? 0;
    problems.push(`${g?.block.file ?? m[1] ?? ""}:${String(at)}:${m[3] ?? ""}: type error: ${m[4] ?? ""}`);
  }

  // 2. run the blocks (all but no-run), in order, in one process, then report the failed `// value` claims
  const runnable = generated.filter((g) => !g.block.flags.includes("no-run"));
  const runner = [
    'import { failures } from "./check.ts";',
    "const errors: string[] = [];",
    "const log = console.log;",
    "console.log = () => {};",
    ...runnable.map(
      (g) =>
        `try { await import(${JSON.stringify(`./${g.path.slice(OUT.length + 1)}`)}); } catch (e) { errors.push(${JSON.stringify(`${g.block.file}:${String(g.block.line)}`)} + ": threw " + String(e)); }`,
    ),
    "console.log = log;",
    "for (const line of [...errors, ...failures]) console.log(line);",
  ].join("\n");
  writeFileSync(join(OUT, "run.ts"), `${runner}\n`);
  const run = spawnSync(process.execPath, ["--import", "tsx", "--conditions=pulp-rules:source", join(OUT, "run.ts")], { encoding: "utf8" });
  if (run.status !== 0) problems.push(`runner failed: ${run.stderr.trim()}`);
  for (const line of run.stdout.split("\n")) if (line.trim() !== "") problems.push(line);

  const asserts = generated.reduce((n, g) => n + g.asserts, 0);
  const summary = `${String(files.length)} files, ${String(generated.length)} blocks (${String(runnable.length)} run, ${String(ignored)} ignored), ${String(asserts)} value comments`;
  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    console.error(`doc-tests: ${String(problems.length)} problems in ${summary}`);
    process.exit(1);
  }
  console.log(`doc-tests: ${summary}: all pass`);
}

// the helpers above are exported for the harness's own test; the script runs when executed
if (process.argv[1]?.endsWith("doc-tests.ts") === true) main();
