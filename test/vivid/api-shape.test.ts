// Issue 16, "One shape for every resolver": every vivid resolver is `name(input, options?)`; each new call is the
// same chance (exact odds, seeded value and trace) as the deprecated positional call it replaces.
import { describe, expect, it } from "vitest";
import { resolve, scriptedDice, seededDice } from "../../src/index.js";
import {
  VIVID_TRAITS,
  clumsyCheck,
  impetuousCheck,
  sideInitiative,
  sixthSense,
  canFire,
  type Figure,
  handToHand,
  handToHandHitNumber,
  hitNumber,
  moraleCheck,
  resolveHandToHand,
  resolveWounds,
  routRecovery,
  shootingVolley,
  shootingVolleyCasualties,
  shootingVolleyWithWounds,
  shotDice,
  type Unit,
  unitWounds,
  VIVID_WEAPONS,
  volley,
  volleyCasualties,
  volleyHits,
  volleyPlan,
  wounds,
  woundVolley,
} from "../../src/vivid/index.js";
import { expectRefused, expectSameChance } from "../api-shape-helpers.js";
import { riflemen, soldier, thugs } from "./fixtures-shooting.js";

const rifleman = soldier("r1");
const context = { distance: 10, cover: "soft" } as const;
const request = { shooters: riflemen(3), target: thugs(4), context };
const thug: Figure = { id: "t1", name: "Thug", class: "Combatant" };
const pc: Figure = { id: "pc", name: "Jack", class: "PC", luck: 5 };
const hero: Figure = { id: "hero", name: "Hero", class: "PC", luck: 5, handToHandClass: "trained" };
const dacoit: Figure = { id: "d", name: "Dacoit", class: "Combatant", handToHandClass: "armedFirearm" };
const fight = {
  active: [hero],
  passive: [dacoit],
  attacks: [
    { attackerId: "hero", targetId: "d" },
    { attackerId: "d", targetId: "hero" },
  ],
};
const guards: Unit = {
  id: "u",
  name: "Guards",
  kind: "combatant",
  troopType: "trained",
  leaderId: "m0",
  members: [0, 1, 2, 3, 4].map((i): Figure => ({ id: `m${String(i)}`, name: `Man ${String(i)}`, class: "Combatant" })),
};

