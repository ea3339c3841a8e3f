// Rugged's character-creation tables (RUG-LUCK-1) as data.

import { deepFreeze } from "../core/freeze.js";
import type { LuckTable } from "../family/creation-tables.js";

/**
 * Rugged's luck table (RUG-LUCK-1), rows as printed: face 4 appears in two rows (RUG-AMB-2).
 *
 * @example
 * ```ts
 * RUGGED_LUCK_TABLE.rows[0]?.title; // "Why Me?"
 * ```
 */
export const RUGGED_LUCK_TABLE: LuckTable = deepFreeze({
  rule: "RUG-LUCK-1",
  ruling: "RUG-AMB-2",
  rows: [
    { faces: [1], title: "Why Me?", luck: 3 },
    { faces: [2, 3, 4], title: "That's Tough Pal", luck: 4 },
    { faces: [4, 5, 6, 7], title: "Average Palooka", luck: 5 },
    { faces: [8, 9], title: "Caught a Break", luck: 7 },
    { faces: [10], title: "Ya Lucky Mug", luck: 8 },
  ],
});
