import { type Chance, nodeOf } from "./chance.js";
import { Budget, type Dist, enumerate, valueAt } from "./enumerate.js";
import { checkFunction, checkInt, describeValue, RulesError } from "./errors.js";
import { add, type Int, mul } from "./exact.js";
import { type Fraction, lazyFraction, reduce } from "./fraction.js";
import { engineCall } from "./engine-call.js";
import { optionsArg } from "./inputs.js";
import { keyOf } from "./value-key.js";

/**
 * One outcome of exact odds: a value and its exact probability.
 *
 * @typeParam T - the value type
 * @example
 * ```ts
 * const [first]: readonly Outcome<number>[] = odds(die("d6")).outcomes;
 * first?.probability.toString(); // "1/6"
 * ```
 */
export interface Outcome<T> {
  /** The value. */
  readonly value: T;
  /** Its exact probability. */
  readonly probability: Fraction;
}

/**
 * Options of {@link odds}.
 *
 * @example
 * ```ts
 * odds(count(40, "d10", (f) => f <= 6), { maxStates: 10_000 });
 * ```
 */
export interface OddsOptions {
  /**
   * The most distinct intermediate outcomes the enumeration may create before it gives up with
   * `TOO_COMPLEX` (default {@link ODDS_DEFAULTS}`.maxStates`, 2,000,000). A guard against hangs, not a game limit.
   */
  readonly maxStates?: number | undefined;
  /**
   * The most elementary operations (a merge, one 64-bit word of exact integer arithmetic; see docs/reliability.md)
   * the enumeration may do (default {@link ODDS_DEFAULTS}`.maxWork`). Each step charges its estimate before it
   * runs, so a refusal comes early. {@link Odds.cost} tells what a call spent.
   */
  readonly maxWork?: number | undefined;
}

/**
 * The default budget of {@link odds}: any call answers or refuses with `TOO_COMPLEX` within about a second of CPU
 * and a few hundred MB on a small machine (docs/reliability.md gives the measured figures).
 *
 * @example
 * ```ts
 * odds(count(40, "d10", (f) => f <= 6), { maxWork: ODDS_DEFAULTS.maxWork * 10 });
 * ```
 */
export const ODDS_DEFAULTS = Object.freeze({
  /** Distinct intermediate outcomes. */
  maxStates: 2_000_000,
  /** Elementary operations. */
  maxWork: 100_000_000,
} as const);

/**
 * What one {@link odds} call spent from its budget.
 *
 * @example
 * ```ts
 * odds(sum(2, "d6")).cost; // { states: 11, work: ... }
 * ```
 */
export interface OddsCost {
  /** Distinct intermediate outcomes created. */
  readonly states: number;
  /** Elementary operations charged (estimates included). */
  readonly work: number;
}

/**
 * Options of {@link Odds.table}.
 *
 * @example
 * ```ts
 * odds(die("d6")).table({ digits: 2, format: (face: number) => `face ${face}` });
 * ```
 */
export interface TableOptions {
  /** Decimals of the percentages (default 1). */
  readonly digits?: number | undefined;
  /** How to show a value (default: numbers and strings as they are, other values as JSON). */
  readonly format?: ((value: never) => string) | undefined;
}

const FN = "odds";

/** The token of the library's own construction of {@link Odds} (the constructor is internal). */
const BUILT: unique symbol = Symbol("odds");

/**
 * The exact distribution of a chance: every outcome with its probability as an exact fraction, and the
 * questions a player or a designer asks of it.
 *
 * @typeParam T - the value type
 * @example
 * ```ts
 * const hits = odds(count(3, "d10", (f) => f <= 6));
 * hits.atLeast(2).toString(); // "81/125"
 * hits.mean().toString(); // "9/5"
 * ```
 */
