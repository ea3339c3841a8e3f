// Recovery and worsening tables of catalogue section 4.1 (TUGS-REC-1/2, TUGS-WORSE-1), as data.
import type { Level } from "./schemas.js";

/** A recovery-time die expression: 2d6, d6, ceil(d6/2), d6+1. */
export type RecoveryDice = "2d6" | "d6" | "d6half" | "d6plus1";
/**
 * A unit of time.
 *
 * @example
 * ```ts
 * const unit: TimeUnit = "weeks";
 * ```
 */
export type TimeUnit = "minutes" | "hours" | "days" | "weeks" | "months";

/** TUGS-REC-1: the time for an injury to drop one level, by lethality and level (Fatal: none). */
export const RECOVERY_TABLE: Readonly<
  Record<"lethal" | "nonLethal", Readonly<Record<Exclude<Level, "fatal">, { readonly dice: RecoveryDice; readonly unit: TimeUnit }>>>
> = {
  lethal: {
    superficial: { dice: "2d6", unit: "hours" },
    minor: { dice: "2d6", unit: "days" },
    major: { dice: "d6half", unit: "months" },
    critical: { dice: "d6plus1", unit: "months" },
  },
  nonLethal: {
    superficial: { dice: "d6", unit: "hours" },
    minor: { dice: "d6", unit: "days" },
    major: { dice: "d6plus1", unit: "weeks" },
    critical: { dice: "d6half", unit: "months" },
  },
};

/**
 * The level of care (TUGS-REC-2): rest, rest and first aid, dispensary, hospital.
 *
 * @example
 * ```ts
 * const care: Care = "hospital";
 * ```
 */
export type Care = "rest" | "firstAid" | "dispensary" | "hospital";

/** TUGS-REC-2: the share of the recovery time, in percent, by care ("rest" only for Minor or less). */
export const CARE_PERCENT: Readonly<Record<Care, number>> = { rest: 125, firstAid: 100, dispensary: 70, hospital: 50 };

/** TUGS-WORSE-1: the worsening period in days, by level and situation. */
export const WORSENING_DAYS: Readonly<Record<"major" | "minor", Readonly<Record<"restNonLethal" | "restLethal" | "active", number>>>> = {
  major: { restNonLethal: 7, restLethal: 3, active: 1 },
  minor: { restNonLethal: 14, restLethal: 7, active: 3 },
};

/** TUGS-WORSE-1: an untreated Critical becomes Fatal automatically after this many minutes. */
export const CRITICAL_WORSENING_MINUTES = 10;
/** TUGS-WORSE-2: the Stamina modifier for a day of activity. */
export const ACTIVE_DAY_MODIFIER = -5;
/** Minutes in a day. */
export const MINUTES_PER_DAY = 1440;
/** TUGS-REC-3: HP recovered per day of rest is Stamina minus this, at least 1. */
export const HP_RECOVERY_BASE = 9;
