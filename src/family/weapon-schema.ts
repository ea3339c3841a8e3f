// The Weapon schema of the rugged family: class, dice, range bands, base hit, machine-gun type and crew,
// loaded and reload state. The per-system weapon tables (RUG-RANGE-1, VIV-RANGE-1) fill these in.
import { boundedString, idString, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";

const inches = z.number().check(z.gte(0));

/**
 * The weapon classes of both weapon tables (RUG-RANGE-1, VIV-RANGE-1), plus `other` for house weapons.
 *
 * @example
 * ```ts
 * validate(WeaponClassSchema, value).ok; // true for a valid WeaponClass
 * ```
 */
export const WeaponClassSchema = z.enum({
  /** Pistols and bows. */
  pistolBow: "pistolBow",
  /** Bolt-action rifle. */
  boltRifle: "boltRifle",
  /** Shotgun (2 dice; +1 on the vivid wound table). */
  shotgun: "shotgun",
  /** Jezzail, musket, matchlock (loading restrictions: RUG-MUSKET-1, VIV-MUSKET-1). */
  musket: "musket",
  /** Thrown spears. */
  thrownSpear: "thrownSpear",
  /** Sub-machine gun (rugged; RUG-MG-4). */
  smg: "smg",
  /** Automatic rifle, BAR (rugged; RUG-MG-4). */
  bar: "bar",
  /** Small-arms machine-gun type weapon (vivid; VIV-MG-2). */
  smallArmsMg: "smallArmsMg",
  /** High-powered rifle (vivid, 3 dice as printed: VIV-AMB-37). */
  highPoweredRifle: "highPoweredRifle",
  /** Heavy machine gun, Maxim or Lewis type (RUG-MG-1..3, VIV-MG-1). */
  mg: "mg",
  /** The Death Ray (vivid weapon table row; profile by VIV-AMB-9). */
  deathRay: "deathRay",
  /** Any other weapon, described by its fields alone. */
  other: "other",
} as const);

/**
 * A weapon class (see {@link WeaponClassSchema}).
 *
 * @example
 * ```ts
 * let value: WeaponClass | undefined; // see the functions that return or take it
 * ```
 */
export type WeaponClass = z.infer<typeof WeaponClassSchema>;

/**
 * A ranged weapon as data (RUG-RANGE-1, VIV-RANGE-1): dice per figure, range bands in inches (a `null`
 * band does not exist), base hit number, machine-gun type, crew, and loading state.
 *
 * @example
 * ```ts
 * validate(WeaponSchema, RUGGED_WEAPONS.boltRifle).ok; // true
 * ```
 */
export const WeaponSchema = strictObject({
  /** An id unique on its figure (matched by a trait's `designatedWeapon`). */
  id: z.optional(idString()),
  /** A name for logs, e.g. "Lee-Enfield". Also matched by `designatedWeapon`. */
  name: boundedString(),
  /** The weapon class. */
  class: WeaponClassSchema,
  /** Dice rolled per figure (RUG-SHOOT-2, VIV-SHOOT-2). */
  dice: z.number().check(z.int(), z.gte(0), z.lte(20)),
  /** Upper limit of short range, inches (inclusive, RUG-AMB-9). */
  short: inches,
  /** Upper limit of medium range (rugged only); `null` or absent: no medium band. */
  medium: z.optional(z.nullable(inches)),
  /** Upper limit of long range; `null`: no long band. */
  long: z.nullable(inches),
  /** True when the weapon has no range limit (the Death Ray under VIV-AMB-9 'gadget'): every distance is long range. */
  unlimitedRange: z.optional(z.boolean()),
  /** Base hit number (RUG-SHOOT-3, VIV-SHOOT-2; 4 by RUG-AMB-6). */
  baseHit: z.number().check(z.int(), z.gte(0), z.lte(10)),
  /** Heavy machine-gun type (RUG-MG-1..3, VIV-MG-1). */
  mgType: z.optional(
    z.enum({
      /** Maxim type: needs a set-up turn after moving. */
      maxim: "maxim",
      /** Lewis type: always 4 dice, reloads after 3 firing turns. */
      lewis: "lewis",
    } as const),
  ),
  /** A heavy machine gun: figures crewing it, the firer included (2 needed for 4 dice: RUG-MG-1, VIV-MG-1). Absent: 2. */
  crew: z.optional(z.number().check(z.int(), z.gte(0))),
  /** True for a one-handed weapon (Ambidextrous needs two). Pistols are one-handed. */
  oneHanded: z.optional(z.boolean()),
  /** A musket: loaded in an earlier turn and not yet fired (RUG-MUSKET-1). */
  loaded: z.optional(z.boolean()),
  /** A Lewis gun: firing turns since its last reload, 0..3 (RUG-MG-3, RUG-AMB-16). */
  turnsFiredSinceReload: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3))),
  /** A Lewis gun: its crew is changing the canister this turn (it may not fire). */
  reloading: z.optional(z.boolean()),
  /** A Maxim: whole turns since it last moved, as this turn sees it (0 = it moved this turn, 1 = it moved last turn; `weaponAfterTurn` keeps it); absent: it has not moved (RUG-MG-2, RUG-AMB-33). */
  turnsSinceMoved: z.optional(z.number().check(z.int(), z.gte(0))),
});

/**
 * A ranged weapon (see {@link WeaponSchema}).
 *
 * @example
 * ```ts
 * const lewis: Weapon = { ...RUGGED_WEAPONS.mg, name: "Lewis gun", mgType: "lewis", crew: 1 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface Weapon extends z.infer<typeof WeaponSchema> {}
