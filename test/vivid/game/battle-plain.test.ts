// The vivid rolled battle's own decisions and quiet steps (issue 14, stop 26: src/vivid/game/session-battle.ts,
// game.ts plainDecision, roller.ts QUIET): on random scenarios (one to three units a side of riflemen, warriors
// with muskets and spears, PCs with luck, cover, a table edge to flee off, the 50% rule, the Cliff-hanger, the
// disrupted-instead-of-rout rule, an objective to carry, random turn limits), random seeds and every pairing of the
// shipped policies, the battle rolled at once (its steps quiet, its decisions plain where the state decides alone)
// is the step-by-step loop's battle die for die: the same last state as data (valid, frozen), the same steps count,
// the same dice consumed; and on every state of the loop's battles, a plain decision is the policy's own command on
// the game's full options (as data), given wherever a turn begins and wherever holdAndShoot's side has all shot.
// Seeds are printed on failure (fast-check). VIV-SEQ-1 VIV-SEQ-2 VIV-SHOOT-4 VIV-MOR-4 VIV-MOR-10 VIV-MOR-12 VIV-CLIFF-1.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stateKey } from "../../../src/core/game/key.js";
import { autoplay, seededDice } from "../../../src/index.js";
import { plainDecision } from "../../../src/vivid/game/game.js";
import { advanceAndCharge, holdAndShoot, vividGame } from "../../../src/vivid/index.js";
import { expectRolledAsLoop, PAIRS, type VividPolicy } from "./harness.js";
import { vividScenarios } from "./random-scenarios.js";

/** The scenarios: riflemen, warriors and PCs with luck, an objective to carry, the 50% rule the bad side's. */
const scenarios = vividScenarios({ maxKind: 3, jungle: false, fiftyEitherSide: false, objective: true });

describe("vividGame.session: the rolled battle's quiet steps and plain decisions", () => {
  it("random scenarios, seeds and pairings: the battle rolled at once is the loop's, die for die (last state as data, valid and frozen; steps; dice), two battles a session (fast-check)", () => {
    fc.assert(
      fc.property(
        scenarios,
        fc.integer({ min: 0, max: PAIRS.length - 1 }),
        fc.integer(),
        fc.integer({ min: 1, max: 150 }),
        (scenario, pair, seed, maxSteps) => {
          const policies = PAIRS[pair] as VividPolicy;
          expectRolledAsLoop(vividGame.setup(scenario), policies, seed, maxSteps, 2);
        },
      ),
      { numRuns: 60 },
    );
  }, 300_000);

  it("plainDecision on every state of random battles: undefined, or the policy's own command on the full options (as data); given at every turn's start and wherever holdAndShoot's side has all shot (fast-check)", () => {
    let given = 0;
    fc.assert(
      fc.property(scenarios, fc.integer({ min: 0, max: PAIRS.length - 1 }), fc.integer(), (scenario, pair, seed) => {
        const played = autoplay(vividGame, vividGame.setup(scenario), PAIRS[pair] as VividPolicy, seededDice(seed));
        const states = [vividGame.setup(scenario), ...played.steps.map((s) => s.state)];
        for (const state of states) {
          for (const [policy, lean] of [
            [holdAndShoot, "shots"],
            [advanceAndCharge, "moves"],
          ] as const) {
            const plain = plainDecision(state, lean);
            if (state.outcome !== null) {
              expect(plain).toBeUndefined();
              continue;
            }
            if (state.phase === "turnStart") expect(plain).toBeDefined();
            if (plain === undefined) continue;
            given++;
            expect(stateKey(plain)).toBe(stateKey(policy(state, vividGame.options(state))));
            expect(Object.isFrozen(plain)).toBe(true);
          }
          // holdAndShoot's side has all shot: the plain decision ends the side turn
          const side = state.phase === "sideTurn" ? state.order[state.active] : undefined;
          const mine = state.places.filter((p) => p.side === side);
          if (side !== undefined && state.outcome === null && mine.every((p) => p.shot)) expect(plainDecision(state, "shots")).toEqual({ type: "endSideTurn" });
        }
      }),
      { numRuns: 60 },
    );
    expect(given).toBeGreaterThan(0);
  }, 300_000);
});
