// Helping a wounded comrade move (VIV-WOUND-4: "the figure must be helped by another figure if they wish to move";
// VIV-GAD-3: an unconscious figure may be "carried or dragged"; VIV-AMB-42: at the helper's rate, both together).
import { describe, expect, it } from "vitest";
import { validate } from "../../../src/index.js";
import { type VividCommand, VividStateSchema, vividGame } from "../../../src/vivid/index.js";
import { goodFirst, pc, place, playAll, refusal, rifleman, twoSides, unit } from "./rules-scenarios.js";

/** Jack (a wounded PC) with Ann beside him and Bob 3" off; a thug far away. */
function scenario(jackStatus: "wounded" | "unconscious" = "wounded") {
  return twoSides(
    [
      unit("party", "the party", [
        pc("jack", "Jack", "good", { status: { wound: jackStatus, ...(jackStatus === "wounded" ? { wounds: 1 } : {}) } }),
        pc("ann", "Ann", "good"),
        rifleman("bob", "Bob", "good"),
      ]),
    ],
    [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" })],
    { jack: { x: 10, y: 1 }, ann: { x: 10, y: 1.5 }, bob: { x: 13, y: 1 }, t1: { x: 10, y: 30 } },
  );
}

const carry = (to: { x: number; y: number }, figure = "ann", wounded = "jack"): VividCommand => ({ type: "help", figure, wounded, to });

describe("vividGame: helping a wounded figure move (VIV-WOUND-4)", () => {
  it('VIV-WOUND-4 VIV-AMB-42: a wounded PC cannot move alone; a friend in base contact takes him along at her own rate (6"): both end at the point', () => {
    // a wounded PC makes no recovery roll until the end of his side's turn (VIV-WOUND-5): the turn begins with the initiative
    const state = goodFirst(scenario());
    expect(refusal(state, { type: "move", figure: "jack", to: { x: 10, y: 2 } })).toEqual(["WOUNDED VIV-WOUND-4"]);
    const helped = playAll(state, carry({ x: 16, y: 1.5 }), []);
    expect(helped.events.map((e) => e.type)).toEqual(["moved", "helped"]);
    expect(vividGame.describe(helped.events)).toEqual(['Ann moves 6".', 'Ann helps Jack along 6".']);
    expect(place(helped.state, "jack").at).toEqual({ x: 16, y: 1.5 });
    expect(place(helped.state, "ann").moved).toBeCloseTo(6, 6);
    expect(validate(VividStateSchema, helped.state).ok).toBe(true);
    // her move is spent; nobody helps him again this side turn
    expect(refusal(helped.state, { type: "move", figure: "ann", to: { x: 16, y: 2.5 } })[0]).toBe("TOO_FAR VIV-MOVE-1");
    const bobThere = playAll(state, { type: "move", figure: "bob", to: { x: 10.5, y: 1 } }, []).state;
    const both = playAll(bobThere, carry({ x: 12, y: 1 }), []).state;
    expect(refusal(both, carry({ x: 13, y: 1 }, "bob"))).toEqual(["NOT_IN_CONTACT VIV-WOUND-4", "ALREADY_MOVED VIV-AMB-42"]);
  });

  it("VIV-WOUND-4 VIV-MOVE-1: refused beyond the helper's allowance, out of base contact, for a fit friend, and for an enemy", () => {
    const state = goodFirst(scenario());
    expect(refusal(state, carry({ x: 17, y: 1.5 }))).toEqual(["TOO_FAR VIV-MOVE-1"]);
    expect(refusal(state, carry({ x: 14, y: 1 }, "bob"))).toEqual(["NOT_IN_CONTACT VIV-WOUND-4"]);
    expect(refusal(state, carry({ x: 12, y: 1 }, "jack", "ann"))).toEqual(["WOUNDED VIV-WOUND-4", "NOT_WOUNDED VIV-WOUND-4"]);
    expect(refusal(state, carry({ x: 12, y: 1 }, "ann", "bob"))).toEqual(["NOT_WOUNDED VIV-WOUND-4", "NOT_IN_CONTACT VIV-WOUND-4"]);
    expect(refusal(state, carry({ x: 12, y: 1 }, "ann", "t1"))).toEqual(["NOT_A_FRIEND VIV-WOUND-4", "NOT_IN_CONTACT VIV-WOUND-4"]);
  });

  it("VIV-GAD-3 VIV-WOUND-4: an unconscious friend is carried the same way; the options offer carrying him a full move away from the enemy", () => {
    // Jack, knocked out, rolls to wake at the start of the turn (D10 9: still out), then the initiative
    const state = playAll(vividGame.setup(scenario("unconscious")), { type: "beginTurn" }, ["d10:9", "d10:9", "d10:2"]).state;
    const offered = vividGame.options(state).find((c) => c.command.type === "help");
    // straight away from the thug at (10, 30): from (10, 1.5) to (10, 0), clamped at the table's edge
    expect(offered).toMatchObject({ allowed: true, command: { type: "help", figure: "ann", wounded: "jack", to: { x: 10, y: 0 } } });
    const carried = playAll(state, offered!.command, []);
    expect(place(carried.state, "jack").at).toEqual({ x: 10, y: 0 });
  });
});
