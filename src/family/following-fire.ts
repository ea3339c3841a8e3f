// Machine-gun following fire (VIV-MG-3, VIV-AMB-18): dice resolved one at a time; after a hit the next die
// goes to a target within 4" of the anchor (the previous hit, or the first), "and so on".
import { type Chance, constant, die } from "../core/chance.js";
import type { Allocation } from "./allocation.js";

/**
 * A target figure and its position on the table (inches).
 *
 * @example
 * ```ts
 * let value: PlacedFigure | undefined; // see the functions that return or take it
 * ```
 */
export interface PlacedFigure {
  /** Figure id. */
  readonly id: string;
  /** x, inches. */
  readonly x: number;
  /** y, inches. */
  readonly y: number;
}

/**
 * The outcome of following fire.
 *
 * @example
 * ```ts
 * let value: FollowingFireOutcome | undefined; // see the functions that return or take it
 * ```
 */
export interface FollowingFireOutcome {
  /** Total hits. */
  readonly hits: number;
  /** Hits per figure id. */
  readonly allocation: Allocation;
  /** Dice that found no target within reach and were not rolled. */
  readonly unplaced: number;
}

/**
 * How following fire picks the next target after a hit (VIV-AMB-44): `nearestThenSame` (default) the nearest
 * figure not yet hit within reach, else the figure just hit; `distinctOnly` only figures not yet hit, and with
 * none in reach the remaining dice are not rolled.
 *
 * @example
 * ```ts
 * const how: FollowingFireTarget = "nearestThenSame";
 * ```
 */
export type FollowingFireTarget = "nearestThenSame" | "distinctOnly";

/**
 * The state of following fire over a roster by index, after some of its dice: the figure the next die goes to
 * (-1: none, the remaining dice are not rolled), the first figure hit (-1: none yet), the hits, the hits on each
 * roster figure, and the dice not rolled.
 */
export interface FollowingFireTally {
  /** The roster index the next die goes to (-1: none). */
  readonly target: number;
  /** The roster index of the first figure hit (-1: none yet). */
  readonly first: number;
  /** Total hits. */
  readonly hits: number;
  /** Hits on each roster figure, by roster index. */
  readonly tally: readonly number[];
  /** Dice that found no target within reach and were not rolled. */
  readonly unplaced: number;
}

/** What following fire needs besides its dice: the roster, its distances and the options. */
export interface FollowingFireRoster {
  /** How many figures (roster indices 0..size-1). */
  readonly size: number;
  /** The figure at a roster index, as the die's purpose and the notes name it. */
  readonly label: (r: number) => string;
  /** A roster index by figure id (a named next target), or undefined. */
  readonly indexOf: (id: string) => number | undefined;
  /** The distance between two roster figures, inches. */
  readonly distance: (a: number, b: number) => number;
  /** The hit number of a die at a roster figure. */
  readonly nOf: (r: number) => number;
  /** VIV-AMB-18: the anchor of the reach. */
  readonly anchor: "previousHit" | "firstHit";
  /** The reach, inches (VIV-MG-3: 4). */
  readonly radius: number;
  /** VIV-AMB-44: how the next target is picked. */
  readonly targetRule: FollowingFireTarget;
  /** The rule the dice cite. */
  readonly rule: string;
}

/**
 * Following fire over a roster by index (VIV-MG-3, VIV-AMB-18, VIV-AMB-44): `dice` D10s one at a time, the first
 * at `declared` (a chance of its roster index, rolled before the first die); a die at figure r hits on `nOf(r)` or
 * less; a miss keeps the target; after a hit the next die goes to the player's named next target (`named[k]`
 * after hit k + 1) when it is in reach, else the nearest figure not yet hit within `radius` of the anchor, else
 * the same figure ('nearestThenSame') or nothing ('distinctOnly': the remaining dice are not rolled).
 */
