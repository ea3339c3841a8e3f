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
  /** The error behind this one, when it wraps another (a game's or a policy's own error): kept as the standard `Error.cause`. */
  readonly cause?: unknown;
}

/** The most characters {@link describeValue} writes (and about the most work it does). */
const DESCRIBE_MAX = 80;

/**
 * Shows a value briefly and safely in an error message: never throws, and never does more work than the text it
 * writes (a 10^7-item array costs its first few items, not a JSON.stringify of all of them). BigInts print as
 * `12n`, Symbols as `Symbol(name)`, functions as "a function"; a getter or a Proxy that throws prints as
 * "an unreadable value".
 * @internal
 */
export function describeValue(value: unknown): string {
  let out = "";
  const isFull = (): boolean => out.length >= DESCRIBE_MAX;
  const write = (text: string): boolean => {
    if (isFull()) return false;
    if (out.length + text.length > DESCRIBE_MAX) {
      out = `${out}${text}`.slice(0, DESCRIBE_MAX - 3);
      out += "...";
      return false;
    }
    out += text;
    return true;
  };
  const seen: object[] = [];
  const show = (v: unknown, top: boolean): void => {
    if (isFull()) return;
    switch (typeof v) {
      case "string":
        write(JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v));
        return;
      case "bigint":
        write(v.toString().length > 40 ? `${v.toString().slice(0, 37)}...n` : `${v.toString()}n`);
        return;
      case "symbol":
        write(v.toString());
        return;
      case "function":
        write("a function");
        return;
      case "undefined":
        write(top ? "undefined" : "null");
        return;
      case "number":
      case "boolean":
        write(String(v));
        return;
      default:
        break;
    }
    if (v === null) {
      write("null");
      return;
    }
    const object = v as object;
    if (seen.includes(object)) {
      write("[a cycle]");
      return;
    }
    seen.push(object);
    if (Array.isArray(object)) {
      const length = (object as readonly unknown[]).length;
      write("[");
      for (let i = 0; i < length && !isFull(); i++) {
        if (i > 0) write(",");
        show(i in object ? (object as readonly unknown[])[i] : undefined, false);
      }
      write("]");
    } else {
      const text = (object as { toString?: unknown }).toString;
      const own = text !== Object.prototype.toString && typeof text === "function" && Object.getPrototypeOf(object) !== null;
      if (own && !(Symbol.iterator in object)) {
        // a class with its own words (a Fraction: "1/2")
        write(String(text.call(object)));
      } else {
        write("{");
        let first = true;
        for (const key in object) {
          if (!Object.prototype.hasOwnProperty.call(object, key)) continue;
          if (!first) write(",");
          first = false;
          write(`${JSON.stringify(key.length > 40 ? `${key.slice(0, 37)}...` : key)}:`);
          show((object as Record<string, unknown>)[key], false);
          if (isFull()) break;
        }
        write("}");
      }
    }
    seen.pop();
  };
  try {
    show(value, true);
  } catch {
    return out === "" ? "an unreadable value" : `${out}... (unreadable)`;
  }
  return out;
}

/** The details of a RulesError, read once and safely: fn, path and message as strings, an unknown code as INVALID_ARGUMENT. */
function readDetails(details: unknown): RulesErrorDetails {
  const text = (v: unknown): string => (typeof v === "string" ? v : describeValue(v));
  try {
    const given = (typeof details === "object" && details !== null ? details : {}) as Record<string, unknown>;
    const code = given.code;
    return {
      code: typeof code === "string" && CODES.includes(code) ? (code as RulesErrorCode) : "INVALID_ARGUMENT",
      fn: text(given.fn),
      path: given.path === undefined ? "" : text(given.path),
      value: given.value,
      message: text(given.message),
      ...("cause" in given ? { cause: given.cause } : {}),
    };
  } catch {
    return { code: "INVALID_ARGUMENT", fn: "RulesError", path: "", value: undefined, message: "unreadable error details" };
  }
}

const CODES: readonly string[] = [
  "DIE_MISMATCH",
  "FACE_OUT_OF_RANGE",
  "DICE_EXHAUSTED",
  "RANDOM_OUT_OF_RANGE",
  "INVALID_ARGUMENT",
  "INVALID_INPUT",
  "INVALID_STATE",
  "NOT_NUMERIC",
  "TOO_COMPLEX",
  "RULE_VIOLATION",
];

/** The brand every RulesError carries, shared by every copy of the library in a process (CJS and ESM builds). */
const BRAND = Symbol.for("pulp-rules.RulesError");

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
    const d = readDetails(details);
    const where = d.path === "" ? d.fn : `${d.fn}: ${d.path}`;
    super(`${where}: ${d.message}, got ${describeValue(d.value)} [${d.code}]`, "cause" in d ? { cause: d.cause } : undefined);
    this.name = "RulesError";
    this.code = d.code;
    this.fn = d.fn;
    this.path = d.path;
    this.value = d.value;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /**
   * Whether a value is a RulesError from any copy of pulp-rules loaded in the process: the CommonJS and the ESM
   * builds each have their own class, so `instanceof` fails across them; this check reads a registered symbol
   * (`Symbol.for("pulp-rules.RulesError")`) that every copy sets.
   *
   * @param error - anything caught
   * @returns true for a RulesError of any build
   * @example
   * ```ts
   * try {
   *   die("d7" as never);
   * } catch (error) {
   *   if (RulesError.is(error)) console.log(error.code); // "INVALID_ARGUMENT"
   * }
   * ```
   */
  static is(error: unknown): error is RulesError {
    try {
      return typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
    } catch {
      return false;
    }
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
