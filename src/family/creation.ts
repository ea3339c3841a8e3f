// Character creation in the rugged family: luck, trait count and polarity, main character and side-kick.
import { type Chance, constant, die } from "../core/chance.js";
import type { LuckTable } from "./creation-tables.js";

/**
 * A rolled Luck (RUG-LUCK-1, VIV-LUCK-1).
 *
 * @example
 * ```ts
 * let value: LuckResult | undefined; // see the functions that return or take it
 * ```
 */
export interface LuckResult {
  /** The D10 face. */
  readonly face: number;
  /** The Luck it gives. */
  readonly luck: number;
  /** The row's title. */
  readonly title: string;
}

/**
 * The row of a luck table for a face: face 4, printed in two rows, goes to the row the ruling picks.
 *
 * @param table - the system's luck table
 * @param face - a D10 face, 1..10
 * @param face4 - the Luck face 4 gives (5 by default, 4 when the first row wins)
 * @returns the Luck and title
 */
export function luckForFace(table: LuckTable, face: number, face4: number): LuckResult {
  const rows = table.rows.filter((r) => r.faces.includes(face));
  // ruling RUG-AMB-2 / VIV-AMB-1: face 4 gives the row whose Luck the option names (default 5)
  const row = rows.length > 1 ? (rows.find((r) => r.luck === face4) ?? rows[0]) : rows[0];
  if (row === undefined) throw new Error(`luck table ${table.rule} has no row for face ${String(face)}`);
  return { face, luck: row.luck, title: row.title };
}

/**
 * Rolls Luck on a luck table (RUG-LUCK-1, VIV-LUCK-1).
 *
 * @param table - the system's luck table
 * @param face4 - the option for face 4 (RUG-AMB-2, VIV-AMB-1)
 * @returns a chance of `{ face, luck, title }`
 */
export function rollLuck(table: LuckTable, face4: number): Chance<LuckResult> {
  return die("d10", { purpose: "luck", rule: table.rule })
    .map((face) => luckForFace(table, face, face4))
    .traced([], (r) => (r.face === 4 ? [{ type: "note", rule: table.ruling, text: `face 4 is printed in two rows: Luck ${String(r.luck)} (ruling)` }] : []));
}

/**
 * A rolled number of traits.
 *
 * @example
 * ```ts
 * let value: TraitCountResult | undefined; // see the functions that return or take it
 * ```
 */
export interface TraitCountResult {
  /** The D6 face. */
  readonly face: number;
  /** The number of traits. */
  readonly count: number;
}

/**
 * Rolls a number of traits as a D6 looked up in a table (index = face - 1): rugged's "D6 divided by 2"
 * rounded per RUG-AMB-3, vivid's VIV-TRAIT-2 table.
 *
 * @param table - traits by face
 * @param rule - the rule id for the trace
 * @returns a chance of `{ face, count }`
 */
export function rollTraitCountOn(table: readonly number[], rule: string): Chance<TraitCountResult> {
  return die("d6", { purpose: "number of traits", rule }).map((face) => ({ face, count: table[face - 1] ?? 0 }));
}

/**
 * What a trait slot must be: free choice, or rolled positive or negative.
 *
 * @example
 * ```ts
 * let value: TraitSlot | undefined; // see the functions that return or take it
 * ```
 */
export type TraitSlot = "free" | "positive" | "negative";

/**
 * Rolls the polarity of traits 2 and 3 (VIV-TRAIT-3): trait 1 is free (VIV-AMB-4); trait 2 is negative on a
 * D6 at or over `negativeFrom.second` (6), trait 3 at or over `negativeFrom.third` (5).
 *
 * @param count - the number of traits, 0..3
 * @param negativeFrom - the lowest negative faces
 * @returns a chance of the slots
 */
export function rollPolarities(count: number, negativeFrom: { readonly second: number; readonly third: number }): Chance<TraitSlot[]> {
  if (count <= 0) return constant([]);
  // ruling VIV-AMB-4: the first trait of a PC is free choice
  const first = constant<TraitSlot[]>(["free"]).traced([{ type: "note", rule: "VIV-AMB-4", text: "trait 1: free choice (ruling)" }]);
  const polarity = (threshold: number, which: string): Chance<TraitSlot> =>
    die("d6", { purpose: `polarity of trait ${which} (negative on ${String(threshold)}+)`, rule: "VIV-TRAIT-3" }).map((f) =>
      f >= threshold ? "negative" : "positive",
    );
  if (count === 1) return first;
  const two = first.chain((slots) => polarity(negativeFrom.second, "2").map((p) => [...slots, p]));
  if (count === 2) return two;
  return two.chain((slots) => polarity(negativeFrom.third, "3").map((p) => [...slots, p]));
}

/**
 * The slots a rugged PRP's traits must fill (RUG-TRAIT-2): 1 trait free; 2 or 3 traits need one positive
 * and one negative, the third free.
 *
 * @param count - the number of traits, 0..3
 * @returns the slots
 */
export function ruggedSlots(count: number): TraitSlot[] {
  const slots: TraitSlot[][] = [[], ["free"], ["positive", "negative"], ["positive", "negative", "free"]];
  return slots[Math.max(0, Math.min(3, count))] ?? [];
}
