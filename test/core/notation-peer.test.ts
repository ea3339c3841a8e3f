// Our notation against rpg-dice-roller's on the same strings: both accept them, the range of totals agrees (where
// its statistics are right), and its rolls, driven by a seeded engine, agree with our exact odds. Its own statistics
// of a success pool are wrong (minTotal 10, maxTotal 0 for "10d10<=6"); ours are exact.
import { DiceRoll, NumberGenerator } from "@dice-roller/rpg-dice-roller";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dice, MAX_EXPLOSIONS, odds } from "../../src/index.js";

/** A seeded int32 engine for rpg-dice-roller (xorshift32), so the test is reproducible and uses no global randomness. */
function engine(seed: number): { next: () => number } {
  let s = seed | 0 || 1;
  return {
    next: () => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return s | 0;
    },
  };
}

const numeric = (notation: string): number[] => odds(dice(notation)).outcomes.map((o) => o.value as number);

describe("dice notation against rpg-dice-roller", () => {
  const generator = NumberGenerator.generator as { engine: unknown };
  let saved: unknown;
  beforeAll(() => {
    saved = generator.engine;
    generator.engine = engine(2026);
  });
  afterAll(() => {
    generator.engine = saved;
  });

  it.each(["d20", "2d6+1", "4dF+2", "4d6kh3", "4d6kl1", "4d6dl1", "2d20kh1", "2d6+1d4-1", "d%", "3d6+2d8"])(
    "%s: both accept it and give the same range of totals",
    (notation) => {
      const theirs = new DiceRoll(notation);
      const ours = numeric(notation);
      expect([Math.min(...ours), Math.max(...ours)]).toEqual([theirs.minTotal, theirs.maxTotal]);
    },
  );

  it("3d6!: the same minimum; the maximum follows each library's explosion cap (ours MAX_EXPLOSIONS, theirs 1000)", () => {
    const theirs = new DiceRoll("3d6!");
    const ours = numeric("3d6!");
    expect(Math.min(...ours)).toBe(theirs.minTotal);
    expect(theirs.maxTotal).toBe(3 * 6 * 1001);
    expect(Math.max(...ours)).toBe(3 * 6 * (MAX_EXPLOSIONS + 1));
  });

  it("10d10<=6: its statistics are wrong (min 10, max 0), ours exact (0 to 10, mean 6); its rolls agree with our odds", () => {
    const theirs = new DiceRoll("10d10<=6");
    expect([theirs.minTotal, theirs.maxTotal]).toEqual([10, 0]); // rpg-dice-roller 5.5.1's success-pool statistics
    const exact = odds(dice("10d10<=6"));
    expect(numeric("10d10<=6")).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(exact.mean().toString()).toBe("6");
    // 1500 of its rolls: every total is one our odds call possible, and the mean is within 5 standard errors
    const runs = 1500;
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const t = new DiceRoll("10d10<=6").total;
      expect(exact.probability(t).toNumber()).toBeGreaterThan(0);
      total += t;
    }
    const sd = Math.sqrt(10 * 0.6 * 0.4);
    expect(Math.abs(total / runs - 6)).toBeLessThan((5 * sd) / Math.sqrt(runs));
  });

  it("{3d6}>=10: its group success is 0 or 1, ours the boolean; the frequencies agree with our exact 5/8", () => {
    const p = odds(dice("{3d6}>=10")).probability(true);
    expect(p.toString()).toBe("5/8");
    const runs = 1500;
    let passes = 0;
    for (let i = 0; i < runs; i++) passes += new DiceRoll("{3d6}>=10").total;
    const sd = Math.sqrt((5 / 8) * (3 / 8) * runs);
    expect(Math.abs(passes - runs * (5 / 8))).toBeLessThan(5 * sd);
  });

  it("3d6>=10: theirs counts dice showing 10 or more (always 0); ours compares the total, since no d6 shows 10", () => {
    expect(new DiceRoll("3d6>=10").maxTotal).toBe(0);
    expect(odds(dice("3d6>=10")).probability(true).toString()).toBe("5/8");
  });
});
