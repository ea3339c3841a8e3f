// The command line: exact odds and seeded rolls of dice notation, and the rule systems' resolvers on a JSON file.
// `main` takes its arguments and its input and output as parameters, so the tests run it in-process; bin.ts wires
// it to the process.
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { dice, parseDice } from "../core/notation.js";
import { odds } from "../core/odds.js";
import { resolve } from "../core/resolve.js";
import { MAX_SEED_LENGTH, type Seed, seededDice, seedFromText } from "../core/seeded-dice.js";
import { explain } from "../core/trace.js";
import { CLI_RESOLVERS } from "./resolvers.js";

/**
 * What the command line reads and writes: standard output and error, standard input, files, and a fresh seed when
 * none is given.
 *
 * @example
 * ```ts
 * const out: string[] = [];
 * const io: CliIo = { out: (t) => out.push(t), err: (t) => out.push(t), readStdin: async () => "", readFile: async () => "", freshSeed: () => 1 };
 * ```
 */
export interface CliIo {
  /** Writes to standard output (a whole text, newline included). */
  readonly out: (text: string) => void;
  /** Writes to standard error. */
  readonly err: (text: string) => void;
  /** Reads standard input to its end. */
  readonly readStdin: () => Promise<string>;
  /** Reads a file as UTF-8. */
  readonly readFile: (path: string) => Promise<string>;
  /** A seed for a roll given no `--seed` (printed, so the roll can be repeated). */
  readonly freshSeed: () => number;
}

/**
 * The usage text of `pulp-rules help`.
 *
 * @example
 * ```ts
 * USAGE.startsWith("pulp-rules"); // true
 * ```
 */
export const USAGE = `pulp-rules: exact odds and seeded rolls of pulp-era tabletop rules

usage:
  pulp-rules odds <notation> [--json]                 the exact distribution of a roll, e.g. "10d10<=6", "4d6kh3"
  pulp-rules roll <notation> [--seed N] [--json]      roll it: the result and every die
  pulp-rules <system> <resolver> [file.json | -] [--seed N] [--json]
                                                      a rule system's resolver on a JSON object (a file, or standard
                                                      input with - or no file): one seeded resolution explained, and
                                                      the exact odds
  pulp-rules list                                     the resolvers and the JSON each reads
  pulp-rules help

notation: d20, 2d6+1, 4dF+2, 4d6kh3, 4d6kl1, 4d6dl1, 3d6! (exploding), 10d10<=6 (a pool: how many dice pass),
          3d6>=10 or {2d6}>=6 (a check: true or false); see docs/dice.md
`;

interface Flags {
  readonly positional: string[];
  readonly json: boolean;
  readonly seed: Seed | undefined;
}

/** The error of a misused command line (exit code 2). */
class UsageError extends Error {}

function parseFlags(argv: readonly string[]): Flags {
  const positional: string[] = [];
  let json = false;
  let seed: Seed | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a === "--json") json = true;
    else if (a === "--seed" || a.startsWith("--seed=")) {
      const text = a === "--seed" ? argv[++i] : a.slice("--seed=".length);
      // the one reading of a typed seed (seedFromText): a safe whole number, or any other text as a string seed
      if (text === undefined || text.trim() === "" || text.length > MAX_SEED_LENGTH)
        throw new UsageError(`--seed: expected a whole number or a text of 1 to ${String(MAX_SEED_LENGTH)} characters, got ${text ?? "nothing"}`);
      seed = seedFromText(text);
    } else if (a.startsWith("--") && a.length > 2) throw new UsageError(`unknown option ${a}`);
    else positional.push(a);
  }
  return { positional, json, seed };
}

