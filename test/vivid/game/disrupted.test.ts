// Disrupted instead of rout (VIV-MOR-12, issue #14) as a scenario switch: "the GM may decide that routed figures
// become disrupted or broken ... they do not run away ... but cannot make ranged attacks or defend themselves in
// hand-to-hand. Determine rally attempts each successive turn, as normal" (VIV-AMB-25: the VIV-MOR-7 roll).
import { describe, expect, it } from "vitest";
import { vividGame } from "../../../src/vivid/index.js";
import { figure, goodFirst, place, playAll, refusal, rifleman, twoSides, unit } from "./rules-scenarios.js";

/** A rifleman in base contact with a thug; the thugs' friends stand far off, so the game goes on after a rout. */
function scenario(disrupted?: boolean) {
  return twoSides(
    [unit("party", "the party", [rifleman("r1", "Rifleman 1", "good")])],
    [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" }), unit("guards", "the guards", [rifleman("g1", "Guard", "bad")])],
    { r1: { x: 20, y: 10 }, t1: { x: 20, y: 10.5 }, g1: { x: 40, y: 30 } },
    disrupted === undefined ? {} : { optionalRules: { disruptedInsteadOfRout: disrupted } },
  );
}

// the fight: Rifleman 1 misses (D10 10), Thug 1 strikes back and misses (D10 10); morale: the party (trained 10, adjacent -1,
// no leader -1: 8) passes on a 1; the thugs (militia 8, adjacent -1, no leader -1: 6) fail on a 10
const FIGHT = ["d10:10", "d10:10", "d10:1", "d10:10"];

describe("vividGame: disrupted instead of rout (VIV-MOR-12)", () => {
  it("VIV-MOR-12 VIV-MOR-6: by default a unit failing after hand-to-hand routs and runs a full move; with the switch it is disrupted and stays", () => {
    for (const rules of [undefined, false]) {
      const routed = playAll(goodFirst(scenario(rules)), { type: "endSideTurn" }, FIGHT);
      expect(routed.state.units.find((u) => u.id === "thugs")?.morale).toBe("routing");
      expect(routed.events.some((e) => e.type === "fled" && e.why === "rout")).toBe(true);
      expect(place(routed.state, "t1").at).not.toEqual({ x: 20, y: 10.5 });
    }
    const held = playAll(goodFirst(scenario(true)), { type: "endSideTurn" }, FIGHT);
    expect(held.state.units.find((u) => u.id === "thugs")?.morale).toBe("disrupted");
    expect(figure(held.state, "t1").status?.disrupted).toBe(true);
    expect(held.events.some((e) => e.type === "fled")).toBe(false);
    expect(place(held.state, "t1").at).toEqual({ x: 20, y: 10.5 });
    expect(held.state.outcome).toBeNull();
  });

  it("VIV-MOR-12 VIV-AMB-25 VIV-MOR-7 VIV-HTH-4: a disrupted unit makes no ranged attack in its side turn nor strikes in hand-to-hand, and rallies by the rout-recovery D6 at the start of the next turn (6)", () => {
    const held = playAll(goodFirst(scenario(true)), { type: "endSideTurn" }, FIGHT).state;
    expect(held.order[held.active]).toBe("bad");
    expect(refusal(held, { type: "shoot", shooters: ["t1"], target: "party" })).toEqual(["DISRUPTED VIV-MOR-12"]);
    // their side turn ends with the fight again: Thug 1 cannot strike (disrupted), Rifleman 1 strikes back and misses
    // (D10 10), the party tests (D10 1); a disrupted unit does not test again
    const fight = playAll(held, { type: "endSideTurn" }, ["d10:10", "d10:1"]);
    expect(fight.events.find((e) => e.type === "strike" && e.attacker === "t1")).toMatchObject({ reason: "disrupted", hits: 0 });
    const ended = fight.state;
    const next = playAll(ended, { type: "beginTurn" }, ["d6:6", "d10:9", "d10:2"]);
    expect(next.events[1]).toEqual({ type: "routRecovery", unit: "thugs", name: "the thugs", stops: true, rule: "VIV-MOR-7" });
    expect(next.state.units.find((u) => u.id === "thugs")?.morale).toBe("normal");
    expect(vividGame.describe([next.events[1]!])).toEqual(["the thugs stop running and turn to fight."]);
    const still = playAll(ended, { type: "beginTurn" }, ["d6:5", "d10:9", "d10:2"]);
    expect(still.state.units.find((u) => u.id === "thugs")?.morale).toBe("disrupted");
    expect(place(still.state, "t1").at).toEqual({ x: 20, y: 10.5 });
  });
});
