// Rugged's hand-to-hand: its chart and procedure are on the missing pages (RUG-AMB-1, RUG-HTH-1), so they are
// pluggable and default to vivid's, and every fight fought that way says so in its trace.
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { parseOrThrow } from "../core/validate.js";
import { fightMelee, fightMeleeValidated, type MeleeFight, type MeleeResult, type MeleeSystem, type MeleeWoundsOf } from "../family/melee.js";
import { type MeleeChart, MeleeChartSchema, type MeleeHitNumber, type MeleeSituation, MeleeSituationSchema, meleeHitNumber } from "../family/melee-chart.js";
import { type Figure, FigureSchema } from "../family/schemas.js";
import type { WoundTable } from "../family/wound-table.js";
import { VIVID_MELEE_CHART } from "../vivid/melee-chart.js";
import { type RuggedOptions, type RuggedOptionsInput, ruggedOptions } from "./options.js";
import { ruggedWoundRulesOf } from "./wounds.js";

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

function chartOf(fn: string, o: RuggedOptions, custom: RuggedCustomModules): { chart: MeleeChart; notes: MeleeSystem["notes"] } {
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
  return systemFrom(fn, ruggedOptions(options), custom);
}

/** The system of options parsed once (the chart, then the wound rules: their errors in that order). */
function systemFrom(fn: string, o: RuggedOptions, custom: RuggedCustomModules): MeleeSystem {
  const { chart, notes } = chartOf(fn, o, custom);
  // the deprecated resolveHandToHand keeps its errors as they were (rugged.resolveWounds, settings.customTable)
  const wounds =
    fn === "rugged.resolveHandToHand" ? ruggedWoundRulesOf(o, custom.woundTable) : ruggedWoundRulesOf(o, custom.woundTable, fn, "custom.woundTable");
  return { chart, notes, wounds, oxFlag: "killedResultsTaken", ids: IDS };
}

/** The default options, parsed once, and their system, built once (frozen constants: issue 14, no rebuild per step). */
const DEFAULT_OPTIONS: RuggedOptions = deepFreeze(ruggedOptions({}));
const OPTION_KEYS: readonly string[] = Object.freeze(Object.keys(DEFAULT_OPTIONS));
// named as the game's fights were (rugged.resolveHandToHand): a custom module missing is refused with the same error
const DEFAULT_SYSTEM: MeleeSystem = deepFreeze(systemFrom("rugged.resolveHandToHand", DEFAULT_OPTIONS, {}));

/** Whether parsed options are the defaults, key by key (every option is a number or a string). */
function isDefault(o: RuggedOptions): boolean {
  if (o === DEFAULT_OPTIONS) return true;
  const d = DEFAULT_OPTIONS as Readonly<Record<string, unknown>>;
  const given = o as Readonly<Record<string, unknown>>;
  return Object.keys(o).length === OPTION_KEYS.length && OPTION_KEYS.every((k) => given[k] === d[k]);
}

/**
 * {@link ruggedMeleeSystem} of options already parsed, without custom modules (a game's options, validated at its
 * edge; DESIGN.md "Validate once, at the edge"): for the default options one system built once and shared (frozen),
 * so a game's hand-to-hand step builds none; other options build theirs (a `custom` chart or wound table is refused,
 * as {@link ruggedMeleeSystem} refuses it without the module).
 *
 * @param o - rugged options, parsed (every key present)
 * @returns the system
 * @internal
 * @example
 * ```ts
 * ruggedMeleeSystemOf(ruggedOptions({})).notes[0]?.rule; // "RUG-AMB-1"
 * ```
 */
export function ruggedMeleeSystemOf(o: RuggedOptions): MeleeSystem {
  return isDefault(o) ? DEFAULT_SYSTEM : systemFrom("rugged.resolveHandToHand", o, {});
}

/**
 * {@link resolveHandToHand} of a fight already validated, with a system already built (a game's own figures and
 * attacks: issue 14, no zod per step): the same chance, dice and trace. The fight's own checks (unique ids, an
 * attacker and a target of opposite sides, at most 40 attacks) still run and name paths under `fight`.
 *
 * @param sys - the system, from {@link ruggedMeleeSystemOf} or {@link ruggedMeleeSystem}
 * @param fight - both sides and the attacks, valid for `MeleeFightSchema`
 * @param woundsOf - where the figures' wound chances come from (the fight's own `meleeWounds` by default; a session's keep the same)
 * @returns a chance of every figure afterwards and each strike
 * @internal
 * @example
 * ```ts
 * const r = resolve(handToHandValidated(ruggedMeleeSystemOf(ruggedOptions({})), fight), seededDice(3));
 * r.trace[0]; // { type: "note", rule: "RUG-AMB-1", text: "hand-to-hand: vivid's chart and procedure ..." }
 * ```
 */
export function handToHandValidated(sys: MeleeSystem, fight: MeleeFight, woundsOf?: MeleeWoundsOf): Chance<MeleeResult> {
  return fightMeleeValidated("rugged.resolveHandToHand", sys, fight, woundsOf);
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
  const { chart, notes } = chartOf(fn, ruggedOptions(options), custom);
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
  const { chart, notes } = chartOf(fn, ruggedOptions(options), custom);
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
