// The evolution game (issue 15): a turn of activations on the core game contract. Players alternate activations
// (ruling EVO-AMB-9); a model, or a leader with the mooks of its group, activates once a turn and takes its actions
// (EVO-ACT-1, EVO-LEAD-1) as commands; move, shoot, charge and ready resolve with the system's own resolvers, and
// their results (wounds, removals, suppression) are written back to the state. The text's missing sections are hooks
// (EvolutionHooks), each defaulting to the catalogue's placeholder.

import * as z from "zod/mini";
import { type Chance, constant } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { type Choice, CommandRefused, type Game, type Policy, type Reason, type Step } from "../core/game/contract.js";
// the state went through the game's schemas (setup, loadState) or came from its own steps: its points are measured
// with the table's unchecked forms, its models handed to the validated forms of the resolvers (issue 15)
import { bearingUnchecked as bearing, distanceUnchecked as distance, moveTowardUnchecked as moveToward } from "../core/game/table.js";
import type { StandardSchemaV1 } from "../core/standard-schema.js";
import { parseOrThrow } from "../core/validate.js";
import { actionsOf, hasSkillValidated as hasSkill } from "./actions.js";
import { checkObject } from "./checks.js";
import { type CloseCombatProcedure, closeCombatValidated } from "./close-combat.js";
import { canFireValidated as canFire } from "./firing.js";
import {
  type EvolutionCommand,
  EvolutionCommandSchema,
  type EvolutionPiece,
  EvolutionScenarioSchema,
  type EvolutionState,
  EvolutionStateSchema,
} from "./game-schema.js";
import { sightOf, terrainCrossed } from "./game-sight.js";
import type { Los } from "./los.js";
import type { Model, Point, WoundState } from "./model.js";
import { allowanceValidated, chargeReachValidated } from "./movement.js";
import { parseEvolutionOptions } from "./options.js";
import { type ReactionProcedure, type ReactionResult, reactionValidated } from "./reactions.js";
import { shootValidated } from "./shoot.js";
import { LEADER_RADIUS, type Terrain } from "./tables.js";
import { type WtfContext, wtfCheckValidated } from "./wtf.js";

/** Inches within which two distances count as equal (a measured move of exactly its allowance is allowed). */
const EPS = 1e-9;

/**
 * What happened in an evolution game, as data: each event names the models (ids and names) and cites its rule.
 *
 * @example
 * ```ts
 * const e: EvolutionEvent = { type: "ready", rule: "EVO-ACT-2", model: "boss", name: "Trail boss", readied: 1 };
 * ```
 */
export type EvolutionEvent =
  | {
      /** What happened. */ readonly type: "activate";
      /** The catalogue rule it applies. */ readonly rule: "EVO-ACT-1" | "EVO-LEAD-1";
      /** The side's name. */ readonly side: string;
      /** The models activating, the leader first, with their actions. */ readonly models: readonly {
        /** The model's id. */ readonly id: string;
        /** The model's name. */ readonly name: string;
        /** Its actions in this activation. */ readonly actions: number;
      }[];
    }
  | {
      /** What happened. */ readonly type: "move";
      /** The catalogue rule it applies. */ readonly rule: "EVO-MOVE-1";
      /** The acting model's id. */ readonly model: string;
      /** The model's name. */ readonly name: string;
      /** Where it started. */ readonly from: Point;
      /** Where it ended. */ readonly to: Point;
      /** How far it went, in inches. */ readonly inches: number;
      /** The worst terrain crossed (EVO-TERR-1). */ readonly terrain: Terrain;
    }
  | {
      /** What happened. */ readonly type: "shot";
      /** The catalogue rule it applies. */ readonly rule: "EVO-FIRE-1";
      /** The acting model's id. */ readonly model: string;
      /** The model's name. */ readonly name: string;
      /** The target's id. */ readonly target: string;
      /** The target's name. */ readonly targetName: string;
      /** The weapon's name. */ readonly weapon: string;
      /** The line of sight (EVO-LOS-1). */ readonly los: Los;
      /** Hits scored (EVO-FIRE-1). */ readonly hits: number;
      /** The target's wound state before. */ readonly before: WoundState;
      /** The target's wound state after (EVO-WOUND-1). */ readonly after: WoundState;
    }
  | {
      /** What happened. */ readonly type: "shot-lost";
      /** The catalogue rule it applies. */ readonly rule: "EVO-FIRE-1";
      /** The acting model's id. */ readonly model: string;
      /** The model's name. */ readonly name: string;
      /** The target's id. */ readonly target: string;
      /** The target's name. */ readonly targetName: string;
      /** Why no shot was fired. */ readonly why: "target-removed" | "shooter-removed" | "blocked";
    }
  | {
      /** What happened. */ readonly type: "charge";
      /** The catalogue rule it applies. */ readonly rule: "EVO-AMB-10";
      /** The acting model's id. */ readonly model: string;
      /** The model's name. */ readonly name: string;
      /** The target's id. */ readonly target: string;
      /** The target's name. */ readonly targetName: string;
      /** Whether the charge made contact (EVO-AMB-10). */ readonly contact: boolean;
      /** How far the charge reached, in inches. */ readonly reach: number;
      /** The gap between the bases before the charge, in inches. */ readonly gap: number;
      /** Where it ended. */ readonly to: Point;
    }
  | {
      /** What happened. */ readonly type: "close-combat";
      /** The catalogue rule it applies. */ readonly rule: "EVO-CC-1";
      /** The acting model's id. */ readonly model: string;
      /** The model's name. */ readonly name: string;
      /** The target's id. */ readonly target: string;
      /** The target's name. */ readonly targetName: string;
      /** The attacker's Close Combat total. */ readonly attacker: number;
      /** The defender's Close Combat total. */ readonly defender: number;
      /** Who won (the higher total). */ readonly winner: "attacker" | "defender" | "none";
      /** The outcome of each of the winner's damage rolls (EVO-DMG-1). */ readonly damage: readonly string[];
      /** The loser's wound state after, or null on a tie. */ readonly loser: WoundState | null;
    }
  | {
      /** What happened. */ readonly type: "reaction";
      /** The catalogue rule it applies. */ readonly rule: "EVO-AMB-9";
      /** The acting model's id. */ readonly model: string;
      /** The model's name. */ readonly name: string;
      /** What triggered the reaction. */ readonly trigger: string;
      /** The attacker's name. */ readonly by: string;
      /** The action taken in reaction, or null. */ readonly action: string | null;
    }
  | {
      /** What happened. */ readonly type: "will-to-fight";
      /** The catalogue rule it applies. */ readonly rule: "EVO-WTF-1";
      /** The acting model's id. */ readonly model: string;
      /** The model's name. */ readonly name: string;
      /** Why the model tests. */ readonly reason: string;
      /** Whether it passed. */ readonly passed: boolean;
    }
  | {
      /** What happened. */ readonly type: "hold-fire";
      /** The catalogue rule it applies. */ readonly rule: "EVO-LEAD-1";
      /** The acting model's id. */ readonly model: string;
      /** The model's name. */ readonly name: string;
    }
  | {
      /** What happened. */ readonly type: "ready";
      /** The catalogue rule it applies. */ readonly rule: "EVO-ACT-2";
      /** The acting model's id. */ readonly model: string;
      /** The model's name. */ readonly name: string;
      /** Ready actions the model has taken so far. */ readonly readied: number;
    }
  | {
      /** What happened. */ readonly type: "activation-ended";
      /** The catalogue rule it applies. */ readonly rule: "EVO-ACT-1";
      /** The side's name. */ readonly side: string;
      /** The names of the models of the activation. */ readonly names: readonly string[];
      /** Actions left unused. */ readonly actionsLost: number;
    }
  | {
      /** What happened. */ readonly type: "turn";
      /** The catalogue rule it applies. */ readonly rule: "EVO-AMB-9";
      /** The turn that starts. */ readonly turn: number;
    }
  | {
      /** What happened. */ readonly type: "recovered";
      /** The catalogue rule it applies. */ readonly rule: "EVO-AMB-8";
      /** The acting model's id. */ readonly model: string;
      /** The model's name. */ readonly name: string;
    };

