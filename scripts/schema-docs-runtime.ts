// Build-time only: the helpers that scripts/schema-docs.ts calls from its annotated copy of src/ (it copies
// this file next to that copy, so the copy and the generator share one registry). Never imported by src/.
import * as z from "zod/mini";

/** The descriptions of the documented schema instances: the `metadata` registry of `z.toJSONSchema`. */
export const descriptions = z.registry<{ description: string }>();

/** The TSDoc summaries of the members of documented object literals (a `z.enum({...})` argument), by object. */
export const memberDescriptions = new WeakMap<object, Readonly<Record<string, string>>>();

const isSchema = (value: unknown): value is z.ZodMiniType => typeof value === "object" && value !== null && "_zod" in value;

/**
 * Returns a documented clone of a zod schema (what `.describe()` does, in a private registry); any other
 * value unchanged. A clone, so a shared instance (`const count = z.number()...`) gets one description per use.
 */
export function __pulpDoc<T>(value: T, description: string): T {
  if (!isSchema(value)) return value;
  const documented = value.clone();
  descriptions.add(documented, { description });
  return documented;
}

/** Records the TSDoc summaries of an object literal's members (enum members) and returns the object itself. */
export function __pulpMembers<T>(value: T, members: Readonly<Record<string, string>>): T {
  if (typeof value === "object" && value !== null) memberDescriptions.set(value, members);
  return value;
}
