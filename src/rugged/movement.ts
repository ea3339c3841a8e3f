// Rugged's movement (RUG-MOVE-1..4, RUG-TERR-1/2, RUG-TRAIT-P10): modes, classes, run limits, terrain.
import { boundedArray, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import { parseOrThrow } from "../core/validate.js";
import { ancientTrainingCheck, applyTerrain, type MoveResult, nextRunState, type RunState, runRefusal } from "../family/movement.js";
import { MovementClassSchema, type MovementMode, MovementModeSchema } from "../family/schemas.js";
import type { TerrainKind } from "../family/terrain.js";
import { RUGGED_MOVEMENT_RATES, RUGGED_RUN_LIMIT } from "./movement-table.js";
import { type RuggedOptions, type RuggedOptionsInput, ruggedOptions } from "./options.js";
import { RUGGED_TERRAIN } from "./terrain-table.js";

const TERRAINS = Object.keys(RUGGED_TERRAIN.rows) as [TerrainKind, ...TerrainKind[]];

/**
 * What `movementAllowance` takes, as a schema: untrusted JSON can be checked with `validate` before the call.
 *
 * @example
 * ```ts
 * validate(RuggedRuggedMoveInputSchema, {}).ok; // false: the movement facts are required
 * ```
 */
export const RuggedMoveInputSchema = strictObject({
  /** Movement class (RUG-MOVE-3). */
  movementClass: MovementClassSchema,
  /** The declared mode (RUG-MOVE-1). */
  mode: MovementModeSchema,
  /** Combatant (default) or non-combatant: run limits 2 / 1. */
  kind: z.optional(z.enum(["combatant", "nonCombatant"])),
  /** Natives: may March (combatants or hired porters; default: true for combatants). */
  mayMarch: z.optional(z.boolean()),
  /** Consecutive turns run before this one. */
  consecutiveRunTurns: z.optional(z.number().check(z.int(), z.gte(0))),
  /** Turns left that must be stationary or Combat. */
  restTurnsLeft: z.optional(z.number().check(z.int(), z.gte(0))),
  /** Terrains crossed. */
  terrain: z.optional(boundedArray(z.enum(TERRAINS), INPUT_LIMITS.listLength)),
  /** The move would bring the figure or unit into hand-to-hand contact with an enemy (default false; RUG-MOVE-1: not with a run). */
  intoHandToHand: z.optional(z.boolean()),
  /** A GM multiplier (hills, swamps; RUG-GM-3). */
  gmMultiplier: z.optional(z.number().check(z.gte(0), z.lte(1))),
});

/**
 * What {@link movementAllowance} needs.
 *
 * @example
 * ```ts
 * let value: RuggedMoveInput | undefined; // see the functions that return or take it
 * ```
 */
export type RuggedMoveInput = z.infer<typeof RuggedMoveInputSchema>;

/**
 * A rugged move: the inches allowed for a movement class and mode (RUG-MOVE-1/2/3), times the terrain
 * multiplier (RUG-MOVE-4, RUG-TERR-1: jungle and stream ½, ford ¼, road as open, hills and swamps by the
 * GM), or why the mode is not allowed: civilians never March and natives only as combatants or porters, and
 * a run never ends in hand-to-hand (`intoHandToHand`) (ILLEGAL_MODE), run limits (RUN_LIMIT, MUST_REST: RUG-AMB-17), a river (IMPASSABLE).
 *
 * @param input - class, mode, run state, terrain
 * @param options - rugged options (`postRunRestTurns`)
 * @returns `{ ok: true, inches, rate, multiplier, trace }` or `{ ok: false, reason, rule, message }`
 * @example
 * ```ts
 * movementAllowance({ movementClass: "nativeFoot", mode: "run", terrain: ["jungle"] }); // { ok: true, inches: 9, ... }
 * movementAllowance({ movementClass: "civilian", mode: "march" }).ok; // false (ILLEGAL_MODE)
 * ```
 */
export function movementAllowance(input: RuggedMoveInput, options: RuggedOptionsInput | null = {}): MoveResult {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  const i = parseOrThrow("rugged.movementAllowance", RuggedMoveInputSchema, input, "input");
  ruggedOptions(options);
  return movementAllowanceValidated(i);
}

/**
 * {@link movementAllowance} of an input already validated (a game's own unit and terrain): the same answer,
 * without parsing the input again (rugged's options do not change a move).
 *
 * @param i - the move, valid
 * @returns the inches allowed, or why the move is refused
 * @internal
 */
export function movementAllowanceValidated(i: RuggedMoveInput): MoveResult {
  const kind = i.kind ?? "combatant";
  const rate = RUGGED_MOVEMENT_RATES[i.movementClass][i.mode];
  if (rate === null) return { ok: false, reason: "ILLEGAL_MODE", rule: "RUG-MOVE-3", message: "civilians have no March move" };
  if (i.movementClass === "nativeFoot" && i.mode === "march" && !(i.mayMarch ?? kind === "combatant")) {
    return { ok: false, reason: "ILLEGAL_MODE", rule: "RUG-MOVE-3", message: "natives March only as combatants or hired porters" };
  }
  // RUG-MOVE-1: "Units may not use a run move to engage enemy units in hand-to-hand"
  if (i.mode === "run" && i.intoHandToHand === true)
    return { ok: false, reason: "ILLEGAL_MODE", rule: "RUG-MOVE-1", message: "a run move may not be used to engage in hand-to-hand: declare a Charge" };
  const refusal = runRefusal(i.mode, { consecutiveRunTurns: i.consecutiveRunTurns ?? 0, restTurnsLeft: i.restTurnsLeft ?? 0 }, RUGGED_RUN_LIMIT[kind]);
  if (refusal !== undefined) return refusal;
  return applyTerrain(rate, "RUG-MOVE-2", `${i.movementClass} ${i.mode}`, RUGGED_TERRAIN, i.terrain ?? [], i.gmMultiplier);
}

/**
 * The run bookkeeping after a turn in `mode` (RUG-MOVE-1): running counts up to the limit (2 combatant,
 * 1 non-combatant), then `postRunRestTurns` turns (default 1) must be stationary or Combat (RUG-AMB-17).
 *
 * @param mode - the mode used this turn
 * @param state - the run state before the turn
 * @param kind - combatant or non-combatant
 * @param options - rugged options (`postRunRestTurns`)
 * @returns the run state for the next turn
 * @example
 * ```ts
 * runStateAfter("run", { consecutiveRunTurns: 1, restTurnsLeft: 0 }); // { consecutiveRunTurns: 0, restTurnsLeft: 1 }
 * ```
 */
export function runStateAfter(
  mode: MovementMode,
  state: RunState,
  kind: "combatant" | "nonCombatant" | null = "combatant",
  options: RuggedOptionsInput | null = {},
): RunState {
  // docs/reliability.md: null for an optional argument means absent
  kind ??= "combatant";
  options ??= {};
  const m = parseOrThrow("rugged.runStateAfter", MovementModeSchema, mode, "mode");
  const s = parseOrThrow(
    "rugged.runStateAfter",
    strictObject({ consecutiveRunTurns: z.number().check(z.int(), z.gte(0)), restTurnsLeft: z.number().check(z.int(), z.gte(0)) }),
    state,
    "state",
  );
  const k = parseOrThrow("rugged.runStateAfter", z.enum(["combatant", "nonCombatant"]), kind, "kind");
  return runStateAfterValidated(m, s, k, ruggedOptions(options));
}

/**
 * {@link runStateAfter} of values already validated (a game's own unit), with rugged's options parsed.
 *
 * @param mode - the mode used this turn
 * @param state - the run counters before the turn
 * @param kind - combatant or non-combatant
 * @param options - rugged options, parsed
 * @returns the counters after the turn
 * @internal
 */
export function runStateAfterValidated(mode: MovementMode, state: RunState, kind: "combatant" | "nonCombatant", options: RuggedOptions): RunState {
  return nextRunState(mode, state, RUGGED_RUN_LIMIT[kind], options.postRunRestTurns);
}

/**
 * An Ancient Training move (RUG-TRAIT-P10): 4 uses per game, each a flight of at most 12" in place of
 * normal movement.
 *
 * @param usesLeft - uses left this game
 * @param distance - inches
 * @returns the move or why not (NO_USES_LEFT, TOO_FAR)
 * @example
 * ```ts
 * ancientTrainingMove(4, 10).ok; // true
 * ancientTrainingMove(4, 13).ok; // false
 * ```
 */
export function ancientTrainingMove(usesLeft: number, distance: number): MoveResult {
  const u = parseOrThrow("rugged.ancientTrainingMove", z.number().check(z.int(), z.gte(0)), usesLeft, "usesLeft");
  const d = parseOrThrow("rugged.ancientTrainingMove", z.number().check(z.gte(0)), distance, "distance");
  return ancientTrainingCheck(u, d, 12, "RUG-TRAIT-P10", "RUG-TRAIT-P10");
}
