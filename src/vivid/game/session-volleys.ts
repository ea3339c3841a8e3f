// The vivid session's volleys over interchangeable figures (issue 14; the rugged session's idea, rugged/game/
// session.ts): a volley's chance is a pure function of its input, but keyed as given (ids, exact distances) almost
// every volley of a run is new, since the figures that shoot, the ones already down and the inches between them vary
// from battle to battle. What the volley reads of them is less: each shooter's profile (everything but its id and
// name), its situation and the range band of its distance (VIV-RANGE-1: the hit number and the range check read the
// distance only through the band), the target unit's own fields and its living figures' profiles in roster order
// (the allocation roster leaves the killed and removed out). So a session builds the volley once over a canonical
// input (the shooters and the living target figures renamed by position, the dead left out) and reads each value
// back on the real figures: the same dice in the same order, the real ids.
//
// Kept as given (the exact key of every input): a volley with following fire or a shooter's own target (VIV-MG-3:
// the guns' next dice read where the target's figures stand, and the declared target by id), an armoured figure in
// the target (VIV-AMB-45 reads every member, the dead too), a target charging one of the shooters (read by id), and a
// figure naming another one (a crew, a unit's leader or commander among the renamed: read by id).
import { primitiveText } from "../../core/exact-text.js";
import type { Chance } from "../../core/chance.js";
import { type KeyCache, keyOf } from "../../core/value-key.js";
import type { Figure, Unit } from "../../family/schemas.js";
import { bandOf } from "../../family/range.js";
import type { VolleyInput, VolleyShots } from "../../family/shooting-api.js";
import { statusAsVolleyReads, type VolleyWithWounds } from "../../family/volley-with-wounds.js";
import { type OxFlag, withWoundOutcome } from "../../family/wound-figure.js";
import type { WoundOutcome } from "../../family/wounds.js";

/**
 * What the game reads of a volley's value.
 *
 * @example
 * ```ts
 * const read: VolleyRead = { hits: 0, dropped: [], allocation: {}, unit: thugs, outcomes: {} };
 * ```
 * @internal
 */
export type VolleyRead = Pick<VolleyWithWounds, "hits" | "dropped" | "allocation" | "unit" | "outcomes">;

/**
 * Each shooter's dice and hit number, in the order of the shooters (the shot event's lines).
 *
 * @example
 * ```ts
 * const plan: ShotPlan = { dice: 1, n: 4 };
 * ```
 * @internal
 */
export interface ShotPlan {
  readonly dice: number;
  readonly n: number;
}

/**
 * A volley made: its chance and each shooter's plan.
 *
 * @example
 * ```ts
 * const volley: Volley = { chance: constant(read), plan: [{ dice: 1, n: 4 }] };
 * volley.shots; // undefined: none shared
 * ```
 * @internal
 */
export interface Volley {
  readonly chance: Chance<VolleyRead>;
  readonly plan: readonly ShotPlan[];
  /**
   * The shooters' half of the volley's setup (family/shooting-api.ts VolleyShots), for the session to share with its
   * volleys of the same shooters at other targets (absent: none shared).
   */
  readonly shots?: VolleyShots | undefined;
}

/**
 * A session's work counters (issue 14), for tests and measurements: a caller's own record, counted into (the session
 * keeps no other state). Every field counts from 0.
 *
 * @example
 * ```ts
 * const work: VividSessionWork = { volleys: 0, canonical: 0, built: 0, options: 0, blocks: 0, blocksBuilt: 0, steps: 0, kept: 0, found: 0, listed: 0, rules: 0 };
 * simulateBattle({ ...vividGame, session: () => vividSessionWith(work) }, scenario, policies, { runs: 10, seed: 1 });
 * ```
 * @internal
 */
