import { describe, expect, it } from "vitest";
import { explain, odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import {
  attackRoll,
  critThreshold,
  damage,
  damageModifiers,
  defenseRoll,
  halfImpairment,
  hitLocation,
  hthAttack,
  initiative,
  initiativeOrder,
  injuryLevel,
  injuryOdds,
  locationOfFace,
  parseCharacter,
  penetration,
  penetrationModifiers,
  penetrationValue,
  rangedAttack,
  rollUnder,
  tugsOptions,
} from "../../src/tugs/index.js";
import { broadsword, jan, travis } from "./fixtures.js";

const m = (value: number) => ({ type: "modifier" as const, rule: "TUGS-PEN-1", label: "m", value });
const J = parseCharacter(jan);
const wounded = (level: "minor" | "major", part: "body" | "rightArm" = "rightArm") => parseCharacter({ ...travis, injuries: [{ part, level, lethal: true }] });
const lines = (chance: Parameters<typeof resolve>[0], script: string[]) => explain(resolve(chance, scriptedDice(script)).trace);

describe("TUGS-CHK-1: d20 roll-under", () => {
  it("TUGS-CHK-1: succeeds on d20 <= target, P = clamp(target, 0, 20) / 20", () => {
    for (const [target, p] of [
      [-3, "0"],
      [0, "0"],
      [8, "2/5"],
      [20, "1"],
      [25, "1"],
    ] as const) {
      expect(
        odds(rollUnder(target, "test", "TUGS-CHK-1"))
          .probability(true)
          .toString(),
      ).toBe(p);
    }
    expect(resolve(rollUnder(11, "Strength", "TUGS-CHK-1"), scriptedDice(["d20:11"])).value).toBe(true);
    expect(resolve(rollUnder(11, "Strength", "TUGS-CHK-1"), scriptedDice(["d20:12"])).value).toBe(false);
  });
});

describe("TUGS-INIT-1: initiative", () => {
  it("TUGS-INIT-1: 1D6 + Initiative + surprised, unprepared, on the ground and weapon initiative", () => {
    expect(resolve(initiative(jan, undefined, { surprised: true }), scriptedDice(["d6:2"])).value).toBe(8);
    expect(resolve(initiative(jan, undefined, { surprised: true, unprepared: true, onTheGround: true }), scriptedDice(["d6:2"])).value).toBe(1);
    const quick = { ...broadsword, initiative: 2 };
    expect(resolve(initiative(travis, quick), scriptedDice(["d6:3"])).value).toBe(14);
    const prone = { ...travis, status: { prone: true } };
    expect(resolve(initiative(prone), scriptedDice(["d6:3"])).value).toBe(10);
  });

  it("TUGS-INIT-1 TUGS-AMB-26: higher total first, equal totals simultaneous", () => {
    expect(initiativeOrder(8, 12)).toBe("b");
    expect(initiativeOrder(12, 11)).toBe("a");
    expect(initiativeOrder(10, 10)).toBe("simultaneous");
  });

  it("TUGS-AMB-7 TUGS-IMP-1: impairment halved toward zero by default (-3 gives -1)", () => {
    expect(halfImpairment(-3, "towardZero")).toBe(-1);
    expect(halfImpairment(-1, "towardZero")).toBe(0);
    expect(halfImpairment(-4, "towardZero")).toBe(-2);
    const t = wounded("major"); // -3
    expect(resolve(initiative(t), scriptedDice(["d6:3"])).value).toBe(11);
  });

  it("TUGS-AMB-7: option awayFromZero halves -3 to -2", () => {
    expect(halfImpairment(-3, "awayFromZero")).toBe(-2);
    expect(halfImpairment(-4, "awayFromZero")).toBe(-2);
    expect(resolve(initiative(wounded("major"), undefined, {}, { initImpairRounding: "awayFromZero" }), scriptedDice(["d6:3"])).value).toBe(10);
  });
});

describe("TUGS-HTH-2 TUGS-HTH-4: attack rolls and criticals", () => {
  const hitP = (ctx: Parameters<typeof hthAttack>[2], attacker = jan) =>
    odds(hthAttack(attacker, { ...travis, weapons: [] }, ctx))
      .probability((o) => o.result !== "miss")
      .toString();

  it("TUGS-HTH-2: d20 <= skill + position modifiers", () => {
    expect(hitP({})).toBe("7/10");
    expect(hitP({ attackerAbove: true })).toBe("19/20");
    expect(hitP({ attackerProne: true })).toBe("9/20");
    expect(hitP({ defenderFlanked: true, badHand: true })).toBe("7/10");
    expect(hitP({ attackerBehind: true })).toBe("1");
    expect(hitP({ defenderImmobilised: true })).toBe("1");
    expect(hitP({}, { ...jan, status: { prone: true } })).toBe("9/20");
    expect(hitP({}, { ...jan, weapons: [{ ...broadsword, attack: 2 }] })).toBe("4/5");
  });

  it("TUGS-AMB-12: advantageous position (Hardcore rules) is an input, +5 or -5", () => {
    expect(hitP({ advantage: "attacker" })).toBe("19/20");
    expect(hitP({ advantage: "defender" })).toBe("9/20");
  });

  it("TUGS-IMP-1 TUGS-HTH-2: impairment lowers the attack in full", () => {
    expect(hitP({}, { ...travis, injuries: [{ part: "body", level: "minor", lethal: true }], weapons: [broadsword] })).toBe("1/2");
  });

  it("TUGS-LOC-2 TUGS-AMB-27: aiming costs leg -5, body 0, arm -5, head -6; an unaimed attack has no penalty", () => {
    expect(hitP({ aimedLocation: "leftLeg" })).toBe("9/20");
    expect(hitP({ aimedLocation: "body" })).toBe("7/10");
    expect(hitP({ aimedLocation: "weaponArm" })).toBe("9/20");
    expect(hitP({ aimedLocation: "head" })).toBe("2/5");
    const text = lines(hthAttack(jan, travis, { aimedLocation: "head" }), ["d20:20"]);
    expect(text).toContain("aimed at head -6 [TUGS-LOC-2]");
  });

  it("TUGS-HTH-4 TUGS-AMB-1: default critical is face <= modified target - 11", () => {
    expect(critThreshold(14, 14, "modifiedMinus11")).toBe(3);
    expect(critThreshold(11, 14, "modifiedMinus11")).toBe(0);
    const r = (face: number, mods = 0) =>
      resolve(attackRoll(14, [{ type: "modifier", rule: "TUGS-HTH-2", label: "x", value: mods }], tugsOptions(), "Jan"), scriptedDice([`d20:${String(face)}`]))
        .value;
    expect(r(2)).toEqual({ target: 14, success: true, crit: true });
    expect(r(3).crit).toBe(true);
    expect(r(4)).toEqual({ target: 14, success: true, crit: false });
    expect(r(3, -5).crit).toBe(false);
  });

  it("TUGS-AMB-1: options baseSkillMinus11 and skillDiv5", () => {
    expect(critThreshold(9, 14, "baseSkillMinus11")).toBe(3);
    expect(critThreshold(14, 14, "skillDiv5")).toBe(2);
    expect(critThreshold(1, 14, "skillDiv5")).toBe(1);
    const crit = (face: number, option: "baseSkillMinus11" | "skillDiv5") =>
      resolve(attackRoll(14, [], tugsOptions({ critThreshold: option }), "Jan"), scriptedDice([`d20:${String(face)}`])).value.crit;
    expect(crit(3, "baseSkillMinus11")).toBe(true);
    expect(crit(3, "skillDiv5")).toBe(false);
    expect(crit(2, "skillDiv5")).toBe(true);
  });

  it("TUGS-HTH-2 TUGS-RNG-1 TUGS-AMB-1: an attack that needs 0 or less cannot succeed and rolls no die, under every critThreshold", () => {
    const minus = (value: number) => [{ type: "modifier" as const, rule: "TUGS-HTH-2", label: "x", value }];
    for (const critThreshold of ["modifiedMinus11", "baseSkillMinus11", "skillDiv5"] as const) {
      for (const ranged of [false, true]) {
        // no die in the script: a roll would throw (scripted dice run out)
        const none = resolve(attackRoll(14, minus(-14), tugsOptions({ critThreshold }), "Jan", ranged), scriptedDice([]));
        expect(none.value).toEqual({ target: 0, success: false, crit: false });
        expect(explain(none.trace).join("\n")).toContain("cannot succeed (needs 0 or less): no roll");
        expect(resolve(attackRoll(3, minus(-9), tugsOptions({ critThreshold }), "Jan", ranged), scriptedDice([])).value.success).toBe(false);
        expect(odds(attackRoll(14, minus(-14), tugsOptions({ critThreshold }), "Jan", ranged)).size).toBe(1);
        // a target of 1 still rolls its d20: 1 in 20
        expect(resolve(attackRoll(14, minus(-13), tugsOptions({ critThreshold }), "Jan", ranged), scriptedDice(["d20:1"])).value.success).toBe(true);
        expect(
          odds(attackRoll(14, minus(-13), tugsOptions({ critThreshold }), "Jan", ranged))
            .probability((r) => r.success)
            .toString(),
        ).toBe("1/20");
      }
    }
    // a whole attack that cannot hit rolls nothing at all: Jan's Blades 14 on the ground (-5), aimed at the head (-6), with a bad hand (-5)
    const whole = resolve(hthAttack(jan, travis, { attackerProne: true, aimedLocation: "head", badHand: true }), scriptedDice([]));
    expect(whole.value.result).toBe("miss");
  });

  it("TUGS-AMB-2: no fumble: a natural 20 under a target of 20 or more still hits", () => {
    expect(resolve(attackRoll(22, [], tugsOptions(), "X"), scriptedDice(["d20:20"])).value.success).toBe(true);
  });
});

describe("TUGS-HTH-3: defense", () => {
  it("TUGS-DT-6 TUGS-HTH-3: Travis parries round 1's attack with probability 8/20 = 2/5", () => {
    expect(
      odds(defenseRoll(travis, false))
        .probability((r) => r.success)
        .toString(),
    ).toBe("2/5");
  });

  it("TUGS-AMB-3 TUGS-AMB-4: the defender succeeds on a roll equal to the target (<=, not <)", () => {
    expect(resolve(defenseRoll(travis, false), scriptedDice(["d20:8"])).value.success).toBe(true);
    expect(resolve(defenseRoll(travis, false), scriptedDice(["d20:9"])).value.success).toBe(false);
    expect(lines(defenseRoll(travis, false), ["d20:8"])).toContain("d20 parry of Travis (needs 8 or less): 8 [TUGS-HTH-3]");
  });

  it("TUGS-AMB-8: impairment lowers the parry by default", () => {
    expect(
      odds(defenseRoll(wounded("minor"), false))
        .probability((r) => r.success)
        .toString(),
    ).toBe("3/10");
  });

  it("TUGS-AMB-8: option impairmentOnDefense = false leaves the parry alone", () => {
    expect(
      odds(defenseRoll(wounded("minor"), false, { impairmentOnDefense: false }))
        .probability((r) => r.success)
        .toString(),
    ).toBe("2/5");
  });

  it("TUGS-HTH-4 TUGS-AMB-1: a critical needs a critical parry; an impossible defense rolls no die", () => {
    const dice = scriptedDice([]);
    expect(resolve(defenseRoll(travis, true), dice).value.success).toBe(false);
    expect(dice.remaining()).toBe(0);
    const master = { ...travis, skills: { Blades: 20 } }; // parry 16, crit threshold 5
    expect(
      odds(defenseRoll(master, true))
        .probability((r) => r.success)
        .toString(),
    ).toBe("1/4");
    expect(resolve(defenseRoll(master, true), scriptedDice(["d20:6"])).value.success).toBe(false);
  });

  it("TUGS-HTH-1: a miss rolls no parry and no location; a parried attack rolls no location", () => {
    const miss = scriptedDice(["d20:15"]);
    expect(resolve(hthAttack(jan, travis), miss).value.result).toBe("miss");
    expect(miss.remaining()).toBe(0);
    const parried = scriptedDice(["d20:5", "d20:3"]);
    expect(resolve(hthAttack(jan, travis), parried).value.result).toBe("parried");
    expect(parried.remaining()).toBe(0);
    const noParry = scriptedDice(["d20:5", "d20:5", "d6:1", "d6:1", "d6:1", "d6:1"]);
    expect(resolve(hthAttack(jan, travis, { defenderParries: false }), noParry).value.location).toBe("body");
  });

  it("TUGS-HTH-3: a disarmed or unarmed defender cannot parry", () => {
    const script = ["d20:5", "d20:16", "d6:1", "d6:1"];
    expect(resolve(hthAttack(jan, { ...travis, status: { disarmed: true } }), scriptedDice(script)).value.location).toBe("weaponArm");
    expect(resolve(hthAttack(jan, { ...travis, weapons: [] }), scriptedDice(script)).value.location).toBe("weaponArm");
  });
});

describe("TUGS-LOC-1: hit location", () => {
  it("TUGS-LOC-1: the d20 table", () => {
    expect([1, 2, 3, 12, 13, 14, 15, 18, 19, 20].map((f) => locationOfFace(f))).toEqual([
      "leftLeg",
      "rightLeg",
      "body",
      "body",
      "otherArm",
      "otherArm",
      "weaponArm",
      "weaponArm",
      "head",
      "head",
    ]);
    const o = odds(hitLocation());
    expect(o.probability("body").toString()).toBe("1/2");
    expect(o.probability("weaponArm").toString()).toBe("1/5");
    expect(o.probability("head").toString()).toBe("1/10");
    expect(o.probability("leftLeg").toString()).toBe("1/20");
    expect(() => locationOfFace(21)).toThrow(RulesError);
  });
});

describe("TUGS-PEN-1: penetration", () => {
  it("TUGS-PEN-1: penetration values 0, 7, 9, ... 17, then +2 per point", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(penetrationValue)).toEqual([0, 7, 9, 11, 13, 15, 17, 19, 21]);
  });

  it("TUGS-PEN-1: Appendix A, P(2D6 + m >= PV)", () => {
    const table: Record<number, string[]> = {
      0: ["1", "1", "1", "1"],
      1: ["5/12", "7/12", "13/18", "5/6"],
      2: ["1/6", "5/18", "5/12", "7/12"],
      3: ["1/36", "1/12", "1/6", "5/18"],
      4: ["0", "0", "1/36", "1/12"],
      5: ["0", "0", "0", "0"],
      6: ["0", "0", "0", "0"],
    };
    for (const [armour, row] of Object.entries(table)) {
      row.forEach((p, i) => {
        expect(
          odds(penetration([m(i - 1)], Number(armour)))
            .probability((r) => r.penetrates)
            .toString(),
        ).toBe(p);
      });
    }
  });

  it("TUGS-PEN-1: armour 0 penetrates with no roll", () => {
    const dice = scriptedDice([]);
    expect(resolve(penetration([m(-5)], 0), dice).value).toEqual({ total: null, pv: 0, penetrates: true });
  });

  it("TUGS-DT-1: 2D6 = 8, pen 0, IB 0 against armour 2 (PV 9) fails, so blunt trauma", () => {
    expect(resolve(penetration([m(0)], 2), scriptedDice(["d6:4", "d6:4"])).value).toEqual({ total: 8, pv: 9, penetrates: false });
    const defender = { ...travis, resistance: 0, armour: { body: { value: 2, kind: "nonRigid" as const } } };
    const attacker = { ...travis, injuryBonus: 0, weapons: [{ ...broadsword, penetration: 0 }] };
    const out = resolve(
      hthAttack(attacker, defender, { aimedLocation: "body", defenderParries: false }),
      scriptedDice(["d20:5", "d6:4", "d6:4", "d6:6", "d6:6"]),
    ).value;
    // damage 12 - 2 = 10 (Critical), one level lower through non-rigid armour
    expect(out).toMatchObject({ result: "hit", penetrated: false, level: "major", lethal: false });
  });

  it("TUGS-DT-2 TUGS-AMB-15: Injury Bonus counts for a thrown knife, not for a rifle", () => {
    const knife = { name: "knife", skill: "Throwing", type: "thrown" as const };
    const rifle = { name: "rifle", skill: "Rifles", type: "firearm" as const };
    const ib = (w: typeof knife | typeof rifle) => parseCharacter({ ...travis, weapons: [w] });
    const thrower = ib(knife);
    const shooter = ib(rifle);
    const kw = thrower.weapons[0]!;
    const rw = shooter.weapons[0]!;
    expect(penetrationModifiers(thrower, kw, false, true).map((e) => e.value)).toEqual([1, 0]);
    expect(penetrationModifiers(shooter, rw, false, true).map((e) => e.value)).toEqual([0]);
    expect(damageModifiers(thrower, kw, 0, J, false, true).map((e) => e.value)).toEqual([1, 0, -0, 1]);
    expect(damageModifiers(shooter, rw, 0, J, false, true).map((e) => e.value)).toEqual([0, -0, 1]);
    const tk = lines(rangedAttack({ ...travis, skills: { Throwing: 12 }, weapons: [knife] }, jan), ["d20:5", "d6:3", "d6:3"]);
    expect(tk).toContain("Injury Bonus of Travis +1 [TUGS-DMG-1]");
    const tr = lines(rangedAttack({ ...travis, skills: { Rifles: 12 }, weapons: [rifle] }, jan), ["d20:5", "d6:3", "d6:3"]);
    expect(tr.some((l) => l.startsWith("Injury Bonus"))).toBe(false);
  });

  it("TUGS-AMB-16: the defender rolls penetration and damage (named in the trace)", () => {
    const text = lines(hthAttack(jan, travis, { aimedLocation: "body" }), ["d20:5", "d20:20", "d6:3", "d6:4", "d6:4", "d6:5"]);
    expect(text).toContain("Travis rolls penetration and damage [TUGS-AMB-16]");
  });
});

