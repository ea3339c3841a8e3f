import { checkInt, describeValue, RulesError } from "./errors.js";
import { isInstance } from "./inputs.js";
import { add, div, gcd, type Int, mul, same, shrink } from "./exact.js";

/**
 * An exact rational number, always in lowest terms with a positive denominator. Probabilities from
 * {@link odds} are fractions; so are exact means.
 *
 * @example
 * ```ts
 * const p = Fraction.of(3, 10);
 * p.numerator; // 3n
 * p.denominator; // 10n
 * p.toNumber(); // 0.3
 * p.toString(); // "3/10"
 * ```
 */
export class Fraction {
  #n: Int;
  #d: Int;
  /** true while #n/#d may not be in lowest terms (a probability from odds: reduced the first time it is read) */
  #lazy: boolean;

  /** @internal use {@link Fraction.of} */
  constructor(n: Int, d: Int, lazy = false) {
    if (!isInt(n) || !isInt(d) || same(d, 0) || d < 0) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "Fraction",
        path: "",
        value: [n, d],
        message: "expected a whole numerator and a positive denominator (use Fraction.of)",
      });
    }
    this.#n = n;
    this.#d = d;
    this.#lazy = lazy;
  }

  /** @internal numerator in lowest terms, as a safe-integer number or a bigint */
  get n(): Int {
    if (this.#lazy) this.#reduce();
    return this.#n;
  }

  /** @internal denominator in lowest terms, positive */
  get d(): Int {
    if (this.#lazy) this.#reduce();
    return this.#d;
  }

  #reduce(): void {
    const [n, d] = lowest(this.#n, this.#d);
    this.#n = n;
    this.#d = d;
    this.#lazy = false;
  }

  /**
   * Builds a fraction in lowest terms.
   *
   * @param numerator - a whole number (number or bigint)
   * @param denominator - a whole number, not zero (default 1)
   * @returns the reduced fraction
   * @example
   * ```ts
   * Fraction.of(6, 8).toString(); // "3/4"
   * ```
   */
  static of(numerator: number | bigint, denominator: number | bigint = 1): Fraction {
    for (const [path, v] of [
      ["numerator", numerator],
      ["denominator", denominator],
    ] as const) {
      if (typeof v !== "bigint" && !(typeof v === "number" && Number.isSafeInteger(v))) {
        throw new RulesError({ code: "INVALID_ARGUMENT", fn: "Fraction.of", path, value: v, message: "expected a safe whole number or a bigint" });
      }
    }
    if (same(shrink(denominator), 0)) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "Fraction.of",
        path: "denominator",
        value: denominator,
        message: "expected a denominator other than 0",
      });
    }
    return reduce(shrink(numerator), shrink(denominator));
  }

  /** The numerator, as a bigint. */
  get numerator(): bigint {
    return BigInt(this.n);
  }

  /** The denominator (positive), as a bigint. */
  get denominator(): bigint {
    return BigInt(this.d);
  }

  /**
   * The nearest double.
   *
   * @returns the value as a number
   * @example
   * ```ts
   * Fraction.of(1, 3).toNumber(); // 0.3333333333333333
   * ```
   */
  toNumber(): number {
    if (typeof this.n === "number" && typeof this.d === "number") return this.n / this.d;
    const n = BigInt(this.n);
    const d = BigInt(this.d);
    const sign = n < 0n ? -1 : 1;
    const abs = n < 0n ? -n : n;
    // Scale the quotient to 64 significant bits, then divide by the power of two (exact in binary).
    const shift = Math.max(0, d.toString(2).length - abs.toString(2).length + 64);
    let value = Number((abs << BigInt(shift)) / d);
    for (let left = shift; left > 0; left -= 1000) value /= 2 ** Math.min(left, 1000);
    return sign * value;
  }

  /**
   * `"n/d"`, or `"n"` for a whole number.
   *
   * @returns the fraction as text
   * @example
   * ```ts
   * Fraction.of(2, 4).toString(); // "1/2"
   * ```
   */
  toString(): string {
    return same(this.d, 1) ? String(this.n) : `${String(this.n)}/${String(this.d)}`;
  }

  /**
   * The fraction as a percentage with a fixed number of decimals.
   *
   * @param digits - decimals (default 1)
   * @returns e.g. `"33.3%"`
   * @example
   * ```ts
   * Fraction.of(1, 3).toPercent(); // "33.3%"
   * ```
   */
  toPercent(digits = 1): string {
    checkInt("Fraction.toPercent", "digits", digits, 0, 100);
    return `${(this.toNumber() * 100).toFixed(digits)}%`;
  }

  /** JSON form: `"n/d"` (a bigint cannot go through JSON.stringify). */
  toJSON(): string {
    return this.toString();
  }

  /**
   * Exact equality.
   *
   * @param other - a fraction, or a whole number
   * @returns true when both are the same rational number
   * @example
   * ```ts
   * Fraction.of(2, 4).equals(Fraction.of(1, 2)); // true
   * ```
   */
  equals(other: Fraction | number | bigint): boolean {
    const o = fractionArg("Fraction.equals", other);
    return same(this.n, o.n) && same(this.d, o.d);
  }

  /**
   * Exact comparison.
   *
   * @param other - another fraction
   * @returns -1, 0 or 1
   * @example
   * ```ts
   * Fraction.of(1, 3).compare(Fraction.of(1, 2)); // -1
   * ```
   */
  compare(other: Fraction | number | bigint): -1 | 0 | 1 {
    const o = fractionArg("Fraction.compare", other);
    const left = BigInt(this.n) * BigInt(o.d);
    const right = BigInt(o.n) * BigInt(this.d);
    return left < right ? -1 : left > right ? 1 : 0;
  }

  /**
   * Exact sum.
   *
   * @param other - another fraction
   * @returns this + other
   * @example
   * ```ts
   * Fraction.of(1, 3).plus(Fraction.of(1, 6)).toString(); // "1/2"
   * ```
   */
  plus(other: Fraction | number | bigint): Fraction {
    const o = fractionArg("Fraction.plus", other);
    return reduce(add(mul(this.n, o.d), mul(o.n, this.d)), mul(this.d, o.d));
  }

  /**
   * Exact product.
   *
   * @param other - another fraction
   * @returns this × other
   * @example
   * ```ts
   * Fraction.of(1, 2).times(Fraction.of(2, 3)).toString(); // "1/3"
   * ```
   */
  times(other: Fraction | number | bigint): Fraction {
    const o = fractionArg("Fraction.times", other);
    return reduce(mul(this.n, o.n), mul(this.d, o.d));
  }

  /**
   * 1 minus this fraction (the complement of a probability).
   *
   * @returns 1 - this
   * @example
   * ```ts
   * Fraction.of(1, 6).complement().toString(); // "5/6"
   * ```
   */
  complement(): Fraction {
    return Fraction.of(1).plus(reduce(negate(this.n), this.d));
  }
}

