// tugsGame: a fight of any number of combatants in sides, round after round, and the time after it, as a game of
// the core contract (DESIGN.md, "Games"). The fight's steps take the state's characters as they are (the state was
// validated at the edge: setup or loadState) and call the checked internals, never the validating resolvers.
import { all, type Chance, chainDistinct, mapDistinct, withExactOdds } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { CommandRefused, type Choice, type Game, type Reason, type Step } from "../core/game/contract.js";
import { stateKey } from "../core/game/key.js";
import type { StandardSchemaV1 } from "../core/standard-schema.js";
import { parseOrThrow } from "../core/validate.js";
import { type AttackOutcome, canParry, hthWith, rangedWith } from "./attack-chain.js";
import { type HthContext, HthContextSchema } from "./context.js";
import { tugsKey } from "./game-key.js";
import { tugsSession } from "./game-sample.js";
import { ableOf, atRoundStart, combatantWith, fateOf, fightState, findCombatant, idOf, replaceAt } from "./game-state.js";
import { type TugsAftermathEvent, aftermathReasons, aftermathStep, describeAftermath } from "./game-time.js";
import {
  type TugsAction,
  type TugsCombatant,
  type TugsCommand,
  TugsCommandSchema,
  type TugsGameState,
  TugsGameStateSchema,
  TugsScenarioSchema,
} from "./game-schemas.js";
import { bodyPartOf, outOfActionOf } from "./impairment.js";
import { initiativeWith } from "./initiative.js";
import { type InjuryEffect, injuryWith } from "./injury.js";
import { optionsOf } from "./options.js";
import { CHANCES, type Kind, type Rolled, type Roller } from "./roller.js";
import { blowOf, markAttacked, skipReason, spent } from "./round.js";
import { type Character, seal } from "./schemas.js";

const FN = "tugsGame";

/**
 * What happens in a tugs fight, as data: `describe` words it for a player (names, not ids).
 *
 * @example
 * ```ts
 * const e: TugsEvent = { type: "initiative", actor: "jan", name: "Jan", total: 8, rule: "TUGS-INIT-1" };
 * ```
 */
export type TugsEvent =
  | {
      /** A round begins. */
      readonly type: "round";
      /** Its number. */
      readonly round: number;
      /** TUGS-INIT-1. */
      readonly rule: "TUGS-INIT-1";
    }
  | {
      /** Someone's initiative total. */
      readonly type: "initiative";
      /** His id. */
      readonly actor: string;
      /** His name. */
      readonly name: string;
      /** The total. */
      readonly total: number;
      /** TUGS-INIT-1. */
      readonly rule: "TUGS-INIT-1";
    }
  | {
      /** The order of the round: groups of names, the first acting first; a group acts simultaneously. */
      readonly type: "order";
      /** The groups, by name. */
      readonly groups: readonly (readonly string[])[];
      /** TUGS-INIT-1. */
      readonly rule: "TUGS-INIT-1";
    }
  | {
      /** An attack. */
      readonly type: "attack";
      /** The attacker's id. */
      readonly actor: string;
      /** His name. */
      readonly name: string;
      /** The defender's id. */
      readonly target: string;
      /** The defender's name. */
      readonly targetName: string;
      /** A ranged attack (no parry). */
      readonly ranged: boolean;
      /** The defender was flanked: +5 (another attacker engaged with him). */
      readonly flanked: boolean;
      /** The attacker was behind the defender: +10 (two or more others engaged with him). */
      readonly behind: boolean;
      /** Resolved with the rest of its initiative group (TUGS-AMB-26). */
      readonly simultaneous: boolean;
      /** What the attack did. */
      readonly outcome: AttackOutcome;
      /** What the injury did to the defender. */
      readonly effects: readonly InjuryEffect[];
      /** TUGS-HTH-1 or TUGS-RNG-1. */
      readonly rule: "TUGS-HTH-1" | "TUGS-RNG-1";
    }
  | {
      /** Something a combatant does or undergoes that is not an attack. */
      readonly type: "declares" | "getsUp" | "standsUp" | "picksUp" | "waits" | "flees" | "wakes";
      /** His id. */
      readonly actor: string;
      /** His name. */
      readonly name: string;
      /** The rule behind it, when there is one. */
      readonly rule?: string | undefined;
    }
  | {
      /** The fight is over: at most one side has anyone able to fight. */
      readonly type: "fightOver";
      /** The side that holds the field, or null. */
      readonly winner: string | null;
      /** The round it ended in. */
      readonly round: number;
      /** TUGS-GM-8. */
      readonly rule: "TUGS-GM-8";
    }
  | TugsAftermathEvent;

/**
 * How a combatant ends a fight.
 *
 * @example
 * ```ts
 * const fate: TugsFate = "knockedOut";
 * ```
 */
export type TugsFate = "standing" | "fled" | "knockedOut" | "coma" | "unconscious" | "dead";

/**
 * The outcome of a tugs fight: the side that holds the field, and how each combatant ended it ("who takes whom out, and how").
 *
 * @example
 * ```ts
 * const o: TugsOutcome = { winner: "thief", fates: [{ id: "jan", fate: "standing" }, { id: "travis", fate: "unconscious" }] };
 * ```
 */
export interface TugsOutcome {
  /** The side with someone still able to fight, or null (nobody, or the GM ended the fight with several). */
  readonly winner: string | null;
  /** Each combatant's fate, in the scenario's order (empty when the scenario's `outcome` is "winner"). */
  readonly fates: readonly {
    /** The combatant's id. */
    readonly id: string;
    /** How he ended the fight. */
    readonly fate: TugsFate;
  }[];
}

type Combatant = TugsCombatant;
type State = TugsGameState;
type Out = Step<State, TugsEvent>;

/** The one to act now: the first member of the acting group who has not declared and is able; undefined outside "act". */
function actorNow(state: State): Combatant | undefined {
  if (state.phase !== "act") return undefined;
  for (const id of state.groups[state.group] ?? []) {
    if (state.declared.some((d) => d.actor === id)) continue;
    const found = findCombatant(state, id);
    if (found !== undefined && ableOf(found.c)) return found.c;
  }
  return undefined;
}

