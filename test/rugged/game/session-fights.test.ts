// The rugged session's fights kept (issue 14, src/rugged/game/session-fights.ts): the battle kernel takes a fight's
// chance from its session, kept by the hand-to-hand system and the data of both units' figures, and the fights' wound
// chances kept by the figure's wound facts and the number of hits. Properties (fast-check, seed printed on failure): on
// random pairs of units (1 to 5 figures a side: weapons, hand-to-hand traits, Strong Like Ox, luck, wounded,
// unconscious, killed, removed and routing figures) and random options (the Ox mode, luck's face), the session's fight
// is fightOf's own chance's value and dice sampled on the same generator, equal as data, with the generator left at the
// same place: asked the first time, asked again (kept), and for a copy of the units (equal data, other objects); the
// units are left unchanged. The kept wound chances are meleeWounds' own, value and dice, for 1 to 4 hits.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleNode } from "../../../src/core/compile.js";
import { stateKey } from "../../../src/core/game/key.js";
import { generatorOf } from "../../../src/core/seeded-dice.js";
import { seededDice } from "../../../src/index.js";
import { meleeWounds } from "../../../src/family/melee.js";
import type { Figure } from "../../../src/family/schemas.js";
import { ruggedMeleeSystemOf } from "../../../src/rugged/melee.js";
import { fightOf } from "../../../src/rugged/game/phases.js";
import { keptMeleeWounds } from "../../../src/family/melee.js";
import { keptFights } from "../../../src/rugged/game/session-fights.js";
import { DirectRoller } from "../../../src/rugged/game/session-roller.js";
import { RUGGED_TRAITS, RUGGED_WEAPONS, type RuggedState, type RuggedUnitState, ruggedGame, ruggedOptions } from "../../../src/rugged/index.js";
import { deepFreeze } from "../../helpers.js";

const WEAPONS = [RUGGED_WEAPONS.boltRifle, RUGGED_WEAPONS.pistolBow, RUGGED_WEAPONS.shotgun] as const;
const TRAITS = [
  undefined,
  RUGGED_TRAITS.clumsy,
  RUGGED_TRAITS.ambidextrous,
  RUGGED_TRAITS.excellentSwordsman,
  RUGGED_TRAITS.martialArts,
  RUGGED_TRAITS.strongLikeOx,
] as const;
const WOUNDS = [undefined, "fit", "wounded", "unconscious", "killed"] as const;

const figureArb = fc
  .record({
    weapon: fc.integer({ min: 0, max: WEAPONS.length - 1 }),
    pistols: fc.boolean(),
    trait: fc.integer({ min: 0, max: TRAITS.length - 1 }),
    luck: fc.integer({ min: 0, max: 3 }),
    wound: fc.integer({ min: 0, max: WOUNDS.length - 1 }),
    wounds: fc.integer({ min: 0, max: 2 }),
    removed: fc.boolean(),
    routing: fc.boolean(),
  })
  .map((f) => (prefix: string, i: number): Figure => {
    const t = TRAITS[f.trait];
    const wound = WOUNDS[f.wound];
    const status = {
      ...(wound === undefined ? {} : { wound }),
      ...(f.wounds > 0 && wound !== undefined ? { wounds: f.wounds } : {}),
      ...(f.removed && f.wounds === 2 ? { removed: true } : {}),
      ...(f.routing ? { routing: true } : {}),
    };
    const w = WEAPONS[f.weapon] as (typeof WEAPONS)[number];
    return {
      id: `${prefix}${String(i)}`,
      name: `${prefix}${String(i)}`,
      class: f.luck > 0 ? "PRP" : "Combatant",
      ...(f.luck > 0 ? { luck: f.luck } : {}),
      weapons: f.pistols ? [RUGGED_WEAPONS.pistolBow, RUGGED_WEAPONS.pistolBow] : [w],
      ...(t === undefined ? {} : { traits: [t] }),
      ...(Object.keys(status).length === 0 ? {} : { status }),
    };
  });

const unitArb = (id: string, side: string, prefix: string): fc.Arbitrary<RuggedUnitState> =>
  fc.array(figureArb, { minLength: 1, maxLength: 5 }).map(
    (members): RuggedUnitState => ({
      unit: { id, name: id, kind: "combatant", baseMorale: 6, members: members.map((f, i) => f(prefix, i + 1)) },
      side,
      position: { x: 24, y: side === "a" ? 4 : 5 },
      ordered: true,
      movesLast: false,
      shotAt: false,
      fought: false,
      fired: [],
    }),
  );

