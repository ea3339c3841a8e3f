// Vivid's resolvers in one shape (issue 16, docs/api-shape.md): `name(input, options?)`, the input one object
// with named fields, validated here at the edge (strict: a misspelt field is an issue at its path), options
// always vivid's options, last and optional. Each calls the validated inner form of the rule the positional
// function calls too (parsed once: the input's shape here, the rule's own checks there, their errors moved under
// `input.` by atInputPaths), so a rule fixed there is fixed here; the input schemas both systems share are built
// by src/family/named-api.ts. The positional forms stay for one minor version as deprecated overloads or aliases
// (CHANGELOG.md, "Deprecated").
// A gadget's named call hands its parsed input to the gadget's rule, which checks its own constraints as it runs.
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { deepFreeze } from "../core/freeze.js";
import { isNamedCall, named } from "../core/named-call.js";
import { absentIfNull, boundedArray, boundedInt, boundedString, INPUT_LIMITS, idString, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { type FireVerdict, spotRefusals } from "../family/can-fire.js";
import { type CliffHangerResult, rollCliffHangerParsed } from "../family/cliffhanger.js";
import { type FiftyPercentVerdict, fiftyPercentValidated } from "../family/fifty-percent.js";
import type { HitNumber } from "../family/hit-number.js";
import type { InitiativeResult } from "../family/initiative.js";
import { fightMeleeValidated, type MeleeFight, type MeleeResult } from "../family/melee.js";
import { type MeleeHitNumber, type MeleeSituation, MeleeSituationSchema } from "../family/melee-chart.js";
import { MeleeFightSchema } from "../family/melee-schema.js";
import { checkMoraleValidated, type MoraleResolution } from "../family/morale.js";
import { type VividMoraleSituation, VividMoraleSituationSchema } from "../family/morale-triggers.js";
import {
  atInputPaths,
  cliffHangerInputSchema,
  clumsyInputSchema,
  diceInputSchema,
  fireCheckInputSchema,
  impetuousInputSchema,
  meleeHitInputSchema,
  recoveryInputSchema,
  routInputSchema,
  shotInputSchema,
  sixthSenseInputSchema,
  splitVolleyRequest,
  spotInputSchema,
  TurnSchema,
  volleyRequestSchema,
} from "../family/named-api.js";
import { type RallyResolution, routRecoveryOf } from "../family/rally.js";
import { type RecoveryResolution, rollRecoveryParsed, type Treatment, treatFigure } from "../family/recovery.js";
import { type Figure, FigureSchema, type Trait, TraitSchema, type Unit, UnitSchema, type Weapon } from "../family/schemas.js";
import type { TraitIssue } from "../family/trait-validation.js";
import {
  canFireValidated,
  hitNumberValidated,
  type ShootingSystem,
  shotDiceValidated,
  type VolleyInput,
  VividVolleyInputSchema,
  volleyHitsValidated,
  volleyPlanValidated,
} from "../family/shooting-api.js";
import { type ShotContext, VividShotContextSchema } from "../family/shot-context.js";
import type { ShotDice } from "../family/shot-dice.js";
import { type SixthSenseResult, sixthSenseChance } from "../family/spotting.js";
import { type ClumsyResult, clumsyChance, type ImpetuousResult } from "../family/trait-checks.js";
import type { PlannedShot, VolleyOutcome } from "../family/volley.js";
import {
  type VolleyCasualties,
  type VolleyWithWounds,
  type VolleyWoundSettings,
  volleyCasualtiesValidated,
  volleyWithWoundsValidated,
} from "../family/volley-with-wounds.js";
import { type VolleyWounds, volleyWoundsValidated } from "../family/volley-wounds.js";
import { type WoundResolution, woundsChanceValidated } from "../family/wound-api.js";
import { type WoundHit, WoundHitSchema } from "../family/wound-table.js";
import type { LuckRollResult } from "../family/luck-roll.js";
import { VIVID_GADGETS } from "./gadgets/catalogue.js";
import { type AcidVapourExposure, acidVapour as acidOf, type MadnessResult, madnessMist as mistOf } from "./gadgets/clouds.js";
import {
  type LockPickResult,
  type MindTransferResult,
  mindTransfer as mindTransferOf,
  multiToolRoll as multiToolOf,
  pickLock as picksOf,
} from "./gadgets/devices.js";
import { type FlashResult, flashGrenade as flashOf } from "./gadgets/flash.js";
import { deathRayHits as deathRayOf, type GadgetHitResult, mercyBullets as mercyOf, thimbleHits as thimbleOf } from "./gadgets/hits.js";
import { type GasGrenadeResult, gasGrenade as gasGrenadeOf, type KnockoutDropsResult, knockoutDrops as dropsOf } from "./gadgets/knockout.js";
import { GadgetSchema } from "./gadgets/schema.js";
import { type ClimbResult, grapplingLine as climbOf, type ZipWireResult, zipWire as zipOf } from "./gadgets/travel.js";
import { type ResuscitationResult, resuscitate as resuscitateOf, type WakeResult, wakeRoll as wakeOf } from "./gadgets/unconscious.js";
import { type WhipTrickResult, whipTrick as whipOf } from "./gadgets/whip.js";
import { type ZombieDustResult, zombieDust as zombieOf } from "./gadgets/zombie.js";
import { type GasExposure, gasExposure as gasOf } from "./gas.js";
import { validateTraitsValidated, validateTraits as validateTraitsOf } from "./creation.js";
import { cliffHanger as cliffHangerOf, luckUnder } from "./luck.js";
import { resolveHandToHand as fightHandToHand, handToHandHitNumberValidated, handToHandHitNumber as hitNumberInMelee, vividMeleeSystem } from "./melee.js";
import { moraleCheck as checkMorale, fiftyPercentRule as fiftyPercentOf, routRecovery as recoverFromRout, vividMoraleSystemOf } from "./morale.js";
import { type VividOptions, type VividOptionsInput, VividOptionsSchema, vividOptions } from "./options.js";
import { medicalTraining as treatmentOf, woundedRecovery as recoveryOf } from "./recovery.js";
import {
  clumsyCheck as clumsyOf,
  impetuousCheck as impetuousOf,
  impetuousCheckValidated,
  sideInitiative as initiativeOfSides,
  sideInitiativeValidated,
  sixthSense as senseOf,
} from "./sequence.js";
import {
  canSpot as spotVerdict,
  shotDice as diceOfShot,
  canFire as fireVerdict,
  shootingVolley as hitsAndAllocation,
  hitNumber as shotHitNumber,
  vividShootingSystemOf,
} from "./shooting.js";
import { shootingVolleyCasualties as casualtiesOfVolley, shootingVolleyWithWounds as volleyAndWounds, vividWoundSide } from "./volley-wounds.js";
import {
  type VividWoundSettings,
  vividOxFlag,
  vividWoundGadgets,
  vividWoundRules,
  resolveWounds as woundsOnFigure,
  woundVolley as woundsOnUnit,
} from "./wounds.js";

/** Vivid's options of a named call (`null` means absent), checked once, errors naming the call and `options`. */
function optionsOf(fn: string, options: unknown): VividOptions {
  return parseOrThrow(fn, VividOptionsSchema, options ?? {}, "options");
}

// where the rules' own checks of a unit's wounds or a morale test name their positional arguments, and where the
// same things are in the named input (issue 16: every error at an `input.` path)
const UNIT_WOUNDS_PATHS = [
  ["allocation", "input.allocation"],
  ["target", "input.unit"],
] as const;
const MORALE_PATHS = [
  ["situation", "input.situation"],
  ["unit", "input.unit"],
] as const;
const FIGURE_PATHS = [["figure", "input.figure"]] as const;

// --- shooting --------------------------------------------------------------------------------------------------

/**
 * The input of {@link hitNumber}, {@link canFire} and {@link shotDice}: one shooter, its weapon, the situation.
 *
 * @example
 * ```ts
 * validate(ShotInputSchema, { figure: rifleman, weapon: VIVID_WEAPONS.boltRifle, context: { distance: 10 } }).ok; // true
 * ```
 */
export const ShotInputSchema = /* @__PURE__ */ shotInputSchema(VividShotContextSchema);

/**
 * One shooter, its weapon and the situation (see {@link ShotInputSchema}).
 *
 * @example
 * ```ts
 * const shot: ShotInput = { figure: rifleman, weapon: VIVID_WEAPONS.boltRifle, context: { distance: 10, cover: "medium" } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface ShotInput extends z.infer<typeof ShotInputSchema> {}

const FireCheckInputSchema = /* @__PURE__ */ fireCheckInputSchema(VividShotContextSchema);

/**
 * The input of {@link canFire}: as {@link ShotInput}, the weapon optional (absent: NO_WEAPON).
 *
 * @example
 * ```ts
 * const check: FireCheckInput = { figure: rifleman, context: { distance: 20 } };
 * ```
 */
export interface FireCheckInput extends Omit<ShotInput, "weapon"> {
  /** The weapon it would fire; absent: NO_WEAPON. */
  readonly weapon?: Weapon | undefined;
}

const DiceInputSchema = /* @__PURE__ */ diceInputSchema();

/**
 * The hit number of a shot with every modifier traced to its rule id (VIV-SHOOT-2/3): base 4 or Sure Shot 6
 * (VIV-TRAIT-P3), then short +2, stationary +2 (never for muskets: VIV-MUSKET-1), cover, armoured target −4,
 * then the minimum (VIV-AMB-20).
 *
 * @param input - `{ figure, weapon, context, unit? }`
 * @param options - vivid options
 * @returns `{ n, base, band, trace }`
 * @example
 * ```ts
 * hitNumber({ figure: rifleman, weapon: VIVID_WEAPONS.boltRifle, context: { distance: 10, cover: "medium" } }).n; // 4
 * ```
 */
export function hitNumber(input: ShotInput, options?: VividOptionsInput | null): HitNumber;
/**
 * The hit number of a shot, positional form.
 *
 * @deprecated Use `hitNumber({ figure, weapon, context, unit }, options)`.
 * @param figure - the shooter
 * @param weapon - the weapon
 * @param context - distance, movement, cover
 * @param unit - the shooter's unit
 * @param options - vivid options
 * @returns `{ n, base, band, trace }`
 * @example
 * ```ts
 * hitNumber(rifleman, VIVID_WEAPONS.boltRifle, { distance: 10, cover: "medium" }).n; // 4
 * ```
 */
export function hitNumber(figure: Figure, weapon: Weapon, context: ShotContext, unit?: Unit | null, options?: VividOptionsInput | null): HitNumber;
export function hitNumber(...args: unknown[]): HitNumber {
  if (!isNamedCall(args, "figure")) return shotHitNumber(...(args as Parameters<typeof shotHitNumber>));
  const i = named("vivid.hitNumber", ShotInputSchema, args[0]);
  return hitNumberValidated(shootingOf(args[1]), "vivid.hitNumber", i.figure, i.weapon, i.context, absentIfNull(i.unit));
}

/**
 * Whether a figure may fire this turn, and every reason it may not (VIV-SHOOT-1): line of sight, range, a musket
 * after moving (VIV-MUSKET-1), Maxim set-up and Lewis reload (VIV-MG-1, VIV-AMB-17), blind side (VIV-TRAIT-N1),
 * flying (VIV-TRAIT-P8), wounded (VIV-WOUND-4), routing or disrupted (VIV-MOR-6/12), stunned, dropped weapon
 * (VIV-TRAIT-N4).
 *
 * @param input - `{ figure, weapon?, context, unit? }`
 * @param options - vivid options
 * @returns `{ ok, reasons }`
 * @example
 * ```ts
 * canFire({ figure: rifleman, weapon: VIVID_WEAPONS.pistolBow, context: { distance: 20 } }).reasons[0]?.code; // "OUT_OF_RANGE"
 * ```
 */
export function canFire(input: FireCheckInput, options?: VividOptionsInput | null): FireVerdict;
/**
 * Whether a figure may fire this turn, positional form.
 *
 * @deprecated Use `canFire({ figure, weapon, context, unit }, options)`.
 * @param figure - the shooter
 * @param weapon - the weapon (absent: NO_WEAPON)
 * @param context - the situation
 * @param unit - the shooter's unit
 * @param options - vivid options
 * @returns `{ ok, reasons }`
 * @example
 * ```ts
 * canFire(rifleman, VIVID_WEAPONS.pistolBow, { distance: 20 }).reasons[0]?.code; // "OUT_OF_RANGE"
 * ```
 */
export function canFire(figure: Figure, weapon: Weapon | undefined, context: ShotContext, unit?: Unit | null, options?: VividOptionsInput | null): FireVerdict;
export function canFire(...args: unknown[]): FireVerdict {
  if (!isNamedCall(args, "figure")) return fireVerdict(...(args as Parameters<typeof fireVerdict>));
  const i = named("vivid.canFire", FireCheckInputSchema, args[0]);
  return canFireValidated(shootingOf(args[1]), "vivid.canFire", i.figure, i.weapon, i.context, absentIfNull(i.unit));
}

/**
 * The dice a figure rolls with a weapon (VIV-SHOOT-2, VIV-MG-1/2, VIV-TRAIT-P1): the weapon's dice; a heavy
 * machine gun with 2 crew rolls 4, with one 2, a Lewis always 4 (VIV-AMB-16); machine-gun type weapons 3;
 * Ambidextrous with two pistols 2.
 *
 * @param input - `{ figure, weapon }`
 * @param options - vivid options
 * @returns `{ dice, trace }`
 * @example
 * ```ts
 * shotDice({ figure: gunner, weapon: { ...VIVID_WEAPONS.mg, crew: 1 } }).dice; // 2
 * ```
 */
export function shotDice(input: Pick<ShotInput, "figure" | "weapon">, options?: VividOptionsInput | null): ShotDice;
/**
 * The dice a figure rolls with a weapon, positional form.
 *
 * @deprecated Use `shotDice({ figure, weapon }, options)`.
 * @param figure - the shooter
 * @param weapon - the weapon
 * @param options - vivid options
 * @returns `{ dice, trace }`
 * @example
 * ```ts
 * shotDice(gunner, { ...VIVID_WEAPONS.mg, crew: 1 }).dice; // 2
 * ```
 */
export function shotDice(figure: Figure, weapon: Weapon, options?: VividOptionsInput | null): ShotDice;
export function shotDice(...args: unknown[]): ShotDice {
  if (!isNamedCall(args, "figure")) return diceOfShot(...(args as Parameters<typeof diceOfShot>));
  const i = named("vivid.shotDice", DiceInputSchema, args[0]);
  return shotDiceValidated(shootingOf(args[1]), i.figure, i.weapon);
}

// --- volleys ---------------------------------------------------------------------------------------------------

/**
 * The one input of every volley question ({@link volley}, {@link volleyCasualties}, {@link volleyHits},
 * {@link volleyPlan}): vivid's volley input (shooters, target, context, per-shooter overrides, chosen target
 * ids) and the wound side (what every hit brings, luck, turn). The hit and plan questions ignore the wound
 * side, so one object answers all four.
 *
 * @example
 * ```ts
 * validate(VolleyRequestSchema, { shooters: [], target: { id: "t", kind: "combatant", members: [] }, context: { distance: 5 }, turn: 2 }).ok; // true
 * ```
 */
export const VolleyRequestSchema = /* @__PURE__ */ volleyRequestSchema(VividVolleyInputSchema, {});

/**
 * A volley and its wound side (see {@link VolleyRequestSchema}).
 *
 * @example
 * ```ts
 * const request: VolleyRequest = { shooters: riflemen, target: thugs, context: { distance: 10 }, turn: 3 };
 * ```
 */
export interface VolleyRequest extends VolleyInput {
  /** What every hit brings besides its own weapon's effects (default `{}`). */
  readonly hit?: WoundHit | undefined;
  /** Whether player figures roll luck against a bad result (VIV-LUCK-2 "may"; default true). */
  readonly useLuck?: boolean | undefined;
  /** The game turn, recorded as the turn of death. */
  readonly turn?: number | undefined;
}

/** Vivid's shooting system for a named call's options (`null` means absent), parsed once. */
function shootingOf(options: unknown): ShootingSystem {
  return vividShootingSystemOf(vividOptions(options ?? {}));
}

/** Splits a validated request into the volley input and the wound settings. */
function splitRequest(request: VolleyRequest): { input: VolleyInput; wounds: VolleyWoundSettings } {
  return splitVolleyRequest(request);
}

/**
 * A unit's volley and what it does to each figure hit, as one chance (VIV-SHOOT-1..5, VIV-WOUND-1..7,
 * VIV-LUCK-2, VIV-TRAIT-P5): who fires, Clumsy tests, one D10 per die at each shooter's hit number, allocation
 * (VIV-SHOOT-5, VIV-AMB-21: at random, a PC's pick on a D6 of 5-6, or `shooterChooses`), then each figure hit
 * rolls on the wound table keeping the worst (VIV-WOUND-3). The full answer to "what happens to each figure";
 * refusals to fire are in the trace and in {@link volleyPlan}.
 *
 * @param input - the volley and its wound side ({@link VolleyRequest})
 * @param options - vivid options, for the volley and the wounds
 * @returns a chance of `{ hits, dropped, allocation, unit, outcomes }`
 * @example
 * ```ts
 * const { value } = resolve(volley({ shooters: riflemen, target: thugs, context: { distance: 10 } }), seededDice(7));
 * Object.keys(value.outcomes); // the figures hit, in roster order
 * ```
 */
export function volley(input: VolleyRequest, options: VividOptionsInput | null = {}): Chance<VolleyWithWounds> {
  const { input: v, wounds } = splitRequest(named("vivid.volley", VolleyRequestSchema, input));
  const o = vividOptions(options ?? {});
  return volleyWithWoundsValidated(vividShootingSystemOf(o), "vivid.volley", v, vividWoundSide(o), wounds);
}

/**
 * How many of the target's figures fall to a volley, as one chance: {@link volley}'s dice, rules and trace read
 * as counts of the figures hit by their state afterwards (killed, wounded, unconscious, fit). The fast answer to
 * "how many fall" for odds and simulation.
 *
 * @param input - the volley and its wound side ({@link VolleyRequest})
 * @param options - vivid options, for the volley and the wounds
 * @returns a chance of `{ hits, dropped, figuresHit, killed, wounded, unconscious, fit }`
 * @example
 * ```ts
 * simulate(volleyCasualties({ shooters: riflemen, target: thugs, context: { distance: 10 } }).map((c) => c.killed), { runs: 100_000, seed: 1 }).mean();
 * ```
 */
export function volleyCasualties(input: VolleyRequest, options: VividOptionsInput | null = {}): Chance<VolleyCasualties> {
  const { input: v, wounds } = splitRequest(named("vivid.volleyCasualties", VolleyRequestSchema, input));
  const o = optionsOf("vivid.volleyCasualties", options);
  return volleyCasualtiesValidated(vividShootingSystemOf(o), "vivid.volleyCasualties", v, vividWoundSide(o), wounds);
}

/**
 * The number of hits of a volley (VIV-SHOOT-2/4), Clumsy tests included (VIV-TRAIT-N4), without allocation or
 * wounds: the answer to "what are the hit odds". The wound side of the request, if given, is not used.
 *
 * @param input - the volley ({@link VolleyRequest}; its wound fields are ignored)
 * @param options - vivid options
 * @returns a chance of the hits
 * @example
 * ```ts
 * odds(volleyHits({ shooters: riflemen, target: thugs, context: { distance: 10, cover: "soft" } })).mean().toString(); // "5"
 * ```
 */
export function volleyHits(input: VolleyRequest, options: VividOptionsInput | null = {}): Chance<number> {
  const { input: v } = splitRequest(named("vivid.volleyHits", VolleyRequestSchema, input));
  return volleyHitsValidated(shootingOf(options), "vivid.volleyHits", v);
}

/**
 * The plan of a volley, no dice rolled: for each shooter whether it fires, its dice, hit number and Clumsy
 * test, or why it may not (VIV-SHOOT-1..3): the answer to "why can't they fire", shown before the dice fall.
 *
 * @param input - the volley ({@link VolleyRequest}; its wound fields are ignored)
 * @param options - vivid options
 * @returns one line per shooter
 * @example
 * ```ts
 * volleyPlan({ shooters: riflemen, target: thugs, context: { distance: 10 } })[0]?.n; // 6
 * ```
 */
export function volleyPlan(input: VolleyRequest, options: VividOptionsInput | null = {}): PlannedShot[] {
  const { input: v } = splitRequest(named("vivid.volleyPlan", VolleyRequestSchema, input));
  return volleyPlanValidated(shootingOf(options), "vivid.volleyPlan", v);
}

/**
 * A unit's volley, hits and allocation only (VIV-SHOOT-1..5).
 *
 * @deprecated Use `volley(input, options)` (its value holds `hits`, `dropped` and `allocation`, and the
 * wounds), or `volleyHits(input, options)` for the hits alone.
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - vivid options
 * @returns a chance of `{ hits, dropped, allocation }`
 * @example
 * ```ts
 * const { value } = resolve(shootingVolley({ shooters: riflemen, target: thugs, context }), seededDice(7));
 * value.allocation; // e.g. { t2: 1, t7: 2 }
 * ```
 */
export function shootingVolley(input: VolleyInput, options: VividOptionsInput | null = {}): Chance<VolleyOutcome> {
  return hitsAndAllocation(input, options);
}

/**
 * A unit's volley with its wound rolls, as one chance.
 *
 * @deprecated Use `volley({ ...input, ...wounds }, options)`.
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - vivid options, for the volley and the wounds
 * @param wounds - what every hit brings, luck use, game turn
 * @returns a chance of `{ hits, dropped, allocation, unit, outcomes }`
 * @example
 * ```ts
 * const { value } = resolve(shootingVolleyWithWounds({ shooters: riflemen, target: thugs, context: { distance: 10 } }), seededDice(7));
 * ```
 */
export function shootingVolleyWithWounds(
  input: VolleyInput,
  options: VividOptionsInput | null = {},
  wounds: VolleyWoundSettings | null = {},
): Chance<VolleyWithWounds> {
  return volleyAndWounds(input, options, wounds);
}

/**
 * The casualties of a unit's volley with its wound rolls, as one chance.
 *
 * @deprecated Use `volleyCasualties({ ...input, ...wounds }, options)`.
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - vivid options, for the volley and the wounds
 * @param wounds - what every hit brings, luck use, game turn
 * @returns a chance of `{ hits, dropped, figuresHit, killed, wounded, unconscious, fit }`
 * @example
 * ```ts
 * simulate(shootingVolleyCasualties({ shooters: riflemen, target: thugs, context: { distance: 10 } }).map((c) => c.killed), { runs: 10_000, seed: 1 }).mean();
 * ```
 */
export function shootingVolleyCasualties(
  input: VolleyInput,
  options: VividOptionsInput | null = {},
  wounds: VolleyWoundSettings | null = {},
): Chance<VolleyCasualties> {
  return casualtiesOfVolley(input, options, wounds);
}

// --- wounds ----------------------------------------------------------------------------------------------------

const VestSchema = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.boolean(),
  /* @__PURE__ */ strictObject({
    /** `"vest"`, when a vest gadget's effect is passed as it is. */
    kind: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.literal("vest")),
    /** A D10 at or under this stops the hit (the text's vest: 6). */
    stopsOnOrBelow: /* @__PURE__ */ boundedInt(0, 10),
  }),
]);

