// Game.stepRolled (issue 15, tgame3): a step rolled at once on seeded dice, without its chance. simulateBattle plays
// every step of a battle with it when the game has it (in place of step and stepOffered), the command parsed as
// before (a command the options gave, by identity, is not); autoplay and play never use it (they keep traces). The
// results are the game's own, battle for battle, when stepRolled keeps its contract (the same dice in the same
// order as the step's chance sampled). Counted on work counters, never timed. The core has no rule ids of its own:
// these tests cite the issue.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveValue } from "../../../src/core/resolve.js";
import {
  autoplay,
  constant,
  type Game,
  type Policy,
  RulesError,
  type SeededDice,
  seededDice,
  simulateBattle,
  type StandardSchemaV1,
} from "../../../src/index.js";
import { thrown } from "../../throws.js";
import { aimThenStrike, alwaysStrike, type DuelCommand, type DuelEvent, type DuelState, duel, scenarios } from "./duel.js";

type Duel = Game<DuelState, DuelCommand, DuelEvent, string>;

interface Counts {
  steps: number;
  offered: number;
  rolled: number;
  parses: number;
}

/** The duel with a stepRolled that samples its own step's chance on the dice (the contract, kept), and counters. */
function rolledDuel(): { game: Duel; counts: Counts } {
  const counts: Counts = { steps: 0, offered: 0, rolled: 0, parses: 0 };
  const inner = duel.CommandSchema["~standard"];
  const CommandSchema: StandardSchemaV1<unknown, DuelCommand> = {
    "~standard": {
      version: 1,
      vendor: "test",
      validate: (value: unknown) => {
        counts.parses++;
        return inner.validate(value);
      },
    },
  };
  const game: Duel = {
    ...duel,
    CommandSchema,
    step: (state, command) => {
      counts.steps++;
      return duel.step(state, command);
    },
    stepOffered: (state, command) => {
      counts.offered++;
      return duel.step(state, command);
    },
    stepRolled: (state, command, dice) => {
      counts.rolled++;
      return resolveValue(duel.step(state, command), dice);
    },
  };
  return { game, counts };
}

const policies = { ann: alwaysStrike, bob: aimThenStrike };
/** A policy that hands back a fresh copy of the command it picks (not the options' own object: parsed). */
const copying =
  (policy: Policy<DuelState, DuelCommand>): Policy<DuelState, DuelCommand> =>
  (state, choices) => ({ ...policy(state, choices) });

const stepsOf = (result: { summaries: { steps: readonly { value: number; count: number }[] } }): number =>
  result.summaries.steps.reduce((n, o) => n + o.value * o.count, 0);

describe("Game.stepRolled: simulateBattle's step rolled at once (issue 15)", () => {
  it("simulateBattle rolls every step with it (no step, no stepOffered), with the game's own frequencies, for any seed and chunk size", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 40 }), fc.constantFrom("quick", "longer", "limited"), (seed, chunkSize, which) => {
        const scenario = scenarios[which];
        const { game, counts } = rolledDuel();
        const options = { runs: 40, seed, chunkSize, summary: { steps: (_s: DuelState, end: { steps: number }) => end.steps } };
        const result = simulateBattle(game, scenario, policies, options);
        expect(counts.rolled).toBe(stepsOf(result));
        expect(counts.steps + counts.offered + counts.parses).toBe(0);
        expect(result).toEqual(simulateBattle(duel, scenario, policies, options));
      }),
      { numRuns: 30 },
    );
  });

  it("a command that is not the options' own object is parsed once a step, then rolled", () => {
    const { game, counts } = rolledDuel();
    const options = { runs: 30, seed: 5, summary: { steps: (_s: DuelState, end: { steps: number }) => end.steps } };
    const result = simulateBattle(game, scenarios.longer, { ann: copying(alwaysStrike), bob: copying(aimThenStrike) }, options);
    expect(counts.parses).toBe(stepsOf(result));
    expect(counts.rolled).toBe(stepsOf(result));
    expect(result).toEqual(simulateBattle(duel, scenarios.longer, policies, options));
  });

  it("autoplay keeps its traces: it never calls stepRolled", () => {
    const { game, counts } = rolledDuel();
    const end = autoplay(game, duel.setup(scenarios.longer), policies, seededDice(2026));
    expect(counts.rolled).toBe(0);
    expect(end.steps.length).toBeGreaterThan(0);
    expect(end).toEqual(autoplay(duel, duel.setup(scenarios.longer), policies, seededDice(2026)));
  });

  it("it is handed the battle's seeded dice, and leaves them where the step's chance sampled would", () => {
    const seen: SeededDice[] = [];
    const game: Duel = {
      ...duel,
      stepRolled: (state, command, dice) => {
        seen.push(dice);
        return resolveValue(duel.step(state, command), dice);
      },
    };
    simulateBattle(game, scenarios.quick, policies, { runs: 3, seed: 8, chunkSize: 3 });
    // one chunk, one stream: the same dice object for every step of its battles
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(1);
    expect(typeof seen[0]?.save).toBe("function");
  });

  it("a game whose stepRolled is not a function is refused, naming it; a throwing or junk stepRolled is named", () => {
    const bad = { ...duel, stepRolled: 3 } as unknown as Duel;
    const refused = thrown(() => simulateBattle(bad, scenarios.quick, policies, { runs: 1, seed: 1 })) as RulesError;
    expect(refused.code).toBe("INVALID_ARGUMENT");
    expect(refused.path).toBe("game.stepRolled");
    const boom = (): never => {
      throw new TypeError("boom");
    };
    const cases: [Partial<Duel>, string][] = [
      [{ stepRolled: boom }, "game.step(state, command)"],
      [{ stepRolled: () => constant(1) as never }, "step"],
      [{ stepRolled: () => 7 as never }, "step"],
    ];
    for (const [members, path] of cases) {
      const error = thrown(() => simulateBattle({ ...duel, ...members }, scenarios.quick, policies, { runs: 1, seed: 1 })) as RulesError;
      expect(RulesError.is(error), path).toBe(true);
      expect(error.fn).toBe("simulateBattle");
      expect(error.path).toBe(path);
    }
  });
});
