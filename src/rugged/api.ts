// Rugged's resolvers in one shape (issue 16, docs/api-shape.md): `name(input, options?)`, the input one object
// with named fields, validated here at the edge (strict: a misspelt field is an issue at its path), options
// always rugged's options, last and optional. Each calls the validated inner form of the rule the positional
// function calls too (parsed once: the input's shape here, the rule's own checks there, their errors moved under
// `input.` by atInputPaths), so a rule fixed there is fixed here; the input schemas both systems share are built
// by src/family/named-api.ts. The positional forms stay for one minor version as deprecated overloads or aliases
// (CHANGELOG.md, "Deprecated").
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { isNamedCall, named } from "../core/named-call.js";
import { absentIfNull, boundedArray, boundedInt, boundedString, INPUT_LIMITS, idString, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { type FireVerdict, spotRefusals } from "../family/can-fire.js";
import { type CliffHangerResult, rollCliffHangerParsed } from "../family/cliffhanger.js";
import type { HitNumber } from "../family/hit-number.js";
import { fightMeleeValidated, type MeleeFight, type MeleeResult } from "../family/melee.js";
import { MeleeChartSchema, type MeleeHitNumber, type MeleeSituation } from "../family/melee-chart.js";
import { MeleeFightSchema } from "../family/melee-schema.js";
import type { MoraleResolution, MoraleSituation } from "../family/morale.js";
import { type MoraleTable, MoraleTableSchema } from "../family/morale-table.js";
import { RuggedMoraleSituationSchema } from "../family/morale-triggers.js";
import type { RunState } from "../family/movement.js";
import {
  atInputPaths,
  cliffHangerInputSchema,
  clumsyInputSchema,
  diceInputSchema,
  fireCheckInputSchema,
  GmModifierSchema,
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
import type { RallyResolution } from "../family/rally.js";
import { fieldCraftOf } from "../family/ratings.js";
import { type RecoveryResolution, rollRecoveryParsed } from "../family/recovery.js";
import {
  type Figure,
  FigureSchema,
  type MovementMode,
  MovementModeSchema,
  type Trait,
  TraitSchema,
  type Unit,
  UnitSchema,
  type Weapon,
} from "../family/schemas.js";
import {
  canFireValidated,
  hitNumberValidated,
  RuggedVolleyInputSchema,
  type ShootingSystem,
  shotDiceValidated,
  type VolleyInput,
  volleyHitsValidated,
  volleyPlanValidated,
} from "../family/shooting-api.js";
import { RuggedShotContextSchema, type ShotContext } from "../family/shot-context.js";
import type { ShotDice } from "../family/shot-dice.js";
import { type FieldCraftResult, fieldCraftChance, type SixthSenseResult, sixthSenseChance } from "../family/spotting.js";
import { type ClumsyResult, clumsyChance, type ImpetuousResult, type TacticianResult, tacticianChance } from "../family/trait-checks.js";
import type { TraitIssue } from "../family/trait-validation.js";
import type { PlannedShot, VolleyOutcome } from "../family/volley.js";
import {
  type VolleyCasualties,
  type VolleyWithWounds,
  type WoundSide,
  volleyCasualtiesValidated,
  volleyWithWoundsValidated,
} from "../family/volley-with-wounds.js";
import { type VolleyWounds, volleyWoundsValidated } from "../family/volley-wounds.js";
import { type WoundResolution, woundsChanceValidated } from "../family/wound-api.js";
import { type WoundHit, WoundHitSchema, type WoundTable, WoundTableSchema } from "../family/wound-table.js";
import { validateTraitsValidated, validateTraits as validateTraitsOf } from "./creation.js";
import { cliffHanger as cliffHangerOf, woundedRecovery as recoveryOf } from "./luck.js";
import {
  resolveHandToHand as fightHandToHand,
  handToHandHitNumberValidated,
  handToHandHitNumber as hitNumberInMelee,
  type RuggedCustomModules,
  ruggedMeleeSystemIn,
} from "./melee.js";
import {
  moraleCheck as checkMorale,
  moraleCheckValidated,
  rally as rallyUnit,
  routRecovery as recoverFromRout,
  routRecoveryValidated,
  ruggedMoraleSystemOf,
} from "./morale.js";
import { runStateAfter as runStateOf, runStateAfterValidated } from "./movement.js";
import { type RuggedOptions, type RuggedOptionsInput, RuggedOptionsSchema, ruggedOptions } from "./options.js";
import {
  clumsyCheck as clumsyOf,
  fieldCraftCheck as fieldCraftOfCheck,
  impetuousCheck as impetuousOf,
  impetuousCheckValidated,
  sixthSense as senseOf,
  tacticianRoll as tacticianOf,
} from "./sequence.js";
import {
  canSpot as spotVerdict,
  shotDice as diceOfShot,
  canFire as fireVerdict,
  shootingVolley as hitsAndAllocation,
  ruggedShootingSystemOf,
  hitNumber as shotHitNumber,
} from "./shooting.js";
import {
  shootingVolleyCasualties as casualtiesOfVolley,
  type RuggedVolleyWoundSettings,
  shootingVolleyWithWounds as volleyAndWounds,
} from "./volley-wounds.js";
import { type RuggedWoundSettings, ruggedWoundRulesOf, resolveWounds as woundsOnFigure, woundVolley as woundsOnUnit } from "./wounds.js";

/** Rugged's options of a named call (`null` means absent), checked once, errors naming the call and `options`. */
function optionsOf(fn: string, options: unknown): RuggedOptions {
  return parseOrThrow(fn, RuggedOptionsSchema, options ?? {}, "options");
}

// where the rules' own checks of a fight, a unit's wounds or a morale test name their positional arguments, and
// where the same things are in the named input (issue 16: every error at an `input.` path)
const MELEE_PATHS = [
  ["custom.meleeChart", "input.meleeChart"],
  ["custom.woundTable", "input.woundTable"],
  ["fight", "input"],
] as const;
const UNIT_WOUNDS_PATHS = [
  ["allocation", "input.allocation"],
  ["target", "input.unit"],
] as const;
const MORALE_PATHS = [
  ["situation", "input.situation"],
  ["unit", "input.unit"],
] as const;

// --- shooting --------------------------------------------------------------------------------------------------

/**
 * The input of {@link hitNumber}, {@link canFire} and {@link shotDice}: one shooter, its weapon, the situation.
 *
 * @example
 * ```ts
 * validate(ShotInputSchema, { figure: rifleman, weapon: RUGGED_WEAPONS.boltRifle, context: { distance: 30, shooterMode: "stationary" } }).ok; // true
 * ```
 */
export const ShotInputSchema = /* @__PURE__ */ shotInputSchema(RuggedShotContextSchema);

/**
 * One shooter, its weapon and the situation (see {@link ShotInputSchema}).
 *
 * @example
 * ```ts
 * const shot: ShotInput = { figure: rifleman, weapon: RUGGED_WEAPONS.boltRifle, context: { distance: 30, shooterMode: "stationary", cover: "soft" } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface ShotInput extends z.infer<typeof ShotInputSchema> {}

const FireCheckInputSchema = /* @__PURE__ */ fireCheckInputSchema(RuggedShotContextSchema);

/**
 * The input of {@link canFire}: as {@link ShotInput}, the weapon optional (absent: NO_WEAPON).
 *
 * @example
 * ```ts
 * const check: FireCheckInput = { figure: rifleman, context: { distance: 20, shooterMode: "march" } };
 * ```
 */
export interface FireCheckInput extends Omit<ShotInput, "weapon"> {
  /** The weapon it would fire; absent: NO_WEAPON. */
  readonly weapon?: Weapon | undefined;
}

const DiceInputSchema = /* @__PURE__ */ diceInputSchema();

/**
 * The hit number of a shot with every modifier traced to its rule id (RUG-SHOOT-3/4): base 4 (RUG-AMB-6) or
 * Sure Shot 6 (RUG-TRAIT-P3), then the modifiers, then the unspotted halving (RUG-AMB-7) and the minimum
 * (RUG-AMB-10).
 *
 * @param input - `{ figure, weapon, context, unit? }`
 * @param options - rugged options
 * @returns `{ n, base, band, trace }`
 * @example
 * ```ts
 * hitNumber({ figure: rifleman, weapon: RUGGED_WEAPONS.boltRifle, context: { distance: 30, shooterMode: "stationary", cover: "soft" } }).n; // 5
 * ```
 */
export function hitNumber(input: ShotInput, options?: RuggedOptionsInput | null): HitNumber;
/**
 * The hit number of a shot, positional form.
 *
 * @deprecated Use `hitNumber({ figure, weapon, context, unit }, options)`.
 * @param figure - the shooter
 * @param weapon - the weapon
 * @param context - distance, modes, cover, spotting
 * @param unit - the shooter's unit, for its mode
 * @param options - rugged options
 * @returns `{ n, base, band, trace }`
 * @example
 * ```ts
 * hitNumber(rifleman, RUGGED_WEAPONS.boltRifle, { distance: 30, shooterMode: "stationary", cover: "soft" }).n; // 5
 * ```
 */
export function hitNumber(figure: Figure, weapon: Weapon, context: ShotContext, unit?: Unit | null, options?: RuggedOptionsInput | null): HitNumber;
export function hitNumber(...args: unknown[]): HitNumber {
  if (!isNamedCall(args, "figure")) return shotHitNumber(...(args as Parameters<typeof shotHitNumber>));
  const i = named("rugged.hitNumber", ShotInputSchema, args[0]);
  return hitNumberValidated(shootingOf(args[1]), "rugged.hitNumber", i.figure, i.weapon, i.context, absentIfNull(i.unit));
}

/**
 * Whether a figure may fire this turn, and every reason it may not (RUG-SHOOT-1): line of sight, range,
 * marching/running/charging (RUG-MOVE-1), musket loading (RUG-MUSKET-1), Maxim set-up (RUG-MG-2, RUG-AMB-15),
 * Lewis reload or a non-Combat move (RUG-MG-3, RUG-AMB-16), blind side (RUG-TRAIT-N1, RUG-AMB-20), wounded,
 * routing, dropped weapon.
 *
 * @param input - `{ figure, weapon?, context, unit? }`
 * @param options - rugged options
 * @returns `{ ok, reasons }`
 * @example
 * ```ts
 * canFire({ figure: rifleman, weapon: RUGGED_WEAPONS.boltRifle, context: { distance: 20, shooterMode: "march" } }).reasons[0]?.code; // "MARCHING"
 * ```
 */
export function canFire(input: FireCheckInput, options?: RuggedOptionsInput | null): FireVerdict;
/**
 * Whether a figure may fire this turn, positional form.
 *
 * @deprecated Use `canFire({ figure, weapon, context, unit }, options)`.
 * @param figure - the shooter
 * @param weapon - the weapon (absent: NO_WEAPON)
 * @param context - the situation
 * @param unit - the shooter's unit, for its mode
 * @param options - rugged options
 * @returns `{ ok, reasons }`
 * @example
 * ```ts
 * canFire(rifleman, RUGGED_WEAPONS.boltRifle, { distance: 20, shooterMode: "march" }).reasons[0]?.code; // "MARCHING"
 * ```
 */
export function canFire(figure: Figure, weapon: Weapon | undefined, context: ShotContext, unit?: Unit | null, options?: RuggedOptionsInput | null): FireVerdict;
export function canFire(...args: unknown[]): FireVerdict {
  if (!isNamedCall(args, "figure")) return fireVerdict(...(args as Parameters<typeof fireVerdict>));
  const i = named("rugged.canFire", FireCheckInputSchema, args[0]);
  return canFireValidated(shootingOf(args[1]), "rugged.canFire", i.figure, i.weapon, i.context, absentIfNull(i.unit));
}

/**
 * The dice a figure rolls with a weapon (RUG-SHOOT-2, RUG-MG-1/4, RUG-TRAIT-P1): the weapon's dice; a Maxim or
 * Lewis with 2 crew rolls 4, a Maxim with one 2, a Lewis always 4 (RUG-AMB-14); BAR and SMG 3; Ambidextrous
 * with two pistols 2.
 *
 * @param input - `{ figure, weapon }`
 * @param options - rugged options (`lewisSingleCrewDice`)
 * @returns `{ dice, trace }`
 * @example
 * ```ts
 * shotDice({ figure: gunner, weapon: { ...RUGGED_WEAPONS.mg, crew: 1 } }).dice; // 2
 * ```
 */
export function shotDice(input: Pick<ShotInput, "figure" | "weapon">, options?: RuggedOptionsInput | null): ShotDice;
/**
 * The dice a figure rolls with a weapon, positional form.
 *
 * @deprecated Use `shotDice({ figure, weapon }, options)`.
 * @param figure - the shooter
 * @param weapon - the weapon
 * @param options - rugged options (`lewisSingleCrewDice`)
 * @returns `{ dice, trace }`
 * @example
 * ```ts
 * shotDice(gunner, { ...RUGGED_WEAPONS.mg, crew: 1 }).dice; // 2
 * ```
 */
export function shotDice(figure: Figure, weapon: Weapon, options?: RuggedOptionsInput | null): ShotDice;
export function shotDice(...args: unknown[]): ShotDice {
  if (!isNamedCall(args, "figure")) return diceOfShot(...(args as Parameters<typeof diceOfShot>));
  const i = named("rugged.shotDice", DiceInputSchema, args[0]);
  return shotDiceValidated(shootingOf(args[1]), i.figure, i.weapon);
}

// --- volleys ---------------------------------------------------------------------------------------------------

/**
 * The one input of every volley question ({@link volley}, {@link volleyCasualties}, {@link volleyHits},
 * {@link volleyPlan}): rugged's volley input (shooters, target, context, per-shooter overrides, chosen target
 * ids) and the wound side (what every hit brings, luck, turn, a custom wound table). The hit and plan questions
 * ignore the wound side, so one object answers all four.
 *
 * @example
 * ```ts
 * validate(VolleyRequestSchema, { shooters: [], target: { id: "t", kind: "combatant", members: [] }, context: { distance: 5 }, turn: 2 }).ok; // true
 * ```
 */
export const VolleyRequestSchema = /* @__PURE__ */ volleyRequestSchema(RuggedVolleyInputSchema, {
  /** The app's wound table when the `woundTable` option is `custom` (RUG-AMB-1). */
  woundTable: /* @__PURE__ */ z.optional(WoundTableSchema),
});

/**
 * A volley and its wound side (see {@link VolleyRequestSchema}).
 *
 * @example
 * ```ts
 * const request: VolleyRequest = { shooters: riflemen, target: thugs, context: { distance: 30, shooterMode: "stationary" }, turn: 3 };
 * ```
 */
export interface VolleyRequest extends VolleyInput {
  /** What every hit brings besides its own weapon's effects (default `{}`). */
  readonly hit?: WoundHit | undefined;
  /** Whether player figures roll luck against a bad result (RUG-LUCK-2 "may"; default true). */
  readonly useLuck?: boolean | undefined;
  /** The game turn, recorded as the turn of death. */
  readonly turn?: number | undefined;
  /** The app's wound table when the `woundTable` option is `custom` (RUG-AMB-1). */
  readonly woundTable?: WoundTable | undefined;
}

/** Rugged's shooting system for a named call's options (`null` means absent), parsed once. */
function shootingOf(options: unknown): ShootingSystem {
  return ruggedShootingSystemOf(ruggedOptions(options as RuggedOptionsInput | null | undefined));
}

/** Splits a validated request into the volley input and the wound settings (the custom table as `customTable`). */
function splitRequest(request: VolleyRequest): { input: VolleyInput; wounds: RuggedVolleyWoundSettings } {
  const { input: rest, wounds } = splitVolleyRequest(request);
  const { woundTable, ...input } = rest;
  return { input, wounds: woundTable === undefined ? wounds : { ...wounds, customTable: woundTable } };
}

/** Rugged's wound side for parsed options and a custom table. */
function woundSideOf(o: RuggedOptions, customTable: WoundTable | undefined): WoundSide {
  return { rules: ruggedWoundRulesOf(o, customTable), oxFlag: "killedResultsTaken" };
}

/**
 * A unit's volley and what it does to each figure hit, as one chance (RUG-SHOOT-1..7, RUG-AMB-1, RUG-LUCK-2):
 * who fires, Clumsy tests, one D10 per die at each shooter's hit number, every hit allocated at random over the
 * target's living figures (RUG-SHOOT-6), then each figure hit rolls its wounds (vivid's table by default,
 * noted in the trace). The full answer to "what happens to each figure"; refusals to fire are in the trace and
 * in {@link volleyPlan}.
 *
 * @param input - the volley and its wound side ({@link VolleyRequest})
 * @param options - rugged options, for the volley and the wounds
 * @returns a chance of `{ hits, dropped, allocation, unit, outcomes }`
 * @example
 * ```ts
 * const { value } = resolve(volley({ shooters: riflemen, target: thugs, context }), seededDice(7));
 * Object.keys(value.outcomes); // the figures hit, in roster order
 * ```
 */
export function volley(input: VolleyRequest, options: RuggedOptionsInput | null = {}): Chance<VolleyWithWounds> {
  const { input: v, wounds } = splitRequest(named("rugged.volley", VolleyRequestSchema, input));
  const o = ruggedOptions(options);
  return volleyWithWoundsValidated(ruggedShootingSystemOf(o), "rugged.volley", v, woundSideOf(o, wounds.customTable), wounds);
}

/**
 * How many of the target's figures fall to a volley, as one chance: {@link volley}'s dice, rules and trace read
 * as counts of the figures hit by their state afterwards (killed, wounded, unconscious, fit). The fast answer to
 * "how many fall" for odds and simulation.
 *
 * @param input - the volley and its wound side ({@link VolleyRequest})
 * @param options - rugged options, for the volley and the wounds
 * @returns a chance of `{ hits, dropped, figuresHit, killed, wounded, unconscious, fit }`
 * @example
 * ```ts
 * odds(volleyCasualties({ shooters: riflemen, target: thugs, context }).map((c) => c.killed)).mean();
 * ```
 */
export function volleyCasualties(input: VolleyRequest, options: RuggedOptionsInput | null = {}): Chance<VolleyCasualties> {
  const { input: v, wounds } = splitRequest(named("rugged.volleyCasualties", VolleyRequestSchema, input));
  const o = ruggedOptions(options);
  return volleyCasualtiesValidated(ruggedShootingSystemOf(o), "rugged.volleyCasualties", v, woundSideOf(o, wounds.customTable), wounds);
}

/**
 * The number of hits of a volley (RUG-SHOOT-2/5), Clumsy tests included (RUG-TRAIT-N4), without allocation or
 * wounds: the answer to "what are the hit odds". The wound side of the request, if given, is not used.
 *
 * @param input - the volley ({@link VolleyRequest}; its wound fields are ignored)
 * @param options - rugged options
 * @returns a chance of the hits
 * @example
 * ```ts
 * odds(volleyHits({ shooters: riflemen, target: thugs, context: { distance: 30, shooterMode: "stationary", cover: "soft" } })).mean().toString(); // "5"
 * ```
 */
export function volleyHits(input: VolleyRequest, options: RuggedOptionsInput | null = {}): Chance<number> {
  const { input: v } = splitRequest(named("rugged.volleyHits", VolleyRequestSchema, input));
  return volleyHitsValidated(shootingOf(options), "rugged.volleyHits", v);
}

/**
 * The plan of a volley, no dice rolled: for each shooter whether it fires, its dice, hit number and Clumsy
 * test, or why it may not (RUG-SHOOT-1..4): the answer to "why can't they fire", shown before the dice fall.
 *
 * @param input - the volley ({@link VolleyRequest}; its wound fields are ignored)
 * @param options - rugged options
 * @returns one line per shooter
 * @example
 * ```ts
 * volleyPlan({ shooters: riflemen, target: thugs, context: { distance: 30, shooterMode: "stationary" } })[0]?.n; // 6
 * ```
 */
export function volleyPlan(input: VolleyRequest, options: RuggedOptionsInput | null = {}): PlannedShot[] {
  const { input: v } = splitRequest(named("rugged.volleyPlan", VolleyRequestSchema, input));
  return volleyPlanValidated(shootingOf(options), "rugged.volleyPlan", v);
}

/**
 * A unit's volley, hits and allocation only (RUG-SHOOT-1..6).
 *
 * @deprecated Use `volley(input, options)` (its value holds `hits`, `dropped` and `allocation`, and the
 * wounds), or `volleyHits(input, options)` for the hits alone.
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - rugged options
 * @returns a chance of `{ hits, dropped, allocation }`
 * @example
 * ```ts
 * const { value } = resolve(shootingVolley({ shooters: riflemen, target: thugs, context }), seededDice(7));
 * value.allocation; // e.g. { t2: 1, t7: 2 }
 * ```
 */
export function shootingVolley(input: VolleyInput, options: RuggedOptionsInput | null = {}): Chance<VolleyOutcome> {
  return hitsAndAllocation(input, options);
}

/**
 * A unit's volley with its wound rolls, as one chance.
 *
 * @deprecated Use `volley({ ...input, ...wounds }, options)` (a custom table as `woundTable`).
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - rugged options, for the volley and the wounds
 * @param wounds - what every hit brings, luck use, game turn, the custom wound table
 * @returns a chance of `{ hits, dropped, allocation, unit, outcomes }`
 * @example
 * ```ts
 * const { value } = resolve(shootingVolleyWithWounds({ shooters: riflemen, target: thugs, context }), seededDice(7));
 * ```
 */
export function shootingVolleyWithWounds(
  input: VolleyInput,
  options: RuggedOptionsInput | null = {},
  wounds: RuggedVolleyWoundSettings | null = {},
): Chance<VolleyWithWounds> {
  return volleyAndWounds(input, options, wounds);
}

/**
 * The casualties of a unit's volley with its wound rolls, as one chance.
 *
 * @deprecated Use `volleyCasualties({ ...input, ...wounds }, options)` (a custom table as `woundTable`).
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - rugged options, for the volley and the wounds
 * @param wounds - what every hit brings, luck use, game turn, the custom wound table
 * @returns a chance of `{ hits, dropped, figuresHit, killed, wounded, unconscious, fit }`
 * @example
 * ```ts
 * simulate(shootingVolleyCasualties({ shooters: riflemen, target: thugs, context }).map((c) => c.killed), { runs: 10_000, seed: 1 }).mean();
 * ```
 */
export function shootingVolleyCasualties(
  input: VolleyInput,
  options: RuggedOptionsInput | null = {},
  wounds: RuggedVolleyWoundSettings | null = {},
): Chance<VolleyCasualties> {
  return casualtiesOfVolley(input, options, wounds);
}

// --- wounds ----------------------------------------------------------------------------------------------------

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
  /** Whether the player rolls luck against a bad result (RUG-LUCK-2 "may"; default true). */
  useLuck: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The game turn, recorded as the turn of death. */
  turn: /* @__PURE__ */ z.optional(TurnSchema),
  /** The app's wound table when the `woundTable` option is `custom` (RUG-AMB-1). */
  woundTable: /* @__PURE__ */ z.optional(WoundTableSchema),
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
 * What the hits on one rugged figure do (RUG-SHOOT-7, RUG-LUCK-2, RUG-TRAIT-P6/P9), as a chance of the wound
 * outcome and the figure afterwards: the worst result counts, luck steps it down, Strong Like An Ox absorbs per
 * RUG-AMB-13; the table is vivid's by default (RUG-AMB-1, noted in the trace) or the app's `woundTable`.
 *
 * @param input - `{ figure, hits, useLuck?, turn?, woundTable? }`
 * @param options - rugged options (RUG-AMB-1 woundTable, RUG-AMB-13 oxMode)
 * @returns a chance of `{ outcome, figure }`
 * @example
 * ```ts
 * const thug = { id: "t1", name: "Thug", class: "Combatant" as const };
 * resolve(wounds({ figure: thug, hits: [{}] }), scriptedDice(["d6:6"])).value.figure.status?.wound; // "killed"
 * ```
 */
export function wounds(input: WoundsInput, options: RuggedOptionsInput | null = {}): Chance<WoundResolution> {
  const fn = "rugged.wounds";
  const i = named(fn, WoundsInputSchema, input);
  const rules = ruggedWoundRulesOf(optionsOf(fn, options), i.woundTable, fn, "input.woundTable");
  return woundsChanceValidated(fn, rules, i.figure, i.hits, "killedResultsTaken", i.useLuck !== false, i.turn);
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
  /** Hits per figure id, e.g. a volley's `allocation` (the dice the players rolled for allocation). */
  allocation: /* @__PURE__ */ z.record(/* @__PURE__ */ idString(), /* @__PURE__ */ boundedInt(0, 100)),
  /** What every hit brings (`{ shotgun: true }` for a shotgun volley). */
  hit: /* @__PURE__ */ z.optional(WoundHitSchema),
  /** Whether player figures roll luck against a bad result (RUG-LUCK-2 "may"; default true). */
  useLuck: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The game turn, recorded as the turn of death. */
  turn: /* @__PURE__ */ z.optional(TurnSchema),
  /** The app's wound table when the `woundTable` option is `custom` (RUG-AMB-1). */
  woundTable: /* @__PURE__ */ z.optional(WoundTableSchema),
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
 * What hits already allocated do to a unit (RUG-SHOOT-6/7): every figure in the allocation resolves its hits
 * (worst result, Ox, luck), in roster order. For an allocation rolled at the table; {@link volley} rolls the
 * volley and the wounds as one chance.
 *
 * @param input - `{ unit, allocation, hit?, useLuck?, turn?, woundTable? }`
 * @param options - rugged options
 * @returns a chance of `{ unit, outcomes }`
 * @example
 * ```ts
 * const { value } = resolve(unitWounds({ unit: thugs, allocation: { t2: 1, t5: 2 } }), seededDice(4));
 * ```
 */
export function unitWounds(input: UnitWoundsInput, options: RuggedOptionsInput | null = {}): Chance<VolleyWounds> {
  const fn = "rugged.unitWounds";
  const i = named(fn, UnitWoundsInputSchema, input);
  const rules = ruggedWoundRulesOf(optionsOf(fn, options), i.woundTable, fn, "input.woundTable");
  return atInputPaths(fn, UNIT_WOUNDS_PATHS, () =>
    volleyWoundsValidated(fn, rules, i.unit, new Map(Object.entries(i.allocation)), i.hit ?? {}, "killedResultsTaken", i.useLuck !== false, i.turn),
  );
}

/**
 * Resolves every hit on one rugged figure.
 *
 * @deprecated Use `wounds({ figure, hits, useLuck, turn, woundTable }, options)`: it returns the same chance.
 * @param figure - the hit figure
 * @param hits - one entry per hit
 * @param settings - options, the custom wound table, luck use, game turn
 * @returns a chance of `{ outcome, figure }`
 * @example
 * ```ts
 * resolve(resolveWounds(thug, [{}]), scriptedDice(["d6:6"])).value.figure.status?.wound; // "killed"
 * ```
 */
export function resolveWounds(figure: Figure, hits: readonly WoundHit[], settings: RuggedWoundSettings | null = {}): Chance<WoundResolution> {
  return woundsOnFigure(figure, hits, settings);
}

/**
 * Rolls the wounds of a volley on the target unit.
 *
 * @deprecated Use `unitWounds({ unit, allocation, hit, useLuck, turn, woundTable }, options)`.
 * @param target - the target unit
 * @param allocation - hits per figure id
 * @param hit - what every hit brings
 * @param settings - options, the custom wound table, luck use, game turn
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
  settings: RuggedWoundSettings | null = {},
): Chance<VolleyWounds> {
  return woundsOnUnit(target, allocation, hit, settings);
}

// --- hand-to-hand ----------------------------------------------------------------------------------------------

/**
 * The input of {@link handToHand}: the fight (both sides, the attacks, turn, luck) and the custom modules for
 * rugged's missing pages (RUG-AMB-1).
 *
 * @example
 * ```ts
 * validate(HandToHandInputSchema, { active: [], passive: [], attacks: [] }).ok; // true
 * ```
 */
export const HandToHandInputSchema = /* @__PURE__ */ strictObject({
  ...MeleeFightSchema.shape,
  /** The hand-to-hand chart, when the `handToHand` option is `custom`. */
  meleeChart: /* @__PURE__ */ z.optional(MeleeChartSchema),
  /** The wound table, when the `woundTable` option is `custom`. */
  woundTable: /* @__PURE__ */ z.optional(WoundTableSchema),
});

/**
 * A hand-to-hand fight and its custom modules (see {@link HandToHandInputSchema}).
 *
 * @example
 * ```ts
 * const input: HandToHandInput = { active: [swordsman], passive: [thug], attacks: [{ attackerId: swordsman.id, targetId: thug.id }] };
 * ```
 */
export interface HandToHandInput extends MeleeFight {
  /** The hand-to-hand chart, when the `handToHand` option is `custom`. */
  readonly meleeChart?: RuggedCustomModules["meleeChart"];
  /** The wound table, when the `woundTable` option is `custom`. */
  readonly woundTable?: RuggedCustomModules["woundTable"];
}

/**
 * A rugged hand-to-hand fight in phase 4 (RUG-HTH-1, RUG-SEQ-1), as a chance of every figure afterwards and
 * each strike: by default vivid's procedure (RUG-AMB-1: the active side strikes first, the survivors strike
 * back), noted in the trace as not from the rugged text; Clumsy tests luck first (RUG-TRAIT-N4, RUG-AMB-22).
 *
 * @param input - the fight, with `meleeChart` / `woundTable` for the `custom` options
 * @param options - rugged options
 * @returns a chance of `{ active, passive, strikes }`
 * @example
 * ```ts
 * const r = resolve(handToHand(fight), seededDice(3));
 * r.trace[0]; // { type: "note", rule: "RUG-AMB-1", text: "hand-to-hand: vivid's chart and procedure ..." }
 * ```
 */
export function handToHand(input: HandToHandInput, options: RuggedOptionsInput | null = {}): Chance<MeleeResult> {
  const fn = "rugged.handToHand";
  const { meleeChart, woundTable, ...fight } = named(fn, HandToHandInputSchema, input);
  const custom: RuggedCustomModules = { ...(meleeChart === undefined ? {} : { meleeChart }), ...(woundTable === undefined ? {} : { woundTable }) };
  const o = optionsOf(fn, options);
  return atInputPaths(fn, MELEE_PATHS, () => fightMeleeValidated(fn, ruggedMeleeSystemIn(fn, o, custom), fight));
}

/**
 * Fights a rugged hand-to-hand combat.
 *
 * @deprecated Use `handToHand({ ...fight, meleeChart, woundTable }, options)`: it returns the same chance.
 * @param fight - both sides and the attacks
 * @param options - rugged options
 * @param custom - custom chart and wound table for the `custom` options
 * @returns a chance of every figure afterwards and each strike
 * @example
 * ```ts
 * resolve(resolveHandToHand(fight), seededDice(3));
 * ```
 */
export function resolveHandToHand(fight: MeleeFight, options: RuggedOptionsInput | null = {}, custom: RuggedCustomModules | null = {}): Chance<MeleeResult> {
  return fightHandToHand(fight, options, custom);
}

/**
 * The input of {@link handToHandHitNumber}.
 *
 * @example
 * ```ts
 * validate(MeleeHitInputSchema, { attacker: swordsman, opponent: thug }).ok; // true
 * ```
 */
export const MeleeHitInputSchema = /* @__PURE__ */ meleeHitInputSchema({
  /** The hand-to-hand chart, when the `handToHand` option is `custom`. */
  meleeChart: /* @__PURE__ */ z.optional(MeleeChartSchema),
});

/**
 * An attacker, its opponent and the situation (see {@link MeleeHitInputSchema}).
 *
 * @example
 * ```ts
 * const input: MeleeHitInput = { attacker: swordsman, opponent: thug, situation: { lowWall: true } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface MeleeHitInput extends z.infer<typeof MeleeHitInputSchema> {}

/**
 * The hand-to-hand hit number of a rugged figure (RUG-HTH-1, RUG-TRAIT-P4 +2 Excellent Swordsman, RUG-TRAIT-P11
 * Martial Arts base 8 by RUG-AMB-21), on vivid's chart by default (RUG-AMB-1, noted).
 *
 * @param input - `{ attacker, opponent, situation?, meleeChart? }`
 * @param options - rugged options
 * @returns `{ n, entries }`
 * @example
 * ```ts
 * handToHandHitNumber({ attacker: swordsman, opponent: thug }).n; // 9 (7 trained + 2 Excellent Swordsman)
 * ```
 */
export function handToHandHitNumber(input: MeleeHitInput, options?: RuggedOptionsInput | null): MeleeHitNumber;
/**
 * The hand-to-hand hit number of a rugged figure, positional form.
 *
 * @deprecated Use `handToHandHitNumber({ attacker, opponent, situation, meleeChart }, options)`.
 * @param attacker - the attacking figure
 * @param opponent - the figure attacked
 * @param situation - the opponent's situation and further modifiers
 * @param options - rugged options
 * @param custom - a custom chart for the `custom` option
 * @returns `{ n, entries }`
 * @example
 * ```ts
 * handToHandHitNumber(swordsman, thug).n; // 9
 * ```
 */
export function handToHandHitNumber(
  attacker: Figure,
  opponent: Figure,
  situation?: MeleeSituation | null,
  options?: RuggedOptionsInput | null,
  custom?: RuggedCustomModules | null,
): MeleeHitNumber;
export function handToHandHitNumber(...args: unknown[]): MeleeHitNumber {
  if (!isNamedCall(args, "attacker")) return hitNumberInMelee(...(args as Parameters<typeof hitNumberInMelee>));
  const fn = "rugged.handToHandHitNumber";
  const i = named(fn, MeleeHitInputSchema, args[0]);
  const custom: RuggedCustomModules = i.meleeChart === undefined ? {} : { meleeChart: i.meleeChart };
  const o = optionsOf(fn, args[1]);
  return atInputPaths(fn, MELEE_PATHS, () => handToHandHitNumberValidated(fn, o, custom, i.attacker, i.opponent, i.situation ?? {}));
}

// --- morale ----------------------------------------------------------------------------------------------------

/**
 * The input of {@link moraleCheck}.
 *
 * @example
 * ```ts
 * validate(MoraleInputSchema, { unit: askaris, situation: { trigger: "chargeTarget" } }).ok; // true
 * ```
 */
export const MoraleInputSchema = /* @__PURE__ */ strictObject({
  /** The testing unit. */
  unit: UnitSchema,
  /** The trigger (`chargeTarget`, `chargingShotAt`, `shooting`, `handToHand`, `rally`) and circumstances. */
  situation: RuggedMoraleSituationSchema,
  /** A custom morale table, when the `morale` option is `custom` (RUG-AMB-1). */
  moraleTable: /* @__PURE__ */ z.optional(MoraleTableSchema),
});

/**
 * A unit, why it tests and the table (see {@link MoraleInputSchema}).
 *
 * @example
 * ```ts
 * const input: MoraleInput = { unit: askaris, situation: { trigger: "chargeTarget" } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface MoraleInput extends z.infer<typeof MoraleInputSchema> {}

/**
 * A rugged morale test (RUG-MOR-1), as a chance of the outcome and the unit afterwards: a charge target tests to
 * stand or run, a charging unit that is shot at tests to complete the charge (RUG-AMB-23), every unit shot at or
 * in hand-to-hand tests in the morale phase, a rally attempt tests in phase 1. By default vivid's base value,
 * modifiers, die and results (RUG-AMB-1, noted in the trace).
 *
 * @param input - `{ unit, situation, moraleTable? }`
 * @param options - rugged options
 * @returns a chance of `{ outcome, unit }`
 * @example
 * ```ts
 * resolve(moraleCheck({ unit: askaris, situation: { trigger: "chargeTarget" } }), scriptedDice(["d10:9"])).value.outcome.result; // "rout"
 * ```
 */
export function moraleCheck(input: MoraleInput, options?: RuggedOptionsInput | null): Chance<MoraleResolution>;
/**
 * A rugged morale test, positional form.
 *
 * @deprecated Use `moraleCheck({ unit, situation, moraleTable }, options)`.
 * @param unit - the testing unit
 * @param situation - the trigger and circumstances
 * @param options - rugged options
 * @param customTable - a custom morale table for the `custom` option
 * @returns a chance of `{ outcome, unit }`
 * @example
 * ```ts
 * resolve(moraleCheck(askaris, { trigger: "chargeTarget" }), scriptedDice(["d10:9"])).value.outcome.result; // "rout"
 * ```
 */
export function moraleCheck(
  unit: Unit,
  situation: MoraleSituation,
  options?: RuggedOptionsInput | null,
  customTable?: MoraleTable | null,
): Chance<MoraleResolution>;
export function moraleCheck(...args: unknown[]): Chance<MoraleResolution> {
  if (!isNamedCall(args, "unit")) return checkMorale(...(args as Parameters<typeof checkMorale>));
  const fn = "rugged.moraleCheck";
  const i = named(fn, MoraleInputSchema, args[0]);
  const sys = ruggedMoraleSystemOf(optionsOf(fn, args[1]), i.moraleTable, fn, "input.moraleTable");
  return atInputPaths(fn, MORALE_PATHS, () => moraleCheckValidated(sys, i.unit, i.situation));
}

const RallyInputSchema = /* @__PURE__ */ strictObject({
  /** The routing unit. */
  unit: UnitSchema,
  /** Circumstances (the trigger is `rally`). */
  situation: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.omit(RuggedMoraleSituationSchema, { trigger: true }))),
  /** A custom morale table, when the `morale` option is `custom` (RUG-AMB-1). */
  moraleTable: /* @__PURE__ */ z.optional(MoraleTableSchema),
});

/**
 * The input of {@link rally}: a routing unit, the circumstances (no trigger: it is `rally`) and the table.
 *
 * @example
 * ```ts
 * const input: RallyInput = { unit: routingAskaris };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface RallyInput extends z.infer<typeof RallyInputSchema> {}

/**
 * A rally attempt in phase 1 (RUG-SEQ-1, RUG-MOR-1): a morale test against the unit's base morale point, which
 * rugged's traits modify when rallying (Extremely Arrogant −2, RUG-TRAIT-N2). Passing clears the routing or
 * disrupted state.
 *
 * @param input - `{ unit, situation?, moraleTable? }`
 * @param options - rugged options
 * @returns a chance of `{ outcome, unit }` (`rallied` or `stillBroken`)
 * @example
 * ```ts
 * resolve(rally({ unit: routingAskaris }), scriptedDice(["d10:3"])).value.outcome.result; // "rallied"
 * ```
 */
export function rally(input: RallyInput, options?: RuggedOptionsInput | null): Chance<MoraleResolution>;
/**
 * A rally attempt, positional form.
 *
 * @deprecated Use `rally({ unit, situation, moraleTable }, options)`.
 * @param unit - the routing unit
 * @param situation - circumstances (the trigger is `rally`)
 * @param options - rugged options
 * @param customTable - a custom morale table for the `custom` option
 * @returns a chance of `{ outcome, unit }`
 * @example
 * ```ts
 * resolve(rally(routingAskaris), scriptedDice(["d10:3"])).value.outcome.result; // "rallied"
 * ```
 */
export function rally(
  unit: Unit,
  situation?: Omit<MoraleSituation, "trigger"> | null,
  options?: RuggedOptionsInput | null,
  customTable?: MoraleTable | null,
): Chance<MoraleResolution>;
export function rally(...args: unknown[]): Chance<MoraleResolution> {
  if (!isNamedCall(args, "unit")) return rallyUnit(...(args as Parameters<typeof rallyUnit>));
  const fn = "rugged.rally";
  const i = named(fn, RallyInputSchema, args[0]);
  const sys = ruggedMoraleSystemOf(optionsOf(fn, args[1]), i.moraleTable, fn, "input.moraleTable");
  return atInputPaths(fn, MORALE_PATHS, () => moraleCheckValidated(sys, i.unit, { ...(i.situation ?? {}), trigger: "rally" }));
}

const RoutInputSchema = /* @__PURE__ */ routInputSchema();

/**
 * The input of {@link routRecovery}: the routing unit and the GM's modifier.
 *
 * @example
 * ```ts
 * const input: RoutInput = { unit: routing, gmRollModifier: 1 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface RoutInput extends z.infer<typeof RoutInputSchema> {}

/**
 * Rout recovery borrowed from vivid (RUG-AMB-1, VIV-MOR-7): a D6 at the start of each following turn, 6 stops a
 * unit, 5–6 a lone PRP; noted in the trace as not from the rugged text.
 *
 * @param input - `{ unit, gmRollModifier? }`
 * @param options - rugged options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ rolled, stops, unit }`
 * @example
 * ```ts
 * resolve(routRecovery({ unit: routing }), scriptedDice(["d6:6"])).value.stops; // true
 * ```
 */
export function routRecovery(input: RoutInput, options?: RuggedOptionsInput | null): Chance<RallyResolution>;
/**
 * Rout recovery, positional form.
 *
 * @deprecated Use `routRecovery({ unit, gmRollModifier }, options)`.
 * @param unit - the routing unit
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1), added to the face
 * @returns a chance of `{ rolled, stops, unit }`
 * @example
 * ```ts
 * resolve(routRecovery(routing), scriptedDice(["d6:6"])).value.stops; // true
 * ```
 */
export function routRecovery(unit: Unit, gmRollModifier?: number | null): Chance<RallyResolution>;
export function routRecovery(...args: unknown[]): Chance<RallyResolution> {
  if (!isNamedCall(args, "unit")) return recoverFromRout(...(args as Parameters<typeof recoverFromRout>));
  const i = named("rugged.routRecovery", RoutInputSchema, args[0]);
  optionsOf("rugged.routRecovery", args[1]);
  return routRecoveryValidated(i.unit, i.gmRollModifier ?? 0);
}

// --- luck, recovery and the turn's checks (issue 16: the GM's modifier a field of the input, the options last) ---

/**
 * The input of {@link cliffHanger}: the killed PRP, whether the GM allows the roll and the GM's modifier.
 *
 * @example
 * ```ts
 * validate(CliffHangerInputSchema, { figure: deadPrp, gmAllows: true }).ok; // true
 * ```
 */
export const CliffHangerInputSchema = /* @__PURE__ */ cliffHangerInputSchema();

/**
 * The killed PRP, the GM's leave and modifier (see {@link CliffHangerInputSchema}).
 *
 * @example
 * ```ts
 * const input: CliffHangerInput = { figure: deadPrp, gmAllows: true, gmRollModifier: 1 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface CliffHangerInput extends z.input<typeof CliffHangerInputSchema> {}

/**
 * The Cliff-hanger, probably on rugged's missing pages (RUG-AMB-1), borrowed from vivid (VIV-CLIFF-1): a killed
 * PRP makes one last luck roll if the GM allows; Huge Joss re-rolls a failure (RUG-TRAIT-P9). Noted in the trace
 * as not from the rugged text.
 *
 * @param input - `{ figure, gmAllows, gmRollModifier? }`
 * @param options - rugged options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ allowed, survived, figure }`
 * @example
 * ```ts
 * resolve(cliffHanger({ figure: deadPrp, gmAllows: true }), scriptedDice(["d10:2"])).value.survived; // true with Luck 5
 * ```
 */
export function cliffHanger(input: CliffHangerInput, options?: RuggedOptionsInput | null): Chance<CliffHangerResult>;
/**
 * The Cliff-hanger, positional form.
 *
 * @deprecated Use `cliffHanger({ figure, gmAllows, gmRollModifier }, options)`.
 * @param figure - the killed PRP
 * @param gmAllows - the GM allows it
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ allowed, survived, figure }`
 * @example
 * ```ts
 * resolve(cliffHanger(deadPrp, true), scriptedDice(["d10:2"])).value.survived; // true with Luck 5
 * ```
 */
export function cliffHanger(figure: Figure, gmAllows: boolean, gmRollModifier?: number | null): Chance<CliffHangerResult>;
export function cliffHanger(...args: unknown[]): Chance<CliffHangerResult> {
  if (!isNamedCall(args, "gmAllows")) return cliffHangerOf(...(args as Parameters<typeof cliffHangerOf>));
  const fn = "rugged.cliffHanger";
  const i = named(fn, CliffHangerInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return rollCliffHangerParsed(fn, i.figure, i.gmAllows, { reroll: "RUG-TRAIT-P9" }, i.gmRollModifier ?? 0).traced([
    { type: "note", rule: "RUG-AMB-1", text: "Cliff-hanger: vivid's rule (VIV-CLIFF-1), not from the rugged text" },
  ]);
}

/**
 * The input of {@link woundedRecovery}: the wounded PRP, the game turn and the GM's modifier.
 *
 * @example
 * ```ts
 * validate(RecoveryInputSchema, { figure: woundedPrp, turn: 3 }).ok; // true
 * ```
 */
export const RecoveryInputSchema = /* @__PURE__ */ recoveryInputSchema();

/**
 * The wounded PRP, the turn and the GM's modifier (see {@link RecoveryInputSchema}).
 *
 * @example
 * ```ts
 * const input: RecoveryInput = { figure: woundedPrp, turn: 3 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface RecoveryInput extends z.input<typeof RecoveryInputSchema> {}

/**
 * A wounded PRP's end-of-turn recovery, borrowed with vivid's wound module (RUG-AMB-1, VIV-WOUND-5): a D6, fit
 * again on a 6; noted in the trace as not from the rugged text.
 *
 * @param input - `{ figure, turn, gmRollModifier? }`
 * @param options - rugged options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ rolled, recovered, figure }`
 * @example
 * ```ts
 * resolve(woundedRecovery({ figure: woundedPrp, turn: 3 }), scriptedDice(["d6:6"])).value.recovered; // true
 * ```
 */
export function woundedRecovery(input: RecoveryInput, options?: RuggedOptionsInput | null): Chance<RecoveryResolution>;
/**
 * A wounded PRP's end-of-turn recovery, positional form.
 *
 * @deprecated Use `woundedRecovery({ figure, turn, gmRollModifier }, options)`.
 * @param figure - the wounded PRP
 * @param turn - the game turn
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ rolled, recovered, figure }`
 * @example
 * ```ts
 * resolve(woundedRecovery(woundedPrp, 3), scriptedDice(["d6:6"])).value.recovered; // true
 * ```
 */
export function woundedRecovery(figure: Figure, turn: number, gmRollModifier?: number | null): Chance<RecoveryResolution>;
export function woundedRecovery(...args: unknown[]): Chance<RecoveryResolution> {
  if (!isNamedCall(args, "figure")) return recoveryOf(...(args as Parameters<typeof recoveryOf>));
  const fn = "rugged.woundedRecovery";
  const i = named(fn, RecoveryInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return rollRecoveryParsed(
    fn,
    i.figure,
    i.turn,
    [{ type: "note", rule: "RUG-AMB-1", text: "recovery: vivid's end-of-turn D6 (VIV-WOUND-5), not from the rugged text" }],
    i.gmRollModifier ?? 0,
  );
}

const FIGURE_PATHS = [["figure", "input.figure"]] as const;

/**
 * The input of {@link tacticianRoll}: the PRP with Tactician and the GM's modifier.
 *
 * @example
 * ```ts
 * validate(TacticianInputSchema, { figure: major }).ok; // true
 * ```
 */
export const TacticianInputSchema = /* @__PURE__ */ strictObject({
  /** A PRP with Tactician. */
  figure: FigureSchema,
  /** The GM's modifier to the die (RUG-GEN-1; default 0). */
  gmRollModifier: GmModifierSchema,
});

/**
 * The PRP and the GM's modifier (see {@link TacticianInputSchema}).
 *
 * @example
 * ```ts
 * const input: TacticianInput = { figure: major, gmRollModifier: -1 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface TacticianInput extends z.input<typeof TacticianInputSchema> {}

/**
 * A Tactician roll (RUG-TRAIT-P8): at the start of the movement phase, D10 1-2 (P = 1/5) lets the PRP and the unit
 * with it move after all other units (RUG-AMB-18).
 *
 * @param input - `{ figure, gmRollModifier? }`
 * @param options - rugged options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ face, movesLast }`
 * @throws RulesError INVALID_ARGUMENT at `input.figure.traits` when the figure has no Tactician trait
 * @example
 * ```ts
 * resolve(tacticianRoll({ figure: major }), scriptedDice(["d10:2"])).value.movesLast; // true
 * ```
 */
export function tacticianRoll(input: TacticianInput, options?: RuggedOptionsInput | null): Chance<TacticianResult>;
/**
 * A Tactician roll, positional form.
 *
 * @deprecated Use `tacticianRoll({ figure, gmRollModifier }, options)`.
 * @param figure - a PRP with Tactician
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ face, movesLast }`
 * @example
 * ```ts
 * resolve(tacticianRoll(major), scriptedDice(["d10:2"])).value.movesLast; // true
 * ```
 */
export function tacticianRoll(figure: Figure, gmRollModifier?: number | null): Chance<TacticianResult>;
export function tacticianRoll(...args: unknown[]): Chance<TacticianResult> {
  if (!isNamedCall(args, "figure")) return tacticianOf(...(args as Parameters<typeof tacticianOf>));
  const fn = "rugged.tacticianRoll";
  const i = named(fn, TacticianInputSchema, args[0]);
  optionsOf(fn, args[1]);
  const chance = tacticianChance(i.figure, i.gmRollModifier ?? 0);
  if (chance === undefined)
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "input.figure.traits", value: i.figure.id, message: "the figure has no Tactician trait" });
  return chance;
}

/**
 * The input of {@link fieldCraftCheck}: the figure (or the unit's spotter), whether it marched, the GM's modifier.
 *
 * @example
 * ```ts
 * validate(FieldCraftInputSchema, { figure: scout, marching: true }).ok; // true
 * ```
 */
export const FieldCraftInputSchema = /* @__PURE__ */ strictObject({
  /** The figure (or the unit's spotter), with a Field Craft. */
  figure: FigureSchema,
  /** Whether it used a March move this turn (RUG-FC-2: ceil(FC/2); default false). */
  marching: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.boolean())),
  /** The GM's modifier to the die (RUG-GEN-1; default 0). */
  gmRollModifier: GmModifierSchema,
});

