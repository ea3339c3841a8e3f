// Vivid's volley with its wound rolls as one chance (VIV-SHOOT-1..5, VIV-WOUND-1..7): the family's one-step
// volley with vivid's shooting and wound table.
import type { Chance } from "../core/chance.js";
import type { VolleyInput } from "../family/shooting-api.js";
import { type VolleyWithWounds, type VolleyWoundSettings, volleyWithWoundsImpl } from "../family/volley-with-wounds.js";
import { type VividOptionsInput, vividOptions } from "./options.js";
import { vividShootingSystem } from "./shooting.js";
import { vividOxFlag, vividWoundRules } from "./wounds.js";

/**
 * A unit's volley and the wound rolls of every figure it hits, as one chance (VIV-SHOOT-1..5,
 * VIV-WOUND-1..7): the to-hit dice, allocation (VIV-SHOOT-5: random, a PC shooter's pick on a D6 of 5-6,
 * VIV-AMB-21), then each figure hit resolves its hits on the wound table (D6 by VIV-AMB-2), keeping the worst
 * (VIV-WOUND-3), with Strong Like An Ox (VIV-TRAIT-P5), luck (VIV-LUCK-2) and a non-PC's Wounded counting as
 * Killed (VIV-WOUND-4), in roster order. The value, the trace and the dice are those of
 * `resolve(shootingVolley(input, options))` followed by `resolve(woundVolley(input.target, allocation,
 * wounds.hit, { ...wounds, options }))` on the same dice; built once (validation, allocation dice, every
 * figure's wound chances), so a volley resolved or simulated many times costs only its dice.
 *
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - vivid options, for the volley and the wounds
 * @param wounds - what every hit brings, luck use, game turn
 * @returns a chance of `{ hits, dropped, allocation, unit, outcomes }`
 * @example
 * ```ts
 * const volley = shootingVolleyWithWounds({ shooters: riflemen, target: thugs, context: { distance: 10 } });
 * const { value } = resolve(volley, seededDice(7));
 * Object.keys(value.outcomes); // the figures hit, in roster order
 * ```
 */
export function shootingVolleyWithWounds(input: VolleyInput, options: VividOptionsInput = {}, wounds: VolleyWoundSettings = {}): Chance<VolleyWithWounds> {
  const o = vividOptions(options);
  const side = { rules: vividWoundRules(o), oxFlag: vividOxFlag(o) };
  return volleyWithWoundsImpl(vividShootingSystem(options), "vivid.shootingVolleyWithWounds", input, side, wounds);
}
