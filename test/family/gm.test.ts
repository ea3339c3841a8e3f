// The GM's last word in rugged and vivid (catalogue §0, RUG-GEN-1, VIV-GEN-1, RUG-GM-4, VIV-GM-3): every roll
// takes the GM's modifier to its die, and any resolver's outcome can be ruled instead of rolled (gmOverride).
import { describe, expect, it } from "vitest";
import { explain, gmOverride, odds, RulesError, resolve, scriptedDice, seededDice, simulate } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";
import { deepFreeze } from "../helpers.js";

type Figure = rugged.Figure;

const pc = (cls: Figure["class"], extra: Partial<Figure> = {}): Figure => deepFreeze({ id: "jack", name: "Jack", class: cls, luck: 5, ...extra });
const thugs = (morale: "routing" | "disrupted"): rugged.Unit =>
  deepFreeze({
    id: "thugs",
    kind: "combatant",
    morale,
    members: [1, 2, 3].map((i) => ({ id: `t${String(i)}`, name: `Thug ${String(i)}`, class: "Combatant" as const, status: { routing: morale === "routing" } })),
  });

describe("GM die modifiers on every roll (RUG-GEN-1, VIV-GEN-1, RUG-GM-4, VIV-GM-3)", () => {
  it("RUG-GEN-1 VIV-GEN-1 VIV-WOUND-5: the wounded PC's recovery D6 takes the GM's modifier, traced with its rule", () => {
    const hurt = pc("PC", { status: { wound: "wounded", wounds: 1 } });
    const r = resolve(vivid.woundedRecovery(hurt, 2, 1), scriptedDice(["d6:5"]));
    expect(r.value.recovered).toBe(true);
    expect(r.trace).toContainEqual({ type: "modifier", rule: "VIV-WOUND-5", label: "GM modifier to the die", value: 1 });
    expect(
      odds(vivid.woundedRecovery(hurt, 2, 2))
        .probability((x) => x.recovered)
        .toString(),
    ).toBe("1/2");
    expect(
      odds(vivid.woundedRecovery(hurt, 2, -1))
        .probability((x) => x.recovered)
        .toString(),
    ).toBe("0");
    const prp = pc("PRP", { status: { wound: "wounded", wounds: 1 } });
    expect(
      odds(rugged.woundedRecovery(prp, 2, 1))
        .probability((x) => x.recovered)
        .toString(),
    ).toBe("1/3");
    expect(() => rugged.woundedRecovery(prp, 2, 11)).toThrow(RulesError);
  });

  it("RUG-GEN-1 VIV-GEN-1 VIV-MOR-7: rout recovery takes the GM's modifier: +1 lets a unit stop on 5-6", () => {
    const r = resolve(vivid.routRecovery(thugs("routing"), 1), scriptedDice(["d6:5"]));
    expect(r.value.stops).toBe(true);
    expect(explain(r.trace)).toContain("GM modifier to the die +1 [VIV-MOR-7]");
    expect(
      odds(vivid.routRecovery(thugs("routing"), 1))
        .probability((x) => x.stops)
        .toString(),
    ).toBe("1/3");
    expect(
      odds(rugged.routRecovery(thugs("disrupted"), -1))
        .probability((x) => x.stops)
        .toString(),
    ).toBe("0");
    expect(() => vivid.routRecovery(thugs("routing"), 0.5)).toThrow(/gmRollModifier/);
  });

  it("RUG-GEN-1 VIV-GEN-1 VIV-CLIFF-1: the Cliff-hanger's luck roll takes the GM's modifier (added to the face: -2 helps)", () => {
    const dead = pc("PC", { status: { wound: "killed" } });
    expect(
      odds(vivid.cliffHanger(dead, true))
        .probability((x) => x.survived)
        .toString(),
    ).toBe("1/2");
    expect(
      odds(vivid.cliffHanger(dead, true, -2))
        .probability((x) => x.survived)
        .toString(),
    ).toBe("7/10");
    expect(
      odds(rugged.cliffHanger(pc("PRP", { status: { wound: "killed" } }), true, 2))
        .probability((x) => x.survived)
        .toString(),
    ).toBe("3/10");
    expect(() => vivid.cliffHanger(dead, true, -11)).toThrow(RulesError);
  });

  it("VIV-GEN-1 VIV-SEQ-1 VIV-AMB-13: initiative takes the GM's modifier to a side's die, by side", () => {
    const r = resolve(vivid.sideInitiative(["heroes", "villains"], undefined, {}, { heroes: 6 }), scriptedDice(["d10:3", "d10:8"]));
    expect(r.value.winner).toBe("heroes");
    expect(explain(r.trace)).toContain("GM modifier to heroes's die +6 [VIV-SEQ-1]");
    // +9: the villains roll at least 10, the heroes at most 10; a tie (10 against 1) is re-rolled, so always the villains
    const p = odds(vivid.sideInitiative(["heroes", "villains"], undefined, {}, { villains: 9 })).probability((x) => x.winner === "villains");
    expect(p.toString()).toBe("1");
    // +1: a's 2..11 beats b's 1..10 in 55 of 100 pairs, loses in 36, ties (re-rolled) in 9: 55/91
    expect(
      odds(vivid.sideInitiative(["a", "b"], undefined, {}, { a: 1 }))
        .probability((x) => x.winner === "a")
        .toString(),
    ).toBe("55/91");
    expect(() => vivid.sideInitiative(["a", "b"], undefined, {}, { c: 1 })).toThrow(/gmRollModifiers\.c/);
    expect(() => vivid.sideInitiative(["a", "b"], undefined, {}, { a: 20 })).toThrow(RulesError);
  });
});

