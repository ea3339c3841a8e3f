// The rugged game's reading of its state: who is in play, what a unit may do, the context of a volley, and every
// refusal with its code and rule id (RUG-SEQ-1, RUG-MOVE-1..4, RUG-SHOOT-1..4, RUG-MOR-1). Pure functions of the
// state; the phases (phases.ts) and the game (game.ts) call them.

import type { Reason } from "../../core/game/contract.js";
import { distance, type Point } from "../../core/game/table.js";
import { guardedHelper } from "../../core/inputs.js";
import type { MoveResult } from "../../family/movement.js";
import type { Figure, MovementMode, Weapon } from "../../family/schemas.js";
import type { ShotContext } from "../../family/shot-context.js";
import { movementAllowanceValidated } from "../movement.js";
import { type RuggedOptions, ruggedOptions } from "../options.js";
import { canFireValidated, ruggedShootingSystemOf } from "../shooting.js";
import { CONTACT_INCHES, coverAt, terrainAlong, terrainSight } from "./geometry.js";
import type { RuggedCommand, RuggedState, RuggedUnitState } from "./schema.js";

/**
 * A function that refuses what it cannot read (hostile or malformed arguments: a revoked Proxy, a throwing
 * getter, junk where a state or events were expected) with a RulesError INVALID_ARGUMENT, never a TypeError.
 */
export function guarded<A extends unknown[], R>(fn: string, f: (...args: A) => R): (...args: A) => R {
  return guardedHelper(fn, "the game's own values", f);
}

/** A copy of `value` without `keys` (the state never carries an `undefined` field: chance values are plain JSON). */
export function omit<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const drop: readonly PropertyKey[] = keys;
  // a loop of plain stores, in the value's own key order (what Object.fromEntries of the filtered entries gives)
  const out: Record<string, unknown> = {};
  const from = value as Readonly<Record<string, unknown>>;
  for (const k of Object.keys(from)) {
    if (drop.includes(k)) continue;
    if (k === "__proto__") Object.defineProperty(out, k, { value: from[k], enumerable: true, writable: true, configurable: true });
    else out[k] = from[k];
  }
  return out as Omit<T, K>;
}

/** Rugged's options with every default (a state without options plays with these). */
const DEFAULT_OPTIONS: RuggedOptions = Object.freeze(ruggedOptions({}));

/**
 * The state's rugged options, parsed: validated once, at the edge (its schema fills every default when the
 * scenario or a saved state is read), so the game hands them to the resolvers' validated forms as they are.
 */
export function optionsOf(state: RuggedState): RuggedOptions {
  return state.options ?? DEFAULT_OPTIONS;
}

/** A figure still in action: not killed, not removed. */
export function active(f: Figure): boolean {
  return f.status?.wound !== "killed" && f.status?.removed !== true;
}

/** A unit with a figure still in action. */
export function inPlay(u: RuggedUnitState): boolean {
  // a plain loop (what `members.some(active)` answers, without its callback: the kernel asks this at every step)
  for (const f of u.unit.members) if (active(f)) return true;
  return false;
}

/** The unit of an id. */
export function unitOf(state: RuggedState, id: string): RuggedUnitState | undefined {
  return state.units.find((u) => u.unit.id === id);
}

/** The unit's name for a player. */
export function unitName(u: RuggedUnitState): string {
  return u.unit.name ?? u.unit.id;
}

/** The declared mode (stationary before any declaration). */
export function modeOf(u: RuggedUnitState): MovementMode {
  return u.unit.mode ?? "stationary";
}

/** Routing or disrupted: it must rally before it takes orders (RUG-MOR-1, RUG-SEQ-1). */
export function broken(u: RuggedUnitState): boolean {
  return u.unit.morale === "routing" || u.unit.morale === "disrupted";
}

/** The enemy units in play. */
export function enemiesOf(state: RuggedState, u: RuggedUnitState): RuggedUnitState[] {
  return state.units.filter((e) => e.side !== u.side && inPlay(e));
}

/** The nearest enemy unit in play, if any (ties: roster order). */
export function nearestEnemy(state: RuggedState, u: RuggedUnitState): RuggedUnitState | undefined {
  let best: RuggedUnitState | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const e of enemiesOf(state, u)) {
    const d = distance(u.position, e.position);
    if (d < bestD) {
      best = e;
      bestD = d;
    }
  }
  return best;
}

/** The unit whose order is next (phase 1): the first unit in play without one. */
export function nextToOrder(state: RuggedState): RuggedUnitState | undefined {
  for (const u of state.units) if (!u.ordered && inPlay(u)) return u;
  return undefined;
}

