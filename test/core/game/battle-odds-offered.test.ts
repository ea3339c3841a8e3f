// battleOdds plays a command the options gave as the core's loops do (issue 15): an allowed choice the policy hands
// back (the same object) goes to Game.stepOffered where the game has one, not parsed by the CommandSchema; a fresh
// command or a refused choice takes the one path of every helper (parsed once, the game's step, its refusal). And
// each next state is keyed once (work counters: the calls of stepOffered, of the schema and of Game.key), with the
// fractions of the plain duel and of the hand calculation.
import { describe, expect, it } from "vitest";
import { battleOdds, type Choice, type Game, RulesError } from "../../../src/index.js";
import { countingSchema } from "./counting-schema.js";
import { aimThenStrike, alwaysStrike, type DuelCommand, type DuelEvent, type DuelState, duel, scenarios } from "./duel.js";

interface Counts {
  offered: number;
  schema: number;
  keys: number;
}

/** The duel with a stepOffered (the game's step), a key (canonical: the duel builds its states in one order) and a schema that count their calls. */
function counted(): { game: Game<DuelState, DuelCommand, DuelEvent, string>; counts: Counts } {
  const counts: Counts = { offered: 0, schema: 0, keys: 0 };
  const CommandSchema = countingSchema(duel.CommandSchema, () => counts.schema++);
  const game: Game<DuelState, DuelCommand, DuelEvent, string> = {
    ...duel,
    CommandSchema,
    stepOffered: (state, command) => {
      counts.offered++;
      return duel.step(state, command);
    },
    key: (state) => {
      counts.keys++;
      return JSON.stringify(state);
    },
  };
  return { game, counts };
}

const fractions = (exact: ReturnType<typeof battleOdds<DuelState, DuelCommand, DuelEvent, string>>) =>
  exact.outcomes.map((o) => [o.value, o.probability.toString()]);

describe("battleOdds on offered steps", () => {
  it("DUEL-3: Ann (4+) against Bob (5+), 1 hp each, always striking: 3/4 by hand = (1/2) / (1 - 1/2 x 2/3); two states to play, two stepOffered calls, no parse", () => {
    const { game, counts } = counted();
    const exact = battleOdds(game, scenarios.quick, alwaysStrike);
    expect(exact.probability("ann").toString()).toBe("3/4");
    expect(fractions(exact)).toEqual(fractions(battleOdds(duel, scenarios.quick, alwaysStrike)));
    // the states: Ann to strike, Bob to strike (a miss each brings Ann's turn back), Ann won, Bob won
    expect(exact.states).toBe(4);
    expect(counts.offered).toBe(2);
    expect(counts.schema).toBe(0);
    // each state keyed once: the first, then each step's two next states (Ann won or Bob's turn; Bob won or Ann's turn)
    expect(counts.keys).toBe(1 + 2 + 2);
  });

  it("DUEL-2 DUEL-3: Bob aiming before every strike: 1696/2401 as worked apart and as the plain duel, every step offered", () => {
    const { game, counts } = counted();
    const exact = battleOdds(game, scenarios.longer, { ann: alwaysStrike, bob: aimThenStrike });
    expect(fractions(exact)).toEqual(fractions(battleOdds(duel, scenarios.longer, { ann: alwaysStrike, bob: aimThenStrike })));
    // worked apart: the strikes come Ann, Ann, Bob (aimed: 4+) and again, each hitting on a 1/2; Ann wins with her
    // third hit before Bob's second (a 6-state chain over hits left and place in the cycle, solved exactly)
    expect(exact.probability("ann").toString()).toBe("1696/2401");
    expect(counts.schema).toBe(0);
    // one offered step per state still playing: Ann's 2 or 1 hp, Bob's 3, 2 or 1, and four places in the cycle
    // (Ann to strike, Bob to aim, Ann to strike with Bob aiming, Bob to strike): 2 x 3 x 4
    expect(counts.offered).toBe(24);
  });

  it("a policy's fresh command (not the options' own object) is parsed once per distinct command and played by step", () => {
    const { game, counts } = counted();
    const fresh = (state: DuelState, choices: readonly Choice<DuelCommand>[]): DuelCommand => ({ ...alwaysStrike(state, choices) });
    expect(battleOdds(game, scenarios.quick, fresh).probability("ann").toString()).toBe("3/4");
    expect(counts.offered).toBe(0);
    // Ann strikes, Bob strikes
    expect(counts.schema).toBe(2);
  });

  it("DUEL-1: a refused choice handed back is refused by the game's step with its reasons, not offered", () => {
    const { game, counts } = counted();
    // the other fighter's strike, as the options list it (allowed: false, NOT_YOUR_TURN)
    const outOfTurn = (state: DuelState, choices: readonly Choice<DuelCommand>[]): DuelCommand => {
      const choice = choices.find((c) => c.command.type === "strike" && c.command.actor !== state.fighters[state.turn]!.id);
      if (choice === undefined) throw new Error("no strike out of turn");
      return choice.command;
    };
    let error: unknown;
    try {
      battleOdds(game, scenarios.quick, outOfTurn);
    } catch (e) {
      error = e;
    }
    expect(RulesError.is(error)).toBe(true);
    expect((error as RulesError).code).toBe("RULE_VIOLATION");
    expect(counts.offered).toBe(0);
  });
});
