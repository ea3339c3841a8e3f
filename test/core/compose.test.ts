// The two composing combinators, `a.chain(fn, combine)` and `a.chainAll(fn, combine?)`: each must be exactly its
// reference form built from chain, map and all (same values, traces, dice consumed, exact odds and simulated
// frequencies), must reject bad functions with a RulesError naming the combinator and the path, and must keep
// simulate's promise (the values of resolving again and again with seededDice(seed)) on the sampler's table path
// and off it. Also pins the sampler's use of purity: a map or chain over one small whole number (a die, a pool
// of under 4,096 dice, a sum of at most 4,096 totals, maps and traces of those) computes each number's result
// once when it may be shared (a primitive, or an object frozen all the way down), and recomputes others every time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { all, type Chance, constant, count, die, explain, Fraction, odds, resolve, scriptedDice, seededDice, simulate, sum } from "../../src/index.js";
import { deepFreeze } from "../helpers.js";
import { rulesErrorOf } from "../throws.js";
import { buildLeaf as leafChance, type Leaf, leaves } from "./leaf-specs.js";
import { expectSimulateEqualsResolve, oddsRows, playMany, simulatedRows } from "./chance-helpers.js";

// ---------------------------------------------------------------------------------------------------------------
// helpers

/** A whole number's remainder in [0, m). */
const mod = (v: number, m: number): number => ((v % m) + m) % m;

// ---------------------------------------------------------------------------------------------------------------
// random specs for the properties: plain data, so fast-check can shrink and print them

/** The step a chain starts from: a leaf or a map or trace of one (the sampler tables these), or a pair or a chain (it cannot). */
type Source =
  | { t: "leaf"; of: Leaf }
  | { t: "mod"; of: Leaf; m: number }
  | { t: "traced"; of: Leaf }
  | { t: "pair"; a: Leaf; b: Leaf }
  | { t: "chain"; of: Leaf; next: Leaf };

/** How the source's number is handed on: as it is, in a frozen box (shareable), or in a fresh box (never shared). */
type Box = "none" | "frozen" | "fresh";

/** A source value: a number, or a number in a box. */
type Item = number | { readonly v: number };

const num = (item: Item): number => (typeof item === "number" ? item : item.v);

const leaf = leaves("d4", "d6", "d10", "dF");
const source: fc.Arbitrary<Source> = fc.oneof(
  fc.record({ t: fc.constant("leaf" as const), of: leaf }),
  fc.record({ t: fc.constant("mod" as const), of: leaf, m: fc.integer({ min: 2, max: 4 }) }),
  fc.record({ t: fc.constant("traced" as const), of: leaf }),
  fc.record({ t: fc.constant("pair" as const), a: leaf, b: leaf }),
  fc.record({ t: fc.constant("chain" as const), of: leaf, next: leaf }),
);
const box = fc.constantFrom<Box>("none", "frozen", "fresh");

/** A leaf's chance, its pool's faces labelled miss and hit. */
const buildLeaf = (s: Leaf): Chance<number> => leafChance(s, ["miss", "hit"]);

function buildNumber(s: Source): Chance<number> {
  switch (s.t) {
    case "leaf":
      return buildLeaf(s.of);
    case "mod":
      return buildLeaf(s.of).map((v) => mod(v, s.m));
    case "traced":
      return buildLeaf(s.of).traced(deepFreeze([{ type: "note" as const, text: "before" }]), (v) =>
        deepFreeze([{ type: "note" as const, text: `got ${String(v)}` }]),
      );
    case "pair":
      return all([buildLeaf(s.a), buildLeaf(s.b)]).map(([x, y]) => x - y);
    case "chain": {
      const next = buildLeaf(s.next);
      return buildLeaf(s.of).chain((v) => (v % 2 === 0 ? constant(v) : next.map((x) => x + v)));
    }
  }
}

function buildSource(s: Source, b: Box): Chance<Item> {
  const n = buildNumber(s);
  switch (b) {
    case "none":
      return n;
    case "frozen":
      return n.map((v): Item => Object.freeze({ v }));
    case "fresh":
      return n.map((v): Item => ({ v }));
  }
}

