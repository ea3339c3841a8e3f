import * as z from "zod/mini";
import { RulesError } from "../core/errors.js";
import { absentIfNull, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { checkCharacter } from "./character.js";
import type { Character, Stunt } from "./schemas.js";

/**
 * The text's one example stunt (FATE-STUNT-1): for 1 fate point, remove 4 points of stress split as the
 * player wishes between Health and Composure.
 *
 * @example
 * ```ts
 * TOO_STUBBORN_TO_FAIL.costFp; // 1
 * ```
 */
export const TOO_STUBBORN_TO_FAIL: Stunt = Object.freeze({
  id: "too-stubborn-to-fail",
  name: "Too Stubborn to Fail",
  costFp: 1,
  effect: Object.freeze({ type: "removeStress" as const, amount: 4 }),
});

/**
 * How a stress-removing stunt's points are split between the tracks.
 *
 * @example
 * ```ts
 * const allOnHealth: StressAllocation = { health: 4 };
 * ```
 */
export const StressAllocationSchema = strictObject({
  /** Points removed from Health. */
  health: z._default(z.int().check(z.gte(0), z.lte(100)), 0),
  /** Points removed from Composure. */
  composure: z._default(z.int().check(z.gte(0), z.lte(100)), 0),
});

/**
 * A split of removed stress.
 *
 * @example
 * ```ts
 * const split: StressAllocation = { health: 2, composure: 2 };
 * ```
 */
export type StressAllocation = z.input<typeof StressAllocationSchema>;

/**
 * Uses a stunt outside a roll (FATE-STUNT-1): pays its fate points and applies its effect. A
 * `removeStress` stunt unchecks boxes by the allocation (each track down to 0 at least); a `narrative`
 * stunt only pays its cost (the GM adjudicates, FATE-GM-9). Roll-bonus stunts are used in a roll's
 * `stunts` instead. Throws `RULE_VIOLATION` without enough fate points, and for a `removeStress` stunt
 * without an allocation or with one that removes no checked box (the point is never spent for nothing).
 *
 * @param character - the character
 * @param stuntId - one of its stunts
 * @param allocation - for a removeStress stunt: the split (at most the stunt's amount in all)
 * @returns the new character
 * @example
 * ```ts
 * const rested = useStunt(indy, "too-stubborn-to-fail", { health: 4 });
 * rested.health.checked; // 0 (was 4)
 * ```
 */
export function useStunt(character: Character, stuntId: string, allocation?: StressAllocation | null): Character {
  const FN = "fate.useStunt";
  const c = checkCharacter(FN, character);
  const stunt = c.stunts.find((s) => s.id === stuntId);
  if (stunt === undefined) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path: "stuntId", value: stuntId, message: `${c.name} has no such stunt` });
  }
  if (stunt.effect.type === "rollBonus") {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: FN,
      path: "stuntId",
      value: stuntId,
      message: "a roll-bonus stunt is used in a roll (RollSpec.stunts)",
    });
  }
  if (stunt.costFp > c.fatePoints) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: FN,
      path: "character.fatePoints",
      value: c.fatePoints,
      message: `${stunt.name} costs ${String(stunt.costFp)} fate points (FATE-STUNT-1)`,
    });
  }
  const paid = { ...c, fatePoints: c.fatePoints - stunt.costFp };
  if (stunt.effect.type === "narrative") return paid;
  const given = absentIfNull(allocation);
  const split = parseOrThrow(FN, StressAllocationSchema, given ?? {}, "allocation");
  // FATE-STUNT-1: the player splits the points; a use that removes nothing would spend the point for nothing
  if (given === undefined || Math.min(split.health, c.health.checked) + Math.min(split.composure, c.composure.checked) === 0) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: FN,
      path: "allocation",
      value: allocation,
      message: `${stunt.name} needs the split of its points between health and composure, removing at least one checked box (FATE-STUNT-1)`,
    });
  }
  if (split.health + split.composure > stunt.effect.amount) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: FN,
      path: "allocation",
      value: allocation,
      message: `${stunt.name} removes at most ${String(stunt.effect.amount)} points in all`,
    });
  }
  return {
    ...paid,
    health: { boxes: c.health.boxes, checked: Math.max(0, c.health.checked - split.health) },
    composure: { boxes: c.composure.boxes, checked: Math.max(0, c.composure.checked - split.composure) },
  };
}
