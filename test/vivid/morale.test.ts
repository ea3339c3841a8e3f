import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice, seededDice } from "../../src/index.js";
import { type Figure, fiftyPercentRule, leaveTable, moraleCheck, routRecovery, type Trait, type Unit } from "../../src/vivid/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";

const inspired: Trait = {
  id: "VIV-TRAIT-P6",
  name: "Inspired Leadership",
  polarity: "positive",
  effects: [{ kind: "moraleModifier", value: 1, when: "commanding" }, { kind: "neverFleeCasualtyCheck" }],
};
const arrogant: Trait = { id: "VIV-TRAIT-N2", name: "Extremely Arrogant", polarity: "negative", effects: [{ kind: "noPositiveTraitsForNatives" }] };
const man = (i: number, extra: Partial<Figure> = {}): Figure => ({ id: `m${String(i)}`, name: `Man ${String(i)}`, class: "Combatant", ...extra });
const squad = (troopType: Unit["troopType"], n = 5, extra: Partial<Unit> = {}): Unit => ({
  id: "u",
  name: "Squad",
  kind: "combatant",
  troopType,
  members: Array.from({ length: n }, (_, i) => man(i)),
  leaderId: "m0",
  ...extra,
});
const target = (u: Unit, s: Parameters<typeof moraleCheck>[1], o: Parameters<typeof moraleCheck>[2] = {}) =>
  resolve(moraleCheck(u, s, o), scriptedDice(["d10:1", "d10:1", "d10:1", "d10:1", "d10:1", "d10:1"])).value.outcome.target;

