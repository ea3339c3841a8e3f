import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import {
  acidVapour,
  breathe,
  canFire,
  type Figure,
  flashGrenade,
  type Gadget,
  gadgetTurnStart,
  gasExposure,
  grapplingLine,
  madnessMist,
  resolveHandToHand,
  shielded,
  smokeBlocks,
  smokeCloud,
  VIVID_GADGETS,
  VIVID_WEAPONS,
  whipTrick,
  zipWire,
} from "../../src/vivid/index.js";

const thug: Figure = { id: "t1", name: "Thug", class: "Combatant", weapons: [VIVID_WEAPONS.boltRifle] };
const jack: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5 };
const p = <T>(c: Parameters<typeof odds<T>>[0], pred: (v: T) => boolean) => odds(c).probability(pred).toString();

describe("vivid gadgets: smoke, vapour and mist", () => {
  it('VIV-GAD-4: a smoke bomb is a 5" cloud lasting 2 turns (fewer in a strong wind, the GM says how many) that blocks every sight line through it', () => {
    const cloud = smokeCloud({ x: 0, y: 0 }, { strongWind: false });
    expect(cloud).toEqual({ x: 0, y: 0, radiusInches: 5, durationTurns: 2 });
    expect(smokeCloud({ x: 0, y: 0 }, { strongWind: true, gmDurationTurns: 1 }).durationTurns).toBe(1);
    expect(() => smokeCloud({ x: 0, y: 0 }, { strongWind: true })).toThrow(/gmDurationTurns/);
    expect(smokeBlocks(cloud, { x: -10, y: 0 }, { x: 10, y: 0 }, 0)).toBe(true);
    expect(smokeBlocks(cloud, { x: -10, y: 5 }, { x: 10, y: 5 }, 1)).toBe(true);
    expect(smokeBlocks(cloud, { x: -10, y: 5.1 }, { x: 10, y: 5.1 }, 0)).toBe(false);
    // gone after its 2 turns
    expect(smokeBlocks(cloud, { x: -10, y: 0 }, { x: 10, y: 0 }, 2)).toBe(false);
    // a sight line that stops short of the cloud is not blocked
    expect(smokeBlocks(cloud, { x: -20, y: 0 }, { x: -6, y: 0 }, 0)).toBe(false);
    expect(() => smokeBlocks(cloud, { x: Number.NaN, y: 0 }, { x: 1, y: 1 }, 0)).toThrow(RulesError);
  });

  it("VIV-GAD-15: acid vapour is resolved as poison gas, and a killed victim is dissolved", () => {
    const r = resolve(acidVapour(thug, 1), scriptedDice(["d10:4", "d6:1"]));
    expect(r.value).toMatchObject({ heldBreath: false, dissolved: true });
    expect(r.trace.some((e) => e.type === "note" && e.rule === "VIV-GAD-15")).toBe(true);
    expect(resolve(acidVapour(thug, 2), scriptedDice(["d10:8"])).value).toMatchObject({ heldBreath: true, dissolved: false });
    expect(p(acidVapour(thug, 1), (v) => v.dissolved)).toBe("3/5");
    expect(VIVID_GADGETS.acidVapour.effect).toMatchObject({ kind: "poisonGas", holdBreathOnOrAbove: 7, woundModifiers: [3, 2, 1], result: "dissolved" });
  });

  it("VIV-GAD-16: madness mist: a D10 of 7 or more holds the breath (P 2/5); otherwise 2 turns of frenzy, then a turn of recovery", () => {
    expect(resolve(madnessMist(thug), scriptedDice(["d10:7"])).value).toMatchObject({ heldBreath: true, frenzied: false, figure: thug });
    const mad = resolve(madnessMist(thug), scriptedDice(["d10:2"])).value;
    expect(mad.frenzied).toBe(true);
    expect(mad.figure.status).toMatchObject({ frenzyTurnsLeft: 2, inactiveTurnsLeft: 1 });
    expect(p(madnessMist(thug), (v) => v.frenzied)).toBe("3/5");
    // a figure already down rolls nothing
    const down: Figure = { ...thug, status: { wound: "unconscious" } };
    expect(resolve(madnessMist(down), scriptedDice([])).value).toEqual({ heldBreath: false, frenzied: false, figure: down });
    // turn 2: still frenzied; turn 3: the madness has passed, it recovers (no move, no shot); turn 4: normal
    const t2 = gadgetTurnStart(mad.figure);
    expect(t2.status).toMatchObject({ frenzyTurnsLeft: 1, stunned: false });
    const t3 = gadgetTurnStart(t2);
    expect(t3.status).toMatchObject({ frenzyTurnsLeft: 0, stunned: true, inactiveTurnsLeft: 0 });
    expect(canFire(t3, VIVID_WEAPONS.boltRifle, { distance: 5 })).toMatchObject({ ok: false });
    expect(gadgetTurnStart(t3).status?.stunned).toBe(false);
  });

  it("VIV-GAD-10: the underwater breather holds 4 turns of air; it negates a gas only when the GM says so", () => {
    let b: Gadget = VIVID_GADGETS.underwaterBreather;
    const seen: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const turn = breathe(b, true);
      seen.push(turn.negatesGas);
      b = turn.breather;
    }
    expect(seen).toEqual([true, true, true, true, false]);
    expect(b.airTurns).toBe(0);
    expect(breathe(VIVID_GADGETS.underwaterBreather, false)).toMatchObject({ breathing: true, negatesGas: false });
    // a larger tank is the GM's: untracked air starts at the effect's turns
    const big: Gadget = { ...VIVID_GADGETS.underwaterBreather, effect: { kind: "airSupply", turns: 8 } };
    const untracked: Gadget = { id: big.id, name: big.name, origin: big.origin, effect: big.effect };
    expect(breathe(untracked, true).breather.airTurns).toBe(7);
    // protected: no hold-breath roll at all
    expect(resolve(shielded(true, gasExposure(thug, 1), thug), scriptedDice([])).value).toMatchObject({ heldBreath: true });
    expect(resolve(shielded(false, gasExposure(thug, 1), thug), scriptedDice(["d10:9"])).value.heldBreath).toBe(true);
  });
});