const combiners = {
  number: (v: Item, w: number): unknown => num(v) * 100 + w,
  string: (v: Item, w: number): unknown => `${String(num(v))}:${String(w)}`,
  frozen: (v: Item, w: number): unknown => Object.freeze({ v: num(v), w }),
  fresh: (v: Item, w: number): unknown => ({ v: num(v), w }),
  pair: (v: Item, w: number): unknown => [v, w],
};
type Combine = keyof typeof combiners;

const allCombiners = {
  total: (v: Item, ws: number[]): unknown => ws.reduce((a, b) => a + b, num(v)),
  frozen: (v: Item, ws: number[]): unknown => Object.freeze({ v: num(v), ws: Object.freeze([...ws]) }),
  fresh: (v: Item, ws: number[]): unknown => ({ v: num(v), ws: [...ws] }),
  tuple: (v: Item, ws: number[]): unknown => [v, ...ws],
  values: (_v: Item, ws: number[]): unknown => ws,
};
type CombineAll = keyof typeof allCombiners;

interface ChainCase {
  readonly source: Source;
  readonly box: Box;
  /** the next chances, picked by the source's number */
  readonly nexts: readonly Leaf[];
  /** build the picked chance anew on every call (else: pick from a table built once) */
  readonly fresh: boolean;
  readonly combine: Combine;
}

interface ChainAllCase {
  readonly source: Source;
  readonly box: Box;
  /** the lists of next chances, picked by the source's number */
  readonly lists: readonly (readonly Leaf[])[];
  readonly combine: CombineAll | "none";
}

const chainCase: fc.Arbitrary<ChainCase> = fc.record({
  source,
  box,
  nexts: fc.array(leaf, { minLength: 1, maxLength: 3 }),
  fresh: fc.boolean(),
  combine: fc.constantFrom<Combine>("number", "string", "frozen", "fresh", "pair"),
});

const chainAllCase: fc.Arbitrary<ChainAllCase> = fc.record({
  source,
  box,
  lists: fc.array(fc.array(leaf, { maxLength: 3 }), { minLength: 1, maxLength: 3 }),
  combine: fc.constantFrom<CombineAll | "none">("none", "total", "frozen", "fresh", "tuple", "values"),
});

/** A chain with a combiner and its reference form `a.chain((v) => fn(v).map((w) => combine(v, w)))`. */
function chainForms(c: ChainCase): { combined: Chance<unknown>; reference: Chance<unknown> } {
  const from = buildSource(c.source, c.box);
  const table = deepFreeze(c.nexts.map(buildLeaf));
  const pick = (v: Item): Chance<number> => {
    const at = mod(num(v), table.length);
    return c.fresh ? buildLeaf(c.nexts[at]!) : table[at]!;
  };
  const combine = combiners[c.combine];
  return { combined: from.chain(pick, combine), reference: from.chain((v) => pick(v).map((w) => combine(v, w))) };
}

/** A chainAll (with or without a combiner) and its reference form through `all`. */
function chainAllForms(c: ChainAllCase): { combined: Chance<unknown>; reference: Chance<unknown> } {
  const from = buildSource(c.source, c.box);
  const lists = deepFreeze(c.lists.map((l) => l.map(buildLeaf)));
  const pick = (v: Item): readonly Chance<number>[] => lists[mod(num(v), lists.length)]!;
  if (c.combine === "none") return { combined: from.chainAll(pick), reference: from.chain((v) => all(pick(v))) };
  const combine = allCombiners[c.combine];
  return { combined: from.chainAll(pick, combine), reference: from.chain((v) => all(pick(v)).map((ws) => combine(v, ws))) };
}

// ---------------------------------------------------------------------------------------------------------------

