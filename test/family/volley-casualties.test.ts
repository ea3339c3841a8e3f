// shootingVolleyCasualties against the full volley with wounds: the same dice, trace and rules, read as counts
// by state; its exact odds against an independent composition of the volley's parts; and the full value's
// shape (allocation keys in roster order, hit figures shared and frozen).
import { describe, expect, it } from "vitest";
import { Fraction, odds, resolve, seededDice, simulate } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";
import { fig, unit } from "./volley-fixtures.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";

type Figure = rugged.Figure;

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 104_729 + 11);

/** The casualties the full value shows: hits, dropped weapons, and the figures hit by their state afterwards. */
function casualtiesOfValue(v: rugged.VolleyWithWounds): rugged.VolleyCasualties {
  const states = Object.values(v.outcomes).map((o) => o.state);
  const n = (s: string): number => states.filter((x) => x === s).length;
  return {
    hits: v.hits,
    dropped: v.dropped.length,
    figuresHit: states.length,
    killed: n("killed"),
    wounded: n("wounded"),
    unconscious: n("unconscious"),
    fit: n("fit"),
  };
}

const rifle = rugged.RUGGED_WEAPONS.boltRifle;
const vRifle = vivid.VIVID_WEAPONS.boltRifle;
const t = rugged.RUGGED_TRAITS;
const vt = vivid.VIVID_TRAITS;

const ruggedCases = [
  {
    name: 'ten rifles at 30" into ten dacoits in soft cover',
    input: {
      shooters: unit("r", "r", 10, rifle),
      target: unit("d", "d", 10, rifle),
      context: { distance: 30, shooterMode: "stationary" as const, cover: "soft" as const },
    },
    options: {},
    wounds: {},
  },
  {
    name: "a Maxim, a Clumsy rifleman, shotgun hits on PRPs with luck, Ox and Huge Joss",
    input: {
      shooters: [fig("gunner", rugged.RUGGED_WEAPONS.mg), fig("clumsy", rifle, "Combatant", { traits: [t.clumsy] }), fig("r2", rifle)],
      target: unit("party", "p", 3, rifle, [
        fig("jack", rifle, "PRP", { luck: 6, traits: [t.strongLikeOx] }),
        fig("lin", rifle, "PRP", { luck: 4, traits: [t.hugeJoss] }),
        fig("ox", rifle, "Combatant", { traits: [t.strongLikeOx], status: { wounds: 1 } }),
      ]),
      context: { distance: 12, shooterMode: "stationary" as const, targetCharging: true },
    },
    options: { oxMode: "firstKillDowngradeOnly" as const },
    wounds: { hit: { shotgun: true }, turn: 4 },
  },
];

