import type { DieKind } from "./die-kind.js";

/**
 * What a die is being rolled for, so scripted dice and traces can say it.
 *
 * @example
 * ```ts
 * const request: RollRequest = { purpose: "to hit", rule: "RUG-SHOOT-4" };
 * ```
 */
export interface RollRequest {
  /** What the die is for, in words. */
  readonly purpose?: string | undefined;
  /** The catalogue rule id that asks for the die. */
  readonly rule?: string | undefined;
}

/**
 * Where dice come from. A dice source is a stream: each `roll` takes the next die. Resolvers never hold a
 * dice source; they return chances, and {@link resolve} rolls them with the source you pass.
 *
 * @example
 * ```ts
 * const dice: DiceSource = seededDice(42);
 * const face = dice.roll("d10"); // 1..10
 * ```
 */
export interface DiceSource {
  /**
   * Rolls one die.
   *
   * @param kind - the die kind
   * @param request - what it is for (scripted dice name it in their errors)
   * @returns the face: 1..n, or -1, 0, +1 for a dF
   */
  roll(kind: DieKind, request?: RollRequest): number;
}
