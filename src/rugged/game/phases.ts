// The phases of the rugged turn (RUG-SEQ-1) as chances of the next state: movement (chargers, everyone,
// Tacticians last), the simultaneous volleys, hand-to-hand, morale, and the end of the turn's bookkeeping. Each
// calls the rugged resolvers (movement, shooting, wounds, hand-to-hand, morale) and never re-implements them.
// Written over a roller (session-roller.ts, issue 14): with the chance roller each phase is the chance the game
// steps with; with the direct roller (a session's sampled step) the same lines roll at once, the same dice in order.
import { stateKey } from "../../core/game/key.js";
import { contains, distance, moveToward, type Point } from "../../core/game/table.js";
import type { Chance } from "../../core/chance.js";
import type { Figure, MovementMode, Unit, Weapon, WoundState } from "../../family/schemas.js";
import type { MeleeResult, MeleeWoundsOf } from "../../family/melee.js";
import type { MoraleResolution, MoraleSituation, MoraleSystem } from "../../family/morale.js";
import { firstEffect } from "../../family/traits.js";
import { handToHandValidated, ruggedMeleeSystemOf } from "../melee.js";
import { moraleCheckValidated, ruggedMoraleSystemOf } from "../morale.js";
import { runStateAfterValidated } from "../movement.js";
import type { RuggedOptions } from "../options.js";
import { tacticianRoll } from "../sequence.js";
import { weaponAfterTurnValidated } from "../weapon-state.js";
import type { RuggedCasualty, RuggedEvent } from "./events.js";
import { awayFrom, CONTACT_INCHES, offTable, roundPoint } from "./geometry.js";
import {
  active,
  allowance,
  broken,
  inPlay,
  modeOf,
  nearestEnemy,
  nextToOrder,
  nextToShoot,
  omit,
  optionsOf,
  sameData,
  type ShotChecks,
  shotCheck,
  unitName,
  unitOf,
} from "./rules.js";
import type { RuggedCommand, RuggedOutcome, RuggedState, RuggedUnitState } from "./schema.js";
import { freshVolley, type VolleyOf } from "./session.js";
import type { Kind, Rolled, Roller } from "./session-roller.js";

/** A state and the events that led to it. */
export interface Acc {
  readonly state: RuggedState;
  readonly events: readonly RuggedEvent[];
}

const wound = (f: Figure): WoundState => f.status?.wound ?? "fit";

/** The state with one unit replaced (by id). */
export function withUnit(state: RuggedState, u: RuggedUnitState): RuggedState {
  return { ...state, units: state.units.map((x) => (x.unit.id === u.unit.id ? u : x)) };
}

/** The state without the contacts of a unit (it moved away, fled, or left the table). */
function breakContacts(state: RuggedState, id: string): RuggedState {
  return state.contacts.some((c) => c.a === id || c.b === id) ? { ...state, contacts: state.contacts.filter((c) => c.a !== id && c.b !== id) } : state;
}

/** The figures of `before` whose wound state changed in `after`. */
function casualtiesOf(before: Unit, after: Unit): RuggedCasualty[] {
  const out: RuggedCasualty[] = [];
  for (const f of after.members) {
    const old = before.members.find((m) => m.id === f.id);
    if (old !== undefined && wound(old) !== wound(f)) out.push({ figure: f.id, name: f.name, state: wound(f) });
  }
  return out;
}

/**
 * A unit's flight from the enemy (RUG-AMB-23, VIV-MOR-5/6 borrowed with vivid's morale, RUG-AMB-1): its Run rate
 * directly away from the nearest enemy unit; past a table edge it leaves the table (VIV-MOR-8, every figure
 * removed). It breaks its contacts.
 */
function flee(acc: Acc, id: string, why: "rout" | "retreat"): Acc {
  const u = unitOf(acc.state, id);
  if (u === undefined) return acc;
  const f = fled(acc.state, u);
  if (f === undefined) return acc;
  const state = breakContacts(withUnit(acc.state, f.moved), id);
  return { state, events: [...acc.events, { type: "flee", unit: id, name: unitName(u), why, to: f.to, offTable: f.gone, rule: "RUG-MOR-1" }] };
}

/**
 * Where a unit's flight takes it (RUG-AMB-23, RUG-MOR-1): the unit moved (or, past a table edge, every figure
 * removed), or undefined when it does not flee (out of play, no enemy). The phases' flight and the session's
 * battle kernel (kernel.ts) both move a unit by it; the caller breaks the unit's contacts.
 */
