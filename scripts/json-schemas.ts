// The JSON Schemas of the package (draft 2020-12), one per exported zod schema whose name ends in "Schema",
// for apps in other languages; scripts/build-schemas.ts writes them under schemas/. Every property, enum and
// schema carries the description its TSDoc comment in src/ gives (see scripts/schema-docs.ts): the comments
// become descriptions at build time, so the runtime bundles carry no `.describe()` or `.meta()`.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import * as z from "zod/mini";
import { annotateSource } from "./schema-docs.js";
import type * as Runtime from "./schema-docs-runtime.js";

/** The repository root (this file sits in scripts/). */
export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The package entries and their source modules. */
export const ENTRIES = {
  core: "src/index.ts",
  rugged: "src/rugged/index.ts",
  vivid: "src/vivid/index.ts",
  fate: "src/fate/index.ts",
  tugs: "src/tugs/index.ts",
  evolution: "src/evolution/index.ts",
} as const;

/** A package entry (`pulp-rules/<entry>`; `core` is `pulp-rules`). */
export type Entry = keyof typeof ENTRIES;

/** A JSON value as JSON Schema holds it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/** One generated JSON Schema. */
export interface GeneratedSchema {
  readonly entry: Entry;
  /** The schema's name without "Schema", e.g. "Figure". */
  readonly name: string;
  /** Its path under schemas/, e.g. "rugged/Figure.schema.json". */
  readonly file: string;
  /** The JSON Schema, `$id` first. */
  readonly json: JsonObject;
}

/** Options of {@link generateJsonSchemas}. */
export interface GenerateOptions {
  /** The entries to generate (default: all). */
  readonly entries?: readonly Entry[];
  /**
   * Also convert the schemas of src/ as they are, with no descriptions, and fail unless the documented
   * schemas differ from them by descriptions only (default true).
   */
  readonly verify?: boolean;
}

const isSchema = (value: unknown): value is z.ZodMiniType => typeof value === "object" && value !== null && "_zod" in value;
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** The src/ files, as paths relative to src/. */
function sourceFiles(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(dir, join(prefix, d.name)) : d.isFile() ? [join(prefix, d.name)] : [],
  );
}

/**
 * Writes an annotated copy of src/ into a new temporary directory, with the runtime helpers beside it and a
 * link to node_modules, and returns the directory. src/ itself is only read.
 */
function annotatedCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "pulp-rules-schema-docs-"));
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: "pulp-rules-schema-docs", private: true, type: "module" })}\n`);
  symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"), "junction");
  copyFileSync(join(REPO_ROOT, "scripts", "schema-docs-runtime.ts"), join(dir, "schema-docs-runtime.ts"));
  for (const file of sourceFiles(join(REPO_ROOT, "src"))) {
    const from = join(REPO_ROOT, "src", file);
    const to = join(dir, "src", file);
    mkdirSync(dirname(to), { recursive: true });
    if (!file.endsWith(".ts") || file.endsWith(".d.ts")) {
      copyFileSync(from, to);
      continue;
    }
    let helper = relative(dirname(to), join(dir, "schema-docs-runtime.js")).split(sep).join("/");
    if (!helper.startsWith(".")) helper = `./${helper}`;
    writeFileSync(to, annotateSource(readFileSync(from, "utf8"), file, helper).text);
  }
  return dir;
}

/** The object or enum schema under optional, default, readonly and the like (they share its JSON). */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { innerType?: unknown };
    if (!isSchema(def.innerType)) return current;
    current = def.innerType;
  }
}

/** Appends the documented members of an enum to the description of its JSON Schema. */
function describeMembers(zodSchema: z.core.$ZodType, json: Record<string, unknown>, members: WeakMap<object, Readonly<Record<string, string>>>): void {
  const def = unwrapped(zodSchema)._zod.def;
  if (def.type !== "enum" || !Array.isArray(json.enum)) return;
  const docs = members.get((def as z.core.$ZodEnumDef).entries);
  if (docs === undefined) return;
  const lines = Object.entries((def as z.core.$ZodEnumDef).entries)
    .filter(([key]) => docs[key] !== undefined)
    .map(([key, value]) => `- \`${String(value)}\`: ${docs[key] ?? ""}`);
  const list = lines.join("\n");
  const own = typeof json.description === "string" ? json.description : undefined;
  if (own?.includes(list)) return;
  json.description = own === undefined ? list : `${own}\n\n${list}`;
}

/** Gives each variant of a discriminated union the description of its discriminator value, if it has none. */
function describeVariants(zodSchema: z.core.$ZodType, json: Record<string, unknown>): void {
  const def = zodSchema._zod.def as { type: string; discriminator?: unknown };
  if (def.type !== "union" || typeof def.discriminator !== "string") return;
  const variants = json.oneOf ?? json.anyOf;
  if (!Array.isArray(variants)) return;
  for (const variant of variants as unknown[]) {
    if (!isObject(variant) || variant.description !== undefined || !isObject(variant.properties)) continue;
    const tag = variant.properties[def.discriminator];
    if (isObject(tag) && typeof tag.description === "string") variant.description = tag.description;
  }
}

/** The registry with, under each schema, the metadata src/ gives it (`.meta()`, `.describe()`) and then its TSDoc. */
function withGlobalMetadata(descriptions: typeof Runtime.descriptions): z.core.$ZodRegistry<Record<string, unknown>> {
  const merged = z.registry<Record<string, unknown>>();
  merged.get = (schema) => {
    const own = z.globalRegistry.get(schema);
    const doc = descriptions.get(schema);
    return own === undefined && doc === undefined ? undefined : { ...own, ...doc };
  };
  return merged;
}

