import { describe, expect, it } from "vitest";
import { explain, odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import {
  canFire,
  hitNumber,
  hitsDistribution,
  RUGGED_TRAITS,
  RUGGED_WEAPONS,
  rangeBand,
  shootingVolley,
  shotDice,
  volleyHits,
  volleyPlan,
} from "../../src/rugged/index.js";
import { riflemen, soldier, thugs, unitOf } from "./fixtures-shooting.js";

const d10 = (...faces: number[]) => faces.map((f) => `d10:${String(f)}`);
const sureShot = { ...RUGGED_TRAITS.sureShot, designatedWeapon: "bolt-action rifle" };
const prp = (extra = {}) => soldier("jack", RUGGED_WEAPONS.boltRifle, { class: "PRP", luck: 5, ...extra });

describe("rugged range bands (RUG-RANGE-1, RUG-RANGE-2)", () => {
  it("RUG-RANGE-1 RUG-RANGE-2 RUG-AMB-9: limits are inclusive and N/A bands do not exist", () => {
    expect(rangeBand(RUGGED_WEAPONS.boltRifle, 6)).toBe("short");
    expect(rangeBand(RUGGED_WEAPONS.boltRifle, 40)).toBe("medium");
    expect(rangeBand(RUGGED_WEAPONS.boltRifle, 60)).toBe("long");
    expect(rangeBand(RUGGED_WEAPONS.boltRifle, 60.5)).toBe("out");
    expect(rangeBand(RUGGED_WEAPONS.pistolBow, 15)).toBe("medium");
    expect(rangeBand(RUGGED_WEAPONS.thrownSpear, 7)).toBe("out");
    expect(rangeBand(RUGGED_WEAPONS.shotgun, 4)).toBe("short");
    expect(rangeBand(RUGGED_WEAPONS.mg, 61)).toBe("out");
  });

  it('RUG-DT-5: a pistol at 16" is out of range (medium 15", long N/A) and no dice are consumed', () => {
    const shooter = soldier("p1", RUGGED_WEAPONS.pistolBow);
    const verdict = canFire(shooter, RUGGED_WEAPONS.pistolBow, { distance: 16, shooterMode: "stationary" });
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons.map((r) => r.code)).toEqual(["OUT_OF_RANGE"]);
    const volley = shootingVolley({ shooters: [shooter], target: thugs(3), context: { distance: 16, shooterMode: "stationary" } });
    const dice = scriptedDice([]);
    expect(resolve(volley, dice).value).toEqual({ hits: 0, dropped: [], allocation: {} });
    expect(volleyPlan({ shooters: [shooter], target: thugs(3), context: { distance: 16, shooterMode: "stationary" } })[0]?.reasons[0]?.code).toBe(
      "OUT_OF_RANGE",
    );
  });
});