/** The sides with someone able to fight. */
function sidesInTheField(state: State): string[] {
  const sides: string[] = [];
  for (const c of state.combatants) if (ableOf(c) && !sides.includes(c.side)) sides.push(c.side);
  return sides;
}

/** The fight is over once at most one side has anyone able to fight. */
function decided(state: State): boolean {
  let side: string | undefined;
  for (const c of state.combatants) {
    if (!ableOf(c)) continue;
    if (side === undefined) side = c.side;
    else if (c.side !== side) return false;
  }
  return true;
}

function toAftermath(state: State, events: TugsEvent[]): Out {
  const sides = sidesInTheField(state);
  const winner = sides.length === 1 ? (sides[0] as string) : null;
  // the scenario's outcome "fight" or "winner" (TUGS-LIB-1): the game is over with the fight, no time after it
  const phase = state.settings.outcome === undefined ? "aftermath" : "over";
  return {
    state: { ...state, phase, groups: [], group: 0, declared: [], winner },
    events: [...events, { type: "fightOver", winner, round: state.round, rule: "TUGS-GM-8" }],
  };
}

/** After a step of the fight: the next one to act, the next round, or the end of the fight. */
function settle(state: State, events: TugsEvent[]): Out {
  if (state.phase !== "act") return { state, events };
  if (decided(state)) return toAftermath(state, events);
  let s = state;
  while (s.group < s.groups.length && actorNow(s) === undefined) s = fightState(s, s.combatants, s.phase, s.round, s.groups, s.group + 1, []);
  if (s.group < s.groups.length) return { state: s, events };
  // the round is over
  if (s.settings.roundLimit !== null && s.round >= s.settings.roundLimit) return toAftermath(s, events);
  return { state: fightState(s, s.combatants, "initiative", s.round, [], 0, []), events };
}

const reason = (code: string, rule: string | undefined, text: string): Reason => (rule === undefined ? { code, text } : { code, rule, text });

/**
 * Why a command is refused now (empty: allowed). `now` is the one to act now, when the caller has found him
 * already ({@link actorNow} of the state: options asks for every choice of one state).
 */
function reasonsFor(state: State, command: TugsCommand, now?: { readonly c: Combatant | undefined }): Reason[] {
  if (state.phase === "over") return [reason("GAME_OVER", undefined, "the game is over")];
  switch (command.type) {
    case "initiative": {
      if (state.phase !== "initiative") return [wrongPhase(state)];
      if (command.surprised === undefined && command.unprepared === undefined) return [];
      const unknown = [...(command.surprised ?? []), ...(command.unprepared ?? [])].filter((id) => findCombatant(state, id) === undefined);
      return unknown.map((id) => reason("UNKNOWN_COMBATANT", "TUGS-GM-1", `nobody in this fight is called ${JSON.stringify(id)}`));
    }
    case "attack":
    case "getUp":
    case "pickUp":
    case "wait":
    case "flee":
      return actionReasons(state, command, now === undefined ? actorNow(state) : now.c);
    default:
      return aftermathReasons(state, command);
  }
}

function wrongPhase(state: State): Reason {
  const words =
    state.phase === "initiative"
      ? "a round begins: roll initiative first"
      : state.phase === "act"
        ? "combatants are acting in initiative order"
        : "the fight is over: let time pass, give care, or end";
  return reason("WRONG_PHASE", "TUGS-INIT-1", words);
}

function actionReasons(state: State, action: TugsAction, now: Combatant | undefined): Reason[] {
  if (state.phase !== "act") return [wrongPhase(state)];
  // the one acting now is looked up once (options asks for each of his choices)
  const me = now !== undefined && idOf(now) === action.actor ? { c: now } : findCombatant(state, action.actor);
  if (me === undefined) return [reason("UNKNOWN_COMBATANT", undefined, `nobody in this fight is called ${JSON.stringify(action.actor)}`)];
  const name = me.c.character.name;
  const out: Reason[] = [];
  if (now === undefined || idOf(now) !== action.actor) {
    out.push(reason("NOT_YOUR_TURN", "TUGS-INIT-1", now === undefined ? "nobody acts now" : `it is ${now.character.name}'s turn`));
  }
  const status = me.c.character.status;
  switch (action.type) {
    case "attack": {
      const target = findCombatant(state, action.target);
      if (target === undefined) {
        out.push(reason("UNKNOWN_COMBATANT", undefined, `nobody in this fight is called ${JSON.stringify(action.target)}`));
        break;
      }
      const t = target.c;
      if (t.side === me.c.side) out.push(reason("SAME_SIDE", undefined, `${t.character.name} fights on ${name}'s side`));
      if (t.fled) out.push(reason("TARGET_FLED", "TUGS-GM-8", `${t.character.name} has left the fight`));
      else if (outOfActionOf(t.character)) out.push(reason("TARGET_OUT_OF_ACTION", "TUGS-GM-8", `${t.character.name} is out of the fight`));
      const skipped = skipReason(me.c.character, { attack: true });
      if (skipped === "noAttackThisRound") out.push(reason("NO_ATTACK_THIS_ROUND", "TUGS-EFF-1", `${name} cannot attack this round (a body Minor)`));
      if (skipped === "noWeapon") out.push(reason("NO_WEAPON", "TUGS-HTH-2", `${name} has no weapon`));
      if (skipped === "disarmed") out.push(reason("DISARMED", "TUGS-EFF-1", `${name} has dropped his weapon`));
      break;
    }
    case "getUp":
      if (!status.prone) out.push(reason("NOT_ON_THE_GROUND", "TUGS-EFF-1", `${name} is on his feet`));
      else if (status.cannotGetUp) out.push(reason("CANNOT_GET_UP", "TUGS-EFF-1", `${name} cannot get up (a leg Major)`));
      else if (status.cannotWalk) out.push(reason("CANNOT_WALK", "TUGS-EFF-1", `${name} cannot walk (a leg Critical)`));
      break;
    case "pickUp": {
      const arm = bodyPartOf("weaponArm", me.c.character.weaponHand);
      if (!status.disarmed) out.push(reason("NOT_DISARMED", "TUGS-EFF-1", `${name} holds his weapon`));
      else if (me.c.character.weapons.length === 0) out.push(reason("NO_WEAPON", "TUGS-HTH-2", `${name} has no weapon`));
      else if (status.unusable.includes(arm)) out.push(reason("ARM_UNUSABLE", "TUGS-EFF-1", `${name} cannot use his weapon arm`));
      break;
    }
    case "flee":
      if (status.cannotWalk) out.push(reason("CANNOT_WALK", "TUGS-EFF-1", `${name} cannot walk (a leg Critical)`));
      else if (status.prone && status.cannotGetUp) out.push(reason("CANNOT_GET_UP", "TUGS-EFF-1", `${name} is on the ground and cannot get up`));
      break;
    case "wait":
      break;
  }
  return out;
}

