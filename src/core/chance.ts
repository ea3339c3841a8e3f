import type { IndexedSampler } from "./compile.js";
import type { DiceSource, RollRequest } from "./dice-source.js";
import { type DieKind, facesOf, rangeOf } from "./die-kind.js";
import { checkFunction, checkInt, RulesError } from "./errors.js";
import { isInstance, listArg, optionsArg } from "./inputs.js";
import { frozenCopy } from "./plain.js";
import type { ActorRef, DieEntry, TraceEntry } from "./trace.js";
import { checkEntries } from "./trace.js";
import type { IntSource } from "./uniform.js";

/**
 * The largest number of dice one pool, sum or repeat may hold: a guard against hangs, far above any game's need.
 *
 * @example
 * ```ts
 * count(MAX_POOL, "d10", (f) => f <= 6); // fine; MAX_POOL + 1 throws INVALID_ARGUMENT
 * ```
 */
export const MAX_POOL = 10_000;

/**
 * The most dice one resolution of a chance may roll, counted when the chance is built (a pool's `n`, a repeat's
 * `n` times its item's dice, the sum of an `all`'s parts; a chain counts its first step, each next chance is
 * counted when it is built). Nesting multiplies: `repeat(10_000, repeat(10_000, die("d2")))` would roll 10^8
 * dice and is refused with `TOO_COMPLEX` when it is built. Far above any game's need.
 *
 * @example
 * ```ts
 * MAX_DICE; // 1000000
 * ```
 */
export const MAX_DICE = 1_000_000;

/**
 * What a die is for, shown in traces and in scripted dice's errors.
 *
 * @example
 * ```ts
 * const what: DieLabel = { purpose: "to hit", rule: "RUG-SHOOT-4" };
 * die("d10", what);
 * ```
 */
export interface DieLabel {
  /** What the die is rolled for, in words (default: "roll"). */
  readonly purpose?: string | undefined;
  /** The catalogue rule id that asks for the die. */
  readonly rule?: string | undefined;
  /**
   * For {@link die} only: the figure each face points at, by face from the lowest (`[0]` is a d6's 1), e.g. the
   * figure a hit is allocated to; each face's trace entry then names it (`target`). Absent or undefined: none.
   */
  readonly faceTargets?: readonly (ActorRef | undefined)[] | undefined;
}

/** A node compiled for {@link simulate}: draws one value from a generator. @internal */
export type Sampler = (rng: IntSource) => unknown;
/** A node compiled for {@link resolve}: plays one value with a dice source, pushing its trace. @internal */
export type Player = (dice: DiceSource, trace: TraceEntry[]) => unknown;

/**
 * Every node's compiled forms, made the first time the node is sampled or played and kept for the next time
 * (a cache, invisible to callers: the node's description never changes).
 * @internal
 */
interface Compiled {
  /** The compiled sampler. */
  s: Sampler | undefined;
  /** The compiled player. */
  p: Player | undefined;
  /** How many times the node ran before it was compiled (a node built for one resolution is interpreted, not compiled). */
  u: number;
  /** simulate's draw of one small whole number and the value of each, made once (null: the value is not a function of one). */
  x: IndexedSampler | null | undefined;
  /** The most dice one resolution of the node rolls, known when it is built (a chain counts its first step). */
  readonly dice: number;
}

/**
 * The nodes a chance is built from. They are plain immutable data; functions in them are pure.
 * @internal
 */
