import { describe, expect, it } from "vitest";
import { all, constant, count, die, explain, RulesError, repeat, resolve, scriptedDice, seededDice, simulate, sum } from "../../src/index.js";

describe("resolve", () => {
  it("should play a chance with scripted dice and trace every die, modifier and note in order", () => {
    const shot = die("d10", { purpose: "to hit", rule: "RUG-SHOOT-4" })
      .map((face) => face <= 5)
      .traced([{ type: "modifier", rule: "RUG-SHOOT-5", label: "soft cover", value: -1 }], (hit) => [{ type: "note", text: hit ? "hit" : "miss" }]);
    const { value, trace } = resolve(shot, scriptedDice(["d10:7"]));
    expect(value).toBe(false);
    expect(trace).toEqual([
      { type: "modifier", rule: "RUG-SHOOT-5", label: "soft cover", value: -1 },
      { type: "die", kind: "d10", face: 7, purpose: "to hit", rule: "RUG-SHOOT-4" },
      { type: "note", text: "miss" },
    ]);
    expect(explain(trace)).toEqual(["soft cover -1 [RUG-SHOOT-5]", "d10 to hit: 7 [RUG-SHOOT-4]", "miss"]);
    expect(Object.isFrozen(trace)).toBe(true);
  });

  it("should label each die of a pool with its result", () => {
    const volley = count(3, "d10", (f) => f <= 6, { purpose: "to hit", labels: ["miss", "hit"] });
    const { value, trace } = resolve(volley, scriptedDice(["d10:2", "d10:9", "d10:6"]));
    expect(value).toBe(2);
    expect(explain(trace)).toEqual(["d10 to hit: 2: hit", "d10 to hit: 9: miss", "d10 to hit: 6: hit"]);
    expect(
      resolve(
        count(2, "d6", (f) => f === 6),
        scriptedDice(["d6:6", "d6:1"]),
      ).trace.map((e) => (e.type === "die" ? e.result : "?")),
    ).toEqual([undefined, undefined]);
  });

  it("should roll the next step of a chain only when the first step asks for it", () => {
    const attack = die("d20", { purpose: "attack" })
      .map((f) => f <= 12)
      .chain((hit) => (hit ? sum(2, "d6", { purpose: "damage" }) : constant(0)));
    expect(resolve(attack, scriptedDice(["d20:15"])).value).toBe(0);
    const hit = resolve(attack, scriptedDice(["d20:3", "d6:4", "d6:5"]));
    expect(hit.value).toBe(9);
    expect(explain(hit.trace)).toEqual(["d20 attack: 3", "d6 damage: 4", "d6 damage: 5"]);
  });

  it("should show dF faces with their sign", () => {
    expect(explain(resolve(sum(4, "dF", { purpose: "action" }), scriptedDice(["dF:+", "dF:0", "dF:-", "dF:+"])).trace)).toEqual([
      "dF action: +1",
      "dF action: 0",
      "dF action: -1",
      "dF action: +1",
    ]);
  });

  it("should resolve tuples and folds in order", () => {
    expect(resolve(all([die("d6"), die("d20")]), scriptedDice(["d6:2", "d20:17"])).value).toEqual([2, 17]);
    expect(
      resolve(
        repeat(3, die("d6"), 7, (acc, f) => Math.min(acc, f)),
        scriptedDice(["d6:4", "d6:2", "d6:5"]),
      ).value,
    ).toBe(2);
  });

  it("should refuse a face its die cannot show from a custom dice source, with FACE_OUT_OF_RANGE", () => {
    const liar = { roll: () => 11 };
    for (const chance of [die("d10"), count(2, "d10", (f) => f <= 6), sum(2, "d10")]) {
      expect(() => resolve(chance, liar)).toThrow(RulesError);
      expect(() => resolve(chance, liar)).toThrow(/the dice source returned a face a d10 cannot show, got 11 \[FACE_OUT_OF_RANGE\]/);
    }
    expect(() => resolve(die("d6"), { roll: () => 2.5 })).toThrow(/FACE_OUT_OF_RANGE/);
  });

  it("should reject what is not a chance or not a dice source", () => {
    expect(() => resolve({} as never, seededDice(1))).toThrow(/resolve: chance: expected a chance/);
    expect(() => resolve(die("d6"), {} as never)).toThrow(/resolve: dice: expected a dice source/);
    expect(() =>
      resolve(
        die("d6").chain(() => null as never),
        seededDice(1),
      ),
    ).toThrow(RulesError);
  });
});

