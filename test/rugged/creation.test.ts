import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import {
  type Figure,
  FigureSchema,
  generateLuck,
  generatePrp,
  RUGGED_TRAITS,
  RuggedOptionsSchema,
  rollTraitCount,
  ruggedOptions,
  validateTraits,
} from "../../src/rugged/index.js";
import { validate } from "../../src/index.js";
import { deepFreeze } from "../helpers.js";

// RUG-TRAIT-P3 / VIV-TRAIT-P3: a Sure Shot names its weapon (validateTraits flags one that does not)
const SURE = { ...RUGGED_TRAITS.sureShot, designatedWeapon: "rifle" };

const jack: Figure = { id: "jack", name: "Jack", class: "PRP", origin: ["western"], role: ["soldier"], luck: 5, fieldCraft: 6 };

describe("rugged PRP creation (RUG-PRP-1, RUG-LUCK-1, RUG-TRAIT-1..3)", () => {
  it("RUG-DT-6 RUG-AMB-2: a luck die of 4 gives Luck 5 by default, Luck 4 with luckFace4 4", () => {
    expect(resolve(generateLuck(), scriptedDice(["d10:4"])).value).toEqual({ face: 4, luck: 5, title: "Average Palooka" });
    expect(resolve(generateLuck({ luckFace4: 4 }), scriptedDice(["d10:4"])).value).toEqual({ face: 4, luck: 4, title: "That's Tough Pal" });
  });

  it("RUG-LUCK-1: the exact Luck distribution (Appendix A) under the default and the alternative; Luck 6 cannot be rolled", () => {
    const d = odds(generateLuck());
    const p = (l: number) => d.probability((r) => r.luck === l).toString();
    expect([p(3), p(4), p(5), p(6), p(7), p(8)]).toEqual(["1/10", "1/5", "2/5", "0", "1/5", "1/10"]);
    const a = odds(generateLuck({ luckFace4: 4 }));
    const q = (l: number) => a.probability((r) => r.luck === l).toString();
    expect([q(3), q(4), q(5), q(7), q(8)]).toEqual(["1/10", "3/10", "3/10", "1/5", "1/10"]);
    expect(resolve(generateLuck(), scriptedDice(["d10:1"])).value.title).toBe("Why Me?");
    expect(resolve(generateLuck(), scriptedDice(["d10:10"])).value).toEqual({ face: 10, luck: 8, title: "Ya Lucky Mug" });
  });

  it("RUG-DT-7 RUG-TRAIT-1 RUG-AMB-3: trait count D6 = 1 / 5 gives 1 / 3 (round up); 0 / 2 rounding down", () => {
    expect(resolve(rollTraitCount(), scriptedDice(["d6:1"])).value).toEqual({ face: 1, count: 1 });
    expect(resolve(rollTraitCount(), scriptedDice(["d6:5"])).value).toEqual({ face: 5, count: 3 });
    expect(resolve(rollTraitCount({ traitRounding: "down" }), scriptedDice(["d6:1"])).value.count).toBe(0);
    expect(resolve(rollTraitCount({ traitRounding: "down" }), scriptedDice(["d6:5"])).value.count).toBe(2);
    expect(
      odds(rollTraitCount())
        .probability((r) => r.count === 2)
        .toString(),
    ).toBe("1/3");
  });

  it("RUG-PRP-1 RUG-TRAIT-2: a new PRP rolls Luck and a trait count; 2 or 3 traits need one positive and one negative", () => {
    expect(resolve(generatePrp(), scriptedDice(["d10:8", "d6:3"])).value).toEqual({
      luck: { face: 8, luck: 7, title: "Caught a Break" },
      traitCount: { face: 3, count: 2 },
      slots: ["positive", "negative"],
    });
    expect(resolve(generatePrp(), scriptedDice(["d10:8", "d6:6"])).value.slots).toEqual(["positive", "negative", "free"]);
    expect(resolve(generatePrp(), scriptedDice(["d10:8", "d6:1"])).value.slots).toEqual(["free"]);
  });

  it("RUG-TRAIT-2 RUG-AMB-4: validation of polarity returns issues, not exceptions", () => {
    expect(validateTraits(jack, [SURE])).toEqual([]);
    expect(validateTraits(jack, [RUGGED_TRAITS.clumsy])).toEqual([]);
    expect(validateTraits(jack, [SURE, RUGGED_TRAITS.eagleEye]).map((i) => i.code)).toEqual(["POLARITY"]);
    expect(validateTraits(jack, [SURE, RUGGED_TRAITS.clumsy, RUGGED_TRAITS.eagleEye])).toEqual([]);
    expect(validateTraits(jack, [SURE, SURE]).map((i) => i.code)).toContain("DUPLICATE");
    expect(validateTraits(jack, [SURE], { count: 2 }).map((i) => i.code)).toEqual(["WRONG_COUNT"]);
    const four = [SURE, RUGGED_TRAITS.clumsy, RUGGED_TRAITS.eagleEye, RUGGED_TRAITS.abrasive];
    expect(validateTraits(jack, four).map((i) => i.code)).toContain("TOO_MANY_TRAITS");
  });

  it("RUG-TRAIT-3 RUG-TRAIT-P8 RUG-TRAIT-P9 RUG-TRAIT-N2 RUG-TRAIT-P11: eligibility by origin and role; the GM may approve; Martial Arts only warns", () => {
    const issues = validateTraits(jack, [RUGGED_TRAITS.hugeJoss, RUGGED_TRAITS.clumsy]);
    expect(issues).toEqual([
      { code: "NOT_ELIGIBLE", severity: "error", path: "traits[0]", rule: "RUG-TRAIT-3", message: "Huge Joss: only for a figure with origin farEastern" },
    ]);
    expect(validateTraits(jack, [RUGGED_TRAITS.hugeJoss, RUGGED_TRAITS.clumsy], { gmApproved: ["RUG-TRAIT-P9"] })).toEqual([]);
    const civilian: Figure = { ...jack, role: ["civilian"] };
    expect(validateTraits(civilian, [RUGGED_TRAITS.tactician])[0]?.code).toBe("NOT_ELIGIBLE");
    const lin: Figure = { ...jack, origin: ["farEastern"] };
    expect(validateTraits(lin, [RUGGED_TRAITS.extremelyArrogant])[0]?.code).toBe("NOT_ELIGIBLE");
    expect(validateTraits(jack, [RUGGED_TRAITS.martialArts])[0]?.severity).toBe("warning");
    expect(validateTraits({ ...jack, traits: [RUGGED_TRAITS.ancientTraining] })[0]?.code).toBe("NOT_ELIGIBLE");
  });

  it("RUG-AMB-27 RUG-TRAIT-P5 RUG-TRAIT-N3: Eagle Eye with Near Sighted warns (cap wins) by default, is an error under 'forbid'", () => {
    const pair = [RUGGED_TRAITS.eagleEye, RUGGED_TRAITS.nearSighted];
    expect(validateTraits(jack, pair)).toMatchObject([{ code: "CONFLICT", severity: "warning", rule: "RUG-AMB-27" }]);
    expect(validateTraits(jack, pair, {}, { eagleEyeVsNearSighted: "forbid" })).toMatchObject([{ code: "CONFLICT", severity: "error" }]);
  });

  it("RUG-GEN-2 RUG-ORG-1: figures and units are plain JSON checked by their schemas; bad input gives issues with paths", () => {
    expect(validate(FigureSchema, jack).ok).toBe(true);
    const bad = validate(FigureSchema, { ...jack, class: "Hero", luck: 11 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues.map((i) => i.at).sort()).toEqual(["class", "luck"]);
    expect(() => validateTraits({ ...jack, luck: 12 })).toThrow(RulesError);
  });

  it("RUG-AMB-1 RUG-AMB-13 RUG-AMB-17 RUG-AMB-20: the options schema fills every catalogue default", () => {
    expect(ruggedOptions()).toEqual({
      handToHand: "vivid",
      woundTable: "vivid",
      morale: "vivid",
      luckFace4: 5,
      traitRounding: "up",
      unspottedOrder: "last",
      unspottedRounding: "up",
      shootingMinHit: 0,
      oxMode: "threeWounds+firstKillDowngrade",
      lewisSingleCrewDice: 4,
      maximSetupTurns: 1,
      gmModifierOrder: "afterHalving",
      postRunRestTurns: 1,
      defaultFieldOfViewDeg: 360,
      eagleEyeVsNearSighted: "capWins",
    });
    expect(validate(RuggedOptionsSchema, { luckFace4: 6 }).ok).toBe(false);
    expect(() => ruggedOptions({ traitRounding: "sideways" } as never)).toThrow(/traitRounding/);
  });

  it("RUG-TRAIT-1: creation never mutates its inputs", () => {
    const frozen = deepFreeze({ ...jack, traits: [SURE, RUGGED_TRAITS.clumsy] });
    expect(validateTraits(frozen)).toEqual([]);
  });
});
