// Hand-to-hand of the Rugged Adventures family: the side whose turn it is strikes first, then the
// survivors strike back (VIV-HTH-1..4, VIV-SEQ-2, VIV-AMB-19); every hit rolls a wound at +1.
import { all, type Chance, constant, count, mapDistinct, type SamplerFor, withExactOdds, withSampler } from "../core/chance.js";
import { samplerOf } from "../core/compile.js";
import type { IntSource } from "../core/uniform.js";
import { keyOf } from "../core/value-key.js";
import { checkInt, RulesError } from "../core/errors.js";
import type { NoteEntry, TraceEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { effectiveLuckOf, familyLuckRoll, type LuckRollResult } from "./luck-roll.js";
import { type MeleeChart, meleeHitNumber } from "./melee-chart.js";
import { type MeleeAttack, type MeleeFight, MeleeFightSchema, type MeleeResult, type MeleeStrike } from "./melee-schema.js";
import type { Figure } from "./schemas.js";
import { figureWounds, hasEffect, isPlayerFigure, type OxFlag, withWoundOutcome, woundFactsKey } from "./wound-figure.js";
import { withGadget } from "./carried.js";
import type { Gadget } from "../vivid/gadgets/schema.js";
import type { WoundConversion, WoundOutcome, WoundRules } from "./wounds.js";

export { type MeleeAttack, MeleeAttackSchema, type MeleeFight, MeleeFightSchema, type MeleeResult, type MeleeStrike } from "./melee-schema.js";

/**
 * How a system fights hand-to-hand: its chart, its wound rules and the rule ids of its traits.
 *
 * @example
 * ```ts
 * const sys: MeleeSystem = vividMeleeSystem();
 * ```
 */
export interface MeleeSystem {
  /** The hand-to-hand chart. */
  readonly chart: MeleeChart;
  /** Notes recorded at the start of every fight (RUG-AMB-1: "vivid's procedure, not from the rugged text"). */
  readonly notes: readonly NoteEntry[];
  /** The wound rules for the hits. */
  readonly wounds: WoundRules;
  /** Where the system keeps its Strong Like an Ox flag. */
  readonly oxFlag: OxFlag;
  /** A whip's base number and reach (vivid VIV-GAD-24, VIV-AMB-33); absent: no whips, base contact only. */
  readonly whip?:
    | {
        /** The whip's base hand-to-hand number. */
        readonly base: number;
        /** How far it reaches, in inches. */
        readonly reach: number;
      }
    | undefined;
  /** Rule ids of the traits and rulings the fight applies. */
  readonly ids: {
    /** Excellent Swordsman / Weapon Master. */
    readonly weaponMaster: string;
    /** Martial Arts. */
    readonly martialArts: string;
    /** Ambidextrous. */
    readonly ambidextrous: string;
    /** Clumsy. */
    readonly clumsy: string;
    /** The semi-simultaneous sequence (VIV-SEQ-2). */
    readonly sequence: string;
  };
}

interface State {
  readonly figures: readonly Figure[];
  readonly strikes: readonly MeleeStrike[];
  readonly pending: readonly number[];
  /** Of the pending hits, how many came from a thimble (VIV-GAD-7), per figure. */
  readonly thimble: readonly number[];
}

/** Why a figure cannot strike (VIV-AMB-19, VIV-MOR-6, VIV-MOR-12, VIV-WOUND-4), or undefined. */
export function whyCannotStrike(figure: Figure): string | undefined {
  const s = figure.status;
  if (s?.wound === "killed" || s?.removed === true) return "killed";
  if (s?.wound === "wounded") return "wounded";
  if (s?.wound === "unconscious") return "unconscious";
  if (s?.routing === true) return "routing";
  if (s?.disrupted === true) return "disrupted";
  if (s?.stunned === true) return "stunned";
  if (s?.droppedWeapon === true) return "droppedWeapon";
  return undefined;
}

function meleeDice(figure: Figure): number {
  // Ambidextrous: two one-handed weapons give its dice instead of 1 (RUG-TRAIT-P1, VIV-TRAIT-P1)
  const oneHanded = (figure.weapons ?? []).filter((w) => w.oneHanded === true).length;
  if (oneHanded < 2) return 1;
  let dice = 1;
  for (const t of figure.traits ?? []) for (const e of t.effects) if (e.kind === "ambidextrous") dice = Math.max(dice, e.dice);
  return dice;
}

/** One attack, prepared once per fight: indexes, the pool of dice with its trace, the Clumsy test. */
interface StrikePlan {
  readonly attack: MeleeAttack;
  readonly phase: "first" | "back";
  readonly ai: number;
  readonly ti: number;
  readonly pool: Chance<number>;
  readonly dice: number;
  readonly clumsy: Chance<LuckRollResult> | undefined;
  /** The Anesthetic Thimble the attacker uses, if any. */
  readonly thimble: Gadget | undefined;
}

/** The gadget an attack uses, from what the attacker carries; a RulesError when it carries no such gadget. */
function attackGadget(fn: string, attacker: Figure, attack: MeleeAttack): Gadget | undefined {
  if (attack.gadgetId === undefined) return undefined;
  const g = (attacker.gadgets ?? []).find((x) => x.id === attack.gadgetId);
  const usable = g !== undefined && (g.effect.kind === "thimble" || g.effect.kind === "handToHandModifier");
  if (!usable)
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "fight.attacks.gadgetId",
      value: attack.gadgetId,
      message: `${attacker.name} carries no thimble or hand-to-hand gadget with this id (figure.gadgets)`,
    });
  return g;
}

