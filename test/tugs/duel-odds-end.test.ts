// duelOdds to the end of the fight (issue 15, jend): checked against a solver written here, which does not use the
// library's solvers (neither battleOdds nor duelOdds, nor the library's fractions): the chain of tugsGame's own steps
// (each game step's exact odds, keyed by tugsGame.key), its absorption probabilities by Gauss-Jordan elimination
// over bigint fractions of its own; and simulateBattle's frequencies against the exact odds (chi-square, fixed seed).
import { describe, expect, it } from "vitest";
import { odds, simulateBattle } from "../../src/index.js";
import { stateKey } from "../../src/core/game/key.js";
import {
  attackEngaged,
  type DuelOdds,
  type DuelOddsInputValue,
  duelOdds as solve,
  type TugsGameState,
  type TugsOutcome,
  tugsGame,
} from "../../src/tugs/index.js";
import { chiSquare, chiSquareCritical } from "../helpers.js";
import { duelScenario } from "./game-battle.js";
import { knifePair } from "./knife-fighters.js";

const duelOdds = (input: { scenario: unknown; minMass?: number }): DuelOdds => solve(input as DuelOddsInputValue);

/** A fraction of its own: numerator and denominator in lowest terms, the denominator positive. */
interface R {
  readonly n: bigint;
  readonly d: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};
const r = (n: bigint, d: bigint): R => {
  const g = gcd(n, d) || 1n;
  return d < 0n ? { n: -n / g, d: -d / g } : { n: n / g, d: d / g };
};
const Z: R = { n: 0n, d: 1n };
const add = (a: R, b: R): R => r(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: R, b: R): R => r(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: R, b: R): R => r(a.n * b.n, a.d * b.d);
const div = (a: R, b: R): R => r(a.n * b.d, a.d * b.n);
const text = (a: R): string => (a.d === 1n ? String(a.n) : `${String(a.n)}/${String(a.d)}`);

/**
 * The absorption probabilities of a tugsGame duel under attackEngaged, to the end, by the chain of game steps: every
 * state the steps reach (merged by tugsGame.key, an exact lumping: docs/games.md), its one step's exact odds, then
 * x_s(o) = P(s -> o) + sum_t P(s -> t) x_t(o) solved for the start by Gauss-Jordan elimination on (I - Q) X = R.
 */
function byHand(scenario: unknown): Map<string, string> {
  const start = tugsGame.setup(scenario);
  const index = new Map<string, number>();
  const states: TugsGameState[] = [];
  const rows: Map<number, R>[] = [];
  const ends: Map<string, R>[] = [];
  const idOf = (s: TugsGameState): number => {
    const k = tugsGame.key?.(s) ?? stateKey(s);
    let at = index.get(k);
    if (at === undefined) {
      at = states.length;
      index.set(k, at);
      states.push(s);
    }
    return at;
  };
  idOf(start);
  for (let i = 0; i < states.length; i++) {
    const s = states[i] as TugsGameState;
    const row = new Map<number, R>();
    const end = new Map<string, R>();
    const command = attackEngaged(s, tugsGame.options(s));
    for (const o of odds(tugsGame.step(s, command)).outcomes) {
      const p = r(o.probability.numerator, o.probability.denominator);
      const next = o.value.state;
      const over = tugsGame.outcome(next);
      if (over !== undefined) {
        const k = stateKey(over);
        end.set(k, add(end.get(k) ?? Z, p));
      } else {
        const j = idOf(next);
        row.set(j, add(row.get(j) ?? Z, p));
      }
    }
    rows.push(row);
    ends.push(end);
  }
  const n = states.length;
  const keys = [...new Set(ends.flatMap((e) => [...e.keys()]))].sort();
  // the augmented matrix [I - Q | R]
  const m: R[][] = rows.map((row, i) => {
    const line = new Array<R>(n + keys.length).fill(Z);
    line[i] = { n: 1n, d: 1n };
    for (const [j, p] of row) line[j] = sub(line[j] as R, p);
    keys.forEach((k, c) => {
      line[n + c] = (ends[i] as Map<string, R>).get(k) ?? Z;
    });
    return line;
  });
  for (let col = 0; col < n; col++) {
    let pivot = col;
    while ((m[pivot] as R[])[col]?.n === 0n) pivot++;
    [m[col], m[pivot]] = [m[pivot] as R[], m[col] as R[]];
    const pr = m[col] as R[];
    const pv = pr[col] as R;
    for (let c = col; c < pr.length; c++) pr[c] = div(pr[c] as R, pv);
    for (let row = 0; row < n; row++) {
      const line = m[row] as R[];
      const f = line[col] as R;
      if (row === col || f.n === 0n) continue;
      for (let c = col; c < line.length; c++) line[c] = sub(line[c] as R, mul(f, pr[c] as R));
    }
  }
  const out = new Map<string, string>();
  keys.forEach((k, c) => {
    const p = (m[0] as R[])[n + c] as R;
    if (p.n !== 0n) out.set(k, text(p));
  });
  return out;
}

const listed = (x: DuelOdds) => new Map(x.outcomes.map((o) => [stateKey(o.value), o.probability.toString()]));

