// The rugged session's whole battle at once (issue 14, Game.battleRolled): simulateBattle with seeded dice and the
// shipped policies hands a battle to the session, which plays it in a working state of its own, written in place:
// no public state per step (a new state record, unit list and events), no options list, no policy scanning it, no
// refusals, no kept steps, no freezing of a step's value. The shipped policies' decisions are read from the working
// state directly (the command the policy picks from the options, by the same refusals); the mechanics are the
// phases' own unit-level functions (phases.ts: the flight, the moves, the charge, the volley's shooter and target,
// the fight, the morale tests, the end of the turn) and the resolvers they call (the session's volley cache, the
// morale checks, hand-to-hand, the Tactician roll), drawn on the direct roller in the phases' order. What the kernel
// writes itself is the phases' orchestration (which unit, in which order, which phase next), in the same order as
// phases.ts; test/rugged/game/battle-rolled.test.ts proves it equal, die for die, to the step-by-step battle.
//
// The working state has the public state's shape (so the rules read it as they read a state: decided, allowance,
// the shooting checks, the policies' refusals), but its unit list and contacts are its own, replaced in place; a unit
// record is never changed once placed (a new one replaces it, its unit record frozen at once, the rest at the end),
// so a snapshot of the list is a slice.
import { generatorOf, type SeededDice } from "../../core/seeded-dice.js";
import { knownPolicies } from "../../core/game/contract.js";
import { distance } from "../../core/game/table.js";
import type { Chance } from "../../core/chance.js";
import type { MoraleResolution, MoraleSituation } from "../../family/morale.js";
import type { TacticianResult } from "../../family/trait-checks.js";
import type { Figure, Unit } from "../../family/schemas.js";
import {
  afterFight,
  asBefore,
  atTurnLimit,
  chargeCheckSituation,
  chargersOf,
  chargeTargetSituation,
  closeInOf,
  decided,
  declared,
  fled,
  hasTactician,
  hitWith,
  holdsAtOnce,
  moraleSituationOf,
  moraleSystemOf,
  moraleTesters,
  moveOf,
  RALLY,
  rallied,
  shooterAfter,
  unitAfterTurn,
  volleys,
} from "./phases.js";
import { advanceAndCharge, holdAndShoot } from "./policies.js";
import { broken, enemiesOf, inPlay, modeOf, nextToOrder, nextToShoot, omit, optionsOf, refusals, type ShotCheck, type ShotChecks, shotCheck } from "./rules.js";
import type { RuggedCommand, RuggedOutcome, RuggedState, RuggedUnitState } from "./schema.js";
import type { SessionWork, VolleyOf } from "./session.js";
import type { FightOf } from "./session-fights.js";
import type { MoraleRolled } from "./session-morale.js";
import { DirectRoller } from "./session-roller.js";
import { frozenNew } from "./session-sample.js";

/** Which shipped policy a side plays: hold and shoot, or advance and charge. */
const enum Plays {
  Hold,
  Advance,
}

/** What the kernel shares with its session: the volley cache, the shooting checks, the morale tests, the Tactician rolls, the fights, the work counters. @internal */
export interface KernelParts {
  readonly volleyOf: VolleyOf;
  readonly checks: ShotChecks;
  readonly morale: MoraleRolled;
  readonly tactician: (figure: Figure) => Chance<TacticianResult>;
  /** The fights (fightOf's chance, kept by what it reads: session-fights.ts). */
  readonly fight: FightOf;
  /** The battles' preludes before their first die, by first state and the sides' policies (see {@link Prelude}). */
  readonly preludes: WeakMap<RuggedState, Map<string, Prelude>>;
  readonly work?: SessionWork | undefined;
}

/**
 * A battle's working state before its first die, and the steps played to reach it: until a die is drawn, a battle is
 * a pure function of its first state and the sides' policies (the kernel reads nothing else, and the session's caches
 * give the same values), so every battle of a chunk from that state plays its first steps alike (the first turn's
 * orders, the movement, the shooting declarations). The session keeps the prelude of the first such battle, and the
 * next ones start there, the same working state after the same steps, without playing them again. @internal
 */
