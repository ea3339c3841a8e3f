import { describe, expect, it } from "vitest";
import {
  autoplay,
  type Choice,
  CommandRefused,
  findChoice,
  play,
  type Reason,
  replay,
  restoreGame,
  saveGame,
  scriptedDice,
  seededDice,
  validate,
} from "../../../src/index.js";
import {
  advanceAndCharge,
  type Figure,
  holdAndShoot,
  RUGGED_TRAITS,
  RUGGED_WEAPONS,
  type RuggedCommand,
  RuggedCommandSchema,
  type RuggedScenario,
  type RuggedState,
  RuggedStateSchema,
  ruggedGame,
  ruggedShotOdds,
  scriptedPolicy,
} from "../../../src/rugged/index.js";
import { smallScenario, tenScenario } from "./scenarios.js";

const figure = (id: string, weapon = RUGGED_WEAPONS.boltRifle): Figure => ({ id, name: id.toUpperCase(), class: "Combatant", weapons: [weapon] });

/** Two one-unit sides at a distance, with the weapons given. */
function duelOf(distance: number, a: Figure[], b: Figure[], extra: Partial<RuggedScenario> = {}): RuggedScenario {
  return {
    sides: [
      { id: "A", name: "Side A" },
      { id: "B", name: "Side B" },
    ],
    units: [
      { side: "A", position: { x: 0, y: 0 }, unit: { id: "a", name: "Alphas", kind: "combatant", baseMorale: 7, members: a } },
      { side: "B", position: { x: 0, y: distance }, unit: { id: "b", name: "Bravos", kind: "combatant", baseMorale: 7, members: b } },
    ],
    ...extra,
  };
}

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

const codes = (reasons: readonly Reason[]) => reasons.map((r) => [r.code, r.rule]);
const dice = () => seededDice(1);

/** Plays the commands in order (seeded dice), returning the last state. */
function run(state: RuggedState, commands: RuggedCommand[], seed = 1): RuggedState {
  const d = seededDice(seed);
  let s = state;
  for (const c of commands) s = play(ruggedGame, s, c, d).state;
  return s;
}