/**
 * The input of {@link wounds}: the figure hit and one entry per hit, with the wound side.
 *
 * @example
 * ```ts
 * validate(WoundsInputSchema, { figure: { id: "t1", name: "Thug", class: "Combatant" }, hits: [{ shotgun: true }] }).ok; // true
 * ```
 */
export const WoundsInputSchema = /* @__PURE__ */ strictObject({
  /** The figure hit. */
  figure: FigureSchema,
  /** One entry per hit (`{ shotgun: true }`, `{ handToHand: true }`, extra modifiers). */
  hits: /* @__PURE__ */ boundedArray(WoundHitSchema, 100),
  /** Whether a PC rolls luck against a bad result (VIV-LUCK-2 "may"; default true). */
  useLuck: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The game turn, recorded as the turn of death. */
  turn: /* @__PURE__ */ z.optional(TurnSchema),
  /** A gadget's conversion (VIV-WOUND-7 step 3): `gas` (Wounded counts as Killed, VIV-GAD-14/15) or `knockout` (Wounded or Killed means unconscious, VIV-GAD-5/7). */
  conversion: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(["gas", "knockout"])),
  /** A bullet-proof vest (VIV-GAD-12, VIV-AMB-32): `true` for the text's, or `{ stopsOnOrBelow }`; absent: the vest the figure carries, if any. */
  vest: /* @__PURE__ */ z.optional(VestSchema),
});

/**
 * The figure hit and its hits (see {@link WoundsInputSchema}).
 *
 * @example
 * ```ts
 * const hit: WoundsInput = { figure: thug, hits: [{ shotgun: true }], turn: 2 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface WoundsInput extends z.infer<typeof WoundsInputSchema> {}

/**
 * What the hits on one vivid figure do (VIV-WOUND-1..7), as a chance of the wound outcome and the figure
 * afterwards: each hit rolls the wound die (D6 by VIV-AMB-2) with its modifiers, the worst counts (VIV-WOUND-3),
 * Strong Like An Ox absorbs (VIV-TRAIT-P5, VIV-AMB-8), a PC may roll luck (VIV-LUCK-2, VIV-WOUND-6), a non-PC's
 * Wounded counts as Killed (VIV-WOUND-4).
 *
 * @param input - `{ figure, hits, useLuck?, turn?, conversion?, vest? }`
 * @param options - vivid options (VIV-AMB-2 woundDie, VIV-AMB-8 oxScope, VIV-AMB-28, VIV-AMB-29)
 * @returns a chance of `{ outcome, figure }`
 * @example
 * ```ts
 * const thug = { id: "t1", name: "Thug", class: "Combatant" as const };
 * resolve(wounds({ figure: thug, hits: [{ shotgun: true }] }), scriptedDice(["d6:2"])).value.figure.status?.wound; // "killed"
 * ```
 */
export function wounds(input: WoundsInput, options: VividOptionsInput | null = {}): Chance<WoundResolution> {
  const fn = "vivid.wounds";
  const i = named(fn, WoundsInputSchema, input);
  const o = optionsOf(fn, options);
  return woundsChanceValidated(
    fn,
    vividWoundRules(o),
    i.figure,
    i.hits,
    vividOxFlag(o),
    i.useLuck !== false,
    i.turn,
    vividWoundGadgets(o, i.conversion, i.vest),
  );
}

/**
 * The input of {@link unitWounds}: the unit hit and its hits per figure id (a volley's `allocation`).
 *
 * @example
 * ```ts
 * validate(UnitWoundsInputSchema, { unit: thugs, allocation: { t2: 1 } }).ok; // true
 * ```
 */
export const UnitWoundsInputSchema = /* @__PURE__ */ strictObject({
  /** The unit hit. */
  unit: UnitSchema,
  /** Hits per figure id, e.g. a volley's `allocation` (or the allocation rolled at the table). */
  allocation: /* @__PURE__ */ z.record(/* @__PURE__ */ idString(), /* @__PURE__ */ boundedInt(0, 100)),
  /** What every hit brings (`{ shotgun: true }` for a shotgun volley). */
  hit: /* @__PURE__ */ z.optional(WoundHitSchema),
  /** Whether PCs roll luck against a bad result (VIV-LUCK-2 "may"; default true). */
  useLuck: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The game turn, recorded as the turn of death. */
  turn: /* @__PURE__ */ z.optional(TurnSchema),
});

/**
 * The unit hit and its hits per figure (see {@link UnitWoundsInputSchema}).
 *
 * @example
 * ```ts
 * const input: UnitWoundsInput = { unit: thugs, allocation: { t2: 1, t5: 2 } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface UnitWoundsInput extends z.infer<typeof UnitWoundsInputSchema> {}

/**
 * What hits already allocated do to a unit (VIV-SHOOT-5, VIV-WOUND-1..7): every figure in the allocation
 * resolves its hits (worst result, Ox, luck, non-PC rule), in roster order. For an allocation rolled at the
 * table; {@link volley} rolls the volley and the wounds as one chance.
 *
 * @param input - `{ unit, allocation, hit?, useLuck?, turn? }`
 * @param options - vivid options
 * @returns a chance of `{ unit, outcomes }`
 * @example
 * ```ts
 * const { value } = resolve(unitWounds({ unit: thugs, allocation: { t2: 1, t5: 2 } }), seededDice(4));
 * ```
 */
export function unitWounds(input: UnitWoundsInput, options: VividOptionsInput | null = {}): Chance<VolleyWounds> {
  const fn = "vivid.unitWounds";
  const i = named(fn, UnitWoundsInputSchema, input);
  const o = optionsOf(fn, options);
  return atInputPaths(fn, UNIT_WOUNDS_PATHS, () =>
    volleyWoundsValidated(fn, vividWoundRules(o), i.unit, new Map(Object.entries(i.allocation)), i.hit ?? {}, vividOxFlag(o), i.useLuck !== false, i.turn),
  );
}

