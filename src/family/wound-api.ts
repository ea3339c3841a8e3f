// The public shape of a wound resolution, shared by rugged and vivid: validate, resolve, apply.
import { boundedArray, INPUT_LIMITS } from "../core/schema-kit.js";
import type { Chance } from "../core/chance.js";
import { checkInt } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { type Figure, FigureSchema } from "./schemas.js";
import { figureWounds, type OxFlag, withWoundOutcome } from "./wound-figure.js";
import { type WoundHit, WoundHitSchema } from "./wound-table.js";
import type { VestInput, WoundConversion, WoundOutcome, WoundRules } from "./wounds.js";

/**
 * What a wound resolution produces: the outcome step by step, and the hit figure afterwards (a new object).
 *
 * @example
 * ```ts
 * const { outcome, figure } = resolve(resolveWounds(pc, [{}]), seededDice(1)).value;
 * ```
 */
export interface WoundResolution {
  /** Each step of the resolution (worst roll, Ox, luck, final result, new state). */
  readonly outcome: WoundOutcome;
  /** The figure with the outcome applied. */
  readonly figure: Figure;
}

/**
 * Settings of one wound resolution that are not options.
 *
 * @example
 * ```ts
 * const settings: WoundSettings = { useLuck: false, turn: 3 };
 * ```
 */
export interface WoundSettings {
  /** Whether the player rolls luck against a bad result (RUG-LUCK-2 "may"; default true). */
  readonly useLuck?: boolean | undefined;
  /** The game turn, recorded as the turn of death (Medical Training, Cliff-hanger). */
  readonly turn?: number | undefined;
}

/** What a system's own gadgets add to a wound resolution: a conversion and a vest. */
export interface WoundGadgets {
  /** A gadget's conversion of the result. */
  readonly conversion?: WoundConversion | undefined;
  /** The figure's bullet-proof vest rolls before each hit; absent: the vest the figure carries, if any (`figure.gadgets`). */
  readonly vest?: VestInput | undefined;
}

const HitsSchema = boundedArray(WoundHitSchema, INPUT_LIMITS.listLength);

/** Validates, resolves and applies the hits on one figure. */
export function woundsChance(
  fn: string,
  rules: WoundRules,
  figure: Figure,
  hits: readonly WoundHit[],
  oxFlag: OxFlag,
  settings: WoundSettings,
  gadgets: WoundGadgets = {},
): Chance<WoundResolution> {
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const h = parseOrThrow(fn, HitsSchema, hits, "hits");
  checkInt(fn, "hits.length", h.length, 0, 100);
  const turn = settings.turn === undefined ? undefined : checkInt(fn, "settings.turn", settings.turn, 0, 100_000);
  return woundsChanceValidated(fn, rules, f, h, oxFlag, settings.useLuck !== false, turn, gadgets);
}

/**
 * {@link woundsChance} of a figure and hits already validated (a named call parsed its input at the edge, issue
 * 16): the same chance, dice and trace, without parsing them again.
 *
 * @param fn - the public function name, for errors
 * @param rules - the system's wound rules
 * @param f - the figure hit, valid
 * @param h - one entry per hit, valid (at most 100)
 * @param oxFlag - where the system keeps the Ox flag
 * @param useLuck - whether the player rolls luck
 * @param turn - the game turn, if any
 * @param gadgets - the system's conversion and vest
 * @returns a chance of `{ outcome, figure }`
 * @internal
 */
export function woundsChanceValidated(
  fn: string,
  rules: WoundRules,
  f: Figure,
  h: readonly WoundHit[],
  oxFlag: OxFlag,
  useLuck: boolean,
  turn: number | undefined,
  gadgets: WoundGadgets = {},
): Chance<WoundResolution> {
  return figureWounds(fn, rules, f, h, oxFlag, useLuck, gadgets.conversion, gadgets.vest).map((outcome) => ({
    outcome,
    figure: withWoundOutcome(f, outcome, oxFlag, turn),
  }));
}
