// Rugged's hand-to-hand: its chart and procedure are on the missing pages (RUG-AMB-1, RUG-HTH-1), so they are
// pluggable and default to vivid's, and every fight fought that way says so in its trace.
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { fightMelee, type MeleeFight, type MeleeResult, type MeleeSystem } from "../family/melee.js";
import { type MeleeChart, MeleeChartSchema, type MeleeHitNumber, type MeleeSituation, MeleeSituationSchema, meleeHitNumber } from "../family/melee-chart.js";
import { type Figure, FigureSchema } from "../family/schemas.js";
import type { WoundTable } from "../family/wound-table.js";
import { VIVID_MELEE_CHART } from "../vivid/melee-chart.js";
import { type RuggedOptionsInput, ruggedOptions } from "./options.js";
import { ruggedWoundRules, ruggedWoundRulesOf } from "./wounds.js";

const IDS = {
  weaponMaster: "RUG-TRAIT-P4",
  martialArts: "RUG-TRAIT-P11",
  ambidextrous: "RUG-TRAIT-P1",
  clumsy: "RUG-TRAIT-N4",
  sequence: "RUG-HTH-1",
} as const;

/**
 * Custom modules for rugged's missing pages (RUG-AMB-1), used when the matching option is `custom`.
 *
 * @example
 * ```ts
 * const custom: RuggedCustomModules = { meleeChart: { ...VIVID_MELEE_CHART, name: "house chart" } };
 * ```
 */
export interface RuggedCustomModules {
  /** The hand-to-hand chart, when the `handToHand` option is `custom`. */
  readonly meleeChart?: MeleeChart | undefined;
  /** The wound table, when the `woundTable` option is `custom`. */
  readonly woundTable?: WoundTable | undefined;
}

function chartOf(fn: string, options: RuggedOptionsInput, custom: RuggedCustomModules): { chart: MeleeChart; notes: MeleeSystem["notes"] } {
  const o = ruggedOptions(options);
  // ruling RUG-AMB-1: rugged's hand-to-hand chart is missing; vivid's is the default, flagged in the trace
  if (o.handToHand === "vivid")
    return {
      chart: VIVID_MELEE_CHART,
      notes: [{ type: "note", rule: "RUG-AMB-1", text: "hand-to-hand: vivid's chart and procedure (VIV-HTH-1..4), not from the rugged text" }],
    };
  if (custom.meleeChart === undefined) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "custom.meleeChart",
      value: undefined,
      message: "the handToHand option is 'custom': pass a hand-to-hand chart",
    });
  }
  const chart = parseOrThrow(fn, MeleeChartSchema, custom.meleeChart, "custom.meleeChart");
  return { chart, notes: [{ type: "note", rule: "RUG-AMB-1", text: `hand-to-hand: ${chart.name} (custom)` }] };
}

/**
 * Rugged's hand-to-hand system for a set of options (RUG-HTH-1, RUG-AMB-1, RUG-AMB-21): vivid's chart
 * unless `handToHand` is `custom`, rugged's wound rules, rugged's trait rule ids.
 *
 * @param options - rugged options
 * @param custom - custom chart and wound table for the `custom` options
 * @returns the system
 * @example
 * ```ts
 * ruggedMeleeSystem().notes[0]?.rule; // "RUG-AMB-1"
 * ```
 */
export function ruggedMeleeSystem(options: RuggedOptionsInput | null = {}, custom: RuggedCustomModules | null = {}): MeleeSystem {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  custom ??= {};
  return ruggedMeleeSystemIn("rugged.resolveHandToHand", options, custom);
}

/**
 * {@link ruggedMeleeSystem} for the public function `fn` (its errors name it: the named `handToHand`'s).
 *
 * @param fn - the public function, for errors
 * @param options - rugged options
 * @param custom - custom chart and wound table for the `custom` options
 * @returns the system
 * @internal
 */
