import * as z from "zod/mini";
import { describe, expectTypeOf, it } from "vitest";
import {
  all,
  type Chance,
  constant,
  count,
  type DiceSource,
  die,
  type Fraction,
  odds,
  type Resolution,
  resolve,
  type SchemaOutput,
  seededDice,
  validate,
} from "../../src/index.js";

describe("types", () => {
  it("should infer chance values through map, chain and all", () => {
    expectTypeOf(die("d6")).toEqualTypeOf<Chance<number>>();
    expectTypeOf(die("d6").map((f) => f > 3)).toEqualTypeOf<Chance<boolean>>();
    expectTypeOf(die("d6").chain((f) => constant(String(f)))).toEqualTypeOf<Chance<string>>();
    expectTypeOf(all([die("d6"), constant("x")])).toEqualTypeOf<Chance<[number, string]>>();
    expectTypeOf(
      resolve(
        count(2, "d10", (f) => f <= 6),
        seededDice(1),
      ),
    ).toEqualTypeOf<Resolution<number>>();
    expectTypeOf(odds(die("d6")).probability(3)).toEqualTypeOf<Fraction>();
    expectTypeOf(seededDice(1)).toExtend<DiceSource>();
  });

  it("should type validated values from the schema", () => {
    const schema = z.object({ luck: z.number() });
    expectTypeOf<SchemaOutput<typeof schema>>().toEqualTypeOf<{ luck: number }>();
    const result = validate(schema, {});
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<{ luck: number }>();
    // @ts-expect-error a die kind must be one of the known kinds
    die("d7");
  });
});
