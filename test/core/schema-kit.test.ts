import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  absentIfNull,
  AppDataSchema,
  boundedArray,
  boundedInt,
  boundedString,
  idString,
  INPUT_LIMITS,
  nearestKey,
  strictObject,
} from "../../src/core/schema-kit.js";
import { validate } from "../../src/core/validate.js";

describe("schema conventions (docs/reliability.md)", () => {
  it("a strict object names an unknown key and suggests the nearest valid one", () => {
    const Options = strictObject({ unspottedRounding: z.optional(z.enum(["down", "up"])), luck: z.optional(z.number()) });
    const result = validate(Options, { unspotedRounding: "down" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues[0]?.code).toBe("unrecognized_keys");
      expect(result.issues[0]?.message).toBe('unknown key "unspotedRounding" (did you mean "unspottedRounding"?)');
    }
    const far = validate(Options, { zzzzzzzz: 1 });
    expect(far.ok ? "" : far.issues[0]?.message).toBe('unknown key "zzzzzzzz"');
    expect(validate(Options, { luck: 3 }).ok).toBe(true);
  });

  it("nearestKey is case-insensitive and refuses distant keys", () => {
    expect(nearestKey("LUK", ["luck", "name"])).toBe("luck");
    expect(nearestKey("q", ["luck", "name"])).toBeUndefined();
  });

  it("bounded arrays, strings, ids and ints refuse past their bound", () => {
    expect(validate(boundedArray(z.number(), 2), [1, 2, 3]).ok).toBe(false);
    expect(validate(boundedString(3), "abcd").ok).toBe(false);
    expect(validate(idString(), "").ok).toBe(false);
    expect(validate(idString(), "x".repeat(INPUT_LIMITS.idLength + 1)).ok).toBe(false);
    expect(validate(boundedInt(1, 3), 4).ok).toBe(false);
    expect(validate(boundedInt(), 2.5).ok).toBe(false);
  });

  it("app data is a bounded plain object", () => {
    expect(validate(AppDataSchema, { colour: "red" }).ok).toBe(true);
    const many = Object.fromEntries(Array.from({ length: INPUT_LIMITS.appDataKeys + 1 }, (_, i) => [`k${String(i)}`, i]));
    expect(validate(AppDataSchema, many).ok).toBe(false);
  });

  it("an optional argument given as null is absent", () => {
    expect(absentIfNull(null)).toBeUndefined();
    expect(absentIfNull(0)).toBe(0);
  });
});
