/**
 * The canonical JSON text of a plain value: object keys sorted, `undefined` fields skipped, -0 as 0. Two plain
 * values share a key exactly when they are equal as data, so it merges equal states ({@link battleOdds}) and
 * equal outcomes and summaries ({@link simulateBattle}).
 *
 * @param value - plain JSON data
 * @returns the key
 * @internal
 */
export function stateKey(value: unknown): string {
  switch (typeof value) {
    case "number":
      return Object.is(value, -0) ? "0" : Number.isFinite(value) ? String(value) : `"${String(value)}"n`;
    case "string":
      return JSON.stringify(value);
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return `${value.toString()}n`;
    case "undefined":
      return "undefined";
    case "object":
      break;
    default:
      return "null";
  }
  if (value === null) return "null";
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i === 0 ? "" : ",") + stateKey(value[i]);
    return `${out}]`;
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return stateKey((value as { toJSON(): unknown }).toJSON());
  const record = value as Record<string, unknown>;
  // sorted only when they are not already (a state's objects are mostly built in one order)
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
    out += `${first ? "" : ","}${JSON.stringify(key)}:${stateKey(field)}`;
    first = false;
  }
  return `${out}}`;
}
