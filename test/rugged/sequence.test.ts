import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import {
  clumsyCheck,
  type Figure,
  fieldCraft,
  fieldCraftCheck,
  impetuousCheck,
  movementOrder,
  RUGGED_TRAITS,
  RUGGED_TURN_SEQUENCE,
  shootingVolley,
  sixthSense,
  tacticianRoll,
} from "../../src/rugged/index.js";
import { riflemen, soldier, thugs } from "./fixtures-shooting.js";

const prp = (traits: Figure["traits"], extra: Partial<Figure> = {}): Figure => ({
  id: "p",
  name: "Major Hawk",
  class: "PRP",
  role: ["soldier"],
  luck: 5,
  fieldCraft: 7,
  traits,
  ...extra,
});

describe("rugged turn sequence (RUG-SEQ-1)", () => {
  it("RUG-SEQ-1: the phases in order; chargers move first, Tacticians last (RUG-AMB-18)", () => {
    expect(RUGGED_TURN_SEQUENCE.map((p) => p.name)).toEqual([
      "Scenario and preliminary role-play",
      "Movement orders, charge and rally declarations",
      "Movement",
      "Shooting",
      "Hand-to-hand",
      "Morale",
      "PRP communication and role-play",
    ]);
    expect(
      movementOrder([
        { id: "a", charging: false, tacticianLast: true },
        { id: "b", charging: true, tacticianLast: false },
        { id: "c", charging: false, tacticianLast: false },
        { id: "d", charging: false, tacticianLast: true },
      ]),
    ).toEqual({ chargers: ["b"], simultaneous: ["c"], last: ["a", "d"] });
  });

  it("RUG-EX-7 RUG-TRAIT-P8: a Tactician rolling 2 moves last, rolling 3 moves in the normal order; P = 1/5", () => {
    const hawk = prp([RUGGED_TRAITS.tactician]);
    expect(resolve(tacticianRoll(hawk), scriptedDice(["d10:2"])).value).toEqual({ face: 2, movesLast: true });
    expect(resolve(tacticianRoll(hawk), scriptedDice(["d10:3"])).value).toEqual({ face: 3, movesLast: false });
    expect(
      odds(tacticianRoll(hawk))
        .probability((r) => r.movesLast)
        .toString(),
    ).toBe("1/5");
    expect(() => tacticianRoll(prp([]))).toThrow(RulesError);
  });
});

describe("rugged Field Craft and spotting (RUG-FC-1, RUG-FC-2)", () => {
  it("RUG-DT-8 RUG-FC-2: a marching unit with FC 7 spots on 4 or less (ceil(7/2))", () => {
    expect(resolve(fieldCraftCheck(prp([]), true), scriptedDice(["d10:4"])).value).toEqual({ effectiveFC: 4, face: 4, pass: true });
    expect(resolve(fieldCraftCheck(prp([]), true), scriptedDice(["d10:5"])).value.pass).toBe(false);
    expect(resolve(fieldCraftCheck(prp([])), scriptedDice(["d10:7"])).value.pass).toBe(true);
  });

  it("RUG-FC-1 RUG-TRAIT-P5 RUG-TRAIT-N3 RUG-AMB-27: Eagle Eye makes FC 9, Near Sighted caps it at 6, the cap wins over Eagle Eye", () => {
    expect(fieldCraft(prp([RUGGED_TRAITS.eagleEye]))).toBe(9);
    expect(fieldCraft(prp([RUGGED_TRAITS.nearSighted], { fieldCraft: 8 }))).toBe(6);
    expect(fieldCraft(prp([RUGGED_TRAITS.eagleEye, RUGGED_TRAITS.nearSighted]))).toBe(6);
    expect(fieldCraft({ id: "x", name: "x", class: "Combatant" })).toBeUndefined();
    expect(() => fieldCraftCheck({ id: "x", name: "x", class: "Combatant" })).toThrow(/Field Craft/);
    expect(
      odds(fieldCraftCheck(prp([RUGGED_TRAITS.eagleEye])))
        .probability((r) => r.pass)
        .toString(),
    ).toBe("9/10");
  });

  it("RUG-GEN-1: every check is a D10 roll-under; the GM may modify the die", () => {
    expect(resolve(fieldCraftCheck(prp([]), false, 1), scriptedDice(["d10:7"])).value.pass).toBe(false);
    expect(
      odds(fieldCraftCheck(prp([]), false, -2))
        .probability((r) => r.pass)
        .toString(),
    ).toBe("9/10");
  });

  it('RUG-TRAIT-P2: Sixth Sense within 12" rolls under Field Craft; beyond 12" no check', () => {
    const seer = prp([RUGGED_TRAITS.sixthSense]);
    expect(resolve(sixthSense(seer, 12), scriptedDice(["d10:7"])).value).toEqual({ checked: true, badFeeling: true });
    expect(resolve(sixthSense(seer, 11), scriptedDice(["d10:8"])).value.badFeeling).toBe(false);
    expect(resolve(sixthSense(seer, 13), scriptedDice([])).value).toEqual({ checked: false, badFeeling: false });
  });
});

