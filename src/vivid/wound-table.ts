// Vivid's Wound Table as data (VIV-WOUND-1/2); rugged borrows it by default (RUG-AMB-1).

import { deepFreeze } from "../core/freeze.js";
import type { WoundTable } from "../family/wound-table.js";

const rows = (top: number): WoundTable["rows"] => [
  { upTo: 1, result: "none" },
  { upTo: 4, result: "wounded" },
  { upTo: top, result: "killed" },
];

const modifiers: WoundTable["modifiers"] = { shotgun: 1, handToHand: 1, protected: -1 };

/**
 * Vivid's Wound Table rolled on a D6 (VIV-WOUND-1; the default of VIV-AMB-2): 1 no effect, 2–4 wounded,
 * 5–6 killed; +1 shotgun, +1 hand-to-hand, −1 shield or armoured suit (VIV-WOUND-2).
 *
 * @example
 * ```ts
 * VIVID_WOUND_TABLE_D6.die; // "d6"
 * ```
 */
export const VIVID_WOUND_TABLE_D6: WoundTable = deepFreeze({
  name: "vivid wound table, D6",
  rule: "VIV-WOUND-1",
  modifierRule: "VIV-WOUND-2",
  die: "d6",
  rows: rows(6),
  modifiers,
});

/**
 * Vivid's Wound Table rolled on a D10 (VIV-AMB-2's alternative, as the text's "roll a D10" says): the
 * same rows, so totals of 5 or more are killed.
 *
 * @example
 * ```ts
 * VIVID_WOUND_TABLE_D10.die; // "d10"
 * ```
 */
export const VIVID_WOUND_TABLE_D10: WoundTable = deepFreeze({
  name: "vivid wound table, D10",
  rule: "VIV-WOUND-1",
  modifierRule: "VIV-WOUND-2",
  die: "d10",
  rows: rows(10),
  modifiers,
});

/**
 * Vivid's Wound Table for a wound die (VIV-WOUND-1, VIV-AMB-2).
 *
 * @param woundDie - 6 (default) or 10
 * @returns the table
 * @example
 * ```ts
 * vividWoundTable(10).die; // "d10"
 * ```
 */
export function vividWoundTable(woundDie: 6 | 10 | null = 6): WoundTable {
  // docs/reliability.md: null for an optional argument means absent
  woundDie ??= 6;
  // ruling VIV-AMB-2: the wound die is a D6 unless the option asks for the text's D10
  return woundDie === 10 ? VIVID_WOUND_TABLE_D10 : VIVID_WOUND_TABLE_D6;
}
