// Values a chance hands to every resolution: a copy frozen all the way down, so that no caller can change what
// the next resolution sees (docs/chances.md: a result is shared only when frozen all the way down).
import { RulesError } from "./errors.js";

/** How deep a value given to a builder may nest (a game's value nests a handful of levels). */
export const MAX_VALUE_DEPTH = 1_000;

/** The most items of one array in a value given to a builder or merged by odds (a sparse 2^32 array is refused at once). */
export const MAX_VALUE_ITEMS = 1_000_000;

/**
 * The mark of a copy made by {@link frozenCopy} (a non-enumerable symbol key, private to this module: JSON,
 * `Object.keys`, structured clones and equality checks do not see it). A marked value was frozen all the way down
 * when it was made, and frozen values cannot change, so the next copy keeps it without walking it: a game's next
 * state costs only its changed parts.
 */
const COPIED: unique symbol = Symbol("pulp-rules frozen copy");

/** The descriptor of the mark, made once (frozen: nothing can change it). */
const MARK: PropertyDescriptor = Object.freeze({ value: true });

/** Refuses a value nested too deep or containing itself. */
function tooDeep(fn: string, path: string): RulesError {
  return new RulesError({
    code: "INVALID_ARGUMENT",
    fn,
    path,
    value: "a value nested too deep",
    message: `expected plain data nested at most ${String(MAX_VALUE_DEPTH)} deep, without cycles`,
  });
}

/** Refuses an array longer than {@link MAX_VALUE_ITEMS}. */
function tooLong(fn: string, path: string, length: number): RulesError {
  return new RulesError({
    code: "INVALID_ARGUMENT",
    fn,
    path,
    value: `an array of ${String(length)} items`,
    message: `expected arrays of at most ${String(MAX_VALUE_ITEMS)} items`,
  });
}

/**
 * A frozen copy of plain data (arrays and plain objects, copied all the way down), or the value itself when it is
 * a primitive or already frozen all the way down; other objects (class instances, functions) are kept as given,
 * as the caller's own. A value nested deeper than {@link MAX_VALUE_DEPTH} or containing itself is refused.
 *
 * What it costs (issue 14, the game loop): a part this function made before is kept at one check (frozen, then
 * marked); a part the caller built anew (not frozen: it is the caller's, so it is copied) is copied in one pass,
 * its fields copied straight into the new record; only a part frozen by someone else is walked to see whether it
 * can be kept as it is.
 *
 * @param fn - the builder, for the error
 * @param path - the argument's name
 * @param value - the value
 * @returns a value safe to share
 * @internal
 */
export function frozenCopy<T>(fn: string, path: string, value: T): T {
  if (value === null || typeof value !== "object") return value;
  const stack: object[] = [];
  const copy = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== "object") return v;
    // a copy made here is frozen all the way down and stays so: it is not walked again (the mark is read only on
    // a frozen object: a part the caller just built is not frozen, and is copied without the lookup)
    const frozen = Object.isFrozen(v);
    if (frozen && (v as { readonly [COPIED]?: true })[COPIED] === true) return v;
    if (depth > MAX_VALUE_DEPTH || stack.includes(v)) throw tooDeep(fn, path);
    const proto: unknown = Object.getPrototypeOf(v);
    const isArray = Array.isArray(v);
    if (!isArray && proto !== Object.prototype && proto !== null) return v;
    stack.push(v);
    let out: unknown;
    if (isArray) {
      const list = v as readonly unknown[];
      if (list.length > MAX_VALUE_ITEMS) throw tooLong(fn, path, list.length);
      const items = new Array<unknown>(list.length);
      // a part already frozen all the way down is kept as it is (a game's next state shares most of its parts
      // with the last one, frozen by the last step): only the parts that changed are copied
      let same = frozen;
      for (let i = 0; i < list.length; i++) {
        const item: unknown = list[i];
        const copied = copy(item, depth + 1);
        items[i] = copied;
        if (copied !== item) same = false;
      }
      out = same ? v : Object.freeze(Object.defineProperty(items, COPIED, MARK));
    } else if (!frozen) {
      // the caller's own new object: copied in one pass, each field straight into the record
      const keys = Object.keys(v);
      const record: Record<string, unknown> = proto === null ? (Object.create(null) as Record<string, unknown>) : {};
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        const copied = copy((v as Record<string, unknown>)[key], depth + 1);
        // plain stores (defineProperty per key is a slow runtime call); "__proto__" would set the prototype instead
        if (key === "__proto__") Object.defineProperty(record, key, { value: copied, enumerable: true, writable: true, configurable: true });
        else record[key] = copied;
      }
      out = Object.freeze(Object.defineProperty(record, COPIED, MARK));
    } else {
      // frozen by someone else: kept when every field is kept, else copied
      const keys = Object.keys(v);
      const values = new Array<unknown>(keys.length);
      let same = true;
      for (let i = 0; i < keys.length; i++) {
        const field: unknown = (v as Record<string, unknown>)[keys[i] as string];
        const copied = copy(field, depth + 1);
        values[i] = copied;
        if (copied !== field) same = false;
      }
      if (same) out = v;
      else {
        const record: Record<string, unknown> = proto === null ? (Object.create(null) as Record<string, unknown>) : {};
        for (let i = 0; i < keys.length; i++) {
          const key = keys[i] as string;
          if (key === "__proto__") Object.defineProperty(record, key, { value: values[i], enumerable: true, writable: true, configurable: true });
          else record[key] = values[i];
        }
        out = Object.freeze(Object.defineProperty(record, COPIED, MARK));
      }
    }
    stack.pop();
    return out;
  };
  try {
    return copy(value, 0) as T;
  } catch (error) {
    if (RulesError.is(error)) throw error;
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value: undefined, message: "expected readable plain data (a getter or a Proxy trap threw)" });
  }
}