export type Node = Compiled &
  (
    | { readonly t: "const"; readonly value: unknown }
    | {
        readonly t: "die";
        readonly kind: DieKind;
        readonly low: number;
        readonly sides: number;
        readonly purpose: string;
        readonly rule: string | undefined;
        readonly request: RollRequest;
        /** entries[face - low]: each face's trace entry, made the first time that face is resolved and shared after (a cache, invisible to callers) */
        readonly entries: (DieEntry | undefined)[];
        /**
         * The figure each face points at (`faceTargets`), checked and copied when the die is built: the id of face i at
         * [2i] and its name at [2i + 1], undefined for a face without one; absent: no face has one. A face's entry and its
         * target are made from them the first time that face is resolved (a game that never asks for a trace makes none).
         */
        readonly targets: readonly (string | undefined)[] | undefined;
      }
    | {
        readonly t: "map";
        readonly src: Node;
        readonly fn: (v: unknown) => unknown;
        /** fn is injective on the source's values (values equal as data give equal results, distinct ones distinct): odds need not merge its results */
        readonly distinct: boolean;
      }
    | {
        readonly t: "chain";
        readonly src: Node;
        readonly fn: (v: unknown) => Chance<unknown>;
        /** the value from this step's value and the next chance's (absent: the next chance's value) */
        readonly combine: ((v: unknown, next: unknown) => unknown) | undefined;
        /** combine is injective on (value, next): odds need not merge its results (absent: false) */
        readonly distinct?: boolean;
      }
    | {
        readonly t: "chainAll";
        readonly src: Node;
        readonly fn: (v: unknown) => readonly Chance<unknown>[];
        /** the value from this step's value and the list's values (absent: the list's values) */
        readonly combine: ((v: unknown, values: unknown[]) => unknown) | undefined;
        /** combine is injective on (value, values): odds need not merge its results */
        readonly distinct: boolean;
      }
    | { readonly t: "all"; readonly parts: readonly Node[] }
    | {
        readonly t: "count";
        readonly n: number;
        readonly kind: DieKind;
        readonly low: number;
        readonly sides: number;
        /** hit[face - low] is 1 when the face counts */
        readonly hit: Uint8Array;
        readonly hits: number;
        readonly purpose: string;
        readonly rule: string | undefined;
        readonly request: RollRequest;
        readonly labels: readonly [miss: string, hit: string] | undefined;
        /** entries[face - low]: the trace entry of each face (immutable, shared by every resolution) */
        readonly entries: readonly DieEntry[];
        /** byDie[i][face - low]: die i's entry, naming who rolled it, when the pool says so (absent: `entries` for every die) */
        readonly byDie?: readonly (readonly DieEntry[])[] | undefined;
      }
    | {
        readonly t: "sum";
        readonly n: number;
        readonly kind: DieKind;
        readonly low: number;
        readonly sides: number;
        readonly purpose: string;
        readonly rule: string | undefined;
        readonly request: RollRequest;
        readonly entries: readonly DieEntry[];
      }
    | { readonly t: "fold"; readonly n: number; readonly item: Node; readonly init: unknown; readonly step: (acc: unknown, v: unknown, i: number) => unknown }
    | {
        readonly t: "reroll";
        /** the first roll */
        readonly first: Node;
        /** each re-roll */
        readonly again: Node;
        readonly accept: (v: unknown) => boolean;
        /** entries recorded before each re-roll, from the refused value */
        readonly note: ((refused: unknown) => readonly TraceEntry[]) | undefined;
      }
    | {
        readonly t: "trace";
        readonly src: Node;
        readonly before: readonly TraceEntry[];
        readonly after: ((v: unknown) => readonly TraceEntry[]) | undefined;
        /**
         * The chance odds enumerate in place of src (absent: src): the same distribution of values over fewer
         * states (hits counted per figure instead of ordered by hit). Built the first time odds asks for it.
         */
        readonly exact: (() => Node) | undefined;
        /**
         * A lower bound of the distinct outcomes `exact` enumerates, known before it is built: odds refuses from it
         * (TOO_COMPLEX, maxStates) before any of that work when it alone passes the limit (absent: none).
         */
        readonly estimate?: (() => number) | undefined;
        /**
         * The key simulate tallies this chance's values under, when it is the chance simulated (absent: the value's
         * merge key): injective on its values and equal for values equal as data, but compact (DESIGN: "simulate
         * tallies a mapped key").
         */
        readonly key?: ((v: unknown) => unknown) | undefined;
        /**
         * The sampler simulate draws with in place of src's (absent: src's), made the first time it is asked for from
         * the engine's sampler of any node: the same dice in the same order and the same values, without the chain's
         * intermediate states (a whole fight sampled in one loop).
         */
        readonly sample: ((samplerOf: (node: Node) => Sampler) => Sampler) | undefined;
        /**
         * The player resolve plays with in place of src's (absent: src's), made the first time it is asked for from the
         * engine's player of any node: the same dice in the same order, the same trace and values, without the chain's
         * intermediate steps (a volley's allocation and wound rolls played in one loop).
         */
        readonly play?: ((playerOf: (node: Node) => Player) => Player) | undefined;
      }
  );

/**
 * A chance: an immutable description of a random process, built from dice. A resolver returns a chance;
 * {@link resolve} plays it with any dice source (with a trace), {@link odds} enumerates it exactly, and
 * {@link simulate} samples it fast. One definition, three uses, so play and odds can never disagree.
 *
 * Values of a chance should be plain data (numbers, strings, booleans, arrays, plain objects): equal
 * values are merged by {@link odds}.
 *
 * @typeParam T - the value a resolution produces
 * @example
 * ```ts
 * const hit = die("d10", { purpose: "to hit" }).map((face) => face <= 6);
 * odds(hit).probability(true).toString(); // "3/5"
 * ```
 */
export class Chance<T> {
  /** @internal the description */
  readonly node: Node;

