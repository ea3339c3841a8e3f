import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actionsFor, closeCombat, fire, moveAllowance, resolveDamage, shoot, TOUGH, validateGroup, wtfCheck } from "../../src/evolution/index.js";
import { odds, resolve, seededDice } from "../../src/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";
import { damageDice, evolutionOptions as options, lineOfSight as los, models, targetNumber as target } from "./arbitraries.js";
import { cowpokes, trailBoss } from "./fixtures.js";

const model = models({ wtf: true });

describe("properties of the resolvers", () => {
  it("EVO-DMG-1, EVO-AMB-2, EVO-AMB-4: a better save never raises the chance of a wound, for any target, damage and options", () => {
    fc.assert(
      fc.property(model, damageDice, target, target, options, (m, dice, a, b, o) => {
        const [better, worse] = a <= b ? [a, b] : [b, a];
        const chance = (save: number, outcomes: readonly string[]): number =>
          odds(resolveDamage({ ...m, armourSave: save }, dice, o))
            .probability((r) => outcomes.includes(r))
            .toNumber();
        // any harm (a wound or a kill) never becomes likelier with a better save
        const harm = ["light", "serious", "killed"];
        expect(chance(better, harm)).toBeLessThanOrEqual(chance(worse, harm) + 1e-12);
        // a wound alone, too, for one damage roll per hit (under "each" with saveVsKill, a saved kill can leave a wound
        // from another die as the most severe outcome: the harm above still falls)
        if (o.damageAggregation !== "each") {
          const wound = ["light", "serious"];
          expect(chance(better, wound)).toBeLessThanOrEqual(chance(worse, wound) + 1e-12);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("EVO-FIRE-1: an obscured line of sight never raises the expected hits", () => {
    fc.assert(
      fc.property(model, fc.integer({ min: 1, max: 4 }), options, (m, n, o) => {
        const weapon = { name: "gun", firingDice: n, damageDice: "1D6" };
        const clear = odds(fire(m, weapon, { los: "clear", targetSize: 3 }, o))
          .mean()
          .toNumber();
        const obscured = odds(fire(m, weapon, { los: "obscured", targetSize: 3 }, o))
          .mean()
          .toNumber();
        expect(obscured).toBeLessThanOrEqual(clear + 1e-12);
      }),
      { numRuns: 100 },
    );
  });

  it("EVO-FIRE-1, EVO-DMG-1, EVO-WTF-1: odds total 1 and values stay in range", () => {
    fc.assert(
      fc.property(model, damageDice, los, options, (m, dice, l, o) => {
        const weapon = { name: "gun", firingDice: 2, damageDice: dice };
        const hits = odds(fire(m, weapon, { los: l, targetSize: 3 }, o));
        expect(hits.total().toString()).toBe("1");
        for (const h of hits.outcomes) expect(h.value >= 0 && h.value <= 2).toBe(true);
        const shot = odds(shoot(m, weapon, m, { los: l }, o));
        expect(shot.total().toString()).toBe("1");
        for (const r of shot.outcomes) expect(r.value.target.seriousWounds).toBeLessThanOrEqual(2);
        expect(
          odds(resolveDamage(m, dice, o))
            .total()
            .toString(),
        ).toBe("1");
        expect(
          odds(wtfCheck(m, {}, o))
            .total()
            .toString(),
        ).toBe("1");
      }),
      { numRuns: 60 },
    );
  });

  it("EVO-FIRE-1, EVO-DMG-1: resolution is deterministic per seed", () => {
    fc.assert(
      fc.property(model, damageDice, fc.integer(), options, (m, dice, seed, o) => {
        const weapon = { name: "gun", firingDice: 3, damageDice: dice };
        const a = resolve(shoot(TOUGH, weapon, m, { los: "clear" }, o), seededDice(seed));
        const b = resolve(shoot(TOUGH, weapon, m, { los: "clear" }, o), seededDice(seed));
        expect(a).toEqual(b);
      }),
      { numRuns: 100 },
    );
  });

  it("EVO-STAT-1, EVO-LEAD-1, EVO-MOVE-1: inputs are never mutated", () => {
    fc.assert(
      fc.property(model, damageDice, options, fc.integer(), (m, dice, o, seed) => {
        const frozen = deepFreeze(structuredClone(m));
        const frozenOptions = deepFreeze(structuredClone(o));
        const weapon = deepFreeze({ name: "gun", firingDice: 2, damageDice: dice });
        resolve(shoot(frozen, weapon, frozen, { los: "clear" }, frozenOptions), seededDice(seed));
        resolve(wtfCheck(frozen, deepFreeze({ modifier: 1 }), frozenOptions), seededDice(seed));
        moveAllowance(frozen, deepFreeze({ actions: 2, terrain: "difficult" as const }), frozenOptions);
        actionsFor(frozen, deepFreeze({ withLeader: true }));
        expect(frozen).toEqual(m);
      }),
      { numRuns: 60 },
    );
    const group = deepFreeze({
      leader: { model: trailBoss, at: { x: 0, y: 0 }, actions: [{ action: "move" as const, end: { x: 0, y: 5 } }, { action: "ready" as const }] },
      mooks: cowpokes.map((c) => ({ model: c, at: { x: 1, y: 1 }, actions: [{ action: "move" as const, end: { x: 1, y: 5 } }, { action: "ready" as const }] })),
    });
    expect(validateGroup(group).valid).toBe(true);
  });

  it("EVO-FIRE-1: sampled firing frequencies agree with exact odds", () => {
    const tommyGun = { name: "tommy gun", firingDice: 4, damageDice: "1D6" };
    expectFrequenciesMatchOdds(fire(TOUGH, tommyGun, { los: "obscured", targetSize: 3 }, { natural6AlwaysHits: true }), { runs: 20_000, seed: 6 });
  });

  it("EVO-DMG-1, EVO-WOUND-1: sampled damage frequencies agree with exact odds", () => {
    expectFrequenciesMatchOdds(resolveDamage(TOUGH, "1D6"), { runs: 20_000, seed: 7 });
    expectFrequenciesMatchOdds(shoot(TOUGH, { name: "tommy gun", firingDice: 3, damageDice: "1D6" }, TOUGH, { los: "clear" }), { runs: 20_000, seed: 8 });
  });

  it("EVO-WTF-1, EVO-CC-1: sampled Will to Fight and close combat frequencies agree with exact odds", () => {
    expectFrequenciesMatchOdds(wtfCheck(TOUGH, { modifier: -1 }), { runs: 20_000, seed: 9 });
    expectFrequenciesMatchOdds(closeCombat(TOUGH, { ...TOUGH, closeCombat: "2D6" }), { runs: 10_000, seed: 10 });
  });
});
