import * as z from "zod/mini";
import { absentIfNull, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";

/**
 * Every ruling of catalogue section 3.3 that is an option, each defaulting as the catalogue says. Pass a
 * partial object to any resolver; missing keys take their defaults.
 *
 * @example
 * ```ts
 * const options = fateOptions({ shiftFormula: "marginMinusOne" });
 * options.stressBoxes; // "plus3"
 * ```
 */
export const FateOptionsSchema = strictObject({
  /** FATE-AMB-1: stress boxes from Might / Resolve: `"plus3"` = max(1, rating + 3) (default), `"double"` = max(0, 2 x rating). */
  stressBoxes: z._default(z.enum(["plus3", "double"]), "plus3"),
  /** FATE-AMB-2: shifts from a margin m >= 2: `"floorHalf"` = floor(m / 2) as written (default), `"marginMinusOne"` = m - 1 as in the Waterford example. */
  shiftFormula: z._default(z.enum(["floorHalf", "marginMinusOne"]), "floorHalf"),
  /** FATE-AMB-5: who takes stress when the attacker loses: `"symmetricExceptRanged"` (default), `"symmetric"`, `"attackerOnlyDeals"`. */
  backlash: z._default(z.enum(["symmetricExceptRanged", "symmetric", "attackerOnlyDeals"]), "symmetricExceptRanged"),
  /** FATE-AMB-6: `false` (default): one Minor, Moderate and Severe slot shared by both tracks; `true`: one of each per track. */
  consequenceSlotsPerTrack: z._default(z.boolean(), false),
  /** FATE-AMB-9: an unaware defender: `"fixedPoor"` = a fixed total of -1, no dice (default); `"rollPoor"` = the defender rolls 4dF at Poor (-1). */
  unawareDefense: z._default(z.enum(["fixedPoor", "rollPoor"]), "fixedPoor"),
  /** FATE-AMB-13: the most re-rolls of one roll; absent (default) = unlimited while fate points remain. */
  maxRerolls: z.optional(z.int().check(z.gte(0), z.lte(1000))),
  /** FATE-AMB-17: treating one's own consequence: `"minusTwo"` = allowed at -2 (default), `"forbidden"`, `"noPenalty"`. */
  selfTreatment: z._default(z.enum(["minusTwo", "forbidden", "noPenalty"]), "minusTwo"),
  /** FATE-AMB-19: who has fate points: `"namedOnly"` = PCs and named NPCs have 3, a mook has what the GM gives it (default); `"all"`; `"pcsOnly"`. */
  npcFatePoints: z._default(z.enum(["namedOnly", "all", "pcsOnly"]), "namedOnly"),
  /** FATE-AMB-24: whether +2 and re-rolls may be bought on defense rolls too: `true` (default). */
  fatePointsOnDefense: z._default(z.boolean(), true),
  /** Not a ruling: what an `action`'s result lists. `false` (default): the rolls a re-roll plan replaced are in the trace and counted in `rerolls`, so exact odds enumerate outcomes, not histories; `true`: they are also listed in `replaced` / `opposerReplaced`, oldest first (FATE-FP-3), and exact odds enumerate every history (exponential in the fate points). */
  planHistory: z._default(z.boolean(), false),
  /** FATE-FP-1: `false` (default): the pool resets to three at a scene's end, as written ("resets back to three"; NPCs per FATE-AMB-19), and a character's `refresh` must say so; `true`: a house rule, each character's own `refresh`. */
  houseRefresh: z._default(z.boolean(), false),
});

/**
 * The options with every default filled in.
 *
 * @example
 * ```ts
 * const options: FateOptions = fateOptions();
 * ```
 */
export type FateOptions = z.infer<typeof FateOptionsSchema>;

/**
 * What a caller may pass as options: any subset of {@link FateOptions}.
 *
 * @example
 * ```ts
 * const input: FateOptionsInput = { backlash: "symmetric" };
 * ```
 */
export type FateOptionsInput = z.input<typeof FateOptionsSchema>;

/**
 * Fills in the defaults of the fate options and checks them.
 *
 * @param input - some options (or none)
 * @returns every option, defaults included
 * @example
 * ```ts
 * fateOptions().backlash; // "symmetricExceptRanged"
 * fateOptions({ unawareDefense: "rollPoor" }).unawareDefense; // "rollPoor"
 * ```
 */
export function fateOptions(input?: FateOptionsInput | null): FateOptions {
  return parseOrThrow("fate.fateOptions", FateOptionsSchema, absentIfNull(input) ?? {}, "options");
}
