// The GM's heights and swing structures in the scenario (issue #14, VIV-GM-8): zones with a `heightInches`, the
// table's `storeyInches`, the GM's `climbCosts` and `swingStructures`; from them the game offers the zip wire
// (VIV-GAD-11), the grappling line (VIV-GAD-1) and the whip swing (VIV-GAD-24) in `options`, and plays the commands
// without the command's own height fields (those, the GM's judgements, still win). Points and odds by hand.
import { describe, expect, it } from "vitest";
import { CommandRefused, odds, play, RulesError, seededDice, validate } from "../../../src/index.js";
import { VIVID_GADGETS, type VividCommand, type VividScenario, type VividState, VividStateSchema, vividGame } from "../../../src/vivid/index.js";
import { goodFirst, pc, place, playAll, refusal, rifleman, twoSides, unit } from "./rules-scenarios.js";

const gadget = (figureId: string, id: string, more: Partial<VividCommand> = {}): VividCommand =>
  ({ type: "useGadget", figure: figureId, gadget: id, ...more }) as VividCommand;

/**
 * Jack (zip wire, grappling line) on a 6" water tower (8..12 x 0..4); a 3" warehouse roof (18..24 x 0..6); Ann
 * (grappling line) at the roof's foot, Cal (grappling line) at the tower's; Mei (whip) 2" from a chandelier at
 * (30, 10); a thug at (10, 14). Storeys of 1.5".
 */
