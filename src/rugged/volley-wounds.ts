// Rugged's volley with its wound rolls as one chance (RUG-SHOOT-1..7, RUG-AMB-1): the family's one-step volley
// with rugged's shooting and its plugged-in wound table.
import type { Chance } from "../core/chance.js";
import { checkReadable } from "../core/validate.js";
import type { VolleyInput } from "../family/shooting-api.js";
import {
  type VolleyCasualties,
  type VolleyWithWounds,
  type VolleyWoundSettings,
  volleyCasualtiesImpl,
  volleyWithWoundsImpl,
  volleyWithWoundsValidated,
  type WoundCache,
} from "../family/volley-with-wounds.js";
import type { WoundTable } from "../family/wound-table.js";
import type { Figure } from "../family/schemas.js";
import { withWoundOutcome } from "../family/wound-figure.js";
import type { WoundOutcome } from "../family/wounds.js";
import type { RuggedOptions, RuggedOptionsInput } from "./options.js";
import { ruggedShootingSystem, ruggedShootingSystemOf } from "./shooting.js";
import { ruggedWoundRules, ruggedWoundRulesOf } from "./wounds.js";

/**
 * Rugged settings of the wound half of {@link shootingVolleyWithWounds}: the hit, luck use, the game turn and
 * a custom wound table.
 *
 * @example
 * ```ts
 * const s: RuggedVolleyWoundSettings = { hit: { shotgun: true }, turn: 2 };
 * ```
 */
export interface RuggedVolleyWoundSettings extends VolleyWoundSettings {
  /** The app's wound table when the `woundTable` option is `custom` (RUG-AMB-1). */
  readonly customTable?: WoundTable | undefined;
}

/**
 * A unit's volley and the wound rolls of every figure it hits, as one chance (RUG-SHOOT-1..7): the to-hit
 * dice, a die per hit over the target's living figures (RUG-SHOOT-6), then each figure hit resolves its hits
 * on the plugged-in wound table (vivid's by default, RUG-AMB-1, noted), keeping the worst, with luck
 * (RUG-LUCK-2) and Strong Like Ox (RUG-TRAIT-P6), in roster order. The value, the trace and the dice are those
 * of `resolve(shootingVolley(input, options))` followed by `resolve(woundVolley(input.target, allocation,
 * wounds.hit, { ...wounds, options }))` on the same dice; built once (validation, allocation dice, every
 * figure's wound chances), so a volley resolved or simulated many times costs only its dice.
 *
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - rugged options, for the volley and the wounds
 * @param wounds - what every hit brings, luck use, game turn, custom table
 * @returns a chance of `{ hits, dropped, allocation, unit, outcomes }`
 * @example
 * ```ts
 * const volley = shootingVolleyWithWounds({ shooters: riflemen, target: dacoits, context: { distance: 30, shooterMode: "stationary" } });
 * const { value } = resolve(volley, seededDice(7));
 * value.unit.members.filter((m) => m.status?.wound === "killed").length; // figures killed
 * ```
 */
export function shootingVolleyWithWounds(
  input: VolleyInput,
  options: RuggedOptionsInput | null = {},
  wounds: RuggedVolleyWoundSettings | null = {},
): Chance<VolleyWithWounds> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  wounds ??= {};
  checkReadable("rugged.shootingVolleyWithWounds", "options", options);
  checkReadable("rugged.shootingVolleyWithWounds", "wounds", wounds);
  const side = { rules: ruggedWoundRules(options, wounds.customTable), oxFlag: "killedResultsTaken" } as const;
  return volleyWithWoundsImpl(ruggedShootingSystem(options), "rugged.shootingVolleyWithWounds", input, side, wounds);
}

/**
 * {@link shootingVolleyWithWounds} of an input already validated (a game's volley, built from its checked state),
 * with rugged's options parsed and the default wound settings: the same chance (dice, trace, odds), without
 * parsing the shooters, target and context again.
 *
 * @param input - the volley, valid
 * @param options - rugged options, parsed
 * @param cache - a game session's wound cache (issue 14: the figures' wound chances shared across its volleys); absent: none
 * @returns a chance of `{ hits, dropped, allocation, unit, outcomes }`
 * @internal
 */
export function shootingVolleyWithWoundsValidated(input: VolleyInput, options: RuggedOptions, cache?: WoundCache): Chance<VolleyWithWounds> {
  const side = { rules: ruggedWoundRulesOf(options), oxFlag: VALIDATED_OX_FLAG } as const;
  return volleyWithWoundsValidated(ruggedShootingSystemOf(options), "rugged.shootingVolleyWithWounds", input, side, { cache });
}

/** Where {@link shootingVolleyWithWoundsValidated}'s figures keep their Ox flag (rugged: the Killed results taken). */
const VALIDATED_OX_FLAG = "killedResultsTaken";

/**
 * A target figure after {@link shootingVolleyWithWoundsValidated} gave it `outcome` (the volley's own `withWoundOutcome`,
 * with its Ox flag and no game turn): what the volley's unit holds for that figure, for a session that reads a volley
 * built over other figures back on its own (issue 14, src/rugged/game/session.ts).
 *
 * @param figure - the figure hit, as it was before the volley
 * @param outcome - its wound outcome in the volley
 * @returns the figure afterwards (a new record)
 * @example
 * ```ts
 * const after = figureAfterValidatedVolley(thug, volley.outcomes["t0"]);
 * ```
 * @internal
 */
export function figureAfterValidatedVolley(figure: Figure, outcome: WoundOutcome): Figure {
  return withWoundOutcome(figure, outcome, VALIDATED_OX_FLAG, undefined);
}

/**
 * The casualties of a unit's volley with its wound rolls, as one chance: {@link shootingVolleyWithWounds}'s
 * dice, rules and trace (RUG-SHOOT-1..7, RUG-AMB-1, RUG-LUCK-2, RUG-TRAIT-P6), read as counts of the figures
 * hit by their state afterwards. For many resolutions (Monte Carlo, balancing, an AI weighing a target) it
 * skips building the unit afterwards and the records by figure id; `simulate` runs it within twice the time
 * of a hand-written loop on the same dice.
 *
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - rugged options, for the volley and the wounds
 * @param wounds - what every hit brings, luck use, game turn, custom table
 * @returns a chance of `{ hits, dropped, figuresHit, killed, wounded, unconscious, fit }`
 * @example
 * ```ts
 * const volley = shootingVolleyCasualties({ shooters: riflemen, target: dacoits, context: { distance: 30, shooterMode: "stationary" } });
 * simulate(volley.map((c) => c.killed), { runs: 100_000, seed: 1 }).mean(); // figures killed on average
 * ```
 */
export function shootingVolleyCasualties(
  input: VolleyInput,
  options: RuggedOptionsInput | null = {},
  wounds: RuggedVolleyWoundSettings | null = {},
): Chance<VolleyCasualties> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  wounds ??= {};
  checkReadable("rugged.shootingVolleyCasualties", "options", options);
  checkReadable("rugged.shootingVolleyCasualties", "wounds", wounds);
  const side = { rules: ruggedWoundRules(options, wounds.customTable), oxFlag: "killedResultsTaken" } as const;
  return volleyCasualtiesImpl(ruggedShootingSystem(options), "rugged.shootingVolleyCasualties", input, side, wounds);
}
