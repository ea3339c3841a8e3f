// The vivid game's gadgets (issue #14): what a figure carries used in the phase the text allows, uses and doses
// spent in the state, worn gadgets applied by the game's wound steps, refusals with codes and rule ids. Every
// expected number is worked out from the text by hand in the test's comment.
import { describe, expect, it } from "vitest";
import { play, scriptedDice, validate } from "../../../src/index.js";
import { VIVID_GADGETS, VIVID_WEAPONS, type VividCommand, VividStateSchema, vividAttackOdds, vividGame } from "../../../src/vivid/index.js";
import { figure, goodFirst, pc, place, playAll, refusal, rifleman, twoSides, unit } from "./rules-scenarios.js";

const thugs = (n: number, extra = {}) =>
  unit(
    "thugs",
    "the thugs",
    Array.from({ length: n }, (_, i) => rifleman(`t${String(i + 1)}`, `Thug ${String(i + 1)}`, "bad", extra)),
    { troopType: "militia" },
  );

/** Jack (a PC with a flash grenade) and a rifleman 10" from three thugs. */
function flashScenario(uses: number) {
  const jack = pc("jack", "Jack", "good", { gadgets: [{ ...VIVID_GADGETS.flashGrenade, uses }] });
  return twoSides([unit("party", "the party", [jack, rifleman("r2", "Rifleman Bell", "good")])], [thugs(3)], {
    jack: { x: 10, y: 1 },
    r2: { x: 12, y: 1 },
    t1: { x: 10, y: 11 },
    t2: { x: 11, y: 11 },
    t3: { x: 30, y: 11 },
  });
}

const flash = (at: { x: number; y: number }): VividCommand => ({ type: "useGadget", figure: "jack", gadget: "VIV-GAD-9", at });

describe("vividGame gadgets: the flash grenade", () => {
  it('VIV-GAD-9 VIV-AMB-35: thrown at the start of the side turn up to 6": every enemy within 8" of the impact point is stunned for the rest of the turn; the use is spent; the throw is the thrower\'s shot', () => {
    const state = goodFirst(flashScenario(1));
    // the options offer the throw at the nearest thug, 10" away: as far as it reaches (6")
    const offered = vividGame.options(state).find((c) => c.command.type === "useGadget");
    expect(offered).toMatchObject({ allowed: true, command: { type: "useGadget", figure: "jack", gadget: "VIV-GAD-9" } });
    // (10, 7) is 6" from Jack: Thug 1 is 4" from it, Thug 2 sqrt(17) = 4.1", Thug 3 20.4" (beyond 8")
    const thrown = play(vividGame, state, flash({ x: 10, y: 7 }), scriptedDice([]));
    expect(thrown.events).toEqual([
      { type: "flash", figure: "jack", name: "Jack", gadgetName: "Flash Grenade", stunned: ["Thug 1", "Thug 2"], left: 0, rule: "VIV-GAD-9" },
    ]);
    expect(vividGame.describe(thrown.events)).toEqual(["Jack throws a Flash Grenade: Thug 1, Thug 2 stunned for the rest of the turn (0 of them left)."]);
    const after = thrown.state;
    expect(figure(after, "t1").status?.stunned).toBe(true);
    expect(figure(after, "t3").status?.stunned).toBeUndefined();
    expect(figure(after, "jack").gadgets?.[0]?.uses).toBe(0);
    expect(validate(VividStateSchema, after).ok).toBe(true);
    // used up; and the throw was Jack's shot (VIV-SEQ-2)
    expect(refusal(after, flash({ x: 10, y: 7 }))).toEqual(["GADGET_SPENT VIV-GAD-9"]);
    expect(refusal(after, { type: "shoot", shooters: ["jack"], target: "thugs" })).toEqual(["ALREADY_SHOT VIV-SEQ-2"]);
    // the thugs' side turn, in the same game turn: the stunned cannot move or shoot (VIV-SHOOT-1); Thug 3 can
    const theirs = play(vividGame, after, { type: "endSideTurn" }, scriptedDice([])).state;
    expect(refusal(theirs, { type: "move", figure: "t1", to: { x: 10, y: 10 } })).toEqual(["STUNNED VIV-GAD-9"]);
    expect(refusal(theirs, { type: "shoot", shooters: ["t2"], target: "party" })).toEqual(["STUNNED VIV-GAD-9"]);
    expect(refusal(theirs, { type: "move", figure: "t3", to: { x: 30, y: 10 } })).toEqual([]);
    // the next turn: the stun is over (it lasts that turn only)
    const next = playAll(play(vividGame, theirs, { type: "endSideTurn" }, scriptedDice([])).state, { type: "beginTurn" }, ["d10:9", "d10:2"]).state;
    expect(figure(next, "t1").status?.stunned).toBe(false);
    expect(next.turn).toBe(2);
  });

  it('VIV-GAD-9 VIV-AMB-35: refused after the side has moved (not the start of the side turn), beyond 6", and with no point; the options show the refusal', () => {
    const state = goodFirst(flashScenario(2));
    expect(refusal(state, flash({ x: 10, y: 8 }))).toEqual(["OUT_OF_RANGE VIV-AMB-35"]);
    expect(refusal(state, { type: "useGadget", figure: "jack", gadget: "VIV-GAD-9" })).toEqual(["NO_POINT VIV-GAD-9"]);
    const moved = play(vividGame, state, { type: "move", figure: "r2", to: { x: 12, y: 2 } }, scriptedDice([])).state;
    expect(refusal(moved, flash({ x: 10, y: 7 }))).toEqual(["WRONG_PHASE VIV-AMB-35"]);
    const offered = vividGame.options(moved).find((c) => c.command.type === "useGadget");
    expect(offered?.allowed).toBe(false);
    expect(offered?.reasons.map((r) => r.code)).toEqual(["WRONG_PHASE"]);
    // not in the other side's turn, nor before the turn has begun
    expect(refusal(vividGame.setup(flashScenario(2)), flash({ x: 10, y: 7 }))).toEqual(["WRONG_PHASE VIV-SEQ-1"]);
  });
});