/**
 * `all(parts)` on a roller: the chance roller's `all` (the node the step always built), or the values themselves,
 * rolled already in the order of the list (the order `all`'s sampler draws them).
 */
function allOf<K extends Kind, T>(m: Roller<K>, parts: readonly Rolled<K, T>[]): Rolled<K, T[]> {
  return (m.chances ? all(parts as readonly Chance<T>[]) : parts.slice()) as Rolled<K, T[]>;
}

/** The initiative step: start-of-round bookkeeping for everyone, then every able combatant's roll (TUGS-INIT-1). */
function initiativeStep<K extends Kind>(m: Roller<K>, state: State, command: Extract<TugsCommand, { type: "initiative" }>): Rolled<K, Out> {
  const round = state.round + 1;
  const events: TugsEvent[] = [{ type: "round", round, rule: "TUGS-INIT-1" }];
  const combatants: Combatant[] = [];
  // the able, in the list's order: their index, and their initiative rolls (in that order: the dice's order)
  const rollers: number[] = [];
  const rolls: Rolled<K, number>[] = [];
  const opts = state.settings.options;
  for (const c of state.combatants) {
    // the start-of-round bookkeeping (TUGS-EFF-1): the same function tugsGame.key reads an "initiative" state by
    const started = atRoundStart(c);
    const character = started.character;
    if (c.character.status.knockedOut !== null && character.status.knockedOut === null)
      events.push({ type: "wakes", actor: idOf(c), name: c.character.name, rule: "TUGS-EFF-1" });
    if (c.character.status.prone && !character.status.prone) events.push({ type: "standsUp", actor: idOf(c), name: c.character.name });
    if (ableOf(started)) {
      const id = idOf(started);
      rollers.push(combatants.length);
      rolls.push(
        initiativeWith(
          m,
          character,
          undefined,
          { surprised: command.surprised?.includes(id) ?? false, unprepared: command.unprepared?.includes(id) ?? false, onTheGround: false },
          opts,
        ),
      );
    }
    combatants.push(started);
  }
  return m.map(allOf(m, rolls), (totals): Out => {
    const next = combatants.slice();
    const out: TugsEvent[] = events.slice();
    for (let k = 0; k < rollers.length; k++) {
      const i = rollers[k] as number;
      const c = combatants[i] as Combatant;
      const ready = spent(c.character);
      if (ready !== c.character) next[i] = combatantWith(c, ready, c.engagedWith, c.gettingUp, c.parries);
      out.push({ type: "initiative", actor: idOf(c), name: c.character.name, total: totals[k] as number, rule: "TUGS-INIT-1" });
    }
    // the groups in descending order of the totals, each in the list's order (ties act together, TUGS-AMB-26)
    const distinct: number[] = [];
    for (const t of totals) if (!distinct.includes(t)) distinct.push(t);
    distinct.sort((x, y) => y - x);
    const groups: string[][] = [];
    const names: string[][] = [];
    for (const t of distinct) {
      const ids: string[] = [];
      const named: string[] = [];
      for (let k = 0; k < rollers.length; k++) {
        if (totals[k] !== t) continue;
        const c = combatants[rollers[k] as number] as Combatant;
        ids.push(idOf(c));
        named.push(c.character.name);
      }
      groups.push(ids);
      names.push(named);
    }
    out.push({ type: "order", groups: names, rule: "TUGS-INIT-1" });
    return settle(fightState(state, next, "act", round, groups, 0, []), out);
  });
}

/** What one attack of a group rolled, before its injury is applied. */
interface AttackRolled {
  readonly outcome: AttackOutcome;
  readonly flanked: boolean;
  readonly behind: boolean;
  readonly defended: boolean;
}

const EMPTY_HTH: HthContext = parseOrThrow(FN, HthContextSchema, {}, "hth");

/** The chance of one attack from the state now: flank and behind from who else is engaged, parries limited. */
function attackRoll<K extends Kind>(m: Roller<K>, state: State, action: Extract<TugsAction, { type: "attack" }>): Rolled<K, AttackRolled> {
  const me = (findCombatant(state, action.actor) as { c: Combatant }).c;
  const them = (findCombatant(state, action.target) as { c: Combatant }).c;
  const opts = state.settings.options;
  const weapon = me.character.weapons[0] as Character["weapons"][number];
  if (action.ranged !== undefined) {
    return m.map(rangedWith(m, me.character, them.character, action.ranged, opts, weapon), (outcome) => ({
      outcome,
      flanked: false,
      behind: false,
      defended: false,
    }));
  }
  // the game's reading of "flanked" and "behind" (TUGS-HTH-2, a GM input by TUGS-GM-1): from the others engaged with the defender
  const others = state.combatants.filter((c) => idOf(c) !== action.actor && c.side !== them.side && c.engagedWith === action.target && ableOf(c)).length;
  const behind = others >= 2;
  const flanked = others === 1;
  const limit = state.settings.parriesPerRound;
  const given = action.hth ?? EMPTY_HTH;
  const parries = given.defenderParries && (limit === null || them.parries < limit);
  const aimed = action.aimedLocation ?? given.aimedLocation;
  const ctx: HthContext = {
    ...given,
    defenderFlanked: given.defenderFlanked || flanked,
    attackerBehind: given.attackerBehind || behind,
    defenderParries: parries,
    ...(aimed === undefined ? {} : { aimedLocation: aimed }),
  };
  const defends = parries && them.character.weapons[0] !== undefined && canParry(them.character);
  return m.map(hthWith(m, me.character, them.character, ctx, opts, weapon), (outcome) => ({
    outcome,
    flanked: ctx.defenderFlanked,
    behind: ctx.attackerBehind,
    defended: defends && outcome.result !== "miss",
  }));
}

