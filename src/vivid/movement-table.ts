// Vivid's movement allowances by figure type (VIV-MOVE-1).

import { deepFreeze } from "../core/freeze.js";
import type { FigureType } from "../family/schemas.js";

/**
 * Inches per turn by figure type (VIV-MOVE-1); the zombie's "combat speed" is an option (VIV-AMB-12).
 *
 * @example
 * ```ts
 * VIVID_MOVEMENT_RATES.native; // 8
 * ```
 */
export const VIVID_MOVEMENT_RATES: Readonly<Record<Exclude<FigureType, "zombie">, number>> = deepFreeze({
  westernMale: 6,
  armoured: 4,
  pigmyOrWesternFemale: 4,
  native: 8,
  packAnimal: 6,
  slowAnimal: 4,
  fastAnimal: 10,
});
