import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  autoplay,
  battleOdds,
  type CommandRefused,
  findChoice,
  play,
  RulesError,
  replay,
  restoreGame,
  saveGame,
  scriptedDice,
  seededDice,
  simulateBattle,
  validate,
} from "../../src/index.js";
import { attackEngaged, attackWeakest, condition, playRound, scriptedPolicy, type TugsGameState, tugsGame } from "../../src/tugs/index.js";
import { simulateBattleParallel } from "../../src/workers/node.js";
import { chiSquare, chiSquareCritical } from "../helpers.js";
import { duelScenario, patrolScenario, tugsBattle } from "./game-battle.js";
import { EX1_SCRIPT, jan, travis } from "./fixtures.js";

const EX1_COMMANDS = [
  { type: "initiative", surprised: ["jan"] },
  { type: "attack", actor: "travis", target: "jan" },
  { type: "attack", actor: "jan", target: "travis" },
  { type: "initiative" },
  { type: "attack", actor: "jan", target: "travis", aimedLocation: "body" },
  { type: "wait", actor: "travis" },
  { type: "initiative" },
  { type: "attack", actor: "jan", target: "travis" },
  { type: "wait", actor: "travis" },
];

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

const byId = (s: TugsGameState, id: string) => s.combatants.find((c) => c.character.id === id)!.character;

describe("tugsGame: Jan against Travis replayed as a game record (TUGS-EX-1)", () => {
  const game = replay(tugsGame, { scenario: duelScenario, script: EX1_SCRIPT, commands: EX1_COMMANDS });
  const dice = scriptedDice(EX1_SCRIPT);
  const r1 = playRound(jan, travis, { a: { surprised: true } }, dice);
  const r2 = playRound(r1.a, r1.b, { a: { hth: { aimedLocation: "body" } } }, dice);
  const r3 = playRound(r2.a, r2.b, { b: { attack: false } }, dice);

  it("TUGS-EX-1 TUGS-INIT-1 TUGS-HTH-2 TUGS-HTH-3 TUGS-HTH-4 TUGS-DMG-1 TUGS-EFF-1 TUGS-AMB-6: every value as the text and combatRound give it", () => {
    const totals = game.events.flatMap((e) => (e.type === "initiative" ? [[e.name, e.total]] : []));
    expect(totals).toEqual([
      ["Jan", 8],
      ["Travis", 12],
      ["Jan", 12],
      ["Travis", 11],
      ["Jan", 14],
      ["Travis", 10],
    ]);
    const attacks = game.events.flatMap((e) => (e.type === "attack" ? [{ outcome: e.outcome, effects: e.effects }] : []));
    const expected = [r1, r2, r3].flatMap((r) => r.attacks.filter((a) => a.outcome !== null).map((a) => ({ outcome: a.outcome, effects: a.effects })));
    expect(attacks).toEqual(expected);
    expect(attacks.map((a) => [a.outcome.result, a.outcome.location, a.outcome.level, a.outcome.crit])).toEqual([
      ["miss", null, null, false],
      ["hit", "weaponArm", "minor", false],
      ["hit", "body", "minor", true],
      ["hit", "rightLeg", "major", false],
    ]);
    const t = byId(game.state, "travis");
    expect(t).toEqual(r3.b);
    expect(byId(game.state, "jan")).toEqual(r3.a);
    expect(condition(t)).toEqual({ impairment: -7, hp: 2, unconscious: false, dead: false, outOfAction: false });
    expect(t.status.prone && t.status.cannotGetUp).toBe(true);
    expect(game.state.phase).toBe("initiative");
    expect(game.state.round).toBe(3);
  });

  it("TUGS-EX-1 TUGS-LOC-2 TUGS-GM-8: a scripted policy (Jan surprised in round 1, aiming at the body in round 2, Travis holding back in round 3) plays the same fight", () => {
    const policy = scriptedPolicy([
      { round: 1, command: { type: "initiative", surprised: ["jan"] } },
      { round: 2, command: { type: "attack", actor: "jan", target: "travis", aimedLocation: "body" } },
      // TUGS-GM-8: on the ground, unable to get up, Travis does not attack
      { round: 3, command: { type: "wait", actor: "travis" } },
    ]);
    const played = autoplay(tugsGame, tugsGame.setup(duelScenario), policy, scriptedDice(EX1_SCRIPT), { maxSteps: EX1_COMMANDS.length });
    expect(played.events).toEqual(game.events);
    expect(played.steps.map((s) => s.command)).toEqual(EX1_COMMANDS);
  });

  it("TUGS-EX-1 TUGS-EFF-1: round 2's body Minor leaves Travis only commands other than attacking, refused with coded reasons", () => {
    const upTo = replay(tugsGame, { scenario: duelScenario, script: EX1_SCRIPT.slice(0, 18), commands: EX1_COMMANDS.slice(0, 5) });
    const choices = tugsGame.options(upTo.state);
    const attack = findChoice(choices, { type: "attack", actor: "travis", target: "jan" });
    expect(attack?.allowed).toBe(false);
    expect(attack?.reasons.map((r) => [r.code, r.rule])).toEqual([["NO_ATTACK_THIS_ROUND", "TUGS-EFF-1"]]);
    const error = thrown(() => play(tugsGame, upTo.state, { type: "attack", actor: "travis", target: "jan" }, seededDice(1))) as CommandRefused;
    expect(error.code).toBe("RULE_VIOLATION");
    expect(error.reasons[0]?.code).toBe("NO_ATTACK_THIS_ROUND");
    const notYours = thrown(() => play(tugsGame, tugsGame.setup(duelScenario), { type: "wait", actor: "jan" }, seededDice(1))) as CommandRefused;
    expect(notYours.reasons[0]?.code).toBe("WRONG_PHASE");
    const lines = tugsGame.describe(game.events);
    expect(lines.slice(0, 5)).toEqual([
      "Round 1.",
      "Initiative: Jan 8, Travis 12.",
      "Order: Travis, then Jan.",
      "Travis attacks Jan: a miss.",
      "Jan attacks Travis: a hit on the weapon arm, a minor injury. Travis: keeps hold of his weapon.",
    ]);
  });
});

