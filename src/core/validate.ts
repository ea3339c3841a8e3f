import { RulesError } from "./errors.js";
import { isArray } from "./inputs.js";
import type { SchemaOutput, StandardResult, StandardSchemaV1 } from "./standard-schema.js";

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

/** The most segments {@link pathText} formats. */
const PATH_MAX = 10_000;

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
  const list: unknown = path;
  if (!isArray(list) || list.length > PATH_MAX) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "pathText",
      path: "path",
      value: list,
      message: `expected an array of at most ${String(PATH_MAX)} keys and indexes`,
    });
  }
  let out = "";
  for (let i = 0; i < list.length; i++) {
    let key: unknown;
    try {
      key = list[i];
    } catch {
      key = undefined;
    }
    if (typeof key !== "string" && typeof key !== "number" && typeof key !== "symbol") {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "pathText",
        path: `path[${String(i)}]`,
        value: key,
        message: "expected a key (a string, a number or a symbol)",
      });
    }
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
 * The bounds of the preflight walk that {@link validate} makes over untrusted input before any schema runs. Real
 * games fit with room to spare (the schemas' own bounds, `INPUT_LIMITS` in the systems, are far tighter); they stop
 * what could hurt the host: a stack overflow in the schema library, gigabytes allocated for a sparse array, a
 * getter or a Proxy trap that throws.
 *
 * @example
 * ```ts
 * PREFLIGHT_LIMITS.maxDepth; // 64
 * ```
 */
export const PREFLIGHT_LIMITS = Object.freeze({
  /** How deep objects and arrays may nest (the input itself is depth 0). */
  maxDepth: 64,
  /** The most items of one array (checked from its length, before any item is read). */
  maxArrayLength: 10_000,
  /** The most characters of one string. */
  maxStringLength: 10_000,
  /** The most values (objects, arrays and primitives) in the whole input. */
  maxNodes: 200_000,
} as const);

/** An issue of the preflight walk, at a path. */
function preflightIssue(path: readonly (string | number)[], code: string, message: string): InputIssue {
  return { path: path.slice(), at: pathText(path), code, message };
}

/** A thrown value in words, bounded (the text of an error a getter or a trap threw). */
function thrownText(error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? error.message : typeof error === "string" ? error : Object.prototype.toString.call(error);
  } catch {
    text = "an unreadable error";
  }
  const bounded = typeof text === "string" ? text : "an error";
  return bounded.length > 120 ? `${bounded.slice(0, 117)}...` : bounded;
}

/**
 * Walks untrusted input within {@link PREFLIGHT_LIMITS}, reading every property inside try/catch, and returns the
 * first problem found (or undefined): too deep, too long, too many values, a cycle, or a property that cannot be
 * read (a throwing getter, a Proxy whose trap throws, a revoked Proxy). Only arrays and objects are walked; other
 * values (functions, class instances' own fields aside) are leaves.
 * @internal
 */
export function preflight(input: unknown): InputIssue | undefined {
  const { maxDepth, maxArrayLength, maxStringLength, maxNodes } = PREFLIGHT_LIMITS;
  const path: (string | number)[] = [];
  const ancestors: object[] = [];
  let nodes = 0;
  let found: InputIssue | undefined;
  const unreadable = (what: string, error: unknown): false => {
    found = preflightIssue(path, "unreadable", `the input could not be read (${what}: ${thrownText(error)})`);
    return false;
  };
  const walk = (value: unknown): boolean => {
    if (++nodes > maxNodes) {
      found = preflightIssue(path, "too_big", `expected at most ${String(maxNodes)} values in the whole input`);
      return false;
    }
    if (typeof value === "string") {
      if (value.length > maxStringLength) {
        found = preflightIssue(path, "too_big", `expected at most ${String(maxStringLength)} characters`);
        return false;
      }
      return true;
    }
    if (typeof value !== "object" || value === null) return true;
    if (ancestors.length >= maxDepth) {
      found = preflightIssue(path, "too_big", `expected objects and arrays nested at most ${String(maxDepth)} deep`);
      return false;
    }
    if (ancestors.includes(value)) {
      found = preflightIssue(path, "invalid_type", "expected data without cycles (this object contains itself)");
      return false;
    }
    let isArray: boolean;
    try {
      isArray = Array.isArray(value);
    } catch (error) {
      return unreadable("a revoked proxy", error);
    }
    ancestors.push(value);
    try {
      if (isArray) {
        let length: number;
        try {
          length = (value as readonly unknown[]).length;
        } catch (error) {
          return unreadable("its length", error);
        }
        if (typeof length !== "number" || !(length <= maxArrayLength)) {
          found = preflightIssue(path, "too_big", `expected at most ${String(maxArrayLength)} items`);
          return false;
        }
        for (let i = 0; i < length; i++) {
          let item: unknown;
          try {
            item = (value as readonly unknown[])[i];
          } catch (error) {
            path.push(i);
            return unreadable("an item", error);
          }
          path.push(i);
          if (!walk(item)) return false;
          path.pop();
        }
        return true;
      }
      let keys: string[];
      try {
        keys = Object.keys(value);
      } catch (error) {
        return unreadable("its keys", error);
      }
      if (keys.length > maxArrayLength) {
        found = preflightIssue(path, "too_big", `expected at most ${String(maxArrayLength)} keys`);
        return false;
      }
      for (const key of keys) {
        path.push(key);
        if (key.length > maxStringLength) {
          found = preflightIssue(path, "too_big", `expected keys of at most ${String(maxStringLength)} characters`);
          return false;
        }
        let field: unknown;
        try {
          field = (value as Record<string, unknown>)[key];
        } catch (error) {
          return unreadable("a property", error);
        }
        if (!walk(field)) return false;
        path.pop();
      }
      return true;
    } finally {
      ancestors.pop();
    }
  };
  walk(input);
  return found;
}