/**
 * The figure, its march and the GM's modifier (see {@link FieldCraftInputSchema}).
 *
 * @example
 * ```ts
 * const input: FieldCraftInput = { figure: scout, marching: true };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface FieldCraftInput extends z.input<typeof FieldCraftInputSchema> {}

/**
 * A Field Craft check (RUG-FC-1), e.g. to spot: D10 at or under the effective Field Craft; a marching unit uses
 * ceil(FC/2) (RUG-FC-2). The spotting procedure is on a missing page (RUG-AMB-1): this check is the default, and
 * whether a target is visible at all is the GM's (RUG-GM-2).
 *
 * @param input - `{ figure, marching?, gmRollModifier? }`
 * @param options - rugged options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ effectiveFC, face, pass }`
 * @throws RulesError INVALID_ARGUMENT at `input.figure.fieldCraft` when the figure has no Field Craft (RUG-AMB-34)
 * @example
 * ```ts
 * resolve(fieldCraftCheck({ figure: { ...scout, fieldCraft: 7 }, marching: true }), scriptedDice(["d10:4"])).value; // { effectiveFC: 4, face: 4, pass: true }
 * ```
 */
export function fieldCraftCheck(input: FieldCraftInput, options?: RuggedOptionsInput | null): Chance<FieldCraftResult>;
/**
 * A Field Craft check, positional form.
 *
 * @deprecated Use `fieldCraftCheck({ figure, marching, gmRollModifier }, options)`.
 * @param figure - the figure, with a Field Craft
 * @param marching - it used a March move this turn
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ effectiveFC, face, pass }`
 * @example
 * ```ts
 * resolve(fieldCraftCheck({ ...scout, fieldCraft: 7 }, true), scriptedDice(["d10:4"])).value.pass; // true
 * ```
 */
