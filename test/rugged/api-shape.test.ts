// Issue 16, "One shape for every resolver": every rugged resolver is `name(input, options?)`; each new call is the
// same chance (exact odds, seeded value and trace) as the deprecated positional call it replaces.
import { describe, expect, it } from "vitest";
import { odds, resolve, scriptedDice, seededDice } from "../../src/index.js";
import {
  canFire,
  type Figure,
  handToHand,
  handToHandHitNumber,
  hitNumber,
  type MeleeChart,
  type MoraleTable,
  moraleCheck,
  RUGGED_WEAPONS,
  rally,
  resolveHandToHand,
  resolveWounds,
  routRecovery,
  shootingVolley,
  shootingVolleyCasualties,
  shootingVolleyWithWounds,
  shotDice,
  type Unit,
  unitWounds,
  volley,
  volleyCasualties,
  volleyHits,
  volleyPlan,
  type WoundTable,
  wounds,
  woundVolley,
} from "../../src/rugged/index.js";
import { VIVID_MELEE_CHART, VIVID_MORALE_TABLE } from "../../src/vivid/index.js";
import { expectRefused, expectSameChance } from "../api-shape-helpers.js";
import { riflemen, soldier, thugs } from "./fixtures-shooting.js";

const rifleman = soldier("r1");
const context = { distance: 30, shooterMode: "stationary", cover: "soft" } as const;
const request = { shooters: riflemen(3), target: thugs(4), context };
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
const rex: Figure = { id: "rex", name: "Rex", class: "PRP", luck: 5, handToHandClass: "trained" };
const dacoit: Figure = { id: "d", name: "Dacoit", class: "Combatant", handToHandClass: "armedFirearm" };
const duel = {
  active: [rex],
  passive: [dacoit],
  attacks: [
    { attackerId: "rex", targetId: "d" },
    { attackerId: "d", targetId: "rex" },
  ],
};
const houseChart: MeleeChart = {
  ...VIVID_MELEE_CHART,
  name: "house chart",
  rule: "HOUSE-H",
  base: { martialArts: 9, trained: 5, armedFirearm: 5, improvised: 3 },
};
const askaris: Unit = {
  id: "askaris",
  name: "Askaris",
  kind: "combatant",
  baseMorale: 6,
  commanderId: "rex",
  members: [...[0, 1, 2, 3].map((i): Figure => ({ id: `a${String(i)}`, name: `Askari ${String(i)}`, class: "Combatant" })), { ...rex }],
};
const houseMorale: MoraleTable = { ...VIVID_MORALE_TABLE, name: "house morale" };

