import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { checkCharacter } from "./character.js";
import { ladderLabel } from "./ladder.js";
import { type FateOptions, type FateOptionsInput, fateOptions } from "./options.js";
import { type OutcomeKind, outcomeOf } from "./outcome.js";
import { type ContestState, contest, FATE_POINT_BONUS, planSide, type RollSpec, RollSpecSchema, rollSide } from "./roll.js";
import { type Character, CharacterSchema } from "./schemas.js";

/**
 * What an action is rolled against (FATE-GM-1): a target on the ladder (FATE-ACT-2), nothing (the
 * total is read on the ladder, FATE-ACT-3), a known opposing total, or another character's roll
 * (opposed, not a conflict, FATE-ACT-4).
 *
 * @example
 * ```ts
 * const against: Against = { type: "opposed", opposer: bedouin, roll: { ability: "Resolve" } };
 * ```
 */
export const AgainstSchema = z.discriminatedUnion("type", [
  z.object({
    /** An unopposed action with a target (FATE-ACT-2). */
    type: z.literal("target"),
    /** The target on the ladder, set by the GM (FATE-GM-1). */
    value: z.int().check(z.gte(-100), z.lte(100)),
  }),
  z.object({
    /** No target: the total is read on the ladder (FATE-ACT-3). */
    type: z.literal("none"),
  }),
  z.object({
    /** Opposed by a total already rolled (FATE-ACT-4). */
    type: z.literal("opposedTotal"),
    /** The opposing total. */
    total: z.int().check(z.gte(-100), z.lte(100)),
  }),
  z.object({
    /** Opposed by another character's roll (FATE-ACT-4). */
    type: z.literal("opposed"),
    /** The opposing character. */
    opposer: CharacterSchema,
    /** How the opposer rolls. */
    roll: RollSpecSchema,
  }),
]);

/**
 * What an action is rolled against.
 *
 * @example
 * ```ts
 * const against: Against = { type: "target", value: 3 };
 * ```
 */
export type Against = z.input<typeof AgainstSchema>;

/**
 * An action: how the character rolls ({@link RollSpec}) and what against.
 *
 * @example
 * ```ts
 * const shot: ActionRequest = { ability: "Shooting", situational: [{ label: "careful aim", value: 1 }], against: { type: "target", value: 3 } };
 * ```
 */
export type ActionRequest = RollSpec & {
  /** What the action is rolled against. */
  readonly against: Against;
};

/**
 * The result of an action: the last 4dF sum, the total and its ladder label, the margin and outcome
 * (null with no target), the shifts, and what was spent.
 *
 * @example
 * ```ts
 * const r: ActionResult = { dice: 2, total: 3, label: "Good", against: 3, margin: 0, outcome: "successWithComplication", shifts: 0, fpSpent: 0, rerolls: 0, opposerDice: null, opposerFpSpent: 0 };
 * ```
 */
export interface ActionResult {
  /** The 4dF sum of the roll that counts (the last re-roll, if any). */
  readonly dice: number;
  /** The actor's total (FATE-ACT-1). */
  readonly total: number;
  /** The total on the ladder (FATE-LAD-1/2). */
  readonly label: string;
  /** The target or opposing total, or null with no target. */
  readonly against: number | null;
  /** total - against, or null with no target. */
  readonly margin: number | null;
  /** What the margin means (FATE-ACT-2/4), or null with no target. */
  readonly outcome: OutcomeKind | null;
  /** Shifts earned (> 0) or suffered (< 0). */
  readonly shifts: number;
  /** Fate points the actor spent (+2, stunts, re-rolls): apply them with `spendFatePoints`. */
  readonly fpSpent: number;
  /** How many times the actor re-rolled (FATE-FP-3). */
  readonly rerolls: number;
  /** The opposer's last 4dF sum, or null. */
  readonly opposerDice: number | null;
  /** Fate points the opposer spent. */
  readonly opposerFpSpent: number;
}

const FN = "fate.action";

function toResult(s: ContestState, opposed: boolean, options: FateOptions): ActionResult {
  const margin = s.ot === null ? null : s.at - s.ot;
  const o = margin === null ? null : outcomeOf(margin, opposed, options);
  return {
    dice: s.a,
    total: s.at,
    label: ladderLabel(s.at),
    against: s.ot,
    margin,
    outcome: o?.kind ?? null,
    shifts: o?.shifts ?? 0,
    fpSpent: s.af,
    rerolls: s.ar,
    opposerDice: s.o,
    opposerFpSpent: s.of,
  };
}

/**
 * Resolves an action (FATE-ACT-1): 4dF plus the ability, situational modifiers (FATE-MOD-1), stunts and
 * a fate point's +2 (FATE-FP-2), and re-rolls by plan (FATE-FP-3). Against a target (FATE-ACT-2), with
 * no target (FATE-ACT-3, read on the ladder) or opposed (FATE-ACT-4). Returns a chance: resolve it with
 * dice, or ask its odds. Fate points are not taken here: apply `result.fpSpent` with `spendFatePoints`.
 *
 * @param character - the actor
 * @param request - the roll and what it is against
 * @param options - fate options
 * @returns a chance of the result
 * @example
 * ```ts
 * const shot = action(indy, { ability: "Shooting", situational: [{ label: "careful aim", value: 1 }], against: { type: "target", value: 3 } });
 * resolve(shot, scriptedDice(["dF:+", "dF:+", "dF:0", "dF:0"])).value.outcome; // "successWithComplication"
 * odds(shot).probability((r) => r.margin !== null && r.margin >= 0).toString(); // "5/27"
 * ```
 */
