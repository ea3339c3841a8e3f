// The wound table of the Rugged Adventures family as data, and one roll on it (VIV-WOUND-1/2, RUG-SHOOT-7).
import { boundedArray, boundedString, INPUT_LIMITS, idString, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import { type Chance, die } from "../core/chance.js";
import { facesOf, rangeOf } from "../core/die-kind.js";
import { RulesError } from "../core/errors.js";
import type { NoteEntry, TraceEntry } from "../core/trace.js";

/**
 * A result of the wound table, from the mildest to the worst: `none` (no effect), `wounded`, `killed`.
 *
 * @example
 * ```ts
 * WoundResultSchema.options; // ["none", "wounded", "killed"]
 * ```
 */
export const WoundResultSchema = z.enum({
  /** No effect: the figure carries on. */
  none: "none",
  /** Figure wounded (only PCs can be wounded; others count it as killed). */
  wounded: "wounded",
  /** Figure killed. */
  killed: "killed",
} as const);

/**
 * A result of the wound table (see {@link WoundResultSchema}).
 *
 * @example
 * ```ts
 * const worst: WoundResult = "killed";
 * ```
 */
export type WoundResult = z.infer<typeof WoundResultSchema>;

/** The ordered levels of the wound table, mildest first (RUG-AMB-24: luck steps down this ladder). */
export const WOUND_LEVELS: readonly WoundResult[] = Object.freeze(["none", "wounded", "killed"]);

/**
 * One modifier to a die roll, with the rule that applies it: used for wound, hand-to-hand and morale
 * modifiers that a caller adds (gadgets, house rules, GM adjustments).
 *
 * @example
 * ```ts
 * const mercy: RuleModifier = { rule: "VIV-GAD-5", label: "mercy bullets", value: 2 };
 * ```
 */
export const RuleModifierSchema = strictObject({
  /** The catalogue rule id (or a house-rule name) that applies the modifier. */
  rule: idString(),
  /** What the modifier is, in words. */
  label: boundedString(),
  /** Its value, added to the number it modifies. */
  value: z.number().check(z.int(), z.gte(-20), z.lte(20)),
});

/**
 * A modifier with its rule (see {@link RuleModifierSchema}).
 *
 * @example
 * ```ts
 * const gas: RuleModifier = { rule: "VIV-GAD-14", label: "poison gas, turn 1", value: 3 };
 * ```
 */
export type RuleModifier = z.infer<typeof RuleModifierSchema>;

/**
 * A wound table as data: the die, the rows of modified totals, and the standing modifiers. Rugged's own
 * table is on its missing pages (RUG-AMB-1), so an app may supply one of these as a custom table.
 *
 * @example
 * ```ts
 * const table: WoundTable = {
 *   name: "house wound table", rule: "HOUSE-1", modifierRule: "HOUSE-1", die: "d6",
 *   rows: [{ upTo: 2, result: "none" }, { upTo: 5, result: "wounded" }, { upTo: 6, result: "killed" }],
 *   modifiers: { shotgun: 1, handToHand: 0, protected: -1 },
 * };
 * ```
 */
export const WoundTableSchema = strictObject({
  /** The table's name, shown in traces. */
  name: boundedString(),
  /** The rule id the table implements, shown in traces. */
  rule: idString(),
  /** The die rolled on the table. */
  die: z.enum(["d6", "d8", "d10", "d12", "d20"]),
  /**
   * Rows in ascending order of `upTo`: a modified total up to `upTo` (inclusive) gives the row's result.
   * A total below the first row gives the first row's result, above the last row the last row's
   * (VIV-AMB-3: totals outside the printed range are clamped).
   */
  rows: boundedArray(
    strictObject({
      /** The highest modified total of this row. */
      upTo: z.number().check(z.int()),
      /** The result of the row. */
      result: WoundResultSchema,
    }),
    INPUT_LIMITS.tableRows,
  ),
  /** The rule id of the table's standing modifiers, shown in traces. */
  modifierRule: idString(),
  /** The standing modifiers of the table (VIV-WOUND-2). */
  modifiers: strictObject({
    /** Shot by a shotgun. */
    shotgun: z.number().check(z.int()),
    /** Hit in hand-to-hand. */
    handToHand: z.number().check(z.int()),
    /** The hit figure used a shield in hand-to-hand, or is an Impervious Suit / Clockwork War Pants. */
    protected: z.number().check(z.int()),
  }),
});

/**
 * A wound table as data (see {@link WoundTableSchema}).
 *
 * @example
 * ```ts
 * const table: WoundTable = vividWoundTable(6);
 * ```
 */
export type WoundTable = z.infer<typeof WoundTableSchema>;

/**
 * What a hit brings to its wound roll: the circumstances that carry a standing modifier, and any
 * further modifiers (gadgets, house rules).
 *
 * @example
 * ```ts
 * const hit: WoundHit = { handToHand: true };
 * ```
 */
export const WoundHitSchema = strictObject({
  /** The hit came from a shotgun (VIV-WOUND-2: +1). */
  shotgun: z.optional(z.boolean()),
  /** The hit came in hand-to-hand (VIV-WOUND-2: +1). */
  handToHand: z.optional(z.boolean()),
  /** The hit figure used a shield in hand-to-hand or is an Impervious Suit / War Pants (VIV-WOUND-2: −1). */
  protected: z.optional(z.boolean()),
  /** Further modifiers to this hit's wound die, each with its rule id (e.g. VIV-GAD-5 mercy bullets +2). */
  modifiers: z.optional(boundedArray(RuleModifierSchema, INPUT_LIMITS.listLength)),
});

/**
 * What a hit brings to its wound roll (see {@link WoundHitSchema}).
 *
 * @example
 * ```ts
 * const hit: WoundHit = { shotgun: true };
 * ```
 */
export type WoundHit = z.infer<typeof WoundHitSchema>;

/**
 * Reads a modified total on a wound table (VIV-WOUND-1, VIV-AMB-3: totals outside the rows are clamped).
 *
 * @param table - the wound table
 * @param total - the die face plus modifiers
 * @returns the result of the row
 * @example
 * ```ts
 * woundResultOf(vividWoundTable(), 0); // "none"
 * woundResultOf(vividWoundTable(), 9); // "killed"
 * ```
 */
export function woundResultOf(table: WoundTable, total: number): WoundResult {
  // ruling VIV-AMB-3: a total below the table is the first row, above it the last row
  for (const row of table.rows) if (total <= row.upTo) return row.result;
  const last = table.rows[table.rows.length - 1];
  if (last === undefined) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "woundResultOf", path: "table.rows", value: table.rows, message: "expected at least one row" });
  }
  return last.result;
}