export function fled(state: RuggedState, u: RuggedUnitState): { readonly moved: RuggedUnitState; readonly to: Point; readonly gone: boolean } | undefined {
  if (!inPlay(u)) return undefined;
  const enemy = nearestEnemy(state, u);
  if (enemy === undefined) return undefined;
  const probe = awayFrom(u.position, enemy.position, 1);
  // ruling (game): a retreat or a rout moves the unit its Run rate (RUG-MOVE-2); the run limit does not hold it back
  const a = allowance(state, u, "run", probe, true);
  const to = roundPoint(awayFrom(u.position, enemy.position, a.ok ? a.inches : 0));
  const gone = offTable(state, to);
  const moved: RuggedUnitState = gone
    ? { ...u, unit: { ...u.unit, members: u.unit.members.map((m) => (active(m) ? { ...m, status: { ...m.status, removed: true } } : m)) } }
    : { ...u, position: to };
  return { moved, to, gone };
}

/** A unit with its order declared (RUG-MOVE-1): its mode, where it goes, a charger's target (RUG-SEQ-1); the game's and the kernel's one form. */
export function declared(u: RuggedUnitState, command: Extract<RuggedCommand, { type: "order" }>): RuggedUnitState {
  const rest = omit(u, ["toward", "to"]);
  return {
    ...rest,
    ordered: true,
    ...(command.toward === undefined ? {} : { toward: command.toward }),
    ...(command.to === undefined ? {} : { to: command.to }),
    unit: {
      ...u.unit,
      mode: command.mode,
      // RUG-SEQ-1: chargers declare a target
      ...(command.mode === "charge" && command.toward !== undefined ? { chargeTargetId: command.toward } : {}),
    },
  };
}

/** A rally attempt in phase 1 (RUG-SEQ-1, RUG-MOR-1): passing, the unit takes orders; failing, it flees this turn. */
export function resolveRally<K extends Kind>(dice: Roller<K>, state: RuggedState, id: string): Rolled<K, Acc> {
  const u = unitOf(state, id);
  if (u === undefined) return dice.constant<Acc>({ state, events: [] });
  return dice.map(dice.roll(rallyTest(state, u)), (r): Acc => {
    const next = rallied(u, r);
    return { state: withUnit(state, next), events: [{ type: "rally", unit: id, name: unitName(u), rallied: !next.ordered, rule: "RUG-MOR-1" }] };
  });
}

/** The state's morale system (RUG-AMB-1: vivid's by default), what every morale test of the phases reads. */
export function moraleSystemOf(state: RuggedState): MoraleSystem {
  return ruggedMoraleSystemOf(optionsOf(state));
}

/** The situation of a rally test (RUG-MOR-1, phase 1). */
export const RALLY: MoraleSituation = Object.freeze({ trigger: "rally" });

/** A unit's rally test (RUG-MOR-1, phase 1). */
export function rallyTest(state: RuggedState, u: RuggedUnitState): Chance<MoraleResolution> {
  return moraleCheckValidated(moraleSystemOf(state), u.unit, RALLY);
}

/** The unit after its rally test: passing, it takes orders; failing, it flees this turn (runs, its order given). */
export function rallied(u: RuggedUnitState, r: MoraleResolution): RuggedUnitState {
  const ok = r.outcome.result === "rallied";
  const unit = ok ? r.unit : { ...r.unit, mode: "run" as const };
  return { ...u, unit, ordered: !ok };
}

/** A figure whose Tactician trait may act (RUG-TRAIT-P8). */
export function hasTactician(f: Figure): boolean {
  return active(f) && wound(f) === "fit" && firstEffect(f, "tactician") !== undefined;
}

/** Moves a unit on its order (a non-charger): toward a unit (stopping short of an enemy), to a point, or fleeing. */
function moveOne(acc: Acc, from: RuggedState, id: string): Acc {
  const u = unitOf(acc.state, id);
  if (u === undefined || unitOf(from, id) === undefined || !inPlay(u)) return acc;
  if (broken(u)) return u.unit.morale === "routing" ? flee(acc, id, "rout") : acc;
  const m = moveOf(acc.state, from.units, u);
  if (m === undefined) return acc;
  const state = breakContacts(withUnit(acc.state, { ...u, position: m.to }), id);
  return {
    state,
    events: [...acc.events, { type: "move", unit: id, name: unitName(u), mode: m.mode, from: u.position, to: m.to, inches: m.inches, rule: "RUG-MOVE-2" }],
  };
}

/**
 * Where a unit in play, not broken, moves on its order (RUG-MOVE-2): toward a unit as it stood in `from` (stopping
 * short of an enemy) or to a point, as far as its allowance goes; undefined when it does not move. The phases'
 * movement and the session's battle kernel (kernel.ts) both move a unit by it; the caller breaks its contacts.
 */
