// Exact odds of a random allocation by counts (issue 13, DESIGN "Exact odds at the scale of a real engagement"):
// hits land one after the other on the roster (RUG-SHOOT-6, VIV-SHOOT-5, VIV-AMB-21), but the odds of a volley
// only need how many hits each figure took, and for casualties only how many figures of each kind took k hits.
// So the enumeration keeps an occupancy state (a count per figure, sorted within a group of figures the value
// cannot tell apart) instead of the ordered tuple of roster indices: 10 hits into 10 identical figures are 42
// states, not 10^10 tuples. Used by odds only; resolve and simulate roll every hit as before.
import { type Chance, constant } from "../core/chance.js";

/** The character of no hits: a count c is the character ZERO + c (no state begins with U+0000, which merge keys escape). */
export const ZERO = 48;

/**
 * The occupancy states of up to `maxHits` hits over a roster, as strings (one character per figure: {@link ZERO} plus its number
 * of hits), for odds only. Figures of one group are exchangeable for the value being enumerated: their counts are
 * kept sorted, so the states of a group are the partitions of its hits.
 */
export interface Occupancy {
  /**
   * The chance of the state after `uniform` hits each rolled over the whole roster and `picked` hits of player
   * shooters (each to the picked figure on the pick die, else over the roster), built the first time it is asked for.
   */
  readonly after: (uniform: number, picked: number) => Chance<string>;
  /** The hits of each figure of a state, with its roster index (figures of a group in an arbitrary fixed order). */
  readonly slots: readonly number[];
}

/**
 * The occupancy chances of a roster.
 *
 * @param groupOf - by roster index, its group (figures the value cannot tell apart share one)
 * @param uniform - the chance of the roster index of a hit rolled over the roster (uniform)
 * @param picked - the chance of the roster index of a player shooter's hit (absent: no picks); its picked figure
 *   must be alone in its group, so that every group is hit uniformly
 * @returns the occupancy chances
 */
export function occupancy(groupOf: readonly number[], uniform: Chance<number>, picked: Chance<number> | undefined): Occupancy {
  const n = groupOf.length;
  // the state's slots: the figures of group 0, then group 1, ...; slotOf[r] is roster figure r's place in its group's run
  const slots: number[] = [];
  const groups = Math.max(-1, ...groupOf) + 1;
  const start: number[] = [];
  const slotOf = new Array<number>(n).fill(0);
  for (let g = 0; g < groups; g++) {
    start.push(slots.length);
    for (let r = 0; r < n; r++)
      if (groupOf[r] === g) {
        slotOf[r] = slots.length;
        slots.push(r);
      }
  }
  start.push(n);
  const startOf = groupOf.map((g) => start[g] as number);
  /** The state after one more hit on roster figure r: within its group, counts stay in descending order. */
  const hit = (state: string, r: number): string => {
    const counts = new Array<number>(n);
    for (let i = 0; i < n; i++) counts[i] = state.charCodeAt(i) - ZERO;
    // the figure r stands for, among its exchangeable group: the one at its place in the sorted run
    let at = slotOf[r] as number;
    const c = (counts[at] as number) + 1;
    // keep the run descending: the count moves left past the smaller ones (a group is hit uniformly, so which
    // member of the run takes the hit is a relabelling)
    const first = startOf[r] as number;
    while (at > first && (counts[at - 1] as number) < c) {
      counts[at] = counts[at - 1] as number;
      at--;
    }
    counts[at] = c;
    return String.fromCharCode(...counts.map((x) => x + ZERO));
  };
  const steps = [new Map<string, Chance<string>>(), new Map<string, Chance<string>>()];
  const step =
    (which: 0 | 1, index: Chance<number>) =>
    (state: string): Chance<string> => {
      const cache = steps[which] as Map<string, Chance<string>>;
      let c = cache.get(state);
      if (c === undefined) {
        c = index.map((r) => hit(state, r));
        cache.set(state, c);
      }
      return c;
    };
  const stepUniform = step(0, uniform);
  const stepPicked = picked === undefined ? stepUniform : step(1, picked);
  const table: (Chance<string> | undefined)[][] = [];
  const after = (u: number, p: number): Chance<string> => {
    const row = (table[u] ??= []);
    let c = row[p];
    if (c === undefined) {
      c =
        p > 0
          ? after(u, p - 1).chain(stepPicked)
          : u > 0
            ? after(u - 1, 0).chain(stepUniform)
            : constant(String.fromCharCode(...new Array<number>(n).fill(ZERO)));
      row[p] = c;
    }
    return c;
  };
  return { after, slots };
}