/**
 * Resolves every hit on one vivid figure.
 *
 * @deprecated Use `wounds({ figure, hits, useLuck, turn, conversion, vest }, options)`: it returns the same chance.
 * @param figure - the hit figure
 * @param hits - one entry per hit
 * @param settings - options, luck use, game turn, conversion, vest
 * @returns a chance of `{ outcome, figure }`
 * @example
 * ```ts
 * resolve(resolveWounds(thug, [{ shotgun: true }]), scriptedDice(["d6:2"])).value.figure.status?.wound; // "killed"
 * ```
 */
export function resolveWounds(figure: Figure, hits: readonly WoundHit[], settings: VividWoundSettings | null = {}): Chance<WoundResolution> {
  return woundsOnFigure(figure, hits, settings);
}

/**
 * Rolls the wounds of a volley on the target unit.
 *
 * @deprecated Use `unitWounds({ unit, allocation, hit, useLuck, turn }, options)`.
 * @param target - the target unit
 * @param allocation - hits per figure id
 * @param hit - what every hit brings
 * @param settings - options, luck use, game turn
 * @returns a chance of `{ unit, outcomes }`
 * @example
 * ```ts
 * resolve(woundVolley(thugs, { t2: 1, t5: 2 }), seededDice(4));
 * ```
 */
export function woundVolley(
  target: Unit,
  allocation: Readonly<Record<string, number>>,
  hit: WoundHit | null = {},
  settings: VividWoundSettings | null = {},
): Chance<VolleyWounds> {
  return woundsOnUnit(target, allocation, hit, settings);
}

// --- hand-to-hand ----------------------------------------------------------------------------------------------

/**
 * A vivid hand-to-hand fight (VIV-HTH-1..4, VIV-SEQ-2), as a chance of every figure afterwards and each strike:
 * the active side strikes first, the survivors strike back; hits roll on the wound table with +1 (VIV-WOUND-2).
 *
 * @param input - the fight: both sides, the attacks, turn, luck ({@link MeleeFight})
 * @param options - vivid options
 * @returns a chance of `{ figures, strikes }`
 * @example
 * ```ts
 * const r = resolve(handToHand({ active: [hero], passive: [thug], attacks: [{ attackerId: "hero", targetId: "thug" }] }), seededDice(3));
 * ```
 */
export function handToHand(input: MeleeFight, options: VividOptionsInput | null = {}): Chance<MeleeResult> {
  const fn = "vivid.handToHand";
  const fight = named(fn, MeleeFightSchema, input);
  const sys = vividMeleeSystem(optionsOf(fn, options));
  return atInputPaths(fn, [["fight", "input"]], () => fightMeleeValidated(fn, sys, fight));
}

/**
 * Fights a vivid hand-to-hand combat.
 *
 * @deprecated Use `handToHand(fight, options)`: it returns the same chance.
 * @param fight - both sides and the attacks
 * @param options - vivid options
 * @returns a chance of every figure afterwards and each strike
 * @example
 * ```ts
 * resolve(resolveHandToHand(fight), seededDice(3));
 * ```
 */
export function resolveHandToHand(fight: MeleeFight, options: VividOptionsInput | null = {}): Chance<MeleeResult> {
  return fightHandToHand(fight, options);
}

/**
 * The input of {@link handToHandHitNumber}.
 *
 * @example
 * ```ts
 * validate(MeleeHitInputSchema, { attacker: hero, opponent: thug }).ok; // true
 * ```
 */
export const MeleeHitInputSchema = /* @__PURE__ */ meleeHitInputSchema({});

/**
 * An attacker, its opponent and the situation (see {@link MeleeHitInputSchema}).
 *
 * @example
 * ```ts
 * const input: MeleeHitInput = { attacker: hero, opponent: thug, situation: { lowWall: true } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface MeleeHitInput extends z.infer<typeof MeleeHitInputSchema> {}

/**
 * The hand-to-hand hit number of a vivid figure on the chart (VIV-HTH-2/3): its class's base, Weapon Master
 * and Martial Arts (VIV-TRAIT-P4/P9), the opponent's situation.
 *
 * @param input - `{ attacker, opponent, situation? }`
 * @param options - vivid options (none changes the chart; checked, so every resolver takes them)
 * @returns `{ n, entries }`
 * @example
 * ```ts
 * handToHandHitNumber({ attacker: hero, opponent: thug }).n;
 * ```
 */
export function handToHandHitNumber(input: MeleeHitInput, options?: VividOptionsInput | null): MeleeHitNumber;
/**
 * The hand-to-hand hit number of a vivid figure, positional form.
 *
 * @deprecated Use `handToHandHitNumber({ attacker, opponent, situation }, options)`.
 * @param attacker - the attacking figure
 * @param opponent - the figure attacked
 * @param situation - the opponent's situation and further modifiers
 * @returns `{ n, entries }`
 * @example
 * ```ts
 * handToHandHitNumber(hero, thug).n;
 * ```
 */
export function handToHandHitNumber(attacker: Figure, opponent: Figure, situation?: MeleeSituation | null): MeleeHitNumber;
export function handToHandHitNumber(...args: unknown[]): MeleeHitNumber {
  if (!isNamedCall(args, "attacker")) return hitNumberInMelee(...(args as Parameters<typeof hitNumberInMelee>));
  const i = named("vivid.handToHandHitNumber", MeleeHitInputSchema, args[0]);
  optionsOf("vivid.handToHandHitNumber", args[1]);
  return handToHandHitNumberValidated(i.attacker, i.opponent, i.situation ?? {});
}

// --- morale ----------------------------------------------------------------------------------------------------

/**
 * The input of {@link moraleCheck}.
 *
 * @example
 * ```ts
 * validate(MoraleInputSchema, { unit: guards, situation: { trigger: "shooting" } }).ok; // true
 * ```
 */
export const MoraleInputSchema = /* @__PURE__ */ strictObject({
  /** The testing unit (a lone figure is a unit of one: VIV-AMB-22). */
  unit: UnitSchema,
  /** The trigger (VIV-MOR-1: `shooting` or `handToHand`) and this turn's circumstances. */
  situation: VividMoraleSituationSchema,
});

/**
 * A unit and why it tests (see {@link MoraleInputSchema}).
 *
 * @example
 * ```ts
 * const input: MoraleInput = { unit: guards, situation: { trigger: "shooting", friendliesKilledNearby: 2 } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface MoraleInput extends z.infer<typeof MoraleInputSchema> {}

/**
 * A vivid morale check (VIV-MOR-1..6, VIV-MOR-9, VIV-MOR-11, VIV-MOR-12), as a chance of the outcome and the unit
 * afterwards: base morale by troop type, the turn's modifiers, a D10 at or under passes; a failure after
 * shooting retreats (VIV-MOR-5), after hand-to-hand routs (VIV-MOR-6) or, under the optional rule, is disrupted
 * (VIV-MOR-12).
 *
 * @param input - `{ unit, situation }`
 * @param options - vivid options
 * @returns a chance of `{ outcome, unit }`
 * @example
 * ```ts
 * resolve(moraleCheck({ unit: guards, situation: { trigger: "shooting", friendliesKilledNearby: 2, leaderPresent: false } }), scriptedDice(["d10:8"])).value.outcome.result; // "retreat"
 * ```
 */
export function moraleCheck(input: MoraleInput, options?: VividOptionsInput | null): Chance<MoraleResolution>;
/**
 * A vivid morale check, positional form.
 *
 * @deprecated Use `moraleCheck({ unit, situation }, options)`.
 * @param unit - the testing unit
 * @param situation - the trigger and this turn's circumstances
 * @param options - vivid options
 * @returns a chance of `{ outcome, unit }`
 * @example
 * ```ts
 * resolve(moraleCheck(guards, { trigger: "shooting" }), scriptedDice(["d10:8"]));
 * ```
 */
export function moraleCheck(unit: Unit, situation: VividMoraleSituation, options?: VividOptionsInput | null): Chance<MoraleResolution>;
export function moraleCheck(...args: unknown[]): Chance<MoraleResolution> {
  if (!isNamedCall(args, "unit")) return checkMorale(...(args as Parameters<typeof checkMorale>));
  const fn = "vivid.moraleCheck";
  const i = named(fn, MoraleInputSchema, args[0]);
  const sys = vividMoraleSystemOf(optionsOf(fn, args[1]));
  return atInputPaths(fn, MORALE_PATHS, () => checkMoraleValidated(fn, sys, i.unit, i.situation));
}

const RoutInputSchema = /* @__PURE__ */ routInputSchema();

/**
 * The input of {@link routRecovery}: the routing unit and the GM's modifier.
 *
 * @example
 * ```ts
 * const input: RoutInput = { unit: routingThugs, gmRollModifier: 1 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface RoutInput extends z.infer<typeof RoutInputSchema> {}

/**
 * Rout recovery (VIV-MOR-7): at the start of each following turn a routing unit rolls a D6 and stops on a 6 (a PC
 * on 5–6); a disrupted unit rallies the same way (VIV-MOR-12, VIV-AMB-25).
 *
 * @param input - `{ unit, gmRollModifier? }`
 * @param options - vivid options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ rolled, stops, unit }`
 * @example
 * ```ts
 * resolve(routRecovery({ unit: routingThugs, gmRollModifier: 1 }), scriptedDice(["d6:5"])).value.stops; // true: the GM's +1
 * ```
 */
export function routRecovery(input: RoutInput, options?: VividOptionsInput | null): Chance<RallyResolution>;
/**
 * Rout recovery, positional form.
 *
 * @deprecated Use `routRecovery({ unit, gmRollModifier }, options)`.
 * @param unit - the routing or disrupted unit
 * @param gmRollModifier - the GM's modifier to the die (VIV-GEN-1), added to the face
 * @returns a chance of `{ rolled, stops, unit }`
 * @example
 * ```ts
 * resolve(routRecovery(routingThugs, 1), scriptedDice(["d6:5"])).value.stops; // true
 * ```
 */
export function routRecovery(unit: Unit, gmRollModifier?: number | null): Chance<RallyResolution>;
export function routRecovery(...args: unknown[]): Chance<RallyResolution> {
  if (!isNamedCall(args, "unit")) return recoverFromRout(...(args as Parameters<typeof recoverFromRout>));
  const i = named("vivid.routRecovery", RoutInputSchema, args[0]);
  optionsOf("vivid.routRecovery", args[1]);
  return routRecoveryOf(deepFreeze(i.unit), [], i.gmRollModifier ?? 0);
}

// --- turn checks (the options last, after the GM's modifier) -----------------------------------------------------

/**
 * The input of {@link sideInitiative}: the sides, last turn's winner and the GM's modifiers by side.
 *
 * @example
 * ```ts
 * validate(SideInitiativeInputSchema, { sides: ["heroes", "villains"], previousWinner: "villains" }).ok; // true
 * ```
 */
export const SideInitiativeInputSchema = /* @__PURE__ */ strictObject({
  /** The sides' names, 2 to 6. */
  sides: /* @__PURE__ */ boundedArray(/* @__PURE__ */ boundedString(), INPUT_LIMITS.listLength).check(z.minLength(2), z.maxLength(6)),
  /** Last turn's winner, for the tie option (VIV-AMB-2). */
  previousWinner: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ boundedString())),
  /** The GM's modifier to a side's roll, by side name (VIV-GM-1). */
  gmRollModifiers: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.nullable(
      /* @__PURE__ */ z.record(/* @__PURE__ */ boundedString(INPUT_LIMITS.idLength), /* @__PURE__ */ z.int().check(z.gte(-10), z.lte(10))),
    ),
  ),
});

/**
 * The sides, last turn's winner and the GM's modifiers (see {@link SideInitiativeInputSchema}).
 *
 * @example
 * ```ts
 * const input: SideInitiativeInput = { sides: ["heroes", "villains"], gmRollModifiers: { villains: 1 } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface SideInitiativeInput extends z.input<typeof SideInitiativeInputSchema> {}

/**
 * Which side goes first (VIV-SEQ-1): each side rolls a D10, highest first; ties as option `initiativeTie` says.
 *
 * @param input - `{ sides, previousWinner?, gmRollModifiers? }`
 * @param options - vivid options
 * @returns a chance of the order
 * @example
 * ```ts
 * odds(sideInitiative({ sides: ["heroes", "villains"] })).size > 0; // true
 * ```
 */
export function sideInitiative(input: SideInitiativeInput, options?: VividOptionsInput | null): Chance<InitiativeResult>;
/**
 * Which side goes first, positional form (the options before the GM's modifiers).
 *
 * @deprecated Use `sideInitiative({ sides, previousWinner, gmRollModifiers }, options)`.
 * @param sides - the sides' names
 * @param previousWinner - last turn's winner
 * @param options - vivid options
 * @param gmRollModifiers - the GM's modifier by side
 * @returns a chance of the order
 * @example
 * ```ts
 * sideInitiative(["heroes", "villains"]);
 * ```
 */
export function sideInitiative(
  sides: readonly string[],
  previousWinner?: string | null,
  options?: VividOptionsInput | null,
  gmRollModifiers?: Readonly<Record<string, number>> | null,
): Chance<InitiativeResult>;
export function sideInitiative(...args: unknown[]): Chance<InitiativeResult> {
  if (!isNamedCall(args, "sides")) return initiativeOfSides(...(args as Parameters<typeof initiativeOfSides>));
  const fn = "vivid.sideInitiative";
  const i = named(fn, SideInitiativeInputSchema, args[0]);
  return sideInitiativeValidated(fn, i.sides, absentIfNull(i.previousWinner), i.gmRollModifiers ?? {}, vividOptions(args[1] ?? {}), "input.");
}

/**
 * The input of {@link sixthSense}: the figure, the distance to the hidden enemy and the GM's modifier.
 *
 * @example
 * ```ts
 * validate(SixthSenseInputSchema, { figure: scout, distance: 8 }).ok; // true
 * ```
 */
export const SixthSenseInputSchema = /* @__PURE__ */ sixthSenseInputSchema();

/**
 * The figure, the distance and the GM's modifier (see {@link SixthSenseInputSchema}).
 *
 * @example
 * ```ts
 * const input: SixthSenseInput = { figure: scout, distance: 8, gmRollModifier: -1 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface SixthSenseInput extends z.input<typeof SixthSenseInputSchema> {}

/**
 * A Sixth Sense roll (VIV-TRAIT-P2): whether the figure senses a hidden enemy at a distance.
 *
 * @param input - `{ figure, distance, gmRollModifier? }`
 * @param options - vivid options (luck)
 * @returns a chance of the result
 * @example
 * ```ts
 * odds(sixthSense({ figure: scout, distance: 8 })).size > 0; // true
 * ```
 */
export function sixthSense(input: SixthSenseInput, options?: VividOptionsInput | null): Chance<SixthSenseResult>;
/**
 * A Sixth Sense roll, positional form (the options before the GM's modifier).
 *
 * @deprecated Use `sixthSense({ figure, distance, gmRollModifier }, options)`.
 * @param figure - the figure
 * @param distance - the distance to the hidden enemy
 * @param options - vivid options
 * @param gmRollModifier - the GM's modifier
 * @returns a chance of the result
 * @example
 * ```ts
 * sixthSense(scout, 8);
 * ```
 */
