// The engine's execution: a node that runs a second time is compiled into a closure that holds what it needs
// (its children's closures, its die's rejection bound, its trace entries), kept on the node; its first run is
// interpreted, so a chance built for one resolution (inside a chain function) costs no compilation.
// A chance resolved or simulated again and again then runs as a tree of direct calls: no dispatch on the node's
// type, no property reads of nodes of many shapes. `resolve` and `simulate` draw the same dice in the same order.
//
// Compiled code also uses the purity of map, chain and trace functions: a value that is a function of one small
// whole number (a die's face, a pool's count, and maps of them), and the trace entries after it, are computed
// once per number, the first time that number comes up, and looked up after (when they can be shared: a
// primitive, or frozen all the way down); a chain from such a value finds its next chance the same way. So a die
// mapped to a table result, or a count choosing a prebuilt chance, costs its dice and an array read.
import { type Chance, MAX_REROLLS, type Node, neverAccepted, nextChances, nextNode, type Player, type Sampler } from "./chance.js";
import type { DiceSource } from "./dice-source.js";
import { RulesError } from "./errors.js";
import { generatorOf } from "./seeded-dice.js";
import { checkReturnedEntries, type DieEntry, type TraceEntry } from "./trace.js";
import { type IntSource, rejectionBound } from "./uniform.js";

/**
 * Appends trace entries. A short list is pushed in one call (issue 13: one push per entry from a loop was the
 * resolved volley's largest line, 16% of it; pushing the list as the call's arguments measured 13% faster for the
 * whole resolution); a long one entry by entry (arguments are bounded by the stack).
 */
function pushAll(trace: TraceEntry[], entries: readonly TraceEntry[]): void {
  const n = entries.length;
  if (n === 1) trace.push(entries[0] as TraceEntry);
  else if (n === 0) return;
  else if (n <= 64) trace.push(...entries);
  else for (let k = 0; k < n; k++) trace.push(entries[k] as TraceEntry);
}

/** The most values whose `after` entries a compiled trace keeps (beyond it, after is called each time). */
const MAX_AFTER = 64;

/** No trace entries (frozen: shareable). */
const NO_ENTRIES: readonly TraceEntry[] = Object.freeze([]);

/** The most distinct whole numbers a node may take for its values to be kept in a table (a pool of up to 4,095 dice). */
const MAX_INDEXED = 4096;

/**
 * A node whose value is a pure function of one small whole number drawn from the generator: the draw (a
 * number from 0 to size - 1), and the value of each number.
 */
interface Indexed {
  readonly draw: (rng: IntSource) => number;
  readonly size: number;
  readonly valueAt: (i: number) => unknown;
  /** The table of values, when the node maps its number (absent: the value is the number's own). */
  readonly table: Table | undefined;
  /** When the number is the sum of n faces (each from 0) of a die of `sides` faces (a die, a sum): what `draw` rolls. */
  readonly faces: Faces | undefined;
}

/**
 * A number drawn as the sum of n faces from 0 of one kind of die, rejection-sampled below `allowed`: what simulate
 * inlines in its tally loop (no call per run).
 * @internal
 */
export interface Faces {
  /** How many dice. */
  readonly n: number;
  /** Faces of each die. */
  readonly sides: number;
  /** The rejection bound of the die (see rejectionBound). */
  readonly allowed: number;
}

/**
 * Whether a value may be computed once and handed out again: a primitive, or an object or array frozen all the
 * way down (within a few levels; deeper values are computed every time).
 */
