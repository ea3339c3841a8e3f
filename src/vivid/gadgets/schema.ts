// The Gadget schema of vivid (VIV-GAD-1..24): a gadget is plain data with a typed effect (`kind`), so an app
// can add its own gizmo as data; the counters of a carried item (uses, doses, air, charges) change by
// returning a new object.
import * as z from "zod/mini";
import { boundedArray, boundedString, idString, INPUT_LIMITS, strictObject } from "../../core/schema-kit.js";
import { WeaponSchema } from "../../family/weapon-schema.js";

const int = z.number().check(z.int(), z.gte(0), z.lte(1000));
const face = z.number().check(z.int(), z.gte(1), z.lte(10));
const inches = z.number().check(z.gte(0), z.lte(1000));

/**
 * One typed effect of a gadget. Resolvers read the numbers from the effect, so a house gadget of the same
 * kind with other numbers works with the same resolver. `narrative` and `custom` carry no mechanics.
 *
 * @example
 * ```ts
 * validate(GadgetEffectSchema, { kind: "smoke", radiusInches: 5, durationTurns: 2 }).ok; // true
 * ```
 */
export const GadgetEffectSchema = z.discriminatedUnion("kind", [
  strictObject({
    /** Silk Grappling Line (VIV-GAD-1): scales walls. */
    kind: z.literal("climb"),
    /** The highest obstacle it reaches, in storeys (3). */
    maxStoreys: int,
    /** The height climbed with one turn of movement, in storeys (2); other heights cost what the GM says. */
    fullMoveStoreys: int,
  }),
  strictObject({
    /** Vials of Acid, Antidotes (VIV-GAD-2/21): a story effect the GM narrates (VIV-GM-8). */
    kind: z.literal("narrative"),
    /** What it does, in words. */
    note: boundedString(INPUT_LIMITS.textLength),
  }),
  strictObject({
    /** Anesthetic Gas Grenade (VIV-GAD-3): a burst that knocks out whoever fails to hold its breath. */
    kind: z.literal("knockoutGas"),
    /** The burst radius, inches (4). */
    radiusInches: inches,
    /** A D10 at or under this holds the breath (3). */
    holdBreathOnOrBelow: face,
  }),
  strictObject({
    /** Smoke Bomb (VIV-GAD-4): a cloud that blocks every line of sight through it. */
    kind: z.literal("smoke"),
    /** The cloud's radius, inches (5). */
    radiusInches: inches,
    /** Turns the cloud lasts without a strong wind (2). */
    durationTurns: int,
  }),
  strictObject({
    /** Mercy Bullets (VIV-GAD-5): ammunition that knocks out instead of killing. */
    kind: z.literal("mercyAmmo"),
    /** Added to the wound die (+2). */
    woundModifier: z.number().check(z.int(), z.gte(-10), z.lte(10)),
    /** A knocked-out PC wakes on a D10 at or under this, rolled each later turn (3). */
    pcWakeOnOrBelow: face,
  }),
  strictObject({
    /** A gadget that is a ranged weapon (VIV-GAD-6 Rapid Fire Machine Pistol): its fire modes as weapon profiles. */
    kind: z.literal("weapon"),
    /** One profile per fire mode. */
    profiles: boundedArray(WeaponSchema, INPUT_LIMITS.listLength),
    /** It may load mercy bullets. */
    mercyAmmo: z.optional(z.boolean()),
  }),
  strictObject({
    /** Anesthetic Thimble (VIV-GAD-7): a tranquilliser delivered by a hand-to-hand hit. */
    kind: z.literal("thimble"),
    /** Added to the wound die of a non-PC hit by a PC (+3). */
    nonPcWoundModifier: z.number().check(z.int(), z.gte(-10), z.lte(10)),
    /** A tranquillised PC wakes on a D10 at or under this, rolled each later turn (3). */
    pcWakeOnOrBelow: face,
  }),
  strictObject({
    /** Resuscitating Drug (VIV-GAD-8): wakes an unconscious figure. */
    kind: z.literal("resuscitate"),
    /** The D10 face that fails (10). */
    failsOn: face,
    /** The die rolled for the doses carried (D6). */
    dosesDie: z.enum(["d4", "d6", "d8", "d10"]),
  }),
  strictObject({
    /** Flash Grenade (VIV-GAD-9): stuns every enemy near the impact point for the rest of the turn. */
    kind: z.literal("flash"),
    /** The stun radius, inches (8). */
    radiusInches: inches,
  }),
  strictObject({
    /** Underwater Breather (VIV-GAD-10): an emergency air supply. */
    kind: z.literal("airSupply"),
    /** Turns of air in a full tank (4; larger tanks by the GM). */
    turns: int,
  }),
  strictObject({
    /** Rocket Propelled Zip Wire (VIV-GAD-11): a line fired down to a lower point. */
    kind: z.literal("zipWire"),
    /** The wire's range, inches (14). */
    rangeInches: inches,
  }),
  strictObject({
    /** Bullet Proof Vest (VIV-GAD-12): each hit is stopped on a D10 at or under the number (the wound code's vest roll). */
    kind: z.literal("vest"),
    /** A D10 at or under this stops the hit (6). */
    stopsOnOrBelow: face,
  }),
  strictObject({
    /** Lock Pick Set (VIV-GAD-13): picks a lock in at least one turn, by a luck roll unless a locksmith. */
    kind: z.literal("lockPick"),
    /** The fewest turns a lock takes (1). */
    minTurns: int,
  }),
  strictObject({
    /** Poison Gas, Acid Vapour (VIV-GAD-14/15): a cloud; breathing it rolls the wound table, Wounded counts as Killed. */
    kind: z.literal("poisonGas"),
    /** A D10 at or above this holds the breath (7, roll-high). */
    holdBreathOnOrAbove: face,
    /** The wound-die modifier in the gas's 1st, 2nd, 3rd turn (+3, +2, +1). */
    woundModifiers: boundedArray(z.number().check(z.int(), z.gte(-10), z.lte(10)), INPUT_LIMITS.listLength),
    /** What a death looks like: `killed` (poison gas) or `dissolved` (acid vapour). */
    result: z.enum(["killed", "dissolved"]),
  }),
  strictObject({
    /** Madness Mist (VIV-GAD-16): as poison gas, but a failed breath means frenzy. */
    kind: z.literal("madnessMist"),
    /** A D10 at or above this holds the breath (7, as poison gas). */
    holdBreathOnOrAbove: face,
    /** Turns of frenzy (2). */
    frenzyTurns: int,
    /** Turns of recovery after the frenzy (1: "on turn 3 it must recover for a turn"). */
    recoverTurns: int,
  }),
  strictObject({
    /** Hair Pins of Death (VIV-GAD-17): a hand-to-hand modifier, in the first turn used only. */
    kind: z.literal("handToHandModifier"),
    /** The modifier (+2 for surprise). */
    value: z.number().check(z.int(), z.gte(-10), z.lte(10)),
    /** Only in the first turn the gadget is used. */
    firstTurnOnly: z.boolean(),
  }),
  strictObject({
    /** The Death Ray (VIV-GAD-18): a beam that powers up, then shoots. */
    kind: z.literal("deathRay"),
    /** The die of its power-up time, in turns (D10). */
    powerUpDie: z.enum(["d6", "d10"]),
    /** Its base hit number (6). */
    baseHit: face,
    /** Added to a non-PC's wound die (+3; PCs roll normally). */
    nonPcWoundModifier: z.number().check(z.int(), z.gte(-10), z.lte(10)),
  }),
  strictObject({
    /** Mind Transference Machine (VIV-GAD-19): swaps two minds. */
    kind: z.literal("mindTransfer"),
    /** Turns a transfer takes (2). */
    turns: int,
    /** A D10 at or under this succeeds (6). */
    successOnOrBelow: face,
  }),
  strictObject({
    /** Knockout Drops (VIV-GAD-20): immediate unconsciousness; a PC may avoid it with a luck roll. */
    kind: z.literal("knockoutDrops"),
    /** The usual duration, turns (2): a suggestion only, the GM sets it (VIV-GM-8). */
    typicalTurns: int,
  }),
  strictObject({
    /** Voodoo Zombie Dust (VIV-GAD-22): raises a fresh corpse. */
    kind: z.literal("zombieDust"),
    /** A D10 at or above this reanimates (6, roll-high). */
    successOnOrAbove: face,
    /** Turns the dust takes (1). */
    turns: int,
    /** The master must stay within this many inches, or the zombie stands passive (12). */
    controlRangeInches: inches,
  }),
  strictObject({
    /** Universal Multi-Tool (VIV-GAD-23): a bonus to the Luck target on a GM-approved task (VIV-AMB-31). */
    kind: z.literal("luckBonus"),
    /** The bonus (+4; the target is capped at 10). */
    value: z.number().check(z.int(), z.gte(-10), z.lte(10)),
  }),
  strictObject({
    /** Whip (VIV-GAD-24): a hand-to-hand weapon that also grabs, disarms and swings. */
    kind: z.literal("whip"),
    /** Its hand-to-hand base hit number (6). */
    base: face,
    /** Its reach, inches (3; the fight uses `whipReachInches`, VIV-AMB-33). */
    reachInches: inches,
    /** The widest gap it swings over, inches (6). */
    swingGapInches: inches,
    /** How many figures may swing together (2). */
    swingFigures: int,
  }),
  strictObject({
    /** A house gadget with no mechanics in the library. */
    kind: z.literal("custom"),
    /** What it does, in words. */
    note: boundedString(INPUT_LIMITS.textLength),
  }),
]);

