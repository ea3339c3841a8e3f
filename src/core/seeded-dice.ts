import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { JumpableRandomGenerator } from "pure-rand/types/JumpableRandomGenerator";
import type { DiceSource, RollRequest } from "./dice-source.js";
import { type DieKind, rangeOf, sidesOf } from "./die-kind.js";
import { RulesError } from "./errors.js";
import { uniformIndex } from "./uniform.js";

const isInt32 = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= -2147483648 && v <= 2147483647;

/**
 * The JSON-safe state of a seeded dice source, as returned by `.save()`: store it with a game, and
 * {@link restoreDice} continues the identical stream. (The core is schema-free to stay small; the
 * shape is checked by {@link isDiceState}.)
 *
 * @example
 * ```ts
 * const saved: DiceState = seededDice(7).save();
 * JSON.stringify(saved); // '{"generator":"xoroshiro128+","state":[...4 numbers]}'
 * ```
 */
export interface DiceState {
  /** The generator algorithm: pure-rand's xoroshiro128+. */
  readonly generator: "xoroshiro128+";
  /** The generator's four 32-bit state words. */
  readonly state: readonly [number, number, number, number];
}

/**
 * Whether a value (for instance parsed JSON) is a saved dice state.
 *
 * @param value - anything
 * @returns true for `{ generator: "xoroshiro128+", state: [4 int32] }`
 * @example
 * ```ts
 * isDiceState(seededDice(1).save()); // true
 * isDiceState({ generator: "xoroshiro128+", state: [1, 2] }); // false
 * ```
 */
export function isDiceState(value: unknown): value is DiceState {
  if (typeof value !== "object" || value === null) return false;
  try {
    const { generator, state } = value as { generator?: unknown; state?: unknown };
    return generator === "xoroshiro128+" && Array.isArray(state) && state.length === 4 && state.every(isInt32) && state.some((w) => w !== 0);
  } catch {
    return false; // a getter or a Proxy trap that throws: not a saved state
  }
}

/**
 * A dice source on pure-rand's xoroshiro128+ that can be saved, restored and forked.
 *
 * @example
 * ```ts
 * const dice: SeededDice = seededDice(2026);
 * const again = restoreDice(dice.save());
 * ```
 */
export interface SeededDice extends DiceSource {
  /** The state now, JSON-safe: {@link restoreDice} continues from exactly here. */
  save(): DiceState;
  /**
   * An independent stream: the fork takes the stream from here, and this source jumps 2^64 draws ahead,
   * so neither repeats the other (and a second fork differs from the first).
   */
  fork(): SeededDice;
}

class Seeded implements SeededDice {
  readonly #rng: JumpableRandomGenerator;

  constructor(rng: JumpableRandomGenerator) {
    this.#rng = rng;
  }

  roll(kind: DieKind, _request?: RollRequest): number {
    const sides = sidesOf(kind);
    if (sides === 0) rangeOf("seededDice.roll", kind); // throws INVALID_ARGUMENT for an unknown kind
    return (kind === "dF" ? -1 : 1) + uniformIndex(this.#rng, sides);
  }

  save(): DiceState {
    const [a = 0, b = 0, c = 0, d = 0] = this.#rng.getState();
    return { generator: "xoroshiro128+", state: [a, b, c, d] };
  }

  fork(): SeededDice {
    const child = new Seeded(this.#rng.clone());
    this.#rng.jump();
    return child;
  }
}

/**
 * The generator state for a seed: the seed (as int32) expanded by splitmix32 (the golden-ratio increment,
 * then murmur3's finaliser) into xoroshiro128+'s four state words. pure-rand's own `xoroshiro128plus(seed)`
 * puts the seed into the state almost raw, so neighbouring seeds start with visibly related rolls (the first
 * three d6 of seeds 1 to 6 were 114, 643, 512, 441, 316, 245, then 114 again); mixing removes that.
 *
 * @param seed - a whole number, read as int32
 * @returns the four state words, never all zero
 * @example
 * ```ts
 * const state = seedState(42);
 * // xoroshiro128plusFromState(state) is the generator behind seededDice(42)
 * ```
 */
export function seedState(seed: number): [number, number, number, number] {
  let s = checkSeed("seedState", seed);
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    s = (s + 0x9e3779b9) | 0;
    let h = s;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    words.push(h | 0);
  }
  const [a = 0, b = 0, c = 0, d = 0] = words;
  return a === 0 && b === 0 && c === 0 && d === 0 ? [1, 0, 0, 0] : [a, b, c, d];
}

/**
 * Checks a seed and coerces it to int32 the way pure-rand does (`seed | 0`).
 * @internal
 */
export function checkSeed(fn: string, seed: unknown): number {
  if (typeof seed !== "number" || !Number.isSafeInteger(seed)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "seed", value: seed, message: "expected a whole number" });
  }
  return seed | 0;
}

/**
 * Seeded dice: the same seed always gives the same faces, on every machine. Built on pure-rand's
 * xoroshiro128+, started from {@link seedState}`(seed)`; a face is drawn exactly as pure-rand's
 * `uniformInt(rng, 1, sides)` draws it (unbiased).
 *
 * @param seed - a whole number; it is read as a 32-bit integer (`seed | 0`) and mixed by {@link seedState}
 * @returns a dice source with `save()` and `fork()`
 * @example
 * ```ts
 * const dice = seededDice(42);
 * dice.roll("d10"); // the same face every time for seed 42
 * ```
 */
export function seededDice(seed: number): SeededDice {
  checkSeed("seededDice", seed);
  return new Seeded(xoroshiro128plusFromState(seedState(seed)));
}

/**
 * Continues a seeded stream from a state saved with `.save()` (for instance read back from JSON).
 *
 * @param state - a saved state; untrusted JSON is checked
 * @returns a dice source that rolls exactly what the saved one would have rolled next
 * @throws {@link RulesError} `INVALID_STATE` when the state is not a saved dice state
 * @example
 * ```ts
 * const dice = seededDice(1);
 * const saved = JSON.stringify(dice.save());
 * const a = dice.roll("d6");
 * const b = restoreDice(JSON.parse(saved)).roll("d6"); // b === a
 * ```
 */
export function restoreDice(state: unknown): SeededDice {
  // read once, into a plain copy: a getter could pass the check and then hand the generator something else
  let copy: unknown;
  try {
    const given = typeof state === "object" && state !== null ? (state as { generator?: unknown; state?: unknown }) : undefined;
    const words = given?.state;
    copy =
      given === undefined
        ? state
        : { generator: given.generator, state: Array.isArray(words) && words.length === 4 ? [words[0], words[1], words[2], words[3]] : words };
  } catch {
    copy = undefined;
  }
  if (!isDiceState(copy)) {
    throw new RulesError({
      code: "INVALID_STATE",
      fn: "restoreDice",
      path: "state",
      value: copy,
      message: 'expected a saved dice state { generator: "xoroshiro128+", state: [4 whole numbers in int32 range, not all 0] }',
    });
  }
  const [a, b, c, d] = copy.state;
  return new Seeded(xoroshiro128plusFromState([a, b, c, d]));
}
