// Issue 12 (tugs items 1-10): a character's state after a blow and over time. Every expected value is computed
// from the text (catalogue section 4 and Appendix B) by hand, in the comments.
import { describe, expect, it } from "vitest";
import { explain, odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import {
  applyInjury,
  type Blow,
  type CharacterInput,
  condition,
  healOneLevel,
  hitLocation,
  hthAttack,
  hthAttackModifiers,
  impairment,
  initiative,
  parryRoll,
  playRound,
  rangedAttack,
  rangedAttackModifiers,
  recoveryTime,
  rest,
  worseningPeriod,
  worseningTick,
} from "../../src/tugs/index.js";
import { broadsword, jan, travis } from "./fixtures.js";

type Script = string[];
const run = <T>(chance: Parameters<typeof resolve<T>>[0], script: Script) => {
  const dice = scriptedDice(script);
  const r = resolve(chance, dice);
  expect(dice.remaining()).toBe(0);
  return r;
};
const hit = (location: Blow["location"], level: Blow["level"], lethal = true): Blow => ({ location, level, lethal, blunt: "none" });
const apply = (c: CharacterInput, b: Blow, script: Script = []) => run(applyInjury(c, b), script).value;
const activeDay = { kind: "day", activity: "active" } as const;
const restDay = { kind: "day", activity: "rest" } as const;
const DAY = 1440;

describe("TUGS-INJ-2 TUGS-AMB-32: death by bleeding sticks", () => {
  it("TUGS-INJ-2 TUGS-AMB-32: twice the max HP lost sets status.dead, and a day (or ten) of rest does not undo it", () => {
    // Travis: max HP 11, 20 lost; a leg Minor costs 2: 22 >= 2 x 11, dead of bleeding
    const bled = apply({ ...travis, hpLost: 20 }, hit("leftLeg", "minor"));
    expect(bled.character.hpLost).toBe(22);
    expect(bled.character.status.dead).toBe(true);
    expect(bled.effects).toEqual(["falls", "dead"]);
    const rested = rest(bled.character, 10);
    expect(rested.status.dead).toBe(true);
    expect(condition(rested).dead).toBe(true);
    // healing the injury does not bring him back either
    expect(condition(healOneLevel(bled.character, 0)).dead).toBe(true);
  });

  it("TUGS-AMB-32: a character given with twice his max HP lost (status not yet set) stays dead through rest", () => {
    const given = { ...travis, hpLost: 22 };
    expect(condition(rest(given, 1))).toMatchObject({ dead: true });
    expect(rest(given, 1).status.dead).toBe(true);
  });

  it("TUGS-INJ-2 TUGS-AMB-32: worsening that reaches twice the max HP kills for good", () => {
    // max HP 11, 20 lost, an untreated lethal Minor leg: active period 3 days; Sta 11 - 5 - 2 = 4, d20 = 5 fails;
    // Major costs 1 more (3 - 2): 21, alive; then Major active 1 day: 11 - 5 - 3 = 3, d20 = 4 fails: Critical +1 = 22
    // and the derived body Major (+6) = 28: dead
    const c: CharacterInput = { ...travis, hpLost: 20, injuries: [{ part: "leftLeg", level: "minor", lethal: true, untreatedMinutes: 2 * DAY }] };
    const major = run(worseningTick(c, 0, activeDay), ["d20:5"]).value.character;
    expect([major.hpLost, major.status.dead]).toEqual([21, false]);
    const critical = run(worseningTick(major, 0, activeDay), ["d20:4"]).value.character;
    expect(critical.hpLost).toBe(28);
    expect(critical.status.dead).toBe(true);
    expect(rest(critical, 30).status.dead).toBe(true);
  });
});

describe("TUGS-EFF-1 TUGS-AMB-33: a new knockout never shortens a longer one", () => {
  it("TUGS-AMB-33: a coma of d20 days, then a head Superficial's d6 rounds: still in a coma two rounds later", () => {
    // head Critical: d20 = 12 days of coma
    const coma = apply(travis, hit("head", "critical"), ["d20:12"]).character;
    expect(coma.status.knockedOut).toEqual({ amount: 12, unit: "days", coma: true });
    // head Superficial: Sta 11 with the impairment before it (-4): 7; d20 = 8 fails; d6 = 2 rounds
    const again = apply(coma, hit("head", "superficial"), ["d20:8", "d6:2"]);
    expect(again.effects).toEqual(["unconscious"]);
    expect(again.character.status.knockedOut).toEqual({ amount: 12, unit: "days", coma: true });
    // two rounds later (no attacks; initiative dice only) he is still out
    let state = again.character;
    for (let round = 0; round < 2; round++) {
      state = playRound(state, jan, { b: { attack: false } }, scriptedDice(["d6:1", "d6:1"])).a;
    }
    expect(condition(state).unconscious).toBe(true);
    expect(state.status.knockedOut).toEqual({ amount: 12, unit: "days", coma: true });
  });

  it("TUGS-AMB-33: a body Critical's unconsciousness (no end given) outlasts a later d6 rounds", () => {
    // body Critical: Sta 11, d20 = 12 fails: unconscious, no duration given
    const out = apply(travis, hit("body", "critical"), ["d20:12"]).character;
    expect(out.status.knockedOut).toEqual({ amount: null, unit: "minutes", coma: false });
    // head Superficial: Sta 11 - 4 = 7, d20 = 9 fails, d6 = 3 rounds: the open-ended knockout stays
    const again = apply(out, hit("head", "superficial"), ["d20:9", "d6:3"]).character;
    expect(again.status.knockedOut).toEqual({ amount: null, unit: "minutes", coma: false });
  });

  it("TUGS-AMB-33: a longer knockout replaces a shorter one (3 rounds, then 5 hours)", () => {
    const stunned = apply(travis, hit("head", "superficial"), ["d20:12", "d6:3"]).character;
    expect(stunned.status.knockedOut).toEqual({ amount: 3, unit: "rounds", coma: false });
    const longer = apply(stunned, hit("head", "major"), ["d20:5"]).character;
    expect(longer.status.knockedOut).toEqual({ amount: 5, unit: "hours", coma: false });
  });
});

describe("TUGS-EFF-1 TUGS-AMB-34: a Fatal leg includes every Critical-leg effect", () => {
  it("TUGS-AMB-34: a severed leg cannot walk or get up, and counts as Critical to the body; standing up fails", () => {
    // leg Fatal; the derived body Critical's Stamina roll: 11, d20 = 1 stays conscious
    const r = apply(travis, hit("rightLeg", "fatal"), ["d20:1"]);
    expect(r.character.status).toMatchObject({ prone: true, cannotWalk: true, cannotGetUp: true, severed: ["rightLeg"] });
    expect(r.character.injuries[1]).toMatchObject({ part: "body", level: "critical", derived: true });
    const round = playRound(r.character, jan, { a: { standUp: true, attack: false }, b: { attack: false } }, scriptedDice(["d6:1", "d6:1"]));
    expect(round.a.status.prone).toBe(true);
  });
});

describe("TUGS-LETH-1 TUGS-AMB-35: combination lethality follows the current level", () => {
  const club = { name: "club", skill: "Blades", type: "contending" as const };

  it("TUGS-LETH-1 TUGS-AMB-35: a club's Minor (non-lethal) that worsens to Major is lethal; its period and recovery dice follow", () => {
    // the club hits the left leg: attack d20 = 5 (Blades 14), no parry; 2D6 = 6: 6 + 0 + 0 - 0 - 1 = 5, Minor, non-lethal
    const out = run(hthAttack({ ...jan, weapons: [club] }, travis, { aimedLocation: "leftLeg", defenderParries: false }), ["d20:5", "d6:3", "d6:3"]).value;
    expect(out).toMatchObject({ level: "minor", lethal: false, combination: true });
    const blow: Blow = { location: "leftLeg", level: "minor", lethal: false, blunt: "none", combination: true };
    const hurt = apply(travis, blow).character;
    expect(hurt.injuries[0]).toMatchObject({ level: "minor", lethal: false, combination: true });
    // rest, non-lethal Minor: 14 days; then Sta 11 - 2 = 9, d20 = 10 fails: Major, now lethal
    const waited = { ...hurt, injuries: [{ ...(hurt.injuries[0] as (typeof hurt.injuries)[0]), untreatedMinutes: 13 * DAY }] };
    const worse = run(worseningTick(waited, 0, restDay), ["d20:10"]).value.character;
    expect(worse.injuries[0]).toMatchObject({ level: "major", lethal: true });
    // the worsening period of a lethal Major at rest is 3 days (7 if it had stayed non-lethal): rolls on day 3
    expect(worseningPeriod("major", true, "rest")).toBe(3 * DAY);
    let c = worse;
    for (let day = 1; day <= 2; day++) {
      const tick = run(worseningTick(c, 0, restDay), []).value;
      expect(tick.rolled).toBe(false);
      c = tick.character;
    }
    expect(run(worseningTick(c, 0, restDay), ["d20:1"]).value.rolled).toBe(true);
    // recovery of a lethal Major: ceil(d6 / 2) months (a non-lethal one: d6 + 1 weeks); d6 = 5: 3 months
    expect(run(recoveryTime("major", worse.injuries[0]?.lethal ?? false, "firstAid"), ["d6:5"]).value).toMatchObject({ numerator: 3, unit: "months" });
  });

  it("TUGS-AMB-35: a club's Major (lethal) healed to Minor is non-lethal", () => {
    const c = { ...travis, injuries: [{ part: "leftArm" as const, level: "major" as const, lethal: true, combination: true }] };
    expect(healOneLevel(c, 0).injuries[0]).toMatchObject({ level: "minor", lethal: false });
    // a blade's injury keeps its lethality
    const blade = { ...travis, injuries: [{ part: "leftArm" as const, level: "major" as const, lethal: true }] };
    expect(healOneLevel(blade, 0).injuries[0]).toMatchObject({ level: "minor", lethal: true });
  });
});

describe("TUGS-WORSE-1 TUGS-WORSE-2 TUGS-AMB-36: a worse level brings its effects", () => {
  // Travis holds his broadsword in the right hand: the right arm is the weapon arm
  const withInjury = (part: "rightArm" | "leftLeg" | "head" | "body", level: "minor" | "major", hpLost: number, status = {}): CharacterInput => ({
    ...travis,
    hpLost,
    injuries: [{ part, level, lethal: true }],
    status,
  });

  it("TUGS-AMB-36: arm Major to Critical: the derived body Major, its HP and effects; it runs no worsening of its own", () => {
    // active day, Major period 1 day: Sta 11 - 5 - 3 = 3, d20 = 4 fails
    const r = run(worseningTick(withInjury("rightArm", "major", 3, { unusable: ["rightArm"], disarmed: true }), 0, activeDay), ["d20:4"]).value;
    expect(r.worsened).toBe(true);
    expect(r.effects).toEqual(["dropsWeapon", "limbUnusable", "derivedBodyInjury", "falls", "fallsAtEveryInjury"]);
    expect(r.character.injuries.map((i) => [i.part, i.level, i.derived])).toEqual([
      ["rightArm", "critical", false],
      ["body", "major", true],
    ]);
    // HP: 3 + 1 (arm 3 -> 4) + 6 (body Major, doubled) = 10; impairment -4 - 3 = -7
    expect(r.character.hpLost).toBe(10);
    expect(impairment(r.character)).toBe(-7);
    expect(r.character.status).toMatchObject({ prone: true, fallsOnInjuryUnlessStamina: true });
    // the derived body Major has no track of its own: days pass, no roll, no change
    const tick = run(worseningTick(r.character, 1, activeDay), []).value;
    expect(tick).toMatchObject({ rolled: false, worsened: false });
    expect(tick.character.injuries[1]?.level).toBe("major");
  });

  it("TUGS-AMB-36: arm Critical to Fatal: severed, and its derived body injury becomes Critical (with its Stamina roll)", () => {
    const critical = run(worseningTick(withInjury("rightArm", "major", 3, { unusable: ["rightArm"], disarmed: true }), 0, activeDay), ["d20:4"]).value
      .character;
    // 10 minutes later, automatically Fatal; body Critical: Sta 11 with the impairment before (-7): 4; d20 = 4 stays conscious
    const fatal = run(worseningTick(critical, 0, { kind: "minutes", minutes: 10 }), ["d20:4"]).value;
    expect(fatal.effects).toEqual(["dropsWeapon", "limbSevered", "derivedBodyInjury", "falls", "staysConscious"]);
    expect(fatal.character.status.severed).toEqual(["rightArm"]);
    expect(fatal.character.injuries.map((i) => [i.part, i.level])).toEqual([
      ["rightArm", "fatal"],
      ["body", "critical"],
    ]);
    // HP 10 + 1 (arm 4 -> 5) + 2 (body 6 -> 8) = 13; impairment -5 - 4 = -9
    expect(fatal.character.hpLost).toBe(13);
    expect(impairment(fatal.character)).toBe(-9);
  });

  it("TUGS-AMB-36: leg Minor to Major: falls and cannot get up, the leg unusable", () => {
    // Minor active period 3 days: 2 days gone + 1; Sta 11 - 5 - 2 = 4, d20 = 5 fails
    const c = {
      ...withInjury("leftLeg", "minor", 2),
      injuries: [{ part: "leftLeg" as const, level: "minor" as const, lethal: true, untreatedMinutes: 2 * DAY }],
    };
    const r = run(worseningTick(c, 0, activeDay), ["d20:5"]).value;
    expect(r.effects).toEqual(["falls", "cannotGetUp", "limbUnusable"]);
    expect(r.character.status).toMatchObject({ prone: true, cannotGetUp: true, unusable: ["leftLeg"] });
    expect(r.character.hpLost).toBe(3);
  });

  it("TUGS-AMB-36 TUGS-AMB-33: head Major to Critical: a coma of d20 days replaces the d20 hours", () => {
    // Sta 11 - 5 - 3 = 3, d20 = 4 fails; coma d20 = 7 days
    const c = withInjury("head", "major", 6, { knockedOut: { amount: 5, unit: "hours", coma: false } });
    const r = run(worseningTick(c, 0, activeDay), ["d20:4", "d20:7"]).value;
    expect(r.effects).toEqual(["coma"]);
    expect(r.character.status.knockedOut).toEqual({ amount: 7, unit: "days", coma: true });
    // HP 6 + 2 (head 6 -> 8)
    expect(r.character.hpLost).toBe(8);
  });

  it("TUGS-AMB-36: body Major to Critical: falls, and a Stamina roll against unconsciousness", () => {
    // Sta 11 - 5 - 3 = 3, d20 = 4 fails; then body Critical: Sta 11 - 3 = 8, d20 = 9 fails: unconscious
    const c = withInjury("body", "major", 6, { fallsOnInjuryUnlessStamina: true });
    const r = run(worseningTick(c, 0, activeDay), ["d20:4", "d20:9"]).value;
    expect(r.effects).toEqual(["falls", "unconscious"]);
    expect(r.character.status).toMatchObject({ prone: true, knockedOut: { amount: null, unit: "minutes", coma: false } });
    expect(r.character.hpLost).toBe(8);
    expect(explain(run(worseningTick(c, 0, activeDay), ["d20:4", "d20:9"]).trace).join("\n")).toContain("Stamina roll to stay conscious (needs 8 or less): 9");
  });
});

describe("TUGS-REC-1 TUGS-AMB-36: healing sheds the until-healed states", () => {
  it("TUGS-REC-1 TUGS-AMB-36: a leg Major healed to Minor can get up again and the leg is usable", () => {
    const hurt = apply(travis, hit("rightLeg", "major")).character;
    expect(hurt.status).toMatchObject({ cannotGetUp: true, unusable: ["rightLeg"] });
    const healed = healOneLevel(hurt, 0);
    expect(healed.status).toMatchObject({ cannotGetUp: false, unusable: [], prone: true });
    const up = playRound(healed, jan, { a: { standUp: true, attack: false }, b: { attack: false } }, scriptedDice(["d6:1", "d6:1"]));
    expect(up.a.status.prone).toBe(false);
  });

  it("TUGS-REC-1 TUGS-AMB-36: an arm Critical healed: the derived body Major goes at Major, the arm and the weapon at Minor", () => {
    const hurt = apply(travis, hit("weaponArm", "critical")).character;
    expect(hurt.status).toMatchObject({ disarmed: true, unusable: ["rightArm"], fallsOnInjuryUnlessStamina: true });
    expect(impairment(hurt)).toBe(-7);
    // the derived body injury heals with its arm, not on its own
    expect(() => healOneLevel(hurt, 1)).toThrow(RulesError);
    const major = healOneLevel(hurt, 0);
    expect(major.injuries.map((i) => [i.part, i.level])).toEqual([["rightArm", "major"]]);
    expect(impairment(major)).toBe(-3);
    expect(major.status).toMatchObject({ disarmed: true, unusable: ["rightArm"], fallsOnInjuryUnlessStamina: false });
    const minor = healOneLevel(major, 0);
    expect(minor.status).toMatchObject({ disarmed: false, unusable: [] });
    expect(impairment(minor)).toBe(-2);
    expect(healOneLevel(healOneLevel(minor, 0), 0).injuries).toEqual([]);
  });

  it("TUGS-AMB-36: a state another injury still holds stays (two Major legs, one healed: still cannot get up)", () => {
    const one = apply(travis, hit("rightLeg", "major")).character;
    const two = apply(one, hit("leftLeg", "major")).character;
    const healed = healOneLevel(two, 0);
    expect(healed.status).toMatchObject({ cannotGetUp: true, unusable: ["leftLeg"] });
  });
});

describe("TUGS-INIT-1 TUGS-AMB-37: a disarmed character has no weapon initiative", () => {
  it("TUGS-AMB-37: weapon initiative +2 counts in hand, not once dropped", () => {
    const quick = { ...travis, weapons: [{ ...broadsword, initiative: 2 }] };
    // 9 + 2 + d6 3 = 14 armed; 9 + 3 = 12 disarmed
    expect(run(initiative(quick), ["d6:3"]).value).toBe(14);
    const dropped = run(initiative({ ...quick, status: { disarmed: true } }), ["d6:3"]);
    expect(dropped.value).toBe(12);
    expect(explain(dropped.trace).join("\n")).toContain("weapon initiative (disarmed: none)");
  });

  it("TUGS-BLUNT-2 TUGS-INIT-1: two rigid-armour blows before the next roll give -6 (each adds its -3)", () => {
    const blunt: Blow = { location: "head", level: null, lethal: false, blunt: "initiative" };
    const twice = apply(apply(travis, blunt).character, blunt).character;
    expect(twice.status.initiativePenaltyNext).toBe(-6);
    // 9 - 6 + d6 4 = 7
    expect(run(initiative(twice), ["d6:4"]).value).toBe(7);
  });
});

describe("TUGS-GM-3 TUGS-LOC-1: a location table as data", () => {
  const snake = [
    { upTo: 16, location: "body" as const },
    { upTo: 20, location: "head" as const },
  ];

  it("TUGS-GM-3: a character that is not humanlike carries its own table; the GM's context overrides it", () => {
    expect(odds(hitLocation(undefined, snake)).probability("head").toString()).toBe("1/5");
    expect(odds(hitLocation(undefined, snake)).probability("body").toString()).toBe("4/5");
    const serpent = { ...travis, name: "Serpent", armour: {}, locationTable: snake };
    // attack d20 = 5, no parry; location d20 = 15: body on the snake's table (weapon arm on the humanlike one)
    const bitten = run(hthAttack(jan, serpent, { defenderParries: false }), ["d20:5", "d20:15", "d6:3", "d6:3"]).value;
    expect(bitten.location).toBe("body");
    // the GM's table for this attack wins: everything is the head
    const ctx = { defenderParries: false, locationTable: [{ upTo: 20, location: "head" as const }] };
    expect(run(hthAttack(jan, serpent, ctx), ["d20:5", "d20:15", "d6:3", "d6:3"]).value.location).toBe("head");
    // exact odds: P(head) = P(hit 14/20) x 4/20 on the snake's table
    expect(
      odds(hthAttack(jan, serpent, { defenderParries: false }).map((o) => o.location))
        .probability("head")
        .toString(),
    ).toBe("7/50");
  });

  it("TUGS-GM-3: a table is validated: ascending rows, the last at 20, at most 20 rows", () => {
    expect(() => hitLocation(undefined, [{ upTo: 12, location: "body" }])).toThrow(RulesError);
    expect(() =>
      hitLocation(undefined, [
        { upTo: 12, location: "body" },
        { upTo: 10, location: "head" },
        { upTo: 20, location: "head" },
      ]),
    ).toThrow(/ascending/);
    expect(() => hitLocation(undefined, [])).toThrow(RulesError);
    expect(() =>
      hitLocation(
        undefined,
        Array.from({ length: 21 }, () => ({ upTo: 20, location: "body" as const })),
      ),
    ).toThrow(RulesError);
    expect(() => hthAttack(jan, { ...travis, locationTable: [{ upTo: 20, location: "tail" }] } as never)).toThrow(RulesError);
  });
});

describe("TUGS-HTH-2 TUGS-HTH-3 TUGS-RNG-2: exported helpers validate their input", () => {
  it("TUGS-HTH-2 TUGS-RNG-2: hthAttackModifiers and rangedAttackModifiers take plain input and refuse junk with a RulesError", () => {
    expect(hthAttackModifiers(jan, { name: "short sword", skill: "Blades", type: "blade" }, { aimedLocation: "head" }).map((m) => m.value)).toEqual([0, -6]);
    const rifle = { name: "rifle", skill: "Guns", type: "firearm" as const, twoHanded: true };
    expect(rangedAttackModifiers(jan, rifle, { range: "medium", location: "weaponArm" }).map((m) => m.value)).toEqual([-5, 0, -8]);
    for (const junk of [{}, null, 3, { ...jan, attributes: null }]) {
      expect(() => hthAttackModifiers(junk as never, rifle, {})).toThrow(RulesError);
      expect(() => rangedAttackModifiers(junk as never, rifle, {})).toThrow(RulesError);
    }
    expect(() => hthAttackModifiers(jan, rifle, { aimedLocation: "tail" } as never)).toThrow(RulesError);
  });

  it("TUGS-HTH-3 TUGS-DT-6: parryRoll with partial (or no) options: Travis parries 12 - 4 = 8 on a d20: 2/5", () => {
    expect(
      odds(parryRoll(travis, broadsword, false))
        .probability((r) => r.success)
        .toString(),
    ).toBe("2/5");
    expect(
      odds(parryRoll(travis, broadsword, false, { impairmentOnDefense: false }))
        .probability((r) => r.success)
        .toString(),
    ).toBe("2/5");
    expect(() => parryRoll(travis, broadsword, "no" as never)).toThrow(RulesError);
  });

  it("TUGS-INJ-2 TUGS-HTH-1: an unconscious or dead attacker cannot attack", () => {
    // 11 HP lost of 11: unconscious
    expect(() => hthAttack({ ...travis, hpLost: 11 }, jan)).toThrow(RulesError);
    expect(() => hthAttack({ ...travis, hpLost: 11 }, jan)).toThrow(/unconscious/);
    expect(() => rangedAttack({ ...travis, status: { dead: true } }, jan)).toThrow(/dead/);
  });

  it("TUGS-RNG-1: a ranged attack's die is labelled with the ranged rule, not TUGS-HTH-2", () => {
    const pistol = { name: "pistol", skill: "Blades", type: "firearm" as const };
    const r = run(rangedAttack({ ...jan, weapons: [pistol] }, travis), ["d20:20"]);
    const dice = r.trace.filter((e) => e.type === "die");
    expect(dice.map((e) => e.rule)).toEqual(["TUGS-RNG-1"]);
  });
});
