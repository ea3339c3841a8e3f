// The optional 50% rule of vivid (VIV-MOR-10, VIV-MOR-11, VIV-AMB-6): a side that has lost over half its figures retires.
import { boundedArray, INPUT_LIMITS } from "../core/schema-kit.js";
import * as z from "zod/mini";
import { checkInt } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { type Figure, FigureSchema, type Unit, UnitSchema } from "./schemas.js";
import { isPlayerFigure } from "./wound-figure.js";
import { inspiredNeverFlees } from "./morale.js";

/**
 * The verdict of the 50% rule for one side.
 *
 * @example
 * ```ts
 * const v: FiftyPercentVerdict = { lost: 6, total: 10, retire: true, retiringUnitIds: ["thugs"], exemptUnitIds: [] };
 * ```
 */
export interface FiftyPercentVerdict {
  /** Figures lost (killed or removed; knocked out for the rest of the game too, unless the option says not: VIV-AMB-48). */
  readonly lost: number;
  /** Figures the side started with. */
  readonly total: number;
  /** Whether the side has lost over 50% and must retire (or the game ends as a good-guy win). */
  readonly retire: boolean;
  /** The units that retire, their PCs with them (VIV-MOR-11). */
  readonly retiringUnitIds: readonly string[];
  /** Units led by an inspired leader, exempt under VIV-AMB-6 'both'. */
  readonly exemptUnitIds: readonly string[];
}

const UnitsSchema = boundedArray(UnitSchema, INPUT_LIMITS.unitsPerSide);

/**
 * Applies the optional 50% rule to a side (VIV-MOR-10): when it has lost **over** 50% of its figures the
 * whole side retires, bad-guy PCs with their men (VIV-MOR-11); units led by an inspired leader are exempt
 * when Inspired Leadership's scope is `both` (VIV-AMB-6).
 *
 * @param units - the side's units, killed figures included
 * @param startingFigures - the figures the side started with (default: every member listed)
 * @param inspiredScope - VIV-AMB-6
 * @param countsKnockedOut - VIV-AMB-48: figures out for the rest of the game without being killed count as lost (default true)
 * @returns the verdict
 */
export function judgeFiftyPercent(
  units: readonly z.input<typeof UnitSchema>[],
  startingFigures: number | undefined,
  inspiredScope: "both" | "modifierOnly",
  countsKnockedOut = true,
): FiftyPercentVerdict {
  const fn = "fiftyPercentRule";
  return fiftyPercentValidated(fn, parseOrThrow(fn, UnitsSchema, units, "units"), startingFigures, inspiredScope, countsKnockedOut);
}

/**
 * {@link judgeFiftyPercent} of units already validated (a game's own state, DESIGN.md "Validate once, at the
 * edge"): the same verdict, without parsing the units again.
 *
 * @internal
 */
export function fiftyPercentValidated(
  fn: string,
  us: readonly Unit[],
  startingFigures: number | undefined,
  inspiredScope: "both" | "modifierOnly",
  countsKnockedOut = true,
): FiftyPercentVerdict {
  const listed = us.reduce((acc, u) => acc + u.members.length, 0);
  const total = startingFigures === undefined ? listed : checkInt(fn, "startingFigures", startingFigures, listed, 100_000);
  const standing = (m: Figure): boolean => m.status?.wound !== "killed" && m.status?.removed !== true && !(countsKnockedOut && outOfGame(m));
  const lost = total - us.reduce((acc, u) => acc + u.members.filter(standing).length, 0);
  // ruling VIV-AMB-48: figures out for the game (mercy bullets, the thimble) count as lost unless the option says not
  const retire = lost * 2 > total;
  const inspired = (u: (typeof us)[number]): boolean => inspiredNeverFlees(inspiredScope, u);
  const exemptUnitIds = us.filter(inspired).map((u) => u.id);
  const retiringUnitIds = retire ? us.filter((u) => !inspired(u)).map((u) => u.id) : [];
  return { lost, total, retire, retiringUnitIds, exemptUnitIds };
}

/**
 * Whether a figure is out for the rest of the game without being killed: a non-PC knocked unconscious with
 * no turns of unconsciousness counted (mercy bullets, the Anesthetic Thimble: "may not be used for the
 * remainder of the game", VIV-GAD-5/7); a PC wakes on a D10 of 3 or less and a gassed figure after its turns.
 *
 * @param figure - a figure
 * @returns true when it is out for the game
 * @example
 * ```ts
 * outForTheGame({ id: "t", name: "Thug", class: "Combatant", status: { wound: "unconscious" } }); // true
 * ```
 */
export function outForTheGame(figure: Figure): boolean {
  return outOfGame(parseOrThrow("outForTheGame", FigureSchema, figure, "figure"));
}

/** {@link outForTheGame} of a figure already validated. */
function outOfGame(figure: Figure): boolean {
  const s = figure.status;
  return s?.wound === "unconscious" && s.unconsciousTurnsLeft === undefined && !isPlayerFigure(figure);
}
