// A duel to the end (issues 13 and 15): duel({ a, b, context, maxRounds }) resolved is the loop of playRound an app
// writes (the same dice, the same trace, round after round); simulated, its own sampler (no trace, no sealing but the
// last states) must roll the same dice in the same order and give the same values, die for die, on random seeds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, type Seed, seededDice, simulate } from "../../src/index.js";
import { keyOf } from "../../src/core/value-key.js";
import {
  type Character,
  type CharacterInput,
  CharacterSchema,
  condition,
  type DuelResult,
  duel,
  MAX_DUEL_ROUNDS,
  parseCharacter,
  playRound,
  type RoundContextInput,
} from "../../src/tugs/index.js";
import { deepFreeze } from "../helpers.js";
import { jan, travis } from "./fixtures.js";

/** The loop of playRound until one is out of action (or the last round): the ends and the whole trace. */
function loop(a0: CharacterInput, b0: CharacterInput, ctx: RoundContextInput, seed: Seed, maxRounds: number) {
  const dice = seededDice(seed);
  let a: Character = parseCharacter(a0);
  let b: Character = parseCharacter(b0);
  const trace: unknown[] = [];
  if (condition(a).outOfAction || condition(b).outOfAction) return { a, b, rounds: 0, trace };
  for (let round = 1; ; round++) {
    const r = playRound(a, b, ctx, dice);
    a = r.a;
    b = r.b;
    trace.push(...r.trace);
    if (round >= maxRounds || condition(a).outOfAction || condition(b).outOfAction) return { a, b, rounds: round, trace };
  }
}

const same = (r: DuelResult, l: { a: Character; b: Character; rounds: number }) => keyOf([r.a, r.b, r.rounds]) === keyOf([l.a, l.b, l.rounds]);

const contexts: RoundContextInput[] = [
  {},
  { a: { surprised: true } },
  { b: { hth: { aimedLocation: "head" } } },
  { a: { hth: { aimedLocation: "body" } }, b: { unprepared: true } },
  { b: { attack: false } },
  { a: { ranged: { location: "leftLeg" } } },
];
// two more fighters, so that the property does not only see the worked example's pair
const brute: CharacterInput = { ...travis, name: "Brute", skills: { Blades: 16 }, maxHp: 6, armour: { head: { value: 3, kind: "rigid" } } };
const pairs: [CharacterInput, CharacterInput][] = [
  [jan, travis],
  [travis, jan],
  [jan, brute],
];

