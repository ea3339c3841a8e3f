import { describe, expect, it } from "vitest";
import { explain, RulesError, resolve, scriptedDice } from "../../src/index.js";
import {
  addInjury,
  applyInjury,
  type Blow,
  bluntTrauma,
  bodyPartOf,
  condition,
  effectiveArmourKind,
  hpCost,
  hthAttack,
  impairment,
  initiative,
  injuryImpairment,
  lethalFor,
  parseCharacter,
  parseWeapon,
  projectileVelocity,
  tugsOptions,
} from "../../src/tugs/index.js";
import { broadsword, jan, travis } from "./fixtures.js";

const T = parseCharacter(travis);
const blow = (location: Blow["location"], level: Blow["level"], lethal = true): Blow => ({ location, level, lethal, blunt: "none" });
const apply = (b: Blow, script: string[] = [], c: Parameters<typeof applyInjury>[0] = T, options = {}, timing = {}) => {
  const dice = scriptedDice(script);
  const r = resolve(applyInjury(c, b, options, timing), dice);
  expect(dice.remaining()).toBe(0);
  return { ...r.value, text: explain(r.trace) };
};
const sword = parseWeapon(broadsword);

describe("TUGS-IMP-1 TUGS-INJ-2: impairment and hit points", () => {
  it("TUGS-IMP-1: the sum over locations of the worst impairment, plus fatigue and encumbrance", () => {
    const c = parseCharacter({
      ...travis,
      injuries: [
        { part: "rightArm", level: "minor", lethal: true },
        { part: "rightArm", level: "superficial", lethal: true },
        { part: "leftArm", level: "major", lethal: true },
        { part: "body", level: "superficial", lethal: false },
      ],
      status: { fatigue: 1, encumbrance: 2 },
    });
    expect(injuryImpairment(c)).toBe(-6);
    expect(impairment(c)).toBe(-9);
  });

  it("TUGS-INJ-2: each injury costs its impairment in HP, doubled for body and head", () => {
    expect(hpCost("rightArm", "minor")).toBe(2);
    expect(hpCost("body", "minor")).toBe(4);
    expect(hpCost("head", "fatal")).toBe(10);
    expect(hpCost("leftLeg", "critical")).toBe(4);
  });

  it("TUGS-AMB-9: by default every injury costs HP, even a lesser one at the same location", () => {
    const once = addInjury(
      T,
      { part: "rightArm", level: "major", lethal: true, treated: false, derived: false, untreatedMinutes: 0, worseningRolls: 0 },
      tugsOptions(),
    );
    const twice = addInjury(
      once,
      { part: "rightArm", level: "minor", lethal: true, treated: false, derived: false, untreatedMinutes: 0, worseningRolls: 0 },
      tugsOptions(),
    );
    expect(twice.hpLost).toBe(5);
  });

  it("TUGS-AMB-9: option worstPerLocation counts only the worst injury of each location", () => {
    const o = tugsOptions({ hpPerInjury: "worstPerLocation" });
    const base = { lethal: true, treated: false, derived: false, untreatedMinutes: 0, worseningRolls: 0 } as const;
    const once = addInjury(T, { ...base, part: "rightArm", level: "minor" }, o);
    const lesser = addInjury(once, { ...base, part: "rightArm", level: "superficial" }, o);
    const worse = addInjury(lesser, { ...base, part: "rightArm", level: "major" }, o);
    expect([once.hpLost, lesser.hpLost, worse.hpLost]).toEqual([2, 2, 3]);
  });

  it("TUGS-AMB-29 TUGS-INJ-2: unconscious at HP <= 0, dead once HP lost >= 2 x max", () => {
    expect(condition(parseCharacter({ ...travis, hpLost: 10 }))).toMatchObject({ hp: 1, unconscious: false, dead: false });
    expect(condition(parseCharacter({ ...travis, hpLost: 11 }))).toMatchObject({ hp: 0, unconscious: true, dead: false, outOfAction: true });
    expect(condition(parseCharacter({ ...travis, hpLost: 21 }))).toMatchObject({ unconscious: true, dead: false });
    expect(condition(parseCharacter({ ...travis, hpLost: 22 }))).toMatchObject({ unconscious: false, dead: true });
    // a head Major on a character with 3 HP left: 6 HP lost leaves -3: unconscious
    const r = apply(blow("head", "major"), ["d20:5"], { ...travis, hpLost: 8 });
    expect(condition(r.character).unconscious).toBe(true);
    // a body Fatal at the brink: dead either way, reported once
    const d = apply(blow("body", "fatal"), [], { ...travis, hpLost: 15 });
    expect(d.effects).toEqual(["dead"]);
    const bled = apply(blow("leftLeg", "minor"), [], { ...travis, hpLost: 20 });
    expect(bled.effects).toEqual(["falls", "dead"]);
  });

  it("TUGS-AMB-28: the weapon arm and the other arm are left and right arms through the weapon hand", () => {
    expect(bodyPartOf("weaponArm", "right")).toBe("rightArm");
    expect(bodyPartOf("otherArm", "right")).toBe("leftArm");
    expect(bodyPartOf("weaponArm", "left")).toBe("leftArm");
    expect(bodyPartOf("otherArm", "left")).toBe("rightArm");
    expect(apply(blow("otherArm", "major"), [], { ...travis, weaponHand: "left" }).character.injuries[0]?.part).toBe("rightArm");
  });
});

