import { describe, expect, it } from "vitest";
import { adviseAction, createCharacter } from "../../src/fate/index.js";
import { indy } from "./fixtures.js";

describe("fate advice", () => {
  it("FATE-FP-2 FATE-FP-3 FATE-EX-5b: before the Investigation roll against Average, the exact chance of a shift under each spend", () => {
    const a = adviseAction(indy(1), { ability: "Investigation", against: { type: "target", value: 1 } }, "shift");
    expect(a.plans.map((p) => p.plan)).toEqual(["none", "bonus", "reroll", "bonusAndReroll"]);
    const [none, bonus, reroll, both] = a.plans;
    // need 4dF >= 1 for a shift without a point: 31/81; with +2, 4dF >= -1: 66/81
    expect(none?.success.toString()).toBe("31/81");
    expect(bonus?.success.toString()).toBe("22/27");
    // a re-roll in reserve: 1 - (50/81)^k with k = 3 re-rolls affordable
    expect(reroll?.success.toString()).toBe(`${String(81 ** 4 - 50 ** 4)}/${String(81 ** 4)}`);
    // +2 first (1 point), then plain re-rolls (the +2 does not carry over): 1 - 5/27 x (50/81)^2
    expect(both?.success.toString()).toBe("164647/177147");
    expect(none?.expectedFpSpent.toString()).toBe("0");
    expect(bonus?.expectedFpSpent.toString()).toBe("1");
    expect(a.best).toBe("bonusAndReroll");
    expect(none?.outcomes.map((o) => o.kind)).toContain("successWithShifts");
  });

  it("FATE-FP-3 FATE-AMB-13: with maxRerolls 1 the reserve is one re-roll; with one point only affordable plans are listed", () => {
    const a = adviseAction(indy(1), { ability: "Investigation", against: { type: "target", value: 1 } }, "shift", { maxRerolls: 1 });
    expect(a.plans[2]?.success.toString()).toBe(`${String(81 ** 2 - 50 ** 2)}/${String(81 ** 2)}`);
    const poor = { ...indy(1), fatePoints: 1 };
    expect(adviseAction(poor, { ability: "Investigation", against: { type: "target", value: 1 } }).plans.map((p) => p.plan)).toEqual([
      "none",
      "bonus",
      "reroll",
    ]);
    const broke = { ...indy(1), fatePoints: 0 };
    expect(adviseAction(broke, { ability: "Investigation", against: { type: "target", value: 1 } })).toMatchObject({ best: "none" });
  });

  it("FATE-ACT-4: advice works against an opposer; among equal chances the cheaper plan wins", () => {
    const rival = createCharacter({ id: "r", name: "Rival", role: "named", abilities: { Resolve: 8 } });
    const hopeless = adviseAction(createCharacter({ id: "x", name: "X", abilities: { Rapport: -4 } }), {
      ability: "Rapport",
      against: { type: "opposedTotal", total: 20 },
    });
    expect(hopeless.best).toBe("none");
    const a = adviseAction(indy(), { ability: "Rapport", against: { type: "opposed", opposer: rival, roll: { ability: "Resolve" } } }, "complication");
    expect(a.plans.every((p) => p.success.compare(a.plans[0]!.success) >= 0)).toBe(true);
    expect(() => adviseAction(indy(), { ability: "Rapport", against: { type: "none" } })).toThrow(/request.against/);
    expect(() => adviseAction(indy(), { ability: "Rapport", against: { type: "target", value: 1 } }, "glory" as never)).toThrow(/goal/);
  });
});