describe("vividGame gadgets: the smoke bomb", () => {
  /** Jack with a smoke bomb and a rifleman, 10" from two thugs. */
  const scenario = () =>
    twoSides(
      [unit("party", "the party", [pc("jack", "Jack", "good", { gadgets: [{ ...VIVID_GADGETS.smokeBomb, uses: 1 }] }), rifleman("r1", "Rifleman 1", "good")])],
      [thugs(2)],
      { jack: { x: 10, y: 1 }, r1: { x: 12, y: 1 }, t1: { x: 10, y: 11 }, t2: { x: 11, y: 11 } },
    );
  const smoke = (wind?: { strongWind: boolean; gmDurationTurns?: number }): VividCommand => ({
    type: "useGadget",
    figure: "jack",
    gadget: "VIV-GAD-4",
    at: { x: 10, y: 6 },
    ...(wind === undefined ? {} : { wind }),
  });
  /** The side turns ended with nothing to roll, and the next turn begun with the good side first. */
  const nextTurn = (s: ReturnType<typeof goodFirst>) => {
    const theirs = playAll(s, { type: "endSideTurn" }, []).state;
    return playAll(playAll(theirs, { type: "endSideTurn" }, []).state, { type: "beginTurn" }, ["d10:9", "d10:2"]).state;
  };

  it('VIV-GAD-4 VIV-SHOOT-1: a 5" cloud blocks every line of sight through it for 2 turns (the turn it goes off and the next), both ways; the bomb is spent; then it is gone', () => {
    const state = goodFirst(scenario());
    expect(refusal(state, { type: "shoot", shooters: ["r1"], target: "thugs" })).toEqual([]);
    const thrown = playAll(state, smoke(), []);
    expect(vividGame.describe(thrown.events)).toEqual([
      "Jack sets off a Smoke Bomb: a cloud that blocks every line of sight through it for 2 turns (0 of them left).",
    ]);
    expect(thrown.state.smoke).toEqual([{ x: 10, y: 6, radiusInches: 5, durationTurns: 2, turn: 1 }]);
    expect(figure(thrown.state, "jack").gadgets?.[0]?.uses).toBe(0);
    // the line from Rifleman 1 (12, 1) to Thug 1 (10, 11) passes 1" from the centre (10, 6): blocked
    expect(refusal(thrown.state, { type: "shoot", shooters: ["r1"], target: "thugs" })).toEqual(["NO_LINE_OF_SIGHT VIV-SHOOT-1"]);
    const theirs = playAll(thrown.state, { type: "endSideTurn" }, []).state;
    expect(refusal(theirs, { type: "shoot", shooters: ["t1"], target: "party" })).toEqual(["NO_LINE_OF_SIGHT VIV-SHOOT-1"]);
    const turn2 = nextTurn(thrown.state);
    expect(refusal(turn2, { type: "shoot", shooters: ["r1"], target: "thugs" })).toEqual(["NO_LINE_OF_SIGHT VIV-SHOOT-1"]);
    const turn3 = nextTurn(turn2);
    expect(turn3.smoke).toEqual([]);
    expect(refusal(turn3, { type: "shoot", shooters: ["r1"], target: "thugs" })).toEqual([]);
  });

  it("VIV-GAD-4 VIV-GM-8: in the GM's strong wind the smoke lasts the turns the GM says (1: gone next turn); the GM must say, and fewer than 2", () => {
    const state = goodFirst(scenario());
    expect(refusal(state, smoke({ strongWind: true }))).toEqual(["NO_WIND_DURATION VIV-GAD-4"]);
    expect(refusal(state, smoke({ strongWind: true, gmDurationTurns: 3 }))).toEqual(["WIND_TOO_LONG VIV-GAD-4"]);
    const windy = playAll(state, smoke({ strongWind: true, gmDurationTurns: 1 }), []).state;
    expect(refusal(windy, { type: "shoot", shooters: ["r1"], target: "thugs" })).toEqual(["NO_LINE_OF_SIGHT VIV-SHOOT-1"]);
    expect(refusal(nextTurn(windy), { type: "shoot", shooters: ["r1"], target: "thugs" })).toEqual([]);
  });
});

