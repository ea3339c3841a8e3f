import * as z from "zod/mini";
import { type Chance, constant, die, repeat, sum } from "../core/chance.js";
import { type DieKind, isDieKind } from "../core/die-kind.js";
import { checkInt, describeValue, RulesError } from "../core/errors.js";
import { type DiceRoll, type DiceTerm, parseDice } from "../core/notation.js";
import { absentIfNull } from "../core/schema-kit.js";
import { checkReadable } from "../core/validate.js";
import { checkOneOf } from "./checks.js";

// The JSON Schema's pattern for evolution's dice expressions: the core notation's grammar (src/core/notation.ts)
// restricted as diceFrom restricts it below, written as a regular expression for validators that cannot run the
// parser (test/evolution/dice-expr.test.ts checks that both accept the same strings).
const PATTERN = /^(?:(?:[1-9][0-9]?)?[dD](?:2|3|4|6|8|10|12|20|100)(?:[ \t]*[+\-\u2212][ \t]*[0-9]{1,2})?|[0-9]{1,2})$/;

/** A dice term as the profiles write it: 1 to 99 dice without a leading zero (or none: one die), D, the sides. */
const PROFILE_DICE = /^(?:[1-9][0-9]?)?[dD]([0-9]+)$/;

/**
 * A dice expression of the profile and weapon lists (EVO-STAT-1): `1D6`, `D6`, `1D6-1` (the Tough's Close
 * Combat), `2D6+1`, or a plain number. Dice are D2, D3, D4, D6, D8, D10, D12, D20 or D100, 1 to 99 of them;
 * the modifier is 0 to 99; the typographic minus `−` is accepted.
 *
 * @example
 * ```ts
 * validate(DiceExprSchema, "1D6-1").ok; // true
 * validate(DiceExprSchema, "1D7").ok; // false
 * ```
 */
export const DiceExprSchema = z.string().check(z.maxLength(32), z.regex(PATTERN, "expected a dice expression such as 1D6, 2D6+1 or 1D6-1"));

/**
 * A dice expression, as text (see {@link DiceExprSchema}).
 *
 * @example
 * ```ts
 * const revolver: DiceExpr = "1D6";
 * ```
 */
export type DiceExpr = z.infer<typeof DiceExprSchema>;

/**
 * A parsed dice expression: how many dice, of which kind, plus a modifier.
 *
 * @example
 * ```ts
 * const dice: ParsedDice = { count: 1, kind: "d6", modifier: -1 };
 * ```
 */
export interface ParsedDice {
  /** How many dice (0 for a plain number). */
  readonly count: number;
  /** The die kind (`"d6"` for a plain number, which rolls none). */
  readonly kind: DieKind;
  /** Added to the dice (negative to subtract). */
  readonly modifier: number;
}

/**
 * Parses a dice expression such as `1D6-1` (EVO-STAT-1, EVO-DMG-1). The core's dice notation reads it
 * ({@link parseDice}), then evolution keeps what a profile writes: 1 to 99 dice of D2 to D100, optionally one
 * modifier of one or two digits added or subtracted, or a plain number of one or two digits.
 *
 * @param expr - the expression
 * @returns the number of dice, their kind and the modifier
 * @throws RulesError `INVALID_ARGUMENT` naming the value and the column of the mistake when the expression is malformed
 *   or is dice notation that no profile writes (`4D6kh3`, `1D6!`, `2D6>=7`, `4dF`, `1D6+1D4`)
 * @example
 * ```ts
 * parseDiceExpr("1D6-1"); // { count: 1, kind: "d6", modifier: -1 }
 * parseDiceExpr("D6"); // { count: 1, kind: "d6", modifier: 0 }
 * ```
 */
export function parseDiceExpr(expr: unknown): ParsedDice {
  return diceFrom("evolution.parseDiceExpr", expr, "expr");
}

const EXPECTED = "expected a dice expression such as 1D6, 2D6+1 or 1D6-1";

