// The options of vivid: every ruling of catalogue §2.3 marked "Option? Yes", each key citing its id and
// defaulting as the catalogue says. Parse with `VividOptionsSchema` (missing keys take the defaults).
import { strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import { parseOrThrow } from "../core/validate.js";

const turns = z.number().check(z.int(), z.gte(0), z.lte(100));
const inches = z.number().check(z.gte(0), z.lte(1000));

/**
 * The rulings of vivid that are options (catalogue §2.3), with their defaults.
 *
 * @example
 * ```ts
 * validate(VividOptionsSchema, { woundDie: 6 }).ok; // true
 * ```
 */
export const VividOptionsSchema = strictObject({
  /** VIV-AMB-1: the luck of a D10 face 4, listed in two rows; default 5 (alternative 4: first row wins). */
  luckFace4: z._default(z.union([z.literal(5), z.literal(4)]), 5),
  /** VIV-AMB-2: the wound die; default 6 (the table's header), alternative 10 (the text; totals >= 5 Killed). */
  woundDie: z._default(z.union([z.literal(6), z.literal(10)]), 6),
  /** VIV-AMB-5: what Near Sighted caps at 6; default 'luck', alternative 'none'. */
  nearSightedCaps: z._default(
    z.enum({
      /** Luck may never exceed 6. */
      luck: "luck",
      /** No mechanical effect. */
      none: "none",
    } as const),
    "luck",
  ),
  /** VIV-AMB-6: Inspired Leadership's scope; default 'both' (+1 on checks, ignores shooting retreats, exempt from the 50% rule). */
  inspiredScope: z._default(
    z.enum({
      /** The +1 and the never-flee clause both apply. */
      both: "both",
      /** Only the +1 of the morale table. */
      modifierOnly: "modifierOnly",
    } as const),
    "both",
  ),
  /** VIV-AMB-7: a failed morale check caused by shooting; default 'retreatEveryFail'. */
  shootingFailMode: z._default(
    z.enum({
      /** Every failure means a retreat. */
      retreatEveryFail: "retreatEveryFail",
      /** The first failure has no effect; later ones ("another") retreat. */
      firstFailNoEffect: "firstFailNoEffect",
    } as const),
    "retreatEveryFail",
  ),
  /** VIV-AMB-8: Strong Like An Ox ignores the first Wounded or Killed result 'perTurn' (default) or once 'perGame'. */
  oxScope: z._default(
    z.enum({
      /** The first result of each game turn. */
      perTurn: "perTurn",
      /** The first result of the game. */
      perGame: "perGame",
    } as const),
    "perTurn",
  ),
  /** VIV-AMB-9: the Death Ray's profile; default 'gadget' (no range limit, base 6), alternative 'table' (4 dice, 10"/20", base 4). */
  deathRaySource: z._default(
    z.enum({
      /** The gadget text: unlimited range with line of sight, base 6. */
      gadget: "gadget",
      /** The weapon table row. */
      table: "table",
    } as const),
    "gadget",
  ),
  /** VIV-AMB-10: the longest Ancient Training flight, inches; default 12 (from rugged). */
  ancientTrainingMaxInches: z._default(inches, 12),
  /** VIV-AMB-11: turns after a death in which Medical Training may still revive a PC; default 3 (turn t+3 inclusive). */
  medicWindowTurns: z._default(turns, 3),
  /** VIV-AMB-12: a zombie's "combat speed", inches; default 4. */
  zombieMoveInches: z._default(inches, 4),
  /** VIV-AMB-13: a tied initiative roll; default 'reroll', alternative 'previousWinner'. */
  initiativeTie: z._default(
    z.enum({
      /** Both sides roll again. */
      reroll: "reroll",
      /** The side that won the previous turn wins. */
      previousWinner: "previousWinner",
    } as const),
    "reroll",
  ),
  /** VIV-AMB-16: dice of a Lewis gun fired by one figure; default 4, alternative 2. */
  lewisSingleCrewDice: z._default(z.union([z.literal(4), z.literal(2)]), 4),
  /** VIV-AMB-17: whole turns a Maxim needs after the turn it moved; default 1 (as RUG-AMB-15). */
  maximSetupTurns: z._default(turns, 1),
  /** VIV-AMB-18: the anchor of following fire; default 'previousHit' (the most recent target hit), alternative 'firstHit'. */
  followAnchor: z._default(
    z.enum({
      /** Within 4" of the most recent target hit. */
      previousHit: "previousHit",
      /** Within 4" of the first target hit. */
      firstHit: "firstHit",
    } as const),
    "previousHit",
  ),
  /** VIV-AMB-44: the next target of following fire after a hit; default 'nearestThenSame' (the nearest figure not yet hit within 4", else the same figure: no die discarded), alternative 'distinctOnly'. */
  followingFireTarget: z._default(
    z.enum({
      /** The nearest figure not yet hit within 4", else the figure just hit. */
      nearestThenSame: "nearestThenSame",
      /** Only figures not yet hit; with none in reach the remaining dice are not rolled. */
      distinctOnly: "distinctOnly",
    } as const),
    "nearestThenSame",
  ),
  /** VIV-AMB-20: the lowest final shooting hit number; default 0 (no floor), alternative 1. */
  shootingMinHit: z._default(z.union([z.literal(0), z.literal(1)]), 0),
  /** VIV-AMB-21: hit allocation when the GM asks for random allocation; default 'random' (a PC shooter picks on D6 5-6), alternative 'shooterChooses'. */
  allocation: z._default(
    z.enum({
      /** Random, except a PC shooter picks on a D6 of 5-6. */
      random: "random",
      /** The shooter chooses every target. */
      shooterChooses: "shooterChooses",
    } as const),
    "random",
  ),
  /** VIV-AMB-22: who tests morale; default 'unit' (units as one; lone figures alone), alternative 'figure'. */
  moraleTester: z._default(
    z.enum({
      /** Each unit tests as one; figures not in a unit test alone. */
      unit: "unit",
      /** Every figure tests. */
      figure: "figure",
    } as const),
    "unit",
  ),
  /** VIV-AMB-24: "seeing a friendly within 2\" run"; default 'once' per check, alternative 'perFigure'. */
  seeingRunModifier: z._default(
    z.enum({
      /** -1 once per check. */
      once: "once",
      /** -1 per friendly seen running. */
      perFigure: "perFigure",
    } as const),
    "once",
  ),
  /** VIV-AMB-26: gas-grenade breath-holders; default 'freeMoveThenInactive', alternative 'inactiveInPlace'. */
  gasHoldersMove: z._default(
    z.enum({
      /** They move out at once, then are inactive for their next side turn. */
      freeMoveThenInactive: "freeMoveThenInactive",
      /** They stay inactive where they are for their next side turn, then move out. */
      inactiveInPlace: "inactiveInPlace",
    } as const),
    "freeMoveThenInactive",
  ),
  /** VIV-AMB-28: gas conversion versus luck; default 'convertThenLuck' (VIV-WOUND-7), alternative 'luckThenConvert'. */
  gasLuckOrder: z._default(
    z.enum({
      /** Wounded -> Killed first, then luck may step it down. */
      convertThenLuck: "convertThenLuck",
      /** Luck first, then the conversion. */
      luckThenConvert: "luckThenConvert",
    } as const),
    "convertThenLuck",
  ),
  /** VIV-AMB-29: whether the bullet-proof vest applies to mercy bullets; default true. */
  mercyVestApplies: z._default(z.boolean(), true),
  /** VIV-AMB-33: a whip's hand-to-hand reach, inches; default 3 (0: base contact only). */
  whipReachInches: z._default(inches, 3),
  /**
   * VIV-AMB-45: the Impervious Suit / War Pants −4 (VIV-SHOOT-3) in a unit that also holds unarmoured figures;
   * default 'perFigure' (the volley is rolled at the unit's hit number, and a hit allocated to an armoured figure
   * counts only if its die also makes the number −4), alternative 'wholeUnitOnly' (the −4 only when every member
   * is armoured; a mixed unit is hit at the unit's number, suits included).
   */
  armouredInMixedUnit: z._default(
    z.enum({
      /** A hit on an armoured figure of a mixed unit counts only if its die also makes the number −4. */
      perFigure: "perFigure",
      /** The −4 only when every member is armoured. */
      wholeUnitOnly: "wholeUnitOnly",
    } as const),
    "perFigure",
  ),
  /** VIV-AMB-35: the flash grenade's throw range, inches; default 6 (thrown-spear short range). */
  flashGrenadeRangeInches: z._default(inches, 6),
  /** VIV-AMB-43: Strong Like An Ox against several hits resolved together; default 'firstAbsorbed' (the first Wounded or Killed result in roll order), alternative 'worstAbsorbed'. */
  oxMultiHit: z._default(
    z.enum({
      /** The first Wounded or Killed result in roll order is absorbed; the worst of the rest counts. */
      firstAbsorbed: "firstAbsorbed",
      /** The worst result is absorbed; the worst of the rest counts. */
      worstAbsorbed: "worstAbsorbed",
    } as const),
    "firstAbsorbed",
  ),
  /** VIV-AMB-48: whether the 50% rule counts figures out for the game without being killed (mercy bullets, the thimble) as lost; default true. */
  fiftyPercentCountsKnockedOut: z._default(z.boolean(), true),
  /** VIV-AMB-41: whether a lone PC is exempt from morale like a specialist; default false. */
  lonePcExempt: z._default(z.boolean(), false),
});

/**
 * Vivid's options, every key filled (see {@link VividOptionsSchema}).
 *
 * @example
 * ```ts
 * const options: VividOptions = vividOptions({ woundDie: 10 });
 * ```
 */
export type VividOptions = z.infer<typeof VividOptionsSchema>;

/**
 * Vivid's options as an app may pass them: any key may be left out.
 *
 * @example
 * ```ts
 * const input: VividOptionsInput = { initiativeTie: "previousWinner" };
 * ```
 */
export type VividOptionsInput = z.input<typeof VividOptionsSchema>;

/**
 * Fills vivid's options with the catalogue's defaults and checks them.
 *
 * @param options - some or no options
 * @returns every option, defaults filled in
 * @throws RulesError INVALID_INPUT naming the bad key
 * @example
 * ```ts
 * vividOptions({ woundDie: 10 }).initiativeTie; // "reroll"
 * ```
 */
export function vividOptions(options: VividOptionsInput | null = {}): VividOptions {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return parseOrThrow("vivid.options", VividOptionsSchema, options, "options");
}