  /** @internal use the builders ({@link die}, {@link constant}, ...) */
  constructor(node: Node) {
    const given: unknown = node;
    if (!isNode(given)) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "Chance",
        path: "node",
        value: given,
        message: "expected a node built by the library (use die, constant, count, sum, all, repeat, reroll)",
      });
    }
    this.node = node;
    Object.freeze(this);
  }

  /**
   * A chance whose value is `fn` of this one's. Equal results are merged in the odds.
   *
   * @param fn - a pure function of the value
   * @returns the mapped chance
   * @example
   * ```ts
   * const hit = die("d10").map((face) => face <= 6);
   * ```
   */
  map<U>(fn: (value: T) => U): Chance<U> {
    checkFunction("Chance.map", "fn", fn);
    return new Chance<U>({
      t: "map",
      src: this.node,
      fn: fn as (v: unknown) => unknown,
      distinct: false,
      s: undefined,
      p: undefined,
      u: 0,
      x: undefined,
      dice: this.node.dice,
    });
  }

  /**
   * A chance whose next step depends on this one's value: roll, then decide what to roll next (a parry
   * only if the attack hit, a re-roll only after a failure). Odds enumerate each distinct value once.
   *
   * With `combine`, the value is `combine(value, next)` of this step's value and the next chance's: the
   * next chance can then be one built once (a table of prebuilt chances indexed by the value) while the
   * value still carries what came before, so a resolution builds no chance at all. `a.chain(f, g)` gives
   * what `a.chain((v) => f(v).map((w) => g(v, w)))` gives, without a new chance per value.
   *
   * @param fn - a pure function from the value to the next chance
   * @returns the chained chance
   * @example
   * ```ts
   * // roll a d20 to hit; on a hit roll 2d6 damage, else 0
   * const damage = die("d20").chain((face) => (face <= 12 ? sum(2, "d6") : constant(0)));
   * // the to-hit face and the damage together, the damage chances built once
   * const damageDice = sum(2, "d6");
   * const none = constant(0);
   * const both = die("d20").chain((face) => (face <= 12 ? damageDice : none), (face, damage) => ({ face, damage }));
   * ```
   */
  chain<U>(fn: (value: T) => Chance<U>): Chance<U>;
  /**
   * @param fn - a pure function from the value to the next chance
   * @param combine - a pure function of this step's value and the next chance's, giving the value
   * @returns the chained chance
   */
  chain<U, V>(fn: (value: T) => Chance<U>, combine: (value: T, next: U) => V): Chance<V>;
  chain<U, V>(fn: (value: T) => Chance<U>, combine?: (value: T, next: U) => V): Chance<U | V> {
    checkFunction("Chance.chain", "fn", fn);
    if (combine !== undefined) checkFunction("Chance.chain", "combine", combine);
    return new Chance<U | V>({
      t: "chain",
      src: this.node,
      fn: fn as (v: unknown) => Chance<unknown>,
      combine: combine as ((v: unknown, next: unknown) => unknown) | undefined,
      s: undefined,
      p: undefined,
      u: 0,
      x: undefined,
      dice: this.node.dice,
    });
  }

  /**
   * A chance whose next step is a list of chances the value picks, rolled in order: a wound roll for each
   * figure a volley hit, a save for each wound. `a.chainAll(f)` gives what `a.chain((v) => all(f(v)))`
   * gives, and with `combine` what `a.chain((v) => all(f(v)).map((values) => combine(v, values)))` gives;
   * the list may hold chances built once (a table indexed by the value), so a resolution builds no chance.
   *
   * @param fn - a pure function from the value to the chances to roll next, in order
   * @returns the chained chance of their values
   * @example
   * ```ts
   * // roll 1d3 hits, then a wound d6 for each hit
   * const wound = die("d6", { purpose: "wound" });
   * const lists = [[], [wound], [wound, wound], [wound, wound, wound]];
   * const wounds = die("d3").chainAll((hits) => lists[hits] ?? []);
   * // the hits and the worst wound
   * const worst = die("d3").chainAll((hits) => lists[hits] ?? [], (hits, faces) => ({ hits, worst: Math.max(0, ...faces) }));
   * ```
   */
  chainAll<U>(fn: (value: T) => readonly Chance<U>[]): Chance<U[]>;
  /**
   * @param fn - a pure function from the value to the chances to roll next, in order
   * @param combine - a pure function of this step's value and the list's values, giving the value
   * @returns the chained chance
   */
  chainAll<U, V>(fn: (value: T) => readonly Chance<U>[], combine: (value: T, values: U[]) => V): Chance<V>;
  chainAll<U, V>(fn: (value: T) => readonly Chance<U>[], combine?: (value: T, values: U[]) => V): Chance<U[] | V> {
    checkFunction("Chance.chainAll", "fn", fn);
    if (combine !== undefined) checkFunction("Chance.chainAll", "combine", combine);
    return new Chance<U[] | V>({
      t: "chainAll",
      src: this.node,
      fn: fn as (v: unknown) => readonly Chance<unknown>[],
      combine: combine as ((v: unknown, values: unknown[]) => unknown) | undefined,
      distinct: false,
      s: undefined,
      p: undefined,
      u: 0,
      x: undefined,
      dice: this.node.dice,
    });
  }

  /**
   * Adds trace entries: `before` (modifiers, notes) when the chance is resolved, and `after(value)` once
   * its value is known ("needed 5, rolled 7: miss"). Odds and simulation ignore them.
   *
   * @param before - entries to record before this chance is rolled
   * @param after - entries to record from its value
   * @returns the same chance, traced
   * @example
   * ```ts
   * const shot = die("d10").map((f) => f <= 5).traced(
   *   [{ type: "modifier", rule: "RUG-SHOOT-5", label: "soft cover", value: -1 }],
   *   (hit) => [{ type: "note", text: hit ? "hit" : "miss" }],
   * );
   * ```
   */
  traced(before: readonly TraceEntry[], after?: (value: T) => readonly TraceEntry[]): Chance<T> {
    const entries = checkEntries("Chance.traced", "before", before);
    if (after !== undefined) checkFunction("Chance.traced", "after", after);
    return new Chance<T>({
      t: "trace",
      src: this.node,
      before: entries,
      after: after as ((v: unknown) => readonly TraceEntry[]) | undefined,
      exact: undefined,
      sample: undefined,
      s: undefined,
      p: undefined,
      u: 0,
      x: undefined,
      dice: this.node.dice,
    });
  }
}

/** The most characters of a die's purpose or rule id. */
const MAX_LABEL = 200;

/** The dice of a node being built, or TOO_COMPLEX naming the builder when one resolution would roll more than {@link MAX_DICE}. */
function checkDice(fn: string, dice: number): number {
  if (dice > MAX_DICE) {
    throw new RulesError({
      code: "TOO_COMPLEX",
      fn,
      path: "",
      value: dice,
      message: `expected a chance that rolls at most ${String(MAX_DICE)} dice in one resolution (nested repeats and pools multiply)`,
    });
  }
  return dice;
}

