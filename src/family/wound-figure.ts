// Wounds on a Figure: read the facts a wound needs from the figure, and return a new figure with the
// outcome applied (VIV-WOUND-4..7, RUG-SHOOT-7). The figure is never mutated.
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import type { Figure, FigureStatus } from "./schemas.js";
import { carriedVest } from "./carried.js";
import { effectiveLuckOf } from "./luck-roll.js";
import type { WoundHit } from "./wound-table.js";
import {
  resolveWoundsOn,
  type VestInput,
  type WoundConversion,
  type WoundOutcome,
  type WoundRules,
  type WoundSubject,
  woundSeriesOn,
  woundStepsOn,
} from "./wounds.js";

/**
 * Where a system keeps its Strong Like an Ox flag in the figure status.
 *
 * @example
 * ```ts
 * const flag: OxFlag = "oxUsedThisTurn"; // vivid (VIV-AMB-8); rugged counts "killedResultsTaken"
 * ```
 */
export type OxFlag = "oxUsedThisTurn" | "oxUsedThisGame" | "killedResultsTaken";

/**
 * Whether a figure is a player figure: a rugged PRP or a vivid PC (RUG-GEN-2, VIV-GEN-2).
 *
 * @param figure - a figure
 * @returns true for a PRP or PC
 * @example
 * ```ts
 * isPlayerFigure({ id: "a", name: "Jack", class: "PC" }); // true
 * ```
 */
export function isPlayerFigure(figure: Figure): boolean {
  return figure.class === "PC" || figure.class === "PRP";
}

/**
 * Whether a figure has a trait effect of the given kind.
 *
 * @param figure - a figure
 * @param kind - an effect kind (e.g. `"luckReroll"`)
 * @returns true when one of its traits has the effect
 * @example
 * ```ts
 * hasEffect(figure, "strongLikeOx"); // false
 * ```
 */
export function hasEffect(figure: Figure, kind: string): boolean {
  return (figure.traits ?? []).some((t) => t.effects.some((e) => e.kind === kind));
}

/** Wounds a figure carries: its count, or 1 when its state says wounded. */
export function woundsCarried(status: FigureStatus | undefined): number {
  return status?.wounds ?? (status?.wound === "wounded" ? 1 : 0);
}

/** The wound subject of a figure (its luck, traits and state); `capsLuck`: a trait's Luck cap applies (VIV-AMB-46). */
export function woundSubjectOf(figure: Figure, oxFlag: OxFlag, useLuck: boolean, vest: VestInput, capsLuck: boolean): WoundSubject {
  const status = figure.status;
  const oxUsed = oxFlag === "killedResultsTaken" ? (status?.killedResultsTaken ?? 0) > 0 : status?.[oxFlag] === true;
  return {
    isPC: isPlayerFigure(figure),
    // ruling VIV-AMB-46: luck against a wound is the effective Luck (Near Sighted caps it)
    luck: effectiveLuckOf(figure, capsLuck),
    luckReroll: hasEffect(figure, "luckReroll"),
    useLuck,
    strongLikeOx: hasEffect(figure, "strongLikeOx"),
    wounds: woundsCarried(status),
    oxUsed,
    vest,
  };
}

/** Throws RULE_VIOLATION for a figure that is already killed or removed. */
function checkWoundable(fn: string, figure: Figure): void {
  if (figure.status?.wound === "killed" || figure.status?.removed === true) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path: "figure.status",
      value: figure.status,
      message: "a killed or removed figure cannot be wounded again",
    });
  }
}

/** A hit as it lands on a figure: VIV-WOUND-2's -1 for a shield used in hand-to-hand, or an Impervious Suit / War Pants. */
function landedHit(figure: Figure, h: WoundHit): WoundHit {
  const prot = h.protected ?? (figure.armoured !== undefined || (h.handToHand === true && figure.shield === true));
  return prot ? { ...h, protected: true } : h;
}

/**
 * The hits on one figure resolved against a system's wound rules, read from the figure (see
 * {@link resolveWoundsOn}). Throws RULE_VIOLATION for a figure that is already killed.
 *
 * @param fn - the public function name, for errors
 * @param rules - the system's wound rules
 * @param figure - the hit figure
 * @param hits - one entry per hit
 * @param oxFlag - where the system keeps its Ox flag
 * @param useLuck - whether the player rolls luck against a bad result
 * @param conversion - a gadget's conversion of the result (vivid gas, mercy bullets)
 * @param vest - the figure wears a bullet-proof vest (VIV-GAD-12); absent: the vest it carries, if any (`figure.gadgets`)
 * @returns a chance of the outcome
 */
export function figureWounds(
  fn: string,
  rules: WoundRules,
  figure: Figure,
  hits: readonly WoundHit[],
  oxFlag: OxFlag,
  useLuck: boolean,
  conversion?: WoundConversion,
  vest?: VestInput,
): Chance<WoundOutcome> {
  checkWoundable(fn, figure);
  const landed = hits.map((h) => landedHit(figure, h));
  return resolveWoundsOn(rules, woundSubjectOf(figure, oxFlag, useLuck, vest ?? carriedVest(figure), rules.capsLuck), landed, conversion);
}