/**
 * Checks that an argument can be read as data before a hand-written check reads it: the preflight walk of
 * {@link validate} (bounded lengths checked before any item is read, so a sparse `new Array(2 ** 32 - 1)` is refused
 * at once; no getter, Proxy trap or revoked Proxy that throws; bounded depth, no cycle). A problem is a
 * {@link RulesError} `INVALID_ARGUMENT` naming the function and the path into the argument.
 * @internal
 */
export function checkReadable(fn: string, path: string, value: unknown): void {
  const problem = preflight(value);
  if (problem === undefined) return;
  const at = problem.at === "" ? path : path === "" ? problem.at : problem.at.startsWith("[") ? `${path}${problem.at}` : `${path}.${problem.at}`;
  let shown: unknown = problem.code === "unreadable" ? undefined : value;
  try {
    for (const key of problem.path) shown = typeof shown === "object" && shown !== null ? (shown as Record<PropertyKey, unknown>)[key] : undefined;
  } catch {
    shown = undefined;
  }
  throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: at, value: shown, message: problem.message });
}

/** The issue of a schema that threw, or answered with a Promise, on this input. */
function schemaFailure(message: string): Validated<never> {
  return { ok: false, issues: [{ path: [], at: "", code: "unreadable", message }] };
}

/**
 * Checks untrusted input (JSON from an app, a file, a network) against a schema (any Standard Schema:
 * the library's zod schemas, or your own) and returns every issue with its path, never throwing: nothing
 * is lost, and a UI can point at each field.
 *
 * Before the schema runs, the input is walked once within {@link PREFLIGHT_LIMITS} (depth, array and string
 * lengths, total values), reading every property inside try/catch: a huge or sparse array, deep nesting, a cycle,
 * a throwing getter or a (revoked) Proxy is an issue at its path, and the schema never sees it. A schema that
 * throws, or answers with a Promise (zod does, after its synchronous parse fails), gives an issue too; the
 * Promise's rejection is handled, so nothing escapes.
 *
 * @param schema - a schema, e.g. a system's `FigureSchema`
 * @param input - anything
 * @returns `{ ok: true, value }` or `{ ok: false, issues }`
 * @throws {@link RulesError} `INVALID_ARGUMENT` when `schema` is not a Standard Schema
 * @example
 * ```ts
 * import * as z from "zod/mini";
 * const Luck = z.number().check(z.int(), z.gte(3), z.lte(8));
 * const result = validate(Luck, 9);
 * if (!result.ok) console.log(result.issues[0]?.code); // "too_big"
 * ```
 */
export function validate<S extends StandardSchemaV1>(schema: S, input: unknown): Validated<SchemaOutput<S>> {
  let standard: StandardSchemaV1["~standard"] | undefined;
  try {
    standard = isSchema(schema) ? schema["~standard"] : undefined;
  } catch {
    standard = undefined;
  }
  if (standard === undefined) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "validate",
      path: "schema",
      value: schema,
      message: "expected a Standard Schema (a zod, valibot or arktype schema)",
    });
  }
  const problem = preflight(input);
  if (problem !== undefined) return { ok: false, issues: [problem] };
  let result: ReturnType<StandardSchemaV1["~standard"]["validate"]>;
  try {
    result = standard.validate(input);
  } catch (error) {
    return schemaFailure(`the input could not be checked (the schema threw: ${thrownText(error)})`);
  }
  const answer: unknown = result;
  if (typeof answer !== "object" || answer === null) return schemaFailure("the input could not be checked (the schema gave no result)");
  if (typeof (result as { then?: unknown }).then === "function") {
    // never let the rejection escape: the host process would exit on an unhandled rejection
    Promise.resolve(result).then(undefined, () => undefined);
    return schemaFailure("the input could not be checked synchronously (the schema answered asynchronously, as zod does when its synchronous parse fails)");
  }
  const sync = result as Exclude<typeof result, Promise<unknown>>;
  if (sync.issues === undefined) return { ok: true, value: sync.value as SchemaOutput<S> };
  return {
    ok: false,
    issues: sync.issues.flatMap((issue) =>
      throughUnions(issue, []).map(({ issue: found, path }) => {
        const code = (found as { code?: unknown }).code;
        return {
          path,
          at: pathText(path),
          code: typeof code === "string" ? code : "invalid",
          message: wordIssue(found, typeof found.message === "string" ? found.message : ""),
        };
      }),
    ),
  };
}

