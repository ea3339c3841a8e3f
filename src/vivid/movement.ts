// Vivid's movement (VIV-MOVE-1/2, VIV-TERR-1, VIV-TRAIT-P8): one allowance per figure type, times terrain.
import { boundedArray, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import { parseOrThrow } from "../core/validate.js";
import { ancientTrainingCheck, applyTerrain, type MoveResult } from "../family/movement.js";
import { FigureTypeSchema } from "../family/schemas.js";
import type { TerrainKind } from "../family/terrain.js";
import { VIVID_MOVEMENT_RATES } from "./movement-table.js";
import { type VividOptionsInput, vividOptions } from "./options.js";
import { VIVID_TERRAIN } from "./terrain-table.js";

const TERRAINS = Object.keys(VIVID_TERRAIN.rows) as [TerrainKind, ...TerrainKind[]];

/**
 * What `movementAllowance` takes, as a schema: untrusted JSON can be checked with `validate` before the call.
 *
 * @example
 * ```ts
 * validate(VividVividMoveInputSchema, {}).ok; // false: the movement facts are required
 * ```
 */
export const VividMoveInputSchema = strictObject({
  /** The figure type (VIV-MOVE-1). */
  figureType: FigureTypeSchema,
  /** Terrains crossed. */
  terrain: z.optional(boundedArray(z.enum(TERRAINS), INPUT_LIMITS.listLength)),
  /** A GM multiplier (hill grade, swamp; VIV-GM-2). */
  gmMultiplier: z.optional(z.number().check(z.gte(0), z.lte(1))),
});

/**
 * What {@link movementAllowance} needs.
 *
 * @example
 * ```ts
 * let value: VividMoveInput | undefined; // see the functions that return or take it
 * ```
 */
export type VividMoveInput = z.infer<typeof VividMoveInputSchema>;

/**
 * A vivid move: the figure type's allowance (VIV-MOVE-1: western male 6", native 8", armoured, pigmies and
 * western females 4", animals 4/6/10") times the lowest terrain multiplier (VIV-MOVE-2, VIV-TERR-1: jungle,
 * stream, ford and hills ½, road as open, rivers impassable). A zombie moves at `zombieMoveInches` (VIV-AMB-12).
 *
 * @param input - figure type, terrain, GM multiplier
 * @param options - vivid options (`zombieMoveInches`)
 * @returns `{ ok: true, inches, ... }` or `{ ok: false, reason, rule, message }`
 * @example
 * ```ts
 * movementAllowance({ figureType: "native", terrain: ["ford"] }); // { ok: true, inches: 4, ... }
 * ```
 */
export function movementAllowance(input: VividMoveInput, options: VividOptionsInput | null = {}): MoveResult {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  const i = parseOrThrow("vivid.movementAllowance", VividMoveInputSchema, input, "input");
  return movementAllowanceValidated(i.figureType, i.terrain ?? [], i.gmMultiplier, vividOptions(options).zombieMoveInches);
}

/**
 * {@link movementAllowance} of an input already valid (a game's own figure and terrain, read from a validated
 * state): the same answer, without the parse of the input and of the options, which is most of the public call's
 * time (issue 14). The rule is here, once: the public function parses, then calls this. The facts come as
 * arguments, not as an input record, so that a game's move check makes no object for them.
 *
 * @param figureType - the figure type (VIV-MOVE-1)
 * @param terrain - the terrain kinds crossed (none: open ground)
 * @param gmMultiplier - the GM's multiplier, 0 to 1 (VIV-GM-2), or undefined
 * @param zombieMoveInches - the parsed options' `zombieMoveInches` (read only for a zombie, VIV-AMB-12)
 * @returns `{ ok: true, inches, ... }` or `{ ok: false, reason, rule, message }`
 * @example
 * ```ts
 * movementAllowanceValidated("native", ["ford"], undefined, 4); // { ok: true, inches: 4, ... }
 * ```
 * @internal
 */
export function movementAllowanceValidated(
  figureType: VividMoveInput["figureType"],
  terrain: readonly TerrainKind[],
  gmMultiplier: number | undefined,
  zombieMoveInches: number,
): MoveResult {
  // ruling VIV-AMB-12: a zombie's "combat speed" is rugged's Combat move, 4" by default
  const rate = figureType === "zombie" ? zombieMoveInches : VIVID_MOVEMENT_RATES[figureType];
  const rule = figureType === "zombie" ? "VIV-AMB-12" : "VIV-MOVE-1";
  return applyTerrain(rate, rule, figureType, VIVID_TERRAIN, terrain, gmMultiplier);
}

/**
 * The `zombieMoveInches` that {@link movementAllowanceValidated} reads for a figure type, from options not parsed
 * yet: the options are parsed only for a zombie (VIV-AMB-12), the one type whose rate they give; for any other
 * type the value is never read, and 0 is given.
 *
 * @param figureType - the figure type
 * @param options - the vivid options as given (a state's), or undefined for the defaults
 * @returns inches
 * @example
 * ```ts
 * zombieInchesFor("zombie", undefined); // 4
 * ```
 * @internal
 */
export function zombieInchesFor(figureType: VividMoveInput["figureType"], options: VividOptionsInput | undefined): number {
  return figureType === "zombie" ? vividOptions(options ?? {}).zombieMoveInches : 0;
}

/**
 * An Ancient Training move (VIV-TRAIT-P8): 4 uses per game in place of normal movement; the text gives no
 * distance, so a flight is at most `ancientTrainingMaxInches` (default 12", VIV-AMB-10).
 *
 * @param usesLeft - uses left this game
 * @param distance - inches
 * @param options - vivid options (`ancientTrainingMaxInches`)
 * @returns the move or why not (NO_USES_LEFT, TOO_FAR)
 * @example
 * ```ts
 * ancientTrainingMove(1, 12).ok; // true
 * ```
 */
export function ancientTrainingMove(usesLeft: number, distance: number, options: VividOptionsInput | null = {}): MoveResult {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  const u = parseOrThrow("vivid.ancientTrainingMove", z.number().check(z.int(), z.gte(0)), usesLeft, "usesLeft");
  const d = parseOrThrow("vivid.ancientTrainingMove", z.number().check(z.gte(0)), distance, "distance");
  // ruling VIV-AMB-10: the flight is limited to ancientTrainingMaxInches (12" from rugged)
  return ancientTrainingCheck(u, d, vividOptions(options).ancientTrainingMaxInches, "VIV-TRAIT-P8", "VIV-AMB-10");
}

/**
 * The move of a wounded figure (VIV-WOUND-4: it may not move independently and must be helped): none
 * alone; with a helper, both move at the helper's allowance (VIV-AMB-42), terrain applied.
 *
 * @param helper - the helper's input (figure type, terrain), or undefined when no one helps
 * @param options - vivid options
 * @returns the move, or `{ ok: false, reason: "ILLEGAL_MODE" }` without a helper
 * @example
 * ```ts
 * woundedMove({ figureType: "westernMale" }); // { ok: true, inches: 6, ... }
 * woundedMove(undefined).ok; // false
 * ```
 */
export function woundedMove(helper: VividMoveInput | undefined, options: VividOptionsInput | null = {}): MoveResult {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  if (helper === undefined)
    return { ok: false, reason: "ILLEGAL_MODE", rule: "VIV-WOUND-4", message: "a wounded figure may not move unless another figure helps it" };
  // ruling VIV-AMB-42: the wounded figure and its helper move together at the helper's rate
  return movementAllowance(helper, options);
}