describe("rugged: one shape for every resolver (issue 16)", () => {
  it("RUG-SHOOT-3 RUG-SHOOT-4 RUG-AMB-6: hitNumber({ figure, weapon, context }) is the positional hit number", () => {
    const named = hitNumber({ figure: rifleman, weapon: RUGGED_WEAPONS.boltRifle, context });
    expect(named).toEqual(hitNumber(rifleman, RUGGED_WEAPONS.boltRifle, context));
    // by the text: base 4 (RUG-AMB-6), +2 stationary, −1 soft cover, medium range (6 < 30 <= 40) no modifier
    expect(named.n).toBe(5);
    const withUnit = hitNumber(
      { figure: rifleman, weapon: RUGGED_WEAPONS.boltRifle, context: { distance: 30 }, unit: riflemen(3) },
      { unspottedRounding: "up" },
    );
    expect(withUnit).toEqual(hitNumber(rifleman, RUGGED_WEAPONS.boltRifle, { distance: 30 }, riflemen(3), { unspottedRounding: "up" }));
  });

  it("RUG-SHOOT-1 RUG-MOVE-1: canFire({ figure, weapon, context }) gives the positional verdict; no weapon is NO_WEAPON", () => {
    const march = { distance: 20, shooterMode: "march" } as const;
    const named = canFire({ figure: rifleman, weapon: RUGGED_WEAPONS.boltRifle, context: march });
    expect(named).toEqual(canFire(rifleman, RUGGED_WEAPONS.boltRifle, march));
    expect(named.reasons[0]?.code).toBe("MARCHING");
    expect(canFire({ figure: rifleman, context: march }).reasons.map((r) => r.code)).toContain("NO_WEAPON");
  });

  it("RUG-MG-1 RUG-MG-4 RUG-AMB-14: shotDice({ figure, weapon }) under the default and the alternative Lewis ruling", () => {
    const gunner = soldier("g", RUGGED_WEAPONS.mg);
    const maxim = { ...RUGGED_WEAPONS.mg, crew: 1 };
    expect(shotDice({ figure: gunner, weapon: maxim })).toEqual(shotDice(gunner, maxim));
    expect(shotDice({ figure: gunner, weapon: maxim }).dice).toBe(2);
    const lewis = { ...RUGGED_WEAPONS.mg, name: "Lewis gun", mgType: "lewis", crew: 1 } as const;
    for (const lewisSingleCrewDice of [4, 2] as const) {
      expect(shotDice({ figure: gunner, weapon: lewis }, { lewisSingleCrewDice })).toEqual(shotDice(gunner, lewis, { lewisSingleCrewDice }));
    }
  });

  it("RUG-SHOOT-1 RUG-SHOOT-5 RUG-SHOOT-6 RUG-SHOOT-7: volley(request) is shootingVolleyWithWounds(input, options, wounds)", () => {
    expectSameChance(volley(request), shootingVolleyWithWounds(request));
    expectSameChance(
      volley({ ...request, hit: { shotgun: true }, useLuck: false, turn: 3 }),
      shootingVolleyWithWounds(request, {}, { hit: { shotgun: true }, useLuck: false, turn: 3 }),
    );
    // its value holds what the deprecated shootingVolley gave: hits, dropped, allocation
    for (const seed of [1, 7, 2026]) {
      const full = resolve(volley(request), seededDice(seed));
      const partial = resolve(shootingVolley(request), seededDice(seed));
      expect({ hits: full.value.hits, dropped: full.value.dropped, allocation: full.value.allocation }).toEqual(partial.value);
    }
  });

  it("RUG-AMB-1 RUG-SHOOT-7: volley with a custom wound table (option 'custom') is the positional call with customTable", () => {
    const options = { woundTable: "custom" } as const;
    expectSameChance(volley({ ...request, woundTable: house }, options), shootingVolleyWithWounds(request, options, { customTable: house }));
    expectSameChance(volleyCasualties({ ...request, woundTable: house }, options), shootingVolleyCasualties(request, options, { customTable: house }));
  });

  it("RUG-SHOOT-5 RUG-SHOOT-7: volleyCasualties(request) is shootingVolleyCasualties; volleyHits and volleyPlan take the same request", () => {
    expectSameChance(volleyCasualties(request), shootingVolleyCasualties(request));
    const withWoundSide = { ...request, turn: 2, useLuck: false };
    expectSameChance(volleyHits(withWoundSide), volleyHits(request));
    expect(volleyPlan(withWoundSide)).toEqual(volleyPlan(request));
    // 3 riflemen, 1 die each at 5 or less on a D10: 3 x 1/2
    expect(odds(volleyHits(request)).mean().toString()).toBe("3/2");
  });

  it("RUG-SHOOT-7 RUG-LUCK-2 RUG-AMB-1: wounds({ figure, hits }) is resolveWounds(figure, hits, settings), default and custom table", () => {
    const prp: Figure = { id: "p", name: "Rex", class: "PRP", luck: 5 };
    expectSameChance(wounds({ figure: prp, hits: [{}, { shotgun: true }] }), resolveWounds(prp, [{}, { shotgun: true }]));
    expectSameChance(wounds({ figure: prp, hits: [{}], useLuck: false, turn: 4 }), resolveWounds(prp, [{}], { useLuck: false, turn: 4 }));
    const custom = { woundTable: "custom" } as const;
    expectSameChance(wounds({ figure: prp, hits: [{}], woundTable: house }, custom), resolveWounds(prp, [{}], { options: custom, customTable: house }));
    // by hand from vivid's D6 table (RUG-AMB-1): a 6 is Killed; Luck 5 rolls a D10: 5 saves to Wounded
    expect(resolve(wounds({ figure: prp, hits: [{}] }), scriptedDice(["d6:6", "d10:5"])).value.outcome).toMatchObject({ rolled: "killed", result: "wounded" });
  });

  it("RUG-SHOOT-6 RUG-SHOOT-7: unitWounds({ unit, allocation, hit }) is woundVolley(unit, allocation, hit, settings)", () => {
    const target = thugs(4);
    expectSameChance(unitWounds({ unit: target, allocation: { t2: 1, t3: 2 } }), woundVolley(target, { t2: 1, t3: 2 }));
    expectSameChance(
      unitWounds({ unit: target, allocation: { t1: 1 }, hit: { shotgun: true }, turn: 2, woundTable: house }, { woundTable: "custom" }),
      woundVolley(target, { t1: 1 }, { shotgun: true }, { turn: 2, options: { woundTable: "custom" }, customTable: house }),
    );
  });

  it("RUG-HTH-1 RUG-AMB-1: handToHand(fight) is resolveHandToHand(fight); with a custom chart under the 'custom' option", () => {
    expectSameChance(handToHand(duel), resolveHandToHand(duel));
    expectSameChance(
      handToHand({ ...duel, meleeChart: houseChart }, { handToHand: "custom" }),
      resolveHandToHand(duel, { handToHand: "custom" }, { meleeChart: houseChart }),
    );
    expect(handToHandHitNumber({ attacker: rex, opponent: dacoit })).toEqual(handToHandHitNumber(rex, dacoit));
    expect(handToHandHitNumber({ attacker: rex, opponent: dacoit, meleeChart: houseChart }, { handToHand: "custom" })).toEqual(
      handToHandHitNumber(rex, dacoit, {}, { handToHand: "custom" }, { meleeChart: houseChart }),
    );
    // the house chart's trained base is 5
    expect(handToHandHitNumber({ attacker: rex, opponent: dacoit, meleeChart: houseChart }, { handToHand: "custom" }).n).toBe(5);
  });

  it("RUG-MOR-1 RUG-AMB-1: moraleCheck({ unit, situation }) and rally({ unit }) are the positional tests, default and custom table", () => {
    expectSameChance(moraleCheck({ unit: askaris, situation: { trigger: "chargeTarget" } }), moraleCheck(askaris, { trigger: "chargeTarget" }));
    expectSameChance(
      moraleCheck({ unit: askaris, situation: { trigger: "shooting" }, moraleTable: houseMorale }, { morale: "custom" }),
      moraleCheck(askaris, { trigger: "shooting" }, { morale: "custom" }, houseMorale),
    );
    const routing: Unit = { ...askaris, morale: "routing" };
    expectSameChance(rally({ unit: routing }), rally(routing));
    expectSameChance(rally({ unit: routing, moraleTable: houseMorale }, { morale: "custom" }), rally(routing, {}, { morale: "custom" }, houseMorale));
  });

  it("RUG-AMB-1 VIV-MOR-7: routRecovery({ unit, gmRollModifier }) is routRecovery(unit, gmRollModifier)", () => {
    const routing: Unit = { ...askaris, morale: "routing" };
    expectSameChance(routRecovery({ unit: routing }), routRecovery(routing));
    expectSameChance(routRecovery({ unit: routing, gmRollModifier: 1 }), routRecovery(routing, 1));
  });

  it("RUG-SHOOT-1: bad named input is a RulesError naming the new function and the input path", () => {
    expectRefused(
      () => hitNumber({ figure: rifleman, weapon: RUGGED_WEAPONS.boltRifle, context: { distance: "far" as never } }),
      "rugged.hitNumber",
      "input.context.distance",
    );
    expectRefused(() => volley({ ...request, woundTabel: house } as never), "rugged.volley", "input");
    expectRefused(() => volleyCasualties({ ...request, turn: -1 }), "rugged.volleyCasualties", "input.turn");
    expectRefused(() => wounds({ figure: rifleman, hits: "one" as never }), "rugged.wounds", "input.hits");
    expectRefused(() => unitWounds({ unit: thugs(2), allocation: { t1: 1.5 } }), "rugged.unitWounds", "input.allocation.t1");
    expectRefused(() => handToHand({ ...duel, meleeChart: { name: 3 } as never }), "rugged.handToHand", "input.meleeChart.name");
    expectRefused(() => moraleCheck({ unit: askaris, situation: { trigger: "panic" as never } }), "rugged.moraleCheck", "input.situation.trigger");
    expectRefused(() => routRecovery({ unit: askaris }, { morale: "house" as never }), "rugged.routRecovery", "options.morale");
    expectRefused(() => handToHandHitNumber({ attacker: rex, opponent: null as never }), "rugged.handToHandHitNumber", "input.opponent");
  });
});
