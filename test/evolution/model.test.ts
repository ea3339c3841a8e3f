import { describe, expect, it } from "vitest";
import {
  DiceExprSchema,
  diceChance,
  EvolutionOptionsSchema,
  ModelSchema,
  parseDiceExpr,
  parseEvolutionOptions,
  parseModel,
  SIZE_SCALE,
  splitDice,
  system,
  TOUGH,
  WeaponSchema,
} from "../../src/evolution/index.js";
import { odds, RulesError, resolve, scriptedDice, validate } from "../../src/index.js";
import { omit } from "./fixtures.js";

describe("profiles and dice expressions (EVO-STAT-1, EVO-TYPE-1, EVO-SIZE-1, EVO-GEN-1)", () => {
  it("EVO-STAT-1: the Tough (Mook) is Size 3, Move 5″, Accuracy 5+, CC 1D6−1, Wound 4+, Kill 6+, Save 6+, WtF 4+, no skills", () => {
    expect(TOUGH).toMatchObject({ type: "mook", size: 3, move: 5, accuracy: 5, closeCombat: "1D6-1", wound: 4, kill: 6, armourSave: 6, wtf: 4, skills: [] });
    expect(parseModel(TOUGH)).toEqual(TOUGH);
    expect(Object.isFrozen(TOUGH.state)).toBe(true);
    expect(system.rulePrefix).toBe("EVO");
  });

  it("EVO-TYPE-1, EVO-AMB-20: a model is a character, a mook or a vehicle; mook is the type", () => {
    for (const type of ["character", "mook", "vehicle"]) expect(validate(ModelSchema, { ...TOUGH, type }).ok).toBe(true);
    const bad = validate(ModelSchema, { ...TOUGH, type: "robot" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]?.at).toBe("type");
  });

  it("EVO-SIZE-1: the size scale runs insect 1, dog 2, human 3, horse 4, car 5, tank 6", () => {
    expect(SIZE_SCALE).toEqual({ insect: 1, dog: 2, human: 3, horse: 4, car: 5, tank: 6 });
    expect(validate(ModelSchema, { ...TOUGH, size: 0 }).ok).toBe(false);
  });

  it("EVO-STAT-1: defaults fill in the state, skills and weapons of a minimal profile", () => {
    const bare = omit(TOUGH, "weapons", "skills", "state", "thirdAction", "facingDeg");
    const m = parseModel(bare);
    expect(m.state).toEqual({ lightWounds: 0, seriousWounds: 0, removed: false });
    expect(m.skills).toEqual([]);
    expect(m.weapons).toEqual([]);
    expect(parseModel({ ...bare, weapons: [{ name: "gun", damageDice: "1D6" }] }).weapons[0]?.firingDice).toBe(1);
    expect(validate(WeaponSchema, { name: "", damageDice: "1D6" }).ok).toBe(false);
  });

  it("EVO-STAT-1: a malformed dice expression is a clear error with its path", () => {
    expect(() => parseModel({ ...TOUGH, closeCombat: "1D6-" })).toThrow(RulesError);
    expect(() => parseModel({ ...TOUGH, closeCombat: "1D6-" })).toThrow(/model\.closeCombat: expected a dice expression/);
    expect(() => parseModel({ ...TOUGH, weapons: [{ name: "gun", damageDice: "D5" }] })).toThrow(/model\.weapons\[0\]\.damageDice/);
    expect(() => parseDiceExpr(42)).toThrow(/expr/);
  });

  it("EVO-STAT-1, EVO-GEN-1: dice expressions parse, D6 by default", () => {
    expect(parseDiceExpr("1D6-1")).toEqual({ count: 1, kind: "d6", modifier: -1 });
    expect(parseDiceExpr("1D6\u22121")).toEqual({ count: 1, kind: "d6", modifier: -1 });
    expect(parseDiceExpr("D6")).toEqual({ count: 1, kind: "d6", modifier: 0 });
    expect(parseDiceExpr("2d6+1")).toEqual({ count: 2, kind: "d6", modifier: 1 });
    expect(parseDiceExpr("3")).toEqual({ count: 0, kind: "d6", modifier: 3 });
    expect(parseDiceExpr("1D10")).toEqual({ count: 1, kind: "d10", modifier: 0 });
    for (const ok of ["1D6", "D6", "2D6+1", "1D6-1", "4"]) expect(validate(DiceExprSchema, ok).ok, ok).toBe(true);
    for (const bad of ["", "1D7", "0D6", "D", "1D6+", "d6d6", "-1"]) expect(validate(DiceExprSchema, bad).ok, bad).toBe(false);
  });

  it("EVO-STAT-1: a dice expression is a chance (1D6−1 is 0 to 5; 2D6 summed or highest)", () => {
    expect(odds(diceChance("1D6-1")).outcomes.map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(odds(diceChance("2D6")).probability(7).toString()).toBe("1/6");
    expect(odds(diceChance("2D6", "highest")).probability(6).toString()).toBe("11/36");
    expect(resolve(diceChance("3"), scriptedDice([])).value).toBe(3);
    expect(splitDice("3D6+1")).toEqual([1, 2, 3].map(() => ({ count: 1, kind: "d6", modifier: 1 })));
    expect(splitDice("5")).toEqual([{ count: 0, kind: "d6", modifier: 5 }]);
  });

  it("EVO-AMB-1, EVO-AMB-2, EVO-AMB-4, EVO-AMB-5, EVO-AMB-6, EVO-AMB-9, EVO-AMB-10, EVO-AMB-11, EVO-AMB-12: the options default as the catalogue says", () => {
    expect(parseEvolutionOptions()).toEqual({
      damageCompare: "gte",
      saveVsKill: false,
      damageAggregation: "sum",
      sizeModifier: "none",
      coverObscures: true,
      turnStructure: "alternating",
      chargeMoves: 1,
      lightWoundMove: "per-action",
      lightWoundsStack: true,
      natural6AlwaysHits: false,
      suppressedActions: 0,
    });
    expect(validate(EvolutionOptionsSchema, { chargeMoves: 0 }).ok).toBe(false);
    expect(() => parseEvolutionOptions({ turnStructure: "simultaneous" } as never)).toThrow(/options\.turnStructure/);
  });
});