const NODE_TYPES: readonly string[] = ["const", "die", "map", "chain", "chainAll", "all", "count", "sum", "fold", "reroll", "trace"];

/** Whether a value looks like a node the builders made (a guard on the internal constructor). */
function isNode(value: unknown): value is Node {
  try {
    return (
      typeof value === "object" &&
      value !== null &&
      NODE_TYPES.includes((value as { t?: unknown }).t as string) &&
      typeof (value as { dice?: unknown }).dice === "number"
    );
  } catch {
    return false;
  }
}

function label(fn: string, what: DieLabel | undefined): { purpose: string; rule: string | undefined; request: RollRequest } {
  const l: unknown = what;
  if (l !== undefined && (typeof l !== "object" || l === null)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "label", value: l, message: "expected { purpose?, rule? }" });
  }
  let purpose: unknown;
  let rule: unknown;
  try {
    purpose = what?.purpose ?? "roll";
    rule = what?.rule;
  } catch {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "label", value: undefined, message: "expected a readable { purpose?, rule? }" });
  }
  if (typeof purpose !== "string" || purpose.length > MAX_LABEL) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "label.purpose",
      value: purpose,
      message: `expected a string of at most ${String(MAX_LABEL)} characters`,
    });
  }
  if (rule !== undefined && (typeof rule !== "string" || rule.length > MAX_LABEL)) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "label.rule",
      value: rule,
      message: `expected a rule id (a string of at most ${String(MAX_LABEL)} characters)`,
    });
  }
  // one frozen request per node, handed to the dice source on every roll (no allocation per die)
  return { purpose, rule, request: Object.freeze({ purpose, rule }) };
}

/**
 * The figures a die's faces point at (`what.faceTargets`), checked (a RulesError naming the face otherwise) and read
 * into a flat list of ids and names ([2i], [2i + 1]); undefined when the label gives none. The faces' entries are not
 * made here but the first time each face is resolved (issue 13: building them for every allocation die was 4.7% of a
 * vivid battle whose game never reads a trace).
 */
function faceTargetsOf(sides: number, what: DieLabel | undefined): readonly (string | undefined)[] | undefined {
  let targets: unknown;
  try {
    targets = what?.faceTargets;
  } catch {
    targets = null;
  }
  if (targets === undefined) return undefined;
  const list = listArg("die", "what.faceTargets", targets, sides, "face targets");
  const out = new Array<string | undefined>(2 * sides);
  for (let i = 0; i < list.length; i++) {
    const t: unknown = list[i];
    if (t === undefined) continue;
    const a = typeof t === "object" && t !== null ? (t as Record<string, unknown>) : {};
    const id = a.id;
    const name = a.name;
    if (typeof id !== "string" || typeof name !== "string")
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "die",
        path: `what.faceTargets[${String(i)}]`,
        value: t,
        message: "expected { id, name } or undefined",
      });
    out[2 * i] = id;
    out[2 * i + 1] = name;
  }
  return out;
}

/** The labels of a count's options: absent, or two strings. */
function countLabels(what: CountOptions | undefined): readonly [miss: string, hit: string] | undefined {
  let labels: unknown;
  try {
    labels = what?.labels;
  } catch {
    labels = null;
  }
  if (labels === undefined) return undefined;
  if (!Array.isArray(labels) || labels.length !== 2 || typeof labels[0] !== "string" || typeof labels[1] !== "string") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "count", path: "what.labels", value: labels, message: "expected two words: [miss, hit]" });
  }
  return Object.freeze([labels[0], labels[1]] as const);
}

/** The trace entry of every face of a pool's die, built once per pool. */
function dieEntries(
  kind: DieKind,
  low: number,
  sides: number,
  l: { purpose: string; rule: string | undefined },
  result: (face: number) => string | undefined,
): readonly DieEntry[] {
  return Object.freeze(
    Array.from({ length: sides }, (_, i) =>
      Object.freeze({ type: "die" as const, kind, face: low + i, purpose: l.purpose, rule: l.rule, result: result(low + i) }),
    ),
  );
}

/**
 * A chance that is always `value` (no die is rolled).
 *
 * @param value - the value
 * @returns a certain chance
 * @example
 * ```ts
 * odds(constant(3)).probability(3).toString(); // "1"
 * ```
 */
export function constant<T>(value: T): Chance<T> {
  return new Chance<T>({ t: "const", value: frozenCopy("constant", "value", value), s: undefined, p: undefined, u: 0, x: undefined, dice: 0 });
}

/**
 * One die.
 *
 * @param kind - the die kind
 * @param what - what it is for and the rule that asks for it, for the trace
 * @returns a chance whose value is the face
 * @example
 * ```ts
 * const wound = die("d6", { purpose: "wound", rule: "VIV-WOUND-1" });
 * ```
 */
export function die(kind: DieKind, what?: DieLabel): Chance<number> {
  const [low, sides] = rangeOf("die", kind);
  const l = label("die", what);
  return new Chance<number>({
    t: "die",
    kind,
    low,
    sides,
    ...l,
    entries: new Array<DieEntry | undefined>(sides),
    targets: faceTargetsOf(sides, what),
    s: undefined,
    p: undefined,
    u: 0,
    x: undefined,
    dice: 1,
  });
}

