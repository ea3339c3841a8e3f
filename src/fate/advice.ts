import { RulesError } from "../core/errors.js";
import type { Fraction } from "../core/fraction.js";
import { odds } from "../core/odds.js";
import { absentIfNull } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { type ActionRequest, ActionRequestSchema, actionMarginSpendValidated, MARGIN_OFFSET, type ParsedActionRequest, SPEND_SPAN } from "./action.js";
import { checkCharacter } from "./character.js";
import { type FateOptions, type FateOptionsInput, fateOptions } from "./options.js";
import { type OutcomeKind, outcomeOf } from "./outcome.js";
import { GOAL_MARGIN, type Goal, goalMargin } from "./roll.js";
import type { Character } from "./schemas.js";

/**
 * A way to spend fate points on a pending roll (ruling FATE-AMB-26): none; +2 declared before it
 * (`bonus`, FATE-FP-2); a re-roll held in reserve for a shortfall (`reroll`, FATE-FP-3); a re-roll that
 * buys its own +2 (`rerollWithBonus`); and the combinations: +2 before, then plain re-rolls
 * (`bonusAndReroll`), or re-rolls that buy +2 (`bonusAndRerollWithBonus`). Re-rolls repeat while the
 * result falls short and points last (ruling FATE-AMB-13); one that buys +2 falls back to a plain re-roll
 * on the last point; a re-roll that cannot reach the goal is never bought.
 *
 * @example
 * ```ts
 * const plan: SpendPlan = "bonusAndRerollWithBonus";
 * ```
 */
export type SpendPlan = "none" | "bonus" | "reroll" | "rerollWithBonus" | "bonusAndReroll" | "bonusAndRerollWithBonus";

/**
 * The exact odds of one spend plan.
 *
 * @example
 * ```ts
 * const a: PlanOdds = advice.plans[0]!;
 * a.success.toString(); // "31/81"
 * ```
 */
export interface PlanOdds {
  /** The plan. */
  readonly plan: SpendPlan;
  /** The chance of each outcome kind. */
  readonly outcomes: readonly {
    /** The outcome. */
    readonly kind: OutcomeKind;
    /** Its exact probability. */
    readonly probability: Fraction;
  }[];
  /** The chance of reaching the goal. */
  readonly success: Fraction;
  /** The fate points the plan spends on average. */
  readonly expectedFpSpent: Fraction;
}

/**
 * Advice for a pending roll: the exact odds of each affordable plan and the one that helps most.
 *
 * @example
 * ```ts
 * const a: Advice = adviseAction(indy, request, "shift");
 * a.best; // "bonusAndReroll"
 * ```
 */
export interface Advice {
  /** The goal: `complication` (margin >= 0 unopposed, >= 1 opposed: ruling FATE-AMB-27), `success` (>= 1) or `shift` (>= 2). */
  readonly goal: Goal;
  /** Each plan the character can afford (its first re-roll included), in the order none, bonus, reroll, rerollWithBonus, bonusAndReroll, bonusAndRerollWithBonus. */
  readonly plans: readonly PlanOdds[];
  /** The plan with the best chance of the goal; among equals, the fewest points spent on average (ruling FATE-AMB-26). */
  readonly best: SpendPlan;
}

// ruling FATE-AMB-26: every plan the rules allow with the points at hand (FATE-FP-2, FATE-FP-3)
const PLANS: readonly { readonly plan: SpendPlan; readonly bonus: boolean; readonly reroll: boolean; readonly rerollBonus: boolean }[] = [
  { plan: "none", bonus: false, reroll: false, rerollBonus: false },
  { plan: "bonus", bonus: true, reroll: false, rerollBonus: false },
  { plan: "reroll", bonus: false, reroll: true, rerollBonus: false },
  { plan: "rerollWithBonus", bonus: false, reroll: true, rerollBonus: true },
  { plan: "bonusAndReroll", bonus: true, reroll: true, rerollBonus: false },
  { plan: "bonusAndRerollWithBonus", bonus: true, reroll: true, rerollBonus: true },
];

