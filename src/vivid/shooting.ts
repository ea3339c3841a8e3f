// Vivid's ranged combat (VIV-RANGE-1, VIV-SHOOT-1..5, VIV-MUSKET-1, VIV-MG-1/2): the family's shooting
// with vivid's table and options.
import { absentIfNull, boundedArray, boundedString, idString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import { type Chance, constant } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { fireRefusals, spotRefusals } from "../family/can-fire.js";
import { type FollowingFireOutcome, followingFireChance } from "../family/following-fire.js";
import { computeHitNumber } from "../family/hit-number.js";
import { diceFor } from "../family/shot-dice.js";
import { FigureSchema } from "../family/schemas.js";
import type { FireVerdict } from "../family/can-fire.js";
import type { HitNumber } from "../family/hit-number.js";
import type { RangeBand } from "../family/range.js";
import type { Figure, Unit, Weapon } from "../family/schemas.js";
import { type ShotContext, VividShotContextSchema } from "../family/shot-context.js";
import type { ShotDice } from "../family/shot-dice.js";
import {
  canFireImpl,
  hitNumberImpl,
  hitsDistributionImpl,
  rangeBandImpl,
  type ShootingSystem,
  shotDiceImpl,
  type VolleyInput,
  volleyHitsImpl,
  volleyImpl,
  volleyPlanImpl,
  VividVolleyInputSchema,
  weaponOf,
} from "../family/shooting-api.js";
import type { PlannedShot, VolleyOutcome } from "../family/volley.js";
import { luckUnder } from "./luck.js";
import { type VividOptions, type VividOptionsInput, vividOptions } from "./options.js";
import { VIVID_SHOOTING } from "./shooting-table.js";

/**
 * Vivid's shooting system for a set of options: its table, parsed options, movement reading (VIV-AMB-14),
 * effective Luck and allocation (VIV-SHOOT-5, VIV-AMB-21).
 */
export function vividShootingSystem(options: VividOptionsInput): ShootingSystem {
  return vividShootingSystemOf(vividOptions(options));
}

/**
 * {@link vividShootingSystem} of options already parsed (a game's, parsed once per step). @internal
 */
export function vividShootingSystemOf(opts: VividOptions): ShootingSystem {
  return {
    table: VIVID_SHOOTING,
    options: { ...opts, unspottedOrder: "last", unspottedRounding: "up", gmModifierOrder: "afterHalving", defaultFieldOfViewDeg: 360 },
    // ruling VIV-AMB-14: stationary means no movement at all during the figure's side turn
    // (no movement given: stationary, and the trace says it was the default)
    motion: (_fn, figure, ctx) => {
      if (ctx.shooterMoved !== undefined) return { moved: ctx.shooterMoved, source: "context" };
      const moved = figure.status?.movedThisTurn;
      return moved === undefined ? { moved: false, source: "default" } : { moved, source: "figure status" };
    },
    luck: (figure) => luckUnder(figure, opts),
    // ruling VIV-AMB-21: with random allocation a PC shooter picks on a D6 of 5-6; 'shooterChooses' assigns every hit
    contextSchema: VividShotContextSchema,
    volleySchema: VividVolleyInputSchema,
    allocation: { mode: opts.allocation === "random" ? "random" : "chosen", pickFrom: 5, rule: "VIV-SHOOT-5", pickRule: "VIV-AMB-21" },
  };
}

/**
 * The range band of a distance (VIV-RANGE-1): short or long (vivid has no medium band), or out; limits
 * inclusive, NA bands absent.
 *
 * @param weapon - the weapon (e.g. from `VIVID_WEAPONS`)
 * @param distance - inches
 * @returns the band
 * @example
 * ```ts
 * rangeBand(VIVID_WEAPONS.boltRifle, 10); // "long"
 * rangeBand(VIVID_WEAPONS.thrownSpear, 7); // "out"
 * ```
 */
export function rangeBand(weapon: Weapon, distance: number): RangeBand {
  return rangeBandImpl("vivid.rangeBand", weapon, distance);
}

/**
 * Whether a figure may fire this turn, and every reason it may not (VIV-SHOOT-1): line of sight, range,
 * a musket after moving (VIV-MUSKET-1), Maxim set-up and Lewis reload (VIV-MG-1, VIV-AMB-17), blind side
 * (VIV-TRAIT-N1), flying (VIV-TRAIT-P8), wounded (VIV-WOUND-4), routing or disrupted (VIV-MOR-6/12),
 * stunned, dropped weapon (VIV-TRAIT-N4).
 *
 * @param figure - the shooter
 * @param weapon - the weapon (absent: NO_WEAPON)
 * @param context - the situation (`shooterMoved`, or the figure's status)
 * @param unit - the shooter's unit (unused by vivid's rules; kept for symmetry)
 * @param options - vivid options
 * @returns `{ ok, reasons }`
 * @example
 * ```ts
 * canFire(rifleman, VIVID_WEAPONS.boltRifle, { distance: 20 }).reasons[0]?.code; // "OUT_OF_RANGE"
 * ```
 */
export function canFire(
  figure: Figure,
  weapon: Weapon | undefined,
  context: ShotContext,
  unit?: Unit | null,
  options: VividOptionsInput | null = {},
): FireVerdict {
  // docs/reliability.md: null for an optional argument means absent
  unit = absentIfNull(unit);
  options ??= {};
  return canFireImpl(vividShootingSystem(options), "vivid.canFire", figure, weapon, context, unit);
}

/**
 * The dice a figure rolls with a weapon (VIV-SHOOT-2, VIV-MG-1/2, VIV-TRAIT-P1): the weapon's dice; a heavy
 * machine gun with 2 crew rolls 4, with one 2, a Lewis always 4 (VIV-AMB-16); machine-gun type weapons 3;
 * Ambidextrous with two pistols 2.
 *
 * @param figure - the shooter
 * @param weapon - the weapon
 * @param options - vivid options (`lewisSingleCrewDice`)
 * @returns `{ dice, trace }`
 * @example
 * ```ts
 * shotDice(gunner, { ...VIVID_WEAPONS.mg, crew: 1 }).dice; // 2
 * ```
 */
export function shotDice(figure: Figure, weapon: Weapon, options: VividOptionsInput | null = {}): ShotDice {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return shotDiceImpl(vividShootingSystem(options), "vivid.shotDice", figure, weapon);
}

/**
 * The hit number of a shot with every modifier traced to its rule id (VIV-SHOOT-2/3): base 4 or Sure Shot 6
 * (VIV-TRAIT-P3), then short +2, stationary +2 (never for muskets: VIV-MUSKET-1), cover, armoured target -4,
 * then the minimum (VIV-AMB-20).
 *
 * @param figure - the shooter
 * @param weapon - the weapon
 * @param context - distance, movement, cover, armoured target
 * @param unit - the shooter's unit (unused by vivid's rules)
 * @param options - vivid options
 * @returns `{ n, base, band, trace }`
 * @example
 * ```ts
 * hitNumber(rifleman, VIVID_WEAPONS.boltRifle, { distance: 10, cover: "medium" }).n; // 4
 * ```
 */
export function hitNumber(figure: Figure, weapon: Weapon, context: ShotContext, unit?: Unit | null, options: VividOptionsInput | null = {}): HitNumber {
  // docs/reliability.md: null for an optional argument means absent
  unit = absentIfNull(unit);
  options ??= {};
  return hitNumberImpl(vividShootingSystem(options), "vivid.hitNumber", figure, weapon, context, unit);
}

/**
 * The plan of a volley, no dice rolled: for each shooter whether it fires, its dice, hit number and Clumsy
 * test, or why it may not (VIV-SHOOT-1..3). Shown before the dice fall.
 *
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - vivid options
 * @returns one line per shooter
 * @example
 * ```ts
 * volleyPlan({ shooters: riflemen, target: thugs, context: { distance: 10 } })[0]?.n; // 6
 * ```
 */
export function volleyPlan(input: VolleyInput, options: VividOptionsInput | null = {}): PlannedShot[] {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return volleyPlanImpl(vividShootingSystem(options), "vivid.volleyPlan", input);
}

/**
 * The number of hits of a volley (VIV-SHOOT-2/4), Clumsy tests included (VIV-TRAIT-N4), without allocation:
 * the chance to ask odds of.
 *
 * @param input - shooters, target, context
 * @param options - vivid options
 * @returns a chance of the hits
 * @example
 * ```ts
 * odds(volleyHits({ shooters: riflemen, target: thugs, context: { distance: 10, cover: "soft" } })).mean().toString(); // "5"
 * ```
 */
export function volleyHits(input: VolleyInput, options: VividOptionsInput | null = {}): Chance<number> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return volleyHitsImpl(vividShootingSystem(options), "vivid.volleyHits", input);
}

