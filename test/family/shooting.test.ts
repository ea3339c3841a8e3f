import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { odds, resolve, seededDice } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";
import { fig } from "./volley-fixtures.js";

const covers = ["none", "soft", "medium", "hard"] as const;
const rWeapons = Object.values(rugged.RUGGED_WEAPONS);
const vWeapons = Object.values(vivid.VIVID_WEAPONS);
const unit = (id: string, members: rugged.Figure[]): rugged.Unit => ({ id, kind: "combatant", members });
const pHit = (c: ReturnType<typeof rugged.volleyHits>) =>
  odds(c)
    .probability((h) => h > 0)
    .toNumber();

describe("shooting properties (RUG-SHOOT-4, VIV-SHOOT-3, RUG-SHOOT-5, VIV-SHOOT-4)", () => {
  it("RUG-SHOOT-4 RUG-RANGE-2: better cover or longer range never raises the hit number or the chance of a hit", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rWeapons),
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (w, d, extra, c, spotted) => {
          const f = fig("s", w);
          const ctx = { shooterMode: "stationary" as const, targetSpotted: spotted };
          const near = rugged.hitNumber(f, w, { ...ctx, distance: d, cover: covers[c] });
          const far = rugged.hitNumber(f, w, { ...ctx, distance: d + extra, cover: covers[c] });
          const covered = rugged.hitNumber(f, w, { ...ctx, distance: d, cover: covers[c + 1] });
          if (far.band !== "out") expect(far.n).toBeLessThanOrEqual(near.n);
          expect(covered.n).toBeLessThanOrEqual(near.n);
          const t = unit("t", [fig("t1", w)]);
          const a = pHit(rugged.volleyHits({ shooters: [f], target: t, context: { ...ctx, distance: d, cover: covers[c] } }));
          const b = pHit(rugged.volleyHits({ shooters: [f], target: t, context: { ...ctx, distance: d + extra, cover: covers[c + 1] } }));
          expect(b).toBeLessThanOrEqual(a);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("VIV-SHOOT-3 VIV-RANGE-1: better cover or longer range never raises the chance of a hit (vivid)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...vWeapons),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (w, d, extra, c, moved) => {
          const f = fig("s", w);
          const t = unit("t", [fig("t1", w)]);
          const a = pHit(vivid.volleyHits({ shooters: [f], target: t, context: { distance: d, cover: covers[c], shooterMoved: moved } }));
          const b = pHit(vivid.volleyHits({ shooters: [f], target: t, context: { distance: d + extra, cover: covers[c + 1], shooterMoved: moved } }));
          expect(b).toBeLessThanOrEqual(a);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("RUG-SHOOT-2 VIV-SHOOT-2: more shooters never lower the expected hits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom(...covers),
        (n, more, d, cover) => {
          const shooters = (k: number) => Array.from({ length: k }, (_, i) => fig(`r${String(i)}`, rugged.RUGGED_WEAPONS.boltRifle));
          const t = unit("t", [fig("t1", rugged.RUGGED_WEAPONS.boltRifle)]);
          const ctx = { distance: d, cover, shooterMode: "patrol" as const };
          const few = odds(rugged.volleyHits({ shooters: shooters(n), target: t, context: ctx })).mean();
          const many = odds(rugged.volleyHits({ shooters: shooters(n + more), target: t, context: ctx })).mean();
          expect(many.toNumber()).toBeGreaterThanOrEqual(few.toNumber());
          const vFew = odds(vivid.volleyHits({ shooters: shooters(n), target: t, context: { distance: Math.min(d, 14), cover } })).mean();
          const vMany = odds(vivid.volleyHits({ shooters: shooters(n + more), target: t, context: { distance: Math.min(d, 14), cover } })).mean();
          expect(vMany.toNumber()).toBeGreaterThanOrEqual(vFew.toNumber());
        },
      ),
      { numRuns: 60 },
    );
  });

  it("RUG-SHOOT-6 VIV-SHOOT-5: determinism per seed, inputs never mutated, results in range, odds sum to 1", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), (seed, nShooters, nTargets, pc) => {
        const shooters = deepFreeze(
          unit(
            "s",
            Array.from({ length: nShooters }, (_, i) => fig(`r${String(i)}`, rugged.RUGGED_WEAPONS.smg, pc && i === 0 ? "PC" : "Combatant")),
          ),
        );
        const target = deepFreeze(
          unit(
            "t",
            Array.from({ length: nTargets }, (_, i) => fig(`t${String(i)}`, rugged.RUGGED_WEAPONS.smg)),
          ),
        );
        const rInput = deepFreeze({ shooters: { ...shooters, mode: "stationary" as const }, target, context: { distance: 10 } });
        const vInput = deepFreeze({ shooters, target, context: { distance: 5 }, chosenTargetIds: ["t0"] });
        for (const [volley, input] of [
          [rugged.shootingVolley, rInput],
          [vivid.shootingVolley, vInput],
        ] as const) {
          const a = resolve(volley(input), seededDice(seed));
          const b = resolve(volley(input), seededDice(seed));
          expect(a).toEqual(b);
          expect(a.value.hits).toBeGreaterThanOrEqual(0);
          expect(a.value.hits).toBeLessThanOrEqual(3 * nShooters);
          expect(Object.values(a.value.allocation).reduce((x, y) => x + y, 0)).toBe(a.value.hits);
          for (const id of Object.keys(a.value.allocation)) expect(target.members.some((m) => m.id === id)).toBe(true);
        }
        expect(odds(rugged.volleyHits(rInput)).total().toString()).toBe("1");
      }),
      { numRuns: 30 },
    );
  });

  it("RUG-SHOOT-5 VIV-SHOOT-4: sampled frequencies agree with exact odds for volleys", () => {
    const mixed = unit("m", [fig("a", rugged.RUGGED_WEAPONS.boltRifle), fig("b", rugged.RUGGED_WEAPONS.smg), fig("c", rugged.RUGGED_WEAPONS.shotgun)]);
    const target = unit(
      "t",
      Array.from({ length: 7 }, (_, i) => fig(`t${String(i)}`, rugged.RUGGED_WEAPONS.boltRifle)),
    );
    expectFrequenciesMatchOdds(rugged.volleyHits({ shooters: { ...mixed, mode: "combat" }, target, context: { distance: 5, cover: "soft" } }), {
      runs: 20_000,
      seed: 11,
    });
    expectFrequenciesMatchOdds(
      rugged.shootingVolley({
        shooters: unit("s", [fig("a", rugged.RUGGED_WEAPONS.boltRifle), fig("b", rugged.RUGGED_WEAPONS.boltRifle)]),
        target,
        context: { distance: 5, shooterMode: "stationary" },
      }),
      { runs: 20_000, seed: 12 },
    );
    const pc = { ...fig("pc", vivid.VIVID_WEAPONS.boltRifle, "PC"), traits: [vivid.VIVID_TRAITS.clumsy] };
    expectFrequenciesMatchOdds(
      vivid.shootingVolley({
        shooters: [pc, fig("r", vivid.VIVID_WEAPONS.boltRifle)],
        target: unit("t", target.members.slice(0, 4)),
        context: { distance: 5 },
        chosenTargetIds: ["t1"],
      }),
      {
        runs: 20_000,
        seed: 13,
      },
    );
    expectFrequenciesMatchOdds(vivid.sideInitiative(["a", "b"]), { runs: 20_000, seed: 14 });
  });
});