describe("rugged hit numbers (RUG-SHOOT-3, RUG-SHOOT-4)", () => {
  it('RUG-DT-1 RUG-SHOOT-3 RUG-AMB-6: 10 rifles at 30" stationary vs soft cover: 4 +2 -1 = 5, dice 1,5,6,10,3,7,2,9,4,8 give 5 hits', () => {
    const input = { shooters: riflemen(10), target: thugs(10), context: { distance: 30, cover: "soft" as const } };
    const h = hitNumber(soldier("r1"), RUGGED_WEAPONS.boltRifle, { distance: 30, cover: "soft", shooterMode: "stationary" });
    expect(h.n).toBe(5);
    expect(h.trace.filter((e) => e.type === "modifier").map((e) => [e.label, e.value, e.rule])).toEqual([
      ["shooter stationary", 2, "RUG-SHOOT-4"],
      ["target in soft cover", -1, "RUG-SHOOT-4"],
    ]);
    expect(resolve(volleyHits(input), scriptedDice(d10(1, 5, 6, 10, 3, 7, 2, 9, 4, 8))).value).toBe(5);
  });

  it("RUG-EX-1 RUG-SHOOT-2: a unit of 10 rifle-armed figures throws exactly 10 D10", () => {
    const dice = scriptedDice(d10(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    resolve(volleyHits({ shooters: riflemen(10), target: thugs(10), context: { distance: 30 } }), dice);
    expect(dice.remaining()).toBe(0);
    expect(() =>
      resolve(volleyHits({ shooters: riflemen(10), target: thugs(10), context: { distance: 30 } }), scriptedDice(d10(1, 2, 3, 4, 5, 6, 7, 8, 9))),
    ).toThrow(RulesError);
  });

  it('RUG-DT-2 RUG-MG-4: an SMG PRP at 5" on Patrol vs a target using a Combat move: 4 +2 -2 = 4, dice 4,5,1 give 2 hits', () => {
    const smg = soldier("jack", RUGGED_WEAPONS.smg, { class: "PRP", luck: 5 });
    const ctx = { distance: 5, shooterMode: "patrol" as const, targetMode: "combat" as const };
    expect(hitNumber(smg, RUGGED_WEAPONS.smg, ctx).n).toBe(4);
    expect(shotDice(smg, RUGGED_WEAPONS.smg).dice).toBe(3);
    expect(resolve(volleyHits({ shooters: [smg], target: thugs(5), context: ctx }), scriptedDice(d10(4, 5, 1))).value).toBe(2);
  });

  it('RUG-DT-3 RUG-AMB-7: rifle at 50" (long), shooter Combat move, target unspotted: (4 -1 +2) = 5 -> ceil(5/2) = 3; a 3 hits', () => {
    const ctx = { distance: 50, shooterMode: "combat" as const, targetSpotted: false };
    const h = hitNumber(soldier("r1"), RUGGED_WEAPONS.boltRifle, ctx);
    expect(h.n).toBe(3);
    expect(h.trace.some((e) => e.type === "note" && e.rule === "RUG-AMB-7")).toBe(true);
    expect(resolve(volleyHits({ shooters: [soldier("r1")], target: thugs(1), context: ctx }), scriptedDice(d10(3))).value).toBe(1);
  });

  it("RUG-AMB-7: the unspotted halving under its alternatives (first; rounding down)", () => {
    const ctx = { distance: 50, shooterMode: "combat" as const, targetSpotted: false };
    // first: ceil(4/2) + (-1 + 2) = 3; last, down: floor(5/2) = 2; first, down: 2 + 1 = 3
    expect(hitNumber(soldier("r1"), RUGGED_WEAPONS.boltRifle, ctx, undefined, { unspottedOrder: "first" }).n).toBe(3);
    expect(hitNumber(soldier("r1"), RUGGED_WEAPONS.boltRifle, ctx, undefined, { unspottedRounding: "down" }).n).toBe(2);
    const short = { distance: 5, shooterMode: "stationary" as const, targetSpotted: false, cover: "soft" as const };
    // 4 +2 +2 -1 = 7 -> last/up 4; first/up: 2 + 3 = 5
    expect(hitNumber(soldier("r1"), RUGGED_WEAPONS.boltRifle, short).n).toBe(4);
    expect(hitNumber(soldier("r1"), RUGGED_WEAPONS.boltRifle, short, undefined, { unspottedOrder: "first" }).n).toBe(5);
  });

  it('RUG-DT-4 RUG-TRAIT-P3: a Sure Shot PRP with its rifle at 55" vs a target charging it: 6 -1 +1 = 6; a 7 misses', () => {
    const jack = prp({ traits: [sureShot] });
    const ctx = { distance: 55, shooterMode: "patrol" as const, targetChargingShooter: true };
    const h = hitNumber(jack, RUGGED_WEAPONS.boltRifle, ctx);
    expect(h.base).toBe(6);
    expect(h.n).toBe(6);
    expect(resolve(volleyHits({ shooters: [jack], target: thugs(1), context: ctx }), scriptedDice(d10(7))).value).toBe(0);
    // Sure Shot is tied to its weapon: with a pistol the base stays 4
    expect(hitNumber(jack, RUGGED_WEAPONS.pistolBow, { distance: 10, shooterMode: "patrol" }).base).toBe(4);
  });

  it("RUG-SHOOT-4: routing target +1, medium -2, hard -3 cover, combat shooter vs combat target nets 0 (RUG-AMB-8)", () => {
    const r = soldier("r1");
    expect(hitNumber(r, RUGGED_WEAPONS.boltRifle, { distance: 20, shooterMode: "patrol", targetRouting: true }).n).toBe(5);
    expect(hitNumber(r, RUGGED_WEAPONS.boltRifle, { distance: 20, shooterMode: "patrol", cover: "medium" }).n).toBe(2);
    expect(hitNumber(r, RUGGED_WEAPONS.boltRifle, { distance: 20, shooterMode: "patrol", cover: "hard" }).n).toBe(1);
    expect(hitNumber(r, RUGGED_WEAPONS.boltRifle, { distance: 20, shooterMode: "combat", targetMode: "combat" }).n).toBe(4);
    expect(hitNumber(r, RUGGED_WEAPONS.boltRifle, { distance: 20, shooterMode: "patrol", gmModifier: 1 }).n).toBe(5);
  });

  it("RUG-SHOOT-5 RUG-AMB-10: n <= 0 never hits by default; with shootingMinHit 1 a 1 always hits", () => {
    const r = soldier("r1");
    const ctx = { distance: 50, shooterMode: "patrol" as const, cover: "hard" as const, targetMode: "combat" as const };
    expect(hitNumber(r, RUGGED_WEAPONS.boltRifle, ctx).n).toBe(-2);
    const input = { shooters: [r], target: thugs(1), context: ctx };
    expect(odds(volleyHits(input)).probability(1).toString()).toBe("0");
    expect(hitNumber(r, RUGGED_WEAPONS.boltRifle, ctx, undefined, { shootingMinHit: 1 }).n).toBe(1);
    expect(
      odds(volleyHits(input, { shootingMinHit: 1 }))
        .probability(1)
        .toString(),
    ).toBe("1/10");
  });

  it("RUG-SHOOT-5: hits of k dice at n are Binomial(k, n/10), clamped", () => {
    expect(odds(hitsDistribution(2, 5)).probability(1).toString()).toBe("1/2");
    expect(odds(hitsDistribution(3, 12)).probability(3).toString()).toBe("1");
    expect(odds(hitsDistribution(10, 5)).mean().toString()).toBe("5");
  });

  it("RUG-SHOOT-1: a shooter's mode must be known", () => {
    expect(() => hitNumber(soldier("r1"), RUGGED_WEAPONS.boltRifle, { distance: 10 })).toThrow(/shooterMode/);
  });
});

describe("rugged: who may shoot (RUG-SHOOT-1, RUG-MOVE-1, RUG-MUSKET-1, RUG-MG-2, RUG-MG-3)", () => {
  const r = soldier("r1");
  it("RUG-SHOOT-1 RUG-MOVE-1: marching, running and charging figures may not shoot; no line of sight, no shot", () => {
    expect(canFire(r, RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "march" }).reasons[0]?.code).toBe("MARCHING");
    expect(canFire(r, RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "run" }).reasons[0]?.code).toBe("RUNNING");
    expect(canFire(r, RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "charge" }).reasons[0]?.code).toBe("CHARGING");
    expect(canFire(r, RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "patrol", lineOfSight: false }).reasons[0]?.code).toBe("NO_LINE_OF_SIGHT");
    expect(canFire(r, RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "patrol" }).ok).toBe(true);
    expect(canFire(r, undefined, { distance: 10, shooterMode: "patrol" }).reasons[0]?.code).toBe("NO_WEAPON");
    // the unit's mode is used when the context does not name one
    expect(canFire(r, RUGGED_WEAPONS.boltRifle, { distance: 10 }, riflemen(1, "run")).reasons[0]?.code).toBe("RUNNING");
  });

  it("RUG-MUSKET-1: a musket fires after a stationary or Combat turn, or when loaded earlier", () => {
    const m = RUGGED_WEAPONS.musket;
    expect(canFire(r, m, { distance: 10, shooterMode: "patrol" }).reasons[0]?.code).toBe("MUSKET_NOT_LOADED");
    expect(canFire(r, m, { distance: 10, shooterMode: "combat" }).ok).toBe(true);
    expect(canFire(r, { ...m, loaded: true }, { distance: 10, shooterMode: "patrol" }).ok).toBe(true);
  });

  it("RUG-MG-2 RUG-AMB-15: a Maxim moved in turn t fires from t+2 (maximSetupTurns 1), from t+1 with 0", () => {
    const mg = RUGGED_WEAPONS.mg;
    expect(canFire(r, { ...mg, turnsSinceMoved: 1 }, { distance: 20, shooterMode: "stationary" }).reasons[0]?.code).toBe("MAXIM_NOT_SET_UP");
    expect(canFire(r, { ...mg, turnsSinceMoved: 2 }, { distance: 20, shooterMode: "stationary" }).ok).toBe(true);
    expect(canFire(r, { ...mg, turnsSinceMoved: 1 }, { distance: 20, shooterMode: "stationary" }, undefined, { maximSetupTurns: 0 }).ok).toBe(true);
    expect(canFire(r, { ...mg, turnsSinceMoved: 0 }, { distance: 20, shooterMode: "stationary" }, undefined, { maximSetupTurns: 0 }).ok).toBe(false);
  });

  it("RUG-MG-3 RUG-AMB-16: a Lewis reloads after 3 firing turns and fires after a move only with a Combat move", () => {
    const lewis = { ...RUGGED_WEAPONS.mg, name: "Lewis gun", mgType: "lewis" as const };
    expect(canFire(r, { ...lewis, turnsFiredSinceReload: 3 }, { distance: 20, shooterMode: "stationary" }).reasons[0]?.code).toBe("LEWIS_MUST_RELOAD");
    expect(canFire(r, { ...lewis, reloading: true }, { distance: 20, shooterMode: "stationary" }).reasons[0]?.code).toBe("LEWIS_RELOADING");
    expect(canFire(r, lewis, { distance: 20, shooterMode: "patrol" }).reasons[0]?.code).toBe("LEWIS_MOVED");
    expect(canFire(r, lewis, { distance: 20, shooterMode: "combat" }).ok).toBe(true);
    expect(canFire(r, { ...lewis, crew: 0 }, { distance: 20, shooterMode: "combat" }).reasons[0]?.code).toBe("NO_CREW");
  });

  it("RUG-TRAIT-N1 RUG-AMB-20: a Blind Eye (left) PRP sees 0-45 degrees to the right only; others see the default arc", () => {
    const oneEye = prp({ traits: [{ ...RUGGED_TRAITS.blindEye, side: "left" as const }] });
    expect(canFire(oneEye, RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "patrol", bearingDeg: 30 }).ok).toBe(true);
    expect(canFire(oneEye, RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "patrol", bearingDeg: -10 }).reasons[0]).toMatchObject({
      code: "BLIND_SIDE",
      rule: "RUG-TRAIT-N1",
    });
    const rightBlind = prp({ traits: [{ ...RUGGED_TRAITS.blindEye, side: "right" as const }] });
    expect(canFire(rightBlind, RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "patrol", bearingDeg: -40 }).ok).toBe(true);
    expect(canFire(r, RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "patrol", bearingDeg: 170 }).ok).toBe(true);
    expect(
      canFire(r, RUGGED_WEAPONS.boltRifle, { distance: 10, shooterMode: "patrol", bearingDeg: 100 }, undefined, { defaultFieldOfViewDeg: 180 }).reasons[0]
        ?.rule,
    ).toBe("RUG-AMB-20");
  });

  it("RUG-SHOOT-1 RUG-TRAIT-P10 RUG-TRAIT-N4: wounded, routing, flying and weapon-dropped figures may not shoot", () => {
    const ctx = { distance: 10, shooterMode: "patrol" as const };
    expect(canFire({ ...r, status: { wound: "wounded" } }, RUGGED_WEAPONS.boltRifle, ctx).reasons[0]?.code).toBe("WOUNDED");
    expect(canFire({ ...r, status: { routing: true } }, RUGGED_WEAPONS.boltRifle, ctx).reasons[0]?.code).toBe("ROUTING");
    expect(canFire({ ...r, status: { flying: true } }, RUGGED_WEAPONS.boltRifle, ctx).reasons[0]).toMatchObject({ code: "FLYING", rule: "RUG-TRAIT-P10" });
    expect(canFire({ ...r, status: { droppedWeapon: true } }, RUGGED_WEAPONS.boltRifle, ctx).reasons[0]).toMatchObject({
      code: "DROPPED_WEAPON",
      rule: "RUG-TRAIT-N4",
    });
    expect(canFire({ ...r, status: { removed: true } }, RUGGED_WEAPONS.boltRifle, ctx).reasons[0]?.code).toBe("OUT_OF_ACTION");
  });
});

