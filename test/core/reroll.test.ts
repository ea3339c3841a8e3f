// reroll(chance, accept, { again?, note? }): roll a chance, and roll again (the `again` chance, else the chance
// itself) for as long as `accept` refuses the value. Pins the exact odds (the first roll's accepted values plus its
// refused share times `again`'s distribution given acceptance; an error when nothing can be accepted but a re-roll
// can happen), the trace (the first die's label, then note(refused) before each re-roll's dice), the MAX_REROLLS
// guard in resolve and simulate (exactly 10,000 rolls, then RulesError INVALID_ARGUMENT at reroll/accept, never a
// hang), reroll over composite chances and inside chain, chainAll and repeat, simulate == resolving again and again
// with seededDice(seed) on first (interpreted) and later (compiled) runs, and the builder's argument errors.
// Properties run with fixed fast-check seeds (in each fc.assert's options) so a failure replays as printed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  all,
  type Chance,
  constant,
  count,
  type DiceSource,
  type DieKind,
  die,
  explain,
  Fraction,
  MAX_REROLLS,
  odds,
  type RerollOptions,
  repeat,
  reroll,
  resolve,
  scriptedDice,
  seededDice,
  simulate,
  sum,
  type TraceEntry,
} from "../../src/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";
import { rulesErrorOf } from "../throws.js";
import { buildLeaf, type Leaf, leaves } from "./leaf-specs.js";
import { expectSimulateEqualsResolve, oddsRows, playFresh, playMany, resolvedTally, simulatedTally } from "./chance-helpers.js";

// ---------------------------------------------------------------------------------------------------------------
// helpers

/** The error every refusal to accept anything gives: INVALID_ARGUMENT at reroll's accept. */
const NEVER = { code: "INVALID_ARGUMENT", fn: "reroll", path: "accept" };

/** A dice source showing `face(kind, n)` on its n-th roll (from 1), counting its rolls. */
function countingDice(face: (kind: DieKind, n: number) => number): DiceSource & { rolls: () => number } {
  let n = 0;
  return {
    roll: (kind: DieKind) => face(kind, ++n),
    rolls: () => n,
  };
}

const note = (text: string): TraceEntry => ({ type: "note", text });

// ---------------------------------------------------------------------------------------------------------------

