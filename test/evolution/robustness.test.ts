import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as evo from "../../src/evolution/index.js";
import { RulesError } from "../../src/index.js";

/** Calls a function and fails unless it returns or throws a RulesError (never a TypeError, never a hang). */
function tolerates(fn: () => unknown, which: number): void {
  try {
    fn();
  } catch (error) {
    expect(error, `call ${String(which)}: ${String(error)}`).toBeInstanceOf(RulesError);
  }
}

const junk = fc.oneof(fc.anything(), fc.constant(null), fc.constant(undefined), fc.constant({}), fc.constant([]), fc.constant(evo.TOUGH));

describe("bad input (every public function)", () => {
  it("EVO-STAT-1, EVO-FIRE-1, EVO-DMG-1, EVO-LEAD-1: junk arguments give a RulesError, never a TypeError", () => {
    const calls: ((a: unknown, b: unknown, c: unknown, d: unknown) => unknown)[] = [
      (a, b) => evo.actionsFor(a as never, b as never),
      (a) => evo.isLeader(a as never),
      (a, b) => evo.hasSkill(a as never, b as never),
      (a, b, c) => evo.closeCombat(a as never, b as never, c as never),
      (a, b, c) => evo.damageOutcomes(a as never, b as never, c as never),
      (a, b, c) => evo.resolveDamage(a as never, b as never, c as never),
      (a) => evo.parseDiceExpr(a),
      (a, b) => evo.diceChance(a as never, b as never),
      (a) => evo.splitDice(a as never),
      (a, b, c) => evo.canFire(a as never, b as never, c as never),
      (a, b, c, d) => evo.fire(a as never, b as never, c as never, d as never),
      (a, b, c, d) => evo.isHit(a as never, b as never, c as never, d as never),
      (a, b) => evo.sizeModifier(a as never, b as never),
      (a) => evo.validateGroup(a as never),
      (a, b) => evo.lineOfSight(a as never, b as never),
      (a, b) => evo.inFieldOfVision(a as never, b as never),
      (a, b, c) => evo.blocksLos(a as never, b as never, c as never),
      (a) => evo.parseModel(a),
      (a, b, c) => evo.moveAllowance(a as never, b as never, c as never),
      (a, b, c, d) => evo.chargeOutcome(a as never, b as never, c as never, d as never),
      (a) => evo.parseEvolutionOptions(a as never),
      (a, b) => evo.deploymentOrder(a as never, b as never),
      (a) => evo.inDeploymentZone(a as never),
      (a, b, c) => evo.activationOrder(a as never, b as never, c as never),
      (a, b, c, d) => evo.shoot(a as never, b as never, c as never, d as never),
      (a) => evo.woundTableResult(a as never),
      (a, b) => evo.applyDamage(a as never, b as never),
      (a, b) => evo.woundStateAfter(a as never, b as never),
      (a, b, c) => evo.wtfCheck(a as never, b as never, c as never),
      (a, b, c, d) => evo.reaction(a as never, b as never, c as never, d as never),
      (a, b) => evo.validateGroup(a as never, b as never),
    ];
    fc.assert(
      fc.property(junk, junk, junk, junk, (a, b, c, d) => {
        calls.forEach((call, i) => {
          tolerates(() => call(a, b, c, d), i);
        });
      }),
      { numRuns: 200 },
    );
  });
});
