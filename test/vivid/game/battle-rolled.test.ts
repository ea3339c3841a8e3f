// The vivid session's rolled battle (issue 14, src/vivid/game/session-battle.ts; Game.battleRolled, what
// simulateBattle asks first): a battle of the shipped policies played at once draws from the dice exactly what the
// step-by-step loop draws (the session's options, the policy's command, stepRolled), in the same order, to a last
// state equal as data after the same number of steps. Properties (fast-check, seed printed on failure) over the
// generators of session-rolled.test.ts (the skirmish, the skirmish with a Maxim and a Lewis gun, the scenario with
// gadgets, wounded and Impetuous PCs and the Cliff-hanger) and the small scenario, at random turn limits, random
// seeds, random step limits and every pairing of the two shipped policies; several battles a session (the decisions
// kept by state identity); and `undefined`, before any die, for the policies it does not know.
// VIV-SEQ-1 VIV-SEQ-2 VIV-SHOOT-4 VIV-MOR-4 VIV-HTH-4 VIV-MOR-10 VIV-CLIFF-1.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, simulateBattle } from "../../../src/index.js";
import { vividSessionWith } from "../../../src/vivid/game/game.js";
import { advanceAndCharge, carryAndCover, holdAndShoot, type VividScenario, type VividState, vividGame } from "../../../src/vivid/index.js";
import { gadgetScenario, gunsScenario, skirmishScenario, smallScenario } from "./scenarios.js";
import { expectRolledAsLoop, loopOnly, PAIRS, type VividGame, type VividPolicy, zeroWork } from "./harness.js";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const SCENARIOS: readonly ((limit: number) => VividScenario)[] = [
  (limit) => skirmishScenario(limit),
  (limit) => gunsScenario(limit),
  (limit) => ({ ...gadgetScenario(), victory: { turnLimit: limit, cliffHanger: true } }),
  (limit) => ({ ...smallScenario(), victory: { ...smallScenario().victory, turnLimit: limit } }),
];

describe("vividGame.session: the battle rolled at once is the loop's battle", () => {
  it("four scenarios, random turn limits, seeds, step limits and pairings of the shipped policies: three battles a session, each the loop's last state (as data, valid, frozen), step count and dice position (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SCENARIOS.length - 1 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: PAIRS.length - 1 }),
        fc.integer(),
        fc.integer({ min: 1, max: 120 }),
        (which, limit, pair, seed, maxSteps) => {
          const scenario = deepFreeze((SCENARIOS[which] as (limit: number) => VividScenario)(limit));
          const before = JSON.stringify(scenario);
          const policies = PAIRS[pair] as VividPolicy;
          expectRolledAsLoop(vividGame.setup(scenario), policies, seed, maxSteps, 3);
          expect(JSON.stringify(scenario)).toBe(before);
        },
      ),
      { numRuns: 40 },
    );
  }, 300_000);

  it("undefined before any die for a policy it does not know (carryAndCover, an app's own, a record missing a side, a getter, not a policy), dice that are not seeded, a state not frozen", () => {
    const first = vividGame.setup(skirmishScenario());
    const session = vividSessionWith();
    const own: VividPolicy = (state, choices) => holdAndShoot(state, choices);
    const getter = Object.defineProperty({ bad: advanceAndCharge }, "good", { get: () => holdAndShoot, enumerable: true });
    const unknown: unknown[] = [carryAndCover, own, { good: holdAndShoot }, { good: holdAndShoot, bad: own }, getter, null, 3, "holdAndShoot", [holdAndShoot]];
    for (const policies of unknown) {
      const dice = seededDice(7);
      const at = dice.save();
      expect(session.battleRolled?.(first, policies, dice, 1000)).toBeUndefined();
      expect(dice.save()).toEqual(at);
    }
    const faces = { roll: () => 3 } as unknown as ReturnType<typeof seededDice>;
    expect(session.battleRolled?.(first, holdAndShoot, faces, 1000)).toBeUndefined();
    const thawed = JSON.parse(JSON.stringify(first)) as VividState;
    expect(session.battleRolled?.(thawed, holdAndShoot, seededDice(7), 1000)).toBeUndefined();
    // the game itself has none (no session to keep its decisions in)
    expect("battleRolled" in vividGame).toBe(false);
  });

  it("work counters: forty battles of one counted session decide a third of their steps by the state's identity (no choices listed), list fewer lean choices than steps, and build no step's chance but for steps with dice asked again", () => {
    const counted = zeroWork();
    const session = vividSessionWith(counted);
    const game = { ...vividGame, session: () => session, StateSchema: vividGame.StateSchema, CommandSchema: vividGame.CommandSchema } as VividGame;
    simulateBattle(game, skirmishScenario(), { good: holdAndShoot, bad: advanceAndCharge }, { runs: 40, seed: 3 });
    expect(3 * counted.listed).toBeGreaterThan(counted.steps);
    expect(counted.options + counted.listed).toBeLessThanOrEqual(counted.steps);
    expect(counted.blocksBuilt).toBeLessThan(counted.blocks);
    expect((counted.rolled ?? 0) + counted.kept).toBe(counted.steps);
    expect(10 * (counted.trees ?? 0)).toBeLessThan(counted.steps);
  }, 120_000);

  it("simulateBattle with the rolled battle gives the loop's results (200 battles of the skirmish in one chunk, and in chunks of 10)", () => {
    const policies = { good: holdAndShoot, bad: advanceAndCharge };
    const game = (session: () => VividGame): VividGame => ({
      ...vividGame,
      session,
      StateSchema: vividGame.StateSchema,
      CommandSchema: vividGame.CommandSchema,
    });
    const loop = simulateBattle(
      game(() => loopOnly(vividSessionWith())),
      skirmishScenario(),
      policies,
      { runs: 200, seed: 11 },
    );
    expect(simulateBattle(vividGame, skirmishScenario(), policies, { runs: 200, seed: 11 })).toEqual(loop);
    const small = simulateBattle(
      game(() => loopOnly(vividSessionWith())),
      skirmishScenario(),
      policies,
      { runs: 200, seed: 11, chunkSize: 10 },
    );
    expect(simulateBattle(vividGame, skirmishScenario(), policies, { runs: 200, seed: 11, chunkSize: 10 })).toEqual(small);
  }, 120_000);
});
