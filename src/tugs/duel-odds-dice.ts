// Every way a rule's dice can fall, for duelOdds (issue 15): a rule written over a Roller (roller.ts) run once per
// sequence of faces on a direct roller that reads its faces from a script, the scripts enumerated depth first like an
// odometer. The rule's own lines run (injury.ts injuryWith, the same lines the chance roller and the sampler run), so
// the values are the rule's; each sequence has the probability of its faces (1/6 a d6, 1/20 a d20, independent), the
// sequences are disjoint and cover every fall of the dice, so the values' distribution is the chance's, exactly
// (test/tugs/duel-odds-lumped.test.ts compares it with `odds` of the chance). Nothing merges inside: no canonical key of
// a character at every step, as the chance's enumeration keys each intermediate value; the caller merges the values
// by its own key once, at the end.
import type { DieLabel } from "../core/chance.js";
import type { TraceEntry } from "../core/trace.js";
import type { Roller } from "./roller.js";

/**
 * A value with its probability's numerator over its distribution's denominator: exact integers (bigint, the default)
 * or, for duelOdds' certified bounds, a double below the probability itself over a denominator of 1
 * (duel-odds-arith.ts).
 * @example `const w: Weighted<number> = { v: 7, n: 6n };`
 * @internal
 */
export interface Weighted<T, N = bigint> {
  /** The value. */
  readonly v: T;
  /** The numerator. */
  readonly n: N;
}

/**
 * A distribution: numerators over one denominator (not reduced); exact by default, or lower bounds over 1
 * (duel-odds-arith.ts LOW).
 * @example `const coin: Dist<boolean> = { d: 2n, items: [{ v: true, n: 1n }, { v: false, n: 1n }] };`
 * @internal
 */
export interface Dist<T, N = bigint> {
  /** The common denominator. */
  readonly d: N;
  /** The values and their numerators (summing to d). */
  readonly items: readonly Weighted<T, N>[];
}

/** The most dice one run may roll (a rule of the duel rolls at most a few). */
const MAX_DICE = 12;

/** A direct roller whose faces come from a script, extended with 1s past its end (the odometer's next digits). */
class ScriptedRoller implements Roller<"now"> {
  readonly chances = false;
  readonly faces: number[] = [];
  readonly sides: number[] = [];
  #at = 0;

  /** Starts a run over the script as it stands. */
  rewind(): void {
    this.#at = 0;
  }

  /** The dice the last run rolled. */
  get used(): number {
    return this.#at;
  }

  die(kind: "d6" | "d20", _what?: () => DieLabel): number {
    const sides = kind === "d6" ? 6 : 20;
    const at = this.#at++;
    if (at >= MAX_DICE) throw new Error(`duelOdds: a rule rolled more than ${String(MAX_DICE)} dice in one step`);
    if (at === this.faces.length) {
      this.faces.push(1);
      this.sides.push(sides);
    } else if (this.sides[at] !== sides) {
      // a pure rule asks for the same dice after the same faces: anything else is a bug, not an input
      throw new Error("duelOdds: a rule's dice changed between two runs of the same faces");
    }
    return this.faces[at] as number;
  }

  sum(n: number, kind: "d6" | "d20"): number {
    let total = 0;
    for (let i = 0; i < n; i++) total += this.die(kind);
    return total;
  }

  just<T>(value: T): T {
    return value;
  }

  constant<T>(value: T): T {
    return value;
  }

  map<A, B>(step: A, fn: (value: A) => B): B {
    return fn(step);
  }

  chain<A, B>(step: A, fn: (value: A) => B): B {
    return fn(step);
  }

  both<A, B>(first: A, second: B): [A, B] {
    return [first, second];
  }

  traced<T>(step: T, _before?: () => readonly TraceEntry[]): T {
    return step;
  }

  later<T>(build: () => T): () => T {
    return build;
  }
}

/**
 * The exact distribution of a rule's value, merged by `key` (the first value met of each key stands for it): the
 * rule run once per sequence of faces. Numerators over the lcm of the sequences' denominators, not reduced.
 *
 * @param run - the rule on a roller (pure: the same faces give the same dice asked and the same value)
 * @param key - what the caller reads of a value
 * @returns the values by key, with their probabilities
 * @example
 * ```ts
 * const two = enumerated((m) => m.die("d6", label) + m.die("d6", label), String); // 11 values over d = 36
 * two.items.find((x) => x.v === 7)?.n; // 6n
 * ```
 * @internal
 */
export function enumerated<T>(run: (m: Roller<"now">) => T, key: (value: T) => string): Dist<T> {
  const m = new ScriptedRoller();
  const byKey = new Map<string, { v: T; parts: number[] }>();
  const dens: number[] = [];
  for (;;) {
    m.rewind();
    const value = run(m);
    // the faces past those rolled belong to no sequence of this value (a shorter path)
    m.faces.length = m.used;
    m.sides.length = m.used;
    let den = 1;
    for (const s of m.sides) den *= s;
    const k = key(value);
    let at = byKey.get(k);
    if (at === undefined) {
      at = { v: value, parts: [] };
      byKey.set(k, at);
    }
    at.parts.push(den);
    dens.push(den);
    // the next sequence: the last die that can still turn up one more face, the dice after it dropped
    let last = m.faces.length - 1;
    while (last >= 0 && (m.faces[last] as number) === (m.sides[last] as number)) last--;
    if (last < 0) break;
    m.faces[last] = (m.faces[last] as number) + 1;
    m.faces.length = last + 1;
    m.sides.length = last + 1;
  }
  // every sequence's denominator is a product of 6s and 20s: their lcm is the largest power of each prime among them
  let d = 1;
  for (const x of dens) d = lcmNumber(d, x);
  const big = BigInt(d);
  const items: Weighted<T>[] = [];
  for (const { v, parts } of byKey.values()) {
    let n = 0;
    for (const x of parts) n += d / x;
    items.push({ v, n: BigInt(n) });
  }
  return { d: big, items };
}

function gcdNumber(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** lcm of two safe integers (the products of at most MAX_DICE d20s stay below 2^53). */
function lcmNumber(a: number, b: number): number {
  return a === b ? a : (a / gcdNumber(a, b)) * b;
}