describe("ruggedGame: the turn sequence", () => {
  it("RUG-SEQ-1 RUG-MOVE-1: orders, then shooting declarations, fire, morale and role-play, in the text's order", () => {
    const start = ruggedGame.setup(smallScenario);
    expect(start.phase).toBe("orders");
    expect(ruggedGame.options(start).map((c) => c.label)).toContain("Riflemen stand fast");
    const s1 = run(start, [
      { type: "order", unit: "rifles", mode: "stationary" },
      { type: "order", unit: "gang", mode: "stationary" },
    ]);
    expect(s1.phase).toBe("shooting");
    const s2 = run(s1, [
      { type: "shoot", unit: "rifles", target: "gang" },
      { type: "shoot", unit: "gang", target: "rifles" },
    ]);
    expect(ruggedGame.options(s2).map((c) => c.command)).toEqual([{ type: "fire" }]);
    const { state: s3, events } = play(ruggedGame, s2, { type: "fire" }, seededDice(3));
    expect(events[0]).toMatchObject({ type: "volley", unit: "rifles", firing: 3 });
    // RUG-SHOOT-1: a figure hit in this phase still fires: the thugs fire with all three
    const hurt = s3.units[1]?.unit.members.filter((m) => (m.status?.wound ?? "fit") !== "fit").length ?? 0;
    expect(hurt).toBeGreaterThan(0);
    const { state: s4, events: back } = play(ruggedGame, s3, { type: "fire" }, scriptedDice(["d10:10", "d10:10", "d10:10"]));
    expect(back[0]).toMatchObject({ type: "volley", unit: "gang", firing: 3, hits: 0 });
    expect(s4.phase).toBe("morale");
    expect(validate(RuggedStateSchema, s4).ok).toBe(true);
  });

  it("RUG-SEQ-1: an illegal command is refused with codes and rule ids before any die is rolled (WRONG_PHASE, ALREADY_ORDERED)", () => {
    const start = ruggedGame.setup(smallScenario);
    const wrong = thrown(() => play(ruggedGame, start, { type: "fire" }, scriptedDice([]))) as CommandRefused;
    expect(wrong).toBeInstanceOf(CommandRefused);
    expect(codes(wrong.reasons)).toEqual([["WRONG_PHASE", "RUG-SEQ-1"]]);
    const once = run(start, [{ type: "order", unit: "rifles", mode: "stationary" }]);
    const twice = thrown(() => play(ruggedGame, once, { type: "order", unit: "rifles", mode: "combat", toward: "gang" }, dice())) as CommandRefused;
    expect(codes(twice.reasons)).toEqual([["ALREADY_ORDERED", "RUG-SEQ-1"]]);
    const bad = thrown(() => play(ruggedGame, start, { type: "order", unit: "rifles", mode: "sprint" }, dice())) as { code: string };
    expect(bad.code).toBe("INVALID_INPUT");
  });

  it("RUG-MOVE-1 RUG-SHOOT-1: a marching unit may not shoot (MARCHING), holding is allowed", () => {
    const start = ruggedGame.setup(duelOf(30, [figure("a1")], [figure("b1")]));
    const s = run(start, [
      { type: "order", unit: "a", mode: "march", toward: "b" },
      { type: "order", unit: "b", mode: "stationary" },
    ]);
    const shoot = findChoice(ruggedGame.options(s), { type: "shoot", unit: "a", target: "b" }) as Choice<RuggedCommand>;
    expect(shoot.allowed).toBe(false);
    expect(codes(shoot.reasons)).toEqual([["MARCHING", "RUG-MOVE-1"]]);
    expect(findChoice(ruggedGame.options(s), { type: "hold", unit: "a" })?.allowed).toBe(true);
  });

  it('RUG-RANGE-2 RUG-SHOOT-1: a pistol at 20" is OUT_OF_RANGE; ruggedShotOdds gives a rifle\'s exact odds at 20"', () => {
    const start = ruggedGame.setup(duelOf(20, [figure("a1", RUGGED_WEAPONS.pistolBow)], [figure("b1")]));
    const s = run(start, [
      { type: "order", unit: "a", mode: "stationary" },
      { type: "order", unit: "b", mode: "stationary" },
    ]);
    const pistol = findChoice(ruggedGame.options(s), { type: "shoot", unit: "a", target: "b" }) as Choice<RuggedCommand>;
    expect(codes(pistol.reasons)).toEqual([["OUT_OF_RANGE", "RUG-RANGE-2"]]);
    const s2 = run(s, [{ type: "hold", unit: "a" }]);
    // RUG-SHOOT-3/4: base 4, +2 stationary, medium range: 6 or less on a D10 hits: 3/5
    const o = ruggedShotOdds(s2, { type: "shoot", unit: "b", target: "a" });
    expect(o.probability((c) => c.hits === 1).toString()).toBe("3/5");
  });

  it("RUG-MG-2 RUG-AMB-15 RUG-AMB-33: a Maxim moved in turn 1 cannot fire in turns 1 and 2 (MAXIM_NOT_SET_UP), fires in turn 3", () => {
    const maxim = { ...figure("g1", RUGGED_WEAPONS.mg) };
    const start = ruggedGame.setup(duelOf(30, [maxim, { ...figure("g2"), status: { crewOf: "g1" } }], [{ id: "b1", name: "B1", class: "Combatant" }]));
    const turn = (mode: "patrol" | "stationary", s: RuggedState): RuggedState =>
      run(s, [
        mode === "patrol" ? { type: "order", unit: "a", mode, to: { x: 1, y: 0 } } : { type: "order", unit: "a", mode },
        { type: "order", unit: "b", mode: "stationary" },
      ]);
    const t1 = turn("patrol", start);
    const shoot = { type: "shoot", unit: "a", target: "b" } as const;
    expect((findChoice(ruggedGame.options(t1), shoot) as Choice<RuggedCommand>).reasons.map((r) => r.code)).toContain("MAXIM_NOT_SET_UP");
    const end1 = run(t1, [{ type: "hold", unit: "a" }, { type: "endTurn" }]);
    const t2 = turn("stationary", end1);
    expect(findChoice(ruggedGame.options(t2), shoot)?.allowed).toBe(false);
    const t3 = turn("stationary", run(t2, [{ type: "hold", unit: "a" }, { type: "endTurn" }]));
    expect(t3.turn).toBe(3);
    expect(findChoice(ruggedGame.options(t3), shoot)?.allowed).toBe(true);
  });

  it("RUG-MOVE-1 RUG-AMB-17: combatants run two turns at most, then one turn stationary or Combat (MUST_REST), then may run again", () => {
    const start = ruggedGame.setup(duelOf(200, [figure("a1")], [{ id: "b1", name: "B1", class: "Combatant" }]));
    const runTurn = (s: RuggedState) =>
      run(s, [
        { type: "order", unit: "a", mode: "run", toward: "b" },
        { type: "order", unit: "b", mode: "stationary" },
        { type: "hold", unit: "a" },
        { type: "endTurn" },
      ]);
    const two = runTurn(runTurn(start));
    expect(two.units[0]?.position.y).toBe(30);
    const third = findChoice(ruggedGame.options(two), { type: "order", unit: "a", mode: "run", toward: "b" }) as Choice<RuggedCommand>;
    expect(codes(third.reasons)).toEqual([["MUST_REST", "RUG-AMB-17"]]);
    expect(findChoice(ruggedGame.options(two), { type: "order", unit: "a", mode: "combat", toward: "b" })?.allowed).toBe(true);
    const rest = run(two, [
      { type: "order", unit: "a", mode: "stationary" },
      { type: "order", unit: "b", mode: "stationary" },
      { type: "hold", unit: "a" },
      { type: "endTurn" },
    ]);
    expect(findChoice(ruggedGame.options(rest), { type: "order", unit: "a", mode: "run", toward: "b" })?.allowed).toBe(true);
  });

  it('RUG-MOVE-2 RUG-MOVE-4 RUG-TERR-1: a patrol through jungle moves half its 8"; a charge beyond its 20" is OUT_OF_REACH', () => {
    const jungle = { terrain: [{ id: "j", terrain: "jungle" as const, shape: { kind: "rect" as const, x: -5, y: 2, width: 10, height: 10 } }] };
    const start = ruggedGame.setup(duelOf(30, [figure("a1")], [figure("b1")], jungle));
    const far = findChoice(ruggedGame.options(start), { type: "order", unit: "a", mode: "charge", toward: "b" }) as Choice<RuggedCommand>;
    expect(codes(far.reasons)).toEqual([["OUT_OF_REACH", "RUG-MOVE-1"]]);
    const { events } = play(
      ruggedGame,
      run(start, [{ type: "order", unit: "a", mode: "patrol", toward: "b" }]),
      { type: "order", unit: "b", mode: "stationary" },
      dice(),
    );
    expect(events.find((e) => e.type === "move")).toMatchObject({ unit: "a", inches: 4 });
  });

  it("RUG-SEQ-1 RUG-MOR-1 RUG-HTH-1 RUG-AMB-23: a charge: the target tests to stand, the charger closes; shot at, it tests to complete; then hand-to-hand", () => {
    const start = ruggedGame.setup(duelOf(10, [figure("a1"), figure("a2")], [figure("b1"), figure("b2")]));
    const s = play(ruggedGame, start, { type: "order", unit: "a", mode: "charge", toward: "b" }, dice()).state;
    // RUG-MOR-1 (a): the charge target tests morale (a 1 passes)
    const moved = play(ruggedGame, s, { type: "order", unit: "b", mode: "stationary" }, scriptedDice(["d10:1"]));
    expect(moved.events.map((e) => e.type)).toEqual(["order", "chargeTest", "move", "contact"]);
    expect(moved.events[1]).toMatchObject({ unit: "b", charger: "a", stands: true, rule: "RUG-MOR-1" });
    expect(moved.state.contacts).toEqual([{ a: "a", b: "b" }]);
    expect(moved.state.units[0]?.position).toEqual({ x: 0, y: 9 });
    // RUG-MOVE-1: a charging unit cannot fire
    const shoot = findChoice(ruggedGame.options(moved.state), { type: "shoot", unit: "a", target: "b" }) as Choice<RuggedCommand>;
    expect(codes(shoot.reasons)).toContainEqual(["CHARGING", "RUG-MOVE-1"]);
    const declared = run(moved.state, [
      { type: "hold", unit: "a" },
      { type: "shoot", unit: "b", target: "a" },
    ]);
    // the Bravos miss (two 10s); the Alphas, shot at while charging, test (a 1 passes) and press home
    const fired = play(ruggedGame, declared, { type: "fire" }, scriptedDice(["d10:10", "d10:10", "d10:1"]));
    expect(fired.events.map((e) => e.type)).toEqual(["volley", "chargeCheck"]);
    expect(fired.events[1]).toMatchObject({ completes: true });
    expect(fired.state.phase).toBe("handToHand");
    const fight = play(ruggedGame, fired.state, { type: "fight" }, seededDice(4));
    expect(fight.events[0]).toMatchObject({ type: "fight", unit: "a", target: "b", rule: "RUG-HTH-1" });
    expect(fight.state.units.every((u) => u.fought)).toBe(true);
    // RUG-MOR-1 (c): both test morale in phase 5
    expect(ruggedGame.options(fight.state).map((c) => c.command)).toEqual(fight.state.result === null ? [{ type: "morale" }] : []);
  });

  it("RUG-AMB-23: a charger that fails its test while shot at stops where it is: no hand-to-hand", () => {
    const start = ruggedGame.setup(duelOf(10, [figure("a1"), figure("a2")], [figure("b1"), figure("b2")]));
    const s = play(ruggedGame, start, { type: "order", unit: "a", mode: "charge", toward: "b" }, dice()).state;
    const moved = play(ruggedGame, s, { type: "order", unit: "b", mode: "stationary" }, scriptedDice(["d10:1"])).state;
    const declared = run(moved, [
      { type: "hold", unit: "a" },
      { type: "shoot", unit: "b", target: "a" },
    ]);
    const fired = play(ruggedGame, declared, { type: "fire" }, scriptedDice(["d10:10", "d10:10", "d10:10"]));
    expect(fired.events[1]).toMatchObject({ type: "chargeCheck", completes: false });
    expect(fired.state.contacts).toEqual([]);
    expect(fired.state.phase).toBe("morale");
  });

  it("RUG-TRAIT-P8 RUG-AMB-18 RUG-EX-7: a Tactician's unit rolls at the start of the movement phase: 1-2 moves after all others", () => {
    const major: Figure = { id: "major", name: "Major Hawk", class: "PRP", luck: 5, traits: [RUGGED_TRAITS.tactician], weapons: [RUGGED_WEAPONS.boltRifle] };
    const start = ruggedGame.setup(duelOf(30, [major], [figure("b1")]));
    const ordered = run(start, [{ type: "order", unit: "a", mode: "patrol", toward: "b" }]);
    const last = play(ruggedGame, ordered, { type: "order", unit: "b", mode: "patrol", toward: "a" }, scriptedDice(["d10:2"]));
    expect(last.events.filter((e) => e.type === "tactician" || e.type === "move").map((e) => [e.type, e.unit])).toEqual([
      ["tactician", "a"],
      ["move", "b"],
      ["move", "a"],
    ]);
    expect(last.state.units[0]?.movesLast).toBe(true);
    const normal = play(ruggedGame, ordered, { type: "order", unit: "b", mode: "patrol", toward: "a" }, scriptedDice(["d10:3"]));
    expect(normal.events.filter((e) => e.type === "move").map((e) => e.unit)).toEqual(["a", "b"]);
    // RUG-SEQ-1: simultaneous movement: both moved from where they stood: 30 - 8 - 8 = 14" apart
    expect((normal.state.units[1]?.position.y ?? 0) - (normal.state.units[0]?.position.y ?? 0)).toBe(14);
  });

  it("RUG-MOR-1: a routing unit must rally (MUST_RALLY); rallying is a morale test in phase 1", () => {
    const scenario = duelOf(30, [figure("a1")], [figure("b1")]);
    const placed = scenario.units[0];
    if (placed === undefined) throw new Error("no unit");
    const routed: RuggedScenario = {
      ...scenario,
      units: [{ ...placed, unit: { ...placed.unit, morale: "routing" } }, ...scenario.units.slice(1)],
      victory: { rout: false },
    };
    const start = ruggedGame.setup(routed);
    const order = findChoice(ruggedGame.options(start), { type: "order", unit: "a", mode: "stationary" }) as Choice<RuggedCommand>;
    expect(codes(order.reasons)).toEqual([["MUST_RALLY", "RUG-MOR-1"]]);
    const rallied = play(ruggedGame, start, { type: "rally", unit: "a" }, scriptedDice(["d10:1"]));
    expect(rallied.events).toEqual([{ type: "rally", unit: "a", name: "Alphas", rallied: true, rule: "RUG-MOR-1" }]);
    expect(rallied.state.units[0]?.unit.morale).toBe("normal");
    expect(findChoice(ruggedGame.options(rallied.state), { type: "order", unit: "a", mode: "stationary" })?.allowed).toBe(true);
  });

  it("RUG-GM-1: setup refuses a unit of an unknown side and duplicate ids with paths (INVALID_INPUT)", () => {
    const bad = duelOf(10, [figure("a1")], [figure("a1")]);
    const e = thrown(() => ruggedGame.setup(bad)) as { code: string; message: string };
    expect(e.code).toBe("INVALID_INPUT");
    expect(e.message).toContain("scenario.units[1].unit.members[0].id");
    const orphan = {
      ...duelOf(10, [figure("a1")], [figure("b1")]),
      sides: [
        { id: "A", name: "A" },
        { id: "C", name: "C" },
      ],
    };
    expect((thrown(() => ruggedGame.setup(orphan)) as { message: string }).message).toContain("scenario.units[1].side");
    expect((thrown(() => ruggedGame.setup({ ...orphan, extra: 1 })) as { code: string }).code).toBe("INVALID_INPUT");
  });
});

