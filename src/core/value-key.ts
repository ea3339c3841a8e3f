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
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return canonical((value as { toJSON(): unknown }).toJSON());
  }
  const entries = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(",")}}`;
}
