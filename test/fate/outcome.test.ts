import { describe, expect, it } from "vitest";
import { outcomeOf, shiftsFor } from "../../src/fate/index.js";

describe("fate outcomes", () => {
  it("FATE-ACT-2 FATE-AMB-2: unopposed margins: 0 complication, 1 success, 2..7 shifts floor(m/2)", () => {
    expect(outcomeOf(0, false)).toEqual({ kind: "successWithComplication", shifts: 0 });
    expect(outcomeOf(1, false)).toEqual({ kind: "success", shifts: 0 });
    expect([2, 3, 4, 5, 6, 7].map((m) => outcomeOf(m, false).shifts)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(outcomeOf(2, false).kind).toBe("successWithShifts");
  });

  it("FATE-AMB-2: the option marginMinusOne gives m - 1 shifts (3 steps, 2 alterations)", () => {
    expect([2, 3, 4, 5].map((m) => shiftsFor(m, { shiftFormula: "marginMinusOne" }))).toEqual([1, 2, 3, 4]);
    expect([2, 3, 4, 5].map((m) => shiftsFor(m))).toEqual([1, 1, 2, 2]);
    expect(shiftsFor(1)).toBe(0);
  });

  it("FATE-AMB-3: -1 is a plain failure; -2 or worse gives floor(-m/2) negative shifts", () => {
    expect(outcomeOf(-1, false)).toEqual({ kind: "fail", shifts: 0 });
    expect(outcomeOf(-2, false)).toEqual({ kind: "failWithShifts", shifts: -1 });
    expect(outcomeOf(-5, false)).toEqual({ kind: "failWithShifts", shifts: -2 });
    expect(outcomeOf(-1, true)).toEqual({ kind: "fail", shifts: 0 });
  });

  it("FATE-ACT-4 FATE-AMB-4: an opposed tie fails with the situation unchanged; an unopposed tie succeeds with a complication", () => {
    expect(outcomeOf(0, true)).toEqual({ kind: "failUnchanged", shifts: 0 });
    expect(outcomeOf(0, false)).toEqual({ kind: "successWithComplication", shifts: 0 });
    expect(outcomeOf(1, true)).toEqual({ kind: "success", shifts: 0 });
    expect(outcomeOf(4, true)).toEqual({ kind: "successWithShifts", shifts: 2 });
    expect(outcomeOf(-4, true)).toEqual({ kind: "failWithShifts", shifts: -2 });
  });

  it("FATE-ACT-2: rejects a margin that is not a whole number", () => {
    expect(() => outcomeOf(0.5, false)).toThrow(/fate.outcomeOf: margin/);
    expect(() => shiftsFor(Number.NaN)).toThrow(/INVALID_ARGUMENT/);
  });
});