/**
 * Several independent chances rolled together (in order); the value is the tuple of their values.
 *
 * @param parts - the chances
 * @returns a chance of the tuple
 * @example
 * ```ts
 * const both = all([die("d6"), die("d10")]); // Chance<[number, number]>
 * ```
 */
export function all<const P extends readonly Chance<unknown>[]>(parts: P): Chance<{ -readonly [K in keyof P]: P[K] extends Chance<infer V> ? V : never }> {
  const list = listArg("all", "parts", parts, MAX_POOL, "chances");
  let dice = 0;
  const nodes = list.map((p: unknown, i) => {
    if (!isInstance(p, Chance)) {
      throw new RulesError({ code: "INVALID_ARGUMENT", fn: "all", path: `parts[${String(i)}]`, value: p, message: "expected a chance" });
    }
    dice += p.node.dice;
    return p.node;
  });
  return new Chance({ t: "all", parts: Object.freeze(nodes), s: undefined, p: undefined, u: 0, x: undefined, dice: checkDice("all", dice) });
}

/**
 * Options of {@link count}: the die label, and words for a die that fails and one that counts.
 *
 * @example
 * ```ts
 * const options: CountOptions = { purpose: "to hit", rule: "RUG-SHOOT-4", labels: ["miss", "hit"] };
 * ```
 */
export interface CountOptions extends DieLabel {
  /** Words for a die that does not count and one that does, for the trace (e.g. `["miss", "hit"]`). */
  readonly labels?: readonly [miss: string, hit: string] | undefined;
  /**
   * Who rolls the pool's dice, in order: each figure and how many of the dice are its own (their sum is `n`).
   * Each die's trace entry then names its roller (`actor`); the odds and the dice rolled are the same.
   */
  readonly by?: readonly PoolShare[] | undefined;
}

/**
 * One figure's share of a pool (see {@link CountOptions}): who rolls and how many dice.
 *
 * @example
 * ```ts
 * const share: PoolShare = { actor: { id: "b1", name: "Bosun Hicks" }, dice: 2 };
 * ```
 */
export interface PoolShare {
  /** Who rolls these dice. */
  readonly actor: ActorRef;
  /** How many of the pool's dice are theirs. */
  readonly dice: number;
}

/** A pool's entries by die, naming each die's roller (see {@link CountOptions.by}); absent without `by`. */
function poolShares(n: number, what: CountOptions | undefined, entries: readonly DieEntry[]): readonly (readonly DieEntry[])[] | undefined {
  let by: unknown;
  try {
    by = what?.by;
  } catch {
    by = null;
  }
  if (by === undefined) return undefined;
  const shares = listArg("count", "what.by", by, MAX_POOL, "pool shares");
  const out: (readonly DieEntry[])[] = [];
  shares.forEach((share, k) => {
    const s = share as { actor?: { id?: unknown; name?: unknown }; dice?: unknown } | null;
    const id = typeof s === "object" && s !== null ? s.actor?.id : undefined;
    const name = typeof s === "object" && s !== null ? s.actor?.name : undefined;
    const dice = typeof s === "object" && s !== null ? s.dice : undefined;
    if (typeof id !== "string" || typeof name !== "string" || typeof dice !== "number" || !Number.isInteger(dice) || dice < 0)
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "count",
        path: `what.by[${String(k)}]`,
        value: share,
        message: "expected { actor: { id, name }, dice }",
      });
    const actor = Object.freeze({ id, name });
    const faces = Object.freeze(entries.map((e) => Object.freeze({ ...e, actor })));
    for (let i = 0; i < dice && out.length <= n; i++) out.push(faces);
  });
  if (out.length !== n)
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "count",
      path: "what.by",
      value: out.length,
      message: `expected the shares' dice to add up to the pool's ${String(n)}`,
    });
  return Object.freeze(out);
}

/**
 * Rolls `n` identical dice and counts those whose face passes a test: a volley of shots, a pool of
 * successes. Odds are exact (binomial) and simulation is a tight loop.
 *
 * @param n - how many dice (0 to 10,000)
 * @param kind - the die kind
 * @param test - which faces count (called once per face when the chance is built)
 * @param what - purpose, rule and labels for the trace
 * @returns a chance of the number of dice that passed
 * @example
 * ```ts
 * const hits = count(10, "d10", (face) => face <= 6, { purpose: "to hit", labels: ["miss", "hit"] });
 * odds(hits).mean().toString(); // "6"
 * ```
 */
export function count(n: number, kind: DieKind, test: (face: number) => boolean, what?: CountOptions): Chance<number> {
  checkInt("count", "n", n, 0, MAX_POOL);
  const [low, sides] = rangeOf("count", kind);
  checkFunction("count", "test", test);
  const hit = new Uint8Array(sides);
  let hits = 0;
  for (const face of facesOf(kind)) {
    const pass = test(face) ? 1 : 0;
    hit[face - low] = pass;
    hits += pass;
  }
  const labels = countLabels(what);
  const l = label("count", what);
  const entries = dieEntries(kind, low, sides, l, (face) => labels?.[hit[face - low] ?? 0]);
  const byDie = poolShares(n, what, entries);
  return new Chance<number>({
    t: "count",
    n,
    kind,
    low,
    sides,
    hit,
    hits,
    ...l,
    labels,
    entries,
    byDie,
    s: undefined,
    p: undefined,
    u: 0,
    x: undefined,
    dice: n,
  });
}