/** A value as the text output shows it. */
function show(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The odds of a chance as JSON-safe data: each value with its exact fraction and percentage. */
function oddsJson(chance: Chance<unknown>, summary?: (value: never) => unknown): Record<string, unknown> {
  const exact = summary === undefined ? odds(chance) : odds(chance).map(summary as (value: unknown) => unknown);
  const numeric = exact.outcomes.every((o) => typeof o.value === "number");
  return {
    outcomes: exact.outcomes.map((o) => ({
      value: o.value,
      probability: o.probability.toString(),
      percent: Number((o.probability.toNumber() * 100).toFixed(4)),
    })),
    ...(numeric ? { mean: exact.mean().toString(), meanNumber: exact.mean().toNumber() } : {}),
  };
}

/** The odds as a text table (value, fraction, percent, bar) and the mean of numeric outcomes. */
function oddsText(chance: Chance<unknown>, summary?: (value: never) => unknown): string {
  const exact = summary === undefined ? odds(chance) : odds(chance).map(summary as (value: unknown) => unknown);
  const numeric = exact.outcomes.every((o) => typeof o.value === "number");
  const rows = exact.outcomes.map((o) => {
    const p = o.probability.toNumber();
    // a bar of up to 40 marks; a possible outcome too rare for one mark still shows a dot
    const bar = p > 0 && Math.round(p * 40) === 0 ? "." : "#".repeat(Math.round(p * 40));
    return [show(o.value), o.probability.toString(), `${(p * 100).toFixed(2)}%`, bar] as const;
  });
  const head = ["value", "probability", "%", ""] as const;
  const width = [0, 1, 2].map((c) => Math.max(head[c as 0 | 1 | 2].length, ...rows.map((r) => r[c as 0 | 1 | 2].length)));
  const line = (r: readonly [string, string, string, string]): string =>
    `${r[0].padEnd(width[0] ?? 0)}  ${r[1].padStart(width[1] ?? 0)}  ${r[2].padStart(width[2] ?? 0)}  ${r[3]}`.trimEnd();
  const mean = numeric ? `mean ${exact.mean().toString()} (${exact.mean().toNumber().toFixed(4)})\n` : "";
  return `${[head, ...rows].map(line).join("\n")}\n${mean}`;
}

const KIND_TEXT = { total: "the total", pool: "how many dice pass", check: "whether the total passes" } as const;

function oddsCommand(io: CliIo, flags: Flags): void {
  const notation = flags.positional[1];
  if (notation === undefined || flags.positional.length > 2) throw new UsageError('odds: expected one notation, e.g. pulp-rules odds "10d10<=6"');
  const roll = parseDice(notation);
  const chance = dice(notation) as Chance<unknown>;
  if (flags.json) {
    io.out(`${JSON.stringify({ notation, kind: roll.kind, ...oddsJson(chance) }, null, 2)}\n`);
    return;
  }
  io.out(`${notation}: exact odds of ${KIND_TEXT[roll.kind]}\n${oddsText(chance)}`);
}

function rollCommand(io: CliIo, flags: Flags): void {
  const notation = flags.positional[1];
  if (notation === undefined || flags.positional.length > 2) throw new UsageError('roll: expected one notation, e.g. pulp-rules roll "4dF+2" --seed 7');
  const seed = flags.seed ?? io.freshSeed();
  const { value, trace } = resolve(dice(notation) as Chance<unknown>, seededDice(seed));
  const lines = explain(trace);
  if (flags.json) {
    io.out(`${JSON.stringify({ notation, seed, value, trace, explanation: lines }, null, 2)}\n`);
    return;
  }
  io.out(`${notation} (seed ${String(seed)}): ${show(value)}\n${lines.map((l) => `  ${l}\n`).join("")}`);
}

async function readInput(io: CliIo, file: string | undefined): Promise<Record<string, unknown>> {
  const from = file === undefined || file === "-" ? "standard input" : file;
  let text: string;
  try {
    text = file === undefined || file === "-" ? await io.readStdin() : await io.readFile(file);
  } catch (e) {
    throw new UsageError(`cannot read ${from}: ${e instanceof Error ? e.message : String(e)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new RulesError({
      code: "INVALID_INPUT",
      fn: "pulp-rules",
      path: from,
      value: text,
      message: `expected JSON (${e instanceof Error ? e.message : String(e)})`,
    });
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new RulesError({ code: "INVALID_INPUT", fn: "pulp-rules", path: from, value: data, message: "expected a JSON object" });
  }
  return data as Record<string, unknown>;
}

async function resolverCommand(io: CliIo, flags: Flags): Promise<void> {
  const [system, name, file, ...rest] = flags.positional;
  const entry = CLI_RESOLVERS.find((r) => r.system === system && r.name === name);
  if (entry === undefined) {
    const known = CLI_RESOLVERS.filter((r) => r.system === system).map((r) => r.name);
    throw new UsageError(
      known.length > 0
        ? `${system ?? ""}: unknown resolver ${name === undefined ? "(none given)" : JSON.stringify(name)}; expected ${known.join(", ")}`
        : `unknown command ${JSON.stringify(system)}; expected odds, roll, list, help or a system (${[...new Set(CLI_RESOLVERS.map((r) => r.system))].join(", ")})`,
    );
  }
  if (rest.length > 0) throw new UsageError(`${entry.system} ${entry.name}: expected one file, got ${String(rest.length + 1)}`);
  const input = await readInput(io, file);
  const chance = entry.chance(input);
  const seed = flags.seed ?? io.freshSeed();
  const { value, trace } = resolve(chance, seededDice(seed));
  const lines = explain(trace);
  const shown = entry.summary === undefined ? value : (entry.summary as (v: unknown) => unknown)(value);
  if (flags.json) {
    io.out(
      `${JSON.stringify({ system: entry.system, resolver: entry.calls, seed, value, trace, explanation: lines, odds: oddsJson(chance, entry.summary) }, null, 2)}\n`,
    );
    return;
  }
  io.out(
    `${entry.calls} (seed ${String(seed)}): ${show(shown)}\n${lines.map((l) => `  ${l}\n`).join("")}\nexact odds${entry.summary === undefined ? "" : " (summarised)"}:\n${oddsText(chance, entry.summary)}`,
  );
}

function listCommand(io: CliIo): void {
  const width = Math.max(...CLI_RESOLVERS.map((r) => `${r.system} ${r.name}`.length));
  io.out(`${CLI_RESOLVERS.map((r) => `${`${r.system} ${r.name}`.padEnd(width)}  ${r.calls}: ${r.input}`).join("\n")}\n`);
}

/**
 * Runs the command line with the given arguments (without `node` and the script) and input/output.
 *
 * @param argv - the arguments, e.g. `["odds", "10d10<=6"]`
 * @param io - standard output and error, standard input, files, a fresh seed
 * @returns the exit code: 0 done, 1 a refused input (a `RulesError`, bad JSON), 2 a misused command line
 * @example
 * ```ts
 * await main(["odds", "2d6"], io); // 0, the table written to io.out
 * ```
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const flags = parseFlags(argv);
    const command = flags.positional[0];
    if (command === undefined || command === "help" || argv.includes("-h")) {
      (command === undefined ? io.err : io.out)(USAGE);
      return command === undefined ? 2 : 0;
    }
    if (command === "odds") oddsCommand(io, flags);
    else if (command === "roll") rollCommand(io, flags);
    else if (command === "list") listCommand(io);
    else await resolverCommand(io, flags);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`pulp-rules: ${e.message}\n(pulp-rules help shows the usage)\n`);
      return 2;
    }
    if (e instanceof RulesError) {
      io.err(`pulp-rules: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}