export function moveOf(
  state: RuggedState,
  from: readonly RuggedUnitState[],
  u: RuggedUnitState,
): { readonly mode: MovementMode; readonly to: Point; readonly inches: number } | undefined {
  const mode = modeOf(u);
  if (mode === "stationary") return undefined;
  let dest: Point | undefined;
  let stopShort = 0;
  if (u.toward !== undefined) {
    const t = from.find((x) => x.unit.id === u.toward);
    if (t === undefined || !inPlay(t)) return undefined;
    dest = t.position;
    if (t.side !== u.side) stopShort = CONTACT_INCHES;
  } else dest = u.to;
  if (dest === undefined) return undefined;
  const a = allowance(state, u, mode, dest);
  if (!a.ok) return undefined;
  const inches = Math.min(a.inches, Math.max(0, distance(u.position, dest) - stopShort));
  if (inches <= 0) return undefined;
  return { mode, to: roundPoint(moveToward(u.position, dest, inches)), inches };
}

/** A charge (RUG-SEQ-1 phase 2): the target tests morale to stand or run, then the charger moves into contact if it reaches. */
function charge<K extends Kind>(dice: Roller<K>, acc: Acc, id: string, tested: ReadonlySet<string>): Rolled<K, Acc> {
  const c = unitOf(acc.state, id);
  const target = c?.unit.chargeTargetId === undefined ? undefined : unitOf(acc.state, c.unit.chargeTargetId);
  if (c === undefined || target === undefined || !inPlay(c) || !inPlay(target)) return dice.constant(acc);
  const test = chargeTargetTest(acc.state, target, tested);
  const closeIn = (a: Acc): Acc => {
    const t = unitOf(a.state, target.unit.id);
    const me = unitOf(a.state, id);
    if (t === undefined || me === undefined || !inPlay(t)) return a;
    const move = closeInOf(a.state, me, t);
    if (move === undefined) return a;
    const { to, inches } = move;
    let state = withUnit(breakContacts(a.state, id), { ...me, position: to });
    const events: RuggedEvent[] =
      inches > 0
        ? [...a.events, { type: "move", unit: id, name: unitName(me), mode: "charge", from: me.position, to, inches, rule: "RUG-MOVE-2" }]
        : [...a.events];
    if (move.contact) {
      state = { ...state, contacts: [...state.contacts, { a: id, b: t.unit.id }] };
      events.push({ type: "contact", unit: id, name: unitName(me), target: t.unit.id, targetName: unitName(t), rule: "RUG-HTH-1" });
    }
    return { state, events };
  };
  if (test === undefined) return dice.constant(closeIn(acc));
  return dice.map(dice.roll(test), (r) => {
    const t = unitOf(acc.state, target.unit.id) ?? target;
    const stands = r.outcome.pass;
    let a: Acc = {
      state: withUnit(acc.state, { ...t, unit: r.unit }),
      events: [
        ...acc.events,
        { type: "chargeTest", unit: t.unit.id, name: unitName(t), charger: id, chargerName: unitName(c), stands, result: r.outcome.result, rule: "RUG-MOR-1" },
      ],
    };
    if (r.outcome.result === "rout") a = flee(a, t.unit.id, "rout");
    return closeIn(a);
  });
}

/** The situation of a charge target's morale test (RUG-MOR-1 (a)): none when it routs already or tested against an earlier charger. */
export function chargeTargetSituation(target: RuggedUnitState, tested: ReadonlySet<string>): MoraleSituation | undefined {
  return tested.has(target.unit.id) || target.unit.morale === "routing" ? undefined : { trigger: "chargeTarget" };
}

/** The morale test of a charge's target (RUG-MOR-1 (a)): none when it routs already or tested against an earlier charger. */
export function chargeTargetTest(state: RuggedState, target: RuggedUnitState, tested: ReadonlySet<string>): Chance<MoraleResolution> | undefined {
  const s = chargeTargetSituation(target, tested);
  return s === undefined ? undefined : moraleCheckValidated(moraleSystemOf(state), target.unit, s);
}

/**
 * A charger's move into contact with its target (RUG-MOVE-2, RUG-HTH-1): where it ends, how far it went, and whether
 * it reached base contact; undefined when it may not charge now. The caller breaks its contacts, then adds the new one.
 */
export function closeInOf(
  state: RuggedState,
  me: RuggedUnitState,
  t: RuggedUnitState,
): { readonly to: Point; readonly inches: number; readonly contact: boolean } | undefined {
  const al = allowance(state, me, "charge", t.position);
  if (!al.ok) return undefined;
  const gap = Math.max(0, distance(me.position, t.position) - CONTACT_INCHES);
  const inches = Math.min(al.inches, gap);
  return { to: roundPoint(moveToward(me.position, t.position, inches)), inches, contact: gap <= al.inches };
}

/** The units that charge this turn, in roster order (RUG-SEQ-1 phase 2: the chargers move first). */
export function chargersOf(state: RuggedState): string[] {
  return state.units.filter((u) => inPlay(u) && modeOf(u) === "charge" && u.unit.chargeTargetId !== undefined && !broken(u)).map((u) => u.unit.id);
}

