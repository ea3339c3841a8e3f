// A volley's to-hit tally kept by what it reads (issue 14, src/family/volley-with-wounds.ts `keptTally` and
// src/family/volley.ts `volleyTallyKey`): a session's wound cache keeps each tally by its shooting table and its key
// (the shooters' plans, names, classes and shot kinds), so that the same shooters' volleys at other targets share one
// tally. Property (fast-check, seed printed on failure), both systems, on random volleys (0 to 8 shooters of several
// weapons, machine guns following fire and mercy bullets in vivid, PCs, Clumsy and Ox figures, wound states, cover and
// ranges, targets of 1 to 8 figures, routing or not, random or chosen allocation): the volley built with a cache that
// volleys of the same shooters at other targets filled and ran gives, die for die and value for value, what the
// volley built without a cache gives: on the session's direct roller (DirectRollerBase.roll, the generator's next
// draws equal after), sampled, played with its trace, and for small volleys its exact odds; and tallies are shared.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveValue } from "../../src/core/resolve.js";
import type { VolleyInput } from "../../src/family/shooting-api.js";
import { planShot, volleyTally, volleyTallyKey } from "../../src/family/volley.js";
import { volleyWithWoundsValidated, type WoundCache, woundCache } from "../../src/family/volley-with-wounds.js";
import { resolve, seededDice } from "../../src/index.js";
import { expectVolleysAlike, rolled, R_TRAITS, STATUSES, V_TRAITS } from "./volley-alike.js";
import * as rugged from "../../src/rugged/index.js";
import { ruggedOptions } from "../../src/rugged/options.js";
import { shootingVolleyWithWoundsValidated } from "../../src/rugged/volley-wounds.js";
import * as vivid from "../../src/vivid/index.js";
import { vividOptions } from "../../src/vivid/options.js";
import { vividShootingSystemOf } from "../../src/vivid/shooting.js";
import { vividWoundSide } from "../../src/vivid/volley-wounds.js";

type Figure = rugged.Figure;
type Weapon = NonNullable<Figure["weapons"]>[number];
const R_WEAPONS: readonly Weapon[] = [
  rugged.RUGGED_WEAPONS.boltRifle,
  rugged.RUGGED_WEAPONS.pistolBow,
  rugged.RUGGED_WEAPONS.shotgun,
  rugged.RUGGED_WEAPONS.smg,
];
const V_WEAPONS: readonly Weapon[] = [
  vivid.VIVID_WEAPONS.boltRifle,
  vivid.VIVID_WEAPONS.musket,
  vivid.VIVID_WEAPONS.shotgun,
  vivid.VIVID_WEAPONS.pistolBow,
  vivid.VIVID_WEAPONS.mg,
  vivid.VIVID_WEAPONS.highPoweredRifle,
];

const recipeArb = fc.record({
  weapon: fc.integer({ min: 0, max: 5 }),
  trait: fc.integer({ min: 0, max: 2 }),
  pc: fc.boolean(),
  mercy: fc.boolean(),
  status: fc.integer({ min: 0, max: STATUSES.length - 1 }),
});
type Recipe = typeof recipeArb extends fc.Arbitrary<infer R> ? R : never;

const targetArb = fc.record({
  figures: fc.array(recipeArb, { minLength: 1, maxLength: 8 }),
  routing: fc.boolean(),
});
type Target = typeof targetArb extends fc.Arbitrary<infer T> ? T : never;

const caseArb = fc.record({
  vivid: fc.boolean(),
  shooters: fc.array(recipeArb, { maxLength: 8 }),
  // the targets of the volleys of the same shooters that fill the cache first
  others: fc.array(targetArb, { minLength: 1, maxLength: 3 }),
  target: targetArb,
  distance: fc.integer({ min: 2, max: 40 }),
  cover: fc.constantFrom("none", "soft", "hard"),
  chosen: fc.boolean(),
  seed: fc.integer(),
});
type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

function figureOf(c: Case, r: Recipe, id: string): Figure {
  const t = (c.vivid ? V_TRAITS : R_TRAITS)[r.trait];
  const status = STATUSES[r.status];
  const weapons = c.vivid ? V_WEAPONS : R_WEAPONS;
  return {
    id,
    name: `${id} name`,
    class: r.pc ? (c.vivid ? "PC" : "PRP") : "Combatant",
    ...(r.pc ? { luck: 2 } : {}),
    weapons: [weapons[r.weapon % weapons.length] as Weapon],
    ...(t === undefined ? {} : { traits: [t] }),
    ...(c.vivid && r.mercy ? { gadgets: [vivid.VIVID_GADGETS.mercyBullets] } : {}),
    ...(status === undefined ? {} : { status }),
  };
}