/**
 * A unit's volley (VIV-SHOOT-1..5): who fires, Clumsy tests, one D10 per die at each shooter's hit number,
 * then allocation (VIV-SHOOT-5, VIV-AMB-21): at random over the target's living figures, except that a PC
 * shooter's hit goes to its chosen figure on a D6 of 5-6; with `allocation: "shooterChooses"` every hit goes
 * to `chosenTargetIds` in turn. Every figure hit rolls on the wound table (keeping the worst: VIV-WOUND-3).
 *
 * @param input - shooters (a unit or figures), target unit, context, per-shooter overrides
 * @param options - vivid options
 * @returns a chance of `{ hits, dropped, allocation }`
 * @example
 * ```ts
 * const { value } = resolve(shootingVolley({ shooters: riflemen, target: thugs, context }), seededDice(7));
 * value.allocation; // e.g. { t2: 1, t7: 2 }
 * ```
 */
export function shootingVolley(input: VolleyInput, options: VividOptionsInput | null = {}): Chance<VolleyOutcome> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return volleyImpl(vividShootingSystem(options), "vivid.shootingVolley", input);
}

/**
 * Hits of k D10s at hit number n (VIV-SHOOT-4): Binomial(k, clamp(n, 0, 10)/10).
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
  return hitsDistributionImpl("vivid.hitsDistribution", dice, n, "VIV-SHOOT-4");
}

/**
 * What `followingFire` takes, as a schema: untrusted JSON can be checked with `validate` before the call.
 *
 * @example
 * ```ts
 * validate(FollowingFireInputSchema, {}).ok; // false: the gunner and the targets are required
 * ```
 */
