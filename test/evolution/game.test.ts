import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CloseCombatProcedure,
  type EvolutionCommand,
  EvolutionCommandSchema,
  type EvolutionScenario,
  type EvolutionState,
  EvolutionStateSchema,
  evolutionGame,
  evolutionGameWith,
  evolutionPolicies,
  type ModelInput,
  type ReactionProcedure,
  TOUGH,
  TRAIL_BOSS_SCENARIO,
} from "../../src/evolution/index.js";
import {
  autoplay,
  battleOdds,
  CommandRefused,
  constant,
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
import { simulateBattleParallel } from "../../src/workers/node.js";
import { standoff, trailBossBattle } from "./game-battle.js";

const g = evolutionGame;

/** Two sides of Toughs: each entry is [id, x, y] (the bandidos face down the table). */
function scenario(posse: [string, number, number][], bandidos: [string, number, number][], extra: Partial<EvolutionScenario> = {}): EvolutionScenario {
  const side = (id: string, name: string, models: [string, number, number][], facingDeg: number) => ({
    id,
    name,
    models: models.map(([mid, x, y]) => ({ model: { ...TOUGH, id: mid, name: mid.toUpperCase(), facingDeg } satisfies ModelInput, at: { x, y } })),
  });
  return { sides: [side("posse", "The posse", posse, 0), side("bandidos", "The bandidos", bandidos, 180)], ...extra };
}

function refusal(f: () => unknown): CommandRefused {
  try {
    f();
  } catch (error) {
    if (error instanceof CommandRefused) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const codes = (state: EvolutionState, command: EvolutionCommand): [string, string | undefined][] =>
  refusal(() => play(g, state, command, scriptedDice([]))).reasons.map((r) => [r.code, r.rule]);

const activated = (s: EvolutionScenario, model: string, group?: string[]): EvolutionState =>
  play(g, g.setup(s), group === undefined ? { type: "activate", model } : { type: "activate", model, group }, scriptedDice([])).state;

describe("evolutionGame: activations and actions (EVO-ACT-1, EVO-LEAD-1, EVO-AMB-9)", () => {
  it("EVO-SETUP-1 EVO-AMB-9: the side that deployed first acts first, and sides alternate activations; a side with more takes its extra ones at the end", () => {
    const s = scenario(
      [
        ["a1", 0, 0],
        ["a2", 2, 0],
        ["a3", 4, 0],
      ],
      [["b1", 0, 30]],
      { first: "bandidos" },
    );
    let state = g.setup(s);
    expect(g.player?.(state)).toBe("bandidos");
    expect(codes(state, { type: "activate", model: "a1" })).toEqual([["NOT_YOUR_SIDE", "EVO-AMB-9"]]);
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const model = g.options(state).find((c) => c.allowed && c.command.type === "activate")?.command as Extract<EvolutionCommand, { type: "activate" }>;
      order.push(model.model);
      state = play(g, state, model, scriptedDice([])).state;
      state = play(g, state, { type: "end" }, scriptedDice([])).state;
    }
    expect(order).toEqual(["b1", "a1", "a2", "a3"]);
    expect(state.turn).toBe(2);
  });

  it("EVO-AMB-9 (option turnStructure side): a whole side activates before the other", () => {
    const s = scenario(
      [
        ["a1", 0, 0],
        ["a2", 2, 0],
      ],
      [["b1", 0, 30]],
      { options: { turnStructure: "side" } },
    );
    let state = g.setup(s);
    state = play(g, play(g, state, { type: "activate", model: "a1" }, scriptedDice([])).state, { type: "end" }, scriptedDice([])).state;
    expect(g.player?.(state)).toBe("posse");
  });

  it("EVO-ACT-1 EVO-LEAD-1 EVO-AMB-14: a mook alone has 1 action, with its leader 2; a leader's group takes them together, each model once a turn", () => {
    const alone = activated(TRAIL_BOSS_SCENARIO, "cowpoke-1");
    expect(alone.pieces.find((p) => p.model.id === "cowpoke-1")?.actionsLeft).toBe(1);
    const group = play(g, g.setup(TRAIL_BOSS_SCENARIO), { type: "activate", model: "boss", group: ["cowpoke-1", "cowpoke-3"] }, scriptedDice([]));
    expect(group.events).toEqual([
      {
        type: "activate",
        rule: "EVO-LEAD-1",
        side: "The posse",
        models: [
          { id: "boss", name: "Trail boss", actions: 2 },
          { id: "cowpoke-1", name: "Cowpoke 1", actions: 2 },
          { id: "cowpoke-3", name: "Cowpoke 3", actions: 2 },
        ],
      },
    ]);
    expect(g.describe(group.events)).toEqual(["The posse: Trail boss activates with Cowpoke 1, Cowpoke 3 (2 actions together)."]);
    expect(codes(group.state, { type: "activate", model: "cowpoke-2" })).toEqual([["ACTIVATION_GOING_ON", "EVO-ACT-1"]]);
  });

  it('EVO-LEAD-1 EVO-AMB-21: the group is the mooks within 6" when it activates; a mook cannot lead, a character cannot follow', () => {
    const far = structuredClone(TRAIL_BOSS_SCENARIO) as EvolutionScenario & { sides: { models: { at: { x: number; y: number } }[] }[] };
    far.sides[0].models[4]!.at = { x: 6.5, y: 2 };
    const state = g.setup(far);
    expect(codes(state, { type: "activate", model: "boss", group: ["cowpoke-4"] })).toEqual([["TOO_FAR_AT_ACTIVATION", "EVO-LEAD-1"]]);
    expect(codes(state, { type: "activate", model: "cowpoke-1", group: ["cowpoke-2"] })).toEqual([["NOT_A_LEADER", "EVO-LEAD-1"]]);
    expect(codes(state, { type: "activate", model: "boss", group: ["cowpoke-1", "cowpoke-1"] })).toEqual([["DUPLICATE_MEMBER", "EVO-AMB-21"]]);
    expect(codes(state, { type: "activate", model: "boss", group: ["jefe"] })).toEqual([["NOT_FRIENDLY", "EVO-LEAD-1"]]);
  });

  it('EVO-LEAD-1: every model of the group takes the same action; a mook ends within 6" of the leader and shoots within 6" of the leader\'s target', () => {
    const state = activated(TRAIL_BOSS_SCENARIO, "boss", ["cowpoke-1"]);
    expect(codes(state, { type: "move", orders: [{ model: "boss", to: { x: 0, y: 4 } }] })).toEqual([["MISSING_ORDER", "EVO-LEAD-1"]]);
    expect(
      codes(state, {
        type: "move",
        orders: [
          { model: "boss", to: { x: -4, y: 0 } },
          { model: "cowpoke-1", to: { x: 5, y: 0 } },
        ],
      }),
    ).toEqual([["ENDS_TOO_FAR", "EVO-LEAD-1"]]);
    expect(codes(state, { type: "ready", orders: [{ model: "boss" }, { model: "cowpoke-1" }, { model: "jefe" }] })).toEqual([["NOT_ACTING", "EVO-ACT-1"]]);
    // the boss and his cowpoke step east of the barn, then shoot; bandido 3 moved to (12, 26) is 8.5" from El Jefe (4, 20)
    const around = play(
      g,
      state,
      {
        type: "move",
        orders: [
          { model: "boss", to: { x: 4.8, y: 1.4 } },
          { model: "cowpoke-1", to: { x: 6, y: 2 } },
        ],
      },
      scriptedDice([]),
    ).state;
    expect(around.pieces.find((p) => p.model.id === "boss")?.actionsLeft).toBe(1);
    const tooFar = { ...around, pieces: around.pieces.map((p) => (p.model.id === "bandido-3" ? { ...p, at: { x: 12, y: 26 } } : p)) };
    expect(
      codes(tooFar, {
        type: "shoot",
        orders: [
          { model: "boss", target: "jefe" },
          { model: "cowpoke-1", target: "bandido-3" },
        ],
      }),
    ).toEqual([["TARGET_TOO_FAR", "EVO-LEAD-1"]]);
    expect(
      findChoice(g.options(around), {
        type: "shoot",
        orders: [
          { model: "boss", target: "jefe" },
          { model: "cowpoke-1", target: "jefe" },
        ],
      })?.allowed,
    ).toBe(true);
  });
});

describe("evolutionGame: move, shoot, charge, ready on the table (EVO-MOVE-1, EVO-TERR-1, EVO-LOS-1..3, EVO-FIRE-1, EVO-AMB-10)", () => {
  const wood = {
    name: "wood",
    shape: { kind: "rect" as const, x: -5, y: 2, width: 10, height: 2 },
    move: "difficult" as const,
    sight: "partial" as const,
    cover: true,
  };
  const barn = { name: "barn", shape: { kind: "rect" as const, x: 10, y: 2, width: 4, height: 4 }, move: "impassable" as const, sight: "complete" as const };

  it('EVO-MOVE-1 EVO-EX-1 EVO-TERR-1: a Tough moves 5" in the open, half in difficult terrain, not through a barn', () => {
    const state = activated(
      scenario(
        [
          ["a", 0, 0],
          ["c", 12, 0],
        ],
        [["b", 0, 30]],
        { terrain: [wood, barn] },
      ),
      "a",
    );
    const moved = play(g, state, { type: "move", orders: [{ model: "a", to: { x: -3, y: -4 } }] }, scriptedDice([]));
    expect(moved.events[0]).toMatchObject({ type: "move", inches: 5, terrain: "open" });
    expect(g.describe(moved.events)[0]).toBe("A moves 5″.");
    expect(codes(state, { type: "move", orders: [{ model: "a", to: { x: 0, y: -5.1 } }] })).toEqual([["MOVED_TOO_FAR", "EVO-MOVE-1"]]);
    expect(codes(state, { type: "move", orders: [{ model: "a", to: { x: 0, y: 3 } }] })).toEqual([["MOVED_TOO_FAR", "EVO-MOVE-1"]]);
    expect(play(g, state, { type: "move", orders: [{ model: "a", to: { x: 0, y: 2.5 } }] }, scriptedDice([])).events[0]).toMatchObject({
      terrain: "difficult",
    });
    const c = activated(
      scenario(
        [
          ["c", 12, 0],
          ["a", 0, 0],
        ],
        [["b", 0, 30]],
        { terrain: [wood, barn] },
      ),
      "c",
    );
    expect(codes(c, { type: "move", orders: [{ model: "c", to: { x: 12, y: 3 } }] })).toEqual([["IMPASSABLE", "EVO-TERR-1"]]);
  });

  it('EVO-WOUND-1 EVO-AMB-11: a Serious wound sets the move to 1" per action', () => {
    const s = scenario([["a", 0, 0]], [["b", 0, 30]]);
    const hurt = {
      ...s,
      sides: [{ ...s.sides[0], models: [{ model: { ...TOUGH, id: "a", name: "A", state: { seriousWounds: 1 } }, at: { x: 0, y: 0 } }] }, s.sides[1]],
    } as EvolutionScenario;
    const state = activated(hurt, "a");
    expect(codes(state, { type: "move", orders: [{ model: "a", to: { x: 0, y: 1.5 } }] })).toEqual([["MOVED_TOO_FAR", "EVO-MOVE-1"]]);
  });

  it("EVO-LOS-1 EVO-DT-1 EVO-COVER-1 EVO-AMB-6: a target behind a barn cannot be shot; one in a wood is Obscured, a 5 then misses and a 6 hits", () => {
    const behind = activated(scenario([["a", 12, 0]], [["b", 12, 10]], { terrain: [barn] }), "a");
    expect(codes(behind, { type: "shoot", orders: [{ model: "a", target: "b" }] })).toEqual([["LOS_BLOCKED", "EVO-LOS-1"]]);
    const inWood = activated(scenario([["a", 0, -3]], [["b", 0, 3]], { terrain: [wood] }), "a");
    const miss = play(g, inWood, { type: "shoot", orders: [{ model: "a", target: "b" }] }, scriptedDice(["d6:5"]));
    expect(miss.events[0]).toMatchObject({ type: "shot", los: "obscured", hits: 0 });
    expect(g.describe(miss.events)[0]).toBe("A shoots at B with a revolver (obscured): no hit.");
    const hit = play(g, inWood, { type: "shoot", orders: [{ model: "a", target: "b" }] }, scriptedDice(["d6:6", "d6:1"]));
    expect(hit.events[0]).toMatchObject({ type: "shot", los: "obscured", hits: 1 });
  });

  it("EVO-LOS-3 EVO-EX-6 EVO-LOS-2: a man between blocks a man; a dog does not; a member of the shooter's group never blocks", () => {
    const s = (size: number): EvolutionScenario => {
      const base = scenario(
        [
          ["a", 0, 0],
          ["c", 0, 5],
        ],
        [["b", 0, 10]],
      );
      const [posse, bandidos] = base.sides;
      return { ...base, sides: [{ ...posse, models: posse.models.map((m) => (m.model.id === "c" ? { ...m, model: { ...m.model, size } } : m)) }, bandidos] };
    };
    expect(codes(activated(s(3), "a"), { type: "shoot", orders: [{ model: "a", target: "b" }] })).toEqual([["LOS_BLOCKED", "EVO-LOS-1"]]);
    expect(play(g, activated(s(2), "a"), { type: "shoot", orders: [{ model: "a", target: "b" }] }, scriptedDice(["d6:1"])).events[0]).toMatchObject({
      los: "clear",
    });
    const leader = { ...TOUGH, id: "l", name: "L", type: "character" as const, skills: ["leadership"] };
    const g3 = scenario([["c", 0, 5]], [["b", 0, 10]]);
    const withLeader: EvolutionScenario = {
      ...g3,
      sides: [{ ...g3.sides[0], models: [{ model: leader, at: { x: 0, y: 0 } }, ...g3.sides[0].models] }, g3.sides[1]],
    };
    const grouped = activated(withLeader, "l", ["c"]);
    expect(
      findChoice(g.options(grouped), {
        type: "shoot",
        orders: [
          { model: "l", target: "b" },
          { model: "c", target: "b" },
        ],
      })?.allowed,
    ).toBe(true);
  });

  it("EVO-LOS-1: a model sees 180° forward: a bandido facing away cannot shoot", () => {
    const s = scenario([["a", 0, 0]], [["b", 0, 10]], { first: "bandidos" });
    const away = {
      ...s,
      sides: [s.sides[0], { ...s.sides[1], models: [{ model: { ...TOUGH, id: "b", name: "B", facingDeg: 0 }, at: { x: 0, y: 10 } }] }],
    } as EvolutionScenario;
    expect(codes(activated(away, "b"), { type: "shoot", orders: [{ model: "b", target: "a" }] })).toEqual([["LOS_BLOCKED", "EVO-LOS-1"]]);
  });

  it("EVO-FIRE-1 EVO-DMG-1 EVO-EX-5 EVO-WTF-1 EVO-AMB-8: a hit, damage 5, failed save, wound 4 + 1 = Serious is written back; the Will to Fight test fails, the model is suppressed, cannot act, and recovers at the turn's end", () => {
    const state = activated(
      scenario(
        [["a", 0, 0]],
        [
          ["b", 0, 10],
          ["b2", 4, 10],
        ],
      ),
      "a",
    );
    const shot = play(g, state, { type: "shoot", orders: [{ model: "a", target: "b" }] }, scriptedDice(["d6:5", "d6:5", "d6:1", "d6:4", "d6:4"]));
    const b = shot.state.pieces.find((p) => p.model.id === "b");
    expect(b?.model.state).toEqual({ lightWounds: 0, seriousWounds: 1, removed: false, suppressed: true });
    expect(g.describe(shot.events)).toEqual([
      "A shoots at B with a revolver: 1 hit; B takes a Serious wound.",
      "B tests Will to Fight to avoid suppression: fails and is suppressed.",
      "A is done.",
    ]);
    expect(g.player?.(shot.state)).toBe("bandidos");
    expect(codes(shot.state, { type: "activate", model: "b" })).toEqual([["SUPPRESSED", "EVO-WTF-1"]]);
    const next = play(g, play(g, shot.state, { type: "activate", model: "b2" }, scriptedDice([])).state, { type: "end" }, scriptedDice([]));
    expect(g.describe(next.events)).toEqual(["B2 is done (1 action unused).", "B recovers from suppression.", "Turn 2."]);
    expect(next.state.pieces.find((p) => p.model.id === "b")?.model.state.suppressed).toBeUndefined();
  });

  it("EVO-WTF-1 (scenario trigger none or hit): no test, or a test on any hit", () => {
    const dice = ["d6:5", "d6:3"]; // a hit, damage 3: no effect
    const none = activated(scenario([["a", 0, 0]], [["b", 0, 10]], { willToFight: "none" }), "a");
    expect(play(g, none, { type: "shoot", orders: [{ model: "a", target: "b" }] }, scriptedDice(dice)).events.map((e) => e.type)).toEqual([
      "shot",
      "activation-ended",
    ]);
    const hit = activated(scenario([["a", 0, 0]], [["b", 0, 10]], { willToFight: "hit" }), "a");
    expect(play(g, hit, { type: "shoot", orders: [{ model: "a", target: "b" }] }, scriptedDice([...dice, "d6:4"])).events.map((e) => e.type)).toEqual([
      "shot",
      "will-to-fight",
      "activation-ended",
    ]);
  });

  it("EVO-AMB-10 EVO-CC-1 EVO-AMB-7 EVO-DT-4: a charge within one Move makes contact and the placeholder close combat resolves; the winner's 6 kills", () => {
    const state = activated(scenario([["a", 0, 0]], [["b", 0, 5]]), "a");
    // gap between bases 5 - 2 x 0.5 = 4 <= reach 5: contact; attacker 1D6-1 = 6 - 1 = 5 against 2 - 1 = 1; damage 6 kills
    const r = play(g, state, { type: "charge", orders: [{ model: "a", target: "b" }] }, scriptedDice(["d6:6", "d6:2", "d6:6"]));
    expect(r.state.pieces.find((p) => p.model.id === "a")?.at).toEqual({ x: 0, y: 4 });
    expect(r.events.slice(0, 2)).toMatchObject([
      { type: "charge", contact: true, reach: 5, gap: 4 },
      { type: "close-combat", attacker: 5, defender: 1, winner: "attacker", damage: ["killed"] },
    ]);
    expect(g.outcome(r.state)).toBe("posse");
    expect(g.describe(r.events).slice(0, 2)).toEqual(["A charges B and makes contact.", "Close combat, A 5 against B 1: A wins; B is removed."]);
  });

  it("EVO-AMB-10 EVO-LEAD-1: a charge that cannot reach moves up to the normal Move instead", () => {
    const state = activated(scenario([["a", 0, 0]], [["b", 0, 20]]), "a");
    const r = play(g, state, { type: "charge", orders: [{ model: "a", target: "b" }] }, scriptedDice([]));
    expect(r.events[0]).toMatchObject({ type: "charge", contact: false, to: { x: 0, y: 5 } });
    expect(g.describe(r.events)[0]).toBe("A charges B but falls short (19″ away, reach 5″) and moves up instead.");
  });

  it("EVO-ACT-2 EVO-GM-4: Ready is counted on the model", () => {
    const state = activated(scenario([["a", 0, 0]], [["b", 0, 20]]), "a");
    const r = play(g, state, { type: "ready", orders: [{ model: "a" }] }, scriptedDice([]));
    expect(r.state.pieces[0]?.readied).toBe(1);
    expect(g.describe(r.events)[0]).toBe("A readies.");
  });
});

describe("evolutionGame: hooks for the missing sections (EVO-GM-5)", () => {
  it("EVO-AMB-7 EVO-CC-1: a house close-combat rule plugs in without casts", () => {
    // house rule: the charger always wins and kills
    const brutal: CloseCombatProcedure = (_a, d) =>
      constant({ attacker: 1, defender: 0, winner: "attacker" as const, damage: ["killed" as const], loser: { ...d.state, removed: true } });
    const house = evolutionGameWith({ closeCombat: brutal });
    const state = play(house, house.setup(scenario([["a", 0, 0]], [["b", 0, 5]])), { type: "activate", model: "a" }, scriptedDice([])).state;
    const r = play(house, state, { type: "charge", orders: [{ model: "a", target: "b" }] }, scriptedDice([]));
    expect(house.outcome(r.state)).toBe("posse");
  });

  it("EVO-AMB-9 EVO-GM-5: a house reaction rule (the target shoots back first) plugs in; the placeholder takes none", () => {
    const shootBack: ReactionProcedure = (_m, trigger) =>
      constant({ reacts: trigger.kind === "shot-at", action: trigger.kind === "shot-at" ? ("shoot" as const) : null });
    const house = evolutionGameWith({ reaction: shootBack });
    const s = scenario([["a", 0, 0]], [["b", 0, 10]]);
    const state = play(house, house.setup(s), { type: "activate", model: "a" }, scriptedDice([])).state;
    const r = play(house, state, { type: "shoot", orders: [{ model: "a", target: "b" }] }, scriptedDice(["d6:1", "d6:1"]));
    expect(house.describe(r.events)).toEqual([
      "B reacts to A: shoot.",
      "B shoots at A with a revolver: no hit.",
      "A shoots at B with a revolver: no hit.",
      "A is done.",
    ]);
    const plain = play(g, activated(s, "a"), { type: "shoot", orders: [{ model: "a", target: "b" }] }, scriptedDice(["d6:1"]));
    expect(plain.events.map((e) => e.type)).toEqual(["shot", "activation-ended"]);
  });

  it("EVO-VEH-1: an undriven vehicle has no actions (the placeholder); a house rule gives it some", () => {
    const robot: ModelInput = { ...TOUGH, id: "robot", name: "Robot", type: "vehicle", size: 4 };
    const s = scenario([], [["b", 0, 20]]);
    const withRobot = { ...s, sides: [{ ...s.sides[0], models: [{ model: robot, at: { x: 0, y: 0 } }] }, s.sides[1]] };
    const state = g.setup(withRobot);
    expect(g.player?.(state)).toBe("bandidos");
    const house = evolutionGameWith({ vehicleActions: (v) => (v.size >= 4 ? 2 : 1) });
    const r = play(house, house.setup(withRobot), { type: "activate", model: "robot" }, scriptedDice([]));
    expect(r.state.pieces[0]?.actionsLeft).toBe(2);
  });

  it("EVO-AMB-8 EVO-WTF-1: a house Will to Fight rule (only a Serious wound tests, at -1) and recovery rule (never) plug in", () => {
    const house = evolutionGameWith({
      willToFight: (seen) => (seen.after.seriousWounds > seen.before.seriousWounds ? { reason: "after a Serious wound", modifier: -1 } : null),
      recovers: () => false,
    });
    const state = play(house, house.setup(scenario([["a", 0, 0]], [["b", 0, 10]])), { type: "activate", model: "a" }, scriptedDice([])).state;
    // Serious wound, then the test: 5 - 1 (serious) - 1 (house) = 3 < 4
    const r = play(house, state, { type: "shoot", orders: [{ model: "a", target: "b" }] }, scriptedDice(["d6:5", "d6:5", "d6:1", "d6:4", "d6:5"]));
    expect(house.describe(r.events)).toContain("B tests Will to Fight after a Serious wound: fails and is suppressed.");
    expect(r.state.pieces[1]?.model.state.suppressed).toBe(true);
    expect(r.state.turn).toBe(2);
  });
});

describe("evolutionGame: the trail boss and his cowpokes against the bandidos (EVO-EX-2)", () => {
  const PINNED_TURN_1 = [
    "The posse: Trail boss activates with Cowpoke 1, Cowpoke 2, Cowpoke 3, Cowpoke 4 (2 actions together).",
    "Trail boss moves 5″.",
    "Cowpoke 1 moves 5″.",
    "Cowpoke 2 moves 5″.",
    "Cowpoke 3 moves 5″.",
    "Cowpoke 4 moves 5″.",
    "Trail boss moves 5″.",
    "Cowpoke 1 moves 5″.",
    "Cowpoke 2 moves 5″.",
    "Cowpoke 3 moves 5″.",
    "Cowpoke 4 moves 5″.",
    "Trail boss, Cowpoke 1, Cowpoke 2, Cowpoke 3, Cowpoke 4 are done.",
    "The bandidos: El Jefe activates with Bandido 1, Bandido 2, Bandido 3, Bandido 4 (2 actions together).",
    "El Jefe shoots at Cowpoke 2 with a rifle: no hit.",
    "Bandido 1 shoots at Cowpoke 2 with a revolver (obscured): no hit.",
    "Bandido 2 shoots at Cowpoke 2 with a revolver: no hit.",
    "Bandido 3 sees no target near the leader's and holds its fire.",
    "Bandido 4 shoots at Cowpoke 2 with a revolver: no hit.",
    "El Jefe shoots at Cowpoke 2 with a rifle: 1 hit; Cowpoke 2 is removed.",
    "Bandido 1 has no shot: Cowpoke 2 is already down.",
    "Bandido 2 has no shot: Cowpoke 2 is already down.",
    "Bandido 3 sees no target near the leader's and holds its fire.",
    "Bandido 4 has no shot: Cowpoke 2 is already down.",
    "El Jefe, Bandido 1, Bandido 2, Bandido 3, Bandido 4 are done.",
    "Turn 2.",
    "The posse: Trail boss activates with Cowpoke 1, Cowpoke 3 (2 actions together).",
  ];

  it("EVO-EX-2 EVO-LEAD-1 EVO-AMB-9: the scenario plays to the end with the aggressive policy; seed 2026 is pinned", () => {
    const r = autoplay(g, g.setup(TRAIL_BOSS_SCENARIO), evolutionPolicies.aggressive, seededDice(2026));
    expect(r.finished).toBe(true);
    expect(r.outcome).toBe("bandidos");
    expect(r.steps).toHaveLength(37);
    expect(g.describe(r.events).slice(0, PINNED_TURN_1.length)).toEqual(PINNED_TURN_1);
    for (const step of r.steps) expect(validate(EvolutionStateSchema, step.state).ok).toBe(true);
  });

  it("EVO-EX-2: a record replays to the identical states and events; a saved game restores and continues identically", () => {
    const r = autoplay(g, g.setup(TRAIL_BOSS_SCENARIO), evolutionPolicies.aggressive, seededDice(7));
    const record = { scenario: TRAIL_BOSS_SCENARIO, seed: 7, commands: r.steps.map((s) => s.command) };
    const again = replay(g, JSON.parse(JSON.stringify(record)) as typeof record);
    expect(again.state).toEqual(r.state);
    expect(again.events).toEqual(r.events);
    // save after ten steps, restore from JSON, play on: the same as playing straight through
    const dice = seededDice(7);
    let state = g.setup(TRAIL_BOSS_SCENARIO);
    for (const step of r.steps.slice(0, 10)) state = play(g, state, step.command, dice).state;
    const restored = restoreGame(g, JSON.parse(JSON.stringify(saveGame(g, state, dice))));
    let s2 = restored.state;
    for (const step of r.steps.slice(10)) s2 = play(g, s2, step.command, restored.dice).state;
    expect(s2).toEqual(r.state);
  });

  it("EVO-EX-2: simulateBattle gives identical frequencies on 1, 2 and 4 workers and in this thread", { timeout: 120_000 }, async () => {
    const spec = trailBossBattle();
    const options = { runs: 8, seed: 2026, chunkSize: 2 };
    const single = simulateBattle(spec.game, spec.scenario, spec.policies, { ...options, summary: spec.summary });
    expect(single.runs).toBe(8);
    const module = new URL("./game-battle.ts", import.meta.url).href;
    const recipe = { module, export: "trailBossBattle", args: [] };
    const results = await Promise.all([0, 1, 2, 4].map((workers) => simulateBattleParallel(recipe, { ...options, workers })));
    for (const result of results) expect(result).toEqual(single);
  });

  it("EVO-DT-7 EVO-FIRE-1 EVO-WOUND-1: battleOdds of a one-turn standoff equal the hand computation", () => {
    // the posse's Tough shoots first: kills 1/18 (EVO-DT-7); else the bandido shoots back, at -1 when seriously
    // wounded (1/3 x 25/216 = 25/648: needs a 6, kills 1/6 of hits = 1/36), else 1/18.
    // bandidos win 587/648 x 1/18 + 25/648 x 1/36 = 1199/23328; draw 1 - 1296/23328 - 1199/23328 = 20833/23328
    const o = battleOdds(g, standoff, evolutionPolicies.aggressive);
    expect(o.probability("posse").toString()).toBe("1/18");
    expect(o.probability("bandidos").toString()).toBe("1199/23328");
    expect(o.probability("draw").toString()).toBe("20833/23328");
  });
});

describe("evolutionGame: misuse and random play (never a TypeError)", () => {
  it("malformed scenarios and commands are INVALID_INPUT with their paths", () => {
    const dup = scenario([["a", 0, 0]], [["a", 0, 10]]);
    expect(() => g.setup(dup)).toThrow(/scenario\.sides\[1\]\.models\[0\]\.model\.id/);
    expect(() => g.setup({ ...TRAIL_BOSS_SCENARIO, first: "nobody" })).toThrow(RulesError);
    expect(() => g.setup({ ...TRAIL_BOSS_SCENARIO, turnz: 3 })).toThrow(/turnz/);
    const state = g.setup(TRAIL_BOSS_SCENARIO);
    expect(() => play(g, state, { type: "activate", model: "boss", extra: 1 }, scriptedDice([]))).toThrow(RulesError);
    expect(codes(state, { type: "end" })).toEqual([["NO_ACTIVATION", "EVO-ACT-1"]]);
    expect(codes(state, { type: "shoot", orders: [{ model: "boss", target: "jefe" }] })).toEqual([["NO_ACTIVATION", "EVO-ACT-1"]]);
  });

  it("EVO-ACT-1 EVO-ACT-2: under random commands, every command applies or is refused with coded reasons, and every state parses", { timeout: 120_000 }, () => {
    const ids = ["boss", "cowpoke-1", "cowpoke-4", "jefe", "bandido-2", "ghost"];
    const point = fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -5, max: 30 }) });
    const command = fc.oneof(
      fc.record({ type: fc.constant("activate" as const), model: fc.constantFrom(...ids), group: fc.array(fc.constantFrom(...ids), { maxLength: 3 }) }),
      fc.record({ type: fc.constant("move" as const), orders: fc.array(fc.record({ model: fc.constantFrom(...ids), to: point }), { maxLength: 3 }) }),
      fc.record({
        type: fc.constant("shoot" as const),
        orders: fc.array(fc.record({ model: fc.constantFrom(...ids), target: fc.constantFrom(...ids) }), { maxLength: 3 }),
      }),
      fc.record({
        type: fc.constant("charge" as const),
        orders: fc.array(fc.record({ model: fc.constantFrom(...ids), target: fc.constantFrom(...ids) }), { maxLength: 3 }),
      }),
      fc.constant({ type: "end" as const }),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(command, fc.nat(20)), { minLength: 1, maxLength: 30 }), fc.nat(), (moves, seed) => {
        const dice = seededDice(seed);
        let state = g.setup(TRAIL_BOSS_SCENARIO);
        for (const m of moves) {
          if (g.outcome(state) !== undefined) break;
          // a number picks one of the offered choices, allowed or not; an object is a command of its own
          const choices = g.options(state);
          const c: unknown = typeof m === "number" ? choices[m % choices.length]?.command : m;
          const parsed = validate(EvolutionCommandSchema, c);
          if (!parsed.ok) continue;
          const allowed = findChoice(choices, c)?.allowed;
          try {
            state = play(g, state, c, dice).state;
            if (allowed === false) return false;
          } catch (error) {
            if (!(error instanceof CommandRefused) || error.reasons.length === 0) throw error;
            if (allowed === true) return false;
          }
          if (!validate(EvolutionStateSchema, JSON.parse(JSON.stringify(state))).ok) return false;
        }
        return true;
      }),
      { numRuns: 30 },
    );
  });
});
