// Simple policies for fateScene: pure functions of the state and the choices (no hidden counters).

import { RulesError } from "../core/errors.js";
import type { Choice, Policy } from "../core/game/contract.js";
import type { SceneCommand, SceneState } from "./scene-schemas.js";

function first(choices: readonly Choice<SceneCommand>[], test: (c: SceneCommand) => boolean): SceneCommand | undefined {
  return choices.find((c) => c.allowed && test(c.command))?.command;
}

function none(state: SceneState): never {
  throw new RulesError({
    code: "INVALID_STATE",
    fn: "fate.scenePolicy",
    path: "state.phase",
    value: state.phase.type,
    message: "no allowed choice for this policy",
  });
}

/** A policy that reads its state and choices as data: anything else (a hostile getter, a revoked Proxy, a wrong type) is a RulesError. */
function guarded(policy: Policy<SceneState, SceneCommand>): Policy<SceneState, SceneCommand> {
  return (state, choices) => {
    try {
      if (!Array.isArray(choices)) throw new TypeError("choices");
      return policy(state, choices);
    } catch (error) {
      if (error instanceof RulesError) throw error;
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "fate.scenePolicy",
        path: "state",
        value: undefined,
        message: "expected a fateScene state and the choices fateScene.options gives for it",
      });
    }
  };
}

/** The default soak (the choice labelled default, listed first) and accepting compels. */
function answerOthers(state: SceneState, choices: readonly Choice<SceneCommand>[]): SceneCommand | undefined {
  if (state.phase.type === "soak") return first(choices, (c) => c.type === "takeStress");
  if (state.phase.type === "compel") return first(choices, (c) => c.type === "answerCompel" && c.response === "accept");
  return undefined;
}

/**
 * A plain fighter: attacks the first enemy still in the conflict with the first attack offered (physical), spends
 * no fate point, defends plain, keeps every roll, takes the default soak (FATE-CONS-1) and accepts compels.
 *
 * @example
 * ```ts
 * autoplay(fateScene, fateScene.setup(scenario), alwaysAttack, seededDice(1));
 * ```
 */
export const alwaysAttack: Policy<SceneState, SceneCommand> = guarded(
  (state, choices) =>
    answerOthers(state, choices) ??
    first(choices, (c) => (c.type === "attack" && !c.bonus) || (c.type === "defend" && !c.bonus) || c.type === "stand") ??
    first(choices, (c) => c.type === "pass") ??
    none(state),
);

/**
 * A fighter who spends: attacks with +2 while it has a fate point (FATE-FP-2), defends with +2 likewise, and
 * re-rolls a roll that fails its goal while it can pay (FATE-FP-3); otherwise as {@link alwaysAttack}.
 *
 * @example
 * ```ts
 * autoplay(fateScene, state, { indy: pressTheAttack, thug: alwaysAttack }, seededDice(2));
 * ```
 */
export const pressTheAttack: Policy<SceneState, SceneCommand> = guarded((state, choices) => {
  const other = answerOthers(state, choices);
  if (other !== undefined) return other;
  const phase = state.phase;
  if (phase.type === "reroll") {
    const p = phase.pending;
    const net = p.actor.total - (p.defender?.total ?? 0);
    const failing = p.command.type === "action" ? p.actor.total < p.command.difficulty : phase.next === "actor" ? net < 1 : net > 0;
    if (failing) {
      const again = first(choices, (c) => c.type === "reroll" && !c.bonus);
      if (again !== undefined) return again;
    }
    return first(choices, (c) => c.type === "stand") ?? none(state);
  }
  return (
    first(choices, (c) => (c.type === "attack" || c.type === "defend") && c.bonus) ??
    first(choices, (c) => (c.type === "attack" || c.type === "defend") && !c.bonus) ??
    first(choices, (c) => c.type === "pass") ??
    none(state)
  );
});

/**
 * A mook's way (the GM's choice for nameless opposition): as {@link alwaysAttack}, but it takes its stress on
 * its boxes only, never a consequence (FATE-CONS-1 leaves consequences to the player's choice), so one hit past
 * its boxes takes it out (FATE-OUT-1).
 *
 * @example
 * ```ts
 * battleOdds(fateScene, scenario, { indy: alwaysAttack, thug: noConsequences });
 * ```
 */
export const noConsequences: Policy<SceneState, SceneCommand> = guarded((state, choices) =>
  state.phase.type === "soak"
    ? (first(choices, (c) => c.type === "takeStress" && c.consequences.length === 0 && !c.concede) ?? none(state))
    : alwaysAttack(state, choices),
);