describe("reroll: a D8 re-rolled above 7", () => {
  const first = die("d8", { purpose: "which figure", rule: "RUG-SHOOT-6" });
  const again = die("d8", { purpose: "which figure (re-roll above 7)", rule: "RUG-SHOOT-6" });
  const plain = reroll(first, (f) => f <= 7);
  const labelled = reroll(first, (f) => f <= 7, { again, note: (f) => [{ type: "note", rule: "RUG-SHOOT-6", text: `${String(f)}: no such figure, re-roll` }] });

  it("should give exactly 1/7 to each of the faces 1 to 7, and nothing to 8", () => {
    for (const chance of [plain, labelled]) {
      expect(oddsRows(chance)).toEqual([1, 2, 3, 4, 5, 6, 7].map((f) => [f, "1/7"]));
      expect(odds(chance).probability(8).toString()).toBe("0");
      expect(odds(chance).total().equals(1)).toBe(true);
      expect(odds(chance).mean().toString()).toBe("4");
    }
  });

  it("should keep an accepted first face without a re-roll", () => {
    const dice = scriptedDice(["d8:5", "d8:1"]);
    const played = resolve(labelled, dice);
    expect(played.value).toBe(5);
    expect(explain(played.trace)).toEqual(["d8 which figure: 5 [RUG-SHOOT-6]"]);
    expect(dice.remaining()).toBe(1);
  });

  it("should trace the first die's label, then the note and the re-roll's label before each re-roll", () => {
    const dice = scriptedDice(["d8:8", "d8:8", "d8:3", "d8:8"]);
    const played = resolve(labelled, dice);
    expect(played.value).toBe(3);
    expect(explain(played.trace)).toEqual([
      "d8 which figure: 8 [RUG-SHOOT-6]",
      "8: no such figure, re-roll [RUG-SHOOT-6]",
      "d8 which figure (re-roll above 7): 8 [RUG-SHOOT-6]",
      "8: no such figure, re-roll [RUG-SHOOT-6]",
      "d8 which figure (re-roll above 7): 3 [RUG-SHOOT-6]",
    ]);
    expect(dice.remaining()).toBe(1);
    expect(Object.isFrozen(played.trace)).toBe(true);
    // a second resolution (the compiled form) tells the same story
    expect(resolve(labelled, scriptedDice(["d8:8", "d8:8", "d8:3"]))).toEqual(played);
    expect(resolve(labelled, scriptedDice(["d8:8", "d8:8", "d8:3"]))).toEqual(played);
  });

  it("should re-roll the chance itself, with no note, when no options are given", () => {
    const played = resolve(plain, scriptedDice(["d8:8", "d8:8", "d8:7"]));
    expect(played.value).toBe(7);
    expect(explain(played.trace)).toEqual(["d8 which figure: 8 [RUG-SHOOT-6]", "d8 which figure: 8 [RUG-SHOOT-6]", "d8 which figure: 7 [RUG-SHOOT-6]"]);
    // an empty options object is the same as none
    const empty = reroll(first, (f) => f <= 7, {});
    expect(resolve(empty, scriptedDice(["d8:8", "d8:7"])).value).toBe(7);
    expect(oddsRows(empty)).toEqual(oddsRows(plain));
  });

  it("should ask the dice source for the again chance's die, with its label", () => {
    const requests: unknown[] = [];
    const faces = [8, 2];
    const dice: DiceSource = {
      roll: (kind, request) => {
        requests.push([kind, request?.purpose]);
        return faces[requests.length - 1] ?? 1;
      },
    };
    expect(resolve(labelled, dice).value).toBe(2);
    expect(requests).toEqual([
      ["d8", "which figure"],
      ["d8", "which figure (re-roll above 7)"],
    ]);
  });

  it("should hand the note the refused value, and leave notes out of odds and simulate", () => {
    let calls = 0;
    const seen: unknown[] = [];
    const counted = reroll(die("d8"), (f) => f <= 7, {
      note: (f) => {
        calls++;
        seen.push(f);
        return [note("again")];
      },
    });
    odds(counted);
    simulate(counted, { runs: 2000, seed: 1 });
    expect(calls).toBe(0);
    resolve(counted, scriptedDice(["d8:8", "d8:8", "d8:4"]));
    expect(seen).toEqual([8, 8]);
  });
});

describe("reroll: exact odds with a different again chance", () => {
  it("should give a D6 re-rolled as a D4 until 3 or less exactly 1/3 each (1/6 + 1/2 * 1/3)", () => {
    const chance = reroll(die("d6"), (f) => f <= 3, { again: die("d4") });
    // first roll accepted: 1, 2, 3 at 1/6 each; refused 1/2 of the time, then a D4 given 3 or less: 1/3 each
    expect(oddsRows(chance)).toEqual([
      [1, "1/3"],
      [2, "1/3"],
      [3, "1/3"],
    ]);
    expect(resolve(chance, scriptedDice(["d6:5", "d4:4", "d4:2"])).value).toBe(2);
  });

  it("should weigh the first roll and the re-roll differently when their accepted values differ (D6 then D4, at least 3)", () => {
    const chance = reroll(die("d6"), (f) => f >= 3, { again: die("d4") });
    // first: 3..6 at 1/6 each, refused 1/3; a D4 given at least 3: 3 or 4 at 1/2 each
    // P(3) = P(4) = 1/6 + 1/3 * 1/2 = 1/3; P(5) = P(6) = 1/6
    expect(oddsRows(chance)).toEqual([
      [3, "1/3"],
      [4, "1/3"],
      [5, "1/6"],
      [6, "1/6"],
    ]);
  });

  it("should weigh a 2D6 of at least 7 re-rolled as a D12", () => {
    const chance = reroll(sum(2, "d6"), (t) => t >= 7, { again: die("d12") });
    // first: P(t) for t >= 7 (21/36 in all), refused 15/36; a D12 given at least 7: 1/6 each of 7..12
    // P(7) = 6/36 + 15/36 * 1/6 = 17/72; P(12) = 1/36 + 15/216 = 7/72
    const exact = odds(chance);
    expect(exact.total().equals(1)).toBe(true);
    expect(oddsRows(chance)).toEqual([
      [7, "17/72"],
      [8, "5/24"],
      [9, "13/72"],
      [10, "11/72"],
      [11, "1/8"],
      [12, "7/72"],
    ]);
    expect(exact.mean().toString()).toBe(Fraction.of(17 * 7 + 15 * 8 + 13 * 9 + 11 * 10 + 9 * 11 + 7 * 12, 72).toString());
  });

  it("should condition a chance re-rolled as itself: 2D6 of at least 10 is 1/2, 1/3, 1/6", () => {
    expect(oddsRows(reroll(sum(2, "d6"), (t) => t >= 10))).toEqual([
      [10, "1/2"],
      [11, "1/3"],
      [12, "1/6"],
    ]);
  });

  it("should take only re-rolled values when the first roll can never be accepted", () => {
    const chance = reroll(constant(0), (v) => v > 0, { again: die("d4") });
    expect(oddsRows(chance)).toEqual([1, 2, 3, 4].map((f) => [f, "1/4"]));
    const played = resolve(chance, scriptedDice(["d4:3"]));
    expect(played.value).toBe(3);
    expect(explain(played.trace)).toEqual(["d4 roll: 3"]);
  });
});

