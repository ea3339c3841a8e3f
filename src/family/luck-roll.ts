// Luck rolls of the Rugged Adventures family: D10 ≤ Luck, with the Huge Joss / Charmed Life re-roll.
import { type Chance, constant, die } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import type { TraceEntry } from "../core/trace.js";
import type { Figure } from "./schemas.js";
import { effectsOf } from "./traits.js";

/**
 * What a luck roll needs (RUG-LUCK-2/3, VIV-LUCK-2/3).
 *
 * @example
 * ```ts
 * const spec: LuckRollSpec = { luck: 5, reroll: true, rule: "VIV-LUCK-3", rerollRule: "VIV-TRAIT-P7" };
 * ```
 */
export interface LuckRollSpec {
  /** The figure's Luck, 0..10 (the roll passes on a D10 at or under it). */
  readonly luck: number;
  /** Whether a failed roll is re-rolled once (rugged Huge Joss RUG-TRAIT-P9, vivid Charmed Life VIV-TRAIT-P7). */
  readonly reroll?: boolean | undefined;
  /** Added to the Luck target, capped at 10 (e.g. VIV-AMB-31's Multi-tool +4). */
  readonly targetBonus?: number | undefined;
  /** The GM's modifier to the die (RUG-GEN-1, VIV-GEN-1: the GM may modify any roll); added to the face. */
  readonly gmRollModifier?: number | undefined;
  /** The rule that asks for the roll, for the trace. */
  readonly rule: string;
  /** The rule of the re-roll trait, for the trace. */
  readonly rerollRule: string;
  /** What the roll is for, in words (default "luck roll"). */
  readonly purpose?: string | undefined;
}

/**
 * The result of a luck roll: whether it passed, and whether the re-roll was used.
 *
 * @example
 * ```ts
 * const result: LuckRollResult = { pass: true, rerolled: true };
 * ```
 */
export interface LuckRollResult {
  /** The roll (or its re-roll) was at or under the Luck target. */
  readonly pass: boolean;
  /** A failed first roll was re-rolled (Huge Joss / Charmed Life). */
  readonly rerolled: boolean;
}

/** Checks a luck-roll spec at the public boundary. */
export function checkLuckSpec(fn: string, spec: LuckRollSpec): void {
  if (typeof spec !== "object" || (spec as unknown) === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "", value: spec, message: "expected a luck-roll spec" });
  }
  checkInt(fn, "luck", spec.luck, 0, 10);
  if (spec.targetBonus !== undefined) checkInt(fn, "targetBonus", spec.targetBonus, -10, 10);
  if (spec.gmRollModifier !== undefined) checkInt(fn, "gmRollModifier", spec.gmRollModifier, -10, 10);
}

/** A frozen one-note list, shared by every resolution. */
function notes(rule: string, text: string): readonly TraceEntry[] {
  return Object.freeze([Object.freeze({ type: "note" as const, rule, text })]);
}

/**
 * A luck roll (RUG-LUCK-2/3, VIV-LUCK-2/3): roll a D10, pass on a face (plus any GM modifier) at or
 * under Luck; with Huge Joss or Charmed Life a failure is re-rolled once and the second result stands
 * (RUG-TRAIT-P9, VIV-TRAIT-P7, RUG-AMB-29: every luck roll, once per roll).
 *
 * @param spec - Luck, re-roll, bonus, GM modifier and the rules asking
 * @returns a chance of `{ pass, rerolled }`
 * @example
 * ```ts
 * const roll = familyLuckRoll({ luck: 5, reroll: true, rule: "VIV-LUCK-3", rerollRule: "VIV-TRAIT-P7" });
 * odds(roll).probability((r) => r.pass).toString(); // "3/4"
 * ```
 */
export function familyLuckRoll(spec: LuckRollSpec): Chance<LuckRollResult> {
  checkLuckSpec("luckRoll", spec);
  const target = Math.min(10, spec.luck + (spec.targetBonus ?? 0));
  const gm = spec.gmRollModifier ?? 0;
  const purpose = `${spec.purpose ?? "luck roll"} (needs ${String(target)} or less)`;
  const before: TraceEntry[] = [];
  if (spec.targetBonus !== undefined && spec.targetBonus !== 0)
    before.push({ type: "modifier", rule: spec.rule, label: "bonus to the Luck target", value: spec.targetBonus });
  if (gm !== 0) before.push({ type: "modifier", rule: spec.rule, label: "GM modifier to the die", value: gm });
  const rollPassed = notes(spec.rule, "luck roll passed");
  const rollFailed = notes(spec.rule, "luck roll failed");
  const first = die("d10", { purpose, rule: spec.rule })
    .map((face) => face + gm <= target)
    .traced(before, (pass) => (pass ? rollPassed : rollFailed));
  // every chance a resolution may continue with is built here, once
  const passed = constant<LuckRollResult>(Object.freeze({ pass: true, rerolled: false }));
  const failed = constant<LuckRollResult>(Object.freeze({ pass: false, rerolled: false }));
  if (spec.reroll !== true) return first.chain((pass) => (pass ? passed : failed));
  const rerollPassed = notes(spec.rerollRule, "re-roll passed");
  const rerollFailed = notes(spec.rerollRule, "re-roll failed: the second result stands");
  const reroll = die("d10", { purpose: `re-roll of a failed ${purpose}`, rule: spec.rerollRule })
    .map((face): LuckRollResult => ({ pass: face + gm <= target, rerolled: true }))
    .traced([], (r) => (r.pass ? rerollPassed : rerollFailed));
  return first.chain((pass) => (pass ? passed : reroll));
}

/**
 * A figure's Luck wherever it is read (ruling VIV-AMB-46): luck rolls, luck against wounds, the
 * Cliff-hanger, Clumsy in shooting and hand-to-hand, Impetuous, Sixth Sense, gadgets. A trait capping Luck
 * (vivid's Near Sighted, VIV-AMB-5: never above 6) caps it unless `capsLuck` is false (vivid's option
 * `nearSightedCaps: "none"`). Undefined for a figure without Luck.
 *
 * @param figure - the figure
 * @param capsLuck - whether Luck caps apply (VIV-AMB-5's option; rugged has no trait that caps Luck)
 * @returns the effective Luck, or undefined
 * @example
 * ```ts
 * effectiveLuckOf({ id: "p", name: "Jack", class: "PC", luck: 8, traits: [VIVID_TRAITS.nearSighted] }, true); // 6
 * ```
 */
export function effectiveLuckOf(figure: Figure, capsLuck: boolean): number | undefined {
  const luck = figure.luck;
  if (luck === undefined || !capsLuck) return luck;
  // ruling VIV-AMB-46: one effective Luck, capped, wherever a PC's Luck is read
  let capped = luck;
  for (const cap of effectsOf(figure, "ratingCap")) if (cap.effect.rating === "luck") capped = Math.min(capped, cap.effect.max);
  return capped;
}