/**
 * What the Will to Fight hook is told: a model that was hit or beaten and still stands (EVO-WTF-1, EVO-AMB-8).
 *
 * @example
 * ```ts
 * const seen: WtfTrigger = { model: TOUGH, cause: "shot", hits: 1, before: TOUGH.state, after: { ...TOUGH.state, lightWounds: 1 }, trigger: "wounded" };
 * ```
 */
export interface WtfTrigger {
  /** The model, with its state after the damage. */
  readonly model: Model;
  /** What hit it: a shot, or a lost close combat. */
  readonly cause: "shot" | "close-combat";
  /** Hits scored on it (1 for a lost close combat). */
  readonly hits: number;
  /** Its wound state before. */
  readonly before: WoundState;
  /** Its wound state after. */
  readonly after: WoundState;
  /** The scenario's trigger (`willToFight`). */
  readonly trigger: "wounded" | "hit" | "none";
}

/**
 * The house rules an evolution game takes for the text's missing sections (EVO-GM-5), each optional: absent, the
 * catalogue's placeholder applies. Pure functions; they return chances or plain data, never patch the state.
 *
 * @example
 * ```ts
 * const brawl: EvolutionHooks = { closeCombat: (a, d) => constant({ attacker: 6, defender: 1, winner: "attacker", damage: ["killed"], loser: { ...d.state, removed: true } }) };
 * const game = evolutionGameWith(brawl);
 * ```
 */
export interface EvolutionHooks {
  /** Close combat after a charge makes contact (EVO-CC-1, ruling EVO-AMB-7); default the placeholder of `closeCombat`. */
  readonly closeCombat?: CloseCombatProcedure | undefined;
  /**
   * Reactions (EVO-AMB-9, EVO-GM-5): asked for the target of each shot (`"shot-at"`) and of each charge that makes
   * contact (`"charged"`), before the attack. A reaction `"shoot"` fires the reacting model's first weapon back at
   * the attacker first; other actions are recorded. Default: the placeholder, no reaction.
   */
  readonly reaction?: ReactionProcedure | undefined;
  /**
   * Whether a model that was hit tests its Will to Fight, and how (EVO-WTF-1, EVO-AMB-8): return a context to test
   * (a failure suppresses it), null for no test. Default: the scenario's `willToFight` trigger, no modifier.
   */
  readonly willToFight?: ((seen: WtfTrigger) => WtfContext | null) | undefined;
  /** Whether a suppressed model recovers at the end of a turn (EVO-AMB-8). Default: every suppressed model does. */
  readonly recovers?: ((model: Model) => boolean) | undefined;
  /** A vehicle's actions per turn (EVO-VEH-1: the vehicle section is missing). Default: its driver's (`actionsFor`). */
  readonly vehicleActions?: ((vehicle: Model) => number) | undefined;
}

/**
 * The outcome of an evolution game: the id of the side that won, or `"draw"`. A side wins when the other has no
 * model standing, or, at the end of the last turn, when it has more models standing (the scenario's victory is the
 * scenario's, EVO-GM-1; this is the default).
 *
 * @example
 * ```ts
 * const o: EvolutionOutcome = "posse";
 * ```
 */
export type EvolutionOutcome = string;

type Out = { readonly state: EvolutionState; readonly events: readonly EvolutionEvent[] };
type Order = { readonly model: string };

const standing = (p: EvolutionPiece): boolean => !p.model.state.removed;

function pieceOf(state: EvolutionState, id: string): EvolutionPiece | undefined {
  return state.pieces.find((p) => p.model.id === id);
}

function replacePiece(state: EvolutionState, id: string, f: (p: EvolutionPiece) => EvolutionPiece): EvolutionState {
  return { ...state, pieces: state.pieces.map((p) => (p.model.id === id ? f(p) : p)) };
}

function withWounds(p: EvolutionPiece, s: WoundState): EvolutionPiece {
  return { ...p, model: { ...p.model, state: s }, actionsLeft: s.removed ? 0 : p.actionsLeft };
}

/** Whether a model leads (a Character with Leadership, EVO-LEAD-1). */
function leads(m: Model): boolean {
  return m.type === "character" && hasSkill(m.skills, "leadership");
}

/** Whether a model may use specialist equipment to cross impassable terrain (EVO-GM-2): the skill `specialist equipment`. */
function equipped(m: Model): boolean {
  return hasSkill(m.skills, "specialist equipment");
}

/** A schema's Standard Schema face alone, frozen: the exported game is deeply frozen data (the zod schema is exported apart). */
function frozenStandard<T>(schema: StandardSchemaV1<unknown, T>): StandardSchemaV1<unknown, T> {
  const inner = schema["~standard"];
  return Object.freeze({
    "~standard": Object.freeze({ version: inner.version, vendor: inner.vendor, validate: (value: unknown) => inner.validate(value) }),
  });
}

/** No die: the one chance every certain step maps from. */
const NOTHING: Chance<null> = constant(null);

/**
 * A certain value, without the deep copy `constant` makes (a state is a fresh object no one else holds, and a
 * step never mutates one): the game's no-roll steps cost a map, not a copy of the whole state.
 */
function certain<T>(value: T): Chance<T> {
  return NOTHING.map(() => value);
}

