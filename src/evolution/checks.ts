import { RulesError } from "../core/errors.js";
import { checkReadable } from "../core/validate.js";

/**
 * Throws `INVALID_ARGUMENT` unless the value is a boolean.
 * @internal
 */
export function checkBoolean(fn: string, path: string, value: unknown): boolean {
  if (typeof value !== "boolean") throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: "expected true or false" });
  return value;
}

/**
 * Throws `INVALID_ARGUMENT` unless the value is a finite number in [min, max].
 * @internal
 */
export function checkNumber(fn: string, path: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: `expected a number from ${String(min)} to ${String(max)}` });
  }
  return value;
}

/**
 * Throws `INVALID_ARGUMENT` unless the value is one of the allowed strings.
 * @internal
 */
export function checkOneOf<T extends string>(fn: string, path: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: `expected one of ${allowed.map((a) => `"${a}"`).join(", ")}` });
  }
  return value as T;
}

/**
 * Throws `INVALID_ARGUMENT` unless the value is an object (a context argument).
 * @internal
 */
export function checkObject(fn: string, path: string, value: unknown): void {
  if (typeof value !== "object" || value === null) throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: "expected an object" });
  // issue 10: a throwing getter, a Proxy trap or a revoked Proxy is a RulesError before any field is read
  checkReadable(fn, path, value);
}