function planStrike(fn: string, sys: MeleeSystem, figures: readonly Figure[], attack: MeleeAttack, phase: "first" | "back"): StrikePlan {
  const ai = figures.findIndex((f) => f.id === attack.attackerId);
  const ti = figures.findIndex((f) => f.id === attack.targetId);
  const attacker = figures[ai] as Figure;
  const target = figures[ti] as Figure;
  const whip = attack.whip === true && sys.whip !== undefined ? { value: sys.whip.base, rule: "VIV-GAD-24", label: "whip" } : undefined;
  const gadget = attackGadget(fn, attacker, attack);
  let situation = attack.situation ?? {};
  if (gadget?.effect.kind === "handToHandModifier" && (!gadget.effect.firstTurnOnly || attack.gadgetFirstTurn !== false)) {
    // VIV-GAD-17: the Hair Pins of Death give +2 for surprise the first turn they are used
    situation = { ...situation, modifiers: [...(situation.modifiers ?? []), { rule: "VIV-GAD-17", label: gadget.name, value: gadget.effect.value }] };
  }
  const hn = meleeHitNumber(sys.chart, attacker, target, situation, sys.ids, whip);
  const dice = meleeDice(attacker);
  const before: TraceEntry[] = [...hn.entries];
  if (dice > 1) before.push({ type: "note", rule: sys.ids.ambidextrous, text: `${attacker.name}: two one-handed weapons, ${String(dice)} dice` });
  const pool = count(dice, "d10", (f) => f <= hn.n, {
    purpose: `hand-to-hand, ${attacker.name} at ${target.name} (needs ${String(hn.n)} or less)`,
    rule: sys.chart.resolutionRule,
    labels: ["miss", "hit"],
  }).traced(before);
  // Clumsy: a luck test before hand-to-hand; a failure drops the weapon for the turn (RUG-TRAIT-N4, VIV-TRAIT-N4, RUG-AMB-22)
  const clumsy = hasEffect(attacker, "clumsy")
    ? familyLuckRoll({
        // ruling VIV-AMB-46: the Clumsy test is against the effective Luck (Near Sighted caps it)
        luck: effectiveLuckOf(attacker, sys.wounds.capsLuck) ?? 0,
        reroll: hasEffect(attacker, "luckReroll"),
        rule: sys.ids.clumsy,
        rerollRule: sys.wounds.rerollRule,
        purpose: `${attacker.name}: Clumsy test`,
      })
    : undefined;
  return { attack, phase, ai, ti, pool, dice, clumsy, thimble: gadget?.effect.kind === "thimble" ? gadget : undefined };
}

/** What a strike's dice gave: its hits, -1 when a Clumsy test dropped the weapon, or why it could not be made. */
type StrikeRoll = number | string;

/** Why a strike cannot be made now (VIV-AMB-19, VIV-AMB-33, the sequence's killed target), or undefined. */
function whyNotNow(sys: MeleeSystem, plan: StrikePlan, attacker: Figure, target: Figure): string | undefined {
  const distance = plan.attack.distance ?? 0;
  // ruling VIV-AMB-33: beyond base contact only a whip reaches, up to its reach; the target strikes back only if it reaches too
  const reach = plan.attack.whip === true ? (sys.whip?.reach ?? 0) : 0;
  return whyCannotStrike(attacker) ?? (target.status?.wound === "killed" ? "targetDown" : distance > reach ? "outOfReach" : undefined);
}

/**
 * One strike as a prebuilt step (issue 13: no chance built per resolution): `next` picks the strike's chance from
 * the state (a traced note when it cannot be made, built once per reason; else the Clumsy test and the pool, built
 * once), `apply` records what it gave.
 */
/** A strike's dice, built once: the Clumsy test (a failure: -1, the weapon dropped for the turn), then the pool's hits. */
function strikeRoll(plan: StrikePlan): Chance<number> {
  const dropped = constant(-1);
  // the Clumsy test first; a failure drops the weapon for the turn (RUG-TRAIT-N4, VIV-TRAIT-N4, RUG-AMB-22)
  return plan.clumsy === undefined ? plan.pool : plan.clumsy.chain((r) => (r.pass ? plan.pool : dropped));
}

/** The figure after a failed Clumsy test: its weapon dropped for the turn. */
function withDroppedWeapon(fig: Figure): Figure {
  return { ...fig, status: { ...fig.status, droppedWeapon: true } };
}

