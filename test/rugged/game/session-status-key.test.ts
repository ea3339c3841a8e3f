// The rugged session's volley key reads a figure's status as the volley reads it (issue 14, src/rugged/game/session.ts
// and statusAsVolleyReads in src/family/volley-with-wounds.ts): a figure hit to no effect carries { wound: "fit",
// wounds: 0 }, which the volley reads as it reads no status (and so a dropped weapon, flying or an Ox used that are
// false), so two volleys whose figures differ only so are one volley, and each is read back on its own figures with
// the volley's own figure after. Property (fast-check, seed printed on failure):
// on random volleys (1 to 10 shooters, 1 to 10 target figures, mixed weapons, traits, luck and wound states, random
// distance, mode and cover), the session's volley built over one twin and asked for the other gives what a fresh
// volley of that other gives, value for value and die for die, sampled and played; and it is not built again.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stateKey } from "../../../src/core/game/key.js";
import { resolve, resolveValue } from "../../../src/core/resolve.js";
import { seededDice } from "../../../src/index.js";
import { statusAsVolleyReads } from "../../../src/family/volley-with-wounds.js";
import { type Figure, RUGGED_TRAITS, RUGGED_WEAPONS, type Unit } from "../../../src/rugged/index.js";
import { cachedVolleys, freshVolley, type SessionWork } from "../../../src/rugged/game/session.js";
import { ruggedOptions } from "../../../src/rugged/options.js";

const WEAPONS = [RUGGED_WEAPONS.boltRifle, RUGGED_WEAPONS.pistolBow, RUGGED_WEAPONS.shotgun, RUGGED_WEAPONS.smg] as const;
const TRAITS = [undefined, RUGGED_TRAITS.clumsy, RUGGED_TRAITS.sureShot, RUGGED_TRAITS.strongLikeOx] as const;
/** Statuses a volley reads as none (the twins of one another): none, the plain fit one, false flags. */
const QUIET: readonly Figure["status"][] = [
  undefined,
  { wound: "fit", wounds: 0 },
  { droppedWeapon: false, flying: false, oxUsedThisTurn: false, wound: "fit", wounds: 0 },
  { wounds: 0 },
];
/** The statuses a figure may carry: one read as none (index into QUIET: "quiet"), wounded, killed (out of the roster), an Ox used. */
const STATUSES: readonly (Figure["status"] | "quiet")[] = [
  "quiet",
  "quiet",
  { wound: "wounded", wounds: 1 },
  { wound: "killed", wounds: 1 },
  { wound: "fit", wounds: 0, killedResultsTaken: 1 },
  { wound: "wounded", wounds: 1, droppedWeapon: false },
];

/** A figure's recipe: weapon, trait, luck and status (index into STATUSES). */
const recipeArb = fc.record({
  weapon: fc.integer({ min: 0, max: WEAPONS.length - 1 }),
  trait: fc.integer({ min: 0, max: TRAITS.length - 1 }),
  luck: fc.integer({ min: 0, max: 2 }),
  status: fc.integer({ min: 0, max: STATUSES.length - 1 }),
  // which quiet status the figure and its twin carry
  quiet: fc.integer({ min: 0, max: QUIET.length - 1 }),
  twin: fc.integer({ min: 0, max: QUIET.length - 1 }),
});
type Recipe = typeof recipeArb extends fc.Arbitrary<infer R> ? R : never;

/** The figure of a recipe, or its twin (another status read as none where the figure's is one). */
function figureOf(r: Recipe, id: string, twin: boolean): Figure {
  const t = TRAITS[r.trait];
  const s = STATUSES[r.status];
  const status = s === "quiet" ? QUIET[twin ? r.twin : r.quiet] : s;
  return {
    id,
    name: id,
    class: r.luck > 0 ? "PRP" : "Combatant",
    ...(r.luck > 0 ? { luck: r.luck } : {}),
    weapons: [WEAPONS[r.weapon] as (typeof WEAPONS)[number]],
    ...(t === undefined ? {} : { traits: [t] }),
    ...(status === undefined ? {} : { status }),
  };
}

const caseArb = fc.record({
  shooters: fc.array(recipeArb, { minLength: 1, maxLength: 10 }),
  targets: fc.array(recipeArb, { minLength: 1, maxLength: 10 }),
  distance: fc.integer({ min: 2, max: 40 }),
  mode: fc.constantFrom("stationary" as const, "patrol" as const),
  cover: fc.constantFrom("none" as const, "soft" as const),
  seed: fc.integer(),
});

