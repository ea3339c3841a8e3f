// Locked doors against the vivid game's forced moves (issue #14; VIV-GAD-13 with VIV-MOR-5/6/7, VIV-TRAIT-N5,
// VIV-AMB-26): a rout, an Impetuous charge and a gas breath-holder's way out go straight, and the text gives them no
// way around ("use GM's discretion when in doubt"); decision (docs/games.md): a locked zone blocks them as impassable
// terrain would: the figure stops where its line meets the zone. Expected points worked out by hand in the comments.
import { describe, expect, it } from "vitest";
import { validate } from "../../../src/index.js";
import { VIVID_GADGETS, VIVID_TRAITS, type VividCommand, type VividScenario, VividStateSchema, vividGame } from "../../../src/vivid/index.js";
import { goodFirst, pc, place, playAll, rifleman, twoSides, unit } from "./rules-scenarios.js";

/** A vault: a stone building with its door locked (one turn to pick), its zone the rect given. */
const vault = (x: number, y: number, width: number, height: number, door: { x: number; y: number }): Partial<VividScenario> => ({
  terrain: [{ id: "vault", name: "the vault", kind: "stoneBuilding", shape: { kind: "rect", x, y, width, height } }],
  gadgetRules: { locks: [{ id: "door", name: "the vault door", at: door, turns: 1, zone: "vault" }] },
});