describe("figure ids that are Object.prototype names (RUG-SHOOT-6, VIV-SHOOT-5)", () => {
  it("RUG-SHOOT-6 VIV-SHOOT-5 VIV-AMB-21: hits on figures named constructor, __proto__ and toString are counted, in a record without a prototype", async () => {
    const vivid = await import("../../src/vivid/index.js");
    const { resolve, scriptedDice } = await import("../../src/index.js");
    const fig = (id: string) => ({ id, name: id, class: "Combatant" as const, weapons: [vivid.VIVID_WEAPONS.boltRifle] });
    const target = { id: "odd", kind: "combatant" as const, members: ["constructor", "__proto__", "toString"].map(fig) };
    const shooters = [fig("a"), fig("b")];
    // chosen: both hits on "constructor"
    const chosen = resolve(
      vivid.shootingVolley({ shooters, target, context: { distance: 5 }, chosenTargetIds: ["constructor"] }, { allocation: "shooterChooses" }),
      scriptedDice(["d10:1", "d10:1"]),
    ).value;
    expect(chosen.allocation).toEqual({ constructor: 2 });
    expect(Object.getPrototypeOf(chosen.allocation)).toBe(null);
    // random: a d3 over 3 figures: 2 -> __proto__, 3 -> toString
    const random = resolve(vivid.shootingVolley({ shooters, target, context: { distance: 5 } }), scriptedDice(["d10:1", "d10:1", "d3:2", "d3:3"])).value;
    expect(Object.keys(random.allocation)).toEqual(["__proto__", "toString"]);
    expect(random.allocation).toHaveProperty("toString", 1);
    expect(Object.getPrototypeOf(random.allocation)).toBe(null);
  });
});

describe("duplicate figure ids (RUG-SHOOT-6)", () => {
  it("RUG-SHOOT-6 VIV-SHOOT-5: a unit with two figures of one id is refused at the duplicate's path", () => {
    const fig = (id: string) => ({ id, name: id, class: "Combatant" as const, weapons: [rugged.RUGGED_WEAPONS.boltRifle] });
    const target = { id: "t", kind: "combatant" as const, members: [fig("a"), fig("a"), fig("b")] };
    expect(() => rugged.shootingVolley({ shooters: [fig("s")], target, context: { distance: 10, shooterMode: "stationary" } })).toThrow(
      /input\.target\.members\[1\]\.id: duplicate figure id "a"/,
    );
  });
});