type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

const opts = ruggedOptions({});

/** The shooters and the target unit of a case (the twin's with other ids, too: the session renames them). */
function volleyOf(c: Case, twin: boolean) {
  const p = twin ? "x" : "";
  const shooters = c.shooters.map((r, i) => figureOf(r, `${p}s${String(i + 1)}`, twin)).filter((f) => f.status?.wound !== "killed");
  const target: Unit = { id: "gang", kind: "combatant", members: c.targets.map((r, i) => figureOf(r, `${p}t${String(i + 1)}`, twin)) };
  return { shooters, target, context: { distance: c.distance, shooterMode: c.mode, cover: c.cover } };
}

describe("the rugged session keys a status as the volley reads it (issue 14; RUG-SHOOT-1..7, statusAsVolleyReads)", () => {
  it("reads a status as the volley reads it: a fit state, no wounds while fit and false flags as absent", () => {
    expect(statusAsVolleyReads({ wound: "fit", wounds: 0 }, false)).toBeUndefined();
    expect(statusAsVolleyReads(undefined, false)).toBeUndefined();
    expect(statusAsVolleyReads({ wounds: 0, wound: "fit", droppedWeapon: false, flying: false, oxUsedThisGame: false }, false)).toBeUndefined();
    expect(statusAsVolleyReads({ wound: "fit", wounds: 0, killedResultsTaken: 1 }, false)).toEqual({ killedResultsTaken: 1 });
    expect(statusAsVolleyReads({ wound: "wounded", wounds: 0 }, false)).toEqual({ wound: "wounded", wounds: 0 });
    expect(statusAsVolleyReads({ wound: "fit", wounds: 1 }, false)).toEqual({ wounds: 1 });
    expect(statusAsVolleyReads({ droppedWeapon: true, removed: false }, false)).toEqual({ droppedWeapon: true, removed: false });
    expect(statusAsVolleyReads({ movedThisTurn: false }, false)).toBeUndefined();
    expect(statusAsVolleyReads({ movedThisTurn: false }, true)).toEqual({ movedThisTurn: false });
  });

  it("gives a twin's volley, built over the other twin, as a fresh volley of it gives it: value for value, die for die (fast-check)", () => {
    let shared = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const one = volleyOf(c, false);
        const other = volleyOf(c, true);
        if (one.shooters.length === 0) return;
        const work: SessionWork = { volleys: 0, built: 0, steps: 0, kept: 0, sampled: 0, trees: 0 };
        const cached = cachedVolleys(work);
        // built over the first twin, and run once (its sampler compiled)
        resolveValue(cached(one.shooters, one.target, one.context, opts), seededDice(c.seed ^ 1));
        for (const v of [other, one]) {
          const fresh = freshVolley(v.shooters, v.target, v.context, opts);
          const session = cached(v.shooters, v.target, v.context, opts);
          // sampled (the engine's sampler, as simulateBattle draws)
          const wantDice = seededDice(c.seed);
          const want = resolveValue(fresh, wantDice);
          const gotDice = seededDice(c.seed);
          const got = resolveValue(session, gotDice);
          expect(stateKey({ hits: got.hits, dropped: got.dropped, unit: got.unit })).toBe(
            stateKey({ hits: want.hits, dropped: want.dropped, unit: want.unit }),
          );
          expect(gotDice.save()).toEqual(wantDice.save());
          // played (the engine's player, as a step resolved with its trace plays)
          const playDice = seededDice(c.seed);
          const played = resolve(session, playDice).value;
          expect(stateKey({ hits: played.hits, dropped: played.dropped, unit: played.unit })).toBe(
            stateKey({ hits: want.hits, dropped: want.dropped, unit: want.unit }),
          );
          expect(playDice.save()).toEqual(wantDice.save());
        }
        // the twins are one volley
        expect(work.built).toBe(1);
        if ([...c.shooters, ...c.targets].some((r) => r.status <= 1 && r.quiet !== r.twin)) shared++;
      }),
      { numRuns: 150 },
    );
    // twins that differ were drawn
    expect(shared).toBeGreaterThan(20);
  });
});
