// fateScene: a scene of conflicts and the fate-point economy as a game (DESIGN.md, "Games"; issue 15). The
// rules live in the fate resolvers (planSide, stressOf, applyStress, compel, aggravate, endScene): this file only
// sequences them, as ruling FATE-AMB-22 leaves to the caller.
import { type Chance, constant } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { Fraction } from "../core/fraction.js";
import { type Choice, CommandRefused, checkCommand, type Game, type Reason, type Step } from "../core/game/contract.js";
import { stateKey } from "../core/game/key.js";
import type { TraceEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { type Advice, adviseAction } from "./advice.js";
import { createCharacter } from "./character.js";
import { CONFLICT_ABILITIES, stressOf } from "./conflict.js";
import { compelValidated as answer, endSceneValidated as endOfScene } from "./economy.js";
import { ladderText } from "./ladder.js";
import { type FateOptions, fateOptions } from "./options.js";
import { type OutcomeKind, outcomeOf } from "./outcome.js";
import { codeFaces, codeSum, type DFFace, FATE_POINT_BONUS, type PlannedRoll, planSideValidated, rollSideFaces, type Side, type SideRole } from "./roll.js";
import {
  type SceneAction,
  type SceneAttack,
  type SceneCommand,
  SceneCommandSchema,
  type SceneOutcome,
  SceneScenarioSchema,
  type SceneState,
  SceneStateSchema,
} from "./scene-schemas.js";
import type { AbilityName, Character, Severity, TrackName } from "./schemas.js";
import { aggravate, applyStressValidated, concedeValidated as concede, freeConsequencesValidated as freeConsequences } from "./stress.js";

const FN = "fateScene.step";

/** No die: the one chance every certain step maps from. */
const NOTHING: Chance<null> = constant(null);

/**
 * A certain step, without the deep copy `constant` makes (a step's state is made of new objects and of parts of the
 * state it came from, none of which is ever changed): a pass or a soak costs a map, not a copy of the whole scene.
 */
function certain<T>(value: T): Chance<T> {
  return NOTHING.map(() => value);
}

/**
 * What happened in a scene, as data: each event names its characters by id and by name (for `describe`) and
 * cites its rule.
 *
 * @example
 * ```ts
 * const e: SceneEvent = { type: "pass", actor: "indy", name: "Indy", rule: "FATE-AMB-22" };
 * ```
 */
export type SceneEvent =
  | {
      /** An attack declared (FATE-CONF-1..3). */
      readonly type: "attack";
      /** The attacker's id. */
      readonly actor: string;
      /** The attacker's name. */
      readonly name: string;
      /** The defender's id. */
      readonly target: string;
      /** The defender's name. */
      readonly targetName: string;
      /** The kind of conflict. */
      readonly kind: SceneAttack["kind"];
      /** Whether a fate point's +2 was declared (FATE-FP-2). */
      readonly bonus: boolean;
      /** The rule. */
      readonly rule: string;
    }
  | {
      /** A roll (or a re-roll) of 4dF (FATE-ACT-1, FATE-FP-3). */
      readonly type: "roll";
      /** The roller's id. */
      readonly actor: string;
      /** The roller's name. */
      readonly name: string;
      /** The ability rolled. */
      readonly ability: string;
      /** The 4dF sum. */
      readonly dice: number;
      /** The faces, highest first. */
      readonly faces: readonly DFFace[];
      /** The total. */
      readonly total: number;
      /** 0 for the first roll, n for the n-th re-roll. */
      readonly reroll: number;
      /** Fate points this roll spent (+2 and re-roll). */
      readonly fpSpent: number;
      /** The rule. */
      readonly rule: string;
    }
  | {
      /** An exchange resolved (FATE-STRESS-2). */
      readonly type: "exchange";
      /** The attacker's id. */
      readonly actor: string;
      /** The attacker's name. */
      readonly name: string;
      /** The defender's id. */
      readonly target: string;
      /** The defender's name. */
      readonly targetName: string;
      /** attack total - defense total. */
      readonly net: number;
      /** Who takes stress (ruling FATE-AMB-5), or null. */
      readonly victim: string | null;
      /** The stress. */
      readonly amount: number;
      /** The track. */
      readonly track: TrackName;
      /** Whether a gun doubled it. */
      readonly doubled: boolean;
      /** The rule. */
      readonly rule: string;
    }
  | {
      /** An unopposed action resolved (FATE-ACT-2). */
      readonly type: "action";
      /** The actor's id. */
      readonly actor: string;
      /** The actor's name. */
      readonly name: string;
      /** The ability. */
      readonly ability: string;
      /** The total. */
      readonly total: number;
      /** The target set by the GM. */
      readonly difficulty: number;
      /** total - difficulty. */
      readonly margin: number;
      /** What the margin means. */
      readonly outcome: OutcomeKind;
      /** Shifts (ruling FATE-AMB-2). */
      readonly shifts: number;
      /** The rule. */
      readonly rule: string;
    }
  | {
      /** Stress taken, with the consequences chosen (FATE-CONS-1, FATE-OUT-1). */
      readonly type: "stress";
      /** The character's id. */
      readonly actor: string;
      /** The character's name. */
      readonly name: string;
      /** The track. */
      readonly track: TrackName;
      /** The stress. */
      readonly amount: number;
      /** The consequences taken. */
      readonly consequences: readonly {
        /** Which slot. */
        readonly severity: Severity;
        /** The trait it adds. */
        readonly text: string;
      }[];
      /** Points they soaked. */
      readonly soaked: number;
      /** Boxes checked. */
      readonly boxesChecked: number;
      /** Stress left over (FATE-OUT-1). */
      readonly overflow: number;
      /** Taken out (ruling FATE-AMB-7). */
      readonly takenOut: boolean;
      /** Conceded on the hit (ruling FATE-AMB-25). */
      readonly conceded: boolean;
      /** The rule. */
      readonly rule: string;
    }
  | {
      /** A pass, a concession before a roll, or a compel offered. */
      readonly type: "pass" | "concede" | "compelOffered";
      /** The character's id. */
      readonly actor: string;
      /** The character's name. */
      readonly name: string;
      /** The rule. */
      readonly rule: string;
    }
  | {
      /** A compel answered (FATE-TRAIT-2, ruling FATE-AMB-20). */
      readonly type: "compelAnswered";
      /** The character's id. */
      readonly actor: string;
      /** The character's name. */
      readonly name: string;
      /** Accept or nullify. */
      readonly response: "accept" | "nullify";
      /** The pool after it. */
      readonly fatePoints: number;
      /** The rule. */
      readonly rule: string;
    }
  | {
      /** A consequence aggravated (ruling FATE-AMB-16). */
      readonly type: "aggravate";
      /** The character's id. */
      readonly actor: string;
      /** The character's name. */
      readonly name: string;
      /** The consequence's text. */
      readonly text: string;
      /** The rule. */
      readonly rule: string;
    }
  | {
      /** The scene ends (FATE-GM-8): pools reset (FATE-FP-1), stress clears (FATE-STRESS-3). */
      readonly type: "sceneEnd";
      /** The winning side, or null. */
      readonly winner: string | null;
      /** Each character's pool for the next scene. */
      readonly pools: readonly {
        /** The character's name. */
        readonly name: string;
        /** Its pool for the next scene. */
        readonly fatePoints: number;
      }[];
      /** The rule. */
      readonly rule: string;
    };

type Entry = SceneState["roster"][number];
type Pending = Extract<SceneState["phase"], { type: "reroll" }>["pending"];
type Roll = Pending["actor"];

function entryOf(state: SceneState, id: string): Entry | undefined {
  return state.roster.find((e) => e.character.id === id);
}

function charOf(state: SceneState, id: string): Character {
  const e = entryOf(state, id);
  if (e === undefined) throw new RulesError({ code: "INVALID_STATE", fn: FN, path: "state.roster", value: id, message: "no such character" });
  return e.character;
}

function withChar(state: SceneState, c: Character): SceneState {
  return { ...state, roster: state.roster.map((e) => (e.character.id === c.id ? owned(e, { side: e.side, character: c }) : e)) };
}

/**
 * A new roster entry, frozen all the way down when the one it replaces is (a state from setup or a step: its parts
 * are then either new or frozen already, so nothing of a caller's is frozen), so that battleOdds writes the key part
 * of a character a step left unchanged once (issue 13, `fateScene.key`).
 */
function owned(old: SceneState["roster"][number], entry: SceneState["roster"][number]): SceneState["roster"][number] {
  return Object.isFrozen(old) ? deepFreeze(entry) : entry;
}

const isIn = (c: Character): boolean => c.status === "active";

/** The id of the character whose exchange it is, if any. */
function actingId(state: SceneState): string | undefined {
  return state.order[state.turn];
}

/** The sides with a character still in the conflict. */
function sidesIn(state: SceneState): string[] {
  return [...new Set(state.roster.filter((e) => isIn(e.character)).map((e) => e.side))];
}

function refuse(command: unknown, ...reasons: Reason[]): never {
  throw new CommandRefused(FN, command, reasons);
}

// ---- exact odds of one decision: 4dF sums (FATE-ACT-1), by hand, for the labels and sceneAdvice ----
const WAYS = [1, 4, 10, 16, 19, 16, 10, 4, 1];

const pct = (f: Fraction): string => `${f.toString()} (${f.toPercent()})`;

/** A chance, its label text ("5/27 (18.5%)") and the text of its complement, worked out once. */
interface Odds {
  readonly p: Fraction;
  readonly text: string;
  readonly notText: string;
}

/** The ways, of 81, that one 4dF sum is at least k (the sum is -4..4: k at most -4 is every way, above 4 none). */
function oneAtLeast(k: number): number {
  let n = 0;
  for (let d = -4; d <= 4; d++) if (d >= k) n += WAYS[d + 4] ?? 0;
  return n;
}

/** The ways, of 6561, that the difference of two 4dF sums is at least k (-8..8). */
function twoAtLeast(k: number): number {
  let n = 0;
  for (let x = -4; x <= 4; x++) for (let y = -4; y <= 4; y++) if (x - y >= k) n += (WAYS[x + 4] ?? 0) * (WAYS[y + 4] ?? 0);
  return n;
}

const odds = (n: number, of: number): Odds => {
  const p = Fraction.of(n, of);
  return { p, text: pct(p), notText: pct(p.complement()) };
};

// The options label every attack, defence and re-roll with its chance, which reads only the dice's margin k: the
// chances for k in -4..5 (one roll) and -8..9 (a contest), built once, with the same counts the loops above give;
// a k outside is the chance at the nearest end (every way, or none)
const ONE: readonly Odds[] = Array.from({ length: 10 }, (_v, i) => odds(oneAtLeast(i - 4), 81));
const TWO: readonly Odds[] = Array.from({ length: 18 }, (_v, i) => odds(twoAtLeast(i - 8), 6561));

/** P(4dF + base >= threshold), exact, with its text. */
function rollOdds(base: number, threshold: number): Odds {
  return ONE[Math.min(Math.max(threshold - base, -4), 5) + 4] ?? odds(oneAtLeast(threshold - base), 81);
}

/** P(4dF + a - (4dF + b) >= threshold), exact, with its text. */
function contestOdds(a: number, b: number, threshold: number): Odds {
  return TWO[Math.min(Math.max(threshold - (a - b), -8), 9) + 8] ?? odds(twoAtLeast(threshold - (a - b)), 6561);
}

/** P(4dF + base >= threshold), exact. */
function rollAtLeast(base: number, threshold: number): Fraction {
  return rollOdds(base, threshold).p;
}

// ---- the sides of a roll, from the characters as they are now ----

/**
 * One side of a roll from the scene's own command (parsed by the CommandSchema, or made by `options`) and a
 * character of its state: the roll spec is whole already, so it is planned without a parse (issue 15: validate once,
 * at the edge); the refusals of planSide (points it cannot pay) stay, with the spec as the value.
 */
function sideOf(
  state: SceneState,
  c: Character,
  spec: { readonly ability: AbilityName; readonly situational?: PlannedRoll["situational"]; readonly fatePointBonus: boolean },
  role: SideRole,
): Side {
  // built field by field: a spread of specs of two shapes (with and without situational) takes V8's slow path
  const planned: PlannedRoll = { ability: spec.ability, situational: spec.situational ?? [], fatePointBonus: spec.fatePointBonus, stunts: [] };
  return planSideValidated(FN, c, planned, "command", state.options, role, spec);
}

function attackSides(state: SceneState, attack: SceneAttack, defenderBonus: boolean, byHand: boolean): { a: Side; d: Side } {
  const pair = CONFLICT_ABILITIES[attack.kind];
  const a = sideOf(
    state,
    charOf(state, attack.actor),
    { ability: attack.ability ?? pair.attack, situational: attack.situational, fatePointBonus: byHand ? false : attack.bonus },
    { opposed: true, byHand },
  );
  const d = sideOf(state, charOf(state, attack.target), { ability: pair.defense, fatePointBonus: byHand ? false : defenderBonus }, { defense: true, byHand });
  return { a, d };
}

function actionSide(state: SceneState, action: SceneAction, byHand: boolean): Side {
  return sideOf(
    state,
    charOf(state, action.actor),
    { ability: action.ability, situational: action.situational, fatePointBonus: byHand ? false : action.bonus },
    { byHand },
  );
}

const totalWith = (side: Side, bonus: boolean): number => side.base + (bonus ? FATE_POINT_BONUS : 0);

function rollOf(code: number, total: number, rerolls: number): Roll {
  return { dice: codeSum(code), faces: [...codeFaces(code)], total, rerolls };
}

function rollEvent(c: Character, ability: string, r: Roll, fpSpent: number): SceneEvent {
  return {
    type: "roll",
    actor: c.id,
    name: c.name,
    ability,
    dice: r.dice,
    faces: r.faces,
    total: r.total,
    reroll: r.rerolls,
    fpSpent,
    rule: r.rerolls === 0 ? "FATE-ACT-1" : "FATE-FP-3",
  };
}

function spend(state: SceneState, id: string, points: number): SceneState {
  if (points === 0) return state;
  const c = charOf(state, id);
  return withChar(state, { ...c, fatePoints: c.fatePoints - points });
}

/** Whether a side may re-roll now: a fate point (FATE-FP-3), within maxRerolls (ruling FATE-AMB-13), on defense if allowed (ruling FATE-AMB-24). */
function rerollReasons(state: SceneState, pending: Pending, who: "actor" | "defender", bonus: boolean): Reason[] {
  const id = who === "actor" ? pending.command.actor : pending.command.type === "attack" ? pending.command.target : undefined;
  const roll = who === "actor" ? pending.actor : pending.defender;
  if (id === undefined || roll === null) return [{ code: "NO_ROLL", rule: "FATE-ACT-2", text: "an unopposed action has no defender's roll" }];
  const c = charOf(state, id);
  const reasons: Reason[] = [];
  const cost = bonus ? 2 : 1;
  if (c.fatePoints < cost) {
    reasons.push({ code: "NO_FATE_POINTS", rule: "FATE-FP-3", text: `${c.name} has ${String(c.fatePoints)} fate points, the re-roll needs ${String(cost)}` });
  }
  const max = state.options.maxRerolls;
  if (max !== undefined && roll.rerolls >= max) reasons.push({ code: "MAX_REROLLS", rule: "FATE-AMB-13", text: `at most ${String(max)} re-rolls` });
  if (who === "defender" && !state.options.fatePointsOnDefense) {
    reasons.push({ code: "NO_FATE_POINTS_ON_DEFENSE", rule: "FATE-AMB-24", text: "fate points may not be spent on defense rolls" });
  }
  return reasons;
}

/** The side that decides next may re-roll, or stands by itself when it cannot; both standing resolves the roll. */
function settle(state: SceneState, pending: Pending, next: "actor" | "defender", stood: boolean, events: SceneEvent[]): Step<SceneState, SceneEvent> {
  let who = next;
  let both = stood;
  for (;;) {
    if (rerollReasons(state, pending, who, false).length === 0)
      return { state: { ...state, phase: { type: "reroll", pending, next: who, stood: both } }, events };
    if (both) return resolveRoll(state, pending, events);
    who = who === "actor" ? "defender" : "actor";
    both = true;
  }
}

/** A roll both sides stand on: the exchange's stress (FATE-STRESS-2) or the action's outcome (FATE-ACT-2). */
function resolveRoll(state: SceneState, pending: Pending, events: SceneEvent[]): Step<SceneState, SceneEvent> {
  const cmd = pending.command;
  const actor = charOf(state, cmd.actor);
  if (cmd.type === "action") {
    const margin = pending.actor.total - cmd.difficulty;
    const o = outcomeOf(margin, false, state.options);
    events.push({
      type: "action",
      actor: actor.id,
      name: actor.name,
      ability: cmd.ability,
      total: pending.actor.total,
      difficulty: cmd.difficulty,
      margin,
      outcome: o.kind,
      shifts: o.shifts,
      rule: "FATE-ACT-2",
    });
    return advance(state, events);
  }
  const defender = charOf(state, cmd.target);
  const net = pending.actor.total - (pending.defender?.total ?? 0);
  // ruling FATE-AMB-5 (who takes stress) and FATE-AMB-8 (guns) live in stressOf
  const stress = stressOf(net, cmd.kind, cmd.gun, cmd.defenderGun, state.options);
  const track = CONFLICT_ABILITIES[cmd.kind].track;
  const victim = stress.stressTo === "none" ? null : stress.stressTo === "defender" ? defender.id : actor.id;
  events.push({
    type: "exchange",
    actor: actor.id,
    name: actor.name,
    target: defender.id,
    targetName: defender.name,
    net,
    victim,
    amount: stress.amount,
    track,
    doubled: stress.doubled,
    rule: "FATE-STRESS-2",
  });
  if (victim === null) return advance(state, events);
  return { state: { ...state, phase: { type: "soak", victim, track, amount: stress.amount } }, events };
}

/** The next exchange: the next character in the order still in the conflict; the scene ends when one side is left. */
function advance(state: SceneState, events: SceneEvent[]): Step<SceneState, SceneEvent> {
  const sides = sidesIn(state);
  if (sides.length <= 1) return finish(state, sides[0] ?? null, events);
  const n = state.order.length;
  for (let k = 1; k <= n; k++) {
    const i = (state.turn + k) % n;
    const id = state.order[i];
    const c = id === undefined ? undefined : entryOf(state, id)?.character;
    if (c !== undefined && isIn(c)) {
      return { state: { ...state, turn: i, exchange: state.exchange + (i <= state.turn ? 1 : 0), phase: { type: "act" } }, events };
    }
  }
  // nobody in the order is left to act: the GM's scene ends without a winner
  return finish(state, null, events);
}

/** The end of the scene (FATE-GM-8): every pool resets (FATE-FP-1), stress clears (FATE-STRESS-3). */
function finish(state: SceneState, winner: string | null, events: SceneEvent[]): Step<SceneState, SceneEvent> {
  const result: SceneOutcome = {
    winner,
    takenOut: state.roster.filter((e) => e.character.status === "takenOut").map((e) => e.character.id),
    conceded: state.roster.filter((e) => e.character.status === "conceded").map((e) => e.character.id),
  };
  const roster = state.roster.map((e) => ({ side: e.side, character: endOfScene(e.character, state.options) }));
  events.push({
    type: "sceneEnd",
    winner,
    pools: roster.map((e) => ({ name: e.character.name, fatePoints: e.character.fatePoints })),
    rule: "FATE-FP-1",
  });
  return { state: { ...state, roster, phase: { type: "over" }, result }, events };
}

// ---- options: the menu of each phase, with the exact odds of each roll choice in its label ----

/** The chance that the attack hits (net >= 1), the defender rolling with or without its +2. */
function hitOdds(state: SceneState, attack: SceneAttack, defenderBonus: boolean): Odds {
  const { a, d } = attackSides(state, { ...attack, bonus: false }, false, true);
  return contestOdds(totalWith(a, attack.bonus), totalWith(d, defenderBonus), 1);
}

/** The chance that the attack hits (net >= 1), the defender rolling with or without its +2. */
function hitChance(state: SceneState, attack: SceneAttack, defenderBonus: boolean): Fraction {
  return hitOdds(state, attack, defenderBonus).p;
}

/** The default soak (FATE-CONS-1): no consequence when the boxes hold it, else the smallest set of free consequences that does. */
function defaultSoak(c: Character, track: TrackName, amount: number, opts: FateOptions): Severity[] {
  const room = c[track].boxes - c[track].checked;
  if (amount <= room) return [];
  const free = freeConsequences(c, track, opts);
  const soaks: Record<Severity, number> = { minor: 2, moderate: 4, severe: 6 };
  let best: Severity[] | undefined;
  let bestSoak = Number.POSITIVE_INFINITY;
  for (const set of subsets(free)) {
    const s = set.reduce((acc, x) => acc + soaks[x], 0);
    if (amount - s <= room && (s < bestSoak || (s === bestSoak && best !== undefined && set.length < best.length))) {
      best = set;
      bestSoak = s;
    }
  }
  return best ?? [];
}

function subsets<T>(items: readonly T[]): T[][] {
  let out: T[][] = [[]];
  for (const x of items) out = [...out, ...out.map((s) => [...s, x])];
  return out;
}

const SEVERITY_NAME: Record<Severity, string> = { minor: "Minor", moderate: "Moderate", severe: "Severe" };

function sceneOptions(state: SceneState): Choice<SceneCommand>[] {
  const phase = state.phase;
  const choices: Choice<SceneCommand>[] = [];
  if (phase.type === "over") return choices;
  if (phase.type === "act") {
    const id = actingId(state);
    const me = id === undefined ? undefined : entryOf(state, id);
    if (me !== undefined && isIn(me.character)) {
      const c = me.character;
      for (const e of state.roster) {
        if (e.side === me.side || !isIn(e.character)) continue;
        for (const kind of ["physical", "ranged", "mental"] as const) {
          const plain: SceneAttack = {
            type: "attack",
            actor: c.id,
            target: e.character.id,
            kind,
            bonus: false,
            gun: false,
            defenderGun: false,
            situational: [],
          };
          const { a, d } = attackSides(state, plain, false, true);
          for (const bonus of [false, true]) {
            const command: SceneAttack = { ...plain, bonus };
            const broke = bonus && c.fatePoints < 1;
            choices.push({
              command,
              allowed: !broke,
              reasons: broke ? [{ code: "NO_FATE_POINTS", rule: "FATE-FP-2", text: `${c.name} has no fate point for +2` }] : [],
              label: `${c.name}: ${kind} attack on ${e.character.name}${bonus ? " with +2" : ""}${broke ? "" : `, hits ${contestOdds(totalWith(a, bonus), totalWith(d, false), 1).text} if undefended by points`}`,
            });
          }
        }
      }
      choices.push({ command: { type: "pass", actor: c.id }, allowed: true, reasons: [], label: `${c.name} lets the exchange go by` });
    }
    for (const e of state.roster) {
      if (!isIn(e.character)) continue;
      const c = e.character;
      choices.push({ command: { type: "concede", actor: c.id }, allowed: true, reasons: [], label: `${c.name} concedes` });
      choices.push({ command: { type: "compel", target: c.id }, allowed: true, reasons: [], label: `GM: compel ${c.name} (offers a fate point)` });
      for (const x of c.consequences) {
        if (x.aggravated || c.consequences.filter((y) => y.severity === x.severity).length > 1) continue;
        choices.push({
          command: { type: "aggravate", target: c.id, severity: x.severity },
          allowed: true,
          reasons: [],
          label: `GM: aggravate ${c.name}'s "${x.text}"`,
        });
      }
    }
    choices.push({ command: { type: "endScene" }, allowed: true, reasons: [], label: "GM: end the scene" });
    return choices;
  }
  if (phase.type === "defend") {
    const d = charOf(state, phase.attack.target);
    for (const bonus of [false, true]) {
      const reasons: Reason[] = [];
      if (bonus && d.fatePoints < 1) reasons.push({ code: "NO_FATE_POINTS", rule: "FATE-FP-2", text: `${d.name} has no fate point for +2` });
      if (bonus && !state.options.fatePointsOnDefense)
        reasons.push({ code: "NO_FATE_POINTS_ON_DEFENSE", rule: "FATE-AMB-24", text: "no fate points on defense" });
      const safe = reasons.length === 0 ? `, unhurt ${hitOdds(state, phase.attack, bonus).notText}` : "";
      choices.push({
        command: { type: "defend", actor: d.id, bonus },
        allowed: reasons.length === 0,
        reasons,
        label: `${d.name} defends${bonus ? " with +2" : ""}${safe}`,
      });
    }
    return choices;
  }
  if (phase.type === "reroll") {
    const p = phase.pending;
    const id = phase.next === "actor" ? p.command.actor : p.command.type === "attack" ? p.command.target : p.command.actor;
    const c = charOf(state, id);
    for (const bonus of [false, true]) {
      const reasons = rerollReasons(state, p, phase.next, bonus);
      const chance = reasons.length === 0 ? `: ${goalText(p, phase.next)} ${rerollOdds(state, p, phase.next, bonus).text}` : "";
      choices.push({
        command: { type: "reroll", actor: id, bonus },
        allowed: reasons.length === 0,
        reasons,
        label: `${c.name} re-rolls${bonus ? " with +2" : ""}${chance}`,
      });
    }
    choices.push({
      command: { type: "stand", actor: id },
      allowed: true,
      reasons: [],
      label: `${c.name} keeps the roll: ${goalText(p, phase.next)} ${standsNow(p, phase.next) ? "yes" : "no"}`,
    });
    return choices;
  }
  if (phase.type === "soak") {
    const c = charOf(state, phase.victim);
    const free = freeConsequences(c, phase.track, state.options);
    const preferred = defaultSoak(c, phase.track, phase.amount, state.options);
    // each set's key worked out once (the sort asked for it at every comparison): the same order, the same default
    const wanted = stateKey(preferred);
    const all = subsets(free)
      .map((set) => ({ set, preferred: stateKey(set) === wanted }))
      .sort((x, y) => (x.preferred ? -1 : y.preferred ? 1 : x.set.length - y.set.length));
    for (const concedeNow of [false, true]) {
      for (const { set, preferred: isPreferred } of all) {
        const consequences = set.map((severity) => ({ severity, text: `${SEVERITY_NAME[severity]} consequence` }));
        const isDefault = !concedeNow && isPreferred;
        choices.push({
          command: { type: "takeStress", actor: c.id, consequences, concede: concedeNow },
          allowed: true,
          reasons: [],
          label: `${c.name} takes ${String(phase.amount)} ${phase.track} stress${set.length === 0 ? "" : ` with ${set.join(", ")}`}${concedeNow ? " and concedes" : ""}${isDefault ? " (default)" : ""}`,
        });
      }
    }
    return choices;
  }
  const t = charOf(state, phase.target);
  choices.push({ command: { type: "answerCompel", actor: t.id, response: "accept" }, allowed: true, reasons: [], label: `${t.name} accepts the fate point` });
  choices.push({
    command: { type: "answerCompel", actor: t.id, response: "nullify" },
    allowed: t.fatePoints >= 1,
    reasons: t.fatePoints >= 1 ? [] : [{ code: "NO_FATE_POINTS", rule: "FATE-TRAIT-2", text: `${t.name} has no fate point to refuse the compel` }],
    label: `${t.name} pays a fate point to refuse the compel`,
  });
  return choices;
}

function goalText(p: Pending, who: "actor" | "defender"): string {
  if (p.command.type === "action") return "succeeds";
  return who === "actor" ? "hits" : "unhurt";
}

/** Whether the decider's goal holds with the rolls as they stand. */
function standsNow(p: Pending, who: "actor" | "defender"): boolean {
  if (p.command.type === "action") return p.actor.total - p.command.difficulty >= 0;
  const net = p.actor.total - (p.defender?.total ?? 0);
  return who === "actor" ? net >= 1 : net <= 0;
}

/** The exact chance of the decider's goal after one re-roll (the other roll stands; FATE-FP-3: the earlier +2 gone). */
function rerollOdds(state: SceneState, p: Pending, who: "actor" | "defender", bonus: boolean): Odds {
  const cmd = p.command;
  if (cmd.type === "action") return rollOdds(totalWith(actionSide(state, cmd, true), bonus), cmd.difficulty);
  const { a, d } = attackSides(state, cmd, false, true);
  const other = who === "actor" ? (p.defender?.total ?? 0) : p.actor.total;
  return who === "actor" ? rollOdds(totalWith(a, bonus), other + 1) : rollOdds(totalWith(d, bonus), other);
}

/** The exact chance of the decider's goal after one re-roll. */
function rerollChance(state: SceneState, p: Pending, who: "actor" | "defender", bonus: boolean): Fraction {
  return rerollOdds(state, p, who, bonus).p;
}

// ---- step ----

function rerollEntries(side: Side, n: number, bonus: boolean): TraceEntry[] {
  return [
    { type: "note", rule: "FATE-FP-3", text: `${side.name} spends a fate point to re-roll (re-roll ${String(n)}); an earlier +2 does not carry over` },
    ...side.modifiers,
    ...(bonus ? [{ type: "modifier" as const, rule: "FATE-FP-2", label: "fate point for the re-roll, declared before it", value: FATE_POINT_BONUS }] : []),
  ];
}

function checkTurn(state: SceneState, command: SceneAttack | SceneAction): Character {
  if (state.phase.type !== "act") refuse(command, { code: "WRONG_PHASE", rule: "FATE-AMB-22", text: `it is the ${state.phase.type} phase` });
  const id = actingId(state);
  const actor = entryOf(state, command.actor);
  if (actor === undefined) refuse(command, { code: "NO_SUCH_CHARACTER", rule: "FATE-AMB-22", text: `no character ${command.actor} in the scene` });
  if (id !== command.actor) {
    refuse(command, {
      code: "NOT_YOUR_TURN",
      rule: "FATE-AMB-22",
      text: `it is ${id === undefined ? "nobody" : (entryOf(state, id)?.character.name ?? id)}'s exchange`,
    });
  }
  if (command.bonus && actor.character.fatePoints < 1) {
    refuse(command, { code: "NO_FATE_POINTS", rule: "FATE-FP-2", text: `${actor.character.name} has no fate point for +2` });
  }
  return actor.character;
}

function stepAttack(state: SceneState, command: SceneAttack): Chance<Step<SceneState, SceneEvent>> {
  const a = checkTurn(state, command);
  const target = entryOf(state, command.target);
  if (target === undefined) refuse(command, { code: "NO_SUCH_CHARACTER", rule: "FATE-AMB-22", text: `no character ${command.target} in the scene` });
  const reasons: Reason[] = [];
  if (!isIn(target.character)) reasons.push({ code: "OUT_OF_CONFLICT", rule: "FATE-OUT-1", text: `${target.character.name} is out of the conflict` });
  if (target.side === entryOf(state, a.id)?.side)
    reasons.push({ code: "SAME_SIDE", rule: "FATE-AMB-22", text: `${target.character.name} is on ${a.name}'s side` });
  if (reasons.length > 0) refuse(command, ...reasons);
  const rule = command.kind === "physical" ? "FATE-CONF-1" : command.kind === "ranged" ? "FATE-CONF-2" : "FATE-CONF-3";
  attackSides(state, command, false, false); // the roll's own checks (stunts, points), before any die
  return certain({
    state: { ...state, phase: { type: "defend", attack: command } },
    events: [
      {
        type: "attack",
        actor: a.id,
        name: a.name,
        target: target.character.id,
        targetName: target.character.name,
        kind: command.kind,
        bonus: command.bonus,
        rule,
      },
    ],
  });
}

function stepDefend(state: SceneState, attack: SceneAttack, bonus: boolean): Chance<Step<SceneState, SceneEvent>> {
  const { a, d } = attackSides(state, attack, bonus, false);
  const dRoll = rollSideFaces(d, d.bonus, d.modifiers, `${d.name}'s ${d.ability}`);
  return rollSideFaces(a, a.bonus, a.modifiers, `${a.name}'s ${a.ability}`).chain(
    () => dRoll,
    (ac, dc) => {
      const actorRoll = rollOf(ac, codeSum(ac) + totalWith(a, a.bonus), 0);
      const defenderRoll = rollOf(dc, codeSum(dc) + totalWith(d, d.bonus), 0);
      const paid = spend(spend(state, attack.actor, attack.bonus ? 1 : 0), attack.target, bonus ? 1 : 0);
      const events: SceneEvent[] = [
        rollEvent(charOf(state, attack.actor), a.ability, actorRoll, attack.bonus ? 1 : 0),
        rollEvent(charOf(state, attack.target), d.ability, defenderRoll, bonus ? 1 : 0),
      ];
      return settle(paid, { command: attack, defenderBonus: bonus, actor: actorRoll, defender: defenderRoll }, "actor", false, events);
    },
  );
}

function stepAction(state: SceneState, command: SceneAction): Chance<Step<SceneState, SceneEvent>> {
  const c = checkTurn(state, command);
  const side = actionSide(state, command, false);
  return rollSideFaces(side, side.bonus, side.modifiers, `${side.name}'s ${side.ability}`).map((code) => {
    const r = rollOf(code, codeSum(code) + totalWith(side, side.bonus), 0);
    const events: SceneEvent[] = [rollEvent(c, side.ability, r, command.bonus ? 1 : 0)];
    return settle(spend(state, c.id, command.bonus ? 1 : 0), { command, defenderBonus: false, actor: r, defender: null }, "actor", false, events);
  });
}

function stepReroll(state: SceneState, phase: Extract<SceneState["phase"], { type: "reroll" }>, bonus: boolean): Chance<Step<SceneState, SceneEvent>> {
  const p = phase.pending;
  const cmd = p.command;
  const who = phase.next;
  let side: Side;
  if (cmd.type === "action") side = actionSide(state, cmd, true);
  else {
    const { a, d } = attackSides(state, cmd, false, true);
    side = who === "actor" ? a : d;
  }
  const before = who === "actor" ? p.actor : p.defender;
  const n = (before?.rerolls ?? 0) + 1;
  const id = who === "actor" ? cmd.actor : cmd.type === "attack" ? cmd.target : cmd.actor;
  const cost = bonus ? 2 : 1;
  return rollSideFaces(side, bonus, rerollEntries(side, n, bonus), `${side.name}'s ${side.ability}, re-roll ${String(n)}`).map((code) => {
    const r = rollOf(code, codeSum(code) + totalWith(side, bonus), n);
    const pending: Pending = who === "actor" ? { ...p, actor: r } : { ...p, defender: r };
    const events: SceneEvent[] = [rollEvent(charOf(state, id), side.ability, r, cost)];
    return settle(spend(state, id, cost), pending, who === "actor" ? "defender" : "actor", false, events);
  });
}

function stepTakeStress(state: SceneState, command: Extract<SceneCommand, { type: "takeStress" }>): Step<SceneState, SceneEvent> {
  const phase = state.phase;
  if (phase.type !== "soak") return refuse(command, { code: "WRONG_PHASE", rule: "FATE-CONS-1", text: `it is the ${phase.type} phase` });
  const c = charOf(state, phase.victim);
  if (command.actor !== c.id) return refuse(command, { code: "NOT_YOUR_STRESS", rule: "FATE-CONS-1", text: `${c.name} takes this stress` });
  const free = freeConsequences(c, phase.track, state.options);
  const reasons: Reason[] = [];
  const seen = new Set<Severity>();
  for (const x of command.consequences) {
    if (!free.includes(x.severity) || seen.has(x.severity)) {
      reasons.push({ code: "SLOT_USED", rule: "FATE-CONS-1", text: `${c.name}'s ${x.severity} consequence slot is not free` });
    }
    seen.add(x.severity);
  }
  if (reasons.length > 0) return refuse(command, ...reasons);
  const r = applyStressValidated(c, { track: phase.track, amount: phase.amount, consequences: command.consequences, concede: command.concede }, state.options);
  const events: SceneEvent[] = [
    {
      type: "stress",
      actor: c.id,
      name: c.name,
      track: phase.track,
      amount: phase.amount,
      consequences: command.consequences,
      soaked: r.soaked,
      boxesChecked: r.boxesChecked,
      overflow: r.overflow,
      takenOut: r.takenOut,
      conceded: command.concede,
      rule: r.takenOut || command.concede ? "FATE-OUT-1" : "FATE-CONS-1",
    },
  ];
  return advance(withChar(state, r.character), events);
}

/**
 * One step. `offered`: the command is an allowed choice of this state's options, taken by identity (Game.stepOffered),
 * so the options are not worked out again to check it (the choice is what that check finds).
 */
function sceneStep(state: SceneState, command: SceneCommand, offered = false): Chance<Step<SceneState, SceneEvent>> {
  if (state.phase.type === "over") refuse(command, { code: "GAME_OVER", rule: "FATE-GM-8", text: "the scene is over" });
  if (command.type === "attack") return stepAttack(state, command);
  if (command.type === "action") return stepAction(state, command);
  if (command.type === "takeStress") return certain(stepTakeStress(state, command));
  if (!offered) checkCommand(FN, sceneOptions(state), command);
  const phase = state.phase;
  switch (command.type) {
    case "defend":
      if (phase.type !== "defend") break;
      return stepDefend(state, phase.attack, command.bonus);
    case "reroll":
      if (phase.type !== "reroll") break;
      return stepReroll(state, phase, command.bonus);
    case "stand":
      if (phase.type !== "reroll") break;
      if (phase.stood) return certain(resolveRoll(state, phase.pending, []));
      return certain(settle(state, phase.pending, phase.next === "actor" ? "defender" : "actor", true, []));
    case "pass": {
      const c = charOf(state, command.actor);
      return certain(advance(state, [{ type: "pass", actor: c.id, name: c.name, rule: "FATE-AMB-22" }]));
    }
    case "concede": {
      const c = charOf(state, command.actor);
      const next = withChar(state, concede(c));
      const events: SceneEvent[] = [{ type: "concede", actor: c.id, name: c.name, rule: "FATE-OUT-1" }];
      if (actingId(state) === c.id || sidesIn(next).length <= 1) return certain(advance(next, events));
      return certain({ state: next, events });
    }
    case "compel": {
      const c = charOf(state, command.target);
      return certain({
        state: { ...state, phase: { type: "compel", target: c.id } },
        events: [{ type: "compelOffered", actor: c.id, name: c.name, rule: "FATE-TRAIT-2" }],
      });
    }
    case "answerCompel": {
      // ruling FATE-AMB-20: the answer comes before the trait is known
      const r = answer(charOf(state, command.actor), command.response);
      return certain({
        state: { ...withChar(state, r.character), phase: { type: "act" } },
        events: [
          {
            type: "compelAnswered",
            actor: r.character.id,
            name: r.character.name,
            response: command.response,
            fatePoints: r.character.fatePoints,
            rule: "FATE-AMB-20",
          },
        ],
      });
    }
    case "aggravate": {
      const c = aggravate(charOf(state, command.target), command.severity);
      const text = c.consequences.find((x) => x.severity === command.severity)?.text ?? "";
      return certain({ state: withChar(state, c), events: [{ type: "aggravate", actor: c.id, name: c.name, text, rule: "FATE-AMB-16" }] });
    }
    case "endScene": {
      const sides = sidesIn(state);
      return certain(finish(state, sides.length === 1 ? (sides[0] ?? null) : null, []));
    }
  }
  return refuse(command, { code: "WRONG_PHASE", rule: "FATE-AMB-22", text: `it is the ${phase.type} phase` });
}

// ---- describe ----

const signed = (n: number): string => (n > 0 ? `+${String(n)}` : String(n));
const facesText = (faces: readonly DFFace[]): string => faces.map((f) => (f > 0 ? "+" : f < 0 ? "-" : "0")).join("");

const OUTCOME_WORDS: Record<OutcomeKind, string> = {
  successWithShifts: "success with shifts",
  success: "success",
  successWithComplication: "success with a complication",
  fail: "failure",
  failUnchanged: "failure, nothing changes",
  failWithShifts: "failure with shifts against",
};

function describeEvent(e: SceneEvent): string {
  switch (e.type) {
    case "attack":
      return `${e.name} attacks ${e.targetName} (${e.kind}${e.bonus ? ", a fate point for +2" : ""}).`;
    case "roll":
      return `${e.name} ${e.reroll === 0 ? "rolls" : `re-rolls (${String(e.reroll)})`} ${e.ability}: ${facesText(e.faces)} = ${signed(e.dice)}, total ${signed(e.total)} (${ladderText(e.total)})${e.fpSpent > 0 ? `, ${String(e.fpSpent)} fate point${e.fpSpent === 1 ? "" : "s"}` : ""}.`;
    case "exchange":
      return e.victim === null
        ? `${e.name} against ${e.targetName}: net ${signed(e.net)}, no stress.`
        : `${e.name} against ${e.targetName}: net ${signed(e.net)}, ${e.victim === e.actor ? e.name : e.targetName} takes ${String(e.amount)} ${e.track} stress${e.doubled ? " (gun, doubled)" : ""}.`;
    case "action":
      return `${e.name}'s ${e.ability}: ${signed(e.total)} against ${signed(e.difficulty)}, margin ${signed(e.margin)}: ${OUTCOME_WORDS[e.outcome]}${e.shifts === 0 ? "" : ` (${String(Math.abs(e.shifts))} shift${Math.abs(e.shifts) === 1 ? "" : "s"})`}.`;
    case "stress": {
      const cons = e.consequences.map((x) => `${x.severity} "${x.text}"`).join(", ");
      const end = e.conceded ? `; ${e.name} concedes` : e.takenOut ? `; ${e.name} is taken out` : "";
      return `${e.name} takes ${String(e.amount)} ${e.track} stress${cons === "" ? "" : `, soaking ${String(e.soaked)} with ${cons}`}: ${String(e.boxesChecked)} box${e.boxesChecked === 1 ? "" : "es"} checked${e.overflow > 0 ? `, ${String(e.overflow)} left over` : ""}${end}.`;
    }
    case "pass":
      return `${e.name} lets the exchange go by.`;
    case "concede":
      return `${e.name} concedes.`;
    case "compelOffered":
      return `The GM offers ${e.name} a fate point for a compel.`;
    case "compelAnswered":
      return e.response === "accept"
        ? `${e.name} accepts the compel: ${String(e.fatePoints)} fate points.`
        : `${e.name} pays a fate point to refuse the compel: ${String(e.fatePoints)} left.`;
    case "aggravate":
      return `${e.name}'s "${e.text}" is aggravated: -2 to all ${e.name}'s rolls.`;
    case "sceneEnd":
      return `The scene ends${e.winner === null ? "" : ` (${e.winner} hold the field)`}; fate points reset: ${e.pools.map((p) => `${p.name} ${String(p.fatePoints)}`).join(", ")}.`;
  }
}

/**
 * Sets up a scene from untrusted JSON: each character built with `createCharacter` (tracks from Might and
 * Resolve, pools per FATE-FP-1 and ruling FATE-AMB-19), ids unique, the order's ids known.
 */
function setup(scenario: unknown): SceneState {
  const SN = "fateScene.setup";
  const s = parseOrThrow(SN, SceneScenarioSchema, scenario, "scenario");
  const options = fateOptions(s.options);
  // frozen all the way down (new objects of the scene's own): see `owned`
  const roster = s.characters.map((e, i) => deepFreeze({ side: e.side, character: createCharacterAt(e.character, options, i) }));
  const ids = new Set<string>();
  roster.forEach((e, i) => {
    if (ids.has(e.character.id)) {
      throw new RulesError({
        code: "INVALID_INPUT",
        fn: SN,
        path: `scenario.characters[${String(i)}].character.id`,
        value: e.character.id,
        message: "expected unique ids",
      });
    }
    ids.add(e.character.id);
  });
  const order = s.order ?? roster.map((e) => e.character.id);
  order.forEach((id, i) => {
    if (!ids.has(id) || order.indexOf(id) !== i) {
      throw new RulesError({
        code: "INVALID_INPUT",
        fn: SN,
        path: `scenario.order[${String(i)}]`,
        value: id,
        message: "expected the id of a character of the scene, once",
      });
    }
  });
  const state: SceneState = {
    options: deepFreeze({ ...options }),
    roster,
    order: deepFreeze([...order]),
    turn: 0,
    exchange: 0,
    phase: { type: "act" },
    result: null,
  };
  const first = order[0];
  if (first === undefined || !isIn(charOf(state, first))) return advance({ ...state, turn: order.length - 1 }, []).state;
  return state;
}

function createCharacterAt(input: unknown, options: FateOptions, i: number): Character {
  try {
    return createCharacter(input as Parameters<typeof createCharacter>[0], options);
  } catch (error) {
    if (error instanceof RulesError) {
      throw new RulesError({
        code: error.code,
        fn: "fateScene.setup",
        path: `scenario.characters[${String(i)}].character`,
        value: input,
        message: error.message,
      });
    }
    throw error;
  }
}

/**
 * A scene of the fate system as a game (issue 15; the core `Game` contract, docs/games.md): characters on
 * sides, a conflict of exchanges in the order the GM sets (ruling FATE-AMB-22), attacks (FATE-CONF-1..3) and
 * unopposed actions (FATE-ACT-2); both sides may declare a fate point's +2 before a roll (FATE-FP-2) and
 * re-roll after seeing it (FATE-FP-3: commands, offered in `options` with their exact odds); stress and the
 * consequences the player chooses (FATE-CONS-1; the default choice soaks the smallest that fits), conceding
 * (FATE-OUT-1, ruling FATE-AMB-25) and being taken out; compels offered and refused (FATE-TRAIT-2, ruling
 * FATE-AMB-20), aggravation (ruling FATE-AMB-16); the scene's end resets every pool (FATE-FP-1) and clears
 * stress (FATE-STRESS-3), by itself once one side is left or by the GM's `endScene`.
 *
 * Phases: `act` (the acting character attacks, acts, passes; anyone concedes; the GM compels, aggravates or ends
 * the scene), `defend` (the defender declares), `reroll` (the side named decides: the attacker first, then the
 * defender; after a re-roll the other side decides again; both standing resolves it; a side that cannot pay
 * stands by itself), `soak` (the character hit chooses consequences or concedes), `compel`, `over`.
 *
 * @example
 * ```ts
 * import { fateScene } from "pulp-rules/fate";
 * import { play, scriptedDice } from "pulp-rules";
 * let state = fateScene.setup(scenario);
 * state = play(fateScene, state, { type: "attack", actor: "indy", target: "waterford", kind: "mental" }, scriptedDice([])).state;
 * ```
 */
export const fateScene: Game<SceneState, SceneCommand, SceneEvent, SceneOutcome> = frozenGame({
  system: "fate",
  setup,
  options: sceneOptions,
  step: (state, command) => sceneStep(state, command),
  stepOffered: (state, command) => sceneStep(state, command, true),
  outcome: (state) => state.result ?? undefined,
  describe: (events) => events.map(describeEvent),
  player(state) {
    const p = state.phase;
    switch (p.type) {
      case "act":
        return actingId(state);
      case "defend":
        return p.attack.target;
      case "reroll":
        return p.next === "actor" ? p.pending.command.actor : p.pending.command.type === "attack" ? p.pending.command.target : p.pending.command.actor;
      case "soak":
        return p.victim;
      case "compel":
        return p.target;
      case "over":
        return undefined;
    }
  },
  // the exchange counter is bookkeeping, not the situation: equal situations merge (battleOdds)
  // in battleOdds, every other field by battleOdds' short keys of its parts (a frozen character a step left
  // unchanged costs a lookup): each piece is "#n" or a JSON array, so the text is injective (issue 13)
  key: (state, part) =>
    part === undefined
      ? stateKey({ ...state, exchange: 0 })
      : `${part(state.options)}|${part(state.order)}|${stateKey([state.turn, state.phase, state.result])}${state.roster.map((e) => `|${part(e)}`).join("")}`,
});

/** The game frozen (a shared export no caller can change), its schemas as non-enumerable members (zod schemas are not frozen). */
function frozenGame(
  game: Omit<Game<SceneState, SceneCommand, SceneEvent, SceneOutcome>, "StateSchema" | "CommandSchema">,
): Game<SceneState, SceneCommand, SceneEvent, SceneOutcome> {
  const whole = Object.defineProperties(
    { ...game },
    { StateSchema: { value: SceneStateSchema, enumerable: false }, CommandSchema: { value: SceneCommandSchema, enumerable: false } },
  ) as Game<SceneState, SceneCommand, SceneEvent, SceneOutcome>;
  return Object.freeze(whole);
}

/**
 * One choice at a decision point with its exact chance of the decider's goal (the attacker hits, the
 * defender is unhurt, an action succeeds) and the fate points it spends now.
 *
 * @example
 * ```ts
 * const c: SceneChoiceOdds = { command: { type: "stand", actor: "indy" }, success: Fraction.of(1), fpSpent: 0 };
 * ```
 */
export interface SceneChoiceOdds {
  /** The command. */
  readonly command: SceneCommand;
  /** The exact chance of the decider's goal with this choice (then standing). */
  readonly success: Fraction;
  /** Fate points this choice spends now. */
  readonly fpSpent: number;
}

/**
 * Advice at a scene's decision point.
 *
 * @example
 * ```ts
 * const a: SceneAdvice = sceneAdvice(fateScene, state);
 * a.choices.map((c) => c.success.toString());
 * ```
 */
export interface SceneAdvice {
  /** The character deciding, or null once the scene is over. */
  readonly actor: string | null;
  /** The phase. */
  readonly phase: SceneState["phase"]["type"];
  /** Each roll choice with its exact odds: +2 or not (act, defend), re-roll or stand (reroll). */
  readonly choices: readonly SceneChoiceOdds[];
  /** For an attack or action considered in the act phase: `adviseAction`'s plans, re-rolls held in reserve included (the defender rolling plain). */
  readonly plans: Advice | null;
}

/**
 * Advice as a first-class query (issue 15): for the character deciding now, the exact odds of each choice at
 * this decision point and the points it spends; in the act phase, for a considered attack or action, also
 * every fate-point plan of `adviseAction` (FATE-FP-2/3, ruling FATE-AMB-26) with its expected spend.
 *
 * @param state - a scene state
 * @param considered - in the act phase, the attack or action the player considers
 * @returns the choices with their odds, and the plans
 * @example
 * ```ts
 * const a = sceneAdvice(state, { type: "attack", actor: "indy", target: "thug", kind: "physical" });
 * a.plans?.best; // e.g. "reroll"
 * ```
 */
export function sceneAdvice(state: SceneState, considered?: SceneAttack | SceneAction | null): SceneAdvice {
  const AN = "fate.sceneAdvice";
  const s = parseOrThrow(AN, SceneStateSchema, state, "state");
  const phase = s.phase;
  const actor = fateScene.player?.(s) ?? null;
  if (phase.type === "reroll") {
    const choices: SceneChoiceOdds[] = [];
    const id = actor ?? "";
    for (const bonus of [false, true]) {
      if (rerollReasons(s, phase.pending, phase.next, bonus).length > 0) continue;
      choices.push({ command: { type: "reroll", actor: id, bonus }, success: rerollChance(s, phase.pending, phase.next, bonus), fpSpent: bonus ? 2 : 1 });
    }
    choices.push({ command: { type: "stand", actor: id }, success: standsNow(phase.pending, phase.next) ? Fraction.of(1) : Fraction.of(0), fpSpent: 0 });
    return { actor, phase: phase.type, choices, plans: null };
  }
  if (phase.type === "defend") {
    const d = charOf(s, phase.attack.target);
    const choices = [false, true]
      .filter((bonus) => !bonus || (d.fatePoints >= 1 && s.options.fatePointsOnDefense))
      .map((bonus) => ({
        command: { type: "defend" as const, actor: d.id, bonus },
        success: hitChance(s, phase.attack, bonus).complement(),
        fpSpent: bonus ? 1 : 0,
      }));
    return { actor, phase: phase.type, choices, plans: null };
  }
  if (phase.type !== "act" || considered === undefined || considered === null) return { actor, phase: phase.type, choices: [], plans: null };
  const cmd = parseOrThrow(AN, SceneCommandSchema, considered, "considered");
  if (cmd.type !== "attack" && cmd.type !== "action") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: AN, path: "considered.type", value: cmd.type, message: 'expected an "attack" or an "action"' });
  }
  const c = charOf(s, cmd.actor);
  const choices: SceneChoiceOdds[] = [];
  for (const bonus of [false, true]) {
    if (bonus && c.fatePoints < 1) continue;
    const success =
      cmd.type === "attack"
        ? hitChance(s, { ...cmd, bonus }, false)
        : rollAtLeast(totalWith(actionSide(s, { ...cmd, bonus: false }, true), bonus), cmd.difficulty);
    choices.push({ command: { ...cmd, bonus }, success, fpSpent: bonus ? 1 : 0 });
  }
  let plans: Advice;
  if (cmd.type === "action") {
    plans = adviseAction(
      c,
      { ability: cmd.ability, situational: cmd.situational, against: { type: "target", value: cmd.difficulty } },
      "complication",
      s.options,
    );
  } else {
    const pair = CONFLICT_ABILITIES[cmd.kind];
    const d = charOf(s, cmd.target);
    plans = adviseAction(
      c,
      { ability: cmd.ability ?? pair.attack, situational: cmd.situational, against: { type: "opposed", opposer: d, roll: { ability: pair.defense } } },
      "success",
      s.options,
    );
  }
  return { actor, phase: phase.type, choices, plans };
}
