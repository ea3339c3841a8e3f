// Rugged's turn (RUG-SEQ-1) and the trait checks made during it (RUG-TRAIT-P8, N4, N6), Field Craft and
// spotting (RUG-FC-1/2), Sixth Sense (RUG-TRAIT-P2).
import { boundedArray, boundedString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { parseOrThrow } from "../core/validate.js";
import { fieldCraftOf, requiredFieldCraft } from "../family/ratings.js";
import { type Figure, FigureSchema, MovementClassSchema } from "../family/schemas.js";
import { type MovementOrder, orderMovement, type Phase } from "../family/sequence.js";
import { type FieldCraftResult, fieldCraftChance, type SixthSenseResult, sixthSenseChance } from "../family/spotting.js";
import { type ClumsyResult, clumsyChance, type ImpetuousResult, impetuousChance, type TacticianResult, tacticianChance } from "../family/trait-checks.js";
import { RUGGED_MOVEMENT_RATES } from "./movement-table.js";

/**
 * Rugged's turn sequence (RUG-SEQ-1): phase 0 on turn 1 only, then orders, movement, shooting,
 * hand-to-hand, morale and role-play.
 *
 * @example
 * ```ts
 * RUGGED_TURN_SEQUENCE[3]?.name; // "Shooting"
 * ```
 */
export const RUGGED_TURN_SEQUENCE: readonly Phase[] = deepFreeze([
  { step: 0, name: "Scenario and preliminary role-play", rule: "RUG-SEQ-1", what: "turn 1 only: the GM presents the scenario" },
  {
    step: 1,
    name: "Movement orders, charge and rally declarations",
    rule: "RUG-SEQ-1",
    what: "each figure or unit declares a mode; chargers name a target; rally attempts",
  },
  { step: 2, name: "Movement", rule: "RUG-SEQ-1", what: "chargers first (targets test morale), then all others simultaneously; successful Tacticians last" },
  { step: 3, name: "Shooting", rule: "RUG-SEQ-1", what: "simultaneous; charging units shot at test morale to complete the charge" },
  { step: 4, name: "Hand-to-hand", rule: "RUG-SEQ-1", what: "figures and units in base contact fight" },
  { step: 5, name: "Morale", rule: "RUG-SEQ-1", what: "every unit shot at or in hand-to-hand tests morale" },
  { step: 6, name: "PRP communication and role-play", rule: "RUG-SEQ-1", what: "narrative only" },
]);

/**
 * Orders a movement phase (RUG-SEQ-1): charging units first, then everyone else simultaneously, then the
 * units whose Tactician roll succeeded (RUG-TRAIT-P8), together (RUG-AMB-18).
 *
 * @param units - each unit's id, whether it charges, and whether its Tactician moves last
 * @returns the three groups
 * @example
 * ```ts
 * movementOrder([{ id: "a", charging: false, tacticianLast: true }, { id: "b", charging: true, tacticianLast: false }]); // { chargers: ["b"], simultaneous: [], last: ["a"] }
 * ```
 */
export function movementOrder(units: readonly { id: string; charging: boolean; tacticianLast: boolean }[]): MovementOrder {
  const u = parseOrThrow(
    "rugged.movementOrder",
    boundedArray(strictObject({ id: boundedString(), charging: z.boolean(), tacticianLast: z.boolean() }), INPUT_LIMITS.listLength),
    units,
    "units",
  );
  return orderMovement(u);
}

function gmOf(fn: string, value: unknown): number {
  return parseOrThrow(fn, z.number().check(z.int(), z.gte(-10), z.lte(10)), value, "gmRollModifier");
}

function figureArg(fn: string, figure: Figure): Figure {
  return parseOrThrow(fn, FigureSchema, figure, "figure");
}

/**
 * A Tactician roll (RUG-TRAIT-P8): at the start of the movement phase, D10 1-2 (P = 1/5) lets the PRP and
 * the unit with it move after all other units.
 *
 * @param figure - a PRP with Tactician
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1), added to the face
 * @returns a chance of `{ face, movesLast }`
 * @throws RulesError INVALID_ARGUMENT when the figure has no Tactician trait
 * @example
 * ```ts
 * resolve(tacticianRoll(major), scriptedDice(["d10:2"])).value.movesLast; // true
 * ```
 */
export function tacticianRoll(figure: Figure, gmRollModifier: number | null = 0): Chance<TacticianResult> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  const f = figureArg("rugged.tacticianRoll", figure);
  const chance = tacticianChance(f, gmOf("rugged.tacticianRoll", gmRollModifier));
  if (chance === undefined)
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "rugged.tacticianRoll",
      path: "figure.traits",
      value: f.id,
      message: "the figure has no Tactician trait",
    });
  return chance;
}