describe("tugsGame: a fight of three", () => {
  it("TUGS-INIT-1 TUGS-HTH-2 TUGS-GM-8: the patrol of two against the thief plays to the end, with flanking, and describes it by name", () => {
    const end = autoplay(tugsGame, tugsGame.setup(patrolScenario), attackEngaged, seededDice(2026), { maxSteps: 2_000 });
    expect(end.finished).toBe(true);
    expect(end.outcome?.fates.map((f) => f.id)).toEqual(["jan", "travis", "bert"]);
    expect(end.events.some((e) => e.type === "attack" && e.flanked)).toBe(true);
    const lines = tugsGame.describe(end.events);
    expect(lines.some((l) => l.includes("Bert attacks Jan"))).toBe(true);
    expect(lines.at(-1)).toBe("The game ends.");
    for (const l of lines) expect(l).not.toMatch(/\b(jan|travis|bert)\b/);
  });

  it("TUGS-INIT-1 TUGS-AMB-26: equal totals act simultaneously: both declare, then both attacks resolve from the states before either", () => {
    // Travis 9 + 3 = 12 and Jan 11 + 1 = 12
    const start = play(tugsGame, tugsGame.setup(duelScenario), { type: "initiative" }, scriptedDice(["d6:1", "d6:3"]));
    expect(start.state.groups).toEqual([["jan", "travis"]]);
    const declared = play(tugsGame, start.state, { type: "attack", actor: "jan", target: "travis" }, scriptedDice([]));
    expect(declared.events.map((e) => e.type)).toEqual(["declares"]);
    // Jan hits the body (10; parry 14 fails; body 5; penetration 11 - 1; damage 8 - 3 = 5) for a Minor: Travis attacks anyway (already attacked, TUGS-AMB-26) and misses
    const both = play(
      tugsGame,
      declared.state,
      { type: "attack", actor: "travis", target: "jan" },
      scriptedDice(["d20:10", "d20:14", "d20:5", "d6:5", "d6:6", "d6:4", "d6:4", "d20:14"]),
    );
    expect(both.events.flatMap((e) => (e.type === "attack" ? [[e.name, e.outcome.result, e.simultaneous]] : []))).toEqual([
      ["Jan", "hit", true],
      ["Travis", "miss", true],
    ]);
  });

  it("TUGS-HTH-3: parries are unlimited by default; with parriesPerRound 1 the second attack of a round on the same defender is not parried", () => {
    const limited = tugsGame.setup({ ...patrolScenario, parriesPerRound: 1 });
    expect(tugsGame.setup(patrolScenario).settings.parriesPerRound).toBeNull();
    // Jan 11+6 = 17, Travis 9+1 = 10, Bert 8+1+1 = 10: Travis and Bert together
    const r = play(tugsGame, limited, { type: "initiative" }, scriptedDice(["d6:6", "d6:1", "d6:1"]));
    const janActs = play(tugsGame, r.state, { type: "wait", actor: "jan" }, scriptedDice([]));
    const decl = play(tugsGame, janActs.state, { type: "attack", actor: "travis", target: "jan" }, scriptedDice([]));
    // Travis hits (5) and Jan parries (1); Bert hits (5) and Jan may not parry again: the location die comes next
    const both = play(
      tugsGame,
      decl.state,
      { type: "attack", actor: "bert", target: "jan" },
      scriptedDice(["d20:5", "d20:1", "d20:5", "d20:3", "d6:1", "d6:1"]),
    );
    const attacks = both.events.flatMap((e) => (e.type === "attack" ? [e.outcome.result] : []));
    expect(attacks).toEqual(["parried", "hit"]);
    const unlimited = play(tugsGame, tugsGame.setup(patrolScenario), { type: "initiative" }, scriptedDice(["d6:6", "d6:1", "d6:1"]));
    const a2 = play(tugsGame, unlimited.state, { type: "wait", actor: "jan" }, scriptedDice([]));
    const d2 = play(tugsGame, a2.state, { type: "attack", actor: "travis", target: "jan" }, scriptedDice([]));
    const b2 = play(tugsGame, d2.state, { type: "attack", actor: "bert", target: "jan" }, scriptedDice(["d20:5", "d20:1", "d20:5", "d20:1"]));
    expect(b2.events.flatMap((e) => (e.type === "attack" ? [e.outcome.result] : []))).toEqual(["parried", "parried"]);
  });
});

