// battleOdds: the exact distribution of a game's outcome under pure policies, as an absorbing Markov chain over
// merged states. Each state's step chance is enumerated with `odds` (its next states merged by a canonical key),
// the reachable graph is explored breadth first up to maxStates, and the absorption probabilities are solved
// exactly: component by component in reverse topological order (Tarjan), a state outside any cycle by direct
// substitution, a cyclic component (states that repeat: a miss on both sides) by Gaussian elimination over bigint
// rationals. States that can never end are found first (no path to an end) and counted as unfinished.
import { Chance, type Node as ChanceNode, isChance, nextNode } from "../chance.js";
import { RulesError } from "../errors.js";
import { Fraction } from "../fraction.js";
import { deepFreeze } from "../freeze.js";
import { type Outcome, odds } from "../odds.js";
import { parseOrThrow } from "../validate.js";
import { type KeyCache, keyOf } from "../value-key.js";
import { appCall, appError, checkGame, decide, type Game, type KeyPart, type Policies, policyFor, type Step } from "./contract.js";
import { stateKey } from "./key.js";
import { checkStep, MAX_GAME_STEPS, notChance, offeredChoice, offeredStep, stepChance } from "./play.js";
import { ONE, type Q, q, qAdd, qDiv, qMul, qSub, ZERO } from "./rational.js";
import { stronglyConnected } from "./scc.js";

/**
 * Options of {@link battleOdds}.
 *
 * @example
 * ```ts
 * const options: BattleOddsOptions = { maxStates: 10_000, maxSteps: 40 };
 * ```
 */
export interface BattleOddsOptions {
  /** The most distinct states to explore before refusing with `TOO_COMPLEX` (default 50,000). */
  readonly maxStates?: number | undefined;
  /**
   * Stop each battle after this many steps, counting what is left as `unfinished`, exactly as
   * {@link simulateBattle} and {@link autoplay} do (the step count then becomes part of the state). Absent: the
   * chain is solved to the end, however long (cycles included).
   */
  readonly maxSteps?: number | undefined;
  /** The most states of one cyclic component solved by elimination (default 400): beyond it, `TOO_COMPLEX`. */
  readonly maxCycle?: number | undefined;
  /** The `maxStates` of each step's own enumeration with `odds` (default 200,000). */
  readonly maxStepStates?: number | undefined;
}

/**
 * The exact odds of a battle's outcome.
 *
 * @typeParam O - the outcome
 * @example
 * ```ts
 * const exact = battleOdds(duel, scenario, alwaysStrike);
 * exact.probability("ann").toString(); // "3/4"
 * ```
 */
export interface BattleOdds<O> {
  /** Each outcome with its exact probability (numbers and booleans ascending, other values by canonical JSON). */
  readonly outcomes: readonly Outcome<O>[];
  /** The probability that the battle never ends (or not within `maxSteps`). */
  readonly unfinished: Fraction;
  /** The distinct states explored. */
  readonly states: number;
  /** Whether some states repeat (the chain has cycles, solved exactly). */
  readonly cyclic: boolean;
  /**
   * The probability of one outcome, or of the outcomes passing a test.
   *
   * @param which - an outcome (compared as data) or a predicate
   * @returns the exact probability
   */
  probability(which: O | ((outcome: O) => boolean)): Fraction;
}

interface Node {
  readonly state: unknown;
  readonly depth: number;
  /** the outcome's index, K for a battle cut at maxSteps, -1 while it goes on */
  absorb: number;
  readonly edges: Map<number, Q>;
}

const FN = "battleOdds";

function tooComplex(value: number, message: string, cause?: RulesError): RulesError {
  return new RulesError({ code: "TOO_COMPLEX", fn: FN, path: "scenario", value, message, ...(cause === undefined ? {} : { cause }) });
}

