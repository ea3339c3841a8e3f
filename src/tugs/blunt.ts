import { oneOf } from "./guard.js";
import {
  type ArmourKind,
  ArmourKindSchema,
  type HitLocation,
  HitLocationSchema,
  type Level,
  LevelSchema,
  type Weapon,
  type WeaponInput,
  weaponFrom,
} from "./schemas.js";
import { FAST_PROJECTILE, FIREARM_DEFAULT_VELOCITY, LEVELS } from "./tables.js";

/**
 * A weapon's projectile velocity in m/s: as stated, else 300 for a firearm and 0 for anything else (TUGS-AMB-22).
 *
 * @param weapon - the weapon
 * @returns the velocity
 * @example
 * ```ts
 * projectileVelocity(parseWeapon({ name: "pistol", skill: "Guns", type: "firearm" })); // 300
 * ```
 */
export function projectileVelocity(weapon: WeaponInput): number {
  return velocityOf(weaponFrom(weapon, "tugs.projectileVelocity"));
}

function velocityOf(weapon: Weapon): number {
  // ruling TUGS-AMB-22: firearms default to 300 m/s, other weapons to 0
  return weapon.projectileVelocity ?? (weapon.type === "firearm" ? FIREARM_DEFAULT_VELOCITY : 0);
}

/**
 * How an armour acts against a weapon: inertial armour is rigid against projectiles faster than 200 m/s
 * and non-rigid otherwise (TUGS-BLUNT-3).
 *
 * @param kind - the armour kind
 * @param weapon - the weapon
 * @returns "rigid" or "nonRigid"
 * @example
 * ```ts
 * effectiveArmourKind("inertial", pistol); // "rigid"
 * ```
 */
export function effectiveArmourKind(kind: ArmourKind, weapon: WeaponInput): "rigid" | "nonRigid" {
  const fn = "tugs.effectiveArmourKind";
  return kindAgainst(oneOf(fn, "kind", kind, ArmourKindSchema.options), weaponFrom(weapon, fn));
}

function kindAgainst(kind: ArmourKind, weapon: Weapon): "rigid" | "nonRigid" {
  if (kind !== "inertial") return kind;
  return velocityOf(weapon) > FAST_PROJECTILE ? "rigid" : "nonRigid";
}

/**
 * What a blow that does not penetrate does (TUGS-BLUNT-1..3, TUGS-AMB-21): through non-rigid armour, a
 * non-lethal injury one level lower; through rigid armour, no injury, but -3 to the next initiative
 * (Minor), or a fall and, on an arm, a dropped weapon (Major or worse).
 *
 * @example
 * ```ts
 * const b: BluntResult = { injury: null, effect: "initiative" };
 * ```
 */
export interface BluntResult {
  /** The injury (always non-lethal), or null. */
  readonly injury: Level | null;
  /** The status effect of a blow on rigid armour. */
  readonly effect: "none" | "initiative" | "falls" | "fallsDrops";
}

/**
 * Blunt trauma from a damage roll that did not penetrate (TUGS-BLUNT-1..3).
 *
 * @param kind - the armour kind at the location
 * @param wouldBe - the level the damage roll gives (TUGS-AMB-21: the usual formula, armour included)
 * @param location - where the blow landed
 * @param weapon - the weapon (for inertial armour)
 * @returns the injury or effect
 * @example
 * ```ts
 * bluntTrauma("rigid", "minor", "head", broadsword); // { injury: null, effect: "initiative" }
 * bluntTrauma("nonRigid", "major", "body", broadsword); // { injury: "minor", effect: "none" }
 * ```
 */
export function bluntTrauma(kind: ArmourKind, wouldBe: Level | null, location: HitLocation, weapon: WeaponInput): BluntResult {
  const fn = "tugs.bluntTrauma";
  oneOf(fn, "kind", kind, ArmourKindSchema.options);
  if (wouldBe !== null) oneOf(fn, "wouldBe", wouldBe, LevelSchema.options);
  oneOf(fn, "location", location, HitLocationSchema.options);
  return bluntOf(kind, wouldBe, location, weaponFrom(weapon, fn));
}

/**
 * bluntTrauma for checked data.
 * @internal
 */
export function bluntOf(kind: ArmourKind, wouldBe: Level | null, location: HitLocation, weapon: Weapon): BluntResult {
  if (wouldBe === null) return { injury: null, effect: "none" };
  if (kindAgainst(kind, weapon) === "nonRigid") {
    // TUGS-BLUNT-1: one level lower; a Superficial becomes no injury
    const index = LEVELS.indexOf(wouldBe);
    return { injury: index === 0 ? null : (LEVELS[index - 1] ?? null), effect: "none" };
  }
  // TUGS-BLUNT-2: never an injury
  if (wouldBe === "superficial") return { injury: null, effect: "none" };
  if (wouldBe === "minor") return { injury: null, effect: "initiative" };
  // ruling TUGS-AMB-21: the fall applies at any location; the item drops only on an arm hit
  return { injury: null, effect: location === "weaponArm" || location === "otherArm" ? "fallsDrops" : "falls" };
}
