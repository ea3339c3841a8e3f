// The family's morale tests rolled at once (issue 14, src/family/morale.ts rolledMorale): a session reads a check's
// parts before its die and rolls the die's chance it keeps by what it reads. Property (fast-check, seed printed on
// failure): on random vivid units (troop types, wounded, killed, removed, routing and zombie figures, PCs, lone
// figures, specialists, armoured figures, leaders, the Inspired Leadership trait), vivid situations (both triggers,
// adjacency, friends killed or seen running, an earlier failed shooting check, the optional rules, the GM's modifier)
// and vivid systems (every option the check reads, every figure testing), the session's test gives the value that
// checkMoraleOwned's chance gives on the direct roller of the same generator, equal as data, with the generator left
// at the same place (the next draws equal); the unit it reads is unchanged; a session asked again (its kept dice) gives
// the same.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DirectRollerBase } from "../../src/core/game/roller.js";
import { stateKey } from "../../src/core/game/key.js";
import { generatorOf } from "../../src/core/seeded-dice.js";
import type { IntSource } from "../../src/core/uniform.js";
import { seededDice } from "../../src/index.js";
import { checkMoraleOwned, type MoraleSituation, type MoraleSystem, rolledMorale } from "../../src/family/morale.js";
import type { Figure, Unit } from "../../src/family/schemas.js";
import { VIVID_TRAITS, vividMoraleSystem } from "../../src/vivid/index.js";
import { deepFreeze } from "../helpers.js";

const WOUNDS = [undefined, "wounded", "unconscious", "killed"] as const;
const CLASSES = ["Combatant", "PC", "PRP", "Specialist"] as const;

const figureArb = fc
  .record({
    wound: fc.integer({ min: 0, max: WOUNDS.length - 1 }),
    removed: fc.boolean(),
    routing: fc.boolean(),
    klass: fc.integer({ min: 0, max: CLASSES.length - 1 }),
    specialist: fc.boolean(),
    armoured: fc.boolean(),
    zombie: fc.boolean(),
    inspired: fc.boolean(),
    good: fc.boolean(),
  })
  .map((f) => (i: number): Figure => {
    const wound = WOUNDS[f.wound];
    const status = { ...(wound === undefined ? {} : { wound }), ...(f.removed ? { removed: true } : {}), ...(f.routing ? { routing: true } : {}) };
    return {
      id: `f${String(i)}`,
      name: `F${String(i)}`,
      class: CLASSES[f.klass] as Figure["class"],
      ...(f.good ? { side: "good" as const } : {}),
      ...(f.specialist ? { specialist: true } : {}),
      ...(f.armoured ? { armoured: "impervious" as const } : {}),
      ...(f.zombie ? { figureType: "zombie" as const } : {}),
      ...(f.inspired ? { traits: [VIVID_TRAITS.inspiredLeadership] } : {}),
      ...(Object.keys(status).length === 0 ? {} : { status }),
    };
  });

const unitArb: fc.Arbitrary<Unit> = fc
  .record({
    members: fc.array(figureArb, { minLength: 1, maxLength: 8 }),
    troopType: fc.constantFrom(undefined, "trained", "nativeWarrior", "militia", "civilian"),
    baseMorale: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    leader: fc.integer({ min: 0, max: 8 }),
    morale: fc.constantFrom(undefined, "normal", "routing", "disrupted", "retreating"),
    specialist: fc.boolean(),
  })
  .map(
    (u): Unit => ({
      id: "u",
      name: "Unit",
      kind: "combatant",
      ...(u.troopType === undefined ? {} : { troopType: u.troopType }),
      ...(u.baseMorale === undefined ? {} : { baseMorale: u.baseMorale }),
      ...(u.leader > 0 && u.leader <= u.members.length ? { leaderId: `f${String(u.leader)}` } : {}),
      ...(u.morale === undefined ? {} : { morale: u.morale }),
      ...(u.specialist ? { specialist: true } : {}),
      members: u.members.map((f, i) => f(i + 1)),
    }),
  );

