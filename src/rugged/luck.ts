// Rugged's luck rolls (RUG-LUCK-2/3, RUG-TRAIT-P9), and the recovery and Cliff-hanger borrowed from vivid (RUG-AMB-1).
import type { Chance } from "../core/chance.js";
import { parseOrThrow } from "../core/validate.js";
import { type CliffHangerResult, rollCliffHanger } from "../family/cliffhanger.js";
import { familyLuckRoll, type LuckRollResult } from "../family/luck-roll.js";
import { type RecoveryResolution, rollRecovery } from "../family/recovery.js";
import { type Figure, FigureSchema } from "../family/schemas.js";
import { hasEffect } from "../family/wound-figure.js";

/**
 * Settings of a rugged luck roll.
 *
 * @example
 * ```ts
 * const s: RuggedLuckSettings = { purpose: "leap the crevasse" };
 * ```
 */
export interface RuggedLuckSettings {
  /** What the roll is for (the GM calls for it: RUG-GM-4). */
  readonly purpose?: string | undefined;
  /** The GM's modifier to the die (RUG-GEN-1). */
  readonly gmRollModifier?: number | undefined;
}

/**
 * A luck roll the GM calls for (RUG-LUCK-3, RUG-EX-3: leaping a crevasse, a swamp): a D10 at or under the
 * PRP's Luck passes; Huge Joss re-rolls a failed roll once and the second result stands (RUG-TRAIT-P9,
 * RUG-AMB-29: every luck roll).
 *
 * @param figure - the PRP
 * @param settings - purpose and GM modifier
 * @returns a chance of `{ pass, rerolled }`
 * @example
 * ```ts
 * resolve(luckRoll(prp, { purpose: "leap the crevasse" }), scriptedDice(["d10:5"])).value.pass; // true with Luck 5
 * ```
 */
export function luckRoll(figure: Figure, settings: RuggedLuckSettings | null = {}): Chance<LuckRollResult> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const f = parseOrThrow("rugged.luckRoll", FigureSchema, figure, "figure");
  return familyLuckRoll({
    luck: f.luck ?? 0,
    reroll: hasEffect(f, "luckReroll"),
    gmRollModifier: settings.gmRollModifier,
    rule: "RUG-LUCK-3",
    rerollRule: "RUG-TRAIT-P9",
    purpose: `${f.name}: ${settings.purpose ?? "luck roll"}`,
  });
}

/**
 * A wounded PRP's end-of-turn recovery, borrowed with vivid's wound module (RUG-AMB-1, VIV-WOUND-5): a D6,
 * fit again on a 6; noted in the trace as not from the rugged text.
 *
 * @param figure - the wounded PRP
 * @param turn - the game turn
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1), added to the face
 * @returns a chance of `{ rolled, recovered, figure }`
 * @example
 * ```ts
 * resolve(woundedRecovery(woundedPrp, 3), scriptedDice(["d6:6"])).value.recovered; // true
 * resolve(woundedRecovery(woundedPrp, 3, 1), scriptedDice(["d6:5"])).value.recovered; // true: the GM's +1
 * ```
 */
export function woundedRecovery(figure: Figure, turn: number, gmRollModifier: number | null = 0): Chance<RecoveryResolution> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  return rollRecovery(
    "rugged.woundedRecovery",
    figure,
    turn,
    [{ type: "note", rule: "RUG-AMB-1", text: "recovery: vivid's end-of-turn D6 (VIV-WOUND-5), not from the rugged text" }],
    gmRollModifier,
  );
}

/**
 * The Cliff-hanger, probably on rugged's missing pages (RUG-AMB-1), borrowed from vivid (VIV-CLIFF-1): a
 * killed PRP makes one last luck roll if the GM allows; Huge Joss applies.
 *
 * @param figure - the killed PRP
 * @param gmAllows - the GM allows it
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1), added to the face
 * @returns a chance of `{ allowed, survived, figure }`
 * @example
 * ```ts
 * resolve(cliffHanger(deadPrp, true), scriptedDice(["d10:2"])).value.survived; // true with Luck 5
 * ```
 */
export function cliffHanger(figure: Figure, gmAllows: boolean, gmRollModifier: number | null = 0): Chance<CliffHangerResult> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  return rollCliffHanger("rugged.cliffHanger", figure, gmAllows, { reroll: "RUG-TRAIT-P9" }, gmRollModifier).traced([
    { type: "note", rule: "RUG-AMB-1", text: "Cliff-hanger: vivid's rule (VIV-CLIFF-1), not from the rugged text" },
  ]);
}
