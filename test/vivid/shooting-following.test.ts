// Following fire inside the vivid volley (issue 11 item 7: VIV-MG-3, VIV-AMB-18, VIV-AMB-44): a machine gun in
// shootingVolley and the volleys with wounds rolls its dice one at a time, each later die at a figure within 4"
// of the one it hit, and its hits are wounded like any other. Expected figures worked out by hand from the text:
// a Maxim at 10" (short, +2) from a stationary gunner (+2) hits on 8 or less (4/5); a thug (Combatant) hit is
// killed unless every wound die shows 1 (VIV-WOUND-1: 2-4 wounded, 5-6 killed; VIV-WOUND-4: a non-PC's Wounded
// counts as Killed), so one die at him kills with 4/5 x 5/6 = 2/3.
import { describe, expect, it } from "vitest";
import { type Fraction, odds, resolve, scriptedDice } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import {
  type Figure,
  shootingVolley,
  shootingVolleyCasualties,
  shootingVolleyWithWounds,
  type Unit,
  VIVID_WEAPONS,
  volleyHits,
  volleyPlan,
} from "../../src/vivid/index.js";
import { soldier, thugs, unitOf } from "./fixtures-shooting.js";

const gunner = soldier("g", VIVID_WEAPONS.mg);
const ctx = { distance: 10 };
const close = [
  { id: "t1", x: 0, y: 0 },
  { id: "t2", x: 2, y: 0 },
];
const apart = [
  { id: "t1", x: 0, y: 0 },
  { id: "t2", x: 6, y: 0 },
];

/** P(figure id is killed afterwards). */
function killedOdds(chance: ReturnType<typeof shootingVolleyWithWounds>, id: string): Fraction {
  return odds(chance).probability((v) => v.outcomes[id]?.state === "killed");
}