/**
 * What decides a figure's wound chances for a kind of hit: two figures with the same key share them.
 *
 * @param figure - the hit figure
 * @param hit - what every hit brings
 * @param oxFlag - where the system keeps its Ox flag
 * @param useLuck - whether the player rolls luck against a bad result
 * @param capsLuck - a trait's Luck cap applies (VIV-AMB-46)
 * @returns a key
 */
export function woundFactsKey(figure: Figure, hit: WoundHit, oxFlag: OxFlag, useLuck: boolean, capsLuck: boolean): string {
  return JSON.stringify([woundSubjectOf(figure, oxFlag, useLuck, carriedVest(figure), capsLuck), landedHit(figure, hit)]);
}

/**
 * A figure's wound chances for 0, 1, 2 ... `max` identical hits, built once (see {@link figureWounds}: entry
 * n is what it gives for n copies of `hit`). Throws RULE_VIOLATION for a figure that is already killed.
 *
 * @param fn - the public function name, for errors
 * @param rules - the system's wound rules
 * @param figure - the hit figure
 * @param hit - what every hit brings
 * @param max - the most hits the figure may take
 * @param oxFlag - where the system keeps its Ox flag
 * @param useLuck - whether the player rolls luck against a bad result
 * @param conversion - a gadget's conversion of the result (mercy bullets)
 * @param vest - the figure's vest; absent: the vest it carries, if any
 * @returns one chance per number of hits, index 0 to `max`
 */
export function figureWoundSeries(
  fn: string,
  rules: WoundRules,
  figure: Figure,
  hit: WoundHit,
  max: number,
  oxFlag: OxFlag,
  useLuck: boolean,
  conversion?: WoundConversion,
  vest?: VestInput,
): Chance<WoundOutcome>[] {
  checkWoundable(fn, figure);
  return woundSeriesOn(rules, woundSubjectOf(figure, oxFlag, useLuck, vest ?? carriedVest(figure), rules.capsLuck), landedHit(figure, hit), max, conversion);
}

/**
 * {@link figureWoundSeries} with the chance of n hits built the first time it is asked for (issue 14: a volley builds
 * only the hit counts it scores, and a session's cache keeps them): the same chance for each n. Throws RULE_VIOLATION
 * for a figure that is already killed.
 *
 * @param fn - the public function name, for errors
 * @param rules - the system's wound rules
 * @param figure - the hit figure
 * @param hit - what every hit brings
 * @param oxFlag - where the system keeps its Ox flag
 * @param useLuck - whether the player rolls luck against a bad result
 * @param conversion - a gadget's conversion of the result (mercy bullets)
 * @param vest - the figure's vest; absent: the vest it carries, if any
 * @returns the chance of n hits, for any whole n from 0
 */
export function figureWoundSteps(
  fn: string,
  rules: WoundRules,
  figure: Figure,
  hit: WoundHit,
  oxFlag: OxFlag,
  useLuck: boolean,
  conversion?: WoundConversion,
  vest?: VestInput,
): (n: number) => Chance<WoundOutcome> {
  checkWoundable(fn, figure);
  return woundStepsOn(rules, woundSubjectOf(figure, oxFlag, useLuck, vest ?? carriedVest(figure), rules.capsLuck), landedHit(figure, hit), conversion);
}

/**
 * A figure with a wound outcome applied: its wound state and count, the Ox flag, and the turn of death
 * (for Medical Training and the Cliff-hanger). A new figure; the argument is untouched.
 *
 * @param figure - the hit figure
 * @param outcome - the outcome of its hits
 * @param oxFlag - where the system keeps its Ox flag
 * @param turn - the game turn, recorded as `killedOnTurn` when the figure dies
 * @returns the new figure
 */
export function withWoundOutcome(figure: Figure, outcome: WoundOutcome, oxFlag: OxFlag, turn: number | undefined): Figure {
  // Object.assign then plain stores: V8 copies `{ ...x, key }` through a slow path (about ten times slower, per hit figure)
  const status: FigureStatus = Object.assign({}, figure.status);
  status.wound = outcome.state;
  status.wounds = outcome.wounds;
  if (outcome.ox) {
    if (oxFlag === "killedResultsTaken") status.killedResultsTaken = (figure.status?.killedResultsTaken ?? 0) + 1;
    else status[oxFlag] = true;
  } else if (oxFlag === "killedResultsTaken" && outcome.result === "killed") {
    status.killedResultsTaken = (figure.status?.killedResultsTaken ?? 0) + 1;
  }
  if (outcome.state === "killed" && turn !== undefined) status.killedOnTurn = turn;
  const after: Figure = Object.assign({}, figure);
  after.status = status;
  return after;
}
