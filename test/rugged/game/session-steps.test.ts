// The rugged game's session, fourth pass (issue 14, rgame4): its steps and choices kept by the state's identity (every
// battle of a chunk starts from the same frozen setup state), a step without dice taken as a constant, the figures'
// wound chances shared by profile (woundCache) and volleys keyed by their range bands (RUG-RANGE-2) instead of the
// exact distance. Properties (fast-check, seed printed on failure): on random scenarios and seeds, several battles of
// one session from one setup state equal the plain game's `play`, step for step (states and events as data, the dice
// consumed, every state parsing with the state schema, the scenario deep-frozen and unchanged); work counters show
// what the session found again.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fight } from "../../../src/core/game/battle.js";
import { decide } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { play, seededDice } from "../../../src/index.js";
import {
  advanceAndCharge,
  type Figure,
  holdAndShoot,
  RUGGED_WEAPONS,
  type RuggedScenario,
  RuggedStateSchema,
  ruggedGame,
  type Unit,
} from "../../../src/rugged/index.js";
import { ruggedSessionWith } from "../../../src/rugged/game/game.js";
import { cachedVolleys, freshVolley, type SessionWork } from "../../../src/rugged/game/session.js";
import { ruggedOptions } from "../../../src/rugged/options.js";
import { deepFreeze } from "../../helpers.js";
import { tenScenario } from "./scenarios.js";
import { scenarioArb } from "./session-arbitraries.js";

const policies = { riflemen: holdAndShoot, thugs: advanceAndCharge };
/**
 * Battles of one session from one setup state (as a simulation's chunk plays them), each against the plain game's
 * `play` on the same seed: the same commands, states and events as data, the same dice consumed, every state valid.
 */
function battlesInLockstep(scenario: RuggedScenario, seeds: readonly number[], work?: SessionWork): void {
  const session = ruggedSessionWith(work);
  const first = session.setup(scenario);
  for (const seed of seeds) {
    const traced = seededDice(seed);
    const fast = seededDice(seed);
    let a = ruggedGame.setup(scenario);
    let b = first;
    let steps = 0;
    while (ruggedGame.outcome(a) === undefined && steps < 400) {
      const command = decide("test", ruggedGame, policies, a);
      // the session's own command (the one its options offered, frozen: what a simulation steps with)
      const offered = decide("test", session, policies, b);
      expect(stateKey(offered)).toBe(stateKey(command));
      const played = play(ruggedGame, a, command, traced);
      const value = resolveValue(session.step(b, offered), fast);
      expect(stateKey(value.state)).toBe(stateKey(played.state));
      expect(stateKey(value.events)).toBe(stateKey(played.events));
      expect(fast.save()).toEqual(traced.save());
      expect(RuggedStateSchema.safeParse(value.state).success).toBe(true);
      a = played.state;
      b = value.state;
      steps++;
    }
    expect(session.outcome(b)).toEqual(ruggedGame.outcome(a));
  }
}

