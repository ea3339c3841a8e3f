import { describe, expect, it } from "vitest";
import { ancientTrainingMove, movementAllowance, VIVID_TERRAIN } from "../../src/vivid/index.js";

const inches = (r: ReturnType<typeof movementAllowance>) => (r.ok ? r.inches : r.reason);

describe("vivid movement (VIV-MOVE-1, VIV-MOVE-2, VIV-TERR-1)", () => {
  it("VIV-MOVE-1: one allowance per figure type", () => {
    const types = ["westernMale", "armoured", "pigmyOrWesternFemale", "native", "packAnimal", "slowAnimal", "fastAnimal"] as const;
    expect(types.map((t) => inches(movementAllowance({ figureType: t })))).toEqual([6, 4, 4, 8, 6, 4, 10]);
  });

  it("VIV-MOVE-2 VIV-TERR-1: the lowest multiplier applies; a ford halves (rugged quarters); hills halve by default; the GM may set any", () => {
    expect(inches(movementAllowance({ figureType: "native", terrain: ["ford"] }))).toBe(4);
    expect(inches(movementAllowance({ figureType: "native", terrain: ["hill"] }))).toBe(4);
    expect(inches(movementAllowance({ figureType: "native", terrain: ["jungle", "stream"] }))).toBe(4);
    expect(inches(movementAllowance({ figureType: "westernMale", terrain: ["jungle", "road"] }))).toBe(6);
    expect(inches(movementAllowance({ figureType: "westernMale", terrain: ["hill"], gmMultiplier: 0.25 }))).toBe(1.5);
    expect(inches(movementAllowance({ figureType: "westernMale", terrain: ["river"] }))).toBe("IMPASSABLE");
    expect(inches(movementAllowance({ figureType: "westernMale", terrain: ["swamp"] }))).toBe("GM_MULTIPLIER_NEEDED");
    expect(VIVID_TERRAIN.rows.fortification.cover).toBe("hard");
    expect(VIVID_TERRAIN.rows.crops).toMatchObject({ visibility: 4, concealment: true });
  });

  it("VIV-AMB-12: a zombie moves at combat speed, 4\" by default, or the option's value", () => {
    expect(inches(movementAllowance({ figureType: "zombie" }))).toBe(4);
    expect(inches(movementAllowance({ figureType: "zombie" }, { zombieMoveInches: 3 }))).toBe(3);
  });

  it("VIV-TRAIT-P8 VIV-AMB-10: Ancient Training flights are limited to 12\" by default, or the option's distance", () => {
    expect(ancientTrainingMove(4, 12).ok).toBe(true);
    expect(ancientTrainingMove(4, 13)).toMatchObject({ ok: false, reason: "TOO_FAR", rule: "VIV-AMB-10" });
    expect(ancientTrainingMove(4, 13, { ancientTrainingMaxInches: 20 }).ok).toBe(true);
    expect(ancientTrainingMove(0, 1)).toMatchObject({ ok: false, reason: "NO_USES_LEFT" });
  });
});

describe("vivid wounded movement and unit sizes", () => {
  it("VIV-AMB-42 VIV-WOUND-4: a wounded figure moves only when helped, at the helper's rate", async () => {
    const { woundedMove } = await import("../../src/vivid/index.js");
    expect(woundedMove(undefined)).toMatchObject({ ok: false, rule: "VIV-WOUND-4" });
    expect(woundedMove({ figureType: "native", terrain: ["jungle"] })).toMatchObject({ ok: true, inches: 4 });
  });

  it("VIV-ORG-1 VIV-GEN-2: regular units 5-10, native contingents 10 or more, a command figure: warnings only", async () => {
    const { checkUnit } = await import("../../src/vivid/index.js");
    const members = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${String(i)}`, name: "m", class: "Combatant" as const }));
    expect(checkUnit({ id: "u", kind: "combatant", leaderId: "m0", members: members(6) })).toEqual([]);
    expect(checkUnit({ id: "u", kind: "combatant", leaderId: "m0", members: members(12) })[0]).toMatchObject({ code: "UNIT_SIZE", rule: "VIV-ORG-1" });
    expect(checkUnit({ id: "u", kind: "combatant", leaderId: "m0", troopType: "nativeWarrior", members: members(15) })).toEqual([]);
    expect(checkUnit({ id: "u", kind: "combatant", troopType: "militia", members: members(8) }).map((w) => w.code)).toEqual(["UNIT_SIZE", "NO_LEADER"]);
  });
});
