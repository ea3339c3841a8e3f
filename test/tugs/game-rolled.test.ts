// tugsGame's rolled step (issue 15: 10,000 duels to the end a second): simulateBattle plays the session's
// stepRolled, the fight's steps on the direct roller with no chance built around them, the time after the fight
// sampled. It must be the game's own step, state for state, event for event and die for die, on any scenario and
// seed, with the commands options offers and with others (parsed); from frozen states and commands, changing
// nothing; with dice that are not seeded, the step resolved. Work is counted, never timed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepFreeze } from "../../src/core/freeze.js";
import { stateKey } from "../../src/core/game/key.js";
import { parseOrThrow } from "../../src/core/validate.js";
import { type Game, play, resolve, scriptedDice, seededDice, simulateBattle, type StandardSchemaV1, validate } from "../../src/index.js";
import { TugsCommandSchema } from "../../src/tugs/game-schemas.js";
import { attackEngaged, attackWeakest, type TugsCommand, type TugsEvent, type TugsGameState, type TugsOutcome, tugsGame } from "../../src/tugs/index.js";
import { jan, travis } from "./fixtures.js";
import { bert } from "./game-battle.js";
import { fightScenarioArb as scenarioArb } from "./fight-scenarios.js";

type Tugs = Game<TugsGameState, TugsCommand, TugsEvent, TugsOutcome>;

const session = (tugsGame.session as () => Tugs).call(tugsGame);
const stepRolled: NonNullable<Tugs["stepRolled"]> = (state, command, dice) => (session as Required<Tugs>).stepRolled(state, command, dice);

/** A command other than the one offered (a ranged or aimed attack, no parry, a surprise), parsed as the core parses it. */
function varied(state: TugsGameState, command: TugsCommand, vary: number): TugsCommand | undefined {
  let other: unknown;
  if (command.type === "attack" && vary === 1) other = { ...command, ranged: { range: "medium" } };
  else if (command.type === "attack" && vary === 2) other = { ...command, aimedLocation: "head" };
  else if (command.type === "attack" && vary === 3) other = { ...command, hth: { defenderParries: false } };
  else if (command.type === "initiative" && vary === 4) other = { type: "initiative", surprised: [state.combatants[0]?.character.id ?? ""] };
  return other === undefined ? undefined : parseOrThrow("test", TugsCommandSchema, other, "command");
}