const base: RuggedState = ruggedGame.setup({
  sides: [
    { id: "a", name: "A" },
    { id: "b", name: "B" },
  ],
  units: [
    { side: "a", position: { x: 24, y: 4 }, unit: { id: "ua", name: "ua", kind: "combatant", members: [{ id: "a0", name: "a0", class: "Combatant" }] } },
    { side: "b", position: { x: 24, y: 30 }, unit: { id: "ub", name: "ub", kind: "combatant", members: [{ id: "b0", name: "b0", class: "Combatant" }] } },
  ],
  table: { width: 48, height: 48 },
  victory: { turnLimit: 3 },
});

const optionsArb = fc.record({
  defaults: fc.boolean(),
  ox: fc.constantFrom("threeWounds+firstKillDowngrade" as const, "firstKillDowngradeOnly" as const),
  face: fc.constantFrom(5 as const, 4 as const),
});

/** fightOf's own chance sampled on a generator, or undefined when there is no fight. */
function own(state: RuggedState, ua: RuggedUnitState, ub: RuggedUnitState, seed: number): { value: unknown; saved: unknown } {
  const dice = seededDice(seed);
  const fight = fightOf(state, ua, ub);
  return { value: fight === undefined ? undefined : sampleNode(fight.node, generatorOf(dice) as never), saved: dice.save() };
}

describe("the rugged session's fights kept (issue 14; RUG-HTH-1, VIV-HTH-1..4)", () => {
  it("give fightOf's own chance's value and dice, first, kept and for equal copies (fast-check)", () => {
    const session = keptFights();
    fc.assert(
      fc.property(unitArb("ua", "a", "a"), unitArb("ub", "b", "b"), optionsArb, fc.integer(), (a, b, o, seed) => {
        const state = deepFreeze<RuggedState>(o.defaults ? base : { ...base, options: ruggedOptions({ oxMode: o.ox, luckFace4: o.face }) });
        const ua = deepFreeze(a);
        const ub = deepFreeze(b);
        const before = stateKey([ua, ub]);
        const want = own(state, ua, ub, seed);
        const copies = [ua, ub].map((u) => deepFreeze(structuredClone(u)));
        for (const [fights, x, y] of [
          [session, ua, ub],
          [session, ua, ub],
          [session, copies[0], copies[1]],
          [keptFights(), copies[0], copies[1]],
        ] as const) {
          const dice = seededDice(seed);
          const fight = fights(state, x as RuggedUnitState, y as RuggedUnitState);
          const got = fight === undefined ? undefined : new DirectRoller(generatorOf(dice) as never).roll(fight);
          expect(stateKey(got)).toBe(stateKey(want.value));
          expect(dice.save()).toEqual(want.saved);
        }
        expect(stateKey([ua, ub])).toBe(before);
      }),
      { numRuns: 1500 },
    );
  });

  it("keep meleeWounds' own wound chances, value and dice, by the figure's wound facts and the hits (fast-check)", () => {
    const session = keptMeleeWounds();
    fc.assert(
      fc.property(figureArb, optionsArb, fc.boolean(), fc.integer({ min: 1, max: 4 }), fc.integer(), (f, o, useLuck, hits, seed) => {
        const figure = deepFreeze(f("f", 1));
        fc.pre(figure.status?.wound !== "killed" && figure.status?.removed !== true);
        const sys = ruggedMeleeSystemOf(o.defaults ? ruggedOptions({}) : ruggedOptions({ oxMode: o.ox, luckFace4: o.face }));
        const a = seededDice(seed);
        const want = sampleNode(meleeWounds(sys, figure, useLuck)(hits).node, generatorOf(a) as never);
        for (const woundsOf of [session, session, keptMeleeWounds()]) {
          const b = seededDice(seed);
          const got = sampleNode(woundsOf(sys, figure, useLuck)(hits).node, generatorOf(b) as never);
          expect(stateKey(got)).toBe(stateKey(want));
          expect(b.save()).toEqual(a.save());
        }
      }),
      { numRuns: 2000 },
    );
  });
});
