import { describe, expect, it } from "vitest";
import { odds, resolve, scriptedDice } from "../../src/index.js";
import { conflictExchange, createCharacter, type ExchangeRequest } from "../../src/fate/index.js";
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
});
