// The lines tugsGame.describe gives for the time after a fight (TUGS-REC-2: an injury's recovery time; TUGS-WORSE-1:
// the care that treats it): spans of minutes in days, hours and minutes, and the care in words.
import { describe, expect, it } from "vitest";
import { tugsGame } from "../../src/tugs/index.js";

type Events = Parameters<typeof tugsGame.describe>[0];

const recovering = (amount: number, care: string): Events =>
  [{ type: "recovering", actor: "jan", name: "Jan", part: "body", level: "critical", care, amount, rule: "TUGS-REC-2" }] as unknown as Events;

describe("tugsGame.describe: the time after the fight in words", () => {
  it("TUGS-REC-2: a recovery time of minutes reads as days, hours and minutes (1,440 minutes a day)", () => {
    const cases: [number, string][] = [
      [64_800, "45 days"], // 45 x 1440
      [7_200, "5 days"],
      [6_480, "4 days 12 hours"], // 4 x 1440 + 720
      [1_441, "1 day 1 minute"],
      [270, "4 hours 30 minutes"],
      [60, "1 hour"],
      [10, "10 minutes"],
      [1, "1 minute"],
    ];
    for (const [minutes, words] of cases) {
      expect(tugsGame.describe(recovering(minutes, "hospital"))).toEqual([`Jan's critical body injury will heal one level in ${words} (hospital).`]);
    }
  });

  it("TUGS-WORSE-1: the care in words (first aid), treated and recovering alike", () => {
    expect(tugsGame.describe(recovering(7_200, "firstAid"))).toEqual(["Jan's critical body injury will heal one level in 5 days (first aid)."]);
    const treated = [
      { type: "treated", actor: "jan", name: "Jan", part: "body", level: "critical", care: "firstAid", rule: "TUGS-WORSE-1" },
    ] as unknown as Events;
    expect(tugsGame.describe(treated)).toEqual(["Jan's critical body injury is treated (first aid)."]);
  });
});
