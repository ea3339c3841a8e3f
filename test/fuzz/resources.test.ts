// Issue 10, "Work that runs away": every piece of work an input can cause is charged to a budget the caller
// sees (Odds.cost, Frequencies.dice) and sets (OddsOptions.maxStates / maxWork, SimulateOptions.maxDice, MAX_DICE
// at build time). Each case answers or refuses with TOO_COMPLEX, asserted on the work counters, never on time.
import { describe, expect, it, vi } from "vitest";
import * as core from "../../src/index.js";
import {
  all,
  constant,
  count,
  die,
  MAX_DICE,
  ODDS_DEFAULTS,
  odds,
  type RulesError,
  repeat,
  resolve,
  SIMULATE_DEFAULTS,
  seededDice,
  simulate,
  sum,
} from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as tugs from "../../src/tugs/index.js";
import { jan, travis } from "../tugs/fixtures.js";
import { rulesError } from "../throws.js";

const six = (f: number): boolean => f <= 6;

// asserted on work counters, never on time: the generous timeout only keeps a loaded CI machine from failing them
vi.setConfig({ testTimeout: 60_000 });

describe("odds: every pool, sum and product is charged before the work", () => {
  it("count(n, d10) with maxStates 1000 refuses n = 2000, 4000, 10000 from the estimate (n + 1 states), before any weight", () => {
    for (const n of [2000, 4000, 10_000]) {
      const error = rulesError(() => odds(count(n, "d10", six), { maxStates: 1000 }));
      expect(error.code).toBe("TOO_COMPLEX");
      expect(error.value).toEqual({ maxStates: 1000, needed: n + 1 });
    }
  });

  it("count(1000, d10) answers within the default budget; count(10000, d10) is refused from its estimate", () => {
    const exact = odds(count(1000, "d10", six));
    expect(exact.size).toBe(1001);
    expect(exact.cost.states).toBe(1001);
    expect(exact.cost.work).toBeLessThan(ODDS_DEFAULTS.maxWork / 10);
    const error = rulesError(() => odds(count(10_000, "d10", six)));
    expect(error.code).toBe("TOO_COMPLEX");
    expect((error.value as { needed: number }).needed).toBeGreaterThan(ODDS_DEFAULTS.maxWork);
  });

  it("sum(200, d100) answers within the default budget (a running-sum convolution), charged before the work", () => {
    const exact = odds(sum(200, "d100"));
    expect(exact.size).toBe(200 * 99 + 1);
    expect(exact.cost.states).toBe(200 * 99 + 1);
    expect(exact.cost.work).toBeLessThanOrEqual(ODDS_DEFAULTS.maxWork);
    expect(exact.probability(200).toString()).toBe(`1/${(100n ** 200n).toString()}`);
    // a smaller budget refuses it at once, from the estimate
    expect(rulesError(() => odds(sum(200, "d100"), { maxWork: 1_000_000 })).code).toBe("TOO_COMPLEX");
  });

  it("all of 10^5 dice is refused when it is built; all of 10^4 dice is refused from the product's state count", () => {
    const many = Array.from({ length: 100_000 }, () => die("d2"));
    expect(rulesError(() => all(many)).code).toBe("INVALID_ARGUMENT");
    const error = rulesError(() => odds(all(many.slice(0, 10_000))));
    expect(error.code).toBe("TOO_COMPLEX");
    expect((error.value as { maxStates: number }).maxStates).toBe(ODDS_DEFAULTS.maxStates);
    // 10^4 constants: one state a step, the tuples' length charged
    const constants = odds(all(Array.from({ length: 10_000 }, () => constant(1))));
    expect(constants.size).toBe(1);
    expect(constants.cost.work).toBeGreaterThan((10_000 * 10_000) / 2);
  });

  it("repeat(1e4, count(1e4)) and repeat(1e4, repeat(1e4, d2)) are refused when built: MAX_DICE counts the total dice of one resolution", () => {
    const error = rulesError(() => repeat(10_000, count(10_000, "d10", six), 0, (a, b) => a + b));
    expect(error.code).toBe("TOO_COMPLEX");
    expect(error.value).toBe(100_000_000);
    expect(
      rulesError(() =>
        repeat(
          10_000,
          repeat(10_000, die("d2"), 0, (a: number, b) => a + b),
          0,
          (a: number, b) => a + b,
        ),
      ).code,
    ).toBe("TOO_COMPLEX");
    // at the cap itself it builds, and resolve rolls exactly that many dice
    const big = repeat(100, count(10_000, "d10", six), 0, (a: number, b) => a + b);
    expect(resolve(big, seededDice(1)).trace.length).toBe(MAX_DICE);
  });

  it("a fold is charged step by step before each step (the pairs of accumulator and item)", () => {
    const error = rulesError(() =>
      odds(
        repeat(1000, die("d100"), [] as number[], (acc, f) => [...acc, f]),
        { maxWork: 1_000_000 },
      ),
    );
    expect(error.code).toBe("TOO_COMPLEX");
    expect((error.value as { needed: number }).needed).toBeLessThan(3_000_000);
  });
});