export function fieldCraftCheck(figure: Figure, marching?: boolean | null, gmRollModifier?: number | null): Chance<FieldCraftResult>;
export function fieldCraftCheck(...args: unknown[]): Chance<FieldCraftResult> {
  if (!isNamedCall(args, "figure")) return fieldCraftOfCheck(...(args as Parameters<typeof fieldCraftOfCheck>));
  const fn = "rugged.fieldCraftCheck";
  const i = named(fn, FieldCraftInputSchema, args[0]);
  optionsOf(fn, args[1]);
  const fc = fieldCraftOf(i.figure);
  // ruling RUG-AMB-34: a test against a Field Craft never given cannot be made (never a silent 0)
  if (fc === undefined)
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "input.figure.fieldCraft",
      value: i.figure.id,
      message: `${i.figure.name} (${i.figure.id}) has no Field Craft: the Field Craft check cannot be made (RUG-FC-1, RUG-AMB-34)`,
    });
  return fieldCraftChance(fc, i.marching ?? false, "Field Craft check", "RUG-FC-1", i.gmRollModifier ?? 0);
}

/**
 * The input of {@link sixthSense}: the PRP, the distance to the unseen threat and the GM's modifier.
 *
 * @example
 * ```ts
 * validate(SixthSenseInputSchema, { figure: psychic, distance: 11 }).ok; // true
 * ```
 */
