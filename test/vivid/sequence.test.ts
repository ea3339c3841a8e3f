import { describe, expect, it } from "vitest";
import { explain, odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import { clumsyCheck, type Figure, impetuousCheck, sideInitiative, sideTurnPhases, sixthSense, VIVID_TRAITS } from "../../src/vivid/index.js";

const pc = (traits: Figure["traits"], extra: Partial<Figure> = {}): Figure => ({ id: "p", name: "Dr. Jones", class: "PC", luck: 5, traits, ...extra });

describe("vivid turn sequence (VIV-SEQ-1, VIV-SEQ-2)", () => {
  it("VIV-SEQ-1 VIV-GEN-1: each side rolls a D10, highest moves first (roll-high)", () => {
    expect(resolve(sideInitiative(["heroes", "villains"]), scriptedDice(["d10:3", "d10:8"])).value).toEqual({
      winner: "villains",
      order: ["villains", "heroes"],
    });
    expect(resolve(sideInitiative(["heroes", "villains"]), scriptedDice(["d10:10", "d10:1"])).value.winner).toBe("heroes");
  });

  it("VIV-AMB-13: a tie re-rolls by default; under 'previousWinner' last turn's winner takes it", () => {
    const { value, trace } = resolve(sideInitiative(["heroes", "villains"]), scriptedDice(["d10:5", "d10:5", "d10:2", "d10:7"]));
    expect(value.winner).toBe("villains");
    expect(trace.some((e) => e.type === "note" && e.rule === "VIV-AMB-13")).toBe(true);
    expect(resolve(sideInitiative(["heroes", "villains"], "heroes", { initiativeTie: "previousWinner" }), scriptedDice(["d10:5", "d10:5"])).value.winner).toBe(
      "heroes",
    );
    // on the first turn there is no previous winner: re-roll
    expect(
      resolve(sideInitiative(["heroes", "villains"], undefined, { initiativeTie: "previousWinner" }), scriptedDice(["d10:5", "d10:5", "d10:9", "d10:7"])).value
        .winner,
    ).toBe("heroes");
  });

  it("VIV-SEQ-1 VIV-AMB-13: exact odds: ties re-roll without a cap, so each of two sides wins with probability exactly 1/2 and each of three 1/3; 'previousWinner' gives the tie to it", () => {
    const d = odds(sideInitiative(["heroes", "villains"]));
    expect(d.probability((r) => r.winner === "heroes").toString()).toBe("1/2");
    expect(d.outcomes).toHaveLength(2);
    const three = odds(sideInitiative(["a", "b", "c"]));
    expect(three.outcomes.map((o) => o.probability.toString())).toEqual(["1/3", "1/3", "1/3"]);
    // a wins whenever its face is at least both others (a tie including it is its): (1/1000) * sum of f^2 = 385/1000
    const prev = odds(sideInitiative(["a", "b", "c"], "a", { initiativeTie: "previousWinner" }));
    expect(prev.probability((r) => r.winner === "a").toString()).toBe("77/200");
    const p = odds(sideInitiative(["heroes", "villains"], "heroes", { initiativeTie: "previousWinner" }));
    expect(p.probability((r) => r.winner === "heroes").toString()).toBe("11/20");
    expect(d.total().toString()).toBe("1");
    expect(() => sideInitiative(["alone"])).toThrow(RulesError);
  });

  it("VIV-AMB-13: all sides tied again re-roll together, a smaller tie re-rolls among itself, each re-roll noted", () => {
    const dice = ["d10:5", "d10:5", "d10:5", "d10:5", "d10:5", "d10:5", "d10:7", "d10:7", "d10:2", "d10:4", "d10:9"];
    const { value, trace } = resolve(sideInitiative(["a", "b", "c"]), scriptedDice(dice));
    expect(value).toEqual({ winner: "b", order: ["b", "a", "c"] });
    expect(explain(trace).filter((l) => l.startsWith("tie"))).toEqual([
      "tie between a and b and c: re-roll [VIV-AMB-13]",
      "tie between a and b and c: re-roll [VIV-AMB-13]",
      "tie between a and b: re-roll [VIV-AMB-13]",
    ]);
  });

  it("VIV-SEQ-2: each side moves and shoots, then fights hand-to-hand striking first: two hand-to-hand phases a turn", () => {
    const phases = sideTurnPhases(["villains", "heroes"]);
    expect(phases.map((p) => `${p.side ?? ""}: ${p.name}`)).toEqual([
      "villains: Move and shoot",
      "villains: Hand-to-hand",
      "heroes: Move and shoot",
      "heroes: Hand-to-hand",
    ]);
    expect(phases[1]?.what).toBe("villains strikes first, then the survivors strike back");
  });
});

describe("vivid trait checks (VIV-TRAIT-P2, VIV-TRAIT-N4, VIV-TRAIT-N5)", () => {
  it('VIV-TRAIT-P2: Sixth Sense within 10" is a luck roll; Charmed Life re-rolls it', () => {
    expect(resolve(sixthSense(pc([VIVID_TRAITS.sixthSense]), 10), scriptedDice(["d10:5"])).value).toEqual({ checked: true, badFeeling: true });
    expect(resolve(sixthSense(pc([VIVID_TRAITS.sixthSense]), 11), scriptedDice([])).value.checked).toBe(false);
    expect(
      odds(sixthSense(pc([VIVID_TRAITS.sixthSense, VIVID_TRAITS.charmedLife]), 5))
        .probability((r) => r.badFeeling)
        .toString(),
    ).toBe("3/4");
  });

  it("VIV-TRAIT-N5: Impetuous within its movement allowance checks Luck; a failure charges the nearest enemy, with its unit", () => {
    const hot = pc([VIVID_TRAITS.impetuous]);
    const s = { distance: 6, superiorPresent: false, commandsUnit: true };
    expect(resolve(impetuousCheck(hot, s), scriptedDice(["d10:6"])).value).toEqual({ checked: true, mustCharge: true, unitCharges: true });
    expect(resolve(impetuousCheck(hot, { ...s, distance: 7 }), scriptedDice([])).value.reason).toBe("OUT_OF_REACH");
    expect(resolve(impetuousCheck({ ...hot, figureType: "native" }, { ...s, distance: 7 }), scriptedDice(["d10:1"])).value.mustCharge).toBe(false);
    expect(resolve(impetuousCheck({ ...hot, figureType: "zombie" }, { ...s, distance: 5 }), scriptedDice([])).value.reason).toBe("OUT_OF_REACH");
  });

  it("VIV-TRAIT-N4 VIV-AMB-38: Clumsy tests luck before any shot and before hand-to-hand; the weapon is back next turn", () => {
    expect(resolve(clumsyCheck(pc([VIVID_TRAITS.clumsy]), "shooting"), scriptedDice(["d10:6"])).value).toEqual({ tested: true, dropped: true });
    expect(resolve(clumsyCheck(pc([VIVID_TRAITS.clumsy]), "handToHand"), scriptedDice(["d10:5"])).value.dropped).toBe(false);
    expect(resolve(clumsyCheck(pc([]), "shooting"), scriptedDice([])).value.tested).toBe(false);
  });

  it("VIV-TRAIT-N3 VIV-AMB-5: Near Sighted caps the Luck of these checks at 6; option 'none' leaves it", () => {
    const specs = pc([VIVID_TRAITS.clumsy, VIVID_TRAITS.nearSighted], { luck: 8 });
    expect(
      odds(clumsyCheck(specs, "shooting"))
        .probability((r) => r.dropped)
        .toString(),
    ).toBe("2/5");
    expect(
      odds(clumsyCheck(specs, "shooting", { nearSightedCaps: "none" }))
        .probability((r) => r.dropped)
        .toString(),
    ).toBe("1/5");
  });
});

describe("vivid: the GM may modify any roll (VIV-GEN-1)", () => {
  it("VIV-GEN-1 VIV-TRAIT-P2 VIV-TRAIT-N5 VIV-TRAIT-N4: a GM modifier is added to the face of each luck check", () => {
    const p = pc([VIVID_TRAITS.sixthSense, VIVID_TRAITS.impetuous, VIVID_TRAITS.clumsy]);
    expect(resolve(sixthSense(p, 5, {}, -1), scriptedDice(["d10:6"])).value.badFeeling).toBe(true);
    expect(resolve(impetuousCheck(p, { distance: 5, superiorPresent: false, commandsUnit: false }, {}, 1), scriptedDice(["d10:5"])).value.mustCharge).toBe(
      true,
    );
    expect(resolve(clumsyCheck(p, "shooting", {}, 2), scriptedDice(["d10:4"])).value.dropped).toBe(true);
  });
});