/**
 * The movement phase (RUG-SEQ-1 phase 2): Tactician rolls (RUG-TRAIT-P8), chargers first (each target tests
 * morale to stand or run, RUG-MOR-1 (a)), then every other unit at once from where all stood, then the
 * Tacticians who rolled 1-2 (RUG-AMB-18: together, last). Routing units flee.
 */
export function resolveMovement<K extends Kind>(dice: Roller<K>, state: RuggedState): Rolled<K, Acc> {
  let acc: Rolled<K, Acc> = dice.constant<Acc>({ state, events: [] });
  for (const u of state.units) {
    if (!inPlay(u)) continue;
    const figure = u.unit.members.find(hasTactician);
    if (figure === undefined) continue;
    const roll = tacticianRoll(figure);
    acc = dice.chain(acc, (a) =>
      dice.map(dice.roll(roll), (r): Acc => {
        const me = unitOf(a.state, u.unit.id) ?? u;
        return {
          state: withUnit(a.state, { ...me, movesLast: r.movesLast }),
          events: [
            ...a.events,
            { type: "tactician", unit: u.unit.id, name: unitName(u), figure: figure.id, figureName: figure.name, movesLast: r.movesLast, rule: "RUG-TRAIT-P8" },
          ],
        };
      }),
    );
  }
  const chargers = chargersOf(state);
  const seen = new Set<string>();
  for (const id of chargers) {
    const target = unitOf(state, id)?.unit.chargeTargetId;
    const tested = new Set(seen);
    if (target !== undefined) seen.add(target);
    acc = dice.chain(acc, (a) => charge(dice, a, id, tested));
  }
  const moveOthers = (a: Acc): Acc => {
    const others = (last: boolean) => a.state.units.filter((u) => inPlay(u) && modeOf(u) !== "charge" && u.movesLast === last).map((u) => u.unit.id);
    // RUG-SEQ-1: everyone else moves simultaneously: from where all stood once the chargers had moved
    const from = a.state;
    let b = a;
    for (const id of others(false)) b = moveOne(b, from, id);
    const fromLast = b.state;
    for (const id of others(true)) b = moveOne(b, fromLast, id);
    return b;
  };
  // no Tactician and no charger: no die, and the movement is worked out now (the caller's chain then runs at once)
  return dice.mapThen(acc, moveOthers);
}

/** The units with a volley declared this phase, in roster order (the order the volleys are fired in). */
export function volleys(state: RuggedState): RuggedUnitState[] {
  return state.units.filter((u) => u.shoot !== undefined && u.shoot !== null);
}

/** A unit as it stood before the shooting phase: its figures hit this phase get their earlier status back. */
export function asBefore(u: RuggedUnitState): RuggedUnitState {
  const hit = u.hitBefore;
  if (hit === undefined || hit.length === 0) return u;
  const members = u.unit.members.map((m) => {
    const h = hit.find((x) => x.id === m.id);
    if (h === undefined) return m;
    const rest = omit(m, ["status"]);
    return h.status === undefined ? rest : { ...rest, status: h.status };
  });
  return { ...u, unit: { ...u.unit, members } };
}

/** The target with a volley's wounds, remembering how each newly hit figure stood before the phase. */
export function hitWith(t: RuggedUnitState, after: Unit): RuggedUnitState {
  const hit = [...(t.hitBefore ?? [])];
  for (const f of t.unit.members) {
    const now = after.members.find((m) => m.id === f.id);
    if (now === undefined || sameData(now.status ?? null, f.status ?? null) || hit.some((h) => h.id === f.id)) continue;
    hit.push(f.status === undefined ? { id: f.id } : { id: f.id, status: f.status });
  }
  return { ...t, unit: after, shotAt: true, hitBefore: hit };
}

/** The event of a volley (RUG-SHOOT-5): who fired at whom, and what it did (its fields in the one order of every volley). */
function volleyEvent(
  shooterId: string,
  shooter: RuggedUnitState,
  target: RuggedUnitState,
  what: { readonly firing: number; readonly hits: number; readonly casualties: readonly RuggedCasualty[]; readonly dropped: readonly string[] },
): RuggedEvent {
  return {
    type: "volley",
    unit: shooterId,
    name: unitName(shooter),
    target: target.unit.id,
    targetName: unitName(target),
    firing: what.firing,
    hits: what.hits,
    casualties: what.casualties,
    dropped: what.dropped,
    rule: "RUG-SHOOT-5",
  };
}

/**
 * One declared volley of the shooting phase (RUG-SEQ-1 phase 3, RUG-SHOOT-1..7): the unit fires as it stood
 * before the phase (simultaneous, RUG-SHOOT-1: a figure hit this phase still fires), at its target as the
 * earlier volleys left it; the target's figures roll their wounds (RUG-SHOOT-7, vivid's table by default).
 */
