// What the vivid session's tests share (issue 14): a session without its rolled battle, the pairings of the shipped
// policies, zeroed work counters, and the check that a session's rolled battles are the loop's, die for die.
import { expect } from "vitest";
import { fight } from "../../../src/core/game/battle.js";
import { decide, type Game, type Policy } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { play, type SeededDice, seededDice } from "../../../src/index.js";
import { vividSessionWith } from "../../../src/vivid/game/game.js";
import type { VividSessionWork } from "../../../src/vivid/game/session-volleys.js";
import {
  advanceAndCharge,
  holdAndShoot,
  type VividCommand,
  type VividEvent,
  type VividOutcome,
  type VividScenario,
  type VividState,
  VividStateSchema,
  vividGame,
} from "../../../src/vivid/index.js";

export type VividGame = Game<VividState, VividCommand, VividEvent, VividOutcome>;
export type VividPolicy = Policy<VividState, VividCommand>;

/** A session without its rolled battle: the core's loop plays every step (options, policy, stepRolled). */
export function loopOnly(session: VividGame): VividGame {
  const members = Object.getOwnPropertyDescriptors(session);
  delete (members as Partial<typeof members>).battleRolled;
  return Object.freeze(Object.defineProperties({}, members)) as VividGame;
}

/** Every pairing of the two shipped policies (by side, and one policy for both). */
export const PAIRS: readonly (VividPolicy | Readonly<Record<string, VividPolicy>>)[] = [
  { good: holdAndShoot, bad: advanceAndCharge },
  { good: advanceAndCharge, bad: holdAndShoot },
  { good: advanceAndCharge, bad: advanceAndCharge },
  holdAndShoot,
  advanceAndCharge,
];

/** A session's work counters, all zero. */
export const zeroWork = (): VividSessionWork => ({
  volleys: 0,
  canonical: 0,
  built: 0,
  options: 0,
  blocks: 0,
  blocksBuilt: 0,
  steps: 0,
  kept: 0,
  found: 0,
  listed: 0,
  rules: 0,
});

/**
 * `battles` battles of one session from the same first state, each rolled at once and played by the loop on dice of
 * the same seed: the same step count, the same last state (as data, frozen, valid) and the dice at the same place.
 */
export function expectRolledAsLoop(first: VividState, policies: VividPolicy, seed: number, maxSteps: number, battles: number): void {
  const rolled = vividSessionWith();
  const loop = loopOnly(vividSessionWith());
  const a = seededDice(seed);
  const b = seededDice(seed);
  for (let battle = 0; battle < battles; battle++) {
    expectSameBattle(rolled.battleRolled?.(first, policies, a, maxSteps), fight("test", loop, first, policies, b, maxSteps), a, b);
  }
}

/**
 * A battle rolled at once (`whole`, on dice `a`) is the loop's (`stepped`, on dice `b`): the same step count, the same
 * last state (as data, frozen, valid) and the dice at the same place.
 */
export function expectSameBattle(
  whole: { state: VividState; steps: number } | undefined,
  stepped: { state: VividState; end: { steps: number } },
  a: SeededDice,
  b: SeededDice,
): void {
  expect(whole).toBeDefined();
  if (whole === undefined) return;
  expect(whole.steps).toBe(stepped.end.steps);
  expect(stateKey(whole.state)).toBe(stateKey(stepped.state));
  expect(whole.state).toEqual(stepped.state);
  expect(a.save()).toEqual(b.save());
  expect(Object.isFrozen(whole.state)).toBe(true);
  expect(VividStateSchema.safeParse(whole.state).success).toBe(true);
}

/**
 * Plays `battles` battles of `scenario` through one session counted into `work`, each step compared with play's
 * (the game without a session), die for die: the same state and events as data, the dice at the same place, every
 * state of the session's passing the state schema, and the session's options asked on its own state as the core's
 * loop asks them.
 */
export function expectSessionAsPlay(
  scenario: VividScenario,
  seed: number,
  battles: number,
  work: VividSessionWork,
  policies: VividPolicy | Readonly<Record<string, VividPolicy>> = { good: holdAndShoot, bad: advanceAndCharge },
): void {
  const session = vividSessionWith(work);
  const traced = seededDice(seed);
  const fast = seededDice(seed);
  const first = vividGame.setup(scenario);
  for (let battle = 0; battle < battles; battle++) {
    let a = first;
    let b = first;
    for (let steps = 0; vividGame.outcome(a) === undefined && steps < 300; steps++) {
      const command = decide("test", vividGame, policies, a);
      const played = play(vividGame, a, command, traced);
      const value = resolveValue(session.step(b, command), fast) as { state: VividState; events: readonly VividEvent[] };
      expect(stateKey(value.state)).toBe(stateKey(played.state));
      expect(stateKey(value.events)).toBe(stateKey(played.events));
      expect(fast.save()).toEqual(traced.save());
      expect(VividStateSchema.safeParse(value.state).success).toBe(true);
      a = played.state;
      b = value.state;
      session.options(b);
    }
    expect(session.outcome(b)).toEqual(vividGame.outcome(a));
  }
}
