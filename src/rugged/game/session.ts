// The rugged game's simulation session (issue 14): what the battles of one simulateBattle chunk share. A volley's
// chance (its shots' setup, allocation dice and every figure's wound chances by hit count) is a pure function of
// its inputs, and the same volleys recur across the battles of a run: the session builds each once and resolves it
// again. A chance resolved again rolls the same dice in the same order to the same value (the engine's compiled
// sampler draws as the first, interpreted, run does), so a session changes no seeded result. The cache lives in the
// session object (no module-level state) and is dropped with it.
//
// Which figures of the target are dead varies from battle to battle, and so do their ids: keyed as given, most
// volleys of a run would be new (about two in three, measured). But a volley reads only the living target figures
// (its allocation roster, in roster order) and the shooters' profiles: so the session builds it over a canonical
// input (the living target figures and the shooters in their order, renamed by position, the dead left out) and
// maps the value back to the real figures: the same hits, the same dice, the real ids.
import type { Chance } from "../../core/chance.js";
import type { Reason } from "../../core/game/contract.js";
import { stateKey } from "../../core/game/key.js";
import type { StandardSchemaV1 } from "../../core/standard-schema.js";
import type { Figure, Unit } from "../../family/schemas.js";
import type { ShotContext } from "../../family/shot-context.js";
import { bandOf } from "../../family/range.js";
import { statusAsVolleyReads, type VolleyWithWounds, woundCache } from "../../family/volley-with-wounds.js";
import type { WoundOutcome } from "../../family/wounds.js";
import type { RuggedOptions } from "../options.js";
import { figureAfterValidatedVolley, shootingVolleyWithWoundsValidated } from "../volley-wounds.js";
import { active, omit, type ShotCheck, type ShotChecks, shotCheck } from "./rules.js";
import type { RuggedState, RuggedUnitState } from "./schema.js";

/** What the game reads of a volley: its hits, the shooters who dropped their weapon, and the target unit afterwards. */
export type VolleyResult = Pick<VolleyWithWounds, "hits" | "dropped" | "unit">;

/** How the game builds a volley's chance: the resolver's validated form, or a session's cache of it. */
export type VolleyOf = (shooters: readonly Figure[], target: Unit, context: ShotContext, options: RuggedOptions) => Chance<VolleyResult>;

/** The volley built afresh (the game without a session). */
export const freshVolley: VolleyOf = (shooters, target, context, options) =>
  shootingVolleyWithWoundsValidated({ shooters: [...shooters], target, context }, options);

/**
 * A session's work counters (issue 14), for tests and measurements: a caller's own record, counted into (the
 * session keeps no other state). Every field counts from 0.
 */
export interface SessionWork {
  /** Volleys asked of the session's volley cache. */
  volleys: number;
  /** Of those, the volley chances built (not found in the cache). */
  built: number;
  /** Steps asked of the session. */
  steps: number;
  /** Of those, the steps found again by the state's identity (see {@link rememberedSteps}). */
  kept: number;
  /** Steps played at once on the direct roller when sampled (session-sample.ts: no chance tree built). */
  sampled: number;
  /** Steps whose chance tree (the game's chance of the step) was built: resolved or enumerated, not sampled. */
  trees: number;
  /**
   * Of the sampled steps, those rolled by the session's `stepRolled` (simulateBattle with seeded dice) with no chance
   * built around them: no chain, no sampler, no kept pair (absent counts as 0).
   */
  rolled?: number;
  /** Battles the session's `battleRolled` played whole in its working state (kernel.ts; absent counts as 0). */
  battles?: number;
}

/** The most volleys one session keeps: past it, new volleys are built afresh (the same chances, uncached). */
export const SESSION_VOLLEYS = 4096;

/** The most distinct texts (figure profiles, units, contexts) one session's volley keys name by a short token. */
const SESSION_TOKENS = 1 << 16;

/**
 * Whether a volley reads only its living target figures' profiles and its shooters' profiles (not which figure is
 * which): no crew (RUG-MG: a crew names its gun's figure), no machine gun (vivid's following fire reads the target
 * figures' positions), and no armoured target figure (VIV-AMB-45: whether a unit is armoured is read over every
 * member, the dead too). Else the session keys the volley as given. The shooters' half:
 */
