// The vivid game (issue #14): refusals with codes and rule ids, exact odds of an attack computed by hand from the
// text, replay determinism, save and restore mid-game, exact battle odds against simulation, a random player that
// never meets a TypeError, and a whole skirmish through the public API.
import { describe, expect, it } from "vitest";
import {
  autoplay,
  battleOdds,
  CommandRefused,
  loadState,
  play,
  RulesError,
  replay,
  restoreGame,
  saveGame,
  scriptedDice,
  seededDice,
  simulateBattle,
  validate,
} from "../../../src/index.js";
import {
  advanceAndCharge,
  holdAndShoot,
  scriptedPolicy,
  VIVID_WEAPONS,
  type VividCommand,
  VividStateSchema,
  type VividState,
  vividAttackOdds,
  vividGame,
  vividKey,
} from "../../../src/vivid/index.js";
import { skirmishScenario, smallScenario } from "./scenarios.js";

const codes = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof CommandRefused) return error.reasons.map((r) => `${r.code}${r.rule === undefined ? "" : ` ${r.rule}`}`);
    throw error;
  }
  return [];
};

/** The small scenario after `beginTurn` with the riflemen winning the initiative (D10s 9 and 2: VIV-SEQ-1). */
function riflemenFirst(): VividState {
  const state = vividGame.setup(smallScenario());
  return play(vividGame, state, { type: "beginTurn" }, scriptedDice(["d10:9", "d10:2"])).state;
}

describe("vividGame: the turn and its refusals", () => {
  it("VIV-SEQ-1: beginTurn rolls the side initiative, highest D10 first", () => {
    const state = vividGame.setup(smallScenario());
    expect(state.phase).toBe("turnStart");
    const played = play(vividGame, state, { type: "beginTurn" }, scriptedDice(["d10:2", "d10:9"]));
    expect(played.state.order).toEqual(["bad", "good"]);
    expect(played.state.phase).toBe("sideTurn");
    expect(vividGame.describe(played.events)).toEqual(["TURN 1", "Initiative: The thugs, then The riflemen."]);
  });

  it("VIV-SEQ-2 VIV-SHOOT-1 VIV-MOVE-1: wrong phase, wrong side, one shot each, out of range, too far: refused with codes and rule ids", () => {
    const start = vividGame.setup(smallScenario());
    expect(codes(() => play(vividGame, start, { type: "shoot", shooters: ["r1"], target: "thugs" }, seededDice(1)))).toEqual(["WRONG_PHASE VIV-SEQ-1"]);
    const state = riflemenFirst();
    expect(codes(() => play(vividGame, state, { type: "shoot", shooters: ["t1"], target: "riflemen" }, seededDice(1)))).toEqual(["NOT_YOUR_TURN VIV-SEQ-2"]);
    expect(codes(() => play(vividGame, state, { type: "move", figure: "r1", to: { x: 10, y: 8 } }, seededDice(1)))).toEqual(["TOO_FAR VIV-MOVE-1"]);
    const shot = play(vividGame, state, { type: "shoot", shooters: ["r1"], target: "thugs" }, seededDice(1)).state;
    expect(codes(() => play(vividGame, shot, { type: "shoot", shooters: ["r1"], target: "thugs" }, seededDice(1)))).toEqual(["ALREADY_SHOT VIV-SEQ-2"]);
    // a rifle reaches 14" (VIV-RANGE-1): from 15" it is out of range
    const far = vividGame.setup({
      ...smallScenario(),
      positions: smallScenario().positions.map((p) => (p.id.startsWith("t") ? { ...p, at: { x: 10, y: 16 } } : p)),
      table: { width: 20, height: 18 },
    });
    const farState = play(vividGame, far, { type: "beginTurn" }, scriptedDice(["d10:9", "d10:2"])).state;
    expect(codes(() => play(vividGame, farState, { type: "shoot", shooters: ["r1"], target: "thugs" }, seededDice(1)))).toEqual(["OUT_OF_RANGE VIV-RANGE-1"]);
    const choice = vividGame.options(farState).find((c) => c.command.type === "shoot" && c.command.shooters[0] === "r1");
    expect(choice?.allowed).toBe(false);
    expect(choice?.reasons[0]?.code).toBe("OUT_OF_RANGE");
  });

  it('VIV-SHOOT-2 VIV-SHOOT-3 VIV-SHOOT-4 VIV-WOUND-1 VIV-WOUND-4: one rifleman at 10" (long, stationary: 6 or less) drops a militia thug with probability 3/5 x 5/6 = 1/2', () => {
    const odds = vividAttackOdds(riflemenFirst(), { type: "shoot", shooters: ["r1"], target: "thugs" });
    expect(odds.probability(1).toString()).toBe("1/2");
    expect(odds.probability(0).toString()).toBe("1/2");
  });

  it("VIV-MG-1 VIV-AMB-17 VIV-MG-3 VIV-AMB-44: a Maxim 10 inches from a lone thug (short, inclusive, and stationary: 8 or less): four dice one at a time, all at him (nearestThenSame): 1 - (1/5 + 4/5 x 1/6)^4 = 80/81; after moving it is not set up", () => {
    const base = smallScenario();
    const gunner = { id: "g1", name: "Gunner Moss", class: "Combatant" as const, figureType: "westernMale" as const, weapons: [VIVID_WEAPONS.mg] };
    const scenario = {
      ...base,
      sides: [
        {
          id: "good",
          name: "The gun",
          units: [{ id: "gun", name: "the Maxim", kind: "combatant" as const, troopType: "trained" as const, members: [gunner] }],
        },
        { id: "bad", name: "The thug", units: [{ ...base.sides[1]!.units[0]!, members: [base.sides[1]!.units[0]!.members[0]!] }] },
      ],
      positions: [
        { id: "g1", at: { x: 10, y: 1 } },
        { id: "t1", at: { x: 10, y: 11 } },
      ],
    };
    const state = play(vividGame, vividGame.setup(scenario), { type: "beginTurn" }, scriptedDice(["d10:9", "d10:2"])).state;
    const shoot: VividCommand = { type: "shoot", shooters: ["g1"], target: "thugs" };
    expect(vividAttackOdds(state, shoot).probability(1).toString()).toBe("80/81");
    const fired = play(vividGame, state, shoot, scriptedDice(["d10:9", "d10:3", "d10:9", "d10:9", "d6:1"]));
    expect(fired.events[0]).toMatchObject({ type: "shot", followingFire: true, rule: "VIV-MG-3", hits: 1 });
    const moved = play(vividGame, state, { type: "move", figure: "g1", to: { x: 11, y: 1 } }, seededDice(1)).state;
    expect(codes(() => play(vividGame, moved, shoot, seededDice(1)))).toContain("MAXIM_NOT_SET_UP VIV-AMB-17");
  });

  it("VIV-MOR-1 VIV-MOR-5 VIV-MOR-8: a unit shot at tests at the end of the side turn; a failure falls back a full move, off the table here", () => {
    const state = riflemenFirst();
    // r1 hits (d10 3), the hit goes to a thug (allocation die), wound d6 6: killed; the morale D10 of 10 fails
    const shot = play(vividGame, state, { type: "shoot", shooters: ["r1"], target: "thugs" }, seededDice(5));
    const ended = autoplay(vividGame, shot.state, holdAndShoot, seededDice(7), { maxSteps: 500 });
    const lines = vividGame.describe(ended.events);
    expect(lines.some((l) => l.startsWith("the thugs test morale") || l.startsWith("the riflemen test morale"))).toBe(true);
    expect(ended.finished).toBe(true);
  });
});

