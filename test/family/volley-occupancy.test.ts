// Exact odds of a random allocation enumerated by counts (issue 13): hits per figure (occupancy) for the full
// value, counts of exchangeable figures for the casualties. Checked against fractions computed here from the texts
// (no library call: bigint fractions, hits and allocation worked out by hand), and against the enumeration hit by
// hit (every ordered tuple of roster indices) that resolve and simulate still follow.
import { describe, expect, it } from "vitest";
import { Chance } from "../../src/core/chance.js";
import { odds, resolve, seededDice } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";

type Figure = vivid.Figure;

/** A tiny exact fraction over bigints, independent of the library. */
class Q {
  readonly n: bigint;
  readonly d: bigint;
  constructor(n: bigint, d = 1n) {
    const g = gcd(n < 0n ? -n : n, d);
    this.n = g === 0n ? 0n : n / g;
    this.d = g === 0n ? 1n : d / g;
  }
  add(o: Q): Q {
    return new Q(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  mul(o: Q): Q {
    return new Q(this.n * o.n, this.d * o.d);
  }
  toString(): string {
    return this.d === 1n ? this.n.toString() : `${this.n.toString()}/${this.d.toString()}`;
  }
}
function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}
const q = (n: number, d = 1): Q => new Q(BigInt(n), BigInt(d));

/** The chance the enumeration hit by hit gives: the chance resolve and simulate play (the node odds replace). */
function hitByHit<T>(c: Chance<T>): Chance<T> {
  // the full value declares its simulate key at the root (withSimulateKey): the chance enumerated by counts is inside
  const outer = c.node;
  const node = outer.t === "trace" && outer.key !== undefined ? outer.src : outer;
  if (node.t !== "trace" || node.exact === undefined) throw new Error("expected a chance enumerated by counts");
  return new Chance<T>(node.src);
}

/** Probabilities by key, as text. */
function table<T>(c: Chance<T>, key: (v: T) => string): Map<string, string> {
  const out = new Map<string, string>();
  for (const o of odds(c).map(key).outcomes) out.set(o.value, o.probability.toString());
  return out;
}

const vRifle = vivid.VIVID_WEAPONS.boltRifle;
const thug = (id: string, cls: Figure["class"] = "Combatant"): Figure => ({ id, name: id, class: cls, weapons: [vRifle] });
const thugs = (prefix: string, n: number): vivid.Unit => ({
  id: prefix,
  kind: "combatant",
  leaderId: `${prefix}1`,
  members: Array.from({ length: n }, (_, i) => thug(`${prefix}${String(i + 1)}`)),
});
// 10" with a bolt rifle is long range (6"/14"), the shooters moved: the base hit number 4, P(hit) 4/10
const context = { distance: 10, shooterMoved: true };

// a thug hit k times is killed unless every wound die shows 1 (2-4 Wounded counts as Killed for a non-PC, 5-6 Killed)
const killedAfter = (k: number): Q => new Q(6n ** BigInt(k) - 1n, 6n ** BigInt(k));

describe("exact odds of a random allocation by counts (RUG-SHOOT-6, VIV-SHOOT-5)", () => {
  it("VIV-SHOOT-2 VIV-SHOOT-4 VIV-SHOOT-5 VIV-WOUND-1 VIV-WOUND-3 VIV-WOUND-4: three thugs into three: casualties equal fractions worked out by hand", () => {
    const input = { shooters: thugs("s", 3), target: thugs("t", 3), context };
    // by hand: hits ~ Binomial(3, 2/5); each hit lands on one of the three with 1/3; every allocation of h hits as
    // counts per figure, each figure hit k times killed with 1 - 6^-k
    const expected = new Map<string, Q>();
    const pHits = [q(27, 125), q(54, 125), q(36, 125), q(8, 125)];
    for (let h = 0; h <= 3; h++) {
      const tuples: number[][] = [[]];
      for (let k = 0; k < h; k++) tuples.splice(0, tuples.length, ...tuples.flatMap((t) => [0, 1, 2].map((r) => [...t, r])));
      for (const t of tuples) {
        const counts = [0, 1, 2].map((r) => t.filter((x) => x === r).length).filter((c) => c > 0);
        // each figure hit: killed or fit; every subset of the figures hit
        for (let mask = 0; mask < 1 << counts.length; mask++) {
          let p = (pHits[h] as Q).mul(new Q(1n, 3n ** BigInt(h)));
          let killed = 0;
          counts.forEach((c, j) => {
            const dies = ((mask >> j) & 1) === 1;
            if (dies) killed++;
            p = p.mul(dies ? killedAfter(c) : q(1).add(killedAfter(c).mul(q(-1))));
          });
          const key = `${String(h)}:${String(counts.length)}:${String(killed)}`;
          expected.set(key, (expected.get(key) ?? q(0)).add(p));
        }
      }
    }
    const got = table(vivid.shootingVolleyCasualties(input), (c) => `${String(c.hits)}:${String(c.figuresHit)}:${String(c.killed)}`);
    expect(new Map([...expected].map(([k, p]) => [k, p.toString()]))).toEqual(got);
    // three hits, one on each (3!/27), all three killed ((5/6)^3)
    expect(got.get("3:3:3")).toBe(q(8, 125).mul(q(6, 27)).mul(q(125, 216)).toString());
  });

  it("VIV-SHOOT-5 VIV-AMB-21 VIV-WOUND-3 VIV-WOUND-4: a PC's hit goes to its pick on 5-6, else at random: the full value by figure equals fractions by hand", () => {
    const input = { shooters: [thug("pc", "PC"), thug("s1")], target: thugs("t", 3), context, chosenTargetIds: ["t2"] };
    // by hand: the PC hits with 2/5 and its hit lands on t2 with 1/3 + 2/3 * 1/3 = 5/9, on t1 or t3 with 2/9 each;
    // the thug hits with 2/5, its hit on each of the three with 1/3
    const pcOn = [q(2, 9), q(5, 9), q(2, 9)];
    const thugOn = [q(1, 3), q(1, 3), q(1, 3)];
    const expected = new Map<string, Q>();
    const add = (key: string, p: Q): void => {
      expected.set(key, (expected.get(key) ?? q(0)).add(p));
    };
    for (const pcHits of [0, 1])
      for (const thugHits of [0, 1]) {
        const pTally = (pcHits === 1 ? q(2, 5) : q(3, 5)).mul(thugHits === 1 ? q(2, 5) : q(3, 5));
        const pcTargets = pcHits === 1 ? [0, 1, 2] : [-1];
        const thugTargets = thugHits === 1 ? [0, 1, 2] : [-1];
        for (const a of pcTargets)
          for (const b of thugTargets) {
            const pa = a < 0 ? q(1) : (pcOn[a] as Q);
            const pb = b < 0 ? q(1) : (thugOn[b] as Q);
            const counts = [0, 1, 2].map((r) => (a === r ? 1 : 0) + (b === r ? 1 : 0));
            const hit = [0, 1, 2].filter((r) => (counts[r] as number) > 0);
            for (let mask = 0; mask < 1 << hit.length; mask++) {
              let p = pTally.mul(pa).mul(pb);
              const parts: string[] = [];
              hit.forEach((r, j) => {
                const dies = ((mask >> j) & 1) === 1;
                const c = counts[r] as number;
                p = p.mul(dies ? killedAfter(c) : q(1).add(killedAfter(c).mul(q(-1))));
                parts.push(`t${String(r + 1)}=${String(c)}${dies ? "killed" : "fit"}`);
              });
              add(`${String(pcHits + thugHits)}|${parts.join(",")}`, p);
            }
          }
      }
    const full = vivid.shootingVolleyWithWounds(input);
    const got = table(
      full,
      (v) =>
        `${String(v.hits)}|${Object.keys(v.allocation)
          .map((id) => `${id}=${String(v.allocation[id])}${v.outcomes[id]?.state ?? ""}`)
          .join(",")}`,
    );
    expect(new Map([...expected].map(([k, p]) => [k, p.toString()]))).toEqual(got);
    // the casualties of the same volley, by counts of exchangeable figures (the pick alone in its group)
    const cas = table(vivid.shootingVolleyCasualties(input), (c) => `${String(c.hits)}:${String(c.killed)}`);
    const byCount = new Map<string, Q>();
    for (const [key, p] of expected) {
      const [hits, rest] = key.split("|") as [string, string];
      const k = `${hits}:${String(rest.split("killed").length - 1)}`;
      byCount.set(k, (byCount.get(k) ?? q(0)).add(p));
    }
    expect(new Map([...byCount].map(([k, p]) => [k, p.toString()]))).toEqual(cas);
  });

  const rRifle = rugged.RUGGED_WEAPONS.boltRifle;
  const rFig = (id: string, cls: rugged.Figure["class"] = "Combatant", extra: Partial<rugged.Figure> = {}): rugged.Figure => ({
    id,
    name: id,
    class: cls,
    luck: 5,
    weapons: [rRifle],
    ...extra,
  });
  const rUnit = (prefix: string, n: number, extra: rugged.Figure[] = []): rugged.Unit => ({
    id: prefix,
    kind: "combatant",
    leaderId: `${prefix}1`,
    members: [...Array.from({ length: n }, (_, i) => rFig(`${prefix}${String(i + 1)}`)), ...extra],
  });
  const cases = [
    {
      name: "rugged: three rifles into four, one a PRP with Ox and luck",
      full: () =>
        rugged.shootingVolleyWithWounds({
          shooters: rUnit("r", 3),
          target: rUnit("d", 3, [rFig("jack", "PRP", { traits: [rugged.RUGGED_TRAITS.strongLikeOx] })]),
          context: { distance: 12, shooterMode: "stationary" as const },
        }),
      casualties: () =>
        rugged.shootingVolleyCasualties({
          shooters: rUnit("r", 3),
          target: rUnit("d", 3, [rFig("jack", "PRP", { traits: [rugged.RUGGED_TRAITS.strongLikeOx] })]),
          context: { distance: 12, shooterMode: "stationary" as const },
        }),
    },
    {
      name: "rugged: a Clumsy rifleman and a Maxim, shotgun hits, the wounded figure carried",
      full: () =>
        rugged.shootingVolleyWithWounds(
          {
            shooters: [
              rFig("gunner", "Combatant", { weapons: [rugged.RUGGED_WEAPONS.mg] }),
              rFig("clumsy", "Combatant", { traits: [rugged.RUGGED_TRAITS.clumsy] }),
            ],
            target: rUnit("p", 2, [rFig("ox", "Combatant", { status: { wounds: 1 } })]),
            context: { distance: 12, shooterMode: "stationary" as const },
          },
          {},
          { hit: { shotgun: true }, turn: 3 },
        ),
      casualties: () =>
        rugged.shootingVolleyCasualties(
          {
            shooters: [
              rFig("gunner", "Combatant", { weapons: [rugged.RUGGED_WEAPONS.mg] }),
              rFig("clumsy", "Combatant", { traits: [rugged.RUGGED_TRAITS.clumsy] }),
            ],
            target: rUnit("p", 2, [rFig("ox", "Combatant", { status: { wounds: 1 } })]),
            context: { distance: 12, shooterMode: "stationary" as const },
          },
          {},
          { hit: { shotgun: true }, turn: 3 },
        ),
    },
    {
      name: "vivid: a PC picks a PC with Charmed Life, mercy bullets",
      full: () =>
        vivid.shootingVolleyWithWounds(
          {
            shooters: [thug("pc", "PC"), thug("a"), thug("b")],
            target: { ...thugs("t", 2), members: [...thugs("t", 2).members, { ...thug("hero", "PC"), luck: 5, traits: [vivid.VIVID_TRAITS.charmedLife] }] },
            context: { distance: 5 },
            chosenTargetIds: ["hero"],
          },
          {},
          { hit: { modifiers: [{ rule: "VIV-GAD-5", label: "mercy bullets", value: 2 }] } },
        ),
      casualties: () =>
        vivid.shootingVolleyCasualties(
          {
            shooters: [thug("pc", "PC"), thug("a"), thug("b")],
            target: { ...thugs("t", 2), members: [...thugs("t", 2).members, { ...thug("hero", "PC"), luck: 5, traits: [vivid.VIVID_TRAITS.charmedLife] }] },
            context: { distance: 5 },
            chosenTargetIds: ["hero"],
          },
          {},
          { hit: { modifiers: [{ rule: "VIV-GAD-5", label: "mercy bullets", value: 2 }] } },
        ),
    },
  ];
  for (const c of cases) {
    it(`RUG-SHOOT-6 RUG-SHOOT-7 VIV-SHOOT-5 VIV-AMB-21 VIV-WOUND-3 RUG-TRAIT-N4 VIV-GAD-5: ${c.name}: by counts equals hit by hit, value for value`, () => {
      for (const make of [c.full, c.casualties] as (() => Chance<unknown>)[]) {
        const chance = make();
        // both build their values with the same code, so their JSON texts are comparable keys
        const byCounts = table(chance, (v) => JSON.stringify(v));
        const byHits = table(hitByHit(chance), (v) => JSON.stringify(v));
        expect(byCounts.size).toBeGreaterThan(1);
        expect(byCounts).toEqual(byHits);
      }
    }, 60_000);
  }

  it("RUG-SHOOT-6 VIV-SHOOT-5 VIV-AMB-21: the full value's estimate of states never refuses what the enumeration answers (issue 10)", () => {
    // each full value answers within exactly the states it spends: the lower bound odds refuses from is no more
    const fulls = [
      ...cases.map((c) => c.full),
      () => rugged.shootingVolleyWithWounds({ shooters: rUnit("r", 3), target: rUnit("d", 4), context: { distance: 12, shooterMode: "stationary" as const } }),
      () => rugged.shootingVolleyWithWounds({ shooters: rUnit("r", 2), target: rUnit("d", 5), context: { distance: 1, shooterMode: "stationary" as const } }),
      () =>
        rugged.shootingVolleyWithWounds({
          shooters: rUnit("r", 4),
          target: rUnit("d", 10),
          context: { distance: 30, shooterMode: "stationary" as const, cover: "soft" as const },
        }),
      () => vivid.shootingVolleyWithWounds({ shooters: [thug("a"), thug("b"), thug("c")], target: thugs("t", 3), context: { distance: 5 } }),
    ];
    for (const make of fulls) {
      const exact = odds(make());
      expect(exact.size).toBeGreaterThan(1);
      expect(odds(make(), { maxStates: exact.cost.states }).size).toBe(exact.size);
    }
  }, 60_000);

  it("RUG-SHOOT-6 VIV-SHOOT-5: resolve plays the same dice and trace as before (the counts are for odds only)", () => {
    const c = cases[0] as (typeof cases)[number];
    const chance = c.full();
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = resolve(chance, seededDice(seed));
      const b = resolve(hitByHit(chance), seededDice(seed));
      expect(a.value).toEqual(b.value);
      expect(a.trace).toEqual(b.trace);
    }
  });
});
