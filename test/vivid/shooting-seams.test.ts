// Vivid shooting where mechanics meet (issue 11): the Death Ray's bands, the Impervious Suit in a mixed unit,
// following fire, the other system's inputs.
import { describe, expect, it } from "vitest";
import { canFire, deathRay, hitNumber, rangeBand, VIVID_WEAPONS, volleyPlan } from "../../src/vivid/index.js";
import { soldier, thugs } from "./fixtures-shooting.js";

describe("the Death Ray's bands (VIV-RANGE-1, VIV-AMB-9)", () => {
  it('VIV-RANGE-1 VIV-AMB-9 VIV-SHOOT-3: the gadget profile takes its bands from its class row (10"/20", unlimited beyond): short range +2', () => {
    const ray = deathRay();
    expect(rangeBand(ray, 10)).toBe("short");
    expect(rangeBand(ray, 10.5)).toBe("long");
    expect(rangeBand(ray, 500)).toBe("long");
    const ray6 = deathRay(6);
    expect(ray6).toMatchObject({ dice: 6, baseHit: 6, short: 10, long: 20, unlimitedRange: true });
    const gunner = soldier("ray", ray);
    // base 6 + short 2 + stationary 2 = 10; at 15": 6 + 2 = 8
    expect(hitNumber(gunner, ray, { distance: 8 }).n).toBe(10);
    expect(hitNumber(gunner, ray, { distance: 15 }).n).toBe(8);
  });
});

describe("one input per fact (VIV-SHOOT-1, VIV-SHOOT-3, RUG-MOVE-1)", () => {
  it("VIV-SHOOT-3 VIV-AMB-14: vivid refuses rugged's shooterMode (a run still fired at +2) and rugged refuses vivid's shooterMoved", async () => {
    const rugged = await import("../../src/rugged/index.js");
    const r = soldier("r");
    expect(() => canFire(r, VIVID_WEAPONS.boltRifle, { distance: 10, shooterMode: "run" })).toThrow(
      /unknown key "shooterMode" \(did you mean "shooterMoved"\?\)/,
    );
    expect(() => volleyPlan({ shooters: [r], target: thugs(2), context: { distance: 10, shooterMode: "run" } })).toThrow(
      /input\.context: unknown key "shooterMode"/,
    );
    expect(() => rugged.hitNumber(r, rugged.RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "stationary", shooterMoved: true })).toThrow(
      /rugged\.hitNumber: context: unknown key "shooterMoved"/,
    );
    expect(() => rugged.hitNumber(r, rugged.RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "stationary", targetArmoured: true })).toThrow(
      /targetArmoured/,
    );
  });
});

describe("the Impervious Suit in one field (VIV-HTH-2, VIV-MOVE-1, VIV-SHOOT-3)", () => {
  it("VIV-HTH-2 VIV-MOVE-1: `armoured` alone gives hand-to-hand base 7 (an armoured suit is 'trained') and a 4\" reach", async () => {
    const { handToHandHitNumber, impetuousCheck, VIVID_TRAITS } = await import("../../src/vivid/index.js");
    const { resolve, scriptedDice } = await import("../../src/index.js");
    const suit = { id: "s", name: "Suit", class: "PC" as const, luck: 5, armoured: "impervious" as const, traits: [VIVID_TRAITS.impetuous] };
    const opponent = soldier("o");
    expect(handToHandHitNumber(suit, opponent).n).toBe(7);
    // an explicit class still wins
    expect(handToHandHitNumber({ ...suit, handToHandClass: "martialArts" }, opponent).n).toBe(8);
    // an enemy 5" away is beyond a suit's 4": no Impetuous check; 4" is within
    expect(resolve(impetuousCheck(suit, { distance: 5, superiorPresent: false, commandsUnit: false }), scriptedDice([])).value.checked).toBe(false);
    expect(resolve(impetuousCheck(suit, { distance: 4, superiorPresent: false, commandsUnit: false }), scriptedDice(["d10:9"])).value.checked).toBe(true);
  });
});
