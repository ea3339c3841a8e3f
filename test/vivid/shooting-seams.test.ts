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

describe("following fire discards no die (VIV-MG-3, VIV-AMB-44)", () => {
  const gunner = soldier("g", VIVID_WEAPONS.mg);
  const ctx = { distance: 12 }; // n = 4 + 2 (stationary) = 6; 12" is long range for the Maxim (short 10")
  const lone = { shooter: gunner, declaredTargetId: "t1", targets: [{ id: "t1", x: 0, y: 0 }], context: ctx };

  it("VIV-MG-3 VIV-AMB-44: a Maxim at a lone figure rolls all four dice at it: 2, 9, 1, 3 are three hits", async () => {
    const { followingFire } = await import("../../src/vivid/index.js");
    const { odds, resolve, scriptedDice } = await import("../../src/index.js");
    expect(resolve(followingFire(lone), scriptedDice(["d10:2", "d10:9", "d10:1", "d10:3"])).value).toEqual({ hits: 3, allocation: { t1: 3 }, unplaced: 0 });
    // the hits are Binomial(4, 6/10): P(4 hits) = (3/5)^4 = 81/625, mean 12/5
    const o = odds(followingFire(lone)).map((v) => v.hits);
    expect(o.probability(4).toString()).toBe("81/625");
    expect(o.mean().toString()).toBe("12/5");
  });

  it("VIV-AMB-44: 'distinctOnly' keeps the old reading: after the first hit on a lone figure no die is rolled", async () => {
    const { followingFire } = await import("../../src/vivid/index.js");
    const { odds, resolve, scriptedDice } = await import("../../src/index.js");
    expect(resolve(followingFire(lone, { followingFireTarget: "distinctOnly" }), scriptedDice(["d10:2"])).value).toEqual({
      hits: 1,
      allocation: { t1: 1 },
      unplaced: 3,
    });
    // at most one hit: P(0) = (2/5)^4 = 16/625
    const o = odds(followingFire(lone, { followingFireTarget: "distinctOnly" })).map((v) => v.hits);
    expect(o.probability(0).toString()).toBe("16/625");
    expect(o.probability(1).toString()).toBe("609/625");
  });

  it('VIV-AMB-44: the nearest figure not yet hit, then the same figure; the player may name the next target within 4"', async () => {
    const { followingFire } = await import("../../src/vivid/index.js");
    const { resolve, scriptedDice } = await import("../../src/index.js");
    const targets = [
      { id: "t1", x: 0, y: 0 },
      { id: "t2", x: 3, y: 0 },
      { id: "t3", x: 0, y: 3.5 },
      { id: "far", x: 10, y: 0 },
    ];
    const input = { shooter: gunner, declaredTargetId: "t1", targets, context: ctx };
    const hits4 = ["d10:1", "d10:1", "d10:1", "d10:1"];
    // t1, then the nearest unhit within 4" of t1: t2 (3"); within 4" of t2 nothing unhit (t3 is 4.6" away), so t2 again
    expect(resolve(followingFire(input), scriptedDice(hits4)).value.allocation).toEqual({ t1: 1, t2: 3 });
    // the player names t3 after the first hit, t1 after the second (3.5" from t3): t1, t3, t1, then nearest unhit of t1: t2
    const named = resolve(followingFire({ ...input, nextTargetIds: ["t3", "t1"] }), scriptedDice(hits4));
    expect(named.value.allocation).toEqual({ t1: 2, t2: 1, t3: 1 });
    // a named figure out of reach is not taken: "far" is 10" away
    const out = resolve(followingFire({ ...input, nextTargetIds: ["far"] }), scriptedDice(hits4));
    expect(out.value.allocation).toEqual({ t1: 1, t2: 3 });
  });

  it("VIV-AMB-44: figure ids like constructor and __proto__ are plain keys of the allocation", async () => {
    const { followingFire } = await import("../../src/vivid/index.js");
    const { resolve, scriptedDice } = await import("../../src/index.js");
    const targets = [
      { id: "__proto__", x: 0, y: 0 },
      { id: "constructor", x: 1, y: 0 },
    ];
    const r = resolve(
      followingFire({ shooter: gunner, declaredTargetId: "__proto__", targets, context: ctx }),
      scriptedDice(["d10:1", "d10:1", "d10:9", "d10:9"]),
    );
    expect(Object.keys(r.value.allocation)).toEqual(["__proto__", "constructor"]);
    expect(r.value.allocation.constructor).toBe(1);
    expect(Object.getPrototypeOf(r.value.allocation)).toBe(null);
  });
});
