// A volley and its wound rolls as one chance, built once (RUG-SHOOT-1..7, VIV-SHOOT-1..5, VIV-WOUND-1..7):
// the same dice, values and trace as resolving the volley and then the wounds of its allocation, with every
// chance a resolution continues with built here (allocation dice, each figure's wound chances by hit count).
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { parseOrThrow } from "../core/validate.js";
import { type Allocation, type AllocationSpec, allocationDice, allocationIndices, type HitTargets } from "./allocation.js";
import type { Figure, Unit } from "./schemas.js";
import { type ShootingSystem, type VolleyInput, volleySetup } from "./shooting-api.js";
import { isPlayerFigure, maxHitsOf, type Tally, type VolleyOutcome, volleyTally, withDroppedWeapons } from "./volley.js";
import type { VolleyWounds } from "./volley-wounds.js";
import { figureWoundSeries, type OxFlag, withWoundOutcome, woundFactsKey } from "./wound-figure.js";
import { type WoundHit, WoundHitSchema } from "./wound-table.js";
import type { WoundOutcome, WoundRules } from "./wounds.js";

/**
 * A volley with its wound rolls: the volley's hits, dropped weapons and allocation, the target unit
 * afterwards and each hit figure's wound outcome.
 *
 * @example
 * ```ts
 * const v: VolleyWithWounds = { hits: 1, dropped: [], allocation: { d2: 1 }, unit: dacoits, outcomes: { d2: outcome } };
 * ```
 */
export interface VolleyWithWounds extends VolleyOutcome, VolleyWounds {}

/**
 * Settings of the wound half of a volley with wounds.
 *
 * @example
 * ```ts
 * const s: VolleyWoundSettings = { hit: { shotgun: true }, turn: 3 };
 * ```
 */
export interface VolleyWoundSettings {
  /** What every hit brings (`{ shotgun: true }` for a shotgun volley; default `{}`). */
  readonly hit?: WoundHit | undefined;
  /** Whether player figures roll luck against a bad result (RUG-LUCK-2 "may"; default true). */
  readonly useLuck?: boolean | undefined;
  /** The game turn, recorded as the turn of death (Medical Training, Cliff-hanger). */
  readonly turn?: number | undefined;
}

/** A system's wound side: its rules and where it keeps the Ox flag. */
export interface WoundSide {
  /** The wound rules. */
  readonly rules: WoundRules;
  /** Where the Ox flag is kept. */
  readonly oxFlag: OxFlag;
}

/** The wound chances of each roster figure by hit count; figures with the same wound facts share them. */
function woundTables(fn: string, side: WoundSide, figures: readonly Figure[], hit: WoundHit, maxHits: number, useLuck: boolean): Chance<WoundOutcome>[][] {
  const shared = new Map<string, Chance<WoundOutcome>[]>();
  return figures.map((figure) => {
    const key = woundFactsKey(figure, hit, side.oxFlag, useLuck);
    const known = shared.get(key);
    if (known !== undefined) return known;
    const series = figureWoundSeries(fn, side.rules, figure, hit, maxHits, side.oxFlag, useLuck);
    shared.set(key, series);
    return series;
  });
}

/**
 * What a volley with wounds comes to, by figure: the hits scored, dropped weapons, and the state afterwards
 * of the figures hit. The compact value for Monte Carlo runs, scenario balancing and AI opponents: the
 * same dice and rules as the full value, without building the unit afterwards or the records by figure id.
 *
 * @example
 * ```ts
 * const c: VolleyCasualties = { hits: 4, dropped: 0, figuresHit: 3, killed: 2, wounded: 0, unconscious: 0, fit: 1 };
 * ```
 */
export interface VolleyCasualties {
  /** Total hits scored. */
  readonly hits: number;
  /** How many Clumsy shooters dropped their weapon. */
  readonly dropped: number;
  /** How many figures took at least one hit. */
  readonly figuresHit: number;
  /** Figures hit that are killed afterwards. */
  readonly killed: number;
  /** Figures hit that are wounded afterwards (a wound carried from before counts). */
  readonly wounded: number;
  /** Figures hit that are unconscious afterwards (a knockout conversion, as mercy bullets give; 0 for a plain volley). */
  readonly unconscious: number;
  /** Figures hit that are fit afterwards (every hit had no effect, or luck or Ox saved them). */
  readonly fit: number;
}