function canonicalShooters(shooters: readonly Figure[]): boolean {
  for (const f of shooters) {
    if (f.status?.crewOf !== undefined) return false;
    for (const w of f.weapons ?? []) if (w.class === "mg") return false;
  }
  return true;
}

/** The target's half of {@link canonicalShooters}' test. */
function canonicalTarget(target: Unit): boolean {
  for (const m of target.members) if (m.status?.crewOf !== undefined || m.armoured !== undefined) return false;
  return true;
}

/** A figure's profile for a volley's key: all but its id and name, its status as the volley reads it. */
function profileOf(f: Figure): Omit<Figure, "id" | "name"> {
  const profile = omit(f, ["id", "name"]);
  if (f.status === undefined) return profile;
  const status = statusAsVolleyReads(f.status, false);
  if (status === undefined) delete profile.status;
  else profile.status = status;
  return profile;
}

/** A figure renamed by its position (id and name), the rest as it is. */
function renamed(f: Figure, id: string): Figure {
  return { ...f, id, name: id };
}

/** What the cache reads of a target unit: its key text as given and canonically, its living figures, and whether it is canonicalisable. */
interface TargetText {
  /** Its text as given (built when first needed: only a volley that cannot be canonical reads it). */
  readonly given: () => string;
  readonly canonical: string;
  readonly living: readonly Figure[];
  readonly ok: boolean;
}

/** What the cache reads of a list of shooters: its key text as given and canonically, and whether it is canonicalisable. */
interface ShootersText {
  readonly given: string;
  readonly canonical: string;
  readonly ok: boolean;
}

/** The most records one {@link keptByFields} keeps (a session's units and contexts take a few dozen shapes). */
const SESSION_SHAPES = 64;

/**
 * A frozen record's text found by its fields' identity (issue 14): a session's units and shot contexts are new records
 * from battle to battle (a unit hit, a volley's context), but their fields (all but a unit's members, a context's
 * distance) take a few values, shared as they are. A frozen plain record whose own fields, but `skip`, are the same
 * keys with the same values (===, each a primitive or a frozen record) as a record seen before has the same canonical
 * text (stateKey: equal data, the same text); else `text` works it out, kept for the next one (at most
 * {@link SESSION_SHAPES}). A record not frozen, or not plain, is worked out as given.
 *
 * @param text - the record's text (of the record without `skip`)
 * @param skip - the field the text leaves out
 * @returns the same text, kept by the fields' identity
 * @example
 * ```ts
 * const text = keptByFields((u: Unit) => stateKey({ ...u, members: [] }), "members");
 * text(Object.freeze({ ...unit })) === text(Object.freeze({ ...unit })); // true, worked out once
 * ```
 * @internal
 */
export function keptByFields<T extends object>(text: (value: T) => string, skip: string): (value: T) => string {
  const seen: { readonly record: Readonly<Record<string, unknown>>; readonly keys: readonly string[]; readonly text: string }[] = [];
  const plain = (value: object): boolean => Object.isFrozen(value) && Object.getPrototypeOf(value) === Object.prototype;
  const kept = (v: unknown): boolean => v === null || typeof v !== "object" || Object.isFrozen(v);
  return (value) => {
    if (!plain(value)) return text(value);
    const record = value as Readonly<Record<string, unknown>>;
    const keys = Object.keys(record);
    for (const s of seen) {
      if (s.keys.length !== keys.length) continue;
      let same = true;
      for (let i = 0; same && i < keys.length; i++) {
        const k = s.keys[i] as string;
        // the same keys (as many, each of the kept record's in this one, the skipped one too), the same values but the skipped one's
        same = Object.hasOwn(record, k) && (k === skip || record[k] === s.record[k]);
      }
      if (same) return s.text;
    }
    const t = text(value);
    if (seen.length < SESSION_SHAPES && keys.every((k) => k === skip || kept(record[k]))) seen.push({ record, keys, text: t });
    return t;
  };
}