export const SixthSenseInputSchema = /* @__PURE__ */ sixthSenseInputSchema();

/**
 * The PRP, the distance and the GM's modifier (see {@link SixthSenseInputSchema}).
 *
 * @example
 * ```ts
 * const input: SixthSenseInput = { figure: psychic, distance: 11 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface SixthSenseInput extends z.input<typeof SixthSenseInputSchema> {}

/**
 * Sixth Sense (RUG-TRAIT-P2): within 12" (regardless of terrain) of an unseen enemy or hazard (the GM's call,
 * RUG-GM-6), D10 at or under Field Craft gives "a bad feeling about this".
 *
 * @param input - `{ figure, distance, gmRollModifier? }`
 * @param options - rugged options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ checked, badFeeling }`
 * @throws RulesError INVALID_ARGUMENT at `input.figure.fieldCraft` when a figure in range has no Field Craft
 * @example
 * ```ts
 * resolve(sixthSense({ figure: psychic, distance: 11 }), scriptedDice(["d10:3"])).value; // { checked: true, badFeeling: true }
 * ```
 */
export function sixthSense(input: SixthSenseInput, options?: RuggedOptionsInput | null): Chance<SixthSenseResult>;
/**
 * Sixth Sense, positional form.
 *
 * @deprecated Use `sixthSense({ figure, distance, gmRollModifier }, options)`.
 * @param figure - the PRP
 * @param distance - inches to the unseen threat
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ checked, badFeeling }`
 * @example
 * ```ts
 * resolve(sixthSense(psychic, 11), scriptedDice(["d10:3"])).value.badFeeling; // true
 * ```
 */
