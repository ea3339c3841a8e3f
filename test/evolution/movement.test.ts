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

describe("a wound never raises a move, and per-turn moves add up (EVO-AMB-22, EVO-AMB-11)", () => {
  const slow = (move: number) => applyDamage({ ...TOUGH, move }, "serious");

  it("EVO-AMB-22, EVO-MOVE-1, EVO-WOUND-1: a Serious wound gives the lower of Move and 1″ per Move action (Move 0 and 0.5 stay)", () => {
    expect(moveAllowance(slow(0), { actions: 2 })).toEqual({ inches: 0, perAction: 0, reason: "ok" });
    expect(moveAllowance(slow(0.5), { actions: 1 })).toEqual({ inches: 0.5, perAction: 0.5, reason: "ok" });
    expect(moveAllowance(slow(0.5), { actions: 2 }).inches).toBe(1);
    expect(moveAllowance(slow(5), { actions: 2 }).inches).toBe(2); // still 1″ per action for a Move 5 model
    expect(chargeOutcome(slow(0.5), 0.75)).toEqual({ contact: false, reach: 0.5 });
  });

  it("EVO-AMB-11 (option per-turn): a turn's moves asked one by one add up to the same total as asked together", () => {
    const perTurn = { lightWoundMove: "per-turn" } as const;
    // one Light wound, Move 5: the turn's two Moves total 10 − 1 = 9″, the penalty off the first
    expect(moveAllowance(light, { actions: 2 }, perTurn).inches).toBe(9);
    expect(moveAllowance(light, { actions: 1 }, perTurn).inches).toBe(4);
    expect(moveAllowance(light, { actions: 1, previousMoves: 1 }, perTurn).inches).toBe(5);
    // two Light wounds: 8″ together, 3″ + 5″ one by one
    expect(moveAllowance(twoLights, { actions: 1 }, perTurn).inches + moveAllowance(twoLights, { actions: 1, previousMoves: 1 }, perTurn).inches).toBe(8);
    // a penalty larger than one Move carries over: Move 1 with three Light wounds, 0″ either way
    const crawler = { ...TOUGH, move: 1, state: { lightWounds: 3, seriousWounds: 0, removed: false } };
    expect(moveAllowance(crawler, { actions: 2 }, perTurn).inches).toBe(0);
    expect(moveAllowance(crawler, { actions: 1 }, perTurn).inches + moveAllowance(crawler, { actions: 1, previousMoves: 1 }, perTurn).inches).toBe(0);
    // in woods (×½): 4.5″ together, 2″ + 2.5″ one by one
    expect(moveAllowance(light, { actions: 2, terrain: "difficult" }, perTurn).inches).toBe(4.5);
    expect(
      moveAllowance(light, { actions: 1, terrain: "difficult" }, perTurn).inches +
        moveAllowance(light, { actions: 1, previousMoves: 1, terrain: "difficult" }, perTurn).inches,
    ).toBe(4.5);
  });

  it("EVO-AMB-11 (default per-action): moves one by one and together agree too, and previousMoves is bounded by the turn", () => {
    expect(moveAllowance(light, { actions: 1 }).inches + moveAllowance(light, { actions: 1, previousMoves: 1 }).inches).toBe(8);
    expect(() => moveAllowance(light, { actions: 2, previousMoves: 2 })).toThrow(/context\.previousMoves/);
  });
});