describe("Chance.chain with a combiner", () => {
  const damageDice = sum(2, "d6", { purpose: "damage" });
  const none = constant(0);
  const attack = die("d20", { purpose: "attack" }).chain(
    (face) => (face <= 12 ? damageDice : none),
    (face, damage) => ({ face, damage }),
  );

  it("should give combine(value, next) and trace both steps, rolling the next step only when the value asks for it", () => {
    const hit = resolve(attack, scriptedDice(["d20:3", "d6:4", "d6:5"]));
    expect(hit.value).toEqual({ face: 3, damage: 9 });
    expect(explain(hit.trace)).toEqual(["d20 attack: 3", "d6 damage: 4", "d6 damage: 5"]);
    const dice = scriptedDice(["d20:15", "d6:6"]);
    const miss = resolve(attack, dice);
    expect(miss.value).toEqual({ face: 15, damage: 0 });
    expect(explain(miss.trace)).toEqual(["d20 attack: 15"]);
    expect(dice.remaining()).toBe(1);
  });

  it("should give exact odds of the pair of values (a hit face and its damage, or a miss)", () => {
    const exact = odds(attack);
    expect(exact.total().equals(1)).toBe(true);
    expect(exact.size).toBe(12 * 11 + 8);
    expect(exact.probability({ face: 3, damage: 9 }).toString()).toBe("1/180"); // 1/20 * 4/36
    expect(exact.probability({ face: 15, damage: 0 }).toString()).toBe("1/20");
    expect(exact.probability((v) => v.damage === 0).toString()).toBe("2/5");
    expect(exact.mean((v) => v.damage).equals(Fraction.of(21, 5))).toBe(true); // 3/5 * 7
  });

  it("should equal its map form in values, traces and dice consumed, over dice, pools, sums and shapes the sampler cannot table", () => {
    const table = deepFreeze([constant(0), die("d6"), sum(2, "d6"), count(3, "d10", (f) => f <= 4)]);
    const sources: Chance<number>[] = [
      die("d10"),
      count(3, "d6", (f) => f >= 5),
      sum(2, "dF"),
      die("d6").map((f) => f * 2),
      die("d8").traced(deepFreeze([{ type: "note" as const, text: "traced" }])),
      sum(1000, "d10"),
      count(5000, "d10", (f) => f <= 3),
      all([die("d4"), die("d4")]).map(([a, b]) => a * b),
    ];
    const combine = (v: number, w: number): string => `${String(v)}/${String(w)}`;
    for (const from of sources) {
      const pick = (v: number): Chance<number> => table[mod(v, table.length)]!;
      const combined = from.chain(pick, combine);
      const reference = from.chain((v) => pick(v).map((w) => combine(v, w)));
      for (const seed of [1, 2, 3]) expect(playMany(combined, seed, 3)).toEqual(playMany(reference, seed, 3));
    }
  });
});

describe("Chance.chainAll", () => {
  const wound = die("d6", { purpose: "wound" });
  const lists = deepFreeze([[], [wound], [wound, wound], [wound, wound, wound]]);
  const hits = die("d3", { purpose: "hits" });
  const wounds = hits.chainAll((h) => lists[h] ?? []);
  const worst = hits.chainAll(
    (h) => lists[h] ?? [],
    (h, faces) => ({ hits: h, worst: Math.max(0, ...faces) }),
  );

  it("should roll the picked chances in order and give their values, or combine of the value and them", () => {
    const played = resolve(wounds, scriptedDice(["d3:2", "d6:4", "d6:6"]));
    expect(played.value).toEqual([4, 6]);
    expect(explain(played.trace)).toEqual(["d3 hits: 2", "d6 wound: 4", "d6 wound: 6"]);
    const combined = resolve(worst, scriptedDice(["d3:3", "d6:2", "d6:5", "d6:1"]));
    expect(combined.value).toEqual({ hits: 3, worst: 5 });
    expect(explain(combined.trace)).toEqual(["d3 hits: 3", "d6 wound: 2", "d6 wound: 5", "d6 wound: 1"]);
  });

  it("should roll nothing more for an empty list, handing combine an empty array", () => {
    const none = hits.chainAll(
      () => [],
      (h, faces) => [h, faces.length],
    );
    const dice = scriptedDice(["d3:1", "d6:6"]);
    const played = resolve(none, dice);
    expect(played.value).toEqual([1, 0]);
    expect(played.trace).toHaveLength(1);
    expect(dice.remaining()).toBe(1);
    expect(
      resolve(
        hits.chainAll(() => []),
        scriptedDice(["d3:2"]),
      ).value,
    ).toEqual([]);
    expect(oddsRows(none)).toEqual([
      [[1, 0], "1/3"],
      [[2, 0], "1/3"],
      [[3, 0], "1/3"],
    ]);
  });

  it("should give exact odds of the combined value", () => {
    const exact = odds(worst);
    expect(exact.total().equals(1)).toBe(true);
    expect(exact.probability({ hits: 1, worst: 4 }).toString()).toBe("1/18"); // 1/3 * 1/6
    expect(exact.probability({ hits: 2, worst: 6 }).toString()).toBe("11/108"); // 1/3 * 11/36
    expect(exact.probability({ hits: 3, worst: 6 }).toString()).toBe("91/648"); // 1/3 * (1 - 125/216)
    expect(exact.probability({ hits: 3, worst: 1 }).toString()).toBe("1/648");
    expect(odds(wounds).probability([6, 1]).toString()).toBe("1/108");
  });

  it("should equal its all form (with and without combine) in values, traces, dice, odds and frequencies", () => {
    const reference = hits.chain((h) => all(lists[h] ?? []));
    const referenceWorst = hits.chain((h) => all(lists[h] ?? []).map((faces) => ({ hits: h, worst: Math.max(0, ...faces) })));
    for (const [a, b] of [
      [wounds, reference],
      [worst, referenceWorst],
    ] as [Chance<unknown>, Chance<unknown>][]) {
      for (const seed of [5, 6, 7]) expect(playMany(a, seed, 4)).toEqual(playMany(b, seed, 4));
      expect(oddsRows(a)).toEqual(oddsRows(b));
      expect(simulatedRows(a, 500, 9)).toEqual(simulatedRows(b, 500, 9));
    }
  });
});

