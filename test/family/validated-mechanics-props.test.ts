// Properties of the validated inner forms of hand-to-hand and morale (issue 14), over random fights and units
// (fast-check, its seed printed on failure): the validated form with the prebuilt system gives the public form's
// seeded values and traces and its exact odds; the same seed gives the same result; the frozen input is not changed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Chance } from "../../src/core/chance.js";
import { stateKey } from "../../src/core/game/key.js";
import { checkMoraleOwned } from "../../src/family/morale.js";
import { odds, resolve, seededDice } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import { handToHandValidated as ruggedHand, ruggedMeleeSystemOf } from "../../src/rugged/melee.js";
import { ruggedOptions } from "../../src/rugged/options.js";
import * as vivid from "../../src/vivid/index.js";
import { handToHandValidated as vividHand, vividMeleeSystemOf } from "../../src/vivid/melee.js";
import { vividMoraleSystemOf } from "../../src/vivid/morale.js";
import { vividOptions } from "../../src/vivid/options.js";
import { deepFreeze } from "../helpers.js";

type Figure = vivid.Figure;

const classes = ["trained", "armedFirearm", "improvised", "martialArts"] as const;
const statuses = [undefined, { routing: true }, { wound: "wounded" as const, wounds: 1 }, { wound: "killed" as const }, { disrupted: true }];

/** A figure: its hand-to-hand class, PC or not, Clumsy or Ox, and a status. */
const figureArb = (id: string, traits: readonly vivid.Trait[]): fc.Arbitrary<Figure> =>
  fc
    .record({
      cls: fc.constantFrom(...classes),
      pc: fc.boolean(),
      trait: fc.integer({ min: -1, max: traits.length - 1 }),
      status: fc.constantFrom(...statuses),
    })
    .map(
      ({ cls, pc, trait, status }): Figure => ({
        id,
        name: id,
        class: pc ? "PC" : "Combatant",
        ...(pc ? { luck: 5 } : {}),
        handToHandClass: cls,
        ...(trait < 0 ? {} : { traits: [traits[trait] as vivid.Trait] }),
        ...(status === undefined ? {} : { status }),
      }),
    );

/** A fight of 1-3 figures a side, each striking a figure of the other side (picked by index). */
const fightArb = (traits: readonly vivid.Trait[]): fc.Arbitrary<vivid.MeleeFight> =>
  fc
    .record({ na: fc.integer({ min: 1, max: 3 }), np: fc.integer({ min: 1, max: 3 }) })
    .chain(({ na, np }) =>
      fc.record({
        active: fc.tuple(...Array.from({ length: na }, (_, i) => figureArb(`a${String(i + 1)}`, traits))),
        passive: fc.tuple(...Array.from({ length: np }, (_, i) => figureArb(`p${String(i + 1)}`, traits))),
        picks: fc.array(fc.nat(), { minLength: na + np, maxLength: na + np }),
        useLuck: fc.boolean(),
      }),
    )
    .map(({ active, passive, picks, useLuck }) => ({
      active,
      passive,
      attacks: [
        ...active.map((a, i) => ({ attackerId: a.id, targetId: (passive[(picks[i] ?? 0) % passive.length] as Figure).id })),
        ...passive.map((p, i) => ({ attackerId: p.id, targetId: (active[(picks[active.length + i] ?? 0) % active.length] as Figure).id })),
      ],
      useLuck,
    }));

function table<T>(c: Chance<T>): string[] {
  return odds(c)
    .outcomes.map((o) => `${stateKey(o.value)} ${o.probability.toString()}`)
    .sort();
}

describe("validated hand-to-hand and morale: properties (issue 14)", () => {
  it("VIV-HTH-1 VIV-HTH-4 VIV-SEQ-2 VIV-AMB-19: vivid's validated fight gives the public one's seeded results and exact odds; inputs unchanged", () => {
    const sys = vividMeleeSystemOf(vividOptions({}));
    fc.assert(
      fc.property(fightArb([vivid.VIVID_TRAITS.clumsy, vivid.VIVID_TRAITS.strongLikeAnOx]), fc.integer(), (given, seed) => {
        const fight = deepFreeze(given);
        const before = stateKey(fight);
        const validated = vividHand(sys, fight);
        const named = vivid.handToHand(fight);
        expect(stateKey(resolve(validated, seededDice(seed)))).toBe(stateKey(resolve(named, seededDice(seed))));
        expect(stateKey(resolve(validated, seededDice(seed)))).toBe(stateKey(resolve(validated, seededDice(seed))));
        expect(table(validated)).toEqual(table(named));
        expect(stateKey(fight)).toBe(before);
      }),
      { numRuns: 25 },
    );
  });

  it("RUG-HTH-1 RUG-AMB-1 RUG-TRAIT-N4 RUG-TRAIT-P6: rugged's validated fight gives the public one's seeded results and exact odds; inputs unchanged", () => {
    const sys = ruggedMeleeSystemOf(ruggedOptions({}));
    const traits = [rugged.RUGGED_TRAITS.clumsy, rugged.RUGGED_TRAITS.strongLikeOx];
    fc.assert(
      fc.property(
        fightArb(traits).map((f) => ({
          ...f,
          active: f.active.map((x) => (x.class === "PC" ? { ...x, class: "PRP" as const } : x)),
          passive: f.passive.map((x) => (x.class === "PC" ? { ...x, class: "PRP" as const } : x)),
        })),
        fc.integer(),
        (given, seed) => {
          const fight = deepFreeze(given);
          const before = stateKey(fight);
          const validated = ruggedHand(sys, fight);
          const named = rugged.handToHand(fight);
          expect(stateKey(resolve(validated, seededDice(seed)))).toBe(stateKey(resolve(named, seededDice(seed))));
          expect(table(validated)).toEqual(table(named));
          expect(stateKey(fight)).toBe(before);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("VIV-MOR-1 VIV-MOR-4 VIV-MOR-5 VIV-MOR-6 VIV-AMB-22: the game's morale check (the unit frozen in place) gives the public check's seeded results and exact odds", () => {
    fc.assert(
      fc.property(
        fc.array(figureArb("x", [vivid.VIVID_TRAITS.inspiredLeadership]), { minLength: 1, maxLength: 5 }),
        fc.constantFrom("shooting" as const, "handToHand" as const),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom("unit" as const, "figure" as const),
        fc.integer(),
        (members, trigger, killed, tester, seed) => {
          const unit: vivid.Unit = {
            id: "u",
            kind: "combatant",
            troopType: "militia",
            leaderId: "m1",
            members: members.map((m, i) => ({ ...m, id: `m${String(i + 1)}` })),
          };
          const situation = { trigger, friendliesKilledNearby: killed };
          const sys = vividMoraleSystemOf(vividOptions({ moraleTester: tester }));
          const owned = checkMoraleOwned("vivid.moraleCheck", sys, structuredClone(unit), situation);
          const named = vivid.moraleCheck({ unit: deepFreeze(structuredClone(unit)), situation }, { moraleTester: tester });
          expect(stateKey(resolve(owned, seededDice(seed)))).toBe(stateKey(resolve(named, seededDice(seed))));
          expect(table(owned)).toEqual(table(named));
          expect(odds(owned).total().toString()).toBe("1");
        },
      ),
      { numRuns: 40 },
    );
  });
});