/** The options, checked. */
function readOptions(options: unknown): { maxStates: number; maxSteps: number | undefined; maxCycle: number; maxStepStates: number } {
  if (typeof options !== "object" || options === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path: "options", value: options, message: "expected { maxStates?, maxSteps?, maxCycle? }" });
  }
  const o = appCall(FN, "options", () => {
    const { maxStates, maxSteps, maxCycle, maxStepStates } = options as Partial<Record<string, unknown>>;
    return { maxStates, maxSteps, maxCycle, maxStepStates };
  });
  const int = (name: string, value: unknown, fallback: number, max: number): number => {
    const v = value ?? fallback;
    if (typeof v !== "number" || !Number.isInteger(v) || v < 1 || v > max) {
      throw new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path: `options.${name}`, value, message: `expected a whole number from 1 to ${String(max)}` });
    }
    return v;
  };
  return {
    maxStates: int("maxStates", o.maxStates, 50_000, 10_000_000),
    maxSteps: o.maxSteps === undefined || o.maxSteps === null ? undefined : int("maxSteps", o.maxSteps, 1, MAX_GAME_STEPS),
    maxCycle: int("maxCycle", o.maxCycle, 400, 100_000),
    maxStepStates: int("maxStepStates", o.maxStepStates, 200_000, 100_000_000),
  };
}

/**
 * The exact distribution of a battle's outcome, as fractions: the game is an absorbing Markov chain over its
 * states (merged by {@link Game.key}, or by canonical JSON), each step enumerated with `odds`, the policies
 * deciding every command (they must be pure). States that repeat (cycles) are solved exactly by rational
 * elimination; a battle that can go on forever counts as `unfinished`. What battle calculators only estimate by
 * simulation: "attacker wins 92.170%", exactly.
 *
 * @param game - the game
 * @param scenario - the scenario
 * @param policies - pure policies: one, or one per player
 * @param options - the state bound, an optional step bound, the cycle bound
 * @returns the outcomes with exact probabilities
 * @throws {@link RulesError} `TOO_COMPLEX` with the number of states reached, when the states do not merge enough
 * @example
 * ```ts
 * const exact = battleOdds(duel, { fighters: [ann, bob] }, alwaysStrike);
 * exact.outcomes; // [{ value: "ann", probability: 3/4 }, { value: "bob", probability: 1/4 }]
 * exact.probability("ann").toPercent(3); // "75.000%"
 * ```
 */