export function sixthSense(figure: Figure, distance: number, gmRollModifier?: number | null): Chance<SixthSenseResult>;
export function sixthSense(...args: unknown[]): Chance<SixthSenseResult> {
  if (!isNamedCall(args, "figure")) return senseOf(...(args as Parameters<typeof senseOf>));
  const fn = "rugged.sixthSense";
  const i = named(fn, SixthSenseInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return atInputPaths(fn, FIGURE_PATHS, () => sixthSenseChance(fn, i.figure, i.distance, i.figure.luck ?? 0, i.gmRollModifier ?? 0));
}

/**
 * The input of {@link impetuousCheck}: the PRP, the situation and the GM's modifier.
 *
 * @example
 * ```ts
 * validate(ImpetuousInputSchema, { figure: hothead, situation: { distance: 18, superiorPresent: false, commandsUnit: true } }).ok; // true
 * ```
 */
export const ImpetuousInputSchema = /* @__PURE__ */ impetuousInputSchema();

/**
 * The PRP, the situation and the GM's modifier (see {@link ImpetuousInputSchema}).
 *
 * @example
 * ```ts
 * const input: ImpetuousInput = { figure: hothead, situation: { distance: 18, superiorPresent: false, commandsUnit: true } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface ImpetuousInput extends z.input<typeof ImpetuousInputSchema> {}

/**
 * Impetuous (RUG-TRAIT-N6): within its own Charge move of an enemy unit (20" western, 22" native: RUG-AMB-19) and
 * with no superior present (RUG-GM-7), a Field Craft check; a failure forces a charge, with its unit if it
 * commands one.
 *
 * @param input - `{ figure, situation, gmRollModifier? }`
 * @param options - rugged options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ checked, reason?, mustCharge, unitCharges }`
 * @example
 * ```ts
 * resolve(impetuousCheck({ figure: hothead, situation: { distance: 18, superiorPresent: false, commandsUnit: true } }), scriptedDice(["d10:9"])).value.unitCharges; // true
 * ```
 */
export function impetuousCheck(input: ImpetuousInput, options?: RuggedOptionsInput | null): Chance<ImpetuousResult>;
/**
 * Impetuous, positional form.
 *
 * @deprecated Use `impetuousCheck({ figure, situation, gmRollModifier }, options)`.
 * @param figure - the PRP
 * @param situation - distance to the nearest enemy unit, superior present, commands a unit
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ checked, reason?, mustCharge, unitCharges }`
 * @example
 * ```ts
 * impetuousCheck(hothead, { distance: 18, superiorPresent: false, commandsUnit: true });
 * ```
 */
export function impetuousCheck(
  figure: Figure,
  situation: { distance: number; superiorPresent: boolean; commandsUnit: boolean },
  gmRollModifier?: number | null,
): Chance<ImpetuousResult>;
export function impetuousCheck(...args: unknown[]): Chance<ImpetuousResult> {
  if (!isNamedCall(args, "figure")) return impetuousOf(...(args as Parameters<typeof impetuousOf>));
  const fn = "rugged.impetuousCheck";
  const i = named(fn, ImpetuousInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return atInputPaths(fn, FIGURE_PATHS, () => impetuousCheckValidated(i.figure, i.situation, i.gmRollModifier ?? 0));
}

/**
 * The input of {@link clumsyCheck}: the PRP, what it is about to do, whether its target charges, the GM's modifier.
 *
 * @example
 * ```ts
 * validate(ClumsyInputSchema, { figure: butterfingers, action: "shooting", targetCharging: true }).ok; // true
 * ```
 */
export const ClumsyInputSchema = /* @__PURE__ */ clumsyInputSchema({
  /** Whether the target of the shot is charging (RUG-TRAIT-N4: Clumsy tests before shooting at a charging enemy; default false). */
  targetCharging: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.boolean())),
});

