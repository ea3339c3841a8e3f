import { RulesError } from "./errors.js";

/** The engine errors that mean "too big for this process", not a bug: the stack, an array, a string or a bigint ran out. */
const EXHAUSTED = /Maximum call stack size exceeded|Invalid array length|Invalid string length|Maximum BigInt size exceeded|Array buffer allocation failed/;

/**
 * Runs the engine (odds, resolve, simulate) and turns the native errors of an exhausted resource into a
 * RulesError `TOO_COMPLEX` naming the entry point: a chain 10^4 steps deep, a map 10^5 deep, a value nested past
 * what the stack holds. Other errors pass as they are (a map function's own error is the caller's).
 * @internal
 */
export function engineCall<R>(fn: string, work: () => R): R {
  try {
    return work();
  } catch (error) {
    throw engineError(fn, error);
  }
}

/**
 * The error {@link engineCall} throws for an error the engine's work threw: `TOO_COMPLEX` for an exhausted
 * resource, else the error itself (for a loop that runs the engine inside its own `try`, with no closure). @internal
 */
export function engineError(fn: string, error: unknown): unknown {
  if (error instanceof RangeError && EXHAUSTED.test(error.message)) {
    return new RulesError({
      code: "TOO_COMPLEX",
      fn,
      path: "chance",
      value: error.message,
      message: "expected a chance this process can hold (it nests too deep, or its values grow too large)",
    });
  }
  return error;
}