describe("ruggedGame: whole games", () => {
  it("RUG-SEQ-1: the state from setup and every step's state are frozen all the way down (the steps share their parts)", () => {
    const deepFrozen = (v: unknown): boolean =>
      v === null || typeof v !== "object" || (Object.isFrozen(v) && Object.values(v as Record<string, unknown>).every(deepFrozen));
    const start = ruggedGame.setup(tenScenario);
    expect(deepFrozen(start)).toBe(true);
    const end = autoplay(ruggedGame, start, { riflemen: holdAndShoot, thugs: advanceAndCharge }, seededDice(5));
    for (const step of end.steps) expect(deepFrozen(step.state)).toBe(true);
  });

  it("RUG-SEQ-1: one whole skirmish plays from the scenario through the public API, every state valid", () => {
    const policies = { riflemen: holdAndShoot, thugs: advanceAndCharge };
    const end = autoplay(ruggedGame, ruggedGame.setup(tenScenario), policies, seededDice(3));
    expect(end.finished).toBe(true);
    expect(end.outcome).toBeDefined();
    for (const step of end.steps) expect(validate(RuggedStateSchema, step.state).ok).toBe(true);
    expect(ruggedGame.describe(end.events).at(-1)).toMatch(/win|draw/);
  });

  it("RUG-SEQ-1: a record replays to the identical state and events (determinism)", () => {
    const end = autoplay(ruggedGame, ruggedGame.setup(smallScenario), holdAndShoot, seededDice(2026));
    const record = { scenario: smallScenario, seed: 2026, commands: end.steps.map((s) => s.command) };
    const a = replay(ruggedGame, record);
    const b = replay(ruggedGame, JSON.parse(JSON.stringify(record)) as typeof record);
    expect(a.events).toEqual(end.events);
    expect(b.state).toEqual(a.state);
    expect(a.outcome).toEqual(end.outcome);
  });

  it("RUG-SEQ-1: a game saved mid-way to JSON continues identically, die for die", () => {
    const policies = { riflemen: holdAndShoot, thugs: advanceAndCharge };
    const start = ruggedGame.setup(tenScenario);
    const whole = autoplay(ruggedGame, start, policies, seededDice(11));
    const d = seededDice(11);
    const half = autoplay(ruggedGame, start, policies, d, { maxSteps: 9 });
    const { state, dice: restored } = restoreGame(ruggedGame, JSON.parse(JSON.stringify(saveGame(ruggedGame, half.state, d))));
    const rest = autoplay(ruggedGame, state, policies, restored);
    expect([...half.events, ...rest.events]).toEqual(whole.events);
    expect(rest.state).toEqual(whole.state);
  });

  it("RUG-SEQ-1: a scripted list plays its lines when the rules allow them, else the fallback", () => {
    const script = scriptedPolicy([{ turn: 1, command: { type: "order", unit: "gang", mode: "combat", to: { x: 10, y: 20 } } }], holdAndShoot);
    const s = run(ruggedGame.setup(smallScenario), [{ type: "order", unit: "rifles", mode: "stationary" }]);
    expect(script(s, ruggedGame.options(s))).toEqual({ type: "order", unit: "gang", mode: "combat", to: { x: 10, y: 20 } });
    const start = ruggedGame.setup(smallScenario);
    expect(script(start, ruggedGame.options(start))).toEqual({ type: "order", unit: "rifles", mode: "stationary" });
  });

  it("RUG-SEQ-1 RUG-MOVE-1 RUG-SHOOT-1: options are worked out when asked, and read as plain records agreeing with step", { timeout: 120_000 }, () => {
    const end = autoplay(ruggedGame, ruggedGame.setup(tenScenario), { riflemen: holdAndShoot, thugs: advanceAndCharge }, seededDice(8));
    let refusedSeen = 0;
    for (const state of [ruggedGame.setup(tenScenario), ...end.steps.map((s) => s.state)]) {
      for (const c of ruggedGame.options(state)) {
        const plain = JSON.parse(JSON.stringify(c)) as Choice<RuggedCommand>;
        expect(Object.keys(c)).toEqual(["command", "allowed", "reasons", "label"]);
        expect({ ...c }).toEqual(plain);
        expect(plain.allowed).toBe(plain.reasons.length === 0);
        // step refuses exactly the choices options refuses, with the same reasons
        let reasons: readonly Reason[] = [];
        try {
          ruggedGame.step(state, c.command);
        } catch (error) {
          expect(error).toBeInstanceOf(CommandRefused);
          reasons = (error as CommandRefused).reasons;
        }
        expect(reasons).toEqual(plain.reasons);
        if (!plain.allowed) refusedSeen++;
      }
    }
    expect(refusedSeen).toBeGreaterThan(0);
  });

  it("RUG-SEQ-1: a random policy over many seeded games: every command applies or is refused with reasons, never a TypeError", { timeout: 120_000 }, () => {
    let refused = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const d = seededDice(seed);
      const pick = seededDice(seed + 1000);
      let state = ruggedGame.setup(seed % 2 === 0 ? smallScenario : tenScenario);
      for (let n = 0; n < 120 && ruggedGame.outcome(state) === undefined; n++) {
        const choices = ruggedGame.options(state);
        const all = choices.map((c) => c.command);
        // a d20 picks a choice, or (past the list) a command of another phase
        const c = all[pick.roll("d20") - 1] ?? { type: "order", unit: "rifles", mode: "run", to: { x: 3, y: 3 } };
        expect(validate(RuggedCommandSchema, c).ok).toBe(true);
        try {
          state = play(ruggedGame, state, c, d).state;
        } catch (error) {
          expect(error).toBeInstanceOf(CommandRefused);
          expect((error as CommandRefused).reasons.length).toBeGreaterThan(0);
          refused++;
          const allowed = choices.find((x) => x.allowed);
          if (allowed === undefined) throw new Error("no allowed choice", { cause: error });
          state = play(ruggedGame, state, allowed.command, d).state;
        }
        expect(validate(RuggedStateSchema, state).ok).toBe(true);
      }
    }
    expect(refused).toBeGreaterThan(0);
  });
});
