// Field Craft checks and spotting (RUG-FC-1/2), Sixth Sense (RUG-TRAIT-P2, VIV-TRAIT-P2).
import { type Chance, constant, die } from "../core/chance.js";
import type { TraceEntry } from "../core/trace.js";
import { familyLuckRoll } from "./luck-roll.js";
import { requiredFieldCraft } from "./ratings.js";
import type { Figure } from "./schemas.js";
import { firstEffect } from "./traits.js";

/**
 * The outcome of a Field Craft check.
 *
 * @example
 * ```ts
 * let value: FieldCraftResult | undefined; // see the functions that return or take it
 * ```
 */
export interface FieldCraftResult {
  /** The Field Craft rolled under (halved when marching). */
  readonly effectiveFC: number;
  /** The D10 face. */
  readonly face: number;
  /** Whether it passed. */
  readonly pass: boolean;
}

/**
 * A Field Craft check (RUG-FC-1): D10 (plus a GM modifier) at or under the effective Field Craft; a
 * marching unit uses ceil(FC/2) (RUG-FC-2).
 */
export function fieldCraftChance(fc: number, marching: boolean, purpose: string, rule: string, gmRollModifier = 0): Chance<FieldCraftResult> {
  const effectiveFC = marching ? Math.ceil(fc / 2) : fc;
  const before: TraceEntry[] = [{ type: "note", rule: "RUG-FC-1", text: `Field Craft ${String(fc)}` }];
  if (marching) before.push({ type: "note", rule: "RUG-FC-2", text: `marching: half Field Craft, rounded up: ${String(effectiveFC)}` });
  if (gmRollModifier !== 0) before.push({ type: "modifier", rule: "RUG-GEN-1", label: "GM modifier to the die", value: gmRollModifier });
  return die("d10", { purpose: `${purpose} (${String(effectiveFC)} or less)`, rule })
    .map((face) => ({ effectiveFC, face, pass: face + gmRollModifier <= effectiveFC }))
    .traced(before);
}

/**
 * The outcome of a Sixth Sense check.
 *
 * @example
 * ```ts
 * let value: SixthSenseResult | undefined; // see the functions that return or take it
 * ```
 */
export interface SixthSenseResult {
  /** Whether a check was made (an unseen threat within range). */
  readonly checked: boolean;
  /** "You have a bad feeling about this." */
  readonly badFeeling: boolean;
}

/**
 * Sixth Sense: when the figure comes within the trait's range of an unseen threat (a GM input), roll
 * D10 at or under its rating (rugged Field Craft within 12"; vivid Luck within 10", a luck roll).
 */
export function sixthSenseChance(fn: string, figure: Figure, distance: number, luck: number, gm = 0): Chance<SixthSenseResult> {
  const sense = firstEffect(figure, "sixthSense");
  if (sense === undefined || distance > sense.effect.rangeInches) return constant({ checked: false, badFeeling: false });
  const rule = sense.trait.id;
  if (sense.effect.rating === "fieldCraft")
    return fieldCraftChance(requiredFieldCraft(fn, figure, "Sixth Sense check"), false, "Sixth Sense", rule, gm).map((r) => ({
      checked: true,
      badFeeling: r.pass,
    }));
  const reroll = firstEffect(figure, "luckReroll");
  return familyLuckRoll({ luck, reroll: reroll !== undefined, rule, rerollRule: reroll?.trait.id ?? rule, purpose: "Sixth Sense", gmRollModifier: gm }).map(
    (r) => ({
      checked: true,
      badFeeling: r.pass,
    }),
  );
}
