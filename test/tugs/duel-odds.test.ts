// duelOdds (issue 15): the exact odds of a tugsGame duel under attackEngaged by the duel's own solver, fraction for
// fraction the same as battleOdds wherever battleOdds finishes; to the end for Jan against Travis.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BattleOdds, battleOdds, RulesError, simulateBattle } from "../../src/index.js";
import { stateKey } from "../../src/core/game/key.js";
import { attackEngaged, type DuelOdds, type DuelOddsInputValue, duelOdds as solve, type TugsOutcome, tugsGame } from "../../src/tugs/index.js";
import { deepFreeze } from "../helpers.js";
import { JAN_TRAVIS_TWO_ROUNDS } from "./duel-odds-pinned.js";
import { duelScenario } from "./game-battle.js";
import { fighter, knife, knifePair } from "./knife-fighters.js";

/** duelOdds with a scenario of the tests' plain data (checked by its schema, as an app's JSON would be). */
const duelOdds = (input: { scenario: unknown; maxStates?: number; minMass?: number }): DuelOdds => solve(input as DuelOddsInputValue);

const listed = (r: BattleOdds<TugsOutcome> | DuelOdds) => r.outcomes.map((o) => `${stateKey(o.value)} ${o.probability.toString()}`);
/** The masses of every outcome and of the fight that never ends. */
const total = (r: DuelOdds) => r.outcomes.reduce((acc, o) => acc.plus(o.probability), r.unfinished);

describe("duelOdds against battleOdds (issue 15), fraction for fraction", () => {
  it("TUGS-LIB-1 TUGS-INJ-2 TUGS-HTH-2: knife fighters of 1 hit point, Ann always first: 50/71 by hand, battleOdds' fractions", { timeout: 120_000 }, () => {
    // by hand (1 hit point: any injury takes one out): Ann injures Bob with p = 2/5, Bob injures Ann with q = 7/25,
    // a round decides with 1 - (1 - p)(1 - q) = 71/125: Ann wins (2/5) / (71/125) = 50/71
    const scenario = knifePair(1, false, { outcome: "fight" });
    const mine = duelOdds({ scenario });
    expect(listed(mine)).toEqual(listed(battleOdds(tugsGame, scenario, attackEngaged)));
    expect(mine.probability((o) => o.winner === "a").toString()).toBe("50/71");
    expect(mine.cyclic).toBe(true);
    expect(total(mine).toString()).toBe("1");
  });

  it("TUGS-LIB-1 TUGS-AMB-26 TUGS-INIT-1: knife fighters of equal initiative (simultaneous ties): 251/426, 161/426, 7/213", { timeout: 120_000 }, () => {
    const scenario = knifePair(1, true, { outcome: "fight" });
    const mine = duelOdds({ scenario });
    expect(listed(mine)).toEqual(listed(battleOdds(tugsGame, scenario, attackEngaged)));
    expect(mine.probability((o) => o.winner === "a").toString()).toBe("251/426");
    expect(mine.probability((o) => o.winner === "b").toString()).toBe("161/426");
    expect(mine.probability((o) => o.winner === null).toString()).toBe("7/213");
    expect(total(mine).toString()).toBe("1");
  });

  it("TUGS-LIB-1 TUGS-IMP-1 TUGS-AMB-9: knife fighters of 2 hit points (injuries add up), outcome by outcome", { timeout: 120_000 }, () => {
    const scenario = knifePair(2, false, { outcome: "fight" });
    const mine = duelOdds({ scenario });
    expect(listed(mine)).toEqual(listed(battleOdds(tugsGame, scenario, attackEngaged, { maxStates: 200_000 })));
    expect(total(mine).toString()).toBe("1");
  });

  it("TUGS-LIB-1 TUGS-IMP-1: knife fighters of 3 hit points, Ann always first: battleOdds' fractions", { timeout: 600_000 }, () => {
    const scenario = knifePair(3, false, { outcome: "winner" });
    const mine = duelOdds({ scenario });
    expect(listed(mine)).toEqual(listed(battleOdds(tugsGame, scenario, attackEngaged, { maxStates: 500_000 })));
    expect(total(mine).toString()).toBe("1");
  });

  it("TUGS-LIB-1: the outcome 'winner' is the winners' sums of 'fight'; the default 'end' ends at once under attackEngaged", { timeout: 120_000 }, () => {
    const fight = duelOdds({ scenario: knifePair(2, true, { outcome: "fight" }) });
    const winner = duelOdds({ scenario: knifePair(2, true, { outcome: "winner" }) });
    expect(winner.outcomes.every((o) => o.value.fates.length === 0)).toBe(true);
    for (const side of ["a", "b", null])
      expect(winner.probability((o) => o.winner === side).toString()).toBe(fight.probability((o) => o.winner === side).toString());
    expect(listed(duelOdds({ scenario: knifePair(1) }))).toEqual(listed(battleOdds(tugsGame, knifePair(1), attackEngaged)));
  });

  it("TUGS-GM-8 TUGS-LIB-1: a round limit: (54/125)^3 still fighting after 3 rounds, by hand, and battleOdds' fractions", { timeout: 120_000 }, () => {
    const scenario = knifePair(1, false, { outcome: "fight", roundLimit: 3 });
    const mine = duelOdds({ scenario });
    expect(listed(mine)).toEqual(listed(battleOdds(tugsGame, scenario, attackEngaged)));
    expect(mine.probability((o) => o.winner === null).toString()).toBe("157464/1953125");
    // Ann within 3 rounds: p (1 + s + s^2) = (2/5)(25291/15625)
    expect(mine.probability((o) => o.winner === "a").toString()).toBe("50582/78125");
  });

  it("TUGS-LIB-1 TUGS-GM-8 TUGS-HTH-1: Jan against Travis within one round: battleOdds' fractions (its 70 states), 181582299377/207360000000 still fighting", {
    timeout: 300_000,
  }, () => {
    const scenario = { ...duelScenario, outcome: "fight", roundLimit: 1 };
    const mine = duelOdds({ scenario });
    expect(listed(mine)).toEqual(listed(battleOdds(tugsGame, scenario, attackEngaged)));
    expect(mine.probability((o) => o.fates.every((f) => f.fate === "standing")).toString()).toBe("181582299377/207360000000");
    expect(total(mine).toString()).toBe("1");
  });

  it("TUGS-LIB-1 TUGS-GM-8 TUGS-EFF-1: Jan against Travis within two rounds: the fractions battleOdds gave (11,242 states, two minutes: pinned from its run)", {
    timeout: 300_000,
  }, () => {
    const mine = duelOdds({ scenario: { ...duelScenario, outcome: "fight", roundLimit: 2 } });
    expect(listed(mine)).toEqual(JAN_TRAVIS_TWO_ROUNDS.map(([value, p]: readonly [string, string]) => `${value} ${p}`));
    expect(total(mine).toString()).toBe("1");
  });
});

