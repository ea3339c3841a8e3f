// How a rule's dice are rolled (issues 13 and 15): as a chance (resolve with its trace, odds, the played round), or at
// once from a generator (the duel's sampler, simulate). A rule with dice is written once, over a Roller: the chance
// roller builds exactly the chances the rule always built (the same nodes, the same trace); the direct roller rolls
// each die as the engine's compiled sampler of that die would (the same draws from the generator, in the same order),
// builds no chance and no trace, and gives the same values. Both paths run the same lines of every rule, so a rule
// cannot diverge between them; test/tugs/duel-sampler.test.ts checks them die for die on random characters.
import { all, type Chance, constant, type DieLabel, die, sum, tracedFrozen } from "../core/chance.js";
import type { TraceEntry } from "../core/trace.js";
import { type IntSource, rejectionBound } from "../core/uniform.js";
import { just } from "./just.js";

/** What a rule's step is, by roller: a chance of its value, or the value itself, rolled already. @internal */
export interface Kinds<T> {
  /** Built as a chance. */
  readonly chance: Chance<T>;
  /** Rolled at once. */
  readonly now: T;
}
/** The two rollers' kinds. @internal */
export type Kind = keyof Kinds<unknown>;
/** A step of a rule, as the roller of kind `K` gives it. @internal */
export type Rolled<K extends Kind, T> = Kinds<T>[K];

/** The dice a rule rolls. */
type Die = "d6" | "d20";

/**
 * The operations a rule with dice is written in (the chance combinators a tugs rule uses, one for one). Labels and
 * trace entries are passed as functions: the chance roller calls them at once, the direct roller never.
 * @internal
 */
export interface Roller<K extends Kind> {
  /** Whether it builds chances (then a step's value should be small to merge; rolled at once, nothing merges). */
  readonly chances: boolean;
  /** One die (core `die`). */
  die(kind: Die, what: () => DieLabel): Rolled<K, number>;
  /** A sum of `n` dice (core `sum`). */
  sum(n: number, kind: Die, what: () => DieLabel): Rolled<K, number>;
  /** A value computed by the rules, not copied (just.ts). */
  just<T>(value: T): Rolled<K, T>;
  /** A constant (core `constant`: a frozen copy as a chance; the value itself rolled at once). */
  constant<T>(value: T): Rolled<K, T>;
  /** `chance.map(fn)`. */
  map<A, B>(step: Rolled<K, A>, fn: (value: A) => B): Rolled<K, B>;
  /** `chance.chain(fn)`. */
  chain<A, B>(step: Rolled<K, A>, fn: (value: A) => Rolled<K, B>): Rolled<K, B>;
  /** `all([first, second])`: the first's dice, then the second's. */
  both<A, B>(first: Rolled<K, A>, second: Rolled<K, B>): Rolled<K, [A, B]>;
  /** `tracedFrozen(step, before(), after)` (or `step.traced(before(), after)` when `frozen` is false). */
  traced<T>(step: Rolled<K, T>, before: () => readonly TraceEntry[], after?: (value: T) => readonly TraceEntry[], frozen?: boolean): Rolled<K, T>;
  /**
   * A step used later (after other dice): the chance roller builds it now, once, as the rule always did (shared by
   * every use); the direct roller rolls it when it is used, so its dice come in the order the chance rolls them.
   */
  later<T>(build: () => Rolled<K, T>): () => Rolled<K, T>;
}

/** The chance roller: the chances the rules always built. @internal */
export const CHANCES: Roller<"chance"> = Object.freeze({
  chances: true,
  die: (kind: Die, what: () => DieLabel) => die(kind, what()),
  sum: (n: number, kind: Die, what: () => DieLabel) => sum(n, kind, what()),
  just,
  constant,
  map: <A, B>(step: Chance<A>, fn: (value: A) => B) => step.map(fn),
  chain: <A, B>(step: Chance<A>, fn: (value: A) => Chance<B>) => step.chain(fn),
  both: <A, B>(first: Chance<A>, second: Chance<B>) => all<[Chance<A>, Chance<B>]>([first, second]),
  traced: <T>(step: Chance<T>, before: () => readonly TraceEntry[], after?: (value: T) => readonly TraceEntry[], frozen = true) =>
    frozen ? tracedFrozen(step, before(), after) : step.traced(before(), after),
  later: <T>(build: () => Chance<T>) => {
    const built = build();
    return () => built;
  },
});

const D6 = rejectionBound(6);
const D20 = rejectionBound(20);

/** One face of a die of `sides` faces drawn from `rng` (uniform by rejection below `allowed`, as core/uniform.ts). */
function faceOf(rng: IntSource, sides: number, allowed: number): number {
  let v = rng.next() + 2147483648;
  while (v >= allowed) v = rng.next() + 2147483648;
  return 1 + (v - Math.floor(v / sides) * sides);
}

/**
 * The direct roller: a class, so its operations are shared methods (a roller per duel builds no closures; under tsx,
 * esbuild's keepNames named each closure of an object literal with a defineProperty, once per roller).
 */
class DirectRoller implements Roller<"now"> {
  readonly chances = false;
  readonly #rng: IntSource;

  constructor(rng: IntSource) {
    this.#rng = rng;
  }

  die(kind: Die): number {
    return kind === "d6" ? faceOf(this.#rng, 6, D6) : faceOf(this.#rng, 20, D20);
  }

  sum(n: number, kind: Die): number {
    let total = 0;
    for (let i = 0; i < n; i++) total += kind === "d6" ? faceOf(this.#rng, 6, D6) : faceOf(this.#rng, 20, D20);
    return total;
  }

  just<T>(value: T): T {
    return value;
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

  both<A, B>(first: A, second: B): [A, B] {
    return [first, second];
  }

  traced<T>(step: T): T {
    return step;
  }

  later<T>(build: () => T): () => T {
    return build;
  }
}

/**
 * The direct roller on a generator: each die drawn as the compiled sampler of core `die` and `sum` draws it (uniform
 * by rejection, the same algorithm as core/uniform.ts), so a seed rolls the same faces as the chance sampled.
 * @internal
 */
export function rollerOn(rng: IntSource): Roller<"now"> {
  return new DirectRoller(rng);
}