describe("rugged dice per shooter (RUG-SHOOT-2, RUG-MG-1, RUG-MG-4, RUG-TRAIT-P1)", () => {
  it("RUG-EX-4 RUG-MG-1 RUG-AMB-14: Maxim with 2 crew / 1 crew, Lewis with 1 crew: 4 / 2 / 4 dice (2 under the option)", () => {
    const g = soldier("g");
    expect(shotDice(g, RUGGED_WEAPONS.mg).dice).toBe(4);
    expect(shotDice(g, { ...RUGGED_WEAPONS.mg, crew: 1 }).dice).toBe(2);
    const lewis = { ...RUGGED_WEAPONS.mg, mgType: "lewis" as const, crew: 1 };
    expect(shotDice(g, lewis).dice).toBe(4);
    expect(shotDice(g, lewis, { lewisSingleCrewDice: 2 }).dice).toBe(2);
    expect(shotDice(g, lewis, { lewisSingleCrewDice: 2 }).trace[0]?.rule).toBe("RUG-AMB-14");
  });

  it("RUG-EX-5 RUG-MG-4: a BAR or SMG figure rolls 3 dice and has no reload state", () => {
    const g = soldier("g");
    expect(shotDice(g, RUGGED_WEAPONS.bar).dice).toBe(3);
    expect(shotDice(g, RUGGED_WEAPONS.smg).dice).toBe(3);
    expect(canFire(g, RUGGED_WEAPONS.bar, { distance: 10, shooterMode: "patrol" }).ok).toBe(true);
    const dice = scriptedDice(d10(1, 2, 3));
    resolve(volleyHits({ shooters: [soldier("b", RUGGED_WEAPONS.bar)], target: thugs(2), context: { distance: 10, shooterMode: "patrol" } }), dice);
    expect(dice.remaining()).toBe(0);
  });

  it("RUG-TRAIT-P1: Ambidextrous with two pistols rolls 2 dice at the same hit number; one pistol rolls 1", () => {
    const twoGuns = soldier("a", RUGGED_WEAPONS.pistolBow, {
      class: "PRP",
      luck: 5,
      traits: [RUGGED_TRAITS.ambidextrous],
      weapons: [RUGGED_WEAPONS.pistolBow, { ...RUGGED_WEAPONS.pistolBow, name: "second pistol" }],
    });
    expect(shotDice(twoGuns, RUGGED_WEAPONS.pistolBow).dice).toBe(2);
    expect(shotDice({ ...twoGuns, weapons: [RUGGED_WEAPONS.pistolBow] }, RUGGED_WEAPONS.pistolBow).dice).toBe(1);
    expect(hitNumber(twoGuns, RUGGED_WEAPONS.pistolBow, { distance: 10, shooterMode: "patrol" }).n).toBe(4);
    expect(shotDice(soldier("s", RUGGED_WEAPONS.shotgun), RUGGED_WEAPONS.shotgun).dice).toBe(2);
  });
});