describe("duelOdds to the end against a solver of the game's steps written in the test (issue 15)", () => {
  it("TUGS-LIB-1 TUGS-INJ-2 TUGS-EFF-1 TUGS-HTH-2: knife fighters of 1 hit point, Ann first: who takes whom out and how, fraction for fraction; the masses sum to 1", {
    timeout: 300_000,
  }, () => {
    const scenario = knifePair(1, false, { outcome: "fight" });
    const mine = duelOdds({ scenario });
    const hand = byHand(scenario);
    expect(listed(mine)).toEqual(hand);
    expect(mine.outcomes.length).toBeGreaterThan(2);
    expect(mine.probability((o) => o.winner === "a").toString()).toBe("50/71");
    const sum = [...hand.values()].reduce((acc, p) => {
      const [n, d] = p.split("/");
      return add(acc, r(BigInt(n as string), BigInt(d ?? "1")));
    }, Z);
    expect(text(sum)).toBe("1");
    expect(mine.unfinished.toString()).toBe("0");
  });

  it("TUGS-LIB-1 TUGS-AMB-26 TUGS-INIT-1: knife fighters of 1 hit point and equal initiative (simultaneous ties, both out at once): fraction for fraction", {
    timeout: 300_000,
  }, () => {
    const scenario = knifePair(1, true, { outcome: "fight" });
    expect(listed(duelOdds({ scenario }))).toEqual(byHand(scenario));
  });

  it("TUGS-LIB-1 TUGS-IMP-1 TUGS-INJ-2: knife fighters of 2 hit points (injuries add up, cycles of falls and dropped knives): fraction for fraction", {
    timeout: 600_000,
  }, () => {
    const scenario = knifePair(2, false, { outcome: "fight" });
    const mine = duelOdds({ scenario });
    expect(mine.cyclic).toBe(true);
    expect(listed(mine)).toEqual(byHand(scenario));
  });
});

describe("duelOdds of Jan against Travis against simulateBattle (issue 15)", () => {
  /** An outcome's class: who holds the field and how each one ends (the outcome kinds the game reports). */
  const classOf = (o: TugsOutcome) => `${String(o.winner)} ${o.fates.map((f) => `${f.id}:${f.fate}`).join(" ")}`;

  it("TUGS-LIB-1 TUGS-GM-8 TUGS-EFF-1: within two rounds, exact: every outcome (who takes whom out, and how) against 4,000 simulated duels (chi-square, seed 15)", {
    timeout: 300_000,
  }, () => {
    const scenario = { ...duelScenario, outcome: "fight", roundLimit: 2 };
    const exact = duelOdds({ scenario });
    expect(exact.outcomes.reduce((acc, o) => acc.plus(o.probability), exact.unfinished).toString()).toBe("1");
    const runs = 4_000;
    const sim = simulateBattle(tugsGame, scenario, attackEngaged, { runs, seed: 15, chunkSize: 500 });
    const seen = new Map<string, number>();
    for (const o of sim.outcomes) seen.set(classOf(o.value), (seen.get(classOf(o.value)) ?? 0) + o.count);
    // every outcome sampled is one the exact odds give
    const known = new Set(exact.outcomes.map((o) => classOf(o.value)));
    for (const k of seen.keys()) expect(known.has(k)).toBe(true);
    // the classes expected 5 times or more, the rest pooled
    const big = exact.outcomes.filter((o) => o.probability.toNumber() * runs >= 5);
    const rest = exact.outcomes.filter((o) => o.probability.toNumber() * runs < 5);
    const expected = [...big.map((o) => o.probability.toNumber()), rest.reduce((acc, o) => acc + o.probability.toNumber(), 0)];
    const observed = [...big.map((o) => seen.get(classOf(o.value)) ?? 0), rest.reduce((acc, o) => acc + (seen.get(classOf(o.value)) ?? 0), 0)];
    expect(observed.reduce((a, b) => a + b, 0)).toBe(runs);
    expect(chiSquare(observed, expected, runs)).toBeLessThan(chiSquareCritical(expected.length - 1));
  });

  it("TUGS-LIB-1 TUGS-GM-8: to the end, certified bounds (minMass 0.001): each way the fight ends, simulated (4,000 duels), falls inside its interval; the masses sum to 1", {
    timeout: 600_000,
  }, () => {
    const scenario = { ...duelScenario, outcome: "fight" };
    const bounds = duelOdds({ scenario, minMass: 0.001 });
    expect(
      bounds.outcomes
        .reduce((acc, o) => acc.plus(o.probability), bounds.unfinished)
        .plus(bounds.unresolved)
        .toString(),
    ).toBe("1");
    const runs = 4_000;
    const sim = simulateBattle(tugsGame, scenario, attackEngaged, { runs, seed: 15, chunkSize: 500 });
    const width = bounds.unresolved.toNumber();
    for (const o of bounds.outcomes) {
      const low = o.probability.toNumber();
      const share = sim.outcomes.filter((s) => classOf(s.value) === classOf(o.value)).reduce((acc, s) => acc + s.count, 0) / runs;
      // inside [low, low + unresolved], give or take four standard errors (of the share, or of the bound's end)
      const se = Math.sqrt((Math.max(share, low) * (1 - Math.min(share, low))) / runs) + 1 / runs;
      expect(share).toBeGreaterThan(low - 4 * se);
      expect(share).toBeLessThan(low + width + 4 * se);
    }
  });
});