describe("reroll: a first roll that is always accepted", () => {
  // again can accept nothing: it must never be rolled
  const never = die("d20", { purpose: "never" }).map((f) => f + 100);
  const chance = reroll(die("d6", { purpose: "first" }), (f) => f <= 6, { again: never, note: () => [note("re-roll")] });

  it("should give the first chance's odds", () => {
    expect(oddsRows(chance)).toEqual(oddsRows(die("d6")));
  });

  it("should roll one die only, as a plain resolve of the first chance does", () => {
    const dice = scriptedDice(["d6:4", "d20:1"]);
    const played = resolve(chance, dice);
    expect(played.value).toBe(4);
    expect(explain(played.trace)).toEqual(["d6 first: 4"]);
    expect(dice.remaining()).toBe(1);
    for (const seed of [1, 2, 3]) {
      const a = seededDice(seed);
      const b = seededDice(seed);
      for (let i = 0; i < 5; i++) expect(resolve(chance, a)).toEqual(resolve(die("d6", { purpose: "first" }), b));
      expect(a.save()).toEqual(b.save());
    }
  });

  it("should simulate the first chance's frequencies", () => {
    expect(simulatedTally(chance, 1000, 5)).toEqual(simulatedTally(die("d6"), 1000, 5));
  });
});

describe("reroll: nothing accepted", () => {
  const refuseAll = (): Chance<number> => reroll(die("d6"), () => false);

  it("should make odds throw INVALID_ARGUMENT at reroll/accept", () => {
    expect(rulesErrorOf(() => odds(refuseAll()))).toMatchObject(NEVER);
    expect(rulesErrorOf(() => odds(reroll(all([die("d4"), die("d4")]), ([a, b]) => a + b > 8)))).toMatchObject(NEVER);
  });

  it("should make odds throw when the first roll can be refused and the again chance can accept nothing", () => {
    const chance = reroll(die("d6"), (f) => f <= 3, { again: die("d4").map((f) => f + 10) });
    expect(rulesErrorOf(() => odds(chance))).toMatchObject(NEVER);
    // in play it only fails when a re-roll happens
    expect(resolve(chance, scriptedDice(["d6:2"])).value).toBe(2);
    const dice = countingDice((kind) => (kind === "d6" ? 5 : 1));
    expect(rulesErrorOf(() => resolve(chance, dice))).toMatchObject(NEVER);
    expect(dice.rolls()).toBe(MAX_REROLLS);
  });

  it("should make resolve with seeded dice throw after exactly MAX_REROLLS rolls, on the first and later runs", () => {
    expect(MAX_REROLLS).toBe(10_000);
    const chance = refuseAll();
    for (let run = 0; run < 3; run++) {
      const seeded = seededDice(7);
      let rolls = 0;
      const dice: DiceSource = {
        roll: (kind, request) => {
          rolls++;
          return seeded.roll(kind, request);
        },
      };
      expect(rulesErrorOf(() => resolve(chance, dice))).toMatchObject(NEVER);
      expect(rolls).toBe(MAX_REROLLS);
      // the seeded stream moved on by exactly that many d6
      const reference = seededDice(7);
      for (let i = 0; i < MAX_REROLLS; i++) reference.roll("d6");
      expect(seeded.save()).toEqual(reference.save());
    }
  });

  it("should make simulate throw", () => {
    // a fresh chance, and one simulated again (its sampler kept from the first time)
    expect(rulesErrorOf(() => simulate(refuseAll(), { runs: 10, seed: 1 }))).toMatchObject(NEVER);
    const chance = refuseAll();
    for (let run = 0; run < 2; run++) expect(rulesErrorOf(() => simulate(chance, { runs: 3, seed: run }))).toMatchObject(NEVER);
    // a reroll built inside a chain from a pair is first run by the sampler's interpreter
    const inside = all([die("d4"), die("d4")]).chain(() => reroll(die("d6"), () => false));
    expect(rulesErrorOf(() => simulate(inside, { runs: 3, seed: 1 }))).toMatchObject(NEVER);
  });

  it("should make a dice source that never shows an accepted face throw, not hang", () => {
    const chance = reroll(die("d6"), (f) => f < 6);
    expect(odds(chance).total().equals(1)).toBe(true);
    for (let run = 0; run < 3; run++) {
      const dice = countingDice(() => 6);
      const error = rulesErrorOf(() => resolve(chance, dice));
      expect(error).toEqual({ ...NEVER, value: 6 });
      expect(dice.rolls()).toBe(MAX_REROLLS);
    }
  });

  it("should accept a value on the MAX_REROLLS-th roll, and fail only when that one is refused too", () => {
    const chance = reroll(die("d6"), (f) => f < 6, { note: () => [note("again")] });
    for (let run = 0; run < 2; run++) {
      const last = scriptedDice([...Array.from({ length: MAX_REROLLS - 1 }, () => "d6:6"), "d6:2"]);
      const played = resolve(chance, last);
      expect(played.value).toBe(2);
      expect(last.remaining()).toBe(0);
      // each roll's die, and a note before each of the MAX_REROLLS - 1 re-rolls
      expect(played.trace).toHaveLength(2 * MAX_REROLLS - 1);
      const tooMany = scriptedDice(Array.from({ length: MAX_REROLLS + 1 }, () => "d6:6"));
      expect(rulesErrorOf(() => resolve(chance, tooMany))).toMatchObject(NEVER);
      expect(tooMany.remaining()).toBe(1);
    }
  });
});

