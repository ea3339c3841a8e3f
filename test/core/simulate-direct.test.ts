// simulate's direct outcomes (issue 13, ratios): a die's, a pool's or a sum's own numbers, and a map of them to small
// whole numbers or to booleans, build their outcomes without the keyed maps of the general path, and keep the tally's
// counts on the node between calls. Proved equal to the general path (the same chance behind a chain to a constant,
// which has no indexed sampler: the same dice, tallied by value), outcome for outcome and in order, on random chances,
// maps and seeds (fast-check prints the seed of a failure).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { all, type Chance, constant, count, type DieKind, die, resolve, seededDice, simulate, sum } from "../../src/index.js";

const kinds = fc.constantFrom<DieKind>("d4", "d6", "d10", "d20", "dF");

/** The maps tried over the number: small whole numbers, booleans, and what the direct path must leave alone. */
const maps: readonly ((x: number) => unknown)[] = [
  (x) => x + 1,
  (x) => x % 3,
  (x) => x >= 3,
  (x) => x < 0,
  (x) => -x,
  (x) => x * 37,
  (x) => x / 2,
  (x) => (x > 2 ? true : x),
  (x) => `face ${String(x)}`,
  (x) => (x === 0 ? -0 : x * 0),
  (x) => x + 300,
];

const chances = fc.record({
  t: fc.constantFrom("die", "sum", "count"),
  kind: kinds,
  n: fc.integer({ min: 1, max: 4 }),
  map: fc.option(fc.integer({ min: 0, max: maps.length - 1 }), { nil: undefined }),
});

function build(s: { t: string; kind: DieKind; n: number; map: number | undefined }): Chance<unknown> {
  const base: Chance<number> = s.t === "die" ? die(s.kind) : s.t === "sum" ? sum(s.n, s.kind) : count(s.n, s.kind, (f) => f >= 2);
  const fn = s.map === undefined ? undefined : maps[s.map];
  return fn === undefined ? base : base.map(fn);
}

/** The general path: the same draws behind a chain to a constant (no indexed sampler), tallied by value. */
function general(chance: Chance<unknown>): Chance<unknown> {
  return chance.chain((v) => constant(v));
}

const SMALL = 256;
const isSmall = (v: unknown): boolean => typeof v === "number" && v >= 0 && v < SMALL && Number.isInteger(v);

/**
 * simulate's promise, written out independently: the values of resolving `runs` times with seededDice(seed), counted;
 * numbers only or booleans only ascending, else the other values in order of first sight and the small whole numbers
 * after them, ascending (-0 counted as 0).
 */
function resolvedOutcomes(chance: Chance<unknown>, runs: number, seed: number): { value: unknown; count: number; frequency: number }[] {
  const dice = seededDice(seed);
  const byKey = new Map<string, { value: unknown; count: number }>();
  for (let r = 0; r < runs; r++) {
    const raw = resolve(chance, dice).value;
    const value = typeof raw === "number" ? raw + 0 : raw;
    const key = `${typeof value}:${String(value)}`;
    const entry = byKey.get(key);
    if (entry === undefined) byKey.set(key, { value, count: 1 });
    else entry.count++;
  }
  let list = [...byKey.values()];
  if (list.every((o) => typeof o.value === "number") || list.every((o) => typeof o.value === "boolean")) {
    list.sort((a, b) => Number(a.value) - Number(b.value));
  } else {
    const small = list.filter((o) => isSmall(o.value)).sort((a, b) => Number(a.value) - Number(b.value));
    list = [...list.filter((o) => !isSmall(o.value)), ...small];
  }
  return list.map((o) => ({ value: o.value, count: o.count, frequency: o.count / runs }));
}

/** Chances without an indexed sampler, over the same leaves: simulate's general loop. */
const generalForms: readonly ((c: Chance<unknown>) => Chance<unknown>)[] = [
  (c) => c.chain((v) => constant(v)),
  (c) => all([c, die("d4")]).map(([x, y]) => (typeof x === "number" ? x + y : x)),
  (c) => c.chain((v) => die("d6").map((f) => (typeof v === "number" ? f + v : f > 3))),
];

describe("simulate: direct outcomes of a die, a pool, a sum and their maps", () => {
  it("should give the values of resolving again and again with seededDice(seed), counted in the documented order, on the indexed and the general paths (fast-check)", () => {
    fc.assert(
      fc.property(
        chances,
        fc.integer({ min: 0, max: generalForms.length }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 400 }),
        (s, form, seed, runs) => {
          const wrap = generalForms[form];
          const chance = wrap === undefined ? build(s) : wrap(build(s));
          expect(simulate(chance, { runs, seed }).outcomes).toEqual(resolvedOutcomes(chance, runs, seed));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("should give the outcomes of the general path, in its order, frozen, on random chances and seeds (fast-check)", () => {
    fc.assert(
      fc.property(chances, fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 3000 }), (s, seed, runs) => {
        const chance = build(s);
        const plain = general(build(s));
        // twice: the second call reuses the counts kept on the node, and finds the map's values known
        for (let again = 0; again < 2; again++) {
          const f = simulate(chance, { runs, seed: seed + again });
          const g = simulate(plain, { runs, seed: seed + again });
          expect(f.outcomes).toEqual(g.outcomes);
          expect(f.runs).toBe(runs);
          expect(Object.isFrozen(f)).toBe(true);
          expect(Object.isFrozen(f.outcomes)).toBe(true);
          for (const o of f.outcomes) {
            expect(Object.isFrozen(o)).toBe(true);
            expect(Object.keys(o)).toEqual(["value", "count", "frequency"]);
            expect(Object.is(o.value, -0)).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("should count correctly when a map simulates the same chance again inside a call (the kept counts are taken)", () => {
    const d6 = die("d6");
    const inner: number[] = [];
    const nested = d6.map((f) => {
      inner.push(simulate(d6, { runs: 60, seed: f }).runs);
      return f;
    });
    const f = simulate(nested, { runs: 600, seed: 5 });
    const g = simulate(general(nested), { runs: 600, seed: 5 });
    expect(f.outcomes).toEqual(g.outcomes);
    expect(f.outcomes.reduce((acc, o) => acc + o.count, 0)).toBe(600);
    expect(simulate(d6, { runs: 600, seed: 5 }).outcomes.map((o) => o.count)).toEqual(f.outcomes.map((o) => o.count));
    expect(inner.length).toBeGreaterThan(0);
  });

  it("should give the same frequencies call after call on one chance (the kept counts start from zero)", () => {
    const d20 = die("d20");
    const first = simulate(d20, { runs: 1000, seed: 11 });
    simulate(d20, { runs: 5000, seed: 12 });
    expect(simulate(d20, { runs: 1000, seed: 11 })).toEqual(first);
    expect(first.outcomes.reduce((acc, o) => acc + o.count, 0)).toBe(1000);
  });
});