describe("simulate", () => {
  const volley = count(10, "d10", (f) => f <= 6);

  it("should give the same frequencies for the same seed (pinned transcript)", () => {
    const f = simulate(volley, { runs: 1000, seed: 7 });
    expect(f.outcomes.map((o) => [o.value, o.count])).toEqual([
      [1, 1],
      [2, 12],
      [3, 62],
      [4, 95],
      [5, 203],
      [6, 228],
      [7, 228],
      [8, 117],
      [9, 43],
      [10, 11],
    ]);
    expect(simulate(volley, { runs: 1000, seed: 7 })).toEqual(f);
  });

  it("should produce exactly the values of resolving again and again with seededDice(seed)", () => {
    const chain = die("d20")
      .map((f) => (f <= 2 ? "crit" : f <= 12 ? "hit" : "miss"))
      .chain((r) => (r === "miss" ? constant(0) : sum(r === "crit" ? 3 : 2, "d6")));
    const dice = seededDice(31);
    const counts = new Map<number, number>();
    for (let i = 0; i < 500; i++) {
      const v = resolve(chain, dice).value;
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const f = simulate(chain, { runs: 500, seed: 31 });
    expect(new Map(f.outcomes.map((o) => [o.value, o.count]))).toEqual(counts);
  });

  it("should answer count, frequency and mean", () => {
    const f = simulate(sum(2, "d6"), { runs: 20_000, seed: 3 });
    expect(f.runs).toBe(20_000);
    expect(f.count(() => true)).toBe(20_000);
    expect(f.frequency(7)).toBeCloseTo(1 / 6, 1);
    expect(f.frequency((t) => t >= 10)).toBeCloseTo(1 / 6, 1);
    expect(f.mean()).toBeCloseTo(7, 1);
    expect(f.mean((t) => (t === 12 ? 36 : 0))).toBeCloseTo(1, 0);
    const words = simulate(
      die("d6").map((x) => (x > 3 ? "high" : "low")),
      { runs: 10, seed: 1 },
    );
    expect(() => words.mean()).toThrow(/NOT_NUMERIC/);
    expect(words.count("high") + words.count("low")).toBe(10);
  });

  it("should reject bad options with INVALID_ARGUMENT", () => {
    expect(() => simulate(volley, { runs: 0, seed: 1 })).toThrow(/simulate: options.runs/);
    expect(() => simulate(volley, { runs: 1.5, seed: 1 })).toThrow(RulesError);
    expect(() => simulate(volley, { runs: 10, seed: 0.5 })).toThrow(/seed/);
    expect(() => simulate(volley, null as never)).toThrow(/simulate: options/);
    expect(() => simulate(null as never, { runs: 1, seed: 1 })).toThrow(/simulate: chance/);
    expect(() =>
      simulate(
        die("d6").chain(() => 1 as never),
        { runs: 1, seed: 1 },
      ),
    ).toThrow(/return a chance/);
  });
});

describe("chance builders", () => {
  it("should validate their arguments with RulesError naming function and path", () => {
    const cases: [() => unknown, string][] = [
      [() => count(-1, "d10", () => true), "count: n: expected a whole number from 0 to 10000, got -1 [INVALID_ARGUMENT]"],
      [() => count(10_001, "d10", () => true), "count: n"],
      [() => count(2, "d7" as never, () => true), "count: kind"],
      [() => count(2, "d6", "x" as never), "count: test: expected a function"],
      [() => sum(1.5, "d6"), "sum: n"],
      [() => die("d6", 3 as never), "die: label"],
      [() => die("x" as never), "die: kind"],
      [() => repeat(2, 3 as never, 0, (a) => a), "repeat: item: expected a chance"],
      [() => repeat(2, die("d6"), 0, null as never), "repeat: step"],
      [() => all(3 as never), "all: parts"],
      [() => all([die("d6"), 2 as never]), "all: parts[1]: expected a chance"],
      [() => die("d6").map(3 as never), "Chance.map: fn"],
      [() => die("d6").chain(3 as never), "Chance.chain: fn"],
      [() => die("d6").traced(3 as never), "Chance.traced: before"],
      [() => die("d6").traced([], 3 as never), "Chance.traced: after"],
    ];
    for (const [fn, message] of cases) {
      expect(fn).toThrow(RulesError);
      expect(fn).toThrow(message);
    }
  });

  it("should make immutable chances", () => {
    const c = die("d6");
    expect(Object.isFrozen(c)).toBe(true);
  });

  it("constant copies only the parts of its value not yet frozen all the way down, and freezes the copy", () => {
    const shared = Object.freeze({ name: "Ann", weapons: Object.freeze([Object.freeze({ id: "rifle" })]) });
    const loose = { hp: 2, tags: ["a"] };
    const half = Object.freeze({ inner: { n: 1 } }); // frozen, but not all the way down
    const value = { shared, loose, half };
    const played = resolve(constant(value), scriptedDice([])).value;
    expect(played).toEqual(value);
    expect(played).not.toBe(value);
    expect(played.shared).toBe(shared);
    expect(played.loose).not.toBe(loose);
    expect(played.half).not.toBe(half);
    expect(Object.isFrozen(played) && Object.isFrozen(played.loose.tags) && Object.isFrozen(played.half.inner)).toBe(true);
    loose.tags.push("b");
    expect(resolve(constant(played), scriptedDice([])).value).toBe(played);
    expect(played.loose.tags).toEqual(["a"]);
    // the copy's own mark is invisible to JSON, keys and equality
    expect(Object.keys(played)).toEqual(["shared", "loose", "half"]);
    expect(JSON.parse(JSON.stringify(played))).toEqual({ shared, loose: { hp: 2, tags: ["a"] }, half: { inner: { n: 1 } } });
    const next = resolve(constant({ played, more: [1] }), scriptedDice([])).value;
    expect(next.played).toBe(played);
    expect(Object.isFrozen(next.more)).toBe(true);
    // untrusted keys stay ordinary keys of the copy
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1}') as Record<string, unknown>;
    const safe = resolve(constant(hostile), scriptedDice([])).value;
    expect(Object.getPrototypeOf(safe)).toBe(Object.prototype);
    expect(Object.keys(safe)).toEqual(["__proto__", "constructor"]);
    expect((safe as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.isFrozen(Object.getOwnPropertyDescriptor(safe, "__proto__")?.value)).toBe(true);
  });
});
