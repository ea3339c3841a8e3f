// fateScene under random play (issue 15, "For all three"): every command, offered or not, well formed or not,
// applies or is refused with a RulesError (coded reasons for a CommandRefused), never a TypeError; every state
// reached parses with the state schema.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fateScene, type SceneState, SceneStateSchema } from "../../src/fate/index.js";
import { CommandRefused, play, RulesError, seededDice, validate } from "../../src/index.js";
import { truckScenario, waterfordScenario } from "./scene-fixtures.js";

const junk: unknown[] = [
  null,
  {},
  { type: "attack", actor: "indy", target: "nobody", kind: "physical" },
  { type: "attack", actor: "indy", target: "indy", kind: "mental" },
  {
    type: "takeStress",
    actor: "indy",
    consequences: [
      { severity: "minor", text: "a" },
      { severity: "minor", text: "b" },
    ],
  },
  { type: "reroll", actor: "waterford", bonus: true },
  { type: "action", actor: "soldier", ability: "Notice", difficulty: 2, bonus: true },
  { type: "aggravate", target: "indy", severity: "severe" },
  { type: "endScene", extra: 1 },
  { type: "defend", actor: "feldwebel", bonus: true },
  { type: "concede", actor: "ghost" },
];

describe("fateScene: random play", () => {
  it("FATE-AMB-22 FATE-CONS-1 FATE-FP-3 FATE-TRAIT-2: a random choice or a malformed command always applies or is refused as a RulesError, and every state parses", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (seed, truck, picks) => {
        const dice = seededDice(seed);
        let state: SceneState = fateScene.setup(truck ? truckScenario : waterfordScenario);
        for (const pick of picks) {
          if (fateScene.outcome(state) !== undefined) break;
          const choices = fateScene.options(state);
          const command = pick % 5 === 0 ? junk[pick % junk.length] : choices[pick % choices.length]?.command;
          try {
            state = play(fateScene, state, command, dice).state;
          } catch (error) {
            expect(error).toBeInstanceOf(RulesError);
            if (error instanceof CommandRefused) expect(error.reasons.length).toBeGreaterThan(0);
            const choice = choices.find((c) => c.command === command);
            if (choice !== undefined) expect(choice.allowed && pick % 5 !== 0).toBe(false);
          }
          expect(validate(SceneStateSchema, JSON.parse(JSON.stringify(state))).ok).toBe(true);
        }
      }),
      { numRuns: 60, seed: 15 },
    );
  });
});