/**
 * A session's volley cache (see the file's note): each distinct volley built once, over its canonical input when it
 * has one, else as given; keyed by the canonical texts of its inputs (a frozen record's text found by identity after
 * the first time: the setup's figures and unchanged units are shared from state to state and battle to battle, and
 * a session's shooting checks give the same frozen shooters and context from the declaration to the volley).
 *
 * @param work - counters to count the volleys into (absent: none)
 * @returns a {@link VolleyOf} with its own cache
 */
export function cachedVolleys(work?: SessionWork): VolleyOf {
  const built = new Map<string, Chance<VolleyWithWounds>>();
  // the figures' wound chances by profile and hit count, shared by every volley the session builds (issue 14): a new
  // volley builds its shots and allocation, and finds the wound series of figures seen in earlier volleys
  const wounds = woundCache();
  // each distinct text as a short token ("#" and a number: no canonical JSON text starts with "#"), so that a volley's
  // key is a few dozen characters to hash instead of every figure's text (kilobytes a volley); past the bound, the
  // text itself (the same key as before, longer)
  const tokens = new Map<string, string>();
  const tokenOf = (text: string): string => {
    let token = tokens.get(text);
    if (token === undefined) {
      if (tokens.size >= SESSION_TOKENS) return text;
      token = `#${String(tokens.size)}`;
      tokens.set(text, token);
    }
    return token;
  };
  // the profile's and the record's tokens of a frozen record, by identity (figures and units are shared from state to state)
  const profiles = new WeakMap<object, string>();
  const records = new WeakMap<object, string>();
  const textOf = (value: object, profile: boolean): string => {
    const known = profile ? profiles : records;
    let text = known.get(value);
    if (text === undefined) {
      // a figure's profile: everything but its id and name, its status as the volley reads it (statusAsVolleyReads:
      // rugged's motion reads a status's mode, never movedThisTurn); any other record: all of it
      text = tokenOf(profile ? stateKey(profileOf(value as Figure)) : stateKey(value));
      if (Object.isFrozen(value)) known.set(value, text);
    }
    return text;
  };
  // a unit's text without its members, by its other fields' identity (a unit hit is a new record, its fields as they were)
  const unitText = keptByFields((target: Unit) => textOf({ ...target, members: [] }, false), "members");
  const targets = new WeakMap<Unit, TargetText>();
  const targetText = (target: Unit): TargetText => {
    let known = targets.get(target);
    if (known === undefined) {
      const living = target.members.filter(active);
      let canonical = `${unitText(target)}|${String(living.length)}`;
      for (const f of living) canonical += `|${textOf(f, true)}`;
      known = { given: () => textOf(target, false), canonical, living, ok: canonicalTarget(target) };
      if (Object.isFrozen(target)) targets.set(target, known);
    }
    return known;
  };
  const lists = new WeakMap<readonly Figure[], ShootersText>();
  const shootersText = (shooters: readonly Figure[]): ShootersText => {
    let known = lists.get(shooters);
    if (known === undefined) {
      let given = "";
      let canonical = "|shooters";
      for (const f of shooters) {
        given += `|${textOf(f, false)}`;
        canonical += `|${textOf(f, true)}`;
      }
      known = { given, canonical, ok: canonicalShooters(shooters) };
      if (Object.isFrozen(shooters)) lists.set(shooters, known);
    }
    return known;
  };
  // a context's text without its distance (the canonical volley reads the distance only through its range bands)
  // (by its identity, else by its other fields' identity: a session's checks give a new frozen context per check)
  const contexts = new WeakMap<ShotContext, string>();
  const contextFields = keptByFields((context: ShotContext) => tokenOf(stateKey(omit(context, ["distance"]))), "distance");
  const contextText = (context: ShotContext): string => {
    let text = contexts.get(context);
    if (text === undefined) {
      text = contextFields(context);
      if (Object.isFrozen(context)) contexts.set(context, text);
    }
    return text;
  };
  const cached = (key: string, build: () => Chance<VolleyWithWounds>): Chance<VolleyWithWounds> => {
    if (work !== undefined) work.volleys++;
    let chance = built.get(key);
    if (chance === undefined) {
      if (work !== undefined) work.built++;
      chance = build();
      if (built.size < SESSION_VOLLEYS) built.set(key, chance);
    }
    return chance;
  };
  return (shooters, target, context, options) => {
    const t = targetText(target);
    const f = shootersText(shooters);
    // a target charging (chargeTargetId) is read by the volley only as the default of the context's
    // targetChargingShooter (RUG-SHOOT-4, the family's targetFacts: the id against each shooter's own id), which the
    // game's shot context always gives (rules.ts shotContext); a context without it reads the id, so the volley is
    // keyed as given (the shooters' real ids), never over the canonical ones
    if (!t.ok || !f.ok || (target.chargeTargetId !== undefined && context.targetChargingShooter === undefined))
      return cached(`as given|${textOf(context, false)}|${textOf(options, false)}|${t.given()}${f.given}`, () =>
        shootingVolleyWithWoundsValidated({ shooters: [...shooters], target, context }, options, wounds),
      );
    const { living } = t;
    // RUG-RANGE-2: a canonical volley reads the distance only as each weapon's range band (its hit numbers, and the
    // out-of-range check of its shooters), so volleys at distances in the same bands are one volley
    let bands = "";
    for (const s of shooters) for (const w of s.weapons ?? []) bands += bandOf(w, context.distance).charAt(0);
    const canonical = cached(`${contextText(context)}|${bands}|${textOf(options, false)}|${t.canonical}${f.canonical}`, () =>
      shootingVolleyWithWoundsValidated(
        {
          shooters: shooters.map((f, i) => renamed(f, `s${String(i)}`)),
          target: { ...target, members: living.map((f, i) => renamed(f, `t${String(i)}`)) },
          context,
        },
        options,
        wounds,
      ),
    );
    return canonical.map((v) => realVolley(v, shooters, target, living));
  };
}