export class Odds<T> {
  readonly #dist: Dist;
  /** The outcomes, built the first time they are read (issue 13: a lazy distribution's values are built then). */
  #outcomes: readonly Outcome<T>[] | undefined;
  /** What the enumeration spent from its budget (zero for odds derived with {@link Odds.map}). */
  readonly cost: OddsCost;

  /** @internal use {@link odds} */
  constructor(dist: Dist, cost: OddsCost = { states: 0, work: 0 }, token?: typeof BUILT) {
    if (token !== BUILT) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "Odds",
        path: "",
        value: undefined,
        message: "expected odds from odds(chance), not from the constructor",
      });
    }
    this.cost = Object.freeze({ states: cost.states, work: cost.work });
    // numbers and booleans are sorted; a distribution whose first value is neither has other values (a lazy one's
    // values are then not built: only its first, to tell)
    const first = dist.weights.length === 0 ? undefined : valueAt(dist, 0);
    if (
      (dist.weights.length === 0 || typeof first === "number" || typeof first === "boolean") &&
      (dist.values.every((v) => typeof v === "number") || dist.values.every((v) => typeof v === "boolean"))
    ) {
      const order = dist.values.map((_, i) => i);
      order.sort((a, b) => Number(dist.values[a]) - Number(dist.values[b]));
      this.#dist = { values: order.map((i) => dist.values[i]), weights: order.map((i) => dist.weights[i] as Int), total: dist.total };
    } else {
      this.#dist = dist;
    }
    Object.freeze(this);
  }

  /**
   * Every outcome with its probability: numbers and booleans in ascending order, other values in the order the dice
   * first produce them. Built the first time it is read (the values of a large distribution cost their building:
   * {@link Odds.probability}, {@link Odds.mean} and {@link Odds.map} read them one at a time without keeping them).
   */
  get outcomes(): readonly Outcome<T>[] {
    if (this.#outcomes === undefined) {
      const { values, weights, total } = this.#dist;
      this.#outcomes = Object.freeze(values.map((value, i) => Object.freeze({ value: value as T, probability: lazyFraction(weights[i] as Int, total) })));
    }
    return this.#outcomes;
  }

  /**
   * The plain form `JSON.stringify` writes: the outcomes (each probability as its fraction's text) and the cost, as
   * when `outcomes` was an own property (it is built lazily now, so it needs saying).
   *
   * @returns `{ outcomes, cost }`
   * @example
   * ```ts
   * JSON.stringify(odds(die("d2"))); // '{"outcomes":[{"value":1,"probability":"1/2"},{"value":2,"probability":"1/2"}],"cost":{"states":0,"work":0}}'
   * ```
   */
  toJSON(): { outcomes: readonly Outcome<T>[]; cost: OddsCost } {
    return { outcomes: this.outcomes, cost: this.cost };
  }

  /** The number of distinct outcomes. */
  get size(): number {
    return this.#dist.weights.length;
  }

  /** Value i: from the outcomes once they are built, else built from the distribution (and not kept). */
  #value(i: number): T {
    return (this.#outcomes === undefined ? valueAt(this.#dist, i) : this.#outcomes[i]?.value) as T;
  }

  /**
   * The probability of one value, or of every value that passes a test.
   *
   * @param which - a value (compared as data, so equal objects match) or a predicate
   * @returns the exact probability
   * @example
   * ```ts
   * const d = odds(sum(2, "d6"));
   * d.probability(7).toString(); // "1/6"
   * d.probability((t) => t >= 10).toString(); // "1/6"
   * ```
   */
  probability(which: T | ((value: T) => boolean)): Fraction {
    let weight: Int = 0;
    const { weights, total } = this.#dist;
    if (typeof which === "function") {
      const test = which as (value: T) => boolean;
      for (let i = 0; i < weights.length; i++) if (test(this.#value(i))) weight = add(weight, weights[i] as Int);
    } else {
      const key = keyOf(which, "Odds.probability");
      for (let i = 0; i < weights.length; i++) if (keyOf(this.#value(i), "Odds.probability") === key) weight = add(weight, weights[i] as Int);
    }
    return lazyFraction(weight, total);
  }

  /**
   * The probability that a numeric outcome is at least `threshold`.
   *
   * @param threshold - the threshold
   * @returns P(value >= threshold)
   * @example
   * ```ts
   * odds(sum(4, "dF")).atLeast(2).toString(); // "5/27"
   * ```
   */
  atLeast(threshold: number): Fraction {
    checkThreshold("Odds.atLeast", threshold);
    this.#numeric("atLeast");
    return this.probability(((v: number) => v >= threshold) as unknown as (value: T) => boolean);
  }

  /**
   * The probability that a numeric outcome is at most `threshold`.
   *
   * @param threshold - the threshold
   * @returns P(value <= threshold)
   * @example
   * ```ts
   * odds(die("d20")).atMost(12).toString(); // "3/5"
   * ```
   */
  atMost(threshold: number): Fraction {
    checkThreshold("Odds.atMost", threshold);
    this.#numeric("atMost");
    return this.probability(((v: number) => v <= threshold) as unknown as (value: T) => boolean);
  }

  /**
   * The exact mean of numeric outcomes (whole numbers), or of a whole-number score of each outcome.
   *
   * @param score - turns an outcome into a whole number (default: the outcome itself, which must be a whole number)
   * @returns the expected value, exactly
   * @example
   * ```ts
   * odds(sum(2, "d6")).mean().toString(); // "7"
   * odds(die("d10")).mean((f) => (f <= 6 ? 1 : 0)).toString(); // "3/5"
   * ```
   */
  mean(score?: (value: T) => number): Fraction {
    if (score !== undefined) checkFunction("Odds.mean", "score", score);
    const { weights, total } = this.#dist;
    let acc: Int = 0;
    for (let i = 0; i < weights.length; i++) {
      const v = this.#value(i);
      const x = score === undefined ? v : score(v);
      if (typeof x !== "number" || !Number.isSafeInteger(x)) {
        throw new RulesError({
          code: "NOT_NUMERIC",
          fn: "Odds.mean",
          path: score === undefined ? `outcomes[${String(i)}].value` : `score(outcomes[${String(i)}].value)`,
          value: x,
          message: "expected whole-number outcomes (pass a score function for other values)",
        });
      }
      acc = add(acc, mul(weights[i] as Int, x));
    }
    return lazyFraction(acc, total);
  }

  /**
   * The odds of a function of the outcome, merging equal results.
   *
   * @param fn - a pure function of the value
   * @returns the new odds
   * @example
   * ```ts
   * odds(die("d10")).map((f) => f <= 6).probability(true).toString(); // "3/5"
   * ```
   */
  map<U>(fn: (value: T) => U): Odds<U> {
    checkFunction("Odds.map", "fn", fn);
    const values: U[] = [];
    const weights: Int[] = [];
    const index = new Map<unknown, number>();
    for (let i = 0; i < this.#dist.weights.length; i++) {
      const u = fn(this.#value(i));
      const key = keyOf(u, "Odds.map");
      const at = index.get(key);
      if (at === undefined) {
        index.set(key, values.length);
        values.push(u);
        weights.push(this.#dist.weights[i] as Int);
      } else weights[at] = add(weights[at] as Int, this.#dist.weights[i] as Int);
    }
    return new Odds<U>({ values, weights, total: this.#dist.total }, undefined, BUILT);
  }

  /**
   * The sum of all probabilities: exactly 1 for any chance (a check for property tests).
   *
   * @returns the total probability
   * @example
   * ```ts
   * odds(sum(4, "dF")).total().toString(); // "1"
   * ```
   */
  total(): Fraction {
    let acc: Int = 0;
    for (const w of this.#dist.weights) acc = add(acc, w);
    return reduce(acc, this.#dist.total);
  }

  /**
   * A printable table: value, exact probability, percentage and a bar.
   *
   * @param options - decimals and value formatting
   * @returns the table as text
   * @example
   * ```ts
   * console.log(odds(die("d6").map((f) => f >= 5)).table());
   * // value  probability      %
   * // false          2/3  66.7%  ##############
   * // true           1/3  33.3%  #######
   * ```
   */
  table(options: TableOptions = {}): string {
    const given: unknown = options;
    if (typeof given !== "object" || given === null) {
      throw new RulesError({ code: "INVALID_ARGUMENT", fn: "Odds.table", path: "options", value: given, message: "expected { digits?, format? }" });
    }
    if (options.format !== undefined) checkFunction("Odds.table", "options.format", options.format);
    const digits = checkInt("Odds.table", "options.digits", options.digits ?? 1, 0, 10);
    const format = (options.format ?? defaultFormat) as (value: T) => string;
    const rows = this.outcomes.map((o) => [
      format(o.value),
      o.probability.toString(),
      o.probability.toPercent(digits),
      "#".repeat(Math.round(o.probability.toNumber() * 20)),
    ]);
    const head = ["value", "probability", "%", ""];
    const width = [0, 1, 2].map((c) => Math.max(head[c]?.length ?? 0, ...rows.map((r) => r[c]?.length ?? 0)));
    const line = (r: readonly string[]): string =>
      `${(r[0] ?? "").padEnd(width[0] ?? 0)}  ${(r[1] ?? "").padStart(width[1] ?? 0)}  ${(r[2] ?? "").padStart(width[2] ?? 0)}  ${r[3] ?? ""}`.trimEnd();
    return [line(head), ...rows.map(line)].join("\n");
  }

  #numeric(fn: string): void {
    let bad = -1;
    let value: unknown;
    for (let i = 0; i < this.#dist.weights.length && bad < 0; i++) {
      value = this.#value(i);
      if (typeof value !== "number") bad = i;
    }
    if (bad >= 0) {
      throw new RulesError({
        code: "NOT_NUMERIC",
        fn: `Odds.${fn}`,
        path: `outcomes[${String(bad)}].value`,
        value,
        message: "expected numeric outcomes",
      });
    }
  }
}

/** A threshold must be a number (not NaN): anything else would compare silently wrong or throw natively. */
function checkThreshold(fn: string, threshold: unknown): void {
  if (typeof threshold !== "number" || Number.isNaN(threshold)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "threshold", value: threshold, message: "expected a number" });
  }
}

function defaultFormat(value: unknown): string {
  return typeof value === "string" ? value : describeValue(value);
}

/**
 * The exact odds of a chance: every outcome with its probability as an exact fraction. Equal
 * intermediate outcomes are merged, so a 40-die volley is 41 states, not 10^40 paths.
 *
 * @param chance - any chance (a resolver's result)
 * @param options - a guard on the enumeration's size
 * @returns the exact distribution
 * @throws {@link RulesError} `TOO_COMPLEX` when the enumeration would pass `maxStates`
 * @example
 * ```ts
 * odds(count(40, "d10", (f) => f <= 6)).size; // 41
 * odds(sum(2, "d6")).probability(7).toString(); // "1/6"
 * ```
 */
export function odds<T>(chance: Chance<T>, options: OddsOptions = {}): Odds<T> {
  const root = nodeOf(FN, chance);
  const given = optionsArg(FN, "options", options, ["maxStates", "maxWork"]);
  const maxStates = checkInt(FN, "options.maxStates", given.maxStates ?? ODDS_DEFAULTS.maxStates, 1, Number.MAX_SAFE_INTEGER);
  const maxWork = checkInt(FN, "options.maxWork", given.maxWork ?? ODDS_DEFAULTS.maxWork, 1, Number.MAX_SAFE_INTEGER);
  const budget = new Budget(maxStates, maxWork);
  const dist = engineCall(FN, () => enumerate(root, budget));
  return new Odds<T>(dist, { states: budget.spentStates, work: budget.spentWork }, BUILT);
}