describe("vivid gadgets: flash grenade", () => {
  const targets = [
    { figure: thug, distance: 8, warned: false },
    { figure: { ...thug, id: "t2" }, distance: 8.5, warned: false },
    { figure: jack, distance: 1, warned: true },
  ];

  it("VIV-GAD-9: every enemy within 8\" of the impact is stunned for the rest of the turn (no move, no shot); the warned thrower's unit is immune", () => {
    const r = flashGrenade(5, targets);
    expect(r).toMatchObject({ thrown: true, stunned: ["t1"] });
    const stunned = r.figures[0] as Figure;
    expect(stunned.status?.stunned).toBe(true);
    expect(r.figures[2]).toEqual(jack);
    expect(canFire(stunned, VIVID_WEAPONS.boltRifle, { distance: 5 })).toMatchObject({ ok: false });
    // it lasts that turn only
    expect(gadgetTurnStart(stunned).status?.stunned).toBe(false);
  });

  it('VIV-AMB-35: the throw reaches 6" by default (thrown-spear short range); with flashGrenadeRangeInches 8 a 7" throw lands', () => {
    expect(flashGrenade(6, targets).thrown).toBe(true);
    expect(flashGrenade(7, targets)).toMatchObject({ thrown: false, reason: "OUT_OF_RANGE", stunned: [] });
    expect(flashGrenade(7, targets, { options: { flashGrenadeRangeInches: 8 } }).stunned).toEqual(["t1"]);
  });

  it("VIV-AMB-35: a stunned figure cannot fight back in hand-to-hand", () => {
    const brawler: Figure = { ...jack, handToHandClass: "trained" };
    const stunned = flashGrenade(5, [{ figure: thug, distance: 2, warned: false }]).figures[0] as Figure;
    const fight = { active: [brawler], passive: [stunned], attacks: [{ attackerId: "t1", targetId: "jack" }] };
    const r = resolve(resolveHandToHand(fight), scriptedDice([]));
    expect(r.value.strikes[0]).toMatchObject({ hits: 0, reason: "stunned" });
  });
});