/**
 * A canonical volley's value read back on the real figures: each living figure the volley hit is the real figure
 * with the volley's outcome for it (the volley's own figure after, figureAfterValidatedVolley: so a figure keyed by
 * a profile that reads its status as another one's, statusAsVolleyReads, comes out as its own volley gives it), the
 * others (and the dead) stay as they are; the shooters who dropped their weapon by their real ids.
 */
function realVolley(v: VolleyWithWounds, shooters: readonly Figure[], target: Unit, living: readonly Figure[]): VolleyResult {
  const dropped = v.dropped.map((id) => (shooters[Number(id.slice(1))] as Figure).id);
  const outcomes = v.outcomes;
  let members: Figure[] | undefined;
  // the figures hit: the outcomes' keys are the canonical ids t0, t1... (a record without a prototype)
  for (const id in outcomes) {
    const was = living[Number(id.slice(1))] as Figure;
    members ??= target.members.slice();
    // a new record with a status of its own (not frozen): the step's constant copies and marks both once, where a
    // frozen part it did not make is walked at every step
    members[target.members.indexOf(was)] = figureAfterValidatedVolley(was, outcomes[id] as WoundOutcome);
  }
  return { hits: v.hits, dropped, unit: members === undefined ? target : { ...target, members } };
}

/** One remembered shooting check: the parts of the state it read, and the check. */
interface KnownCheck {
  readonly at: RuggedUnitState["position"];
  readonly target: Unit;
  readonly there: RuggedUnitState["position"];
  readonly terrain: RuggedState["terrain"];
  readonly sight: RuggedState["sight"];
  readonly options: RuggedState["options"];
  readonly check: ShotCheck;
}

/** A check frozen all the way down that it shares with the step and the volley (its parts are the state's own, frozen). */
function frozenCheck(check: ShotCheck): ShotCheck {
  Object.freeze(check.ids);
  Object.freeze(check.shooters);
  Object.freeze(check.reasons);
  Object.freeze(check.context);
  return Object.freeze(check);
}