const club = { name: "club", skill: "Clubs", type: "contending" as const, initiative: 1, parry: -5 };
/**
 * A small random fighter: 2 hit points, a knife or a club (blunt blows, combination injuries), maybe a rigid helmet
 * (falls, dropped weapons: the short cycles of getting up and picking up). battleOdds, the reference, takes seconds
 * to minutes of CPU on such a pair under load: fighters of 3 hit points are the fixed example below.
 */
const smallFighter = (id: string) =>
  fc
    .record({
      id: fc.constant(id),
      name: fc.constant(id.toUpperCase()),
      attributes: fc.record({ sta: fc.integer({ min: 8, max: 12 }), str: fc.integer({ min: 8, max: 12 }), dex: fc.integer({ min: 8, max: 12 }) }),
      initiative: fc.integer({ min: 6, max: 12 }),
      skills: fc.record({ Blades: fc.integer({ min: 8, max: 14 }), Clubs: fc.integer({ min: 8, max: 14 }) }),
      gear: fc.constantFrom({ maxHp: 2, weapons: [knife] }, { maxHp: 2, weapons: [club] }),
      armour: fc.constantFrom({}, { head: { value: 2, kind: "rigid" as const } }),
    })
    .map(({ gear, ...rest }) => ({ ...rest, ...gear }));