/** A volley with its hits allocated: the tally, the roster index of every hit, the figures hit and their wound chances, in roster order. */
interface Allocated {
  readonly hits: number;
  readonly dropped: readonly string[];
  /** The roster index of each figure hit, ascending. */
  readonly struck: readonly number[];
  /** How many hits each figure hit took. */
  readonly hitsOn: readonly number[];
}

/**
 * A volley with wounds built once: the chance of the allocation with each figure hit's prebuilt wound chance,
 * and how the allocation and the outcomes read as the full value. Each figure hit, in roster order, then
 * rolls its hits on the wound table: `allocated.chainAll(built.rolls, read)`.
 */
interface VolleyWoundsBuilt {
  readonly allocated: Chance<Allocated>;
  /** Each figure hit's wound chance for its number of hits, picked from those built once. */
  readonly rolls: (a: Allocated) => Chance<WoundOutcome>[];
  readonly valueOf: (a: Allocated, outcomes: readonly WoundOutcome[]) => VolleyWithWounds;
}

/**
 * A volley and the wound rolls of every figure it hits, as one chance built once: validation, the allocation
 * dice by hit count and every figure's wound chances (for 1, 2, 3... hits) are built here; a resolution picks
 * the allocation by hits (`chain` with a combiner) and the wound chance of each figure hit (`chainAll`), so it
 * builds no chance. The dice and trace are those of
 * resolving the volley and then the wounds of its allocation.
 */
function volleyWoundsBuilt(sys: ShootingSystem, fn: string, input: VolleyInput, side: WoundSide, settings: VolleyWoundSettings): VolleyWoundsBuilt {
  const v = volleySetup(sys, fn, input);
  const hit = parseOrThrow(fn, WoundHitSchema, settings.hit ?? {}, "wounds.hit");
  const useLuck = parseOrThrow(fn, z.optional(z.boolean()), settings.useLuck, "wounds.useLuck") !== false;
  const turn = settings.turn;
  // the unit afterwards is the target as given with its hit figures replaced, as woundVolley returns it
  const target = input.target;
  const members = v.input.target.members;
  const roster = v.roster;
  const memberAt = roster.map((id) => members.findIndex((m) => m.id === id));
  const figures = memberAt.map((at) => members[at] as Figure);
  const maxHits = maxHitsOf(v.plans);
  const wounds = woundTables(fn, side, figures, hit, maxHits, useLuck);
  const spec: AllocationSpec = v.spec;
  const dice: HitTargets | undefined = spec.mode === "random" && roster.length > 0 ? allocationDice(roster, maxHits, spec) : undefined;
  // a player shooter's hits matter only when it may pick its target (VIV-AMB-21)
  const maxPick =
    dice?.picked === undefined
      ? 0
      : v.plans.reduce((n, p, i) => n + (p.fires && v.shots[i] !== undefined && isPlayerFigure(v.shots[i].figure) ? p.dice : 0), 0);
  const picks = (t: Tally): number => Math.min(t.pickHits, maxPick);
  // the roster index of every hit, by hits and player hits (a volley without hits rolls no more)
  const allocations = Array.from({ length: maxHits + 1 }, (_, h) =>
    Array.from({ length: Math.min(h, maxPick) + 1 }, (_, p) => allocationIndices(roster, h, p, spec, dice)),
  );
  // hits per roster figure while an allocation is read: zero between calls (each call zeroes what it counted),
  // so start stays a pure function of its arguments without allocating a count per resolution
  const counts = new Array<number>(roster.length).fill(0);
  const start = (t: Tally, taken: readonly number[]): Allocated => {
    let distinct = 0;
    for (let k = 0; k < taken.length; k++) {
      const r = taken[k] as number;
      const n = counts[r] as number;
      if (n === 0) distinct++;
      counts[r] = n + 1;
    }
    const struck = new Array<number>(distinct);
    const hitsOn = new Array<number>(distinct);
    for (let r = 0, j = 0; j < distinct; r++) {
      const n = counts[r] as number;
      if (n === 0) continue;
      counts[r] = 0;
      struck[j] = r;
      hitsOn[j] = n;
      j++;
    }
    return { hits: t.hits, dropped: t.dropped, struck, hitsOn };
  };
  // the table holds every tally a volley can score (hits up to maxHits, player hits up to maxPick)
  const allocated = volleyTally(sys.table, v.shots, v.plans).chain(
    (t) => (allocations[t.hits] as Chance<readonly number[]>[])[picks(t)] as Chance<readonly number[]>,
    start,
  );
  // each figure after each of its outcomes, made the first time that outcome comes up and shared after (frozen)
  const afterCache = figures.map(() => new Map<WoundOutcome, Figure>());
  const figureAfter = (r: number, outcome: WoundOutcome): Figure => {
    const cache = afterCache[r] as Map<WoundOutcome, Figure>;
    let after = cache.get(outcome);
    if (after === undefined) {
      after = withWoundOutcome(figures[r] as Figure, outcome, side.oxFlag, turn);
      Object.freeze(after.status);
      Object.freeze(after);
      cache.set(outcome, after);
    }
    return after;
  };
  // the value: the allocation and the outcomes by figure id (keys in roster order), the unit with its hit figures replaced
  const valueOf = (a: Allocated, outcomes: readonly WoundOutcome[]): VolleyWithWounds => {
    const members = target.members.slice();
    const allocation: Allocation = {};
    const byId: Record<string, WoundOutcome> = {};
    for (let j = 0; j < a.struck.length; j++) {
      const r = a.struck[j] as number;
      const outcome = outcomes[j] as WoundOutcome;
      const id = roster[r] as string;
      allocation[id] = a.hitsOn[j] as number;
      byId[id] = outcome;
      members[memberAt[r] as number] = figureAfter(r, outcome);
    }
    const unit: Unit = Object.assign({}, target);
    unit.members = members;
    // RUG-TRAIT-N4 / VIV-TRAIT-N4: the shooters come back with droppedWeapon set, as in shootingVolley
    if (a.dropped.length > 0)
      return { hits: a.hits, dropped: a.dropped, allocation, shooters: withDroppedWeapons(v.input.shooters, a.dropped), unit, outcomes: byId };
    return { hits: a.hits, dropped: a.dropped, allocation, unit, outcomes: byId };
  };
  const rolls = (a: Allocated): Chance<WoundOutcome>[] => {
    const out = new Array<Chance<WoundOutcome>>(a.struck.length);
    for (let j = 0; j < out.length; j++) out[j] = (wounds[a.struck[j] as number] as Chance<WoundOutcome>[])[a.hitsOn[j] as number] as Chance<WoundOutcome>;
    return out;
  };
  return { allocated, rolls, valueOf };
}

