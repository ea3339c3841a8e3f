// ruggedGame: Rugged Adventures as a game of the core's contract (RUG-SEQ-1): a scenario, the turn's phases as
// commands, the bookkeeping, and a canonical key so that exchangeable figures merge in battleOdds.
import type { Chance } from "../../core/chance.js";
import { RulesError } from "../../core/errors.js";
import { sampleNode } from "../../core/compile.js";
import { type Choice, CommandRefused, type Game, type Reason, type Step } from "../../core/game/contract.js";
import { resolve } from "../../core/resolve.js";
import { generatorOf, type SeededDice } from "../../core/seeded-dice.js";
import { stateKey } from "../../core/game/key.js";
import { distance } from "../../core/game/table.js";
import { type Odds, type OddsOptions, odds } from "../../core/odds.js";
import { frozenCopy } from "../../core/plain.js";
import type { StandardSchemaV1 } from "../../core/standard-schema.js";
import { parseOrThrow } from "../../core/validate.js";
import type { VolleyCasualties } from "../../family/volley-with-wounds.js";
import { shootingVolleyCasualties } from "../volley-wounds.js";
import {
  cachedVolleys,
  freshVolley,
  issuedCommands,
  rememberedChecks,
  rememberedRefusals,
  rememberedSteps,
  type SessionWork,
  type VolleyOf,
} from "./session.js";
import { describeRugged, type RuggedEvent } from "./events.js";
import { battleRolled, type KernelParts } from "./kernel.js";
import { keptFights } from "./session-fights.js";
import { rolledMorale, rolledTactician } from "./session-morale.js";
import { CHANCES, DirectRoller, type Kind, type Rolled, type Roller } from "./session-roller.js";
import { frozenNew, sampledSteps } from "./session-sample.js";
import { type Acc, declared, finishTurn, resolveFights, resolveMorale, resolveRally, resolveVolley, settle, volleys, withUnit } from "./phases.js";
import { broken, enemiesOf, firers, nextToOrder, nextToShoot, omit, refusals, type ShotChecks, shotCheck, shotContext, unitName, unitOf } from "./rules.js";
import {
  type RuggedCommand,
  RuggedCommandSchema,
  type RuggedOutcome,
  RuggedScenarioSchema,
  type RuggedState,
  RuggedStateSchema,
  type RuggedUnitState,
} from "./schema.js";

const FN = "ruggedGame";

function setup(scenario: unknown): RuggedState {
  const s = parseOrThrow(`${FN}.setup`, RuggedScenarioSchema, scenario, "scenario");
  const bad = (path: string, value: unknown, message: string): never => {
    throw new RulesError({ code: "INVALID_INPUT", fn: `${FN}.setup`, path: `scenario.${path}`, value, message });
  };
  const sides = new Set<string>();
  s.sides.forEach((side, i) => {
    if (sides.has(side.id)) bad(`sides[${String(i)}].id`, side.id, "duplicate side id");
    sides.add(side.id);
  });
  const units = new Set<string>();
  const figures = new Set<string>();
  s.units.forEach((p, i) => {
    if (!sides.has(p.side)) bad(`units[${String(i)}].side`, p.side, "no side of this id");
    if (units.has(p.unit.id)) bad(`units[${String(i)}].unit.id`, p.unit.id, "duplicate unit id");
    units.add(p.unit.id);
    p.unit.members.forEach((m, j) => {
      if (figures.has(m.id)) bad(`units[${String(i)}].unit.members[${String(j)}].id`, m.id, "a figure id appears in two units");
      figures.add(m.id);
    });
  });
  (s.sight ?? []).forEach((g, i) => {
    if (!units.has(g.from)) bad(`sight[${String(i)}].from`, g.from, "no unit of this id");
    if (!units.has(g.to)) bad(`sight[${String(i)}].to`, g.to, "no unit of this id");
  });
  (s.victory?.objectives ?? []).forEach((o, i) => {
    if (!sides.has(o.side)) bad(`victory.objectives[${String(i)}].side`, o.side, "no side of this id");
    if (o.figureId !== undefined && !figures.has(o.figureId)) bad(`victory.objectives[${String(i)}].figureId`, o.figureId, "no figure of this id");
  });
  const placed = s.units.map((p): RuggedUnitState => {
    const unit = omit(p.unit, ["mode", "chargeTargetId"]);
    return { unit, side: p.side, position: p.position, ordered: false, movesLast: false, shotAt: false, fought: false, fired: [] };
  });
  const state: RuggedState = {
    turn: 1,
    phase: "orders",
    sides: s.sides,
    units: placed,
    terrain: s.terrain ?? [],
    sight: s.sight ?? [],
    table: s.table ?? null,
    victory: s.victory ?? {},
    ...(s.options === undefined ? {} : { options: s.options }),
    volleysFired: 0,
    contacts: [],
    result: null,
  };
  // frozen all the way down, as every step's state is: the steps share its parts instead of copying them again
  return frozenCopy(`${FN}.setup`, "state", state);
}

