// The rugged session's Game.battleRolled (issue 14, rkernel): a battle of the shipped policies played whole in the
// kernel's working state (src/rugged/game/kernel.ts). Properties (fast-check, seed printed on failure): on random
// scenarios, seeds, policy assignments and step limits, battleRolled gives the last state of the step-by-step battle
// (simulateBattle's loop on the same session without battleRolled: options, the policy, stepRolled), equal as data,
// after the same number of steps, with the dice left at the same place; the state is valid under the state schema and
// frozen all the way down; the first state is unchanged; a session's battles from one state, each started from the
// prelude the first one kept (its working state before the first die), give the loop's battles whatever their step
// limits and policies. Anything it does not handle is undefined, before any die.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fight } from "../../../src/core/game/battle.js";
import type { Policy } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { type SeededDice, scriptedDice, seededDice, simulateBattle } from "../../../src/index.js";
import { ruggedSessionWith } from "../../../src/rugged/game/game.js";
import { shippedCommand } from "../../../src/rugged/game/kernel.js";
import type { SessionWork } from "../../../src/rugged/game/session.js";
import {
  advanceAndCharge,
  holdAndShoot,
  type RuggedCommand,
  type RuggedScenario,
  type RuggedState,
  RuggedStateSchema,
  ruggedGame,
} from "../../../src/rugged/index.js";
import { deepFreeze } from "../../helpers.js";
import { smallScenario, tenScenario } from "./scenarios.js";
import { scenarioArb } from "./session-arbitraries.js";

const noWork = (): SessionWork => ({ volleys: 0, built: 0, steps: 0, kept: 0, sampled: 0, trees: 0 });

/** Whether a value is frozen all the way down. */
function deepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== "object") return true;
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every(deepFrozen);
}

type Policies = Policy<RuggedState, RuggedCommand> | Readonly<Record<string, Policy<RuggedState, RuggedCommand>>>;

/** The policy assignments the kernel recognises: one shipped policy, or a shipped policy per side. */
const policiesArb: fc.Arbitrary<Policies> = fc.oneof(
  fc.constant<Policies>({ riflemen: holdAndShoot, thugs: advanceAndCharge }),
  fc.constant<Policies>({ riflemen: advanceAndCharge, thugs: holdAndShoot }),
  fc.constant<Policies>({ riflemen: advanceAndCharge, thugs: advanceAndCharge }),
  fc.constant<Policies>(holdAndShoot),
  fc.constant<Policies>(advanceAndCharge),
);

function whole(session: typeof ruggedGame, state: RuggedState, policies: unknown, dice: SeededDice, maxSteps: number) {
  if (session.battleRolled === undefined) throw new Error("expected the session's battleRolled");
  return session.battleRolled(state, policies, dice, maxSteps);
}

/** One battle both ways on the same seed: the kernel's, and the loop's step by step; equal state, steps and dice. */
function same(scenario: RuggedScenario, seeds: readonly number[], policies: Policies, maxSteps: number, work: SessionWork): void {
  const kernel = ruggedSessionWith(work);
  const steps = ruggedSessionWith(undefined, false);
  expect("battleRolled" in steps).toBe(false);
  const first = kernel.setup(scenario);
  const start = steps.setup(scenario);
  const before = stateKey(first);
  for (const seed of seeds) {
    const a = seededDice(seed);
    const b = seededDice(seed);
    const got = whole(kernel, first, policies, a, maxSteps);
    const want = fight("test", steps, start, policies, b, maxSteps);
    expect(got).toBeDefined();
    if (got === undefined) return;
    expect(got.steps).toBe(want.end.steps);
    expect(stateKey(got.state)).toBe(stateKey(want.state));
    expect(a.save()).toEqual(b.save());
    expect(RuggedStateSchema.safeParse(got.state).success).toBe(true);
    expect(deepFrozen(got.state)).toBe(true);
    expect(kernel.outcome(got.state)).toEqual(steps.outcome(want.state));
  }
  expect(stateKey(first)).toBe(before);
}

