// The tabletop: points in inches, distances, and terrain zones a model can stand in or look across. Every
// miniatures game (rugged, vivid, evolution) measures on the same table, so the geometry lives once, here, and
// each system says what a zone means (cover, visibility, movement) in its own scenario schema. Pure functions on
// plain data; no zod (the schemas are in table-schema.ts, imported by the systems only). Each export checks its
// arguments (a point is a plain object of two finite numbers) so a hostile value is a RulesError, not a TypeError.
import { RulesError } from "../errors.js";
import { isArray, unreadable } from "../inputs.js";

/**
 * The largest coordinate or size on a table, in inches (a table of over a mile is a mistake, not a game).
 *
 * @example
 * ```ts
 * MAX_TABLE_INCHES; // 100000
 * ```
 */
export const MAX_TABLE_INCHES = 100_000;

/**
 * Corners of one polygon zone, at most.
 *
 * @example
 * ```ts
 * MAX_POLYGON_POINTS; // 64
 * ```
 */
export const MAX_POLYGON_POINTS = 64;

/**
 * A point on the table, in inches from the table's lower-left corner.
 *
 * @example
 * ```ts
 * const p: Point = { x: 12, y: 6 };
 * ```
 */
export interface Point {
  /** Inches to the right of the table's left edge. */
  readonly x: number;
  /** Inches up from the table's near edge. */
  readonly y: number;
}

/**
 * The outline of a terrain zone: an axis-aligned rectangle, a circle, or a polygon (its corners in order).
 *
 * @example
 * ```ts
 * const wood: Shape = { kind: "rect", x: 10, y: 10, width: 8, height: 6 };
 * const pond: Shape = { kind: "circle", x: 30, y: 20, radius: 4 };
 * const hill: Shape = { kind: "polygon", points: [{ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 3, y: 5 }] };
 * ```
 */
export type Shape =
  | {
      /** An axis-aligned rectangle. */
      readonly kind: "rect";
      /** Its left edge, in inches. */
      readonly x: number;
      /** Its near edge, in inches. */
      readonly y: number;
      /** Its width, in inches. */
      readonly width: number;
      /** Its depth, in inches. */
      readonly height: number;
    }
  | {
      /** A circle. */
      readonly kind: "circle";
      /** Its centre's x, in inches. */
      readonly x: number;
      /** Its centre's y, in inches. */
      readonly y: number;
      /** Its radius, in inches. */
      readonly radius: number;
    }
  | {
      /** A polygon. */
      readonly kind: "polygon";
      /** Its corners, in order (3 to {@link MAX_POLYGON_POINTS}). */
      readonly points: readonly Point[];
    };

/**
 * The straight-line distance between two points, in inches.
 *
 * @param a - one point
 * @param b - the other
 * @returns the distance
 * @example
 * ```ts
 * distance({ x: 0, y: 0 }, { x: 3, y: 4 }); // 5
 * ```
 */
export function distance(a: Point, b: Point): number {
  return dist(readPoint("distance", "a", a), readPoint("distance", "b", b));
}