export function sixthSense(figure: Figure, distance: number, options?: VividOptionsInput | null, gmRollModifier?: number | null): Chance<SixthSenseResult>;
export function sixthSense(...args: unknown[]): Chance<SixthSenseResult> {
  if (!isNamedCall(args, "figure")) return senseOf(...(args as Parameters<typeof senseOf>));
  const fn = "vivid.sixthSense";
  const i = named(fn, SixthSenseInputSchema, args[0]);
  return sixthSenseChance(fn, i.figure, i.distance, luckUnder(i.figure, vividOptions(args[1] ?? {})), i.gmRollModifier ?? 0);
}

/**
 * The input of {@link impetuousCheck}: the figure, the situation and the GM's modifier.
 *
 * @example
 * ```ts
 * validate(ImpetuousInputSchema, { figure: hothead, situation: { distance: 6, superiorPresent: false, commandsUnit: false } }).ok; // true
 * ```
 */
export const ImpetuousInputSchema = /* @__PURE__ */ impetuousInputSchema();

/**
 * The figure, the situation and the GM's modifier (see {@link ImpetuousInputSchema}).
 *
 * @example
 * ```ts
 * const input: ImpetuousInput = { figure: hothead, situation: { distance: 6, superiorPresent: false, commandsUnit: false } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface ImpetuousInput extends z.input<typeof ImpetuousInputSchema> {}

/**
 * An Impetuous check (VIV-TRAIT-N5): whether the figure charges an enemy in reach.
 *
 * @param input - `{ figure, situation, gmRollModifier? }`
 * @param options - vivid options (luck, zombie move)
 * @returns a chance of the result
 * @example
 * ```ts
 * odds(impetuousCheck({ figure: hothead, situation: { distance: 6, superiorPresent: false, commandsUnit: false } })).size > 0; // true
 * ```
 */
export function impetuousCheck(input: ImpetuousInput, options?: VividOptionsInput | null): Chance<ImpetuousResult>;
/**
 * An Impetuous check, positional form (the options before the GM's modifier).
 *
 * @deprecated Use `impetuousCheck({ figure, situation, gmRollModifier }, options)`.
 * @param figure - the figure
 * @param situation - distance, superior present, commands its unit
 * @param options - vivid options
 * @param gmRollModifier - the GM's modifier
 * @returns a chance of the result
 * @example
 * ```ts
 * impetuousCheck(hothead, { distance: 6, superiorPresent: false, commandsUnit: false });
 * ```
 */
export function impetuousCheck(
  figure: Figure,
  situation: { distance: number; superiorPresent: boolean; commandsUnit: boolean },
  options?: VividOptionsInput | null,
  gmRollModifier?: number | null,
): Chance<ImpetuousResult>;
export function impetuousCheck(...args: unknown[]): Chance<ImpetuousResult> {
  if (!isNamedCall(args, "figure")) return impetuousOf(...(args as Parameters<typeof impetuousOf>));
  const i = named("vivid.impetuousCheck", ImpetuousInputSchema, args[0]);
  return impetuousCheckValidated(i.figure, i.situation, vividOptions(args[1] ?? {}), i.gmRollModifier ?? 0);
}

/**
 * The input of {@link clumsyCheck}: the figure, what it is about to do and the GM's modifier.
 *
 * @example
 * ```ts
 * validate(ClumsyInputSchema, { figure: oaf, action: "shooting" }).ok; // true
 * ```
 */
export const ClumsyInputSchema = /* @__PURE__ */ clumsyInputSchema({});

/**
 * The figure, its action and the GM's modifier (see {@link ClumsyInputSchema}).
 *
 * @example
 * ```ts
 * const input: ClumsyInput = { figure: oaf, action: "handToHand" };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface ClumsyInput extends z.input<typeof ClumsyInputSchema> {}

/**
 * A Clumsy test (VIV-TRAIT-N4) before shooting or hand-to-hand: a failure drops the weapon.
 *
 * @param input - `{ figure, action, gmRollModifier? }`
 * @param options - vivid options (luck)
 * @returns a chance of the result
 * @example
 * ```ts
 * odds(clumsyCheck({ figure: oaf, action: "shooting" })).size > 0; // true
 * ```
 */
export function clumsyCheck(input: ClumsyInput, options?: VividOptionsInput | null): Chance<ClumsyResult>;
/**
 * A Clumsy test, positional form (the options before the GM's modifier).
 *
 * @deprecated Use `clumsyCheck({ figure, action, gmRollModifier }, options)`.
 * @param figure - the figure
 * @param action - what it is about to do
 * @param options - vivid options
 * @param gmRollModifier - the GM's modifier
 * @returns a chance of the result
 * @example
 * ```ts
 * clumsyCheck(oaf, "shooting");
 * ```
 */
export function clumsyCheck(
  figure: Figure,
  action: "shooting" | "handToHand",
  options?: VividOptionsInput | null,
  gmRollModifier?: number | null,
): Chance<ClumsyResult>;
export function clumsyCheck(...args: unknown[]): Chance<ClumsyResult> {
  if (!isNamedCall(args, "figure")) return clumsyOf(...(args as Parameters<typeof clumsyOf>));
  const i = named("vivid.clumsyCheck", ClumsyInputSchema, args[0]);
  return clumsyChance(i.figure, i.action, false, luckUnder(i.figure, vividOptions(args[1] ?? {})), i.gmRollModifier ?? 0);
}

// --- luck, recovery, the 50% rule and spotting (issue 16: every input one object, the options last) -------------

/**
 * The input of {@link cliffHanger}: the killed PC, whether the GM allows the roll and the GM's modifier.
 *
 * @example
 * ```ts
 * validate(CliffHangerInputSchema, { figure: deadJack, gmAllows: true }).ok; // true
 * ```
 */
export const CliffHangerInputSchema = /* @__PURE__ */ cliffHangerInputSchema();

/**
 * The killed PC, the GM's leave and modifier (see {@link CliffHangerInputSchema}).
 *
 * @example
 * ```ts
 * const input: CliffHangerInput = { figure: deadJack, gmAllows: true };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface CliffHangerInput extends z.input<typeof CliffHangerInputSchema> {}

/**
 * The Cliff-hanger (VIV-CLIFF-1, VIV-AMB-40): one last luck roll, if the GM allows it (VIV-GM-7), for a killed PC
 * at the end of a game or a GM-chosen non-combat escape; Charmed Life re-rolls a failure (VIV-TRAIT-P7).
 *
 * @param input - `{ figure, gmAllows, gmRollModifier? }`
 * @param options - vivid options (`nearSightedCaps`: Near Sighted caps the Luck rolled under, VIV-AMB-46)
 * @returns a chance of `{ allowed, survived, figure }`
 * @example
 * ```ts
 * resolve(cliffHanger({ figure: deadJack, gmAllows: true }), scriptedDice(["d10:4"])).value.survived; // true with Luck 5
 * ```
 */
export function cliffHanger(input: CliffHangerInput, options?: VividOptionsInput | null): Chance<CliffHangerResult>;
/**
 * The Cliff-hanger, positional form (the options after the GM's modifier).
 *
 * @deprecated Use `cliffHanger({ figure, gmAllows, gmRollModifier }, options)`.
 * @param figure - the killed PC
 * @param gmAllows - the GM allows it (VIV-GM-7)
 * @param gmRollModifier - the GM's modifier to the die (VIV-GEN-1)
 * @param options - vivid options
 * @returns a chance of `{ allowed, survived, figure }`
 * @example
 * ```ts
 * resolve(cliffHanger(deadJack, true), scriptedDice(["d10:4"])).value.survived; // true with Luck 5
 * ```
 */
export function cliffHanger(figure: Figure, gmAllows: boolean, gmRollModifier?: number | null, options?: VividOptionsInput | null): Chance<CliffHangerResult>;
export function cliffHanger(...args: unknown[]): Chance<CliffHangerResult> {
  if (!isNamedCall(args, "gmAllows")) return cliffHangerOf(...(args as Parameters<typeof cliffHangerOf>));
  const fn = "vivid.cliffHanger";
  const i = named(fn, CliffHangerInputSchema, args[0]);
  const capsLuck = optionsOf(fn, args[1]).nearSightedCaps === "luck";
  return rollCliffHangerParsed(fn, i.figure, i.gmAllows, { reroll: "VIV-TRAIT-P7", capsLuck }, i.gmRollModifier ?? 0);
}

/**
 * The input of {@link woundedRecovery}: the wounded PC, the game turn and the GM's modifier.
 *
 * @example
 * ```ts
 * validate(RecoveryInputSchema, { figure: woundedJack, turn: 3 }).ok; // true
 * ```
 */
export const RecoveryInputSchema = /* @__PURE__ */ recoveryInputSchema();

/**
 * The wounded PC, the turn and the GM's modifier (see {@link RecoveryInputSchema}).
 *
 * @example
 * ```ts
 * const input: RecoveryInput = { figure: woundedJack, turn: 3 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface RecoveryInput extends z.input<typeof RecoveryInputSchema> {}

/**
 * A wounded PC's end-of-turn recovery roll (VIV-WOUND-5): a D6, fit again on a 6; not in the turn Medical Training
 * revived it (VIV-TRAIT-P10).
 *
 * @param input - `{ figure, turn, gmRollModifier? }`
 * @param options - vivid options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ rolled, recovered, figure }`
 * @example
 * ```ts
 * resolve(woundedRecovery({ figure: woundedJack, turn: 3 }), scriptedDice(["d6:6"])).value.recovered; // true
 * ```
 */
export function woundedRecovery(input: RecoveryInput, options?: VividOptionsInput | null): Chance<RecoveryResolution>;
/**
 * A wounded PC's end-of-turn recovery roll, positional form.
 *
 * @deprecated Use `woundedRecovery({ figure, turn, gmRollModifier }, options)`.
 * @param figure - the wounded PC
 * @param turn - the game turn
 * @param gmRollModifier - the GM's modifier to the die (VIV-GEN-1)
 * @returns a chance of `{ rolled, recovered, figure }`
 * @example
 * ```ts
 * resolve(woundedRecovery(woundedJack, 3), scriptedDice(["d6:6"])).value.recovered; // true
 * ```
 */
export function woundedRecovery(figure: Figure, turn: number, gmRollModifier?: number | null): Chance<RecoveryResolution>;
export function woundedRecovery(...args: unknown[]): Chance<RecoveryResolution> {
  if (!isNamedCall(args, "figure")) return recoveryOf(...(args as Parameters<typeof recoveryOf>));
  const fn = "vivid.woundedRecovery";
  const i = named(fn, RecoveryInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return rollRecoveryParsed(fn, i.figure, i.turn, [], i.gmRollModifier ?? 0);
}

/**
 * The input of {@link medicalTraining}: the medic, the patient and the game turn.
 *
 * @example
 * ```ts
 * validate(MedicalTrainingInputSchema, { medic: doc, patient: deadJack, turn: 5 }).ok; // true
 * ```
 */
export const MedicalTrainingInputSchema = /* @__PURE__ */ strictObject({
  /** The figure with Medical Training. */
  medic: FigureSchema,
  /** The figure treated. */
  patient: FigureSchema,
  /** The game turn (a PC killed in turn t is revived by turn t + `medicWindowTurns`, VIV-AMB-11). */
  turn: TurnSchema,
});

/**
 * The medic, the patient and the turn (see {@link MedicalTrainingInputSchema}).
 *
 * @example
 * ```ts
 * const input: MedicalTrainingInput = { medic: doc, patient: deadJack, turn: 5 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface MedicalTrainingInput extends z.input<typeof MedicalTrainingInputSchema> {}

/**
 * Medical Training (VIV-TRAIT-P10, VIV-AMB-11): a Wounded figure becomes fit; a PC killed in turn t becomes Wounded
 * if treated by turn t + `medicWindowTurns` (default 3). No roll.
 *
 * @param input - `{ medic, patient, turn }`
 * @param options - vivid options (`medicWindowTurns`)
 * @returns what the treatment did
 * @example
 * ```ts
 * medicalTraining({ medic: doc, patient: deadJack, turn: 5 }).reason; // "revived" if Jack died in turn 2..5
 * ```
 */
export function medicalTraining(input: MedicalTrainingInput, options?: VividOptionsInput | null): Treatment;
/**
 * Medical Training, positional form.
 *
 * @deprecated Use `medicalTraining({ medic, patient, turn }, options)`.
 * @param medic - the figure with Medical Training
 * @param patient - the figure treated
 * @param turn - the game turn
 * @param options - vivid options (`medicWindowTurns`)
 * @returns what the treatment did
 * @example
 * ```ts
 * medicalTraining(doc, deadJack, 5).reason; // "revived" if Jack died in turn 2..5
 * ```
 */
export function medicalTraining(medic: Figure, patient: Figure, turn: number, options?: VividOptionsInput | null): Treatment;
export function medicalTraining(...args: unknown[]): Treatment {
  if (!isNamedCall(args, "medic")) return treatmentOf(...(args as Parameters<typeof treatmentOf>));
  const fn = "vivid.medicalTraining";
  const i = named(fn, MedicalTrainingInputSchema, args[0]);
  return treatFigure(i.medic, i.patient, i.turn, optionsOf(fn, args[1]).medicWindowTurns);
}

/**
 * The input of {@link fiftyPercentRule}: the side's units and the figures it started with.
 *
 * @example
 * ```ts
 * validate(FiftyPercentInputSchema, { units: [thugs], startingFigures: 10 }).ok; // true
 * ```
 */
export const FiftyPercentInputSchema = /* @__PURE__ */ strictObject({
  /** The side's units. */
  units: /* @__PURE__ */ boundedArray(UnitSchema, INPUT_LIMITS.unitsPerSide),
  /** The figures the side started with (default: every member listed; at least that many). */
  startingFigures: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ boundedInt(0, 100_000))),
});

/**
 * The side and its starting strength (see {@link FiftyPercentInputSchema}).
 *
 * @example
 * ```ts
 * const input: FiftyPercentInput = { units: [thugs], startingFigures: 10 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface FiftyPercentInput extends z.input<typeof FiftyPercentInputSchema> {}

/**
 * The optional 50% rule (VIV-MOR-10, VIV-MOR-11, VIV-AMB-6): a side that has lost over half its figures retires,
 * its PCs with their men; units under an inspired leader are exempt with Inspired scope `both`; figures out for
 * the game count as lost unless `fiftyPercentCountsKnockedOut` is false (VIV-AMB-48).
 *
 * @param input - `{ units, startingFigures? }`
 * @param options - vivid options (`inspiredScope`, `fiftyPercentCountsKnockedOut`)
 * @returns the verdict
 * @example
 * ```ts
 * fiftyPercentRule({ units: [thugs] }).retire; // true when 6 of 10 are dead
 * ```
 */
