// Turn sequences: rugged's phases (RUG-SEQ-1) and vivid's side turns (VIV-SEQ-2), and rugged's movement
// order (chargers first, then everyone, then successful Tacticians: RUG-SEQ-1, RUG-TRAIT-P8, RUG-AMB-18).

/**
 * One phase of a turn: its name, who acts and what happens, with the rule id.
 *
 * @example
 * ```ts
 * const phase: Phase = { step: 3, name: "Shooting", rule: "RUG-SEQ-1", what: "figures with ranged weapons may fire" };
 * ```
 */
export interface Phase {
  /** Its number in the turn. */
  readonly step: number;
  /** Its name. */
  readonly name: string;
  /** The side acting (vivid side turns). */
  readonly side?: string;
  /** The rule id. */
  readonly rule: string;
  /** What happens, in words. */
  readonly what: string;
}

/**
 * The groups of a rugged movement phase, in order.
 *
 * @example
 * ```ts
 * let value: MovementOrder | undefined; // see the functions that return or take it
 * ```
 */
export interface MovementOrder {
  /** Charging units move first (their targets test morale). */
  readonly chargers: readonly string[];
  /** Everyone else moves simultaneously. */
  readonly simultaneous: readonly string[];
  /** Successful Tacticians and their units move last, together (RUG-AMB-18). */
  readonly last: readonly string[];
}

/**
 * Orders a movement phase: chargers, everyone else, then the successful Tacticians.
 */
export function orderMovement(units: readonly { readonly id: string; readonly charging: boolean; readonly tacticianLast: boolean }[]): MovementOrder {
  // ruling RUG-AMB-18: successful Tacticians move after everyone else, simultaneously among themselves
  return {
    chargers: units.filter((u) => u.charging && !u.tacticianLast).map((u) => u.id),
    simultaneous: units.filter((u) => !u.charging && !u.tacticianLast).map((u) => u.id),
    last: units.filter((u) => u.tacticianLast).map((u) => u.id),
  };
}