describe("tugsGame's rolled step (issue 15)", () => {
  it("TUGS-INIT-1 TUGS-HTH-1 TUGS-AMB-26 TUGS-GM-8 TUGS-REC-1: stepRolled is play's step, die for die, on random scenarios and seeds (fight and aftermath), and every state parses", {
    timeout: 120_000,
  }, () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.integer(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 9 })), { minLength: 80, maxLength: 80 }),
        (scenario, seed, picks) => {
          const traced = seededDice(seed);
          const rolled = seededDice(seed);
          let a = tugsGame.setup(scenario);
          let b = session.setup(scenario);
          for (const [pick, vary] of picks) {
            if (tugsGame.outcome(a) !== undefined) break;
            const offered = session.options(b).filter((c) => c.allowed);
            // the aftermath's "end" only now and then, so that time passes, first aid and care are given
            const kept = offered.length > 1 ? offered.filter((c) => c.command.type !== "end" || pick % 7 === 0) : offered;
            const chosen = (kept[pick % kept.length] ?? offered[0])?.command as TugsCommand;
            // the options' own object (not parsed, not checked again), or another command (parsed)
            const command = varied(b, chosen, vary) ?? chosen;
            const played = play(tugsGame, a, command, traced);
            const value = stepRolled(b, command, rolled);
            expect(stateKey(value.state)).toBe(stateKey(played.state));
            expect(value.events).toEqual(played.events);
            expect(rolled.save()).toEqual(traced.save());
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

  it("TUGS-INIT-1 TUGS-HTH-1: from frozen states and commands it gives the same steps and changes nothing", () => {
    const dice = seededDice(77);
    const again = seededDice(77);
    let state = session.setup({
      combatants: [
        { character: jan, side: "thief" },
        { character: travis, side: "watch" },
        { character: bert, side: "watch" },
      ],
      parriesPerRound: 1,
    });
    for (let k = 0; k < 40 && session.outcome(state) === undefined; k++) {
      const choice = session.options(state).find((c) => c.allowed);
      const command = choice?.command as TugsCommand;
      const frozen = deepFreeze(structuredClone(state));
      const before = stateKey(frozen);
      const out = stepRolled(frozen, deepFreeze({ ...command }), dice);
      expect(stateKey(frozen)).toBe(before);
      const plain = stepRolled(state, command, again);
      expect(stateKey(out.state)).toBe(stateKey(plain.state));
      expect(out.events).toEqual(plain.events);
      state = plain.state;
    }
    expect(state.round).toBeGreaterThan(0);
  });

  it("TUGS-INIT-1: with dice that are not seeded, the step is resolved (scripted faces, the same value as play)", () => {
    const start = session.setup({
      combatants: [
        { character: jan, side: "thief" },
        { character: travis, side: "watch" },
      ],
    });
    const faces = ["d6:3", "d6:4", "d6:5", "d6:2"] as const;
    // not a seeded source: stepRolled takes any dice source the core's contract types as seeded, and resolves
    const out = stepRolled(start, { type: "initiative" }, scriptedDice([...faces]) as never);
    const played = play(tugsGame, start, { type: "initiative" }, scriptedDice([...faces]));
    expect(out.state).toEqual(played.state);
    expect(out.events).toEqual(played.events);
    expect(resolve(session.step(start, { type: "initiative" }), scriptedDice([...faces])).value).toEqual(out);
  });

  it("TUGS-INIT-1 TUGS-GM-8: simulateBattle rolls every step (no step's chance built, no command parsed, options once a step), with the game's own frequencies", {
    timeout: 120_000,
  }, () => {
    const counts = { steps: 0, rolled: 0, parses: 0, options: 0 };
    const own = session.CommandSchema["~standard"];
    const counted: Tugs = {
      ...tugsGame,
      session: () => {
        // the session without its whole battle (Game.battleRolled, test/tugs/game-battle-rolled.test.ts): the loop's steps counted
        const whole: Partial<Tugs> = { ...(tugsGame.session as () => Tugs).call(tugsGame) };
        delete whole.battleRolled;
        const made = whole as Tugs;
        const CommandSchema: StandardSchemaV1<unknown, TugsCommand> = {
          "~standard": {
            version: 1,
            vendor: own.vendor,
            validate: (value: unknown) => {
              counts.parses++;
              return made.CommandSchema["~standard"].validate(value);
            },
          },
        };
        return {
          ...made,
          CommandSchema,
          options: (state) => {
            counts.options++;
            return made.options(state);
          },
          step: (state, command) => {
            counts.steps++;
            return made.step(state, command);
          },
          stepRolled: (state, command, dice) => {
            counts.rolled++;
            return (made as Required<Tugs>).stepRolled(state, command, dice);
          },
        };
      },
    };
    const patrol = {
      combatants: [
        { character: jan, side: "thief" },
        { character: travis, side: "watch" },
        { character: bert, side: "watch" },
      ],
    };
    const summary = { steps: (_s: TugsGameState, end: { steps: number }) => end.steps, final: (s: TugsGameState) => stateKey(s) };
    const options = { runs: 60, seed: 31, chunkSize: 25, summary };
    const policies = { thief: attackWeakest, watch: attackEngaged };
    const result = simulateBattle(counted, patrol, policies, options);
    const steps = result.summaries.steps.reduce((n, o) => n + o.value * o.count, 0);
    expect(counts).toEqual({ steps: 0, rolled: steps, parses: 0, options: steps });
    // the game's own chances, sampled step by step (tugsGame without its session)
    const plain: Partial<Tugs> = { ...tugsGame };
    delete plain.session;
    expect(result).toEqual(simulateBattle(plain as Tugs, patrol, policies, options));
  });
});
