import { describe, expect, it } from "vitest";
import { odds, resolve, scriptedDice, validate } from "../../src/index.js";
import {
  type Figure,
  generateLuck,
  generatePc,
  rollTraitCount,
  rollTraitGate,
  rollTraitPolarities,
  validateTraits,
  VIVID_TRAITS,
  VividOptionsSchema,
  vividOptions,
} from "../../src/vivid/index.js";

// RUG-TRAIT-P3 / VIV-TRAIT-P3: a Sure Shot names its weapon (validateTraits flags one that does not)
const SURE = { ...VIVID_TRAITS.sureShot, designatedWeapon: "rifle" };

const lin: Figure = { id: "lin", name: "Lin", class: "PC", origin: ["farEastern"], luck: 5 };

describe("vivid PC creation (VIV-PC-1, VIV-LUCK-1, VIV-TRAIT-1..4)", () => {
  it("VIV-LUCK-1 VIV-AMB-1: face 4 gives Luck 5 (default) or 4; the exact distribution of Appendix A", () => {
    expect(resolve(generateLuck(), scriptedDice(["d10:4"])).value).toEqual({ face: 4, luck: 5, title: "Fairly Average" });
    expect(resolve(generateLuck({ luckFace4: 4 }), scriptedDice(["d10:4"])).value).toEqual({ face: 4, luck: 4, title: "A Bit Unlucky" });
    const d = odds(generateLuck());
    expect([3, 4, 5, 7, 8].map((l) => d.probability((r) => r.luck === l).toString())).toEqual(["1/10", "1/5", "2/5", "1/5", "1/10"]);
    const a = odds(generateLuck({ luckFace4: 4 }));
    expect([3, 4, 5, 7, 8].map((l) => a.probability((r) => r.luck === l).toString())).toEqual(["1/10", "3/10", "3/10", "1/5", "1/10"]);
  });

  it("VIV-TRAIT-1: a PC has traits on a D10 of 1 or 0 (P 1/5)", () => {
    expect(resolve(rollTraitGate(), scriptedDice(["d10:10"])).value).toEqual({ face: 10, hasTraits: true });
    expect(resolve(rollTraitGate(), scriptedDice(["d10:2"])).value.hasTraits).toBe(false);
    expect(
      odds(rollTraitGate())
        .probability((r) => r.hasTraits)
        .toString(),
    ).toBe("1/5");
  });

  it("VIV-EX-3 VIV-TRAIT-2 VIV-TRAIT-3 VIV-AMB-4: trait D6 1,2 / 3,4 / 5,6 gives 1 / 2 / 3; polarity die: 2nd trait 6 negative, 3rd trait 5 or 6 negative", () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => resolve(rollTraitCount(), scriptedDice([`d6:${String(f)}`])).value.count)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(resolve(rollTraitPolarities(1), scriptedDice([])).value).toEqual(["free"]);
    expect(resolve(rollTraitPolarities(2), scriptedDice(["d6:6"])).value).toEqual(["free", "negative"]);
    expect(resolve(rollTraitPolarities(2), scriptedDice(["d6:5"])).value).toEqual(["free", "positive"]);
    expect(resolve(rollTraitPolarities(3), scriptedDice(["d6:4", "d6:5"])).value).toEqual(["free", "positive", "negative"]);
    expect(resolve(rollTraitPolarities(3), scriptedDice(["d6:6", "d6:4"])).value).toEqual(["free", "negative", "positive"]);
    expect(
      odds(rollTraitPolarities(2))
        .probability((s) => s[1] === "negative")
        .toString(),
    ).toBe("1/6");
    expect(
      odds(rollTraitPolarities(3))
        .probability((s) => s[2] === "negative")
        .toString(),
    ).toBe("1/3");
    expect(resolve(rollTraitPolarities(0), scriptedDice([])).value).toEqual([]);
  });

  it("VIV-PC-1: a plain PC rolls luck, the gate, then count and polarities", () => {
    expect(resolve(generatePc(), scriptedDice(["d10:7", "d10:5"])).value).toEqual({
      luck: { face: 7, luck: 5, title: "Fairly Average" },
      gateFace: 5,
      slots: [],
    });
    expect(resolve(generatePc(), scriptedDice(["d10:8", "d10:1", "d6:3", "d6:6"])).value).toEqual({
      luck: { face: 8, luck: 7, title: "Above Average" },
      gateFace: 1,
      countFace: 3,
      slots: ["free", "negative"],
    });
  });

  it("VIV-TRAIT-4: a main character has 3 traits without gate or count; a side-kick rolls the count without the gate", () => {
    expect(resolve(generatePc("mainCharacter"), scriptedDice(["d10:5", "d6:2", "d6:5"])).value).toEqual({
      luck: { face: 5, luck: 5, title: "Fairly Average" },
      slots: ["free", "positive", "negative"],
    });
    expect(resolve(generatePc("sideKick"), scriptedDice(["d10:5", "d6:1"])).value).toEqual({
      luck: { face: 5, luck: 5, title: "Fairly Average" },
      countFace: 1,
      slots: ["free"],
    });
  });

  it("VIV-TRAIT-3 VIV-TRAIT-P7 VIV-TRAIT-N2: choices are checked against the rolled slots and eligibility, as issues", () => {
    expect(validateTraits(lin, [VIVID_TRAITS.charmedLife], { slots: ["free"] })).toEqual([]);
    expect(validateTraits({ ...lin, origin: ["western"] }, [VIVID_TRAITS.charmedLife])[0]).toMatchObject({ code: "NOT_ELIGIBLE", rule: "VIV-TRAIT-3" });
    expect(validateTraits(lin, [SURE, VIVID_TRAITS.clumsy], { slots: ["free", "positive"] })).toEqual([]);
    expect(validateTraits(lin, [VIVID_TRAITS.clumsy, VIVID_TRAITS.impetuous], { slots: ["free", "positive"] })[0]?.code).toBe("POLARITY");
    expect(validateTraits(lin, [VIVID_TRAITS.extremelyArrogant])[0]?.code).toBe("NOT_ELIGIBLE");
    expect(validateTraits(lin, [VIVID_TRAITS.extremelyArrogant], { gmApproved: ["VIV-TRAIT-N2"] })).toEqual([]);
  });

  it("VIV-GEN-2 VIV-AMB-2 VIV-AMB-13 VIV-AMB-22: the options schema fills every catalogue default", () => {
    const o = vividOptions();
    expect(o).toMatchObject({
      luckFace4: 5,
      woundDie: 6,
      nearSightedCaps: "luck",
      initiativeTie: "reroll",
      allocation: "random",
      followAnchor: "previousHit",
      followingFireTarget: "nearestThenSame",
      moraleTester: "unit",
      deathRaySource: "gadget",
      ancientTrainingMaxInches: 12,
      zombieMoveInches: 4,
      oxMultiHit: "firstAbsorbed",
      fiftyPercentCountsKnockedOut: true,
      armouredInMixedUnit: "perFigure",
    });
    expect(Object.keys(o)).toHaveLength(28);
    expect(validate(VividOptionsSchema, { woundDie: 8 }).ok).toBe(false);
    expect(
      validate(VividOptionsSchema, {
        woundDie: 10,
        gasHoldersMove: "inactiveInPlace",
        mercyVestApplies: false,
        whipReachInches: 0,
        flashGrenadeRangeInches: 8,
        lonePcExempt: true,
      }).ok,
    ).toBe(true);
  });
});
