import { describe, expect, expectTypeOf, it } from "vitest";
import {
  applyDamage,
  type CloseCombatProcedure,
  type CloseCombatResult,
  closeCombat,
  damageOutcomes,
  TOUGH,
  woundStateAfter,
} from "../../src/evolution/index.js";
import { type Chance, constant, odds, RulesError, resolve, scriptedDice } from "../../src/index.js";

const knife = { name: "knife", damageDice: "2D6" };

describe("close combat (EVO-CC-1, hook EVO-AMB-7)", () => {
  it("EVO-CC-1, EVO-AMB-7: the placeholder rolls both models' Close Combat dice (1D6−1); the higher total hits", () => {
    const { value, trace } = resolve(closeCombat(TOUGH, TOUGH), scriptedDice(["d6:5", "d6:3", "d6:6"]));
    expect(value).toEqual({ attacker: 4, defender: 2, winner: "attacker", damage: ["killed"], loser: { lightWounds: 0, seriousWounds: 0, removed: true } });
    expect(trace[0]).toMatchObject({ type: "note", rule: "EVO-AMB-7" });
    expect(resolve(closeCombat(TOUGH, TOUGH), scriptedDice(["d6:2", "d6:6", "d6:1"])).value.winner).toBe("defender");
  });

  it("EVO-AMB-7, EVO-DMG-1, EVO-WOUND-1: the winner rolls its weapon's damage dice against the loser: damage 5, save 1 failed, wound 1 + 1 = 2: a Light wound", () => {
    const dice = scriptedDice(["d6:2", "d6:6", "d6:5", "d6:1", "d6:1"]);
    const { value } = resolve(closeCombat(TOUGH, TOUGH), dice);
    expect(value).toEqual({ attacker: 1, defender: 5, winner: "defender", damage: ["light"], loser: { lightWounds: 1, seriousWounds: 0, removed: false } });
    expect(dice.remaining()).toBe(0);
  });

  it("EVO-AMB-7: a tie is no hit and rolls no damage", () => {
    const dice = scriptedDice(["d6:3", "d6:3"]);
    expect(resolve(closeCombat(TOUGH, TOUGH), dice).value).toEqual({ attacker: 2, defender: 2, winner: "none", damage: [], loser: null });
    expect(dice.remaining()).toBe(0);
  });

  it("EVO-AMB-7, EVO-DT-6: the placeholder's odds for two Toughs: symmetric, a tie 1/6, the attacker kills 5/12 · 1/6 = 5/72", () => {
    const d = odds(closeCombat(TOUGH, TOUGH));
    expect(d.probability((r) => r.winner === "none").toString()).toBe("1/6");
    expect(d.probability((r) => r.winner === "attacker").toString()).toBe("5/12");
    expect(d.probability((r) => r.winner === "attacker" && r.loser?.removed === true).toString()).toBe("5/72");
    // given a hit, the damage of a revolver on a Tough (EVO-DT-6): a Serious wound 25/216
    expect(d.probability((r) => r.winner === "attacker" && r.damage[0] === "serious").toString()).toBe("125/2592");
  });

  it("EVO-AMB-7, EVO-AMB-13: the weapon used is named, or the model's only one; a model with none or several must name it", () => {
    const dice = scriptedDice(["d6:5", "d6:3", "d6:3", "d6:3"]);
    expect(resolve(closeCombat(TOUGH, TOUGH, { attackerWeapon: knife }), dice).value.damage).toEqual(["killed"]); // 2D6 = 6
    const unarmed = { ...TOUGH, weapons: [] };
    const twoGuns = { ...TOUGH, weapons: [TOUGH.weapons[0]!, knife] };
    expect(() => closeCombat(unarmed, TOUGH)).toThrow(/context\.attackerWeapon/);
    expect(() => closeCombat(TOUGH, twoGuns)).toThrow(/context\.defenderWeapon/);
    expect(() => closeCombat(TOUGH, twoGuns, { defenderWeapon: knife })).not.toThrow();
  });

  it("EVO-AMB-7, EVO-AMB-16: a removed model cannot fight", () => {
    const dead = applyDamage(TOUGH, "killed");
    expect(() => closeCombat(dead, TOUGH)).toThrow(RulesError);
    expect(() => closeCombat(TOUGH, dead)).toThrow(/defender\.state\.removed/);
  });

  it("EVO-AMB-7, EVO-GM-5: a group's own procedure replaces the placeholder and returns damage without casts", () => {
    // house rule: the attacker strikes first with its weapon, the defender does not roll
    const firstStrike: CloseCombatProcedure = (a, d, setup): Chance<CloseCombatResult> =>
      damageOutcomes(d, setup.attackerWeapon?.damageDice ?? "1D6", setup.options).map((damage) => ({
        attacker: a.size,
        defender: 0,
        winner: "attacker",
        damage,
        loser: damage.reduce(woundStateAfter, d.state),
      }));
    expectTypeOf(firstStrike).toEqualTypeOf<CloseCombatProcedure>();
    const { value } = resolve(closeCombat(TOUGH, TOUGH, { procedure: firstStrike }), scriptedDice(["d6:6"]));
    expect(value).toEqual({ attacker: 3, defender: 0, winner: "attacker", damage: ["killed"], loser: { lightWounds: 0, seriousWounds: 0, removed: true } });
    // the first release's bare procedure argument still works
    const nobody: CloseCombatProcedure = () => constant({ attacker: 0, defender: 0, winner: "none" as const, damage: [], loser: null });
    expect(resolve(closeCombat(TOUGH, TOUGH, nobody), scriptedDice([])).value.winner).toBe("none");
    expect(() => closeCombat(TOUGH, TOUGH, { procedure: 3 as never })).toThrow(/procedure/);
    expect(() => closeCombat(TOUGH, { ...TOUGH, closeCombat: "fists" })).toThrow(/defender\.closeCombat/);
  });
});