/**
 * A typed effect of a gadget (see {@link GadgetEffectSchema}).
 *
 * @example
 * ```ts
 * const flash: GadgetEffect = { kind: "flash", radiusInches: 8 };
 * ```
 */
export type GadgetEffect = z.infer<typeof GadgetEffectSchema>;

/**
 * A gadget as data (VIV-GAD-1..24): id, name, hero or villain device, typed effect, the GM inputs it
 * needs (VIV-GM-8), and the counters of a carried item (absent: not tracked).
 *
 * @example
 * ```ts
 * validate(GadgetSchema, { id: "house-1", name: "Sneezing Powder", origin: "heroic", effect: { kind: "custom", note: "sneeze" } }).ok; // true
 * ```
 */
export const GadgetSchema = strictObject({
  /** A catalogue id such as `"VIV-GAD-3"`, or a house id. */
  id: idString(),
  /** Its name, e.g. "Smoke Bomb". */
  name: boundedString(),
  /** A heroic device ("Tools of the Trade") or an implement of evil. */
  origin: z.enum({
    /** Heroic Devices and Inventions. */
    heroic: "heroic",
    /** Implements of Evil. */
    evil: "evil",
  } as const),
  /** What it does. */
  effect: GadgetEffectSchema,
  /** What the GM decides for it (VIV-GM-8), in words; these are inputs of its resolver, never defaults. */
  gmInputs: z.optional(boundedArray(boundedString(INPUT_LIMITS.textLength), INPUT_LIMITS.listLength)),
  /** Uses left (the thimble's 3, VIV-AMB-30: one per hit delivered; grenades carried). */
  uses: z.optional(int),
  /** Doses left (the resuscitating drug's D6). */
  doses: z.optional(int),
  /** Turns of air left (the underwater breather's 4). */
  airTurns: z.optional(int),
  /** Charges left (ammunition limits the GM sets, VIV-GM-8). */
  charges: z.optional(int),
});

/**
 * A gadget (see {@link GadgetSchema}).
 *
 * @example
 * ```ts
 * const thimble: Gadget = VIVID_GADGETS.anestheticThimble; // uses: 3
 * ```
 */
export type Gadget = z.infer<typeof GadgetSchema>;

/**
 * The counters a carried gadget may have.
 *
 * @example
 * ```ts
 * const c: GadgetCounter = "doses";
 * ```
 */
export type GadgetCounter = "uses" | "doses" | "airTurns" | "charges";
