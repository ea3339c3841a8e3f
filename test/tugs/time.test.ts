import { describe, expect, it } from "vitest";
import { explain, odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import {
  type CharacterInput,
  condition,
  fall,
  fallingObject,
  healOneLevel,
  hpRecovery,
  parseCharacter,
  recoveryTime,
  rest,
  treatInjury,
  worseningPeriod,
  worseningTick,
} from "../../src/tugs/index.js";
import { jan, travis } from "./fixtures.js";

const run = <T>(chance: Parameters<typeof resolve<T>>[0], script: string[]) => {
  const dice = scriptedDice(script);
  const r = resolve(chance, dice);
  expect(dice.remaining()).toBe(0);
  return r;
};

describe("TUGS-FALL-1 TUGS-FALL-2: falls and falling objects", () => {
  it("TUGS-FALL-1: 2D6 - Resistance + 1 per additional 2 yards, non-lethal, body by default", () => {
    const r = run(fall(jan, 6), ["d6:3", "d6:4"]).value;
    expect(r).toEqual({ total: 10, level: "critical", blow: { location: "body", level: "critical", lethal: false, blunt: "none" } });
    expect(run(fall(travis, 2), ["d6:1", "d6:1"]).value).toEqual({
      total: 1,
      level: "superficial",
      blow: { location: "body", level: "superficial", lethal: false, blunt: "none" },
    });
    expect(run(fall(travis, 2, {}, "leftLeg"), ["d6:1", "d6:1"]).value.blow?.location).toBe("leftLeg");
    expect(run(fall(travis, 1.5), []).value).toEqual({ total: null, level: null, blow: null });
  });

  it("TUGS-AMB-23: only complete 2-yard steps count by default (5 yards: +1)", () => {
    expect(run(fall(jan, 5), ["d6:3", "d6:4"]).value.total).toBe(9);
  });

  it("TUGS-AMB-23: option fallSteps = ceil counts a started step (5 yards: +2)", () => {
    expect(run(fall(jan, 5, { fallSteps: "ceil" }), ["d6:3", "d6:4"]).value.total).toBe(10);
    expect(run(fallingObject(travis, 2, 25, { fallSteps: "ceil" }), ["d6:3", "d6:4"]).value.total).toBe(7);
  });

  it("TUGS-FALL-2: 2D6 - Armour - Resistance + 1 per additional 2 yards or 10 lb; under 10 lb nothing", () => {
    expect(run(fallingObject(travis, 4, 30), ["d6:3", "d6:4"]).value.total).toBe(8);
    expect(run(fallingObject(travis, 4, 30, {}, "head"), ["d6:3", "d6:4"]).value.total).toBe(7);
    expect(run(fallingObject(travis, 2, 25), ["d6:3", "d6:4"]).value).toMatchObject({ total: 6, level: "minor", blow: { lethal: false } });
    expect(run(fallingObject(travis, 10, 9), []).value.total).toBeNull();
  });

  it("TUGS-FALL-1: bad heights and locations are programmer errors", () => {
    expect(() => fall(jan, -1)).toThrow(RulesError);
    expect(() => fall(jan, Number.NaN)).toThrow(RulesError);
    expect(() => fallingObject(jan, 3, 20, {}, "wing" as never)).toThrow(/location/);
  });
});

describe("TUGS-REC-1 TUGS-REC-2 TUGS-REC-3: recovery", () => {
  it("TUGS-DT-3 TUGS-REC-1 TUGS-REC-2: Major lethal, hospital, d6 = 5: ceil(5/2) = 3 months x 50 % = 1.5 months", () => {
    expect(run(recoveryTime("major", true, "hospital"), ["d6:5"]).value).toEqual({ recovers: true, numerator: 3, denominator: 2, unit: "months" });
  });

  it("TUGS-REC-1: the table by level and lethality (rest and first aid, 100 %)", () => {
    const t = (level: "superficial" | "minor" | "major" | "critical", lethal: boolean, script: string[]) =>
      run(recoveryTime(level, lethal, "firstAid"), script).value;
    expect(t("superficial", true, ["d6:3", "d6:4"])).toEqual({ recovers: true, numerator: 7, denominator: 1, unit: "hours" });
    expect(t("superficial", false, ["d6:3"])).toEqual({ recovers: true, numerator: 3, denominator: 1, unit: "hours" });
    expect(t("minor", true, ["d6:6", "d6:6"])).toEqual({ recovers: true, numerator: 12, denominator: 1, unit: "days" });
    expect(t("minor", false, ["d6:2"])).toEqual({ recovers: true, numerator: 2, denominator: 1, unit: "days" });
    expect(t("major", true, ["d6:1"])).toEqual({ recovers: true, numerator: 1, denominator: 1, unit: "months" });
    expect(t("major", false, ["d6:4"])).toEqual({ recovers: true, numerator: 5, denominator: 1, unit: "weeks" });
    expect(t("critical", true, ["d6:6"])).toEqual({ recovers: true, numerator: 7, denominator: 1, unit: "months" });
    expect(t("critical", false, ["d6:3"])).toEqual({ recovers: true, numerator: 2, denominator: 1, unit: "months" });
    expect(run(recoveryTime("fatal", true, "hospital"), []).value).toEqual({ recovers: false, reason: "fatal" });
    expect(
      odds(recoveryTime("major", true, "firstAid"))
        .probability((r) => r.recovers && r.numerator === 2)
        .toString(),
    ).toBe("1/3");
  });

  it("TUGS-REC-2: rest 125 % for Minor or less only, dispensary 70 %", () => {
    expect(run(recoveryTime("minor", false, "rest"), ["d6:4"]).value).toEqual({ recovers: true, numerator: 5, denominator: 1, unit: "days" });
    expect(run(recoveryTime("major", false, "rest"), []).value).toEqual({ recovers: false, reason: "restOnlyMinorOrLess" });
    expect(run(recoveryTime("minor", true, "dispensary"), ["d6:3", "d6:4"]).value).toEqual({ recovers: true, numerator: 49, denominator: 10, unit: "days" });
  });

  it("TUGS-AMB-24: exact rational durations by default (125 % of 7 hours = 35/4)", () => {
    expect(run(recoveryTime("superficial", true, "rest"), ["d6:3", "d6:4"]).value).toEqual({ recovers: true, numerator: 35, denominator: 4, unit: "hours" });
  });

  it("TUGS-AMB-24: option recoveryRounding = ceil rounds up at the end, in the same unit", () => {
    expect(run(recoveryTime("superficial", true, "rest", { recoveryRounding: "ceil" }), ["d6:3", "d6:4"]).value).toEqual({
      recovers: true,
      numerator: 9,
      denominator: 1,
      unit: "hours",
    });
    expect(run(recoveryTime("major", true, "hospital", { recoveryRounding: "ceil" }), ["d6:5"]).value).toMatchObject({ numerator: 2, denominator: 1 });
  });

  it("TUGS-REC-1: bad arguments are programmer errors", () => {
    expect(() => recoveryTime("bad" as never, true, "rest")).toThrow(RulesError);
    expect(() => recoveryTime("minor", "yes" as never, "rest")).toThrow(RulesError);
    expect(() => recoveryTime("minor", true, "spa" as never)).toThrow(RulesError);
  });

  it("TUGS-REC-1 TUGS-IMP-1: an injury drops one level when its time has passed; its impairment drops too", () => {
    const hurt = parseCharacter({
      ...travis,
      injuries: [
        { part: "rightLeg", level: "major", lethal: true },
        { part: "body", level: "superficial", lethal: false },
      ],
    });
    const healed = healOneLevel(hurt, 0);
    expect(healed.injuries[0]?.level).toBe("minor");
    expect(condition(healed).impairment).toBe(-3);
    expect(healOneLevel(hurt, 1).injuries).toHaveLength(1);
    expect(() => healOneLevel(hurt, 2)).toThrow(RulesError);
  });

  it("TUGS-DT-4 TUGS-REC-3: HP recovery per day of rest is Sta - 9, at least 1: Sta 9 / 11 / 15 give 1 / 2 / 6", () => {
    expect([9, 11, 15].map((s) => hpRecovery(s))).toEqual([1, 2, 6]);
    expect(hpRecovery(5)).toBe(1);
    expect(hpRecovery(11, 3)).toBe(6);
    expect(rest({ ...travis, hpLost: 9 }, 2).hpLost).toBe(5);
    expect(rest({ ...travis, hpLost: 3 }, 5).hpLost).toBe(0);
  });
});

describe("TUGS-WORSE-1 TUGS-WORSE-2: untreated injuries worsen", () => {
  const thomas: CharacterInput = {
    name: "Thomas",
    attributes: { sta: 12, str: 10, dex: 10 },
    initiative: 10,
    maxHp: 12,
    injuries: [{ part: "rightLeg", level: "major", lethal: true }],
  };

  it("TUGS-WORSE-1: periods: Major 1 week / 3 days / 1 day, Minor 2 weeks / 1 week / 3 days, Critical 10 minutes", () => {
    const day = 1440;
    expect(worseningPeriod("major", false, "rest")).toBe(7 * day);
    expect(worseningPeriod("major", true, "rest")).toBe(3 * day);
    expect(worseningPeriod("major", true, "active")).toBe(day);
    expect(worseningPeriod("minor", false, "rest")).toBe(14 * day);
    expect(worseningPeriod("minor", true, "rest")).toBe(7 * day);
    expect(worseningPeriod("minor", false, "active")).toBe(3 * day);
    expect(worseningPeriod("critical", false, "rest")).toBe(10);
    expect(worseningPeriod("superficial", true, "active")).toBeNull();
  });

  it("TUGS-EX-2 TUGS-WORSE-2 TUGS-AMB-36: Thomas's Major leg: active day 1 (Sta - 5), then a Stamina roll every day of rest until it fails", () => {
    // day 1, active: 12 - 5 - 3 (impairment) = 4
    const d1 = run(worseningTick(thomas, 0, { kind: "day", activity: "active" }), ["d20:4"]);
    expect(d1.value).toMatchObject({ rolled: true, worsened: false });
    expect(explain(d1.trace)).toContain("d20 Stamina roll to resist worsening of the rightLeg major (needs 4 or less): 4 [TUGS-CHK-1]");
    // day 2, rest, untreated: rolls again although the 3-day rest period has not passed
    const d2 = run(worseningTick(d1.value.character, 0, { kind: "day", activity: "rest" }), ["d20:9"]);
    expect(d2.value).toMatchObject({ rolled: true, worsened: false });
    // day 3: a failure worsens Major to Critical
    const d3 = run(worseningTick(d2.value.character, 0, { kind: "day", activity: "rest" }), ["d20:10"]);
    expect(d3.value).toMatchObject({ rolled: true, worsened: true });
    expect(d3.value.character.injuries[0]?.level).toBe("critical");
    // TUGS-AMB-36: the Critical leg's own effects, and it counts as a body Major: HP 1 (leg 3 -> 4) + 6 (body Major)
    expect(d3.value.effects).toEqual(["falls", "cannotWalk", "derivedBodyInjury", "falls", "fallsAtEveryInjury"]);
    expect(d3.value.character.hpLost).toBe(7);
    // TUGS-WORSE-1: the Critical becomes Fatal automatically after 10 minutes
    const early = run(worseningTick(d3.value.character, 0, { kind: "minutes", minutes: 9 }), []);
    expect(early.value.worsened).toBe(false);
    // the derived body Major becomes Critical: its Stamina roll, with the impairment before (12 - 4 - 3 = 5)
    const late = run(worseningTick(early.value.character, 0, { kind: "minutes", minutes: 1 }), ["d20:5"]);
    expect(late.value).toMatchObject({ rolled: false, worsened: true });
    expect(late.value.character.injuries.map((i) => [i.part, i.level])).toEqual([
      ["rightLeg", "fatal"],
      ["body", "critical"],
    ]);
    expect(late.value.effects).toEqual(["falls", "cannotWalk", "cannotGetUp", "limbSevered", "derivedBodyInjury", "falls", "staysConscious"]);
    // HP 7 + 1 (leg 4 -> 5) + 2 (body 6 -> 8) = 10, under 2 x 12
    expect(late.value.character.hpLost).toBe(10);
    expect(late.value.character.status.dead).toBe(false);
  });

  it("TUGS-WORSE-1: a Major worsens only after its period (rest, lethal: 3 days); treated or Superficial never", () => {
    const first = run(worseningTick(thomas, 0, { kind: "day", activity: "rest" }), []);
    expect(first.value).toMatchObject({ rolled: false, worsened: false });
    expect(first.value.character.injuries[0]?.untreatedMinutes).toBe(1440);
    expect(run(worseningTick(thomas, 0, { kind: "minutes", minutes: 5000 }), []).value.rolled).toBe(false);
    expect(run(worseningTick(treatInjury(thomas, 0), 0, { kind: "day", activity: "active" }), []).value.rolled).toBe(false);
    const light = { ...thomas, injuries: [{ part: "body" as const, level: "superficial" as const, lethal: false }] };
    expect(run(worseningTick(light, 0, { kind: "day", activity: "active" }), []).value.rolled).toBe(false);
    const gut = { ...thomas, injuries: [{ part: "body" as const, level: "critical" as const, lethal: true }] };
    expect(run(worseningTick(gut, 0, { kind: "day", activity: "rest" }), []).value.character.status.dead).toBe(true);
  });

  it("TUGS-AMB-25: by default the period restarts for the new level", () => {
    const minor = { ...thomas, injuries: [{ part: "rightLeg" as const, level: "minor" as const, lethal: false, untreatedMinutes: 13 * 1440 }] };
    const worse = run(worseningTick(minor, 0, { kind: "day", activity: "rest" }), ["d20:20"]).value;
    expect(worse.character.injuries[0]).toMatchObject({ level: "major", untreatedMinutes: 0, worseningRolls: 0 });
    expect(run(worseningTick(worse.character, 0, { kind: "day", activity: "rest" }), []).value.rolled).toBe(false);
  });

  it("TUGS-AMB-25: option worseningPeriodRestarts = false keeps the daily rolls going", () => {
    const o = { worseningPeriodRestarts: false };
    const minor = { ...thomas, injuries: [{ part: "rightLeg" as const, level: "minor" as const, lethal: false, untreatedMinutes: 13 * 1440 }] };
    const worse = run(worseningTick(minor, 0, { kind: "day", activity: "rest" }, o), ["d20:20"]).value;
    expect(worse.character.injuries[0]?.level).toBe("major");
    expect(run(worseningTick(worse.character, 0, { kind: "day", activity: "rest" }, o), ["d20:1"]).value.rolled).toBe(true);
  });

  it("TUGS-WORSE-2: bad time steps and indexes are programmer errors", () => {
    expect(() => worseningTick(thomas, 1, { kind: "day", activity: "rest" })).toThrow(RulesError);
    expect(() => worseningTick(thomas, 0, { kind: "week" } as never)).toThrow(RulesError);
    expect(() => worseningTick(thomas, 0, { kind: "minutes", minutes: -1 })).toThrow(RulesError);
  });
});