/**
 * A volley and the wound rolls of every figure it hits, as one chance built once (see volleyWoundsBuilt).
 *
 * @param sys - the system's shooting
 * @param fn - the public function name, for errors
 * @param input - the volley
 * @param side - the system's wound rules and Ox flag
 * @param settings - the hit, luck use and game turn
 * @returns a chance of `{ hits, dropped, allocation, unit, outcomes }`
 */
export function volleyWithWoundsImpl(
  sys: ShootingSystem,
  fn: string,
  input: VolleyInput,
  side: WoundSide,
  settings: VolleyWoundSettings,
): Chance<VolleyWithWounds> {
  const built = volleyWoundsBuilt(sys, fn, input, side, settings);
  return built.allocated.chainAll(built.rolls, built.valueOf);
}

/** The casualties of a volley from its allocation and the outcomes of the figures hit. */
function casualtiesOf(a: Allocated, outcomes: readonly WoundOutcome[]): VolleyCasualties {
  let killed = 0;
  let wounded = 0;
  let unconscious = 0;
  for (const o of outcomes) {
    if (o.state === "killed") killed++;
    else if (o.state === "wounded") wounded++;
    else if (o.state === "unconscious") unconscious++;
  }
  const figuresHit = outcomes.length;
  return { hits: a.hits, dropped: a.dropped.length, figuresHit, killed, wounded, unconscious, fit: figuresHit - killed - wounded - unconscious };
}

/**
 * The casualties of a volley with its wound rolls, as one chance built once: the same chance as
 * {@link volleyWithWoundsImpl} (the same dice, rules and trace) read as counts by state.
 *
 * @param sys - the system's shooting
 * @param fn - the public function name, for errors
 * @param input - the volley
 * @param side - the system's wound rules and Ox flag
 * @param settings - the hit, luck use and game turn
 * @returns a chance of the casualties
 */
export function volleyCasualtiesImpl(
  sys: ShootingSystem,
  fn: string,
  input: VolleyInput,
  side: WoundSide,
  settings: VolleyWoundSettings,
): Chance<VolleyCasualties> {
  const built = volleyWoundsBuilt(sys, fn, input, side, settings);
  return built.allocated.chainAll(built.rolls, casualtiesOf);
}
