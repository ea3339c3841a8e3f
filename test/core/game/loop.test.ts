// The core game loop's per-step work (issues 14 and 15, cloop): what simulateBattle and autoplay ask of a game
// each step, counted on work counters (never timed): the outcome once per state, a command the game's own
// options gave (the same object) not parsed again by the CommandSchema, Game.stepOffered for such a command when
// it is allowed, a constant step's value taken without running a tree; and the results equal, battle for battle,
// to the loop they replace (autoplay with each chunk's dice, play step by step). Properties with fast-check
// (seed printed on failure). The core has no rule ids of its own: these tests cite the issue.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frozenCopy } from "../../../src/core/plain.js";
import {
  autoplay,
  type Choice,
  ChunkStreams,
  CommandRefused,
  checkCommand,
  chunkPlan,
  chunkRuns,
  constant,
  contains,
  die,
  distance,
  type Game,
  type Policy,
  play,
  RulesError,
  seededDice,
  simulateBattle,
  type StandardSchemaV1,
} from "../../../src/index.js";
import { thrown } from "../../throws.js";
import { aimThenStrike, alwaysStrike, type DuelCommand, type DuelEvent, type DuelState, duel, scenarios } from "./duel.js";

type Duel = Game<DuelState, DuelCommand, DuelEvent, string>;

/** Counts of the calls a loop makes into a game. */
interface Counts {
  parses: number;
  outcomes: number;
  steps: number;
  offered: number;
}

/** The duel with counters on its CommandSchema, outcome and steps (and, when asked, a stepOffered of its own). */
function counted(withOffered: boolean): { game: Duel; counts: Counts } {
  const counts: Counts = { parses: 0, outcomes: 0, steps: 0, offered: 0 };
  const inner = duel.CommandSchema["~standard"];
  const CommandSchema: StandardSchemaV1<unknown, DuelCommand> = {
    "~standard": {
      version: 1,
      vendor: "test",
      validate: (value: unknown) => {
        counts.parses++;
        return inner.validate(value);
      },
    },
  };
  const game: Duel = {
    ...duel,
    CommandSchema,
    outcome: (state) => {
      counts.outcomes++;
      return duel.outcome(state);
    },
    step: (state, command) => {
      counts.steps++;
      return duel.step(state, command);
    },
  };
  if (withOffered) {
    return {
      game: {
        ...game,
        stepOffered: (state, command, choice) => {
          counts.offered++;
          expect(choice.allowed).toBe(true);
          expect(choice.command).toBe(command);
          return duel.step(state, command);
        },
      },
      counts,
    };
  }
  return { game, counts };
}

/** A policy that hands back a fresh copy of the command it picks (equal as data, not the options' own object). */
const copying =
  (policy: Policy<DuelState, DuelCommand>): Policy<DuelState, DuelCommand> =>
  (state, choices) => ({ ...policy(state, choices) });

const policies = { ann: alwaysStrike, bob: aimThenStrike };
const copies = { ann: copying(alwaysStrike), bob: copying(aimThenStrike) };

