// The vivid game plays every gadget with a command (issue #14): the anesthetic gas grenade (VIV-GAD-3), the zip
// wire (VIV-GAD-11), the grappling line (VIV-GAD-1), lock picks (VIV-GAD-13), the Death Ray's power-up
// (VIV-GAD-18) and the whip (VIV-GAD-24), each with scripted dice, its exact odds worked out by hand in the
// comment, and a refusal for each reason.
import { describe, expect, it } from "vitest";
import { odds, validate } from "../../../src/index.js";
import { deathRay, VIVID_GADGETS, type VividCommand, type VividScenario, VividStateSchema, vividAttackOdds, vividGame } from "../../../src/vivid/index.js";
import { figure, goodFirst, pc, place, playAll, refusal, rifleman, twoSides, unit } from "./rules-scenarios.js";

const thugs = (n: number, extra = {}) =>
  unit(
    "thugs",
    "the thugs",
    Array.from({ length: n }, (_, i) => rifleman(`t${String(i + 1)}`, `Thug ${String(i + 1)}`, "bad", extra)),
    { troopType: "militia" },
  );
const gadget = (figureId: string, id: string, more: Partial<VividCommand> = {}): VividCommand =>
  ({ type: "useGadget", figure: figureId, gadget: id, ...more }) as VividCommand;
const endTurn: VividCommand = { type: "endSideTurn" };

