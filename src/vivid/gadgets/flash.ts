// The flash grenade (VIV-GAD-9, VIV-AMB-35) and the turn-by-turn countdown of gadget states (stun,
// inactive turns, frenzy, unconsciousness).
import { RulesError } from "../../core/errors.js";
import { checkReadable, parseOrThrow } from "../../core/validate.js";
import { type Figure, FigureSchema } from "../../family/schemas.js";
import { type VividOptionsInput, vividOptions } from "../options.js";
import { VIVID_GADGETS } from "./catalogue.js";
import { checkInches, gadgetOfKind } from "./counters.js";
import type { Gadget } from "./schema.js";
import { awakeFigure } from "./unconscious.js";

/**
 * A figure near a flash grenade's impact point.
 *
 * @example
 * ```ts
 * const t: FlashTarget = { figure: thug, distance: 5, warned: false };
 * ```
 */
export interface FlashTarget {
  /** The figure. */
  readonly figure: Figure;
  /** Inches from the impact point (the GM places it, VIV-GM-8). */
  readonly distance: number;
  /** The thrower or its immediate unit, warned in advance: immune. */
  readonly warned: boolean;
}

/**
 * What a flash grenade did.
 *
 * @example
 * ```ts
 * const r: FlashResult = { thrown: false, reason: "OUT_OF_RANGE", stunned: [], figures: [] };
 * ```
 */
export interface FlashResult {
  /** It was thrown (within the throw range). */
  readonly thrown: boolean;
  /** Why not: `OUT_OF_RANGE`. */
  readonly reason?: "OUT_OF_RANGE" | undefined;
  /** Ids of the figures stunned. */
  readonly stunned: readonly string[];
  /** Every target afterwards, in input order (stunned ones with `status.stunned`). */
  readonly figures: readonly Figure[];
}

/**
 * A flash grenade thrown at the start of the thrower's side turn (VIV-GAD-9, VIV-AMB-35): every enemy
 * within 8" of the impact point is stunned, unable to move or shoot (or fight back in hand-to-hand) for
 * the rest of the turn; the thrower and its immediate unit are immune. No dice. The throw reaches
 * `flashGrenadeRangeInches` (default 6", thrown-spear short range); farther is refused, as data.
 *
 * @param throwDistance - inches from the thrower to the impact point
 * @param targets - the figures around the impact point
 * @param settings - the grenade (default the catalogue's) and vivid options
 * @returns `{ thrown, stunned, figures }`
 * @example
 * ```ts
 * flashGrenade(5, [{ figure: thug, distance: 8, warned: false }]).stunned; // ["t1"]
 * ```
 */
export function flashGrenade(
  throwDistance: number,
  targets: readonly FlashTarget[],
  settings: { readonly grenade?: Gadget; readonly options?: VividOptionsInput } | null = {},
): FlashResult {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const fn = "vivid.flashGrenade";
  checkReadable(fn, "settings", settings);
  checkReadable(fn, "targets", targets);
  const { effect } = gadgetOfKind(fn, settings.grenade ?? VIVID_GADGETS.flashGrenade, "flash");
  checkInches(fn, "throwDistance", throwDistance);
  const list: unknown = targets;
  if (!Array.isArray(list)) throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "targets", value: targets, message: "expected an array" });
  const parsed = targets.map((t, i) => ({
    figure: parseOrThrow(fn, FigureSchema, (t as FlashTarget | undefined)?.figure, `targets[${String(i)}].figure`),
    distance: checkInches(fn, `targets[${String(i)}].distance`, t.distance),
    warned: t.warned,
  }));
  const figures = parsed.map((t) => t.figure);
  // ruling VIV-AMB-35: thrown at the start of the side turn, as far as the option's range (default 6"), no scatter
  if (throwDistance > vividOptions(settings.options ?? {}).flashGrenadeRangeInches) return { thrown: false, reason: "OUT_OF_RANGE", stunned: [], figures };
  const hit = parsed.map((t) => !t.warned && t.distance <= effect.radiusInches);
  return {
    thrown: true,
    stunned: parsed.filter((_, i) => hit[i]).map((t) => t.figure.id),
    figures: parsed.map((t, i) => (hit[i] === true ? { ...t.figure, status: { ...t.figure.status, stunned: true } } : t.figure)),
  };
}

/**
 * A figure's gadget states at the start of a new turn: the flash grenade's stun ends (it lasts that turn
 * only); a frenzy turn is used up (VIV-GAD-16); once no frenzy is left, an inactive turn (gas-grenade
 * breath-holders, VIV-AMB-26; the madness recovery turn) makes the figure unable to move or shoot this turn
 * (`stunned`); a counted unconsciousness runs down and the figure wakes when it reaches 0.
 *
 * @param figure - the figure
 * @returns a new figure
 * @example
 * ```ts
 * gadgetTurnStart({ ...thug, status: { inactiveTurnsLeft: 1 } }).status?.stunned; // true
 * ```
 */
export function gadgetTurnStart(figure: Figure): Figure {
  const f = parseOrThrow("vivid.gadgetTurnStart", FigureSchema, figure, "figure");
  const s = f.status;
  if (s === undefined) return f;
  const frenzy = Math.max(0, (s.frenzyTurnsLeft ?? 0) - 1);
  let inactive = s.inactiveTurnsLeft ?? 0;
  let stunned = false;
  if (frenzy === 0 && inactive > 0) {
    stunned = true;
    inactive -= 1;
  }
  let next: Figure = { ...f, status: { ...s, stunned, frenzyTurnsLeft: frenzy, inactiveTurnsLeft: inactive } };
  const out = s.unconsciousTurnsLeft;
  if (s.wound === "unconscious" && out !== undefined && out > 0) {
    next = out - 1 === 0 ? awakeFigure(next) : { ...next, status: { ...next.status, unconsciousTurnsLeft: out - 1 } };
  }
  return next;
}
