// fateScene (issue 15, fate): the text's scenes replayed as game records, refusals, advice, exact battle odds
// against an independent computation, determinism, save and restore.
import { describe, expect, it } from "vitest";
import { alwaysAttack, fateScene, noConsequences, pressTheAttack, type SceneState, SceneStateSchema, sceneAdvice } from "../../src/fate/index.js";
import { autoplay, battleOdds, CommandRefused, explain, play, replay, scriptedDice, seededDice, simulateBattle, validate } from "../../src/index.js";
import { chiSquare, chiSquareCritical } from "../helpers.js";
import { dF } from "./fixtures.js";
import { thugScenario, truckCommands, truckScenario, truckScript, waterfordCommands, waterfordScenario, waterfordScript } from "./scene-fixtures.js";
import { expectSavedGameContinues } from "../fixtures/game-contract.js";
import { thrown } from "../throws.js";

const char = (s: SceneState, id: string) => s.roster.find((e) => e.character.id === id)?.character;

describe("fateScene: the text's scenes as game records", () => {
  it("FATE-EX-5a FATE-EX-5b FATE-EX-5c FATE-AMB-5 FATE-AMB-25 FATE-CONF-3 FATE-FP-2: the Waterford scene replays value for value", () => {
    const r = replay(fateScene, { scenario: waterfordScenario, script: waterfordScript, commands: waterfordCommands });
    const rolls = r.events.filter((e) => e.type === "roll").map((e) => [e.name, e.dice, e.total]);
    // by hand from the text: -2 + 1 = -1 against +1 + 3 = +4; 0 + 2 + 2 = +4; 3 + 4 + 2 = 9 against -2 + 3 = 1
    expect(rolls).toEqual([
      ["Indy", -2, -1],
      ["Mrs Waterford", 1, 4],
      ["Indy", 0, 4],
      ["Indy", 3, 9],
      ["Mrs Waterford", -2, 1],
    ]);
    const exchanges = r.events.filter((e) => e.type === "exchange").map((e) => [e.net, e.victim, e.amount, e.track]);
    expect(exchanges).toEqual([
      [-5, "indy", 5, "composure"],
      [8, "waterford", 8, "composure"],
    ]);
    const stress = r.events.filter((e) => e.type === "stress").map((e) => [e.name, e.boxesChecked, e.overflow, e.conceded, e.takenOut]);
    expect(stress).toEqual([
      ["Indy", 5, 0, false, false],
      ["Mrs Waterford", 6, 2, true, false],
    ]);
    // FATE-EX-5b under the written rule: margin 3, floor(3/2) = 1 shift (ruling FATE-AMB-2)
    expect(r.events.find((e) => e.type === "action")).toMatchObject({ total: 4, margin: 3, outcome: "successWithShifts", shifts: 1 });
    expect(r.outcome).toEqual({ winner: "heroes", takenOut: [], conceded: ["waterford"] });
    // FATE-FP-1: the pool reset at scene end (Indy had spent one), FATE-STRESS-3: stress cleared
    expect(char(r.state, "indy")).toMatchObject({ fatePoints: 3, composure: { boxes: 6, checked: 0 } });
    expect(r.steps[5]?.state.roster[0]?.character.fatePoints).toBe(2);
    expect(fateScene.describe(r.events)).toEqual(WATERFORD_STORY);
  });

  it("FATE-AMB-2 FATE-EX-5b: with shiftFormula marginMinusOne the Investigation earns the text's two alterations", () => {
    const r = replay(fateScene, {
      scenario: { ...waterfordScenario, options: { shiftFormula: "marginMinusOne" } },
      script: waterfordScript,
      commands: waterfordCommands,
    });
    expect(r.events.find((e) => e.type === "action")).toMatchObject({ margin: 3, shifts: 2 });
  });

  it("FATE-EX-7 FATE-AMB-8 FATE-AMB-16 FATE-CONS-1 FATE-CONF-2: the truck fight: a pistol's 4 stress, the Minor chosen, then -2 on every roll", () => {
    const r = replay(fateScene, { scenario: truckScenario, script: truckScript, commands: truckCommands });
    // by hand: the soldier's +1 + 1 = 2 against Indy's -2 + 2 = 0: margin 2, a gun doubles it to 4
    expect(r.events.find((e) => e.type === "exchange")).toMatchObject({ net: 2, victim: "indy", amount: 4, doubled: true, track: "health" });
    // the Minor soaks 2, the other 2 check boxes: 2 + 2 = 4 of 6
    expect(r.steps[3]?.state.roster[0]?.character.health).toEqual({ boxes: 6, checked: 4 });
    expect(r.steps[3]?.events[0]).toMatchObject({
      type: "stress",
      soaked: 2,
      boxesChecked: 2,
      consequences: [{ severity: "minor", text: "Nicked in the Arm" }],
    });
    // aggravated: Indy's Fighting +3 rolls at -2: 0 + 3 - 2 = 1 against the Feldwebel's 3
    const fist = r.steps[6];
    expect(fist?.events.filter((e) => e.type === "roll").map((e) => e.total)).toEqual([3, 1]);
    expect(explain(fist?.trace ?? []).some((line) => line.includes('aggravated consequence "Nicked in the Arm"') && line.includes("FATE-AMB-16"))).toBe(true);
    expect(r.steps[9]?.state.roster[0]?.character.health).toEqual({ boxes: 6, checked: 6 });
    // the GM ends the scene: pools back to three (the mook's to the GM's 0), stress cleared, aggravation relieved
    expect(r.outcome).toEqual({ winner: null, takenOut: [], conceded: [] });
    expect(r.state.roster.map((e) => e.character.fatePoints)).toEqual([3, 0, 3]);
    expect(char(r.state, "indy")?.consequences).toMatchObject([{ severity: "minor", aggravated: false }]);
    expect(fateScene.describe(r.events)).toContain("Indy's \"Nicked in the Arm\" is aggravated: -2 to all Indy's rolls.");
  });

  it("FATE-AMB-22: every state of the records parses with the state schema and survives JSON", () => {
    for (const rec of [
      { scenario: waterfordScenario, script: waterfordScript, commands: waterfordCommands },
      { scenario: truckScenario, script: truckScript, commands: truckCommands },
    ]) {
      for (const s of replay(fateScene, rec).steps) {
        expect(validate(SceneStateSchema, JSON.parse(JSON.stringify(s.state))).ok).toBe(true);
      }
    }
  });
});