describe("shootingVolleyCasualties: the volley with wounds read as counts (RUG-SHOOT-6, RUG-SHOOT-7, VIV-SHOOT-5, VIV-WOUND-3, VIV-WOUND-4)", () => {
  for (const c of ruggedCases) {
    it(`RUG-SHOOT-1 RUG-SHOOT-6 RUG-SHOOT-7 RUG-AMB-1 RUG-LUCK-2 RUG-TRAIT-P6: ${c.name}: same value, trace and dice as the full volley, 40 seeds`, () => {
      const full = rugged.shootingVolleyWithWounds(c.input, c.options, c.wounds);
      const counts = rugged.shootingVolleyCasualties(c.input, c.options, c.wounds);
      for (const seed of SEEDS) {
        const d1 = seededDice(seed);
        const d2 = seededDice(seed);
        const a = resolve(full, d1);
        const b = resolve(counts, d2);
        expect(b.value).toEqual(casualtiesOfValue(a.value));
        expect(b.trace).toEqual(a.trace);
        expect(d2.save()).toEqual(d1.save());
      }
    });
  }

  it("VIV-SHOOT-5 VIV-AMB-21 VIV-WOUND-7 VIV-LUCK-2 VIV-TRAIT-P5 VIV-TRAIT-P7 VIV-WOUND-2: vivid PCs pick on 5-6, luck, Charmed Life, Ox; a +2 wound modifier", () => {
    const input = {
      shooters: [fig("pc", vRifle, "PC"), fig("a", vRifle), fig("b", vRifle), fig("c", vRifle)],
      target: unit("thugs", "t", 3, vRifle, [
        fig("hero", vRifle, "PC", { luck: 5, traits: [vt.charmedLife, vt.strongLikeAnOx] }),
        fig("brute", vRifle, "Combatant", { traits: [vt.strongLikeAnOx] }),
      ]),
      context: { distance: 5 },
      chosenTargetIds: ["hero"],
    };
    for (const wounds of [{ turn: 2 }, { hit: { modifiers: [{ rule: "VIV-GAD-5", label: "mercy bullets", value: 2 }] } }]) {
      const full = vivid.shootingVolleyWithWounds(input, {}, wounds);
      const counts = vivid.shootingVolleyCasualties(input, {}, wounds);
      for (const seed of SEEDS) {
        const a = resolve(full, seededDice(seed));
        const b = resolve(counts, seededDice(seed));
        expect(b.value).toEqual(casualtiesOfValue(a.value));
        expect(b.trace).toEqual(a.trace);
      }
    }
  });

  it("RUG-SHOOT-6: simulate gives the same frequencies from the full value and from the counts, seed for seed", () => {
    const c = ruggedCases[0] as (typeof ruggedCases)[number];
    const full = rugged.shootingVolleyWithWounds(c.input).map((v) => casualtiesOfValue(v).killed);
    const counts = rugged.shootingVolleyCasualties(c.input).map((x) => x.killed);
    for (const seed of [1, 2, 3]) {
      expect(simulate(counts, { runs: 2000, seed }).outcomes).toEqual(simulate(full, { runs: 2000, seed }).outcomes);
    }
  });

  it("RUG-SHOOT-4 RUG-SHOOT-6 VIV-WOUND-3 VIV-WOUND-4: exact odds of the figures killed equal an independent composition, and sampled frequencies agree", () => {
    // two riflemen into three dacoits: hits from the volley's own odds, every hit equally likely on each of
    // the three, then each figure's worst-of-k wound from resolveWounds; composed here by hand
    const input = { shooters: unit("r", "r", 2, rifle), target: unit("d", "d", 3, rifle), context: { distance: 10, shooterMode: "stationary" as const } };
    const hitOdds = odds(rugged.volleyHits(input));
    const dacoit = input.target.members[0] as Figure;
    const killedGiven = [0, 1, 2].map((k) =>
      k === 0
        ? Fraction.of(0)
        : odds(
            rugged.resolveWounds(
              dacoit,
              Array.from({ length: k }, () => ({})),
            ),
          ).probability((w) => w.outcome.state === "killed"),
    );
    // distribution of figures killed: sum over hits h, over the 3^h allocations, of the product of each figure's chance
    const expected = new Map<number, Fraction>();
    for (const o of hitOdds.outcomes) {
      const h = o.value;
      const ways = 3 ** h;
      for (let code = 0; code < ways; code++) {
        const counts = [0, 0, 0];
        for (let k = 0, x = code; k < h; k++, x = Math.floor(x / 3)) counts[x % 3] = (counts[x % 3] ?? 0) + 1;
        // killed-count distribution over the three figures
        let dist = new Map<number, Fraction>([[0, Fraction.of(1)]]);
        for (const n of counts) {
          const p = killedGiven[n] as Fraction;
          const next = new Map<number, Fraction>();
          for (const [killed, q] of dist) {
            next.set(killed + 1, (next.get(killed + 1) ?? Fraction.of(0)).plus(q.times(p)));
            next.set(killed, (next.get(killed) ?? Fraction.of(0)).plus(q.times(p.complement())));
          }
          dist = next;
        }
        const weight = o.probability.times(Fraction.of(1, ways));
        for (const [killed, q] of dist) expected.set(killed, (expected.get(killed) ?? Fraction.of(0)).plus(weight.times(q)));
      }
    }
    const chance = rugged.shootingVolleyCasualties(input).map((c) => c.killed);
    const exact = odds(chance);
    expect(exact.total().toString()).toBe("1");
    for (const [killed, p] of expected) expect(exact.probability(killed).toString(), `${String(killed)} killed`).toBe(p.toString());
    expectFrequenciesMatchOdds(chance, { runs: 20_000, seed: 5 });
  });

  it("RUG-SHOOT-6: allocation keys follow the roster; hit figures are new frozen objects; inputs are never mutated", () => {
    const c = ruggedCases[0] as (typeof ruggedCases)[number];
    const input = deepFreeze(structuredClone(c.input));
    const roster = input.target.members.map((m) => m.id);
    const full = rugged.shootingVolleyWithWounds(input);
    let checked = 0;
    for (const seed of SEEDS) {
      const { value } = resolve(full, seededDice(seed));
      const ids = Object.keys(value.allocation);
      expect(ids).toEqual(roster.filter((id) => ids.includes(id)));
      expect(Object.keys(value.outcomes)).toEqual(ids);
      // the two-step path gives the same order
      const two = resolve(rugged.shootingVolley(input), seededDice(seed)).value.allocation;
      expect(Object.keys(two)).toEqual(ids);
      for (const id of ids) {
        const after = value.unit.members.find((m) => m.id === id) as Figure;
        expect(after).not.toBe(input.target.members.find((m) => m.id === id));
        expect(Object.isFrozen(after) && Object.isFrozen(after.status)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