export function action(character: Character, request: ActionRequest, options: FateOptionsInput = {}): Chance<ActionResult> {
  const opts = fateOptions(options);
  const c = checkCharacter(FN, character);
  if (typeof request !== "object" || (request as unknown) === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path: "request", value: request, message: "expected { ability, against, ... }" });
  }
  const against = parseOrThrow(FN, AgainstSchema, request.against, "request.against");
  const actor = planSide(FN, c, request, "request", opts);
  if (against.type === "none") {
    if (actor.reroll !== undefined) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: FN,
        path: "request.reroll",
        value: request.reroll,
        message: "a re-roll plan needs a target or an opposer (re-roll by hand with rerollAction)",
      });
    }
    return contest(actor, undefined).map((s) => toResult(s, false, opts));
  }
  if (against.type === "target") {
    return contest(actor, { fixed: against.value, label: "target", rule: "FATE-ACT-2" }).map((s) => toResult(s, false, opts));
  }
  if (against.type === "opposedTotal") {
    return contest(actor, { fixed: against.total, label: "opposing total", rule: "FATE-ACT-4" }).map((s) => toResult(s, true, opts));
  }
  const opposer = planSide(FN, checkCharacter(FN, against.opposer, "request.against.opposer"), against.roll, "request.against.roll", opts, true);
  return contest(actor, opposer).map((s) => toResult(s, true, opts));
}

/**
 * Re-rolls an action by hand after seeing it (FATE-FP-3): one fate point for a fresh 4dF with the same
 * ability and situational modifiers; an earlier +2 does not carry over, and a new one may be bought
 * (FATE-FP-2, one more point). The opposing total stays. `character` is the actor as it was before the
 * action (its fate points not yet reduced), so the check counts `previous.fpSpent` too.
 *
 * @param character - the actor, before spending
 * @param request - the same request as the action's
 * @param previous - the result being re-rolled
 * @param fatePointBonus - buy a new +2 for the re-roll
 * @param options - fate options (`maxRerolls`, ruling FATE-AMB-13)
 * @returns a chance of the new result, `fpSpent` and `rerolls` accumulated
 * @example
 * ```ts
 * const again = rerollAction(indy, shot, first, true);
 * resolve(again, scriptedDice(["dF:0", "dF:0", "dF:0", "dF:0"])).value.fpSpent; // 2
 * ```
 */
export function rerollAction(
  character: Character,
  request: ActionRequest,
  previous: ActionResult,
  fatePointBonus = false,
  options: FateOptionsInput = {},
): Chance<ActionResult> {
  const RN = "fate.rerollAction";
  const opts = fateOptions(options);
  const c = checkCharacter(RN, character);
  if (typeof request !== "object" || (request as unknown) === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: RN, path: "request", value: request, message: "expected { ability, against, ... }" });
  }
  const actor = planSide(RN, c, { ...request, fatePointBonus: false, reroll: undefined }, "request", opts);
  if (typeof previous !== "object" || (previous as unknown) === null || !Number.isInteger(previous.fpSpent) || !Number.isInteger(previous.rerolls)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: RN, path: "previous", value: previous, message: "expected the result of action or rerollAction" });
  }
  const cost = 1 + (fatePointBonus ? 1 : 0);
  if (previous.fpSpent + cost > c.fatePoints) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: RN,
      path: "previous.fpSpent",
      value: previous.fpSpent,
      message: `${c.name} has ${String(c.fatePoints)} fate points, the re-roll needs ${String(cost)} more (FATE-FP-3)`,
    });
  }
  // ruling FATE-AMB-13: re-rolls are unlimited unless maxRerolls is set
  if (opts.maxRerolls !== undefined && previous.rerolls + 1 > opts.maxRerolls) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: RN,
      path: "previous.rerolls",
      value: previous.rerolls,
      message: `at most ${String(opts.maxRerolls)} re-rolls (option maxRerolls, FATE-AMB-13)`,
    });
  }
  const n = previous.rerolls + 1;
  const entries = [
    { type: "note" as const, rule: "FATE-FP-3", text: `${c.name} spends a fate point to re-roll (re-roll ${String(n)}); an earlier +2 does not carry over` },
    ...actor.modifiers,
    ...(fatePointBonus
      ? [{ type: "modifier" as const, rule: "FATE-FP-2", label: "fate point for the re-roll, declared before it", value: FATE_POINT_BONUS }]
      : []),
  ];
  const against = parseOrThrow(RN, AgainstSchema, request.against, "request.against");
  const opposed = against.type === "opposed" || against.type === "opposedTotal";
  return rollSide(actor, fatePointBonus, entries, `${c.name}'s ${actor.ability}, re-roll ${String(n)}`)
    .map(
      (a): ContestState => ({
        a,
        at: a + actor.base + (fatePointBonus ? FATE_POINT_BONUS : 0),
        af: previous.fpSpent + cost,
        ar: n,
        o: previous.opposerDice,
        ot: previous.against,
        of: previous.opposerFpSpent,
        or: 0,
      }),
    )
    .map((s) => toResult(s, opposed, opts));
}
