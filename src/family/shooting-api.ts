// The public shooting entry points of the rugged family, parameterised by a system (its table, options and
// how it reads a shooter's movement). rugged/shooting.ts and vivid/shooting.ts bind them.
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { count, MAX_POOL } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import type { AllocationSpec } from "./allocation.js";
import type { FireVerdict } from "./can-fire.js";
import { fireRefusals } from "./can-fire.js";
import { computeHitNumber, type HitNumber, type ShooterMotion } from "./hit-number.js";
import { bandOf, type RangeBand } from "./range.js";
import type { NoteEntry } from "../core/trace.js";
import { type Figure, FigureSchema, type MovementMode, type Unit, UnitSchema, type Weapon, WeaponSchema } from "./schemas.js";
import { boundedArray, boundedString, idString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import { RuggedShotContextSchema, type ShotContext, ShotContextSchema, VividShotContextSchema } from "./shot-context.js";
import { diceFor, type ShotDice } from "./shot-dice.js";
import { followingVolley, followsFire } from "./volley-following.js";
import { armourChecked } from "./armour-check.js";
import type { ShootingOptions, ShootingTable } from "./shooting-table.js";
import { isPlayerFigure, type PlannedShot, planShot, type ShotInput, type VolleyOutcome, volleyChance, volleyTally, withDroppedWeapons } from "./volley.js";

/**
 * A system's shooting: its table, its options (parsed) and how it reads a shooter's movement.
 *
 * @example
 * ```ts
 * let value: ShootingSystem | undefined; // see the functions that return or take it
 * ```
 */
export interface ShootingSystem {
  /** The table. */
  readonly table: ShootingTable;
  /** The parsed options. */
  readonly options: ShootingOptions;
  /** The shooter's movement this turn, from the context, its status and its unit. */
  readonly motion: (fn: string, figure: Figure, ctx: ShotContext, unit: Unit | undefined) => ShooterMotion;
  /** A figure's effective Luck (vivid: after Near Sighted, VIV-AMB-5). */
  readonly luck: (figure: Figure) => number;
  /** How random allocation works: the pick face (vivid 5) or null, and rule ids; `chosen` when the options say so. */
  readonly allocation: Omit<AllocationSpec, "chosen">;
  /** The system's shot context (the other system's inputs refused). */
  readonly contextSchema: typeof RuggedShotContextSchema | typeof VividShotContextSchema;
  /** The system's volley input. */
  readonly volleySchema: typeof RuggedVolleyInputSchema | typeof VividVolleyInputSchema;
}

/** A target figure's position on the table (following fire, VIV-MG-3). */
const TargetPositionSchema = strictObject({
  /** The figure's id, a member of the target unit. */
  id: idString(),
  /** x, inches. */
  x: z.number(),
  /** y, inches. */
  y: z.number(),
});

/** The following-fire fields of a shooter's override (vivid, VIV-AMB-44). */
const followingOverride = {
  /**
   * A machine gunner's named next targets (VIV-MG-3, VIV-AMB-44): entry k is the figure the next die goes to
   * after hit k + 1, used when it is within 4" of the anchor (else the nearest figure not yet hit, as by default).
   */
  nextTargetIds: z.optional(boundedArray(idString(), INPUT_LIMITS.listLength)),
};

/** The following-fire fields of a volley (vivid, VIV-MG-3). */
const followingFields = {
  /**
   * Where the target unit's figures stand, inches (VIV-MG-3: a machine gun's next die goes to a figure within 4"
   * of the one it hit). Each id once, a member of the target unit; given, every living member needs one. Absent:
   * every figure of the target unit counts as within 4" of the others, and the nearest one not yet hit is the
   * next in roster order (the trace says so).
   */
  targetPositions: z.optional(boundedArray(TargetPositionSchema, INPUT_LIMITS.figuresPerUnit)),
};

/** A shooter's override fields (weapon, context, target) of a system's context. */
function overrideShape<C extends typeof ShotContextSchema | typeof RuggedShotContextSchema | typeof VividShotContextSchema>(context: C) {
  return {
    /** The weapon fired, by id or name (default: the figure's first weapon). */
    weapon: z.optional(boundedString()),
    /** Context fields for this shooter only (distance, bearing, cover...). */
    context: z.optional(z.partial(context)),
    /**
     * The target figure this shooter names, a member of the target unit (default: the first living
     * `chosenTargetIds` figure). A PC's own pick on a D6 of 5-6 (VIV-SHOOT-5, VIV-AMB-21), so that several PCs
     * pick different figures; by choice (`allocation: "shooterChooses"`) its hits go to it. A machine gunner's
     * declared target (vivid, VIV-MG-3: its first die goes to it; default: picked at random over the roster).
     * Refused at random for a shooter that may not pick (a non-player figure without a machine gun; every
     * rugged shooter). A figure no longer living is not taken.
     */
    targetId: z.optional(idString()),
  };
}

/** A volley's fields of a system's context, with its shooters' override schema. */
function volleyShape<C extends typeof ShotContextSchema | typeof RuggedShotContextSchema | typeof VividShotContextSchema, O extends z.core.SomeType>(
  context: C,
  override: O,
) {
  return {
    /** The shooters: a unit (every member fires) or a list of figures. */
    shooters: z.union([boundedArray(FigureSchema, INPUT_LIMITS.figuresPerRequest), UnitSchema]),
    /** The target unit (its members are the allocation roster). */
    target: UnitSchema,
    /** The situation, shared by every shooter. */
    context,
    /** Per-shooter weapon and context, by figure id. */
    perShooter: z.optional(z.record(idString(), override)),
    /** Target figure ids in the order a picking player shooter (or the shooter's choice) assigns hits. */
    chosenTargetIds: z.optional(boundedArray(idString(), INPUT_LIMITS.figuresPerRequest)),
  };
}

/** A volley input without following fire (rugged: RUG-MG-1..4 have none, so its fields are refused). */
function plainVolleySchema<C extends typeof RuggedShotContextSchema>(context: C) {
  return strictObject(volleyShape(context, strictObject(overrideShape(context))));
}

/** A volley input with following fire's fields (vivid, VIV-MG-3). */
function followingVolleySchema<C extends typeof ShotContextSchema | typeof VividShotContextSchema>(context: C) {
  return strictObject({ ...volleyShape(context, strictObject({ ...overrideShape(context), ...followingOverride })), ...followingFields });
}

/**
 * Rugged's volley input: shooters (a unit or figures), the target unit, the context (rugged's: see
 * `RuggedShotContextSchema`), per-shooter weapon and context by figure id, and chosen target ids.
 *
 * @example
 * ```ts
 * validate(RuggedVolleyInputSchema, { shooters: [], target: { id: "t", kind: "combatant", members: [] }, context: { distance: 5 } }).ok; // true
 * ```
 */
export const RuggedVolleyInputSchema = plainVolleySchema(RuggedShotContextSchema);

/**
 * Vivid's volley input: as rugged's, with vivid's context (see `VividShotContextSchema`).
 *
 * @example
 * ```ts
 * validate(VividVolleyInputSchema, { shooters: [], target: { id: "t", kind: "combatant", members: [] }, context: { distance: 5, shooterMode: "run" } }).ok; // false
 * ```
 */
export const VividVolleyInputSchema = followingVolleySchema(VividShotContextSchema);

/**
 * The input of a volley, with every context field of both systems (see `RuggedVolleyInputSchema` and
 * `VividVolleyInputSchema`, which each system's functions check).
 *
 * @example
 * ```ts
 * validate(VolleyInputSchema, { shooters: [], target: { id: "t", kind: "combatant", members: [] }, context: { distance: 5 } }).ok; // true
 * ```
 */
export const VolleyInputSchema = followingVolleySchema(ShotContextSchema);

/**
 * The input of a volley (see {@link VolleyInputSchema}).
 *
 * @example
 * ```ts
 * const input: VolleyInput = { shooters: riflemen, target: thugs, context: { distance: 30, shooterMode: "stationary" } };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface VolleyInput extends z.infer<typeof VolleyInputSchema> {}

/**
 * Finds the weapon a figure fires: by id or name, or its first.
 */
export function weaponOf(figure: Figure, which?: string): Weapon | undefined {
  const weapons = figure.weapons ?? [];
  if (which === undefined) return weapons[0];
  return weapons.find((w) => w.id === which || w.name === which);
}

/**
 * The target unit's own state as shot-context defaults (RUG-SHOOT-4): its declared mode, a routing morale and
 * a charge at the shooter's unit (or the shooter). The context, and a shooter's own context, override them;
 * the notes say where each fact came from.
 */
function targetFacts(
  table: ShootingTable,
  target: Unit,
  shooterIds: readonly string[],
  ctx: ShotContext,
): { defaults: Partial<ShotContext>; notes: NoteEntry[] } {
  const defaults: { targetMode?: MovementMode; targetRouting?: boolean; targetChargingShooter?: boolean } = {};
  const notes: NoteEntry[] = [];
  const rule = table.rules.modifiers;
  const from = (key: keyof ShotContext, fact: string, unitValue: boolean): void => {
    const given = ctx[key] !== undefined;
    if (given || unitValue) notes.push({ type: "note", rule, text: `${fact}: from the ${given ? "context" : "target unit"}` });
  };
  if (table.targetCombatMove !== null) {
    if (target.mode !== undefined) defaults.targetMode = target.mode;
    const mode = ctx.targetMode ?? target.mode;
    if (mode !== undefined) from("targetMode", `target's mode ${mode}`, target.mode !== undefined);
  }
  if (table.targetChargingOrRouting !== null) {
    const routing = target.morale === "routing";
    if (routing) defaults.targetRouting = true;
    from("targetRouting", `target ${(ctx.targetRouting ?? routing) ? "routing" : "not routing"}`, routing);
    const charging = target.chargeTargetId !== undefined && shooterIds.includes(target.chargeTargetId);
    if (charging) defaults.targetChargingShooter = true;
    from("targetChargingShooter", `target ${(ctx.targetChargingShooter ?? charging) ? "charging" : "not charging"} the shooter`, charging);
  }
  return { defaults, notes };
}

/**
 * A shooter's own target (`perShooter[id].targetId`, VIV-SHOOT-5): a member of the target unit, named by a
 * shooter that may pick (a player figure, in a system with picks) unless hits are assigned by choice.
 */
function ownTarget(sys: ShootingSystem, fn: string, input: VolleyInput, figure: Figure, weapon: Weapon | undefined, targetId: string): string {
  const path = `input.perShooter.${figure.id}.targetId`;
  if (!input.target.members.some((m) => m.id === targetId))
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value: targetId, message: "expected the id of a member of the target unit" });
  // VIV-MG-3: a machine gunner declares the target of its first die, whoever it is
  if (followsFire(sys.table, weapon)) return targetId;
  if (sys.allocation.mode !== "chosen" && (sys.allocation.pickFrom === null || !isPlayerFigure(figure)))
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path,
      value: targetId,
      message:
        "only a player shooter picks its own target at random allocation (VIV-SHOOT-5; a machine gunner declares its target, VIV-MG-3); assign it with allocation 'shooterChooses'",
    });
  return targetId;
}