describe("vivid gadgets: getting about", () => {
  it("VIV-GAD-1: the grappling line reaches 3 storeys; 2 storeys take a whole turn's movement; other heights cost what the GM says", () => {
    expect(grapplingLine(2, 6)).toEqual({ possible: true, movementUsed: 6, movementLeft: 0 });
    expect(grapplingLine(1, 6, 2)).toEqual({ possible: true, movementUsed: 2, movementLeft: 4 });
    expect(grapplingLine(3, 6, 9)).toEqual({ possible: true, movementUsed: 6, movementLeft: 0 });
    expect(grapplingLine(4, 6)).toMatchObject({ possible: false, reason: "TOO_HIGH" });
    expect(() => grapplingLine(1, 6)).toThrow(/GM decides/);
  });

  const shot = { stationary: true, distance: 14, anchorLower: true, fallbackRate: 6 };

  it('VIV-GAD-11: the zip wire: a stationary PC, 14" to a lower point, a luck roll: pass zips down (no further move, may shoot or fight); fail: half a move', () => {
    expect(resolve(zipWire(jack, shot), scriptedDice(["d10:5"])).value).toEqual({ fired: true, arrived: true, furtherMoveInches: 0 });
    expect(resolve(zipWire(jack, shot), scriptedDice(["d10:6"])).value).toEqual({ fired: true, arrived: false, furtherMoveInches: 3 });
    expect(p(zipWire(jack, shot), (v) => v.arrived)).toBe("1/2");
    expect(resolve(zipWire(jack, { ...shot, stationary: false }), scriptedDice([])).value.reason).toBe("MOVED");
    expect(resolve(zipWire(jack, { ...shot, distance: 14.5 }), scriptedDice([])).value.reason).toBe("OUT_OF_RANGE");
    expect(resolve(zipWire(jack, { ...shot, anchorLower: false }), scriptedDice([])).value.reason).toBe("NOT_LOWER");
  });

  const swing = { action: "swing", gmStructure: true, gapInches: 6, swingers: 2 } as const;

  it('VIV-GAD-24: a whip swing needs a whip hit (base 6) and a luck roll: P 3/10 at Luck 5; up to 2 figures over a gap up to 6"', () => {
    const ok = resolve(whipTrick(jack, swing), scriptedDice(["d10:6", "d10:5"]));
    expect(ok.value).toEqual({ attempted: true, hit: true, luck: "passed", success: true });
    expect(ok.trace.some((e) => e.type === "note" && e.rule === "VIV-GAD-24" && e.text.includes("base 6"))).toBe(true);
    expect(resolve(whipTrick(jack, swing), scriptedDice(["d10:6", "d10:6"])).value).toMatchObject({ hit: true, luck: "failed", success: false });
    expect(resolve(whipTrick(jack, swing), scriptedDice(["d10:7"])).value).toMatchObject({ hit: false, success: false });
    expect(p(whipTrick(jack, swing), (v) => v.success)).toBe("3/10");
    expect(resolve(whipTrick(jack, { ...swing, gapInches: 6.5 }), scriptedDice([])).value.reason).toBe("GAP_TOO_WIDE");
    expect(resolve(whipTrick(jack, { ...swing, swingers: 3 }), scriptedDice([])).value.reason).toBe("TOO_MANY");
    expect(resolve(whipTrick(jack, { ...swing, gmStructure: false }), scriptedDice([])).value.reason).toBe("NO_STRUCTURE");
    expect(() => whipTrick(jack, { action: "swing", gapInches: 2, swingers: 1 })).toThrow(/GM's ruling/);
  });

  it("VIV-GAD-24: a PC's whip grabs an object or disarms an enemy on a whip hit (no luck roll); an armoured enemy is harder; only PCs do tricks", () => {
    expect(resolve(whipTrick(jack, { action: "grab" }), scriptedDice(["d10:6"])).value).toEqual({
      attempted: true,
      hit: true,
      luck: "notRolled",
      success: true,
    });
    expect(p(whipTrick(jack, { action: "grab" }), (v) => v.success)).toBe("3/5");
    const suit: Figure = { ...thug, armoured: "impervious" };
    expect(p(whipTrick(jack, { action: "disarm", opponent: suit }), (v) => v.success)).toBe("1/2");
    expect(resolve(whipTrick(thug, { action: "grab" }), scriptedDice([])).value.reason).toBe("NOT_A_PC");
    expect(() => whipTrick(jack, { action: "lasso" as "grab" })).toThrow(RulesError);
    // a house whip is data: base 8
    const bullwhip: Gadget = { ...VIVID_GADGETS.whip, effect: { kind: "whip", base: 8, reachInches: 3, swingGapInches: 6, swingFigures: 2 } };
    expect(p(whipTrick(jack, { action: "grab" }, { whip: bullwhip }), (v) => v.success)).toBe("4/5");
  });
});
