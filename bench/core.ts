// The core's benchmark cases: the hand-written floor, the library's three uses of one chance, and a peer.
import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { do_not_optimize } from "mitata";
import { count, die, odds, repeat, resolve, seededDice, simulate, sum } from "pulp-rules";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/** How a benchmark case is registered: a name, the work of one iteration, and how many volleys it does. */
export type Register = (name: string, fn: () => unknown, perIteration?: number) => void;

/** Volleys per iteration for the loops that are too fast to time one at a time. */
export const BATCH = 1000;

/** The hand-written floor: 10 d10 counted at or under 6, branchless, rejection sampling inline. */
function handVolleys(rng: { next(): number }, volleys: number): number {
  let total = 0;
  const allowed = Math.trunc(4294967296 / 10) * 10;
  for (let v = 0; v < volleys; v++) {
    let hits = 0;
    for (let i = 0; i < 10; i++) {
      let u = rng.next() + 2147483648;
      while (u >= allowed) u = rng.next() + 2147483648;
      const face = u - Math.floor(u / 10) * 10 + 1;
      hits += (face - 7) >>> 31; // 1 when the face is <= 6
    }
    total += hits;
  }
  return total;
}

/** The hand-written floor of simulating 2D6+1: two rejection-sampled d6 and a tally by total. */
function handSums(rng: { next(): number }, runs: number): Float64Array {
  const counts = new Float64Array(14);
  const allowed = Math.trunc(4294967296 / 6) * 6;
  for (let r = 0; r < runs; r++) {
    let t = 1;
    for (let d = 0; d < 2; d++) {
      let u = rng.next() + 2147483648;
      while (u >= allowed) u = rng.next() + 2147483648;
      t += u - Math.floor(u / 6) * 6 + 1;
    }
    counts[t] = (counts[t] ?? 0) + 1;
  }
  return counts;
}

/** The hand-written floor of simulating one d20: a rejection-sampled face and a tally. */
function handD20(rng: { next(): number }, runs: number): Float64Array {
  const counts = new Float64Array(21);
  const allowed = Math.trunc(4294967296 / 20) * 20;
  for (let r = 0; r < runs; r++) {
    let u = rng.next() + 2147483648;
    while (u >= allowed) u = rng.next() + 2147483648;
    const face = u - Math.floor(u / 20) * 20 + 1;
    counts[face] = (counts[face] ?? 0) + 1;
  }
  return counts;
}

/** Exact odds of n d10 at or under 6 by a hand-written float convolution. */
function handConvolution(n: number): Float64Array {
  let dist = new Float64Array([1]);
  for (let d = 0; d < n; d++) {
    const next = new Float64Array(dist.length + 1);
    for (let k = 0; k < dist.length; k++) {
      const p = dist[k] ?? 0;
      next[k] = (next[k] ?? 0) + p * 0.4;
      next[k + 1] = (next[k + 1] ?? 0) + p * 0.6;
    }
    dist = next;
  }
  return dist;
}

/** Registers the core cases. */
export function registerCoreBenchmarks(bench: Register): void {
  const rng = xoroshiro128plus(1);
  bench("xoroshiro128+ next() (raw generator)", () => rng.next());

  const handRng = xoroshiro128plus(2);
  bench("hand loop: 10d10 <= 6, branchless", () => handVolleys(handRng, BATCH), BATCH);

  const volley = count(10, "d10", (face) => face <= 6, { purpose: "to hit", labels: ["miss", "hit"] });
  let seed = 0;
  bench("pulp-rules simulate: 10d10 <= 6", () => simulate(volley, { runs: BATCH, seed: seed++ }), BATCH);

  const dice = seededDice(3);
  bench("pulp-rules resolve with trace: 10d10 <= 6", () => resolve(volley, dice));

  const roll = (): unknown => new DiceRoll("10d10<=6").total;
  bench("rpg-dice-roller: 10d10<=6", roll);

  // simulate of a sum and of one die (issue 13: within 2x of the hand loop)
  const sumRng = xoroshiro128plus(4);
  bench("hand loop: 2D6+1, tallied", () => handSums(sumRng, BATCH), BATCH);
  const twoD6 = sum(2, "d6").map((t) => t + 1);
  bench("pulp-rules simulate: 2D6+1", () => simulate(twoD6, { runs: BATCH, seed: seed++ }), BATCH);
  const d20Rng = xoroshiro128plus(5);
  bench("hand loop: d20, tallied", () => handD20(d20Rng, BATCH), BATCH);
  const d20 = die("d20");
  bench("pulp-rules simulate: d20", () => simulate(d20, { runs: BATCH, seed: seed++ }), BATCH);
  // keep-highest 3 of 10d6 (issue 13: a natural array accumulator within 3x of a packed integer)
  const top3 = (acc: readonly number[], f: number): readonly number[] => {
    const out = [...acc, f].sort((a, b) => b - a);
    return out.length > 3 ? out.slice(0, 3) : out;
  };
  const packedTop3 = (acc: number, f: number): number => {
    const xs = [Math.floor(acc / 49), Math.floor(acc / 7) % 7, acc % 7, f].sort((a, b) => b - a);
    return (xs[0] ?? 0) * 49 + (xs[1] ?? 0) * 7 + (xs[2] ?? 0);
  };
  bench("pulp-rules odds: keep-highest 3 of 10d6, array accumulator", () =>
    odds(repeat(10, die("d6"), [] as readonly number[], top3).map((a) => a.reduce((s, x) => s + x, 0))),
  );
  bench("pulp-rules odds: keep-highest 3 of 10d6, packed-integer accumulator", () =>
    odds(repeat(10, die("d6"), 0, packedTop3).map((p) => Math.floor(p / 49) + (Math.floor(p / 7) % 7) + (p % 7))),
  );

  bench("hand float convolution: 10 dice", () => handConvolution(10));
  bench("pulp-rules odds (exact): 10 dice", () => odds(count(10, "d10", (face) => face <= 6)));
  bench("hand float convolution: 40 dice", () => handConvolution(40));
  bench("pulp-rules odds (exact): 40 dice", () => odds(count(40, "d10", (face) => face <= 6)));
  // issue 13's goal (odds(count(1000, "d10")) <= 20 ms): fractions reduced only when a probability is read
  bench("pulp-rules odds (exact): 1,000 dice (goal <= 20 ms)", () => odds(count(1000, "d10", (face) => face <= 6)));
  do_not_optimize(roll);
}
