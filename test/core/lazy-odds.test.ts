// Lazy values in exact odds (issue 13): a distribution whose values are known distinct (internal mapDistinct,
// chainDistinct, chainAllDistinct) and a product of independent chances carry their weights and build each value
// from its place only when it is read. The outcomes, their order and their probabilities are exactly those of the
// eager enumeration (the same chance with plain map / chain / chainAll, whose values are merged by key), and the
// budget's charges are unchanged.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Chance, all, constant, type DieKind, die, odds } from "../../src/index.js";
import { chainAllDistinct, chainDistinct, mapDistinct } from "../../src/core/chance.js";
import { deepFreeze } from "../helpers.js";

/** The outcomes as plain rows (value and exact probability), for comparisons. */
function rows<T>(chance: Chance<T>): { value: T; p: string }[] {
  return odds(chance).outcomes.map((o) => ({ value: o.value, p: o.probability.toString() }));
}

/** An exact fraction n/d reduced with bigints (no library call), as text. */
function frac(n: bigint, d: bigint): string {
  const g = (a: bigint, b: bigint): bigint => (b === 0n ? a : g(b, a % b));
  const k = g(n, d);
  return d / k === 1n ? `${n / k}` : `${n / k}/${d / k}`;
}

describe("lazy values in exact odds (issue 13)", () => {
  it("should give a distinct chainAll the fractions worked out by hand, in the order the dice produce them", () => {
    // a d3 picks how many d2 are rolled; the value shows both: P({ n, faces }) = 1/3 * (1/2)^n
    const chance = chainAllDistinct(
      die("d3"),
      (n) => Array.from({ length: n }, () => die("d2")),
      (n, faces) => ({ n, faces }),
    );
    const expected: { value: { n: number; faces: number[] }; p: string }[] = [];
    for (let n = 1; n <= 3; n++) {
      // the last die's face varies fastest
      for (let code = 0; code < 2 ** n; code++) {
        const faces = Array.from({ length: n }, (_, k) => ((code >> (n - 1 - k)) & 1) + 1);
        expected.push({ value: { n, faces }, p: frac(1n, 3n * 2n ** BigInt(n)) });
      }
    }
    expect(rows(chance)).toEqual(expected);
    expect(odds(chance).total().toString()).toBe("1");
  });

  it("should build no value of a large step but the first when odds are made, each value when read, and the outcomes once", () => {
    // 2 x 6^5 = 15,552 values: past the size below which a step's values are built as they come
    let calls = 0;
    const chance = chainAllDistinct(
      die("d2"),
      () => Array.from({ length: 5 }, () => die("d6")),
      (n, faces) => {
        calls++;
        return { n, faces };
      },
    );
    const exact = odds(chance);
    // the first value tells the Odds its values are not numbers (nothing to sort)
    expect(calls).toBe(1);
    expect(exact.size).toBe(15_552);
    expect(calls).toBe(1);
    // a question reads each value once and keeps none
    expect(exact.probability((v) => v.n === 2).toString()).toBe("1/2");
    expect(calls).toBe(1 + exact.size);
    expect(exact.mean((v) => v.faces.length).toString()).toBe("5");
    expect(calls).toBe(1 + 2 * exact.size);
    // the outcomes are built the first time they are read, and kept
    const outcomes = exact.outcomes;
    expect(calls).toBe(1 + 3 * exact.size);
    expect(exact.outcomes).toBe(outcomes);
    expect(exact.probability({ n: 2, faces: [6, 6, 6, 6, 6] }).toString()).toBe("1/15552");
    expect(calls).toBe(1 + 3 * exact.size);
    expect(Object.isFrozen(exact)).toBe(true);
    expect(Object.isFrozen(outcomes)).toBe(true);
    // the same outcomes, order and probabilities as the merging chainAll
    const merged = odds(
      die("d2").chainAll(
        () => Array.from({ length: 5 }, () => die("d6")),
        (n, faces) => ({ n, faces }),
      ),
    );
    expect(outcomes.map((o) => [o.value, o.probability.toString()])).toEqual(merged.outcomes.map((o) => [o.value, o.probability.toString()]));
    expect(exact.cost.states).toBe(merged.cost.states);
  });

  it("should build a large injective map's values and a large product's tuples when read", () => {
    // 6^5 = 7,776 tuples, mapped one to one
    let calls = 0;
    const parts = Array.from({ length: 5 }, () => die("d6"));
    const exact = odds(
      mapDistinct(all(parts), (xs) => {
        calls++;
        return { xs };
      }),
    );
    expect(calls).toBe(1);
    expect(exact.size).toBe(7776);
    const eager = odds(all(parts).map((xs) => ({ xs })));
    expect(exact.outcomes.map((o) => [o.value, o.probability.toString()])).toEqual(eager.outcomes.map((o) => [o.value, o.probability.toString()]));
    expect(exact.total().toString()).toBe("1");
  });

  it("should sort lazy numbers and booleans as it sorts eager ones", () => {
    expect(odds(mapDistinct(die("d6"), (f) => 7 - f)).outcomes.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(odds(mapDistinct(die("d2"), (f) => f === 1)).outcomes.map((o) => o.value)).toEqual([false, true]);
    expect(rows(mapDistinct(die("d6"), (f) => 7 - f))).toEqual(rows(die("d6").map((f) => 7 - f)));
  });

  it("should read a lazy numeric distribution's mean, atLeast and map like an eager one", () => {
    const lazy = odds(
      chainDistinct(
        die("d4"),
        () => die("d6"),
        (n, f) => n * 10 + f,
      ),
    );
    const eager = odds(
      die("d4").chain(
        () => die("d6"),
        (n, f) => n * 10 + f,
      ),
    );
    expect(lazy.mean().toString()).toBe(eager.mean().toString());
    expect(lazy.atLeast(33).toString()).toBe(eager.atLeast(33).toString());
    expect(lazy.map((v) => v % 2).outcomes.map((o) => [o.value, o.probability.toString()])).toEqual(
      eager.map((v) => v % 2).outcomes.map((o) => [o.value, o.probability.toString()]),
    );
    // a lazy distribution of other values refuses atLeast at its first value, as an eager one does
    expect(() => odds(mapDistinct(die("d4"), (f) => ({ f }))).atLeast(1)).toThrow(/numeric/);
  });

  it("should give the same outcomes, order, probabilities and cost as the merging enumeration (property)", () => {
    const kinds: DieKind[] = ["d2", "d3", "d4", "d6"];
    const spec = fc.record({
      first: fc.constantFrom(...kinds),
      // the dice each value of the first die rolls (indexed by face - 1)
      lists: fc.array(fc.array(fc.constantFrom(...kinds), { maxLength: 3 }), { minLength: 6, maxLength: 6 }),
      shape: fc.constantFrom("chainAll", "all", "map"),
    });
    fc.assert(
      fc.property(spec, (raw) => {
        const s = deepFreeze(raw);
        const copy = JSON.stringify(s);
        const listOf = (n: number): Chance<number>[] => (s.lists[n - 1] ?? []).map((k) => die(k));
        let lazy: Chance<unknown>;
        let eager: Chance<unknown>;
        if (s.shape === "chainAll") {
          lazy = chainAllDistinct(die(s.first), listOf, (n, faces) => ({ n, faces }));
          eager = die(s.first).chainAll(listOf, (n, faces) => ({ n, faces }));
        } else if (s.shape === "all") {
          // a product's tuples are built when read; a merging map of it reads them all
          const parts = [die(s.first), ...listOf(1)];
          lazy = mapDistinct(all(parts), (xs) => xs.join(","));
          eager = all(parts).map((xs) => xs.join(","));
        } else {
          lazy = mapDistinct(all([die(s.first), constant("x"), ...listOf(2)]), (xs) => ({ xs }));
          eager = all([die(s.first), constant("x"), ...listOf(2)]).map((xs) => ({ xs }));
        }
        const a = odds(lazy);
        const b = odds(eager);
        expect(a.outcomes.map((o) => [o.value, o.probability.toString()])).toEqual(b.outcomes.map((o) => [o.value, o.probability.toString()]));
        expect(a.total().toString()).toBe("1");
        // the same states and work are charged: a distinct add costs a merge without its key
        expect(a.cost.states).toBe(b.cost.states);
        expect(JSON.stringify(s)).toBe(copy);
      }),
      { numRuns: 150 },
    );
  });

  it("should build a product's tuples when read, the same tuples as an eager product", () => {
    const parts = [die("d2"), die("d3"), constant("k"), die("d2")];
    const exact = odds(all(parts));
    const expected: unknown[] = [];
    for (let a = 1; a <= 2; a++) for (let b = 1; b <= 3; b++) for (let c = 1; c <= 2; c++) expected.push([a, b, "k", c]);
    expect(exact.outcomes.map((o) => o.value)).toEqual(expected);
    expect(new Set(exact.outcomes.map((o) => o.probability.toString()))).toEqual(new Set(["1/12"]));
  });
});