describe("vivid morale", () => {
  it('VIV-DT-6, VIV-MOR-3, VIV-MOR-4: a trained unit, 2 friendlies killed within 2", no leader: 10 - 2 - 1 = 7; a D10 of 8 fails', () => {
    const r = resolve(moraleCheck(squad("trained"), { trigger: "shooting", friendliesKilledNearby: 2, leaderPresent: false }), scriptedDice(["d10:8"]));
    expect(r.value.outcome).toMatchObject({ tested: true, target: 7, pass: false, result: "retreat" });
    expect(r.value.unit.morale).toBe("retreating");
  });

  it("VIV-MOR-2, VIV-AMB-23, VIV-AMB-39: base morale by troop type, 8 by default, the GM may override; base 10 never fails unmodified", () => {
    expect(target(squad("trained"), { trigger: "shooting" })).toBe(10);
    expect(target(squad("fanatic"), { trigger: "shooting" })).toBe(10);
    expect(target(squad("nativeWarrior"), { trigger: "shooting" })).toBe(8);
    expect(target(squad("militia"), { trigger: "shooting" })).toBe(8);
    expect(target(squad("villager"), { trigger: "shooting" })).toBe(6);
    expect(target(squad("civilian"), { trigger: "shooting" })).toBe(6);
    expect(target(squad(undefined), { trigger: "shooting" })).toBe(8);
    expect(target(squad("civilian"), { trigger: "shooting", baseMorale: 9 })).toBe(9);
    expect(
      odds(moraleCheck(squad("trained"), { trigger: "shooting" }).map((r) => r.outcome.pass))
        .probability(true)
        .toString(),
    ).toBe("1");
  });

  it("VIV-MOR-3, VIV-AMB-24: adjacent after hand-to-hand -1, seeing friends run -1 once (default) or per figure (option)", () => {
    expect(target(squad("trained"), { trigger: "handToHand", adjacentAfterMelee: true, friendsSeenRunning: 3 })).toBe(8);
    expect(target(squad("trained"), { trigger: "handToHand", friendsSeenRunning: 3 }, { seeingRunModifier: "perFigure" })).toBe(7);
  });

  it("VIV-MOR-3, VIV-TRAIT-P6, VIV-TRAIT-N2: +1 led by an inspired leader; an arrogant leader gives natives nothing", () => {
    const led = squad("nativeWarrior", 5, {
      commanderId: "pc",
      members: [...squad("nativeWarrior").members, { id: "pc", name: "Lord Carstairs", class: "PC", traits: [inspired] }],
    });
    expect(target(led, { trigger: "shooting" })).toBe(9);
    const snob = { ...led, origin: ["native"], members: led.members.map((m) => (m.id === "pc" ? { ...m, traits: [inspired, arrogant] } : m)) };
    expect(target(snob, { trigger: "shooting" })).toBe(8);
  });

  it("VIV-MOR-5, VIV-MOR-1, VIV-AMB-7: a failed shooting check retreats (default); with 'firstFailNoEffect' the first failure does nothing", () => {
    const u = squad("villager");
    expect(resolve(moraleCheck(u, { trigger: "shooting" }), scriptedDice(["d10:9"])).value.outcome.result).toBe("retreat");
    const opt = { shootingFailMode: "firstFailNoEffect" } as const;
    expect(resolve(moraleCheck(u, { trigger: "shooting" }, opt), scriptedDice(["d10:9"])).value.outcome.result).toBe("noEffect");
    expect(resolve(moraleCheck(u, { trigger: "shooting", failedShootingCheckBefore: true }, opt), scriptedDice(["d10:9"])).value.outcome.result).toBe(
      "retreat",
    );
  });

  it("VIV-AMB-6: an inspired unit ignores shooting retreats (scope 'both'); with 'modifierOnly' it retreats", () => {
    const led = squad("villager", 3, { commanderId: "pc", members: [man(0), { id: "pc", name: "Carstairs", class: "PC", traits: [inspired] }] });
    expect(resolve(moraleCheck(led, { trigger: "shooting" }), scriptedDice(["d10:9"])).value.outcome.result).toBe("steady");
    expect(resolve(moraleCheck(led, { trigger: "shooting" }, { inspiredScope: "modifierOnly" }), scriptedDice(["d10:9"])).value.outcome.result).toBe("retreat");
    // hand-to-hand routs still apply
    expect(resolve(moraleCheck(led, { trigger: "handToHand" }), scriptedDice(["d10:9"])).value.outcome.result).toBe("rout");
  });

  it("VIV-MOR-6, VIV-MOR-12: failing after hand-to-hand routs (members cannot defend); with the optional rule they are disrupted", () => {
    const r = resolve(moraleCheck(squad("villager"), { trigger: "handToHand" }), scriptedDice(["d10:7"]));
    expect(r.value.unit.morale).toBe("routing");
    expect(r.value.unit.members.every((m) => m.status?.routing === true)).toBe(true);
    const d = resolve(moraleCheck(squad("villager"), { trigger: "handToHand", disruptedInsteadOfRout: true }), scriptedDice(["d10:7"]));
    expect(d.value.unit.morale).toBe("disrupted");
    expect(d.value.unit.members.every((m) => m.status?.disrupted === true)).toBe(true);
  });

  it("VIV-MOR-9, VIV-AMB-41: specialists and lone armoured suits never test; a lone PC tests unless the option exempts it", () => {
    expect(resolve(moraleCheck(squad("trained", 3, { specialist: true }), { trigger: "shooting" }), scriptedDice([])).value.outcome.result).toBe("exempt");
    const suit: Unit = { id: "s", kind: "combatant", members: [{ id: "x", name: "Suit", class: "Special", armoured: "impervious" }] };
    expect(resolve(moraleCheck(suit, { trigger: "shooting" }), scriptedDice([])).value.outcome.tested).toBe(false);
    const withGunner: Unit = { ...squad("villager", 2), members: [...squad("villager", 2).members, man(9, { specialist: true })] };
    const failed = resolve(moraleCheck(withGunner, { trigger: "handToHand" }), scriptedDice(["d10:10"])).value;
    expect(failed.outcome.failed).toEqual(["m0", "m1"]);
    expect(failed.unit.members[2]?.status?.routing).toBeUndefined();
    const lonePc: Unit = { id: "p", kind: "combatant", members: [{ id: "pc", name: "Jack", class: "PC", side: "good" }] };
    expect(resolve(moraleCheck(lonePc, { trigger: "shooting" }), scriptedDice(["d10:3"])).value.outcome.tested).toBe(true);
    expect(resolve(moraleCheck(lonePc, { trigger: "shooting" }, { lonePcExempt: true }), scriptedDice([])).value.outcome.result).toBe("exempt");
  });

  it("VIV-MOR-11: with hero immunity good-guy PCs never test; bad-guy PCs do", () => {
    const hero: Unit = { id: "p", kind: "combatant", members: [{ id: "pc", name: "Jack", class: "PC", side: "good" }] };
    expect(resolve(moraleCheck(hero, { trigger: "handToHand", heroImmunity: true }), scriptedDice([])).value.outcome.result).toBe("exempt");
    const party: Unit = { ...squad("villager", 2), members: [...squad("villager", 2).members, { id: "pc", name: "Jack", class: "PC", side: "good" }] };
    const routed = resolve(moraleCheck(party, { trigger: "handToHand", heroImmunity: true }), scriptedDice(["d10:10"])).value;
    expect(routed.outcome.failed).toEqual(["m0", "m1"]);
    expect(routed.unit.members.find((m) => m.id === "pc")?.status?.routing).toBeUndefined();
    const villain: Unit = { id: "k", kind: "combatant", members: [{ id: "koo", name: "Dr. Koo", class: "PC", side: "bad" }] };
    expect(resolve(moraleCheck(villain, { trigger: "handToHand", heroImmunity: true }), scriptedDice(["d10:2"])).value.outcome.tested).toBe(true);
  });

  it("VIV-AMB-22: the unit tests as one (default); with 'figure' each figure rolls and only the failures run", () => {
    expect(resolve(moraleCheck(squad("villager", 3), { trigger: "handToHand" }), scriptedDice(["d10:9"])).value.outcome.failed).toEqual(["m0", "m1", "m2"]);
    const r = resolve(moraleCheck(squad("villager", 3), { trigger: "handToHand" }, { moraleTester: "figure" }), scriptedDice(["d10:9", "d10:2", "d10:7"]));
    expect(r.value.outcome.failed).toEqual(["m0", "m2"]);
    expect(r.value.unit.members.map((m) => m.status?.routing === true)).toEqual([true, false, true]);
  });

  it("VIV-MOR-7, VIV-EX-7, VIV-AMB-25: rout recovery D6: 5 keeps a non-PC unit running but stops a PC; 6 stops both; disrupted rallies the same way", () => {
    const routing: Unit = { ...squad("villager", 2), morale: "routing" };
    expect(resolve(routRecovery(routing), scriptedDice(["d6:5"])).value.stops).toBe(false);
    const pc: Unit = { id: "p", kind: "combatant", morale: "routing", members: [{ id: "pc", name: "Jack", class: "PC", status: { routing: true } }] };
    const stopped = resolve(routRecovery(pc), scriptedDice(["d6:5"])).value;
    expect(stopped.stops).toBe(true);
    expect(stopped.unit.members[0]?.status?.routing).toBe(false);
    expect(resolve(routRecovery(routing), scriptedDice(["d6:6"])).value.unit.morale).toBe("normal");
    const disrupted: Unit = { ...squad("villager", 2), morale: "disrupted" };
    expect(
      odds(routRecovery(disrupted).map((r) => r.stops))
        .probability(true)
        .toString(),
    ).toBe("1/6");
    expect(resolve(routRecovery(squad("villager")), scriptedDice([])).value.rolled).toBe(false);
  });

  it("VIV-MOR-8: a unit that routs off the table is removed from play", () => {
    expect(leaveTable(squad("villager", 3)).members.every((m) => m.status?.removed === true)).toBe(true);
  });

  it("VIV-MOR-10, VIV-MOR-11: the side retires when it has lost over 50% (not at exactly 50%); inspired units are exempt (VIV-AMB-6)", () => {
    const dead = { status: { wound: "killed" as const } };
    const half: Unit = { ...squad("militia", 0), members: Array.from({ length: 10 }, (_, i) => man(i, i < 5 ? dead : {})) };
    expect(fiftyPercentRule([half]).retire).toBe(false);
    const over: Unit = { ...half, members: half.members.map((m, i) => (i === 5 ? { ...m, ...dead } : m)) };
    expect(fiftyPercentRule([over])).toMatchObject({ lost: 6, total: 10, retire: true, retiringUnitIds: ["u"] });
    expect(fiftyPercentRule([half], 12).retire).toBe(true);
    const led: Unit = { ...over, commanderId: "m9", members: over.members.map((m) => (m.id === "m9" ? { ...m, class: "PC", traits: [inspired] } : m)) };
    expect(fiftyPercentRule([led]).retiringUnitIds).toEqual([]);
    expect(fiftyPercentRule([led], undefined, { inspiredScope: "modifierOnly" }).retiringUnitIds).toEqual(["u"]);
  });

  it("VIV-MOR-4: properties: more casualties never raise the chance to pass; frequencies match odds; inputs never mutated", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.constantFrom("trained", "militia", "villager") as fc.Arbitrary<Unit["troopType"]>, (killed, type) => {
        const u = deepFreeze(squad(type));
        const p = (k: number) =>
          odds(moraleCheck(u, { trigger: "shooting", friendliesKilledNearby: k }).map((r) => r.outcome.pass))
            .probability(true)
            .toNumber();
        expect(p(killed + 1)).toBeLessThanOrEqual(p(killed));
        expect(resolve(moraleCheck(u, { trigger: "handToHand" }), seededDice(killed))).toEqual(
          resolve(moraleCheck(u, { trigger: "handToHand" }), seededDice(killed)),
        );
      }),
      { numRuns: 30 },
    );
    expectFrequenciesMatchOdds(
      moraleCheck(squad("militia", 4), { trigger: "handToHand", friendliesKilledNearby: 1 }, { moraleTester: "figure" }).map((r) => r.outcome.failed.length),
      { runs: 20_000, seed: 5 },
    );
  });

  it("VIV-MOR-4: bad input is a RulesError", () => {
    expect(() => moraleCheck({ id: "x" } as never, { trigger: "shooting" })).toThrow(RulesError);
    expect(() => moraleCheck(squad("trained"), { trigger: "panic" } as never)).toThrow(RulesError);
  });
});
