import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { JumpableRandomGenerator } from "pure-rand/types/JumpableRandomGenerator";
import type { DiceSource, RollRequest } from "./dice-source.js";
import { type DieKind, rangeOf, sidesOf } from "./die-kind.js";
import { RulesError } from "./errors.js";
import { type IntSource, uniformIndex } from "./uniform.js";

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

  /** The generator behind seeded dice (the same object: drawing from it advances the dice), else undefined. */
  static generatorOf(dice: unknown): IntSource | undefined {
    return typeof dice === "object" && dice !== null && #rng in dice ? dice.#rng : undefined;
  }
}

/**
 * The generator behind a seeded dice source, or undefined for any other source (scripted, random, an app's own).
 * Drawing from it advances the dice: a compiled sampler drawing `n` values from it leaves the dice where
 * resolving the same chance with them would (the core's trace-free path for games, `simulateBattle`).
 * @internal
 */
export function generatorOf(dice: unknown): IntSource | undefined {
  return Seeded.generatorOf(dice);
}

/**
 * A seed: a safe integer (any whole number from `-(2 ** 53 - 1)` to `2 ** 53 - 1`), or a string of 1 to
 * {@link MAX_SEED_LENGTH} characters (a chat message's 64-bit id, a game's name), which is hashed. Distinct
 * integers always give distinct streams; see {@link seedState}.
 *
 * @example
 * ```ts
 * const seeds: Seed[] = [2026, 2 ** 40, "1181596143527219200", "table 7"];
 * ```
 */
export type Seed = number | string;

/**
 * The most characters of a string seed.
 *
 * @example
 * ```ts
 * seededDice("x".repeat(MAX_SEED_LENGTH)); // the longest string seed
 * ```
 */
export const MAX_SEED_LENGTH = 1_000;

const GOLDEN = 0x9e3779b9;

