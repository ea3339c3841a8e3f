// Issue 16, "One shape for every resolver": every TUGS resolver is `name(input, options?)`, the options last; each
// new call is the same chance (exact odds, seeded value and trace) as the deprecated positional call it replaces.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Chance, explain, odds, resolve, scriptedDice, seededDice, validate } from "../../src/index.js";
import {
  ApplyInjuryInputSchema,
  AttackRollInputSchema,
  AttributeRollInputSchema,
  applyInjury,
  attackRoll,
  attributeRoll,
  type CharacterInput,
  combatRound,
  createCharacter,
  DamageInputSchema,
  DefenseRollInputSchema,
  damage,
  damageModifiers,
  defenseRoll,
  FallInputSchema,
  FallingObjectInputSchema,
  fall,
  fallingObject,
  HthAttackInputSchema,
  hthAttack,
  hthAttackModifiers,
  InitiativeInputSchema,
  initiative,
  ModifierEntrySchema,
  ParryRollInputSchema,
  PenetrationInputSchema,
  parseCharacter,
  parryRoll,
  penetration,
  penetrationModifiers,
  playRound,
  RangedAttackInputSchema,
  RecoveryTimeInputSchema,
  RoundInputSchema,
  rangedAttack,
  recoveryTime,
  TimeStepSchema,
  type TugsOptionsInput,
  WorseningTickInputSchema,
  worseningTick,
} from "../../src/tugs/index.js";
import { expectRefused, expectSameChance } from "../api-shape-helpers.js";
import { deepFreeze } from "../helpers.js";
import { broadsword, jan, shortSword, travis } from "./fixtures.js";

/** The exact probability of `pick` under a chance, as a fraction's text. */
const p = <T>(chance: Chance<T>, pick: (v: T) => boolean): string => odds(chance).probability(pick).toString();

describe("tugs: one shape for every resolver (issue 16)", () => {
  it("TUGS-HTH-1 TUGS-HTH-2 TUGS-HTH-3 TUGS-AMB-1: hthAttack({ attacker, defender, context, weapon }, options) is the positional attack, default and alternative crit rule", () => {
    expectSameChance(hthAttack({ attacker: jan, defender: travis }), hthAttack(jan, travis));
    expectSameChance(
      hthAttack({ attacker: jan, defender: travis, context: { defenderFlanked: true }, weapon: shortSword }),
      hthAttack(jan, travis, { defenderFlanked: true }, {}, shortSword),
    );
    for (const critThreshold of ["modifiedMinus11", "skillDiv5"] as const) {
      expectSameChance(
        hthAttack({ attacker: travis, defender: jan, weapon: broadsword }, { critThreshold }),
        hthAttack(travis, jan, {}, { critThreshold }, broadsword),
      );
    }
  });

  it("TUGS-RNG-1 TUGS-RNG-2 TUGS-LOC-3: rangedAttack({ attacker, defender, context }) is the positional ranged attack", () => {
    expectSameChance(rangedAttack({ attacker: jan, defender: travis, context: { range: "long" } }), rangedAttack(jan, travis, { range: "long" }));
    expectSameChance(
      rangedAttack({ attacker: jan, defender: travis }, { zeroDamage: "superficial" }),
      rangedAttack(jan, travis, {}, { zeroDamage: "superficial" }),
    );
  });

  it("TUGS-INIT-1 TUGS-AMB-26: combatRound({ a, b, context }) and initiative({ character, context }) are the positional round and roll", () => {
    expectSameChance(combatRound({ a: jan, b: travis, context: { a: { surprised: true } } }), combatRound(jan, travis, { a: { surprised: true } }), {
      exact: false,
    });
    expectSameChance(initiative({ character: jan, context: { surprised: true } }), initiative(jan, undefined, { surprised: true }));
    expectSameChance(initiative({ character: travis, weapon: broadsword }), initiative(travis, broadsword));
  });

  it("TUGS-FALL-1 TUGS-FALL-2 TUGS-AMB-23: fall and fallingObject take { character, heightYards, ... }, under both fallSteps rulings", () => {
    for (const fallSteps of ["floor", "ceil"] as const) {
      expectSameChance(fall({ character: jan, heightYards: 7 }, { fallSteps }), fall(jan, 7, { fallSteps }));
      expectSameChance(
        fallingObject({ character: travis, heightYards: 4, weightLb: 35, location: "head" }, { fallSteps }),
        fallingObject(travis, 4, 35, { fallSteps }, "head"),
      );
    }
    // by the text: 2D6 = 3 + 4, Resistance -1 adds 1, 6 yards is 2 steps of 2 beyond the first 2: 7 + 1 + 2
    expect(resolve(fall({ character: jan, heightYards: 6 }), scriptedDice(["d6:3", "d6:4"])).value.total).toBe(10);
  });

  it("TUGS-INJ-1 TUGS-EFF-1 TUGS-AMB-20: applyInjury({ defender, blow, alreadyAttacked }) is applyInjury(defender, blow, options, timing)", () => {
    const blow = { location: "weaponArm", level: "minor", lethal: true, blunt: "none" } as const;
    expectSameChance(applyInjury({ defender: travis, blow }), applyInjury(travis, blow));
    const body = { location: "body", level: "minor", lethal: true, blunt: "none" } as const;
    expectSameChance(applyInjury({ defender: travis, blow: body, alreadyAttacked: true }), applyInjury(travis, body, {}, { alreadyAttacked: true }));
  });

  it("TUGS-HTH-1: bad named input is a RulesError naming the function and the input path", () => {
    expectRefused(() => hthAttack({ attacker: jan, defender: { ...travis, initiative: "fast" as never } }), "tugs.hthAttack", "input.defender.initiative");
    expectRefused(() => rangedAttack({ attacker: jan, defender: travis, context: { range: "far" as never } }), "tugs.rangedAttack", "input.context.range");
    expectRefused(() => combatRound({ a: jan, b: travis, ctx: {} } as never), "tugs.combatRound", "input");
    expectRefused(() => fall({ character: jan, heightYards: -2 }), "tugs.fall", "input.heightYards");
    expectRefused(() => fallingObject({ character: jan, heightYards: 2, weightLb: 20, location: "tail" as never }), "tugs.fallingObject", "input.location");
    expectRefused(() => applyInjury({ defender: travis, blow: { location: "body" } as never }), "tugs.applyInjury", "input.blow.level");
    expectRefused(() => initiative({ character: jan }, { critThreshold: "never" as never }), "tugs.initiative", "options.critThreshold");
  });
});

