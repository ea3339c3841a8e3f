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

/** Distance between two placed figures of the roster, by id (Infinity when either is absent). */
function distanceOf(byId: ReadonlyMap<string, PlacedFigure>, a: string, b: string): number {
  const p = byId.get(a);
  const q = byId.get(b);
  return p === undefined || q === undefined ? Infinity : Math.hypot(p.x - q.x, p.y - q.y);
}

function nearestWithin(
  roster: readonly PlacedFigure[],
  byId: ReadonlyMap<string, PlacedFigure>,
  anchorId: string,
  radius: number,
  hit: ReadonlyMap<string, number>,
): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const f of roster) {
    if (f.id === anchorId || hit.has(f.id)) continue;
    const d = distanceOf(byId, anchorId, f.id);
    if (d <= radius && d < bestD) {
      best = f.id;
      bestD = d;
    }
  }
  return best;
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
  const byId = new Map(roster.map((f) => [f.id, f] as const));
  const order = roster.map((f) => f.id);
  const indexOf = new Map(order.map((id, i) => [id, i] as const));
  // hits per figure, by roster index: plain data, so that equal steps merge in odds
  const asMap = (tally: readonly number[]): ReadonlyMap<string, number> =>
    new Map(order.flatMap((id, i) => ((tally[i] ?? 0) > 0 ? [[id, tally[i] ?? 0] as const] : [])));
  const wasHit = (tally: readonly number[], id: string): boolean => (tally[indexOf.get(id) ?? -1] ?? 0) > 0;
  interface Step {
    readonly target: string | null;
    readonly first: string | null;
    readonly hits: number;
    readonly tally: readonly number[];
    readonly unplaced: number;
  }
  const nextTarget = (s: Step, target: string, tally: readonly number[], first: string, hits: number): { id: string | null; note?: string } => {
    // ruling VIV-AMB-18: chain from the most recent target hit (or, as an option, from the first)
    const from = anchor === "previousHit" ? target : first;
    const inReach = (id: string): boolean => id === target || id === from || distanceOf(byId, from, id) <= radius;
    const asked = named[hits - 1];
    // ruling VIV-AMB-44: the player may name the next target, a figure within reach (the same one included)
    if (asked !== undefined) {
      if (byId.has(asked) && inReach(asked) && (targetRule === "nearestThenSame" || !wasHit(tally, asked)))
        return { id: asked, note: `the player names ${asked}` };
      const fallback = nextTarget(s, target, tally, first, Infinity);
      return { id: fallback.id, note: `${asked} is not in reach: ${fallback.id ?? "no target"}` };
    }
    const nearest = nearestWithin(roster, byId, from, radius, asMap(tally));
    if (nearest !== null) return { id: nearest };
    // ruling VIV-AMB-44: no die is discarded while a figure is in reach: the same figure again ('nearestThenSame')
    return { id: targetRule === "nearestThenSame" ? target : null };
  };
  let chance: Chance<Step> = constant<Step>({ target: declared, first: null, hits: 0, tally: order.map(() => 0), unplaced: 0 });
  for (let k = 0; k < dice; k++) {
    chance = chance.chain((s) => {
      if (s.target === null) return constant({ ...s, unplaced: s.unplaced + 1 });
      const target = s.target;
      return die("d10", { purpose: `machine gun at ${target} (${String(n)} or less)`, rule: "VIV-MG-3" })
        .map((f) => f <= n)
        .chain((hit): Chance<Step> => {
          if (!hit) return constant(s);
          const tally = s.tally.slice();
          const at = indexOf.get(target) ?? -1;
          tally[at] = (tally[at] ?? 0) + 1;
          const first = s.first ?? target;
          const hits = s.hits + 1;
          if (k === dice - 1) return constant<Step>({ target: null, first, hits, tally, unplaced: s.unplaced });
          const next = nextTarget(s, target, tally, first, hits);
          const step = constant<Step>({ target: next.id, first, hits, tally, unplaced: s.unplaced });
          return next.note === undefined ? step : step.traced([{ type: "note", rule: "VIV-AMB-44", text: next.note }]);
        });
    });
  }
  return chance.map((s) => {
    // hits per figure id in roster order, in a record without a prototype (ids such as "constructor" are plain keys)
    const allocation: Allocation = Object.create(null) as Allocation;
    order.forEach((id, i) => {
      const h = s.tally[i] ?? 0;
      if (h > 0) allocation[id] = h;
    });
    return { hits: s.hits, allocation, unplaced: s.unplaced };
  });
}