/** A copy of a JSON value without the descriptions (string `description` keys). */
export function withoutDescriptions(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (k === "description" && typeof v === "string" ? [] : [[k, withoutDescriptions(v)]])));
}

function firstDifference(a: Json, b: Json, path = ""): string {
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!isDeepStrictEqual(a[key], b[key])) return firstDifference(a[key] ?? null, b[key] ?? null, `${path}/${key}`);
    }
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    const i = a.findIndex((x, j) => !isDeepStrictEqual(x, b[j]));
    if (i >= 0) return firstDifference(a[i]!, b[i]!, `${path}/${String(i)}`);
  }
  return `${path || "/"}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
}

const sourceUrl = (dir: string, entry: Entry): string => pathToFileURL(join(dir, ENTRIES[entry])).href;

/**
 * Generates the JSON Schemas of the exported schemas, with the descriptions of their TSDoc comments. Writes
 * nothing but a temporary annotated copy of src/, removed before it returns.
 *
 * @param options - which entries, and whether to check the result against the undocumented conversion
 * @returns the schemas, by entry then name
 */
export async function generateJsonSchemas(options: GenerateOptions = {}): Promise<GeneratedSchema[]> {
  const entries = options.entries ?? (Object.keys(ENTRIES) as Entry[]);
  const dir = annotatedCopy();
  try {
    const runtime = (await import(pathToFileURL(join(dir, "schema-docs-runtime.ts")).href)) as typeof Runtime;
    const metadata = withGlobalMetadata(runtime.descriptions);
    const out: GeneratedSchema[] = [];
    for (const entry of entries) {
      const documented = (await import(sourceUrl(dir, entry))) as Record<string, unknown>;
      const plain = options.verify === false ? undefined : ((await import(sourceUrl(REPO_ROOT, entry))) as Record<string, unknown>);
      for (const [exportName, schema] of Object.entries(documented)) {
        if (!exportName.endsWith("Schema") || !isSchema(schema)) continue;
        const name = exportName.replace(/Schema$/, "");
        const file = `${entry}/${name}.schema.json`;
        const converted = z.toJSONSchema(schema, {
          io: "input",
          unrepresentable: "any",
          metadata,
          override: ({ zodSchema, jsonSchema }) => {
            describeMembers(zodSchema, jsonSchema, runtime.memberDescriptions);
            describeVariants(zodSchema, jsonSchema);
          },
        });
        const json = JSON.parse(JSON.stringify({ $id: `pulp-rules/schemas/${file}`, ...converted })) as JsonObject;
        if (plain !== undefined) {
          const original = plain[exportName];
          if (!isSchema(original)) throw new Error(`${file}: ${exportName} is not a schema in src/`);
          const expected = JSON.parse(JSON.stringify({ $id: json.$id, ...z.toJSONSchema(original, { io: "input", unrepresentable: "any" }) })) as Json;
          const got = withoutDescriptions(json);
          if (!isDeepStrictEqual(got, withoutDescriptions(expected))) {
            throw new Error(`${file}: the documented schema differs from src/ by more than descriptions at ${firstDifference(got, expected)}`);
          }
        }
        out.push({ entry, name, file, json });
      }
      if (plain !== undefined) {
        const names = (mod: Record<string, unknown>) => Object.keys(mod).filter((n) => n.endsWith("Schema") && isSchema(mod[n]));
        if (!isDeepStrictEqual(names(documented), names(plain))) throw new Error(`${entry}: the annotated copy exports other schemas than src/`);
      }
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How many object properties of the generated schemas have a description. */
export interface PropertyCoverage {
  readonly total: number;
  readonly described: number;
  /** The undescribed ones, as `<file>#<JSON pointer>`. */
  readonly missing: readonly string[];
}

const NOT_SCHEMAS = new Set(["enum", "const", "default", "examples", "required"]);

/**
 * Counts the properties (every entry of every `properties`, at any depth) that carry a description, on the
 * property itself or on the local `$ref` target it points to.
 *
 * @param schemas - the generated schemas
 * @returns the totals and the undescribed properties
 */
export function propertyCoverage(schemas: readonly GeneratedSchema[]): PropertyCoverage {
  let total = 0;
  let described = 0;
  const missing: string[] = [];
  for (const { file, json } of schemas) {
    const resolve = (ref: string): Json | undefined =>
      ref
        .replace(/^#\/?/, "")
        .split("/")
        .filter((s) => s !== "")
        .reduce<Json | undefined>((at, s) => (isObject(at) ? at[s.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined), json);
    const hasDescription = (node: Json): boolean => {
      if (!isObject(node)) return false;
      if (typeof node.description === "string" && node.description !== "") return true;
      const target = typeof node.$ref === "string" && node.$ref.startsWith("#") ? resolve(node.$ref) : undefined;
      return target !== undefined && target !== node && isObject(target) && typeof target.description === "string";
    };
    const walk = (node: Json, pointer: string): void => {
      if (Array.isArray(node)) {
        node.forEach((item, i) => {
          walk(item, `${pointer}/${String(i)}`);
        });
        return;
      }
      if (!isObject(node)) return;
      for (const [key, value] of Object.entries(node)) {
        if (NOT_SCHEMAS.has(key)) continue;
        if (key === "properties" && isObject(value)) {
          for (const [property, schema] of Object.entries(value)) {
            const at = `${pointer}/properties/${property}`;
            total++;
            if (hasDescription(schema)) described++;
            else missing.push(`${file}#${at}`);
            walk(schema, at);
          }
        } else {
          walk(value, `${pointer}/${key}`);
        }
      }
    };
    walk(json, "");
  }
  return { total, described, missing };
}
