// battleOdds validates each distinct command once (issue 15): the policies pick among a handful of commands
// thousands of times; the command's canonical text finds its parsed form. Counted on the schema's calls (a work
// counter, not a timing), with the same fractions as a game whose schema is not counted, and a bad command is
// still refused with its path.
import { describe, expect, it } from "vitest";
import { battleOdds, type Game, RulesError } from "../../../src/index.js";
import { countingSchema } from "./counting-schema.js";
import { aimThenStrike, alwaysStrike, type DuelCommand, type DuelEvent, type DuelState, duel, scenarios } from "./duel.js";

/** The duel with a command schema that counts its validations. */
function counted(): { game: Game<DuelState, DuelCommand, DuelEvent, string>; calls: () => number } {
  let calls = 0;
  const CommandSchema = countingSchema(duel.CommandSchema, () => calls++);
  return { game: { ...duel, CommandSchema }, calls: () => calls };
}

describe("battleOdds: each distinct command parsed once", () => {
  it("DUEL-2 DUEL-3: Bob aiming before every strike, 2 hp against 3: the plain duel's fractions, the schema called once per distinct command (3), not once per state", () => {
    const { game, calls } = counted();
    const exact = battleOdds(game, scenarios.longer, { ann: alwaysStrike, bob: aimThenStrike });
    const plain = battleOdds(duel, scenarios.longer, { ann: alwaysStrike, bob: aimThenStrike });
    expect(exact.outcomes.map((o) => [o.value, o.probability.toString()])).toEqual(plain.outcomes.map((o) => [o.value, o.probability.toString()]));
    // the commands: Ann strikes, Bob aims, Bob strikes
    expect(calls()).toBe(3);
    expect(exact.states).toBeGreaterThan(calls());
  });

  it("a policy's bad command is still refused, naming battleOdds and the command's path", () => {
    const bad = () => ({ type: "dance", actor: "ann" }) as unknown as DuelCommand;
    let error: unknown;
    try {
      battleOdds(duel, scenarios.quick, bad);
    } catch (e) {
      error = e;
    }
    expect(RulesError.is(error)).toBe(true);
    expect((error as RulesError).fn).toBe("battleOdds");
    expect((error as RulesError).code).toBe("INVALID_INPUT");
    expect((error as RulesError).path).toContain("command");
  });
});
