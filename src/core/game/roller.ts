// How a game's phases roll their dice (issue 14): as a chance (the game's `step`: resolve with its trace, battleOdds,
// play), or at once from a battle's generator (a session's `stepRolled`, what simulateBattle plays). A game writes its
// phases once over a roller; the rugged and vivid games (src/rugged/game/session-roller.ts, src/vivid/game/roller.ts)
// add the combinators their phases use to the three every roller has here. The direct roller draws each resolver's
// chance through the engine's sampler of that chance (src/core/compile.ts: the draws the step's chance makes at that
// place), so the same dice are drawn in the same order and the same values come out, without the step's tree.
import type { Chance } from "../chance.js";
import { sampleNode } from "../compile.js";
import type { IntSource } from "../uniform.js";

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

/** The operations every roller has (the chance combinators, one for one). @internal */
export interface BaseRoller<K extends Kind> {
  /** A resolver's chance (a volley, a morale check, a fight): the chance itself, or its value drawn now. */
  roll<T>(chance: Chance<T>): Rolled<K, T>;
  /** `chance.map(fn)`. */
  map<A, B>(step: Rolled<K, A>, fn: (value: A) => B): Rolled<K, B>;
  /** `chance.chain(fn)`. */
  chain<A, B>(step: Rolled<K, A>, fn: (value: A) => Rolled<K, B>): Rolled<K, B>;
}

/**
 * The direct roller on a generator: a class, so its operations are shared methods (a roller per step builds no
 * closures). `rolled` counts the resolvers' chances that were not constants: a step that rolled none drew no die,
 * so its value is a pure function of the state and the command (a session may keep it).
 * @internal
 */
export class DirectRollerBase implements BaseRoller<"now"> {
  /** How many chances that are not constants this roller drew from. */
  rolled = 0;
  readonly #rng: IntSource;

  /**
   * @param rng - the battle's generator
   */
  constructor(rng: IntSource) {
    this.#rng = rng;
  }

  roll<T>(chance: Chance<T>): T {
    const node = chance.node;
    if (node.t === "const") return node.value as T;
    this.rolled++;
    // the engine's sampler of the resolver's chance (interpreted on its first run, compiled after): the draws the
    // step's chance makes at this place
    return sampleNode(node, this.#rng) as T;
  }

  /**
   * Draws a value with a sampler on the battle's generator: a resolver's own direct draw (issue 14: a fight sampled
   * without building the chance it would be drawn from, family/melee.ts fightMeleeRolled), the same draws the engine's
   * sampler of that chance makes. Counted as a chance rolled.
   *
   * @param draw - the sampler
   * @returns its value
   * @example
   * ```ts
   * new DirectRollerBase(rng).sample((g) => g.next()); // the generator's next draw
   * ```
   */
  sample<T>(draw: (rng: IntSource) => T): T {
    this.rolled++;
    return draw(this.#rng);
  }

  map<A, B>(step: A, fn: (value: A) => B): B {
    return fn(step);
  }

  chain<A, B>(step: A, fn: (value: A) => B): B {
    return fn(step);
  }
}
