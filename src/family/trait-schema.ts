// The Trait schema of the rugged family: a character trait is data (id, polarity, eligibility, designated
// weapon) with typed effects, so an app can define a house trait as data and the mechanics read effects,
// never trait names.
import { boundedArray, boundedString, idString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";

/** Which rating a trait tests or caps: rugged's Field Craft or the figure's Luck. */
const Rating = z.enum({
  /** Field Craft (rugged, RUG-FC-1). */
  fieldCraft: "fieldCraft",
  /** Luck (RUG-LUCK-1, VIV-LUCK-1). */
  luck: "luck",
} as const);

/**
 * One typed effect of a trait. Mechanics look for effects by `kind`, so a house trait built from these
 * effects works everywhere the built-in one does. `custom` carries a narrative effect with no mechanics.
 *
 * @example
 * ```ts
 * validate(TraitEffectSchema, { kind: "handToHandBonus", value: 2 }).ok; // true
 * ```
 */
export const TraitEffectSchema = z.discriminatedUnion("kind", [
  strictObject({
    /** Ambidextrous (RUG-TRAIT-P1, VIV-TRAIT-P1): dice per combat with two one-handed weapons. */
    kind: z.literal("ambidextrous"),
    /** Dice rolled instead of 1 (2 in both texts). */
    dice: z.number().check(z.int(), z.gte(1), z.lte(10)),
  }),
  strictObject({
    /** Sixth Sense (RUG-TRAIT-P2, VIV-TRAIT-P2): a roll-under check on entering detection range of an unseen threat. */
    kind: z.literal("sixthSense"),
    /** Detection range in inches (rugged 12, vivid 10). */
    rangeInches: z.number().check(z.gte(0)),
    /** The rating rolled under (rugged Field Craft, vivid Luck). */
    rating: Rating,
  }),
  strictObject({
    /** Sure Shot (RUG-TRAIT-P3, VIV-TRAIT-P3): base shooting hit number with the designated weapon. */
    kind: z.literal("sureShot"),
    /** The base hit number (6 in both texts). */
    baseHit: z.number().check(z.int(), z.gte(0), z.lte(10)),
  }),
  strictObject({
    /** Excellent Swordsman / Weapon Master (RUG-TRAIT-P4, VIV-TRAIT-P4): bonus to the hand-to-hand hit number with the designated weapon. */
    kind: z.literal("handToHandBonus"),
    /** The bonus (+2 in both texts). */
    value: z.number().check(z.int()),
  }),
  strictObject({
    /** Martial Arts (RUG-TRAIT-P11, VIV-TRAIT-P9): a hand-to-hand base hit number. */
    kind: z.literal("handToHandBase"),
    /** The base number (8). */
    value: z.number().check(z.int(), z.gte(0), z.lte(10)),
  }),
  strictObject({
    /** Eagle Eye (RUG-TRAIT-P5): Field Craft is fixed at this value. */
    kind: z.literal("fieldCraftFixed"),
    /** The fixed Field Craft (9). */
    value: z.number().check(z.int(), z.gte(1), z.lte(10)),
  }),
  strictObject({
    /** Near Sighted (RUG-TRAIT-N3, VIV-TRAIT-N3): a rating may never exceed `max`. */
    kind: z.literal("ratingCap"),
    /** The capped rating (rugged Field Craft; vivid Luck under VIV-AMB-5). */
    rating: Rating,
    /** The cap (6). */
    max: z.number().check(z.int(), z.gte(0), z.lte(10)),
  }),
  strictObject({
    /** Strong Like (an) Ox (RUG-TRAIT-P6, VIV-TRAIT-P5): the wound module reads the system's ox options. */
    kind: z.literal("strongLikeOx"),
  }),
  strictObject({
    /** A modifier to the base morale point of units this figure commands or rallies (RUG-TRAIT-P7, N2, N7; VIV-MOR-3). */
    kind: z.literal("moraleModifier"),
    /** The modifier (+2 Inspired, -2 Abrasive or Arrogant in rugged; +1 Inspired in vivid). */
    value: z.number().check(z.int()),
    /** When it applies: on every test of a unit the figure commands and is with, or only when it rallies a native or foreign-ally unit. */
    when: z.enum({
      /** A unit directly commanded by the figure, the figure present. */
      commanding: "commanding",
      /** A native or foreign-ally unit the figure tries to rally (rugged Extremely Arrogant). */
      rallyingNativeOrForeign: "rallyingNativeOrForeign",
    } as const),
  }),
  strictObject({
    /** Vivid Inspired Leadership (VIV-TRAIT-P6): units it commands never flee because of a casualty-loss morale check (scope: VIV-AMB-6). */
    kind: z.literal("neverFleeCasualtyCheck"),
  }),
  strictObject({
    /** Tactician (RUG-TRAIT-P8): on a D10 at or under `succeedOnOrBelow` the figure and its unit move last. */
    kind: z.literal("tactician"),
    /** The highest face that succeeds (2). */
    succeedOnOrBelow: z.number().check(z.int(), z.gte(0), z.lte(10)),
  }),
  strictObject({
    /** Huge Joss / Charmed Life (RUG-TRAIT-P9, VIV-TRAIT-P7): re-roll a failed luck roll once; the second result stands. */
    kind: z.literal("luckReroll"),
  }),
  strictObject({
    /** Ancient Training (RUG-TRAIT-P10, VIV-TRAIT-P8): special moves that replace normal movement. */
    kind: z.literal("ancientTraining"),
    /** Uses per game (4). */
    usesPerGame: z.number().check(z.int(), z.gte(0)),
  }),
  strictObject({
    /** Medical Training (VIV-TRAIT-P10): heals Wounded, revives a Killed PC within a window of turns (VIV-AMB-11). */
    kind: z.literal("medicalTraining"),
  }),
  strictObject({
    /** Blind Eye (RUG-TRAIT-N1, VIV-TRAIT-N1): sees straight ahead and up to `arcDeg` toward the good eye (the trait's `side` is the blind one). */
    kind: z.literal("blindEye"),
    /** The visible arc toward the good eye, in degrees (45). */
    arcDeg: z.number().check(z.gte(0), z.lte(360)),
  }),
  strictObject({
    /** Vivid Extremely Arrogant (VIV-TRAIT-N2): native troops get no benefit from this figure's positive traits. */
    kind: z.literal("noPositiveTraitsForNatives"),
  }),
  strictObject({
    /** Clumsy (RUG-TRAIT-N4, VIV-TRAIT-N4): a luck test before shooting (at a charging enemy in rugged, any enemy in vivid) and before hand-to-hand. */
    kind: z.literal("clumsy"),
    /** Which shots need the test. */
    shootingTrigger: z.enum({
      /** Only shots at a charging enemy (rugged). */
      chargingEnemy: "chargingEnemy",
      /** Every shot (vivid). */
      anyEnemy: "anyEnemy",
    } as const),
  }),
  strictObject({
    /** Extremely Brave and Dashing (RUG-TRAIT-N5): never retreats or runs from hand-to-hand; stays when its unit routs. */
    kind: z.literal("neverRetreats"),
  }),
  strictObject({
    /** Impetuous (RUG-TRAIT-N6, VIV-TRAIT-N5): a check each turn within reach of an enemy unit; a failure forces a charge. */
    kind: z.literal("impetuous"),
    /** The rating checked (rugged Field Craft, vivid Luck). */
    rating: Rating,
    /** The reach that triggers it: rugged's own Charge rate (RUG-AMB-19), vivid's movement allowance. */
    within: z.enum({
      /** The figure's Charge move (RUG-MOVE-2). */
      chargeMove: "chargeMove",
      /** The figure's movement allowance (VIV-MOVE-1). */
      movement: "movement",
    } as const),
  }),
  strictObject({
    /** A narrative or house effect with no mechanics in the library. */
    kind: z.literal("custom"),
    /** What it does, in words. */
    note: boundedString(INPUT_LIMITS.textLength),
  }),
]);

/**
 * A typed effect of a trait (see {@link TraitEffectSchema}).
 *
 * @example
 * ```ts
 * const effect: TraitEffect = { kind: "sureShot", baseHit: 6 };
 * ```
 */
export type TraitEffect = z.infer<typeof TraitEffectSchema>;

/**
 * Who may take a trait (RUG-TRAIT-3, VIV-TRAIT-3): every listed group must match one of the figure's tags.
 *
 * @example
 * ```ts
 * validate(EligibilitySchema, { role: ["soldier", "warrior"] }).ok; // true
 * ```
 */
export const EligibilitySchema = strictObject({
  /** Origin tags, any one of which qualifies (e.g. `["farEastern"]`). Absent: any origin. */
  origin: z.optional(boundedArray(boundedString(), INPUT_LIMITS.listLength)),
  /** Role tags, any one of which qualifies (e.g. `["soldier", "warrior"]`). Absent: any role. */
  role: z.optional(boundedArray(boundedString(), INPUT_LIMITS.listLength)),
  /** Figure classes that may take it (default: any). */
  class: z.optional(boundedArray(boundedString(), INPUT_LIMITS.listLength)),
  /** True when the restriction is advisory ("usually", Martial Arts): an ineligible figure gets a warning, not an error. */
  advisory: z.optional(z.boolean()),
});

/**
 * Who may take a trait (see {@link EligibilitySchema}).
 *
 * @example
 * ```ts
 * const farEast: Eligibility = { origin: ["farEastern"] };
 * ```
 */
export type Eligibility = z.infer<typeof EligibilitySchema>;

/**
 * A character trait as data: id, name, polarity, eligibility, designated weapon or blind side, and the
 * typed effects the mechanics read (RUG-TRAIT-1..3, VIV-TRAIT-1..4).
 *
 * @example
 * ```ts
 * validate(TraitSchema, { id: "house-1", name: "Lucky Hat", polarity: "positive", effects: [{ kind: "luckReroll" }] }).ok; // true
 * ```
 */
export const TraitSchema = strictObject({
  /** The trait's id: a catalogue id such as `"RUG-TRAIT-P3"`, or a house id. */
  id: idString(),
  /** The trait's name, e.g. "Sure Shot". */
  name: boundedString(),
  /** Positive or negative (RUG-TRAIT-2, VIV-TRAIT-3). */
  polarity: z.enum({
    /** A positive trait. */
    positive: "positive",
    /** A negative trait. */
    negative: "negative",
  } as const),
  /** Who may take it; absent means anyone. */
  eligibility: z.optional(EligibilitySchema),
  /** For a weapon trait (Sure Shot, Excellent Swordsman): the `id` or `name` of the weapon it applies to. */
  designatedWeapon: z.optional(idString()),
  /** For Blind Eye: which eye is blind. */
  side: z.optional(
    z.enum({
      /** The left eye is blind. */
      left: "left",
      /** The right eye is blind. */
      right: "right",
    } as const),
  ),
  /** What the trait does, as typed effects. */
  effects: boundedArray(TraitEffectSchema, INPUT_LIMITS.listLength),
});

/**
 * A character trait (see {@link TraitSchema}).
 *
 * @example
 * ```ts
 * const sure: Trait = { ...RUGGED_TRAITS.sureShot, designatedWeapon: "bolt-action rifle" };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface Trait extends z.infer<typeof TraitSchema> {}
