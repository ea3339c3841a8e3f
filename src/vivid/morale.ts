// Vivid's morale (VIV-MOR-1..12): the family's morale check with vivid's table and options, rout
// recovery, leaving the table and the optional 50% rule.
import { absentIfNull } from "../core/schema-kit.js";
import type { Chance } from "../core/chance.js";
import { deepFreeze } from "../core/freeze.js";
import { judgeFiftyPercent, type FiftyPercentVerdict } from "../family/fifty-percent.js";
import { checkMorale, type MoraleResolution, type MoraleSystem } from "../family/morale.js";
import { type RallyResolution, rollRoutRecovery, routRecoveryOf } from "../family/rally.js";
import type { Unit } from "../family/schemas.js";
import { type VividMoraleSituation, VividMoraleSituationSchema } from "../family/morale-triggers.js";
import { VIVID_MORALE_TABLE } from "./morale-table.js";
import { type VividOptions, type VividOptionsInput, vividOptions } from "./options.js";

/**
 * Vivid's morale system for a set of options (VIV-AMB-6, 7, 22, 24, 41).
 *
 * @param options - vivid options
 * @returns the morale system
 * @example
 * ```ts
 * vividMoraleSystem({ moraleTester: "figure" }).tester; // "figure"
 * ```
 */
export function vividMoraleSystem(options: VividOptionsInput | null = {}): MoraleSystem {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return vividMoraleSystemOf(vividOptions(options));
}

/**
 * {@link vividMoraleSystem} of options already parsed (a game's, parsed once per step). @internal
 */
export function vividMoraleSystemOf(o: VividOptions): MoraleSystem {
  return {
    table: VIVID_MORALE_TABLE,
    notes: [],
    inspiredScope: o.inspiredScope,
    shootingFailMode: o.shootingFailMode,
    seeingRunModifier: o.seeingRunModifier,
    lonePcExempt: o.lonePcExempt,
    tester: o.moraleTester,
    commanderPresence: "fit",
    situationSchema: VividMoraleSituationSchema,
  };
}

/**
 * A vivid morale check (VIV-MOR-1..6, VIV-MOR-9, VIV-MOR-11, VIV-MOR-12): base morale by troop type
 * (10/8/6, the GM may change it), −1 adjacent after hand-to-hand, −1 per friendly killed within 2″, −1 no
 * leader or PC, −1 seeing a friendly run, +1 inspired leader; D10 at or under passes. A failure after
 * shooting retreats a full move (VIV-MOR-5), after hand-to-hand routs (VIV-MOR-6) or, under the optional
 * rule, is disrupted (VIV-MOR-12). Specialists and lone models never test (VIV-MOR-9); with hero immunity
 * good-guy PCs never test (VIV-MOR-11).
 *
 * @param unit - the testing unit (a lone figure is a unit of one: VIV-AMB-22)
 * @param situation - the trigger (VIV-MOR-1: `shooting` or `handToHand`; rugged's `chargeTarget`, `chargingShotAt` and `rally` are refused) and this turn's circumstances
 * @param options - vivid options
 * @returns a chance of `{ outcome, unit }`
 * @example
 * ```ts
 * const r = resolve(moraleCheck(guards, { trigger: "shooting", friendliesKilledNearby: 2, leaderPresent: false }), scriptedDice(["d10:8"]));
 * r.value.outcome; // { tested: true, target: 7, pass: false, result: "retreat", failed: [...] }
 * ```
 */
export function moraleCheck(unit: Unit, situation: VividMoraleSituation, options: VividOptionsInput | null = {}): Chance<MoraleResolution> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return checkMorale("vivid.moraleCheck", vividMoraleSystem(options), unit, situation);
}

/**
 * Rout recovery (VIV-MOR-7): at the start of each following turn a routing unit rolls a D6 and stops on a
 * 6 (a PC on 5–6); a disrupted unit rallies the same way (VIV-MOR-12, VIV-AMB-25).
 *
 * @param unit - the routing or disrupted unit
 * @param gmRollModifier - the GM's modifier to the die (VIV-GEN-1), added to the face
 * @returns a chance of `{ rolled, stops, unit }`
 * @example
 * ```ts
 * resolve(routRecovery(routingThugs), scriptedDice(["d6:5"])).value.stops; // false
 * resolve(routRecovery(routingThugs, 1), scriptedDice(["d6:5"])).value.stops; // true: the GM's +1
 * ```
 */
export function routRecovery(unit: Unit, gmRollModifier: number | null = 0): Chance<RallyResolution> {
  // docs/reliability.md: null for an optional argument means absent
  gmRollModifier ??= 0;
  return rollRoutRecovery("vivid.routRecovery", unit, [], gmRollModifier);
}

/**
 * {@link routRecovery} of a unit already validated (a game's own: issue 14, no zod per step): the same chance, dice
 * and trace. The unit is shared by every resolution, so it is frozen (in place: a game never changes its state).
 *
 * @param unit - the routing or disrupted unit, valid
 * @param gm - the GM's modifier to the die, -10 to 10
 * @returns a chance of `{ rolled, stops, unit }`
 * @internal
 * @example
 * ```ts
 * resolve(routRecoveryValidated(routingThugs, 0), scriptedDice(["d6:6"])).value.stops; // true
 * ```
 */
export function routRecoveryValidated(unit: Unit, gm: number): Chance<RallyResolution> {
  return routRecoveryOf(deepFreeze(unit), [], gm);
}

/**
 * The optional 50% rule (VIV-MOR-10, VIV-MOR-11, VIV-AMB-6): a side that has lost over half its figures
 * retires, its PCs with their men; units under an inspired leader are exempt with Inspired scope `both`.
 *
 * @param units - the side's units
 * @param startingFigures - the figures the side started with (default: every member listed)
 * @param options - vivid options
 * @returns the verdict
 * @example
 * ```ts
 * fiftyPercentRule([thugs]).retire; // true when 6 of 10 are dead
 * ```
 */
export function fiftyPercentRule(units: readonly Unit[], startingFigures?: number | null, options: VividOptionsInput | null = {}): FiftyPercentVerdict {
  // docs/reliability.md: null for an optional argument means absent
  startingFigures = absentIfNull(startingFigures);
  options ??= {};
  const o = vividOptions(options);
  return judgeFiftyPercent(units, startingFigures, o.inspiredScope, o.fiftyPercentCountsKnockedOut);
}
