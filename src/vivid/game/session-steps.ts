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
import type { Chance } from "../../core/chance.js";
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
export type KeptWork = Pick<VividSessionWork, "steps" | "kept" | "found" | "listed">;

/** The most distinct values a step's chance keeps to find again (a step with more is random enough: it stops). */
const VALUES_PER_STEP = 4;
/** The most values a session keeps to find again (a bound on the states it holds). */
const VALUES_PER_SESSION = 4_096;

/** Whether a value is frozen all the way down (a command the session offered: its choices are frozen). */
function frozenDeep(value: unknown, depth = 0): boolean {
  if (typeof value !== "object" || value === null) return true;
  if (!Object.isFrozen(value) || depth > 4) return false;
  for (const v of Object.values(value)) if (!frozenDeep(v, depth + 1)) return false;
  return true;
}

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
 * @returns `options`, `step` and `stepOffered`, remembering
 * @example
 * ```ts
 * const kept = keptSteps((s) => options(s, memo), (s, c, offered) => step(s, c, memo, offered));
 * kept.options(state) !== kept.options(state); // true: a copy of the same frozen choices
 * ```
 * @internal
 */
export function keptSteps<S extends object, C, V extends { readonly command: C }, T>(
  options: (state: S) => readonly V[],
  step: (state: S, command: C, offered: boolean) => Chance<T>,
  work?: KeptWork,
): { options: (state: S) => readonly V[]; step: (state: S, command: C) => Chance<T>; stepOffered: (state: S, command: C) => Chance<T> } {
  const choices = new WeakMap<S, readonly V[]>();
  // per state, the (command, chance) pairs asked for (almost always one): a short list scanned by identity
  const steps = new WeakMap<S, unknown[]>();
  const room = { values: VALUES_PER_SESSION };
  /** The chance with its values found again among the ones it gave before. */
  const finding = (chance: Chance<T>): Chance<T> => {
    const seen: T[] = [];
    let open = true;
    return chance.map((value) => {
      if (!open) return value;
      for (const v of seen) {
        if (samePlain(v, value)) {
          if (work !== undefined) work.found++;
          return v;
        }
      }
      if (seen.length >= VALUES_PER_STEP || room.values <= 0) open = false;
      else {
        seen.push(value);
        room.values--;
      }
      return value;
    });
  };
  const kept = (state: S, command: C, offered: boolean): Chance<T> => {
    if (work !== undefined) work.steps++;
    // a frozen state and a command frozen all the way down: their identities stand for their values
    if (!Object.isFrozen(state) || typeof command !== "object" || command === null || !frozenDeep(command)) return step(state, command, offered);
    let pairs = steps.get(state);
    if (pairs === undefined) steps.set(state, (pairs = []));
    for (let i = 0; i < pairs.length; i += 2) {
      if (pairs[i] !== command) continue;
      if (work !== undefined) work.kept++;
      return pairs[i + 1] as Chance<T>;
    }
    const chance = finding(step(state, command, offered));
    pairs.push(command, chance);
    return chance;
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
  };
}