/** Whether a unit may shoot at all this phase: a mode that allows shooting (RUG-MOVE-1) and a figure with a weapon. */
export function mayShoot(u: RuggedUnitState): boolean {
  const mode = modeOf(u);
  if (mode === "march" || mode === "run" || mode === "charge" || u.unit.morale === "routing") return false;
  return u.unit.members.some((f) => active(f) && (f.weapons?.length ?? 0) > 0);
}

/** The unit whose shooting declaration is next (phase 3). */
export function nextToShoot(state: RuggedState): RuggedUnitState | undefined {
  for (const u of state.units) if (u.shoot === undefined && inPlay(u)) return u;
  return undefined;
}

const reason = (code: string, rule: string | undefined, text: string): Reason => (rule === undefined ? { code, text } : { code, rule, text });

/** The movement class of a unit: its own, else its first figure's, else Western foot. */
function movementClass(u: RuggedUnitState) {
  return u.unit.movementClass ?? u.unit.members.find((m) => m.movementClass !== undefined)?.movementClass ?? "westernFoot";
}

/** The inches a unit may move in a mode toward a point (RUG-MOVE-1..4), or why not. */
export function allowance(state: RuggedState, u: RuggedUnitState, mode: MovementMode, dest: Point, ignoreRunLimit = false): MoveResult {
  const { kinds, gmMultiplier } = terrainAlong(state.terrain, u.position, dest);
  // the game's own unit and terrain, checked when the state was read: the validated form
  return movementAllowanceValidated({
    movementClass: movementClass(u),
    mode,
    kind: u.unit.kind,
    ...(u.unit.mayMarch === undefined ? {} : { mayMarch: u.unit.mayMarch }),
    consecutiveRunTurns: ignoreRunLimit ? 0 : (u.unit.consecutiveRunTurns ?? 0),
    restTurnsLeft: ignoreRunLimit ? 0 : (u.unit.restTurnsLeft ?? 0),
    terrain: kinds,
    intoHandToHand: mode === "charge",
    ...(gmMultiplier === undefined ? {} : { gmMultiplier }),
  });
}

/** The GM's judgement of one volley (the command's, else the scenario's sight, else the terrain). */
export interface Judgement {
  readonly lineOfSight?: boolean | undefined;
  readonly targetSpotted?: boolean | undefined;
  readonly cover?: "none" | "soft" | "medium" | "hard" | undefined;
  readonly modifier?: number | undefined;
}

/** The shot context of a volley from `u` at `t` (RUG-SHOOT-4, RUG-GM-2). */
export function shotContext(state: RuggedState, u: RuggedUnitState, t: RuggedUnitState, gm: Judgement = {}): ShotContext {
  const sight = state.sight.find((s) => s.from === u.unit.id && s.to === t.unit.id);
  const targetMode = modeOf(t);
  const ctx: ShotContext = {
    distance: distance(u.position, t.position),
    shooterMode: modeOf(u),
    targetMode,
    targetCharging: targetMode === "charge",
    targetChargingShooter: targetMode === "charge" && t.unit.chargeTargetId === u.unit.id,
    targetRouting: t.unit.morale === "routing",
    targetSpotted: gm.targetSpotted ?? sight?.spotted ?? true,
    cover: gm.cover ?? coverAt(state.terrain, t.position),
    lineOfSight: gm.lineOfSight ?? sight?.visible ?? terrainSight(state.terrain, u.position, t.position),
  };
  return gm.modifier === undefined || gm.modifier === 0 ? ctx : { ...ctx, gmModifier: gm.modifier };
}

/** The weapon a figure fires: its first. */
export function weaponOf(f: Figure): Weapon | undefined {
  return f.weapons?.[0];
}

/**
 * Equal plain data (what `stateKey` would tell apart), without building keys: shared parts compare at once.
 *
 * @param a - a plain value (JSON data: records, lists, strings, finite numbers, booleans, null)
 * @param b - another
 * @returns whether `stateKey(a) === stateKey(b)`
 * @internal
 * @example
 * ```ts
 * sameData({ wound: "wounded", removed: undefined }, { wound: "wounded" }); // true
 * ```
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((k) => x[k] !== undefined);
  if (keys.length !== Object.keys(y).filter((k) => y[k] !== undefined).length) return false;
  return keys.every((k) => sameData(x[k], y[k]));
}

/** Two figures of one profile and state: everything but their id and name equal (a crew figure is never exchangeable). */
function sameProfile(a: Figure, b: Figure): boolean {
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  const keys = Object.keys(x).filter((k) => k !== "id" && k !== "name" && x[k] !== undefined);
  if (keys.length !== Object.keys(y).filter((k) => k !== "id" && k !== "name" && y[k] !== undefined).length) return false;
  return keys.every((k) => sameData(x[k], y[k]));
}

