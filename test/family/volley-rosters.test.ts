// A volley's allocation built lazily and shared by roster (issue 14, src/family/volley-with-wounds.ts `rosterAllocation`
// and the lists built the first time a tally asks for them): a session's cache keeps each roster's allocation dice
// and lists of hits, and a volley built with it draws what a volley built alone draws. Property (fast-check, seed
// printed on failure), both systems, on random volleys (0 to 10 shooters, 1 to 10 target figures, mixed weapons,
// PCs, Clumsy, Ox, wound states, random or chosen allocation): the volley built with a cache that other volleys at
// the same roster filled and ran gives, die for die and value for value, what the volley built without a cache gives:
// sampled (simulate's draws), played with its trace (resolve: the same trace entries), and, for small volleys (by the
// enumeration's work), the same exact odds; and the roster's allocation is built once.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveValue } from "../../src/core/resolve.js";
import type { VolleyInput } from "../../src/family/shooting-api.js";
import { volleyWithWoundsValidated, type WoundCache, woundCache } from "../../src/family/volley-with-wounds.js";
import { resolve, seededDice } from "../../src/index.js";
import { expectVolleysAlike, R_TRAITS, STATUSES, V_TRAITS } from "./volley-alike.js";
import * as rugged from "../../src/rugged/index.js";
import { ruggedOptions } from "../../src/rugged/options.js";
import { shootingVolleyWithWoundsValidated } from "../../src/rugged/volley-wounds.js";
import * as vivid from "../../src/vivid/index.js";
import { vividOptions } from "../../src/vivid/options.js";
import { vividShootingSystemOf } from "../../src/vivid/shooting.js";
import { vividWoundSide } from "../../src/vivid/volley-wounds.js";

type Figure = rugged.Figure;
const R_WEAPONS = [rugged.RUGGED_WEAPONS.boltRifle, rugged.RUGGED_WEAPONS.pistolBow, rugged.RUGGED_WEAPONS.shotgun, rugged.RUGGED_WEAPONS.smg] as const;
const V_WEAPONS = [vivid.VIVID_WEAPONS.boltRifle, vivid.VIVID_WEAPONS.musket, vivid.VIVID_WEAPONS.shotgun, vivid.VIVID_WEAPONS.pistolBow] as const;

const recipeArb = fc.record({
  weapon: fc.integer({ min: 0, max: 3 }),
  trait: fc.integer({ min: 0, max: 2 }),
  pc: fc.boolean(),
  status: fc.integer({ min: 0, max: STATUSES.length - 1 }),
});
type Recipe = typeof recipeArb extends fc.Arbitrary<infer R> ? R : never;

const caseArb = fc.record({
  vivid: fc.boolean(),
  shooters: fc.array(recipeArb, { maxLength: 10 }),
  // the shooters of the volleys that fill the cache first (at the same target)
  others: fc.array(fc.array(recipeArb, { minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 3 }),
  targets: fc.array(recipeArb, { minLength: 1, maxLength: 10 }),
  distance: fc.integer({ min: 2, max: 30 }),
  chosen: fc.boolean(),
  seed: fc.integer(),
});
type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

function figureOf(c: Case, r: Recipe, id: string): Figure {
  const t = (c.vivid ? V_TRAITS : R_TRAITS)[r.trait];
  const status = STATUSES[r.status];
  return {
    id,
    name: `${id} name`,
    class: r.pc ? (c.vivid ? "PC" : "PRP") : "Combatant",
    ...(r.pc ? { luck: 2 } : {}),
    weapons: [(c.vivid ? V_WEAPONS : R_WEAPONS)[r.weapon] as Figure["weapons"] extends readonly (infer W)[] | undefined ? W : never],
    ...(t === undefined ? {} : { traits: [t] }),
    ...(status === undefined ? {} : { status }),
  };
}

/** The volley of a list of shooter recipes at the case's target. */
function inputOf(c: Case, shooters: readonly Recipe[]): VolleyInput {
  return {
    shooters: shooters.map((r, i) => figureOf(c, r, `s${String(i + 1)}`)).filter((f) => f.status?.wound !== "killed"),
    target: { id: "gang", kind: "combatant", members: c.targets.map((r, i) => figureOf(c, r, `t${String(i + 1)}`)) },
    context: c.vivid ? { distance: c.distance, cover: "none", lineOfSight: true } : { distance: c.distance, shooterMode: "stationary" },
  };
}

/** The validated volley with wounds of a case's system, with a cache or without. */
function volleyOf(c: Case, input: VolleyInput, cache: WoundCache | undefined) {
  // rugged allocates at random only (RUG-SHOOT-6); vivid may assign by choice
  if (!c.vivid) return shootingVolleyWithWoundsValidated(input, ruggedOptions({}), cache);
  const o = vividOptions(c.chosen ? { allocation: "shooterChooses" } : {});
  return volleyWithWoundsValidated(vividShootingSystemOf(o), "vivid.shootingVolleyWithWounds", input, vividWoundSide(o), { turn: 2, cache });
}

describe("a volley's allocation built lazily and shared by roster (issue 14; RUG-SHOOT-6, VIV-SHOOT-5, VIV-AMB-21)", () => {
  it("draws, plays and counts with a filled cache what it does built alone, die for die (fast-check, both systems)", () => {
    let sharedRuns = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const cache = woundCache();
        // other volleys at the same roster fill the cache first, and run (their chances' samplers compiled)
        for (const shooters of c.others) {
          const other = volleyOf(c, inputOf(c, shooters), cache);
          resolveValue(other, seededDice(c.seed ^ 7));
          resolve(other, seededDice(c.seed ^ 11));
        }
        const rosters = cache.rosters.size;
        const input = inputOf(c, c.shooters);
        const alone = volleyOf(c, input, undefined);
        const kept = volleyOf(c, input, cache);
        expectVolleysAlike(alone, kept, c.seed, (input.shooters as readonly Figure[]).length <= 3 && c.targets.length <= 4);
        // the same roster's allocation is not built again (random allocation: one per roster and most hits)
        if (!(c.vivid && c.chosen) && cache.rosters.size === rosters) sharedRuns++;
      }),
      { numRuns: 120 },
    );
    expect(sharedRuns).toBeGreaterThan(10);
  });
});
