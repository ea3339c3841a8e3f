// A volley and its wound rolls as one chance, built once (RUG-SHOOT-1..7, VIV-SHOOT-1..5, VIV-WOUND-1..7):
// the same dice, values and trace as resolving the volley and then the wounds of its allocation, with every
// chance a resolution continues with built here (allocation dice, each figure's wound chances by hit count).
import * as z from "zod/mini";
import {
  all,
  type Chance,
  chainAllDistinct,
  constant,
  mapDistinct,
  repeat,
  type PlayerFor,
  type SamplerFor,
  withExactOdds,
  withPlayer,
  withSampler,
  withSimulateKey,
} from "../core/chance.js";
import type { DiceSource } from "../core/dice-source.js";
import type { TraceEntry } from "../core/trace.js";
import type { IntSource } from "../core/uniform.js";
import { parseOrThrow } from "../core/validate.js";
import { type Allocation, type AllocationSpec, allocationDice, allocationIndices, emptyAllocation, type HitTargets } from "./allocation.js";
import type { Figure } from "./schemas.js";
import { type ShootingSystem, type VolleyInput, type VolleySetup, type VolleyShots, volleySetup, volleySetupValidated } from "./shooting-api.js";
import {
  hitKindsOf,
  isPlayerFigure,
  kindAllocation,
  type PlannedShot,
  shotKinds,
  maxHitsOf,
  type Tally,
  type VolleyOutcome,
  volleyTally,
  volleyTallyKey,
  withDroppedWeapons,
} from "./volley.js";
import { armourChecks } from "./armour-check.js";
import { hitNotes, unitWithMembers, type VolleyWounds, woundTurn } from "./volley-wounds.js";
import { figureWoundSteps, type OxFlag, withWoundOutcome, woundFactsKey } from "./wound-figure.js";
import { type WoundHit, WoundHitSchema } from "./wound-table.js";
import type { VestInput, WoundConversion, WoundOutcome, WoundRules } from "./wounds.js";
import { carriedGadget, carriedVest } from "./carried.js";
import { figureWounds } from "./wound-figure.js";
import { occupancy, ZERO } from "./occupancy.js";
import { odds } from "../core/odds.js";
import { keyOf } from "../core/value-key.js";
import { type FollowedHits, followingVolley } from "./volley-following.js";
import type { ShotInput } from "./volley.js";

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
  /**
   * What every hit brings besides its own weapon's effects (default `{}`): each hit already carries the
   * weapon that scored it (RUG-AMB-35: a shotgun's +1, the Death Ray's +3 against a non-PC, mercy bullets
   * the shooter carries), so no setting is needed for those.
   */
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
  /** The Death Ray's modifier to a non-PC's wound die (vivid VIV-GAD-18: +3); absent: none. */
  readonly deathRayNonPc?: number | undefined;
  /** Whether a vest stops mercy bullets (vivid VIV-AMB-29, default true). */
  readonly mercyVestApplies?: boolean | undefined;
}

/** What a shot brings to the wound rolls of its hits (RUG-AMB-35): its weapon's effects and its ammunition. */
interface ShotEffect {
  /** A shotgun hit (VIV-WOUND-2: +1). */
  readonly shotgun: boolean;
  /** A Death Ray hit (VIV-GAD-18: a modifier against non-PCs). */
  readonly deathRay: boolean;
  /** Mercy bullets the shooter carries: their wound modifier (VIV-GAD-5: +2, and a knockout), or null. */
  readonly mercy: number | null;
}

/** The effect of a shot: from the weapon fired and the mercy bullets its shooter carries. */
function shotEffectOf(shot: ShotInput | undefined): ShotEffect {
  const mercy = shot === undefined ? undefined : carriedGadget(shot.figure, "mercyAmmo");
  return {
    shotgun: shot?.weapon?.class === "shotgun",
    deathRay: shot?.weapon?.class === "deathRay",
    mercy: mercy === undefined ? null : mercy.effect.woundModifier,
  };
}

/** The wound hit of a shot's effect on a target figure, on top of the caller's hit. */
function hitOfEffect(side: WoundSide, base: WoundHit, e: ShotEffect, target: Figure): WoundHit {
  const modifiers = [...(base.modifiers ?? [])];
  if (e.mercy !== null) modifiers.push({ rule: "VIV-GAD-5", label: "mercy bullets", value: e.mercy });
  if (e.deathRay && side.deathRayNonPc !== undefined && !isPlayerFigure(target))
    modifiers.push({ rule: "VIV-GAD-18", label: "Death Ray, non-PC", value: side.deathRayNonPc });
  const hit: WoundHit = { ...base };
  if (e.shotgun) hit.shotgun = true;
  if (modifiers.length > 0) hit.modifiers = modifiers;
  return hit;
}

/** The knockout of mercy bullets (VIV-GAD-5), when every hit on the figure was one. */
const MERCY: WoundConversion = { kind: "knockout", rule: "VIV-GAD-5" };

/** The vest of a figure against a kind of hit: its carried vest, none against mercy bullets when VIV-AMB-29's option says so. */
function vestAgainst(side: WoundSide, figure: Figure, mercyOnly: boolean): VestInput {
  return mercyOnly && side.mercyVestApplies === false ? false : carriedVest(figure);
}

/**
 * One figure profile's wound chances (what the wound roll reads, see {@link WoundCache}): the chance of n hits, built
 * the first time some figure of the profile takes n hits (issue 14: only the hit counts scored), and the chances
 * named for each figure of the profile ("d3 is hit 2 times") by hit count, made the first time they come up.
 */
interface ProfileWounds {
  /** The chance of n hits on a figure of this profile. */
  readonly at: (n: number) => Chance<WoundOutcome>;
  /** By figure (its id and name, as JSON), its named chances by hit count. */
  readonly named: Map<string, Chance<WoundOutcome>[]>;
}

/**
 * Wound chances kept across volleys (issue 14): each figure profile's chances by hit count (a profile is what the
 * wound roll reads: the figure's luck, traits, wounds carried, Ox flag and vest, and the hit as it lands), each hit
 * count built the first time a volley scores it, and shared by every later volley built with the same cache and
 * equal wound rules (compared as data: the rules are plain data); the chances named for a figure are kept by its id
 * and name. Made by {@link woundCache}; a game session keeps one (no module-level state). Bounded: past
 * {@link WOUND_CACHE_PROFILES} profiles of one set of rules (or that many figures of one profile), new ones are built
 * for their volley alone, not kept (the same chances).
 *
 * @example
 * ```ts
 * const cache: WoundCache = woundCache();
 * ```
 */
export interface WoundCache {
  /** By wound rules (their JSON text), each profile's chances. */
  readonly byRules: Map<string, Map<string, ProfileWounds>>;
  /** The JSON text of each rules object seen (written once per rules object). */
  readonly rulesText: WeakMap<WoundRules, string>;
  /**
   * A roster's random allocation (issue 14), by the roster's ids and names, the most hits and the allocation spec (as
   * JSON): its dice and its lists of hits by hits and picks, shared by the volleys at the same roster (a session's
   * canonical volleys all name their targets t0, t1...); at most {@link WOUND_CACHE_PROFILES} rosters.
   */
  readonly rosters: Map<string, RosterAllocation>;
  /**
   * The to-hit tallies (issue 14), by shooting table and {@link volleyTallyKey} (the shooters' plans, names and kinds):
   * shared by the volleys whose shooters plan the same shots at other targets (a tally reads nothing of the target
   * but through the plans); at most {@link WOUND_CACHE_PROFILES} tallies per table. Absent in a cache made before
   * (none kept).
   */
  readonly tallies?: WeakMap<object, Map<string, Chance<Tally>>>;
  /**
   * The to-hit tally of each frozen plans array (issue 14: a session's shooters' half of a volley, VolleyShots in
   * shooting-api.ts, is shared by its volleys of the same shooters) with the table and the shots it was built for: the
   * tally of the same plans of the same shots, found without writing their key. One kind of shot only. Absent in a cache made before (none kept).
   */
  readonly byPlans?: WeakMap<readonly PlannedShot[], { readonly table: object; readonly shots: readonly ShotInput[]; readonly tally: Chance<Tally> }>;
}

