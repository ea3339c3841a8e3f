// The schema conventions every rule system follows (docs/reliability.md): bounded strings and arrays, strict
// objects whose unknown keys are issues with the nearest valid key suggested, and one place for an app's own
// data. Systems import these instead of writing z.object / z.array / z.string themselves, so that every bound
// is documented in one table (INPUT_LIMITS) and every schema refuses the same way. This file uses zod/mini and
// is imported only by the systems: the core entry point carries no zod.
import * as z from "zod/mini";
import { deepFreeze } from "./freeze.js";
import { nearestKey } from "./nearest-key.js";

export { nearestKey };

/**
 * The documented upper bounds of untrusted input, shared by every system's schemas. They are far above what a
 * real game needs (a skirmish has tens of figures, a figure a handful of traits) and far below what could hurt
 * the host. A system may set a tighter bound for one field; it never sets a looser one.
 *
 * @example
 * ```ts
 * INPUT_LIMITS.traitsPerFigure; // 32
 * ```
 */
export const INPUT_LIMITS = deepFreeze({
  /** Characters in an id (a figure's, a unit's, a weapon's...). */
  idLength: 100,
  /** Characters in a name or a label. */
  nameLength: 200,
  /** Characters in a free text (a note, a description, an aspect). */
  textLength: 2_000,
  /** Traits, skills, stunts or aspects of one figure or character. */
  traitsPerFigure: 32,
  /** Weapons, gadgets or items one figure or character carries. */
  itemsPerFigure: 32,
  /** Figures (members) in one unit or group. */
  figuresPerUnit: 500,
  /** Units on one side or in one roster. */
  unitsPerSide: 200,
  /** Figures or characters in one request (a volley's shooters, a fight's combatants, a scenario's roster). */
  figuresPerRequest: 2_000,
  /** Entries of any other list in a domain object (modifiers, injuries, consequences, effects...). */
  listLength: 200,
  /** Entries of a table given as data (a custom wound table, a location table...). */
  tableRows: 200,
  /** Keys in an app's own data object ({@link AppDataSchema}). */
  appDataKeys: 64,
} as const);

/** The largest number a count or a rating may hold when a schema sets no tighter bound. */
const MAX_SAFE_COUNT = 1_000_000;

/**
 * A strict object: an unknown key is an issue at its path, worded with the nearest valid key
 * (`unknown key "luk" (did you mean "luck"?)`). Every options, context, request, command and domain object
 * schema is one; an app keeps its own data under {@link AppDataSchema}'s `app` key.
 *
 * @param shape - the fields
 * @returns the zod/mini schema
 * @example
 * ```ts
 * const Options = strictObject({ unspottedRounding: z.optional(z.enum(["down", "up"])) });
 * validate(Options, { unspotedRounding: "down" }).ok; // false: unknown key "unspotedRounding" (did you mean "unspottedRounding"?)
 * ```
 */
export function strictObject<T extends z.core.$ZodLooseShape>(shape: T): z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$strict> {
  const valid = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== "unrecognized_keys") return undefined;
      const keys = (issue as { keys?: unknown }).keys;
      if (!Array.isArray(keys)) return undefined;
      return keys
        .map((key) => {
          const text = JSON.stringify(String(key));
          const near = nearestKey(String(key), valid);
          return near === undefined ? `unknown key ${text}` : `unknown key ${text} (did you mean ${JSON.stringify(near)}?)`;
        })
        .join("; ");
    },
  });
}

/**
 * An array of at most `max` items (one of {@link INPUT_LIMITS}).
 *
 * @param item - the item schema
 * @param max - the upper bound
 * @returns the zod/mini schema
 * @example
 * ```ts
 * const Traits = boundedArray(TraitSchema, INPUT_LIMITS.traitsPerFigure);
 * ```
 */
export function boundedArray<T extends z.core.SomeType>(item: T, max: number): z.ZodMiniArray<T> {
  return z.array(item).check(z.maxLength(max));
}

/**
 * A string of at most `max` characters (default: a name's bound).
 *
 * @param max - the upper bound
 * @returns the zod/mini schema
 * @example
 * ```ts
 * const Name = boundedString(INPUT_LIMITS.nameLength);
 * ```
 */
export function boundedString(max: number = INPUT_LIMITS.nameLength): z.ZodMiniString<string> {
  return z.string().check(z.maxLength(max));
}

/**
 * An id: a non-empty string of at most {@link INPUT_LIMITS}.idLength characters.
 *
 * @returns the zod/mini schema
 * @example
 * ```ts
 * const Id = idString();
 * ```
 */
export function idString(): z.ZodMiniString<string> {
  return z.string().check(z.minLength(1), z.maxLength(INPUT_LIMITS.idLength));
}

/**
 * A whole number from `min` to `max` (default 0 to a million).
 *
 * @param min - the lower bound
 * @param max - the upper bound
 * @returns the zod/mini schema
 * @example
 * ```ts
 * const Turn = boundedInt(1, 10_000);
 * ```
 */
export function boundedInt(min = 0, max = MAX_SAFE_COUNT): z.ZodMiniNumber<number> {
  return z.number().check(z.int(), z.gte(min), z.lte(max));
}

/**
 * The one place in a domain object for an app's own data: a plain object of at most
 * {@link INPUT_LIMITS}.appDataKeys keys, kept as given and never read by the rules. Strict schemas refuse any
 * other unknown key.
 *
 * @example
 * ```ts
 * const Figure = strictObject({ id: idString(), app: z.optional(AppDataSchema) });
 * validate(Figure, { id: "f1", app: { colour: "red" } }).ok; // true
 * ```
 */
export const AppDataSchema = z.record(z.string().check(z.maxLength(INPUT_LIMITS.idLength)), z.unknown()).check(
  z.refine((value) => Object.keys(value).length <= INPUT_LIMITS.appDataKeys, {
    error: `expected at most ${String(INPUT_LIMITS.appDataKeys)} keys`,
  }),
);

/**
 * An optional argument given as `null` (a JSON body's `"settings": null`) means the argument is absent: the rule
 * of docs/reliability.md for every optional argument of every function. Inside objects, fields follow their schema.
 *
 * @param value - the argument as given
 * @returns the argument, or undefined for null
 * @example
 * ```ts
 * absentIfNull(null); // undefined
 * ```
 */
export function absentIfNull<T>(value: T | null | undefined): T | undefined {
  return value === null ? undefined : value;
}
