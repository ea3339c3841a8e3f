import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import { type Figure, gasExposure } from "../../src/vivid/index.js";

const thug: Figure = { id: "t1", name: "Thug", class: "Combatant" };
const jack: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5 };

describe("vivid poison gas on a figure", () => {
  it("VIV-DT-7: poison gas turn 1, non-PC: hold-breath D10 4 fails; wound D6 1 + 3 = 4, Wounded, gassed: Killed", () => {
    const r = resolve(gasExposure(thug, 1), scriptedDice(["d10:4", "d6:1"]));
    expect(r.value.heldBreath).toBe(false);
    expect(r.value.wound?.outcome).toMatchObject({ rolled: "wounded", result: "killed" });
    expect(r.value.figure.status?.wound).toBe("killed");
  });

  it("VIV-AMB-27: the hold-breath roll is a D10 of 7 or more (P 2/5), rolled for each turn of exposure", () => {
    const held = resolve(gasExposure(thug, 2), scriptedDice(["d10:7"]));
    expect(held.value).toMatchObject({ heldBreath: true, figure: thug });
    expect(
      odds(gasExposure(thug, 3).map((r) => r.heldBreath))
        .probability(true)
        .toString(),
    ).toBe("2/5");
    // turn 3: +1, so every D6 is Wounded or worse and a non-PC breathing the gas always dies: 3/5
    expect(
      odds(gasExposure(thug, 3).map((r) => r.figure.status?.wound ?? "fit"))
        .probability("killed")
        .toString(),
    ).toBe("3/5");
    expect(() => gasExposure(thug, 4)).toThrow(RulesError);
  });

  it("VIV-AMB-28: with the default order a lucky gassed PC ends Wounded; 'luckThenConvert' gives luck no hold on a Killed", () => {
    const r = resolve(gasExposure(jack, 1), scriptedDice(["d10:2", "d6:3", "d10:5"]));
    expect(r.value.wound?.outcome).toMatchObject({ rolled: "killed", luck: "passed", result: "wounded" });
    const late = resolve(gasExposure(jack, 1, { options: { gasLuckOrder: "luckThenConvert" } }), scriptedDice(["d10:2", "d6:3", "d10:5"]));
    expect(late.value.wound?.outcome.result).toBe("killed");
  });
});
