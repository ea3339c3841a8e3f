// resolve's result and the volley with wounds' value are made by copying a template instead of by a literal, and the
// trace is sliced from a template array instead of made by `[]` (issue 13, vtrace: V8 pretenures a literal's
// objects once callers keep them, and every later resolution paid for it). The public value must be the same as data:
// plain objects (Object.prototype) with the same keys in the same order, a frozen plain array, the same entries, and
// nothing shared between two resolutions. Checked against literals built from the parts (toStrictEqual compares
// prototypes), for random volleys and seeds (fast-check, fixed seed: a failure replays as printed).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { count, resolve, seededDice } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";

const figure = (id: string): vivid.Figure => ({ id, name: id, class: "Combatant", weapons: [vivid.VIVID_WEAPONS.boltRifle] });
const unit = (id: string, prefix: string, n: number): vivid.Unit => ({
  id,
  kind: "combatant",
  leaderId: `${prefix}1`,
  members: Array.from({ length: n }, (_, i) => figure(`${prefix}${String(i + 1)}`)),
});

describe("resolve: the result, its trace and the volley's value are plain data (issue 13, vtrace)", () => {
  it("a resolution is a plain { value, trace } with a frozen plain array, the same as a literal of its parts", () => {
    const volley = count(10, "d10", (f) => f <= 6, { purpose: "to hit", labels: ["miss", "hit"] });
    const dice = seededDice(3);
    const a = resolve(volley, dice);
    const b = resolve(volley, dice);
    for (const r of [a, b]) {
      expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
      expect(Object.keys(r)).toEqual(["value", "trace"]);
      expect(Array.isArray(r.trace)).toBe(true);
      expect(Object.getPrototypeOf(r.trace)).toBe(Array.prototype);
      expect(Object.isFrozen(r.trace)).toBe(true);
      expect(r.trace).toHaveLength(10);
      expect(r).toStrictEqual({ value: r.value, trace: [...r.trace] });
    }
    // two resolutions share no trace array
    expect(a.trace).not.toBe(b.trace);
    const again = resolve(volley, seededDice(3));
    expect(again).toStrictEqual(a);
  });

  it("RUG-SHOOT-5 RUG-SHOOT-6 VIV-WOUND-3: random volleys with wounds, rugged and vivid: the value's keys in order, plain records, equal to a literal; the same seed gives the same value and trace", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("rugged", "vivid"),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(5, 20, 30, 45),
        fc.integer({ min: 0, max: 1_000_000 }),
        (system, shooters, targets, distance, seed) => {
          const shooting = unit("riflemen", "r", shooters);
          const target = unit("dacoits", "d", targets);
          const chance =
            system === "rugged"
              ? rugged.shootingVolleyWithWounds({ shooters: shooting, target, context: { distance, shooterMode: "stationary", cover: "soft" } })
              : vivid.shootingVolleyWithWounds({ shooters: shooting, target, context: { distance, cover: "soft" } });
          const dice = seededDice(seed);
          const first = resolve(chance, dice);
          const second = resolve(chance, dice);
          for (const r of [first, second]) {
            const v = r.value;
            expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
            expect(Object.isFrozen(r.trace)).toBe(true);
            expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
            expect(Object.isFrozen(v)).toBe(false);
            const keys =
              v.shooters === undefined
                ? ["hits", "dropped", "allocation", "unit", "outcomes"]
                : ["hits", "dropped", "allocation", "shooters", "unit", "outcomes"];
            expect(Object.keys(v)).toEqual(keys);
            expect(Object.getPrototypeOf(v.allocation)).toBe(null);
            expect(Object.getPrototypeOf(v.outcomes)).toBe(null);
            // the same as a literal made of its parts, in the same key order (toStrictEqual checks the prototypes)
            const literal =
              v.shooters === undefined
                ? { hits: v.hits, dropped: v.dropped, allocation: v.allocation, unit: v.unit, outcomes: v.outcomes }
                : { hits: v.hits, dropped: v.dropped, allocation: v.allocation, shooters: v.shooters, unit: v.unit, outcomes: v.outcomes };
            expect(v).toStrictEqual(literal);
            expect(JSON.stringify(v)).toBe(JSON.stringify(literal));
          }
          // two resolutions share no value, record or trace
          expect(second.value).not.toBe(first.value);
          expect(second.trace).not.toBe(first.trace);
          // the same seed replays the same value and trace
          const replay = resolve(chance, seededDice(seed));
          expect(replay).toStrictEqual(first);
        },
      ),
      { numRuns: 60, seed: 1324 },
    );
  });
});
