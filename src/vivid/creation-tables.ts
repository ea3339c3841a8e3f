// Vivid's character-creation tables (VIV-LUCK-1, VIV-TRAIT-1..3) as data.

import { deepFreeze } from "../core/freeze.js";
import type { LuckTable } from "../family/creation-tables.js";

/**
 * Vivid's luck table (VIV-LUCK-1), rows as printed: face 4 appears in two rows (VIV-AMB-1).
 *
 * @example
 * ```ts
 * VIVID_LUCK_TABLE.rows[4]?.title; // "Born Lucky"
 * ```
 */
export const VIVID_LUCK_TABLE: LuckTable = deepFreeze({
  rule: "VIV-LUCK-1",
  ruling: "VIV-AMB-1",
  rows: [
    { faces: [1], title: "Why Me?", luck: 3 },
    { faces: [2, 3, 4], title: "A Bit Unlucky", luck: 4 },
    { faces: [4, 5, 6, 7], title: "Fairly Average", luck: 5 },
    { faces: [8, 9], title: "Above Average", luck: 7 },
    { faces: [10], title: "Born Lucky", luck: 8 },
  ],
});

/**
 * The D10 faces that give a PC traits (VIV-TRAIT-1): 1 or 0 (10).
 *
 * @example
 * ```ts
 * VIVID_TRAIT_GATE_FACES.includes(10); // true
 * ```
 */
export const VIVID_TRAIT_GATE_FACES: readonly number[] = deepFreeze([1, 10]);

/**
 * Number of traits by D6 face (VIV-TRAIT-2): index = face - 1.
 *
 * @example
 * ```ts
 * VIVID_TRAIT_COUNT[4]; // 3 (a 5)
 * ```
 */
export const VIVID_TRAIT_COUNT: readonly number[] = deepFreeze([1, 1, 2, 2, 3, 3]);

/**
 * The lowest D6 face that makes trait 2 / trait 3 negative (VIV-TRAIT-3): 6 and 5.
 *
 * @example
 * ```ts
 * VIVID_NEGATIVE_FROM.third; // 5
 * ```
 */
export const VIVID_NEGATIVE_FROM = deepFreeze({ second: 6, third: 5 } as const);
