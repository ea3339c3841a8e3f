// duelOdds' lumping and bounds (issue 15): the states merged by what the rest of the duel reads (duel-odds-round.ts
// lumpedKey) give the unlumped solver's fractions, fraction for fraction; the injuries enumerated on the scripted
// roller (duel-odds-dice.ts) give `odds` of the injury's chance; the certified bounds (minMass) contain the exact
// value wherever it is computable, and every result's masses sum to exactly 1.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stateKey } from "../../src/core/game/key.js";
import { odds } from "../../src/core/odds.js";
import { Fraction } from "../../src/index.js";
import { duelOddsWith } from "../../src/tugs/duel-odds.js";
import { enumerated } from "../../src/tugs/duel-odds-dice.js";
import { fightKey } from "../../src/tugs/duel-odds-round.js";
import { applyParsed, type Blow, injuryWith } from "../../src/tugs/injury.js";
import { type DuelOdds, type DuelOddsInputValue, parseCharacter } from "../../src/tugs/index.js";
import { optionsOf } from "../../src/tugs/options.js";
import { deepFreeze } from "../helpers.js";
import { jan, travis } from "./fixtures.js";
import { fighter, knife, knifePair } from "./knife-fighters.js";

const solve = (scenario: unknown, lumped: boolean, extra: { minMass?: number } = {}, options: unknown = null): DuelOdds =>
  duelOddsWith({ scenario, ...extra } as DuelOddsInputValue, options as never, lumped);
const listed = (r: DuelOdds) => r.outcomes.map((o) => `${stateKey(o.value)} ${o.probability.toString()}`);
/** The masses of every outcome, of the fight that never ends and of the states left unfollowed. */
const total = (r: DuelOdds) => r.outcomes.reduce((acc, o) => acc.plus(o.probability), r.unfinished).plus(r.unresolved);
const janTravis = {
  combatants: [
    { character: jan, side: "thief" },
    { character: travis, side: "watch" },
  ],
  outcome: "fight",
};

const club = { name: "club", skill: "Clubs", type: "contending" as const, initiative: 1, parry: -5 };
/** A small random fighter: 2 or 3 hit points, a knife or a club (blunt blows: falls, dropped weapons), maybe a rigid helmet. */
const smallFighter = (id: string) =>
  fc
    .record({
      id: fc.constant(id),
      name: fc.constant(id.toUpperCase()),
      attributes: fc.record({ sta: fc.integer({ min: 7, max: 12 }), str: fc.integer({ min: 7, max: 12 }), dex: fc.integer({ min: 7, max: 12 }) }),
      initiative: fc.integer({ min: 6, max: 12 }),
      skills: fc.record({ Blades: fc.integer({ min: 8, max: 14 }), Clubs: fc.integer({ min: 8, max: 14 }) }),
      maxHp: fc.integer({ min: 2, max: 3 }),
      weapons: fc.constantFrom([knife], [club]),
      armour: fc.constantFrom({}, { head: { value: 2, kind: "rigid" as const } }),
    })
    .map((f) => f);

describe("duelOdds lumped against unlumped (issue 15), fraction for fraction", () => {
  it("TUGS-LIB-1 TUGS-INJ-2 TUGS-IMP-1 TUGS-AMB-26: knife fighters of 3 hit points (one first, or ties simultaneous): the same fractions from far fewer states", {
    timeout: 300_000,
  }, () => {
    for (const scenario of [knifePair(3, false, { outcome: "fight" }), knifePair(3, true, { outcome: "winner" })]) {
      const lumped = solve(scenario, true);
      const plain = solve(scenario, false);
      expect(listed(lumped)).toEqual(listed(plain));
      expect(total(lumped).toString()).toBe("1");
      // the parts no injury he can stay in the fight after can worsen merge: 84 states instead of 693, 144 instead of 1,089
      expect(lumped.states).toBeLessThan(plain.states / 5);
    }
  });

  it("TUGS-LIB-1 TUGS-GM-8 TUGS-EFF-1: Jan against Travis within two rounds: the same fractions, fewer states", { timeout: 300_000 }, () => {
    const scenario = { ...janTravis, roundLimit: 2 };
    const lumped = solve(scenario, true);
    const plain = solve(scenario, false);
    expect(listed(lumped)).toEqual(listed(plain));
    expect(lumped.states).toBeLessThan(plain.states);
    expect(total(lumped).toString()).toBe("1");
  });

  it("TUGS-AMB-9 TUGS-AMB-10 TUGS-AMB-31: under the options that read a part's level (worstPerLocation, effectRollUsesNewImpairment, effectsOnly): the same fractions", {
    timeout: 300_000,
  }, () => {
    for (const options of [{ hpPerInjury: "worstPerLocation" }, { effectRollUsesNewImpairment: true }, { limbToBody: "effectsOnly" }]) {
      const scenario = knifePair(3, true, { outcome: "fight" });
      expect(listed(solve(scenario, true, {}, options)), JSON.stringify(options)).toEqual(listed(solve(scenario, false, {}, options)));
    }
  });

  it("TUGS-LIB-1 TUGS-INIT-1 TUGS-HTH-1 TUGS-BLUNT-2 TUGS-EFF-1: random fighters of 2 or 3 hit points, knives or clubs, helmets: the same fractions, the masses sum to 1 (fast-check)", {
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
        const lumped = solve(scenario, true);
        expect(listed(lumped)).toEqual(listed(solve(scenario, false)));
        expect(total(lumped).toString()).toBe("1");
      }),
      { seed: 20261215, numRuns: 4 },
    );
  });
});