export const FollowingFireInputSchema = strictObject({
  /** The machine gunner. */
  shooter: FigureSchema,
  /** Its machine gun, by id or name (default: its first weapon). */
  weapon: z.optional(idString()),
  /** The id of the first target figure. */
  declaredTargetId: idString(),
  /** Target figures with their positions, inches. */
  targets: boundedArray(
    strictObject({ /** Figure id. */ id: boundedString(), /** x, inches. */ x: z.number(), /** y, inches. */ y: z.number() }),
    INPUT_LIMITS.listLength,
  ),
  /** The situation (to the declared target). */
  context: VividShotContextSchema,
  /** The player's named next targets (VIV-AMB-44): entry k is the target after hit k + 1, used when within 4" of the anchor. */
  nextTargetIds: z.optional(boundedArray(boundedString(), INPUT_LIMITS.listLength)),
});

/**
 * What {@link followingFire} needs.
 *
 * @example
 * ```ts
 * let value: FollowingFireInput | undefined; // see the functions that return or take it
 * ```
 */
export type FollowingFireInput = z.infer<typeof FollowingFireInputSchema>;

/**
 * Machine-gun following fire (VIV-MG-3): the gun's dice (VIV-MG-1/2) are rolled one at a time at its hit
 * number; the first at the declared target; after a hit the next die goes to the player's named next target
 * (`nextTargetIds`) if it is within 4" of the anchor, else the nearest figure not yet hit within 4" of the
 * anchor (VIV-AMB-18 `followAnchor`, default 'previousHit'; 'firstHit' keeps the first), else the same figure
 * again (VIV-AMB-44 `followingFireTarget`, default 'nearestThenSame': no die is discarded; 'distinctOnly': the
 * remaining dice are not rolled); a miss keeps the target. A gun that may not fire rolls nothing (see
 * {@link canFire}).
 *
 * @param input - gunner, weapon, declared target, target positions, context
 * @param options - vivid options (`followAnchor`, `lewisSingleCrewDice`, `shootingMinHit`)
 * @returns a chance of `{ hits, allocation, unplaced }`
 * @example
 * ```ts
 * const fire = followingFire({ shooter: gunner, declaredTargetId: "t1", targets, context: { distance: 12 } });
 * resolve(fire, scriptedDice(["d10:2", "d10:9", "d10:1", "d10:3"])).value.allocation; // { t1: 1, t2: 1, t3: 1 }
 * ```
 */
