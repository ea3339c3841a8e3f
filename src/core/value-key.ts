// Merge keys of odds and simulate: equal values (as data) merge, distinct ones never do. The key is injective over
// the documented value domain (docs/chances.md): numbers, strings, booleans, null, bigints, arrays and plain objects
// of them, and Fractions; undefined object fields count as absent. Anything else (a Map, a Set, a Symbol, a
// function, undefined inside an array, a class instance, a cycle, nesting past MAX_VALUE_DEPTH) is refused with a
// RulesError rather than merged with something it is not.
import { RulesError } from "./errors.js";
import { Fraction } from "./fraction.js";
import { MAX_VALUE_DEPTH, MAX_VALUE_ITEMS } from "./plain.js";

/**
 * A key under which equal values of a chance are merged: primitives are their own key (a string beginning with
 * U+0000 or U+0001 is escaped with a U+0001 in front, so it can never meet an object's key); arrays, plain objects
 * and Fractions get a canonical text after a U+0000 (object keys sorted, so `{a: 1, b: 2}` and `{b: 2, a: 1}`
 * merge; a Fraction is written `#n/d`, never as the string "n/d").
 *
 * @param value - a value of a chance
 * @param fn - the public function asking, for the error
 * @returns the key
 * @internal
 */
export function keyOf(value: unknown, fn = "odds", cache?: KeyCache): unknown {
  switch (typeof value) {
    case "string": {
      const first = value.charCodeAt(0);
      return first === 0 || first === 1 ? `\u0001${value}` : value;
    }
    case "object": {
      if (value === null) return null;
      const walk: Walk = { fn, cache, deepest: 0, thawed: false };
      return `\u0000${canonical(value, 0, walk)}`;
    }
    case "symbol":
    case "function":
      throw outside(fn, value, "a Symbol or a function");
    default:
      return value;
  }
}

function outside(fn: string, value: unknown, what: string): RulesError {
  return new RulesError({
    code: "INVALID_ARGUMENT",
    fn,
    path: "chance (a value)",
    value: what,
    message:
      "expected the values of a chance to be plain data (numbers, strings, booleans, null, arrays, plain objects, Fractions) so that equal values can be merged",
  });
}

/**
 * The canonical texts of frozen objects and arrays met by one enumeration, with how deep each nests: a value shared by
 * many outcomes (a frozen figure, a frozen tally) is written once, and a tuple's key is made from its parts' keys.
 * Per enumeration (odds makes one), never module-level; only frozen values are kept (their text cannot change).
 * @internal
 */
export type KeyCache = WeakMap<object, { readonly text: string; readonly height: number }>;

/** One key's walk: the function asking, the cache, and the deepest level reached so far. */
interface Walk {
  readonly fn: string;
  readonly cache: KeyCache | undefined;
  deepest: number;
  /** Whether an object or array that is not frozen was met (its parents' texts are then not kept). */
  thawed: boolean;
}

function canonical(value: unknown, depth: number, walk: Walk): string {
  if (depth > walk.deepest) walk.deepest = depth;
  const cache = walk.cache;
  if (cache === undefined || typeof value !== "object" || value === null) return written(value, depth, walk);
  if (!Object.isFrozen(value)) {
    walk.thawed = true;
    return written(value, depth, walk);
  }
  const known = cache.get(value);
  // a text is reused only where the walk it saves could not have passed the depth limit
  if (known !== undefined && depth + known.height <= MAX_VALUE_DEPTH) {
    if (depth + known.height > walk.deepest) walk.deepest = depth + known.height;
    return known.text;
  }
  const outerDeepest = walk.deepest;
  const outerThawed = walk.thawed;
  walk.deepest = depth;
  walk.thawed = false;
  const text = written(value, depth, walk);
  // kept only when frozen all the way down: a mutable part could change the text
  if (!thawedIn(walk)) cache.set(value, { text, height: walk.deepest - depth });
  if (outerThawed) walk.thawed = true;
  if (outerDeepest > walk.deepest) walk.deepest = outerDeepest;
  return text;
}

/** Whether the walk met a part that is not frozen (read through a call: the walk below sets it). */
function thawedIn(walk: Walk): boolean {
  return walk.thawed;
}

function written(value: unknown, depth: number, walk: Walk): string {
  const fn = walk.fn;
  switch (typeof value) {
    case "number":
      return Object.is(value, -0) ? "0" : String(value);
    case "bigint":
      return `${value.toString()}n`;
    case "string":
      return JSON.stringify(value);
    case "boolean":
      return value ? "true" : "false";
    case "object":
      break;
    case "undefined":
      throw outside(fn, value, "undefined inside an array");
    default:
      throw outside(fn, value, `a ${typeof value} inside a value`);
  }
  if (value === null) return "null";
  if (depth > MAX_VALUE_DEPTH) throw outside(fn, value, `a value nested more than ${String(MAX_VALUE_DEPTH)} deep, or one that contains itself`);
  if (Array.isArray(value)) {
    if (value.length > MAX_VALUE_ITEMS) throw outside(fn, value, `an array of ${String(value.length)} items (at most ${String(MAX_VALUE_ITEMS)})`);
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i === 0 ? "" : ",") + canonical(value[i], depth + 1, walk);
    return `${out}]`;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    if (value instanceof Fraction) return `#${value.toString()}`;
    throw outside(fn, value, `an instance of ${describeClass(value)}`);
  }
  // Plain object: keys in sorted order (sorting only when they are not already), undefined fields skipped.
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  for (let i = 1; i < keys.length; i++) {
    if ((keys[i - 1] as string) > (keys[i] as string)) {
      keys.sort();
      break;
    }
  }
  let out = "{";
  let first = true;
  for (const key of keys) {
    const field = record[key];
    if (field === undefined) continue;
    out += `${first ? "" : ","}${JSON.stringify(key)}:${canonical(field, depth + 1, walk)}`;
    first = false;
  }
  return `${out}}`;
}

function describeClass(value: object): string {
  const ctor: unknown = (value as { constructor?: unknown }).constructor;
  return typeof ctor === "function" && ctor.name !== "" ? ctor.name : "a class";
}
