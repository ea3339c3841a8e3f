import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  autoplay,
  battleOdds,
  ChunkStreams,
  CommandRefused,
  chunkPlan,
  chunkRuns,
  constant,
  die,
  explain,
  Fraction,
  findChoice,
  type Game,
  loadState,
  mergeBattles,
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
import { chiSquare, chiSquareCritical } from "../../helpers.js";
import { aimThenStrike, alwaysStrike, type DuelCommand, type DuelEvent, type DuelState, duel, scenarios, story } from "./duel.js";
import { expectSavedGameContinues } from "../../fixtures/game-contract.js";
import { thrown } from "../../throws.js";

const both = { ann: alwaysStrike, bob: alwaysStrike };
const mixed = { ann: alwaysStrike, bob: aimThenStrike };

describe("play: one command with dice", () => {
  it("DUEL-3: a strike is a chance resolved with the players' real dice, with events, lines and a trace", () => {
    const state = duel.setup(scenarios.longer);
    const { state: next, events, trace, command } = play(duel, state, { type: "strike", actor: "ann" }, scriptedDice(["d6:5"]));
    expect(command).toEqual({ type: "strike", actor: "ann" });
    expect(next.fighters[1].hp).toBe(2);
    expect(next.turn).toBe(1);
    expect(events).toEqual([{ type: "strike", actor: "ann", target: "bob", face: 5, needed: 4, hit: true, hp: 2, rule: "DUEL-3" }]);
    expect(story(next, duel.describe(events))).toEqual(["Ann strikes Bob: hit (5, needed 4). Bob has 2 hit points left."]);
    expect(explain(trace)).toEqual(["d6 Ann strikes (needs 4+): 5 [DUEL-3]"]);
    expect(state.fighters[1].hp).toBe(3); // the state given is not changed
  });

  it("DUEL-1 DUEL-2: an illegal command is refused with coded reasons and rule ids, before any die is rolled", () => {
    const state = duel.setup(scenarios.longer);
    const dice = scriptedDice([]);
    const notYours = thrown(() => play(duel, state, { type: "strike", actor: "bob" }, dice));
    expect(notYours).toBeInstanceOf(CommandRefused);
    expect(notYours).toBeInstanceOf(RulesError);
    expect((notYours as CommandRefused).code).toBe("RULE_VIOLATION");
    expect((notYours as CommandRefused).reasons).toEqual([{ code: "NOT_YOUR_TURN", rule: "DUEL-1", text: "it is Ann's turn" }]);
    const aimed = play(duel, play(duel, state, { type: "aim", actor: "ann" }, dice).state, { type: "aim", actor: "bob" }, dice).state;
    const twice = thrown(() => play(duel, aimed, { type: "aim", actor: "ann" }, dice)) as CommandRefused;
    expect(twice.reasons.map((r) => [r.code, r.rule])).toEqual([["ALREADY_AIMING", "DUEL-2"]]);
    expect(twice.message).toContain("ALREADY_AIMING (DUEL-2): Ann is already aiming");
    expect(findChoice(duel.options(aimed), { actor: "ann", type: "aim" })?.allowed).toBe(false);
  });

  it("DUEL-4: a malformed command is INVALID_INPUT with its path; any command once the game is over is GAME_OVER", () => {
    const state = duel.setup(scenarios.quick);
    const bad = thrown(() => play(duel, state, { type: "strike", actor: "ann", power: 9 }, seededDice(1))) as RulesError;
    expect(bad.code).toBe("INVALID_INPUT");
    expect(bad.message).toContain("play: command");
    const over = play(duel, state, { type: "yield", actor: "ann" }, scriptedDice([])).state;
    expect(duel.outcome(over)).toBe("bob");
    const after = thrown(() => play(duel, over, { type: "strike", actor: "bob" }, seededDice(1))) as CommandRefused;
    expect(after.reasons[0]?.code).toBe("GAME_OVER");
  });

  it("rejects what is not a game or a dice source with INVALID_ARGUMENT", () => {
    const state = duel.setup(scenarios.quick);
    expect((thrown(() => play({} as never, state, {}, seededDice(1))) as RulesError).code).toBe("INVALID_ARGUMENT");
    expect((thrown(() => play(duel, state, { type: "strike", actor: "ann" }, {} as never)) as RulesError).code).toBe("INVALID_ARGUMENT");
  });
});