/** The index of the combatant of an id in the list (-1: none). */
function indexOfId(list: readonly Combatant[], id: string): number {
  for (let i = 0; i < list.length; i++) if (idOf(list[i] as Combatant) === id) return i;
  return -1;
}

/** The event of an attack that rolled `r`, with the effects of its injury. */
function attackEvent(
  action: Extract<TugsAction, { type: "attack" }>,
  name: string,
  targetName: string,
  r: AttackRolled,
  simultaneous: boolean,
  effects: readonly InjuryEffect[],
): TugsEvent {
  return {
    type: "attack",
    actor: action.actor,
    name,
    target: action.target,
    targetName,
    ranged: action.ranged !== undefined,
    flanked: r.flanked,
    behind: r.behind,
    simultaneous,
    outcome: r.outcome,
    effects,
    rule: action.ranged !== undefined ? "TUGS-RNG-1" : "TUGS-HTH-1",
  };
}

function update(state: State, id: string, f: (c: Combatant) => Combatant): State {
  const found = findCombatant(state, id);
  return found === undefined
    ? state
    : fightState(state, replaceAt(state.combatants, found.i, f(found.c)), state.phase, state.round, state.groups, state.group, state.declared);
}

/** One declared action applied to the state (after every attack of the group has rolled). */
function applyAction<K extends Kind>(
  m: Roller<K>,
  acc: { state: State; events: TugsEvent[] },
  action: TugsAction,
  rolled: AttackRolled | null,
  group: readonly string[],
): Rolled<K, { state: State; events: TugsEvent[] }> {
  const me = (findCombatant(acc.state, action.actor) as { c: Combatant }).c;
  const who = { actor: action.actor, name: me.character.name };
  // (no closure per call: the steps are written out)
  switch (action.type) {
    case "getUp":
      return m.just({
        state: update(acc.state, action.actor, (c) => ({ ...c, gettingUp: true })),
        events: [...acc.events, { type: "getsUp", ...who }],
      });
    case "pickUp":
      return m.just({
        state: update(acc.state, action.actor, (c) => ({ ...c, character: { ...c.character, status: { ...c.character.status, disarmed: false } } })),
        events: [...acc.events, { type: "picksUp", ...who }],
      });
    case "wait":
      return m.just({ state: acc.state, events: [...acc.events, { type: "waits", ...who, rule: "TUGS-GM-8" }] });
    case "flee":
      return m.just({
        state: update(acc.state, action.actor, (c) => ({ ...c, fled: true, engagedWith: null })),
        events: [...acc.events, { type: "flees", ...who, rule: "TUGS-GM-8" }],
      });
    case "attack":
      break;
  }
  const r = rolled as AttackRolled;
  const simultaneous = group.length > 1;
  const target = (findCombatant(acc.state, action.target) as { c: Combatant }).c;
  const withParry = acc.state;
  const o = r.outcome;
  if (o.result !== "hit" || o.location === null)
    return m.just({ state: withParry, events: [...acc.events, attackEvent(action, me.character.name, target.character.name, r, simultaneous, [])] });
  const defender = (findCombatant(withParry, action.target) as { c: Combatant }).c;
  // TUGS-AMB-26: in a simultaneous group every attack is already made; otherwise the defender's own flag (TUGS-AMB-20)
  const alreadyAttacked = (simultaneous && group.includes(action.target)) || defender.character.status.attackedThisRound;
  return m.map(injuryWith(m, defender.character, blowOf(o, o.location), withParry.settings.options, { alreadyAttacked }), (hurt) => ({
    state: update(withParry, action.target, (c) => ({ ...c, character: hurt.character })),
    events: [...acc.events, attackEvent(action, me.character.name, target.character.name, r, simultaneous, hurt.effects)],
  }));
}

/**
 * The state and events after one attacker's attack (resolveGroup's single attack): the attacker marked at `ia`,
 * the defender after it at `it`, the group done. A module function, so a step makes no closure for it.
 */
function attacked(
  state: State,
  action: Extract<TugsAction, { type: "attack" }>,
  r: AttackRolled,
  simultaneous: boolean,
  ia: number,
  marked: Combatant,
  it: number,
  defender: Combatant,
  effects: readonly InjuryEffect[],
): Out {
  const list = state.combatants;
  const next = list.slice();
  next[it] = defender;
  next[ia] = marked;
  const event = attackEvent(action, (list[ia] as Combatant).character.name, (list[it] as Combatant).character.name, r, simultaneous, effects);
  return settle(fightState(state, next, state.phase, state.round, state.groups, state.group + 1, []), [event]);
}

/**
 * A group's declared actions resolved together (TUGS-AMB-26): every attack rolled from the states before the group
 * acts (a parry made counts against the limit of the next attack on the same defender), then the effects in order.
 */