/** The core of the game, closed over its hooks. */
function build(hooks: EvolutionHooks): Game<EvolutionState, EvolutionCommand, EvolutionEvent, EvolutionOutcome> {
  const actionsOfPiece = (state: EvolutionState, p: EvolutionPiece, withLeader: boolean): number => {
    if (p.model.state.removed) return 0;
    if (p.model.type === "vehicle" && hooks.vehicleActions !== undefined) {
      // hook EVO-VEH-1: the vehicle section is missing; a house rule gives the actions
      const n = hooks.vehicleActions(p.model);
      return Number.isInteger(n) && n >= 0 && n <= 3 ? n : 0;
    }
    return actionsOf(p.model, withLeader, state.options);
  };

  const canActivate = (state: EvolutionState, p: EvolutionPiece): boolean => standing(p) && !p.activated && actionsOfPiece(state, p, false) > 0;
  const hasActivations = (state: EvolutionState, side: number): boolean => state.pieces.some((p) => p.side === side && canActivate(state, p));

  const outcome = (state: EvolutionState): EvolutionOutcome | undefined => {
    const left = [0, 1].map((side) => state.pieces.filter((p) => p.side === side && standing(p)).length);
    const [a = 0, b = 0] = left;
    if (a === 0 || b === 0 || state.turn > state.turns) {
      if (a === b) return "draw";
      return a > b ? state.sides[0].id : state.sides[1].id;
    }
    return undefined;
  };

  /** The activation ends, the next side acts, and a turn ends when no model is left to activate. */
  const settle = (out: Out): Out => {
    let state = out.state;
    const events = [...out.events];
    if (state.active !== null) {
      const acting = state.active.filter((id) => (pieceOf(state, id)?.actionsLeft ?? 0) > 0);
      if (acting.length > 0 && outcome(state) === undefined) return { state, events };
      const lost = state.active.reduce((n, id) => n + (pieceOf(state, id)?.actionsLeft ?? 0), 0);
      const side = state.toAct;
      events.push({
        type: "activation-ended",
        rule: "EVO-ACT-1",
        side: sideOf(state, side).name,
        names: state.active.map((id) => pieceOf(state, id)?.model.name ?? id),
        actionsLost: lost,
      });
      const ids = state.active;
      state = { ...state, active: null, pieces: state.pieces.map((p) => (ids.includes(p.model.id) ? { ...p, actionsLeft: 0 } : p)) };
      // ruling EVO-AMB-9: alternating activations (a side with more takes its extra ones at the end), or whole-side turns
      const other = 1 - side;
      const preferred = state.options.turnStructure === "side" ? [side, other] : [other, side];
      const next = preferred.find((s) => hasActivations(state, s));
      if (next !== undefined) state = { ...state, toAct: next };
    }
    while (state.active === null && outcome(state) === undefined && !hasActivations(state, state.toAct)) {
      const other = 1 - state.toAct;
      if (hasActivations(state, other)) {
        state = { ...state, toAct: other };
        break;
      }
      // the turn ends: every model may activate again; suppression is read at the turn's end (hook EVO-AMB-8)
      const recovered: EvolutionPiece[] = [];
      const pieces = state.pieces.map((p) => {
        const fresh = { ...p, activated: false, actionsLeft: 0, moves: 0 };
        if (p.model.state.suppressed === true && standing(p) && (hooks.recovers?.(p.model) ?? true)) {
          recovered.push(p);
          const { lightWounds, seriousWounds, removed } = p.model.state;
          return { ...fresh, model: { ...p.model, state: { lightWounds, seriousWounds, removed } } };
        }
        return fresh;
      });
      for (const p of recovered) events.push({ type: "recovered", rule: "EVO-AMB-8", model: p.model.id, name: p.model.name });
      state = { ...state, pieces, turn: state.turn + 1, toAct: state.first };
      if (state.turn <= state.turns) events.push({ type: "turn", rule: "EVO-AMB-9", turn: state.turn });
    }
    return { state, events };
  };

  // ---- validation: every reason a command is refused, with its code and rule ----

  const activateReasons = (state: EvolutionState, c: Extract<EvolutionCommand, { type: "activate" }>): Reason[] => {
    const reasons: Reason[] = [];
    if (state.active !== null) return [{ code: "ACTIVATION_GOING_ON", rule: "EVO-ACT-1", text: "finish the activation going on first (or end it)" }];
    const p = pieceOf(state, c.model);
    if (p === undefined) return [{ code: "UNKNOWN_MODEL", text: `no model ${c.model} in this game` }];
    const name = p.model.name;
    if (p.side !== state.toAct) reasons.push({ code: "NOT_YOUR_SIDE", rule: "EVO-AMB-9", text: `it is ${sideOf(state, state.toAct).name}'s activation` });
    if (!standing(p)) reasons.push({ code: "REMOVED", rule: "EVO-DMG-1", text: `${name} is out of the game` });
    else if (p.activated) reasons.push({ code: "ALREADY_ACTIVATED", rule: "EVO-ACT-1", text: `${name} has activated this turn` });
    else if (actionsOfPiece(state, p, false) === 0)
      reasons.push(
        p.model.state.suppressed === true
          ? { code: "SUPPRESSED", rule: "EVO-WTF-1", text: `${name} is suppressed and takes no action` }
          : { code: "NO_ACTIONS", rule: "EVO-VEH-1", text: `${name} has no actions (an undriven vehicle)` },
      );
    const group = c.group ?? [];
    if (group.length > 0 && !leads(p.model)) reasons.push({ code: "NOT_A_LEADER", rule: "EVO-LEAD-1", text: `${name} has no Leadership: it activates alone` });
    const seen = new Set<string>();
    for (const id of group) {
      const m = pieceOf(state, id);
      if (seen.has(id) || id === c.model) {
        reasons.push({ code: "DUPLICATE_MEMBER", rule: "EVO-AMB-21", text: `${id} is named twice: a model takes part in a group once` });
        continue;
      }
      seen.add(id);
      if (m === undefined) {
        reasons.push({ code: "UNKNOWN_MODEL", text: `no model ${id} in this game` });
        continue;
      }
      const n = m.model.name;
      if (m.side !== p.side) reasons.push({ code: "NOT_FRIENDLY", rule: "EVO-LEAD-1", text: `${n} is not on ${name}'s side` });
      else if (m.model.type !== "mook") reasons.push({ code: "NOT_A_MOOK", rule: "EVO-LEAD-1", text: `${n} is not a mook` });
      else if (!standing(m)) reasons.push({ code: "REMOVED", rule: "EVO-DMG-1", text: `${n} is out of the game` });
      else if (m.activated) reasons.push({ code: "ALREADY_ACTIVATED", rule: "EVO-ACT-1", text: `${n} has activated this turn` });
      else if (actionsOfPiece(state, m, true) === 0)
        reasons.push({ code: "SUPPRESSED", rule: "EVO-WTF-1", text: `${n} is suppressed and cannot join the group` });
      // ruling EVO-AMB-21 (EVO-AMB-14): the 6" is measured once, when the group activates
      else if (distance(m.at, p.at) > LEADER_RADIUS + EPS)
        reasons.push({ code: "TOO_FAR_AT_ACTIVATION", rule: "EVO-LEAD-1", text: `${n} is ${fmt(distance(m.at, p.at))}″ from ${name}, more than 6″` });
    }
    return reasons;
  };

  /** The models of the activation that still have an action. */
  const actingOf = (state: EvolutionState): string[] => (state.active ?? []).filter((id) => (pieceOf(state, id)?.actionsLeft ?? 0) > 0);

  const ordersReasons = (state: EvolutionState, orders: readonly Order[]): Reason[] => {
    if (state.active === null) return [{ code: "NO_ACTIVATION", rule: "EVO-ACT-1", text: "activate a model first" }];
    const reasons: Reason[] = [];
    const acting = actingOf(state);
    const given = new Set<string>();
    for (const o of orders) {
      if (given.has(o.model))
        reasons.push({ code: "DUPLICATE_ORDER", rule: "EVO-ACT-1", text: `${nameOf(state, o.model)} is given two orders for one action` });
      given.add(o.model);
      if (!acting.includes(o.model))
        reasons.push({ code: "NOT_ACTING", rule: "EVO-ACT-1", text: `${nameOf(state, o.model)} has no action in this activation` });
    }
    for (const id of acting) {
      // EVO-LEAD-1: the group acts as one unit, every model taking the same action
      if (!given.has(id)) reasons.push({ code: "MISSING_ORDER", rule: "EVO-LEAD-1", text: `${nameOf(state, id)} must take the same action as the group` });
    }
    return reasons;
  };

  /** The leader of the group, when a group acts and its leader is among the models acting. */
  const groupLeader = (state: EvolutionState): string | undefined => {
    const acting = actingOf(state);
    const leader = state.active?.[0];
    return acting.length > 1 && leader !== undefined && acting.includes(leader) ? leader : undefined;
  };

  const moveOf = (state: EvolutionState, p: EvolutionPiece, to: Point): { inches: number; terrain: Terrain; allowed: number; impassable: boolean } => {
    const terrain = terrainCrossed(state, p.at, to);
    const a = allowanceValidated(p.model, 1, Math.min(p.moves, 2), terrain, equipped(p.model), state.options);
    return { inches: distance(p.at, to), terrain, allowed: a.inches, impassable: a.reason === "impassable" };
  };

  const moveReasons = (state: EvolutionState, c: Extract<EvolutionCommand, { type: "move" }>): Reason[] => {
    const reasons = ordersReasons(state, c.orders);
    if (reasons.length > 0) return reasons;
    const leader = groupLeader(state);
    const leaderTo = c.orders.find((o) => o.model === leader)?.to;
    for (const o of c.orders) {
      const p = pieceOf(state, o.model) as EvolutionPiece;
      const m = moveOf(state, p, o.to);
      if (m.impassable) reasons.push({ code: "IMPASSABLE", rule: "EVO-TERR-1", text: `${p.model.name} cannot cross impassable terrain` });
      else if (m.inches > m.allowed + EPS)
        reasons.push({
          code: "MOVED_TOO_FAR",
          rule: "EVO-MOVE-1",
          text: `${p.model.name} moves ${fmt(m.inches)}″, more than its ${fmt(m.allowed)}″ (${m.terrain} ground)`,
        });
      if (leaderTo !== undefined && o.model !== leader) {
        // EVO-LEAD-1, ruling EVO-AMB-18: a mook ends within 6" of the leader if able, otherwise as close as possible:
        // beyond 6" it must have used its whole allowance and not moved away from where the leader ends
        const ends = distance(o.to, leaderTo);
        const best = Math.max(LEADER_RADIUS, distance(p.at, leaderTo) - m.allowed);
        const didWhatItCould = m.inches >= m.allowed - 1e-6 && ends <= distance(p.at, leaderTo) + EPS;
        if (ends > best + 1e-6 && !(ends > LEADER_RADIUS && didWhatItCould))
          reasons.push({
            code: "ENDS_TOO_FAR",
            rule: "EVO-LEAD-1",
            text: `${p.model.name} ends ${fmt(distance(o.to, leaderTo))}″ from the leader (at most ${fmt(best)}″)`,
          });
      }
    }
    return reasons;
  };

  const targetReasons = (state: EvolutionState, p: EvolutionPiece, targetId: string): { reasons: Reason[]; target: EvolutionPiece | undefined } => {
    const t = pieceOf(state, targetId);
    if (t === undefined) return { reasons: [{ code: "UNKNOWN_MODEL", text: `no model ${targetId} in this game` }], target: undefined };
    if (t.side === p.side) return { reasons: [{ code: "NOT_AN_ENEMY", rule: "EVO-ACT-2", text: `${t.model.name} is on ${p.model.name}'s side` }], target: t };
    if (!standing(t)) return { reasons: [{ code: "TARGET_REMOVED", rule: "EVO-DMG-1", text: `${t.model.name} is out of the game` }], target: t };
    return { reasons: [], target: t };
  };

  const leaderTargetReasons = (state: EvolutionState, orders: readonly (Order & { readonly target?: string | undefined })[], rule: string): Reason[] => {
    const leader = groupLeader(state);
    const lt = orders.find((o) => o.model === leader);
    const leaderTarget = lt?.target === undefined ? undefined : pieceOf(state, lt.target);
    if (leaderTarget === undefined) return [];
    const reasons: Reason[] = [];
    for (const o of orders) {
      if (o.model === leader || o.target === undefined) continue;
      const t = pieceOf(state, o.target);
      // EVO-LEAD-1: a mook's target is within 6" of the leader's target
      if (t !== undefined && distance(t.at, leaderTarget.at) > LEADER_RADIUS + EPS)
        reasons.push({
          code: "TARGET_TOO_FAR",
          rule,
          text: `${nameOf(state, o.model)}'s target ${t.model.name} is ${fmt(distance(t.at, leaderTarget.at))}″ from the leader's target, more than 6″`,
        });
    }
    return reasons;
  };

  /** A line of sight within the activation going on (EVO-LOS-2: its group never blocks), as `sightOf` measures it. */
  type Sight = (p: EvolutionPiece, target: EvolutionPiece) => Los;
  const sightNow =
    (state: EvolutionState): Sight =>
    (p, target) =>
      sightOf(state, p, target, state.active ?? []);

  /**
   * {@link sightNow}, each pair measured once: one `options` call asks for the same lines of sight twice (a group's
   * targets, then each shot's reasons); the map lives for that call only.
   */
  const sightsOnce = (state: EvolutionState): Sight => {
    // keyed by the state's own piece objects (no text built from ids)
    const seen = new Map<EvolutionPiece, Map<EvolutionPiece, Los>>();
    return (p, target) => {
      let from = seen.get(p);
      if (from === undefined) {
        from = new Map();
        seen.set(p, from);
      }
      let los = from.get(target);
      if (los === undefined) {
        los = sightOf(state, p, target, state.active ?? []);
        from.set(target, los);
      }
      return los;
    };
  };

  const shootReasons = (state: EvolutionState, c: Extract<EvolutionCommand, { type: "shoot" }>, sight: Sight): Reason[] => {
    const reasons = ordersReasons(state, c.orders);
    if (reasons.length > 0) return reasons;
    const leader = groupLeader(state);
    for (const o of c.orders) {
      const p = pieceOf(state, o.model) as EvolutionPiece;
      if (o.target === undefined) {
        // EVO-LEAD-1: only a mook of a group may take the group's Shoot action without a target
        if (leader === undefined || o.model === leader)
          reasons.push({ code: "NO_TARGET", rule: "EVO-FIRE-1", text: `${p.model.name} must name a target to shoot at` });
        continue;
      }
      const { reasons: tr, target } = targetReasons(state, p, o.target);
      reasons.push(...tr);
      const weapon = p.model.weapons[o.weapon ?? 0];
      if (weapon === undefined) {
        reasons.push({ code: "NO_WEAPON", rule: "EVO-FIRE-1", text: `${p.model.name} has no weapon ${String(o.weapon ?? 0)}` });
        continue;
      }
      if (target === undefined || tr.length > 0) continue;
      const los = sight(p, target);
      const may = canFire(p.model, weapon, los, state.options);
      if (!may.ok) {
        const code = may.reason;
        const rule = code === "LOS_BLOCKED" ? "EVO-LOS-1" : code === "SUPPRESSED" ? "EVO-WTF-1" : code === "REMOVED" ? "EVO-DMG-1" : "EVO-FIRE-1";
        reasons.push({ code, rule, text: `${p.model.name} may not fire at ${target.model.name} (${code.toLowerCase().replaceAll("_", " ")})` });
      }
    }
    reasons.push(...leaderTargetReasons(state, c.orders, "EVO-LEAD-1"));
    return reasons;
  };

  const chargeReasons = (state: EvolutionState, c: Extract<EvolutionCommand, { type: "charge" }>): Reason[] => {
    const reasons = ordersReasons(state, c.orders);
    if (reasons.length > 0) return reasons;
    for (const o of c.orders) {
      const p = pieceOf(state, o.model) as EvolutionPiece;
      const { reasons: tr, target } = targetReasons(state, p, o.target);
      reasons.push(...tr);
      if (target === undefined || tr.length > 0) continue;
      if (moveOf(state, p, target.at).impassable)
        reasons.push({ code: "IMPASSABLE", rule: "EVO-TERR-1", text: `${p.model.name}'s charge crosses impassable terrain` });
      // ruling EVO-AMB-7 (placeholder): the winner rolls its weapon's damage, so both need one
      if (p.model.weapons.length === 0 && hooks.closeCombat === undefined)
        reasons.push({ code: "NO_WEAPON", rule: "EVO-AMB-7", text: `${p.model.name} has no weapon to fight with` });
      if (target.model.weapons.length === 0 && hooks.closeCombat === undefined)
        reasons.push({ code: "NO_WEAPON", rule: "EVO-AMB-7", text: `${target.model.name} has no weapon to fight back with` });
    }
    reasons.push(...leaderTargetReasons(state, c.orders, "EVO-LEAD-1"));
    return reasons;
  };

  const reasonsFor = (state: EvolutionState, c: EvolutionCommand, sight: Sight = sightNow(state)): Reason[] => {
    if (outcome(state) !== undefined) return [{ code: "GAME_OVER", text: "the game is over" }];
    switch (c.type) {
      case "activate":
        return activateReasons(state, c);
      case "move":
        return moveReasons(state, c);
      case "shoot":
        return shootReasons(state, c, sight);
      case "charge":
        return chargeReasons(state, c);
      case "ready":
        return ordersReasons(state, c.orders);
      case "end":
        return state.active === null ? [{ code: "NO_ACTIVATION", rule: "EVO-ACT-1", text: "no activation is going on" }] : [];
    }
  };

  // ---- resolution ----

  /** Runs the steps one after the other, each from the state the last one left, gathering the events. */
  const sequence = (start: Out, steps: readonly ((s: EvolutionState) => Chance<Out>)[]): Chance<Out> => {
    let acc: Chance<Out> = certain(start);
    for (const f of steps)
      acc = acc.chain(
        (o) => f(o.state),
        (o, n): Out => ({ state: n.state, events: [...o.events, ...n.events] }),
      );
    return acc;
  };

  const same = (state: EvolutionState, events: readonly EvolutionEvent[] = []): Chance<Out> => certain({ state, events });

  /** A Will to Fight test for a model that was hit and stands (EVO-WTF-1, hook EVO-AMB-8); a failure suppresses it. */
  const willToFight = (state: EvolutionState, id: string, cause: WtfTrigger["cause"], hits: number, before: WoundState): Chance<Out> => {
    const p = pieceOf(state, id);
    if (p === undefined || !standing(p) || p.model.state.suppressed === true) return same(state);
    const after = p.model.state;
    const seen: WtfTrigger = { model: p.model, cause, hits, before, after, trigger: state.willToFight };
    const wounded = after.lightWounds > before.lightWounds || after.seriousWounds > before.seriousWounds;
    // hook EVO-AMB-8: the morale section is missing; the scenario's trigger says who tests, a house rule may decide
    const context =
      hooks.willToFight !== undefined
        ? hooks.willToFight(seen)
        : state.willToFight === "hit" || (state.willToFight === "wounded" && wounded)
          ? { reason: "to avoid suppression" }
          : null;
    if (context === null) return same(state);
    // a house rule's context is the app's: checked as wtfCheck checks it (an object; its modifier in range)
    if (hooks.willToFight !== undefined) checkObject("evolution.wtfCheck", "context", context);
    return wtfCheckValidated("evolution.wtfCheck", p.model, context, () => state.options, "").map((passed): Out => {
      const event: EvolutionEvent = {
        type: "will-to-fight",
        rule: "EVO-WTF-1",
        model: id,
        name: p.model.name,
        reason: context.reason ?? "will to fight",
        passed,
      };
      const next = passed ? state : replacePiece(state, id, (q) => withWounds(q, { ...q.model.state, suppressed: true }));
      return { state: next, events: [event] };
    });
  };

  /** The reaction of a model attacked (hook EVO-AMB-9); the placeholder takes none, so without a hook nothing is rolled. */
  const reactionOf = (state: EvolutionState, id: string, by: string, kind: "shot-at" | "charged"): Chance<Out> => {
    const procedure = hooks.reaction;
    const p = pieceOf(state, id);
    if (procedure === undefined || p === undefined || !standing(p)) return same(state);
    return reactionValidated("evolution.reaction", p.model, { kind, byId: by }, { procedure }, state.options, "").chain(
      (r: ReactionResult): Chance<Out> => {
        const event: EvolutionEvent = {
          type: "reaction",
          rule: "EVO-AMB-9",
          model: id,
          name: p.model.name,
          trigger: kind,
          by: nameOf(state, by),
          action: r.action,
        };
        if (!r.reacts) return same(state);
        if (r.action !== "shoot") return same(state, [event]);
        const attacker = pieceOf(state, by);
        const weapon = p.model.weapons[0];
        if (attacker === undefined || weapon === undefined) return same(state, [event]);
        const los = sightOf(state, p, attacker, []);
        if (!canFire(p.model, weapon, los, state.options).ok) return same(state, [event]);
        return sequence({ state, events: [event] }, [(s) => shotOf(s, id, by, 0, [], false)]);
      },
      (_r, out) => out,
    );
  };

  const shotOf = (state: EvolutionState, id: string, targetId: string, weaponIndex: number, group: readonly string[], reactions: boolean): Chance<Out> => {
    const p = pieceOf(state, id) as EvolutionPiece;
    const t = pieceOf(state, targetId) as EvolutionPiece;
    const lost = (why: "target-removed" | "shooter-removed" | "blocked"): Chance<Out> =>
      same(state, [{ type: "shot-lost", rule: "EVO-FIRE-1", model: id, name: p.model.name, target: targetId, targetName: t.model.name, why }]);
    if (!standing(p)) return lost("shooter-removed");
    if (!standing(t)) return lost("target-removed");
    const weapon = p.model.weapons[weaponIndex] as Model["weapons"][number];
    const fireNow = (s: EvolutionState): Chance<Out> => {
      const shooter = pieceOf(s, id) as EvolutionPiece;
      const target = pieceOf(s, targetId) as EvolutionPiece;
      if (!standing(shooter)) return lost("shooter-removed");
      const los = sightOf(s, shooter, target, group);
      if (!canFire(shooter.model, weapon, los, s.options).ok) return lost("blocked");
      const before = target.model.state;
      return shootValidated("evolution.shoot", shooter.model, weapon, target.model, { los }, s.options, "", "evolution.fire").chain(
        (r): Chance<Out> => {
          const after = { ...r.target, ...(before.suppressed === undefined ? {} : { suppressed: before.suppressed }) };
          const written = replacePiece(s, targetId, (q) => withWounds(q, after));
          const event: EvolutionEvent = {
            type: "shot",
            rule: "EVO-FIRE-1",
            model: id,
            name: shooter.model.name,
            target: targetId,
            targetName: target.model.name,
            weapon: weapon.name,
            los,
            hits: r.hits,
            before,
            after,
          };
          if (r.hits === 0) return same(written, [event]);
          return sequence({ state: written, events: [event] }, [(w) => willToFight(w, targetId, "shot", r.hits, before)]);
        },
        (_r, out) => out,
      );
    };
    if (!reactions) return fireNow(state);
    return sequence({ state, events: [] }, [(s) => reactionOf(s, targetId, id, "shot-at"), fireNow]);
  };

  const chargeOf = (state: EvolutionState, id: string, targetId: string): Chance<Out> => {
    const p = pieceOf(state, id) as EvolutionPiece;
    const t = pieceOf(state, targetId) as EvolutionPiece;
    if (!standing(p) || !standing(t)) return same(state);
    const terrain = terrainCrossed(state, p.at, t.at);
    const o = state.options;
    const reach = chargeReachValidated(p.model, Math.min(p.moves, 3 - o.chargeMoves), terrain, equipped(p.model), o);
    const gap = Math.max(0, distance(p.at, t.at) - 2 * state.baseRadius);
    // ruling EVO-AMB-10: a charge reaches one Move (chargeMoves); contact starts close combat
    const contact = gap <= reach + EPS;
    // EVO-LEAD-1, EVO-AMB-10: a charge that cannot reach moves up to the normal Move instead
    const normal = moveOf(state, p, t.at).allowed;
    const to = moveToward(p.at, t.at, contact ? gap : Math.min(normal, gap));
    const facingDeg = distance(p.at, t.at) > 0 ? bearing(p.at, t.at) : p.model.facingDeg;
    const moved = replacePiece(state, id, (q) => ({ ...q, at: to, moves: Math.min(3, q.moves + 1), model: { ...q.model, facingDeg } }));
    const event: EvolutionEvent = {
      type: "charge",
      rule: "EVO-AMB-10",
      model: id,
      name: p.model.name,
      target: targetId,
      targetName: t.model.name,
      contact,
      reach,
      gap,
      to,
    };
    if (!contact) return same(moved, [event]);
    const fight = (s: EvolutionState): Chance<Out> => {
      const a = pieceOf(s, id) as EvolutionPiece;
      const d = pieceOf(s, targetId) as EvolutionPiece;
      if (!standing(a) || !standing(d)) return same(s);
      const aBefore = a.model.state;
      const dBefore = d.model.state;
      const context = {
        ...(a.model.weapons[0] === undefined ? {} : { attackerWeapon: a.model.weapons[0] }),
        ...(d.model.weapons[0] === undefined ? {} : { defenderWeapon: d.model.weapons[0] }),
        ...(hooks.closeCombat === undefined ? {} : { procedure: hooks.closeCombat }),
      };
      return closeCombatValidated("evolution.closeCombat", a.model, d.model, context, s.options, "").chain(
        (r): Chance<Out> => {
          const loserId = r.winner === "attacker" ? targetId : r.winner === "defender" ? id : undefined;
          const before = loserId === id ? aBefore : dBefore;
          const written =
            loserId === undefined || r.loser === null
              ? s
              : replacePiece(s, loserId, (q) =>
                  withWounds(q, { ...r.loser, ...(before.suppressed === undefined ? {} : { suppressed: before.suppressed }) } as WoundState),
                );
          const event: EvolutionEvent = {
            type: "close-combat",
            rule: "EVO-CC-1",
            model: id,
            name: a.model.name,
            target: targetId,
            targetName: d.model.name,
            attacker: r.attacker,
            defender: r.defender,
            winner: r.winner,
            damage: [...r.damage],
            loser: r.loser,
          };
          if (loserId === undefined) return same(written, [event]);
          return sequence({ state: written, events: [event] }, [(w) => willToFight(w, loserId, "close-combat", 1, before)]);
        },
        (_r, out) => out,
      );
    };
    return sequence({ state: moved, events: [event] }, [(s) => reactionOf(s, targetId, id, "charged"), fight]);
  };

  /** One action of the activation: every order resolved in turn, then each model that acted has one action less. */
  const action = (state: EvolutionState, c: Exclude<EvolutionCommand, { type: "activate" | "end" }>): Chance<Out> => {
    const ids = c.orders.map((o) => o.model);
    const group = state.active ?? [];
    const steps: ((s: EvolutionState) => Chance<Out>)[] = [];
    switch (c.type) {
      case "move":
        for (const o of c.orders) {
          steps.push((s) => {
            const p = pieceOf(s, o.model) as EvolutionPiece;
            const m = moveOf(s, p, o.to);
            const facingDeg = o.facingDeg ?? (m.inches > 0 ? bearing(p.at, o.to) : p.model.facingDeg);
            const next = replacePiece(s, o.model, (q) => ({ ...q, at: o.to, moves: Math.min(3, q.moves + 1), model: { ...q.model, facingDeg } }));
            return same(next, [
              { type: "move", rule: "EVO-MOVE-1", model: o.model, name: p.model.name, from: p.at, to: o.to, inches: m.inches, terrain: m.terrain },
            ]);
          });
        }
        break;
      case "shoot":
        for (const o of c.orders) {
          const target = o.target;
          steps.push((s) =>
            target === undefined
              ? same(s, [{ type: "hold-fire", rule: "EVO-LEAD-1", model: o.model, name: nameOf(s, o.model) }])
              : shotOf(s, o.model, target, o.weapon ?? 0, group, true),
          );
        }
        break;
      case "charge":
        for (const o of c.orders) steps.push((s) => chargeOf(s, o.model, o.target));
        break;
      case "ready":
        for (const o of c.orders) {
          steps.push((s) => {
            const p = pieceOf(s, o.model) as EvolutionPiece;
            const readied = p.readied + 1;
            return same(
              replacePiece(s, o.model, (q) => ({ ...q, readied })),
              [{ type: "ready", rule: "EVO-ACT-2", model: o.model, name: p.model.name, readied }],
            );
          });
        }
        break;
    }
    steps.push((s) => same({ ...s, pieces: s.pieces.map((p) => (ids.includes(p.model.id) ? { ...p, actionsLeft: Math.max(0, p.actionsLeft - 1) } : p)) }));
    return sequence({ state, events: [] }, steps).map(settle);
  };

  const activate = (state: EvolutionState, c: Extract<EvolutionCommand, { type: "activate" }>): Out => {
    const group = c.group ?? [];
    const ids = [c.model, ...group];
    const withLeader = group.length > 0;
    const models: { id: string; name: string; actions: number }[] = [];
    const pieces = state.pieces.map((p) => {
      if (!ids.includes(p.model.id)) return p;
      // EVO-ACT-1, EVO-LEAD-1 (ruling EVO-AMB-14): a mook with its leader takes the leader's two actions
      const actions = actionsOfPiece(state, p, withLeader && p.model.id !== c.model);
      models.push({ id: p.model.id, name: p.model.name, actions });
      return { ...p, activated: true, actionsLeft: actions };
    });
    const event: EvolutionEvent = {
      type: "activate",
      rule: withLeader ? "EVO-LEAD-1" : "EVO-ACT-1",
      side: sideOf(state, state.toAct).name,
      models: ids.map((id) => models.find((m) => m.id === id) as { id: string; name: string; actions: number }),
    };
    return settle({ state: { ...state, pieces, active: ids }, events: [event] });
  };

  // ---- the choices a player is offered ----

  const enemiesOf = (state: EvolutionState, side: number): EvolutionPiece[] => state.pieces.filter((p) => p.side !== side && standing(p));

  const nearest = (from: Point, among: readonly EvolutionPiece[]): EvolutionPiece | undefined => {
    let best: EvolutionPiece | undefined;
    for (const p of among) if (best === undefined || distance(from, p.at) < distance(from, best.at)) best = p;
    return best;
  };

  /** Each acting model's target for a group attack on `target`: it, or the nearest enemy within 6" of it the model sees. */
  const groupTargets = (
    state: EvolutionState,
    acting: readonly EvolutionPiece[],
    target: EvolutionPiece,
    needSight: boolean,
    sight: Sight,
  ): { model: string; target?: string }[] =>
    acting.map((p, i) => {
      if (!needSight || i === 0) return { model: p.model.id, target: target.model.id };
      const seen = (e: EvolutionPiece) => sight(p, e) !== "blocked";
      if (seen(target)) return { model: p.model.id, target: target.model.id };
      const near = enemiesOf(state, p.side).filter((e) => distance(e.at, target.at) <= LEADER_RADIUS && seen(e));
      const other = nearest(p.at, near);
      return other === undefined ? { model: p.model.id } : { model: p.model.id, target: other.model.id };
    });

  /**
   * The farthest a model gets toward a point in one Move action along a straight line, trying the direct line and
   * lines turned up to 80° either side (around a barn): the end that comes nearest the point and crosses nothing
   * impassable, or undefined. The path of a move need not be straight (EVO-MOVE-1); this suggestion uses one line.
   */
  const stride = (state: EvolutionState, p: EvolutionPiece, toward: Point, limit: number): Point | undefined => {
    const whole = distance(p.at, toward);
    if (whole === 0 || limit <= 0) return undefined;
    let best: Point | undefined;
    for (const turn of [0, 20, -20, 40, -40, 60, -60, 80, -80]) {
      const r = (turn * Math.PI) / 180;
      const ux = (toward.x - p.at.x) / whole;
      const uy = (toward.y - p.at.y) / whole;
      const dir = { x: ux * Math.cos(r) - uy * Math.sin(r), y: ux * Math.sin(r) + uy * Math.cos(r) };
      let len = Math.min(limit, moveOf(state, p, { x: p.at.x + dir.x * limit, y: p.at.y + dir.y * limit }).allowed);
      let end = { x: p.at.x + dir.x * len, y: p.at.y + dir.y * len };
      // a shorter stride may avoid the terrain a full one meets
      const m = moveOf(state, p, end);
      if (m.impassable || m.inches > m.allowed + EPS) {
        len = Math.min(len, m.allowed);
        end = { x: p.at.x + dir.x * len, y: p.at.y + dir.y * len };
        const again = moveOf(state, p, end);
        if (again.impassable || again.inches > again.allowed + EPS) continue;
      }
      if (len > 0.01 && (best === undefined || distance(end, toward) < distance(best, toward) - EPS)) best = end;
    }
    return best;
  };

  /** A group move toward the nearest enemy: the leader as far as it gets, the mooks keeping with it. */
  const advance = (state: EvolutionState, acting: readonly EvolutionPiece[]): { model: string; to: Point }[] | undefined => {
    const lead = acting[0];
    if (lead === undefined) return undefined;
    const enemy = nearest(lead.at, enemiesOf(state, lead.side));
    if (enemy === undefined) return undefined;
    const room = Math.max(0, distance(lead.at, enemy.at) - 2 * state.baseRadius - 1);
    const leadTo = stride(state, lead, enemy.at, Math.min(lead.model.move, room));
    if (leadTo === undefined) return undefined;
    const dx = leadTo.x - lead.at.x;
    const dy = leadTo.y - lead.at.y;
    return acting.map((p, i) => {
      if (i === 0) return { model: p.model.id, to: leadTo };
      const wanted = { x: p.at.x + dx, y: p.at.y + dy };
      const can = moveOf(state, p, p.at).allowed;
      const to = stride(state, p, wanted, Math.min(can, distance(p.at, wanted))) ?? p.at;
      if (distance(to, leadTo) <= Math.max(LEADER_RADIUS, distance(p.at, leadTo) - can)) return { model: p.model.id, to };
      const closer = stride(state, p, leadTo, Math.min(can, Math.max(0, distance(p.at, leadTo) - LEADER_RADIUS + 0.5)));
      return { model: p.model.id, to: closer !== undefined && distance(closer, leadTo) <= LEADER_RADIUS ? closer : (stride(state, p, leadTo, can) ?? p.at) };
    });
  };

  const choice = (state: EvolutionState, command: EvolutionCommand, label: string, sight: Sight): Choice<EvolutionCommand> => {
    const reasons = reasonsFor(state, command, sight);
    return { command, allowed: reasons.length === 0, reasons, label };
  };

  const options = (state: EvolutionState): readonly Choice<EvolutionCommand>[] => {
    if (outcome(state) !== undefined) return [];
    const choices: Choice<EvolutionCommand>[] = [];
    const sight = sightsOnce(state);
    if (state.active === null) {
      for (const p of state.pieces) {
        if (!standing(p) || p.side !== state.toAct) continue;
        if (leads(p.model)) {
          const group = state.pieces.filter(
            (m) =>
              m.side === p.side &&
              m.model.type === "mook" &&
              standing(m) &&
              !m.activated &&
              actionsOfPiece(state, m, true) > 0 &&
              distance(m.at, p.at) <= LEADER_RADIUS + EPS,
          );
          if (group.length > 0) {
            const ids = group.map((m) => m.model.id);
            choices.push(
              choice(
                state,
                { type: "activate", model: p.model.id, group: ids },
                `${p.model.name} activates with ${group.map((m) => m.model.name).join(", ")}`,
                sight,
              ),
            );
          }
        }
        choices.push(choice(state, { type: "activate", model: p.model.id }, `${p.model.name} activates`, sight));
      }
      return choices;
    }
    const acting = actingOf(state).map((id) => pieceOf(state, id) as EvolutionPiece);
    const names = acting.map((p) => p.model.name).join(", ");
    const lead = acting[0];
    if (lead !== undefined) {
      for (const e of enemiesOf(state, lead.side)) {
        choices.push(choice(state, { type: "shoot", orders: groupTargets(state, acting, e, true, sight) }, `${names} shoot at ${e.model.name}`, sight));
      }
      const closest = nearest(lead.at, enemiesOf(state, lead.side));
      if (closest !== undefined)
        choices.push(
          choice(
            state,
            {
              type: "charge",
              orders: groupTargets(state, acting, closest, false, sight).map((o) => ({ model: o.model, target: o.target ?? closest.model.id })),
            },
            `${names} charge ${closest.model.name}`,
            sight,
          ),
        );
      const moves = advance(state, acting);
      if (moves !== undefined) choices.push(choice(state, { type: "move", orders: moves }, `${names} advance`, sight));
      choices.push(choice(state, { type: "ready", orders: acting.map((p) => ({ model: p.model.id })) }, `${names} ready`, sight));
    }
    choices.push(choice(state, { type: "end" }, "end the activation", sight));
    return choices;
  };

  return {
    system: "evolution",
    StateSchema: frozenStandard(EvolutionStateSchema),
    CommandSchema: frozenStandard(EvolutionCommandSchema),
    setup(scenario) {
      const fn = "evolution.game.setup";
      const s = parseOrThrow(fn, EvolutionScenarioSchema, scenario, "scenario");
      const seen = new Set<string>();
      s.sides.forEach((side, i) => {
        side.models.forEach((d, j) => {
          if (seen.has(d.model.id))
            parseOrThrow(
              fn,
              z.never({ error: "model ids are unique across both sides" }),
              d.model.id,
              `scenario.sides[${String(i)}].models[${String(j)}].model.id`,
            );
          seen.add(d.model.id);
        });
      });
      if (s.sides[0].id === s.sides[1].id) parseOrThrow(fn, z.never({ error: "the two sides need different ids" }), s.sides[1].id, "scenario.sides[1].id");
      const first = s.first === undefined ? 0 : s.sides.findIndex((side) => side.id === s.first);
      if (first < 0) parseOrThrow(fn, z.never({ error: "expected the id of one of the two sides" }), s.first, "scenario.first");
      const side = first === 1 ? 1 : 0;
      const state: EvolutionState = {
        sides: [
          { id: s.sides[0].id, name: s.sides[0].name },
          { id: s.sides[1].id, name: s.sides[1].name },
        ],
        pieces: s.sides.flatMap((sd, i) =>
          sd.models.map((d) => ({ model: d.model, side: i, at: d.at, activated: false, actionsLeft: 0, moves: 0, readied: 0 })),
        ),
        terrain: s.terrain,
        turn: 1,
        turns: s.turns,
        first: side,
        toAct: side,
        active: null,
        willToFight: s.willToFight,
        baseRadius: s.baseRadius,
        options: parseEvolutionOptions(s.options),
        ...(s.app === undefined ? {} : { app: s.app }),
      };
      return settle({ state, events: [] }).state;
    },
    options,
    step(state, command): Chance<Step<EvolutionState, EvolutionEvent>> {
      const reasons = reasonsFor(state, command);
      if (reasons.length > 0) throw new CommandRefused("evolution.game.step", command, reasons);
      return resolved(state, command);
    },
    // an allowed choice of this state's options: its reasons were worked out there, and are none (Game.stepOffered)
    stepOffered: (state, command) => resolved(state, command),
    outcome,
    describe: (events) => events.flatMap(describeEvent),
    player: (state) => (outcome(state) === undefined ? sideOf(state, state.toAct).id : undefined),
  };

  /** The step of a command the rules allow in this state. */
  function resolved(state: EvolutionState, command: EvolutionCommand): Chance<Step<EvolutionState, EvolutionEvent>> {
    if (command.type === "activate") return certain(activate(state, command));
    if (command.type === "end") return certain(endActivation(state));
    return action(state, command);
  }

  function endActivation(state: EvolutionState): Out {
    const ids = state.active ?? [];
    // the actions left are given up: the activation ends as if they were spent
    const lost = ids.reduce((n, id) => n + (pieceOf(state, id)?.actionsLeft ?? 0), 0);
    const cleared = { ...state, pieces: state.pieces.map((p) => (ids.includes(p.model.id) ? { ...p, actionsLeft: 0 } : p)) };
    const out = settle({ state: cleared, events: [] });
    return {
      state: out.state,
      events: out.events.map((e) => (e.type === "activation-ended" ? { ...e, actionsLost: lost } : e)),
    };
  }
}

