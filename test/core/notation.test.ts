import { describe, expect, it } from "vitest";
import { diceChance } from "../../src/evolution/index.js";
import {
  dice,
  explain,
  MAX_EXPLOSIONS,
  MAX_POOL,
  MAX_SHAPED_DICE,
  odds,
  parseDice,
  RulesError,
  resolve,
  scriptedDice,
  seededDice,
  simulate,
} from "../../src/index.js";

// Expected distributions are computed here independently of the library: by enumerating every face, or by the
// closed forms of the binomial and of one exploding die, in bigint fractions.

type Dist = Map<number, bigint>; // value -> numerator over a common denominator

function expectOdds(notation: string, expected: Dist, denominator: bigint): void {
  const got = odds(dice(notation)).outcomes;
  expect(got.map((o) => o.value)).toEqual([...expected.keys()].sort((a, b) => a - b));
  for (const o of got) {
    const num = expected.get(o.value as number) ?? 0n;
    // o = n/d exactly equals num/denominator
    expect(o.probability.numerator * denominator, `${notation}: P(${String(o.value)})`).toBe(num * o.probability.denominator);
  }
}

/** Every ordered roll of n dice with the given faces. */
function* rolls(n: number, faces: readonly number[]): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of rolls(n - 1, faces)) for (const f of faces) yield [...rest, f];
}

function tally(values: Iterable<number>): Dist {
  const m: Dist = new Map();
  for (const v of values) m.set(v, (m.get(v) ?? 0n) + 1n);
  return m;
}

const D6 = [1, 2, 3, 4, 5, 6];
const choose = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

