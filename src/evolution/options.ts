import * as z from "zod/mini";
import { absentIfNull, boundedArray, boundedInt, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";

/**
 * One row of a size-modifier table (EVO-AMB-5): the modifier to hit a target of that size.
 *
 * @example
 * ```ts
 * const tank: SizeModifierRow = { size: 6, modifier: 2 };
 * ```
 */
export const SizeModifierRowSchema = strictObject({
  /** The target's size (EVO-SIZE-1). */
  size: boundedInt(1, 20),
  /** The modifier to the firing die against a target of that size. */
  modifier: boundedInt(-10, 10),
});

/**
 * A row of a size-modifier table (see {@link SizeModifierRowSchema}).
 *
 * @example
 * ```ts
 * const dog: SizeModifierRow = { size: 2, modifier: -1 };
 * ```
 */
export type SizeModifierRow = z.infer<typeof SizeModifierRowSchema>;

/**
 * EVO-AMB-5: the size modifier as data, a table by size: the option `sizeModifier: { table }`. Every size a
 * target can have in the game must have its row (a size without one is refused, never taken as 0), and a size
 * appears once.
 *
 * @example
 * ```ts
 * const table: SizeModifierTable = { table: [{ size: 3, modifier: 0 }, { size: 6, modifier: 2 }] };
 * ```
 */
export const SizeModifierTableSchema = strictObject({
  /** The rows, one per size. */
  table: boundedArray(SizeModifierRowSchema, INPUT_LIMITS.tableRows).check(
    z.refine((rows) => new Set(rows.map((r) => r.size)).size === rows.length, { error: "each size appears once in the table" }),
  ),
});

/**
 * A size-modifier table (see {@link SizeModifierTableSchema}).
 *
 * @example
 * ```ts
 * const none: SizeModifierTable = { table: [] };
 * ```
 */
export type SizeModifierTable = z.infer<typeof SizeModifierTableSchema>;

/**
 * The rulings of Pulp Evolution that the catalogue marks as options (catalogue section 5.3), each with the
 * catalogue's default. Pass a partial object; missing keys take their defaults.
 *
 * @example
 * ```ts
 * const options = parseEvolutionOptions({ damageCompare: "gt" });
 * options.saveVsKill; // false
 * ```
 */
export const EvolutionOptionsSchema = strictObject({
  /** EVO-AMB-1: damage wounds/kills when it is equal or greater (`"gte"`, default, L.71) or only when it exceeds (`"gt"`, L.23–24) the score. */
  damageCompare: z._default(z.enum(["gte", "gt"]), "gte"),
  /** EVO-AMB-2: whether the armour save also stops a kill (default false: a kill ignores the save, L.71, L.25). */
  saveVsKill: z._default(z.boolean(), false),
  /** EVO-AMB-4: several damage dice are summed (`"sum"`, default), the highest is taken (`"highest"`), or each die is its own damage roll (`"each"`). */
  damageAggregation: z._default(z.enum(["sum", "highest", "each"]), "sum"),
  /**
   * EVO-AMB-5: the size modifier to hit: `"none"` (default, 0), `"relative-to-human"` (the catalogue's suggested
   * table: +1 per size above 3, −1 per size below 3), or your own table by size, `{ table: [{ size, modifier }] }`.
   */
  sizeModifier: z._default(z.union([z.enum(["none", "relative-to-human"]), SizeModifierTableSchema]), "none"),
  /** EVO-AMB-6: whether a target in cover has Obscured line of sight (default true); false gives cover no effect. */
  coverObscures: z._default(z.boolean(), true),
  /** EVO-AMB-9: turn structure: `"alternating"` activations (default, Battlefield Evolution style) or whole-`"side"` turns. */
  turnStructure: z._default(z.enum(["alternating", "side"]), "alternating"),
  /** EVO-AMB-10: how far a charge reaches, in Move allowances (default 1: a charge is one Move). */
  chargeMoves: z._default(z.number().check(z.int(), z.gte(1), z.lte(3)), 1),
  /** EVO-AMB-11: a Light wound takes 1″ off each Move action (`"per-action"`, default) or off the turn's total (`"per-turn"`). */
  lightWoundMove: z._default(z.enum(["per-action", "per-turn"]), "per-action"),
  /** EVO-AMB-11: whether Light wounds stack (default true: −1″ and −1 WtF per Light wound); false counts at most one. */
  lightWoundsStack: z._default(z.boolean(), true),
  /** EVO-AMB-12: whether a natural 6 always hits, whatever the modifiers (default false: modifiers apply to the die, no automatic results). */
  natural6AlwaysHits: z._default(z.boolean(), false),
  /**
   * EVO-WTF-1, EVO-AMB-8 (hook; the morale section is missing, EVO-GM-5): how many actions a suppressed model
   * keeps in a turn. Placeholder [I], not from the text: 0, a model that failed to avoid suppression does not act.
   */
  suppressedActions: z._default(boundedInt(0, 3), 0),
});

/**
 * The options as given by a caller (every key optional).
 *
 * @example
 * ```ts
 * const given: EvolutionOptionsInput = { saveVsKill: true };
 * ```
 */
export type EvolutionOptionsInput = z.input<typeof EvolutionOptionsSchema>;

/**
 * The options with every default filled in.
 *
 * @example
 * ```ts
 * const options: EvolutionOptions = parseEvolutionOptions({});
 * options.damageCompare; // "gte"
 * ```
 */
export type EvolutionOptions = z.infer<typeof EvolutionOptionsSchema>;

/**
 * Validates options and fills in the catalogue's defaults (EVO-AMB-1, 2, 4, 5, 6, 9, 10, 11, 12). An unknown
 * key is refused with the nearest valid key suggested; `null` or `undefined` means every default.
 *
 * @param options - a partial options object (or undefined / null for every default)
 * @returns the complete options
 * @throws RulesError `INVALID_INPUT` naming the bad key
 * @example
 * ```ts
 * parseEvolutionOptions({ natural6AlwaysHits: true }).natural6AlwaysHits; // true
 * ```
 */
export function parseEvolutionOptions(options?: EvolutionOptionsInput | null): EvolutionOptions {
  return optionsFrom("evolution.parseEvolutionOptions", options);
}

/**
 * Validates options for a public function, naming it in the error (null means absent).
 * @internal
 */
export function optionsFrom(fn: string, options: unknown): EvolutionOptions {
  return parseOrThrow(fn, EvolutionOptionsSchema, absentIfNull(options) ?? {}, "options");
}