export function resolveVolley<K extends Kind>(
  dice: Roller<K>,
  state: RuggedState,
  shooterId: string,
  volleyOf: VolleyOf = freshVolley,
  checks: ShotChecks = shotCheck,
): Rolled<K, Acc> {
  const shooter = unitOf(state, shooterId);
  const decl = shooter?.shoot;
  const target = decl === undefined || decl === null ? undefined : unitOf(state, decl.target);
  if (shooter === undefined || decl === undefined || decl === null || target === undefined) return dice.constant<Acc>({ state, events: [] });
  const was = asBefore(shooter);
  const view = withUnit(state, was);
  // the checks of the declaration (a session works them out once per phase: options, the step and this volley share them)
  const { ids, shooters, context } = checks(view, was, asBefore(target), decl.gm);
  if (shooters.length === 0 || !inPlay(target)) {
    return dice.constant<Acc>({ state, events: [volleyEvent(shooterId, shooter, target, { firing: 0, hits: 0, casualties: [], dropped: [] })] });
  }
  // the game's own figures and a context it built from its checked state: the validated form
  // built once per session when the game plays in one (a simulation's chunk: the same volleys recur), else afresh
  return dice.map(dice.roll(volleyOf(shooters, target.unit, context, optionsOf(state))), (v): Acc => {
    const dropped = new Set(v.dropped);
    const hitUnit = hitWith(target, v.unit);
    const shooterUnit = shooterAfter(shooter, ids, dropped);
    return {
      state: withUnit(withUnit(state, shooterUnit), hitUnit),
      events: [
        volleyEvent(shooterId, shooter, target, {
          firing: ids.length,
          hits: v.hits,
          casualties: casualtiesOf(target.unit, v.unit),
          dropped: shooters.filter((m) => dropped.has(m.id)).map((m) => m.name),
        }),
      ],
    };
  });
}

/** The shooting unit after its volley: the figures that fired recorded (RUG-MUSKET-1), those that dropped their weapon marked (RUG-TRAIT-N4). */
export function shooterAfter(shooter: RuggedUnitState, ids: readonly string[], dropped: ReadonlySet<string>): RuggedUnitState {
  const firedIds = ids.filter((i) => !dropped.has(i));
  return {
    ...shooter,
    fired: [...shooter.fired, ...firedIds.filter((i) => !shooter.fired.includes(i))],
    unit:
      dropped.size === 0
        ? shooter.unit
        : { ...shooter.unit, members: shooter.unit.members.map((m) => (dropped.has(m.id) ? { ...m, status: { ...m.status, droppedWeapon: true } } : m)) },
  };
}

/** A charger shot at this phase, still charging and in play: the situation of its test to complete its charge (RUG-MOR-1 (b)), else undefined. */
export function chargeCheckSituation(u: RuggedUnitState): MoraleSituation | undefined {
  return !u.shotAt || modeOf(u) !== "charge" || !inPlay(u) ? undefined : { trigger: "chargingShotAt" };
}

/** A charger shot at this phase, still charging and in play: the morale test to complete its charge (RUG-MOR-1 (b)), else undefined. */
export function chargeCheckOf(state: RuggedState, u: RuggedUnitState): Chance<MoraleResolution> | undefined {
  const s = chargeCheckSituation(u);
  return s === undefined ? undefined : moraleCheckValidated(moraleSystemOf(state), u.unit, s);
}

/**
 * The end of the shooting phase: every charging unit that was shot at tests morale to complete its charge
 * (RUG-MOR-1 (b), RUG-AMB-23: failing, it stops where it is); the phase's records are cleared.
 */
export function endShooting<K extends Kind>(dice: Roller<K>, state: RuggedState): Rolled<K, Acc> {
  const cleared: RuggedState = { ...state, units: state.units.map((u) => omit(u, ["hitBefore", "shoot"])), phase: "handToHand" };
  let out: Rolled<K, Acc> = dice.constant<Acc>({ state: cleared, events: [] });
  for (const c of cleared.contacts) {
    const u = unitOf(cleared, c.a);
    const test = u === undefined ? undefined : chargeCheckOf(state, u);
    if (u === undefined || test === undefined) continue;
    out = dice.chain(out, (b) =>
      dice.map(dice.roll(test), (r): Acc => {
        const completes = r.outcome.result !== "chargeStops";
        const me = unitOf(b.state, c.a) ?? u;
        let s = withUnit(b.state, { ...me, unit: r.unit });
        if (!completes) s = { ...s, contacts: s.contacts.filter((x) => x.a !== c.a) };
        return { state: s, events: [...b.events, { type: "chargeCheck", unit: c.a, name: unitName(u), completes, rule: "RUG-MOR-1" }] };
      }),
    );
  }
  return out;
}

