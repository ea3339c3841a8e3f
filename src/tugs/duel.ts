// A duel to the end (issues 13 and 15): rounds of combatRound between two combatants until one of them (or both) is out
// of action. Resolved, it plays the rounds exactly as a loop of playRound would (the same dice, the same trace, round
// after round). Simulated, it draws with its own sampler: each round is the played round's rules run at once on a
// direct roller (roller.ts), without a chance, a trace or a round's result built; it rolls the same dice in the same
// order, so a seed gives the same duel either way (test/tugs/duel.test.ts and duel-sampler.test.ts check it die for die).
import * as z from "zod/mini";
import { type Chance, withExactOdds, withSampler, withSimulateKey } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { strictObject } from "../core/schema-kit.js";
import type { IntSource } from "../core/uniform.js";
import { parseOrThrow } from "../core/validate.js";
import { type KeyCache, keyOf } from "../core/value-key.js";
import { outOfActionOf } from "./impairment.js";
import { just } from "./just.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import { rollerOn } from "./roller.js";
import { playedRound, type RoundContext, type RoundContextInput, RoundContextSchema, rolledPair } from "./round.js";
import { type Character, type CharacterInput, characterOf, seal } from "./schemas.js";

/**
 * The most rounds a duel may last, and the default of `maxRounds`: a duel still undecided then ends undecided
 * (`winner: "neither"`). Far above a fight of the text (Jan against Travis lasts about 6 rounds).
 *
 * @example
 * ```ts
 * duel({ a: jan, b: travis, maxRounds: MAX_DUEL_ROUNDS });
 * ```
 */
export const MAX_DUEL_ROUNDS = 1000;

/** The default number of rounds before a duel ends undecided. */
const DEFAULT_ROUNDS = 200;

const DuelInputSchema = strictObject({
  /** The first combatant (rolls initiative first, as combatRound's `a`). */
  a: z.unknown(),
  /** The second combatant. */
  b: z.unknown(),
  /** The GM's view of every round (the same each round). */
  context: z.optional(z.nullable(RoundContextSchema)),
  /** The most rounds (default 200): still undecided then, the duel ends undecided. */
  maxRounds: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(MAX_DUEL_ROUNDS)))),
});

/**
 * The input of {@link duel}: the two combatants, the GM's view of every round, and the most rounds.
 *
 * @example
 * ```ts
 * const input: DuelInput = { a: jan, b: travis, context: { b: { hth: { aimedLocation: "head" } } }, maxRounds: 50 };
 * ```
 */
export interface DuelInput {
  /** The first combatant (rolls initiative first, as combatRound's `a`). */
  readonly a: CharacterInput;
  /** The second combatant. */
  readonly b: CharacterInput;
  /** The GM's view of every round (the same each round; default: none). */
  readonly context?: RoundContextInput | null | undefined;
  /** The most rounds, 1 to {@link MAX_DUEL_ROUNDS} (default 200): still undecided then, the duel ends undecided. */
  readonly maxRounds?: number | null | undefined;
}

/**
 * How a duel ended: both combatants after the last round, the rounds played, and who is left standing.
 *
 * @example
 * ```ts
 * const end: DuelResult = resolve(duel({ a: jan, b: travis }), seededDice(1)).value;
 * end.winner; // "a", "b" or "neither"
 * ```
 */
export interface DuelResult {
  /** The first combatant after the last round (sealed: checked, frozen). */
  readonly a: Character;
  /** The second combatant after the last round. */
  readonly b: Character;
  /** The rounds played (0 when one of them was out of action already). */
  readonly rounds: number;
  /** Who is still in action while the other is not; "neither": both are out, or both still fight after `maxRounds`. */
  readonly winner: "a" | "b" | "neither";
}

const outOf = (c: Character): boolean => outOfActionOf(c);
const winnerOf = (aOut: boolean, bOut: boolean): DuelResult["winner"] => (aOut === bOut ? "neither" : aOut ? "b" : "a");
/** How a duel ended, from the two combatants after its last round (sealed here). */
const end = (x: Character, y: Character, rounds: number): DuelResult => Object.freeze({ a: seal(x), b: seal(y), rounds, winner: winnerOf(outOf(x), outOf(y)) });

