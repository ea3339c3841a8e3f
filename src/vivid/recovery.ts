// Vivid's recovery: the wounded PC's end-of-turn D6 (VIV-WOUND-5) and Medical Training (VIV-TRAIT-P10).
import type { Chance } from "../core/chance.js";
import { type RecoveryResolution, recoveryOf, rollRecovery, type Treatment, treatFigure } from "../family/recovery.js";
import type { Figure } from "../family/schemas.js";
import { type VividOptionsInput, vividOptions } from "./options.js";

/**
 * A wounded PC's end-of-turn recovery roll (VIV-WOUND-5): a D6, fit again on a 6; not in the turn Medical
 * Training revived it (VIV-TRAIT-P10).
 *
 * @param figure - the wounded PC
 * @param turn - the game turn
 * @param gmRollModifier - the GM's modifier to the die (VIV-GEN-1), added to the face
 * @returns a chance of `{ rolled, recovered, figure }`
 * @example
 * ```ts
 * resolve(woundedRecovery(woundedJack, 3), scriptedDice(["d6:6"])).value.recovered; // true
 * ```
 */
export function woundedRecovery(figure: Figure, turn: number, gmRollModifier: number | null = 0): Chance<RecoveryResolution> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  return rollRecovery("vivid.woundedRecovery", figure, turn, [], gmRollModifier);
}

/**
 * {@link woundedRecovery} of a figure already validated (a game's own PC: issue 14, no zod per step): the same
 * chance, dice and trace.
 *
 * @param figure - the wounded PC, valid
 * @param turn - the game turn, 0 to 100,000
 * @param gm - the GM's modifier to the die, -10 to 10
 * @returns a chance of `{ rolled, recovered, figure }`
 * @internal
 * @example
 * ```ts
 * resolve(woundedRecoveryValidated(woundedJack, 3, 0), scriptedDice(["d6:6"])).value.recovered; // true
 * ```
 */
export function woundedRecoveryValidated(figure: Figure, turn: number, gm: number): Chance<RecoveryResolution> {
  return recoveryOf(figure, turn, [], gm);
}

/**
 * Medical Training (VIV-TRAIT-P10, VIV-AMB-11): a Wounded figure becomes fit; a PC killed in turn t
 * becomes Wounded if treated by turn t + `medicWindowTurns` (default 3). No roll.
 *
 * @param medic - the figure with Medical Training
 * @param patient - the figure treated
 * @param turn - the game turn
 * @param options - vivid options (medicWindowTurns)
 * @returns what the treatment did
 * @example
 * ```ts
 * medicalTraining(doc, deadJack, 5).reason; // "revived" if Jack died in turn 2..5
 * ```
 */
export function medicalTraining(medic: Figure, patient: Figure, turn: number, options: VividOptionsInput | null = {}): Treatment {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return treatFigure(medic, patient, turn, vividOptions(options).medicWindowTurns);
}