export function fiftyPercentRule(input: FiftyPercentInput, options?: VividOptionsInput | null): FiftyPercentVerdict;
/**
 * The optional 50% rule, positional form.
 *
 * @deprecated Use `fiftyPercentRule({ units, startingFigures }, options)`.
 * @param units - the side's units
 * @param startingFigures - the figures the side started with
 * @param options - vivid options
 * @returns the verdict
 * @example
 * ```ts
 * fiftyPercentRule([thugs]).retire; // true when 6 of 10 are dead
 * ```
 */
export function fiftyPercentRule(units: readonly Unit[], startingFigures?: number | null, options?: VividOptionsInput | null): FiftyPercentVerdict;
export function fiftyPercentRule(...args: unknown[]): FiftyPercentVerdict {
  if (!isNamedCall(args, "units")) return fiftyPercentOf(...(args as Parameters<typeof fiftyPercentOf>));
  const fn = "vivid.fiftyPercentRule";
  const i = named(fn, FiftyPercentInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(fn, [["startingFigures", "input.startingFigures"]], () =>
    fiftyPercentValidated(fn, i.units, absentIfNull(i.startingFigures), o.inspiredScope, o.fiftyPercentCountsKnockedOut),
  );
}

/**
 * The input of {@link canSpot}: the spotter and the bearing of the target from its facing.
 *
 * @example
 * ```ts
 * validate(SpotInputSchema, { figure: scout, bearingDeg: -30 }).ok; // true
 * ```
 */
export const SpotInputSchema = /* @__PURE__ */ spotInputSchema();

/**
 * The spotter and the bearing (see {@link SpotInputSchema}).
 *
 * @example
 * ```ts
 * const input: SpotInput = { figure: scout, bearingDeg: -30 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface SpotInput extends z.input<typeof SpotInputSchema> {}

/**
 * Whether a figure can spot (see) a target at a bearing from its facing (VIV-TRAIT-N1, RUG-AMB-20): a Blind Eye
 * figure sees straight ahead and up to 45° toward its good eye, and spots nothing on its blind side. Make this check
 * before a spotting roll.
 *
 * @param input - `{ figure, bearingDeg }`
 * @param options - vivid options
 * @returns `{ ok, reasons }` (BLIND_SIDE when hidden)
 * @throws RulesError INVALID_INPUT at `input.figure...` when a Blind Eye trait does not name its side
 * @example
 * ```ts
 * canSpot({ figure: { ...scout, traits: [{ ...VIVID_TRAITS.blindEye, side: "left" }] }, bearingDeg: -30 }).ok; // false
 * ```
 */
export function canSpot(input: SpotInput, options?: VividOptionsInput | null): FireVerdict;
/**
 * Whether a figure can spot a target at a bearing, positional form.
 *
 * @deprecated Use `canSpot({ figure, bearingDeg }, options)`.
 * @param figure - the spotter
 * @param bearingDeg - the bearing of the target from its facing, -180..180
 * @param options - vivid options
 * @returns `{ ok, reasons }`
 * @example
 * ```ts
 * canSpot({ ...scout, traits: [{ ...VIVID_TRAITS.blindEye, side: "left" }] }, -30).ok; // false
 * ```
 */
export function canSpot(figure: Figure, bearingDeg: number, options?: VividOptionsInput | null): FireVerdict;
export function canSpot(...args: unknown[]): FireVerdict {
  if (!isNamedCall(args, "bearingDeg")) return spotVerdict(...(args as Parameters<typeof spotVerdict>));
  const fn = "vivid.canSpot";
  const i = named(fn, SpotInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(fn, FIGURE_PATHS, () => spotRefusals(fn, i.figure, i.bearingDeg, vividShootingSystemOf(o).options, "VIV-TRAIT-N1"));
}

// --- the gadgets (issue 16: every gadget resolver `name(input, options?)`, the gadget a field of the input) ------

/**
 * The input of {@link pickLock}.
 *
 * @example
 * ```ts
 * validate(LockPickInputSchema, { figure: jack, gm: { locksmith: false, turns: 1 } }).ok; // true
 * ```
 */
export const LockPickInputSchema = /* @__PURE__ */ strictObject({
  /** The figure picking the lock. */
  figure: FigureSchema,
  /** The GM's rulings on the lock (VIV-GM-8): always given. */
  gm: /* @__PURE__ */ strictObject({
    /** The figure is a skilled locksmith: no luck roll. */
    locksmith: /* @__PURE__ */ z.boolean(),
    /** Turns the lock takes (at least the set's 1). */
    turns: /* @__PURE__ */ boundedInt(1, 100),
  }),
  /** The lock pick set (default the catalogue's). */
  picks: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link pickLock} (see {@link LockPickInputSchema}).
 *
 * @example
 * ```ts
 * const input: LockPickInput = { figure: jack, gm: { locksmith: false, turns: 1 } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface LockPickInput extends z.input<typeof LockPickInputSchema> {}

/**
 * Picking a lock with a lock pick set (VIV-GAD-13): it takes at least one turn (the GM says how many), with
 * no movement in it; a skilled locksmith opens it, anyone else needs a luck roll (VIV-LUCK-3).
 *
 * @param input - the pickLock input ({@link LockPickInput})
 * @param options - vivid options (luck)
 * @returns a chance of `{ opened, turns, rolled }`
 * @example
 * ```ts
 * resolve(pickLock({ figure: jack, gm: { locksmith: false, turns: 1 } }), scriptedDice(["d10:5"])).value.opened; // true with Luck 5
 * ```
 */
export function pickLock(input: LockPickInput, options?: VividOptionsInput | null): Chance<LockPickResult>;
/**
 * pickLock, positional form.
 *
 * @deprecated Use `pickLock({ figure, gm, picks }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ opened, turns, rolled }`
 * @example
 * ```ts
 * resolve(pickLock(jack, { locksmith: false, turns: 1 }), scriptedDice(["d10:5"])).value.opened; // true with Luck 5
 * ```
 */
export function pickLock(...args: Parameters<typeof picksOf>): Chance<LockPickResult>;
export function pickLock(...args: unknown[]): Chance<LockPickResult> {
  if (!isNamedCall(args, "gm")) return picksOf(...(args as Parameters<typeof picksOf>));
  const fn = "vivid.pickLock";
  const i = named(fn, LockPickInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["figure", "input.figure"],
      ["gm", "input.gm"],
      ["gadget", "input.picks"],
    ],
    () => picksOf(i.figure, i.gm, { ...(i.picks === undefined ? {} : { picks: i.picks }), options: o }),
  );
}

/**
 * The input of {@link multiToolRoll}.
 *
 * @example
 * ```ts
 * validate(MultiToolInputSchema, { figure: jack, gmApproved: true }).ok; // true
 * ```
 */
export const MultiToolInputSchema = /* @__PURE__ */ strictObject({
  /** The figure with the tool. */
  figure: FigureSchema,
  /** Whether the GM approves the task as one for the tool (VIV-GM-8). */
  gmApproved: /* @__PURE__ */ z.boolean(),
  /** What the roll is for, for the trace. */
  purpose: /* @__PURE__ */ z.optional(/* @__PURE__ */ boundedString()),
  /** The multi-tool (default the catalogue's). */
  tool: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link multiToolRoll} (see {@link MultiToolInputSchema}).
 *
 * @example
 * ```ts
 * const input: MultiToolInput = { figure: jack, gmApproved: true };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface MultiToolInput extends z.input<typeof MultiToolInputSchema> {}

/**
 * A luck roll with the universal multi-tool (VIV-GAD-23): on a task the GM approves, +4 to the Luck target,
 * capped at 10 (ruling VIV-AMB-31: a bonus on the die would be a penalty in a roll-under system); on any
 * other task the tool gives nothing and the roll is a plain luck roll.
 *
 * @param input - the multiToolRoll input ({@link MultiToolInput})
 * @param options - vivid options (luck)
 * @returns a chance of `{ pass, rerolled }`
 * @example
 * ```ts
 * odds(multiToolRoll({ figure: jack, gmApproved: true }).map((r) => r.pass)).probability(true).toString(); // "9/10" with Luck 5
 * ```
 */
export function multiToolRoll(input: MultiToolInput, options?: VividOptionsInput | null): Chance<LuckRollResult>;
/**
 * multiToolRoll, positional form.
 *
 * @deprecated Use `multiToolRoll({ figure, gmApproved, purpose, tool }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ pass, rerolled }`
 * @example
 * ```ts
 * multiToolRoll(jack, true);
 * ```
 */
export function multiToolRoll(...args: Parameters<typeof multiToolOf>): Chance<LuckRollResult>;
export function multiToolRoll(...args: unknown[]): Chance<LuckRollResult> {
  if (!isNamedCall(args, "gmApproved")) return multiToolOf(...(args as Parameters<typeof multiToolOf>));
  const fn = "vivid.multiToolRoll";
  const i = named(fn, MultiToolInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["figure", "input.figure"],
      ["gmApproved", "input.gmApproved"],
      ["gadget", "input.tool"],
    ],
    () =>
      multiToolOf(i.figure, i.gmApproved, {
        ...(i.purpose === undefined ? {} : { purpose: i.purpose }),
        ...(i.tool === undefined ? {} : { tool: i.tool }),
        options: o,
      }),
  );
}

/**
 * The input of {@link mindTransfer}.
 *
 * @example
 * ```ts
 * validate(MindTransferInputSchema, { a: koo, b: curtis }).ok; // true
 * ```
 */
export const MindTransferInputSchema = /* @__PURE__ */ strictObject({
  /** The first figure in the chairs. */
  a: FigureSchema,
  /** The second. */
  b: FigureSchema,
  /** The machine (default the catalogue's). */
  machine: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link mindTransfer} (see {@link MindTransferInputSchema}).
 *
 * @example
 * ```ts
 * const input: MindTransferInput = { a: koo, b: curtis };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface MindTransferInput extends z.input<typeof MindTransferInputSchema> {}

/**
 * The mind transference machine (VIV-GAD-19, VIV-EX-11): the transfer takes 2 turns, then a D10 of 6 or
 * less succeeds (P 3/5) and the two figures assume reverse roles and characteristics: each body keeps its
 * id, weapons, armour, movement type and state, and takes the other's mind.
 *
 * @param input - the mindTransfer input ({@link MindTransferInput})
 * @param options - vivid options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ success, turns, figures }`
 * @example
 * ```ts
 * resolve(mindTransfer({ a: koo, b: curtis }), scriptedDice(["d10:6"])).value.figures[0].name; // "General Curtis"
 * ```
 */
export function mindTransfer(input: MindTransferInput, options?: VividOptionsInput | null): Chance<MindTransferResult>;
/**
 * mindTransfer, positional form.
 *
 * @deprecated Use `mindTransfer({ a, b, machine }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ success, turns, figures }`
 * @example
 * ```ts
 * mindTransfer(koo, curtis);
 * ```
 */
export function mindTransfer(...args: Parameters<typeof mindTransferOf>): Chance<MindTransferResult>;
export function mindTransfer(...args: unknown[]): Chance<MindTransferResult> {
  if (!isNamedCall(args, "b")) return mindTransferOf(...(args as Parameters<typeof mindTransferOf>));
  const fn = "vivid.mindTransfer";
  const i = named(fn, MindTransferInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["a", "input.a"],
      ["b", "input.b"],
      ["gadget", "input.machine"],
    ],
    () => mindTransferOf(i.a, i.b, i.machine ?? VIVID_GADGETS.mindTransference),
  );
}

/**
 * The input of {@link flashGrenade}.
 *
 * @example
 * ```ts
 * validate(FlashGrenadeInputSchema, { throwDistance: 5, targets: [{ figure: thug, distance: 8, warned: false }] }).ok; // true
 * ```
 */
export const FlashGrenadeInputSchema = /* @__PURE__ */ strictObject({
  /** Inches from the thrower to the impact point. */
  throwDistance: /* @__PURE__ */ z.number().check(z.gte(0), z.lte(10_000)),
  /** The figures around the impact point. */
  targets: /* @__PURE__ */ boundedArray(
    /* @__PURE__ */ strictObject({
      /** The figure. */
      figure: FigureSchema,
      /** Inches from the impact point (the GM places it, VIV-GM-8). */
      distance: /* @__PURE__ */ z.number().check(z.gte(0), z.lte(10_000)),
      /** The thrower or its immediate unit, warned in advance: immune. */
      warned: /* @__PURE__ */ z.boolean(),
    }),
    INPUT_LIMITS.listLength,
  ),
  /** The grenade (default the catalogue's). */
  grenade: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link flashGrenade} (see {@link FlashGrenadeInputSchema}).
 *
 * @example
 * ```ts
 * const input: FlashGrenadeInput = { throwDistance: 5, targets: [{ figure: thug, distance: 8, warned: false }] };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface FlashGrenadeInput extends z.input<typeof FlashGrenadeInputSchema> {}

/**
 * A flash grenade thrown at the start of the thrower's side turn (VIV-GAD-9, VIV-AMB-35): every enemy
 * within 8" of the impact point is stunned, unable to move or shoot (or fight back in hand-to-hand) for
 * the rest of the turn; the thrower and its immediate unit are immune. No dice. The throw reaches
 * `flashGrenadeRangeInches` (default 6", thrown-spear short range); farther is refused, as data.
 *
 * @param input - the flashGrenade input ({@link FlashGrenadeInput})
 * @param options - vivid options
 * @returns `{ thrown, stunned, figures }`
 * @example
 * ```ts
 * flashGrenade({ throwDistance: 5, targets: [{ figure: thug, distance: 8, warned: false }] }).stunned; // ["t1"]
 * ```
 */
export function flashGrenade(input: FlashGrenadeInput, options?: VividOptionsInput | null): FlashResult;
/**
 * flashGrenade, positional form.
 *
 * @deprecated Use `flashGrenade({ throwDistance, targets, grenade }, options)`.
 * @param args - the positional arguments
 * @returns `{ thrown, stunned, figures }`
 * @example
 * ```ts
 * flashGrenade(5, [{ figure: thug, distance: 8, warned: false }]).stunned; // ["t1"]
 * ```
 */
export function flashGrenade(...args: Parameters<typeof flashOf>): FlashResult;
export function flashGrenade(...args: unknown[]): FlashResult {
  if (!isNamedCall(args, "targets")) return flashOf(...(args as Parameters<typeof flashOf>));
  const fn = "vivid.flashGrenade";
  const i = named(fn, FlashGrenadeInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["throwDistance", "input.throwDistance"],
      ["targets", "input.targets"],
      ["gadget", "input.grenade"],
    ],
    () => flashOf(i.throwDistance, i.targets, { ...(i.grenade === undefined ? {} : { grenade: i.grenade }), options: o }),
  );
}

/**
 * The input of {@link mercyBullets}.
 *
 * @example
 * ```ts
 * validate(MercyBulletsInputSchema, { figure: thug, hits: 1, target: { inVehicle: false } }).ok; // true
 * ```
 */
export const MercyBulletsInputSchema = /* @__PURE__ */ strictObject({
  /** The hit figure. */
  figure: FigureSchema,
  /** How many mercy bullets hit it (1 to 20). */
  hits: /* @__PURE__ */ boundedInt(1, 20),
  /** Whether it sits in a vehicle (VIV-GM-8). */
  target: /* @__PURE__ */ strictObject({
    /** The target is inside a vehicle. */
    inVehicle: /* @__PURE__ */ z.boolean(),
    /** The vehicle's windows are open (required when `inVehicle`). */
    windowsOpen: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    /** The GM decides the bullets reach it anyway. */
    gmAllows: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  }),
  /** The ammunition (default the catalogue's). */
  ammo: /* @__PURE__ */ z.optional(GadgetSchema),
  /** Whether a PC rolls luck against a bad result (VIV-LUCK-2 "may"; default true). */
  useLuck: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The game turn, recorded on the figure. */
  turn: /* @__PURE__ */ z.optional(TurnSchema),
  /** A bullet-proof vest (VIV-GAD-12, VIV-AMB-32): `true` for the text's, or `{ stopsOnOrBelow }`; absent: the vest the figure carries, if any. */
  vest: /* @__PURE__ */ z.optional(VestSchema),
});

/**
 * The input of {@link mercyBullets} (see {@link MercyBulletsInputSchema}).
 *
 * @example
 * ```ts
 * const input: MercyBulletsInput = { figure: thug, hits: 1, target: { inVehicle: false } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface MercyBulletsInput extends z.input<typeof MercyBulletsInputSchema> {}

/**
 * Mercy bullets hitting a figure (VIV-GAD-5, VIV-DT-8): no penetration, so a figure in a vehicle is hit only
 * through open windows or by the GM's leave; each hit rolls on the wound table at +2 and a Wounded or
 * Killed result means unconscious instead (a non-PC for the rest of the game, a PC until its wake-up roll,
 * {@link wakeRoll}). The vest still stops them by default (VIV-AMB-29).
 *
 * @param input - the mercyBullets input ({@link MercyBulletsInput})
 * @param options - vivid options (VIV-AMB-29 `mercyVestApplies`, the wound die)
 * @returns a chance of `{ landed, wound, figure }`
 * @example
 * ```ts
 * resolve(mercyBullets({ figure: thug, hits: 1, target: { inVehicle: false } }), scriptedDice(["d6:1"])).value.figure.status?.wound; // "unconscious"
 * ```
 */
export function mercyBullets(input: MercyBulletsInput, options?: VividOptionsInput | null): Chance<GadgetHitResult>;
/**
 * mercyBullets, positional form.
 *
 * @deprecated Use `mercyBullets({ figure, hits, target, ammo, useLuck, turn, vest }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ landed, wound, figure }`
 * @example
 * ```ts
 * mercyBullets(thug, 1, { inVehicle: false });
 * ```
 */
export function mercyBullets(...args: Parameters<typeof mercyOf>): Chance<GadgetHitResult>;
export function mercyBullets(...args: unknown[]): Chance<GadgetHitResult> {
  if (!isNamedCall(args, "target")) return mercyOf(...(args as Parameters<typeof mercyOf>));
  const fn = "vivid.mercyBullets";
  const i = named(fn, MercyBulletsInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["figure", "input.figure"],
      ["hits", "input.hits"],
      ["target", "input.target"],
      ["gadget", "input.ammo"],
      ["settings.turn", "input.turn"],
    ],
    () =>
      mercyOf(i.figure, i.hits, i.target, {
        ...(i.ammo === undefined ? {} : { ammo: i.ammo }),
        ...(i.useLuck === undefined ? {} : { useLuck: i.useLuck }),
        ...(i.turn === undefined ? {} : { turn: i.turn }),
        ...(i.vest === undefined ? {} : { vest: i.vest }),
        options: o,
      }),
  );
}

/**
 * The input of {@link thimbleHits}.
 *
 * @example
 * ```ts
 * validate(ThimbleHitsInputSchema, { wearer: jack, victim: thug, hits: 1 }).ok; // true
 * ```
 */
export const ThimbleHitsInputSchema = /* @__PURE__ */ strictObject({
  /** The figure wearing the thimble. */
  wearer: FigureSchema,
  /** The figure it hit. */
  victim: FigureSchema,
  /** Hits delivered (1 to 10). */
  hits: /* @__PURE__ */ boundedInt(1, 10),
  /** The carried thimble, with its uses (default the catalogue's, 3 uses). */
  thimble: /* @__PURE__ */ z.optional(GadgetSchema),
  /** Whether a PC rolls luck against a bad result (VIV-LUCK-2 "may"; default true). */
  useLuck: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The game turn, recorded on the figure. */
  turn: /* @__PURE__ */ z.optional(TurnSchema),
  /** A bullet-proof vest (VIV-GAD-12, VIV-AMB-32): `true` for the text's, or `{ stopsOnOrBelow }`; absent: the vest the figure carries, if any. */
  vest: /* @__PURE__ */ z.optional(VestSchema),
});

/**
 * The input of {@link thimbleHits} (see {@link ThimbleHitsInputSchema}).
 *
 * @example
 * ```ts
 * const input: ThimbleHitsInput = { wearer: jack, victim: thug, hits: 1 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface ThimbleHitsInput extends z.input<typeof ThimbleHitsInputSchema> {}

/**
 * Hand-to-hand hits delivered with an anesthetic thimble (VIV-GAD-7): each hit rolls the wound table at +1
 * (hand-to-hand) and, for a non-PC hit by a PC, +3 more; a Wounded or Killed result means unconscious (a
 * non-PC for the rest of the game; a tranquillised PC rolls {@link wakeRoll} each turn). Each hit
 * delivered spends one of the thimble's 3 uses (VIV-AMB-30); with fewer uses left than hits, nothing is
 * injected (`OUT_OF_ANESTHETIC`) and the caller rolls ordinary hand-to-hand wounds.
 *
 * @param input - the thimbleHits input ({@link ThimbleHitsInput})
 * @param options - vivid options (the wound die, Ox, luck)
 * @returns a chance of `{ landed, wound, figure, thimble }`
 * @example
 * ```ts
 * resolve(thimbleHits({ wearer: jack, victim: thug, hits: 1 }), scriptedDice(["d6:1"])).value.thimble?.uses; // 2
 * ```
 */
export function thimbleHits(input: ThimbleHitsInput, options?: VividOptionsInput | null): Chance<GadgetHitResult>;
/**
 * thimbleHits, positional form.
 *
 * @deprecated Use `thimbleHits({ wearer, victim, hits, thimble, useLuck, turn, vest }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ landed, wound, figure, thimble }`
 * @example
 * ```ts
 * thimbleHits(jack, thug, 1, VIVID_GADGETS.anestheticThimble);
 * ```
 */
export function thimbleHits(...args: Parameters<typeof thimbleOf>): Chance<GadgetHitResult>;
export function thimbleHits(...args: unknown[]): Chance<GadgetHitResult> {
  if (!isNamedCall(args, "wearer")) return thimbleOf(...(args as Parameters<typeof thimbleOf>));
  const fn = "vivid.thimbleHits";
  const i = named(fn, ThimbleHitsInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["wearer", "input.wearer"],
      ["victim", "input.victim"],
      ["hits", "input.hits"],
      ["gadget", "input.thimble"],
      ["settings.turn", "input.turn"],
    ],
    () =>
      thimbleOf(i.wearer, i.victim, i.hits, i.thimble ?? VIVID_GADGETS.anestheticThimble, {
        ...(i.useLuck === undefined ? {} : { useLuck: i.useLuck }),
        ...(i.turn === undefined ? {} : { turn: i.turn }),
        ...(i.vest === undefined ? {} : { vest: i.vest }),
        options: o,
      }),
  );
}

/**
 * The input of {@link deathRayHits}.
 *
 * @example
 * ```ts
 * validate(DeathRayHitsInputSchema, { figure: thug, hits: 1 }).ok; // true
 * ```
 */
export const DeathRayHitsInputSchema = /* @__PURE__ */ strictObject({
  /** The hit figure. */
  figure: FigureSchema,
  /** Hits scored (1 to 20). */
  hits: /* @__PURE__ */ boundedInt(1, 20),
  /** The ray (default the catalogue's). */
  ray: /* @__PURE__ */ z.optional(GadgetSchema),
  /** A gadget's conversion of the result (VIV-WOUND-7 step 3), if any. */
  conversion: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(["gas", "knockout"])),
  /** Whether a PC rolls luck against a bad result (VIV-LUCK-2 "may"; default true). */
  useLuck: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The game turn, recorded on the figure. */
  turn: /* @__PURE__ */ z.optional(TurnSchema),
  /** A bullet-proof vest (VIV-GAD-12, VIV-AMB-32): `true` for the text's, or `{ stopsOnOrBelow }`; absent: the vest the figure carries, if any. */
  vest: /* @__PURE__ */ z.optional(VestSchema),
});

/**
 * The input of {@link deathRayHits} (see {@link DeathRayHitsInputSchema}).
 *
 * @example
 * ```ts
 * const input: DeathRayHitsInput = { figure: thug, hits: 1 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface DeathRayHitsInput extends z.input<typeof DeathRayHitsInputSchema> {}

/**
 * Death Ray hits on a figure (VIV-GAD-18): a non-PC rolls the wound table at +3, a PC normally; the
 * rest of vivid's wound resolution applies (vest, Ox, luck). The ray's base 6 and unlimited range are its
 * weapon profile ({@link deathRay}, VIV-AMB-9).
 *
 * @param input - the deathRayHits input ({@link DeathRayHitsInput})
 * @param options - vivid options (the wound die, Ox, luck)
 * @returns a chance of the wound resolution
 * @example
 * ```ts
 * odds(deathRayHits({ figure: thug, hits: 1 }).map((r) => r.figure.status?.wound)).probability("killed").toString(); // "1"
 * ```
 */
export function deathRayHits(input: DeathRayHitsInput, options?: VividOptionsInput | null): Chance<WoundResolution>;
/**
 * deathRayHits, positional form.
 *
 * @deprecated Use `deathRayHits({ figure, hits, ray, useLuck, turn, conversion, vest }, options)`.
 * @param args - the positional arguments
 * @returns a chance of the wound resolution
 * @example
 * ```ts
 * deathRayHits(thug, 1);
 * ```
 */
export function deathRayHits(...args: Parameters<typeof deathRayOf>): Chance<WoundResolution>;
export function deathRayHits(...args: unknown[]): Chance<WoundResolution> {
  if (!isNamedCall(args, "hits")) return deathRayOf(...(args as Parameters<typeof deathRayOf>));
  const fn = "vivid.deathRayHits";
  const i = named(fn, DeathRayHitsInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["figure", "input.figure"],
      ["hits", "input.hits"],
      ["gadget", "input.ray"],
      ["settings.turn", "input.turn"],
    ],
    () =>
      deathRayOf(i.figure, i.hits, {
        ...(i.ray === undefined ? {} : { ray: i.ray }),
        ...(i.useLuck === undefined ? {} : { useLuck: i.useLuck }),
        ...(i.turn === undefined ? {} : { turn: i.turn }),
        ...(i.conversion === undefined ? {} : { conversion: i.conversion }),
        ...(i.vest === undefined ? {} : { vest: i.vest }),
        options: o,
      }),
  );
}

