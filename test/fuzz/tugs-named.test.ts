// Issue 16 with issue 10's junk: every tugs named call, fed a valid input with one field replaced by junk (fast-check,
// fixed seed) or by a hostile value (throwing getters and Proxy traps, revoked Proxies, cycles, deep nesting), answers
// or throws a RulesError naming the function and a path under `input` (or `options`): never a TypeError, and never
// a path of the positional form it replaced.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/index.js";
import * as tugs from "../../src/tugs/index.js";
import { broadsword, jan, travis } from "../tugs/fixtures.js";

/** A knife fighter of 1 hit point (the duelOdds example). */
const knifeFighter = (id: string, initiative: number): tugs.CharacterInput => ({
  id,
  name: id,
  attributes: { sta: 10, str: 10, dex: 10 },
  initiative,
  skills: { Blades: 10 },
  maxHp: 1,
  weapons: [{ name: "knife", skill: "Blades", type: "blade", parry: -4 }],
});
const thomas: tugs.CharacterInput = { ...travis, injuries: [{ part: "rightLeg", level: "major", lethal: true }] };
const flanked = { type: "modifier", rule: "TUGS-HTH-2", label: "defender flanked", value: 5 } as const;
const blow = { location: "weaponArm", level: "minor", lethal: true, blunt: "none" } as const;

/** Each named call and a valid input of it. */
const NAMED: readonly [string, (input: never, options?: never) => unknown, Readonly<Record<string, unknown>>][] = [
  ["hthAttack", tugs.hthAttack, { attacker: jan, defender: travis, context: { defenderFlanked: true }, weapon: broadsword }],
  ["rangedAttack", tugs.rangedAttack, { attacker: jan, defender: travis, context: { range: "long" } }],
  ["combatRound", tugs.combatRound, { a: jan, b: travis, context: { a: { surprised: true } } }],
  ["initiative", tugs.initiative, { character: jan, weapon: broadsword, context: { surprised: true } }],
  ["fall", tugs.fall, { character: jan, heightYards: 6, location: "head" }],
  ["fallingObject", tugs.fallingObject, { character: travis, heightYards: 4, weightLb: 30, location: "body" }],
  ["applyInjury", tugs.applyInjury, { defender: travis, blow, alreadyAttacked: true }],
  ["attackRoll", tugs.attackRoll, { skill: 14, modifiers: [flanked], who: "Jan", ranged: false }],
  ["defenseRoll", tugs.defenseRoll, { defender: travis, againstCrit: false, weapon: broadsword }],
  ["parryRoll", tugs.parryRoll, { defender: travis, weapon: broadsword, againstCrit: true }],
  ["penetration", tugs.penetration, { modifiers: [flanked], armour: 2 }],
  ["damage", tugs.damage, { modifiers: [flanked], rule: "TUGS-DMG-1" }],
  ["attributeRoll", tugs.attributeRoll, { character: travis, attribute: "str", why: "keep the weapon", modifier: -5, impairment: -2 }],
  ["recoveryTime", tugs.recoveryTime, { level: "major", lethal: true, care: "hospital" }],
  ["worseningTick", tugs.worseningTick, { character: thomas, index: 0, step: { kind: "day", activity: "active" } }],
  // issue 15: the exact odds of a duel, on two knife fighters of 1 hit point (a state and a tenth of a second)
  [
    "duelOdds",
    tugs.duelOdds,
    {
      scenario: {
        combatants: [
          { character: knifeFighter("ann", 20), side: "a" },
          { character: knifeFighter("bob", 7), side: "b" },
        ],
        outcome: "fight",
      },
      maxStates: 50,
    },
  ],
];

function hostile(): readonly unknown[] {
  const thrower = (): never => {
    throw new Error("hostile trap");
  };
  const getter = Object.defineProperty({}, "name", { get: thrower, enumerable: true });
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  const cycle: Record<string, unknown> = { name: "x" };
  cycle.self = cycle;
  let deep: unknown = 0;
  for (let i = 0; i < 5_000; i++) deep = { a: deep };
  return [getter, new Proxy({}, { get: thrower, ownKeys: thrower, getPrototypeOf: thrower, has: thrower }), proxy, cycle, deep, new Array(2 ** 32 - 1)];
}

/** Calls it; a RulesError must name the function and a path under the input or the options. */
function answersOrRefuses(name: string, call: () => unknown): void {
  try {
    call();
  } catch (error) {
    expect(RulesError.is(error), `${name}: ${String(error)}`).toBe(true);
    const e = error as RulesError;
    expect(e.fn).toBe(`tugs.${name}`);
    expect(e.path, `${name}: ${e.message}`).toMatch(/^(input|options)(\.|\[|$)/);
  }
}

describe("tugs named calls, one field at a time replaced by junk or a hostile value (issues 10 and 16)", () => {
  it("TUGS-HTH-1 TUGS-PEN-1 TUGS-REC-1 TUGS-WORSE-1: every valid example answers", () => {
    for (const [name, f, input] of NAMED) expect(() => f(input as never), name).not.toThrow();
  });

  it("TUGS-HTH-1: JSON junk in any field, or as the options, is refused at a path under input or options (fast-check, fixed seed)", () => {
    for (const [name, f, input] of NAMED) {
      const fields = Object.keys(input);
      fc.assert(
        fc.property(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 3 }), fc.boolean(), (field, junk, asOptions) => {
          if (asOptions) answersOrRefuses(name, () => f(input as never, junk as never));
          else answersOrRefuses(name, () => f({ ...input, [field]: junk } as never));
        }),
        { seed: 20261216, numRuns: 60 },
      );
    }
  });

  it("TUGS-HTH-1: hostile values in any field are refused at that field's path, and nothing is polluted", () => {
    for (const [name, f, input] of NAMED) {
      for (const field of Object.keys(input)) {
        for (const value of hostile()) answersOrRefuses(name, () => f({ ...input, [field]: value } as never));
      }
      // a hostile input object itself: a throwing getter on a required field, a __proto__ key
      const trap = { ...input };
      const first = Object.keys(input)[0] ?? "x";
      Object.defineProperty(trap, first, {
        get: () => {
          throw new Error("hostile getter");
        },
        enumerable: true,
      });
      answersOrRefuses(name, () => f(trap as never));
      answersOrRefuses(name, () => f(JSON.parse(`{"__proto__":{"polluted":true},${JSON.stringify(input).slice(1)}`) as never));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
