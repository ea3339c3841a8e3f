import { describe, expect, it } from "vitest";
import { applyDamage, chargeOutcome, moveAllowance, TERRAIN_MOVE_FACTOR, TOUGH } from "../../src/evolution/index.js";

const light = applyDamage(TOUGH, "light");
const twoLights = applyDamage(light, "light");
const serious = applyDamage(TOUGH, "serious");

describe("movement (EVO-MOVE-1, EVO-TERR-1)", () => {
  it("EVO-EX-1, EVO-MOVE-1: a Tough moves 5″ with one Move action, 10″ with two, on open ground", () => {
    expect(moveAllowance(TOUGH, { actions: 1, terrain: "open" })).toEqual({ inches: 5, perAction: 5, reason: "ok" });
    expect(moveAllowance(TOUGH, { actions: 2 }).inches).toBe(10);
    expect(moveAllowance(TOUGH).inches).toBe(5);
  });

  it("EVO-TERR-1: woods and other terrain halve movement; cliffs are impassable without equipment", () => {
    expect(TERRAIN_MOVE_FACTOR).toEqual({ open: 1, difficult: 0.5, impassable: 0 });
    expect(moveAllowance(TOUGH, { terrain: "difficult" }).inches).toBe(2.5);
    expect(moveAllowance(TOUGH, { actions: 2, terrain: "difficult" }).inches).toBe(5);
    expect(moveAllowance(TOUGH, { terrain: "impassable" })).toEqual({ inches: 0, perAction: 0, reason: "impassable" });
    expect(moveAllowance(TOUGH, { terrain: "impassable", specialistEquipment: true }).inches).toBe(2.5);
  });

  it("EVO-MOVE-1, EVO-WOUND-1: a Serious wound sets the move to 1″ per Move action", () => {
    expect(moveAllowance(serious, { actions: 2 }).inches).toBe(2);
    expect(moveAllowance(applyDamage(light, "serious"), { actions: 1 }).inches).toBe(1);
  });

  it("EVO-AMB-11 (default per-action, stacking): each Light wound takes 1″ off every Move action", () => {
    expect(moveAllowance(light, { actions: 2 }).inches).toBe(8);
    expect(moveAllowance(twoLights, { actions: 2 }, { lightWoundMove: "per-action", lightWoundsStack: true }).inches).toBe(6);
  });

  it("EVO-AMB-11 (option per-turn): a Light wound takes 1″ off the turn's total", () => {
    expect(moveAllowance(light, { actions: 2 }, { lightWoundMove: "per-turn" }).inches).toBe(9);
    expect(moveAllowance(twoLights, { actions: 2 }, { lightWoundMove: "per-turn" })).toEqual({ inches: 8, perAction: 5, reason: "ok" });
  });

  it("EVO-AMB-11 (option lightWoundsStack false): only one Light wound counts", () => {
    expect(moveAllowance(twoLights, { actions: 2 }, { lightWoundsStack: false }).inches).toBe(8);
  });

  it("EVO-MOVE-1: a removed model does not move; zero actions is zero inches", () => {
    expect(moveAllowance(applyDamage(TOUGH, "killed")).reason).toBe("removed");
    expect(moveAllowance(TOUGH, { actions: 0 }).inches).toBe(0);
    expect(moveAllowance(light, { actions: 0 }, { lightWoundMove: "per-turn" }).inches).toBe(0);
  });

  it("EVO-MOVE-1: bad arguments are RulesErrors naming the path", () => {
    expect(() => moveAllowance(TOUGH, { actions: 4 })).toThrow(/context\.actions/);
    expect(() => moveAllowance(TOUGH, { terrain: "swamp" as never })).toThrow(/context\.terrain/);
    expect(() => moveAllowance({ ...TOUGH, move: -1 })).toThrow(/model\.move/);
    expect(() => moveAllowance(TOUGH, 3 as never)).toThrow(/context/);
  });
});

describe("charges (EVO-ACT-2, EVO-AMB-10)", () => {
  it("EVO-AMB-10 (default chargeMoves 1): a charge reaches one Move; beyond it, no contact", () => {
    expect(chargeOutcome(TOUGH, 5)).toEqual({ contact: true, reach: 5 });
    expect(chargeOutcome(TOUGH, 5.5)).toEqual({ contact: false, reach: 5 });
    expect(chargeOutcome(TOUGH, 3, { terrain: "difficult" })).toEqual({ contact: false, reach: 2.5 });
  });

  it("EVO-AMB-10 (option chargeMoves 2): a charge reaches two Moves", () => {
    expect(chargeOutcome(TOUGH, 9, {}, { chargeMoves: 2 })).toEqual({ contact: true, reach: 10 });
    expect(() => chargeOutcome(TOUGH, -1)).toThrow(/distance/);
  });
});