describe("reroll of composite chances, and inside chain, chainAll and repeat", () => {
  it("should re-roll a pair of D6 until they differ: a > b is exactly 1/2, each ordered pair 1/30", () => {
    const pair = reroll(all([die("d6"), die("d6")]), ([a, b]) => a !== b);
    const exact = odds(pair);
    expect(exact.size).toBe(30);
    expect(exact.total().equals(1)).toBe(true);
    expect(exact.probability(([a, b]) => a > b).toString()).toBe("1/2");
    for (const o of exact.outcomes) {
      expect(o.value[0]).not.toBe(o.value[1]);
      expect(o.probability.toString()).toBe("1/30");
    }
    expect(exact.probability([3, 3]).toString()).toBe("0");
    const dice = scriptedDice(["d6:4", "d6:4", "d6:2", "d6:2", "d6:5", "d6:1"]);
    const seen: unknown[] = [];
    const noted = reroll(all([die("d6"), die("d6")]), ([a, b]) => a !== b, {
      note: (v) => {
        seen.push(v);
        return [note(`tie ${v.join("-")}`)];
      },
    });
    const played = resolve(noted, dice);
    expect(played.value).toEqual([5, 1]);
    expect(seen).toEqual([
      [4, 4],
      [2, 2],
    ]);
    expect(explain(played.trace)).toEqual(["d6 roll: 4", "d6 roll: 4", "tie 4-4", "d6 roll: 2", "d6 roll: 2", "tie 2-2", "d6 roll: 5", "d6 roll: 1"]);
  });

  it("should re-roll a chain: a D6 exploding once, re-rolled above 10", () => {
    const explode = die("d6").chain((f) => (f === 6 ? die("d6").map((g) => 6 + g) : constant(f)));
    const chance = reroll(explode, (v) => v <= 10);
    // accepted: 1..5 at 1/6 and 7..10 at 1/36, 34/36 in all
    const exact = odds(chance);
    expect(exact.total().equals(1)).toBe(true);
    expect(exact.probability(1).toString()).toBe("3/17");
    expect(exact.probability(7).toString()).toBe("1/34");
    expect(exact.probability(11).toString()).toBe("0");
    expect(resolve(chance, scriptedDice(["d6:6", "d6:6", "d6:6", "d6:3"])).value).toBe(9);
  });

  it("should re-roll inside a chain, only on the branch that asks for it", () => {
    const chance = die("d2", { purpose: "branch" }).chain((n) => (n === 1 ? constant(0) : reroll(die("d6"), (f) => f >= 5)));
    expect(oddsRows(chance)).toEqual([
      [0, "1/2"],
      [5, "1/4"],
      [6, "1/4"],
    ]);
    const dice = scriptedDice(["d2:2", "d6:3", "d6:1", "d6:6", "d2:1"]);
    const played = resolve(chance, dice);
    expect(played.value).toBe(6);
    expect(explain(played.trace)).toEqual(["d2 branch: 2", "d6 roll: 3", "d6 roll: 1", "d6 roll: 6"]);
    expect(dice.remaining()).toBe(1);
  });

  it("should re-roll inside chainAll, each chance of the list on its own", () => {
    const figure = reroll(die("d8", { purpose: "figure" }), (f) => f <= 7, { note: () => [note("re-roll")] });
    const lists = deepFreeze([[], [figure], [figure, figure]]);
    const chance = die("d3", { purpose: "hits" }).chainAll((h) => lists[h - 1] ?? []);
    const exact = odds(chance);
    expect(exact.total().equals(1)).toBe(true);
    expect(exact.probability([]).toString()).toBe("1/3");
    expect(exact.probability([4]).toString()).toBe("1/21");
    expect(exact.probability([3, 5]).toString()).toBe("1/147");
    expect(exact.probability((v) => v.includes(8)).toString()).toBe("0");
    const played = resolve(chance, scriptedDice(["d3:3", "d8:8", "d8:3", "d8:8", "d8:8", "d8:5"]));
    expect(played.value).toEqual([3, 5]);
    expect(explain(played.trace)).toEqual([
      "d3 hits: 3",
      "d8 figure: 8",
      "re-roll",
      "d8 figure: 3",
      "d8 figure: 8",
      "re-roll",
      "d8 figure: 8",
      "re-roll",
      "d8 figure: 5",
    ]);
  });

  it("should re-roll inside repeat, each repetition on its own", () => {
    const chance = repeat(
      2,
      reroll(die("d4"), (f) => f !== 4),
      0,
      (acc, v) => acc + v,
    );
    // two uniform draws from 1..3
    expect(oddsRows(chance)).toEqual([
      [2, "1/9"],
      [3, "2/9"],
      [4, "1/3"],
      [5, "2/9"],
      [6, "1/9"],
    ]);
    const dice = scriptedDice(["d4:4", "d4:1", "d4:4", "d4:4", "d4:3"]);
    expect(resolve(chance, dice).value).toBe(4);
    expect(dice.remaining()).toBe(0);
  });

  it("should re-roll a reroll, and map and trace a reroll", () => {
    const inner = reroll(die("d6"), (f) => f <= 4);
    const outer = reroll(inner, (f) => f % 2 === 0);
    expect(oddsRows(outer)).toEqual([
      [2, "1/2"],
      [4, "1/2"],
    ]);
    const mapped = inner.map((f) => f * 10).traced([note("before")], (v) => [note(`got ${String(v)}`)]);
    const played = resolve(mapped, scriptedDice(["d6:6", "d6:2"]));
    expect(played.value).toBe(20);
    expect(explain(played.trace)).toEqual(["before", "d6 roll: 6", "d6 roll: 2", "got 20"]);
    expect(oddsRows(mapped)).toEqual([10, 20, 30, 40].map((v) => [v, "1/4"]));
  });

  it("should agree with simulated frequencies for these composite cases", () => {
    const figure = reroll(die("d8"), (f) => f <= 7);
    const lists = deepFreeze([[], [figure], [figure, figure]]);
    expectFrequenciesMatchOdds(
      reroll(all([die("d6"), die("d6")]), ([a, b]) => a !== b).map(([a, b]) => a > b),
      { runs: 20_000, seed: 31 },
    );
    expectFrequenciesMatchOdds(
      reroll(sum(2, "d6"), (t) => t >= 7, { again: die("d12") }),
      { runs: 20_000, seed: 32 },
    );
    expectFrequenciesMatchOdds(
      die("d3").chainAll(
        (h) => lists[h - 1] ?? [],
        (h, fs) => h * 100 + fs.reduce((a, b) => a + b, 0),
      ),
      { runs: 20_000, seed: 33 },
    );
  });
});