export function battleOdds<S, C, E, O>(game: Game<S, C, E, O>, scenario: unknown, policies: Policies<S, C>, options: BattleOddsOptions = {}): BattleOdds<O> {
  checkGame(FN, game);
  const { maxStates, maxSteps, maxCycle, maxStepStates } = readOptions(options);
  const part = keyParts();
  const partKey = typeof game.key === "function" && game.key.length >= 2;
  const keyOfState = (state: S, depth: number): string => {
    const key = appCall(FN, game.key === undefined ? "state" : "game.key(state)", () => (game.key === undefined ? stateKey(state) : game.key(state, part)));
    return maxSteps === undefined ? key : `${String(depth)}:${key}`;
  };
  // each distinct command validated once (issue 15): the policies pick among a handful of commands, thousands of
  // times; a command's canonical text finds its parsed form (frozen: it is shared by every step that plays it)
  const commands = new Map<string, C>();
  const checkedCommand = (command: C): C => {
    const text = appCall(FN, "command", () => stateKey(command));
    let parsed = commands.get(text);
    if (parsed === undefined) {
      parsed = deepFreeze(parseOrThrow(FN, game.CommandSchema, command, "command"));
      commands.set(text, parsed);
    }
    return parsed;
  };
  // the step of the command the policies pick: a command taken by identity from the state's options, as an
  // allowed choice, goes to the game's stepOffered when it has one (the choice answers the refusals its step would
  // work out again; the same chance by the contract), not parsed again, as the core's loops play it (issue 15).
  // A game without stepOffered keeps the one path of every helper: each distinct command parsed once, then step
  const offers = typeof game.stepOffered === "function";
  const stepOf = (state: S): Chance<Step<S, E>> => {
    if (!offers) return stepChance(FN, game, state, checkedCommand(decide(FN, game, policies, state)), true).chance;
    const policy = policyFor(FN, game, policies, state);
    const choices = appCall(FN, "game.options(state)", () => game.options(state));
    const command = appCall(FN, "policies(state, choices)", () => policy(state, choices));
    const offered = appCall(FN, "game.options(state)", () => offeredChoice(choices, command));
    // a refused choice is the step's to refuse, with its reasons (the command parsed as any other)
    const allowed: unknown = offered?.allowed;
    if (offered === undefined || allowed !== true) return stepChance(FN, game, state, checkedCommand(command), true).chance;
    const chance: unknown = appCall(FN, "game.step(state, command)", () => offeredStep(game, state, offered));
    if (!isChance(chance)) throw notChance(FN, chance);
    return chance as Chance<Step<S, E>>;
  };
  const outcomeIndex = new Map<string, number>();
  const outcomeValues: O[] = [];
  const nodes: Node[] = [];
  const index = new Map<string, number>();
  const nodeOf = (state: S, depth: number, key = keyOfState(state, depth)): number => {
    const known = index.get(key);
    if (known !== undefined) return known;
    if (nodes.length >= maxStates) {
      throw tooComplex(
        nodes.length,
        `the battle reaches more than maxStates = ${String(maxStates)} distinct states (the states do not merge enough: give the game a canonical key, bound it with maxSteps, or raise maxStates)`,
      );
    }
    index.set(key, nodes.length);
    nodes.push({ state, depth, absorb: -1, edges: new Map() });
    return nodes.length - 1;
  };
  nodeOf(
    appCall(FN, "game.setup(scenario)", () => game.setup(scenario)),
    0,
  );
  // explore breadth first
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as Node;
    const state = node.state as S;
    const outcome = appCall(FN, "game.outcome(state)", () => game.outcome(state));
    if (outcome !== undefined) {
      const key = stateKey(outcome);
      let at = outcomeIndex.get(key);
      if (at === undefined) {
        at = outcomeValues.length;
        outcomeIndex.set(key, at);
        outcomeValues.push(outcome);
      }
      node.absorb = at;
      continue;
    }
    if (maxSteps !== undefined && node.depth >= maxSteps) {
      node.absorb = Number.MAX_SAFE_INTEGER; // cut: renumbered to K below
      continue;
    }
    const chance = stepOf(state);
    // one key per next state (issue 13): the step's values are mapped to their state's key inside the step's own
    // last merge, a small number per distinct key with the first state met as its representative, so a next
    // state is keyed once (by game.key), never first under its whole canonical text and then again
    const depth = node.depth + 1;
    const local = new Map<string, number>();
    const reps: S[] = [];
    // each representative's key, kept for its node (a state is keyed once per step, not again when it is found)
    const repKeys: string[] = [];
    // a key that reads the parts (declares the second parameter) is cheap: it runs for each of the step's values.
    // Any other key runs once per distinct state of the step: a state is first found by its canonical text (the
    // texts of its frozen parts cached for the step), as the step's own merge found it before
    const byText = new Map<unknown, number>();
    const texts: KeyCache = new WeakMap();
    const keyed = (value: unknown): number => {
      const next = checkStep<S, E>(FN, value).state;
      const text = !partKey && typeof next === "object" && next !== null ? keyOf(next, FN, texts) : undefined;
      if (text !== undefined) {
        const seen = byText.get(text);
        if (seen !== undefined) return seen;
      }
      const key = keyOfState(next, depth);
      let at = local.get(key);
      if (at === undefined) {
        at = reps.length;
        local.set(key, at);
        reps.push(next);
        repKeys.push(key);
      }
      if (text !== undefined) byText.set(text, at);
      return at;
    };
    let next;
    try {
      next = odds(mappedInside(chance, keyed), { maxStates: maxStepStates });
    } catch (error) {
      if (RulesError.is(error) && error.code === "TOO_COMPLEX") {
        // the step's own refusal says which limit it passed (its states, or the work its estimate foresaw)
        throw tooComplex(
          nodes.length,
          `one step's exact enumeration was refused after ${String(nodes.length)} battle states (maxStepStates = ${String(maxStepStates)}): ${error.message}`,
          error,
        );
      }
      throw appError(FN, "game.step(state, command)", error);
    }
    for (const { value, probability } of next.outcomes) {
      const to = nodeOf(reps[value] as S, depth, repKeys[value]);
      const p = q(probability.numerator, probability.denominator);
      node.edges.set(to, qAdd(node.edges.get(to) ?? ZERO, p));
    }
  }
  const K = outcomeValues.length;
  for (const node of nodes) if (node.absorb === Number.MAX_SAFE_INTEGER) node.absorb = K;
  const solved = solve(nodes, K, maxCycle);
  const start = solved.x[0] ?? [];
  const probs = outcomeValues.map((value, k) => ({ value, probability: start[k] ?? ZERO }));
  let finished = ZERO;
  for (const p of probs) finished = qAdd(finished, p.probability);
  const outcomes = order(probs).map(({ value, probability }) => Object.freeze({ value, probability: Fraction.of(probability.n, probability.d) }));
  const unfinishedQ = qSub(ONE, finished);
  const result: BattleOdds<O> = {
    outcomes: Object.freeze(outcomes),
    unfinished: Fraction.of(unfinishedQ.n, unfinishedQ.d),
    states: nodes.length,
    cyclic: solved.cyclic,
    probability(which) {
      let acc = Fraction.of(0);
      const test =
        typeof which === "function"
          ? (which as (o: O) => boolean)
          : (
              (key) => (o: O) =>
                stateKey(o) === key
            )(stateKey(which));
      for (const o of outcomes) if (test(o.value)) acc = acc.plus(o.probability);
      return acc;
    },
  };
  return Object.freeze(result);
}