function negate(a: Int): Int {
  return typeof a === "number" ? -a : -a;
}

/** Whether a value is an exact integer the engine uses (a safe-integer number or a bigint). */
function isInt(v: unknown): v is Int {
  return typeof v === "bigint" || (typeof v === "number" && Number.isSafeInteger(v));
}

/** The other operand of a fraction's method: a fraction, or a whole number; anything else is a RulesError. */
function fractionArg(fn: string, other: unknown): Fraction {
  if (isInstance(other, Fraction)) return other;
  if (isInt(other)) return Fraction.of(other);
  throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "other", value: other, message: "expected a Fraction or a whole number" });
}

/**
 * A fraction of exact integers (denominator positive) reduced only when it is first read: the probabilities of
 * odds, whose reduction against a 2,000-bit total would otherwise cost most of the enumeration. @internal
 */
export function lazyFraction(n: Int, d: Int): Fraction {
  return new Fraction(n, d, true);
}

/** [numerator, denominator] in lowest terms (denominator positive). */
function lowest(n: Int, d: Int): [Int, Int] {
  let num = n;
  let den = d;
  if (den < 0) {
    num = negate(num);
    den = negate(den);
  }
  const abs = num < 0 ? negate(num) : num;
  const g = gcd(abs, den);
  if (!same(g, 1) && !same(g, 0)) {
    num = div(num, g);
    den = div(den, g);
  }
  return [shrink(num), shrink(den)];
}

/** A fraction in lowest terms from exact integers (denominator non-zero). @internal */
export function reduce(n: Int, d: Int): Fraction {
  let num = n;
  let den = d;
  if (den < 0) {
    num = negate(num);
    den = negate(den);
  }
  const abs = num < 0 ? negate(num) : num;
  const g = gcd(abs, den);
  if (!same(g, 1) && !same(g, 0)) {
    num = div(num, g);
    den = div(den, g);
  }
  return new Fraction(shrink(num), shrink(den));
}

/** Shown in error messages. @internal */
export function fractionText(value: unknown): string {
  return isInstance(value, Fraction) ? value.toString() : describeValue(value);
}