describe("vividGame gadgets: the anesthetic gas grenade", () => {
  /** Jack (a PC with a gas grenade) 5" from the point (10, 6); Thug 1 1" from it, Thug 2 3", Thug 3 5" (outside the 4"). */
  const scenario = (extra: Partial<VividScenario> = {}, uses = 1): VividScenario =>
    twoSides(
      [
        unit("party", "the party", [
          pc("jack", "Jack", "good", { gadgets: [{ ...VIVID_GADGETS.anestheticGasGrenade, uses }] }),
          rifleman("r2", "Bell", "good"),
        ]),
      ],
      [thugs(3)],
      { jack: { x: 10, y: 1 }, r2: { x: 30, y: 1 }, t1: { x: 10, y: 7 }, t2: { x: 13, y: 6 }, t3: { x: 10, y: 11 } },
      { gadgetRules: { gasUnconsciousTurns: 2 }, ...extra },
    );
  const gas = gadget("jack", "VIV-GAD-3", { at: { x: 10, y: 6 } });

  it("VIV-GAD-3 VIV-AMB-26: each figure within 4\" rolls a D10, 3 or less holds its breath (3/10): two thugs caught, 0, 1 or 2 out with 9/100, 42/100, 49/100; the knocked out sleep the GM's 2 turns; the holder leaves the burst at once and may not move or shoot in its next side turn", () => {
    const state = goodFirst(scenario());
    // (7/10)^2 = 49/100 both out; 2 x 7/10 x 3/10 = 21/50 one; (3/10)^2 = 9/100 none
    const o = vividAttackOdds(state, gas);
    expect([o.probability(0).toString(), o.probability(1).toString(), o.probability(2).toString()]).toEqual(["9/100", "21/50", "49/100"]);
    // Thug 1 rolls 4 (out), Thug 2 rolls 3 (holds); Thug 3 is 5" away and rolls nothing
    const thrown = playAll(state, gas, ["d10:4", "d10:3"]);
    expect(vividGame.describe(thrown.events)).toEqual([
      "Jack throws an Anesthetic Gas Grenade: Thug 1 is knocked out for 2 turns; Thug 2 holds its breath (0 of them left).",
      "Thug 2 gets out of the gas.",
    ]);
    const after = thrown.state;
    expect(figure(after, "t1").status).toMatchObject({ wound: "unconscious", unconsciousTurnsLeft: 2 });
    expect(figure(after, "t2").status?.inactiveTurnsLeft).toBe(1);
    // straight away from the point, to just outside the 4" (13, 6) -> (14.01, 6)
    expect(place(after, "t2").at).toEqual({ x: 14.01, y: 6 });
    expect(place(after, "t3").at).toEqual({ x: 10, y: 11 });
    expect(figure(after, "jack").gadgets?.[0]?.uses).toBe(0);
    expect(validate(VividStateSchema, after).ok).toBe(true);
    // the throw was Jack's shot; and the grenade is used up
    expect(refusal(after, { type: "shoot", shooters: ["jack"], target: "thugs" })).toEqual(["ALREADY_SHOT VIV-SEQ-2"]);
    expect(refusal(after, gas)).toEqual(["GADGET_SPENT VIV-GAD-3"]);
    // the thugs' side turn: Thug 2 may not move or shoot; Thug 1 is out; Thug 3 acts
    const theirs = playAll(after, endTurn, []).state;
    expect(refusal(theirs, { type: "move", figure: "t2", to: { x: 15, y: 6 } })).toEqual(["INACTIVE VIV-AMB-26"]);
    expect(refusal(theirs, { type: "move", figure: "t1", to: { x: 10, y: 8 } })).toEqual(["UNCONSCIOUS VIV-GAD-3"]);
    expect(refusal(theirs, { type: "move", figure: "t3", to: { x: 10, y: 12 } })).toEqual([]);
    // its side turn spent, Thug 2 is free next turn; Thug 1's count runs down (2 -> 1)
    const next = playAll(playAll(theirs, endTurn, []).state, { type: "beginTurn" }, ["d10:9", "d10:2"]).state;
    expect(figure(next, "t2").status?.inactiveTurnsLeft).toBe(0);
    expect(figure(next, "t1").status).toMatchObject({ wound: "unconscious", unconsciousTurnsLeft: 1 });
  });

  it("VIV-AMB-26 inactiveInPlace: a breath-holder stays inactive where it is for its next side turn, then leaves the burst; a holder of the thrower's own side does nothing more this side turn nor in its next", () => {
    const state = goodFirst(scenario({ options: { gasHoldersMove: "inactiveInPlace" } }));
    const thrown = playAll(state, gas, ["d10:4", "d10:3"]).state;
    expect(place(thrown, "t2").at).toEqual({ x: 13, y: 6 });
    expect(thrown.gadgets?.holding).toEqual([{ figure: "t2", at: { x: 10, y: 6 }, radiusInches: 4 }]);
    const theirs = playAll(thrown, endTurn, []).state;
    const out = playAll(theirs, endTurn, []);
    expect(vividGame.describe(out.events)).toContain("Thug 2 gets out of the gas.");
    expect(place(out.state, "t2").at).toEqual({ x: 14.01, y: 6 });
    expect(out.state.gadgets?.holding).toBeUndefined();
    // Bell (of Jack's side) 2" from the point holds his breath: inactive for the rest of this side turn and the next
    const own = goodFirst(
      twoSides(
        [
          unit("party", "the party", [
            pc("jack", "Jack", "good", { gadgets: [{ ...VIVID_GADGETS.anestheticGasGrenade, uses: 1 }] }),
            rifleman("r2", "Bell", "good"),
          ]),
        ],
        [thugs(1)],
        { jack: { x: 10, y: 1 }, r2: { x: 12, y: 6 }, t1: { x: 30, y: 30 } },
        { gadgetRules: { gasUnconsciousTurns: 2 } },
      ),
    );
    const bell = playAll(own, gas, ["d10:1"]).state;
    expect(figure(bell, "r2").status?.inactiveTurnsLeft).toBe(2);
    expect(refusal(bell, { type: "shoot", shooters: ["r2"], target: "thugs" })).toContain("INACTIVE VIV-AMB-26");
    const turn2 = playAll(playAll(playAll(bell, endTurn, []).state, endTurn, []).state, { type: "beginTurn" }, ["d10:9", "d10:2"]).state;
    expect(refusal(turn2, { type: "move", figure: "r2", to: { x: 14.01, y: 1 } })).toEqual(["INACTIVE VIV-AMB-26"]);
    const turn3 = playAll(playAll(playAll(turn2, endTurn, []).state, endTurn, []).state, { type: "beginTurn" }, ["d10:9", "d10:2"]).state;
    expect(refusal(turn3, { type: "move", figure: "r2", to: { x: 14.01, y: 1 } })).toEqual([]);
  });

  it("VIV-GAD-3 VIV-GM-8: gas of no counted turns (0) keeps a PC out with no wake roll until a resuscitating drug wakes it (VIV-GAD-8)", () => {
    const boss = pc("boss", "The Boss", "bad");
    const s = twoSides(
      [unit("party", "the party", [pc("jack", "Jack", "good", { gadgets: [{ ...VIVID_GADGETS.anestheticGasGrenade, uses: 1 }] })])],
      [unit("gang", "the gang", [boss, rifleman("doc", "Doc Grimm", "bad", { gadgets: [{ ...VIVID_GADGETS.resuscitatingDrug, doses: 1 }] })])],
      { jack: { x: 10, y: 1 }, boss: { x: 10, y: 6 }, doc: { x: 10, y: 6.5 } },
      { gadgetRules: { gasUnconsciousTurns: 0 } },
    );
    // both fail (D10 9, 9): the Boss (a PC) and Doc Grimm are out for good
    const out = playAll(goodFirst(s), gas, ["d10:9", "d10:9"]).state;
    expect(figure(out, "boss").status?.wound).toBe("unconscious");
    expect(figure(out, "boss").status?.unconsciousTurnsLeft).toBeUndefined();
    expect(out.gadgets?.gassed).toEqual(["boss", "doc"]);
    expect(out.outcome).toEqual({ winner: "good", reason: "destroyed" });
    // a gassed PC does not roll to wake as a mercy-bullet one does (VIV-GAD-5): the turn begins with the initiative only
    const s2 = twoSides(
      [unit("party", "the party", [pc("jack", "Jack", "good", { gadgets: [{ ...VIVID_GADGETS.anestheticGasGrenade, uses: 1 }] })])],
      [unit("gang", "the gang", [boss, rifleman("doc", "Doc Grimm", "bad", { gadgets: [{ ...VIVID_GADGETS.resuscitatingDrug, doses: 1 }] })])],
      { jack: { x: 10, y: 1 }, boss: { x: 10, y: 6 }, doc: { x: 10, y: 10.5 } },
      { gadgetRules: { gasUnconsciousTurns: 0 } },
    );
    const one = playAll(goodFirst(s2), gas, ["d10:9"]).state;
    const turn2 = playAll(playAll(playAll(one, endTurn, []).state, endTurn, []).state, { type: "beginTurn" }, ["d10:2", "d10:9"]).state;
    expect(figure(turn2, "boss").status?.wound).toBe("unconscious");
    // Doc Grimm walks to the Boss and gives the drug (D10 9: awake); the record is gone
    const walked = playAll(turn2, { type: "move", figure: "doc", to: { x: 10, y: 6.5 } }, []).state;
    const woke = playAll(walked, gadget("doc", "VIV-GAD-8", { patient: "boss" }), ["d10:9"]).state;
    expect(figure(woke, "boss").status?.wound).toBe("fit");
    expect(woke.gadgets?.gassed).toBeUndefined();
  });

  it('VIV-GAD-3: refused with no GM strength, beyond the 6" throw, with no point, and once shot', () => {
    const bare = goodFirst(scenario({ gadgetRules: {} }));
    expect(refusal(bare, gas)).toEqual(["NO_GAS_STRENGTH VIV-GAD-3"]);
    const state = goodFirst(scenario());
    expect(refusal(state, gadget("jack", "VIV-GAD-3", { at: { x: 10, y: 8 } }))).toEqual(["OUT_OF_RANGE VIV-GAD-3"]);
    expect(refusal(state, gadget("jack", "VIV-GAD-3"))).toEqual(["NO_POINT VIV-GAD-3"]);
    // the GM's longer throw
    expect(
      refusal(goodFirst(scenario({ gadgetRules: { gasUnconsciousTurns: 2, gasThrowRangeInches: 8 } })), gadget("jack", "VIV-GAD-3", { at: { x: 10, y: 8 } })),
    ).toEqual([]);
    const shot = playAll(state, { type: "shoot", shooters: ["jack"], target: "thugs" }, ["d10:10"]).state;
    expect(refusal(shot, gas)).toEqual(["ALREADY_SHOT VIV-SEQ-2"]);
    // the options offer the throw at the nearest thug (Thug 2, 5.8" away: within reach)
    const offered = vividGame.options(state).find((c) => c.command.type === "useGadget");
    expect(offered).toMatchObject({ allowed: true, command: { gadget: "VIV-GAD-3", at: { x: 13, y: 6 } } });
  });
});