describe("merges of large values are charged from an estimate, before the step's rule functions run", () => {
  // a key of a string value is the string itself: "x" * 1000 then the face, so 1001 to 1003 characters, 4 work each
  const big = "x".repeat(1000);
  const keyChars = 9 * 1001 + 90 * 1002 + 1 * 1003; // faces 1-9, 10-99, 100
  const exactWork = 100 + 100 * 8 + 4 * keyChars; // the map's 100 weights, then 100 merges of 8 plus their keys

  it("a map whose function builds 1 KB values is refused at its first merge when the estimate passes maxWork", () => {
    let calls = 0;
    const chance = die("d100").map((v) => {
      calls++;
      return big + String(v);
    });
    const error = rulesError(() => odds(chance, { maxWork: 100_000 }));
    expect(error.code).toBe("TOO_COMPLEX");
    // the first merge charges its key for all 100 merges of the step: refused before the second value is built
    expect(calls).toBe(1);
    expect(error.value).toEqual({ maxWork: 100_000, needed: 100 + 100 * (8 + 4 * 1001) });
  });

  it("an answer's cost is the work done, the estimate given back (no call that fits is refused for its estimate)", () => {
    const exact = odds(die("d100").map((v) => big + String(v)));
    expect(exact.size).toBe(100);
    expect(exact.cost.work).toBe(exactWork);
    expect(
      odds(
        die("d100").map((v) => big + String(v)),
        { maxWork: exactWork + 400 },
      ).size,
    ).toBe(100);
  });
});

describe("a chain's continuations are charged from an estimate after the first", () => {
  // each continuation is a fresh chance built by the rule function (a new sum of 40 d6, enumerated again)
  const continuation = (v: number) => sum(40, "d6").map((t) => t + v);
  const one = odds(continuation(1)).cost.work;

  it("a chain of 10 continuations with maxWork for 5 of them is refused after the first, from its estimate", () => {
    let calls = 0;
    const chance = die("d10").chain((v) => {
      calls++;
      return continuation(v);
    });
    const error = rulesError(() => odds(chance, { maxWork: 5 * one }));
    expect(error.code).toBe("TOO_COMPLEX");
    expect(calls).toBe(1);
    expect((error.value as { needed: number }).needed).toBeGreaterThanOrEqual(10 * one);
  });

  it("an answer's cost does not depend on the budget (the estimate's unused part is given back)", () => {
    const chance = die("d10").chain(continuation);
    const roomy = odds(chance);
    expect(roomy.size).toBe(40 * 5 + 10);
    expect(odds(chance, { maxWork: roomy.cost.work }).cost).toEqual(roomy.cost);
  });
});

describe("deep structures give a RulesError, never a RangeError", () => {
  const deepMap = (n: number) => {
    let c = die("d6");
    for (let i = 0; i < n; i++) c = c.map((x) => x);
    return c;
  };
  const deepChain = (n: number) => {
    let c = die("d6");
    for (let i = 0; i < n; i++) c = c.chain((x) => constant(x));
    return c;
  };
  it("10^5 maps and 10^4 chains: odds, resolve and simulate throw TOO_COMPLEX", () => {
    for (const chance of [deepMap(100_000), deepChain(10_000)]) {
      expect(rulesError(() => odds(chance)).code).toBe("TOO_COMPLEX");
      expect(rulesError(() => resolve(chance, seededDice(1))).code).toBe("TOO_COMPLEX");
      expect(rulesError(() => simulate(chance, { runs: 10, seed: 1 })).code).toBe("TOO_COMPLEX");
    }
  });

  it("values nested 5,000 deep or cyclic are refused by constant, and by odds' merge keys", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5_000; i++) deep = [deep];
    expect(rulesError(() => constant(deep)).code).toBe("INVALID_ARGUMENT");
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    expect(rulesError(() => constant(cyclic)).code).toBe("INVALID_ARGUMENT");
    expect(rulesError(() => odds(die("d2").map(() => deep))).name).toBe("RulesError");
    expect(rulesError(() => odds(die("d2").map(() => cyclic))).name).toBe("RulesError");
  });
});

