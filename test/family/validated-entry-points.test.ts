// The validated-once internal entry points the vivid game calls on its own state (issue #14, DESIGN.md "Validate
// once, at the edge") give exactly what the public functions give: the same exact odds, and for the same seeds the
// same values and the same traces. The public functions validate and then call them; these tests hold the two paths
// to one answer under the default options and their alternatives.
import { describe, expect, it } from "vitest";
import { stateKey } from "../../src/core/game/key.js";
import { odds } from "../../src/core/odds.js";
import { resolve } from "../../src/core/resolve.js";
import { seededDice } from "../../src/core/seeded-dice.js";
import { fiftyPercentValidated } from "../../src/family/fifty-percent.js";
import { initiativeChance } from "../../src/family/initiative.js";
import { checkMoraleValidated } from "../../src/family/morale.js";
import { startOfTurn, unitAtTurnStart } from "../../src/family/recovery.js";
import { volleyPlanValidated } from "../../src/family/shooting-api.js";
import { volleyWithWoundsValidated } from "../../src/family/volley-with-wounds.js";
import { fiftyPercentRule, moraleCheck, shootingVolleyWithWounds, sideInitiative, type Trait, type Unit, volleyPlan } from "../../src/vivid/index.js";
import { vividMoraleSystemOf } from "../../src/vivid/morale.js";
import { type VividOptionsInput, vividOptions } from "../../src/vivid/options.js";
import { vividShootingSystemOf } from "../../src/vivid/shooting.js";
import { vividWoundSide } from "../../src/vivid/volley-wounds.js";
import { riflemen, soldier, thugs, unitOf } from "../vivid/fixtures-shooting.js";

/** Same seeds, same values and traces; and the same exact distribution (values as canonical JSON: key order aside, in order). */
function samePlays<T>(a: () => Parameters<typeof resolve<T>>[0], b: () => Parameters<typeof resolve<T>>[0], exact = true): void {
  for (let seed = 1; seed <= 25; seed++) {
    const x = resolve(a(), seededDice(seed));
    const y = resolve(b(), seededDice(seed));
    expect(y.value).toEqual(x.value);
    expect(y.trace).toEqual(x.trace);
  }
  if (exact) {
    const ox = odds(a()).outcomes.map((o) => [stateKey(o.value), o.probability.toString()]);
    const oy = odds(b()).outcomes.map((o) => [stateKey(o.value), o.probability.toString()]);
    expect(oy).toEqual(ox);
  }
}

const OX: Trait = { id: "VIV-TRAIT-P5", name: "Strong Like An Ox", polarity: "positive", effects: [{ kind: "strongLikeOx" }] };

/** A target with a PC (luck, VIV-LUCK-2) and a strong figure (VIV-TRAIT-P5) among thugs. */
function mixedTarget(): Unit {
  return unitOf("thugs", [soldier("t1"), soldier("t2", undefined, { class: "PC", luck: 6 }), soldier("t3", undefined, { traits: [OX] }), soldier("t4")]);
}

describe("validated-once entry points give what the public functions give", () => {
  for (const options of [{}, { woundDie: 10, allocation: "shooterChooses" }] as VividOptionsInput[]) {
    const label = JSON.stringify(options);
    it(`VIV-SHOOT-2 VIV-SHOOT-4 VIV-SHOOT-5 VIV-WOUND-1 VIV-WOUND-3 VIV-LUCK-2 VIV-TRAIT-P5 VIV-AMB-2 VIV-AMB-21: volleyWithWoundsValidated and volleyPlanValidated, options ${label}`, () => {
      const o = vividOptions(options);
      const input = {
        shooters: riflemen(3).members,
        target: mixedTarget(),
        context: { distance: 10, shooterMoved: false, cover: "soft" as const, lineOfSight: true },
        perShooter: { r2: { context: { distance: 14 } } },
      };
      samePlays(
        () => shootingVolleyWithWounds(input, options, { turn: 3 }),
        () =>
          volleyWithWoundsValidated(vividShootingSystemOf(o), "vivid.shootingVolleyWithWounds", input, vividWoundSide(o), { hit: {}, useLuck: true, turn: 3 }),
      );
      expect(volleyPlanValidated(vividShootingSystemOf(o), "vivid.volleyPlan", input)).toEqual(volleyPlan(input, options));
    });
  }

  for (const options of [{}, { moraleTester: "figure" }] as VividOptionsInput[]) {
    it(`VIV-MOR-1 VIV-MOR-3 VIV-MOR-4 VIV-MOR-5 VIV-AMB-22: checkMoraleValidated, options ${JSON.stringify(options)}`, () => {
      const unit = { ...thugs(4), troopType: "militia" as const };
      for (const situation of [
        { trigger: "shooting" as const, friendliesKilledNearby: 1, friendsSeenRunning: 0, failedShootingCheckBefore: false },
        { trigger: "handToHand" as const, friendliesKilledNearby: 0, friendsSeenRunning: 1, adjacentAfterMelee: true },
      ]) {
        samePlays(
          () => moraleCheck(unit, situation, options),
          () => checkMoraleValidated("vivid.moraleCheck", vividMoraleSystemOf(vividOptions(options)), unit, situation),
        );
      }
    });
  }

  for (const tie of ["reroll", "previousWinner"] as const) {
    it(`VIV-SEQ-1 VIV-AMB-13: the family's initiative chance is sideInitiative's, tie ${tie}`, () => {
      samePlays(
        () => sideInitiative(["good", "bad"], "bad", { initiativeTie: tie }),
        () => initiativeChance(["good", "bad"], tie, "bad"),
        false,
      );
    });
  }

  it("VIV-MOR-5 VIV-AMB-8 VIV-AMB-14: unitAtTurnStart is startOfTurn of a unit", () => {
    const unit: Unit = {
      ...thugs(2),
      morale: "retreating",
      mode: "run",
      members: [soldier("t1", undefined, { status: { oxUsedThisTurn: true, droppedWeapon: true, movedThisTurn: true } }), soldier("t2")],
    };
    expect(unitAtTurnStart(unit)).toEqual(startOfTurn(unit));
    expect(unitAtTurnStart({ ...unit, morale: "routing" })).toEqual(startOfTurn({ ...unit, morale: "routing" }));
  });

  for (const counts of [true, false]) {
    it(`VIV-MOR-10 VIV-AMB-48 VIV-AMB-6: fiftyPercentValidated is fiftyPercentRule, fiftyPercentCountsKnockedOut ${String(counts)}`, () => {
      const units: Unit[] = [
        unitOf("thugs", [
          soldier("t1", undefined, { status: { wound: "killed" } }),
          soldier("t2", undefined, { status: { wound: "unconscious" } }),
          soldier("t3", undefined, { status: { wound: "killed" } }),
          soldier("t4"),
          soldier("t5"),
        ]),
      ];
      const o = vividOptions({ fiftyPercentCountsKnockedOut: counts });
      expect(fiftyPercentValidated("fiftyPercentRule", units, 5, o.inspiredScope, o.fiftyPercentCountsKnockedOut)).toEqual(
        fiftyPercentRule(units, 5, { fiftyPercentCountsKnockedOut: counts }),
      );
    });
  }
});
