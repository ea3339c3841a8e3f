// Every worked example of catalogue section 3.4 (FATE-EX-*), with scripted dF faces.
import { describe, expect, it } from "vitest";
import {
  action,
  aggravate,
  applyStress,
  CONSEQUENCES,
  compel,
  concede,
  conflictExchange,
  createCharacter,
  endScene,
  invoke,
  ladderLabel,
  ladderText,
  ladderValue,
  outcomeOf,
  recoveryRoll,
  spendFatePoints,
  TOO_STUBBORN_TO_FAIL,
  useStunt,
} from "../../src/fate/index.js";
import { resolve, scriptedDice } from "../../src/index.js";
import { bedouin, dF, indy, waterford } from "./fixtures.js";

describe("fate worked examples", () => {
  it("FATE-EX-1 FATE-ACT-2 FATE-MOD-1: Indy shoots the bridge rope: Mediocre Shooting, aim +1, dice +2 vs Good: success with a complication", () => {
    const shot = action(indy(), {
      ability: "Shooting",
      situational: [{ label: "careful aim", value: 1 }],
      against: { type: "target", value: ladderValue("Good") },
    });
    const { value, trace } = resolve(shot, scriptedDice(dF(2)));
    expect(value.total).toBe(3);
    expect(value.label).toBe("Good");
    expect(value.margin).toBe(0);
    expect(value.outcome).toBe("successWithComplication");
    expect(value.shifts).toBe(0);
    expect(trace.filter((e) => e.type === "die")).toHaveLength(4);
    expect(trace).toContainEqual({ type: "modifier", rule: "FATE-MOD-1", label: "careful aim", value: 1 });
  });

  it("FATE-EX-2 FATE-ACT-2: the whip swing: a Great result against Fair earns one shift", () => {
    expect(outcomeOf(ladderValue("Great") - ladderValue("Fair"), false)).toEqual({ kind: "successWithShifts", shifts: 1 });
    // the text gives neither ability nor dice: any split reaching Great will do, e.g. Athletics Fair (+2) and dice +2
    const swing = resolve(action(indy(), { ability: "Athletics", against: { type: "target", value: ladderValue("Fair") } }), scriptedDice(dF(2))).value;
    expect(swing).toMatchObject({ total: 4, label: "Great", margin: 2, outcome: "successWithShifts", shifts: 1 });
  });

  it("FATE-EX-3 FATE-ACT-3: the Oyo ruins: Great Academics with dice -4 and no target is only Mediocre", () => {
    const recall = action(indy(), { ability: "Academics", against: { type: "none" } });
    const { value } = resolve(recall, scriptedDice(dF(-4)));
    expect(value).toMatchObject({ dice: -4, total: 0, label: "Mediocre", margin: null, outcome: null, shifts: 0 });
  });

  it("FATE-EX-4 FATE-ACT-4 FATE-AMB-11 FATE-AMB-12: the camel: Fair Rapport vs an Average Will (Resolve), both roll -2: net +1, success without complication or shift", () => {
    const ask = action(indy(2), { ability: "Rapport", against: { type: "opposed", opposer: bedouin(), roll: { ability: "Resolve" } } });
    const { value } = resolve(ask, scriptedDice([...dF(-2), ...dF(-2)]));
    expect(value.total).toBe(0);
    expect(value.against).toBe(-1);
    expect(value.margin).toBe(1);
    expect(value.outcome).toBe("success");
    expect(value.shifts).toBe(0);
  });

  it("FATE-EX-5a FATE-CONF-3 FATE-AMB-5 FATE-AMB-12: Indy charms Mrs Waterford: -1 vs +4, net -5, he checks five of his six Composure boxes", () => {
    const charm = conflictExchange(indy(1), waterford(), { kind: "mental" });
    const { value } = resolve(charm, scriptedDice([...dF(-2), ...dF(1)]));
    expect(value).toMatchObject({ attackTotal: -1, defenseTotal: 4, net: -5, stressTo: "attacker", track: "composure", amount: 5, doubled: false });
    expect(ladderLabel(value.net)).toBe("Beyond Horrific (-5)");
    const after = applyStress(indy(1), { track: value.track, amount: value.amount });
    expect(after.character.composure).toEqual({ boxes: 6, checked: 5 });
    expect(after.takenOut).toBe(false);
  });

  it("FATE-EX-5b FATE-FP-2 FATE-AMB-2: Investigation Fair + fate point +2, dice 0 vs Average: Great, three steps: 1 shift as written, 2 as in the text", () => {
    const look = { ability: "Investigation" as const, fatePointBonus: true, against: { type: "target" as const, value: ladderValue("Average") } };
    const written = resolve(action(indy(1), look), scriptedDice(dF(0))).value;
    expect(written).toMatchObject({ total: 4, label: "Great", margin: 3, outcome: "successWithShifts", shifts: 1, fpSpent: 1 });
    const asInText = resolve(action(indy(1), look, { shiftFormula: "marginMinusOne" }), scriptedDice(dF(0))).value;
    expect(asInText).toMatchObject({ total: 4, margin: 3, shifts: 2, fpSpent: 1 });
    expect(spendFatePoints(indy(1), written.fpSpent).fatePoints).toBe(2);
  });

  it("FATE-EX-5c FATE-AMB-25 FATE-OUT-1: Academics Great + clever +2, dice +3 vs Waterford dice -2: +9 vs +1, net +8 Legendary; 8 stress on 6 boxes leaves overflow 2", () => {
    const lecture = conflictExchange(indy(1), waterford(), {
      kind: "mental",
      attack: { ability: "Academics", situational: [{ label: "clever approach", value: 2 }] },
    });
    const { value } = resolve(lecture, scriptedDice([...dF(3), ...dF(-2)]));
    expect(value).toMatchObject({ attackTotal: 9, defenseTotal: 1, net: 8, stressTo: "defender", track: "composure", amount: 8 });
    expect(ladderText(value.attackTotal)).toBe("Beyond Legendary (+9)");
    expect(ladderLabel(value.net)).toBe("Legendary");
    const hit = applyStress(waterford(), { track: "composure", amount: value.amount });
    expect(hit.character.composure).toEqual({ boxes: 6, checked: 6 });
    expect(hit.overflow).toBe(2);
    // ruling FATE-AMB-25: conceding is the GM's call, an input: she concedes rather than take a consequence
    expect(concede(waterford()).status).toBe("conceded");
  });

  it("FATE-EX-6 FATE-STUNT-1: Too Stubborn to Fail: one fate point, four points of Health stress removed (not below 0)", () => {
    const battered = {
      ...createCharacter({ id: "indy", name: "Indy", abilities: { Might: 3 }, stunts: [TOO_STUBBORN_TO_FAIL] }),
      health: { boxes: 6, checked: 5 },
    };
    const after = useStunt(battered, "too-stubborn-to-fail", { health: 4 });
    expect(after.health).toEqual({ boxes: 6, checked: 1 });
    expect(after.fatePoints).toBe(2);
    const lightly = { ...battered, health: { boxes: 6, checked: 3 } };
    expect(useStunt(lightly, "too-stubborn-to-fail", { health: 4 }).health.checked).toBe(0);
  });

  it("FATE-EX-7 FATE-STRESS-2 FATE-CONS-1 FATE-AMB-8 FATE-AMB-16: a pistol shot for 4 (margin 2, doubled); Indy takes Minor 'Nicked in the Arm', 2 to boxes; aggravated, -2 to all rolls", () => {
    const german = createCharacter({ id: "german", name: "German soldier", role: "mook", fatePoints: 0, abilities: { Shooting: 4 } }); // Good Shooting 4 vs Indy's Athletics 2
    const shot = conflictExchange(german, indy(), { kind: "ranged", gun: true });
    const { value } = resolve(shot, scriptedDice([...dF(0), ...dF(0)]));
    expect(value).toMatchObject({ net: 2, stressTo: "defender", track: "health", amount: 4, doubled: true });
    const wounded = { ...indy(), health: { boxes: 6, checked: 2 } };
    const hit = applyStress(wounded, { track: "health", amount: value.amount, consequences: [{ severity: "minor", text: "Nicked in the Arm" }] });
    expect(hit.soaked).toBe(2);
    expect(hit.boxesChecked).toBe(2);
    expect(hit.character.health).toEqual({ boxes: 6, checked: 4 });
    expect(hit.character.consequences).toEqual([
      { severity: "minor", track: "health", text: "Nicked in the Arm", treated: false, aggravated: false, sceneEndedSinceTreatment: false },
    ]);
    const pounded = aggravate(hit.character, "minor");
    const punch = resolve(action(pounded, { ability: "Fighting", against: { type: "none" } }), scriptedDice(dF(0)));
    expect(punch.value.total).toBe(3 - 2);
    expect(punch.trace).toContainEqual({ type: "modifier", rule: "FATE-AMB-16", label: 'aggravated consequence "Nicked in the Arm"', value: -2 });
  });

  it("FATE-EX-8 FATE-FP-1: Indy spends all three fate points; the scene ends and the pool is three again; a pool of 5 also resets to 3", () => {
    const spent = spendFatePoints(indy(), 3);
    expect(spent.fatePoints).toBe(0);
    expect(endScene(spent).fatePoints).toBe(3);
    expect(endScene({ ...indy(), fatePoints: 5 }).fatePoints).toBe(3);
  });

  it("FATE-EX-9 FATE-TRAIT-2: the GM compels (I Hate Snakes); Indy accepts: +1 fate point and the snakes appear", () => {
    const r = compel(indy(), "accept");
    expect(r.character.fatePoints).toBe(4);
    expect(r.complication).toBe(true);
  });

  it("FATE-EX-10 FATE-TRAIT-1: invoking Professor of Archeology, the GM agrees: -1 fate point, swords are found", () => {
    const r = invoke(indy(), { traitId: "professor", gmApproves: true, fact: "bronze swords in the tomb" });
    expect(r.character.fatePoints).toBe(2);
    expect(r.approved).toBe(true);
    expect(r.fact).toBe("bronze swords in the tomb");
  });

  it("FATE-EX-11 FATE-REC-1: recovery difficulties are Minor Fair (+2), Moderate Great (+4), Severe Fantastic (+6)", () => {
    expect([CONSEQUENCES.minor.difficulty, CONSEQUENCES.moderate.difficulty, CONSEQUENCES.severe.difficulty]).toEqual([2, 4, 6]);
    expect([2, 4, 6].map(ladderLabel)).toEqual(["Fair", "Great", "Fantastic"]);
    const hurt = applyStress(indy(), { track: "health", amount: 4, consequences: [{ severity: "moderate", text: "Cracked Ribs" }] }).character;
    const doctor = createCharacter({ id: "doc", name: "Doctor", role: "named", abilities: { Science: 4 } });
    expect(resolve(recoveryRoll(doctor, hurt, { severity: "moderate" }), scriptedDice(dF(0))).value).toMatchObject({
      difficulty: 4,
      total: 4,
      started: true,
      clears: "weeks",
    });
  });
});
