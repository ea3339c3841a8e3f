// The rugged session's Game.stepRolled (issue 14, rfast): simulateBattle with seeded dice plays each step of a state of
// one battle at once on the direct roller, with no chance, sampler or kept pair built around it. Properties (fast-check,
// seed printed on failure): on random scenarios, seeds and policies, stepRolled on seeded dice and the plain game's
// chance tree sampled on the same seed give equal values and consume the same draws, step for step; every state it
// gives parses with the state schema and is frozen all the way down; the states it reads are unchanged; it refuses
// what `step` refuses, before any die; the work counters show the steps it rolled without a chance.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleNode } from "../../../src/core/compile.js";
import { fight } from "../../../src/core/game/battle.js";
import { type Choice, CommandRefused, type Step } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { generatorOf, type SeededDice } from "../../../src/core/seeded-dice.js";
import type { IntSource } from "../../../src/core/uniform.js";
import { seededDice, simulateBattle } from "../../../src/index.js";
import { ruggedSessionWith } from "../../../src/rugged/game/game.js";
import type { SessionWork } from "../../../src/rugged/game/session.js";
import {
  advanceAndCharge,
  holdAndShoot,
  type RuggedCommand,
  type RuggedEvent,
  type RuggedScenario,
  type RuggedState,
  RuggedStateSchema,
  ruggedGame,
} from "../../../src/rugged/index.js";
import { deepFreeze } from "../../helpers.js";
import { tenScenario } from "./scenarios.js";
import { scenarioArb } from "./session-arbitraries.js";

const shipped = { riflemen: holdAndShoot, thugs: advanceAndCharge };

const noWork = (): SessionWork => ({ volleys: 0, built: 0, steps: 0, kept: 0, sampled: 0, trees: 0 });

/** Whether a value is frozen all the way down. */
function deepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== "object") return true;
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every(deepFrozen);
}

function rngOf(dice: unknown): IntSource {
  const rng = generatorOf(dice);
  if (rng === undefined) throw new Error("expected seeded dice");
  return rng;
}

/** The command a battle plays next: the shipped policies', or the `pick`-th allowed choice (a random policy). */
function commandOf(state: RuggedState, choices: readonly Choice<RuggedCommand>[], pick: (n: number) => number, random: boolean): RuggedCommand {
  if (!random) {
    const side = ruggedGame.player?.(state) ?? "riflemen";
    return (side === "thugs" ? advanceAndCharge : holdAndShoot)(state, choices);
  }
  const allowed = choices.filter((c) => c.allowed);
  const choice = allowed[pick(allowed.length)];
  if (choice === undefined) throw new Error("no command allowed");
  return choice.command;
}

/**
 * Battles of one session's stepRolled against the plain game's chance tree sampled on a generator of the same seed:
 * the policy reads the session's own choices (so the command is the object its options offered, as in simulateBattle),
 * and the plain game steps the same command as data.
 */
function lockstep(scenario: RuggedScenario, seeds: readonly number[], random: boolean, work: SessionWork): void {
  const session = ruggedSessionWith(work);
  const rolled = (state: RuggedState, command: RuggedCommand, dice: SeededDice): Step<RuggedState, RuggedEvent> => {
    if (session.stepRolled === undefined) throw new Error("expected the session's stepRolled");
    return session.stepRolled(state, command, dice);
  };
  const first = session.setup(scenario);
  for (const seed of seeds) {
    const treeDice = seededDice(seed);
    const nowDice = seededDice(seed);
    const treeRng = rngOf(treeDice);
    let choice = (seed >>> 0) % 2147483647 || 1;
    // the random policy's own generator (Park-Miller): the game's dice stay the game's
    const pick = (n: number): number => {
      choice = (choice * 48271) % 2147483647;
      return choice % n;
    };
    let a = ruggedGame.setup(scenario);
    let b = first;
    for (let steps = 0; ruggedGame.outcome(a) === undefined && steps < 300; steps++) {
      const command = commandOf(b, session.options(b), pick, random);
      const want = sampleNode(ruggedGame.step(a, JSON.parse(JSON.stringify(command)) as RuggedCommand).node, treeRng) as Step<RuggedState, RuggedEvent>;
      const before = stateKey(b);
      const got = rolled(b, command, nowDice);
      // draw for draw: the same dice consumed, the same value
      expect(nowDice.save()).toEqual(treeDice.save());
      expect(stateKey(got.state)).toBe(stateKey(want.state));
      expect(stateKey(got.events)).toBe(stateKey(want.events));
      // the state read is unchanged, the state given is valid and frozen all the way down
      expect(stateKey(b)).toBe(before);
      expect(RuggedStateSchema.safeParse(got.state).success).toBe(true);
      expect(deepFrozen(got.state)).toBe(true);
      a = want.state;
      b = got.state;
    }
    expect(session.outcome(b)).toEqual(ruggedGame.outcome(a));
  }
}

