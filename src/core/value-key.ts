/**
 * A key under which equal values of a chance are merged: primitives are their own key; arrays and plain
 * objects get a canonical text (object keys sorted), so `{a: 1, b: 2}` and `{b: 2, a: 1}` merge.
 * @internal
 */
export function keyOf(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  return `\u0000${canonical(value)}`;
}

function canonical(value: unknown): string {
  if (value === null || value === undefined) return "null";
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
    default:
      return "null";
  }
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i === 0 ? "" : ",") + canonical(value[i]);
    return `${out}]`;
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return canonical((value as { toJSON(): unknown }).toJSON());
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
    out += `${first ? "" : ","}${JSON.stringify(key)}:${canonical(field)}`;
    first = false;
  }
  return `${out}}`;
}
