import { type Chance, die } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import type { ModifierEntry } from "../core/trace.js";
import { checkNumber, checkObject } from "./checks.js";
import { type Model, type ModelInput, modelFrom } from "./model.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom } from "./options.js";
import { countedLightWounds } from "./wounds.js";

/**
 * What calls for a Will to Fight check, and any modifiers (EVO-WTF-1). The triggers are in the missing
 * morale section (EVO-AMB-8), so they are a GM input (EVO-GM-5).
 *
 * @example
 * ```ts
 * const check: WtfContext = { reason: "under fire", modifier: -1 };
 * ```
 */
export interface WtfContext {
  /** Why the model tests (shown in the trace), e.g. "to avoid suppression". */
  readonly reason?: string;
  /** A further modifier to the die from the GM or a special rule (default 0). */
  readonly modifier?: number;
}

/**
 * A Will to Fight check (EVO-WTF-1, hook for EVO-AMB-8): D6 + modifiers ≥ WtF passes, avoiding
 * suppression or keeping the model fighting. Each Light wound gives −1 (they stack by default, EVO-AMB-11)
 * and a Serious wound −1 (EVO-WOUND-1). What follows a pass or a failure is left to the caller.
 *
 * @param model - the model testing (validated here)
 * @param context - the reason and a further modifier
 * @param options - rulings; EVO-AMB-11 (`lightWoundsStack`) applies here
 * @returns a chance of passing
 * @throws RulesError `RULE_VIOLATION` for a removed model
 * @example
 * ```ts
 * odds(wtfCheck(TOUGH)).probability(true).toString(); // "1/2" (WtF 4+)
 * ```
 */
export function wtfCheck(model: ModelInput, context?: WtfContext | null, options?: EvolutionOptionsInput | null): Chance<boolean> {
  const fn = "evolution.wtfCheck";
  const m = modelFrom(fn, model);
  const c = absentIfNull(context) ?? {};
  checkObject(fn, "context", c);
  return wtfCheckValidated(fn, m, c, () => optionsFrom(fn, options), "");
}

/**
 * {@link wtfCheck} of a model already validated (the named call parses its input once): the same chance. The
 * options are read after the model's checks, as the positional call reads them; `at` prefixes the paths of
 * errors (`"input."` for the named call).
 *
 * @internal
 */
export function wtfCheckValidated(fn: string, m: Model, c: WtfContext, optionsOf: () => EvolutionOptions, at: string): Chance<boolean> {
  // EVO-DMG-1: a removed model is out of the game (EVO-AMB-16): it has no Will to Fight to test
  if (m.state.removed)
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path: `${at}model.state.removed`,
      value: true,
      message: "a removed model makes no Will to Fight check",
    });
  const extra = checkNumber(fn, `${at}context.modifier`, c.modifier ?? 0, -10, 10);
  const reason = typeof c.reason === "string" ? c.reason : "will to fight";
  const o = optionsOf();
  const mods: ModifierEntry[] = [];
  const lights = countedLightWounds(m.state, o);
  if (lights > 0) mods.push({ type: "modifier", rule: "EVO-WOUND-1", label: `light wound${lights === 1 ? "" : "s"}`, value: -lights });
  if (m.state.seriousWounds > 0) mods.push({ type: "modifier", rule: "EVO-WOUND-1", label: "serious wound", value: -1 });
  if (extra !== 0) mods.push({ type: "modifier", rule: "EVO-WTF-1", label: "further modifier", value: extra });
  const total = mods.reduce((acc, e) => acc + e.value, 0);
  // ruling EVO-AMB-8: the morale section is missing; the check is D6 + modifiers ≥ WtF, its trigger the caller's
  return die("d6", { purpose: `${reason} (needs ${String(m.wtf)}+)`, rule: "EVO-WTF-1" })
    .map((f) => f + total >= m.wtf)
    .traced(mods, (pass) => [{ type: "note", rule: "EVO-WTF-1", text: pass ? "passes its Will to Fight" : "fails its Will to Fight" }]);
}
