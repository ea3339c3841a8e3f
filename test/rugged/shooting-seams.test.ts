// Rugged shooting where mechanics meet (issue 11): GM modifier and the unspotted halving, machine-gun crews,
// the target unit's own state, run into contact.
import { describe, expect, it } from "vitest";
import { hitNumber, movementAllowance, RUGGED_WEAPONS } from "../../src/rugged/index.js";
import { soldier } from "./fixtures-shooting.js";

const rifleman = soldier("r1");

describe("the GM's modifier and the unspotted halving (RUG-AMB-30)", () => {
  // base 4, stationary +2, medium range (30"), target not spotted
  const ctx = { distance: 30, shooterMode: "stationary" as const, targetSpotted: false };

  it("RUG-AMB-30 RUG-SHOOT-4 RUG-AMB-7: by default the GM's +3 is added after the halving: ceil(6/2) + 3 = 6", () => {
    const h = hitNumber(rifleman, RUGGED_WEAPONS.boltRifle, { ...ctx, gmModifier: 3 });
    expect(h.n).toBe(6);
    const gm = h.trace.findIndex((e) => e.type === "modifier" && e.label === "GM modifier");
    const halving = h.trace.findIndex((e) => e.rule === "RUG-AMB-7");
    expect(gm).toBeGreaterThan(halving);
    expect(h.trace[gm]).toMatchObject({ rule: "RUG-AMB-30", value: 3 });
    // -3 after the halving: ceil(6/2) - 3 = 0, never hits
    expect(hitNumber(rifleman, RUGGED_WEAPONS.boltRifle, { ...ctx, gmModifier: -3 }).n).toBe(0);
  });

  it("RUG-AMB-30: gmModifierOrder 'beforeHalving' halves the GM's word with the rest: ceil(9/2) = 5, ceil(3/2) = 2", () => {
    const o = { gmModifierOrder: "beforeHalving" as const };
    expect(hitNumber(rifleman, RUGGED_WEAPONS.boltRifle, { ...ctx, gmModifier: 3 }, undefined, o).n).toBe(5);
    expect(hitNumber(rifleman, RUGGED_WEAPONS.boltRifle, { ...ctx, gmModifier: -3 }, undefined, o).n).toBe(2);
  });

  it("RUG-AMB-30: a spotted target is the same under both orders: 4 + 2 + 3 = 9", () => {
    const spotted = { distance: 30, shooterMode: "stationary" as const, gmModifier: 3 };
    expect(hitNumber(rifleman, RUGGED_WEAPONS.boltRifle, spotted).n).toBe(9);
    expect(hitNumber(rifleman, RUGGED_WEAPONS.boltRifle, spotted, undefined, { gmModifierOrder: "beforeHalving" }).n).toBe(9);
  });
});

describe("run into contact (RUG-MOVE-1)", () => {
  it('RUG-MOVE-1: a run move may not be used to engage in hand-to-hand; a Charge may (20"), a run elsewhere may (15")', () => {
    const run = movementAllowance({ movementClass: "westernFoot", mode: "run", intoHandToHand: true });
    expect(run).toMatchObject({ ok: false, reason: "ILLEGAL_MODE", rule: "RUG-MOVE-1" });
    expect(movementAllowance({ movementClass: "westernFoot", mode: "charge", intoHandToHand: true })).toMatchObject({ ok: true, inches: 20 });
    expect(movementAllowance({ movementClass: "westernFoot", mode: "run", intoHandToHand: false })).toMatchObject({ ok: true, inches: 15 });
    expect(movementAllowance({ movementClass: "westernFoot", mode: "run" })).toMatchObject({ ok: true, inches: 15 });
  });
});
