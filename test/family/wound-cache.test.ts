// A session's wound cache (issue 14): each figure profile's wound chances are built once and only for the hit counts
// a resolution scores, the chances named for a figure are kept by its id and name, and none of it changes a die, a
// trace entry, a value or a fraction (the lazy chances are the series' chances, in whatever order they are asked).
import { describe, expect, it } from "vitest";
import { odds, resolve, seededDice } from "../../src/index.js";
import { volleyWithWoundsValidated, woundCache } from "../../src/family/volley-with-wounds.js";
import { woundSeriesOn, woundStepsOn } from "../../src/family/wounds.js";
import * as rugged from "../../src/rugged/index.js";
import { ruggedOptions } from "../../src/rugged/options.js";
import { shootingVolleyWithWoundsValidated } from "../../src/rugged/volley-wounds.js";
import * as vivid from "../../src/vivid/index.js";
import { vividOptions } from "../../src/vivid/options.js";
import { vividShootingSystemOf } from "../../src/vivid/shooting.js";
import { vividWoundSide } from "../../src/vivid/volley-wounds.js";
import { vividWoundRules } from "../../src/vivid/wounds.js";
import { fig, unit } from "./volley-fixtures.js";

const rifle = rugged.RUGGED_WEAPONS.boltRifle;
const vRifle = vivid.VIVID_WEAPONS.boltRifle;

/** Each outcome and its fraction, one line each (the whole distribution as text). */
const lines = (chance: Parameters<typeof odds>[0]): string =>
  odds(chance)
    .outcomes.map((o) => `${JSON.stringify(o.value)} ${o.probability.toString()}`)
    .join("\n");

/** The hit counts whose named chances a cache holds, by figure id (from the cache's profiles). */
function namedCounts(cache: ReturnType<typeof woundCache>): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const profiles of cache.byRules.values())
    for (const profile of profiles.values())
      for (const [key, list] of profile.named) {
        const [id] = JSON.parse(key) as [string, string];
        out.set(
          id,
          [...list.keys()].filter((n) => list[n] !== undefined),
        );
      }
  return out;
}

describe("wound chances built lazily by hit count (issue 14)", () => {
  it("VIV-WOUND-3 VIV-WOUND-4 VIV-TRAIT-P5 VIV-AMB-43 VIV-LUCK-2: woundStepsOn asked in any order gives woundSeriesOn's chances, fraction for fraction", () => {
    const rules = vividWoundRules();
    const subjects = [
      { isPC: false, wounds: 0 },
      { isPC: true, luck: 5, luckReroll: true, strongLikeOx: true, wounds: 0 },
      { isPC: true, luck: 4, wounds: 1, vest: true },
    ];
    for (const subject of subjects) {
      const series = woundSeriesOn(rules, subject, {}, 4);
      const steps = woundStepsOn(rules, subject, {});
      // asked out of order: 3 first (building 1 and 2 on the way), then 0, 4, 1, 2
      for (const n of [3, 0, 4, 1, 2]) expect(lines(steps(n))).toBe(lines(series[n] as (typeof series)[number]));
      expect(steps(2)).toBe(steps(2));
    }
  });

  it("VIV-WOUND-3: two hits on a non-PC kill with 35/36, from the lazy steps (by hand: 1 - P(both 1) = 1 - 1/36)", () => {
    const steps = woundStepsOn(vividWoundRules(), { isPC: false, wounds: 0 }, {});
    expect(
      odds(steps(2))
        .probability((o) => o.state === "killed")
        .toString(),
    ).toBe("35/36");
  });
});

describe("a session's wound cache (issue 14)", () => {
  const o = ruggedOptions({});
  const input = {
    shooters: unit("riflemen", "r", 10, rifle),
    target: unit("dacoits", "d", 10, rifle),
    context: { distance: 30, shooterMode: "stationary" as const, cover: "soft" as const },
  };

  it("RUG-SHOOT-6 RUG-SHOOT-7: building a volley names no chance; resolving names exactly the hit counts its allocation scored", () => {
    const cache = woundCache();
    const chance = shootingVolleyWithWoundsValidated(input, o, cache);
    expect(namedCounts(cache).size).toBe(10); // one list per figure, all empty
    for (const counts of namedCounts(cache).values()) expect(counts).toEqual([]);
    const scored = new Map<string, Set<number>>();
    const dice = seededDice(41);
    for (let i = 0; i < 30; i++) {
      const { value } = resolve(chance, dice);
      for (const [id, n] of Object.entries(value.allocation)) {
        const set = scored.get(id) ?? new Set<number>();
        set.add(n);
        scored.set(id, set);
      }
    }
    for (const [id, counts] of namedCounts(cache)) expect(counts).toEqual([...(scored.get(id) ?? [])].sort((a, b) => a - b));
  });

  it("RUG-SHOOT-7: ten identical dacoits are one profile; a second volley on the same figures reuses their named chances", () => {
    const cache = woundCache();
    const first = shootingVolleyWithWoundsValidated(input, o, cache);
    resolve(first, seededDice(5));
    const profiles = [...cache.byRules.values()];
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.size).toBe(1);
    const before = namedCounts(cache);
    const second = shootingVolleyWithWoundsValidated({ ...input, shooters: unit("others", "o", 3, rifle) }, o, cache);
    expect(profiles[0]?.size).toBe(1);
    expect(namedCounts(cache)).toEqual(before); // building named nothing new
    // the same dice, trace and value with the cache as without
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const a = resolve(second, seededDice(seed));
      const b = resolve(shootingVolleyWithWoundsValidated({ ...input, shooters: unit("others", "o", 3, rifle) }, o), seededDice(seed));
      expect(a.trace).toEqual(b.trace);
      expect(JSON.stringify(a.value)).toBe(JSON.stringify(b.value));
    }
  });

  it("VIV-SHOOT-5 VIV-WOUND-4 VIV-LUCK-2 VIV-TRAIT-P5: vivid volleys with one cache give the fractions of volleys without", () => {
    const vo = vividOptions({});
    const sys = vividShootingSystemOf(vo);
    const side = vividWoundSide(vo);
    const target = unit("thugs", "t", 3, vRifle, [fig("hero", vRifle, "PC", { luck: 5, traits: [vivid.VIVID_TRAITS.strongLikeAnOx] })]);
    const cache = woundCache();
    for (const shooters of [unit("a", "a", 1, vRifle), unit("b", "b", 3, vRifle), unit("c", "c", 2, vRifle)]) {
      const volley = { shooters, target, context: { distance: 5 } };
      const shared = volleyWithWoundsValidated(sys, "vivid.shootingVolleyWithWounds", volley, side, { cache });
      const alone = volleyWithWoundsValidated(sys, "vivid.shootingVolleyWithWounds", volley, side, {});
      expect(lines(shared)).toBe(lines(alone));
    }
    expect([...cache.byRules.values()][0]?.size).toBe(2); // the thugs, the hero
  });
});
