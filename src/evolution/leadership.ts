import * as z from "zod/mini";
import { absentIfNull, boundedArray, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { actionsOf, hasSkill } from "./actions.js";
import { type Model, ModelSchema, type Point, PointSchema } from "./model.js";
import { allowance, chargeReach } from "./movement.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom } from "./options.js";
import { ACTION_TYPES, LEADER_RADIUS, type Terrain } from "./tables.js";

const ActionTypeSchema = z.enum(ACTION_TYPES);

/**
 * One action of one model of a leader's group, and where it leads (EVO-LEAD-1, EVO-ACT-2).
 *
 * @example
 * ```ts
 * const step: GroupStep = { action: "move", end: { x: 3, y: 8 } };
 * ```
 */
export const GroupStepSchema = strictObject({
  /** The action taken (EVO-ACT-2); every mook takes the leader's. */
  action: ActionTypeSchema,
  /** Where the model ends a Move or a Charge that cannot make contact (and, optionally, a contacting Charge). */
  end: z.optional(PointSchema),
  /** Where its Shoot target stands, or, for a Charge, the point where it contacts the enemy charged. */
  target: z.optional(PointSchema),
  /** For a Charge: false when the charge cannot contact an enemy (the model then moves normally, EVO-LEAD-1). Default true. */
  chargeContact: z.optional(z.boolean()),
  /** EVO-TERR-1: the terrain the move or charge crosses (a GM input, EVO-GM-2). Default `"open"`. */
  terrain: z.optional(z.enum(["open", "difficult", "impassable"])),
  /** Specialist equipment that lets it cross impassable terrain (EVO-GM-2). Default false. */
  specialistEquipment: z.optional(z.boolean()),
  /**
   * Ruling EVO-AMB-18 (mooks): the GM rules that terrain or models in the way stop this mook from getting within
   * 6″ of the leader. It is not a free pass: the mook still may not end further from the leader than it started.
   * Without it, the geometry decides whether the mook was able to, and if not it must end as close as it can.
   */
  cannotReach: z.optional(z.boolean()),
});

/**
 * One action of one model of a group (see {@link GroupStepSchema}).
 *
 * @example
 * ```ts
 * const shot: GroupStep = { action: "shoot", target: { x: 4, y: 20 } };
 * ```
 */
export type GroupStep = z.input<typeof GroupStepSchema>;

/**
 * One model of a leader's group activation: where it stands when the group activates, and its actions in
 * order (EVO-LEAD-1; ruling EVO-AMB-21: the 6″ of activation is measured once, from these positions).
 *
 * @example
 * ```ts
 * const cowpoke: GroupMember = { model: TOUGH, at: { x: 3, y: 0 }, actions: [{ action: "move", end: { x: 3, y: 5 } }, { action: "move", end: { x: 3, y: 10 } }] };
 * ```
 */
export const GroupMemberSchema = strictObject({
  /** The model. */
  model: ModelSchema,
  /** Where it stands when the group activates (rulings EVO-AMB-14, EVO-AMB-21: the 6″ is measured then, once). */
  at: PointSchema,
  /** Its actions in order: the leader's, and each mook's copy of them (EVO-AMB-14: both). */
  actions: boundedArray(GroupStepSchema, 3),
});

/**
 * One model of a group activation (see {@link GroupMemberSchema}).
 *
 * @example
 * ```ts
 * const member: GroupMember = { model: TOUGH, at: { x: 0, y: 0 }, actions: [{ action: "ready" }] };
 * ```
 */
export type GroupMember = z.input<typeof GroupMemberSchema>;

/**
 * A leader's whole group activation (EVO-LEAD-1, rulings EVO-AMB-14, EVO-AMB-18, EVO-AMB-21): the leader and
 * the mooks that activate with it, each with its position at activation and its actions.
 *
 * @example
 * ```ts
 * const group: GroupActivation = { leader: { model: boss, at: { x: 0, y: 0 }, actions: [{ action: "ready" }] }, mooks: [] };
 * ```
 */
export const GroupActivationSchema = strictObject({
  /** The leader: a character with Leadership, and its actions (the group's). */
  leader: GroupMemberSchema,
  /** The mooks activating with it, each once. */
  mooks: boundedArray(GroupMemberSchema, INPUT_LIMITS.figuresPerUnit),
});

/**
 * A group activation as given by a caller (see {@link GroupActivationSchema}).
 *
 * @example
 * ```ts
 * const group: GroupActivation = { leader: { model: boss, at: origin, actions: [{ action: "shoot", target: bandido }] }, mooks: [] };
 * ```
 */
export type GroupActivation = z.input<typeof GroupActivationSchema>;

/**
 * Why a group activation breaks the Leadership rule (EVO-LEAD-1) or the movement rules.
 *
 * @example
 * ```ts
 * const code: GroupIssueCode = "ENDS_TOO_FAR";
 * ```
 */
export type GroupIssueCode =
  | "NOT_A_LEADER"
  | "REMOVED"
  | "NOT_A_MOOK"
  | "DUPLICATE_MEMBER"
  | "NO_ACTIONS"
  | "TOO_MANY_ACTIONS"
  | "ACTION_COUNT"
  | "TOO_FAR_AT_ACTIVATION"
  | "DIFFERENT_ACTION"
  | "MISSING_POSITION"
  | "MOVED_TOO_FAR"
  | "ENDS_TOO_FAR"
  | "TARGET_TOO_FAR"
  | "OUT_OF_REACH";

/**
 * One problem of a group activation, with the rule it breaks and where.
 *
 * @example
 * ```ts
 * const issue: GroupIssue = { code: "TARGET_TOO_FAR", rule: "EVO-LEAD-1", path: "mooks[2].actions[1].target", modelId: "cowpoke-3", message: "..." };
 * ```
 */
export interface GroupIssue {
  /** What is wrong, as a stable code. */
  readonly code: GroupIssueCode;
  /** The rule id broken. */
  readonly rule: string;
  /** Where in the activation, e.g. `mooks[2].actions[0].end`. */
  readonly path: string;
  /** The model concerned. */
  readonly modelId: string;
  /** What is wrong, in words. */
  readonly message: string;
}

/**
 * The verdict on a group activation.
 *
 * @example
 * ```ts
 * const verdict: GroupVerdict = { valid: true, issues: [] };
 * ```
 */
export interface GroupVerdict {
  /** True when there is no issue. */
  readonly valid: boolean;
  /** Every issue found, in order. */
  readonly issues: readonly GroupIssue[];
}

/** Tolerance for distances computed from given points (floating point), in inches. */
const EPS = 1e-9;
const distance = (p: Point, q: Point): number => Math.hypot(p.x - q.x, p.y - q.y);
const inches = (d: number): string => `${String(Math.round(d * 100) / 100)}″`;

type Step = z.infer<typeof GroupStepSchema>;
type Member = z.infer<typeof GroupMemberSchema>;
type Add = (code: GroupIssueCode, rule: string, path: string, modelId: string, message: string) => void;

/** Where a model stands during the activation, and how many Move actions it has made. */
interface Walker {
  pos: Point;
  moves: number;
}

/** The movement context of one step (terrain is a GM input, EVO-GM-2). */
const moveContext = (s: Step, previousMoves: number): { terrain: Terrain; specialistEquipment: boolean; previousMoves: number } => ({
  terrain: s.terrain ?? "open",
  specialistEquipment: s.specialistEquipment ?? false,
  previousMoves,
});

/**
 * A Move (or a charge that cannot make contact) by one model: it must have an end, and go no further than one
 * Move action allows it over that terrain, with its wounds (EVO-MOVE-1, EVO-TERR-1; ruling EVO-AMB-21: the
 * leader too). Returns the allowance, or undefined when the end is missing.
 */
function checkMove(m: Model, s: Step, w: Walker, o: EvolutionOptions, path: string, add: Add): number | undefined {
  if (s.end === undefined) {
    add("MISSING_POSITION", "EVO-LEAD-1", `${path}.end`, m.id, "a moving model needs its end position");
    return undefined;
  }
  const allowed = allowance(m, { actions: 1, ...moveContext(s, Math.min(w.moves, 2)) }, o, "evolution.validateGroup");
  const travelled = distance(w.pos, s.end);
  if (travelled > allowed.inches + EPS) {
    const why = allowed.reason === "ok" ? "" : ` (${allowed.reason})`;
    add("MOVED_TOO_FAR", "EVO-MOVE-1", `${path}.end`, m.id, `moved ${inches(travelled)} but one Move action takes it ${inches(allowed.inches)}${why}`);
  }
  return allowed.inches;
}

/** A contacting charge: its target, and whether it reaches it (EVO-AMB-10). */
function checkCharge(m: Model, s: Step, w: Walker, o: EvolutionOptions, path: string, add: Add): void {
  if (s.target === undefined) return;
  // ruling EVO-AMB-10 (chargeMoves): the charge reaches one Move, or the option's number of Moves
  const reach = chargeReach(m, moveContext(s, Math.min(w.moves, 3 - o.chargeMoves)), o, "evolution.validateGroup");
  const d = distance(w.pos, s.target);
  if (d > reach + EPS) {
    add(
      "OUT_OF_REACH",
      "EVO-AMB-10",
      `${path}.target`,
      m.id,
      `the charge needs ${inches(d)} but reaches ${inches(reach)} (a charge that cannot contact moves instead: chargeContact: false)`,
    );
  }
}

/**
 * Checks a leader's whole group activation (EVO-LEAD-1, EVO-ACT-1, EVO-ACT-2; rulings EVO-AMB-14, EVO-AMB-18,
 * EVO-AMB-21), both of the group's actions, step by step:
 * - the leader is a character with Leadership and every mook is a mook (ruling EVO-AMB-20: by type), none
 *   removed, each model in the group once (EVO-AMB-21);
 * - every mook is within 6″ of the leader when the group activates: measured once, at the start of the
 *   activation (EVO-AMB-14, EVO-AMB-21), and copies each of the leader's actions (its own and the bonus one);
 * - Move: every model's move obeys the movement rules (one Move action, over the terrain given, with its
 *   wounds; the leader's too, EVO-AMB-21), starting where its previous action left it; every mook ends within
 *   6″ of where the leader ends that action if it was able to, otherwise as close as it could (EVO-AMB-18);
 *   `cannotReach` (the GM's word that something is in the way) still forbids ending further from the leader
 *   than it started;
 * - Shoot: every mook's target is within 6″ of the leader's target;
 * - Charge: every charger reaches its target (EVO-AMB-10) and every mook charges an enemy within 6″ of the
 *   leader's charge target, or, when its charge cannot make contact, moves up to its normal Move and ends
 *   within 6″ of the leader, as a Move does.
 *
 * Distances are straight lines between the given points, in inches; 6″ exactly is within; a move's path is
 * at least its straight line, so the straight line is what is checked against the allowance.
 * Rule breaches are returned as issues, never thrown; a malformed activation throws `INVALID_INPUT`.
 *
 * @param activation - the leader and the mooks, each with its position at activation and its actions (validated here)
 * @param options - rulings; EVO-AMB-10 and EVO-AMB-11 apply to the moves and charges, `suppressedActions` to the action counts
 * @returns `{ valid, issues }`
 * @example
 * ```ts
 * validateGroup({
 *   leader: { model: boss, at: { x: 0, y: 0 }, actions: [{ action: "shoot", target: { x: 0, y: 20 } }] },
 *   mooks: [{ model: cowpoke, at: { x: 2, y: 0 }, actions: [{ action: "shoot", target: { x: 9, y: 20 } }] }],
 * });
 * // { valid: false, issues: [{ code: "TARGET_TOO_FAR", path: "mooks[0].actions[0].target", ... }] }
 * ```
 */
export function validateGroup(activation: GroupActivation, options?: EvolutionOptionsInput | null): GroupVerdict {
  const fn = "evolution.validateGroup";
  const g = parseOrThrow(fn, GroupActivationSchema, activation, "activation");
  const o = optionsFrom(fn, absentIfNull(options));
  const issues: GroupIssue[] = [];
  const add: Add = (code, rule, path, modelId, message) => {
    issues.push(Object.freeze({ code, rule, path, modelId, message }));
  };
  const leader = g.leader;
  const lm = leader.model;
  if (lm.type !== "character" || !hasSkill(lm.skills, "leadership"))
    add("NOT_A_LEADER", "EVO-LEAD-1", "leader.model", lm.id, "a leader must be a character with the Leadership skill");
  if (lm.state.removed) add("REMOVED", "EVO-LEAD-1", "leader.model.state", lm.id, "the leader has been removed");
  const count = leader.actions.length;
  if (count === 0) add("NO_ACTIONS", "EVO-ACT-2", "leader.actions", lm.id, "the group takes at least one action");
  const leaderMax = actionsOf(lm, false, o);
  if (count > leaderMax) add("TOO_MANY_ACTIONS", "EVO-ACT-1", "leader.actions", lm.id, `takes ${String(count)} actions but has ${String(leaderMax)}`);

  // ruling EVO-AMB-21: a model takes part in a group once (ids are compared in a Set, never as object keys)
  const seen = new Set<string>([lm.id]);
  const joined: (Member & { readonly path: string })[] = [];
  g.mooks.forEach((mook, i) => {
    const at = `mooks[${String(i)}]`;
    const id = mook.model.id;
    if (seen.has(id)) {
      add("DUPLICATE_MEMBER", "EVO-AMB-21", `${at}.model.id`, id, "this model is already in the group (a model takes part once)");
      return;
    }
    seen.add(id);
    // ruling EVO-AMB-20: "mook" is the unit type, not a skill
    if (mook.model.type !== "mook") add("NOT_A_MOOK", "EVO-LEAD-1", `${at}.model.type`, id, "only mooks gain the bonus action from a leader");
    if (mook.model.state.removed) add("REMOVED", "EVO-LEAD-1", `${at}.model.state`, id, "a removed model cannot activate");
    // rulings EVO-AMB-14, EVO-AMB-21: the 6″ is measured once, when the group activates
    const start = distance(mook.at, leader.at);
    if (start > LEADER_RADIUS + EPS)
      add("TOO_FAR_AT_ACTIVATION", "EVO-AMB-14", `${at}.at`, id, `${inches(start)} from the leader at activation (must be within 6″)`);
    // EVO-ACT-1, EVO-AMB-14: a mook with its leader copies the leader's actions, as many as it has with it (2)
    const expected = Math.min(count, actionsOf(mook.model, true, o));
    if (mook.actions.length !== expected && !mook.model.state.removed)
      add("ACTION_COUNT", "EVO-AMB-14", `${at}.actions`, id, `takes ${String(mook.actions.length)} actions; it copies the leader's, ${String(expected)}`);
    joined.push({ ...mook, path: at });
  });

  const lw: Walker = { pos: leader.at, moves: 0 };
  const walkers = joined.map((m): Walker => ({ pos: m.at, moves: 0 }));
  leader.actions.forEach((ls, k) => {
    const lp = `leader.actions[${String(k)}]`;
    const action = ls.action;
    // the leader's own action obeys the same rules as any model's (ruling EVO-AMB-21)
    if (action === "move" || (action === "charge" && ls.chargeContact === false)) {
      checkMove(lm, ls, lw, o, lp, add);
      if (action === "charge" && ls.target === undefined)
        add("MISSING_POSITION", "EVO-LEAD-1", `${lp}.target`, lm.id, "a charge needs the leader's target position");
    } else if (action === "shoot" || action === "charge") {
      if (ls.target === undefined) add("MISSING_POSITION", "EVO-LEAD-1", `${lp}.target`, lm.id, `a ${action} needs the leader's target position`);
      if (action === "charge") checkCharge(lm, ls, lw, o, lp, add);
    }
    const leaderEnd = ls.end ?? (action === "charge" && ls.chargeContact !== false ? ls.target : undefined) ?? lw.pos;
    joined.forEach((mook, i) => {
      const s = mook.actions[k];
      const w = walkers[i];
      if (s === undefined || w === undefined) return;
      const sp = `${mook.path}.actions[${String(k)}]`;
      const id = mook.model.id;
      if (s.action !== action) {
        add("DIFFERENT_ACTION", "EVO-LEAD-1", `${sp}.action`, id, `takes "${s.action}" but the leader takes "${action}"`);
        return;
      }
      if (action === "move" || (action === "charge" && s.chargeContact === false)) {
        const allowed = checkMove(mook.model, s, w, o, sp, add);
        if (allowed === undefined || s.end === undefined) return;
        const gap = distance(s.end, leaderEnd);
        if (gap > LEADER_RADIUS + EPS) {
          // ruling EVO-AMB-18: within 6″ of the leader if able, otherwise as close as possible
          const before = distance(w.pos, leaderEnd);
          const closest = Math.max(0, before - allowed);
          if (s.cannotReach === true) {
            if (gap > before + EPS)
              add(
                "ENDS_TOO_FAR",
                "EVO-AMB-18",
                `${sp}.end`,
                id,
                `ends ${inches(gap)} from the leader, further than it started (${inches(before)}); it must get as close as it can`,
              );
          } else if (closest <= LEADER_RADIUS + EPS) {
            add("ENDS_TOO_FAR", "EVO-LEAD-1", `${sp}.end`, id, `ends ${inches(gap)} from the leader (must be within 6″, and it could be)`);
          } else if (gap > closest + EPS) {
            add(
              "ENDS_TOO_FAR",
              "EVO-AMB-18",
              `${sp}.end`,
              id,
              `ends ${inches(gap)} from the leader; it cannot reach 6″ but must end as close as it can (${inches(closest)})`,
            );
          }
        }
        w.pos = s.end;
        w.moves += 1;
        return;
      }
      if (action === "shoot" || action === "charge") {
        if (s.target === undefined) {
          add("MISSING_POSITION", "EVO-LEAD-1", `${sp}.target`, id, `a ${action} needs the mook's target position`);
          return;
        }
        if (ls.target !== undefined) {
          const gap = distance(s.target, ls.target);
          if (gap > LEADER_RADIUS + EPS)
            add("TARGET_TOO_FAR", "EVO-LEAD-1", `${sp}.target`, id, `its target is ${inches(gap)} from the leader's target (must be within 6″)`);
        }
        if (action === "charge") {
          checkCharge(mook.model, s, w, o, sp, add);
          w.pos = s.end ?? s.target;
          w.moves += 1;
        }
      }
    });
    if (action === "move" || action === "charge") {
      lw.pos = leaderEnd;
      lw.moves += 1;
    }
  });
  return Object.freeze({ valid: issues.length === 0, issues: Object.freeze(issues) });
}