describe("rugged trait checks in the turn (RUG-TRAIT-N6, RUG-TRAIT-N4)", () => {
  it('RUG-TRAIT-N6 RUG-AMB-19: Impetuous within its own Charge move (20" western, 22" native) checks Field Craft; a fail charges with its unit', () => {
    const hothead = prp([RUGGED_TRAITS.impetuous]);
    const near = { distance: 18, superiorPresent: false, commandsUnit: true };
    expect(resolve(impetuousCheck(hothead, near), scriptedDice(["d10:9"])).value).toEqual({ checked: true, mustCharge: true, unitCharges: true });
    expect(resolve(impetuousCheck(hothead, near), scriptedDice(["d10:7"])).value.mustCharge).toBe(false);
    expect(resolve(impetuousCheck(hothead, { ...near, distance: 21 }), scriptedDice([])).value.reason).toBe("OUT_OF_REACH");
    expect(resolve(impetuousCheck({ ...hothead, movementClass: "nativeFoot" }, { ...near, distance: 21 }), scriptedDice(["d10:1"])).value.checked).toBe(true);
    expect(resolve(impetuousCheck(hothead, { ...near, superiorPresent: true }), scriptedDice([])).value.reason).toBe("SUPERIOR_PRESENT");
    expect(resolve(impetuousCheck(prp([]), near), scriptedDice([])).value.reason).toBe("NOT_IMPETUOUS");
  });

  it("RUG-TRAIT-N4 RUG-AMB-22 RUG-AMB-29: Clumsy tests luck before shooting at a charging enemy and before any hand-to-hand; Huge Joss re-rolls", () => {
    const butter = prp([RUGGED_TRAITS.clumsy]);
    expect(resolve(clumsyCheck(butter, "shooting"), scriptedDice([])).value).toEqual({ tested: false, dropped: false });
    expect(resolve(clumsyCheck(butter, "shooting", true), scriptedDice(["d10:6"])).value).toEqual({ tested: true, dropped: true });
    expect(resolve(clumsyCheck(butter, "handToHand"), scriptedDice(["d10:5"])).value).toEqual({ tested: true, dropped: false });
    const joss = prp([RUGGED_TRAITS.clumsy, RUGGED_TRAITS.hugeJoss]);
    expect(resolve(clumsyCheck(joss, "handToHand"), scriptedDice(["d10:9", "d10:2"])).value.dropped).toBe(false);
    expect(
      odds(clumsyCheck(joss, "handToHand"))
        .probability((r) => r.dropped)
        .toString(),
    ).toBe("1/4");
  });

  it("RUG-TRAIT-N4: a Clumsy PRP in a volley at a charging unit drops its weapon on a failed test and rolls no to-hit dice", () => {
    const butter = soldier("butter", undefined, { class: "PRP", luck: 3, traits: [RUGGED_TRAITS.clumsy] });
    const input = {
      shooters: [butter, ...riflemen(1).members],
      target: thugs(1),
      context: { distance: 20, shooterMode: "stationary" as const, targetCharging: true },
    };
    const { value } = resolve(shootingVolley(input), scriptedDice(["d10:4", "d10:1"]));
    // the shooters come back with the weapon dropped on the failed shooter (RUG-TRAIT-N4: no fighting back this turn)
    expect(value).toEqual({
      hits: 1,
      dropped: ["butter"],
      allocation: { t1: 1 },
      shooters: [{ ...butter, status: { droppedWeapon: true } }, riflemen(1).members[0]],
    });
  });
});

describe("rugged: the GM may modify any roll (RUG-GEN-1)", () => {
  it("RUG-GEN-1 RUG-TRAIT-P8 RUG-TRAIT-P2 RUG-TRAIT-N6 RUG-TRAIT-N4: a GM modifier is added to the face of each check", () => {
    const hawk = prp([RUGGED_TRAITS.tactician, RUGGED_TRAITS.sixthSense, RUGGED_TRAITS.impetuous, RUGGED_TRAITS.clumsy]);
    expect(resolve(tacticianRoll(hawk, -1), scriptedDice(["d10:3"])).value.movesLast).toBe(true);
    expect(resolve(sixthSense(hawk, 5, 1), scriptedDice(["d10:7"])).value.badFeeling).toBe(false);
    expect(resolve(impetuousCheck(hawk, { distance: 5, superiorPresent: false, commandsUnit: false }, 2), scriptedDice(["d10:6"])).value.mustCharge).toBe(true);
    expect(resolve(clumsyCheck(hawk, "handToHand", false, -1), scriptedDice(["d10:6"])).value.dropped).toBe(false);
    expect(() => tacticianRoll(hawk, 11)).toThrow(/gmRollModifier/);
  });
});
