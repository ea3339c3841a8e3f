import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/index.js";
import * as tugs from "../../src/tugs/index.js";
import { jan, travis } from "./fixtures.js";

/** Calls fn; anything but a RulesError (a TypeError, a RangeError) fails the test. */
function onlyRulesErrors(fn: () => unknown): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RulesError);
  }
}

const calls: Record<string, (x: unknown) => unknown> = {
  hthAttack: (x) => tugs.hthAttack(x as never, travis),
  hthAttackDefender: (x) => tugs.hthAttack(jan, x as never),
  hthAttackCtx: (x) => tugs.hthAttack(jan, travis, x as never),
  hthAttackOptions: (x) => tugs.hthAttack(jan, travis, {}, x as never),
  rangedAttack: (x) => tugs.rangedAttack(jan, travis, x as never),
  combatRound: (x) => tugs.combatRound(jan, travis, x as never),
  initiative: (x) => tugs.initiative(x as never),
  initiativeWeapon: (x) => tugs.initiative(jan, x as never),
  defenseRoll: (x) => tugs.defenseRoll(x as never, false),
  applyInjury: (x) => tugs.applyInjury(travis, x as never),
  fall: (x) => tugs.fall(jan, x as never),
  fallingObject: (x) => tugs.fallingObject(jan, 4, x as never),
  recoveryTime: (x) => tugs.recoveryTime(x as never, true, "hospital"),
  worseningTick: (x) => tugs.worseningTick(x as never, 0, { kind: "day", activity: "rest" }),
  worseningStep: (x) => tugs.worseningTick({ ...travis, injuries: [{ part: "body", level: "minor", lethal: true }] }, 0, x as never),
  worseningPeriod: (x) => tugs.worseningPeriod(x as never, true, "rest"),
  healOneLevel: (x) => tugs.healOneLevel(travis, x as never),
  rest: (x) => tugs.rest(travis, x as never),
  hpRecovery: (x) => tugs.hpRecovery(x as never),
  rollUnder: (x) => tugs.rollUnder(x as never, "x", "TUGS-CHK-1"),
  attributeRoll: (x) => tugs.attributeRoll(jan, x as never, {}, "x"),
  attackRoll: (x) => tugs.attackRoll(14, x as never, {}, "x"),
  critThreshold: (x) => tugs.critThreshold(14, 14, x as never),
  penetration: (x) => tugs.penetration(x as never, 1),
  penetrationValue: (x) => tugs.penetrationValue(x as never),
  penetrationModifiers: (x) => tugs.penetrationModifiers(x as never, { name: "w", skill: "s", type: "blade" }, false, false),
  damage: (x) => tugs.damage(x as never),
  damageModifiers: (x) => tugs.damageModifiers(jan, { name: "w", skill: "s", type: "blade" }, 0, x as never, false, false),
  injuryLevel: (x) => tugs.injuryLevel(x as never),
  bluntTrauma: (x) => tugs.bluntTrauma("rigid", "minor", "head", x as never),
  effectiveArmourKind: (x) => tugs.effectiveArmourKind(x as never, { name: "w", skill: "s", type: "blade" }),
  projectileVelocity: (x) => tugs.projectileVelocity(x as never),
  lethalFor: (x) => tugs.lethalFor(x as never, "minor"),
  hitLocation: (x) => tugs.hitLocation(x as never),
  locationOfFace: (x) => tugs.locationOfFace(x as never),
  bodyPartOf: (x) => tugs.bodyPartOf(x as never, "left"),
  hpCost: (x) => tugs.hpCost("body", x as never),
  compareLevels: (x) => tugs.compareLevels(x as never, "minor"),
  condition: (x) => tugs.condition(x as never),
  impairment: (x) => tugs.impairment(x as never),
  injuryImpairment: (x) => tugs.injuryImpairment(x as never),
  addInjury: (x) => tugs.addInjury(travis, x as never),
  halfImpairment: (x) => tugs.halfImpairment(x as never, "towardZero"),
  initiativeOrder: (x) => tugs.initiativeOrder(x as never, 3),
  injuryOdds: (x) => tugs.injuryOdds(x as never),
  treatInjury: (x) => tugs.treatInjury(x as never, 0),
  tugsOptions: (x) => tugs.tugsOptions(x as never),
};

describe("bad input", () => {
  it("TUGS-HTH-1 TUGS-EFF-1 TUGS-REC-1: every public function throws a RulesError (never a TypeError) on junk", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(calls)), fc.anything(), (name, junk) => {
        onlyRulesErrors(() => calls[name]!(junk));
      }),
      { numRuns: 2000 },
    );
    for (const call of Object.values(calls)) for (const junk of [undefined, null, 0, -1, "x", [], {}, Number.NaN]) onlyRulesErrors(() => call(junk));
  });

  it("TUGS-HTH-1: the error names the function and the path", () => {
    expect(() => tugs.hthAttack({ ...jan, attributes: { sta: "9" } } as never, travis)).toThrow(/tugs\.hthAttack: attacker\.attributes\.sta/);
    expect(() => tugs.recoveryTime("minor", true, "rest", { recoveryRounding: "round" } as never)).toThrow(/options\.recoveryRounding/);
  });
});