export interface Prelude {
  /** The working state (its unit records and contacts as placed: never changed, each battle copies the lists). */
  readonly state: RuggedState;
  readonly declared: readonly (readonly [string, ShotCheck])[];
  readonly seen: readonly unknown[];
  readonly outcome: RuggedOutcome | undefined;
  readonly steps: number;
}

function shipped(policy: unknown): Plays | undefined {
  return policy === holdAndShoot ? Plays.Hold : policy === advanceAndCharge ? Plays.Advance : undefined;
}

/** Nearest first, ties in roster order: the order `options` lists a unit's enemies in (a stable sort). */
function nearestFirst(state: RuggedState, u: RuggedUnitState): RuggedUnitState[] {
  return enemiesOf(state, u).sort((a, b) => distance(u.position, a.position) - distance(u.position, b.position));
}

const MOVES = ["charge", "patrol", "combat"] as const;

/**
 * The order a shipped policy gives a unit that is not broken (policies.ts): hold and shoot stands fast; advance and
 * charge takes the first allowed charge, else patrol, else combat move, toward the enemies nearest first, else stands
 * fast (the choices in `options`' order, each allowed by the same refusals).
 */
function shippedOrder(state: RuggedState, u: RuggedUnitState, plays: Plays): Extract<RuggedCommand, { type: "order" }> {
  if (plays === Plays.Advance) {
    const enemies = nearestFirst(state, u);
    for (const mode of MOVES) {
      for (const e of enemies) {
        const command = { type: "order", unit: u.unit.id, mode, toward: e.unit.id } as const;
        if (refusals(state, command).length === 0) return command;
      }
    }
  }
  return { type: "order", unit: u.unit.id, mode: "stationary" };
}

/**
 * Both shipped policies' shot (shootNearest): the nearest enemy the unit may fire at (the refusals' check: a figure
 * that can fire), with its check, else null (hold).
 */
function shippedShot(state: RuggedState, u: RuggedUnitState, checks: ShotChecks): { readonly target: string; readonly check: ShotCheck } | null {
  for (const e of nearestFirst(state, u)) {
    const check = checks(state, u, e);
    if (check.ids.length > 0) return { target: e.unit.id, check };
  }
  return null;
}

/**
 * The command a shipped policy picks in a state (`policy(state, options(state))`), read from the state without the
 * options: what the kernel plays at each step (its tests check the two agree on every state of random battles).
 *
 * @param state - a state of a game not over
 * @param policy - {@link holdAndShoot} or {@link advanceAndCharge}
 * @param checks - the shooting checks (a session's, or afresh)
 * @returns the command, or undefined for another policy
 * @example
 * ```ts
 * shippedCommand(ruggedGame.setup(scenario), holdAndShoot); // { type: "order", unit: "riflemen", mode: "stationary" }
 * ```
 * @internal
 */
export function shippedCommand(state: RuggedState, policy: unknown, checks: ShotChecks = shotCheck): RuggedCommand | undefined {
  const plays = shipped(policy);
  if (plays === undefined) return undefined;
  switch (state.phase) {
    case "orders": {
      const u = nextToOrder(state);
      if (u === undefined) return undefined;
      return broken(u) ? { type: "rally", unit: u.unit.id } : shippedOrder(state, u, plays);
    }
    case "shooting": {
      const u = nextToShoot(state);
      if (u === undefined) return { type: "fire" };
      const shot = shippedShot(state, u, checks);
      return shot === null ? { type: "hold", unit: u.unit.id } : { type: "shoot", unit: u.unit.id, target: shot.target };
    }
    case "handToHand":
      return { type: "fight" };
    case "morale":
      return { type: "morale" };
    case "rolePlay":
      return { type: "endTurn" };
  }
}