describe("TUGS-LETH-1: lethality", () => {
  it("TUGS-LETH-1: blade and shafted lethal, lash and unarmed not, contending lethal from Major", () => {
    expect(lethalFor("blade", "superficial")).toBe(true);
    expect(lethalFor("shafted", "minor")).toBe(true);
    expect(lethalFor("lash", "fatal")).toBe(false);
    expect(lethalFor("unarmed", "critical")).toBe(false);
    expect(lethalFor("contending", "superficial")).toBe(false);
    expect(lethalFor("contending", "minor")).toBe(false);
    expect(lethalFor("contending", "major")).toBe(true);
    expect(lethalFor("contending", "fatal")).toBe(true);
  });

  it("TUGS-LETH-1: an attack with a club marks a Minor non-lethal", () => {
    const club = { name: "club", skill: "Blades", type: "contending" as const };
    const out = resolve(
      hthAttack({ ...jan, weapons: [club] }, travis, { aimedLocation: "leftLeg", defenderParries: false }),
      scriptedDice(["d20:5", "d6:3", "d6:3"]),
    ).value;
    expect(out).toMatchObject({ level: "minor", lethal: false });
  });
});

describe("TUGS-EFF-1: effects by location", () => {
  it("TUGS-EFF-1: arm Minor drops the weapon on a failed Strength roll", () => {
    expect(apply(blow("weaponArm", "minor"), ["d20:11"]).effects).toEqual(["keepsWeapon"]);
    const failed = apply(blow("weaponArm", "minor"), ["d20:12"]);
    expect(failed.effects).toEqual(["dropsWeapon"]);
    expect(failed.character.status.disarmed).toBe(true);
    // the other arm holds no weapon (one-handed): no roll
    expect(apply(blow("otherArm", "minor")).effects).toEqual([]);
    // a two-handed weapon drops whichever arm is hit
    expect(apply(blow("otherArm", "minor"), ["d20:20"], { ...travis, weapons: [{ ...broadsword, twoHanded: true }] }).effects).toEqual(["dropsWeapon"]);
    expect(apply(blow("weaponArm", "superficial")).effects).toEqual([]);
  });

  it("TUGS-EFF-1: arm Major drops the weapon and the arm is unusable; Fatal severs it", () => {
    const major = apply(blow("weaponArm", "major"));
    expect(major.effects).toEqual(["dropsWeapon", "limbUnusable"]);
    expect(major.character.status.unusable).toEqual(["rightArm"]);
    expect(apply(blow("otherArm", "major")).effects).toEqual(["limbUnusable"]);
  });

  it("TUGS-EFF-1 TUGS-AMB-10: arm Critical counts as a body Major (a derived injury, HP and impairment)", () => {
    const r = apply(blow("weaponArm", "critical"));
    expect(r.effects).toEqual(["dropsWeapon", "limbUnusable", "derivedBodyInjury", "falls", "fallsAtEveryInjury"]);
    expect(r.character.injuries.map((i) => [i.part, i.level, i.derived])).toEqual([
      ["rightArm", "critical", false],
      ["body", "major", true],
    ]);
    expect(r.character.hpLost).toBe(4 + 6);
    expect(impairment(r.character)).toBe(-7);
  });

  it("TUGS-AMB-10: option effectsOnly applies the body effects without a body injury", () => {
    const r = apply(blow("weaponArm", "critical"), [], T, { limbToBody: "effectsOnly" });
    expect(r.effects).toEqual(["dropsWeapon", "limbUnusable", "falls", "fallsAtEveryInjury"]);
    expect(r.character.injuries).toHaveLength(1);
    expect(r.character.hpLost).toBe(4);
  });

  it("TUGS-EFF-1 TUGS-AMB-10 TUGS-AMB-34: limb Fatal counts as a body Critical, with its Stamina roll", () => {
    const r = apply(blow("leftLeg", "fatal"), ["d20:20"]);
    // TUGS-AMB-34: a Fatal leg also cannot walk and cannot get up
    expect(r.effects).toEqual(["falls", "cannotWalk", "cannotGetUp", "limbSevered", "derivedBodyInjury", "falls", "unconscious"]);
    expect(r.character.status.severed).toEqual(["leftLeg"]);
    expect(r.character.injuries[1]).toMatchObject({ part: "body", level: "critical", derived: true });
    const arm = apply(blow("weaponArm", "fatal"), ["d20:1"]);
    expect(arm.effects).toEqual(["dropsWeapon", "limbSevered", "derivedBodyInjury", "falls", "staysConscious"]);
  });

  it("TUGS-EFF-1: legs: Superficial falls on a failed Dexterity roll, Minor falls, Major cannot get up, Critical cannot walk", () => {
    expect(apply(blow("leftLeg", "superficial"), ["d20:10"]).effects).toEqual(["keepsFooting"]);
    expect(apply(blow("leftLeg", "superficial"), ["d20:11"]).character.status.prone).toBe(true);
    expect(apply(blow("rightLeg", "minor")).character.status).toMatchObject({ prone: true, cannotGetUp: false });
    expect(apply(blow("rightLeg", "major")).character.status).toMatchObject({ prone: true, cannotGetUp: true, unusable: ["rightLeg"] });
    const crit = apply(blow("rightLeg", "critical"));
    expect(crit.character.status).toMatchObject({ prone: true, cannotWalk: true });
    expect(crit.effects).toContain("derivedBodyInjury");
  });

  it("TUGS-EFF-1: body: Minor no attack this round, Major falls, Critical unconscious on a failed Stamina roll, Fatal death", () => {
    expect(apply(blow("body", "superficial")).effects).toEqual([]);
    expect(apply(blow("body", "minor")).character.status.noAttackThisRound).toBe(true);
    expect(apply(blow("body", "major")).character.status).toMatchObject({ prone: true, fallsOnInjuryUnlessStamina: true });
    expect(apply(blow("body", "critical"), ["d20:11"]).effects).toEqual(["falls", "staysConscious"]);
    const out = apply(blow("body", "critical"), ["d20:12"]);
    expect(out.character.status.knockedOut).toEqual({ amount: null, unit: "minutes", coma: false });
    expect(apply(blow("body", "fatal")).character.status.dead).toBe(true);
  });

  it("TUGS-EFF-1: head: d6 rounds or d6 minutes on a failed Stamina roll, d20 hours, coma d20 days, death", () => {
    expect(apply(blow("head", "superficial"), ["d20:11"]).effects).toEqual(["staysConscious"]);
    expect(apply(blow("head", "superficial"), ["d20:12", "d6:4"]).character.status.knockedOut).toEqual({ amount: 4, unit: "rounds", coma: false });
    expect(apply(blow("head", "minor"), ["d20:11"]).effects).toEqual(["staysConscious"]);
    expect(apply(blow("head", "minor"), ["d20:19", "d6:6"]).character.status.knockedOut).toEqual({ amount: 6, unit: "minutes", coma: false });
    expect(apply(blow("head", "major"), ["d20:17"]).character.status.knockedOut).toEqual({ amount: 17, unit: "hours", coma: false });
    const coma = apply(blow("head", "critical"), ["d20:3"]);
    expect(coma.character.status.knockedOut).toEqual({ amount: 3, unit: "days", coma: true });
    expect(coma.effects).toEqual(["coma"]);
    expect(apply(blow("head", "fatal")).character.status.dead).toBe(true);
  });

  it("TUGS-AMB-18: after a body Major, every injury calls for a Stamina roll or the character falls", () => {
    const hurt = { ...travis, injuries: [{ part: "body" as const, level: "major" as const, lethal: true }], status: { fallsOnInjuryUnlessStamina: true } };
    // Stamina 11, impairment -3 before the injury: needs 8
    expect(apply(blow("otherArm", "superficial"), ["d20:8"], hurt).character.status.prone).toBe(false);
    const fell = apply(blow("otherArm", "superficial"), ["d20:9"], hurt);
    expect(fell.effects).toEqual(["falls"]);
    expect(fell.text).toContain("d20 Stamina roll to stay up (needs 8 or less): 9 [TUGS-CHK-1]");
  });

  it("TUGS-AMB-19: a body Critical kills through the 10-minute worsening, not at once", () => {
    const r = apply(blow("body", "critical"), ["d20:1"]);
    expect(r.character.status.dead).toBe(false);
    expect(r.character.injuries[0]).toMatchObject({ level: "critical", treated: false });
  });

  it("TUGS-AMB-20: a body Minor after the defender attacked this round has no effect by default", () => {
    const r = apply(blow("body", "minor"), [], T, {}, { alreadyAttacked: true });
    expect(r.effects).toEqual([]);
    expect(r.character.status).toMatchObject({ noAttackThisRound: false, noAttackNextRound: false });
  });

  it("TUGS-AMB-20: option noAttackCarryOver moves it to the next round", () => {
    const r = apply(blow("body", "minor"), [], T, { noAttackCarryOver: true }, { alreadyAttacked: true });
    expect(r.effects).toEqual(["noAttackNextRound"]);
    expect(r.character.status.noAttackNextRound).toBe(true);
  });

  it("TUGS-AMB-30: impairment lowers effect rolls by default", () => {
    const hurt = { ...travis, injuries: [{ part: "body" as const, level: "minor" as const, lethal: true }] };
    expect(apply(blow("weaponArm", "minor"), ["d20:10"], hurt).effects).toEqual(["dropsWeapon"]);
  });

  it("TUGS-AMB-30: option impairmentOnAttributeRolls = false ignores it", () => {
    const hurt = { ...travis, injuries: [{ part: "body" as const, level: "minor" as const, lethal: true }] };
    expect(apply(blow("weaponArm", "minor"), ["d20:10"], hurt, { impairmentOnAttributeRolls: false }).effects).toEqual(["keepsWeapon"]);
  });

  it("TUGS-AMB-31: by default the effect roll uses the impairment before the injury (11 vs Str 11 succeeds)", () => {
    expect(apply(blow("weaponArm", "minor"), ["d20:11"]).effects).toEqual(["keepsWeapon"]);
  });

  it("TUGS-AMB-31: option effectRollUsesNewImpairment makes the same roll fail (11 > 9)", () => {
    expect(apply(blow("weaponArm", "minor"), ["d20:11"], T, { effectRollUsesNewImpairment: true }).effects).toEqual(["dropsWeapon"]);
  });

  it("TUGS-EFF-1: a blow without an injury changes nothing", () => {
    expect(apply(blow("body", null)).character).toEqual(T);
  });

  it("TUGS-EFF-1: a malformed blow is a programmer error naming the path", () => {
    expect(() => applyInjury(T, { location: "tail" as never, level: "minor", lethal: true })).toThrow(/blow.location/);
    expect(() => applyInjury(T, { location: "tail" as never, level: "minor", lethal: true })).toThrow(RulesError);
  });
});

