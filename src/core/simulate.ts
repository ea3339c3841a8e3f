import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { type Chance, type Node, nodeOf } from "./chance.js";
import { type IndexedSampler, indexedSampler, samplerOf } from "./compile.js";
import { engineError } from "./engine-call.js";
import { checkFunction, checkInt, RulesError } from "./errors.js";
import { optionsArg } from "./inputs.js";
import { checkSeed, type Seed, seedState } from "./seeded-dice.js";
import type { IntSource } from "./uniform.js";
import { keyOf } from "./value-key.js";

/**
 * One observed outcome of a simulation: a value, how often it came up, and its share of the runs.
 *
 * @typeParam T - the value type
 * @example
 * ```ts
 * const [first]: readonly Observed<number>[] = simulate(die("d6"), { runs: 600, seed: 1 }).outcomes;
 * ```
 */
export interface Observed<T> {
  /** The value. */
  readonly value: T;
  /** How many runs produced it. */
  readonly count: number;
  /** count / runs. */
  readonly frequency: number;
}

/**
 * Options of {@link simulate}.
 *
 * @example
 * ```ts
 * const options: SimulateOptions = { runs: 100_000, seed: 2026 };
 * ```
 */
export interface SimulateOptions {
  /** How many resolutions (1 to 100,000,000). */
  readonly runs: number;
  /** The seed: the same seed gives the same frequencies (and the same values as resolving with `seededDice(seed)` again and again). */
  readonly seed: Seed;
  /**
   * The most dice the simulation may roll, estimated before it starts as `runs` times the dice of one resolution
   * (counted when the chance was built; a chain counts its first step): past it, `TOO_COMPLEX` at once
   * (default {@link SIMULATE_DEFAULTS}`.maxDice`). {@link Frequencies.dice} tells the estimate of a call.
   */
  readonly maxDice?: number | undefined;
}

/**
 * The default budget of {@link simulate}: about a second of CPU on a small machine (docs/reliability.md).
 *
 * @example
 * ```ts
 * simulate(count(10, "d10", (f) => f <= 6), { runs: 1_000_000, seed: 1, maxDice: SIMULATE_DEFAULTS.maxDice * 5 });
 * ```
 */
export const SIMULATE_DEFAULTS = Object.freeze({
  /** Dice rolled by the whole simulation (runs times the dice of one resolution). */
  maxDice: 200_000_000,
} as const);

/**
 * The empirical distribution of a chance after many seeded resolutions.
 *
 * @typeParam T - the value type
 * @example
 * ```ts
 * const f = simulate(sum(2, "d6"), { runs: 10_000, seed: 7 });
 * f.frequency((t) => t === 7); // close to 1/6
 * ```
 */
export class Frequencies<T> {
  /** How many resolutions were run. */
  readonly runs: number;
  /** Every value seen, with its count: numbers and booleans ascending, others in order of first sight. */
  readonly outcomes: readonly Observed<T>[];
  /** The dice the simulation was charged before it ran: runs times the dice of one resolution known when the chance was built. */
  readonly dice: number;