describe("reroll: simulate equals resolving again and again with seededDice(seed)", () => {
  const build = (): Chance<unknown> =>
    reroll(die("d8", { purpose: "figure" }), (f) => f <= 5, { again: die("d8", { purpose: "again" }), note: () => [note("x")] });

  it("should hold for one chance resolved 300 times (the first run interpreted, the later ones compiled)", () => {
    expectSimulateEqualsResolve(build(), 300, 41);
    expectSimulateEqualsResolve(
      reroll(all([die("d6"), die("d6")]), ([a, b]) => a !== b),
      300,
      42,
    );
    expectSimulateEqualsResolve(
      reroll(sum(2, "d6"), (t) => t >= 9, { again: die("d12") }),
      300,
      43,
    );
    expectSimulateEqualsResolve(
      reroll(
        count(3, "d6", (f) => f >= 5),
        (h) => h > 0,
      ),
      300,
      44,
    );
    expectSimulateEqualsResolve(
      repeat(
        2,
        reroll(die("d4"), (f) => f !== 4),
        0,
        (acc, v) => acc + v,
      ),
      300,
      45,
    );
  });

  it("should hold for a fresh chance per resolution (every resolution a first run)", () => {
    expect(simulatedTally(build(), 300, 46)).toEqual(resolvedTally(build, 300, 46));
    // and the fresh chances give the same values, traces and dice state as one chance resolved again and again
    expect(playFresh(build, 47, 50)).toEqual(playMany(build(), 47, 50));
  });

  it("should hold for rerolls built inside a chain from a pair (the sampler's first runs of fresh nodes)", () => {
    const chance = all([die("d4"), die("d4")]).chain(([a, b]) => reroll(die("d6"), (f) => f >= Math.max(a, b), { again: die("d6", { purpose: "again" }) }));
    expectSimulateEqualsResolve(chance, 300, 48);
    const fromDie = die("d6").chain((n) => reroll(die("d10"), (f) => f > n));
    expectSimulateEqualsResolve(fromDie, 300, 49);
    expect(odds(fromDie).total().equals(1)).toBe(true);
  });
});

