// tugs: rollUnder and hitLocation in one shape, name(input, options?) (issue 16). Expected odds worked out by hand:
// a d20 under 8 succeeds on 8 faces of 20 (2/5), under 25 always, under -3 never; TUGS-LOC-1's humanlike table puts
// faces 7-16 on the body (10 of 20: 1/2); a GM table of body to 16 and head to 20 gives the head faces 17-20 (1/5).
import { describe, expect, it } from "vitest";
import { odds, resolve, scriptedDice } from "../../src/index.js";
import { hitLocation, rollUnder } from "../../src/tugs/index.js";
import { rulesErrorOf } from "../throws.js";

const gmTable = [
  { upTo: 16, location: "body" as const },
  { upTo: 20, location: "head" as const },
];

describe("tugs rollUnder and hitLocation, named (issue 16)", () => {
  it("TUGS-CHK-1: rollUnder({ target, purpose, rule }) gives the hand-worked odds, the same as the positional form", () => {
    expect(
      odds(rollUnder({ target: 8, purpose: "parry", rule: "TUGS-HTH-3" }))
        .probability(true)
        .toString(),
    ).toBe("2/5");
    expect(
      odds(rollUnder({ target: 25, purpose: "x", rule: "TUGS-CHK-1" }))
        .probability(true)
        .toString(),
    ).toBe("1");
    expect(
      odds(rollUnder({ target: -3, purpose: "x", rule: "TUGS-CHK-1" }))
        .probability(true)
        .toString(),
    ).toBe("0");
    const named = resolve(rollUnder({ target: 8, purpose: "parry", rule: "TUGS-HTH-3" }, {}), scriptedDice(["d20:8"]));
    const positional = resolve(rollUnder(8, "parry", "TUGS-HTH-3"), scriptedDice(["d20:8"]));
    expect(named.value).toBe(true);
    expect(named).toEqual(positional);
  });

  it("TUGS-LOC-1 TUGS-LOC-2 TUGS-GM-3: hitLocation({ aimed?, table? }) gives the hand-worked odds, the same as the positional form", () => {
    expect(odds(hitLocation({})).probability("body").toString()).toBe("1/2");
    expect(odds(hitLocation()).probability("body").toString()).toBe("1/2");
    expect(
      odds(hitLocation({ table: gmTable }))
        .probability("head")
        .toString(),
    ).toBe("1/5");
    expect(
      odds(hitLocation({ aimed: "head" }))
        .probability("head")
        .toString(),
    ).toBe("1");
    expect(
      odds(hitLocation({ aimed: null, table: null }, {}))
        .probability("body")
        .toString(),
    ).toBe("1/2");
    const named = resolve(hitLocation({ table: gmTable }), scriptedDice(["d20:17"]));
    const positional = resolve(hitLocation(undefined, gmTable), scriptedDice(["d20:17"]));
    expect(named.value).toBe("head");
    expect(named).toEqual(positional);
  });

  it("TUGS-CHK-1 TUGS-LOC-1: a bad input names the call and its path under input; bad options are refused", () => {
    expect(rulesErrorOf(() => rollUnder({ target: 1.5, purpose: "x", rule: "r" }))).toMatchObject({ fn: "tugs.rollUnder", path: "input.target" });
    expect(rulesErrorOf(() => hitLocation({ aimed: "tail" as never }))).toMatchObject({ fn: "tugs.hitLocation", path: "input.aimed" });
    expect(rulesErrorOf(() => hitLocation({ table: [{ upTo: 3, location: "body" }] }))).toMatchObject({ fn: "tugs.hitLocation" });
    expect(rulesErrorOf(() => rollUnder({ target: 8, purpose: "x", rule: "r" }, { nope: 1 } as never)).fn).toBe("tugs.rollUnder");
  });
});
