import { absentIfNull } from "../core/schema-kit.js";
import { checkBoolean, checkNumber, checkObject, checkOneOf } from "./checks.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom } from "./options.js";

/**
 * EVO-LOS-1: the line-of-sight categories: clear (no effect), obscured (−1 to hit), blocked (may not fire).
 *
 * @example
 * ```ts
 * const los: Los = "obscured";
 * ```
 */
export type Los = "clear" | "obscured" | "blocked";

/**
 * What lies between a shooter and its target, as the GM or the app's geometry classifies it (EVO-GM-2,
 * EVO-AMB-19).
 *
 * @example
 * ```ts
 * const view: SightContext = { terrain: "partial" };
 * ```
 */
export interface SightContext {
  /** Terrain between: `"none"`, `"non-blocking"` (a river), `"partial"` (partially hides the target) or `"complete"` (hides it). Default `"none"`. */
  readonly terrain?: "none" | "non-blocking" | "partial" | "complete";
  /** The target is in cover: terrain it can move through and still be seen (EVO-COVER-1). Default false. */
  readonly targetInCover?: boolean;
  /** The target is inside the shooter's 180° forward field of vision (see {@link inFieldOfVision}). Default true. */
  readonly inFieldOfVision?: boolean;
  /** A model blocks the line (see {@link blocksLos}). Default false. */
  readonly blockedByModel?: boolean;
}

const FN = "evolution.lineOfSight";

/**
 * Classifies a line of sight (EVO-LOS-1: clear, obscured or blocked; EVO-COVER-1 with ruling EVO-AMB-6:
 * a target in cover is obscured; EVO-LOS-3: a blocking model blocks). Outside the 180° field of vision
 * the target cannot be seen.
 *
 * @param sight - the GM's or geometry's reading of the line (EVO-AMB-19)
 * @param options - rulings; EVO-AMB-6 (`coverObscures`) applies here
 * @returns clear, obscured or blocked
 * @example
 * ```ts
 * lineOfSight({ terrain: "non-blocking" }); // "clear" (a river)
 * lineOfSight({ terrain: "partial" }); // "obscured"
 * lineOfSight({ targetInCover: true }); // "obscured"
 * ```
 */
export function lineOfSight(sight?: SightContext | null, options?: EvolutionOptionsInput | null): Los {
  const context = absentIfNull(sight) ?? {};
  checkObject(FN, "context", context);
  const terrain = checkOneOf(FN, "context.terrain", context.terrain ?? "none", ["none", "non-blocking", "partial", "complete"] as const);
  const cover = checkBoolean(FN, "context.targetInCover", context.targetInCover ?? false);
  const inArc = checkBoolean(FN, "context.inFieldOfVision", context.inFieldOfVision ?? true);
  const byModel = checkBoolean(FN, "context.blockedByModel", context.blockedByModel ?? false);
  return lineOfSightValidated(terrain, cover, inArc, byModel, optionsFrom(FN, options));
}

/**
 * {@link lineOfSight} of a situation and options already validated (a game's own state, issue 15: validate once,
 * at the edge): the same category, no argument reading.
 *
 * @internal
 */
export function lineOfSightValidated(
  terrain: "none" | "non-blocking" | "partial" | "complete",
  cover: boolean,
  inArc: boolean,
  byModel: boolean,
  o: EvolutionOptions,
): Los {
  if (!inArc || byModel || terrain === "complete") return "blocked";
  if (terrain === "partial") return "obscured";
  // ruling EVO-AMB-6: cover makes line of sight Obscured (−1) unless the option turns cover off
  if (cover && o.coverObscures) return "obscured";
  return "clear";
}

/**
 * Whether a target at a bearing lies in a model's 180° forward field of vision (EVO-LOS-1). The edges
 * (exactly 90° either side) count as seen.
 *
 * @param facingDeg - the direction the model faces, in degrees
 * @param bearingDeg - the direction from the model to the target, in degrees
 * @returns true when the target is within 90° of the facing
 * @example
 * ```ts
 * inFieldOfVision(0, 45); // true
 * inFieldOfVision(0, 180); // false
 * ```
 */
export function inFieldOfVision(facingDeg: number, bearingDeg: number): boolean {
  const f = checkNumber("evolution.inFieldOfVision", "facingDeg", facingDeg, -100_000, 100_000);
  const b = checkNumber("evolution.inFieldOfVision", "bearingDeg", bearingDeg, -100_000, 100_000);
  return inFieldOfVisionValidated(f, b);
}

/**
 * {@link inFieldOfVision} of finite degrees already validated (a facing from a game's state, a bearing it
 * measured): the same answer, no argument checks.
 *
 * @internal
 */
export function inFieldOfVisionValidated(facingDeg: number, bearingDeg: number): boolean {
  const diff = Math.abs(((((bearingDeg - facingDeg) % 360) + 540) % 360) - 180);
  return diff <= 90;
}

/**
 * Whether a model standing on the line blocks it (EVO-LOS-3: a model blocks models of the same size or
 * smaller, never larger ones; EVO-LOS-2: a model in the shooter's own leader group never blocks).
 *
 * @param blockerSize - the size of the model on the line
 * @param targetSize - the size of the target
 * @param group - `sameGroup`: the blocker is in the shooter's leader group (default false)
 * @returns true when the blocker blocks the line
 * @example
 * ```ts
 * blocksLos(3, 3); // true (EVO-EX-6: a man in front of a man)
 * blocksLos(3, 6); // false (a man in front of a tank)
 * ```
 */
export function blocksLos(blockerSize: number, targetSize: number, group?: { readonly sameGroup?: boolean } | null): boolean {
  const context = absentIfNull(group) ?? {};
  const blocker = checkNumber("evolution.blocksLos", "blockerSize", blockerSize, 1, 20);
  const target = checkNumber("evolution.blocksLos", "targetSize", targetSize, 1, 20);
  checkObject("evolution.blocksLos", "context", context);
  const sameGroup = checkBoolean("evolution.blocksLos", "context.sameGroup", context.sameGroup ?? false);
  return blocksLosValidated(blocker, target, sameGroup);
}

/**
 * {@link blocksLos} of sizes already validated (two models of a game's state): the same answer, no argument checks.
 *
 * @internal
 */
export function blocksLosValidated(blockerSize: number, targetSize: number, sameGroup: boolean): boolean {
  if (sameGroup) return false;
  return targetSize <= blockerSize;
}
