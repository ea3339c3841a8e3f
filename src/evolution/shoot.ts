import { type Chance, constant } from "../core/chance.js";
import { parseOrThrow } from "../core/validate.js";
import { damageOutcomes } from "./damage.js";
import { type FireContext, fire, type WeaponInput } from "./firing.js";
import { type ModelInput, parseModel, WeaponSchema, type WoundState } from "./model.js";
import { type EvolutionOptionsInput, parseEvolutionOptions } from "./options.js";
import { applyOutcome } from "./wounds.js";

/**
 * The result of one model shooting another: how many hits, and the target's wound state afterwards.
 *
 * @example
 * ```ts
 * const r: ShotResult = { hits: 1, target: { lightWounds: 0, seriousWounds: 0, removed: true } };
 * ```
 */
export interface ShotResult {
  /** Hits scored (EVO-FIRE-1). */
  readonly hits: number;
  /** The target's wound state after the damage of every hit (EVO-DMG-1, EVO-WOUND-1). */
  readonly target: WoundState;
}

/**
 * One Shoot action against one target (EVO-ACT-2, EVO-FIRE-1, EVO-DMG-1, EVO-WOUND-1): roll the firing
 * dice, then the damage of each hit in turn, applying each outcome to the target (a second Serious wound
 * kills). Once the target is removed no more damage is rolled.
 *
 * @param shooter - the shooter (validated here)
 * @param weapon - the weapon fired (validated here)
 * @param target - the target (validated here; its size feeds the size modifier, EVO-AMB-5)
 * @param context - line of sight and a further modifier (the target size is taken from the target)
 * @param options - rulings; EVO-AMB-1, 2, 4, 5 and 12 apply
 * @returns a chance of the hits and the target's new wound state
 * @example
 * ```ts
 * const shot = shoot(TOUGH, TOUGH.weapons[0], TOUGH);
 * odds(shot).probability((r) => r.target.removed).toString(); // "1/18" (EVO-DT-7)
 * ```
 */
export function shoot(
  shooter: ModelInput,
  weapon: WeaponInput,
  target: ModelInput,
  context: Omit<FireContext, "targetSize"> = {},
  options?: EvolutionOptionsInput,
): Chance<ShotResult> {
  const fn = "evolution.shoot";
  const t = parseModel(target, fn, "target");
  const w = parseOrThrow(fn, WeaponSchema, weapon, "weapon");
  const o = parseEvolutionOptions(options, fn);
  const damage = damageOutcomes(t, w.damageDice, o);
  // one hit's damage applied to a state; a removed target takes no more (and no dice are rolled for it)
  const step = (state: WoundState): Chance<WoundState> => (state.removed ? constant(state) : damage.map((rs) => rs.reduce(applyOutcome, state)));
  const after = (hits: number): Chance<ShotResult> => {
    // chain hit after hit, so equal wound states merge after every hit and the odds stay small
    let states: Chance<WoundState> = constant(t.state);
    for (let i = 0; i < hits; i++) states = states.chain(step);
    return states.map((state) => ({ hits, target: state }));
  };
  return fire(shooter, w, { ...context, targetSize: t.size }, o).chain(after);
}
