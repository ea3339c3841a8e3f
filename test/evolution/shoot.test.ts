import { describe, expect, it } from "vitest";
import { applyDamage, shoot, TOUGH } from "../../src/evolution/index.js";
import { odds, resolve, scriptedDice } from "../../src/index.js";

const revolver = { name: "revolver", firingDice: 1, damageDice: "1D6" };

describe("a shot against a target (EVO-FIRE-1, EVO-DMG-1, EVO-WOUND-1)", () => {
  it("EVO-DT-7: the chance that a Tough kills a Tough per revolver shot is exactly (1/3)·(1/6) = 1/18", () => {
    const shot = odds(shoot(TOUGH, revolver, TOUGH, { los: "clear" }));
    expect(shot.probability((r) => r.target.removed).toString()).toBe("1/18");
    expect(shot.probability((r) => r.hits === 1).toString()).toBe("1/3");
  });

  it("EVO-FIRE-1, EVO-DMG-1: a hit, damage 5, failed save, wound 2 leaves a Light wound", () => {
    const { value } = resolve(shoot(TOUGH, revolver, TOUGH, { los: "clear" }), scriptedDice(["d6:5", "d6:5", "d6:1", "d6:1"]));
    expect(value).toEqual({ hits: 1, target: { lightWounds: 1, seriousWounds: 0, removed: false } });
  });

  it("EVO-DT-5, EVO-WOUND-1: a second Serious wound from a volley removes the target and stops the damage", () => {
    const wounded = applyDamage(TOUGH, "serious");
    const tommyGun = { name: "tommy gun", firingDice: 2, damageDice: "1D6" };
    const dice = scriptedDice(["d6:6", "d6:6", "d6:5", "d6:1", "d6:6", "d6:6"]);
    const { value } = resolve(shoot(TOUGH, tommyGun, wounded, { los: "clear" }), dice);
    expect(value).toEqual({ hits: 2, target: { lightWounds: 0, seriousWounds: 2, removed: true } });
    expect(dice.remaining()).toBe(1);
  });

  it("EVO-FIRE-1: a miss rolls no damage", () => {
    expect(resolve(shoot(TOUGH, revolver, TOUGH, { los: "clear" }), scriptedDice(["d6:1"])).value).toEqual({ hits: 0, target: TOUGH.state });
  });
});