function shotsOf(sys: ShootingSystem, fn: string, input: VolleyInput): ShotInput[] {
  const unit = Array.isArray(input.shooters) ? undefined : input.shooters;
  const figures = Array.isArray(input.shooters) ? input.shooters : input.shooters.members;
  const armoured = input.target.members.length > 0 && input.target.members.every((m) => m.armoured !== undefined);
  return figures.map((figure) => {
    const over = input.perShooter?.[figure.id];
    // Object.assign, not `{ key, ...a, ...b }`: the same object, without V8's slow path for a spread after a key
    const given: ShotContext = Object.assign({}, input.context, over?.context);
    const facts = targetFacts(sys.table, input.target, unit === undefined ? [figure.id] : [unit.id, figure.id], given);
    const ctx: ShotContext = Object.assign({ targetArmoured: armoured }, facts.defaults, given);
    const shot: ShotInput = {
      figure,
      weapon: weaponOf(figure, over?.weapon),
      ctx,
      motion: sys.motion(fn, figure, ctx, unit),
      luck: sys.luck(figure),
      notes: facts.notes,
    };
    const targetId = over?.targetId === undefined ? undefined : ownTarget(sys, fn, input, figure, shot.weapon, over.targetId);
    const checked = armourChecked(sys.table, sys.options, input.target, given);
    if (targetId === undefined) return checked ? { ...shot, armourChecked: true } : shot;
    return checked ? { ...shot, armourChecked: true, targetId } : { ...shot, targetId };
  });
}

