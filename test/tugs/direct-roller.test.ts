// The direct path of the tugs rules (issue 13, a duel at 10,000 a second and more): each rule rolled at once on the
// direct roller (src/tugs/roller.ts) gives what the chance gives with the same seeded dice, rule by rule (the attack
// outcomes of a miss and a parry built as outcomes, not decoded from a code); a rule's modifiers summed without their
// trace entries (src/tugs/modifiers.ts) add up to the sum of the listed entries; injury impairment in one pass
// (TUGS-IMP-1) and "out of action" without the impairment (TUGS-INJ-2, TUGS-AMB-29) agree with their definitions.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolve, seededDice } from "../../src/index.js";
import { generatorOf } from "../../src/core/seeded-dice.js";
import { damageModsInto } from "../../src/tugs/damage.js";
import { hthModsInto, rangedModsInto } from "../../src/tugs/attack.js";
import { hthChain, hthWith, rangedChain, rangedWith } from "../../src/tugs/attack-chain.js";
import { hthContextOf, rangedContextOf } from "../../src/tugs/context.js";
import { conditionOf, injuryImpairmentOf, outOfActionOf } from "../../src/tugs/impairment.js";
import { initiativeOf } from "../../src/tugs/initiative.js";
import { Modifiers, totalOf } from "../../src/tugs/modifiers.js";
import { optionsOf } from "../../src/tugs/options.js";
import { penetrationModsInto } from "../../src/tugs/penetration.js";
import { rollerOn } from "../../src/tugs/roller.js";
import { initiativeWith } from "../../src/tugs/initiative.js";
import {
  type CharacterInput,
  damageModifiers,
  hthAttackModifiers,
  initiativeModifiers,
  parseCharacter,
  penetrationModifiers,
  rangedAttackModifiers,
  type WeaponInput,
} from "../../src/tugs/index.js";
import type { Character, Injury } from "../../src/tugs/schemas.js";
import { characterBasics, LOCATIONS, PARTS, weapon as arbitraryWeapon } from "./arbitraries.js";
import { jan as exampleJan } from "./fixtures.js";

const LEVELS = ["superficial", "minor", "major", "critical", "fatal"] as const;

const weapon: fc.Arbitrary<WeaponInput> = arbitraryWeapon({ names: ["sword", "club", "whip", "pistol", "knife"] });

const injury = fc.record({ part: fc.constantFrom(...PARTS), level: fc.constantFrom(...LEVELS), lethal: fc.boolean() });

const character = (name: string): fc.Arbitrary<Character> =>
  fc
    .record({
      name: fc.constant(name),
      ...characterBasics,
      hpLost: fc.integer({ min: 0, max: 30 }),
      armour: fc.dictionary(
        fc.constantFrom(...PARTS),
        fc.record({ value: fc.integer({ min: 0, max: 4 }), kind: fc.constantFrom("rigid", "nonRigid", "inertial") }),
        { maxKeys: 4 },
      ),
      weapons: fc.array(weapon, { minLength: 1, maxLength: 2 }),
      weaponHand: fc.constantFrom("left", "right"),
      injuries: fc.array(injury, { maxLength: 6 }),
      status: fc.record({
        prone: fc.boolean(),
        disarmed: fc.boolean(),
        dead: fc.boolean(),
        fatigue: fc.integer({ min: 0, max: 3 }),
        initiativePenaltyNext: fc.constantFrom(0, -3),
        knockedOut: fc.constantFrom(null, null, { amount: 1, unit: "rounds", coma: false }),
      }),
    })
    .map((c: CharacterInput) => parseCharacter(c));

