// One shape for every resolver (issue 16, docs/api-shape.md): `fn(input, options?)`. A resolver whose name was
// kept but whose arguments were positional accepts both calls for one minor version; this tells them apart.
import type * as z from "zod/mini";
import { isArray } from "./inputs.js";
import { parseOrThrow } from "./validate.js";

/**
 * Whether a call is the named-input form `fn({ key, ... }, options?)` rather than the deprecated positional one:
 * at most two arguments, the first a plain (non-array) object that holds `key` as its own property. No domain
 * object of the positional form (a figure, a unit) has that key, so the two never overlap; a first argument
 * that cannot be read (a revoked Proxy, a throwing trap) goes to the positional form, whose checks refuse it
 * with a RulesError.
 *
 * @param args - the call's arguments
 * @param key - a required field of the named input (`"figure"`, `"unit"`, `"attacker"`)
 * @returns true for the named form
 * @internal
 */
export function isNamedCall(args: readonly unknown[], key: string): boolean {
  if (args.length > 2) return false;
  const first = args[0];
  if (typeof first !== "object" || first === null) return false;
  try {
    if (isArray(first)) return false;
    return Object.prototype.hasOwnProperty.call(first, key);
  } catch {
    return false;
  }
}

/**
 * Validates the named input of a resolver at the edge, once, and returns it parsed (defaults filled in): the
 * one helper every system's `api.ts` uses. A misspelt or missing field is a `RulesError` `INVALID_INPUT` naming
 * `fn` and the deepest path under `input` (`input.context.distance`).
 *
 * @param fn - the public function, for the error (`"rugged.volley"`)
 * @param schema - the input's strict schema
 * @param input - the first argument of the named call
 * @returns the parsed input
 * @internal
 */
export function named<S extends z.ZodMiniType>(fn: string, schema: S, input: unknown): z.infer<S> {
  return parseOrThrow(fn, schema, input, "input") as z.infer<S>;
}