function strikeStep(
  sys: MeleeSystem,
  plan: StrikePlan,
  roll: Chance<StrikeRoll>,
): { next: (s: State) => Chance<StrikeRoll>; apply: (s: State, x: StrikeRoll) => State } {
  const { ai, ti, phase } = plan;
  const cannot = new Map<string, Chance<StrikeRoll>>();
  const cannotChance = (why: string, name: string): Chance<StrikeRoll> => {
    let c = cannot.get(why);
    if (c === undefined) {
      const rule = why === "targetDown" ? sys.ids.sequence : why === "outOfReach" ? "VIV-AMB-33" : "VIV-AMB-19";
      c = constant<StrikeRoll>(why).traced([{ type: "note", rule, text: `${name} cannot strike: ${why}` }]);
      cannot.set(why, c);
    }
    return c;
  };
  const next = (s: State): Chance<StrikeRoll> => {
    const attacker = s.figures[ai] as Figure;
    const why = whyNotNow(sys, plan, attacker, s.figures[ti] as Figure);
    return why === undefined ? roll : cannotChance(why, attacker.name);
  };
  const apply = (s: State, x: StrikeRoll): State => {
    const attacker = s.figures[ai] as Figure;
    const targetId = (s.figures[ti] as Figure).id;
    // (no closure made per call: the bench runs through esbuild's keepNames, which names each one)
    // states written out field by field: V8 copies `{ ...s, key }` through a slow path
    if (typeof x === "string")
      return {
        figures: s.figures,
        strikes: [...s.strikes, { attackerId: attacker.id, targetId, phase, hits: 0, reason: x }],
        pending: s.pending,
        thimble: s.thimble,
      };
    if (x < 0)
      return {
        figures: s.figures.map((f, i) => (i === ai ? withDroppedWeapon(f) : f)),
        strikes: [...s.strikes, { attackerId: attacker.id, targetId, phase, hits: 0, reason: "droppedWeapon" }],
        pending: s.pending,
        thimble: s.thimble,
      };
    const hits = x;
    const struck: State = {
      figures: s.figures,
      strikes: [...s.strikes, { attackerId: attacker.id, targetId, phase, hits, reason: "struck" }],
      pending: s.pending.map((p, i) => (i === ti ? p + hits : p)),
      thimble: s.thimble,
    };
    if (plan.thimble === undefined || hits === 0) return struck;
    // ruling VIV-AMB-30: the thimble's uses are spent one per hit delivered; hits beyond its uses are plain
    const carried = (attacker.gadgets ?? []).find((g) => g.id === plan.thimble?.id) ?? plan.thimble;
    const left = carried.uses ?? 0;
    const doped = Math.min(hits, left);
    if (doped === 0) return struck;
    const after = withGadget(attacker, carried, { ...carried, uses: left - doped });
    return { ...struck, figures: struck.figures.map((f, i) => (i === ai ? after : f)), thimble: s.thimble.map((p, i) => (i === ti ? p + doped : p)) };
  };
  return { next, apply };
}

/**
 * Where a fight takes a figure's wound chances for its hand-to-hand hits: for a figure that can be wounded, the
 * chance of n hits (n from 1). The fight's own is {@link meleeWounds}; a caller that fights many times (a game's
 * session, issue 14) may give the same chances kept by what they read.
 *
 * @internal
 * @example
 * ```ts
 * const woundsOf: MeleeWoundsOf = (sys, figure, useLuck) => meleeWounds(sys, figure, useLuck);
 * ```
 */
export type MeleeWoundsOf = (sys: MeleeSystem, figure: Figure, useLuck: boolean) => (hits: number) => Chance<WoundOutcome>;

/** The most distinct figures' wound facts one session keeps wound chances for (past it, built afresh: the same chances). */
const SESSION_WOUND_FACTS = 1024;

/**
 * A session's hand-to-hand wound chances (issue 14; the rugged and vivid sessions keep them: a fight's cost is mostly its wound tables): {@link meleeWounds}'s chance of n hits, kept by the
 * wound rules, the Ox flag, whether luck is used, the figure's wound facts and n.
 *
 * @returns a {@link MeleeWoundsOf} with its own kept chances
 * @internal
 * @example
 * ```ts
 * const woundsOf = keptMeleeWounds();
 * woundsOf(ruggedMeleeSystemOf(ruggedOptions({})), thug, true)(2); // meleeWounds' chance of two hits
 * ```
 */
export function keptMeleeWounds(): MeleeWoundsOf {
  const byRules = new WeakMap<WoundRules, Map<string, Chance<WoundOutcome>[]>>();
  return (sys, figure, useLuck) => {
    let kept = byRules.get(sys.wounds);
    if (kept === undefined) byRules.set(sys.wounds, (kept = new Map<string, Chance<WoundOutcome>[]>()));
    const key = `${sys.oxFlag}|${String(useLuck)}|${woundFactsKey(figure, HAND_TO_HAND_HIT, sys.oxFlag, useLuck, sys.wounds.capsLuck)}`;
    let series = kept.get(key);
    if (series === undefined) {
      series = [];
      if (kept.size < SESSION_WOUND_FACTS) kept.set(key, series);
    }
    const own = meleeWounds(sys, figure, useLuck);
    const list = series;
    return (hits) => (list[hits] ??= own(hits));
  };
}

/** A hand-to-hand hit as the fight gives it to the wound rules (family/melee.ts meleeWounds). */
const HAND_TO_HAND_HIT = Object.freeze({ handToHand: true });

/**
 * A figure's wound chance for `hits` hand-to-hand hits (VIV-HTH-3: every hit rolls a wound at +1, the worst counting):
 * what the fight rolls for a figure hit in one phase.
 *
 * @param sys - the system's wound rules and Ox flag
 * @param figure - the hit figure (not killed, not removed)
 * @param useLuck - whether the player rolls luck against a bad result
 * @returns the chance of n hits, for n from 1
 * @internal
 * @example
 * ```ts
 * const wounds = meleeWounds(vividMeleeSystem(), thug, true)(2); // two hits' worst wound
 * ```
 */
export function meleeWounds(sys: MeleeSystem, figure: Figure, useLuck: boolean): (hits: number) => Chance<WoundOutcome> {
  return (hits) =>
    figureWounds(
      "handToHand",
      sys.wounds,
      figure,
      Array.from({ length: hits }, () => ({ handToHand: true })),
      sys.oxFlag,
      useLuck,
    );
}

