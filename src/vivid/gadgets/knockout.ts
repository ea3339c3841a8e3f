// Knock-out gadgets that need no wound roll: the anesthetic gas grenade (VIV-GAD-3, VIV-AMB-26) and
// knockout drops (VIV-GAD-20). The turns of unconsciousness are the GM's (VIV-GM-8), always an input.
import { type Chance, constant, die } from "../../core/chance.js";
import { checkInt } from "../../core/errors.js";
import { parseOrThrow } from "../../core/validate.js";
import { type Figure, FigureSchema } from "../../family/schemas.js";
import { isPlayerFigure } from "../../family/wound-figure.js";
import { luckRoll } from "../luck.js";
import { type VividOptionsInput, vividOptions } from "../options.js";
import { VIVID_GADGETS } from "./catalogue.js";
import { checkInches, gadgetOfKind, isDown, withoutKeys } from "./counters.js";
import type { Gadget } from "./schema.js";

/**
 * A figure knocked out for a number of turns (0: until woken or the game ends).
 *
 * @param figure - the figure
 * @param turns - turns of unconsciousness (0: no count)
 * @returns a new figure, unconscious
 * @example
 * ```ts
 * knockedOut(thug, 2).status?.unconsciousTurnsLeft; // 2
 * ```
 */
export function knockedOut(figure: Figure, turns: number): Figure {
  const fn = "vivid.knockedOut";
  return knockedOutFigure(parseOrThrow(fn, FigureSchema, figure, "figure"), checkInt(fn, "turns", turns, 0, MAX_TURNS));
}

/** The most turns of unconsciousness a figure may be given (far above any game's length). */
const MAX_TURNS = 100_000;

/** {@link knockedOut} of a figure already validated. */
function knockedOutFigure(figure: Figure, turns: number): Figure {
  const rest = withoutKeys(figure.status ?? {}, ["unconsciousTurnsLeft"]);
  return { ...figure, status: turns > 0 ? { ...rest, wound: "unconscious", unconsciousTurnsLeft: turns } : { ...rest, wound: "unconscious" } };
}

/**
 * What an anesthetic gas grenade did to one figure.
 *
 * @example
 * ```ts
 * const r: GasGrenadeResult = { inBurst: true, heldBreath: true, leaves: "now", figure };
 * ```
 */
export interface GasGrenadeResult {
  /** The figure was inside the burst radius. */
  readonly inBurst: boolean;
  /** It held its breath (D10 at or under 3). */
  readonly heldBreath: boolean;
  /** A breath-holder leaves the radius `now` (a free move) or `afterInactiveTurn` (VIV-AMB-26); `stays` otherwise. */
  readonly leaves: "now" | "afterInactiveTurn" | "stays";
  /** The figure afterwards: unconscious, or inactive for its next side turn (`inactiveTurnsLeft: 1`). */
  readonly figure: Figure;
}

/**
 * The GM's settings of a gas grenade (VIV-GM-8), decided before the game: never defaulted.
 *
 * @example
 * ```ts
 * const gm: GasGrenadeGm = { unconsciousTurns: 3 };
 * ```
 */
export interface GasGrenadeGm {
  /** Turns of unconsciousness the gas produces (0: for the rest of the game unless revived). */
  readonly unconsciousTurns: number;
}

/**
 * An anesthetic gas grenade on one figure (VIV-GAD-3): inside the 4" burst a D10 of 3 or less holds the
 * breath (P 3/10), otherwise the figure is unconscious for the GM's turns (it can be carried off or
 * captured, and is not to be killed); a figure already killed or unconscious rolls nothing. A breath-holder must leave the radius and may not move or shoot in
 * its next turn; by default it moves out at once, as a free move (VIV-AMB-26, option `gasHoldersMove`).
 *
 * @param figure - a figure near the burst
 * @param distance - inches from the point of the burst
 * @param gm - the GM's strength of the gas (VIV-GM-8)
 * @param settings - the grenade (default the catalogue's) and vivid options
 * @returns a chance of `{ inBurst, heldBreath, leaves, figure }`
 * @example
 * ```ts
 * resolve(gasGrenade(thug, 2, { unconsciousTurns: 3 }), scriptedDice(["d10:4"])).value.figure.status?.wound; // "unconscious"
 * ```
 */
