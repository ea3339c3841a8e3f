// Properties of the chance engine over randomly generated chances: exact odds sum to 1, every resolution
// is a possible outcome, resolution is deterministic per seed, and sampled frequencies agree with the odds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { all, type Chance, constant, count, type DieKind, die, odds, repeat, resolve, scriptedDice, seededDice, sum } from "../../src/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";

/** A plain description of a chance, so fast-check can shrink and print it. */
type Spec =
  | { t: "die"; kind: DieKind }
  | { t: "const"; v: number }
  | { t: "count"; n: number; kind: DieKind; at: number }
  | { t: "sum"; n: number; kind: DieKind }
  | { t: "mod"; of: Spec; m: number }
  | { t: "chain"; of: Spec; a: Spec; b: Spec }
  | { t: "pair"; a: Spec; b: Spec }
  | { t: "fold"; n: number; of: Spec };

const kinds = fc.constantFrom<DieKind>("d4", "d6", "d10", "d20", "dF");
const { spec } = fc.letrec<{ spec: Spec; leaf: Spec }>((tie) => ({
  leaf: fc.oneof(
    fc.record({ t: fc.constant("die" as const), kind: kinds }),
    fc.record({ t: fc.constant("const" as const), v: fc.integer({ min: -2, max: 3 }) }),
    fc.record({ t: fc.constant("count" as const), n: fc.integer({ min: 0, max: 6 }), kind: kinds, at: fc.integer({ min: -1, max: 20 }) }),
    fc.record({ t: fc.constant("sum" as const), n: fc.integer({ min: 0, max: 3 }), kind: kinds }),
  ),
  spec: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    tie("leaf"),
    fc.record({ t: fc.constant("mod" as const), of: tie("spec"), m: fc.integer({ min: 2, max: 5 }) }),
    fc.record({ t: fc.constant("chain" as const), of: tie("spec"), a: tie("leaf"), b: tie("leaf") }),
    fc.record({ t: fc.constant("pair" as const), a: tie("leaf"), b: tie("leaf") }),
    fc.record({ t: fc.constant("fold" as const), n: fc.integer({ min: 0, max: 3 }), of: tie("leaf") }),
  ),
}));

function build(s: Spec): Chance<number> {
  switch (s.t) {
    case "die":
      return die(s.kind);
    case "const":
      return constant(s.v);
    case "count":
      return count(s.n, s.kind, (f) => f <= s.at);
    case "sum":
      return sum(s.n, s.kind);
    case "mod":
      return build(s.of).map((v) => ((v % s.m) + s.m) % s.m);
    case "chain": {
      const a = build(s.a);
      const b = build(s.b);
      return build(s.of).chain((v) => (v % 2 === 0 ? a : b.map((x) => x + v)));
    }
    case "pair":
      return all([build(s.a), build(s.b)]).map(([x, y]) => x - y);
    case "fold":
      return repeat(s.n, build(s.of), 0, (acc, v) => Math.max(acc, v));
  }
}

describe("chance engine properties", () => {
  it("should give exact odds that sum to exactly 1", () => {
    fc.assert(
      fc.property(spec, (s) => {
        expect(odds(build(s)).total().equals(1)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("should resolve only to outcomes the odds call possible", () => {
    fc.assert(
      fc.property(spec, fc.integer(), (s, seed) => {
        const chance = build(s);
        const exact = odds(chance);
        const dice = seededDice(seed);
        for (let i = 0; i < 5; i++) expect(exact.probability(resolve(chance, dice).value).toNumber()).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });

  it("should resolve deterministically per seed, with identical traces", () => {
    fc.assert(
      fc.property(spec, fc.integer(), (s, seed) => {
        const chance = build(s);
        expect(resolve(chance, seededDice(seed))).toEqual(resolve(chance, seededDice(seed)));
      }),
      { numRuns: 150 },
    );
  });

  it("should replay a resolution exactly from its own trace's faces as scripted dice", () => {
    fc.assert(
      fc.property(spec, fc.integer(), (s, seed) => {
        const chance = build(s);
        const played = resolve(chance, seededDice(seed));
        const script = played.trace.flatMap((e) => (e.type === "die" ? [{ kind: e.kind, face: e.face }] : []));
        const replayed = resolve(chance, scriptedDice(deepFreeze(script)));
        expect(replayed).toEqual(played);
      }),
      { numRuns: 150 },
    );
  });

  it("should sample frequencies that agree with the exact odds (chi-square, fixed seeds)", () => {
    fc.assert(
      fc.property(spec, (s) => {
        expectFrequenciesMatchOdds(build(s), { runs: 4000, seed: 20261130 });
      }),
      { numRuns: 40, seed: 42 },
    );
  });

  it("should agree with the exact odds on the benchmark volley and a conditional chain", () => {
    expectFrequenciesMatchOdds(
      count(10, "d10", (f) => f <= 6),
      { runs: 50_000, seed: 1 },
    );
    const chain = die("d20")
      .map((f) => (f <= 2 ? "crit" : f <= 12 ? "hit" : "miss"))
      .chain((r) => (r === "miss" ? constant("miss") : sum(2, "d6").map((t) => (t + (r === "crit" ? 2 : 0) >= 9 ? "pen" : "stopped"))));
    expectFrequenciesMatchOdds(chain, { runs: 50_000, seed: 2 });
  });
});