/** Wound chances per figure and number of hits, built once per fight (a figure is wounded in one phase only). */
function woundTables(
  sys: MeleeSystem,
  figures: readonly Figure[],
  plans: readonly StrikePlan[],
  useLuck: boolean,
  woundsOf: MeleeWoundsOf,
): (Chance<WoundOutcome> | undefined)[][] {
  return figures.map((figure, i) => {
    const most = plans.filter((p) => p.ti === i).reduce((acc, p) => acc + p.dice, 0);
    if (most === 0 || figure.status?.wound === "killed" || figure.status?.removed === true) return Array.from({ length: most + 1 }, () => undefined);
    const of = woundsOf(sys, figure, useLuck);
    return Array.from({ length: most + 1 }, (_, hits) => (hits === 0 ? undefined : of(hits)));
  });
}

/** The knockout of the Anesthetic Thimble (VIV-GAD-7). */
const THIMBLE: WoundConversion = { kind: "knockout", rule: "VIV-GAD-7" };

/**
 * The wounds of a figure some of whose hits came from a thimble: the thimble hits first, at the thimble's +3 on a
 * non-PC hit by a PC (VIV-GAD-7), then the plain ones; the knockout applies when every hit was the thimble's (a decision:
 * the text is silent on a figure also hit by a blade in the same fight).
 */
function thimbleWounds(sys: MeleeSystem, figure: Figure, plain: number, doped: number, pcWearerPlus: number, useLuck: boolean): Chance<WoundOutcome> {
  const plus =
    pcWearerPlus !== 0 && !isPlayerFigure(figure) ? [{ rule: "VIV-GAD-7", label: "anesthetic thimble, non-PC hit by a PC", value: pcWearerPlus }] : [];
  const hits = [
    ...Array.from({ length: doped }, () => ({ handToHand: true, modifiers: plus })),
    ...Array.from({ length: plain }, () => ({ handToHand: true })),
  ];
  return figureWounds("handToHand", sys.wounds, figure, hits, sys.oxFlag, useLuck, plain === 0 ? THIMBLE : undefined);
}

/**
 * The wounds of every figure with hits pending, as one prebuilt step: `next` lists each such figure's wound chance
 * (prebuilt per figure and number of hits), in figure order, `apply` gives each its outcome and clears the hits.
 */
function woundStep(
  sys: MeleeSystem,
  tables: readonly (readonly (Chance<WoundOutcome> | undefined)[])[],
  turn: number | undefined,
  thimbleOf: (i: number, plain: number, doped: number) => Chance<WoundOutcome> | undefined,
): { next: (s: State) => readonly Chance<WoundOutcome>[]; apply: (s: State, outcomes: readonly WoundOutcome[]) => State } {
  const woundsOf = (s: State, i: number): Chance<WoundOutcome> | undefined => {
    const hits = s.pending[i] ?? 0;
    const doped = s.thimble[i] ?? 0;
    return doped > 0 ? thimbleOf(i, hits - doped, doped) : tables[i]?.[hits];
  };
  const next = (s: State): readonly Chance<WoundOutcome>[] => {
    const out: Chance<WoundOutcome>[] = [];
    for (let i = 0; i < s.pending.length; i++) {
      const w = woundsOf(s, i);
      if (w !== undefined) out.push(w);
    }
    return out;
  };
  const apply = (s: State, outcomes: readonly WoundOutcome[]): State => {
    let k = 0;
    const figures = s.figures.map((f, i) => (woundsOf(s, i) === undefined ? f : withWoundOutcome(f, outcomes[k++] as WoundOutcome, sys.oxFlag, turn)));
    return { figures, strikes: s.strikes, pending: s.pending.map(() => 0), thimble: s.thimble.map(() => 0) };
  };
  return { next, apply };
}

/**
 * Fights one hand-to-hand combat (VIV-HTH-1..4, VIV-SEQ-2): every figure of the active side strikes its
 * target first (1 D10, 2 for Ambidextrous with two one-handed weapons; a D10 at or under the hit number
 * scores a hit, the number never below 1); each figure hit rolls its wounds at +1 and keeps the worst; then
 * the survivors of the other side strike back (VIV-AMB-19: figures now killed, wounded, unconscious or
 * routing cannot), and their hits are wounded in turn. Clumsy figures test luck first.
 *
 * @param fn - the public function name, for errors
 * @param sys - the system's chart, wound rules and rule ids
 * @param fight - both sides and the attacks
 * @returns a chance of every figure afterwards and each strike
 * @example
 * ```ts
 * const r = resolve(fightMelee("vivid.resolveHandToHand", vividMeleeSystem(), fight), seededDice(1)).value;
 * ```
 */
export function fightMelee(fn: string, sys: MeleeSystem, fight: MeleeFight): Chance<MeleeResult> {
  return fightMeleeValidated(fn, sys, parseOrThrow(fn, MeleeFightSchema, fight, "fight"));
}

/**
 * {@link fightMelee} of a fight already parsed (a named call parsed its input at the edge, issue 16): the same
 * chance, dice and trace, without parsing the fight again. Its own checks (unique ids, sides of each attack)
 * name paths under `fight`.
 *
 * @param fn - the public function name, for errors
 * @param sys - the system's chart, wound rules and rule ids
 * @param f - the fight, valid for MeleeFightSchema
 * @param woundsOf - where the figures' wound chances come from (the same chances as {@link meleeWounds}, the default)
 * @returns a chance of every figure afterwards and each strike
 * @internal
 */
