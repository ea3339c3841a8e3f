// Simple policies for tugsGame: each combatant attacks the enemy he is engaged with (or the weakest), picks up a
// dropped weapon and gets up when he can; after the fight the game ends. Pure functions of the state and choices.

import { RulesError } from "../core/errors.js";
import type { Choice, Policy } from "../core/game/contract.js";
import { guardedHelper } from "../core/inputs.js";
import type { TugsCommand, TugsGameState } from "./game-schemas.js";
import { findCombatant } from "./game-state.js";

/**
 * A fighter policy's target among the allowed ones (by id).
 *
 * @example
 * ```ts
 * const first: TargetPick = (_state, _actor, targets) => targets[0] as string;
 * ```
 * @internal
 */
export type TargetPick = (state: TugsGameState, actor: string, targets: readonly string[]) => string;

const WHAT = "a tugsGame state and the choices tugsGame.options gives for it";

/** The longest list of choices the guard's quick path takes (far under the core's bound; longer: the core's guard). */
const QUICK_CHOICES = 10_000;

/**
 * A policy that answers a hostile or malformed argument with a RulesError naming it, never a TypeError: the core's
 * guard (guardedHelper), with a quick path for the call of every step (a state and a short list of choices, no
 * rest arguments): the same bounds checked before any item is read, the same errors.
 */
function guarded(name: string, policy: Policy<TugsGameState, TugsCommand>): Policy<TugsGameState, TugsCommand> {
  const slow = guardedHelper(name, WHAT, policy);
  return (state, choices) => {
    let quick: boolean;
    try {
      quick = !Array.isArray(state) && Array.isArray(choices) && choices.length <= QUICK_CHOICES;
    } catch {
      quick = false; // a revoked Proxy: the core's guard names it
    }
    if (!quick) return slow(state, choices);
    try {
      return policy(state, choices);
    } catch (error) {
      if (RulesError.is(error)) throw error;
      throw new RulesError({ code: "INVALID_ARGUMENT", fn: name, path: "arguments", value: undefined, message: `expected ${WHAT}`, cause: error });
    }
  };
}

/**
 * What a shipped fighter policy chooses in a state from its choices (only `command` and `allowed` are read): the
 * first allowed initiative in an initiative state, the first allowed `end` after the fight; in the fight, picking
 * up his weapon, else getting up, else the allowed attack at the target `pick` names (the first attack when it names
 * none of them), else waiting. Undefined when none is allowed. One function for the policy and for the session's
 * whole battle (game-sample.ts, Game.battleRolled), which hands it its own choices without labels.
 *
 * @example
 * ```ts
 * const command = fighterChoice(state, tugsGame.options(state), pickOf(attackEngaged) as TargetPick);
 * ```
 * @internal
 */
export function fighterChoice(
  state: TugsGameState,
  choices: readonly Pick<Choice<TugsCommand>, "command" | "allowed">[],
  pick: TargetPick,
): TugsCommand | undefined {
  // one pass over the choices: the first allowed command of each kind, and the allowed attacks in order
  let initiative: TugsCommand | undefined;
  let end: TugsCommand | undefined;
  let pickUp: TugsCommand | undefined;
  let getUp: TugsCommand | undefined;
  let wait: TugsCommand | undefined;
  const attacks: Extract<TugsCommand, { type: "attack" }>[] = [];
  for (const c of choices) {
    if (!c.allowed) continue;
    const command = c.command;
    switch (command.type) {
      case "initiative":
        initiative ??= command;
        break;
      case "end":
        end ??= command;
        break;
      case "pickUp":
        pickUp ??= command;
        break;
      case "getUp":
        getUp ??= command;
        break;
      case "wait":
        wait ??= command;
        break;
      case "attack":
        attacks.push(command);
        break;
      default:
        break;
    }
  }
  let chosen = state.phase === "initiative" ? initiative : state.phase === "aftermath" ? end : (pickUp ?? getUp);
  if (chosen === undefined && state.phase === "act") {
    const first = attacks[0];
    if (first === undefined) chosen = wait;
    else {
      const targets: string[] = [];
      for (const a of attacks) targets.push(a.target);
      const target = pick(state, first.actor, targets);
      chosen = first;
      for (const a of attacks) {
        if (a.target !== target) continue;
        chosen = a;
        break;
      }
    }
  }
  return chosen;
}

/** The error of a fighter policy handed no allowed command. */
function nothingAllowed(name: string, choices: readonly unknown[]): RulesError {
  return new RulesError({ code: "INVALID_STATE", fn: name, path: "choices", value: choices.length, message: "expected an allowed command to choose from" });
}

function fighter(name: string, pick: TargetPick): Policy<TugsGameState, TugsCommand> {
  return guarded(name, (state, choices) => {
    const chosen = fighterChoice(state, choices, pick);
    if (chosen === undefined) throw nothingAllowed(name, choices);
    return chosen;
  });
}