const MOVING = ["combat", "patrol", "march", "run"] as const;

/**
 * A choice whose refusals are worked out when first asked for (`allowed` or `reasons`), then kept: a policy that
 * takes the first allowed order of a kind never pays for the reasons of the others. The same fields, in the same
 * order, as a plain record (JSON, spreads and equality read them through the getters).
 */
function choice(how: Choices, state: RuggedState, given: RuggedCommand, label: string): Choice<RuggedCommand> {
  const command = how.issue(given);
  let known: Reason[] | undefined;
  const reasons = (): Reason[] => (known ??= how.refuse(state, command));
  return {
    command,
    get allowed() {
      return reasons().length === 0;
    },
    get reasons() {
      return reasons();
    },
    label,
  };
}

/** How the game works out a command's refusals: afresh, or remembered by a session for the state and command. */
type Refuse = (state: RuggedState, command: RuggedCommand) => Reason[];

/** How `options` makes its choices: the refusals, and what becomes of each command offered (a session freezes and records it). */
interface Choices {
  readonly refuse: Refuse;
  readonly issue: (command: RuggedCommand) => RuggedCommand;
}

/** The game's own choices: refusals worked out afresh, commands as built. */
const PLAIN: Choices = { refuse: refusals, issue: (command) => command };

function options(state: RuggedState): readonly Choice<RuggedCommand>[] {
  return optionsWith(PLAIN, state);
}

function optionsWith(how: Choices, state: RuggedState): readonly Choice<RuggedCommand>[] {
  if (state.result !== null) return [];
  switch (state.phase) {
    case "orders": {
      const u = nextToOrder(state);
      if (u === undefined) return [];
      const id = u.unit.id;
      const name = unitName(u);
      if (broken(u))
        return [
          choice(how, state, { type: "rally", unit: id }, `${name} rally`),
          choice(how, state, { type: "order", unit: id, mode: "stationary" }, `${name} stand fast`),
        ];
      const out = [choice(how, state, { type: "order", unit: id, mode: "stationary" }, `${name} stand fast`)];
      const enemies = enemiesOf(state, u).sort((a, b) => distance(u.position, a.position) - distance(u.position, b.position));
      for (const e of enemies) out.push(choice(how, state, { type: "order", unit: id, mode: "charge", toward: e.unit.id }, `${name} charge ${unitName(e)}`));
      for (const mode of MOVING) {
        for (const e of enemies) out.push(choice(how, state, { type: "order", unit: id, mode, toward: e.unit.id }, `${name}: ${mode} toward ${unitName(e)}`));
      }
      return out;
    }
    case "shooting": {
      const u = nextToShoot(state);
      if (u === undefined) return [choice(how, state, { type: "fire" }, "fire the next volley")];
      const name = unitName(u);
      const enemies = enemiesOf(state, u).sort((a, b) => distance(u.position, a.position) - distance(u.position, b.position));
      return [
        ...enemies.map((e) => choice(how, state, { type: "shoot", unit: u.unit.id, target: e.unit.id }, `${name} fire at ${unitName(e)}`)),
        choice(how, state, { type: "hold", unit: u.unit.id }, `${name} hold their fire`),
      ];
    }
    case "handToHand":
      return [choice(how, state, { type: "fight" }, "fight hand-to-hand")];
    case "morale":
      return [choice(how, state, { type: "morale" }, "test morale")];
    case "rolePlay":
      return [choice(how, state, { type: "endTurn" }, "end the turn")];
  }
}

function declare(state: RuggedState, command: Extract<RuggedCommand, { type: "order" }>): Acc {
  const u = unitOf(state, command.unit) as RuggedUnitState;
  const target = command.toward === undefined ? undefined : unitOf(state, command.toward);
  const next = declared(u, command);
  const event: RuggedEvent = {
    type: "order",
    unit: u.unit.id,
    name: unitName(u),
    mode: command.mode,
    ...(target === undefined ? {} : { toward: target.unit.id, towardName: unitName(target) }),
    ...(command.to === undefined ? {} : { to: command.to }),
    rule: "RUG-MOVE-1",
  };
  return { state: withUnit(state, next), events: [event] };
}