// A game played by policies with seed 2026, pinned: the same seed and commands must give these events forever.
const PINNED_RECORD = {
  scenario: scenarios.longer,
  seed: 2026,
  commands: [
    { type: "strike", actor: "ann" },
    { type: "aim", actor: "bob" },
    { type: "strike", actor: "ann" },
    { type: "strike", actor: "bob" },
    { type: "strike", actor: "ann" },
    { type: "aim", actor: "bob" },
    { type: "strike", actor: "ann" },
  ],
};
const PINNED_STORY = [
  "Ann strikes Bob: miss (2, needed 4). Bob has 3 hit points left.",
  "Bob aims.",
  "Ann strikes Bob: miss (3, needed 4). Bob has 3 hit points left.",
  "Bob strikes Ann: miss (2, needed 4). Ann has 2 hit points left.",
  "Ann strikes Bob: miss (1, needed 4). Bob has 3 hit points left.",
  "Bob aims.",
  "Ann strikes Bob: hit (4, needed 4). Bob has 2 hit points left.",
];

describe("replay and autoplay", () => {
  it("DUEL-2 DUEL-3: a record replays to the identical state and events every time (pinned transcript)", () => {
    const a = replay(duel, PINNED_RECORD);
    const b = replay(duel, JSON.parse(JSON.stringify(PINNED_RECORD)) as typeof PINNED_RECORD);
    expect(story(a.state, duel.describe(a.events))).toEqual(PINNED_STORY);
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
    expect(a.outcome).toBeUndefined();
    expect(a.steps).toHaveLength(7);
    // the dice state after the record continues the stream
    expect(a.dice).toEqual(b.dice);
  });

  it("a record with a script replays the faces the players rolled", () => {
    const r = replay(duel, {
      scenario: scenarios.quick,
      script: ["d6:3", "d6:5"],
      commands: [
        { type: "strike", actor: "ann" },
        { type: "strike", actor: "bob" },
      ],
    });
    expect(r.outcome).toBe("bob");
    expect(r.dice).toBeUndefined();
  });

  it("a refused command in a record names its index; a malformed record is INVALID_ARGUMENT", () => {
    const error = thrown(() => replay(duel, { scenario: scenarios.quick, seed: 1, commands: [{ type: "strike", actor: "bob" }] })) as RulesError;
    expect(error.code).toBe("RULE_VIOLATION");
    expect(error.path).toBe("record.commands[0]");
    expect((thrown(() => replay(duel, { scenario: scenarios.quick, commands: [] })) as RulesError).code).toBe("INVALID_ARGUMENT");
    expect((thrown(() => replay(duel, { scenario: scenarios.quick, seed: 1, script: [], commands: [] })) as RulesError).code).toBe("INVALID_ARGUMENT");
    expect((thrown(() => replay(duel, { scenario: scenarios.quick, seed: 1, commands: {} as never })) as RulesError).code).toBe("INVALID_ARGUMENT");
    expect((thrown(() => replay(duel, null as never)) as RulesError).code).toBe("INVALID_ARGUMENT");
  });

  it("autoplay plays the pinned record's commands with per-player policies, and reports maxSteps instead of throwing", () => {
    const start = duel.setup(scenarios.longer);
    const seven = autoplay(duel, start, mixed, seededDice(2026), { maxSteps: 7 });
    expect(seven.finished).toBe(false);
    expect(seven.outcome).toBeUndefined();
    expect(seven.steps.map((s) => s.command)).toEqual(PINNED_RECORD.commands);
    const whole = autoplay(duel, start, mixed, seededDice(2026));
    expect(whole.finished).toBe(true);
    expect(["ann", "bob"]).toContain(whole.outcome);
    expect(whole.events.slice(0, 7)).toEqual(seven.events);
    expect(replay(duel, { scenario: scenarios.longer, seed: 2026, commands: whole.steps.map((s) => s.command) }).state).toEqual(whole.state);
  });

  it("autoplay refuses a missing policy, a bad maxSteps, and a policy's illegal command", () => {
    const start = duel.setup(scenarios.quick);
    const bobsTurn = play(duel, start, { type: "aim", actor: "ann" }, scriptedDice([])).state;
    expect((thrown(() => autoplay(duel, bobsTurn, { ann: alwaysStrike }, seededDice(1))) as RulesError).path).toBe('policies["bob"]');
    expect((thrown(() => autoplay(duel, start, alwaysStrike, seededDice(1), { maxSteps: 0 })) as RulesError).code).toBe("INVALID_ARGUMENT");
    const cheat = thrown(() => autoplay(duel, start, () => ({ type: "strike", actor: "bob" }), seededDice(1))) as CommandRefused;
    expect(cheat.reasons[0]?.code).toBe("NOT_YOUR_TURN");
  });
});

