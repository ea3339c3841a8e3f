import type { DiceSource, RollRequest } from "./dice-source.js";
import { type DieKind, rangeOf } from "./die-kind.js";
import { checkFunction, RulesError } from "./errors.js";

/**
 * Adapts any `() => number` in [0, 1) (Math.random, a crypto-backed function, another library's
 * generator) into a dice source. The library itself never calls Math.random: you pass it in.
 *
 * @param next - returns a uniform number in [0, 1) each call
 * @returns a dice source; a value outside [0, 1) throws `RANDOM_OUT_OF_RANGE`
 * @example
 * ```ts
 * const dice = randomDice(() => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32);
 * dice.roll("d20"); // 1..20
 * ```
 */
export function randomDice(next: () => number): DiceSource {
  checkFunction("randomDice", "next", next);
  return {
    roll(kind: DieKind, _request?: RollRequest): number {
      const [low, sides] = rangeOf("randomDice.roll", kind);
      const u = next();
      if (typeof u !== "number" || !(u >= 0 && u < 1)) {
        throw new RulesError({
          code: "RANDOM_OUT_OF_RANGE",
          fn: "randomDice",
          path: "next()",
          value: u,
          message: "expected a number in [0, 1)",
        });
      }
      return low + Math.floor(u * sides);
    },
  };
}
