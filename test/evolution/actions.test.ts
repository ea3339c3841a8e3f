import { describe, expect, it } from "vitest";
import { ACTION_TYPES, actionsFor, applyDamage, hasSkill, isLeader, type ModelInput, TOUGH } from "../../src/evolution/index.js";

const hero: ModelInput = { ...TOUGH, id: "hero", name: "Hero", type: "character", skills: ["Leadership"] };
const car: ModelInput = { ...TOUGH, id: "car", name: "Roadster", type: "vehicle", size: 5, move: 12 };

describe("actions (EVO-ACT-1, EVO-ACT-2)", () => {
  it("EVO-ACT-1, EVO-TYPE-1: a mook has 1 action, a character 2, a character with a special rule 3", () => {
    expect(actionsFor(TOUGH)).toBe(1);
    expect(actionsFor(hero)).toBe(2);
    expect(actionsFor({ ...hero, thirdAction: true })).toBe(3);
  });

  it("EVO-ACT-1, EVO-LEAD-1, EVO-AMB-14: a mook activated with its leader has 2 actions (it copies both)", () => {
    expect(actionsFor(TOUGH, { withLeader: true })).toBe(2);
    expect(actionsFor(TOUGH, { withLeader: false })).toBe(1);
  });

  it("EVO-AMB-15: a mook with the Independent trait has 2 actions without a leader", () => {
    expect(actionsFor({ ...TOUGH, skills: ["independent"] })).toBe(2);
    expect(actionsFor({ ...TOUGH, skills: ["Independant"] })).toBe(2);
  });

  it("EVO-VEH-1: a vehicle has 2 actions driven by a character, 1 by a mook, 0 undriven", () => {
    expect(actionsFor({ ...car, driverType: "character" })).toBe(2);
    expect(actionsFor({ ...car, driverType: "mook" })).toBe(1);
    expect(actionsFor(car)).toBe(0);
  });

  it("EVO-ACT-1: a removed model has no actions", () => {
    expect(actionsFor(applyDamage(hero, "killed"))).toBe(0);
  });

  it("EVO-ACT-2: the four basic actions are Move, Shoot, Charge and Ready", () => {
    expect(ACTION_TYPES).toEqual(["move", "shoot", "charge", "ready"]);
  });

  it("EVO-LEAD-1, EVO-AMB-20: a leader is a character with Leadership; a mook is a type, not a skill", () => {
    expect(isLeader(hero)).toBe(true);
    expect(isLeader({ ...hero, skills: ["leader"] })).toBe(true);
    expect(isLeader({ ...TOUGH, skills: ["leadership"] })).toBe(false);
    expect(isLeader({ ...hero, skills: [] })).toBe(false);
    expect(hasSkill(["Sharpshooter"], "sharpshooter")).toBe(true);
    expect(TOUGH.skills).toEqual([]);
    expect(TOUGH.type).toBe("mook");
  });

  it("EVO-ACT-1: bad arguments are RulesErrors", () => {
    expect(() => actionsFor(TOUGH, { withLeader: 1 as never })).toThrow(/context\.withLeader/);
    expect(() => actionsFor({ ...TOUGH, type: "robot" } as never)).toThrow(/model\.type/);
  });
});
