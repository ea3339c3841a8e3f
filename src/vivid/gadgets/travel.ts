// Gadgets that move a figure: the silk grappling line (VIV-GAD-1) and the rocket propelled zip wire
// (VIV-GAD-11, a luck roll).
import { absentIfNull } from "../../core/schema-kit.js";
import { type Chance, constant } from "../../core/chance.js";
import { checkInt, RulesError } from "../../core/errors.js";
import { parseOrThrow } from "../../core/validate.js";
import { type Figure, FigureSchema } from "../../family/schemas.js";
import { luckRoll } from "../luck.js";
import type { VividOptionsInput } from "../options.js";
import { VIVID_GADGETS } from "./catalogue.js";
import { checkInches, gadgetOfKind } from "./counters.js";
import type { Gadget } from "./schema.js";

/**
 * A climb with the grappling line.
 *
 * @example
 * ```ts
 * const c: ClimbResult = { possible: true, movementUsed: 6, movementLeft: 0 };
 * ```
 */
export interface ClimbResult {
  /** The line reaches the top. */
  readonly possible: boolean;
  /** Why not: `TOO_HIGH` (more than 3 storeys). */
  readonly reason?: "TOO_HIGH" | undefined;
  /** Inches of movement the climb uses. */
  readonly movementUsed: number;
  /** Inches left to move past the obstacle or across the roof. */
  readonly movementLeft: number;
}

/**
 * Scaling a wall with the silk grappling line (VIV-GAD-1): it reaches up to 3 storeys; a 2-storey building
 * takes one whole turn of movement; any other height costs what the GM decides (VIV-GM-8: an input, needed
 * then); excess movement may be used beyond the obstacle or on the roof.
 *
 * @param storeys - the obstacle's height in storeys (1..100)
 * @param allowance - the figure's movement allowance this turn, inches
 * @param gmMovementCost - the GM's cost in inches for a height other than 2 storeys
 * @param line - the line (default the catalogue's)
 * @returns `{ possible, movementUsed, movementLeft }`
 * @example
 * ```ts
 * grapplingLine(2, 6).movementLeft; // 0
 * grapplingLine(1, 6, 2).movementLeft; // 4
 * ```
 */
export function grapplingLine(
  storeys: number,
  allowance: number,
  gmMovementCost?: number | null,
  line: Gadget | null = VIVID_GADGETS.grapplingLine,
): ClimbResult {
  // docs/reliability.md: null for an optional argument means absent
  gmMovementCost = absentIfNull(gmMovementCost);
  line ??= VIVID_GADGETS.grapplingLine;
  const fn = "vivid.grapplingLine";
  const { effect } = gadgetOfKind(fn, line, "climb");
  checkInt(fn, "storeys", storeys, 1, 100);
  checkInches(fn, "allowance", allowance);
  if (storeys > effect.maxStoreys) return { possible: false, reason: "TOO_HIGH", movementUsed: 0, movementLeft: allowance };
  if (storeys === effect.fullMoveStoreys) return { possible: true, movementUsed: allowance, movementLeft: 0 };
  if (gmMovementCost === undefined) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "gmMovementCost",
      value: gmMovementCost,
      message: `the GM decides the movement for ${String(storeys)} storeys (VIV-GM-8): pass it`,
    });
  }
  const cost = Math.min(allowance, checkInches(fn, "gmMovementCost", gmMovementCost));
  return { possible: true, movementUsed: cost, movementLeft: allowance - cost };
}

/**
 * A zip-wire shot: where the PC ends up.
 *
 * @example
 * ```ts
 * const z: ZipWireResult = { fired: true, arrived: true, furtherMoveInches: 0 };
 * ```
 */
export interface ZipWireResult {
  /** The wire was fired (the conditions were met). */
  readonly fired: boolean;
  /** Why not: `MOVED` (not stationary in the movement phase), `OUT_OF_RANGE` (beyond 14"), `NOT_LOWER` (the anchor must be lower). */
  readonly reason?: "MOVED" | "OUT_OF_RANGE" | "NOT_LOWER" | undefined;
  /** The PC zipped down: it ends the turn at the anchor point, may not move farther, but may still shoot or fight. */
  readonly arrived: boolean;
  /** Inches the PC may still move this turn: 0 after a zip, half the chosen rate after a miss. */
  readonly furtherMoveInches: number;
}

/**
 * What the zip wire needs (VIV-GM-8 heights).
 *
 * @example
 * ```ts
 * const shot: ZipWireShot = { stationary: true, distance: 12, anchorLower: true, fallbackRate: 6 };
 * ```
 */
export interface ZipWireShot {
  /** The PC stayed stationary in the movement phase. */
  readonly stationary: boolean;
  /** Inches to the anchor point. */
  readonly distance: number;
  /** The anchor point is lower than the PC (the GM judges heights). */
  readonly anchorLower: boolean;
  /** The movement rate the player chooses if the wire misses (half of it may be used). */
  readonly fallbackRate: number;
}

/**
 * The rocket propelled zip wire (VIV-GAD-11): a stationary PC fires it up to 14" to a lower point and zips
 * down in the same turn on a passed luck roll (VIV-LUCK-3, Charmed Life re-rolls); it ends the turn at the
 * anchor and moves no farther, but may shoot or fight. On a failed roll the wire misses, and the PC may use
 * up to half of any other movement rate.
 *
 * @param pc - the PC
 * @param shot - stationary, distance, lower anchor, the rate for a miss
 * @param settings - the wire (default the catalogue's), vivid options
 * @returns a chance of `{ fired, arrived, furtherMoveInches }`
 * @example
 * ```ts
 * resolve(zipWire(jack, { stationary: true, distance: 12, anchorLower: true, fallbackRate: 6 }), scriptedDice(["d10:7"])).value.furtherMoveInches; // 3
 * ```
 */
export function zipWire(
  pc: Figure,
  shot: ZipWireShot,
  settings: { readonly wire?: Gadget; readonly options?: VividOptionsInput } | null = {},
): Chance<ZipWireResult> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const fn = "vivid.zipWire";
  const f = parseOrThrow(fn, FigureSchema, pc, "pc");
  const { effect } = gadgetOfKind(fn, settings.wire ?? VIVID_GADGETS.zipWire, "zipWire");
  const distance = checkInches(fn, "shot.distance", (shot as ZipWireShot | undefined)?.distance);
  const rate = checkInches(fn, "shot.fallbackRate", shot.fallbackRate);
  const refuse = (reason: ZipWireResult["reason"]): Chance<ZipWireResult> =>
    constant<ZipWireResult>({ fired: false, reason, arrived: false, furtherMoveInches: 0 });
  if (!shot.stationary) return refuse("MOVED");
  if (distance > effect.rangeInches) return refuse("OUT_OF_RANGE");
  if (!shot.anchorLower) return refuse("NOT_LOWER");
  return luckRoll(f, { purpose: "fire the zip wire", options: settings.options ?? {} })
    .map((r): ZipWireResult => (r.pass ? { fired: true, arrived: true, furtherMoveInches: 0 } : { fired: true, arrived: false, furtherMoveInches: rate / 2 }))
    .traced([], (r) => [
      {
        type: "note",
        rule: "VIV-GAD-11",
        text: r.arrived ? "zips down to the anchor: no further move, may shoot or fight" : `the wire misses: up to ${String(r.furtherMoveInches)}" of movement`,
      },
    ]);
}
