// Rugged's morale: base values, the die and the results are on the missing pages (RUG-AMB-1, RUG-MOR-1),
// so the module is pluggable and defaults to vivid's, and every check made that way says so in its trace.
import { absentIfNull } from "../core/schema-kit.js";
import type { Chance } from "../core/chance.js";
import { deepFreeze } from "../core/freeze.js";
import { RulesError } from "../core/errors.js";
import type { NoteEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { checkMorale, checkMoraleValidated, type MoraleResolution, type MoraleSituation, type MoraleSystem } from "../family/morale.js";
import { type MoraleTable, MoraleTableSchema } from "../family/morale-table.js";
import { type RallyResolution, rollRoutRecovery, routRecoveryOf } from "../family/rally.js";
import type { Unit } from "../family/schemas.js";
import { VIVID_MORALE_TABLE } from "../vivid/morale-table.js";
import { type RuggedOptions, type RuggedOptionsInput, ruggedOptions } from "./options.js";

/** What rugged's morale rules fix whatever the module (RUG-AMB-32: a wounded PRP is still with its unit). */
const COMMON = {
  inspiredScope: "modifierOnly",
  shootingFailMode: "retreatEveryFail",
  seeingRunModifier: "once",
  lonePcExempt: false,
  tester: "unit",
  // ruling RUG-AMB-32: a wounded PRP is still with its unit
  commanderPresence: "onTable",
} as const;

/** Rugged's morale with vivid's module (a fresh object). */
function vividModule(): MoraleSystem {
  return {
    ...COMMON,
    table: VIVID_MORALE_TABLE,
    notes: [{ type: "note", rule: "RUG-AMB-1", text: "morale: vivid's values, modifiers and results (VIV-MOR-2..8), not from the rugged text" }],
  };
}

/** Rugged's morale with vivid's module (the default), built once; frozen: every check of a game or a named call shares it. */
const VIVID_MODULE: MoraleSystem = deepFreeze(vividModule());

/**
 * Rugged's morale system for a set of options (RUG-AMB-1): vivid's table and results unless the `morale`
 * option is `custom` (then `customTable` is required). Trait modifiers come from the commanding PRP's
 * traits: Inspired Leadership +2, Abrasive −2, Extremely Arrogant −2 when rallying natives or foreign
 * allies (RUG-TRAIT-P7/N7/N2), adding up (RUG-AMB-26).
 *
 * @param options - rugged options
 * @param customTable - the app's morale table, when `morale` is `custom`
 * @returns the morale system
 * @example
 * ```ts
 * ruggedMoraleSystem().notes[0]?.rule; // "RUG-AMB-1"
 * ```
 */
export function ruggedMoraleSystem(options: RuggedOptionsInput | null = {}, customTable?: MoraleTable | null): MoraleSystem {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  customTable = absentIfNull(customTable);
  const o = ruggedOptions(options);
  // a factory's result is the caller's own: a fresh object (the shared one is for the library's internal calls)
  return o.morale === "vivid" ? vividModule() : ruggedMoraleSystemOf(o, customTable);
}

/**
 * {@link ruggedMoraleSystem} of options already parsed (a game's own).
 *
 * @param o - rugged options, parsed
 * @param customTable - the app's morale table when the `morale` option is `custom`
 * @param fn - the public function, for errors (a named call's own)
 * @param path - where the custom table is in its input
 * @returns the morale system
 * @internal
 */
export function ruggedMoraleSystemOf(o: RuggedOptions, customTable?: MoraleTable, fn = "rugged.moraleCheck", path = "customTable"): MoraleSystem {
  // ruling RUG-AMB-1: rugged's morale rules are missing; vivid's are the default, flagged in the trace (one
  // system, built once: issue 14, no rebuild per game step)
  if (o.morale === "vivid") return VIVID_MODULE;
  if (customTable === undefined) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path,
      value: customTable,
      message: "the morale option is 'custom': pass a morale table",
    });
  }
  const table = parseOrThrow(fn, MoraleTableSchema, customTable, path);
  return { ...COMMON, table, notes: [{ type: "note", rule: "RUG-AMB-1", text: `morale: ${table.name} (custom)` }] };
}