export function followingFireTally(
  dice: number,
  declared: Chance<number>,
  roster: FollowingFireRoster,
  named: readonly string[] = [],
): Chance<FollowingFireTally> {
  const { size, distance, anchor, radius, targetRule } = roster;
  const nearestWithin = (from: number, tally: readonly number[]): number => {
    let best = -1;
    let bestD = Infinity;
    for (let r = 0; r < size; r++) {
      if (r === from || (tally[r] ?? 0) > 0) continue;
      const d = distance(from, r);
      if (d <= radius && d < bestD) {
        best = r;
        bestD = d;
      }
    }
    return best;
  };
  const nextTarget = (target: number, tally: readonly number[], first: number, hits: number): { r: number; note?: string } => {
    // ruling VIV-AMB-18: chain from the most recent target hit (or, as an option, from the first)
    const from = anchor === "previousHit" ? target : first;
    const asked = named[hits - 1];
    // ruling VIV-AMB-44: the player may name the next target, a figure within reach (the same one included)
    if (asked !== undefined) {
      const at = roster.indexOf(asked);
      const inReach = at !== undefined && (at === target || at === from || distance(from, at) <= radius);
      if (at !== undefined && inReach && (targetRule === "nearestThenSame" || (tally[at] ?? 0) === 0)) return { r: at, note: `the player names ${asked}` };
      const fallback = nextTarget(target, tally, first, Infinity);
      return { r: fallback.r, note: `${asked} is not in reach: ${fallback.r < 0 ? "no target" : roster.label(fallback.r)}` };
    }
    const nearest = nearestWithin(from, tally);
    if (nearest >= 0) return { r: nearest };
    // ruling VIV-AMB-44: no die is discarded while a figure is in reach: the same figure again ('nearestThenSame')
    return { r: targetRule === "nearestThenSame" ? target : -1 };
  };
  // one die per target figure, built once
  const dieAt = new Map<number, Chance<boolean>>();
  const rollAt = (r: number): Chance<boolean> => {
    let c = dieAt.get(r);
    if (c === undefined) {
      const n = roster.nOf(r);
      c = die("d10", { purpose: `machine gun at ${roster.label(r)} (${String(n)} or less)`, rule: roster.rule }).map((f) => f <= n);
      dieAt.set(r, c);
    }
    return c;
  };
  const zero = new Array<number>(size).fill(0);
  let chance: Chance<FollowingFireTally> = declared.map((r): FollowingFireTally => ({ target: r, first: -1, hits: 0, tally: zero, unplaced: 0 }));
  for (let k = 0; k < dice; k++) {
    chance = chance.chain((s) => {
      if (s.target < 0) return constant({ ...s, unplaced: s.unplaced + 1 });
      const target = s.target;
      return rollAt(target).chain((hit): Chance<FollowingFireTally> => {
        if (!hit) return constant(s);
        const tally = s.tally.slice();
        tally[target] = (tally[target] ?? 0) + 1;
        const first = s.first < 0 ? target : s.first;
        const hits = s.hits + 1;
        if (k === dice - 1) return constant<FollowingFireTally>({ target: -1, first, hits, tally, unplaced: s.unplaced });
        const next = nextTarget(target, tally, first, hits);
        const step = constant<FollowingFireTally>({ target: next.r, first, hits, tally, unplaced: s.unplaced });
        return next.note === undefined ? step : step.traced([{ type: "note", rule: "VIV-AMB-44", text: next.note }]);
      });
    });
  }
  return chance;
}

/**
 * Following fire: `dice` D10s at hit number `n`, the first at `declared`; a miss keeps the target; after a hit
 * the next die goes to a figure within `radius` of the anchor (VIV-AMB-18: the previous hit by default, or the
 * first). VIV-AMB-44: the player's named next target (`named[k]` after hit k + 1) when it is in reach; else, by
 * `targetRule`, the nearest figure not yet hit, else the same figure ('nearestThenSame': no die is discarded
 * while a figure is in reach) or nothing ('distinctOnly': the remaining dice are not rolled).
 */
export function followingFireChance(
  dice: number,
  n: number,
  declared: string,
  roster: readonly PlacedFigure[],
  anchor: "previousHit" | "firstHit",
  radius: number,
  targetRule: FollowingFireTarget = "nearestThenSame",
  named: readonly string[] = [],
): Chance<FollowingFireOutcome> {
  // ids are untrusted strings: Maps, never object keys
  const order = roster.map((f) => f.id);
  const indexOf = new Map(order.map((id, i) => [id, i] as const));
  const at = indexOf.get(declared) ?? -1;
  const tally = followingFireTally(
    dice,
    constant(at),
    {
      size: roster.length,
      label: (r) => order[r] ?? "",
      indexOf: (id) => indexOf.get(id),
      distance: (a, b) => {
        const p = roster[a];
        const q = roster[b];
        return p === undefined || q === undefined ? Infinity : Math.hypot(p.x - q.x, p.y - q.y);
      },
      nOf: () => n,
      anchor,
      radius,
      targetRule,
      rule: "VIV-MG-3",
    },
    named,
  );
  return tally.map((s) => {
    // hits per figure id in roster order, in a record without a prototype (ids such as "constructor" are plain keys)
    const allocation: Allocation = Object.create(null) as Allocation;
    order.forEach((id, i) => {
      const h = s.tally[i] ?? 0;
      if (h > 0) allocation[id] = h;
    });
    return { hits: s.hits, allocation, unplaced: s.unplaced };
  });
}
