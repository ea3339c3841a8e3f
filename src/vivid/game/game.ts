// The vivid skirmish as a game (issue #14; DESIGN.md "Games: from one roll to a whole fight"): the turn of the
// vivid text (VIV-SEQ-1/2) as phases and commands, every roll made by the library's own resolvers, and the
// bookkeeping between them done here, once: who moved how far and who shot, Maxims and Lewis guns, dropped
// weapons, units shot at, retreats and routs, killed and removed figures, the objective.

import type { Chance } from "../../core/chance.js";
import { RulesError } from "../../core/errors.js";
import { resolveValue } from "../../core/resolve.js";
import { generatorOf, type SeededDice } from "../../core/seeded-dice.js";
import type { IntSource } from "../../core/uniform.js";
import { frozenCopy } from "../../core/plain.js";
import { freezePlain } from "./freeze-plain.js";
import { type Choice, CommandRefused, type Game, type Reason, type Step } from "../../core/game/contract.js";
import { stateKey } from "../../core/game/key.js";
// the game measures its own validated state (setup, loadState, its steps): the geometry's unchecked forms
import {
  containsUnchecked as contains,
  distanceAtMostUnchecked as distanceAtMost,
  distanceUnchecked as distance,
  moveTowardUnchecked as moveToward,
  type Point,
  squaredDistanceUnchecked as squaredDistance,
  surelyFarther,
} from "../../core/game/table.js";
import { type Odds, odds } from "../../core/odds.js";
import { parseOrThrow } from "../../core/validate.js";
import { fireRefusalsIfAny } from "../../family/can-fire.js";
import type { ShooterMotion } from "../../family/hit-number.js";
import { fiftyPercentValidated } from "../../family/fifty-percent.js";
import { type InitiativeResult, initiativeChance } from "../../family/initiative.js";
import type { MoveResult } from "../../family/movement.js";
import type { TerrainKind } from "../../family/terrain.js";
import { unitAtTurnStart } from "../../family/recovery.js";
import type { Figure, Unit, Weapon } from "../../family/schemas.js";
import type { ShootingSystem, VolleyInput, VolleyShots } from "../../family/shooting-api.js";
import { followsFire } from "../../family/volley-following.js";
import { volleyWithWoundsPlanned, type WoundCache, type WoundSide, woundCache } from "../../family/volley-with-wounds.js";
import type { WoundHit } from "../../family/wound-table.js";
import type { WoundOutcome } from "../../family/wounds.js";
import { cliffHangerValidated } from "../luck.js";
import { handToHandRolled, handToHandValidated, vividMeleeSystemOf } from "../melee.js";
import { keptMeleeWounds, type MeleeResult, type MeleeWoundsOf } from "../../family/melee.js";
import { checkMoraleOwned, type MoraleResolution, type MoraleRolled, type MoraleSystem, rolledMorale } from "../../family/morale.js";
import { routRecoveryValidated, vividMoraleSystemOf } from "../morale.js";
import { movementAllowanceValidated } from "../movement.js";
import { type VividOptions, vividOptions } from "../options.js";
import { woundedRecoveryValidated } from "../recovery.js";
import { sideInitiative } from "../sequence.js";
import { vividShootingSystemOf } from "../shooting.js";
import { VIVID_TERRAIN } from "../terrain-table.js";
import { vividWoundSide } from "../volley-wounds.js";
import { weaponAfterTurn } from "../weapon-state.js";
import { describeVivid, type VividEvent, type VividShotLine } from "./events.js";
import { type VividCommand, VividCommandSchema, type VividOutcome, VividScenarioSchema, type VividState, VividStateSchema } from "./schema.js";
import { awayFrom, centreOf, coverAt, seen, terrainCrossed } from "./table-terrain.js";
import {
  gadgetChoices,
  gadgetsAtTurnStart,
  meleeGadget,
  recordMeleeGadgets,
  smokeBetween,
  spendMercy,
  useGadget,
  useGadgetReasons,
} from "./gadget-commands.js";
// VIV-GAD-1/3/11/13/18/24: the gadgets' hooks in the turn (gadget-hooks.ts): one call at each place
import {
  checkGadgetRules,
  gadgetsAtSideTurnEnd,
  gadgetsToSpend,
  lockedReasons,
  lockedStop,
  moveLimitLeft,
  rayAloneReasons,
  rayArea,
  rayReasons,
  whipAttack,
  whipReach,
} from "./gadget-hooks.js";
import { help, helpChoices, helplessFigures, helpReasons } from "./helping.js";
import { advanceAndChargeOn, holdAndShootOn } from "./policies.js";
import { hasImpetuous, impetuousChecks } from "./impetuous.js";
import { guarded } from "./guard.js";
import type { Kit } from "./kit.js";
import { CHANCES, DirectRoller, type Kind, QUIET, QUIET_CHANCES, type Rolled, type Roller } from "./roller.js";
import { rolledBattle } from "./session-battle.js";
import { keptSteps } from "./session-steps.js";
import { sessionVolley, type VividSessionWork, type Volley, type VolleyCache, volleyCache } from "./session-volleys.js";

type Place = VividState["places"][number];
type Shoot = Extract<VividCommand, { type: "shoot" }>;
type Move = Extract<VividCommand, { type: "move" }>;
/** A step under construction: the state so far and the events so far. */
interface Acc {
  readonly state: VividState;
  readonly events: readonly VividEvent[];
}

const FN = "vividGame";

// the guard of the exported functions (guard.ts: the policies use it without importing the game)
export { guarded };

// ---- the rules in force: the options read once (DESIGN.md "Validate once, at the edge") -------------------

/** The options in force and the resolvers' systems built from them, for the game's internal entry points. */
interface Rules {
  readonly o: VividOptions;
  readonly shooting: ShootingSystem;
  readonly morale: MoraleSystem;
  readonly wounds: WoundSide;
}

const rulesFrom = (o: VividOptions): Rules =>
  Object.freeze({ o, shooting: vividShootingSystemOf(o), morale: vividMoraleSystemOf(o), wounds: vividWoundSide(o) });
/** The default options, parsed once (a frozen constant). */
const DEFAULT_OPTIONS: VividOptions = Object.freeze(vividOptions({}));
const OPTION_KEYS: readonly string[] = Object.keys(DEFAULT_OPTIONS);
const DEFAULT_RULES: Rules = rulesFrom(DEFAULT_OPTIONS);

/**
 * The options of a state: a validated state holds its options parsed (setup and loadState fill in every default),
 * so they are read as they are; options missing a key (a state built by hand) are parsed.
 */
function optionsOf(state: VividState): VividOptions {
  const given = state.options;
  if (given === undefined) return DEFAULT_OPTIONS;
  return OPTION_KEYS.every((k) => Object.hasOwn(given, k)) ? given : vividOptions(given);
}

/**
 * The rules of a state: its options and the resolvers' systems built from them. A session builds them once per
 * options object (a scenario's frozen options, shared by all its states), in its own memo; without one, or for
 * options an app may still change (not frozen), they are built each time.
 */
function rulesOf(state: VividState, memo?: Memo): Rules {
  const given = state.options;
  if (given === undefined) return DEFAULT_RULES;
  if (memo === undefined || !Object.isFrozen(given)) return rulesFrom(optionsOf(state));
  const kept = memo.rules.get(given);
  if (kept !== undefined) return kept;
  const made = rulesFrom(optionsOf(state));
  if (memo.work !== undefined) memo.work.rules++;
  memo.rules.set(given, made);
  return made;
}

// ---- reading the state -------------------------------------------------------------------------------------

// the game's own checks on its validated state: plain functions (the exports below guard the app's calls)
const isGone = (f: Figure): boolean => f.status?.removed === true || f.status?.wound === "killed";
const isDown = (f: Figure): boolean => isGone(f) || f.status?.wound === "wounded" || f.status?.wound === "unconscious";
const isBroken = (u: Unit): boolean => u.morale === "routing" || u.morale === "disrupted";

/**
 * Killed or removed from play.
 *
 * @param f - a figure
 * @returns whether it is out of the game
 * @example
 * ```ts
 * isGone({ id: "a", name: "Ann", class: "PC", status: { wound: "killed" } }); // true
 * ```
 */
const isGoneGuarded: (f: Figure) => boolean = guarded("isGone", isGone);
/**
 * Out of the fight: gone, wounded (VIV-WOUND-4) or unconscious.
 *
 * @param f - a figure
 * @returns whether it can no longer fight
 * @example
 * ```ts
 * isDown({ id: "a", name: "Ann", class: "PC", status: { wound: "wounded" } }); // true
 * ```
 */
const isDownGuarded: (f: Figure) => boolean = guarded("isDown", isDown);
/**
 * A unit that routs (VIV-MOR-6) or is disrupted (VIV-MOR-12).
 *
 * @param u - a unit
 * @returns whether it is broken
 * @example
 * ```ts
 * isBroken({ id: "u", kind: "combatant", members: [], morale: "routing" }); // true
 * ```
 */
const isBrokenGuarded: (u: Unit) => boolean = guarded("isBroken", isBroken);
export { isBrokenGuarded as isBroken, isDownGuarded as isDown, isGoneGuarded as isGone };
interface Found {
  readonly figure: Figure;
  readonly unit: Unit;
  readonly place: Place;
}

/**
 * {@link lookup} of a state a session has seen: a session's `options` and the `step` after it read the same frozen
 * state, so its figures are looked up once (the map is read, never changed). Without a session, or for a state
 * that is not frozen (one an app may still change), it is built each time.
 */
function lookupIn(state: VividState, memo: Memo | undefined): Map<string, Found> {
  if (memo === undefined || !Object.isFrozen(state)) return lookup(state);
  const kept = memo.found.get(state);
  if (kept !== undefined) return kept;
  const made = lookup(state);
  memo.found.set(state, made);
  return made;
}

/**
 * Every figure on the table by id, with its unit and place (a figure without a place is not on it). Its records
 * are made afresh for each state (stop 28): finding the one made for the same place before, in a session's weak map
 * by place, cost more than the small record itself, and the weak map's entries weighed on the collector (the
 * skirmish's battles 7-11% faster without it); no reader compares the records by identity, only their parts.
 */
function lookup(state: VividState): Map<string, Found> {
  const list = state.places;
  // the places in roster order, one per figure (as setup makes them): read by position, in one pass, without a
  // map of them; the first figure out of line (or a place left over) falls back to reading them by id
  // (by index: a for...of loop here allocated an iterator result per unit and figure, ~6 kB a skirmish battle)
  const out = new Map<string, Found>();
  const units = state.units;
  let k = 0;
  for (let u = 0; u < units.length; u++) {
    const unit = units[u] as Unit;
    const members = unit.members;
    for (let i = 0; i < members.length; i++) {
      const figure = members[i] as Figure;
      const place = list[k];
      if (place === undefined || place.id !== figure.id) return lookupById(state);
      k++;
      out.set(figure.id, { figure, unit, place });
    }
  }
  return k === list.length ? out : lookupById(state);
}

/** {@link lookup} of a state whose places are not in roster order: each figure's place read by its id. */
function lookupById(state: VividState): Map<string, Found> {
  const places = new Map(state.places.map((p) => [p.id, p] as const));
  const out = new Map<string, Found>();
  for (const unit of state.units) {
    for (const figure of unit.members) {
      const place = places.get(figure.id);
      if (place !== undefined) out.set(figure.id, { figure, unit, place });
    }
  }
  return out;
}

const sideName = (state: VividState, id: string): string => state.sides.find((s) => s.id === id)?.name ?? id;
const unitName = (u: Unit): string => u.name ?? u.id;
const activeSide = (state: VividState): string | undefined => (state.phase === "sideTurn" ? state.order[state.active] : undefined);

/** The movement rate's figure type (VIV-MOVE-1: an Impervious Suit or War Pants moves 4" whatever its type). */
const moveType = (f: Figure) => (f.armoured !== undefined ? "armoured" : (f.figureType ?? "westernMale"));

/** Enemy figures still in the fight (not down), with their places. */
function enemiesOf(state: VividState, found: ReadonlyMap<string, Found>, side: string): Found[] {
  // (one pass over the map, in its order, by forEach: no copy of its values to filter, no iterator result per entry)
  const out: Found[] = [];
  found.forEach((x) => {
    if (x.place.side !== side && !isDown(x.figure)) out.push(x);
  });
  return out;
}

/**
 * The nearest figure of a list (the first of equals). The least squared distance is found first, and only the
 * figures not surely farther than it are measured (core/game/table.ts surelyFarther): a figure left out measures
 * longer than the one with the least square, so it is neither the nearest nor tied with it, and the first of the
 * measured ones at the least distance is the list's (the same figure as measuring every one).
 */
function nearest(from: Point, list: readonly Found[]): Found | undefined {
  // (by index, in the list's order: no iterator results)
  let least = Infinity;
  for (let i = 0; i < list.length; i++) {
    const s = squaredDistance(from, (list[i] as Found).place.at);
    if (s < least) least = s;
  }
  let best: Found | undefined;
  let bestD = Infinity;
  for (let i = 0; i < list.length; i++) {
    const x = list[i] as Found;
    if (surelyFarther(squaredDistance(from, x.place.at), least)) continue;
    const d = distance(from, x.place.at);
    if (d < bestD) {
      best = x;
      bestD = d;
    }
  }
  return best;
}

// ---- changing the state ------------------------------------------------------------------------------------

function withUnit(state: VividState, unit: Unit): VividState {
  return { ...state, units: state.units.map((u) => (u.id === unit.id ? unit : u)) };
}

function withFigures(state: VividState, figures: readonly Figure[]): VividState {
  const byId = new Map(figures.map((f) => [f.id, f] as const));
  return {
    ...state,
    units: state.units.map((u) => (u.members.some((m) => byId.has(m.id)) ? { ...u, members: u.members.map((m) => byId.get(m.id) ?? m) } : u)),
  };
}

function withPlace(state: VividState, id: string, change: Partial<Place>): VividState {
  return { ...state, places: state.places.map((p) => (p.id === id ? { ...p, ...change } : p)) };
}

/**
 * The step with more events. Not frozen here: the next `just` or the step's end freezes what is new (freezePlain
 * stops at the parts frozen already), so a step that pushes many events does not walk its list again at each one;
 * `battleOdds` of the small scenario takes the same time and gives the same fractions.
 */
const push = (acc: Acc, ...events: VividEvent[]): Acc => ({ state: acc.state, events: acc.events === QUIET ? QUIET : [...acc.events, ...events] });

/**
 * Runs `f` for each item in turn, threading the step through (a chain per item, on the roller `R`). On a direct
 * roller a chain is its function applied at once (roller.ts), so the items are run in a loop, without a closure each.
 */
function each<K extends Kind, T>(R: Roller<K>, start: Rolled<K, Acc>, items: readonly T[], f: (acc: Acc, item: T) => Rolled<K, Acc>): Rolled<K, Acc> {
  if (R instanceof DirectRoller) {
    let acc = start as Acc;
    for (let i = 0; i < items.length; i++) acc = f(acc, items[i] as T) as Acc;
    return acc as Rolled<K, Acc>;
  }
  let chance = start;
  for (const item of items) chance = R.chain(chance, (acc: Acc) => f(acc, item));
  return chance;
}