function scenario(rules: Partial<NonNullable<VividScenario["gadgetRules"]>> = {}, heights = true): VividScenario {
  const zone = (id: string, name: string, x: number, y: number, w: number, h: number, heightInches: number) => ({
    id,
    name,
    kind: "stoneBuilding" as const,
    shape: { kind: "rect" as const, x, y, width: w, height: h },
    ...(heights ? { heightInches } : {}),
  });
  return twoSides(
    [
      unit("party", "the party", [
        pc("jack", "Jack", "good", { gadgets: [VIVID_GADGETS.zipWire, VIVID_GADGETS.grapplingLine] }),
        pc("ann", "Ann", "good", { gadgets: [VIVID_GADGETS.grapplingLine] }),
        pc("cal", "Cal", "good", { gadgets: [VIVID_GADGETS.grapplingLine] }),
        pc("mei", "Mei", "good", { gadgets: [VIVID_GADGETS.whip] }),
      ]),
    ],
    [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" })],
    { jack: { x: 10, y: 2 }, ann: { x: 17.5, y: 3 }, cal: { x: 12.5, y: 2 }, mei: { x: 28, y: 10 }, t1: { x: 10, y: 14 } },
    {
      terrain: [zone("tower", "the water tower", 8, 0, 4, 4, 6), zone("roof", "the warehouse roof", 18, 0, 6, 6, 3)],
      gadgetRules: { storeyInches: 1.5, swingStructures: [{ id: "chandelier", name: "the chandelier", at: { x: 30, y: 10 } }], ...rules },
    },
  );
}

/** The `useGadget` choices of a figure for a gadget. */
function offered(state: VividState, figureId: string, id: string) {
  return vividGame.options(state).filter((c) => c.command.type === "useGadget" && c.command.figure === figureId && c.command.gadget === id);
}

describe("vividGame: the GM's heights in the scenario (VIV-GM-8)", () => {
  it('VIV-GAD-11 VIV-GM-8: from the 6" tower, Jack is offered the wire down to the 3" roof (its nearest point, 8.009") and down toward Thug 1 (11.499", short of base contact)', () => {
    const state = goodFirst(scenario());
    const zips = offered(state, "jack", "VIV-GAD-11");
    // the roof's nearest point (18, 2) moved 0.01" toward its centre (21, 3): (18.009, 2.003); toward the thug at (10, 14): 12" - 0.5" - 0.001"
    expect(zips.map((c) => [c.command, c.allowed, c.label])).toEqual([
      [gadget("jack", "VIV-GAD-11", { at: { x: 18.009, y: 2.003 } }), true, "Jack fires the Rocket Propelled Zip Wire down to the warehouse roof"],
      [gadget("jack", "VIV-GAD-11", { at: { x: 10, y: 13.499 } }), true, "Jack fires the Rocket Propelled Zip Wire down toward Thug 1"],
    ]);
    // the luck roll (Luck 5: 1/2, VIV-LUCK-3) puts him on the roof
    const cmd = zips[0]?.command as VividCommand;
    expect(
      odds(vividGame.step(state, cmd).map((s) => place(s.state, "jack").at.x === 18.009))
        .probability(true)
        .toString(),
    ).toBe("1/2");
    const made = playAll(state, cmd, ["d10:5"]);
    expect(vividGame.describe(made.events)).toEqual(["Jack fires the zip wire and zips down to the anchor point."]);
    expect(place(made.state, "jack").at).toEqual({ x: 18.009, y: 2.003 });
    expect(validate(VividStateSchema, made.state).ok).toBe(true);
  });

  it("VIV-GAD-11 VIV-GM-8: the heights refuse a point no lower (NOT_LOWER); the command's anchorLower (the GM's) wins; with no heights nothing is offered and the command needs the GM (NO_HEIGHT_RULING)", () => {
    const state = goodFirst(scenario());
    // a point of the tower itself: 6" is not lower than 6"
    expect(refusal(state, gadget("jack", "VIV-GAD-11", { at: { x: 11, y: 3 } }))).toEqual(["NOT_LOWER VIV-GAD-11"]);
    expect(refusal(state, gadget("jack", "VIV-GAD-11", { at: { x: 11, y: 3 }, anchorLower: true }))).toEqual([]);
    expect(refusal(state, gadget("jack", "VIV-GAD-11", { at: { x: 10, y: 13 }, anchorLower: false }))).toEqual(["NOT_LOWER VIV-GAD-11"]);
    // a PC on the table (0") is offered no wire: nothing is lower
    const flat = goodFirst(scenario({}, false));
    expect(offered(flat, "jack", "VIV-GAD-11")).toEqual([]);
    expect(offered(flat, "ann", "VIV-GAD-1")).toEqual([]);
    try {
      play(vividGame, flat, gadget("jack", "VIV-GAD-11", { at: { x: 10, y: 13 } }), seededDice(1));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CommandRefused);
      const reason = (error as CommandRefused).reasons[0];
      expect(reason).toMatchObject({ code: "NO_HEIGHT_RULING", rule: "VIV-GAD-11" });
      expect(reason?.text).toContain("the GM must say");
    }
  });

  it("VIV-GAD-1 VIV-GM-8: Ann at the roof's foot is offered the climb: 3\" over storeys of 1.5\" is 2 storeys, the whole turn's movement; Cal's 6\" tower is 4 storeys, TOO_HIGH", () => {
    const state = goodFirst(scenario());
    const climbs = offered(state, "ann", "VIV-GAD-1");
    // the roof's nearest point (18, 3) moved 0.01" toward its centre (21, 3), 0.51" from Ann: within base contact
    expect(climbs.map((c) => [c.command, c.allowed, c.label])).toEqual([
      [gadget("ann", "VIV-GAD-1", { at: { x: 18.01, y: 3 } }), true, "Ann climbs the warehouse roof with the Silk Grappling Line"],
    ]);
    const up = playAll(state, climbs[0]?.command, []);
    expect(vividGame.describe(up.events)).toEqual(['Ann scales 2 storeys with the grappling line (6" of movement).']);
    expect(place(up.state, "ann")).toMatchObject({ at: { x: 18.01, y: 3 }, moved: 6 });
    // Cal at the tower's foot: (12, 2) moved toward (10, 2): 6" over 1.5" = 4 storeys, beyond the line's 3
    const cal = offered(state, "cal", "VIV-GAD-1");
    expect(cal.map((c) => [c.command, c.allowed, c.reasons.map((x) => x.code)])).toEqual([
      [gadget("cal", "VIV-GAD-1", { at: { x: 11.99, y: 2 } }), false, ["TOO_HIGH"]],
    ]);
    // the command's storeys win (the GM says 2)
    expect(refusal(state, gadget("cal", "VIV-GAD-1", { at: { x: 11.99, y: 2 }, storeys: 2 }))).toEqual([]);
    // ground to ground: nothing to climb
    expect(refusal(state, gadget("ann", "VIV-GAD-1", { at: { x: 17.5, y: 3.5 } }))).toEqual(["NOTHING_TO_CLIMB VIV-GAD-1"]);
  });

  it('VIV-GAD-1 VIV-GM-8: storeys of 1" make the roof 3 storeys: the GM\'s cost from climbCosts (4", leaving 2"), else NO_GM_COST; no storey height: NO_HEIGHT_RULING', () => {
    const at = { x: 18.01, y: 3 };
    const priced = goodFirst(scenario({ storeyInches: 1, climbCosts: [{ storeys: 3, inches: 4 }] }));
    const up = playAll(priced, gadget("ann", "VIV-GAD-1", { at }), []);
    expect(vividGame.describe(up.events)).toEqual(['Ann scales 3 storeys with the grappling line (4" of movement).']);
    expect(place(up.state, "ann").moved).toBe(4);
    expect(refusal(up.state, { type: "move", figure: "ann", to: { x: 20, y: 3 } })).toEqual([]);
    expect(refusal(up.state, { type: "move", figure: "ann", to: { x: 20.1, y: 3 } })).toEqual(["TOO_FAR VIV-MOVE-1"]);
    expect(refusal(goodFirst(scenario({ storeyInches: 1 })), gadget("ann", "VIV-GAD-1", { at }))).toEqual(["NO_GM_COST VIV-GAD-1"]);
    const noStorey = scenario();
    const rules = { ...noStorey.gadgetRules };
    delete rules.storeyInches;
    expect(refusal(goodFirst({ ...noStorey, gadgetRules: rules }), gadget("ann", "VIV-GAD-1", { at }))).toEqual(["NO_HEIGHT_RULING VIV-GAD-1"]);
  });

  it('VIV-GAD-24 VIV-GM-8: Mei, 2" from the chandelier, is offered the swing past it to (32, 10) (a 4" gap): a whip hit then a luck roll, 3/5 x 1/2 = 3/10', () => {
    const state = goodFirst(scenario());
    const swings = offered(state, "mei", "VIV-GAD-24").filter((c) => c.command.type === "useGadget" && c.command.trick === "swing");
    expect(swings.map((c) => [c.command, c.allowed, c.label])).toEqual([
      [gadget("mei", "VIV-GAD-24", { trick: "swing", at: { x: 32, y: 10 } }), true, "Mei swings on the chandelier with the Whip"],
    ]);
    const cmd = swings[0]?.command as VividCommand;
    expect(
      odds(vividGame.step(state, cmd).map((s) => place(s.state, "mei").at.x === 32))
        .probability(true)
        .toString(),
    ).toBe("3/10");
    const made = playAll(state, cmd, ["d10:6", "d10:5"]);
    expect(vividGame.describe(made.events)).toEqual(["Mei swings over the gap on the whip."]);
    expect(place(made.state, "mei")).toMatchObject({ at: { x: 32, y: 10 }, moved: 4, moveLimit: 4 });
    // the GM's gmStructure wins; a structure out of the whip's 3" reach: NO_STRUCTURE; none placed: NO_STRUCTURE_RULING
    expect(refusal(state, { ...cmd, gmStructure: false })).toEqual(["NO_STRUCTURE VIV-GAD-24"]);
    const far = goodFirst(scenario({ swingStructures: [{ id: "beam", at: { x: 40, y: 10 } }] }));
    expect(offered(far, "mei", "VIV-GAD-24")).toEqual([]);
    expect(refusal(far, cmd)).toEqual(["NO_STRUCTURE VIV-GAD-24"]);
    expect(refusal(goodFirst(scenario({ swingStructures: [] })), cmd)).toEqual(["NO_STRUCTURE_RULING VIV-GAD-24"]);
  });

  it("VIV-GM-8: the scenario's rulings are checked at setup (a duplicate structure id, two costs for the same storeys: RulesError naming the path)", () => {
    expect(() =>
      vividGame.setup(
        scenario({
          swingStructures: [
            { id: "a", at: { x: 1, y: 1 } },
            { id: "a", at: { x: 2, y: 2 } },
          ],
        }),
      ),
    ).toThrow(expect.objectContaining({ path: "scenario.gadgetRules.swingStructures[1].id" }));
    expect(() =>
      vividGame.setup(
        scenario({
          climbCosts: [
            { storeys: 1, inches: 2 },
            { storeys: 1, inches: 3 },
          ],
        }),
      ),
    ).toThrow(expect.objectContaining({ path: "scenario.gadgetRules.climbCosts[1].storeys" }));
  });

  it("VIV-GAD-1 VIV-GAD-11 VIV-GAD-24: a random player over the offered heights: every command applies or is refused with reasons, every state parses", () => {
    const used = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const dice = seededDice(seed);
      const pick = seededDice(500 + seed);
      let state = vividGame.setup(scenario());
      for (let n = 0; n < 80 && vividGame.outcome(state) === undefined; n++) {
        const choices = vividGame.options(state).map((c) => c.command);
        const gadgets = choices.filter((c) => c.type === "useGadget");
        const from = pick.roll("d6") <= 3 && gadgets.length > 0 ? gadgets : choices;
        const command = from[(pick.roll("d100") - 1) % from.length];
        if (command === undefined) break;
        try {
          state = play(vividGame, state, command, dice).state;
          if (command.type === "useGadget") used.add(command.gadget);
          expect(validate(VividStateSchema, state).ok).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(RulesError);
          expect(error).toBeInstanceOf(CommandRefused);
          expect((error as CommandRefused).reasons.length).toBeGreaterThan(0);
        }
      }
    }
    for (const g of ["VIV-GAD-1", "VIV-GAD-11", "VIV-GAD-24"]) expect(used).toContain(g);
  }, 120_000);
});
