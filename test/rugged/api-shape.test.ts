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
  cliffHanger,
  canSpot,
  clumsyCheck,
  fieldCraftCheck,
  impetuousCheck,
  RUGGED_TRAITS,
  runStateAfter,
  sixthSense,
  tacticianRoll,
  validateTraits,
  woundedRecovery,
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

describe("rugged: luck, recovery and the turn's checks in one shape (issue 16)", () => {
  const deadPrp: Figure = { id: "p", name: "Jack", class: "PRP", luck: 5, status: { wound: "killed" } };
  const woundedPrp: Figure = { id: "p", name: "Jack", class: "PRP", luck: 5, status: { wound: "wounded" } };
  const scout: Figure = { id: "s", name: "Scout", class: "PRP", luck: 4, fieldCraft: 7 };
  const major: Figure = { ...scout, id: "m", traits: [RUGGED_TRAITS.tactician] };
  const psychic: Figure = { ...scout, id: "ps", fieldCraft: 5, traits: [RUGGED_TRAITS.sixthSense] };
  const hothead: Figure = { ...scout, id: "h", traits: [RUGGED_TRAITS.impetuous] };
  const butterfingers: Figure = { ...scout, id: "b", traits: [RUGGED_TRAITS.clumsy] };
  const probability = <T>(c: Parameters<typeof odds<T>>[0], pick: (v: T) => boolean): string => odds(c.map(pick)).probability(true).toString();

  it("RUG-AMB-1 VIV-CLIFF-1 VIV-WOUND-5: cliffHanger and woundedRecovery named are the positional rolls; by hand 5/10 and 1/6", () => {
    expectSameChance(cliffHanger({ figure: deadPrp, gmAllows: true }), cliffHanger(deadPrp, true));
    expectSameChance(cliffHanger({ figure: deadPrp, gmAllows: true, gmRollModifier: 2 }), cliffHanger(deadPrp, true, 2));
    expectSameChance(cliffHanger({ figure: deadPrp, gmAllows: false }), cliffHanger(deadPrp, false));
    // Luck 5 on a D10: faces 1..5 of 10 survive
    expect(probability(cliffHanger({ figure: deadPrp, gmAllows: true }), (r) => r.survived)).toBe("1/2");
    expectSameChance(woundedRecovery({ figure: woundedPrp, turn: 3 }), woundedRecovery(woundedPrp, 3));
    expectSameChance(woundedRecovery({ figure: woundedPrp, turn: 3, gmRollModifier: 1 }), woundedRecovery(woundedPrp, 3, 1));
    // fit again on a 6 of a D6; with the GM's +1 on a 5 or 6
    expect(probability(woundedRecovery({ figure: woundedPrp, turn: 3 }), (r) => r.recovered)).toBe("1/6");
    expect(probability(woundedRecovery({ figure: woundedPrp, turn: 3, gmRollModifier: 1 }), (r) => r.recovered)).toBe("1/3");
  });

  it("RUG-TRAIT-P8 RUG-FC-1 RUG-FC-2 RUG-TRAIT-P2: tacticianRoll, fieldCraftCheck and sixthSense named; by hand 1/5, 2/5, 1/2", () => {
    expectSameChance(tacticianRoll({ figure: major }), tacticianRoll(major));
    expectSameChance(tacticianRoll({ figure: major, gmRollModifier: -1 }), tacticianRoll(major, -1));
    // D10 of 1 or 2 moves last
    expect(probability(tacticianRoll({ figure: major }), (r) => r.movesLast)).toBe("1/5");
    expectSameChance(fieldCraftCheck({ figure: scout, marching: true }), fieldCraftCheck(scout, true));
    expectSameChance(fieldCraftCheck({ figure: scout, gmRollModifier: 1 }), fieldCraftCheck(scout, false, 1));
    // marching: ceil(7/2) = 4, so faces 1..4 of 10 pass
    expect(probability(fieldCraftCheck({ figure: scout, marching: true }), (r) => r.pass)).toBe("2/5");
    expectSameChance(sixthSense({ figure: psychic, distance: 11 }), sixthSense(psychic, 11));
    expectSameChance(sixthSense({ figure: psychic, distance: 13 }), sixthSense(psychic, 13));
    // within 12": D10 at or under Field Craft 5
    expect(probability(sixthSense({ figure: psychic, distance: 11 }), (r) => r.badFeeling)).toBe("1/2");
    expect(resolve(sixthSense({ figure: psychic, distance: 13 }), scriptedDice([])).value.checked).toBe(false);
  });

  it("RUG-TRAIT-N6 RUG-AMB-19 RUG-TRAIT-N4 RUG-AMB-22: impetuousCheck and clumsyCheck named are the positional checks", () => {
    const near = { distance: 18, superiorPresent: false, commandsUnit: true };
    expectSameChance(impetuousCheck({ figure: hothead, situation: near }), impetuousCheck(hothead, near));
    const far = { ...near, distance: 21 };
    expectSameChance(impetuousCheck({ figure: hothead, situation: far, gmRollModifier: 2 }), impetuousCheck(hothead, far, 2));
    expectSameChance(clumsyCheck({ figure: butterfingers, action: "handToHand" }), clumsyCheck(butterfingers, "handToHand"));
    expectSameChance(
      clumsyCheck({ figure: butterfingers, action: "shooting", targetCharging: true, gmRollModifier: 1 }),
      clumsyCheck(butterfingers, "shooting", true, 1),
    );
    // a luck test on Luck 4 before hand-to-hand: dropped on 5..10
    expect(probability(clumsyCheck({ figure: butterfingers, action: "handToHand" }), (r) => r.dropped)).toBe("3/5");
  });

  it("RUG-TRAIT-N1 RUG-AMB-20 RUG-MOVE-1 RUG-AMB-17 RUG-TRAIT-2 RUG-TRAIT-3: canSpot, runStateAfter and validateTraits named are the positional verdicts", () => {
    const oneEyed: Figure = { ...scout, traits: [{ ...RUGGED_TRAITS.blindEye, side: "left" }] };
    expect(canSpot({ figure: oneEyed, bearingDeg: -30 })).toEqual(canSpot(oneEyed, -30));
    expect(canSpot({ figure: oneEyed, bearingDeg: -30 }).ok).toBe(false);
    expect(canSpot({ figure: oneEyed, bearingDeg: 30 }).ok).toBe(true);
    const state = { consecutiveRunTurns: 1, restTurnsLeft: 0 };
    expect(runStateAfter({ mode: "run", state })).toEqual({ consecutiveRunTurns: 0, restTurnsLeft: 1 });
    expect(runStateAfter({ mode: "run", state, kind: "nonCombatant" }, { postRunRestTurns: 2 })).toEqual(
      runStateAfter("run", state, "nonCombatant", { postRunRestTurns: 2 }),
    );
    const jack: Figure = { id: "p", name: "Jack", class: "PRP", origin: ["western"] };
    const traits = [RUGGED_TRAITS.hugeJoss, RUGGED_TRAITS.clumsy];
    expect(validateTraits({ figure: jack, traits })).toEqual(validateTraits(jack, traits));
    expect(validateTraits({ figure: jack, traits })[0]?.code).toBe("NOT_ELIGIBLE");
    expect(validateTraits({ figure: jack, traits, count: 2, gmApproved: ["RUG-TRAIT-P9"] })).toEqual(
      validateTraits(jack, traits, { count: 2, gmApproved: ["RUG-TRAIT-P9"] }),
    );
  });

  it("RUG-AMB-34 RUG-TRAIT-P8 RUG-AMB-1: the rules' own refusals and the options name the named call and the input path", () => {
    expectRefused(() => tacticianRoll({ figure: scout }), "rugged.tacticianRoll", "input.figure.traits");
    const noFc: Figure = { id: "n", name: "No FC", class: "PRP", luck: 3 };
    expectRefused(() => fieldCraftCheck({ figure: noFc }), "rugged.fieldCraftCheck", "input.figure.fieldCraft");
    expectRefused(() => sixthSense({ figure: { ...noFc, traits: [RUGGED_TRAITS.sixthSense] }, distance: 3 }), "rugged.sixthSense", "input.figure.fieldCraft");
    expectRefused(() => cliffHanger({ figure: deadPrp, gmAllows: true }, { oxMode: "never" } as never), "rugged.cliffHanger", "options.oxMode");
    expectRefused(() => clumsyCheck({ figure: butterfingers, action: "shooting", gmRollModifier: 11 }), "rugged.clumsyCheck", "input.gmRollModifier");
    expectRefused(() => runStateAfter({ mode: "fly" as never, state: { consecutiveRunTurns: 0, restTurnsLeft: 0 } }), "rugged.runStateAfter", "input.mode");
    // the custom modules: a missing table is named where it belongs in the input (issue 16, parse once)
    expectRefused(() => wounds({ figure: rex, hits: [{}] }, { woundTable: "custom" }), "rugged.wounds", "input.woundTable");
    expectRefused(() => unitWounds({ unit: thugs(2), allocation: { nobody: 1 } }), "rugged.unitWounds", "input.allocation.nobody");
    expectRefused(() => handToHand(duel, { handToHand: "custom" }), "rugged.handToHand", "input.meleeChart");
    expectRefused(() => handToHandHitNumber({ attacker: rex, opponent: dacoit }, { handToHand: "custom" }), "rugged.handToHandHitNumber", "input.meleeChart");
    expectRefused(
      () => moraleCheck({ unit: askaris, situation: { trigger: "chargeTarget" } }, { morale: "custom" }),
      "rugged.moraleCheck",
      "input.moraleTable",
    );
    expectRefused(() => rally({ unit: askaris }, { morale: "custom" }), "rugged.rally", "input.moraleTable");
    expectRefused(() => handToHand({ ...duel, passive: [{ ...dacoit, id: "rex" }] }), "rugged.handToHand", "input.figures[1].id");
  });
});