/** The volley of the case's shooters at a target. */
function inputOf(c: Case, target: Target): VolleyInput {
  const members = target.figures.map((r, i) => figureOf(c, r, `t${String(i + 1)}`));
  return {
    shooters: c.shooters.map((r, i) => figureOf(c, r, `s${String(i + 1)}`)).filter((f) => f.status?.wound !== "killed"),
    target: { id: "gang", kind: "combatant", ...(target.routing ? { morale: "routing" as const } : {}), members },
    context: c.vivid ? { distance: c.distance, cover: c.cover, lineOfSight: true } : { distance: c.distance, shooterMode: "stationary" },
    // where the target's figures stand (the machine guns' next dice, VIV-MG-3)
    ...(c.vivid ? { targetPositions: members.map((m, i) => ({ id: m.id, x: 3 * i, y: 0 })) } : {}),
  };
}

/** The validated volley with wounds of a case's system, with a cache or without. */
function volleyOf(c: Case, input: VolleyInput, cache: WoundCache | undefined) {
  // rugged allocates at random only (RUG-SHOOT-6); vivid may assign by choice
  if (!c.vivid) return shootingVolleyWithWoundsValidated(input, ruggedOptions({}), cache);
  const o = vividOptions(c.chosen ? { allocation: "shooterChooses" } : {});
  return volleyWithWoundsValidated(vividShootingSystemOf(o), "vivid.shootingVolleyWithWounds", input, vividWoundSide(o), { turn: 2, cache });
}

describe("a volley's to-hit tally kept by what it reads (issue 14; RUG-SHOOT-1..7, VIV-SHOOT-1..5, VIV-MG-3, VIV-GAD-5)", () => {
  it("rolls, samples, plays and counts with a cache filled at other targets what it does built alone (fast-check, both systems)", () => {
    let sharedRuns = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const cache = woundCache();
        // the same shooters' volleys at other targets fill the cache first, and run (their samplers compiled)
        for (const other of c.others) {
          const v = volleyOf(c, inputOf(c, other), cache);
          rolled(v, c.seed ^ 5);
          resolveValue(v, seededDice(c.seed ^ 7));
          resolve(v, seededDice(c.seed ^ 11));
        }
        const input = inputOf(c, c.target);
        const alone = volleyOf(c, input, undefined);
        const kept = volleyOf(c, input, cache);
        // on the session's direct roller: the same value, the generator in the same state after
        expect(rolled(kept, c.seed)).toEqual(rolled(alone, c.seed));
        expectVolleysAlike(alone, kept, c.seed, (input.shooters as readonly Figure[]).length <= 2 && c.target.figures.length <= 3);
        let tallies = 0;
        for (const sys of [vividShootingSystemOf(vividOptions({})).table]) tallies += cache.tallies?.get(sys)?.size ?? 0;
        if (tallies > 0 && tallies <= c.others.length) sharedRuns++;
      }),
      { numRuns: 150 },
    );
    expect(sharedRuns).toBeGreaterThan(5);
  });

  it("keys equal plans alike and tells different ones apart; a Clumsy shooter's tally is not keyed", () => {
    const sys = vividShootingSystemOf(vividOptions({}));
    const table = sys.table;
    const shooter = (id: string, weapon: Weapon, traits?: Figure["traits"]): Figure => ({
      id,
      name: id,
      class: "Combatant",
      weapons: [weapon],
      ...(traits ? { traits } : {}),
    });
    const shotOf = (f: Figure, distance: number) => ({
      figure: f,
      weapon: f.weapons?.[0],
      ctx: { distance, cover: "none", lineOfSight: true },
      motion: "stationary" as const,
      luck: 0,
    });
    const keyOfShots = (shots: ReturnType<typeof shotOf>[]) => {
      const plans = shots.map((s) => planShot(table, sys.options, s as never));
      return [volleyTallyKey(shots as never, plans), JSON.stringify(resolve(volleyTally(table, shots as never, plans), seededDice(3)))] as const;
    };
    const [k1, t1] = keyOfShots([shotOf(shooter("s0", vivid.VIVID_WEAPONS.boltRifle), 10)]);
    const [k2, t2] = keyOfShots([shotOf(shooter("s0", vivid.VIVID_WEAPONS.boltRifle), 11)]);
    const [k3] = keyOfShots([shotOf(shooter("s1", vivid.VIVID_WEAPONS.boltRifle), 10)]);
    expect(k1).toBeDefined();
    // the same band: the same plan, the same key and tally
    if (k1 === k2) expect(t2).toBe(t1);
    expect(k3).not.toBe(k1);
    const [k4] = keyOfShots([shotOf(shooter("s0", vivid.VIVID_WEAPONS.boltRifle, [vivid.VIVID_TRAITS.clumsy]), 10)]);
    expect(k4).toBeUndefined();
  });
});