describe("reroll builder errors", () => {
  const d6 = die("d6");
  const accept = (f: number): boolean => f < 6;

  it("should reject a non-chance, a non-function accept and non-object options, naming reroll and the argument", () => {
    const fakeChance = { node: d6.node };
    const cases: [() => unknown, string, unknown][] = [
      [() => reroll(3 as never, accept), "chance", 3],
      [() => reroll("d6" as never, accept), "chance", "d6"],
      [() => reroll(null as never, accept), "chance", null],
      [() => reroll(fakeChance as never, accept), "chance", fakeChance],
      [() => reroll(d6, undefined as never), "accept", undefined],
      [() => reroll(d6, "f <= 5" as never), "accept", "f <= 5"],
      [() => reroll(d6, true as never), "accept", true],
      [() => reroll(d6, accept, 5 as never), "options", 5],
      [() => reroll(d6, accept, "again" as never), "options", "again"],
      [() => reroll(d6, accept, accept as never), "options", accept],
    ];
    for (const [build, path, value] of cases) expect(rulesErrorOf(build)).toEqual({ code: "INVALID_ARGUMENT", fn: "reroll", path, value });
  });

  it("should reject a non-chance again and a non-function note", () => {
    const cases: [RerollOptions<number>, string, unknown][] = [
      [{ again: "d6" as never }, "options.again", "d6"],
      [{ again: 3 as never }, "options.again", 3],
      [{ again: {} as never }, "options.again", {}],
      [{ again: d6, note: "re-roll" as never }, "options.note", "re-roll"],
      [{ note: 3 as never }, "options.note", 3],
      [{ note: null as never }, "options.note", null],
      [{ note: [note("x")] as never }, "options.note", [note("x")]],
    ];
    for (const [options, path, value] of cases) {
      expect(rulesErrorOf(() => reroll(d6, accept, options))).toEqual({ code: "INVALID_ARGUMENT", fn: "reroll", path, value });
    }
    // the first argument is checked first, then accept, then the options
    expect(rulesErrorOf(() => reroll(3 as never, 4 as never, 5 as never)).path).toBe("chance");
    expect(rulesErrorOf(() => reroll(d6, 4 as never, 5 as never)).path).toBe("accept");
    expect(rulesErrorOf(() => reroll(d6, accept, { again: 1 as never, note: 2 as never })).path).toBe("options.again");
  });

  // an explicit null is not "absent" (as note: null, a null combine in chain and a null label in die are not)
  it("should reject again: null as a non-chance, as note: null is", () => {
    expect(rulesErrorOf(() => reroll(d6, accept, { again: null as never }))).toEqual({
      code: "INVALID_ARGUMENT",
      fn: "reroll",
      path: "options.again",
      value: null,
    });
  });

  it("should not enumerate the re-roll's chance when the first roll is always accepted", () => {
    const never = reroll(die("d6"), () => true, { again: sum(3000, "d100") });
    expect(odds(never, { maxStates: 1000 }).outcomes).toHaveLength(6);
  });

  it("should accept undefined options and undefined again and note as absent", () => {
    const chance = reroll(d6, accept, { again: undefined, note: undefined });
    expect(oddsRows(chance)).toEqual([1, 2, 3, 4, 5].map((f) => [f, "1/5"]));
    expect(oddsRows(reroll(d6, accept, undefined))).toEqual(oddsRows(chance));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// properties over random small chances: plain specs, so fast-check can shrink and print them

type Spec = { t: "leaf"; of: Leaf } | { t: "mod"; of: Leaf; m: number } | { t: "pair"; a: Leaf; b: Leaf } | { t: "chain"; of: Leaf; next: Leaf };

/** Which values a reroll keeps: at least or at most the `at`-th possible value of the first chance (so one at least). */
interface Test {
  readonly dir: "atLeast" | "atMost";
  readonly at: number;
}

interface Case {
  readonly first: Spec;
  /** the again chance (absent: the first chance itself) */
  readonly again: Spec | undefined;
  readonly test: Test;
  readonly noted: boolean;
}

const leaf = leaves("d4", "d6", "d8", "d10", "dF");
const spec: fc.Arbitrary<Spec> = fc.oneof(
  fc.record({ t: fc.constant("leaf" as const), of: leaf }),
  fc.record({ t: fc.constant("mod" as const), of: leaf, m: fc.integer({ min: 2, max: 4 }) }),
  fc.record({ t: fc.constant("pair" as const), a: leaf, b: leaf }),
  fc.record({ t: fc.constant("chain" as const), of: leaf, next: leaf }),
);
const test: fc.Arbitrary<Test> = fc.record({ dir: fc.constantFrom<Test["dir"]>("atLeast", "atMost"), at: fc.nat({ max: 40 }) });
const sameCase: fc.Arbitrary<Case> = fc.record({ first: spec, again: fc.constant(undefined), test, noted: fc.boolean() });
const anyCase: fc.Arbitrary<Case> = fc.record({ first: spec, again: fc.option(spec, { nil: undefined }), test, noted: fc.boolean() });

function buildSpec(s: Spec): Chance<number> {
  switch (s.t) {
    case "leaf":
      return buildLeaf(s.of);
    case "mod":
      return buildLeaf(s.of).map((v) => ((v % s.m) + s.m) % s.m);
    case "pair":
      return all([buildLeaf(s.a), buildLeaf(s.b)]).map(([x, y]) => x - y);
    case "chain": {
      const next = buildLeaf(s.next);
      return buildLeaf(s.of).chain((v) => (v % 2 === 0 ? constant(v) : next.map((x) => x + v)));
    }
  }
}

/** The accept function of a case: at least / at most one of the first chance's possible values. */
function acceptOf(first: Chance<number>, t: Test): (v: number) => boolean {
  const values = odds(first).outcomes.map((o) => o.value);
  const threshold = values[t.at % values.length]!;
  return t.dir === "atLeast" ? (v) => v >= threshold : (v) => v <= threshold;
}

/** The notes a noted case records: frozen entries from a frozen table, so a mutation throws. */
const NOTES = deepFreeze(Array.from({ length: 81 }, (_, i) => [note(`refused ${String(i - 40)}`)]));

function build(c: Case): { chance: Chance<number>; first: Chance<number>; again: Chance<number>; accept: (v: number) => boolean } {
  const first = buildSpec(c.first);
  const again = c.again === undefined ? first : buildSpec(c.again);
  const accept = acceptOf(first, c.test);
  const options: RerollOptions<number> = {
    ...(c.again === undefined ? {} : { again }),
    ...(c.noted ? { note: (v: number) => NOTES[v + 40] ?? [] } : {}),
  };
  return { chance: reroll(first, accept, options), first, again, accept };
}

/** Whether a case can be played and enumerated: the again chance can accept something, or no re-roll ever happens. */
function playable(c: Case): boolean {
  const { first, again, accept } = build(c);
  return (
    odds(again).probability(accept).toNumber() > 0 ||
    odds(first)
      .probability((v) => !accept(v))
      .toNumber() === 0
  );
}

describe("reroll properties", () => {
  it("should give exact odds that total exactly 1, each accepted value at P(v) / P(accepted) when again is the chance itself", () => {
    fc.assert(
      fc.property(sameCase, (c) => {
        const { chance, first, accept } = build(deepFreeze(c));
        const exact = odds(chance);
        const source = odds(first);
        const accepted = source.probability(accept);
        expect(exact.total().equals(1)).toBe(true);
        expect(exact.outcomes.map((o) => o.value)).toEqual(source.outcomes.map((o) => o.value).filter(accept));
        for (const o of exact.outcomes) expect(o.probability.times(accepted).equals(source.probability(o.value))).toBe(true);
      }),
      { numRuns: 150, seed: 2026 },
    );
  });

  it("should give the first roll's accepted values plus its refused share times again's distribution given acceptance", () => {
    fc.assert(
      fc.property(anyCase, (c) => {
        const { chance, first, again, accept } = build(deepFreeze(c));
        const f = odds(first);
        const a = odds(again);
        const refused = f.probability((v) => !accept(v));
        const acceptedAgain = a.probability(accept);
        if (acceptedAgain.equals(0) && !refused.equals(0)) {
          expect(rulesErrorOf(() => odds(chance))).toMatchObject(NEVER);
          return;
        }
        const exact = odds(chance);
        expect(exact.total().equals(1)).toBe(true);
        if (acceptedAgain.equals(0)) {
          // never re-rolled (every first value accepted): the first chance's odds
          expect(oddsRows(chance)).toEqual(oddsRows(first));
          return;
        }
        // P(v) * PA(accepted) = pF(v) * PA(accepted) + refused * pA(v), for every accepted v
        const values = [...f.outcomes, ...a.outcomes].map((o) => o.value).filter(accept);
        for (const v of values) {
          const expected = f
            .probability(v)
            .times(acceptedAgain)
            .plus(refused.times(a.probability(v)));
          expect(exact.probability(v).times(acceptedAgain).equals(expected), JSON.stringify({ v })).toBe(true);
        }
        for (const o of exact.outcomes) expect(accept(o.value)).toBe(true);
      }),
      { numRuns: 150, seed: 2027 },
    );
  });

  it("should sample frequencies that agree with the exact odds (chi-square, fixed seeds)", () => {
    fc.assert(
      fc.property(anyCase.filter(playable), (c) => {
        expectFrequenciesMatchOdds(build(c).chance, { runs: 2000, seed: 20261201 });
      }),
      { numRuns: 30, seed: 2028 },
    );
  });

  it("should resolve only to accepted values, the same for the same seed, and as simulate counts them", () => {
    fc.assert(
      fc.property(anyCase.filter(playable), fc.integer(), (c, seed) => {
        const { chance, accept } = build(c);
        const exact = odds(chance);
        const once = playMany(chance, seed, 4);
        expect(playMany(chance, seed, 4)).toEqual(once);
        expect(playFresh(() => build(c).chance, seed, 4)).toEqual(once);
        for (const play of once.plays as { value: number }[]) {
          expect(accept(play.value)).toBe(true);
          expect(exact.probability(play.value).toNumber()).toBeGreaterThan(0);
        }
        expect(simulatedTally(chance, 40, seed)).toEqual(simulatedTally(chance, 40, seed));
        expectSimulateEqualsResolve(chance, 40, seed);
      }),
      { numRuns: 100, seed: 2029 },
    );
  });

  it("should leave deep-frozen specs and note tables untouched through resolve, odds and simulate", () => {
    fc.assert(
      fc.property(anyCase.filter(playable), fc.integer(), (c, seed) => {
        const frozen = deepFreeze(c);
        const snapshot = JSON.stringify({ frozen, NOTES });
        const { chance } = build(frozen);
        resolve(chance, seededDice(seed));
        odds(chance);
        simulate(chance, { runs: 20, seed });
        expect(JSON.stringify({ frozen, NOTES })).toBe(snapshot);
      }),
      { numRuns: 60, seed: 2030 },
    );
  });
});
