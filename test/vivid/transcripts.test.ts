// Pinned seeded transcripts (noreg): a change here changes what a seed plays, so it is a breaking change.
import { describe, expect, it } from "vitest";
import { explain, resolve, seededDice } from "../../src/index.js";
import { type Figure, moraleCheck, resolveHandToHand, resolveWounds, type Unit, VIVID_TRAITS } from "../../src/vivid/index.js";

const jack: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5, handToHandClass: "trained", traits: [VIVID_TRAITS.strongLikeAnOx] };
const koo: Figure = {
  id: "koo",
  name: "Dr. Koo",
  class: "PC",
  luck: 7,
  handToHandClass: "trained",
  traits: [VIVID_TRAITS.martialArts, VIVID_TRAITS.charmedLife],
};
const thug: Figure = { id: "t1", name: "Thug", class: "Combatant", handToHandClass: "armedFirearm" };
const thugs: Unit = { id: "thugs", name: "Thugs", kind: "combatant", troopType: "militia", members: [thug, { ...thug, id: "t2" }] };

describe("vivid pinned transcripts", () => {
  it("VIV-WOUND-7: seed 2026, a PC hit twice in hand-to-hand", () => {
    const r = resolve(resolveWounds(koo, [{ handToHand: true }, { handToHand: true }]), seededDice(2026));
    expect(explain(r.trace)).toMatchInlineSnapshot(`
      [
        "hit in hand-to-hand +1 [VIV-WOUND-2]",
        "d6 wound (vivid wound table, D6 +1): 2 [VIV-WOUND-1]",
        "wound result: wounded [VIV-WOUND-1]",
        "hit in hand-to-hand +1 [VIV-WOUND-2]",
        "d6 wound (vivid wound table, D6 +1): 3 [VIV-WOUND-1]",
        "wound result: wounded [VIV-WOUND-1]",
        "hit 2 times: the worst result counts (wounded) [VIV-WOUND-3]",
        "d10 luck against wounded (needs 7 or less): 8 [VIV-LUCK-2]",
        "luck roll failed [VIV-LUCK-2]",
        "d10 re-roll of a failed luck against wounded (needs 7 or less): 7 [VIV-TRAIT-P7]",
        "re-roll passed [VIV-TRAIT-P7]",
        "final: fit [VIV-WOUND-4]",
      ]
    `);
  });

  it("VIV-SEQ-2, VIV-HTH-4: seed 2026, Jack against Dr. Koo and a thug", () => {
    const fight = {
      active: [jack],
      passive: [koo, thug],
      attacks: [
        { attackerId: "jack", targetId: "koo" },
        { attackerId: "koo", targetId: "jack" },
        { attackerId: "t1", targetId: "jack" },
      ],
    };
    const r = resolve(resolveHandToHand(fight), seededDice(2026));
    expect(explain(r.trace)).toMatchInlineSnapshot(`
      [
        "Jack: base 7 (trained) [VIV-HTH-2]",
        "d10 hand-to-hand, Jack at Dr. Koo (needs 7 or less): 8: miss [VIV-HTH-4]",
        "the survivors strike back [VIV-SEQ-2]",
        "Dr. Koo: base 7 (trained) [VIV-HTH-2]",
        "Martial Arts: base 8 [VIV-TRAIT-P9]",
        "d10 hand-to-hand, Dr. Koo at Jack (needs 8 or less): 9: miss [VIV-HTH-4]",
        "Thug: base 6 (armedFirearm) [VIV-HTH-2]",
        "d10 hand-to-hand, Thug at Jack (needs 6 or less): 8: miss [VIV-HTH-4]",
      ]
    `);
  });

  it("VIV-MOR-4: seed 2026, a militia unit after hand-to-hand", () => {
    const r = resolve(moraleCheck(thugs, { trigger: "handToHand", adjacentAfterMelee: true, friendliesKilledNearby: 1 }), seededDice(2026));
    expect(explain(r.trace)).toMatchInlineSnapshot(`
      [
        "Thugs: base morale 8 [VIV-MOR-2]",
        "adjacent to an enemy after hand-to-hand -1 [VIV-MOR-3]",
        "1 friendly killed within 2" -1 [VIV-MOR-3]",
        "no leader or PC present -1 [VIV-MOR-3]",
        "d10 morale (needs 5 or less): 8 [VIV-MOR-4]",
        "failed after hand-to-hand: routs a full move away [VIV-MOR-6]",
      ]
    `);
  });
});
