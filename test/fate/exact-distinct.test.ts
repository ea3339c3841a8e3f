// Issue 13: the exact odds of an action keep its results as they come (each final state of the contest is one
// result, so no merge key is built per result). These tests prove that the fast path gives the old path's odds,
// outcome for outcome and in the same order, and agrees with the independent plan-history enumeration.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Against, type ActionRequest, action, actionSummary, type Character, createCharacter, type RollSpec } from "../../src/fate/index.js";
import { type Chance, odds, resolve, seededDice } from "../../src/index.js";
import { keyOf } from "../../src/core/value-key.js";
import { actionMarginSpend } from "../../src/fate/action.js";
import { checkCharacter } from "../../src/fate/character.js";
import { fateOptions } from "../../src/fate/options.js";
import { contest, planSide } from "../../src/fate/roll.js";

const plan = fc.option(fc.record({ below: fc.constantFrom("complication" as const, "success" as const, "shift" as const), fatePointBonus: fc.boolean() }), {
  nil: undefined,
});
const side = fc.record({ rating: fc.integer({ min: -2, max: 5 }), points: fc.integer({ min: 0, max: 4 }), bonus: fc.boolean(), plan });
type SideArb = { rating: number; points: number; bonus: boolean; plan: RollSpec["reroll"] };
type Kind = "opposed" | "target" | "opposedTotal" | "none";
const kind = fc.constantFrom("opposed" as const, "target" as const, "opposedTotal" as const, "none" as const);
const maxRerolls = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined });

const character = (id: string, rating: number, points: number): Character =>
  createCharacter({ id, name: id, abilities: { Fighting: rating }, fatePoints: points });
const spec = (s: { bonus: boolean; points: number; plan: RollSpec["reroll"] }): RollSpec => ({
  ability: "Fighting",
  fatePointBonus: s.bonus && s.points >= 1,
  ...(s.plan === undefined ? {} : { reroll: s.plan }),
});

/** An action of the grid: the actor's roll and plan, against a rolling opposer, a target, a total or nothing. */
function request(a: SideArb, o: SideArb, k: Kind, level: number): ActionRequest {
  const against: Against =
    k === "opposed"
      ? { type: "opposed", opposer: character("o", o.rating, o.points), roll: spec(o) }
      : k === "target"
        ? { type: "target", value: level }
        : k === "opposedTotal"
          ? { type: "opposedTotal", total: level }
          : { type: "none" };
  const roll = spec(a);
  return { ...roll, ...(k === "none" ? { reroll: undefined } : {}), against };
}

/** The odds as [value, probability] pairs, in order. */
const listed = <T>(chance: Chance<T>): [T, string][] => odds(chance).outcomes.map((x) => [x.value, x.probability.toString()]);

describe("exact odds of an action without a merge key per result (issue 13)", () => {
  it("FATE-ACT-1 FATE-ACT-2 FATE-ACT-4 FATE-FP-2 FATE-FP-3 FATE-AMB-13 FATE-AMB-24 FATE-AMB-26 FATE-AMB-27: action and actionSummary give the old path's odds (every result merged by key), outcome for outcome, in order, and the same seeded results", () => {
    fc.assert(
      fc.property(side, side, kind, fc.integer({ min: -3, max: 7 }), maxRerolls, (a, o, k, level, max) => {
        const req = request(a, o, k, level);
        const actor = character("a", a.rating, a.points);
        const options = max === undefined ? undefined : { maxRerolls: max };
        for (const build of [action, actionSummary] as const) {
          const fast: Chance<unknown> = build(actor, req, options);
          // the old path: the same results merged by their canonical key (an identity map is merged by key)
          const merged = fast.map((r) => r);
          const list = listed(fast);
          expect(list).toEqual(listed(merged));
          // no two results equal as data (the claim that lets odds skip the key)
          expect(new Set(list.map(([v]) => keyOf(v))).size).toBe(list.length);
          for (let seed = 1; seed <= 2; seed++) expect(resolve(fast, seededDice(seed))).toEqual(resolve(merged, seededDice(seed)));
        }
      }),
      { numRuns: 150, seed: 1313 },
    );
  }, 120_000);

  it("FATE-FP-3 FATE-AMB-13 FATE-AMB-24 FATE-AMB-26: both sides re-rolling (1 point each), the results equal the independent plan-history enumeration with its replaced rolls dropped", () => {
    // the plan-history chance builds a chance per path (exponential in the points): one point a side is what it affords
    const actor = character("a", 1, 1);
    const opposer = character("o", 2, 1);
    const req: ActionRequest = {
      ability: "Fighting",
      reroll: { below: "success" },
      against: { type: "opposed", opposer, roll: { ability: "Fighting", reroll: {} } },
    };
    const fast = odds(action(actor, req));
    const history = odds(
      action(actor, req, { planHistory: true }).map((r) => ({ ...r, replaced: [], opposerReplaced: [] })),
      { maxWork: 1e12 },
    );
    expect(fast.size).toBe(history.size);
    const byKey = new Map(history.outcomes.map((x) => [keyOf(x.value), x.probability.toString()]));
    for (const x of fast.outcomes) expect(byKey.get(keyOf(x.value))).toBe(x.probability.toString());
  }, 120_000);

  it("FATE-FP-3 FATE-AMB-13 FATE-AMB-24 FATE-AMB-26 FATE-ACT-4: the margin and spend with the opposer's re-rolls read as its final total give the full contest's odds, in order, and the same seeded results", () => {
    const lean = (at: number, af: number, ot: number): number => (at - ot + 100_000) * 100_000 + af;
    fc.assert(
      fc.property(side, side, fc.boolean(), maxRerolls, (a, o, faces, max) => {
        const opts = fateOptions(max === undefined ? undefined : { maxRerolls: max });
        const actor = planSide("test", checkCharacter("test", character("a", a.rating, a.points)), spec(a), "a", opts, { opposed: true });
        const opposer = planSide("test", checkCharacter("test", character("o", o.rating, o.points)), { ...spec(o), reroll: o.plan ?? {} }, "o", opts, {
          defense: true,
        });
        const finish = (s: { at: number; af: number; ot: number | null }): number => (s.ot === null ? 0 : lean(s.at, s.af, s.ot));
        const fast = contest(actor, opposer, finish, { faces, lean });
        const full = contest(actor, opposer, finish, { faces });
        expect(listed(fast)).toEqual(listed(full));
        for (let seed = 1; seed <= 3; seed++) expect(resolve(fast, seededDice(seed))).toEqual(resolve(full, seededDice(seed)));
      }),
      { numRuns: 150, seed: 1313 },
    );
    // the advice's chance is that one
    const actor = character("a", 2, 8);
    const req: ActionRequest = {
      ability: "Fighting",
      reroll: {},
      against: { type: "opposed", opposer: character("o", 2, 8), roll: { ability: "Fighting", reroll: {} } },
    };
    const summary = odds(actionSummary(actor, req));
    const margin = odds(actionMarginSpend(actor, req));
    for (const x of margin.outcomes) {
      const spend = x.value % 100_000;
      const m = (x.value - spend) / 100_000 - 100_000;
      expect(x.probability.toString()).toBe(summary.probability((r) => r.margin === m && r.fpSpent === spend).toString());
    }
  }, 120_000);
});