describe("vividGame: determinism, saving, schemas", () => {
  it("VIV-SEQ-1 VIV-SEQ-2: replay of a record gives the identical states and events; save and restore mid-game continue identically", () => {
    const scenario = skirmishScenario();
    const policies = { good: holdAndShoot, bad: advanceAndCharge };
    const whole = autoplay(vividGame, vividGame.setup(scenario), policies, seededDice(11), { maxSteps: 3_000 });
    expect(whole.finished).toBe(true);
    const record = { scenario, seed: 11, commands: whole.steps.map((s) => s.command) };
    const a = replay(vividGame, record);
    const b = replay(vividGame, record);
    expect(a.state).toEqual(whole.state);
    expect(b.events).toEqual(a.events);
    // save after 12 steps, through JSON, and finish from the restored game
    const dice = seededDice(11);
    let state = vividGame.setup(scenario);
    for (const step of whole.steps.slice(0, 12)) state = play(vividGame, state, step.command, dice).state;
    const saved = JSON.parse(JSON.stringify(saveGame(vividGame, state, dice))) as unknown;
    const restored = restoreGame<VividState>(vividGame, saved);
    const rest = autoplay(vividGame, restored.state, policies, restored.dice, { maxSteps: 3_000 });
    expect(rest.state).toEqual(whole.state);
    expect(rest.events).toEqual(whole.events.slice(whole.steps.slice(0, 12).reduce((n, s) => n + s.events.length, 0)));
  });

  it("VIV-SEQ-2 VIV-HTH-1 VIV-HTH-4 VIV-MOR-6: a random player over many seeded games: every command applies or is refused with reasons, never a TypeError; every state passes the state schema", () => {
    let refused = 0;
    let applied = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const dice = seededDice(seed);
      const pick = seededDice(1000 + seed);
      let state = vividGame.setup(seed % 2 === 0 ? smallScenario() : skirmishScenario(4));
      for (let n = 0; n < 400 && vividGame.outcome(state) === undefined; n++) {
        const choices = vividGame.options(state);
        const choice = choices[(pick.roll("d100") - 1) % choices.length];
        if (choice === undefined) break;
        // now and then a command of another figure or a point far away
        const command: unknown =
          pick.roll("d10") === 1 && choice.command.type === "move"
            ? { ...choice.command, to: { x: choice.command.to.x + 30, y: choice.command.to.y } }
            : choice.command;
        try {
          state = play(vividGame, state, command, dice).state;
          applied += 1;
        } catch (error) {
          expect(error).toBeInstanceOf(RulesError);
          if (error instanceof CommandRefused) expect(error.reasons.length).toBeGreaterThan(0);
          refused += 1;
        }
        expect(validate(VividStateSchema, state).ok).toBe(true);
      }
      expect(loadState(vividGame, JSON.parse(JSON.stringify(state)))).toEqual(state);
    }
    expect(applied).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it("VIV-SEQ-2: setup refuses a figure with no position and a duplicate id (RulesError INVALID_INPUT with the path)", () => {
    const s = smallScenario();
    expect(() => vividGame.setup({ ...s, positions: s.positions.slice(1) })).toThrow(/every figure needs a position/);
    expect(() => vividGame.setup({ ...s, positions: [...s.positions, { id: "r1", at: { x: 1, y: 1 } }] })).toThrow(/duplicate position/);
    expect(() => vividGame.setup({ ...s, sides: [s.sides[0], s.sides[0]] })).toThrow(RulesError);
  });

  it("VIV-SEQ-1: the key merges exchangeable figures: two riflemen swapped give the same key", () => {
    const state = vividGame.setup(smallScenario());
    const unit = state.units[0]!;
    const swapped: VividState = { ...state, units: [{ ...unit, members: [unit.members[1]!, unit.members[0]!, unit.members[2]!] }, state.units[1]!] };
    expect(vividKey(swapped)).toBe(vividKey(state));
    const moved: VividState = { ...state, places: state.places.map((p) => (p.id === "r1" ? { ...p, at: { x: 11, y: 1 } } : p)) };
    expect(vividKey(moved)).not.toBe(vividKey(state));
  });

  it("VIV-SEQ-2: scriptedPolicy plays its shots and moves when allowed, then its fallback", () => {
    const policy = scriptedPolicy([{ type: "shoot", shooters: ["r2"], target: "thugs" }], holdAndShoot);
    const state = riflemenFirst();
    expect(policy(state, vividGame.options(state))).toEqual({ type: "shoot", shooters: ["r2"], target: "thugs" });
    const after = play(vividGame, state, { type: "shoot", shooters: ["r2"], target: "thugs" }, seededDice(3)).state;
    expect(policy(after, vividGame.options(after)).type).not.toBe("beginTurn");
  });
});

describe("vividGame: exact odds of a whole battle", () => {
  it("VIV-SHOOT-4 VIV-MOR-4 VIV-MOR-5 VIV-MOR-8: three riflemen against three thugs: battleOdds' exact fractions agree with simulateBattle (chi-square, fixed seed)", () => {
    const exact = battleOdds(vividGame, smallScenario(), holdAndShoot, { maxStates: 20_000 });
    expect(exact.unfinished.toString()).toBe("0");
    expect(exact.cyclic).toBe(true); // both volleys missing brings a situation back
    // pinned from the library's own enumeration (far beyond a hand calculation), checked against simulation below
    expect(exact.probability((o) => o.winner === "good").toString()).toBe("4001611984565579/6280333781859192");
    const runs = 1_000;
    const sim = simulateBattle(vividGame, smallScenario(), holdAndShoot, { runs, seed: 77, chunkSize: 500 });
    let chi = 0;
    for (const o of exact.outcomes) {
      const expected = o.probability.toNumber() * runs;
      const seen = sim.outcomes.find((s) => JSON.stringify(s.value) === JSON.stringify(o.value))?.count ?? 0;
      if (expected > 0) chi += (seen - expected) ** 2 / expected;
    }
    // the 0.999 quantile of chi-square with up to 6 degrees of freedom is 22.46
    expect(chi).toBeLessThan(22.46);
    expect(exact.probability((o) => o.winner === "good").toNumber()).toBeGreaterThan(0.5);
  }, 300_000);
});
