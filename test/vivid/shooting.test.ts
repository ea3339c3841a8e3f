import { describe, expect, it } from "vitest";
import { odds, resolve, scriptedDice } from "../../src/index.js";
import {
  canFire,
  deathRay,
  followingFire,
  hitNumber,
  hitsDistribution,
  rangeBand,
  shootingVolley,
  shotDice,
  VIVID_TRAITS,
  VIVID_WEAPONS,
  volleyHits,
  volleyPlan,
} from "../../src/vivid/index.js";
import { riflemen, soldier, thugs, unitOf } from "./fixtures-shooting.js";

const d10 = (...faces: number[]) => faces.map((f) => `d10:${String(f)}`);

describe("vivid weapons and ranges (VIV-RANGE-1)", () => {
  it("VIV-RANGE-1: two bands, short and long; NA bands absent", () => {
    expect(rangeBand(VIVID_WEAPONS.boltRifle, 6)).toBe("short");
    expect(rangeBand(VIVID_WEAPONS.boltRifle, 14)).toBe("long");
    expect(rangeBand(VIVID_WEAPONS.boltRifle, 15)).toBe("out");
    expect(rangeBand(VIVID_WEAPONS.thrownSpear, 7)).toBe("out");
    expect(rangeBand(VIVID_WEAPONS.pistolBow, 12)).toBe("long");
    expect(VIVID_WEAPONS.highPoweredRifle).toMatchObject({ dice: 3, short: 6, long: 18 });
  });

  it('VIV-AMB-9: the Death Ray has no range limit and base 6 by default; the table row (4 dice, 10"/20", base 4) as the option', () => {
    expect(rangeBand(deathRay(), 500)).toBe("long");
    expect(deathRay(6)).toMatchObject({ dice: 6, baseHit: 6 });
    expect(rangeBand(deathRay(4, { deathRaySource: "table" }), 21)).toBe("out");
    expect(deathRay(4, { deathRaySource: "table" })).toMatchObject({ dice: 4, baseHit: 4, long: 20 });
  });
});

