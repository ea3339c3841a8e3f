// Rugged shooting where mechanics meet (issue 11): GM modifier and the unspotted halving, machine-gun crews,
// the target unit's own state, run into contact.
import { describe, expect, it } from "vitest";
import { type Figure, hitNumber, movementAllowance, RUGGED_WEAPONS, startOfTurn, type Unit, volleyPlan } from "../../src/rugged/index.js";
import { riflemen, soldier, thugs } from "./fixtures-shooting.js";

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

describe("the target unit's own state (RUG-SHOOT-4)", () => {
  const ctx = { distance: 30 };
  const plan = (target: ReturnType<typeof thugs>, context: object = ctx) =>
    volleyPlan({ shooters: riflemen(1), target, context: { distance: 30, ...context } })[0];

  it("RUG-SHOOT-4 RUG-MOVE-1: a target unit in Combat mode is shot at -2 (4 + 2 - 2 = 4), read from the unit; the trace says so", () => {
    const p = plan({ ...thugs(2), mode: "combat" });
    expect(p?.n).toBe(4);
    expect(p?.trace.some((e) => e.type === "note" && e.text.includes("target's mode combat: from the target unit"))).toBe(true);
    expect(plan(thugs(2))?.n).toBe(6);
  });

  it("RUG-SHOOT-4: the context overrides the unit, and the trace says so", () => {
    const p = plan({ ...thugs(2), mode: "combat" }, { targetMode: "patrol" });
    expect(p?.n).toBe(6);
    expect(p?.trace.some((e) => e.type === "note" && e.text.includes("target's mode patrol: from the context"))).toBe(true);
  });

  it("RUG-SHOOT-4: a routing target unit (+1) and a unit charging the shooters' unit (+1): 4 + 2 + 1 = 7", () => {
    const routing = plan({ ...thugs(2), morale: "routing" });
    expect(routing?.n).toBe(7);
    expect(routing?.trace).toContainEqual(expect.objectContaining({ type: "modifier", label: "target routing", value: 1 }));
    expect(plan({ ...thugs(2), morale: "routing" }, { targetRouting: false })?.n).toBe(6);
    const charging = plan({ ...thugs(2), mode: "charge", chargeTargetId: "riflemen" });
    expect(charging?.n).toBe(7);
    expect(charging?.trace).toContainEqual(expect.objectContaining({ type: "modifier", label: "target charging the shooter", value: 1 }));
    // charging someone else: no +1
    expect(plan({ ...thugs(2), mode: "charge", chargeTargetId: "others" })?.n).toBe(6);
  });
});

describe("per-turn flags (RUG-MOVE-1, RUG-TRAIT-P10)", () => {
  it("RUG-MOVE-1 RUG-TRAIT-P10: startOfTurn clears a figure's declared mode and flying, and a unit's mode, retreat and members' flags", () => {
    const f = startOfTurn({ ...soldier("a"), status: { mode: "run", flying: true, consecutiveRunTurns: 1 } });
    expect(f.status).toEqual({ flying: false, oxUsedThisTurn: false, droppedWeapon: false, movedThisTurn: false, consecutiveRunTurns: 1 });
    const u = startOfTurn({ ...thugs(1), mode: "combat", morale: "retreating", members: [{ ...soldier("t1"), status: { mode: "run" } }] });
    expect(u).toMatchObject({ morale: "normal" });
    expect(u).not.toHaveProperty("mode");
    expect(u.members[0]?.status).not.toHaveProperty("mode");
    expect(startOfTurn({ ...thugs(1), morale: "routing" }).morale).toBe("routing");
  });
});

describe("Clumsy in a volley (RUG-TRAIT-N4)", () => {
  it("RUG-TRAIT-N4 RUG-AMB-22: a unit's failed Clumsy shooter comes back in the unit with droppedWeapon set, so it may not fire or fight back", async () => {
    const { canFire, RUGGED_TRAITS, shootingVolley } = await import("../../src/rugged/index.js");
    const { resolve, scriptedDice } = await import("../../src/index.js");
    const butter = soldier("butter", RUGGED_WEAPONS.boltRifle, { class: "PRP", luck: 3, traits: [RUGGED_TRAITS.clumsy] });
    const squad = { ...riflemen(1), members: [butter, ...riflemen(1).members] };
    const ctx = { distance: 20, targetCharging: true };
    // Luck 3: a 4 fails the Clumsy test; the rifleman's 1 hits
    const { value } = resolve(shootingVolley({ shooters: squad, target: thugs(1), context: ctx }), scriptedDice(["d10:4", "d10:1"]));
    expect(value.dropped).toEqual(["butter"]);
    expect(value.shooters).toEqual({ ...squad, members: [{ ...butter, status: { droppedWeapon: true } }, squad.members[1]] });
    const after = value.shooters as Unit;
    const dropped = after.members[0] as Figure;
    expect(canFire(dropped, RUGGED_WEAPONS.boltRifle, { distance: 20 }, after).reasons.map((r) => r.code)).toEqual(["DROPPED_WEAPON"]);
    // nobody dropped: no shooters key
    expect(resolve(shootingVolley({ shooters: squad, target: thugs(1), context: ctx }), scriptedDice(["d10:1", "d10:9", "d10:9"])).value).not.toHaveProperty(
      "shooters",
    );
  });
});