function rosterOf(target: Unit): string[] {
  return target.members.filter((m) => m.status?.removed !== true && m.status?.wound !== "killed").map((m) => m.id);
}

/**
 * Range band of a distance for a weapon.
 */
export function rangeBandImpl(fn: string, weapon: Weapon, distance: number): RangeBand {
  const w = parseOrThrow(fn, WeaponSchema, weapon, "weapon");
  const d = parseOrThrow(fn, z.number().check(z.gte(0)), distance, "distance");
  return bandOf(w, d);
}

/**
 * Whether a figure may fire, and why not.
 */
export function canFireImpl(sys: ShootingSystem, fn: string, figure: Figure, weapon: Weapon | undefined, ctx: ShotContext, unit?: Unit): FireVerdict {
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const w = weapon === undefined ? undefined : parseOrThrow(fn, WeaponSchema, weapon, "weapon");
  const c = parseOrThrow(fn, sys.contextSchema, ctx, "context");
  const u = unit === undefined ? undefined : parseOrThrow(fn, UnitSchema, unit, "unit");
  return canFireValidated(sys, fn, f, w, c, u);
}

/**
 * {@link canFireImpl} on values already validated (a game's own state, checked once at its edge): the same
 * verdict, without parsing the figure, weapon, context and unit again.
 */