const canStrike = (f: Figure): boolean => active(f) && wound(f) !== "unconscious";

function canonical(figures: readonly Figure[]): Figure[] {
  const keyed = figures.map((f) => {
    const rest = omit(f, ["id", "name"]);
    return [stateKey(rest), f] as const;
  });
  keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return keyed.map(([, f]) => f);
}

/**
 * The hand-to-hand phase (RUG-SEQ-1 phase 4, RUG-HTH-1): every pair of units in base contact fights, the charger
 * striking first (vivid's procedure by default, RUG-AMB-1). Figures pair off by rank: each fighting figure
 * strikes the enemy figure of the same rank, round the roster when one side has fewer.
 */
export function resolveFights<K extends Kind>(dice: Roller<K>, state: RuggedState): Rolled<K, Acc> {
  let acc: Rolled<K, Acc> = dice.constant<Acc>({ state, events: [] });
  for (const contact of state.contacts) {
    acc = dice.chain(acc, (a) => {
      const ua = unitOf(a.state, contact.a);
      const ub = unitOf(a.state, contact.b);
      const fight = ua === undefined || ub === undefined ? undefined : fightOf(a.state, ua, ub);
      if (ua === undefined || ub === undefined || fight === undefined) return dice.constant(a);
      return dice.map(dice.roll(fight), (r): Acc => {
        const byId = new Map(r.figures.map((f) => [f.id, f]));
        const na = afterFight(ua, byId);
        const nb = afterFight(ub, byId);
        const hits = r.strikes.filter((s) => s.phase === "first").reduce((n, s) => n + s.hits, 0);
        const hitsBack = r.strikes.filter((s) => s.phase === "back").reduce((n, s) => n + s.hits, 0);
        return {
          state: withUnit(withUnit(a.state, na), nb),
          events: [
            ...a.events,
            {
              type: "fight",
              unit: ua.unit.id,
              name: unitName(ua),
              target: ub.unit.id,
              targetName: unitName(ub),
              hits,
              hitsBack,
              casualties: [...casualtiesOf(ua.unit, na.unit), ...casualtiesOf(ub.unit, nb.unit)],
              rule: "RUG-HTH-1",
            },
          ],
        };
      });
    });
  }
  return acc;
}

/**
 * The fight of two units in base contact (RUG-HTH-1), or undefined when one is out of play or has no figure that can
 * strike: figures pair off in a canonical order (by profile and state, not id), so exchangeable figures stay
 * exchangeable; each strikes the enemy figure of the same rank, round the roster when one side has fewer.
 * `woundsOf`: where the figures' wound chances come from (the fight's own by default; a session's keep the same).
 */
export function fightOf(state: RuggedState, ua: RuggedUnitState, ub: RuggedUnitState, woundsOf?: MeleeWoundsOf): Chance<MeleeResult> | undefined {
  if (!inPlay(ua) || !inPlay(ub)) return undefined;
  const A = canonical(ua.unit.members.filter(canStrike));
  const B = canonical(ub.unit.members.filter(canStrike));
  if (A.length === 0 || B.length === 0) return undefined;
  const attacks = [
    ...A.map((f, i) => ({ attackerId: f.id, targetId: (B[i % B.length] as Figure).id })),
    ...B.map((f, i) => ({ attackerId: f.id, targetId: (A[i % A.length] as Figure).id })),
  ];
  return handToHandValidated(
    ruggedMeleeSystemOf(optionsOf(state)),
    {
      active: ua.unit.members.filter(active),
      passive: ub.unit.members.filter(active),
      attacks,
    },
    woundsOf,
  );
}

/** A unit after a fight: it fought this turn (RUG-MOR-1 (c)), its figures as the fight left them. */
export function afterFight(u: RuggedUnitState, byId: ReadonlyMap<string, Figure>): RuggedUnitState {
  return { ...u, fought: true, unit: { ...u.unit, members: u.unit.members.map((m) => byId.get(m.id) ?? m) } };
}

/** The units that test morale in phase 5: every unit in play shot at or in hand-to-hand this turn, not already routing (RUG-MOR-1 (c)). */
export function moraleTesters(state: RuggedState): RuggedUnitState[] {
  return state.units.filter((u) => inPlay(u) && (u.shotAt || u.fought) && u.unit.morale !== "routing");
}

/** The situation of a tester's morale test in phase 5 (RUG-MOR-1 (c)): after hand-to-hand, else after being shot at. */
export function moraleSituationOf(u: RuggedUnitState): MoraleSituation & { readonly trigger: "handToHand" | "shooting" } {
  return { trigger: u.fought ? "handToHand" : "shooting" };
}

