// The core's hand-written argument checks (the core entry carries no zod): list arguments checked by length and
// holes before any item is read, options objects whose unknown keys are refused with the nearest valid key, and
// reads that turn a throwing getter, a Proxy trap or a revoked Proxy into a RulesError naming the function.
import { RulesError } from "./errors.js";
import { nearestKey } from "./nearest-key.js";

/**
 * `value instanceof type`, false (never a TypeError) for a revoked Proxy or a throwing `getPrototypeOf` trap.
 * @internal
 */
export function isInstance<T>(value: unknown, type: abstract new (...args: never[]) => T): value is T {
  try {
    return value instanceof type;
  } catch {
    return false;
  }
}

/**
 * `Array.isArray(value)`, false (never a TypeError) for a revoked Proxy.
 * @internal
 */
export function isArray(value: unknown): value is readonly unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * The error of an argument that cannot be read (a getter or a Proxy trap threw).
 *
 * @internal
 */
export function unreadable(fn: string, path: string, error: unknown): RulesError {
  if (RulesError.is(error)) return error;
  return new RulesError({
    code: "INVALID_ARGUMENT",
    fn,
    path,
    value: undefined,
    message: `expected a readable value (reading it threw${error instanceof Error ? `: ${error.message.slice(0, 80)}` : ""})`,
  });
}

/**
 * A list argument, copied: an array of at most `max` items without holes, its length checked before any item is
 * read (a sparse `new Array(2 ** 32 - 1)` is refused at once), each item read once.
 *
 * @param fn - the public function, for the error
 * @param path - the argument's name
 * @param value - the argument
 * @param max - the most items
 * @param what - what the items are, in words ("chances")
 * @returns a plain copy of the list
 * @internal
 */
export function listArg(fn: string, path: string, value: unknown, max: number, what: string): unknown[] {
  if (!isArray(value)) throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: `expected an array of ${what}` });
  let length: number;
  try {
    length = value.length;
  } catch (error) {
    throw unreadable(fn, path, error);
  }
  if (length > max) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path,
      value: `an array of ${String(length)} items`,
      message: `expected at most ${String(max)} ${what}`,
    });
  }
  const out = new Array<unknown>(length);
  for (let i = 0; i < length; i++) {
    let present: boolean;
    let item: unknown;
    try {
      present = i in value;
      item = value[i];
    } catch (error) {
      throw unreadable(fn, `${path}[${String(i)}]`, error);
    }
    if (!present)
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: `${path}[${String(i)}]`,
        value: undefined,
        message: `expected ${what} without holes (this index is a hole)`,
      });
    out[i] = item;
  }
  return out;
}

/** The shape of an options argument, for an error: `{ runs?, seed? }`. */
function shapeOf(keys: readonly string[]): string {
  return `{ ${keys.map((k) => `${k}?`).join(", ")} }`;
}

/**
 * An options argument, read once into a plain record of its known keys: `undefined` and `null` are no options
 * (JSON has no `undefined`); anything but a plain object is refused; an unknown key is refused with the nearest
 * valid key suggested (`{ maxState: 10 }`: did you mean "maxStates"?); a key whose value is `undefined` is absent.
 *
 * @param fn - the public function, for the error
 * @param path - the argument's name ("options")
 * @param value - the argument
 * @param keys - the valid keys
 * @returns the known keys' values
 * @internal
 */
export function optionsArg<K extends string>(fn: string, path: string, value: unknown, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  if (value === undefined || value === null) return out;
  // the expected shape is written only for an error (a simulate call builds no string and no closure)
  if (typeof value !== "object" || isArray(value)) throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: `expected ${shapeOf(keys)}` });
  let given: string[];
  try {
    given = Object.keys(value);
  } catch (error) {
    throw unreadable(fn, path, error);
  }
  for (const key of given) {
    if (!(keys as readonly string[]).includes(key)) {
      const near = nearestKey(key, keys);
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: `${path}.${key}`,
        value: key,
        message: `unknown option${near === undefined ? "" : ` (did you mean "${near}"?)`}; expected ${shapeOf(keys)}`,
      });
    }
  }
  for (const key of keys) {
    try {
      out[key] = (value as Record<string, unknown>)[key];
    } catch (error) {
      throw unreadable(fn, `${path}.${key}`, error);
    }
  }
  return out;
}

/** The most items an array argument of a game's helper (events, choices) may hold. */
const MAX_GAME_LIST = 100_000;

/**
 * A game helper (a policy, a describe, a predicate) that refuses what it cannot read with a RulesError
 * INVALID_ARGUMENT naming it, never a TypeError: array arguments are bounded before any item is read (a sparse
 * `new Array(2 ** 32 - 1)` is refused at once, not walked), and anything the helper throws that is not a
 * RulesError (a hostile getter, a revoked Proxy, junk where its own values were expected) becomes one, the
 * original kept as `cause`.
 *
 * @param fn - the public function, for the error
 * @param what - what it expects, in words
 * @param f - the helper
 * @returns the guarded helper
 * @internal
 */
export function guardedHelper<A extends unknown[], R>(fn: string, what: string, f: (...args: A) => R): (...args: A) => R {
  const g = f as (...args: unknown[]) => R;
  const bound = (arg: unknown, i: number): void => {
    if (isArray(arg) && arg.length > MAX_GAME_LIST) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: `arguments[${String(i)}]`,
        value: arg.length,
        message: `expected at most ${String(MAX_GAME_LIST)} items`,
      });
    }
  };
  // `arguments` read by index, not rest parameters: the calls of every step (one to three arguments) allocate no
  // array, no iterator and no entry per argument; f is called with exactly the arguments given, as before
  /* eslint-disable prefer-rest-params -- read by index only, so that a guarded call allocates nothing (measured: docs/performance.md, "The argument guard") */
  function guardedCall(): R {
    try {
      switch (arguments.length) {
        case 0:
          return g();
        case 1: {
          const a: unknown = arguments[0];
          bound(a, 0);
          return g(a);
        }
        case 2: {
          const a: unknown = arguments[0];
          const b: unknown = arguments[1];
          bound(a, 0);
          bound(b, 1);
          return g(a, b);
        }
        case 3: {
          const a: unknown = arguments[0];
          const b: unknown = arguments[1];
          const c: unknown = arguments[2];
          bound(a, 0);
          bound(b, 1);
          bound(c, 2);
          return g(a, b, c);
        }
        default: {
          const args: unknown[] = [];
          for (let i = 0; i < arguments.length; i++) {
            const arg: unknown = arguments[i];
            bound(arg, i);
            args.push(arg);
          }
          return g(...args);
        }
      }
    } catch (error) {
      if (RulesError.is(error)) throw error;
      throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "arguments", value: undefined, message: `expected ${what}`, cause: error });
    }
  }
  /* eslint-enable prefer-rest-params */
  return guardedCall;
}
