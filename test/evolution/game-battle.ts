// The evolution game's battles for the tests and the workers: a worker rebuilds them from a recipe
// `{ module: <this file>, export: "trailBossBattle", args: [] }`.
import { type EvolutionScenario, evolutionGame, evolutionPolicies, TOUGH, TRAIL_BOSS_SCENARIO } from "../../src/evolution/index.js";

/** Two Toughs 10" apart facing each other, one turn, no Will to Fight tests: small enough for exact odds. */
export const standoff: EvolutionScenario = {
  sides: [
    { id: "posse", name: "The posse", models: [{ model: { ...TOUGH, id: "a", name: "Cowpoke" }, at: { x: 0, y: 0 } }] },
    { id: "bandidos", name: "The bandidos", models: [{ model: { ...TOUGH, id: "b", name: "Bandido", facingDeg: 180 }, at: { x: 0, y: 10 } }] },
  ],
  turns: 1,
  willToFight: "none",
};

/** The trail boss scenario, both sides played by the aggressive policy. */
export function trailBossBattle() {
  return {
    game: evolutionGame,
    scenario: TRAIL_BOSS_SCENARIO,
    policies: evolutionPolicies.aggressive,
    summary: {
      posseLeft: (s: { pieces: readonly { side: number; model: { state: { removed: boolean } } }[] }) =>
        s.pieces.filter((p) => p.side === 0 && !p.model.state.removed).length,
    },
  };
}
