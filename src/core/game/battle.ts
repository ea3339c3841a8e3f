import { type Chance, isChance, nodeOf } from "../chance.js";
import { sampleNode } from "../compile.js";
import type { DiceSource } from "../dice-source.js";
import { engineError } from "../engine-call.js";
import { checkFunction, checkInt, RulesError } from "../errors.js";
import { isArray } from "../inputs.js";
import { resolve } from "../resolve.js";
import { checkSeed, generatorOf, type Seed, type SeededDice } from "../seeded-dice.js";
import type { Observed } from "../simulate.js";
import type { IntSource } from "../uniform.js";
import { parseOrThrow } from "../validate.js";
import { type ChunkPlan, type ChunkRange, ChunkStreams, chunkPlan, chunkRange, chunkRuns, DEFAULT_CHUNK_SIZE } from "./chunks.js";
import { appCall, appError, checkGame, type Game, type Policies, type Policy, policyFor, sessionOf } from "./contract.js";
import { stateKey } from "./key.js";
import { checkMaxSteps, checkStep, notChance, offeredChoice, offeredStep } from "./play.js";

/**
 * How a battle ended, as a summary function sees it.
 *
 * @typeParam O - the outcome
 * @example
 * ```ts
 * const turns = (_state: DuelState, end: BattleEnd<string>) => end.steps;
 * ```
 */
export interface BattleEnd<O> {
  /** The outcome, or undefined when the battle was stopped at `maxSteps`. */
  readonly outcome: O | undefined;
  /** How many steps were played. */
  readonly steps: number;
}

/**
 * Named summaries of a finished battle (casualties per side, turns taken, who holds the field): each is tallied
 * like the outcome. Values must be plain JSON.
 *
 * @typeParam S - the state
 * @typeParam O - the outcome
 * @example
 * ```ts
 * const summary: Summaries<DuelState, string> = { turns: (_s, end) => end.steps, hpLeft: (s) => s.fighters[0].hp };
 * ```
 */
export type Summaries<S, O> = Readonly<Record<string, (state: S, end: BattleEnd<O>) => unknown>>;

/**
 * Options of {@link simulateBattle}.
 *
 * @typeParam S - the state
 * @typeParam O - the outcome
 * @typeParam M - each summary's value type, by name
 * @example
 * ```ts
 * const options: SimulateBattleOptions<DuelState, string, { turns: number }> = {
 *   runs: 10_000, seed: 2026, summary: { turns: (_s, e) => e.steps },
 * };
 * ```
 */
export interface SimulateBattleOptions<S, O, M extends Record<string, unknown>> {
  /** How many battles (1 to 100,000,000). */
  readonly runs: number;
  /** The seed (a safe integer or a string, as `seededDice` takes it): the same seed and chunk size give the same frequencies, whatever the number of workers or machines. */
  readonly seed: Seed;
  /** Battles per chunk (default 1,000). Part of the result's identity, with the seed. */
  readonly chunkSize?: number | undefined;
  /** The most steps of one battle (default 10,000); a battle still going then is counted as `unfinished`. */
  readonly maxSteps?: number | undefined;
  /** Named summaries of each battle's last state, tallied like the outcome (each a function giving plain JSON). */
  readonly summary?: { readonly [K in keyof M]: (state: S, end: BattleEnd<O>) => M[K] } | undefined;
  /** Called after each chunk with the battles done so far and the battles asked for. */
  readonly onProgress?: ((done: number, runs: number) => void) | undefined;
  /** Only these chunks (`from` inclusive, `to` exclusive): one machine's shard; merge the shards with {@link mergeBattles}. */
  readonly chunks?: ChunkRange | undefined;
}

/**
 * The chunk plan of a battle simulation, and the chunks a result counts.
 *
 * @example
 * ```ts
 * const plan: BattlePlan = { runs: 10_000, chunkSize: 1_000, chunks: 10, from: 0, to: 10 };
 * ```
 */
