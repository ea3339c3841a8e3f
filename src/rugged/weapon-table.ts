// Rugged's weapon table (RUG-RANGE-1) as data: dice per figure and range bands; base hit 4 (RUG-AMB-6).

import { deepFreeze } from "../core/freeze.js";
import type { Weapon, WeaponClass } from "../family/schemas.js";

/**
 * Rugged's weapons by class (RUG-RANGE-1): dice per figure, short/medium/long upper limits in inches
 * (`null`: N/A), base hit number 4 for every weapon (RUG-AMB-6). The machine gun is a Maxim; set
 * `mgType: "lewis"` for a Lewis.
 *
 * @example
 * ```ts
 * RUGGED_WEAPONS.boltRifle.long; // 60
 * ```
 */
export const RUGGED_WEAPONS: Readonly<Record<Exclude<WeaponClass, "smallArmsMg" | "highPoweredRifle" | "deathRay" | "other">, Weapon>> = deepFreeze({
  pistolBow: { name: "pistol", class: "pistolBow", dice: 1, short: 6, medium: 15, long: null, baseHit: 4, oneHanded: true },
  boltRifle: { name: "bolt-action rifle", class: "boltRifle", dice: 1, short: 6, medium: 40, long: 60, baseHit: 4 },
  shotgun: { name: "shotgun", class: "shotgun", dice: 2, short: 4, medium: 10, long: null, baseHit: 4 },
  musket: { name: "musket", class: "musket", dice: 1, short: 6, medium: 24, long: 40, baseHit: 4 },
  thrownSpear: { name: "thrown spear", class: "thrownSpear", dice: 1, short: 6, medium: null, long: null, baseHit: 4 },
  smg: { name: "sub-machine gun", class: "smg", dice: 3, short: 6, medium: 15, long: 20, baseHit: 4 },
  bar: { name: "automatic rifle (BAR)", class: "bar", dice: 3, short: 6, medium: 30, long: 50, baseHit: 4 },
  mg: { name: "Maxim gun", class: "mg", dice: 4, short: 10, medium: 40, long: 60, baseHit: 4, mgType: "maxim", crew: 2 },
});
