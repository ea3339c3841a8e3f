// The Death Ray's effect area (issue #14; VIV-GAD-18, VIV-AMB-9): the GM's radius (`gadgetRules.deathRayRadiusInches`)
// around the figure aimed at; every figure within it, friend or foe, in the shooter's line of sight, is within the
// effect; the ray's hit dice (its weapon's, the GM's) roll once at base 6 with the shot's modifiers, and the hits fall
// at random over the figures within the effect; non-PCs wound at +3. Odds worked out by hand in the comments.
import { describe, expect, it } from "vitest";
import { CommandRefused, odds, play, RulesError, seededDice, validate } from "../../../src/index.js";
import { deathRay, VIVID_GADGETS, type VividCommand, type VividScenario, type VividState, VividStateSchema, vividGame } from "../../../src/vivid/index.js";
import { figure, pc, playAll, refusal, rifleman, twoSides, unit } from "./rules-scenarios.js";

/**
 * Dr Koo (a non-PC with the Death Ray, `dice` hit dice) at (20, 34); the party: Jack (a PC) at (20, 20), Bell at
 * (19, 20) 1" from him, Ann (a PC) at (24, 20) 4" from him; Koo's henchman at (21.5, 20.5), 1.58" from Jack. With
 * `wall`, a wall (20.6..22 x 22..22.5) hides the henchman from Koo and nobody else.
 */
function scenario(dice: number, radius: number | undefined, wall = false): VividScenario {
  return twoSides(
    [unit("party", "the party", [pc("jack", "Jack", "good"), rifleman("bell", "Bell", "good"), pc("ann", "Ann", "good")])],
    [
      unit("lab", "Dr Koo", [rifleman("koo", "Dr Koo", "bad", { gadgets: [VIVID_GADGETS.deathRay], weapons: [deathRay(dice)] })]),
      unit("henchmen", "the henchmen", [rifleman("h1", "Henchman", "bad")], { troopType: "militia" }),
    ],
    { jack: { x: 20, y: 20 }, bell: { x: 19, y: 20 }, ann: { x: 24, y: 20 }, koo: { x: 20, y: 34 }, h1: { x: 21.5, y: 20.5 } },
    {
      ...(radius === undefined ? {} : { gadgetRules: { deathRayRadiusInches: radius } }),
      ...(wall ? { terrain: [{ id: "wall", kind: "stoneBuilding" as const, shape: { kind: "rect" as const, x: 20.6, y: 22, width: 1.4, height: 0.5 } }] } : {}),
    },
  );
}

/** Turn 1 (the gang first: D10s 2 and 9) Koo powers up (D10 1: ready on turn 2); turn 2 begins, the gang first again. */
function ready(s: VividScenario): VividState {
  let state = playAll(vividGame.setup(s), { type: "beginTurn" }, ["d10:2", "d10:9"]).state;
  state = playAll(state, { type: "useGadget", figure: "koo", gadget: "VIV-GAD-18" }, ["d10:1"]).state;
  state = playAll(state, { type: "endSideTurn" }, []).state;
  state = playAll(state, { type: "endSideTurn" }, []).state;
  return playAll(state, { type: "beginTurn" }, ["d10:2", "d10:9"]).state;
}

const fire: VividCommand = { type: "shoot", shooters: ["koo"], target: "party" };

/** The ids the shot event allocates hits to, over the step's exact odds. */
const hitIds = (state: VividState, cmd: VividCommand = fire) =>
  odds(
    vividGame.step(state, cmd).map((s) => {
      const shot = s.events.find((e) => e.type === "shot");
      return shot?.type === "shot" ? shot.allocation.map((a) => a.id).join(",") : "";
    }),
  );