/** The objective follows its carrier: dropped where a carrier falls, is wounded or leaves the table. */
function checkObjective(acc: Acc): Acc {
  const { state } = acc;
  const objective = state.victory.objective;
  if (objective === undefined || state.carrierId === null) return acc;
  const found = lookup(state).get(state.carrierId);
  if (found === undefined || !isDown(found.figure)) return acc;
  return push(
    { state: { ...state, carrierId: null, objectiveAt: found.place.at }, events: acc.events },
    {
      type: "objective",
      what: "dropped",
      figure: found.figure.id,
      name: found.figure.name,
      item: objective.name,
      rule: "VIV-GM-1",
    },
  );
}

/** The wound events of a resolution, in roster order. */
function woundEvents(unit: Unit, outcomes: Readonly<Record<string, WoundOutcome>>): VividEvent[] {
  return unit.members.flatMap((m): VividEvent[] => {
    const o = Object.hasOwn(outcomes, m.id) ? outcomes[m.id] : undefined;
    if (o === undefined) return [];
    return [{ type: "wound", figure: m.id, name: m.name, hits: o.hits, result: o.result, state: o.state, luck: o.luck, ox: o.oxUsed, rule: "VIV-WOUND-1" }];
  });
}

/** No terrain crossed: a full move on open ground (a flight's rate, VIV-MOR-5/6). */
const NO_TERRAIN: readonly TerrainKind[] = Object.freeze([]);

/**
 * A unit falls back or routs a full move straight away from the nearest enemy (VIV-MOR-5/6/7); a figure that
 * leaves the table is removed from play (VIV-MOR-8). Wounded figures cannot move on their own (VIV-WOUND-4): they stay.
 */
function flee(acc: Acc, unitId: string, why: "retreat" | "rout" | "stillRouting"): Acc {
  let state = acc.state;
  const unit = state.units.find((u) => u.id === unitId);
  if (unit === undefined) return acc;
  const found = lookup(state);
  const removed: Figure[] = [];
  // a full move of each figure type, asked once per flight (issue 14: its value is one per type), of the validated
  // allowance (the public movementAllowance parses its input and the options at each call)
  const rates = new Map<string, MoveResult>();
  const rateOf = (type: ReturnType<typeof moveType>) => {
    let rate = rates.get(type);
    if (rate === undefined) {
      rate = movementAllowanceValidated(type, NO_TERRAIN, undefined, optionsOf(state).zombieMoveInches);
      rates.set(type, rate);
    }
    return rate;
  };
  // the enemies of each side, listed once: every member flees from the figures as they stood before the flight (the
  // lookup of the state it was given), so the list is the same for each
  const enemies = new Map<string, Found[]>();
  const enemiesOfSide = (side: string): Found[] => {
    let list = enemies.get(side);
    if (list === undefined) {
      list = enemiesOf(state, found, side);
      enemies.set(side, list);
    }
    return list;
  };
  // where each member ends its flight, written to the places in one pass (what withPlace of each in turn gives)
  const ran = new Map<string, Pick<Place, "at" | "ranOnTurn">>();
  for (const m of unit.members) {
    const here = found.get(m.id);
    if (here === undefined || isDown(m)) continue;
    const threat = nearest(here.place.at, enemiesOfSide(here.place.side));
    const rate = rateOf(moveType(m));
    if (threat === undefined || !rate.ok) continue;
    // VIV-GAD-13 with VIV-MOR-5/6/7: a locked door stops the figure on its way (gadget-locks.ts lockedStop, which
    // reads the locks and the terrain, not the places)
    const to = lockedStop(state, here.place.at, awayFrom(here.place.at, threat.place.at, rate.inches));
    const t = state.table;
    const off = t !== null && (to.x < 0 || to.y < 0 || to.x > t.width || to.y > t.height);
    if (off) removed.push({ ...m, status: { ...m.status, removed: true } });
    ran.set(m.id, { at: off ? here.place.at : to, ranOnTurn: state.turn });
  }
  if (ran.size > 0)
    state = {
      ...state,
      places: state.places.map((p) => {
        const change = ran.get(p.id);
        return change === undefined ? p : { ...p, ...change };
      }),
    };
  state = withFigures(state, removed);
  const rule = why === "retreat" ? "VIV-MOR-5" : why === "rout" ? "VIV-MOR-6" : "VIV-MOR-7";
  return checkObjective(
    push({ state, events: acc.events }, { type: "fled", unit: unitId, name: unitName(unit), why, removed: removed.map((f) => f.name), rule }),
  );
}

// ---- the outcome -------------------------------------------------------------------------------------------

/** Whether a unit has a member still in the fight (not down). */
function anyUp(u: Unit): boolean {
  const members = u.members;
  for (let i = 0; i < members.length; i++) if (!isDown(members[i] as Figure)) return true;
  return false;
}

/** VIV-MOR-10's count of a unit: its figures gone (killed or removed) or unconscious. */
function lostOf(u: Unit): number {
  let lost = 0;
  const members = u.members;
  for (let i = 0; i < members.length; i++) {
    const m = members[i] as Figure;
    if (isGone(m) || m.status?.wound === "unconscious") lost++;
  }
  return lost;
}

/** Whether a side still stands: a unit of it that is not broken has a member in the fight. */
function standsIn(units: readonly Unit[], side: string): boolean {
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as Unit;
    if (u.side === side && !isBroken(u) && anyUp(u)) return true;
  }
  return false;
}

/**
 * VIV-MOR-10's verdict on a side that lost over half its figures: the family's, on the validated state (its units
 * read without parsing them again). A function of its own: the closure it passes would make {@link judge} allocate
 * its scope at every call, and judge runs after every step.
 */
function retires(state: VividState, fifty: string, start: number): boolean {
  const o = optionsOf(state);
  return fiftyPercentValidated(
    "fiftyPercentRule",
    state.units.filter((u) => u.side === fifty),
    start,
    o.inspiredScope,
    o.fiftyPercentCountsKnockedOut,
  ).retire;
}

/** Who has won, if anyone, after a step (the turn limit is judged at the end of a turn). */
function judge(state: VividState): VividOutcome | null {
  const objective = state.victory.objective;
  if (objective !== undefined && state.carrierId !== null) {
    const carrier = lookup(state).get(state.carrierId);
    if (carrier !== undefined && !isDown(carrier.figure) && carrier.place.side === objective.side && contains(objective.goal, carrier.place.at)) {
      return { winner: objective.side, reason: "objective" };
    }
  }
  const fifty = state.victory.fiftyPercentSide;
  if (fifty !== undefined) {
    // (counted in indexed loops, without lists, closures or iterators: judged after every step, issue 14; a for-of
    // loop allocated its iterator's results, 5 kB a battle)
    let start = 0;
    for (let i = 0; i < state.starting.length; i++) {
      const s = state.starting[i] as VividState["starting"][number];
      if (s.side === fifty) {
        start = s.figures;
        break;
      }
    }
    let lost = 0;
    for (let i = 0; i < state.units.length; i++) {
      const u = state.units[i] as Unit;
      if (u.side === fifty) lost += lostOf(u);
    }
    // VIV-MOR-10: over half the villains' figures lost: they retire, an automatic win for the other side
    if (start > 0 && 2 * lost > start && retires(state, fifty, start)) {
      let other: string | null = null;
      let others = 0;
      for (const s of state.sides)
        if (s.id !== fifty) {
          other = s.id;
          others++;
        }
      return { winner: others === 1 ? other : null, reason: "fiftyPercent" };
    }
  }
  // the sides still standing: the first of them, and whether there is a second (no list made)
  let first: string | undefined;
  let more = false;
  for (let i = 0; i < state.sides.length; i++) {
    const side = state.sides[i] as VividState["sides"][number];
    if (!standsIn(state.units, side.id)) continue;
    if (first === undefined) first = side.id;
    else {
      more = true;
      break;
    }
  }
  if (!more) {
    const winner = first ?? null;
    let anyoneUp = false;
    for (let i = 0; i < state.units.length; i++) {
      const u = state.units[i] as Unit;
      if (u.side !== winner && anyUp(u)) {
        anyoneUp = true;
        break;
      }
    }
    return { winner, reason: anyoneUp ? "routed" : "destroyed" };
  }
  return null;
}

/** Ends the game if it is over: the outcome, then the Cliff-hanger for every killed PC the GM allows (VIV-CLIFF-1). */
function settle<K extends Kind>(R: Roller<K>, acc: Acc, atTurnEnd = false): Rolled<K, Acc> {
  const { state } = acc;
  let outcome = judge(state);
  const limit = state.victory.turnLimit;
  if (outcome === null && atTurnEnd && limit !== undefined && state.turn >= limit) {
    outcome = { winner: state.victory.atTurnLimit ?? null, reason: "turnLimit" };
  }
  if (outcome === null) return R.just(acc);
  const over = push(
    { state: { ...state, phase: "over", outcome }, events: acc.events },
    {
      type: "gameOver",
      winner: outcome.winner,
      winnerName: outcome.winner === null ? null : sideName(state, outcome.winner),
      reason: outcome.reason,
      turn: state.turn,
      rule: outcome.reason === "fiftyPercent" ? "VIV-MOR-10" : "VIV-GM-1",
    },
  );
  if (state.victory.cliffHanger !== true) return R.just(over);
  return cliffHangers(R, state, over);
}

/**
 * VIV-CLIFF-1: the Cliff-hanger of every killed PC, at the game's end. A function of its own: its closures would make
 * {@link settle} allocate their scope at every call, and settle runs after every step.
 */
function cliffHangers<K extends Kind>(R: Roller<K>, state: VividState, over: Acc): Rolled<K, Acc> {
  const fallen = state.units.flatMap((u) => u.members.filter((m) => m.class === "PC" && m.status?.wound === "killed"));
  return each(R, R.just(over), fallen, (a, pc) =>
    R.map(R.roll(cliffHangerValidated(pc, true, 0, optionsOf(state))), (r) =>
      push(
        { state: r.survived ? withFigures(a.state, [r.figure]) : a.state, events: a.events },
        {
          type: "cliffHanger",
          figure: pc.id,
          name: pc.name,
          survived: r.survived,
          rule: "VIV-CLIFF-1",
        },
      ),
    ),
  );
}

/** The game's plumbing for the rule modules (gadget-commands.ts, impetuous.ts, helping.ts). */
const KIT: Kit = {
  lookup,
  turnReasons: (state, found, id) => turnReasons(state, found, id),
  moveReasons: (state, found, cmd) => moveReasons(state, found, cmd),
  allowanceToward: (state, found, to) => allowanceToward(state, found, to),
  move: (state, cmd) => move(state, cmd),
  withFigures,
  withPlace,
  enemiesOf,
  nearest,
  activeSide,
  sideName,
  checkObjective,
  settle: (acc) => settle(CHANCES, acc),
  isDown: (f) => isDown(f),
  isGone: (f) => isGone(f),
};

// ---- setup -------------------------------------------------------------------------------------------------

function setup(scenario: unknown): VividState {
  const fn = `${FN}.setup`;
  const s = parseOrThrow(fn, VividScenarioSchema, scenario, "scenario");
  const bad = (path: string, value: unknown, message: string): never => {
    throw new RulesError({ code: "INVALID_INPUT", fn, path: `scenario.${path}`, value, message });
  };
  const ids = new Set<string>();
  const sideIds = new Set<string>();
  s.sides.forEach((side, i) => {
    if (sideIds.has(side.id)) bad(`sides[${String(i)}].id`, side.id, "duplicate side id");
    sideIds.add(side.id);
    side.units.forEach((u, j) => {
      if (ids.has(u.id)) bad(`sides[${String(i)}].units[${String(j)}].id`, u.id, "duplicate id (units and figures share one namespace)");
      ids.add(u.id);
      u.members.forEach((m, k) => {
        if (ids.has(m.id))
          bad(`sides[${String(i)}].units[${String(j)}].members[${String(k)}].id`, m.id, "duplicate id (units and figures share one namespace)");
        ids.add(m.id);
      });
    });
  });
  const at = new Map<string, Point>();
  s.positions.forEach((p, i) => {
    if (at.has(p.id)) bad(`positions[${String(i)}].id`, p.id, "duplicate position");
    at.set(p.id, p.at);
  });
  const units: Unit[] = [];
  const places: Place[] = [];
  for (const [i, side] of s.sides.entries()) {
    for (const [j, u] of side.units.entries()) {
      units.push({ ...u, side: side.id, members: u.members.map((m) => ({ ...m, side: side.id })) });
      for (const [k, m] of u.members.entries()) {
        const where = at.get(m.id);
        if (where === undefined) return bad(`sides[${String(i)}].units[${String(j)}].members[${String(k)}]`, m.id, "every figure needs a position");
        places.push({ id: m.id, unit: u.id, side: side.id, at: where, moved: 0, shot: false, reloading: false, ranOnTurn: 0 });
      }
    }
  }
  s.positions.forEach((p, i) => {
    if (!places.some((q) => q.id === p.id)) bad(`positions[${String(i)}].id`, p.id, "not a figure of the scenario");
  });
  const victory = s.victory ?? {};
  for (const key of ["atTurnLimit", "fiftyPercentSide"] as const) {
    const v = victory[key];
    if (v !== undefined && !sideIds.has(v)) bad(`victory.${key}`, v, "expected a side's id");
  }
  const objective = victory.objective;
  if (objective !== undefined) {
    if (!sideIds.has(objective.side)) bad("victory.objective.side", objective.side, "expected a side's id");
    if (objective.carrierId === undefined && objective.at === undefined) bad("victory.objective", objective, "expected a carrierId or a point `at`");
    if (objective.carrierId !== undefined && !places.some((p) => p.id === objective.carrierId))
      bad("victory.objective.carrierId", objective.carrierId, "expected a figure's id");
  }
  const state: VividState = {
    ...(s.name === undefined ? {} : { name: s.name }),
    sides: s.sides.map((side) => ({ id: side.id, name: side.name ?? side.id })),
    turn: 1,
    phase: "turnStart",
    order: s.sides.map((side) => side.id),
    active: 0,
    lastWinner: null,
    units,
    places,
    flags: units.map((u) => ({ id: u.id, shotAt: false, failedShootingCheck: false })),
    starting: s.sides.map((side) => ({ side: side.id, figures: side.units.reduce((n, u) => n + u.members.length, 0) })),
    terrain: s.terrain ?? [],
    table: s.table ?? null,
    victory,
    carrierId: objective?.carrierId ?? null,
    objectiveAt: objective?.carrierId === undefined ? (objective?.at ?? null) : null,
    ...(s.options === undefined ? {} : { options: s.options }),
    contactInches: s.contactInches ?? 1,
    outcome: null,
    ...(s.optionalRules === undefined ? {} : { optionalRules: s.optionalRules }),
    ...(s.gadgetRules === undefined ? {} : { gadgetRules: checkGadgetRules(s.gadgetRules, places, s.terrain ?? [], bad) }),
  };
  // frozen: the steps share its unchanged parts (terrain, figures, places...), and exact odds key a frozen part once
  return freezePlain(state);
}

// ---- the start of a turn: resets, rout recovery, initiative ------------------------------------------------

/**
 * `list.map(f)`, or the list itself when `f` gave back every item as it is (issue 14: the start of a turn keeps the
 * lists it does not change, so a session's caches, which read them by identity, find them again).
 *
 * @example
 * ```ts
 * mapKept(state.flags, (f) => (f.shotAt ? { ...f, shotAt: false } : f)) === state.flags; // when no unit was shot at
 * ```
 * @internal
 */
