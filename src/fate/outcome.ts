import { checkInt } from "../core/errors.js";
import { type FateOptionsInput, fateOptions } from "./options.js";

/**
 * What a margin means (FATE-ACT-2, FATE-ACT-4): success with shifts, simple success, success with a
 * complication (an unopposed tie), failure, failure with the situation unchanged (an opposed tie), or
 * failure with negative shifts.
 *
 * @example
 * ```ts
 * const kind: OutcomeKind = "successWithComplication";
 * ```
 */
export type OutcomeKind = "successWithShifts" | "success" | "successWithComplication" | "fail" | "failUnchanged" | "failWithShifts";

/**
 * An outcome: its kind and its shifts (positive: shifts the player earns; negative: the situation shifts
 * against the character; 0 otherwise).
 *
 * @example
 * ```ts
 * const twoShifts: ActionOutcome = { kind: "successWithShifts", shifts: 2 };
 * ```
 */
export interface ActionOutcome {
  /** What happened. */
  readonly kind: OutcomeKind;
  /** Shifts earned (> 0) or suffered (< 0). */
  readonly shifts: number;
}

/**
 * Shifts for a margin of at least 2 (FATE-ACT-2), by ruling FATE-AMB-2: `floorHalf` (default) is the
 * written rule floor(m / 2); `marginMinusOne` reproduces the Waterford example (3 steps, 2 shifts).
 *
 * @param margin - a margin (its size is used; under 2 gives 0)
 * @param options - fate options (`shiftFormula`)
 * @returns the number of shifts (0 or more)
 * @example
 * ```ts
 * shiftsFor(3); // 1
 * shiftsFor(3, { shiftFormula: "marginMinusOne" }); // 2
 * ```
 */
export function shiftsFor(margin: number, options?: FateOptionsInput | null): number {
  const m = Math.abs(checkInt("fate.shiftsFor", "margin", margin, -1_000_000, 1_000_000));
  if (m < 2) return 0;
  // ruling FATE-AMB-2: the written rule floor(m/2) by default; m - 1 reproduces the example (FATE-EX-5b)
  return fateOptions(options).shiftFormula === "marginMinusOne" ? m - 1 : Math.floor(m / 2);
}

/**
 * Reads a margin (total minus target, or actor minus opposer) as an outcome. Unopposed (FATE-ACT-2): 0
 * is success with a complication. Opposed, not a conflict (FATE-ACT-4): 0 fails with the situation
 * unchanged (ruling FATE-AMB-4: both kept as written). -1 is a plain failure and -2 or worse gives
 * negative shifts by the same formula (ruling FATE-AMB-3).
 *
 * @param margin - the margin
 * @param opposed - whether the action was opposed by another character's roll
 * @param options - fate options (`shiftFormula`)
 * @returns the outcome kind and shifts
 * @example
 * ```ts
 * outcomeOf(0, false); // { kind: "successWithComplication", shifts: 0 }
 * outcomeOf(0, true); // { kind: "failUnchanged", shifts: 0 }
 * outcomeOf(-5, false); // { kind: "failWithShifts", shifts: -2 }
 * ```
 */
export function outcomeOf(margin: number, opposed: boolean, options?: FateOptionsInput | null): ActionOutcome {
  checkInt("fate.outcomeOf", "margin", margin, -1_000_000, 1_000_000);
  if (margin >= 2) return { kind: "successWithShifts", shifts: shiftsFor(margin, options) };
  if (margin === 1) return { kind: "success", shifts: 0 };
  // ruling FATE-AMB-4: an unopposed tie succeeds with a complication, an opposed tie fails unchanged
  if (margin === 0) return opposed ? { kind: "failUnchanged", shifts: 0 } : { kind: "successWithComplication", shifts: 0 };
  // ruling FATE-AMB-3: -1 is a plain failure; -2 or worse shifts the situation against the character
  if (margin === -1) return { kind: "fail", shifts: 0 };
  return { kind: "failWithShifts", shifts: -shiftsFor(margin, options) };
}
