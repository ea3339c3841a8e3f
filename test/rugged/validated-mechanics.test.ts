// The validated inner forms the rugged game calls on its own (already parsed) state, issue 14: hand-to-hand with a
// prebuilt system, and morale with the system built once for vivid's module, give what the named and positional
// public forms give: the same seeded values and traces, die for die, and the same exact odds.
import { describe, expect, it } from "vitest";
import type { Chance } from "../../src/core/chance.js";
import { stateKey } from "../../src/core/game/key.js";
import { odds, resolve, seededDice } from "../../src/index.js";
import { handToHandValidated, ruggedMeleeSystemOf } from "../../src/rugged/melee.js";
import { moraleCheckValidated, ruggedMoraleSystemOf } from "../../src/rugged/morale.js";
import {
  type Figure,
  handToHand,
  type MeleeFight,
  moraleCheck,
  RUGGED_TRAITS,
  type RuggedOptionsInput,
  rally,
  resolveHandToHand,
  ruggedMeleeSystem,
  ruggedMoraleSystem,
  type Unit,
} from "../../src/rugged/index.js";
import { ruggedOptions } from "../../src/rugged/options.js";
import { VIVID_MORALE_TABLE } from "../../src/vivid/index.js";
import { deepFreeze } from "../helpers.js";

const fig = (id: string, extra: Partial<Figure> = {}): Figure => ({ id, name: id, class: "Combatant", handToHandClass: "trained", ...extra });

/** Seeded values and traces of a chance over seeds 1..n, as canonical text (key order aside: the values are data). */
function seeded<T>(c: Chance<T>, n = 40): string[] {
  return Array.from({ length: n }, (_, i) => stateKey(resolve(c, seededDice(i + 1))));
}

/** The exact distribution, each value as canonical text with its probability. */
function exact<T>(c: Chance<T>): string[] {
  return odds(c)
    .outcomes.map((o) => `${stateKey(o.value)} ${o.probability.toString()}`)
    .sort();
}

// RUG-HTH-1, RUG-AMB-1 (vivid's procedure): a Clumsy PRP (RUG-TRAIT-N4, RUG-AMB-22), an Ox PRP (RUG-TRAIT-P6),
// an Excellent Swordsman (RUG-TRAIT-P4), Martial Arts (RUG-TRAIT-P11), a figure attacked twice
const melee = (useLuck: boolean): MeleeFight => ({
  active: [
    fig("a1", { class: "PRP", luck: 5, traits: [RUGGED_TRAITS.clumsy] }),
    fig("a2", { traits: [RUGGED_TRAITS.excellentSwordsman] }),
    fig("a3", { handToHandClass: "martialArts" }),
  ],
  passive: [fig("p1"), fig("p2", { class: "PRP", luck: 6, traits: [RUGGED_TRAITS.strongLikeOx] })],
  attacks: [
    { attackerId: "a1", targetId: "p2" },
    { attackerId: "a2", targetId: "p2" },
    { attackerId: "a3", targetId: "p1" },
    { attackerId: "p1", targetId: "a1" },
    { attackerId: "p2", targetId: "a2" },
  ],
  turn: 3,
  useLuck,
});

const OPTIONS: readonly (readonly [string, RuggedOptionsInput])[] = [
  ["default options", {}],
  ["RUG-AMB-13 firstKillDowngradeOnly, luck 4 on a 4", { oxMode: "firstKillDowngradeOnly", luckFace4: 4 }],
];

describe("rugged hand-to-hand: named, positional and validated forms (issue 14)", () => {
  for (const [label, given] of OPTIONS) {
    for (const useLuck of [true, false]) {
      it(`RUG-HTH-1 RUG-AMB-1: ${label}, luck ${useLuck ? "used" : "off"}: the same seeded values, traces and exact odds`, () => {
        const fight = deepFreeze(melee(useLuck));
        const validated = handToHandValidated(ruggedMeleeSystemOf(ruggedOptions(given)), fight);
        const named = handToHand(fight, given);
        const positional = resolveHandToHand(fight, given);
        const expected = seeded(named);
        expect(seeded(validated)).toEqual(expected);
        expect(seeded(positional)).toEqual(expected);
        const table = exact(named);
        expect(exact(validated)).toEqual(table);
        expect(exact(positional)).toEqual(table);
        expect(odds(validated).total().toString()).toBe("1");
        // RUG-AMB-1: every fight fought with vivid's chart says so, first
        expect(resolve(validated, seededDice(1)).trace[0]).toMatchObject({ type: "note", rule: "RUG-AMB-1" });
      });
    }
  }

  it("RUG-AMB-1: the default options' system is built once and shared (frozen), and equals a fresh one", () => {
    const a = ruggedMeleeSystemOf(ruggedOptions({}));
    expect(ruggedMeleeSystemOf(ruggedOptions({ handToHand: "vivid" }))).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(a).toEqual(ruggedMeleeSystem({}));
    const other = ruggedMeleeSystemOf(ruggedOptions({ oxMode: "firstKillDowngradeOnly" }));
    expect(other).not.toBe(a);
    expect(other).toEqual(ruggedMeleeSystem({ oxMode: "firstKillDowngradeOnly" }));
  });

  it("RUG-AMB-1: a custom chart without the module is refused as the game's fights refused it (rugged.resolveHandToHand, custom.meleeChart)", () => {
    const o = ruggedOptions({ handToHand: "custom" });
    expect(() => ruggedMeleeSystemOf(o)).toThrow(/rugged\.resolveHandToHand.*custom\.meleeChart/);
    expect(() => resolveHandToHand(melee(true), { handToHand: "custom" })).toThrow(/rugged\.resolveHandToHand.*custom\.meleeChart/);
  });
});

