// The table's unchecked forms (issue #14: a game measures its own validated state without reading its arguments
// again) give exactly what the checked exports give, on the hand-worked cases of table.test.ts and on random points.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bearingUnchecked,
  containsUnchecked,
  crossesUnchecked,
  distanceUnchecked,
  moveTowardUnchecked,
  segmentDistanceUnchecked,
} from "../../../src/core/game/table.js";
import { bearing, contains, crosses, distance, moveToward, type Point, RulesError, type Shape, segmentDistance } from "../../../src/index.js";

const shapes: readonly Shape[] = [
  { kind: "rect", x: 4, y: -1, width: 1, height: 2 },
  { kind: "circle", x: 5, y: 3, radius: 3 },
  {
    kind: "polygon",
    points: [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
      { x: 3, y: 6 },
    ],
  },
];
const point = fc.record({ x: fc.double({ min: -20, max: 20, noNaN: true }), y: fc.double({ min: -20, max: 20, noNaN: true }) });

describe("the table's unchecked forms", () => {
  it("measure as the checked exports do (hand-worked cases)", () => {
    expect(distanceUnchecked({ x: 1, y: 1 }, { x: 4, y: 5 })).toBe(5);
    expect(moveTowardUnchecked({ x: 0, y: 0 }, { x: 6, y: 8 }, 5)).toEqual({ x: 3, y: 4 });
    expect(moveTowardUnchecked({ x: 2, y: 2 }, { x: 2, y: 2 }, 3)).toEqual({ x: 2, y: 2 });
    expect(containsUnchecked(shapes[0] as Shape, { x: 4, y: 1 })).toBe(true);
    expect(containsUnchecked(shapes[1] as Shape, { x: 7.2, y: 5.2 })).toBe(false);
    expect(crossesUnchecked(shapes[1] as Shape, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(true); // grazes it at (5, 0)
    expect(crossesUnchecked(shapes[2] as Shape, { x: -1, y: 7 }, { x: 7, y: 7 })).toBe(false);
    expect(segmentDistanceUnchecked({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(segmentDistanceUnchecked({ x: 13, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5); // past the end: to (10, 0)
    expect(segmentDistanceUnchecked({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5); // a segment of one point
    expect(bearingUnchecked({ x: 0, y: 0 }, { x: 5, y: 0 })).toBe(90);
    expect(bearingUnchecked({ x: 0, y: 0 }, { x: 0, y: -5 })).toBe(180);
    expect(bearingUnchecked({ x: 0, y: 0 }, { x: -5, y: 0 })).toBe(270);
  });
  it("agree with the checked exports on random points (fast-check, fixed seed)", () => {
    fc.assert(
      fc.property(point, point, fc.double({ min: 0, max: 30, noNaN: true }), (a: Point, b: Point, inches: number) => {
        expect(distanceUnchecked(a, b)).toBe(distance(a, b));
        expect(bearingUnchecked(a, b)).toBe(bearing(a, b));
        expect(segmentDistanceUnchecked(a, b, { x: b.y, y: a.x })).toBe(segmentDistance(a, b, { x: b.y, y: a.x }));
        expect(moveTowardUnchecked(a, b, inches)).toEqual(moveToward(a, b, inches));
        for (const s of shapes) {
          expect(containsUnchecked(s, a)).toBe(contains(s, a));
          expect(crossesUnchecked(s, a, b)).toBe(crosses(s, a, b));
        }
      }),
      { seed: 14, numRuns: 300 },
    );
  });
});

describe("the table's checked forms, beside the unchecked ones", () => {
  it("still refuse a bad point, naming the function and the path", () => {
    const bad = (call: () => unknown): [string, string | undefined] | undefined => {
      try {
        call();
      } catch (error) {
        if (error instanceof RulesError) return [error.fn, error.path];
        throw error;
      }
      return undefined;
    };
    expect(bad(() => bearing({ x: 0, y: 0 }, { x: Number.NaN, y: 1 }))).toEqual(["bearing", "to.x"]);
    expect(bad(() => segmentDistance({ x: 0, y: 0 }, null as unknown as Point, { x: 1, y: 1 }))).toEqual(["segmentDistance", "a"]);
  });
});
