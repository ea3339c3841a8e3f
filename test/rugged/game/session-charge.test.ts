// The rugged session's canonical volley and a target's charge (issue 14, src/rugged/game/session.ts): a rugged volley
// reads a target unit's `chargeTargetId` only as the default of its context's `targetChargingShooter` (the family's
// targetFacts: the target charges the shooter when the id names the shooter's unit or the shooter figure itself, by
// id). The game's shot context always gives `targetChargingShooter` (rules.ts shotContext: its own test, by unit id),
// so the default is never read there; but a volley asked without it reads the id, and a canonical volley (the shooters
// renamed s0, s1...) would read it against other ids. Example: a target charging a shooter figure by its id, asked
// without the field, is +1 to hit (RUG-SHOOT-4) afresh and must be so from the session too. Property (fast-check,
// seed printed on failure): on random volleys whose target charges (a shooter's id, a canonical id "s0", another
// unit's id), with the context's field given (true, false) or absent, the session's volley gives what a fresh volley
// gives, value for value and die for die.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stateKey } from "../../../src/core/game/key.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { seededDice } from "../../../src/index.js";
import { type Figure, RUGGED_WEAPONS, type Unit } from "../../../src/rugged/index.js";
import { cachedVolleys, freshVolley, type SessionWork } from "../../../src/rugged/game/session.js";
import { ruggedOptions } from "../../../src/rugged/options.js";
import type { ShotContext } from "../../../src/family/shot-context.js";

const opts = ruggedOptions({});
const WEAPONS = [RUGGED_WEAPONS.boltRifle, RUGGED_WEAPONS.pistolBow, RUGGED_WEAPONS.smg] as const;

function figure(id: string, weapon: number): Figure {
  return { id, name: id, class: "Combatant", weapons: [WEAPONS[weapon] as (typeof WEAPONS)[number]] };
}

const caseArb = fc.record({
  shooters: fc.array(fc.integer({ min: 0, max: WEAPONS.length - 1 }), { minLength: 1, maxLength: 6 }),
  targets: fc.integer({ min: 1, max: 8 }),
  charges: fc.constantFrom("shooter", "s0", "s1", "other", "none"),
  given: fc.constantFrom(true, false, undefined),
  distance: fc.integer({ min: 2, max: 30 }),
  seed: fc.integer(),
});
type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

function volley(c: Case) {
  const shooters = c.shooters.map((w, i) => figure(`rifle${String(i + 1)}`, w));
  const charge = c.charges === "shooter" ? "rifle1" : c.charges === "other" ? "squad" : c.charges === "none" ? undefined : c.charges;
  const target: Unit = {
    id: "gang",
    kind: "combatant",
    ...(charge === undefined ? {} : { mode: "charge" as const, chargeTargetId: charge }),
    members: Array.from({ length: c.targets }, (_, i) => figure(`thug${String(i + 1)}`, 0)),
  };
  const context: ShotContext = {
    distance: c.distance,
    shooterMode: "stationary",
    ...(c.given === undefined ? {} : { targetChargingShooter: c.given }),
  };
  return { shooters, target, context };
}

function same(c: Case): void {
  const v = volley(c);
  const work: SessionWork = { volleys: 0, built: 0, steps: 0, kept: 0, sampled: 0, trees: 0 };
  const cached = cachedVolleys(work);
  for (let round = 0; round < 2; round++) {
    const wantDice = seededDice(c.seed);
    const want = resolveValue(freshVolley(v.shooters, v.target, v.context, opts), wantDice);
    const gotDice = seededDice(c.seed);
    const got = resolveValue(cached(v.shooters, v.target, v.context, opts), gotDice);
    expect(stateKey({ hits: got.hits, dropped: got.dropped, unit: got.unit })).toBe(stateKey({ hits: want.hits, dropped: want.dropped, unit: want.unit }));
    expect(gotDice.save()).toEqual(wantDice.save());
  }
  expect(work.built).toBe(1);
}

describe("the rugged session's volley and a target's charge (issue 14; RUG-SHOOT-4)", () => {
  it("gives a volley at a target charging a shooter by its figure id, asked without targetChargingShooter, as afresh", () => {
    // many shots, so that +1 to hit shows in the hits of some seed
    for (let seed = 0; seed < 40; seed++) same({ shooters: [0, 0, 0, 0, 0, 0], targets: 6, charges: "shooter", given: undefined, distance: 20, seed });
  });

  it("gives a volley at a charging target as a fresh volley gives it, the context's field given or not (fast-check)", () => {
    fc.assert(fc.property(caseArb, same), { numRuns: 200 });
  });
});
