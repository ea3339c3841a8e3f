import { describe, expect, it } from "vitest";
import { type ActionRequest, action, createCharacter, rerollAction, rerollOpposer, spendFatePoints } from "../../src/fate/index.js";
import { explain, Fraction, odds, RulesError, resolve, scriptedDice, sum } from "../../src/index.js";
import { dF, indy } from "./fixtures.js";

const WAYS = [1, 4, 10, 16, 19, 16, 10, 4, 1];
const AT_LEAST: [number, string][] = [
  [-3, "80/81"],
  [-2, "76/81"],
  [-1, "22/27"],
  [0, "50/81"],
  [1, "31/81"],
  [2, "5/27"],
  [3, "5/81"],
  [4, "1/81"],
];

describe("fate action rolls", () => {
  it("FATE-ACT-1 FATE-AMB-14: 4dF has the Appendix A distribution (each face 1/3), through the raw sum and through an action", () => {
    const raw = odds(sum(4, "dF"));
    const viaAction = odds(action(createCharacter({ id: "x", name: "X" }), { ability: "Notice", against: { type: "none" } })).map((r) => r.total);
    for (const [i, ways] of WAYS.entries()) {
      expect(raw.probability(i - 4).equals(Fraction.of(ways, 81))).toBe(true);
      expect(viaAction.probability(i - 4).toString()).toBe(raw.probability(i - 4).toString());
    }
    for (const [k, p] of AT_LEAST) expect(viaAction.atLeast(k).toString()).toBe(p);
    expect(odds(sum(1, "dF")).probability(1).toString()).toBe("1/3");
  });

  it("FATE-ACT-1 FATE-ABIL-1 FATE-AMB-15: the total is 4dF + the ability + bonuses - penalties; a missing ability is Mediocre", () => {
    const roll = action(indy(), {
      ability: "Academics",
      situational: [
        { label: "library", value: 1 },
        { label: "rushed", value: -2 },
      ],
      against: { type: "none" },
    });
    const { value, trace } = resolve(roll, scriptedDice(dF(1)));
    expect(value.total).toBe(1 + 4 + 1 - 2);
    expect(explain(trace)[0]).toBe("Indy's Academics Great (+4) +4 [FATE-ABIL-1]");
    expect(resolve(action(indy(), { ability: "Driving", against: { type: "none" } }), scriptedDice(dF(2))).value.total).toBe(2);
  });

  it("FATE-MOD-1 FATE-AMB-10: situational modifiers (aim +1, clever +2, armour as a GM input) are traced with their rule", () => {
    const roll = action(indy(), {
      ability: "Fighting",
      situational: [
        { label: "armour (GM)", value: -1, rule: "FATE-AMB-10" },
        { label: "clever approach", value: 2 },
      ],
      against: { type: "target", value: 3 },
    });
    const { value, trace } = resolve(roll, scriptedDice(dF(0)));
    expect(value.total).toBe(4);
    expect(trace).toContainEqual({ type: "modifier", rule: "FATE-AMB-10", label: "armour (GM)", value: -1 });
    expect(trace).toContainEqual({ type: "modifier", rule: "FATE-MOD-1", label: "clever approach", value: 2 });
  });

  it("FATE-FP-2: a fate point's +2 is declared before the roll, costs 1, and needs a point to spend", () => {
    const plain: ActionRequest = { ability: "Shooting", against: { type: "target", value: 2 } };
    const boosted = resolve(action(indy(), { ...plain, fatePointBonus: true }), scriptedDice(dF(0))).value;
    expect(boosted).toMatchObject({ total: 2, fpSpent: 1, outcome: "successWithComplication" });
    expect(
      odds(action(indy(), { ...plain, fatePointBonus: true }))
        .probability((r) => (r.margin ?? 0) >= 0)
        .toString(),
    ).toBe("50/81");
    const broke = { ...indy(), fatePoints: 0 };
    expect(() => action(broke, { ...plain, fatePointBonus: true })).toThrow(/RULE_VIOLATION/);
  });

  it("FATE-FP-3 FATE-AMB-13: a re-roll plan re-rolls a shortfall for 1 point, the first +2 does not carry over, each re-roll may buy its own +2", () => {
    const req: ActionRequest = {
      ability: "Shooting",
      fatePointBonus: true,
      reroll: { below: "success", fatePointBonus: true },
      against: { type: "target", value: 3 },
    };
    // 4 points: first roll 0 + 0 + 2 = 2 (fail, 1 point); re-roll with a new +2: -1 + 0 + 2 = 1 (fail, 2 more); last point: plain re-roll +4 = 4
    const { value, trace } = resolve(action({ ...indy(), fatePoints: 4 }, req), scriptedDice([...dF(0), ...dF(-1), ...dF(4)]));
    expect(value).toMatchObject({ dice: 4, total: 4, margin: 1, outcome: "success", fpSpent: 4, rerolls: 2 });
    expect(trace.filter((e) => e.type === "note" && e.rule === "FATE-FP-3")).toHaveLength(2);
    expect(trace.filter((e) => e.type === "modifier" && e.rule === "FATE-FP-2")).toHaveLength(2);
  });

  it("FATE-AMB-13 FATE-AMB-26: re-rolls are unlimited while points last by default; maxRerolls caps them; none is bought that cannot reach the goal", () => {
    const req: ActionRequest = { ability: "Shooting", reroll: { below: "success" }, against: { type: "target", value: 3 } };
    const rich = { ...indy(), fatePoints: 5 };
    const script = [...dF(0), ...dF(0), ...dF(0), ...dF(0), ...dF(0), ...dF(0)];
    expect(resolve(action(rich, req), scriptedDice(script)).value).toMatchObject({ rerolls: 5, fpSpent: 5, outcome: "failWithShifts" });
    expect(resolve(action(rich, req, { maxRerolls: 1 }), scriptedDice(script)).value).toMatchObject({ rerolls: 1, fpSpent: 1 });
    expect(
      odds(action(rich, req, { maxRerolls: 0 }))
        .probability((r) => r.rerolls > 0)
        .toString(),
    ).toBe("0");
    // Shooting 0 against Great +4 needs a total of 5: 4dF tops at +4, so no re-roll is ever bought
    const hopeless: ActionRequest = { ability: "Shooting", reroll: { below: "success" }, against: { type: "target", value: 4 } };
    expect(resolve(action(rich, hopeless), scriptedDice(dF(0))).value).toMatchObject({ rerolls: 0, fpSpent: 0 });
    // with +2 on each re-roll it can (4 + 2 = 6 >= 5): the plan buys it
    const boosted: ActionRequest = { ...hopeless, reroll: { below: "success", fatePointBonus: true } };
    expect(resolve(action(rich, boosted), scriptedDice([...dF(0), ...dF(3)])).value).toMatchObject({ rerolls: 1, fpSpent: 2, total: 5 });
  });

  it("FATE-ACT-4 FATE-AMB-27: a re-roll plan with below complication re-rolls an opposed tie (a tie fails there)", () => {
    const req: ActionRequest = { ability: "Rapport", reroll: { below: "complication" }, against: { type: "opposedTotal", total: 3 } };
    // Rapport +2, dice +1: 3 against 3, a tie: failUnchanged, so the plan re-rolls: +2 gives 4, a success
    const { value } = resolve(action(indy(), req), scriptedDice([...dF(1), ...dF(2)]));
    expect(value).toMatchObject({ total: 4, margin: 1, outcome: "success", rerolls: 1, fpSpent: 1 });
    // unopposed, the same tie is a success with a complication: no re-roll
    const target: ActionRequest = { ...req, against: { type: "target", value: 3 } };
    expect(resolve(action(indy(), target), scriptedDice(dF(1))).value).toMatchObject({ outcome: "successWithComplication", rerolls: 0 });
  });

  it("FATE-FP-3: re-rolling by hand keeps the opposing total; pay, then re-roll: each result charges only its own step", () => {
    const req: ActionRequest = { ability: "Rapport", fatePointBonus: true, against: { type: "opposedTotal", total: 3 } };
    const first = resolve(action(indy(), req), scriptedDice(dF(-1))).value;
    expect(first).toMatchObject({ total: 3, margin: 0, outcome: "failUnchanged", fpSpent: 1 });
    const paid = spendFatePoints(indy(), first.fpSpent);
    const second = resolve(rerollAction(paid, req, first, true), scriptedDice(dF(0))).value;
    expect(second).toMatchObject({ total: 4, against: 3, margin: 1, outcome: "success", fpSpent: 2, rerolls: 1 });
    const plain = resolve(rerollAction(paid, req, first), scriptedDice(dF(0))).value;
    expect(plain).toMatchObject({ total: 2, fpSpent: 1 });
    // applied in turn, the spends add to 3, the pool Indy had: a further re-roll is refused
    const broke = spendFatePoints(paid, second.fpSpent);
    expect(broke.fatePoints).toBe(0);
    expect(() => rerollAction(broke, req, second)).toThrow(/RULE_VIOLATION/);
    expect(() => rerollAction(paid, req, first, false, { maxRerolls: 0 })).toThrow(/maxRerolls/);
    expect(() => rerollAction(paid, req, null as never)).toThrow(/previous/);
    expect(resolve(rerollAction(paid, req, first, null, null), scriptedDice(dF(0))).value).toMatchObject({ fpSpent: 1 });
  });

  it("FATE-FP-3 FATE-AMB-24: the opposer may re-roll by hand too; the actor's total stays; the option can forbid it", () => {
    const rival = createCharacter({ id: "belloq", name: "Belloq", role: "named", abilities: { Rapport: 3 } });
    const req: ActionRequest = { ability: "Rapport", against: { type: "opposed", opposer: rival, roll: { ability: "Rapport" } } };
    // Indy 2 + 2 = 4, Belloq 3 + 0 = 3: Indy succeeds; Belloq pays 1 and re-rolls with a new +2 (2 points): +1 + 3 + 2 = 6
    const first = resolve(action(indy(), req), scriptedDice([...dF(2), ...dF(0)])).value;
    expect(first).toMatchObject({ total: 4, against: 3, outcome: "success" });
    const saved = resolve(rerollOpposer(rival, req, first, true), scriptedDice(dF(1))).value;
    expect(saved).toMatchObject({ total: 4, against: 6, margin: -2, outcome: "failWithShifts", fpSpent: 0, opposerFpSpent: 2, opposerRerolls: 1, rerolls: 0 });
    expect(() => rerollOpposer(rival, req, first, false, { fatePointsOnDefense: false })).toThrow(/FATE-AMB-24/);
    expect(() => rerollOpposer(rival, { ability: "Rapport", against: { type: "opposedTotal", total: 3 } }, first)).toThrow(/request.against.type/);
    expect(() => rerollOpposer({ ...rival, fatePoints: 0 }, req, first)).toThrow(/RULE_VIOLATION/);
  });

  it("FATE-AMB-24 FATE-ACT-4: the opposer's reroll.below is honoured, in its own margin", () => {
    const rival = createCharacter({ id: "belloq", name: "Belloq", role: "named", abilities: { Rapport: 2 } });
    const req = (below?: "complication" | "success" | "shift"): ActionRequest => ({
      ability: "Rapport",
      against: { type: "opposed", opposer: rival, roll: { ability: "Rapport", reroll: below === undefined ? {} : { below } } },
    });
    // Indy 0 + 2 = 2, Belloq 0 + 2 = 2: a tie; by default (hold the actor below success) Belloq keeps it
    const script = [...dF(0), ...dF(0), ...dF(1)];
    expect(resolve(action(indy(), req()), scriptedDice(script)).value).toMatchObject({ against: 2, opposerRerolls: 0 });
    expect(resolve(action(indy(), req("complication")), scriptedDice(script)).value).toMatchObject({ against: 2, opposerRerolls: 0 });
    // below success: Belloq re-rolls until he beats Indy (margin 1 of his own): +1 gives 3
    expect(resolve(action(indy(), req("success")), scriptedDice(script)).value).toMatchObject({ against: 3, opposerRerolls: 1, opposerFpSpent: 1 });
  });

  it("FATE-ACT-4: an opposer may buy +2 too, and re-rolls while the actor would succeed", () => {
    const rival = createCharacter({ id: "belloq", name: "Belloq", role: "named", abilities: { Rapport: 3 } });
    const req: ActionRequest = {
      ability: "Rapport",
      against: { type: "opposed", opposer: rival, roll: { ability: "Rapport", fatePointBonus: true, reroll: {} } },
    };
    // Indy 4 + 2 = 6; Belloq 0 + 3 + 2 = 5 (Indy would succeed), re-roll: +2 + 3 = 5 again, then +3 + 3 = 6: tie
    const { value } = resolve(action(indy(), req), scriptedDice([...dF(4), ...dF(0), ...dF(2), ...dF(3)]));
    expect(value).toMatchObject({ total: 6, against: 6, margin: 0, outcome: "failUnchanged", opposerFpSpent: 3 });
  });

  it("FATE-STUNT-1: a roll-bonus stunt adds to its ability's roll and costs its points", () => {
    const brawler = createCharacter({
      id: "b",
      name: "Brawler",
      abilities: { Fighting: 2 },
      stunts: [{ id: "fists", name: "Fists of Iron", costFp: 1, effect: { type: "rollBonus", ability: "Fighting", value: 2 } }],
    });
    const { value, trace } = resolve(action(brawler, { ability: "Fighting", stunts: ["fists"], against: { type: "target", value: 3 } }), scriptedDice(dF(0)));
    expect(value).toMatchObject({ total: 4, fpSpent: 1 });
    expect(trace).toContainEqual({ type: "modifier", rule: "FATE-STUNT-1", label: "stunt Fists of Iron", value: 2 });
    expect(() => action(brawler, { ability: "Shooting", stunts: ["fists"], against: { type: "none" } })).toThrow(/RULE_VIOLATION/);
  });

  it("FATE-ACT-1: bad requests throw RulesError naming the path, never a TypeError", () => {
    expect(() => action(indy(), { ability: "Charm" as never, against: { type: "none" } })).toThrow(/request.ability/);
    expect(() => action(indy(), { ability: "Rapport", against: { type: "target", value: 1.5 } })).toThrow(/request.against.value/);
    expect(() => action(indy(), null as never)).toThrow(RulesError);
    expect(() => action({} as never, { ability: "Rapport", against: { type: "none" } })).toThrow(/character/);
    expect(() => action(indy(), { ability: "Rapport", reroll: {}, against: { type: "none" } })).toThrow(/request.reroll/);
  });

  it("FATE-FP-3 FATE-AMB-13 FATE-AMB-24 FATE-AMB-26: both sides re-rolling: the exact odds agree with an independent computation", () => {
    // independent: exact fractions over 4dF (ways 1,4,10,16,19,16,10,4,1 of 81), the procedure as written:
    // the actor re-rolls while short of margin 1 and a re-roll can still reach it, then the opposer while the actor would succeed
    type Q = [bigint, bigint];
    const addQ = (x: Q, y: Q): Q => [x[0] * y[1] + y[0] * x[1], x[1] * y[1]];
    const mulQ = (x: Q, w: bigint, d: bigint): Q => [x[0] * w, x[1] * d];
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
    const text = (x: Q): string => {
      const g = gcd(x[0], x[1]);
      return x[0] === 0n ? "0" : `${String(x[0] / g)}/${String(x[1] / g)}`;
    };
    const faces = WAYS.map((w, i) => [i - 4, BigInt(w)] as const);
    const memo = new Map<string, Q>();
    const remember = (key: string, f: () => Q): Q => {
      const known = memo.get(key);
      if (known !== undefined) return known;
      const v = f();
      const g = gcd(v[0], v[1]);
      const r: Q = g === 0n ? v : [v[0] / g, v[1] / g];
      memo.set(key, r);
      return r;
    };
    const opposerPhase = (at: number, ot: number, left: number, base: number): Q =>
      remember(`o${String([at, ot, left, base])}`, () => {
        if (at - ot < 1 || left === 0 || 4 + base - at < 0) return at - ot >= 1 ? [1n, 1n] : [0n, 1n];
        let p: Q = [0n, 1n];
        for (const [d, w] of faces) p = addQ(p, mulQ(opposerPhase(at, d + base, left - 1, base), w, 81n));
        return p;
      });
    const actorPhase = (at: number, ot: number, left: number, base: number, oLeft: number, oBase: number): Q =>
      remember(`a${String([at, ot, left, base, oLeft, oBase])}`, () => {
        if (at - ot >= 1 || left === 0 || 4 + base - ot < 1) return opposerPhase(at, ot, oLeft, oBase);
        let p: Q = [0n, 1n];
        for (const [d, w] of faces) p = addQ(p, mulQ(actorPhase(d + base, ot, left - 1, base, oLeft, oBase), w, 81n));
        return p;
      });
    for (const [fp, actorRating, opposerRating] of [
      [3, 2, 2],
      [8, 1, 3],
    ] as const) {
      let expected: Q = [0n, 1n];
      for (const [a, wa] of faces)
        for (const [o, wo] of faces)
          expected = addQ(expected, mulQ(actorPhase(a + actorRating, o + opposerRating, fp, actorRating, fp, opposerRating), wa * wo, 6561n));
      const rival = createCharacter({ id: "o", name: "O", abilities: { Fighting: opposerRating }, fatePoints: fp });
      const chance = action(createCharacter({ id: "a", name: "A", abilities: { Fighting: actorRating }, fatePoints: fp }), {
        ability: "Fighting",
        reroll: { below: "success" },
        against: { type: "opposed", opposer: rival, roll: { ability: "Fighting", reroll: {} } },
      });
      expect(
        odds(chance)
          .probability((r) => (r.margin ?? 0) >= 1)
          .toString(),
      ).toBe(text(expected));
    }
  });
});
