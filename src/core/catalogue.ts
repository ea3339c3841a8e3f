// Looking up a catalogue entry by name for the authoring factories: an unknown name is a RulesError at its
// path, with the nearest known name suggested.
import { RulesError } from "./errors.js";
import { nearestKey } from "./nearest-key.js";
import { preflight } from "./validate.js";

/**
 * Refuses an author's spec that cannot be read safely (a throwing getter, a revoked Proxy, a cycle, too big):
 * a RulesError naming `fn` and the path, before any of it is read.
 * @internal
 */
export function checkReadable(fn: string, root: string, spec: unknown): void {
  const issue = preflight(spec);
  if (issue === undefined) return;
  const path = issue.at === "" ? root : issue.at.startsWith("[") ? `${root}${issue.at}` : `${root}.${issue.at}`;
  throw new RulesError({ code: "INVALID_INPUT", fn, path, value: undefined, message: issue.message });
}

/**
 * The entry `name` of a catalogue (keys as the texts' short names), or a RulesError naming `fn`, `path` and
 * the nearest known name.
 * @internal
 */
export function entryByName<T>(fn: string, path: string, catalogue: ReadonlyMap<string, T>, name: string, what: string): T {
  const found = catalogue.get(name);
  if (found !== undefined) return found;
  const keys = [...catalogue.keys()];
  const near = nearestKey(name, keys);
  const hint = near === undefined ? `expected one of ${keys.map((k) => `"${k}"`).join(", ")}` : `did you mean "${near}"?`;
  throw new RulesError({ code: "INVALID_INPUT", fn, path, value: name, message: `unknown ${what} "${name.slice(0, 60)}": ${hint}` });
}

/**
 * A catalogue record as a Map of its own keys (the records are frozen constants of the library, never input).
 * @internal
 */
export function catalogueMap<T>(record: Readonly<Record<string, T>>): ReadonlyMap<string, T> {
  return new Map(Object.entries(record));
}