  /** @internal use {@link simulate} */
  constructor(runs: number, seen: readonly (readonly [T, number])[] | readonly Observed<T>[], dice = 0, token?: typeof BUILT | typeof OBSERVED) {
    if (token !== BUILT && token !== OBSERVED) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "Frequencies",
        path: "",
        value: undefined,
        message: "expected frequencies from simulate(chance, options), not from the constructor",
      });
    }
    this.runs = runs;
    this.dice = dice;
    if (token === OBSERVED) {
      // simulate's own outcomes, built frozen and in order (observedOf): nothing to copy, check or sort
      this.outcomes = seen as readonly Observed<T>[];
      Object.freeze(this);
      return;
    }
    const list = (seen as readonly (readonly [T, number])[]).slice();
    // indexed loops, no destructuring: this is most of a short simulation's fixed cost
    let numbers = true;
    let booleans = true;
    let ascending = true;
    for (let i = 0; i < list.length; i++) {
      const v = (list[i] as readonly [T, number])[0];
      numbers &&= typeof v === "number";
      booleans &&= typeof v === "boolean";
      if (i > 0 && !(Number((list[i - 1] as readonly [T, number])[0]) <= Number(v))) ascending = false;
    }
    if ((numbers || booleans) && !ascending) list.sort((a, b) => Number(a[0]) - Number(b[0]));
    const outcomes = new Array<Observed<T>>(list.length);
    for (let i = 0; i < list.length; i++) {
      const pair = list[i] as readonly [T, number];
      const count = pair[1];
      outcomes[i] = Object.freeze({ value: pair[0], count, frequency: count / runs });
    }
    this.outcomes = Object.freeze(outcomes);
    Object.freeze(this);
  }

  /**
   * How many runs produced a value, or a value passing a test.
   *
   * @param which - a value or a predicate
   * @returns the count
   * @example
   * ```ts
   * simulate(die("d6"), { runs: 60, seed: 3 }).count((f) => f >= 5);
   * ```
   */
  count(which: T | ((value: T) => boolean)): number {
    const test =
      typeof which === "function"
        ? (which as (value: T) => boolean)
        : (
            (key) => (v: T) =>
              keyOf(v, "Frequencies.count") === key
          )(keyOf(which, "Frequencies.count"));
    let n = 0;
    for (const o of this.outcomes) if (test(o.value)) n += o.count;
    return n;
  }

  /**
   * The share of runs that produced a value, or a value passing a test.
   *
   * @param which - a value or a predicate
   * @returns a number in [0, 1]
   * @example
   * ```ts
   * simulate(die("d10"), { runs: 1000, seed: 3 }).frequency((f) => f <= 6); // about 0.6
   * ```
   */
  frequency(which: T | ((value: T) => boolean)): number {
    return this.count(which) / this.runs;
  }

  /**
   * The mean of numeric outcomes, or of a numeric score of each.
   *
   * @param score - turns an outcome into a number (default: the outcome itself)
   * @returns the sample mean
   * @example
   * ```ts
   * simulate(sum(2, "d6"), { runs: 10_000, seed: 1 }).mean(); // about 7
   * ```
   */
  mean(score?: (value: T) => number): number {
    if (score !== undefined) checkFunction("Frequencies.mean", "score", score);
    let acc = 0;
    for (const o of this.outcomes) {
      const x = score === undefined ? o.value : score(o.value);
      if (typeof x !== "number") {
        throw new RulesError({
          code: "NOT_NUMERIC",
          fn: "Frequencies.mean",
          path: "outcomes",
          value: x,
          message: "expected numeric outcomes (pass a score function for other values)",
        });
      }
      acc += x * o.count;
    }
    return acc / this.runs;
  }
}

/** The token of the library's own construction of {@link Frequencies} (the constructor is internal). */
const BUILT: unique symbol = Symbol("frequencies");

/** The token of a construction from outcomes already built, frozen and ordered ({@link observedOf}). */
const OBSERVED: unique symbol = Symbol("observed");

/** How many small whole-number values simulate tallies in an array. */
const SMALL = 256;

/**
 * Resolves a chance many times with seeded dice, without traces, as fast as the machine allows: the
 * tool for whole-battle Monte Carlo and for checking exact odds empirically.
 *
 * @param chance - any chance
 * @param options - the number of runs and the seed
 * @returns the frequencies of each value
 * @example
 * ```ts
 * const volley = count(10, "d10", (f) => f <= 6);
 * const f = simulate(volley, { runs: 100_000, seed: 42 });
 * f.mean(); // about 6
 * ```
 */
export function simulate<T>(chance: Chance<T>, options: SimulateOptions): Frequencies<T> {
  const node = nodeOf("simulate", chance);
  const given: unknown = options;
  if (typeof given !== "object" || given === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "simulate", path: "options", value: options, message: "expected { runs, seed, maxDice? }" });
  }
  const read = optionsArg("simulate", "options", options, ["runs", "seed", "maxDice"]);
  const runs = checkInt("simulate", "options.runs", read.runs, 1, 100_000_000);
  const seed = checkSeed("simulate", read.seed, "options.seed");
  const maxDice = checkInt("simulate", "options.maxDice", read.maxDice ?? SIMULATE_DEFAULTS.maxDice, 1, Number.MAX_SAFE_INTEGER);
  // the estimate, before any die: runs times one resolution's dice (at least one unit of work a run)
  const dice = runs * Math.max(1, node.dice);
  if (dice > maxDice) {
    throw new RulesError({
      code: "TOO_COMPLEX",
      fn: "simulate",
      path: "options.runs",
      value: { maxDice, needed: dice },
      message: "the simulation would roll more dice than the limit (raise maxDice, or run fewer runs)",
    });
  }
  // the engine's errors as engineCall gives them, without a closure per call (simulate's fixed cost)
  try {
    return run(node, runs, seed, dice);
  } catch (error) {
    throw engineError("simulate", error);
  }
}

