import { type Node, neverAccepted, nextChances, nextNode } from "./chance.js";
import { RulesError } from "./errors.js";
import { add, div, gcd, type Int, lcm, mul, same, sub } from "./exact.js";
import { type KeyCache, keyOf } from "./value-key.js";

/**
 * An exact distribution: each value with an integer weight, all over one total. A lazy distribution (issue 13)
 * carries how to build value i (`at`) instead of its values: reading `values` builds them all (once, kept), `at(i)`
 * builds one without keeping it, so a distribution of 182,887 volley results whose values nobody reads costs its
 * weights alone.
 * @internal
 */
export interface Dist {
  readonly values: readonly unknown[];
  readonly weights: readonly Int[];
  readonly total: Int;
  /** A lazy distribution's value i, built when asked (absent: `values[i]`); the same value as data on every call. */
  readonly at?: ((i: number) => unknown) | undefined;
}

/**
 * A lazy distribution over `weights`: value i is `build(i)`, built when read. `values` builds them all the first
 * time it is read and keeps them; `at` reads them from there once they are built.
 * @internal
 */
export function lazyDist(weights: readonly Int[], total: Int, build: (i: number) => unknown): Dist {
  let built: unknown[] | undefined;
  return {
    get values(): readonly unknown[] {
      if (built === undefined) {
        const values = new Array<unknown>(weights.length);
        for (let i = 0; i < values.length; i++) values[i] = build(i);
        built = values;
      }
      return built;
    },
    weights,
    total,
    at: (i: number): unknown => (built === undefined ? build(i) : built[i]),
  };
}

/**
 * Value i of a distribution, lazy or not, without building the others (what `Odds` reads). A lazy distribution's
 * own builder reads its inputs' `values` instead (building them once): an input may be shared by many places of
 * the enumeration (a memoised chance), and its values must be built once and be the same objects everywhere, as
 * they were before values were lazy (merge keys of frozen values are cached by identity).
 * @internal
 */
export function valueAt(d: Dist, i: number): unknown {
  return d.at === undefined ? d.values[i] : d.at(i);
}

/** The same values (lazy or not) over new weights and total. */
function reweighted(d: Dist, weights: readonly Int[], total: Int): Dist {
  return d.at === undefined ? { values: d.values, weights, total } : lazyDist(weights, total, d.at);
}

/** Accumulates weighted values, merging equal ones. @internal */
class Merger {
  readonly values: unknown[] = [];
  readonly weights: Int[] = [];
  readonly #index = new Map<unknown, number>();
  readonly #budget: Budget;
  /** How many adds are still to come (the step's pairs, known before the first). */
  readonly #expected: number;
  /** Work charged ahead by the estimate and not yet used by a merge. */
  #credit = 0;
  /** The enumeration's texts of frozen values (see value-key.ts). */
  readonly #keys: KeyCache | undefined;

  constructor(budget: Budget, expected = 1, keys?: KeyCache) {
    this.#budget = budget;
    this.#expected = expected;
    this.#keys = keys;
  }