describe("vividGame gadgets: the zip wire and the grappling line", () => {
  const zipScenario = (extra = {}) =>
    twoSides(
      [
        unit("party", "the party", [
          pc("jack", "Jack", "good", { gadgets: [VIVID_GADGETS.zipWire, VIVID_GADGETS.grapplingLine], ...extra }),
          rifleman("r2", "Bell", "good", { gadgets: [VIVID_GADGETS.zipWire] }),
        ]),
      ],
      [thugs(1)],
      { jack: { x: 10, y: 1 }, r2: { x: 12, y: 1 }, t1: { x: 10, y: 25 } },
    );
  const zip = (at: { x: number; y: number }, more: Partial<VividCommand> = {}) => gadget("jack", "VIV-GAD-11", { at, anchorLower: true, ...more });

  it('VIV-GAD-11 VIV-LUCK-3: a stationary PC fires the wire 12" down to a lower point; a luck roll (Luck 5: 1/2) puts it at the anchor with no further move, free to shoot; a miss leaves half its 6" rate', () => {
    const state = goodFirst(zipScenario());
    const cmd = zip({ x: 10, y: 13 });
    const arrival = odds(vividGame.step(state, cmd).map((s) => place(s.state, "jack").at.y === 13));
    expect(arrival.probability(true).toString()).toBe("1/2");
    const made = playAll(state, cmd, ["d10:5"]);
    expect(vividGame.describe(made.events)).toEqual(["Jack fires the zip wire and zips down to the anchor point."]);
    expect(place(made.state, "jack")).toMatchObject({ at: { x: 10, y: 13 }, moved: 12, moveLimit: 12, shot: false });
    expect(refusal(made.state, { type: "move", figure: "jack", to: { x: 10, y: 13.5 } })).toEqual(["TOO_FAR VIV-MOVE-1"]);
    expect(refusal(made.state, { type: "shoot", shooters: ["jack"], target: "thugs" })).toEqual([]);
    expect(refusal(made.state, cmd)).toEqual(["MOVEMENT_SPENT VIV-GAD-11", "NOT_STATIONARY VIV-GAD-11"]);
    const missed = playAll(state, cmd, ["d10:6"]);
    expect(vividGame.describe(missed.events)).toEqual(["Jack's zip wire misses: 3\" of movement left."]);
    expect(refusal(missed.state, { type: "move", figure: "jack", to: { x: 10, y: 4 } })).toEqual([]);
    expect(refusal(missed.state, { type: "move", figure: "jack", to: { x: 10, y: 4.5 } })).toEqual(["TOO_FAR VIV-MOVE-1"]);
    // the player's other rate for the miss: a fast animal's 10" gives 5"
    const horse = playAll(state, zip({ x: 10, y: 13 }, { fallbackRateInches: 10 }), ["d10:6"]).state;
    expect(refusal(horse, { type: "move", figure: "jack", to: { x: 10, y: 6 } })).toEqual([]);
    // the next turn the limit is gone
    const turn2 = playAll(playAll(playAll(made.state, endTurn, []).state, endTurn, []).state, { type: "beginTurn" }, ["d10:9", "d10:2"]).state;
    expect(place(turn2, "jack").moveLimit).toBeUndefined();
  });

  it("VIV-GAD-11: refused after moving, beyond 14\", without the GM's heights, to a higher point, and for a figure that is not a PC", () => {
    const state = goodFirst(zipScenario());
    const moved = playAll(state, { type: "move", figure: "jack", to: { x: 10, y: 2 } }, []).state;
    expect(refusal(moved, zip({ x: 10, y: 13 }))).toEqual(["NOT_STATIONARY VIV-GAD-11"]);
    expect(refusal(state, zip({ x: 10, y: 16 }))).toEqual(["OUT_OF_RANGE VIV-GAD-11"]);
    expect(refusal(state, gadget("jack", "VIV-GAD-11", { at: { x: 10, y: 13 } }))).toEqual(["NO_HEIGHT_RULING VIV-GAD-11"]);
    expect(refusal(state, zip({ x: 10, y: 13 }, { anchorLower: false }))).toEqual(["NOT_LOWER VIV-GAD-11"]);
    expect(refusal(state, gadget("r2", "VIV-GAD-11", { at: { x: 12, y: 13 }, anchorLower: true }))).toEqual(["NOT_A_PC VIV-GAD-11"]);
    expect(refusal(state, zip({ x: 10, y: 40 }))).toContain("OFF_TABLE VIV-MOR-8");
  });

  it("VIV-GAD-1 VIV-GM-8: a 2-storey climb takes the whole turn's movement; a 1-storey wall costs the GM's 2\", leaving 4\" beyond; over 3 storeys the line does not reach", () => {
    const state = goodFirst(zipScenario());
    const top = { x: 10, y: 1.8 };
    const two = playAll(state, gadget("jack", "VIV-GAD-1", { at: top, storeys: 2 }), []);
    expect(vividGame.describe(two.events)).toEqual(['Jack scales 2 storeys with the grappling line (6" of movement).']);
    expect(place(two.state, "jack")).toMatchObject({ at: top, moved: 6 });
    expect(refusal(two.state, { type: "move", figure: "jack", to: { x: 10, y: 2 } })).toEqual(["TOO_FAR VIV-MOVE-1"]);
    const one = playAll(state, gadget("jack", "VIV-GAD-1", { at: top, storeys: 1, gmMovementInches: 2 }), []).state;
    expect(place(one, "jack").moved).toBe(2);
    expect(refusal(one, { type: "move", figure: "jack", to: { x: 10, y: 5.8 } })).toEqual([]);
    expect(refusal(one, { type: "move", figure: "jack", to: { x: 10, y: 6.3 } })).toEqual(["TOO_FAR VIV-MOVE-1"]);
    expect(refusal(state, gadget("jack", "VIV-GAD-1", { at: top, storeys: 4 }))).toEqual(["TOO_HIGH VIV-GAD-1"]);
    expect(refusal(state, gadget("jack", "VIV-GAD-1", { at: top }))).toEqual(["NO_HEIGHT_RULING VIV-GAD-1"]);
    expect(refusal(state, gadget("jack", "VIV-GAD-1", { at: top, storeys: 1 }))).toEqual(["NO_GM_COST VIV-GAD-1"]);
    expect(refusal(state, gadget("jack", "VIV-GAD-1", { at: top, storeys: 1, gmMovementInches: 7 }))).toEqual(["TOO_FAR VIV-GAD-1"]);
    expect(refusal(state, gadget("jack", "VIV-GAD-1", { at: { x: 10, y: 4 }, storeys: 2 }))).toEqual(["NOT_AT_THE_FOOT VIV-GAD-1"]);
    const moved = playAll(state, { type: "move", figure: "jack", to: { x: 10, y: 1.5 } }, []).state;
    expect(refusal(moved, gadget("jack", "VIV-GAD-1", { at: top, storeys: 2 }))).toEqual(["ALREADY_MOVED VIV-GAD-1"]);
  });
});

