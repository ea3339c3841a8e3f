// The validator of trait choices (RUG-TRAIT-2/3, VIV-TRAIT-3): it returns issues, never throws for a
// choice the rules forbid.
import type { Figure, Trait } from "./schemas.js";
import type { TraitSlot } from "./creation.js";

/**
 * One problem with a figure's traits: a stable code, its severity, where it is and the rule it breaks.
 *
 * @example
 * ```ts
 * const issue: TraitIssue = { code: "NOT_ELIGIBLE", severity: "error", path: "traits[1]", rule: "RUG-TRAIT-3", message: "Huge Joss: only for farEastern" };
 * ```
 */
export interface TraitIssue {
  /** What is wrong: TOO_MANY_TRAITS, WRONG_COUNT, POLARITY, NOT_ELIGIBLE, DUPLICATE, CONFLICT. */
  readonly code: "TOO_MANY_TRAITS" | "WRONG_COUNT" | "POLARITY" | "NOT_ELIGIBLE" | "DUPLICATE" | "CONFLICT" | "INCOMPLETE";
  /** An error breaks a rule; a warning is allowed but worth a look. */
  readonly severity: "error" | "warning";
  /** Where: `traits[i]` or `traits`. */
  readonly path: string;
  /** The rule or ruling id. */
  readonly rule: string;
  /** What is wrong, in words. */
  readonly message: string;
}

/**
 * What a validation checks against (filled in by each system).
 *
 * @example
 * ```ts
 * let value: TraitRules | undefined; // see the functions that return or take it
 * ```
 */
export interface TraitRules {
  /** The most traits a figure may have (3). */
  readonly max: number;
  /** The rule ids to cite: count/polarity and eligibility. */
  readonly rules: { readonly polarity: string; readonly eligibility: string };
  /** The Eagle Eye / Near Sighted ruling, if the system has one (RUG-AMB-27). */
  readonly eagleEyeVsNearSighted?: "capWins" | "forbid" | undefined;
}

/**
 * What the caller knows of the choice: the rolled slots, and which traits the GM approved.
 *
 * @example
 * ```ts
 * let value: TraitChoiceContext | undefined; // see the functions that return or take it
 * ```
 */
export interface TraitChoiceContext {
  /** The slots the traits must fill (rolled count and polarities); absent: only the general limits are checked. */
  readonly slots?: readonly TraitSlot[] | undefined;
  /** Trait ids the GM approved in spite of eligibility (RUG-TRAIT-3, VIV-GM-6). */
  readonly gmApproved?: readonly string[] | undefined;
}

function matchesTags(tags: readonly string[] | undefined, wanted: readonly string[] | undefined): boolean {
  return wanted === undefined || wanted.some((w) => (tags ?? []).includes(w));
}

function eligibilityIssue(figure: Figure, trait: Trait, i: number, rule: string): TraitIssue | undefined {
  const e = trait.eligibility;
  if (e === undefined) return undefined;
  const problems: string[] = [];
  if (!matchesTags(figure.origin, e.origin)) problems.push(`origin ${(e.origin ?? []).join(" or ")}`);
  if (!matchesTags(figure.role, e.role)) problems.push(`role ${(e.role ?? []).join(" or ")}`);
  if (e.class !== undefined && !e.class.includes(figure.class)) problems.push(`class ${e.class.join(" or ")}`);
  if (problems.length === 0) return undefined;
  return {
    code: "NOT_ELIGIBLE",
    severity: e.advisory === true ? "warning" : "error",
    path: `traits[${String(i)}]`,
    rule,
    message: `${trait.name}: only for a figure with ${problems.join(" and ")}`,
  };
}

/** Whether the polarities of `traits` can fill `slots` (free slots take either). */
function fitsSlots(traits: readonly Trait[], slots: readonly TraitSlot[]): boolean {
  const pos = traits.filter((t) => t.polarity === "positive").length;
  const neg = traits.length - pos;
  const needPos = slots.filter((s) => s === "positive").length;
  const needNeg = slots.filter((s) => s === "negative").length;
  return traits.length === slots.length && pos >= needPos && neg >= needNeg;
}

