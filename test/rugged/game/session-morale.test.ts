// The rugged session's morale tests rolled at once (issue 14, src/rugged/game/session-morale.ts): the battle kernel
// reads a check's parts before its die and rolls the die's chance the session keeps by what it reads. Property
// (fast-check, seed printed on failure): on random units (wounded, killed, removed, routing figures, leaders, PRPs,
// specialists, morale traits), situations (every rugged trigger, the GM's modifier, the optional rules, modifiers) and
// systems (rugged's vivid module, vivid's with every figure testing), the session's test gives the value the check's
// own chance gives sampled on the same generator, equal as data, with the generator left at the same place; the
// unit it reads is unchanged; a session asked again (its kept dice) gives the same. The session's Tactician rolls
// (RUG-TRAIT-P8) are tacticianRoll's chance, value and dice; rules.ts's sameData (hitWith's comparison of statuses) is
// stateKey's equality on random statuses.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleNode } from "../../../src/core/compile.js";
import { stateKey } from "../../../src/core/game/key.js";
import { generatorOf } from "../../../src/core/seeded-dice.js";
import { seededDice } from "../../../src/index.js";
import type { MoraleSituation, MoraleSystem } from "../../../src/family/morale.js";
import type { Figure, Unit } from "../../../src/family/schemas.js";
import { moraleCheckValidated, ruggedMoraleSystemOf } from "../../../src/rugged/morale.js";
import { sameData } from "../../../src/rugged/game/rules.js";
import { rolledMorale, rolledTactician } from "../../../src/rugged/game/session-morale.js";
import { tacticianRoll } from "../../../src/rugged/sequence.js";
import { DirectRoller } from "../../../src/rugged/game/session-roller.js";
import { RUGGED_TRAITS, ruggedOptions } from "../../../src/rugged/index.js";
import { vividMoraleSystem } from "../../../src/vivid/index.js";
import { deepFreeze } from "../../helpers.js";

const TRAITS = [undefined, RUGGED_TRAITS.inspiredLeadership, RUGGED_TRAITS.abrasive, RUGGED_TRAITS.extremelyArrogant, RUGGED_TRAITS.extremelyBrave] as const;
const WOUNDS = [undefined, "wounded", "unconscious", "killed"] as const;

const figureArb = fc
  .record({
    trait: fc.integer({ min: 0, max: TRAITS.length - 1 }),
    wound: fc.integer({ min: 0, max: WOUNDS.length - 1 }),
    removed: fc.boolean(),
    routing: fc.boolean(),
    prp: fc.boolean(),
    specialist: fc.boolean(),
    good: fc.boolean(),
  })
  .map((f) => (i: number): Figure => {
    const t = TRAITS[f.trait];
    const wound = WOUNDS[f.wound];
    const status = { ...(wound === undefined ? {} : { wound }), ...(f.removed ? { removed: true } : {}), ...(f.routing ? { routing: true } : {}) };
    return {
      id: `f${String(i)}`,
      name: `F${String(i)}`,
      class: f.prp ? "PRP" : "Combatant",
      ...(f.good ? { side: "good" as const } : {}),
      ...(f.specialist ? { specialist: true } : {}),
      ...(t === undefined ? {} : { traits: [t] }),
      ...(Object.keys(status).length === 0 ? {} : { status }),
    };
  });

const unitArb: fc.Arbitrary<Unit> = fc
  .record({
    members: fc.array(figureArb, { minLength: 1, maxLength: 6 }),
    baseMorale: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    leader: fc.integer({ min: 0, max: 6 }),
    morale: fc.constantFrom(undefined, "normal", "routing", "disrupted", "retreating"),
    native: fc.boolean(),
    charging: fc.boolean(),
  })
  .map(
    (u): Unit => ({
      id: "u",
      name: "Unit",
      kind: "combatant",
      ...(u.baseMorale === undefined ? {} : { baseMorale: u.baseMorale }),
      ...(u.leader > 0 ? { leaderId: `f${String(u.leader)}` } : {}),
      ...(u.morale === undefined ? {} : { morale: u.morale }),
      ...(u.native ? { origin: ["native" as const] } : {}),
      ...(u.charging ? { mode: "charge" as const, chargeTargetId: "them" } : {}),
      members: u.members.map((f, i) => f(i + 1)),
    }),
  );

