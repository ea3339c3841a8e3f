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

const ratio = (a: string, b: string): number | undefined => {
  const x = ns.get(a);
  const y = ns.get(b);
  return x === undefined || y === undefined ? undefined : x / y;
};
const goals: [label: string, value: number | undefined, goal: string, ok: (r: number) => boolean][] = [
  ["simulate / hand loop", ratio("pulp-rules simulate: 10d10 <= 6", "hand loop: 10d10 <= 6, branchless"), "<= 2x", (r) => r <= 2],
  ["resolve with trace / hand loop", ratio("pulp-rules resolve with trace: 10d10 <= 6", "hand loop: 10d10 <= 6, branchless"), "<= 8x", (r) => r <= 8],
  ["rpg-dice-roller / resolve with trace", ratio("rpg-dice-roller: 10d10<=6", "pulp-rules resolve with trace: 10d10 <= 6"), ">= 25x", (r) => r >= 25],
  [
    "volley with wounds: resolve with trace / hand loop",
    ratio("rugged: shootingVolleyWithWounds, resolved with trace", "hand loop: 10-figure rifle volley with wound rolls"),
    "<= 8x",
    (r) => r <= 8,
  ],
  [
    "volley with wounds: simulate (shootingVolleyCasualties, figures killed) / hand loop",
    ratio("rugged: shootingVolleyCasualties -> figures killed, simulate", "hand loop: 10-figure rifle volley with wound rolls"),
    "<= 2x",
    (r) => r <= 2,
  ],
  [
    "volley with wounds: simulate of the full value (the unit afterwards built) / hand loop",
    ratio("rugged: shootingVolleyWithWounds -> figures killed, simulate", "hand loop: 10-figure rifle volley with wound rolls"),
    "(no goal: builds the records and the unit)",
    () => true,
  ],
  [
    "volley with wounds: simulate of the whole value, tallied by its compact key / hand loop",
    ratio("rugged: shootingVolleyWithWounds whole value, simulate", "hand loop: 10-figure rifle volley with wound rolls"),
    "<= 20x",
    (r) => r <= 20,
  ],
  ["simulate 2D6+1 / hand loop", ratio("pulp-rules simulate: 2D6+1", "hand loop: 2D6+1, tallied"), "<= 2x", (r) => r <= 2],
  ["simulate d20 / hand loop", ratio("pulp-rules simulate: d20", "hand loop: d20, tallied"), "<= 2x", (r) => r <= 2],
  [
    "keep-highest 3 of 10d6 odds: array / packed accumulator",
    ratio("pulp-rules odds: keep-highest 3 of 10d6, array accumulator", "pulp-rules odds: keep-highest 3 of 10d6, packed-integer accumulator"),
    "<= 3x",
    (r) => r <= 3,
  ],
  [
    "vivid hand-to-hand 4 a side: simulate (figures killed) / hand loop",
    ratio("vivid: resolveHandToHand 4 a side -> figures killed, simulate", "hand loop: vivid hand-to-hand 4 a side, figures killed"),
    "<= 10x",
    (r) => r <= 10,
  ],
  ["exact odds / float convolution, 10 dice", ratio("pulp-rules odds (exact): 10 dice", "hand float convolution: 10 dice"), "<= 20x", (r) => r <= 20],
  ["exact odds / float convolution, 40 dice", ratio("pulp-rules odds (exact): 40 dice", "hand float convolution: 40 dice"), "(bigint, exact)", () => true],
  [
    "evolution shoot, 40 dice, exact / hand exact DP",
    ratio("evolution: shoot exact odds, 40 firing dice (goal <= 20 ms)", "hand loop: exact DP of a 40-dice shot (same values, unreduced bigint weights)"),
    "(no goal: the goal is 20 ms absolute)",
    () => true,
  ],
  [
    "fate margin and spend, 8 points, exact / hand DP in doubles",
    ratio(
      "fate: both sides re-roll, 8 fate points, exact odds of margin and spend (advice; goal <= 5 ms)",
      "hand loop: fate margin and spend, both re-rolling, 8 fate points (doubles)",
    ),
    "(no goal: the goal is 5 ms absolute)",
    () => true,
  ],
  [
    "fate margin and spend, 20 points, exact / hand DP in doubles",
    ratio(
      "fate: both sides re-roll, 20 fate points, exact odds of margin and spend (advice; goal <= 20 ms)",
      "hand loop: fate margin and spend, both re-rolling, 20 fate points (doubles)",
    ),
    "(no goal: the goal is 20 ms absolute)",
    () => true,
  ],
  [
    "tugs duel to the end, simulated / hand loop",
    ratio(
      "tugs: a duel to the end, simulated (duel, the winner), per duel (goal >= 10,000 duels/s = <= 100 us)",
      "hand loop: a tugs duel to the end, Jan against Travis (plain numbers, the same rolls), per duel",
    ),
    "(no goal: the goal is 100 us a duel absolute)",
    () => true,
  ],
];
console.log("\n| ratio | measured | goal | |");
console.log("|---|---|---|---|");
for (const [label, value, goal, ok] of goals) {
  if (value !== undefined) console.log(`| ${label} | ${value.toFixed(2)}x | ${goal} | ${goal.startsWith("(no goal") ? "" : ok(value) ? "met" : "MISSED"} |`);
}