export function fightMeleeValidated(fn: string, sys: MeleeSystem, f: MeleeFight, woundsOf: MeleeWoundsOf = meleeWounds): Chance<MeleeResult> {
  const p = fightPlan(fn, sys, f, woundsOf);
  const played = playedFight(sys, p.figures, p.first, p.back, p.rolls, p.tables, f.turn, p.thimbleOf);
  if (p.thimbles) return played;
  // simulate draws the same dice in one loop over the figures (issue 13: no state object per step); exact odds by
  // compact states: the same fight enumerated over what each figure becomes, hits pending and each strike's record,
  // not over whole figures; resolve plays the fight above
  const sampled = withSampler(played, (samplerFor) => sampledFight(sys, p.figures, p.plans, p.first.length, p.rolls, p.tables, f.turn, samplerFor));
  return withExactOdds(sampled, () => exactFight(sys, p.figures, p.first, p.back, p.rolls, p.tables, f.turn));
}

/**
 * A battle's direct roller as a fight rolled at once reads it: a sampler's draw on the battle's generator, and a
 * chance's (core/game/roller.ts DirectRollerBase).
 *
 * @example
 * ```ts
 * const roller: FightRoller = new DirectRollerBase(rng);
 * ```
 * @internal
 */
export interface FightRoller {
  /** Draws a value with a sampler on the generator. */
  sample<T>(draw: (rng: IntSource) => T): T;
  /** Draws a value of a chance through the engine's sampler. */
  roll<T>(chance: Chance<T>): T;
}

/**
 * {@link fightMeleeValidated}'s chance drawn at once on a battle's direct roller (issue 14): the same checks and plan,
 * then the fight's own sampler (sampledFight, what the engine's sampler of the chance runs: the same dice in the same
 * order, the same value), without building the played fight it would be drawn from; a fight with a thimble, which
 * has no sampler of its own, rolls its played chance (test/vivid/melee-kept.test.ts checks both die for die).
 *
 * @param roller - the battle's direct roller
 * @param fn - the public function name, for errors
 * @param sys - the system's chart, wound rules and rule ids
 * @param f - the fight, valid for MeleeFightSchema
 * @param woundsOf - where the figures' wound chances come from (the same chances as {@link meleeWounds}, the default)
 * @returns every figure afterwards and each strike
 * @internal
 * @example
 * ```ts
 * fightMeleeRolled(new DirectRollerBase(rng), "vivid.resolveHandToHand", sys, fight).strikes.length;
 * ```
 */
export function fightMeleeRolled(roller: FightRoller, fn: string, sys: MeleeSystem, f: MeleeFight, woundsOf: MeleeWoundsOf = meleeWounds): MeleeResult {
  const p = fightPlan(fn, sys, f, woundsOf);
  if (p.thimbles) return roller.roll(playedFight(sys, p.figures, p.first, p.back, p.rolls, p.tables, f.turn, p.thimbleOf));
  // the engine's sampler of each chance the fight draws (core/compile.ts samplerOf, as withSampler hands it)
  const samplerFor: SamplerFor = <U>(c: Chance<U>) => samplerOf(c.node) as (rng: IntSource) => U;
  return roller.sample(sampledFight(sys, p.figures, p.plans, p.first.length, p.rolls, p.tables, f.turn, samplerFor));
}

/** What a fight is made of, checked and planned once: its figures, its strikes by phase, their dice, the wound tables. */
interface FightPlan {
  readonly figures: readonly Figure[];
  readonly first: readonly StrikePlan[];
  readonly back: readonly StrikePlan[];
  readonly plans: readonly StrikePlan[];
  readonly rolls: readonly Chance<number>[];
  readonly tables: (Chance<WoundOutcome> | undefined)[][];
  readonly thimbleOf: (i: number, plain: number, n: number) => Chance<WoundOutcome> | undefined;
  /** Whether an attack uses a thimble (the fight then has no sampler of its own). */
  readonly thimbles: boolean;
}

/** A fight's checks (unique ids, sides of each attack, at most 40 attacks) and plan (see {@link FightPlan}). */
function fightPlan(fn: string, sys: MeleeSystem, f: MeleeFight, woundsOf: MeleeWoundsOf): FightPlan {
  const figures = [...f.active, ...f.passive];
  const ids = new Set<string>();
  figures.forEach((fig, i) => {
    if (ids.has(fig.id))
      throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `fight.figures[${String(i)}].id`, value: fig.id, message: "figure ids must be unique" });
    ids.add(fig.id);
  });
  checkInt(fn, "fight.attacks.length", f.attacks.length, 0, 40);
  const activeIds = new Set(f.active.map((x) => x.id));
  f.attacks.forEach((a, i) => {
    const ok = ids.has(a.attackerId) && ids.has(a.targetId) && activeIds.has(a.attackerId) !== activeIds.has(a.targetId);
    if (!ok)
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: `fight.attacks[${String(i)}]`,
        value: a,
        message: "expected an attacker and a target of opposite sides among the figures",
      });
  });
  const useLuck = f.useLuck !== false;
  const first = f.attacks.filter((a) => activeIds.has(a.attackerId)).map((a) => planStrike(fn, sys, figures, a, "first"));
  const back = f.attacks.filter((a) => !activeIds.has(a.attackerId)).map((a) => planStrike(fn, sys, figures, a, "back"));
  const tables = woundTables(sys, figures, [...first, ...back], useLuck, woundsOf);
  // a PC wearing a thimble gives +3 to the non-PCs it hits (VIV-GAD-7); built the first time each case comes up
  const plans = [...first, ...back];
  const doped = new Map<string, Chance<WoundOutcome>>();
  const thimbleOf = (i: number, plain: number, n: number): Chance<WoundOutcome> | undefined => {
    const figure = figures[i] as Figure;
    if (figure.status?.wound === "killed" || figure.status?.removed === true) return undefined;
    const key = `${String(i)}|${String(plain)}|${String(n)}`;
    let c = doped.get(key);
    if (c === undefined) {
      const by = plans.find((p) => p.ti === i && p.thimble !== undefined && isPlayerFigure(figures[p.ai] as Figure));
      const plus = by?.thimble?.effect.kind === "thimble" ? by.thimble.effect.nonPcWoundModifier : 0;
      c = thimbleWounds(sys, figure, plain, n, plus, useLuck);
      doped.set(key, c);
    }
    return c;
  };
  const rolls = plans.map(strikeRoll);
  return { figures, first, back, plans, rolls, tables, thimbleOf, thimbles: plans.some((p) => p.thimble !== undefined) };
}

