// Issue 10 (tugs items): untrusted input never crashes or misleads, results are never shared mutable objects.
import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice, seededDice } from "../../src/index.js";
import type { ModifierEntry } from "../../src/index.js";
import {
  applyInjury,
  attackRoll,
  combatRound,
  damage,
  defenseRoll,
  fall,
  fallingObject,
  hpRecovery,
  hthAttack,
  initiative,
  parseCharacter,
  parseWeapon,
  penetration,
  playRound,
  tugsOptions,
} from "../../src/tugs/index.js";
import { jan, travis } from "./fixtures.js";

const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe("TUGS-HTH-2: skills are own keys", () => {
  it('TUGS-HTH-2: a skill named "constructor" or "toString" is an ordinary skill; a missing one counts 0, never a function', () => {
    const odd = { name: "odd", skill: "constructor", type: "blade" as const };
    // no such skill: target 0, no hit is possible
    expect(
      odds(hthAttack({ ...jan, weapons: [odd] }, travis))
        .probability((o) => o.result !== "miss")
        .toString(),
    ).toBe("0");
    // a skill of that name: Blades-like 14, P(attack succeeds) = 14/20 = 7/10
    const skilled = { ...jan, skills: { constructor: 14, toString: 3 }, weapons: [odd] };
    expect(parseCharacter(skilled).skills.constructor).toBe(14);
    expect(
      odds(hthAttack(skilled, travis, { defenderParries: false }))
        .probability((o) => o.result === "hit")
        .toString(),
    ).toBe("7/10");
  });
});

describe("TUGS-FALL-1 TUGS-FALL-2: no shared mutable result", () => {
  it("TUGS-FALL-1: the 'nothing happens' result of a short fall cannot be changed by one caller for the next", () => {
    const first = resolve(fall(jan, 1), scriptedDice([])).value;
    expect(thrown(() => Object.assign(first, { total: 99 }))).toBeInstanceOf(TypeError);
    expect(resolve(fall(jan, 1), scriptedDice([])).value.total).toBeNull();
    expect(resolve(fallingObject(jan, 1, 2), scriptedDice([])).value.total).toBeNull();
  });
});

describe("TUGS-DMG-1 TUGS-PEN-1 TUGS-HTH-2: traces never hold the caller's modifier objects", () => {
  it("TUGS-DMG-1 TUGS-PEN-1 TUGS-HTH-2: damage, penetration and attackRoll copy the modifiers", () => {
    const mine: ModifierEntry = { type: "modifier", rule: "TUGS-DMG-1", label: "mine", value: 1 };
    const traces = [
      resolve(damage([mine]), scriptedDice(["d6:3", "d6:4"])).trace,
      resolve(penetration([mine], 1), scriptedDice(["d6:3", "d6:4"])).trace,
      resolve(attackRoll(14, [mine], {}, "Jan"), scriptedDice(["d20:3"])).trace,
    ];
    for (const trace of traces) {
      expect(trace.some((e) => e === mine)).toBe(false);
      expect(trace.some((e) => e.type === "modifier" && e.label === "mine" && e.value === 1)).toBe(true);
    }
  });
});

describe("TUGS-HTH-1 TUGS-INIT-1: a round's result is frozen all the way down", () => {
  it("TUGS-HTH-1: a caller that tries to change a result (dex = -5) cannot break the next resolution", () => {
    const round = combatRound(jan, travis);
    const first = resolve(round, seededDice(2026)).value;
    expect(thrown(() => Object.assign(first.a.attributes, { dex: -5 }))).toBeInstanceOf(TypeError);
    expect(first.a.attributes.dex).toBe(11);
    const again = resolve(round, seededDice(2026)).value;
    expect(again).toEqual(first);
    // the next round takes the frozen result as it is
    expect(() => playRound(first.a, first.b, {}, seededDice(1))).not.toThrow();
  });
});

