// Simulating the full value of a volley with wounds (issue 13): simulate tallies a compact key (hits, dropped
// shooters, each figure hit with its hits and outcome) instead of the value's kilobyte of merge key. The dice are
// the same, so seeded frequencies are identical to tallying by the merge key: checked here value for value, over
// volleys that reach every part of the key (Clumsy shooters dropping, PC picks, mixed weapons, Ox, luck).
import { describe, expect, it } from "vitest";
import { type Chance, simulate } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";

/** The frequencies of a chance as a table keyed by each value's JSON text (the test's own key, not the library's). */
function table(f: { readonly outcomes: readonly { readonly value: unknown; readonly count: number }[] }): Map<string, number> {
  const out = new Map<string, number>();
  for (const o of f.outcomes) out.set(JSON.stringify(o.value), (out.get(JSON.stringify(o.value)) ?? 0) + o.count);
  return out;
}

const rFig = (id: string, extra: Partial<rugged.Figure> = {}): rugged.Figure => ({
  id,
  name: id,
  class: "Combatant",
  luck: 5,
  weapons: [rugged.RUGGED_WEAPONS.boltRifle],
  ...extra,
});
const rUnit = (prefix: string, n: number, extra: rugged.Figure[] = []): rugged.Unit => ({
  id: prefix,
  kind: "combatant",
  members: [...Array.from({ length: n }, (_, i) => rFig(`${prefix}${String(i + 1)}`)), ...extra],
});
const vFig = (id: string, cls: vivid.Figure["class"] = "Combatant", extra: Partial<vivid.Figure> = {}): vivid.Figure => ({
  id,
  name: id,
  class: cls,
  weapons: [vivid.VIVID_WEAPONS.boltRifle],
  ...extra,
});

const cases: { readonly name: string; readonly make: () => Chance<unknown> }[] = [
  {
    name: "rugged: 10 rifles into 10",
    make: () =>
      rugged.shootingVolleyWithWounds({
        shooters: rUnit("r", 10),
        target: rUnit("d", 10),
        context: { distance: 30, shooterMode: "stationary", cover: "soft" },
      }),
  },
  {
    name: "rugged: Clumsy shooters and a shotgun into a PRP with Ox",
    make: () =>
      rugged.shootingVolleyWithWounds({
        shooters: [
          rFig("c1", { traits: [rugged.RUGGED_TRAITS.clumsy], luck: 2 }),
          rFig("c2", { traits: [rugged.RUGGED_TRAITS.clumsy], luck: 3 }),
          rFig("s", { weapons: [rugged.RUGGED_WEAPONS.shotgun] }),
        ],
        target: rUnit("d", 2, [rFig("jack", { class: "PRP", traits: [rugged.RUGGED_TRAITS.strongLikeOx] })]),
        context: { distance: 4, shooterMode: "stationary", targetCharging: true },
      }),
  },
  {
    name: "vivid: a PC picks, a Maxim follows fire",
    make: () =>
      vivid.shootingVolleyWithWounds({
        shooters: [vFig("pc", "PC", { luck: 6 }), vFig("a"), vFig("g", "Combatant", { weapons: [vivid.VIVID_WEAPONS.mg] })],
        target: { id: "t", kind: "combatant", members: [vFig("t1"), vFig("t2"), vFig("hero", "PC", { luck: 5 })] },
        context: { distance: 5 },
        chosenTargetIds: ["hero"],
      }),
  },
];

describe("simulate of the full value tallies a compact key (issue 13, RUG-SHOOT-6, VIV-SHOOT-5)", () => {
  for (const c of cases) {
    it(`RUG-SHOOT-6 RUG-SHOOT-7 VIV-SHOOT-5 VIV-AMB-21 VIV-MG-3 RUG-TRAIT-N4: ${c.name}: the same frequencies as tallying the merge key, seed for seed`, () => {
      const chance = c.make();
      for (const seed of [1, 2]) {
        const keyed = simulate(chance, { runs: 1500, seed });
        // a map at the root is tallied by the merge key of each value, with the same dice
        const plain = simulate(
          chance.map((v) => v),
          { runs: 1500, seed },
        );
        expect(keyed.outcomes.length).toBe(plain.outcomes.length);
        expect(table(keyed)).toEqual(table(plain));
      }
    }, 60_000);
  }
});
