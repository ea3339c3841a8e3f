// The Cliff-hanger (VIV-CLIFF-1): at the end of a game a killed PC may make one last luck roll, if the GM allows.
import { type Chance, constant } from "../core/chance.js";
import { checkInt } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { effectiveLuckOf, familyLuckRoll } from "./luck-roll.js";
import { type Figure, FigureSchema } from "./schemas.js";
import { hasEffect, isPlayerFigure } from "./wound-figure.js";

/**
 * The result of a Cliff-hanger.
 *
 * @example
 * ```ts
 * const r: CliffHangerResult = { allowed: true, survived: true, figure };
 * ```
 */
export interface CliffHangerResult {
  /** Whether the roll was made (the GM allowed it and the figure is a PC with Luck). */
  readonly allowed: boolean;
  /** The PC survived (or escaped the non-combat situation). */
  readonly survived: boolean;
  /** The figure afterwards: a killed PC that survives is fit again for the next game. */
  readonly figure: Figure;
}

/**
 * The Cliff-hanger (VIV-CLIFF-1, VIV-AMB-40): one last luck roll, if the GM allows it (VIV-GM-7), for a
 * killed PC at the end of a game or a GM-chosen non-combat escape; Charmed Life re-rolls a failure.
 *
 * @param fn - the public function name, for errors
 * @param figure - the PC
 * @param gmAllows - the GM allows the roll (an explicit input)
 * @param ids - the re-roll rule of the calling system, and whether Luck caps apply (VIV-AMB-46; default true)
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1, VIV-GEN-1), added to the face
 * @returns a chance of the result
 */
export function rollCliffHanger(
  fn: string,
  figure: Figure,
  gmAllows: boolean,
  ids: { readonly reroll: string; readonly capsLuck?: boolean | undefined },
  gmRollModifier = 0,
): Chance<CliffHangerResult> {
  return rollCliffHangerParsed(fn, parseOrThrow(fn, FigureSchema, figure, "figure"), gmAllows, ids, gmRollModifier);
}

/**
 * {@link rollCliffHanger} of a figure a named call's input schema already parsed (`cliffHanger({ figure, gmAllows })`:
 * parsed once, at the edge): the modifier checked as rollCliffHanger checks it (the same errors), the figure not
 * parsed again.
 *
 * @param fn - the public function name, for errors
 * @param f - the PC, the output of FigureSchema
 * @param gmAllows - the GM allows the roll (an explicit input)
 * @param ids - the re-roll rule of the calling system, and whether Luck caps apply (VIV-AMB-46; default true)
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1, VIV-GEN-1), added to the face
 * @returns a chance of the result
 * @internal
 * @example
 * ```ts
 * const i = named("vivid.cliffHanger", CliffHangerInputSchema, input);
 * rollCliffHangerParsed("vivid.cliffHanger", i.figure, i.gmAllows, { reroll: "VIV-TRAIT-P7" }, i.gmRollModifier ?? 0);
 * ```
 */
export function rollCliffHangerParsed(
  fn: string,
  f: Figure,
  gmAllows: boolean,
  ids: { readonly reroll: string; readonly capsLuck?: boolean | undefined },
  gmRollModifier = 0,
): Chance<CliffHangerResult> {
  return cliffHangerOf(f, gmAllows, ids, checkInt(fn, "gmRollModifier", gmRollModifier, -10, 10));
}

/**
 * {@link rollCliffHanger} of a figure already validated and a modifier already checked (a game's own PC at the end
 * of the game: issue 14, no zod): the same chance, dice and trace, without parsing the figure again.
 *
 * @param f - the figure, valid
 * @param gmAllows - whether the GM allows the roll
 * @param ids - the system's reroll rule id, and whether Near Sighted caps Luck (default true)
 * @param gm - the GM's modifier to the die, -10 to 10
 * @returns a chance of `{ allowed, survived, figure }`
 * @internal
 * @example
 * ```ts
 * resolve(cliffHangerOf(deadJack, true, { reroll: "VIV-TRAIT-P7" }, 0), scriptedDice(["d10:2"])).value.survived; // true (Luck 5)
 * ```
 */
export function cliffHangerOf(
  f: Figure,
  gmAllows: boolean,
  ids: { readonly reroll: string; readonly capsLuck?: boolean | undefined },
  gm: number,
): Chance<CliffHangerResult> {
  const luck = effectiveLuckOf(f, ids.capsLuck !== false);
  if (!gmAllows || !isPlayerFigure(f) || luck === undefined) {
    const why = !gmAllows ? "the GM does not allow it" : "only a PC with Luck may try";
    return constant<CliffHangerResult>({ allowed: false, survived: false, figure: f }).traced([
      { type: "note", rule: "VIV-CLIFF-1", text: `no Cliff-hanger: ${why}` },
    ]);
  }
  // ruling VIV-AMB-40: Charmed Life applies to the Cliff-hanger's luck roll
  return familyLuckRoll({
    luck,
    reroll: hasEffect(f, "luckReroll"),
    rule: "VIV-CLIFF-1",
    rerollRule: ids.reroll,
    purpose: `${f.name}: Cliff-hanger luck roll`,
    gmRollModifier: gm,
  }).map((r): CliffHangerResult => {
    if (!r.pass) return { allowed: true, survived: false, figure: f };
    if (f.status?.wound !== "killed") return { allowed: true, survived: true, figure: f };
    const status = { ...f.status, wound: "fit" as const, wounds: 0, removed: false };
    delete status.killedOnTurn;
    return { allowed: true, survived: true, figure: { ...f, status } };
  });
}