function shareable(value: unknown, depth = 0): boolean {
  if (value === null || (typeof value !== "object" && typeof value !== "function")) return true;
  if (depth > 6 || !Object.isFrozen(value)) return false;
  for (const key of Object.keys(value)) if (!shareable((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}

/** The value of each number, each computed the first time it is asked for (and kept when it can be shared). */
interface Table {
  /** values[i], when known[i] is 1. */
  readonly values: unknown[];
  readonly known: Uint8Array;
  /** Computes (and keeps, when it can) the value of a number not known yet. */
  readonly fill: (i: number) => unknown;
}

function tabled(size: number, compute: (i: number) => unknown): Table {
  const values = new Array<unknown>(size);
  const known = new Uint8Array(size);
  const fill = (i: number): unknown => {
    const value = compute(i);
    if (shareable(value)) {
      values[i] = value;
      known[i] = 1;
    }
    return value;
  };
  return { values, known, fill };
}

/** The value of number i in a table. */
function valueIn(table: Table, i: number): unknown {
  return table.known[i] === 1 ? table.values[i] : table.fill(i);
}

/**
 * The compiled next step of a chain for each number its source can take, found the first time that number
 * comes up (the chain function is pure, so its chance for a number never changes).
 */
function nextByNumber<F>(node: Extract<Node, { t: "chain" }>, size: number, valueAt: (i: number) => unknown, compiled: (next: Node) => F): (i: number) => F {
  const next = new Array<F | undefined>(size);
  return (i: number): F => {
    const known = next[i];
    if (known !== undefined) return known;
    const found = compiled(nextNode(node, valueAt(i)));
    next[i] = found;
    return found;
  };
}

/**
 * The node as a draw of one small whole number and the value of each number, when its value is a function of one
 * (a die, a pool, maps and traces of them); else undefined. `simulate` tallies the numbers and reads each value once.
 * @internal
 */
export function indexedSampler(node: Node): IndexedSampler | undefined {
  // made once per node and kept (a call of simulate then builds no closure): its table of values is the pure map's
  const kept = node.x;
  if (kept !== undefined) return kept ?? undefined;
  const indexed = indexedOf(node);
  const table = indexed?.table;
  const made =
    indexed === undefined
      ? undefined
      : { draw: indexed.draw, size: indexed.size, valueAt: indexed.valueAt, known: table?.known, fill: table?.fill, faces: indexed.faces, counts: null };
  if (!Object.isFrozen(node)) node.x = made ?? null;
  return made;
}

/**
 * A node's draw of one small whole number and the value of each (see {@link indexedSampler}).
 * @internal
 */
export interface IndexedSampler {
  /** Draws the number, from 0 to size - 1. */
  readonly draw: (rng: IntSource) => number;
  /** How many numbers. */
  readonly size: number;
  /** The value of a number (a die's face, a pool's count; a map's result from its table). */
  readonly valueAt: (i: number) => unknown;
  /** For a map: known[i] is 1 when the value of number i is kept (it can be shared). */
  readonly known: Uint8Array | undefined;
  /** For a map: computes the value of number i (and keeps it when it can be shared), as the compiled sampler does per run. */
  readonly fill: ((i: number) => unknown) | undefined;
  /** When the number is a sum of faces (a die, a sum, their maps): the dice `draw` rolls, for simulate to inline. */
  readonly faces: Faces | undefined;
  /**
   * simulate's tally of the numbers (`size` counts), kept between its calls on this node and taken (null) while a
   * call uses it: a Float64Array of more than 8 numbers lives outside the heap, and making one cost about 0.7 µs, a
   * tenth of simulating 1,000 d20 (issue 13, ratios).
   */
  counts: Float64Array | null;
}

/** The node as an {@link Indexed} draw, when its value is a function of one small whole number; else undefined. */
function indexedOf(node: Node): Indexed | undefined {
  switch (node.t) {
    case "die": {
      const { low, sides } = node;
      const allowed = rejectionBound(sides);
      return {
        // uniformIndex inline, its bound computed once
        draw: (rng: IntSource) => {
          let v = rng.next() + 2147483648;
          while (v >= allowed) v = rng.next() + 2147483648;
          return v - Math.floor(v / sides) * sides;
        },
        size: sides,
        valueAt: (i: number) => low + i,
        table: undefined,
        faces: { n: 1, sides, allowed },
      };
    }
    case "count":
      return node.n < MAX_INDEXED
        ? { draw: samplerOf(node) as (rng: IntSource) => number, size: node.n + 1, valueAt: (i: number) => i, table: undefined, faces: undefined }
        : undefined;
    case "sum": {
      const { n, low, sides } = node;
      const size = n * (sides - 1) + 1;
      if (size > MAX_INDEXED) return undefined;
      const total = samplerOf(node) as (rng: IntSource) => number;
      return {
        draw: (rng: IntSource) => total(rng) - n * low,
        size,
        valueAt: (i: number) => n * low + i,
        table: undefined,
        faces: { n, sides, allowed: rejectionBound(sides) },
      };
    }
    case "map": {
      const src = indexedOf(node.src);
      if (src === undefined) return undefined;
      const fn = node.fn;
      const table = tabled(src.size, (i) => fn(src.valueAt(i)));
      return { draw: src.draw, size: src.size, valueAt: (i: number) => valueIn(table, i), table, faces: src.faces };
    }
    case "trace":
      // a node with its own sampler is drawn by it
      return node.sample === undefined ? indexedOf(node.src) : undefined;
    default:
      return undefined;
  }
}

/**
 * Draws one value of a node: with its compiled sampler once the node has run before, interpreted the first
 * time (a chance built inside a chain function for one resolution is not worth compiling).
 *
 * @param node - any node
 * @param rng - the generator
 * @returns the value
 * @internal
 */
export function sampleNode(node: Node, rng: IntSource): unknown {
  const compiled = node.s;
  if (compiled !== undefined) return compiled(rng);
  if (node.u > 0) return samplerOf(node)(rng);
  if (!Object.isFrozen(node)) node.u = 1;
  return interpretSample(node, rng);
}

/** The first run of a node, without compiling it: its children run through {@link sampleNode}. */
function interpretSample(node: Node, rng: IntSource): unknown {
  switch (node.t) {
    case "const":
      return node.value;
    case "die":
    case "count":
    case "sum":
      // a pool compiles to a loop with nothing to build: no reason to interpret it
      return samplerOf(node)(rng);
    case "map":
      return node.fn(sampleNode(node.src, rng));
    case "chain": {
      const value = sampleNode(node.src, rng);
      const next = sampleNode(nextNode(node, value), rng);
      return node.combine === undefined ? next : node.combine(value, next);
    }
    case "chainAll": {
      const value = sampleNode(node.src, rng);
      const parts = nextChances(node, value);
      const out = new Array<unknown>(parts.length);
      for (let i = 0; i < parts.length; i++) out[i] = sampleNode((parts[i] as Chance<unknown>).node, rng);
      return node.combine === undefined ? out : node.combine(value, out);
    }
    case "all": {
      const out = new Array<unknown>(node.parts.length);
      for (let i = 0; i < node.parts.length; i++) out[i] = sampleNode(node.parts[i] as Node, rng);
      return out;
    }
    case "fold": {
      let acc = node.init;
      for (let i = 0; i < node.n; i++) acc = node.step(acc, sampleNode(node.item, rng), i);
      return acc;
    }
    case "reroll": {
      let value = sampleNode(node.first, rng);
      for (let rolls = 1; !node.accept(value); rolls++) {
        if (rolls >= MAX_REROLLS) throw neverAccepted(value);
        value = sampleNode(node.again, rng);
      }
      return value;
    }
    case "trace":
      return node.sample === undefined ? sampleNode(node.src, rng) : samplerOf(node)(rng);
  }
}

/**
 * The sampler of a node, compiled on first use and kept on the node.
 *
 * @param node - any node
 * @returns a function drawing one value from a generator, in the order {@link playerOf} rolls
 * @internal
 */
export function samplerOf(node: Node): Sampler {
  const known = node.s;
  if (known !== undefined) return known;
  const compiled = compileSampler(node);
  // a deep-frozen chance keeps no cache: it compiles again each time (still correct, a little slower)
  if (!Object.isFrozen(node)) node.s = compiled;
  return compiled;
}

function compileSampler(node: Node): Sampler {
  switch (node.t) {
    case "const": {
      const value = node.value;
      return () => value;
    }
    case "die": {
      const { low, sides } = node;
      const allowed = rejectionBound(sides);
      return (rng: IntSource) => {
        let v = rng.next() + 2147483648;
        while (v >= allowed) v = rng.next() + 2147483648;
        return low + (v - Math.floor(v / sides) * sides);
      };
    }
    case "count": {
      const { hit, sides, n } = node;
      const allowed = rejectionBound(sides);
      // the pool's loop keeps the sampler inline (the volley hot path); the same algorithm as uniformIndex
      return (rng: IntSource) => {
        let hits = 0;
        for (let i = 0; i < n; i++) {
          let v = rng.next() + 2147483648;
          while (v >= allowed) v = rng.next() + 2147483648;
          hits += hit[v - Math.floor(v / sides) * sides] as number;
        }
        return hits;
      };
    }
    case "sum": {
      const { low, sides, n } = node;
      const allowed = rejectionBound(sides);
      // the rejection sampler inline, as count's (the same algorithm as uniformIndex, the same draws)
      return (rng: IntSource) => {
        let total = 0;
        for (let i = 0; i < n; i++) {
          let v = rng.next() + 2147483648;
          while (v >= allowed) v = rng.next() + 2147483648;
          total += v - Math.floor(v / sides) * sides;
        }
        // added last: 0 * -1 is -0, and no dice of a dF sum is 0 (as resolve and odds give it)
        return total + n * low;
      };
    }
    case "map": {
      const indexed = indexedOf(node);
      if (indexed?.table !== undefined) {
        const { draw } = indexed;
        const { values, known, fill } = indexed.table;
        return (rng: IntSource) => {
          const i = draw(rng);
          return known[i] === 1 ? values[i] : fill(i);
        };
      }
      const src = samplerOf(node.src);
      const fn = node.fn;
      return (rng: IntSource) => fn(src(rng));
    }
    case "chain": {
      const combine = node.combine;
      const indexed = indexedOf(node.src);
      if (indexed !== undefined) {
        // the next chance of each number, found once
        const { draw, valueAt } = indexed;
        const nextAt = nextByNumber(node, indexed.size, valueAt, samplerOf);
        if (combine === undefined) return (rng: IntSource) => nextAt(draw(rng))(rng);
        return (rng: IntSource) => {
          const i = draw(rng);
          return combine(valueAt(i), nextAt(i)(rng));
        };
      }
      const src = samplerOf(node.src);
      if (combine === undefined) return (rng: IntSource) => sampleNode(nextNode(node, src(rng)), rng);
      return (rng: IntSource) => {
        const value = src(rng);
        return combine(value, sampleNode(nextNode(node, value), rng));
      };
    }
    case "chainAll": {
      const src = samplerOf(node.src);
      const combine = node.combine;
      return (rng: IntSource) => {
        const value = src(rng);
        const parts = nextChances(node, value);
        const out = new Array<unknown>(parts.length);
        for (let i = 0; i < parts.length; i++) out[i] = sampleNode((parts[i] as Chance<unknown>).node, rng);
        return combine === undefined ? out : combine(value, out);
      };
    }
    case "all": {
      const parts = node.parts.map(samplerOf);
      const n = parts.length;
      return (rng: IntSource) => {
        const out = new Array<unknown>(n);
        for (let i = 0; i < n; i++) out[i] = (parts[i] as Sampler)(rng);
        return out;
      };
    }
    case "fold": {
      const { n, init, step } = node;
      const item = samplerOf(node.item);
      return (rng: IntSource) => {
        let acc = init;
        for (let i = 0; i < n; i++) acc = step(acc, item(rng), i);
        return acc;
      };
    }
    case "reroll": {
      const first = samplerOf(node.first);
      const again = samplerOf(node.again);
      const accept = node.accept;
      return (rng: IntSource) => {
        let value = first(rng);
        for (let rolls = 1; !accept(value); rolls++) {
          if (rolls >= MAX_REROLLS) throw neverAccepted(value);
          value = again(rng);
        }
        return value;
      };
    }
    case "trace":
      // traces are resolve's: a sampler is its source's, or the node's own (withSampler)
      return node.sample === undefined ? samplerOf(node.src) : node.sample(samplerOf);
  }
}

/** A dice source returned a face its die cannot show (a custom source with a bug). */
function badFace(what: string, kind: string, face: unknown): RulesError {
  return new RulesError({
    code: "FACE_OUT_OF_RANGE",
    fn: "resolve",
    path: `dice.roll (${what})`,
    value: face,
    message: `the dice source returned a face a ${kind} cannot show`,
  });
}

/**
 * A die's draw with a dice source: its number (the face minus its lowest), without its trace entry. With seeded dice
 * their own roll inline (seededDice.roll is low + uniformIndex(rng, sides), the same draw); any other source is asked
 * for the face, which is checked.
 */
function dieDraw(node: Extract<Node, { t: "die" }>): (dice: DiceSource) => number {
  const { kind, low, sides, request } = node;
  const allowed = rejectionBound(sides);
  return (dice: DiceSource): number => {
    const rng = generatorOf(dice);
    if (rng !== undefined) {
      let v = rng.next() + 2147483648;
      while (v >= allowed) v = rng.next() + 2147483648;
      return v - Math.floor(v / sides) * sides;
    }
    const rolled: unknown = dice.roll(kind, request);
    if (typeof rolled !== "number" || !(rolled >= low && rolled < low + sides && Number.isInteger(rolled))) throw badFace("die", kind, rolled);
    return rolled - low + 0; // + 0: a source's -0 is the face 0
  };
}

/**
 * The trace entry of a die's number i: made the first time that face comes up and shared after (kept on the node),
 * naming the figure the face points at when the die has face targets (checked when the die was built).
 */
function dieEntry(node: Extract<Node, { t: "die" }>, i: number): DieEntry {
  const entries = node.entries;
  let entry = entries[i];
  if (entry === undefined) {
    const { kind, low, purpose, rule, targets } = node;
    const id = targets?.[2 * i];
    entry =
      id === undefined
        ? Object.freeze({ type: "die" as const, kind, face: low + i, purpose, rule, result: undefined })
        : Object.freeze({
            type: "die" as const,
            kind,
            face: low + i,
            purpose,
            rule,
            result: undefined,
            target: Object.freeze({ id, name: (targets as readonly string[])[2 * i + 1] as string }),
          });
    if (!Object.isFrozen(entries)) entries[i] = entry;
  }
  return entry;
}

/**
 * A node whose value is a pure function of one small whole number rolled with a dice source (see
 * {@link Indexed}): the roll, which pushes the node's trace entries and returns the number, and the value
 * of each number.
 */
interface IndexedPlay {
  readonly roll: (dice: DiceSource, trace: TraceEntry[]) => number;
  readonly size: number;
  readonly valueAt: (i: number) => unknown;
  /** The table of values, when the node maps its number. */
  readonly table: Table | undefined;
  /**
   * The roll flattened (issue 13: a wound die under three traces and two maps was five nested calls): the entries of
   * every trace above the pool, outermost first, the pool's own roll (its dice and their entries), and the entries
   * after each number of every trace, innermost first. `roll` is these in one call.
   */
  readonly pre: readonly TraceEntry[];
  readonly pool: (dice: DiceSource, trace: TraceEntry[]) => number;
  readonly post: readonly ((i: number) => readonly TraceEntry[])[];
  /** When the pool is one die: the die (its draw and its entries), for the roll to push each number's entries in one list. */
  readonly die: Extract<Node, { t: "die" }> | undefined;
}

/**
 * The trace entries of each number of one die under traces: the entries before (outermost first), the die's own entry
 * and the entries after its number (innermost first), as one list per number, made the first time that number comes
 * up and kept when it can be shared.
 */
function dieSegments(
  size: number,
  pre: readonly TraceEntry[],
  post: readonly ((i: number) => readonly TraceEntry[])[],
  die: Extract<Node, { t: "die" }>,
): Table {
  return tabled(size, (i) => {
    const joined: TraceEntry[] = pre.slice();
    joined.push(dieEntry(die, i));
    let shared = shareable(pre);
    for (const after of post) {
      const part = after(i);
      shared = shared && shareable(part);
      pushAll(joined, part);
    }
    return shared ? Object.freeze(joined) : joined;
  });
}

/**
 * The player of one die under maps and traces (a wound die under its notes, an allocation die mapped to a roster index)
 * as one closure (issue 13): with seeded dice the draw inline, then the number's entries pushed as one list and its value
 * looked up. The same draws, entries and values, in the same order, as the roll and the table it replaces: the die's
 * number, its entries (before, its own, after), then its value; any other dice source is asked and checked as before.
 */
function diePlayer(indexed: IndexedPlay, die: Extract<Node, { t: "die" }>): Player {
  const { sides } = die;
  const allowed = rejectionBound(sides);
  const draw = dieDraw(die);
  const table = indexed.table;
  const valueAt = indexed.valueAt;
  if (table !== undefined && indexed.pre.length === 0 && indexed.post.length === 0) {
    const { values, known, fill } = table;
    // a die under maps only (an allocation die mapped to a roster index): its one entry pushed as it is, from a
    // closure of its own (issue 13, vtrace: closures made at one site share their type feedback, and the traced
    // wound dice push lists of several entries; 0.92-0.93 of a resolved volley with wounds)
    return (dice: DiceSource, trace: TraceEntry[]) => {
      const rng = generatorOf(dice);
      let i: number;
      if (rng !== undefined) {
        let v = rng.next() + 2147483648;
        while (v >= allowed) v = rng.next() + 2147483648;
        i = v - Math.floor(v / sides) * sides;
      } else i = draw(dice);
      trace.push(dieEntry(die, i));
      return known[i] === 1 ? values[i] : fill(i);
    };
  }
  const segments = dieSegments(indexed.size, indexed.pre, indexed.post, die);
  const entriesKnown = segments.known;
  const entriesOf = segments.values;
  const entriesFill = segments.fill;
  if (table === undefined)
    return (dice: DiceSource, trace: TraceEntry[]) => {
      const rng = generatorOf(dice);
      let i: number;
      if (rng !== undefined) {
        let v = rng.next() + 2147483648;
        while (v >= allowed) v = rng.next() + 2147483648;
        i = v - Math.floor(v / sides) * sides;
      } else i = draw(dice);
      pushAll(trace, (entriesKnown[i] === 1 ? entriesOf[i] : entriesFill(i)) as readonly TraceEntry[]);
      return valueAt(i);
    };
  const { values, known, fill } = table;
  return (dice: DiceSource, trace: TraceEntry[]) => {
    const rng = generatorOf(dice);
    let i: number;
    if (rng !== undefined) {
      let v = rng.next() + 2147483648;
      while (v >= allowed) v = rng.next() + 2147483648;
      i = v - Math.floor(v / sides) * sides;
    } else i = draw(dice);
    pushAll(trace, (entriesKnown[i] === 1 ? entriesOf[i] : entriesFill(i)) as readonly TraceEntry[]);
    return known[i] === 1 ? values[i] : fill(i);
  };
}

/** The roll of flattened parts (see {@link IndexedPlay}): the entries before, the pool's roll, the entries after its number. */
function flatRoll(
  size: number,
  pre: readonly TraceEntry[],
  pool: (dice: DiceSource, trace: TraceEntry[]) => number,
  post: readonly ((i: number) => readonly TraceEntry[])[],
  die: Extract<Node, { t: "die" }> | undefined,
): (dice: DiceSource, trace: TraceEntry[]) => number {
  if (post.length === 0 && pre.length === 0) return pool;
  if (die !== undefined) {
    // one die under traces (issue 13: a wound die, an allocation die): its number drawn, then the entries before, its
    // own and the entries after, as one list per number (made the first time it comes up; kept when it can be shared)
    const draw = dieDraw(die);
    const { values, known, fill } = dieSegments(size, pre, post, die);
    return (dice: DiceSource, trace: TraceEntry[]) => {
      const i = draw(dice);
      pushAll(trace, (known[i] === 1 ? values[i] : fill(i)) as readonly TraceEntry[]);
      return i;
    };
  }
  if (post.length === 0) {
    return (dice: DiceSource, trace: TraceEntry[]) => {
      pushAll(trace, pre);
      return pool(dice, trace);
    };
  }
  // the entries after each number, every trace's in turn, found once (when each trace's may be shared)
  const only = post.length === 1 ? post[0] : undefined;
  const afterAt =
    only !== undefined
      ? undefined
      : tabled(size, (i) => {
          const parts = post.map((after) => after(i));
          const joined: TraceEntry[] = [];
          for (const part of parts) pushAll(joined, part);
          return parts.every((part) => shareable(part)) ? Object.freeze(joined) : joined;
        });
  const after = only ?? ((i: number) => valueIn(afterAt as Table, i) as readonly TraceEntry[]);
  return (dice: DiceSource, trace: TraceEntry[]) => {
    pushAll(trace, pre);
    const i = pool(dice, trace);
    pushAll(trace, after(i));
    return i;
  };
}

/** An {@link IndexedPlay} of a pool (a die, a count, a sum): its own roll, nothing before or after. */
function poolPlay(
  roll: (dice: DiceSource, trace: TraceEntry[]) => number,
  size: number,
  valueAt: (i: number) => unknown,
  die?: Extract<Node, { t: "die" }>,
): IndexedPlay {
  return { roll, size, valueAt, table: undefined, pre: NO_ENTRIES, pool: roll, post: [], die };
}

/** The node as an {@link IndexedPlay}, when its value is a function of one small whole number; else undefined. */
function indexedPlayOf(node: Node): IndexedPlay | undefined {
  switch (node.t) {
    case "die": {
      const low = node.low;
      const draw = dieDraw(node);
      return poolPlay(
        (dice: DiceSource, trace: TraceEntry[]) => {
          const i = draw(dice);
          trace.push(dieEntry(node, i));
          return i;
        },
        node.sides,
        (i: number) => low + i,
        node,
      );
    }
    case "count":
      return node.n < MAX_INDEXED ? poolPlay(playerOf(node) as (dice: DiceSource, trace: TraceEntry[]) => number, node.n + 1, (i: number) => i) : undefined;
    case "sum": {
      const { n, low, sides } = node;
      const size = n * (sides - 1) + 1;
      if (size > MAX_INDEXED) return undefined;
      const play = playerOf(node) as (dice: DiceSource, trace: TraceEntry[]) => number;
      return poolPlay(
        (dice: DiceSource, trace: TraceEntry[]) => play(dice, trace) - n * low,
        size,
        (i: number) => n * low + i,
      );
    }
    case "map": {
      const src = indexedPlayOf(node.src);
      if (src === undefined) return undefined;
      const fn = node.fn;
      const table = tabled(src.size, (i) => fn(src.valueAt(i)));
      return { ...src, valueAt: (i: number) => valueIn(table, i), table };
    }
    case "trace": {
      // a node with its own player is played by it
      const src = node.play === undefined ? indexedPlayOf(node.src) : undefined;
      if (src === undefined) return undefined;
      const { before, after } = node;
      // this trace's entries go before the ones below (outer first) and after them (inner first)
      // (frozen, as the entries are: a die's entries per number are then kept as one list)
      const pre = before.length === 0 ? src.pre : src.pre.length === 0 ? before : Object.freeze([...before, ...src.pre]);
      let post = src.post;
      if (after !== undefined) {
        const afterAt = tabled(src.size, (i) => checkReturnedEntries("Chance.traced", "after(value)", after(src.valueAt(i))));
        post = [...post, (i: number) => valueIn(afterAt, i) as readonly TraceEntry[]];
      }
      return {
        roll: flatRoll(src.size, pre, src.pool, post, src.die),
        size: src.size,
        valueAt: src.valueAt,
        table: src.table,
        pre,
        pool: src.pool,
        post,
        die: src.die,
      };
    }
    default:
      return undefined;
  }
}

/** A map, or a trace without a player of its own: a layer {@link stackPlayer} plays over its source's value. */
type Layer = Extract<Node, { t: "map" }> | Extract<Node, { t: "trace" }>;

/** The value of a {@link stackPlayer}'s layers for one value of its source, and the entries after it (every trace's, innermost first). */
interface Stacked {
  readonly value: unknown;
  readonly entries: readonly TraceEntry[];
  /** Whether both can be handed out again (shareable): then they are kept for that source value. */
  readonly kept: boolean;
}

/**
 * The player of two or more maps and traces stacked over a source that is not one small whole number (a chain, an
 * all, a fold...; issue 13, vtrace: a figure hit twice, its wound chance's name, the worst-result note, the outcome's
 * notes and the outcome's map over the chain of its wound dice, was five nested closures, two Map lookups and three
 * pushes): one closure. The entries before of every trace (outermost first) are pushed, the source is played, then
 * its value goes through the layers from the innermost out, each map's function applied and each trace's entries
 * after collected (innermost first, each trace's for the value at its level), and those entries are pushed: the same
 * calls in the same order and the same entries as the nested players. The result and the entries are pure functions
 * of the source's value, so they are kept per value when they can be shared (the value a primitive or frozen, and not
 * -0, which a Map takes for 0), up to {@link MAX_AFTER} values. Undefined for a single layer (played as before).
 */
function stackPlayer(node: Layer): Player | undefined {
  const layers: Layer[] = [];
  let src: Node = node;
  while (src.t === "map" || (src.t === "trace" && src.play === undefined)) {
    // an internal wrapper (no entries) is no layer: a stack of wrappers stays its source's player itself
    if (src.t === "map" || src.before.length > 0 || src.after !== undefined) layers.push(src);
    src = src.src;
  }
  if (layers.length < 2) return undefined;
  // the entries before, outermost first (each trace's are frozen: checkEntries), as one frozen list
  const beforeAll: TraceEntry[] = [];
  for (const layer of layers) if (layer.t === "trace") pushAll(beforeAll, layer.before);
  const before: readonly TraceEntry[] = beforeAll.length === 0 ? NO_ENTRIES : Object.freeze(beforeAll);
  // innermost first, as the value goes through them
  const inward = layers.reverse();
  const through = (v0: unknown): Stacked => {
    let value = v0;
    let entries: readonly TraceEntry[] = NO_ENTRIES;
    let joined: TraceEntry[] | undefined;
    let kept = true;
    for (const layer of inward) {
      if (layer.t === "map") {
        value = layer.fn(value);
        continue;
      }
      if (layer.after === undefined) continue;
      const part = checkReturnedEntries("Chance.traced", "after(value)", layer.after(value));
      kept = kept && shareable(part);
      if (part.length === 0) continue;
      if (entries.length === 0) entries = part;
      else {
        if (joined === undefined) {
          joined = entries.slice();
          entries = joined;
        }
        pushAll(joined, part);
      }
    }
    if (joined !== undefined && kept) Object.freeze(joined);
    return { value, entries, kept: kept && shareable(value) };
  };
  const play = playerOf(src);
  const byValue = new Map<unknown, Stacked>();
  return (dice: DiceSource, trace: TraceEntry[]) => {
    pushAll(trace, before);
    const v0 = play(dice, trace);
    const negativeZero = v0 === 0 && 1 / (v0 as number) < 0;
    let made = negativeZero ? undefined : byValue.get(v0);
    if (made === undefined) {
      made = through(v0);
      if (made.kept && !negativeZero && byValue.size < MAX_AFTER && shareable(v0)) byValue.set(v0, made);
    }
    pushAll(trace, made.entries);
    return made.value;
  };
}

/**
 * Plays one value of a node with a dice source, pushing its trace: with its compiled player once the node has
 * run before, interpreted the first time.
 *
 * @param node - any node
 * @param dice - the dice source
 * @param trace - the trace so far, appended to
 * @returns the value
 * @internal
 */
export function playNode(node: Node, dice: DiceSource, trace: TraceEntry[]): unknown {
  const compiled = node.p;
  if (compiled !== undefined) return compiled(dice, trace);
  if (node.u > 0) return playerOf(node)(dice, trace);
  if (!Object.isFrozen(node)) node.u = 1;
  return interpretPlay(node, dice, trace);
}

/** The first run of a node, without compiling it: its children run through {@link playNode}. */
function interpretPlay(node: Node, dice: DiceSource, trace: TraceEntry[]): unknown {
  switch (node.t) {
    case "const":
      return node.value;
    case "die":
    case "count":
    case "sum":
      return playerOf(node)(dice, trace);
    case "map":
      return node.fn(playNode(node.src, dice, trace));
    case "chain": {
      const value = playNode(node.src, dice, trace);
      const next = playNode(nextNode(node, value), dice, trace);
      return node.combine === undefined ? next : node.combine(value, next);
    }
    case "chainAll": {
      const value = playNode(node.src, dice, trace);
      const parts = nextChances(node, value);
      const out = new Array<unknown>(parts.length);
      for (let i = 0; i < parts.length; i++) out[i] = playNode((parts[i] as Chance<unknown>).node, dice, trace);
      return node.combine === undefined ? out : node.combine(value, out);
    }
    case "all": {
      const out = new Array<unknown>(node.parts.length);
      for (let i = 0; i < node.parts.length; i++) out[i] = playNode(node.parts[i] as Node, dice, trace);
      return out;
    }
    case "fold": {
      let acc = node.init;
      for (let i = 0; i < node.n; i++) acc = node.step(acc, playNode(node.item, dice, trace), i);
      return acc;
    }
    case "reroll": {
      let value = playNode(node.first, dice, trace);
      for (let rolls = 1; !node.accept(value); rolls++) {
        if (rolls >= MAX_REROLLS) throw neverAccepted(value);
        if (node.note !== undefined) pushAll(trace, checkReturnedEntries("reroll", "options.note(value)", node.note(value)));
        value = playNode(node.again, dice, trace);
      }
      return value;
    }
    case "trace": {
      if (node.play !== undefined) return playerOf(node)(dice, trace);
      pushAll(trace, node.before);
      const value = playNode(node.src, dice, trace);
      if (node.after !== undefined) pushAll(trace, checkReturnedEntries("Chance.traced", "after(value)", node.after(value)));
      return value;
    }
  }
}

/**
 * The player of a node, compiled on first use and kept on the node.
 *
 * @param node - any node
 * @returns a function rolling one value with a dice source and pushing its trace entries
 * @internal
 */
export function playerOf(node: Node): Player {
  const known = node.p;
  if (known !== undefined) return known;
  const compiled = compilePlayer(node);
  if (!Object.isFrozen(node)) node.p = compiled;
  return compiled;
}

function compilePlayer(node: Node): Player {
  switch (node.t) {
    case "const": {
      const value = node.value;
      return () => value;
    }
    case "die": {
      const low = node.low;
      const draw = dieDraw(node);
      return (dice: DiceSource, trace: TraceEntry[]) => {
        const i = draw(dice);
        trace.push(dieEntry(node, i));
        return low + i;
      };
    }
    case "count": {
      const { kind, low, n, hit, request, entries, byDie, sides } = node;
      const allowed = rejectionBound(sides);
      // seeded dice: their own roll inline (seededDice.roll is low + uniformIndex(rng, sides), the same draws)
      const seeded = (rng: IntSource, trace: TraceEntry[]): number => {
        let hits = 0;
        for (let i = 0; i < n; i++) {
          let v = rng.next() + 2147483648;
          while (v >= allowed) v = rng.next() + 2147483648;
          const at = v - Math.floor(v / sides) * sides;
          hits += hit[at] as number;
          trace.push(entries[at] as DieEntry);
        }
        return hits;
      };
      // a pool naming each die's roller: the same dice, each die's entry from its roller's table
      if (byDie !== undefined) {
        // its own loop (issue 13, vtrace): one loop choosing between the two tables per die measured 4-8% of a
        // resolved volley with wounds more; byDie has a full row of entries for each of the n dice (poolShares)
        const seededBy = (rng: IntSource, trace: TraceEntry[]): number => {
          let hits = 0;
          for (let i = 0; i < n; i++) {
            let v = rng.next() + 2147483648;
            while (v >= allowed) v = rng.next() + 2147483648;
            const at = v - Math.floor(v / sides) * sides;
            hits += hit[at] as number;
            trace.push((byDie[i] as readonly DieEntry[])[at] as DieEntry);
          }
          return hits;
        };
        return (dice: DiceSource, trace: TraceEntry[]) => {
          const rng = generatorOf(dice);
          if (rng !== undefined) return seededBy(rng, trace);
          let hits = 0;
          for (let i = 0; i < n; i++) {
            const face: unknown = dice.roll(kind, request);
            const entry = typeof face === "number" ? byDie[i]?.[face - low] : undefined;
            if (entry === undefined) throw badFace("count", kind, face);
            hits += hit[(face as number) - low] as number;
            trace.push(entry);
          }
          return hits;
        };
      }
      return (dice: DiceSource, trace: TraceEntry[]) => {
        const rng = generatorOf(dice);
        if (rng !== undefined) return seeded(rng, trace);
        let hits = 0;
        for (let i = 0; i < n; i++) {
          const face: unknown = dice.roll(kind, request);
          // a number only: "3" - 1 would index the table
          const entry = typeof face === "number" ? entries[face - low] : undefined;
          if (entry === undefined) throw badFace("count", kind, face);
          const at = (face as number) - low;
          hits += hit[at] as number;
          trace.push(entry);
        }
        return hits;
      };
    }
    case "sum": {
      const { kind, low, n, request, entries } = node;
      return (dice: DiceSource, trace: TraceEntry[]) => {
        let total = 0;
        for (let i = 0; i < n; i++) {
          const face: unknown = dice.roll(kind, request);
          const entry = typeof face === "number" ? entries[face - low] : undefined;
          if (entry === undefined) throw badFace("sum", kind, face);
          total += entry.face;
          trace.push(entry);
        }
        return total;
      };
    }
    case "map": {
      const indexed = indexedPlayOf(node);
      if (indexed?.table !== undefined) {
        if (indexed.die !== undefined) return diePlayer(indexed, indexed.die);
        const { roll } = indexed;
        const { values, known, fill } = indexed.table;
        return (dice: DiceSource, trace: TraceEntry[]) => {
          const i = roll(dice, trace);
          return known[i] === 1 ? values[i] : fill(i);
        };
      }
      const stacked = stackPlayer(node);
      if (stacked !== undefined) return stacked;
      const src = playerOf(node.src);
      const fn = node.fn;
      return (dice: DiceSource, trace: TraceEntry[]) => fn(src(dice, trace));
    }
    case "chain": {
      const combine = node.combine;
      const indexed = indexedPlayOf(node.src);
      if (indexed !== undefined) {
        // the next chance of each number, found once
        const { roll, valueAt } = indexed;
        const nextAt = nextByNumber(node, indexed.size, valueAt, playerOf);
        if (combine === undefined) return (dice: DiceSource, trace: TraceEntry[]) => nextAt(roll(dice, trace))(dice, trace);
        return (dice: DiceSource, trace: TraceEntry[]) => {
          const i = roll(dice, trace);
          return combine(valueAt(i), nextAt(i)(dice, trace));
        };
      }
      const src = playerOf(node.src);
      if (combine === undefined) return (dice: DiceSource, trace: TraceEntry[]) => playNode(nextNode(node, src(dice, trace)), dice, trace);
      return (dice: DiceSource, trace: TraceEntry[]) => {
        const value = src(dice, trace);
        return combine(value, playNode(nextNode(node, value), dice, trace));
      };
    }
    case "chainAll": {
      const src = playerOf(node.src);
      const combine = node.combine;
      return (dice: DiceSource, trace: TraceEntry[]) => {
        const value = src(dice, trace);
        const parts = nextChances(node, value);
        const out = new Array<unknown>(parts.length);
        for (let i = 0; i < parts.length; i++) out[i] = playNode((parts[i] as Chance<unknown>).node, dice, trace);
        return combine === undefined ? out : combine(value, out);
      };
    }
    case "all": {
      const parts = node.parts.map(playerOf);
      const n = parts.length;
      return (dice: DiceSource, trace: TraceEntry[]) => {
        const out = new Array<unknown>(n);
        for (let i = 0; i < n; i++) out[i] = (parts[i] as Player)(dice, trace);
        return out;
      };
    }
    case "fold": {
      const { n, init, step } = node;
      const item = playerOf(node.item);
      return (dice: DiceSource, trace: TraceEntry[]) => {
        let acc = init;
        for (let i = 0; i < n; i++) acc = step(acc, item(dice, trace), i);
        return acc;
      };
    }
    case "reroll": {
      const first = playerOf(node.first);
      const again = playerOf(node.again);
      const { accept, note } = node;
      return (dice: DiceSource, trace: TraceEntry[]) => {
        let value = first(dice, trace);
        for (let rolls = 1; !accept(value); rolls++) {
          if (rolls >= MAX_REROLLS) throw neverAccepted(value);
          if (note !== undefined) pushAll(trace, checkReturnedEntries("reroll", "options.note(value)", note(value)));
          value = again(dice, trace);
        }
        return value;
      };
    }
    case "trace": {
      if (node.play !== undefined) return node.play(playerOf);
      const indexed = indexedPlayOf(node);
      if (indexed !== undefined) {
        if (indexed.die !== undefined) return diePlayer(indexed, indexed.die);
        const { roll, valueAt } = indexed;
        return (dice: DiceSource, trace: TraceEntry[]) => valueAt(roll(dice, trace));
      }
      const stacked = stackPlayer(node);
      if (stacked !== undefined) return stacked;
      const { before, after } = node;
      const src = playerOf(node.src);
      // an internal wrapper (no entries, see chance.ts wrapped): its source's player itself, one call less per resolution
      if (before.length === 0 && after === undefined) return src;
      if (after === undefined)
        return (dice: DiceSource, trace: TraceEntry[]) => {
          pushAll(trace, before);
          return src(dice, trace);
        };
      // the entries after each value that can be shared (a primitive or a frozen value: a wound result, a frozen
      // record), found once and kept while there are few (after is pure, so its entries for a value never change).
      // -0 is neither kept nor looked up: a Map's keys are compared by SameValueZero, so -0 would find 0's entries
      // (issue 13, vtrace), and an after function may tell them apart (Object.is)
      const afterOf = new Map<unknown, readonly TraceEntry[]>();
      return (dice: DiceSource, trace: TraceEntry[]) => {
        pushAll(trace, before);
        const value = src(dice, trace);
        const negativeZero = value === 0 && 1 / (value as number) < 0;
        let entries = negativeZero ? undefined : afterOf.get(value);
        if (entries === undefined) {
          entries = checkReturnedEntries("Chance.traced", "after(value)", after(value));
          if (!negativeZero && afterOf.size < MAX_AFTER && shareable(value) && shareable(entries)) afterOf.set(value, entries);
        }
        pushAll(trace, entries);
        return value;
      };
    }
  }
}
