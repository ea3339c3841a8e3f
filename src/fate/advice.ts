import { RulesError } from "../core/errors.js";
import type { Fraction } from "../core/fraction.js";
import { odds } from "../core/odds.js";
import { parseOrThrow } from "../core/validate.js";
import { type ActionRequest, action } from "./action.js";
import { checkCharacter } from "./character.js";
import type { FateOptionsInput } from "./options.js";
import type { OutcomeKind } from "./outcome.js";
import { GOAL_MARGIN, RollSpecSchema } from "./roll.js";
import type { Character } from "./schemas.js";

/**
 * A way to spend fate points on a pending roll: none, +2 declared before it (FATE-FP-2), a re-roll held
 * in reserve for a shortfall (FATE-FP-3), or both.
 *
 * @example
 * ```ts
 * const plan: SpendPlan = "bonusAndReroll";
 * ```
 */
export type SpendPlan = "none" | "bonus" | "reroll" | "bonusAndReroll";

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
  /** The goal: `complication` (margin >= 0), `success` (>= 1) or `shift` (>= 2). */
  readonly goal: keyof typeof GOAL_MARGIN;
  /** Each plan the character can afford, in the order none, bonus, reroll, bonusAndReroll. */
  readonly plans: readonly PlanOdds[];
  /** The plan with the best chance of the goal; among equals, the cheapest on average. */
  readonly best: SpendPlan;
}

const PLANS: readonly { readonly plan: SpendPlan; readonly bonus: boolean; readonly reroll: boolean }[] = [
  { plan: "none", bonus: false, reroll: false },
  { plan: "bonus", bonus: true, reroll: false },
  { plan: "reroll", bonus: false, reroll: true },
  { plan: "bonusAndReroll", bonus: true, reroll: true },
];

/**
 * Exact odds for a pending roll under each way of spending fate points (FATE-FP-2, FATE-FP-3): no fate
 * point, +2 declared before the roll, a re-roll held in reserve (used while the result is short of the
 * goal and points last, ruling FATE-AMB-13), and both. An app can then say which spend helps most. The
 * request's own `fatePointBonus` and `reroll` are replaced by each plan.
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
 * ```
 */
export function adviseAction(character: Character, request: ActionRequest, goal: keyof typeof GOAL_MARGIN = "success", options: FateOptionsInput = {}): Advice {
  const FN = "fate.adviseAction";
  const c = checkCharacter(FN, character);
  if (!Object.hasOwn(GOAL_MARGIN, goal)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path: "goal", value: goal, message: 'expected "complication", "success" or "shift"' });
  }
  if (typeof request !== "object" || (request as unknown) === null || (request.against as { type?: unknown } | undefined)?.type === "none") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path: "request.against", value: request, message: "advice needs a target or an opposer" });
  }
  const need = GOAL_MARGIN[goal];
  const spec = parseOrThrow(FN, RollSpecSchema, request, "request");
  const stuntCost = spec.stunts.reduce((acc, id) => acc + (c.stunts.find((s) => s.id === id)?.costFp ?? 0), 0);
  const plans: PlanOdds[] = [];
  for (const p of PLANS) {
    if (stuntCost + (p.bonus ? 1 : 0) + (p.reroll ? 1 : 0) > c.fatePoints) continue;
    const chance = action(c, { ...request, fatePointBonus: p.bonus, reroll: p.reroll ? { below: goal, fatePointBonus: false } : undefined }, options);
    const dist = odds(chance);
    const kinds = dist.map((r) => r.outcome as OutcomeKind);
    plans.push({
      plan: p.plan,
      outcomes: kinds.outcomes.map((o) => ({ kind: o.value, probability: o.probability })),
      success: dist.probability((r) => (r.margin ?? 0) >= need),
      expectedFpSpent: dist.mean((r) => r.fpSpent),
    });
  }
  let best = plans[0];
  for (const p of plans) {
    if (best === undefined) break;
    const better = p.success.compare(best.success);
    if (better > 0 || (better === 0 && p.expectedFpSpent.compare(best.expectedFpSpent) < 0)) best = p;
  }
  return { goal, plans, best: best?.plan ?? "none" };
}
