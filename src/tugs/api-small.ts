// tugs: the two small chances in one shape, name(input, options?) (issue 16): the roll-under check and the hit
// location. Neither has an option that changes it; the options are still checked, so that one options object
// goes to every resolver. The positional forms stay as deprecated overloads.
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { isArray } from "../core/inputs.js";
import { isNamedCall, named } from "../core/named-call.js";
import { boundedInt, boundedString, strictObject } from "../core/schema-kit.js";
import { rollUnder as positionalRollUnder, underWith } from "./check.js";
import { locationChance, hitLocation as positionalHitLocation } from "./location.js";
import { optionsOf, type TugsOptionsInput } from "./options.js";
import { CHANCES } from "./roller.js";
import { type HitLocation, HitLocationSchema, type LocationTable, LocationTableSchema } from "./schemas.js";

/**
 * The input of {@link rollUnder}: the value to roll under, what the roll is for and the rule asking for it.
 *
 * @example
 * ```ts
 * validate(RollUnderInputSchema, { target: 8, purpose: "parry", rule: "TUGS-HTH-3" }).ok; // true
 * ```
 */
export const RollUnderInputSchema = strictObject({
  /** The modified value to roll under (d20 <= target succeeds). */
  target: boundedInt(-1_000_000, 1_000_000),
  /** What the roll is for, for the trace. */
  purpose: boundedString(),
  /** The rule id asking for the roll. */
  rule: boundedString(),
});

/**
 * The input of {@link rollUnder} (see {@link RollUnderInputSchema}).
 *
 * @example
 * ```ts
 * const input: RollUnderInput = { target: 8, purpose: "parry", rule: "TUGS-HTH-3" };
 * ```
 */
export type RollUnderInput = z.input<typeof RollUnderInputSchema>;

/**
 * A d20 roll-under check (TUGS-CHK-1): success on d20 <= target, so P = clamp(target, 0, 20) / 20.
 *
 * @param input - `{ target, purpose, rule }`
 * @param options - the tugs options (none changes this roll; checked all the same)
 * @returns a chance of success (true) or failure
 * @example
 * ```ts
 * odds(rollUnder({ target: 8, purpose: "parry", rule: "TUGS-HTH-3" })).probability(true).toString(); // "2/5"
 * ```
 */
export function rollUnder(input: RollUnderInput, options?: TugsOptionsInput | null): Chance<boolean>;
/**
 * A d20 roll-under check, positional form.
 *
 * @deprecated Use `rollUnder({ target, purpose, rule }, options)`.
 * @param target - the modified value to roll under
 * @param purpose - what the roll is for, for the trace
 * @param rule - the rule id asking for the roll
 * @returns a chance of success (true) or failure
 * @example
 * ```ts
 * odds(rollUnder(8, "parry", "TUGS-HTH-3")).probability(true).toString(); // "2/5"
 * ```
 */
export function rollUnder(target: number, purpose: string, rule: string): Chance<boolean>;
export function rollUnder(...args: unknown[]): Chance<boolean> {
  if (!isNamedCall(args, "target")) return positionalRollUnder(...(args as Parameters<typeof positionalRollUnder>));
  const fn = "tugs.rollUnder";
  const i = named(fn, RollUnderInputSchema, args[0]);
  optionsOf(args[1], fn);
  const purpose = i.purpose;
  return underWith(CHANCES, i.target, () => purpose, i.rule);
}

/**
 * The input of {@link hitLocation}: the location aimed at, if any, and the location table (absent: TUGS-LOC-1's).
 *
 * @example
 * ```ts
 * validate(HitLocationInputSchema, { aimed: "head" }).ok; // true
 * ```
 */
export const HitLocationInputSchema = strictObject({
  /** The location aimed at (TUGS-LOC-2); absent or null: a d20 on the table. */
  aimed: z.optional(z.nullable(HitLocationSchema)),
  /** The GM's table for a creature that is not humanlike (TUGS-GM-3); absent or null: TUGS-LOC-1's. */
  table: z.optional(z.nullable(LocationTableSchema)),
});

/**
 * The input of {@link hitLocation} (see {@link HitLocationInputSchema}).
 *
 * @example
 * ```ts
 * const input: HitLocationInput = { table: [{ upTo: 16, location: "body" }, { upTo: 20, location: "head" }] };
 * ```
 */
export type HitLocationInput = z.input<typeof HitLocationInputSchema>;

/**
 * Where a hand-to-hand hit lands (TUGS-LOC-1, TUGS-AMB-27): the aimed location, or a d20 on the table: the
 * humanlike table, or the GM's own for a creature that is not humanlike (TUGS-GM-3).
 *
 * @param input - `{ aimed?, table? }` (absent: a d20 on TUGS-LOC-1's table)
 * @param options - the tugs options (none changes where a hit lands; checked all the same)
 * @returns a chance of the location
 * @example
 * ```ts
 * odds(hitLocation({})).probability("body").toString(); // "1/2"
 * odds(hitLocation({ table: [{ upTo: 16, location: "body" }, { upTo: 20, location: "head" }] })).probability("head").toString(); // "1/5"
 * ```
 */
export function hitLocation(input?: HitLocationInput, options?: TugsOptionsInput | null): Chance<HitLocation>;
/**
 * Where a hand-to-hand hit lands, positional form.
 *
 * @deprecated Use `hitLocation({ aimed, table }, options)`.
 * @param aimed - the location aimed at, if any (TUGS-LOC-2)
 * @param table - the location table (default: TUGS-LOC-1's)
 * @returns a chance of the location
 * @example
 * ```ts
 * odds(hitLocation(undefined, [{ upTo: 16, location: "body" }, { upTo: 20, location: "head" }])).probability("head").toString(); // "1/5"
 * ```
 */
export function hitLocation(aimed?: HitLocation | null, table?: LocationTable | null): Chance<HitLocation>;
export function hitLocation(...args: unknown[]): Chance<HitLocation> {
  const first = args[0];
  // named iff the first argument is a record: the positional form takes a location name (or nothing) first
  const isRecord = typeof first === "object" && first !== null && !isArray(first);
  if (!isRecord) return positionalHitLocation(...(args as Parameters<typeof positionalHitLocation>));
  const fn = "tugs.hitLocation";
  const i = named(fn, HitLocationInputSchema, first);
  optionsOf(args[1], fn);
  return locationChance(i.aimed ?? undefined, i.table ?? undefined);
}