describe("TUGS-AMB-1: options and contexts are strict, bounded, and null is absent", () => {
  it("TUGS-AMB-1: an unknown option is an issue with the nearest key suggested; the error names a string fn", () => {
    const e = thrown(() => tugsOptions({ critThreshhold: "skillDiv5" } as never));
    expect(e).toBeInstanceOf(RulesError);
    expect((e as RulesError).message).toContain('did you mean "critThreshold"');
    // no fn / path parameters to smuggle a non-string fn
    const call = tugsOptions as unknown as (a: unknown, b: unknown) => unknown;
    expect((thrown(() => call({ zeroDamage: 3 }, { evil: true })) as RulesError).fn).toBe("tugsOptions");
    const parse = parseCharacter as unknown as (a: unknown, b: unknown, c: unknown) => unknown;
    expect((thrown(() => parse({}, 42, {})) as RulesError).fn).toBe("tugs.parseCharacter");
    const weapon = parseWeapon as unknown as (a: unknown, b: unknown) => unknown;
    expect((thrown(() => weapon({}, Symbol("x"))) as RulesError).fn).toBe("tugs.parseWeapon");
  });

  it("TUGS-GM-1: domain objects and contexts refuse unknown keys; an app keeps its data under `app`", () => {
    expect(() => parseCharacter({ ...jan, luk: 5 })).toThrow(/unknown key "luk"/);
    expect(() => hthAttack(jan, travis, { defenderFlankd: true } as never)).toThrow(/did you mean "defenderFlanked"/);
    expect(() => combatRound(jan, travis, { a: { surprized: true } } as never)).toThrow(RulesError);
    expect(parseCharacter({ ...jan, app: { colour: "red" } }).app).toEqual({ colour: "red" });
    expect(() => applyInjury(travis, { location: "body", level: "minor", lethal: true, blunt: "none", extra: 1 } as never)).toThrow(RulesError);
  });

  it("TUGS-GM-4: arrays and strings are bounded (weapons, skills, injuries, names)", () => {
    const sword = { name: "s", skill: "Blades", type: "blade" as const };
    expect(() => parseCharacter({ ...jan, weapons: Array.from({ length: 33 }, () => sword) })).toThrow(/weapons/);
    expect(() => parseCharacter({ ...jan, name: "x".repeat(201) })).toThrow(/name/);
    expect(() => parseCharacter({ ...jan, skills: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`s${String(i)}`, 1])) })).toThrow(/skills/);
    expect(() =>
      parseCharacter({ ...jan, injuries: Array.from({ length: 201 }, () => ({ part: "body" as const, level: "minor" as const, lethal: true })) }),
    ).toThrow(/injuries/);
    expect(() => parseCharacter({ ...jan, weapons: new Array(2 ** 32 - 1) })).toThrow(RulesError);
  });

  it("TUGS-HTH-1: null optional arguments are absent", () => {
    expect(resolve(combatRound(jan, travis, null, null), seededDice(2026)).value).toEqual(resolve(combatRound(jan, travis), seededDice(2026)).value);
    expect(resolve(hthAttack(jan, travis, null, null, null), seededDice(3)).value).toEqual(resolve(hthAttack(jan, travis), seededDice(3)).value);
    expect(resolve(applyInjury(travis, { location: "body", level: "minor", lethal: true }, null, null), scriptedDice([])).value.effects).toEqual([
      "noAttackThisRound",
    ]);
    expect(resolve(fall(jan, 6, null, null), scriptedDice(["d6:3", "d6:4"])).value.total).toBe(10);
    expect(resolve(initiative(jan, null, null, null), scriptedDice(["d6:2"])).value).toBe(13);
    expect(
      odds(defenseRoll(travis, false, null, null))
        .probability((r) => r.success)
        .toString(),
    ).toBe("2/5");
    expect(resolve(damage([], null, null), scriptedDice(["d6:3", "d6:4"])).value).toEqual({ total: 7, level: "minor" });
    expect(hpRecovery(11, null)).toBe(2);
    expect(tugsOptions(null).zeroDamage).toBe("none");
  });
});