describe("save and restore mid-game", () => {
  it("a game saved to JSON mid-way continues identically, die for die", () => {
    expectSavedGameContinues(duel, duel.setup(scenarios.longer), mixed, 77, 3);
  });

  it("restoreGame refuses another system's save, a state that fails the schema and a bad dice state", () => {
    const dice = seededDice(1);
    const saved = saveGame(duel, duel.setup(scenarios.quick), dice);
    expect((thrown(() => restoreGame(duel, { ...saved, system: "fate" })) as RulesError).code).toBe("INVALID_STATE");
    expect((thrown(() => restoreGame(duel, { ...saved, state: { ...saved.state, turn: 5 } })) as RulesError).code).toBe("INVALID_INPUT");
    expect((thrown(() => restoreGame(duel, { ...saved, dice: { generator: "x" } })) as RulesError).code).toBe("INVALID_STATE");
    expect((thrown(() => restoreGame(duel, 3)) as RulesError).code).toBe("INVALID_STATE");
    expect((thrown(() => saveGame(duel, saved.state, scriptedDice([]) as never)) as RulesError).code).toBe("INVALID_ARGUMENT");
    expect((thrown(() => loadState(duel, { fighters: [] })) as RulesError).path).toContain("state.fighters");
  });
});

/** P(Ann wins) when both always strike, Ann first, by the recursion of the text (independent of the library). */
function annWinsByHand(annHp: number, bobHp: number, p: [bigint, bigint], q: [bigint, bigint]): [bigint, bigint] {
  type R = [bigint, bigint];
  const norm = ([n, d]: R): R => {
    const g = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : g(b, a % b));
    const k = g(n, d);
    return [n / k, d / k];
  };
  const add = (a: R, b: R): R => norm([a[0] * b[1] + b[0] * a[1], a[1] * b[1]]);
  const mul = (a: R, b: R): R => norm([a[0] * b[0], a[1] * b[1]]);
  const div = (a: R, b: R): R => norm([a[0] * b[1], a[1] * b[0]]);
  const one: R = [1n, 1n];
  const zero: R = [0n, 1n];
  const notP: R = add(one, [-p[0], p[1]]);
  const notQ: R = add(one, [-q[0], q[1]]);
  // f(a, b): Ann to strike; g(a, b): Bob to strike. f = p g(a, b-1) + (1-p) g(a, b); g = q f(a-1, b) + (1-q) f(a, b);
  // so f (1 - (1-p)(1-q)) = p g(a, b-1) + (1-p) q f(a-1, b).
  const f = new Map<string, R>();
  const g = new Map<string, R>();
  const F = (a: number, b: number): R => (b === 0 ? one : a === 0 ? zero : (f.get(`${a},${b}`) as R));
  const G = (a: number, b: number): R => (b === 0 ? one : a === 0 ? zero : (g.get(`${a},${b}`) as R));
  const denominator = add(one, [-mul(notP, notQ)[0], mul(notP, notQ)[1]]);
  for (let a = 1; a <= annHp; a++) {
    for (let b = 1; b <= bobHp; b++) {
      const fab = div(add(mul(p, G(a, b - 1)), mul(mul(notP, q), F(a - 1, b))), denominator);
      f.set(`${a},${b}`, fab);
      g.set(`${a},${b}`, add(mul(q, F(a - 1, b)), mul(notQ, fab)));
    }
  }
  return F(annHp, bobHp);
}

