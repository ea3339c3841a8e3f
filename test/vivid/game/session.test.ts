// The vivid game's simulation session (issue 14, Game.session): simulateBattle plays each chunk of battles with
// `vividGame.session()`, whose steps keep the volleys they build (by the exact key of their inputs) for the
// battles after. Properties (fast-check, seed printed on failure): through several battles of one session, every
// step gives the state and events `play` gives, equal as data, with the dice at the same point (die for die); and
// simulateBattle's frequencies are those of the game without a session. VIV-SEQ-1 VIV-SEQ-2 VIV-SHOOT-4 VIV-MG-3.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decide, type Game } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { play, scriptedDice, seededDice, simulateBattle } from "../../../src/index.js";
import { advanceAndCharge, holdAndShoot, type VividCommand, type VividEvent, type VividOutcome, type VividState, vividGame } from "../../../src/vivid/index.js";
import { gunsScenario, skirmishScenario, smallScenario } from "./scenarios.js";

type VividGame = Game<VividState, VividCommand, VividEvent, VividOutcome>;

const cases = [
  { name: "the skirmish", scenario: skirmishScenario(), policies: { good: holdAndShoot, bad: advanceAndCharge } },
  { name: "the skirmish with machine guns", scenario: gunsScenario(), policies: { good: holdAndShoot, bad: advanceAndCharge } },
  { name: "three against three", scenario: smallScenario(), policies: holdAndShoot },
];

/** The game without a session (the same members), for simulateBattle's comparison. */
function withoutSession(game: VividGame): VividGame {
  const copy = { ...game, StateSchema: game.StateSchema, CommandSchema: game.CommandSchema } as Partial<VividGame>;
  delete copy.session;
  return copy as VividGame;
}

describe("vividGame.session: volleys built once per run of battles, the same dice and states", () => {
  for (const c of cases) {
    it(`${c.name}: three battles through one session, every step equal to play's, die for die (fast-check)`, () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const session = vividGame.session?.() as VividGame;
          const traced = seededDice(seed);
          const fast = seededDice(seed);
          const first = vividGame.setup(c.scenario);
          for (let battle = 0; battle < 3; battle++) {
            let a = first;
            let b = first;
            for (let steps = 0; vividGame.outcome(a) === undefined && steps < 400; steps++) {
              const command = decide("test", vividGame, c.policies, a);
              const played = play(vividGame, a, command, traced);
              const value = resolveValue(session.step(b, command), fast) as { state: VividState; events: readonly VividEvent[] };
              expect(stateKey(value.state)).toBe(stateKey(played.state));
              expect(stateKey(value.events)).toBe(stateKey(played.events));
              expect(fast.save()).toEqual(traced.save());
              a = played.state;
              b = value.state;
            }
            expect(session.outcome(b)).toEqual(vividGame.outcome(a));
          }
        }),
        { numRuns: 3 },
      );
    }, 120_000);
  }

  it("simulateBattle with the session gives the frequencies of the game without one (final states by canonical key)", () => {
    for (const c of cases.slice(0, 2)) {
      const options = { runs: 24, seed: 8, chunkSize: 12, summary: { final: (s: VividState) => stateKey(s) } };
      expect(simulateBattle(vividGame, c.scenario, c.policies, options)).toEqual(simulateBattle(withoutSession(vividGame), c.scenario, c.policies, options));
    }
  }, 120_000);

  it("a session is a frozen game of the same rules; the game's step takes two arguments (a third is not a session's memo)", () => {
    const session = vividGame.session?.() as VividGame;
    expect(Object.isFrozen(session)).toBe(true);
    expect(session.system).toBe("vivid");
    expect(session.StateSchema).toBe(vividGame.StateSchema);
    expect("session" in session).toBe(false);
    const state = play(vividGame, vividGame.setup(smallScenario()), { type: "beginTurn" }, scriptedDice(["d10:9", "d10:2"])).state;
    const shoot: VividCommand = { type: "shoot", shooters: ["r1", "r2", "r3"], target: "thugs" };
    const step = (s: VividState, c: VividCommand, extra: unknown) =>
      (vividGame.step as (s: VividState, c: VividCommand, extra: unknown) => ReturnType<VividGame["step"]>)(s, c, extra);
    expect(stateKey(resolveValue(step(state, shoot, { volleys: 1 }), seededDice(4)))).toBe(stateKey(resolveValue(vividGame.step(state, shoot), seededDice(4))));
  });
});
