// Property tests (fast-check): determinism, purity, bounds, exact odds, monotonicity, sampling vs odds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ABILITY_NAMES,
  type ActionRequest,
  action,
  adviseAction,
  aggravate,
  applyStress,
  type Character,
  compel,
  conflictExchange,
  createCharacter,
  endScene,
  invoke,
  recoveryRoll,
  rerollAction,
  TOO_STUBBORN_TO_FAIL,
  useStunt,
} from "../../src/fate/index.js";
import { odds, RulesError, resolve, seededDice } from "../../src/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";

const ratingArb = fc.integer({ min: -4, max: 8 });
const abilityArb = fc.constantFrom(...ABILITY_NAMES);
const who = (id: string, abilities: Partial<Record<(typeof ABILITY_NAMES)[number], number>>, fatePoints = 3): Character =>
  createCharacter({ id, name: id, abilities, fatePoints, traits: [{ id: "t", text: "Always True" }], stunts: [TOO_STUBBORN_TO_FAIL] });

describe("fate properties", () => {
  it("FATE-ACT-1 FATE-FP-3: resolving with the same seed gives the same result and trace", () => {
    fc.assert(
      fc.property(fc.integer(), ratingArb, fc.integer({ min: -6, max: 12 }), (seed, r, target) => {
        const req: ActionRequest = { ability: "Fighting", fatePointBonus: true, reroll: { below: "shift" }, against: { type: "target", value: target } };
        const chance = action(who("a", { Fighting: r }), req);
        expect(resolve(chance, seededDice(seed))).toEqual(resolve(chance, seededDice(seed)));
      }),
      { numRuns: 50 },
    );
  });

  it("FATE-ACT-1 FATE-STRESS-2: totals stay within rating +/- 4 (+2 per bought bonus); exchange stress is |net| or twice it", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        ratingArb,
        ratingArb,
        fc.boolean(),
        fc.constantFrom<"physical" | "ranged" | "mental">("physical", "ranged", "mental"),
        (seed, a, d, gun, kind) => {
          const r = resolve(action(who("a", { Notice: a }), { ability: "Notice", against: { type: "none" } }), seededDice(seed)).value;
          expect(r.total).toBeGreaterThanOrEqual(a - 4);
          expect(r.total).toBeLessThanOrEqual(a + 4);
          const ex = resolve(
            conflictExchange(who("a", { Fighting: a, Shooting: a, Rapport: a }), who("d", { Fighting: d, Athletics: d, Resolve: d }), { kind, gun }),
            seededDice(seed),
          ).value;
          expect([0, Math.abs(ex.net), 2 * Math.abs(ex.net)]).toContain(ex.amount);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("FATE-ACT-2 FATE-CONF-1: odds of actions and exchanges total exactly 1", () => {
    fc.assert(
      fc.property(ratingArb, ratingArb, fc.integer({ min: 0, max: 4 }), (a, d, fp) => {
        const actor = who("a", { Fighting: a }, fp);
        expect(
          odds(action(actor, { ability: "Fighting", reroll: {}, against: { type: "target", value: d } }))
            .total()
            .toString(),
        ).toBe("1");
        expect(
          odds(conflictExchange(actor, who("d", { Fighting: d }), { kind: "physical" }))
            .total()
            .toString(),
        ).toBe("1");
      }),
      { numRuns: 30 },
    );
  });

  it("FATE-FP-2: a +2 never lowers the chance of success, for any rating, target and goal", () => {
    fc.assert(
      fc.property(ratingArb, fc.integer({ min: -8, max: 14 }), fc.integer({ min: -3, max: 3 }), fc.constantFrom(0, 1, 2), (r, target, mod, need) => {
        const actor = who("a", { Sneaking: r });
        const base: ActionRequest = { ability: "Sneaking", situational: [{ label: "m", value: mod }], against: { type: "target", value: target } };
        const p = (bonus: boolean) => odds(action(actor, { ...base, fatePointBonus: bonus })).probability((x) => (x.margin ?? 0) >= need);
        expect(p(true).compare(p(false))).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 100 },
    );
  });

  it("FATE-OUT-1 FATE-STRESS-1: more stress boxes never make being taken out likelier", () => {
    fc.assert(
      fc.property(ratingArb, ratingArb, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }), fc.boolean(), (a, d, boxes, checkedRaw, gun) => {
        const checked = Math.min(checkedRaw, boxes);
        const attacker = who("a", { Shooting: a });
        const takenOut = (b: number) => {
          const defender = { ...who("d", { Athletics: d }), health: { boxes: b, checked } };
          return odds(
            conflictExchange(attacker, defender, { kind: "ranged", gun }).map(
              (x) => x.stressTo === "defender" && applyStress(defender, { track: "health", amount: x.amount }).takenOut,
            ),
          ).probability(true);
        };
        expect(takenOut(boxes + 1).compare(takenOut(boxes))).toBeLessThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });

  it("FATE-CHAR-1: no function mutates its inputs (deep-frozen characters and requests)", () => {
    fc.assert(
      fc.property(fc.integer(), abilityArb, ratingArb, (seed, ability, r) => {
        const c = deepFreeze(who("a", { [ability]: r, Science: 2 }));
        const hurt = deepFreeze(applyStress(c, { track: "health", amount: 3, consequences: [{ severity: "minor", text: "Nicked" }] }).character);
        const req = deepFreeze<ActionRequest>({
          ability,
          situational: [{ label: "x", value: 1 }],
          fatePointBonus: true,
          reroll: { below: "success" },
          against: { type: "target", value: 2 },
        });
        resolve(action(c, req), seededDice(seed));
        resolve(conflictExchange(c, hurt, deepFreeze({ kind: "physical" as const })), seededDice(seed));
        resolve(recoveryRoll(c, hurt, deepFreeze({ severity: "minor" as const })), seededDice(seed));
        adviseAction(c, req);
        endScene(aggravate(hurt, "minor"));
        compel(c, "accept");
        invoke(c, { traitId: "t", gmApproves: true, fact: "f" });
        useStunt(hurt, "too-stubborn-to-fail", deepFreeze({ health: 2 }));
        expect(c.fatePoints).toBe(3);
        expect(hurt.health.checked).toBe(1);
      }),
      { numRuns: 20 },
    );
  });

  it("FATE-ACT-2 FATE-FP-3 FATE-CONF-2 FATE-REC-1: sampled frequencies agree with exact odds", () => {
    const actor = who("a", { Investigation: 2 });
    expectFrequenciesMatchOdds(
      action(actor, { ability: "Investigation", fatePointBonus: true, reroll: { below: "shift" }, against: { type: "target", value: 2 } }),
      { runs: 20_000, seed: 7 },
    );
    const opposed = action(actor, {
      ability: "Investigation",
      against: { type: "opposed", opposer: who("o", { Notice: 1 }), roll: { ability: "Notice", reroll: {} } },
    });
    expectFrequenciesMatchOdds(
      opposed.map((r) => r.outcome),
      { runs: 20_000, seed: 11 },
    );
    expectFrequenciesMatchOdds(conflictExchange(who("s", { Shooting: 3 }), who("t", { Athletics: 2 }), { kind: "ranged", gun: true }), {
      runs: 20_000,
      seed: 13,
    });
    const hurt = applyStress(actor, { track: "health", amount: 2, consequences: [{ severity: "minor", text: "Nicked" }] }).character;
    expectFrequenciesMatchOdds(recoveryRoll(who("doc", { Science: 1 }), hurt, { severity: "minor" }), { runs: 20_000, seed: 17 });
  });
});

describe("fate bad input", () => {
  it("FATE-CHAR-1 FATE-ACT-1: junk given to any public function throws a RulesError, never a TypeError, and never hangs", () => {
    const c = who("a", { Fighting: 2 });
    const prev = resolve(action(c, { ability: "Fighting", against: { type: "none" } }), seededDice(1)).value;
    const calls: ((junk: unknown) => unknown)[] = [
      (j) => action(j as never, { ability: "Fighting", against: { type: "none" } }),
      (j) => action(c, j as never),
      (j) => action(c, { ability: "Fighting", against: j } as never),
      (j) => action(c, { ability: "Fighting", situational: j, against: { type: "none" } } as never),
      (j) => adviseAction(c, { ability: "Fighting", stunts: j, against: { type: "target", value: 1 } } as never),
      (j) => conflictExchange(c, c, j as never),
      (j) => conflictExchange(c, j as never, { kind: "physical" }),
      (j) => applyStress(c, j as never),
      (j) => recoveryRoll(c, c, j as never),
      (j) => compel(j as never, "accept"),
      (j) => invoke(c, j as never),
      (j) => useStunt(c, j as never),
      (j) => useStunt({ ...c, health: { boxes: 3, checked: 3 } }, "too-stubborn-to-fail", j as never),
      (j) => aggravate(c, j as never),
      (j) => endScene(j as never),
      (j) => createCharacter(j as never),
      (j) => rerollAction(c, { ability: "Fighting", against: j } as never, prev),
      (j) => rerollAction(c, j as never, prev),
      (j) => rerollAction(c, { ability: "Fighting", against: { type: "none" } }, j as never),
    ];
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.constant(null), fc.constant(undefined), fc.string(), fc.double()), (junk) => {
        for (const call of calls) {
          try {
            call(junk);
          } catch (error) {
            expect(error).toBeInstanceOf(RulesError);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
