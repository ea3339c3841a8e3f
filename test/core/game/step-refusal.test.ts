import { describe, expect, it } from "vitest";
import { battleOdds, type Game, RulesError, sum } from "../../../src/index.js";
import { type DuelCommand, type DuelEvent, type DuelState, duel, scenarios } from "./duel.js";

describe("battleOdds: a step too large to enumerate", () => {
  it("names the limit the step's own enumeration passed, and keeps that refusal as the cause", () => {
    // one step rolls 400d100 (39,601 sums): the step's enumeration refuses on its work estimate, not on its states
    const heavy: Game<DuelState, DuelCommand, DuelEvent, string> = {
      ...duel,
      options: (state) => [{ command: { type: "aim", actor: state.fighters[state.turn]?.id ?? "" }, allowed: true, reasons: [] }],
      step: (state) => sum(400, "d100").map((t) => ({ state: { ...state, yielded: t > 0 ? "bob" : "ann" }, events: [] })),
    };
    let caught: unknown;
    try {
      battleOdds(heavy, scenarios.quick, (_state, choices) => choices[0]?.command ?? ({ type: "aim", actor: "ann" } as const));
    } catch (error) {
      caught = error;
    }
    expect(RulesError.is(caught)).toBe(true);
    const error = caught as RulesError;
    expect(error.code).toBe("TOO_COMPLEX");
    expect(error.value).toBe(1);
    expect(error.message).toContain("one step's exact enumeration was refused after 1 battle states (maxStepStates = 200000)");
    expect(RulesError.is(error.cause)).toBe(true);
    const cause = error.cause as RulesError;
    expect(cause.code).toBe("TOO_COMPLEX");
    expect(error.message).toContain(cause.message);
  });
});
