// Vivid's volley with its wound rolls as one chance (VIV-SHOOT-1..5, VIV-WOUND-1..7): the family's one-step
// volley with vivid's shooting and wound table.
import type { Chance } from "../core/chance.js";
import type { VolleyInput } from "../family/shooting-api.js";
import {
  type VolleyCasualties,
  type VolleyWithWounds,
  type VolleyWoundSettings,
  volleyCasualtiesImpl,
  volleyWithWoundsImpl,
  type WoundSide,
} from "../family/volley-with-wounds.js";
import { VIVID_GADGETS } from "./gadgets/catalogue.js";
import { type VividOptions, type VividOptionsInput, vividOptions } from "./options.js";
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
export function shootingVolleyWithWounds(
  input: VolleyInput,
  options: VividOptionsInput | null = {},
  wounds: VolleyWoundSettings | null = {},
): Chance<VolleyWithWounds> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  wounds ??= {};
  const o = vividOptions(options);
  const side = vividWoundSide(o);
  return volleyWithWoundsImpl(vividShootingSystem(options), "vivid.shootingVolleyWithWounds", input, side, wounds);
}

/**
 * The casualties of a unit's volley with its wound rolls, as one chance: {@link shootingVolleyWithWounds}'s
 * dice, rules and trace (VIV-SHOOT-1..5, VIV-WOUND-1..7, VIV-LUCK-2, VIV-TRAIT-P5), read as counts of the
 * figures hit by their state afterwards. For many resolutions (Monte Carlo, balancing, an AI weighing a
 * target) it skips building the unit afterwards and the records by figure id.
 *
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - vivid options, for the volley and the wounds
 * @param wounds - what every hit brings, luck use, game turn
 * @returns a chance of `{ hits, dropped, figuresHit, killed, wounded, unconscious, fit }`
 * @example
 * ```ts
 * const volley = shootingVolleyCasualties({ shooters: riflemen, target: thugs, context: { distance: 10 } });
 * simulate(volley.map((c) => c.killed), { runs: 100_000, seed: 1 }).mean(); // figures killed on average
 * ```
 */
export function shootingVolleyCasualties(
  input: VolleyInput,
  options: VividOptionsInput | null = {},
  wounds: VolleyWoundSettings | null = {},
): Chance<VolleyCasualties> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  wounds ??= {};
  const o = vividOptions(options);
  const side = vividWoundSide(o);
  return volleyCasualtiesImpl(vividShootingSystem(options), "vivid.shootingVolleyCasualties", input, side, wounds);
}

/** Vivid's wound side of a volley: its rules, the Death Ray's +3 against non-PCs (VIV-GAD-18), the vest against mercy bullets (VIV-AMB-29). @internal */
export function vividWoundSide(o: VividOptions): WoundSide {
  const ray = VIVID_GADGETS.deathRay.effect;
  return {
    rules: vividWoundRules(o),
    oxFlag: vividOxFlag(o),
    deathRayNonPc: ray.kind === "deathRay" ? ray.nonPcWoundModifier : undefined,
    mercyVestApplies: o.mercyVestApplies,
  };
}
