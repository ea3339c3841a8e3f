import { describe, expect, it } from "vitest";
import { aggravate, applyStress, clearConsequence, createCharacter, recoveryRoll, startTreatment } from "../../src/fate/index.js";
import { odds, resolve, scriptedDice } from "../../src/index.js";
import { dF, indy } from "./fixtures.js";

const marcus = () => createCharacter({ id: "marcus", name: "Marcus", role: "named", abilities: { Science: 2, Rapport: 1 } });
const nicked = () => applyStress(indy(), { track: "health", amount: 2, consequences: [{ severity: "minor", text: "Nicked" }] }).character;

describe("fate recovery", () => {
  it("FATE-REC-1: physical harm is treated with Science against the points soaked; total >= difficulty starts treatment", () => {
    const r = recoveryRoll(marcus(), nicked(), { severity: "minor" });
    expect(resolve(r, scriptedDice(dF(0))).value).toMatchObject({
      started: true,
      reason: "treated",
      ability: "Science",
      total: 2,
      difficulty: 2,
      clears: "afterNextScene",
    });
    expect(resolve(r, scriptedDice(dF(-1))).value).toMatchObject({ started: false, reason: "failedRetryLaterScene" });
    expect(
      odds(r)
        .probability((x) => x.started)
        .toString(),
    ).toBe("50/81");
  });

  it("FATE-REC-1: mental harm is talked out with Rapport; Severe needs Fantastic (+6) and clears in months", () => {
    const shaken = applyStress(indy(), { track: "composure", amount: 6, consequences: [{ severity: "severe", text: "Haunted" }] }).character;
    const r = resolve(recoveryRoll(marcus(), shaken, { severity: "severe", situational: [{ label: "quiet study", value: 1 }] }), scriptedDice(dF(4))).value;
    expect(r).toMatchObject({ ability: "Rapport", total: 6, difficulty: 6, started: true, clears: "months" });
  });

  it("FATE-AMB-17: self-treatment is allowed at -2 by default; forbidden or free by option", () => {
    const self = nicked();
    const doc = createCharacter({ ...self, abilities: { ...self.abilities, Science: 2 } });
    const patient = { ...doc, consequences: self.consequences };
    expect(resolve(recoveryRoll(patient, patient, { severity: "minor" }), scriptedDice(dF(0))).value).toMatchObject({ total: 0, started: false });
    expect(resolve(recoveryRoll(patient, patient, { severity: "minor" }, { selfTreatment: "noPenalty" }), scriptedDice(dF(0))).value).toMatchObject({
      total: 2,
      started: true,
    });
    expect(resolve(recoveryRoll(patient, patient, { severity: "minor" }, { selfTreatment: "forbidden" }), scriptedDice([])).value).toMatchObject({
      started: false,
      reason: "selfTreatmentForbidden",
      total: null,
    });
  });

  it("FATE-REC-1 FATE-CONS-1: treatment marks the consequence; a treated Moderate or Severe is cleared by the GM after its time", () => {
    const hurt = applyStress(indy(), { track: "health", amount: 4, consequences: [{ severity: "moderate", text: "Cracked Ribs" }] }).character;
    expect(() => clearConsequence(hurt, "moderate")).toThrow(/RULE_VIOLATION/);
    const treated = startTreatment(hurt, "moderate");
    expect(treated.consequences[0]?.treated).toBe(true);
    expect(clearConsequence(treated, "moderate").consequences).toEqual([]);
    expect(() => recoveryRoll(marcus(), indy(), { severity: "minor" })).toThrow(/no minor consequence/);
  });

  it("FATE-AMB-6: with per-track slots two consequences of one severity are told apart by track", () => {
    const opts = { consequenceSlotsPerTrack: true };
    let c = applyStress(indy(), { track: "health", amount: 2, consequences: [{ severity: "minor", text: "Nicked" }] }, opts).character;
    c = applyStress(c, { track: "composure", amount: 2, consequences: [{ severity: "minor", text: "Rattled" }] }, opts).character;
    expect(() => startTreatment(c, "minor")).toThrow(/give the track/);
    expect(startTreatment(c, "minor", "composure").consequences.map((x) => x.treated)).toEqual([false, true]);
  });

  it("FATE-AMB-16 FATE-REC-1: the provider's aggravated consequence gives -2 to its recovery roll too", () => {
    const hurtDoc = aggravate(
      applyStress(marcus(), { track: "health", amount: 2, consequences: [{ severity: "minor", text: "Sprained Wrist" }] }).character,
      "minor",
    );
    const r = recoveryRoll(hurtDoc, nicked(), { severity: "minor" });
    // Science +2 - 2 against Fair (+2): 4dF >= 2, 5/27 (50/81 unhurt)
    expect(resolve(r, scriptedDice(dF(0))).value).toMatchObject({ total: 0, started: false });
    expect(
      odds(r)
        .probability((x) => x.started)
        .toString(),
    ).toBe("5/27");
  });

  it("FATE-AMB-24 FATE-FP-2 FATE-FP-3: the provider may spend fate points on a recovery roll: +2 before it, re-rolls while treatment has not begun", () => {
    const boosted = resolve(recoveryRoll(marcus(), nicked(), { severity: "minor", fatePointBonus: true }), scriptedDice(dF(-2))).value;
    expect(boosted).toMatchObject({ total: 2, started: true, fpSpent: 1, rerolls: 0 });
    const again = resolve(recoveryRoll(marcus(), nicked(), { severity: "minor", reroll: {} }), scriptedDice([...dF(-1), ...dF(0)])).value;
    expect(again).toMatchObject({ total: 2, started: true, fpSpent: 1, rerolls: 1 });
    // three points of plain re-rolls: fails only if all four rolls are below 0 on the dice: 1 - (31/81)^4
    expect(
      odds(recoveryRoll(marcus(), nicked(), { severity: "minor", reroll: {} }))
        .probability((x) => x.started)
        .toString(),
    ).toBe("42123200/43046721");
    expect(() => recoveryRoll({ ...marcus(), fatePoints: 0 }, nicked(), { severity: "minor", fatePointBonus: true })).toThrow(/RULE_VIOLATION/);
    expect(() => recoveryRoll(marcus(), nicked(), { severity: "minor", bonus: true } as never)).toThrow(/unknown key "bonus"/);
  });
});