describe("vivid hit numbers (VIV-SHOOT-2, VIV-SHOOT-3, VIV-MUSKET-1)", () => {
  it('VIV-DT-1 VIV-SHOOT-3: a rifle at 10" (long), stationary, target in medium cover: 4 +2 -2 = 4; a 4 hits', () => {
    const h = hitNumber(soldier("r"), VIVID_WEAPONS.boltRifle, { distance: 10, cover: "medium" });
    expect(h.n).toBe(4);
    expect(h.trace.filter((e) => e.type === "modifier").map((e) => [e.label, e.value, e.rule])).toEqual([
      ["shooter stationary", 2, "VIV-SHOOT-3"],
      ["target in medium cover", -2, "VIV-SHOOT-3"],
    ]);
    expect(resolve(volleyHits({ shooters: [soldier("r")], target: thugs(1), context: { distance: 10, cover: "medium" } }), scriptedDice(d10(4))).value).toBe(1);
  });

  it("VIV-SHOOT-3 VIV-AMB-14: short +2; a figure that moved has no stationary bonus; an armoured target -4; no unspotted or movement modifiers", () => {
    const r = soldier("r");
    expect(hitNumber(r, VIVID_WEAPONS.boltRifle, { distance: 5 }).n).toBe(8);
    expect(hitNumber(r, VIVID_WEAPONS.boltRifle, { distance: 5, shooterMoved: true }).n).toBe(6);
    expect(hitNumber({ ...r, status: { movedThisTurn: true } }, VIVID_WEAPONS.boltRifle, { distance: 10 }).n).toBe(4);
    expect(hitNumber(r, VIVID_WEAPONS.boltRifle, { distance: 10, targetArmoured: true, cover: "hard" }).n).toBe(-1);
    // rugged's inputs are refused by vivid's schema, not ignored (one input per fact)
    for (const key of ["targetSpotted", "targetMode", "targetRouting", "shooterMode", "targetChargingShooter", "targetCharging"])
      expect(() => hitNumber(r, VIVID_WEAPONS.boltRifle, { distance: 10, [key]: key === "targetMode" || key === "shooterMode" ? "combat" : true })).toThrow(
        new RegExp(`vivid\\.hitNumber: context: unknown key "${key}"`),
      );
  });

  it("VIV-SHOOT-2 VIV-TRAIT-P3: base 4; a Sure Shot PC has base 6 with its weapon", () => {
    const pc = soldier("pc", VIVID_WEAPONS.pistolBow, { class: "PC", luck: 5, traits: [{ ...VIVID_TRAITS.sureShot, designatedWeapon: "pistol" }] });
    expect(hitNumber(pc, VIVID_WEAPONS.pistolBow, { distance: 10 }).base).toBe(6);
    expect(hitNumber(pc, VIVID_WEAPONS.boltRifle, { distance: 10 }).base).toBe(4);
  });

  it("VIV-MUSKET-1 VIV-AMB-15: muskets and jezzails fire only if stationary, and then without the +2", () => {
    const m = soldier("m", VIVID_WEAPONS.musket);
    expect(hitNumber(m, VIVID_WEAPONS.musket, { distance: 10 }).n).toBe(4);
    expect(canFire(m, VIVID_WEAPONS.musket, { distance: 10, shooterMoved: true }).reasons[0]).toMatchObject({
      code: "MUSKET_NOT_LOADED",
      rule: "VIV-MUSKET-1",
    });
    expect(canFire(m, { ...VIVID_WEAPONS.musket, name: "jezzail", loaded: true }, { distance: 10, shooterMoved: true }).ok).toBe(false);
  });

  it("VIV-SHOOT-4 VIV-AMB-20: each D10 at or under n hits; no floor by default; shootingMinHit 1 makes a 1 hit", () => {
    const r = soldier("r");
    const ctx = { distance: 10, targetArmoured: true, cover: "hard" as const };
    const input = { shooters: [r], target: thugs(1), context: ctx };
    expect(odds(volleyHits(input)).probability(1).toString()).toBe("0");
    expect(
      odds(volleyHits(input, { shootingMinHit: 1 }))
        .probability(1)
        .toString(),
    ).toBe("1/10");
    expect(hitNumber(r, VIVID_WEAPONS.boltRifle, ctx, undefined, { shootingMinHit: 1 }).trace.some((e) => e.type === "note" && e.rule === "VIV-AMB-20")).toBe(
      true,
    );
    expect(odds(hitsDistribution(4, 3)).probability(0).toString()).toBe("2401/10000");
  });
});