describe("vivid: one shape for every resolver (issue 16)", () => {
  it("VIV-SHOOT-2 VIV-SHOOT-3: hitNumber, canFire and shotDice take { figure, weapon, context } and give the positional results", () => {
    const weapon = VIVID_WEAPONS.boltRifle;
    expect(hitNumber({ figure: rifleman, weapon, context })).toEqual(hitNumber(rifleman, weapon, context));
    expect(hitNumber({ figure: rifleman, weapon, context, unit: riflemen(3) }, { woundDie: 10 })).toEqual(
      hitNumber(rifleman, weapon, context, riflemen(3), { woundDie: 10 }),
    );
    expect(canFire({ figure: rifleman, weapon: VIVID_WEAPONS.pistolBow, context: { distance: 20 } })).toEqual(
      canFire(rifleman, VIVID_WEAPONS.pistolBow, { distance: 20 }),
    );
    expect(canFire({ figure: rifleman, context: { distance: 20 } }).reasons.map((r) => r.code)).toContain("NO_WEAPON");
    const maxim = { ...VIVID_WEAPONS.mg, crew: 1 };
    expect(shotDice({ figure: rifleman, weapon: maxim })).toEqual(shotDice(rifleman, maxim));
  });

  it("VIV-SHOOT-1 VIV-SHOOT-4 VIV-SHOOT-5 VIV-WOUND-1: volley(request) is shootingVolleyWithWounds(input, options, wounds), and holds shootingVolley's value", () => {
    expectSameChance(volley(request), shootingVolleyWithWounds(request));
    expectSameChance(
      volley({ ...request, hit: { shotgun: true }, useLuck: false, turn: 2 }),
      shootingVolleyWithWounds(request, {}, { hit: { shotgun: true }, useLuck: false, turn: 2 }),
    );
    for (const seed of [1, 7, 2026]) {
      const full = resolve(volley(request), seededDice(seed));
      const partial = resolve(shootingVolley(request), seededDice(seed));
      expect({ hits: full.value.hits, dropped: full.value.dropped, allocation: full.value.allocation }).toEqual(partial.value);
    }
  });

  it("VIV-AMB-2 VIV-WOUND-1: volleyCasualties(request) is shootingVolleyCasualties, under the D6 default and the D10 alternative", () => {
    expectSameChance(volleyCasualties(request), shootingVolleyCasualties(request));
    expectSameChance(volleyCasualties(request, { woundDie: 10 }), shootingVolleyCasualties(request, { woundDie: 10 }));
    const withWoundSide = { ...request, turn: 2 };
    expectSameChance(volleyHits(withWoundSide), volleyHits(request));
    expect(volleyPlan(withWoundSide)).toEqual(volleyPlan(request));
  });

  it("VIV-WOUND-4 VIV-WOUND-7 VIV-AMB-29: wounds({ figure, hits, conversion, vest }) is resolveWounds(figure, hits, settings)", () => {
    expectSameChance(wounds({ figure: thug, hits: [{ shotgun: true }] }), resolveWounds(thug, [{ shotgun: true }]));
    expectSameChance(wounds({ figure: pc, hits: [{}, {}], useLuck: false, turn: 3 }), resolveWounds(pc, [{}, {}], { useLuck: false, turn: 3 }));
    expectSameChance(wounds({ figure: pc, hits: [{}], conversion: "knockout", vest: true }), resolveWounds(pc, [{}], { conversion: "knockout", vest: true }));
    // VIV-AMB-29 alternative: mercy bullets slip past the vest
    expectSameChance(
      wounds({ figure: pc, hits: [{}], conversion: "knockout", vest: true }, { mercyVestApplies: false }),
      resolveWounds(pc, [{}], { conversion: "knockout", vest: true, options: { mercyVestApplies: false } }),
    );
    expectSameChance(
      wounds({ figure: thug, hits: [{}], vest: { kind: "vest", stopsOnOrBelow: 6 } }),
      resolveWounds(thug, [{}], { vest: { stopsOnOrBelow: 6 } }),
    );
    // by hand: a shotgun hit on a D6 of 2 is 3, Wounded, and a non-PC's Wounded counts as Killed (VIV-WOUND-4)
    expect(resolve(wounds({ figure: thug, hits: [{ shotgun: true }] }), scriptedDice(["d6:2"])).value.figure.status?.wound).toBe("killed");
  });

  it("VIV-SHOOT-5 VIV-WOUND-3: unitWounds({ unit, allocation, hit }) is woundVolley(unit, allocation, hit, settings)", () => {
    const target = thugs(4);
    expectSameChance(unitWounds({ unit: target, allocation: { t2: 1, t3: 2 } }), woundVolley(target, { t2: 1, t3: 2 }));
    expectSameChance(
      unitWounds({ unit: target, allocation: { t1: 1 }, hit: { shotgun: true }, turn: 2 }, { woundDie: 10 }),
      woundVolley(target, { t1: 1 }, { shotgun: true }, { turn: 2, options: { woundDie: 10 } }),
    );
  });

  it("VIV-HTH-1 VIV-HTH-2 VIV-SEQ-2: handToHand(fight) is resolveHandToHand(fight); handToHandHitNumber takes { attacker, opponent }", () => {
    expectSameChance(handToHand(fight), resolveHandToHand(fight));
    expectSameChance(handToHand(fight, { woundDie: 10 }), resolveHandToHand(fight, { woundDie: 10 }));
    expect(handToHandHitNumber({ attacker: hero, opponent: dacoit })).toEqual(handToHandHitNumber(hero, dacoit));
    expect(handToHandHitNumber({ attacker: hero, opponent: dacoit, situation: { lowWall: true } })).toEqual(
      handToHandHitNumber(hero, dacoit, { lowWall: true }),
    );
  });

  it("VIV-MOR-1 VIV-MOR-5 VIV-MOR-7 VIV-MOR-12 VIV-AMB-7: moraleCheck({ unit, situation }) and routRecovery({ unit, gmRollModifier }) are the positional tests", () => {
    const situation = { trigger: "shooting", friendliesKilledNearby: 2, leaderPresent: false } as const;
    expectSameChance(moraleCheck({ unit: guards, situation }), moraleCheck(guards, situation));
    const melee = { trigger: "handToHand", disruptedInsteadOfRout: true } as const;
    expectSameChance(moraleCheck({ unit: guards, situation: melee }), moraleCheck(guards, melee));
    // VIV-AMB-7 under its alternative: the first failure after shooting has no effect
    const alt = { shootingFailMode: "firstFailNoEffect" } as const;
    expectSameChance(moraleCheck({ unit: guards, situation }, alt), moraleCheck(guards, situation, alt));
    const routing: Unit = { ...guards, morale: "routing" };
    expectSameChance(routRecovery({ unit: routing }), routRecovery(routing));
    expectSameChance(routRecovery({ unit: routing, gmRollModifier: 1 }), routRecovery(routing, 1));
  });

  it("VIV-SHOOT-1: bad named input is a RulesError naming the new function and the input path", () => {
    expectRefused(
      () => hitNumber({ figure: rifleman, weapon: VIVID_WEAPONS.boltRifle, context: { distance: -1 } }),
      "vivid.hitNumber",
      "input.context.distance",
    );
    expectRefused(() => volley({ ...request, woundTable: {} } as never), "vivid.volley", "input");
    expectRefused(() => wounds({ figure: thug, hits: [], conversion: "acid" as never }), "vivid.wounds", "input.conversion");
    expectRefused(() => unitWounds({ unit: thugs(2), allocation: { t1: -1 } }), "vivid.unitWounds", "input.allocation.t1");
    expectRefused(() => handToHand({ ...fight, attacks: [{ attackerId: "", targetId: "d" }] }), "vivid.handToHand", "input.attacks[0].attackerId");
    expectRefused(() => moraleCheck({ unit: guards, situation: { trigger: "chargeTarget" } as never }), "vivid.moraleCheck", "input.situation.trigger");
    expectRefused(() => routRecovery({ unit: guards }, { woundDie: 8 } as never), "vivid.routRecovery", "options.woundDie");
    expectRefused(
      () => handToHandHitNumber({ attacker: hero, opponent: dacoit }, { whipReachInches: "far" } as never),
      "vivid.handToHandHitNumber",
      "options.whipReachInches",
    );
  });
});