export interface VividSessionWork {
  /** Volleys asked of the session. */
  volleys: number;
  /** Of those, the ones keyed over interchangeable figures (the rest keyed as given). */
  canonical: number;
  /** Of the volleys asked, the chances built (not found in the cache). */
  built: number;
  /** Calls of `options` in a side turn that listed the choices (not found again by the state's identity). */
  options: number;
  /** Figure blocks `options` listed in a side turn (one per figure of the side to act). */
  blocks: number;
  /** Of those, the blocks made afresh (the others carried from an earlier state). */
  blocksBuilt: number;
  /** Steps asked of the session (session-steps.ts). */
  steps: number;
  /** Of those, the steps found again by the state's identity. */
  kept: number;
  /** Values of kept steps found again (equal as data to one the step gave before). */
  found: number;
  /** Calls of `options` answered by the choices of the same state listed before. */
  listed: number;
  /** The rules built from a scenario's options (their resolvers' systems), once per options object. */
  rules: number;
  /** Steps' chances built (session-steps.ts: not found again by the state's identity); absent: none counted yet. */
  trees?: number;
  /** Steps rolled at once on the session's direct roller (Game.stepRolled, roller.ts); absent: none counted yet. */
  rolled?: number;
  /**
   * Of the volleys built, the ones whose shooters' half of the setup (VolleyShots) was found again, made for the same
   * shooters at another target; absent: none counted yet.
   */
  shotsShared?: number;
}

/**
 * The most volleys a session keeps (a bound on its memory: later ones are built each time, as without a session).
 *
 * @example
 * ```ts
 * MAX_VOLLEYS; // 4096
 * ```
 * @internal
 */
export const MAX_VOLLEYS = 4_096;

/**
 * What the cache keeps of the session: the cache itself and the texts of frozen records it wrote.
 *
 * @example
 * ```ts
 * const cache: VolleyCache = volleyCache(new WeakMap());
 * ```
 * @internal
 */
export interface VolleyCache {
  readonly keys: KeyCache;
  readonly volleys: Map<string, Volley>;
  /** Each frozen figure's profile text (everything but its id and name, its status as a target's is read). */
  readonly profiles: WeakMap<Figure, string>;
  /** The same for a shooter whose movedThisTurn the volley reads (no shooterMoved in its context). */
  readonly movedProfiles: WeakMap<Figure, string>;
  /**
   * Each distinct key text as a short token ("#" and a number: a record's key text starts with U+0000, options' may be
   * "null"), so that a volley's key is a few dozen characters to hash (issue 14: the texts are kilobytes a volley);
   * past {@link MAX_TOKENS}, the text itself.
   */
  readonly tokens: Map<string, string>;
  /**
   * The token of each flat record's signature (its keys in order, each value's type and exact text: see
   * {@link flatSignature}), so that a context or a unit's own fields, a new object at every volley, are named without
   * writing their key text; past {@link MAX_TOKENS}, the key text is written each time.
   */
  readonly signed: Map<string, string>;
  /** Each frozen unit's own text (everything but its members). */
  readonly units: WeakMap<Unit, TargetText>;
  /**
   * The shooters' half of the canonical volleys' setups (VolleyShots), by the key of what it reads: the options, the
   * target unit's own fields and the shooters with their contexts (the volley's key without the target's figures);
   * at most {@link MAX_VOLLEYS}.
   */
  readonly shooters: Map<string, VolleyShots>;
  readonly work: VividSessionWork | undefined;
}

/**
 * A new, empty volley cache.
 *
 * @param keys - the session's key texts of frozen parts
 * @param work - counters to count into (absent: none)
 * @returns the cache
 * @example
 * ```ts
 * const cache = volleyCache(new WeakMap());
 * cache.volleys.size; // 0
 * ```
 * @internal
 */
export function volleyCache(keys: KeyCache, work?: VividSessionWork): VolleyCache {
  return {
    keys,
    volleys: new Map(),
    profiles: new WeakMap(),
    movedProfiles: new WeakMap(),
    tokens: new Map(),
    signed: new Map(),
    units: new WeakMap(),
    shooters: new Map(),
    work,
  };
}

const FN = "vividGame";

/** The most distinct key texts one session names by a token (see {@link VolleyCache.tokens}). */
const MAX_TOKENS = 1 << 16;

/** A value's key text as the session's short token for it. */
function text(cache: VolleyCache, value: unknown): string {
  const full = String(keyOf(value, FN, cache.keys));
  let token = cache.tokens.get(full);
  if (token === undefined) {
    if (cache.tokens.size >= MAX_TOKENS) return full;
    token = `#${String(cache.tokens.size)}`;
    cache.tokens.set(full, token);
  }
  return token;
}

