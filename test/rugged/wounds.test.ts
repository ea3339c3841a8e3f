import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice, seededDice } from "../../src/index.js";
import { type Figure, resolveWounds, type Trait, type WoundTable, woundVolley } from "../../src/rugged/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";

const ox: Trait = { id: "RUG-TRAIT-P6", name: "Strong Like Ox", polarity: "positive", effects: [{ kind: "strongLikeOx" }] };
const hugeJoss: Trait = { id: "RUG-TRAIT-P9", name: "Huge Joss", polarity: "positive", effects: [{ kind: "luckReroll" }] };
const prp = (luck: number, traits: Trait[] = []): Figure => ({ id: "p", name: "Rex", class: "PRP", luck, traits });
const askari: Figure = { id: "a", name: "Askari", class: "Combatant" };
const house: WoundTable = {
  name: "house table",
  rule: "HOUSE-W",
  modifierRule: "HOUSE-W",
  die: "d10",
  rows: [
    { upTo: 3, result: "none" },
    { upTo: 7, result: "wounded" },
    { upTo: 10, result: "killed" },
  ],
  modifiers: { shotgun: 0, handToHand: 0, protected: 0 },
};

describe("rugged wounds", () => {
  it("RUG-EX-2, RUG-LUCK-2, RUG-AMB-24: Luck 5 against Killed: a 5 makes it Wounded, a 6 leaves it Killed", () => {
    const saved = resolve(resolveWounds(prp(5), [{}]), scriptedDice(["d6:6", "d10:5"]));
    expect(saved.value.outcome).toMatchObject({ rolled: "killed", luck: "passed", result: "wounded", state: "wounded" });
    const dead = resolve(resolveWounds(prp(5), [{}]), scriptedDice(["d6:6", "d10:6"]));
    expect(dead.value.outcome).toMatchObject({ rolled: "killed", luck: "failed", result: "killed", state: "killed" });
    // the player may choose not to roll
    expect(resolve(resolveWounds(prp(5), [{}], { useLuck: false }), scriptedDice(["d6:6"])).value.outcome.luck).toBe("notRolled");
  });

  it("RUG-AMB-1, RUG-SHOOT-7: the default wound table is vivid's, and the trace says it is not from the rugged text", () => {
    const r = resolve(resolveWounds(askari, [{}]), scriptedDice(["d6:3"]));
    expect(r.trace[0]).toMatchObject({ type: "note", rule: "RUG-AMB-1" });
    expect(r.trace.some((e) => e.type === "die" && e.rule === "VIV-WOUND-1")).toBe(true);
    expect(r.value.outcome.result).toBe("killed");
  });

  it("RUG-AMB-1, RUG-SHOOT-7: with woundTable 'custom' the app's table is used and a normal figure dies on its second wound", () => {
    const settings = { options: { woundTable: "custom" }, customTable: house } as const;
    const r = resolve(resolveWounds(askari, [{}], settings), scriptedDice(["d10:5"]));
    expect(r.value.outcome).toMatchObject({ result: "wounded", state: "wounded", wounds: 1 });
    expect(r.trace[0]).toMatchObject({ type: "note", rule: "RUG-AMB-1", text: "wound table: house table (custom)" });
    expect(resolve(resolveWounds(r.value.figure, [{}], settings), scriptedDice(["d10:4"])).value.figure.status?.wound).toBe("killed");
    expect(() => resolveWounds(askari, [{}], { options: { woundTable: "custom" } })).toThrow(RulesError);
    expect(() => resolveWounds(askari, [{}], { options: { woundTable: "custom" }, customTable: { ...house, die: "d7" } as never })).toThrow(RulesError);
  });

  it("RUG-AMB-25: a shotgun hit is +1 only because vivid's wound table is plugged in", () => {
    const r = resolve(resolveWounds(askari, [{ shotgun: true }]), scriptedDice(["d6:1"]));
    expect(r.value.outcome.rolled).toBe("wounded");
    const c = resolve(resolveWounds(askari, [{ shotgun: true }], { options: { woundTable: "custom" }, customTable: house }), scriptedDice(["d10:3"]));
    expect(c.value.outcome.rolled).toBe("none");
  });

  it("RUG-EX-6, RUG-TRAIT-P6, RUG-AMB-13: Strong Like Ox: the first Killed becomes a wound, the second removes the PRP", () => {
    const first = resolve(resolveWounds(prp(5, [ox]), [{}], { useLuck: false }), scriptedDice(["d6:6"]));
    expect(first.value.outcome).toMatchObject({ ox: true, result: "wounded", state: "wounded", wounds: 1 });
    expect(first.value.figure.status?.killedResultsTaken).toBe(1);
    const second = resolve(resolveWounds(first.value.figure, [{}], { useLuck: false }), scriptedDice(["d6:5"]));
    expect(second.value.outcome).toMatchObject({ ox: false, result: "killed", state: "killed" });
  });

  it("RUG-AMB-13: an Ox dies on the third wound (default), on the second with 'firstKillDowngradeOnly'; luck is rolled before the conversion", () => {
    const twice: Figure = { ...prp(5, [ox]), status: { wound: "wounded", wounds: 1 } };
    const third = resolve(resolveWounds(twice, [{}]), scriptedDice(["d6:3", "d10:9"]));
    expect(third.value.outcome).toMatchObject({ state: "wounded", wounds: 2 });
    const killed = resolve(resolveWounds(third.value.figure, [{}]), scriptedDice(["d6:2", "d10:9"]));
    expect(killed.value.outcome).toMatchObject({ state: "killed", wounds: 3 });
    const alt = resolve(resolveWounds(twice, [{}], { options: { oxMode: "firstKillDowngradeOnly" } }), scriptedDice(["d6:3", "d10:9"]));
    expect(alt.value.outcome.state).toBe("killed");
    // luck first: a passed luck roll turns Killed into Wounded and the Ox conversion is kept for later
    const lucky = resolve(resolveWounds(prp(5, [ox]), [{}]), scriptedDice(["d6:6", "d10:2"]));
    expect(lucky.value.outcome).toMatchObject({ luck: "passed", ox: false, result: "wounded" });
    const order = lucky.trace.findIndex((e) => e.type === "die" && e.rule === "RUG-LUCK-2");
    expect(order).toBeGreaterThan(0);
  });

  it("RUG-TRAIT-P9, RUG-AMB-29, RUG-LUCK-2: Huge Joss re-rolls a failed luck roll against a wound; P = 1 - (1 - L/10)^2", () => {
    const r = resolve(resolveWounds(prp(5, [hugeJoss]), [{}]), scriptedDice(["d6:6", "d10:8", "d10:1"]));
    expect(r.value.outcome).toMatchObject({ luck: "passed", result: "wounded" });
    const killedOdds = odds(resolveWounds(prp(5, [hugeJoss]), [{}], {}).map((x) => x.outcome.result)).probability("killed");
    expect(killedOdds.toString()).toBe("1/12");
  });

  it("RUG-SHOOT-7, RUG-LUCK-2: properties: deterministic, inputs not mutated, frequencies match odds, luck never worsens", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 10 }), (seed, luck) => {
        const f = deepFreeze(prp(luck, [ox]));
        expect(resolve(resolveWounds(f, [{}, {}]), seededDice(seed))).toEqual(resolve(resolveWounds(f, [{}, {}]), seededDice(seed)));
        const p = (useLuck: boolean) =>
          odds(resolveWounds(f, [{}], { useLuck }).map((x) => x.outcome.state))
            .probability("killed")
            .toNumber();
        expect(p(true)).toBeLessThanOrEqual(p(false));
      }),
      { numRuns: 30 },
    );
    expectFrequenciesMatchOdds(
      resolveWounds(prp(7, [ox, hugeJoss]), [{}, { shotgun: true }]).map((x) => x.outcome),
      { runs: 20_000, seed: 17 },
    );
  });

  it("RUG-SHOOT-7, RUG-AMB-1: a volley's hits are wounded on vivid's table by default, noted in the trace", () => {
    const unit = { id: "u", kind: "combatant" as const, members: [askari, { ...askari, id: "b" }] };
    const r = resolve(woundVolley(unit, { b: 1 }), scriptedDice(["d6:5"]));
    expect(r.value.outcomes.b?.state).toBe("killed");
    expect(r.trace[0]).toMatchObject({ type: "note", text: "Askari is hit", target: { id: "b", name: "Askari" } });
    expect(r.trace[1]).toMatchObject({ rule: "RUG-AMB-1" });
  });
});
