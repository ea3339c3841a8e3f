// The vivid session's rolled step (issue 14, src/vivid/game/roller.ts; Game.stepRolled, what simulateBattle plays
// with seeded dice): the phases played at once on a direct roller draw from the dice exactly what sampling the
// step's chance draws, in the same order, to the same state and events. Properties (fast-check, seed printed on
// failure) over the skirmish, the skirmish with a Maxim and a Lewis gun, and a scenario with gadgets, wounded PCs,
// Impetuous PCs and the Cliff-hanger; the shipped policies and a random one (any choice, refused ones too): every
// step's rolled value equals the chance's sampled on the same seed (states and events as data) and `play`'s, the
// dice left in the same place; a refused command is refused the same way before any die; every state parses with
// the state schema; the frozen scenario is left as it was. The work counters show that no step's chance is built
// on the fast path. VIV-SEQ-1 VIV-SEQ-2 VIV-SHOOT-4 VIV-MOR-4 VIV-HTH-4 VIV-WOUND-5 VIV-MOR-7 VIV-CLIFF-1 VIV-MG-3.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Choice, Game } from "../../../src/core/game/contract.js";
import { decide } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { CommandRefused, play, type SeededDice, seededDice, simulateBattle } from "../../../src/index.js";
import { vividSessionWith } from "../../../src/vivid/game/game.js";
import type { VividSessionWork } from "../../../src/vivid/game/session-volleys.js";
import {
  advanceAndCharge,
  holdAndShoot,
  type VividCommand,
  type VividEvent,
  type VividOutcome,
  type VividScenario,
  type VividState,
  VividStateSchema,
  vividGame,
} from "../../../src/vivid/index.js";
import { gadgetScenario, gunsScenario, skirmishScenario } from "./scenarios.js";
import { zeroWork as work } from "./harness.js";

type VividGame = Game<VividState, VividCommand, VividEvent, VividOutcome>;
type Out = { state: VividState; events: readonly VividEvent[] };

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const SCENARIOS = [skirmishScenario, gunsScenario, gadgetScenario] as const;

/** A random player: any choice, refused ones too, drawn from its own seeded dice. */
function randomPolicy(seed: number): (state: VividState, choices: readonly Choice<VividCommand>[]) => VividCommand {
  const pick = seededDice(70_000 + seed);
  return (_state, choices) => {
    const allowed = choices.filter((c) => c.allowed);
    const from = pick.roll("d6") === 1 || allowed.length === 0 ? choices : allowed;
    return (from[(pick.roll("d100") - 1) % from.length] as Choice<VividCommand>).command;
  };
}

/** The outcome of a call: its value, or the codes it was refused with. */
function attempt<T>(f: () => T): { value?: T; refused?: readonly string[] } {
  try {
    return { value: f() };
  } catch (error) {
    if (!(error instanceof CommandRefused)) throw error;
    return { refused: error.reasons.map((r) => r.code) };
  }
}

/**
 * Plays `battles` battles through two sessions on the same seed: one samples each step's chance, the other rolls it
 * at once; both against `play` (the traced resolve), step for step and die for die.
 */
function agree(scenario: VividScenario, seed: number, battles: number, random: boolean, counted: VividSessionWork): void {
  const sampled = vividSessionWith();
  const rolled = vividSessionWith(counted);
  const traced = seededDice(seed);
  const chanceDice = seededDice(seed);
  const rolledDice = seededDice(seed);
  const first = vividGame.setup(scenario);
  const policy = random ? randomPolicy(seed) : undefined;
  for (let battle = 0; battle < battles; battle++) {
    let a = first;
    let b = first;
    let c = first;
    for (let steps = 0; vividGame.outcome(a) === undefined && steps < 300; steps++) {
      const command = policy === undefined ? decide("test", vividGame, { good: holdAndShoot, bad: advanceAndCharge }, a) : policy(a, vividGame.options(a));
      // the sessions' own choices, as simulateBattle asks them: the command offered by identity when listed
      const offered = rolled.options(c).find((x) => stateKey(x.command) === stateKey(command))?.command ?? command;
      sampled.options(b);
      const before = rolledDice.save();
      const p = attempt(() => play(vividGame, a, command, traced));
      const s = attempt(() => resolveValue(sampled.step(b, command), chanceDice) as Out);
      const r = attempt(() => (rolled.stepRolled as NonNullable<VividGame["stepRolled"]>)(c, offered, rolledDice) as Out);
      expect(r.refused).toEqual(p.refused);
      expect(s.refused).toEqual(p.refused);
      if (p.refused !== undefined || p.value === undefined || s.value === undefined || r.value === undefined) {
        // refused before any die
        expect(rolledDice.save()).toEqual(before);
        continue;
      }
      expect(stateKey(r.value.state)).toBe(stateKey(p.value.state));
      expect(stateKey(r.value.events)).toBe(stateKey(p.value.events));
      expect(stateKey(s.value.state)).toBe(stateKey(p.value.state));
      expect(rolledDice.save()).toEqual(traced.save());
      expect(chanceDice.save()).toEqual(traced.save());
      expect(Object.isFrozen(r.value.state)).toBe(true);
      expect(VividStateSchema.safeParse(r.value.state).success).toBe(true);
      a = p.value.state;
      b = s.value.state;
      c = r.value.state;
    }
  }
}

