// The core's trace-free step (issue 14, rgame): simulateBattle plays every step with `resolveValue`, which, with
// seeded dice, runs the step's compiled sampler on the dice's own generator instead of resolving it with a trace.
// Properties (fast-check, seed printed on failure): on random seeds and several games (a toy game of every kind of
// chance node, the duel, rugged, vivid and tugs), the trace-free path gives, step for step, the state and events
// `play` (resolve with a trace) gives, equal as data, and leaves the dice at the same point (die for die); and a
// game's session (Game.session) steps equal to the game's own.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { sessionOf } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { generatorOf } from "../../../src/core/seeded-dice.js";
import {
  all,
  type Choice,
  count,
  constant,
  die,
  type Game,
  type Policies,
  play,
  randomDice,
  repeat,
  reroll,
  resolve,
  scriptedDice,
  seededDice,
  simulateBattle,
  sum,
} from "../../../src/index.js";
import { decide } from "../../../src/core/game/contract.js";
import { ruggedBattle } from "../../rugged/game/scenarios.js";
import { tugsBattle } from "../../tugs/game-battle.js";
import { vividBattle } from "../../vivid/game/scenarios.js";
import { duelBattle } from "./duel.js";

// a toy game whose steps use every kind of node: die, dF, count, sum, map, chain (indexed and not), chainAll,
// all, repeat (fold), reroll with a note, traced with entries after; the step chosen by the state's counter
const ToyState = z.strictObject({ n: z.number(), total: z.number() });
type ToyState = z.infer<typeof ToyState>;
const ToyCommand = z.strictObject({ type: z.literal("roll") });
type ToyCommand = z.infer<typeof ToyCommand>;
type ToyEvent = { type: "rolled"; value: number };

function toyChance(n: number): ReturnType<typeof constant<number>> {
  switch (n % 9) {
    case 0:
      return count(1 + (n % 5), "d10", (f) => f <= 6);
    case 1:
      return sum(2 + (n % 3), "d6");
    case 2:
      return die("dF").map((f) => f * 10);
    case 3:
      return die("d6").chain((f) => count(f, "d6", (g) => g >= 5));
    case 4:
      return sum(1, "d20")
        .chain(
          (a) => (a > 10 ? die("d4") : sum(2, "d8")),
          (a, b) => a + b,
        )
        .traced([], (v) => [{ type: "note", text: `got ${String(v)}` }]);
    case 5:
      return die("d4").chainAll(
        (k) => Array.from({ length: k }, () => die("d6")),
        (_k, faces) => faces.reduce((a, b) => a + b, 0),
      );
    case 6:
      return all([die("d10"), count(3, "d6", (f) => f === 6), sum(1, "d100")]).map(([a, b, c]) => a + b + c);
    case 7:
      return repeat(3, die("d6"), 0, (acc, v) => acc * 7 + v);
    default:
      return reroll(die("d12"), (v) => v >= 4, { note: (v) => [{ type: "note", text: `re-roll ${String(v)}` }] }).map((v) => v - 1);
  }
}

const toyBase: Game<ToyState, ToyCommand, ToyEvent, number> = {
  system: "toy",
  StateSchema: ToyState,
  CommandSchema: ToyCommand,
  setup: () => ({ n: 0, total: 0 }),
  options: (s) => (s.n >= 30 ? [] : [{ command: { type: "roll" }, allowed: true, reasons: [] }]),
  step: (s) => toyChance(s.n).map((value) => ({ state: { n: s.n + 1, total: s.total + value }, events: [{ type: "rolled", value }] })),
  outcome: (s) => (s.n >= 30 ? s.total : undefined),
  describe: (events) => events.map((e) => String(e.value)),
};
const toy: Game<ToyState, ToyCommand, ToyEvent, number> = {
  ...toyBase,
  // a session: each counter's chance built once per session and resolved again (the cache dies with the session)
  session() {
    const built = new Map<number, ReturnType<typeof toyChance>>();
    const chanceAt = (n: number) => {
      let c = built.get(n);
      if (c === undefined) built.set(n, (c = toyChance(n)));
      return c;
    };
    return {
      ...toyBase,
      step: (s: ToyState) => chanceAt(s.n).map((value) => ({ state: { n: s.n + 1, total: s.total + value }, events: [{ type: "rolled" as const, value }] })),
    };
  },
};
const first = <C>(_s: unknown, choices: readonly Choice<C>[]): C => (choices.find((c) => c.allowed) as Choice<C>).command;

interface Spec {
  readonly name: string;
  readonly game: Game<unknown, unknown, unknown, unknown>;
  readonly scenario: unknown;
  readonly policies: Policies<unknown, unknown>;
}
const asSpec = (name: string, b: { game: unknown; scenario: unknown; policies: unknown }): Spec => ({
  name,
  game: b.game as Spec["game"],
  scenario: b.scenario,
  policies: b.policies as Spec["policies"],
});
const specs: readonly Spec[] = [
  asSpec("toy", { game: toy, scenario: {}, policies: first }),
  asSpec("duel", duelBattle()),
  asSpec("rugged small", ruggedBattle("small")),
  asSpec("rugged ten", ruggedBattle("ten")),
  asSpec("vivid small", vividBattle("small")),
  asSpec("vivid skirmish", vividBattle("skirmish")),
  asSpec("tugs patrol", tugsBattle("patrol")),
];