describe("vividGame gadgets: lock picks and locked doors", () => {
  /** A vault (a stone building 28..34 x 10..16) shut by a lock at (30, 10) that takes the GM's 2 turns; Jack (Luck 5) at the door. */
  const scenario = (extra: Partial<VividScenario> = {}) =>
    twoSides(
      [
        unit("party", "the party", [
          pc("jack", "Jack", "good", { gadgets: [VIVID_GADGETS.lockPicks, VIVID_GADGETS.grapplingLine] }),
          rifleman("doc", "Doc", "good", { gadgets: [VIVID_GADGETS.lockPicks] }),
          rifleman("r3", "Bell", "good", { gadgets: [VIVID_GADGETS.lockPicks] }),
        ]),
      ],
      [thugs(1)],
      { jack: { x: 30, y: 9.5 }, doc: { x: 30.5, y: 9.6 }, r3: { x: 29.5, y: 9.5 }, t1: { x: 2, y: 34 } },
      {
        terrain: [{ id: "vault", kind: "stoneBuilding", shape: { kind: "rect", x: 28, y: 10, width: 6, height: 6 } }],
        gadgetRules: { locksmiths: ["doc"], locks: [{ id: "door", name: "the vault door", at: { x: 30, y: 10 }, turns: 2, zone: "vault" }] },
        ...extra,
      },
    );
  const pick = (who: string) => gadget(who, "VIV-GAD-13", { lock: "door" });
  const round = (s: ReturnType<typeof goodFirst>, faces: string[] = []) => {
    const theirs = playAll(s, endTurn, faces).state;
    return playAll(playAll(theirs, endTurn, []).state, { type: "beginTurn" }, ["d10:9", "d10:2"]).state;
  };

  it("VIV-GAD-13 VIV-LUCK-3: the locked door shuts the vault; Jack works 2 turns without moving, then a luck roll (Luck 5: 1/2) opens it", () => {
    const state = goodFirst(scenario());
    expect(refusal(state, { type: "move", figure: "jack", to: { x: 30, y: 11 } })).toEqual(["LOCKED VIV-GAD-13"]);
    const work = playAll(state, pick("jack"), []);
    expect(vividGame.describe(work.events)).toEqual(["Jack sets to work on the vault door (2 turns)."]);
    expect(refusal(work.state, { type: "move", figure: "jack", to: { x: 30, y: 9 } })).toEqual(["TOO_FAR VIV-MOVE-1"]);
    expect(refusal(work.state, pick("doc"))).toEqual(["ALREADY_PICKING VIV-GAD-13"]);
    // the first turn of work: no roll; the second turn he still may not move
    const turn2 = round(work.state);
    expect(turn2.gadgets?.picking).toEqual([{ figure: "jack", lock: "door", turnsLeft: 1 }]);
    expect(refusal(turn2, { type: "move", figure: "jack", to: { x: 30, y: 9 } })).toEqual(["TOO_FAR VIV-MOVE-1"]);
    // the work done at the end of his side's second turn: the luck roll, 1/2
    const opened = odds(vividGame.step(turn2, endTurn).map((s) => (s.state.gadgets?.openLocks ?? []).includes("door")));
    expect(opened.probability(true).toString()).toBe("1/2");
    const done = playAll(turn2, endTurn, ["d10:5"]);
    expect(vividGame.describe(done.events)).toContain("Jack picks the vault door: it is open.");
    expect(done.state.gadgets?.openLocks).toEqual(["door"]);
    expect(validate(VividStateSchema, done.state).ok).toBe(true);
    const turn3 = playAll(playAll(done.state, endTurn, []).state, { type: "beginTurn" }, ["d10:9", "d10:2"]).state;
    expect(refusal(turn3, { type: "move", figure: "jack", to: { x: 30, y: 11 } })).toEqual([]);
    expect(refusal(turn3, pick("doc"))).toEqual(["ALREADY_OPEN VIV-GAD-13"]);
    const failed = playAll(turn2, endTurn, ["d10:6"]);
    expect(vividGame.describe(failed.events)).toContain("Jack fails to pick the vault door.");
    expect(failed.state.gadgets).toBeUndefined();
  });

  it("VIV-GAD-13 VIV-GM-8: the GM's skilled locksmith needs no roll; a figure with no Luck that is not one may not try; refused out of contact, after moving, and for an unknown lock", () => {
    const state = goodFirst(scenario({ gadgetRules: { locksmiths: ["doc"], locks: [{ id: "door", at: { x: 30, y: 10 }, turns: 1, zone: "vault" }] } }));
    const doc = playAll(state, pick("doc"), []).state;
    // one turn of work: done at the end of this side turn, no die
    expect(playAll(doc, endTurn, []).state.gadgets?.openLocks).toEqual(["door"]);
    expect(refusal(state, pick("r3"))).toEqual(["NO_LUCK VIV-GAD-13"]);
    const moved = playAll(state, { type: "move", figure: "jack", to: { x: 30, y: 8.8 } }, []).state;
    expect(refusal(moved, pick("jack"))).toEqual(["NOT_STATIONARY VIV-GAD-13", "NOT_IN_CONTACT VIV-GAD-13"]);
    expect(refusal(state, gadget("jack", "VIV-GAD-13"))).toEqual(["NO_LOCK VIV-GAD-13"]);
    expect(refusal(state, gadget("jack", "VIV-GAD-13", { lock: "gate" }))).toEqual(["UNKNOWN_LOCK VIV-GAD-13"]);
    // the options offer the lock in contact
    expect(
      vividGame
        .options(state)
        .filter((c) => c.command.type === "useGadget" && c.allowed)
        .map((c) => c.label),
    ).toEqual(["Jack picks door", "Doc picks door"]);
  });

  it("VIV-GAD-13: a picker who falls stops work, and the lock stays shut", () => {
    const work = playAll(goodFirst(scenario()), pick("jack"), []).state;
    // the state as a thug's bullet would leave it (built by hand for the test): Jack wounded
    const hurt = {
      ...work,
      units: work.units.map((u) => ({
        ...u,
        members: u.members.map((m) => (m.id === "jack" ? { ...m, status: { wound: "wounded" as const, wounds: 1 } } : m)),
      })),
    };
    // his side turn ends: the wounded PC's recovery D6 (1: still wounded), then the work stops
    const out = playAll(hurt, endTurn, ["d6:1"]);
    expect(vividGame.describe(out.events)).toContain("Jack stops work on the vault door.");
    expect(out.state.gadgets).toBeUndefined();
  });

  it("VIV-GAD-1 VIV-GAD-13: the grappling line climbs over the vault's wall: a locked door shuts the door, not the roof", () => {
    const state = goodFirst(scenario());
    const over = playAll(state, gadget("jack", "VIV-GAD-1", { at: { x: 30.5, y: 10.3 }, storeys: 1, gmMovementInches: 3 }), []).state;
    expect(place(over, "jack").at).toEqual({ x: 30.5, y: 10.3 });
    // inside, he moves freely; out again through the locked door he may not
    expect(refusal(over, { type: "move", figure: "jack", to: { x: 31, y: 12 } })).toEqual([]);
    expect(refusal(over, { type: "move", figure: "jack", to: { x: 30.5, y: 9 } })).toEqual(["LOCKED VIV-GAD-13"]);
  });

  it("VIV-GAD-13: setup refuses a lock's unknown zone, a duplicate lock and a locksmith who is not a figure, with paths", () => {
    const bad = (gadgetRules: object) => {
      try {
        vividGame.setup(scenario({ gadgetRules }));
      } catch (error) {
        return (error as { path?: string }).path;
      }
      return undefined;
    };
    expect(bad({ locks: [{ id: "d", at: { x: 0, y: 0 }, turns: 1, zone: "nowhere" }] })).toBe("scenario.gadgetRules.locks[0].zone");
    expect(
      bad({
        locks: [
          { id: "d", at: { x: 0, y: 0 }, turns: 1 },
          { id: "d", at: { x: 1, y: 0 }, turns: 1 },
        ],
      }),
    ).toBe("scenario.gadgetRules.locks[1].id");
    expect(bad({ locksmiths: ["nobody"] })).toBe("scenario.gadgetRules.locksmiths[0]");
  });
});

