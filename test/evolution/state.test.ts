// Invalid states refused (issue 12, item 16) and untrusted input hardened (issue 10).
import { describe, expect, it } from "vitest";
import * as evo from "../../src/evolution/index.js";
import {
  actionsFor,
  closeCombat,
  damageOutcomes,
  fire,
  moveAllowance,
  parseDiceExpr,
  parseEvolutionOptions,
  parseModel,
  resolveDamage,
  shoot,
  TOUGH,
  validateGroup,
  woundStateAfter,
  wtfCheck,
} from "../../src/evolution/index.js";
import { odds, RulesError, resolve, scriptedDice, seededDice } from "../../src/index.js";
import { cowpokes, trailBoss } from "./fixtures.js";
import { rulesError } from "../throws.js";

const revolver = { name: "revolver", firingDice: 1, damageDice: "1D6" };

describe("invalid states are refused (EVO-WOUND-1, EVO-DMG-1)", () => {
  it("EVO-WOUND-1, EVO-DT-5: two Serious wounds without removal is not a state a model can be in", () => {
    const impossible = { ...TOUGH, state: { lightWounds: 0, seriousWounds: 2, removed: false } };
    expect(() => parseModel(impossible)).toThrow(/model\.state\.removed: a second Serious wound removes the model/);
    expect(() => fire(impossible, revolver, { los: "clear", targetSize: 3 })).toThrow(/shooter\.state\.removed/);
    expect(() => woundStateAfter({ lightWounds: 0, seriousWounds: 2, removed: false }, "none")).toThrow(/state\.removed/);
    expect(parseModel({ ...TOUGH, state: { seriousWounds: 2, removed: true } }).state.removed).toBe(true);
  });

  it("EVO-DMG-1, EVO-STAT-1: a Kill score below the Wound score is refused (equal is allowed)", () => {
    expect(() => parseModel({ ...TOUGH, wound: 5, kill: 4 })).toThrow(/model\.kill: Kill must not be below Wound/);
    expect(parseModel({ ...TOUGH, wound: 5, kill: 5 }).kill).toBe(5);
  });

  it("EVO-WTF-1, EVO-CC-1, EVO-AMB-16: wtfCheck and closeCombat refuse removed models", () => {
    const dead = { ...TOUGH, state: { removed: true } };
    expect(rulesError(() => wtfCheck(dead)).code).toBe("RULE_VIOLATION");
    expect(rulesError(() => closeCombat(dead, TOUGH)).code).toBe("RULE_VIOLATION");
    expect(rulesError(() => closeCombat(TOUGH, dead)).path).toBe("defender.state.removed");
  });
});