function mapKept<T>(list: T[], f: (item: T) => T): T[] {
  let out: T[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as T;
    const next = f(item);
    if (out === undefined && next !== item) out = list.slice(0, i);
    out?.push(next);
  }
  return out ?? list;
}

function beginTurn<K extends Kind>(R: Roller<K>, state: VividState, memo: Memo | undefined): Rolled<K, Acc> {
  // the flags of the last turn reset (Strong Like An Ox per turn, dropped weapons, retreats: startOfTurn)
  const fresh: VividState = {
    ...state,
    // the state is validated: the family's reset is applied without parsing the units again (a unit it leaves as it
    // is, family/recovery.ts unitAtTurnStart, is kept, and so is the list when none changed)
    units: mapKept(state.units, unitAtTurnStart),
    // a place or a flag already reset is kept as it is (the same values: a session's caches find it again)
    places: mapKept(state.places, (p) => (Object.is(p.moved, 0) && !p.shot && !p.reloading ? p : { ...p, moved: 0, shot: false, reloading: false })),
    flags: mapKept(state.flags, (f) => (f.shotAt ? { ...f, shotAt: false } : f)),
  };
  // (a quiet roller's step keeps no events: QUIET, which push keeps)
  const start: Acc = { state: fresh, events: R.quiet === true ? QUIET : [{ type: "turnBegins", turn: state.turn, rule: "VIV-SEQ-1" }] };
  const broken = fresh.units.filter((u) => isBroken(u) && u.members.some((m) => !isDown(m)));
  // VIV-GAD-5/7/9: the flash's stun ends, knocked-out PCs roll to wake (gadget-commands.ts)
  const woken = R.roll(gadgetsAtTurnStart(KIT, start));
  // VIV-MOR-7: a routing (or disrupted, VIV-MOR-12) unit rolls at the start of each following turn
  const rallied = each(R, woken, broken, (acc, unit) =>
    R.map(R.roll(routRecoveryValidated(acc.state.units.find((u) => u.id === unit.id) ?? unit, 0)), (r): Acc => {
      const next = push(
        { state: withUnit(acc.state, r.unit), events: acc.events },
        { type: "routRecovery", unit: unit.id, name: unitName(unit), stops: r.stops, rule: "VIV-MOR-7" },
      );
      return r.stops || unit.morale === "disrupted" ? next : flee(next, unit.id, "stillRouting");
    }),
  );
  return R.chain(rallied, (acc: Acc) => {
    const over = judge(acc.state);
    if (over !== null) return settle(R, acc);
    const sides = acc.state.sides.map((s) => s.id);
    const ordered = R.map(R.roll(initiative(acc.state, sides, memo)), (init): Acc => {
      const state: VividState = { ...acc.state, phase: "sideTurn", order: [...init.order], active: 0, lastWinner: init.winner };
      // (a quiet step builds no event it would drop)
      if (acc.events === QUIET) return { state, events: QUIET };
      return push(
        { state, events: acc.events },
        {
          type: "initiative",
          order: [...init.order],
          names: init.order.map((id) => sideName(acc.state, id)),
          rule: "VIV-SEQ-1",
        },
      );
    });
    return R.chain(ordered, (a: Acc) => (hasImpetuous(a.state, undefined) ? R.roll(impetuousChecks(KIT, a)) : R.just(a)));
  });
}

/**
 * VIV-SEQ-1's roll: the family's, on the validated state's sides and options (a state of fewer than two sides
 * goes through the public function, which refuses it). A session keeps the chance by all that it reads (issue 14:
 * building it was about 18 kB a battle): the sides in their order, the tie rule (VIV-AMB-13) and the last turn's
 * winner; no GM modifiers are given here. A chance is immutable, so the kept one draws the same dice in the same
 * order as a new one would.
 *
 * @example
 * ```ts
 * initiative(state, ["heroes", "villains"], memo) === initiative(state, ["heroes", "villains"], memo); // true in a session
 * ```
 * @internal
 */
function initiative(state: VividState, sides: readonly string[], memo: Memo | undefined): Chance<InitiativeResult> {
  if (sides.length < 2) return sideInitiative(sides, state.lastWinner, state.options);
  const tie = optionsOf(state).initiativeTie;
  const last = state.lastWinner ?? undefined;
  if (memo === undefined) return initiativeChance(sides, tie, last);
  // (the key spells out every input unambiguously: the ids are a scenario's own strings, so a Map, never an object)
  const key = JSON.stringify([tie, last ?? null, sides]);
  const kept = memo.initiatives.get(key);
  if (kept !== undefined) return kept;
  const made = initiativeChance(sides, tie, last);
  memo.initiatives.set(key, made);
  return made;
}

// ---- movement ----------------------------------------------------------------------------------------------

function turnReasons(state: VividState, found: Found | undefined, id: string): Reason[] {
  if (state.phase !== "sideTurn") return [{ code: "WRONG_PHASE", rule: "VIV-SEQ-1", text: "the turn has not begun: begin it first" }];
  if (found === undefined) return [{ code: "UNKNOWN_FIGURE", text: `no figure ${JSON.stringify(id)} in this game` }];
  if (found.place.side !== activeSide(state))
    return [{ code: "NOT_YOUR_TURN", rule: "VIV-SEQ-2", text: `it is ${sideName(state, activeSide(state) ?? "")}'s turn, not ${found.figure.name}'s` }];
  const f = found.figure;
  if (isGone(f)) return [{ code: "OUT_OF_ACTION", rule: "VIV-WOUND-4", text: `${f.name} is out of the fight` }];
  const out: Reason[] = [];
  if (f.status?.wound === "wounded") out.push({ code: "WOUNDED", rule: "VIV-WOUND-4", text: `${f.name} is wounded: no moving, shooting or fighting` });
  if (f.status?.wound === "unconscious") out.push({ code: "UNCONSCIOUS", rule: "VIV-GAD-3", text: `${f.name} is unconscious` });
  if (found.unit.morale === "routing") out.push({ code: "ROUTING", rule: "VIV-MOR-6", text: `${unitName(found.unit)} are routing` });
  // VIV-MOR-5: a unit that fell back this turn moves, shoots and fights normally only from the next turn
  if (found.unit.morale === "retreating") out.push({ code: "RETREATING", rule: "VIV-MOR-5", text: `${unitName(found.unit)} fell back this turn` });
  if (found.unit.morale === "disrupted") out.push({ code: "DISRUPTED", rule: "VIV-MOR-12", text: `${unitName(found.unit)} are disrupted` });
  if (f.status?.stunned === true) out.push({ code: "STUNNED", rule: "VIV-GAD-9", text: `${f.name} is stunned this turn` });
  if ((f.status?.inactiveTurnsLeft ?? 0) > 0) out.push({ code: "INACTIVE", rule: "VIV-AMB-26", text: `${f.name} may not move or shoot this turn` });
  return out;
}

/** How far a figure may go from where it stands toward `to` this side turn: the allowance over the terrain crossed, less what it moved. */
function allowanceToward(state: VividState, found: Found, to: Point): { ok: true; left: number } | { ok: false; reason: Reason } {
  const crossed = terrainCrossed(state.terrain, found.place.at, to);
  const type = moveType(found.figure);
  // the validated allowance (the state's figure and terrain are valid): the public one's rule, without its parses;
  // the options are read only for a zombie's rate (VIV-AMB-12)
  const move = movementAllowanceValidated(type, crossed.kinds, crossed.gmMultiplier, type === "zombie" ? optionsOf(state).zombieMoveInches : 0);
  if (!move.ok) return { ok: false, reason: { code: move.reason, rule: move.rule, text: move.message } };
  // VIV-GAD-1/11/13/24: a zip wire, a grapple, a whip swing or a lock limits the rest of the side turn's movement
  return { ok: true, left: Math.min(Math.max(0, move.inches - found.place.moved), moveLimitLeft(found.place)) };
}

function moveReasons(state: VividState, found: Found | undefined, cmd: Move): Reason[] {
  const base = turnReasons(state, found, cmd.figure);
  if (base.length > 0 || found === undefined) return base;
  const out: Reason[] = [];
  if (found.place.reloading) out.push({ code: "RELOADING", rule: "VIV-MG-1", text: `${found.figure.name}'s crew must stay stationary to reload` });
  const t = state.table;
  if (t !== null && (cmd.to.x < 0 || cmd.to.y < 0 || cmd.to.x > t.width || cmd.to.y > t.height))
    out.push({ code: "OFF_TABLE", rule: "VIV-MOR-8", text: "that point is off the table" });
  // VIV-GAD-13: a locked door keeps its zone shut
  out.push(...lockedReasons(state, found.place.at, cmd.to));
  const allowance = allowanceToward(state, found, cmd.to);
  if (!allowance.ok) out.push(allowance.reason);
  else {
    const d = distance(found.place.at, cmd.to);
    if (d > allowance.left + 1e-3)
      out.push({
        code: "TOO_FAR",
        rule: "VIV-MOVE-1",
        text: `${found.figure.name} has ${String(Math.round(allowance.left * 10) / 10)}" of movement left, not ${String(Math.round(d * 10) / 10)}"`,
      });
  }
  return out;
}

function move(state: VividState, cmd: Move, all: ReadonlyMap<string, Found> = lookup(state), quiet = false): Acc {
  const found = all.get(cmd.figure) as Found;
  const inches = distance(found.place.at, cmd.to);
  let next = withPlace(state, cmd.figure, { at: cmd.to, moved: found.place.moved + inches });
  const objective = next.victory.objective;
  // VIV-GM-1: a figure that ends its move in contact with a loose objective picks it up
  const pickup =
    objective !== undefined && next.carrierId === null && next.objectiveAt !== null && distanceAtMost(cmd.to, next.objectiveAt, next.contactInches);
  // a quiet step (the rolled battle's, whose events nobody reads): the state alone, without the events' contacts
  if (quiet) return { state: pickup ? { ...next, carrierId: cmd.figure, objectiveAt: null } : next, events: QUIET };
  // the enemies as they stood: the move changed only the mover's place
  const contact = enemiesOf(next, all, found.place.side)
    .filter((x) => distanceAtMost(x.place.at, cmd.to, next.contactInches))
    .map((x) => x.figure.name);
  const events: VividEvent[] = [
    { type: "moved", figure: cmd.figure, name: found.figure.name, from: found.place.at, to: cmd.to, inches, contact, rule: "VIV-MOVE-1" },
  ];
  if (pickup) {
    next = { ...next, carrierId: cmd.figure, objectiveAt: null };
    events.push({ type: "objective", what: "pickedUp", figure: cmd.figure, name: found.figure.name, item: objective.name, rule: "VIV-GM-1" });
  }
  return { state: next, events };
}

/**
 * A move's step once allowed: the figure moves (picking up a loose objective), the objective follows its carrier,
 * and the game ends if it is over (settle). The step's own (stepOn) and the rolled battle's runs of moves
 * ({@link shippedRun}): one mechanic, written once.
 */
function moveStep<K extends Kind>(R: Roller<K>, state: VividState, command: Move, all: ReadonlyMap<string, Found>): Rolled<K, Acc> {
  return settle(R, checkObjective(move(state, command, all, R.quiet === true)));
}

// ---- shooting ----------------------------------------------------------------------------------------------

/** The nearest figure of a unit a shooter may aim at: on the table, not killed, in its line of sight (or the GM's). */
function aimPoint(state: VividState, found: ReadonlyMap<string, Found>, shooter: Found, target: Unit, los: boolean | undefined): Found | undefined {
  // the nearest figure first (the first of equals in roster order: the sorted list's first, the sort being stable),
  // without the list when it is seen
  let first: Found | undefined;
  let firstD = Infinity;
  for (const m of target.members) {
    const x = found.get(m.id);
    if (x === undefined || isGone(x.figure)) continue;
    const d = distance(shooter.place.at, x.place.at);
    if (d < firstD) {
      first = x;
      firstD = d;
    }
  }
  if (first === undefined || visibleFrom(state, shooter, first, los)) return first;
  const candidates = target.members
    .map((m) => found.get(m.id))
    .filter((x): x is Found => x !== undefined && !isGone(x.figure))
    .map((x) => ({ x, d: distance(shooter.place.at, x.place.at) }))
    .sort((a, b) => a.d - b.d);
  // the nearest visible one: the line of sight is checked nearest first, and only as far as needed
  // VIV-GAD-4: a smoke cloud blocks every line of sight through it (gadget-commands.ts)
  return candidates.find((c) => visibleFrom(state, shooter, c.x, los))?.x;
}

/**
 * Whether a shooter sees a figure: the GM's line of sight of the command when given (VIV-GM-2), else the terrain's
 * (VIV-TERR-1) and no smoke cloud between them (VIV-GAD-4). A function of its own, not a closure made at each aim.
 */
function visibleFrom(state: VividState, shooter: Found, x: Found, los: boolean | undefined): boolean {
  return los ?? (seen(VIVID_TERRAIN, state.terrain, shooter.place.at, x.place.at) && !smokeBetween(state, shooter.place.at, x.place.at));
}

interface Aim {
  readonly shooter: Found;
  readonly weapon: Weapon | undefined;
  readonly at: Found;
  readonly distance: number;
  readonly cover: "none" | "soft" | "medium" | "hard";
}

/** No reasons: an allowed shot's (shared and frozen, so that a check that finds nothing makes no list). */
const NO_REASONS: readonly Reason[] = Object.freeze([]);

/** A reason added to a list made when the first is found (an allowed shot, most of those checked, makes none). */
function withReason(reasons: Reason[] | undefined, reason: Reason): Reason[] {
  const list = reasons ?? [];
  list.push(reason);
  return list;
}

/** A shooter's motion as its place gives it (moved or not, from the context): two shared records, none made per check. */
const MOVED: ShooterMotion = Object.freeze({ moved: true, source: "context" });
const STOOD: ShooterMotion = Object.freeze({ moved: false, source: "context" });

/** The unit of an id, or undefined (a loop: no closure made at each shot checked). */
function unitById(state: VividState, id: string): Unit | undefined {
  for (const u of state.units) if (u.id === id) return u;
  return undefined;
}

/**
 * Why a shot is refused (VIV-SHOOT-1, VIV-SEQ-2, VIV-MG-1, the fire refusals of family/can-fire.ts, VIV-GAD-18),
 * each shooter's aim and the target unit. The reasons are {@link NO_REASONS} when the shot is allowed: the list,
 * the texts and the refusals are made only for a shot refused (issue 14: the rolled battle checks every figure's
 * shot at every enemy unit, and most are allowed).
 */
