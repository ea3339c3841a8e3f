// Rugged's ranged combat (RUG-RANGE-1/2, RUG-SHOOT-1..6, RUG-MUSKET-1, RUG-MG-1..4): the family's
// shooting with rugged's table and options.
import { absentIfNull } from "../core/schema-kit.js";
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { parseOrThrow } from "../core/validate.js";
import { spotRefusals } from "../family/can-fire.js";
import { FigureSchema } from "../family/schemas.js";
import { RulesError } from "../core/errors.js";
import type { FireVerdict } from "../family/can-fire.js";
import type { HitNumber } from "../family/hit-number.js";
import type { RangeBand } from "../family/range.js";
import type { Figure, Unit, Weapon } from "../family/schemas.js";
import { type ShotContext, RuggedShotContextSchema } from "../family/shot-context.js";
import type { ShotDice } from "../family/shot-dice.js";
import {
  canFireImpl,
  canFireValidated as canFireValidatedImpl,
  hitNumberImpl,
  hitsDistributionImpl,
  rangeBandImpl,
  type ShootingSystem,
  shotDiceImpl,
  type VolleyInput,
  volleyHitsImpl,
  volleyImpl,
  volleyPlanImpl,
  RuggedVolleyInputSchema,
} from "../family/shooting-api.js";
import type { PlannedShot, VolleyOutcome } from "../family/volley.js";
import { type RuggedOptions, type RuggedOptionsInput, ruggedOptions } from "./options.js";
import { RUGGED_SHOOTING } from "./shooting-table.js";

/**
 * Rugged's shooting system for a set of options: its table, parsed options, movement reading (RUG-AMB-8) and
 * random allocation (RUG-SHOOT-6).
 */
export function ruggedShootingSystem(options: RuggedOptionsInput): ShootingSystem {
  return ruggedShootingSystemOf(ruggedOptions(options));
}

/**
 * {@link ruggedShootingSystem} of options already parsed (a game's own, checked when it was set up).
 *
 * @param options - rugged options, parsed
 * @returns the shooting system
 * @internal
 */
export function ruggedShootingSystemOf(options: RuggedOptions): ShootingSystem {
  return {
    table: RUGGED_SHOOTING,
    options,
    motion: (fn, figure, ctx, unit) => {
      const mode = ctx.shooterMode ?? figure.status?.mode ?? unit?.mode;
      const source = ctx.shooterMode !== undefined ? "context" : figure.status?.mode !== undefined ? "figure status" : "unit";
      if (mode === undefined) {
        throw new RulesError({
          code: "INVALID_ARGUMENT",
          fn,
          path: "context.shooterMode",
          value: undefined,
          message: `the movement mode of ${figure.id} this turn is needed (RUG-MOVE-1)`,
        });
      }
      // ruling RUG-AMB-8: stationary means no movement declared this turn
      return { mode, moved: mode !== "stationary", source };
    },
    luck: (figure) => figure.luck ?? 0,
    contextSchema: RuggedShotContextSchema,
    volleySchema: RuggedVolleyInputSchema,
    allocation: { mode: "random", pickFrom: null, rule: "RUG-SHOOT-6", pickRule: "RUG-SHOOT-6" },
  };
}

/**
 * The range band of a distance (RUG-RANGE-2): short, medium, long or out; limits inclusive, N/A bands absent
 * (RUG-AMB-9).
 *
 * @param weapon - the weapon (e.g. from `RUGGED_WEAPONS`)
 * @param distance - inches
 * @returns the band
 * @example
 * ```ts
 * rangeBand(RUGGED_WEAPONS.pistolBow, 16); // "out"
 * rangeBand(RUGGED_WEAPONS.boltRifle, 30); // "medium"
 * ```
 */
export function rangeBand(weapon: Weapon, distance: number): RangeBand {
  return rangeBandImpl("rugged.rangeBand", weapon, distance);
}