export function gasGrenade(
  figure: Figure,
  distance: number,
  gm: GasGrenadeGm,
  settings: { readonly grenade?: Gadget; readonly options?: VividOptionsInput } | null = {},
): Chance<GasGrenadeResult> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const fn = "vivid.gasGrenade";
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const { effect } = gadgetOfKind(fn, settings.grenade ?? VIVID_GADGETS.anestheticGasGrenade, "knockoutGas");
  checkInches(fn, "distance", distance);
  const turns = checkInt(fn, "gm.unconsciousTurns", (gm as GasGrenadeGm | undefined)?.unconsciousTurns, 0, 100);
  const o = vividOptions(settings.options ?? {});
  if (distance > effect.radiusInches) return constant<GasGrenadeResult>({ inBurst: false, heldBreath: false, leaves: "stays", figure: f });
  if (isDown(f)) return constant<GasGrenadeResult>({ inBurst: true, heldBreath: false, leaves: "stays", figure: f });
  // ruling VIV-AMB-26: breath-holders move out at once and are inactive next turn (or wait out the turn, then leave)
  const leaves = o.gasHoldersMove === "freeMoveThenInactive" ? "now" : "afterInactiveTurn";
  const held: Figure = { ...f, status: { ...f.status, inactiveTurnsLeft: 1 } };
  return die("d10", { purpose: `${f.name}: hold breath (${String(effect.holdBreathOnOrBelow)} or less)`, rule: "VIV-GAD-3" })
    .map((face) => face <= effect.holdBreathOnOrBelow)
    .map(
      (ok): GasGrenadeResult =>
        ok
          ? { inBurst: true, heldBreath: true, leaves, figure: held }
          : { inBurst: true, heldBreath: false, leaves: "stays", figure: knockedOutFigure(f, turns) },
    )
    .traced([], (r) => [
      {
        type: "note",
        rule: r.heldBreath ? "VIV-AMB-26" : "VIV-GAD-3",
        text: r.heldBreath
          ? `holds its breath: leaves the burst ${leaves === "now" ? "at once" : "after its inactive turn"}, may not move or shoot next turn`
          : `unconscious${turns > 0 ? ` for ${String(turns)} turns` : ""}`,
      },
    ]);
}

/**
 * What knockout drops did.
 *
 * @example
 * ```ts
 * const r: KnockoutDropsResult = { avoided: true, figure: jack };
 * ```
 */
export interface KnockoutDropsResult {
  /** A PC got wise and poured the drink into a potted plant (a passed luck roll). */
  readonly avoided: boolean;
  /** The victim afterwards. */
  readonly figure: Figure;
}

/**
 * Knockout drops in a victim's food or drink (VIV-GAD-20): unconscious at once for the GM's turns
 * (typically 2, VIV-GM-8); a PC victim may avoid them with a luck roll (VIV-LUCK-3, Charmed Life re-rolls).
 *
 * @param victim - the figure drugged
 * @param durationTurns - the GM's turns of unconsciousness (VIV-GM-8; 2 is usually enough)
 * @param settings - vivid options (Near Sighted caps the luck)
 * @returns a chance of `{ avoided, figure }`
 * @example
 * ```ts
 * odds(knockoutDrops(jack, 2).map((r) => r.avoided)).probability(true).toString(); // "1/2" with Luck 5
 * ```
 */
export function knockoutDrops(
  victim: Figure,
  durationTurns: number,
  settings: { readonly options?: VividOptionsInput } | null = {},
): Chance<KnockoutDropsResult> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const fn = "vivid.knockoutDrops";
  const f = parseOrThrow(fn, FigureSchema, victim, "victim");
  const turns = checkInt(fn, "durationTurns", durationTurns, 0, 100);
  const out: KnockoutDropsResult = { avoided: false, figure: knockedOutFigure(f, turns) };
  const note = { type: "note", rule: "VIV-GAD-20", text: `knocked out${turns > 0 ? ` for ${String(turns)} turns` : ""}` } as const;
  if (!isPlayerFigure(f)) return constant(out).traced([note]);
  return luckRoll(f, { purpose: "got wise to the Mickey Finn", options: settings.options ?? {} }).map((r) => (r.pass ? { avoided: true, figure: f } : out));
}