describe("tugs: the steps of an attack, recovery and worsening in one shape (issue 16)", () => {
  const flanked = Object.freeze({ type: "modifier", rule: "TUGS-HTH-2", label: "defender flanked", value: 5 } as const);
  const minus2 = Object.freeze({ type: "modifier", rule: "TUGS-DMG-1", label: "armour", value: -2 } as const);
  const thomas: CharacterInput = {
    name: "Thomas",
    attributes: { sta: 12, str: 10, dex: 10 },
    initiative: 10,
    maxHp: 12,
    injuries: [{ part: "rightLeg", level: "major", lethal: true }],
  };

  it("TUGS-HTH-2 TUGS-HTH-4 TUGS-AMB-1: attackRoll({ skill, modifiers, who, ranged }) is attackRoll(skill, mods, options, who, ranged); by hand 19/20 and 2/5", () => {
    const named = attackRoll({ skill: 14, modifiers: [flanked], who: "Jan" });
    expectSameChance(named, attackRoll(14, [flanked], {}, "Jan"));
    // by hand: d20 <= 14 + 5 = 19 hits, a critical is a face <= 19 - 11 = 8 (TUGS-AMB-1 default)
    expect(p(named, (r) => r.success)).toBe("19/20");
    expect(p(named, (r) => r.crit)).toBe("2/5");
    // skillDiv5: floor(14 / 5) = 2
    expect(p(attackRoll({ skill: 14, modifiers: [flanked] }, { critThreshold: "skillDiv5" }), (r) => r.crit)).toBe("1/10");
    expectSameChance(
      attackRoll({ skill: 12, modifiers: [], ranged: true }, { critThreshold: "skillDiv5" }),
      attackRoll(12, [], { critThreshold: "skillDiv5" }, "attacker", true),
    );
    // the library's own modifiers go in as they are
    const mods = hthAttackModifiers(jan, shortSword, { aimedLocation: "head" });
    expectSameChance(attackRoll({ skill: 14, modifiers: mods, who: "Jan" }), attackRoll(14, mods, {}, "Jan"));
    // an attack that needs 0 or less rolls no die (TUGS-AMB-1)
    const hopeless = Object.freeze({ type: "modifier", rule: "TUGS-HTH-2", label: "x", value: -20 } as const);
    expect(resolve(attackRoll({ skill: 14, modifiers: [hopeless] }), scriptedDice([])).value).toEqual({ target: -6, success: false, crit: false });
  });

  it("TUGS-HTH-3 TUGS-HTH-4 TUGS-DT-6: defenseRoll({ defender, againstCrit, weapon }) and parryRoll({ defender, weapon, againstCrit }) are the positional parries; by hand 2/5, 3/5, 1/20", () => {
    expectSameChance(defenseRoll({ defender: travis, againstCrit: false }), defenseRoll(travis, false));
    expectSameChance(defenseRoll({ defender: travis, againstCrit: true }), defenseRoll(travis, true));
    // Travis: Blades 12, broadsword parry -4: d20 <= 8
    expect(p(defenseRoll({ defender: travis, againstCrit: false }), (r) => r.success)).toBe("2/5");
    // a critical needs a critical parry: 8 - 11 < 1, no roll
    expect(resolve(defenseRoll({ defender: travis, againstCrit: true }), scriptedDice([])).value.success).toBe(false);
    const sabre = { name: "sabre", skill: "Blades", type: "blade", parry: 0 } as const;
    expectSameChance(parryRoll({ defender: travis, weapon: sabre, againstCrit: false }), parryRoll(travis, sabre, false));
    expectSameChance(defenseRoll({ defender: travis, againstCrit: true, weapon: sabre }), parryRoll({ defender: travis, weapon: sabre, againstCrit: true }));
    // sabre parry 0: d20 <= 12; against a critical, d20 <= 12 - 11 = 1
    expect(p(parryRoll({ defender: travis, weapon: sabre, againstCrit: false }), (r) => r.success)).toBe("3/5");
    expect(p(parryRoll({ defender: travis, weapon: sabre, againstCrit: true }), (r) => r.success)).toBe("1/20");
    for (const impairmentOnDefense of [true, false]) {
      const hurt: CharacterInput = { ...travis, injuries: [{ part: "body", level: "minor", lethal: true }] };
      expectSameChance(defenseRoll({ defender: hurt, againstCrit: false }, { impairmentOnDefense }), defenseRoll(hurt, false, { impairmentOnDefense }));
    }
  });

  it("TUGS-PEN-1 TUGS-DMG-1 TUGS-AMB-5: penetration({ modifiers, armour }) and damage({ modifiers, rule }) are the positional rolls; by hand 5/18, 5/6, 5/12", () => {
    expectSameChance(penetration({ modifiers: [], armour: 2 }), penetration([], 2));
    // PV(2) = 9: P(2D6 >= 9) = 10/36; PV(1) = 7 with a critical's +2 and short sword -1: P(2D6 >= 6) = 26/36
    expect(p(penetration({ modifiers: [], armour: 2 }), (r) => r.penetrates)).toBe("5/18");
    const crit = penetrationModifiers(jan, shortSword, true, false);
    expectSameChance(penetration({ modifiers: crit, armour: 1 }), penetration(crit, 1));
    expect(p(penetration({ modifiers: crit, armour: 1 }), (r) => r.penetrates)).toBe("13/18");
    expect(resolve(penetration({ modifiers: [], armour: 0 }), scriptedDice([])).value).toEqual({ total: null, pv: 0, penetrates: true });
    for (const zeroDamage of ["none", "superficial"] as const) {
      expectSameChance(damage({ modifiers: [minus2] }, { zeroDamage }), damage([minus2], { zeroDamage }));
      expectSameChance(damage({ modifiers: [minus2], rule: "TUGS-FALL-1" }, { zeroDamage }), damage([minus2], { zeroDamage }, "TUGS-FALL-1"));
    }
    // 2D6 - 2: Minor is 5..7, i.e. 2D6 in 7..9: 15/36; no injury is 2D6 = 2: 1/36
    expect(p(damage({ modifiers: [minus2] }), (d) => d.level === "minor")).toBe("5/12");
    expect(p(damage({ modifiers: [minus2] }), (d) => d.level === null)).toBe("1/36");
    expect(p(damage({ modifiers: [minus2] }, { zeroDamage: "superficial" }), (d) => d.level === "superficial")).toBe("5/12");
    const mods = damageModifiers(jan, shortSword, 1, travis, false, false);
    expectSameChance(damage({ modifiers: mods }), damage(mods));
  });

  it("TUGS-CHK-1 TUGS-AMB-30 TUGS-AMB-31: attributeRoll({ character, attribute, why, modifier, impairment }) is attributeRoll(character, attribute, options, why, modifier, impairment); by hand 11/20, 3/10, 1/5", () => {
    const keep = attributeRoll({ character: travis, attribute: "str", why: "keep the weapon" });
    expectSameChance(keep, attributeRoll(travis, "str", {}, "keep the weapon"));
    expect(p(keep, (ok) => ok)).toBe("11/20");
    expect(p(attributeRoll({ character: travis, attribute: "str", why: "x", modifier: -5 }), (ok) => ok)).toBe("3/10");
    const both = attributeRoll({ character: travis, attribute: "str", why: "x", modifier: -5, impairment: -2 });
    expectSameChance(both, attributeRoll(travis, "str", {}, "x", -5, -2));
    expect(p(both, (ok) => ok)).toBe("1/5");
    // TUGS-AMB-30 off: the impairment does not count
    const off = attributeRoll({ character: travis, attribute: "str", why: "x", impairment: -2 }, { impairmentOnAttributeRolls: false });
    expectSameChance(off, attributeRoll(travis, "str", { impairmentOnAttributeRolls: false }, "x", 0, -2));
    expect(p(off, (ok) => ok)).toBe("11/20");
  });

  it("TUGS-REC-1 TUGS-REC-2 TUGS-AMB-24: recoveryTime({ level, lethal, care }) is recoveryTime(level, lethal, care, options); by hand thirds of 1/2, 1, 3/2 months", () => {
    const hospital = recoveryTime({ level: "major", lethal: true, care: "hospital" });
    expectSameChance(hospital, recoveryTime("major", true, "hospital"));
    // Major lethal: d6/2 months rounded up (1, 1, 2, 2, 3, 3), at 50 %: 1/2, 1/2, 1, 1, 3/2, 3/2
    const months = (r: { recovers: boolean; numerator?: number; denominator?: number }) => `${String(r.numerator)}/${String(r.denominator)}`;
    expect(odds(hospital.map(months)).outcomes.map((o) => [o.value, o.probability.toString()])).toEqual([
      ["1/2", "1/3"],
      ["1/1", "1/3"],
      ["3/2", "1/3"],
    ]);
    const ceil = recoveryTime({ level: "major", lethal: true, care: "hospital" }, { recoveryRounding: "ceil" });
    expectSameChance(ceil, recoveryTime("major", true, "hospital", { recoveryRounding: "ceil" }));
    expect(p(ceil, (r) => r.recovers && r.numerator === 1)).toBe("2/3");
    for (const level of ["superficial", "minor", "critical", "fatal"] as const)
      for (const care of ["rest", "firstAid", "dispensary"] as const)
        for (const lethal of [true, false]) expectSameChance(recoveryTime({ level, lethal, care }), recoveryTime(level, lethal, care));
    expect(resolve(recoveryTime({ level: "major", lethal: false, care: "rest" }), scriptedDice([])).value).toEqual({
      recovers: false,
      reason: "restOnlyMinorOrLess",
    });
  });

  it("TUGS-WORSE-1 TUGS-WORSE-2 TUGS-EX-2: worseningTick({ character, index, step }) is worseningTick(character, index, step, options); by hand Thomas keeps his Major 1/5", () => {
    const day = worseningTick({ character: thomas, index: 0, step: { kind: "day", activity: "active" } });
    expectSameChance(day, worseningTick(thomas, 0, { kind: "day", activity: "active" }));
    // Sta 12 - 5 (active) - 3 (Major impairment) = 4: d20 <= 4 keeps it
    expect(p(day, (r) => !r.worsened)).toBe("1/5");
    const critical: CharacterInput = { ...thomas, injuries: [{ part: "body", level: "critical", lethal: true }] };
    for (const worseningPeriodRestarts of [true, false]) {
      expectSameChance(
        worseningTick({ character: critical, index: 0, step: { kind: "minutes", minutes: 10 } }, { worseningPeriodRestarts }),
        worseningTick(critical, 0, { kind: "minutes", minutes: 10 }, { worseningPeriodRestarts }),
      );
    }
    expectSameChance(
      worseningTick({ character: thomas, index: 0, step: { kind: "day", activity: "rest" } }),
      worseningTick(thomas, 0, { kind: "day", activity: "rest" }),
    );
  });

  it("TUGS-HTH-1 TUGS-EX-1: resolve(combatRound({ a, b, context }), dice) is what the deprecated playRound gave, on the catalogue's script and on seeds", () => {
    const script = ["d6:2", "d6:3", "d20:14", "d20:10", "d20:15", "d20:16", "d6:3", "d6:4", "d20:11"];
    const context = { a: { surprised: true } };
    const played = playRound(jan, travis, context, scriptedDice(script));
    const { value, trace } = resolve(combatRound({ a: jan, b: travis, context }), scriptedDice(script));
    expect({ ...value, trace }).toEqual(played);
    for (const seed of [1, 7, 2026]) {
      const r = resolve(combatRound({ a: jan, b: travis }), seededDice(seed));
      expect({ ...r.value, trace: r.trace }).toEqual(playRound(jan, travis, {}, seededDice(seed)));
      expect(explain(r.trace)).toEqual(explain(playRound(jan, travis, {}, seededDice(seed)).trace));
    }
  });

  it("TUGS-HTH-1 TUGS-PEN-1 TUGS-REC-1 TUGS-WORSE-1: bad named input is a RulesError at its input path", () => {
    expectRefused(() => attackRoll({ skill: 14.5, modifiers: [] }), "tugs.attackRoll", "input.skill");
    expectRefused(() => attackRoll({ skill: 14, modifiers: [{ ...flanked, value: 1.5 }] }), "tugs.attackRoll", "input.modifiers[0].value");
    expectRefused(() => attackRoll({ skill: 14, modifiers: [], ranged: "yes" as never }), "tugs.attackRoll", "input.ranged");
    expectRefused(() => defenseRoll({ defender: travis, againstCrit: "no" as never }), "tugs.defenseRoll", "input.againstCrit");
    expectRefused(() => defenseRoll({ defender: { ...travis, weapons: [] }, againstCrit: false }), "tugs.defenseRoll", "input.defender.weapons");
    expectRefused(() => defenseRoll({ defender: { ...travis, maxHp: 0 }, againstCrit: false }), "tugs.defenseRoll", "input.defender.maxHp");
    expectRefused(() => parryRoll({ defender: travis, againstCrit: false } as never), "tugs.parryRoll", "input.weapon");
    expectRefused(() => penetration({ modifiers: [], armour: -1 }), "tugs.penetration", "input.armour");
    expectRefused(() => penetration({ modifiers: [], armour: 1 }, { zeroDamge: "none" } as never), "tugs.penetration", "options");
    expectRefused(() => damage({ modifiers: [], rules: "TUGS-DMG-1" } as never), "tugs.damage", "input");
    expectRefused(() => attributeRoll({ character: travis, attribute: "int" as never, why: "x" }), "tugs.attributeRoll", "input.attribute");
    expectRefused(() => attributeRoll({ character: travis, attribute: "sta", why: "x", impairment: 2 }), "tugs.attributeRoll", "input.impairment");
    expectRefused(() => recoveryTime({ level: "grave" as never, lethal: true, care: "rest" }), "tugs.recoveryTime", "input.level");
    expectRefused(() => recoveryTime({ level: "minor", lethal: true, care: "spa" as never }), "tugs.recoveryTime", "input.care");
    expectRefused(() => worseningTick({ character: thomas, index: 1, step: { kind: "day", activity: "rest" } }), "tugs.worseningTick", "input.index");
    expectRefused(
      () => worseningTick({ character: thomas, index: 0, step: { kind: "day", activity: "nap" as never } }),
      "tugs.worseningTick",
      "input.step.activity",
    );
    expectRefused(() => worseningTick({ character: thomas, index: 0, step: { kind: "minutes", minutes: -1 } }), "tugs.worseningTick", "input.step.minutes");
    expectRefused(() => hthAttack({ attacker: { ...jan, weapons: [] }, defender: travis }), "tugs.hthAttack", "input.attacker.weapons");
    expectRefused(() => hthAttack({ attacker: { ...jan, status: { dead: true } }, defender: travis }), "tugs.hthAttack", "input.attacker");
    expectRefused(() => rangedAttack({ attacker: jan, defender: { ...travis, name: 7 as never } }), "tugs.rangedAttack", "input.defender.name");
    expectRefused(() => combatRound({ a: jan, b: { ...travis, skills: { Blades: "12" as never } } }), "tugs.combatRound", "input.b.skills.Blades");
    // an unknown key names the nearest valid one
    expect(() => worseningTick({ character: thomas, index: 0, step: { kind: "day", activity: "rest" }, indx: 0 } as never)).toThrow(/did you mean "index"/);
    expect(() => hthAttack({ attacker: jan, defender: travis, contxt: {} } as never)).toThrow(/did you mean "context"/);
  });

  it("TUGS-HTH-1 TUGS-EFF-1: a named call parses its input once: a sealed character is taken as it is, a plain one is read no more than by the positional call", () => {
    // a blow with no injury hands the defender back: the very object when it was not parsed again
    const sealed = parseCharacter(travis);
    const miss = { location: "body", level: null, lethal: false, blunt: "none" } as const;
    expect(resolve(applyInjury({ defender: sealed, blow: miss }), scriptedDice([])).value.character).toBe(sealed);
    expect(resolve(applyInjury(sealed, miss), scriptedDice([])).value.character).toBe(sealed);
    const created = createCharacter({ ...travis, weapons: ["broadsword"] } as never);
    expect(resolve(applyInjury({ defender: created, blow: miss }), scriptedDice([])).value.character).toBe(created);
    // a plain character: counted reads of one field, the named call against the positional one
    const counted = (): { character: CharacterInput; reads: () => number } => {
      let n = 0;
      const character = new Proxy(
        { ...jan },
        {
          get(target, key, receiver) {
            if (key === "attributes") n++;
            return Reflect.get(target, key, receiver) as unknown;
          },
        },
      );
      return { character, reads: () => n };
    };
    const calls: [string, (c: CharacterInput) => unknown, (c: CharacterInput) => unknown][] = [
      ["hthAttack", (c) => hthAttack({ attacker: c, defender: travis }), (c) => hthAttack(c, travis)],
      ["combatRound", (c) => combatRound({ a: c, b: travis }), (c) => combatRound(c, travis)],
      ["initiative", (c) => initiative({ character: c }), (c) => initiative(c)],
      ["fall", (c) => fall({ character: c, heightYards: 6 }), (c) => fall(c, 6)],
      ["attributeRoll", (c) => attributeRoll({ character: c, attribute: "sta", why: "x" }), (c) => attributeRoll(c, "sta", {}, "x")],
      [
        "worseningTick",
        (c) => worseningTick({ character: c, index: 0, step: { kind: "minutes", minutes: 1 } }),
        (c) => worseningTick(c, 0, { kind: "minutes", minutes: 1 }),
      ],
    ];
    for (const [name, namedCall, positionalCall] of calls) {
      const a = counted();
      const b = counted();
      const withInjury = (c: CharacterInput): CharacterInput =>
        name === "worseningTick"
          ? new Proxy(c, { get: (t, k, r) => (k === "injuries" ? [{ part: "body", level: "minor", lethal: true }] : (Reflect.get(t, k, r) as unknown)) })
          : c;
      namedCall(withInjury(a.character));
      positionalCall(withInjury(b.character));
      expect(a.reads(), name).toBe(b.reads());
      expect(a.reads(), name).toBeGreaterThan(0);
    }
  });

  it("TUGS-HTH-1 TUGS-RNG-1 TUGS-AMB-1 TUGS-AMB-8: for any fighters, options and seed, each named call is its positional call, and never mutates its input (fast-check)", () => {
    const options = fc.record(
      {
        critThreshold: fc.constantFrom("modifiedMinus11", "baseSkillMinus11", "skillDiv5" as const),
        zeroDamage: fc.constantFrom("none", "superficial" as const),
        impairmentOnDefense: fc.boolean(),
        impairmentOnAttributeRolls: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    const fighter = fc.record({
      skill: fc.integer({ min: 0, max: 22 }),
      parry: fc.integer({ min: -6, max: 2 }),
      armour: fc.integer({ min: 0, max: 4 }),
      sta: fc.integer({ min: 3, max: 18 }),
      hurt: fc.boolean(),
    });
    const make = (f: { skill: number; parry: number; armour: number; sta: number; hurt: boolean }, name: string): CharacterInput =>
      deepFreeze({
        name,
        attributes: { sta: f.sta, str: 10, dex: 10 },
        initiative: 10,
        skills: { Arms: f.skill },
        maxHp: 12,
        weapons: [{ name: "w", skill: "Arms", type: "blade", parry: f.parry }],
        armour: f.armour === 0 ? {} : { body: { value: f.armour, kind: "nonRigid" } },
        injuries: f.hurt ? [{ part: "body", level: "minor", lethal: true }] : [],
      });
    fc.assert(
      fc.property(fighter, fighter, options, fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (fa, fb, o, seed, crit) => {
        const opts: TugsOptionsInput = deepFreeze(o);
        const a = make(fa, "A");
        const b = make(fb, "B");
        const seeds = { seeds: [seed] };
        expectSameChance(hthAttack({ attacker: a, defender: b }, opts), hthAttack(a, b, {}, opts), seeds);
        expectSameChance(rangedAttack({ attacker: a, defender: b, context: { range: "medium" } }, opts), rangedAttack(a, b, { range: "medium" }, opts), seeds);
        expectSameChance(defenseRoll({ defender: b, againstCrit: crit }, opts), defenseRoll(b, crit, opts), seeds);
        const mods = hthAttackModifiers(a, { name: "w", skill: "Arms", type: "blade" });
        expectSameChance(attackRoll({ skill: fa.skill, modifiers: mods, who: "A" }, opts), attackRoll(fa.skill, mods, opts, "A"), seeds);
        expectSameChance(damage({ modifiers: mods }, opts), damage(mods, opts), seeds);
        expectSameChance(penetration({ modifiers: mods, armour: fb.armour }, opts), penetration(mods, fb.armour), seeds);
        expectSameChance(attributeRoll({ character: a, attribute: "sta", why: "stay up" }, opts), attributeRoll(a, "sta", opts, "stay up"), seeds);
        if (fa.hurt)
          expectSameChance(
            worseningTick({ character: a, index: 0, step: { kind: "day", activity: "active" } }, opts),
            worseningTick(a, 0, { kind: "day", activity: "active" }, opts),
            seeds,
          );
        // the same seed gives the same result twice
        const r1 = resolve(combatRound({ a, b }, opts), seededDice(seed));
        const r2 = resolve(combatRound({ a, b }, opts), seededDice(seed));
        expect(r1.value).toEqual(r2.value);
      }),
      { numRuns: 40, seed: 20261201 },
    );
  });

  it("TUGS-HTH-1: every input schema is exported, validates the documented examples, and refuses a misspelt field at its path", () => {
    const blow = { location: "weaponArm", level: "minor", lethal: true } as const;
    const cases: [unknown, unknown][] = [
      [HthAttackInputSchema, { attacker: jan, defender: travis, context: { defenderFlanked: true } }],
      [RangedAttackInputSchema, { attacker: jan, defender: travis, context: { range: "long" } }],
      [AttackRollInputSchema, { skill: 14, modifiers: hthAttackModifiers(jan, shortSword), who: "Jan" }],
      [DefenseRollInputSchema, { defender: travis, againstCrit: false }],
      [ParryRollInputSchema, { defender: travis, weapon: broadsword, againstCrit: false }],
      [PenetrationInputSchema, { modifiers: penetrationModifiers(jan, shortSword, false, false), armour: 1 }],
      [DamageInputSchema, { modifiers: damageModifiers(jan, shortSword, 1, travis, false, false) }],
      [AttributeRollInputSchema, { character: travis, attribute: "str", why: "keep the weapon" }],
      [RoundInputSchema, { a: jan, b: travis, context: { a: { surprised: true } } }],
      [InitiativeInputSchema, { character: jan, context: { surprised: true } }],
      [FallInputSchema, { character: jan, heightYards: 6 }],
      [FallingObjectInputSchema, { character: travis, heightYards: 4, weightLb: 30 }],
      [ApplyInjuryInputSchema, { defender: travis, blow }],
      [RecoveryTimeInputSchema, { level: "major", lethal: true, care: "hospital" }],
      [WorseningTickInputSchema, { character: thomas, index: 0, step: { kind: "day", activity: "active" } }],
      [TimeStepSchema, { kind: "minutes", minutes: 10 }],
      [ModifierEntrySchema, { type: "modifier", rule: "TUGS-HTH-2", label: "defender flanked", value: 5 }],
    ];
    for (const [schema, input] of cases) expect(validate(schema as Parameters<typeof validate>[0], input).ok).toBe(true);
    const bad = validate(WorseningTickInputSchema, { character: thomas, index: 0, step: { kind: "day", activity: "nap" } });
    expect(bad.ok ? [] : bad.issues.map((i) => i.at)).toEqual(["step.activity"]);
  });
});
