// A uniform choice among n figures with real dice (RUG-SHOOT-6: "roll a die per hit over the unit roster").
import { type Chance, constant, die, reroll } from "../core/chance.js";
import type { DieKind } from "../core/die-kind.js";
import type { ActorRef } from "../core/trace.js";

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
 * faces above n (a D8 for 7 figures) until one comes up. n is 1..100. With `names` (the n figures), each
 * face's trace entry names the figure it picks (`target`); the dice are the same.
 */
export function pickIndex(n: number, purpose: string, rule: string, names?: readonly ActorRef[]): Chance<number> {
  if (n <= 1) return constant(0);
  const exact = SIZES.find(([, s]) => s % n === 0);
  if (exact !== undefined) {
    const [kind, s] = exact;
    const block = s / n;
    const faceTargets = names === undefined ? undefined : Array.from({ length: s }, (_, i) => names[Math.floor(i / block)]);
    return die(kind, { purpose, rule, faceTargets }).map((f) => Math.floor((f - 1) / block));
  }
  const [kind, s] = SIZES.find(([, size]) => size >= n) ?? ["d100", 100];
  const faceTargets = names === undefined ? undefined : Array.from({ length: s }, (_, i) => (i < n ? names[i] : undefined));
  // faces above n are re-rolled for as long as they come up: exactly 1/n each
  const again = die(kind, { purpose: `${purpose} (re-roll above ${String(n)})`, rule, faceTargets });
  return reroll(die(kind, { purpose, rule, faceTargets }), (f) => f <= n, { again }).map((f) => f - 1);
}
