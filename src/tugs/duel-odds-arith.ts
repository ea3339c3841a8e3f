// The two arithmetics a duelOdds round is composed in (issue 15): exact integers (bigint numerators over one
// common denominator, for the exact odds and the bounded question) and lower bounds in doubles (for the certified
// bounds to the end, `minMass`). duel-odds-round.ts composes a round once, over either: the round's rules stay in
// one place, and the bounds no longer multiply and add bigints of a few hundred bits only to turn the result into
// doubles at the end (the bigint products and their garbage were most of a bounded run's round composition).
//
// Lower bounds in doubles, every number non-negative (the argument of duel-odds.ts boundsByProgress, here for the
// numbers themselves):
// - a probability n/d: Number(n) / Number(d) is within 3 units of the last place (u = 2^-53) of n/d, so times
//   DOWN = 1 - 2^-48 (rounded, one more u) it is below n/d;
// - a product or a sum of lower bounds, rounded and times DOWN, is below the exact product or sum (2u < 2^-48);
//   a result below TINY = 2^-960 is taken as 0 (a lower bound, far from the subnormal range where rounding is
//   absolute).
// In the double arithmetic every denominator is 1 (the numerator is the probability's lower bound itself), so the
// scalings of a composition by a quotient of denominators are the identity.
import { gcd } from "../core/game/rational.js";
import type { Dist } from "./duel-odds-dice.js";

/** Just below 1: a rounded result times it is below the exact one. @internal */
export const DOWN = 1 - 2 ** -48;
/** Just above 1: a rounded result times it is above the exact one. @internal */
export const UP = 1 + 2 ** -48;
/** Below this a lower bound is taken as 0 (far above the subnormal range). @internal */
export const TINY = 2 ** -960;

/**
 * A lower bound of a x b from lower bounds a and b.
 *
 * @param a - a lower bound (non-negative)
 * @param b - a lower bound (non-negative)
 * @returns a double at most the exact product of what a and b bound
 * @example
 * ```ts
 * lowMul(0.5, 0.5) <= 0.25; // true
 * ```
 * @internal
 */
export function lowMul(a: number, b: number): number {
  const r = a * b * DOWN;
  return r < TINY ? 0 : r;
}

/**
 * A lower bound of a + b from lower bounds a and b (exact when one of them is 0).
 *
 * @param a - a lower bound (non-negative)
 * @param b - a lower bound (non-negative)
 * @returns a double at most the exact sum
 * @example
 * ```ts
 * lowAdd(0, 0.3); // 0.3
 * ```
 * @internal
 */
export function lowAdd(a: number, b: number): number {
  return a === 0 ? b : b === 0 ? a : (a + b) * DOWN;
}

/**
 * A lower bound of the exact fraction n/d (non-negative).
 *
 * @param n - the numerator
 * @param d - the denominator (positive)
 * @returns a double at most n/d
 * @example
 * ```ts
 * lowProbability(1n, 3n) < 1 / 3; // true
 * ```
 * @internal
 */
export function lowProbability(n: bigint, d: bigint): number {
  const r = (Number(n) / Number(d)) * DOWN;
  return r < TINY ? 0 : r;
}

/**
 * What a round's composition does with numerators and denominators (duel-odds-round.ts), in one of two
 * arithmetics: {@link EXACT} or {@link LOW}.
 * @example
 * ```ts
 * const half: bigint = EXACT.mul(1n, 1n); // 1n, over EXACT.dMul(1n, 2n) = 2n
 * ```
 * @internal
 */
export interface Arith<N> {
  /** 1, as a numerator or a denominator. */
  readonly one: N;
  /** 0, as a numerator. */
  readonly zero: N;
  /** An exact distribution in this arithmetic (the same object for EXACT). */
  dist<T>(d: Dist<T>): Dist<T, N>;
  /** The product of two numerators. */
  mul(a: N, b: N): N;
  /** The sum of two numerators. */
  add(a: N, b: N): N;
  /** A numerator scaled by a quotient of denominators (see {@link Arith.quotient}). */
  scale(n: N, s: N): N;
  /** The product of two denominators. */
  dMul(a: N, b: N): N;
  /** The least common multiple of two denominators. */
  lcm(a: N, b: N): N;
  /** a / b for a denominator b that divides a. */
  quotient(a: N, b: N): N;
  /** Whether a numerator is more than 0. */
  positive(n: N): boolean;
}

/**
 * The least common multiple of two positive bigints.
 *
 * @param a - a positive integer
 * @param b - a positive integer
 * @returns lcm(a, b)
 * @example
 * ```ts
 * lcm(4n, 6n); // 12n
 * ```
 * @internal
 */
export function lcm(a: bigint, b: bigint): bigint {
  return a === b ? a : (a / gcd(a, b)) * b;
}

/**
 * Exact integers: numerators over one common denominator, multiplied without reduction (the exact odds).
 * @example
 * ```ts
 * EXACT.lcm(6n, 20n); // 60n
 * ```
 * @internal
 */
export const EXACT: Arith<bigint> = Object.freeze({
  one: 1n,
  zero: 0n,
  dist: <T>(d: Dist<T>): Dist<T> => d,
  mul: (a: bigint, b: bigint) => a * b,
  add: (a: bigint, b: bigint) => a + b,
  scale: (n: bigint, s: bigint) => n * s,
  dMul: (a: bigint, b: bigint) => a * b,
  lcm,
  quotient: (a: bigint, b: bigint) => a / b,
  positive: (n: bigint) => n > 0n,
});

/**
 * Lower bounds in doubles over a denominator of 1 (the certified bounds): every numerator a double below the
 * probability it stands for, by the argument of this file's header.
 * @example
 * ```ts
 * LOW.dist({ d: 3n, items: [{ v: "x", n: 1n }] }).items[0]?.n; // just below 1/3
 * ```
 * @internal
 */
export const LOW: Arith<number> = Object.freeze({
  one: 1,
  zero: 0,
  dist: <T>(d: Dist<T>): Dist<T, number> => ({ d: 1, items: d.items.map((x) => ({ v: x.v, n: lowProbability(x.n, d.d) })) }),
  mul: lowMul,
  add: lowAdd,
  // the quotient of two denominators of 1 is 1: the numerator unchanged, not rounded down again
  scale: (n: number, _s: number) => n,
  dMul: (_a: number, _b: number) => 1,
  lcm: (_a: number, _b: number) => 1,
  quotient: (_a: number, _b: number) => 1,
  positive: (n: number) => n > 0,
});