const hth = fc.record(
  {
    attackerAbove: fc.boolean(),
    attackerProne: fc.boolean(),
    defenderFlanked: fc.boolean(),
    badHand: fc.boolean(),
    advantage: fc.constantFrom("none", "attacker", "defender"),
    aimedLocation: fc.constantFrom(...LOCATIONS),
    defenderParries: fc.boolean(),
  },
  { requiredKeys: [] },
);
const ranged = fc.record(
  {
    range: fc.constantFrom("short", "medium", "long"),
    location: fc.constantFrom(...LOCATIONS),
    stable: fc.boolean(),
    aimRounds: fc.integer({ min: 0, max: 3 }),
    inMelee: fc.boolean(),
    oneHanded: fc.boolean(),
  },
  { requiredKeys: [] },
);
const options = fc.record(
  {
    critThreshold: fc.constantFrom("modifiedMinus11", "baseSkillMinus11", "skillDiv5"),
    zeroDamage: fc.constantFrom("none", "superficial"),
    initImpairRounding: fc.constantFrom("towardZero", "awayFromZero"),
    impairmentOnDefense: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** TUGS-IMP-1 as the text says it, for the check: the worst level of each part, its impairment, summed. */
function impairmentByDefinition(injuries: readonly Injury[]): number {
  const worst = new Map<string, number>();
  for (const x of injuries) worst.set(x.part, Math.max(worst.get(x.part) ?? -1, LEVELS.indexOf(x.level)));
  let total = 0;
  for (const rank of worst.values()) total -= rank + 1;
  return total;
}

describe("the tugs rules rolled at once equal their chances (issue 13)", () => {
  it("TUGS-HTH-1 TUGS-HTH-2 TUGS-HTH-3 TUGS-HTH-4 TUGS-LOC-1 TUGS-PEN-1 TUGS-DMG-1 TUGS-BLUNT-1: a hand-to-hand attack on the direct roller is the resolved chance's outcome with the same seed, a miss and a parry included (the same JSON), and draws as many numbers", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.integer(), character("Ann"), character("Bob"), hth, options, (seed, a, d, ctx, opts) => {
        const context = hthContextOf(ctx, "test");
        const o = optionsOf(opts, "test");
        const w = a.weapons[0];
        if (w === undefined) return;
        const dice = seededDice(seed);
        const chance = resolve(hthChain(a, d, context, o, w), dice).value;
        const rng = generatorOf(seededDice(seed));
        if (rng === undefined) throw new Error("a seeded generator");
        const direct = hthWith(rollerOn(rng), a, d, context, o, w);
        expect(JSON.stringify(direct)).toBe(JSON.stringify(chance));
        // the next number of both streams is the same: the direct roller drew as many as the chance's dice
        expect(rng.next()).toBe(generatorOf(dice)?.next());
        seen.add(chance.result);
      }),
      { numRuns: 300, seed: 1313 },
    );
    expect([...seen].sort()).toEqual(["hit", "miss", "parried"]);
  });

  it("TUGS-RNG-1 TUGS-RNG-2 TUGS-LOC-3: a ranged attack on the direct roller is the resolved chance's outcome with the same seed", () => {
    fc.assert(
      fc.property(fc.integer(), character("Ann"), character("Bob"), ranged, options, (seed, a, d, ctx, opts) => {
        const context = rangedContextOf(ctx, "test");
        const o = optionsOf(opts, "test");
        const w = a.weapons[0];
        if (w === undefined) return;
        const chance = resolve(rangedChain(a, d, context, o, w), seededDice(seed)).value;
        const rng = generatorOf(seededDice(seed));
        if (rng === undefined) throw new Error("a seeded generator");
        expect(JSON.stringify(rangedWith(rollerOn(rng), a, d, context, o, w))).toBe(JSON.stringify(chance));
      }),
      { numRuns: 150, seed: 1314 },
    );
  });

  it("TUGS-INIT-1 TUGS-IMP-1 TUGS-AMB-7 TUGS-BLUNT-2: an initiative roll on the direct roller (its modifiers only summed) is the resolved chance's total", () => {
    fc.assert(
      fc.property(fc.integer(), character("Ann"), fc.boolean(), fc.boolean(), options, (seed, c, surprised, unprepared, opts) => {
        const o = optionsOf(opts, "test");
        const ctx = { surprised, unprepared, onTheGround: false };
        const chance = resolve(initiativeOf(c, undefined, ctx, o), seededDice(seed)).value;
        const rng = generatorOf(seededDice(seed));
        if (rng === undefined) throw new Error("a seeded generator");
        expect(initiativeWith(rollerOn(rng), c, undefined, ctx, o)).toBe(chance);
      }),
      { numRuns: 150, seed: 1317 },
    );
  });
});