const situationArb: fc.Arbitrary<MoraleSituation> = fc
  .record({
    trigger: fc.constantFrom("shooting", "handToHand"),
    adjacent: fc.boolean(),
    killed: fc.integer({ min: 0, max: 3 }),
    running: fc.integer({ min: 0, max: 2 }),
    failedBefore: fc.boolean(),
    disrupted: fc.boolean(),
    hero: fc.boolean(),
    gm: fc.integer({ min: -3, max: 3 }),
  })
  .map(
    (s): MoraleSituation => ({
      trigger: s.trigger,
      friendliesKilledNearby: s.killed,
      friendsSeenRunning: s.running,
      ...(s.trigger === "handToHand" ? { adjacentAfterMelee: s.adjacent } : { failedShootingCheckBefore: s.failedBefore }),
      ...(s.disrupted ? { disruptedInsteadOfRout: true } : {}),
      ...(s.hero ? { heroImmunity: true } : {}),
      ...(s.gm === 0 ? {} : { gmRollModifier: s.gm }),
    }),
  );

const SYSTEMS: readonly MoraleSystem[] = [
  vividMoraleSystem(),
  vividMoraleSystem({ shootingFailMode: "firstFailNoEffect", inspiredScope: "modifierOnly", lonePcExempt: true }),
  vividMoraleSystem({ seeingRunModifier: "perFigure" }),
  vividMoraleSystem({ moraleTester: "figure" }),
];

describe("the family's morale tests rolled at once (issue 14; VIV-MOR-1..12, VIV-AMB-6/7/22/24/41/47)", () => {
  it("give checkMoraleOwned's chance's value and dice on the direct roller, on random vivid units, situations and systems (fast-check)", () => {
    const session = rolledMorale();
    let tested = 0;
    fc.assert(
      fc.property(unitArb, situationArb, fc.integer({ min: 0, max: SYSTEMS.length - 1 }), fc.integer(), (unit, situation, which, seed) => {
        const sys = SYSTEMS[which] as MoraleSystem;
        const frozen = deepFreeze(unit);
        const before = stateKey(frozen);
        const check = () => checkMoraleOwned("vivid.moraleCheck", sys, frozen, situation);
        for (const morale of [session, rolledMorale(), session]) {
          const a = seededDice(seed);
          const b = seededDice(seed);
          const want = new DirectRollerBase(generatorOf(a) as never).roll(check());
          const got = morale(new DirectRollerBase(generatorOf(b) as never), "vivid.moraleCheck", sys, frozen, situation, check);
          expect(stateKey(got)).toBe(stateKey(want));
          // the same dice consumed: the generators' next draws are equal
          expect(b.save()).toEqual(a.save());
          expect((generatorOf(b) as IntSource).next()).toBe((generatorOf(a) as IntSource).next());
          if (want.outcome.tested) tested++;
        }
        expect(stateKey(frozen)).toBe(before);
      }),
      { numRuns: 400 },
    );
    // the runs tested units (not only exempt ones)
    expect(tested).toBeGreaterThan(100);
  });

  it("refuses as the check does: a commander who is not the unit's", () => {
    const sys = vividMoraleSystem();
    const unit: Unit = deepFreeze({ id: "u", name: "U", kind: "combatant", members: [{ id: "a", name: "A", class: "Combatant" }] });
    const situation = { trigger: "shooting", commander: { id: "zz", name: "Z", class: "PC" } } as MoraleSituation;
    const check = () => checkMoraleOwned("vivid.moraleCheck", sys, unit, situation);
    expect(() => check()).toThrow(/commanderId/);
    expect(() => rolledMorale()(new DirectRollerBase(generatorOf(seededDice(1)) as never), "vivid.moraleCheck", sys, unit, situation, check)).toThrow(
      /commanderId/,
    );
  });
});