describe("the rugged session's battleRolled (issue 14: a battle played whole in a working state; RUG-SEQ-1, RUG-SHOOT-1..7, RUG-MOR-1, RUG-HTH-1)", () => {
  it("gives the step-by-step battle's last state, steps and dice, on random scenarios, seeds and shipped policies (fast-check; RUG-LUCK-2, RUG-TRAIT-N4, RUG-TRAIT-P8)", () => {
    const work = noWork();
    fc.assert(
      fc.property(scenarioArb, fc.array(fc.integer(), { minLength: 1, maxLength: 4 }), policiesArb, (scenario, seeds, policies) => {
        const frozen = deepFreeze(structuredClone(scenario));
        const before = stateKey(frozen);
        same(frozen, seeds, policies, 10_000, work);
        expect(stateKey(frozen)).toBe(before);
      }),
      { numRuns: 150 },
    );
    expect(work.battles ?? 0).toBeGreaterThan(0);
  }, 300_000);

  it("reads the command each shipped policy picks from the options, at every state of random battles (fast-check; RUG-SHOOT-1, RUG-MOVE-1, RUG-MOR-1)", () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer(), policiesArb, (scenario, seed, policies) => {
        const game = ruggedGame;
        let state = game.setup(deepFreeze(structuredClone(scenario)));
        const dice = seededDice(seed);
        let asked = 0;
        for (let steps = 0; state.result === null && steps < 400; steps++) {
          const side = game.player?.(state) ?? "";
          const policy = typeof policies === "function" ? policies : (policies[side] as Policy<RuggedState, RuggedCommand>);
          const choices = game.options(state);
          for (const other of [holdAndShoot, advanceAndCharge]) {
            // both shipped policies on every state: the one playing, and the other
            expect(shippedCommand(state, other)).toEqual(other(state, choices));
            asked++;
          }
          state = fight("test", game, state, policy, dice, 1).state;
        }
        expect(asked).toBeGreaterThan(0);
        expect(shippedCommand(state, (s: RuggedState, c: readonly unknown[]) => c[0])).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  }, 300_000);

  it("stops where the loop stops at maxSteps, mid-turn (fast-check)", () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer(), policiesArb, fc.integer({ min: 0, max: 40 }), (scenario, seed, policies, maxSteps) => {
        same(deepFreeze(structuredClone(scenario)), [seed], policies, maxSteps, noWork());
      }),
      { numRuns: 60 },
    );
  }, 300_000);

  it("takes a battle over mid-game, in any phase, as the loop would go on from there (fast-check; RUG-SEQ-1)", () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer(), policiesArb, fc.integer({ min: 0, max: 30 }), (scenario, seed, policies, played) => {
        const kernel = ruggedSessionWith();
        const steps = ruggedSessionWith(undefined, false);
        // a state the loop reached after `played` steps (a shooting phase with volleys declared, a charge in contact...)
        const mid = fight("test", steps, steps.setup(deepFreeze(structuredClone(scenario))), policies, seededDice(seed), played).state;
        const before = stateKey(mid);
        const a = seededDice(seed + 1);
        const b = seededDice(seed + 1);
        const got = whole(kernel, mid, policies, a, 10_000);
        const want = fight("test", steps, mid, policies, b, 10_000);
        expect(got?.steps).toBe(want.end.steps);
        expect(stateKey(got?.state)).toBe(stateKey(want.state));
        expect(a.save()).toEqual(b.save());
        expect(stateKey(mid)).toBe(before);
      }),
      { numRuns: 80 },
    );
  }, 300_000);

  it("plays the ten-against-ten skirmish and the small scenario as the loop does (RUG-SEQ-1, RUG-MOR-1, RUG-HTH-1)", () => {
    const seeds = Array.from({ length: 40 }, (_, i) => i);
    same(tenScenario, seeds, { riflemen: holdAndShoot, thugs: advanceAndCharge }, 10_000, noWork());
    same(tenScenario, seeds, { riflemen: advanceAndCharge, thugs: advanceAndCharge }, 10_000, noWork());
    same(smallScenario, seeds, { riflemen: holdAndShoot, thugs: advanceAndCharge }, 10_000, noWork());
  }, 120_000);

  it("starts each battle of a session from the kept prelude before the first die, as the loop plays it, whatever the step limits and policies in turn (fast-check; issue 14)", () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.array(fc.record({ seed: fc.integer(), maxSteps: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(10_000)), policies: policiesArb }), {
          minLength: 2,
          maxLength: 6,
        }),
        (scenario, battles) => {
          // one session for every battle (its preludes kept by first state and policies), the loop's afresh
          const kernel = ruggedSessionWith();
          const steps = ruggedSessionWith(undefined, false);
          const frozen = deepFreeze(structuredClone(scenario));
          const first = kernel.setup(frozen);
          const start = steps.setup(frozen);
          const before = stateKey(first);
          for (const { seed, maxSteps, policies } of battles) {
            const a = seededDice(seed);
            const b = seededDice(seed);
            const got = whole(kernel, first, policies, a, maxSteps);
            const want = fight("test", steps, start, policies, b, maxSteps);
            expect(got?.steps).toBe(want.end.steps);
            expect(stateKey(got?.state)).toBe(stateKey(want.state));
            expect(a.save()).toEqual(b.save());
            expect(deepFrozen(got?.state)).toBe(true);
          }
          expect(stateKey(first)).toBe(before);
        },
      ),
      { numRuns: 80 },
    );
  }, 300_000);

  it("plays battles of four units as the loop does: several chargers, shared charge targets, rallies and routs (fast-check; RUG-SEQ-1, RUG-MOR-1, RUG-TRAIT-P8)", () => {
    // two random scenarios' units side by side: two units a side, the second pair renamed and moved along the table
    const manyArb = fc.tuple(scenarioArb, scenarioArb, fc.integer({ min: 0, max: 24 })).map(
      ([a, b, dx]): RuggedScenario => ({
        ...a,
        units: [
          ...a.units,
          ...b.units.map((u) => ({
            ...u,
            // scenarioArb places every unit at a point (the scenario's input type leaves it open)
            position: { x: (u.position as { readonly x: number }).x - 12 + dx, y: (u.position as { readonly y: number }).y },
            unit: {
              ...u.unit,
              id: `${u.unit.id}2`,
              name: `${u.unit.name ?? u.unit.id} II`,
              members: u.unit.members.map((m) => ({ ...m, id: `${m.id}b`, name: `${m.name}b` })),
            },
          })),
        ],
      }),
    );
    const work = noWork();
    fc.assert(
      fc.property(manyArb, fc.array(fc.integer(), { minLength: 1, maxLength: 3 }), policiesArb, (scenario, seeds, policies) => {
        same(deepFreeze(structuredClone(scenario)), seeds, policies, 10_000, work);
      }),
      { numRuns: 80 },
    );
    expect(work.battles ?? 0).toBeGreaterThan(0);
  }, 300_000);

  it("is undefined, before any die, for policies it does not know, a side without a policy, dice without a generator, or a state not the game's own", () => {
    const session = ruggedSessionWith();
    const first = session.setup(tenScenario);
    const mine: Policy<RuggedState, RuggedCommand> = (state, choices) => holdAndShoot(state, choices);
    const dice = seededDice(5);
    const saved = dice.save();
    for (const policies of [mine, { riflemen: holdAndShoot, thugs: mine }, { riflemen: holdAndShoot }, {}, null, [holdAndShoot], "holdAndShoot"]) {
      expect(whole(session, first, policies, dice, 1000)).toBeUndefined();
      expect(dice.save()).toEqual(saved);
    }
    expect(whole(session, first, holdAndShoot, scriptedDice([]) as unknown as SeededDice, 1000)).toBeUndefined();
    // a state the game did not make (not frozen): the loop's to play, nothing of it frozen by the kernel
    const copy = structuredClone(first);
    expect(whole(session, copy, holdAndShoot, dice, 1000)).toBeUndefined();
    expect([Object.isFrozen(copy), Object.isFrozen(copy.units[0]), dice.save()]).toEqual([false, false, saved]);
  });

  it("counts its battles; simulateBattle gives the frequencies of the step-by-step session and of the game without a session (RUG-SEQ-1)", () => {
    const work = noWork();
    const kernel = ruggedSessionWith(work);
    const steps = ruggedSessionWith(undefined, false);
    const gameOf = (session: typeof ruggedGame): typeof ruggedGame => {
      const g = { ...ruggedGame, session: () => session };
      Object.defineProperty(g, "StateSchema", { value: ruggedGame.StateSchema });
      Object.defineProperty(g, "CommandSchema", { value: ruggedGame.CommandSchema });
      return g;
    };
    const plain: typeof ruggedGame = {
      system: ruggedGame.system,
      StateSchema: ruggedGame.StateSchema,
      CommandSchema: ruggedGame.CommandSchema,
      setup: (scenario) => ruggedGame.setup(scenario),
      options: (state) => ruggedGame.options(state),
      step: (state, command) => ruggedGame.step(state, command),
      outcome: (state) => ruggedGame.outcome(state),
      describe: (events) => ruggedGame.describe(events),
      player: (state) => ruggedGame.player?.(state),
    };
    const shipped = { riflemen: holdAndShoot, thugs: advanceAndCharge };
    const options = { runs: 40, seed: 24, chunkSize: 40, summary: { state: (s: RuggedState) => stateKey(s) } };
    const got = stateKey(simulateBattle(gameOf(kernel), tenScenario, shipped, options));
    expect(work.battles).toBe(40);
    expect(got).toBe(stateKey(simulateBattle(gameOf(steps), tenScenario, shipped, options)));
    expect(got).toBe(stateKey(simulateBattle(plain, tenScenario, shipped, options)));
    expect(got).toBe(stateKey(simulateBattle(ruggedGame, tenScenario, shipped, options)));
  }, 120_000);
});
