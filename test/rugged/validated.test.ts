// The validated-once entry points the rugged game calls on its own (already checked) state give exactly what the
// public functions give: the same verdicts, the same chances (value and trace, die for die), the same odds.
import { describe, expect, it } from "vitest";
import { odds, resolve, seededDice } from "../../src/index.js";
import { moraleCheckValidated, ruggedMoraleSystemOf } from "../../src/rugged/morale.js";
import { movementAllowanceValidated, runStateAfterValidated } from "../../src/rugged/movement.js";
import {
  type Figure,
  moraleCheck,
  movementAllowance,
  RUGGED_WEAPONS,
  rally,
  runStateAfter,
  shootingVolleyWithWounds,
  type Unit,
  weaponAfterTurn,
} from "../../src/rugged/index.js";
import { ruggedOptions } from "../../src/rugged/options.js";
import { canFire, canFireValidated, ruggedShootingSystemOf } from "../../src/rugged/shooting.js";
import { shootingVolleyWithWoundsValidated } from "../../src/rugged/volley-wounds.js";
import { weaponAfterTurnValidated } from "../../src/rugged/weapon-state.js";

const rifleman = (i: number): Figure => ({ id: `r${String(i)}`, name: `Rifleman ${String(i)}`, class: "Combatant", weapons: [RUGGED_WEAPONS.boltRifle] });
const thug = (i: number): Figure => ({ id: `t${String(i)}`, name: `Thug ${String(i)}`, class: "Combatant", weapons: [RUGGED_WEAPONS.pistolBow] });
const rifles: Unit = { id: "rifles", kind: "combatant", baseMorale: 7, leaderId: "r1", members: [1, 2, 3, 4, 5].map(rifleman) };
const gang: Unit = { id: "gang", kind: "combatant", baseMorale: 6, members: [1, 2, 3, 4].map(thug) };
const defaults = ruggedOptions({});
const downgrade = ruggedOptions({ oxMode: "firstKillDowngradeOnly", unspottedRounding: "down" });

describe("validated-once entry points (issue 14: the game validates at its edge)", () => {
  it("RUG-SHOOT-1 RUG-MOVE-1: canFireValidated gives canFire's verdict and reasons", () => {
    const sys = ruggedShootingSystemOf(defaults);
    for (const ctx of [
      { distance: 30, shooterMode: "stationary" as const },
      { distance: 30, shooterMode: "march" as const },
      { distance: 200, shooterMode: "combat" as const },
      { distance: 10, shooterMode: "stationary" as const, lineOfSight: false },
    ]) {
      const f = rifleman(1);
      expect(canFireValidated(sys, f, f.weapons?.[0], ctx, rifles)).toEqual(canFire(f, f.weapons?.[0], ctx, rifles));
      expect(canFireValidated(sys, f, undefined, ctx)).toEqual(canFire(f, undefined, ctx));
    }
  });

  for (const [name, o, given] of [
    ["default options", defaults, {}],
    ["RUG-AMB-13 firstKillDowngradeOnly, RUG-AMB-7 rounding down", downgrade, { oxMode: "firstKillDowngradeOnly", unspottedRounding: "down" }],
  ] as const) {
    it(`RUG-SHOOT-5 RUG-SHOOT-6 RUG-SHOOT-7 RUG-AMB-1: shootingVolleyWithWoundsValidated plays and enumerates as shootingVolleyWithWounds (${name})`, () => {
      const input = {
        shooters: rifles.members,
        target: gang,
        context: { distance: 30, shooterMode: "stationary" as const, cover: "soft" as const, targetSpotted: false },
      };
      const pub = shootingVolleyWithWounds(input, given);
      const fast = shootingVolleyWithWoundsValidated(input, o);
      for (let seed = 1; seed <= 20; seed++) expect(resolve(fast, seededDice(seed))).toEqual(resolve(pub, seededDice(seed)));
      const small = { ...input, shooters: rifles.members.slice(0, 2), target: { ...gang, members: gang.members.slice(0, 2) } };
      expect(odds(shootingVolleyWithWoundsValidated(small, o)).outcomes).toEqual(odds(shootingVolleyWithWounds(small, given)).outcomes);
    });
  }

  it("RUG-MOR-1 RUG-AMB-1: moraleCheckValidated is moraleCheck, and rally with the rally trigger", () => {
    const sys = ruggedMoraleSystemOf(defaults);
    const routing: Unit = { ...gang, morale: "routing" };
    for (let seed = 1; seed <= 12; seed++) {
      for (const trigger of ["shooting", "handToHand", "chargeTarget", "chargingShotAt"] as const)
        expect(resolve(moraleCheckValidated(sys, gang, { trigger }), seededDice(seed))).toEqual(resolve(moraleCheck(gang, { trigger }), seededDice(seed)));
      expect(resolve(moraleCheckValidated(sys, routing, { trigger: "rally" }), seededDice(seed))).toEqual(resolve(rally(routing), seededDice(seed)));
    }
  });

  it("RUG-MOVE-1 RUG-MOVE-2 RUG-MOVE-3 RUG-TERR-1: movementAllowanceValidated and runStateAfterValidated answer as the public forms", () => {
    for (const input of [
      { movementClass: "westernFoot" as const, mode: "patrol" as const, terrain: ["forest" as const] },
      { movementClass: "westernFoot" as const, mode: "run" as const, consecutiveRunTurns: 2 },
      { movementClass: "westernFoot" as const, mode: "run" as const, intoHandToHand: true },
      { movementClass: "nativeFoot" as const, mode: "march" as const, kind: "nonCombatant" as const },
      { movementClass: "westernFoot" as const, mode: "charge" as const, gmMultiplier: 0.5 },
    ])
      expect(movementAllowanceValidated(input)).toEqual(movementAllowance(input));
    for (const mode of ["run", "combat", "stationary"] as const)
      for (const kind of ["combatant", "nonCombatant"] as const)
        for (const o of [defaults, ruggedOptions({ postRunRestTurns: 2 })])
          expect(runStateAfterValidated(mode, { consecutiveRunTurns: 1, restTurnsLeft: 1 }, kind, o)).toEqual(
            runStateAfter(mode, { consecutiveRunTurns: 1, restTurnsLeft: 1 }, kind, o),
          );
  });

  it("RUG-MUSKET-1 RUG-MG-2 RUG-MG-3: weaponAfterTurnValidated is weaponAfterTurn", () => {
    const lewis = { ...RUGGED_WEAPONS.mg, mgType: "lewis" as const, turnsFiredSinceReload: 3 };
    for (const w of [RUGGED_WEAPONS.musket, RUGGED_WEAPONS.mg, lewis])
      for (const turn of [
        { mode: "stationary" as const, fired: true },
        { mode: "combat" as const, fired: false },
        { mode: "stationary" as const, fired: false, reloading: true },
      ])
        expect(weaponAfterTurnValidated(w, turn)).toEqual(weaponAfterTurn(w, turn));
  });
});
