// The faces of a result's 4dF and the rolls re-rolls replaced (issue 12 item 21): in the result, not only in
// the trace, in canonical order (highest first), consistent with the sum, the total and the dice rolled.
import { describe, expect, it } from "vitest";
import {
  type ActionRequest,
  type ActionResult,
  action,
  actionSummary,
  adviseAction,
  createCharacter,
  type DFFace,
  rerollAction,
  rerollOpposer,
  spendFatePoints,
} from "../../src/fate/index.js";
import { type DieEntry, Fraction, odds, RulesError, resolve, scriptedDice, seededDice, type TraceEntry } from "../../src/index.js";
import { dF, indy } from "./fixtures.js";

/** The faces of the trace's dice, in the order rolled. */
function rolled(trace: readonly TraceEntry[]): number[] {
  return trace.filter((e): e is DieEntry => e.type === "die").map((e) => e.face);
}

/** Faces highest first, as a result lists them. */
function canonical(faces: readonly number[]): number[] {
  return [...faces].sort((a, b) => b - a);
}

const total = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);

const rival = createCharacter({ id: "rival", name: "Rival", abilities: { Rapport: 2 }, fatePoints: 3 });
const opposed: ActionRequest = { ability: "Rapport", against: { type: "opposed", opposer: rival, roll: { ability: "Rapport" } } };