export interface BattlePlan extends ChunkPlan, ChunkRange {}

/**
 * The frequencies of a simulated battle's outcome and summaries. Plain JSON (when the outcomes and summaries
 * are): send a shard's result from one machine to another and merge with {@link mergeBattles}.
 *
 * @typeParam O - the outcome
 * @typeParam M - each summary's value type, by name
 * @example
 * ```ts
 * const result: BattleFrequencies<string, Record<string, never>> = simulateBattle(duel, scenario, alwaysStrike, { runs: 1000, seed: 1 });
 * result.outcomes.find((o) => o.value === "ann")?.frequency; // about 0.6
 * ```
 */
export interface BattleFrequencies<O, M> {
  /** The battles counted (those of the chunks run). */
  readonly runs: number;
  /** The seed. */
  readonly seed: Seed;
  /** The chunk plan, and the chunks counted here. */
  readonly plan: BattlePlan;
  /** Each outcome of the finished battles, with its count and its share of `runs` (numbers and booleans ascending, other values by their canonical JSON). */
  readonly outcomes: readonly Observed<O>[];
  /** How many battles were stopped at `maxSteps` before they ended. */
  readonly unfinished: number;
  /** Each summary's values with their counts, over all `runs`. */
  readonly summaries: { readonly [K in keyof M]: readonly Observed<M[K]>[] };
}

/**
 * One chunk's tally, JSON-safe (what a worker sends back). @internal
 */
export interface BattleTally {
  readonly index: number;
  readonly runs: number;
  readonly outcomes: readonly (readonly [unknown, number])[];
  readonly unfinished: number;
  readonly summaries: readonly (readonly [string, readonly (readonly [unknown, number])[]])[];
}

/** Counts values by their canonical key, remembering each value. */
class Counter {
  readonly #map = new Map<string, [unknown, number]>();

  add(value: unknown, n = 1): void {
    const key = stateKey(value);
    const entry = this.#map.get(key);
    if (entry === undefined) this.#map.set(key, [value, n]);
    else entry[1] += n;
  }