/**
 * A flat record's signature: each own key in order (after its length) with its value's type and exact text (a string
 * after its length, a number as its shortest round-trip text, -0 apart), `skip`'s keys marked present without their values, or undefined
 * when a value is not a primitive (an object, a function, a symbol). Records with the same signature have the same
 * keys in the same order and the same values: they are equal as data, so they have one key text (the signature is
 * finer than the key text, never coarser: undefined fields and key order, which the key text ignores, are kept apart).
 *
 * @param record - a record
 * @param skip - keys whose values are not read (the caller's `make` writes them from what it reads besides)
 * @returns the signature, or undefined
 * @example
 * ```ts
 * flatSignature({ distance: 12, cover: "soft" }, new Set(["distance"])); // "8:distance~5:covers4:soft"
 * ```
 * @internal
 */
export function flatSignature(record: Readonly<Record<string, unknown>>, skip: ReadonlySet<string>): string | undefined {
  // each key and each string written after its length (no escaping to do, and no two records' texts run together)
  let sig = "";
  for (const k of Object.keys(record)) {
    sig += `${String(k.length)}:${k}`;
    if (skip.has(k)) {
      sig += "~";
      continue;
    }
    const text = primitiveText(record[k]);
    if (text === undefined) return undefined;
    sig += text;
  }
  return sig;
}

/**
 * The token of a record whose signature is `sig` (see {@link flatSignature}), when the session named it before.
 */
function signedToken(cache: VolleyCache, sig: string | undefined): string | undefined {
  return sig === undefined ? undefined : cache.signed.get(sig);
}

/** The token of `keyed` (the record as the key reads it), kept by the record's signature while there is room. */
function signed(cache: VolleyCache, sig: string | undefined, keyed: unknown): string {
  const made = text(cache, keyed);
  if (sig !== undefined && cache.signed.size < MAX_TOKENS) cache.signed.set(sig, made);
  return made;
}

/**
 * A figure's profile text: everything but its id and name, its status as the volley reads it (statusAsVolleyReads:
 * `movedRead` when the volley reads its movedThisTurn, a shooter whose context gives no shooterMoved).
 */
function profileText(cache: VolleyCache, f: Figure, movedRead: boolean): string {
  const known = movedRead ? cache.movedProfiles : cache.profiles;
  const kept = known.get(f);
  if (kept !== undefined) return kept;
  const profile: Figure = { ...f, id: "", name: "" };
  if (f.status !== undefined) {
    const status = statusAsVolleyReads(f.status, movedRead);
    if (status === undefined) delete profile.status;
    else profile.status = status;
  }
  const made = text(cache, profile);
  if (Object.isFrozen(f)) known.set(f, made);
  return made;
}

/** The allocation roster of a target (shooting-api's rosterOf): the figures not killed and not removed, in order. */
const living = (f: Figure): boolean => f.status?.removed !== true && f.status?.wound !== "killed";

/** What the cache reads of a target unit: its living figures and the key text of the unit renamed over them. */
interface TargetText {
  readonly alive: readonly Figure[];
  /** The token of the unit's own fields as the volley reads them (keyedOf). */
  readonly own: string;
  readonly text: string;
}

/** A unit's leader or commander renamed by the position of its living figure (`x`: none living). */
function renamedId(id: string | undefined, alive: readonly Figure[]): string | undefined {
  if (id === undefined) return undefined;
  const j = alive.findIndex((f) => f.id === id);
  return j < 0 ? "x" : `t${String(j)}`;
}

/** The unit renamed over its living figures (`t0`, `t1`... in roster order), the dead left out: the canonical target. */
function renamedUnit(u: Unit, alive: readonly Figure[]): Unit {
  const { leaderId, commanderId, ...own } = u;
  const leader = renamedId(leaderId, alive);
  const commander = renamedId(commanderId, alive);
  return {
    ...own,
    ...(leader === undefined ? {} : { leaderId: leader }),
    ...(commander === undefined ? {} : { commanderId: commander }),
    members: alive.map((f, j) => ({ ...f, id: `t${String(j)}`, name: `t${String(j)}` })),
  };
}