describe("tugsGame: determinism, save and restore, workers", () => {
  it("TUGS-INIT-1: a game played by policies replays from its record to the identical state and events", () => {
    const start = tugsGame.setup(patrolScenario);
    const end = autoplay(tugsGame, start, attackWeakest, seededDice(77), { maxSteps: 2_000 });
    const again = replay(tugsGame, { scenario: patrolScenario, seed: 77, commands: end.steps.map((s) => s.command) });
    expect(again.events).toEqual(end.events);
    expect(again.state).toEqual(end.state);
    expect(again.outcome).toEqual(end.outcome);
  });

  it("TUGS-INIT-1: a fight saved to JSON mid-way continues identically, die for die", () => {
    const start = tugsGame.setup(patrolScenario);
    const whole = autoplay(tugsGame, start, attackEngaged, seededDice(5), { maxSteps: 2_000 });
    const dice = seededDice(5);
    const half = autoplay(tugsGame, start, attackEngaged, dice, { maxSteps: 7 });
    const { state, dice: restored } = restoreGame(tugsGame, JSON.parse(JSON.stringify(saveGame(tugsGame, half.state, dice))));
    const rest = autoplay(tugsGame, state, attackEngaged, restored, { maxSteps: 2_000 });
    expect([...half.events, ...rest.events]).toEqual(whole.events);
    expect(rest.state).toEqual(whole.state);
  });

  it("TUGS-INIT-1: simulateBattle gives identical frequencies in this thread and on 1, 2 and 4 workers", { timeout: 120_000 }, async () => {
    const module = new URL("./game-battle.ts", import.meta.url).href;
    const recipe = { module, export: "tugsBattle", args: ["patrol", "engaged"] };
    const options = { runs: 400, seed: 11, chunkSize: 50 };
    const spec = tugsBattle("patrol", "engaged");
    const single = simulateBattle(spec.game, spec.scenario, spec.policies, { ...options, summary: spec.summary });
    const all = await Promise.all([1, 2, 4].map((workers) => simulateBattleParallel(recipe, { ...options, workers })));
    for (const r of all) expect(r).toEqual(single);
    expect(single.unfinished).toBe(0);
  });
});

