// How the rugged game's phases roll their dice (issue 14): as a chance (the game's `step`: resolve with its trace,
// battleOdds, play), or at once from the chunk's generator (the session's step when simulateBattle samples it). The
// phases (phases.ts) and the step (game.ts) are written once, over a Roller: the chance roller builds exactly the
// chances the game always built (the same nodes, in the same shape: a chain from a constant taken at once where the
// game took it), and the direct roller runs the same lines at once, each resolver's own chance (a morale check, a
// volley, a fight) drawn through the engine's sampler of that chance on the generator, so the same dice are drawn in
// the same order and the same values come out, without the step's tree of chains, maps and constant copies.
// test/rugged/game/session-sample.test.ts checks the two paths die for die on random scenarios.
import { all, type Chance, constant } from "../../core/chance.js";
import { sampleNode } from "../../core/compile.js";
import type { IntSource } from "../../core/uniform.js";

/** What a phase gives, by roller: a chance of its value, or the value itself, rolled already. @internal */
export interface Kinds<T> {
  /** Built as a chance. */
  readonly chance: Chance<T>;
  /** Rolled at once. */
  readonly now: T;
}
/** The two rollers' kinds. @internal */
export type Kind = keyof Kinds<unknown>;
/** A phase's value, as the roller of kind `K` gives it. @internal */
export type Rolled<K extends Kind, T> = Kinds<T>[K];

/**
 * The operations the rugged phases are written in (the chance combinators they use, one for one). @internal
 */
export interface Roller<K extends Kind> {
  /** A resolver's chance (a morale check, a volley, a fight, a Tactician's roll): the chance itself, or its value drawn now. */
  roll<T>(chance: Chance<T>): Rolled<K, T>;
  /** `constant(value)` (a frozen copy as a chance; the value itself rolled at once). */
  constant<T>(value: T): Rolled<K, T>;
  /** `chance.map(fn)`. */
  map<A, B>(step: Rolled<K, A>, fn: (value: A) => B): Rolled<K, B>;
  /** `chance.chain(fn)`. */
  chain<A, B>(step: Rolled<K, A>, fn: (value: A) => Rolled<K, B>): Rolled<K, B>;
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

/**
 * The direct roller on a generator: a class, so its operations are shared methods (a roller per step builds no
 * closures). `rolled` counts the resolvers' chances that were not constants: a step that rolled none drew no die,
 * so its value is a pure function of the state and the command (the session keeps it).
 * @internal
 */
export class DirectRoller implements Roller<"now"> {
  /** How many chances with dice this roller drew from. */
  rolled = 0;
  readonly #rng: IntSource;

  /**
   * @param rng - the chunk's generator
   */
  constructor(rng: IntSource) {
    this.#rng = rng;
  }

  roll<T>(chance: Chance<T>): T {
    const node = chance.node;
    if (node.t === "const") return node.value as T;
    this.rolled++;
    // the engine's sampler of the resolver's chance (interpreted on its first run, compiled after): resolve's draws
    return sampleNode(node, this.#rng) as T;
  }

  constant<T>(value: T): T {
    return value;
  }

  map<A, B>(step: A, fn: (value: A) => B): B {
    return fn(step);
  }

  chain<A, B>(step: A, fn: (value: A) => B): B {
    return fn(step);
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