/**
 * The effective Field Craft of a figure (RUG-FC-1): its input value, 9 with Eagle Eye (RUG-TRAIT-P5),
 * capped at 6 by Near Sighted (RUG-TRAIT-N3; the cap wins over Eagle Eye, RUG-AMB-27).
 *
 * @param figure - the figure
 * @returns the Field Craft, or undefined when the figure has none
 * @example
 * ```ts
 * fieldCraft({ id: "p", name: "Hawk", class: "PRP", fieldCraft: 5, traits: [RUGGED_TRAITS.eagleEye] }); // 9
 * ```
 */
export function fieldCraft(figure: Figure): number | undefined {
  return fieldCraftOf(figureArg("rugged.fieldCraft", figure));
}

/**
 * A Field Craft check (RUG-FC-1), e.g. to spot: D10 at or under the effective Field Craft; a marching unit
 * uses ceil(FC/2) (RUG-FC-2). The spotting procedure is on a missing page (RUG-AMB-1): this check is the
 * default, and whether a target is visible at all (distance, terrain visibility) is the GM's (RUG-GM-2).
 *
 * @param figure - the figure (or the unit's spotter), with a Field Craft
 * @param marching - it used a March move this turn
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ effectiveFC, face, pass }`
 * @throws RulesError INVALID_ARGUMENT when the figure has no Field Craft
 * @example
 * ```ts
 * resolve(fieldCraftCheck({ ...scout, fieldCraft: 7 }, true), scriptedDice(["d10:4"])).value; // { effectiveFC: 4, face: 4, pass: true }
 * ```
 */
export function fieldCraftCheck(figure: Figure, marching: boolean | null = false, gmRollModifier: number | null = 0): Chance<FieldCraftResult> {
  // docs/reliability.md: null for an optional argument means absent
  marching ??= false;
  gmRollModifier ??= 0;
  const f = figureArg("rugged.fieldCraftCheck", figure);
  const m = parseOrThrow("rugged.fieldCraftCheck", z.boolean(), marching, "marching");
  const gm = parseOrThrow("rugged.fieldCraftCheck", z.number().check(z.int(), z.gte(-10), z.lte(10)), gmRollModifier, "gmRollModifier");
  const fc = requiredFieldCraft("rugged.fieldCraftCheck", f, "Field Craft check");
  return fieldCraftChance(fc, m, "Field Craft check", "RUG-FC-1", gm);
}

/**
 * Sixth Sense (RUG-TRAIT-P2): within 12" (regardless of terrain) of an unseen enemy or hazard (the GM's
 * call, RUG-GM-6), D10 at or under Field Craft gives "a bad feeling about this".
 *
 * @param figure - the PRP
 * @param distance - inches to the unseen threat
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ checked, badFeeling }`
 * @example
 * ```ts
 * resolve(sixthSense(psychic, 11), scriptedDice(["d10:3"])).value; // { checked: true, badFeeling: true }
 * ```
 */
export function sixthSense(figure: Figure, distance: number, gmRollModifier: number | null = 0): Chance<SixthSenseResult> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  const f = figureArg("rugged.sixthSense", figure);
  const d = parseOrThrow("rugged.sixthSense", z.number().check(z.gte(0)), distance, "distance");
  return sixthSenseChance("rugged.sixthSense", f, d, f.luck ?? 0, gmOf("rugged.sixthSense", gmRollModifier));
}