/**
 * The shooting checks of a volley from `u` at `t` (RUG-SHOOT-1, RUG-SHOOT-4): the shot's context, the figures that
 * may fire (their ids, and the figures in roster order), and the reasons of those that may not.
 */
export interface ShotCheck {
  readonly context: ShotContext;
  readonly ids: readonly string[];
  readonly shooters: readonly Figure[];
  readonly reasons: readonly Reason[];
}

/** How the game works out a volley's shooting checks: afresh ({@link shotCheck}), or once per phase by a session. */
export type ShotChecks = (state: RuggedState, u: RuggedUnitState, t: RuggedUnitState, gm?: Judgement) => ShotCheck;

/**
 * The shooting checks of a volley from `u` at `t`, worked out afresh (RUG-SHOOT-1, RUG-SHOOT-4).
 *
 * @param same - whether two figures have one profile and state (default: compared as data; a session compares
 * tokens it keeps by the frozen figures' identity, issue 14): the same answer, so the same check
 */
export function shotCheck(
  state: RuggedState,
  u: RuggedUnitState,
  t: RuggedUnitState,
  gm: Judgement = {},
  same: (a: Figure, b: Figure) => boolean = sameProfile,
): ShotCheck {
  const context = shotContext(state, u, t, gm);
  const ids: string[] = [];
  const shooters: Figure[] = [];
  const reasons: Reason[] = [];
  // exchangeable figures (the same profile and state) get the same verdict: ask once per profile
  const asked: { readonly figure: Figure; readonly verdict: ReturnType<typeof canFireValidated> }[] = [];
  const sys = ruggedShootingSystemOf(optionsOf(state));
  for (const f of u.unit.members) {
    if (!active(f)) continue;
    let verdict = f.status?.crewOf === undefined ? asked.find((a) => same(a.figure, f))?.verdict : undefined;
    if (verdict === undefined) {
      verdict = canFireValidated(sys, f, weaponOf(f), context, u.unit);
      if (f.status?.crewOf === undefined) asked.push({ figure: f, verdict });
    }
    if (verdict.ok) {
      ids.push(f.id);
      shooters.push(f);
    } else for (const r of verdict.reasons) if (!reasons.some((x) => x.code === r.code)) reasons.push(reason(r.code, r.rule, `${f.name}: ${r.message}`));
  }
  return { context, ids, shooters, reasons };
}

/** Which figures of `u` may fire at `t`, and the reasons of those that may not (RUG-SHOOT-1). */
export function firers(state: RuggedState, u: RuggedUnitState, t: RuggedUnitState, gm: Judgement = {}): { ids: string[]; reasons: Reason[] } {
  const { ids, reasons } = shotCheck(state, u, t, gm);
  return { ids: [...ids], reasons: [...reasons] };
}

function phaseOf(command: RuggedCommand): RuggedState["phase"] {
  switch (command.type) {
    case "order":
    case "rally":
      return "orders";
    case "shoot":
    case "hold":
    case "fire":
      return "shooting";
    case "fight":
      return "handToHand";
    case "morale":
      return "morale";
    case "endTurn":
      return "rolePlay";
  }
}