/**
 * The unit's own fields as the volley reads them: its morale only as routing (the family's targetFacts, RUG-SHOOT-4:
 * a routing target's modifier, where the table has one), so a "normal" morale is keyed as none; realVolley takes the
 * unit's own fields from the real unit (the volley's unit afterwards is the target as given, its hit figures replaced).
 */
function keyedOf(u: Unit, alive: readonly Figure[]): Unit {
  const keyed: Unit = { ...renamedUnit(u, alive), members: [] };
  if (keyed.morale === "normal") delete keyed.morale;
  return keyed;
}

function targetText(cache: VolleyCache, u: Unit): TargetText {
  const known = cache.units.get(u);
  if (known !== undefined) return known;
  const alive = u.members.filter(living);
  // the unit's own fields as the volley reads them (keyedOf), named by the signature of its own fields and where its leader and commander stand (a unit is a new object after
  // every volley that hits it: no key text written for the same fields again)
  const own = flatSignature(u, RENAMED);
  const sig = own === undefined ? undefined : `${own}L${String(renamedId(u.leaderId, alive))}C${String(renamedId(u.commanderId, alive))}`;
  const ownText = signedToken(cache, sig) ?? signed(cache, sig, keyedOf(u, alive));
  let t = `${ownText}|${String(alive.length)}`;
  for (let i = 0; i < alive.length; i++) t += `|${profileText(cache, alive[i] as Figure, false)}`;
  const made = { alive, own: ownText, text: t };
  if (Object.isFrozen(u)) cache.units.set(u, made);
  return made;
}

/** Whether the volley reads no id and no position (see the file's note), so that it may be built canonically. */
function interchangeable(input: VolleyInput): boolean {
  if (input.targetPositions !== undefined || input.chosenTargetIds !== undefined) return false;
  const target = input.target;
  if (target.chargeTargetId !== undefined) return false;
  const members = target.members;
  for (let i = 0; i < members.length; i++) {
    const m = members[i] as Figure;
    if (m.armoured !== undefined || m.status?.crewOf !== undefined) return false;
  }
  if (!Array.isArray(input.shooters)) return false;
  const shooters = input.shooters as readonly Figure[];
  for (let i = 0; i < shooters.length; i++) {
    const f = shooters[i] as Figure;
    if (f.status?.crewOf !== undefined) return false;
    const own = input.perShooter?.[f.id];
    if (own?.targetId !== undefined || own?.weapon !== undefined) return false;
  }
  return true;
}

/** The context's key read apart (its distance, read through the shooters' bands). */
const DISTANCE: ReadonlySet<string> = new Set(["distance"]);

/** The unit's keys read apart (its members' profiles, its leader and commander by position). */
const RENAMED: ReadonlySet<string> = new Set(["members", "leaderId", "commanderId"]);

/**
 * The first letter of the band of each of a figure's weapons at a distance (VIV-RANGE-1: all the volley reads of the
 * distance), in the order of its weapons; indexed loops (issue 14: an array's iterator results were a tenth of what a
 * battle allocates, in code not optimized yet).
 */
function bandsOf(f: Figure, distance: number): string {
  const weapons = f.weapons;
  if (weapons === undefined) return "";
  let bands = "";
  for (let i = 0; i < weapons.length; i++) bands += bandOf(weapons[i] as NonNullable<Figure["weapons"]>[number], distance).charAt(0);
  return bands;
}

/** The context's text without its distance, then `bands` (the shooters' weapons' bands at its distance: bandsOf). */
function contextText(cache: VolleyCache, context: VolleyInput["context"], bands: string): string {
  // the context without its distance, named by its signature (a new object at every volley: no key text written)
  const sig = flatSignature(context, DISTANCE);
  return `${signedToken(cache, sig) ?? signed(cache, sig, { ...context, distance: 0 })}@${bands}`;
}

/**
 * The session's volley for `input` in `turn` under `options`: found again, or made by `build` (over the canonical
 * input when the volley is interchangeable, else over the input as given) and kept while there is room.
 *
 * @param cache - the session's cache
 * @param input - the volley as the game builds it
 * @param turn - the game turn (the turn of death the wounds record)
 * @param options - the scenario's options (their text is part of the key)
 * @param oxFlag - where the volley's wound side keeps the Ox flag (the figures hit are read back with it)
 * @param build - builds the volley of an input
 * @returns the volley, its values on the real figures
 * @example
 * ```ts
 * const { chance, plan } = sessionVolley(cache, input, state.turn, state.options, rules.wounds.oxFlag, build);
 * ```
 * @internal
 */