/** The longest expression read (before trimming): a guard against untrusted input, above the schema's 32. */
const MAX_LENGTH = 40;

/**
 * Parses a dice expression for a public function, naming it and the argument's path in the error. The core's dice
 * notation reads it (one grammar: {@link parseDice}); evolution then keeps only what a profile or a weapon list
 * writes (EVO-STAT-1): `[count]D<sides>` with 1 to 99 dice of a kind the library rolls but the Fate die, optionally
 * one modifier of one or two digits added or subtracted, or a plain number of one or two digits; no keep, no
 * explosion, no comparison. Every error gives the column of the mistake.
 * @internal
 */
export function diceFrom(fn: string, expr: unknown, path: string): ParsedDice {
  const fail = (message: string): never => {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value: expr, message });
  };
  if (typeof expr !== "string") return fail(EXPECTED);
  if (expr.length > MAX_LENGTH) return fail(`${EXPECTED} (at most ${String(MAX_LENGTH)} characters)`);
  // leading whitespace of any kind becomes spaces (which the notation skips), so columns count from the text as given
  const text = " ".repeat(expr.length - expr.trimStart().length) + expr.trim();
  let roll: DiceRoll;
  try {
    roll = parseDice(text);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return fail(`${notationReason(error)}; ${EXPECTED}`);
  }
  const at = (index: number, why: string): never => fail(`${columnOf(text, index)}: ${why}; ${EXPECTED}`);
  const starts = termStarts(text, roll.terms);
  const [first, second, third] = roll.terms;
  if (first === undefined) return fail(EXPECTED); // the notation always holds a term
  if (roll.comparison !== undefined) at(afterTerms(text, roll.terms, starts), "an evolution dice expression has no comparison");
  if (third !== undefined) at(starts[2] ?? 0, "expected at most one modifier after the dice");
  if (second !== undefined && (first.type !== "dice" || second.type !== "number")) {
    at(starts[1] ?? 0, first.type === "dice" ? "expected a number as the modifier" : "expected the dice before the modifier");
  }
  const digits = (term: DiceTerm, index: number): void => {
    if (term.type === "number" && !/^[0-9]{1,2}$/.test(term.text)) at(starts[index] ?? 0, "a number must be written with one or two digits (0 to 99)");
  };
  if (first.type === "number") {
    digits(first, 0);
    return Object.freeze({ count: 0, kind: "d6", modifier: first.value });
  }
  const start = starts[0] ?? 0;
  if (first.kind === "dF") at(start, "evolution rolls no Fate dice");
  if (first.explode || first.keep !== undefined) at(start, "an evolution dice expression neither keeps nor explodes dice");
  // written as the profiles write them: 1 to 99 dice without a leading zero, then D and the sides (D6, not D06 or D%)
  const sides = first.kind.slice(1);
  if (first.count > 99 || PROFILE_DICE.exec(first.text)?.[1] !== sides) {
    at(start, `expected 1 to 99 dice written as in the profiles, such as 2D6 or D${sides}`);
  }
  const modifier = second === undefined ? 0 : second.sign * (second.type === "number" ? second.value : 0);
  if (second !== undefined) digits(second, 1);
  return Object.freeze({ count: first.count, kind: first.kind, modifier });
}

/** The reason of a notation error, without the `dice: notation: ` it starts with and the `, got ...` it ends with. */
function notationReason(error: RulesError): string {
  const prefix = `${error.fn}: ${error.path}: `;
  const suffix = `, got ${describeValue(error.value)} [${error.code}]`;
  const { message } = error;
  return message.startsWith(prefix) && message.endsWith(suffix) ? message.slice(prefix.length, message.length - suffix.length) : message;
}

/** `column N (at "...")`, as the core notation's errors say it. */
function columnOf(text: string, index: number): string {
  return `column ${String(index + 1)} (at ${index >= text.length ? "the end" : JSON.stringify(text.slice(index, index + 8))})`;
}