/**
 * A roster's random allocation, built once: its dice (allocationDice) and its lists of hits (allocationIndices), each
 * list built the first time a tally asks for it, at [hits][player hits].
 */
interface RosterAllocation {
  readonly dice: HitTargets;
  readonly lists: (Chance<readonly number[]> | undefined)[][];
}

/**
 * The most profiles a {@link WoundCache} keeps for one set of wound rules, and the most figures whose named chances
 * it keeps for one profile (a bound on a session's memory; past it, chances are built for their volley alone).
 *
 * @example
 * ```ts
 * WOUND_CACHE_PROFILES; // 4096
 * ```
 */
export const WOUND_CACHE_PROFILES = 4096;

/**
 * A new, empty {@link WoundCache}, for a game session to pass to every volley it builds (the validated entry points).
 *
 * @returns an empty cache
 * @example
 * ```ts
 * const cache = woundCache();
 * const a = volleyWithWoundsValidated(sys, fn, first, side, { cache });
 * const b = volleyWithWoundsValidated(sys, fn, second, side, { cache }); // the same figures' wound chances, not built again
 * ```
 */
export function woundCache(): WoundCache {
  return { byRules: new Map(), rulesText: new WeakMap(), rosters: new Map(), tallies: new WeakMap(), byPlans: new WeakMap() };
}

/** A profile's chances with nothing named yet. */
function profileWounds(at: (n: number) => Chance<WoundOutcome>): ProfileWounds {
  return { at, named: new Map() };
}

/**
 * The wound chances of each roster figure for one kind of shot; figures with the same wound facts share them, within
 * the volley and, with a cache, across volleys. Each hit count is built when first asked for.
 */
function woundTables(
  fn: string,
  side: WoundSide,
  figures: readonly Figure[],
  base: WoundHit,
  effect: ShotEffect,
  useLuck: boolean,
  cache: WoundCache | undefined,
): ProfileWounds[] {
  let kept: Map<string, ProfileWounds> | undefined;
  if (cache !== undefined) {
    let rulesKey = cache.rulesText.get(side.rules);
    if (rulesKey === undefined) {
      rulesKey = JSON.stringify(side.rules);
      cache.rulesText.set(side.rules, rulesKey);
    }
    kept = cache.byRules.get(rulesKey);
    if (kept === undefined) {
      kept = new Map<string, ProfileWounds>();
      cache.byRules.set(rulesKey, kept);
    }
  }
  // the volley's own profiles: those the cache has no room for, or all of them without a cache
  const local = new Map<string, ProfileWounds>();
  const mercy = effect.mercy !== null;
  return figures.map((figure) => {
    const hit = hitOfEffect(side, base, effect, figure);
    // the key: everything the series is built from besides the rules (the vest read as vestAgainst reads it)
    const key = `${String(mercy)}|${String(side.mercyVestApplies !== false)}|${woundFactsKey(figure, hit, side.oxFlag, useLuck, side.rules.capsLuck)}`;
    // a killed or removed figure is never kept (figureWoundSteps refuses it, RULE_VIOLATION)
    const woundable = figure.status?.wound !== "killed" && figure.status?.removed !== true;
    const known = woundable ? (kept?.get(key) ?? local.get(key)) : undefined;
    if (known !== undefined) return known;
    const made = profileWounds(
      figureWoundSteps(fn, side.rules, figure, hit, side.oxFlag, useLuck, mercy ? MERCY : undefined, vestAgainst(side, figure, mercy)),
    );
    if (kept !== undefined && kept.size < WOUND_CACHE_PROFILES) kept.set(key, made);
    else local.set(key, made);
    return made;
  });
}

/** A figure's named chances by hit count in its profile (kept there while the profile has room, else its own). */
function namedListOf(profile: ProfileWounds, figure: Figure): Chance<WoundOutcome>[] {
  const key = JSON.stringify([figure.id, figure.name]);
  let list = profile.named.get(key);
  if (list === undefined) {
    list = [];
    if (profile.named.size < WOUND_CACHE_PROFILES) profile.named.set(key, list);
  }
  return list;
}

/** The status flags a volley with wounds reads only as `=== true` (can-fire's refusals, the wound roll's Ox flag). */
const FLAGS_READ_AS_TRUE: ReadonlySet<string> = new Set(["droppedWeapon", "flying", "oxUsedThisTurn", "oxUsedThisGame"]);

/**
 * A figure's status as a volley with wounds reads it (issue 14: a game session's volley key), without the fields it
 * reads as it reads their absence: `wound: "fit"` (its reads compare the state with "killed", "wounded",
 * "unconscious"), `wounds: 0` when the figure is fit (`woundsCarried` gives 0 either way), and `false` for the flags
 * read only as `=== true` (a dropped weapon, flying, an Ox used) and for `movedThisTurn` when `movedRead` is false
 * (a shooter whose context gives `shooterMoved`, or a target figure: only a shooter's motion reads it, and then into
 * the trace as where the movement came from). Absent when nothing is left. A session keys a figure by it and reads
 * the volley's outcome back on its own figure with the volley's own `withWoundOutcome`, so the value is the one the
 * figure's own volley gives: test/rugged/game/session-status-key.test.ts and test/vivid/game/session-status-key.test.ts
 * check it die for die.
 *
 * @param status - a figure's status (absent: none)
 * @param movedRead - whether the volley reads the figure's `movedThisTurn` (a shooter without `shooterMoved` given)
 * @returns the fields read, in the status's order, or undefined for none
 * @example
 * ```ts
 * statusAsVolleyReads({ wound: "fit", wounds: 0, droppedWeapon: false }, false); // undefined
 * statusAsVolleyReads({ wound: "wounded", wounds: 1 }, false); // { wound: "wounded", wounds: 1 }
 * ```
 * @internal
 */
export function statusAsVolleyReads(status: Figure["status"], movedRead: boolean): Figure["status"] {
  if (status === undefined) return undefined;
  const fit = status.wound === undefined || status.wound === "fit";
  const fields = status as Readonly<Record<string, unknown>>;
  let out: Record<string, unknown> | undefined;
  for (const k of Object.keys(fields)) {
    const v = fields[k];
    if (k === "wound" ? v === "fit" : k === "wounds" ? fit && v === 0 : v === false && (FLAGS_READ_AS_TRUE.has(k) || (k === "movedThisTurn" && !movedRead)))
      continue;
    out ??= {};
    out[k] = v;
  }
  return out;
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
  /** With shots of several kinds (RUG-AMB-35): the kind of each hit on each figure hit, in hit order. */
  readonly kindsOn?: readonly (readonly number[])[] | undefined;
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
  /** The same full value's chance enumerated by counts (odds only), when the allocation is random and of one kind. */
  readonly exactFull: (() => Chance<VolleyWithWounds>) | undefined;
  /** A lower bound of the states the full value's enumeration spends, for odds to refuse from before it (issue 10). */
  readonly fullOutcomes: () => number;
  /** The full value's compact key for simulate (issue 13): equal exactly for values equal as data. */
  readonly keyOfValue: (value: VolleyWithWounds) => string;
  /** The same casualties' chance enumerated by counts of exchangeable figures (odds only), likewise. */
  readonly exactCasualties: (() => Chance<VolleyCasualties>) | undefined;
  /**
   * simulate's draw of the casualties and of the full value in one loop (issue 13), when the hits are of one kind and
   * no machine gun follows fire: the same chances in the same order as the played chance, so the same dice and values.
   */
  readonly sampled: Sampled | undefined;
  /** resolve's play of the casualties and of the full value in one loop (issue 13): the same players in the same order. */
  readonly played: Played;
}