/**
 * The short keys of a state's parts for one battleOdds call ({@link KeyPart}): a part's canonical text (the engine's
 * merge key, the texts of frozen parts cached) interned as `#n`; a part frozen all the way down is found again by
 * identity. Distinct texts get distinct numbers, so a key made of parts' keys is as injective as the parts' texts.
 * @internal
 */
export function keyParts(texts: KeyCache = new WeakMap()): KeyPart {
  const known = new WeakMap<object, string>();
  const interned = new Map<unknown, string>();
  return (value: unknown): string => {
    if (typeof value !== "object" || value === null) return stateKey(value);
    const seen = known.get(value);
    if (seen !== undefined) return seen;
    const text = keyOf(value, FN, texts);
    let id = interned.get(text);
    if (id === undefined) {
      id = `#${String(interned.size)}`;
      interned.set(text, id);
    }
    // kept by identity only when its text is (frozen all the way down: it can never change)
    if (texts.has(value)) known.set(value, id);
    return id;
  };
}

/**
 * `chance.map(fn)` for odds, with fn applied inside the chance's own last merge: a chance that ends in a map gets
 * fn composed after the map's function and applied inside the map's source in turn (a map over a map, a chain or a
 * trace is not a merge of its own: the source's values are merged once, by fn's results, never first by their own
 * canonical keys); a chain or chainAll with a combine gets that step with fn composed after it; a chain without a
 * combine gets each continuation mapped so (one mapped node per continuation and function, so continuations shared
 * by several values stay shared; a source is fused into once, so a chance several maps share is enumerated once);
 * anything else is mapped. For odds only: the result is not the chance resolve or
 * simulate would play (a traced step loses its trace), and the distribution of fn's values is the same, each value
 * of fn met first by the same source value (a merge keeps the first of equal values, in the order they come).
 */
