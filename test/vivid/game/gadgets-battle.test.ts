// The gadgets' odds flow into the exact odds of a whole battle (issue #14): battleOdds over a gas grenade, by hand,
// and simulateBattle agreeing with it (chi-square, fixed seed).
import { describe, expect, it } from "vitest";
import { battleOdds, type Choice, simulateBattle } from "../../../src/index.js";
import { VIVID_GADGETS, type VividCommand, type VividState } from "../../../src/vivid/index.js";
import { vividGame } from "../../../src/vivid/index.js";
import { pc, rifleman, twoSides, unit } from "./rules-scenarios.js";

/** Jack (a PC with one gas grenade) 8" from a thug who does nothing; two turns, then a draw. */
const scenario = () =>
  twoSides(
    [unit("party", "the party", [pc("jack", "Jack", "good", { gadgets: [{ ...VIVID_GADGETS.anestheticGasGrenade, uses: 1 }] })])],
    [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" })],
    { jack: { x: 10, y: 1 }, t1: { x: 10, y: 9 } },
    { gadgetRules: { gasUnconsciousTurns: 2 }, victory: { turnLimit: 2 } },
  );
const first = (choices: readonly Choice<VividCommand>[], type: VividCommand["type"]) => choices.find((c) => c.allowed && c.command.type === type)?.command;
/** Jack throws the gas when he may (at the point 6" toward the thug), else the turn goes on; the thug only waits. */
const policies = {
  good: (_s: VividState, choices: readonly Choice<VividCommand>[]): VividCommand =>
    first(choices, "useGadget") ?? first(choices, "beginTurn") ?? { type: "endSideTurn" },
  bad: (_s: VividState, choices: readonly Choice<VividCommand>[]): VividCommand => first(choices, "beginTurn") ?? { type: "endSideTurn" },
};

describe("vividGame gadgets: the exact odds of a battle", () => {
  it('VIV-GAD-3: the thug, 2" from the burst, fails to hold his breath with 7/10 and the party wins at once; otherwise the two turns run out: a draw with 3/10; simulateBattle agrees', () => {
    const exact = battleOdds(vividGame, scenario(), policies, { maxStates: 5_000 });
    expect(exact.unfinished.toString()).toBe("0");
    expect(exact.outcomes.map((o) => [o.value, o.probability.toString()])).toEqual([
      [{ winner: "good", reason: "destroyed" }, "7/10"],
      [{ winner: null, reason: "turnLimit" }, "3/10"],
    ]);
    const runs = 400;
    const sim = simulateBattle(vividGame, scenario(), policies, { runs, seed: 14 });
    let chi = 0;
    for (const o of exact.outcomes) {
      const expected = o.probability.toNumber() * runs;
      const seen = sim.outcomes.find((s) => JSON.stringify(s.value) === JSON.stringify(o.value))?.count ?? 0;
      chi += (seen - expected) ** 2 / expected;
    }
    // the 0.999 quantile of chi-square with 1 degree of freedom is 10.83
    expect(chi).toBeLessThan(10.83);
  }, 120_000);
});
