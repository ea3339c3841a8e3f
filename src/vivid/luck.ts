// Vivid's luck rolls (VIV-LUCK-2/3, VIV-TRAIT-P7, VIV-AMB-5) and the Cliff-hanger (VIV-CLIFF-1).
import type { Chance } from "../core/chance.js";
import { type CliffHangerResult, cliffHangerOf, rollCliffHanger } from "../family/cliffhanger.js";
import { effectiveLuckOf, familyLuckRoll, type LuckRollResult } from "../family/luck-roll.js";
import { type Figure, FigureSchema } from "../family/schemas.js";
import { hasEffect } from "../family/wound-figure.js";
import { absentIfNull } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { type VividOptions, type VividOptionsInput, vividOptions } from "./options.js";

/**
 * A figure's Luck for a roll: Near Sighted caps it at 6 under VIV-AMB-5 (option `nearSightedCaps`).
 *
 * @param figure - the figure
 * @param options - vivid options
 * @returns its effective Luck (0 without Luck)
 * @example
 * ```ts
 * effectiveLuck({ id: "p", name: "Jack", class: "PC", luck: 8, traits: [VIVID_TRAITS.nearSighted] }); // 6
 * ```
 */
export function effectiveLuck(figure: Figure, options?: VividOptionsInput | null): number {
  return luckOf(parseOrThrow("vivid.effectiveLuck", FigureSchema, figure, "figure"), absentIfNull(options) ?? {});
}

/**
 * {@link effectiveLuck} of a figure already validated.
 * @internal
 */
export function luckOf(figure: Figure, options: VividOptionsInput): number {
  return luckUnder(figure, vividOptions(options));
}

/**
 * {@link luckOf} under options already parsed (a game's, parsed once per step).
 * @internal
 */
export function luckUnder(figure: Figure, o: VividOptions): number {
  // ruling VIV-AMB-5: Near Sighted's "trait rating" is Luck unless the option says it caps nothing
  return effectiveLuckOf(figure, o.nearSightedCaps === "luck") ?? 0;
}

/**
 * Settings of a vivid luck roll.
 *
 * @example
 * ```ts
 * const s: VividLuckSettings = { purpose: "leap the crevasse", gmRollModifier: 1 };
 * ```
 */
export interface VividLuckSettings {
  /** What the roll is for (the GM calls for it: VIV-GM-3). */
  readonly purpose?: string | undefined;
  /** A bonus to the Luck target, capped at 10 (VIV-AMB-31: the Multi-tool's +4). */
  readonly targetBonus?: number | undefined;
  /** The GM's modifier to the die (VIV-GEN-1). */
  readonly gmRollModifier?: number | undefined;
  /** Vivid options. */
  readonly options?: VividOptionsInput | undefined;
}

/**
 * A luck roll the GM calls for (VIV-LUCK-3): a D10 at or under the PC's Luck passes; Charmed Life
 * re-rolls a failure once and the second result stands (VIV-TRAIT-P7).
 *
 * @param figure - the PC
 * @param settings - purpose, bonus, GM modifier, options
 * @returns a chance of `{ pass, rerolled }`
 * @example
 * ```ts
 * resolve(luckRoll(jack, { purpose: "leap the crevasse" }), scriptedDice(["d10:5"])).value.pass; // true with Luck 5
 * ```
 */
export function luckRoll(figure: Figure, settings: VividLuckSettings | null = {}): Chance<LuckRollResult> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const f = parseOrThrow("vivid.luckRoll", FigureSchema, figure, "figure");
  return familyLuckRoll({
    luck: luckOf(f, settings.options ?? {}),
    reroll: hasEffect(f, "luckReroll"),
    targetBonus: settings.targetBonus,
    gmRollModifier: settings.gmRollModifier,
    rule: "VIV-LUCK-3",
    rerollRule: "VIV-TRAIT-P7",
    purpose: `${f.name}: ${settings.purpose ?? "luck roll"}`,
  });
}

/**
 * The Cliff-hanger (VIV-CLIFF-1): at the end of a game a player whose PC died may make one last luck
 * roll if the GM allows it; a pass means the PC survived and is fit for the next game. Charmed Life
 * applies (VIV-AMB-40).
 *
 * @param figure - the killed PC (or a PC in a GM-chosen non-combat peril)
 * @param gmAllows - the GM allows it (VIV-GM-7)
 * @param gmRollModifier - the GM's modifier to the die (VIV-GEN-1), added to the face
 * @param options - vivid options (`nearSightedCaps`: Near Sighted caps the Luck rolled under, VIV-AMB-46)
 * @returns a chance of `{ allowed, survived, figure }`
 * @example
 * ```ts
 * resolve(cliffHanger(deadJack, true), scriptedDice(["d10:4"])).value.survived; // true with Luck 5
 * ```
 */
export function cliffHanger(
  figure: Figure,
  gmAllows: boolean,
  gmRollModifier: number | null = 0,
  options: VividOptionsInput | null = {},
): Chance<CliffHangerResult> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  options ??= {};
  const capsLuck = vividOptions(options).nearSightedCaps === "luck";
  return rollCliffHanger("vivid.cliffHanger", figure, gmAllows, { reroll: "VIV-TRAIT-P7", capsLuck }, gmRollModifier);
}

/**
 * {@link cliffHanger} of a figure already validated and options already parsed (a game's own PC at the end of the
 * game: issue 14, no zod): the same chance, dice and trace.
 *
 * @param figure - the killed PC, valid
 * @param gmAllows - whether the GM allows the roll
 * @param gm - the GM's modifier to the die, -10 to 10
 * @param o - vivid options, parsed (Near Sighted's cap, VIV-AMB-5)
 * @returns a chance of `{ allowed, survived, figure }`
 * @internal
 * @example
 * ```ts
 * resolve(cliffHangerValidated(deadJack, true, 0, vividOptions({})), scriptedDice(["d10:2"])).value.survived; // true (Luck 5)
 * ```
 */
export function cliffHangerValidated(figure: Figure, gmAllows: boolean, gm: number, o: VividOptions): Chance<CliffHangerResult> {
  return cliffHangerOf(figure, gmAllows, { reroll: "VIV-TRAIT-P7", capsLuck: o.nearSightedCaps === "luck" }, gm);
}