describe("TUGS-BLUNT-1..3: blunt trauma", () => {
  it("TUGS-BLUNT-1: non-rigid armour: one level lower, non-lethal; Superficial becomes nothing", () => {
    expect(bluntTrauma("nonRigid", "major", "body", sword)).toEqual({ injury: "minor", effect: "none" });
    expect(bluntTrauma("nonRigid", "superficial", "body", sword)).toEqual({ injury: null, effect: "none" });
    expect(bluntTrauma("nonRigid", null, "body", sword)).toEqual({ injury: null, effect: "none" });
    // Travis's leather (armour 1, PV 7): Jan's pen roll 2D6 = 2 fails, damage 2D6 = 12: 12 - 1 - 1 - 1 = 9 Major, one level lower
    const out = resolve(
      hthAttack(jan, travis, { aimedLocation: "body", defenderParries: false }),
      scriptedDice(["d20:5", "d6:1", "d6:1", "d6:6", "d6:6"]),
    ).value;
    expect(out).toMatchObject({ penetrated: false, level: "minor", lethal: false, blunt: "none" });
  });

  it("TUGS-BLUNT-2 TUGS-AMB-21: rigid armour: no injury; Minor -3 initiative; Major or worse falls, drops on an arm", () => {
    expect(bluntTrauma("rigid", "superficial", "head", sword)).toEqual({ injury: null, effect: "none" });
    expect(bluntTrauma("rigid", "minor", "head", sword)).toEqual({ injury: null, effect: "initiative" });
    expect(bluntTrauma("rigid", "major", "leftLeg", sword)).toEqual({ injury: null, effect: "falls" });
    expect(bluntTrauma("rigid", "fatal", "weaponArm", sword)).toEqual({ injury: null, effect: "fallsDrops" });
    const fell = apply({ location: "weaponArm", level: null, lethal: false, blunt: "fallsDrops" });
    expect(fell.effects).toEqual(["falls", "dropsWeapon"]);
    expect(fell.character.injuries).toEqual([]);
    expect(apply({ location: "head", level: null, lethal: false, blunt: "falls" }).character.status).toMatchObject({ prone: true, disarmed: false });
  });

  it("TUGS-DT-5 TUGS-BLUNT-2: a rigid helmet not penetrated, damage total 6: no injury, -3 on the next initiative", () => {
    // Travis's iron helmet (2, PV 9): Jan rolls pen 2D6 = 6 (6 + 0 - 1 = 5, fails); damage 2D6 = 10: 10 - 1 - 2 - 1 = 6, Minor
    const dice = scriptedDice(["d20:5", "d20:20", "d6:3", "d6:3", "d6:5", "d6:5"]);
    const res = resolve(hthAttack(jan, travis, { aimedLocation: "head" }), dice);
    expect(res.value).toMatchObject({ result: "hit", location: "head", penetrated: false, level: null, blunt: "initiative" });
    expect(explain(res.trace)).toContain("damage 6: minor [TUGS-DMG-1]");
    const after = apply({ location: "head", level: null, lethal: false, blunt: "initiative" });
    expect(after.character.injuries).toEqual([]);
    expect(after.character.status.initiativePenaltyNext).toBe(-3);
    expect(resolve(initiative(after.character), scriptedDice(["d6:3"])).value).toBe(9);
  });

  it("TUGS-BLUNT-3 TUGS-AMB-22: inertial armour is rigid against projectiles over 200 m/s; firearms default to 300", () => {
    const pistol = parseWeapon({ name: "pistol", skill: "Guns", type: "firearm" });
    const bow = parseWeapon({ name: "bow", skill: "Bows", type: "shafted", projectileVelocity: 60 });
    const slowGun = parseWeapon({ name: "musket", skill: "Guns", type: "firearm", projectileVelocity: 200 });
    expect(projectileVelocity(pistol)).toBe(300);
    expect(projectileVelocity(sword)).toBe(0);
    expect(effectiveArmourKind("inertial", pistol)).toBe("rigid");
    expect(effectiveArmourKind("inertial", bow)).toBe("nonRigid");
    expect(effectiveArmourKind("inertial", slowGun)).toBe("nonRigid");
    expect(effectiveArmourKind("inertial", sword)).toBe("nonRigid");
    expect(bluntTrauma("inertial", "major", "body", pistol)).toEqual({ injury: null, effect: "falls" });
    expect(bluntTrauma("inertial", "major", "body", sword)).toEqual({ injury: "minor", effect: "none" });
  });
});