describe("tugsGame: properties", () => {
  it("TUGS-INIT-1 TUGS-HTH-1 TUGS-GM-6: every command of a random policy applies or is refused with reasons (never a TypeError), and every state parses", () => {
    const anyCommand = fc.oneof(
      fc.record({
        type: fc.constantFrom("attack", "wait", "getUp", "pickUp", "flee"),
        actor: fc.constantFrom("jan", "travis", "bert"),
        target: fc.constantFrom("jan", "travis", "bert"),
      }),
      fc.record({ type: fc.constant("pass"), amount: fc.integer({ min: -1, max: 400 }), unit: fc.constantFrom("rounds", "minutes", "hours", "days") }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.tuple(fc.nat(), anyCommand, fc.boolean()), { maxLength: 40 }), (seed, plan) => {
        const dice = seededDice(seed);
        let state = tugsGame.setup(patrolScenario);
        for (const [pick, arbitrary, fromChoices] of plan) {
          const choices = tugsGame.options(state);
          const given = fromChoices && choices.length > 0 ? choices[pick % choices.length]!.command : arbitrary;
          try {
            const played = play(tugsGame, state, given, dice);
            expect(validate(tugsGame.StateSchema, JSON.parse(JSON.stringify(played.state))).ok).toBe(true);
            state = played.state;
          } catch (error) {
            expect(error).toBeInstanceOf(RulesError);
            const code = (error as RulesError).code;
            expect(["RULE_VIOLATION", "INVALID_INPUT"]).toContain(code);
            if (code === "RULE_VIOLATION") expect((error as CommandRefused).reasons.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("tugsGame: after the fight", () => {
  /** Travis with a body Critical (unconscious on a failed Stamina roll), Jan standing: the fight is over. */
  function bodyCritical() {
    const start = tugsGame.setup(duelScenario);
    const r = play(tugsGame, start, { type: "initiative" }, scriptedDice(["d6:6", "d6:1"]));
    // Jan: attack 1 (critical), no parry possible... Travis parries a critical only with a critical: face 1 needs <= -3, no die
    // body 5, penetration 2d6 6+6 = 12 - 1 + 2 = 13 >= 7, damage 6+6 - 1 - 1 - 1 + 1 = 10: Critical; Stamina 20 fails
    return play(
      tugsGame,
      r.state,
      { type: "attack", actor: "jan", target: "travis" },
      scriptedDice(["d20:1", "d20:5", "d6:6", "d6:6", "d6:6", "d6:6", "d20:20"]),
    );
  }

  it("TUGS-EFF-1 TUGS-AMB-19 TUGS-WORSE-1: a body Critical untreated dies in 10 minutes; operated on at once, he lives and recovers", () => {
    const hit = bodyCritical();
    expect(hit.state.phase).toBe("aftermath");
    expect(hit.events.at(-1)).toMatchObject({ type: "fightOver", winner: "thief" });
    const travisNow = byId(hit.state, "travis");
    expect(travisNow.injuries.map((i) => [i.part, i.level])).toEqual([["body", "critical"]]);
    expect(travisNow.status.knockedOut).toEqual({ amount: null, unit: "minutes", coma: false });
    const nine = play(tugsGame, hit.state, { type: "pass", amount: 9, unit: "minutes" }, scriptedDice([]));
    expect(condition(byId(nine.state, "travis")).dead).toBe(false);
    const ten = play(tugsGame, nine.state, { type: "pass", amount: 1, unit: "minutes" }, scriptedDice([]));
    expect(condition(byId(ten.state, "travis")).dead).toBe(true);
    expect(tugsGame.describe(ten.events)).toContain("Travis dies.");
    expect(play(tugsGame, ten.state, { type: "end" }, scriptedDice([])).state.phase).toBe("over");
    // the hospital operates (TUGS-WORSE-1) and the recovery starts: d6+1 months at 50 % (TUGS-REC-1/2): d6 = 3, 2 months = 86,400 minutes
    const saved = play(tugsGame, hit.state, { type: "care", patient: "travis", care: "hospital" }, scriptedDice(["d6:3"]));
    const t = byId(saved.state, "travis");
    expect(t.injuries[0]).toMatchObject({ treated: true, recovery: { care: "hospital", minutesLeft: 86_400 } });
    expect(t.status.knockedOut).toBeNull();
    const later = play(tugsGame, saved.state, { type: "pass", amount: 60, unit: "days", activity: "rest" }, seededDice(1));
    const healed = byId(later.state, "travis");
    expect(healed.injuries[0]?.level).toBe("major");
    expect(condition(healed).dead).toBe(false);
    const done = play(tugsGame, later.state, { type: "end" }, scriptedDice([]));
    expect(tugsGame.outcome(done.state)).toEqual({
      winner: "thief",
      fates: [
        { id: "jan", fate: "standing" },
        { id: "travis", fate: "standing" },
      ],
    });
  });

  it("TUGS-EFF-1 TUGS-GM-6: knockouts of minutes expire as time passes; first aid treats a Minor (stitches) and starts its recovery", () => {
    const hit = bodyCritical();
    const refused = findChoice(tugsGame.options(hit.state), { type: "firstAid", patient: "travis" });
    expect(refused?.reasons.map((r) => r.code)).toEqual(["NOTHING_TO_TREAT"]);
    const during = tugsGame.options(tugsGame.setup(duelScenario));
    expect(during.map((c) => c.command.type)).toEqual(["initiative"]);
    const error = thrown(() => play(tugsGame, tugsGame.setup(duelScenario), { type: "pass", amount: 1, unit: "minutes" }, scriptedDice([]))) as CommandRefused;
    expect(error.reasons[0]?.code).toBe("FIGHT_GOES_ON");
  });
});

describe("tugsGame: exact odds of a duel", () => {
  // two knife fighters of 1 hit point: any injury (2D6 damage, no armour, no resistance: at least 2, so at least a
  // Superficial) takes the defender out; Ann (initiative 20) always acts before Bob (initiative 7)
  const knife = { name: "knife", skill: "Blades", type: "blade" as const, parry: -4 };
  const fighter = (id: string, name: string, initiative: number, blades: number) => ({
    id,
    name,
    attributes: { sta: 10, str: 10, dex: 10 },
    initiative,
    skills: { Blades: blades },
    maxHp: 1,
    weapons: [knife],
  });
  const scenario = {
    combatants: [
      { character: fighter("ann", "Ann", 20, 10), side: "a" },
      { character: fighter("bob", "Bob", 7, 8), side: "b" },
    ],
  };

  it("TUGS-HTH-2 TUGS-HTH-3 TUGS-DMG-1 TUGS-INJ-2: battleOdds of a whole duel equals the hand sum, and simulateBattle agrees (chi-square)", {
    timeout: 120_000,
  }, () => {
    // by hand: Ann injures Bob with p = 10/20 x (1 - 4/20) = 2/5, Bob injures Ann with q = 8/20 x (1 - 6/20) = 7/25;
    // Ann wins p / (1 - (1 - p)(1 - q)) = (2/5) / (71/125) = 50/71
    const exact = battleOdds(tugsGame, scenario, attackEngaged);
    expect(exact.probability((o) => o.winner === "a").toString()).toBe("50/71");
    expect(exact.unfinished.toString()).toBe("0");
    expect(exact.cyclic).toBe(true);
    const runs = 1_500;
    const sim = simulateBattle(tugsGame, scenario, attackEngaged, { runs, seed: 2026, chunkSize: 500 });
    const observed = exact.outcomes.map((o) => sim.outcomes.find((s) => JSON.stringify(s.value) === JSON.stringify(o.value))?.count ?? 0);
    expect(observed.reduce((a, b) => a + b, 0)).toBe(runs);
    expect(
      chiSquare(
        observed,
        exact.outcomes.map((o) => o.probability.toNumber()),
        runs,
      ),
    ).toBeLessThan(chiSquareCritical(exact.outcomes.length - 1));
  });
});