/**
 * The fight as simulate draws it (a fight without thimbles): the same chances as {@link playedFight} in the same
 * order (each strike that can be made rolls its Clumsy test and pool, then each figure with hits rolls its wound
 * chance for them, in figure order, then the strikes back and their wounds), over one run's arrays of numbers
 * instead of a state object per step. A figure is a version number (as given, its weapon dropped, a wound outcome
 * applied: each version made once with the played fight's functions, frozen where it is its own, and shared by
 * every run that reaches it), a wound outcome a number; each strike's record and why it cannot strike are found once per pair of versions.
 */
function sampledFight(
  sys: MeleeSystem,
  figures: readonly Figure[],
  plans: readonly StrikePlan[],
  firsts: number,
  rolls: readonly Chance<number>[],
  tables: readonly (readonly (Chance<WoundOutcome> | undefined)[])[],
  turn: number | undefined,
  samplerFor: SamplerFor,
): (rng: IntSource) => MeleeResult {
  const n = figures.length;
  const versions = figures.map((fig) => [fig]);
  const figureOf = (i: number, v: number): Figure => (versions[i] as Figure[])[v] as Figure;
  const newVersion = (i: number, fig: Figure): number => {
    const list = versions[i] as Figure[];
    // frozen where it is its own (the figure and its new status); its other parts are the given figure's, shared
    // as the played fight shares them (freezing those would freeze what resolve returns)
    if (fig.status !== undefined) Object.freeze(fig.status);
    list.push(Object.freeze(fig));
    return list.length - 1;
  };
  // each figure's wound outcomes by number: the same object (frozen, shared) or equal data is one number
  const outcomes = figures.map(() => [] as WoundOutcome[]);
  const outcomeIds = figures.map(() => new Map<unknown, number>());
  const outcomeOf = (i: number, o: WoundOutcome): number => {
    const ids = outcomeIds[i] as Map<unknown, number>;
    const same = ids.get(o);
    if (same !== undefined) return same;
    const key = keyOf(o);
    let id = ids.get(key);
    if (id === undefined) {
      id = (outcomes[i] as WoundOutcome[]).length;
      (outcomes[i] as WoundOutcome[]).push(o);
      ids.set(key, id);
    }
    if (Object.isFrozen(o)) ids.set(o, id);
    return id;
  };
  const rollAt = rolls.map((c) => samplerFor(c));
  // a wound chance read as its outcome's number (a die's table of numbers: no object per run)
  const woundAt = tables.map((row, i) => row.map((c) => (c === undefined ? undefined : samplerFor(c.map((o) => outcomeOf(i, o))))));
  // by strike, by the attacker's version and the target's: the record of a strike that cannot be made, or null
  const cannotAt = plans.map(() => [] as (MeleeStrike | null | undefined)[][]);
  const cannot = (k: number, va: number, vt: number): MeleeStrike | null => {
    const row = ((cannotAt[k] as (MeleeStrike | null | undefined)[][])[va] ??= []);
    const known = row[vt];
    if (known !== undefined) return known;
    const plan = plans[k] as StrikePlan;
    const why = whyNotNow(sys, plan, figureOf(plan.ai, va), figureOf(plan.ti, vt));
    const made = why === undefined ? null : recordOf(k, 0, why);
    row[vt] = made;
    return made;
  };
  const recordOf = (k: number, hits: number, reason: string): MeleeStrike => {
    const plan = plans[k] as StrikePlan;
    return Object.freeze({ attackerId: (figures[plan.ai] as Figure).id, targetId: (figures[plan.ti] as Figure).id, phase: plan.phase, hits, reason });
  };
  const droppedRecord = plans.map((_, k) => recordOf(k, 0, "droppedWeapon"));
  const struckAt = plans.map(() => [] as MeleeStrike[]);
  const droppedAt = figures.map(() => [] as number[]);
  const woundedAt = figures.map(() => [] as number[][]);
  const pending = new Int32Array(n);
  const at = new Int32Array(n);
  const strikes = new Array<MeleeStrike>(plans.length);
  const strikeAll = (from: number, to: number, rng: IntSource): void => {
    for (let k = from; k < to; k++) {
      const plan = plans[k] as StrikePlan;
      const { ai, ti } = plan;
      const va = at[ai] as number;
      const no = cannot(k, va, at[ti] as number);
      if (no !== null) {
        strikes[k] = no;
        continue;
      }
      const x = (rollAt[k] as (rng: IntSource) => number)(rng);
      if (x < 0) {
        const drops = droppedAt[ai] as number[];
        at[ai] = drops[va] ??= newVersion(ai, withDroppedWeapon(figureOf(ai, va)));
        strikes[k] = droppedRecord[k] as MeleeStrike;
        continue;
      }
      const records = struckAt[k] as MeleeStrike[];
      strikes[k] = records[x] ??= recordOf(k, x, "struck");
      pending[ti] = (pending[ti] as number) + x;
    }
  };
  const woundAll = (rng: IntSource): void => {
    for (let i = 0; i < n; i++) {
      const hits = pending[i] as number;
      if (hits === 0) continue;
      pending[i] = 0;
      const w = woundAt[i]?.[hits];
      if (w === undefined) continue;
      const o = w(rng);
      const v = at[i] as number;
      const row = ((woundedAt[i] as number[][])[v] ??= []);
      at[i] = row[o] ??= newVersion(i, withWoundOutcome(figureOf(i, v), (outcomes[i] as WoundOutcome[])[o] as WoundOutcome, sys.oxFlag, turn));
    }
  };
  return (rng: IntSource): MeleeResult => {
    // one run at a time: the arrays are reset before each (the sampler never runs inside itself)
    pending.fill(0);
    at.fill(0);
    strikeAll(0, firsts, rng);
    woundAll(rng);
    strikeAll(firsts, plans.length, rng);
    woundAll(rng);
    const figs = new Array<Figure>(n);
    for (let i = 0; i < n; i++) figs[i] = figureOf(i, at[i] as number);
    return { figures: figs, strikes: strikes.slice() };
  };
}

