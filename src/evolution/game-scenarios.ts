// Scenarios of the evolution game, as data (EVO-GM-1): the text's worked example of leadership (EVO-EX-2) set on a
// table. Read by the example, the tests and the benchmarks.
import { deepFreeze } from "../core/freeze.js";
import type { EvolutionScenario } from "./game-schema.js";
import { type ModelInput, TOUGH } from "./model.js";

const revolver = { name: "revolver", firingDice: 1, damageDice: "1D6" };

const cowpoke = (n: number): ModelInput => ({ ...TOUGH, id: `cowpoke-${String(n)}`, name: `Cowpoke ${String(n)}`, weapons: [revolver] });
const bandido = (n: number): ModelInput => ({ ...TOUGH, id: `bandido-${String(n)}`, name: `Bandido ${String(n)}`, facingDeg: 180 });

/**
 * The trail boss and his cowpokes against the bandidos (EVO-EX-2, L.37): a trail boss with Leadership and four
 * cowpokes start south of a barn (impassable, hiding what is behind it); El Jefe, a leader too, and four bandidos
 * wait to the north, two of them behind a fence that obscures them. The posse deployed first and takes the first
 * turn (EVO-SETUP-1); four turns. The profiles are the text's Tough, the boss and El Jefe a Tough made a character
 * (Accuracy 4+, Wound 5+, Armour 5+, WtF 3+, Leadership).
 *
 * @example
 * ```ts
 * const state = evolutionGame.setup(TRAIL_BOSS_SCENARIO);
 * state.pieces.length; // 10
 * ```
 */
export const TRAIL_BOSS_SCENARIO: EvolutionScenario = deepFreeze({
  sides: [
    {
      id: "posse",
      name: "The posse",
      models: [
        {
          model: {
            ...TOUGH,
            id: "boss",
            name: "Trail boss",
            type: "character",
            accuracy: 4,
            wound: 5,
            armourSave: 5,
            wtf: 3,
            skills: ["leadership"],
            weapons: [revolver],
          },
          at: { x: 0, y: 0 },
        },
        { model: cowpoke(1), at: { x: 2, y: 0 } },
        { model: cowpoke(2), at: { x: -2, y: 0 } },
        { model: cowpoke(3), at: { x: 0, y: 3 } },
        { model: cowpoke(4), at: { x: 4, y: 4 } },
      ],
    },
    {
      id: "bandidos",
      name: "The bandidos",
      models: [
        {
          model: {
            ...TOUGH,
            id: "jefe",
            name: "El Jefe",
            type: "character",
            accuracy: 4,
            wound: 5,
            armourSave: 5,
            wtf: 3,
            skills: ["leadership"],
            facingDeg: 180,
            weapons: [{ name: "rifle", firingDice: 1, damageDice: "1D6+1" }],
          },
          at: { x: 4, y: 20 },
        },
        { model: bandido(1), at: { x: 6, y: 21 } },
        { model: bandido(2), at: { x: 2, y: 19 } },
        { model: bandido(3), at: { x: 8, y: 22 } },
        { model: bandido(4), at: { x: 4, y: 24 } },
      ],
    },
  ],
  first: "posse",
  terrain: [
    { name: "barn", shape: { kind: "rect", x: -3, y: 6, width: 6, height: 4 }, move: "impassable", sight: "complete" },
    { name: "fence", shape: { kind: "rect", x: 5, y: 19.5, width: 5, height: 0.5 }, move: "difficult", sight: "partial" },
    { name: "creek", shape: { kind: "rect", x: -20, y: 13, width: 40, height: 1 }, move: "difficult", sight: "non-blocking" },
  ],
  turns: 4,
});
