// Rugged's wounds: its Wound Table is on the missing pages (RUG-AMB-1), so the table is pluggable and
// defaults to vivid's, and every result produced that way says so in its trace (RUG-SHOOT-7, RUG-LUCK-2).

import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import { checkReadable, parseOrThrow } from "../core/validate.js";
import type { Figure, Unit } from "../family/schemas.js";
import { type VolleyWounds, volleyWounds } from "../family/volley-wounds.js";
import { type WoundResolution, type WoundSettings, woundsChance } from "../family/wound-api.js";
import { type WoundHit, type WoundTable, WoundTableSchema } from "../family/wound-table.js";
import type { WoundRules } from "../family/wounds.js";
import { VIVID_WOUND_TABLE_D6 } from "../vivid/wound-table.js";
import { type RuggedOptions, type RuggedOptionsInput, ruggedOptions } from "./options.js";

/**
 * Rugged's wound rules for a set of options (RUG-AMB-1, RUG-AMB-13): vivid's D6 table unless the
 * `woundTable` option is `custom` (then `customTable` is required), luck before Strong Like Ox, Huge Joss.
 *
 * @param options - rugged options (woundTable, oxMode)
 * @param customTable - the app's wound table, when `woundTable` is `custom`
 * @returns the wound rules
 * @example
 * ```ts
 * ruggedWoundRules().notes[0]?.rule; // "RUG-AMB-1"
 * ```
 */
export function ruggedWoundRules(options: RuggedOptionsInput | null = {}, customTable?: WoundTable | null): WoundRules {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  customTable = absentIfNull(customTable);
  return ruggedWoundRulesOf(ruggedOptions(options), customTable);
}

/**
 * {@link ruggedWoundRules} of options already parsed (a game's own).
 *
 * @param o - rugged options, parsed
 * @param customTable - the app's wound table when the `woundTable` option is `custom`
 * @param fn - the public function, for errors (a named call's own)
 * @param path - where the custom table is in its input
 * @returns the wound rules
 * @internal
 */
export function ruggedWoundRulesOf(o: RuggedOptions, customTable?: WoundTable, fn = "rugged.resolveWounds", path = "settings.customTable"): WoundRules {
  // ruling RUG-AMB-13: Ox needs three wounds and its first Killed is one of them (or only the downgrade)
  const capacity = o.oxMode === "threeWounds+firstKillDowngrade" ? 3 : 2;
  const ox = { rule: "RUG-TRAIT-P6", effect: "firstKillIsWound", step: "afterLuck", capacity } as const;
  const common = { luckRule: "RUG-LUCK-2", rerollRule: "RUG-TRAIT-P9", ox, capsLuck: true };
  // ruling RUG-AMB-1: the wound table is missing from rugged; vivid's is the default, flagged in the trace
  if (o.woundTable === "vivid") {
    return {
      ...common,
      table: VIVID_WOUND_TABLE_D6,
      notes: [{ type: "note", rule: "RUG-AMB-1", text: "wound table: vivid's (VIV-WOUND-1), not from the rugged text" }],
      resultsRule: "VIV-WOUND-4",
      nonPcWoundKills: true,
    };
  }
  if (customTable === undefined) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path,
      value: customTable,
      message: "the woundTable option is 'custom': pass a wound table",
    });
  }
  const table = parseOrThrow(fn, WoundTableSchema, customTable, path);
  // RUG-SHOOT-7: in rugged's own text a normal figure dies from its second wound
  return {
    ...common,
    table,
    notes: [{ type: "note", rule: "RUG-AMB-1", text: `wound table: ${table.name} (custom)` }],
    resultsRule: "RUG-SHOOT-7",
    nonPcWoundKills: false,
  };
}

/**
 * Rugged settings of a wound resolution: options, a custom table, luck use and the game turn.
 *
 * @example
 * ```ts
 * const s: RuggedWoundSettings = { options: { oxMode: "firstKillDowngradeOnly" } };
 * ```
 */
export interface RuggedWoundSettings extends WoundSettings {
  /** Rugged options (RUG-AMB-1 woundTable, RUG-AMB-13 oxMode). */
  readonly options?: RuggedOptionsInput | undefined;
  /** The app's wound table when the `woundTable` option is `custom` (RUG-AMB-1). */
  readonly customTable?: WoundTable | undefined;
}

/**
 * Resolves every hit on one rugged figure and returns the new figure (RUG-SHOOT-7, RUG-LUCK-2,
 * RUG-TRAIT-P6/P9): each hit rolls on the plugged-in Wound Table (vivid's by default, RUG-AMB-1, so
 * +1 shotgun and +1 hand-to-hand, RUG-AMB-25); the worst counts; a PRP may roll luck to reduce the result
 * to the next lowest level (RUG-AMB-24), re-rolling a failure with Huge Joss (RUG-AMB-29); then Strong
 * Like Ox turns the first Killed into a wound and needs three wounds to kill (RUG-AMB-13).
 *
 * @param figure - the hit figure
 * @param hits - one entry per hit
 * @param settings - options, custom table, luck use, game turn
 * @returns a chance of `{ outcome, figure }`
 * @example
 * ```ts
 * const prp = { id: "p", name: "Jack", class: "PRP" as const, luck: 5 };
 * resolve(resolveWounds(prp, [{}]), scriptedDice(["d6:6", "d10:5"])).value.outcome.result; // "wounded"
 * ```
 */
export function resolveWounds(figure: Figure, hits: readonly WoundHit[], settings: RuggedWoundSettings | null = {}): Chance<WoundResolution> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  checkReadable("rugged.resolveWounds", "settings", settings);
  return woundsChance("rugged.resolveWounds", ruggedWoundRules(settings.options ?? {}, settings.customTable), figure, hits, "killedResultsTaken", settings);
}

/**
 * Rolls the wounds of a volley on the target unit (RUG-SHOOT-6/7): every figure in the allocation resolves
 * its hits on the plugged-in wound table (vivid's by default, RUG-AMB-1, noted), in roster order.
 *
 * @param target - the target unit
 * @param allocation - hits per figure id, e.g. a volley's `allocation`
 * @param hit - what every hit brings (`{ shotgun: true }` for a shotgun volley)
 * @param settings - options, custom table, luck use, game turn
 * @returns a chance of `{ unit, outcomes }`
 * @example
 * ```ts
 * const { value } = resolve(woundVolley(dacoits, { d1: 1 }), scriptedDice(["d6:5"]));
 * value.outcomes.d1?.state; // "killed"
 * ```
 */
export function woundVolley(
  target: Unit,
  allocation: Readonly<Record<string, number>>,
  hit: WoundHit | null = {},
  settings: RuggedWoundSettings | null = {},
): Chance<VolleyWounds> {
  // docs/reliability.md: null for an optional argument means absent
  hit ??= {};
  settings ??= {};
  return volleyWounds(
    "rugged.woundVolley",
    ruggedWoundRules(settings.options ?? {}, settings.customTable),
    target,
    allocation,
    hit,
    "killedResultsTaken",
    settings,
  );
}