/** The fight as resolve and simulate play it: each strike, then the wounds of the hits, then the strikes back. */
function playedFight(
  sys: MeleeSystem,
  figures: readonly Figure[],
  first: readonly StrikePlan[],
  back: readonly StrikePlan[],
  rolls: readonly Chance<number>[],
  tables: readonly (readonly (Chance<WoundOutcome> | undefined)[])[],
  turn: number | undefined,
  thimbleOf: (i: number, plain: number, doped: number) => Chance<WoundOutcome> | undefined,
): Chance<MeleeResult> {
  let acc = constant<State>({ figures, strikes: [], pending: figures.map(() => 0), thimble: figures.map(() => 0) }).traced(sys.notes);
  const wounds = woundStep(sys, tables, turn, thimbleOf);
  first.forEach((a, k) => {
    const st = strikeStep(sys, a, rolls[k] as Chance<number>);
    acc = acc.chain(st.next, st.apply);
  });
  acc = acc.chainAll(wounds.next, wounds.apply);
  if (back.length > 0) {
    const note = constant(0).traced([{ type: "note", rule: sys.ids.sequence, text: "the survivors strike back" }]);
    acc = acc.chain(
      () => note,
      (s) => s,
    );
  }
  back.forEach((a, k) => {
    const st = strikeStep(sys, a, rolls[first.length + k] as Chance<number>);
    acc = acc.chain(st.next, st.apply);
  });
  acc = acc.chainAll(wounds.next, wounds.apply);
  return acc.map((s): MeleeResult => ({ figures: s.figures, strikes: s.strikes }));
}

/**
 * The fight's exact odds over compact states (a fight without thimbles): a string holding, by figure, which of
 * its versions it is now (as first given, Clumsy's dropped weapon, a wound outcome applied: each distinct version
 * made once, with the same functions the played fight uses) and its hits pending, and by strike its record (its
 * hits or why it could not strike). The same distribution as {@link playedFight}: the same dice (each strike's
 * Clumsy test and pool, each figure's wound chance for its hits), the same decisions (why a figure cannot strike,
 * from the version it is), and every value rebuilt from its state (distinct states are distinct values).
 */
