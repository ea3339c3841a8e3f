// duelOdds (issue 15): the exact odds of a tugsGame duel under attackEngaged, to the end, by a solver made for it.
// The generic battleOdds enumerates each state's whole step as a chance and keys every next state (some 10 ms a
// state for Jan against Travis); here a state is the pair of the two fighters as the fight reads them (ruling
// TUGS-LIB-1, the lumping of tugsGame.key), a round is composed from cached distributions of its random steps
// (duel-odds-round.ts), and the chain is solved by the fight's monotone structure: injuries only accumulate, so a
// state's "progress" (hit points lost, the worst level on each part) never falls; the states of one progress differ
// by their status only (falls, getting up, dropped weapons, a round without harm) and form short cycles, solved
// exactly. The progress levels are taken in increasing order, each one's mass complete when it is taken (all of it
// comes from lower levels or from its own cycles), so only the levels not yet solved are kept in memory.
// With a round limit (the bounded question), the rounds are taken one by one: the mass still fighting after N rounds
// is exact, so P(a side wins) lies in [p_N, p_N + rest_N] for the fight to the end.
import * as z from "zod/mini";
import { RulesError } from "../core/errors.js";
import { Fraction } from "../core/fraction.js";
import { stateKey } from "../core/game/key.js";
import { stronglyConnected } from "../core/game/scc.js";
import { ONE, type Q, q, qAdd, qDiv, qMul, qSub, ZERO } from "../core/game/rational.js";
import type { Outcome } from "../core/odds.js";
import { strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { HthContextSchema } from "./context.js";
import { EXACT, LOW, lowAdd, lowMul, TINY, UP, DOWN } from "./duel-odds-arith.js";
import { type DuelSetting, DuelRounds, type Dist, type RoundWork } from "./duel-odds-round.js";
import { type TugsGameState, TugsScenarioSchema } from "./game-schemas.js";
import { type TugsOutcome, tugsGame } from "./game.js";
import { optionsOf, type TugsOptionsInput } from "./options.js";

const FN = "tugs.duelOdds";

/** The most pair states by default, and the most allowed. */
const DEFAULT_STATES = 200_000;
const MAX_STATES = 5_000_000;

/**
 * The input of {@link duelOdds}: a tugsGame scenario of exactly two combatants on two sides, and the most states.
 *
 * @example
 * ```ts
 * const input: DuelOddsInput = parseOrThrow("app", DuelOddsInputSchema, { scenario: { combatants: [{ character: jan, side: "thief" }, { character: travis, side: "watch" }], outcome: "fight" } });
 * ```
 */
export const DuelOddsInputSchema = strictObject({
  /** The duel, as tugsGame's scenario: two combatants on two sides (the outcome "fight", "winner", or "end", which ends at once under attackEngaged; a round limit, a parry limit, the options). */
  scenario: TugsScenarioSchema,
  /** The most distinct states (pairs of the fighters' states at a round's start) before refusing with TOO_COMPLEX (default 200,000). */
  maxStates: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(MAX_STATES)))),
  /**
   * Certified bounds instead of the whole fight: a state reached with a probability below this is
   * not followed, its probability counted in `unresolved`; each outcome's probability then lies between
   * `probability` (a lower bound, carried in doubles rounded down: some 2^-48 of the mass an operation is also
   * counted in `unresolved`) and `probability + unresolved`, exactly. Absent: every state is followed, exactly.
   */
  minMass: z.optional(z.nullable(z.number().check(z.gt(0), z.lt(1)))),
});
/** A checked input of {@link duelOdds}. @example `const i: DuelOddsInput = parseOrThrow("app", DuelOddsInputSchema, input);` */
export type DuelOddsInput = z.infer<typeof DuelOddsInputSchema>;
/** What a caller may pass to {@link duelOdds}. @example `const i: DuelOddsInputValue = { scenario, maxStates: 10_000 };` */
export type DuelOddsInputValue = z.input<typeof DuelOddsInputSchema>;

/**
 * The exact odds of a duel: every outcome (who holds the field, and each one's fate) with its probability, and the
 * work it took.
 *
 * @example
 * ```ts
 * const r: DuelOdds = duelOdds({ scenario });
 * r.probability((o) => o.winner === "watch").toString(); // an exact fraction
 * ```
 */
