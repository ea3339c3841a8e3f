// Recipes and the work a worker does, shared by the Node and the browser pools and by the in-thread form
// (workers: 0), so that every form runs the very same code on the very same chunk streams.
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { isChance, nodeOf } from "../core/chance.js";
import { samplerOf } from "../core/compile.js";
import { RulesError } from "../core/errors.js";
import { type BattleTally, battleChunk, type BattleSetup, checkSummaries, type Summaries } from "../core/game/battle.js";
import { ChunkStreams, chunkPlan, chunkRuns } from "../core/game/chunks.js";
import { checkGame, type Game, type Policies } from "../core/game/contract.js";
import { stateKey } from "../core/game/key.js";
import type { Seed } from "../core/seeded-dice.js";

/**
 * How a worker rebuilds what cannot be posted to it (a chance, a game: they hold functions): the module to
 * import, the export to read, and JSON arguments. An exported function is called with the arguments (it may be
 * async); any other export is used as it is.
 *
 * The module must be a specifier the worker can import on its own: an absolute URL
 * (`new URL("./battles.js", import.meta.url).href`) or a package name; a relative path is refused, since the
 * worker would resolve it against pulp-rules' own files. The module must import `pulp-rules` as ES modules (the
 * same copy the worker uses), so that its chances are this library's chances.
 *
 * @example
 * ```ts
 * const recipe: Recipe = { module: new URL("./duel.js", import.meta.url).href, export: "duelBattle", args: ["longer"] };
 * ```
 */
export interface Recipe {
  /** The module specifier: an absolute URL (`file:`, `https:`...) or a package name. */
  readonly module: string;
  /** The export to read. */
  readonly export: string;
  /** The arguments to call it with, when it is a function (plain JSON: they are posted to the workers). */
  readonly args?: readonly unknown[] | undefined;
}

/**
 * What a battle recipe builds: the game, the scenario, the policies and the summaries to tally. The same spec,
 * passed to the core's `simulateBattle`, gives the identical result in one thread.
 *
 * @typeParam S - the state
 * @typeParam C - a command
 * @typeParam E - an event
 * @typeParam O - the outcome
 * @example
 * ```ts
 * export function duelBattle(): BattleSpec<DuelState, DuelCommand, DuelEvent, string> {
 *   return { game: duel, scenario, policies: { ann: alwaysStrike, bob: aimThenStrike }, summary: { turns: (_s, end) => end.steps } };
 * }
 * ```
 */
export interface BattleSpec<S, C, E, O> {
  /** The game. */
  readonly game: Game<S, C, E, O>;
  /** The scenario given to `setup`. */
  readonly scenario: unknown;
  /** The policies. */
  readonly policies: Policies<S, C>;
  /** Named summaries of each battle's last state. */
  readonly summary?: Summaries<S, O> | undefined;
}

/** Checks a recipe's shape. @internal */
export function checkRecipe(fn: string, recipe: unknown): Recipe {
  const bad = (path: string, value: unknown, message: string): RulesError => new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message });
  if (typeof recipe !== "object" || recipe === null) throw bad("recipe", recipe, "expected { module, export, args? }");
  const { module, export: name, args } = recipe as Partial<Record<string, unknown>>;
  if (typeof module !== "string" || module === "") throw bad("recipe.module", module, "expected a module specifier");
  if (module.startsWith(".") || module.startsWith("/")) {
    throw bad("recipe.module", module, 'expected an absolute URL (new URL("./file.js", import.meta.url).href) or a package name, not a path');
  }
  if (typeof name !== "string" || name === "") throw bad("recipe.export", name, "expected an export name");
  if (args !== undefined && !Array.isArray(args)) throw bad("recipe.args", args, "expected an array of JSON arguments");
  return { module, export: name, args: args as readonly unknown[] | undefined };
}

/** Imports a recipe's module and builds its value. @internal */
export async function build(fn: string, recipe: Recipe): Promise<unknown> {
  const mod = (await import(/* @vite-ignore */ recipe.module)) as Record<string, unknown>;
  if (!Object.hasOwn(mod, recipe.export)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "recipe.export", value: recipe.export, message: `expected an export of ${recipe.module}` });
  }
  const value = mod[recipe.export];
  return typeof value === "function" ? await (value as (...args: unknown[]) => unknown)(...(recipe.args ?? [])) : value;
}

