// Vivid's weapon table (VIV-RANGE-1) as data: dice per figure, short and long bands; base hit 4.
import type { Weapon, WeaponClass } from "../family/schemas.js";

/**
 * Vivid's weapons by class (VIV-RANGE-1): dice per figure, short and long upper limits in inches (`null`:
 * NA; no medium band), base hit 4 (VIV-SHOOT-2). The heavy machine gun is a Maxim; set `mgType: "lewis"`
 * for a Lewis. The Death Ray's profile is chosen by an option: see {@link deathRay}.
 *
 * @example
 * ```ts
 * VIVID_WEAPONS.highPoweredRifle.dice; // 3 (as printed, VIV-AMB-37)
 * ```
 */
export const VIVID_WEAPONS: Readonly<Record<Exclude<WeaponClass, "smg" | "bar" | "deathRay" | "other">, Weapon>> = {
  pistolBow: { name: "pistol", class: "pistolBow", dice: 1, short: 4, long: 12, baseHit: 4, oneHanded: true },
  boltRifle: { name: "bolt-action rifle", class: "boltRifle", dice: 1, short: 6, long: 14, baseHit: 4 },
  shotgun: { name: "shotgun", class: "shotgun", dice: 2, short: 4, long: 10, baseHit: 4 },
  musket: { name: "musket", class: "musket", dice: 1, short: 6, long: 12, baseHit: 4 },
  thrownSpear: { name: "thrown spear", class: "thrownSpear", dice: 1, short: 6, long: null, baseHit: 4 },
  smallArmsMg: { name: "machine-gun type weapon", class: "smallArmsMg", dice: 3, short: 6, long: 12, baseHit: 4 },
  // ruling VIV-AMB-37: the high-powered rifle keeps its printed 3 dice
  highPoweredRifle: { name: "high-powered rifle", class: "highPoweredRifle", dice: 3, short: 6, long: 18, baseHit: 4 },
  mg: { name: "Maxim gun", class: "mg", dice: 4, short: 10, long: 20, baseHit: 4, mgType: "maxim", crew: 2 },
};