  add(value: unknown, weight: Int): void {
    const key = keyOf(value, "odds", this.#keys);
    // a merge costs its key (built from the whole value) and a lookup
    const cost = typeof key === "string" ? 8 + key.length * 4 : 8;
    // issue 10: the first merge charges the estimate of the step's whole merge work (its pairs times this key's
    // cost), so a step whose rule functions build large values is refused before it runs, not after; later merges
    // draw on that credit, and what is left is given back when the step is done
    if (this.values.length === 0 && this.#credit === 0) {
      const ahead = cost * Math.max(0, this.#expected - 1);
      this.#budget.work(cost + ahead);
      this.#credit = ahead;
    } else if (this.#credit >= cost) {
      this.#credit -= cost;
    } else {
      this.#budget.work(cost - this.#credit);
      this.#credit = 0;
    }
    const at = this.#index.get(key);
    if (at === undefined) {
      this.#index.set(key, this.values.length);
      this.values.push(value);
      this.weights.push(weight);
      this.#budget.states(1);
    } else {
      this.weights[at] = add(this.weights[at] as Int, weight);
    }
  }

  done(total: Int): Dist {
    this.#budget.refund(this.#credit);
    this.#credit = 0;
    return { values: this.values, weights: this.weights, total };
  }
}

/**
 * Accumulates weighted values known to be distinct (a map or combine declared injective): no merge key, each value
 * kept as it comes; or, for a large step (issue 13), only the weights, each value built from its place when read
 * (see {@link lazyDist}). The same charges as a merge without its key. @internal
 */
class Distinct {
  readonly values: unknown[] = [];
  readonly weights: Int[] = [];
  readonly #budget: Budget;

  constructor(budget: Budget) {
    this.#budget = budget;
  }

  add(value: unknown, weight: Int): void {
    this.#budget.work(8);
    this.values.push(value);
    this.weights.push(weight);
    this.#budget.states(1);
  }

  /** A weight whose value is built later, from its place (a lazy step). */
  addWeight(weight: Int): void {
    this.#budget.work(8);
    this.weights.push(weight);
    this.#budget.states(1);
  }

  done(total: Int, build?: (i: number) => unknown): Dist {
    return build === undefined ? { values: this.values, weights: this.weights, total } : lazyDist(this.weights, total, build);
  }
}

/**
 * The fewest values of a step known distinct for its values to be built lazily (issue 13): below it, building them
 * as they come costs less than the places and closures of a lazy distribution (the steps of a game, a fight's groups).
 */
const LAZY_MIN = 4096;

/** The fewest tuples of a product for them to be built lazily (each tuple then costs its decoding once read). */
const LAZY_PRODUCT_MIN = 64;

/**
 * The work one enumeration may do, and what it has spent: distinct intermediate outcomes (states) and
 * elementary operations (work: a merge, or one 64-bit word of an exact integer added; a product of two integers
 * costs the product of their sizes in words). Each step charges its estimate BEFORE doing the work, so a refusal
 * (TOO_COMPLEX) comes from the estimate, not after the work.
 * @internal
 */
export class Budget {
  readonly maxStates: number;
  readonly maxWork: number;
  /** States created so far. */
  spentStates = 0;
  /** Work spent (or estimated and about to be spent) so far. */
  spentWork = 0;
  /** Work charged ahead by estimates and not yet used: later work draws on it first. */
  #credit = 0;
  /** Work drawn from the credit so far (what estimates paid for). */
  #used = 0;

  constructor(maxStates: number, maxWork: number) {
    this.maxStates = maxStates;
    this.maxWork = maxWork;
  }

  states(n: number): void {
    this.spentStates += n;
    if (this.spentStates > this.maxStates) this.#refuse("maxStates", "distinct intermediate outcomes", this.spentStates, this.maxStates);
  }

  work(n: number): void {
    if (this.#credit > 0) {
      const used = Math.min(this.#credit, n);
      this.#credit -= used;
      this.#used += used;
      if (used === n) return;
      this.spentWork += n - used;
    } else {
      this.spentWork += n;
    }
    if (!(this.spentWork <= this.maxWork)) this.#refuse("maxWork", "elementary operations", this.spentWork, this.maxWork);
  }

  /**
   * Refuses now when `states` more distinct outcomes, a lower bound known before the work that makes them, would
   * pass maxStates (nothing is charged: the work charges its states as it makes them).
   */
  expect(states: number): void {
    if (this.spentStates + states > this.maxStates) this.#refuse("maxStates", "distinct intermediate outcomes", this.spentStates + states, this.maxStates);
  }

  /** Gives back work charged ahead by an estimate and not spent. */
  refund(n: number): void {
    this.spentWork -= Math.min(n, this.spentWork);
  }

  /**
   * Runs the continuations of a chain, charged from an estimate (issue 10): after the first, every other one is
   * charged ahead at the first one's work (so a chain whose continuations would pass maxWork is refused after its
   * first, not after all of them); their own work then draws on that credit, and what is left is given back at the
   * end, so an answer's cost is what it spent.
   */
  estimated<T>(items: readonly unknown[], run: (item: unknown) => T): T[] {
    const out: T[] = [];
    if (items.length === 0) return out;
    const before = this.spentWork + this.#used;
    out.push(run(items[0]));
    const ahead = (this.spentWork + this.#used - before) * (items.length - 1);
    this.work(ahead);
    this.#credit += ahead;
    const creditMark = this.#used;
    for (let i = 1; i < items.length; i++) out.push(run(items[i]));
    // what this estimate paid for and nobody used is given back (credit used by the rest is real work)
    const left = Math.max(0, Math.min(this.#credit, ahead - (this.#used - creditMark)));
    this.#credit -= left;
    this.spentWork -= left;
    return out;
  }

  #refuse(option: string, what: string, needed: number, limit: number): never {
    throw new RulesError({
      code: "TOO_COMPLEX",
      fn: "odds",
      path: "chance",
      value: { [option]: limit, needed: Math.min(needed, Number.MAX_SAFE_INTEGER) },
      message: `the exact enumeration needs more ${what} than the limit (raise ${option}, or map values to fewer distinct outcomes before combining them)`,
    });
  }
}

/** The size of an exact integer in 64-bit words (at least 1). @internal */
export function words(x: Int): number {
  if (typeof x === "number") return 1;
  let w = 1;
  let v = x >> 64n;
  // whole words at a time: the size of a 2,300-bit total is 37 shifts
  while (v > 0n) {
    if (v >> 1024n > 0n) {
      v >>= 1024n;
      w += 16;
    } else {
      v >>= 64n;
      w += 1;
    }
  }
  return w;
}

/** Divides every weight and the total by their common factor. */
function normalise(d: Dist, budget: Budget): Dist {
  if (typeof d.total === "bigint") {
    const w = words(d.total);
    budget.work(d.weights.length * w * w);
  }
  let g: Int = d.total;
  for (const w of d.weights) {
    g = gcd(w, g);
    if (same(g, 1)) return d;
  }
  return reweighted(
    d,
    d.weights.map((w) => div(w, g)),
    div(d.total, g),
  );
}

function binomial(node: Extract<Node, { t: "count" }>, budget: Budget): Dist {
  const { n, hits, sides } = node;
  if (hits === 0 || hits === sides || n === 0) return { values: [hits === sides ? n : 0], weights: [1], total: 1 };
  // the estimate, before the work: n + 1 states, each weight a product of n-digit integers
  budget.states(n + 1);
  const w = Math.ceil((n * Math.log2(sides)) / 64) + 1;
  budget.work((n + 1) * (3 * w + Math.ceil(n / 64) * w));
  const g = gcd(hits, sides) as number;
  const s = hits / g;
  const k = sides / g;
  const f = k - s;
  // weight(h) = C(n, h) s^h f^(n-h), over k^n
  const sPow: Int[] = [1];
  const fPow: Int[] = [1];
  for (let i = 1; i <= n; i++) {
    sPow.push(mul(sPow[i - 1] as Int, s));
    fPow.push(mul(fPow[i - 1] as Int, f));
  }
  const values: number[] = [];
  const weights: Int[] = [];
  let c: Int = 1;
  for (let h = 0; h <= n; h++) {
    values.push(h);
    weights.push(mul(c, mul(sPow[h] as Int, fPow[n - h] as Int)));
    c = div(mul(c, n - h), h + 1);
  }
  let total: Int = 1;
  for (let i = 0; i < n; i++) total = mul(total, k);
  return { values, weights, total };
}

function dieSum(node: Extract<Node, { t: "sum" }>, budget: Budget): Dist {
  const { n, low, sides } = node;
  if (n === 0) return { values: [0], weights: [1], total: 1 };
  // the estimate, before the work: n steps over up to n * (sides - 1) + 1 totals, each an add and a subtract of
  // integers of up to n * log2(sides) bits
  const size = n * (sides - 1) + 1;
  budget.states(size);
  budget.work(Math.ceil((n * size) / 2) * 2 * (Math.ceil((n * Math.log2(sides)) / 64) + 1));
  // ways[i] counts the ways to roll a total of n * low + i; each die adds a window of `sides` totals (a running sum)
  let ways: Int[] = [1];
  for (let d = 0; d < n; d++) {
    const length = ways.length + sides - 1;
    const next = new Array<Int>(length);
    let window: Int = 0;
    for (let i = 0; i < length; i++) {
      if (i < ways.length) window = add(window, ways[i] as Int);
      if (i - sides >= 0) window = sub(window, ways[i - sides] as Int);
      next[i] = window;
    }
    ways = next;
  }
  let total: Int = 1;
  for (let i = 0; i < n; i++) total = mul(total, sides);
  return { values: ways.map((_, i) => n * low + i), weights: ways, total };
}

/** Enumerates a chance exactly. @internal */
export function enumerate(root: Node, budget: Budget): Dist {
  const memo = new Map<Node, Dist>();
  // merge keys of frozen values, written once per enumeration
  const keys: KeyCache = new WeakMap();
  const go = (node: Node): Dist => {
    const known = memo.get(node);
    if (known !== undefined) return known;
    const d = compute(node);
    memo.set(node, d);
    return d;
  };
  // several independent chances rolled together: the distribution of the tuple of their values
  const product = (parts: readonly Node[]): Dist => {
    const dists: Dist[] = [];
    let weights: Int[] = [1];
    let total: Int = 1;
    for (let k = 0; k < parts.length; k++) {
      const d = go(parts[k] as Node);
      dists.push(d);
      // the values of a distribution are distinct, so every tuple of a product is new: its states are known
      // before the work, and no merge key is built (a tuple of 10,000 values would cost its length in keys)
      const size = d.weights.length;
      const pairs = weights.length * size;
      budget.states(pairs);
      budget.work(pairs * (k + 1 + words(total) * words(d.total)));
      const next: Int[] = new Array<Int>(pairs);
      let at = 0;
      for (let i = 0; i < weights.length; i++) {
        const w = weights[i] as Int;
        for (let j = 0; j < size; j++) next[at++] = mul(w, d.weights[j] as Int);
      }
      weights = next;
      total = mul(total, d.total);
    }
    if (weights.length < LAZY_PRODUCT_MIN) {
      // a small product's tuples as they come, the last part's value varying fastest
      let tuples: unknown[][] = [[]];
      for (let k = 0; k < dists.length; k++) {
        const values = (dists[k] as Dist).values;
        const next = new Array<unknown[]>(tuples.length * values.length);
        let at = 0;
        for (let i = 0; i < tuples.length; i++) {
          const head = tuples[i] as unknown[];
          for (let j = 0; j < values.length; j++) {
            const tuple = new Array<unknown>(k + 1);
            for (let m = 0; m < k; m++) tuple[m] = head[m];
            tuple[k] = values[j];
            next[at++] = tuple;
          }
        }
        tuples = next;
      }
      return normalise({ values: tuples, weights, total }, budget);
    }
    // issue 13: a large product's tuples are built when read, tuple i from its place (the last part's value varies
    // fastest), so its prefixes are never built and its tuples only if read
    const sizes = dists.map((d) => d.weights.length);
    const tuple = (i: number): unknown[] => {
      const out = new Array<unknown>(dists.length);
      let rest = i;
      for (let k = dists.length - 1; k >= 0; k--) {
        const size = sizes[k] as number;
        const j = rest % size;
        rest = (rest - j) / size;
        out[k] = (dists[k] as Dist).values[j];
      }
      return out;
    };
    return normalise(lazyDist(weights, total, tuple), budget);
  };
  // each value of src followed by its own distribution (subs[i]), over a common total; combine reads the pair
  const mixture = (src: Dist, subs: readonly Dist[], combine: ((v: unknown, next: unknown) => unknown) | undefined, distinct = false): Dist => {
    let common: Int = 1;
    let pairs = 0;
    for (const s of subs) {
      common = lcm(common, s.total);
      pairs += s.weights.length;
    }
    budget.work(subs.length * words(common) + pairs * words(common) * words(src.total));
    if (distinct && pairs >= LAZY_MIN) {
      // issue 13: the pairs of a large step are kept as places, each value built from its place when read (see lazyDist)
      const out = new Distinct(budget);
      const starts = new Array<number>(subs.length + 1);
      starts[0] = 0;
      for (let i = 0; i < subs.length; i++) {
        const sub = subs[i] as Dist;
        const scale = mul(src.weights[i] as Int, div(common, sub.total));
        for (let j = 0; j < sub.weights.length; j++) out.addWeight(mul(scale, sub.weights[j] as Int));
        starts[i + 1] = (starts[i] as number) + sub.weights.length;
      }
      const pair = (k: number): unknown => {
        // the sub holding place k: the last start at or before it
        let lo = 0;
        let hi = subs.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >>> 1;
          if ((starts[mid] as number) <= k) lo = mid;
          else hi = mid - 1;
        }
        const next = (subs[lo] as Dist).values[k - (starts[lo] as number)];
        return combine === undefined ? next : combine(src.values[lo], next);
      };
      return normalise(out.done(mul(src.total, common), pair), budget);
    }
    const out = distinct ? new Distinct(budget) : new Merger(budget, pairs, keys);
    for (let i = 0; i < subs.length; i++) {
      const sub = subs[i] as Dist;
      const scale = mul(src.weights[i] as Int, div(common, sub.total));
      const value = src.values[i];
      const values = sub.values;
      for (let j = 0; j < values.length; j++) {
        out.add(combine === undefined ? values[j] : combine(value, values[j]), mul(scale, sub.weights[j] as Int));
      }
    }
    return normalise(out.done(mul(src.total, common)), budget);
  };
  const compute = (node: Node): Dist => {
    switch (node.t) {
      case "const":
        return { values: [node.value], weights: [1], total: 1 };
      case "die":
        return { values: Array.from({ length: node.sides }, (_, i) => node.low + i), weights: new Array<Int>(node.sides).fill(1), total: node.sides };
      case "count":
        return binomial(node, budget);
      case "sum":
        return dieSum(node, budget);
      case "trace":
        // a chance that declares its own enumeration (the same distribution over fewer states) is enumerated by it,
        // refused first from its declared lower bound of outcomes (issue 10: from an estimate, before the work)
        if (node.exact !== undefined && node.estimate !== undefined) budget.expect(node.estimate());
        return go(node.exact === undefined ? node.src : node.exact());
      case "map": {
        const src = go(node.src);
        budget.work(src.weights.length * words(src.total));
        if (node.distinct && src.weights.length >= LAZY_MIN) {
          // issue 13: a large injective map's values are built when read, each from its source value
          const out = new Distinct(budget);
          for (let i = 0; i < src.weights.length; i++) out.addWeight(src.weights[i] as Int);
          const fn = node.fn;
          return out.done(src.total, (i) => fn(src.values[i]));
        }
        const out = node.distinct ? new Distinct(budget) : new Merger(budget, src.values.length, keys);
        for (let i = 0; i < src.values.length; i++) out.add(node.fn(src.values[i]), src.weights[i] as Int);
        return out.done(src.total);
      }
      case "chain": {
        const src = go(node.src);
        return mixture(
          src,
          budget.estimated(src.values, (v) => go(nextNode(node, v))),
          node.combine,
          node.distinct === true,
        );
      }
      case "chainAll": {
        // each distinct value's list rolled together, then read with the value, as chain does
        const src = go(node.src);
        return mixture(
          src,
          budget.estimated(src.values, (v) => product(nextChances(node, v).map((c) => c.node))),
          node.combine as ((v: unknown, next: unknown) => unknown) | undefined,
          node.distinct,
        );
      }
      case "all":
        return product(node.parts);
      case "reroll": {
        // the first roll's accepted values, plus its refused share times the re-roll's distribution given acceptance:
        // P(v) = wF(v)/TF + RF/TF * wA(v)/WA, over the common total TF * WA (WA: the re-roll's accepted weight)
        const first = go(node.first);
        let acceptedFirst: Int = 0;
        for (let i = 0; i < first.values.length; i++) if (node.accept(first.values[i])) acceptedFirst = add(acceptedFirst, first.weights[i] as Int);
        const refusedFirst = sub(first.total, acceptedFirst);
        // a first roll that is always accepted is never re-rolled: the re-roll's chance is not enumerated
        const again: Dist = same(refusedFirst, 0) ? { values: [], weights: [], total: 1 } : go(node.again);
        let acceptedAgain: Int = 0;
        for (let j = 0; j < again.values.length; j++) if (node.accept(again.values[j])) acceptedAgain = add(acceptedAgain, again.weights[j] as Int);
        if (same(acceptedAgain, 0)) {
          if (!same(refusedFirst, 0)) throw neverAccepted(again.values);
          acceptedAgain = 1; // never re-rolled: only the first roll's values count
        }
        budget.work((first.values.length + again.values.length) * words(first.total) * words(acceptedAgain));
        const out = new Merger(budget, first.values.length + again.values.length, keys);
        for (let i = 0; i < first.values.length; i++) {
          if (node.accept(first.values[i])) out.add(first.values[i], mul(first.weights[i] as Int, acceptedAgain));
        }
        if (!same(refusedFirst, 0)) {
          for (let j = 0; j < again.values.length; j++) {
            if (node.accept(again.values[j])) out.add(again.values[j], mul(refusedFirst, again.weights[j] as Int));
          }
        }
        return normalise(out.done(mul(first.total, acceptedAgain)), budget);
      }
      case "fold": {
        const item = go(node.item);
        let acc: Dist = { values: [node.init], weights: [1], total: 1 };
        for (let step = 0; step < node.n; step++) {
          // the estimate, before the step: every pair of accumulator and item value
          budget.work(acc.values.length * item.values.length * (1 + words(acc.total) * words(item.total)));
          const out = new Merger(budget, acc.values.length * item.values.length, keys);
          for (let i = 0; i < acc.values.length; i++) {
            for (let j = 0; j < item.values.length; j++) {
              out.add(node.step(acc.values[i], item.values[j], step), mul(acc.weights[i] as Int, item.weights[j] as Int));
            }
          }
          acc = normalise(out.done(mul(acc.total, item.total)), budget);
        }
        return acc;
      }
    }
  };
  return go(root);
}