function run<T>(node: Node, runs: number, seed: Seed, dice: number): Frequencies<T> {
  const rng = xoroshiro128plusFromState(seedState(seed));
  const indexed = indexedSampler(node);
  if (indexed !== undefined) return runIndexed(indexed, runs, rng, dice);
  const sample = samplerOf(node);
  // a chance may declare the compact key its values are tallied under (withSimulateKey); else the merge key
  const declared = node.t === "trace" ? node.key : undefined;
  const keyFor = declared ?? ((value: unknown): unknown => keyOf(value, "simulate"));
  // Small whole numbers (hit counts, totals) are tallied in an array, grown to the largest seen (not an array of
  // SMALL made and walked with a callback per call: a hand-to-hand fight simulated 100 runs a call paid that per
  // call, issue 13, ratios); anything else through a keyed map.
  const small: number[] = [];
  const seen = new Map<unknown, [T, number]>();
  for (let r = 0; r < runs; r++) {
    const value = sample(rng) as T;
    if (typeof value === "number" && value >= 0 && value < SMALL && Number.isInteger(value)) {
      while (small.length <= value) small.push(0);
      small[value] = (small[value] as number) + 1;
      continue;
    }
    const key = keyFor(value);
    const entry = seen.get(key);
    if (entry === undefined) seen.set(key, [value, 1]);
    else entry[1]++;
  }
  // only small whole numbers: their outcomes ascending, made directly (the order the general path sorts them into)
  if (seen.size === 0) return new Frequencies<T>(runs, observedOf<T>(small, identity, runs), dice, OBSERVED);
  for (let value = 0; value < small.length; value++) {
    const n = small[value] as number;
    if (n > 0) seen.set(value, [value as T, n]);
  }
  return new Frequencies<T>(runs, [...seen.values()], dice, BUILT);
}

/**
 * A chance whose value is a function of one small whole number (a die, a pool, their maps): the numbers are
 * tallied in a typed array (the same draws as the sampler) and each number's value is read once at the end. The
 * outcomes come in the order {@link run} gives them: values other than small whole numbers in order of first
 * sight, then the small whole numbers.
 */
function runIndexed<T>(indexed: IndexedSampler, runs: number, rng: IntSource, dice: number): Frequencies<T> {
  const { size, valueAt, known, fill } = indexed;
  // a Float64Array: a plain array measured 0.93 of a d20's CPU alone but 1.00-1.05 once the other kinds of simulate
  // had run, as they do in an app (issue 13, vtrace), so the counts stay typed; the node's own, taken while this call
  // uses them (a map's function could simulate the same chance again) and given back at the end (issue 13, ratios)
  const kept = indexed.counts;
  indexed.counts = null;
  const counts = kept === null ? new Float64Array(size) : kept.fill(0);
  if (known === undefined || fill === undefined) {
    tally(indexed, runs, rng, counts, undefined);
    const done = new Frequencies<T>(runs, observedOf<T>(counts, valueAt, runs), dice, OBSERVED);
    indexed.counts = counts;
    return done;
  }
  // the numbers in order of first sight
  const order: number[] = [];
  tally(indexed, runs, rng, counts, order);
  // a map's value of each number as first drawn; a value that cannot be shared is computed again for each further
  // run that drew it, as the compiled sampler computes it per run
  const first = new Array<unknown>(size);
  for (const i of order) {
    first[i] = known[i] === 1 ? valueAt(i) : fill(i);
    // (known now when the first value could be shared)
    if (known[i] !== 1) for (let again = 1; again < (counts[i] as number); again++) fill(i);
  }
  // small whole numbers only, or booleans only (a total, a test): their outcomes made directly, ascending
  const direct = observedOfValues<T>(order, first, counts, runs);
  if (direct !== undefined) {
    indexed.counts = counts;
    return new Frequencies<T>(runs, direct, dice, OBSERVED);
  }
  // small whole numbers go last, ascending, as run gives them (a map of them: no array of SMALL per call)
  const small = new Map<number, number>();
  const seen = new Map<unknown, [T, number]>();
  for (const i of order) {
    const value = first[i] as T;
    const n = counts[i] as number;
    if (typeof value === "number" && value >= 0 && value < SMALL && Number.isInteger(value)) {
      small.set(value, (small.get(value) ?? 0) + n);
      continue;
    }
    const key = keyOf(value, "simulate");
    const entry = seen.get(key);
    if (entry === undefined) seen.set(key, [value, n]);
    else entry[1] += n;
  }
  const smallValues = [...small.keys()].sort((a, b) => a - b);
  for (const value of smallValues) {
    const v = value + 0; // + 0: -0 is tallied as 0, as run's array gives it
    seen.set(v, [v as T, small.get(value) as number]);
  }
  indexed.counts = counts;
  return new Frequencies<T>(runs, [...seen.values()], dice, BUILT);
}

