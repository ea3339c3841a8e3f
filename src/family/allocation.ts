// Hit allocation (RUG-SHOOT-6, VIV-SHOOT-5, VIV-AMB-21): random over the target's roster, a player shooter's
// pick on a D6 of 5-6 (vivid), or the shooter's choice.
import { all, type Chance, constant, die } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import type { ActorRef } from "../core/trace.js";
import { pickIndex } from "./pick.js";

/**
 * How hits are allocated.
 *
 * @example
 * ```ts
 * let value: AllocationSpec | undefined; // see the functions that return or take it
 * ```
 */
export interface AllocationSpec {
  /** `random`: a die per hit over the roster; `chosen`: hits go to `chosen` in turn (no dice). */
  readonly mode: "random" | "chosen";
  /** Figure ids in the order the shooter (or GM) assigns hits; for picks and `chosen` mode. */
  readonly chosen: readonly string[];
  /** The D6 face from which a player shooter picks its target (vivid 5); `null`: never. */
  readonly pickFrom: number | null;
  /** Rule ids: allocation, and the pick. */
  readonly rule: string;
  /** The rule id of the pick roll. */
  readonly pickRule: string;
}

/**
 * Hits per figure id, keys in roster order (figures without hits left out), in a record without a prototype
 * (figure ids such as "constructor" or "__proto__" are plain keys).
 *
 * @example
 * ```ts
 * let value: Allocation | undefined; // see the functions that return or take it
 * ```
 */
export type Allocation = Record<string, number>;

/**
 * An empty allocation: a record without a prototype, so that no figure id reads or sets an inherited property.
 *
 * @returns an empty allocation
 */
export function emptyAllocation(): Allocation {
  return Object.create(null) as Allocation;
}

/**
 * Hits per figure id with one more hit on roster figure `r`: a new object (an accumulator may be shared by
 * several branches of the odds), keys in roster order like every allocation. Records of one roster built in
 * the same key order stay on a few hidden classes; keys in the order of first hits gave V8 a new one for almost
 * every resolution.
 */
function addHit(roster: readonly string[], acc: Allocation, r: number): Allocation {
  // a record without a prototype: figure ids are untrusted ("constructor", "__proto__" are plain keys here)
  const out = emptyAllocation();
  for (let i = 0; i < roster.length; i++) {
    const id = roster[i] as string;
    const n = (acc[id] ?? 0) + (i === r ? 1 : 0);
    if (n > 0) out[id] = n;
  }
  return out;
}

/**
 * Hits per figure id from the roster index that took each hit: keys in roster order.
 *
 * @param roster - the figure ids
 * @param taken - the roster index of each hit
 * @returns hits per figure id
 */
export function allocationOf(roster: readonly string[], taken: readonly number[]): Allocation {
  let out = emptyAllocation();
  for (const r of taken) out = addHit(roster, out, r);
  return out;
}

/**
 * The chance of the roster index that takes each hit of a random allocation, built once per volley: hit k is
 * rolled over the roster (RUG-SHOOT-6, VIV-SHOOT-5) or, for the first hits scored by player shooters,
 * goes to the picked figure on a D6 of `pickFrom` or more (VIV-AMB-21).
 *
 * @example
 * ```ts
 * let value: HitTargets | undefined; // see allocationDice
 * ```
 */
export interface HitTargets {
  /** random[k]: hit k rolled over the roster. */
  readonly random: readonly Chance<number>[];
  /** picked[k]: hit k of a player shooter (absent when there is no pick). */
  readonly picked: readonly Chance<number>[] | undefined;
}

/**
 * The dice that allocate up to `maxHits` hits at random over a roster (see {@link HitTargets}).
 *
 * @param roster - the living figure ids
 * @param maxHits - the most hits the volley can score
 * @param spec - how hits are allocated
 * @param names - the roster's figures (id and name), for the trace: each face names the figure it picks
 * @returns the chances of each hit's roster index
 */
export function allocationDice(roster: readonly string[], maxHits: number, spec: AllocationSpec, names?: readonly ActorRef[]): HitTargets {
  // with names (the roster's figures), each allocation die's face names the figure it sends the hit to
  const named = names !== undefined && names.length === roster.length ? names : undefined;
  const random = Array.from({ length: maxHits }, (_, k) => pickIndex(roster.length, `which figure takes hit ${String(k + 1)}`, spec.rule, named));
  const target = spec.chosen.find((id) => roster.includes(id));
  const from = spec.pickFrom;
  if (from === null || target === undefined) return { random, picked: undefined };
  const picked = constant(roster.indexOf(target));
  const pickedName = named?.[roster.indexOf(target)];
  const faceTargets = pickedName === undefined ? undefined : Array.from({ length: 6 }, (_, i) => (i + 1 >= from ? pickedName : undefined));
  return {
    random,
    picked: random.map((rolled, k) =>
      die("d6", { purpose: `player shooter picks the target of hit ${String(k + 1)} (${String(from)}+)`, rule: spec.pickRule, faceTargets })
        .map((f) => f >= from)
        .chain((picks) => (picks ? picked : rolled)),
    ),
  };
}

/**
 * The roster index of hit k of a volley (see {@link allocationDice}).
 *
 * @param dice - the allocation dice
 * @param k - the hit, from 0
 * @param pickHits - how many of the first hits were scored by player shooters
 * @returns the chance of its roster index
 */
