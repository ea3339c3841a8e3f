// The situation of one shot: the inputs the GM or the app supplies (RUG-GM-2, VIV-GM-2).
import * as z from "zod/mini";
import { strictObject } from "../core/schema-kit.js";
import { MovementModeSchema } from "./schemas.js";

const shape = {
  /** Distance to the target, inches. */
  distance: z.number().check(z.gte(0)),
  /** Rugged: the shooter's movement mode this turn (default: its unit's or its own status mode). */
  shooterMode: z.optional(MovementModeSchema),
  /** Vivid: the shooter moved during its side turn (default: its status; VIV-AMB-14). */
  shooterMoved: z.optional(z.boolean()),
  /** Rugged: the target's movement mode (a Combat move gives -2). */
  targetMode: z.optional(MovementModeSchema),
  /** Rugged: the target is charging this shooter (+1). */
  targetChargingShooter: z.optional(z.boolean()),
  /** Rugged: the target is routing (+1). Clumsy also tests before shooting at a charging enemy. */
  targetRouting: z.optional(z.boolean()),
  /** The target is charging (Clumsy's rugged trigger; default: `targetChargingShooter`). */
  targetCharging: z.optional(z.boolean()),
  /** Rugged: the target has been spotted (default true; RUG-GM-2). */
  targetSpotted: z.optional(z.boolean()),
  /** The target's cover (default none; RUG-AMB-11: light cover is soft). */
  cover: z.optional(z.enum(["none", "soft", "medium", "hard"])),
  /** The target is flying with Ancient Training (RUG-AMB-28: no cover, no extra modifier). */
  targetFlying: z.optional(z.boolean()),
  /** Vivid: the target is an Impervious Suit or War Pants (default: from the target figure). */
  targetArmoured: z.optional(z.boolean()),
  /** The shooter can see the target (default true; RUG-GM-2). */
  lineOfSight: z.optional(z.boolean()),
  /** The bearing of the target from the shooter's facing, degrees clockwise, -180..180 (Blind Eye). */
  bearingDeg: z.optional(z.number().check(z.gte(-180), z.lte(180))),
  /** A GM modifier to the hit number (RUG-GEN-1, VIV-GEN-1); positive helps the shooter. */
  gmModifier: z.optional(z.number().check(z.int(), z.gte(-10), z.lte(10))),
};

/** Rugged-only inputs: vivid has no movement modes, no unspotted halving and no movement of the target (Δrugged). */
const RUGGED_ONLY = ["shooterMode", "targetMode", "targetChargingShooter", "targetRouting", "targetCharging", "targetSpotted"] as const;
/** Vivid-only inputs: a shooter that moved during its side turn, an armoured target. */
const VIVID_ONLY = ["shooterMoved", "targetArmoured"] as const;

function without<K extends keyof typeof shape>(keys: readonly K[]): Omit<typeof shape, K> {
  const drop: readonly string[] = keys;
  return Object.fromEntries(Object.entries(shape).filter(([k]) => !drop.includes(k))) as Omit<typeof shape, K>;
}

/**
 * The situation of a shot: distance, what the shooter and target did this turn, cover, spotting, line of
 * sight and geometry. Everything the GM judges (RUG-GM-2, VIV-GM-2) is an explicit field.
 *
 * @example
 * ```ts
 * validate(ShotContextSchema, { distance: 12, cover: "hard" }).ok; // true
 * ```
 */
export const ShotContextSchema = strictObject(shape);

/**
 * Rugged's shot context: {@link ShotContextSchema} without vivid's inputs (`shooterMoved`, `targetArmoured`),
 * which are refused as unknown keys (one input per fact).
 *
 * @example
 * ```ts
 * validate(RuggedShotContextSchema, { distance: 12, shooterMoved: true }).ok; // false: rugged reads shooterMode
 * ```
 */
export const RuggedShotContextSchema = strictObject(without(VIVID_ONLY));

/**
 * Vivid's shot context: {@link ShotContextSchema} without rugged's inputs (`shooterMode`, `targetMode`,
 * `targetChargingShooter`, `targetRouting`, `targetCharging`, `targetSpotted`), refused as unknown keys: vivid has
 * no movement modes and no unspotted or target-movement modifiers.
 *
 * @example
 * ```ts
 * validate(VividShotContextSchema, { distance: 12, shooterMode: "run" }).ok; // false (did you mean "shooterMoved"?)
 * ```
 */
export const VividShotContextSchema = strictObject(without(RUGGED_ONLY));

/**
 * The situation of a shot (see {@link ShotContextSchema}).
 *
 * @example
 * ```ts
 * const ctx: ShotContext = { distance: 30, shooterMode: "stationary", cover: "soft" };
 * ```
 */
export type ShotContext = z.infer<typeof ShotContextSchema>;