describe("dice notation: exact odds, computed independently", () => {
  it("4d6kh3: keep the three highest of four d6 (all 1296 rolls enumerated)", () => {
    const totals = [...rolls(4, D6)].map((r) =>
      [...r]
        .sort((a, b) => b - a)
        .slice(0, 3)
        .reduce((a, b) => a + b, 0),
    );
    expectOdds("4d6kh3", tally(totals), 1296n);
    expectOdds("4d6dl1", tally(totals), 1296n); // dropping the lowest is keeping the three highest
    expect(odds(dice("4d6kh3")).mean().toString()).toBe("15869/1296");
  });

  it("4d6kl1 and 2d20kh1 (advantage)", () => {
    expectOdds("4d6kl1", tally([...rolls(4, D6)].map((r) => Math.min(...r))), 1296n);
    const d20 = Array.from({ length: 20 }, (_, i) => i + 1);
    expectOdds("2d20kh1", tally([...rolls(2, d20)].map((r) => Math.max(...r))), 400n);
    expectOdds("2d20k1", tally([...rolls(2, d20)].map((r) => Math.max(...r))), 400n);
  });

  it("10d10<=6: a pool of successes is binomial (6/10 per die)", () => {
    const expected: Dist = new Map();
    for (let k = 0; k <= 10; k++) expected.set(k, choose(10, k) * 6n ** BigInt(k) * 4n ** BigInt(10 - k));
    expectOdds("10d10<=6", expected, 10n ** 10n);
    expect(parseDice("10d10<=6").kind).toBe("pool");
    expect(odds(dice("10d10<=6")).atLeast(8).toString()).toBe("1633689/9765625");
    // other operators count the faces they name
    expect(odds(dice("5d6>=5")).mean().toString()).toBe("5/3");
    expect(odds(dice("5d6>4")).mean().toString()).toBe("5/3");
    expect(odds(dice("5d6<2")).mean().toString()).toBe("5/6");
    expect(odds(dice("5d6=6")).mean().toString()).toBe("5/6");
    expect(odds(dice("5d6==6")).mean().toString()).toBe("5/6");
  });

  it("3d6!: exploding d6 with the documented cap, convolved by hand", () => {
    // one exploding d6: k sixes then a face f < 6 has probability 6^-(k+1); after MAX_EXPLOSIONS sixes the next roll
    // is kept as it falls. Over the common denominator 6^(MAX_EXPLOSIONS + 1):
    const cap = MAX_EXPLOSIONS;
    const den1 = 6n ** BigInt(cap + 1);
    const one: Dist = new Map();
    for (let k = 0; k < cap; k++) for (let f = 1; f <= 5; f++) one.set(6 * k + f, 6n ** BigInt(cap - k));
    for (let f = 1; f <= 6; f++) one.set(6 * cap + f, 1n);
    let total: Dist = new Map([[0, 1n]]);
    for (let i = 0; i < 3; i++) {
      const next: Dist = new Map();
      for (const [a, pa] of total) for (const [b, pb] of one) next.set(a + b, (next.get(a + b) ?? 0n) + pa * pb);
      total = next;
    }
    expectOdds("3d6!", total, den1 ** 3n);
    expect(odds(dice("d6!")).outcomes.length).toBe(5 * cap + 6);
    expect(Math.max(...odds(dice("3d6!")).outcomes.map((o) => o.value))).toBe(3 * 6 * (cap + 1));
  });

  it("4dF+2, 2d6+1d4-1, d20, d%: totals of every face enumerated", () => {
    expectOdds("4dF+2", tally([...rolls(4, [-1, 0, 1])].map((r) => r.reduce((a, b) => a + b, 2))), 81n);
    expectOdds("4df + 2", tally([...rolls(4, [-1, 0, 1])].map((r) => r.reduce((a, b) => a + b, 2))), 81n);
    expectOdds("2d6+1d4-1", tally([...rolls(3, D6)].filter((r) => (r[2] ?? 0) <= 4).map((r) => (r[0] ?? 0) + (r[1] ?? 0) + (r[2] ?? 0) - 1)), 144n);
    expectOdds("2D6+1", tally([...rolls(2, D6)].map((r) => (r[0] ?? 0) + (r[1] ?? 0) + 1)), 36n);
    expectOdds("1d6-1d6", tally([...rolls(2, D6)].map((r) => (r[0] ?? 0) - (r[1] ?? 0))), 36n);
    expectOdds("d20", tally(Array.from({ length: 20 }, (_, i) => i + 1)), 20n);
    expectOdds("d%", tally(Array.from({ length: 100 }, (_, i) => i + 1)), 100n);
    expectOdds("7", new Map([[7, 1n]]), 1n);
  });

  it("3d6>=10, {2d6}>=6, 2d6+1>=8, 4d6kh3>=15: a check compares the total and gives a boolean", () => {
    const t3 = [...rolls(3, D6)].map((r) => r.reduce((a, b) => a + b, 0));
    const p = (notation: string): string => odds(dice(notation)).probability(true).toString();
    expect(parseDice("3d6>=10").kind).toBe("check");
    const atLeast10 = odds(dice("3d6>=10")).probability(true);
    expect(atLeast10.numerator * 216n).toBe(BigInt(t3.filter((t) => t >= 10).length) * atLeast10.denominator);
    expect(atLeast10.toString()).toBe("5/8"); // 135 of 216
    expect(odds(dice("3d6>=10")).outcomes.map((o) => o.value)).toEqual([false, true]);
    expect(p("{2d6}>=6")).toBe("13/18"); // 26 of 36
    expect(parseDice("{2d6}>=6").kind).toBe("check");
    expect(p("2d6+1>=8")).toBe("7/12"); // 2d6 >= 7: 21 of 36
    const kh = [...rolls(4, D6)].map((r) =>
      [...r]
        .sort((a, b) => b - a)
        .slice(0, 3)
        .reduce((a, b) => a + b, 0),
    );
    const fifteen = BigInt(kh.filter((t) => t >= 15).length);
    const f = odds(dice("4d6kh3>=15")).probability(true);
    expect(f.numerator * 1296n).toBe(fifteen * f.denominator);
    expect(p("{4dF}>=-1")).toBe("22/27"); // 66 of 81 sums are -1 or more
    expect(odds(dice("4dF>=0")).mean().toString()).toBe("8/3"); // 0 is a face of a dF: a pool of the dice showing 0 or +1
  });
});