const situationArb: fc.Arbitrary<MoraleSituation> = fc
  .record({
    trigger: fc.constantFrom("shooting", "handToHand", "chargeTarget", "chargingShotAt", "rally"),
    gm: fc.integer({ min: -3, max: 3 }),
    disrupted: fc.boolean(),
    hero: fc.boolean(),
    killed: fc.integer({ min: 0, max: 2 }),
    modifier: fc.integer({ min: -2, max: 2 }),
  })
  .map(
    (s): MoraleSituation => ({
      trigger: s.trigger,
      ...(s.gm === 0 ? {} : { gmRollModifier: s.gm }),
      ...(s.disrupted ? { disruptedInsteadOfRout: true } : {}),
      ...(s.hero ? { heroImmunity: true } : {}),
      ...(s.killed === 0 ? {} : { friendliesKilledNearby: s.killed }),
      ...(s.modifier === 0 ? {} : { modifiers: [{ rule: "TEST", label: "test", value: s.modifier }] }),
    }),
  );

const SYSTEMS: readonly (readonly [string, MoraleSystem])[] = [
  ["rugged (vivid's module)", ruggedMoraleSystemOf(ruggedOptions({}))],
  ["vivid, every figure tests", vividMoraleSystem({ moraleTester: "figure" })],
];

describe("the rugged session's morale tests rolled at once (issue 14; RUG-MOR-1, VIV-MOR-2..12, VIV-AMB-22)", () => {
  it("give the check's own chance's value and dice, on random units, situations and systems (fast-check)", () => {
    const session = rolledMorale();
    fc.assert(
      fc.property(unitArb, situationArb, fc.integer({ min: 0, max: SYSTEMS.length - 1 }), fc.integer(), (unit, situation, which, seed) => {
        const sys = (SYSTEMS[which] as (typeof SYSTEMS)[number])[1];
        const frozen = deepFreeze(unit);
        const before = stateKey(frozen);
        for (const morale of [session, rolledMorale()]) {
          const a = seededDice(seed);
          const b = seededDice(seed);
          const want = sampleNode(moraleCheckValidated(sys, frozen, situation).node, generatorOf(a) as never);
          const got = morale(new DirectRoller(generatorOf(b) as never), sys, frozen, situation);
          expect(stateKey(got)).toBe(stateKey(want));
          expect(b.save()).toEqual(a.save());
        }
        expect(stateKey(frozen)).toBe(before);
      }),
      { numRuns: 2000 },
    );
  });

  it("roll the Tactician as tacticianRoll's chance does, kept by the trait's id and number (fast-check; RUG-TRAIT-P8)", () => {
    const session = rolledTactician();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.boolean(), fc.integer(), (on, other, seed) => {
        const trait = {
          ...RUGGED_TRAITS.tactician,
          ...(other ? { id: "TEST-TACTICIAN" } : {}),
          effects: [{ kind: "tactician" as const, succeedOnOrBelow: on }],
        };
        const figure = deepFreeze<Figure>({ id: "p", name: "P", class: "PRP", traits: [RUGGED_TRAITS.abrasive, trait] });
        for (const tactician of [session, rolledTactician()]) {
          const a = seededDice(seed);
          const b = seededDice(seed);
          const want = sampleNode(tacticianRoll(figure).node, generatorOf(a) as never);
          const got = new DirectRoller(generatorOf(b) as never).roll(tactician(figure));
          expect(got).toEqual(want);
          expect(b.save()).toEqual(a.save());
        }
      }),
      { numRuns: 300 },
    );
    expect(() => session({ id: "q", name: "Q", class: "PRP" })).toThrow(/Tactician/);
  });

  it("compare statuses as stateKey does (fast-check)", () => {
    const statusArb = fc.option(
      fc.record(
        {
          wound: fc.constantFrom("fit", "wounded", "unconscious", "killed", undefined),
          removed: fc.constantFrom(true, false, undefined),
          routing: fc.boolean(),
          droppedWeapon: fc.constantFrom(true, undefined),
          turns: fc.integer({ min: -1, max: 2 }),
          list: fc.array(fc.constantFrom("a", "b"), { maxLength: 2 }),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(statusArb, statusArb, (a, b) => {
        expect(sameData(a ?? null, b ?? null)).toBe(stateKey(a ?? null) === stateKey(b ?? null));
        expect(sameData(a ?? null, structuredClone(a) ?? null)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