/**
 * The outcomes of a die's, a pool's or a sum's own numbers from their counts: each number's value ascends with the
 * number (a face, a count, a total), so they come in the order the constructor would sort them into, and are made
 * here frozen in one pass, without the pairs, the copy and the order check of the general construction (issue 13:
 * most of a d20's fixed cost beyond its loop); {@link run}'s small whole numbers too, each its own index. The same
 * objects as data: `{ value, count, frequency }` in that order.
 */
function observedOf<T>(counts: ArrayLike<number>, valueAt: (i: number) => unknown, runs: number): readonly Observed<T>[] {
  let distinct = 0;
  for (let i = 0; i < counts.length; i++) if ((counts[i] as number) > 0) distinct++;
  const outcomes = new Array<Observed<T>>(distinct);
  let k = 0;
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i] as number;
    if (count === 0) continue;
    // + 0: -0 is tallied as 0, as run's array gives it
    outcomes[k++] = Object.freeze({ value: ((valueAt(i) as number) + 0) as T, count, frequency: count / runs });
  }
  return Object.freeze(outcomes);
}

/** A small whole number's value in run's array: its index. */
const identity = (i: number): number => i;

/** The most distinct numbers {@link observedOfValues} orders by insertion. */
const DIRECT_VALUES = 64;

/**
 * The outcomes of a map of numbers when every value seen is a small whole number, or every value a boolean: the
 * order the general path gives them (its keyed maps and sort: numbers and booleans ascending, equal values merged)
 * made by insertion into two short lists, then frozen in one pass (issue 13: 2D6+1's fixed cost). Undefined for
 * anything else (other values, a mix, more than {@link DIRECT_VALUES} numbers drawn), which the general path takes.
 */
function observedOfValues<T>(order: readonly number[], first: readonly unknown[], counts: Float64Array, runs: number): readonly Observed<T>[] | undefined {
  if (order.length > DIRECT_VALUES) return undefined;
  const values: number[] = [];
  const tallies: number[] = [];
  let booleans = 0;
  for (const i of order) {
    const v = first[i];
    let x: number;
    if (typeof v === "boolean") {
      booleans++;
      x = v ? 1 : 0;
    } else if (typeof v === "number" && v >= 0 && v < SMALL && Number.isInteger(v)) {
      x = v + 0; // + 0: -0 is tallied as 0, as run's array gives it
    } else {
      return undefined;
    }
    let at = values.length;
    while (at > 0 && (values[at - 1] as number) > x) at--;
    if (at > 0 && values[at - 1] === x) tallies[at - 1] = (tallies[at - 1] as number) + (counts[i] as number);
    else {
      values.splice(at, 0, x);
      tallies.splice(at, 0, counts[i] as number);
    }
  }
  if (booleans !== 0 && booleans !== order.length) return undefined;
  const outcomes = new Array<Observed<T>>(values.length);
  for (let k = 0; k < values.length; k++) {
    const x = values[k] as number;
    const count = tallies[k] as number;
    outcomes[k] = Object.freeze({ value: (booleans === 0 ? x : x === 1) as T, count, frequency: count / runs });
  }
  return Object.freeze(outcomes);
}