describe("TUGS-HTH-1: a duel to the end", () => {
  it("TUGS-INIT-1 TUGS-HTH-1 TUGS-EFF-1 TUGS-INJ-2 TUGS-AMB-26: resolved, it is the playRound loop (the same ends, the same trace); simulated, the same duel die for die", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...contexts), fc.constantFrom(...pairs), fc.constantFrom(1, 3, 200), (seed, ctx, [a, b], maxRounds) => {
        const d = duel({ a, b, context: ctx, maxRounds });
        const played = loop(a, b, ctx, seed, maxRounds);
        const resolved = resolve(d, seededDice(seed));
        expect(same(resolved.value, played)).toBe(true);
        expect(keyOf(resolved.trace)).toBe(keyOf(played.trace));
        // the sampler: one run from the seed is the resolved duel
        const sampled = simulate(d, { runs: 1, seed }).outcomes[0]?.value;
        expect(sampled !== undefined && same(sampled, played)).toBe(true);
        expect(sampled?.winner).toBe(resolved.value.winner);
      }),
      { numRuns: 60, seed: 1301 },
    );
  }, 120_000);

  it("TUGS-HTH-1 TUGS-INJ-2: simulate's runs are the duels resolved one after another with the same seeded dice (the fast path never strays from the stream)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...contexts), (seed, ctx) => {
        const d = duel({ a: jan, b: travis, context: ctx });
        const dice = seededDice(seed);
        const tally = new Map<string, number>();
        for (let i = 0; i < 25; i++) {
          const k = String(keyOf(resolve(d, dice).value));
          tally.set(k, (tally.get(k) ?? 0) + 1);
        }
        const f = simulate(d, { runs: 25, seed });
        expect(new Map(f.outcomes.map((o) => [String(keyOf(o.value)), o.count]))).toEqual(tally);
      }),
      { numRuns: 8, seed: 1302 },
    );
  }, 120_000);

  it("TUGS-INJ-2 TUGS-EFF-1: the winner is the one still in action; results are checked characters, frozen; inputs are never changed; the same seed gives the same duel", () => {
    const a = deepFreeze(structuredClone(jan));
    const b = deepFreeze(structuredClone(travis));
    const d = duel({ a, b });
    for (let seed = 0; seed < 30; seed++) {
      const r = resolve(d, seededDice(seed)).value;
      expect(r).toEqual(resolve(duel({ a, b }), seededDice(seed)).value);
      const aOut = condition(r.a).outOfAction;
      const bOut = condition(r.b).outOfAction;
      expect(aOut || bOut || r.rounds === 200).toBe(true);
      expect(r.winner).toBe(aOut === bOut ? "neither" : aOut ? "b" : "a");
      expect(Object.isFrozen(r) && Object.isFrozen(r.a) && Object.isFrozen(r.b.status)).toBe(true);
      expect(CharacterSchema.safeParse(r.a).success && CharacterSchema.safeParse(r.b).success).toBe(true);
    }
    expect(a).toEqual(jan);
    expect(b).toEqual(travis);
    // simulated, the frequencies are those of the resolved duels (checked run for run above); a share of wins for each
    const wins = simulate(
      d.map((r) => r.winner),
      { runs: 2_000, seed: 3 },
    );
    expect(wins.count("a") + wins.count("b") + wins.count("neither")).toBe(2_000);
    expect(wins.frequency("a")).toBeGreaterThan(0.2);
    expect(wins.frequency("b")).toBeGreaterThan(0.4);
  }, 60_000);

  it("TUGS-INJ-2 TUGS-AMB-29: a duel with a combatant already out of action is over before it starts (no round, no die)", () => {
    const dead: CharacterInput = { ...travis, status: { dead: true } };
    const r = resolve(duel({ a: jan, b: dead }), seededDice(1));
    expect(r.value.rounds).toBe(0);
    expect(r.value.winner).toBe("a");
    expect(r.trace).toEqual([]);
    expect(
      simulate(
        duel({ a: dead, b: jan }).map((x) => x.winner),
        { runs: 10, seed: 1 },
      ).frequency("b"),
    ).toBe(1);
  });

  it("TUGS-HTH-1: maxRounds bounds the duel; undecided then, no winner", () => {
    // nobody attacks: the duel runs to its last round
    const r = resolve(duel({ a: jan, b: travis, context: { a: { attack: false }, b: { attack: false } }, maxRounds: 7 }), seededDice(5)).value;
    expect(r.rounds).toBe(7);
    expect(r.winner).toBe("neither");
    expect(MAX_DUEL_ROUNDS).toBe(1000);
  });

  it("TUGS-HTH-1: bad input is a RulesError naming the function, the path and the value; exact odds are refused at once", () => {
    const refused = (f: () => unknown, code: string, path: string) => {
      try {
        f();
        expect.unreachable();
      } catch (e) {
        expect(RulesError.is(e)).toBe(true);
        if (!RulesError.is(e)) return;
        expect(e.code).toBe(code);
        expect(e.fn).toBe(code === "TOO_COMPLEX" ? "odds" : "tugs.duel");
        expect(e.path).toContain(path);
      }
    };
    refused(() => duel({ a: jan, b: { ...travis, maxHp: "many" as never } }), "INVALID_INPUT", "input.b");
    refused(() => duel({ a: jan, b: travis, maxRounds: 0 }), "INVALID_INPUT", "input.maxRounds");
    refused(() => duel({ a: jan, b: travis, maxRounds: MAX_DUEL_ROUNDS + 1 }), "INVALID_INPUT", "input.maxRounds");
    refused(() => duel({ a: jan, b: travis, context: { c: {} } as never }), "INVALID_INPUT", "input.context");
    refused(() => duel({ a: jan, b: travis, extra: 1 } as never), "INVALID_INPUT", "input");
    refused(() => duel(null as never), "INVALID_INPUT", "input");
    refused(() => odds(duel({ a: jan, b: travis })), "TOO_COMPLEX", "chance");
  });
});