describe("vividGame: the Death Ray's effect radius (VIV-GAD-18, VIV-AMB-9)", () => {
  it('VIV-GAD-18: a 2" radius around Jack takes in Jack, Bell and Koo\'s own henchman, not Ann (4"): one die at base 6 +2 stationary (14", long range) hits on 8 or less, 4/5, and falls on each of the three with 1/3: 4/15 each', () => {
    const state = ready(scenario(1, 2));
    const o = hitIds(state);
    expect(["", "jack", "bell", "h1", "ann"].map((k) => o.probability(k).toString())).toEqual(["1/5", "4/15", "4/15", "4/15", "0"]);
    // a non-PC hit wounds at +3 on the D6 (VIV-WOUND-1): 1 -> 4 wounded, which is killed for a non-PC (VIV-WOUND-4),
    // 2..6 -> killed: every hit kills Bell, 4/15 (without the +3 a 1 would be no effect: 4/15 x 5/6 = 2/9)
    const killed = odds(vividGame.step(state, fire).map((s) => figure(s.state, "bell").status?.wound ?? "fit"));
    expect(killed.probability("killed").toString()).toBe("4/15");
    expect(killed.probability("fit").toString()).toBe("11/15");
  });

  it("VIV-GAD-18: the dice of the shot (D10 3 hits; the D3 of allocation 2: Bell; his D6 2 + 3 = 5: killed), its story, and every unit within the effect shot at (VIV-MOR-1)", () => {
    const state = ready(scenario(1, 2));
    const out = playAll(state, fire, ["d10:3", "d3:2", "d6:2"]);
    expect(out.events[0]).toEqual({
      type: "rayBeam",
      figure: "koo",
      name: "Dr Koo",
      at: "Jack",
      radiusInches: 2,
      caught: ["Jack", "Bell", "Henchman"],
      rule: "VIV-GAD-18",
    });
    expect(vividGame.describe(out.events)).toEqual([
      "Dr Koo's Death Ray strikes at Jack: Jack, Bell, Henchman within 2\" of the beam.",
      'Fire at the party: Dr Koo 1d10<=8 at 14". 1 hit: Bell.',
      "  Bell: killed.",
    ]);
    expect(figure(out.state, "bell").status?.wound).toBe("killed");
    expect(out.state.flags.filter((f) => f.shotAt).map((f) => f.id)).toEqual(["party", "henchmen"]);
    expect(validate(VividStateSchema, out.state).ok).toBe(true);
    // the henchman hit instead (D3 3): Koo's own man, +3 as a non-PC: D6 1 + 3 = 4, wounded, killed for a non-PC
    const own = playAll(state, fire, ["d10:3", "d3:3", "d6:1"]);
    expect(figure(own.state, "h1").status?.wound).toBe("killed");
    // Jack hit (D3 1): a PC rolls normally, D6 1: no effect
    const pcHit = playAll(state, fire, ["d10:3", "d3:1", "d6:1"]);
    expect(figure(pcHit.state, "jack").status?.wound ?? "fit").toBe("fit");
  });

  it("VIV-GAD-18 VIV-AMB-9: two dice (the GM's): 0, 1 or 2 hits with 1/25, 8/25, 16/25; Bell is spared with 1/25 + 8/25 x 2/3 + 16/25 x 4/9 = 121/225", () => {
    const state = ready(scenario(2, 2));
    const o = hitIds(state);
    const spared = o.probability((ids: string) => !ids.split(",").includes("bell"));
    expect(spared.toString()).toBe("121/225");
    expect(o.probability("").toString()).toBe("1/25");
  });

  it("VIV-GAD-18: \"stay behind that hill\": a figure within the radius but out of the shooter's sight is not within the effect; the GM's lineOfSight judgement wins", () => {
    const state = ready(scenario(1, 2, true));
    const o = hitIds(state);
    // Jack and Bell only: 4/5 x 1/2 = 2/5 each
    expect(["", "jack", "bell", "h1"].map((k) => o.probability(k).toString())).toEqual(["1/5", "2/5", "2/5", "0"]);
    const gm = hitIds(state, { ...fire, lineOfSight: true });
    expect(gm.probability("h1").toString()).toBe("4/15");
  });

  it("VIV-GAD-18: a radius of 0 puts the beam on the figure aimed at alone (4/5); no radius: the hits fall on the target unit as any volley's (Ann too, never the henchman)", () => {
    const zero = hitIds(ready(scenario(1, 0)));
    expect(zero.probability("jack").toString()).toBe("4/5");
    const none = hitIds(ready(scenario(1, undefined)));
    expect(["jack", "bell", "ann", "h1"].map((k) => none.probability(k).toString())).toEqual(["4/15", "4/15", "4/15", "0"]);
  });

  it("VIV-GAD-18: with a radius the ray fires on its own (RAY_FIRES_ALONE); without one it may fire with others", () => {
    const state = ready(scenario(1, 2));
    const both = { type: "shoot", shooters: ["koo", "h1"], target: "party" };
    expect(refusal(state, both)).toEqual(["RAY_FIRES_ALONE VIV-GAD-18"]);
    expect(refusal(ready(scenario(1, undefined)), both)).toEqual([]);
    // a session (its options check each shooter alone) refuses it too
    const session = vividGame.session?.();
    expect(session).toBeDefined();
    if (session !== undefined) {
      session.options(state);
      expect(() => play(session, state, both, seededDice(1))).toThrow(CommandRefused);
    }
    // the same seed, the same shot
    const a = play(vividGame, state, fire, seededDice(5));
    const b = play(vividGame, state, fire, seededDice(5));
    expect(b).toEqual(a);
  });

  it("VIV-GAD-18: a random player with the radius (and a wall): every command applies or is refused with reasons, every state parses, the beam strikes", () => {
    let beams = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const dice = seededDice(seed);
      const pick = seededDice(700 + seed);
      let state = vividGame.setup(scenario(3, 2.5, seed % 2 === 0));
      for (let n = 0; n < 150 && vividGame.outcome(state) === undefined; n++) {
        const all = vividGame.options(state);
        // half the time an allowed power-up or shot, else any choice, refused ones too
        const keen = all.filter((c) => c.allowed && (c.command.type === "useGadget" || c.command.type === "shoot")).map((c) => c.command);
        const choices = pick.roll("d6") <= 3 && keen.length > 0 ? keen : all.map((c) => c.command);
        const command = choices[(pick.roll("d100") - 1) % choices.length];
        if (command === undefined) break;
        try {
          const out = play(vividGame, state, command, dice);
          beams += out.events.filter((e) => e.type === "rayBeam").length;
          state = out.state;
          expect(validate(VividStateSchema, state).ok).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(RulesError);
          expect(error).toBeInstanceOf(CommandRefused);
          expect((error as CommandRefused).reasons.length).toBeGreaterThan(0);
        }
      }
    }
    expect(beams).toBeGreaterThan(0);
  }, 120_000);
});