function dist(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

// ---- exact comparisons of distances, decided on squares where they surely agree (issue 14) -------------------
// `Math.hypot` is the measure every rule reads (a distance against a range, a radius, the contact distance; the
// nearest of several), and it costs several times a square. A square decides a comparison alone when it is far from
// the boundary: `Math.hypot(dx, dy)` is within a few units in the last place of the true length (V8 scales by the
// larger part and sums with Kahan's compensation), and `dx * dx + dy * dy` and `r * r` within a few of the true
// squares (plus, below the normal numbers, an absolute error under 1e-323), so a square more than SLACK (a relative
// 1e-9, a million times those errors) plus FLOOR (1e-300, far above the absolute one) beyond another's surely
// measures longer, and one as far below surely shorter. Only a near tie is measured with `Math.hypot` itself: every
// answer is the one `Math.hypot` gives, bit for bit (test/core/game/table-squares.test.ts compares them on random
// points, exact ties and neighbours of the last bit).

/** The relative margin of a square's comparison (see above). */
const SLACK = 1e-9;
/** The absolute margin of a square's comparison (see above): covers the squares below the normal numbers. */
const FLOOR = 1e-300;

/** `Math.hypot(dx, dy) <= r`, decided on the squares unless they are a near tie (or `r` is not a finite length). */
function hypotAtMost(dx: number, dy: number, r: number): boolean {
  if (r >= 0 && r < Infinity) {
    const s = dx * dx + dy * dy;
    const q = r * r;
    if (s > q * (1 + SLACK) + FLOOR) return false;
    if (s < q * (1 - SLACK) - FLOOR) return true;
  }
  return Math.hypot(dx, dy) <= r;
}

/**
 * The point `inches` along the way from `from` towards `to`, stopping at `to` (a move toward a target).
 *
 * @param from - the start
 * @param to - the point moved toward
 * @param inches - how far to go (0 or more)
 * @returns the point reached
 * @example
 * ```ts
 * moveToward({ x: 0, y: 0 }, { x: 10, y: 0 }, 4); // { x: 4, y: 0 }
 * moveToward({ x: 0, y: 0 }, { x: 10, y: 0 }, 40); // { x: 10, y: 0 }
 * ```
 */
export function moveToward(from: Point, to: Point, inches: number): Point {
  return toward(readPoint("moveToward", "from", from), readPoint("moveToward", "to", to), inchesArg("moveToward", "inches", inches));
}

function toward(from: Point, to: Point, inches: number): Point {
  const d = dist(from, to);
  if (d <= inches || d === 0) return { x: to.x, y: to.y };
  const t = inches / d;
  return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
}

/**
 * Whether a point lies inside a shape (its edge counts as inside).
 *
 * @param shape - the zone's outline
 * @param p - the point
 * @returns true when inside or on the edge
 * @example
 * ```ts
 * contains({ kind: "circle", x: 0, y: 0, radius: 2 }, { x: 1, y: 1 }); // true
 * contains({ kind: "rect", x: 0, y: 0, width: 2, height: 2 }, { x: 3, y: 1 }); // false
 * ```
 */
export function contains(shape: Shape, p: Point): boolean {
  return inside(readShape("contains", "shape", shape), readPoint("contains", "p", p));
}

function inside(shape: Shape, p: Point): boolean {
  switch (shape.kind) {
    case "rect":
      return p.x >= shape.x && p.x <= shape.x + shape.width && p.y >= shape.y && p.y <= shape.y + shape.height;
    case "circle":
      // dist(p, shape) <= shape.radius, exactly
      return hypotAtMost(shape.x - p.x, shape.y - p.y, shape.radius);
    case "polygon":
      return inPolygon(shape.points, p);
  }
}

/**
 * Whether the straight line from `a` to `b` passes through a shape (touching it counts): the test a system uses
 * for terrain between a shooter and a target.
 *
 * @param shape - the zone's outline
 * @param a - one end (a shooter)
 * @param b - the other end (a target)
 * @returns true when the segment meets the shape
 * @example
 * ```ts
 * const wall: Shape = { kind: "rect", x: 4, y: -1, width: 1, height: 2 };
 * crosses(wall, { x: 0, y: 0 }, { x: 10, y: 0 }); // true
 * crosses(wall, { x: 0, y: 5 }, { x: 10, y: 5 }); // false
 * ```
 */
export function crosses(shape: Shape, a: Point, b: Point): boolean {
  return across(readShape("crosses", "shape", shape), readPoint("crosses", "a", a), readPoint("crosses", "b", b));
}

function across(shape: Shape, a: Point, b: Point): boolean {
  if (inside(shape, a) || inside(shape, b)) return true;
  switch (shape.kind) {
    case "rect": {
      // the four edges from the lower-left corner round, as a polygon's (no corner objects made)
      const { x, y, width: w, height: h } = shape;
      const x1 = x + w;
      const y1 = y + h;
      return (
        segmentsMeet(a.x, a.y, b.x, b.y, x, y, x1, y) ||
        segmentsMeet(a.x, a.y, b.x, b.y, x1, y, x1, y1) ||
        segmentsMeet(a.x, a.y, b.x, b.y, x1, y1, x, y1) ||
        segmentsMeet(a.x, a.y, b.x, b.y, x, y1, x, y)
      );
    }
    case "circle": {
      // toSegment(shape, a, b) <= shape.radius, exactly
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const t = segmentT(shape, a, dx, dy);
      return hypotAtMost(a.x + t * dx - shape.x, a.y + t * dy - shape.y, shape.radius);
    }
    case "polygon":
      return edgesMeet(shape.points, a, b);
  }
}

/**
 * The shortest distance from a point to the segment from `a` to `b`.
 *
 * @param p - the point
 * @param a - one end of the segment
 * @param b - the other end
 * @returns the distance, in inches
 * @example
 * ```ts
 * segmentDistance({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 }); // 3
 * ```
 */
export function segmentDistance(p: Point, a: Point, b: Point): number {
  return toSegment(readPoint("segmentDistance", "p", p), readPoint("segmentDistance", "a", a), readPoint("segmentDistance", "b", b));
}

function toSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = segmentT(p, a, dx, dy);
  // the distance from p to the segment's nearest point (a itself when the segment is a point: t is 0, and
  // a.x + 0 * dx is a.x); no point object made
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

/**
 * Where along the segment from `a` (by `dx`, `dy`) the point nearest `p` lies, from 0 (at `a`) to 1; 0 when the
 * segment is a point.
 */
function segmentT(p: Point, a: Point, dx: number, dy: number): number {
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return 0;
  return Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
}

/**
 * The bearing from one point to another, in degrees clockwise from "up the table" (+y): 0 is up, 90 is right.
 *
 * @param from - the observer
 * @param to - the point looked at
 * @returns degrees in [0, 360)
 * @example
 * ```ts
 * bearing({ x: 0, y: 0 }, { x: 5, y: 0 }); // 90
 * ```
 */
export function bearing(from: Point, to: Point): number {
  return bearingOf(readPoint("bearing", "from", from), readPoint("bearing", "to", to));
}

function bearingOf(a: Point, b: Point): number {
  const deg = (Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI;
  return deg < 0 ? deg + 360 : deg;
}

function inPolygon(points: readonly Point[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const pi = points[i] as Point;
    const pj = points[j] as Point;
    if (toSegment(p, pi, pj) === 0) return true;
    if (pi.y > p.y !== pj.y > p.y && p.x < ((pj.x - pi.x) * (p.y - pi.y)) / (pj.y - pi.y) + pi.x) inside = !inside;
  }
  return inside;
}

function edgesMeet(corners: readonly Point[], a: Point, b: Point): boolean {
  for (let i = 0; i < corners.length; i++) {
    const c = corners[i] as Point;
    const d = corners[(i + 1) % corners.length] as Point;
    if (segmentsMeet(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)) return true;
  }
  return false;
}

// the segment tests on coordinates (a rect's edges are tested without corner objects)
function orientation(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** Whether the segment from (ax, ay) to (bx, by) meets the one from (cx, cy) to (dx, dy) (touching counts). */
function segmentsMeet(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const o1 = orientation(ax, ay, bx, by, cx, cy);
  const o2 = orientation(ax, ay, bx, by, dx, dy);
  const o3 = orientation(cx, cy, dx, dy, ax, ay);
  const o4 = orientation(cx, cy, dx, dy, bx, by);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(ax, ay, bx, by, cx, cy)) ||
    (o2 === 0 && onSegment(ax, ay, bx, by, dx, dy)) ||
    (o3 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) ||
    (o4 === 0 && onSegment(cx, cy, dx, dy, bx, by))
  );
}

function field(fn: string, path: string, value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch (error) {
    throw unreadable(fn, `${path}.${key}`, error);
  }
}

// the paths of the errors are built only when there is an error: a checked call that passes (a game's every
// distance and line of sight) builds no strings (issue 14, the game loop's per-step cost)
function coordinate(fn: string, path: string, key: string, value: unknown, positive: boolean): number {
  if (typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= MAX_TABLE_INCHES && (!positive || value > 0)) return value;
  const range = positive ? `above 0 up to ${String(MAX_TABLE_INCHES)}` : `from -${String(MAX_TABLE_INCHES)} to ${String(MAX_TABLE_INCHES)}`;
  throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `${path}.${key}`, value, message: `expected inches ${range}` });
}

