// The vivid session's volley key (issue 14, src/vivid/game/session-volleys.ts): a figure's status keyed as the volley
// reads it (statusAsVolleyReads in src/family/volley-with-wounds.ts: a fit state, no wounds while fit, false flags and,
// when the shooter's context gives shooterMoved, its movedThisTurn read as absent), no game turn (the volley reads it
// only as the turn of death of the figures it kills), and the target unit's morale as the volley reads it ("normal" as
// none: it reads only a routing one). Each value is read back on the real figures with the volley's own
// withWoundOutcome at the real turn, the unit's own fields the real unit's. Property (fast-check, seed printed on
// failure): on random volleys (1 to 10 shooters, 1 to 10 target figures, mixed weapons, traits, luck and wound states,
// PCs, random distances, cover and movement, both Ox scopes, the target's morale "normal" or none as twins), the
// session's volley built over one twin at one turn and asked for the other twin at another turn gives what a fresh
// volley of that other gives, value for value and die for die, sampled and played; and the twins are one volley.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stateKey } from "../../../src/core/game/key.js";
import { resolve, resolveValue } from "../../../src/core/resolve.js";
import type { VolleyInput } from "../../../src/family/shooting-api.js";
import { volleyWithWoundsValidated, woundCache } from "../../../src/family/volley-with-wounds.js";
import { seededDice } from "../../../src/index.js";
import { sessionVolley, type Volley, volleyCache } from "../../../src/vivid/game/session-volleys.js";
import { type Figure, type Unit, VIVID_TRAITS, VIVID_WEAPONS } from "../../../src/vivid/index.js";
import { vividOptions } from "../../../src/vivid/options.js";
import { vividShootingSystemOf } from "../../../src/vivid/shooting.js";
import { vividWoundSide } from "../../../src/vivid/volley-wounds.js";
import { zeroWork as work } from "./harness.js";

const WEAPONS = [VIVID_WEAPONS.boltRifle, VIVID_WEAPONS.musket, VIVID_WEAPONS.thrownSpear, VIVID_WEAPONS.shotgun, VIVID_WEAPONS.pistolBow] as const;
const TRAITS = [undefined, VIVID_TRAITS.clumsy, VIVID_TRAITS.strongLikeAnOx] as const;
/** Statuses a volley reads as none (twins of one another; movedThisTurn: false only where shooterMoved is given). */
const QUIET: readonly Figure["status"][] = [
  undefined,
  { wound: "fit", wounds: 0 },
  { droppedWeapon: false, flying: false, movedThisTurn: false, oxUsedThisTurn: false, wound: "fit", wounds: 0 },
  { oxUsedThisGame: false, wounds: 0 },
];
/** The statuses a figure may carry: one read as none ("quiet"), wounded, killed (out of the roster), an Ox used, moved. */
const STATUSES: readonly (Figure["status"] | "quiet")[] = [
  "quiet",
  "quiet",
  { wound: "wounded", wounds: 1, movedThisTurn: false },
  { wound: "killed", wounds: 1, killedOnTurn: 1 },
  { oxUsedThisTurn: true, wound: "fit", wounds: 0 },
  { movedThisTurn: true, wound: "fit", wounds: 0 },
];

const recipeArb = fc.record({
  weapon: fc.integer({ min: 0, max: WEAPONS.length - 1 }),
  trait: fc.integer({ min: 0, max: TRAITS.length - 1 }),
  pc: fc.boolean(),
  status: fc.integer({ min: 0, max: STATUSES.length - 1 }),
  quiet: fc.integer({ min: 0, max: QUIET.length - 1 }),
  twin: fc.integer({ min: 0, max: QUIET.length - 1 }),
  moved: fc.constantFrom(undefined, false, true),
});
type Recipe = typeof recipeArb extends fc.Arbitrary<infer R> ? R : never;

const caseArb = fc.record({
  shooters: fc.array(recipeArb, { minLength: 1, maxLength: 10 }),
  targets: fc.array(recipeArb, { minLength: 1, maxLength: 10 }),
  distance: fc.integer({ min: 1, max: 30 }),
  cover: fc.constantFrom("none" as const, "soft" as const),
  turns: fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 })),
  perGame: fc.boolean(),
  // the target unit's morale and its twin's ("normal" and none read as one; the others as themselves)
  morale: fc.constantFrom(
    [undefined, undefined] as const,
    [undefined, "normal"] as const,
    ["normal", undefined] as const,
    ["normal", "normal"] as const,
    ["retreating", "retreating"] as const,
    ["routing", "routing"] as const,
  ),
  seed: fc.integer(),
});
type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