const WATERFORD_STORY = [
  "Indy attacks Mrs Waterford (mental).",
  "Indy rolls Rapport: 00-- = -2, total -1 (Poor (-1)).",
  "Mrs Waterford rolls Resolve: +000 = +1, total +4 (Great (+4)).",
  "Indy against Mrs Waterford: net -5, Indy takes 5 composure stress.",
  "Indy takes 5 composure stress: 5 boxes checked.",
  "Indy rolls Investigation: 0000 = 0, total +4 (Great (+4)), 1 fate point.",
  "Indy's Investigation: +4 against +1, margin +3: success with shifts (1 shift).",
  "Indy attacks Mrs Waterford (mental).",
  "Indy rolls Academics: +++0 = +3, total +9 (Beyond Legendary (+9)).",
  "Mrs Waterford rolls Resolve: 00-- = -2, total +1 (Average (+1)).",
  "Indy against Mrs Waterford: net +8, Mrs Waterford takes 8 composure stress.",
  "Mrs Waterford takes 8 composure stress: 6 boxes checked, 2 left over; Mrs Waterford concedes.",
  "The scene ends (heroes hold the field); fate points reset: Indy 3, Mrs Waterford 3.",
];

describe("fateScene: commands refused with coded reasons and rule ids", () => {
  const start = fateScene.setup(waterfordScenario);
  const refused = (state: SceneState, command: unknown): string[] => {
    const e = thrown(() => play(fateScene, state, command, scriptedDice([])));
    expect(e).toBeInstanceOf(CommandRefused);
    return (e as CommandRefused).reasons.map((r) => `${r.code} ${r.rule ?? ""}`);
  };

  it("FATE-AMB-22 FATE-FP-2 FATE-OUT-1: not your exchange, your own side, no fate point, the wrong phase", () => {
    expect(refused(start, { type: "attack", actor: "waterford", target: "indy", kind: "mental" })).toEqual(["NOT_YOUR_TURN FATE-AMB-22"]);
    const broke = { ...start, roster: start.roster.map((e) => (e.character.id === "indy" ? { ...e, character: { ...e.character, fatePoints: 0 } } : e)) };
    expect(refused(broke, { type: "action", actor: "indy", ability: "Notice", difficulty: 1, bonus: true })).toEqual(["NO_FATE_POINTS FATE-FP-2"]);
    const friend = fateScene.setup({
      ...waterfordScenario,
      characters: [...waterfordScenario.characters, { side: "heroes", character: { id: "sallah", name: "Sallah" } }],
    });
    expect(refused(friend, { type: "attack", actor: "indy", target: "sallah", kind: "physical" })).toEqual(["SAME_SIDE FATE-AMB-22"]);
    expect(refused(start, { type: "stand", actor: "indy" })[0]).toMatch(/^NOT_OFFERED/);
    const declared = play(fateScene, start, waterfordCommands[0], scriptedDice([])).state;
    expect(refused(declared, { type: "attack", actor: "indy", target: "waterford", kind: "mental" })).toEqual(["WRONG_PHASE FATE-AMB-22"]);
  });

  it("FATE-CONS-1 FATE-TRAIT-2 FATE-AMB-20: a used slot, another's stress, a refusal without a point; every command once the scene is over", () => {
    const r = replay(fateScene, { scenario: truckScenario, script: truckScript, commands: truckCommands.slice(0, 9) });
    expect(r.state.phase).toEqual({ type: "soak", victim: "indy", track: "health", amount: 2 });
    expect(refused(r.state, { type: "takeStress", actor: "indy", consequences: [{ severity: "minor", text: "again" }] })).toEqual(["SLOT_USED FATE-CONS-1"]);
    expect(refused(r.state, { type: "takeStress", actor: "feldwebel" })).toEqual(["NOT_YOUR_STRESS FATE-CONS-1"]);
    const soldier = play(fateScene, fateScene.setup(truckScenario), { type: "compel", target: "soldier" }, scriptedDice([])).state;
    const choices = fateScene.options(soldier);
    expect(choices.find((c) => c.command.type === "answerCompel" && c.command.response === "nullify")?.reasons).toEqual([
      { code: "NO_FATE_POINTS", rule: "FATE-TRAIT-2", text: "German soldier has no fate point to refuse the compel" },
    ]);
    expect(refused(soldier, { type: "answerCompel", actor: "soldier", response: "nullify" })).toEqual(["NO_FATE_POINTS FATE-TRAIT-2"]);
    const over = replay(fateScene, { scenario: waterfordScenario, script: waterfordScript, commands: waterfordCommands }).state;
    expect(fateScene.options(over)).toEqual([]);
    expect(refused(over, { type: "endScene" })).toEqual(["GAME_OVER "]);
  });

  it("FATE-TRAIT-2 FATE-AMB-20: a compel accepted gives a point; refused, it costs one, before the trait is known", () => {
    const offered = play(fateScene, start, { type: "compel", target: "indy" }, scriptedDice([]));
    expect(fateScene.describe(offered.events)).toEqual(["The GM offers Indy a fate point for a compel."]);
    const yes = play(fateScene, offered.state, { type: "answerCompel", actor: "indy", response: "accept" }, scriptedDice([]));
    expect(char(yes.state, "indy")?.fatePoints).toBe(4);
    const no = play(fateScene, offered.state, { type: "answerCompel", actor: "indy", response: "nullify" }, scriptedDice([]));
    expect(char(no.state, "indy")?.fatePoints).toBe(2);
    expect(fateScene.describe(no.events)).toEqual(["Indy pays a fate point to refuse the compel: 2 left."]);
    expect(no.state.phase).toEqual({ type: "act" });
  });

  it("FATE-OUT-1 FATE-GM-7: a character concedes before a roll; the conflict ends with the other side holding the field", () => {
    const r = play(fateScene, start, { type: "concede", actor: "indy" }, scriptedDice([]));
    expect(fateScene.outcome(r.state)).toEqual({ winner: "library", takenOut: [], conceded: ["indy"] });
  });
});

