// How the vivid game's phases roll their dice (issue 14; the rugged session's session-roller.ts is the model): as a
// chance (the game's `step`: resolve with its trace, battleOdds, play), or at once from a battle's generator (the
// session's `stepRolled`, what simulateBattle plays). The phases of game.ts that a skirmish plays at every step (the
// shot, the end of a side turn with its morale, hand-to-hand and recovery, the start of a turn, the game's end) are
// written once, over a Roller: the chance roller builds exactly the chances the game always built (the same nodes in
// the same shape), and the direct roller runs the same lines at once, each resolver's chance (a volley, a morale
// check, a fight, the initiative) drawn through the engine's sampler of that chance on the generator. The engine
// samples a chain by sampling its source, then the chance its function gives, and a map by sampling its source
// (src/core/compile.ts, interpretSample; the compiled sampler draws as the first run did), so drawing each
// resolver's chance where the tree would have reached it draws the same dice in the same order and gives the same
// values, without the step's tree of chains and maps. A phase not written over the roller (a gadget's use, the
// Impetuous checks, the gadgets at the start and end of a turn) is rolled as the chance it is.
// test/vivid/game/session-rolled.test.ts checks the two paths draw for draw.
import { type Chance, constant, mapDistinct } from "../../core/chance.js";
import { type BaseRoller, DirectRollerBase, type Kind, type Rolled } from "../../core/game/roller.js";
import type { IntSource } from "../../core/uniform.js";
import { freezePlain } from "./freeze-plain.js";
import type { Acc } from "./kit.js";

export type { Kind, Kinds, Rolled } from "../../core/game/roller.js";

/** The operations the vivid phases are written in (the chance combinators they use, one for one). @internal */
export interface Roller<K extends Kind> extends BaseRoller<K> {
  /** The game's `just`: one value and no dice (a map of the one constant, its value frozen; the value itself rolled at once). */
  just(acc: Acc): Rolled<K, Acc>;
  /**
   * A quiet roller's steps keep no events (the rolled battle's, which reads only the states: session-battle.ts):
   * the phases start their lists as {@link QUIET} and `push` keeps it; the states and the dice are the same.
   */
  readonly quiet?: boolean;
}

/**
 * The events of a quiet step (stepped by a {@link Roller} whose `quiet` is true): none, one frozen empty list the
 * game's `push` recognises by identity and keeps.
 *
 * @example
 * ```ts
 * const start: Acc = { state, events: R.quiet === true ? QUIET : [{ type: "turnBegins", turn: 1, rule: "VIV-SEQ-1" }] };
 * ```
 * @internal
 */
export const QUIET: readonly never[] = /* @__PURE__ */ Object.freeze([]);

/** The one constant chance the game's steps map from: `constant` copies and freezes its value, a map does not. */
const NOTHING: Chance<0> = /* @__PURE__ */ constant(0);

/** The chance roller: the chances the game always built. @internal */
export const CHANCES: Roller<"chance"> = /* @__PURE__ */ Object.freeze({
  roll: <T>(chance: Chance<T>): Chance<T> => chance,
  // one value: nothing to merge, so exact odds take it without writing a merge key of the whole state (mapDistinct)
  just: (acc: Acc): Chance<Acc> => {
    const frozen = freezePlain(acc);
    return mapDistinct(NOTHING, () => frozen);
  },
  map: <A, B>(step: Chance<A>, fn: (value: A) => B): Chance<B> => step.map(fn),
  chain: <A, B>(step: Chance<A>, fn: (value: A) => Chance<B>): Chance<B> => step.chain(fn),
});

/**
 * The chance roller of quiet steps: the same chances, their events left out ({@link Roller.quiet}).
 *
 * @example
 * ```ts
 * stepOn(QUIET_CHANCES, state, command, memo, true); // the step's chance, every value's events empty
 * ```
 * @internal
 */
export const QUIET_CHANCES: Roller<"chance"> = /* @__PURE__ */ Object.freeze({ ...CHANCES, quiet: true });

/** The direct roller on a generator (the core's, with this game's own combinators taken at once). @internal */
export class DirectRoller extends DirectRollerBase implements Roller<"now"> {
  /** Whether its steps keep no events ({@link Roller.quiet}). */
  readonly quiet: boolean;

  /**
   * @param rng - the battle's generator
   * @param quiet - true: its steps keep no events (the rolled battle's)
   */
  constructor(rng: IntSource, quiet = false) {
    super(rng);
    this.quiet = quiet;
  }

  just(acc: Acc): Acc {
    return acc;
  }
}
