// The table's geometry, checked against values worked by hand (3-4-5 triangles, points on edges, segments that
// graze a circle) and against the schemas' bounds.
import { describe, expect, it } from "vitest";
import { validate } from "../../../src/core/validate.js";
import { PointSchema, ShapeSchema } from "../../../src/core/game/table-schema.js";
import { RulesError, bearing, contains, crosses, distance, moveToward, type Shape, segmentDistance } from "../../../src/index.js";

const rect: Shape = { kind: "rect", x: 4, y: -1, width: 1, height: 2 };
const circle: Shape = { kind: "circle", x: 5, y: 3, radius: 3 };
const triangle: Shape = {
  kind: "polygon",
  points: [
    { x: 0, y: 0 },
    { x: 6, y: 0 },
    { x: 3, y: 6 },
  ],
};

describe("the table", () => {
  it("measures in inches", () => {
    expect(distance({ x: 1, y: 1 }, { x: 4, y: 5 })).toBe(5);
    expect(moveToward({ x: 0, y: 0 }, { x: 6, y: 8 }, 5)).toEqual({ x: 3, y: 4 });
    expect(moveToward({ x: 0, y: 0 }, { x: 6, y: 8 }, 12)).toEqual({ x: 6, y: 8 });
    expect(moveToward({ x: 2, y: 2 }, { x: 2, y: 2 }, 3)).toEqual({ x: 2, y: 2 });
    expect(segmentDistance({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(segmentDistance({ x: -3, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(bearing({ x: 0, y: 0 }, { x: 0, y: 5 })).toBe(0);
    expect(bearing({ x: 0, y: 0 }, { x: 5, y: 0 })).toBe(90);
    expect(bearing({ x: 0, y: 0 }, { x: 0, y: -5 })).toBe(180);
    expect(bearing({ x: 0, y: 0 }, { x: -5, y: 0 })).toBe(270);
  });
  it("knows what is inside a zone, edges included", () => {
    expect(contains(rect, { x: 4, y: 1 })).toBe(true);
    expect(contains(rect, { x: 5.01, y: 0 })).toBe(false);
    expect(contains(circle, { x: 5, y: 6 })).toBe(true);
    expect(contains(circle, { x: 7.2, y: 5.2 })).toBe(false);
    expect(contains(triangle, { x: 3, y: 2 })).toBe(true);
    expect(contains(triangle, { x: 3, y: 0 })).toBe(true);
    expect(contains(triangle, { x: 5.5, y: 4 })).toBe(false);
  });
  it("knows which zones a line of sight crosses", () => {
    expect(crosses(rect, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(true);
    expect(crosses(rect, { x: 0, y: 5 }, { x: 10, y: 5 })).toBe(false);
    expect(crosses(rect, { x: 0, y: 1 }, { x: 10, y: 1 })).toBe(true); // along the top edge
    expect(crosses(circle, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(true); // grazes it at (5, 0)
    expect(crosses(circle, { x: 0, y: -0.1 }, { x: 10, y: -0.1 })).toBe(false);
    expect(crosses(triangle, { x: -1, y: 3 }, { x: 7, y: 3 })).toBe(true);
    expect(crosses(triangle, { x: -1, y: 7 }, { x: 7, y: 7 })).toBe(false);
    expect(crosses(triangle, { x: 3, y: 2 }, { x: 3, y: 2.5 })).toBe(true); // both ends inside
  });
  it("validates points and shapes, with paths", () => {
    expect(validate(PointSchema, { x: 1, y: 2 }).ok).toBe(true);
    expect(validate(PointSchema, { x: 1, y: 2, z: 3 }).ok).toBe(false);
    expect(validate(PointSchema, { x: Number.POSITIVE_INFINITY, y: 2 }).ok).toBe(false);
    expect(validate(ShapeSchema, circle).ok).toBe(true);
    expect(validate(ShapeSchema, { kind: "circle", x: 0, y: 0, radius: 0 }).ok).toBe(false);
    expect(
      validate(ShapeSchema, {
        kind: "polygon",
        points: [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
        ],
      }).ok,
    ).toBe(false);
    expect(validate(ShapeSchema, triangle).ok).toBe(true);
  });
  it("refuses what is not a point or a shape with a RulesError naming the argument", () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("trap");
        },
      },
    );
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const e1 = refusal(() => distance(hostile as never, { x: 0, y: 0 }));
    expect(RulesError.is(e1) && e1.fn === "distance" && e1.path === "a.x").toBe(true);
    const e2 = refusal(() => moveToward({ x: 0, y: 0 }, { x: 1, y: 1 }, -1));
    expect(RulesError.is(e2) && e2.path === "inches").toBe(true);
    const e3 = refusal(() => crosses({ kind: "hexagon" } as never, { x: 0, y: 0 }, { x: 1, y: 1 }));
    expect(RulesError.is(e3) && e3.path === "shape.kind").toBe(true);
    const e4 = refusal(() => contains({ kind: "polygon", points: new Array(2 ** 32 - 1) } as never, { x: 0, y: 0 }));
    expect(RulesError.is(e4) && e4.path === "shape.points").toBe(true);
    const e5 = refusal(() => bearing({ x: Number.NaN, y: 0 }, { x: 0, y: 0 }));
    expect(RulesError.is(e5) && e5.path === "from.x").toBe(true);
  });
});
