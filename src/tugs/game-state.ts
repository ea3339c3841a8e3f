// Small readers of a tugsGame state, shared by the fight and the time after it.
import type { TugsCombatant, TugsGameState } from "./game-schemas.js";
import { conditionOf } from "./impairment.js";

type Combatant = TugsCombatant;
type State = TugsGameState;

/** A combatant's id (setup gives every character one). @internal */
export const idOf = (c: Combatant): string => c.character.id ?? c.character.name;
/** Whether a combatant is still in the fight and able to act (TUGS-INJ-2, TUGS-EFF-1, TUGS-GM-8). @internal */
export const ableOf = (c: Combatant): boolean => !c.fled && !conditionOf(c.character).outOfAction;
/** The combatant of an id, and its index. @internal */
export function findCombatant(state: State, id: string): { c: Combatant; i: number } | undefined {
  const i = state.combatants.findIndex((c) => idOf(c) === id);
  const c = state.combatants[i];
  return c === undefined ? undefined : { c, i };
}
/** The list with item i replaced. @internal */
export function replaceAt<T>(list: readonly T[], i: number, item: T): T[] {
  const copy = list.slice();
  copy[i] = item;
  return copy;
}

export { just } from "./just.js";
