// Game.battleRolled (stop 25, issue 14): a whole battle rolled at once on seeded dice. simulateBattle asks it first
// for every battle; a game that plays the battle itself (its working state written in place) returns the last state
// and the steps, drawing the same dice in the same order as the loop; `undefined` (before any die) lets the loop play.
// Results are the game's own, battle for battle, when battleRolled keeps its contract. Work counters, never timed.
// The core has no rule ids of its own: these tests cite the issue.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { knownPolicies } from "../../../src/core/game/contract.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { type Game, RulesError, type SeededDice, simulateBattle } from "../../../src/index.js";
import { thrown } from "../../throws.js";
import { aimThenStrike, alwaysStrike, type DuelCommand, type DuelEvent, type DuelState, duel, scenarios } from "./duel.js";

type Duel = Game<DuelState, DuelCommand, DuelEvent, string>;

const policies = { ann: alwaysStrike, bob: aimThenStrike };

/** The loop's own play of one battle, written in the test: options, the policy's command, the step sampled. */
function played(state: DuelState, dice: SeededDice, maxSteps: number): { state: DuelState; steps: number } {
  let now = state;
  let steps = 0;
  while (duel.outcome(now) === undefined && steps < maxSteps) {
    const player = duel.player?.(now);
    const policy = player === "ann" ? policies.ann : policies.bob;
    const command = policy(now, duel.options(now));
    now = resolveValue(duel.step(now, command), dice).state;
    steps++;
  }
  return { state: now, steps };
}

/** The duel with a battleRolled that plays its known policies itself, and counters. */
function rolledDuel(): { game: Duel; counts: { battles: number; declined: number } } {
  const counts = { battles: 0, declined: 0 };
  const game: Duel = {
    ...duel,
    battleRolled: (state, given, dice, maxSteps) => {
      if (given !== policies) {
        counts.declined++;
        return undefined;
      }
      counts.battles++;
      return played(state, dice, maxSteps);
    },
  };
  return { game, counts };
}

const stepsSummary = { steps: (_s: DuelState, end: { steps: number }) => end.steps };

describe("Game.battleRolled: simulateBattle's battle rolled at once (issue 14)", () => {
  it("plays every battle with it, with the loop's own frequencies, for any seed, chunk size and step limit", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom("quick", "longer", "limited"),
        (seed, chunkSize, maxSteps, which) => {
          const { game, counts } = rolledDuel();
          const options = { runs: 40, seed, chunkSize, maxSteps, summary: stepsSummary };
          const result = simulateBattle(game, scenarios[which], policies, options);
          expect(counts.battles).toBe(40);
          expect(result).toEqual(simulateBattle(duel, scenarios[which], policies, options));
        },
      ),
      { numRuns: 30 },
    );
  });

  it("undefined lets the loop play the battle, with the same results", () => {
    const { game, counts } = rolledDuel();
    const other = { ann: alwaysStrike, bob: alwaysStrike };
    const options = { runs: 25, seed: 3, summary: stepsSummary };
    expect(simulateBattle(game, scenarios.longer, other, options)).toEqual(simulateBattle(duel, scenarios.longer, other, options));
    expect(counts).toEqual({ battles: 0, declined: 25 });
  });

  it("a battleRolled that is not a function, throws or returns junk is refused, naming it", () => {
    const bad = { ...duel, battleRolled: 3 } as unknown as Duel;
    const refused = thrown(() => simulateBattle(bad, scenarios.quick, policies, { runs: 1, seed: 1 })) as RulesError;
    expect(refused.code).toBe("INVALID_ARGUMENT");
    expect(refused.path).toBe("game.battleRolled");
    const path = "game.battleRolled(state, policies, dice, maxSteps)";
    const boom = (): never => {
      throw new TypeError("boom");
    };
    const start = duel.setup(scenarios.quick);
    for (const battleRolled of [
      boom,
      () => 7,
      () => ({ state: start, steps: -1 }),
      () => ({ state: start, steps: 1e9 }),
      () => ({ state: start, steps: 0.5 }),
    ]) {
      const error = thrown(() => simulateBattle({ ...duel, battleRolled } as unknown as Duel, scenarios.quick, policies, { runs: 1, seed: 1 })) as RulesError;
      expect(RulesError.is(error)).toBe(true);
      expect(error.fn).toBe("simulateBattle");
      expect(error.path).toBe(path);
    }
  });

  it("is given the battle's own seeded dice, one stream for a chunk", () => {
    const seen: SeededDice[] = [];
    const game: Duel = {
      ...duel,
      battleRolled: (state, _given, dice, maxSteps) => {
        seen.push(dice);
        return played(state, dice, maxSteps);
      },
    };
    expect(simulateBattle(game, scenarios.quick, policies, { runs: 4, seed: 8, chunkSize: 4 })).toEqual(
      simulateBattle(duel, scenarios.quick, policies, { runs: 4, seed: 8, chunkSize: 4 }),
    );
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toHaveProperty("save");
  });

  it("knownPolicies: the game's form of every player's policy, or undefined for anything it does not know or cannot read once", () => {
    const known = (p: unknown): string | undefined => (p === alwaysStrike ? "strike" : p === aimThenStrike ? "aim" : undefined);
    const players = ["ann", "bob"];
    expect(knownPolicies(alwaysStrike, players, known)).toEqual(
      new Map([
        ["ann", "strike"],
        ["bob", "strike"],
      ]),
    );
    expect(knownPolicies(policies, players, known)).toEqual(
      new Map([
        ["ann", "strike"],
        ["bob", "aim"],
      ]),
    );
    const other = (): never => {
      throw new Error("never called");
    };
    expect(knownPolicies(other, players, known)).toBeUndefined();
    expect(knownPolicies({ ann: alwaysStrike }, players, known)).toBeUndefined();
    expect(knownPolicies({ ann: alwaysStrike, bob: other }, players, known)).toBeUndefined();
    expect(
      knownPolicies(
        {
          ann: alwaysStrike,
          get bob() {
            return aimThenStrike;
          },
        },
        players,
        known,
      ),
    ).toBeUndefined();
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(knownPolicies(revoked.proxy, players, known)).toBeUndefined();
    expect(knownPolicies(null, players, known)).toBeUndefined();
  });
});
