// Rugged's resolvers in one shape (issue 16, docs/api-shape.md): `name(input, options?)`, the input one object
// with named fields, validated here at the edge (strict: a misspelt field is an issue at its path), options
// always rugged's options, last and optional. Each is a thin call of the positional function it replaces, so a
// rule fixed there is fixed here; the positional forms stay for one minor version as deprecated overloads or
// aliases (CHANGELOG.md, "Deprecated").
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { isNamedCall, named } from "../core/named-call.js";
import { absentIfNull, boundedArray, boundedInt, INPUT_LIMITS, idString, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import type { FireVerdict } from "../family/can-fire.js";
import type { HitNumber } from "../family/hit-number.js";
import type { MeleeFight, MeleeResult } from "../family/melee.js";
import { MeleeChartSchema, type MeleeHitNumber, type MeleeSituation, MeleeSituationSchema } from "../family/melee-chart.js";
import { MeleeFightSchema } from "../family/melee-schema.js";
import type { MoraleResolution, MoraleSituation } from "../family/morale.js";
import { type MoraleTable, MoraleTableSchema } from "../family/morale-table.js";
import { RuggedMoraleSituationSchema } from "../family/morale-triggers.js";
import type { RallyResolution } from "../family/rally.js";
import { type Figure, FigureSchema, type Unit, UnitSchema, type Weapon, WeaponSchema } from "../family/schemas.js";
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
import type { PlannedShot, VolleyOutcome } from "../family/volley.js";
import { type VolleyCasualties, type VolleyWithWounds, volleyWithWoundsValidated } from "../family/volley-with-wounds.js";
import type { VolleyWounds } from "../family/volley-wounds.js";
import type { WoundResolution } from "../family/wound-api.js";
import { type WoundHit, WoundHitSchema, type WoundTable, WoundTableSchema } from "../family/wound-table.js";
import { resolveHandToHand as fightHandToHand, handToHandHitNumber as hitNumberInMelee, type RuggedCustomModules } from "./melee.js";
import { moraleCheck as checkMorale, rally as rallyUnit, routRecovery as recoverFromRout } from "./morale.js";
import { type RuggedOptionsInput, RuggedOptionsSchema, ruggedOptions } from "./options.js";
import {
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

const Turn = boundedInt();

// --- shooting --------------------------------------------------------------------------------------------------

/**
 * The input of {@link hitNumber}, {@link canFire} and {@link shotDice}: one shooter, its weapon, the situation.
 *
 * @example
 * ```ts
 * validate(ShotInputSchema, { figure: rifleman, weapon: RUGGED_WEAPONS.boltRifle, context: { distance: 30, shooterMode: "stationary" } }).ok; // true
 * ```
 */
export const ShotInputSchema = strictObject({
  /** The shooter. */
  figure: FigureSchema,
  /** The weapon it fires (for `canFire`, absent: NO_WEAPON). */
  weapon: WeaponSchema,
  /** Distance, modes, cover, spotting (rugged's context). */
  context: RuggedShotContextSchema,
  /** The shooter's unit, for its movement mode when neither the context nor the figure gives it. */
  unit: z.optional(z.nullable(UnitSchema)),
});

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

const FireCheckInputSchema = z.extend(ShotInputSchema, { weapon: z.optional(WeaponSchema) });

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

const DiceInputSchema = strictObject({
  /** The shooter. */
  figure: FigureSchema,
  /** The weapon. */
  weapon: WeaponSchema,
});

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
export const VolleyRequestSchema = strictObject({
  ...RuggedVolleyInputSchema.shape,
  /** What every hit brings besides its own weapon's effects (default `{}`; a shotgun's +1 comes with its weapon, RUG-AMB-35). */
  hit: z.optional(WoundHitSchema),
  /** Whether player figures roll luck against a bad result (RUG-LUCK-2 "may"; default true). */
  useLuck: z.optional(z.boolean()),
  /** The game turn, recorded as the turn of death. */
  turn: z.optional(Turn),
  /** The app's wound table when the `woundTable` option is `custom` (RUG-AMB-1). */
  woundTable: z.optional(WoundTableSchema),
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

/** Splits a validated request into the volley input and the wound settings of the positional functions. */
function splitRequest(request: VolleyRequest): { input: VolleyInput; wounds: RuggedVolleyWoundSettings } {
  const { hit, useLuck, turn, woundTable, ...input } = request;
  const wounds: RuggedVolleyWoundSettings = {
    ...(hit === undefined ? {} : { hit }),
    ...(useLuck === undefined ? {} : { useLuck }),
    ...(turn === undefined ? {} : { turn }),
    ...(woundTable === undefined ? {} : { customTable: woundTable }),
  };
  return { input, wounds };
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
  const side = { rules: ruggedWoundRulesOf(o, wounds.customTable), oxFlag: "killedResultsTaken" } as const;
  return volleyWithWoundsValidated(ruggedShootingSystemOf(o), "rugged.volley", v, side, wounds);
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
  return casualtiesOfVolley(v, options, wounds);
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
export const WoundsInputSchema = strictObject({
  /** The figure hit. */
  figure: FigureSchema,
  /** One entry per hit (`{ shotgun: true }`, `{ handToHand: true }`, extra modifiers). */
  hits: boundedArray(WoundHitSchema, INPUT_LIMITS.listLength),
  /** Whether the player rolls luck against a bad result (RUG-LUCK-2 "may"; default true). */
  useLuck: z.optional(z.boolean()),
  /** The game turn, recorded as the turn of death. */
  turn: z.optional(Turn),
  /** The app's wound table when the `woundTable` option is `custom` (RUG-AMB-1). */
  woundTable: z.optional(WoundTableSchema),
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
  const i = named("rugged.wounds", WoundsInputSchema, input);
  const settings: RuggedWoundSettings = {
    ...(options === null ? {} : { options }),
    ...(i.useLuck === undefined ? {} : { useLuck: i.useLuck }),
    ...(i.turn === undefined ? {} : { turn: i.turn }),
    ...(i.woundTable === undefined ? {} : { customTable: i.woundTable }),
  };
  return woundsOnFigure(i.figure, i.hits, settings);
}

/**
 * The input of {@link unitWounds}: the unit hit and its hits per figure id (a volley's `allocation`).
 *
 * @example
 * ```ts
 * validate(UnitWoundsInputSchema, { unit: thugs, allocation: { t2: 1 } }).ok; // true
 * ```
 */
export const UnitWoundsInputSchema = strictObject({
  /** The unit hit. */
  unit: UnitSchema,
  /** Hits per figure id, e.g. a volley's `allocation` (the dice the players rolled for allocation). */
  allocation: z.record(idString(), boundedInt(0, INPUT_LIMITS.listLength)),
  /** What every hit brings (`{ shotgun: true }` for a shotgun volley). */
  hit: z.optional(WoundHitSchema),
  /** Whether player figures roll luck against a bad result (RUG-LUCK-2 "may"; default true). */
  useLuck: z.optional(z.boolean()),
  /** The game turn, recorded as the turn of death. */
  turn: z.optional(Turn),
  /** The app's wound table when the `woundTable` option is `custom` (RUG-AMB-1). */
  woundTable: z.optional(WoundTableSchema),
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
  const i = named("rugged.unitWounds", UnitWoundsInputSchema, input);
  const settings: RuggedWoundSettings = {
    ...(options === null ? {} : { options }),
    ...(i.useLuck === undefined ? {} : { useLuck: i.useLuck }),
    ...(i.turn === undefined ? {} : { turn: i.turn }),
    ...(i.woundTable === undefined ? {} : { customTable: i.woundTable }),
  };
  return woundsOnUnit(i.unit, i.allocation, i.hit ?? {}, settings);
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
export const HandToHandInputSchema = strictObject({
  ...MeleeFightSchema.shape,
  /** The hand-to-hand chart, when the `handToHand` option is `custom`. */
  meleeChart: z.optional(MeleeChartSchema),
  /** The wound table, when the `woundTable` option is `custom`. */
  woundTable: z.optional(WoundTableSchema),
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
  const { meleeChart, woundTable, ...fight } = named("rugged.handToHand", HandToHandInputSchema, input);
  const custom: RuggedCustomModules = { ...(meleeChart === undefined ? {} : { meleeChart }), ...(woundTable === undefined ? {} : { woundTable }) };
  return fightHandToHand(fight, options, custom);
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
export const MeleeHitInputSchema = strictObject({
  /** The attacking figure. */
  attacker: FigureSchema,
  /** The figure attacked. */
  opponent: FigureSchema,
  /** The opponent's situation and further modifiers (low wall, doorway...). */
  situation: z.optional(z.nullable(MeleeSituationSchema)),
  /** The hand-to-hand chart, when the `handToHand` option is `custom`. */
  meleeChart: z.optional(MeleeChartSchema),
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
  const i = named("rugged.handToHandHitNumber", MeleeHitInputSchema, args[0]);
  const custom: RuggedCustomModules = i.meleeChart === undefined ? {} : { meleeChart: i.meleeChart };
  return hitNumberInMelee(i.attacker, i.opponent, i.situation, args[1] as RuggedOptionsInput | null | undefined, custom);
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
export const MoraleInputSchema = strictObject({
  /** The testing unit. */
  unit: UnitSchema,
  /** The trigger (`chargeTarget`, `chargingShotAt`, `shooting`, `handToHand`, `rally`) and circumstances. */
  situation: RuggedMoraleSituationSchema,
  /** A custom morale table, when the `morale` option is `custom` (RUG-AMB-1). */
  moraleTable: z.optional(MoraleTableSchema),
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
  const i = named("rugged.moraleCheck", MoraleInputSchema, args[0]);
  return checkMorale(i.unit, i.situation, args[1] as RuggedOptionsInput | null | undefined, i.moraleTable);
}

const RallyInputSchema = strictObject({
  /** The routing unit. */
  unit: UnitSchema,
  /** Circumstances (the trigger is `rally`). */
  situation: z.optional(z.nullable(z.omit(RuggedMoraleSituationSchema, { trigger: true }))),
  /** A custom morale table, when the `morale` option is `custom` (RUG-AMB-1). */
  moraleTable: z.optional(MoraleTableSchema),
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
  const i = named("rugged.rally", RallyInputSchema, args[0]);
  return rallyUnit(i.unit, i.situation, args[1] as RuggedOptionsInput | null | undefined, i.moraleTable);
}

const RoutInputSchema = strictObject({
  /** The routing unit. */
  unit: UnitSchema,
  /** The GM's modifier to the die (RUG-GEN-1), added to the face (default 0). */
  gmRollModifier: z.optional(z.nullable(z.number().check(z.int(), z.gte(-100), z.lte(100)))),
});

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
  parseOrThrow("rugged.routRecovery", RuggedOptionsSchema, args[1] ?? {}, "options");
  return recoverFromRout(i.unit, i.gmRollModifier);
}