describe("simulate is charged its dice before it runs", () => {
  it("runs times the dice of one resolution, refused past maxDice", () => {
    const f = simulate(count(10, "d10", six), { runs: 1000, seed: 1 });
    expect(f.dice).toBe(10_000);
    const error = rulesError(() => simulate(count(10_000, "d10", six), { runs: 100_000, seed: 1 }));
    expect(error.code).toBe("TOO_COMPLEX");
    expect(error.value).toEqual({ maxDice: SIMULATE_DEFAULTS.maxDice, needed: 1_000_000_000 });
    expect(simulate(count(10_000, "d10", six), { runs: 10, seed: 1, maxDice: 100_000 }).dice).toBe(100_000);
  });
});

describe("the systems' runaway cases, through the public API", () => {
  const rifle = rugged.RUGGED_WEAPONS.boltRifle;
  const unit = (id: string, n: number): rugged.Unit => ({
    id,
    kind: "combatant",
    leaderId: `${id}1`,
    members: Array.from({ length: n }, (_, i) => ({ id: `${id}${String(i + 1)}`, name: "x", class: "Combatant" as const, luck: 5, weapons: [rifle] })),
  });

  /** Answers within the default budget (its cost shows it), or refuses with TOO_COMPLEX at the limit: never runs away. */
  function answersOrRefuses(call: () => { readonly cost: core.OddsCost }): void {
    let answer: { readonly cost: core.OddsCost } | undefined;
    let error: unknown;
    try {
      answer = call();
    } catch (caught) {
      error = caught;
    }
    if (answer !== undefined) {
      expect(answer.cost.states).toBeLessThanOrEqual(ODDS_DEFAULTS.maxStates);
      expect(answer.cost.work).toBeLessThanOrEqual(ODDS_DEFAULTS.maxWork);
      return;
    }
    expect(core.RulesError.is(error)).toBe(true);
    expect((error as RulesError).code).toBe("TOO_COMPLEX");
    const spent = (error as RulesError).value as { needed: number; maxStates?: number; maxWork?: number };
    // refused past its limit: at the limit, or earlier from an estimate of what the rest needs (a chain's
    // continuations charged after the first), in which case `needed` is the estimate
    expect(spent.needed).toBeGreaterThan(spent.maxStates ?? spent.maxWork ?? 0);
  }

  it("RUG-SHOOT-6: odds of shootingVolleyWithWounds (10 rifles into 10) answer or refuse within the budget", () => {
    const chance = rugged.shootingVolleyWithWounds({
      shooters: unit("r", 10),
      target: unit("d", 10),
      context: { distance: 30, shooterMode: "stationary", cover: "soft" },
    });
    answersOrRefuses(() => odds(chance));
  });

  it("RUG-SHOOT-6 RUG-SHOOT-7: the full value of 10 (or 6) rifles into 10 is refused from its estimate of states, before the work (issue 10)", () => {
    const six = rugged.shootingVolleyWithWounds({
      shooters: unit("r", 6),
      target: unit("d", 10),
      context: { distance: 30, shooterMode: "stationary", cover: "soft" },
    });
    expect((rulesError(() => odds(six, { maxWork: 50_000 })).value as { maxStates?: number }).maxStates).toBe(ODDS_DEFAULTS.maxStates);
    const chance = rugged.shootingVolleyWithWounds({
      shooters: unit("r", 10),
      target: unit("d", 10),
      context: { distance: 30, shooterMode: "stationary", cover: "soft" },
    });
    // refused on maxStates even with a work limit that a single product of the enumeration would pass: the
    // refusal comes from the declared lower bound of outcomes, before any of the products are built
    const error = rulesError(() => odds(chance, { maxWork: 50_000 }));
    expect(error.code).toBe("TOO_COMPLEX");
    const value = error.value as { maxStates?: number; needed: number };
    expect(value.maxStates).toBe(ODDS_DEFAULTS.maxStates);
    expect(value.needed).toBeGreaterThan(10 * ODDS_DEFAULTS.maxStates);
    // with the limit raised past the estimate it goes on to the work (refused there by the small work limit)
    const later = rulesError(() => odds(chance, { maxWork: 50_000, maxStates: Number.MAX_SAFE_INTEGER }));
    expect((later.value as { maxWork?: number }).maxWork).toBe(50_000);
  });

  it("TUGS-EX-1: odds of combatRound(jan, travis) answer or refuse within the budget", () => {
    answersOrRefuses(() => odds(tugs.combatRound(jan, travis)));
  });
});