describe("vividGame: a locked door stops a forced move (VIV-GAD-13)", () => {
  /** Rifleman 1 in base contact with Thug 1 (0.5" apart); the guards far off, so the game goes on after a rout. */
  const routScenario = (extra: Partial<VividScenario>, openDoor = false): VividScenario => {
    const s = twoSides(
      [unit("party", "the party", [rifleman("r1", "Rifleman 1", "good")])],
      [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" }), unit("guards", "the guards", [rifleman("g1", "Guard", "bad")])],
      { r1: { x: 20, y: 10 }, t1: { x: 20, y: 10.5 }, g1: { x: 40, y: 30 } },
      extra,
    );
    return openDoor ? { ...s, gadgetRules: {} } : s;
  };
  // the fight: both miss (D10 10, 10); the party (trained 10, adjacent -1, no leader -1: 8) passes on a 1; the thugs
  // (militia 8, adjacent -1, no leader -1: 6) fail on a 10 and rout (VIV-MOR-6)
  const FIGHT = ["d10:10", "d10:10", "d10:1", "d10:10"];
  // the vault from y = 13 to 19 across the rout's line: Thug 1 runs straight away from Rifleman 1 (+y), 6" (VIV-MOVE-1)
  const across = vault(15, 13, 10, 6, { x: 14.5, y: 16 });

  it('VIV-MOR-6 VIV-GAD-13: a rout that would cross a locked vault stops at its wall: (20, 10.5) -> (20, 13), not (20, 16.5); the door open, the full 6"', () => {
    const routed = playAll(goodFirst(routScenario(across)), { type: "endSideTurn" }, FIGHT);
    expect(routed.events.some((e) => e.type === "fled" && e.why === "rout")).toBe(true);
    const at = place(routed.state, "t1").at;
    // 2.5" of the 6": the wall at y = 13, the figure just short of it (the line halved to a millionth)
    expect(at.x).toBe(20);
    expect(at.y).toBeCloseTo(13, 5);
    expect(at.y).toBeLessThan(13);
    expect(validate(VividStateSchema, routed.state).ok).toBe(true);
    // no lock: the same rout runs its full move through the building (the rout reads no terrain)
    const free = playAll(goodFirst(routScenario(across, true)), { type: "endSideTurn" }, FIGHT);
    expect(place(free.state, "t1").at).toEqual({ x: 20, y: 16.5 });
    // a lock with no zone on the line: the same full move (a game with no locked door on the way plays as before)
    const aside = playAll(goodFirst(routScenario(vault(30, 13, 10, 6, { x: 29.5, y: 16 }))), { type: "endSideTurn" }, FIGHT);
    expect(place(aside.state, "t1").at).toEqual({ x: 20, y: 16.5 });
  });

  it("VIV-MOR-7 VIV-GAD-13: still routing next turn (D6 1-5), the thug stays at the wall: his line enters the locked zone at once", () => {
    const routed = playAll(goodFirst(routScenario(across)), { type: "endSideTurn" }, FIGHT).state;
    const at = place(routed, "t1").at;
    // the gang's side turn ends with no fight (nobody in contact); the next turn begins with the recovery D6 (5: still running)
    const theirs = playAll(routed, { type: "endSideTurn" }, []).state;
    const next = playAll(theirs, { type: "beginTurn" }, ["d6:5", "d10:9", "d10:2"]);
    expect(next.events.find((e) => e.type === "routRecovery")).toMatchObject({ unit: "thugs", stops: false });
    expect(next.events.some((e) => e.type === "fled" && e.why === "stillRouting")).toBe(true);
    expect(place(next.state, "t1").at).toEqual(at);
  });

  it("VIV-TRAIT-N5 VIV-GAD-13: an Impetuous charge at a thug behind a locked wall stops at the wall, its whole move spent; the door open, it reaches base contact", () => {
    const jack = pc("jack", "Jack", "good", { traits: [VIVID_TRAITS.impetuous] });
    const charge = (extra: Partial<VividScenario>) =>
      twoSides(
        [unit("party", "Jack", [jack])],
        [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" })],
        {
          jack: { x: 10, y: 1 },
          t1: { x: 10, y: 6 },
        },
        extra,
      );
    // the wall from y = 3 to 4 between them; Jack fails his check (D10 6 > Luck 5) and charges straight at Thug 1
    const wall = vault(5, 3, 10, 1, { x: 4.5, y: 3.5 });
    const stopped = goodFirst(charge(wall), ["d10:6"]);
    const at = place(stopped, "jack").at;
    // 2" of the 4.5" to base contact: the wall at y = 3
    expect(at.x).toBe(10);
    expect(at.y).toBeCloseTo(3, 5);
    expect(at.y).toBeLessThan(3);
    expect(place(stopped, "jack").moved).toBeCloseTo(6, 2);
    // the door open (no lock): to 0.5" of the thug, 4.5" (impetuous.test.ts)
    const open = goodFirst(charge({ ...wall, gadgetRules: {} }), ["d10:6"]);
    expect(place(open, "jack").at).toEqual({ x: 10, y: 5.5 });
  });

  it("VIV-AMB-26 VIV-GAD-13: a gas breath-holder's way out stops at a locked wall: (13, 6) -> (13.5, 6), not (14.01, 6)", () => {
    const s = twoSides(
      [unit("party", "the party", [pc("jack", "Jack", "good", { gadgets: [{ ...VIVID_GADGETS.anestheticGasGrenade, uses: 1 }] })])],
      [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad"), rifleman("t2", "Thug 2", "bad")], { troopType: "militia" })],
      { jack: { x: 10, y: 1 }, t1: { x: 10, y: 7 }, t2: { x: 13, y: 6 } },
      {
        ...vault(13.5, 0, 10, 12, { x: 13.4, y: 1 }),
        gadgetRules: { gasUnconsciousTurns: 2, locks: [{ id: "door", at: { x: 13.4, y: 1 }, turns: 1, zone: "vault" }] },
      },
    );
    const gas: VividCommand = { type: "useGadget", figure: "jack", gadget: "VIV-GAD-3", at: { x: 10, y: 6 } };
    // Thug 1 rolls 4 (out), Thug 2 rolls 3 (holds his breath) and goes straight away from the point, +x
    const thrown = playAll(goodFirst(s), gas, ["d10:4", "d10:3"]);
    const at = place(thrown.state, "t2").at;
    expect(at.y).toBe(6);
    expect(at.x).toBeCloseTo(13.5, 5);
    expect(at.x).toBeLessThan(13.5);
    expect(vividGame.describe(thrown.events)).toContain("Thug 2 gets out of the gas.");
  });
});
