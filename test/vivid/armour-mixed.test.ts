// The Impervious Suit / War Pants −4 in a unit that also holds unarmoured figures (VIV-SHOOT-3, VIV-AMB-45).
// Expected numbers by hand: a stationary rifle at 5" hits on 4 + 2 (short) + 2 (stationary) = 8 (P 8/10); a
// hit on the suit counts only if its die also made 8 − 4 = 4: P(face <= 4 | face <= 8) = 4/8. At 10" (long)
// the number is 6 and the suit's share is 2/6. Allocation over two figures: 1/2 each.
import { describe, expect, it } from "vitest";
import { odds, resolve, scriptedDice } from "../../src/index.js";
import type { Figure, Unit } from "../../src/vivid/index.js";
import { shootingVolley, shootingVolleyCasualties, shootingVolleyWithWounds, volleyHits } from "../../src/vivid/index.js";
import { soldier, unitOf } from "./fixtures-shooting.js";

const suit: Figure = { ...soldier("s"), name: "Suit", armoured: "impervious" };
const man: Figure = { ...soldier("m"), name: "Man" };
const mixed: Unit = unitOf("mixed", [suit, man]);
const shooter = soldier("r");
const near = { shooters: [shooter], target: mixed, context: { distance: 5, shooterMoved: false } };

function byAllocation(o: { allocation: Record<string, number> }): string {
  return Object.entries(o.allocation)
    .map(([id, n]) => `${id}:${String(n)}`)
    .join(",");
}

describe("the Impervious Suit in a mixed unit (VIV-SHOOT-3, VIV-AMB-45)", () => {
  it("VIV-SHOOT-3 VIV-AMB-45: perFigure (default): the volley is rolled at 8; a hit on the suit counts only if its die also made 4", () => {
    const o = odds(shootingVolley(near)).map(byAllocation);
    // miss 2/10, suit 8/10 * 1/2 * 4/8 = 1/5 counted (1/5 stopped), man 8/10 * 1/2 = 2/5
    expect(o.probability("").toString()).toBe("2/5");
    expect(o.probability("s:1").toString()).toBe("1/5");
    expect(o.probability("m:1").toString()).toBe("2/5");
    // the hits that count, as volleyHits gives them: 1 with 3/5
    expect(odds(volleyHits(near)).probability(1).toString()).toBe("3/5");
  });

  it("VIV-AMB-45: wholeUnitOnly: the −4 only for a wholly armoured unit, so the suit beside a man is hit at 8", () => {
    const opts = { armouredInMixedUnit: "wholeUnitOnly" } as const;
    const o = odds(shootingVolley(near, opts)).map(byAllocation);
    expect(o.probability("").toString()).toBe("1/5");
    expect(o.probability("s:1").toString()).toBe("2/5");
    expect(o.probability("m:1").toString()).toBe("2/5");
    expect(odds(volleyHits(near, opts)).probability(1).toString()).toBe("4/5");
    // a wholly armoured unit is hit at 8 − 4 = 4 under both settings (P 4/10 per die), with no check die
    const suits = { ...near, target: unitOf("suits", [suit, { ...suit, id: "s2" }]) };
    for (const options of [{}, opts]) expect(odds(volleyHits(suits, options)).probability(1).toString()).toBe("2/5");
  });

  it("VIV-AMB-45: the trace shows the check: a 5 hits, the d2 puts it on the suit, the d8 re-reads the hit die as 6: stopped", () => {
    const r = resolve(shootingVolley(near), scriptedDice(["d10:5", "d2:1", "d8:6"]));
    expect(r.value.hits).toBe(0);
    expect(byAllocation(r.value)).toBe("");
    const rules = r.trace.map((e) => ("rule" in e ? e.rule : ""));
    expect(rules).toContain("VIV-AMB-45");
    expect(JSON.stringify(r.trace)).toMatch(/Suit's suit stops the hit \(its die did not make 4\)/);
    // the same die re-read as 3 counts
    expect(byAllocation(resolve(shootingVolley(near), scriptedDice(["d10:5", "d2:1", "d8:3"])).value)).toBe("s:1");
    // a hit on the man rolls no check die
    expect(byAllocation(resolve(shootingVolley(near), scriptedDice(["d10:5", "d2:2"])).value)).toBe("m:1");
  });

  it("VIV-AMB-45: shooters at two hit numbers: each hit on the suit is checked at its own shooter's number", () => {
    const far = soldier("f");
    const input = { shooters: [shooter, far], target: mixed, context: { distance: 5, shooterMoved: false }, perShooter: { f: { context: { distance: 10 } } } };
    // rifle at 5": suit 1/5, man 2/5, nothing 2/5; rifle at 10" (n 6): suit 6/10 * 1/2 * 2/6 = 1/10, man 3/10, nothing 3/5
    const o = odds(shootingVolley(input)).map(byAllocation);
    expect(o.probability("s:2").toString()).toBe("1/50"); // 1/5 * 1/10
    expect(o.probability("m:2").toString()).toBe("3/25"); // 2/5 * 3/10
    expect(o.probability("s:1,m:1").toString()).toBe("1/10"); // 1/5 * 3/10 + 2/5 * 1/10
    expect(o.probability("s:1").toString()).toBe("4/25"); // 1/5 * 3/5 + 2/5 * 1/10
    expect(o.probability("m:1").toString()).toBe("9/25"); // 2/5 * 3/5 + 2/5 * 3/10
    expect(o.probability("").toString()).toBe("6/25"); // 2/5 * 3/5
  });

  it("VIV-AMB-45 VIV-WOUND-1 VIV-WOUND-2: the volley with wounds rolls wounds only for the hits that count, under both settings", () => {
    // a non-PC wounded is killed (VIV-WOUND-7): the suit's wound die takes -1, so killed on 3-6 (2/3); the man on 2-6 (5/6)
    for (const [options, suitHit] of [
      [{}, "1/5"],
      [{ armouredInMixedUnit: "wholeUnitOnly" } as const, "2/5"],
    ] as const) {
      const w = odds(shootingVolleyWithWounds(near, options));
      expect(
        w
          .map((v) => v.outcomes.s !== undefined)
          .probability(true)
          .toString(),
      ).toBe(suitHit);
      expect(
        w
          .map((v) => v.outcomes.s?.state === "killed")
          .probability(true)
          .toString(),
      ).toBe(suitHit === "1/5" ? "2/15" : "4/15");
      expect(
        w
          .map((v) => v.outcomes.m?.state === "killed")
          .probability(true)
          .toString(),
      ).toBe("1/3");
      const c = odds(shootingVolleyCasualties(near, options));
      expect(
        c
          .map((v) => v.hits)
          .probability(1)
          .toString(),
      ).toBe(suitHit === "1/5" ? "3/5" : "4/5");
    }
  });

  it("VIV-AMB-45: a targetArmoured given in the context decides the −4 itself (no check die)", () => {
    const given = { ...near, context: { ...near.context, targetArmoured: true } };
    // n = 8 − 4 = 4 for every figure
    expect(odds(volleyHits(given)).probability(1).toString()).toBe("2/5");
  });
});