/**
 * The sum of `n` identical dice: 2D6, 4dF.
 *
 * @param n - how many dice (0 to 10,000)
 * @param kind - the die kind
 * @param what - purpose and rule, for the trace
 * @returns a chance of the total
 * @example
 * ```ts
 * odds(sum(2, "d6")).probability(7).toString(); // "1/6"
 * ```
 */
export function sum(n: number, kind: DieKind, what?: DieLabel): Chance<number> {
  checkInt("sum", "n", n, 0, MAX_POOL);
  const [low, sides] = rangeOf("sum", kind);
  const l = label("sum", what);
  return new Chance<number>({
    t: "sum",
    n,
    kind,
    low,
    sides,
    ...l,
    entries: dieEntries(kind, low, sides, l, () => undefined),
    s: undefined,
    p: undefined,
    u: 0,
    x: undefined,
    dice: n,
  });
}

/**
 * Repeats a chance `n` times, independently, folding each value into an accumulator: the worst of
 * several wound rolls, the best of two, a running total. Odds merge equal accumulators after each step,
 * so a fold over many dice stays small when the accumulator does.
 *
 * @param n - how many times (0 to 10,000)
 * @param item - the chance to repeat
 * @param init - the accumulator before the first value
 * @param step - a pure function `(accumulator, value, index) => accumulator`
 * @returns a chance of the final accumulator
 * @example
 * ```ts
 * const worst = repeat(3, die("d6"), 0, (acc, face) => Math.max(acc, face));
 * ```
 */
export function repeat<T, A>(n: number, item: Chance<T>, init: A, step: (acc: A, value: T, index: number) => A): Chance<A> {
  checkInt("repeat", "n", n, 0, MAX_POOL);
  if (!isInstance(item, Chance)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "repeat", path: "item", value: item, message: "expected a chance" });
  }
  checkFunction("repeat", "step", step);
  const dice = checkDice("repeat", n * item.node.dice);
  return new Chance<A>({
    t: "fold",
    n,
    item: item.node,
    init: frozenCopy("repeat", "init", init),
    step: step as (acc: unknown, v: unknown, i: number) => unknown,
    s: undefined,
    p: undefined,
    u: 0,
    x: undefined,
    dice,
  });
}

/**
 * The most rolls {@link reroll} makes before it gives up with an INVALID_ARGUMENT error (an accept function that
 * refuses every value, or a dice source that never shows an accepted face); far beyond any real run of bad luck.
 *
 * @example
 * ```ts
 * MAX_REROLLS; // 10000
 * ```
 */
export const MAX_REROLLS = 10_000;

/**
 * Options of {@link reroll}: what a re-roll rolls, and what the trace says before it.
 *
 * @typeParam T - the value type
 * @example
 * ```ts
 * const options: RerollOptions<number> = { again: die("d8", { purpose: "re-roll" }), note: (f) => [{ type: "note", text: `${String(f)}: re-roll` }] };
 * ```
 */
export interface RerollOptions<T> {
  /** The chance each re-roll rolls (default: the chance itself), e.g. the same die labelled as a re-roll. */
  readonly again?: Chance<T> | undefined;
  /** Trace entries recorded before each re-roll, from the value refused. */
  readonly note?: ((refused: T) => readonly TraceEntry[]) | undefined;
}

/**
 * Rolls a chance, and rolls it again for as long as its value is refused: a die re-rolled above the roster size
 * (a D8 for 7 figures), initiative ties re-rolled. There is no cap on the number of re-rolls, so the odds are
 * exact: the value's distribution given that it is accepted (with `again`, the first roll's accepted values plus
 * the refused share of it times `again`'s accepted distribution). Resolving and simulating roll until a value is
 * accepted; after {@link MAX_REROLLS} rolls they throw INVALID_ARGUMENT, as `odds` does when no value can be
 * accepted.
 *
 * @param chance - the chance to roll
 * @param accept - a pure test of a value: true keeps it
 * @param options - the chance of each re-roll and the note before it
 * @returns a chance of the first accepted value
 * @example
 * ```ts
 * // one of seven figures, uniformly, with a D8 re-rolled on 8
 * const figure = reroll(die("d8", { purpose: "which figure" }), (f) => f <= 7);
 * odds(figure).probability(3).toString(); // "1/7"
 * ```
 */
export function reroll<T>(chance: Chance<T>, accept: (value: T) => boolean, options: RerollOptions<T> = {}): Chance<T> {
  if (!isInstance(chance, Chance)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "reroll", path: "chance", value: chance, message: "expected a chance" });
  }
  checkFunction("reroll", "accept", accept);
  const given = optionsArg("reroll", "options", options, ["again", "note"]);
  const again: unknown = given.again === undefined ? chance : given.again;
  if (!isInstance(again, Chance)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "reroll", path: "options.again", value: given.again, message: "expected a chance" });
  }
  const note = given.note;
  if (note !== undefined) checkFunction("reroll", "options.note", note);
  return new Chance<T>({
    t: "reroll",
    first: chance.node,
    again: again.node,
    accept: accept as (v: unknown) => boolean,
    note: note as ((refused: unknown) => readonly TraceEntry[]) | undefined,
    s: undefined,
    p: undefined,
    u: 0,
    x: undefined,
    dice: checkDice("reroll", chance.node.dice + again.node.dice),
  });
}

/**
 * The error of a {@link reroll} that accepted no value in {@link MAX_REROLLS} rolls, or can accept none.
 * @internal
 */
