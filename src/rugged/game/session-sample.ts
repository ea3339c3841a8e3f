// The rugged session's step without its chance tree (issue 14): simulateBattle samples each step's chance on the
// chunk's generator, and a session's step is a chance whose sampler plays the step at once on the direct roller
// (session-roller.ts): the phases' own lines, each resolver's chance (a volley from the session's cache, a morale
// check, a fight) drawn through the engine's sampler, so the same dice in the same order and the same value, without
// the step's chains, maps and constant copies. The chance the game's `step` gives is built only when the step is
// resolved (play, autoplay, a trace) or enumerated (odds): then it is exactly the game's.
import { type Chance, constant, withSampler } from "../../core/chance.js";
import type { IntSource } from "../../core/uniform.js";
import type { SessionWork } from "./session.js";
import { DirectRoller } from "./session-roller.js";

/**
 * Freezes what the direct roller built, all the way down, stopping at a part already frozen (the state's unchanged
 * parts, shared from the step before): what `constant`'s frozen copy gives the chance path, without the copy. A
 * session keeps its caches by the identity of frozen parts (states, unit records, figures), so its states must be
 * frozen as the game's are.
 */
export function frozenNew<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const list: readonly unknown[] = value;
    for (let i = 0; i < list.length; i++) frozenNew(list[i]);
  } else {
    const record = value as Readonly<Record<string, unknown>>;
    const keys = Object.keys(record);
    for (let i = 0; i < keys.length; i++) frozenNew(record[keys[i] as string]);
  }
  return Object.freeze(value);
}

/**
 * The session's step over the direct roller: `played(state, command)` is the game's chance of the step (built only
 * when resolved or enumerated), `now(dice, state, command)` the same step rolled at once. A step that rolled no
 * resolver's chance drew no die: its value is a pure function of the state and the command, kept in the chance so
 * that every sampling gives the same frozen value (the next state, whose own steps a session finds again by
 * identity, as it found the game's constant steps).
 *
 * @param played - the game's chance of an allowed step
 * @param now - the same step on the direct roller
 * @param work - counters: `sampled` (steps played on the direct roller) and `trees` (the game's chances built)
 * @param sampledFrom - told of each value sampled: the state it was played from, and whether it drew dice
 * @returns the session's step of an allowed command
 */
export function sampledSteps<S, C, V>(
  played: (state: S, command: C) => Chance<V>,
  now: (dice: DirectRoller, state: S, command: C) => V,
  work?: SessionWork,
  sampledFrom?: (state: S, value: V, rolled: boolean) => void,
): (state: S, command: C) => Chance<V> {
  // the constant every step is chained from (built once per session: a chain from a constant rolls no die and leaves
  // no trace entry, so the chain is the game's chance itself when resolved or enumerated)
  const start = constant(null);
  return (state, command) => {
    const chance = start.chain(() => {
      if (work !== undefined) work.trees++;
      return played(state, command);
    });
    return withSampler(chance, () => {
      let kept: V | undefined;
      return (rng: IntSource): V => {
        if (kept !== undefined) return kept;
        if (work !== undefined) work.sampled++;
        const dice = new DirectRoller(rng);
        const value = frozenNew(now(dice, state, command));
        if (dice.rolled === 0) kept = value;
        sampledFrom?.(state, value, dice.rolled > 0);
        return value;
      };
    });
  };
}