/** murmur3's 32-bit finaliser: a bijection of int32 with fmix(0) = 0. */
function fmix(x: number): number {
  let h = x;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** A wide seed's high word mixed: a bijection of int32 that is 0 only at -2^30, which no high word of a safe integer is. */
const mixHigh = (hi: number, salt: number): number => fmix(((hi ^ salt) + 0x40000000) | 0);

/** MurmurHash3 (x86, 32-bit) of a string's UTF-16 code units, two to a block, from a seed. */
function murmur3(text: string, seed: number): number {
  let h = seed | 0;
  const mix = (block: number): void => {
    let k = Math.imul(block, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  };
  let i = 0;
  for (; i + 1 < text.length; i += 2) mix(text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16));
  if (i < text.length) {
    let k = Math.imul(text.charCodeAt(i), 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
  }
  h ^= text.length * 2;
  return fmix(h);
}

/** Word i of an integer seed's state from its low 32 bits (a function, not a closure per call: simulate's fixed cost). */
function seedWord(low: number, i: number): number {
  return fmix((low + Math.imul(i + 1, GOLDEN)) | 0);
}

/**
 * The generator state for a seed: xoroshiro128+'s four state words, never all zero. pure-rand's own
 * `xoroshiro128plus(seed)` puts the seed into the state almost raw, so neighbouring seeds start with visibly
 * related rolls (the first three d6 of seeds 1 to 6 were 114, 643, 512, 441, 316, 245, then 114 again); mixing
 * removes that.
 *
 * - A seed in int32 range (`-2 ** 31` to `2 ** 31 - 1`) is expanded by splitmix32: word i is murmur3's finaliser
 *   of `seed + (i + 1) * 0x9e3779b9` (the streams of every release so far).
 * - Any other safe integer is split into its low and high 32 bits: the words are the same expansion of the low
 *   bits, words 1 to 3 each xored with a mix of the high bits that is never 0. Word 0 tells the low bits and word
 *   1 then the high bits, so two distinct integers never share a state, and no wide seed shares one with an int32
 *   seed (that would need a mix of the high bits to be 0). `2 ** 32` and `0` are different streams.
 * - A string is hashed: word i is MurmurHash3 (x86, 32-bit) of its UTF-16 code units with seed i (four hashes,
 *   128 bits). Distinct strings share a state only by a hash collision (about 2^-128 a pair), and `"2026"` is not
 *   the seed `2026` (the CLI reads `--seed 2026` as the number).
 *
 * @param seed - a safe integer or a string ({@link Seed})
 * @returns the four state words, never all zero
 * @example
 * ```ts
 * const state = seedState(42);
 * // xoroshiro128plusFromState(state) is the generator behind seededDice(42)
 * ```
 */
export function seedState(seed: Seed): [number, number, number, number] {
  const given = checkSeed("seedState", seed);
  let words: [number, number, number, number];
  if (typeof given === "string") {
    words = [murmur3(given, 0), murmur3(given, 1), murmur3(given, 2), murmur3(given, 3)];
  } else {
    // the low 32 bits (as int32) and the high bits: exact for every safe integer
    const low = given | 0;
    const high = (given - (given >>> 0)) / 2 ** 32;
    const wide = given < -2147483648 || given > 2147483647;
    words = wide
      ? [seedWord(low, 0), seedWord(low, 1) ^ mixHigh(high, 0), seedWord(low, 2) ^ mixHigh(high, 0x55555555), seedWord(low, 3) ^ mixHigh(high, 0x33333333)]
      : [seedWord(low, 0), seedWord(low, 1), seedWord(low, 2), seedWord(low, 3)];
  }
  const [a, b, c, d] = words;
  // never all zero for an integer (word 0 is 0 only for the int32 seed -0x9e3779b9, whose word 1 is not); a
  // string's hashes could be, in theory
  return a === 0 && b === 0 && c === 0 && d === 0 ? [1, 0, 0, 0] : [a, b, c, d];
}

/**
 * Checks a seed ({@link Seed}): a safe integer, or a string of 1 to {@link MAX_SEED_LENGTH} characters. The one
 * check behind `seededDice`, `simulate`, the game layer's and the workers' seeds.
 * @internal
 */
export function checkSeed(fn: string, seed: unknown, path = "seed"): Seed {
  if (typeof seed === "string" && seed.length >= 1 && seed.length <= MAX_SEED_LENGTH) return seed;
  if (typeof seed !== "number" || !Number.isSafeInteger(seed)) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path,
      value: seed,
      message: `expected a seed: a whole number from -(2^53 - 1) to 2^53 - 1, or a string of 1 to ${String(MAX_SEED_LENGTH)} characters (give a 64-bit id as a string)`,
    });
  }
  return Object.is(seed, -0) ? 0 : seed;
}

/**
 * A seed as typed on a command line or in a form: a whole number that is a safe integer is that number
 * (`"2026"` is the seed `2026`), any other text is a string seed (a 64-bit id `"1181596143527219200"`, a name).
 *
 * @param text - the text typed
 * @returns the seed
 * @throws {@link RulesError} `INVALID_ARGUMENT` for empty text or text longer than {@link MAX_SEED_LENGTH}
 * @example
 * ```ts
 * seedFromText("2026"); // 2026
 * seedFromText("1181596143527219200"); // "1181596143527219200" (past 2^53: hashed as a string)
 * ```
 */
export function seedFromText(text: string): Seed {
  const given: unknown = text;
  if (typeof given !== "string" || given.trim() === "") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "seedFromText", path: "text", value: given, message: "expected the seed's text" });
  }
  const trimmed = given.trim();
  const n = /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return checkSeed("seedFromText", Number.isSafeInteger(n) ? n : trimmed, "text");
}

/**
 * Seeded dice: the same seed always gives the same faces, on every machine. Built on pure-rand's
 * xoroshiro128+, started from {@link seedState}`(seed)`; a face is drawn exactly as pure-rand's
 * `uniformInt(rng, 1, sides)` draws it (unbiased).
 *
 * @param seed - a safe integer or a string ({@link Seed}), mixed or hashed by {@link seedState}: distinct integers give distinct streams
 * @returns a dice source with `save()` and `fork()`
 * @example
 * ```ts
 * const dice = seededDice(42);
 * dice.roll("d10"); // the same face every time for seed 42
 * ```
 */
export function seededDice(seed: Seed): SeededDice {
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