describe("the game loop's work per step (issue 14)", () => {
  it("simulateBattle asks the outcome once per state, and parses no command the game's options gave", () => {
    const { game, counts } = counted(false);
    const runs = 40;
    const result = simulateBattle(game, scenarios.longer, policies, { runs, seed: 5, summary: { steps: (_s, end) => end.steps } });
    const steps = result.summaries.steps.reduce((n, o) => n + o.value * o.count, 0);
    expect(counts.steps).toBe(steps);
    // one outcome per state: the first of each battle, and the one after each step
    expect(counts.outcomes).toBe(steps + runs);
    expect(counts.parses).toBe(0);
  });

  it("a command that is not the options' own object is parsed once a step", () => {
    const { game, counts } = counted(false);
    const result = simulateBattle(game, scenarios.longer, copies, { runs: 30, seed: 5, summary: { steps: (_s, end) => end.steps } });
    const steps = result.summaries.steps.reduce((n, o) => n + o.value * o.count, 0);
    expect(counts.parses).toBe(steps);
    // and the frequencies are those of the options' own commands
    expect(result).toEqual(simulateBattle(duel, scenarios.longer, policies, { runs: 30, seed: 5, summary: { steps: (_s, end) => end.steps } }));
  });

  it("stepOffered plays every allowed command taken from the options, with the results of step", () => {
    const { game, counts } = counted(true);
    const options = { runs: 50, seed: 11, summary: { steps: (_s: DuelState, end: { steps: number }) => end.steps } };
    const result = simulateBattle(game, scenarios.limited, policies, options);
    const steps = result.summaries.steps.reduce((n, o) => n + o.value * o.count, 0);
    expect(counts.offered).toBe(steps);
    expect(counts.steps).toBe(0);
    expect(result).toEqual(simulateBattle(duel, scenarios.limited, policies, options));
    // a copied command is not the options' own: step, parsed, as before
    const again = counted(true);
    simulateBattle(again.game, scenarios.limited, copies, options);
    expect(again.counts.offered).toBe(0);
    expect(again.counts.steps).toBe(again.counts.parses);
  });

  it("a refused choice taken from the options goes to step, which refuses it with its reasons", () => {
    const { game, counts } = counted(true);
    const refusedAim: Policy<DuelState, DuelCommand> = (_state, choices) => {
      const choice = choices.find((c) => !c.allowed);
      if (choice === undefined) throw new Error("no refused choice");
      return choice.command;
    };
    const error = thrown(() => simulateBattle(game, scenarios.quick, refusedAim, { runs: 1, seed: 1 })) as CommandRefused;
    expect(error).toBeInstanceOf(CommandRefused);
    expect(error.reasons.map((r) => r.code)).toEqual(["NOT_YOUR_TURN"]);
    expect(counts.offered).toBe(0);
    expect(counts.steps).toBe(1);
  });

  it("autoplay asks the outcome once per state, parses no command of the options, and plays what play plays", () => {
    const { game, counts } = counted(false);
    const start = duel.setup(scenarios.longer);
    const end = autoplay(game, start, policies, seededDice(2026));
    expect(counts.outcomes).toBe(end.steps.length + 1);
    expect(counts.parses).toBe(0);
    // step by step with play (which parses, and checks the outcome itself), the same states, events and traces
    const dice = seededDice(2026);
    let state = start;
    for (const step of end.steps) {
      const played = play(duel, state, step.command, dice);
      expect(played).toEqual(step);
      state = played.state;
    }
  });

  it("a game whose stepOffered is not a function is refused, naming it", () => {
    const bad = { ...duel, stepOffered: 3 } as unknown as Duel;
    const error = thrown(() => simulateBattle(bad, scenarios.quick, policies, { runs: 1, seed: 1 })) as RulesError;
    expect(error.code).toBe("INVALID_ARGUMENT");
    expect(error.path).toBe("game.stepOffered");
  });

  it("each call of the loop is still named in its error (one try per battle)", () => {
    const boom = (): never => {
      throw new TypeError("boom");
    };
    const cases: [Partial<Duel>, unknown, string][] = [
      [{ outcome: boom }, policies, "game.outcome(state)"],
      [{ player: boom }, policies, "game.player(state)"],
      [{ options: boom }, policies, "game.options(state)"],
      [{}, { ann: boom, bob: boom }, "policies(state, choices)"],
      [{ step: boom }, policies, "game.step(state, command)"],
      [{ step: () => constant(1).map(boom) }, policies, "game.step(state, command)"],
      [{ step: () => 7 as never }, policies, "game.step(state, command)"],
      [{ step: () => constant({ nothing: true }) as never }, policies, "step"],
    ];
    for (const [members, given, path] of cases) {
      const error = thrown(() => simulateBattle({ ...duel, ...members }, scenarios.quick, given as never, { runs: 1, seed: 1 })) as RulesError;
      expect(RulesError.is(error), path).toBe(true);
      expect(error.fn).toBe("simulateBattle");
      expect(error.path).toBe(path);
    }
    // a policy missing for the player to act: policyFor's error, with the player's path
    const missing = thrown(() => simulateBattle(duel, scenarios.quick, { bob: alwaysStrike }, { runs: 1, seed: 1 })) as RulesError;
    expect(missing.path).toBe('policies["ann"]');
  });

  it("a step's resolution running out of stack is TOO_COMPLEX, as resolve names it", () => {
    const exhausted = (): never => {
      throw new RangeError("Maximum call stack size exceeded");
    };
    const tooDeep: Duel = { ...duel, step: (state) => die("d6").map((face) => (face > 0 ? exhausted() : { state, events: [] })) };
    const error = thrown(() => simulateBattle(tooDeep, scenarios.quick, policies, { runs: 1, seed: 1 })) as RulesError;
    expect(error.code).toBe("TOO_COMPLEX");
    expect(error.fn).toBe("resolve");
  });
});