/** The fused plays of {@link VolleyWoundsBuilt.played}, made from the engine's player of each prebuilt chance. */
interface Played {
  readonly casualties: (playerFor: PlayerFor) => (dice: DiceSource, trace: TraceEntry[]) => VolleyCasualties;
  readonly full: (playerFor: PlayerFor) => (dice: DiceSource, trace: TraceEntry[]) => VolleyWithWounds;
}

/** The fused draws of {@link VolleyWoundsBuilt.sampled}, made from the engine's sampler of each prebuilt chance. */
interface Sampled {
  readonly casualties: (samplerFor: SamplerFor) => (rng: IntSource) => VolleyCasualties;
  readonly full: (samplerFor: SamplerFor) => (rng: IntSource) => VolleyWithWounds;
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
  return volleyWoundsOf(sys, fn, input, side, v, hit, useLuck, woundTurn(fn, settings.turn), undefined);
}

/**
 * A roster's random allocation (its dice and lists of hits by hits and picks), from the cache when one is given (see
 * {@link WoundCache.rosters}: the same roster, names, most hits and spec give the same chances), else built for the
 * volley alone. The lists hold every player-hit count up to the hits (a volley reads those up to its own player hits).
 */
function rosterAllocation(
  cache: WoundCache | undefined,
  roster: readonly string[],
  figures: readonly Figure[],
  restHits: number,
  spec: AllocationSpec,
): RosterAllocation {
  const make = (): RosterAllocation => ({
    dice: allocationDice(
      roster,
      restHits,
      spec,
      figures.map((f) => ({ id: f.id, name: f.name })),
    ),
    lists: Array.from({ length: restHits + 1 }, (_, h) => new Array<Chance<readonly number[]> | undefined>(h + 1).fill(undefined)),
  });
  if (cache === undefined) return make();
  let key = `${String(restHits)}|${JSON.stringify(spec)}`;
  for (const f of figures) key += `|${JSON.stringify([f.id, f.name])}`;
  let known = cache.rosters.get(key);
  if (known === undefined) {
    known = make();
    if (cache.rosters.size < WOUND_CACHE_PROFILES) cache.rosters.set(key, known);
  }
  return known;
}

/**
 * A volley's to-hit tally (volleyTally), from the cache when one is given and the tally's key is known (see
 * {@link WoundCache.tallies}: the same table and key give the same chance), else built for the volley alone.
 */
function keptTally(
  cache: WoundCache | undefined,
  table: ShootingSystem["table"],
  shots: readonly ShotInput[],
  plans: readonly PlannedShot[],
  kindOf: ((shot: number) => number) | undefined,
): Chance<Tally> {
  // the same plans of the same shots (a session's shooters' half, VolleyShots, shared by its volleys of the same
  // shooters): the tally found by the plans themselves, without writing their key (one kind of shot; the same table)
  const byPlans = kindOf === undefined ? cache?.byPlans : undefined;
  const known = byPlans?.get(plans);
  if (known !== undefined && known.table === table && known.shots === shots) return known.tally;
  const tally = keptTallyByKey(cache, table, shots, plans, kindOf);
  if (byPlans !== undefined && Object.isFrozen(plans)) byPlans.set(plans, { table, shots, tally });
  return tally;
}

/** {@link keptTally} by the tally's key (volleyTallyKey), when the plans are not known by themselves. */
function keptTallyByKey(
  cache: WoundCache | undefined,
  table: ShootingSystem["table"],
  shots: readonly ShotInput[],
  plans: readonly PlannedShot[],
  kindOf: ((shot: number) => number) | undefined,
): Chance<Tally> {
  const byTable = cache?.tallies;
  const key = byTable === undefined ? undefined : volleyTallyKey(shots, plans, kindOf);
  if (byTable === undefined || key === undefined) return volleyTally(table, shots, plans, kindOf);
  let kept = byTable.get(table);
  if (kept === undefined) {
    kept = new Map();
    byTable.set(table, kept);
  }
  let tally = kept.get(key);
  if (tally === undefined) {
    tally = volleyTally(table, shots, plans, kindOf);
    if (kept.size < WOUND_CACHE_PROFILES) kept.set(key, tally);
  }
  return tally;
}

