import { type Chance, nodeOf } from "./chance.js";
import { playNode, sampleNode } from "./compile.js";
import type { DiceSource } from "./dice-source.js";
import { engineCall, engineError } from "./engine-call.js";
import { RulesError } from "./errors.js";
import { generatorOf } from "./seeded-dice.js";
import type { Trace, TraceEntry } from "./trace.js";

/**
 * A resolved chance: its value, and the trace of every die and modifier that produced it.
 *
 * @typeParam T - the value type
 * @example
 * ```ts
 * const result: Resolution<number> = resolve(sum(2, "d6"), scriptedDice(["d6:3", "d6:4"]));
 * result.value; // 7
 * ```
 */
export interface Resolution<T> {
  /** What happened. */
  readonly value: T;
  /** Every die and modifier, in order. */
  readonly trace: Trace;
}

/**
 * The template each resolution's trace is sliced from (issue 13, vtrace). An `[]` literal has an allocation site, and
 * V8 pretenures the arrays of a site whose arrays survive its young-generation collections: once a caller kept
 * resolutions for a while (a game log, a benchmark harness keeping its results), every later trace was allocated in
 * the old generation, filling it with garbage that only full collections free; the volley with wounds then resolved
 * 2-3x slower for the rest of the process (18x to 31x its hand loop instead of 7x to 9x). A slice has no allocation
 * site, so it is never pretenured; slicing an array of objects gives an empty array of objects (PACKED_ELEMENTS),
 * as the literal's site had learnt, so pushing entries changes no elements kind. Never written, and deliberately not
 * frozen: a slice of a frozen array is an array of small integers (HOLEY_SMI_ELEMENTS), measured 15% slower.
 */
const TRACE_KIND: readonly object[] = [Object.freeze({})];

/**
 * The keys of a {@link Resolution} in their order: each result is a copy (an object spread has no allocation site).
 * Never written; not frozen: a spread of a frozen object takes V8's slow path (a resolution of 10d10 1.3x slower).
 */
const RESOLUTION_SHAPE: { readonly value: undefined; readonly trace: undefined } = { value: undefined, trace: undefined };

/**
 * Plays a chance with a dice source: the game happens. The result carries a trace of every die (kind,
 * face, purpose, rule id) and every modifier, in order, so a UI can explain it line by line.
 *
 * @param chance - any chance (a resolver's result)
 * @param dice - seeded, scripted or random dice
 * @returns the value and its trace
 * @example
 * ```ts
 * const volley = count(3, "d10", (f) => f <= 6, { purpose: "to hit", labels: ["miss", "hit"] });
 * const { value, trace } = resolve(volley, scriptedDice(["d10:2", "d10:9", "d10:6"]));
 * value; // 2
 * explain(trace); // ["d10 to hit: 2: hit", "d10 to hit: 9: miss", "d10 to hit: 6: hit"]
 * ```
 */
export function resolve<T>(chance: Chance<T>, dice: DiceSource): Resolution<T> {
  const root = nodeOf("resolve", chance);
  const source: unknown = dice;
  let roll: unknown;
  try {
    roll = typeof source === "object" && source !== null ? (source as { roll?: unknown }).roll : undefined;
  } catch {
    roll = undefined;
  }
  if (typeof roll !== "function") {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "resolve",
      path: "dice",
      value: dice,
      message: "expected a dice source (seededDice, scriptedDice, randomDice)",
    });
  }
  // a new empty array from a slice, not from an `[]` literal (issue 13, vtrace): see TRACE_KIND
  const trace = TRACE_KIND.slice(0, 0) as TraceEntry[];
  // engineCall's try without its closure (one made per resolution otherwise)
  let value: T;
  try {
    value = playNode(root, dice, trace) as T;
  } catch (error) {
    throw engineError("resolve", error);
  }
  // copied from a template, not made by a literal: the same pretenuring as the trace's (see TRACE_KIND)
  const result = { ...RESOLUTION_SHAPE } as unknown as { value: T; trace: Trace };
  result.value = value;
  result.trace = Object.freeze(trace);
  return result;
}

/**
 * The value `resolve(chance, dice)` gives, without building its trace: with seeded dice, the chance's compiled
 * sampler draws from the dice's own generator (the same draws in the same order as resolve's, so the value is
 * equal as data and the dice end where resolve would leave them: a seeded stream goes on identically); with any
 * other source (scripted, random, an app's own), resolve itself. The core's trace-free path for games
 * (`simulateBattle` plays every step with it).
 * @internal
 */
export function resolveValue<T>(chance: Chance<T>, dice: DiceSource): T {
  const rng = generatorOf(dice);
  if (rng === undefined) return resolve(chance, dice).value;
  const root = nodeOf("resolve", chance);
  return engineCall("resolve", () => sampleNode(root, rng)) as T;
}
