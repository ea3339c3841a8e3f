import * as z from "zod/mini";
import { parseOrThrow } from "../core/validate.js";
import { hasSkill } from "./actions.js";
import { ModelSchema, type Point, PointSchema } from "./model.js";
import { moveAllowance } from "./movement.js";
import { ACTION_TYPES, LEADER_RADIUS } from "./tables.js";

const ActionTypeSchema = z.enum(ACTION_TYPES);

/**
 * One mook of a leader's group activation, where it stands and what it does (EVO-LEAD-1).
 *
 * @example
 * ```ts
 * const cowpoke: GroupMember = { model: TOUGH, at: { x: 3, y: 0 }, action: "move", end: { x: 3, y: 8 } };
 * ```
 */
export const GroupMemberSchema = z.object({
  /** The mook. */
  model: ModelSchema,
  /** Where it stands when the group activates (ruling EVO-AMB-14: the 6″ is measured then). */
  at: PointSchema,
  /** The action it takes. */
  action: ActionTypeSchema,
  /** Where it ends a Move (or a failed Charge). */
  end: z.optional(PointSchema),
  /** Where its Shoot or Charge target stands. */
  target: z.optional(PointSchema),
  /** For a Charge: false when the charge cannot contact an enemy (it then moves normally, EVO-LEAD-1). Default true. */
  chargeContact: z.optional(z.boolean()),
  /** Ruling EVO-AMB-18: it cannot end within 6″ of the leader (e.g. slowed by a Serious wound) and ends as close as it can. */
  cannotReach: z.optional(z.boolean()),
});

/**
 * One mook of a group activation (see {@link GroupMemberSchema}).
 *
 * @example
 * ```ts
 * const member: GroupMember = { model: TOUGH, at: { x: 0, y: 0 }, action: "ready" };
 * ```
 */
export type GroupMember = z.input<typeof GroupMemberSchema>;

/**
 * A leader's group activation, for one of the group's actions (EVO-LEAD-1): the leader, its action, and
 * the mooks that activate with it.
 *
 * @example
 * ```ts
 * const group: GroupActivation = { action: "ready", leader: { model: boss, at: { x: 0, y: 0 } }, mooks: [] };
 * ```
 */
export const GroupActivationSchema = z.object({
  /** The group's action (EVO-ACT-2). */
  action: ActionTypeSchema,
  /** The leader: a character with Leadership. */
  leader: z.object({
    /** The leader's model. */
    model: ModelSchema,
    /** Where it stands when the group activates. */
    at: PointSchema,
    /** Where it ends a Move or Charge. */
    end: z.optional(PointSchema),
    /** Where its Shoot or Charge target stands. */
    target: z.optional(PointSchema),
  }),
  /** The mooks activating with it. */
  mooks: z.array(GroupMemberSchema),
});

/**
 * A group activation as given by a caller (see {@link GroupActivationSchema}).
 *
 * @example
 * ```ts
 * const group: GroupActivation = { action: "shoot", leader: { model: boss, at: origin, target: bandido }, mooks: [] };
 * ```
 */
export type GroupActivation = z.input<typeof GroupActivationSchema>;

/**
 * Why a group activation breaks the Leadership rule (EVO-LEAD-1).
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
  | "TOO_FAR_AT_ACTIVATION"
  | "DIFFERENT_ACTION"
  | "MISSING_POSITION"
  | "MOVED_TOO_FAR"
  | "ENDS_TOO_FAR"
  | "TARGET_TOO_FAR";

/**
 * One problem of a group activation, with the rule it breaks and where.
 *
 * @example
 * ```ts
 * const issue: GroupIssue = { code: "TARGET_TOO_FAR", rule: "EVO-LEAD-1", path: "mooks[2].target", modelId: "cowpoke-3", message: "..." };
 * ```
 */
