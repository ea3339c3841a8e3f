// Effective Field Craft after traits (Eagle Eye, Near Sighted; RUG-FC-1, RUG-AMB-27). Vivid's Luck cap
// (VIV-AMB-5) is applied by vivid's effectiveLuck.
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
