import * as z from "zod/mini";
import { parseOrThrow } from "../core/validate.js";

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
export const EvolutionOptionsSchema = z.object({
  /** EVO-AMB-1: damage wounds/kills when it is equal or greater (`"gte"`, default, L.71) or only when it exceeds (`"gt"`, L.23–24) the score. */
  damageCompare: z._default(z.enum(["gte", "gt"]), "gte"),
  /** EVO-AMB-2: whether the armour save also stops a kill (default false: a kill ignores the save, L.71, L.25). */
  saveVsKill: z._default(z.boolean(), false),
  /** EVO-AMB-4: several damage dice are summed (`"sum"`, default), the highest is taken (`"highest"`), or each die is its own damage roll (`"each"`). */
  damageAggregation: z._default(z.enum(["sum", "highest", "each"]), "sum"),
  /** EVO-AMB-5: the size modifier to hit: `"none"` (default, 0) or `"relative-to-human"` (+1 per size above 3, −1 per size below 3). */
  sizeModifier: z._default(z.enum(["none", "relative-to-human"]), "none"),
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
 * Validates options and fills in the catalogue's defaults (EVO-AMB-1, 2, 4, 5, 6, 9, 10, 11, 12).
 *
 * @param options - a partial options object (or undefined for every default)
 * @param fn - the public function asking, for error messages
 * @returns the complete options
 * @throws RulesError `INVALID_INPUT` naming the bad key
 * @example
 * ```ts
 * parseEvolutionOptions({ natural6AlwaysHits: true }).natural6AlwaysHits; // true
 * ```
 */
export function parseEvolutionOptions(options?: EvolutionOptionsInput, fn = "evolution.options"): EvolutionOptions {
  return parseOrThrow(fn, EvolutionOptionsSchema, options ?? {}, "options");
}