/**
 * The input of {@link gasGrenade}.
 *
 * @example
 * ```ts
 * validate(GasGrenadeInputSchema, { figure: thug, distance: 2, gm: { unconsciousTurns: 3 } }).ok; // true
 * ```
 */
export const GasGrenadeInputSchema = /* @__PURE__ */ strictObject({
  /** A figure near the burst. */
  figure: FigureSchema,
  /** Inches from the point of the burst. */
  distance: /* @__PURE__ */ z.number().check(z.gte(0), z.lte(10_000)),
  /** The GM's strength of the gas (VIV-GM-8). */
  gm: /* @__PURE__ */ strictObject({
    /** Turns of unconsciousness the gas produces (0: for the rest of the game unless revived). */
    unconsciousTurns: /* @__PURE__ */ boundedInt(0, 100),
  }),
  /** The grenade (default the catalogue's). */
  grenade: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link gasGrenade} (see {@link GasGrenadeInputSchema}).
 *
 * @example
 * ```ts
 * const input: GasGrenadeInput = { figure: thug, distance: 2, gm: { unconsciousTurns: 3 } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface GasGrenadeInput extends z.input<typeof GasGrenadeInputSchema> {}

/**
 * An anesthetic gas grenade on one figure (VIV-GAD-3): inside the 4" burst a D10 of 3 or less holds the
 * breath (P 3/10), otherwise the figure is unconscious for the GM's turns (it can be carried off or
 * captured, and is not to be killed); a figure already killed or unconscious rolls nothing. A breath-holder must leave the radius and may not move or shoot in
 * its next turn; by default it moves out at once, as a free move (VIV-AMB-26, option `gasHoldersMove`).
 *
 * @param input - the gasGrenade input ({@link GasGrenadeInput})
 * @param options - vivid options (`gasHoldersMove`)
 * @returns a chance of `{ inBurst, heldBreath, leaves, figure }`
 * @example
 * ```ts
 * resolve(gasGrenade({ figure: thug, distance: 2, gm: { unconsciousTurns: 3 } }), scriptedDice(["d10:4"])).value.figure.status?.wound; // "unconscious"
 * ```
 */
export function gasGrenade(input: GasGrenadeInput, options?: VividOptionsInput | null): Chance<GasGrenadeResult>;
/**
 * gasGrenade, positional form.
 *
 * @deprecated Use `gasGrenade({ figure, distance, gm, grenade }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ inBurst, heldBreath, leaves, figure }`
 * @example
 * ```ts
 * gasGrenade(thug, 2, { unconsciousTurns: 3 });
 * ```
 */
export function gasGrenade(...args: Parameters<typeof gasGrenadeOf>): Chance<GasGrenadeResult>;
export function gasGrenade(...args: unknown[]): Chance<GasGrenadeResult> {
  if (!isNamedCall(args, "gm")) return gasGrenadeOf(...(args as Parameters<typeof gasGrenadeOf>));
  const fn = "vivid.gasGrenade";
  const i = named(fn, GasGrenadeInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["figure", "input.figure"],
      ["distance", "input.distance"],
      ["gm", "input.gm"],
      ["gadget", "input.grenade"],
    ],
    () => gasGrenadeOf(i.figure, i.distance, i.gm, { ...(i.grenade === undefined ? {} : { grenade: i.grenade }), options: o }),
  );
}

/**
 * The input of {@link knockoutDrops}.
 *
 * @example
 * ```ts
 * validate(KnockoutDropsInputSchema, { victim: jack, durationTurns: 2 }).ok; // true
 * ```
 */
export const KnockoutDropsInputSchema = /* @__PURE__ */ strictObject({
  /** The figure given the drops. */
  victim: FigureSchema,
  /** Turns of unconsciousness (the GM's, VIV-GM-8). */
  durationTurns: /* @__PURE__ */ boundedInt(0, 100),
});

/**
 * The input of {@link knockoutDrops} (see {@link KnockoutDropsInputSchema}).
 *
 * @example
 * ```ts
 * const input: KnockoutDropsInput = { victim: jack, durationTurns: 2 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface KnockoutDropsInput extends z.input<typeof KnockoutDropsInputSchema> {}

/**
 * Knockout drops in a victim's food or drink (VIV-GAD-20): unconscious at once for the GM's turns
 * (typically 2, VIV-GM-8); a PC victim may avoid them with a luck roll (VIV-LUCK-3, Charmed Life re-rolls).
 *
 * @param input - the knockoutDrops input ({@link KnockoutDropsInput})
 * @param options - vivid options (luck)
 * @returns a chance of `{ avoided, figure }`
 * @example
 * ```ts
 * odds(knockoutDrops({ victim: jack, durationTurns: 2 }).map((r) => r.avoided)).probability(true).toString(); // "1/2" with Luck 5
 * ```
 */
export function knockoutDrops(input: KnockoutDropsInput, options?: VividOptionsInput | null): Chance<KnockoutDropsResult>;
/**
 * knockoutDrops, positional form.
 *
 * @deprecated Use `knockoutDrops({ victim, durationTurns }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ avoided, figure }`
 * @example
 * ```ts
 * knockoutDrops(thug, 3);
 * ```
 */
export function knockoutDrops(...args: Parameters<typeof dropsOf>): Chance<KnockoutDropsResult>;
export function knockoutDrops(...args: unknown[]): Chance<KnockoutDropsResult> {
  if (!isNamedCall(args, "victim")) return dropsOf(...(args as Parameters<typeof dropsOf>));
  const fn = "vivid.knockoutDrops";
  const i = named(fn, KnockoutDropsInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["victim", "input.victim"],
      ["durationTurns", "input.durationTurns"],
    ],
    () => dropsOf(i.victim, i.durationTurns, { options: o }),
  );
}

/**
 * The input of {@link grapplingLine}.
 *
 * @example
 * ```ts
 * validate(GrapplingLineInputSchema, { storeys: 1, allowance: 6, gmMovementCost: 2 }).ok; // true
 * ```
 */
export const GrapplingLineInputSchema = /* @__PURE__ */ strictObject({
  /** Storeys to climb. */
  storeys: /* @__PURE__ */ boundedInt(1, 100),
  /** The figure's movement allowance this turn, inches. */
  allowance: /* @__PURE__ */ z.number().check(z.gte(0), z.lte(10_000)),
  /** The GM's cost in inches for a height other than 2 storeys. */
  gmMovementCost: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number().check(z.gte(0), z.lte(10_000)))),
  /** The line (default the catalogue's). */
  line: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link grapplingLine} (see {@link GrapplingLineInputSchema}).
 *
 * @example
 * ```ts
 * const input: GrapplingLineInput = { storeys: 1, allowance: 6, gmMovementCost: 2 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface GrapplingLineInput extends z.input<typeof GrapplingLineInputSchema> {}

/**
 * Scaling a wall with the silk grappling line (VIV-GAD-1): it reaches up to 3 storeys; a 2-storey building
 * takes one whole turn of movement; any other height costs what the GM decides (VIV-GM-8: an input, needed
 * then); excess movement may be used beyond the obstacle or on the roof.
 *
 * @param input - the grapplingLine input ({@link GrapplingLineInput})
 * @param options - vivid options (none changes the climb; checked, so every resolver takes them)
 * @returns `{ possible, movementUsed, movementLeft }`
 * @example
 * ```ts
 * grapplingLine({ storeys: 1, allowance: 6, gmMovementCost: 2 }).movementLeft; // 4
 * ```
 */
export function grapplingLine(input: GrapplingLineInput, options?: VividOptionsInput | null): ClimbResult;
/**
 * grapplingLine, positional form.
 *
 * @deprecated Use `grapplingLine({ storeys, allowance, gmMovementCost, line }, options)`.
 * @param args - the positional arguments
 * @returns `{ possible, movementUsed, movementLeft }`
 * @example
 * ```ts
 * grapplingLine(1, 6, 2).movementLeft; // 4
 * ```
 */
export function grapplingLine(...args: Parameters<typeof climbOf>): ClimbResult;
export function grapplingLine(...args: unknown[]): ClimbResult {
  if (!isNamedCall(args, "storeys")) return climbOf(...(args as Parameters<typeof climbOf>));
  const fn = "vivid.grapplingLine";
  const i = named(fn, GrapplingLineInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["storeys", "input.storeys"],
      ["allowance", "input.allowance"],
      ["gmMovementCost", "input.gmMovementCost"],
      ["gadget", "input.line"],
    ],
    () => climbOf(i.storeys, i.allowance, i.gmMovementCost, i.line ?? VIVID_GADGETS.grapplingLine),
  );
}

/**
 * The input of {@link zipWire}.
 *
 * @example
 * ```ts
 * validate(ZipWireInputSchema, { pc: jack, shot: { stationary: true, distance: 12, anchorLower: true, fallbackRate: 6 } }).ok; // true
 * ```
 */
export const ZipWireInputSchema = /* @__PURE__ */ strictObject({
  /** The PC. */
  pc: FigureSchema,
  /** Stationary, distance, lower anchor, the rate for a miss. */
  shot: /* @__PURE__ */ strictObject({
    /** The PC stayed stationary in the movement phase. */
    stationary: /* @__PURE__ */ z.boolean(),
    /** Inches to the anchor point. */
    distance: /* @__PURE__ */ z.number().check(z.gte(0), z.lte(10_000)),
    /** The anchor point is lower than the PC (the GM judges heights). */
    anchorLower: /* @__PURE__ */ z.boolean(),
    /** The movement rate the player chooses if the wire misses (half of it may be used). */
    fallbackRate: /* @__PURE__ */ z.number().check(z.gte(0), z.lte(10_000)),
  }),
  /** The wire (default the catalogue's). */
  wire: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link zipWire} (see {@link ZipWireInputSchema}).
 *
 * @example
 * ```ts
 * const input: ZipWireInput = { pc: jack, shot: { stationary: true, distance: 12, anchorLower: true, fallbackRate: 6 } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface ZipWireInput extends z.input<typeof ZipWireInputSchema> {}

/**
 * The rocket propelled zip wire (VIV-GAD-11): a stationary PC fires it up to 14" to a lower point and zips
 * down in the same turn on a passed luck roll (VIV-LUCK-3, Charmed Life re-rolls); it ends the turn at the
 * anchor and moves no farther, but may shoot or fight. On a failed roll the wire misses, and the PC may use
 * up to half of any other movement rate.
 *
 * @param input - the zipWire input ({@link ZipWireInput})
 * @param options - vivid options (luck)
 * @returns a chance of `{ fired, arrived, furtherMoveInches }`
 * @example
 * ```ts
 * resolve(zipWire({ pc: jack, shot: { stationary: true, distance: 12, anchorLower: true, fallbackRate: 6 } }), scriptedDice(["d10:7"])).value.furtherMoveInches; // 3
 * ```
 */
export function zipWire(input: ZipWireInput, options?: VividOptionsInput | null): Chance<ZipWireResult>;
/**
 * zipWire, positional form.
 *
 * @deprecated Use `zipWire({ pc, shot, wire }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ fired, arrived, furtherMoveInches }`
 * @example
 * ```ts
 * zipWire(jack, { stationary: true, distance: 12, anchorLower: true, fallbackRate: 6 });
 * ```
 */
export function zipWire(...args: Parameters<typeof zipOf>): Chance<ZipWireResult>;
export function zipWire(...args: unknown[]): Chance<ZipWireResult> {
  if (!isNamedCall(args, "shot")) return zipOf(...(args as Parameters<typeof zipOf>));
  const fn = "vivid.zipWire";
  const i = named(fn, ZipWireInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["pc", "input.pc"],
      ["shot", "input.shot"],
      ["gadget", "input.wire"],
    ],
    () => zipOf(i.pc, i.shot, { ...(i.wire === undefined ? {} : { wire: i.wire }), options: o }),
  );
}

