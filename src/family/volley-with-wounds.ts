// A volley and its wound rolls as one chance, built once (RUG-SHOOT-1..7, VIV-SHOOT-1..5, VIV-WOUND-1..7):
// the same dice, values and trace as resolving the volley and then the wounds of its allocation, with every
// chance a resolution continues with built here (allocation dice, each figure's wound chances by hit count).
import * as z from "zod/mini";
import { all, type Chance, constant } from "../core/chance.js";
import { parseOrThrow } from "../core/validate.js";
import { type AllocationSpec, allocationDice, allocationIndices, allocationOf, type HitTargets } from "./allocation.js";
import type { Figure } from "./schemas.js";
import { type ShootingSystem, type VolleyInput, volleySetup } from "./shooting-api.js";
import { isPlayerFigure, maxHitsOf, type Tally, type VolleyOutcome, volleyTally } from "./volley.js";
import { type VolleyWounds, woundsApplied } from "./volley-wounds.js";
import { figureWoundSeries, type OxFlag, woundFactsKey } from "./wound-figure.js";
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

const NO_DROPS: readonly string[] = Object.freeze([]);

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
 * A volley and the wound rolls of every figure it hits, as one chance built once: validation, the allocation
 * dice and every figure's wound chances (for 1, 2, 3... hits) are built here; a resolution only picks among
 * them, carries the allocation as the roster index of each hit and converts it once at the end. The value and
 * trace are those of resolving the volley and then the wounds of its allocation on the same dice.
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
  const v = volleySetup(sys, fn, input);
  const hit = parseOrThrow(fn, WoundHitSchema, settings.hit ?? {}, "wounds.hit");
  const useLuck = parseOrThrow(fn, z.optional(z.boolean()), settings.useLuck, "wounds.useLuck") !== false;
  const turn = settings.turn;
  // the unit afterwards is the target as given with its hit figures replaced, as woundVolley returns it
  const target = input.target;
  const members = v.input.target.members;
  const memberAt = v.roster.map((id) => members.findIndex((m) => m.id === id));
  const figures = memberAt.map((at) => members[at] as Figure);
  const maxHits = maxHitsOf(v.plans);
  const wounds = woundTables(fn, side, figures, hit, maxHits, useLuck);
  const spec: AllocationSpec = v.spec;
  const dice: HitTargets | undefined = spec.mode === "random" && v.roster.length > 0 ? allocationDice(v.roster, maxHits, spec) : undefined;
  // a player shooter's hits matter only when it may pick its target (VIV-AMB-21)
  const maxPick =
    dice?.picked === undefined
      ? 0
      : v.plans.reduce((n, p, i) => n + (p.fires && v.shots[i] !== undefined && isPlayerFigure(v.shots[i].figure) ? p.dice : 0), 0);

  // the wound rolls of an allocation, in roster order, and the value
  const woundsOf = (hits: number, dropped: readonly string[], taken: readonly number[]): Chance<VolleyWithWounds> => {
    const counts = new Int32Array(v.roster.length);
    for (const r of taken) counts[r] = (counts[r] ?? 0) + 1;
    const parts: Chance<WoundOutcome>[] = [];
    const hitAt: number[] = [];
    const hitFigures: Figure[] = [];
    for (let r = 0; r < counts.length; r++) {
      const chance = wounds[r]?.[counts[r] ?? 0];
      if (chance === undefined || counts[r] === 0) continue;
      parts.push(chance);
      hitAt.push(memberAt[r] ?? 0);
      hitFigures.push(figures[r] as Figure);
    }
    const allocation = allocationOf(v.roster, taken);
    return all(parts).map((outcomes): VolleyWithWounds => {
      const w = woundsApplied(target, hitAt, hitFigures, outcomes, side.oxFlag, turn);
      return { hits, dropped, allocation, unit: w.unit, outcomes: w.outcomes };
    });
  };
  // after the to-hit dice: the allocation dice, then the wound rolls (a volley without hits rolls no more)
  const after = (hits: number, pickHits: number, dropped: readonly string[]): Chance<VolleyWithWounds> => {
    // frozen: this value is shared by every resolution that scores no hit
    if (hits === 0 || v.roster.length === 0)
      return constant<VolleyWithWounds>(Object.freeze({ hits, dropped, allocation: Object.freeze({}), unit: target, outcomes: Object.freeze({}) }));
    return allocationIndices(v.roster, hits, pickHits, spec, dice).chain((taken) => woundsOf(hits, dropped, taken));
  };
  const tally = volleyTally(sys.table, v.shots, v.plans);
  const picks = (t: Tally): number => Math.min(t.pickHits, maxPick);
  if (v.plans.some((p) => p.fires && p.clumsyTest)) {
    // a Clumsy shooter may drop its weapon: the dropped list is only known when the dice fall
    return tally.chain((t) => after(t.hits, picks(t), t.dropped));
  }
  const table = Array.from({ length: maxHits + 1 }, (_, h) => Array.from({ length: Math.min(h, maxPick) + 1 }, (_, p) => after(h, p, NO_DROPS)));
  return tally.chain((t) => table[t.hits]?.[picks(t)] ?? after(t.hits, picks(t), t.dropped));
}
