// Random rugged scenarios for the session's properties (test/rugged/game/session-*.test.ts): two units of 1 to 5
// figures with random weapons, traits and luck, 8" to 40" apart, scrub between them or not, 2 to 5 turns.
import fc from "fast-check";
import { type Figure, RUGGED_TRAITS, RUGGED_WEAPONS, type RuggedScenario } from "../../../src/rugged/index.js";

const WEAPONS = [RUGGED_WEAPONS.boltRifle, RUGGED_WEAPONS.pistolBow, RUGGED_WEAPONS.shotgun, RUGGED_WEAPONS.smg] as const;
const TRAITS = [undefined, RUGGED_TRAITS.clumsy, RUGGED_TRAITS.sureShot, RUGGED_TRAITS.strongLikeOx, RUGGED_TRAITS.tactician] as const;

/** One figure of a random scenario: a weapon, maybe a trait, maybe a player figure with luck (RUG-LUCK-2). */
const figureArb = (prefix: string) =>
  fc
    .record({
      weapon: fc.integer({ min: 0, max: WEAPONS.length - 1 }),
      trait: fc.integer({ min: 0, max: TRAITS.length - 1 }),
      luck: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ weapon, trait, luck }) => (i: number): Figure => {
      const t = TRAITS[trait];
      return {
        id: `${prefix}${String(i)}`,
        name: `${prefix}${String(i)}`,
        class: luck > 0 ? "PRP" : "Combatant",
        ...(luck > 0 ? { luck } : {}),
        weapons: [WEAPONS[weapon] as (typeof WEAPONS)[number]],
        ...(t === undefined ? {} : { traits: [t] }),
      };
    });

/** A random two-unit scenario: 1 to 5 figures a side, 8" to 40" apart, maybe scrub in between, 2 to 5 turns. */
export const scenarioArb: fc.Arbitrary<RuggedScenario> = fc
  .record({
    rifles: fc.array(figureArb("r"), { minLength: 1, maxLength: 5 }),
    thugs: fc.array(figureArb("t"), { minLength: 1, maxLength: 5 }),
    gap: fc.integer({ min: 8, max: 40 }),
    scrub: fc.boolean(),
    turns: fc.integer({ min: 2, max: 5 }),
    morale: fc.integer({ min: 5, max: 8 }),
  })
  .map(({ rifles, thugs, gap, scrub, turns, morale }) => ({
    sides: [
      { id: "riflemen", name: "Riflemen" },
      { id: "thugs", name: "Thugs" },
    ],
    units: [
      {
        side: "riflemen",
        position: { x: 24, y: 4 },
        unit: { id: "rifles", name: "Rifles", kind: "combatant", baseMorale: morale, members: rifles.map((f, i) => f(i + 1)) },
      },
      {
        side: "thugs",
        position: { x: 24, y: 4 + gap },
        unit: { id: "gang", name: "Gang", kind: "combatant", baseMorale: 6, members: thugs.map((f, i) => f(i + 1)) },
      },
    ],
    ...(scrub ? { terrain: [{ id: "scrub", terrain: "forest" as const, shape: { kind: "rect" as const, x: 0, y: 2 + gap, width: 48, height: 6 } }] } : {}),
    table: { width: 48, height: 48 },
    victory: { turnLimit: turns },
  }));