/**
 * The input of {@link wakeRoll}.
 *
 * @example
 * ```ts
 * validate(WakeRollInputSchema, { figure: outJack }).ok; // true
 * ```
 */
export const WakeRollInputSchema = /* @__PURE__ */ strictObject({
  /** The unconscious figure. */
  figure: FigureSchema,
  /** The gadget that knocked it out (default mercy bullets; the thimble has the same 3). */
  source: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link wakeRoll} (see {@link WakeRollInputSchema}).
 *
 * @example
 * ```ts
 * const input: WakeRollInput = { figure: outJack };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface WakeRollInput extends z.input<typeof WakeRollInputSchema> {}

/**
 * A knocked-out PC's roll each turn after mercy bullets or an anesthetic thimble (VIV-GAD-5, VIV-GAD-7):
 * a D10 of 3 or less and it regains consciousness (P 3/10). A non-PC "may not be used for the remainder of
 * the game": no roll.
 *
 * @param input - the wakeRoll input ({@link WakeRollInput})
 * @param options - vivid options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ rolled, woke, figure }`
 * @example
 * ```ts
 * resolve(wakeRoll({ figure: outJack }), scriptedDice(["d10:3"])).value.woke; // true
 * ```
 */
export function wakeRoll(input: WakeRollInput, options?: VividOptionsInput | null): Chance<WakeResult>;
/**
 * wakeRoll, positional form.
 *
 * @deprecated Use `wakeRoll({ figure, source }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ rolled, woke, figure }`
 * @example
 * ```ts
 * resolve(wakeRoll(outJack), scriptedDice(["d10:3"])).value.woke; // true
 * ```
 */
export function wakeRoll(...args: Parameters<typeof wakeOf>): Chance<WakeResult>;
export function wakeRoll(...args: unknown[]): Chance<WakeResult> {
  if (!isNamedCall(args, "figure")) return wakeOf(...(args as Parameters<typeof wakeOf>));
  const fn = "vivid.wakeRoll";
  const i = named(fn, WakeRollInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["figure", "input.figure"],
      ["gadget", "input.source"],
    ],
    () => wakeOf(i.figure, i.source ?? VIVID_GADGETS.mercyBullets),
  );
}

/**
 * The input of {@link resuscitate}.
 *
 * @example
 * ```ts
 * validate(ResuscitateInputSchema, { patient: outThug, drug }).ok; // true
 * ```
 */
export const ResuscitateInputSchema = /* @__PURE__ */ strictObject({
  /** The figure given the drug. */
  patient: FigureSchema,
  /** The resuscitating drug, with its doses (default the catalogue's). */
  drug: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link resuscitate} (see {@link ResuscitateInputSchema}).
 *
 * @example
 * ```ts
 * const input: ResuscitateInput = { patient: outThug, drug };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface ResuscitateInput extends z.input<typeof ResuscitateInputSchema> {}

/**
 * A dose of resuscitating drug given to an unconscious figure (VIV-GAD-8, VIV-EX-9): it cancels any
 * knock-out anaesthetic and the figure wakes in this turn on any D10 except 10 (P 9/10). The dose is
 * spent either way. Only PCs with medical skills should carry it (advice to the GM, not checked).
 *
 * @param input - the resuscitate input ({@link ResuscitateInput})
 * @param options - vivid options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of the result
 * @example
 * ```ts
 * resolve(resuscitate({ patient: outThug, drug }), scriptedDice(["d10:9"])).value.woke; // true (a 10 would fail)
 * ```
 */
export function resuscitate(input: ResuscitateInput, options?: VividOptionsInput | null): Chance<ResuscitationResult>;
/**
 * resuscitate, positional form.
 *
 * @deprecated Use `resuscitate({ patient, drug }, options)`.
 * @param args - the positional arguments
 * @returns a chance of the result
 * @example
 * ```ts
 * resuscitate(outJack);
 * ```
 */
export function resuscitate(...args: Parameters<typeof resuscitateOf>): Chance<ResuscitationResult>;
export function resuscitate(...args: unknown[]): Chance<ResuscitationResult> {
  if (!isNamedCall(args, "patient")) return resuscitateOf(...(args as Parameters<typeof resuscitateOf>));
  const fn = "vivid.resuscitate";
  const i = named(fn, ResuscitateInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["patient", "input.patient"],
      ["gadget", "input.drug"],
    ],
    () => resuscitateOf(i.patient, i.drug ?? VIVID_GADGETS.resuscitatingDrug),
  );
}

/**
 * The input of {@link madnessMist}.
 *
 * @example
 * ```ts
 * validate(MadnessMistInputSchema, { figure: thug }).ok; // true
 * ```
 */
export const MadnessMistInputSchema = /* @__PURE__ */ strictObject({
  /** The figure in the mist. */
  figure: FigureSchema,
  /** The mist (default the catalogue's). */
  mist: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link madnessMist} (see {@link MadnessMistInputSchema}).
 *
 * @example
 * ```ts
 * const input: MadnessMistInput = { figure: thug };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface MadnessMistInput extends z.input<typeof MadnessMistInputSchema> {}

/**
 * A figure caught in madness mist (VIV-GAD-16): the hold-breath roll of poison gas (a D10 of 7 or more, P
 * 2/5); a failure drives it into a frenzy for 2 turns (this one and the next), and on the third it must
 * recover for a turn (it acts as inactive). A figure already killed or unconscious rolls nothing. Count the turns down with {@link gadgetTurnStart}.
 *
 * @param input - the madnessMist input ({@link MadnessMistInput})
 * @param options - vivid options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of the result
 * @example
 * ```ts
 * resolve(madnessMist({ figure: thug }), scriptedDice(["d10:2"])).value.figure.status?.frenzyTurnsLeft; // 2
 * ```
 */
export function madnessMist(input: MadnessMistInput, options?: VividOptionsInput | null): Chance<MadnessResult>;
/**
 * madnessMist, positional form.
 *
 * @deprecated Use `madnessMist({ figure, mist }, options)`.
 * @param args - the positional arguments
 * @returns a chance of the result
 * @example
 * ```ts
 * madnessMist(thug);
 * ```
 */
export function madnessMist(...args: Parameters<typeof mistOf>): Chance<MadnessResult>;
export function madnessMist(...args: unknown[]): Chance<MadnessResult> {
  if (!isNamedCall(args, "figure")) return mistOf(...(args as Parameters<typeof mistOf>));
  const fn = "vivid.madnessMist";
  const i = named(fn, MadnessMistInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["figure", "input.figure"],
      ["gadget", "input.mist"],
    ],
    () => mistOf(i.figure, i.mist ?? VIVID_GADGETS.madnessMist),
  );
}

