// Issue 10: a game object, a state or a policy that throws (a bug in the app, a throwing getter, a Proxy trap, a
// revoked Proxy) is the app's to fix: every game-layer export gives a RulesError that names the export and the
// call, and keeps the original error as `cause` (never swallowed, never a bare TypeError).
import { describe, expect, it } from "vitest";
import {
  autoplay,
  battleOdds,
  checkCommand,
  chunkPlan,
  chunkRuns,
  findChoice,
  type Game,
  loadState,
  mergeBattles,
  play,
  RulesError,
  replay,
  restoreGame,
  saveGame,
  seededDice,
  simulateBattle,
} from "../../../src/index.js";
import { alwaysStrike, type DuelCommand, type DuelEvent, type DuelState, duel, scenarios } from "./duel.js";
import { thrown } from "../../throws.js";

type Duel = Game<DuelState, DuelCommand, DuelEvent, string>;

const boom = new Error("the app's bug");
const thrower = (): never => {
  throw boom;
};
const hostileProxy = (): object => new Proxy({}, { get: thrower, has: thrower, ownKeys: thrower, getPrototypeOf: thrower, getOwnPropertyDescriptor: thrower });
const revoked = (): object => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};

/** The RulesError thrown, checked: it names `fn` and `path`, and keeps `cause` when one is expected. */
function wrapped(f: () => unknown, fn: string, path: string, cause?: unknown): RulesError {
  const error = thrown(f);
  expect(RulesError.is(error)).toBe(true);
  const e = error as RulesError;
  expect(e.fn).toBe(fn);
  expect(e.path).toBe(path);
  if (cause !== undefined) expect(e.cause).toBe(cause);
  return e;
}

describe("the game layer wraps the app's errors into RulesErrors that name the export and keep the cause", () => {
  const start = duel.setup(scenarios.longer);

  it("a game object that cannot be read (a throwing Proxy, a revoked Proxy) is named as the game", () => {
    for (const game of [hostileProxy(), revoked()]) {
      const e = wrapped(() => play(game as Duel, start, { type: "strike", actor: "ann" }, seededDice(1)), "play", "game");
      expect(e.code).toBe("INVALID_ARGUMENT");
      expect(e.cause).toBeInstanceOf(Error);
      wrapped(() => autoplay(game as Duel, start, alwaysStrike, seededDice(1)), "autoplay", "game");
      wrapped(() => battleOdds(game as Duel, scenarios.quick, alwaysStrike), "battleOdds", "game");
      wrapped(() => simulateBattle(game as Duel, scenarios.quick, alwaysStrike, { runs: 1, seed: 1 }), "simulateBattle", "game");
      wrapped(() => replay(game as Duel, { scenario: scenarios.quick, seed: 1, commands: [] }), "replay", "game");
      wrapped(() => saveGame(game as Duel, start, seededDice(1)), "saveGame", "game");
      wrapped(() => restoreGame(game as Duel, {}), "restoreGame", "game");
      wrapped(() => loadState(game as Duel, start), "loadState", "game");
    }
    // a getter that throws on the game keeps the very error thrown
    const getterGame = {
      ...duel,
      get step(): never {
        return thrower();
      },
    };
    wrapped(() => play(getterGame as Duel, start, { type: "strike", actor: "ann" }, seededDice(1)), "play", "game", boom);
  });

  it("a policy, a game member, a summary or a progress callback that throws is named by its call, the error kept as cause", () => {
    const e = wrapped(() => autoplay(duel, start, thrower, seededDice(1)), "autoplay", "policies(state, choices)", boom);
    expect(e.message).toContain("the app's bug");
    wrapped(() => battleOdds(duel, scenarios.quick, thrower), "battleOdds", "policies(state, choices)", boom);
    wrapped(() => simulateBattle(duel, scenarios.quick, thrower, { runs: 1, seed: 1 }), "simulateBattle", "policies(state, choices)", boom);
    const badOutcome: Duel = { ...duel, outcome: thrower };
    wrapped(() => play(badOutcome, start, { type: "strike", actor: "ann" }, seededDice(1)), "play", "game.outcome(state)", boom);
    const badStep: Duel = { ...duel, step: thrower };
    wrapped(() => play(badStep, start, { type: "strike", actor: "ann" }, seededDice(1)), "play", "game.step(state, command)", boom);
    const badSetup: Duel = { ...duel, setup: thrower };
    wrapped(() => battleOdds(badSetup, scenarios.quick, alwaysStrike), "battleOdds", "game.setup(scenario)", boom);
    wrapped(
      () => simulateBattle(duel, scenarios.quick, alwaysStrike, { runs: 1, seed: 1, summary: { turns: thrower } }),
      "simulateBattle",
      "options.summary.turns",
      boom,
    );
    wrapped(() => simulateBattle(duel, scenarios.quick, alwaysStrike, { runs: 1, seed: 1, onProgress: thrower }), "simulateBattle", "options.onProgress", boom);
    // replay names the command whose step threw, and keeps the chain of causes down to the app's error
    const r = wrapped(
      () => replay(badStep, { scenario: scenarios.quick, seed: 1, commands: [{ type: "strike", actor: "ann" }] }),
      "replay",
      "record.commands[0]",
    );
    expect((r.cause as RulesError).cause).toBe(boom);
  });

  it("a RulesError thrown by the app's code passes unchanged (a refusal stays a refusal)", () => {
    const refusal = new RulesError({ code: "RULE_VIOLATION", fn: "duel.step", path: "command", value: 1, message: "no" });
    const game: Duel = {
      ...duel,
      step: () => {
        throw refusal;
      },
    };
    expect(thrown(() => play(game, start, { type: "strike", actor: "ann" }, seededDice(1)))).toBe(refusal);
  });

  it("findChoice and checkCommand bound and read their choices and command safely", () => {
    for (const hostile of [hostileProxy(), revoked()]) {
      expect(RulesError.is(thrown(() => findChoice(hostile as never, { type: "x" })))).toBe(true);
      wrapped(() => findChoice([], hostile), "findChoice", "command");
      wrapped(
        () => {
          checkCommand("duel.step", [{ command: hostile, allowed: true, reasons: [] }], { type: "x" });
        },
        "duel.step",
        "choices[0].command",
      );
    }
    wrapped(() => findChoice(new Array(2 ** 32 - 1), {}), "findChoice", "choices");
    wrapped(
      () => {
        checkCommand("duel.step", [null] as never, {});
      },
      "duel.step",
      "choices[0]",
    );
    expect(findChoice(duel.options(start), { type: "strike", actor: "ann" })?.allowed).toBe(true);
  });

  it("chunkRuns and mergeBattles read hostile plans and shards as RulesErrors", () => {
    for (const hostile of [hostileProxy(), revoked()]) {
      wrapped(() => chunkRuns(hostile as never, 0), "chunkRuns", "plan");
      wrapped(() => mergeBattles([hostile] as never), "mergeBattles", "parts");
      wrapped(() => mergeBattles(hostile as never), "mergeBattles", "parts");
    }
    expect(chunkRuns(chunkPlan(2_500, 1_000), 2)).toBe(500);
  });
});