describe("duelOdds' injuries on the scripted roller (issue 15)", () => {
  it("TUGS-EFF-1 TUGS-INJ-2 TUGS-AMB-18 TUGS-BLUNT-2: every fall of the dice, by the rule's own lines: odds of the injury's chance, value for value", () => {
    const options = optionsOf({}, "test");
    const hurt = parseCharacter({
      ...travis,
      hpLost: 6,
      injuries: [{ part: "body", level: "major", lethal: true }],
      status: { fallsOnInjuryUnlessStamina: true },
    });
    const defenders = [parseCharacter(jan), parseCharacter(travis), hurt, parseCharacter({ ...jan, status: { prone: true, disarmed: true } })];
    const locations = ["head", "body", "weaponArm", "otherArm", "leftLeg", "rightLeg"] as const;
    const levels = [null, "superficial", "minor", "major", "critical", "fatal"] as const;
    let compared = 0;
    for (const defender of defenders)
      for (const location of locations)
        for (const level of levels)
          for (const blunt of ["none", "initiative", "falls", "fallsDrops"] as const) {
            if (blunt !== "none" && level !== null) continue;
            for (const alreadyAttacked of [false, true]) {
              const blow: Blow = { location, level, lethal: true, blunt };
              const mine = enumerated(
                (m) => injuryWith(m, defender, blow, options, { alreadyAttacked }).character,
                (c) => fightKey(c),
              );
              const expected = odds(applyParsed(defender, blow, options, { alreadyAttacked }).map((r) => fightKey(r.character)));
              const got = mine.items.map((x) => `${fightKey(x.v)} ${Fraction.of(x.n, mine.d).toString()}`).sort();
              expect(got).toEqual(expected.outcomes.map((o) => `${o.value} ${o.probability.toString()}`).sort());
              compared++;
            }
          }
    expect(compared).toBe(4 * 6 * 6 * 2 + 4 * 6 * 3 * 2);
  });
});

describe("duelOdds' certified bounds (issue 15)", () => {
  it("TUGS-LIB-1 TUGS-GM-8: the bounds contain the exact value (knife fighters of 3 and 4 hit points, random fighters), every mass sums to exactly 1", {
    timeout: 600_000,
  }, () => {
    const cases: unknown[] = [knifePair(3, false, { outcome: "fight" }), knifePair(4, true, { outcome: "winner" })];
    fc.sample(
      fc.tuple(smallFighter("x"), smallFighter("y")).map(([x, y]) => ({
        combatants: [
          { character: x, side: "one" },
          { character: y, side: "two" },
        ],
        outcome: "fight",
      })),
      { seed: 15, numRuns: 3 },
    ).forEach((s) => cases.push(s));
    for (const scenario of cases) {
      const exact = solve(scenario, true);
      expect(exact.unresolved.toString()).toBe("0");
      expect(total(exact).toString()).toBe("1");
      let last = Fraction.of(2);
      for (const minMass of [0.05, 0.01, 0.001, 0.0001]) {
        const bounds = solve(scenario, true, { minMass });
        expect(total(bounds).toString()).toBe("1");
        for (const o of exact.outcomes) {
          const low = bounds.probability(o.value);
          expect(low.compare(o.probability), `${stateKey(o.value)} at ${String(minMass)}`).toBeLessThanOrEqual(0);
          expect(low.plus(bounds.unresolved).compare(o.probability)).toBeGreaterThanOrEqual(0);
        }
        // a lower minMass follows more states: the gap does not widen
        expect(bounds.unresolved.compare(last)).toBeLessThanOrEqual(0);
        last = bounds.unresolved;
      }
    }
  });

  it("TUGS-LIB-1 TUGS-HTH-2: two fighters without weapons never end the fight: unfinished 1, exactly, in the bounds too", () => {
    const unarmed = (id: string) => ({ ...fighter(id, id, 10, 10, 2), weapons: [] });
    const scenario = {
      combatants: [
        { character: unarmed("p"), side: "a" },
        { character: unarmed("q"), side: "b" },
      ],
      outcome: "fight",
    };
    for (const extra of [{}, { minMass: 0.01 }]) {
      const r = solve(scenario, true, extra);
      expect(r.unfinished.toString()).toBe("1");
      expect(r.outcomes).toEqual([]);
      expect(r.unresolved.toString()).toBe("0");
    }
  });

  it("TUGS-LIB-1: Jan against Travis to the end, minMass 0.001: each side's upper bound is above his exact odds of winning within two rounds, the masses sum to 1", {
    timeout: 300_000,
  }, () => {
    const bounds = solve({ ...janTravis, outcome: "winner" }, true, { minMass: 0.001 });
    const two = solve({ ...janTravis, outcome: "winner", roundLimit: 2 }, true);
    expect(total(bounds).toString()).toBe("1");
    for (const side of ["thief", "watch"]) {
      // taken out within two rounds is taken out: a lower bound of the fight to the end, so below its upper bound
      const within = two.probability((o) => o.winner === side);
      expect(
        bounds
          .probability((o) => o.winner === side)
          .plus(bounds.unresolved)
          .compare(within),
      ).toBeGreaterThan(0);
    }
  });
});
