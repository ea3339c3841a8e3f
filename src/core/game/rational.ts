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

function gcd(a: bigint, b: bigint): bigint {
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

/** a + b. @internal */
export function qAdd(a: Q, b: Q): Q {
  if (a.n === 0n) return b;
  if (b.n === 0n) return a;
  return a.d === b.d ? q(a.n + b.n, a.d) : q(a.n * b.d + b.n * a.d, a.d * b.d);
}

/** a - b. @internal */
export function qSub(a: Q, b: Q): Q {
  return qAdd(a, { n: -b.n, d: b.d });
}

/** a * b. @internal */
export function qMul(a: Q, b: Q): Q {
  if (a.n === 0n || b.n === 0n) return ZERO;
  return q(a.n * b.n, a.d * b.d);
}

/** a / b (b not 0). @internal */
export function qDiv(a: Q, b: Q): Q {
  return q(a.n * b.d, a.d * b.n);
}