describe("vivid: who may shoot and with how many dice (VIV-SHOOT-1, VIV-MG-1, VIV-MG-2, VIV-TRAIT-P1)", () => {
  it("VIV-EX-1: 10 rifle figures fire: 10 D10 consumed", () => {
    const dice = scriptedDice(d10(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    expect(resolve(volleyHits({ shooters: riflemen(10), target: thugs(10), context: { distance: 10 } }), dice).value).toBe(6);
    expect(dice.remaining()).toBe(0);
  });

  it("VIV-EX-4 VIV-MG-1 VIV-AMB-16: HMG with crew 2 / 1, Lewis with crew 1: 4 / 2 / 4 dice; 2 under the option", () => {
    const g = soldier("g");
    expect(shotDice(g, VIVID_WEAPONS.mg).dice).toBe(4);
    expect(shotDice(g, { ...VIVID_WEAPONS.mg, crew: 1 }).dice).toBe(2);
    expect(shotDice(g, { ...VIVID_WEAPONS.mg, mgType: "lewis", crew: 1 }).dice).toBe(4);
    expect(shotDice(g, { ...VIVID_WEAPONS.mg, mgType: "lewis", crew: 1 }, { lewisSingleCrewDice: 2 }).dice).toBe(2);
  });

  it("VIV-MG-1 VIV-AMB-17: a Maxim sets up for a turn after moving (0 turns under the option); a loaded Lewis fires after any move", () => {
    const g = soldier("g");
    expect(canFire(g, { ...VIVID_WEAPONS.mg, turnsSinceMoved: 1 }, { distance: 10 }).reasons[0]).toMatchObject({
      code: "MAXIM_NOT_SET_UP",
      rule: "VIV-AMB-17",
    });
    expect(canFire(g, { ...VIVID_WEAPONS.mg, turnsSinceMoved: 1 }, { distance: 10 }, undefined, { maximSetupTurns: 0 }).ok).toBe(true);
    const lewis = { ...VIVID_WEAPONS.mg, mgType: "lewis" as const };
    expect(canFire(g, lewis, { distance: 10, shooterMoved: true }).ok).toBe(true);
    expect(canFire(g, { ...lewis, turnsFiredSinceReload: 3 }, { distance: 10 }).reasons[0]?.code).toBe("LEWIS_MUST_RELOAD");
  });

  it("VIV-MG-2: machine-gun type weapons roll 3 dice per figure, no reload", () => {
    expect(shotDice(soldier("g"), VIVID_WEAPONS.smallArmsMg)).toMatchObject({ dice: 3, trace: [{ rule: "VIV-MG-2" }] });
  });

  it("VIV-TRAIT-P1: Ambidextrous with two pistols rolls 2 dice", () => {
    const pc = soldier("pc", VIVID_WEAPONS.pistolBow, {
      class: "PC",
      traits: [VIVID_TRAITS.ambidextrous],
      weapons: [VIVID_WEAPONS.pistolBow, VIVID_WEAPONS.pistolBow],
    });
    expect(shotDice(pc, VIVID_WEAPONS.pistolBow).dice).toBe(2);
  });

  it("VIV-SHOOT-1 VIV-TRAIT-P8 VIV-TRAIT-N1 VIV-WOUND-4 VIV-MOR-6 VIV-MOR-12: line of sight, range, flying, blind side, wounded, routing, disrupted, stunned", () => {
    const r = soldier("r");
    const w = VIVID_WEAPONS.boltRifle;
    expect(canFire(r, w, { distance: 10, lineOfSight: false }).reasons[0]?.code).toBe("NO_LINE_OF_SIGHT");
    expect(canFire(r, w, { distance: 15 }).reasons[0]?.code).toBe("OUT_OF_RANGE");
    expect(canFire({ ...r, status: { flying: true } }, w, { distance: 10 }).reasons[0]).toMatchObject({ code: "FLYING", rule: "VIV-TRAIT-P8" });
    const oneEye = { ...r, traits: [{ ...VIVID_TRAITS.blindEye, side: "right" as const }] };
    expect(canFire(oneEye, w, { distance: 10, bearingDeg: 20 }).reasons[0]).toMatchObject({ code: "BLIND_SIDE", rule: "VIV-TRAIT-N1" });
    expect(canFire({ ...r, status: { wound: "wounded" } }, w, { distance: 10 }).reasons[0]?.rule).toBe("VIV-WOUND-4");
    expect(canFire({ ...r, status: { routing: true } }, w, { distance: 10 }).reasons[0]?.rule).toBe("VIV-MOR-6");
    expect(canFire({ ...r, status: { disrupted: true } }, w, { distance: 10 }).reasons[0]?.rule).toBe("VIV-MOR-12");
    expect(canFire({ ...r, status: { stunned: true, wound: "unconscious" } }, w, { distance: 10 }).reasons.map((x) => x.code)).toEqual([
      "UNCONSCIOUS",
      "STUNNED",
    ]);
    const plan = volleyPlan({ shooters: [r, { ...r, id: "r2", status: { wound: "wounded" } }], target: thugs(2), context: { distance: 10 } });
    expect(plan.map((p) => p.fires)).toEqual([true, false]);
  });

  it("VIV-TRAIT-N4: a Clumsy PC tests luck before any shot; a failure means no dice", () => {
    const pc = soldier("pc", VIVID_WEAPONS.pistolBow, { class: "PC", luck: 5, traits: [VIVID_TRAITS.clumsy] });
    const input = { shooters: [pc], target: thugs(1), context: { distance: 10 } };
    expect(resolve(shootingVolley(input), scriptedDice(["d10:6"])).value).toEqual({
      hits: 0,
      dropped: ["pc"],
      allocation: {},
      shooters: [{ ...pc, status: { droppedWeapon: true } }],
    });
    expect(resolve(shootingVolley(input), scriptedDice(["d10:5", "d10:4"])).value).toEqual({ hits: 1, dropped: [], allocation: { t1: 1 } });
    // Near Sighted caps Luck at 6 (VIV-AMB-5): Luck 8 tests at 6
    const specs = { ...pc, luck: 8, traits: [VIVID_TRAITS.clumsy, VIVID_TRAITS.nearSighted] };
    expect(
      odds(volleyHits({ ...input, shooters: [specs] }))
        .probability(1)
        .toString(),
    ).toBe("9/25");
    expect(
      odds(volleyHits({ ...input, shooters: [specs] }, { nearSightedCaps: "none" }))
        .probability(1)
        .toString(),
    ).toBe("12/25");
  });
});

describe("vivid hit allocation (VIV-SHOOT-5, VIV-AMB-21)", () => {
  const pc = soldier("pc", VIVID_WEAPONS.boltRifle, { class: "PC", luck: 5 });
  const target = thugs(5);
  const context = { distance: 10 };

  it("VIV-SHOOT-5 VIV-AMB-21: a PC shooter picks its target on a D6 of 5-6, otherwise the hit is random", () => {
    const input = { shooters: [pc], target, context, chosenTargetIds: ["t4"] };
    expect(resolve(shootingVolley(input), scriptedDice(["d10:1", "d6:5"])).value.allocation).toEqual({ t4: 1 });
    expect(resolve(shootingVolley(input), scriptedDice(["d10:1", "d6:4", "d10:1"])).value.allocation).toEqual({ t1: 1 });
    // P = 3/5 (hit) x (1/3 pick + 2/3 x 1/5 random) = 7/25
    expect(
      odds(shootingVolley(input))
        .probability((v) => v.allocation.t4 === 1)
        .toString(),
    ).toBe("7/25");
    // a non-PC shooter never picks
    expect(resolve(shootingVolley({ ...input, shooters: [soldier("r")] }), scriptedDice(["d10:1", "d10:10"])).value.allocation).toEqual({ t5: 1 });
  });

  it("VIV-AMB-21: under 'shooterChooses' every hit goes to the chosen figures in turn, no dice", () => {
    const input = { shooters: riflemen(3), target, context, chosenTargetIds: ["t2", "t3"] };
    expect(resolve(shootingVolley(input, { allocation: "shooterChooses" }), scriptedDice(d10(1, 1, 1))).value.allocation).toEqual({ t2: 2, t3: 1 });
    expect(resolve(shootingVolley({ ...input, chosenTargetIds: [] }, { allocation: "shooterChooses" }), scriptedDice(d10(1, 9, 9))).value.allocation).toEqual({
      t1: 1,
    });
  });
});

describe("vivid machine-gun following fire (VIV-MG-3, VIV-AMB-18)", () => {
  const gunner = soldier("g", VIVID_WEAPONS.mg);
  const targets = [
    { id: "t1", x: 0, y: 0 },
    { id: "t2", x: 3, y: 0 },
    { id: "t3", x: 6, y: 0 },
    { id: "t4", x: 20, y: 0 },
  ];
  const input = { shooter: gunner, declaredTargetId: "t1", targets, context: { distance: 12 } };

  it('VIV-MG-3: after a hit the next die goes within 4" of the previous hit; a miss keeps the target', () => {
    // n = 4 + 2 (stationary) = 6 at 12" (short 10", long 20")
    expect(resolve(followingFire(input), scriptedDice(d10(2, 9, 1, 3))).value).toEqual({ hits: 3, allocation: { t1: 1, t2: 1, t3: 1 }, unplaced: 0 });
  });

  it('VIV-AMB-18 VIV-AMB-44: anchored on the first hit, t3 (6" from t1) is out of reach; distinctOnly rolls no more dice', () => {
    expect(resolve(followingFire(input, { followAnchor: "firstHit", followingFireTarget: "distinctOnly" }), scriptedDice(d10(2, 1))).value).toEqual({
      hits: 2,
      allocation: { t1: 1, t2: 1 },
      unplaced: 2,
    });
    expect(odds(followingFire(input)).total().toString()).toBe("1");
  });

  it("VIV-MG-3: a gun that may not fire rolls nothing", () => {
    expect(resolve(followingFire({ ...input, context: { distance: 30 } }), scriptedDice([])).value).toEqual({ hits: 0, allocation: {}, unplaced: 0 });
  });
});

describe("vivid volley extras", () => {
  it("VIV-SHOOT-4: a lone target takes every hit", () => {
    expect(
      resolve(shootingVolley({ shooters: riflemen(2), target: unitOf("x", [soldier("x")]), context: { distance: 10 } }), scriptedDice(d10(1, 1))).value
        .allocation,
    ).toEqual({ x: 2 });
  });
});

describe("vivid special weapons (VIV-EX-5, VIV-AMB-36, VIV-AMB-37)", () => {
  it("VIV-EX-5 VIV-AMB-36: the machine pistol: full auto 4 dice at base 3, single shot 1 die at base 5", async () => {
    const { VIVID_MACHINE_PISTOL } = await import("../../src/vivid/index.js");
    const pc = soldier("pc", VIVID_MACHINE_PISTOL.fullAuto, { class: "PC" });
    expect(shotDice(pc, VIVID_MACHINE_PISTOL.fullAuto).dice).toBe(4);
    expect(hitNumber(pc, VIVID_MACHINE_PISTOL.fullAuto, { distance: 10, shooterMoved: true }).n).toBe(3);
    expect(shotDice(pc, VIVID_MACHINE_PISTOL.singleShot).dice).toBe(1);
    expect(hitNumber(pc, VIVID_MACHINE_PISTOL.singleShot, { distance: 10, shooterMoved: true }).n).toBe(5);
  });

  it("VIV-AMB-37: the high-powered rifle keeps its printed 3 dice", () => {
    expect(shotDice(soldier("h", VIVID_WEAPONS.highPoweredRifle), VIVID_WEAPONS.highPoweredRifle).dice).toBe(3);
  });
});

describe("vivid weapon state (VIV-MG-1)", () => {
  it("VIV-MG-1: a Lewis counts firing turns even when its crew moved; reloading resets; a Maxim counts turns since moving", async () => {
    const { weaponAfterTurn } = await import("../../src/vivid/index.js");
    const lewis = { ...VIVID_WEAPONS.mg, mgType: "lewis" as const, turnsFiredSinceReload: 1 };
    expect(weaponAfterTurn(lewis, { moved: true, fired: true })).toMatchObject({ ok: true, weapon: { turnsFiredSinceReload: 2 } });
    expect(weaponAfterTurn(lewis, { moved: true, fired: false, reloading: true })).toMatchObject({ ok: false, rule: "VIV-MG-1" });
    expect(weaponAfterTurn({ ...VIVID_WEAPONS.mg, turnsSinceMoved: 1 }, { moved: false, fired: false })).toMatchObject({
      ok: true,
      weapon: { turnsSinceMoved: 2 },
    });
    expect(weaponAfterTurn(VIVID_WEAPONS.musket, { moved: false, fired: false })).toEqual({ ok: true, weapon: VIVID_WEAPONS.musket });
  });
});

describe("vivid following fire input (VIV-MG-3)", () => {
  it("VIV-MG-3: the declared target must be among the placed targets", () => {
    const gunner = soldier("g", VIVID_WEAPONS.mg);
    expect(() => followingFire({ shooter: gunner, declaredTargetId: "nobody", targets: [{ id: "t1", x: 0, y: 0 }], context: { distance: 12 } })).toThrow(
      /declaredTargetId/,
    );
  });
});
