// npm run bench: every case in one process, timed with mitata, reported per volley and as ratios; each ratio's pair
// also measured in a fresh process of its own (docs/performance.md "How we measure").
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
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
  /** The module that registered it (a pair's process registers only its cases' modules). */
  readonly module: string;
}

const modules: readonly (readonly [name: string, register: (bench: Register) => void])[] = [
  ["core", registerCoreBenchmarks],
  ["rugged", registerRuggedBenchmarks],
  ["vivid", registerVividBenchmarks],
  ["tugs", registerTugsBenchmarks],
  ["evolution", registerEvolutionBenchmarks],
  ["fate", registerFateBenchmarks],
  ["vivid-game", registerVividGameBenchmarks],
];

/** Registers the cases of the named modules (all of them when not given). */
function registerCases(only?: ReadonlySet<string>): Case[] {
  const cases: Case[] = [];
  for (const [module, registerModule] of modules) {
    if (only !== undefined && !only.has(module)) continue;
    registerModule((name, fn, per = 1) => {
      cases.push({ name, fn, per, module });
    });
  }
  return cases;
}

// The ratios are measured pair by pair (docs/performance.md "How we measure"): the two cases of a ratio timed in
// interleaved rounds (the denominator, the numerator, the denominator again), each round about ROUND_NS of CPU time per
// case (process.cpuUsage: the work of every thread of the process, the garbage collector's and the optimizing
// compiler's included, and none of the time another process holds the core), ROUNDS rounds; the ratio of a round is
// the numerator over the mean of the denominator's two timings around it, and the median over the rounds is the
// measured ratio. Both cases of a pair see the same load, the same heap and the same compiled code, which mitata's
// medians of cases timed one after the other minutes apart do not.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
/** Rounds run and discarded before a fresh process's measured rounds (the compiler and the heap settle). */
const WARMUP_ROUNDS = 3;
const ROUND_NS = 20e6;
const cpuNs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
};
/**
 * How many calls of a case take about `target` ns of CPU time, found after calling it for about that long first: the
 * first calls of a case compile it (a chance's sampler is built the first time it is simulated), and calls counted on
 * cold code made rounds of 0.3 ms where 20 were meant, in which one scavenge is a 5x outlier.
 */
