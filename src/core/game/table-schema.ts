// The schemas of the table's geometry (table.ts), for the systems' scenario schemas. zod/mini, imported by the
// systems only: the core entry point carries no zod.
import * as z from "zod/mini";
import { boundedArray, strictObject } from "../schema-kit.js";
import { MAX_POLYGON_POINTS, MAX_TABLE_INCHES, type Point, type Shape } from "./table.js";

const inches = () => z.number().check(z.gte(-MAX_TABLE_INCHES), z.lte(MAX_TABLE_INCHES));
const size = () => z.number().check(z.gt(0), z.lte(MAX_TABLE_INCHES));

/**
 * A point on the table, in inches.
 *
 * @example
 * ```ts
 * PointSchema.parse({ x: 12, y: 6 });
 * ```
 */
export const PointSchema: z.ZodMiniType<Point> = strictObject({
  /** Inches to the right of the table's left edge. */
  x: inches(),
  /** Inches up from the table's near edge. */
  y: inches(),
});

/**
 * A zone's outline: a rectangle (`x`, `y` its lower-left corner), a circle (`x`, `y` its centre) or a polygon.
 *
 * @example
 * ```ts
 * ShapeSchema.parse({ kind: "circle", x: 30, y: 20, radius: 4 });
 * ```
 */
export const ShapeSchema: z.ZodMiniType<Shape> = z.discriminatedUnion("kind", [
  strictObject({
    /** An axis-aligned rectangle. */
    kind: z.literal("rect"),
    /** Its left edge, in inches. */
    x: inches(),
    /** Its near edge, in inches. */
    y: inches(),
    /** Its width, in inches. */
    width: size(),
    /** Its depth, in inches. */
    height: size(),
  }),
  strictObject({
    /** A circle. */
    kind: z.literal("circle"),
    /** Its centre's x, in inches. */
    x: inches(),
    /** Its centre's y, in inches. */
    y: inches(),
    /** Its radius, in inches. */
    radius: size(),
  }),
  strictObject({
    /** A polygon. */
    kind: z.literal("polygon"),
    /** Its corners in order (3 to 64). */
    points: boundedArray(PointSchema, MAX_POLYGON_POINTS).check(z.minLength(3)),
  }),
]);
