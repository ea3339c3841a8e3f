// Bad input gets a clear error: every public core function, given arbitrary values, either works or throws a
// RulesError (never a TypeError, never a hang).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as core from "../../src/index.js";

const anything = fc.oneof(
  fc.anything(),
  fc.constantFrom<unknown>("d6", "d10", "dF", 3, -1, 0.5, Number.NaN, null, undefined, [], ["d6:1"], () => 1, core.die("d6")),
);

function worksOrRulesError(fn: () => unknown): void {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof core.RulesError)) throw error;
    expect(error.message).toMatch(/\[[A-Z_]+\]$/);
  }
}

const calls: Record<string, (a: unknown, b: unknown, c: unknown) => unknown> = {
  die: (a, b) => core.die(a as never, b as never),
  constant: (a) => core.constant(a),
  count: (a, b, c) => core.count(a as never, b as never, c as never),
  sum: (a, b, c) => core.sum(a as never, b as never, c as never),
  all: (a) => core.all(a as never),
  repeat: (a, b, c) => core.repeat(a as never, b as never, 0, c as never),
  map: (a) => core.die("d6").map(a as never),
  chain: (a) => core.resolve(core.die("d6").chain(a as never), core.seededDice(1)),
  traced: (a, b) => core.die("d6").traced(a as never, b as never),
  odds: (a, b) => core.odds(a as never, b as never),
  resolve: (a, b) => core.resolve(a as never, b as never),
  simulate: (a, b) => core.simulate(a as never, b as never),
  seededDice: (a) => core.seededDice(a as never),
  restoreDice: (a) => core.restoreDice(a),
  scriptedDice: (a) => core.scriptedDice(a as never),
  scriptedRoll: (a, b) => core.scriptedDice(["d6:1"]).roll(a as never, b as never),
  seededRoll: (a) => core.seededDice(1).roll(a as never),
  randomDice: (a) => core.randomDice(a as never).roll("d6"),
  scriptOf: (a, b) => core.scriptOf(a as never, b as never),
  facesOf: (a) => core.facesOf(a as never),
  fraction: (a, b) => core.Fraction.of(a as never, b as never),
  validate: (a, b) => core.validate(a as never, b),
  table: (a) => core.odds(core.die("d6")).table(a as never),
  probability: (a) => core.odds(core.die("d6")).probability(a as never),
  oddsOptions: (a) => core.odds(core.die("d6"), a as never),
  simulateOptions: (a) => core.simulate(core.die("d6"), a as never),
  countOptions: (a) =>
    core.resolve(
      core.count(2, "d6", () => true, a as never),
      core.seededDice(1),
    ),
  dieLabel: (a) => core.resolve(core.die("d6", a as never), core.seededDice(1)),
  mean: (a) => core.odds(core.die("d6")).mean(a as never),
  oddsMap: (a) => core.odds(core.die("d6")).map(a as never),
  parseOrThrow: (a, b, c) => core.parseOrThrow(a as never, b as never, c),
  frequencies: (a, b) => {
    const f = core.simulate(core.die("d6"), { runs: 10, seed: 1 });
    f.mean(a as never);
    f.count(b as never);
    return f.frequency(a as never);
  },
  explain: (a) => core.explain(Array.isArray(a) ? [] : []),
};

describe("core misuse", () => {
  for (const [name, call] of Object.entries(calls)) {
    it(`should answer arbitrary input to ${name} with a value or a RulesError`, () => {
      fc.assert(
        fc.property(anything, anything, anything, (a, b, c) => {
          worksOrRulesError(() => call(a, b, c));
        }),
        { numRuns: 150 },
      );
    });
  }
});
