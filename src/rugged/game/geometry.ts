// Where the rugged game's units stand and what the terrain does there (RUG-TERR-1/2, RUG-MOVE-4, RUG-GM-2/3):
// the zones a move crosses, the cover and sight of a shot, a move toward a point, a flight away from the enemy.
import { contains, crosses, distance, type Point } from "../../core/game/table.js";
import type { Cover, TerrainKind } from "../../family/terrain.js";
import { RUGGED_TERRAIN } from "../terrain-table.js";
import type { RuggedState, RuggedZone } from "./schema.js";

/** The gap a move toward an enemy stops short at, and base contact after a charge (inches). */
export const CONTACT_INCHES = 1;

const COVER_ORDER: readonly Cover[] = ["none", "soft", "medium", "hard"];

/** The terrain a move from `from` to `to` touches: kinds for the movement table, and the GM's multiplier if any zone has one. */
export function terrainAlong(zones: readonly RuggedZone[], from: Point, to: Point): { kinds: TerrainKind[]; gmMultiplier: number | undefined } {
  const kinds: TerrainKind[] = [];
  let gm: number | undefined;
  for (const z of zones) {
    if (!(contains(z.shape, from) || contains(z.shape, to) || crosses(z.shape, from, to))) continue;
    if (!kinds.includes(z.terrain)) kinds.push(z.terrain);
    // RUG-GM-3: the GM's multiplier for a zone (hills, swamps); over several, the slowest the GM gave
    if (z.moveMultiplier !== undefined) gm = gm === undefined ? z.moveMultiplier : Math.min(gm, z.moveMultiplier);
  }
  return { kinds, gmMultiplier: gm };
}

/** The best cover a target standing at `p` has from the zones there (RUG-SHOOT-4: the best cover that applies). */
export function coverAt(zones: readonly RuggedZone[], p: Point): Cover {
  let best: Cover = "none";
  for (const z of zones) {
    if (!contains(z.shape, p)) continue;
    const cover = z.cover ?? RUGGED_TERRAIN.rows[z.terrain].cover;
    if (COVER_ORDER.indexOf(cover) > COVER_ORDER.indexOf(best)) best = cover;
  }
  return best;
}

/**
 * Whether a shooter at `a` sees a target at `b` through the terrain (RUG-TERR-1 visibility): a zone with a
 * visibility in inches around either end hides what is farther than that; "line of sight only" zones and the
 * rest of the table hide nothing (the GM's judgement enters through the scenario's `sight` or the command).
 */
export function terrainSight(zones: readonly RuggedZone[], a: Point, b: Point): boolean {
  const d = distance(a, b);
  for (const z of zones) {
    if (!(contains(z.shape, a) || contains(z.shape, b))) continue;
    const v = z.visibility !== undefined ? z.visibility : RUGGED_TERRAIN.rows[z.terrain].visibility;
    if (typeof v === "number" && d > v) return false;
  }
  return true;
}

/** A point `inches` from `from` directly away from `away` (straight up the table when they coincide). */
export function awayFrom(from: Point, away: Point, inches: number): Point {
  const dx = from.x - away.x;
  const dy = from.y - away.y;
  const len = Math.hypot(dx, dy);
  return len === 0 ? { x: from.x, y: from.y + inches } : { x: from.x + (dx / len) * inches, y: from.y + (dy / len) * inches };
}

/** Whether a point is off the table (never, without a table). */
export function offTable(state: Pick<RuggedState, "table">, p: Point): boolean {
  const t = state.table;
  return t !== null && (p.x < 0 || p.y < 0 || p.x > t.width || p.y > t.height);
}

/** Rounds inches to 1/1000 so positions stay exact data (equal moves give equal states). */
export function roundPoint(p: Point): Point {
  return { x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 };
}