/**
 * Whether a figure may fire this turn, and every reason it may not (RUG-SHOOT-1): line of sight, range,
 * marching/running/charging (RUG-MOVE-1), musket loading (RUG-MUSKET-1), Maxim set-up (RUG-MG-2,
 * RUG-AMB-15), Lewis reload or a non-Combat move (RUG-MG-3, RUG-AMB-16), blind side (RUG-TRAIT-N1,
 * RUG-AMB-20), wounded, routing, dropped weapon.
 *
 * @param figure - the shooter
 * @param weapon - the weapon (absent: NO_WEAPON)
 * @param context - the situation (`shooterMode`, or the figure's or unit's mode)
 * @param unit - the shooter's unit, for its mode
 * @param options - rugged options
 * @returns `{ ok, reasons }`
 * @example
 * ```ts
 * canFire(rifleman, RUGGED_WEAPONS.boltRifle, { distance: 20, shooterMode: "march" }).reasons[0]?.code; // "MARCHING"
 * ```
 */
export function canFire(
  figure: Figure,
  weapon: Weapon | undefined,
  context: ShotContext,
  unit?: Unit | null,
  options: RuggedOptionsInput | null = {},
): FireVerdict {
  // docs/reliability.md: null for an optional argument means absent
  unit = absentIfNull(unit);
  options ??= {};
  return canFireImpl(ruggedShootingSystem(options), "rugged.canFire", figure, weapon, context, unit);
}

/**
 * {@link canFire} of values already validated (a game's own figure, unit and context), with rugged's shooting
 * system built once: the same verdict, without parsing them again.
 *
 * @param sys - rugged's shooting system ({@link ruggedShootingSystemOf})
 * @param figure - the shooter, valid
 * @param weapon - the weapon
 * @param context - the situation, valid
 * @param unit - the shooter's unit, valid
 * @returns `{ ok, reasons }`
 * @internal
 */
export function canFireValidated(sys: ShootingSystem, figure: Figure, weapon: Weapon | undefined, context: ShotContext, unit?: Unit): FireVerdict {
  return canFireValidatedImpl(sys, "rugged.canFire", figure, weapon, context, unit);
}

/**
 * The dice a figure rolls with a weapon (RUG-SHOOT-2, RUG-MG-1/4, RUG-TRAIT-P1): the weapon's dice; a
 * Maxim or Lewis with 2 crew rolls 4, a Maxim with one 2, a Lewis always 4 (RUG-AMB-14); BAR and SMG 3;
 * Ambidextrous with two pistols 2.
 *
 * @param figure - the shooter
 * @param weapon - the weapon
 * @param options - rugged options (`lewisSingleCrewDice`)
 * @returns `{ dice, trace }`
 * @example
 * ```ts
 * shotDice(gunner, { ...RUGGED_WEAPONS.mg, crew: 1 }).dice; // 2
 * ```
 */
export function shotDice(figure: Figure, weapon: Weapon, options: RuggedOptionsInput | null = {}): ShotDice {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return shotDiceImpl(ruggedShootingSystem(options), "rugged.shotDice", figure, weapon);
}

/**
 * The hit number of a shot with every modifier traced to its rule id (RUG-SHOOT-3/4): base 4 (RUG-AMB-6)
 * or Sure Shot 6 (RUG-TRAIT-P3), then the modifiers, then the unspotted halving (RUG-AMB-7) and the
 * minimum (RUG-AMB-10).
 *
 * @param figure - the shooter
 * @param weapon - the weapon
 * @param context - distance, modes, cover, spotting
 * @param unit - the shooter's unit, for its mode
 * @param options - rugged options
 * @returns `{ n, base, band, trace }`
 * @example
 * ```ts
 * hitNumber(rifleman, RUGGED_WEAPONS.boltRifle, { distance: 30, shooterMode: "stationary", cover: "soft" }).n; // 5
 * ```
 */
export function hitNumber(figure: Figure, weapon: Weapon, context: ShotContext, unit?: Unit | null, options: RuggedOptionsInput | null = {}): HitNumber {
  // docs/reliability.md: null for an optional argument means absent
  unit = absentIfNull(unit);
  options ??= {};
  return hitNumberImpl(ruggedShootingSystem(options), "rugged.hitNumber", figure, weapon, context, unit);
}