/**
 * Validates a figure's trait choice: count, polarity, eligibility, duplicates and conflicts.
 *
 * @param figure - the figure (its origin, role and class tags)
 * @param traits - the chosen traits
 * @param rules - the system's limits
 * @param context - rolled slots and GM approvals
 * @returns every issue found (empty when the choice is valid)
 */
export function validateTraitChoice(figure: Figure, traits: readonly Trait[], rules: TraitRules, context: TraitChoiceContext = {}): TraitIssue[] {
  const issues: TraitIssue[] = [];
  if (traits.length > rules.max) {
    issues.push({
      code: "TOO_MANY_TRAITS",
      severity: "error",
      path: "traits",
      rule: rules.rules.polarity,
      message: `at most ${String(rules.max)} traits, got ${String(traits.length)}`,
    });
  }
  if (context.slots !== undefined) {
    if (traits.length !== context.slots.length) {
      issues.push({
        code: "WRONG_COUNT",
        severity: "error",
        path: "traits",
        rule: rules.rules.polarity,
        message: `the roll gives ${String(context.slots.length)} traits, got ${String(traits.length)}`,
      });
    } else if (!fitsSlots(traits, context.slots)) {
      issues.push({
        code: "POLARITY",
        severity: "error",
        path: "traits",
        rule: rules.rules.polarity,
        message: `polarities must fill the slots ${context.slots.join(", ")}`,
      });
    }
  }
  const seen = new Set<string>();
  traits.forEach((trait, i) => {
    if (seen.has(trait.id))
      issues.push({ code: "DUPLICATE", severity: "error", path: `traits[${String(i)}]`, rule: rules.rules.polarity, message: `${trait.name} is taken twice` });
    seen.add(trait.id);
    if (context.gmApproved?.includes(trait.id) === true) return;
    const issue = eligibilityIssue(figure, trait, i, rules.rules.eligibility);
    if (issue !== undefined) issues.push(issue);
  });
  traits.forEach((trait, i) => {
    // RUG-TRAIT-N1 / VIV-TRAIT-N1: a Blind Eye names its blind side; RUG-TRAIT-P3 / VIV-TRAIT-P3: a Sure Shot its weapon
    const at = `traits[${String(i)}]`;
    if (trait.effects.some((e) => e.kind === "blindEye") && trait.side === undefined)
      issues.push({
        code: "INCOMPLETE",
        severity: "error",
        path: `${at}.side`,
        rule: trait.id,
        message: `${trait.name} needs its blind side ("left" or "right")`,
      });
    if (trait.effects.some((e) => e.kind === "sureShot") && trait.designatedWeapon === undefined)
      issues.push({
        code: "INCOMPLETE",
        severity: "error",
        path: `${at}.designatedWeapon`,
        rule: trait.id,
        message: `${trait.name} needs its designated weapon`,
      });
  });
  const fixed = traits.some((t) => t.effects.some((e) => e.kind === "fieldCraftFixed"));
  const capped = traits.some((t) => t.effects.some((e) => e.kind === "ratingCap" && e.rating === "fieldCraft"));
  if (rules.eagleEyeVsNearSighted !== undefined && fixed && capped) {
    // ruling RUG-AMB-27: Eagle Eye with Near Sighted: the cap wins (warning), or the pair is forbidden
    const forbid = rules.eagleEyeVsNearSighted === "forbid";
    issues.push({
      code: "CONFLICT",
      severity: forbid ? "error" : "warning",
      path: "traits",
      rule: "RUG-AMB-27",
      message: forbid ? "Eagle Eye and Near Sighted may not be combined" : "Eagle Eye and Near Sighted: the cap wins, Field Craft 6",
    });
  }
  return issues;
}