export function neverAccepted(value: unknown): RulesError {
  return new RulesError({
    code: "INVALID_ARGUMENT",
    fn: "reroll",
    path: "accept",
    value,
    message: `expected a test that accepts some value the chance can take (none accepted in ${String(MAX_REROLLS)} rolls, or none possible)`,
  });
}

/**
 * The node of a chance passed to `fn`, or an INVALID_ARGUMENT error naming `fn`. The one place the engine's
 * entry points (odds, resolve, simulate) check their argument.
 * @internal
 */
export function nodeOf(fn: string, chance: unknown): Node {
  if (!isInstance(chance, Chance)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "chance", value: chance, message: "expected a chance (from die, count, sum, a resolver...)" });
  }
  return chance.node;
}

/**
 * The node of the chance a chain function returned for a value, or an INVALID_ARGUMENT error. The one place
 * odds, resolve and simulate check a chain step.
 * @internal
 */
export function nextNode(node: Extract<Node, { t: "chain" }>, value: unknown): Node {
  const next: unknown = node.fn(value);
  if (!isInstance(next, Chance)) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "Chance.chain",
      path: "fn(value)",
      value: next,
      message: "expected the chain function to return a chance",
    });
  }
  return next.node;
}

/**
 * The chances a `chainAll` function returned for a value, checked, or an INVALID_ARGUMENT error. The one
 * place odds, resolve and simulate check a `chainAll` step.
 * @internal
 */
export function nextChances(node: Extract<Node, { t: "chainAll" }>, value: unknown): readonly Chance<unknown>[] {
  const list: unknown = node.fn(value);
  if (!Array.isArray(list) || list.length > MAX_POOL) throw notChances("fn(value)", list);
  for (let i = 0; i < list.length; i++) if (!isInstance(list[i], Chance)) throw notChances(`fn(value)[${String(i)}]`, list[i]);
  return list as readonly Chance<unknown>[];
}

/** The error of a `chainAll` function that did not return an array of chances. */
function notChances(path: string, value: unknown): RulesError {
  return new RulesError({ code: "INVALID_ARGUMENT", fn: "Chance.chainAll", path, value, message: "expected the function to return an array of chances" });
}

/** What an internal wrapper changes about how its source node is enumerated, simulated or sampled. */
interface Wrapping {
  readonly exact?: (() => Node) | undefined;
  readonly estimate?: (() => number) | undefined;
  readonly key?: ((v: unknown) => unknown) | undefined;
  readonly sample?: ((samplerOf: (node: Node) => Sampler) => Sampler) | undefined;
  readonly play?: ((playerOf: (node: Node) => Player) => Player) | undefined;
}

/**
 * A trace node without entries over `src`: the one shape of the internal wrappers below ({@link withExactOdds},
 * {@link withSimulateKey}, {@link withSampler}), so that resolve plays `src` unchanged (same dice, same trace).
 */
function wrapped<T>(src: Node, w: Wrapping): Chance<T> {
  return new Chance<T>({
    t: "trace",
    src,
    before: [],
    after: undefined,
    exact: w.exact,
    estimate: w.estimate,
    key: w.key,
    sample: w.sample,
    play: w.play,
    s: undefined,
    p: undefined,
    u: 0,
    x: undefined,
    dice: src.dice,
  });
}

/**
 * A chance played and sampled as `played` whose exact odds are enumerated from `exact()` instead: the same
 * distribution of values (the caller's proof, checked by tests against independent fractions), built over fewer
 * states, e.g. hits counted per figure rather than ordered hit by hit. `exact` is called the first time odds
 * enumerate the chance; resolve and simulate never call it, so dice, traces and seeded results are `played`'s.
 * `estimate` (optional) gives a lower bound of the distinct outcomes `exact` will enumerate: odds refuses from it,
 * before building `exact`, when it passes the state limit (issue 10: a refusal from an estimate).
 * @internal
 */
export function withExactOdds<T>(played: Chance<T>, exact: () => Chance<T>, estimate?: () => number): Chance<T> {
  let built: Node | undefined;
  const build = (): Node => {
    built ??= nodeOf("odds", exact());
    return built;
  };
  return wrapped<T>(played.node, { exact: build, estimate });
}

/**
 * The chance itself, whose simulation tallies its values under `key` instead of their merge key (a whole unit's
 * kilobyte of text per run): `key` must give equal keys exactly for values equal as data (the caller's proof,
 * checked by tests against the merge key). Resolve and odds are the chance's; the dice are the same.
 * @internal
 */
export function withSimulateKey<T>(chance: Chance<T>, key: (value: T) => string): Chance<T> {
  return wrapped<T>(chance.node, { key: key as (v: unknown) => unknown });
}

/**
 * The engine's sampler of a chance, handed to a {@link withSampler} builder: draws one value from a generator, the
 * same dice in the same order as resolving the chance with seeded dice.
 * @internal
 */
export type SamplerFor = <U>(chance: Chance<U>) => (rng: IntSource) => U;

/**
 * A chance resolved and enumerated as `played` whose simulation draws with the sampler `build` makes instead (made
 * the first time the chance is simulated; resolve and odds never call it). The caller's proof, checked by tests
 * seed for seed: the sampler rolls the same chances in the same order as `played` (through `samplerFor`, so the
 * same dice) and gives values equal as data to `played`'s, so simulate's frequencies are unchanged.
 * @internal
 */