function mappedInside<U>(chance: Chance<unknown>, fn: (value: unknown) => U): Chance<U> {
  // the fused nodes of each function (a chain's continuations share theirs)
  const memos = new Map<(value: unknown) => U, Map<ChanceNode, Chance<U>>>();
  // the sources a map's function was fused into (each at most once)
  const descended = new Set<ChanceNode>();
  const into = (node: ChanceNode, f: (value: unknown) => U): Chance<U> => {
    let memo = memos.get(f);
    if (memo === undefined) {
      memo = new Map();
      memos.set(f, memo);
    }
    const known = memo.get(node);
    if (known !== undefined) return known;
    const made = fusedInto(node, f);
    memo.set(node, made);
    return made;
  };
  // a node's fresh engine caches: the fused node is a new node
  const fresh = { s: undefined, p: undefined, u: 0, x: undefined } as const;
  const fusedInto = (node: ChanceNode, f: (value: unknown) => U): Chance<U> => {
    switch (node.t) {
      case "map": {
        const inner = node.fn;
        const src = node.src;
        const composed = (v: unknown): U => f(inner(v));
        // the source's own last step takes the composed function (a map, a chain, a trace: no merge is lost), once
        // per source: a source several maps read (each continuation of a chain mapping one shared chance its own
        // way) is fused for the first and read as it is by the others, so the engine still enumerates it once
        const fusable = src.t === "map" || src.t === "chain" || src.t === "trace" || (src.t === "chainAll" && src.combine !== undefined);
        if (fusable && !descended.has(src)) {
          descended.add(src);
          return into(src, composed);
        }
        return new Chance<U>({ ...node, ...fresh, fn: composed, distinct: false });
      }
      case "chain": {
        const combine = node.combine;
        if (combine !== undefined) return new Chance<U>({ ...node, ...fresh, combine: (v: unknown, w: unknown) => f(combine(v, w)), distinct: false });
        return new Chance<U>({ ...node, ...fresh, fn: (v) => into(nextNode(node, v), f), distinct: false });
      }
      case "chainAll": {
        const combine = node.combine;
        if (combine !== undefined) return new Chance<U>({ ...node, ...fresh, combine: (v: unknown, w: unknown[]) => f(combine(v, w)), distinct: false });
        break;
      }
      case "trace": {
        // odds read a trace node's exact form (after its estimate), or else its source; its entries are resolve's
        const exact = node.exact;
        if (exact === undefined) return into(node.src, f);
        return new Chance<U>({ ...node, ...fresh, exact: () => into(exact(), f).node });
      }
      default:
        break;
    }
    return new Chance<unknown>(node).map(f);
  };
  return into(chance.node, fn);
}

/** Outcomes in an order that does not depend on exploration: numbers and booleans ascending, others by key. */
function order<O>(list: { value: O; probability: Q }[]): { value: O; probability: Q }[] {
  const copy = list.slice();
  if (copy.every((o) => typeof o.value === "number") || copy.every((o) => typeof o.value === "boolean")) {
    return copy.sort((a, b) => Number(a.value) - Number(b.value));
  }
  const keyed = copy.map((o) => [stateKey(o.value), o] as const);
  keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return keyed.map(([, o]) => o);
}

/**
 * The absorption probabilities of every state: x[i][k] = P(state i ends with outcome k), k = K for a cut battle.
 */