/**
 * The PRP, its action and the GM's modifier (see {@link ClumsyInputSchema}).
 *
 * @example
 * ```ts
 * const input: ClumsyInput = { figure: butterfingers, action: "handToHand" };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface ClumsyInput extends z.input<typeof ClumsyInputSchema> {}

/**
 * Clumsy (RUG-TRAIT-N4): a luck test before shooting at a charging enemy and before any hand-to-hand (its own charge
 * included, RUG-AMB-22); Huge Joss may re-roll it (RUG-AMB-29). A failure drops the weapon: no shooting or fighting
 * back this turn; it is picked up at the start of the next turn.
 *
 * @param input - `{ figure, action, targetCharging?, gmRollModifier? }`
 * @param options - rugged options (none changes this roll; checked, so every resolver takes them)
 * @returns a chance of `{ tested, dropped }`
 * @example
 * ```ts
 * resolve(clumsyCheck({ figure: butterfingers, action: "handToHand" }), scriptedDice(["d10:9"])).value; // { tested: true, dropped: true }
 * ```
 */
export function clumsyCheck(input: ClumsyInput, options?: RuggedOptionsInput | null): Chance<ClumsyResult>;
/**
 * Clumsy, positional form.
 *
 * @deprecated Use `clumsyCheck({ figure, action, targetCharging, gmRollModifier }, options)`.
 * @param figure - the PRP
 * @param action - "shooting" or "handToHand"
 * @param targetCharging - the target of the shot is charging
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ tested, dropped }`
 * @example
 * ```ts
 * clumsyCheck(butterfingers, "handToHand");
 * ```
 */
