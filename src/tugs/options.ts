import * as z from "zod/mini";
import { deepFreeze } from "../core/freeze.js";
import { absentIfNull, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";

/**
 * Every ruling of catalogue section 4.3 that is an option, each defaulting as the catalogue says. Pass a
 * partial object to any resolver; missing keys take their defaults.
 *
 * @example
 * ```ts
 * const options = tugsOptions({ critThreshold: "skillDiv5" });
 * options.zeroDamage; // "none"
 * ```
 */
export const TugsOptionsSchema = strictObject({
  /** TUGS-AMB-1: the critical threshold: `"modifiedMinus11"` = face <= modified target - 11 (default), `"baseSkillMinus11"` = face <= skill - 11, `"skillDiv5"` = face <= floor(skill / 5). */
  critThreshold: z._default(z.enum(["modifiedMinus11", "baseSkillMinus11", "skillDiv5"]), "modifiedMinus11"),
  /** TUGS-AMB-5: a damage total of 0 or less: `"none"` = no injury (default), `"superficial"` = a Superficial injury. */
  zeroDamage: z._default(z.enum(["none", "superficial"]), "none"),
  /** TUGS-AMB-7: halving the impairment for initiative: `"towardZero"` (-3 gives -1, default) or `"awayFromZero"` (-3 gives -2). */
  initImpairRounding: z._default(z.enum(["towardZero", "awayFromZero"]), "towardZero"),
  /** TUGS-AMB-8: whether impairment also lowers defense (parry) rolls: `true` (default). */
  impairmentOnDefense: z._default(z.boolean(), true),
  /** TUGS-AMB-9: hit points lost: `"each"` = every injury costs its own (default), `"worstPerLocation"` = only the worst per location counts. */
  hpPerInjury: z._default(z.enum(["each", "worstPerLocation"]), "each"),
  /** TUGS-AMB-10: a limb Critical/Fatal "counts as Major/Critical to the body": `"derivedInjury"` = a real body injury (default), `"effectsOnly"` = only the body effects. */
  limbToBody: z._default(z.enum(["derivedInjury", "effectsOnly"]), "derivedInjury"),
  /** TUGS-AMB-20: a body Minor that strikes a defender who already attacked this round: `false` = no effect (default), `true` = no attack next round. */
  noAttackCarryOver: z._default(z.boolean(), false),
  /** TUGS-AMB-23: "+1 for every additional 2 yards (or 10 lb)": `"floor"` = only complete steps count (default), `"ceil"` = a started step counts. */
  fallSteps: z._default(z.enum(["floor", "ceil"]), "floor"),
  /** TUGS-AMB-24: recovery durations: `"exact"` = exact rational durations (default), `"ceil"` = rounded up to a whole unit at the end. */
  recoveryRounding: z._default(z.enum(["exact", "ceil"]), "exact"),
  /** TUGS-AMB-25: after an untreated injury worsens: `true` = its worsening period restarts for the new level (default), `false` = daily rolls go on at once. */
  worseningPeriodRestarts: z._default(z.boolean(), true),
  /** TUGS-AMB-30: whether impairment lowers Strength, Dexterity and Stamina rolls: `true` (default). */
  impairmentOnAttributeRolls: z._default(z.boolean(), true),
  /** TUGS-AMB-31: whether an injury's own effect rolls already suffer its new impairment: `false` (default). */
  effectRollUsesNewImpairment: z._default(z.boolean(), false),
});

/**
 * The options with every default filled in.
 *
 * @example
 * ```ts
 * const options: TugsOptions = tugsOptions();
 * ```
 */
export type TugsOptions = z.infer<typeof TugsOptionsSchema>;

/**
 * What a caller may pass as options: any subset of {@link TugsOptions}.
 *
 * @example
 * ```ts
 * const input: TugsOptionsInput = { zeroDamage: "superficial" };
 * ```
 */
export type TugsOptionsInput = z.input<typeof TugsOptionsSchema>;

/** The options with every default, built once and frozen (an immutable constant, not state). */
const DEFAULTS: TugsOptions = deepFreeze(parseOrThrow("tugsOptions", TugsOptionsSchema, {}, "options"));

/** Whether a value is `{}`: a plain object with no keys at all (then no schema work is needed). */
function isEmptyPlainObject(value: unknown): boolean {
  try {
    return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype && Reflect.ownKeys(value).length === 0;
  } catch {
    return false; // a Proxy trap that throws, a revoked Proxy: the schema's preflight names it
  }
}

/**
 * Checked options for a resolver: absent or `null` means every default (docs/reliability.md).
 * @internal
 */
export function optionsOf(input: unknown, fn: string): TugsOptions {
  const given = absentIfNull(input);
  if (given === undefined || isEmptyPlainObject(given)) return DEFAULTS;
  return parseOrThrow(fn, TugsOptionsSchema, given, "options");
}

/**
 * Fills in the defaults of the tugs options and checks them (an unknown key is an issue, with the nearest
 * valid key suggested).
 *
 * @param input - some options (or none, or null)
 * @returns every option, defaults included
 * @example
 * ```ts
 * tugsOptions().critThreshold; // "modifiedMinus11"
 * ```
 */
export function tugsOptions(input: TugsOptionsInput | null = {}): TugsOptions {
  return optionsOf(input, "tugsOptions");
}