  entries(): (readonly [unknown, number])[] {
    return [...this.#map.values()].map(([v, n]) => [v, n] as const);
  }
}

/** Observed values in an order that does not depend on chunking: numbers and booleans ascending, others by key. */
function observed(entries: readonly (readonly [unknown, number])[], runs: number): Observed<never>[] {
  const list = entries.slice();
  if (list.every(([v]) => typeof v === "number") || list.every(([v]) => typeof v === "boolean")) {
    list.sort(([a], [b]) => Number(a) - Number(b));
  } else {
    const keyed = list.map((e) => [stateKey(e[0]), e] as const);
    keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return keyed.map(([, [value, count]]) => ({ value: value as never, count, frequency: count / runs }));
  }
  return list.map(([value, count]) => ({ value: value as never, count, frequency: count / runs }));
}

/**
 * Plays one battle to its end (or `maxSteps`) with no log: what autoplay plays, die for die. Each step is
 * resolved without its trace ({@link stepValue}: with seeded dice, the step's sampler draws from the dice's
 * generator, the same draws as resolve's), so the dice and the states are autoplay's. @internal
 *
 * The loop's own cost per step is kept to what the contract needs (issue 14): the outcome is asked once per state
 * (the answer after a step is the one the next step's check uses), the acting policy is found without a call
 * into the app but `player`, a command identical (`===`) to one the game's own `options` gave is not parsed again
 * (the game made it; the CommandSchema's output for it is the game's business, see {@link Game.stepOffered}), and
 * the calls into the app run inside one `try` per battle (no closure per call), each error still naming its call.
 * With seeded dice, a game that has {@link Game.stepRolled} rolls each step at once (issue 15): no chance is built.
 */
export function fight<S, C, E, O>(
  fn: string,
  game: Game<S, C, E, O>,
  first: S,
  policies: Policies<S, C>,
  dice: DiceSource,
  maxSteps: number,
): { state: S; end: BattleEnd<O> } {
  const rng = generatorOf(dice);
  // seeded dice and a game that rolls its steps at once (Game.stepRolled): no step's chance is built
  const rolls = rng !== undefined && game.stepRolled !== undefined;
  const single = typeof policies === "function" ? policies : undefined;
  let state = first;
  let steps = 0;
  let outcome: O | undefined;
  // the call running now, for the error's path (the one try below catches them all)
  let at = OUTCOME;
  try {
    if (rng !== undefined && game.battleRolled !== undefined) {
      at = BATTLE;
      // the whole battle at once (Game.battleRolled): the same dice in the same order as the loop below, or undefined
      const whole: unknown = game.battleRolled(first, policies, dice as SeededDice, maxSteps);
      if (whole !== undefined) {
        const played = typeof whole === "object" && whole !== null ? (whole as { readonly state: S; readonly steps: unknown }) : undefined;
        const count = played?.steps;
        if (played === undefined || typeof count !== "number" || !Number.isSafeInteger(count) || count < 0 || count > maxSteps) {
          throw new RulesError({
            code: "INVALID_ARGUMENT",
            fn,
            path: BATTLE,
            value: whole,
            message: "expected { state, steps } with 0 <= steps <= maxSteps, or undefined",
          });
        }
        at = OUTCOME;
        return { state: played.state, end: { outcome: game.outcome(played.state), steps: count } };
      }
    }
    at = OUTCOME;
    outcome = game.outcome(state);
    while (outcome === undefined && steps < maxSteps) {
      at = PLAYER;
      const policy = single ?? policyOf(fn, game, policies as Readonly<Record<string, Policy<S, C>>>, state);
      at = OPTIONS;
      const choices = game.options(state);
      at = POLICY;
      const command = policy(state, choices);
      at = OPTIONS;
      const offered = offeredChoice(choices, command);
      at = STEP;
      let value: unknown;
      if (rolls) {
        // the same dice in the same order as the step's chance sampled (the game's contract), the value itself
        value = (game as Required<Pick<Game<S, C, E, O>, "stepRolled">>).stepRolled(
          state,
          offered === undefined ? parseOrThrow(fn, game.CommandSchema, command, "command") : offered.command,
          dice as SeededDice,
        );
      } else {
        const chance: unknown =
          offered === undefined ? game.step(state, parseOrThrow(fn, game.CommandSchema, command, "command")) : offeredStep(game, state, offered);
        if (!isChance(chance)) throw notChance(fn, chance);
        at = RESOLVE;
        value = stepValue(chance, dice, rng);
      }
      at = CHECK;
      state = checkStep<S, E>(fn, value).state;
      steps++;
      at = OUTCOME;
      outcome = game.outcome(state);
    }
  } catch (error) {
    throw at === RESOLVE ? appError(fn, STEP, engineError("resolve", error)) : appError(fn, at, error);
  }
  return { state, end: { outcome, steps } };
}

// the paths of the calls fight makes, as the errors name them
const OUTCOME = "game.outcome(state)";
const PLAYER = "game.player(state)";
const OPTIONS = "game.options(state)";
const POLICY = "policies(state, choices)";
const STEP = "game.step(state, command)";
const BATTLE = "game.battleRolled(state, policies, dice, maxSteps)";
const RESOLVE = "resolve";
const CHECK = "step";

/**
 * The policy of the player to act, read from per-player policies (an own member, a function); anything else is
 * {@link policyFor}'s error, with its path. @internal
 */
function policyOf<S, C>(fn: string, game: Game<S, C, unknown, unknown>, policies: Readonly<Record<string, Policy<S, C>>>, state: S): Policy<S, C> {
  const player = game.player?.(state);
  const given: unknown = policies;
  const policy: unknown = player !== undefined && typeof given === "object" && given !== null && Object.hasOwn(given, player) ? policies[player] : undefined;
  return typeof policy === "function" ? (policy as Policy<S, C>) : policyFor(fn, game, policies, state);
}

/**
 * The value of one step's chance with the dice, without its trace: a constant's value at once (a step that rolls
 * nothing: no tree to run), else the seeded generator's draws (`sampleNode`, resolve's draws in resolve's order),
 * else resolve itself (scripted, random or an app's own dice). @internal
 */
export function stepValue(chance: Chance<unknown>, dice: DiceSource, rng: IntSource | undefined): unknown {
  const node = nodeOf("resolve", chance);
  if (node.t === "const") return node.value;
  return rng === undefined ? resolve(chance, dice).value : sampleNode(node, rng);
}

/** What a chunk needs to run. @internal */
export interface BattleSetup<S, C, E, O> {
  readonly fn: string;
  readonly game: Game<S, C, E, O>;
  readonly first: S;
  readonly policies: Policies<S, C>;
  readonly summary: Summaries<S, O> | undefined;
  readonly maxSteps: number;
}

/**
 * Runs one chunk of battles with its own dice, with the game's session ({@link Game.session}, made once per
 * chunk: its caches serve the chunk's battles, and nothing is carried from one chunk to the next). @internal
 */
export function battleChunk<S, C, E, O>(setup: BattleSetup<S, C, E, O>, index: number, runs: number, dice: DiceSource): BattleTally {
  const game = sessionOf(setup.fn, setup.game);
  const outcomes = new Counter();
  const names = setup.summary === undefined ? [] : Object.keys(setup.summary);
  const fns = names.map((name) => (setup.summary as Summaries<S, O>)[name] as (state: S, end: BattleEnd<O>) => unknown);
  const counters = names.map(() => new Counter());
  let unfinished = 0;
  for (let r = 0; r < runs; r++) {
    const { state, end } = fight(setup.fn, game, setup.first, setup.policies, dice, setup.maxSteps);
    if (end.outcome === undefined) unfinished++;
    else outcomes.add(end.outcome);
    for (let k = 0; k < fns.length; k++) {
      const summary = fns[k] as (state: S, end: BattleEnd<O>) => unknown;
      (counters[k] as Counter).add(appCall(setup.fn, `options.summary.${String(names[k])}`, () => summary(state, end)));
    }
  }
  return { index, runs, outcomes: outcomes.entries(), unfinished, summaries: names.map((name, k) => [name, (counters[k] as Counter).entries()] as const) };
}

/** Checks the options shared by the in-thread and the parallel simulations. @internal */
export function battleOptions(
  fn: string,
  options: unknown,
): { seed: Seed; plan: ReturnType<typeof chunkPlan>; range: { from: number; to: number }; maxSteps: number } {
  if (typeof options !== "object" || options === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "options", value: options, message: "expected { runs, seed, ... }" });
  }
  // read once into a plain record: a throwing getter or a Proxy trap is named, not a TypeError
  const o = appCall(fn, "options", () => {
    const { runs, seed, chunkSize, onProgress, chunks, maxSteps } = options as Partial<Record<string, unknown>>;
    return { runs, seed, chunkSize, onProgress, chunks, maxSteps };
  });
  const runs = checkInt(fn, "options.runs", o.runs, 1, 100_000_000);
  const seed = checkSeed(fn, o.seed, "options.seed");
  const chunkSize = checkInt(fn, "options.chunkSize", o.chunkSize ?? DEFAULT_CHUNK_SIZE, 1, 100_000_000);
  if (o.onProgress !== undefined) checkFunction(fn, "options.onProgress", o.onProgress);
  const plan = chunkPlan(runs, chunkSize);
  return { seed, plan, range: appCall(fn, "options.chunks", () => chunkRange(fn, plan, o.chunks)), maxSteps: checkMaxSteps(fn, o) };
}

