import { describe, expect, it } from "vitest";
import { damageOutcomes, type ModelInput, resolveDamage, TOUGH } from "../../src/evolution/index.js";
import { odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import { omit } from "./fixtures.js";

/** The Tough as the text's damage example treats it: Wound 4+, Kill 6+, its save ignored (EVO-AMB-3). */
const unsaved: ModelInput = omit(TOUGH, "armourSave");

describe("damage (EVO-DMG-1, EVO-WOUND-1)", () => {
  it.each([
    [1, "none"],
    [2, "none"],
    [3, "none"],
  ] as const)("EVO-EX-4: damage %i against Wound 4+ does nothing", (d, expected) => {
    const { value, trace } = resolve(resolveDamage(unsaved, "1D6"), scriptedDice([`d6:${String(d)}`]));
    expect(value).toBe(expected);
    expect(trace.filter((e) => e.type === "die")).toHaveLength(1);
  });

  it("EVO-EX-4, EVO-AMB-3: damage 4 or 5 wounds (the text ignores the save), so the wound table is rolled", () => {
    expect(resolve(resolveDamage(unsaved, "1D6"), scriptedDice(["d6:4", "d6:3"])).value).toBe("light");
    expect(resolve(resolveDamage(unsaved, "1D6"), scriptedDice(["d6:5", "d6:1"])).value).toBe("light");
  });

  it("EVO-EX-4: damage 6 kills (Kill 6+)", () => {
    expect(resolve(resolveDamage(unsaved, "1D6"), scriptedDice(["d6:6"])).value).toBe("killed");
  });

  it("EVO-EX-5, EVO-WOUND-1: Wound 4, damage 5, wound D6 4 gives 4 + 1 = 5, a Serious wound", () => {
    const { value, trace } = resolve(resolveDamage(unsaved, "1D6"), scriptedDice(["d6:5", "d6:4"]));
    expect(value).toBe("serious");
    expect(trace).toContainEqual({ type: "modifier", rule: "EVO-WOUND-1", label: "damage beyond the Wound score", value: 1 });
  });

  it("EVO-DT-2, EVO-AMB-3: damage 4 on a Tough with its 6+ save, save 6: saved, no wound roll", () => {
    const { value, trace } = resolve(resolveDamage(TOUGH, "1D6"), scriptedDice(["d6:4", "d6:6"]));
    expect(value).toBe("saved");
    expect(trace.filter((e) => e.type === "die")).toHaveLength(2);
  });

  it("EVO-DT-3: damage 4, save 3 fails, wound D6 1: just a scratch", () => {
    expect(resolve(resolveDamage(TOUGH, "1D6"), scriptedDice(["d6:4", "d6:3", "d6:1"])).value).toBe("scratch");
  });

  it("EVO-DT-4, EVO-AMB-2: damage 6 kills with no save roll consumed", () => {
    const dice = scriptedDice(["d6:6", "d6:6"]);
    expect(resolve(resolveDamage(TOUGH, "1D6"), dice).value).toBe("killed");
    expect(dice.remaining()).toBe(1);
  });

  it("EVO-AMB-2 (option saveVsKill: true): the save also stops a kill", () => {
    expect(resolve(resolveDamage(TOUGH, "1D6", { saveVsKill: true }), scriptedDice(["d6:6", "d6:6"])).value).toBe("saved");
    expect(resolve(resolveDamage(TOUGH, "1D6", { saveVsKill: true }), scriptedDice(["d6:6", "d6:5"])).value).toBe("killed");
    // default: saveVsKill false
    expect(odds(resolveDamage(TOUGH, "1D6")).probability("killed").toString()).toBe("1/6");
    expect(
      odds(resolveDamage(TOUGH, "1D6", { saveVsKill: true }))
        .probability("killed")
        .toString(),
    ).toBe("5/36");
  });

  it("EVO-DT-6, EVO-DMG-1: exact outcome distribution of a Tough hit by a revolver equals Appendix A", () => {
    const d = odds(resolveDamage(TOUGH, "1D6"));
    const expected = { none: "1/2", saved: "1/18", scratch: "5/216", light: "5/36", serious: "25/216", killed: "1/6" };
    for (const [outcome, p] of Object.entries(expected)) expect(d.probability(outcome as never).toString(), outcome).toBe(p);
    expect(d.total().toString()).toBe("1");
  });

  it("EVO-AMB-1 (default gte): damage equal to the Wound score wounds, equal to Kill kills", () => {
    expect(resolve(resolveDamage(unsaved, "1D6"), scriptedDice(["d6:4", "d6:2"])).value).toBe("light");
    expect(resolve(resolveDamage(unsaved, "1D6", { damageCompare: "gte" }), scriptedDice(["d6:6"])).value).toBe("killed");
  });

  it("EVO-AMB-1 (option gt): damage must exceed the score, so 4 does nothing and 6 only wounds", () => {
    expect(resolve(resolveDamage(unsaved, "1D6", { damageCompare: "gt" }), scriptedDice(["d6:4"])).value).toBe("none");
    expect(resolve(resolveDamage(unsaved, "1D6", { damageCompare: "gt" }), scriptedDice(["d6:6", "d6:3"])).value).toBe("serious");
    const d = odds(resolveDamage(unsaved, "1D6", { damageCompare: "gt" }));
    expect(d.probability("killed").toString()).toBe("0");
    expect(d.probability("none").toString()).toBe("2/3");
  });

  it("EVO-AMB-4 (default sum): several damage dice are summed into one roll", () => {
    const big: ModelInput = { ...TOUGH, wound: 7, kill: 10 };
    expect(resolve(resolveDamage(big, "2D6"), scriptedDice(["d6:4", "d6:6", "d6:1"])).value).toBe("killed");
    expect(resolve(resolveDamage(big, "2D6", { damageAggregation: "sum" }), scriptedDice(["d6:3", "d6:4", "d6:2", "d6:4"])).value).toBe("light");
  });

  it("EVO-AMB-4 (option highest): the highest damage die counts", () => {
    expect(resolve(resolveDamage(TOUGH, "2D6", { damageAggregation: "highest" }), scriptedDice(["d6:3", "d6:2"])).value).toBe("none");
    expect(resolve(resolveDamage(TOUGH, "2D6", { damageAggregation: "highest" }), scriptedDice(["d6:2", "d6:6"])).value).toBe("killed");
  });

  it("EVO-AMB-4 (option each): each damage die is its own roll, with its own save and wound roll", () => {
    const c = damageOutcomes(TOUGH, "2D6", { damageAggregation: "each" });
    expect(resolve(c, scriptedDice(["d6:1", "d6:6"])).value).toEqual(["none", "killed"]);
    expect(resolve(c, scriptedDice(["d6:4", "d6:2", "d6:3", "d6:5", "d6:6"])).value).toEqual(["light", "saved"]);
    expect(resolve(resolveDamage(TOUGH, "2D6", { damageAggregation: "each" }), scriptedDice(["d6:4", "d6:2", "d6:3", "d6:2"])).value).toBe("light");
    expect(resolve(damageOutcomes(TOUGH, "1D6"), scriptedDice(["d6:2"])).value).toEqual(["none"]);
  });

  it("EVO-DMG-1: a plain number deals fixed damage and a model with no save rolls none", () => {
    expect(resolve(resolveDamage(unsaved, "5"), scriptedDice(["d6:1"])).value).toBe("light");
    expect(resolve(resolveDamage({ ...TOUGH, armourSave: 7 }, "4"), scriptedDice(["d6:5"])).value).toBe("serious");
  });

  it("EVO-DMG-1: a malformed damage expression or target is a RulesError naming the path", () => {
    expect(() => resolveDamage(TOUGH, "1D7")).toThrow(/damageDice/);
    expect(() => resolveDamage({ ...TOUGH, wound: 0 }, "1D6")).toThrow(RulesError);
    expect(() => resolveDamage({ ...TOUGH, wound: 0 }, "1D6")).toThrow(/target\.wound/);
    expect(() => resolveDamage(TOUGH, "1D6", { damageCompare: "eq" } as never)).toThrow(/options\.damageCompare/);
  });
});