/** One battle in a working state written in place (see the file's head). */
class Battle {
  readonly #b: RuggedState;
  readonly #dice: DirectRoller;
  readonly #parts: KernelParts;
  /** This shooting phase's checks of the volleys declared, by the shooting unit's id. */
  readonly #declared = new Map<string, ShotCheck>();
  /** Each unit's figures, morale and position as {@link decided} last read them, and its answer. */
  readonly #seen: unknown[] = [];
  #outcome: RuggedOutcome | undefined;

  constructor(state: RuggedState, dice: DirectRoller, parts: KernelParts, prelude?: Prelude) {
    const from = prelude?.state ?? state;
    this.#b = { ...from, units: from.units.slice(), contacts: from.contacts.slice() };
    this.#dice = dice;
    this.#parts = parts;
    if (prelude !== undefined) {
      for (const [id, check] of prelude.declared) this.#declared.set(id, check);
      this.#seen.push(...prelude.seen);
      this.#outcome = prelude.outcome;
    }
  }

  /** The working state as it stands between two steps, copied (see {@link Prelude}). */
  prelude(steps: number): Prelude {
    const b = this.#b;
    return {
      state: { ...b, units: b.units.slice(), contacts: b.contacts.slice() },
      declared: [...this.#declared],
      seen: this.#seen.slice(),
      outcome: this.#outcome,
      steps,
    };
  }

  /** Whether the battle has drawn a die. */
  get rolled(): boolean {
    return this.#dice.rolled > 0;
  }

  /** The working state, frozen: the battle's last state as the public steps would have left it. */
  done(): RuggedState {
    // the units are frozen as placed: the rest (the lists, the contacts, the result) stops at them
    return frozenNew(this.#b);
  }

  get over(): boolean {
    return this.#b.result !== null;
  }

  #unit(id: string): RuggedUnitState | undefined {
    return this.#b.units.find((u) => u.unit.id === id);
  }

  /**
   * Places a unit's new record, never changed after: its unit record frozen now, all the way down (the session's
   * caches key on frozen unit and figure records, as in a step's frozen value), the rest when the battle is done.
   */
  #put(u: RuggedUnitState): void {
    const units = this.#b.units;
    const id = u.unit.id;
    frozenNew(u.unit);
    for (let i = 0; i < units.length; i++) if ((units[i] as RuggedUnitState).unit.id === id) units[i] = u;
  }