function plain(fn: string, path: string, value: unknown, what: string): object {
  if (typeof value !== "object" || value === null || isArray(value)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: `expected ${what}` });
  }
  return value;
}

/**
 * A point argument read into a fresh `{ x, y }`.
 *
 * @internal
 */
export function readPoint(fn: string, path: string, value: unknown): Point {
  const p = plain(fn, path, value, "a point { x, y } in inches");
  return { x: coordinate(fn, path, "x", field(fn, path, p, "x"), false), y: coordinate(fn, path, "y", field(fn, path, p, "y"), false) };
}

/**
 * A shape argument read into a fresh shape.
 *
 * @internal
 */
export function readShape(fn: string, path: string, value: unknown): Shape {
  const s = plain(fn, path, value, 'a shape ({ kind: "rect" | "circle" | "polygon", ... })');
  const kind = field(fn, path, s, "kind");
  // each field read and checked by a direct call (no closure: a shape is read at every line of sight)
  if (kind === "rect") {
    const x = coordinate(fn, path, "x", field(fn, path, s, "x"), false);
    const y = coordinate(fn, path, "y", field(fn, path, s, "y"), false);
    const width = coordinate(fn, path, "width", field(fn, path, s, "width"), true);
    return { kind, x, y, width, height: coordinate(fn, path, "height", field(fn, path, s, "height"), true) };
  }
  if (kind === "circle") {
    const x = coordinate(fn, path, "x", field(fn, path, s, "x"), false);
    const y = coordinate(fn, path, "y", field(fn, path, s, "y"), false);
    return { kind, x, y, radius: coordinate(fn, path, "radius", field(fn, path, s, "radius"), true) };
  }
  return readPolygon(fn, path, s, kind);
}