describe("vividGame.session: the step rolled at once draws what the chance draws", () => {
  it("three scenarios, the shipped and a random policy: three battles a session, every rolled step equal to the sampled chance's and play's, die for die; refusals the same before any die; states parse; the scenario unchanged (fast-check)", () => {
    const counted = work();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SCENARIOS.length - 1 }), fc.boolean(), fc.integer(), (which, random, seed) => {
        const scenario = deepFreeze((SCENARIOS[which] as () => VividScenario)());
        const before = JSON.stringify(scenario);
        agree(scenario, seed, 3, random, counted);
        expect(JSON.stringify(scenario)).toBe(before);
      }),
      { numRuns: 10 },
    );
    // the rolled path played steps at once, and found the steps without dice again
    expect(counted.rolled ?? 0).toBeGreaterThan(0);
    expect(counted.kept).toBeGreaterThan(0);
  }, 300_000);

  it("simulateBattle through a counted session: one battle builds no step's chance (every step rolled at once); forty battles build a chance only for a step with dice asked again, and give the game's own frequencies", () => {
    const policies = { good: holdAndShoot, bad: advanceAndCharge };
    const one = work();
    const single = vividSessionWith(one);
    const game = (session: VividGame): VividGame => ({
      ...vividGame,
      session: () => session,
      StateSchema: vividGame.StateSchema,
      CommandSchema: vividGame.CommandSchema,
    });
    simulateBattle(game(single), skirmishScenario(), policies, { runs: 1, seed: 4 });
    expect(one.trees ?? 0).toBe(0);
    expect(one.rolled).toBe(one.steps);
    const forty = work();
    const result = simulateBattle(game(vividSessionWith(forty)), skirmishScenario(), policies, { runs: 40, seed: 3 });
    // every step is rolled at once or found again (a value kept, or a kept chance sampled)
    expect((forty.rolled ?? 0) + forty.kept).toBe(forty.steps);
    expect(forty.trees ?? 0).toBeLessThanOrEqual(forty.kept);
    expect(10 * (forty.trees ?? 0)).toBeLessThan(forty.steps);
    // a session without stepRolled samples the chances: the same frequencies
    const chances = vividSessionWith();
    expect(Object.keys(chances)).toContain("stepRolled");
    const members = Object.fromEntries(Object.entries(chances).filter(([k]) => k !== "stepRolled"));
    const sampling = { ...members, StateSchema: vividGame.StateSchema, CommandSchema: vividGame.CommandSchema } as unknown as VividGame;
    expect(simulateBattle(game(sampling), skirmishScenario(), policies, { runs: 40, seed: 3 })).toEqual(result);
  }, 120_000);

  it("the game itself has no stepRolled (its steps are chances); a session's falls back to sampling on dice that are not seeded", () => {
    expect("stepRolled" in vividGame).toBe(false);
    const session = vividSessionWith();
    const state = vividGame.setup(skirmishScenario());
    const command = session.options(state).find((c) => c.allowed)?.command as VividCommand;
    // an app's own dice (no generator to draw from): the step's chance resolved on them
    const faces = (): SeededDice => {
      let n = 0;
      return { roll: () => (n++ % 6) + 1 } as unknown as SeededDice;
    };
    const value = (session.stepRolled as NonNullable<VividGame["stepRolled"]>)(state, command, faces());
    expect(stateKey(value.state)).toBe(stateKey(play(vividGame, state, command, faces()).state));
    const seeded = (session.stepRolled as NonNullable<VividGame["stepRolled"]>)(state, command, seededDice(5));
    expect(stateKey(seeded.state)).toBe(stateKey(play(vividGame, state, command, seededDice(5)).state));
  });
});