function resolveGroup<K extends Kind>(m: Roller<K>, state: State, declared: readonly TugsAction[]): Rolled<K, Out> {
  const group = state.groups[state.group] ?? [];
  const only = declared[0];
  if (declared.length === 1 && only?.type === "attack") {
    // one attacker: the same steps, with no full state carried between the dice (what battleOdds merges stays small)
    // (the steps of applyAction for an attack, with the attacker and the defender replaced once in the list)
    return m.chain(attackRoll(m, state, only), (r) => {
      const list = state.combatants;
      const ia = indexOfId(list, only.actor);
      const it = indexOfId(list, only.target);
      const me = list[ia] as Combatant;
      const them = list[it] as Combatant;
      const marked: Combatant = combatantWith(me, markAttacked(me.character), only.target, me.gettingUp, me.parries);
      const parried: Combatant = r.defended ? combatantWith(them, them.character, them.engagedWith, them.gettingUp, them.parries + 1) : them;
      const simultaneous = group.length > 1;
      const o = r.outcome;
      if (o.result !== "hit" || o.location === null) return m.just(attacked(state, only, r, simultaneous, ia, marked, it, parried, []));
      // TUGS-AMB-26: in a simultaneous group every attack is already made; otherwise the defender's own flag (TUGS-AMB-20)
      const alreadyAttacked = (simultaneous && group.includes(only.target)) || them.character.status.attackedThisRound;
      return m.map(injuryWith(m, them.character, blowOf(o, o.location), state.settings.options, { alreadyAttacked }), (hurt) =>
        attacked(
          state,
          only,
          r,
          simultaneous,
          ia,
          marked,
          it,
          combatantWith(parried, hurt.character, parried.engagedWith, parried.gettingUp, parried.parries),
          hurt.effects,
        ),
      );
    });
  }
  const attacks = declared.filter((d): d is Extract<TugsAction, { type: "attack" }> => d.type === "attack");
  if (attacks.length === declared.length && new Set(attacks.map((d) => d.target)).size === attacks.length) return distinctTargets(m, state, attacks, group);
  let rolling: Rolled<K, { state: State; rolled: (AttackRolled | null)[] }> = m.just({ state, rolled: [] });
  for (const d of declared) {
    rolling = m.chain(rolling, (acc) => {
      if (d.type !== "attack") return m.just({ state: acc.state, rolled: [...acc.rolled, null] });
      return m.map(attackRoll(m, acc.state, d), (r) => ({
        state: r.defended ? update(acc.state, d.target, (c) => ({ ...c, parries: c.parries + 1 })) : acc.state,
        rolled: [...acc.rolled, r],
      }));
    });
  }
  return m.chain(rolling, ({ state: rolledState, rolled }) => {
    // the attackers have attacked (TUGS-AMB-20) and are engaged with their targets
    let marked = rolledState;
    for (const d of declared) {
      if (d.type === "attack") marked = update(marked, d.actor, (c) => ({ ...c, engagedWith: d.target, character: markAttacked(c.character) }));
    }
    let step: Rolled<K, { state: State; events: TugsEvent[] }> = m.just({ state: marked, events: [] });
    declared.forEach((d, k) => {
      step = m.chain(step, (acc) => applyAction(m, acc, d, rolled[k] ?? null, group));
    });
    return m.map(step, ({ state: s, events }) => settle(fightState(s, s.combatants, s.phase, s.round, s.groups, s.group + 1, []), events));
  });
}

/** One attack's effects on its defender (null: no injury). */
interface Hurt {
  readonly character: Character | null;
  readonly effects: readonly InjuryEffect[];
}

/**
 * A simultaneous group whose attacks all go to different defenders: the attacks rolled together (in order), then
 * each hit's effects on its own defender, with the same dice in the same order as the general case; the effects
 * of one outcome are built once and shared, so the exact odds enumerate them once.
 */
function distinctTargets<K extends Kind>(
  m: Roller<K>,
  state: State,
  attacks: readonly Extract<TugsAction, { type: "attack" }>[],
  group: readonly string[],
): Rolled<K, Out> {
  let marked = state;
  for (const d of attacks) marked = update(marked, d.actor, (c) => ({ ...c, engagedWith: d.target, character: markAttacked(c.character) }));
  const opts = state.settings.options;
  const noEffect: Rolled<K, Hurt> = m.just({ character: null, effects: [] });
  // the chance roller builds the effects of one outcome once (shared by every roll of it); rolled at once, each is rolled
  const caches = attacks.map(() => new Map<string, Rolled<K, Hurt>>());
  const effectsOf = (k: number, r: AttackRolled): Rolled<K, Hurt> => {
    const o = r.outcome;
    if (o.result !== "hit" || o.location === null) return noEffect;
    const key = m.chances ? stateKey(o) : "";
    const cache = caches[k] as Map<string, Rolled<K, Hurt>>;
    const known = m.chances ? cache.get(key) : undefined;
    if (known !== undefined) return known;
    const d = attacks[k] as Extract<TugsAction, { type: "attack" }>;
    const defender = (findCombatant(marked, d.target) as { c: Combatant }).c.character;
    // TUGS-AMB-26: every attack of the group is already made when the effects apply
    const alreadyAttacked = group.includes(d.target) || defender.status.attackedThisRound;
    const made: Rolled<K, Hurt> = injuryWith(m, defender, blowOf(o, o.location), opts, { alreadyAttacked });
    if (m.chances) cache.set(key, made);
    return made;
  };
  const sides = attacks.map((d) => attackRoll(m, state, d));
  const combineOn =
    (base: State) =>
    (rolled: readonly AttackRolled[], hurts: readonly Hurt[]): Out => {
      let s = base;
      const events: TugsEvent[] = [];
      attacks.forEach((d, k) => {
        const r = rolled[k] as AttackRolled;
        const hurt = hurts[k] as Hurt;
        const me = (findCombatant(s, d.actor) as { c: Combatant }).c;
        const them = (findCombatant(s, d.target) as { c: Combatant }).c;
        s = update(s, d.target, (c) => ({ ...c, parries: c.parries + (r.defended ? 1 : 0), character: hurt.character ?? c.character }));
        events.push({
          type: "attack",
          actor: d.actor,
          name: me.character.name,
          target: d.target,
          targetName: them.character.name,
          ranged: d.ranged !== undefined,
          flanked: r.flanked,
          behind: r.behind,
          simultaneous: attacks.length > 1,
          outcome: r.outcome,
          effects: hurt.effects,
          rule: d.ranged !== undefined ? "TUGS-RNG-1" : "TUGS-HTH-1",
        });
      });
      return settle(fightState(s, s.combatants, s.phase, s.round, s.groups, s.group + 1, []), events);
    };
  const played = m.chain(allOf(m, sides), (rolled) =>
    m.map(
      allOf(
        m,
        rolled.map((r, k) => effectsOf(k, r)),
      ),
      (hurts) => combineOn(marked)(rolled, hurts),
    ),
  );
  if (!m.chances) return played;
  const sideChances = sides as readonly Chance<AttackRolled>[];
  // the exact odds (issue 13): the same values with the same probabilities, enumerated without a merge of whole
  // states. Each side's injuries are enumerated first, beside the pair of rolls (so the chain's estimate from its
  // first continuation, issue 10, is a memoised one, not every shared injury at once), each injured character
  // sealed once (its key part written once per battleOdds call); the result is injective in (rolls, injuries):
  // the events carry each attack's outcome and effects, the state each defender after them
  return withExactOdds(played as Chance<Out>, () => {
    const sealed = new Map<Character, Character>();
    const sealedOf = (c: Character): Character => {
      let known = sealed.get(c);
      if (known === undefined) {
        known = seal(c);
        sealed.set(c, known);
      }
      return known;
    };
    const hurtSealed = new Map<Chance<Hurt>, Chance<Hurt>>();
    const exactEffects = (k: number, r: AttackRolled): Chance<Hurt> => {
      const made = effectsOf(k, r) as Chance<Hurt>;
      let known = hurtSealed.get(made);
      if (known === undefined) {
        known = made === noEffect ? made : mapDistinct(made, (h) => ({ character: h.character === null ? null : sealedOf(h.character), effects: h.effects }));
        hurtSealed.set(made, known);
      }
      return known;
    };
    const warm = sideChances.map((side, k) => side.chain((r) => exactEffects(k, r)).map(() => 0));
    // the attackers marked as in `marked`, sealed once
    let base = marked;
    for (const d of attacks) base = update(base, d.actor, (c) => ({ ...c, character: sealedOf(c.character) }));
    return chainDistinct(
      mapDistinct(all([...warm, all(sideChances)]), (parts) => parts[parts.length - 1] as AttackRolled[]),
      (rolled) => all(rolled.map((r, k) => exactEffects(k, r))),
      combineOn(base),
    );
  }) as Rolled<K, Out>;
}