describe("duelOdds properties (issue 15)", () => {
  it("TUGS-LIB-1 TUGS-INIT-1 TUGS-HTH-1 TUGS-BLUNT-2: random fighters of 2 hit points: battleOdds' fractions, the masses sum to 1, the input untouched (fast-check)", {
    timeout: 600_000,
  }, () => {
    fc.assert(
      fc.property(smallFighter("x"), smallFighter("y"), fc.constantFrom("fight", "winner"), (x, y, outcome) => {
        const scenario = deepFreeze({
          combatants: [
            { character: x, side: "one" },
            { character: y, side: "two" },
          ],
          outcome,
        });
        const mine = duelOdds({ scenario });
        expect(listed(mine)).toEqual(listed(battleOdds(tugsGame, scenario, attackEngaged, { maxStates: 500_000 })));
        expect(total(mine).toString()).toBe("1");
        // the same input, the same result
        expect(listed(duelOdds({ scenario }))).toEqual(listed(mine));
      }),
      { seed: 20261202, numRuns: 3 },
    );
  });

  it("TUGS-LIB-1 TUGS-GM-8: Jan against Travis to the end, certified bounds (minMass): the masses and the unresolved sum to exactly 1, and simulated duels fall inside", {
    timeout: 600_000,
  }, () => {
    const scenario = { ...duelScenario, outcome: "winner" };
    const r = duelOdds({ scenario, minMass: 0.02 });
    expect(total(r).plus(r.unresolved).toString()).toBe("1");
    expect(r.unresolved.toNumber()).toBeGreaterThan(0);
    const watch = r.probability((o) => o.winner === "watch");
    const runs = 2_000;
    const sim = simulateBattle(tugsGame, scenario, attackEngaged, { runs, seed: 15, chunkSize: 500 });
    const share = sim.outcomes.filter((o) => o.value.winner === "watch").reduce((acc, o) => acc + o.count, 0) / runs;
    // inside the certified interval, give or take four standard errors of the sample
    const se = Math.sqrt((share * (1 - share)) / runs);
    expect(share).toBeGreaterThan(watch.toNumber() - 4 * se);
    expect(share).toBeLessThan(watch.plus(r.unresolved).toNumber() + 4 * se);
    // a lower minMass follows more states: the bounds tighten
    const finer = duelOdds({ scenario, minMass: 0.01 });
    expect(finer.unresolved.toNumber()).toBeLessThan(r.unresolved.toNumber());
    expect(finer.probability((o) => o.winner === "watch").toNumber()).toBeGreaterThanOrEqual(watch.toNumber());
  });
});

describe("duelOdds refuses (issue 15)", () => {
  it("TUGS-LIB-1: past maxStates, TOO_COMPLEX with the count reached", { timeout: 120_000 }, () => {
    let error: unknown;
    try {
      duelOdds({ scenario: { ...duelScenario, outcome: "fight" }, maxStates: 5 });
    } catch (e) {
      error = e;
    }
    expect(RulesError.is(error)).toBe(true);
    const e = error as RulesError;
    expect(e.code).toBe("TOO_COMPLEX");
    expect(e.fn).toBe("tugs.duelOdds");
    expect(e.path).toBe("input.maxStates");
    expect(e.value).toBe(5);
  });

  it("TUGS-GM-8: not a duel (three combatants, one side, one id twice) or junk: a RulesError naming the path", () => {
    const three = { combatants: [...duelScenario.combatants, { character: { ...duelScenario.combatants[0]?.character, id: "x" }, side: "z" }] };
    const oneSide = { combatants: duelScenario.combatants.map((c) => ({ ...c, side: "s" })) };
    const twice = { combatants: duelScenario.combatants.map((c) => ({ ...c, character: { ...c.character, id: "same" } })) };
    const cases: [unknown, string][] = [
      [{ scenario: three }, "input.scenario.combatants"],
      [{ scenario: oneSide }, "input.scenario.combatants[1].side"],
      [{ scenario: twice }, "input.scenario.combatants[1].character.id"],
      [{ scenario: duelScenario, maxStates: 0 }, "input.maxStates"],
      [{ scenario: { combatants: "two" } }, "input.scenario.combatants"],
    ];
    for (const [input, path] of cases) {
      let error: unknown;
      try {
        solve(input as never);
      } catch (e) {
        error = e;
      }
      expect(RulesError.is(error), path).toBe(true);
      expect((error as RulesError).fn).toBe("tugs.duelOdds");
      expect((error as RulesError).path).toBe(path);
    }
  });

  it("TUGS-INJ-2: a fighter out of action at the start: the fight is over before a die is rolled", () => {
    const down = { ...fighter("bob", "Bob", 7, 8, 1), hpLost: 1 };
    const r = duelOdds({
      scenario: {
        combatants: [
          { character: fighter("ann", "Ann", 20, 10, 1), side: "a" },
          { character: down, side: "b" },
        ],
        outcome: "fight",
      },
    });
    expect(r.outcomes.map((o) => [o.value.winner, o.probability.toString()])).toEqual([["a", "1"]]);
    expect(r.work.attacks).toBe(0);
  });
});