/** An issue of the schema library, as the Standard Schema gives it (zod adds its own fields: `code`, `errors`...). */
type RawIssue = Extract<StandardResult<unknown>, { readonly issues: unknown }>["issues"][number] & Readonly<Record<string, unknown>>;

/** An issue's own path, as keys and indexes. */
function ownPath(issue: RawIssue): (string | number)[] {
  return (issue.path ?? []).map((segment) => {
    const key = typeof segment === "object" ? segment.key : segment;
    return typeof key === "symbol" ? String(key) : key;
  });
}

/**
 * The issues that explain an issue (issue 16, "errors on a union point nowhere"): a union that matches none of its
 * shapes (zod's `invalid_union`, which carries each shape's issues relative to the union) is replaced by the issues
 * of the shape that got deepest into the input (the longest path; fewer issues on a tie), so `shooters: [figure
 * with "luk"]` names `shooters[0]` and its unknown key, as the same mistake in a unit's members does. A union no
 * shape of which got past its own value (`5 | 4` given 3) stays one issue, worded with every shape's expectation.
 * Nested unions are followed the same way.
 */
function throughUnions(issue: RawIssue, prefix: readonly (string | number)[], depth = 0): { issue: RawIssue; path: (string | number)[] }[] {
  const path = [...prefix, ...ownPath(issue)];
  const branches = issue.code === "invalid_union" && Array.isArray(issue.errors) ? (issue.errors as unknown[]) : [];
  if (issue.code === "invalid_union" && branches.length === 0 && Array.isArray(issue.options) && issue.options.length > 0) {
    // a discriminated union given an unknown discriminator: the values it knows
    return [{ issue: { ...issue, code: "invalid_value", values: issue.options as unknown[], message: "" }, path }];
  }
  if (branches.length === 0 || depth > 32) return [{ issue, path }];
  let best: { issue: RawIssue; path: (string | number)[] }[] | undefined;
  let bestDepth = -1;
  for (const branch of branches) {
    if (!Array.isArray(branch) || branch.length === 0) continue;
    const found = (branch as RawIssue[]).flatMap((inner) => throughUnions(inner, path, depth + 1));
    const deepest = Math.max(...found.map((f) => f.path.length));
    if (deepest > bestDepth || (deepest === bestDepth && best !== undefined && found.length < best.length)) {
      best = found;
      bestDepth = deepest;
    }
  }
  if (best === undefined || bestDepth <= path.length) {
    // no shape got past the union's own value: one issue, worded with every shape's expectation when each says one
    const values: unknown[] = [];
    const types: string[] = [];
    let plain = true;
    for (const branch of branches) {
      const inner = Array.isArray(branch) && branch.length === 1 ? (branch[0] as RawIssue) : undefined;
      if (inner?.code === "invalid_value" && Array.isArray(inner.values)) values.push(...(inner.values as unknown[]));
      else if (inner?.code === "invalid_type" && typeof inner.expected === "string") types.push(inner.expected);
      else plain = false;
    }
    if (!plain) return [{ issue, path }];
    if (types.length === 0) return [{ issue: { ...issue, code: "invalid_value", values, message: "" }, path }];
    const parts = [...(values.length === 0 ? [] : [values.length === 1 ? list(values) : `one of ${list(values)}`]), ...types];
    return [
      { issue: { ...issue, message: `expected ${parts.slice(0, -1).join(", ")}${parts.length > 1 ? " or " : ""}${parts[parts.length - 1] ?? ""}` }, path },
    ];
  }
  return best;
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
  const name: unknown = fn;
  if (typeof name !== "string") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "parseOrThrow", path: "fn", value: name, message: "expected the function's name (a string)" });
  }
  const prefix: unknown = root;
  if (typeof prefix !== "string") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "parseOrThrow", path: "root", value: prefix, message: "expected the argument's name (a string)" });
  }
  const result = validate(schema, input);
  if (result.ok) return result.value;
  const issue = result.issues[0];
  const at = issue?.at ?? "";
  const path = root === "" ? at : at === "" ? root : at.startsWith("[") ? `${root}${at}` : `${root}.${at}`;
  let value: unknown = input;
  try {
    for (const key of issue?.path ?? []) value = typeof value === "object" && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  } catch {
    value = undefined; // a getter that throws on a second read: the message still names the path
  }
  const more = result.issues.length > 1 ? ` (and ${String(result.issues.length - 1)} more issue${result.issues.length > 2 ? "s" : ""})` : "";
  throw new RulesError({ code: "INVALID_INPUT", fn, path, value, message: `${issue?.message ?? "invalid input"}${more}` });
}
