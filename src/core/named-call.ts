// One shape for every resolver (issue 16, docs/api-shape.md): `fn(input, options?)`. A resolver whose name was
// kept but whose arguments were positional accepts both calls for one minor version; this tells them apart.
import { isArray } from "./inputs.js";

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