/** The step of a command, building its volleys with `volleyOf` (a session's cache, or afresh). */
function stepWith(volleyOf: VolleyOf, checks: ShotChecks, refuse: Refuse, state: RuggedState, command: RuggedCommand): Chance<Acc> {
  const reasons: Reason[] = refuse(state, command);
  if (reasons.length > 0) throw new CommandRefused(`${FN}.step`, command, reasons);
  return playStep(CHANCES, volleyOf, checks, state, command);
}

/**
 * The step of a command the rules allow, over a roller (session-roller.ts): as the chance the game's `step` gives, or
 * rolled at once by a session's sampler; the same lines either way, so the same dice in the same order.
 */
function playStep<K extends Kind>(dice: Roller<K>, volleyOf: VolleyOf, checks: ShotChecks, state: RuggedState, command: RuggedCommand): Rolled<K, Acc> {
  // a command without dice settles at once: constant(acc).chain(settle) is settle(acc), without copying the state once more
  const settled = (a: Acc): Rolled<K, Acc> => settle(dice, a);
  switch (command.type) {
    case "order":
      return settle(dice, declare(state, command));
    case "rally":
      return dice.chain(resolveRally(dice, state, command.unit), settled);
    case "shoot":
    case "hold": {
      const u = unitOf(state, command.unit) as RuggedUnitState;
      const shoot = command.type === "hold" ? null : { target: command.target, ...(command.gm === undefined ? {} : { gm: command.gm }) };
      const events: RuggedEvent[] = shoot === null ? [{ type: "hold", unit: u.unit.id, name: unitName(u), rule: "RUG-SHOOT-1" }] : [];
      return settle(dice, { state: withUnit(state, { ...u, shoot }), events });
    }
    case "fire": {
      const next = volleys(state)[state.volleysFired] as RuggedUnitState;
      const fired = dice.map(resolveVolley(dice, state, next.unit.id, volleyOf, checks), (a) => ({
        ...a,
        state: { ...a.state, volleysFired: state.volleysFired + 1 },
      }));
      return dice.chain(fired, settled);
    }
    case "fight":
      return dice.chain(
        dice.map(resolveFights(dice, state), (a) => ({ ...a, state: { ...a.state, phase: "morale" as const } })),
        settled,
      );
    case "morale":
      return dice.chain(
        dice.map(resolveMorale(dice, state), (a) => ({ ...a, state: { ...a.state, phase: "rolePlay" as const } })),
        settled,
      );
    case "endTurn":
      return settle(dice, finishTurn(state));
  }
}

function step(state: RuggedState, command: RuggedCommand): Chance<{ state: RuggedState; events: readonly RuggedEvent[] }> {
  return stepWith(freshVolley, shotCheck, refusals, state, command);
}

/**
 * A session for a run of many battles (the core's Game.session, called once per simulateBattle chunk): the same
 * game, whose volleys are built once per distinct volley and resolved again (src/rugged/game/session.ts).
 */
function session(): Game<RuggedState, RuggedCommand, RuggedEvent, RuggedOutcome> {
  return ruggedSessionWith();
}

/**
 * The rugged game's session ({@link ruggedGame}'s `session()`), counting its work into `work` when given (tests and
 * measurements read the volleys built and the steps found again).
 *
 * @param work - counters to count into (absent: none)
 * @param whole - whether the session plays a battle of the shipped policies whole (`battleRolled`, kernel.ts; default
 * true): false leaves simulateBattle's loop to play it step by step (what the kernel's tests and measurements compare)
 * @returns a session
 * @internal
 */