export interface GroupIssue {
  /** What is wrong, as a stable code. */
  readonly code: GroupIssueCode;
  /** The rule id broken. */
  readonly rule: string;
  /** Where in the activation, e.g. `mooks[2].end`. */
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

const distance = (p: Point, q: Point): number => Math.hypot(p.x - q.x, p.y - q.y);
const inches = (d: number): string => `${String(Math.round(d * 100) / 100)}″`;

/**
 * Checks a leader's group activation for one of the group's actions (EVO-LEAD-1, EVO-ACT-1, EVO-ACT-2):
 * - the leader is a character with Leadership and every mook is a mook (ruling EVO-AMB-20: by type);
 * - every mook is within 6″ of the leader when the group activates (ruling EVO-AMB-14) and takes the same action;
 * - Move: every mook ends within 6″ of the leader's end position (ruling EVO-AMB-18: unless it cannot
 *   reach, when it ends as close as it can), and no one moves further in a straight line than its Move;
 * - Shoot: every mook's target is within 6″ of the leader's target;
 * - Charge: every mook charges an enemy within 6″ of the leader's charge target, or, when its charge cannot
 *   make contact, moves up to its normal Move and ends within 6″ of the leader.
 *
 * Distances are straight lines between the given points, in inches; 6″ exactly is within.
 * Rule breaches are returned as issues, never thrown; a malformed activation throws `INVALID_INPUT`.
 *
 * @param activation - the leader, the action and the mooks (validated here)
 * @returns `{ valid, issues }`
 * @example
 * ```ts
 * validateGroup({ action: "shoot", leader: { model: boss, at: { x: 0, y: 0 }, target: { x: 0, y: 20 } },
 *   mooks: [{ model: cowpoke, at: { x: 2, y: 0 }, action: "shoot", target: { x: 9, y: 20 } }] });
 * // { valid: false, issues: [{ code: "TARGET_TOO_FAR", path: "mooks[0].target", ... }] }
 * ```
 */
export function validateGroup(activation: GroupActivation): GroupVerdict {
  const g = parseOrThrow("evolution.validateGroup", GroupActivationSchema, activation, "activation");
  const issues: GroupIssue[] = [];
  const add = (code: GroupIssueCode, path: string, modelId: string, message: string): void => {
    issues.push({ code, rule: "EVO-LEAD-1", path, modelId, message });
  };
  const leader = g.leader;
  const lid = leader.model.id;
  if (leader.model.type !== "character" || !hasSkill(leader.model.skills, "leadership"))
    add("NOT_A_LEADER", "leader.model", lid, "a leader must be a character with the Leadership skill");
  if (leader.model.state.removed) add("REMOVED", "leader.model.state", lid, "the leader has been removed");
  const needsEnd = g.action === "move";
  const needsTarget = g.action === "shoot" || g.action === "charge";
  if (needsEnd && leader.end === undefined) add("MISSING_POSITION", "leader.end", lid, "a Move needs the leader's end position");
  if (needsTarget && leader.target === undefined) add("MISSING_POSITION", "leader.target", lid, `a ${g.action} needs the leader's target position`);

  g.mooks.forEach((mook, i) => {
    const at = `mooks[${String(i)}]`;
    const id = mook.model.id;
    // ruling EVO-AMB-20: "mook" is the unit type, not a skill
    if (mook.model.type !== "mook") add("NOT_A_MOOK", `${at}.model.type`, id, "only mooks gain the bonus action from a leader");
    if (mook.model.state.removed) add("REMOVED", `${at}.model.state`, id, "a removed model cannot activate");
    // ruling EVO-AMB-14: the 6″ is measured when the group activates
    const start = distance(mook.at, leader.at);
    if (start > LEADER_RADIUS) add("TOO_FAR_AT_ACTIVATION", `${at}.at`, id, `${inches(start)} from the leader at activation (must be within 6″)`);
    if (mook.action !== g.action) add("DIFFERENT_ACTION", `${at}.action`, id, `takes "${mook.action}" but the leader takes "${g.action}"`);
    const moves = g.action === "move" || (g.action === "charge" && mook.chargeContact === false);
    if (moves) {
      if (mook.end === undefined) {
        add("MISSING_POSITION", `${at}.end`, id, "a moving mook needs its end position");
      } else {
        const travelled = distance(mook.at, mook.end);
        const allowed = moveAllowance(mook.model).perAction;
        if (travelled > allowed) add("MOVED_TOO_FAR", `${at}.end`, id, `moved ${inches(travelled)} but its Move is ${inches(allowed)}`);
        const leaderEnd = leader.end ?? leader.at;
        const gap = distance(mook.end, leaderEnd);
        // ruling EVO-AMB-18: a mook that cannot reach ends as close as it can, and is not in breach
        if (gap > LEADER_RADIUS && mook.cannotReach !== true) add("ENDS_TOO_FAR", `${at}.end`, id, `ends ${inches(gap)} from the leader (must be within 6″)`);
      }
    } else if (needsTarget) {
      if (mook.target === undefined) {
        add("MISSING_POSITION", `${at}.target`, id, `a ${g.action} needs the mook's target position`);
      } else if (leader.target !== undefined) {
        const gap = distance(mook.target, leader.target);
        if (gap > LEADER_RADIUS) add("TARGET_TOO_FAR", `${at}.target`, id, `its target is ${inches(gap)} from the leader's target (must be within 6″)`);
      }
    }
  });
  return { valid: issues.length === 0, issues };
}
