// The table's comparisons decided on squares (issue 14, stop 28: core/game/table.ts hypotAtMost, surelyFarther)
// give exactly what `Math.hypot` gives, bit for bit: a distance against a length, the nearest of several points, a
// circle's containment and crossing, on random points, on exact ties (Pythagorean triples, lengths that are the
// measured distance itself) and on the neighbours of the last bit. The references are the forms replaced, written
// out here as they were.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  containsUnchecked,
  crossesUnchecked,
  distanceAtMostUnchecked,
  distanceUnchecked,
  type Point,
  type Shape,
  squaredDistanceUnchecked,
  surelyFarther,
} from "../../../src/core/game/table.js";

/** The double next to `x` toward +Infinity (`up`) or -Infinity. */
function nextTo(x: number, up: boolean): number {
  if (x === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE;
  const f = new Float64Array([x]);
  const i = new BigInt64Array(f.buffer);
  i[0] = (i[0] as bigint) + (x > 0 === up ? 1n : -1n);
  return f[0] as number;
}

// the forms replaced, as they were
const hypot = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);
function oldToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return hypot(p, a);
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return hypot(p, { x: a.x + t * dx, y: a.y + t * dy });
}
function oldNearest(from: Point, list: readonly Point[]): number {
  let best = -1;
  let bestD = Infinity;
  for (const [i, p] of list.entries()) {
    const d = hypot(from, p);
    if (d < bestD) {
      best = i;
      bestD = d;
    }
  }
  return best;
}
/** The nearest as game.ts nearest finds it: the least square, then only the points not surely farther measured. */
function newNearest(from: Point, list: readonly Point[]): number {
  let least = Infinity;
  for (const p of list) least = Math.min(least, squaredDistanceUnchecked(from, p));
  let best = -1;
  let bestD = Infinity;
  for (const [i, p] of list.entries()) {
    if (surelyFarther(squaredDistanceUnchecked(from, p), least)) continue;
    const d = distanceUnchecked(from, p);
    if (d < bestD) {
      best = i;
      bestD = d;
    }
  }
  return best;
}

const coordinate = fc.oneof(
  fc.double({ min: -60, max: 60, noNaN: true }),
  fc.integer({ min: -60, max: 60 }),
  fc.double({ min: -1e-160, max: 1e-160, noNaN: true }),
  fc.double({ min: -100_000, max: 100_000, noNaN: true }),
);
const point = fc.record({ x: coordinate, y: coordinate });