/** Every reason the rules refuse a command now (empty: it is allowed); a volley's checks by `checks` (a session's, or afresh). */
export function refusals(state: RuggedState, command: RuggedCommand, checks: ShotChecks = shotCheck): Reason[] {
  if (state.result !== null) return [reason("GAME_OVER", undefined, "the game is over")];
  if (phaseOf(command) !== state.phase) {
    return [reason("WRONG_PHASE", "RUG-SEQ-1", `a ${command.type} command belongs to another phase than ${state.phase}`)];
  }
  if (command.type === "fire") {
    if (nextToShoot(state) !== undefined) return [reason("DECLARATIONS_PENDING", "RUG-SEQ-1", "every unit declares its shooting before the volleys are fired")];
    const declared = state.units.filter((u) => u.shoot !== undefined && u.shoot !== null).length;
    return declared > state.volleysFired ? [] : [reason("NO_VOLLEY", "RUG-SEQ-1", "every declared volley has been fired")];
  }
  if (command.type === "fight" || command.type === "morale" || command.type === "endTurn") return [];
  const u = unitOf(state, command.unit);
  if (u === undefined) return [reason("UNKNOWN_UNIT", undefined, `no unit ${JSON.stringify(command.unit)}`)];
  if (!inPlay(u)) return [reason("OUT_OF_ACTION", "RUG-SEQ-1", `${unitName(u)} has no figure left in action`)];
  switch (command.type) {
    case "rally":
      if (u.ordered) return [reason("ALREADY_ORDERED", "RUG-SEQ-1", `${unitName(u)} has declared this turn`)];
      if (!broken(u)) return [reason("NOT_BROKEN", "RUG-MOR-1", `${unitName(u)} is neither routing nor disrupted`)];
      return [];
    case "order":
      return orderRefusals(state, u, command);
    case "hold":
      return u.shoot !== undefined ? [reason("ALREADY_DECLARED", "RUG-SEQ-1", `${unitName(u)} has declared its shooting`)] : [];
    case "shoot": {
      if (u.shoot !== undefined) return [reason("ALREADY_DECLARED", "RUG-SEQ-1", `${unitName(u)} has declared its shooting`)];
      const t = unitOf(state, command.target);
      if (t === undefined) return [reason("UNKNOWN_UNIT", undefined, `no unit ${JSON.stringify(command.target)}`)];
      if (t.side === u.side) return [reason("NOT_AN_ENEMY", "RUG-SHOOT-1", `${unitName(t)} is on ${unitName(u)}'s side`)];
      if (!inPlay(t)) return [reason("OUT_OF_ACTION", "RUG-SHOOT-1", `${unitName(t)} has no figure left in action`)];
      const f = checks(state, u, t, command.gm);
      return f.ids.length > 0 ? [] : f.reasons.length > 0 ? [...f.reasons] : [reason("NO_WEAPON", "RUG-SHOOT-1", `no figure of ${unitName(u)} can fire`)];
    }
  }
}

function orderRefusals(state: RuggedState, u: RuggedUnitState, c: Extract<RuggedCommand, { type: "order" }>): Reason[] {
  if (u.ordered) return [reason("ALREADY_ORDERED", "RUG-SEQ-1", `${unitName(u)} has declared this turn`)];
  if (broken(u)) return [reason("MUST_RALLY", "RUG-MOR-1", `${unitName(u)} is ${u.unit.morale ?? ""}: it must rally first (or flee)`)];
  if (c.toward !== undefined && c.to !== undefined) return [reason("BAD_DESTINATION", "RUG-MOVE-1", "give a unit to move toward or a point, not both")];
  if (c.mode === "stationary") {
    return c.toward !== undefined || c.to !== undefined ? [reason("BAD_DESTINATION", "RUG-MOVE-1", "a stationary unit goes nowhere")] : [];
  }
  let dest: Point;
  if (c.toward !== undefined) {
    const t = unitOf(state, c.toward);
    if (t === undefined) return [reason("UNKNOWN_UNIT", undefined, `no unit ${JSON.stringify(c.toward)}`)];
    if (t.unit.id === u.unit.id) return [reason("BAD_DESTINATION", "RUG-MOVE-1", "a unit cannot move toward itself")];
    if (!inPlay(t)) return [reason("OUT_OF_ACTION", "RUG-MOVE-1", `${unitName(t)} has no figure left in action`)];
    if (c.mode === "charge" && t.side === u.side) return [reason("NOT_AN_ENEMY", "RUG-MOVE-1", `${unitName(u)} cannot charge its own side`)];
    dest = t.position;
  } else if (c.to !== undefined) {
    if (c.mode === "charge") return [reason("CHARGE_NEEDS_TARGET", "RUG-SEQ-1", "chargers declare a target unit (toward)")];
    dest = c.to;
  } else {
    return [
      reason(c.mode === "charge" ? "CHARGE_NEEDS_TARGET" : "NO_DESTINATION", "RUG-SEQ-1", "a moving unit declares where it goes (toward a unit or to a point)"),
    ];
  }
  const a = allowance(state, u, c.mode, dest);
  if (!a.ok) return [reason(a.reason, a.rule, a.message)];
  if (c.mode === "charge") {
    const gap = distance(u.position, dest) - CONTACT_INCHES;
    if (gap > a.inches) {
      return [reason("OUT_OF_REACH", "RUG-MOVE-1", `the target is ${gap.toFixed(1)}" away; a charge reaches ${String(a.inches)}"`)];
    }
  }
  return [];
}