describe("following fire in the volley (VIV-MG-3, VIV-AMB-44)", () => {
  it('VIV-MG-3 VIV-AMB-44 VIV-MG-1: a Maxim at a lone thug at 10" rolls all four dice at him: killed with 80/81 = 1 - (1/3)^4', () => {
    const input = { shooters: [gunner], target: thugs(1), context: ctx };
    expect(volleyPlan(input)[0]).toMatchObject({ dice: 4, n: 8 });
    expect(killedOdds(shootingVolleyWithWounds(input), "t1").toString()).toBe("80/81");
    // the casualties chance agrees, and the hits are all on him: P(4 hits) = (4/5)^4
    expect(
      odds(shootingVolleyCasualties(input))
        .probability((c) => c.killed === 1)
        .toString(),
    ).toBe("80/81");
    expect(
      odds(shootingVolley(input))
        .probability((o) => o.allocation.t1 === 4)
        .toString(),
    ).toBe("256/625");
    expect(odds(volleyHits(input)).mean().toString()).toBe("16/5");
  });

  it('VIV-MG-3 VIV-AMB-44 VIV-AMB-18: two thugs 2" apart, declared t1: the first hit on t1, every later die at t2 (t1 already hit)', () => {
    const input = { shooters: [gunner], target: thugs(2), context: ctx, targetPositions: close, perShooter: { g: { targetId: "t1" } } };
    const v = shootingVolleyWithWounds(input);
    // t1: killed when the gun hits at all and his wound die is not 1: (1 - (1/5)^4) x 5/6 = 104/125
    expect(killedOdds(v, "t1").toString()).toBe("104/125");
    // t2: first hit on die i (prob (1/5)^(i-1) 4/5), then 4 - i dice at him, each killing with 2/3:
    // sum_i (1/5)^(i-1) (4/5) (1 - (1/3)^(4-i)) = 3152/3375
    expect(killedOdds(v, "t2").toString()).toBe("3152/3375");
    // both: the first hit's wound die independent of the rest: sum_i (1/5)^(i-1) (4/5) (5/6) (1 - (1/3)^(4-i)) = 1576/2025
    expect(
      odds(shootingVolleyCasualties(input))
        .probability((c) => c.killed === 2)
        .toString(),
    ).toBe("1576/2025");
    // four hits: t1 one, t2 three, with (4/5)^4
    expect(
      odds(shootingVolley(input))
        .probability((o) => o.allocation.t1 === 1 && o.allocation.t2 === 3)
        .toString(),
    ).toBe("256/625");
    // played: hit, miss, hit, hit; wound dice 6 for t1, 1, 1 for t2 (both hits no effect: t2 fit)
    const { value, trace } = resolve(v, scriptedDice(["d10:3", "d10:9", "d10:8", "d10:1", "d6:6", "d6:1", "d6:1"]));
    expect(value.allocation).toEqual({ t1: 1, t2: 2 });
    expect(value.outcomes.t1?.state).toBe("killed");
    expect(value.outcomes.t2?.state).toBe("fit");
    expect(trace.some((e) => e.type === "die" && e.purpose === "machine gun at t2 (8 or less)" && e.rule === "VIV-MG-3")).toBe(true);
  });

  it('VIV-MG-3 VIV-AMB-44: a second figure 6" away is out of reach: every die stays on the first (80/81), the other is never hit', () => {
    const input = { shooters: [gunner], target: thugs(2), context: ctx, targetPositions: apart, perShooter: { g: { targetId: "t1" } } };
    const v = shootingVolleyWithWounds(input);
    expect(killedOdds(v, "t1").toString()).toBe("80/81");
    expect(
      odds(v)
        .probability((x) => x.allocation.t2 !== undefined)
        .toString(),
    ).toBe("0");
  });

  it("VIV-AMB-44 option followingFireTarget 'distinctOnly': after t1 and t2 are hit no die is rolled (at most two hits)", () => {
    const input = { shooters: [gunner], target: thugs(2), context: ctx, targetPositions: close, perShooter: { g: { targetId: "t1" } } };
    const o = { followingFireTarget: "distinctOnly" as const };
    // two hits: a first hit on die i, then a hit among the 4 - i dice left: sum_i (1/5)^(i-1) (4/5) (1 - (1/5)^(4-i)) = 608/625
    expect(odds(volleyHits(input, o)).probability(2).toString()).toBe("608/625");
    expect(odds(volleyHits(input, o)).probability(0).toString()).toBe("1/625");
    // t2 killed: hit (608/625 of the time... as above) then his die not 1: 304/375
    expect(killedOdds(shootingVolleyWithWounds(input, o), "t2").toString()).toBe("304/375");
  });

  it("VIV-MG-3 VIV-SHOOT-5: without a declared target the first target is rolled at random over the roster: P(t1 killed) = (104/125 + 3152/3375) / 2", () => {
    const input = { shooters: [gunner], target: thugs(2), context: ctx, targetPositions: close };
    expect(killedOdds(shootingVolleyWithWounds(input), "t1").toString()).toBe("596/675");
    expect(killedOdds(shootingVolleyWithWounds(input), "t2").toString()).toBe("596/675");
  });

  it("VIV-MG-3: without targetPositions every figure is in reach (the trace says so): the next not yet hit in roster order", () => {
    const input = { shooters: [gunner], target: thugs(3), context: ctx, perShooter: { g: { targetId: "t2" } } };
    const { value, trace } = resolve(shootingVolley(input), scriptedDice(["d10:1", "d10:1", "d10:1", "d10:1"]));
    // t2 first, then t1 (the first not yet hit in roster order), then t3, then t3 again (every other one hit)
    expect(value.allocation).toEqual({ t1: 1, t2: 1, t3: 2 });
    expect(trace.some((e) => e.type === "note" && e.rule === "VIV-MG-3" && /no target positions given/.test(e.text))).toBe(true);
  });

  it("VIV-AMB-44: the player names the next target within reach (nextTargetIds), e.g. the same figure again", () => {
    const input = {
      shooters: [gunner],
      target: thugs(2),
      context: ctx,
      targetPositions: close,
      perShooter: { g: { targetId: "t1", nextTargetIds: ["t1", "t1", "t2"] } },
    };
    const { value } = resolve(shootingVolley(input), scriptedDice(["d10:1", "d10:1", "d10:1", "d10:1"]));
    expect(value.allocation).toEqual({ t1: 3, t2: 1 });
  });

  it("VIV-MG-3 VIV-SHOOT-4: a rifle volley and a Maxim together: the rifles' hits allocated at random, the gun's following, wounds for all", () => {
    const rifleman = soldier("r1");
    const input = { shooters: [rifleman, gunner], target: thugs(1), context: ctx };
    // the rifle (1 die at 4 + 2 + 2 = 8: short 6"? no: 10" is long for a rifle (short 6"), so 4 + 2 = 6) and the gun's
    // four dice at 8: the thug survives only if every die at him fails to kill: (1 - 6/10 x 5/6) (1/3)^4 = 1/162
    expect(volleyPlan(input).map((p) => p.n)).toEqual([6, 8]);
    expect(killedOdds(shootingVolleyWithWounds(input), "t1").toString()).toBe("161/162");
  });

  it("VIV-AMB-45 VIV-MG-3: a die at an armoured figure of a mixed unit needs the number -4 (known as it is rolled)", () => {
    const suit: Figure = { ...soldier("s"), armoured: "impervious" };
    const target: Unit = unitOf("mixed", [suit, soldier("t")]);
    const input = {
      shooters: [gunner],
      target,
      context: ctx,
      targetPositions: apart.map((p, i) => ({ ...p, id: i === 0 ? "s" : "t" })),
      perShooter: { g: { targetId: "s" } },
    };
    // every die at the suit (the other figure is 6" away): each hits on 4 or less: P(no hit) = (3/5)^4
    expect(odds(volleyHits(input)).probability(0).toString()).toBe("81/625");
  });

  it("VIV-MG-3: target positions are checked: a member without one, an unknown id and a duplicate are refused with their path", () => {
    const base = { shooters: [gunner], target: thugs(2), context: ctx };
    expect(() => shootingVolley({ ...base, targetPositions: [close[0] as (typeof close)[0]] })).toThrow(/input\.targetPositions.*needs a position/);
    expect(() => shootingVolley({ ...base, targetPositions: [...close, { id: "x", x: 1, y: 1 }] })).toThrow(
      /targetPositions\[2\]\.id.*member of the target unit/,
    );
    expect(() => shootingVolley({ ...base, targetPositions: [...close, { id: "t1", x: 1, y: 1 }] })).toThrow(/once/);
    // a killed member may have a position (it is not shot at); the living ones need theirs
    const dead: Unit = { ...thugs(3), members: thugs(3).members.map((m) => (m.id === "t3" ? { ...m, status: { wound: "killed" as const } } : m)) };
    const withDead = { ...base, target: dead, targetPositions: [...close, { id: "t3", x: 1, y: 0 }], perShooter: { g: { targetId: "t1" } } };
    expect(
      odds(shootingVolley(withDead))
        .probability((o) => o.allocation.t3 !== undefined)
        .toString(),
    ).toBe("0");
  });
});

describe("rugged machine guns keep their rules (RUG-MG-1..4 have no following fire)", () => {
  it("RUG-MG-1 RUG-SHOOT-6: a rugged Maxim's hits are allocated at random, one die per hit; following-fire inputs are refused", () => {
    const g: rugged.Figure = { id: "g", name: "g", class: "Combatant", weapons: [rugged.RUGGED_WEAPONS.mg] };
    const target: rugged.Unit = {
      id: "d",
      kind: "combatant",
      members: [1, 2].map((i) => ({ id: `d${String(i)}`, name: `d${String(i)}`, class: "Combatant" as const })),
    };
    const input = { shooters: [g], target, context: { distance: 10, shooterMode: "stationary" as const } };
    const { value, trace } = resolve(rugged.shootingVolley(input), scriptedDice(["d10:1", "d10:1", "d10:1", "d10:1", "d2:1", "d2:1", "d2:2", "d2:1"]));
    expect(value.allocation).toEqual({ d1: 3, d2: 1 });
    expect(trace.some((e) => e.rule === "VIV-MG-3")).toBe(false);
    expect(() => rugged.shootingVolley({ ...input, targetPositions: [] })).toThrow(/unknown key "targetPositions"/);
  });
});