describe("vividGame gadgets: the Death Ray's power-up", () => {
  const scenario = (gadgets = [VIVID_GADGETS.deathRay], weapons = [deathRay()]) =>
    twoSides([unit("lab", "the laboratory", [pc("koo", "Dr Koo", "good", { gadgets, weapons })])], [thugs(2)], {
      koo: { x: 10, y: 1 },
      t1: { x: 10, y: 31 },
      t2: { x: 11, y: 31 },
    });
  const fire: VividCommand = { type: "shoot", shooters: ["koo"], target: "thugs" };

  it("VIV-GAD-18 VIV-AMB-9: the ray fires only once powered up, a D10 of turns (1/10 each): rolled 3 in turn 1, it fires from turn 4, at any range; then it fires as the ray with no gadget does", () => {
    const state = goodFirst(scenario());
    expect(refusal(state, fire)).toEqual(["NOT_POWERED_UP VIV-GAD-18"]);
    const ready = odds(vividGame.step(state, gadget("koo", "VIV-GAD-18")).map((s) => s.state.gadgets?.rays?.[0]?.readyOnTurn ?? 0));
    expect(ready.probability(2).toString()).toBe("1/10");
    expect(ready.probability(11).toString()).toBe("1/10");
    const powering = playAll(state, gadget("koo", "VIV-GAD-18"), ["d10:3"]);
    expect(vividGame.describe(powering.events)).toEqual(["Dr Koo powers up the Death Ray: ready on turn 4 (3 turns)."]);
    expect(refusal(powering.state, fire)).toEqual(["POWERING_UP VIV-GAD-18"]);
    expect(refusal(powering.state, gadget("koo", "VIV-GAD-18"))).toEqual(["POWERING_UP VIV-GAD-18"]);
    const turn4 = { ...powering.state, turn: 4 };
    expect(refusal(turn4, fire)).toEqual([]);
    expect(refusal(turn4, gadget("koo", "VIV-GAD-18"))).toEqual(["POWERED_UP VIV-GAD-18"]);
    // 30" away (no range limit): the same odds as the Death Ray weapon carried with no gadget
    const plain = { ...goodFirst(scenario([], [deathRay()])), turn: 4 };
    expect(vividAttackOdds(turn4, fire).probability(1).toString()).toBe(vividAttackOdds(plain, fire).probability(1).toString());
    expect(refusal(goodFirst(scenario([VIVID_GADGETS.deathRay], [])), gadget("koo", "VIV-GAD-18"))).toEqual(["NO_RAY_WEAPON VIV-AMB-9"]);
  });
});

