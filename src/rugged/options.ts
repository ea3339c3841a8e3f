// The options of rugged: every ruling of catalogue §1.3 marked "Option? Yes", each key citing its id and
// defaulting as the catalogue says. Parse with `RuggedOptionsSchema` (missing keys take the defaults).
import { strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import { parseOrThrow } from "../core/validate.js";

/** A missing rugged subsystem: vivid's module (the default) or one the app supplies (RUG-AMB-1). */
const Module = z.enum({
  /** Use vivid's rule (marked "not from rugged text" in every trace). */
  vivid: "vivid",
  /** Use an implementation the app passes in. */
  custom: "custom",
} as const);

/**
 * The rulings of rugged that are options (catalogue §1.3), with their defaults.
 *
 * @example
 * ```ts
 * validate(RuggedOptionsSchema, {}).ok; // true (every default filled)
 * ```
 */
export const RuggedOptionsSchema = strictObject({
  /** RUG-AMB-1: the hand-to-hand module (page missing); default 'vivid'. */
  handToHand: z._default(Module, "vivid"),
  /** RUG-AMB-1: the wound table module (page missing); default 'vivid'. */
  woundTable: z._default(Module, "vivid"),
  /** RUG-AMB-1: the morale module (page missing); default 'vivid'. */
  morale: z._default(Module, "vivid"),
  /** RUG-AMB-2: the luck of a D10 face 4, which the table lists twice; default 5 (alternative 4: first row wins). */
  luckFace4: z._default(z.union([z.literal(5), z.literal(4)]), 5),
  /** RUG-AMB-3: rounding of "D6 divided by 2" traits; default 'up' (1,1,2,2,3,3). */
  traitRounding: z._default(
    z.enum({
      /** Round up. */
      up: "up",
      /** Round down (a 1 gives no trait). */
      down: "down",
    } as const),
    "up",
  ),
  /** RUG-AMB-7: when the unspotted halving applies; default 'last' (after every additive modifier). */
  unspottedOrder: z._default(
    z.enum({
      /** Halve after the additive modifiers. */
      last: "last",
      /** Halve the base number, then add the modifiers. */
      first: "first",
    } as const),
    "last",
  ),
  /** RUG-AMB-7: rounding of the unspotted halving; default 'up'. */
  unspottedRounding: z._default(
    z.enum({
      /** Round up, as the march Field Craft does. */
      up: "up",
      /** Round down. */
      down: "down",
    } as const),
    "up",
  ),
  /** RUG-AMB-30: where the GM's modifier to a shot goes when the target is not spotted; default 'afterHalving' (the GM's last word). */
  gmModifierOrder: z._default(
    z.enum({
      /** Added after the unspotted halving. */
      afterHalving: "afterHalving",
      /** Added with the other modifiers, then halved with them. */
      beforeHalving: "beforeHalving",
    } as const),
    "afterHalving",
  ),
  /** RUG-AMB-10: the lowest final shooting hit number; default 0 (no floor: n <= 0 never hits); 1 makes a 1 always hit. */
  shootingMinHit: z._default(z.union([z.literal(0), z.literal(1)]), 0),
  /** RUG-AMB-13: Strong Like Ox; default 'threeWounds+firstKillDowngrade'. */
  oxMode: z._default(
    z.enum({
      /** Three wounds to kill; the first Killed becomes a wound that counts toward them; the second Killed kills. */
      "threeWounds+firstKillDowngrade": "threeWounds+firstKillDowngrade",
      /** Only the first Killed becomes a wound; otherwise normal wounds. */
      firstKillDowngradeOnly: "firstKillDowngradeOnly",
    } as const),
    "threeWounds+firstKillDowngrade",
  ),
  /** RUG-AMB-14: dice of a Lewis gun fired by one figure; default 4 ("always rolls 4"), alternative 2. */
  lewisSingleCrewDice: z._default(z.union([z.literal(4), z.literal(2)]), 4),
  /** RUG-AMB-15: whole turns a Maxim needs after the turn it moved before it may fire; default 1 (fires from t+2). */
  maximSetupTurns: z._default(z.number().check(z.int(), z.gte(0), z.lte(10)), 1),
  /** RUG-AMB-17: turns a figure must stay stationary or use Combat after its run limit; default 1. */
  postRunRestTurns: z._default(z.number().check(z.int(), z.gte(0), z.lte(10)), 1),
  /** RUG-AMB-20: field of view of figures without Blind Eye, degrees; default 360. */
  defaultFieldOfViewDeg: z._default(z.number().check(z.gte(0), z.lte(360)), 360),
  /** RUG-AMB-27: Eagle Eye with Near Sighted; default 'capWins' (Field Craft 6, validation warns); 'forbid' makes it an error. */
  eagleEyeVsNearSighted: z._default(
    z.enum({
      /** The cap wins: Field Craft 6. */
      capWins: "capWins",
      /** The combination is rejected by the trait validator. */
      forbid: "forbid",
    } as const),
    "capWins",
  ),
});

/**
 * Rugged's options, every key filled (see {@link RuggedOptionsSchema}).
 *
 * @example
 * ```ts
 * const options: RuggedOptions = ruggedOptions({ luckFace4: 4 });
 * ```
 */
export type RuggedOptions = z.infer<typeof RuggedOptionsSchema>;

/**
 * Rugged's options as an app may pass them: any key may be left out.
 *
 * @example
 * ```ts
 * const input: RuggedOptionsInput = { unspottedRounding: "down" };
 * ```
 */
export type RuggedOptionsInput = z.input<typeof RuggedOptionsSchema>;

/**
 * Fills rugged's options with the catalogue's defaults and checks them.
 *
 * @param options - some or no options
 * @returns every option, defaults filled in
 * @throws RulesError INVALID_INPUT naming the bad key
 * @example
 * ```ts
 * ruggedOptions({ luckFace4: 4 }).traitRounding; // "up"
 * ```
 */
export function ruggedOptions(options: RuggedOptionsInput | null = {}): RuggedOptions {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return parseOrThrow("rugged.options", RuggedOptionsSchema, options, "options");
}
