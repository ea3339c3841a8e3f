import type * as z from "zod/mini";
import { safeParse } from "zod/mini";
import { RulesError } from "./errors.js";

/**
 * One problem found in untrusted input: where it is (a path into the input), a stable code and a message.
 *
 * @example
 * ```ts
 * const issue: InputIssue = { path: ["figures", 2, "luck"], at: "figures[2].luck", code: "too_big", message: "Too big: expected number to be <=8" };
 * ```
 */
export interface InputIssue {
  /** The path into the input, as keys and indexes. */
  readonly path: readonly (string | number)[];
  /** The same path as text: `figures[2].luck`; `""` for the whole input. */
  readonly at: string;
  /** zod's issue code (`invalid_type`, `too_big`, `custom`...). */
  readonly code: string;
  /** What is wrong, in words. */
  readonly message: string;
}

/**
 * The result of {@link validate}: the typed value, or every issue found.
 *
 * @typeParam T - the validated type
 * @example
 * ```ts
 * const result: Validated<number> = { ok: true, value: 3 };
 * ```
 */
export type Validated<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly InputIssue[] };

/**
 * Formats a path the way a JavaScript reader writes it: `units[0].figures[2].luck`.
 *
 * @param path - keys and indexes
 * @returns the path as text
 * @example
 * ```ts
 * pathText(["units", 0, "luck"]); // "units[0].luck"
 * ```
 */
export function pathText(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${String(key)}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}

/**
 * Checks untrusted input (JSON from an app, a file, a network) against one of the library's schemas and
 * returns every issue with its path, never throwing: nothing is lost, and a UI can point at each field.
 *
 * @param schema - a zod schema (e.g. a system's `FigureSchema`)
 * @param input - anything
 * @returns `{ ok: true, value }` or `{ ok: false, issues }`
 * @example
 * ```ts
 * const result = validate(DiceStateSchema, { generator: "xoroshiro128+", state: [1, 2, 3] });
 * if (!result.ok) console.log(result.issues[0]?.at); // "state"
 * ```
 */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): Validated<z.output<S>> {
  const parsed = safeParse(schema, input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.map((k) => (typeof k === "symbol" ? String(k) : k)),
      at: pathText(issue.path),
      code: issue.code,
      message: issue.message,
    })),
  };
}

/**
 * Parses input that a program (not a user) supplies and throws a {@link RulesError} `INVALID_INPUT`
 * naming the function, the path and the value of the first issue. Resolvers use it on their arguments.
 *
 * @param fn - the public function being called, for the message
 * @param schema - the schema
 * @param input - the argument
 * @param root - the argument's name, prefixed to paths (e.g. `"figure"`)
 * @returns the parsed, typed value
 * @example
 * ```ts
 * const state = parseOrThrow("loadGame", DiceStateSchema, JSON.parse('{"generator":"xoroshiro128+","state":[1,2,3,4]}'), "dice");
 * ```
 */
export function parseOrThrow<S extends z.ZodMiniType>(fn: string, schema: S, input: unknown, root = ""): z.output<S> {
  const result = validate(schema, input);
  if (result.ok) return result.value;
  const issue = result.issues[0];
  const at = issue?.at ?? "";
  const path = root === "" ? at : at === "" ? root : at.startsWith("[") ? `${root}${at}` : `${root}.${at}`;
  let value: unknown = input;
  for (const key of issue?.path ?? []) value = typeof value === "object" && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  const more = result.issues.length > 1 ? ` (and ${String(result.issues.length - 1)} more issue${result.issues.length > 2 ? "s" : ""})` : "";
  throw new RulesError({ code: "INVALID_INPUT", fn, path, value, message: `${issue?.message ?? "invalid input"}${more}` });
}
