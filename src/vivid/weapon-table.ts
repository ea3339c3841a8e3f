// Vivid's weapon table (VIV-RANGE-1) as data: dice per figure, short and long bands; base hit 4.

import { deepFreeze } from "../core/freeze.js";
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
export const VIVID_WEAPONS: Readonly<Record<Exclude<WeaponClass, "smg" | "bar" | "deathRay" | "other">, Weapon>> = deepFreeze({
  pistolBow: { name: "pistol", class: "pistolBow", dice: 1, short: 4, long: 12, baseHit: 4, oneHanded: true },
  boltRifle: { name: "bolt-action rifle", class: "boltRifle", dice: 1, short: 6, long: 14, baseHit: 4 },
  shotgun: { name: "shotgun", class: "shotgun", dice: 2, short: 4, long: 10, baseHit: 4 },
  musket: { name: "musket", class: "musket", dice: 1, short: 6, long: 12, baseHit: 4 },
  thrownSpear: { name: "thrown spear", class: "thrownSpear", dice: 1, short: 6, long: null, baseHit: 4 },
  smallArmsMg: { name: "machine-gun type weapon", class: "smallArmsMg", dice: 3, short: 6, long: 12, baseHit: 4 },
  // ruling VIV-AMB-37: the high-powered rifle keeps its printed 3 dice
  highPoweredRifle: { name: "high-powered rifle", class: "highPoweredRifle", dice: 3, short: 6, long: 18, baseHit: 4 },
  mg: { name: "Maxim gun", class: "mg", dice: 4, short: 10, long: 20, baseHit: 4, mgType: "maxim", crew: 2 },
});

/**
 * The Rapid Fire Machine Pistol (VIV-GAD-6 as a weapon, VIV-EX-5): pistol range (4"/12"); full auto 4 dice
 * at base 3, single shot 1 die at base 5 (the gadget overrides "4 or less": VIV-AMB-36).
 *
 * @example
 * ```ts
 * VIVID_MACHINE_PISTOL.fullAuto.dice; // 4
 * ```
 */
export const VIVID_MACHINE_PISTOL: { readonly fullAuto: Weapon; readonly singleShot: Weapon } = deepFreeze({
  fullAuto: { name: "machine pistol (full auto)", class: "other", dice: 4, short: 4, long: 12, baseHit: 3, oneHanded: true },
  // ruling VIV-AMB-36: the single shot's base 5 overrides the general "4 or less"
  singleShot: { name: "machine pistol (single shot)", class: "other", dice: 1, short: 4, long: 12, baseHit: 5, oneHanded: true },
});