describe("the rugged session's kept steps, constant steps and shared wound chances (issue 14, fourth pass; RUG-SEQ-1, RUG-SHOOT-1..7, RUG-RANGE-2)", () => {
  it("plays several battles of one session from one setup state as the plain game does, step for step, on random scenarios (fast-check; RUG-LUCK-2, RUG-TRAIT-N4, RUG-TRAIT-P3, RUG-TRAIT-P6, RUG-TRAIT-P8)", () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(fc.integer(), { minLength: 2, maxLength: 4 }), (scenario, seeds) => {
        const frozen = deepFreeze(structuredClone(scenario));
        const before = stateKey(frozen);
        battlesInLockstep(frozen, seeds);
        expect(stateKey(frozen)).toBe(before);
      }),
      { numRuns: 15 },
    );
  }, 300_000);

  it("finds the steps before the first die again in every later battle, and builds fewer volleys than it fires (work counters; RUG-SEQ-1)", () => {
    const work: SessionWork = { volleys: 0, built: 0, steps: 0, kept: 0, sampled: 0, trees: 0 };
    battlesInLockstep(tenScenario, [1, 2, 3], work);
    // ten against ten: the two orders, the two shooting declarations and the first volley's step are the same in every
    // battle (no die before the first volley), so each battle after the first finds at least those five again
    expect(work.kept).toBeGreaterThanOrEqual(5 * 2);
    // a simulation's chunk (the core's fight loop, one session): 100 battles fire fewer new volleys than they fire
    const chunk: SessionWork = { volleys: 0, built: 0, steps: 0, kept: 0, sampled: 0, trees: 0 };
    // the step-by-step loop (without battleRolled, which plays a battle of the shipped policies whole: battle-rolled.test.ts)
    const session = ruggedSessionWith(chunk, false);
    const first = session.setup(tenScenario);
    const dice = seededDice(9);
    for (let i = 0; i < 100; i++) fight("test", session, first, policies, dice, 1000);
    expect(chunk.kept).toBeGreaterThanOrEqual(5 * 99);
    expect(chunk.built).toBeLessThan(chunk.volleys);
  }, 120_000);

  it("takes a step without dice as a constant: the last order of a turn without Tactician or charger moves the units at once (RUG-SEQ-1 phase 2)", () => {
    const session = ruggedSessionWith();
    let state = session.setup(tenScenario);
    const command = decide("test", session, policies, state);
    state = resolveValue(session.step(state, command), seededDice(1)).state;
    const last = decide("test", session, policies, state);
    const chance = session.step(state, last);
    // the plain game's step is a constant (the same fold)
    expect(ruggedGame.step(state, last).node.t).toBe("const");
    // the session's step is sampled at once (session-sample.ts): a step that drew no die keeps its value, so every
    // sampling gives the same frozen state, whatever the dice, and its own steps are found again
    const value = resolveValue(chance, seededDice(1));
    expect(resolveValue(chance, seededDice(2))).toBe(value);
    expect(Object.isFrozen(value.state)).toBe(true);
    // the same chance for the same state and offered command: the next battle finds it again
    expect(session.step(state, last)).toBe(chance);
    // and the plain game's step gives the same value
    expect(stateKey(resolveValue(ruggedGame.step(state, last), seededDice(1)))).toBe(stateKey(value));
  });

  it("keys a volley by its range bands: two distances in one band share a volley, each as a fresh volley gives it, die for die (RUG-RANGE-2)", () => {
    const rifle = (id: string): Figure => ({ id, name: id, class: "Combatant", weapons: [RUGGED_WEAPONS.boltRifle] });
    const shooters = [1, 2, 3, 4].map((i) => rifle(`r${String(i)}`));
    const target: Unit = deepFreeze({ id: "gang", kind: "combatant", members: [1, 2, 3, 4, 5].map((i) => rifle(`t${String(i)}`)) });
    const opts = ruggedOptions({});
    const work: SessionWork = { volleys: 0, built: 0, steps: 0, kept: 0, sampled: 0, trees: 0 };
    const cached = cachedVolleys(work);
    // a bolt-action rifle: short to 6", medium to 40", long to 60" (RUG-RANGE-2): 12" and 30" are both medium
    for (const distance of [12, 30, 50, 5]) {
      const context = { distance, shooterMode: "stationary" as const, targetMode: "stationary" as const };
      for (const seed of [3, 4, 5]) {
        const freshDice = seededDice(seed);
        const a = resolveValue(freshVolley(shooters, target, context, opts), freshDice);
        const dice = seededDice(seed);
        const b = resolveValue(cached(shooters, target, context, opts), dice);
        expect(stateKey({ hits: b.hits, dropped: b.dropped, unit: b.unit })).toBe(stateKey({ hits: a.hits, dropped: a.dropped, unit: a.unit }));
        expect(dice.save()).toEqual(freshDice.save());
      }
    }
    // four distances, three bands (medium twice, long, short): three volleys built
    expect(work.volleys).toBe(12);
    expect(work.built).toBe(3);
  });
});
