import { describe, expect, it } from "vitest";
import { applyDamage, TOUGH, wtfCheck } from "../../src/evolution/index.js";
import { explain, odds, resolve, scriptedDice } from "../../src/index.js";

describe("Will to Fight (EVO-WTF-1, hook EVO-AMB-8)", () => {
  it("EVO-WTF-1: D6 ≥ WtF passes (Tough 4+: 4 passes, 3 fails)", () => {
    expect(resolve(wtfCheck(TOUGH), scriptedDice(["d6:4"])).value).toBe(true);
    expect(resolve(wtfCheck(TOUGH), scriptedDice(["d6:3"])).value).toBe(false);
    expect(odds(wtfCheck(TOUGH)).probability(true).toString()).toBe("1/2");
  });

  it("EVO-AMB-8: the trigger is a GM input, shown in the trace with a further modifier", () => {
    const { value, trace } = resolve(wtfCheck(TOUGH, { reason: "to avoid suppression", modifier: 1 }), scriptedDice(["d6:3"]));
    expect(value).toBe(true);
    expect(explain(trace)).toEqual([
      "further modifier +1 [EVO-WTF-1]",
      "d6 to avoid suppression (needs 4+): 3 [EVO-WTF-1]",
      "passes its Will to Fight [EVO-WTF-1]",
    ]);
  });

  it("EVO-WOUND-1, EVO-AMB-11 (default lightWoundsStack true): −1 per Light wound and −1 for a Serious wound", () => {
    const hurt = applyDamage(applyDamage(applyDamage(TOUGH, "light"), "light"), "serious");
    expect(odds(wtfCheck(hurt)).probability(true).toString()).toBe("0");
    expect(
      odds(wtfCheck(applyDamage(TOUGH, "light")))
        .probability(true)
        .toString(),
    ).toBe("1/3");
    expect(
      odds(wtfCheck(applyDamage(TOUGH, "light"), {}, { lightWoundsStack: true }))
        .probability(true)
        .toString(),
    ).toBe("1/3");
  });

  it("EVO-AMB-11 (option lightWoundsStack false): Light wounds count once for WtF", () => {
    const twoLights = applyDamage(applyDamage(TOUGH, "light"), "light");
    expect(
      odds(wtfCheck(twoLights, {}, { lightWoundsStack: false }))
        .probability(true)
        .toString(),
    ).toBe("1/3");
    expect(odds(wtfCheck(twoLights)).probability(true).toString()).toBe("1/6");
  });

  it("EVO-WTF-1: bad arguments are RulesErrors", () => {
    expect(() => wtfCheck(TOUGH, { modifier: Number.POSITIVE_INFINITY })).toThrow(/context\.modifier/);
    expect(() => wtfCheck({ ...TOUGH, wtf: 8 })).toThrow(/model\.wtf/);
  });
});