export function ruggedMeleeSystemIn(fn: string, options: RuggedOptionsInput, custom: RuggedCustomModules): MeleeSystem {
  const { chart, notes } = chartOf(fn, options, custom);
  // the deprecated resolveHandToHand keeps its errors as they were (rugged.resolveWounds, settings.customTable)
  const wounds =
    fn === "rugged.resolveHandToHand"
      ? ruggedWoundRules(options, custom.woundTable)
      : ruggedWoundRulesOf(ruggedOptions(options), custom.woundTable, fn, "custom.woundTable");
  return { chart, notes, wounds, oxFlag: "killedResultsTaken", ids: IDS };
}

/**
 * {@link handToHandHitNumber} of figures and a situation already parsed (a named call parsed its input at the
 * edge, issue 16): the same hit number, without parsing them again.
 *
 * @param fn - the public function, for errors
 * @param options - rugged options
 * @param custom - a custom chart for the `custom` option
 * @param attacker - the attacking figure, valid
 * @param opponent - the figure attacked, valid
 * @param situation - the opponent's situation, valid
 * @returns `{ n, entries }`
 * @internal
 */
export function handToHandHitNumberValidated(
  fn: string,
  options: RuggedOptionsInput,
  custom: RuggedCustomModules,
  attacker: Figure,
  opponent: Figure,
  situation: MeleeSituation,
): MeleeHitNumber {
  const { chart, notes } = chartOf(fn, options, custom);
  const hn = meleeHitNumber(chart, attacker, opponent, situation, IDS);
  return { n: hn.n, entries: [...notes, ...hn.entries] };
}

/**
 * The hand-to-hand hit number of a rugged figure (RUG-HTH-1, RUG-TRAIT-P4 +2 Excellent Swordsman,
 * RUG-TRAIT-P11 Martial Arts base 8 by RUG-AMB-21), on vivid's chart by default (RUG-AMB-1, noted).
 *
 * @param attacker - the attacking figure
 * @param opponent - the figure attacked
 * @param situation - the opponent's situation and further modifiers
 * @param options - rugged options
 * @param custom - a custom chart for the `custom` option
 * @returns `{ n, entries }`
 * @example
 * ```ts
 * handToHandHitNumber(swordsman, thug).n; // 9 (7 trained + 2 Excellent Swordsman)
 * ```
 */
export function handToHandHitNumber(
  attacker: Figure,
  opponent: Figure,
  situation: MeleeSituation | null = {},
  options: RuggedOptionsInput | null = {},
  custom: RuggedCustomModules | null = {},
): MeleeHitNumber {
  // docs/reliability.md: null for an optional argument means absent
  situation ??= {};
  options ??= {};
  custom ??= {};
  const fn = "rugged.handToHandHitNumber";
  const { chart, notes } = chartOf(fn, options, custom);
  const hn = meleeHitNumber(
    chart,
    parseOrThrow(fn, FigureSchema, attacker, "attacker"),
    parseOrThrow(fn, FigureSchema, opponent, "opponent"),
    parseOrThrow(fn, MeleeSituationSchema, situation, "situation"),
    IDS,
  );
  return { n: hn.n, entries: [...notes, ...hn.entries] };
}

/**
 * Fights a rugged hand-to-hand combat in phase 4 (RUG-HTH-1, RUG-SEQ-1): by default vivid's procedure
 * (RUG-AMB-1: the side named active strikes first, the survivors strike back), each fight noted in its
 * trace as not from the rugged text; Clumsy tests luck first (RUG-TRAIT-N4, RUG-AMB-22).
 *
 * @param fight - both sides and the attacks
 * @param options - rugged options
 * @param custom - custom chart and wound table for the `custom` options
 * @returns a chance of every figure afterwards and each strike
 * @example
 * ```ts
 * const r = resolve(resolveHandToHand(fight), seededDice(3));
 * r.trace[0]; // { type: "note", rule: "RUG-AMB-1", text: "hand-to-hand: vivid's chart and procedure ..." }
 * ```
 */
export function resolveHandToHand(fight: MeleeFight, options: RuggedOptionsInput | null = {}, custom: RuggedCustomModules | null = {}): Chance<MeleeResult> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  custom ??= {};
  return fightMelee("rugged.resolveHandToHand", ruggedMeleeSystem(options, custom), fight);
}
