import * as z from "zod/mini";
import { absentIfNull, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { HitLocationSchema, LocationTableSchema } from "./schemas.js";

const flag = () => z._default(z.boolean(), false);

/**
 * The GM's view of one initiative roll (TUGS-GM-1).
 *
 * @example
 * ```ts
 * const ctx: InitiativeContext = { surprised: true, unprepared: false, onTheGround: false };
 * ```
 */
export const InitiativeContextSchema = strictObject({
  /** Surprised: -5 (TUGS-INIT-1). */
  surprised: flag(),
  /** Unprepared: -5 (TUGS-INIT-1). */
  unprepared: flag(),
  /** On the ground: -2 (TUGS-INIT-1); also applied when the character's status is prone. */
  onTheGround: flag(),
});
/** The initiative context. @example `const ctx: InitiativeContext = { surprised: false, unprepared: true, onTheGround: false };` */
export type InitiativeContext = z.infer<typeof InitiativeContextSchema>;
/** What a caller may pass as an initiative context. @example `const ctx: InitiativeContextInput = { surprised: true };` */
export type InitiativeContextInput = z.input<typeof InitiativeContextSchema>;

/**
 * The GM's view of one hand-to-hand attack (TUGS-GM-1, TUGS-GM-3).
 *
 * @example
 * ```ts
 * const ctx: HthContextInput = { defenderFlanked: true, aimedLocation: "head" };
 * ```
 */
export const HthContextSchema = strictObject({
  /** Attacker is above defender: +5. */
  attackerAbove: flag(),
  /** Attacker is on the ground: -5 (also applied when the attacker's status is prone). */
  attackerProne: flag(),
  /** Defender is flanked: +5. */
  defenderFlanked: flag(),
  /** Attacker is behind defender: +10. */
  attackerBehind: flag(),
  /** Defender is immobilised: +15. */
  defenderImmobilised: flag(),
  /** Advantageous position (Hardcore rules, TUGS-AMB-12): attacker +5, defender -5. */
  advantage: z._default(z.enum(["none", "attacker", "defender"]), "none"),
  /** Attacking with the bad (off) hand: -5. */
  badHand: flag(),
  /** An aimed location (TUGS-LOC-2); absent: the location is rolled (TUGS-LOC-1, TUGS-AMB-27). */
  aimedLocation: z.optional(HitLocationSchema),
  /** Whether the defender parries a successful attack (default true, TUGS-HTH-3). */
  defenderParries: z._default(z.boolean(), true),
  /** The GM's location table for this attack (TUGS-GM-3); absent: the defender's own, else TUGS-LOC-1's. */
  locationTable: z.optional(LocationTableSchema),
});
/** The hand-to-hand context. @example `const ctx: HthContext = parseHthContext({});` */
export type HthContext = z.infer<typeof HthContextSchema>;
/** What a caller may pass as a hand-to-hand context. @example `const ctx: HthContextInput = { attackerBehind: true };` */
export type HthContextInput = z.input<typeof HthContextSchema>;

/**
 * The GM's view of one ranged attack (TUGS-GM-2, TUGS-AMB-11/13/14/17).
 *
 * @example
 * ```ts
 * const ctx: RangedContextInput = { range: "medium", location: "head", aimRounds: 1 };
 * ```
 */
export const RangedContextSchema = strictObject({
  /** Range band, an input (TUGS-AMB-13): short 0, medium -5, long -10. */
  range: z._default(z.enum(["short", "medium", "long"]), "short"),
  /** Firing while moving (TUGS-AMB-11): walking -5, running -10. */
  shooterMoving: z._default(z.enum(["none", "walking", "running"]), "none"),
  /** Target moving (TUGS-AMB-11): slow 0, fast -10. */
  targetMoving: z._default(z.enum(["none", "slow", "fast"]), "none"),
  /** Target stationary: +5. */
  targetStationary: flag(),
  /** Visibility (TUGS-AMB-11): poor -5, very poor -10. */
  visibility: z._default(z.enum(["good", "poor", "veryPoor"]), "good"),
  /** Stable position: +5. */
  stable: flag(),
  /** Rounds spent aiming (Hardcore rules, TUGS-AMB-11): 1 gives +5, 2 or more +10. */
  aimRounds: z._default(z.int().check(z.gte(0), z.lte(1000)), 0),
  /** Zone fire (Hardcore rules): -5. */
  zoneFire: flag(),
  /** Target size modifier; its table is missing (TUGS-AMB-14). */
  targetSizeMod: z._default(z.int().check(z.gte(-50), z.lte(50)), 0),
  /** Firing a two-handed weapon with one hand: -5 (only when the weapon is two-handed). */
  oneHanded: flag(),
  /** Firing in melee: -5. */
  inMelee: flag(),
  /** Bad hand: -5. */
  badHand: flag(),
  /** The location aimed at, chosen before firing (TUGS-LOC-3); default body (TUGS-AMB-17). */
  location: z._default(HitLocationSchema, "body"),
});
/** The ranged context. @example `const ctx: RangedContext = parseRangedContext({ range: "long" });` */
export type RangedContext = z.infer<typeof RangedContextSchema>;
/** What a caller may pass as a ranged context. @example `const ctx: RangedContextInput = { visibility: "poor" };` */
export type RangedContextInput = z.input<typeof RangedContextSchema>;

/**
 * Checks a hand-to-hand context and fills in its defaults.
 *
 * @param input - the context
 * @returns the complete context
 * @example
 * ```ts
 * parseHthContext({}).advantage; // "none"
 * ```
 */
export function parseHthContext(input: unknown = {}): HthContext {
  return parseOrThrow("tugs.parseHthContext", HthContextSchema, absentIfNull(input) ?? {}, "ctx");
}

/** parseHthContext for a resolver: absent or null is the empty context. @internal */
export function hthContextOf(input: unknown, fn: string): HthContext {
  return parseOrThrow(fn, HthContextSchema, absentIfNull(input) ?? {}, "ctx");
}

/**
 * Checks a ranged context and fills in its defaults.
 *
 * @param input - the context
 * @returns the complete context
 * @example
 * ```ts
 * parseRangedContext({}).location; // "body"
 * ```
 */
export function parseRangedContext(input: unknown = {}): RangedContext {
  return parseOrThrow("tugs.parseRangedContext", RangedContextSchema, absentIfNull(input) ?? {}, "ctx");
}

/** parseRangedContext for a resolver: absent or null is the empty context. @internal */
export function rangedContextOf(input: unknown, fn: string): RangedContext {
  return parseOrThrow(fn, RangedContextSchema, absentIfNull(input) ?? {}, "ctx");
}

/**
 * Checks an initiative context and fills in its defaults.
 *
 * @param input - the context
 * @returns the complete context
 * @example
 * ```ts
 * parseInitiativeContext({ surprised: true }).unprepared; // false
 * ```
 */
export function parseInitiativeContext(input: unknown = {}): InitiativeContext {
  return parseOrThrow("tugs.parseInitiativeContext", InitiativeContextSchema, absentIfNull(input) ?? {}, "ctx");
}

/** parseInitiativeContext for a resolver: absent or null is the empty context. @internal */
export function initiativeContextOf(input: unknown, fn: string): InitiativeContext {
  return parseOrThrow(fn, InitiativeContextSchema, absentIfNull(input) ?? {}, "ctx");
}
