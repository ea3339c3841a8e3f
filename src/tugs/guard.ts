// Argument checks at the public boundary: bad input throws a RulesError naming the function, the path and
// the value, never a TypeError.
import { RulesError } from "../core/errors.js";
import { INPUT_LIMITS } from "../core/schema-kit.js";
import type { ModifierEntry } from "../core/trace.js";
import { checkReadable } from "../core/validate.js";

/** Throws INVALID_ARGUMENT unless `value` is one of `list`. */
export function oneOf<T extends string>(fn: string, path: string, value: unknown, list: readonly T[]): T {
  if (typeof value !== "string" || !(list as readonly string[]).includes(value)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: `expected one of ${list.join(", ")}` });
  }
  return value as T;
}

/** Throws INVALID_ARGUMENT unless `value` is a boolean. */
export function bool(fn: string, path: string, value: unknown): boolean {
  if (typeof value !== "boolean") throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: "expected a boolean" });
  return value;
}

/** Throws INVALID_ARGUMENT unless `value` is a string. */
export function text(fn: string, path: string, value: unknown): string {
  if (typeof value !== "string") throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: "expected a string" });
  return value;
}

/** Throws INVALID_ARGUMENT unless `value` is an array of modifier entries with whole values. */
export function modifiers(fn: string, path: string, value: unknown): readonly ModifierEntry[] {
  // issue 10: bounded (INPUT_LIMITS.listLength, checked from the length before any item is read) and readable
  checkReadable(fn, path, value);
  if (!Array.isArray(value)) throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: "expected an array of modifier entries" });
  if (value.length > INPUT_LIMITS.listLength) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path,
      value: `an array of ${String(value.length)} items`,
      message: `expected at most ${String(INPUT_LIMITS.listLength)} modifier entries`,
    });
  }
  value.forEach((m: unknown, i) => {
    const entry = typeof m === "object" && m !== null ? (m as { value?: unknown; rule?: unknown; label?: unknown }) : {};
    const v = entry.value;
    const words = typeof entry.rule === "string" && typeof entry.label === "string" && entry.rule.length <= 200 && entry.label.length <= 2000;
    if (typeof v !== "number" || !Number.isInteger(v) || Math.abs(v) > 1_000_000 || !words) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: `${path}[${String(i)}]`,
        value: m,
        message: 'expected Object.freeze({ type: "modifier", rule, label, value }) with a whole value and rule and label strings',
      });
    }
  });
  return value as readonly ModifierEntry[];
}

/** Copies of checked modifier entries, so that a trace never holds a caller's objects. */
export function copyModifiers(mods: readonly ModifierEntry[]): ModifierEntry[] {
  return mods.map((m): ModifierEntry => Object.freeze({ type: "modifier", rule: m.rule, label: m.label, value: m.value }));
}
