// Issue 12 (re-rolls, item 21 remainder): the rolls a re-roll plan replaces inside one action, listed on the
// result when asked (option planHistory), off by default so exact odds enumerate outcomes, not histories.
import { describe, expect, it } from "vitest";
import { type ActionRequest, type ActionResult, action, createCharacter } from "../../src/fate/index.js";
import { odds, resolve, scriptedDice, seededDice } from "../../src/index.js";

// Fair (+2) Athletics, one fate point, against a Good (+3) target, re-rolling while short of a success
const runner = createCharacter({ id: "runner", name: "Runner", abilities: { Athletics: 2 }, fatePoints: 1 });
const leap: ActionRequest = { ability: "Athletics", reroll: { below: "success" }, against: { type: "target", value: 3 } };
const HISTORY = { planHistory: true };

/** A result without the lists of replaced rolls, to compare with and without the option. */
function bare(r: ActionResult): Omit<ActionResult, "replaced" | "opposerReplaced"> {
  return Object.fromEntries(Object.entries(r).filter(([k]) => k !== "replaced" && k !== "opposerReplaced")) as Omit<
    ActionResult,
    "replaced" | "opposerReplaced"
  >;
}

describe("fate: the history of a re-roll plan (option planHistory)", () => {
  it("FATE-FP-3 FATE-AMB-13: off by default the plan's replaced roll is only in the trace; with planHistory it is on the result, with faces, sum and total", () => {
    // -1 on the dice (total 1, short of 4), then the re-roll: +2 (total 4, a success)
    const script = ["dF:-", "dF:0", "dF:0", "dF:0", "dF:+", "dF:+", "dF:0", "dF:0"];
    const plain = resolve(action(runner, leap), scriptedDice(script)).value;
    expect(plain.rerolls).toBe(1);
    expect(plain.replaced).toEqual([]);
    const kept = resolve(action(runner, leap, HISTORY), scriptedDice(script));
    expect(kept.value.replaced).toEqual([{ dice: -1, faces: [0, 0, 0, -1], total: 1 }]);
    expect(kept.value.opposerReplaced).toEqual([]);
    expect(bare(kept.value)).toEqual(bare(plain));
    expect(kept.value).toMatchObject({ dice: 2, faces: [1, 1, 0, 0], total: 4, margin: 1, fpSpent: 1 });
  });

  it("FATE-FP-3: with planHistory a seed gives the same dice, trace and result (the history aside) as without", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const a = resolve(action(runner, leap), seededDice(seed));
      const b = resolve(action(runner, leap, HISTORY), seededDice(seed));
      expect(b.trace).toEqual(a.trace);
      expect(bare(b.value)).toEqual(bare(a.value));
      expect(b.value.replaced).toHaveLength(a.value.rerolls);
    }
  });

  it("FATE-FP-3 FATE-ACT-2: exact odds of the history, computed by hand: a re-roll with probability 66/81, the replaced roll a 1 with 16/81", () => {
    // by hand: success needs 4dF >= +2 (15 of 81 ways: 10 + 4 + 1); every other first roll is re-rolled
    const d = odds(action(runner, leap, HISTORY));
    expect(d.probability((r) => r.replaced.length === 1).toString()).toBe("22/27");
    expect(d.probability((r) => r.replaced[0]?.dice === 1).toString()).toBe("16/81");
    expect(d.probability((r) => r.replaced[0]?.total === -2).toString()).toBe("1/81");
    // the history aside, the odds are those of the default
    const plain = odds(action(runner, leap));
    const projected = d.map((r) => bare(r));
    for (const o of plain.outcomes) expect(projected.probability(bare(o.value)).toString()).toBe(o.probability.toString());
    expect(plain.size).toBeLessThan(d.size);
  });

  it("FATE-FP-3 FATE-AMB-24: an opposer's plan keeps its history too, oldest first", () => {
    const rival = createCharacter({ id: "rival", name: "Rival", abilities: { Athletics: 2 }, fatePoints: 2 });
    const race: ActionRequest = { ability: "Athletics", against: { type: "opposed", opposer: rival, roll: { ability: "Athletics", reroll: {} } } };
    // actor +1 (total 3); rival -2 (total 0), re-rolls: 0 (total 2, still beaten), re-rolls: +1 (total 3, a tie)
    const script = ["dF:+", "dF:0", "dF:0", "dF:0", "dF:-", "dF:-", "dF:0", "dF:0", "dF:0", "dF:0", "dF:0", "dF:0", "dF:+", "dF:0", "dF:0", "dF:0"];
    const r = resolve(action(runner, race, HISTORY), scriptedDice(script)).value;
    expect(r.opposerReplaced).toEqual([
      { dice: -2, faces: [0, 0, -1, -1], total: 0 },
      { dice: 0, faces: [0, 0, 0, 0], total: 2 },
    ]);
    expect(r).toMatchObject({ opposerRerolls: 2, opposerFpSpent: 2, against: 3, margin: 0, outcome: "failUnchanged", replaced: [] });
  });

  it("FATE-FP-3: planHistory is checked like every option", () => {
    expect(() => action(runner, leap, { planHistory: "yes" as never })).toThrow(/planHistory/);
  });
});