/**
 * A rugged morale test (RUG-MOR-1): a charge target tests to stand or run, a charging unit that is shot at
 * tests to complete the charge (RUG-AMB-23: a failure stops it where it is), every unit shot at or in
 * hand-to-hand tests in the morale phase, and a rally attempt tests in phase 1. By default the base value,
 * modifiers, die and results are vivid's (RUG-AMB-1, noted in the trace).
 *
 * @param unit - the testing unit
 * @param situation - the trigger (`chargeTarget`, `chargingShotAt`, `shooting`, `handToHand`, `rally`) and circumstances
 * @param options - rugged options
 * @param customTable - a custom morale table for the `custom` option
 * @returns a chance of `{ outcome, unit }`
 * @example
 * ```ts
 * resolve(moraleCheck(askaris, { trigger: "chargeTarget" }), scriptedDice(["d10:9"])).value.outcome.result; // "rout"
 * ```
 */
export function moraleCheck(
  unit: Unit,
  situation: MoraleSituation,
  options: RuggedOptionsInput | null = {},
  customTable?: MoraleTable | null,
): Chance<MoraleResolution> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  customTable = absentIfNull(customTable);
  return checkMorale("rugged.moraleCheck", ruggedMoraleSystem(options, customTable), unit, situation);
}

/**
 * A rally attempt in phase 1 (RUG-SEQ-1, RUG-MOR-1): a morale test against the unit's base morale point,
 * which rugged's traits modify when rallying (Extremely Arrogant −2 for natives and foreign allies,
 * RUG-TRAIT-N2). Passing clears the routing or disrupted state.
 *
 * @param unit - the routing unit
 * @param situation - circumstances (the trigger is `rally`)
 * @param options - rugged options
 * @param customTable - a custom morale table for the `custom` option
 * @returns a chance of `{ outcome, unit }` (`rallied` or `stillBroken`)
 * @example
 * ```ts
 * resolve(rally(routingAskaris), scriptedDice(["d10:3"])).value.outcome.result; // "rallied"
 * ```
 */
export function rally(
  unit: Unit,
  situation: Omit<MoraleSituation, "trigger"> | null = {},
  options: RuggedOptionsInput | null = {},
  customTable?: MoraleTable | null,
): Chance<MoraleResolution> {
  // docs/reliability.md: null for an optional argument means absent
  situation ??= {};
  options ??= {};
  customTable = absentIfNull(customTable);
  return checkMorale("rugged.rally", ruggedMoraleSystem(options, customTable), unit, { ...situation, trigger: "rally" });
}

/**
 * {@link moraleCheck} (or {@link rally}, with the `rally` trigger) of a unit and situation already validated (a
 * game's own unit, a situation it builds), with rugged's morale system built once: the same chance, without
 * parsing them again.
 *
 * @param sys - rugged's morale system ({@link ruggedMoraleSystemOf})
 * @param unit - the unit, valid
 * @param situation - the trigger and circumstances, valid
 * @returns a chance of the outcome and the unit afterwards
 * @internal
 */
export function moraleCheckValidated(sys: MoraleSystem, unit: Unit, situation: MoraleSituation): Chance<MoraleResolution> {
  return checkMoraleValidated(situation.trigger === "rally" ? "rugged.rally" : "rugged.moraleCheck", sys, unit, situation);
}

// frozen: the same note goes into every trace, so no caller may change it for the next one
const VIVID_NOTE: NoteEntry = Object.freeze({ type: "note", rule: "RUG-AMB-1", text: "rout recovery: vivid's D6 roll (VIV-MOR-7), not from the rugged text" });

/**
 * Rout recovery borrowed from vivid (RUG-AMB-1, VIV-MOR-7): a D6 at the start of each following turn, 6
 * stops a unit, 5–6 a lone PRP; noted in the trace as not from the rugged text.
 *
 * @param unit - the routing unit
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1), added to the face
 * @returns a chance of `{ rolled, stops, unit }`
 * @example
 * ```ts
 * resolve(routRecovery(routing), scriptedDice(["d6:6"])).value.stops; // true
 * ```
 */
export function routRecovery(unit: Unit, gmRollModifier: number | null = 0): Chance<RallyResolution> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  return rollRoutRecovery("rugged.routRecovery", unit, [VIVID_NOTE], gmRollModifier);
}

/**
 * {@link routRecovery} of a unit and modifier already validated (a named call parsed its input at the edge,
 * issue 16): the same chance, without parsing the unit again.
 *
 * @param unit - the routing unit, valid
 * @param gm - the GM's modifier, -10 to 10
 * @returns a chance of `{ rolled, stops, unit }`
 * @internal
 */
export function routRecoveryValidated(unit: Unit, gm: number): Chance<RallyResolution> {
  return routRecoveryOf(deepFreeze(unit), [VIVID_NOTE], gm);
}
