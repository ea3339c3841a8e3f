// Range bands of the rugged family (RUG-RANGE-2, VIV-RANGE-1): the first band whose limit covers the distance.
import type { Weapon } from "./schemas.js";

/**
 * A range band, or out of range.
 *
 * @example
 * ```ts
 * let value: RangeBand | undefined; // see the functions that return or take it
 * ```
 */
export type RangeBand = "short" | "medium" | "long" | "out";

/**
 * The band of a distance for a weapon: short, medium (rugged only), long, or out. Limits are inclusive and a
 * `null` band does not exist (RUG-AMB-9); a weapon with `unlimitedRange` is at long range beyond short.
 */
export function bandOf(weapon: Weapon, distance: number): RangeBand {
  // ruling RUG-AMB-9: inclusive upper limits; N/A bands do not exist; beyond the last band is out of range
  if (distance <= weapon.short) return "short";
  if (weapon.medium !== undefined && weapon.medium !== null && distance <= weapon.medium) return "medium";
  if (weapon.long !== null && distance <= weapon.long) return "long";
  if (weapon.unlimitedRange === true) return "long";
  return "out";
}
