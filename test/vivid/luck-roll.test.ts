import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice, seededDice } from "../../src/index.js";
import { cliffHanger, effectiveLuck, type Figure, luckRoll, medicalTraining, startOfTurn, type Trait, woundedRecovery } from "../../src/vivid/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";

const charmedLife: Trait = { id: "VIV-TRAIT-P7", name: "Charmed Life", polarity: "positive", effects: [{ kind: "luckReroll" }] };
const nearSighted: Trait = { id: "VIV-TRAIT-N3", name: "Near Sighted", polarity: "negative", effects: [{ kind: "ratingCap", rating: "luck", max: 6 }] };
const medic: Trait = { id: "VIV-TRAIT-P10", name: "Medical Training", polarity: "positive", effects: [{ kind: "medicalTraining" }] };
const jack: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5 };
const doc: Figure = { id: "doc", name: "Doc", class: "PC", luck: 4, traits: [medic] };

describe("vivid luck rolls, Cliff-hanger and recovery", () => {
  it("VIV-LUCK-3: a GM-called luck roll passes on a D10 at or under Luck (P = Luck/10)", () => {
    expect(resolve(luckRoll(jack, { purpose: "zip wire" }), scriptedDice(["d10:5"])).value).toEqual({ pass: true, rerolled: false });
    expect(resolve(luckRoll(jack), scriptedDice(["d10:6"])).value.pass).toBe(false);
    expect(
      odds(luckRoll(jack).map((r) => r.pass))
        .probability(true)
        .toString(),
    ).toBe("1/2");
  });

  it("VIV-TRAIT-P7, VIV-LUCK-2: Charmed Life re-rolls a failed luck roll once; the second result stands (P = 1 - (1 - L/10)^2)", () => {
    const lucky = { ...jack, traits: [charmedLife] };
    expect(resolve(luckRoll(lucky), scriptedDice(["d10:9", "d10:2"])).value).toEqual({ pass: true, rerolled: true });
    expect(resolve(luckRoll(lucky), scriptedDice(["d10:9", "d10:7"])).value).toEqual({ pass: false, rerolled: true });
    expect(
      odds(luckRoll(lucky).map((r) => r.pass))
        .probability(true)
        .toString(),
    ).toBe("3/4");
  });

  it("VIV-GEN-1, VIV-AMB-31: the GM may modify the die; a target bonus is capped at 10", () => {
    expect(resolve(luckRoll(jack, { gmRollModifier: 1 }), scriptedDice(["d10:5"])).value.pass).toBe(false);
    expect(
      odds(luckRoll(jack, { targetBonus: 4 }).map((r) => r.pass))
        .probability(true)
        .toString(),
    ).toBe("9/10");
    expect(
      odds(luckRoll({ ...jack, luck: 8 }, { targetBonus: 4 }).map((r) => r.pass))
        .probability(true)
        .toString(),
    ).toBe("1");
  });

  it("VIV-AMB-5, VIV-TRAIT-N3: Near Sighted caps Luck at 6 (default), or nothing with the option", () => {
    const squinty = { ...jack, luck: 8, traits: [nearSighted] };
    expect(effectiveLuck(squinty)).toBe(6);
    expect(effectiveLuck(squinty, { nearSightedCaps: "none" })).toBe(8);
    expect(
      odds(luckRoll(squinty).map((r) => r.pass))
        .probability(true)
        .toString(),
    ).toBe("3/5");
    expect(effectiveLuck({ id: "x", name: "X", class: "Combatant" })).toBe(0);
  });

  it("VIV-CLIFF-1, VIV-AMB-40: a killed PC may make one last luck roll if the GM allows; Charmed Life applies", () => {
    const dead: Figure = { ...jack, status: { wound: "killed", killedOnTurn: 4 } };
    const saved = resolve(cliffHanger(dead, true), scriptedDice(["d10:4"])).value;
    expect(saved).toMatchObject({ allowed: true, survived: true });
    expect(saved.figure.status).toMatchObject({ wound: "fit", wounds: 0 });
    expect(saved.figure.status?.killedOnTurn).toBeUndefined();
    expect(resolve(cliffHanger(dead, true), scriptedDice(["d10:6"])).value.survived).toBe(false);
    expect(resolve(cliffHanger(dead, false), scriptedDice([])).value).toMatchObject({ allowed: false, survived: false });
    expect(
      odds(cliffHanger({ ...dead, traits: [charmedLife] }, true).map((r) => r.survived))
        .probability(true)
        .toString(),
    ).toBe("3/4");
    // a non-lethal peril: a fit PC escapes on a pass
    expect(resolve(cliffHanger(jack, true), scriptedDice(["d10:1"])).value).toMatchObject({ survived: true, figure: jack });
    expect(resolve(cliffHanger({ id: "t", name: "Thug", class: "Combatant" }, true), scriptedDice([])).value.allowed).toBe(false);
  });

  it("VIV-EX-6, VIV-WOUND-5: a wounded PC rolls D6 at the end of its turn: 6 fit, 5 still wounded", () => {
    const hurt: Figure = { ...jack, status: { wound: "wounded", wounds: 1 } };
    const fit = resolve(woundedRecovery(hurt, 2), scriptedDice(["d6:6"])).value;
    expect(fit).toMatchObject({ rolled: true, recovered: true });
    expect(fit.figure.status).toMatchObject({ wound: "fit", wounds: 0 });
    expect(resolve(woundedRecovery(hurt, 2), scriptedDice(["d6:5"])).value).toMatchObject({ rolled: true, recovered: false, figure: hurt });
    expect(resolve(woundedRecovery(jack, 2), scriptedDice([])).value.rolled).toBe(false);
    expect(resolve(woundedRecovery({ ...hurt, class: "Combatant" }, 2), scriptedDice([])).value.rolled).toBe(false);
    expect(
      odds(woundedRecovery(hurt, 2).map((r) => r.recovered))
        .probability(true)
        .toString(),
    ).toBe("1/6");
  });

  it("VIV-TRAIT-P10, VIV-AMB-11: Medical Training heals Wounded, revives a killed PC up to 3 turns after (option), no recovery roll that turn", () => {
    const hurt: Figure = { ...jack, status: { wound: "wounded", wounds: 1 } };
    expect(medicalTraining(doc, hurt, 5)).toMatchObject({ treated: true, reason: "healed", figure: { status: { wound: "fit" } } });
    const dead: Figure = { ...jack, status: { wound: "killed", killedOnTurn: 2 } };
    const revived = medicalTraining(doc, dead, 5);
    expect(revived).toMatchObject({ treated: true, reason: "revived", figure: { status: { wound: "wounded", revivedOnTurn: 5 } } });
    expect(medicalTraining(doc, dead, 6).reason).toBe("tooLate");
    expect(medicalTraining(doc, dead, 6, { medicWindowTurns: 4 }).reason).toBe("revived");
    expect(resolve(woundedRecovery(revived.figure, 5), scriptedDice([])).value.rolled).toBe(false);
    expect(resolve(woundedRecovery(revived.figure, 6), scriptedDice(["d6:6"])).value.recovered).toBe(true);
    expect(medicalTraining(jack, hurt, 5).reason).toBe("noMedicalTraining");
    expect(medicalTraining(doc, jack, 5).reason).toBe("notHurt");
    expect(medicalTraining(doc, { ...dead, class: "Combatant" }, 5).reason).toBe("notPC");
  });

  it("VIV-AMB-8, VIV-AMB-38: a new turn clears the per-turn Ox flag and picks up a dropped weapon", () => {
    const f = startOfTurn({ ...jack, status: { oxUsedThisTurn: true, droppedWeapon: true, oxUsedThisGame: true } });
    expect(f.status).toMatchObject({ oxUsedThisTurn: false, droppedWeapon: false, oxUsedThisGame: true });
    expect(startOfTurn(jack)).toEqual(jack);
  });

  it("VIV-LUCK-3: properties: deterministic per seed, inputs never mutated, frequencies match odds, bad input rejected", () => {
    const lucky = deepFreeze({ ...jack, traits: [charmedLife] });
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(resolve(luckRoll(lucky), seededDice(seed))).toEqual(resolve(luckRoll(lucky), seededDice(seed)));
      }),
      { numRuns: 30 },
    );
    expectFrequenciesMatchOdds(luckRoll(lucky), { runs: 20_000, seed: 3 });
    expect(() => luckRoll({ ...jack, luck: 11 })).toThrow(RulesError);
    expect(() => luckRoll(jack, { gmRollModifier: 0.5 })).toThrow(RulesError);
    expect(() => woundedRecovery(jack, -1)).toThrow(RulesError);
  });
});