describe("gmOverride: the GM rules an outcome instead of a roll (RUG-GEN-1, VIV-GEN-1, RUG-GM-4)", () => {
  it("RUG-GEN-1 RUG-GM-4 RUG-LUCK-3: a luck roll ruled a pass rolls no die, says so, and has odds of 1", () => {
    const leap = rugged.luckRoll(pc("PRP"), { purpose: "leap the crevasse" });
    const ruled = gmOverride(leap, { pass: true, rerolled: false }, { rule: "RUG-GEN-1" });
    const dice = seededDice(5);
    const before = dice.save();
    const r = resolve(ruled, dice);
    expect(r.value).toEqual({ pass: true, rerolled: false });
    expect(explain(r.trace)).toEqual(["GM override: the outcome is ruled, not rolled [RUG-GEN-1]"]);
    expect(dice.save()).toEqual(before);
    expect(
      odds(ruled)
        .probability((x) => x.pass)
        .toString(),
    ).toBe("1");
    expect(
      simulate(
        ruled.map((x) => x.pass),
        { runs: 10, seed: 1 },
      ).frequency(true),
    ).toBe(1);
  });

  it("VIV-GEN-1 VIV-GM-3 VIV-MOR-1: a ruled morale outcome chains like the rolled one (the GM's text in the trace)", () => {
    const unit = thugs("routing");
    const check = vivid.routRecovery(unit);
    const rolled = resolve(check, scriptedDice(["d6:6"])).value;
    const ruled = gmOverride(check, rolled, { rule: "VIV-GEN-1", text: "the GM rules that the thugs stop at the quay" });
    const next = ruled.chain((r) => (r.stops ? vivid.routRecovery(r.unit) : ruled));
    const r = resolve(next, scriptedDice([]));
    expect(r.value.rolled).toBe(false);
    expect(explain(r.trace)[0]).toBe("the GM rules that the thugs stop at the quay [VIV-GEN-1]");
  });

  it("should reject what is not a resolver's chance, an undefined outcome and bad options", () => {
    const c = rugged.luckRoll(pc("PRP"));
    expect(() => gmOverride(3 as never, 3)).toThrow(/gmOverride: chance/);
    expect(() => gmOverride(c, undefined as never)).toThrow(/gmOverride: outcome/);
    expect(() => gmOverride(c, { pass: true, rerolled: false }, 5 as never)).toThrow(/gmOverride: options/);
    expect(() => gmOverride(c, { pass: true, rerolled: false }, { rule: 5 as never })).toThrow(/options\.rule/);
  });
});
