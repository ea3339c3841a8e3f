// Issue 16, "One shape for every resolver": every vivid resolver is `name(input, options?)`; each new call is the
// same chance (exact odds, seeded value and trace) as the deprecated positional call it replaces.
import { describe, expect, it } from "vitest";
import { type Chance, odds, resolve, scriptedDice, seededDice } from "../../src/index.js";
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
  acidVapour,
  canSpot,
  cliffHanger,
  deathRayHits,
  fiftyPercentRule,
  flashGrenade,
  gasExposure,
  gasGrenade,
  grapplingLine,
  knockoutDrops,
  madnessMist,
  medicalTraining,
  mercyBullets,
  mindTransfer,
  multiToolRoll,
  pickLock,
  resuscitate,
  thimbleHits,
  VIVID_GADGETS,
  wakeRoll,
  whipTrick,
  validateTraits,
  woundedRecovery,
  zipWire,
  zombieDust,
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

const probability = <T>(c: Chance<T>, pick: (v: T) => boolean): string => odds(c.map(pick)).probability(true).toString();

describe("vivid: luck, recovery, the 50% rule and spotting in one shape (issue 16)", () => {
  const deadJack: Figure = { ...pc, status: { wound: "killed", killedOnTurn: 2 } };
  const woundedJack: Figure = { ...pc, status: { wound: "wounded" } };
  const doc: Figure = { id: "doc", name: "Doc", class: "PC", luck: 4, traits: [VIVID_TRAITS.medicalTraining] };
  it("VIV-CLIFF-1 VIV-AMB-46 VIV-WOUND-5 VIV-TRAIT-P10 VIV-AMB-11: cliffHanger, woundedRecovery and medicalTraining named; by hand 1/2 and 1/6", () => {
    expectSameChance(cliffHanger({ figure: deadJack, gmAllows: true }), cliffHanger(deadJack, true));
    expectSameChance(
      cliffHanger({ figure: deadJack, gmAllows: true, gmRollModifier: 1 }, { nearSightedCaps: "luck" }),
      cliffHanger(deadJack, true, 1, { nearSightedCaps: "luck" }),
    );
    // Luck 5 on a D10
    expect(probability(cliffHanger({ figure: deadJack, gmAllows: true }), (r) => r.survived)).toBe("1/2");
    expectSameChance(woundedRecovery({ figure: woundedJack, turn: 3 }), woundedRecovery(woundedJack, 3));
    expect(probability(woundedRecovery({ figure: woundedJack, turn: 3 }), (r) => r.recovered)).toBe("1/6");
    expect(medicalTraining({ medic: doc, patient: deadJack, turn: 5 })).toEqual(medicalTraining(doc, deadJack, 5));
    // killed in turn 2, treated in turn 5: within the default window of 3 (VIV-AMB-11)
    expect(medicalTraining({ medic: doc, patient: deadJack, turn: 5 }).reason).toBe("revived");
    expect(medicalTraining({ medic: doc, patient: deadJack, turn: 6 }).reason).toBe("tooLate");
    expect(medicalTraining({ medic: doc, patient: deadJack, turn: 6 }, { medicWindowTurns: 4 })).toEqual(
      medicalTraining(doc, deadJack, 6, { medicWindowTurns: 4 }),
    );
  });

  it("VIV-MOR-10 VIV-MOR-11 VIV-AMB-48 VIV-TRAIT-N1: fiftyPercentRule and canSpot named are the positional verdicts", () => {
    const side: Unit = { ...guards, members: guards.members.map((m, i) => (i < 3 ? { ...m, status: { wound: "killed" } } : m)) };
    expect(fiftyPercentRule({ units: [side] })).toEqual(fiftyPercentRule([side]));
    // 3 of 5 lost: over half, the side retires
    expect(fiftyPercentRule({ units: [side] }).retire).toBe(true);
    // one of five killed: 1 of 5 lost, no retreat; started with 9, the 4 not listed are lost too: 5 of 9, over half
    const one: Unit = { ...guards, members: guards.members.map((m, i) => (i === 0 ? { ...m, status: { wound: "killed" } } : m)) };
    expect(fiftyPercentRule({ units: [one] }).retire).toBe(false);
    expect(fiftyPercentRule({ units: [one], startingFigures: 9 })).toEqual(fiftyPercentRule([one], 9));
    expect(fiftyPercentRule({ units: [one], startingFigures: 9 }).lost).toBe(5);
    expect(fiftyPercentRule({ units: [one], startingFigures: 9 }).retire).toBe(true);
    expectRefused(() => fiftyPercentRule({ units: [side], startingFigures: 4 }), "vivid.fiftyPercentRule", "input.startingFigures");
    const oneEyed: Figure = { ...pc, traits: [{ ...VIVID_TRAITS.blindEye, side: "left" }] };
    expect(canSpot({ figure: oneEyed, bearingDeg: -30 })).toEqual(canSpot(oneEyed, -30));
    expect(canSpot({ figure: oneEyed, bearingDeg: -30 }).ok).toBe(false);
  });

  it("VIV-TRAIT-3 VIV-GM-6: validateTraits({ figure, traits, slots, gmApproved }) is the positional check", () => {
    const lin: Figure = { id: "p", name: "Lin", class: "PC", origin: ["farEastern"] };
    const traits = [VIVID_TRAITS.charmedLife];
    expect(validateTraits({ figure: lin, traits, slots: ["free"] })).toEqual([]);
    expect(validateTraits({ figure: lin, traits, slots: ["negative"] })).toEqual(validateTraits(lin, traits, { slots: ["negative"] }));
    expect(validateTraits({ figure: lin, traits, slots: ["negative"] }).length).toBeGreaterThan(0);
    expect(validateTraits({ figure: { ...lin, traits }, gmApproved: ["VIV-TRAIT-P7"] })).toEqual(
      validateTraits({ ...lin, traits }, null, { gmApproved: ["VIV-TRAIT-P7"] }),
    );
  });
});