function sideOf(state: EvolutionState, side: number): EvolutionState["sides"][number] {
  return side === 1 ? state.sides[1] : state.sides[0];
}

function nameOf(state: EvolutionState, id: string): string {
  return pieceOf(state, id)?.model.name ?? id;
}

function fmt(inches: number): string {
  return String(Math.round(inches * 100) / 100);
}

/** What a hit or a lost fight did, from the wound states before and after (EVO-DMG-1, EVO-WOUND-1). */
function changeWords(before: WoundState, after: WoundState): string {
  if (after.removed && !before.removed) return "is removed";
  const parts: string[] = [];
  if (after.seriousWounds > before.seriousWounds) parts.push("a Serious wound");
  const lights = after.lightWounds - before.lightWounds;
  if (lights > 0) parts.push(lights === 1 ? "a Light wound" : `${String(lights)} Light wounds`);
  return parts.length === 0 ? "takes no wound" : `takes ${parts.join(" and ")}`;
}

function woundWords(s: WoundState): string {
  if (s.removed) return "is removed";
  const parts: string[] = [];
  if (s.seriousWounds > 0) parts.push("seriously wounded");
  if (s.lightWounds > 0) parts.push(s.lightWounds === 1 ? "lightly wounded" : `lightly wounded ${String(s.lightWounds)} times`);
  return parts.length === 0 ? "is unhurt" : `is ${parts.join(" and ")}`;
}

