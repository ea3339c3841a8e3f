import * as z from "zod/mini";
import { deepFreeze } from "../core/freeze.js";
import { AppDataSchema, boundedArray, boundedString, INPUT_LIMITS, idString, strictObject } from "../core/schema-kit.js";

/**
 * The fifteen abilities, in the text's order (FATE-ABIL-1).
 *
 * @example
 * ```ts
 * ABILITY_NAMES.length; // 15
 * ```
 */
export const ABILITY_NAMES = deepFreeze([
  "Academics",
  "Athletics",
  "Driving",
  "Engineering",
  "Fighting",
  "Investigation",
  "Might",
  "Mysteries",
  "Notice",
  "Rapport",
  "Resolve",
  "Science",
  "Shooting",
  "Sneaking",
  "Wilderness",
] as const);

/**
 * One of the fifteen abilities (FATE-ABIL-1).
 *
 * @example
 * ```ts
 * z.parse(AbilityNameSchema, "Rapport"); // "Rapport"
 * ```
 */
export const AbilityNameSchema = z.enum(ABILITY_NAMES);

/**
 * An ability's name.
 *
 * @example
 * ```ts
 * const ability: AbilityName = "Shooting";
 * ```
 */
export type AbilityName = z.infer<typeof AbilityNameSchema>;

/**
 * A rating on the ladder, -4 (Horrific) to +8 (Legendary): the only creation rule the library checks
 * (ruling FATE-AMB-21).
 *
 * @example
 * ```ts
 * z.parse(RatingSchema, 3); // Good
 * ```
 */
export const RatingSchema = z.int().check(z.gte(-4), z.lte(8));

/**
 * A trait: a statement that is always true, never rolled (FATE-TRAIT-1).
 *
 * @example
 * ```ts
 * const trait: Trait = { id: "professor", text: "Professor of Archeology" };
 * ```
 */
export const TraitSchema = strictObject({
  /** A stable id, unique within the character. */
  id: idString(),
  /** The statement, e.g. "I Hate Snakes". */
  text: boundedString(INPUT_LIMITS.textLength),
});

/**
 * A trait (FATE-TRAIT-1).
 *
 * @example
 * ```ts
 * const trait: Trait = { id: "snakes", text: "I Hate Snakes" };
 * ```
 */
export type Trait = z.infer<typeof TraitSchema>;

/**
 * What a stunt does, as data (FATE-STUNT-1). `removeStress`: remove up to `amount` points of stress,
 * split between the tracks as the player wishes (Too Stubborn to Fail). `rollBonus`: `value` added to
 * rolls of `ability` when the player uses the stunt on that roll. `narrative`: a rule bender the GM
 * adjudicates (FATE-GM-9); using it only pays its cost.
 *
 * @example
 * ```ts
 * const effect: StuntEffect = { type: "rollBonus", ability: "Fighting", value: 2 };
 * ```
 */
export const StuntEffectSchema = z.discriminatedUnion("type", [
  strictObject({
    /** Removes stress from the tracks. */
    type: z.literal("removeStress"),
    /** Points of stress removed at most, split as the player wishes. */
    amount: z.int().check(z.gte(1), z.lte(100)),
  }),
  strictObject({
    /** Adds to a roll of one ability. */
    type: z.literal("rollBonus"),
    /** The ability whose rolls it helps. */
    ability: AbilityNameSchema,
    /** What it adds (may be negative for a drawback). */
    value: z.int().check(z.gte(-10), z.lte(10)),
  }),
  strictObject({
    /** A story effect the GM adjudicates. */
    type: z.literal("narrative"),
    /** What it lets the character do. */
    text: boundedString(INPUT_LIMITS.textLength),
  }),
]);

/**
 * A stunt's effect.
 *
 * @example
 * ```ts
 * const effect: StuntEffect = { type: "removeStress", amount: 4 };
 * ```
 */
export type StuntEffect = z.infer<typeof StuntEffectSchema>;