/** A polygon shape argument (or the error of an unknown kind), read into a fresh shape. */
function readPolygon(fn: string, path: string, s: object, kind: unknown): Shape {
  if (kind === "polygon") {
    const points = field(fn, path, s, "points");
    let length: unknown;
    try {
      length = isArray(points) ? points.length : undefined;
    } catch (error) {
      throw unreadable(fn, `${path}.points`, error);
    }
    if (!isArray(points) || typeof length !== "number" || length < 3 || length > MAX_POLYGON_POINTS) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: `${path}.points`,
        value: points,
        message: `expected 3 to ${String(MAX_POLYGON_POINTS)} points`,
      });
    }
    const read: Point[] = [];
    for (let i = 0; i < length; i++) read.push(readPoint(fn, `${path}.points[${String(i)}]`, field(fn, `${path}.points`, points, String(i))));
    return { kind, points: read };
  }
  throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `${path}.kind`, value: kind, message: 'expected "rect", "circle" or "polygon"' });
}

function inchesArg(fn: string, path: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: "expected a distance in inches, 0 or more" });
  }
  return value;
}

// ---- unchecked forms, for a game's own validated state (issue #14: validate once, at the edge) ----------------
// The exports above read their arguments (a hostile value is a RulesError); a game whose state went through its
// schema (setup, loadState, its own steps) measures with these instead, the same arithmetic without the reads.

/**
 * {@link distance} on points already validated (a game's own state): no argument reading.
 *
 * @internal
 */
export function distanceUnchecked(a: Point, b: Point): number {
  return dist(a, b);
}

/**
 * `distanceUnchecked(a, b) <= r`, exactly (the same answer, bit for bit), decided on the squared distance unless it
 * is a near tie (see the note above `hypotAtMost`): a range, a radius or the contact distance measured without
 * `Math.hypot` where the squares surely agree.
 *
 * @param a - one point (validated)
 * @param b - the other (validated)
 * @param r - the length compared with
 * @returns whether the distance is at most `r`
 * @example
 * ```ts
 * distanceAtMostUnchecked({ x: 0, y: 0 }, { x: 3, y: 4 }, 5); // true
 * ```
 * @internal
 */
export function distanceAtMostUnchecked(a: Point, b: Point, r: number): boolean {
  return hypotAtMost(b.x - a.x, b.y - a.y, r);
}

/**
 * The squared distance from `a` to `b` as computed (`dx * dx + dy * dy`), for {@link surelyFarther}: never compared
 * with a length itself.
 *
 * @param a - one point (validated)
 * @param b - the other (validated)
 * @returns the square
 * @example
 * ```ts
 * squaredDistanceUnchecked({ x: 0, y: 0 }, { x: 3, y: 4 }); // 25
 * ```
 * @internal
 */
export function squaredDistanceUnchecked(a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return dx * dx + dy * dy;
}

/**
 * Whether a point whose squared distance (from {@link squaredDistanceUnchecked}) is `s` is surely farther than one
 * whose square is `least`: its `distanceUnchecked` is then greater, bit for bit (see the note above `hypotAtMost`).
 * The nearest of several is found by measuring only the points not surely farther than the least square.
 *
 * @param s - a point's square
 * @param least - another's (the least of several)
 * @returns true when the first surely measures longer
 * @example
 * ```ts
 * surelyFarther(26, 25); // true: sqrt(26) > sqrt(25) beyond any rounding
 * surelyFarther(25, 25); // false: measure both
 * ```
 * @internal
 */
export function surelyFarther(s: number, least: number): boolean {
  return s > least * (1 + SLACK) + FLOOR;
}

/**
 * {@link moveToward} on points already validated (a game's own state): no argument reading.
 *
 * @internal
 */
export function moveTowardUnchecked(from: Point, to: Point, inches: number): Point {
  return toward(from, to, inches);
}

/**
 * {@link contains} on a shape and a point already validated (a game's own state): no argument reading.
 *
 * @internal
 */
export function containsUnchecked(shape: Shape, p: Point): boolean {
  return inside(shape, p);
}

/**
 * {@link crosses} on a shape and points already validated (a game's own state): no argument reading.
 *
 * @internal
 */
export function crossesUnchecked(shape: Shape, a: Point, b: Point): boolean {
  return across(shape, a, b);
}

/**
 * {@link segmentDistance} on points already validated (a game's own state): no argument reading.
 *
 * @internal
 */
export function segmentDistanceUnchecked(p: Point, a: Point, b: Point): number {
  return toSegment(p, a, b);
}

/**
 * {@link bearing} on points already validated (a game's own state): no argument reading.
 *
 * @internal
 */
export function bearingUnchecked(from: Point, to: Point): number {
  return bearingOf(from, to);
}
