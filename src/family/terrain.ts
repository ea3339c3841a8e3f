// Terrain of the rugged family: movement multipliers, visibility and cover, as tables each system fills.
import type { ModifierEntry, NoteEntry } from "../core/trace.js";

/**
 * Cover grades (RUG-SHOOT-4, VIV-SHOOT-3); terrain's "light" cover is "soft" (RUG-AMB-11).
 *
 * @example
 * ```ts
 * let value: Cover | undefined; // see the functions that return or take it
 * ```
 */
export type Cover = "none" | "soft" | "medium" | "hard";

/**
 * One terrain row: movement multiplier (`"gm"`: the GM decides; `null`: impassable), visibility and cover.
 *
 * @example
 * ```ts
 * let value: TerrainRow | undefined; // see the functions that return or take it
 * ```
 */
export interface TerrainRow {
  /** Movement multiplier, `"gm"` when the GM supplies it, `null` when impassable. */
  readonly move: number | "gm" | null;
  /** Visibility in inches (`null`: no limit; `"los"`: line of sight only). */
  readonly visibility: number | "los" | null;
  /** Cover it gives a target (RUG-AMB-11: light = soft). */
  readonly cover: Cover;
  /** True when it conceals (crops, huts). */
  readonly concealment: boolean;
}

/**
 * Terrain kinds of both systems (RUG-TERR-1/2, VIV-TERR-1).
 *
 * @example
 * ```ts
 * let value: TerrainKind | undefined; // see the functions that return or take it
 * ```
 */
export type TerrainKind =
  | "open"
  | "crops"
  | "forest"
  | "jungle"
  | "stream"
  | "river"
  | "ford"
  | "swamp"
  | "road"
  | "hill"
  | "hut"
  | "mudBrick"
  | "stoneBuilding"
  | "fortification";

/**
 * A system's terrain table and the rule that defines it.
 *
 * @example
 * ```ts
 * let value: TerrainTable | undefined; // see the functions that return or take it
 * ```
 */
export interface TerrainTable {
  /** The rule id (RUG-TERR-1 or VIV-TERR-1). */
  readonly rule: string;
  /** The rule id of the multiplier mechanics (RUG-MOVE-4 or VIV-MOVE-2). */
  readonly moveRule: string;
  /** The rows. */
  readonly rows: Readonly<Record<TerrainKind, TerrainRow>>;
}

/**
 * The effective multiplier over several terrains, or why there is none.
 *
 * @example
 * ```ts
 * let value: MultiplierResult | undefined; // see the functions that return or take it
 * ```
 */
export type MultiplierResult =
  | { readonly ok: true; readonly multiplier: number; readonly trace: readonly (ModifierEntry | NoteEntry)[] }
  | { readonly ok: false; readonly reason: "IMPASSABLE" | "GM_MULTIPLIER_NEEDED"; readonly rule: string; readonly terrain: TerrainKind };

/**
 * The movement multiplier for the terrains crossed: a road counts as open ground over anything; else the
 * lowest multiplier applies; a GM multiplier overrides everything (RUG-GM-3, VIV-GM-2).
 */
export function terrainMultiplier(table: TerrainTable, terrains: readonly TerrainKind[], gmMultiplier?: number): MultiplierResult {
  if (gmMultiplier !== undefined)
    return { ok: true, multiplier: gmMultiplier, trace: [{ type: "note", rule: table.moveRule, text: `GM multiplier x${String(gmMultiplier)}` }] };
  if (terrains.includes("road")) return { ok: true, multiplier: 1, trace: [{ type: "note", rule: table.rule, text: "road: as open ground over any terrain" }] };
  let multiplier = 1;
  const trace: NoteEntry[] = [];
  for (const kind of terrains) {
    const move = table.rows[kind].move;
    if (move === null) return { ok: false, reason: "IMPASSABLE", rule: table.rule, terrain: kind };
    if (move === "gm") return { ok: false, reason: "GM_MULTIPLIER_NEEDED", rule: table.rule, terrain: kind };
    if (move !== 1) trace.push({ type: "note", rule: table.rule, text: `${kind}: x${String(move)}` });
    // ruling (RUG-MOVE-4, VIV-MOVE-2): when several terrains apply, the lowest multiplier applies
    multiplier = Math.min(multiplier, move);
  }
  return { ok: true, multiplier, trace };
}
