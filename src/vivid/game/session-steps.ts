// The vivid session's steps and choices kept by state identity (issue 14; the rugged session's rememberedSteps,
// rugged/game/session.ts): every battle of a chunk starts from the same frozen setup state, and until the first shot
// the same commands follow from it (the figures advance, the sides end their turns) whatever the initiative dice
// gave, so the same states follow too. The session lists each state's choices once (the same frozen commands, so a
// policy picks the same command object) and builds each (state, command)'s step once. A step's values are frozen
// and found again among the values its chance gave before when they are equal as data (the same record, compared
// part by part: the parts a step did not change are the same objects), so a step without dice, or whose dice fell
// as before, gives the same state object as in an earlier battle, and the next state's choices and step are found
// again by identity. A chance is a pure function of the state and the command, and both are frozen, so a kept one
// rolls the same dice to a value equal as data (the engine's compiled sampler draws as the first run did).
//
// Kept in WeakMaps on the state (a state no longer reachable drops its entries); a command not frozen all the way
// down (not one of the session's choices', which it freezes) is stepped afresh, and a state not frozen all the way (an app's
// own) is never kept. The values found again are bounded per chance and per session (a bound on its memory).
//
// The rolled step (Game.stepRolled, what simulateBattle plays with seeded dice) is kept the same way: per (state,
// command), a step that drew no die keeps its value (a pure function of the two), and a value equal as data to one
// the same step gave before is that earlier value, so the states after it are found again by identity as the
// chance path's are.
import type { Chance } from "../../core/chance.js";
import { sampleNode } from "../../core/compile.js";
import { isDeepFrozen } from "../../core/freeze.js";
import type { IntSource } from "../../core/uniform.js";
import { freezePlain } from "./freeze-plain.js";
import type { VividSessionWork } from "./session-volleys.js";

/**
 * What a session counts of its kept steps (tests and measurements): {@link VividSessionWork}'s fields.
 *
 * @example
 * ```ts
 * const work: KeptWork = { steps: 0, kept: 0, found: 0, listed: 0 };
 * ```
 * @internal
 */
export type KeptWork = Pick<VividSessionWork, "steps" | "kept" | "found" | "listed" | "trees" | "rolled">;

/**
 * A step rolled at once: its value, and whether it drew from a resolver's chance (a step that drew nothing gives
 * the same value every time). @internal
 */
export interface RolledStep<T> {
  readonly value: T;
  readonly drew: boolean;
}

/**
 * What a session keeps of a (state, command): its chance once built, the value of a rolled step that drew no die,
 * the values it gave (to find again), and whether it is not yet asked (fresh).
 */
interface Entry<T> {
  chance: Chance<T> | undefined;
  fixed: T | undefined;
  readonly seen: T[];
  open: boolean;
  fresh: boolean;
}

/** The most distinct values a step's chance keeps to find again (a step with more is random enough: it stops). */
const VALUES_PER_STEP = 4;
/** The most values a session keeps to find again (a bound on the states it holds). */
const VALUES_PER_SESSION = 4_096;

/** Whether two plain values are equal: the same object, or records and lists of equal parts (strict: no `-0` as `0`). */
function samePlain(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const isList = Array.isArray(a);
  if (isList !== Array.isArray(b)) return false;
  if (isList) {
    const x = a as readonly unknown[];
    const y = b as readonly unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!samePlain(x[i], y[i])) return false;
    return true;
  }
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  let n = 0;
  for (const k in x) {
    if (!Object.hasOwn(y, k) || !samePlain(x[k], y[k])) return false;
    n++;
  }
  return n === Object.keys(y).length;
}

/**
 * A session's kept steps and choices (see the file's note).
 *
 * @param options - the session's `options`
 * @param step - the session's step of a command (`offered`: taken by identity from the state's options)
 * @param work - counters to count into (absent: none)
 * @param roll - the same step rolled at once on a generator (the session's direct roller, roller.ts)
 * @returns `options`, `step`, `stepOffered` and `stepRolled`, remembering
 * @example
 * ```ts
 * const kept = keptSteps((s) => options(s, memo), (s, c, offered) => step(s, c, memo, offered), work, rolled);
 * kept.options(state) !== kept.options(state); // true: a copy of the same frozen choices
 * ```
 * @internal
 */