function describeEvent(e: EvolutionEvent): string[] {
  switch (e.type) {
    case "activate":
      return e.models.length === 1
        ? [`${e.side}: ${e.models[0]?.name ?? ""} activates (${String(e.models[0]?.actions ?? 0)} action${e.models[0]?.actions === 1 ? "" : "s"}).`]
        : [
            `${e.side}: ${e.models[0]?.name ?? ""} activates with ${e.models
              .slice(1)
              .map((m) => m.name)
              .join(", ")} (${String(e.models[0]?.actions ?? 0)} actions together).`,
          ];
    case "move":
      return [`${e.name} moves ${fmt(e.inches)}″${e.terrain === "open" ? "" : ` through ${e.terrain} terrain`}.`];
    case "shot":
      return [
        `${e.name} shoots at ${e.targetName} with a ${e.weapon}${e.los === "clear" ? "" : ` (${e.los})`}: ${e.hits === 0 ? "no hit" : `${String(e.hits)} hit${e.hits === 1 ? "" : "s"}`}${
          e.hits === 0 ? "." : `; ${e.targetName} ${changeWords(e.before, e.after)}.`
        }`,
      ];
    case "shot-lost":
      return [
        `${e.name} ${e.why === "shooter-removed" ? "is down and does not fire" : e.why === "blocked" ? `no longer sees ${e.targetName}` : `has no shot: ${e.targetName} is already down`}.`,
      ];
    case "charge":
      return [
        e.contact
          ? `${e.name} charges ${e.targetName} and makes contact.`
          : `${e.name} charges ${e.targetName} but falls short (${fmt(e.gap)}″ away, reach ${fmt(e.reach)}″) and moves up instead.`,
      ];
    case "close-combat":
      return [
        e.winner === "none"
          ? `Close combat, ${e.name} ${String(e.attacker)} against ${e.targetName} ${String(e.defender)}: a tie, nobody is hurt.`
          : `Close combat, ${e.name} ${String(e.attacker)} against ${e.targetName} ${String(e.defender)}: ${e.winner === "attacker" ? e.name : e.targetName} wins; ${e.winner === "attacker" ? e.targetName : e.name} ${e.loser === null ? "is unhurt" : woundWords(e.loser)}.`,
      ];
    case "reaction":
      return [`${e.name} reacts to ${e.by}${e.action === null ? "" : `: ${e.action}`}.`];
    case "will-to-fight":
      return [`${e.name} tests Will to Fight ${e.reason}: ${e.passed ? "passes" : "fails and is suppressed"}.`];
    case "hold-fire":
      return [`${e.name} sees no target near the leader's and holds its fire.`];
    case "ready":
      return [`${e.name} readies.`];
    case "activation-ended":
      return [
        `${e.names.join(", ")} ${e.names.length === 1 ? "is" : "are"} done${e.actionsLost > 0 ? ` (${String(e.actionsLost)} action${e.actionsLost === 1 ? "" : "s"} unused)` : ""}.`,
      ];
    case "turn":
      return [`Turn ${String(e.turn)}.`];
    case "recovered":
      return [`${e.name} recovers from suppression.`];
  }
}

