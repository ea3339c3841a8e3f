import { describe, expect, it } from "vitest";
import { all, constant, count, die, Fraction, odds, RulesError, repeat, sum } from "../../src/index.js";
import { deepFreeze } from "../helpers.js";

const frac = (f: Fraction): string => f.toString();

describe("odds: Appendix A reference probabilities", () => {
  it("should give the 2D6 sum table (ways out of 36)", () => {
    const d = odds(sum(2, "d6"));
    const ways = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    expect(d.outcomes.map((o) => o.value)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    d.outcomes.forEach((o, i) => {
      expect(o.probability.equals(Fraction.of(ways[i] ?? 0, 36))).toBe(true);
    });
  });

  it("should give the 4dF sum table (ways out of 81) and P(4dF >= k)", () => {
    const d = odds(sum(4, "dF"));
    const ways = [1, 4, 10, 16, 19, 16, 10, 4, 1];
    expect(d.outcomes.map((o) => o.value)).toEqual([-4, -3, -2, -1, 0, 1, 2, 3, 4]);
    d.outcomes.forEach((o, i) => {
      expect(o.probability.equals(Fraction.of(ways[i] ?? 0, 81))).toBe(true);
    });
    const atLeast: Record<number, string> = { [-3]: "80/81", [-2]: "76/81", [-1]: "22/27", 0: "50/81", 1: "31/81", 2: "5/27", 3: "5/81", 4: "1/81" };
    for (const [k, p] of Object.entries(atLeast)) expect(frac(d.atLeast(Number(k)))).toBe(p);
  });

  it("should give the simple tests: D10 <= n, d20 <= n, D6 >= N", () => {
    for (let n = -1; n <= 11; n++) {
      expect(
        odds(die("d10").map((f) => f <= n))
          .probability(true)
          .equals(Fraction.of(Math.min(Math.max(n, 0), 10), 10)),
      ).toBe(true);
    }
    for (let n = 0; n <= 21; n++)
      expect(
        odds(die("d20"))
          .atMost(n)
          .equals(Fraction.of(Math.min(n, 20), 20)),
      ).toBe(true);
    for (let need = 1; need <= 7; need++)
      expect(
        odds(die("d6"))
          .atLeast(need)
          .equals(Fraction.of(Math.min(Math.max(7 - need, 0), 6), 6)),
      ).toBe(true);
  });

  it("should give binomial hits C(k, h) p^h (1 - p)^(k - h) for k dice", () => {
    const binom = (n: number, k: number): bigint => {
      let c = 1n;
      for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
      return c;
    };
    for (const [k, target] of [
      [1, 6],
      [5, 3],
      [10, 6],
      [12, 1],
    ] as const) {
      const d = odds(count(k, "d10", (f) => f <= target));
      expect(d.size).toBe(k + 1);
      for (const o of d.outcomes) {
        const h = o.value;
        const expected = Fraction.of(binom(k, h) * BigInt(target) ** BigInt(h) * BigInt(10 - target) ** BigInt(k - h), 10n ** BigInt(k));
        expect(o.probability.equals(expected), `k=${String(k)} h=${String(h)}`).toBe(true);
      }
    }
  });
});

describe("odds: enumeration", () => {
  it("should merge a 40-die volley into 41 exact states summing to 1, in well under a millisecond", () => {
    const volley = count(40, "d10", (f) => f <= 6);
    const d = odds(volley);
    expect(d.size).toBe(41);
    expect(d.total().equals(1)).toBe(true);
    expect(d.probability(40).equals(Fraction.of(3n ** 40n, 5n ** 40n))).toBe(true);
    expect(d.mean().equals(24)).toBe(true);
  });

  it("should treat pools that always or never pass as certain", () => {
    expect(odds(count(5, "d6", () => true)).outcomes.map((o) => [o.value, o.probability.toString()])).toEqual([[5, "1"]]);
    expect(
      odds(count(5, "d6", () => false))
        .probability(0)
        .equals(1),
    ).toBe(true);
    expect(
      odds(count(0, "d6", () => true))
        .probability(0)
        .equals(1),
    ).toBe(true);
    expect(odds(sum(0, "d6")).probability(0).equals(1)).toBe(true);
  });

  it("should enumerate chains, visiting each distinct value once", () => {
    // hit on d20 <= 12 (3/5); then 2d6 >= 9 penetrates (5/18)
    const pen = die("d20")
      .map((f) => f <= 12)
      .chain((hit) => (hit ? sum(2, "d6").map((t) => (t >= 9 ? "pen" : "stopped")) : constant("miss")));
    const d = odds(pen);
    expect(frac(d.probability("pen"))).toBe("1/6");
    expect(frac(d.probability("stopped"))).toBe("13/30");
    expect(frac(d.probability("miss"))).toBe("2/5");
    expect(d.outcomes.map((o) => o.value)).toEqual(["stopped", "pen", "miss"]);
  });

  it("should combine independent chances with all and merge equal tuples and objects", () => {
    const pair = odds(all([die("d6"), die("d6")]).map(([a, b]) => ({ high: Math.max(a, b), low: Math.min(a, b) })));
    expect(pair.size).toBe(21);
    expect(frac(pair.probability({ low: 1, high: 1 }))).toBe("1/36");
    expect(frac(pair.probability({ high: 2, low: 1 }))).toBe("1/18");
  });

  it("should fold repeated chances (worst of three d6) with merging", () => {
    const worst = odds(repeat(3, die("d6"), 0, (acc, f) => Math.max(acc, f)));
    expect(worst.size).toBe(6);
    expect(frac(worst.probability(6))).toBe("91/216");
    expect(worst.total().equals(1)).toBe(true);
  });

  it("should give TOO_COMPLEX instead of hanging on a huge enumeration", () => {
    const huge = all([die("d100"), die("d100"), die("d100"), die("d100")]);
    expect(() => odds(huge, { maxStates: 100_000 })).toThrow(RulesError);
    try {
      odds(huge, { maxStates: 100_000 });
    } catch (error) {
      expect((error as RulesError).code).toBe("TOO_COMPLEX");
    }
  });

  it("should reject a chain function that does not return a chance", () => {
    const bad = die("d6").chain(() => 3 as never);
    expect(() => odds(bad)).toThrow(/expected the chain function to return a chance/);
  });

  it("should reject what is not a chance, and bad options", () => {
    expect(() => odds({} as never)).toThrow(/odds: chance: expected a chance/);
    expect(() => odds(die("d6"), { maxStates: 0 })).toThrow(/options.maxStates/);
  });
});

describe("Odds helpers", () => {
  const d = odds(sum(2, "d6"));

  it("should answer probability by value or predicate, at least, at most and mean exactly", () => {
    expect(frac(d.probability(7))).toBe("1/6");
    expect(frac(d.probability((t) => t >= 10))).toBe("1/6");
    expect(frac(d.atLeast(8))).toBe("5/12");
    expect(frac(d.atMost(4))).toBe("1/6");
    expect(frac(d.mean())).toBe("7");
    expect(frac(odds(die("d10")).mean((f) => (f <= 6 ? 1 : 0)))).toBe("3/5");
    expect(frac(d.probability(13))).toBe("0");
  });

  it("should map outcomes, merging equal results", () => {
    const parity = d.map((t) => (t % 2 === 0 ? "even" : "odd"));
    expect(parity.size).toBe(2);
    expect(frac(parity.probability("even"))).toBe("1/2");
  });

  it("should print a table with exact fractions and percentages", () => {
    expect(odds(die("d6").map((f) => f >= 5)).table()).toBe(
      ["value  probability      %", "false          2/3  66.7%  #############", "true           1/3  33.3%  #######"].join("\n"),
    );
    expect(odds(die("d6").map((f) => ({ f: f > 3 }))).table({ digits: 0, format: (v: { f: boolean }) => (v.f ? "high" : "low") })).toContain(
      "low            1/2  50%",
    );
  });

  it("should refuse numeric summaries of non-numeric outcomes with NOT_NUMERIC", () => {
    const words = odds(die("d6").map((f) => (f > 3 ? "high" : "low")));
    for (const fn of [() => words.mean(), () => words.atLeast(1), () => words.atMost(1), () => odds(die("d6").map((f) => f / 2)).mean()]) {
      expect(fn).toThrow(RulesError);
      try {
        fn();
      } catch (error) {
        expect((error as RulesError).code).toBe("NOT_NUMERIC");
      }
    }
  });

  it("should freeze its outcomes", () => {
    expect(Object.isFrozen(d.outcomes)).toBe(true);
    expect(Object.isFrozen(d.outcomes[0])).toBe(true);
  });

  it("should not mutate the values a chance returns", () => {
    const value = deepFreeze({ a: [1, 2] });
    expect(
      odds(die("d6").map(() => value))
        .probability(value)
        .equals(1),
    ).toBe(true);
  });
});

describe("Fraction", () => {
  it("should reduce, compare and do exact arithmetic with numbers and bigints", () => {
    expect(Fraction.of(6, 8).toString()).toBe("3/4");
    expect(Fraction.of(-2, -4).toString()).toBe("1/2");
    expect(Fraction.of(2, -4).toString()).toBe("-1/2");
    expect(Fraction.of(3, 1).toString()).toBe("3");
    expect(Fraction.of(10n ** 30n, 10n ** 31n).toString()).toBe("1/10");
    expect(Fraction.of(1, 3).plus(Fraction.of(1, 6)).equals(Fraction.of(1, 2))).toBe(true);
    expect(Fraction.of(1, 2).times(Fraction.of(2, 3)).toString()).toBe("1/3");
    expect(Fraction.of(1, 6).complement().toString()).toBe("5/6");
    expect(Fraction.of(1, 3).compare(Fraction.of(1, 2))).toBe(-1);
    expect(Fraction.of(1, 2).compare(Fraction.of(1, 3))).toBe(1);
    expect(Fraction.of(2, 4).compare(Fraction.of(1, 2))).toBe(0);
    expect(Fraction.of(1, 4).numerator).toBe(1n);
    expect(Fraction.of(1, 4).denominator).toBe(4n);
    expect(Fraction.of(1, 3).toPercent()).toBe("33.3%");
    expect(JSON.stringify({ p: Fraction.of(3, 10) })).toBe('{"p":"3/10"}');
    // 64 significant bits survive the bigint division: relative error at double precision
    expect(Math.abs(Fraction.of(3n ** 40n, 5n ** 40n).toNumber() / 0.6 ** 40 - 1)).toBeLessThan(1e-14);
    expect(Fraction.of(1n, 10n ** 400n).toNumber()).toBe(0);
    expect(Fraction.of(-(10n ** 30n), 3n).toNumber()).toBeCloseTo(-3.333333333333333e29, -15);
    expect(Fraction.of(7n * 10n ** 20n, 2n * 10n ** 20n + 1n).toNumber()).toBeCloseTo(3.5, 12);
  });

  it("should reject a zero denominator and unsafe numbers", () => {
    expect(() => Fraction.of(1, 0)).toThrow(/denominator other than 0/);
    expect(() => Fraction.of(1n, 0n)).toThrow(RulesError);
    expect(() => Fraction.of(0.5, 1)).toThrow(/safe whole number/);
    expect(() => Fraction.of(1, 2 ** 60)).toThrow(RulesError);
  });
});