/** Checks a summaries record. @internal */
export function checkSummaries(fn: string, summary: unknown): void {
  if (summary === undefined) return;
  if (typeof summary !== "object" || summary === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "options.summary", value: summary, message: "expected { name: (state, end) => value }" });
  }
  for (const [name, f] of appCall(fn, "options.summary", () => Object.entries(summary))) checkFunction(fn, `options.summary.${name}`, f);
}

/** Merges chunk tallies (any order) into frequencies. @internal */
export function mergeTallies<O, M>(
  seed: Seed,
  plan: { runs: number; chunkSize: number; chunks: number },
  range: { from: number; to: number },
  tallies: readonly BattleTally[],
): BattleFrequencies<O, M> {
  const sorted = tallies.slice().sort((a, b) => a.index - b.index);
  const outcomes = new Counter();
  const summaries = new Map<string, Counter>();
  let runs = 0;
  let unfinished = 0;
  for (const t of sorted) {
    runs += t.runs;
    unfinished += t.unfinished;
    for (const [v, n] of t.outcomes) outcomes.add(v, n);
    for (const [name, entries] of t.summaries) {
      let counter = summaries.get(name);
      if (counter === undefined) summaries.set(name, (counter = new Counter()));
      for (const [v, n] of entries) counter.add(v, n);
    }
  }
  return {
    runs,
    seed,
    plan: { runs: plan.runs, chunkSize: plan.chunkSize, chunks: plan.chunks, from: range.from, to: range.to },
    outcomes: observed(outcomes.entries(), runs),
    unfinished,
    summaries: Object.fromEntries([...summaries].map(([name, c]) => [name, observed(c.entries(), runs)])) as unknown as BattleFrequencies<O, M>["summaries"],
  };
}