describe("the rugged session's stepRolled (issue 14: no chance built on simulateBattle's path; RUG-SEQ-1, RUG-SHOOT-1..7, RUG-MOR-1, RUG-HTH-1)", () => {
  it("draws what the game's chance tree draws, step for step and die for die, with the shipped policies (fast-check; RUG-LUCK-2, RUG-TRAIT-N4, RUG-TRAIT-P8)", () => {
    const work = noWork();
    fc.assert(
      fc.property(scenarioArb, fc.array(fc.integer(), { minLength: 1, maxLength: 3 }), (scenario, seeds) => {
        const frozen = deepFreeze(structuredClone(scenario));
        const before = stateKey(frozen);
        lockstep(frozen, seeds, false, work);
        expect(stateKey(frozen)).toBe(before);
      }),
      { numRuns: 15 },
    );
    expect(work.rolled ?? 0).toBeGreaterThan(0);
    expect(work.trees).toBe(0);
  }, 300_000);

  it("draws what the game's chance tree draws with a random policy: any allowed command of every phase (fast-check; RUG-MOR-1, RUG-HTH-1, RUG-MOVE-1)", () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(fc.integer(), { minLength: 1, maxLength: 3 }), (scenario, seeds) => {
        lockstep(deepFreeze(structuredClone(scenario)), seeds, true, noWork());
      }),
      { numRuns: 25 },
    );
  }, 300_000);

  it("plays the ten-against-ten skirmish draw for draw (RUG-SEQ-1, RUG-MOR-1, RUG-HTH-1)", () => {
    lockstep(tenScenario, [1, 2, 3, 4], false, noWork());
    lockstep(tenScenario, [5, 6, 7, 8], true, noWork());
  }, 120_000);

  it("rolls every step of a battle's own states without a chance in simulateBattle's loop; the shared first steps stay kept (work counters)", () => {
    const work = noWork();
    // the step-by-step loop (without battleRolled, which plays a battle of the shipped policies whole: battle-rolled.test.ts)
    const session = ruggedSessionWith(work, false);
    const first = session.setup(tenScenario);
    const dice = seededDice(9);
    for (let i = 0; i < 50; i++) fight("test", session, first, shipped, dice, 1000);
    expect(work.trees).toBe(0);
    // the states before the first die are shared by every battle: their steps found again (kept), never rolled afresh
    expect(work.kept).toBeGreaterThan(0);
    // every other step rolled at once: no chance, sampler or kept pair built around it
    expect(work.rolled ?? 0).toBeGreaterThan(0);
    expect(work.rolled ?? 0).toBeLessThanOrEqual(work.sampled);
    expect(work.sampled).toBeLessThanOrEqual(work.steps);
  });

  it("refuses what step refuses, before any die (RUG-SEQ-1)", () => {
    const session = ruggedSessionWith(noWork());
    const rolled = (state: RuggedState, command: RuggedCommand, dice: SeededDice): Step<RuggedState, RuggedEvent> => {
      if (session.stepRolled === undefined) throw new Error("expected the session's stepRolled");
      return session.stepRolled(state, command, dice);
    };
    const first = session.setup(tenScenario);
    const dice = seededDice(3);
    const saved = dice.save();
    expect(() => rolled(first, { type: "fire" }, dice)).toThrow(CommandRefused);
    // a state of one battle (after a die): the refusal comes before any die too
    let state = first;
    for (let i = 0; i < 200 && !(state.turn >= 2 && state.phase === "shooting"); i++) {
      const command = commandOf(state, session.options(state), () => 0, false);
      state = rolled(state, command, dice).state;
    }
    expect([state.turn, state.phase, state.result]).toEqual([2, "shooting", null]);
    const mid = dice.save();
    expect(() => rolled(state, { type: "endTurn" }, dice)).toThrow(CommandRefused);
    expect(dice.save()).toEqual(mid);
    expect(saved).not.toEqual(mid);
  });

  it("gives the frequencies of the game without a session (RUG-SEQ-1)", () => {
    const g = ruggedGame;
    const plain: typeof ruggedGame = {
      system: g.system,
      StateSchema: g.StateSchema,
      CommandSchema: g.CommandSchema,
      setup: (scenario) => g.setup(scenario),
      options: (state) => g.options(state),
      step: (state, command) => g.step(state, command),
      outcome: (state) => g.outcome(state),
      describe: (events) => g.describe(events),
      player: (state) => g.player?.(state),
    };
    const options = { runs: 40, seed: 24, chunkSize: 20, summary: { state: (s: RuggedState) => stateKey(s) } };
    expect(stateKey(simulateBattle(ruggedGame, tenScenario, shipped, options))).toBe(stateKey(simulateBattle(plain, tenScenario, shipped, options)));
  }, 120_000);
});