describe("simulateBattle is autoplay with each chunk's dice (issue 14, property)", () => {
  it("for random seeds, runs and chunk sizes, the outcomes and step counts of autoplay, chunk by chunk", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom<keyof typeof scenarios>("quick", "longer", "limited"),
        (seed, runs, chunkSize, which) => {
          const summary = { steps: (_s: DuelState, end: { steps: number }) => end.steps };
          const got = simulateBattle(duel, scenarios[which], policies, { runs, seed, chunkSize, summary });
          const plan = chunkPlan(runs, chunkSize);
          const streams = new ChunkStreams(seed);
          const outcomes = new Map<string, number>();
          const steps = new Map<number, number>();
          const start = duel.setup(scenarios[which]);
          for (let i = 0; i < plan.chunks; i++) {
            const dice = streams.dice(i);
            for (let r = 0; r < chunkRuns(plan, i); r++) {
              const end = autoplay(duel, start, policies, dice);
              if (end.outcome !== undefined) outcomes.set(end.outcome, (outcomes.get(end.outcome) ?? 0) + 1);
              steps.set(end.steps.length, (steps.get(end.steps.length) ?? 0) + 1);
            }
          }
          expect(new Map(got.outcomes.map((o) => [o.value, o.count]))).toEqual(outcomes);
          expect(new Map(got.summaries.steps.map((o) => [o.value, o.count]))).toEqual(steps);
          // the same seed, the same result
          expect(simulateBattle(duel, scenarios[which], policies, { runs, seed, chunkSize, summary })).toEqual(got);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe("frozenCopy, the copy behind constant (issue 14: only what is new is copied)", () => {
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string({ maxLength: 4 })),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom("a", "b", "c", "__proto__", "constructor"), tie("value"), { maxKeys: 4 }),
    ),
  })).value;

  /** Whether a value is frozen all the way down. */
  const deepFrozen = (v: unknown): boolean =>
    v === null || typeof v !== "object" || (Object.isFrozen(v) && Reflect.ownKeys(v).every((k) => deepFrozen((v as Record<PropertyKey, unknown>)[k])));

  it("gives a value equal as data, frozen all the way down, leaving the input as it was", () => {
    fc.assert(
      fc.property(json, (value) => {
        const before = structuredClone(value);
        const copy = frozenCopy("test", "value", value);
        expect(copy).toEqual(value);
        expect(deepFrozen(copy)).toBe(true);
        expect(value).toEqual(before);
        // a copy is kept as it is by the next copy, and so is a value holding it
        expect(frozenCopy("test", "value", copy)).toBe(copy);
        const holder = { copy, more: [copy] };
        const again = frozenCopy("test", "value", holder);
        expect(again.copy).toBe(copy);
        expect(again.more[0]).toBe(copy);
      }),
      { numRuns: 200 },
    );
  });

  it("copies a new part (the caller's) and keeps the parts an earlier copy made, by identity", () => {
    const state = frozenCopy("test", "state", {
      units: [
        { id: "a", hp: 2, gear: ["rifle"] },
        { id: "b", hp: 3, gear: ["club"] },
      ],
      turn: 1,
    });
    const mine = { ...state.units[0]!, hp: 1 };
    const next = { ...state, units: [mine, state.units[1]!], turn: 2 };
    const copy = frozenCopy("test", "state", next);
    expect(copy).not.toBe(next);
    expect(copy.units[0]).not.toBe(mine);
    expect(copy.units[0]!.gear).toBe(state.units[0]!.gear);
    expect(copy.units[1]).toBe(state.units[1]);
    expect(Object.isFrozen(mine)).toBe(false);
  });

  it("walks a part frozen by someone else: kept when frozen all the way down, copied when a child is not", () => {
    const deep = Object.freeze({ a: Object.freeze([1, 2]) });
    expect(frozenCopy("test", "v", { deep }).deep).toBe(deep);
    const child = { hp: 1 };
    const shallow = Object.freeze({ child });
    const copy = frozenCopy("test", "v", shallow);
    expect(copy).not.toBe(shallow);
    expect(Object.isFrozen(copy.child)).toBe(true);
    expect(copy.child).not.toBe(child);
    expect(Object.isFrozen(child)).toBe(false);
  });

  it("refuses cycles and values nested too deep, and names the builder", () => {
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    expect((thrown(() => constant(cycle)) as RulesError).fn).toBe("constant");
    let nested: unknown = 1;
    for (let i = 0; i < 1_100; i++) nested = [nested];
    expect((thrown(() => frozenCopy("test", "v", nested)) as RulesError).code).toBe("INVALID_ARGUMENT");
    const frozenCycle: { self?: unknown } = {};
    frozenCycle.self = frozenCycle;
    Object.freeze(frozenCycle);
    expect((thrown(() => frozenCopy("test", "v", frozenCycle)) as RulesError).code).toBe("INVALID_ARGUMENT");
  });

  it("keeps a '__proto__' key as an own data field, not a prototype", () => {
    const given = JSON.parse('{"__proto__": {"x": 1}, "y": 2}') as Record<string, unknown>;
    const copy = frozenCopy("test", "v", given);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__", "y"]);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(given));
  });
});

