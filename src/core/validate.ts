import { RulesError } from "./errors.js";
import type { SchemaOutput, StandardSchemaV1 } from "./standard-schema.js";

/**
 * One problem found in untrusted input: where it is (a path into the input), a code and a message.
 *
 * @example
 * ```ts
 * const issue: InputIssue = { path: ["figures", 2, "luck"], at: "figures[2].luck", code: "too_big", message: "expected at most 8" };
 * ```
 */
export interface InputIssue {
  /** The path into the input, as keys and indexes. */
  readonly path: readonly (string | number)[];
  /** The same path as text: `figures[2].luck`; `""` for the whole input. */
  readonly at: string;
  /** The schema library's issue code (zod: `invalid_type`, `too_big`, `custom`...), or `"invalid"` when it gives none. */
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
export type Validated<T> =
  | {
      /** The input is valid. */
      readonly ok: true;
      /** The parsed, typed value. */
      readonly value: T;
    }
  | {
      /** The input is not valid. */
      readonly ok: false;
      /** Every issue found, each with its path. */
      readonly issues: readonly InputIssue[];
    };

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

const list = (values: readonly unknown[]): string => values.map((v) => (typeof v === "string" ? JSON.stringify(v) : String(v))).join(", ");

/**
 * Words an issue from its structured fields when the schema library gave only a generic message (zod/mini
 * ships no locale: its messages are all "Invalid input").
 */
function wordIssue(issue: Readonly<Record<string, unknown>>, message: string): string {
  if (message !== "Invalid input" && message !== "") return message;
  const { code, expected, maximum, minimum, inclusive, origin, values, keys, format, divisor } = issue;
  const items = origin === "array" || origin === "set" ? " items" : origin === "string" ? " characters" : "";
  switch (code) {
    case "invalid_type":
      return typeof expected === "string" ? `expected ${expected === "nonoptional" ? "a value" : expected}` : message;
    case "too_big":
      return `expected ${origin === "array" || origin === "string" ? "at most" : inclusive === false ? "less than" : "at most"} ${String(maximum)}${items}`;
    case "too_small":
      return `expected ${inclusive === false ? "more than" : "at least"} ${String(minimum)}${items}`;
    case "invalid_value":
      return Array.isArray(values) ? `expected ${values.length === 1 ? list(values) : `one of ${list(values)}`}` : message;
    case "invalid_union":
      return "matches none of the allowed shapes";
    case "unrecognized_keys":
      return Array.isArray(keys) ? `unknown key${keys.length > 1 ? "s" : ""} ${list(keys)}` : message;
    case "invalid_format":
      return typeof format === "string" ? `expected the ${format} format` : message;
    case "not_multiple_of":
      return `expected a multiple of ${String(divisor)}`;
    default:
      return message;
  }
}

function isSchema(value: unknown): value is StandardSchemaV1 {
  if (typeof value !== "object" || value === null) return false;
  const standard = (value as { "~standard"?: unknown })["~standard"];
  return typeof standard === "object" && standard !== null && typeof (standard as { validate?: unknown }).validate === "function";
}

/**
 * Checks untrusted input (JSON from an app, a file, a network) against a schema (any Standard Schema:
 * the library's zod schemas, or your own) and returns every issue with its path, never throwing: nothing
 * is lost, and a UI can point at each field.
 *
 * @param schema - a schema, e.g. a system's `FigureSchema`
 * @param input - anything
 * @returns `{ ok: true, value }` or `{ ok: false, issues }`
 * @throws {@link RulesError} `INVALID_ARGUMENT` when `schema` is not a synchronous Standard Schema
 * @example
 * ```ts
 * import * as z from "zod/mini";
 * const Luck = z.number().check(z.int(), z.gte(3), z.lte(8));
 * const result = validate(Luck, 9);
 * if (!result.ok) console.log(result.issues[0]?.code); // "too_big"
 * ```
 */
export function validate<S extends StandardSchemaV1>(schema: S, input: unknown): Validated<SchemaOutput<S>> {
  if (!isSchema(schema)) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "validate",
      path: "schema",
      value: schema,
      message: "expected a Standard Schema (a zod, valibot or arktype schema)",
    });
  }
  const result = schema["~standard"].validate(input);
  if (result instanceof Promise) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "validate",
      path: "schema",
      value: schema,
      message: "expected a synchronous schema (this one validates asynchronously)",
    });
  }
  if (result.issues === undefined) return { ok: true, value: result.value as SchemaOutput<S> };
  return {
    ok: false,
    issues: result.issues.map((issue) => {
      const path = (issue.path ?? []).map((segment) => {
        const key = typeof segment === "object" ? segment.key : segment;
        return typeof key === "symbol" ? String(key) : key;
      });
      const code = (issue as { code?: unknown }).code;
      return {
        path,
        at: pathText(path),
        code: typeof code === "string" ? code : "invalid",
        message: wordIssue(issue, issue.message),
      };
    }),
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
 * import * as z from "zod/mini";
 * parseOrThrow("shoot", z.object({ luck: z.number() }), { luck: "7" }, "figure");
 * // throws RulesError: shoot: figure.luck: expected number, got "7" [INVALID_INPUT]
 * ```
 */
export function parseOrThrow<S extends StandardSchemaV1>(fn: string, schema: S, input: unknown, root = ""): SchemaOutput<S> {
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
