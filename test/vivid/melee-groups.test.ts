// Exact odds of hand-to-hand by independent groups (issue 13): figures joined by attacks are one group, and a fight
// is the product of its groups' enumerations. Checked against fractions by hand and, value for value, against the
// enumeration of the fight as resolve plays it.
import { describe, expect, it } from "vitest";
import { odds } from "../../src/index.js";
import * as vivid from "../../src/vivid/index.js";
import { fig, played, table } from "../family/melee-fixtures.js";

describe("hand-to-hand exact odds by independent groups (VIV-HTH-1..4, VIV-SEQ-2)", () => {
  it("VIV-HTH-1 VIV-SEQ-2 VIV-WOUND-4 VIV-AMB-19: two separate duels of trained thugs multiply: both passive thugs fall with (7/10)^2", () => {
    // by hand, per duel (test/family/melee-exact.test.ts): passive killed 7/10, active killed 21/100, both stand 9/100
    const fight = {
      active: [fig("a1"), fig("a2")],
      passive: [fig("p1"), fig("p2")],
      attacks: [
        { attackerId: "a1", targetId: "p1" },
        { attackerId: "a2", targetId: "p2" },
        { attackerId: "p1", targetId: "a1" },
        { attackerId: "p2", targetId: "a2" },
      ],
    };
    const o = odds(vivid.resolveHandToHand(fight)).map((r) => r.figures.map((f) => f.status?.wound ?? "fit").join("/"));
    expect(o.probability("fit/fit/killed/killed").toString()).toBe("49/100");
    expect(o.probability("killed/killed/fit/fit").toString()).toBe("441/10000");
    expect(o.probability("fit/killed/killed/fit").toString()).toBe("147/1000"); // 7/10 * 21/100
    expect(o.probability("fit/fit/fit/fit").toString()).toBe("81/10000");
    expect(o.size).toBe(9);
  });

  it("VIV-HTH-1 VIV-SEQ-2 VIV-AMB-19 VIV-AMB-33 VIV-TRAIT-N4 VIV-TRAIT-P5: groups of several sizes, a figure in no attack, a Clumsy PC and an Ox: the product equals the played fight value for value", () => {
    const fight = {
      active: [fig("a1", { class: "PC", luck: 5, traits: [vivid.VIVID_TRAITS.clumsy] }), fig("a2"), fig("a3"), fig("idle")],
      passive: [fig("p1", { traits: [vivid.VIVID_TRAITS.strongLikeAnOx] }), fig("p2", { class: "PC", luck: 4 }), fig("p3", { status: { routing: true } })],
      attacks: [
        { attackerId: "a1", targetId: "p1" },
        { attackerId: "a2", targetId: "p1" },
        { attackerId: "a3", targetId: "p2" },
        { attackerId: "p1", targetId: "a2" },
        { attackerId: "p2", targetId: "a3", distance: 2 },
        { attackerId: "p3", targetId: "a3" },
      ],
      turn: 4,
    };
    const chance = vivid.resolveHandToHand(fight);
    const byGroups = table(chance);
    expect(byGroups.size).toBeGreaterThan(10);
    expect(byGroups).toEqual(table(played(chance)));
  }, 60_000);

  it("VIV-HTH-1 VIV-SEQ-2: eight pairs a side give 3^8 distinct results (each pair: one falls, the other falls, both stand)", () => {
    const n = 8;
    const active = Array.from({ length: n }, (_, i) => fig(`a${String(i)}`));
    const passive = Array.from({ length: n }, (_, i) => fig(`p${String(i)}`));
    const attacks = [
      ...active.map((a, i) => ({ attackerId: a.id, targetId: `p${String(i)}` })),
      ...passive.map((p, i) => ({ attackerId: p.id, targetId: `a${String(i)}` })),
    ];
    const o = odds(vivid.resolveHandToHand({ active, passive, attacks }));
    expect(o.size).toBe(3 ** n);
    expect(o.total().toString()).toBe("1");
    // every passive thug falls: (7/10)^8
    expect(o.probability((r) => r.figures.slice(n).every((f) => f.status?.wound === "killed")).toString()).toBe(`${String(7 ** 8)}/${String(10 ** 8)}`);
  });
});