function shootReasons(
  state: VividState,
  found: ReadonlyMap<string, Found>,
  cmd: Shoot,
  sys: ShootingSystem = rulesOf(state).shooting,
): { reasons: readonly Reason[]; aims: Aim[]; target: Unit | undefined } {
  let reasons: Reason[] | undefined;
  const aims: Aim[] = [];
  const target = unitById(state, cmd.target);
  const side = activeSide(state);
  if (target === undefined) reasons = withReason(reasons, { code: "UNKNOWN_UNIT", text: `no unit ${JSON.stringify(cmd.target)} in this game` });
  else if (target.side === (found.get(cmd.shooters[0] ?? "")?.place.side ?? side))
    reasons = withReason(reasons, { code: "NOT_AN_ENEMY", rule: "VIV-SHOOT-1", text: `${unitName(target)} are on your side` });
  else if (target.members.every(isGone))
    reasons = withReason(reasons, { code: "NO_TARGET", rule: "VIV-SHOOT-1", text: `${unitName(target)} have no one left to shoot at` });
  // (one shooter is never named twice: no set of them made)
  if (cmd.shooters.length > 1 && new Set(cmd.shooters).size !== cmd.shooters.length)
    reasons = withReason(reasons, { code: "DUPLICATE_SHOOTER", text: "a shooter is named twice" });
  for (const id of cmd.shooters) {
    const shooter = found.get(id);
    const base = turnReasons(state, shooter, id);
    if (shooter === undefined || base.length > 0) {
      if (base.length > 0) {
        reasons ??= [];
        reasons.push(...base);
      }
      continue;
    }
    const name = shooter.figure.name;
    if (shooter.place.shot) reasons = withReason(reasons, { code: "ALREADY_SHOT", rule: "VIV-SEQ-2", text: `${name} has already shot this turn` });
    if (shooter.place.reloading) reasons = withReason(reasons, { code: "LEWIS_RELOADING", rule: "VIV-MG-1", text: `${name}'s Lewis gun is reloading` });
    // (a list is made only with its first reason: none made, none found)
    if (target === undefined || reasons !== undefined) continue;
    const at = aimPoint(state, found, shooter, target, cmd.lineOfSight);
    if (at === undefined) {
      reasons = withReason(reasons, { code: "NO_LINE_OF_SIGHT", rule: "VIV-SHOOT-1", text: `${name} cannot see any of ${unitName(target)}` });
      continue;
    }
    const d = distance(shooter.place.at, at.place.at);
    const cover = cmd.cover ?? coverAt(VIVID_TERRAIN, state.terrain, at.place.at);
    const weapon = shooter.figure.weapons?.[0];
    // the state is validated (setup, loadState, the game's own steps): the figure is read as it stands
    const moved = shooter.place.moved > 0;
    const refusals = fireRefusalsIfAny(sys.table, sys.options, shooter.figure, weapon, { distance: d, shooterMoved: moved, cover }, moved ? MOVED : STOOD);
    if (refusals !== undefined) {
      reasons ??= [];
      for (const r of refusals) reasons.push({ code: r.code, rule: r.rule, text: `${name}: ${r.message}` });
    }
    // VIV-GAD-18: a carried Death Ray fires once powered up (the lists are most often empty: pushed only when not)
    const ray = rayReasons(state, shooter.figure, weapon);
    if (ray.length > 0) {
      reasons ??= [];
      reasons.push(...ray);
    }
    const alone = rayAloneReasons(state, shooter.figure, weapon, cmd.shooters.length);
    if (alone.length > 0) {
      reasons ??= [];
      reasons.push(...alone);
    }
    aims.push({ shooter, weapon, at, distance: d, cover });
  }
  return { reasons: reasons ?? NO_REASONS, aims, target };
}

/** What {@link shootReasons} finds: the reasons a shot is refused, each shooter's aim, the target unit. */
type ShotCheck = ReturnType<typeof shootReasons>;

const shotKey = (shooter: string, target: string): string => `${shooter}\u0000${target}`;

/**
 * {@link shootReasons} of a command on a state whose single shots a session's `options` checked: a volley of
 * distinct shooters each allowed alone at the target, with no cover or line of sight of the command's own, is
 * allowed, its aims being theirs (each shooter's check reads only the shooter, the target and the state; the
 * target's own checks passed for each of them); anything else is checked in full.
 */
function shotChecked(state: VividState, found: ReadonlyMap<string, Found>, cmd: Shoot, memo: Memo | undefined): ShotCheck {
  // VIV-GAD-18: with the GM's Death Ray radius a ray may not fire with others (RAY_FIRES_ALONE reads the shooters
  // together): such a volley is checked in full
  const together = cmd.shooters.length > 1 && state.gadgetRules?.deathRayRadiusInches !== undefined;
  const singles = memo === undefined || together || cmd.cover !== undefined || cmd.lineOfSight !== undefined ? undefined : memo.shots.get(state);
  if (singles !== undefined && cmd.shooters.length > 0 && (cmd.shooters.length === 1 || new Set(cmd.shooters).size === cmd.shooters.length)) {
    const aims: Aim[] = [];
    let target: Unit | undefined;
    for (const id of cmd.shooters) {
      const single = singles.get(shotKey(id, cmd.target));
      if (single === undefined || single.reasons.length > 0) return shootReasons(state, found, cmd, rulesOf(state, memo).shooting);
      aims.push(...single.aims);
      target = single.target;
    }
    return { reasons: NO_REASONS, aims, target };
  }
  return shootReasons(state, found, cmd, rulesOf(state, memo).shooting);
}

function contextOf(aim: Aim, cmd: Shoot) {
  return {
    distance: aim.distance,
    shooterMoved: aim.shooter.place.moved > 0,
    cover: aim.cover,
    lineOfSight: true,
    ...(cmd.gmModifier === undefined ? {} : { gmModifier: cmd.gmModifier }),
  };
}

function allocationList(unit: Unit, allocation: Readonly<Record<string, number>>): { id: string; name: string; hits: number }[] {
  return unit.members.flatMap((m) => {
    const hits = Object.hasOwn(allocation, m.id) ? (allocation[m.id] ?? 0) : 0;
    return hits > 0 ? [{ id: m.id, name: m.name, hits }] : [];
  });
}

/** The hit a volley's wounds take besides their weapons' own effects: none (a parsed, empty `WoundHit`). */
const NO_HIT: WoundHit = Object.freeze({});

function shoot<K extends Kind>(R: Roller<K>, state: VividState, cmd: Shoot, checked: ReturnType<typeof shootReasons>, memo: Memo | undefined): Rolled<K, Acc> {
  const { aims, target } = checked;
  const rules = rulesOf(state, memo);
  // VIV-GAD-18: a carried Death Ray with the GM's effect radius hits the figures within it (gadget-ray-area.ts)
  const area = rayArea(state, () => lookup(state), aims, target as Unit, cmd.lineOfSight);
  const unit: Unit = area === undefined ? (target as Unit) : area.unit;
  const shotAt = area?.units ?? [unit.id];
  // the shooters marked as having shot, in one pass over the places
  const shooting = new Set(aims.map((a) => a.shooter.figure.id));
  const marked: VividState = {
    ...state,
    places: state.places.map((p) => (shooting.has(p.id) ? { ...p, shot: true } : p)),
    flags: state.flags.map((f) => (shotAt.includes(f.id) ? { ...f, shotAt: true } : f)),
  };
  const turn = state.turn;
  // VIV-MG-3: every machine gun (the heavy ones VIV-MG-1 and the machine-gun type weapons VIV-MG-2) follows fire
  // inside the volley: its dice are rolled one at a time after the others' hits, the first at the figure it aims
  // at, each later one at a figure within 4" of the one it hit, and its hits take their wound rolls with the
  // rest, so mercy bullets (VIV-GAD-5), a vest against them (VIV-AMB-29) and armour (VIV-AMB-45) apply to them too
  const follows = aims.map((a) => followsFire(rules.shooting.table, a.weapon));
  const following = follows.some((f) => f);
  const here = following ? lookup(state) : undefined;
  const input = {
    shooters: aims.map((a) => a.shooter.figure),
    target: unit,
    context: contextOf(aims[0] as Aim, cmd),
    perShooter: Object.fromEntries(
      aims.map((a, i) => [
        a.shooter.figure.id,
        follows[i] === true ? { context: contextOf(a, cmd), targetId: a.at.figure.id } : { context: contextOf(a, cmd) },
      ]),
    ),
    // where the target's figures stand, for the guns' next dice (a volley without a gun gives none, as before)
    ...(here === undefined
      ? {}
      : {
          targetPositions: unit.members.flatMap((m) => {
            const p = here.get(m.id)?.place.at;
            return p === undefined ? [] : [{ id: m.id, x: p.x, y: p.y }];
          }),
        }),
  };
  // the state is validated: the volley is built without parsing the shooters and the target again
  // the volley and each shooter's plan (the lines of its event: each shooter's dice and hit number), from one setup
  // of the input (issue 14: the plan was made a second time for the lines)
  // (a session's shooters' half of the setup, `shots`, made before for the same shooters at a target alike)
  const build = (given: VolleyInput, shots: VolleyShots | undefined): Volley => {
    // a session's wound chances shared by figure profile across its volleys (woundCache: built once, read many times)
    const made = volleyWithWoundsPlanned(rules.shooting, "vivid.shootingVolleyWithWounds", given, rules.wounds, {
      hit: NO_HIT,
      useLuck: true,
      turn,
      cache: memo?.wounds,
      shots,
      // a session keeps the shooters' half for its later volleys (session-volleys.ts)
      share: memo !== undefined,
    });
    return { chance: made.chance, plan: made.shots.plans.map((p) => ({ dice: p.dice, n: p.n })), shots: made.shots };
  };
  // a session's volley built once for every battle that fires it, over interchangeable figures (session-volleys.ts)
  const { chance: volley, plan } =
    memo === undefined ? build(input, undefined) : sessionVolley(memo.volleys, input, turn, state.options, rules.wounds.oxFlag, build);
  const lines: VividShotLine[] = aims.map((a, i) => ({
    id: a.shooter.figure.id,
    name: a.shooter.figure.name,
    dice: plan[i]?.dice ?? 0,
    n: plan[i]?.n ?? 0,
    distance: a.distance,
  }));
  const beam: VividEvent[] =
    area === undefined
      ? []
      : [
          {
            type: "rayBeam",
            figure: (aims[0] as Aim).shooter.figure.id,
            name: (aims[0] as Aim).shooter.figure.name,
            at: area.centre.figure.name,
            radiusInches: area.radiusInches,
            caught: area.unit.members.map((m) => m.name),
            rule: "VIV-GAD-18",
          },
        ];
  const chance = R.chain(R.just({ state: marked, events: R.quiet === true ? QUIET : beam }), (acc: Acc) =>
    R.map(R.roll(volley), (v): Acc => {
      const dropped = aims.filter((a) => v.dropped.includes(a.shooter.figure.id)).map((a) => a.shooter.figure);
      let next = area === undefined ? withUnit(acc.state, v.unit) : withFigures(acc.state, v.unit.members);
      next = withFigures(
        next,
        dropped.map((f) => ({ ...f, status: { ...f.status, droppedWeapon: true } })),
      );
      // a quiet step: its state, no events
      if (acc.events === QUIET) return { state: next, events: QUIET };
      return push(
        { state: next, events: acc.events },
        {
          type: "shot",
          target: unit.id,
          targetName: unitName(unit),
          shooters: lines,
          followingFire: following,
          hits: v.hits,
          allocation: allocationList(unit, v.allocation),
          dropped: dropped.map((f) => f.name),
          rule: following ? "VIV-MG-3" : "VIV-SHOOT-4",
        },
        ...woundEvents(v.unit, v.outcomes),
      );
    }),
  );
  // VIV-GAD-5: the mercy bullets fired are spent, the guns' as the rifles' (gadget-commands.ts)
  return R.chain(chance, (acc: Acc) =>
    settle(
      R,
      checkObjective(
        spendMercy(
          KIT,
          acc,
          aims.map((a) => a.shooter.figure.id),
        ),
      ),
    ),
  );
}

// ---- the end of a side turn: morale after shooting, hand-to-hand, its morale, recovery ---------------------

/** VIV-MOR-3's counts for a unit: friends within 2" of its members killed this turn, and seen to run this turn. */
function moraleCounts(state: VividState, unit: Unit): { killed: number; running: number } {
  const found = lookup(state);
  const mine: Found[] = [];
  for (let i = 0; i < unit.members.length; i++) {
    const x = found.get((unit.members[i] as Figure).id);
    if (x !== undefined && !isDown(x.figure)) mine.push(x);
  }
  let killed = 0;
  let running = 0;
  // (every figure on the table, by index in the roster: the counts are sums, read without the map's iterator)
  const units = state.units;
  for (let i = 0; i < units.length; i++) {
    const members = (units[i] as Unit).members;
    for (let j = 0; j < members.length; j++) {
      const x = found.get((members[j] as Figure).id);
      if (x === undefined || x.place.side !== unit.side) continue;
      if (x.figure.status?.wound === "killed" && x.figure.status.killedOnTurn === state.turn && nearAny(mine, x)) killed += 1;
      if (x.place.unit !== unit.id && x.place.ranOnTurn === state.turn && nearAny(mine, x)) running += 1;
    }
  }
  return { killed, running };
}

/** VIV-MOR-3: whether another of the unit's figures still in the fight stands within 2" of `x`. */
function nearAny(mine: readonly Found[], x: Found): boolean {
  for (let i = 0; i < mine.length; i++) {
    const m = mine[i] as Found;
    if (m.figure.id !== x.figure.id && distance(m.place.at, x.place.at) <= 2) return true;
  }
  return false;
}

function testMorale<K extends Kind>(
  R: Roller<K>,
  acc: Acc,
  unitId: string,
  trigger: "shooting" | "handToHand",
  adjacent: boolean,
  memo: Memo | undefined,
): Rolled<K, Acc> {
  const unit = acc.state.units.find((u) => u.id === unitId);
  if (unit === undefined || unit.members.every(isDown) || isBroken(unit)) return R.just(acc);
  const counts = moraleCounts(acc.state, unit);
  const flags = acc.state.flags.find((f) => f.id === unitId);
  const situation = {
    trigger,
    friendliesKilledNearby: Math.min(100, counts.killed),
    friendsSeenRunning: Math.min(100, counts.running),
    ...(trigger === "handToHand" ? { adjacentAfterMelee: adjacent } : { failedShootingCheckBefore: flags?.failedShootingCheck ?? false }),
    // VIV-MOR-12: the scenario's optional rule, disrupted instead of rout
    ...(acc.state.optionalRules?.disruptedInsteadOfRout === true ? { disruptedInsteadOfRout: true } : {}),
  };
  // the state is validated: the family's check runs without parsing the unit and the situation again
  const sys = rulesOf(acc.state, memo).morale;
  const check = (): Chance<MoraleResolution> => checkMoraleOwned("vivid.moraleCheck", sys, unit, situation);
  // a session's direct roller: the same test rolled at once (family/morale.ts rolledMorale: the same die, the same value)
  const rolled =
    memo !== undefined && R instanceof DirectRoller
      ? (memo.morale(R, "vivid.moraleCheck", sys, unit, situation, check) as Rolled<K, MoraleResolution>)
      : R.roll(check());
  return R.map(rolled, (m): Acc => {
    const o = m.outcome;
    let state = withUnit(acc.state, m.unit);
    if (trigger === "shooting" && o.tested && !o.pass)
      state = { ...state, flags: state.flags.map((f) => (f.id === unitId ? { ...f, failedShootingCheck: true } : f)) };
    const next = push(
      { state, events: acc.events },
      {
        type: "morale",
        unit: unitId,
        name: unitName(unit),
        trigger,
        tested: o.tested,
        target: o.target,
        pass: o.pass,
        result: o.result,
        rule: "VIV-MOR-4",
      },
    );
    if (o.result === "retreat") return flee(next, unitId, "retreat");
    if (o.result === "rout") return flee(next, unitId, "rout");
    return next;
  });
}

