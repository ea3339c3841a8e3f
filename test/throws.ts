// Shared test helpers for refusals: what a call throws, and the RulesError it throws, failing the test when the
// call returns instead.
import { RulesError } from "../src/index.js";

/** What a call throws (fails the test when it returns). */
export function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

/** The RulesError a call throws (fails the test when it throws anything else, or nothing). */
export function rulesError(call: () => unknown): RulesError {
  try {
    call();
  } catch (error) {
    if (RulesError.is(error)) return error;
    throw error;
  }
  throw new Error("expected a RulesError, but nothing was thrown");
}

/** The details of the RulesError a call throws: its code, function, path and value. */
export function rulesErrorOf(call: () => unknown): { code: string; fn: string; path: string; value: unknown } {
  const error = rulesError(call);
  return { code: error.code, fn: error.fn, path: error.path, value: error.value };
}