/**
 * A stunt: a character-specific rule bender, as data (FATE-STUNT-1). Apps add their own.
 *
 * @example
 * ```ts
 * const stunt: Stunt = { id: "brawler", name: "Brawler", costFp: 0, effect: { type: "rollBonus", ability: "Fighting", value: 1 } };
 * ```
 */
export const StuntSchema = strictObject({
  /** A stable id, unique within the character. */
  id: idString(),
  /** The stunt's name. */
  name: boundedString(),
  /** Fate points it costs to use. */
  costFp: z.int().check(z.gte(0), z.lte(10)),
  /** What it does. */
  effect: StuntEffectSchema,
});

/**
 * A stunt (FATE-STUNT-1).
 *
 * @example
 * ```ts
 * const stunt: Stunt = TOO_STUBBORN_TO_FAIL;
 * ```
 */
export type Stunt = z.infer<typeof StuntSchema>;

/**
 * A stress track: how many boxes and how many are checked (FATE-STRESS-1).
 *
 * @example
 * ```ts
 * const composure: StressTrack = { boxes: 6, checked: 5 };
 * ```
 */
export const StressTrackSchema = strictObject({
  /** Number of boxes (from Might or Resolve, ruling FATE-AMB-1). */
  boxes: z.int().check(z.gte(0), z.lte(100)),
  /** Boxes checked, 0..boxes. */
  checked: z.int().check(z.gte(0), z.lte(100)),
});

/**
 * A stress track.
 *
 * @example
 * ```ts
 * const health: StressTrack = { boxes: 6, checked: 0 };
 * ```
 */
export type StressTrack = z.infer<typeof StressTrackSchema>;

/**
 * Which stress track: Health (physical, ranged, wear and tear) or Composure (mental, social, psychic).
 *
 * @example
 * ```ts
 * z.parse(TrackNameSchema, "composure");
 * ```
 */
export const TrackNameSchema = z.enum(["health", "composure"]);

/**
 * A track's name.
 *
 * @example
 * ```ts
 * const track: TrackName = "health";
 * ```
 */
export type TrackName = z.infer<typeof TrackNameSchema>;

/**
 * A consequence's severity (FATE-CONS-1).
 *
 * @example
 * ```ts
 * z.parse(SeveritySchema, "minor");
 * ```
 */
export const SeveritySchema = z.enum(["minor", "moderate", "severe"]);

/**
 * A severity.
 *
 * @example
 * ```ts
 * const severity: Severity = "moderate";
 * ```
 */
export type Severity = z.infer<typeof SeveritySchema>;

/**
 * A consequence the character has taken: a new trait describing the harm (FATE-CONS-1), with its
 * treatment (FATE-REC-1) and whether it is aggravated (ruling FATE-AMB-16).
 *
 * @example
 * ```ts
 * const nicked: Consequence = { severity: "minor", track: "health", text: "Nicked in the Arm", treated: false, aggravated: false };
 * ```
 */
export const ConsequenceSchema = strictObject({
  /** Minor (soaks 2), Moderate (4) or Severe (6). */
  severity: SeveritySchema,
  /** The track whose stress it soaked. */
  track: TrackNameSchema,
  /** The trait it adds, e.g. "Nicked in the Arm" (FATE-GM-6). */
  text: boundedString(INPUT_LIMITS.textLength),
  /** Whether treatment has begun (FATE-REC-1). */
  treated: z._default(z.boolean(), false),
  /** Whether it is aggravated, giving -2 to the character's rolls (FATE-AMB-16, FATE-GM-6). */
  aggravated: z._default(z.boolean(), false),
  /** Whether a scene has ended since treatment began: a treated Minor clears at the end of the next scene (FATE-CONS-1, `endScene`). */
  sceneEndedSinceTreatment: z._default(z.boolean(), false),
});

/**
 * A consequence taken.
 *
 * @example
 * ```ts
 * const c: Consequence = { severity: "severe", track: "composure", text: "Shattered", treated: true, aggravated: false };
 * ```
 */