/**
 * A session's shooting checks, worked out once per phase (RUG-SHOOT-1, RUG-SHOOT-4): `options` asks them for each
 * target a unit may shoot at, the step of the `shoot` command the policy picks asks again, and so does the volley when
 * it is fired; all three read the same parts of the state (the shooting unit's record and position, the target's, the
 * scenario's terrain, sight and options), so the first answer is kept, by the identity of those frozen parts (a
 * WeakMap on the shooter's unit record: a record no longer reachable drops its checks). A GM's judgement in the
 * command is worked out afresh.
 *
 * @returns a {@link ShotChecks} with its own memory
 */
export function rememberedChecks(): ShotChecks {
  const known = new WeakMap<Unit, KnownCheck[]>();
  // a frozen figure's profile text (all but its id and name), kept by its identity (figures are shared from state to
  // state, and from battle to battle until hit): two figures have one profile exactly when their texts are equal
  // (stateKey: equal as data, undefined fields skipped, as shotCheck's own comparison)
  const profiles = new WeakMap<Figure, string>();
  const profileOf = (f: Figure): string => {
    let text = profiles.get(f);
    if (text === undefined) {
      text = stateKey(omit(f, ["id", "name"]));
      if (Object.isFrozen(f)) profiles.set(f, text);
    }
    return text;
  };
  const same = (a: Figure, b: Figure): boolean => profileOf(a) === profileOf(b);
  return (state, u, t, gm) => {
    if (gm !== undefined || !Object.isFrozen(u.unit) || !Object.isFrozen(t.unit)) return shotCheck(state, u, t, gm, same);
    let list = known.get(u.unit);
    if (list === undefined) known.set(u.unit, (list = []));
    for (const k of list) {
      if (
        k.target === t.unit &&
        k.at === u.position &&
        k.there === t.position &&
        k.terrain === state.terrain &&
        k.sight === state.sight &&
        k.options === state.options
      )
        return k.check;
    }
    const check = frozenCheck(shotCheck(state, u, t, {}, same));
    list.push({ at: u.position, target: t.unit, there: t.position, terrain: state.terrain, sight: state.sight, options: state.options, check });
    return check;
  };
}

/** A frozen record of primitives (what a session's `options` offers): it cannot change, so its identity stands for its value. */
function unchanging(value: unknown): value is object {
  if (typeof value !== "object" || value === null || !Object.isFrozen(value)) return false;
  for (const v of Object.values(value)) if (v !== null && typeof v === "object") return false;
  return true;
}

/**
 * Refusals remembered for a state and a command: a policy reads a choice's refusals from `options`, and the step of
 * the command it picks works them out again for the same state and command object (`refusals` is a pure function of
 * both). Kept per state object and command object (WeakMaps: a state or command no longer reachable drops its
 * entries); a command that could change (not frozen, or with a nested record: a destination, a GM's judgement) is
 * worked out afresh.
 *
 * @param refuse - the game's refusals
 * @param fresh - whether a state belongs to one battle only: its pairs are kept for it alone, until the next such
 * state is asked about (options and then the step of the command picked ask about the same state), not in the WeakMap
 * @returns the same function, remembering
 */
export function rememberedRefusals<S extends object, C>(
  refuse: (state: S, command: C) => Reason[],
  fresh: (state: S) => boolean = () => false,
): (state: S, command: C) => Reason[] {
  // per state, a short list of (command, reasons) pairs (a state is asked about the few commands its options offer):
  // a scan by identity costs less than a WeakMap per state, which the collector treats as an ephemeron table
  const known = new WeakMap<S, (object | Reason[])[]>();
  // a state of one battle only (see rememberedSteps' `fresh`): its pairs kept for it alone, until the next state
  let last: S | undefined;
  let lastPairs: (object | Reason[])[] = [];
  return (state, command) => {
    if (!unchanging(command)) return refuse(state, command);
    let pairs: (object | Reason[])[] | undefined;
    if (state === last) pairs = lastPairs;
    else if (fresh(state)) {
      last = state;
      pairs = lastPairs = [];
    } else {
      pairs = known.get(state);
      if (pairs === undefined) known.set(state, (pairs = []));
    }
    for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === command) return pairs[i + 1] as Reason[];
    // frozen: the choices and the step share the list
    const reasons = Object.freeze(refuse(state, command)) as Reason[];
    pairs.push(command, reasons);
    return reasons;
  };
}