export function followingFire(input: FollowingFireInput, options: VividOptionsInput | null = {}): Chance<FollowingFireOutcome> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  const fn = "vivid.followingFire";
  const i = parseOrThrow(fn, FollowingFireInputSchema, input, "input");
  if (!i.targets.some((t) => t.id === i.declaredTargetId)) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "input.declaredTargetId",
      value: i.declaredTargetId,
      message: "the declared target must be one of the targets",
    });
  }
  const sys = vividShootingSystem(options);
  const weapon = weaponOf(i.shooter, i.weapon);
  const motion = sys.motion(fn, i.shooter, i.context, undefined);
  if (weapon === undefined || fireRefusals(sys.table, sys.options, i.shooter, weapon, i.context, motion).length > 0)
    return constant({ hits: 0, allocation: {}, unplaced: 0 });
  const dice = diceFor(sys.table, sys.options, i.shooter, weapon);
  const hit = computeHitNumber(sys.table, sys.options, i.shooter, weapon, i.context, motion);
  const opts = vividOptions(options);
  return followingFireChance(dice.dice, hit.n, i.declaredTargetId, i.targets, opts.followAnchor, 4, opts.followingFireTarget, i.nextTargetIds ?? []).traced([
    ...dice.trace,
    ...hit.trace,
  ]);
}

/**
 * Whether a figure can spot (see) a target at a bearing from its facing (RUG-TRAIT-N1, VIV-TRAIT-N1,
 * RUG-AMB-20): a Blind Eye figure sees straight ahead and up to 45° toward its good eye, and spots nothing on
 * its blind side, as it shoots nothing there; other figures see `defaultFieldOfViewDeg` (rugged's option,
 * default 360). Make this check before a spotting roll.
 *
 * @param figure - the spotter
 * @param bearingDeg - the bearing of the target from its facing, degrees clockwise, -180..180
 * @param options - vivid options
 * @returns `{ ok, reasons }` (BLIND_SIDE when hidden)
 * @throws RulesError INVALID_INPUT when a Blind Eye trait does not name its side
 * @example
 * ```ts
 * canSpot({ ...scout, traits: [{ ...VIVID_TRAITS.blindEye, side: "left" }] }, -30).ok; // false
 * ```
 */
export function canSpot(figure: Figure, bearingDeg: number, options: VividOptionsInput | null = {}): FireVerdict {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  const fn = "vivid.canSpot";
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const b = parseOrThrow(fn, z.number().check(z.gte(-180), z.lte(180)), bearingDeg, "bearingDeg");
  return spotRefusals(fn, f, b, vividShootingSystem(options).options, "VIV-TRAIT-N1");
}