export function sessionVolley(
  cache: VolleyCache,
  input: VolleyInput,
  turn: number,
  options: unknown,
  oxFlag: OxFlag,
  build: (input: VolleyInput, shots: VolleyShots | undefined) => Volley,
): Volley {
  const work = cache.work;
  if (work !== undefined) work.volleys++;
  if (!interchangeable(input)) return kept(cache, `as given|${String(keyOf([input, turn, options ?? null], FN, cache.keys))}`, () => build(input, undefined));
  if (work !== undefined) work.canonical++;
  const shooters = input.shooters as readonly Figure[];
  const target = input.target;
  const t = targetText(cache, target);
  // the shooters with their contexts (what the shooters' half of the setup reads besides the unit's own fields)
  let bands = "";
  for (let i = 0; i < shooters.length; i++) bands += bandsOf(shooters[i] as Figure, input.context.distance);
  let shooting = `shared|${contextText(cache, input.context, bands)}`;
  for (let i = 0; i < shooters.length; i++) {
    const f = shooters[i] as Figure;
    const own = input.perShooter?.[f.id]?.context;
    // VIV-AMB-14: the shooter's motion reads its movedThisTurn only when its context gives no shooterMoved
    const moved = (own?.shooterMoved ?? input.context.shooterMoved) === undefined;
    // the shooter's own context over the volley's, as the shot reads it (shotsOf), and its weapons' bands there
    const given = own === undefined ? undefined : Object.assign({}, input.context, own);
    shooting += `|${profileText(cache, f, moved)}|${given === undefined ? "-" : contextText(cache, given, bandsOf(f, given.distance))}`;
  }
  const optionsText = text(cache, options ?? null);
  // no turn: a canonical volley reads it only as the turn of death of the figures it kills, and realVolley gives each
  // figure hit its outcome with this volley's turn (withWoundOutcome, as the volley's own figure after)
  const key = `${optionsText}|${t.text}|${shooting}`;
  const volley = kept(cache, key, () => {
    // the shooters' half of the setup reads of the target only its own fields (its members' armour besides, and an
    // interchangeable volley's target has no armoured member): shared by the volleys of the same shooters at targets
    // with the same own fields (VolleyShots in family/shooting-api.ts)
    const shotsKey = `${optionsText}|${t.own}|${shooting}`;
    const shared = cache.shooters.get(shotsKey);
    if (shared !== undefined && work !== undefined) work.shotsShared = (work.shotsShared ?? 0) + 1;
    const ids = shooters.map((_, i) => `s${String(i)}`);
    const own = input.perShooter;
    let perShooter: VolleyInput["perShooter"];
    if (own !== undefined) {
      const renamed: NonNullable<VolleyInput["perShooter"]> = {};
      shooters.forEach((f, i) => {
        const over = Object.hasOwn(own, f.id) ? own[f.id] : undefined;
        if (over !== undefined) renamed[ids[i] as string] = over;
      });
      perShooter = renamed;
    }
    const made = build(
      {
        shooters: shooters.map((f, i) => ({ ...f, id: ids[i] as string, name: ids[i] as string })),
        target: renamedUnit(target, t.alive),
        context: input.context,
        ...(perShooter === undefined ? {} : { perShooter }),
      },
      shared,
    );
    if (shared === undefined && made.shots !== undefined && cache.shooters.size < MAX_VOLLEYS) {
      // frozen once shared (this volley's own new array): the wound cache keeps the to-hit tally by the frozen plans
      Object.freeze(made.shots.plans);
      cache.shooters.set(shotsKey, made.shots);
    }
    return made;
  });
  const after = (f: Figure, o: WoundOutcome): Figure => withWoundOutcome(f, o, oxFlag, turn);
  return { chance: volley.chance.map((v) => realVolley(v, shooters, target, t, after)), plan: volley.plan };
}