describe("dice notation: resolve, simulate, trace", () => {
  it("resolves with scripted dice: the faces the table rolled give the value, and the trace ends with it", () => {
    const kept = resolve(dice("4d6kh3"), scriptedDice(["d6:1", "d6:5", "d6:3", "d6:6"]));
    expect(kept.value).toBe(14);
    expect(explain(kept.trace)).toEqual(["d6 4d6kh3: 1", "d6 4d6kh3: 5", "d6 4d6kh3: 3", "d6 4d6kh3: 6", "4d6kh3 = 14"]);
    const boom = resolve(dice("3d6!"), scriptedDice(["d6:6", "d6:6", "d6:2", "d6:3", "d6:4"]));
    expect(boom.value).toBe(21);
    expect(explain(boom.trace).slice(0, 3)).toEqual(["d6 3d6!: 6", "d6 3d6! (explosion 1): 6", "d6 3d6! (explosion 2): 2"]);
    const pool = resolve(dice("3d10<=6"), scriptedDice(["d10:6", "d10:0", "d10:1"]));
    expect(pool.value).toBe(2);
    expect(explain(pool.trace)).toEqual(["d10 3d10<=6: 6: success", "d10 3d10<=6: 10: miss", "d10 3d10<=6: 1: success", "3d10<=6: 2 successes"]);
    const check = resolve(dice("3d6>=10"), scriptedDice(["d6:5", "d6:5", "d6:2"]));
    expect(check.value).toBe(true);
    expect(explain(check.trace).slice(-2)).toEqual(["total 12", "3d6>=10: yes"]);
    expect(resolve(dice("4dF+2"), scriptedDice(["dF:+", "dF:+", "dF:0", "dF:-"])).value).toBe(3);
  });

  it("seeded: the same seed gives the same value; simulate agrees with the exact mean", () => {
    expect(resolve(dice("4dF+2"), seededDice(7)).value).toBe(resolve(dice("4dF+2"), seededDice(7)).value);
    const chance = dice("4d6kh3");
    const exact = odds(chance).mean().toNumber();
    const sampled = simulate(chance, { runs: 40_000, seed: 3 }).mean();
    expect(Math.abs(sampled - exact)).toBeLessThan(0.05); // sd 2.85 / sqrt(40000) = 0.014
    // simulate draws what repeated resolves with one seeded stream draw
    const dice7 = seededDice(11);
    const played = Array.from({ length: 20 }, () => resolve(chance, dice7).value);
    expect(simulate(chance, { runs: 20, seed: 11 }).mean()).toBeCloseTo(played.reduce((a, b) => a + b, 0) / 20, 10);
  });
});

describe("dice notation: mistakes name their column; bounds", () => {
  const column = (notation: string): number => {
    try {
      dice(notation);
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      const err = e as RulesError;
      expect(err.code).toBe("INVALID_ARGUMENT");
      expect(err.fn).toBe("dice");
      expect(err.path).toBe("notation");
      const m = /column (\d+)/.exec(err.message);
      return Number(m?.[1]);
    }
    throw new Error(`no error for ${notation}`);
  };

  it.each([
    ["2d7", 3],
    ["2d6+", 5],
    ["2d6+x", 5],
    ["", 1],
    ["d", 2],
    ["0d6", 1],
    ["4d6kh5", 4],
    ["4d6kh0", 4],
    ["4d6dl4", 4],
    ["4d6kh", 6],
    ["4d6kh3kl1", 7],
    ["3d6!!", 5],
    ["dF!", 3],
    ["3d6 >= x", 8],
    ["3d6>=", 6],
    ["2d6)", 4],
    ["{2d6}", 6],
    ["{2d6>=3", 5],
    ["2d6q", 4],
    [">=3", 1],
    ["2d6+1 2", 7],
  ])("%s: column %i", (notation, col) => {
    expect(column(notation)).toBe(col);
  });

  it("bounds: no more than MAX_POOL dice in a roll, no huge numbers, no endless text", () => {
    expect(column("999999d6")).toBe(1);
    expect(column(`${String(MAX_POOL + 1)}d6`)).toBe(1);
    expect(column("5000d6+5001d6")).toBe(8);
    expect(column("2d6+99999999999")).toBe(5);
    expect(column("2d6>=99999999999")).toBe(6);
    expect(column(`d6${"+1".repeat(200)}`)).toBe(201);
    expect(() => dice(`${String(MAX_POOL)}d6`)).not.toThrow();
    // exploding and keep terms: at most MAX_SHAPED_DICE dice (their exact odds grow with the square of the count)
    expect(column(`2d6+${String(MAX_SHAPED_DICE + 1)}d6!`)).toBe(5);
    expect(column(`${String(MAX_SHAPED_DICE + 1)}d10kh3`)).toBe(1);
    expect(() => dice(`${String(MAX_SHAPED_DICE)}d6kh3`)).not.toThrow();
    expect(() => dice(42 as unknown as string)).toThrow(RulesError);
  });

  it("the message shows the column and what was expected", () => {
    expect(() => dice("2d7+1")).toThrow(
      /^dice: notation: column 3 \(at "7\+1"\): a d7 is not a die the library rolls; expected 2, 3, 4, 6, 8, 10, 12, 20, 100, % or F/,
    );
  });
});

describe("dice notation: evolution's damage dice read the same", () => {
  it.each(["1D6", "2D6+1", "1D6-1", "1D6\u22121", "D6", "3", "2d10 + 3", "1D100"])("%s: the same exact odds as evolution.diceChance", (notation) => {
    const ours = odds(dice(notation)).outcomes.map((o) => [o.value, o.probability.toString()]);
    const theirs = odds(diceChance(notation)).outcomes.map((o) => [o.value, o.probability.toString()]);
    expect(ours).toEqual(theirs);
  });
});
