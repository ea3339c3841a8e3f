import { describe, expect, it } from "vitest";
import { adviseAction, createCharacter } from "../../src/fate/index.js";
import { indy } from "./fixtures.js";

// Expected values computed independently (exact fractions over 4dF, faces -1/0/+1 each 1/3; P(4dF >= 1) =
// 31/81, P(4dF >= -1) = 22/27, P(4dF >= -2) = 76/81) before looking at what the code gives.
describe("fate advice", () => {
  it("FATE-FP-2 FATE-FP-3 FATE-AMB-26 FATE-EX-5b: every plan with 3 points for a shift; +2 before, then a re-roll that buys +2, is best at 704/729", () => {
    const a = adviseAction(indy(1), { ability: "Investigation", against: { type: "target", value: 1 } }, "shift");
    expect(a.plans.map((p) => p.plan)).toEqual(["none", "bonus", "reroll", "rerollWithBonus", "bonusAndReroll", "bonusAndRerollWithBonus"]);
    const byPlan = new Map(a.plans.map((p) => [p.plan, p]));
    expect(byPlan.get("none")?.success.toString()).toBe("31/81");
    expect(byPlan.get("bonus")?.success.toString()).toBe("22/27");
    // three plain re-rolls in reserve: 1 - (50/81)^4
    expect(byPlan.get("reroll")?.success.toString()).toBe(`${String(81 ** 4 - 50 ** 4)}/${String(81 ** 4)}`);
    expect(byPlan.get("reroll")?.expectedFpSpent.toString()).toBe("655550/531441");
    // no +2 first, a re-roll with +2 (2 points), then a plain one: 1 - 50/81 x 5/27 x 50/81
    expect(byPlan.get("rerollWithBonus")?.success.toString()).toBe("164647/177147");
    expect(byPlan.get("rerollWithBonus")?.expectedFpSpent.toString()).toBe("2950/2187");
    // +2 first, then plain re-rolls (the +2 does not carry over): 1 - 5/27 x (50/81)^2
    expect(byPlan.get("bonusAndReroll")?.success.toString()).toBe("164647/177147");
    expect(byPlan.get("bonusAndReroll")?.expectedFpSpent.toString()).toBe("2842/2187");
    // +2 first, then one re-roll that buys +2: 1 - (5/27)^2 = 704/729, spending 1 + 2 x 5/27 = 37/27
    expect(byPlan.get("bonusAndRerollWithBonus")?.success.toString()).toBe("704/729");
    expect(byPlan.get("bonusAndRerollWithBonus")?.expectedFpSpent.toString()).toBe("37/27");
    expect(a.best).toBe("bonusAndRerollWithBonus");
    expect(byPlan.get("none")?.outcomes.map((o) => o.kind)).toContain("successWithShifts");
  });

  it("FATE-AMB-26: ties are broken by the fewest points on average: Athletics +4 against +1 holds a re-roll that buys +2 (100% for 10/81 points)", () => {
    const runner = createCharacter({ id: "r", name: "Runner", abilities: { Athletics: 4 } });
    const req = { ability: "Athletics" as const, against: { type: "target" as const, value: 1 } };
    const a = adviseAction(runner, req);
    const byPlan = new Map(a.plans.map((p) => [p.plan, p]));
    expect(byPlan.get("none")?.success.toString()).toBe("76/81");
    expect(byPlan.get("bonus")?.success.toString()).toBe("1");
    expect(byPlan.get("rerollWithBonus")?.success.toString()).toBe("1");
    expect(byPlan.get("rerollWithBonus")?.expectedFpSpent.toString()).toBe("10/81");
    expect(a.best).toBe("rerollWithBonus");
    // with one point and one re-roll: 99.6% (6536/6561) for 5/81 points, but +2 reaches 100%: the chance comes first
    const one = adviseAction({ ...runner, fatePoints: 1 }, req);
    expect(one.plans.map((p) => [p.plan, p.success.toString(), p.expectedFpSpent.toString()])).toEqual([
      ["none", "76/81", "0"],
      ["bonus", "1", "1"],
      ["reroll", "6536/6561", "5/81"],
    ]);
    expect(one.best).toBe("bonus");
  });

  it("FATE-AMB-26 FATE-AMB-13: a plan that cannot reach the goal spends nothing; maxRerolls caps the reserve; only affordable plans are listed", () => {
    // Mediocre 0 against Legendary +8 cannot succeed even with +2 and +4 on the dice: no re-roll is bought
    const hopeless = adviseAction(createCharacter({ id: "x", name: "X", abilities: {} }), { ability: "Rapport", against: { type: "target", value: 8 } });
    for (const p of hopeless.plans) expect(p.success.toString()).toBe("0");
    expect(hopeless.plans.find((p) => p.plan === "reroll")?.expectedFpSpent.toString()).toBe("0");
    expect(hopeless.best).toBe("none");
    const capped = adviseAction(indy(1), { ability: "Investigation", against: { type: "target", value: 1 } }, "shift", { maxRerolls: 1 });
    expect(capped.plans.find((p) => p.plan === "reroll")?.success.toString()).toBe(`${String(81 ** 2 - 50 ** 2)}/${String(81 ** 2)}`);
    const two = adviseAction({ ...indy(1), fatePoints: 2 }, { ability: "Investigation", against: { type: "target", value: 1 } });
    expect(two.plans.map((p) => p.plan)).toEqual(["none", "bonus", "reroll", "rerollWithBonus", "bonusAndReroll"]);
    const broke = { ...indy(1), fatePoints: 0 };
    expect(adviseAction(broke, { ability: "Investigation", against: { type: "target", value: 1 } })).toMatchObject({ best: "none" });
    expect(adviseAction(broke, { ability: "Investigation", against: { type: "target", value: 1 } }, null, null).goal).toBe("success");
  });

  it("FATE-ACT-4 FATE-AMB-27: against an opposer the goal complication needs a margin of 1 (an opposed tie fails)", () => {
    // Rapport +2 against a fixed opposing total of 2: margin >= 1 needs 4dF >= 1 (31/81); a tie would add 19/81
    const a = adviseAction(indy(), { ability: "Rapport", against: { type: "opposedTotal", total: 2 } }, "complication");
    expect(a.plans[0]?.success.toString()).toBe("31/81");
    const unopposed = adviseAction(indy(), { ability: "Rapport", against: { type: "target", value: 2 } }, "complication");
    expect(unopposed.plans[0]?.success.toString()).toBe("50/81");
    const rival = createCharacter({ id: "r", name: "Rival", role: "named", abilities: { Resolve: 8 } });
    const b = adviseAction(indy(), { ability: "Rapport", against: { type: "opposed", opposer: rival, roll: { ability: "Resolve" } } }, "complication");
    expect(b.plans.every((p) => p.success.compare(b.plans[0]!.success) >= 0)).toBe(true);
    expect(() => adviseAction(indy(), { ability: "Rapport", against: { type: "none" } })).toThrow(/request.against/);
    expect(() => adviseAction(indy(), { ability: "Rapport", against: { type: "target", value: 1 } }, "glory" as never)).toThrow(/goal/);
  });
});