export function canFireValidated(sys: ShootingSystem, fn: string, figure: Figure, weapon: Weapon | undefined, ctx: ShotContext, unit?: Unit): FireVerdict {
  const reasons = fireRefusals(sys.table, sys.options, figure, weapon, ctx, sys.motion(fn, figure, ctx, unit));
  return { ok: reasons.length === 0, reasons };
}

/**
 * Dice a figure rolls with a weapon.
 */
export function shotDiceImpl(sys: ShootingSystem, fn: string, figure: Figure, weapon: Weapon): ShotDice {
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const w = parseOrThrow(fn, WeaponSchema, weapon, "weapon");
  return diceFor(sys.table, sys.options, f, w);
}

/**
 * {@link shotDiceImpl} on a figure and weapon already validated (a named call's input, parsed once).
 *
 * @internal
 */
export function shotDiceValidated(sys: ShootingSystem, figure: Figure, weapon: Weapon): ShotDice {
  return diceFor(sys.table, sys.options, figure, weapon);
}

/**
 * The hit number of a shot with its trace.
 */
export function hitNumberImpl(sys: ShootingSystem, fn: string, figure: Figure, weapon: Weapon, ctx: ShotContext, unit?: Unit): HitNumber {
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const w = parseOrThrow(fn, WeaponSchema, weapon, "weapon");
  const c = parseOrThrow(fn, sys.contextSchema, ctx, "context");
  const u = unit === undefined ? undefined : parseOrThrow(fn, UnitSchema, unit, "unit");
  return hitNumberValidated(sys, fn, f, w, c, u);
}

/**
 * {@link hitNumberImpl} on values already validated (a named call's input, parsed once): the same hit number.
 *
 * @internal
 */
export function hitNumberValidated(sys: ShootingSystem, fn: string, figure: Figure, weapon: Weapon, ctx: ShotContext, unit?: Unit): HitNumber {
  return computeHitNumber(sys.table, sys.options, figure, weapon, ctx, sys.motion(fn, figure, ctx, unit));
}

/**
 * The plan of a volley: who fires, with what dice and hit number, and who may not and why.
 */
export function volleyPlanImpl(sys: ShootingSystem, fn: string, input: VolleyInput): PlannedShot[] {
  return volleyPlanValidated(sys, fn, parseOrThrow(fn, sys.volleySchema, input, "input"));
}

