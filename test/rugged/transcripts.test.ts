// Pinned seeded transcripts (noreg): a change here changes what a seed plays, so it is a breaking change.
import { describe, expect, it } from "vitest";
import { explain, resolve, seededDice } from "../../src/index.js";
import { type Figure, moraleCheck, RUGGED_TRAITS, resolveHandToHand, resolveWounds, type Unit } from "../../src/rugged/index.js";

const rex: Figure = { id: "rex", name: "Rex", class: "PRP", luck: 5, handToHandClass: "trained", traits: [RUGGED_TRAITS.strongLikeOx, RUGGED_TRAITS.hugeJoss] };
const dacoit: Figure = { id: "d1", name: "Dacoit", class: "Combatant", handToHandClass: "armedFirearm" };
const askaris: Unit = {
  id: "askaris",
  name: "Askaris",
  kind: "combatant",
  baseMorale: 7,
  commanderId: "rex",
  members: [rex, { ...dacoit, id: "a1", name: "Askari" }],
};

describe("rugged pinned transcripts", () => {
  it("RUG-AMB-1, RUG-LUCK-2: seed 1902, a PRP hit twice, every step on vivid's borrowed table", () => {
    expect(explain(resolve(resolveWounds(rex, [{}, { shotgun: true }]), seededDice(1902)).trace)).toMatchInlineSnapshot(`
      [
        "wound table: vivid's (VIV-WOUND-1), not from the rugged text [RUG-AMB-1]",
        "d6 wound (vivid wound table, D6): 6 [VIV-WOUND-1]",
        "wound result: killed [VIV-WOUND-1]",
        "shot by a shotgun +1 [VIV-WOUND-2]",
        "d6 wound (vivid wound table, D6 +1): 6 [VIV-WOUND-1]",
        "wound result: killed [VIV-WOUND-1]",
        "hit 2 times: the worst result counts (killed) [VIV-WOUND-3]",
        "d10 luck against killed (needs 5 or less): 9 [RUG-LUCK-2]",
        "luck roll failed [RUG-LUCK-2]",
        "d10 re-roll of a failed luck against killed (needs 5 or less): 3 [RUG-TRAIT-P9]",
        "re-roll passed [RUG-TRAIT-P9]",
        "final: wounded [VIV-WOUND-4]",
      ]
    `);
  });

  it("RUG-HTH-1: seed 1902, Rex against a dacoit", () => {
    const fight = {
      active: [rex],
      passive: [dacoit],
      attacks: [
        { attackerId: "rex", targetId: "d1" },
        { attackerId: "d1", targetId: "rex" },
      ],
    };
    expect(explain(resolve(resolveHandToHand(fight), seededDice(1902)).trace)).toMatchInlineSnapshot(`
      [
        "hand-to-hand: vivid's chart and procedure (VIV-HTH-1..4), not from the rugged text [RUG-AMB-1]",
        "Rex: base 7 (trained) [VIV-HTH-2]",
        "d10 hand-to-hand, Rex at Dacoit (needs 7 or less): 6: hit [VIV-HTH-4]",
        "wound table: vivid's (VIV-WOUND-1), not from the rugged text [RUG-AMB-1]",
        "hit in hand-to-hand +1 [VIV-WOUND-2]",
        "d6 wound (vivid wound table, D6 +1): 6 [VIV-WOUND-1]",
        "wound result: killed [VIV-WOUND-1]",
        "final: killed [VIV-WOUND-4]",
        "the survivors strike back [RUG-HTH-1]",
        "Dacoit cannot strike: killed [VIV-AMB-19]",
      ]
    `);
  });

  it("RUG-MOR-1: seed 1902, askaris charged", () => {
    expect(explain(resolve(moraleCheck(askaris, { trigger: "chargeTarget" }), seededDice(1902)).trace)).toMatchInlineSnapshot(`
      [
        "morale: vivid's values, modifiers and results (VIV-MOR-2..8), not from the rugged text [RUG-AMB-1]",
        "Askaris: base morale 7 [VIV-MOR-2]",
        "d10 morale (needs 7 or less): 6 [VIV-MOR-4]",
        "morale passed: steady [VIV-MOR-4]",
      ]
    `);
  });
});