export interface DuelOdds {
  /** Each outcome with its exact probability, in the order battleOdds lists them (by canonical JSON). */
  readonly outcomes: readonly Outcome<TugsOutcome>[];
  /** The probability that the fight never ends (both unable ever to harm the other); with `minMass`, a lower bound of it. */
  readonly unfinished: Fraction;
  /**
   * The probability of the states left unfollowed (below `minMass`, and the rounding down of the masses followed;
   * 0 without it): 1 minus every outcome's and `unfinished`'s, so every outcome's probability lies in
   * [probability, probability + unresolved] and P(Travis wins) is bounded from both sides, exactly.
   */
  readonly unresolved: Fraction;
  /** The distinct states solved: pairs of the fighters' states at a round's start (with its number under a round limit). */
  readonly states: number;
  /** Whether some states repeat (a round without harm, a fall and getting up), solved exactly. */
  readonly cyclic: boolean;
  /** The largest set of states solved together (a cycle), and the distinct distributions enumerated. */
  readonly work: {
    /** Initiative totals' distributions enumerated. */
    readonly initiatives: number;
    /** Attacks' outcome distributions enumerated (one per distinct reading of the two characters). */
    readonly attacks: number;
    /** Injuries' distributions enumerated (one defender state, one blow). */
    readonly injuries: number;
    /** The most states of one cycle solved by elimination (1: no cycle but self-loops). */
    readonly largestCycle: number;
  };
  /**
   * The probability of one outcome, or of the outcomes passing a test.
   *
   * @param which - an outcome (compared as data) or a predicate
   * @returns the exact probability
   */
  probability(which: TugsOutcome | ((outcome: TugsOutcome) => boolean)): Fraction;
}

const EMPTY_HTH = parseOrThrow(FN, HthContextSchema, {}, "hth");

/** A round's distribution over the states and outcomes it leads to, reduced: state ids and outcome ids with fractions. */
interface Edges {
  readonly next: Map<number, Q>;
  readonly over: Map<number, Q>;
}

/** The states met (pairs of the fighters' state ids at a round's start), counted against maxStates. */
class Pairs {
  readonly #pairs = new Set<number>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** Counts a pair (more than maxStates refuses, with the count reached). */
  met(id: number): number {
    if (!this.#pairs.has(id)) {
      if (this.#pairs.size >= this.#max) {
        throw new RulesError({
          code: "TOO_COMPLEX",
          fn: FN,
          path: "input.maxStates",
          value: this.#pairs.size,
          message: `the duel reaches more than maxStates = ${String(this.#max)} distinct states (pairs of the fighters' states); give a round limit for the bounded question, or raise maxStates`,
        });
      }
      this.#pairs.add(id);
    }
    return id;
  }
}

/** What a solve found besides the outcomes' masses. */
interface Solved {
  readonly unfinished: Q;
  readonly unresolved: Q;
  readonly cyclic: boolean;
  readonly largest: number;
  readonly states: number;
}

/** A double as the exact rational it is (every finite double is a dyadic rational). */
function exactly(x: number): Q {
  let d = 1n;
  let v = x;
  while (!Number.isInteger(v)) {
    v *= 2;
    d *= 2n;
  }
  return q(BigInt(v), d);
}

/** What the solvers read of a DuelRounds whatever its arithmetic: a pair's progress. */
interface Progress {
  progress(pair: number): number;
}

/** The outcomes met, interned by canonical JSON. */
class Outcomes {
  readonly #index = new Map<string, number>();
  readonly #byCode = new Map<number, number>();
  readonly #rounds: { outcome(code: number): TugsOutcome };

  constructor(rounds: { outcome(code: number): TugsOutcome }) {
    this.#rounds = rounds;
  }

