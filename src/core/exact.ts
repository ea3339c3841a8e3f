/**
 * Exact integer arithmetic that stays in doubles while every value is a safe integer and moves to bigint
 * only when a product or sum would pass 2^53. Odds of small chances (a 10-die volley: 10^10 paths) then
 * cost float arithmetic, and big ones (40 dice: 10^40) stay exact.
 * @internal
 */
export type Int = number | bigint;

const MAX = Number.MAX_SAFE_INTEGER;
const MAX_BIG = BigInt(MAX);

/** a * b, exactly. @internal */
export function mul(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    const p = a * b;
    if (p <= MAX) return p;
  }
  return BigInt(a) * BigInt(b);
}

/** a + b, exactly. @internal */
export function add(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    const s = a + b;
    if (s <= MAX) return s;
  }
  return BigInt(a) + BigInt(b);
}

/** a - b for a >= b >= 0, exactly. @internal */
export function sub(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return shrink(BigInt(a) - BigInt(b));
}

/** a / b for b dividing a exactly. @internal */
export function div(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") return a / b;
  return shrink(BigInt(a) / BigInt(b));
}

/** A bigint that fits a safe integer goes back to a number. @internal */
export function shrink(a: Int): Int {
  return typeof a === "bigint" && a <= MAX_BIG && a >= -MAX_BIG ? Number(a) : a;
}

/** Greatest common divisor of two non-negative integers. @internal */
export function gcd(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    let x = a;
    let y = b;
    while (y !== 0) [x, y] = [y, x % y];
    return x;
  }
  let x = BigInt(a);
  let y = BigInt(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return shrink(x);
}

/** Least common multiple. @internal */
export function lcm(a: Int, b: Int): Int {
  return mul(div(a, gcd(a, b)), b);
}

/** a === b for two exact integers, whatever their representation. @internal */
export function same(a: Int, b: Int): boolean {
  // biome-ignore lint/suspicious/noDoubleEquals: number == bigint compares values exactly
  return typeof a === typeof b ? a === b : a == b;
}