export type Consequence = z.infer<typeof ConsequenceSchema>;

/**
 * Whether a character is a player character, a named NPC or a mook (for fate points, ruling FATE-AMB-19).
 *
 * @example
 * ```ts
 * z.parse(RoleSchema, "mook");
 * ```
 */
export const RoleSchema = z.enum(["pc", "named", "mook"]);

/**
 * A character's role.
 *
 * @example
 * ```ts
 * const role: Role = "named";
 * ```
 */
export type Role = z.infer<typeof RoleSchema>;

/**
 * A character (FATE-CHAR-1): traits, the fifteen abilities on the ladder (a missing ability is Mediocre,
 * 0), stunts, fate points, the Health and Composure tracks, the consequences taken and a status. Build
 * one with {@link createCharacter}, which sizes the tracks from Might and Resolve.
 *
 * @example
 * ```ts
 * const waterford = createCharacter({ id: "w", name: "Mrs Waterford", role: "named", abilities: { Resolve: 3 } });
 * waterford.composure; // { boxes: 6, checked: 0 }
 * ```
 */
export const CharacterSchema = strictObject({
  /** A stable id. */
  id: idString(),
  /** The character's name. */
  name: boundedString(),
  /** Player character, named NPC or mook (ruling FATE-AMB-19). */
  role: z._default(RoleSchema, "pc"),
  /** Traits, always true (FATE-TRAIT-1). */
  traits: z._default(boundedArray(TraitSchema, INPUT_LIMITS.traitsPerFigure), []),
  /** Ratings on the ladder; a missing ability is Mediocre (0) (FATE-ABIL-1). */
  abilities: z._default(z.partialRecord(AbilityNameSchema, RatingSchema), {}),
  /** Stunts (FATE-STUNT-1). */
  stunts: z._default(boundedArray(StuntSchema, INPUT_LIMITS.traitsPerFigure), []),
  /** The fate point pool (FATE-FP-1). */
  fatePoints: z.int().check(z.gte(0), z.lte(1000)),
  /** The pool a scene's end resets to: 3 (FATE-FP-1), or what ruling FATE-AMB-19 gives an NPC. */
  refresh: z.int().check(z.gte(0), z.lte(1000)),
  /** The Health track (FATE-STRESS-1). */
  health: StressTrackSchema,
  /** The Composure track (FATE-STRESS-1). */
  composure: StressTrackSchema,
  /** Consequences taken (FATE-CONS-1). */
  consequences: z._default(boundedArray(ConsequenceSchema, INPUT_LIMITS.listLength), []),
  /** Active, conceded or taken out (FATE-OUT-1). */
  status: z._default(z.enum(["active", "conceded", "takenOut"]), "active"),
  /** The app's own data, kept as given and never read by the rules (docs/reliability.md). */
  app: z.optional(AppDataSchema),
});

/**
 * A character.
 *
 * @example
 * ```ts
 * const indy: Character = createCharacter({ id: "indy", name: "Indiana Jones", abilities: { Academics: 4 } });
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface Character extends z.infer<typeof CharacterSchema> {}

/**
 * A situational modifier: aim, cleverness, armour, circumstances (FATE-MOD-1, FATE-GM-2).
 *
 * @example
 * ```ts
 * const aim: Modifier = { label: "careful aim", value: 1 };
 * ```
 */
export const ModifierSchema = strictObject({
  /** What it is, in words. */
  label: boundedString(),
  /** Its value, added to the total. */
  value: z.int().check(z.gte(-20), z.lte(20)),
  /** The rule id it comes from, for the trace (default FATE-MOD-1). */
  rule: z.optional(idString()),
});

/**
 * A situational modifier.
 *
 * @example
 * ```ts
 * const clever: Modifier = { label: "clever approach", value: 2 };
 * ```
 */
export type Modifier = z.infer<typeof ModifierSchema>;
