// Exact rationals over bigint for battleOdds' linear algebra (the absorbing chain's cyclic parts). Kept apart from
// Fraction, which is a public value type without division; results are turned into Fractions at the end.

/** A rational n/d in lowest terms, d > 0. @internal */
export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

/** 0. @internal */
export const ZERO: Q = { n: 0n, d: 1n };
/** 1. @internal */
export const ONE: Q = { n: 1n, d: 1n };

/**
 * The greatest common divisor of two bigints (of their magnitudes): the reduction of a fraction here, and the
 * common denominators of tugs' duel solver (src/tugs/duel-odds-arith.ts).
 *
 * @param a - an integer
 * @param b - an integer
 * @returns gcd(|a|, |b|)
 * @example
 * ```ts
 * gcd(12n, -18n); // 6n
 * ```
 * @internal
 */
export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** n/d reduced. @internal */
export function q(n: bigint, d: bigint): Q {
  if (n === 0n) return ZERO;
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/**
 * a + b, by Knuth's lcm form (TAOCP 4.5.1): with g = gcd(a.d, b.d), t = a.n (b.d / g) + b.n (a.d / g) over
 * (a.d / g) b.d, reduced by gcd(t, g) only (a common factor of t and the denominator divides g). The same lowest
 * terms as reducing the cross product, with gcds of the denominators' size instead of the product's.
 * @internal
 */
export function qAdd(a: Q, b: Q): Q {
  if (a.n === 0n) return b;
  if (b.n === 0n) return a;
  if (a.d === b.d) return q(a.n + b.n, a.d);
  const g = gcd(a.d, b.d);
  if (g === 1n) return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
  const t = a.n * (b.d / g) + b.n * (a.d / g);
  if (t === 0n) return ZERO;
  const h = gcd(t, g);
  return { n: t / h, d: (a.d / g) * (b.d / h) };
}

/** a - b. @internal */
export function qSub(a: Q, b: Q): Q {
  return qAdd(a, { n: -b.n, d: b.d });
}

/**
 * a * b, by Knuth's cross reduction: (a.n / g1)(b.n / g2) over (a.d / g2)(b.d / g1) with g1 = gcd(a.n, b.d) and
 * g2 = gcd(b.n, a.d), already in lowest terms (a and b are); each gcd pairs a number with one of the other factor,
 * so a large mass times a small probability costs gcds of the small one's size.
 * @internal
 */
export function qMul(a: Q, b: Q): Q {
  if (a.n === 0n || b.n === 0n) return ZERO;
  const g1 = gcd(a.n, b.d);
  const g2 = gcd(b.n, a.d);
  return { n: (a.n / g1) * (b.n / g2), d: (a.d / g2) * (b.d / g1) };
}

/** a / b (b not 0). @internal */
export function qDiv(a: Q, b: Q): Q {
  return q(a.n * b.d, a.d * b.n);
}