describe("vividGame gadgets: worn and loaded, applied by the game", () => {
  it("VIV-GAD-12 VIV-AMB-32 VIV-WOUND-7: a thug in a bullet-proof vest, one rifle at 10\" (6 or less): hit 3/5, the vest fails 4/10, killed 5/6: 1/5; a Maxim's four dice (8 or less): 1 - (1/5 + 4/5 x 2/5 x ... )", () => {
    const vest = { gadgets: [VIVID_GADGETS.bulletProofVest] };
    const scenario = twoSides(
      [unit("party", "the party", [rifleman("r1", "Rifleman 1", "good")])],
      [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad", vest)], { troopType: "militia" })],
      {
        r1: { x: 10, y: 1 },
        t1: { x: 10, y: 11 },
      },
    );
    const odds = vividAttackOdds(goodFirst(scenario), { type: "shoot", shooters: ["r1"], target: "thugs" });
    // 3/5 x 4/10 x 5/6 = 1/5 (no vest: 3/5 x 5/6 = 1/2)
    expect(odds.probability(1).toString()).toBe("1/5");
    // a Maxim at 10" (short, stationary: 4 + 2 + 2 = 8): per die, not killing him = 1/5 + 4/5 x (6/10 + 4/10 x 1/6) = 11/15
    const gun = twoSides(
      [unit("gun", "the Maxim", [rifleman("g1", "Gunner Moss", "good", { weapons: [VIVID_WEAPONS.mg] })])],
      [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad", vest)], { troopType: "militia" })],
      { g1: { x: 10, y: 1 }, t1: { x: 10, y: 11 } },
    );
    const mg = vividAttackOdds(goodFirst(gun), { type: "shoot", shooters: ["g1"], target: "thugs" });
    // 1 - (11/15)^4 = 1 - 14641/50625 = 35984/50625
    expect(mg.probability(1).toString()).toBe("35984/50625");
  });

  it("VIV-GAD-5 VIV-AMB-48: mercy bullets at +2 knock a thug out (every hit: D6 + 2 >= 3, Wounded or Killed, so unconscious): 3/5; their counted charges are spent, and with none left the rifle is plain again (1/2)", () => {
    const scenario = (charges: number) =>
      twoSides(
        [unit("party", "the party", [rifleman("r1", "Rifleman 1", "good", { gadgets: [{ ...VIVID_GADGETS.mercyBullets, charges }] })])],
        [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" })],
        { r1: { x: 10, y: 1 }, t1: { x: 10, y: 11 } },
      );
    const state = goodFirst(scenario(1));
    const shoot: VividCommand = { type: "shoot", shooters: ["r1"], target: "thugs" };
    expect(vividAttackOdds(state, shoot).probability(1).toString()).toBe("3/5");
    // the hit (D10 3), wound D6 1 + 2 = 3: Wounded, mercy bullets: unconscious for the game; one charge spent
    const shot = playAll(state, shoot, ["d10:3", "d6:1"]);
    expect(figure(shot.state, "t1").status?.wound).toBe("unconscious");
    expect(figure(shot.state, "r1").gadgets?.[0]?.charges).toBe(0);
    expect(
      vividAttackOdds(goodFirst(scenario(0)), shoot)
        .probability(1)
        .toString(),
    ).toBe("1/2");
  });

  it("VIV-GAD-7 VIV-AMB-30: a PC's Anesthetic Thimble in the fight at the end of her side turn: the thug hit (6 or less) is knocked out, not killed (D6 1 + 1 + 3 = 5: Killed, so unconscious), one use spent per hit", () => {
    const scenario = (uses: number) =>
      twoSides(
        [unit("lone", "Mei", [pc("mei", "Mei", "good", { gadgets: [{ ...VIVID_GADGETS.anestheticThimble, uses }] })])],
        [
          unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" }),
          unit("guards", "the guards", [rifleman("g1", "Guard", "bad")]),
        ],
        { mei: { x: 20, y: 10 }, t1: { x: 20, y: 10.5 }, g1: { x: 40, y: 30 } },
      );
    // Mei strikes (D10 2 <= 6), wound D6 1; the thug is down; Mei tests morale (PC alone: 8, adjacent -1; D10 1)
    const fought = playAll(goodFirst(scenario(3)), { type: "endSideTurn" }, ["d10:2", "d6:1", "d10:1"]);
    expect(figure(fought.state, "t1").status?.wound).toBe("unconscious");
    expect(figure(fought.state, "mei").gadgets?.[0]?.uses).toBe(2);
    // no uses left: a plain blade, the same dice kill him (D6 1 + 1 = 2: Wounded, a non-PC: Killed)
    const plain = playAll(goodFirst(scenario(0)), { type: "endSideTurn" }, ["d10:2", "d6:1", "d10:1"]);
    expect(figure(plain.state, "t1").status?.wound).toBe("killed");
  });

  it("VIV-GAD-17 VIV-AMB-34: the Hair Pins of Death give +2 the first turn they are used (6 + 2 = 8: 4/5), the game records that turn, and later turns fight at 6 (3/5)", () => {
    const scenario = twoSides(
      [unit("lone", "Mei", [pc("mei", "Mei", "good", { gadgets: [VIVID_GADGETS.hairPins] })])],
      [unit("thugs", "the thugs", [rifleman("t1", "Thug 1", "bad")], { troopType: "militia" }), unit("guards", "the guards", [rifleman("g1", "Guard", "bad")])],
      { mei: { x: 20, y: 10 }, t1: { x: 20, y: 10.5 }, g1: { x: 40, y: 30 } },
    );
    const state = goodFirst(scenario);
    const end: VividCommand = { type: "endSideTurn" };
    expect(vividAttackOdds(state, end).probability(1).toString()).toBe("4/5");
    // Mei misses (D10 9), the thug strikes back and misses (D10 9); both test morale and pass (D10 1, D10 1)
    const fought = playAll(state, end, ["d10:9", "d10:9", "d10:1", "d10:1"]);
    expect(fought.state.usedGadgets).toEqual([{ figure: "mei", gadget: "VIV-GAD-17", turn: 1 }]);
    // the same record in a later turn: no surprise left
    expect(
      vividAttackOdds({ ...state, turn: 2, usedGadgets: [{ figure: "mei", gadget: "VIV-GAD-17", turn: 1 }] }, end)
        .probability(1)
        .toString(),
    ).toBe("3/5");
  });
});

describe("vividGame gadgets: waking up", () => {
  /** Doc (a PC with the resuscitating drug) beside Jack, a PC knocked out, and Ann farther off. */
  const scenario = (doses: number) =>
    twoSides(
      [
        unit("party", "the party", [
          pc("doc", "Doc", "good", { gadgets: [{ ...VIVID_GADGETS.resuscitatingDrug, doses }] }),
          pc("jack", "Jack", "good", { status: { wound: "unconscious" } }),
          pc("ann", "Ann", "good"),
        ]),
      ],
      [thugs(1)],
      { doc: { x: 10, y: 1 }, jack: { x: 10, y: 1.5 }, ann: { x: 14, y: 1 }, t1: { x: 10, y: 30 } },
    );

  it("VIV-GAD-5 VIV-GAD-7: a knocked-out PC rolls a D10 at the start of every later turn and wakes on 3 or less", () => {
    const start = vividGame.setup(scenario(1));
    const out = playAll(start, { type: "beginTurn" }, ["d10:4", "d10:9", "d10:2"]);
    expect(out.events[1]).toEqual({ type: "wake", figure: "jack", name: "Jack", woke: false, rule: "VIV-GAD-5" });
    expect(vividGame.describe([out.events[1]!])).toEqual(["Jack is still out cold."]);
    const woke = playAll(start, { type: "beginTurn" }, ["d10:3", "d10:9", "d10:2"]);
    expect(figure(woke.state, "jack").status?.wound).toBe("fit");
  });

  it("VIV-GAD-8 VIV-EX-9: a dose of resuscitating drug in base contact wakes the patient on any D10 but 10, and is spent either way; refused with none left, out of contact, or for a figure awake", () => {
    // the wake roll (D10 9: still out), then the initiative
    const begun = playAll(vividGame.setup(scenario(1)), { type: "beginTurn" }, ["d10:9", "d10:9", "d10:2"]).state;
    const dose: VividCommand = { type: "useGadget", figure: "doc", gadget: "VIV-GAD-8", patient: "jack" };
    const offered = vividGame.options(begun).find((c) => c.command.type === "useGadget");
    expect(offered).toMatchObject({ allowed: true, command: dose });
    expect(refusal(begun, { ...dose, patient: "ann" })).toEqual(["NOT_UNCONSCIOUS VIV-GAD-8", "NOT_IN_CONTACT VIV-GAD-8"]);
    const failed = playAll(begun, dose, ["d10:10"]);
    expect(failed.events).toEqual([
      { type: "resuscitate", figure: "doc", name: "Doc", patient: "jack", patientName: "Jack", woke: false, left: 0, rule: "VIV-GAD-8" },
    ]);
    expect(refusal(failed.state, dose)).toEqual(["GADGET_SPENT VIV-GAD-8"]);
    const woke = playAll(begun, dose, ["d10:9"]);
    expect(figure(woke.state, "jack").status?.wound).toBe("fit");
    expect(vividGame.describe(woke.events)).toEqual(["Doc gives Jack a resuscitating drug: awake again (0 doses left)."]);
  });
});

describe("vividGame gadgets: refusals", () => {
  it("VIV-GAD-12 VIV-GAD-19: a worn gadget needs no command, a gadget the game does not play is refused with its rule, and one not carried is refused", () => {
    const scenario = twoSides(
      [unit("party", "the party", [pc("jack", "Jack", "good", { gadgets: [VIVID_GADGETS.bulletProofVest, VIVID_GADGETS.mindTransference] })])],
      [thugs(1)],
      { jack: { x: 10, y: 1 }, t1: { x: 10, y: 30 } },
    );
    const state = goodFirst(scenario);
    expect(refusal(state, { type: "useGadget", figure: "jack", gadget: "VIV-GAD-12" })).toEqual(["NOT_A_COMMAND VIV-GAD-12"]);
    expect(refusal(state, { type: "useGadget", figure: "jack", gadget: "VIV-GAD-19" })).toEqual(["NOT_IN_THE_GAME VIV-GAD-19"]);
    expect(refusal(state, { type: "useGadget", figure: "jack", gadget: "VIV-GAD-9", at: { x: 10, y: 5 } })).toEqual(["NO_GADGET"]);
    expect(refusal(state, { type: "useGadget", figure: "t1", gadget: "VIV-GAD-9", at: { x: 10, y: 5 } })).toEqual(["NOT_YOUR_TURN VIV-SEQ-2"]);
    expect(place(state, "jack").shot).toBe(false);
  });
});
