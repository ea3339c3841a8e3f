// Vivid's turn (VIV-SEQ-1/2): side initiative and side turns; the trait checks made during a turn
// (VIV-TRAIT-P2, N4, N5).
import { absentIfNull, boundedArray, boundedString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { type InitiativeResult, initiativeChance } from "../family/initiative.js";
import { type Figure, FigureSchema } from "../family/schemas.js";
import type { Phase } from "../family/sequence.js";
import { type SixthSenseResult, sixthSenseChance } from "../family/spotting.js";
import { type ClumsyResult, clumsyChance, type ImpetuousResult, impetuousChance } from "../family/trait-checks.js";
import { luckOf, luckUnder } from "./luck.js";
import { VIVID_MOVEMENT_RATES } from "./movement-table.js";
import { type VividOptions, type VividOptionsInput, vividOptions } from "./options.js";

/**
 * Side initiative (VIV-SEQ-1): each side rolls a D10 and the highest moves and shoots first. Ties re-roll
 * (VIV-AMB-13 'reroll', default) or go to the previous turn's winner ('previousWinner').
 *
 * @param sides - the sides' names, e.g. `["heroes", "villains"]`
 * @param previousWinner - last turn's winner (for 'previousWinner')
 * @param options - vivid options (`initiativeTie`)
 * @param gmRollModifiers - the GM's modifier to a side's die (VIV-GEN-1), by side name, added to its face
 * @returns a chance of `{ winner, order }`
 * @example
 * ```ts
 * resolve(sideInitiative(["heroes", "villains"]), scriptedDice(["d10:3", "d10:8"])).value.winner; // "villains"
 * odds(sideInitiative(["heroes", "villains"])).probability((r) => r.winner === "heroes").toString(); // "1/2"
 * resolve(sideInitiative(["heroes", "villains"], undefined, {}, { heroes: 6 }), scriptedDice(["d10:3", "d10:8"])).value.winner; // "heroes"
 * ```
 */
export function sideInitiative(
  sides: readonly string[],
  previousWinner?: string | null,
  options: VividOptionsInput | null = {},
  gmRollModifiers: Readonly<Record<string, number>> | null = {},
): Chance<InitiativeResult> {
  // docs/reliability.md: null for an optional argument means absent
  previousWinner = absentIfNull(previousWinner);
  options ??= {};
  gmRollModifiers ??= {};
  const fn = "vivid.sideInitiative";
  const s = parseOrThrow(fn, boundedArray(boundedString(), INPUT_LIMITS.listLength).check(z.minLength(2), z.maxLength(6)), sides, "sides");
  const p = parseOrThrow(fn, z.optional(boundedString()), previousWinner, "previousWinner");
  const mods = parseOrThrow(
    fn,
    z.record(boundedString(INPUT_LIMITS.idLength), z.number().check(z.int(), z.gte(-10), z.lte(10))),
    gmRollModifiers,
    "gmRollModifiers",
  );
  return sideInitiativeValidated(fn, s, p, mods, vividOptions(options), "");
}

/**
 * {@link sideInitiative} of sides, previous winner and modifiers already validated (the named call parses its
 * input once) under options parsed: the same chance. `at` prefixes the path of a modifier for no side.
 *
 * @internal
 */
export function sideInitiativeValidated(
  fn: string,
  s: readonly string[],
  p: string | undefined,
  mods: Readonly<Record<string, number>>,
  o: VividOptions,
  at: string,
): Chance<InitiativeResult> {
  for (const side of Object.keys(mods)) {
    if (!s.includes(side)) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: `${at}gmRollModifiers.${side}`,
        value: side,
        message: "expected the name of one of the sides",
      });
    }
  }
  return initiativeChance(s, o.initiativeTie, p, mods);
}

/**
 * The phases of a vivid game turn (VIV-SEQ-2) once initiative is known: each side in turn moves and shoots
 * in any order (move-shoot-move allowed), then fights hand-to-hand, striking first while survivors strike
 * back; so two hand-to-hand phases per turn.
 *
 * @param order - the sides in initiative order (from {@link sideInitiative})
 * @returns the phases
 * @example
 * ```ts
 * sideTurnPhases(["heroes", "villains"]).map((p) => p.name); // ["Move and shoot", "Hand-to-hand", "Move and shoot", "Hand-to-hand"]
 * ```
 */
export function sideTurnPhases(order: readonly string[]): Phase[] {
  const o = parseOrThrow("vivid.sideTurnPhases", boundedArray(boundedString(), INPUT_LIMITS.listLength), order, "order");
  return o.flatMap((side, i) => [
    { step: 2 * i + 1, name: "Move and shoot", side, rule: "VIV-SEQ-2", what: "each figure may move its full allowance and shoot, in any order" },
    { step: 2 * i + 2, name: "Hand-to-hand", side, rule: "VIV-SEQ-2", what: `${side} strikes first, then the survivors strike back` },
  ]);
}

function gmOf(fn: string, value: unknown): number {
  return parseOrThrow(fn, z.number().check(z.int(), z.gte(-10), z.lte(10)), value, "gmRollModifier");
}