/**
 * The figures of a lookup in its own order (the roster's: lookup sets them unit by unit, member by member), read by
 * index: `[...found.values()]` without the map's iterator and its results.
 */
function inRosterOrder(state: VividState, found: ReadonlyMap<string, Found>): Found[] {
  const out: Found[] = [];
  const units = state.units;
  for (let i = 0; i < units.length; i++) {
    const members = (units[i] as Unit).members;
    for (let j = 0; j < members.length; j++) {
      const x = found.get((members[j] as Figure).id);
      if (x !== undefined) out.push(x);
    }
  }
  return out;
}

/** Pairs in base contact: the active side's figures strike first, the survivors strike back (VIV-SEQ-2, VIV-HTH-1). */
function handToHand<K extends Kind>(R: Roller<K>, acc: Acc, memo: Memo | undefined): Rolled<K, Acc> {
  const state = acc.state;
  const side = activeSide(state);
  const all = inRosterOrder(state, lookup(state)).filter((x) => !isGone(x.figure));
  // ruling VIV-AMB-33: a whip reaches beyond base contact (gadget-hooks.ts); without whips every reach is base contact
  const reach = (x: Found): number => Math.max(state.contactInches, whipReach(state, x.figure));
  const touches = (x: Found, o: Found): boolean => distance(o.place.at, x.place.at) <= reach(x);
  const fights = (x: Found, o: Found): boolean => distance(o.place.at, x.place.at) <= Math.max(reach(x), reach(o));
  const touching = (x: Found, others: readonly Found[]) => others.filter((o) => touches(x, o));
  const inFightWith = (x: Found, others: readonly Found[]) => others.filter((o) => fights(x, o));
  const mine = all.filter((x) => x.place.side === side);
  const theirs = all.filter((x) => x.place.side !== side);
  // (whether any is in reach: no list of them made)
  const active = mine.filter((x) => theirs.some((o) => touches(x, o)));
  if (active.length === 0) return R.just(acc);
  const passive = theirs.filter((x) => active.some((o) => fights(x, o)));
  // VIV-HTH-4: PCs pick whom they strike; the game picks the nearest figure in contact, in the fight if any
  const pick = (x: Found, others: readonly Found[]): Found => {
    const own = touching(x, others);
    const list = own.length > 0 ? own : inFightWith(x, others);
    return (
      nearest(
        x.place.at,
        list.filter((o) => !isDown(o.figure)),
      ) ?? (nearest(x.place.at, list) as Found)
    );
  };
  // VIV-GAD-7, VIV-GAD-17: a carried thimble or Hair Pins are used in every fight (gadget-commands.ts)
  const attack = (x: Found, target: Found) => ({
    attackerId: x.figure.id,
    targetId: target.figure.id,
    ...meleeGadget(state, x.figure),
    ...whipAttack(state, x.figure, distance(x.place.at, target.place.at)),
  });
  const attacks = [...active.map((x) => attack(x, pick(x, passive))), ...passive.map((x) => attack(x, pick(x, active)))];
  const names = new Map(all.map((x) => [x.figure.id, x.figure.name] as const));
  const before = new Map(all.map((x) => [x.figure.id, x.figure] as const));
  const fight = { active: active.map((x) => x.figure), passive: passive.map((x) => x.figure), attacks };
  // a session's direct roller: the fight drawn at once, the figures' wound chances kept by what they read (family/melee.ts
  // fightMeleeRolled, keptMeleeWounds: the same dice, the same value)
  const sys = vividMeleeSystemOf(optionsOf(state));
  const rolled =
    memo !== undefined && R instanceof DirectRoller
      ? (handToHandRolled(R, sys, fight, memo.meleeWounds) as Rolled<K, MeleeResult>)
      : R.roll(handToHandValidated(sys, fight));
  return R.chain(rolled, (r) => {
    // (a quiet step: no strike and wound events)
    const quiet = acc.events === QUIET;
    const strikes: VividEvent[] = quiet
      ? []
      : r.strikes.map((s) => ({
          type: "strike",
          attacker: s.attackerId,
          attackerName: names.get(s.attackerId) ?? s.attackerId,
          target: s.targetId,
          targetName: names.get(s.targetId) ?? s.targetId,
          back: s.phase === "back",
          hits: s.hits,
          reason: s.reason,
          rule: "VIV-HTH-4",
        }));
    const hitCount = new Map<string, number>();
    for (const s of r.strikes) hitCount.set(s.targetId, (hitCount.get(s.targetId) ?? 0) + s.hits);
    const wounds: VividEvent[] = r.figures.flatMap((f): VividEvent[] => {
      const hits = quiet ? 0 : (hitCount.get(f.id) ?? 0);
      if (hits === 0) return [];
      const was = before.get(f.id);
      const stateNow = f.status?.wound ?? "fit";
      const changed = (was?.status?.wound ?? "fit") !== stateNow;
      return [
        {
          type: "wound",
          figure: f.id,
          name: f.name,
          hits,
          result: changed ? stateNow : "none",
          state: stateNow,
          luck: "notRolled",
          ox: f.status?.oxUsedThisTurn === true && was?.status?.oxUsedThisTurn !== true,
          rule: "VIV-WOUND-1",
        },
      ];
    });
    const fought = new Set([...active, ...passive].map((x) => x.place.unit));
    const next: Acc = checkObjective(
      push({ state: recordMeleeGadgets(withFigures(state, r.figures), attacks, r.strikes), events: acc.events }, ...strikes, ...wounds),
    );
    // VIV-MOR-1/6: every unit that fought tests; a failure routs
    return each(R, R.just(next), [...fought], (a, unitId) => {
      const now = inRosterOrder(a.state, lookup(a.state));
      const members = now.filter((x) => x.place.unit === unitId && !isDown(x.figure));
      const enemies = now.filter((x) => x.place.side !== members[0]?.place.side && !isGone(x.figure));
      const adjacent = members.some((m) => enemies.some((e) => distance(e.place.at, m.place.at) <= a.state.contactInches));
      return testMorale(R, a, unitId, "handToHand", adjacent, memo);
    });
  });
}

/** Whether a figure carries a machine gun (VIV-MG-1: a Maxim or a Lewis). */
function hasGun(f: Figure): boolean {
  const weapons = f.weapons;
  if (weapons === undefined) return false;
  for (let i = 0; i < weapons.length; i++) if ((weapons[i] as Weapon).mgType !== undefined) return true;
  return false;
}

/** VIV-MG-1: a figure's machine guns at the end of its side turn (a Maxim counts the turns since it moved, a Lewis its firing turns and its reload). */
function gunsAfterTurn(x: Found): Figure {
  const weapons = x.figure.weapons ?? [];
  const turned = weapons.map((w, i) => {
    if (w.mgType === undefined) return w;
    const after = weaponAfterTurn(w, { moved: x.place.moved > 0, fired: x.place.shot && i === 0, reloading: x.place.reloading });
    return after.ok ? after.weapon : w;
  });
  return { ...x.figure, weapons: turned };
}

function endSideTurn<K extends Kind>(R: Roller<K>, state: VividState, memo: Memo | undefined): Rolled<K, Acc> {
  const side = activeSide(state) ?? "";
  // VIV-MG-1: a Maxim counts the turns since it moved, a Lewis its firing turns and its reload
  let next = state;
  // (the state the step was given: a session's lookup of it, read only)
  const found = lookupIn(state, memo);
  const guns: Figure[] = [];
  // (the figures in the lookup's order, the roster's, read by index: a for-of loop over the map allocated its
  // iterator's results, and a closure per figure asked whether it had a gun)
  const units = state.units;
  for (let i = 0; i < units.length; i++) {
    const members = (units[i] as Unit).members;
    for (let j = 0; j < members.length; j++) {
      const x = found.get((members[j] as Figure).id);
      if (x === undefined || x.place.side !== side || isGone(x.figure) || !hasGun(x.figure)) continue;
      guns.push(gunsAfterTurn(x));
    }
  }
  // (a side without guns changes no figure: the state's units are kept)
  if (guns.length > 0) next = withFigures(next, guns);
  const shotAt = next.flags.filter((f) => f.shotAt).map((f) => f.id);
  // VIV-MOR-1/5: the units shot at test morale; a failure falls back a full move (a flag not shot at is kept: the
  // same values)
  let chance = each(
    R,
    R.just({ state: { ...next, flags: mapKept(next.flags, (f) => (f.shotAt ? { ...f, shotAt: false } : f)) }, events: R.quiet === true ? QUIET : [] }),
    shotAt,
    (acc, id) => testMorale(R, acc, id, "shooting", false, memo),
  );
  chance = R.chain(chance, (acc: Acc) => (acc.state.phase === "over" ? R.just(acc) : handToHand(R, acc, memo)));
  // VIV-WOUND-5: a wounded PC rolls at the end of its own side's turn
  chance = R.chain(chance, (acc: Acc) => {
    const wounded = acc.state.units
      .filter((u) => u.side === side)
      .flatMap((u) => u.members.filter((m) => m.class === "PC" && m.status?.wound === "wounded" && m.status.removed !== true));
    return each(R, R.just(acc), wounded, (a, pc) =>
      R.map(R.roll(woundedRecoveryValidated(pc, a.state.turn, 0)), (r) =>
        r.rolled
          ? push(
              { state: withFigures(a.state, [r.figure]), events: a.events },
              { type: "recovery", figure: pc.id, name: pc.name, recovered: r.recovered, rule: "VIV-WOUND-5" },
            )
          : a,
      ),
    );
  });
  // VIV-GAD-13, VIV-AMB-26: lock work done, gas breath-holders' inactive side turns spent (gadget-hooks.ts)
  if (gadgetsToSpend(state, side))
    chance = R.chain(chance, (acc: Acc) => (acc.state.phase === "over" ? R.just(acc) : R.roll(gadgetsAtSideTurnEnd(KIT, acc, side))));
  return R.chain(chance, (acc: Acc) => {
    // (a quiet step builds no event it would drop)
    const ended = acc.events === QUIET ? acc : push(acc, { type: "sideTurnEnds", side, name: sideName(state, side), rule: "VIV-SEQ-2" });
    const last = state.active + 1 >= state.order.length;
    const after: VividState = last ? { ...ended.state, phase: "turnStart", turn: ended.state.turn, active: 0 } : { ...ended.state, active: state.active + 1 };
    const settled = R.map(settle(R, { state: after, events: ended.events }, last), (a: Acc) =>
      a.state.phase === "turnStart" && a.state.outcome === null ? { state: { ...a.state, turn: a.state.turn + 1 }, events: a.events } : a,
    );
    // VIV-TRAIT-N5: the next side's Impetuous PCs check as their side turn begins (impetuous.ts)
    if (last || !hasImpetuous(state, state.order[state.active + 1])) return settled;
    return R.chain(settled, (a: Acc) => (a.state.phase === "sideTurn" && a.state.outcome === null ? R.roll(impetuousChecks(KIT, a)) : R.just(a)));
  });
}

// ---- options -----------------------------------------------------------------------------------------------

/**
 * A choice whose refusals are worked out when first read (a policy reads few of them, DESIGN.md "Games"): its
 * `reasons` (and, when not known, its `allowed`) are getters over one list computed once, own and enumerable
 * properties in the order of an eager choice (command, allowed, reasons, label), so the choice reads exactly as one
 * computed at once (its keys, JSON, a spread copy). A class whose getters are shared by every instance: an object
 * literal with getters of its own costs several times as much to make, and `options` makes one per move and
 * refused shot.
 */
class LazyChoice implements Choice<VividCommand> {
  declare readonly command: VividCommand;
  declare readonly allowed: boolean;
  declare readonly reasons: Reason[];
  declare readonly label: string;
  readonly #reasonsOf: () => Reason[];
  readonly #frozen: boolean;
  #memo: Reason[] | undefined;

  static readonly #ALLOWED: PropertyDescriptor = Object.freeze({
    get(this: LazyChoice): boolean {
      return this.#read().length === 0;
    },
    enumerable: true,
  });

  static readonly #REASONS: PropertyDescriptor = Object.freeze({
    get(this: LazyChoice): Reason[] {
      return this.#read();
    },
    enumerable: true,
  });

  /**
   * @param command - the command
   * @param label - its label
   * @param reasonsOf - its refusals, worked out when first read
   * @param refused - true when the caller has proved the command refused (`allowed` is then false at once; the
   *   reasons are never empty)
   * @param frozen - a session's choice, shared by the states it is carried to: frozen with its command, and its
   *   reasons frozen when worked out (its private memo is not a property: freezing leaves it writable)
   */
  constructor(command: VividCommand, label: string, reasonsOf: () => Reason[], refused: boolean, frozen = false) {
    this.#reasonsOf = reasonsOf;
    this.#frozen = frozen;
    // own properties in an eager choice's order: the data ones assigned, the getters shared (one map for all)
    this.command = command;
    if (refused) this.allowed = false;
    else Object.defineProperty(this, "allowed", LazyChoice.#ALLOWED);
    Object.defineProperty(this, "reasons", LazyChoice.#REASONS);
    this.label = label;
    if (frozen) {
      freezePlain(command);
      Object.freeze(this);
    }
  }

  #read(): Reason[] {
    if (this.#memo === undefined) {
      const reasons = this.#reasonsOf();
      this.#memo = this.#frozen ? freezePlain(reasons) : reasons;
    }
    return this.#memo;
  }
}

/**
 * A choice of a lean list (the rolled battle's, never given to an app: a shipped policy reads it, session-battle.ts
 * and {@link shippedRun}) whose refusals are worked out when first read, as a {@link LazyChoice}'s, by the same
 * function: its `allowed` and `reasons` are getters of the class, not own properties (the lean list's readers read
 * them, never its keys or JSON), so it is made without defining a property on each one.
 */
class LeanChoice implements Choice<VividCommand> {
  readonly command: VividCommand;
  readonly label: string;
  readonly #reasonsOf: () => Reason[];
  readonly #frozen: boolean;
  #memo: Reason[] | undefined;

  /**
   * @param command - the command
   * @param label - its label
   * @param reasonsOf - its refusals, worked out when first read
   * @param frozen - a session's choice, carried to later states: frozen with its command, its reasons frozen when
   *   worked out
   */
  constructor(command: VividCommand, label: string, reasonsOf: () => Reason[], frozen: boolean) {
    this.command = command;
    this.label = label;
    this.#reasonsOf = reasonsOf;
    this.#frozen = frozen;
    if (frozen) {
      freezePlain(command);
      Object.freeze(this);
    }
  }

  get allowed(): boolean {
    return this.reasons.length === 0;
  }

  get reasons(): Reason[] {
    if (this.#memo === undefined) {
      const reasons = this.#reasonsOf();
      this.#memo = this.#frozen ? freezePlain(reasons) : reasons;
    }
    return this.#memo;
  }
}

/**
 * Whether a figure's shot at a unit is refused whatever else holds: it has no ranged weapon, or every figure of the
 * unit it could aim at stands beyond its weapon's range (VIV-RANGE-1: the nearest one it sees is at least as far
 * as the nearest of all, and a weapon's bands end at its longest one), so `shootReasons` gives OUT_OF_RANGE, or
 * NO_LINE_OF_SIGHT when it sees none, or an earlier refusal. Measured on squared distances with a margin, so it
 * only says "refused" when the exact distance is surely beyond the range (a near tie is left to `shootReasons`).
 */