export function withSampler<T>(played: Chance<T>, build: (samplerFor: SamplerFor) => (rng: IntSource) => T): Chance<T> {
  const sample = (samplerOf: (node: Node) => Sampler): Sampler => build(<U>(c: Chance<U>) => samplerOf(c.node) as (rng: IntSource) => U);
  return wrapped<T>(played.node, { sample });
}

/**
 * The engine's player of a chance, handed to a {@link withPlayer} builder: plays one value with a dice source,
 * pushing its trace entries, as resolving the chance does.
 * @internal
 */
export type PlayerFor = <U>(chance: Chance<U>) => (dice: DiceSource, trace: TraceEntry[]) => U;

/**
 * A chance sampled and enumerated as `played` whose resolution plays with the player `build` makes instead (made the
 * first time the chance is resolved; simulate and odds never call it). The caller's proof, checked by tests seed for
 * seed: the player plays the same chances in the same order as `played` (through `playerFor`, so the same dice and
 * trace entries) and gives values equal as data to `played`'s.
 * @internal
 */
export function withPlayer<T>(played: Chance<T>, build: (playerFor: PlayerFor) => (dice: DiceSource, trace: TraceEntry[]) => T): Chance<T> {
  const play = (playerOf: (node: Node) => Player): Player => build(<U>(c: Chance<U>) => playerOf(c.node) as (dice: DiceSource, trace: TraceEntry[]) => U);
  return wrapped<T>(played.node, { play });
}

/**
 * `chance.map(fn)` for a function injective on the chance's values (equal values give equal results, distinct
 * ones distinct results): odds keep its results as they come, without a merge key for each.
 * @internal
 */
export function mapDistinct<T, U>(chance: Chance<T>, fn: (value: T) => U): Chance<U> {
  checkFunction("Chance.map", "fn", fn);
  const node = chance.node;
  return new Chance<U>({
    t: "map",
    src: node,
    fn: fn as (v: unknown) => unknown,
    distinct: true,
    s: undefined,
    p: undefined,
    u: 0,
    x: undefined,
    dice: node.dice,
  });
}

/**
 * `chance.chainAll(fn, combine)` for a combine injective on (value, values): odds keep its results as they come,
 * without a merge key for each (a value with a whole unit in it costs a kilobyte of key).
 * @internal
 */
export function chainAllDistinct<T, U, V>(chance: Chance<T>, fn: (value: T) => readonly Chance<U>[], combine: (value: T, values: U[]) => V): Chance<V> {
  checkFunction("Chance.chainAll", "fn", fn);
  checkFunction("Chance.chainAll", "combine", combine);
  const node = chance.node;
  return new Chance<V>({
    t: "chainAll",
    src: node,
    fn: fn as (v: unknown) => readonly Chance<unknown>[],
    combine: combine as (v: unknown, values: unknown[]) => unknown,
    distinct: true,
    s: undefined,
    p: undefined,
    u: 0,
    x: undefined,
    dice: node.dice,
  });
}

/**
 * `chance.chain(fn, combine)` for a combine injective on (value, next) (distinct pairs give distinct results): odds keep
 * its results as they come, without a merge key for each (a round's whole result costs kilobytes of key).
 * @internal
 */
export function chainDistinct<T, U, V>(chance: Chance<T>, fn: (value: T) => Chance<U>, combine: (value: T, next: U) => V): Chance<V> {
  checkFunction("Chance.chain", "fn", fn);
  checkFunction("Chance.chain", "combine", combine);
  const node = chance.node;
  return new Chance<V>({
    t: "chain",
    src: node,
    fn: fn as (v: unknown) => Chance<unknown>,
    combine: combine as (v: unknown, next: unknown) => unknown,
    distinct: true,
    s: undefined,
    p: undefined,
    u: 0,
    x: undefined,
    dice: node.dice,
  });
}

/**
 * Whether a value is a chance.
 *
 * @param value - anything
 * @returns true for a value built by this library's chance builders
 * @example
 * ```ts
 * isChance(die("d6")); // true
 * ```
 */
export function isChance(value: unknown): value is Chance<unknown> {
  return isInstance(value, Chance);
}

/**
 * `chance.traced(before, after)` for the entries a rule system builds itself, each a frozen flat entry (its fields
 * strings and numbers): they are kept as they are, without the checks and the frozen copy `traced` makes of an
 * app's entries (issue 13: copying each step's entries was an eighth of a simulated tugs duel, which never reads
 * them). Any other entry goes through `traced`, checked and copied.
 * @internal
 */
export function tracedFrozen<T>(chance: Chance<T>, before: readonly TraceEntry[], after?: (value: T) => readonly TraceEntry[]): Chance<T> {
  for (const entry of before) {
    if (!Object.isFrozen(entry)) return chance.traced(before, after);
    for (const k in entry) {
      const v: unknown = (entry as unknown as Record<string, unknown>)[k];
      if (v !== undefined && typeof v !== "string" && typeof v !== "number") return chance.traced(before, after);
    }
  }
  return new Chance<T>({
    t: "trace",
    src: chance.node,
    before: Object.freeze(before.slice()),
    after: after as ((v: unknown) => readonly TraceEntry[]) | undefined,
    exact: undefined,
    sample: undefined,
    s: undefined,
    p: undefined,
    u: 0,
    x: undefined,
    dice: chance.node.dice,
  });
}