/**
 * {@link volleyPlanImpl} on an input already validated (a game's own state, DESIGN.md "Validate once, at the
 * edge"): the same plan, without parsing the shooters and the target again.
 *
 * @internal
 */
export function volleyPlanValidated(sys: ShootingSystem, fn: string, input: VolleyInput): PlannedShot[] {
  return shotsOf(sys, fn, input).map((s) => planShot(sys.table, sys.options, s));
}

/**
 * Refuses a volley whose shooters at one hit number would roll more dice in one pool than a pool holds
 * (MAX_POOL), naming the volley and its input path rather than the pool's own check.
 */
function checkPools(fn: string, shots: readonly ShotInput[], plans: readonly PlannedShot[]): void {
  const pools = new Map<string, number>();
  plans.forEach((plan, i) => {
    if (!plan.fires || plan.clumsyTest) return;
    const key = `${String(plan.n)}|${String(shots[i] !== undefined && isPlayerFigure(shots[i].figure))}`;
    const dice = (pools.get(key) ?? 0) + plan.dice;
    pools.set(key, dice);
    if (dice > MAX_POOL)
      throw new RulesError({
        code: "INVALID_INPUT",
        fn,
        path: "input.shooters",
        value: plans.length,
        message: `the volley's shooters at hit number ${String(plan.n)} roll more than ${String(MAX_POOL)} dice in one pool`,
      });
  });
}

/**
 * The hits of a volley, without allocation (the chance to ask odds of).
 */
export function volleyHitsImpl(sys: ShootingSystem, fn: string, input: VolleyInput): Chance<number> {
  return volleyHitsValidated(sys, fn, parseOrThrow(fn, sys.volleySchema, input, "input"));
}

/**
 * {@link volleyHitsImpl} on an input already validated (a named call's input, parsed once): the same chance.
 *
 * @internal
 */
export function volleyHitsValidated(sys: ShootingSystem, fn: string, i: VolleyInput): Chance<number> {
  const shots = shotsOf(sys, fn, i);
  // VIV-AMB-45: on a mixed unit with armoured figures, which hits count depends on where they fall
  if (shots.some((s) => s.armourChecked === true)) return volleyValidated(sys, fn, i).map((o) => o.hits);
  // VIV-MG-3, VIV-AMB-44: a machine gun's hits depend on where its dice go (armour, dice not rolled)
  if (shots.some((s) => followsFire(sys.table, s.weapon))) return volleyValidated(sys, fn, i).map((o) => o.hits);
  const plans = shots.map((s) => planShot(sys.table, sys.options, s));
  checkPools(fn, shots, plans);
  return volleyTally(sys.table, shots, plans).map((t) => t.hits);
}

/**
 * A volley validated once: the parsed input, the living roster, each shooter's shot and plan, and the
 * allocation spec.
 */
export interface VolleySetup {
  /** The parsed input. */
  readonly input: VolleyInput;
  /** The living target figure ids (the allocation roster). */
  readonly roster: readonly string[];
  /** Each shooter's shot. */
  readonly shots: readonly ShotInput[];
  /** Each shooter's plan. */
  readonly plans: readonly PlannedShot[];
  /** How hits are allocated. */
  readonly spec: AllocationSpec;
  /** The living target figures, by roster index. */
  readonly figures: readonly Figure[];
}

/**
 * Validates a volley once and plans it (the shared first half of {@link volleyImpl} and the one-step volley with wounds).
 */
export function volleySetup(sys: ShootingSystem, fn: string, input: VolleyInput): VolleySetup {
  return volleySetupValidated(sys, fn, parseOrThrow(fn, sys.volleySchema, input, "input"));
}

/**
 * The shooters' half of a volley's setup (issue 14): each shooter's shot (its context over the volley's, the target's
 * facts, its motion and luck) and its plan, in the order of the shooters. Of the target it reads only its own fields
 * (its mode, a routing morale and a charge, RUG-SHOOT-4) and its members' armour (VIV-AMB-45: whether every member,
 * or some, are armoured), never the members' other fields: a game session shares it between volleys of the same
 * shooters at targets alike in those (src/vivid/game/session-volleys.ts).
 *
 * @example
 * ```ts
 * const made: VolleyShots = volleyShotsValidated(sys, "vivid.volley", input);
 * made.plans.map((p) => p.n); // each shooter's hit number
 * ```
 * @internal
 */