describe("vividGame gadgets: the whip", () => {
  const whipped = (extra: Partial<VividScenario> = {}, at: Record<string, { x: number; y: number }> = {}) =>
    twoSides(
      [unit("lone", "Mei", [pc("mei", "Mei", "good", { gadgets: [VIVID_GADGETS.whip] }), pc("jack", "Jack", "good")])],
      [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" }), unit("guards", "the guards", [rifleman("g1", "Guard", "bad")])],
      { mei: { x: 20, y: 10 }, jack: { x: 20.5, y: 10 }, t1: { x: 20, y: 12.5 }, g1: { x: 40, y: 30 }, ...at },
      extra,
    );

  it('VIV-GAD-24 VIV-AMB-33: in the fight the whip strikes a thug 2.5" away (beyond base contact, within 3") at base 6 (3/5, then any wound kills a non-PC), and he cannot strike back', () => {
    const state = goodFirst(whipped());
    expect(vividAttackOdds(state, endTurn).probability(1).toString()).toBe("3/5");
    const strikes = (events: readonly { type: string }[]) =>
      events.flatMap((e) => (e.type === "strike" && "attackerName" in e && "reason" in e ? [`${String(e.attackerName)} ${String(e.reason)}`] : []));
    // Mei hits (D10 2), the wound D6 1 (+1: Wounded, a non-PC: Killed); Mei's unit tests morale (D10 1)
    const fought = playAll(state, endTurn, ["d10:2", "d6:1", "d10:1"]);
    expect(figure(fought.state, "t1").status?.wound).toBe("killed");
    expect(strikes(fought.events)).toEqual(["Mei struck", "Thug 1 killed"]);
    // Mei misses (D10 9): the thug, 2.5" off, cannot reach her to strike back; both units test morale (D10 1, 1)
    const missed = playAll(state, endTurn, ["d10:9", "d10:1", "d10:1"]);
    expect(strikes(missed.events)).toEqual(["Mei struck", "Thug 1 outOfReach"]);
    // without the whip nobody is in base contact: no fight
    const bare = goodFirst(
      twoSides(
        [unit("lone", "Mei", [pc("mei", "Mei", "good"), pc("jack", "Jack", "good")])],
        [
          unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" }),
          unit("guards", "the guards", [rifleman("g1", "Guard", "bad")]),
        ],
        { mei: { x: 20, y: 10 }, jack: { x: 20.5, y: 10 }, t1: { x: 20, y: 12.5 }, g1: { x: 40, y: 30 } },
      ),
    );
    expect(vividAttackOdds(bare, endTurn).probability(0).toString()).toBe("1");
  });

  it("VIV-GAD-24: a whip hit (6 or less, 3/5) knocks the weapon from a thug's grasp within 3\": he cannot shoot this turn; it is Mei's shot", () => {
    const state = goodFirst(whipped());
    const disarm = gadget("mei", "VIV-GAD-24", { trick: "disarm", target: "t1" });
    const p = odds(vividGame.step(state, disarm).map((s) => figure(s.state, "t1").status?.droppedWeapon === true));
    expect(p.probability(true).toString()).toBe("3/5");
    const done = playAll(state, disarm, ["d10:6"]);
    expect(vividGame.describe(done.events)).toEqual(["Mei's whip knocks the weapon from Thug 1's grasp."]);
    expect(refusal(done.state, { type: "shoot", shooters: ["mei"], target: "thugs" })).toEqual(["ALREADY_SHOT VIV-SEQ-2"]);
    expect(refusal(done.state, disarm)).toEqual(["ALREADY_SHOT VIV-SEQ-2", "ALREADY_DISARMED VIV-GAD-24"]);
    // the fight at the end of Mei's side turn: her whip misses (D10 9), the thug has no weapon in hand; both test (D10 1, 1)
    const theirs = playAll(done.state, endTurn, ["d10:9", "d10:1", "d10:1"]).state;
    expect(refusal(theirs, { type: "shoot", shooters: ["t1"], target: "lone" })).toEqual(["DROPPED_WEAPON VIV-TRAIT-N4"]);
    expect(refusal(state, gadget("mei", "VIV-GAD-24", { trick: "disarm", target: "g1" }))).toEqual(["OUT_OF_REACH VIV-AMB-33"]);
    expect(refusal(state, gadget("mei", "VIV-GAD-24", { trick: "disarm", target: "jack" }))).toEqual(["NOT_AN_ENEMY VIV-GAD-24"]);
    expect(refusal(state, gadget("mei", "VIV-GAD-24"))).toEqual(["NO_TRICK VIV-GAD-24"]);
    expect(refusal(state, gadget("mei", "VIV-GAD-24", { trick: "disarm" }))).toEqual(["NO_TARGET VIV-GAD-24"]);
    expect(refusal(state, gadget("mei", "VIV-GAD-24", { trick: "disarm", target: "nobody" }))).toEqual(["UNKNOWN_FIGURE"]);
    // a whip carried by a figure that is not a PC: it fights with it (VIV-AMB-33), but its tricks are the PCs'
    const thugWhip = goodFirst(
      twoSides(
        [unit("lone", "Bell", [rifleman("bell", "Bell", "good", { gadgets: [VIVID_GADGETS.whip] })])],
        [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" })],
        { bell: { x: 20, y: 10 }, t1: { x: 20, y: 12 } },
      ),
    );
    expect(refusal(thugWhip, gadget("bell", "VIV-GAD-24", { trick: "disarm", target: "t1" }))).toEqual(["NOT_A_PC VIV-GAD-24"]);
  });

  it('VIV-GAD-24: the whip grabs the objective lying 2" away (a hit: 3/5)', () => {
    const s = whipped(
      { victory: { objective: { name: "the idol", at: { x: 22, y: 10 }, side: "good", goal: { kind: "circle", x: 2, y: 2, radius: 1 } } } },
      { t1: { x: 20, y: 20 } },
    );
    const state = goodFirst(s);
    const grab = gadget("mei", "VIV-GAD-24", { trick: "grab" });
    const done = playAll(state, grab, ["d10:3"]);
    expect(vividGame.describe(done.events)).toEqual(["Mei's whip snatches the idol.", "Mei picks up the idol."]);
    expect(done.state.carrierId).toBe("mei");
    expect(refusal(done.state, grab)).toEqual(["ALREADY_SHOT VIV-SEQ-2", "NOTHING_TO_GRAB VIV-GAD-24"]);
    expect(playAll(state, grab, ["d10:7"]).state.carrierId).toBeNull();
  });

  it('VIV-GAD-24 VIV-GM-8: Mei and Jack swing over a 5" gap where the GM rules a beam: a whip hit then a luck roll (3/5 x 1/2 = 3/10); the whole movement phase either way', () => {
    const state = goodFirst(whipped({}, { t1: { x: 40, y: 20 } }));
    const swing = gadget("mei", "VIV-GAD-24", { trick: "swing", gmStructure: true, at: { x: 25, y: 10 }, with: "jack" });
    const p = odds(vividGame.step(state, swing).map((s) => place(s.state, "jack").at.x === 25));
    expect(p.probability(true).toString()).toBe("3/10");
    const made = playAll(state, swing, ["d10:4", "d10:5"]);
    expect(vividGame.describe(made.events)).toEqual(["Mei swings over the gap on the whip, Jack with them."]);
    expect(place(made.state, "mei")).toMatchObject({ at: { x: 25, y: 10 }, moved: 5, moveLimit: 5 });
    expect(place(made.state, "jack")).toMatchObject({ at: { x: 25, y: 10 }, moved: 5, moveLimit: 5 });
    const held = playAll(state, swing, ["d10:4", "d10:6"]);
    expect(vividGame.describe(held.events)).toEqual(["Mei's whip fails to hold: no swing, and the move is spent."]);
    expect(refusal(held.state, { type: "move", figure: "jack", to: { x: 21, y: 10 } })).toEqual(["TOO_FAR VIV-MOVE-1"]);
    expect(refusal(state, { ...swing, at: { x: 27, y: 10 } })).toEqual(["GAP_TOO_WIDE VIV-GAD-24"]);
    expect(refusal(state, { ...swing, gmStructure: false })).toEqual(["NO_STRUCTURE VIV-GAD-24"]);
    expect(refusal(state, gadget("mei", "VIV-GAD-24", { trick: "swing", at: { x: 25, y: 10 } }))).toEqual(["NO_STRUCTURE_RULING VIV-GAD-24"]);
    const moved = playAll(state, { type: "move", figure: "mei", to: { x: 20, y: 9 } }, []).state;
    expect(refusal(moved, swing)).toEqual(["NOT_STATIONARY VIV-GAD-24", "NOT_IN_CONTACT VIV-GAD-24"]);
    expect(refusal(state, { ...swing, with: "t1" })).toEqual(["NOT_A_FRIEND VIV-GAD-24"]);
    expect(refusal(state, { ...swing, at: { x: 25, y: 40 } })).toEqual(["OFF_TABLE VIV-MOR-8"]);
  });
});