function outOfReach(found: ReadonlyMap<string, Found>, x: Found, target: Unit): boolean {
  const weapon = x.figure.weapons?.[0];
  if (weapon === undefined) return true;
  if (weapon.unlimitedRange === true) return false;
  const reach = Math.max(weapon.short, weapon.medium ?? 0, weapon.long ?? 0) + 1e-6;
  const limit = reach * reach;
  const { x: ax, y: ay } = x.place.at;
  // (by index: inlined into figureBlock, a for...of here allocated an iterator result per member, ~9 kB a battle)
  const members = target.members;
  for (let i = 0; i < members.length; i++) {
    const p = found.get((members[i] as Figure).id);
    if (p === undefined || isGone(p.figure)) continue;
    const dx = p.place.at.x - ax;
    const dy = p.place.at.y - ay;
    if (dx * dx + dy * dy <= limit) return false;
  }
  return true;
}

function moveChoice(
  state: VividState,
  x: Found,
  toward: Point,
  stopAt: number,
  label: string | ((to: Point) => string),
  frozen: boolean,
  lean: boolean,
  d: number = distance(x.place.at, toward),
): Choice<VividCommand> | undefined {
  const allowance = allowanceToward(state, x, toward);
  const left = allowance.ok ? allowance.left : 0;
  const go = Math.max(0, Math.min(left - 1e-3, d - stopAt));
  if (allowance.ok && go < 0.05) return undefined;
  const to = moveToward(x.place.at, toward, go);
  const rounded = { x: Math.round(to.x * 1000) / 1000, y: Math.round(to.y * 1000) / 1000 };
  const command: Move = { type: "move", figure: x.figure.id, to: rounded };
  // the refusals (the terrain crossed again, the table's edge) only when a policy or an app reads them
  const text = typeof label === "string" ? label : label(rounded);
  const reasons = (): Reason[] => moveReasons(state, x, command);
  return lean ? new LeanChoice(command, text, reasons, frozen) : new LazyChoice(command, text, reasons, false, frozen);
}

/**
 * The choices of one figure of the side to act (its shots at each enemy unit, its moves, gadgets, help and reload,
 * in the order `options` lists them), with the single shots it checked: what {@link options} lists for it, and
 * what a session carries to the next state when nothing it reads has changed ({@link carriedBlocks}).
 */
interface Block {
  /** The figure's record, its unit's and its place's when the block was made (compared by identity). */
  readonly figure: Figure;
  readonly unit: Unit;
  readonly place: Place;
  readonly choices: readonly Choice<VividCommand>[];
  /** The shots checked in full, by target unit id (in the order of the enemy units). */
  readonly shots: readonly (readonly [string, ShotCheck])[];
}

/** A single shot's label. */
const shotLabel = (name: string, u: Unit): string => `${name} shoots at ${unitName(u)}`;

function figureBlock(
  state: VividState,
  found: ReadonlyMap<string, Found>,
  x: Found,
  enemyUnits: readonly Unit[],
  enemies: readonly Found[],
  wounded: readonly Found[],
  sys: ShootingSystem,
  frozen: boolean,
  lean?: Lean,
): Block {
  const name = x.figure.name;
  const choices: Choice<VividCommand>[] = [];
  const shots: (readonly [string, ShotCheck])[] = [];
  const objective = state.victory.objective;
  // shooting: each enemy unit (this function's loops by index: for...of allocated an iterator result per item)
  for (let i = 0; i < enemyUnits.length; i++) {
    const u = enemyUnits[i] as Unit;
    const command: Shoot = { type: "shoot", shooters: [x.figure.id], target: u.id };
    // a shot that cannot be allowed (every target figure beyond the weapon's range): its reasons when first read
    if (outOfReach(found, x, u)) {
      // (lean: a refused choice, which no shipped policy picks)
      if (lean === undefined)
        choices.push(new LazyChoice(command, shotLabel(name, u), () => [...shootReasons(state, found, command, sys).reasons], true, frozen));
      continue;
    }
    const checked = shootReasons(state, found, command, sys);
    shots.push([u.id, checked]);
    const { reasons } = checked;
    // (the label written only for a choice listed: a lean list leaves out the refused shots; an allowed shot's reasons
    // are the shared frozen NO_REASONS, listed as they are in a session's choices, frozen anyway, and in a lean list,
    // which only a shipped policy reads: the public options' list gets an empty list of its own, which an app may change)
    if (lean === undefined || reasons.length === 0)
      choices.push({
        command,
        allowed: reasons.length === 0,
        reasons: reasons.length === 0 && !frozen && lean === undefined ? [] : reasons,
        label: shotLabel(name, u),
      });
  }
  // (lean: the policies that never move read no move; none reads a gadget, help or reload choice)
  if (lean === "shots") {
    if (frozen) for (let i = 0; i < choices.length; i++) freezePlain(choices[i]);
    return { figure: x.figure, unit: x.unit, place: x.place, choices, shots };
  }
  // movement: charge or advance on the nearest enemy, carry the objective home, fetch it
  const foe = nearest(x.place.at, enemies);
  if (foe !== undefined) {
    const reach = distance(x.place.at, foe.place.at);
    const label = (to: Point): string =>
      distanceAtMost(to, foe.place.at, state.contactInches) ? `${name} charges ${foe.figure.name}` : `${name} advances on ${foe.figure.name}`;
    // (the distance to the foe measured once: moveChoice's own is the same)
    const charge =
      reach > state.contactInches ? moveChoice(state, x, foe.place.at, state.contactInches / 2, label, frozen, lean !== undefined, reach) : undefined;
    if (charge !== undefined) choices.push(charge);
  }
  if (objective !== undefined && objective.side === x.place.side) {
    const carrying = state.carrierId === x.figure.id;
    const goal = moveChoice(
      state,
      x,
      centreOf(objective.goal),
      0,
      carrying ? `${name} carries ${objective.name} toward the goal` : `${name} heads for the goal`,
      frozen,
      lean !== undefined,
    );
    if (goal !== undefined) choices.push(goal);
  }
  if (objective !== undefined && state.carrierId === null && state.objectiveAt !== null) {
    const fetch = moveChoice(state, x, state.objectiveAt, 0, `${name} goes for ${objective.name}`, frozen, lean !== undefined);
    if (fetch !== undefined) choices.push(fetch);
  }
  if (lean !== undefined) {
    if (frozen)
      for (let i = 0; i < choices.length; i++) {
        const c = choices[i];
        if (!(c instanceof LazyChoice || c instanceof LeanChoice)) freezePlain(c);
      }
    return { figure: x.figure, unit: x.unit, place: x.place, choices, shots };
  }
  // VIV-GAD-8/9, VIV-WOUND-4: gadgets to use and wounded friends to help (gadget-commands.ts, helping.ts)
  const gadgets = gadgetChoices(KIT, state, found, x);
  for (let i = 0; i < gadgets.length; i++) choices.push(gadgets[i] as Choice<VividCommand>);
  if (wounded.length > 0) {
    const help = helpChoices(KIT, state, found, x, wounded);
    for (let i = 0; i < help.length; i++) choices.push(help[i] as Choice<VividCommand>);
  }
  if ((x.figure.weapons ?? []).some((w) => w.mgType === "lewis")) {
    const command: VividCommand = { type: "reload", figure: x.figure.id };
    const reasons = reloadReasons(state, x);
    choices.push({ command, allowed: reasons.length === 0, reasons, label: `${name} reloads the Lewis gun` });
  }
  // a session's choices are shared by the states it carries them to: frozen, so that no reader changes them
  if (frozen)
    for (let i = 0; i < choices.length; i++) {
      const c = choices[i];
      if (!(c instanceof LazyChoice)) freezePlain(c);
    }
  return { figure: x.figure, unit: x.unit, place: x.place, choices, shots };
}

/**
 * The fields of a state besides its units and places, read by identity to tell whether a session's blocks still
 * hold. Not the units' flags: a shot marks its target unit as shot at (`flags[].shotAt`, VIV-MOR-3's morale test
 * after shooting), which no block reads (a figure's shots, moves, gadgets, help and reload read the figures, their
 * units and places, and the world's other fields), so the blocks of the figures a shot did not change still hold.
 */
const WORLD_KEYS: readonly (keyof VividState)[] = (Object.keys(VividStateSchema.shape) as (keyof VividState)[]).filter(
  (k) => k !== "units" && k !== "places" && k !== "flags",
);

/** What a session's `options` made of the last state it listed: the world it read and each figure's block. */
interface Listed {
  readonly world: readonly unknown[];
  readonly side: string;
  /** Every figure of the other sides as found (its record, unit and place are compared by identity). */
  readonly others: readonly Found[];
  /** The wounded and unconscious figures (helpChoices reads them). */
  readonly wounded: readonly Found[];
  readonly blocks: ReadonlyMap<string, Block>;
}

const sameFound = (a: readonly Found[], b: readonly Found[]): boolean =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i] as Found;
    return x.figure === y.figure && x.unit === y.unit && x.place === y.place;
  });

/**
 * The blocks a session may carry from the last state it listed to `state` (issue 14: `options` computed
 * incrementally within a side turn). A figure's block reads the figure, its unit and its place; every figure of
 * the other sides (their records, units and places: the shots' targets, lines of sight and ranges, the nearest
 * enemy); the wounded; and the state's other fields (the phase and side to act, the terrain, the table, the
 * options, the objective, the smoke and gadgets). When all of these are the same objects as before, the block is
 * the one `figureBlock` would make again, so it is reused; a figure whose own records changed (the one that moved
 * or shot) gets a new block. Blocks of figures with gadgets are never carried (their choices read the whole table).
 */
function carriedBlocks(
  last: Listed | undefined,
  state: VividState,
  side: string,
  others: readonly Found[],
  wounded: readonly Found[],
): ReadonlyMap<string, Block> | undefined {
  if (last === undefined || last.side !== side) return undefined;
  // (by index: WORLD_KEYS.entries() allocated its iterator and an entry pair per key)
  for (let i = 0; i < WORLD_KEYS.length; i++) if (!Object.is(state[WORLD_KEYS[i] as keyof VividState], last.world[i])) return undefined;
  if (!sameFound(others, last.others) || !sameFound(wounded, last.wounded)) return undefined;
  return last.blocks;
}

/**
 * The lean lists of {@link options} (the rolled battle's, session-battle.ts): the choices a shipped policy may pick,
 * in the full list's order. `"shots"`: beginTurn, the allowed shots and volleys, endSideTurn (what holdAndShoot
 * reads); `"moves"`: those and every move (what advanceAndCharge and carryAndCover read). Left out: the refused
 * shots, and the gadget, help and reload choices, which no shipped policy picks (each of its scans asks an allowed
 * choice of type beginTurn, shoot, move or endSideTurn), so a policy picks the same command from either list.
 * @internal
 */
export type Lean = "shots" | "moves";

function options(state: VividState, memo?: Memo, lean?: Lean): readonly Choice<VividCommand>[] {
  if (state.phase === "over" || state.outcome !== null) return [];
  if (state.phase === "turnStart") return [{ command: { type: "beginTurn" }, allowed: true, reasons: [], label: `Begin turn ${String(state.turn)}` }];
  const side = activeSide(state) ?? "";
  const found = lookupIn(state, memo);
  const choices: Choice<VividCommand>[] = [];
  const mine: Found[] = [];
  const others: Found[] = [];
  for (const x of found.values()) {
    if (x.place.side !== side) others.push(x);
    else if (!isGone(x.figure)) mine.push(x);
  }
  const enemyUnits = state.units.filter((u) => u.side !== side && !u.members.every(isGone));
  const enemies = others.filter((x) => !isDown(x.figure));
  const ready = new Map<string, string[]>();
  const sys = rulesOf(state, memo).shooting;
  // (a lean list has no help choices, the only reader of the wounded)
  const wounded = lean === undefined ? helplessFigures(found) : [];
  // a session keeps the single shots checked here for the step that fires them (shotChecked), and the blocks
  // for the next state's options (carriedBlocks)
  const session = memo !== undefined && Object.isFrozen(state) ? memo : undefined;
  const singles = session === undefined ? undefined : new Map<string, ShotCheck>();
  if (singles !== undefined) session?.shots.set(state, singles);
  // a lean list carries the blocks of the last lean list of its kind (the same reads: carriedBlocks)
  const slot = lean ?? "full";
  const before = session === undefined ? undefined : carriedBlocks(session.listed[slot], state, side, others, wounded);
  const blocks = new Map<string, Block>();
  const work = session?.work;
  if (work !== undefined) work.options++;
  for (const x of mine) {
    const kept = before?.get(x.figure.id);
    const carried = kept !== undefined && kept.figure === x.figure && kept.unit === x.unit && kept.place === x.place && x.figure.gadgets === undefined;
    const block = carried ? kept : figureBlock(state, found, x, enemyUnits, enemies, wounded, sys, session !== undefined, lean);
    if (work !== undefined) {
      work.blocks++;
      if (!carried) work.blocksBuilt++;
    }
    blocks.set(x.figure.id, block);
    for (const c of block.choices) choices.push(c);
    for (const [target, checked] of block.shots) {
      singles?.set(shotKey(x.figure.id, target), checked);
      if (checked.reasons.length > 0) continue;
      const key = `${x.place.unit}\u0000${target}`;
      const list = ready.get(key);
      if (list === undefined) ready.set(key, [x.figure.id]);
      else list.push(x.figure.id);
    }
  }
  if (session !== undefined) session.listed[slot] = { world: WORLD_KEYS.map((k) => state[k]), side, others, wounded, blocks };
  // a unit's volley: every member allowed to shoot at the unit, as one command
  for (const own of state.units.filter((u) => u.side === side)) {
    for (const u of enemyUnits) {
      const shooters = ready.get(`${own.id}\u0000${u.id}`) ?? [];
      if (shooters.length > 1)
        choices.push({ command: { type: "shoot", shooters, target: u.id }, allowed: true, reasons: [], label: `${unitName(own)} fire at ${unitName(u)}` });
    }
  }
  choices.push({ command: { type: "endSideTurn" }, allowed: true, reasons: [], label: `${sideName(state, side)} end their turn` });
  if (session !== undefined && lean === undefined) session.lists.set(state, choices);
  return choices;
}

/** The commands {@link plainDecision} gives: frozen, shared by every state (a session's kept steps find them by identity). */
const BEGIN: VividCommand = /* @__PURE__ */ freezePlain({ type: "beginTurn" });
const END: VividCommand = /* @__PURE__ */ freezePlain({ type: "endSideTurn" });

/**
 * The command a shipped policy picks from the lean list of a state that decides it alone, without the list (the
 * rolled battle's, session-battle.ts): at the start of a turn the list is the one beginTurn, which both policies
 * begin with; for holdAndShoot (`"shots"`), a side turn in which every figure of the side to act has shot or is
 * down lists no allowed shot (each single shot is refused: ALREADY_SHOT, or turnReasons' WOUNDED, UNCONSCIOUS,
 * OUT_OF_ACTION; no volley without two allowed singles), so the list is endSideTurn alone, which it then picks.
 * Undefined otherwise (the lean list decides). test/vivid/game/battle-kernel.test.ts checks it against the policies
 * on the states of random battles.
 *
 * @param state - a state of the session's (frozen)
 * @param lean - the lean list the policy reads: `"shots"` for holdAndShoot, `"moves"` for advanceAndCharge
 * @param memo - the session's memo (its lookups)
 * @returns the command (equal as data to the policy's), or undefined
 * @example
 * ```ts
 * plainDecision(vividGame.setup(scenario), "shots"); // { type: "beginTurn" }
 * ```
 * @internal
 */