export function keptSteps<S extends object, C, V extends { readonly command: C; readonly allowed: boolean }, T>(
  options: (state: S) => readonly V[],
  step: (state: S, command: C, offered: boolean) => Chance<T>,
  work: KeptWork | undefined,
  roll: (state: S, command: C, offered: boolean, rng: IntSource) => RolledStep<T>,
): {
  options: (state: S) => readonly V[];
  step: (state: S, command: C) => Chance<T>;
  stepOffered: (state: S, command: C) => Chance<T>;
  stepRolled: (state: S, command: C, rng: IntSource, allowed?: boolean) => T;
} {
  const choices = new WeakMap<S, readonly V[]>();
  // per state, the (command, entry) pairs asked for (almost always one): a short list scanned by identity
  const steps = new WeakMap<S, unknown[]>();
  const room = { values: VALUES_PER_SESSION };
  /** A value of a step, found again among the ones the same (state, command) gave before (rolled or sampled). */
  const found = (entry: Entry<T>, value: T): T => {
    if (!entry.open) return value;
    for (const v of entry.seen) {
      if (samePlain(v, value)) {
        if (work !== undefined) work.found++;
        return v;
      }
    }
    if (entry.seen.length >= VALUES_PER_STEP || room.values <= 0) entry.open = false;
    else {
      entry.seen.push(value);
      room.values--;
    }
    return value;
  };
  const built = (state: S, command: C, offered: boolean): Chance<T> => {
    if (work !== undefined) work.trees = (work.trees ?? 0) + 1;
    return step(state, command, offered);
  };
  /** The entry of a (state, command), made when first asked; undefined when their identities stand for nothing. */
  const entryOf = (state: S, command: C): Entry<T> | undefined => {
    // a frozen state and a command frozen all the way down: their identities stand for their values
    if (!Object.isFrozen(state) || typeof command !== "object" || command === null || !isDeepFrozen(command, 5)) return undefined;
    let pairs = steps.get(state);
    if (pairs === undefined) steps.set(state, (pairs = []));
    for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === command) return pairs[i + 1] as Entry<T>;
    const entry: Entry<T> = { chance: undefined, fixed: undefined, seen: [], open: true, fresh: true };
    pairs.push(command, entry);
    return entry;
  };
  /** The entry's chance, built once, its values found again among the entry's. */
  const chanceOf = (entry: Entry<T>, state: S, command: C, offered: boolean): Chance<T> =>
    (entry.chance ??= built(state, command, offered).map((value) => found(entry, value)));
  const kept = (state: S, command: C, offered: boolean): Chance<T> => {
    if (work !== undefined) work.steps++;
    const entry = entryOf(state, command);
    if (entry === undefined) return built(state, command, offered);
    if (entry.chance !== undefined && work !== undefined) work.kept++;
    entry.fresh = false;
    return chanceOf(entry, state, command, offered);
  };
  const rolled = (state: S, command: C, rng: IntSource, allowed?: boolean): T => {
    if (work !== undefined) work.steps++;
    // a command the state's options offered (by identity) and allowed: its reasons were worked out there (or one
    // the caller found allowed among the same choices: the rolled battle's, session-battle.ts)
    const offered = allowed === true || choices.get(state)?.some((c) => c.command === command && c.allowed) === true;
    const entry = entryOf(state, command);
    if (entry !== undefined && !entry.fresh) {
      if (work !== undefined) work.kept++;
      if (entry.fixed !== undefined) return entry.fixed;
      // a step with dice asked again: its chance built once and kept (the engine compiles it from its second
      // sampling on) and sampled on the generator: the draws of the direct roller (the contract of both)
      return sampleNode(chanceOf(entry, state, command, offered).node, rng) as T;
    }
    if (work !== undefined) work.rolled = (work.rolled ?? 0) + 1;
    const now = roll(state, command, offered, rng);
    if (entry === undefined) return now.value;
    entry.fresh = false;
    // a step that drew no die: the same value whatever the dice (the chance path's constant step)
    if (!now.drew) {
      entry.fixed = found(entry, now.value);
      return entry.fixed;
    }
    return found(entry, now.value);
  };
  return {
    options: (state) => {
      if (!Object.isFrozen(state)) return options(state);
      let known = choices.get(state);
      if (known === undefined) {
        // the choices frozen (their commands with them): shared by every battle that comes to this state
        known = Object.freeze(options(state).map((c) => freezePlain(c)));
        choices.set(state, known);
      } else if (work !== undefined) work.listed++;
      // a copy of the list (a policy may sort its own), the same choices
      return known.slice();
    },
    step: (state, command) => kept(state, command, false),
    stepOffered: (state, command) => kept(state, command, true),
    stepRolled: rolled,
  };
}
