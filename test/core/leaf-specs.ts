// Random single-step chances for the core properties (compose, reroll): plain data, so fast-check can shrink and
// print them, and the chance each builds.
import fc from "fast-check";
import { type Chance, constant, count, type DieKind, die, sum } from "../../src/index.js";

/** One step: a die, a constant, a pool counted against a number, or a sum of dice. */
export type Leaf =
  | { t: "die"; kind: DieKind }
  | { t: "const"; v: number }
  | { t: "count"; n: number; kind: DieKind; at: number }
  | { t: "sum"; n: number; kind: DieKind };

/** Leaves over the given die kinds (sum(0, "dF") included: its sampler once gave -0 where resolve and odds give +0). */
export function leaves(...dieKinds: DieKind[]): fc.Arbitrary<Leaf> {
  const kinds = fc.constantFrom<DieKind>(...dieKinds);
  return fc.oneof(
    fc.record({ t: fc.constant("die" as const), kind: kinds }),
    fc.record({ t: fc.constant("const" as const), v: fc.integer({ min: -2, max: 3 }) }),
    fc.record({ t: fc.constant("count" as const), n: fc.integer({ min: 0, max: 4 }), kind: kinds, at: fc.integer({ min: -1, max: 10 }) }),
    fc.record({ t: fc.constant("sum" as const), n: fc.integer({ min: 0, max: 2 }), kind: kinds }),
  );
}

/** The chance a leaf stands for (a pool's faces labelled `labels` when given). */
export function buildLeaf(s: Leaf, labels?: readonly [string, string]): Chance<number> {
  switch (s.t) {
    case "die":
      return die(s.kind, { purpose: "leaf" });
    case "const":
      return constant(s.v);
    case "count":
      return count(s.n, s.kind, (f) => f <= s.at, labels === undefined ? { purpose: "pool" } : { purpose: "pool", labels: [...labels] });
    case "sum":
      return sum(s.n, s.kind, { purpose: "total" });
  }
}