  /** The outcome's index of a fight over, from its code (the two fates, DuelRounds.overCode). */
  ofCode(code: number): number {
    let at = this.#byCode.get(code);
    if (at === undefined) {
      at = this.id(this.#rounds.outcome(code));
      this.#byCode.set(code, at);
    }
    return at;
  }

  readonly values: TugsOutcome[] = [];
  readonly mass: Q[] = [];

  id(o: TugsOutcome): number {
    const key = stateKey(o);
    let at = this.#index.get(key);
    if (at === undefined) {
      at = this.values.length;
      this.#index.set(key, at);
      this.values.push(o);
      this.mass.push(ZERO);
    }
    return at;
  }

  add(at: number, p: Q): void {
    this.mass[at] = qAdd(this.mass[at] as Q, p);
  }
}

/** A round's distribution reduced to edges: each next state and outcome's fraction reduced once. */
function edgesOf(dist: Dist<number>, outcomes: Outcomes): Edges {
  const next = new Map<number, Q>();
  const over = new Map<number, Q>();
  for (const { v, n } of dist.items) {
    if (n === 0n) continue;
    if (v < 0) {
      const at = outcomes.ofCode(-1 - v);
      over.set(at, qAdd(over.get(at) ?? ZERO, q(n, dist.d)));
    } else next.set(v, q(n, dist.d));
  }
  return { next, over };
}

/**
 * The exact odds of a tugs duel (issue 15): two combatants of a tugsGame scenario, each playing attackEngaged (he
 * picks up a dropped weapon, gets up, or attacks the other), to the end of the fight or to the scenario's round
 * limit. The same outcomes and fractions as `battleOdds(tugsGame, scenario, attackEngaged)` (test/tugs/duel-odds.test.ts
 * compares them fraction for fraction wherever battleOdds finishes), by a solver made for the duel: a state is the
 * pair of the fighters as the fight reads them (ruling TUGS-LIB-1), a round is composed from cached distributions of
 * its initiative rolls, attacks and injuries (TUGS-INIT-1, TUGS-HTH-1, TUGS-EFF-1, TUGS-AMB-26), and the chain is
 * solved level by level of the fighters' injuries, the short cycles of a level (a round without harm, a fall and
 * getting up, a dropped weapon) by exact elimination. Without a round limit it is the whole fight: Jan against
 * Travis to the end (docs/tugs.md, "Exact odds of a duel").
 *
 * @param input - `{ scenario, maxStates?, minMass? }`: a tugsGame scenario of two combatants on two sides
 * @param options - the tugs options (catalogue 4.3), in place of the scenario's own when given
 * @returns the outcomes with exact probabilities, the states solved and the work done
 * @throws RulesError `INVALID_INPUT` for a scenario that is not a duel; `TOO_COMPLEX` past `maxStates`, with the count reached
 * @example
 * ```ts
 * const exact = duelOdds({ scenario: { combatants: [{ character: jan, side: "thief" }, { character: travis, side: "watch" }], outcome: "fight" } });
 * exact.probability((o) => o.winner === "watch").toPercent(2); // Travis takes Jan out
 * exact.unfinished.toString(); // "0"
 * ```
 */
export function duelOdds(input: DuelOddsInputValue, options?: TugsOptionsInput | null): DuelOdds {
  return duelOddsWith(input, options, true);
}

/**
 * duelOdds with its lumping chosen: `lumped` false merges the fighters' states by ruling TUGS-LIB-1's key alone
 * (duel-odds-round.ts fightKey) and enumerates each injury per state, the reference test/tugs/duel-odds-lumped.test.ts
 * compares the lumped solver with, fraction for fraction.
 *
 * @param input - as duelOdds
 * @param options - as duelOdds
 * @param lumped - whether states are merged by what the rest of the duel reads of them (duel-odds-round.ts lumpedKey)
 * @returns as duelOdds
 * @example
 * ```ts
 * duelOddsWith({ scenario }, null, false).outcomes; // the same as duelOdds({ scenario }).outcomes
 * ```
 * @internal
 */
export function duelOddsWith(input: DuelOddsInputValue, options: TugsOptionsInput | null | undefined, lumped: boolean): DuelOdds {
  // the tugs options, as every named call takes them: given, they stand for the scenario's own
  const given = options === undefined || options === null ? undefined : optionsOf(options, FN);
  const i = parseOrThrow(FN, DuelOddsInputSchema, input, "input");
  const s = i.scenario;
  if (s.combatants.length !== 2) {
    throw new RulesError({
      code: "INVALID_INPUT",
      fn: FN,
      path: "input.scenario.combatants",
      value: s.combatants.length,
      message: "expected exactly two combatants (a duel)",
    });
  }
  const [first, second] = s.combatants as [(typeof s.combatants)[number], (typeof s.combatants)[number]];
  if (first.side === second.side) {
    throw new RulesError({
      code: "INVALID_INPUT",
      fn: FN,
      path: "input.scenario.combatants[1].side",
      value: second.side,
      message: "expected the two combatants on two sides",
    });
  }
  if ((first.character.id ?? first.character.name) === (second.character.id ?? second.character.name)) {
    throw new RulesError({
      code: "INVALID_INPUT",
      fn: FN,
      path: "input.scenario.combatants[1].character.id",
      value: second.character.id ?? second.character.name,
      message: "expected every combatant to have an id (or a name) of his own",
    });
  }
  const state: TugsGameState = tugsGame.setup(given === undefined ? s : { ...s, options: given });
  const [a, b] = state.combatants as [TugsGameState["combatants"][number], TugsGameState["combatants"][number]];
  const limit = state.settings.parriesPerRound;
  const setting: DuelSetting = {
    a,
    b,
    options: state.settings.options,
    parries: limit === null || limit >= 1,
    winnerOnly: state.settings.outcome === "winner",
    lumped,
  };
  const pairs = new Pairs(i.maxStates ?? DEFAULT_STATES);
  const minMass = i.minMass === undefined || i.minMass === null ? null : i.minMass;
  if (minMass !== null && state.settings.roundLimit === null) {
    // the certified bounds to the end: the rounds composed in lower bounds in doubles (duel-odds-arith.ts LOW)
    const rounds = new DuelRounds(setting, EMPTY_HTH, LOW);
    const outcomes = new Outcomes(rounds);
    const start = rounds.start(a.character, b.character);
    const solved = rounds.decided(pairs.met(start)) ? decidedAt(outcomes, rounds.overCode(start)) : boundsByProgress(rounds, pairs, outcomes, start, minMass);
    return resultOf(outcomes, solved, rounds.work);
  }
  const rounds = new DuelRounds(setting, EMPTY_HTH, EXACT);
  const outcomes = new Outcomes(rounds);
  const start = rounds.start(a.character, b.character);
  let solved: Solved;
  if (rounds.decided(pairs.met(start))) solved = decidedAt(outcomes, rounds.overCode(start));
  else if (state.settings.roundLimit !== null) {
    solved = byRounds(rounds, pairs, outcomes, start, state.settings.roundLimit, minMass === null ? null : exactly(minMass));
  } else solved = byProgress(rounds, pairs, outcomes, start, null);
  return resultOf(outcomes, solved, rounds.work);
}

/** The game's first initiative step finds the fight over already (game.ts settle): its one outcome, certain. */
function decidedAt(outcomes: Outcomes, code: number): Solved {
  outcomes.add(outcomes.ofCode(code), ONE);
  return { unfinished: ZERO, unresolved: ZERO, cyclic: false, largest: 0, states: 1 };
}

/** The bounded question: round after round, the mass of each state; after the last round, the rest is its outcome. */
function byRounds(rounds: DuelRounds, pairs: Pairs, outcomes: Outcomes, start: number, limit: number, floor: Q | null) {
  const cache = new Map<number, Edges>();
  const lastEdges = new Map<number, Edges>();
  let layer = new Map<number, Q>([[start, ONE]]);
  let states = 1;
  let unresolved = ZERO;
  for (let r = 1; r <= limit && layer.size > 0; r++) {
    const last = r === limit;
    const next = new Map<number, Q>();
    for (const [s, m] of layer) {
      if (floor !== null && m.n * floor.d < floor.n * m.d) {
        // certified bounds: a state reached with less than minMass is left unresolved
        unresolved = qAdd(unresolved, m);
        continue;
      }
      const memo = last ? lastEdges : cache;
      let e = memo.get(s);
      if (e === undefined) {
        e = edgesOf(rounds.round(pairs.met(s), last), outcomes);
        memo.set(s, e);
      }
      for (const [k, p] of e.over) outcomes.add(k, qMul(m, p));
      for (const [t, p] of e.next) next.set(t, qAdd(next.get(t) ?? ZERO, qMul(m, p)));
    }
    layer = next;
    if (!last) states += next.size;
  }
  return { unfinished: ZERO, unresolved, cyclic: false, largest: 1, states };
}

/**
 * The fight to the end: the progress levels in increasing order; in each, the states reached and their rounds, the
 * cycles (Tarjan) in topological order, each solved for its expected visits, the mass passed on.
 */
function byProgress(rounds: DuelRounds, pairs: Pairs, outcomes: Outcomes, start: number, floor: Q | null) {
  const levels = new Map<number, Map<number, Q>>();
  const pending: number[] = [];
  const massAt = (level: number): Map<number, Q> => {
    let m = levels.get(level);
    if (m === undefined) {
      m = new Map();
      levels.set(level, m);
      // a small sorted list: the levels are few (a few hundred at most)
      let at = pending.length;
      while (at > 0 && (pending[at - 1] as number) > level) at--;
      pending.splice(at, 0, level);
    }
    return m;
  };
  massAt(rounds.progress(start)).set(start, ONE);
  let unfinished = ZERO;
  let unresolved = ZERO;
  let cyclic = false;
  let largest = 1;
  let states = 0;
  while (pending.length > 0) {
    const level = pending.shift() as number;
    const mass = levels.get(level) as Map<number, Q>;
    levels.delete(level);
    if (floor !== null) {
      // certified bounds: a state reached with less than minMass is left unresolved, its mass counted as such
      for (const [st, m] of mass) {
        if (m.n * floor.d < floor.n * m.d) {
          unresolved = qAdd(unresolved, m);
          mass.delete(st);
        }
      }
    }
    // the level's states: those reached from below, and those they reach at the same level
    const { order, edges } = levelStates(
      mass.keys(),
      level,
      (st) => edgesOf(rounds.round(pairs.met(st), false), outcomes),
      (e) => e.next.keys(),
      rounds,
    );
    states += order.length;
    for (const component of componentsOf(order, edges, level, rounds)) {
      const inside = new Map<number, number>();
      component.forEach((st, j) => inside.set(st, j));
      const m = component.map((st) => mass.get(st) ?? ZERO);
      let visits: Q[];
      const only = component[0] as number;
      const self = component.length === 1 ? ((edges.get(only) as Edges).next.get(only) ?? ZERO) : ZERO;
      if (component.length === 1 && self.n === 0n) visits = m;
      else {
        cyclic = true;
        largest = Math.max(largest, component.length);
        const out = component.map((st) => {
          const e = edges.get(st) as Edges;
          let total = ZERO;
          for (const p of e.over.values()) total = qAdd(total, p);
          for (const [t, p] of e.next) if (!inside.has(t)) total = qAdd(total, p);
          return total;
        });
        if (out.every((p) => p.n === 0n)) {
          // a closed cycle: both unable ever to harm the other, the fight never ends
          for (const x of m) unfinished = qAdd(unfinished, x);
          continue;
        }
        visits = component.length === 1 ? [qDiv(m[0] as Q, qSub(ONE, self))] : solveVisits(component, inside, edges, m);
      }
      component.forEach((st, j) => {
        const v = visits[j] as Q;
        if (v.n === 0n) return;
        const e = edges.get(st) as Edges;
        for (const [k, p] of e.over) outcomes.add(k, qMul(v, p));
        for (const [t, p] of e.next) {
          if (inside.has(t)) continue;
          const target = rounds.progress(t) === level ? mass : massAt(rounds.progress(t));
          target.set(t, qAdd(target.get(t) ?? ZERO, qMul(v, p)));
        }
      });
    }
  }
  return { unfinished, unresolved, cyclic, largest, states };
}

// Certified bounds in doubles (minMass without a round limit). A bound needs no exact mass, only a lower bound of
// each outcome's: every outcome's probability P_k is then at least its lower bound L_k, and at most
// 1 - (the others' lower bounds) = L_k + (1 - the sum of them all), which is `unresolved` (exact, as the L_k are
// dyadic rationals). So the masses are carried as doubles rounded down, every operation on non-negative numbers:
// - a probability n/d, a product or a sum of lower bounds: rounded down as duel-odds-arith.ts says (DOWN, TINY),
//   the rounds themselves composed in those lower bounds (its LOW arithmetic);
// - a state's self-loop s: its visits m / (1 - s) with 1 - s rounded up (1 - s_low, rounded, times UP) and the
//   quotient rounded down; a cycle of several states, by Gauss-Seidel sweeps from 0 of
//   v_i = (m_i + sum_j v_j P_ji) / (1 - P_ii), each sweep's values below the exact visits (by induction: the exact
//   visits solve the same equations, every term on the right a lower bound), stopped when a sweep changes nothing.
// A state whose mass (its lower bound) is below minMass is not followed. The bounds so lose, besides the states not
// followed, some 2^-48 of the mass an operation (below 1e-9 in all): test/tugs/duel-odds-lumped.test.ts checks that
// they contain the exact value where it is computable.

/** A round's distribution as lower bounds: next states and outcome ids with doubles below their probabilities. */
interface LowEdges {
  /** The next states (distinct), in the order the round met them. */
  readonly to: readonly number[];
  /** Their probabilities' lower bounds. */
  readonly p: readonly number[];
  /** Their progress (duel-odds-round.ts DuelRounds.progress). */
  readonly progress: readonly number[];
  /** The outcomes' lower bounds, by outcome id. */
  readonly over: Map<number, number>;
  /** Whether the round can stay in its state, and the lower bound of it (0 if not). */
  readonly looped: boolean;
  readonly self: number;
  /** Whether the round can leave the state (an outcome, or another state). */
  readonly leaves: (inside: ReadonlySet<number>) => boolean;
}

/**
 * A state's round composed in lower bounds (duel-odds-arith.ts LOW, over a denominator of 1) as edges: each next
 * state (the round's codes are distinct) with its lower bound and progress, the outcomes' lower bounds summed,
 * rounded down. A bound is more than 0 exactly when the probability is: every item of a round is a product of at
 * most two initiative dice, two attacks and two injuries (each a product of at most 12 d6s or d20s), so above
 * 2^-400 and far from TINY, where a lower bound is taken as 0.
 */
function lowEdgesOf(state: number, dist: Dist<number, number>, outcomes: Outcomes, rounds: Progress): LowEdges {
  const to: number[] = [];
  const p: number[] = [];
  const progress: number[] = [];
  const over = new Map<number, number>();
  let self = 0;
  let looped = false;
  for (const { v, n } of dist.items) {
    if (n === 0) continue;
    if (v < 0) {
      const at = outcomes.ofCode(-1 - v);
      over.set(at, lowAdd(over.get(at) ?? 0, n));
      continue;
    }
    to.push(v);
    p.push(n);
    progress.push(rounds.progress(v));
    if (v === state) {
      self = n;
      looped = true;
    }
  }
  return { to, p, progress, over, looped, self, leaves: (inside) => over.size > 0 || to.some((t) => !inside.has(t)) };
}

/**
 * The fight to the end with certified bounds (minMass): byProgress' order and cycles, the masses as lower bounds in
 * doubles (see above); the outcomes' lower bounds written as the exact dyadic rationals they are.
 */
function boundsByProgress(rounds: DuelRounds<number>, pairs: Pairs, outcomes: Outcomes, start: number, minMass: number): Solved {
  const levels = new Map<number, Map<number, number>>();
  const pending: number[] = [];
  const massAt = (level: number): Map<number, number> => {
    let m = levels.get(level);
    if (m === undefined) {
      m = new Map();
      levels.set(level, m);
      let at = pending.length;
      while (at > 0 && (pending[at - 1] as number) > level) at--;
      pending.splice(at, 0, level);
    }
    return m;
  };
  massAt(rounds.progress(start)).set(start, 1);
  const low: number[] = [];
  const addLow = (k: number, x: number) => {
    low[k] = lowAdd(low[k] ?? 0, x);
  };
  let unfinished = 0;
  let cyclic = false;
  let largest = 1;
  let states = 0;
  while (pending.length > 0) {
    const level = pending.shift() as number;
    const mass = levels.get(level) as Map<number, number>;
    levels.delete(level);
    // certified bounds: a state reached with less than minMass is not followed (its mass is in `unresolved`)
    for (const [st, m] of mass) if (m < minMass) mass.delete(st);
    const { order, edges } = levelStates(
      mass.keys(),
      level,
      (st) => lowEdgesOf(st, rounds.round(pairs.met(st), false), outcomes, rounds),
      (e) => e.to,
      rounds,
    );
    states += order.length;
    for (const component of componentsIn(order, (st) => (edges.get(st) as LowEdges).to, level, rounds)) {
      const inside = new Set(component);
      const m = component.map((st) => mass.get(st) ?? 0);
      const only = component[0] as number;
      const self = component.length === 1 ? (edges.get(only) as LowEdges).self : 0;
      const looped = component.length > 1 || (edges.get(only) as LowEdges).looped;
      let visits: number[];
      if (!looped) visits = m;
      else {
        cyclic = true;
        largest = Math.max(largest, component.length);
        if (!component.some((st) => (edges.get(st) as LowEdges).leaves(inside))) {
          // a closed cycle: both unable ever to harm the other, the fight never ends
          for (const x of m) unfinished = lowAdd(unfinished, x);
          continue;
        }
        visits = component.length === 1 ? [lowVisits(m[0] as number, self)] : lowCycle(component, edges, m);
      }
      component.forEach((st, j) => {
        const v = visits[j] as number;
        if (v === 0) return;
        const e = edges.get(st) as LowEdges;
        for (const [k, p] of e.over) addLow(k, lowMul(v, p));
        const { to, p, progress } = e;
        for (let x = 0; x < to.length; x++) {
          const t = to[x] as number;
          if (inside.has(t)) continue;
          const at = progress[x] as number;
          const target = at === level ? mass : massAt(at);
          target.set(t, lowAdd(target.get(t) ?? 0, lowMul(v, p[x] as number)));
        }
      });
    }
  }
  // the outcomes' lower bounds as exact rationals; what they leave is the unresolved mass
  let rest = ONE;
  for (let k = 0; k < outcomes.values.length; k++) {
    const x = exactly(low[k] ?? 0);
    outcomes.add(k, x);
    rest = qSub(rest, x);
  }
  const stuck = exactly(unfinished);
  return { unfinished: stuck, unresolved: qSub(rest, stuck), cyclic, largest, states };
}

/**
 * A progress level's states: those reached from below (`seeds`) and those their rounds reach at the same level, in
 * the order met, with each one's edges (exact or as lower bounds). A round that lowers the progress is refused.
 */
function levelStates<E>(
  seeds: Iterable<number>,
  level: number,
  edgesFor: (state: number) => E,
  targets: (edges: E) => Iterable<number>,
  rounds: Progress,
): { order: number[]; edges: Map<number, E> } {
  const edges = new Map<number, E>();
  const order: number[] = [...seeds];
  const met = new Set(order);
  for (let h = 0; h < order.length; h++) {
    const s = order[h] as number;
    const e = edgesFor(s);
    edges.set(s, e);
    for (const t of targets(e)) {
      const p = rounds.progress(t);
      if (p < level) {
        throw new RulesError({
          code: "INVALID_STATE",
          fn: FN,
          path: "scenario",
          value: p,
          message: "a round lowered the fight's progress (an injury healed within the fight)",
        });
      }
      if (p === level && !met.has(t)) {
        met.add(t);
        order.push(t);
      }
    }
  }
  return { order, edges };
}

/** A lower bound of m / (1 - s) from lower bounds m and s (s < 1 exactly: the state can be left). */
function lowVisits(m: number, s: number): number {
  const r = (m / ((1 - s) * UP)) * DOWN;
  return r < TINY || !Number.isFinite(r) ? 0 : r;
}

/** Lower bounds of a cycle's visits: Gauss-Seidel sweeps from 0 (see above), until a sweep changes nothing. */
function lowCycle(component: readonly number[], edges: ReadonlyMap<number, LowEdges>, m: readonly number[]): number[] {
  const n = component.length;
  const index = new Map<number, number>();
  component.forEach((st, i) => index.set(st, i));
  // into[i]: the edges j -> i within the cycle (j != i), and i's self-loop
  const into: [number, number][][] = Array.from({ length: n }, () => []);
  const self = new Array<number>(n).fill(0);
  component.forEach((st, j) => {
    const { to, p } = edges.get(st) as LowEdges;
    for (let x = 0; x < to.length; x++) {
      const i = index.get(to[x] as number);
      if (i === undefined) continue;
      if (i === j) self[j] = p[x] as number;
      else (into[i] as [number, number][]).push([j, p[x] as number]);
    }
  });
  const v = new Array<number>(n).fill(0);
  for (let sweep = 0; sweep < 10_000; sweep++) {
    let changed = false;
    for (let i = 0; i < n; i++) {
      let acc = m[i] as number;
      for (const [j, p] of into[i] as [number, number][]) acc = lowAdd(acc, lowMul(v[j] as number, p));
      const x = lowVisits(acc, self[i] as number);
      if (x > (v[i] as number)) {
        v[i] = x;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return v;
}

/** The expected visits v of a cycle's states: v (I - P) = m, by Gauss-Jordan elimination on the transpose. */
function solveVisits(component: readonly number[], inside: ReadonlyMap<number, number>, edges: ReadonlyMap<number, Edges>, m: readonly Q[]): Q[] {
  const n = component.length;
  // a[j][i] = (I - P)[i][j]: column i of (I - P) as row i of the transpose's rows
  const a = Array.from({ length: n }, (_, j) => {
    const row = new Array<Q>(n).fill(ZERO);
    row[j] = ONE;
    return row;
  });
  component.forEach((st, i) => {
    for (const [t, p] of (edges.get(st) as Edges).next) {
      const j = inside.get(t);
      if (j !== undefined) (a[j] as Q[])[i] = qSub((a[j] as Q[])[i] as Q, p);
    }
  });
  const rhs = m.slice();
  for (let col = 0; col < n; col++) {
    let pivot = col;
    while (pivot < n && ((a[pivot] as Q[])[col] as Q).n === 0n) pivot++;
    if (pivot === n)
      throw new RulesError({ code: "INVALID_STATE", fn: FN, path: "scenario", value: n, message: "a cycle of the duel cannot be solved (a singular system)" });
    [a[col], a[pivot]] = [a[pivot] as Q[], a[col] as Q[]];
    [rhs[col], rhs[pivot]] = [rhs[pivot] as Q, rhs[col] as Q];
    const pr = a[col] as Q[];
    const pv = pr[col] as Q;
    for (let c = col; c < n; c++) pr[c] = qDiv(pr[c] as Q, pv);
    rhs[col] = qDiv(rhs[col] as Q, pv);
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = a[r] as Q[];
      const f = row[col] as Q;
      if (f.n === 0n) continue;
      for (let c = col; c < n; c++) if ((pr[c] as Q).n !== 0n) row[c] = qSub(row[c] as Q, qMul(f, pr[c] as Q));
      rhs[r] = qSub(rhs[r] as Q, qMul(f, rhs[col] as Q));
    }
  }
  return rhs;
}

/** The strongly connected components of a level's states (edges within the level), in topological order (Tarjan, iterative). */
function componentsOf(states: readonly number[], edges: ReadonlyMap<number, Edges>, level: number, rounds: Progress): number[][] {
  return componentsIn(states, (st) => (edges.get(st) as Edges).next.keys(), level, rounds);
}

/** componentsOf over each state's next states. */
function componentsIn(states: readonly number[], next: (state: number) => Iterable<number>, level: number, rounds: Progress): number[][] {
  const index = new Map<number, number>();
  states.forEach((st, i) => index.set(st, i));
  const succ = states.map((st) => {
    const within: number[] = [];
    for (const t of next(st)) {
      const i = index.get(t);
      if (i !== undefined && rounds.progress(t) === level) within.push(i);
    }
    return within;
  });
  // Tarjan emits a component after every component it reaches: the reverse is the order mass flows in
  return stronglyConnected(succ)
    .map((component) => component.map((i) => states[i] as number))
    .reverse();
}

/** The result, as battleOdds gives it: outcomes by canonical JSON, frozen. */
function resultOf(outcomes: Outcomes, solved: Solved, work: RoundWork): DuelOdds {
  const listed = outcomes.values
    .map((value, k) => ({ value, key: stateKey(value), p: outcomes.mass[k] as Q }))
    .filter((o) => o.p.n !== 0n)
    .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
    .map((o) =>
      Object.freeze({
        value: Object.freeze({ winner: o.value.winner, fates: Object.freeze(o.value.fates.map((f) => Object.freeze({ ...f }))) }),
        probability: Fraction.of(o.p.n, o.p.d),
      }),
    );
  const outcomesList = Object.freeze(listed) as readonly Outcome<TugsOutcome>[];
  const result: DuelOdds = {
    outcomes: outcomesList,
    unfinished: Fraction.of(solved.unfinished.n, solved.unfinished.d),
    unresolved: Fraction.of(solved.unresolved.n, solved.unresolved.d),
    states: solved.states,
    cyclic: solved.cyclic,
    work: Object.freeze({ ...work, largestCycle: solved.largest }),
    probability(which) {
      const test =
        typeof which === "function"
          ? which
          : (
              (key: string) => (o: TugsOutcome) =>
                stateKey(o) === key
            )(stateKey(which));
      let acc = Fraction.of(0);
      for (const o of outcomesList) if (test(o.value)) acc = acc.plus(o.probability);
      return acc;
    },
  };
  return Object.freeze(result);
}