/**
 * The commands a session's `options` offered, and a command schema that knows them: an offered command is frozen
 * when offered (its fields are primitives: the game builds them from its checked state, so it is valid), and the
 * schema gives it back as it is instead of parsing it again (what the core's step does to every command a policy
 * returns); any other command goes through the game's schema.
 *
 * @param schema - the game's command schema
 * @returns `issue` (freezes and records an offered command) and the `schema`
 */
export function issuedCommands<C extends object>(schema: StandardSchemaV1<unknown, C>): { issue: (command: C) => C; schema: StandardSchemaV1<unknown, C> } {
  const known = new WeakSet();
  const issue = (command: C): C => {
    const fields = command as Readonly<Record<string, unknown>>;
    for (const k in fields) {
      const value = fields[k];
      if (value !== null && typeof value === "object") return command;
    }
    known.add(Object.freeze(command));
    return command;
  };
  const own = schema["~standard"];
  const checked: StandardSchemaV1<unknown, C> = {
    "~standard": {
      version: 1,
      vendor: own.vendor,
      validate: (value) => (typeof value === "object" && value !== null && known.has(value) ? { value: value as C } : own.validate(value)),
    },
  };
  return { issue, schema: checked };
}

/**
 * A session's steps and choices kept by the identity of the state they were asked for (issue 14): every battle of a
 * chunk starts from the same frozen setup state, and until the first die the same commands follow from it, so the
 * same states follow too. The session asks each state's choices once (the same frozen commands, so the policy picks
 * the same command object) and builds each (state, offered command)'s step once: a step without dice then resolves
 * to the same frozen state, whose step is found again, and the first step with dice is a chance already compiled
 * (the engine keeps a chance's sampler: it draws what the first run drew). A chance is a pure function of the state
 * and command, and both are frozen, so a kept one changes no die and no value. Kept in WeakMaps on the state (a state
 * no longer reachable drops its entries); a command the session did not offer (not frozen, or with a nested record)
 * is stepped afresh, and a state not frozen all the way (an app's own) is never kept.
 *
 * @param options - the session's `options`
 * @param step - the session's `step`
 * @param work - counters to count the steps into (absent: none)
 * @param fresh - whether a state belongs to one battle only (sampled with dice, or from such a state): nothing is
 * kept for it (its choices and steps are never asked again), so the collector has no entry to sweep
 * @returns the same two functions, remembering
 */
export function rememberedSteps<S extends object, C, V, R>(
  options: (state: S) => readonly V[],
  step: (state: S, command: C) => R,
  work?: SessionWork,
  fresh: (state: S) => boolean = () => false,
): { options: (state: S) => readonly V[]; step: (state: S, command: C) => R } {
  const choices = new WeakMap<S, readonly V[]>();
  // per state, the (command, step) pairs asked for (almost always one): a short list, as rememberedRefusals keeps
  const steps = new WeakMap<S, unknown[]>();
  return {
    options: (state) => {
      if (!Object.isFrozen(state) || fresh(state)) return options(state);
      let known = choices.get(state);
      if (known === undefined) choices.set(state, (known = Object.freeze(options(state))));
      // a copy of the list (a policy may sort its own), the same choices (their commands and remembered refusals)
      return known.slice();
    },
    step: (state, command) => {
      if (work !== undefined) work.steps++;
      if (!Object.isFrozen(state) || !unchanging(command) || fresh(state)) return step(state, command);
      let pairs = steps.get(state);
      if (pairs === undefined) steps.set(state, (pairs = []));
      for (let i = 0; i < pairs.length; i += 2) {
        if (pairs[i] !== command) continue;
        if (work !== undefined) work.kept++;
        return pairs[i + 1] as R;
      }
      const chance = step(state, command);
      pairs.push(command, chance);
      return chance;
    },
  };
}