/** Plays a game from its setup, both ways in lockstep: `play` with one seeded dice, `resolveValue` with another. */
function lockstep(spec: Spec, seed: number, maxSteps: number, game: Spec["game"] = spec.game): number {
  const traced = seededDice(seed);
  const fast = seededDice(seed);
  let a = spec.game.setup(spec.scenario);
  let b = a;
  let steps = 0;
  while (spec.game.outcome(a) === undefined && steps < maxSteps) {
    const command = decide("test", spec.game, spec.policies, a);
    const played = play(spec.game, a, command, traced);
    const chance = game.step(b, command);
    const value = resolveValue(chance, fast) as { state: unknown; events: unknown };
    expect(stateKey(value.state)).toBe(stateKey(played.state));
    expect(stateKey(value.events)).toBe(stateKey(played.events));
    // die for die: both dice at the same point of the stream
    expect(fast.save()).toEqual(traced.save());
    a = played.state;
    b = value.state;
    steps++;
  }
  expect(game.outcome(b)).toEqual(spec.game.outcome(a));
  return steps;
}

describe("the trace-free step path (issue 14: simulateBattle's steps without traces)", () => {
  it("only seeded dice expose a generator: scripted and random dice are resolved with resolve itself", () => {
    expect(generatorOf(seededDice(1))).toBeDefined();
    expect(generatorOf(scriptedDice(["d6:3"]))).toBeUndefined();
    expect(generatorOf(randomDice(() => 0.5))).toBeUndefined();
    expect(generatorOf({ roll: () => 1 })).toBeUndefined();
    expect(generatorOf(null)).toBeUndefined();
    expect(resolveValue(sum(2, "d6"), scriptedDice(["d6:3", "d6:4"]))).toBe(7);
  });

  it("equals resolve's value and leaves the dice where resolve does, for every kind of node (fast-check)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 40 }), (seed, n) => {
        const chance = toyChance(n);
        const a = seededDice(seed);
        const b = seededDice(seed);
        // twice: the first run is interpreted, the second compiled
        for (let k = 0; k < 2; k++) {
          expect(resolveValue(chance, b)).toEqual(resolve(chance, a).value);
          expect(b.save()).toEqual(a.save());
        }
      }),
      { numRuns: 200 },
    );
  });

  for (const spec of specs) {
    it(`${spec.name}: every step equal to play's, die for die, on random seeds (fast-check)`, () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          lockstep(spec, seed, spec.name === "vivid skirmish" || spec.name === "rugged ten" ? 40 : 200);
        }),
        { numRuns: spec.name === "toy" || spec.name === "duel" ? 30 : 4 },
      );
    });
  }

  it("a game's session steps equal to the game's own, die for die (fast-check; rugged, vivid and the toy game)", () => {
    for (const spec of specs) {
      const session = sessionOf("test", spec.game);
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          lockstep(spec, seed, 60, session);
        }),
        { numRuns: 3 },
      );
    }
  });

  it("a session is checked like a game: not a function, throwing, or not a game is an INVALID_ARGUMENT naming it", () => {
    const bad = (session: unknown) => ({ ...toy, session }) as unknown as Spec["game"];
    const run = (g: Spec["game"]) => () => simulateBattle(g, {}, first, { runs: 2, seed: 1 });
    expect(run(bad(42))).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT", fn: "simulateBattle", path: "game.session" }));
    expect(
      run(
        bad(() => {
          throw new Error("boom");
        }),
      ),
    ).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT", fn: "simulateBattle", path: "game.session()" }));
    expect(run(bad(() => ({ system: "toy" })))).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT", fn: "simulateBattle" }));
    // a game without a session is played as it is; with one, the same frequencies
    expect(simulateBattle(toy, {}, first, { runs: 50, seed: 3, chunkSize: 7 })).toEqual(
      simulateBattle(toyBase, {}, first, { runs: 50, seed: 3, chunkSize: 7 }),
    );
  });

  it("simulateBattle gives what autoplay-style play with a trace gives, battle for battle (seeded)", () => {
    // one chunk of 5 battles: battle r is played with the chunk's dice after r battles, with traces (play)
    const spec = specs[3] as Spec;
    const result = simulateBattle(spec.game, spec.scenario, spec.policies, {
      runs: 5,
      seed: 77,
      summary: { final: (s) => stateKey(s) },
    });
    const streams = seededDice(77);
    const dice = streams.fork();
    const finals: string[] = [];
    for (let r = 0; r < 5; r++) {
      let s = spec.game.setup(spec.scenario);
      while (spec.game.outcome(s) === undefined) s = play(spec.game, s, decide("test", spec.game, spec.policies, s), dice).state;
      finals.push(stateKey(s));
    }
    const counted = new Map<string, number>();
    for (const f of finals) counted.set(f, (counted.get(f) ?? 0) + 1);
    expect(result.summaries.final.map((o) => [o.value, o.count]).sort()).toEqual([...counted].sort());
  });
});
