// Small readers of a tugsGame state, shared by the fight and the time after it.
import type { TugsFate } from "./game.js";
import type { TugsCombatant, TugsGameState } from "./game-schemas.js";
import { conditionOf, outOfActionOf } from "./impairment.js";
import { startRound } from "./round.js";

type Combatant = TugsCombatant;
type State = TugsGameState;

/** A combatant's id (setup gives every character one). @internal */
export const idOf = (c: Combatant): string => c.character.id ?? c.character.name;
/** Whether a combatant is still in the fight and able to act (TUGS-INJ-2, TUGS-EFF-1, TUGS-GM-8). @internal */
export const ableOf = (c: Combatant): boolean => !c.fled && !outOfActionOf(c.character);
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

/**
 * A combatant with his character, engagement, getting up and parries given: written out field by field in the
 * order of setup and the schema (the order an object spread keeps), at half the cost of a spread with overrides.
 * @internal
 */
export function combatantWith(c: Combatant, character: Combatant["character"], engagedWith: string | null, gettingUp: boolean, parries: number): Combatant {
  return { character, side: c.side, engagedWith, gettingUp, parries, fled: c.fled };
}

/**
 * A state of the fight with its combatants, phase, round and turn given (the time and the settings kept): written
 * out field by field in the order of setup and the schema, as {@link combatantWith}. @internal
 */
export function fightState(
  s: State,
  combatants: readonly Combatant[],
  phase: State["phase"],
  round: number,
  groups: readonly (readonly string[])[],
  group: number,
  declared: readonly State["declared"][number][],
): State {
  return {
    combatants: combatants as Combatant[],
    phase,
    round,
    groups: groups as string[][],
    group,
    declared: declared as State["declared"],
    minutes: s.minutes,
    winner: s.winner,
    settings: s.settings,
  };
}

/**
 * A combatant after the start-of-round bookkeeping of TUGS-EFF-1 (the first thing a round's initiative step does):
 * whoever spent the last round getting up stands (unless unable), a knockout of rounds counts down, "no attack
 * next round" becomes this round's, nobody has attacked or parried yet. @internal
 */
export const atRoundStart = (c: Combatant): Combatant => combatantWith(c, startRound(c.character, { standUp: c.gettingUp }), c.engagedWith, false, 0);

/** How a combatant ends a fight: fled, dead, in a coma, knocked out (for a time), unconscious, or standing. @internal */
export function fateOf(c: Combatant): TugsFate {
  if (c.fled) return "fled";
  const cond = conditionOf(c.character);
  if (cond.dead) return "dead";
  const k = c.character.status.knockedOut;
  if (k !== null) return k.coma ? "coma" : k.amount === null ? "unconscious" : "knockedOut";
  return cond.unconscious ? "unconscious" : "standing";
}

/**
 * Whether a combatant is out of the fight for good: nothing in the rest of the fight changes him (he fled, is
 * dead, has 0 hit points or fewer, or is knocked out for minutes or longer: only a knockout of rounds ends within
 * a fight, TUGS-EFF-1), and nobody may attack him (TUGS-GM-8). @internal
 */
export function outForGood(c: Combatant): boolean {
  if (c.fled) return true;
  const cond = conditionOf(c.character);
  if (cond.dead) return true;
  const k = c.character.status.knockedOut;
  if (k !== null && k.unit !== "rounds") return true;
  return cond.hp <= 0 && k === null;
}

export { just } from "./just.js";
