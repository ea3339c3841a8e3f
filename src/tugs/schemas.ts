import * as z from "zod/mini";
import { AppDataSchema, boundedArray, boundedInt, boundedString, idString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";

const int = (min: number, max: number) => boundedInt(min, max);

/**
 * A location the hit-location table (TUGS-LOC-1) or an aim declaration (TUGS-LOC-2/3) names.
 * "weaponArm" and "otherArm" are mapped to a left or right arm through the defender's weapon hand (TUGS-AMB-28).
 *
 * @example
 * ```ts
 * const where: HitLocation = "weaponArm";
 * ```
 */
export const HitLocationSchema = z.enum({
  /** d20 = 1. */
  leftLeg: "leftLeg",
  /** d20 = 2. */
  rightLeg: "rightLeg",
  /** d20 = 3-12. */
  body: "body",
  /** d20 = 13-14. */
  otherArm: "otherArm",
  /** d20 = 15-18. */
  weaponArm: "weaponArm",
  /** d20 = 19-20. */
  head: "head",
} as const);
/** A location of the hit-location table. @example `const where: HitLocation = "head";` */
export type HitLocation = z.infer<typeof HitLocationSchema>;

/**
 * One row of a hit-location table: the d20 faces up to `upTo` (from the previous row's `upTo` + 1) hit `location`.
 *
 * @example
 * ```ts
 * const row: LocationRow = { upTo: 12, location: "body" };
 * ```
 */
export const LocationRowSchema = strictObject({
  /** The highest d20 face of this row (inclusive). */
  upTo: int(1, 20),
  /** The location these faces hit. */
  location: HitLocationSchema,
});
/** A row of a hit-location table. @example `const row: LocationRow = { upTo: 20, location: "head" };` */
export type LocationRow = z.infer<typeof LocationRowSchema>;

/**
 * A d20 hit-location table as data (TUGS-LOC-1; the GM's own for a creature that is not humanlike, TUGS-GM-3):
 * rows in ascending order of `upTo`, each strictly above the one before, the last at 20, so every face hits
 * exactly one location. At most 20 rows.
 *
 * @example
 * ```ts
 * // a snake: mostly body, the head on 17-20
 * const snake: LocationTable = [{ upTo: 16, location: "body" }, { upTo: 20, location: "head" }];
 * ```
 */
export const LocationTableSchema = boundedArray(LocationRowSchema, 20).check(
  z.refine((rows) => rows.length > 0 && rows.every((row, i) => i === 0 || row.upTo > (rows[i - 1]?.upTo ?? 0)) && rows.at(-1)?.upTo === 20, {
    error: "expected rows in strictly ascending order of upTo, the last one at 20",
  }),
);
/** A hit-location table. @example `const table: LocationTable = [{ upTo: 20, location: "body" }];` */
export type LocationTable = z.infer<typeof LocationTableSchema>;

/**
 * A body part where injuries and armour are kept: arms are left and right (TUGS-AMB-28).
 *
 * @example
 * ```ts
 * const part: BodyPart = "rightArm";
 * ```
 */
export const BodyPartSchema = z.enum({
  /** The head. */
  head: "head",
  /** The body (torso). */
  body: "body",
  /** The left arm. */
  leftArm: "leftArm",
  /** The right arm. */
  rightArm: "rightArm",
  /** The left leg. */
  leftLeg: "leftLeg",
  /** The right leg. */
  rightLeg: "rightLeg",
} as const);
/** A body part. @example `const part: BodyPart = "body";` */
export type BodyPart = z.infer<typeof BodyPartSchema>;

/**
 * The five injury levels, mildest first (TUGS-INJ-1, TUGS-DMG-1).
 *
 * @example
 * ```ts
 * const level: Level = "major";
 * ```
 */
export const LevelSchema = z.enum({
  /** Large bruises, bad cuts; impairment -1. */
  superficial: "superficial",
  /** Deep cuts, tissue trauma, minor fractures; impairment -2. */
  minor: "minor",
  /** Fractures, broken ribs, deep gashes, punctures; impairment -3. */
  major: "major",
  /** Crushed or nearly severed limb, deep body-cavity penetration; impairment -4. */
  critical: "critical",
  /** Severed arm, head cut; impairment -5. */
  fatal: "fatal",
} as const);
/** An injury level. @example `const level: Level = "minor";` */
export type Level = z.infer<typeof LevelSchema>;

/**
 * How armour behaves when it is not penetrated (TUGS-BLUNT-1..3). A GM input (TUGS-GM-4).
 *
 * @example
 * ```ts
 * const kind: ArmourKind = "rigid";
 * ```
 */
export const ArmourKindSchema = z.enum({
  /** Helmets, plates: blunt trauma gives no injury, only status effects (TUGS-BLUNT-2). */
  rigid: "rigid",
  /** Leather, cloth: blunt trauma is an injury one level lower, non-lethal (TUGS-BLUNT-1). */
  nonRigid: "nonRigid",
  /** Rigid against projectiles faster than 200 m/s, non-rigid otherwise (TUGS-BLUNT-3). */
  inertial: "inertial",
} as const);
/** An armour kind. @example `const kind: ArmourKind = "inertial";` */
export type ArmourKind = z.infer<typeof ArmourKindSchema>;

/**
 * Armour worn on one body part.
 *
 * @example
 * ```ts
 * const helmet: Armour = { value: 2, kind: "rigid" };
 * ```
 */
export const ArmourSchema = strictObject({
  /** Armour value (TUGS-PEN-1 table: 0 none, 1 leather, 2 iron helmet ...). */
  value: int(0, 100),
  /** How it behaves when not penetrated (TUGS-BLUNT-1..3). */
  kind: ArmourKindSchema,
});
/** Armour on one body part. @example `const leather: Armour = { value: 1, kind: "nonRigid" };` */
export type Armour = z.infer<typeof ArmourSchema>;

/**
 * A weapon type, which sets lethality (TUGS-LETH-1). `firearm` and `thrown` are not in the text's table:
 * both are lethal in this library.
 *
 * @example
 * ```ts
 * const type: WeaponType = "blade";
 * ```
 */
export const WeaponTypeSchema = z.enum({
  /** Lethal. */
  blade: "blade",
  /** Blunt ("combinaison"): non-lethal if Superficial or Minor, lethal if Major or worse. */
  contending: "contending",
  /** Non-lethal. */
  lash: "lash",
  /** Lethal. */
  shafted: "shafted",
  /** Non-lethal. */
  unarmed: "unarmed",
  /** Lethal (not in the text's table); a projectile of 300 m/s unless stated (TUGS-AMB-22). */
  firearm: "firearm",
  /** Lethal (not in the text's table); thrown, so the Injury Bonus counts at range (TUGS-PEN-1). */
  thrown: "thrown",
} as const);
/** A weapon type. @example `const type: WeaponType = "contending";` */
export type WeaponType = z.infer<typeof WeaponTypeSchema>;

/**
 * A weapon (TUGS-GM-4).
 *
 * @example
 * ```ts
 * const shortSword = parseWeapon({ name: "short sword", skill: "Blades", type: "blade", initiative: 0, penetration: -1, damage: -1, parry: -4 });
 * shortSword.attack; // 0
 * ```
 */
export const WeaponSchema = strictObject({
  /** Its name. */
  name: boundedString(),
  /** The skill it is used with, a key of the character's skills (e.g. "Blades"). */
  skill: boundedString(INPUT_LIMITS.idLength),
  /** Its type, which sets lethality (TUGS-LETH-1). */
  type: WeaponTypeSchema,
  /** Weapon initiative (TUGS-INIT-1). */
  initiative: z._default(int(-50, 50), 0),
  /** Weapon attack bonus (TUGS-HTH-2). */
  attack: z._default(int(-50, 50), 0),
  /** Weapon penetration (TUGS-PEN-1). */
  penetration: z._default(int(-50, 50), 0),
  /** Weapon damage (TUGS-DMG-1). */
  damage: z._default(int(-50, 50), 0),
  /** Weapon parry bonus (TUGS-HTH-3). */
  parry: z._default(int(-50, 50), 0),
  /** Whether it needs two hands (TUGS-RNG-2: -5 when fired one-handed). */
  twoHanded: z._default(z.boolean(), false),
  /** Whether it is thrown: the attacker's Injury Bonus then counts at range (TUGS-PEN-1, TUGS-DMG-1). */
  thrown: z._default(z.boolean(), false),
  /** Projectile velocity in m/s (TUGS-BLUNT-3, TUGS-AMB-22); absent: 300 for a firearm, 0 otherwise. */
  projectileVelocity: z.optional(z.number().check(z.gte(0), z.lte(1_000_000))),
  /** An app's own data, kept as given and never read by the rules. */
  app: z.optional(AppDataSchema),
});
/** A weapon. @example `const fists: Weapon = parseWeapon({ name: "fists", skill: "Brawl", type: "unarmed" });` */
export type Weapon = z.infer<typeof WeaponSchema>;

/**
 * The level of care an injury gets while it recovers (TUGS-REC-2): rest (Minor or less only), rest and first aid,
 * dispensary, hospital.
 *
 * @example
 * ```ts
 * const care: z.infer<typeof CareSchema> = "hospital";
 * ```
 */
export const CareSchema = z.enum({
  /** Rest alone: 125 % of the time, Minor or lesser injuries only. */
  rest: "rest",
  /** Rest and first aid: 100 %. */
  firstAid: "firstAid",
  /** A dispensary: 70 %. */
  dispensary: "dispensary",
  /** A hospital: 50 %. */
  hospital: "hospital",
} as const);

/**
 * How far an injury has come towards dropping one level (TUGS-REC-1): the care it gets and the minutes left.
 *
 * @example
 * ```ts
 * const progress: Recovery = { care: "hospital", minutesLeft: 64_800 };
 * ```
 */
export const RecoverySchema = strictObject({
  /** The care it gets (TUGS-REC-2). */
  care: CareSchema,
  /** Minutes left before it drops one level (the rolled recovery time, a month counted as 30 days). */
  minutesLeft: int(0, Number.MAX_SAFE_INTEGER),
});
/** An injury's recovery progress. @example `const r: Recovery = { care: "rest", minutesLeft: 600 };` */
export type Recovery = z.infer<typeof RecoverySchema>;

/**
 * One injury a character carries.
 *
 * @example
 * ```ts
 * const cut: Injury = { part: "rightArm", level: "minor", lethal: true, treated: false, derived: false, untreatedMinutes: 0 };
 * ```
 */
export const InjurySchema = strictObject({
  /** Where it is. */
  part: BodyPartSchema,
  /** How bad it is. */
  level: LevelSchema,
  /** Lethal injuries heal more slowly (TUGS-LETH-1, TUGS-REC-1). */
  lethal: z.boolean(),
  /** Whether it has had the treatment its level needs (TUGS-WORSE-1). */
  treated: z._default(z.boolean(), false),
  /** A body injury that a limb Critical or Fatal "counts as" (TUGS-AMB-10). */
  derived: z._default(z.boolean(), false),
  /** For a derived body injury: the limb it comes from; it changes with that limb, never on its own (TUGS-AMB-36). */
  derivedFrom: z.optional(BodyPartSchema),
  /** Whether its lethality follows its level, as a contending weapon's "combinaison" does (TUGS-LETH-1, TUGS-AMB-35). */
  combination: z._default(z.boolean(), false),
  /** Minutes since it reached its level untreated, for the worsening period (TUGS-WORSE-1). */
  untreatedMinutes: z._default(int(0, Number.MAX_SAFE_INTEGER), 0),
  /** Daily Stamina rolls made against worsening at this level: once the period has ended, one a day (TUGS-WORSE-2). */
  worseningRolls: z._default(int(0, 1_000_000), 0),
  /** Its recovery towards the next level down, once it gets care (TUGS-REC-1/2); absent while it does not recover. */
  recovery: z.optional(RecoverySchema),
});
/** What a caller may pass as an injury. @example `const i: InjuryInput = { part: "body", level: "minor", lethal: true };` */
export type InjuryInput = z.input<typeof InjurySchema>;
/** An injury. @example `const bruise: Injury = { part: "head", level: "superficial", lethal: false, treated: true, derived: false, untreatedMinutes: 0 };` */
export type Injury = z.infer<typeof InjurySchema>;

/**
 * How long a character is out: unconscious for d6 rounds, d6 minutes, d20 hours, or in a coma for d20 days (TUGS-EFF-1).
 *
 * @example
 * ```ts
 * const out: Knockout = { amount: 4, unit: "minutes", coma: false };
 * ```
 */
export const KnockoutSchema = strictObject({
  /** How many units; null when the text gives no duration (body Critical). */
  amount: z.nullable(int(0, 1_000_000)),
  /** The unit. */
  unit: z.enum(["rounds", "minutes", "hours", "days"]),
  /** A coma (head Critical) rather than unconsciousness. */
  coma: z.boolean(),
});
/** A knockout. @example `const coma: Knockout = { amount: 12, unit: "days", coma: true };` */
export type Knockout = z.infer<typeof KnockoutSchema>;

/**
 * A character's condition beyond injuries (TUGS-EFF-1, TUGS-BLUNT-2, TUGS-AMB-18/20).
 *
 * @example
 * ```ts
 * const status: Status = parseCharacter({ name: "Jan", attributes: { sta: 9, str: 10, dex: 11 }, initiative: 11, maxHp: 10 }).status;
 * status.prone; // false
 * ```
 */
export const StatusSchema = strictObject({
  /** On the ground. */
  prone: z._default(z.boolean(), false),
  /** Cannot get up (leg Major). */
  cannotGetUp: z._default(z.boolean(), false),
  /** Cannot walk (leg Critical). */
  cannotWalk: z._default(z.boolean(), false),
  /** Has dropped what was in hand. */
  disarmed: z._default(z.boolean(), false),
  /** Limbs that cannot be used until healed. */
  unusable: z._default(boundedArray(BodyPartSchema, 6), []),
  /** Limbs destroyed or severed. */
  severed: z._default(boundedArray(BodyPartSchema, 6), []),
  /** Unconscious or in a coma, for how long; null when awake. */
  knockedOut: z._default(z.nullable(KnockoutSchema), null),
  /** Dead. */
  dead: z._default(z.boolean(), false),
  /** Body Minor: may not attack this round. */
  noAttackThisRound: z._default(z.boolean(), false),
  /** TUGS-AMB-20 option: may not attack next round. */
  noAttackNextRound: z._default(z.boolean(), false),
  /** Already attacked this round (TUGS-AMB-20). */
  attackedThisRound: z._default(z.boolean(), false),
  /** Modifier to the next initiative roll only (rigid blunt trauma, TUGS-BLUNT-2: -3). */
  initiativePenaltyNext: z._default(int(-100, 0), 0),
  /** Body Major: falls at every later injury if a Stamina roll fails (TUGS-AMB-18). */
  fallsOnInjuryUnlessStamina: z._default(z.boolean(), false),
  /** Fatigue impairment magnitude (Hardcore rules, an input, TUGS-IMP-1). */
  fatigue: z._default(int(0, 100), 0),
  /** Encumbrance impairment magnitude (Hardcore rules, an input, TUGS-IMP-1). */
  encumbrance: z._default(int(0, 100), 0),
});
/** A character's status. @example `const s: Status = parseCharacter({ name: "T", attributes: { sta: 9, str: 9, dex: 9 }, initiative: 9, maxHp: 9 }).status;` */
export type Status = z.infer<typeof StatusSchema>;

/**
 * Armour per body part.
 *
 * @example
 * ```ts
 * const worn: ArmourByPart = { body: { value: 1, kind: "nonRigid" }, head: { value: 2, kind: "rigid" } };
 * ```
 */
export const ArmourByPartSchema = strictObject({
  /** Helmet. */
  head: z.optional(ArmourSchema),
  /** Body armour. */
  body: z.optional(ArmourSchema),
  /** Left arm. */
  leftArm: z.optional(ArmourSchema),
  /** Right arm. */
  rightArm: z.optional(ArmourSchema),
  /** Left leg. */
  leftLeg: z.optional(ArmourSchema),
  /** Right leg. */
  rightLeg: z.optional(ArmourSchema),
});
/** Armour per body part. @example `const none: ArmourByPart = {};` */
export type ArmourByPart = z.infer<typeof ArmourByPartSchema>;

/**
 * A combatant (catalogue 4.2). Plain, immutable data: every update returns a new character.
 *
 * @example
 * ```ts
 * const jan = parseCharacter({ name: "Jan", attributes: { sta: 9, str: 10, dex: 11 }, initiative: 11, resistance: -1, skills: { Blades: 14 }, maxHp: 10 });
 * jan.hpLost; // 0
 * ```
 */
export const CharacterSchema = strictObject({
  /** Identifier (defaults to the name). */
  id: z.optional(idString()),
  /** Name. */
  name: boundedString(),
  /** Attributes rolled under with a d20 (TUGS-CHK-1). */
  attributes: strictObject({
    /** Stamina. */
    sta: int(0, 100),
    /** Strength. */
    str: int(0, 100),
    /** Dexterity. */
    dex: int(0, 100),
  }),
  /** The secondary attribute Initiative (TUGS-INIT-1). */
  initiative: int(-100, 100),
  /** Resistance, subtracted from damage taken (TUGS-DMG-1). */
  resistance: z._default(int(-50, 50), 0),
  /** Injury Bonus, added to penetration and damage dealt hand-to-hand or thrown (TUGS-PEN-1). */
  injuryBonus: z._default(int(-50, 50), 0),
  /** Skill levels by name (e.g. Blades 14). */
  skills: z._default(
    z.record(boundedString(INPUT_LIMITS.idLength), int(-100, 100)).check(
      z.refine((value) => Object.keys(value).length <= INPUT_LIMITS.traitsPerFigure, {
        error: `expected at most ${String(INPUT_LIMITS.traitsPerFigure)} skills`,
      }),
    ),
    {},
  ),
  /** Maximum hit points: not defined by the text, an input (TUGS-AMB-9, TUGS-GM-5). */
  maxHp: int(1, 10_000),
  /** Hit points lost so far (TUGS-INJ-2). */
  hpLost: z._default(int(0, 1_000_000), 0),
  /** Armour per body part. */
  armour: z.prefault(ArmourByPartSchema, {}),
  /** Weapons; the first is the one in hand. */
  weapons: z._default(boundedArray(WeaponSchema, INPUT_LIMITS.itemsPerFigure), []),
  /** The hand that holds the weapon (TUGS-AMB-28). */
  weaponHand: z._default(z.enum(["left", "right"]), "right"),
  /** Injuries carried. */
  injuries: z._default(boundedArray(InjurySchema, INPUT_LIMITS.listLength), []),
  /** Condition. */
  status: z.prefault(StatusSchema, {}),
  /** The character's own hit-location table, when it is not humanlike (TUGS-GM-3); absent: the table of TUGS-LOC-1. */
  locationTable: z.optional(LocationTableSchema),
  /** An app's own data, kept as given and never read by the rules. */
  app: z.optional(AppDataSchema),
});
/** A combatant. @example `const c: Character = parseCharacter({ name: "X", attributes: { sta: 10, str: 10, dex: 10 }, initiative: 10, maxHp: 10 });` */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface Character extends z.infer<typeof CharacterSchema> {}
/** What a caller may pass as a character: defaults may be left out. @example `const c: CharacterInput = { name: "X", attributes: { sta: 10, str: 10, dex: 10 }, initiative: 10, maxHp: 10 };` */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface CharacterInput extends z.input<typeof CharacterSchema> {}
/** What a caller may pass as a weapon. @example `const w: WeaponInput = { name: "club", skill: "Clubs", type: "contending" };` */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface WeaponInput extends z.input<typeof WeaponSchema> {}

/** Marks a value the library checked (a parsed character, a round's result): deep-frozen, so it can never have changed since. */
const CHECKED: unique symbol = Symbol("tugs.checked");

/**
 * Seals a checked character: deep-frozen and marked, so that the next resolver takes it as it is, without
 * validating it again ("validate once, at the edge"). Only the library's own checked or computed characters
 * are sealed; a copy (`{ ...c, hpLost: 3 }`) is not, and is validated again.
 * @internal
 */
export function seal(character: Character): Character {
  if (isSealed(character)) return character;
  const copy = Object.isFrozen(character) ? { ...character } : character;
  Object.defineProperty(copy, CHECKED, { value: true, enumerable: false });
  return freezeRulesData(copy);
}

/** Whether a value is a sealed character (a hostile object, such as a revoked Proxy, is not: the schema then reports it). */
function isSealed(input: unknown): boolean {
  try {
    return typeof input === "object" && input !== null && Object.isFrozen(input) && Object.hasOwn(input, CHECKED);
  } catch {
    return false;
  }
}

const freeze = <T extends object>(value: T): T => (Object.isFrozen(value) ? value : Object.freeze(value));

/**
 * Deep-freezes what the rules read, by the schema's shape (no walk over keys: the nested objects of a character
 * computed from a sealed one are mostly shared and already frozen); an `app` field (the app's own data, kept by
 * reference) is left as the app gave it.
 */
function freezeRulesData(c: Character): Character {
  freeze(c.attributes);
  freeze(c.skills);
  for (const armour of Object.values(c.armour)) if (armour !== undefined) freeze(armour);
  freeze(c.armour);
  for (const weapon of c.weapons) freeze(weapon);
  freeze(c.weapons);
  for (const injury of c.injuries) freeze(injury);
  freeze(c.injuries);
  const status = c.status;
  freeze(status.unusable);
  freeze(status.severed);
  if (status.knockedOut !== null) freeze(status.knockedOut);
  freeze(status);
  if (c.locationTable !== undefined) {
    for (const row of c.locationTable) freeze(row);
    freeze(c.locationTable);
  }
  return freeze(c);
}

/**
 * A checked character from untrusted input: a sealed one as it is, anything else through the schema.
 * @internal
 */
export function characterOf(input: unknown, fn: string, root: string): Character {
  if (isSealed(input)) return input as Character;
  return seal(parseOrThrow(fn, CharacterSchema, input, root));
}

/**
 * A checked weapon from untrusted input.
 * @internal
 */
export function weaponFrom(input: unknown, fn: string, root = "weapon"): Weapon {
  return parseOrThrow(fn, WeaponSchema, input, root);
}

/**
 * Checks a character and fills in its defaults; throws `INVALID_INPUT` naming the path on bad input. The
 * result is deep-frozen: every update returns a new character.
 *
 * @param input - untrusted or partial character data
 * @returns a complete character
 * @example
 * ```ts
 * parseCharacter({ name: "Travis", attributes: { sta: 11, str: 11, dex: 10 }, initiative: 9, maxHp: 12 }).weaponHand; // "right"
 * ```
 */
export function parseCharacter(input: unknown): Character {
  return characterOf(input, "tugs.parseCharacter", "character");
}

/**
 * Checks a weapon and fills in its defaults.
 *
 * @param input - untrusted or partial weapon data
 * @returns a complete weapon
 * @example
 * ```ts
 * parseWeapon({ name: "broadsword", skill: "Blades", type: "blade", parry: -4 }).damage; // 0
 * ```
 */
export function parseWeapon(input: unknown): Weapon {
  return weaponFrom(input, "tugs.parseWeapon");
}
