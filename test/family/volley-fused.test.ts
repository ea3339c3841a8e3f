// The volley with wounds played and sampled in one loop (issue 13: withPlayer, withSampler) and its wound chances
// shared across volleys by a session's cache (issue 14): simulate gives exactly the values of resolving with the
// same seeded dice again and again (the documented promise, checked here against resolve, which the two-step tests
// in volley-with-wounds.test.ts check against shootingVolley then woundVolley), and a cache changes no die, trace
// entry or fraction.
import { describe, expect, it } from "vitest";
import { type Chance, odds, resolve, seededDice, simulate } from "../../src/index.js";
import { woundCache } from "../../src/family/volley-with-wounds.js";
import * as rugged from "../../src/rugged/index.js";
import { ruggedOptions } from "../../src/rugged/options.js";
import { shootingVolleyWithWoundsValidated } from "../../src/rugged/volley-wounds.js";
import * as vivid from "../../src/vivid/index.js";
import { fig, unit } from "./volley-fixtures.js";

const rifle = rugged.RUGGED_WEAPONS.boltRifle;
const vRifle = vivid.VIVID_WEAPONS.boltRifle;
const vt = vivid.VIVID_TRAITS;

/** The values of `runs` resolutions with seededDice(seed), tallied by their JSON text (as simulate would see them). */
function resolvedTally(chance: Chance<unknown>, seed: number, runs: number): Map<string, number> {
  const dice = seededDice(seed);
  const out = new Map<string, number>();
  for (let i = 0; i < runs; i++) {
    const key = JSON.stringify(resolve(chance, dice).value);
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** simulate's outcomes tallied the same way. */
function simulatedTally(chance: Chance<unknown>, seed: number, runs: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const o of simulate(chance, { runs, seed }).outcomes) {
    const key = JSON.stringify(o.value);
    out.set(key, (out.get(key) ?? 0) + o.count);
  }
  return out;
}

const bench = {
  shooters: unit("riflemen", "r", 10, rifle),
  target: unit("dacoits", "d", 10, rifle),
  context: { distance: 30, shooterMode: "stationary" as const, cover: "soft" as const },
};
const vTarget = unit("thugs", "t", 4, vRifle, [
  fig("hero", vRifle, "PC", { luck: 5, traits: [vt.charmedLife, vt.strongLikeAnOx] }),
  fig("brute", vRifle, "Combatant", { traits: [vt.strongLikeAnOx] }),
]);
const cases: [name: string, chance: () => Chance<unknown>][] = [
  ["RUG-SHOOT-5 RUG-SHOOT-6 RUG-SHOOT-7: ten rifles into ten, full value", () => rugged.shootingVolleyWithWounds(bench)],
  ["RUG-SHOOT-6 RUG-SHOOT-7: ten rifles into ten, casualties", () => rugged.shootingVolleyCasualties(bench)],
  [
    "RUG-MG-1 RUG-AMB-35: a Maxim and a shotgun (following fire, two kinds of hit: the general loop)",
    () =>
      rugged.shootingVolleyWithWounds({
        shooters: [fig("g", rugged.RUGGED_WEAPONS.mg), fig("s", rugged.RUGGED_WEAPONS.shotgun), fig("r", rifle)],
        target: unit("d", "d", 5, rifle),
        context: { distance: 6, shooterMode: "stationary" as const },
      }),
  ],
  [
    "VIV-SHOOT-5 VIV-AMB-21 VIV-WOUND-3: PC shooters pick their target, PCs with luck and Ox",
    () =>
      vivid.shootingVolleyCasualties({
        shooters: [fig("pc", vRifle, "PC"), fig("a", vRifle), fig("b", vRifle)],
        target: vTarget,
        context: { distance: 5 },
        chosenTargetIds: ["hero"],
      }),
  ],
  [
    "VIV-AMB-21: the shooter chooses every hit (no allocation dice)",
    () =>
      vivid.shootingVolleyWithWounds(
        { shooters: [fig("a", vRifle), fig("b", vRifle), fig("c", vRifle)], target: vTarget, context: { distance: 5 }, chosenTargetIds: ["brute"] },
        { allocation: "shooterChooses" },
      ),
  ],
];

describe("a volley with wounds sampled in one loop gives resolve's values, seed for seed (issue 13)", () => {
  for (const [name, make] of cases)
    it(name, () => {
      const chance = make();
      for (const seed of [1, 77, 2026]) expect(simulatedTally(chance, seed, 150)).toEqual(resolvedTally(chance, seed, 150));
    });
});

describe("wound chances shared across volleys by a session's cache (issue 14)", () => {
  const o = ruggedOptions({});
  const target = unit("party", "p", 4, rifle, [fig("jack", rifle, "PRP", { luck: 6, traits: [rugged.RUGGED_TRAITS.strongLikeOx] })]);
  const volleys = [
    { shooters: unit("a", "a", 2, rifle), target, context: { distance: 12, shooterMode: "stationary" as const } },
    { shooters: unit("b", "b", 6, rifle), target, context: { distance: 12, shooterMode: "stationary" as const } },
    { shooters: unit("c", "c", 1, rifle), target, context: { distance: 30, shooterMode: "stationary" as const, cover: "soft" as const } },
  ];

  it("RUG-SHOOT-6 RUG-SHOOT-7 RUG-LUCK-2 RUG-TRAIT-P6: volleys built with one cache (fewer hits, then more, then fewer) resolve and enumerate as without", () => {
    const cache = woundCache();
    for (const input of volleys) {
      const shared = shootingVolleyWithWoundsValidated(input, o, cache);
      const alone = shootingVolleyWithWoundsValidated(input, o);
      for (const seed of [3, 11, 59, 401]) {
        const a = resolve(shared, seededDice(seed));
        const b = resolve(alone, seededDice(seed));
        expect(JSON.stringify(a.value)).toBe(JSON.stringify(b.value));
        expect(a.trace).toEqual(b.trace);
      }
      if (input.shooters.members.length <= 2)
        expect(
          odds(shared)
            .outcomes.map((x) => `${JSON.stringify(x.value)} ${x.probability.toString()}`)
            .join("\n"),
        ).toBe(
          odds(alone)
            .outcomes.map((x) => `${JSON.stringify(x.value)} ${x.probability.toString()}`)
            .join("\n"),
        );
    }
    // one entry per profile kept: the four riflemen share one, Jack (a PRP with luck and Ox) has his own
    const kept = [...cache.byRules.values()];
    expect(kept).toHaveLength(1);
    expect(kept[0]?.size).toBe(2);
  });
});