/**
 * Simulates many battles from a scenario with policies, in this thread: the frequencies of the outcome and of
 * any summary. Runs are cut into chunks of `chunkSize`; chunk i rolls the seed's stream jumped i × 2^64 draws, so
 * the result depends only on the seed and the chunk size: `simulateParallel`'s battle form in `pulp-rules/workers`
 * gives the identical result on any number of workers, and shards run on several machines (`chunks`) merge into
 * it with {@link mergeBattles}. Battle r of chunk i is exactly `autoplay` with that chunk's dice after r battles.
 *
 * @param game - the game
 * @param scenario - the scenario (validated once by `setup`)
 * @param policies - one policy, or one per player
 * @param options - runs, seed, chunk size, step bound, summaries, progress, shard
 * @returns the frequencies
 * @example
 * ```ts
 * const result = simulateBattle(duel, scenario, { ann: alwaysStrike, bob: aimThenStrike }, {
 *   runs: 10_000, seed: 2026, summary: { turns: (_state, end) => end.steps },
 * });
 * result.outcomes; // [{ value: "ann", count: 6012, frequency: 0.6012 }, ...]
 * result.summaries.turns; // how long the duels lasted
 * ```
 */
export function simulateBattle<S, C, E, O, M extends Record<string, unknown> = Record<string, never>>(
  game: Game<S, C, E, O>,
  scenario: unknown,
  policies: Policies<S, C>,
  options: SimulateBattleOptions<S, O, M>,
): BattleFrequencies<O, M> {
  const fn = "simulateBattle";
  checkGame(fn, game);
  const { seed, plan, range, maxSteps } = battleOptions(fn, options);
  const summary = appCall(fn, "options.summary", () => options.summary);
  const onProgress = appCall(fn, "options.onProgress", () => options.onProgress);
  checkSummaries(fn, summary);
  const first = appCall(fn, "game.setup(scenario)", () => game.setup(scenario));
  const setup: BattleSetup<S, C, E, O> = { fn, game, first, policies, summary, maxSteps };
  const streams = new ChunkStreams(seed);
  const tallies: BattleTally[] = [];
  let done = 0;
  for (let i = range.from; i < range.to; i++) {
    const tally = battleChunk(setup, i, chunkRuns(plan, i), streams.dice(i));
    tallies.push(tally);
    done += tally.runs;
    if (onProgress !== undefined)
      appCall(fn, "options.onProgress", () => {
        onProgress(done, plan.runs);
      });
  }
  return mergeTallies<O, M>(seed, plan, range, tallies);
}