describe("checkCommand finds the options' own command by identity (issue 14)", () => {
  it("gives the choice's refusal for the same object and for an equal copy alike", () => {
    const state = duel.setup(scenarios.quick);
    const choices = duel.options(state);
    const refused = choices.find((c) => !c.allowed) as Choice<DuelCommand>;
    for (const command of [refused.command, { ...refused.command }]) {
      const error = thrown(() => {
        checkCommand("test.step", choices, command);
      }) as CommandRefused;
      expect(error.reasons).toEqual(refused.reasons);
    }
    const allowed = choices.find((c) => c.allowed) as Choice<DuelCommand>;
    expect(() => {
      checkCommand("test.step", choices, allowed.command);
    }).not.toThrow();
    // a choice that is not an object before the match is still named
    const bad = [null, ...choices] as unknown as Choice<DuelCommand>[];
    expect(
      (
        thrown(() => {
          checkCommand("test.step", bad, allowed.command);
        }) as RulesError
      ).path,
    ).toBe("choices[0]");
  });
});

describe("the checked table geometry names the path of a bad argument (issue 14: paths built only on an error)", () => {
  it("names the coordinate and the field", () => {
    expect((thrown(() => distance({ x: 0, y: Number.NaN }, { x: 1, y: 1 })) as RulesError).path).toBe("a.y");
    expect((thrown(() => contains({ kind: "circle", x: 0, y: 0, radius: 0 }, { x: 1, y: 1 })) as RulesError).path).toBe("shape.radius");
    expect((thrown(() => contains({ kind: "rect", x: 0, y: 0, width: 2, height: -1 }, { x: 1, y: 1 })) as RulesError).path).toBe("shape.height");
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
  });
});
