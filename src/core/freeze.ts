/**
 * Freezes a value and everything inside it, and returns it. The library's exported tables go through it, so
 * that no caller can change the rules for everyone else in the process by mutating a shared table.
 * @internal
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}
