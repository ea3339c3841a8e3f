// How the rugged game's phases roll their dice (issue 14): as a chance (the game's `step`: resolve with its trace,
// battleOdds, play), or at once from the chunk's generator (the session's step when simulateBattle samples it). The
// phases (phases.ts) and the step (game.ts) are written once, over a Roller: the chance roller builds exactly the
// chances the game always built (the same nodes, in the same shape: a chain from a constant taken at once where the
// game took it), and the direct roller runs the same lines at once, each resolver's own chance (a morale check, a
// volley, a fight) drawn through the engine's sampler of that chance on the generator, so the same dice are drawn in
// the same order and the same values come out, without the step's tree of chains, maps and constant copies.
// test/rugged/game/session-sample.test.ts checks the two paths die for die on random scenarios.
import { all, type Chance, constant } from "../../core/chance.js";
import { type BaseRoller, DirectRollerBase, type Kind, type Rolled } from "../../core/game/roller.js";

export type { Kind, Kinds, Rolled } from "../../core/game/roller.js";

/**
 * The operations the rugged phases are written in (the chance combinators they use, one for one). @internal
 */
export interface Roller<K extends Kind> extends BaseRoller<K> {
  /** `constant(value)` (a frozen copy as a chance; the value itself rolled at once). */
  constant<T>(value: T): Rolled<K, T>;
  /**
   * `chance.chain(fn)`, taken at once when the chance is a constant (a chain from a constant rolls no die and leaves
   * no trace entry of its own, so `fn(value)` is the same chance): a step without dice is then a constant.
   */
  then<A, B>(step: Rolled<K, A>, fn: (value: A) => Rolled<K, B>): Rolled<K, B>;
  /** `chance.map(fn)`, taken at once (`constant(fn(value))`) when the chance is a constant. */
  mapThen<A, B>(step: Rolled<K, A>, fn: (value: A) => B): Rolled<K, B>;
  /** `all(steps)`: each step's dice in order, the list of their values. */
  all<T>(steps: readonly Rolled<K, T>[]): Rolled<K, T[]>;
}

/** The chance roller: the chances the game always built. @internal */
export const CHANCES: Roller<"chance"> = /* @__PURE__ */ Object.freeze({
  roll: <T>(chance: Chance<T>) => chance,
  constant,
  map: <A, B>(step: Chance<A>, fn: (value: A) => B) => step.map(fn),
  chain: <A, B>(step: Chance<A>, fn: (value: A) => Chance<B>) => step.chain(fn),
  then: <A, B>(step: Chance<A>, fn: (value: A) => Chance<B>) => {
    const node = step.node;
    return node.t === "const" ? fn(node.value as A) : step.chain(fn);
  },
  mapThen: <A, B>(step: Chance<A>, fn: (value: A) => B) => {
    const node = step.node;
    return node.t === "const" ? constant(fn(node.value as A)) : step.map(fn);
  },
  all: <T>(steps: readonly Chance<T>[]) => all(steps),
});

/** The direct roller on a generator (the core's, with this game's own combinators taken at once). @internal */
export class DirectRoller extends DirectRollerBase implements Roller<"now"> {
  constant<T>(value: T): T {
    return value;
  }

  then<A, B>(step: A, fn: (value: A) => B): B {
    return fn(step);
  }

  mapThen<A, B>(step: A, fn: (value: A) => B): B {
    return fn(step);
  }

  all<T>(steps: readonly T[]): T[] {
    return steps.slice();
  }
}
