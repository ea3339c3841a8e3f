import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { parseOrThrow, pathText, RulesError, validate } from "../../src/index.js";
import { deepFreeze } from "../helpers.js";

const Unit = z.object({
  kind: z.enum(["PC", "Combatant"]),
  figures: z.array(z.object({ luck: z.number().check(z.int(), z.gte(3), z.lte(8)), name: z.string() })).check(z.maxLength(2)),
  note: z.optional(z.number().check(z.gt(0))),
});

describe("validate", () => {
  it("should return the typed value for valid input without mutating it", () => {
    const input = deepFreeze({ kind: "PC", figures: [{ luck: 5, name: "Jack" }] });
    const result = validate(Unit, input);
    expect(result).toEqual({ ok: true, value: input });
  });

  it("should return every issue with its path and a worded message (zod/mini has no locale)", () => {
    const result = validate(Unit, { kind: "X", figures: [{ luck: 9, name: "A" }, { luck: 2.5 }], note: 0 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.at, i.code, i.message])).toEqual([
      ["kind", "invalid_value", 'expected one of "PC", "Combatant"'],
      ["figures[0].luck", "too_big", "expected at most 8"],
      ["figures[1].luck", "invalid_type", "expected int"],
      ["figures[1].name", "invalid_type", "expected string"],
      ["note", "too_small", "expected more than 0"],
    ]);
    expect(result.issues[1]?.path).toEqual(["figures", 0, "luck"]);
    const many = validate(Unit, { kind: "PC", figures: [1, 2, 3].map(() => ({ luck: 4, name: "x" })) });
    expect(many.ok ? [] : many.issues.map((i) => [i.at, i.message])).toEqual([["figures", "expected at most 2 items"]]);
  });

  it("should word unknown keys, unions, literals, formats and multiples", () => {
    const issues = (schema: z.ZodMiniType, input: unknown): string[] => {
      const r = validate(schema, input);
      return r.ok ? [] : r.issues.map((i) => i.message);
    };
    expect(issues(z.strictObject({ a: z.number() }), { a: 1, b: 2, c: 3 })).toEqual(['unknown keys "b", "c"']);
    expect(issues(z.union([z.number(), z.string()]), true)).toEqual(["expected number or string"]);
    expect(issues(z.literal("x"), "y")).toEqual(['expected "x"']);
    expect(issues(z.string().check(z.email()), "nope")).toEqual(["expected the email format"]);
    expect(issues(z.number().check(z.multipleOf(5)), 7)).toEqual(["expected a multiple of 5"]);
    expect(issues(z.number().check(z.lt(3)), 3)).toEqual(["expected less than 3"]);
    expect(issues(z.string().check(z.minLength(2)), "a")).toEqual(["expected at least 2 characters"]);
    expect(issues(z.number().check(z.refine(() => false, "custom words")), 1)).toEqual(["custom words"]);
  });

  it("should accept any Standard Schema and reject what is not one", () => {
    const evens = {
      "~standard": {
        version: 1 as const,
        vendor: "hand",
        validate: (v: unknown) => (typeof v === "number" && v % 2 === 0 ? { value: v } : { issues: [{ message: "odd", path: [{ key: "n" }] }] }),
      },
    };
    expect(validate(evens, 2)).toEqual({ ok: true, value: 2 });
    expect(validate(evens, 3)).toEqual({ ok: false, issues: [{ path: ["n"], at: "n", code: "invalid", message: "odd" }] });
    expect(() => validate({} as never, 1)).toThrow(/validate: schema: expected a Standard Schema/);
    const asyncSchema = { "~standard": { version: 1 as const, vendor: "x", validate: () => Promise.resolve({ value: 1 }) } };
    // an asynchronous answer is an issue, never a throw (zod answers asynchronously after its synchronous parse fails)
    const answer = validate(asyncSchema, 1);
    expect(answer.ok ? [] : answer.issues.map((i) => [i.at, i.code])).toEqual([["", "unreadable"]]);
  });
});

describe("parseOrThrow", () => {
  it("should throw INVALID_INPUT naming the function, the rooted path and the value", () => {
    try {
      parseOrThrow("shoot", Unit, { kind: "PC", figures: [{ luck: "7", name: "A" }] }, "unit");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RulesError);
      const e = error as RulesError;
      expect(e.code).toBe("INVALID_INPUT");
      expect(e.path).toBe("unit.figures[0].luck");
      expect(e.value).toBe("7");
      expect(e.message).toBe('shoot: unit.figures[0].luck: expected number, got "7" [INVALID_INPUT]');
    }
    expect(() => parseOrThrow("f", Unit, 3)).toThrow("f: expected object, got 3 [INVALID_INPUT]");
    expect(() => parseOrThrow("f", z.array(z.number()), ["a"], "xs")).toThrow("f: xs[0]: expected number");
    expect(() => parseOrThrow("f", Unit, {}, "unit")).toThrow(/\(and 1 more issue\)/);
    expect(() => parseOrThrow("f", z.number(), "x", "n")).toThrow('f: n: expected number, got "x"');
    expect(parseOrThrow("f", Unit, { kind: "PC", figures: [] })).toEqual({ kind: "PC", figures: [] });
  });

  it("should format paths as a JavaScript reader writes them", () => {
    expect(pathText(["units", 0, "figures", 2, "luck"])).toBe("units[0].figures[2].luck");
    expect(pathText([])).toBe("");
    expect(pathText([3, "a"])).toBe("[3].a");
  });
});
