// Issue 10, "Ids and keys": odds and simulate merge values by a key that is injective over the documented value
// domain (plain data and Fractions) and refuse values outside it with a RulesError.
import { describe, expect, it } from "vitest";
import { constant, die, Fraction, odds, RulesError, simulate } from "../../src/index.js";

/** The odds of a fair coin between two values: two outcomes of 1/2 when they are distinct, one of 1 when equal. */
function sizeOfCoin(a: unknown, b: unknown): number {
  return odds(die("d2").map((f) => (f === 1 ? a : b))).size;
}

describe("merge keys", () => {
  it("never merge distinct values of the domain", () => {
    const pairs: [unknown, unknown][] = [
      ["\u0000[1]", [1]],
      ["\u0001x", "\u0001\u0001x"],
      [["1/2"], [Fraction.of(1, 2)]],
      ["1/2", Fraction.of(1, 2)],
      [[null], [[]]],
      [1, "1"],
      [{ a: 1 }, { a: "1" }],
      [[1, 2], [[1, 2]]],
      [{ a: [1] }, { a: 1 }],
      [1n, 1],
      [true, "true"],
      [null, "null"],
    ];
    for (const [a, b] of pairs) expect(sizeOfCoin(a, b), `${String(a)} vs ${String(b)}`).toBe(2);
  });

  it("merge equal data: key order, -0 and 0, equal Fractions, undefined fields as absent", () => {
    expect(sizeOfCoin({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(1);
    expect(sizeOfCoin([0], [-0])).toBe(1);
    expect(sizeOfCoin([Fraction.of(2, 4)], [Fraction.of(1, 2)])).toBe(1);
    expect(sizeOfCoin({ a: 1, b: undefined }, { a: 1 })).toBe(1);
    expect(odds(constant("\u0000[1]")).probability("\u0000[1]").toString()).toBe("1");
  });

  it("refuse values outside the domain with a RulesError (Maps, Sets, Symbols, functions, undefined in arrays, class instances, cycles)", () => {
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    class Point {
      x = 1;
    }
    const outside: unknown[] = [[new Map()], [new Set([1])], [Symbol("s")], Symbol("t"), [() => 1], () => 2, [undefined], [new Point()], new Date(0), cyclic];
    for (const value of outside) {
      let caught: unknown;
      try {
        odds(die("d2").map(() => value));
      } catch (error) {
        caught = error;
      }
      expect(RulesError.is(caught), typeof value).toBe(true);
      expect((caught as RulesError).message).toMatch(/plain data/);
    }
    expect(() =>
      simulate(
        die("d2").map(() => [new Map()]),
        { runs: 10, seed: 1 },
      ),
    ).toThrow(/simulate: .*plain data/);
  });
});