describe("modifiers summed without their entries (src/tugs/modifiers.ts)", () => {
  it("TUGS-HTH-2 TUGS-RNG-2 TUGS-PEN-1 TUGS-DMG-1 TUGS-INIT-1: a rule's total, only summed, is the sum of its listed entries, and the listed entries are the public lists", () => {
    fc.assert(
      fc.property(
        character("Ann"),
        character("Bob"),
        hth,
        ranged,
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        (a, d, h, r, crit, isRanged, armour) => {
          const w = a.weapons[0];
          if (w === undefined) return;
          const hc = hthContextOf(h, "test");
          const rc = rangedContextOf(r, "test");
          const cases: [Modifiers, Modifiers, readonly { value: number }[]][] = [
            [hthModsInto(new Modifiers(false), a, w, hc), hthModsInto(new Modifiers(true), a, w, hc), hthAttackModifiers(a, w, h)],
            [rangedModsInto(new Modifiers(false), a, w, rc), rangedModsInto(new Modifiers(true), a, w, rc), rangedAttackModifiers(a, w, r)],
            [
              penetrationModsInto(new Modifiers(false), a, w, crit, isRanged),
              penetrationModsInto(new Modifiers(true), a, w, crit, isRanged),
              penetrationModifiers(a, w, crit, isRanged),
            ],
            [
              damageModsInto(new Modifiers(false), a, w, armour, d, crit, isRanged),
              damageModsInto(new Modifiers(true), a, w, armour, d, crit, isRanged),
              damageModifiers(a, w, armour, d, crit, isRanged),
            ],
          ];
          for (const [summed, listed, list] of cases) {
            expect(summed.list).toEqual([]);
            expect(summed.total).toBe(totalOf(listed.list));
            expect(listed.total).toBe(summed.total);
            expect(listed.list).toEqual(list);
            expect(listed.list.every((e) => Object.isFrozen(e))).toBe(true);
          }
          // initiative: the total in the roll is Initiative + the listed modifiers (checked against the chance above)
          expect(initiativeModifiers(a).every((e) => Object.isFrozen(e))).toBe(true);
        },
      ),
      { numRuns: 200, seed: 1318 },
    );
  });

  it("TUGS-HTH-2: the hand-worked sum of Jan prone with a Minor arm, aiming at the head: -5 prone (TUGS-HTH-2), -2 impairment, 0 weapon, -6 head (TUGS-LOC-2) = -13", () => {
    // the worked example's Jan (test/tugs/fixtures.ts: his short sword -1 penetration, -1 damage, -4 parry)
    const jan = parseCharacter({ ...exampleJan, injuries: [{ part: "rightArm", level: "minor", lethal: true }], status: { prone: true } });
    const w = jan.weapons[0];
    if (w === undefined) throw new Error("a weapon");
    const summed = hthModsInto(new Modifiers(false), jan, w, hthContextOf({ aimedLocation: "head" }, "test"));
    expect(summed.total).toBe(-5 - 2 + 0 - 6);
  });
});

describe("impairment and condition on the direct path (src/tugs/impairment.ts)", () => {
  it("TUGS-IMP-1: injury impairment in one pass is the sum of each part's worst level's impairment, for any list and order of injuries", () => {
    fc.assert(
      fc.property(fc.array(injury, { maxLength: 12 }), (list) => {
        const injuries = list.map((x) => ({ ...x, combination: false, treated: false, derived: false, untreatedMinutes: 0, worseningRolls: 0 })) as Injury[];
        expect(injuryImpairmentOf({ injuries })).toBe(impairmentByDefinition(injuries));
        expect(injuryImpairmentOf({ injuries: [...injuries].reverse() })).toBe(impairmentByDefinition(injuries));
      }),
      { numRuns: 500, seed: 1319 },
    );
  });

  it("TUGS-IMP-1: by hand, a Minor and a Superficial body, a Major right arm and a Superficial head: -2 + -3 + -1 = -6", () => {
    const injuries = (
      [
        ["body", "minor"],
        ["body", "superficial"],
        ["rightArm", "major"],
        ["head", "superficial"],
      ] as const
    ).map(([part, level]) => ({ part, level, lethal: true, combination: false, treated: false, derived: false, untreatedMinutes: 0, worseningRolls: 0 }));
    expect(injuryImpairmentOf({ injuries })).toBe(-6);
    expect(injuryImpairmentOf({ injuries: [] })).toBe(0);
    expect(Object.is(injuryImpairmentOf({ injuries: [] }), 0)).toBe(true);
  });

  it("TUGS-INJ-2 TUGS-AMB-29: out of action without the impairment is conditionOf's outOfAction", () => {
    fc.assert(
      fc.property(character("Ann"), (c) => {
        expect(outOfActionOf(c)).toBe(conditionOf(c).outOfAction);
      }),
      { numRuns: 300, seed: 1320 },
    );
  });
});