export interface VolleyShots {
  readonly shots: readonly ShotInput[];
  readonly plans: readonly PlannedShot[];
}

/**
 * {@link VolleyShots} of a validated volley: each shooter's shot and plan, its pools checked (MAX_POOL). A session that
 * shares them freezes the plans array (a wound cache keeps the volley's to-hit tally by a frozen one:
 * family/volley-with-wounds.ts keptTally).
 *
 * @param sys - the system's shooting
 * @param fn - the public function name, for errors
 * @param i - the volley, validated
 * @returns the shots and their plans
 * @example
 * ```ts
 * const { shots, plans } = volleyShotsValidated(sys, "vivid.volley", input);
 * ```
 * @internal
 */
export function volleyShotsValidated(sys: ShootingSystem, fn: string, i: VolleyInput): VolleyShots {
  const shots = shotsOf(sys, fn, i);
  const plans = shots.map((s) => planShot(sys.table, sys.options, s));
  checkPools(fn, shots, plans);
  return { shots, plans };
}

/**
 * {@link volleySetup} on an input already validated (a game's own state): the same setup, without parsing again;
 * with `made`, the shooters' half made before for the same shooters at a target alike in what it reads (see
 * {@link VolleyShots}).
 *
 * @internal
 */
export function volleySetupValidated(sys: ShootingSystem, fn: string, i: VolleyInput, made?: VolleyShots): VolleySetup {
  const roster = rosterOf(i.target);
  if (roster.length > 100)
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "input.target.members",
      value: roster.length,
      message: "random allocation needs at most 100 living figures",
    });
  const { shots, plans } = made ?? volleyShotsValidated(sys, fn, i);
  const figures = roster.map((id) => i.target.members.find((m) => m.id === id) as Figure);
  return { input: i, roster, shots, plans, spec: { ...sys.allocation, chosen: i.chosenTargetIds ?? [] }, figures };
}

/**
 * A whole volley with allocation.
 */
export function volleyImpl(sys: ShootingSystem, fn: string, input: VolleyInput): Chance<VolleyOutcome> {
  return volleyOf(sys, fn, volleySetup(sys, fn, input));
}

/**
 * {@link volleyImpl} on an input already validated: the same chance, without parsing it again.
 *
 * @internal
 */
export function volleyValidated(sys: ShootingSystem, fn: string, input: VolleyInput): Chance<VolleyOutcome> {
  return volleyOf(sys, fn, volleySetupValidated(sys, fn, input));
}

/** The chance of a volley set up. */
function volleyOf(sys: ShootingSystem, fn: string, v: VolleySetup): Chance<VolleyOutcome> {
  const shooters = v.input.shooters;
  // RUG-TRAIT-N4 / VIV-TRAIT-N4: a failed Clumsy shooter comes back with its weapon dropped (it may not fight back)
  const follow = followingVolley(fn, sys.table, sys.options, v.shots, v.plans, v.roster, v.figures, v.spec, v.input);
  return volleyChance(sys.table, v.shots, v.plans, v.roster, v.spec, v.figures, follow).map((o) =>
    o.dropped.length === 0 ? o : Object.freeze({ ...o, shooters: withDroppedWeapons(shooters, o.dropped) }),
  );
}

/**
 * Hits of k dice at hit number n: Binomial(k, clamp(n, 0, 10)/10).
 */
export function hitsDistributionImpl(fn: string, dice: number, n: number, rule: string): Chance<number> {
  const k = parseOrThrow(fn, z.number().check(z.int(), z.gte(0), z.lte(10_000)), dice, "dice");
  const target = parseOrThrow(fn, z.number().check(z.int()), n, "n");
  return count(k, "d10", (f) => f <= target, { purpose: `to hit (${String(target)} or less)`, rule, labels: ["miss", "hit"] });
}