describe("vivid: the turn checks in one shape, the options last (issue 16)", () => {
  const oaf: Figure = { id: "oaf", name: "Oaf", class: "PC", luck: 4, traits: [VIVID_TRAITS.clumsy, VIVID_TRAITS.impetuous, VIVID_TRAITS.sixthSense] };
  it("VIV-SEQ-1 VIV-TRAIT-P2 VIV-TRAIT-N4 VIV-TRAIT-N5: sideInitiative, sixthSense, impetuousCheck, clumsyCheck named are the positional checks", () => {
    expectSameChance(sideInitiative({ sides: ["a", "b"], previousWinner: "b", gmRollModifiers: { a: 1 } }), sideInitiative(["a", "b"], "b", {}, { a: 1 }));
    expectSameChance(sixthSense({ figure: oaf, distance: 8, gmRollModifier: -1 }), sixthSense(oaf, 8, {}, -1));
    const situation = { distance: 6, superiorPresent: false, commandsUnit: false };
    expectSameChance(impetuousCheck({ figure: oaf, situation }), impetuousCheck(oaf, situation));
    expectSameChance(clumsyCheck({ figure: oaf, action: "shooting", gmRollModifier: 2 }), clumsyCheck(oaf, "shooting", {}, 2));
    expectRefused(() => clumsyCheck({ figure: oaf, action: "running" as never }), "vivid.clumsyCheck", "input.action");
    expectRefused(() => sideInitiative({ sides: ["a", "b"], gmRollModifiers: { c: 1 } }), "vivid.sideInitiative", "input.gmRollModifiers.c");
  });
});