export function clumsyCheck(
  figure: Figure,
  action: "shooting" | "handToHand",
  targetCharging?: boolean | null,
  gmRollModifier?: number | null,
): Chance<ClumsyResult>;
export function clumsyCheck(...args: unknown[]): Chance<ClumsyResult> {
  if (!isNamedCall(args, "figure")) return clumsyOf(...(args as Parameters<typeof clumsyOf>));
  const fn = "rugged.clumsyCheck";
  const i = named(fn, ClumsyInputSchema, args[0]);
  optionsOf(fn, args[1]);
  return clumsyChance(i.figure, i.action, i.targetCharging ?? false, i.figure.luck ?? 0, i.gmRollModifier ?? 0);
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
 * Whether a figure can spot (see) a target at a bearing from its facing (RUG-TRAIT-N1, RUG-AMB-20): a Blind Eye
 * figure sees straight ahead and up to 45° toward its good eye, and spots nothing on its blind side; other figures
 * see `defaultFieldOfViewDeg` (default 360). Make this check before a spotting roll.
 *
 * @param input - `{ figure, bearingDeg }`
 * @param options - rugged options (`defaultFieldOfViewDeg`)
 * @returns `{ ok, reasons }` (BLIND_SIDE when hidden)
 * @throws RulesError INVALID_INPUT at `input.figure...` when a Blind Eye trait does not name its side
 * @example
 * ```ts
 * canSpot({ figure: { ...scout, traits: [{ ...RUGGED_TRAITS.blindEye, side: "left" }] }, bearingDeg: -30 }).ok; // false
 * ```
 */
export function canSpot(input: SpotInput, options?: RuggedOptionsInput | null): FireVerdict;
/**
 * Whether a figure can spot a target at a bearing, positional form.
 *
 * @deprecated Use `canSpot({ figure, bearingDeg }, options)`.
 * @param figure - the spotter
 * @param bearingDeg - the bearing of the target from its facing, -180..180
 * @param options - rugged options
 * @returns `{ ok, reasons }`
 * @example
 * ```ts
 * canSpot({ ...scout, traits: [{ ...RUGGED_TRAITS.blindEye, side: "left" }] }, -30).ok; // false
 * ```
 */
export function canSpot(figure: Figure, bearingDeg: number, options?: RuggedOptionsInput | null): FireVerdict;
export function canSpot(...args: unknown[]): FireVerdict {
  if (!isNamedCall(args, "bearingDeg")) return spotVerdict(...(args as Parameters<typeof spotVerdict>));
  const fn = "rugged.canSpot";
  const i = named(fn, SpotInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return atInputPaths(fn, FIGURE_PATHS, () => spotRefusals(fn, i.figure, i.bearingDeg, ruggedShootingSystemOf(o).options, "RUG-TRAIT-N1"));
}

/**
 * The input of {@link runStateAfter}: the mode used this turn, the run counters before it and the figure's kind.
 *
 * @example
 * ```ts
 * validate(RunStateInputSchema, { mode: "run", state: { consecutiveRunTurns: 1, restTurnsLeft: 0 } }).ok; // true
 * ```
 */
export const RunStateInputSchema = /* @__PURE__ */ strictObject({
  /** The movement mode used this turn. */
  mode: MovementModeSchema,
  /** The run counters before the turn. */
  state: /* @__PURE__ */ strictObject({
    /** Turns run in a row so far. */
    consecutiveRunTurns: /* @__PURE__ */ boundedInt(0, 1000),
    /** Turns of rest still owed after running (RUG-AMB-17). */
    restTurnsLeft: /* @__PURE__ */ boundedInt(0, 1000),
  }),
  /** Combatant (runs 2 turns) or non-combatant (1); default combatant (RUG-MOVE-1). */
  kind: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.enum(["combatant", "nonCombatant"]))),
});

