// The vivid session's shooters' half of a volley's setup shared between targets (issue 14, src/vivid/game/
// session-volleys.ts `shooters`, family/shooting-api.ts VolleyShots, family/volley-with-wounds.ts keptTally by the
// plans): a canonical volley built for the same shooters with the same contexts at a target with the same own fields
// takes the shots and plans made for the first one, and its to-hit tally found by those plans. Properties: the
// skirmish's battles through one session, every step equal to play's (no session), die for die; on random scenarios
// (fast-check, seed printed on failure: PCs, wounded figures, machine guns and mercy bullets, cover, jungle, the 50%
// rule) battles rolled through one session give simulateBattle's result without a session; and shooters' halves
// were found again. VIV-SHOOT-1..5 VIV-RANGE-1 VIV-MG-3 VIV-GAD-5.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { simulateBattle } from "../../../src/index.js";
import { vividSessionWith } from "../../../src/vivid/game/game.js";
import type { VividSessionWork } from "../../../src/vivid/game/session-volleys.js";
import { advanceAndCharge, holdAndShoot, vividGame } from "../../../src/vivid/index.js";
import { expectSessionAsPlay, type VividGame, zeroWork } from "./harness.js";
import { vividScenarios } from "./random-scenarios.js";
import { skirmishScenario } from "./scenarios.js";

const policies = { good: holdAndShoot, bad: advanceAndCharge };

/** The game with a session of its own, counted into `work`. */
const counted = (work: VividSessionWork): VividGame => ({
  ...vividGame,
  session: () => vividSessionWith(work),
  StateSchema: vividGame.StateSchema,
  CommandSchema: vividGame.CommandSchema,
});

/** The game without a session (the same members): every step's chance built and sampled as `step` gives it. */
function withoutSession(game: VividGame): VividGame {
  const copy = { ...game, StateSchema: game.StateSchema, CommandSchema: game.CommandSchema } as Partial<VividGame>;
  delete copy.session;
  return copy as VividGame;
}
const alone = withoutSession(vividGame);

describe("vividGame.session: the shooters' half of a volley's setup shared between targets, the same dice and states", () => {
  it("the skirmish: battles through one session, every step equal to play's, die for die; shooters' halves found again", () => {
    const work = zeroWork();
    expectSessionAsPlay(skirmishScenario(), 11, 12, work);
    expect(work.built).toBeGreaterThan(0);
    expect(work.shotsShared ?? 0).toBeGreaterThan(0);
  }, 240_000);

  it("random scenarios: battles rolled through one session give the result without a session (fast-check)", () => {
    const work = zeroWork();
    fc.assert(
      fc.property(vividScenarios({ maxKind: 6, jungle: true, fiftyEitherSide: true, objective: false }), fc.integer(), (scenario, seed) => {
        const options = { runs: 6, seed, maxSteps: 400 };
        expect(simulateBattle(counted(work), scenario, policies, options)).toEqual(simulateBattle(alone, scenario, policies, options));
      }),
      { numRuns: 12 },
    );
    expect(work.shotsShared ?? 0).toBeGreaterThan(0);
  }, 240_000);
});
