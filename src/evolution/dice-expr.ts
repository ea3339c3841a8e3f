import * as z from "zod/mini";
import { type Chance, constant, die, repeat, sum } from "../core/chance.js";
import { type DieKind, isDieKind } from "../core/die-kind.js";
import { checkInt, RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import { checkOneOf } from "./checks.js";

const PATTERN = /^(?:([1-9][0-9]?)?[dD](2|3|4|6|8|10|12|20|100)(?:\s*([+\-\u2212])\s*([0-9]{1,2}))?|([0-9]{1,2}))$/;

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
 * Parses a dice expression such as `1D6-1` (EVO-STAT-1, EVO-DMG-1).
 *
 * @param expr - the expression
 * @returns the number of dice, their kind and the modifier
 * @throws RulesError `INVALID_ARGUMENT` naming the value when the expression is malformed
 * @example
 * ```ts
 * parseDiceExpr("1D6-1"); // { count: 1, kind: "d6", modifier: -1 }
 * parseDiceExpr("D6"); // { count: 1, kind: "d6", modifier: 0 }
 * ```
 */
export function parseDiceExpr(expr: unknown): ParsedDice {
  return diceFrom("evolution.parseDiceExpr", expr, "expr");
}

/**
 * Parses a dice expression for a public function, naming it and the argument's path in the error.
 * @internal
 */
export function diceFrom(fn: string, expr: unknown, path: string): ParsedDice {
  const m = typeof expr === "string" && expr.length <= 40 ? PATTERN.exec(expr.trim()) : null;
  if (m === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value: expr, message: "expected a dice expression such as 1D6, 2D6+1 or 1D6-1" });
  }
  const [, n, sides, sign, mod, plain] = m;
  if (plain !== undefined) return Object.freeze({ count: 0, kind: "d6", modifier: Number(plain) });
  const modifier = mod === undefined ? 0 : sign === "+" ? Number(mod) : -Number(mod);
  return Object.freeze({ count: n === undefined ? 1 : Number(n), kind: `d${sides ?? "6"}` as DieKind, modifier });
}

/** A parsed expression from text, or a checked parsed one. */
function toParsed(expr: unknown, fn: string): ParsedDice {
  if (typeof expr === "string") return diceFrom(fn, expr, "expr");
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