function kept(cache: VolleyCache, key: string, build: () => Volley): Volley {
  const known = cache.volleys.get(key);
  if (known !== undefined) return known;
  if (cache.work !== undefined) cache.work.built++;
  const made = build();
  if (cache.volleys.size < MAX_VOLLEYS) cache.volleys.set(key, made);
  return made;
}

/** The fields a figure and a unit are renamed in (compared and written apart from the others). */
const NAMES: ReadonlySet<string> = new Set(["id", "name", "members", "leaderId", "commanderId"]);

/** A unit's morale as the volley's key reads it ("normal" as none: see targetText). */
const moraleRead = (u: Readonly<Record<string, unknown>>): unknown => (u["morale"] === "normal" ? undefined : u["morale"]);

/**
 * Whether two units have the same fields besides their names and members, each the same object (their morale as the
 * key reads it: "normal" and none are one).
 */
function sameBesidesNames(now: object, was: object): boolean {
  const a = now as Readonly<Record<string, unknown>>;
  const b = was as Readonly<Record<string, unknown>>;
  if (moraleRead(a) !== moraleRead(b)) return false;
  let n = 0;
  for (const k in a) {
    if (NAMES.has(k) || k === "morale") continue;
    n++;
    if (a[k] !== b[k]) return false;
  }
  for (const k in b) if (!NAMES.has(k) && k !== "morale") n--;
  return n === 0;
}

/** A record keyed by canonical target ids (`t0`, `t1`...) keyed by the real figures' ids, in the same order. */
function realIds<T>(record: Readonly<Record<string, T>>, alive: readonly Figure[]): Record<string, T> {
  // a record without a prototype, as the volley's own (figure ids are untrusted: "__proto__" is an ordinary key here)
  const out = Object.create(null) as Record<string, T>;
  for (const k of Object.keys(record)) out[(alive[Number(k.slice(1))] as Figure).id] = record[k] as T;
  return out;
}

/**
 * A canonical volley's value read back on the real figures: each living figure the volley hit is the real figure with
 * its outcome (`after`: the volley's own withWoundOutcome with this volley's Ox flag and turn, so a figure keyed by a
 * profile that reads its status as another's, statusAsVolleyReads, or hit at another turn, comes out as its own volley
 * gives it), the others (and the dead) stay as they are; the shooters who dropped their weapon, the hits and the
 * wounds by the real ids.
 */
function realVolley(v: VolleyRead, shooters: readonly Figure[], target: Unit, t: TargetText, after: (f: Figure, o: WoundOutcome) => Figure): VolleyRead {
  const alive = t.alive;
  let members: Figure[] | undefined;
  // the figures hit: the outcomes' keys are the canonical ids t0, t1...
  for (const id of Object.keys(v.outcomes)) {
    const was = alive[Number(id.slice(1))] as Figure;
    members ??= target.members.slice();
    members[target.members.indexOf(was)] = after(was, v.outcomes[id] as WoundOutcome);
  }
  const dropped = v.dropped.map((id) => (shooters[Number(id.slice(1))] as Figure).id);
  const allocation = realIds(v.allocation, alive);
  const outcomes = realIds(v.outcomes, alive);
  // the volley left the unit's own fields as built (as the key reads them): the real unit's own fields
  // (the canonical target's fields besides its names and members are the real unit's own: renamedUnit)
  if (sameBesidesNames(v.unit, target)) return { hits: v.hits, dropped, allocation, outcomes, unit: members === undefined ? target : { ...target, members } };
  // the unit's own fields as the volley left them (its morale the real unit's where the volley left it as built), its
  // names and members the real ones
  const unit: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(v.unit)) if (!NAMES.has(k) && k !== "morale") unit[k] = value;
  const morale = moraleRead(v.unit) === undefined ? target.morale : v.unit.morale;
  if (morale !== undefined) unit["morale"] = morale;
  return {
    hits: v.hits,
    dropped,
    allocation,
    outcomes,
    unit: {
      ...(unit as Omit<Unit, "members">),
      ...(target.leaderId === undefined ? {} : { leaderId: target.leaderId }),
      ...(target.commanderId === undefined ? {} : { commanderId: target.commanderId }),
      members: members ?? target.members,
    },
  };
}