function figureArg(fn: string, figure: Figure): Figure {
  return parseOrThrow(fn, FigureSchema, figure, "figure");
}

/**
 * Sixth Sense (VIV-TRAIT-P2): within 10" of an unseen enemy or hazard (a GM call), a luck roll (Charmed Life
 * re-rolls) gives "a bad feeling about this".
 *
 * @param figure - the PC
 * @param distance - inches to the unseen threat
 * @param options - vivid options (`nearSightedCaps`)
 * @param gmRollModifier - the GM's modifier to the die (VIV-GEN-1)
 * @returns a chance of `{ checked, badFeeling }`
 * @example
 * ```ts
 * resolve(sixthSense(seer, 12), scriptedDice([])).value.checked; // false (beyond 10")
 * ```
 */
export function sixthSense(
  figure: Figure,
  distance: number,
  options: VividOptionsInput | null = {},
  gmRollModifier: number | null = 0,
): Chance<SixthSenseResult> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  options ??= {};
  const f = figureArg("vivid.sixthSense", figure);
  const d = parseOrThrow("vivid.sixthSense", z.number().check(z.gte(0)), distance, "distance");
  return sixthSenseChance("vivid.sixthSense", f, d, luckOf(f, options), gmOf("vivid.sixthSense", gmRollModifier));
}

/**
 * Impetuous (VIV-TRAIT-N5): each turn within its movement allowance (VIV-MOVE-1, by `figureType`, default
 * western male; an `armoured` figure 4") of an enemy unit, with no superior present, a luck check; a failure makes it charge the
 * nearest enemy, with its unit if it commands one.
 *
 * @param figure - the PC
 * @param situation - distance to the nearest enemy unit, superior present, commands a unit
 * @param options - vivid options
 * @param gmRollModifier - the GM's modifier to the die (VIV-GEN-1)
 * @returns a chance of `{ checked, reason?, mustCharge, unitCharges }`
 * @example
 * ```ts
 * resolve(impetuousCheck(hothead, { distance: 5, superiorPresent: false, commandsUnit: false }), scriptedDice(["d10:2"])).value.mustCharge; // false
 * ```
 */
export function impetuousCheck(
  figure: Figure,
  situation: { distance: number; superiorPresent: boolean; commandsUnit: boolean },
  options: VividOptionsInput | null = {},
  gmRollModifier: number | null = 0,
): Chance<ImpetuousResult> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  options ??= {};
  const f = figureArg("vivid.impetuousCheck", figure);
  const s = parseOrThrow(
    "vivid.impetuousCheck",
    strictObject({ distance: z.number().check(z.gte(0)), superiorPresent: z.boolean(), commandsUnit: z.boolean() }),
    situation,
    "situation",
  );
  return impetuousCheckValidated(f, s, vividOptions(options), gmOf("vivid.impetuousCheck", gmRollModifier));
}

/**
 * {@link impetuousCheck} of a figure, situation and GM's modifier already validated (the named call parses its
 * input once) under options parsed: the same chance.
 *
 * @internal
 */
export function impetuousCheckValidated(
  f: Figure,
  s: { readonly distance: number; readonly superiorPresent: boolean; readonly commandsUnit: boolean },
  o: VividOptions,
  gm: number,
): Chance<ImpetuousResult> {
  // VIV-MOVE-1: an Impervious Suit or War Pants moves 4" whatever `figureType` says (one input per fact)
  const type = f.armoured !== undefined ? "armoured" : (f.figureType ?? "westernMale");
  const reach = type === "zombie" ? o.zombieMoveInches : VIVID_MOVEMENT_RATES[type];
  return impetuousChance("vivid.impetuousCheck", f, s.distance, reach, s.superiorPresent, s.commandsUnit, luckUnder(f, o), gm);
}

/**
 * Clumsy (VIV-TRAIT-N4): a luck test before shooting at any enemy and before hand-to-hand; Charmed Life may
 * re-roll it. A failure: no shooting or fighting back this turn (the weapon is back next turn, VIV-AMB-38).
 *
 * @param figure - the PC
 * @param action - "shooting" or "handToHand"
 * @param options - vivid options
 * @param gmRollModifier - the GM's modifier to the die (VIV-GEN-1)
 * @returns a chance of `{ tested, dropped }`
 * @example
 * ```ts
 * resolve(clumsyCheck(butterfingers, "shooting"), scriptedDice(["d10:4"])).value; // { tested: true, dropped: false } with Luck 5
 * ```
 */
export function clumsyCheck(
  figure: Figure,
  action: "shooting" | "handToHand",
  options: VividOptionsInput | null = {},
  gmRollModifier: number | null = 0,
): Chance<ClumsyResult> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  options ??= {};
  const f = figureArg("vivid.clumsyCheck", figure);
  const a = parseOrThrow("vivid.clumsyCheck", z.enum(["shooting", "handToHand"]), action, "action");
  return clumsyChance(f, a, false, luckOf(f, options), gmOf("vivid.clumsyCheck", gmRollModifier));
}