describe("machine-gun crews (RUG-MG-1, RUG-AMB-36)", () => {
  it("RUG-MG-1 RUG-AMB-36: the loader of a Maxim fires nothing else in the volley: 4 dice from the gun, none from his rifle", async () => {
    const { canFire, volleyHits } = await import("../../src/rugged/index.js");
    const { odds } = await import("../../src/index.js");
    const gunner = soldier("g", RUGGED_WEAPONS.mg);
    const loader = soldier("l", RUGGED_WEAPONS.boltRifle, { status: { crewOf: "g" } });
    const ctx = { distance: 20, shooterMode: "stationary" as const };
    const plan = volleyPlan({ shooters: [gunner, loader], target: thugs(3), context: ctx });
    expect(plan.map((p) => p.dice)).toEqual([4, 0]);
    expect(plan[1]?.reasons).toEqual([expect.objectContaining({ code: "CREWING", rule: "RUG-AMB-36" })]);
    expect(canFire(loader, RUGGED_WEAPONS.boltRifle, ctx).ok).toBe(false);
    // 4 dice at 4 + 2 = 6 (medium range): mean 4 * 6/10 = 12/5
    expect(
      odds(volleyHits({ shooters: [gunner, loader], target: thugs(3), context: ctx }))
        .mean()
        .toString(),
    ).toBe("12/5");
  });
});

describe("Blind Eye and Sure Shot need their side and weapon (RUG-TRAIT-N1, RUG-TRAIT-P3, VIV-TRAIT-N1)", () => {
  it("RUG-TRAIT-N1 RUG-TRAIT-P3: a Blind Eye without its side and a Sure Shot without its weapon are validation issues", async () => {
    const { RUGGED_TRAITS, validateTraits } = await import("../../src/rugged/index.js");
    const prp = { id: "p", name: "P", class: "PRP" as const, luck: 5 };
    const issues = validateTraits(prp, [RUGGED_TRAITS.blindEye, RUGGED_TRAITS.sureShot], { count: 2 });
    expect(issues).toContainEqual(expect.objectContaining({ code: "INCOMPLETE", path: "traits[0].side", rule: "RUG-TRAIT-N1", severity: "error" }));
    expect(issues).toContainEqual(expect.objectContaining({ code: "INCOMPLETE", path: "traits[1].designatedWeapon", rule: "RUG-TRAIT-P3", severity: "error" }));
    const fine = validateTraits(
      prp,
      [
        { ...RUGGED_TRAITS.blindEye, side: "left" },
        { ...RUGGED_TRAITS.sureShot, designatedWeapon: "rifle" },
      ],
      { count: 2 },
    );
    expect(fine.filter((i) => i.code === "INCOMPLETE")).toEqual([]);
  });

  it("RUG-TRAIT-N1 RUG-AMB-20 VIV-TRAIT-N1: Blind Eye stops spotting on its blind side too (canSpot), as it stops shooting", async () => {
    const { canSpot, RUGGED_TRAITS } = await import("../../src/rugged/index.js");
    const vivid = await import("../../src/vivid/index.js");
    // left eye blind: sees straight ahead to 45 degrees right (clockwise)
    const oneEyed = soldier("e", RUGGED_WEAPONS.boltRifle, { class: "PRP", luck: 5, traits: [{ ...RUGGED_TRAITS.blindEye, side: "left" }] });
    expect(canSpot(oneEyed, 30).ok).toBe(true);
    expect(canSpot(oneEyed, -30)).toEqual({ ok: false, reasons: [expect.objectContaining({ code: "BLIND_SIDE", rule: "RUG-TRAIT-N1" })] });
    expect(canSpot(soldier("x"), -170).ok).toBe(true);
    const viv = { ...oneEyed, traits: [{ ...vivid.VIVID_TRAITS.blindEye, side: "right" as const }] };
    expect(vivid.canSpot(viv, -30).ok).toBe(true);
    expect(vivid.canSpot(viv, 30).reasons[0]).toMatchObject({ code: "BLIND_SIDE", rule: "VIV-TRAIT-N1" });
    // a Blind Eye without its side is refused, never silently the left eye
    const unsided = { ...oneEyed, traits: [RUGGED_TRAITS.blindEye] };
    expect(() => canSpot(unsided, 10)).toThrow(/traits\[0\]\.side/);
  });

  it("RUG-TRAIT-P3: a Sure Shot without a designated weapon gives no base 6 (it is an issue, not every weapon)", () => {
    const sure = soldier("s", RUGGED_WEAPONS.boltRifle, {
      class: "PRP",
      luck: 5,
      traits: [{ id: "RUG-TRAIT-P3", name: "Sure Shot", polarity: "positive", effects: [{ kind: "sureShot", baseHit: 6 }] }],
    });
    expect(hitNumber(sure, RUGGED_WEAPONS.boltRifle, { distance: 30, shooterMode: "stationary" }).n).toBe(6);
  });
});

describe("shared results (RUG-AMB-1)", () => {
  it("RUG-AMB-1 VIV-MOR-7: routRecovery's note is frozen, so one caller cannot change the next trace", async () => {
    const { routRecovery } = await import("../../src/rugged/index.js");
    const { resolve, scriptedDice } = await import("../../src/index.js");
    const unit = { ...thugs(2), morale: "routing" as const };
    const first = resolve(routRecovery(unit), scriptedDice(["d6:6"])).trace.find((e) => e.rule === "RUG-AMB-1");
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { text: string }).text = "changed";
    }).toThrow(TypeError);
    const second = resolve(routRecovery(unit), scriptedDice(["d6:6"])).trace.find((e) => e.rule === "RUG-AMB-1");
    expect(second?.type === "note" && second.text.includes("vivid's D6 roll")).toBe(true);
  });
});
