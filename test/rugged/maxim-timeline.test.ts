// RUG-AMB-33: canFire and weaponAfterTurn agree on a Maxim's set-up over a timeline of turns.
import { describe, expect, it } from "vitest";
import * as rugged from "../../src/rugged/index.js";
import type { MovementMode, Weapon } from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";

const gunner = { id: "g", name: "g", class: "Combatant" as const };

/** Plays turns t0, t1, ...: each turn the crew takes `modes[i]`; returns whether the gun could fire in each. */
function ruggedTimeline(modes: MovementMode[], options: rugged.RuggedOptionsInput = {}): boolean[] {
  let w: Weapon = rugged.RUGGED_WEAPONS.mg;
  return modes.map((mode) => {
    const ok = rugged.canFire({ ...gunner, weapons: [w] }, w, { distance: 20, shooterMode: mode }, undefined, options).ok;
    const after = rugged.weaponAfterTurn(w, { mode, fired: ok });
    if (!after.ok) throw new Error(after.message);
    w = after.weapon;
    return ok;
  });
}

function vividTimeline(moves: boolean[], options: vivid.VividOptionsInput = {}): boolean[] {
  let w: Weapon = vivid.VIVID_WEAPONS.mg;
  return moves.map((moved) => {
    const ok = vivid.canFire({ ...gunner, weapons: [w] }, w, { distance: 15, shooterMoved: moved }, undefined, options).ok;
    const after = vivid.weaponAfterTurn(w, { moved, fired: ok });
    if (!after.ok) throw new Error(after.message);
    w = after.weapon;
    return ok;
  });
}

describe("Maxim set-up over a timeline (RUG-MG-2, RUG-AMB-15, VIV-AMB-17, RUG-AMB-33)", () => {
  it("RUG-MG-2 RUG-AMB-15 RUG-AMB-33: moved in turn t (patrol), refused in t and t+1, fires from t+2", () => {
    // t-1 stationary (never moved: fires), t patrol, t+1 stationary, t+2 stationary, t+3 stationary
    expect(ruggedTimeline(["stationary", "patrol", "stationary", "stationary", "stationary"])).toEqual([true, false, false, true, true]);
    // a Combat move is a move too
    expect(ruggedTimeline(["combat", "stationary", "stationary"])).toEqual([false, false, true]);
    // moved again in t+1: the count starts again
    expect(ruggedTimeline(["patrol", "patrol", "stationary", "stationary"])).toEqual([false, false, false, true]);
  });

  it("RUG-AMB-15 RUG-AMB-33: maximSetupTurns 0 fires from t+1, 2 from t+3", () => {
    expect(ruggedTimeline(["patrol", "stationary", "stationary"], { maximSetupTurns: 0 })).toEqual([false, true, true]);
    expect(ruggedTimeline(["patrol", "stationary", "stationary", "stationary"], { maximSetupTurns: 2 })).toEqual([false, false, false, true]);
  });

  it("VIV-MG-1 VIV-AMB-17 RUG-AMB-33: vivid's Maxim moved in t is refused in t and t+1 and fires from t+2", () => {
    expect(vividTimeline([false, true, false, false, false])).toEqual([true, false, false, true, true]);
    expect(vividTimeline([true, false, false], { maximSetupTurns: 0 })).toEqual([false, true, true]);
  });

  it("RUG-AMB-33: the turn the crew moves the gun, canFire says why", () => {
    const w = rugged.RUGGED_WEAPONS.mg;
    const v = rugged.canFire({ ...gunner, weapons: [w] }, w, { distance: 20, shooterMode: "patrol" });
    expect(v.reasons.map((r) => r.code)).toEqual(["MAXIM_NOT_SET_UP"]);
    expect(v.reasons[0]?.rule).toBe("RUG-AMB-15");
  });
});
