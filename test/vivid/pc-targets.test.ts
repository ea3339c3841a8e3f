// Several PCs picking targets (VIV-SHOOT-5, VIV-AMB-21): each PC picks its own figure (`perShooter[id].targetId`).
// Expected by hand: a stationary rifle at 5" hits on 8 (P 4/5); four thugs, so a hit not picked goes to each on a
// D4 (1/4); a PC picks on a D6 of 5-6 (1/3). A PC's hit lands on its own figure with 1/3 + 2/3 * 1/4 = 1/2 and on
// each other figure with 2/3 * 1/4 = 1/6.
import { describe, expect, it } from "vitest";
import { odds, resolve, scriptedDice } from "../../src/index.js";
import type { Figure } from "../../src/vivid/index.js";
import { shootingVolley, shootingVolleyWithWounds } from "../../src/vivid/index.js";
import { soldier, thugs } from "./fixtures-shooting.js";

const pc = (id: string): Figure => ({ ...soldier(id), class: "PC", luck: 5 });
const a = pc("a");
const b = pc("b");
const context = { distance: 5, shooterMoved: false };
const input = { shooters: [a, b], target: thugs(4), context, perShooter: { a: { targetId: "t1" }, b: { targetId: "t2" } } };

function byAllocation(o: { allocation: Record<string, number> }): string {
  return Object.entries(o.allocation)
    .map(([id, n]) => `${id}:${String(n)}`)
    .join(",");
}

describe("several PCs picking targets (VIV-SHOOT-5, VIV-AMB-21)", () => {
  it("VIV-SHOOT-5 VIV-AMB-21: two PCs name different figures; each pick goes to its own PC's figure", () => {
    const o = odds(shootingVolley(input)).map(byAllocation);
    // a on t1 and b on t2: (4/5 * 1/2)^2 = 4/25, or a on t2 and b on t1: (4/5 * 1/6)^2 = 4/225; 40/225 = 8/45
    expect(o.probability("t1:1,t2:1").toString()).toBe("8/45");
    // both on t1: a's own (4/5 * 1/2) times b's stray (4/5 * 1/6) = 4/75
    expect(o.probability("t1:2").toString()).toBe("4/75");
    expect(o.probability("t2:2").toString()).toBe("4/75");
    // before, every pick went to the first chosen id: with chosenTargetIds [t1, t2] both picks went to t1, (2/5)^2 = 4/25
    const first = odds(shootingVolley({ shooters: [a, b], target: thugs(4), context, chosenTargetIds: ["t1", "t2"] })).map(byAllocation);
    expect(first.probability("t1:2").toString()).toBe("4/25");
  });

  it("VIV-SHOOT-5 VIV-AMB-21: the dice: each PC's hit rolls its own pick D6 for its own figure", () => {
    const picked = resolve(shootingVolley(input), scriptedDice(["d10:1", "d10:1", "d6:5", "d6:6"]));
    expect(byAllocation(picked.value)).toBe("t1:1,t2:1");
    expect(JSON.stringify(picked.trace)).toMatch(/player shooter picks t1 for hit 1/);
    expect(JSON.stringify(picked.trace)).toMatch(/player shooter picks t2 for hit 2/);
    // a's pick fails (2) and its hit is rolled over the roster (D4: 3), b's succeeds
    expect(byAllocation(resolve(shootingVolley(input), scriptedDice(["d10:1", "d10:1", "d6:2", "d4:3", "d6:6"])).value)).toBe("t2:1,t3:1");
  });

  it("VIV-SHOOT-5 VIV-WOUND-1: the volley with wounds allocates the same way", () => {
    const w = odds(shootingVolleyWithWounds(input)).map((v) => Object.keys(v.outcomes).join(","));
    expect(w.probability("t1,t2").toString()).toBe("8/45");
  });

  it("VIV-AMB-21: by choice, a shooter's hits go to its own figure and the others to the chosen figures in turn", () => {
    const chosen = { ...input, perShooter: { a: { targetId: "t3" } }, chosenTargetIds: ["t1"] };
    const o = odds(shootingVolley(chosen, { allocation: "shooterChooses" })).map(byAllocation);
    expect(o.probability("t1:1,t3:1").toString()).toBe("16/25");
    expect(o.probability("t3:1").toString()).toBe("4/25"); // a hits, b misses
  });

  it("VIV-SHOOT-5: a target outside the unit, or a non-PC's own pick at random, is refused", () => {
    expect(() => shootingVolley({ ...input, perShooter: { a: { targetId: "nobody" } } })).toThrow(/input\.perShooter\.a\.targetId.*member of the target unit/);
    const thug = soldier("x");
    expect(() => shootingVolley({ ...input, shooters: [thug], perShooter: { x: { targetId: "t1" } } })).toThrow(/only a player shooter picks/);
    // by choice, anyone may be given a figure
    expect(() => shootingVolley({ ...input, shooters: [thug], perShooter: { x: { targetId: "t1" } } }, { allocation: "shooterChooses" })).not.toThrow();
  });
});