/**
 * The plan of a volley, no dice rolled: for each shooter whether it fires, its dice, hit number and Clumsy
 * test, or why it may not (RUG-SHOOT-1..4). Shown before the dice fall.
 *
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - rugged options
 * @returns one line per shooter
 * @example
 * ```ts
 * volleyPlan({ shooters: riflemen, target: thugs, context: { distance: 30, shooterMode: "stationary" } })[0]?.n; // 6
 * ```
 */
export function volleyPlan(input: VolleyInput, options: RuggedOptionsInput | null = {}): PlannedShot[] {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return volleyPlanImpl(ruggedShootingSystem(options), "rugged.volleyPlan", input);
}

/**
 * The number of hits of a volley (RUG-SHOOT-2/5), Clumsy tests included (RUG-TRAIT-N4), without allocation:
 * the chance to ask odds of.
 *
 * @param input - shooters, target, context
 * @param options - rugged options
 * @returns a chance of the hits
 * @example
 * ```ts
 * odds(volleyHits({ shooters: riflemen, target: thugs, context: { distance: 30, shooterMode: "stationary", cover: "soft" } })).mean().toString(); // "5"
 * ```
 */
export function volleyHits(input: VolleyInput, options: RuggedOptionsInput | null = {}): Chance<number> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return volleyHitsImpl(ruggedShootingSystem(options), "rugged.volleyHits", input);
}

/**
 * A unit's volley (RUG-SHOOT-1..6): who fires, Clumsy tests, one D10 per die at each shooter's hit number,
 * then every hit allocated at random over the target's living figures (RUG-SHOOT-6: a die per hit; one
 * figure may take several hits and keeps the worst wound).
 *
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - rugged options
 * @returns a chance of `{ hits, dropped, allocation }`
 * @example
 * ```ts
 * const { value } = resolve(shootingVolley({ shooters: riflemen, target: thugs, context }), seededDice(7));
 * value.allocation; // e.g. { t2: 1, t7: 2 }
 * ```
 */
export function shootingVolley(input: VolleyInput, options: RuggedOptionsInput | null = {}): Chance<VolleyOutcome> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return volleyImpl(ruggedShootingSystem(options), "rugged.shootingVolley", input);
}

/**
 * Hits of k D10s at hit number n (RUG-SHOOT-5): Binomial(k, clamp(n, 0, 10)/10).
 *
 * @param dice - k
 * @param n - the final hit number
 * @returns a chance of the hits
 * @example
 * ```ts
 * odds(hitsDistribution(2, 5)).probability(1).toString(); // "1/2"
 * ```
 */
export function hitsDistribution(dice: number, n: number): Chance<number> {
  return hitsDistributionImpl("rugged.hitsDistribution", dice, n, "RUG-SHOOT-5");
}

/**
 * Whether a figure can spot (see) a target at a bearing from its facing (RUG-TRAIT-N1, VIV-TRAIT-N1,
 * RUG-AMB-20): a Blind Eye figure sees straight ahead and up to 45° toward its good eye, and spots nothing on
 * its blind side, as it shoots nothing there; other figures see `defaultFieldOfViewDeg` (rugged's option,
 * default 360). Make this check before a spotting roll.
 *
 * @param figure - the spotter
 * @param bearingDeg - the bearing of the target from its facing, degrees clockwise, -180..180
 * @param options - rugged options
 * @returns `{ ok, reasons }` (BLIND_SIDE when hidden)
 * @throws RulesError INVALID_INPUT when a Blind Eye trait does not name its side
 * @example
 * ```ts
 * canSpot({ ...scout, traits: [{ ...RUGGED_TRAITS.blindEye, side: "left" }] }, -30).ok; // false
 * ```
 */
export function canSpot(figure: Figure, bearingDeg: number, options: RuggedOptionsInput | null = {}): FireVerdict {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  const fn = "rugged.canSpot";
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const b = parseOrThrow(fn, z.number().check(z.gte(-180), z.lte(180)), bearingDeg, "bearingDeg");
  return spotRefusals(fn, f, b, ruggedShootingSystem(options).options, "RUG-TRAIT-N1");
}