/**
 * The entry of a record by wound result.
 *
 * @param record - one entry per result
 * @param result - a wound result
 * @returns its entry
 * @example
 * ```ts
 * byResult({ none: 0, wounded: 1, killed: 2 }, "wounded"); // 1
 * ```
 */
export function byResult<T>(record: Readonly<Record<WoundResult, T>>, result: WoundResult): T {
  // comparisons, not a keyed read: this runs for every wound of every resolution
  return result === "none" ? record.none : result === "wounded" ? record.wounded : record.killed;
}

/**
 * The worse of two wound results (VIV-WOUND-3: a figure hit more than once takes the worst).
 *
 * @param a - a result
 * @param b - another result
 * @returns the worse of the two
 * @example
 * ```ts
 * worseWound("wounded", "none"); // "wounded"
 * ```
 */
export function worseWound(a: WoundResult, b: WoundResult): WoundResult {
  if (a === "killed" || b === "killed") return "killed";
  return a === "wounded" || b === "wounded" ? "wounded" : "none";
}

/**
 * The next lowest level of the wound table (RUG-LUCK-2, VIV-LUCK-2, RUG-AMB-24): killed becomes
 * wounded, wounded becomes no effect, no effect stays.
 *
 * @param result - a wound result
 * @returns the result one level milder
 * @example
 * ```ts
 * stepDownWound("killed"); // "wounded"
 * ```
 */
export function stepDownWound(result: WoundResult): WoundResult {
  const i = WOUND_LEVELS.indexOf(result);
  return WOUND_LEVELS[Math.max(0, i - 1)] ?? "none";
}

/** The modifiers a hit brings, in table order, as trace-ready entries. */
export function woundModifiersOf(table: WoundTable, hit: WoundHit): RuleModifier[] {
  const out: RuleModifier[] = [];
  if (hit.shotgun === true && table.modifiers.shotgun !== 0) out.push({ rule: table.modifierRule, label: "shot by a shotgun", value: table.modifiers.shotgun });
  if (hit.handToHand === true && table.modifiers.handToHand !== 0)
    out.push({ rule: table.modifierRule, label: "hit in hand-to-hand", value: table.modifiers.handToHand });
  if (hit.protected === true && table.modifiers.protected !== 0)
    out.push({ rule: table.modifierRule, label: "shield or armoured suit", value: table.modifiers.protected });
  for (const m of hit.modifiers ?? []) out.push(m);
  return out;
}

/**
 * One roll on a wound table for one hit (VIV-WOUND-1/2): the die plus the hit's modifiers, read on the
 * table. The modifiers and the result are traced; `notes` (e.g. RUG-AMB-1's "borrowed from vivid") come first.
 *
 * @param table - the wound table
 * @param hit - the hit's circumstances and extra modifiers
 * @param notes - trace notes to record before the roll
 * @returns a chance of the wound result
 * @example
 * ```ts
 * resolve(rollWound(vividWoundTable(), { shotgun: true }), scriptedDice(["d6:2"])).value; // "wounded"
 * ```
 */
export function rollWound(table: WoundTable, hit: WoundHit, notes: readonly NoteEntry[] = []): Chance<WoundResult> {
  const mods = woundModifiersOf(table, hit);
  const total = mods.reduce((acc, m) => acc + m.value, 0);
  const before: TraceEntry[] = [...notes, ...mods.map((m): TraceEntry => ({ type: "modifier", ...m }))];
  const signed = total === 0 ? "" : total > 0 ? ` +${String(total)}` : ` ${String(total)}`;
  // the note of each result, built once and shared by every resolution
  const note = (result: WoundResult): readonly TraceEntry[] =>
    Object.freeze([Object.freeze({ type: "note" as const, rule: table.rule, text: `wound result: ${result}` })]);
  const after: Readonly<Record<WoundResult, readonly TraceEntry[]>> = { none: note("none"), wounded: note("wounded"), killed: note("killed") };
  // each face's result looked up, not searched, when the die falls
  const [low] = rangeOf("rollWound", table.die);
  const byFace = facesOf(table.die).map((face) => woundResultOf(table, face + total));
  return die(table.die, { purpose: `wound (${table.name}${signed})`, rule: table.rule })
    .map((face) => byFace[face - low] as WoundResult)
    .traced(before, (result) => byResult(after, result));
}