const gang: Unit = {
  id: "gang",
  name: "the gang",
  kind: "combatant",
  baseMorale: 6,
  leaderId: "g1",
  members: [fig("g1", { class: "PRP", luck: 5, traits: [RUGGED_TRAITS.inspiredLeadership] }), fig("g2"), fig("g3", { status: { wound: "killed" } }), fig("g4")],
};
const routing: Unit = { ...gang, morale: "routing", members: gang.members.map((m) => ({ ...m, status: { ...m.status, routing: true } })) };

describe("rugged morale: vivid's module built once; named, positional and validated forms (issue 14)", () => {
  it("RUG-MOR-1 RUG-AMB-1: ruggedMoraleSystemOf gives one frozen system for vivid's module, equal to the one built before", () => {
    const a = ruggedMoraleSystemOf(ruggedOptions({}));
    expect(ruggedMoraleSystemOf(ruggedOptions({ luckFace4: 4 }))).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a.notes[0])).toBe(true);
    expect(a).toEqual({
      inspiredScope: "modifierOnly",
      shootingFailMode: "retreatEveryFail",
      seeingRunModifier: "once",
      lonePcExempt: false,
      tester: "unit",
      commanderPresence: "onTable",
      table: VIVID_MORALE_TABLE,
      notes: [{ type: "note", rule: "RUG-AMB-1", text: "morale: vivid's values, modifiers and results (VIV-MOR-2..8), not from the rugged text" }],
    });
    // the public factory still gives the caller a fresh object, equal to the shared one
    expect(ruggedMoraleSystem({})).not.toBe(a);
    expect(ruggedMoraleSystem({})).toEqual(a);
    expect(Object.isFrozen(ruggedMoraleSystem({}))).toBe(false);
  });

  it("RUG-MOR-1 RUG-AMB-1: the custom module is still parsed and named, and still refused without its table", () => {
    const table = { ...VIVID_MORALE_TABLE, name: "house morale" };
    const custom = ruggedMoraleSystemOf(ruggedOptions({ morale: "custom" }), table);
    expect(custom.notes[0]?.text).toBe("morale: house morale (custom)");
    expect(() => ruggedMoraleSystemOf(ruggedOptions({ morale: "custom" }))).toThrow(/rugged\.moraleCheck.*customTable/);
  });

  for (const situation of [
    { trigger: "shooting" as const },
    { trigger: "handToHand" as const, adjacentAfterMelee: true, friendliesKilledNearby: 1 },
    { trigger: "chargeTarget" as const, gmRollModifier: 1 },
    { trigger: "shooting" as const, leaderPresent: false, friendsSeenRunning: 2 },
  ]) {
    it(`RUG-MOR-1 RUG-AMB-23 RUG-TRAIT-P7: ${situation.trigger} ${stateKey(situation)}: the same seeded values, traces and exact odds`, () => {
      const u = deepFreeze(structuredClone(gang));
      const validated = moraleCheckValidated(ruggedMoraleSystemOf(ruggedOptions({})), u, situation);
      const named = moraleCheck({ unit: u, situation });
      const positional = moraleCheck(u, situation);
      expect(seeded(validated)).toEqual(seeded(named));
      expect(seeded(positional)).toEqual(seeded(named));
      expect(exact(validated)).toEqual(exact(named));
    });
  }

  it("RUG-MOR-1: a rally (the rally trigger) is the same in every form", () => {
    const u = deepFreeze(structuredClone(routing));
    const validated = moraleCheckValidated(ruggedMoraleSystemOf(ruggedOptions({})), u, { trigger: "rally" });
    const named = rally({ unit: u });
    const positional = rally(u);
    expect(seeded(validated)).toEqual(seeded(named));
    expect(seeded(positional)).toEqual(seeded(named));
    expect(exact(validated)).toEqual(exact(named));
  });
});
