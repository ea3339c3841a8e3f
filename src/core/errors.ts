/**
 * The codes a {@link RulesError} can carry. Each names one kind of misuse, so an app can branch on it.
 *
 * - `DIE_MISMATCH`: scripted dice were asked for one die kind and the script holds another.
 * - `FACE_OUT_OF_RANGE`: a face that the requested die cannot show.
 * - `DICE_EXHAUSTED`: scripted dice ran out.
 * - `RANDOM_OUT_OF_RANGE`: a `() => number` given to {@link randomDice} returned a value outside [0, 1).
 * - `INVALID_ARGUMENT`: a function was called with an argument it cannot use (a negative count...).
 * - `INVALID_INPUT`: untrusted data failed its schema.
 * - `INVALID_STATE`: a saved state cannot be restored, or a domain object is in an impossible state.
 * - `NOT_NUMERIC`: a numeric summary (mean, at least) was asked of non-numeric outcomes.
 * - `TOO_COMPLEX`: an exact enumeration would need more states than the engine allows.
 * - `RULE_VIOLATION`: the rules forbid what was asked (when the caller should have checked first).
 *
 * @example
 * ```ts
 * const code: RulesErrorCode = "DICE_EXHAUSTED";
 * ```
 */
export type RulesErrorCode =
  | "DIE_MISMATCH"
  | "FACE_OUT_OF_RANGE"
  | "DICE_EXHAUSTED"
  | "RANDOM_OUT_OF_RANGE"
  | "INVALID_ARGUMENT"
  | "INVALID_INPUT"
  | "INVALID_STATE"
  | "NOT_NUMERIC"
  | "TOO_COMPLEX"
  | "RULE_VIOLATION";

/**
 * What a {@link RulesError} is made from.
 *
 * @example
 * ```ts
 * const details: RulesErrorDetails = { code: "INVALID_ARGUMENT", fn: "count", path: "n", value: -1, message: "expected a whole number >= 0" };
 * ```
 */
export interface RulesErrorDetails {
  /** What went wrong, as a stable code. */
  readonly code: RulesErrorCode;
  /** The public function that was misused, e.g. `"scriptedDice"` or `"rugged.shoot"`. */
  readonly fn: string;
  /** Where in the input the problem is, e.g. `"faces[3]"` or `"unit.figures[2].luck"`; `""` for the whole input. */
  readonly path: string;
  /** The offending value (kept as given, shown in the message). */
  readonly value: unknown;
  /** What was expected, in plain words. */
  readonly message: string;
}

/** Shows a value briefly and safely in an error message (never throws, never huge). */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === "bigint") return `${value.toString()}n`;
  if (typeof value === "function") return "a function";
  if (value === undefined) return "undefined";
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  try {
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * The one error type of pulp-rules, thrown when the library is misused by the program that calls it
 * (not when the rules say no: that is returned as data). Its message names the function, the input path
 * and the offending value.
 *
 * @example
 * ```ts
 * try {
 *   scriptedDice([]).roll("d10");
 * } catch (error) {
 *   if (error instanceof RulesError) console.log(error.code); // "DICE_EXHAUSTED"
 * }
 * ```
 */
export class RulesError extends Error {
  /** What went wrong, as a stable code. */
  readonly code: RulesErrorCode;
  /** The public function that was misused. */
  readonly fn: string;
  /** Where in the input the problem is. */
  readonly path: string;
  /** The offending value. */
  readonly value: unknown;

  /**
   * @param details - code, function, path, value and the expectation in plain words
   */
  constructor(details: RulesErrorDetails) {
    const where = details.path === "" ? details.fn : `${details.fn}: ${details.path}`;
    super(`${where}: ${details.message}, got ${describeValue(details.value)} [${details.code}]`);
    this.name = "RulesError";
    this.code = details.code;
    this.fn = details.fn;
    this.path = details.path;
    this.value = details.value;
  }
}

/** Throws an INVALID_ARGUMENT error unless `value` is a whole number in [min, max]. */
export function checkInt(fn: string, path: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path,
      value,
      message: `expected a whole number from ${String(min)} to ${String(max)}`,
    });
  }
  return value;
}

/** Throws an INVALID_ARGUMENT error unless `value` is a function. */
export function checkFunction(fn: string, path: string, value: unknown): void {
  if (typeof value !== "function") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: "expected a function" });
  }
}
