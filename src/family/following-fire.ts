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

interface State {
  readonly target: string | null;
  readonly first: string | null;
  readonly hits: number;
  readonly allocation: Allocation;
  readonly unplaced: number;
}

function nearestWithin(roster: readonly PlacedFigure[], anchorId: string, radius: number, exclude: Allocation): string | null {
  const anchor = roster.find((f) => f.id === anchorId);
  if (anchor === undefined) return null;
  let best: PlacedFigure | null = null;
  let bestD = Infinity;
  for (const f of roster) {
    if (f.id === anchorId || exclude[f.id] !== undefined) continue;
    const d = Math.hypot(f.x - anchor.x, f.y - anchor.y);
    if (d <= radius && d < bestD) {
      best = f;
      bestD = d;
    }
  }
  return best?.id ?? null;
}

/**
 * Following fire: `dice` D10s at hit number `n`, the first at `declared`; a miss keeps the target; a hit
 * moves the next die to the nearest unhit figure within `radius` of the anchor (VIV-AMB-18: the previous
 * hit by default, or the first); with none in reach the remaining dice are not rolled.
 */
export function followingFireChance(
  dice: number,
  n: number,
  declared: string,
  roster: readonly PlacedFigure[],
  anchor: "previousHit" | "firstHit",
  radius: number,
): Chance<FollowingFireOutcome> {
  let chance: Chance<State> = constant({ target: declared, first: null, hits: 0, allocation: {}, unplaced: 0 });
  for (let k = 0; k < dice; k++) {
    chance = chance.chain((s) => {
      if (s.target === null) return constant({ ...s, unplaced: s.unplaced + 1 });
      const target = s.target;
      return die("d10", { purpose: `machine gun at ${target} (${String(n)} or less)`, rule: "VIV-MG-3" })
        .map((f) => f <= n)
        .map((hit): State => {
          if (!hit) return s;
          const allocation = { ...s.allocation, [target]: (s.allocation[target] ?? 0) + 1 };
          const first = s.first ?? target;
          // ruling VIV-AMB-18: chain from the most recent target hit (or, as an option, from the first)
          const from = anchor === "previousHit" ? target : first;
          return { target: nearestWithin(roster, from, radius, allocation), first, hits: s.hits + 1, allocation, unplaced: s.unplaced };
        });
    });
  }
  return chance.map((s) => ({ hits: s.hits, allocation: s.allocation, unplaced: s.unplaced }));
}
