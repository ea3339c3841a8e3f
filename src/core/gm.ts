// The GM's last word (catalogue §0, RUG-GEN-1, VIV-GEN-1): "the GM may modify any die roll". A die modifier is
// an input of each roll (its `gmRollModifier`, or a modifier with its rule); an override of the outcome is one
// function for every resolver of every system, typed by the resolver's own chance.
import { Chance, constant } from "./chance.js";
import { RulesError } from "./errors.js";
import { isInstance, optionsArg } from "./inputs.js";
import type { NoteEntry } from "./trace.js";

/**
 * Options of {@link gmOverride}: the rule the ruling rests on and the words of its trace note.
 *
 * @example
 * ```ts
 * const why: GmOverrideOptions = { rule: "VIV-GEN-1", text: "the GM rules that the thug's nerve holds" };
 * ```
 */
export interface GmOverrideOptions {
  /** The rule id that lets the GM rule (default: none; e.g. "RUG-GEN-1", "VIV-GEN-1"). */
  readonly rule?: string | undefined;
  /** The trace note (default: "GM override: the outcome is ruled, not rolled"). */
  readonly text?: string | undefined;
}

/**
 * The GM's ruling in place of a roll: a chance of the same type as the resolver's `chance` that always gives
 * `outcome`, rolls no die, and says so in its trace. `chance` is not rolled; it fixes the outcome's type, so an
 * override of a morale check must be a morale resolution, and it can be used wherever the resolver's chance
 * is (resolved, chained, simulated, given odds). For an outcome that carries the objects afterwards (a morale
 * resolution's unit, a wound's figure), the GM's outcome must carry them too; a die modifier (each roll's
 * `gmRollModifier`, or a modifier with its rule) keeps the resolver's own bookkeeping.
 *
 * @param chance - the resolver's chance the GM overrides
 * @param outcome - the outcome the GM rules
 * @param options - the rule and the words of the trace note
 * @returns a chance that is always `outcome`
 * @example
 * ```ts
 * // the crevasse: the GM rules that Jack makes the leap without a luck roll
 * const leap = luckRoll(jack, { purpose: "leap the crevasse" });
 * const ruled = gmOverride(leap, { pass: true, rerolled: false }, { rule: "VIV-GEN-1" });
 * explain(resolve(ruled, seededDice(2)).trace); // ["GM override: the outcome is ruled, not rolled [VIV-GEN-1]"]
 * ```
 */
export function gmOverride<T>(chance: Chance<T>, outcome: T, options: GmOverrideOptions = {}): Chance<T> {
  if (!isInstance(chance, Chance)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "gmOverride", path: "chance", value: chance, message: "expected the resolver's chance" });
  }
  if (outcome === undefined) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "gmOverride", path: "outcome", value: outcome, message: "expected the outcome the GM rules" });
  }
  const given = optionsArg("gmOverride", "options", options, ["rule", "text"]);
  for (const key of ["rule", "text"] as const) {
    const v = given[key];
    if (v !== undefined && (typeof v !== "string" || v.length > 2_000)) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "gmOverride",
        path: `options.${key}`,
        value: v,
        message: "expected a string of at most 2,000 characters",
      });
    }
  }
  const rule = given.rule as string | undefined;
  const text = given.text as string | undefined;
  const note: NoteEntry = Object.freeze({ type: "note", rule, text: text ?? "GM override: the outcome is ruled, not rolled" });
  return constant(outcome).traced([note]);
}
