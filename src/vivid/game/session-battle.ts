// The vivid session's rolled battle (issue 14; Game.battleRolled, what simulateBattle asks first for every battle of
// a chunk): a battle of the shipped policies played at once on seeded dice, without the step-by-step loop's full
// options. The loop lists every choice of every figure at each step (the refused shots, the moves of a side that
// never moves, gadgets, help, reloads), and the policy scans them; here each policy is asked of the lean list
// (game.ts `Lean`) of the choices it may pick, in the full list's order, and each state's decision is kept by the
// state's identity (a pure function of the state: the same states recur from battle to battle until the first
// shot). Each step is the session's own rolled step (session-steps.ts: the same rule functions on the direct
// roller, the same dice, the kept states found again by identity), so the battle draws what the loop draws, in the
// same order, to a last state equal as data. Anything else (a policy this file does not know, a record with a
// getter or a player without a shipped policy, a state not frozen, dice without a generator) answers `undefined`
// before any die, and the loop plays the battle.
// test/vivid/game/battle-rolled.test.ts checks it against the loop on random seeds and scenarios.
//
// What is left between the mechanics here is small (stop 28, measured on the bench skirmish): the kept steps' own
// work (their entries, the values found again, the frozen Step records) and this loop's are a few per cent of a
// battle, and they pay for themselves: about two thirds of a battle's steps are found again by the state's identity
// (the advance before the first shot, the volleys that missed as before, the side turns ended without a die), which
// a loop over a working state that is not kept would play again. A battle's time is in its mechanics (the fresh
// volleys, the end of the side turns, the runs' figure blocks): see game.ts shippedRun for the measurement.
import { RulesError } from "../../core/errors.js";
import { type Choice, knownPolicies, type Step } from "../../core/game/contract.js";
import { generatorOf, type SeededDice } from "../../core/seeded-dice.js";
import type { IntSource } from "../../core/uniform.js";
import type { VividEvent } from "./events.js";
import { freezePlain } from "./freeze-plain.js";
import type { Lean, Run } from "./game.js";
import { advanceAndCharge, advanceAndChargeOn, holdAndShoot, holdAndShootOn } from "./policies.js";
import type { VividCommand, VividState } from "./schema.js";
import type { VividSessionWork } from "./session-volleys.js";

/**
 * What the rolled battle reads of its session (game.ts gives it): the lean choices of a state, and the session's
 * rolled step (`allowed`: a command the caller found allowed among the state's choices).
 *
 * @example
 * ```ts
 * const kit: BattleKit = { choices: (s, lean) => options(s, memo, lean), step: (s, c, rng) => kept.stepRolled(s, c, rng, true), work };
 * ```
 * @internal
 */
export interface BattleKit {
  readonly choices: (state: VividState, lean: Lean) => readonly Choice<VividCommand>[];
  /** The command a state decides alone for the policy of a lean list (game.ts plainDecision), else undefined (the list decides). */
  readonly plain?: (state: VividState, lean: Lean) => VividCommand | undefined;
  readonly step: (state: VividState, command: VividCommand, rng: IntSource) => Step<VividState, VividEvent>;
  /**
   * A side turn's state played at once by the policy of a lean list while it moves, and its next command (game.ts
   * shippedRun), else undefined (the list decides, step by step).
   */
  readonly run?: (state: VividState, lean: Lean, budget: number, rng: IntSource) => Run | undefined;
  /** The session's counters: `listed` counts the decisions found again by the state's identity (no choices listed). */
  readonly work: Pick<VividSessionWork, "listed"> | undefined;
}

/** A shipped policy the rolled battle plays: its unguarded function and the lean list it reads. */
interface Known {
  readonly decide: (state: VividState, choices: readonly Choice<VividCommand>[]) => VividCommand;
  readonly lean: Lean;
}

const HOLD: Known = Object.freeze({ decide: holdAndShootOn, lean: "shots" });
const ADVANCE: Known = Object.freeze({ decide: advanceAndChargeOn, lean: "moves" });

/** The shipped policy a value is (by identity), if it is one this file plays. */
const knownOf = (policy: unknown): Known | undefined => (policy === holdAndShoot ? HOLD : policy === advanceAndCharge ? ADVANCE : undefined);

/**
 * The session's rolled battle: `battleRolled(state, policies, dice, maxSteps)` (see the file's note), its decisions
 * kept per policy by the identity of the frozen states (a session lives for a chunk of battles).
 *
 * @param kit - the session's lean choices and rolled step
 * @returns the session's `battleRolled`
 * @example
 * ```ts
 * const battleRolled = rolledBattle(kit);
 * battleRolled(vividGame.setup(scenario), { good: holdAndShoot, bad: advanceAndCharge }, seededDice(1), 1000)?.steps;
 * ```
 * @internal
 */
export function rolledBattle(
  kit: BattleKit,
): (state: VividState, policies: unknown, dice: SeededDice, maxSteps: number) => { state: VividState; steps: number } | undefined {
  // per known policy, the command it picks in each frozen state (the same command object: the step kept by identity)
  const decided = new Map<Known, WeakMap<VividState, VividCommand>>([
    [HOLD, new WeakMap()],
    [ADVANCE, new WeakMap()],
  ]);
  return (first, policies, dice, maxSteps) => {
    const rng = generatorOf(dice);
    if (rng === undefined || !Object.isFrozen(first)) return undefined;
    const known = knownPolicies(
      policies,
      first.sides.map((side) => side.id),
      knownOf,
    );
    if (known === undefined) return undefined;
    let state = first;
    let steps = 0;
    while ((state.outcome ?? undefined) === undefined && steps < maxSteps) {
      // the player to act (the game's `player`): the side whose turn it is, else the first side
      const player = state.phase === "sideTurn" ? state.order[state.active] : state.sides[0]?.id;
      // every side has its policy (knownPolicies), and the game's steps order the sides; a state built by hand whose
      // order names no side is left to the loop (before any die), or refused as the loop would refuse its player
      const policy = known.get(player ?? "");
      if (policy === undefined) {
        if (steps === 0) return undefined;
        throw new RulesError({ code: "INVALID_INPUT", fn: "vividGame.battleRolled", path: "state.order", value: player, message: "expected a side's id" });
      }
      // the policy's decision read from the figures' blocks, and advanceAndCharge's moves played at once to its
      // next command (game.ts shippedRun; a turn's start, and holdAndShoot's side that has all shot, decide alone)
      if (kit.run !== undefined && state.phase === "sideTurn" && (policy === ADVANCE || kit.plain?.(state, policy.lean) === undefined)) {
        const run = kit.run(state, policy.lean, maxSteps - steps, rng);
        if (run !== undefined) {
          state = run.state;
          steps += run.steps;
          if (run.command === undefined || steps >= maxSteps) continue;
          state = kit.step(state, run.command, rng).state;
          steps++;
          continue;
        }
      }
      const memo = decided.get(policy) as WeakMap<VividState, VividCommand>;
      const frozen = Object.isFrozen(state);
      let command = frozen ? memo.get(state) : undefined;
      if (command !== undefined && kit.work !== undefined) kit.work.listed++;
      if (command === undefined) {
        // a state that decides alone (the start of a turn; a side that has all shot: game.ts plainDecision), else
        // the policy of its lean list, frozen all the way down (the list's volleys and endSideTurn are not): the
        // session keeps its step
        command = kit.plain?.(state, policy.lean) ?? freezePlain(policy.decide(state, kit.choices(state, policy.lean)));
        if (frozen) memo.set(state, command);
      }
      state = kit.step(state, command, rng).state;
      steps++;
    }
    return { state, steps };
  };
}
