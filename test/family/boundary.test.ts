// Bad input never crashes with a TypeError and never hangs: every public function of the ranged game and
// character creation either returns or throws a RulesError.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";

const calls: [string, (a: unknown, b: unknown, c: unknown) => unknown][] = [
  ["rugged.generateLuck", (a) => rugged.generateLuck(a as never)],
  ["rugged.rollTraitCount", (a) => rugged.rollTraitCount(a as never)],
  ["rugged.validateTraits", (a, b, c) => rugged.validateTraits(a as never, b as never, c as never)],
  ["rugged.movementAllowance", (a, b) => rugged.movementAllowance(a as never, b as never)],
  ["rugged.runStateAfter", (a, b) => rugged.runStateAfter(a as never, b as never)],
  ["rugged.rangeBand", (a, b) => rugged.rangeBand(a as never, b as never)],
  ["rugged.canFire", (a, b, c) => rugged.canFire(a as never, b as never, c as never)],
  ["rugged.hitNumber", (a, b, c) => rugged.hitNumber(a as never, b as never, c as never)],
  ["rugged.shotDice", (a, b) => rugged.shotDice(a as never, b as never)],
  ["rugged.shootingVolley", (a, b) => rugged.shootingVolley(a as never, b as never)],
  ["rugged.hitsDistribution", (a, b) => rugged.hitsDistribution(a as never, b as never)],
  ["rugged.tacticianRoll", (a, b) => rugged.tacticianRoll(a as never, b as never)],
  ["rugged.fieldCraftCheck", (a, b, c) => rugged.fieldCraftCheck(a as never, b as never, c as never)],
  ["rugged.impetuousCheck", (a, b) => rugged.impetuousCheck(a as never, b as never)],
  ["rugged.clumsyCheck", (a, b, c) => rugged.clumsyCheck(a as never, b as never, c as never)],
  ["rugged.checkUnit", (a) => rugged.checkUnit(a as never)],
  ["rugged.weaponAfterTurn", (a, b) => rugged.weaponAfterTurn(a as never, b as never)],
  ["vivid.generatePc", (a, b) => vivid.generatePc(a as never, b as never)],
  ["vivid.rollTraitPolarities", (a) => vivid.rollTraitPolarities(a as never)],
  ["vivid.movementAllowance", (a, b) => vivid.movementAllowance(a as never, b as never)],
  ["vivid.sideInitiative", (a, b, c) => vivid.sideInitiative(a as never, b as never, c as never)],
  ["vivid.shootingVolley", (a, b) => vivid.shootingVolley(a as never, b as never)],
  ["vivid.followingFire", (a, b) => vivid.followingFire(a as never, b as never)],
  ["vivid.deathRay", (a, b) => vivid.deathRay(a as never, b as never)],
  ["vivid.sixthSense", (a, b, c) => vivid.sixthSense(a as never, b as never, c as never)],
];

describe("public boundary (RUG-SHOOT-1, VIV-SHOOT-1, RUG-PRP-1, VIV-PC-1)", () => {
  it("RUG-SHOOT-1 VIV-SHOOT-1: junk arguments give a RulesError or a result, never a TypeError", () => {
    for (const [name, call] of calls) {
      fc.assert(
        fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
          try {
            call(a, b, c);
          } catch (error) {
            if (!(error instanceof RulesError)) throw new Error(`${name} threw ${String(error)}`, { cause: error });
          }
        }),
        { numRuns: 40 },
      );
    }
    expect(() => rugged.shootingVolley({ shooters: [], target: { id: "t", kind: "combatant", members: [] }, context: { distance: -1 } })).toThrow(
      /context.distance/,
    );
  });
});