describe("battleOdds: exact odds of a whole duel", () => {
  it("DUEL-3: 1 hp each, Ann hits on 4+ and Bob on 5+, both striking: Ann wins 3/4 (by hand: (1/2) / (1 - 1/2 * 2/3)), solving the cycle of misses", () => {
    const exact = battleOdds(duel, scenarios.quick, both);
    expect(exact.outcomes.map((o) => [o.value, o.probability.toString()])).toEqual([
      ["ann", "3/4"],
      ["bob", "1/4"],
    ]);
    expect(exact.unfinished.toString()).toBe("0");
    expect(exact.cyclic).toBe(true);
    expect(exact.probability("ann").equals(Fraction.of(3, 4))).toBe(true);
    expect(exact.probability((o) => o !== "ann").toString()).toBe("1/4");
  });

  it("DUEL-3: 2 hp against 3 gives what the hand recursion gives, exactly", () => {
    const [n, d] = annWinsByHand(2, 3, [1n, 2n], [1n, 3n]);
    const exact = battleOdds(duel, scenarios.longer, both);
    expect(exact.probability("ann").equals(Fraction.of(n, d))).toBe(true);
    expect(exact.probability("bob").equals(Fraction.of(d - n, d))).toBe(true);
    // the same recursion checked by hand for 2 against 2: 3/4
    expect(annWinsByHand(2, 2, [1n, 2n], [1n, 3n])).toEqual([3n, 4n]);
  });

  it("DUEL-2: Bob aiming before every strike, 1 hp each: Ann wins 6/7 (x = 1/2 + 1/2 (1/2 + x/4) by hand)", () => {
    const exact = battleOdds(duel, scenarios.quick, mixed);
    expect(exact.probability("ann").toString()).toBe("6/7");
    expect(exact.probability("bob").toString()).toBe("1/7");
  });

  it("maxSteps cuts every battle as autoplay does: 1 hp each, 2 steps: Ann 1/2, Bob 1/2 * 1/3 = 1/6, unfinished 1/3", () => {
    const exact = battleOdds(duel, scenarios.quick, both, { maxSteps: 2 });
    expect(exact.probability("ann").toString()).toBe("1/2");
    expect(exact.probability("bob").toString()).toBe("1/6");
    expect(exact.unfinished.toString()).toBe("1/3");
    expect(exact.cyclic).toBe(false);
  });

  it("DUEL-5: under a turn limit of 6, Ann (3 hits needed in her 3 turns) wins 1/8 against an aiming Bob, who never can: draw 7/8", () => {
    const exact = battleOdds(duel, scenarios.limited, mixed);
    expect(exact.outcomes.map((o) => [o.value, o.probability.toString()])).toEqual([
      ["ann", "1/8"],
      ["draw", "7/8"],
    ]);
  });

  it("DUEL-3: a game's own canonical key merges states the same way (and a key that forgets hit points merges too much, visibly)", () => {
    const keyed: Game<DuelState, DuelCommand, DuelEvent, string> = {
      ...duel,
      key: (s) => `${String(s.turn)}|${s.fighters.map((f) => `${String(f.hp)}${f.aiming ? "a" : ""}`).join(",")}|${s.yielded ?? ""}`,
    };
    const plain = battleOdds(duel, scenarios.longer, mixed);
    const viaKey = battleOdds(keyed, scenarios.longer, mixed);
    expect(viaKey.outcomes.map((o) => [o.value, o.probability.toString()])).toEqual(plain.outcomes.map((o) => [o.value, o.probability.toString()]));
    expect(viaKey.states).toBe(plain.states);
    const careless = battleOdds({ ...duel, key: (s) => String(s.turn) }, scenarios.longer, both);
    expect(careless.states).toBeLessThan(plain.states);
  });

  it("a battle that cannot end is unfinished, not a hang; too many states is TOO_COMPLEX with the count reached", () => {
    // a game whose only command changes nothing: the battle goes on forever
    const stall: Game<DuelState, DuelCommand, DuelEvent, string> = {
      ...duel,
      options: (state) => [{ command: { type: "aim", actor: state.fighters[state.turn]!.id }, allowed: true, reasons: [] }],
      step: (state) => constant({ state, events: [] }),
    };
    const never = battleOdds(stall, scenarios.quick, (_state, choices) => choices[0]!.command);
    expect(never.unfinished.toString()).toBe("1");
    expect(never.outcomes).toEqual([]);
    expect(never.states).toBe(1);
    expect(never.cyclic).toBe(true);
    // half the time it ends at once, half the time it stalls for ever: finished 1/2 exactly
    const half: Game<DuelState, DuelCommand, DuelEvent, string> = {
      ...stall,
      step: (state) =>
        state.turn === 1
          ? constant({ state, events: [] })
          : die("d6").map((face) => ({ state: face <= 3 ? { ...state, yielded: "bob" } : { ...state, turn: 1 }, events: [] })),
    };
    const halfOdds = battleOdds(half, scenarios.quick, (_state, choices) => choices[0]!.command);
    expect(halfOdds.probability("ann").toString()).toBe("1/2");
    expect(halfOdds.unfinished.toString()).toBe("1/2");
    const error = thrown(() => battleOdds(duel, scenarios.longer, both, { maxStates: 5 })) as RulesError;
    expect(error.code).toBe("TOO_COMPLEX");
    expect(error.value).toBe(5);
    expect((thrown(() => battleOdds(duel, scenarios.longer, both, { maxCycle: 1 })) as RulesError).code).toBe("TOO_COMPLEX");
    expect((thrown(() => battleOdds(duel, scenarios.longer, both, { maxStates: 0 })) as RulesError).code).toBe("INVALID_ARGUMENT");
  });
});