describe("fateScene: re-rolls after seeing the dice, with their exact odds (advice at every decision point)", () => {
  const rolled = replay(fateScene, { scenario: waterfordScenario, script: waterfordScript.slice(0, 8), commands: waterfordCommands.slice(0, 2) }).state;

  it("FATE-FP-3 FATE-FP-2 FATE-AMB-26: after -1 against +4, Indy's re-roll hits with 1/81, with +2 with 5/27; standing misses", () => {
    // by hand: Rapport +1 needs a total of 5: 4dF = +4 (1 way in 81); with +2, 4dF >= +2 (10 + 4 + 1 = 15 in 81)
    expect(rolled.phase).toMatchObject({ type: "reroll", next: "actor", stood: false });
    const advice = sceneAdvice(rolled);
    expect(advice.actor).toBe("indy");
    expect(advice.choices.map((c) => [c.command.type, c.success.toString(), c.fpSpent])).toEqual([
      ["reroll", "1/81", 1],
      ["reroll", "5/27", 2],
      ["stand", "0", 0],
    ]);
    const labels = fateScene.options(rolled).map((c) => c.label);
    expect(labels).toContain("Indy re-rolls with +2: hits 5/27 (18.5%)");
  });

  it("FATE-FP-3 FATE-AMB-24: Indy re-rolls with +2 (two points), then Mrs Waterford may re-roll hers", () => {
    const again = play(fateScene, rolled, { type: "reroll", actor: "indy", bonus: true }, scriptedDice(dF(3)));
    // 3 + 1 + 2 = 6 against 4
    expect(again.events).toMatchObject([{ type: "roll", name: "Indy", dice: 3, total: 6, reroll: 1, fpSpent: 2 }]);
    expect(char(again.state, "indy")?.fatePoints).toBe(1);
    expect(again.state.phase).toMatchObject({ type: "reroll", next: "defender", stood: false });
    // by hand: Resolve +3 must reach 6: 4dF >= +3 (4 + 1 = 5 in 81)
    expect(sceneAdvice(again.state).choices.map((c) => c.success.toString())).toEqual(["5/81", "31/81", "0"]);
    expect(explain(again.trace)[0]).toContain("FATE-FP-3");
  });

  it("FATE-FP-2 FATE-AMB-26 FATE-CONF-3: in the act phase the advice gives each declaration's odds and adviseAction's plans", () => {
    const start = fateScene.setup(waterfordScenario);
    const a = sceneAdvice(start, {
      type: "attack",
      actor: "indy",
      target: "waterford",
      kind: "mental",
      bonus: false,
      gun: false,
      defenderGun: false,
      situational: [],
    });
    // by hand: Rapport +1 against Resolve +3 needs 4dF - 4dF >= 3: 927 of 6561 ways; with +2, >= 1: 2727
    expect(a.choices.map((c) => [c.success.toString(), c.fpSpent])).toEqual([
      ["103/729", 0],
      ["101/243", 1],
    ]);
    expect(a.plans?.plans.map((p) => p.plan)).toContain("bonusAndReroll");
  });
});

