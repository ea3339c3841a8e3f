// A chance of a value the rules computed, without constant()'s frozen copy of it.
import { type Chance, constant } from "../core/chance.js";

/** The one constant chance mapped from (built once: an immutable constant). */
const NOTHING: Chance<null> = constant(null);

/**
 * A chance of a value already computed, without `constant`'s frozen copy of it: for the internal steps of the
 * rules, whose values are new objects never changed afterwards (a character inside a round, a game state); what
 * leaves through a public resolver is frozen there (combatRound seals its result, applyInjury freezes its own).
 * @internal
 */
export function just<T>(value: T): Chance<T> {
  return NOTHING.map(() => value);
}
