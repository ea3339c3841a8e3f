import { describe, expect, it } from "vitest";
import { aggravate, applyStress, concede, createCharacter, freeConsequences, stressBoxes } from "../../src/fate/index.js";
import { indy, waterford } from "./fixtures.js";

describe("fate stress and consequences", () => {
  it("FATE-STRESS-1 FATE-AMB-1: boxes from Might and Resolve: rating + 3 (min 1) by default, 2 x rating as the option; Good gives 6 either way", () => {
    expect([-4, -2, 0, 1, 3, 5].map((r) => stressBoxes(r))).toEqual([1, 1, 3, 4, 6, 8]);
    expect([-4, 0, 1, 3, 5].map((r) => stressBoxes(r, { stressBoxes: "double" }))).toEqual([0, 0, 2, 6, 10]);
    const mediocre = createCharacter({ id: "m", name: "M" });
    expect(mediocre.health).toEqual({ boxes: 3, checked: 0 });
    const doubled = createCharacter({ id: "m", name: "M", abilities: { Might: 1, Resolve: 3 } }, { stressBoxes: "double" });
    expect([doubled.health.boxes, doubled.composure.boxes]).toEqual([2, 6]);
    expect(waterford().composure.boxes).toBe(6);
    expect(() => stressBoxes(9)).toThrow(/fate.stressBoxes: rating/);
  });

  it("FATE-STRESS-1: each point of stress checks one box, on the track it hits", () => {
    const r = applyStress(indy(), { track: "composure", amount: 5 });
    expect(r.character.composure).toEqual({ boxes: 6, checked: 5 });
    expect(r.character.health).toEqual({ boxes: 6, checked: 0 });
    expect(r).toMatchObject({ boxesChecked: 5, overflow: 0, takenOut: false, soaked: 0 });
  });

  it("FATE-CONS-1 FATE-AMB-6: consequences soak 2/4/6 first, any number per hit, the excess soak wasted, the rest on boxes", () => {
    const r = applyStress(indy(), {
      track: "health",
      amount: 7,
      consequences: [
        { severity: "minor", text: "Bruised" },
        { severity: "moderate", text: "Cracked Ribs" },
      ],
    });
    expect(r).toMatchObject({ soaked: 6, boxesChecked: 1, overflow: 0, takenOut: false });
    const wasted = applyStress(indy(), { track: "health", amount: 3, consequences: [{ severity: "severe", text: "Broken Leg" }] });
    expect(wasted).toMatchObject({ soaked: 6, boxesChecked: 0 });
    expect(wasted.character.health.checked).toBe(0);
  });

  it("FATE-AMB-6: slots are shared by both tracks by default; consequenceSlotsPerTrack gives each track its own", () => {
    const hurt = applyStress(indy(), { track: "health", amount: 2, consequences: [{ severity: "minor", text: "Nicked" }] }).character;
    expect(freeConsequences(hurt, "composure")).toEqual(["moderate", "severe"]);
    expect(() => applyStress(hurt, { track: "composure", amount: 2, consequences: [{ severity: "minor", text: "Rattled" }] })).toThrow(/RULE_VIOLATION/);
    expect(freeConsequences(hurt, "composure", { consequenceSlotsPerTrack: true })).toEqual(["minor", "moderate", "severe"]);
    expect(freeConsequences(hurt, "health", { consequenceSlotsPerTrack: true })).toEqual(["moderate", "severe"]);
    const both = applyStress(
      hurt,
      { track: "composure", amount: 2, consequences: [{ severity: "minor", text: "Rattled" }] },
      { consequenceSlotsPerTrack: true },
    );
    expect(both.character.consequences).toHaveLength(2);
    expect(() =>
      applyStress(indy(), {
        track: "health",
        amount: 4,
        consequences: [
          { severity: "minor", text: "a" },
          { severity: "minor", text: "b" },
        ],
      }),
    ).toThrow(/consequences\[1\]/);
  });

  it("FATE-OUT-1 FATE-AMB-7: taken out only when stress remains after the chosen consequences and the free boxes; exactly filling is not", () => {
    const full = applyStress(indy(), { track: "health", amount: 6 });
    expect(full).toMatchObject({ takenOut: false, overflow: 0 });
    expect(full.character.status).toBe("active");
    const over = applyStress(indy(), { track: "health", amount: 7 });
    expect(over).toMatchObject({ takenOut: true, overflow: 1 });
    expect(over.character.status).toBe("takenOut");
    const soaked = applyStress(indy(), { track: "health", amount: 7, consequences: [{ severity: "minor", text: "Winded" }] });
    expect(soaked).toMatchObject({ takenOut: false, overflow: 0, boxesChecked: 5 });
  });

  it("FATE-OUT-1 FATE-AMB-25: a character may concede before being taken out, not after", () => {
    expect(concede(waterford()).status).toBe("conceded");
    const out = applyStress(waterford(), { track: "composure", amount: 8 });
    expect(out.overflow).toBe(2);
    expect(() => concede(out.character)).toThrow(/RULE_VIOLATION/);
  });

  it("FATE-AMB-16: a consequence gives no penalty until aggravated; aggravate and relieve it", () => {
    const hurt = applyStress(indy(), { track: "health", amount: 2, consequences: [{ severity: "minor", text: "Nicked in the Arm" }] }).character;
    expect(hurt.consequences[0]?.aggravated).toBe(false);
    const worse = aggravate(hurt, "minor");
    expect(worse.consequences[0]?.aggravated).toBe(true);
    expect(aggravate(worse, "minor", false).consequences[0]?.aggravated).toBe(false);
    expect(() => aggravate(hurt, "severe")).toThrow(/no severe consequence/);
  });

  it("FATE-STRESS-1: bad stress input throws with the path", () => {
    expect(() => applyStress(indy(), { track: "sanity" as never, amount: 1 })).toThrow(/input.track/);
    expect(() => applyStress(indy(), { track: "health", amount: -1 })).toThrow(/input.amount/);
    expect(() => applyStress({ ...indy(), health: { boxes: 2, checked: 3 } }, { track: "health", amount: 1 })).toThrow(/INVALID_STATE/);
  });

  it("FATE-OUT-1 FATE-AMB-25 FATE-EX-5c: a concession is an input to the hit: Waterford takes 8 against 6 boxes and concedes, the overflow of 2 stands", () => {
    const r = applyStress(waterford(), { track: "composure", amount: 8, concede: true });
    expect(r).toMatchObject({ overflow: 2, takenOut: false, boxesChecked: 6 });
    expect(r.character.status).toBe("conceded");
    // without it the same hit takes her out, and conceding afterwards is refused
    const out = applyStress(waterford(), { track: "composure", amount: 8 });
    expect(out).toMatchObject({ overflow: 2, takenOut: true });
    expect(() => concede(out.character)).toThrow(/RULE_VIOLATION/);
    expect(() => applyStress(waterford(), { track: "composure", amount: 8, consede: true } as never)).toThrow(/did you mean "concede"/);
  });
});
