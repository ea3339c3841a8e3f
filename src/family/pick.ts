// A uniform choice among n figures with real dice (RUG-SHOOT-6: "roll a die per hit over the unit roster").
import { type Chance, constant, die, reroll } from "../core/chance.js";
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
 * A uniform index in 0..n-1 rolled with a real die: a die whose size is a multiple of n, read in equal
 * blocks (a D10 for 5 figures: 1-2 is the first); otherwise the smallest die of at least n sides, re-rolling
 * faces above n (a D8 for 7 figures) until one comes up. n is 1..100.
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
  // faces above n are re-rolled for as long as they come up: exactly 1/n each
  const again = die(kind, { purpose: `${purpose} (re-roll above ${String(n)})`, rule });
  return reroll(die(kind, { purpose, rule }), (f) => f <= n, { again }).map((f) => f - 1);
}
