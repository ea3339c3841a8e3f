// The vivid session's volley keys named by signature (issue 14, src/vivid/game/session-volleys.ts flatSignature): a
// context or a unit's own fields, a new object at every volley, is named by the signature of its flat fields instead
// of its key text. Property (fast-check, seed printed on failure): two flat records with the same signature are equal
// as data (the same key text, core/value-key.ts keyOf), the keys read apart aside; a record with an object, a
// function or a symbol has none; and records that differ in a field read have different signatures.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyOf } from "../../../src/core/value-key.js";
import { flatSignature } from "../../../src/vivid/game/session-volleys.js";

const KEYS = ["distance", "cover", "shooterMoved", "lineOfSight", "gmModifier", "morale", "__proto__", "a|b", '"q"', "members"] as const;
const valueArb = fc.oneof(
  fc.constantFrom(0, -0, 1, 0.1 + 0.2, Number.NaN, Infinity, -3, 12, true, false, null, undefined, "", "0", "n0", "soft", "t|", '"', "~"),
  fc.integer({ min: -5, max: 5 }),
  fc.boolean(),
  fc.string({ maxLength: 3 }),
);
const recordArb = fc.array(fc.tuple(fc.constantFrom(...KEYS), valueArb), { maxLength: 6 }).map((entries) => {
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of entries) out[k] = v;
  return out;
});
const SKIP: ReadonlySet<string> = new Set(["distance", "members"]);

/** The record as the key reads it: its skipped keys written as one value. */
const keyed = (r: Readonly<Record<string, unknown>>): unknown => {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(r)) out[k] = SKIP.has(k) ? 0 : r[k];
  return keyOf({ ...out });
};

describe("session volleys: flat records named by signature (issue 14)", () => {
  it("the same signature: the same key text; a field read that differs: another signature (fast-check)", () => {
    fc.assert(
      fc.property(recordArb, recordArb, (a, b) => {
        const sa = flatSignature(a, SKIP);
        const sb = flatSignature(b, SKIP);
        expect(sa).toBeDefined();
        if (sa === sb) expect(keyed(a)).toBe(keyed(b));
        // the same record with one field read changed: never the same signature
        const read = Object.keys(a).filter((k) => !SKIP.has(k));
        if (read.length > 0) {
          const k = read[0] as string;
          const changed = { ...a, [k]: typeof a[k] === "string" ? `${a[k]}x` : "x" };
          expect(flatSignature(changed, SKIP)).not.toBe(sa);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("a record with an object, an array, a function or a symbol has none; a skipped key's value is not read", () => {
    for (const v of [{}, [], () => 0, Symbol("s")]) expect(flatSignature({ cover: "soft", x: v }, SKIP)).toBeUndefined();
    expect(flatSignature({ distance: 3, cover: "soft" }, SKIP)).toBe(flatSignature({ distance: 30, cover: "soft" }, SKIP));
    expect(flatSignature({ members: [{ id: "a" }], kind: "combatant" }, SKIP)).toBe(flatSignature({ members: [], kind: "combatant" }, SKIP));
    expect(flatSignature({ n: 0 }, SKIP)).not.toBe(flatSignature({ n: -0 }, SKIP));
    expect(flatSignature({ n: "1" }, SKIP)).not.toBe(flatSignature({ n: 1 }, SKIP));
    expect(flatSignature({ a: undefined }, SKIP)).not.toBe(flatSignature({}, SKIP));
  });
});