/**
 * Impetuous (RUG-TRAIT-N6): within its own Charge move of an enemy unit (20" western, 22" native:
 * RUG-AMB-19) and with no superior present (RUG-GM-7), a Field Craft check; a failure forces a charge,
 * with its unit if it commands one.
 *
 * @param figure - the PRP (its `movementClass`, default western foot)
 * @param situation - distance to the nearest enemy unit, superior present, commands a unit
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ checked, reason?, mustCharge, unitCharges }`
 * @example
 * ```ts
 * resolve(impetuousCheck(hothead, { distance: 18, superiorPresent: false, commandsUnit: true }), scriptedDice(["d10:9"])).value.unitCharges; // true
 * ```
 */
export function impetuousCheck(
  figure: Figure,
  situation: { distance: number; superiorPresent: boolean; commandsUnit: boolean },
  gmRollModifier: number | null = 0,
): Chance<ImpetuousResult> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  const f = figureArg("rugged.impetuousCheck", figure);
  const s = parseOrThrow(
    "rugged.impetuousCheck",
    strictObject({ distance: z.number().check(z.gte(0)), superiorPresent: z.boolean(), commandsUnit: z.boolean() }),
    situation,
    "situation",
  );
  parseOrThrow("rugged.impetuousCheck", MovementClassSchema, f.movementClass ?? "westernFoot", "figure.movementClass");
  return impetuousCheckValidated(f, s, gmOf("rugged.impetuousCheck", gmRollModifier));
}

/**
 * {@link impetuousCheck} of a figure, situation and modifier already validated (a named call parsed its input
 * at the edge, issue 16): the same chance, without parsing them again.
 *
 * @param f - the figure, valid
 * @param s - distance, superior present, commands a unit
 * @param gm - the GM's modifier, -10 to 10
 * @returns a chance of `{ checked, reason?, mustCharge, unitCharges }`
 * @internal
 */
export function impetuousCheckValidated(
  f: Figure,
  s: { readonly distance: number; readonly superiorPresent: boolean; readonly commandsUnit: boolean },
  gm: number,
): Chance<ImpetuousResult> {
  // ruling RUG-AMB-19: "within a charge move" is the figure's own Charge rate, to the nearest enemy unit
  const reach = RUGGED_MOVEMENT_RATES[f.movementClass ?? "westernFoot"].charge ?? 20;
  return impetuousChance("rugged.impetuousCheck", f, s.distance, reach, s.superiorPresent, s.commandsUnit, f.luck ?? 0, gm);
}

/**
 * Clumsy (RUG-TRAIT-N4): a luck test before shooting at a charging enemy and before any hand-to-hand (its own
 * charge included, RUG-AMB-22); Huge Joss may re-roll it (RUG-AMB-29). A failure drops the weapon: no
 * shooting or fighting back this turn; it is picked up at the start of the next turn.
 *
 * @param figure - the PRP
 * @param action - "shooting" or "handToHand"
 * @param targetCharging - the target of the shot is charging
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1)
 * @returns a chance of `{ tested, dropped }`
 * @example
 * ```ts
 * resolve(clumsyCheck(butterfingers, "handToHand"), scriptedDice(["d10:9"])).value; // { tested: true, dropped: true }
 * ```
 */
export function clumsyCheck(
  figure: Figure,
  action: "shooting" | "handToHand",
  targetCharging: boolean | null = false,
  gmRollModifier: number | null = 0,
): Chance<ClumsyResult> {
  // docs/reliability.md: null for an optional argument means absent
  targetCharging ??= false;
  gmRollModifier ??= 0;
  const f = figureArg("rugged.clumsyCheck", figure);
  const a = parseOrThrow("rugged.clumsyCheck", z.enum(["shooting", "handToHand"]), action, "action");
  return clumsyChance(
    f,
    a,
    parseOrThrow("rugged.clumsyCheck", z.boolean(), targetCharging, "targetCharging"),
    f.luck ?? 0,
    gmOf("rugged.clumsyCheck", gmRollModifier),
  );
}
