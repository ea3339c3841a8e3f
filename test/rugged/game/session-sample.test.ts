// The rugged session's step without its chance tree (issue 14, session-sample.ts and session-roller.ts): sampled, it
// plays the phases at once on the direct roller. Properties (fast-check, seed printed on failure): on random scenarios,
// seeds and policies (the shipped ones, or a random pick among the allowed choices), the session's sampled step and
// the plain game's chance tree sampled on the same generator give equal values and consume the same draws, step for
// step; resolved with a trace, the session's step is the game's chance (the same trace and value); every state the
// direct path gives parses with the state schema and is frozen all the way down; the states it reads (frozen) are
// unchanged; the work counters show that simulateBattle's loop builds no chance tree.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleNode } from "../../../src/core/compile.js";
import { fight } from "../../../src/core/game/battle.js";
import { type Choice, CommandRefused } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { generatorOf } from "../../../src/core/seeded-dice.js";
import type { TraceEntry } from "../../../src/core/trace.js";
import type { IntSource } from "../../../src/core/uniform.js";
import { play, resolve, restoreDice, seededDice, simulateBattle } from "../../../src/index.js";
import { ruggedSessionWith } from "../../../src/rugged/game/game.js";
import type { SessionWork } from "../../../src/rugged/game/session.js";
import {
  advanceAndCharge,
  holdAndShoot,
  type RuggedCommand,
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

/** The dice of a trace: each die's kind and face, in order. */
function faces(trace: readonly TraceEntry[]): string[] {
  return trace.flatMap((e) => (e.type === "die" ? [`${e.kind}:${String(e.face)}`] : []));
}

/** The generator of seeded dice (what simulateBattle's loop samples each step on). */
function rngOf(dice: unknown): IntSource {
  const rng = generatorOf(dice);
  if (rng === undefined) throw new Error("expected seeded dice");
  return rng;
}

/** The command a battle plays next: the shipped policies', or the `pick`-th allowed choice (a random policy). */
function commandOf(state: RuggedState, pick: (n: number) => number, random: boolean): RuggedCommand {
  const choices: readonly Choice<RuggedCommand>[] = ruggedGame.options(state);
  if (!random) {
    const side = ruggedGame.player?.(state) ?? "riflemen";
    return (side === "thugs" ? advanceAndCharge : holdAndShoot)(state, choices);
  }
  const allowed = choices.filter((c) => c.allowed);
  const choice = allowed[pick(allowed.length)];
  if (choice === undefined) throw new Error("no command allowed");
  return choice.command;
}

/** The session's own command equal as data to `command` (the frozen object its options offered), else `command`. */
function offeredOf(session: typeof ruggedGame, state: RuggedState, command: RuggedCommand): RuggedCommand {
  const key = stateKey(command);
  return session.options(state).find((c) => stateKey(c.command) === key)?.command ?? command;
}

/**
 * Battles of one session, each against the plain game: the game's chance of each step sampled on one generator and
 * the session's step sampled on another from the same seed (the same values, the same draws); every `traceEvery`-th
 * step also resolved with a trace from the dice as they stand (the session's step is the game's chance).
 */
function lockstep(scenario: RuggedScenario, seeds: readonly number[], random: boolean, work: SessionWork, traceEvery = 5): Set<string> {
  const seen = new Set<string>();
  const session = ruggedSessionWith(work);
  const first = session.setup(scenario);
  for (const seed of seeds) {
    const treeDice = seededDice(seed);
    const nowDice = seededDice(seed);
    const treeRng = rngOf(treeDice);
    const nowRng = rngOf(nowDice);
    let choice = (seed >>> 0) % 2147483647 || 1;
    // a small generator of its own for the random policy (Park-Miller): the game's dice stay the game's
    const pick = (n: number): number => {
      choice = (choice * 48271) % 2147483647;
      return choice % n;
    };
    let a = ruggedGame.setup(scenario);
    let b = first;
    for (let steps = 0; ruggedGame.outcome(a) === undefined && steps < 300; steps++) {
      const command = commandOf(a, pick, random);
      const offered = offeredOf(session, b, command);
      const tree = ruggedGame.step(a, command);
      const sampled = session.step(b, offered);
      if (steps % traceEvery === 0) {
        const saved = treeDice.save();
        const byTree = resolve(tree, restoreDice(saved));
        const bySession = resolve(sampled, restoreDice(saved));
        expect(stateKey(bySession.value)).toBe(stateKey(byTree.value));
        // the same dice (a session's volley is built over canonical figures, so its trace names them by position)
        expect(faces(bySession.trace)).toEqual(faces(byTree.trace));
      }
      const before = stateKey(b);
      const want = sampleNode(tree.node, treeRng) as { state: RuggedState; events: unknown };
      const got = sampleNode(sampled.node, nowRng) as { state: RuggedState; events: readonly { type: string }[] };
      for (const e of got.events) seen.add(e.type);
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
  return seen;
}

describe("the rugged session's direct sampler (issue 14: no chance tree on simulateBattle's path; RUG-SEQ-1, RUG-SHOOT-1..7, RUG-MOR-1, RUG-HTH-1)", () => {
  it("draws what the game's chance tree draws, step for step and die for die, on random scenarios with the shipped policies (fast-check; RUG-LUCK-2, RUG-TRAIT-N4, RUG-TRAIT-P8)", () => {
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
    expect(work.sampled).toBeGreaterThan(0);
  }, 300_000);

  it("draws what the game's chance tree draws with a random policy: any allowed command of every phase, rallies and charges among them (fast-check; RUG-MOR-1, RUG-HTH-1, RUG-MOVE-1)", () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(fc.integer(), { minLength: 1, maxLength: 3 }), (scenario, seeds) => {
        lockstep(deepFreeze(structuredClone(scenario)), seeds, true, noWork(), 3);
      }),
      { numRuns: 25 },
    );
  }, 300_000);

  it("plays the ten-against-ten skirmish draw for draw, through its volleys, charge tests, fights, morale tests and flights (RUG-SEQ-1, RUG-MOR-1, RUG-HTH-1)", () => {
    const seen = lockstep(tenScenario, [1, 2, 3, 4], false, noWork());
    for (const type of lockstep(tenScenario, [5, 6, 7, 8], true, noWork())) seen.add(type);
    for (const type of ["volley", "chargeTest", "contact", "fight", "morale", "flee", "end"]) expect([type, seen.has(type)]).toEqual([type, true]);
  }, 120_000);

  it("builds no chance tree in simulateBattle's loop: every step sampled at once (work counters)", () => {
    const work = noWork();
    // the step-by-step loop (without battleRolled, which plays a battle of the shipped policies whole: battle-rolled.test.ts)
    const session = ruggedSessionWith(work, false);
    const first = session.setup(tenScenario);
    const dice = seededDice(9);
    for (let i = 0; i < 50; i++) fight("test", session, first, shipped, dice, 1000);
    expect(work.trees).toBe(0);
    expect(work.sampled).toBeGreaterThan(0);
    // a step without dice is played once and kept; every other step is sampled on the direct roller
    expect(work.sampled).toBeLessThanOrEqual(work.steps);
    // resolved with a trace (play), the session's step builds the game's chance: then, and only then, a tree
    const command = session.options(first)[0]?.command as RuggedCommand;
    play(session, first, command, seededDice(1));
    expect(work.trees).toBe(1);
  });

  it("gives simulateBattle's frequencies of the game without a session, for every summary (RUG-SEQ-1)", () => {
    // the same game without its session (simulateBattle then plays the game's own steps)
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
    const options = { runs: 60, seed: 2026, chunkSize: 30, summary: { state: (s: RuggedState) => stateKey(s) } };
    expect(stateKey(simulateBattle(ruggedGame, tenScenario, shipped, options))).toBe(stateKey(simulateBattle(plain, tenScenario, shipped, options)));
  }, 120_000);

  it("refuses a command the rules refuse when the step is asked for, before any die (RUG-SEQ-1)", () => {
    const session = ruggedSessionWith(noWork());
    const first = session.setup(tenScenario);
    expect(() => session.step(first, { type: "fire" })).toThrow(CommandRefused);
  });
});