const callsFor = (c: Case, target: number): number => {
  const warm = cpuNs();
  do c.fn();
  while (cpuNs() - warm < target);
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
interface Interleaved {
  readonly median: number;
  readonly q1: number;
  readonly q3: number;
}
const interleaved = (a: Case, b: Case, warmup = 0): Interleaved => {
  let callsA = callsFor(a, ROUND_NS);
  let callsB = callsFor(b, ROUND_NS);
  const ratios: number[] = [];
  for (let r = 0; r < warmup + ROUNDS; r++) {
    if (r === warmup && warmup > 0) {
      // counted again once both cases have run their warm-up rounds
      callsA = callsFor(a, ROUND_NS);
      callsB = callsFor(b, ROUND_NS);
    }
    const before = timed(b, callsB);
    const x = timed(a, callsA);
    const after = timed(b, callsB);
    if (r >= warmup) ratios.push(x / ((before + after) / 2));
  }
  if (process.env.BENCH_SHOW_ROUNDS !== undefined) process.stderr.write(`${ratios.map((r) => r.toFixed(2)).join(" ")}\n`);
  return { median: quantile(ratios, 0.5), q1: quantile(ratios, 0.25), q3: quantile(ratios, 0.75) };
};

// A pair's own process (spawned below): only its cases' modules registered and their fixtures built, the optimizing
// compiler on the main thread (--no-concurrent-recompilation: its work is done during the warm-up, where a background
// compile would be charged to whichever round it overlaps), a warm-up, then the interleaved rounds; one JSON line out.
if (process.argv[2] === "--pair") {
  const [numerator, denominator, wanted] = process.argv.slice(3);
  const mine = new Map(registerCases(new Set((wanted ?? "").split(","))).map((c) => [c.name, c] as const));
  const a = mine.get(numerator ?? "");
  const b = mine.get(denominator ?? "");
  if (a === undefined || b === undefined) throw new Error(`bench --pair: no case ${String(a === undefined ? numerator : denominator)}`);
  process.stdout.write(`${JSON.stringify(interleaved(a, b, WARMUP_ROUNDS))}\n`);
  process.exit(0);
}

const cases = registerCases();
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
const filter = process.argv[2] === undefined ? undefined : new RegExp(process.argv[2], "i");
const selected = (name: string): boolean => filter === undefined || filter.test(name);
const byName = new Map(cases.map((c) => [c.name, c] as const));

// 1. Each pair in a fresh process of its own, one after the other, while this one waits (the column the goals are
// judged on): what a user's process doing that one thing looks like, and the same from run to run whatever the
// other cases are (docs/performance.md "How we measure").
const script = fileURLToPath(import.meta.url);
const fresh = new Map<string, Interleaved | string>();
for (const [label, [a, b]] of goals) {
  const ca = byName.get(a);
  const cb = byName.get(b);
  if (ca === undefined || cb === undefined || !selected(a) || !selected(b)) continue;
  const wanted = [...new Set([ca.module, cb.module])].join(",");
  const child = spawnSync(process.execPath, [...process.execArgv, "--no-concurrent-recompilation", script, "--pair", a, b, wanted], {
    encoding: "utf8",
    env: process.env,
    maxBuffer: 1 << 24,
  });
  const line = child.stdout.trim().split("\n").at(-1) ?? "";
  try {
    fresh.set(label, JSON.parse(line) as Interleaved);
  } catch {
    fresh.set(label, `failed (${String(child.status)}): ${child.stderr.trim().split("\n").at(-1) ?? ""}`);
  }
  process.stdout.write("+");
}

// 2. Every case timed with mitata, one after the other (wall-clock medians). A case whose first call takes a second
// or more (a few exact solves of 3 to 23 s) is timed over 3 further calls instead of mitata's 12 samples at least:
// the same median to a few percent, minutes less.
const SLOW_NS = 1e9;
const wall = (c: Case): number => {
  const t0 = process.hrtime.bigint();
  c.fn();
  return Number(process.hrtime.bigint() - t0);
};
const ns = new Map<string, number>();
for (const c of cases) {
  if (!selected(c.name)) continue;
  if (wall(c) >= SLOW_NS) {
    ns.set(c.name, quantile([wall(c), wall(c), wall(c)], 0.5) / c.per);
  } else {
    const stats = await measure(c.fn, { min_cpu_time: 400_000_000 });
    ns.set(c.name, stats.p50 / c.per);
  }
  process.stdout.write(".");
}
process.stdout.write("\n\n");

const fmt = (t: number): string => (t >= 1e6 ? `${(t / 1e6).toFixed(2)} ms` : t >= 1e3 ? `${(t / 1e3).toFixed(2)} µs` : `${t.toFixed(1)} ns`);
const rows = [...ns].map(([name, t]) => `| ${name} | ${fmt(t)} |`);
console.log(`| case (median per volley or call; loops batched ${String(BATCH)}x) | time |`);
console.log("|---|---|");
for (const row of rows) console.log(row);

// 3. The pairs again in this process, after every case has run (on the heap and the compiled code they left), and
// mitata's sequential ratio: shown beside the fresh process's so that nothing is hidden.
const x2 = (r: number): string => `${r.toFixed(2)}x`;
console.log(
  `\n| ratio | fresh process (interleaved, CPU, median of ${String(ROUNDS)} rounds; the goal's) | quartiles | after every case (interleaved, this process) | quartiles | sequential (mitata medians) | goal | |`,
);
console.log("|---|---|---|---|---|---|---|---|");
for (const [label, [a, b], goal, ok] of goals) {
  const x = ns.get(a);
  const y = ns.get(b);
  const ca = byName.get(a);
  const cb = byName.get(b);
  const own = fresh.get(label);
  if (x === undefined || y === undefined || ca === undefined || cb === undefined || own === undefined) continue;
  const after = interleaved(ca, cb);
  const judged = typeof own === "string" ? undefined : own;
  const failure = typeof own === "string" ? own : "";
  const verdict = goal.startsWith("(no goal") ? "" : judged === undefined ? "NOT MEASURED" : ok(judged.median) ? "met" : "MISSED";
  const freshCells = judged === undefined ? `${failure} | ` : `${x2(judged.median)} | ${judged.q1.toFixed(2)}-${x2(judged.q3)}`;
  console.log(`| ${label} | ${freshCells} | ${x2(after.median)} | ${after.q1.toFixed(2)}-${x2(after.q3)} | ${x2(x / y)} | ${goal} | ${verdict} |`);
}
