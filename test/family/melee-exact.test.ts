// Exact odds of hand-to-hand over compact states (issue 13): what each figure becomes, its hits pending and each
// strike's record, instead of whole figures. Checked value for value against the enumeration of the fight as
// resolve plays it, and against fractions worked out by hand for a duel.
import { describe, expect, it } from "vitest";
import { odds, resolve, seededDice } from "../../src/index.js";
import * as vivid from "../../src/vivid/index.js";
import { fig, played, ruggedLuckOff, table, threeASide, whipFight } from "./melee-fixtures.js";

describe("hand-to-hand exact odds by compact states (VIV-HTH-1..4, VIV-SEQ-2)", () => {
  it("VIV-HTH-1 VIV-HTH-2 VIV-SEQ-2 VIV-WOUND-2 VIV-WOUND-4 VIV-AMB-19: a duel of two trained thugs equals fractions by hand", () => {
    // by hand: the active thug hits on 7 or less (7/10); a hit wounds at +1, so a D6 of 1 gives 2 (Wounded, which
    // kills a non-PC) and every face kills: the passive thug falls with 7/10 and cannot strike back; else it strikes
    // back and kills with 7/10. Outcomes: passive killed 7/10, active killed 3/10 * 7/10 = 21/100, both stand 9/100
    const fight = {
      active: [fig("a")],
      passive: [fig("p")],
      attacks: [
        { attackerId: "a", targetId: "p" },
        { attackerId: "p", targetId: "a" },
      ],
    };
    const byStates = odds(vivid.resolveHandToHand(fight)).map((r) => r.figures.map((f) => f.status?.wound ?? "fit").join("/"));
    expect(byStates.probability("fit/killed").toString()).toBe("7/10");
    expect(byStates.probability("killed/fit").toString()).toBe("21/100");
    expect(byStates.probability("fit/fit").toString()).toBe("9/100");
  });

  const fights = [
    { name: "vivid: three a side, a Clumsy PC, an Ox, a figure attacked twice, a routing figure", chance: () => threeASide() },
    { name: "vivid: a whip beyond base contact, a figure out of reach, a killed target", chance: whipFight },
    { name: "rugged: two a side, a Clumsy PRP, luck off", chance: ruggedLuckOff },
  ];
  for (const f of fights) {
    it(`VIV-HTH-1 VIV-SEQ-2 VIV-AMB-19 VIV-AMB-33 VIV-TRAIT-N4 VIV-TRAIT-P5 RUG-TRAIT-N4: ${f.name}: compact states equal the played fight, value for value`, () => {
      const chance = f.chance();
      const byStates = table(chance);
      expect(byStates.size).toBeGreaterThan(1);
      expect(byStates).toEqual(table(played(chance)));
    }, 60_000);
  }

  it("VIV-SEQ-2: resolve plays the same dice and trace as the played fight (the compact states are for odds only)", () => {
    const chance = (fights[0] as (typeof fights)[number]).chance();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const a = resolve(chance, seededDice(seed));
      const b = resolve(played(chance), seededDice(seed));
      expect(a.value).toEqual(b.value);
      expect(a.trace).toEqual(b.trace);
    }
  });
});