/**
 * The input of {@link gasExposure}.
 *
 * @example
 * ```ts
 * validate(GasExposureInputSchema, { figure: thug, gasTurn: 1 }).ok; // true
 * ```
 */
export const GasExposureInputSchema = /* @__PURE__ */ strictObject({
  /** The figure in the cloud. */
  figure: FigureSchema,
  /** The gas's turn, 1 to 3 (GM: the gas's duration). */
  gasTurn: /* @__PURE__ */ boundedInt(1, 3),
  /** The game turn, recorded as the turn of death. */
  turn: /* @__PURE__ */ z.optional(TurnSchema),
});

/**
 * The input of {@link gasExposure} (see {@link GasExposureInputSchema}).
 *
 * @example
 * ```ts
 * const input: GasExposureInput = { figure: thug, gasTurn: 1 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface GasExposureInput extends z.input<typeof GasExposureInputSchema> {}

/**
 * A figure caught in poison gas or acid vapour for one turn (VIV-GAD-14/15): a D10 of 7 or more holds its
 * breath (P 2/5, roll-high as written, rolled every turn it starts in or enters the cloud: VIV-AMB-27);
 * otherwise it rolls on the wound table at +3, +2 or +1 in the gas's first, second or third turn, and
 * Wounded counts as Killed, before luck by default (VIV-AMB-28).
 *
 * @param input - the gasExposure input ({@link GasExposureInput})
 * @param options - vivid options (`gasLuckOrder`, the wound die)
 * @returns a chance of `{ heldBreath, wound, figure }`
 * @example
 * ```ts
 * resolve(gasExposure({ figure: thug, gasTurn: 1 }), scriptedDice(["d10:4", "d6:1"])).value.figure.status?.wound; // "killed"
 * ```
 */
export function gasExposure(input: GasExposureInput, options?: VividOptionsInput | null): Chance<GasExposure>;
/**
 * gasExposure, positional form.
 *
 * @deprecated Use `gasExposure({ figure, gasTurn, turn }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ heldBreath, wound, figure }`
 * @example
 * ```ts
 * gasExposure(thug, 1);
 * ```
 */
export function gasExposure(...args: Parameters<typeof gasOf>): Chance<GasExposure>;
export function gasExposure(...args: unknown[]): Chance<GasExposure> {
  if (!isNamedCall(args, "gasTurn")) return gasOf(...(args as Parameters<typeof gasOf>));
  const fn = "vivid.gasExposure";
  const i = named(fn, GasExposureInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["figure", "input.figure"],
      ["gasTurn", "input.gasTurn"],
      ["settings.turn", "input.turn"],
    ],
    () => gasOf(i.figure, i.gasTurn, { ...(i.turn === undefined ? {} : { turn: i.turn }), options: o }),
  );
}

/**
 * A figure caught in acid vapour for one turn (VIV-GAD-15): resolved exactly as poison gas
 * ({@link gasExposure}: hold breath on a D10 of 7 or more, else the wound table at +3 / +2 / +1 with
 * Wounded counting as Killed), and a killed victim is dissolved.
 *
 * @param input - the acidVapour input ({@link GasExposureInput})
 * @param options - vivid options (`gasLuckOrder`, the wound die)
 * @returns a chance of `{ heldBreath, wound, figure, dissolved }`
 * @example
 * ```ts
 * resolve(acidVapour({ figure: thug, gasTurn: 1 }), scriptedDice(["d10:4", "d6:1"])).value.dissolved; // true
 * ```
 */
export function acidVapour(input: GasExposureInput, options?: VividOptionsInput | null): Chance<AcidVapourExposure>;
/**
 * acidVapour, positional form.
 *
 * @deprecated Use `acidVapour({ figure, gasTurn, turn }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ heldBreath, wound, figure, dissolved }`
 * @example
 * ```ts
 * acidVapour(thug, 1);
 * ```
 */
export function acidVapour(...args: Parameters<typeof acidOf>): Chance<AcidVapourExposure>;
export function acidVapour(...args: unknown[]): Chance<AcidVapourExposure> {
  if (!isNamedCall(args, "gasTurn")) return acidOf(...(args as Parameters<typeof acidOf>));
  const fn = "vivid.acidVapour";
  const i = named(fn, GasExposureInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return acidOf(i.figure, i.gasTurn, { ...(i.turn === undefined ? {} : { turn: i.turn }), options: o });
}

/**
 * The input of {@link whipTrick}.
 *
 * @example
 * ```ts
 * validate(WhipTrickInputSchema, { pc: jack, trick: { action: "swing", gmStructure: true, gapInches: 6, swingers: 2 } }).ok; // true
 * ```
 */
export const WhipTrickInputSchema = /* @__PURE__ */ strictObject({
  /** The PC with the whip. */
  pc: FigureSchema,
  /** The trick: grab, disarm or swing, and what it needs. */
  trick: /* @__PURE__ */ strictObject({
    /** `grab` an object, `disarm` an enemy, or `swing` over a gap. */
    action: /* @__PURE__ */ z.enum(["grab", "disarm", "swing"]),
    /** The enemy disarmed (its armour and situation modify the hit). */
    opponent: /* @__PURE__ */ z.optional(FigureSchema),
    /** The target's situation for the hit number (VIV-HTH-3). */
    situation: /* @__PURE__ */ z.optional(MeleeSituationSchema),
    /** Swing: the GM rules a chandelier, branch or beam is there (VIV-GM-8); required for a swing. */
    gmStructure: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    /** Swing: the gap's width, inches. */
    gapInches: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(z.gte(0), z.lte(10_000))),
    /** Swing: figures swinging together (the whip's user included). */
    swingers: /* @__PURE__ */ z.optional(/* @__PURE__ */ boundedInt(1, 100)),
  }),
  /** The whip (default the catalogue's). */
  whip: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link whipTrick} (see {@link WhipTrickInputSchema}).
 *
 * @example
 * ```ts
 * const input: WhipTrickInput = { pc: jack, trick: { action: "swing", gmStructure: true, gapInches: 6, swingers: 2 } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface WhipTrickInput extends z.input<typeof WhipTrickInputSchema> {}

/**
 * A PC's whip trick (VIV-GAD-24): grab an object or knock a weapon from an enemy's grasp with a whip hit
 * (base 6 plus the hand-to-hand modifiers, never below 1); or snare an overhead structure the GM allows and
 * swing over a gap of up to 6", up to 2 figures, with a whip hit and then a passed luck roll (VIV-LUCK-3).
 * A swing uses the whole movement phase.
 *
 * @param input - the whipTrick input ({@link WhipTrickInput})
 * @param options - vivid options (`whipReachInches`, luck)
 * @returns a chance of `{ attempted, hit?, luck?, success }`
 * @example
 * ```ts
 * odds(whipTrick({ pc: jack, trick: { action: "swing", gmStructure: true, gapInches: 6, swingers: 2 } }).map((r) => r.success)).probability(true).toString(); // "3/10" with Luck 5
 * ```
 */
export function whipTrick(input: WhipTrickInput, options?: VividOptionsInput | null): Chance<WhipTrickResult>;
/**
 * whipTrick, positional form.
 *
 * @deprecated Use `whipTrick({ pc, trick, whip }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ attempted, hit?, luck?, success }`
 * @example
 * ```ts
 * whipTrick(jack, { action: "grab" });
 * ```
 */
export function whipTrick(...args: Parameters<typeof whipOf>): Chance<WhipTrickResult>;
export function whipTrick(...args: unknown[]): Chance<WhipTrickResult> {
  if (!isNamedCall(args, "trick")) return whipOf(...(args as Parameters<typeof whipOf>));
  const fn = "vivid.whipTrick";
  const i = named(fn, WhipTrickInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["pc", "input.pc"],
      ["trick", "input.trick"],
      ["gadget", "input.whip"],
    ],
    () => whipOf(i.pc, i.trick, { ...(i.whip === undefined ? {} : { whip: i.whip }), options: o }),
  );
}

/**
 * The input of {@link zombieDust}.
 *
 * @example
 * ```ts
 * validate(ZombieDustInputSchema, { corpse: deadThug, master: priest, gmCorpseSuitable: true }).ok; // true
 * ```
 */
export const ZombieDustInputSchema = /* @__PURE__ */ strictObject({
  /** The dead figure. */
  corpse: FigureSchema,
  /** The figure using the dust. */
  master: FigureSchema,
  /** Whether the GM rules the corpse suitable (VIV-GM-8). */
  gmCorpseSuitable: /* @__PURE__ */ z.boolean(),
  /** The dust (default the catalogue's). */
  dust: /* @__PURE__ */ z.optional(GadgetSchema),
});

/**
 * The input of {@link zombieDust} (see {@link ZombieDustInputSchema}).
 *
 * @example
 * ```ts
 * const input: ZombieDustInput = { corpse: deadThug, master: priest, gmCorpseSuitable: true };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface ZombieDustInput extends z.input<typeof ZombieDustInputSchema> {}

/**
 * Voodoo zombie dust on a corpse (VIV-GAD-22, VIV-EX-10): the GM judges whether the corpse is fresh and
 * intact (VIV-GM-8); then a D10 of 6 or more reanimates it (P 1/2, roll-high), taking 1 turn. The zombie
 * moves at "combat speed" (`zombieMoveInches`, VIV-AMB-12), uses no firearms, fights in hand-to-hand, and
 * is destroyed by any Wounded or Killed result (a non-PC: vivid's wound code already counts Wounded as
 * Killed).
 *
 * @param input - the zombieDust input ({@link ZombieDustInput})
 * @param options - vivid options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ reanimated, turns, figure }`
 * @example
 * ```ts
 * resolve(zombieDust({ corpse: deadThug, master: priest, gmCorpseSuitable: true }), scriptedDice(["d10:6"])).value.reanimated; // true
 * ```
 */
export function zombieDust(input: ZombieDustInput, options?: VividOptionsInput | null): Chance<ZombieDustResult>;
/**
 * zombieDust, positional form.
 *
 * @deprecated Use `zombieDust({ corpse, master, gmCorpseSuitable, dust }, options)`.
 * @param args - the positional arguments
 * @returns a chance of `{ reanimated, turns, figure }`
 * @example
 * ```ts
 * zombieDust(deadThug, priest, true);
 * ```
 */
export function zombieDust(...args: Parameters<typeof zombieOf>): Chance<ZombieDustResult>;
export function zombieDust(...args: unknown[]): Chance<ZombieDustResult> {
  if (!isNamedCall(args, "corpse")) return zombieOf(...(args as Parameters<typeof zombieOf>));
  const fn = "vivid.zombieDust";
  const i = named(fn, ZombieDustInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return atInputPaths(
    fn,
    [
      ["corpse", "input.corpse"],
      ["master", "input.master"],
      ["gmCorpseSuitable", "input.gmCorpseSuitable"],
      ["gadget", "input.dust"],
    ],
    () => zombieOf(i.corpse, i.master, i.gmCorpseSuitable, i.dust ?? VIVID_GADGETS.zombieDust),
  );
}

/**
 * The input of {@link validateTraits}: the PC, the traits chosen (default: the figure's), its rolled slots and the
 * GM's approvals.
 *
 * @example
 * ```ts
 * validate(TraitsInputSchema, { figure: lin, traits: [VIVID_TRAITS.charmedLife], slots: ["free"] }).ok; // true
 * ```
 */
export const TraitsInputSchema = /* @__PURE__ */ strictObject({
  /** The PC (origin and role tags). */
  figure: FigureSchema,
  /** The chosen traits; absent: the figure's own. */
  traits: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ boundedArray(TraitSchema, INPUT_LIMITS.listLength))),
  /** The rolled slots (from `generatePc`), if known. */
  slots: /* @__PURE__ */ z.optional(/* @__PURE__ */ boundedArray(/* @__PURE__ */ z.enum(["free", "positive", "negative"]), INPUT_LIMITS.listLength)),
  /** Trait ids the GM approved in spite of eligibility (VIV-GM-6). */
  gmApproved: /* @__PURE__ */ z.optional(/* @__PURE__ */ boundedArray(/* @__PURE__ */ boundedString(), INPUT_LIMITS.listLength)),
});

/**
 * The PC, its traits and the context (see {@link TraitsInputSchema}).
 *
 * @example
 * ```ts
 * const input: TraitsInput = { figure: lin, traits: [VIVID_TRAITS.charmedLife], slots: ["free"] };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface TraitsInput extends z.input<typeof TraitsInputSchema> {}

/**
 * Validates a PC's traits against its rolled slots (VIV-TRAIT-3 polarity, eligibility by origin) and returns
 * issues, never throwing for a choice the rules forbid. The GM may approve any trait (VIV-GM-6).
 *
 * @param input - `{ figure, traits?, slots?, gmApproved? }`
 * @param options - vivid options (none changes the check; checked, so every resolver takes them)
 * @returns the issues, empty when valid
 * @example
 * ```ts
 * validateTraits({ figure: { id: "p", name: "Lin", class: "PC", origin: ["farEastern"] }, traits: [VIVID_TRAITS.charmedLife], slots: ["free"] }); // []
 * ```
 */
export function validateTraits(input: TraitsInput, options?: VividOptionsInput | null): TraitIssue[];
/**
 * Validates a PC's traits, positional form.
 *
 * @deprecated Use `validateTraits({ figure, traits, slots, gmApproved }, options)`.
 * @param figure - the PC
 * @param traits - the chosen traits (default: the figure's)
 * @param context - `slots` and `gmApproved`
 * @returns the issues, empty when valid
 * @example
 * ```ts
 * validateTraits({ id: "p", name: "Lin", class: "PC", origin: ["farEastern"] }, [VIVID_TRAITS.charmedLife], { slots: ["free"] }); // []
 * ```
 */
export function validateTraits(
  figure: Figure,
  traits?: readonly Trait[] | null,
  context?: { slots?: readonly ("free" | "positive" | "negative")[]; gmApproved?: readonly string[] } | null,
): TraitIssue[];
export function validateTraits(...args: unknown[]): TraitIssue[] {
  if (!isNamedCall(args, "figure")) return validateTraitsOf(...(args as Parameters<typeof validateTraitsOf>));
  const fn = "vivid.validateTraits";
  const i = named(fn, TraitsInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return validateTraitsValidated(i.figure, absentIfNull(i.traits) ?? i.figure.traits ?? [], { slots: i.slots, gmApproved: i.gmApproved });
}