export function ruggedSessionWith(work?: SessionWork, whole = true): Game<RuggedState, RuggedCommand, RuggedEvent, RuggedOutcome> {
  const volleyOf = cachedVolleys(work);
  const checks = rememberedChecks();
  // the states of one battle only: sampled with dice, or from such a state (a chunk's battles share the states before
  // their first die, kept by identity; a state after it never recurs, so the session keeps nothing for it)
  const fresh = new WeakSet<RuggedState>();
  const isFresh = (state: RuggedState): boolean => fresh.has(state);
  const refuse = rememberedRefusals((state: RuggedState, command: RuggedCommand) => refusals(state, command, checks), isFresh);
  const issued = issuedCommands(RuggedCommandSchema);
  const how: Choices = { refuse, issue: issued.issue };
  // each step a chance whose sampler plays it at once on the chunk's generator (session-sample.ts): the game's chance
  // of the step is built only when it is resolved or enumerated
  const sampled = sampledSteps(
    (state: RuggedState, command: RuggedCommand) => playStep<"chance">(CHANCES, volleyOf, checks, state, command),
    (dice: DirectRoller, state: RuggedState, command: RuggedCommand) => playStep<"now">(dice, volleyOf, checks, state, command),
    work,
    (from, value, rolled) => {
      if (rolled || fresh.has(from)) fresh.add(value.state);
    },
  );
  // the steps and choices of a state asked again (every battle of a chunk starts from the same setup state) kept
  const kept = rememberedSteps(
    (state: RuggedState) => optionsWith(how, state),
    (state: RuggedState, command: RuggedCommand) => {
      const reasons = refuse(state, command);
      if (reasons.length > 0) throw new CommandRefused(`${FN}.step`, command, reasons);
      return sampled(state, command);
    },
    work,
    isFresh,
  );
  // Game.stepRolled (simulateBattle with seeded dice, issue 14): the step of a state of one battle only played at once
  // on the direct roller of the dice's generator, without the chance and sampler `step` wraps it in (what sampling
  // that chance plays: the same lines, dice and value); a state the battles share goes through the kept steps (its
  // chance found again, or built once) and is sampled, as before
  const stepRolled = (state: RuggedState, command: RuggedCommand, dice: SeededDice): Step<RuggedState, RuggedEvent> => {
    const rng = generatorOf(dice);
    if (rng === undefined || !fresh.has(state)) {
      const chance = kept.step(state, command);
      const node = chance.node;
      if (node.t === "const") return node.value as Step<RuggedState, RuggedEvent>;
      return rng === undefined ? resolve(chance, dice).value : (sampleNode(node, rng) as Step<RuggedState, RuggedEvent>);
    }
    if (work !== undefined) work.steps++;
    const reasons = refuse(state, command);
    if (reasons.length > 0) throw new CommandRefused(`${FN}.step`, command, reasons);
    if (work !== undefined) {
      work.sampled++;
      work.rolled = (work.rolled ?? 0) + 1;
    }
    const value = frozenNew(playStep<"now">(new DirectRoller(rng), volleyOf, checks, state, command));
    // a state after a fresh one is fresh (see sampledSteps' `sampledFrom` above)
    fresh.add(value.state);
    return value;
  };
  // Game.battleRolled (issue 14): a battle of the shipped policies played whole in a working state of its own (kernel.ts)
  const parts: KernelParts = { volleyOf, checks, morale: rolledMorale(), tactician: rolledTactician(), fight: keptFights(), preludes: new WeakMap(), work };
  return frozenGame(
    {
      ...members,
      options: kept.options,
      step: kept.step,
      stepRolled,
      ...(whole
        ? { battleRolled: (state: RuggedState, policies: unknown, dice: SeededDice, maxSteps: number) => battleRolled(parts, state, policies, dice, maxSteps) }
        : {}),
    },
    issued.schema,
  );
}

function outcome(state: RuggedState): RuggedOutcome | undefined {
  return state.result ?? undefined;
}

function player(state: RuggedState): string | undefined {
  const u = state.phase === "orders" ? nextToOrder(state) : state.phase === "shooting" ? (nextToShoot(state) ?? volleys(state)[state.volleysFired]) : undefined;
  return u?.side ?? state.sides[0]?.id;
}

/** Figure ids the state refers to by id (objectives, crews): those figures are not exchangeable. */
function referenced(state: RuggedState): Set<string> {
  const ids = new Set<string>();
  for (const o of state.victory.objectives ?? []) if (o.figureId !== undefined) ids.add(o.figureId);
  for (const u of state.units) for (const m of u.unit.members) if (m.status?.crewOf !== undefined) ids.add(m.status.crewOf).add(m.id);
  return ids;
}

/**
 * The canonical key of a rugged state (for battleOdds): the turn counts only under a turn limit (nothing else
 * reads it), the scenario's fixed parts are left out, and the figures of a unit are a sorted multiset of their
 * profiles and states (ids and names left out, the leader and commander marked), so exchangeable figures merge.
 */
