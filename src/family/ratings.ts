// Effective Field Craft after traits (Eagle Eye, Near Sighted; RUG-FC-1, RUG-AMB-27). Vivid's Luck cap
// (VIV-AMB-5) is applied by vivid's effectiveLuck.
import { RulesError } from "../core/errors.js";
import type { Figure } from "./schemas.js";
import { effectsOf, firstEffect } from "./traits.js";

/**
 * A figure's Field Craft after its traits: Eagle Eye fixes it at 9 (RUG-TRAIT-P5), Near Sighted caps it at
 * 6 (RUG-TRAIT-N3); with both, the cap wins (RUG-AMB-27). Undefined when the figure has none.
 */
export function fieldCraftOf(figure: Figure): number | undefined {
  const fixed = firstEffect(figure, "fieldCraftFixed");
  let fc = fixed?.effect.value ?? figure.fieldCraft;
  if (fc === undefined) return undefined;
  // ruling RUG-AMB-27: with Eagle Eye and Near Sighted the cap wins (Field Craft 6)
  for (const cap of effectsOf(figure, "ratingCap")) if (cap.effect.rating === "fieldCraft") fc = Math.min(fc, cap.effect.max);
  return fc;
}

/**
 * A figure's Field Craft for a test (spotting, Sixth Sense, Impetuous), or a RulesError naming the figure
 * when it has none: page 7 is missing (RUG-FC-1) and the test cannot be made without it (RUG-AMB-34).
 *
 * @param fn - the public function name, for errors
 * @param figure - the figure tested
 * @param test - what the Field Craft is for, for the message
 * @returns the effective Field Craft (see {@link fieldCraftOf})
 * @throws RulesError INVALID_ARGUMENT naming the figure when it has no Field Craft
 */
export function requiredFieldCraft(fn: string, figure: Figure, test: string): number {
  const fc = fieldCraftOf(figure);
  // ruling RUG-AMB-34: a test against a Field Craft never given cannot be made (never a silent 0)
  if (fc === undefined)
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "figure.fieldCraft",
      value: figure.id,
      message: `${figure.name} (${figure.id}) has no Field Craft: the ${test} cannot be made (RUG-FC-1, RUG-AMB-34)`,
    });
  return fc;
}