describe("chain and chainAll errors", () => {
  const d6 = die("d6");

  it("should reject a non-function fn or combine when the chance is built, naming the combinator and the argument", () => {
    const next = (): Chance<number> => d6;
    const cases: [() => unknown, string, string, unknown][] = [
      [() => d6.chain(3 as never), "Chance.chain", "fn", 3],
      [() => d6.chain(next, "x" as never), "Chance.chain", "combine", "x"],
      [() => d6.chain(next, null as never), "Chance.chain", "combine", null],
      [() => d6.chainAll(undefined as never), "Chance.chainAll", "fn", undefined],
      [() => d6.chainAll(() => [d6], {} as never), "Chance.chainAll", "combine", {}],
      [() => d6.chainAll(() => [d6], null as never), "Chance.chainAll", "combine", null],
    ];
    for (const [build, fn, path, value] of cases) expect(rulesErrorOf(build)).toEqual({ code: "INVALID_ARGUMENT", fn, path, value });
  });

  // every engine entry point meets the bad step: resolve, odds and simulate
  const entryPoints: [string, (chance: Chance<unknown>) => unknown][] = [
    ["resolve", (chance) => resolve(chance, seededDice(1))],
    ["odds", (chance) => odds(chance)],
    ["simulate", (chance) => simulate(chance, { runs: 100, seed: 1 })],
  ];

  it("should reject a chainAll fn that returns no array, at path fn(value), in resolve, odds and simulate", () => {
    const notAList = d6 as unknown as readonly Chance<number>[];
    for (const chance of [
      d6.chainAll(() => notAList),
      d6.chainAll(
        () => notAList,
        (v, ws) => [v, ws],
      ),
    ]) {
      for (const [, run] of entryPoints) {
        expect(rulesErrorOf(() => run(chance))).toEqual({ code: "INVALID_ARGUMENT", fn: "Chance.chainAll", path: "fn(value)", value: d6 });
      }
    }
    // an array-like object is not an array
    expect(
      rulesErrorOf(() =>
        resolve(
          d6.chainAll(() => ({ length: 1, 0: d6 }) as never),
          seededDice(1),
        ),
      ).path,
    ).toBe("fn(value)");
  });

  it("should reject a chainAll list holding a non-chance, at path fn(value)[1], in resolve, odds and simulate", () => {
    const bad = deepFreeze([d6, "d6", d6]) as unknown as readonly Chance<number>[];
    for (const chance of [
      d6.chainAll(() => bad),
      d6.chainAll(
        () => bad,
        (v, ws) => v + ws.length,
      ),
    ]) {
      for (const [, run] of entryPoints) {
        expect(rulesErrorOf(() => run(chance))).toEqual({ code: "INVALID_ARGUMENT", fn: "Chance.chainAll", path: "fn(value)[1]", value: "d6" });
      }
    }
  });

  it("should reject a chain-with-combine fn that returns no chance, at path fn(value), in resolve, odds and simulate", () => {
    const chance = count(3, "d6", (f) => f >= 5).chain(
      () => 7 as unknown as Chance<number>,
      (v, w) => v + w,
    );
    for (const [, run] of entryPoints)
      expect(rulesErrorOf(() => run(chance))).toEqual({ code: "INVALID_ARGUMENT", fn: "Chance.chain", path: "fn(value)", value: 7 });
  });

  it("should only fail when the bad value comes up in play, while odds (which sees every value) always fails", () => {
    const bad = deepFreeze([d6, null]) as unknown as readonly Chance<number>[];
    const chance = d6.chainAll(
      (face) => (face === 6 ? bad : [d6]),
      (face, ws) => face + ws.length,
    );
    expect(resolve(chance, scriptedDice(["d6:1", "d6:4"])).value).toBe(2);
    expect(rulesErrorOf(() => resolve(chance, scriptedDice(["d6:6", "d6:4"])))).toEqual({
      code: "INVALID_ARGUMENT",
      fn: "Chance.chainAll",
      path: "fn(value)[1]",
      value: null,
    });
    expect(rulesErrorOf(() => odds(chance)).path).toBe("fn(value)[1]");
    expect(rulesErrorOf(() => simulate(chance, { runs: 100, seed: 1 })).path).toBe("fn(value)[1]");
  });
});