/** A tester's morale test in phase 5 (RUG-MOR-1 (c)): after hand-to-hand, else after being shot at. */
export function moraleTestOf(state: RuggedState, u: RuggedUnitState): Chance<MoraleResolution> {
  return moraleCheckValidated(moraleSystemOf(state), u.unit, moraleSituationOf(u));
}

/**
 * The morale phase (RUG-SEQ-1 phase 5, RUG-MOR-1 (c)): every unit shot at or in hand-to-hand tests (vivid's
 * values by default, RUG-AMB-1); a unit that falls back or routs moves away at once.
 */
export function resolveMorale<K extends Kind>(dice: Roller<K>, state: RuggedState): Rolled<K, Acc> {
  const testers = moraleTesters(state);
  const tests = testers.map((u) => dice.roll(moraleTestOf(state, u)));
  return dice.map(dice.all(tests), (results) => {
    let acc: Acc = { state, events: [] };
    results.forEach((r, i) => {
      const u = testers[i] as RuggedUnitState;
      const me = unitOf(acc.state, u.unit.id) ?? u;
      acc = {
        state: withUnit(acc.state, { ...me, unit: r.unit }),
        events: [
          ...acc.events,
          {
            type: "morale",
            unit: u.unit.id,
            name: unitName(u),
            trigger: moraleSituationOf(u).trigger,
            target: r.outcome.target,
            pass: r.outcome.pass,
            result: r.outcome.result,
            rule: "RUG-MOR-1",
          },
        ],
      };
      if (r.outcome.result === "rout" || r.outcome.result === "retreat") acc = flee(acc, u.unit.id, r.outcome.result);
    });
    return acc;
  });
}

function weaponsAfter(f: Figure, u: RuggedUnitState): Figure {
  const weapons = f.weapons;
  if (weapons === undefined || !weapons.some((w) => w.class === "musket" || w.class === "mg")) return f;
  const mode = modeOf(u);
  const next = weapons.map((w, i): Weapon => {
    if (w.class !== "musket" && w.class !== "mg") return w;
    const fired = i === 0 && u.fired.includes(f.id);
    // RUG-MG-3: a Lewis that has fired three turns reloads in a turn its crew stays stationary without firing
    const reloading = w.mgType === "lewis" && (w.turnsFiredSinceReload ?? 0) >= 3 && mode === "stationary" && !fired;
    const r = weaponAfterTurnValidated(w, { mode, fired, reloading });
    return r.ok ? r.weapon : w;
  });
  return { ...f, weapons: next };
}

function resetFigure(f: Figure): Figure {
  const s = f.status;
  if (s?.droppedWeapon === undefined && s?.oxUsedThisTurn === undefined) return f;
  // RUG-TRAIT-N4: a dropped weapon is picked up for the next turn; Strong Like Ox is counted per turn
  const rest = omit(s, ["droppedWeapon", "oxUsedThisTurn"]);
  return { ...f, status: rest };
}

/** Turn bookkeeping at the end of a turn (RUG-MOVE-1 run counters, RUG-MUSKET-1, RUG-MG-2/3) and the next turn's flags reset. */
export function endTurn(state: RuggedState): RuggedState {
  const options = optionsOf(state);
  const units = state.units.map((u) => unitAfterTurn(u, options));
  return { ...state, units, turn: state.turn + 1, phase: "orders" };
}

/** One unit's bookkeeping at the end of a turn (see {@link endTurn}): the phases' and the session's battle kernel's one form. */
export function unitAfterTurn(u: RuggedUnitState, options: RuggedOptions): RuggedUnitState {
  const run = runStateAfterValidated(
    modeOf(u),
    { consecutiveRunTurns: u.unit.consecutiveRunTurns ?? 0, restTurnsLeft: u.unit.restTurnsLeft ?? 0 },
    u.unit.kind,
    options,
  );
  const unit = omit(u.unit, ["mode", "chargeTargetId"]);
  const members = u.unit.members.map((f) => resetFigure(weaponsAfter(f, u)));
  const rest = omit(u, ["toward", "to", "shoot"]);
  return {
    ...rest,
    unit: {
      ...unit,
      members,
      consecutiveRunTurns: run.consecutiveRunTurns,
      restTurnsLeft: run.restTurnsLeft,
      // VIV-MOR-5 (vivid's morale, RUG-AMB-1): after falling back, the unit moves, shoots and fights normally next turn
      ...(u.unit.morale === "retreating" ? { morale: "normal" as const } : {}),
    },
    ordered: false,
    movesLast: false,
    shotAt: false,
    fought: false,
    fired: [],
  };
}

function standing(state: RuggedState, side: string): boolean {
  const rout = state.victory.rout !== false;
  for (const u of state.units) if (u.side === side && !(rout && u.unit.morale === "routing") && inPlay(u)) return true;
  return false;
}

