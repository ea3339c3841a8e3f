// The rugged session's texts kept by their fields' identity (issue 14, src/rugged/game/session.ts keptByFields): a
// frozen record found by the identity of its fields (all but the one the text leaves out) gives exactly the text its
// own record gives (stateKey of it); a record not frozen, or with a field not frozen, is never kept by its fields.
// fast-check, seed printed on failure.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stateKey } from "../../../src/core/game/key.js";
import { keptByFields } from "../../../src/rugged/game/session.js";

type R = Record<string, unknown>;
const without = (r: R, skip: string): R => Object.fromEntries(Object.entries(r).filter(([k]) => k !== skip));
const field = fc.oneof(
  fc.constantFrom("a", "b", 0, 1, -0, true, false, null, undefined),
  fc.constantFrom(Object.freeze({ x: 1 }), Object.freeze([1, 2]), Object.freeze({ x: 2 })),
  fc.record({ x: fc.integer({ min: 0, max: 2 }) }),
);
const record = fc.dictionary(fc.constantFrom("id", "name", "morale", "members", "mode", "extra"), field, { maxKeys: 6 });

describe("keptByFields", () => {
  it("gives every record its own text, frozen or not, its fields shared or not", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(record, fc.boolean()), { minLength: 1, maxLength: 30 }), fc.constantFrom("members", "mode"), (records, skip) => {
        let asked = 0;
        const own = (r: R): string => {
          asked++;
          return stateKey(without(r, skip));
        };
        const text = keptByFields(own, skip);
        for (const [r, freeze] of records) {
          const value = freeze ? Object.freeze({ ...r }) : { ...r };
          expect(text(value)).toBe(stateKey(without(value, skip)));
        }
        expect(asked).toBeLessThanOrEqual(records.length);
      }),
    );
  });

  it("works a frozen record out once, then finds records with its fields (the skipped one changed) by identity", () => {
    const shared = Object.freeze({ x: 1 });
    let asked = 0;
    const text = keptByFields((r: R) => {
      asked++;
      return stateKey(without(r, "members"));
    }, "members");
    const a = text(Object.freeze({ id: "u", shared, members: [1] }));
    const b = text(Object.freeze({ id: "u", shared, members: [2] }));
    expect(b).toBe(a);
    expect(asked).toBe(1);
    // a field not frozen: never kept by identity (it could change), worked out each time
    const loose = { x: 1 };
    text(Object.freeze({ id: "v", loose }));
    loose.x = 2;
    expect(text(Object.freeze({ id: "v", loose }))).toBe(stateKey({ id: "v", loose: { x: 2 } }));
    // not frozen, or not plain: as given
    expect(text({ id: "u", shared, members: [] })).toBe(a);
    expect(asked).toBe(4);
  });

  it("never takes a record with other keys for a kept one (fast-check's counterexample: the skipped key against another)", () => {
    const text = keptByFields((r: R) => stateKey(without(r, "mode")), "mode");
    expect(text(Object.freeze({ mode: "a" }))).toBe("{}");
    const shared = Object.freeze({ x: 1 });
    expect(text(Object.freeze({ id: shared }))).toBe(stateKey({ id: shared }));
    expect(text(Object.freeze({ id: shared, mode: "b" }))).toBe(stateKey({ id: shared }));
  });
});