describe("simulate: purity of maps and chains over one small whole number", () => {
  const runs = 10_000;

  it("should give +0 for a sum of no dF dice, as resolve and odds do", () => {
    const zero = all([sum(0, "dF")]).map(([t]) => Object.is(t, -0));
    expect(resolve(zero, seededDice(1)).value).toBe(false);
    expect(odds(zero).outcomes.map((o) => o.value)).toEqual([false]);
    expect(simulate(zero, { runs: 3, seed: 1 }).outcomes.map((o) => o.value)).toEqual([false]);
    const chained = constant(0).chain(
      () => sum(0, "dF"),
      (_, w) => Object.is(w, -0),
    );
    expect(simulate(chained, { runs: 3, seed: 1 }).outcomes.map((o) => o.value)).toEqual([false]);
  });

  it("should compute, when resolving again and again, a map and the trace after it once per face, with the same values and traces", () => {
    let maps = 0;
    let afters = 0;
    const notes = [1, 2, 3, 4, 5, 6].map((f) => Object.freeze([Object.freeze({ type: "note" as const, text: `face ${String(f)}` })]));
    const chance = die("d6", { purpose: "wound" })
      .map((f) => {
        maps++;
        return f >= 5 ? "killed" : f >= 2 ? "wounded" : "none";
      })
      .traced([], (r) => {
        afters++;
        return notes[r === "killed" ? 5 : r === "wounded" ? 1 : 0] as (typeof notes)[number];
      })
      .chain(
        (r) => (r === "none" ? constant(0) : sum(2, "d6", { purpose: "damage" })),
        (r, d) => `${r}:${String(d)}`,
      );
    const dice = seededDice(3);
    const again = seededDice(3);
    const script: string[] = [];
    for (let i = 0; i < 200; i++) {
      const r = resolve(chance, dice);
      script.push(r.value, ...explain(r.trace));
    }
    // the first resolution walks the chance (no compilation): its calls come on top of one per face
    expect(maps).toBeLessThanOrEqual(7);
    expect(afters).toBeLessThanOrEqual(7);
    // a fresh chance of the same shape, resolved once per dice state, gives the same story
    const reference: string[] = [];
    for (let i = 0; i < 200; i++) {
      const fresh = die("d6", { purpose: "wound" })
        .map((f) => (f >= 5 ? "killed" : f >= 2 ? "wounded" : "none"))
        .traced([], (r) => notes[r === "killed" ? 5 : r === "wounded" ? 1 : 0] as (typeof notes)[number])
        .chain(
          (r) => (r === "none" ? constant(0) : sum(2, "d6", { purpose: "damage" })),
          (r, d) => `${r}:${String(d)}`,
        );
      const r = resolve(fresh, again);
      reference.push(r.value, ...explain(r.trace));
    }
    expect(script).toEqual(reference);
  });

  it("should share a result only when it is frozen all the way down", () => {
    let calls = 0;
    const shallow = die("d6").map((f) => {
      calls++;
      return Object.freeze({ f, notes: [] as string[] });
    });
    simulate(shallow, { runs: 100, seed: 2 });
    expect(calls).toBe(100);
    calls = 0;
    const deep = die("d6").map((f) => {
      calls++;
      return Object.freeze({ f, notes: Object.freeze([] as string[]) });
    });
    simulate(deep, { runs: 100, seed: 2 });
    expect(calls).toBeLessThanOrEqual(6);
  });

  it("should call a map over a d6 that returns primitives at most 6 times in 10,000 runs", () => {
    let calls = 0;
    const squares = die("d6").map((f) => {
      calls++;
      return f * f;
    });
    const f = simulate(squares, { runs, seed: 1 });
    expect(calls).toBeLessThanOrEqual(6);
    expect(f.outcomes.map((o) => o.value)).toEqual([1, 4, 9, 16, 25, 36]);
    expect(f.count(() => true)).toBe(runs);
  });

  it("should call a map returning a frozen object at most once per face, and one returning a fresh object every run", () => {
    let frozenCalls = 0;
    const frozen = die("d6").map((f) => {
      frozenCalls++;
      return Object.freeze({ f });
    });
    expect(simulate(frozen, { runs, seed: 2 }).outcomes).toHaveLength(6);
    expect(frozenCalls).toBeLessThanOrEqual(6);

    let freshCalls = 0;
    const fresh = die("d6").map((f) => {
      freshCalls++;
      return { f };
    });
    expect(simulate(fresh, { runs, seed: 2 }).outcomes).toHaveLength(6);
    expect(freshCalls).toBe(runs);

    let arrayCalls = 0;
    const arrays = die("d6").map((f) => {
      arrayCalls++;
      return [f];
    });
    simulate(arrays, { runs, seed: 2 });
    expect(arrayCalls).toBe(runs);
  });

  it("should keep a result per face only when that result can be shared", () => {
    let calls = 0;
    const mixed = die("d6").map((f) => {
      calls++;
      return f <= 3 ? Object.freeze({ f }) : { f };
    });
    const seen = simulate(mixed, { runs, seed: 3 });
    // faces 1 to 3 (frozen): once each; faces 4 to 6 (not frozen): every time they come up
    expect(calls).toBe(3 + seen.count((v) => v.f > 3));
  });

  it("should table maps over pools, small sums, traces and maps of them", () => {
    const cases: [string, (fn: (v: number) => number) => Chance<number>, number][] = [
      ["count(3, d6)", (fn) => count(3, "d6", (f) => f >= 5).map(fn), 4],
      ["sum(2, d6)", (fn) => sum(2, "d6").map(fn), 11],
      ["sum(2, dF)", (fn) => sum(2, "dF").map(fn), 5],
      [
        "traced d6",
        (fn) =>
          die("d6")
            .traced(deepFreeze([{ type: "note" as const, text: "note" }]))
            .map(fn),
        6,
      ],
      [
        "map of a map",
        (fn) =>
          die("d10")
            .map((f) => f % 4)
            .map(fn),
        10,
      ],
    ];
    for (const [name, build, size] of cases) {
      let calls = 0;
      simulate(
        build((v) => {
          calls++;
          return v + 1;
        }),
        { runs, seed: 4 },
      );
      expect(calls, name).toBeLessThanOrEqual(size);
    }
  });

  it("should call a chain's fn from count(3, d6) at most 4 times, once per number per compiled node", () => {
    const damage = deepFreeze([constant(0), die("d6"), sum(2, "d6"), sum(3, "d6")]);
    let calls = 0;
    const pick = (h: number): Chance<number> => {
      calls++;
      return damage[h]!;
    };
    const hits = count(3, "d6", (f) => f >= 5);
    const plain = hits.chain(pick);
    simulate(plain, { runs, seed: 5 });
    expect(calls).toBeLessThanOrEqual(4);
    simulate(plain, { runs, seed: 6 });
    expect(calls).toBeLessThanOrEqual(4); // the same node again: nothing new to compute

    calls = 0;
    const combined = hits.chain(pick, (h, d) => ({ h, d }));
    const f = simulate(combined, { runs, seed: 5 });
    expect(calls).toBeGreaterThan(0); // a new node computes its own table
    expect(calls).toBeLessThanOrEqual(4);
    expect(f.count((v) => v.h === 0 && v.d !== 0)).toBe(0);
  });

  it("should call a chain's fn once per number over dice, small sums and maps or traces of them", () => {
    const next = die("d4");
    const cases: [string, (fn: (v: number) => Chance<number>) => Chance<unknown>, number][] = [
      ["die d20", (fn) => die("d20").chain(fn), 20],
      ["sum(3, d6) with combine", (fn) => sum(3, "d6").chain(fn, (v, w) => v * 10 + w), 16],
      [
        "mapped d6",
        (fn) =>
          die("d6")
            .map((f) => f % 3)
            .chain(fn),
        6,
      ],
      [
        "frozen objects of a d6",
        (fn) =>
          die("d6")
            .map((f) => Object.freeze({ f }))
            .chain(
              (o) => fn(o.f),
              (o, w) => o.f + w,
            ),
        6,
      ],
      [
        "fresh objects of a d6",
        (fn) =>
          die("d6")
            .map((f) => ({ f }))
            .chain(
              (o) => fn(o.f),
              (o, w) => o.f + w,
            ),
        6,
      ],
      [
        "traced d8",
        (fn) =>
          die("d8")
            .traced([], () => [])
            .chain(fn),
        8,
      ],
    ];
    for (const [name, build, size] of cases) {
      let calls = 0;
      simulate(
        build(() => {
          calls++;
          return next;
        }),
        { runs, seed: 7 },
      );
      expect(calls, name).toBeLessThanOrEqual(size);
    }
  });

  it("should table a pool of 4,095 dice and a sum of 4,096 totals, but not a pool of 4,096 or a sum of 4,097 totals", () => {
    const small = 300;
    const cases: [string, Chance<number>, boolean][] = [
      ["count(4095, d2)", count(4095, "d2", (f) => f === 1), true],
      ["count(4096, d2)", count(4096, "d2", (f) => f === 1), false],
      ["sum(4095, d2): 4,096 totals", sum(4095, "d2"), true],
      ["sum(4096, d2): 4,097 totals", sum(4096, "d2"), false],
    ];
    for (const [name, from, tabled] of cases) {
      let calls = 0;
      const echo = from.chain((v) => {
        calls++;
        return constant(v);
      });
      const distinct = simulate(echo, { runs: small, seed: 8 }).outcomes.length;
      expect(distinct, name).toBeLessThan(small); // some totals repeat, so a table shows
      expect(calls, name).toBe(tabled ? distinct : small);
    }
  });
});