/**
 * Exact odds for a pending roll under every way of spending fate points the rules allow with the points
 * at hand (FATE-FP-2, FATE-FP-3, ruling FATE-AMB-26): no fate point, +2 declared before the roll, a
 * re-roll held in reserve (used while the result is short of the goal and points last, ruling
 * FATE-AMB-13), a re-roll that buys +2, and their combinations, each with the points it spends on average.
 * The best plan has the highest chance of the goal, ties broken by the fewest points spent on average. A
 * re-roll that cannot reach the goal is never bought. In an opposed action the goal `complication` means
 * a margin of 1 (ruling FATE-AMB-27). The request's own `fatePointBonus` and `reroll` are replaced by
 * each plan.
 *
 * @param character - the actor
 * @param request - the pending action (against a target or an opposer: FATE-ACT-2/4)
 * @param goal - what the player wants: `complication`, `success` (default) or `shift`
 * @param options - fate options
 * @returns the odds of each plan and the best one
 * @example
 * ```ts
 * const a = adviseAction(indy, { ability: "Investigation", against: { type: "target", value: 1 } }, "shift");
 * a.plans.map((p) => `${p.plan} ${p.success.toPercent()}`); // ["none 38.3%", "bonus 81.5%", ...]
 * a.best; // "bonusAndRerollWithBonus": 704/729 for a Fair character against Average with 3 points
 * ```
 */
export function adviseAction(character: Character, request: ActionRequest, goal?: Goal | null, options?: FateOptionsInput | null): Advice {
  const FN = "fate.adviseAction";
  const c = checkCharacter(FN, character);
  const g = absentIfNull(goal) ?? "success";
  const opts = absentIfNull(options) ?? {};
  if (typeof g !== "string" || !Object.hasOwn(GOAL_MARGIN, g)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path: "goal", value: goal, message: 'expected "complication", "success" or "shift"' });
  }
  if (typeof request !== "object" || (request as unknown) === null || (request.against as { type?: unknown } | undefined)?.type === "none") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path: "request.against", value: request, message: "advice needs a target or an opposer" });
  }
  const spec = parseOrThrow(FN, ActionRequestSchema, request, "request");
  return adviseActionValidated(FN, c, spec, g, fateOptions(opts), "");
}

/**
 * {@link adviseAction} of a character, request and goal already validated (the named call parses its input
 * once, and each plan's action is built from them without parsing again): the same advice.
 *
 * @internal
 */
export function adviseActionValidated(FN: string, c: Character, spec: ParsedActionRequest, g: Goal, parsedOptions: FateOptions, at: string): Advice {
  if (spec.against.type === "none") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path: `${at}request.against`, value: spec, message: "advice needs a target or an opposer" });
  }
  // ruling FATE-AMB-27: an opposed tie is no success with a complication
  const opposed = spec.against.type === "opposed" || spec.against.type === "opposedTotal";
  const need = goalMargin(g, opposed);
  const stuntCost = spec.stunts.reduce((acc, id) => acc + (c.stunts.find((s) => s.id === id)?.costFp ?? 0), 0);
  const plans: PlanOdds[] = [];
  for (const p of PLANS) {
    if (stuntCost + (p.bonus ? 1 : 0) + (p.reroll ? 1 : 0) + (p.rerollBonus ? 1 : 0) > c.fatePoints) continue;
    const chance = actionMarginSpendValidated(
      FN,
      c,
      { ...spec, fatePointBonus: p.bonus, reroll: p.reroll ? { below: g, fatePointBonus: p.rerollBonus } : undefined },
      parsedOptions,
      at,
    );
    // the margin and the spend as one number: a few hundred values, merged without keys
    const dist = odds(chance);
    const margin = (code: number): number => Math.floor(code / SPEND_SPAN) - MARGIN_OFFSET;
    const kinds = dist.map((code) => outcomeOf(margin(code), opposed, parsedOptions).kind);
    plans.push({
      plan: p.plan,
      outcomes: kinds.outcomes.map((o) => ({ kind: o.value, probability: o.probability })),
      success: dist.probability((code) => margin(code) >= need),
      expectedFpSpent: dist.mean((code) => code % SPEND_SPAN),
    });
  }
  let best = plans[0];
  for (const p of plans) {
    if (best === undefined) break;
    const better = p.success.compare(best.success);
    if (better > 0 || (better === 0 && p.expectedFpSpent.compare(best.expectedFpSpent) < 0)) best = p;
  }
  return { goal: g, plans, best: best?.plan ?? "none" };
}
