// The exact odds of a whole round (issue 13): combatRound's odds are enumerated over compact codes (round-exact.ts)
// and must be the played round's distribution exactly: the same values, probabilities and order, checked against the
// full enumeration of the played round where it is small enough, and seeded play is untouched.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Odds, odds, resolve, seededDice } from "../../src/index.js";
import { keyOf } from "../../src/core/value-key.js";
import { parseOrThrow } from "../../src/core/validate.js";
import { type CharacterInput, combatRound, parseCharacter, type RoundContextInput, type RoundResult, tugsOptions } from "../../src/tugs/index.js";
import { playedRound, RoundContextSchema } from "../../src/tugs/round.js";
import { jan, travis } from "./fixtures.js";

/** The full enumeration of the played round (no codes), with room to finish. */
function fullOdds(a: CharacterInput, b: CharacterInput, ctx: RoundContextInput, options = {}): Odds<RoundResult> {
  const context = parseOrThrow("test", RoundContextSchema, ctx, "ctx");
  return odds(playedRound(parseCharacter(a), parseCharacter(b), context, tugsOptions(options)), { maxWork: 1e11, maxStates: 1e8 });
}

/** Two distributions are the same: every value equal as data, with the same probability, in the same order. */
function expectSame(coded: Odds<RoundResult>, full: Odds<RoundResult>): void {
  expect(coded.size).toBe(full.size);
  coded.outcomes.forEach((o, i) => {
    const f = full.outcomes[i];
    expect(f).toBeDefined();
    if (f === undefined) return;
    expect(keyOf(o.value)).toBe(keyOf(f.value));
    expect(o.probability.equals(f.probability)).toBe(true);
  });
}

describe("TUGS-HTH-1: the exact odds of a round", () => {
  it("TUGS-INIT-1 TUGS-AMB-26 TUGS-HTH-1 TUGS-HTH-2 TUGS-HTH-3 TUGS-HTH-4 TUGS-EFF-1: Jan against Travis, exact within the default budget", () => {
    const round = odds(combatRound(jan, travis));
    expect(round.size).toBe(272_834);
    expect(round.total().toString()).toBe("1");
    // by hand: Jan d6 + 11 against Travis d6 + 9: Jan first in 26 of 36 pairs, equal in 4, Travis first in 6
    expect(round.probability((r) => r.order === "a").toString()).toBe("13/18");
    expect(round.probability((r) => r.order === "simultaneous").toString()).toBe("1/9");
    expect(round.probability((r) => r.order === "b").toString()).toBe("1/6");
    expect(round.probability((r) => r.initiative.a === 12 && r.initiative.b === 10).toString()).toBe("1/36");
    // Jan needs 14 or less (a miss 6/20), Travis 12 or less (8/20); a miss changes nobody, so in any order both miss 3/10 x 2/5
    expect(round.probability((r) => r.order === "a" && r.attacks[0]?.outcome?.result === "miss").toString()).toBe("13/60");
    expect(round.probability((r) => r.attacks.every((x) => x.outcome?.result === "miss")).toString()).toBe("3/25");
    // Jan first hits without a critical 11/20 (a critical, 3 or less, cannot be parried: Travis's critical parry needs 8 - 11 < 1), and Travis parries 8 in 20
    expect(round.probability((r) => r.order === "a" && r.attacks[0]?.outcome?.result === "parried").toString()).toBe("143/900");
    // every value is frozen all the way down, like a played round's
    const first = round.outcomes[0]?.value;
    expect(first !== undefined && Object.isFrozen(first) && Object.isFrozen(first.a) && Object.isFrozen(first.attacks[0])).toBe(true);
  }, 120_000);

  it("TUGS-HTH-1 TUGS-HTH-3 TUGS-RNG-1 TUGS-AMB-26 TUGS-AMB-20: the coded odds equal the full enumeration of the played round (one side attacks; both aim blows; both shoot)", () => {
    for (const ctx of [
      { b: { attack: false } },
      { a: { hth: { aimedLocation: "body" } }, b: { hth: { aimedLocation: "leftLeg" } } },
      { a: { ranged: { location: "body" } }, b: { ranged: { location: "leftLeg" } } },
    ] as RoundContextInput[]) {
      expectSame(odds(combatRound(jan, travis, ctx)), fullOdds(jan, travis, ctx));
    }
  }, 300_000);

  it("TUGS-HTH-1 TUGS-RNG-1 TUGS-EFF-1 TUGS-AMB-1 TUGS-AMB-20: property: for small fights the coded odds are the full odds, under both noAttackCarryOver readings", () => {
    const fighter = fc.record({
      skill: fc.integer({ min: 0, max: 20 }),
      sta: fc.integer({ min: 3, max: 14 }),
      init: fc.integer({ min: 5, max: 12 }),
      hp: fc.integer({ min: 1, max: 12 }),
      armour: fc.integer({ min: 0, max: 4 }),
      kind: fc.constantFrom("rigid", "nonRigid"),
      wounded: fc.constantFrom("none", "minor", "major"),
      prone: fc.boolean(),
    });
    type Fighter = typeof fighter extends fc.Arbitrary<infer T> ? T : never;
    const character = (f: Fighter, id: string): CharacterInput => ({
      id,
      name: id,
      attributes: { sta: f.sta, str: 10, dex: 10 },
      initiative: f.init,
      skills: { Blades: f.skill },
      maxHp: f.hp,
      weapons: [{ name: "knife", skill: "Blades", type: "blade", penetration: 0, damage: 0, parry: -4 }],
      armour: { body: { value: f.armour, kind: f.kind }, head: { value: f.armour, kind: f.kind } },
      injuries: f.wounded === "none" ? [] : [{ part: "body", level: f.wounded, lethal: true }],
      status: { prone: f.prone },
    });
    // each side aims a blow or a shot at one location, or does not attack (small enough for the full enumeration)
    const locations = ["head", "body", "weaponArm", "otherArm", "leftLeg"] as const;
    const side = fc.oneof(
      fc.constant({ attack: false }),
      fc.constantFrom(...locations).map((location) => ({ ranged: { location } })),
      fc.constantFrom(...locations).map((aimedLocation) => ({ hth: { aimedLocation } })),
    );
    fc.assert(
      fc.property(fighter, fighter, side, side, fc.boolean(), (fa, fb, sa, sb, carry) => {
        const a = character(fa, "ann");
        const b = character(fb, "bob");
        const ctx = { a: sa, b: sb } as RoundContextInput;
        const options = { noAttackCarryOver: carry };
        expectSame(odds(combatRound(a, b, ctx, options)), fullOdds(a, b, ctx, options));
      }),
      { numRuns: 10, seed: 13 },
    );
  }, 300_000);

  it("TUGS-INIT-1 TUGS-HTH-1: seeded play is the played round's, value and trace (the codes are for the odds only)", () => {
    const context = parseOrThrow("test", RoundContextSchema, {}, "ctx");
    for (let seed = 1; seed <= 30; seed++) {
      const played = resolve(combatRound(jan, travis), seededDice(seed));
      const direct = resolve(playedRound(parseCharacter(jan), parseCharacter(travis), context, tugsOptions()), seededDice(seed));
      expect(played.value).toEqual(direct.value);
      expect(played.trace).toEqual(direct.trace);
    }
  });
});
