// duelOdds' two arithmetics (issue 15, duel-odds-arith.ts): a round composed in lower bounds in doubles (LOW, the
// certified bounds to the end) against the same round composed in exact bigints (EXACT, the exact odds), state by
// state over the first rounds of several duels: the same next states and outcomes (the same ids, met in the same
// order), each lower bound at or below the exact probability and within a relative 1e-12 of it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseOrThrow } from "../../src/core/validate.js";
import { HthContextSchema } from "../../src/tugs/context.js";
import { EXACT, LOW, lcm, lowAdd, lowMul, lowProbability } from "../../src/tugs/duel-odds-arith.js";
import { type DuelSetting, DuelRounds, fighterA, fighterB, pairOf } from "../../src/tugs/duel-odds-round.js";
import { tugsGame } from "../../src/tugs/index.js";
import { jan, travis } from "./fixtures.js";
import { knife, knifePair } from "./knife-fighters.js";

const EMPTY_HTH = parseOrThrow("test", HthContextSchema, {}, "hth");

/** The duel's fixed data, as duelOdds sets it up (duel-odds.ts duelOddsWith). */
function settingOf(scenario: unknown): DuelSetting {
  const state = tugsGame.setup(scenario);
  const [a, b] = state.combatants as [(typeof state.combatants)[number], (typeof state.combatants)[number]];
  const limit = state.settings.parriesPerRound;
  return { a, b, options: state.settings.options, parries: limit === null || limit >= 1, winnerOnly: state.settings.outcome === "winner" };
}

/** A double as the exact dyadic rational it is: [numerator, denominator]. */
function dyadic(x: number): [bigint, bigint] {
  let d = 1n;
  let v = x;
  while (!Number.isInteger(v)) {
    v *= 2;
    d *= 2n;
  }
  return [BigInt(v), d];
}

/** Each code's probability summed: exact (numerator over the round's denominator) and as the lower bound. */
function summed<N>(items: readonly { v: number; n: N }[], add: (a: N, b: N) => N): Map<number, N> {
  const m = new Map<number, N>();
  for (const { v, n } of items) {
    const was = m.get(v);
    m.set(v, was === undefined ? n : add(was, n));
  }
  return m;
}

/** The first `rounds` rounds of a duel, state by state, in both arithmetics: compared code by code. Returns the states compared. */
function compareRounds(scenario: unknown, rounds: number): number {
  const setting = settingOf(scenario);
  const exact = new DuelRounds(setting, EMPTY_HTH, EXACT);
  const low = new DuelRounds(setting, EMPTY_HTH, LOW);
  const start = exact.start(setting.a.character, setting.b.character);
  expect(low.start(setting.a.character, setting.b.character)).toBe(start);
  let layer = [start];
  const seen = new Set(layer);
  let compared = 0;
  for (let r = 0; r < rounds && layer.length > 0; r++) {
    const next: number[] = [];
    for (const st of layer) {
      if (exact.decided(st)) continue;
      const e = exact.round(st, false);
      const l = low.round(st, false);
      expect(l.d).toBe(1);
      const es = summed(e.items, (x, y) => x + y);
      const ls = summed(l.items, lowAdd);
      expect([...ls.keys()].sort((x, y) => x - y)).toEqual([...es.keys()].filter((k) => (es.get(k) as bigint) > 0n).sort((x, y) => x - y));
      for (const [code, n] of es) {
        const bound = ls.get(code) ?? 0;
        // certified: the bound at or below n / d, exactly
        const [bn, bd] = dyadic(bound);
        expect(bn * e.d <= n * bd, `code ${String(code)}`).toBe(true);
        // and tight: within a relative 1e-12
        const p = Number(n) / Number(e.d);
        expect(p - bound).toBeLessThanOrEqual(p * 1e-12);
        if (code >= 0 && !seen.has(code)) {
          seen.add(code);
          next.push(code);
        }
      }
      compared++;
    }
    layer = next;
  }
  return compared;
}

describe("duelOdds' rounds in lower bounds against the exact rounds (issue 15)", () => {
  it("TUGS-LIB-1 TUGS-AMB-26: knife fighters of 3 hit points, one first and tied: every round of the first four, code for code", () => {
    expect(compareRounds(knifePair(3, false, { outcome: "fight" }), 4)).toBeGreaterThan(10);
    expect(compareRounds(knifePair(3, true, { outcome: "winner" }), 4)).toBeGreaterThan(10);
  });

  it("TUGS-LIB-1 TUGS-GM-8: Jan against Travis, the first round's state and the states of the second round (some 600), code for code", {
    timeout: 120_000,
  }, () => {
    const scenario = {
      combatants: [
        { character: jan, side: "thief" },
        { character: travis, side: "watch" },
      ],
      outcome: "fight",
    };
    expect(compareRounds(scenario, 2)).toBeGreaterThan(500);
  });

  it("TUGS-LIB-1: property: random small fighters (knives or clubs, helmets), the first three rounds, code for code", { timeout: 120_000 }, () => {
    const club = { name: "club", skill: "Clubs", type: "contending" as const, initiative: 1, parry: -5 };
    const small = (id: string) =>
      fc.record({
        id: fc.constant(id),
        name: fc.constant(id.toUpperCase()),
        attributes: fc.record({ sta: fc.integer({ min: 7, max: 12 }), str: fc.integer({ min: 7, max: 12 }), dex: fc.integer({ min: 7, max: 12 }) }),
        initiative: fc.integer({ min: 6, max: 12 }),
        skills: fc.record({ Blades: fc.integer({ min: 8, max: 14 }), Clubs: fc.integer({ min: 8, max: 14 }) }),
        maxHp: fc.integer({ min: 2, max: 4 }),
        weapons: fc.constantFrom([knife], [club]),
        armour: fc.constantFrom({}, { head: { value: 2, kind: "rigid" as const } }),
      });
    fc.assert(
      fc.property(small("ann"), small("bob"), (a, b) => {
        compareRounds(
          {
            combatants: [
              { character: a, side: "a" },
              { character: b, side: "b" },
            ],
            outcome: "fight",
          },
          3,
        );
      }),
      { numRuns: 12, seed: 28 },
    );
  });

  it("a pair's code: both codes back, one code a pair, in the small range (below 2^30) and past it", () => {
    const code = fc.integer({ min: 0, max: 2 ** 25 - 1 });
    const small = fc.integer({ min: 0, max: 2 ** 15 - 1 });
    fc.assert(
      fc.property(fc.oneof(code, small), fc.oneof(code, small), fc.oneof(code, small), fc.oneof(code, small), (a, b, c, d) => {
        const p = pairOf(a, b);
        expect([fighterA(p), fighterB(p)]).toEqual([a, b]);
        expect(Number.isSafeInteger(p)).toBe(true);
        if (a < 2 ** 15 && b < 2 ** 15) expect(p).toBeLessThan(2 ** 30);
        expect(pairOf(c, d) === p).toBe(a === c && b === d);
      }),
      { numRuns: 2000, seed: 28 },
    );
  });

  it("the lower-bound operations: at or below the exact results", () => {
    expect(lowMul(0.5, 0.5)).toBeLessThanOrEqual(0.25);
    expect(lowAdd(0, 0.3)).toBe(0.3);
    const [n, d] = dyadic(lowProbability(1n, 3n));
    expect(n * 3n <= d).toBe(true);
    expect(lcm(6n, 20n)).toBe(60n);
    expect(EXACT.dist({ d: 2n, items: [] }).d).toBe(2n);
  });
});