/** {@link volleyWoundsBuilt} from a volley set up and settings read (validated once). */
function volleyWoundsOf(
  sys: ShootingSystem,
  fn: string,
  input: VolleyInput,
  side: WoundSide,
  v: VolleySetup,
  hit: WoundHit,
  useLuck: boolean,
  turn: number | undefined,
  cache: WoundCache | undefined,
): VolleyWoundsBuilt {
  // the unit afterwards is the target as given with its hit figures replaced, as woundVolley returns it
  const target = input.target;
  const members = v.input.target.members;
  const roster = v.roster;
  const memberAt = roster.map((id) => members.findIndex((m) => m.id === id));
  const figures = memberAt.map((at) => members[at] as Figure);
  const maxHits = maxHitsOf(v.plans);
  // VIV-MG-3: machine guns follow fire after the rest of the volley; the pools and the random allocation leave them out
  const follow = followingVolley(fn, sys.table, sys.options, v.shots, v.plans, roster, v.figures, v.spec, v.input);
  const shots = follow?.shots ?? v.shots;
  const plans = follow?.plans ?? v.plans;
  const restHits = maxHitsOf(plans);
  // ruling RUG-AMB-35: each hit carries the weapon (and ammunition) that scored it; shots of one kind share an index
  const effectKeys: string[] = [];
  const effects: ShotEffect[] = [];
  // VIV-AMB-45 and VIV-SHOOT-5: a hit also carries its checked hit number and its shooter's own target (shotKinds)
  const armour = shotKinds(shots, plans, roster);
  const checkedN: (number | null)[] = [];
  const targetOf: number[] = [];
  const kindOfShot = shots.map((shot, i) => {
    const e = shotEffectOf(shot);
    const key = armour === undefined ? JSON.stringify(e) : `${JSON.stringify(e)}|${String(armour.kindOf[i])}`;
    let k = effectKeys.indexOf(key);
    if (k < 0) {
      k = effectKeys.length;
      effectKeys.push(key);
      effects.push(e);
      if (armour !== undefined) {
        checkedN.push(armour.checkedN[armour.kindOf[i] ?? 0] ?? null);
        targetOf.push(armour.targetOf[armour.kindOf[i] ?? 0] ?? -1);
      }
    }
    return k;
  });
  const checks = checkedN.some((n) => n !== null) ? armourChecks(sys.table, v.figures, checkedN) : undefined;
  const firingKinds = new Set(v.plans.flatMap((p, i) => (p.fires && p.dice > 0 ? [kindOfShot[i] as number] : [])));
  const mixed = firingKinds.size > 1 || armour !== undefined;
  const only = effects[[...firingKinds][0] ?? 0] ?? shotEffectOf(undefined);
  const wounds = woundTables(fn, side, figures, hit, only, useLuck, cache);
  // several kinds: each figure's hits in order, resolved together (built the first time they come up)
  const mixedCache = figures.map(() => new Map<string, Chance<WoundOutcome>>());
  const mixedWounds = (r: number, kinds: readonly number[]): Chance<WoundOutcome> => {
    const cache = mixedCache[r] as Map<string, Chance<WoundOutcome>>;
    const key = kinds.join(",");
    let c = cache.get(key);
    if (c === undefined) {
      const figure = figures[r] as Figure;
      const mercyOnly = kinds.every((k) => (effects[k] as ShotEffect).mercy !== null);
      const hits = kinds.map((k) => hitOfEffect(side, hit, effects[k] as ShotEffect, figure));
      // decision (the text is silent): mercy bullets knock out only a figure hit by nothing else in the volley
      c = figureWounds(fn, side.rules, figure, hits, side.oxFlag, useLuck, mercyOnly ? MERCY : undefined, vestAgainst(side, figure, mercyOnly));
      cache.set(key, c);
    }
    return c;
  };
  const spec: AllocationSpec = v.spec;
  const shared = spec.mode === "random" && roster.length > 0 ? rosterAllocation(cache, roster, figures, restHits, spec) : undefined;
  const dice: HitTargets | undefined = shared?.dice;
  // a player shooter's hits matter only when it may pick its target (VIV-AMB-21)
  const maxPick =
    dice?.picked === undefined ? 0 : plans.reduce((n, p, i) => n + (p.fires && shots[i] !== undefined && isPlayerFigure(shots[i].figure) ? p.dice : 0), 0);
  const picks = (t: Tally): number => Math.min(t.pickHits, maxPick);
  // the roster index of every hit, by hits and player hits (a volley without hits rolls no more), each list built the
  // first time a tally asks for it (issue 14: simulate's draws at random roll each hit's die without the list); at
  // random, the roster's own lists, shared by the volleys at that roster (the same chance for the same hits and picks)
  const allocations: (Chance<readonly number[]> | undefined)[][] =
    shared?.lists ?? Array.from({ length: restHits + 1 }, (_, h) => new Array<Chance<readonly number[]> | undefined>(Math.min(h, maxPick) + 1).fill(undefined));
  // hits per roster figure while an allocation is read: zero between calls (each call zeroes what it counted),
  // so start stays a pure function of its arguments without allocating a count per resolution
  const counts = new Array<number>(roster.length).fill(0);
  // the kind of each hit in hit order: a player's hits first (the ones it may pick for, VIV-AMB-21), each by kind
  const startMixed = (hits: number, dropped: readonly string[], taken: readonly number[], kinds: readonly number[]): Allocated => {
    const on = new Map<number, number[]>();
    taken.forEach((r, k) => {
      const list = on.get(r) ?? [];
      list.push(kinds[k] ?? 0);
      on.set(r, list);
    });
    const struck = [...on.keys()].sort((a, b) => a - b);
    return { hits, dropped, struck, hitsOn: struck.map((r) => (on.get(r) ?? []).length), kindsOn: struck.map((r) => on.get(r) ?? []) };
  };
  const start = (t: Tally, taken: readonly number[]): Allocated => {
    if (mixed) return startMixed(t.hits, t.dropped, taken, hitKindsOf(t));
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
  const tally = keptTally(cache, sys.table, shots, plans, mixed ? (i) => kindOfShot[i] ?? 0 : undefined);
  const allocationOfTally = (t: Tally): Chance<readonly number[]> => {
    const byPick = allocations[t.hits] as (Chance<readonly number[]> | undefined)[];
    const p = picks(t);
    let c = byPick[p];
    if (c === undefined) {
      c = allocationIndices(roster, t.hits, p, spec, dice);
      byPick[p] = c;
    }
    return c;
  };
  // VIV-AMB-45: a hit on an armoured figure of a mixed unit counts only if its die also made the number −4
  const allocatedRest: Chance<Allocated> =
    armour === undefined
      ? tally.chain(allocationOfTally, start)
      : tally.chain((t) => {
          const kinds = hitKindsOf(t);
          const taken = kindAllocation(roster, t, kinds, targetOf, spec, dice);
          if (checks === undefined) return taken.map((r) => startMixed(t.hits, t.dropped, r, kinds));
          return taken.chain((r) =>
            checks(r, kinds).map((kept) => {
              const counted = r.filter((_, k) => kept[k] === true);
              return startMixed(
                counted.length,
                t.dropped,
                counted,
                kinds.filter((_, k) => kept[k] === true),
              );
            }),
          );
        });
  // VIV-MG-3: the machine guns' hits join the allocation, each figure's hits in order (the rest's, then each gun's)
  const withFollowed = (a: Allocated, f: FollowedHits): Allocated => {
    if (f.hits === 0 && f.dropped.length === 0) return a;
    const dropped = f.dropped.length === 0 ? a.dropped : [...a.dropped, ...f.dropped];
    if (f.hits === 0) return a.kindsOn === undefined ? { hits: a.hits, dropped, struck: a.struck, hitsOn: a.hitsOn } : { ...a, dropped };
    const on = new Map<number, number[]>();
    a.struck.forEach((r, j) => on.set(r, a.kindsOn === undefined ? new Array<number>(a.hitsOn[j] as number).fill(0) : (a.kindsOn[j] as number[]).slice()));
    f.taken.forEach((r, k) => {
      const list = on.get(r) ?? [];
      list.push(kindOfShot[f.shotOf[k] as number] ?? 0);
      on.set(r, list);
    });
    const struck = [...on.keys()].sort((x, y) => x - y);
    const hitsOn = struck.map((r) => (on.get(r) ?? []).length);
    const hits = a.hits + f.hits;
    return mixed ? { hits, dropped, struck, hitsOn, kindsOn: struck.map((r) => on.get(r) ?? []) } : { hits, dropped, struck, hitsOn };
  };
  const allocated: Chance<Allocated> = follow === undefined ? allocatedRest : allocatedRest.chain((a) => follow.fire.map((f) => withFollowed(a, f)));
  // each figure after each of its outcomes, made the first time that outcome comes up and shared after (frozen)
  // by figure, its outcomes so far and the figure after each: a few outcome objects (the wound chances' frozen
  // values) per figure, found by identity in a short list, not a Map (issue 13: the figures after cost about a tenth of a resolution)
  const afterOutcomes = figures.map(() => [] as WoundOutcome[]);
  const afterFigures = figures.map(() => [] as Figure[]);
  const figureAfter = (r: number, outcome: WoundOutcome): Figure => {
    const seenOutcomes = afterOutcomes[r] as WoundOutcome[];
    const made = afterFigures[r] as Figure[];
    for (let i = 0; i < seenOutcomes.length; i++) if (seenOutcomes[i] === outcome) return made[i] as Figure;
    const after = withWoundOutcome(figures[r] as Figure, outcome, side.oxFlag, turn);
    Object.freeze(after.status);
    Object.freeze(after);
    // a figure's outcomes are the few frozen values of its wound chances; past 16 (outcomes made per run), made afresh
    if (seenOutcomes.length < 16) {
      seenOutcomes.push(outcome);
      made.push(after);
    }
    return after;
  };
  // the value: the allocation and the outcomes by figure id (keys in roster order), the unit with its hit figures replaced
  /** The value from the first `distinct` figures hit (struck, hitsOn and outcomes read up to there: the fused loops pass their scratch lists). */
  const valueOfParts = (
    hits: number,
    dropped: readonly string[],
    struck: readonly number[],
    hitsOn: readonly number[],
    outcomes: readonly WoundOutcome[],
    distinct: number,
  ): VolleyWithWounds => {
    const members = target.members.slice();
    // records without a prototype: figure ids are untrusted ("constructor", "__proto__" are ordinary keys here)
    const allocation: Allocation = emptyAllocation();
    const byId = Object.create(null) as Record<string, WoundOutcome>;
    for (let j = 0; j < distinct; j++) {
      const r = struck[j] as number;
      const outcome = outcomes[j] as WoundOutcome;
      const id = roster[r] as string;
      allocation[id] = hitsOn[j] as number;
      byId[id] = outcome;
      members[memberAt[r] as number] = figureAfter(r, outcome);
    }
    const unit = unitWithMembers(target, members);
    // RUG-TRAIT-N4 / VIV-TRAIT-N4: the shooters come back with droppedWeapon set, as in shootingVolley
    if (dropped.length > 0) return { hits, dropped, allocation, shooters: withDroppedWeapons(v.input.shooters, dropped), unit, outcomes: byId };
    const out = { ...VALUE_SHAPE } as unknown as { -readonly [K in keyof VolleyWithWounds]: VolleyWithWounds[K] };
    out.hits = hits;
    out.dropped = dropped;
    out.allocation = allocation;
    out.unit = unit;
    out.outcomes = byId;
    return out;
  };
  const valueOf = (a: Allocated, outcomes: readonly WoundOutcome[]): VolleyWithWounds =>
    valueOfParts(a.hits, a.dropped, a.struck, a.hitsOn, outcomes, a.struck.length);
  // each figure's wound chance with a note naming the figure first (the wound chances are shared by figures
  // with the same wound facts; the named ones are made the first time they come up, per figure)
  const namedCache = figures.map(() => new Map<Chance<WoundOutcome>, Chance<WoundOutcome>>());
  const named = (r: number, hits: number, c: Chance<WoundOutcome>): Chance<WoundOutcome> => {
    const cache = namedCache[r] as Map<Chance<WoundOutcome>, Chance<WoundOutcome>>;
    let out = cache.get(c);
    if (out === undefined) {
      out = c.traced(hitNotes(figures[r] as Figure, hits));
      cache.set(c, out);
    }
    return out;
  };
  // one kind of shot: figure r's named wound chance for n hits at namedByHits[r][n], an indexed read per figure hit
  // (issue 13: a Map lookup keyed by the chance, per figure hit per run, was most of what simulate had gained back);
  // the lists are the profile's, kept in a session's cache by figure (issue 14)
  const namedByHits = figures.map((f, r) => namedListOf(wounds[r] as ProfileWounds, f));
  /** Figure r's named wound chance for n hits (one kind of shot). */
  const namedAt = (r: number, n: number): Chance<WoundOutcome> => {
    const byHits = namedByHits[r] as Chance<WoundOutcome>[];
    let c = byHits[n];
    if (c === undefined) {
      c = (wounds[r] as ProfileWounds).at(n).traced(hitNotes(figures[r] as Figure, n));
      byHits[n] = c;
    }
    return c;
  };
  const rolls = (a: Allocated): Chance<WoundOutcome>[] => {
    const out = new Array<Chance<WoundOutcome>>(a.struck.length);
    const kindsOn = a.kindsOn;
    for (let j = 0; j < out.length; j++) {
      const r = a.struck[j] as number;
      const n = a.hitsOn[j] as number;
      if (kindsOn !== undefined) {
        out[j] = named(r, n, mixedWounds(r, kindsOn[j] as readonly number[]));
        continue;
      }
      out[j] = namedAt(r, n);
    }
    return out;
  };
  // exact odds by counts (issue 13): a random allocation of one kind of shot is enumerated as hits per figure
  // (occupancy), never as the ordered tuple of roster indices; resolve and simulate still roll hit by hit
  const byCounts = !mixed && dice !== undefined && follow === undefined;
  // the casualties' counts are packed in one number: hits, dropped and four counts of figures
  const packs = (maxHits + 1) * (v.shots.length + 1) * (roster.length + 1) ** 4 <= Number.MAX_SAFE_INTEGER;
  const droppedLists: (readonly string[])[] = [];
  const droppedIndex = new Map<string, number>();
  /** A small number for each distinct list of dropped shooters (a merge key part). */
  const droppedOf = (t: Tally): number => {
    const key = JSON.stringify(t.dropped);
    let i = droppedIndex.get(key);
    if (i === undefined) {
      i = droppedLists.length;
      droppedLists.push(t.dropped);
      droppedIndex.set(key, i);
    }
    return i;
  };
  // the figure the player shooters pick (VIV-AMB-21), alone in its group so that every group is hit uniformly
  const pickedAt = dice?.picked === undefined ? -1 : roster.indexOf(spec.chosen.find((id) => roster.includes(id)) ?? "");
  const exactFull = (): Chance<VolleyWithWounds> => {
    const d = dice as HitTargets;
    // the full value tells every figure apart: one group per figure
    const occ = occupancy(
      roster.map((_, r) => r),
      d.random[0] as Chance<number>,
      d.picked?.[0],
    );
    // the tally and the hits per figure as one string (hits, dropped list, counts), read once into the allocation
    const counted = tally.chain(
      (t) => occ.after(t.hits - picks(t), picks(t)),
      (t, counts) => `${String(t.hits)}:${String(droppedOf(t))}:${counts}`,
    );
    const alloc = mapDistinct(counted, (key): Allocated => {
      const [hits, dropped] = key.split(":", 2);
      const counts = key.slice((hits as string).length + (dropped as string).length + 2);
      const struck: number[] = [];
      const hitsOn: number[] = [];
      for (let i = 0; i < counts.length; i++) {
        const c = counts.charCodeAt(i) - ZERO;
        if (c === 0) continue;
        struck.push(occ.slots[i] as number);
        hitsOn.push(c);
      }
      return { hits: Number(hits), dropped: droppedLists[Number(dropped)] as readonly string[], struck, hitsOn };
    });
    // decision: distinct allocations and outcomes give distinct values (the value shows both), so odds keep them unmerged
    return chainAllDistinct(alloc, rolls, valueOf);
  };
  /**
   * A lower bound of the states the full value's enumeration spends (issue 10: odds refuses from it before the work):
   * every number of hits h the dice reach for sure (each die with a number from 1 to 9 may hit or miss; no Clumsy
   * test, which could remove a shooter), every way of spreading h over the roster (all reachable at random), and for
   * each, the product of the wound outcomes of the figures hit, in roster order: each prefix of it is states (the
   * tuples of the figures so far), and the whole is the distinct outcomes. A polynomial product over the figures, by
   * hits (A: the outcomes so far, B: the prefixes so far); past 64 hits, the ways of spreading the most hits alone.
   */
  const fullOutcomes = (): number => {
    if (plans.some((p) => p.fires && p.clumsyTest && p.dice > 0)) return 0;
    let lo = 0;
    let hi = 0;
    for (const p of plans) {
      if (!p.fires || p.dice === 0) continue;
      if (p.n >= 10) lo += p.dice;
      if (p.n >= 1) hi += p.dice;
    }
    const n = roster.length;
    if (hi > 64) {
      // C(hi + n - 1, n - 1) ways to spread hi hits, each figure hit with at least one outcome
      let ways = 1;
      for (let i = 1; i < n; i++) ways = (ways * (hi + i)) / i;
      return ways;
    }
    const sizes = new Map<Chance<WoundOutcome>, number>();
    const size = (c: Chance<WoundOutcome>): number => {
      let k = sizes.get(c);
      if (k === undefined) {
        k = odds(c).size;
        sizes.set(c, k);
      }
      return k;
    };
    let a = [1];
    let b = [0];
    for (let r = 0; r < n; r++) {
      const series = wounds[r] as ProfileWounds;
      const nextA = new Array<number>(hi + 1).fill(0);
      const nextB = new Array<number>(hi + 1).fill(0);
      for (let h = 0; h < a.length; h++) {
        const ah = a[h] as number;
        const bh = b[h] as number;
        if (ah === 0) continue;
        nextA[h] = (nextA[h] as number) + ah;
        nextB[h] = (nextB[h] as number) + bh;
        for (let k = 1; h + k <= hi; k++) {
          const grown = ah * size(series.at(k));
          nextA[h + k] = (nextA[h + k] as number) + grown;
          nextB[h + k] = (nextB[h + k] as number) + bh + grown;
        }
      }
      a = nextA;
      b = nextB;
    }
    let total = 0;
    for (let h = lo; h <= hi; h++) total += (a[h] ?? 0) + (b[h] ?? 0);
    return total;
  };
  // the full value's compact key (issue 13, DESIGN "simulate tallies a mapped key"): the value is a function of the
  // hits, the dropped shooters, the hits on each figure and its outcome (the unit afterwards and the shooters are
  // made from them), so those are its key; an outcome is numbered by its merge key, once per outcome object
  const outcomeIds = new WeakMap<WoundOutcome, number>();
  const outcomeTexts = new Map<unknown, number>();
  const outcomeId = (o: WoundOutcome): number => {
    let id = outcomeIds.get(o);
    if (id === undefined) {
      const text = keyOf(o, "simulate");
      id = outcomeTexts.get(text);
      if (id === undefined) {
        id = outcomeTexts.size;
        outcomeTexts.set(text, id);
      }
      outcomeIds.set(o, id);
    }
    return id;
  };
  const rosterIndex = new Map(roster.map((id, r) => [id, r] as const));
  const keyOfValue = (value: VolleyWithWounds): string => {
    let key = `${String(value.hits)}|${value.dropped.length === 0 ? "" : JSON.stringify(value.dropped)}|`;
    // the figures hit, in roster order (the records' keys are): each by its roster index, hits and outcome
    const outcomes = value.outcomes;
    const allocation = value.allocation;
    for (const id in allocation) {
      const o = outcomes[id];
      if (o === undefined) continue;
      key += `${String(rosterIndex.get(id) ?? -1)}:${String(allocation[id] ?? 0)}:${String(outcomeId(o))},`;
    }
    return key;
  };
  return {
    allocated,
    rolls,
    valueOf,
    keyOfValue,
    exactFull: byCounts ? exactFull : undefined,
    fullOutcomes,
    exactCasualties: byCounts && packs ? () => exactCasualtiesOf() : undefined,
    sampled: !mixed && follow === undefined ? { casualties: sampledCasualties, full: sampledFull } : undefined,
    played: { casualties: playedCasualties, full: playedFull },
  };

  /**
   * The parts of the fused draws (issue 13: simulate's casualties were 2.5x the hand loop through the chain, the list of
   * chances and the allocation record of every run): the tally, the allocation list by hits, each figure's wound chance
   * by hit count, each sampler made the first time it is needed; `draw` rolls the volley and its allocation, then
   * leaves the figures hit (ascending, as `start` orders them) and their hits in `struck` and `hitsOn`, and returns
   * how many. The counts are read into those lists before any wound is rolled, so `counts` is zero again even if a
   * wound sampler throws.
   */
  function sampledParts(samplerFor: SamplerFor) {
    const tallyOf = samplerFor(tally);
    const lists = allocations.map((byPick) => byPick.map((): ((rng: IntSource) => readonly number[]) | undefined => undefined));
    const woundOf = figures.map(() => [] as ((rng: IntSource) => WoundOutcome)[]);
    const seen = new Array<number>(roster.length).fill(0);
    const struck = new Array<number>(roster.length).fill(0);
    const hitsOn = new Array<number>(roster.length).fill(0);
    const listOf = (t: Tally): ((rng: IntSource) => readonly number[]) => {
      const byPick = lists[t.hits] as (((rng: IntSource) => readonly number[]) | undefined)[];
      const p = picks(t);
      let draw = byPick[p];
      if (draw === undefined) {
        draw = samplerFor(allocationOfTally(t));
        byPick[p] = draw;
      }
      return draw;
    };
    /** Figure r's wound draw for n hits (its named chance's draw: the names are trace only). */
    const wound = (r: number, n: number): ((rng: IntSource) => WoundOutcome) => {
      const byHits = woundOf[r] as ((rng: IntSource) => WoundOutcome)[];
      let draw = byHits[n];
      if (draw === undefined) {
        draw = samplerFor((wounds[r] as ProfileWounds).at(n));
        byHits[n] = draw;
      }
      return draw;
    };
    // at random, each hit's own die (allocationIndices' parts, in the same order), without the list of indices
    const randomOf = dice?.random.map((c) => samplerFor(c));
    const pickedOf = dice?.picked?.map((c) => samplerFor(c));
    const draw = (t: Tally, rng: IntSource): number => {
      let distinct = 0;
      if (randomOf !== undefined) {
        const p = picks(t);
        for (let k = 0; k < t.hits; k++) {
          const r = ((k < p && pickedOf !== undefined ? pickedOf[k] : randomOf[k]) as (rng: IntSource) => number)(rng);
          const n = seen[r] as number;
          if (n === 0) distinct++;
          seen[r] = n + 1;
        }
      } else {
        const taken = listOf(t)(rng);
        for (let k = 0; k < taken.length; k++) {
          const r = taken[k] as number;
          const n = seen[r] as number;
          if (n === 0) distinct++;
          seen[r] = n + 1;
        }
      }
      for (let r = 0, j = 0; j < distinct; r++) {
        const n = seen[r] as number;
        if (n === 0) continue;
        seen[r] = 0;
        struck[j] = r;
        hitsOn[j] = n;
        j++;
      }
      return distinct;
    };
    return { tallyOf, draw, wound, struck, hitsOn };
  }

  function sampledCasualties(samplerFor: SamplerFor): (rng: IntSource) => VolleyCasualties {
    const { tallyOf, draw, wound, struck, hitsOn } = sampledParts(samplerFor);
    return (rng: IntSource): VolleyCasualties => {
      const t = tallyOf(rng);
      const figuresHit = draw(t, rng);
      let killed = 0;
      let wounded = 0;
      let unconscious = 0;
      for (let j = 0; j < figuresHit; j++) {
        const state = wound(struck[j] as number, hitsOn[j] as number)(rng).state;
        if (state === "killed") killed++;
        else if (state === "wounded") wounded++;
        else if (state === "unconscious") unconscious++;
      }
      // the fields in casualtiesOf's order
      return { hits: t.hits, dropped: t.dropped.length, figuresHit, killed, wounded, unconscious, fit: figuresHit - killed - wounded - unconscious };
    };
  }

  function sampledFull(samplerFor: SamplerFor): (rng: IntSource) => VolleyWithWounds {
    const { tallyOf, draw, wound, struck, hitsOn } = sampledParts(samplerFor);
    const outcomes = new Array<WoundOutcome>(roster.length);
    return (rng: IntSource): VolleyWithWounds => {
      const t = tallyOf(rng);
      const distinct = draw(t, rng);
      for (let j = 0; j < distinct; j++) outcomes[j] = wound(struck[j] as number, hitsOn[j] as number)(rng);
      return valueOfParts(t.hits, t.dropped, struck, hitsOn, outcomes, distinct);
    };
  }

  /**
   * resolve's play of the casualties and of the full value in one loop (issue 13: resolve with its trace was 11.6x the
   * hand loop), the played chance's steps without its chain: the tally's player, then each hit's allocation die (or the
   * allocation's list), then each figure hit's named wound chance in roster order: the same players in the same order,
   * so the same dice, trace entries and values. With several kinds of shot or a following machine gun, the allocation's
   * own player and the wound chances `rolls` picks.
   */
  function playedParts(playerFor: PlayerFor) {
    const tallyOf = playerFor(tally);
    const allocatedOf = playerFor(allocated);
    const randomOf = dice?.random.map((c) => playerFor(c));
    const pickedOf = dice?.picked?.map((c) => playerFor(c));
    const lists = allocations.map((byPick) => byPick.map((): ((d: DiceSource, trace: TraceEntry[]) => readonly number[]) | undefined => undefined));
    const woundOf = figures.map(() => [] as ((d: DiceSource, trace: TraceEntry[]) => WoundOutcome)[]);
    const seen = new Array<number>(roster.length).fill(0);
    const struck = new Array<number>(roster.length).fill(0);
    const hitsOn = new Array<number>(roster.length).fill(0);
    /** Figure r's named wound player for n hits. */
    const wound = (r: number, n: number): ((d: DiceSource, trace: TraceEntry[]) => WoundOutcome) => {
      const byHits = woundOf[r] as ((d: DiceSource, trace: TraceEntry[]) => WoundOutcome)[];
      let play = byHits[n];
      if (play === undefined) {
        play = playerFor(namedAt(r, n));
        byHits[n] = play;
      }
      return play;
    };
    /** One kind of shot, no following fire: plays the tally's allocation and leaves the figures hit in struck and hitsOn. */
    const allocate = (t: Tally, d: DiceSource, trace: TraceEntry[]): number => {
      let distinct = 0;
      if (randomOf !== undefined) {
        const p = picks(t);
        for (let k = 0; k < t.hits; k++) {
          const r = ((k < p && pickedOf !== undefined ? pickedOf[k] : randomOf[k]) as (d: DiceSource, trace: TraceEntry[]) => number)(d, trace);
          const n = seen[r] as number;
          if (n === 0) distinct++;
          seen[r] = n + 1;
        }
      } else {
        const byPick = lists[t.hits] as (((d: DiceSource, trace: TraceEntry[]) => readonly number[]) | undefined)[];
        const p = picks(t);
        let play = byPick[p];
        if (play === undefined) {
          play = playerFor(allocationOfTally(t));
          byPick[p] = play;
        }
        const taken = play(d, trace);
        for (let k = 0; k < taken.length; k++) {
          const r = taken[k] as number;
          const n = seen[r] as number;
          if (n === 0) distinct++;
          seen[r] = n + 1;
        }
      }
      for (let r = 0, j = 0; j < distinct; r++) {
        const n = seen[r] as number;
        if (n === 0) continue;
        seen[r] = 0;
        struck[j] = r;
        hitsOn[j] = n;
        j++;
      }
      return distinct;
    };
    return { tallyOf, allocatedOf, allocate, wound, struck, hitsOn };
  }

  function playedFull(playerFor: PlayerFor): (d: DiceSource, trace: TraceEntry[]) => VolleyWithWounds {
    const { tallyOf, allocatedOf, allocate, wound, struck, hitsOn } = playedParts(playerFor);
    const outcomes = new Array<WoundOutcome>(roster.length);
    if (mixed || follow !== undefined)
      return (d: DiceSource, trace: TraceEntry[]): VolleyWithWounds => {
        const a = allocatedOf(d, trace);
        const parts = rolls(a);
        const out = new Array<WoundOutcome>(parts.length);
        for (let j = 0; j < parts.length; j++) out[j] = playerFor(parts[j] as Chance<WoundOutcome>)(d, trace);
        return valueOf(a, out);
      };
    return (d: DiceSource, trace: TraceEntry[]): VolleyWithWounds => {
      const t = tallyOf(d, trace);
      const distinct = allocate(t, d, trace);
      for (let j = 0; j < distinct; j++) outcomes[j] = wound(struck[j] as number, hitsOn[j] as number)(d, trace);
      return valueOfParts(t.hits, t.dropped, struck, hitsOn, outcomes, distinct);
    };
  }

  function playedCasualties(playerFor: PlayerFor): (d: DiceSource, trace: TraceEntry[]) => VolleyCasualties {
    const { tallyOf, allocatedOf, allocate, wound, struck, hitsOn } = playedParts(playerFor);
    if (mixed || follow !== undefined)
      return (d: DiceSource, trace: TraceEntry[]): VolleyCasualties => {
        const a = allocatedOf(d, trace);
        const parts = rolls(a);
        const out = new Array<WoundOutcome>(parts.length);
        for (let j = 0; j < parts.length; j++) out[j] = playerFor(parts[j] as Chance<WoundOutcome>)(d, trace);
        return casualtiesOf(a, out);
      };
    return (d: DiceSource, trace: TraceEntry[]): VolleyCasualties => {
      const t = tallyOf(d, trace);
      const figuresHit = allocate(t, d, trace);
      let killed = 0;
      let wounded = 0;
      let unconscious = 0;
      for (let j = 0; j < figuresHit; j++) {
        const state = wound(struck[j] as number, hitsOn[j] as number)(d, trace).state;
        if (state === "killed") killed++;
        else if (state === "wounded") wounded++;
        else if (state === "unconscious") unconscious++;
      }
      // the fields in casualtiesOf's order
      return { hits: t.hits, dropped: t.dropped.length, figuresHit, killed, wounded, unconscious, fit: figuresHit - killed - wounded - unconscious };
    };
  }

  function exactCasualtiesOf(): Chance<VolleyCasualties> {
    const d = dice as HitTargets;
    // figures with the same wound chances are exchangeable for the counts by state (woundTables shares them)
    const seriesIds = new Map<ProfileWounds, number>();
    const groupOf = roster.map((_, r) => {
      if (r === pickedAt) return -1;
      const series = wounds[r] as ProfileWounds;
      let g = seriesIds.get(series);
      if (g === undefined) {
        g = seriesIds.size;
        seriesIds.set(series, g);
      }
      return g;
    });
    const groups = seriesIds.size + (pickedAt >= 0 ? 1 : 0);
    const occ = occupancy(
      groupOf.map((g) => (g < 0 ? groups - 1 : g)),
      d.random[0] as Chance<number>,
      d.picked?.[0],
    );
    // the counts packed in one number: figures hit, killed, wounded, unconscious, each below B
    const B = roster.length + 1;
    const state = (o: WoundOutcome): number => B ** 3 + (o.state === "killed" ? B * B : o.state === "wounded" ? B : o.state === "unconscious" ? 1 : 0);
    const folds = new Map<string, Chance<number>>();
    /** The packed counts of m figures of roster figure r's kind, each hit k times. */
    const fold = (r: number, k: number, m: number): Chance<number> => {
      const series = wounds[r] as ProfileWounds;
      const key = `${String(seriesIds.get(series) ?? -1)}|${String(k)}|${String(m)}`;
      let c = folds.get(key);
      if (c === undefined) {
        c = repeat(m, series.at(k).map(state), 0, (acc, x) => acc + x);
        folds.set(key, c);
      }
      return c;
    };
    const byProfile = new Map<string, Chance<number>>();
    const ofProfile = (counts: string): Chance<number> => {
      let c = byProfile.get(counts);
      if (c === undefined) {
        // the runs of equal counts: a group's counts are sorted, so equal ones are adjacent
        const parts: Chance<number>[] = [];
        for (let i = 0; i < counts.length; ) {
          const k = counts.charCodeAt(i) - ZERO;
          const r = occ.slots[i] as number;
          let j = i + 1;
          while (j < counts.length && counts.charCodeAt(j) - ZERO === k && sameGroup(occ.slots[j] as number, r)) j++;
          if (k > 0) parts.push(fold(r, k, j - i));
          i = j;
        }
        c = parts.length === 0 ? constant(0) : all(parts).map((xs) => xs.reduce((a, x) => a + x, 0));
        byProfile.set(counts, c);
      }
      return c;
    };
    function sameGroup(a: number, b: number): boolean {
      return groupOf[a] === groupOf[b];
    }
    const casualties = new Map<string, Chance<number>>();
    const ofHits = (u: number, p: number): Chance<number> => {
      const key = `${String(u)}|${String(p)}`;
      let c = casualties.get(key);
      if (c === undefined) {
        c = occ.after(u, p).chain(ofProfile);
        casualties.set(key, c);
      }
      return c;
    };
    const per = B ** 4;
    const D = v.shots.length + 1;
    const packed = tally.chain(
      (t) => ofHits(t.hits - picks(t), picks(t)),
      (t, counts) => (t.hits * D + t.dropped.length) * per + counts,
    );
    return mapDistinct(packed, (code): VolleyCasualties => {
      const rest = code % per;
      const head = (code - rest) / per;
      const droppedN = head % D;
      const hits = (head - droppedN) / D;
      const unconscious = rest % B;
      const wounded = Math.floor(rest / B) % B;
      const killed = Math.floor(rest / (B * B)) % B;
      const figuresHit = Math.floor(rest / (B * B * B));
      return { hits, dropped: droppedN, figuresHit, killed, wounded, unconscious, fit: figuresHit - killed - wounded - unconscious };
    });
  }
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
  return volleyWithWoundsOf(volleyWoundsBuilt(sys, fn, input, side, settings));
}

/**
 * The keys of a volley with wounds' value in their order (issue 13, vtrace): each value is a copy, not a literal, so
 * V8 never pretenures it (see TRACE_KIND in src/core/resolve.ts). Never written; not frozen (a spread of a frozen
 * object takes V8's slow path).
 */
const VALUE_SHAPE: { readonly [K in "hits" | "dropped" | "allocation" | "unit" | "outcomes"]: undefined } = {
  hits: undefined,
  dropped: undefined,
  allocation: undefined,
  unit: undefined,
  outcomes: undefined,
};

/** The chance of a built volley with its wounds: played hit by hit, enumerated by counts, simulated by a compact key. */
function volleyWithWoundsOf(built: VolleyWoundsBuilt): Chance<VolleyWithWounds> {
  const chained = withPlayer(built.allocated.chainAll(built.rolls, built.valueOf), built.played.full);
  const sampled = built.sampled;
  const played = sampled === undefined ? chained : withSampler(chained, sampled.full);
  // simulate tallies the compact key (issue 13), not the value's kilobyte of merge key
  return withSimulateKey(built.exactFull === undefined ? played : withExactOdds(played, built.exactFull, built.fullOutcomes), built.keyOfValue);
}

/** What {@link volleyWithWoundsValidated} reads besides the system and the input: the hit, luck, turn and cache. */
type ValidatedSettings = {
  readonly hit?: WoundHit | undefined;
  readonly useLuck?: boolean | undefined;
  readonly turn?: number | undefined;
  readonly cache?: WoundCache | undefined;
};

/**
 * {@link volleyWithWoundsImpl} on an input and settings already validated (a game's own state, DESIGN.md
 * "Validate once, at the edge"): the same chance, dice and trace, without parsing the shooters, the target and
 * the hit again. `hit` is a parsed `WoundHit` (absent: none); `useLuck` is on unless `false`; `cache` (a game
 * session's {@link WoundCache}) shares the figures' wound chances with the session's other volleys.
 *
 * @example
 * ```ts
 * const chance = volleyWithWoundsValidated(sys, "vivid.shootingVolleyWithWounds", input, side, { turn: 1, cache });
 * ```
 * @internal
 */
export function volleyWithWoundsValidated(
  sys: ShootingSystem,
  fn: string,
  input: VolleyInput,
  side: WoundSide,
  settings: ValidatedSettings,
): Chance<VolleyWithWounds> {
  return volleyWithWoundsPlanned(sys, fn, input, side, settings).chance;
}

/**
 * {@link volleyWithWoundsValidated}'s chance and the shooters' half of the setup it was built from (the volley set up
 * once: issue 14, the vivid game's shot event read each shooter's dice and hit number from a second plan of the same
 * volley). Each plan is the one `volleyPlanValidated` gives for the same input (the same shots planned by
 * `planShot`, which reads no shooter's own target), in the order of the shooters, machine guns included. With
 * `shots`, the shooters' half made before for the same shooters at a target alike in what it reads (a game session's,
 * see VolleyShots in shooting-api.ts): the same chance, without planning the shots again; with `share`, the caller
 * keeps the half it returns for later volleys (its plans are frozen, and the wound cache keeps the tally by them).
 *
 * @param sys - the system's shooting
 * @param fn - the public function name, for errors
 * @param input - the volley, validated
 * @param side - the system's wound rules and Ox flag
 * @param settings - the hit, luck use, game turn, a session's cache, the shooters' half made before, and whether the
 *   caller shares the half
 * @returns the chance and the shooters' half of its setup
 * @example
 * ```ts
 * const { chance, shots } = volleyWithWoundsPlanned(sys, "vivid.shootingVolleyWithWounds", input, side, { turn: 1 });
 * shots.plans.map((p) => p.n); // each shooter's hit number
 * ```
 * @internal
 */
export function volleyWithWoundsPlanned(
  sys: ShootingSystem,
  fn: string,
  input: VolleyInput,
  side: WoundSide,
  settings: ValidatedSettings & { readonly shots?: VolleyShots | undefined; readonly share?: boolean | undefined },
): { readonly chance: Chance<VolleyWithWounds>; readonly shots: VolleyShots } {
  const v = volleySetupValidated(sys, fn, input, settings.shots);
  // a half the caller shares: its plans frozen before the tally is kept, so that the cache keeps the tally by them
  // from this first volley on (keptTally byPlans); the setup's own new array, or the shared one, frozen already
  if (settings.share === true) Object.freeze(v.plans);
  const chance = volleyWithWoundsOf(
    volleyWoundsOf(sys, fn, input, side, v, settings.hit ?? {}, settings.useLuck !== false, woundTurn(fn, settings.turn), settings.cache),
  );
  return { chance, shots: settings.shots ?? { shots: v.shots, plans: v.plans } };
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
  return casualtiesChance(volleyWoundsBuilt(sys, fn, input, side, settings));
}

/** The casualties chance of a built volley: played and sampled in one loop, with its exact odds. */
function casualtiesChance(built: VolleyWoundsBuilt): Chance<VolleyCasualties> {
  const chained = withPlayer(built.allocated.chainAll(built.rolls, casualtiesOf), built.played.casualties);
  const sampled = built.sampled;
  const played = sampled === undefined ? chained : withSampler(chained, sampled.casualties);
  return built.exactCasualties === undefined ? played : withExactOdds(played, built.exactCasualties);
}

/**
 * {@link volleyCasualtiesImpl} on an input and settings already validated (a named call parsed its request at the
 * edge, issue 16): the same chance, dice and trace, without parsing the shooters, the target and the hit again.
 *
 * @param sys - the system's shooting
 * @param fn - the public function name, for errors
 * @param input - the volley, valid
 * @param side - the system's wound rules and Ox flag
 * @param settings - the hit (parsed; absent: none), luck use and game turn
 * @returns a chance of the casualties
 * @internal
 */
export function volleyCasualtiesValidated(
  sys: ShootingSystem,
  fn: string,
  input: VolleyInput,
  side: WoundSide,
  settings: VolleyWoundSettings,
): Chance<VolleyCasualties> {
  const v = volleySetupValidated(sys, fn, input);
  return casualtiesChance(volleyWoundsOf(sys, fn, input, side, v, settings.hit ?? {}, settings.useLuck !== false, woundTurn(fn, settings.turn), undefined));
}
