// The vivid game's options are worked out lazily (issue #14: a policy reads few refusals), and read exactly as if
// they were computed at once: every choice's `allowed` and `reasons` are what `step` says of its command, and a
// choice reads as plain data (JSON, keys in order). The options in force are read from a validated state once;
// a state holding only some options (built by hand) plays exactly as the same state with them all.
import { describe, expect, it } from "vitest";
import { autoplay, CommandRefused, type Choice, play, seededDice } from "../../../src/index.js";
import { advanceAndCharge, holdAndShoot, type VividCommand, type VividState, vividGame } from "../../../src/vivid/index.js";
import { skirmishScenario, smallScenario } from "./scenarios.js";

/** What step says of a command: [] when it applies, or the reasons it is refused with. */
function verdict(state: VividState, command: VividCommand): readonly unknown[] {
  try {
    vividGame.step(state, command);
    return [];
  } catch (error) {
    if (error instanceof CommandRefused) return error.reasons;
    throw error;
  }
}

describe("vividGame.options: lazy, and read as computed at once", () => {
  it("VIV-SEQ-2 VIV-MOVE-1 VIV-MOVE-2 VIV-SHOOT-1 VIV-HTH-1: every choice's allowed and reasons are step's verdict on its command, along seeded games", () => {
    let checked = 0;
    let refused = 0;
    for (const [scenario, seed] of [
      [skirmishScenario(3), 1],
      [skirmishScenario(3), 2],
      [smallScenario(), 3],
    ] as const) {
      const game = autoplay(vividGame, vividGame.setup(scenario), { good: holdAndShoot, bad: advanceAndCharge }, seededDice(seed), { maxSteps: 60 });
      for (const s of game.steps) {
        for (const c of vividGame.options(s.state)) {
          const reasons = verdict(s.state, c.command);
          expect(c.reasons).toEqual(reasons);
          expect(c.allowed).toBe(reasons.length === 0);
          if (!c.allowed) refused++;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(50);
  }, 120_000);

  it("VIV-SEQ-2 VIV-MOVE-1: a choice reads as plain data: its keys in order, JSON as an eager choice", () => {
    const start = vividGame.setup(skirmishScenario(3));
    const state = play(vividGame, start, { type: "beginTurn" }, seededDice(5)).state;
    const choices = vividGame.options(state);
    expect(choices.some((c) => c.command.type === "move")).toBe(true);
    for (const c of choices) {
      const eager: Choice<VividCommand> = { command: c.command, allowed: c.allowed, reasons: c.reasons, label: c.label };
      expect(Object.keys(c)).toEqual(["command", "allowed", "reasons", "label"]);
      expect(JSON.parse(JSON.stringify(c))).toEqual(JSON.parse(JSON.stringify(eager)));
      expect({ ...c }).toEqual(eager);
    }
  });

  it("VIV-AMB-2 VIV-AMB-13: a state holding only some options plays exactly as the same state with all of them (options read once, parsed when incomplete)", () => {
    const scenario = { ...smallScenario(), options: { woundDie: 10 as const, initiativeTie: "previousWinner" as const } };
    const full = vividGame.setup(scenario);
    expect(Object.keys(full.options ?? {}).length).toBeGreaterThan(2); // setup keeps them parsed, defaults filled in
    const partial = { ...full, options: { woundDie: 10, initiativeTie: "previousWinner" } } as unknown as VividState;
    for (const seed of [1, 2, 3]) {
      const a = autoplay(vividGame, full, holdAndShoot, seededDice(seed), { maxSteps: 200 });
      const b = autoplay(vividGame, partial, holdAndShoot, seededDice(seed), { maxSteps: 200 });
      expect(b.events).toEqual(a.events);
      expect(b.steps.map((s) => s.trace)).toEqual(a.steps.map((s) => s.trace));
    }
  }, 60_000);
});
