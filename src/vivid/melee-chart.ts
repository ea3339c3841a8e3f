// Vivid's Hand-to-Hand Combat Chart and Modifiers as data (VIV-HTH-2/3/4); rugged borrows it by default (RUG-AMB-1).
import type { MeleeChart } from "../family/melee-chart.js";

/**
 * Vivid's hand-to-hand chart (VIV-HTH-2/3/4): base 8 Martial Arts, 7 trained, 6 armed with a firearm,
 * 4 improvised; −3 low wall or barricade, −2 doorway, −1 higher platform, −1 armoured opponent; floor 1.
 *
 * @example
 * ```ts
 * VIVID_MELEE_CHART.base.trained; // 7
 * ```
 */
export const VIVID_MELEE_CHART: MeleeChart = Object.freeze({
  name: "vivid hand-to-hand chart",
  rule: "VIV-HTH-2",
  modifierRule: "VIV-HTH-3",
  resolutionRule: "VIV-HTH-4",
  base: Object.freeze({ martialArts: 8, trained: 7, armedFirearm: 6, improvised: 4 }),
  situations: Object.freeze({ lowWall: -3, doorway: -2, higher: -1, armouredOpponent: -1 }),
  floor: 1,
});
