import { describe, expect, it } from "vitest";
import { conflictExchange, createCharacter, type ExchangeRequest, rerollExchange, spendFatePoints } from "../../src/fate/index.js";
import { odds, resolve, scriptedDice } from "../../src/index.js";
import { dF, indy, waterford } from "./fixtures.js";

const thug = () => createCharacter({ id: "thug", name: "Thug", role: "named", abilities: { Fighting: 2, Athletics: 1, Shooting: 2 } });

describe("fate conflict exchanges", () => {
  it("FATE-CONF-1 FATE-STRESS-2 FATE-AMB-22: physical combat is Fighting vs Fighting, one opposed roll; stress = the difference, on Health, not doubled", () => {
    const { value, trace } = resolve(conflictExchange(indy(), thug(), { kind: "physical" }), scriptedDice([...dF(1), ...dF(0)]));
    expect(value).toMatchObject({ attackTotal: 4, defenseTotal: 2, net: 2, stressTo: "defender", track: "health", amount: 2, doubled: false });
    expect(trace.filter((e) => e.type === "modifier" && e.rule === "FATE-ABIL-1").map((e) => (e.type === "modifier" ? e.label : ""))).toEqual([
      "Indy's Fighting Good (+3)",
      "Thug's Fighting Fair (+2)",
    ]);
    expect(trace.at(-1)).toEqual({ type: "note", rule: "FATE-STRESS-2", text: "net 2: Thug takes 2 health stress" });
  });

  it("FATE-CONF-1 FATE-AMB-9: an unaware defender is a fixed Poor (-1) defense with no dice by default", () => {
    const { value, trace } = resolve(conflictExchange(indy(), thug(), { kind: "physical", unaware: true }), scriptedDice(dF(0)));
    expect(value).toMatchObject({ defenseTotal: -1, net: 4, amount: 4 });
    expect(trace.filter((e) => e.type === "die")).toHaveLength(4);
  });

  it("FATE-AMB-9: with unawareDefense rollPoor the unaware defender rolls 4dF at Poor (-1)", () => {
    const { value, trace } = resolve(
      conflictExchange(indy(), thug(), { kind: "physical", unaware: true }, { unawareDefense: "rollPoor" }),
      scriptedDice([...dF(0), ...dF(2)]),
    );
    expect(value).toMatchObject({ defenseTotal: 1, net: 2 });
    expect(trace.filter((e) => e.type === "die")).toHaveLength(8);
    expect(trace).toContainEqual({ type: "modifier", rule: "FATE-AMB-9", label: "Thug unaware: rolls at Poor", value: -1 });
  });

  it("FATE-CONF-2 FATE-STRESS-2 FATE-AMB-8: ranged combat is Shooting vs Athletics; a gun doubles the stress dealt", () => {
    const bow = resolve(conflictExchange(thug(), indy(), { kind: "ranged" }), scriptedDice([...dF(3), ...dF(0)])).value;
    expect(bow).toMatchObject({ attackTotal: 5, defenseTotal: 2, net: 3, amount: 3, doubled: false, track: "health" });
    const gun = resolve(conflictExchange(thug(), indy(), { kind: "ranged", gun: true }), scriptedDice([...dF(3), ...dF(0)])).value;
    expect(gun).toMatchObject({ net: 3, amount: 6, doubled: true });
  });

  it("FATE-CONF-3: mental and social conflict is Rapport vs Resolve, stress on Composure, never doubled", () => {
    const r = resolve(conflictExchange(indy(2), waterford(), { kind: "mental", gun: true }), scriptedDice([...dF(4), ...dF(0)])).value;
    expect(r).toMatchObject({ attackTotal: 6, defenseTotal: 3, net: 3, track: "composure", amount: 3, doubled: false });
  });

  it("FATE-AMB-5: backlash: by default the loser takes |net| except a shooter; symmetric and attackerOnlyDeals as options", () => {
    const melee: ExchangeRequest = { kind: "physical" };
    const ranged: ExchangeRequest = { kind: "ranged" };
    const lose = [...dF(-2), ...dF(2)];
    expect(resolve(conflictExchange(thug(), indy(), melee), scriptedDice(lose)).value).toMatchObject({ net: -5, stressTo: "attacker", amount: 5 });
    expect(resolve(conflictExchange(thug(), indy(), ranged), scriptedDice(lose)).value).toMatchObject({ net: -4, stressTo: "none", amount: 0 });
    expect(resolve(conflictExchange(thug(), indy(), ranged, { backlash: "symmetric" }), scriptedDice(lose)).value).toMatchObject({
      net: -4,
      stressTo: "attacker",
      amount: 4,
    });
    expect(resolve(conflictExchange(thug(), indy(), melee, { backlash: "attackerOnlyDeals" }), scriptedDice(lose)).value).toMatchObject({
      stressTo: "none",
      amount: 0,
    });
    expect(
      resolve(conflictExchange(indy(1), waterford(), { kind: "mental" }, { backlash: "attackerOnlyDeals" }), scriptedDice([...dF(-2), ...dF(1)])).value,
    ).toMatchObject({ net: -5, stressTo: "none" });
    // a tie hurts nobody
    expect(resolve(conflictExchange(thug(), thug(), melee), scriptedDice([...dF(0), ...dF(0)])).value).toMatchObject({ net: 0, stressTo: "none", amount: 0 });
  });

  it("FATE-AMB-8: a gun doubles the stress its wielder deals, not backlash it receives (unless the defender fights back with a gun)", () => {
    const lose = [...dF(-2), ...dF(2)];
    expect(resolve(conflictExchange(thug(), indy(), { kind: "physical", gun: true }), scriptedDice(lose)).value).toMatchObject({
      stressTo: "attacker",
      amount: 5,
      doubled: false,
    });
    expect(resolve(conflictExchange(thug(), indy(), { kind: "physical", defenderGun: true }), scriptedDice(lose)).value).toMatchObject({
      stressTo: "attacker",
      amount: 10,
      doubled: true,
    });
  });

  it("FATE-AMB-18 FATE-CONF-2: an inanimate target's defense is a fixed GM value", () => {
    const { value } = resolve(conflictExchange(indy(), thug(), { kind: "ranged", defense: { value: 1, label: "swinging rope" } }), scriptedDice(dF(2)));
    expect(value).toMatchObject({ attackTotal: 2, defenseTotal: 1, net: 1 });
    expect(() => conflictExchange(indy(), thug(), { kind: "ranged", unaware: true, defense: { value: 1 } })).toThrow(/request.defense/);
  });

  it("FATE-AMB-24: fate points on defense rolls are allowed by default and refused by the option", () => {
    const req: ExchangeRequest = { kind: "physical", defend: { fatePointBonus: true } };
    const { value } = resolve(conflictExchange(thug(), indy(), req), scriptedDice([...dF(2), ...dF(0)]));
    expect(value).toMatchObject({ attackTotal: 4, defenseTotal: 5, defenderFpSpent: 1 });
    expect(() => conflictExchange(thug(), indy(), req, { fatePointsOnDefense: false })).toThrow(/FATE-AMB-24/);
    expect(() => conflictExchange(thug(), indy(), { kind: "physical", defend: { reroll: {} } }, { fatePointsOnDefense: false })).toThrow(/RULE_VIOLATION/);
    // the defender's re-roll plan: re-roll while the attack would succeed
    const saved = resolve(conflictExchange(thug(), indy(), { kind: "physical", defend: { reroll: {} } }), scriptedDice([...dF(3), ...dF(0), ...dF(2)])).value;
    expect(saved).toMatchObject({ attackTotal: 5, defenseTotal: 5, net: 0, defenderFpSpent: 1, stressTo: "none" });
  });

  it("FATE-STRESS-2: exchange odds sum to 1 and a better attacker deals stress more often", () => {
    const weak = odds(conflictExchange(thug(), indy(), { kind: "physical" }));
    const strong = odds(conflictExchange(indy(), thug(), { kind: "physical" }));
    expect(weak.total().toString()).toBe("1");
    expect(strong.probability((r) => r.stressTo === "defender").compare(weak.probability((r) => r.stressTo === "defender"))).toBe(1);
  });

  it("FATE-FP-3 FATE-AMB-24: either side of an exchange may re-roll by hand; the stress is worked out again; each result charges its own step", () => {
    // Thug attacks Indy: 2 + 2 = 4 against 3 + 0 = 3, net 1: Indy takes 1
    const req: ExchangeRequest = { kind: "physical" };
    const first = resolve(conflictExchange(thug(), indy(), req), scriptedDice([...dF(2), ...dF(0)])).value;
    expect(first).toMatchObject({ net: 1, stressTo: "defender", amount: 1 });
    // Indy re-rolls his defense with a new +2: +1 + 3 + 2 = 6, net -2: under the default backlash the thug takes 2
    const saved = resolve(rerollExchange(thug(), indy(), req, first, "defender", true), scriptedDice(dF(1))).value;
    expect(saved).toMatchObject({
      attackTotal: 4,
      defenseTotal: 6,
      net: -2,
      stressTo: "attacker",
      amount: 2,
      defenderFpSpent: 2,
      attackerFpSpent: 0,
      defenderRerolls: 1,
    });
    // the thug answers with a plain re-roll: +4 + 2 = 6, a tie: no stress
    const tie = resolve(rerollExchange(thug(), spendFatePoints(indy(), 2), req, saved, "attacker"), scriptedDice(dF(4))).value;
    expect(tie).toMatchObject({
      attackTotal: 6,
      defenseTotal: 6,
      net: 0,
      stressTo: "none",
      attackerFpSpent: 1,
      defenderFpSpent: 0,
      attackerRerolls: 1,
      defenderRerolls: 1,
    });
    expect(() => rerollExchange(thug(), indy(), req, first, "defender", false, { fatePointsOnDefense: false })).toThrow(/FATE-AMB-24/);
    expect(() => rerollExchange(thug(), indy(), req, first, "defender", false, { maxRerolls: 0 })).toThrow(/maxRerolls/);
    expect(() => rerollExchange(thug(), indy(), req, first, "nobody" as never)).toThrow(/side/);
    const unaware = resolve(conflictExchange(thug(), indy(), { kind: "physical", unaware: true }), scriptedDice(dF(0))).value;
    expect(() => rerollExchange(thug(), indy(), { kind: "physical", unaware: true }, unaware, "defender")).toThrow(/fixed defense/);
  });

  it("FATE-AMB-24 FATE-AMB-5: a defender's reroll.below is honoured in its own margin: success re-rolls until it beats the attacker", () => {
    // Thug 2 + 1 = 3 against Indy 3 + 0 = 3: a tie. The default plan keeps it (the attack fails); below success re-rolls: +1 gives 4
    const script = [...dF(1), ...dF(0), ...dF(1)];
    expect(resolve(conflictExchange(thug(), indy(), { kind: "physical", defend: { reroll: {} } }), scriptedDice(script)).value).toMatchObject({
      net: 0,
      defenderRerolls: 0,
    });
    expect(resolve(conflictExchange(thug(), indy(), { kind: "physical", defend: { reroll: { below: "success" } } }), scriptedDice(script)).value).toMatchObject(
      {
        defenseTotal: 4,
        net: -1,
        stressTo: "attacker",
        amount: 1,
        defenderRerolls: 1,
        defenderFpSpent: 1,
      },
    );
  });

  it("FATE-AMB-9 FATE-CONF-1: an unaware defender declares nothing: its +2 or re-roll is refused under both options, never dropped", () => {
    for (const unawareDefense of ["fixedPoor", "rollPoor"] as const) {
      expect(() => conflictExchange(indy(), thug(), { kind: "physical", unaware: true, defend: { fatePointBonus: true } }, { unawareDefense })).toThrow(
        /request.defend.*FATE-AMB-9/,
      );
      expect(() => conflictExchange(indy(), thug(), { kind: "physical", unaware: true, defend: { reroll: {} } }, { unawareDefense })).toThrow(/RULE_VIOLATION/);
    }
    expect(() => conflictExchange(indy(), thug(), { kind: "ranged", defense: { value: 1 }, defend: { fatePointBonus: true } })).toThrow(/request.defend/);
  });

  it("FATE-STRESS-2: an unknown key in an exchange request is an issue with a suggestion, not a silent default", () => {
    expect(() => conflictExchange(indy(), thug(), { kind: "ranged", guns: true } as never)).toThrow(/unknown key "guns" \(did you mean "gun"\?\)/);
  });
});