/**
 * An evolution game with house rules for the text's missing sections (see {@link EvolutionHooks}); the hooks not
 * given keep the catalogue's placeholders.
 *
 * @param hooks - the house rules
 * @returns the game
 * @example
 * ```ts
 * const fierce = evolutionGameWith({ willToFight: () => null }); // nobody is ever suppressed
 * ```
 */
export function evolutionGameWith(hooks: EvolutionHooks = {}): Game<EvolutionState, EvolutionCommand, EvolutionEvent, EvolutionOutcome> {
  const fn = "evolution.evolutionGameWith";
  const given: unknown = hooks;
  if (typeof given !== "object" || given === null)
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "hooks", value: given, message: "expected an object of house-rule functions" });
  const read: Record<string, unknown> = {};
  for (const name of ["closeCombat", "reaction", "willToFight", "recovers", "vehicleActions"] as const) {
    let f: unknown;
    try {
      f = (given as Record<string, unknown>)[name];
    } catch {
      throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `hooks.${name}`, value: undefined, message: "could not be read" });
    }
    if (f !== undefined && typeof f !== "function")
      throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `hooks.${name}`, value: f, message: "expected a function or nothing" });
    if (f !== undefined) read[name] = f;
  }
  return build(read);
}

/**
 * The evolution game (issue 15): a scenario of two sides playing turns of alternating activations (ruling
 * EVO-AMB-9), every placeholder of the missing sections as the catalogue gives it.
 *
 * @example
 * ```ts
 * const state = evolutionGame.setup(scenario);
 * const { state: next, events } = play(evolutionGame, state, { type: "activate", model: "boss", group: ["cowpoke-1"] }, seededDice(1));
 * evolutionGame.describe(events); // ["The posse: Trail boss activates with Cowpoke 1 (2 actions together)."]
 * ```
 */
