// The validated inner forms the vivid game calls on its own (already parsed) state, issue 14: hand-to-hand with a
// prebuilt system, rout recovery, wounded recovery and the Cliff-hanger give what the named and positional public
// forms give: the same seeded values and traces, die for die, and the same exact odds.
import { describe, expect, it } from "vitest";
import type { Chance } from "../../src/core/chance.js";
import { stateKey } from "../../src/core/game/key.js";
import { odds, resolve, seededDice } from "../../src/index.js";
import { cliffHangerValidated } from "../../src/vivid/luck.js";
import { handToHandValidated, vividMeleeSystemOf } from "../../src/vivid/melee.js";
import { routRecoveryValidated } from "../../src/vivid/morale.js";
import { vividOptions } from "../../src/vivid/options.js";
import { woundedRecoveryValidated } from "../../src/vivid/recovery.js";
import {
  cliffHanger,
  type Figure,
  handToHand,
  type MeleeFight,
  resolveHandToHand,
  routRecovery,
  type Unit,
  VIVID_GADGETS,
  VIVID_TRAITS,
  VIVID_WEAPONS,
  vividMeleeSystem,
  type VividOptionsInput,
  woundedRecovery,
} from "../../src/vivid/index.js";
import { deepFreeze } from "../helpers.js";

const pistol = { ...VIVID_WEAPONS.pistolBow, oneHanded: true };
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

// VIV-HTH-1..4, VIV-SEQ-2, VIV-AMB-19: Clumsy (VIV-TRAIT-N4), Ox (VIV-TRAIT-P5), Ambidextrous (VIV-TRAIT-P1),
// Martial Arts (VIV-TRAIT-P9), a figure attacked twice, a routing and a wounded figure
const brawl = (): MeleeFight => ({
  active: [
    fig("a1", { class: "PC", luck: 5, traits: [VIVID_TRAITS.clumsy] }),
    fig("a2", { traits: [VIVID_TRAITS.ambidextrous], weapons: [pistol, pistol] }),
    fig("a3", { status: { routing: true } }),
  ],
  passive: [
    fig("p1", { traits: [VIVID_TRAITS.strongLikeAnOx] }),
    fig("p2", { class: "PC", luck: 4, handToHandClass: "martialArts" }),
    fig("p3", { status: { wound: "wounded", wounds: 1 } }),
  ],
  attacks: [
    { attackerId: "a1", targetId: "p1" },
    { attackerId: "a2", targetId: "p1" },
    { attackerId: "a3", targetId: "p2" },
    { attackerId: "p1", targetId: "a1" },
    { attackerId: "p2", targetId: "a2", situation: { lowWall: true } },
    { attackerId: "p3", targetId: "a3" },
  ],
  turn: 2,
});

// VIV-GAD-24, VIV-AMB-33: a whip beyond base contact, a strike back out of reach
const whip = (): MeleeFight => ({
  active: [fig("a1"), fig("a2")],
  passive: [fig("p1"), fig("p2", { status: { wound: "killed" } })],
  attacks: [
    { attackerId: "a1", targetId: "p1", whip: true, distance: 2 },
    { attackerId: "a2", targetId: "p2" },
    { attackerId: "p1", targetId: "a2", distance: 3 },
  ],
  turn: 5,
});

// VIV-GAD-7, VIV-AMB-30: an Anesthetic Thimble (played, not enumerated by compact states)
const thimble = (): MeleeFight => ({
  active: [fig("a1", { class: "PC", luck: 5, gadgets: [VIVID_GADGETS.anestheticThimble] })],
  passive: [fig("p1"), fig("p2")],
  attacks: [
    { attackerId: "a1", targetId: "p1", gadgetId: VIVID_GADGETS.anestheticThimble.id },
    { attackerId: "p1", targetId: "a1" },
    { attackerId: "p2", targetId: "a1" },
  ],
});