describe("simulate equals resolving again and again with seededDice(seed)", () => {
  it("should hold off the table path: sum(1000, d10) and count(5000, d10) mapped, chained and chainAll'd", () => {
    const big = sum(1000, "d10");
    const pool = count(5000, "d10", (f) => f <= 3);
    const d6 = die("d6");
    const lists = deepFreeze([[], [d6], [d6, d6]]);
    expectSimulateEqualsResolve(big, 200, 11);
    expectSimulateEqualsResolve(
      big.map((t) => t % 7),
      200,
      12,
    );
    expectSimulateEqualsResolve(
      pool.map((h) => ({ band: Math.floor(h / 25) })),
      100,
      13,
    );
    expectSimulateEqualsResolve(
      big.chain(
        (t) => (t % 2 === 0 ? d6 : constant(0)),
        (t, w) => `${String(t)}+${String(w)}`,
      ),
      200,
      14,
    );
    expectSimulateEqualsResolve(
      pool.chainAll((h) => lists[h % 3]!),
      100,
      15,
    );
    expectSimulateEqualsResolve(
      pool.chainAll(
        (h) => lists[h % 3]!,
        (h, ws) => h + ws.reduce((a, b) => a + b, 0),
      ),
      100,
      16,
    );
  });

  it("should hold on the table path: chains and chainAlls over dice, pools and sums", () => {
    const d6 = die("d6");
    const table = deepFreeze([constant(0), d6, sum(2, "d6"), count(3, "d10", (f) => f <= 6)]);
    const lists = deepFreeze([[d6], [], [d6, sum(2, "dF")], [count(2, "d6", (f) => f === 6)]]);
    const sources: Chance<number>[] = [die("d20"), count(3, "d6", (f) => f >= 5), sum(3, "dF"), die("d10").map((f) => f * 3)];
    for (const from of sources) {
      expectSimulateEqualsResolve(
        from.chain((v) => table[mod(v, 4)]!),
        200,
        21,
      );
      expectSimulateEqualsResolve(
        from.chain(
          (v) => table[mod(v, 4)]!,
          (v, w) => ({ v, w }),
        ),
        200,
        22,
      );
      expectSimulateEqualsResolve(
        from.chainAll((v) => lists[mod(v, 4)]!),
        200,
        23,
      );
      expectSimulateEqualsResolve(
        from.chainAll(
          (v) => lists[mod(v, 4)]!,
          (v, ws) => Object.freeze([v, ws.length]),
        ),
        200,
        24,
      );
    }
  });
});