/** The job every worker of one run is given. @internal */
export interface Job {
  readonly kind: "battle" | "chance";
  readonly recipe: Recipe;
  readonly seed: Seed;
  readonly runs: number;
  readonly chunkSize: number;
  readonly maxSteps: number;
}

/** One chunk of a chance's simulation: each value with its count, in the order simulate would list them. @internal */
export interface ChanceTally {
  readonly index: number;
  readonly runs: number;
  readonly entries: readonly (readonly [unknown, number])[];
}

/** Runs chunks of a job: built once from its recipe, then one chunk after another, in ascending order. @internal */
export interface Runner {
  run(index: number): BattleTally | ChanceTally;
}

/** How many small whole-number values are tallied in an array (as simulate does). */
const SMALL = 256;

/** Builds the runner of a job (what a worker does on `init`). @internal */
export async function runner(fn: string, job: Job): Promise<Runner> {
  const built = await build(fn, job.recipe);
  const plan = chunkPlan(job.runs, job.chunkSize);
  const streams = new ChunkStreams(job.seed);
  if (job.kind === "chance") {
    if (!isChance(built)) {
      throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "recipe", value: job.recipe, message: "expected the recipe to build a chance" });
    }
    const sample = samplerOf(nodeOf(fn, built));
    return {
      run(index) {
        const runs = chunkRuns(plan, index);
        const rng = xoroshiro128plusFromState(streams.dice(index).save().state);
        // tallied as simulate tallies: small whole numbers in an array, other values by key in order of first sight
        const small = new Float64Array(SMALL);
        const seen = new Map<string, [unknown, number]>();
        for (let r = 0; r < runs; r++) {
          const value = sample(rng);
          if (typeof value === "number" && value >= 0 && value < SMALL && Number.isInteger(value)) {
            small[value] = (small[value] ?? 0) + 1;
            continue;
          }
          const key = stateKey(value);
          const entry = seen.get(key);
          if (entry === undefined) seen.set(key, [value, 1]);
          else entry[1]++;
        }
        const entries: (readonly [unknown, number])[] = [...seen.values()].map(([v, n]) => [v, n] as const);
        small.forEach((n, value) => {
          if (n > 0) entries.push([value, n]);
        });
        return { index, runs, entries };
      },
    };
  }
  const spec = built as Partial<BattleSpec<unknown, unknown, unknown, unknown>> | null;
  if (typeof spec !== "object" || spec === null) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "recipe",
      value: job.recipe,
      message: "expected the recipe to build { game, scenario, policies, summary? }",
    });
  }
  checkGame(fn, spec.game);
  checkSummaries(fn, spec.summary);
  const game = spec.game as Game<unknown, unknown, unknown, unknown>;
  const setup: BattleSetup<unknown, unknown, unknown, unknown> = {
    fn,
    game,
    first: game.setup(spec.scenario),
    policies: spec.policies as Policies<unknown, unknown>,
    summary: spec.summary,
    maxSteps: job.maxSteps,
  };
  return { run: (index) => battleChunk(setup, index, chunkRuns(plan, index), streams.dice(index)) };
}

/** Messages from the pool to a worker. @internal */
export type ToWorker = { readonly t: "init"; readonly job: Job } | { readonly t: "chunk"; readonly index: number };

/** Messages from a worker to the pool. @internal */
export type FromWorker =
  | { readonly t: "ready" }
  | { readonly t: "tally"; readonly tally: BattleTally | ChanceTally }
  | {
      readonly t: "error";
      readonly error: { readonly code: string | undefined; readonly fn: string | undefined; readonly path: string | undefined; readonly message: string };
    };

/** A worker's message handler: the whole of a worker's logic, the same in Node and in a browser. @internal */
export function workerHandler(fn: string): (message: ToWorker) => Promise<FromWorker> {
  let current: Runner | undefined;
  return async (message) => {
    try {
      if (message.t === "init") {
        current = await runner(fn, message.job);
        return { t: "ready" };
      }
      if (current === undefined) throw new RulesError({ code: "INVALID_STATE", fn, path: "message", value: message, message: "expected init before chunks" });
      return { t: "tally", tally: current.run(message.index) };
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      const r = error instanceof RulesError ? error : undefined;
      return { t: "error", error: { code: r?.code, fn: r?.fn, path: r?.path, message: e.message } };
    }
  };
}
