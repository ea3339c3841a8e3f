// npm run bench: every case in one process, timed with mitata, reported per volley and as ratios.
import { measure } from "mitata";
import { BATCH, type Register, registerCoreBenchmarks } from "./core.js";
import { registerEvolutionBenchmarks } from "./evolution.js";
import { registerFateBenchmarks } from "./fate.js";
import { registerRuggedBenchmarks } from "./rugged.js";
import { registerTugsBenchmarks } from "./tugs.js";
import { registerVividBenchmarks } from "./vivid.js";
import { registerVividGameBenchmarks } from "./vivid-game.js";

interface Case {
  readonly name: string;
  readonly fn: () => unknown;
  readonly per: number;
}

const cases: Case[] = [];
const register: Register = (name, fn, per = 1) => {
  cases.push({ name, fn, per });
};
registerCoreBenchmarks(register);
registerRuggedBenchmarks(register);
registerVividBenchmarks(register);
registerTugsBenchmarks(register);
registerEvolutionBenchmarks(register);
registerFateBenchmarks(register);
registerVividGameBenchmarks(register);

const filter = process.argv[2] === undefined ? undefined : new RegExp(process.argv[2], "i");
const ns = new Map<string, number>();
for (const c of cases) {
  if (filter !== undefined && !filter.test(c.name)) continue;
  const stats = await measure(c.fn, { min_cpu_time: 400_000_000 });
  ns.set(c.name, stats.p50 / c.per);
  process.stdout.write(".");
}
process.stdout.write("\n\n");

const fmt = (t: number): string => (t >= 1e6 ? `${(t / 1e6).toFixed(2)} ms` : t >= 1e3 ? `${(t / 1e3).toFixed(2)} µs` : `${t.toFixed(1)} ns`);
const rows = [...ns].map(([name, t]) => `| ${name} | ${fmt(t)} |`);
console.log(`| case (median per volley or call; loops batched ${String(BATCH)}x) | time |`);
console.log("|---|---|");
for (const row of rows) console.log(row);