export function plainDecision(state: VividState, lean: Lean, memo?: Memo): VividCommand | undefined {
  if (state.phase === "over" || state.outcome !== null) return undefined;
  if (state.phase === "turnStart") return BEGIN;
  if (lean !== "shots") return undefined;
  const side = activeSide(state);
  for (const x of lookupIn(state, memo).values()) if (x.place.side === side && !x.place.shot && !isDown(x.figure)) return undefined;
  return END;
}

// ---- the rolled battle's runs of moves (issue 14, stop 27) -------------------------------------------------

/**
 * What {@link shippedRun} played from a state: the state it reached (frozen), the steps (moves) it took, and the
 * command the policy picks there (frozen), absent when the game is over or the step budget ran out.
 *
 * @example
 * ```ts
 * const run: Run = { state, steps: 3, command: { type: "endSideTurn" } }; // three moves, then the side turn ends
 * ```
 * @internal
 */
export interface Run {
  readonly state: VividState;
  readonly steps: number;
  readonly command: VividCommand | undefined;
}

/** The end of the side turn as a choice (the last of every side turn's list). */
const END_CHOICE: Choice<VividCommand> = /* @__PURE__ */ freezePlain({ command: END, allowed: true, reasons: [], label: "end of the side turn" });

/**
 * Whether a run of moves covers the state (else the rolled battle lists the options at each step, as before): no
 * objective (a pickup changes what every figure's choices read), no gadget rules and no figure with gadgets other
 * than mercy bullets (the others' choices may read the whole table: options never carries a gadget figure's block;
 * mercy bullets change a volley's wound rolls only, and a lean list has no gadget choices).
 */
function runCovers(state: VividState): boolean {
  if (state.victory.objective !== undefined || state.gadgetRules !== undefined) return false;
  // mercy bullets (VIV-GAD-5) act inside a volley's wounds only: a figure's shots and moves read nothing of them
  // (by index: for...of allocated an iterator result per unit and figure, ~4 kB a skirmish battle)
  const units = state.units;
  for (let u = 0; u < units.length; u++) {
    const members = (units[u] as Unit).members;
    for (let i = 0; i < members.length; i++) {
      const gadgets = (members[i] as Figure).gadgets;
      if (gadgets !== undefined && !gadgets.every((g) => g.effect.kind === "mercyAmmo")) return false;
    }
  }
  return true;
}

/**
 * A shipped policy's side turn played at once while it moves (the rolled battle's, session-battle.ts): from a side
 * turn's state, the policy's command is read from its figures' blocks (figureBlock, the lean list's own parts: the
 * allowed shots, the moves for `"moves"`, the volleys, the end of the turn; the policy's own function picks among
 * them, the list's order kept within each kind of command, the only order its scans read: each asks for an allowed
 * choice of one type), and while that command is a move (advanceAndCharge's), the move's own step (moveStep, on the
 * quiet direct roller of the battle's generator) is played on a working state, not frozen, and a working lookup of
 * its figures: a move changes the mover's place only, so every other figure's block is the one it had (the reads
 * carriedBlocks names: the figure, its unit, its place, the other sides, the world), and only the mover's is made
 * again. The run stops at the first command that is not a move (a shot, the end of the side turn: returned, for
 * the rolled battle to step), at the game's end, or after `budget` steps; its last state is frozen, equal as data
 * to the loop's after the same moves. A run that drew no die is a pure function of its first state: the session
 * keeps it by that state's identity (the same run from the same state in every later battle, its last state the
 * same object, whose kept steps are found again). Undefined, before any die, where {@link runCovers} does not hold
 * or the state is not a side turn's under way. test/vivid/game/battle-kernel.test.ts checks it against the policy
 * on the full options and the loop.
 *
 * Why a run stops at a shot (measured at stop 28): the shot goes back to the rolled battle, which steps it through
 * the session's kept steps (session-steps.ts), where a shot whose dice fell as in an earlier battle (a volley that
 * missed) gives that battle's state again, by identity, so the run after it is found again too (runs kept by their
 * first state). A run that played its shots at once on the working state (stepOn on the quiet direct roller, then
 * reading on to the end of the side turn) gave the same battles die for die but lost those finds: in 300 battles of
 * the bench skirmish the volleys asked of the cache rose from 1,035 to 1,331 and the blocks made from 10,400 to
 * 13,456, and the battle's CPU time did not move (A/B 0.993, inside the noise).
 *
 * @param first - a frozen state of the session's
 * @param lean - the policy's lean list: `"shots"` for holdAndShoot, `"moves"` for advanceAndCharge
 * @param budget - the most steps to play
 * @param memo - the session's memo
 * @param rng - the battle's generator
 * @returns the run, or undefined
 * @example
 * ```ts
 * const run = shippedRun(state, "moves", 1000, memo, rng); // e.g. { state, steps: 10, command: { type: "endSideTurn" } }
 * ```
 * @internal
 */
export function shippedRun(first: VividState, lean: Lean, budget: number, memo: Memo, rng: IntSource): Run | undefined {
  if (first.phase !== "sideTurn" || first.outcome !== null || !Object.isFrozen(first) || !runCovers(first)) return undefined;
  const runs = memo.runs[lean];
  const known = runs.get(first);
  const work = memo.work;
  if (known !== undefined) {
    if (known.steps > budget) return undefined;
    // (counted as the rolled battle counts: its steps found again by the state's identity, and its decisions)
    if (work !== undefined) {
      work.steps += known.steps;
      work.kept += known.steps;
      work.listed += known.steps + (known.command === undefined ? 0 : 1);
    }
    return known;
  }
  const side = activeSide(first) ?? "";
  // the working lookup, in roster order: the session's lookup of the first state (read only), copied at the first move
  let found: ReadonlyMap<string, Found> = lookupIn(first, memo);
  let working: Map<string, Found> | undefined;
  const mine: string[] = [];
  const others: Found[] = [];
  // (forEach: no iterator result per figure, see the loop below)
  found.forEach((x) => {
    if (x.place.side !== side) others.push(x);
    else if (!isGone(x.figure)) mine.push(x.figure.id);
  });
  // what a run's moves never change: the other sides' figures, the enemy units, the rules
  const enemyUnits = first.units.filter((u) => u.side !== side && !u.members.every(isGone));
  const enemies = others.filter((x) => !isDown(x.figure));
  // (the side's own units, for the volleys: listed when two single shots are first allowed)
  let own: readonly Unit[] | undefined;
  const sys = rulesOf(first, memo).shooting;
  // the blocks of the session's last run of this lean list, where what they read still holds (carriedBlocks: the
  // side, the other sides' figures, the world; each figure's own records are compared below): a run after a shot
  // of the same side turn makes again only the blocks of the figures the shot changed (the shooter's, or every
  // block when a target figure or the shooters' unit was changed)
  const before = carriedBlocks(memo.ran[lean], first, side, others, []);
  const blocks = new Map<string, Block>();
  const dice = new DirectRoller(rng, true);
  let state = first;
  let steps = 0;
  let command: VividCommand | undefined;
  for (;;) {
    if (state.outcome !== null || steps >= budget) break;
    // the lean list's parts: each figure's block (made again only for a figure whose records changed); the moves
    // first, the shots after them (the list's order within each kind), then the volleys and the end of the turn
    const choices: Choice<VividCommand>[] = [];
    const shots: Choice<VividCommand>[] = [];
    // the single shots allowed, as (figure, its unit, the target unit) in the list's order: the volleys' shooters
    const allowed: string[] = [];
    // (indexed loops over the lists: no iterator results, which the run made at every figure of every step while
    // not yet optimized: see docs/performance.md, stop 28, vgc)
    for (let m = 0; m < mine.length; m++) {
      const id = mine[m] as string;
      const x = found.get(id) as Found;
      // this run's block of the figure, else the last run's
      const thisRun = blocks.get(id);
      const kept = thisRun ?? before?.get(id);
      const carried = kept !== undefined && kept.figure === x.figure && kept.unit === x.unit && kept.place === x.place;
      const block = carried ? kept : figureBlock(state, found, x, enemyUnits, enemies, [], sys, false, lean);
      if (block !== thisRun) blocks.set(id, block);
      if (work !== undefined) {
        work.blocks++;
        if (!carried) work.blocksBuilt++;
      }
      const listed = block.choices;
      for (let i = 0; i < listed.length; i++) {
        const c = listed[i] as Choice<VividCommand>;
        (c.command.type === "move" ? choices : shots).push(c);
      }
      const checks = block.shots;
      for (let i = 0; i < checks.length; i++) {
        // (read by index: a destructured pair goes through the list's iterator too)
        const pair = checks[i] as readonly [string, ShotCheck];
        if (pair[1].reasons.length === 0) allowed.push(id, x.place.unit, pair[0]);
      }
    }
    // a unit's volley: every member allowed to shoot at the unit (options' own order: own units, enemy units); none
    // without two single shots allowed (the advance out of range: no volley to look for)
    if (allowed.length > 3) {
      own ??= first.units.filter((u) => u.side === side);
      for (let a = 0; a < own.length; a++) {
        const o = own[a] as Unit;
        for (let b = 0; b < enemyUnits.length; b++) {
          const u = enemyUnits[b] as Unit;
          const shooters: string[] = [];
          for (let i = 0; i < allowed.length; i += 3) if (allowed[i + 1] === o.id && allowed[i + 2] === u.id) shooters.push(allowed[i] as string);
          if (shooters.length > 1)
            shots.push({ command: { type: "shoot", shooters, target: u.id }, allowed: true, reasons: [], label: `${unitName(o)} fire at ${unitName(u)}` });
        }
      }
    }
    for (let i = 0; i < shots.length; i++) choices.push(shots[i] as Choice<VividCommand>);
    choices.push(END_CHOICE);
    const picked = lean === "moves" ? advanceAndChargeOn(state, choices) : holdAndShootOn(state, choices);
    if (picked.type !== "move") {
      command = picked;
      break;
    }
    // the move's own step (the policy picked an allowed choice: its reasons were read), quiet, on the working state
    const next = moveStep<"now">(dice, state, picked, found).state;
    steps++;
    state = next;
    const place = next.places.find((p) => p.id === picked.figure);
    const was = found.get(picked.figure);
    if (working === undefined) {
      // the copy by forEach: the Map constructor reads its argument through the iterator, an entry pair and a result
      // for each of the twenty figures
      const copy = new Map<string, Found>();
      found.forEach((v, k) => copy.set(k, v));
      found = working = copy;
    }
    if (place !== undefined && was !== undefined) working.set(picked.figure, { figure: was.figure, unit: was.unit, place });
  }
  // (its moves counted as steps rolled at once on the session's direct roller)
  if (work !== undefined) {
    work.steps += steps;
    work.rolled = (work.rolled ?? 0) + steps;
  }
  const end = steps === 0 ? first : freezePlain(state);
  // the working lookup is the end state's (the mover's records replaced, in roster order: lookup's own), for the
  // step of the command (lookupIn); the blocks, for the next run (before)
  if (working !== undefined && end !== first) memo.found.set(end, working);
  memo.ran[lean] = { world: WORLD_KEYS.map((k) => end[k]), side, others, wounded: [], blocks };
  // the shots of the last state's blocks, for the shot's step (shotChecked), as options keeps them (only before a
  // shot: the end of the side turn, or a run cut by the budget or the game's end, fires none from this state)
  if (end.outcome === null && command?.type === "shoot") {
    const singles = new Map<string, ShotCheck>();
    blocks.forEach((block, id) => {
      for (let i = 0; i < block.shots.length; i++) {
        const pair = block.shots[i] as readonly [string, ShotCheck];
        singles.set(shotKey(id, pair[0]), pair[1]);
      }
    });
    memo.shots.set(end, singles);
  }
  const run: Run = { state: end, steps, command: command === undefined ? undefined : freezePlain(command) };
  // a run that drew no die and was not cut by the budget: the same run from the same state, every battle
  if (dice.rolled === 0 && (command !== undefined || end.outcome !== null)) runs.set(first, run);
  return run;
}

function reloadReasons(state: VividState, x: Found | undefined): Reason[] {
  const base = turnReasons(state, x, x?.figure.id ?? "");
  if (base.length > 0 || x === undefined) return base;
  const out: Reason[] = [];
  if (!(x.figure.weapons ?? []).some((w) => w.mgType === "lewis"))
    out.push({ code: "NO_LEWIS", rule: "VIV-MG-1", text: `${x.figure.name} carries no Lewis gun` });
  if (x.place.moved > 0)
    out.push({ code: "RELOAD_NEEDS_STATIONARY_CREW", rule: "VIV-MG-1", text: `${x.figure.name} has moved: the crew must be stationary to reload` });
  if (x.place.shot) out.push({ code: "FIRED_WHILE_RELOADING", rule: "VIV-MG-1", text: `${x.figure.name} has fired this turn` });
  if (x.place.reloading) out.push({ code: "ALREADY_RELOADING", rule: "VIV-MG-1", text: `${x.figure.name} is already reloading` });
  return out;
}

// ---- step --------------------------------------------------------------------------------------------------

/**
 * A command's step. `offered`: the command is an allowed choice's, taken by identity from this state's options
 * (Game.stepOffered): its refusals were worked out there and are empty, so they are not worked out again (a shot
 * still finds its aims).
 */
function step(given: VividState, command: VividCommand, memo?: Memo, offered = false): Chance<Step<VividState, VividEvent>> {
  return stepOn<"chance">(CHANCES, given, command, memo, offered);
}

/**
 * The step of a command on the roller `R` (roller.ts): the game's chance of it on the chance roller, the step rolled
 * at once on a direct roller. A refused command is refused before any die, on either.
 */
