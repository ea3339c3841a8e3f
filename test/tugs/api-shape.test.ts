// Issue 16, "One shape for every resolver": every TUGS resolver is `name(input, options?)`, the options last; each
// new call is the same chance (exact odds, seeded value and trace) as the deprecated positional call it replaces.
import { describe, expect, it } from "vitest";
import { resolve, scriptedDice } from "../../src/index.js";
import { applyInjury, combatRound, fall, fallingObject, hthAttack, initiative, rangedAttack } from "../../src/tugs/index.js";
import { expectRefused, expectSameChance } from "../api-shape-helpers.js";
import { broadsword, jan, shortSword, travis } from "./fixtures.js";

describe("tugs: one shape for every resolver (issue 16)", () => {
  it("TUGS-HTH-1 TUGS-HTH-2 TUGS-HTH-3 TUGS-AMB-1: hthAttack({ attacker, defender, context, weapon }, options) is the positional attack, default and alternative crit rule", () => {
    expectSameChance(hthAttack({ attacker: jan, defender: travis }), hthAttack(jan, travis));
    expectSameChance(
      hthAttack({ attacker: jan, defender: travis, context: { defenderFlanked: true }, weapon: shortSword }),
      hthAttack(jan, travis, { defenderFlanked: true }, {}, shortSword),
    );
    for (const critThreshold of ["modifiedMinus11", "skillDiv5"] as const) {
      expectSameChance(
        hthAttack({ attacker: travis, defender: jan, weapon: broadsword }, { critThreshold }),
        hthAttack(travis, jan, {}, { critThreshold }, broadsword),
      );
    }
  });

  it("TUGS-RNG-1 TUGS-RNG-2 TUGS-LOC-3: rangedAttack({ attacker, defender, context }) is the positional ranged attack", () => {
    expectSameChance(rangedAttack({ attacker: jan, defender: travis, context: { range: "long" } }), rangedAttack(jan, travis, { range: "long" }));
    expectSameChance(
      rangedAttack({ attacker: jan, defender: travis }, { zeroDamage: "superficial" }),
      rangedAttack(jan, travis, {}, { zeroDamage: "superficial" }),
    );
  });

  it("TUGS-INIT-1 TUGS-AMB-26: combatRound({ a, b, context }) and initiative({ character, context }) are the positional round and roll", () => {
    expectSameChance(combatRound({ a: jan, b: travis, context: { a: { surprised: true } } }), combatRound(jan, travis, { a: { surprised: true } }), {
      exact: false,
    });
    expectSameChance(initiative({ character: jan, context: { surprised: true } }), initiative(jan, undefined, { surprised: true }));
    expectSameChance(initiative({ character: travis, weapon: broadsword }), initiative(travis, broadsword));
  });

  it("TUGS-FALL-1 TUGS-FALL-2 TUGS-AMB-23: fall and fallingObject take { character, heightYards, ... }, under both fallSteps rulings", () => {
    for (const fallSteps of ["floor", "ceil"] as const) {
      expectSameChance(fall({ character: jan, heightYards: 7 }, { fallSteps }), fall(jan, 7, { fallSteps }));
      expectSameChance(
        fallingObject({ character: travis, heightYards: 4, weightLb: 35, location: "head" }, { fallSteps }),
        fallingObject(travis, 4, 35, { fallSteps }, "head"),
      );
    }
    // by the text: 2D6 = 3 + 4, Resistance -1 adds 1, 6 yards is 2 steps of 2 beyond the first 2: 7 + 1 + 2
    expect(resolve(fall({ character: jan, heightYards: 6 }), scriptedDice(["d6:3", "d6:4"])).value.total).toBe(10);
  });

  it("TUGS-INJ-1 TUGS-EFF-1 TUGS-AMB-20: applyInjury({ defender, blow, alreadyAttacked }) is applyInjury(defender, blow, options, timing)", () => {
    const blow = { location: "weaponArm", level: "minor", lethal: true, blunt: "none" } as const;
    expectSameChance(applyInjury({ defender: travis, blow }), applyInjury(travis, blow));
    const body = { location: "body", level: "minor", lethal: true, blunt: "none" } as const;
    expectSameChance(applyInjury({ defender: travis, blow: body, alreadyAttacked: true }), applyInjury(travis, body, {}, { alreadyAttacked: true }));
  });

  it("TUGS-HTH-1: bad named input is a RulesError naming the function and the input path", () => {
    expectRefused(() => hthAttack({ attacker: jan, defender: { ...travis, initiative: "fast" as never } }), "tugs.hthAttack", "input.defender.initiative");
    expectRefused(() => rangedAttack({ attacker: jan, defender: travis, context: { range: "far" as never } }), "tugs.rangedAttack", "input.context.range");
    expectRefused(() => combatRound({ a: jan, b: travis, ctx: {} } as never), "tugs.combatRound", "input");
    expectRefused(() => fall({ character: jan, heightYards: -2 }), "tugs.fall", "input.heightYards");
    expectRefused(() => fallingObject({ character: jan, heightYards: 2, weightLb: 20, location: "tail" as never }), "tugs.fallingObject", "input.location");
    expectRefused(() => applyInjury({ defender: travis, blow: { location: "body" } as never }), "tugs.applyInjury", "input.blow.level");
    expectRefused(() => initiative({ character: jan }, { critThreshold: "never" as never }), "tugs.initiative", "options.critThreshold");
  });
});