/** A figure of a recipe, or its twin (another status read as none where the figure's is one, moved never read then). */
function figureOf(r: Recipe, id: string, twin: boolean, shooter: boolean): Figure {
  const t = TRAITS[r.trait];
  const s = STATUSES[r.status];
  let status = s === "quiet" ? QUIET[twin ? r.twin : r.quiet] : s;
  // a shooter without shooterMoved in its context reads its movedThisTurn: keep it out of the quiet twins there
  if (shooter && r.moved === undefined && s === "quiet" && status?.movedThisTurn !== undefined) status = { wound: "fit", wounds: 0 };
  return {
    id,
    name: id,
    class: r.pc ? "PC" : "Combatant",
    ...(r.pc ? { luck: 2 } : {}),
    weapons: [WEAPONS[r.weapon] as (typeof WEAPONS)[number]],
    ...(t === undefined ? {} : { traits: [t] }),
    ...(status === undefined ? {} : { status }),
  };
}

function inputOf(c: Case, twin: boolean): VolleyInput {
  const p = twin ? "x" : "";
  const shooters = c.shooters.map((r, i) => figureOf(r, `${p}s${String(i + 1)}`, twin, true));
  const target: Unit = {
    id: "gang",
    kind: "combatant",
    troopType: "trained",
    ...(c.morale[twin ? 1 : 0] === undefined ? {} : { morale: c.morale[twin ? 1 : 0] }),
    members: c.targets.map((r, i) => figureOf(r, `${p}t${String(i + 1)}`, twin, false)),
  };
  const perShooter: NonNullable<VolleyInput["perShooter"]> = {};
  c.shooters.forEach((r, i) => {
    perShooter[`${p}s${String(i + 1)}`] = { context: { distance: c.distance + i, ...(r.moved === undefined ? {} : { shooterMoved: r.moved }) } };
  });
  return { shooters, target, context: { distance: c.distance, cover: c.cover, lineOfSight: true }, perShooter };
}

describe("the vivid session keys a status as the volley reads it, and no turn (issue 14; VIV-SHOOT-1..5, VIV-WOUND-1..7, VIV-AMB-14)", () => {
  it("gives a twin's volley, built over the other twin at another turn, as a fresh volley of it gives it: value for value, die for die (fast-check)", () => {
    let shared = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const o = vividOptions(c.perGame ? { oxScope: "perGame" } : {});
        const sys = vividShootingSystemOf(o);
        const side = vividWoundSide(o);
        const wounds = woundCache();
        const built =
          (turn: number) =>
          (given: VolleyInput): Volley => ({
            chance: volleyWithWoundsValidated(sys, "vivid.shootingVolleyWithWounds", given, side, { hit: {}, useLuck: true, turn, cache: wounds }),
            plan: [],
          });
        const counted = work();
        const cache = volleyCache(new WeakMap(), counted);
        const [t1, t2] = c.turns;
        const one = inputOf(c, false);
        const other = inputOf(c, true);
        // built over the first twin at the first turn, and run once (its sampler compiled)
        resolveValue(sessionVolley(cache, one, t1, o, side.oxFlag, built(t1)).chance, seededDice(c.seed ^ 1));
        for (const [input, turn] of [
          [other, t2],
          [one, t1],
        ] as const) {
          const fresh = built(turn)(input).chance;
          const session = sessionVolley(cache, input, turn, o, side.oxFlag, built(turn)).chance;
          const wantDice = seededDice(c.seed);
          const want = resolveValue(fresh, wantDice);
          const read = { hits: want.hits, dropped: want.dropped, allocation: want.allocation, outcomes: want.outcomes, unit: want.unit };
          const gotDice = seededDice(c.seed);
          expect(stateKey(resolveValue(session, gotDice))).toBe(stateKey(read));
          expect(gotDice.save()).toEqual(wantDice.save());
          const playDice = seededDice(c.seed);
          expect(stateKey(resolve(session, playDice).value)).toBe(stateKey(read));
          expect(playDice.save()).toEqual(wantDice.save());
        }
        // the twins are one volley (none kept as given: no gun, no armour, no own target)
        expect(counted.canonical).toBe(3);
        expect(counted.built).toBe(1);
        if (t1 !== t2 || c.morale[0] !== c.morale[1] || [...c.shooters, ...c.targets].some((r) => r.status <= 1 && r.quiet !== r.twin)) shared++;
      }),
      { numRuns: 150 },
    );
    expect(shared).toBeGreaterThan(20);
  });
});
