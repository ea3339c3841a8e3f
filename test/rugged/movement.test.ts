import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/index.js";
import { ancientTrainingMove, movementAllowance, RUGGED_MOVEMENT_RATES, RUGGED_TERRAIN, runStateAfter } from "../../src/rugged/index.js";

const inches = (r: ReturnType<typeof movementAllowance>) => (r.ok ? r.inches : r.reason);

describe("rugged movement (RUG-MOVE-1..4, RUG-TERR-1/2)", () => {
  it("RUG-MOVE-2 RUG-AMB-5: western and native rates by mode (the flattened table read as 20/8/15 western, 22/10/18 native)", () => {
    expect(
      ["stationary", "combat", "patrol", "march", "run", "charge"].map((mode) =>
        inches(movementAllowance({ movementClass: "westernFoot", mode: mode as "run" })),
      ),
    ).toEqual([0, 4, 8, 12, 15, 20]);
    expect(
      ["combat", "patrol", "march", "run", "charge"].map((mode) => inches(movementAllowance({ movementClass: "nativeFoot", mode: mode as "run" }))),
    ).toEqual([4, 10, 12, 18, 22]);
  });

  it("RUG-MOVE-3: civilians have no March; natives March only as combatants or porters", () => {
    expect(movementAllowance({ movementClass: "civilian", mode: "march" })).toMatchObject({ ok: false, reason: "ILLEGAL_MODE", rule: "RUG-MOVE-3" });
    expect(inches(movementAllowance({ movementClass: "civilian", mode: "run" }))).toBe(15);
    expect(inches(movementAllowance({ movementClass: "nativeFoot", mode: "march", kind: "nonCombatant" }))).toBe("ILLEGAL_MODE");
    expect(inches(movementAllowance({ movementClass: "nativeFoot", mode: "march", kind: "nonCombatant", mayMarch: true }))).toBe(12);
    expect(inches(movementAllowance({ movementClass: "nativeFoot", mode: "march" }))).toBe(12);
  });

  it("RUG-MOVE-4 RUG-TERR-1 RUG-AMB-11 RUG-AMB-12: jungle and stream halve, a ford quarters, the lowest applies, a road is open ground, a river is impassable", () => {
    expect(inches(movementAllowance({ movementClass: "westernFoot", mode: "patrol", terrain: ["jungle"] }))).toBe(4);
    expect(inches(movementAllowance({ movementClass: "westernFoot", mode: "patrol", terrain: ["ford"] }))).toBe(2);
    expect(inches(movementAllowance({ movementClass: "westernFoot", mode: "patrol", terrain: ["jungle", "ford"] }))).toBe(2);
    expect(inches(movementAllowance({ movementClass: "westernFoot", mode: "patrol", terrain: ["jungle", "road"] }))).toBe(8);
    expect(inches(movementAllowance({ movementClass: "westernFoot", mode: "patrol", terrain: ["forest", "crops"] }))).toBe(8);
    expect(inches(movementAllowance({ movementClass: "westernFoot", mode: "patrol", terrain: ["river"] }))).toBe("IMPASSABLE");
    expect(RUGGED_TERRAIN.rows.crops.visibility).toBe(4);
    expect(RUGGED_TERRAIN.rows.jungle).toMatchObject({ visibility: 8, cover: "soft" });
    expect(RUGGED_TERRAIN.rows.forest).toMatchObject({ visibility: 16, cover: "soft" });
  });

  it("RUG-TERR-2: built-up areas: huts conceal without cover, mud brick soft, stone medium, fortifications hard", () => {
    expect([
      RUGGED_TERRAIN.rows.hut.cover,
      RUGGED_TERRAIN.rows.mudBrick.cover,
      RUGGED_TERRAIN.rows.stoneBuilding.cover,
      RUGGED_TERRAIN.rows.fortification.cover,
    ]).toEqual(["none", "soft", "medium", "hard"]);
    expect(RUGGED_TERRAIN.rows.hut.concealment).toBe(true);
  });

  it("RUG-MOVE-4: hills and swamps need the GM's multiplier (RUG-GM-3)", () => {
    expect(movementAllowance({ movementClass: "westernFoot", mode: "patrol", terrain: ["swamp"] })).toMatchObject({
      ok: false,
      reason: "GM_MULTIPLIER_NEEDED",
    });
    expect(inches(movementAllowance({ movementClass: "westernFoot", mode: "patrol", terrain: ["hill"], gmMultiplier: 0.75 }))).toBe(6);
  });

  it("RUG-MOVE-1 RUG-AMB-17: combatants run 2 turns, non-combatants 1, then rest postRunRestTurns turns (default 1, option 2)", () => {
    expect(inches(movementAllowance({ movementClass: "westernFoot", mode: "run", consecutiveRunTurns: 1 }))).toBe(15);
    expect(movementAllowance({ movementClass: "westernFoot", mode: "run", consecutiveRunTurns: 2 })).toMatchObject({ ok: false, reason: "RUN_LIMIT" });
    expect(movementAllowance({ movementClass: "civilian", mode: "run", kind: "nonCombatant", consecutiveRunTurns: 1 })).toMatchObject({
      ok: false,
      reason: "RUN_LIMIT",
    });
    expect(movementAllowance({ movementClass: "westernFoot", mode: "patrol", restTurnsLeft: 1 })).toMatchObject({
      ok: false,
      reason: "MUST_REST",
      rule: "RUG-AMB-17",
    });
    expect(inches(movementAllowance({ movementClass: "westernFoot", mode: "combat", restTurnsLeft: 1 }))).toBe(4);
    let s = { consecutiveRunTurns: 0, restTurnsLeft: 0 };
    s = runStateAfter("run", s);
    expect(s).toEqual({ consecutiveRunTurns: 1, restTurnsLeft: 0 });
    s = runStateAfter("run", s);
    expect(s).toEqual({ consecutiveRunTurns: 0, restTurnsLeft: 1 });
    s = runStateAfter("combat", s);
    expect(s).toEqual({ consecutiveRunTurns: 0, restTurnsLeft: 0 });
    expect(runStateAfter("run", { consecutiveRunTurns: 0, restTurnsLeft: 0 }, "nonCombatant", { postRunRestTurns: 2 })).toEqual({
      consecutiveRunTurns: 0,
      restTurnsLeft: 2,
    });
  });

  it('RUG-TRAIT-P10: Ancient Training: 4 uses a game, flights of at most 12"', () => {
    expect(ancientTrainingMove(4, 12)).toMatchObject({ ok: true, inches: 12 });
    expect(ancientTrainingMove(4, 13)).toMatchObject({ ok: false, reason: "TOO_FAR" });
    expect(ancientTrainingMove(0, 5)).toMatchObject({ ok: false, reason: "NO_USES_LEFT" });
  });

  it("RUG-MOVE-1: bad input throws a RulesError naming the path", () => {
    expect(() => movementAllowance({ movementClass: "westernFoot", mode: "crawl" as "run" })).toThrow(RulesError);
    expect(() => movementAllowance({ movementClass: "westernFoot", mode: "run", terrain: ["lava" as "open"] })).toThrow(/terrain/);
    expect(RUGGED_MOVEMENT_RATES.civilian.march).toBeNull();
  });
});

describe("rugged unit organisation (RUG-ORG-1)", () => {
  it("RUG-ORG-1 RUG-GEN-2: combat units should have 10 figures and a leader, non-combatants up to 20: warnings only", async () => {
    const { checkUnit } = await import("../../src/rugged/index.js");
    const members = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${String(i)}`, name: "m", class: "Combatant" as const }));
    expect(checkUnit({ id: "u", kind: "combatant", leaderId: "m0", members: members(10) })).toEqual([]);
    expect(checkUnit({ id: "u", kind: "combatant", leaderId: "m0", members: members(7) })).toEqual([
      { code: "UNIT_SIZE", rule: "RUG-ORG-1", message: "a combat unit should have 10 figures, has 7" },
    ]);
    expect(checkUnit({ id: "u", kind: "nonCombatant", members: members(20) })).toEqual([]);
    expect(checkUnit({ id: "u", kind: "nonCombatant", members: members(21) })[0]?.code).toBe("UNIT_SIZE");
    expect(checkUnit({ id: "u", kind: "combatant", members: members(10) })[0]).toMatchObject({ code: "NO_LEADER", rule: "RUG-GEN-2" });
  });
});