function exactFight(
  sys: MeleeSystem,
  figures: readonly Figure[],
  first: readonly StrikePlan[],
  back: readonly StrikePlan[],
  rolls: readonly Chance<number>[],
  tables: readonly (readonly (Chance<WoundOutcome> | undefined)[])[],
  turn: number | undefined,
): Chance<MeleeResult> {
  const n = figures.length;
  const plans = [...first, ...back];
  // each figure's versions, by their data (equal figures are one version)
  const versions = figures.map((fig) => [fig]);
  const versionIds = figures.map((fig) => new Map<unknown, number>([[keyOf(fig), 0]]));
  const derived = figures.map(() => new Map<string, number>());
  const versionOf = (i: number, from: number, how: string, make: (fig: Figure) => Figure): number => {
    const cache = derived[i] as Map<string, number>;
    const known = cache.get(`${how}|${String(from)}`);
    if (known !== undefined) return known;
    const fig = make((versions[i] as Figure[])[from] as Figure);
    const key = keyOf(fig);
    const ids = versionIds[i] as Map<unknown, number>;
    let id = ids.get(key);
    if (id === undefined) {
      id = (versions[i] as Figure[]).length;
      (versions[i] as Figure[]).push(fig);
      ids.set(key, id);
    }
    cache.set(`${how}|${String(from)}`, id);
    return id;
  };
  // a state's characters: a mark (so that no state begins with U+0000, which merge keys escape), each figure's version,
  // each figure's hits pending, each strike's code
  const figureAt = (s: string, i: number): Figure => (versions[i] as Figure[])[s.charCodeAt(1 + i)] as Figure;
  // why a strike cannot be made, as in strikeOne; the reasons by code (a strike's code: 1 + its hits, or 0x8000 + a reason)
  const reasons: string[] = [];
  const reasonCode = (why: string): number => {
    let at = reasons.indexOf(why);
    if (at < 0) {
      at = reasons.length;
      reasons.push(why);
    }
    return 0x8000 + at;
  };
  const whyNot = (plan: StrikePlan, s: string): string | undefined => whyNotNow(sys, plan, figureAt(s, plan.ai), figureAt(s, plan.ti));
  const none = constant(-1);
  const withChar = (s: string, at: number, code: number): string => s.slice(0, at) + String.fromCharCode(code) + s.slice(at + 1);
  const strike = (k: number) => {
    const plan = plans[k] as StrikePlan;
    const at = 1 + 2 * n + k;
    return {
      next: (s: string): Chance<number> => (whyNot(plan, s) === undefined ? (rolls[k] as Chance<number>) : none),
      apply: (s: string, x: number): string => {
        const why = whyNot(plan, s);
        if (why !== undefined) return withChar(s, at, reasonCode(why));
        if (x < 0) {
          const dropped = versionOf(plan.ai, s.charCodeAt(1 + plan.ai), "drop", withDroppedWeapon);
          return withChar(withChar(s, 1 + plan.ai, dropped), at, reasonCode("droppedWeapon"));
        }
        return withChar(withChar(s, at, 1 + x), 1 + n + plan.ti, s.charCodeAt(1 + n + plan.ti) + x);
      },
    };
  };
  // each figure's wound outcomes by number (outcomes equal as data are one)
  const outcomes = figures.map(() => [] as WoundOutcome[]);
  const outcomeIds = figures.map(() => new Map<unknown, number>());
  const outcomeOf = (i: number, o: WoundOutcome): number => {
    const ids = outcomeIds[i] as Map<unknown, number>;
    const key = keyOf(o);
    let id = ids.get(key);
    if (id === undefined) {
      id = (outcomes[i] as WoundOutcome[]).length;
      (outcomes[i] as WoundOutcome[]).push(o);
      ids.set(key, id);
    }
    return id;
  };
  const woundCodes = tables.map((row, i) => row.map((c) => (c === undefined ? undefined : c.map((o) => outcomeOf(i, o)))));
  const wound = (i: number) => ({
    next: (s: string): Chance<number> => woundCodes[i]?.[s.charCodeAt(1 + n + i)] ?? none,
    apply: (s: string, x: number): string => {
      if (x < 0) return s.charCodeAt(1 + n + i) === 0 ? s : withChar(s, 1 + n + i, 0);
      const after = versionOf(i, s.charCodeAt(1 + i), `wound${String(x)}`, (fig) =>
        withWoundOutcome(fig, (outcomes[i] as WoundOutcome[])[x] as WoundOutcome, sys.oxFlag, turn),
      );
      return withChar(withChar(s, 1 + i, after), 1 + n + i, 0);
    },
  });
  // figures joined by an attack are one group (union by attacker and target); groups share no figure and no strike,
  // and a strike's decisions read only its attacker and target, so groups are independent: each is enumerated alone
  // (the same steps over its own characters) and the fight is their product, not one chain over every state
  const group = figures.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (group[r] !== r) r = group[r] as number;
    return r;
  };
  for (const plan of plans) group[root(plan.ai)] = root(plan.ti);
  const roots = [...new Set(plans.map((plan) => root(plan.ai)))];
  const blank = `#${String.fromCharCode(...new Array<number>(2 * n + plans.length).fill(0))}`;
  const groupOf = (g: number): Chance<string> => {
    let acc: Chance<string> = constant(blank);
    const phase = (from: number, to: number): void => {
      const own: number[] = [];
      for (let k = from; k < to; k++) if (root((plans[k] as StrikePlan).ai) === g) own.push(k);
      for (const k of own) {
        const st = strike(k);
        acc = acc.chain(st.next, st.apply);
      }
      // only the figures this phase's strikes target: any other has no hits pending (each phase clears its
      // targets'), and its step would be a pass over every state that changes none
      const targets = new Set(own.map((k) => (plans[k] as StrikePlan).ti));
      for (let i = 0; i < n; i++) {
        if (!targets.has(i)) continue;
        const w = wound(i);
        acc = acc.chain(w.next, w.apply);
      }
    };
    phase(0, first.length);
    phase(first.length, plans.length);
    return acc;
  };
  const states = roots.map(groupOf);
  // each figure's and strike's characters are read from its group's state (a figure in no attack: as given)
  const figureGroup = figures.map((_, i) => roots.indexOf(root(i)));
  const strikeGroup = plans.map((plan) => roots.indexOf(root(plan.ai)));
  // decision: distinct states give distinct results (versions and strike codes are distinct as data, and each
  // group's characters are its own figures' and strikes'), kept unmerged
  return mapDistinct(all(states), (parts): MeleeResult => {
    const strikes = plans.map((plan, k): MeleeStrike => {
      const code = (parts[strikeGroup[k] as number] as string).charCodeAt(1 + 2 * n + k);
      const attackerId = (figures[plan.ai] as Figure).id;
      const targetId = (figures[plan.ti] as Figure).id;
      return code >= 0x8000
        ? { attackerId, targetId, phase: plan.phase, hits: 0, reason: reasons[code - 0x8000] as string }
        : { attackerId, targetId, phase: plan.phase, hits: code - 1, reason: "struck" };
    });
    return { figures: figures.map((_, i) => figureAt(parts[figureGroup[i] as number] ?? blank, i)), strikes };
  });
}
