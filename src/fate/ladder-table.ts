import { deepFreeze } from "../core/freeze.js";
/**
 * The ladder as data (FATE-LAD-1): each adjective with its value, from the top down, as printed in the
 * text (L.3-31).
 *
 * @example
 * ```ts
 * LADDER[0]; // { adjective: "Legendary", value: 8 }
 * ```
 */
export const LADDER: readonly { readonly adjective: LadderAdjective; readonly value: number }[] = deepFreeze([
  { adjective: "Legendary", value: 8 },
  { adjective: "Epic", value: 7 },
  { adjective: "Fantastic", value: 6 },
  { adjective: "Superb", value: 5 },
  { adjective: "Great", value: 4 },
  { adjective: "Good", value: 3 },
  { adjective: "Fair", value: 2 },
  { adjective: "Average", value: 1 },
  { adjective: "Mediocre", value: 0 },
  { adjective: "Poor", value: -1 },
  { adjective: "Terrible", value: -2 },
  { adjective: "Catastrophic", value: -3 },
  { adjective: "Horrific", value: -4 },
] as const);

/**
 * An adjective of the ladder (FATE-LAD-1).
 *
 * @example
 * ```ts
 * const rating: LadderAdjective = "Good"; // +3
 * ```
 */
export type LadderAdjective =
  | "Legendary"
  | "Epic"
  | "Fantastic"
  | "Superb"
  | "Great"
  | "Good"
  | "Fair"
  | "Average"
  | "Mediocre"
  | "Poor"
  | "Terrible"
  | "Catastrophic"
  | "Horrific";

/**
 * The highest value with its own adjective (Legendary, +8).
 *
 * @example
 * ```ts
 * LADDER_TOP; // 8
 * ```
 */
export const LADDER_TOP = 8;
/**
 * The lowest value with its own adjective (Horrific, -4).
 *
 * @example
 * ```ts
 * LADDER_BOTTOM; // -4
 * ```
 */
export const LADDER_BOTTOM = -4;
