// Evolution's catalogue holds only the text's profile (the Tough, EVO-STAT-1) and the firing example's revolver
// (EVO-EX-3/4); createModel builds models from them by name.
import { describe, expect, it } from "vitest";
import * as evo from "../../src/evolution/index.js";
import { RulesError } from "../../src/index.js";

describe("evolution catalogue and createModel (issue #16)", () => {
  it("EVO-STAT-1: the Tough's profile: Size 3, Move 5, Accuracy 5+, CC 1D6-1, Wound 4+, Kill 6+, Save 6+, WtF 4+", () => {
    const p = evo.EVOLUTION_PROFILES.tough;
    expect([p.size, p.move, p.accuracy, p.closeCombat, p.wound, p.kill, p.armourSave, p.wtf, p.skills]).toEqual([3, 5, 5, "1D6-1", 4, 6, 6, 4, []]);
    expect(p.type).toBe("mook");
  });

  it("EVO-EX-3 EVO-EX-4: the revolver: 1 firing die, 1D6 damage; a model by name equals TOUGH", () => {
    expect(evo.EVOLUTION_WEAPONS.revolver).toEqual({ name: "revolver", firingDice: 1, damageDice: "1D6" });
    const m = evo.createModel({ profile: "tough", id: "tough", name: "Tough", weapons: ["revolver"] });
    expect(m).toEqual(evo.TOUGH);
    expect(evo.createModel({ profile: "tough", id: "c", name: "C", move: 6 }).move).toBe(6);
  });

  it("EVO-GM-3: a wrong name is a RulesError at its path with the nearest name", () => {
    expect(() => evo.createModel({ profile: "tuogh" as "tough", id: "c", name: "C" })).toThrow(/model\.profile.*did you mean "tough"\?/);
    expect(() => evo.createModel({ profile: "tough", id: "c", name: "C", weapons: ["revolvr" as "revolver"] })).toThrow(RulesError);
    expect(() => evo.createModel({ profile: "tough", id: "c", name: "C", weapons: ["revolvr" as "revolver"] })).toThrow(/model\.weapons\[0\]/);
  });
});