  /** breakContacts (phases.ts): the unit's contacts gone (a new list: snapshots being walked keep theirs). */
  #breakContacts(id: string): void {
    const b = this.#b;
    if (b.contacts.some((c) => c.a === id || c.b === id)) b.contacts = b.contacts.filter((c) => c.a !== id && c.b !== id);
  }

  /** One step: the command the side's shipped policy picks from the options, played, then settle. */
  step(bySide: ReadonlyMap<string, Plays>): void {
    const b = this.#b;
    switch (b.phase) {
      case "orders": {
        const u = nextToOrder(b) as RuggedUnitState;
        if (broken(u)) this.#put(rallied(u, this.#test(u.unit, RALLY)));
        else this.#put(declared(u, shippedOrder(b, u, bySide.get(u.side) as Plays)));
        break;
      }
      case "shooting": {
        const u = nextToShoot(b);
        if (u === undefined) this.#fire();
        else {
          const shot = shippedShot(b, u, this.#parts.checks);
          if (shot === null) this.#put({ ...u, shoot: null });
          else {
            this.#declared.set(u.unit.id, shot.check);
            this.#put({ ...u, shoot: { target: shot.target } });
          }
        }
        break;
      }
      case "handToHand":
        this.#fights();
        b.phase = "morale";
        break;
      case "morale":
        this.#morale();
        b.phase = "rolePlay";
        break;
      case "rolePlay": {
        const limit = b.victory.turnLimit;
        if (limit !== undefined && b.turn >= limit) {
          b.result = atTurnLimit(b);
          return;
        }
        const options = optionsOf(b);
        b.units = b.units.map((u) => {
          const next = unitAfterTurn(u, options);
          frozenNew(next.unit);
          return next;
        });
        b.turn++;
        b.phase = "orders";
        break;
      }
    }
    this.#settle();
  }

  /** A morale test (the phases' situation) rolled at once: the session's, the same die as the check's chance. */
  #test(unit: Unit, situation: MoraleSituation): MoraleResolution {
    return this.#parts.morale(this.#dice, moraleSystemOf(this.#b), unit, situation);
  }

  /** The next declared volley (resolveVolley, phases.ts), then the count of volleys fired. */
  #fire(): void {
    const b = this.#b;
    const shooter = volleys(b)[b.volleysFired] as RuggedUnitState;
    const decl = shooter.shoot;
    const target = decl === undefined || decl === null ? undefined : this.#unit(decl.target);
    if (decl !== undefined && decl !== null && target !== undefined) {
      // the check of the declaration, this phase: the volley's own (resolveVolley's) reads the unit as it stood before
      // the phase, which is how it stood when it declared (volleys change only figures' statuses, and asBefore gives
      // the earlier ones back), the target's position, mode and morale, unchanged since, and the state's terrain,
      // sight and options only; without one (a battle handed over mid-phase, a GM's judgement), worked out as there
      const known = decl.gm === undefined ? this.#declared.get(shooter.unit.id) : undefined;
      const { ids, shooters, context } = known ?? this.#parts.checks(b, asBefore(shooter), asBefore(target), decl.gm);
      if (shooters.length > 0 && inPlay(target)) {
        const v = this.#dice.roll(this.#parts.volleyOf(shooters, target.unit, context, optionsOf(b)));
        this.#put(shooterAfter(shooter, ids, new Set(v.dropped)));
        this.#put(hitWith(target, v.unit));
      }
    }
    b.volleysFired++;
  }

  /** The hand-to-hand phase (resolveFights): every contact as the phase began, the units as the fights before left them. */
  #fights(): void {
    for (const contact of this.#b.contacts) {
      const ua = this.#unit(contact.a);
      const ub = this.#unit(contact.b);
      const fight = ua === undefined || ub === undefined ? undefined : this.#parts.fight(this.#b, ua, ub);
      if (ua === undefined || ub === undefined || fight === undefined) continue;
      const r = this.#dice.roll(fight);
      const byId = new Map<string, Figure>();
      for (const f of r.figures) byId.set(f.id, f);
      this.#put(afterFight(ua, byId));
      this.#put(afterFight(ub, byId));
    }
  }

  /** The morale phase (resolveMorale): every tester's test rolled in roster order, then each applied, fleeing at once. */
  #morale(): void {
    const b = this.#b;
    const testers = moraleTesters(b);
    const results = testers.map((u) => this.#test(u.unit, moraleSituationOf(u)));
    for (let i = 0; i < testers.length; i++) {
      const u = testers[i] as RuggedUnitState;
      const r = results[i] as (typeof results)[number];
      this.#put({ ...(this.#unit(u.unit.id) ?? u), unit: r.unit });
      if (r.outcome.result === "rout" || r.outcome.result === "retreat") this.#flee(u.unit.id);
    }
  }

  /** flee (phases.ts): the unit's flight, its contacts broken. */
  #flee(id: string): void {
    const u = this.#unit(id);
    const f = u === undefined ? undefined : fled(this.#b, u);
    if (f === undefined) return;
    this.#put(f.moved);
    this.#breakContacts(id);
  }

  /**
   * decided (phases.ts) of the working state, asked again only when a unit's figures, morale or position changed
   * since: it reads those (whether a unit is in play and standing, where it is, who is in it), the units' sides and
   * the scenario's fixed parts only (a unit's figures are a list never changed once placed: its identity stands for it).
   */
  #decided(): RuggedOutcome | undefined {
    const units = this.#b.units;
    const seen = this.#seen;
    let same = seen.length === units.length * 3;
    for (let i = 0; same && i < units.length; i++) {
      const u = units[i] as RuggedUnitState;
      same = seen[3 * i] === u.unit.members && seen[3 * i + 1] === u.unit.morale && seen[3 * i + 2] === u.position;
    }
    if (same) return this.#outcome;
    seen.length = 0;
    for (const u of units) seen.push(u.unit.members, u.unit.morale, u.position);
    this.#outcome = decided(this.#b);
    return this.#outcome;
  }

  /** settle (phases.ts): the phases that need no command, until one does or the game ends. */
  #settle(): void {
    const b = this.#b;
    for (;;) {
      if (b.result !== null) return;
      const result = this.#decided();
      if (result !== undefined) {
        b.result = result;
        return;
      }
      switch (b.phase) {
        case "orders":
          if (nextToOrder(b) !== undefined) return;
          this.#movement();
          b.phase = "shooting";
          break;
        case "shooting":
          for (const u of b.units.slice()) if (holdsAtOnce(b, u)) this.#put({ ...u, shoot: null });
          if (nextToShoot(b) !== undefined || volleys(b).length > b.volleysFired) return;
          b.volleysFired = 0;
          this.#endShooting();
          break;
        case "handToHand":
          if (b.contacts.length > 0) return;
          b.phase = "morale";
          break;
        case "morale":
          if (moraleTesters(b).length > 0) return;
          b.phase = "rolePlay";
          break;
        case "rolePlay":
          return;
      }
    }
  }

  /** The movement phase (resolveMovement): Tactician rolls, the chargers, everyone else at once, the Tacticians last. */
  #movement(): void {
    const b = this.#b;
    const start = b.units.slice();
    const chargers = chargersOf(b);
    for (const u of start) {
      if (!inPlay(u)) continue;
      const figure = u.unit.members.find(hasTactician);
      if (figure === undefined) continue;
      const r = this.#dice.roll(this.#parts.tactician(figure));
      this.#put({ ...(this.#unit(u.unit.id) ?? u), movesLast: r.movesLast });
    }
    const seen = new Set<string>();
    for (const id of chargers) {
      const target = start.find((u) => u.unit.id === id)?.unit.chargeTargetId;
      const tested = new Set(seen);
      if (target !== undefined) seen.add(target);
      this.#charge(id, tested);
    }
    // RUG-SEQ-1: everyone else moves simultaneously, from where all stood once the chargers had moved
    const others = (last: boolean): string[] => b.units.filter((u) => inPlay(u) && modeOf(u) !== "charge" && u.movesLast === last).map((u) => u.unit.id);
    const first = others(false);
    const after = others(true);
    const from = b.units.slice();
    for (const id of first) this.#moveOne(from, id);
    const fromLast = b.units.slice();
    for (const id of after) this.#moveOne(fromLast, id);
  }

  /** A charge (phases.ts): the target's morale test, its flight if it routs, then the charger closes in. */
  #charge(id: string, tested: ReadonlySet<string>): void {
    const c = this.#unit(id);
    const target = c?.unit.chargeTargetId === undefined ? undefined : this.#unit(c.unit.chargeTargetId);
    if (c === undefined || target === undefined || !inPlay(c) || !inPlay(target)) return;
    const test = chargeTargetSituation(target, tested);
    if (test !== undefined) {
      const r = this.#test(target.unit, test);
      const t = this.#unit(target.unit.id) ?? target;
      this.#put({ ...t, unit: r.unit });
      if (r.outcome.result === "rout") this.#flee(t.unit.id);
    }
    const t = this.#unit(target.unit.id);
    const me = this.#unit(id);
    if (t === undefined || me === undefined || !inPlay(t)) return;
    const move = closeInOf(this.#b, me, t);
    if (move === undefined) return;
    this.#breakContacts(id);
    this.#put({ ...me, position: move.to });
    if (move.contact) this.#b.contacts = [...this.#b.contacts, { a: id, b: t.unit.id }];
  }

  /** moveOne (phases.ts): a non-charger on its order, toward units as they stood in `from`; a routing unit flees. */
  #moveOne(from: readonly RuggedUnitState[], id: string): void {
    const u = this.#unit(id);
    if (u === undefined || !from.some((x) => x.unit.id === id) || !inPlay(u)) return;
    if (broken(u)) {
      if (u.unit.morale === "routing") this.#flee(id);
      return;
    }
    const m = moveOf(this.#b, from, u);
    if (m === undefined) return;
    this.#put({ ...u, position: m.to });
    this.#breakContacts(id);
  }

  /** endShooting (phases.ts): the phase's records cleared; each charger shot at tests to complete its charge. */
  #endShooting(): void {
    const b = this.#b;
    for (const u of b.units.slice()) {
      if (u.hitBefore === undefined && u.shoot === undefined) continue;
      this.#put(omit(u, ["hitBefore", "shoot"]));
    }
    b.phase = "handToHand";
    this.#declared.clear();
    const cleared = b.units.slice();
    for (const c of b.contacts) {
      const u = cleared.find((x) => x.unit.id === c.a);
      const test = u === undefined ? undefined : chargeCheckSituation(u);
      if (u === undefined || test === undefined) continue;
      const r = this.#test(u.unit, test);
      this.#put({ ...(this.#unit(c.a) ?? u), unit: r.unit });
      if (r.outcome.result === "chargeStops") b.contacts = b.contacts.filter((x) => x.a !== c.a);
    }
  }
}