describe("untrusted input (issue 10: schemas, errors, null, aliasing)", () => {
  it("EVO-STAT-1: parseModel, parseEvolutionOptions and parseDiceExpr take no fn/path arguments: RulesError.fn is always their own name", () => {
    const loose = (f: unknown) => f as (...args: unknown[]) => unknown;
    expect(rulesError(() => loose(parseModel)({ id: 3 }, 42, {})).fn).toBe("evolution.parseModel");
    expect(rulesError(() => loose(parseEvolutionOptions)({ damageCompare: "x" }, 42)).fn).toBe("evolution.parseEvolutionOptions");
    const e = rulesError(() => loose(parseDiceExpr)("1D7", {}, 3));
    expect([e.fn, e.path]).toEqual(["evolution.parseDiceExpr", "expr"]);
  });

  it("EVO-STAT-1, EVO-AMB-1: every schema is strict: an unknown key is an issue with the nearest valid key", () => {
    expect(() => parseModel({ ...TOUGH, luk: 5 })).toThrow(/unknown key "luk"/);
    expect(() => parseModel({ ...TOUGH, wtff: 4 })).toThrow(/did you mean "wtf"/);
    expect(() => parseModel({ ...TOUGH, state: { lightWound: 1 } })).toThrow(/model\.state.*did you mean "lightWounds"/);
    expect(() => parseModel({ ...TOUGH, weapons: [{ ...revolver, dmg: 1 }] })).toThrow(/model\.weapons\[0\]/);
    expect(() => parseEvolutionOptions({ damageCompar: "gt" } as never)).toThrow(/did you mean "damageCompare"/);
    expect(() => moveAllowance(TOUGH, {}, { lightWoundMov: "per-turn" } as never)).toThrow(/lightWoundMove/);
    expect(parseModel({ ...TOUGH, app: { colour: "red" } }).app).toEqual({ colour: "red" });
  });

  it("EVO-STAT-1: arrays and strings are bounded (skills 32, weapons 32, names 200, ids 100, dice expressions 32)", () => {
    expect(() => parseModel({ ...TOUGH, skills: Array.from({ length: 33 }, (_, i) => `s${String(i)}`) })).toThrow(/model\.skills/);
    expect(() => parseModel({ ...TOUGH, weapons: Array.from({ length: 33 }, () => revolver) })).toThrow(/model\.weapons/);
    expect(() => parseModel({ ...TOUGH, name: "x".repeat(201) })).toThrow(/model\.name/);
    expect(() => parseModel({ ...TOUGH, id: "x".repeat(101) })).toThrow(/model\.id/);
    expect(() => parseModel({ ...TOUGH, closeCombat: `1D6${" ".repeat(40)}` })).toThrow(/model\.closeCombat/);
    expect(() => parseDiceExpr(`${" ".repeat(100_000)}1D6`)).toThrow(RulesError);
    const many = { ...cowpokes[0]!, id: "c" };
    const crowd = Array.from({ length: 501 }, (_, i) => ({ model: { ...many, id: `c${String(i)}` }, at: { x: 0, y: 0 }, actions: [] }));
    expect(() => validateGroup({ leader: { model: trailBoss, at: { x: 0, y: 0 }, actions: [] }, mooks: crowd })).toThrow(/activation\.mooks/);
  });

  it("EVO-STAT-1: null for an optional argument means absent", () => {
    expect(moveAllowance(TOUGH, null, null).inches).toBe(5);
    expect(actionsFor(TOUGH, null, null)).toBe(1);
    expect(
      odds(wtfCheck(TOUGH, null, null))
        .probability(true)
        .toString(),
    ).toBe("1/2");
    expect(
      odds(fire(TOUGH, revolver, { los: "clear", targetSize: 3 }, null))
        .probability(1)
        .toString(),
    ).toBe("1/3");
    expect(
      odds(shoot(TOUGH, revolver, TOUGH, { los: "clear" }, null))
        .probability((r) => r.target.removed)
        .toString(),
    ).toBe("1/18");
    expect(
      odds(resolveDamage(TOUGH, "1D6", null))
        .probability("killed")
        .toString(),
    ).toBe("1/6");
    expect(
      odds(damageOutcomes(TOUGH, "1D6", null))
        .total()
        .toString(),
    ).toBe("1");
    expect(
      odds(closeCombat(TOUGH, TOUGH, null, null))
        .probability((r) => r.winner === "none")
        .toString(),
    ).toBe("1/6");
    expect(evo.lineOfSight(null, null)).toBe("clear");
    expect(evo.blocksLos(3, 3, null)).toBe(true);
    expect(evo.chargeOutcome(TOUGH, 4, null, null)).toEqual({ contact: true, reach: 5 });
    expect(evo.sizeModifier(3, null)).toBe(0);
    expect(
      odds(evo.diceChance("1D6-1", null, null))
        .probability(0)
        .toString(),
    ).toBe("1/6");
    expect(
      odds(evo.deploymentOrder(["Ann", "Bob"], null))
        .probability((r) => r.first === "Ann")
        .toString(),
    ).not.toBe("0");
    expect(evo.activationOrder({ side: "A", activations: 1 }, { side: "B", activations: 1 }, null)).toEqual(["A", "B"]);
    expect(evo.canFire(TOUGH, revolver, null, null)).toEqual({ ok: true });
    expect(validateGroup({ leader: { model: trailBoss, at: { x: 0, y: 0 }, actions: [{ action: "ready" }] }, mooks: [] }, null).valid).toBe(true);
  });

  it("EVO-STAT-1: results never alias inputs or shared defaults (a caller mutating one result changes no other)", () => {
    const minimal = { id: "m", name: "M", type: "mook" as const, size: 3, move: 5, accuracy: 5, closeCombat: "1D6", wound: 4, kill: 6, wtf: 4 };
    const a = parseModel(minimal);
    a.skills.push("leadership");
    a.weapons.push(revolver);
    a.state.lightWounds = 7;
    const b = parseModel(minimal);
    expect([b.skills, b.weapons, b.state.lightWounds]).toEqual([[], [], 0]);
    expect(parseModel(TOUGH).state).not.toBe(TOUGH.state);
    // chance values shared between resolutions are frozen all the way down
    const shot = shoot(TOUGH, revolver, TOUGH, { los: "clear" });
    const first = resolve(shot, seededDice(1)).value;
    expect(Object.isFrozen(first) && Object.isFrozen(first.target)).toBe(true);
    const fight = resolve(closeCombat(TOUGH, TOUGH), scriptedDice(["d6:5", "d6:1", "d6:6"])).value;
    expect(Object.isFrozen(fight) && Object.isFrozen(fight.damage) && Object.isFrozen(fight.loser)).toBe(true);
    expect(Object.isFrozen(resolve(damageOutcomes(TOUGH, "1D6"), scriptedDice(["d6:1"])).value)).toBe(true);
  });

  it("EVO-LEAD-1, EVO-AMB-21: ids are compared in a Set, never as object keys (__proto__, constructor)", () => {
    const mook = (id: string, x: number) => ({ model: { ...cowpokes[0]!, id }, at: { x, y: 0 }, actions: [{ action: "ready" as const }] });
    const leader = { model: trailBoss, at: { x: 0, y: 0 }, actions: [{ action: "ready" as const }] };
    expect(validateGroup({ leader, mooks: [mook("__proto__", 1), mook("constructor", 2), mook("toString", 3)] }).valid).toBe(true);
    expect(validateGroup({ leader, mooks: [mook("__proto__", 1), mook("__proto__", 2)] }).issues.map((i) => i.code)).toEqual(["DUPLICATE_MEMBER"]);
  });
});