/**
 * The mode, the counters and the kind (see {@link RunStateInputSchema}).
 *
 * @example
 * ```ts
 * const input: RunStateInput = { mode: "run", state: { consecutiveRunTurns: 1, restTurnsLeft: 0 } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface RunStateInput extends z.input<typeof RunStateInputSchema> {}

/**
 * The run bookkeeping after a turn in `mode` (RUG-MOVE-1): running counts up to the limit (2 combatant, 1
 * non-combatant), then `postRunRestTurns` turns (default 1) must be stationary or Combat (RUG-AMB-17).
 *
 * @param input - `{ mode, state, kind? }`
 * @param options - rugged options (`postRunRestTurns`)
 * @returns the run state for the next turn
 * @example
 * ```ts
 * runStateAfter({ mode: "run", state: { consecutiveRunTurns: 1, restTurnsLeft: 0 } }); // { consecutiveRunTurns: 0, restTurnsLeft: 1 }
 * ```
 */
export function runStateAfter(input: RunStateInput, options?: RuggedOptionsInput | null): RunState;
/**
 * The run bookkeeping after a turn, positional form.
 *
 * @deprecated Use `runStateAfter({ mode, state, kind }, options)`.
 * @param mode - the mode used this turn
 * @param state - the run state before the turn
 * @param kind - combatant or non-combatant
 * @param options - rugged options (`postRunRestTurns`)
 * @returns the run state for the next turn
 * @example
 * ```ts
 * runStateAfter("run", { consecutiveRunTurns: 1, restTurnsLeft: 0 }); // { consecutiveRunTurns: 0, restTurnsLeft: 1 }
 * ```
 */
export function runStateAfter(mode: MovementMode, state: RunState, kind?: "combatant" | "nonCombatant" | null, options?: RuggedOptionsInput | null): RunState;
export function runStateAfter(...args: unknown[]): RunState {
  if (!isNamedCall(args, "mode")) return runStateOf(...(args as Parameters<typeof runStateOf>));
  const fn = "rugged.runStateAfter";
  const i = named(fn, RunStateInputSchema, args[0]);
  return runStateAfterValidated(i.mode, i.state, i.kind ?? "combatant", optionsOf(fn, args[1]));
}

/**
 * The input of {@link validateTraits}: the PRP, the traits chosen (default: the figure's), the rolled count and the
 * GM's approvals.
 *
 * @example
 * ```ts
 * validate(TraitsInputSchema, { figure: jack, traits: [RUGGED_TRAITS.hugeJoss], count: 1 }).ok; // true
 * ```
 */
export const TraitsInputSchema = /* @__PURE__ */ strictObject({
  /** The PRP (origin and role tags). */
  figure: FigureSchema,
  /** The chosen traits; absent: the figure's own. */
  traits: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ boundedArray(TraitSchema, INPUT_LIMITS.listLength))),
  /** The rolled number of traits (RUG-TRAIT-1), if known. */
  count: /* @__PURE__ */ z.optional(/* @__PURE__ */ boundedInt(0, 3)),
  /** Trait ids the GM approved in spite of eligibility (RUG-GM-5). */
  gmApproved: /* @__PURE__ */ z.optional(/* @__PURE__ */ boundedArray(/* @__PURE__ */ boundedString(), INPUT_LIMITS.listLength)),
});

/**
 * The PRP, its traits and the context (see {@link TraitsInputSchema}).
 *
 * @example
 * ```ts
 * const input: TraitsInput = { figure: jack, traits: [RUGGED_TRAITS.hugeJoss, RUGGED_TRAITS.clumsy], count: 2 };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it
export interface TraitsInput extends z.input<typeof TraitsInputSchema> {}

/**
 * Validates a PRP's traits (RUG-TRAIT-2 polarity, RUG-TRAIT-3 eligibility, RUG-AMB-27 Eagle Eye with Near Sighted)
 * and returns issues, never throwing for a choice the rules forbid. The GM may approve a trait in spite of
 * eligibility (RUG-GM-5).
 *
 * @param input - `{ figure, traits?, count?, gmApproved? }`
 * @param options - rugged options (`eagleEyeVsNearSighted`)
 * @returns the issues, empty when valid
 * @example
 * ```ts
 * validateTraits({ figure: { id: "p", name: "Jack", class: "PRP", origin: ["western"] }, traits: [RUGGED_TRAITS.hugeJoss, RUGGED_TRAITS.clumsy] })[0]?.code; // "NOT_ELIGIBLE"
 * ```
 */
export function validateTraits(input: TraitsInput, options?: RuggedOptionsInput | null): TraitIssue[];
/**
 * Validates a PRP's traits, positional form.
 *
 * @deprecated Use `validateTraits({ figure, traits, count, gmApproved }, options)`.
 * @param figure - the PRP
 * @param traits - the chosen traits (default: the figure's)
 * @param context - `count` and `gmApproved`
 * @param options - rugged options
 * @returns the issues, empty when valid
 * @example
 * ```ts
 * validateTraits({ id: "p", name: "Jack", class: "PRP", origin: ["western"] }, [RUGGED_TRAITS.hugeJoss, RUGGED_TRAITS.clumsy]);
 * ```
 */
export function validateTraits(
  figure: Figure,
  traits?: readonly Trait[] | null,
  context?: { count?: number; gmApproved?: readonly string[] } | null,
  options?: RuggedOptionsInput | null,
): TraitIssue[];
export function validateTraits(...args: unknown[]): TraitIssue[] {
  if (!isNamedCall(args, "figure")) return validateTraitsOf(...(args as Parameters<typeof validateTraitsOf>));
  const fn = "rugged.validateTraits";
  const i = named(fn, TraitsInputSchema, args[0]);
  const chosen = absentIfNull(i.traits) ?? i.figure.traits ?? [];
  return validateTraitsValidated(i.figure, chosen, { count: i.count, gmApproved: i.gmApproved }, optionsOf(fn, args[1]));
}