describe("the table's comparisons on squares", () => {
  it("distanceAtMost is Math.hypot(...) <= r on random points, at the measured distance and its last-bit neighbours", () => {
    fc.assert(
      fc.property(point, point, fc.double({ min: 0, max: 200, noNaN: true }), (a: Point, b: Point, r: number) => {
        const d = hypot(a, b);
        for (const len of [r, d, nextTo(d, true), nextTo(d, false), d * (1 + 1e-12), d * (1 - 1e-12), 0, Infinity, -1, Number.NaN])
          expect(distanceAtMostUnchecked(a, b, len)).toBe(d <= len);
      }),
      { seed: 28, numRuns: 3000 },
    );
  });
  it("distanceAtMost on exact ties: Pythagorean triples and the contact distance", () => {
    for (const [x, y, z] of [
      [3, 4, 5],
      [5, 12, 13],
      [8, 15, 17],
      [0.3, 0.4, 0.5],
      [0.6, 0.8, 1],
      [1, 1, Math.SQRT2],
      [1e-170, 0, 1e-170],
    ] as const) {
      for (const len of [z, nextTo(z, true), nextTo(z, false)]) {
        const a = { x: 1.5, y: -2.25 };
        const b = { x: 1.5 + x, y: -2.25 + y };
        expect(distanceAtMostUnchecked(a, b, len)).toBe(hypot(a, b) <= len);
        expect(distanceAtMostUnchecked({ x: 0, y: 0 }, { x, y }, len)).toBe(Math.hypot(x, y) <= len);
      }
    }
  });
  it("the nearest of several, by squares first, is the nearest measured (the first of equals)", () => {
    // near ties: points on a circle round the origin, mirrored and repeated
    const ring = fc.array(
      fc.oneof(
        point,
        fc.constantFrom<Point>({ x: 3, y: 4 }, { x: -4, y: 3 }, { x: 5, y: 0 }, { x: 0, y: -5 }, { x: 0.3, y: 0.4 }, { x: 0.5, y: 0 }, { x: 1, y: 1 }),
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(ring, fc.constantFrom<Point>({ x: 0, y: 0 }, { x: 1e-170, y: 0 }), (list, from) => {
        expect(newNearest(from, list)).toBe(oldNearest(from, list));
      }),
      { seed: 28, numRuns: 3000 },
    );
    fc.assert(
      fc.property(point, ring, (from, list) => {
        expect(newNearest(from, list)).toBe(oldNearest(from, list));
      }),
      { seed: 29, numRuns: 3000 },
    );
  });
  it("a circle contains and is crossed as Math.hypot measures, and a rect is crossed as its four corners' edges", () => {
    const circle = fc.record({
      kind: fc.constant("circle" as const),
      x: coordinate,
      y: coordinate,
      radius: fc.oneof(fc.double({ min: 1e-6, max: 30, noNaN: true }), fc.constantFrom(5, 0.5, 1e-170)),
    });
    const rect = fc.record({
      kind: fc.constant("rect" as const),
      x: fc.integer({ min: -10, max: 10 }),
      y: fc.integer({ min: -10, max: 10 }),
      width: fc.integer({ min: 1, max: 10 }),
      height: fc.integer({ min: 1, max: 10 }),
    });
    const lattice = fc.record({ x: fc.integer({ min: -25, max: 25 }), y: fc.integer({ min: -25, max: 25 }) });
    const corner = (s: Extract<Shape, { kind: "rect" }>, i: number): Point =>
      [
        { x: s.x, y: s.y },
        { x: s.x + s.width, y: s.y },
        { x: s.x + s.width, y: s.y + s.height },
        { x: s.x, y: s.y + s.height },
      ][i % 4] as Point;
    // the old edge test, on corner objects
    const orient = (a: Point, b: Point, c: Point): number => {
      const v = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
      return v > 0 ? 1 : v < 0 ? -1 : 0;
    };
    const on = (a: Point, b: Point, p: Point): boolean =>
      Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y);
    const meet = (a: Point, b: Point, c: Point, d: Point): boolean => {
      const [o1, o2, o3, o4] = [orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)];
      if (o1 !== o2 && o3 !== o4) return true;
      return (o1 === 0 && on(a, b, c)) || (o2 === 0 && on(a, b, d)) || (o3 === 0 && on(c, d, a)) || (o4 === 0 && on(c, d, b));
    };
    const inRect = (s: Extract<Shape, { kind: "rect" }>, p: Point): boolean => p.x >= s.x && p.x <= s.x + s.width && p.y >= s.y && p.y <= s.y + s.height;
    fc.assert(
      fc.property(circle, fc.oneof(point, lattice), fc.oneof(point, lattice), (s, a, b) => {
        const inA = hypot(a, s) <= s.radius;
        const inB = hypot(b, s) <= s.radius;
        expect(containsUnchecked(s, a)).toBe(inA);
        expect(crossesUnchecked(s, a, b)).toBe(inA || inB || oldToSegment(s, a, b) <= s.radius);
        // a point exactly on the edge, and the last bit either side of it
        const edge = { x: s.x + s.radius, y: s.y };
        for (const p of [edge, { x: nextTo(edge.x, true), y: s.y }, { x: nextTo(edge.x, false), y: s.y }])
          expect(containsUnchecked(s, p)).toBe(hypot(p, s) <= s.radius);
      }),
      { seed: 28, numRuns: 3000 },
    );
    fc.assert(
      fc.property(rect, fc.oneof(point, lattice), fc.oneof(point, lattice), (s, a, b) => {
        const old = inRect(s, a) || inRect(s, b) || [0, 1, 2, 3].some((i) => meet(a, b, corner(s, i), corner(s, i + 1)));
        expect(crossesUnchecked(s, a, b)).toBe(old);
      }),
      { seed: 28, numRuns: 3000 },
    );
  });
  it("a line from a point inside a shape crosses it (vivid table-terrain.ts terrainCrossed reads crosses alone)", () => {
    const shape = fc.oneof(
      fc.record({ kind: fc.constant("circle" as const), x: coordinate, y: coordinate, radius: fc.double({ min: 1e-6, max: 30, noNaN: true }) }),
      fc.record({
        kind: fc.constant("rect" as const),
        x: fc.integer({ min: -10, max: 10 }),
        y: fc.integer({ min: -10, max: 10 }),
        width: fc.integer({ min: 1, max: 10 }),
        height: fc.integer({ min: 1, max: 10 }),
      }),
      fc.constant<Shape>({
        kind: "polygon",
        points: [
          { x: 0, y: 0 },
          { x: 6, y: 0 },
          { x: 3, y: 6 },
        ],
      }),
    );
    fc.assert(
      fc.property(shape, point, point, (s, a, b) => {
        expect(crossesUnchecked(s, a, b) || containsUnchecked(s, a)).toBe(crossesUnchecked(s, a, b));
      }),
      { seed: 30, numRuns: 3000 },
    );
  });
});