describe("chain and chainAll properties", () => {
  it("should make a chain with a combiner equal to its map form: values, traces and dice state, for any seed", () => {
    fc.assert(
      fc.property(chainCase, fc.integer(), (c, seed) => {
        const { combined, reference } = chainForms(deepFreeze(c));
        expect(playMany(combined, seed, 4)).toEqual(playMany(reference, seed, 4));
      }),
      { numRuns: 150 },
    );
  });

  it("should make a chainAll equal to its all form: values, traces and dice state, for any seed", () => {
    fc.assert(
      fc.property(chainAllCase, fc.integer(), (c, seed) => {
        const { combined, reference } = chainAllForms(deepFreeze(c));
        expect(playMany(combined, seed, 4)).toEqual(playMany(reference, seed, 4));
      }),
      { numRuns: 150 },
    );
  });

  it("should give exact odds that sum to exactly 1 and equal the reference form's", () => {
    fc.assert(
      fc.property(fc.oneof(chainCase.map(chainForms), chainAllCase.map(chainAllForms)), ({ combined, reference }) => {
        expect(odds(combined).total().equals(1)).toBe(true);
        expect(oddsRows(combined)).toEqual(oddsRows(reference));
      }),
      { numRuns: 150 },
    );
  });

  it("should simulate the reference form's frequencies, which are the values of resolving with seededDice(seed)", () => {
    fc.assert(
      fc.property(fc.oneof(chainCase.map(chainForms), chainAllCase.map(chainAllForms)), fc.integer(), ({ combined, reference }, seed) => {
        expect(simulatedRows(combined, 60, seed)).toEqual(simulatedRows(reference, 60, seed));
        expectSimulateEqualsResolve(combined, 60, seed);
      }),
      { numRuns: 80 },
    );
  });

  it("should leave deep-frozen tables of chances, lists and specs untouched through resolve, odds and simulate", () => {
    fc.assert(
      fc.property(chainCase, chainAllCase, fc.integer(), (c, ca, seed) => {
        const frozen = deepFreeze({ c, ca });
        const snapshot = JSON.stringify(frozen);
        for (const { combined } of [chainForms(frozen.c), chainAllForms(frozen.ca)]) {
          resolve(combined, seededDice(seed));
          odds(combined);
          simulate(combined, { runs: 20, seed });
        }
        expect(JSON.stringify(frozen)).toBe(snapshot);
      }),
      { numRuns: 60 },
    );
  });
});
