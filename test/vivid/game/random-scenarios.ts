// Random vivid scenarios the session's tests share (issue 14: battle-plain.test.ts, battle-kernel.test.ts): one to
// three units a side facing each other across a 30" by 24" table, their figures of the kinds below, with cover, a
// jungle, the 50% rule, the Cliff-hanger, the disrupted-instead-of-rout rule, an objective and random turn limits as
// each test asks.
import fc from "fast-check";
import { type Figure, type Unit, VIVID_GADGETS, VIVID_WEAPONS, type VividScenario } from "../../../src/vivid/index.js";

/** A figure of a random scenario: a rifleman, a warrior (musket, spear), a PC with luck, a Maxim, a Lewis gun, a Maxim with mercy bullets, a gadgeteer. */
export function figureOf(kind: number, id: string, side: string): Figure {
  const base = { id, class: "Combatant" as const, side };
  switch (kind) {
    case 0:
      return { ...base, name: `Rifleman ${id}`, figureType: "westernMale", handToHandClass: "armedFirearm", weapons: [VIVID_WEAPONS.boltRifle] };
    case 1:
      return { ...base, name: `Warrior ${id}`, figureType: "native", handToHandClass: "trained", weapons: [VIVID_WEAPONS.musket] };
    case 2:
      return { ...base, name: `Spearman ${id}`, figureType: "native", handToHandClass: "trained", weapons: [VIVID_WEAPONS.thrownSpear] };
    case 3:
      return {
        ...base,
        name: `Hero ${id}`,
        class: "PC",
        luck: 3,
        figureType: "westernMale",
        handToHandClass: "armedFirearm",
        weapons: [VIVID_WEAPONS.boltRifle],
      };
    case 4:
      return { ...base, name: `Gunner ${id}`, figureType: "westernMale", handToHandClass: "armedFirearm", weapons: [VIVID_WEAPONS.mg] };
    case 5:
      return {
        ...base,
        name: `Lewis ${id}`,
        figureType: "westernMale",
        handToHandClass: "armedFirearm",
        weapons: [{ ...VIVID_WEAPONS.mg, mgType: "lewis" as const }],
      };
    case 6:
      return {
        ...base,
        name: `Marksman ${id}`,
        figureType: "westernMale",
        handToHandClass: "armedFirearm",
        weapons: [VIVID_WEAPONS.mg],
        gadgets: [VIVID_GADGETS.mercyBullets],
      };
    default:
      return {
        ...base,
        name: `Boffin ${id}`,
        figureType: "westernMale",
        handToHandClass: "armedFirearm",
        weapons: [VIVID_WEAPONS.boltRifle],
        gadgets: [VIVID_GADGETS.smokeBomb, VIVID_GADGETS.mercyBullets],
      };
  }
}

const TROOPS = ["trained", "militia", "nativeWarrior"] as const;

interface Shape {
  readonly units: readonly (readonly [readonly number[], number])[];
}

/** What a test's scenarios may hold. */
export interface ScenarioKinds {
  /** The highest figure kind ({@link figureOf}): 3 riflemen, warriors and PCs only; 6 machine guns and mercy bullets too; 7 a smoke bomb too. */
  readonly maxKind: number;
  /** Whether a jungle may stand between the sides. */
  readonly jungle: boolean;
  /** Whether the 50% rule may be the good side's as well as the bad side's. */
  readonly fiftyEitherSide: boolean;
  /** Whether an objective to carry may come in. */
  readonly objective: boolean;
}

/** A side's units: each a list of figure kinds (0-3 as often as the rest together) and a troop type. */
const sideShape = (maxKind: number): fc.Arbitrary<Shape> =>
  fc.record({
    units: fc.array(
      fc.tuple(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: maxKind })), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 2 }),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  });

/**
 * Random scenarios of two sides facing each other across a 30" by 24" table.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(vividScenarios({ maxKind: 3, jungle: false, fiftyEitherSide: false, objective: true }), (s) => { vividGame.setup(s); }));
 * ```
 */
export const vividScenarios = (kinds: ScenarioKinds): fc.Arbitrary<VividScenario> =>
  fc
    .record({
      good: sideShape(kinds.maxKind),
      bad: sideShape(kinds.maxKind),
      gap: fc.integer({ min: 2, max: 18 }),
      cover: fc.boolean(),
      jungle: kinds.jungle ? fc.boolean() : fc.constant(false),
      limit: fc.integer({ min: 1, max: 6 }),
      fifty: fc.integer({ min: 0, max: kinds.fiftyEitherSide ? 2 : 1 }),
      cliff: fc.boolean(),
      disrupted: fc.boolean(),
      objective: kinds.objective ? fc.boolean() : fc.constant(false),
    })
    .map(({ good, bad, gap, cover, jungle, limit, fifty, cliff, disrupted, objective }): VividScenario => {
      const positions: { id: string; at: { x: number; y: number } }[] = [];
      const unitsOf = (shape: Shape, prefix: string, side: string, y: number): Unit[] =>
        shape.units.map(([kinds, troop], u) => ({
          id: `${prefix}${String(u)}`,
          name: `${side} unit ${String(u)}`,
          kind: "combatant",
          troopType: TROOPS[troop] ?? "trained",
          members: kinds.map((kind, i) => {
            const id = `${prefix}${String(u)}m${String(i)}`;
            positions.push({ id, at: { x: 3 + u * 9 + i * 1.5, y } });
            return figureOf(kind, id, side);
          }),
        }));
      const top = 3 + gap;
      return {
        sides: [
          { id: "good", units: unitsOf(good, "g", "good", 2) },
          { id: "bad", units: unitsOf(bad, "b", "bad", Math.min(23, top)) },
        ],
        positions,
        terrain: [
          ...(cover ? [{ id: "wall", kind: "stoneBuilding" as const, shape: { kind: "rect" as const, x: 0, y: 1, width: 30, height: 2 } }] : []),
          ...(jungle ? [{ id: "jungle", kind: "jungle" as const, shape: { kind: "circle" as const, x: 12, y: 2 + gap / 2, radius: 4 } }] : []),
        ],
        table: { width: 30, height: 24 },
        victory: {
          turnLimit: limit,
          ...(fifty === 0 ? {} : { fiftyPercentSide: fifty === 1 ? "bad" : "good" }),
          ...(cliff ? { cliffHanger: true } : {}),
          ...(objective
            ? { objective: { name: "the idol", at: { x: 15, y: 12 }, side: "good", goal: { kind: "rect", x: 0, y: 0, width: 30, height: 1 } } }
            : {}),
        },
        ...(disrupted ? { optionalRules: { disruptedInsteadOfRout: true } } : {}),
      };
    });
