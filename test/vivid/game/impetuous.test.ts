// Impetuous in the vivid game (VIV-TRAIT-N5, issue #14): "any turn in which the PC is within movement distance of an
// enemy unit they must check their luck"; a failure charges the nearest enemy, the unit with it if the PC commands
// one; under a superior with the unit, no check. The check is made as the PC's side turn begins.
import { describe, expect, it } from "vitest";
import { VIVID_TRAITS, vividGame } from "../../../src/vivid/index.js";
import { goodFirst, pc, place, playAll, refusal, rifleman, twoSides, unit } from "./rules-scenarios.js";

/** Jack, an Impetuous PC (Luck 5, 6" a move), `gap` inches from a lone thug. */
function scenario(gap: number, extra: Parameters<typeof pc>[3] = {}, options = {}) {
  const jack = pc("jack", "Jack", "good", { traits: [VIVID_TRAITS.impetuous], ...extra });
  return twoSides(
    [unit("party", "Jack", [jack])],
    [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" })],
    {
      jack: { x: 10, y: 1 },
      t1: { x: 10, y: 1 + gap },
    },
    { options },
  );
}

describe("vividGame: Impetuous (VIV-TRAIT-N5)", () => {
  it('VIV-TRAIT-N5: within his 6" of an enemy, a failed luck check (D10 6 > 5) charges the nearest enemy at once: 4.5" to base contact, his whole move spent', () => {
    const state = goodFirst(scenario(5), ["d10:6"]);
    const imp = state.places.find((p) => p.id === "jack");
    // charged to 0.5" of the thug (half the 1" base contact), 4.5" moved, the rest of his 6" spent
    expect(imp?.at).toEqual({ x: 10, y: 5.5 });
    expect(imp?.moved).toBeCloseTo(6, 2);
    expect(refusal(state, { type: "move", figure: "jack", to: { x: 10, y: 5 } })[0]).toBe("TOO_FAR VIV-MOVE-1");
    const lines = vividGame.describe(playAll(vividGame.setup(scenario(5)), { type: "beginTurn" }, ["d10:9", "d10:2", "d10:6"]).events);
    expect(lines).toEqual([
      "TURN 1",
      "Initiative: The party, then The gang.",
      "Jack is Impetuous and charges Thug 1!",
      'Jack moves 4.5" into base contact with Thug 1.',
    ]);
  });

  it('VIV-TRAIT-N5 VIV-LUCK-2: a passed check (D10 5 <= 5): the player chooses; out of reach (7" > 6"): no check, no die', () => {
    const passed = playAll(vividGame.setup(scenario(5)), { type: "beginTurn" }, ["d10:9", "d10:2", "d10:5"]);
    expect(passed.events.at(-1)).toEqual({
      type: "impetuous",
      figure: "jack",
      name: "Jack",
      mustCharge: false,
      unitCharges: false,
      charges: "",
      rule: "VIV-TRAIT-N5",
    });
    expect(place(passed.state, "jack").at).toEqual({ x: 10, y: 1 });
    const far = playAll(vividGame.setup(scenario(7)), { type: "beginTurn" }, ["d10:9", "d10:2"]);
    expect(far.events.some((e) => e.type === "impetuous")).toBe(false);
  });

  it("VIV-TRAIT-N5 VIV-AMB-46 VIV-AMB-5: Near Sighted caps the Luck of the check at 6: Luck 8, D10 7 fails; with nearSightedCaps 'none' it passes", () => {
    const traits = [VIVID_TRAITS.impetuous, VIVID_TRAITS.nearSighted];
    const capped = playAll(vividGame.setup(scenario(5, { luck: 8, traits })), { type: "beginTurn" }, ["d10:9", "d10:2", "d10:7"]);
    expect(capped.events.find((e) => e.type === "impetuous")).toMatchObject({ mustCharge: true });
    const uncapped = playAll(vividGame.setup(scenario(5, { luck: 8, traits }, { nearSightedCaps: "none" })), { type: "beginTurn" }, [
      "d10:9",
      "d10:2",
      "d10:7",
    ]);
    expect(uncapped.events.find((e) => e.type === "impetuous")).toMatchObject({ mustCharge: false });
  });

  it("VIV-TRAIT-N5: a commander takes his unit with him; under a superior with the unit he obeys and makes no check", () => {
    const jack = pc("jack", "Jack", "good", { traits: [VIVID_TRAITS.impetuous] });
    const at = { jack: { x: 10, y: 1 }, r2: { x: 12, y: 1 }, t1: { x: 10, y: 6 } };
    const thugs = unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" });
    const led = twoSides([unit("party", "Jack's men", [jack, rifleman("r2", "Rifleman Bell", "good")], { commanderId: "jack" })], [thugs], at);
    const charged = playAll(vividGame.setup(led), { type: "beginTurn" }, ["d10:9", "d10:2", "d10:6"]);
    expect(charged.events.find((e) => e.type === "impetuous")).toMatchObject({ mustCharge: true, unitCharges: true });
    // Bell charges too: from (12, 1) toward the thug at (10, 6), to 0.5" of him
    const bell = place(charged.state, "r2");
    expect(Math.hypot(bell.at.x - 10, bell.at.y - 6)).toBeCloseTo(0.5, 2);
    const captain = rifleman("cpt", "Captain Hale", "good");
    const underHale = twoSides([unit("party", "Hale's men", [jack, captain], { commanderId: "cpt" })], [thugs], {
      jack: at.jack,
      t1: at.t1,
      cpt: { x: 14, y: 1 },
    });
    const obeyed = playAll(vividGame.setup(underHale), { type: "beginTurn" }, ["d10:9", "d10:2"]);
    expect(obeyed.events.some((e) => e.type === "impetuous")).toBe(false);
  });

  it("VIV-TRAIT-N5 VIV-SEQ-2: a PC whose side moves second checks when its side turn begins, after the other side's turn", () => {
    const second = playAll(vividGame.setup(scenario(5)), { type: "beginTurn" }, ["d10:2", "d10:9"]).state;
    expect(second.order).toEqual(["bad", "good"]);
    const ended = playAll(second, { type: "endSideTurn" }, ["d10:6"]);
    expect(ended.events.map((e) => e.type)).toEqual(["sideTurnEnds", "impetuous", "moved"]);
    expect(place(ended.state, "jack").at).toEqual({ x: 10, y: 5.5 });
  });
});