function solve(nodes: readonly Node[], K: number, maxCycle: number): { x: (Q[] | undefined)[]; cyclic: boolean } {
  const n = nodes.length;
  // the states from which an end (an outcome or a cut) can be reached
  const reverse: number[][] = Array.from({ length: n }, () => []);
  nodes.forEach((node, i) => {
    for (const to of node.edges.keys()) (reverse[to] as number[]).push(i);
  });
  const canEnd = new Uint8Array(n);
  const queue: number[] = [];
  nodes.forEach((node, i) => {
    if (node.absorb >= 0) {
      canEnd[i] = 1;
      queue.push(i);
    }
  });
  for (let h = 0; h < queue.length; h++) {
    for (const from of reverse[queue[h] as number] as number[]) {
      if (canEnd[from] === 0) {
        canEnd[from] = 1;
        queue.push(from);
      }
    }
  }
  const live = (i: number): boolean => canEnd[i] === 1 && (nodes[i] as Node).absorb < 0;
  const x: (Q[] | undefined)[] = new Array<Q[] | undefined>(n);
  const unit = (k: number): Q[] => Array.from({ length: K + 1 }, (_, j) => (j === k ? ONE : ZERO));
  nodes.forEach((node, i) => {
    if (node.absorb >= 0) x[i] = unit(node.absorb);
    else if (canEnd[i] === 0) x[i] = new Array<Q>(K + 1).fill(ZERO);
  });
  // states that repeat but can never end are cycles too (their probability of ending is 0)
  const stuck = (i: number): boolean => canEnd[i] === 0 && (nodes[i] as Node).absorb < 0;
  let cyclic = components(nodes, stuck).some((c) => c.length > 1 || (nodes[c[0] as number] as Node).edges.has(c[0] as number));
  for (const component of components(nodes, live)) {
    const inside = new Map<number, number>();
    component.forEach((s, j) => inside.set(s, j));
    const m = component.length;
    const selfLoop = m === 1 && (nodes[component[0] as number] as Node).edges.has(component[0] as number);
    // rhs[j]: what state j reaches outside the component, weighted
    const rhs = component.map((s) => {
      const row = new Array<Q>(K + 1).fill(ZERO);
      for (const [to, p] of (nodes[s] as Node).edges) {
        if (inside.has(to)) continue;
        const xt = x[to] as Q[];
        for (let k = 0; k <= K; k++) if ((xt[k] as Q).n !== 0n) row[k] = qAdd(row[k] as Q, qMul(p, xt[k] as Q));
      }
      return row;
    });
    if (m === 1 && !selfLoop) {
      x[component[0] as number] = rhs[0];
      continue;
    }
    cyclic = true;
    if (m > maxCycle) {
      throw tooComplex(n, `a cycle of ${String(m)} states repeats (more than maxCycle = ${String(maxCycle)} to solve exactly)`);
    }
    // (I - P) X = rhs over the component, by Gauss-Jordan elimination
    const a = component.map((s, j) => {
      const row = new Array<Q>(m).fill(ZERO);
      row[j] = ONE;
      for (const [to, p] of (nodes[s] as Node).edges) {
        const c = inside.get(to);
        if (c !== undefined) row[c] = qSub(row[c] as Q, p);
      }
      return row;
    });
    for (let col = 0; col < m; col++) {
      let pivot = col;
      while (pivot < m && (a[pivot] as Q[])[col]?.n === 0n) pivot++;
      if (pivot === m)
        throw new RulesError({ code: "INVALID_STATE", fn: FN, path: "scenario", value: m, message: "the chain's cycle cannot be solved (a singular system)" });
      [a[col], a[pivot]] = [a[pivot] as Q[], a[col] as Q[]];
      [rhs[col], rhs[pivot]] = [rhs[pivot] as Q[], rhs[col] as Q[]];
      const pr = a[col] as Q[];
      const pb = rhs[col] as Q[];
      const pv = pr[col] as Q;
      for (let c = col; c < m; c++) pr[c] = qDiv(pr[c] as Q, pv);
      for (let k = 0; k <= K; k++) pb[k] = qDiv(pb[k] as Q, pv);
      for (let r = 0; r < m; r++) {
        if (r === col) continue;
        const row = a[r] as Q[];
        const f = row[col] as Q;
        if (f.n === 0n) continue;
        for (let c = col; c < m; c++) if ((pr[c] as Q).n !== 0n) row[c] = qSub(row[c] as Q, qMul(f, pr[c] as Q));
        const b = rhs[r] as Q[];
        for (let k = 0; k <= K; k++) if ((pb[k] as Q).n !== 0n) b[k] = qSub(b[k] as Q, qMul(f, pb[k] as Q));
      }
    }
    component.forEach((s, j) => {
      x[s] = rhs[j];
    });
  }
  return { x, cyclic };
}

/**
 * The strongly connected components of the live states, each emitted after every component it reaches (Tarjan,
 * iterative: no recursion depth limit).
 */
function components(nodes: readonly Node[], live: (i: number) => boolean): number[][] {
  return stronglyConnected(
    nodes.map((node) => [...node.edges.keys()].filter(live)),
    live,
  );
}
