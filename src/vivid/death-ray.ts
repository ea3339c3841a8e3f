// The Death Ray's weapon profile (VIV-RANGE-1 row versus the gadget text; ruling VIV-AMB-9).
import * as z from "zod/mini";
import { parseOrThrow } from "../core/validate.js";
import type { Weapon } from "../family/schemas.js";
import { type VividOptionsInput, vividOptions } from "./options.js";

/**
 * The Death Ray as a weapon. By default the gadget text wins (VIV-AMB-9 'gadget'): no range limit (line of
 * sight needed), base hit 6, hit dice set by the GM (default 4, from the table). With `deathRaySource:
 * "table"` it is the weapon-table row: 4 dice, 10"/20", base 4.
 *
 * @param gmDice - the hit dice the GM sets (gadget profile only; default 4)
 * @param options - vivid options (`deathRaySource`)
 * @returns the weapon
 * @example
 * ```ts
 * deathRay().baseHit; // 6
 * deathRay(4, { deathRaySource: "table" }).long; // 20
 * ```
 */
export function deathRay(gmDice = 4, options: VividOptionsInput = {}): Weapon {
  const dice = parseOrThrow("vivid.deathRay", z.number().check(z.int(), z.gte(0), z.lte(20)), gmDice, "gmDice");
  // ruling VIV-AMB-9: the gadget text (unlimited range, base 6) wins over the weapon-table row by default
  if (vividOptions(options).deathRaySource === "table") return { name: "Death Ray", class: "deathRay", dice: 4, short: 10, long: 20, baseHit: 4 };
  return { name: "Death Ray", class: "deathRay", dice, short: 0, long: null, unlimitedRange: true, baseHit: 6 };
}