/**
 * A duel to the end (TUGS-HTH-1, TUGS-INIT-1, TUGS-EFF-1): rounds of {@link combatRound} between `a` and `b`, each
 * from the states the last one left, until one of them or both are out of action (unconscious or dead, TUGS-INJ-2),
 * or `maxRounds` have been played. Resolved, it is the loop of {@link playRound} an app would write (the same dice,
 * the same trace); simulated, it rolls each round's rules directly on the generator, without a chance or a trace,
 * with the same dice in the same order (10,000 duels and more a second). Its exact odds are refused (a duel can last for ever: `tugsGame` and
 * `battleOdds` merge its states).
 *
 * @param input - `{ a, b, context?, maxRounds? }`
 * @param options - the tugs options
 * @returns a chance of how the duel ended
 * @example
 * ```ts
 * const d = duel({ a: jan, b: travis });
 * resolve(d, seededDice(7)).value.winner; // "a", "b" or "neither"
 * simulate(d.map((r) => r.winner), { runs: 10_000, seed: 1 }).frequency("a"); // Jan's share of the wins
 * ```
 */
export function duel(input: DuelInput, options?: TugsOptionsInput | null): Chance<DuelResult> {
  const fn = "tugs.duel";
  const i = parseOrThrow(fn, DuelInputSchema, input, "input");
  const a = characterOf(i.a, fn, "input.a");
  const b = characterOf(i.b, fn, "input.b");
  const context = parseOrThrow(fn, RoundContextSchema, i.context ?? {}, "input.context");
  return duelOf(a, b, context, optionsOf(options, fn), i.maxRounds ?? DEFAULT_ROUNDS);
}

/** duel for checked data. @internal */
export function duelOf(a: Character, b: Character, context: RoundContext, opts: TugsOptions, maxRounds: number): Chance<DuelResult> {
  const played = playedDuel(a, b, context, opts, maxRounds);
  const exact = withExactOdds(played, () => {
    throw new RulesError({
      code: "TOO_COMPLEX",
      fn: "odds",
      path: "chance",
      value: { maxRounds },
      message: "the exact odds of a duel to the end are not enumerated (a duel can last for ever): use tugsGame's battleOdds, or the odds of one combatRound",
    });
  });
  const sampled = withSampler(exact, () => duelSampler(a, b, context, opts, maxRounds));
  // simulate tallies the results under their merge key, the texts of the characters' shared frozen parts (attributes,
  // skills, weapons, armour) written once per chance instead of once per run
  const texts: KeyCache = new WeakMap();
  return withSimulateKey(sampled, (r) => String(keyOf(r, "simulate", texts)));
}

/** The duel as it is resolved: the played round (round.ts), again and again, each from the last one's states. */
function playedDuel(a: Character, b: Character, context: RoundContext, opts: TugsOptions, maxRounds: number): Chance<DuelResult> {
  const from = (x: Character, y: Character, round: number): Chance<DuelResult> =>
    playedRound(x, y, context, opts).chain((r) => (round >= maxRounds || outOf(r.a) || outOf(r.b) ? just(end(r.a, r.b, round)) : from(r.a, r.b, round + 1)));
  return outOf(a) || outOf(b) ? just(end(a, b, 0)) : from(a, b, 1);
}

/**
 * The duel's sampler: the rounds as the played duel rolls them, each rolled at once on a direct roller (roller.ts:
 * the played round's own rules, run by the same lines, drawing each die from the generator as the chance's sampler
 * would), so no chance is built, no trace written, no character sealed but the last ones; the same dice in the same
 * order give the same duel (test/tugs/duel-sampler.test.ts). Building each round's chances was 70% of the time
 * when the sampler sampled the played round's chance (264 us a duel of Jan and Travis).
 */
function duelSampler(a: Character, b: Character, context: RoundContext, opts: TugsOptions, maxRounds: number): (rng: IntSource) => DuelResult {
  const over = outOf(a) || outOf(b);
  return (rng: IntSource): DuelResult => {
    let x = a;
    let y = b;
    if (over) return end(x, y, 0);
    const m = rollerOn(rng);
    for (let round = 1; ; round++) {
      const p = rolledPair(m, x, y, context, opts);
      x = p.a;
      y = p.b;
      if (round >= maxRounds || outOf(x) || outOf(y)) return end(x, y, round);
    }
  };
}
