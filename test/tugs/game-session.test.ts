// tugsGame's session (issue 15: 10,000 duels to the end a second): the fight's steps rolled at once on the chunk's
// generator must be the game's own steps, state for state, event for event and die for die; the seeded results of
// simulateBattle are pinned (SHA-256 of the frequencies, final states included), the same before and after the session.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CommandRefused, play, resolve, RulesError, scriptedDice, seededDice, simulateBattle, validate } from "../../src/index.js";
import { stateKey } from "../../src/core/game/key.js";
import { resolveValue } from "../../src/core/resolve.js";
import { parseOrThrow } from "../../src/core/validate.js";
import { TugsCommandSchema } from "../../src/tugs/game-schemas.js";
import { attackEngaged, attackWeakest, type TugsCommand, type TugsGameState, tugsGame } from "../../src/tugs/index.js";
import { bert } from "./game-battle.js";
import { jan, travis } from "./fixtures.js";
import { fightScenarioArb as scenarioArb } from "./fight-scenarios.js";

const session = (tugsGame.session as () => typeof tugsGame).call(tugsGame);
/** tugsGame without its session: simulateBattle plays the game's own chances. */
const plain: Omit<typeof tugsGame, "session"> = (() => {
  const copy: Partial<typeof tugsGame> = { ...tugsGame };
  delete copy.session;
  return copy as Omit<typeof tugsGame, "session">;
})();
const sha = (v: unknown): string => createHash("sha256").update(JSON.stringify(v)).digest("hex").slice(0, 16);

/** A command from the choices of a state, sometimes varied (ranged, aimed, no parry, surprised): what a policy may return, parsed as play parses it. */
function commandOf(state: TugsGameState, command: TugsCommand, vary: number): TugsCommand {
  return parseOrThrow("test", TugsCommandSchema, varied(state, command, vary), "command");
}

function varied(state: TugsGameState, command: TugsCommand, vary: number): unknown {
  if (command.type === "attack") {
    if (vary === 1) return { ...command, ranged: { range: "medium" } };
    if (vary === 2) return { ...command, aimedLocation: "head" };
    if (vary === 3) return { ...command, hth: { defenderParries: false } };
  }
  if (command.type === "initiative" && vary === 4) return { type: "initiative", surprised: [state.combatants[0]?.character.id ?? ""] };
  return command;
}