/**
 * The rugged session's {@link Game.battleRolled} (issue 14): a whole battle of the shipped policies played at once on
 * seeded dice, in a working state written in place; the same dice in the same order as the loop of steps, and a last
 * state equal as data after the same number of steps. Undefined, before any die, for dice without a generator, a
 * state that is not frozen (not the game's own), or a side that plays another policy.
 *
 * @param parts - the session's volley cache, shooting checks and work counters
 * @param state - the battle's first state
 * @param policies - the policies (one, or a record per side)
 * @param dice - the battle's dice
 * @param maxSteps - the most steps to play
 * @returns the last state and the steps played, or undefined
 * @example
 * ```ts
 * const end = battleRolled(parts, ruggedGame.setup(scenario), { riflemen: holdAndShoot, thugs: advanceAndCharge }, seededDice(7), 10_000);
 * ```
 * @internal
 */
export function battleRolled(
  parts: KernelParts,
  state: RuggedState,
  policies: unknown,
  dice: SeededDice,
  maxSteps: number,
): { readonly state: RuggedState; readonly steps: number } | undefined {
  const rng = generatorOf(dice);
  // a state the game made is frozen (its last state shares its parts, frozen with it): another is the loop's to play
  if (rng === undefined || !Object.isFrozen(state)) return undefined;
  const bySide = knownPolicies(
    policies,
    state.sides.map((side) => side.id),
    shipped,
  );
  if (bySide === undefined) return undefined;
  const work = parts.work;
  if (work !== undefined) work.battles = (work.battles ?? 0) + 1;
  // the prelude of the battles from this state with these policies (see Prelude), kept by the first battle played
  let preludes = parts.preludes.get(state);
  if (preludes === undefined) parts.preludes.set(state, (preludes = new Map<string, Prelude>()));
  const key = state.sides.map((side) => String(bySide.get(side.id))).join("|");
  const known = preludes.get(key);
  const start = known !== undefined && known.steps <= maxSteps ? known : undefined;
  const battle = new Battle(state, new DirectRoller(rng), parts, start);
  let steps = start?.steps ?? 0;
  // the working state before each step until the first die (the last one taken is the prelude)
  let prelude: Prelude | undefined;
  while (!battle.over && steps < maxSteps) {
    if (known === undefined && !battle.rolled) prelude = battle.prelude(steps);
    battle.step(bySide);
    steps++;
  }
  if (known === undefined && prelude !== undefined) preludes.set(key, prelude);
  return { state: battle.done(), steps };
}