export const evolutionGame: Game<EvolutionState, EvolutionCommand, EvolutionEvent, EvolutionOutcome> = Object.freeze(build({}));

const pick = (choices: readonly Choice<EvolutionCommand>[], ...types: EvolutionCommand["type"][]): EvolutionCommand | undefined => {
  for (const type of types) {
    const c = choices.find((x) => x.allowed && x.command.type === type);
    if (c !== undefined) return c.command;
  }
  return undefined;
};

/**
 * Simple policies for the evolution game: `firstAllowed` takes the first allowed choice; `aggressive` activates a
 * leader's group when it can, shoots when it sees an enemy, else charges one it can reach, else advances.
 *
 * @example
 * ```ts
 * autoplay(evolutionGame, scenario, evolutionPolicies.aggressive, seededDice(7));
 * ```
 */
export const evolutionPolicies: {
  /** The first allowed choice. */
  readonly firstAllowed: Policy<EvolutionState, EvolutionCommand>;
  /** Groups first; shoot, else charge within reach, else advance, else end. */
  readonly aggressive: Policy<EvolutionState, EvolutionCommand>;
} = Object.freeze({
  firstAllowed: (_state: EvolutionState, choices: readonly Choice<EvolutionCommand>[]): EvolutionCommand => {
    const c = choices.find((x) => x.allowed);
    if (c === undefined) throw new CommandRefused("evolutionPolicies.firstAllowed", null, [{ code: "NOTHING_ALLOWED", text: "no choice is allowed" }]);
    return c.command;
  },
  aggressive: (state: EvolutionState, choices: readonly Choice<EvolutionCommand>[]): EvolutionCommand => {
    if (state.active === null) {
      const group = choices.find((x) => x.allowed && x.command.type === "activate" && (x.command.group?.length ?? 0) > 0);
      const c = group?.command ?? pick(choices, "activate");
      if (c === undefined) throw new CommandRefused("evolutionPolicies.aggressive", null, [{ code: "NOTHING_ALLOWED", text: "no model can activate" }]);
      return c;
    }
    const charge = choices.find((x) => x.allowed && x.command.type === "charge");
    const c = pick(choices, "shoot") ?? (charge !== undefined && reaches(state, charge.command) ? charge.command : undefined) ?? pick(choices, "move", "end");
    return c ?? { type: "end" };
  },
});

/** Whether the leading model of a charge command makes contact (ruling EVO-AMB-10), for the aggressive policy. */
function reaches(state: EvolutionState, command: EvolutionCommand): boolean {
  if (command.type !== "charge") return false;
  const order = command.orders[0];
  if (order === undefined) return false;
  const p = pieceOf(state, order.model);
  const t = pieceOf(state, order.target);
  if (p === undefined || t === undefined) return false;
  // the policy's estimate, as the first release made it: without the specialist equipment the charge itself counts
  const reach = chargeReachValidated(p.model, Math.min(p.moves, 3 - state.options.chargeMoves), terrainCrossed(state, p.at, t.at), false, state.options);
  return Math.max(0, distance(p.at, t.at) - 2 * state.baseRadius) <= reach + EPS;
}
