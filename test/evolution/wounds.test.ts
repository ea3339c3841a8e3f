import { describe, expect, it } from "vitest";
import { applyDamage, TOUGH, WOUND_TABLE, woundStateAfter, woundTableResult } from "../../src/evolution/index.js";
import { deepFreeze } from "../helpers.js";

describe("the wound table and wound state (EVO-WOUND-1)", () => {
  it("EVO-WOUND-1: total 1 or less is a scratch, 2–4 Light, 5+ Serious", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 11].map(woundTableResult)).toEqual([
      "scratch",
      "scratch",
      "light",
      "light",
      "light",
      "serious",
      "serious",
      "serious",
      "serious",
    ]);
    expect(WOUND_TABLE.map((r) => r.result)).toEqual(["serious", "light", "scratch"]);
  });

  it("EVO-DT-5, EVO-WOUND-1: a second Serious wound removes the model", () => {
    const once = applyDamage(TOUGH, "serious");
    expect(once.state).toEqual({ lightWounds: 0, seriousWounds: 1, removed: false });
    const twice = applyDamage(once, "serious");
    expect(twice.state).toEqual({ lightWounds: 0, seriousWounds: 2, removed: true });
    expect(woundStateAfter({ lightWounds: 0, seriousWounds: 1, removed: false }, "serious").removed).toBe(true);
  });

  it("EVO-WOUND-1, EVO-AMB-11: Light wounds accumulate; scratch, saved and none change nothing", () => {
    const s = { lightWounds: 0, seriousWounds: 0, removed: false };
    expect(woundStateAfter(woundStateAfter(s, "light"), "light").lightWounds).toBe(2);
    for (const r of ["none", "saved", "scratch"] as const) expect(woundStateAfter(s, r)).toEqual(s);
  });

  it("EVO-DMG-1, EVO-AMB-16: a kill removes the model for the game, and a removed model stays removed", () => {
    const dead = applyDamage(TOUGH, "killed");
    expect(dead.state.removed).toBe(true);
    expect(applyDamage(dead, "light").state).toEqual(dead.state);
  });

  it("EVO-WOUND-1: applying damage does not mutate the model (a new object is returned)", () => {
    const frozen = deepFreeze(structuredClone(TOUGH));
    const after = applyDamage(frozen, "light");
    expect(after).not.toBe(frozen);
    expect(frozen.state.lightWounds).toBe(0);
  });

  it("EVO-WOUND-1: a bad outcome or state is a RulesError", () => {
    expect(() => applyDamage(TOUGH, "maimed" as never)).toThrow(/outcome/);
    expect(() => woundStateAfter({ lightWounds: -1, seriousWounds: 0, removed: false }, "light")).toThrow(/state\.lightWounds/);
  });
});