describe("fate results carry their dice faces", () => {
  it("FATE-ACT-1 FATE-AMB-14: a scripted roll's faces are in the result, highest first, summing to dice; the trace keeps the order rolled", () => {
    const shot = action(indy(), { ability: "Shooting", against: { type: "target", value: 1 } });
    const { value, trace } = resolve(shot, scriptedDice(["dF:-", "dF:+", "dF:0", "dF:+"]));
    expect(value.faces).toEqual([1, 1, 0, -1]);
    expect(value.dice).toBe(1);
    expect(value.total).toBe(1);
    expect(rolled(trace)).toEqual([-1, 1, 0, 1]);
    expect(value.replaced).toEqual([]);
    expect(value.opposerFaces).toBeNull();
    expect(value.opposerReplaced).toEqual([]);
  });

  it("FATE-ACT-1 FATE-ACT-4: seeded opposed actions: both sides' faces match the dice rolled, the sums and the totals", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { value, trace } = resolve(action(indy(), opposed), seededDice(seed));
      const faces = rolled(trace);
      expect(faces).toHaveLength(8);
      expect(value.faces).toEqual(canonical(faces.slice(0, 4)));
      expect(value.opposerFaces).toEqual(canonical(faces.slice(4)));
      expect(total(value.faces)).toBe(value.dice);
      expect(total(value.opposerFaces ?? [])).toBe(value.opposerDice);
      expect(value.total).toBe(value.dice + 2);
      expect(value.against).toBe((value.opposerDice ?? 0) + 2);
    }
  });

  it("FATE-ACT-1 FATE-AMB-14: exact odds of the faces: each multiset by its permutations over 81, summing to 1", () => {
    const roll = odds(action(indy(), { ability: "Shooting", against: { type: "none" } }));
    const faces = roll.map((r) => r.faces.join(","));
    // multinomial counts, worked by hand: 4!/(a! b! c!) orderings of each multiset
    const expected: [DFFace[], number][] = [
      [[1, 1, 1, 1], 1],
      [[1, 1, 1, 0], 4],
      [[1, 1, 0, -1], 12],
      [[1, 0, 0, -1], 12],
      [[1, 1, -1, -1], 6],
      [[0, 0, 0, 0], 1],
      [[0, 0, -1, -1], 6],
    ];
    for (const [f, ways] of expected) expect(faces.probability(f.join(",")).toString()).toBe(Fraction.of(ways, 81).toString());
    expect(faces.size).toBe(15);
    expect(roll.total().toString()).toBe("1");
    // each result's faces sum to its dice
    for (const { value } of roll.outcomes) expect(total(value.faces)).toBe(value.dice);
  });

  it("FATE-ACT-4 FATE-FP-3 FATE-AMB-26: the outcome's exact odds are the same with faces (action) and without (actionSummary), and sum to 1", () => {
    const actor = createCharacter({ id: "a", name: "A", abilities: { Fighting: 2 }, fatePoints: 3 });
    const defender = createCharacter({ id: "d", name: "D", abilities: { Fighting: 2 }, fatePoints: 3 });
    const request: ActionRequest = {
      ability: "Fighting",
      reroll: { below: "success" },
      against: { type: "opposed", opposer: defender, roll: { ability: "Fighting", reroll: {} } },
    };
    const full = odds(action(actor, request));
    const lean = odds(actionSummary(actor, request));
    const fullOutcome = full.map((r) => `${String(r.outcome)}:${String(r.margin)}:${String(r.fpSpent)}:${String(r.opposerFpSpent)}`);
    const leanOutcome = lean.map((r) => `${String(r.outcome)}:${String(r.margin)}:${String(r.fpSpent)}:${String(r.opposerFpSpent)}`);
    expect(fullOutcome.size).toBe(leanOutcome.size);
    for (const { value, probability } of leanOutcome.outcomes) expect(fullOutcome.probability(value).toString()).toBe(probability.toString());
    expect(full.total().toString()).toBe("1");
    expect(lean.total().toString()).toBe("1");
    expect(full.size).toBeGreaterThan(lean.size);
    // the unopposed worked example keeps its odds: Shooting 0 + 1 against Good (+3) succeeds at least with a complication 5/27
    const shot: ActionRequest = { ability: "Shooting", situational: [{ label: "careful aim", value: 1 }], against: { type: "target", value: 3 } };
    expect(
      odds(action(indy(), shot))
        .probability((r) => r.margin !== null && r.margin >= 0)
        .toString(),
    ).toBe("5/27");
    expect(
      odds(actionSummary(indy(), shot))
        .probability((r) => r.margin !== null && r.margin >= 0)
        .toString(),
    ).toBe("5/27");
    // the advice reads the faces-free odds: Fair (+2) against Average (+1), a shift, 3 points (FATE-AMB-26: 704/729)
    const fair = createCharacter({ id: "f", name: "F", abilities: { Athletics: 2 }, fatePoints: 3 });
    const advice = adviseAction(fair, { ability: "Athletics", against: { type: "target", value: 1 } }, "shift");
    expect(advice.best).toBe("bonusAndRerollWithBonus");
    expect(advice.plans.find((p) => p.plan === advice.best)?.success.toString()).toBe("704/729");
  });

  it("FATE-FP-3 FATE-AMB-13: a re-roll by plan: the faces are the counting roll's; the replaced roll is in the trace and counted", () => {
    const req: ActionRequest = { ability: "Shooting", reroll: { below: "success" }, against: { type: "target", value: 1 } };
    const c = spendFatePoints(indy(), 0);
    const { value, trace } = resolve(action(c, req), scriptedDice(["dF:-", "dF:0", "dF:0", "dF:0", "dF:0", "dF:+", "dF:0", "dF:+"]));
    expect(value.rerolls).toBe(1);
    expect(value.faces).toEqual([1, 1, 0, 0]);
    expect(value.dice).toBe(2);
    expect(value.total).toBe(2);
    expect(value.replaced).toEqual([]);
    expect(rolled(trace)).toEqual([-1, 0, 0, 0, 0, 1, 0, 1]);
  });

  it("FATE-FP-3 FATE-FP-2: re-rolls by hand keep each replaced roll (faces, sum, total), oldest first", () => {
    const req: ActionRequest = { ability: "Shooting", against: { type: "target", value: 2 } };
    const start = indy();
    const first = resolve(action(start, req), scriptedDice(["dF:0", "dF:-", "dF:0", "dF:-"])).value;
    expect(first.faces).toEqual([0, 0, -1, -1]);
    const paid = spendFatePoints(start, first.fpSpent);
    const second = resolve(rerollAction(paid, req, first, true), scriptedDice(["dF:+", "dF:0", "dF:-", "dF:0"])).value;
    expect(second).toMatchObject({ dice: 0, faces: [1, 0, 0, -1], total: 2, rerolls: 1, fpSpent: 2 });
    expect(second.replaced).toEqual([{ dice: -2, faces: [0, 0, -1, -1], total: -2 }]);
    const third = resolve(rerollAction(spendFatePoints(paid, second.fpSpent), req, second), scriptedDice(dF(3))).value;
    expect(third).toMatchObject({ dice: 3, faces: [1, 1, 1, 0], total: 3, rerolls: 2 });
    expect(third.replaced).toEqual([
      { dice: -2, faces: [0, 0, -1, -1], total: -2 },
      { dice: 0, faces: [1, 0, 0, -1], total: 2 },
    ]);
    // the exact odds of a re-roll by hand: the replaced rolls are fixed, the new faces enumerated
    const again = odds(rerollAction(paid, req, first));
    expect(again.size).toBe(15);
    expect(again.probability((r) => r.replaced.length === 1 && r.replaced[0]?.total === -2).toString()).toBe("1");
  });

  it("FATE-FP-3 FATE-AMB-24: the opposer's re-roll by hand keeps its replaced roll; the actor's faces stay", () => {
    const first = resolve(action(indy(), opposed), scriptedDice([...dF(1), "dF:+", "dF:+", "dF:-", "dF:+"])).value;
    expect(first.opposerFaces).toEqual([1, 1, 1, -1]);
    const saved = resolve(rerollOpposer(rival, opposed, first), scriptedDice(["dF:-", "dF:-", "dF:0", "dF:+"])).value;
    expect(saved).toMatchObject({ faces: [1, 0, 0, 0], dice: 1, opposerDice: -1, opposerFaces: [1, 0, -1, -1], against: 1, opposerRerolls: 1 });
    expect(saved.opposerReplaced).toEqual([{ dice: 2, faces: [1, 1, 1, -1], total: 4 }]);
    expect(saved.replaced).toEqual([]);
    // then the actor re-rolls by hand: the opposer's faces and replaced roll carry over
    const back = resolve(rerollAction(indy(), opposed, saved), scriptedDice(dF(-1))).value;
    expect(back.opposerFaces).toEqual([1, 0, -1, -1]);
    expect(back.opposerReplaced).toEqual(saved.opposerReplaced);
    expect(back.replaced).toEqual([{ dice: 1, faces: [1, 0, 0, 0], total: 3 }]);
  });

  it("FATE-FP-3: a previous result without faces (or with faces that do not sum to its dice) is refused with a RulesError", () => {
    const req: ActionRequest = { ability: "Shooting", against: { type: "target", value: 2 } };
    const first = resolve(action(indy(), req), scriptedDice(dF(-2))).value;
    const old: Record<string, unknown> = { ...first };
    delete old.faces;
    const bad: unknown[] = [old, { ...first, faces: [1, 1, 0, 0] }, { ...first, faces: [-1, -1, 0, 0] }, { ...first, replaced: null }];
    for (const previous of bad) {
      expect(() => rerollAction(indy(), req, previous as ActionResult)).toThrow(RulesError);
      expect(() => rerollAction(indy(), req, previous as ActionResult)).toThrow(/previous\.(faces|replaced)/);
    }
  });
});
