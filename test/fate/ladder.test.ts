import { describe, expect, it } from "vitest";
import { LADDER, ladderLabel, ladderText, ladderValue } from "../../src/fate/index.js";
import { RulesError } from "../../src/index.js";

describe("fate ladder", () => {
  it("FATE-LAD-1: maps -4..+8 to the thirteen adjectives and back", () => {
    expect(LADDER).toHaveLength(13);
    for (const { adjective, value } of LADDER) {
      expect(ladderLabel(value)).toBe(adjective);
      expect(ladderValue(adjective)).toBe(value);
      expect(ladderValue(` ${adjective.toUpperCase()} `)).toBe(value);
    }
    expect(ladderLabel(-1)).toBe("Poor");
    expect(ladderText(3)).toBe("Good (+3)");
    expect(ladderText(0)).toBe("Mediocre (0)");
    expect(ladderText(-2)).toBe("Terrible (-2)");
  });

  it("FATE-LAD-2 FATE-AMB-23: totals beyond Horrific and Legendary are unbounded and labelled both ways", () => {
    expect(ladderLabel(-5)).toBe("Beyond Horrific (-5)");
    expect(ladderLabel(9)).toBe("Beyond Legendary (+9)");
    expect(ladderLabel(40)).toBe("Beyond Legendary (+40)");
    expect(ladderValue("Beyond Horrific (-5)")).toBe(-5);
    expect(ladderValue("beyond legendary (+9)")).toBe(9);
    expect(ladderValue(ladderLabel(-12))).toBe(-12);
  });

  it("FATE-LAD-1: rejects what is not on the ladder, naming the function", () => {
    expect(() => ladderValue("Splendid")).toThrow(RulesError);
    expect(() => ladderValue("Beyond Legendary (+3)")).toThrow(/fate.ladderValue/);
    expect(() => ladderValue(3 as unknown as string)).toThrow(/INVALID_ARGUMENT/);
    expect(() => ladderLabel(1.5)).toThrow(/fate.ladderLabel: value/);
  });
});