const OPTIONS: readonly (readonly [string, VividOptionsInput])[] = [
  ["default options", {}],
  ['VIV-AMB-2 D10 wounds, VIV-AMB-8 Ox per game, VIV-AMB-33 a 3" whip', { woundDie: 10, oxScope: "perGame", whipReachInches: 3 }],
];

describe("vivid hand-to-hand: named, positional and validated forms (issue 14)", () => {
  for (const [label, given] of OPTIONS) {
    for (const [name, make, enumerate] of [
      ["a brawl", brawl, true],
      ["a whip", whip, true],
      ["a thimble", thimble, false],
    ] as const) {
      it(`VIV-HTH-1 VIV-HTH-4 VIV-SEQ-2: ${name}, ${label}: the same seeded values and traces${enumerate ? " and exact odds" : ""}`, () => {
        const fight = deepFreeze(make());
        const sys = vividMeleeSystemOf(vividOptions(given));
        const validated = handToHandValidated(sys, fight);
        const named = handToHand(fight, given);
        const positional = resolveHandToHand(fight, given);
        const expected = seeded(named);
        expect(seeded(validated)).toEqual(expected);
        expect(seeded(positional)).toEqual(expected);
        if (enumerate) {
          const table = exact(named);
          expect(exact(validated)).toEqual(table);
          expect(exact(positional)).toEqual(table);
          expect(odds(validated).total().toString()).toBe("1");
        }
      });
    }
  }

  it("VIV-HTH-2: the default options' system is built once and shared (frozen), and equals a fresh one", () => {
    const a = vividMeleeSystemOf(vividOptions({}));
    const b = vividMeleeSystemOf(vividOptions({ woundDie: 6 }));
    expect(a).toBe(b);
    expect(Object.isFrozen(a)).toBe(true);
    expect(a).toEqual(vividMeleeSystem({}));
    const other = vividMeleeSystemOf(vividOptions({ woundDie: 10 }));
    expect(other).not.toBe(a);
    expect(other).toEqual(vividMeleeSystem({ woundDie: 10 }));
  });

  it("VIV-SEQ-2: the validated form keeps the fight's own checks, naming the public function and the path", () => {
    const sys = vividMeleeSystemOf(vividOptions({}));
    const twice = { active: [fig("a")], passive: [fig("a")], attacks: [] };
    expect(() => handToHandValidated(sys, twice)).toThrow(/vivid\.resolveHandToHand.*fight\.figures\[1\]\.id/);
    const sameSide = { active: [fig("a"), fig("b")], passive: [fig("c")], attacks: [{ attackerId: "a", targetId: "b" }] };
    expect(() => handToHandValidated(sys, sameSide)).toThrow(/fight\.attacks\[0\]/);
  });
});

const routing: Unit = {
  id: "thugs",
  kind: "combatant",
  troopType: "militia",
  morale: "routing",
  members: [fig("t1", { status: { routing: true } }), fig("t2", { status: { routing: true } }), fig("t3", { status: { wound: "killed" } })],
};
const disrupted: Unit = { id: "guards", kind: "combatant", morale: "disrupted", members: [fig("g1", { status: { disrupted: true } }), fig("g2")] };
const lonePc: Unit = { id: "jack", kind: "combatant", morale: "routing", members: [fig("j", { class: "PC", luck: 5, status: { routing: true } })] };
const steady: Unit = { id: "steady", kind: "combatant", members: [fig("s1")] };