describe("simulateBattle: frequencies, chunks and shards", () => {
  it("DUEL-2 DUEL-3: agrees with battleOdds (chi-square, fixed seed) for 2 hp against 3 with Bob aiming", () => {
    const runs = 3_000;
    const exact = battleOdds(duel, scenarios.longer, mixed);
    const sim = simulateBattle(duel, scenarios.longer, mixed, { runs, seed: 2026, chunkSize: 500 });
    expect(sim.runs).toBe(runs);
    expect(sim.unfinished).toBe(0);
    const values = exact.outcomes.map((o) => o.value);
    const observed = values.map((v) => sim.outcomes.find((o) => o.value === v)?.count ?? 0);
    expect(
      chiSquare(
        observed,
        exact.outcomes.map((o) => o.probability.toNumber()),
        runs,
      ),
    ).toBeLessThan(chiSquareCritical(values.length - 1));
  });

  it("summaries are tallied with the outcome, and progress is reported after each chunk", () => {
    const progress: number[] = [];
    const sim = simulateBattle(duel, scenarios.quick, both, {
      runs: 250,
      seed: 5,
      chunkSize: 100,
      summary: { turns: (_s, end) => end.steps, loser: (s: DuelState) => s.fighters.find((f) => f.hp === 0)?.id ?? "none" },
      onProgress: (done) => progress.push(done),
    });
    expect(progress).toEqual([100, 200, 250]);
    expect(sim.summaries.turns.reduce((n, o) => n + o.count, 0)).toBe(250);
    expect(sim.summaries.turns.map((o) => o.value)).toEqual([...sim.summaries.turns.map((o) => o.value)].sort((a, b) => a - b));
    expect(sim.summaries.loser.map((o) => o.value)).toEqual(["ann", "bob"]);
    expect(sim.plan).toEqual({ runs: 250, chunkSize: 100, chunks: 3, from: 0, to: 3 });
  });

  it("battle r of chunk i is autoplay with that chunk's dice (the seed's stream jumped i times), after r battles", () => {
    const plan = chunkPlan(30, 10);
    expect(chunkRuns(plan, 2)).toBe(10);
    const streams = new ChunkStreams(8);
    streams.dice(0);
    const dice = streams.dice(1);
    const start = duel.setup(scenarios.quick);
    const outcomes: string[] = [];
    for (let r = 0; r < 10; r++) outcomes.push(autoplay(duel, start, both, dice).outcome ?? "unfinished");
    const chunk1 = simulateBattle(duel, scenarios.quick, both, { runs: 30, seed: 8, chunkSize: 10, chunks: { from: 1, to: 2 } });
    expect(chunk1.runs).toBe(10);
    expect(chunk1.outcomes.map((o) => [o.value, o.count])).toEqual(
      ["ann", "bob"].map((v) => [v, outcomes.filter((o) => o === v).length]).filter(([, n]) => n !== 0),
    );
    // chunk 0's dice are seededDice(seed) itself
    expect(new ChunkStreams(8).dice(0).save()).toEqual(seededDice(8).save());
  });

  it("shards run apart (as on several machines) merge into the whole simulation, count for count", () => {
    const options = { runs: 900, seed: 31, chunkSize: 100, summary: { turns: (_s: DuelState, end: { steps: number }) => end.steps } };
    const whole = simulateBattle(duel, scenarios.longer, mixed, options);
    const shards = [
      { from: 0, to: 4 },
      { from: 4, to: 5 },
      { from: 5, to: 9 },
    ].map((chunks) => simulateBattle(duel, scenarios.longer, mixed, { ...options, chunks }));
    const merged = mergeBattles(JSON.parse(JSON.stringify([shards[2], shards[0], shards[1]])) as typeof shards);
    expect(merged).toEqual(whole);
    expect((thrown(() => mergeBattles([shards[0]!, shards[0]!])) as RulesError).code).toBe("INVALID_ARGUMENT");
    expect((thrown(() => mergeBattles([whole, simulateBattle(duel, scenarios.longer, mixed, { ...options, seed: 32 })])) as RulesError).code).toBe(
      "INVALID_ARGUMENT",
    );
    expect((thrown(() => mergeBattles([])) as RulesError).code).toBe("INVALID_ARGUMENT");
  });

  it("counts battles stopped at maxSteps as unfinished, and checks its options", () => {
    const sim = simulateBattle(duel, scenarios.longer, mixed, { runs: 50, seed: 1, maxSteps: 1 });
    expect(sim.unfinished).toBe(50);
    expect(sim.outcomes).toEqual([]);
    for (const bad of [
      { runs: 0, seed: 1 },
      { runs: 10, seed: 1.5 },
      { runs: 10, seed: 1, chunkSize: 0 },
      { runs: 10, seed: 1, chunks: { from: 3, to: 4 } },
      { runs: 10, seed: 1, summary: { x: 3 } },
    ]) {
      expect((thrown(() => simulateBattle(duel, scenarios.quick, both, bad as never)) as RulesError).code).toBe("INVALID_ARGUMENT");
    }
  });
});

describe("properties", () => {
  it("DUEL-1 DUEL-2 DUEL-3 DUEL-4: every command of a random policy applies or is refused with reasons (never a TypeError), and every state parses with the StateSchema", () => {
    const command = fc.oneof(fc.record({ type: fc.constantFrom("strike", "aim", "yield"), actor: fc.constantFrom("ann", "bob") }), fc.anything());
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.tuple(fc.nat(), command, fc.boolean()), { maxLength: 30 }), (seed, plan) => {
        const dice = seededDice(seed);
        let state = duel.setup(scenarios.longer);
        for (const [pick, arbitrary, fromChoices] of plan) {
          const choices = duel.options(state);
          const given = fromChoices && choices.length > 0 ? choices[pick % choices.length]!.command : arbitrary;
          try {
            const played = play(duel, state, given, dice);
            expect(validate(duel.StateSchema, JSON.parse(JSON.stringify(played.state))).ok).toBe(true);
            state = played.state;
          } catch (error) {
            expect(error).toBeInstanceOf(RulesError);
            const code = (error as RulesError).code;
            expect(["RULE_VIOLATION", "INVALID_INPUT"]).toContain(code);
            if (code === "RULE_VIOLATION") expect((error as CommandRefused).reasons.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
