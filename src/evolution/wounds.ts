import { parseOrThrow } from "../core/validate.js";
import { checkOneOf } from "./checks.js";
import type { DamageOutcome } from "./damage.js";
import { type Model, type ModelInput, modelFrom, type WoundState, WoundStateSchema } from "./model.js";
import type { EvolutionOptions } from "./options.js";

/**
 * How many Light wounds count for a penalty (movement, WtF).
 * @internal
 */
export function countedLightWounds(state: WoundState, o: EvolutionOptions): number {
  // ruling EVO-AMB-11: Light wounds stack (−1″ and −1 WtF each) unless the option counts them once
  return o.lightWoundsStack ? state.lightWounds : Math.min(1, state.lightWounds);
}

const OUTCOMES = ["none", "saved", "scratch", "light", "serious", "killed"] as const;

/**
 * The wound state after one damage outcome (EVO-DMG-1, EVO-WOUND-1): a Light wound adds one, a Serious
 * wound adds one and a second Serious wound kills (the model is removed), a kill removes the model
 * (ruling EVO-AMB-16: removed for the game). A removed model stays removed.
 *
 * @param state - the wound state before (validated here)
 * @param outcome - what the damage did
 * @returns a new wound state (the argument is not changed)
 * @example
 * ```ts
 * woundStateAfter({ lightWounds: 0, seriousWounds: 1, removed: false }, "serious"); // { lightWounds: 0, seriousWounds: 2, removed: true } (EVO-DT-5)
 * ```
 */
export function woundStateAfter(state: WoundState, outcome: DamageOutcome): WoundState {
  const s = parseOrThrow("evolution.woundStateAfter", WoundStateSchema, state, "state");
  const r = checkOneOf("evolution.woundStateAfter", "outcome", outcome, OUTCOMES);
  return applyOutcome(s, r);
}

/**
 * The state update itself, on validated data (used by the volley, which must stay fast).
 * @internal
 */
export function applyOutcome(s: WoundState, r: DamageOutcome): WoundState {
  if (s.removed) return s;
  switch (r) {
    case "light":
      return { ...s, lightWounds: s.lightWounds + 1 };
    case "serious": {
      const serious = Math.min(2, s.seriousWounds + 1);
      // EVO-WOUND-1: a second serious wound kills the model and it is removed from play
      return { ...s, seriousWounds: serious, removed: serious >= 2 };
    }
    case "killed":
      // ruling EVO-AMB-16: "badly wounded or killed" means removed for the rest of the game
      return { ...s, removed: true };
    default:
      return s;
  }
}

/**
 * Applies one damage outcome to a model and returns the new model (EVO-DMG-1, EVO-WOUND-1, EVO-AMB-16).
 *
 * @param model - the model hit (validated here; not changed)
 * @param outcome - what the damage did (from {@link resolveDamage})
 * @returns a new model with its wound state updated
 * @example
 * ```ts
 * const once = applyDamage(TOUGH, "serious");
 * applyDamage(once, "serious").state.removed; // true (EVO-DT-5)
 * ```
 */
export function applyDamage(model: ModelInput, outcome: DamageOutcome): Model {
  const m = modelFrom("evolution.applyDamage", model);
  const r = checkOneOf("evolution.applyDamage", "outcome", outcome, OUTCOMES);
  return { ...m, state: applyOutcome(m.state, r) };
}
