// Trait checks made during a turn: Tactician (RUG-TRAIT-P8), Impetuous (RUG-TRAIT-N6, VIV-TRAIT-N5),
// Clumsy (RUG-TRAIT-N4, VIV-TRAIT-N4).
import { type Chance, constant, die } from "../core/chance.js";
import { familyLuckRoll } from "./luck-roll.js";
import { requiredFieldCraft } from "./ratings.js";
import type { Figure } from "./schemas.js";
import { fieldCraftChance } from "./spotting.js";
import { firstEffect } from "./traits.js";

/**
 * The outcome of a Tactician roll.
 *
 * @example
 * ```ts
 * let value: TacticianResult | undefined; // see the functions that return or take it
 * ```
 */
export interface TacticianResult {
  /** The D10 face. */
  readonly face: number;
  /** The figure and its unit move after all other units (RUG-AMB-18: successful Tacticians move together, last). */
  readonly movesLast: boolean;
}

/**
 * Tactician: at the start of the movement phase, D10 at or under the trait's number (2) moves last.
 */
export function tacticianChance(figure: Figure, gm = 0): Chance<TacticianResult> | undefined {
  const t = firstEffect(figure, "tactician");
  if (t === undefined) return undefined;
  const on = t.effect.succeedOnOrBelow;
  const traced = gm === 0 ? [] : [{ type: "modifier" as const, rule: "RUG-GEN-1", label: "GM modifier to the die", value: gm }];
  return die("d10", { purpose: `Tactician (${String(on)} or less)`, rule: t.trait.id })
    .map((face) => ({ face, movesLast: face + gm <= on }))
    .traced(traced);
}

/**
 * A luck test that Huge Joss / Charmed Life may re-roll (RUG-AMB-29).
 */
export function luckTest(figure: Figure, luck: number, rule: string, purpose: string, gm = 0): Chance<boolean> {
  const reroll = firstEffect(figure, "luckReroll");
  return familyLuckRoll({ luck, reroll: reroll !== undefined, rule, rerollRule: reroll?.trait.id ?? rule, purpose, gmRollModifier: gm }).map((r) => r.pass);
}

/**
 * The outcome of an Impetuous check.
 *
 * @example
 * ```ts
 * let value: ImpetuousResult | undefined; // see the functions that return or take it
 * ```
 */
export interface ImpetuousResult {
  /** Whether a check was made. */
  readonly checked: boolean;
  /** Why not: NOT_IMPETUOUS, OUT_OF_REACH, SUPERIOR_PRESENT. */
  readonly reason?: "NOT_IMPETUOUS" | "OUT_OF_REACH" | "SUPERIOR_PRESENT";
  /** The figure must charge (the nearest enemy, vivid); a commander takes its unit. */
  readonly mustCharge: boolean;
  /** Its unit charges with it (it commands one). */
  readonly unitCharges: boolean;
}

/**
 * Impetuous: each turn within `reach` inches of an enemy unit and with no superior present (a GM input), a
 * check of the trait's rating (rugged Field Craft, vivid Luck); a failure forces a charge, with its unit if
 * it commands one.
 */
export function impetuousChance(
  fn: string,
  figure: Figure,
  distance: number,
  reach: number,
  superiorPresent: boolean,
  commands: boolean,
  luck: number,
  gm = 0,
): Chance<ImpetuousResult> {
  const imp = firstEffect(figure, "impetuous");
  if (imp === undefined) return constant({ checked: false, reason: "NOT_IMPETUOUS", mustCharge: false, unitCharges: false });
  if (distance > reach) return constant({ checked: false, reason: "OUT_OF_REACH", mustCharge: false, unitCharges: false });
  if (superiorPresent) return constant({ checked: false, reason: "SUPERIOR_PRESENT", mustCharge: false, unitCharges: false });
  const rule = imp.trait.id;
  const check =
    imp.effect.rating === "fieldCraft"
      ? fieldCraftChance(requiredFieldCraft(fn, figure, "Impetuous check"), false, "Impetuous", rule, gm).map((r) => r.pass)
      : luckTest(figure, luck, rule, "Impetuous", gm);
  return check.map((pass) => ({ checked: true, mustCharge: !pass, unitCharges: !pass && commands }));
}

/**
 * The outcome of a Clumsy test.
 *
 * @example
 * ```ts
 * let value: ClumsyResult | undefined; // see the functions that return or take it
 * ```
 */
export interface ClumsyResult {
  /** Whether a test was needed. */
  readonly tested: boolean;
  /** The figure dropped its weapon (froze): no shooting or fighting back this turn. */
  readonly dropped: boolean;
}

/**
 * Clumsy: before shooting (rugged: at a charging enemy only; vivid: any enemy) and before any hand-to-hand
 * (RUG-AMB-22: its own charge too), a luck test; a failure drops the weapon for the turn.
 */
export function clumsyChance(figure: Figure, action: "shooting" | "handToHand", targetCharging: boolean, luck: number, gm = 0): Chance<ClumsyResult> {
  const c = firstEffect(figure, "clumsy");
  const needed = c !== undefined && (action === "handToHand" || c.effect.shootingTrigger === "anyEnemy" || targetCharging);
  if (c === undefined || !needed) return constant({ tested: false, dropped: false });
  return luckTest(figure, luck, c.trait.id, `Clumsy test before ${action === "shooting" ? "shooting" : "hand-to-hand"}`, gm).map((pass) => ({
    tested: true,
    dropped: !pass,
  }));
}