// each ratio: its label, the case measured (numerator) and the case it is compared with (denominator)
const goals: [label: string, pair: readonly [a: string, b: string], goal: string, ok: (r: number) => boolean][] = [
  ["simulate / hand loop", ["pulp-rules simulate: 10d10 <= 6", "hand loop: 10d10 <= 6, branchless"], "<= 2x", (r) => r <= 2],
  ["resolve with trace / hand loop", ["pulp-rules resolve with trace: 10d10 <= 6", "hand loop: 10d10 <= 6, branchless"], "<= 8x", (r) => r <= 8],
  ["rpg-dice-roller / resolve with trace", ["rpg-dice-roller: 10d10<=6", "pulp-rules resolve with trace: 10d10 <= 6"], ">= 25x", (r) => r >= 25],
  [
    "volley with wounds: resolve with trace / hand loop",
    ["rugged: shootingVolleyWithWounds, resolved with trace", "hand loop: 10-figure rifle volley with wound rolls"],
    "<= 8x",
    (r) => r <= 8,
  ],
  [
    "volley with wounds: simulate (shootingVolleyCasualties, figures killed) / hand loop",
    ["rugged: shootingVolleyCasualties -> figures killed, simulate", "hand loop: 10-figure rifle volley with wound rolls"],
    "<= 2x",
    (r) => r <= 2,
  ],
  [
    "volley with wounds: simulate of the full value (the unit afterwards built) / hand loop",
    ["rugged: shootingVolleyWithWounds -> figures killed, simulate", "hand loop: 10-figure rifle volley with wound rolls"],
    "(no goal: builds the records and the unit)",
    () => true,
  ],
  [
    "volley with wounds: simulate of the whole value, tallied by its compact key / hand loop",
    ["rugged: shootingVolleyWithWounds whole value, simulate", "hand loop: 10-figure rifle volley with wound rolls"],
    "<= 20x",
    (r) => r <= 20,
  ],
  ["simulate 2D6+1 / hand loop", ["pulp-rules simulate: 2D6+1", "hand loop: 2D6+1, tallied"], "<= 2x", (r) => r <= 2],
  ["simulate d20 / hand loop", ["pulp-rules simulate: d20", "hand loop: d20, tallied"], "<= 2x", (r) => r <= 2],
  [
    "keep-highest 3 of 10d6 odds: array / packed accumulator",
    ["pulp-rules odds: keep-highest 3 of 10d6, array accumulator", "pulp-rules odds: keep-highest 3 of 10d6, packed-integer accumulator"],
    "<= 3x",
    (r) => r <= 3,
  ],
  [
    "vivid hand-to-hand 4 a side: simulate (figures killed) / hand loop",
    ["vivid: resolveHandToHand 4 a side -> figures killed, simulate", "hand loop: vivid hand-to-hand 4 a side, figures killed"],
    "<= 10x",
    (r) => r <= 10,
  ],
  ["exact odds / float convolution, 10 dice", ["pulp-rules odds (exact): 10 dice", "hand float convolution: 10 dice"], "<= 20x", (r) => r <= 20],
  ["exact odds / float convolution, 40 dice", ["pulp-rules odds (exact): 40 dice", "hand float convolution: 40 dice"], "(bigint, exact)", () => true],
  [
    "evolution shoot, 40 dice, exact / hand exact DP",
    ["evolution: shoot exact odds, 40 firing dice (goal <= 20 ms)", "hand loop: exact DP of a 40-dice shot (same values, unreduced bigint weights)"],
    "(no goal: the goal is 20 ms absolute)",
    () => true,
  ],
  [
    "fate margin and spend, 8 points, exact / hand DP in doubles",
    [
      "fate: both sides re-roll, 8 fate points, exact odds of margin and spend (advice; goal <= 5 ms)",
      "hand loop: fate margin and spend, both re-rolling, 8 fate points (doubles)",
    ],
    "(no goal: the goal is 5 ms absolute)",
    () => true,
  ],
  [
    "fate margin and spend, 20 points, exact / hand DP in doubles",
    [
      "fate: both sides re-roll, 20 fate points, exact odds of margin and spend (advice; goal <= 20 ms)",
      "hand loop: fate margin and spend, both re-rolling, 20 fate points (doubles)",
    ],
    "(no goal: the goal is 20 ms absolute)",
    () => true,
  ],
  [
    "tugs duel to the end, simulated / hand loop",
    [
      "tugs: a duel to the end, simulated (duel, the winner), per duel (goal >= 10,000 duels/s = <= 100 us)",
      "hand loop: a tugs duel to the end, Jan against Travis (plain numbers, the same rolls), per duel",
    ],
    "(no goal: the goal is 100 us a duel absolute)",
    () => true,
  ],
];
// The ratios, measured again pair by pair (docs/performance.md "How we measure"): the two cases of a ratio timed in
// interleaved rounds (the denominator, the numerator, the denominator again), each round about ROUND_NS of CPU time per
// case (process.cpuUsage: the work of every thread of the process, the garbage collector's included, and none of the
// time another process holds the core), ROUNDS rounds; the ratio of a round is the numerator over the mean of the
// denominator's two timings around it, and the median over the rounds is the measured ratio. Both cases of a pair see
// the same load, the same heap and the same compiled code, which mitata's medians of cases timed one after the other
// minutes apart do not; those are shown beside it ("sequential"), and the goal is judged on the interleaved median.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const ROUND_NS = 20e6;
const byName = new Map(cases.map((c) => [c.name, c] as const));
const cpuNs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
};
/** How many calls of a case take about `target` ns of CPU time. */
const callsFor = (c: Case, target: number): number => {
  for (let n = 1; ; n *= 2) {
    const t0 = cpuNs();
    for (let i = 0; i < n; i++) c.fn();
    const t = cpuNs() - t0;
    if (t >= target / 4 || n >= 2 ** 20) return Math.max(1, Math.round((n * target) / Math.max(t, 1)));
  }
};
/** The CPU time of `calls` calls of a case, per volley or call. */
const timed = (c: Case, calls: number): number => {
  const t0 = cpuNs();
  for (let i = 0; i < calls; i++) c.fn();
  return (cpuNs() - t0) / (calls * c.per);
};
const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.round((s.length - 1) * q)] as number;
};
const interleaved = (a: Case, b: Case): { median: number; q1: number; q3: number } => {
  const callsA = callsFor(a, ROUND_NS);
  const callsB = callsFor(b, ROUND_NS);
  const ratios: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const before = timed(b, callsB);
    const x = timed(a, callsA);
    const after = timed(b, callsB);
    ratios.push(x / ((before + after) / 2));
  }
  return { median: quantile(ratios, 0.5), q1: quantile(ratios, 0.25), q3: quantile(ratios, 0.75) };
};
console.log(`\n| ratio | measured (interleaved, CPU, median of ${String(ROUNDS)} rounds) | quartiles | sequential (mitata medians) | goal | |`);
console.log("|---|---|---|---|---|---|");
for (const [label, [a, b], goal, ok] of goals) {
  const x = ns.get(a);
  const y = ns.get(b);
  const ca = byName.get(a);
  const cb = byName.get(b);
  if (x === undefined || y === undefined || ca === undefined || cb === undefined) continue;
  const m = interleaved(ca, cb);
  const verdict = goal.startsWith("(no goal") ? "" : ok(m.median) ? "met" : "MISSED";
  console.log(`| ${label} | ${m.median.toFixed(2)}x | ${m.q1.toFixed(2)}-${m.q3.toFixed(2)}x | ${(x / y).toFixed(2)}x | ${goal} | ${verdict} |`);
}
