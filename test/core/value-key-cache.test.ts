// Merge keys cached for frozen values (issue 13): one enumeration writes the text of a frozen value once and builds
// a tuple's key from its parts' texts; the keys are exactly those written without the cache, a value with a mutable
// part is never kept, and the depth limit still refuses what it refused.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { die, odds, repeat } from "../../src/index.js";
import { MAX_VALUE_DEPTH } from "../../src/core/plain.js";
import { type KeyCache, keyOf } from "../../src/core/value-key.js";
import { deepFreeze } from "../helpers.js";

describe("merge keys of frozen values, cached per enumeration", () => {
  it("should give every value the key it has without the cache, frozen or not, met once or many times", () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.integer(),
        fc.string(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie("value"), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 3 }), tie("value"), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(fc.array(json, { minLength: 1, maxLength: 4 }), fc.boolean(), (parts, freeze) => {
        const cache: KeyCache = new WeakMap();
        const values = freeze ? parts.map((p) => deepFreeze(p)) : parts;
        // each part alone, then tuples sharing the parts (the parts' texts reused)
        for (const v of values) expect(keyOf(v, "odds", cache)).toBe(keyOf(v));
        const tuple = Object.freeze([...values, ...values]);
        expect(keyOf(tuple, "odds", cache)).toBe(keyOf(tuple));
        expect(keyOf({ a: tuple, b: values }, "odds", cache)).toBe(keyOf({ a: tuple, b: values }));
      }),
      { numRuns: 200 },
    );
  });

  it("should not keep the text of a frozen value with a mutable part", () => {
    const cache: KeyCache = new WeakMap();
    const inner = [1, 2];
    const outer = Object.freeze({ inner });
    const before = keyOf(outer, "odds", cache);
    inner.push(3);
    expect(keyOf(outer, "odds", cache)).not.toBe(before);
    expect(keyOf(outer, "odds", cache)).toBe(keyOf(outer));
  });

  it("should still refuse a value nested past the depth limit when a frozen part's text is known", () => {
    const cache: KeyCache = new WeakMap();
    let deep: unknown = Object.freeze([]);
    for (let i = 0; i < 10; i++) deep = Object.freeze([deep]);
    keyOf(deep, "odds", cache);
    let wrapped: unknown = deep;
    for (let i = 0; i < MAX_VALUE_DEPTH; i++) wrapped = [wrapped];
    expect(() => keyOf(wrapped, "odds", cache)).toThrow(/nested more than/);
    expect(() => keyOf(wrapped)).toThrow(/nested more than/);
  });

  it("should leave the odds of a fold over frozen arrays unchanged (keep-highest 3 of 6d6)", () => {
    const top3 = (acc: readonly number[], f: number): readonly number[] => Object.freeze([...acc, f].sort((a, b) => b - a).slice(0, 3));
    const frozen = odds(repeat(6, die("d6"), Object.freeze([]) as readonly number[], top3).map((a) => a.reduce((s, x) => s + x, 0)));
    const plain = odds(
      repeat(6, die("d6"), [] as readonly number[], (acc, f) => [...acc, f].sort((a, b) => b - a).slice(0, 3)).map((a) => a.reduce((s, x) => s + x, 0)),
    );
    expect(frozen.outcomes.map((o) => [o.value, o.probability.toString()])).toEqual(plain.outcomes.map((o) => [o.value, o.probability.toString()]));
    // by hand: the top three of six dice are all sixes with 1 - P(at most two sixes) = 1 - (5^6 + 6*5^5 + 15*5^4) / 6^6
    expect(frozen.probability(18).toString()).toBe("1453/23328");
  });
});