function actStep<K extends Kind>(m: Roller<K>, state: State, action: TugsAction): Rolled<K, Out> {
  const group = state.groups[state.group] ?? [];
  const declared = [...state.declared, action];
  const waiting = group.filter((id) => !declared.some((d) => d.actor === id) && ableOf((findCombatant(state, id) as { c: Combatant }).c));
  if (waiting.length > 0) {
    const me = (findCombatant(state, action.actor) as { c: Combatant }).c;
    return m.just({
      state: fightState(state, state.combatants, state.phase, state.round, state.groups, state.group, declared),
      events: [{ type: "declares", actor: action.actor, name: me.character.name, rule: "TUGS-AMB-26" }],
    });
  }
  return resolveGroup(m, state, declared);
}

/** One choice of a state's options, `now` the one to act (found once for every choice). */
function choiceIn(state: State, now: { readonly c: Combatant | undefined }, command: TugsCommand): Choice<TugsCommand> {
  const reasons = reasonsFor(state, command, now);
  return { command, allowed: reasons.length === 0, reasons, label: labelOf(state, command) };
}

/**
 * The label of a command options lists, in the state it is listed in (the one place the labels are worded: the
 * session's whole battle lists the same commands without them).
 */
function labelOf(state: State, command: TugsCommand): string {
  switch (command.type) {
    case "initiative":
      return `Round ${String(state.round + 1)}: roll initiative`;
    case "attack":
      return `${nameIn(state, command.actor)} attacks ${nameIn(state, command.target)}`;
    case "getUp":
      return `${nameIn(state, command.actor)} gets up`;
    case "pickUp":
      return `${nameIn(state, command.actor)} picks up his weapon`;
    case "wait":
      return `${nameIn(state, command.actor)} waits`;
    case "flee":
      return `${nameIn(state, command.actor)} flees`;
    case "pass":
      return command.unit === "minutes"
        ? "10 minutes pass"
        : command.unit === "hours"
          ? "an hour passes"
          : command.activity === "rest"
            ? "a day of rest"
            : "an active day";
    case "firstAid":
      return `first aid for ${nameIn(state, command.patient)}`;
    case "care":
      return `${command.care} for ${nameIn(state, command.patient)}`;
    case "end":
      return "end the game";
  }
}

/** The name of a combatant of the state, by id (a module function: a closure made per label costs more than it). */
function nameIn(state: State, id: string): string {
  return (findCombatant(state, id) as { c: Combatant }).c.character.name;
}

/**
 * The commands a state's options list, in their order (fresh objects each call): options makes its choices of
 * them, the session's whole battle its unlabelled offers. `now` is the one to act now.
 */
function commandsOf(state: State, now: Combatant | undefined): TugsCommand[] {
  switch (state.phase) {
    case "over":
      return [];
    case "initiative":
      return [{ type: "initiative" }];
    case "act": {
      const me = now as Combatant;
      const id = idOf(me);
      const out: TugsCommand[] = [];
      for (const t of state.combatants) {
        if (t.side === me.side) continue;
        out.push({ type: "attack", actor: id, target: idOf(t) });
      }
      out.push({ type: "getUp", actor: id }, { type: "pickUp", actor: id }, { type: "wait", actor: id }, { type: "flee", actor: id });
      return out;
    }
    case "aftermath": {
      const out: TugsCommand[] = [
        { type: "pass", amount: 10, unit: "minutes" },
        { type: "pass", amount: 1, unit: "hours" },
        { type: "pass", amount: 1, unit: "days", activity: "rest" },
        { type: "pass", amount: 1, unit: "days", activity: "active" },
      ];
      for (const c of state.combatants) {
        const id = idOf(c);
        out.push({ type: "firstAid", patient: id });
        for (const care of ["rest", "firstAid", "dispensary", "hospital"] as const) out.push({ type: "care", patient: id, care });
      }
      out.push({ type: "end" });
      return out;
    }
  }
}