describe("rugged hit allocation (RUG-SHOOT-6, RUG-SHOOT-7)", () => {
  it("RUG-SHOOT-6: each hit takes a die over the living roster; one figure may take several hits", () => {
    // 2 rifles hit (1, 1); roster of 5: a D10 read in pairs: 9 -> t5, 10 -> t5
    const input = { shooters: riflemen(2), target: thugs(5), context: { distance: 30 } };
    const { value, trace } = resolve(shootingVolley(input), scriptedDice(d10(1, 1, 9, 10)));
    expect(value).toEqual({ hits: 2, dropped: [], allocation: { t5: 2 } });
    expect(trace.filter((e) => e.type === "die" && e.rule === "RUG-SHOOT-6")).toHaveLength(2);
  });

  it("RUG-SHOOT-6 RUG-SHOOT-7: a roster of 7 uses a D8 and re-rolls an 8; killed figures are not in the roster", () => {
    const target = thugs(8);
    const dead = { ...target, members: target.members.map((m, i) => (i === 7 ? { ...m, status: { wound: "killed" as const } } : m)) };
    const input = { shooters: riflemen(1), target: dead, context: { distance: 30 } };
    expect(resolve(shootingVolley(input), scriptedDice(["d10:1", "d8:8", "d8:3"])).value.allocation).toEqual({ t3: 1 });
    const exact = odds(shootingVolley(input));
    // the 8 is re-rolled for as long as it comes up: each of the seven takes the hit with exactly 1/7
    expect(exact.probability((v) => v.hits === 1).toString()).toBe("3/5");
    for (let i = 1; i <= 7; i++) expect(exact.probability((v) => v.allocation[`t${String(i)}`] === 1).toString()).toBe("3/35");
    expect(exact.probability((v) => v.allocation.t8 !== undefined).toString()).toBe("0");
    // however many 8s come up first
    const eights = ["d10:1", ...Array.from({ length: 20 }, () => "d8:8"), "d8:6"];
    const { value, trace } = resolve(shootingVolley(input), scriptedDice(eights));
    expect(value.allocation).toEqual({ t6: 1 });
    expect(explain(trace).filter((l) => l.includes("re-roll above 7"))).toHaveLength(20); // the first D8 is the plain roll
  });

  it("RUG-SHOOT-6: a lone target takes every hit with no allocation die", () => {
    const input = { shooters: riflemen(2), target: unitOf("solo", [soldier("x")]), context: { distance: 30 } };
    expect(resolve(shootingVolley(input), scriptedDice(d10(1, 2))).value.allocation).toEqual({ x: 2 });
  });
});