/** Where each term starts in the text (the terms are in order, each as written). */
function termStarts(text: string, terms: readonly DiceTerm[]): number[] {
  const starts: number[] = [];
  let from = 0;
  for (const term of terms) {
    const index = text.indexOf(term.text, from);
    starts.push(index);
    from = index + term.text.length;
  }
  return starts;
}

/** Where the comparison starts: after the last term and any spaces. */
function afterTerms(text: string, terms: readonly DiceTerm[], starts: readonly number[]): number {
  const last = terms.length - 1;
  let index = (starts[last] ?? 0) + (terms[last]?.text.length ?? 0);
  while (text[index] === " " || text[index] === "\t" || text[index] === "}") index++;
  return index;
}

/** A parsed expression from text, or a checked parsed one. */
function toParsed(expr: unknown, fn: string): ParsedDice {
  if (typeof expr === "string") return diceFrom(fn, expr, "expr");
  checkReadable(fn, "expr", expr);
  const p = expr as Partial<ParsedDice> | null;
  if (typeof p !== "object" || p === null || !isDieKind(p.kind) || p.kind === "dF") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "expr", value: expr, message: "expected a dice expression or { count, kind, modifier }" });
  }
  checkInt(fn, "expr.count", p.count, 0, 99);
  checkInt(fn, "expr.modifier", p.modifier, -99, 99);
  return { count: p.count as number, kind: p.kind, modifier: p.modifier as number };
}

/**
 * How several dice of an expression become one number: summed or the highest (EVO-AMB-4).
 *
 * @example
 * ```ts
 * const how: DiceAggregation = "highest";
 * ```
 */
export type DiceAggregation = "sum" | "highest";

/**
 * The chance of a dice expression's total: the dice summed (or the highest, EVO-AMB-4) plus the modifier.
 *
 * @param expr - the expression (`1D6`, `2D6+1`...)
 * @param how - `"sum"` (default) or `"highest"` (null: the default)
 * @param label - purpose and rule id for the trace
 * @returns a chance of the total
 * @example
 * ```ts
 * odds(diceChance("1D6-1")).probability(0).toString(); // "1/6"
 * ```
 */
export function diceChance(
  expr: DiceExpr | ParsedDice,
  how?: DiceAggregation | null,
  label?: { readonly purpose?: string; readonly rule?: string } | null,
): Chance<number> {
  const aggregation = checkOneOf("evolution.diceChance", "aggregation", absentIfNull(how) ?? "sum", ["sum", "highest"] as const);
  const what = absentIfNull(label);
  if (
    what !== undefined &&
    (typeof what !== "object" || (what.purpose !== undefined && typeof what.purpose !== "string") || (what.rule !== undefined && typeof what.rule !== "string"))
  )
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "evolution.diceChance",
      path: "label",
      value: what,
      message: "expected { purpose?, rule? } with strings",
    });
  const p = toParsed(expr, "evolution.diceChance");
  const dieLabel = { purpose: what?.purpose ?? "dice", rule: what?.rule };
  if (p.count === 0) return constant(p.modifier);
  if (p.count === 1) return die(p.kind, dieLabel).map((f) => f + p.modifier);
  if (aggregation === "highest") return repeat(p.count, die(p.kind, dieLabel), 0, (acc, f) => Math.max(acc, f)).map((h) => h + p.modifier);
  return sum(p.count, p.kind, dieLabel).map((t) => t + p.modifier);
}

/**
 * Splits an expression into one expression per die, for damage under `damageAggregation: "each"`
 * (EVO-AMB-4): `3D6+1` gives three `1D6+1` rolls (the modifier applies to each roll).
 *
 * @param expr - the expression
 * @returns one parsed expression per die (a plain number stays one roll)
 * @example
 * ```ts
 * splitDice("2D6").length; // 2
 * ```
 */
export function splitDice(expr: DiceExpr | ParsedDice): readonly ParsedDice[] {
  const p = toParsed(expr, "evolution.splitDice");
  if (p.count <= 1) return [p];
  return Array.from({ length: p.count }, () => ({ count: 1, kind: p.kind, modifier: p.modifier }));
}