/** The most shards {@link mergeBattles} merges at once. */
const MAX_SHARDS = 100_000;

/**
 * Merges the results of shards of one simulation (the same seed and chunk plan, disjoint chunk ranges), for
 * instance run on several machines with `chunks: { from, to }`: the merge of shards covering every chunk equals
 * the whole simulation run in one place, count for count.
 *
 * @param parts - shard results
 * @returns the merged frequencies
 * @throws {@link RulesError} `INVALID_ARGUMENT` when the shards disagree on seed or plan, or overlap
 * @example
 * ```ts
 * const a = simulateBattle(duel, scenario, policy, { runs: 100_000, seed: 9, chunks: { from: 0, to: 50 } });
 * const b = simulateBattle(duel, scenario, policy, { runs: 100_000, seed: 9, chunks: { from: 50, to: 100 } });
 * mergeBattles([a, b]); // equal to simulateBattle(duel, scenario, policy, { runs: 100_000, seed: 9 })
 * ```
 */
export function mergeBattles<O, M>(parts: readonly BattleFrequencies<O, M>[]): BattleFrequencies<O, M> {
  // shards are data from elsewhere: a throwing getter, a Proxy trap or a revoked Proxy in them is named, not a TypeError
  return appCall("mergeBattles", "parts", () => mergeShards(parts));
}

function mergeShards<O, M>(parts: readonly BattleFrequencies<O, M>[]): BattleFrequencies<O, M> {
  const fn = "mergeBattles";
  const list: unknown = parts;
  // a list of shards is short: a huge (or sparse 2^32) list is refused before it is read
  if (!isArray(list) || list.length === 0 || list.length > MAX_SHARDS) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "parts",
      value: list,
      message: `expected a list of 1 to ${String(MAX_SHARDS)} simulateBattle results`,
    });
  }
  for (let i = 0; i < list.length; i++) {
    const part: unknown = list[i];
    const plan: unknown = typeof part === "object" && part !== null ? (part as { plan?: unknown }).plan : undefined;
    const ok =
      typeof plan === "object" &&
      plan !== null &&
      ["from", "to", "runs", "chunkSize"].every((k) => typeof (plan as Record<string, unknown>)[k] === "number") &&
      Array.isArray((part as { outcomes?: unknown }).outcomes);
    if (!ok) throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `parts[${String(i)}]`, value: part, message: "expected a simulateBattle result" });
  }
  const sorted = parts.slice().sort((a, b) => a.plan.from - b.plan.from);
  const first = sorted[0] as BattleFrequencies<O, M>;
  const tallies: BattleTally[] = [];
  let covered = first.plan.from;
  sorted.forEach((part, i) => {
    const p = part.plan;
    if (part.seed !== first.seed || p.runs !== first.plan.runs || p.chunkSize !== first.plan.chunkSize) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: `parts[${String(i)}]`,
        value: { seed: part.seed, plan: p },
        message: "expected shards of one simulation (the same seed, runs and chunk size)",
      });
    }
    if (p.from < covered) {
      throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `parts[${String(i)}].plan`, value: p, message: "expected shards with disjoint chunk ranges" });
    }
    covered = p.to;
    tallies.push({
      index: p.from,
      runs: part.runs,
      outcomes: part.outcomes.map((o) => [o.value, o.count] as const),
      unfinished: part.unfinished,
      summaries: Object.entries(part.summaries as Record<string, readonly Observed<unknown>[]>).map(
        ([name, obs]) => [name, obs.map((o) => [o.value, o.count] as const)] as const,
      ),
    });
  });
  const last = sorted[sorted.length - 1] as BattleFrequencies<O, M>;
  return mergeTallies<O, M>(first.seed, first.plan, { from: first.plan.from, to: last.plan.to }, tallies);
}
