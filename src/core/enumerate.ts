import { type Node, neverAccepted, nextChances, nextNode } from "./chance.js";
import { RulesError } from "./errors.js";
import { add, div, gcd, type Int, lcm, mul, same, sub } from "./exact.js";
import { keyOf } from "./value-key.js";

/**
 * An exact distribution: each value with an integer weight, all over one total.
 * @internal
 */
export interface Dist {
  readonly values: readonly unknown[];
  readonly weights: readonly Int[];
  readonly total: Int;
}

/** Accumulates weighted values, merging equal ones. @internal */
class Merger {
  readonly values: unknown[] = [];
  readonly weights: Int[] = [];
  readonly #index = new Map<unknown, number>();
  readonly #budget: Budget;

  constructor(budget: Budget) {
    this.#budget = budget;
  }

  add(value: unknown, weight: Int): void {
    const key = keyOf(value);
    const at = this.#index.get(key);
    if (at === undefined) {
      this.#index.set(key, this.values.length);
      this.values.push(value);
      this.weights.push(weight);
      this.#budget.spend(1);
    } else {
      this.weights[at] = add(this.weights[at] as Int, weight);
    }
  }

  done(total: Int): Dist {
    return { values: this.values, weights: this.weights, total };
  }
}

/** Bounds the work of one enumeration, so that no input hangs. @internal */
export class Budget {
  #left: number;
  readonly #limit: number;

  constructor(limit: number) {
    this.#left = limit;
    this.#limit = limit;
  }

  spend(n: number): void {
    this.#left -= n;
    if (this.#left < 0) {
      throw new RulesError({
        code: "TOO_COMPLEX",
        fn: "odds",
        path: "chance",
        value: this.#limit,
        message:
          "the exact enumeration needs more distinct intermediate outcomes than the limit (raise maxStates, or map values to fewer distinct outcomes before combining them)",
      });
    }
  }
}

/** Divides every weight and the total by their common factor. */
function normalise(d: Dist): Dist {
  let g: Int = d.total;
  for (const w of d.weights) {
    g = gcd(w, g);
    if (same(g, 1)) return d;
  }
  return { values: d.values, weights: d.weights.map((w) => div(w, g)), total: div(d.total, g) };
}

function binomial(node: Extract<Node, { t: "count" }>): Dist {
  const { n, hits, sides } = node;
  if (hits === 0 || hits === sides || n === 0) return { values: [hits === sides ? n : 0], weights: [1], total: 1 };
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
  // ways[i] counts the ways to roll a total of n * low + i
  let ways: Int[] = [1];
  for (let d = 0; d < n; d++) {
    const next: Int[] = new Array<Int>(ways.length + sides - 1).fill(0);
    for (let i = 0; i < ways.length; i++) {
      const w = ways[i] as Int;
      for (let f = 0; f < sides; f++) next[i + f] = add(next[i + f] as Int, w);
    }
    budget.spend(next.length);
    ways = next;
  }
  let total: Int = 1;
  for (let i = 0; i < n; i++) total = mul(total, sides);
  return { values: ways.map((_, i) => n * low + i), weights: ways, total };
}

/** Enumerates a chance exactly. @internal */
export function enumerate(root: Node, budget: Budget): Dist {
  const memo = new Map<Node, Dist>();
  const go = (node: Node): Dist => {
    const known = memo.get(node);
    if (known !== undefined) return known;
    const d = compute(node);
    memo.set(node, d);
    return d;
  };
  // several independent chances rolled together: the distribution of the tuple of their values
  const product = (parts: readonly Node[]): Dist => {
    let acc: Dist = { values: [[]], weights: [1], total: 1 };
    for (const part of parts) {
      const d = go(part);
      const out = new Merger(budget);
      for (let i = 0; i < acc.values.length; i++) {
        const head = acc.values[i] as readonly unknown[];
        for (let j = 0; j < d.values.length; j++) out.add([...head, d.values[j]], mul(acc.weights[i] as Int, d.weights[j] as Int));
      }
      acc = out.done(mul(acc.total, d.total));
    }
    return normalise(acc);
  };
  // each value of src followed by its own distribution (subs[i]), over a common total; combine reads the pair
  const mixture = (src: Dist, subs: readonly Dist[], combine: ((v: unknown, next: unknown) => unknown) | undefined): Dist => {
    let common: Int = 1;
    for (const s of subs) common = lcm(common, s.total);
    const out = new Merger(budget);
    for (let i = 0; i < subs.length; i++) {
      const sub = subs[i] as Dist;
      const scale = mul(src.weights[i] as Int, div(common, sub.total));
      const value = src.values[i];
      for (let j = 0; j < sub.values.length; j++) {
        out.add(combine === undefined ? sub.values[j] : combine(value, sub.values[j]), mul(scale, sub.weights[j] as Int));
      }
    }
    return normalise(out.done(mul(src.total, common)));
  };
  const compute = (node: Node): Dist => {
    switch (node.t) {
      case "const":
        return { values: [node.value], weights: [1], total: 1 };
      case "die":
        return { values: Array.from({ length: node.sides }, (_, i) => node.low + i), weights: new Array<Int>(node.sides).fill(1), total: node.sides };
      case "count":
        return binomial(node);
      case "sum":
        return dieSum(node, budget);
      case "trace":
        return go(node.src);
      case "map": {
        const src = go(node.src);
        const out = new Merger(budget);
        for (let i = 0; i < src.values.length; i++) out.add(node.fn(src.values[i]), src.weights[i] as Int);
        return out.done(src.total);
      }
      case "chain": {
        const src = go(node.src);
        return mixture(
          src,
          src.values.map((v) => go(nextNode(node, v))),
          node.combine,
        );
      }
      case "chainAll": {
        // each distinct value's list rolled together, then read with the value, as chain does
        const src = go(node.src);
        return mixture(
          src,
          src.values.map((v) => product(nextChances(node, v).map((c) => c.node))),
          node.combine as ((v: unknown, next: unknown) => unknown) | undefined,
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
        const out = new Merger(budget);
        for (let i = 0; i < first.values.length; i++) {
          if (node.accept(first.values[i])) out.add(first.values[i], mul(first.weights[i] as Int, acceptedAgain));
        }
        if (!same(refusedFirst, 0)) {
          for (let j = 0; j < again.values.length; j++) {
            if (node.accept(again.values[j])) out.add(again.values[j], mul(refusedFirst, again.weights[j] as Int));
          }
        }
        return normalise(out.done(mul(first.total, acceptedAgain)));
      }
      case "fold": {
        const item = go(node.item);
        let acc: Dist = { values: [node.init], weights: [1], total: 1 };
        for (let step = 0; step < node.n; step++) {
          const out = new Merger(budget);
          for (let i = 0; i < acc.values.length; i++) {
            for (let j = 0; j < item.values.length; j++) {
              out.add(node.step(acc.values[i], item.values[j], step), mul(acc.weights[i] as Int, item.weights[j] as Int));
            }
          }
          acc = normalise(out.done(mul(acc.total, item.total)));
        }
        return acc;
      }
    }
  };
  return go(root);
}