describe("TUGS-DMG-1: damage and injury level", () => {
  it("TUGS-DMG-1 TUGS-INJ-1: the injury table", () => {
    const o = tugsOptions();
    expect([1, 4, 5, 7, 8, 9, 10, 11, 12, 20].map((t) => injuryLevel(t, o))).toEqual([
      "superficial",
      "superficial",
      "minor",
      "minor",
      "major",
      "major",
      "critical",
      "critical",
      "fatal",
      "fatal",
    ]);
  });

  it("TUGS-DMG-1: Appendix A, injury level of 2D6 + m", () => {
    const table: Record<number, string[]> = {
      [-3]: ["1/12", "1/2", "1/3", "1/12", "0", "0"],
      [-2]: ["1/36", "7/18", "5/12", "5/36", "1/36", "0"],
      [-1]: ["0", "5/18", "4/9", "7/36", "1/12", "0"],
      0: ["0", "1/6", "5/12", "1/4", "5/36", "1/36"],
      1: ["0", "1/12", "1/3", "11/36", "7/36", "1/12"],
      2: ["0", "1/36", "1/4", "11/36", "1/4", "1/6"],
    };
    const levels = [null, "superficial", "minor", "major", "critical", "fatal"];
    for (const [mod, row] of Object.entries(table)) {
      const o = odds(damage([m(Number(mod))], tugsOptions()));
      row.forEach((p, i) => {
        expect(o.probability((d) => d.level === levels[i]).toString()).toBe(p);
      });
    }
  });

  it("TUGS-AMB-5: a total of 0 or less is no injury by default", () => {
    expect(injuryLevel(0, tugsOptions())).toBeNull();
    expect(injuryLevel(-3, tugsOptions())).toBeNull();
    expect(resolve(damage([m(-3)], tugsOptions()), scriptedDice(["d6:1", "d6:1"])).value).toEqual({ total: -1, level: null });
  });

  it("TUGS-AMB-5: option zeroDamage = superficial", () => {
    expect(injuryLevel(0, tugsOptions({ zeroDamage: "superficial" }))).toBe("superficial");
    expect(
      odds(damage([m(-3)], tugsOptions({ zeroDamage: "superficial" })))
        .probability((d) => d.level === "superficial")
        .toString(),
    ).toBe("7/12");
  });
});

