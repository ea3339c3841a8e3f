// The terrain of a game table read through a system's terrain table (VIV-TERR-1, VIV-MOVE-2): what zones a
// point lies in, the cover they give, whether they block a line of sight, the terrain a move crosses.
// System-neutral (it takes the table as an argument): rugged's game can share it.
// the zones and points are the game's validated state (its schemas checked them): the geometry's unchecked forms
import { containsUnchecked as contains, crossesUnchecked as crosses, distanceUnchecked as distance, type Point, type Shape } from "../../core/game/table.js";
import type { Cover, TerrainKind, TerrainTable } from "../../family/terrain.js";

/** A zone as the helpers read it. */
export interface TerrainZone {
  /** The terrain kind, a row of the table. */
  readonly kind: TerrainKind;
  /** Its outline. */
  readonly shape: Shape;
  /** The GM's cover instead of the row's. */
  readonly cover?: Cover | undefined;
  /** The GM's movement multiplier. */
  readonly gmMultiplier?: number | undefined;
}

const COVER_ORDER: readonly Cover[] = ["none", "soft", "medium", "hard"];

/** The best cover of the zones a point lies in (VIV-TERR-1: a road gives none, a hut conceals but gives none). */
export function coverAt(table: TerrainTable, zones: readonly TerrainZone[], p: Point): Cover {
  let best = 0;
  for (const z of zones) {
    if (!contains(z.shape, p)) continue;
    const c = COVER_ORDER.indexOf(z.cover ?? table.rows[z.kind].cover);
    if (c > best) best = c;
  }
  return COVER_ORDER[best] ?? "none";
}

/**
 * Whether `a` sees `b` through the zones (VIV-TERR-1): a zone whose visibility is "line of sight" (a building, a
 * wall) blocks a line that crosses it unless one end is inside it; a zone with a visibility in inches (crops 4",
 * jungle 8", forest 16") blocks a line that meets it when the two are farther apart than that.
 */
export function seen(table: TerrainTable, zones: readonly TerrainZone[], a: Point, b: Point): boolean {
  for (const z of zones) {
    const v = table.rows[z.kind].visibility;
    if (v === null) continue;
    if (!crosses(z.shape, a, b)) continue;
    if (v === "los") {
      if (!contains(z.shape, a) && !contains(z.shape, b)) return false;
    } else if (distance(a, b) > v) return false;
  }
  return true;
}

/** The terrain kinds a move from `a` to `b` meets, and the lowest GM multiplier among them (VIV-MOVE-2). */
export function terrainCrossed(zones: readonly TerrainZone[], a: Point, b: Point): { kinds: TerrainKind[]; gmMultiplier: number | undefined } {
  const kinds: TerrainKind[] = [];
  let gm: number | undefined;
  for (const z of zones) {
    // (a line from a point inside a zone crosses it: `crosses` counts an end inside, so no test of `a` alone)
    if (!crosses(z.shape, a, b)) continue;
    if (!kinds.includes(z.kind)) kinds.push(z.kind);
    if (z.gmMultiplier !== undefined) gm = gm === undefined ? z.gmMultiplier : Math.min(gm, z.gmMultiplier);
  }
  return { kinds, gmMultiplier: gm };
}

/** A point inside a shape to head for (the centre of a rect or circle, the mean of a polygon's corners). */
export function centreOf(shape: Shape): Point {
  if (shape.kind === "rect") return { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
  if (shape.kind === "circle") return { x: shape.x, y: shape.y };
  const n = shape.points.length;
  return { x: shape.points.reduce((s, p) => s + p.x, 0) / n, y: shape.points.reduce((s, p) => s + p.y, 0) / n };
}

/** The point `inches` from `from` straight away from `threat` (a retreat or a rout: VIV-MOR-5/6). */
export function awayFrom(from: Point, threat: Point, inches: number): Point {
  const d = distance(from, threat);
  const dx = d === 0 ? 0 : (from.x - threat.x) / d;
  const dy = d === 0 ? -1 : (from.y - threat.y) / d;
  return { x: from.x + dx * inches, y: from.y + dy * inches };
}