describe("rugged: shooting a flying figure (RUG-AMB-28)", () => {
  it("RUG-AMB-28 RUG-TRAIT-P10: a figure flying with Ancient Training has no cover and no extra modifier", () => {
    const h = hitNumber(soldier("r"), RUGGED_WEAPONS.boltRifle, { distance: 20, shooterMode: "patrol", cover: "hard", targetFlying: true });
    expect(h.n).toBe(4);
    expect(h.trace.some((e) => e.type === "note" && e.rule === "RUG-AMB-28")).toBe(true);
  });
});

describe("rugged weapon state from turn to turn (RUG-MUSKET-1, RUG-MG-2, RUG-MG-3)", () => {
  it("RUG-MUSKET-1: a musket loads after a stationary or Combat turn without firing, then may fire after a Patrol move", async () => {
    const { weaponAfterTurn } = await import("../../src/rugged/index.js");
    const m = { ...RUGGED_WEAPONS.musket, loaded: false };
    const loaded = weaponAfterTurn(m, { mode: "combat", fired: false });
    expect(loaded).toMatchObject({ ok: true, weapon: { loaded: true } });
    if (loaded.ok) {
      expect(canFire(soldier("m"), loaded.weapon, { distance: 10, shooterMode: "patrol" }).ok).toBe(true);
      expect(weaponAfterTurn(loaded.weapon, { mode: "patrol", fired: true })).toMatchObject({ ok: true, weapon: { loaded: false } });
    }
    expect(weaponAfterTurn(m, { mode: "patrol", fired: false })).toMatchObject({ ok: true, weapon: { loaded: false } });
  });

  it("RUG-MG-3 RUG-AMB-16: a Lewis counts firing turns to 3; a reload turn needs a stationary crew and resets the count, early or not", async () => {
    const { weaponAfterTurn } = await import("../../src/rugged/index.js");
    const lewis = { ...RUGGED_WEAPONS.mg, mgType: "lewis" as const, turnsFiredSinceReload: 2 };
    const third = weaponAfterTurn(lewis, { mode: "combat", fired: true });
    expect(third).toMatchObject({ ok: true, weapon: { turnsFiredSinceReload: 3 } });
    expect(weaponAfterTurn(lewis, { mode: "combat", fired: false, reloading: true })).toMatchObject({
      ok: false,
      reason: "RELOAD_NEEDS_STATIONARY_CREW",
      rule: "RUG-MG-3",
    });
    expect(weaponAfterTurn(lewis, { mode: "stationary", fired: true, reloading: true })).toMatchObject({ ok: false, reason: "FIRED_WHILE_RELOADING" });
    expect(weaponAfterTurn(lewis, { mode: "stationary", fired: false, reloading: true })).toMatchObject({ ok: true, weapon: { turnsFiredSinceReload: 0 } });
  });

  it("RUG-MG-2 RUG-AMB-33: a Maxim counts whole turns since it moved, as the next turn reads them", async () => {
    const { weaponAfterTurn } = await import("../../src/rugged/index.js");
    const moved = weaponAfterTurn(RUGGED_WEAPONS.mg, { mode: "patrol", fired: false });
    expect(moved).toMatchObject({ ok: true, weapon: { turnsSinceMoved: 1 } });
    if (moved.ok) expect(weaponAfterTurn(moved.weapon, { mode: "stationary", fired: false })).toMatchObject({ ok: true, weapon: { turnsSinceMoved: 2 } });
    expect(weaponAfterTurn(RUGGED_WEAPONS.mg, { mode: "stationary", fired: true })).toEqual({ ok: true, weapon: RUGGED_WEAPONS.mg });
  });
});