function key(state: RuggedState): string {
  const keep = referenced(state);
  const units = state.units.map((u) => {
    const { members, leaderId, commanderId, ...unit } = u.unit;
    const figures = members
      .map((f) => {
        const id = f.id;
        const rest = omit(f, ["id", "name"]);
        const before = u.hitBefore?.find((h) => h.id === id);
        return stateKey([
          keep.has(id) ? id : "",
          rest,
          id === leaderId,
          id === commanderId,
          u.fired.includes(id),
          before === undefined ? 0 : (before.status ?? 1),
        ]);
      })
      .sort();
    const bookkeeping = omit(u, ["unit", "fired", "hitBefore"]);
    return [bookkeeping, unit, leaderId === undefined, commanderId === undefined, figures];
  });
  return stateKey([state.victory.turnLimit === undefined ? 0 : state.turn, state.phase, state.volleysFired, units, state.contacts, state.result]);
}

/** The members of the game (its session shares every one but `step`). */
const members = {
  system: "rugged",
  setup,
  options,
  step,
  outcome,
  describe: describeRugged,
  player,
  key,
} as const;

/**
 * Rugged Adventures as a game (RUG-SEQ-1): `setup(scenario)` places the units; each turn the units declare
 * their orders (phase 1; a routing unit rallies or flees) and the movement follows (phase 2: chargers, whose
 * targets test morale, then everyone, then successful Tacticians); the units declare their volleys (phase 3,
 * fired together as they stood before the phase; chargers shot at test morale), then `fight` (phase 4), `morale`
 * (phase 5) and `endTurn` (phase 6, role-play) end it. Phases with nothing to do are skipped. The game keeps
 * the bookkeeping: modes and run counters, muskets loaded, Maxims set up, Lewis reloads, dropped weapons,
 * routing and disrupted units, who was shot at or fought, killed and removed figures.
 *
 * @example
 * ```ts
 * const state = ruggedGame.setup(scenario);
 * const end = autoplay(ruggedGame, state, { riflemen: holdAndShoot, thugs: holdAndShoot }, seededDice(7));
 * ruggedGame.describe(end.events); // ["Riflemen stand fast.", ..., "Riflemen win (the enemy routs)."]
 * ```
 */
export const ruggedGame: Game<RuggedState, RuggedCommand, RuggedEvent, RuggedOutcome> = /* @__PURE__ */ frozenGame({ ...members, session });

/** The game object frozen, its schemas attached as non-enumerable members (zod schemas cannot be frozen). */
function frozenGame(
  members: Omit<Game<RuggedState, RuggedCommand, RuggedEvent, RuggedOutcome>, "StateSchema" | "CommandSchema">,
  commandSchema: StandardSchemaV1<unknown, RuggedCommand> = RuggedCommandSchema,
): Game<RuggedState, RuggedCommand, RuggedEvent, RuggedOutcome> {
  const game = { ...members } as Game<RuggedState, RuggedCommand, RuggedEvent, RuggedOutcome>;
  Object.defineProperty(game, "StateSchema", { value: RuggedStateSchema, enumerable: false });
  Object.defineProperty(game, "CommandSchema", { value: commandSchema, enumerable: false });
  return Object.freeze(game);
}

/**
 * The exact odds of a volley a `shoot` command would fire now (RUG-SHOOT-1..7): the casualties' distribution,
 * for a player weighing targets (what `options` offers, with the odds on request).
 *
 * @param state - a rugged state in the shooting phase
 * @param command - a `shoot` command
 * @param oddsOptions - limits of the enumeration
 * @returns the odds of `{ hits, killed, wounded, ... }`
 * @throws CommandRefused when the command is not allowed now
 * @example
 * ```ts
 * ruggedShotOdds(state, { type: "shoot", unit: "riflemen", target: "thugs" }).mean((c) => c.killed).toString();
 * ```
 */
export function ruggedShotOdds(state: RuggedState, command: RuggedCommand, oddsOptions: OddsOptions = {}): Odds<VolleyCasualties> {
  const s = parseOrThrow("ruggedShotOdds", RuggedStateSchema, state, "state");
  const c = parseOrThrow("ruggedShotOdds", RuggedCommandSchema, command, "command");
  if (c.type !== "shoot") throw new CommandRefused("ruggedShotOdds", c, [{ code: "NOT_A_SHOT", text: "expected a shoot command" }]);
  const reasons = refusals(s, c);
  if (reasons.length > 0) throw new CommandRefused("ruggedShotOdds", c, reasons);
  const u = unitOf(s, c.unit) as RuggedUnitState;
  const t = unitOf(s, c.target) as RuggedUnitState;
  const { ids } = firers(s, u, t, c.gm);
  const shooters = u.unit.members.filter((m) => ids.includes(m.id));
  return odds(shootingVolleyCasualties({ shooters, target: t.unit, context: shotContext(s, u, t, c.gm) }, s.options ?? {}), oddsOptions);
}