/**
 * Tallies `runs` draws of the number into `counts`, noting each number the first time it comes up in `order` (when given): for
 * a die or a sum, the rejection sampler inlined in the loop (no call per run: the same draws as the node's sampler,
 * the algorithm of uniformIndex); else by the node's draw.
 *
 * Each kind of loop is its own function (issue 13): V8 keeps one set of type feedback and one optimized code per
 * function, so a loop shared by every chance simulated in a process was optimized for the first kind it ran (a pool's
 * draw, say) and deoptimized and compiled again, on the stack, when another kind (a sum) took a branch it had not seen:
 * `simulate` of 2D6+1 measured 2.2x its hand loop after the other core cases and 1.4-1.6x alone.
 */
function tally(indexed: IndexedSampler, runs: number, rng: IntSource, counts: Float64Array, order: number[] | undefined): void {
  const faces = indexed.faces;
  if (faces === undefined) {
    if (order === undefined) tallyDraws(indexed.draw, runs, rng, counts);
    else tallyDrawsInOrder(indexed.draw, runs, rng, counts, order);
    return;
  }
  const { n, sides, allowed } = faces;
  if (order === undefined) {
    // the numbers' own values: no order to note (the tightest loops, those of the hand-written floor); one die's loop
    // stays here (its own function measured 8% slower for a d20)
    if (n === 1) {
      for (let r = 0; r < runs; r++) {
        let v = rng.next() + 2147483648;
        while (v >= allowed) v = rng.next() + 2147483648;
        const i = v - Math.floor(v / sides) * sides;
        counts[i] = (counts[i] as number) + 1;
      }
      return;
    }
    tallyFaces(n, sides, allowed, runs, rng, counts);
    return;
  }
  if (n === 1) tallyFaceInOrder(sides, allowed, runs, rng, counts, order);
  else tallyFacesInOrder(n, sides, allowed, runs, rng, counts, order);
}

/** {@link tally} by the node's draw. */
function tallyDraws(draw: (rng: IntSource) => number, runs: number, rng: IntSource, counts: Float64Array): void {
  for (let r = 0; r < runs; r++) {
    const i = draw(rng);
    counts[i] = (counts[i] as number) + 1;
  }
}

/** {@link tally} by the node's draw, noting the order of first sight. */
function tallyDrawsInOrder(draw: (rng: IntSource) => number, runs: number, rng: IntSource, counts: Float64Array, order: number[]): void {
  for (let r = 0; r < runs; r++) {
    const i = draw(rng);
    if (counts[i] === 0) order.push(i);
    counts[i] = (counts[i] as number) + 1;
  }
}

/** {@link tally} of the sum of n dice's faces, the sampler inline. */
function tallyFaces(n: number, sides: number, allowed: number, runs: number, rng: IntSource, counts: Float64Array): void {
  for (let r = 0; r < runs; r++) {
    let i = 0;
    for (let d = 0; d < n; d++) {
      let v = rng.next() + 2147483648;
      while (v >= allowed) v = rng.next() + 2147483648;
      i += v - Math.floor(v / sides) * sides;
    }
    counts[i] = (counts[i] as number) + 1;
  }
}

/** {@link tally} of one die's faces, noting the order of first sight. */
function tallyFaceInOrder(sides: number, allowed: number, runs: number, rng: IntSource, counts: Float64Array, order: number[]): void {
  for (let r = 0; r < runs; r++) {
    let v = rng.next() + 2147483648;
    while (v >= allowed) v = rng.next() + 2147483648;
    const i = v - Math.floor(v / sides) * sides;
    if (counts[i] === 0) order.push(i);
    counts[i] = (counts[i] as number) + 1;
  }
}

/** {@link tallyFaces}, noting the order of first sight. */
function tallyFacesInOrder(n: number, sides: number, allowed: number, runs: number, rng: IntSource, counts: Float64Array, order: number[]): void {
  for (let r = 0; r < runs; r++) {
    let i = 0;
    for (let d = 0; d < n; d++) {
      let v = rng.next() + 2147483648;
      while (v >= allowed) v = rng.next() + 2147483648;
      i += v - Math.floor(v / sides) * sides;
    }
    if (counts[i] === 0) order.push(i);
    counts[i] = (counts[i] as number) + 1;
  }
}

/**
 * Frequencies from counts tallied elsewhere (the worker pools merge their chunks' counts with it).
 * @internal
 */
export function frequenciesFrom<T>(runs: number, seen: readonly (readonly [T, number])[], dice = 0): Frequencies<T> {
  return new Frequencies<T>(runs, seen, dice, BUILT);
}