describe("tugsGame's session (issue 15)", () => {
  it("TUGS-INIT-1 TUGS-HTH-1 TUGS-AMB-26 TUGS-GM-6: the session equals the game step for step and die for die on random seeds and scenarios, and every state parses", {
    timeout: 120_000,
  }, () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.integer(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 9 })), { minLength: 60, maxLength: 60 }),
        (scenario, seed, picks) => {
          const traced = seededDice(seed);
          const fast = seededDice(seed);
          const again = seededDice(seed);
          let a = tugsGame.setup(scenario);
          let b = session.setup(scenario);
          for (const [pick, vary] of picks) {
            if (tugsGame.outcome(a) !== undefined) break;
            const choices = tugsGame.options(a);
            const offered = session.options(b);
            // the session offers the game's choices
            expect(offered).toEqual(choices);
            const allowed = offered.filter((c) => c.allowed);
            const given = allowed[pick % allowed.length]?.command as TugsCommand;
            const command = commandOf(b, given, vary);
            const played = play(tugsGame, a, command, traced);
            // the session's step sampled (what simulateBattle does), and resolved with its trace (what play does)
            const step = session.step(b, command);
            const value = resolveValue(step, fast);
            const resolved = resolve(session.step(b, command), again);
            expect(stateKey(value.state)).toBe(stateKey(played.state));
            expect(value.events).toEqual(played.events);
            expect(resolved.value.state).toEqual(played.state);
            expect(resolved.trace).toEqual(played.trace);
            // die for die: the three dice at the same point of the stream
            expect(fast.save()).toEqual(traced.save());
            expect(again.save()).toEqual(traced.save());
            expect(validate(tugsGame.StateSchema, JSON.parse(JSON.stringify(value.state))).ok).toBe(true);
            a = played.state;
            b = value.state;
          }
          expect(session.outcome(b)).toEqual(tugsGame.outcome(a));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("TUGS-INIT-1 TUGS-GM-8: simulateBattle with the session gives the frequencies of the game's own chances (final states included)", {
    timeout: 120_000,
  }, () => {
    const summary = { final: (s: TugsGameState) => stateKey(s), rounds: (s: TugsGameState) => s.round };
    const duel = {
      combatants: [
        { character: jan, side: "thief" },
        { character: travis, side: "watch" },
      ],
    };
    const three = { combatants: [...duel.combatants, { character: bert, side: "watch" }], parriesPerRound: 1 };
    for (const [scenario, policies] of [
      [duel, attackEngaged],
      [three, { thief: attackWeakest, watch: attackEngaged }],
    ] as const) {
      const options = { runs: 120, seed: 9, chunkSize: 50, summary };
      expect(simulateBattle(tugsGame, scenario, policies, options)).toEqual(simulateBattle(plain, scenario, policies, options));
    }
  });

  it("TUGS-INIT-1 TUGS-HTH-1: pinned seeded results of simulateBattle (SHA-256 of the frequencies, the same as before the session)", {
    timeout: 120_000,
  }, () => {
    const duel = {
      combatants: [
        { character: jan, side: "thief" },
        { character: travis, side: "watch" },
      ],
    };
    const patrol = { combatants: [...duel.combatants, { character: bert, side: "watch" }] };
    const summary = { final: (s: TugsGameState) => JSON.stringify(s), rounds: (s: TugsGameState) => s.round };
    const options = { runs: 300, seed: 42, chunkSize: 70, summary };
    expect(sha(simulateBattle(tugsGame, duel, attackEngaged, options))).toBe("447b147b51c2cefb");
    expect(sha(simulateBattle(tugsGame, { ...duel, outcome: "fight" }, attackEngaged, options))).toBe("30816fd20e637d02");
    expect(sha(simulateBattle(tugsGame, patrol, attackEngaged, options))).toBe("ae48e482e9704d64");
  });

  it("TUGS-EFF-1 TUGS-GM-6: the session refuses what the game refuses, with the same reasons, and parses a command it did not offer", () => {
    const start = session.setup({
      combatants: [
        { character: jan, side: "thief" },
        { character: travis, side: "watch" },
      ],
    });
    const refusal = (game: typeof tugsGame, command: unknown): CommandRefused | RulesError => {
      try {
        play(game, start, command, scriptedDice([]));
      } catch (error) {
        return error as CommandRefused;
      }
      throw new Error("expected a refusal");
    };
    for (const command of [
      { type: "wait", actor: "jan" },
      { type: "pass", amount: 1, unit: "minutes" },
      { type: "initiative", surprised: ["nobody"] },
    ]) {
      const ours = refusal(session, command) as CommandRefused;
      expect(ours.code).toBe("RULE_VIOLATION");
      expect(ours.reasons).toEqual((refusal(tugsGame, command) as CommandRefused).reasons);
    }
    const bad = refusal(session, { type: "attack", actor: "jan" });
    expect(bad).toBeInstanceOf(RulesError);
    expect(bad.code).toBe("INVALID_INPUT");
    // an offered command that a policy changes between options and step is not taken as offered: parsed and
    // checked again, by step and by stepRolled (simulateBattle's), whatever the choice objects say
    let act = start;
    for (let seed = 1; act.phase !== "act" || act.groups[act.group]?.length !== 1; seed++)
      act = play(session, start, { type: "initiative" }, seededDice(seed)).state;
    for (const roll of [(c: TugsCommand) => session.step(act, c), (c: TugsCommand) => session.stepRolled?.(act, c, seededDice(1))]) {
      const choices = session.options(act);
      const attack = choices.find((c) => c.command.type === "attack") as { command: { target: string; actor: string } };
      expect(Object.isFrozen(attack.command)).toBe(false);
      attack.command.target = attack.command.actor;
      expect(() => roll(attack.command as TugsCommand)).toThrow(/SAME_SIDE/);
      const again = session.options(act);
      const junk = again.find((c) => c.command.type === "attack")?.command as unknown as Record<string, unknown>;
      junk.ranged = "far";
      expect(() => roll(junk as unknown as TugsCommand)).toThrow(expect.objectContaining({ code: "INVALID_INPUT" }) as Error);
      // a refused choice marked allowed by the policy is still refused
      const third = session.options(act);
      const flee = third.find((c) => c.command.type === "getUp") as { allowed: boolean; command: TugsCommand };
      expect(flee.allowed).toBe(false);
      flee.allowed = true;
      expect(() => roll(flee.command)).toThrow(/NOT_ON_THE_GROUND/);
    }
  });
});
