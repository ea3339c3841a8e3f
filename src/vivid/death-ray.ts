// The Death Ray's weapon profile (VIV-RANGE-1 row versus the gadget text; ruling VIV-AMB-9).
import * as z from "zod/mini";
import { parseOrThrow } from "../core/validate.js";
import type { Weapon } from "../family/schemas.js";
import { type VividOptionsInput, vividOptions } from "./options.js";
import { VIVID_WEAPONS } from "./weapon-table.js";

/**
 * The Death Ray as a weapon. By default the gadget text wins (VIV-AMB-9 'gadget'): no range limit (line of
 * sight needed), base hit 6, hit dice set by the GM (default 4, from the table); its bands are its class row's
 * (VIV-RANGE-1: short to 10", +2; long beyond). With `deathRaySource:
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
export function deathRay(gmDice: number | null = 4, options: VividOptionsInput | null = {}): Weapon {
  // docs/reliability.md: null for an optional argument means absent
  gmDice ??= 4;
  options ??= {};
  const dice = parseOrThrow("vivid.deathRay", z.number().check(z.int(), z.gte(0), z.lte(20)), gmDice, "gmDice");
  // ruling VIV-AMB-9: the gadget text (unlimited range, base 6) wins over the weapon-table row by default
  // VIV-RANGE-1: the Death Ray shares the heavy machine gun's row, so its bands are that row's (10"/20")
  const { short, long } = VIVID_WEAPONS.mg;
  if (vividOptions(options).deathRaySource === "table") return { name: "Death Ray", class: "deathRay", dice: 4, short, long, baseHit: 4 };
  // the gadget: no range limit, so every distance beyond short range is long range
  return { name: "Death Ray", class: "deathRay", dice, short, long, unlimitedRange: true, baseHit: 6 };
}