/** attackEngaged's target: the enemy he is engaged with, else one engaged with him, else the first listed. */
const engagedTarget: TargetPick = (state, actor, targets) => {
  const me = findCombatant(state, actor)?.c;
  if (me?.engagedWith != null && targets.includes(me.engagedWith)) return me.engagedWith;
  const engaging = targets.find((t) => findCombatant(state, t)?.c.engagedWith === actor);
  return engaging ?? (targets[0] as string);
};

/** attackWeakest's target: the enemy with the fewest hit points left (the first listed on a tie). */
const weakestTarget: TargetPick = (state, _actor, targets) => {
  let best = targets[0] as string;
  for (const t of targets) if (hpLeft(state, t) < hpLeft(state, best)) best = t;
  return best;
};

const hpLeft = (state: TugsGameState, id: string): number => {
  const c = findCombatant(state, id)?.c.character;
  // conditionOf(c).hp, without working out the rest of the condition (its impairment)
  return c === undefined ? Number.POSITIVE_INFINITY : c.maxHp - c.hpLost;
};

/**
 * A policy: each combatant attacks the enemy he is engaged with, else one engaged with him, else the first listed
 * (the nearest at the table); he picks up a dropped weapon and gets up first when he can; after the fight the
 * game ends at once.
 *
 * @example
 * ```ts
 * const end = autoplay(tugsGame, tugsGame.setup(scenario), attackEngaged, seededDice(3));
 * ```
 */
export const attackEngaged: Policy<TugsGameState, TugsCommand> = fighter("tugs.attackEngaged", engagedTarget);

/**
 * A policy: each combatant attacks the enemy with the fewest hit points left (the first listed on a tie); he picks
 * up a dropped weapon and gets up first when he can; after the fight the game ends at once.
 *
 * @example
 * ```ts
 * simulateBattle(tugsGame, scenario, attackWeakest, { runs: 1000, seed: 1 });
 * ```
 */
export const attackWeakest: Policy<TugsGameState, TugsCommand> = fighter("tugs.attackWeakest", weakestTarget);

/**
 * The target rule of a shipped fighter policy (by identity), for the session's whole battle: undefined for any
 * other policy (the loop plays its battles).
 *
 * @example
 * ```ts
 * pickOf(attackEngaged) !== undefined; // true
 * ```
 * @internal
 */
export function pickOf(policy: unknown): TargetPick | undefined {
  return policy === attackEngaged ? engagedTarget : policy === attackWeakest ? weakestTarget : undefined;
}

/**
 * A scripted policy: in round r, a combatant to act plays the script's entry for (r, his id) when it is allowed
 * now; everything else is left to `otherwise` (default {@link attackEngaged}). Pure: the script is read by round and
 * actor, never consumed.
 *
 * @param script - entries `{ round, command }` (an initiative command has no actor: it is the round's roll)
 * @param otherwise - the policy for everything the script does not say
 * @returns the policy
 * @example
 * ```ts
 * const policy = scriptedPolicy([{ round: 1, command: { type: "initiative", surprised: ["jan"] } }, { round: 2, command: { type: "attack", actor: "jan", target: "travis", aimedLocation: "body" } }]);
 * ```
 */
export function scriptedPolicy(
  script: readonly { readonly round: number; readonly command: TugsCommand }[],
  otherwise: Policy<TugsGameState, TugsCommand> = attackEngaged,
): Policy<TugsGameState, TugsCommand> {
  const given: unknown = script;
  let list: boolean;
  try {
    list = Array.isArray(given) && given.length <= 100_000;
  } catch {
    list = false;
  }
  if (!list)
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "tugs.scriptedPolicy",
      path: "script",
      value: script,
      message: "expected a list of { round, command }",
    });
  let entries: readonly { readonly round: number; readonly command: TugsCommand }[];
  try {
    entries = script.slice();
  } catch {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "tugs.scriptedPolicy",
      path: "script",
      value: undefined,
      message: "expected a readable list of { round, command }",
    });
  }
  return guarded("tugs.scriptedPolicy", (state, choices: readonly Choice<TugsCommand>[]) => {
    const round = state.phase === "initiative" ? state.round + 1 : state.round;
    const actor = choices[0]?.command;
    const actorId = actor !== undefined && "actor" in actor ? actor.actor : undefined;
    for (const entry of entries) {
      if (entry.round !== round) continue;
      const c = entry.command;
      const mine =
        "actor" in c ? c.actor === actorId : state.phase === "initiative" ? c.type === "initiative" : state.phase === "aftermath" && c.type !== "initiative";
      if (mine && (state.phase !== "act" || "actor" in c)) return c;
    }
    return otherwise(state, choices);
  });
}
