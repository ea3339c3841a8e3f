// Movement of the rugged family: a base rate times the terrain multiplier; rugged's modes and run limits.
import type { ModifierEntry, NoteEntry } from "../core/trace.js";
import type { MovementMode } from "./schemas.js";
import { type TerrainKind, type TerrainTable, terrainMultiplier } from "./terrain.js";

/**
 * Why a move is not allowed, with the rule that forbids it.
 *
 * @example
 * ```ts
 * let value: MoveRefusal | undefined; // see the functions that return or take it
 * ```
 */
export interface MoveRefusal {
  /** Always false. */
  readonly ok: false;
  /** ILLEGAL_MODE (no March for this class), RUN_LIMIT, MUST_REST, IMPASSABLE, GM_MULTIPLIER_NEEDED, NO_USES_LEFT, TOO_FAR. */
  readonly reason: "ILLEGAL_MODE" | "RUN_LIMIT" | "MUST_REST" | "IMPASSABLE" | "GM_MULTIPLIER_NEEDED" | "NO_USES_LEFT" | "TOO_FAR";
  /** The rule id. */
  readonly rule: string;
  /** What is wrong, in words. */
  readonly message: string;
}

/**
 * An allowed move: the inches, the base rate, the multiplier and the trace.
 *
 * @example
 * ```ts
 * let value: MoveAllowance | undefined; // see the functions that return or take it
 * ```
 */
export interface MoveAllowance {
  /** Always true. */
  readonly ok: true;
  /** The distance allowed this turn, inches. */
  readonly inches: number;
  /** The base rate, inches. */
  readonly rate: number;
  /** The terrain multiplier applied. */
  readonly multiplier: number;
  /** Each step with its rule id. */
  readonly trace: readonly (ModifierEntry | NoteEntry)[];
}

/**
 * A movement allowance or a refusal.
 *
 * @example
 * ```ts
 * let value: MoveResult | undefined; // see the functions that return or take it
 * ```
 */
export type MoveResult = MoveAllowance | MoveRefusal;

/**
 * A base rate times the terrain multiplier (RUG-MOVE-4, VIV-MOVE-2).
 */
export function applyTerrain(
  rate: number,
  rateRule: string,
  rateLabel: string,
  table: TerrainTable,
  terrains: readonly TerrainKind[],
  gmMultiplier?: number,
): MoveResult {
  const m = terrainMultiplier(table, terrains, gmMultiplier);
  if (!m.ok) {
    const message = m.reason === "IMPASSABLE" ? `${m.terrain} is impassable (except at a ford)` : `${m.terrain}: the GM must give the multiplier`;
    return { ok: false, reason: m.reason, rule: m.rule, message };
  }
  const trace = [{ type: "note" as const, rule: rateRule, text: `${rateLabel}: ${String(rate)}"` }, ...m.trace];
  return { ok: true, inches: rate * m.multiplier, rate, multiplier: m.multiplier, trace };
}

/**
 * Run bookkeeping of a rugged figure or unit (RUG-MOVE-1, RUG-AMB-17).
 *
 * @example
 * ```ts
 * let value: RunState | undefined; // see the functions that return or take it
 * ```
 */
export interface RunState {
  /** Consecutive turns run before this one. */
  readonly consecutiveRunTurns: number;
  /** Turns left that must be stationary or Combat. */
  readonly restTurnsLeft: number;
}

/**
 * Whether a mode is allowed after running (RUG-MOVE-1: combatants 2 turns, non-combatants 1; then rest).
 */
export function runRefusal(mode: MovementMode, state: RunState, runLimit: number): MoveRefusal | undefined {
  if (state.restTurnsLeft > 0 && mode !== "stationary" && mode !== "combat") {
    return { ok: false, reason: "MUST_REST", rule: "RUG-AMB-17", message: "after running the limit, the figure must stay stationary or use a Combat move" };
  }
  if (mode === "run" && state.consecutiveRunTurns >= runLimit) {
    return { ok: false, reason: "RUN_LIMIT", rule: "RUG-MOVE-1", message: `may run at most ${String(runLimit)} consecutive turn(s)` };
  }
  return undefined;
}

/**
 * The run state after a turn in `mode` (RUG-AMB-17: the rest lasts `restTurns`, then the counter resets).
 */
export function nextRunState(mode: MovementMode, state: RunState, runLimit: number, restTurns: number): RunState {
  if (mode === "run") {
    const runs = state.consecutiveRunTurns + 1;
    // ruling RUG-AMB-17: reaching the run limit imposes `postRunRestTurns` turns of rest, then the count resets
    return runs >= runLimit ? { consecutiveRunTurns: 0, restTurnsLeft: restTurns } : { consecutiveRunTurns: runs, restTurnsLeft: 0 };
  }
  return { consecutiveRunTurns: 0, restTurnsLeft: Math.max(0, state.restTurnsLeft - 1) };
}

/**
 * An Ancient Training move (RUG-TRAIT-P10, VIV-TRAIT-P8): uses a charge of the trait, up to `maxInches`.
 */
export function ancientTrainingCheck(usesLeft: number, distance: number, maxInches: number, rule: string, maxRule: string): MoveResult {
  if (usesLeft <= 0) return { ok: false, reason: "NO_USES_LEFT", rule, message: "no Ancient Training uses left this game" };
  if (distance > maxInches) return { ok: false, reason: "TOO_FAR", rule: maxRule, message: `a flight is at most ${String(maxInches)}"` };
  return {
    ok: true,
    inches: distance,
    rate: maxInches,
    multiplier: 1,
    trace: [{ type: "note", rule, text: `Ancient Training: ${String(usesLeft - 1)} use(s) left after this move` }],
  };
}
