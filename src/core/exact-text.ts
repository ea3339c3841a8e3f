// Exact texts of plain data for cache keys (issue 14: the game sessions' volley keys, family/volley.ts volleyTallyKey
// and vivid/game/session-volleys.ts flatSignature): finer than the merge keys of core/value-key.ts, never coarser.
// Two values with the same text are equal as data field for field, in the same key order, with undefined fields
// apart from absent ones and -0 apart from 0, so a value cached under one is the value the other would build.

/** The deepest nesting {@link exactText} reads (past it: no text, the caller builds afresh). */
const MAX_DEPTH = 8;

/**
 * A primitive's exact text: its type and exact text (a string after its length, so that texts never run together;
 * a number as its shortest round-trip text, -0 apart; undefined apart from absent), or undefined for an object, a
 * function or a symbol.
 *
 * @param value - a value
 * @returns its text, or undefined
 * @example
 * ```ts
 * primitiveText("soft"); // "s4:soft"
 * primitiveText(-0); // "n-0|"
 * primitiveText({}); // undefined
 * ```
 * @internal
 */
export function primitiveText(value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      return `s${String(value.length)}:${value}`;
    case "number":
      return Object.is(value, -0) ? "n-0|" : `n${String(value)}|`;
    case "boolean":
      return value ? "t" : "f";
    case "undefined":
      return "u";
    case "bigint":
      return `b${String(value)}|`;
    default:
      return value === null ? "0" : undefined;
  }
}

/**
 * A value's exact text: a primitive's ({@link primitiveText}), arrays and plain records (keys in order, each after
 * its length) read through, or undefined when the value holds anything else (a function, a symbol, an object of
 * another prototype) or nests deeper than eight levels.
 *
 * @param value - a value
 * @param depth - the nesting level reached (0 at the top)
 * @returns its text, or undefined
 * @example
 * ```ts
 * exactText({ n: 2, dice: [1, 2] }); // "{1:nn2|4:dice[2:n1|n2|]}"
 * exactText(new Map()); // undefined
 * ```
 * @internal
 */
export function exactText(value: unknown, depth = 0): string | undefined {
  if (typeof value !== "object" || value === null) return primitiveText(value);
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    let t = `[${String(value.length)}:`;
    for (const v of value as readonly unknown[]) {
      const x = exactText(v, depth + 1);
      if (x === undefined) return undefined;
      t += x;
    }
    return `${t}]`;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const record = value as Readonly<Record<string, unknown>>;
  let t = "{";
  for (const k of Object.keys(record)) {
    const x = exactText(record[k], depth + 1);
    if (x === undefined) return undefined;
    t += `${String(k.length)}:${k}${x}`;
  }
  return `${t}}`;
}

/**
 * Whether two values are equal as data as {@link exactText} tells them (the same texts), without writing them.
 *
 * @param a - a value
 * @param b - another
 * @param depth - the nesting level reached (0 at the top)
 * @returns whether their exact texts are the same (false where either has none)
 * @example
 * ```ts
 * sameExactData({ a: 1, b: 2 }, { a: 1, b: 2 }); // true
 * sameExactData({ a: 1, b: 2 }, { b: 2, a: 1 }); // false: key order is kept
 * ```
 * @internal
 */
export function sameExactData(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return typeof a !== "object" || a === null || depth <= MAX_DEPTH;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || depth > MAX_DEPTH) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameExactData(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const pa: unknown = Object.getPrototypeOf(a);
  const pb: unknown = Object.getPrototypeOf(b);
  if ((pa !== Object.prototype && pa !== null) || (pb !== Object.prototype && pb !== null)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Readonly<Record<string, unknown>>;
  const rb = b as Readonly<Record<string, unknown>>;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i] as string;
    if (k !== kb[i] || !sameExactData(ra[k], rb[k], depth + 1)) return false;
  }
  return true;
}
