// Pinned seeded transcripts: a change here is a breaking change (the same seed must tell the same story).
import { describe, expect, expectTypeOf, it } from "vitest";
import { type Chance, explain, resolve, seededDice } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";
import { fig } from "./volley-fixtures.js";

const unit = (id: string, p: string, n: number, w: rugged.Weapon): rugged.Unit => ({
  id,
  kind: "combatant",
  members: Array.from({ length: n }, (_, i) => fig(`${p}${String(i + 1)}`, w)),
});

describe("pinned volley transcripts (RUG-SHOOT-5, VIV-SHOOT-5)", () => {
  it('RUG-SHOOT-5 RUG-SHOOT-6: four rifles at 30" into soft cover, seed 2020', () => {
    const input = {
      shooters: unit("r", "r", 4, rugged.RUGGED_WEAPONS.boltRifle),
      target: unit("d", "d", 6, rugged.RUGGED_WEAPONS.boltRifle),
      context: { distance: 30, shooterMode: "stationary" as const, cover: "soft" as const },
    };
    const { value, trace } = resolve(rugged.shootingVolley(input), seededDice(2020));
    expect(value).toEqual({ hits: 1, dropped: [], allocation: { d2: 1 } });
    expect(explain(trace)).toEqual([
      "bolt-action rifle: 1 die [RUG-SHOOT-2]",
      "base hit 4 (bolt-action rifle) [RUG-SHOOT-3]",
      "shooter's movement: stationary, from the context [RUG-SHOOT-4]",
      "shooter stationary +2 [RUG-SHOOT-4]",
      "target in soft cover -1 [RUG-SHOOT-4]",
      "hit on 5 or less [RUG-SHOOT-5]",
      "d10 r1 and 3 others to hit (5 or less): 8: miss [RUG-SHOOT-5]",
      "d10 r1 and 3 others to hit (5 or less): 9: miss [RUG-SHOOT-5]",
      "d10 r1 and 3 others to hit (5 or less): 5: hit [RUG-SHOOT-5]",
      "d10 r1 and 3 others to hit (5 or less): 10: miss [RUG-SHOOT-5]",
      "d6 which figure takes hit 1: 2 [RUG-SHOOT-6]",
    ]);
  });

  it("VIV-SHOOT-5 VIV-AMB-21: a PC and a rifleman at 5\", seed 1926: the PC's pick fails and both hits are random", () => {
    const input = {
      shooters: [fig("pc", vivid.VIVID_WEAPONS.boltRifle, "PC"), fig("a", vivid.VIVID_WEAPONS.boltRifle)],
      target: unit("d", "d", 5, vivid.VIVID_WEAPONS.boltRifle),
      context: { distance: 5 },
      chosenTargetIds: ["d2"],
    };
    const { value, trace } = resolve(vivid.shootingVolley(input), seededDice(1926));
    expect(value).toEqual({ hits: 2, dropped: [], allocation: { d2: 1, d5: 1 } });
    expect(explain(trace).filter((l) => l.startsWith("d"))).toEqual([
      "d10 pc to hit (8 or less): 2: hit [VIV-SHOOT-4]",
      "d10 a to hit (8 or less): 4: hit [VIV-SHOOT-4]",
      "d6 player shooter picks the target of hit 1 (5+): 4 [VIV-AMB-21]",
      "d10 which figure takes hit 1: 4 [VIV-SHOOT-5]",
      "d10 which figure takes hit 2: 10 [VIV-SHOOT-5]",
    ]);
  });

  it("RUG-SHOOT-6 VIV-SHOOT-5: types: volleys are chances of plain data; figures are inferred from the schema", () => {
    expectTypeOf(rugged.shootingVolley).returns.toEqualTypeOf<Chance<rugged.VolleyOutcome>>();
    expectTypeOf(vivid.volleyHits).returns.toEqualTypeOf<Chance<number>>();
    expectTypeOf<rugged.Figure["class"]>().toEqualTypeOf<"PRP" | "PC" | "Combatant" | "NonCombatant" | "Special">();
    expectTypeOf<vivid.VividOptions["woundDie"]>().toEqualTypeOf<6 | 10>();
  });
});