describe("vivid rout recovery, wounded recovery and the Cliff-hanger: named, positional and validated forms (issue 14)", () => {
  for (const [name, unit] of [
    ["a routing unit (stops on a 6)", routing],
    ["a disrupted unit (VIV-AMB-25)", disrupted],
    ["a lone PC (stops on 5-6)", lonePc],
    ["a steady unit (no roll)", steady],
  ] as const) {
    for (const gm of [0, 1, -2]) {
      it(`VIV-MOR-7 VIV-MOR-12: ${name}, GM modifier ${String(gm)}: the same seeded values, traces and exact odds`, () => {
        const u = deepFreeze(structuredClone(unit));
        const named = routRecovery({ unit: u, gmRollModifier: gm });
        const positional = routRecovery(u, gm);
        // the game's own unit is frozen in place by the validated form: a copy of it here, as the game's state is its own
        const validated = routRecoveryValidated(structuredClone(unit), gm);
        expect(seeded(validated)).toEqual(seeded(named));
        expect(seeded(positional)).toEqual(seeded(named));
        expect(exact(validated)).toEqual(exact(named));
      });
    }
  }

  for (const [name, figure, turn] of [
    ["a wounded PC (fit on a 6)", fig("j", { class: "PC", luck: 5, status: { wound: "wounded", wounds: 1 } }), 3],
    ["a PC revived this turn (VIV-TRAIT-P10: no roll)", fig("j", { class: "PC", luck: 5, status: { wound: "wounded", wounds: 1, revivedOnTurn: 3 } }), 3],
    ["a wounded non-PC (no roll)", fig("n", { status: { wound: "wounded", wounds: 1 } }), 4],
    ["a fit PC (no roll)", fig("k", { class: "PC", luck: 5 }), 1],
  ] as const) {
    for (const gm of [0, 2]) {
      it(`VIV-WOUND-5: ${name}, GM modifier ${String(gm)}: the same seeded values, traces and exact odds`, () => {
        const f = deepFreeze(structuredClone(figure));
        const named = woundedRecovery({ figure: f, turn, gmRollModifier: gm });
        const positional = woundedRecovery(f, turn, gm);
        const validated = woundedRecoveryValidated(f, turn, gm);
        expect(seeded(validated)).toEqual(seeded(named));
        expect(seeded(positional)).toEqual(seeded(named));
        expect(exact(validated)).toEqual(exact(named));
      });
    }
  }

  for (const [name, figure] of [
    ["a killed PC with Luck 5", fig("j", { class: "PC", luck: 5, status: { wound: "killed", killedOnTurn: 2 } })],
    [
      "a killed PC with Charmed Life and Near Sighted (VIV-AMB-40, VIV-AMB-5)",
      fig("k", { class: "PC", luck: 7, traits: [VIVID_TRAITS.charmedLife, VIVID_TRAITS.nearSighted], status: { wound: "killed" } }),
    ],
    ["a killed non-PC (no roll)", fig("n", { status: { wound: "killed" } })],
  ] as const) {
    for (const [label, given] of [
      ["default options", {}],
      ["Near Sighted caps nothing", { nearSightedCaps: "none" }],
    ] as const) {
      for (const [allows, gm] of [
        [true, 0],
        [true, -1],
        [false, 0],
      ] as const) {
        it(`VIV-CLIFF-1: ${name}, ${label}, GM ${allows ? "allows" : "refuses"}, modifier ${String(gm)}: the same seeded values, traces and exact odds`, () => {
          const f = deepFreeze(structuredClone(figure));
          const named = cliffHanger({ figure: f, gmAllows: allows, gmRollModifier: gm }, given);
          const positional = cliffHanger(f, allows, gm, given);
          const validated = cliffHangerValidated(f, allows, gm, vividOptions(given));
          expect(seeded(validated)).toEqual(seeded(named));
          expect(seeded(positional)).toEqual(seeded(named));
          expect(exact(validated)).toEqual(exact(named));
        });
      }
    }
  }

  it("VIV-MOR-7: the validated rout recovery freezes the game's unit in place (it is shared by every resolution) and never copies it", () => {
    const u = structuredClone(routing);
    const r = resolve(routRecoveryValidated(u, 0), seededDice(1)).value;
    expect(Object.isFrozen(u)).toBe(true);
    expect(Object.isFrozen(u.members[0])).toBe(true);
    if (!r.stops) expect(r.unit).toBe(u);
  });
});