describe("TUGS-RNG-1 TUGS-RNG-2 TUGS-LOC-3: ranged attacks", () => {
  const rifle = { name: "rifle", skill: "Rifles", type: "firearm" as const, twoHanded: true };
  const shooter = { ...jan, skills: { Rifles: 15 }, weapons: [rifle] };
  const hitP = (ctx: Parameters<typeof rangedAttack>[2], who = shooter) =>
    odds(rangedAttack(who, travis, ctx))
      .probability((o) => o.result === "hit")
      .toString();

  it("TUGS-RNG-1: no defense roll; the chosen location is hit", () => {
    const dice = scriptedDice(["d20:10", "d6:3", "d6:3"]);
    const out = resolve(rangedAttack(shooter, travis, { location: "leftLeg" }), dice).value;
    expect(out).toMatchObject({ result: "hit", location: "leftLeg", level: "minor" });
    expect(dice.remaining()).toBe(0);
  });

  it("TUGS-AMB-17 TUGS-LOC-3: a shot with no stated aim goes to the body (0); leg -4, arm -8, head -6", () => {
    expect(hitP({})).toBe("3/4");
    expect(hitP({ location: "rightLeg" })).toBe("11/20");
    expect(hitP({ location: "otherArm" })).toBe("7/20");
    expect(hitP({ location: "head" })).toBe("9/20");
  });

  it("TUGS-RNG-2 TUGS-AMB-13: range band is an input: short 0, medium -5, long -10", () => {
    expect(hitP({ range: "medium" })).toBe("1/2");
    expect(hitP({ range: "long" })).toBe("1/4");
  });

  it("TUGS-RNG-2 TUGS-AMB-11: graded pairs: walking -5 / running -10, slow 0 / fast -10, poor -5 / very poor -10, aim +5 / +10", () => {
    expect(hitP({ shooterMoving: "walking" })).toBe("1/2");
    expect(hitP({ shooterMoving: "running" })).toBe("1/4");
    expect(hitP({ targetMoving: "slow" })).toBe("3/4");
    expect(hitP({ targetMoving: "fast" })).toBe("1/4");
    expect(hitP({ visibility: "poor" })).toBe("1/2");
    expect(hitP({ visibility: "veryPoor" })).toBe("1/4");
    expect(hitP({ range: "long", aimRounds: 1 })).toBe("1/2");
    expect(hitP({ range: "long", aimRounds: 3 })).toBe("3/4");
  });

  it("TUGS-RNG-2 TUGS-AMB-14: stationary +5, stable +5, zone fire -5, size, one-handed two-hander -5, melee -5, bad hand -5", () => {
    expect(hitP({ range: "long", targetStationary: true, stable: true })).toBe("3/4");
    expect(hitP({ zoneFire: true })).toBe("1/2");
    expect(hitP({ targetSizeMod: 3 })).toBe("9/10");
    expect(hitP({ oneHanded: true })).toBe("1/2");
    expect(hitP({ oneHanded: true }, { ...shooter, weapons: [{ ...rifle, twoHanded: false }] })).toBe("3/4");
    expect(hitP({ inMelee: true, badHand: true })).toBe("1/4");
  });

  it("TUGS-AMB-8 TUGS-RNG-2: impairment lowers ranged attacks too", () => {
    expect(hitP({}, { ...shooter, injuries: [{ part: "body", level: "minor", lethal: true }] })).toBe("13/20");
  });
});

describe("injuryOdds", () => {
  it("TUGS-HTH-1: the chance of each level at each location sums with no injury to 1", () => {
    const o = injuryOdds(hthAttack(jan, travis));
    let total = o.none;
    for (const byLevel of Object.values(o.byLocation)) for (const p of Object.values(byLevel)) total = total.plus(p);
    expect(total.toString()).toBe("1");
    expect(o.majorOrWorse.toNumber()).toBeGreaterThan(0);
    // the head is armoured with a rigid helmet: Jan's -1 weapon needs 9 on 2D6 + ... to penetrate
    expect(o.byLocation.head?.fatal).toBeUndefined();
  });

  it("TUGS-HTH-1: an attacker with no weapon is a programmer error", () => {
    expect(() => hthAttack({ ...jan, weapons: [] }, travis)).toThrow(RulesError);
  });
});