// P(Indy wins), Indy Fighting +3 (3 Health boxes, default soaks) against a thug +2 (1 box, no consequences), until one is taken out:
// computed independently by the recursion of the rules over exact fractions (each exchange's margin is 4dF - 4dF + 1
// whoever attacks; a tie repeats the state), not by the library.
const THUG_POLICIES = { indy: alwaysAttack, thug: noConsequences };
const INDY_WINS = "890614749737450629695087851859/893742486658113522755437890625";

describe("fateScene: whole conflicts (battleOdds, simulateBattle, determinism)", () => {
  it("FATE-CONF-1 FATE-STRESS-2 FATE-AMB-5 FATE-AMB-7 FATE-CONS-1 FATE-OUT-1: battleOdds of Indy against a thug agrees with an independent exact computation and with simulateBattle (chi-square, fixed seeds)", {
    timeout: 180_000,
  }, () => {
    const exact = battleOdds(fateScene, thugScenario, THUG_POLICIES);
    expect(exact.probability((o) => o.winner === "heroes").toString()).toBe(INDY_WINS);
    expect(exact.probability((o) => o.winner === "thugs").toString()).toBe(
      exact
        .probability((o) => o.winner === "heroes")
        .complement()
        .toString(),
    );
    expect(exact.unfinished.toString()).toBe("0");
    expect(exact.cyclic).toBe(true);
    expect(exact.outcomes.map((o) => o.value)).toEqual(
      expect.arrayContaining([
        { winner: "heroes", takenOut: ["thug"], conceded: [] },
        { winner: "thugs", takenOut: ["indy"], conceded: [] },
      ]),
    );
    const runs = 1_500;
    for (const seed of [11, 2026]) {
      const sim = simulateBattle(fateScene, thugScenario, THUG_POLICIES, { runs, seed });
      const observed = exact.outcomes.map((o) => sim.outcomes.find((x) => JSON.stringify(x.value) === JSON.stringify(o.value))?.count ?? 0);
      expect(observed.reduce((x, y) => x + y, 0)).toBe(runs);
      expect(
        chiSquare(
          observed,
          exact.outcomes.map((o) => o.probability.toNumber()),
          runs,
        ),
      ).toBeLessThan(chiSquareCritical(exact.outcomes.length - 1));
    }
  });

  it("FATE-FP-2 FATE-FP-3: autoplay is deterministic per seed and its commands replay to the identical game", () => {
    const start = fateScene.setup(thugScenario);
    const scenario = {
      ...thugScenario,
      characters: thugScenario.characters.map((e) => ({ ...e, character: { ...e.character, fatePoints: e.side === "heroes" ? 3 : 0 } })),
    };
    const s2 = fateScene.setup(scenario);
    const policies = { indy: pressTheAttack, thug: alwaysAttack };
    const a = autoplay(fateScene, s2, policies, seededDice(5));
    const b = autoplay(fateScene, s2, policies, seededDice(5));
    expect(a.finished).toBe(true);
    expect(b.events).toEqual(a.events);
    const again = replay(fateScene, { scenario, seed: 5, commands: a.steps.map((s) => s.command) });
    expect(again.state).toEqual(a.state);
    expect(again.events).toEqual(a.events);
    expect(a.steps.some((s) => s.command.type === "reroll" || ("bonus" in s.command && s.command.bonus))).toBe(true);
    expect(fateScene.outcome(start)).toBeUndefined();
  });

  it("FATE-FP-1 FATE-STRESS-3: a scene saved to JSON mid-way continues die for die", () => {
    const policies = { indy: pressTheAttack, thug: alwaysAttack };
    expectSavedGameContinues(fateScene, fateScene.setup(thugScenario), policies, 77, 5);
  });
});
