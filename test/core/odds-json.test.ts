import { describe, expect, it } from "vitest";
import { count, die, odds } from "../../src/index.js";

describe("Odds as JSON", () => {
  it("JSON.stringify writes the outcomes (a lazy getter) and the cost, as when outcomes was an own property", () => {
    expect(JSON.parse(JSON.stringify(odds(die("d2"))))).toEqual({
      outcomes: [
        { value: 1, probability: "1/2" },
        { value: 2, probability: "1/2" },
      ],
      cost: { states: 0, work: 0 },
    });
  });

  it("a large distribution's JSON lists every outcome (3d10 counting 6 or less: 4 outcomes, P(3) = 27/125)", () => {
    const json = JSON.parse(JSON.stringify(odds(count(3, "d10", (f) => f <= 6)))) as { outcomes: { value: number; probability: string }[] };
    expect(json.outcomes.map((o) => o.value)).toEqual([0, 1, 2, 3]);
    expect(json.outcomes[3]?.probability).toBe("27/125");
  });
});