function options(state: State): readonly Choice<TugsCommand>[] {
  // the one to act now, found once for every choice
  const now = { c: actorNow(state) };
  const commands = commandsOf(state, now.c);
  const out: Choice<TugsCommand>[] = [];
  for (const command of commands) out.push(choiceIn(state, now, command));
  return out;
}

/**
 * A command options lists, as the session's whole battle offers it to a shipped policy's choice (fighterChoice
 * reads `command` and `allowed` only): `allowed` worked out from the same refusals when read, no label.
 */
class Offer {
  readonly command: TugsCommand;
  readonly #state: State;
  readonly #now: { readonly c: Combatant | undefined };

  constructor(state: State, now: { readonly c: Combatant | undefined }, command: TugsCommand) {
    this.#state = state;
    this.#now = now;
    this.command = command;
  }

  get allowed(): boolean {
    return reasonsFor(this.#state, this.command, this.#now).length === 0;
  }
}

/** The state's options as offers (options' commands, in its order, unlabelled), for the session's whole battle. */
function offersOf(state: State): Offer[] {
  const now = { c: actorNow(state) };
  const out: Offer[] = [];
  for (const command of commandsOf(state, now.c)) out.push(new Offer(state, now, command));
  return out;
}

function outcome(state: State): TugsOutcome | undefined {
  if (state.phase !== "over") return undefined;
  // the scenario's outcome "winner" (TUGS-LIB-1): the side alone
  if (state.settings.outcome === "winner") return { winner: state.winner, fates: [] };
  return { winner: state.winner, fates: state.combatants.map((c) => ({ id: idOf(c), fate: fateOf(c) })) };
}

function setup(scenario: unknown): State {
  const s = parseOrThrow(`${FN}.setup`, TugsScenarioSchema, scenario, "scenario");
  const seen: string[] = [];
  const sides: string[] = [];
  const combatants = s.combatants.map((c, i): Combatant => {
    const id = c.character.id ?? c.character.name;
    if (seen.includes(id)) {
      throw new RulesError({
        code: "INVALID_INPUT",
        fn: `${FN}.setup`,
        path: `scenario.combatants[${String(i)}].character.id`,
        value: id,
        message: "expected every combatant to have an id (or a name) of his own",
      });
    }
    seen.push(id);
    if (!sides.includes(c.side)) sides.push(c.side);
    return { character: { ...c.character, id }, side: c.side, engagedWith: null, gettingUp: false, parries: 0, fled: false };
  });
  if (sides.length < 2) {
    throw new RulesError({
      code: "INVALID_INPUT",
      fn: `${FN}.setup`,
      path: "scenario.combatants",
      value: sides,
      message: "expected combatants on at least two sides",
    });
  }
  return {
    combatants,
    phase: "initiative",
    round: 0,
    groups: [],
    group: 0,
    declared: [],
    minutes: 0,
    winner: null,
    // frozen: every state of the fight shares it (battleOdds writes its key part once)
    settings: deepFreeze({
      options: s.options ?? optionsOf(undefined, FN),
      parriesPerRound: s.parriesPerRound ?? null,
      roundLimit: s.roundLimit ?? null,
      // the default ("end") is left out: a scenario without it sets up the same state as before
      ...(s.outcome === undefined || s.outcome === "end" ? {} : { outcome: s.outcome }),
    }),
  };
}

/** The step of a fight command the rules allow, on a roller: the game's step builds its chance with the chance roller, the session rolls it at once. */
function fightStep<K extends Kind>(m: Roller<K>, state: State, command: Extract<TugsCommand, { type: "initiative" }> | TugsAction): Rolled<K, Out> {
  return command.type === "initiative" ? initiativeStep(m, state, command) : actStep(m, state, command);
}

function step(state: State, command: TugsCommand): Chance<Out> {
  const reasons = reasonsFor(state, command);
  if (reasons.length > 0) throw new CommandRefused(`${FN}.step`, command, reasons.slice(0, 100));
  switch (command.type) {
    case "initiative":
    case "attack":
    case "getUp":
    case "pickUp":
    case "wait":
    case "flee":
      return fightStep(CHANCES, state, command);
    default:
      return aftermathStep(state, command);
  }
}

/** The game's members, shared by tugsGame and its session. */
const members: Omit<Game<TugsGameState, TugsCommand, TugsEvent, TugsOutcome>, "session"> = Object.freeze({
  system: "tugs",
  StateSchema: frozenSchema<TugsGameState>(TugsGameStateSchema),
  CommandSchema: frozenSchema<TugsCommand>(TugsCommandSchema),
  setup,
  options,
  step,
  outcome,
  describe,
  player(state) {
    const now = actorNow(state);
    return now === undefined ? state.combatants[0]?.side : now.side;
  },
  key(state, part) {
    // what the rest of the game reads of the state, so merged states have the same future (issue 15, ruling
    // TUGS-LIB-1 when the game ends with the fight): see src/tugs/game-key.ts; in battleOdds the parts by their
    // short keys (a character a step left unchanged costs a lookup)
    return tugsKey(state, part, outcome);
  },
});

/**
 * A tugs fight as a game (core contract, `play`, `replay`, `simulateBattle`, `battleOdds`): any number of
 * combatants in sides. Each round starts with the bookkeeping of TUGS-EFF-1 (a knockout of rounds counts down,
 * whoever spent the last round getting up stands, "no attack next round" becomes this round's), then everyone able
 * rolls initiative (TUGS-INIT-1); in order of the totals each combatant attacks a target of his choice (or gets up,
 * picks up his weapon, waits, flees); equal totals act simultaneously (TUGS-AMB-26). A defender engaged by another
 * attacker is flanked (+5), by two or more the attacker is behind him (+10); parries can be limited per round
 * (`parriesPerRound`). Once at most one side stands, the fight is over and time passes (rounds, minutes, hours,
 * days): knockouts expire, untreated injuries worsen (a body Critical in 10 minutes, TUGS-AMB-19), first aid and
 * care treat them and start their recovery (TUGS-REC-1/2), rest gives hit points back (TUGS-REC-3); `end` ends it.
 *
 * @example
 * ```ts
 * import { autoplay, seededDice } from "pulp-rules";
 * import { attackWeakest, tugsGame } from "pulp-rules/tugs";
 * const state = tugsGame.setup({ combatants: [{ character: jan, side: "thief" }, { character: travis, side: "watch" }] });
 * const end = autoplay(tugsGame, state, attackWeakest, seededDice(7));
 * tugsGame.describe(end.events); // "Round 1.", "Initiative: Jan 13, Travis 10.", ...
 * ```
 */
export const tugsGame: Game<TugsGameState, TugsCommand, TugsEvent, TugsOutcome> = Object.freeze<Game<TugsGameState, TugsCommand, TugsEvent, TugsOutcome>>({
  ...members,
  session() {
    // a run of many battles (simulateBattle, once per chunk): the fight's steps rolled at once on the chunk's
    // generator, with the same rules and dice (src/tugs/game-sample.ts)
    return tugsSession({ members, reasons: reasonsFor, fightStep, offers: offersOf });
  },
});

/**
 * A Standard Schema that validates with `schema`, frozen all the way down (an exported game is shared data that no
 * caller may change; the zod schema itself stays the module's own, exported apart).
 */
function frozenSchema<T>(schema: StandardSchemaV1<unknown, T>): StandardSchemaV1<unknown, T> {
  const inner = schema["~standard"];
  return Object.freeze({ "~standard": Object.freeze({ version: 1 as const, vendor: inner.vendor, validate: (value: unknown) => inner.validate(value) }) });
}

const LOCATION_WORDS: Readonly<Record<string, string>> = {
  leftLeg: "left leg",
  rightLeg: "right leg",
  body: "body",
  otherArm: "other arm",
  weaponArm: "weapon arm",
  head: "head",
};

const EFFECT_WORDS: Readonly<Record<InjuryEffect, string>> = {
  keepsWeapon: "keeps hold of his weapon",
  dropsWeapon: "drops his weapon",
  falls: "falls",
  keepsFooting: "keeps his footing",
  cannotGetUp: "cannot get up",
  cannotWalk: "cannot walk",
  limbUnusable: "loses the use of the limb",
  limbSevered: "the limb is severed",
  noAttackThisRound: "cannot attack this round",
  noAttackNextRound: "cannot attack next round",
  fallsAtEveryInjury: "will fall at every injury unless he makes a Stamina roll",
  staysConscious: "stays conscious",
  unconscious: "is knocked unconscious",
  coma: "falls into a coma",
  dead: "dies",
  initiativePenalty: "-3 on his next initiative",
  derivedBodyInjury: "it counts to the body",
};

function describeAttack(e: Extract<TugsEvent, { type: "attack" }>): string {
  const how = [e.behind ? "from behind" : "", e.flanked ? "on the flank" : "", e.simultaneous ? "at the same time" : ""].filter((w) => w !== "").join(", ");
  const head = `${e.name} ${e.ranged ? "shoots at" : "attacks"} ${e.targetName}${how === "" ? "" : ` (${how})`}`;
  const o = e.outcome;
  if (o.result === "miss") return `${head}: a miss.`;
  if (o.result === "parried") return `${head}: ${e.targetName} parries${o.crit ? " the critical" : ""}.`;
  const where = LOCATION_WORDS[o.location ?? "body"] ?? "body";
  const blow =
    o.level === null ? (o.blunt === "none" ? "no injury" : `a blow on the armour (${o.blunt})`) : `a ${o.level}${o.lethal ? "" : " non-lethal"} injury`;
  const effects = e.effects.length === 0 ? "" : ` ${e.targetName}: ${e.effects.map((x) => EFFECT_WORDS[x]).join(", ")}.`;
  return `${head}: ${o.crit ? "a critical hit" : "a hit"} on the ${where}, ${blow}.${effects}`;
}

function describe(events: readonly TugsEvent[]): readonly string[] {
  const lines: string[] = [];
  let totals: string[] = [];
  for (const e of events) {
    if (e.type === "initiative") {
      totals.push(`${e.name} ${String(e.total)}`);
      continue;
    }
    if (totals.length > 0) {
      lines.push(`Initiative: ${totals.join(", ")}.`);
      totals = [];
    }
    switch (e.type) {
      case "round":
        lines.push(`Round ${String(e.round)}.`);
        break;
      case "order":
        lines.push(`Order: ${e.groups.map((g) => (g.length > 1 ? `${g.join(" and ")} together` : g.join(""))).join(", then ")}.`);
        break;
      case "attack":
        lines.push(describeAttack(e));
        break;
      case "declares":
        lines.push(`${e.name} declares his action.`);
        break;
      case "getsUp":
        lines.push(`${e.name} spends the round getting up.`);
        break;
      case "standsUp":
        lines.push(`${e.name} is on his feet again.`);
        break;
      case "picksUp":
        lines.push(`${e.name} picks up his weapon.`);
        break;
      case "waits":
        lines.push(`${e.name} does not attack.`);
        break;
      case "flees":
        lines.push(`${e.name} flees.`);
        break;
      case "wakes":
        lines.push(`${e.name} comes to.`);
        break;
      case "fightOver":
        lines.push(
          `The fight is over after ${String(e.round)} round${e.round === 1 ? "" : "s"}: ${e.winner === null ? "nobody holds the field" : `${e.winner} holds the field`}.`,
        );
        break;
      default:
        lines.push(describeAftermath(e));
    }
  }
  if (totals.length > 0) lines.push(`Initiative: ${totals.join(", ")}.`);
  return lines;
}
