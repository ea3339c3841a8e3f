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

/**
 * Whether a value is frozen all the way down (within `maxDepth` levels of records and lists: deeper, it answers
 * false), so that what is derived from it (a key, a decision) may be kept by its identity.
 *
 * @param value - any value
 * @param maxDepth - the deepest level looked at (the value itself is level 0)
 * @returns true when the value and everything inside it is frozen (a primitive is)
 * @example
 * ```ts
 * isDeepFrozen(deepFreeze({ a: [1] })); // true
 * isDeepFrozen(Object.freeze({ a: [1] })); // false: the list is not frozen
 * ```
 * @internal
 */
export function isDeepFrozen(value: unknown, maxDepth = Number.POSITIVE_INFINITY): boolean {
  if (typeof value !== "object" || value === null) return true;
  if (!Object.isFrozen(value) || maxDepth < 1) return false;
  for (const v of Object.values(value)) if (!isDeepFrozen(v, maxDepth - 1)) return false;
  return true;
}
