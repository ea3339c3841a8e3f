// A uniform choice among n figures with real dice (RUG-SHOOT-6: "roll a die per hit over the unit roster").
import { type Chance, constant, die } from "../core/chance.js";
import type { DieKind } from "../core/die-kind.js";

const SIZES: readonly (readonly [DieKind, number])[] = [
  ["d2", 2],
  ["d3", 3],
  ["d4", 4],
  ["d6", 6],
  ["d8", 8],
  ["d10", 10],
  ["d12", 12],
  ["d20", 20],
  ["d100", 100],
];

/**
 * The most re-rolls of a face above the roster size; the last roll then wraps around (bias under 10^-6).
 */
export const MAX_PICK_REROLLS = 12;

/**
 * A uniform index in 0..n-1 rolled with a real die: a die whose size is a multiple of n, read in equal
 * blocks (a D10 for 5 figures: 1-2 is the first); otherwise the smallest die of at least n sides, re-rolling
 * faces above n (a D10 for 7 figures), at most {@link MAX_PICK_REROLLS} times. n is 1..100.
 */
export function pickIndex(n: number, purpose: string, rule: string): Chance<number> {
  if (n <= 1) return constant(0);
  const exact = SIZES.find(([, s]) => s % n === 0);
  if (exact !== undefined) {
    const [kind, s] = exact;
    const block = s / n;
    return die(kind, { purpose, rule }).map((f) => Math.floor((f - 1) / block));
  }
  const [kind] = SIZES.find(([, s]) => s >= n) ?? ["d100", 100];
  const attempt = (left: number): Chance<number> =>
    die(kind, { purpose: left === MAX_PICK_REROLLS ? purpose : `${purpose} (re-roll above ${String(n)})`, rule })
      .map((f) => (f <= n ? f - 1 : left === 0 ? (f - 1) % n : -1))
      .chain((i) => (i >= 0 ? constant(i) : attempt(left - 1)));
  return attempt(MAX_PICK_REROLLS);
}
