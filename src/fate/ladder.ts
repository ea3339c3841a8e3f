import { RulesError } from "../core/errors.js";
import { LADDER, LADDER_BOTTOM, LADDER_TOP } from "./ladder-table.js";

/**
 * Reads a value on the ladder (FATE-LAD-1), including totals off the ladder (FATE-LAD-2): below -4 is
 * "Beyond Horrific (n)", above +8 "Beyond Legendary (n)" (ruling FATE-AMB-23).
 *
 * @param value - any whole number (a rating, a total, a net result)
 * @returns the adjective, e.g. `"Great"` or `"Beyond Horrific (-5)"`
 * @example
 * ```ts
 * ladderLabel(4); // "Great"
 * ladderLabel(-5); // "Beyond Horrific (-5)"
 * ladderLabel(9); // "Beyond Legendary (+9)"
 * ```
 */
export function ladderLabel(value: number): string {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "fate.ladderLabel", path: "value", value, message: "expected a whole number" });
  }
  // ruling FATE-AMB-23: labels beyond the ends of the ladder
  if (value > LADDER_TOP) return `Beyond Legendary (+${String(value)})`;
  if (value < LADDER_BOTTOM) return `Beyond Horrific (${String(value)})`;
  return RUNGS[value - LADDER_BOTTOM]?.[0] ?? String(value);
}

/**
 * Each rung's adjective and its text ("Good (+3)") by value, index `value - LADDER_BOTTOM`, worked out once from
 * LADDER: a scene writes a label in every side it plans (issue 15), and a search of the ladder for each was 7 % of it.
 */
const RUNGS: readonly (readonly [string, string] | undefined)[] = Object.freeze(
  Array.from({ length: LADDER_TOP - LADDER_BOTTOM + 1 }, (_, i) => {
    const value = i + LADDER_BOTTOM;
    const rung = LADDER.find((r) => r.value === value);
    return rung === undefined ? undefined : Object.freeze([rung.adjective, `${rung.adjective} (${value > 0 ? "+" : ""}${String(value)})`] as const);
  }),
);

/**
 * Reads the ladder the other way (FATE-LAD-1, FATE-LAD-2): an adjective, or an off-ladder label as
 * {@link ladderLabel} writes it, to its value. Case and surrounding spaces are ignored.
 *
 * @param label - a {@link LadderAdjective} such as `"Good"`, `"good"`, `"Beyond Legendary (+9)"`
 * @returns the value
 * @example
 * ```ts
 * ladderValue("Good"); // 3
 * ladderValue("Beyond Horrific (-5)"); // -5
 * ```
 */
export function ladderValue(label: string): number {
  if (typeof label !== "string") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "fate.ladderValue", path: "label", value: label, message: "expected a ladder adjective" });
  }
  const text = label.trim().toLowerCase();
  const rung = LADDER.find((r) => r.adjective.toLowerCase() === text);
  if (rung !== undefined) return rung.value;
  const beyond = /^beyond (legendary|horrific) \(([+-]?\d+)\)$/.exec(text);
  if (beyond !== null) {
    const n = Number(beyond[2]);
    if (Number.isSafeInteger(n) && (beyond[1] === "legendary" ? n > LADDER_TOP : n < LADDER_BOTTOM)) return n;
  }
  throw new RulesError({
    code: "INVALID_ARGUMENT",
    fn: "fate.ladderValue",
    path: "label",
    value: label,
    message: `expected a ladder adjective (${LADDER.map((r) => r.adjective).join(", ")}) or "Beyond Legendary (+n)" / "Beyond Horrific (-n)"`,
  });
}

/**
 * Writes a value as the text does: the adjective with the signed number, e.g. "Great (+4)".
 *
 * @param value - a whole number
 * @returns the adjective and the signed value
 * @example
 * ```ts
 * ladderText(4); // "Great (+4)"
 * ladderText(-5); // "Beyond Horrific (-5)"
 * ```
 */
export function ladderText(value: number): string {
  const label = ladderLabel(value);
  if (label.startsWith("Beyond")) return label;
  return RUNGS[value - LADDER_BOTTOM]?.[1] ?? `${label} (${value > 0 ? "+" : ""}${String(value)})`;
}