describe("vivid: every gadget resolver in one shape (issue 16)", () => {
  const jack: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5 };
  const out: Figure = { ...jack, status: { wound: "unconscious" } };
  const deadThug: Figure = { ...thug, status: { wound: "killed" } };
  it("VIV-GAD-13 VIV-GAD-23 VIV-AMB-31 VIV-GAD-19: pickLock, multiToolRoll and mindTransfer; by hand 1/2, 9/10, 3/5", () => {
    const gm = { locksmith: false, turns: 1 };
    expectSameChance(pickLock({ figure: jack, gm }), pickLock(jack, gm));
    expect(probability(pickLock({ figure: jack, gm }), (r) => r.opened)).toBe("1/2");
    expectSameChance(multiToolRoll({ figure: jack, gmApproved: true, purpose: "the safe" }), multiToolRoll(jack, true, { purpose: "the safe" }));
    // Luck 5 + 4, capped at 10
    expect(probability(multiToolRoll({ figure: jack, gmApproved: true }), (r) => r.pass)).toBe("9/10");
    expectSameChance(mindTransfer({ a: jack, b: thug }), mindTransfer(jack, thug));
    expect(probability(mindTransfer({ a: jack, b: thug }), (r) => r.success)).toBe("3/5");
  });

  it("VIV-GAD-5 VIV-GAD-7 VIV-GAD-18 VIV-AMB-29: mercyBullets, thimbleHits and deathRayHits named are the positional hits", () => {
    expectSameChance(mercyBullets({ figure: thug, hits: 2, target: { inVehicle: false } }), mercyBullets(thug, 2, { inVehicle: false }));
    expectSameChance(
      mercyBullets({ figure: jack, hits: 1, target: { inVehicle: true, windowsOpen: true }, vest: true, turn: 2 }, { mercyVestApplies: false }),
      mercyBullets(jack, 1, { inVehicle: true, windowsOpen: true }, { vest: true, turn: 2, options: { mercyVestApplies: false } }),
    );
    expectSameChance(thimbleHits({ wearer: jack, victim: thug, hits: 1 }), thimbleHits(jack, thug, 1));
    expectSameChance(deathRayHits({ figure: jack, hits: 2, useLuck: false }), deathRayHits(jack, 2, { useLuck: false }));
    // a non-PC rolls at +3: every result on the D6 table is Wounded or worse, and a non-PC's Wounded counts as Killed
    expect(probability(deathRayHits({ figure: thug, hits: 1 }), (r) => r.figure.status?.wound === "killed")).toBe("1");
  });

  it("VIV-GAD-3 VIV-GAD-20 VIV-GAD-14 VIV-GAD-15 VIV-GAD-16: gasGrenade, knockoutDrops, gasExposure, acidVapour, madnessMist; by hand 3/10 and 2/5", () => {
    expectSameChance(gasGrenade({ figure: thug, distance: 2, gm: { unconsciousTurns: 3 } }), gasGrenade(thug, 2, { unconsciousTurns: 3 }));
    expect(probability(gasGrenade({ figure: thug, distance: 2, gm: { unconsciousTurns: 3 } }), (r) => r.heldBreath)).toBe("3/10");
    expectSameChance(knockoutDrops({ victim: jack, durationTurns: 2 }), knockoutDrops(jack, 2));
    expectSameChance(gasExposure({ figure: thug, gasTurn: 1, turn: 4 }), gasExposure(thug, 1, { turn: 4 }));
    // a D10 of 7 or more holds the breath (VIV-AMB-27)
    expect(probability(gasExposure({ figure: thug, gasTurn: 2 }), (r) => r.heldBreath)).toBe("2/5");
    expectSameChance(acidVapour({ figure: thug, gasTurn: 3 }), acidVapour(thug, 3));
    expectSameChance(madnessMist({ figure: thug }), madnessMist(thug));
  });

  it("VIV-GAD-1 VIV-GAD-11 VIV-GAD-9 VIV-GAD-24 VIV-GAD-22 VIV-GAD-5 VIV-GAD-8: grapplingLine, zipWire, flashGrenade, whipTrick, zombieDust, wakeRoll, resuscitate", () => {
    expect(grapplingLine({ storeys: 1, allowance: 6, gmMovementCost: 2 })).toEqual(grapplingLine(1, 6, 2));
    expect(grapplingLine({ storeys: 2, allowance: 6 }).movementLeft).toBe(0);
    const shot = { stationary: true, distance: 12, anchorLower: true, fallbackRate: 6 };
    expectSameChance(zipWire({ pc: jack, shot }), zipWire(jack, shot));
    const targets = [{ figure: thug, distance: 8, warned: false }];
    expect(flashGrenade({ throwDistance: 5, targets })).toEqual(flashGrenade(5, targets));
    const swing = { action: "swing", gmStructure: true, gapInches: 6, swingers: 2 } as const;
    expectSameChance(whipTrick({ pc: jack, trick: swing }), whipTrick(jack, swing));
    expectSameChance(zombieDust({ corpse: deadThug, master: jack, gmCorpseSuitable: true }), zombieDust(deadThug, jack, true));
    // a D10 of 6 or more
    expect(probability(zombieDust({ corpse: deadThug, master: jack, gmCorpseSuitable: true }), (r) => r.reanimated)).toBe("1/2");
    expectSameChance(wakeRoll({ figure: out }), wakeRoll(out));
    expect(probability(wakeRoll({ figure: out }), (r) => r.woke)).toBe("3/10");
    expectSameChance(resuscitate({ patient: out }), resuscitate(out));
    expect(probability(resuscitate({ patient: out }), (r) => r.woke)).toBe("9/10");
  });

  it("VIV-GAD-13 VIV-GAD-5 VIV-GM-8: the gadget rules' own refusals name the named call and the input path", () => {
    expectRefused(() => pickLock({ figure: jack, gm: { locksmith: false, turns: 1 }, picks: VIVID_GADGETS.whip }), "vivid.pickLock", "input.picks.effect.kind");
    expectRefused(() => mercyBullets({ figure: thug, hits: 1, target: { inVehicle: true } }), "vivid.mercyBullets", "input.target.windowsOpen");
    expectRefused(() => mercyBullets({ figure: thug, hits: 21, target: { inVehicle: false } }), "vivid.mercyBullets", "input.hits");
    expectRefused(
      () => gasGrenade({ figure: thug, distance: 2, gm: { unconsciousTurns: 3 }, grenade: VIVID_GADGETS.whip }),
      "vivid.gasGrenade",
      "input.grenade.effect.kind",
    );
    expectRefused(
      () => zipWire({ pc: jack, shot: { stationary: true, distance: 12, anchorLower: true, fallbackRate: 6 } }, { woundDie: 7 } as never),
      "vivid.zipWire",
      "options.woundDie",
    );
    expectRefused(() => wakeRoll({ figure: out, sourc: VIVID_GADGETS.mercyBullets } as never), "vivid.wakeRoll", "input");
  });
});
