// The vivid game's guard for its exported functions (game.ts, policies.ts): one place, so that the policies need not
// import the game (the game's rolled battle, session-battle.ts, reads the policies).
import { guardedHelper } from "../../core/inputs.js";

/**
 * An exported function that never fails with a TypeError: whatever its arguments do (a throwing getter, a revoked
 * Proxy, a wrong shape), the caller gets a RulesError naming the function.
 *
 * @param fn - the function's public name
 * @param f - the function
 * @returns the guarded function
 * @example
 * ```ts
 * const safe = guarded("myPolicy", (state: VividState) => state.turn);
 * ```
 * @internal
 */
export function guarded<A extends unknown[], R>(fn: string, f: (...args: A) => R): (...args: A) => R {
  return guardedHelper(fn, "this game's data", f);
}