/** The outcome the state has reached, if any: one side left standing, an objective reached. */
export function decided(state: RuggedState): RuggedOutcome | undefined {
  const up = state.sides.filter((s) => standing(state, s.id));
  if (up.length === 0) return { winner: null, how: "destroyed" };
  if (up.length === 1) {
    const winner = (up[0] as { id: string }).id;
    const destroyed = state.units.every((u) => u.side === winner || !inPlay(u));
    return { winner, how: destroyed ? "destroyed" : "routed" };
  }
  for (const o of state.victory.objectives ?? []) {
    if (o.kind !== "reach") continue;
    const there = state.units.some(
      (u) =>
        u.side === o.side &&
        inPlay(u) &&
        contains(o.zone, u.position) &&
        (o.figureId === undefined || u.unit.members.some((m) => m.id === o.figureId && active(m))),
    );
    if (there) return { winner: o.side, how: "objective" };
  }
  return undefined;
}

/** The outcome at the turn limit (RUG-GM-1): a side holding a `hold` objective alone wins, else a draw. */
export function atTurnLimit(state: RuggedState): RuggedOutcome {
  for (const o of state.victory.objectives ?? []) {
    if (o.kind !== "hold") continue;
    const inside = state.units.filter((u) => inPlay(u) && contains(o.zone, u.position));
    if (inside.some((u) => u.side === o.side) && inside.every((u) => u.side === o.side)) return { winner: o.side, how: "objective" };
  }
  return { winner: null, how: "turnLimit" };
}

function ended(acc: Acc, result: RuggedOutcome): Acc {
  const side = result.winner === null ? undefined : acc.state.sides.find((s) => s.id === result.winner);
  return {
    state: { ...acc.state, result },
    events: [...acc.events, { type: "end", winner: result.winner, winnerName: side?.name ?? null, how: result.how, rule: "RUG-SEQ-1" }],
  };
}

/** Holds fire automatically for every undeclared unit with no weapon, or no enemy left. */
function autoHold(state: RuggedState): RuggedState {
  let s = state;
  for (const u of state.units) if (holdsAtOnce(s, u)) s = withUnit(s, { ...u, shoot: null });
  return s;
}

/** An undeclared unit in play that holds its fire without a command: no weapon, or no enemy left (see {@link settle}). */
export function holdsAtOnce(state: RuggedState, u: RuggedUnitState): boolean {
  if (u.shoot !== undefined || !inPlay(u)) return false;
  const armed = u.unit.members.some((f) => active(f) && (f.weapons?.length ?? 0) > 0);
  return !armed || !state.units.some((e) => e.side !== u.side && inPlay(e));
}

/**
 * Runs the phases that need no command, until one does or the game ends: movement once every order is in,
 * shooting once every volley is declared, and skips hand-to-hand with no contact and morale with no tester.
 */
export function settle<K extends Kind>(dice: Roller<K>, acc: Acc): Rolled<K, Acc> {
  const s = acc.state;
  if (s.result !== null) return dice.constant(acc);
  const result = decided(s);
  if (result !== undefined) return dice.constant(ended(acc, result));
  switch (s.phase) {
    case "orders":
      if (nextToOrder(s) !== undefined) return dice.constant(acc);
      return dice.then(resolveMovement(dice, s), (r) => settle(dice, { state: { ...r.state, phase: "shooting" }, events: [...acc.events, ...r.events] }));
    case "shooting": {
      const held = autoHold(s);
      if (nextToShoot(held) !== undefined || volleys(held).length > held.volleysFired) return dice.constant({ ...acc, state: held });
      return dice.then(endShooting(dice, { ...held, volleysFired: 0 }), (r) => settle(dice, { state: r.state, events: [...acc.events, ...r.events] }));
    }
    case "handToHand":
      if (s.contacts.length > 0) return dice.constant(acc);
      return settle(dice, { ...acc, state: { ...s, phase: "morale" } });
    case "morale":
      if (moraleTesters(s).length > 0) return dice.constant(acc);
      return settle(dice, { ...acc, state: { ...s, phase: "rolePlay" } });
    case "rolePlay":
      return dice.constant(acc);
  }
}

/** The end of the role-play phase: the turn's bookkeeping, the turn limit, the next turn. */
export function finishTurn(state: RuggedState): Acc {
  const events: RuggedEvent[] = [{ type: "rolePlay", turn: state.turn, rule: "RUG-SEQ-1" }];
  const limit = state.victory.turnLimit;
  if (limit !== undefined && state.turn >= limit) return ended({ state, events }, atTurnLimit(state));
  const next = endTurn(state);
  return { state: next, events: [...events, { type: "turn", turn: next.turn, rule: "RUG-SEQ-1" }] };
}