export function hitTarget(dice: HitTargets, k: number, pickHits: number): Chance<number> {
  const picked = k < pickHits ? dice.picked?.[k] : undefined;
  const rolled = picked ?? dice.random[k];
  if (rolled === undefined)
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "allocate", path: "hits", value: k + 1, message: "more hits than the volley's dice" });
  return rolled;
}

/** The note of hits assigned by choice (VIV-AMB-21 shooterChooses). */
function chosenList(roster: readonly string[], spec: AllocationSpec): readonly string[] {
  const order = spec.chosen.filter((id) => roster.includes(id));
  return order.length > 0 ? order : roster;
}

/**
 * Allocates `hits` (of which `pickHits` were scored by player shooters) over the living roster. One
 * figure may take several hits (RUG-SHOOT-6: it keeps the worst wound).
 *
 * @param roster - the living figure ids
 * @param hits - the hits scored
 * @param pickHits - how many of them player shooters scored
 * @param spec - how hits are allocated
 * @param dice - the allocation dice, when the volley built them once (default: built here)
 * @returns a chance of hits per figure id
 */
export function allocate(roster: readonly string[], hits: number, pickHits: number, spec: AllocationSpec, dice?: HitTargets): Chance<Allocation> {
  if (roster.length === 0 || hits === 0) return constant(emptyAllocation());
  if (spec.mode === "chosen") {
    const list = chosenList(roster, spec);
    return constant(
      allocationOf(
        roster,
        Array.from({ length: hits }, (_, i) => roster.indexOf(list[i % list.length] ?? "")),
      ),
    ).traced([{ type: "note", rule: spec.rule, text: `hits assigned by choice to ${list.join(", ")}` }]);
  }
  const d = dice ?? allocationDice(roster, hits, spec);
  let chance: Chance<Allocation> = constant(emptyAllocation());
  for (let k = 0; k < hits; k++) {
    const rolled = hitTarget(d, k, pickHits);
    chance = chance.chain((acc) => rolled.map((i) => addHit(roster, acc, i)));
  }
  return chance;
}

/**
 * The chance of every hit's roster index, in order, for a volley built once (the one-step volley with
 * wounds): the same dice as {@link allocate}, without an accumulator per hit.
 *
 * @param roster - the living figure ids
 * @param hits - the hits scored
 * @param pickHits - how many of them player shooters scored
 * @param spec - how hits are allocated
 * @param dice - the allocation dice, when the volley built them once (default: built here)
 * @returns a chance of the roster index of each hit, and the trace of a chosen allocation
 */
export function allocationIndices(
  roster: readonly string[],
  hits: number,
  pickHits: number,
  spec: AllocationSpec,
  dice?: HitTargets,
): Chance<readonly number[]> {
  if (roster.length === 0 || hits === 0) return constant([]);
  if (spec.mode === "chosen") {
    const list = chosenList(roster, spec);
    const taken = Array.from({ length: hits }, (_, i) => roster.indexOf(list[i % list.length] ?? ""));
    return constant<readonly number[]>(taken).traced([{ type: "note", rule: spec.rule, text: `hits assigned by choice to ${list.join(", ")}` }]);
  }
  const d = dice ?? allocationDice(roster, hits, spec);
  return all(Array.from({ length: hits }, (_, k) => hitTarget(d, k, pickHits)));
}

/**
 * The chance of every hit's roster index when hits carry their own shooter's target (VIV-SHOOT-5: each PC picks
 * its own target): `targets[k]` is the roster index that hit k's shooter names (`perShooter[id].targetId`), or -1
 * for none. At random, a player's hit (k below `pickHits`) goes to its own target on a D6 of `pickFrom` or more,
 * else it is rolled over the roster; a player's hit with no target of its own picks as {@link allocate} does. By
 * choice, a hit with a target goes to it and the others go to the chosen figures in turn.
 *
 * @param roster - the living figure ids
 * @param targets - by hit, the roster index its shooter names, or -1
 * @param pickHits - how many of the first hits player shooters scored
 * @param spec - how hits are allocated
 * @param dice - the allocation dice, when the volley built them once (default: built here)
 * @returns a chance of the roster index of each hit
 */
export function allocationIndicesTo(
  roster: readonly string[],
  targets: readonly number[],
  pickHits: number,
  spec: AllocationSpec,
  dice?: HitTargets,
): Chance<readonly number[]> {
  const hits = targets.length;
  if (roster.length === 0 || hits === 0) return constant([]);
  if (spec.mode === "chosen") {
    const list = chosenList(roster, spec);
    let j = 0;
    const taken = targets.map((t) => (t >= 0 ? t : roster.indexOf(list[j++ % list.length] ?? "")));
    const named = [...new Set(taken.map((r) => roster[r] ?? ""))];
    return constant<readonly number[]>(taken).traced([{ type: "note", rule: spec.rule, text: `hits assigned by choice to ${named.join(", ")}` }]);
  }
  const d = dice ?? allocationDice(roster, hits, spec);
  const from = spec.pickFrom;
  return all(
    targets.map((t, k) => {
      const rolled = d.random[k];
      if (from === null || t < 0 || k >= pickHits || rolled === undefined) return hitTarget(d, k, pickHits);
      const own = constant(t);
      return die("d6", { purpose: `player shooter picks ${roster[t] ?? ""} for hit ${String(k + 1)} (${String(from)}+)`, rule: spec.pickRule }).chain((f) =>
        f >= from ? own : rolled,
      );
    }),
  );
}
