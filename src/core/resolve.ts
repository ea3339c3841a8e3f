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
  const trace: TraceEntry[] = [];
  // engineCall's try without its closure (one made per resolution otherwise)
  let value: T;
  try {
    value = playNode(root, dice, trace) as T;
  } catch (error) {
    throw engineError("resolve", error);
  }
  return { value, trace: Object.freeze(trace) };
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