function stepOn<K extends Kind>(
  R: Roller<K>,
  given: VividState,
  command: VividCommand,
  memo: Memo | undefined,
  offered: boolean,
): Rolled<K, Step<VividState, VividEvent>> {
  const fn = `${FN}.step`;
  // a state from setup or a step is frozen all the way down; another (loadState's, one built by hand) is copied
  // frozen, so that freezing the next state never freezes the caller's own objects in place
  const state = Object.isFrozen(given) ? given : frozenCopy(fn, "state", given);
  if (state.outcome !== null || state.phase === "over") throw new CommandRefused(fn, command, [{ code: "GAME_OVER", text: "the game is over" }]);
  const refuse = (reasons: readonly Reason[]): never => {
    throw new CommandRefused(fn, command, reasons);
  };
  let chance: Rolled<K, Acc>;
  switch (command.type) {
    case "beginTurn":
      if (state.phase !== "turnStart") refuse([{ code: "WRONG_PHASE", rule: "VIV-SEQ-1", text: "the turn has already begun" }]);
      chance = beginTurn(R, state, memo);
      break;
    case "move": {
      const all = lookupIn(state, memo);
      // a session's move listed by `options` for this state: its reasons are the ones worked out there (the
      // same function of the same records), read from the choice
      if (!offered) {
        const listed = memo?.lists.get(state)?.find((c) => c.command === command);
        const reasons = listed !== undefined ? listed.reasons : moveReasons(state, all.get(command.figure), command);
        if (reasons.length > 0) refuse(reasons);
      }
      chance = moveStep(R, state, command, all);
      break;
    }
    case "shoot": {
      const checked = shotChecked(state, lookupIn(state, memo), command, memo);
      if (checked.reasons.length > 0) refuse(checked.reasons);
      chance = shoot(R, state, command, checked, memo);
      break;
    }
    case "reload": {
      const reasons = offered ? [] : reloadReasons(state, lookup(state).get(command.figure));
      if (reasons.length > 0) refuse(reasons);
      const x = lookup(state).get(command.figure) as Found;
      chance = R.just({
        state: withPlace(state, command.figure, { reloading: true }),
        events: [{ type: "reloading", figure: command.figure, name: x.figure.name, rule: "VIV-MG-1" }],
      });
      break;
    }
    case "endSideTurn":
      if (state.phase !== "sideTurn") refuse([{ code: "WRONG_PHASE", rule: "VIV-SEQ-2", text: "no side turn is under way: begin the turn first" }]);
      chance = endSideTurn(R, state, memo);
      break;
    case "useGadget": {
      const reasons = offered ? [] : useGadgetReasons(KIT, state, command);
      if (reasons.length > 0) refuse(reasons);
      chance = R.roll(useGadget(KIT, state, command));
      break;
    }
    case "help": {
      const reasons = offered ? [] : helpReasons(KIT, state, command);
      if (reasons.length > 0) refuse(reasons);
      chance = settle(R, help(KIT, state, command));
      break;
    }
  }
  // the next state and its events frozen (their new parts: the rest is the frozen state before), so that the
  // steps after it share frozen parts and exact odds key each of them once
  return R.map(chance, (acc: Acc) => freezePlain({ state: acc.state, events: acc.events }));
}

// ---- the simulation session (Game.session, issue 14) -----------------------------------------------------

/**
 * What a session keeps: the volleys built (the chance of a volley with its wounds, the most costly thing a step
 * builds), by the exact key of every input they are built from, and the key texts of the frozen parts of the
 * states (figures and units recur from step to step and battle to battle).
 */
interface Memo {
  /** The volleys built, over interchangeable figures where they may be (session-volleys.ts). */
  readonly volleys: VolleyCache;
  /** The figures of each frozen state looked up ({@link lookupIn}). */
  readonly found: WeakMap<VividState, Map<string, Found>>;
  /** The single shots `options` checked on each frozen state, by shooter and target ({@link shotChecked}). */
  readonly shots: WeakMap<VividState, Map<string, ShotCheck>>;
  /** The figures' wound chances by profile, shared by every volley the session builds ({@link woundCache}). */
  readonly wounds: WoundCache;
  /** The morale tests rolled at once on the session's direct roller, with their dice (family/morale.ts rolledMorale). */
  readonly morale: MoraleRolled;
  /** The hand-to-hand wound chances kept for the session's direct roller (family/melee.ts keptMeleeWounds). */
  readonly meleeWounds: MeleeWoundsOf;
  /** The blocks of the last state `options` listed, for the next state's ({@link carriedBlocks}). */
  readonly listed: Record<Lean | "full", Listed | undefined>;
  /** The blocks of the last state a run reached, by the run's lean list, for the next run's ({@link shippedRun}; not frozen: never listed). */
  readonly ran: Record<Lean, Listed | undefined>;
  /** The choices `options` listed for each frozen state, for the step that plays one of their commands. */
  readonly lists: WeakMap<VividState, readonly Choice<VividCommand>[]>;
  /** The rules of each frozen options object (a scenario's), built once ({@link rulesOf}). */
  readonly rules: WeakMap<VividOptions, Rules>;
  /** The rolled battle's runs, by the policy's lean list and their first state ({@link shippedRun}). */
  readonly runs: Readonly<Record<Lean, WeakMap<VividState, Run>>>;
  /** The initiative chances built, by the sides, the tie rule and the last winner they read ({@link initiative}). */
  readonly initiatives: Map<string, Chance<InitiativeResult>>;
  /** Counters of the session's work (tests and measurements), when the caller gave them. */
  readonly work: VividSessionWork | undefined;
}

// ---- the canonical key -------------------------------------------------------------------------------------

/**
 * The canonical key of a vivid state: exchangeable figures (same profile, same status, same place and bookkeeping)
 * give the same key whatever their ids, so equal situations merge in `battleOdds`. Turn numbers are read relative to
 * the current turn (killed or ran this turn or before), and the turn itself only counts under a turn limit.
 *
 * @param state - a vivid game state
 * @returns the key
 * @example
 * ```ts
 * vividKey(a) === vividKey(b); // true when a and b differ only by which of two identical riflemen was hit
 * ```
 */
export const vividKey: (state: VividState) => string = guarded("vividKey", function vividKey(state: VividState): string {
  const places = new Map(state.places.map((p) => [p.id, p] as const));
  const units = state.units.map((u) => {
    const { members, leaderId, commanderId, ...rest } = u;
    const sigs = members.map((m) => {
      const { id, status, ...named } = m;
      const profile: Record<string, unknown> = { ...named };
      delete profile.name;
      const { killedOnTurn, revivedOnTurn, ...st } = status ?? {};
      const p = places.get(id);
      return stateKey({
        profile,
        st,
        killedNow: killedOnTurn === state.turn,
        revived: revivedOnTurn !== undefined,
        leader: id === leaderId,
        commander: id === commanderId,
        carrier: id === state.carrierId,
        at: p?.at,
        moved: p?.moved,
        shot: p?.shot,
        reloading: p?.reloading,
        threw: p?.threw,
        moveLimit: p?.moveLimit,
        ran: p?.ranOnTurn === state.turn,
      });
    });
    sigs.sort();
    return stateKey({ rest, sigs });
  });
  const rest: Record<string, unknown> = { ...state };
  delete rest.units;
  delete rest.places;
  delete rest.turn;
  delete rest.carrierId;
  delete rest.name;
  return stateKey({ rest, units, turn: state.victory.turnLimit === undefined ? 0 : state.turn });
});

// ---- the game ----------------------------------------------------------------------------------------------

/**
 * The vivid skirmish as a game (`Game<VividState, VividCommand, VividEvent, VividOutcome>`): a scenario of sides,
 * units and figures on a table in inches, with terrain zones and victory conditions, played turn by turn as the
 * vivid text runs it: the start of a turn (flags reset, rout recovery VIV-MOR-7, side initiative VIV-SEQ-1), then
 * each side's turn of moving and shooting in any order (VIV-SEQ-2, VIV-MOVE-1/2, VIV-SHOOT-1..5, machine-gun
 * following fire VIV-MG-3) ended by the morale of the units shot at (VIV-MOR-1/5), hand-to-hand with the
 * strike-back (VIV-HTH-1..4) and its morale (VIV-MOR-6), and wounded recovery (VIV-WOUND-5); the 50% rule
 * (VIV-MOR-10) and the Cliff-hanger (VIV-CLIFF-1) at the end. Every roll is the library's own resolver; every
 * illegal command is refused with coded reasons and rule ids.
 *
 * @example
 * ```ts
 * import { autoplay, seededDice } from "pulp-rules";
 * import { holdAndShoot, vividGame } from "pulp-rules/vivid";
 * const state = vividGame.setup(scenario);
 * const game = autoplay(vividGame, state, holdAndShoot, seededDice(1));
 * game.outcome; // e.g. { winner: "good", reason: "routed" }
 * ```
 */
export const vividGame: Game<VividState, VividCommand, VividEvent, VividOutcome> = /* @__PURE__ */ frozenGame(
  /* @__PURE__ */ membersWith(undefined, vividSession),
);

/** The game's members, its steps sharing `memo` when a session gives one. */
function membersWith(
  memo: Memo | undefined,
  session: (() => Game<VividState, VividCommand, VividEvent, VividOutcome>) | undefined,
  runs = true,
): Omit<Game<VividState, VividCommand, VividEvent, VividOutcome>, "StateSchema" | "CommandSchema"> {
  // a session's steps and choices kept by the identity of the frozen state they were asked for (session-steps.ts)
  const kept =
    memo === undefined
      ? undefined
      : keptSteps(
          (state: VividState) => options(state, memo),
          (state: VividState, command: VividCommand, offered: boolean) => step(state, command, memo, offered),
          memo.work,
          // the same step on the direct roller of the battle's generator (roller.ts): the chance's draws, at once
          (state: VividState, command: VividCommand, offered: boolean, rng: IntSource) => {
            const dice = new DirectRoller(rng);
            const value = stepOn<"now">(dice, state, command, memo, offered);
            return { value, drew: dice.rolled > 0 };
          },
        );
  // the rolled battle's own kept steps (session-battle.ts), quiet: its steps keep no events (the battle returns its
  // last state only), the same states on the same dice (roller.ts QUIET); kept apart from the session's public steps,
  // whose values carry their events
  const quiet =
    memo === undefined
      ? undefined
      : keptSteps(
          (state: VividState) => options(state, memo),
          (state: VividState, command: VividCommand, offered: boolean) => stepOn<"chance">(QUIET_CHANCES, state, command, memo, offered),
          memo.work,
          (state: VividState, command: VividCommand, offered: boolean, rng: IntSource) => {
            const dice = new DirectRoller(rng, true);
            const value = stepOn<"now">(dice, state, command, memo, offered);
            return { value, drew: dice.rolled > 0 };
          },
        );
  return {
    system: "vivid",
    setup,
    options: kept?.options ?? ((state) => options(state, memo)),
    // two arguments only: a third one passed by an app is not taken for a session's memo
    step: kept?.step ?? ((state, command) => step(state, command, memo)),
    // a command the core's loops took by identity from this state's options, as an allowed choice
    stepOffered: kept?.stepOffered ?? ((state, command) => step(state, command, memo, true)),
    // a session's step rolled at once on seeded dice (Game.stepRolled, roller.ts): what sampling its chance draws
    ...(kept === undefined
      ? {}
      : {
          stepRolled: (state: VividState, command: VividCommand, dice: SeededDice): Step<VividState, VividEvent> => {
            const rng = generatorOf(dice);
            return rng === undefined ? resolveValue(kept.step(state, command), dice) : kept.stepRolled(state, command, rng);
          },
        }),
    // a session's whole battle of the shipped policies rolled at once (Game.battleRolled, session-battle.ts)
    ...(quiet === undefined || memo === undefined
      ? {}
      : {
          battleRolled: rolledBattle({
            choices: (state, lean) => options(state, memo, lean),
            plain: (state, lean) => plainDecision(state, lean, memo),
            ...(runs ? { run: (state: VividState, lean: Lean, budget: number, rng: IntSource) => shippedRun(state, lean, budget, memo, rng) } : {}),
            step: (state, command, rng) => quiet.stepRolled(state, command, rng, true),
            work: memo.work,
          }),
        }),
    outcome: (state) => state.outcome ?? undefined,
    describe: describeVivid,
    player: (state) => (state.phase === "sideTurn" ? state.order[state.active] : state.sides[0]?.id),
    key: vividKey,
    ...(session === undefined ? {} : { session }),
  };
}

/**
 * A session of the vivid game for a run of battles (Game.session: `simulateBattle` makes one per chunk): the same
 * game, whose steps share the volleys they build (each kept by the exact key of its inputs), so the volleys that
 * recur from battle to battle are built once. Its steps roll the same dice to the same states and events as the
 * game's own.
 */
function vividSession(): Game<VividState, VividCommand, VividEvent, VividOutcome> {
  return vividSessionWith();
}

/**
 * The vivid game's session ({@link vividGame}'s `session()`), counting its work into `work` when given (tests and
 * measurements read the volleys built over interchangeable figures and the figure blocks carried).
 *
 * @param work - counters to count into (absent: none)
 * @param runs - false: the rolled battle lists the options at every step, without {@link shippedRun}'s runs
 *   (of moves, and the decisions read from the figures' blocks) (the stop-26 path, kept for A/B measurements and tests)
 * @returns a session
 * @example
 * ```ts
 * const work: VividSessionWork = { volleys: 0, canonical: 0, built: 0, options: 0, blocks: 0, blocksBuilt: 0, steps: 0, kept: 0, found: 0, listed: 0, rules: 0 };
 * simulateBattle({ ...vividGame, session: () => vividSessionWith(work) }, scenario, policies, { runs: 10, seed: 1 });
 * work.kept; // steps found again by the state's identity
 * ```
 * @internal
 */
export function vividSessionWith(work?: VividSessionWork, runs = true): Game<VividState, VividCommand, VividEvent, VividOutcome> {
  return frozenGame(membersWith(sessionMemo(work), undefined, runs));
}

/**
 * A session's memo, empty (what {@link vividSessionWith} keeps for a chunk of battles; tests read it beside
 * {@link shippedRun}).
 *
 * @param work - counters to count into (absent: none)
 * @returns a new memo
 * @example
 * ```ts
 * const memo = sessionMemo();
 * shippedRun(state, "moves", 1000, memo, generatorOf(seededDice(1)) as IntSource)?.steps;
 * ```
 * @internal
 */
export function sessionMemo(work?: VividSessionWork): Memo {
  return {
    volleys: volleyCache(new WeakMap(), work),
    found: new WeakMap(),
    shots: new WeakMap(),
    wounds: woundCache(),
    morale: rolledMorale(),
    meleeWounds: keptMeleeWounds(),
    listed: { full: undefined, shots: undefined, moves: undefined },
    ran: { shots: undefined, moves: undefined },
    lists: new WeakMap(),
    rules: new WeakMap(),
    runs: { shots: new WeakMap(), moves: new WeakMap() },
    initiatives: new Map(),
    work,
  };
}

/**
 * The exact odds of what a command does to the enemy: the distribution of enemy figures put out of the fight
 * (killed, wounded, unconscious or off the table) by the step, morale and all. What a player asks before the
 * dice fall ("if my three rifles fire, how many thugs drop?"); the command must be allowed.
 *
 * @param state - a vivid game state
 * @param command - a command `vividGame.options(state)` allows (typically a shot)
 * @returns the odds of the number of enemy figures put out of the fight
 * @example
 * ```ts
 * vividAttackOdds(state, { type: "shoot", shooters: ["r1"], target: "thugs" }).probability(1).toString(); // "1/2"
 * ```
 */
export const vividAttackOdds: (state: VividState, command: VividCommand) => Odds<number> = guarded(
  "vividAttackOdds",
  function vividAttackOdds(state: VividState, command: VividCommand): Odds<number> {
    const side = activeSide(state);
    const standing = (s: VividState): number => s.units.filter((u) => u.side !== side).reduce((n, u) => n + u.members.filter((m) => !isDown(m)).length, 0);
    const before = standing(state);
    return odds(step(state, command).map((s) => before - standing(s.state)));
  },
);

/** The game object frozen, its schemas attached as non-enumerable members (zod schemas cannot be frozen). */
function frozenGame(
  members: Omit<Game<VividState, VividCommand, VividEvent, VividOutcome>, "StateSchema" | "CommandSchema">,
): Game<VividState, VividCommand, VividEvent, VividOutcome> {
  const game = { ...members } as Game<VividState, VividCommand, VividEvent, VividOutcome>;
  Object.defineProperty(game, "StateSchema", { value: VividStateSchema, enumerable: false });
  Object.defineProperty(game, "CommandSchema", { value: VividCommandSchema, enumerable: false });
  return Object.freeze(game);
}
