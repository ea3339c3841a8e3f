import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice, seededDice } from "../../src/index.js";
import { type Figure, resolveWounds, type Trait, type Unit, woundVolley } from "../../src/vivid/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";

const thug: Figure = { id: "t1", name: "Thug", class: "Combatant" };
const pc = (luck: number, traits: Figure["traits"] = []): Figure => ({ id: "pc", name: "Jack", class: "PC", luck, traits });
const charmedLife: Trait = { id: "VIV-TRAIT-P7", name: "Charmed Life", polarity: "positive", effects: [{ kind: "luckReroll" }] };
const ox: Trait = { id: "VIV-TRAIT-P5", name: "Strong Like An Ox", polarity: "positive", effects: [{ kind: "strongLikeOx" }] };

const dist = (figure: Figure, hit: Parameters<typeof resolveWounds>[1][number], settings: Parameters<typeof resolveWounds>[2] = {}) => {
  const d = odds(resolveWounds(figure, [hit], settings).map((r) => r.outcome.result));
  return ["none", "wounded", "killed"].map((k) => d.probability(k as "none").toString()).join(", ");
};

describe("vivid wounds", () => {
  it("VIV-DT-4, VIV-WOUND-2, VIV-WOUND-4: a non-PC hit by a shotgun rolls 2 + 1 = 3, Wounded, and counts as Killed", () => {
    const r = resolve(resolveWounds(thug, [{ shotgun: true }]), scriptedDice(["d6:2"]));
    expect(r.value.outcome.rolled).toBe("wounded");
    expect(r.value.outcome.result).toBe("killed");
    expect(r.value.figure.status?.wound).toBe("killed");
    expect(r.trace.some((e) => e.type === "modifier" && e.rule === "VIV-WOUND-2" && e.value === 1)).toBe(true);
  });

  it("VIV-DT-5, VIV-WOUND-3, VIV-LUCK-2, VIV-EX-2: a Luck 5 PC hit twice in hand-to-hand takes the worst (Killed), luck 5 makes it Wounded", () => {
    const r = resolve(resolveWounds(pc(5), [{ handToHand: true }, { handToHand: true }]), scriptedDice(["d6:3", "d6:5", "d10:5"]));
    expect(r.value.outcome).toMatchObject({ rolled: "killed", luck: "passed", result: "wounded", state: "wounded" });
  });

  it("VIV-DT-9, VIV-AMB-2: exact odds of a plain hit on a non-PC (D6): none 1/6, Killed 5/6", () => {
    expect(dist(thug, {})).toBe("1/6, 0, 5/6");
  });

  it("VIV-DT-10, VIV-TRAIT-P7: exact odds of a plain hit on a Luck 5 PC, without and with Charmed Life", () => {
    expect(dist(pc(5), {})).toBe("5/12, 5/12, 1/6");
    expect(dist(pc(5, [charmedLife]), {})).toBe("13/24, 3/8, 1/12");
  });

  it("Appendix A, VIV-AMB-2, VIV-AMB-3: the vivid wound table by modifier, D6 and D10", () => {
    const rows: [number, string, string][] = [
      [-1, "1/3, 1/2, 1/6", "1/5, 3/10, 1/2"],
      [0, "1/6, 1/2, 1/3", "1/10, 3/10, 3/5"],
      [1, "0, 1/2, 1/2", "0, 3/10, 7/10"],
      [2, "0, 1/3, 2/3", "0, 1/5, 4/5"],
      [3, "0, 1/6, 5/6", "0, 1/10, 9/10"],
      [4, "0, 0, 1", "0, 0, 1"],
    ];
    // a PC who does not roll luck shows the table's own result
    const bare = pc(0);
    for (const [m, d6, d10] of rows) {
      const hit = { modifiers: [{ rule: "TEST", label: "modifier", value: m }] };
      expect(dist(bare, hit, { useLuck: false })).toBe(d6);
      expect(dist(bare, hit, { useLuck: false, options: { woundDie: 10 } })).toBe(d10);
    }
  });

  it("Appendix A, VIV-LUCK-2, VIV-TRAIT-P7: a PC's plain hit after a luck roll, every Luck, with and without Charmed Life", () => {
    const rows: [number, string, string][] = [
      [3, "19/60, 9/20, 7/30", "253/600, 83/200, 49/300"],
      [4, "11/30, 13/30, 1/5", "73/150, 59/150, 3/25"],
      [5, "5/12, 5/12, 1/6", "13/24, 3/8, 1/12"],
      [7, "31/60, 23/60, 1/10", "373/600, 209/600, 3/100"],
      [8, "17/30, 11/30, 1/15", "97/150, 17/50, 1/75"],
    ];
    for (const [luck, plain, charmed] of rows) {
      expect(dist(pc(luck), {})).toBe(plain);
      expect(dist(pc(luck, [charmedLife]), {})).toBe(charmed);
    }
  });

  it("VIV-TRAIT-P5, VIV-AMB-8: Strong Like An Ox ignores the first Wounded or Killed result per turn (default) or per game", () => {
    const r = resolve(resolveWounds(pc(5, [ox]), [{}]), scriptedDice(["d6:6"]));
    expect(r.value.outcome).toMatchObject({ ox: true, result: "none", state: "fit" });
    expect(r.value.figure.status?.oxUsedThisTurn).toBe(true);
    const again = resolve(resolveWounds(r.value.figure, [{}]), scriptedDice(["d6:3", "d10:9"]));
    expect(again.value.outcome).toMatchObject({ ox: false, result: "wounded" });
    const perGame = resolve(resolveWounds(pc(5, [ox]), [{}], { options: { oxScope: "perGame" } }), scriptedDice(["d6:6"]));
    expect(perGame.value.figure.status?.oxUsedThisGame).toBe(true);
    expect(perGame.value.figure.status?.oxUsedThisTurn).toBeUndefined();
  });

  it("VIV-WOUND-4: a second Wounded kills a PC", () => {
    const wounded: Figure = { ...pc(3), status: { wound: "wounded", wounds: 1 } };
    const r = resolve(resolveWounds(wounded, [{}], { turn: 4 }), scriptedDice(["d6:2", "d10:9"]));
    expect(r.value.figure.status).toMatchObject({ wound: "killed", killedOnTurn: 4 });
  });

  it("VIV-WOUND-2: an armoured suit takes -1, a shield -1 in hand-to-hand only", () => {
    const suit: Figure = { ...thug, armoured: "impervious" };
    expect(resolve(resolveWounds(suit, [{}]), scriptedDice(["d6:2"])).value.outcome.rolled).toBe("none");
    const shield: Figure = { ...thug, shield: true };
    expect(resolve(resolveWounds(shield, [{ handToHand: true }]), scriptedDice(["d6:2"])).value.outcome.rolled).toBe("wounded");
    expect(resolve(resolveWounds(shield, [{}]), scriptedDice(["d6:1"])).value.outcome.rolled).toBe("none");
  });

  it("VIV-WOUND-7, VIV-WOUND-6: luck is rolled only by PCs and only against a bad result", () => {
    const r = resolve(resolveWounds(pc(5), [{}]), scriptedDice(["d6:1"]));
    expect(r.value.outcome.luck).toBe("notRolled");
    expect(r.trace.filter((e) => e.type === "die")).toHaveLength(1);
  });

  it("VIV-WOUND-3: properties: deterministic per seed, inputs never mutated, frequencies match odds", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 3 }), fc.constantFrom(3, 4, 5, 7, 8), (seed, n, luck) => {
        const figure = deepFreeze(pc(luck, [charmedLife]));
        const hits = deepFreeze(Array.from({ length: n }, () => ({ handToHand: true })));
        const a = resolve(resolveWounds(figure, hits), seededDice(seed));
        const b = resolve(resolveWounds(figure, hits), seededDice(seed));
        expect(a).toEqual(b);
        expect(odds(resolveWounds(figure, hits)).total().toString()).toBe("1");
      }),
      { numRuns: 50 },
    );
    expectFrequenciesMatchOdds(
      resolveWounds(pc(5, [charmedLife]), [{}, { shotgun: true }]).map((r) => r.outcome.result),
      { runs: 20_000, seed: 7 },
    );
  });

  it("VIV-LUCK-2: luck never makes a wound worse", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: -2, max: 4 }), (luck, m) => {
        const hit = { modifiers: [{ rule: "TEST", label: "m", value: m }] };
        const killedWith = odds(resolveWounds(pc(luck), [hit]).map((r) => r.outcome.result)).probability("killed");
        const killedWithout = odds(resolveWounds(pc(luck), [hit], { useLuck: false }).map((r) => r.outcome.result)).probability("killed");
        expect(killedWith.toNumber()).toBeLessThanOrEqual(killedWithout.toNumber());
      }),
      { numRuns: 40 },
    );
  });

  it("VIV-DT-8, VIV-WOUND-7: a mercy bullet on a non-PC: D6 1 + 2 = 3, Wounded, unconscious instead (knockout conversion)", () => {
    const mercy = { modifiers: [{ rule: "VIV-GAD-5", label: "mercy bullets", value: 2 }] };
    const r = resolve(resolveWounds(thug, [mercy], { conversion: "knockout" }), scriptedDice(["d6:1"]));
    expect(r.value.outcome).toMatchObject({ rolled: "wounded", state: "unconscious" });
    expect(r.value.figure.status?.wound).toBe("unconscious");
    // a PC knocked out after a failed luck roll; a lucky one shrugs off a Wounded
    expect(resolve(resolveWounds(pc(5), [mercy], { conversion: "knockout" }), scriptedDice(["d6:4", "d10:8"])).value.outcome.state).toBe("unconscious");
    expect(resolve(resolveWounds(pc(5), [mercy], { conversion: "knockout" }), scriptedDice(["d6:1", "d10:2"])).value.outcome.state).toBe("fit");
  });

  it("VIV-AMB-28, VIV-WOUND-7: gas converts Wounded to Killed before luck (default: a lucky PC ends Wounded) or after it (option: luck cannot save)", () => {
    const gas = { modifiers: [{ rule: "VIV-GAD-14", label: "poison gas, turn 1", value: 3 }] };
    const thugGassed = resolve(resolveWounds(thug, [gas], { conversion: "gas" }), scriptedDice(["d6:1"]));
    expect(thugGassed.value.outcome).toMatchObject({ rolled: "wounded", result: "killed" });
    expect(thugGassed.trace.some((e) => e.type === "note" && e.rule === "VIV-GAD-14")).toBe(true);
    const first = resolve(resolveWounds(pc(5), [gas], { conversion: "gas" }), scriptedDice(["d6:1", "d10:3"]));
    expect(first.value.outcome).toMatchObject({ rolled: "wounded", luck: "passed", result: "wounded" });
    const after = resolve(resolveWounds(pc(5), [gas], { conversion: "gas", options: { gasLuckOrder: "luckThenConvert" } }), scriptedDice(["d6:3", "d10:3"]));
    expect(after.value.outcome).toMatchObject({ rolled: "killed", luck: "passed", result: "killed" });
    const before = resolve(resolveWounds(pc(5), [gas], { conversion: "gas" }), scriptedDice(["d6:3", "d10:3"]));
    expect(before.value.outcome.result).toBe("wounded");
  });

  it("VIV-SHOOT-5, VIV-WOUND-3: a volley's allocation is wounded figure by figure; the unit comes back updated", () => {
    const thugs: Unit = { id: "u", kind: "combatant", members: [thug, { ...thug, id: "t2" }, { ...thug, id: "t3" }] };
    const r = resolve(woundVolley(thugs, { t1: 2, t3: 1 }, { shotgun: true }, { turn: 2 }), scriptedDice(["d6:1", "d6:1", "d6:5"]));
    expect(r.value.outcomes.t1).toMatchObject({ rolled: "wounded", state: "killed" });
    expect(r.value.unit.members.map((m) => m.status?.wound ?? "fit")).toEqual(["killed", "fit", "killed"]);
    expect(
      odds(woundVolley(thugs, { t2: 1 }).map((v) => v.outcomes.t2?.state))
        .probability("killed")
        .toString(),
    ).toBe("5/6");
    expect(() => woundVolley(thugs, { nobody: 1 })).toThrow(RulesError);
    expect(() => woundVolley({ ...thugs, members: [{ ...thug, class: "Boss" } as never] }, { t1: 1 })).toThrow(RulesError);
    expect(() => woundVolley({ id: "x" } as never, {})).toThrow(RulesError);
  });

  it("VIV-EX-8, VIV-AMB-32, VIV-WOUND-7: a vest wearer hit: vest D10 6 is a miss (no wound roll), 7 rolls the wound normally", () => {
    const stopped = resolve(resolveWounds(thug, [{}], { vest: true }), scriptedDice(["d10:6"]));
    expect(stopped.value.outcome).toMatchObject({ rolled: "none", state: "fit" });
    expect(stopped.trace.filter((e) => e.type === "die")).toHaveLength(1);
    const through = resolve(resolveWounds(thug, [{}], { vest: true }), scriptedDice(["d10:7", "d6:5"]));
    expect(through.value.outcome.state).toBe("killed");
    expect(
      odds(resolveWounds(thug, [{}], { vest: true }).map((r) => r.outcome.state))
        .probability("killed")
        .toString(),
    ).toBe("1/3");
  });

  it("VIV-AMB-29: the vest stops mercy bullets too (default); with mercyVestApplies false they slip past it", () => {
    const mercy = { modifiers: [{ rule: "VIV-GAD-5", label: "mercy bullets", value: 2 }] };
    expect(resolve(resolveWounds(thug, [mercy], { vest: true, conversion: "knockout" }), scriptedDice(["d10:3"])).value.outcome.state).toBe("fit");
    const past = resolve(resolveWounds(thug, [mercy], { vest: true, conversion: "knockout", options: { mercyVestApplies: false } }), scriptedDice(["d6:1"]));
    expect(past.value.outcome.state).toBe("unconscious");
  });
});
