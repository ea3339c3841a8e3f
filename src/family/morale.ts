// Morale of the Rugged Adventures family: base values and modifiers, the D10 check, and what a failure
// means by trigger (VIV-MOR-1..6, VIV-MOR-9, VIV-MOR-11, VIV-MOR-12, RUG-MOR-1, RUG-AMB-23).
import * as z from "zod/mini";
import { type Chance, constant, die } from "../core/chance.js";
import type { NoteEntry, TraceEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import type { MoraleTable } from "./morale-table.js";
import { type Figure, type Unit, UnitSchema } from "./schemas.js";
import { hasEffect, isPlayerFigure } from "./wound-figure.js";
import { type RuleModifier, RuleModifierSchema } from "./wound-table.js";

/**
 * How a system tests morale: its table and the rulings that differ.
 *
 * @example
 * ```ts
 * const sys: MoraleSystem = vividMoraleSystem();
 * ```
 */
export interface MoraleSystem {
  /** The morale table. */
  readonly table: MoraleTable;
  /** Notes recorded before every check (RUG-AMB-1: "vivid's morale, not from the rugged text"). */
  readonly notes: readonly NoteEntry[];
  /** VIV-AMB-6: Inspired Leadership's never-flee clause applies (`both`) or only its +1 (`modifierOnly`). */
  readonly inspiredScope: "both" | "modifierOnly";
  /** VIV-AMB-7: every failed shooting check retreats, or the first has no effect. */
  readonly shootingFailMode: "retreatEveryFail" | "firstFailNoEffect";
  /** VIV-AMB-24: seeing friendlies run is −1 once, or −1 per figure. */
  readonly seeingRunModifier: "once" | "perFigure";
  /** VIV-AMB-41: a lone PC is exempt like a specialist. */
  readonly lonePcExempt: boolean;
  /** VIV-AMB-22: the unit tests as one, or every figure tests. */
  readonly tester: "unit" | "figure";
}

/**
 * Why a unit tests, and the circumstances of this turn (VIV-MOR-1/3, RUG-MOR-1).
 *
 * @example
 * ```ts
 * const s: MoraleSituation = { trigger: "handToHand", adjacentAfterMelee: true, friendliesKilledNearby: 1 };
 * ```
 */
export const MoraleSituationSchema = z.object({
  /** Why the unit tests: it was shot at, fought hand-to-hand, is the target of a charge, is charging and was shot at (RUG-MOR-1), or tries to rally. */
  trigger: z.enum(["shooting", "handToHand", "chargeTarget", "chargingShotAt", "rally"]),
  /** Adjacent to an enemy figure after hand-to-hand this turn (VIV-MOR-3: −1). */
  adjacentAfterMelee: z.optional(z.boolean()),
  /** Friendly figures within 2" killed this turn (VIV-MOR-3: −1 each). */
  friendliesKilledNearby: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
  /** Friendly figures within 2" seen to run (retreat or rout) this turn (VIV-MOR-3, VIV-AMB-24). */
  friendsSeenRunning: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
  /** Whether a leader or PC is present (VIV-MOR-3: −1 if not); absent: a fit leader, commander or PC among the members. */
  leaderPresent: z.optional(z.boolean()),
  /** The unit already failed a morale check caused by shooting (VIV-AMB-7 'firstFailNoEffect'). */
  failedShootingCheckBefore: z.optional(z.boolean()),
  /** The GM uses the optional rule: disrupted instead of rout (VIV-MOR-12, VIV-GM-5). */
  disruptedInsteadOfRout: z.optional(z.boolean()),
  /** The GM uses the optional rule: good-guy PCs never test (VIV-MOR-11, VIV-GM-5). */
  heroImmunity: z.optional(z.boolean()),
  /** The GM's base morale for this unit, overriding the table (VIV-MOR-2 "guidelines", VIV-GM-5). */
  baseMorale: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10))),
  /** Further modifiers, each with its rule. */
  modifiers: z.optional(z.array(RuleModifierSchema)),
  /** The GM's modifier to the die (RUG-GEN-1, VIV-GEN-1). */
  gmRollModifier: z.optional(z.number().check(z.int(), z.gte(-10), z.lte(10))),
});

/**
 * Why a unit tests, and this turn's circumstances (see {@link MoraleSituationSchema}).
 *
 * @example
 * ```ts
 * const s: MoraleSituation = { trigger: "shooting", friendliesKilledNearby: 2 };
 * ```
 */
export type MoraleSituation = z.infer<typeof MoraleSituationSchema>;

/**
 * What a morale check leads to.
 *
 * @example
 * ```ts
 * const r: MoraleResult = "rout";
 * ```
 */
export type MoraleResult = "exempt" | "steady" | "noEffect" | "retreat" | "rout" | "disrupted" | "chargeStops" | "rallied" | "stillBroken";

/**
 * The outcome of a morale check.
 *
 * @example
 * ```ts
 * const o: MoraleOutcome = { tested: true, target: 7, pass: false, result: "rout", failed: ["t1", "t2"] };
 * ```
 */
export interface MoraleOutcome {
  /** Whether the unit tested (specialists and immune heroes do not). */
  readonly tested: boolean;
  /** The modified morale value the D10 had to roll at or under. */
  readonly target: number;
  /** Whether the check passed (true when not tested). */
  readonly pass: boolean;
  /** What it leads to. */
  readonly result: MoraleResult;
  /** The ids of the figures that failed (every tester when the unit tests as one). */
  readonly failed: readonly string[];
}

/**
 * A morale check resolved: its outcome and the unit afterwards (a new object).
 *
 * @example
 * ```ts
 * const { outcome, unit } = resolve(moraleCheck(unit, { trigger: "shooting" }), seededDice(1)).value;
 * ```
 */
export interface MoraleResolution {
  /** The outcome. */
  readonly outcome: MoraleOutcome;
  /** The unit with the outcome applied. */
  readonly unit: Unit;
}

const able = (f: Figure): boolean => {
  const w = f.status?.wound;
  return w !== "killed" && w !== "wounded" && w !== "unconscious" && f.status?.removed !== true;
};

/** The unit's commanding figures present: its leader and its commanding player figure, fit. */
function commanders(unit: Unit): Figure[] {
  const ids = new Set([unit.leaderId, unit.commanderId].filter((x): x is string => x !== undefined));
  return unit.members.filter((m) => ids.has(m.id) && able(m));
}

const NATIVE = ["native", "foreignAlly"];

/** Whether a commander's positive traits are denied to this unit (VIV-TRAIT-N2: native troops get no benefit). */
function arrogantBlocks(commander: Figure, unit: Unit): boolean {
  return hasEffect(commander, "noPositiveTraitsForNatives") && (unit.origin ?? []).includes("native");
}

/**
 * Why a unit does not test morale, or undefined (VIV-MOR-9 specialists and lone models, VIV-AMB-41,
 * VIV-MOR-11 hero immunity).
 *
 * @param sys - the morale system
 * @param unit - the unit (a lone figure is a unit of one)
 * @param heroImmunity - the GM uses the hero-immunity rule
 * @returns the reason and its rule, or undefined
 */
export function moraleExemption(sys: MoraleSystem, unit: Unit, heroImmunity: boolean): { reason: string; rule: string } | undefined {
  if (unit.specialist === true) return { reason: "specialist unit", rule: "VIV-MOR-9" };
  const alive = unit.members.filter((m) => m.status?.wound !== "killed" && m.status?.removed !== true);
  const lone = alive.length === 1 ? alive[0] : undefined;
  if (lone !== undefined) {
    if (lone.specialist === true || lone.armoured !== undefined) return { reason: `lone model (${lone.name})`, rule: "VIV-MOR-9" };
    // ruling VIV-AMB-41: a lone PC is not exempt unless the option says so
    if (isPlayerFigure(lone) && sys.lonePcExempt) return { reason: `lone PC (${lone.name})`, rule: "VIV-AMB-41" };
    if (heroImmunity && isPlayerFigure(lone) && lone.side === "good") return { reason: `hero PC (${lone.name})`, rule: "VIV-MOR-11" };
  }
  return undefined;
}

/**
 * The modified morale value of a unit (VIV-MOR-2/3, RUG-MOR-1, RUG-TRAIT-P7/N2/N7, VIV-TRAIT-P6/N2,
 * RUG-AMB-26: trait modifiers add up), with each term traced.
 *
 * @param sys - the morale system
 * @param unit - the unit
 * @param situation - the trigger and circumstances
 * @returns the target and the trace entries
 */
export function moraleTarget(sys: MoraleSystem, unit: Unit, situation: MoraleSituation): { target: number; entries: TraceEntry[] } {
  const t = sys.table;
  const single = unit.members.length === 1 ? unit.members[0]?.baseMorale : undefined;
  const typeBase = unit.troopType === undefined ? undefined : t.base[unit.troopType];
  const base = situation.baseMorale ?? unit.baseMorale ?? single ?? typeBase ?? t.defaultBase;
  const entries: TraceEntry[] = [{ type: "note", rule: t.rule, text: `${unit.name ?? unit.id}: base morale ${String(base)}` }];
  let target = base;
  const add = (m: RuleModifier): void => {
    target += m.value;
    entries.push({ type: "modifier", ...m });
  };
  if (situation.adjacentAfterMelee === true)
    add({ rule: t.modifierRule, label: "adjacent to an enemy after hand-to-hand", value: t.modifiers.adjacentAfterMelee });
  const killed = situation.friendliesKilledNearby ?? 0;
  if (killed > 0) add({ rule: t.modifierRule, label: `${String(killed)} friendly killed within 2"`, value: t.modifiers.friendlyKilledNearby * killed });
  const leaderPresent =
    situation.leaderPresent ?? unit.members.some((m) => able(m) && (m.id === unit.leaderId || m.id === unit.commanderId || isPlayerFigure(m)));
  if (!leaderPresent) add({ rule: t.modifierRule, label: "no leader or PC present", value: t.modifiers.noLeader });
  const running = situation.friendsSeenRunning ?? 0;
  if (running > 0) {
    // ruling VIV-AMB-24: seeing friendlies run is -1 once per check unless the option counts each figure
    const times = sys.seeingRunModifier === "perFigure" ? running : 1;
    add({
      rule: sys.seeingRunModifier === "perFigure" ? "VIV-AMB-24" : t.modifierRule,
      label: 'saw a friendly within 2" run',
      value: t.modifiers.sawFriendRun * times,
    });
  }
  for (const c of commanders(unit)) {
    const blocked = arrogantBlocks(c, unit);
    for (const trait of c.traits ?? []) {
      for (const e of trait.effects) {
        if (e.kind !== "moraleModifier") continue;
        if (blocked && trait.polarity === "positive") {
          entries.push({ type: "note", rule: "VIV-TRAIT-N2", text: `${c.name} is Extremely Arrogant: native troops get no benefit from ${trait.name}` });
          continue;
        }
        const rallyingNative = situation.trigger === "rally" && (unit.origin ?? []).some((o) => NATIVE.includes(o));
        if (e.when === "commanding" || rallyingNative) add({ rule: trait.id, label: `${c.name}: ${trait.name}`, value: e.value });
      }
    }
  }
  for (const m of situation.modifiers ?? []) add(m);
  return { target, entries };
}

/**
 * Whether a unit's commander's never-flee clause protects it (VIV-TRAIT-P6, VIV-AMB-6): from retreats after
 * shooting checks, and from the optional 50% retirement.
 *
 * @param scope - VIV-AMB-6's option
 * @param unit - the unit
 * @returns true when a present inspired leader protects it
 */
export function inspiredNeverFlees(scope: "both" | "modifierOnly", unit: Unit): boolean {
  // ruling VIV-AMB-6: with 'both', units led by an inspired leader ignore shooting retreats and the 50% rule
  return scope === "both" && commanders(unit).some((c) => hasEffect(c, "neverFleeCasualtyCheck") && !arrogantBlocks(c, unit));
}

function failureOf(sys: MoraleSystem, unit: Unit, s: MoraleSituation): { result: MoraleResult; note: NoteEntry } {
  switch (s.trigger) {
    case "shooting":
      // ruling VIV-AMB-7: every failed shooting check retreats, unless the option spares the first
      if (sys.shootingFailMode === "firstFailNoEffect" && s.failedShootingCheckBefore !== true)
        return { result: "noEffect", note: { type: "note", rule: "VIV-AMB-7", text: "first failed shooting check: no effect" } };
      if (inspiredNeverFlees(sys.inspiredScope, unit))
        return { result: "steady", note: { type: "note", rule: "VIV-AMB-6", text: "led by an inspired leader: never flees a shooting check" } };
      return { result: "retreat", note: { type: "note", rule: "VIV-MOR-5", text: "failed after shooting: retreats a full move away from the enemy" } };
    case "handToHand":
      if (s.disruptedInsteadOfRout === true)
        return { result: "disrupted", note: { type: "note", rule: "VIV-MOR-12", text: "failed: disrupted instead of routing (optional rule)" } };
      return { result: "rout", note: { type: "note", rule: "VIV-MOR-6", text: "failed after hand-to-hand: routs a full move away" } };
    case "chargeTarget":
      if (s.disruptedInsteadOfRout === true)
        return { result: "disrupted", note: { type: "note", rule: "VIV-MOR-12", text: "failed: disrupted instead of running (optional rule)" } };
      return { result: "rout", note: { type: "note", rule: "RUG-AMB-23", text: "failed against a charge: the target runs" } };
    case "chargingShotAt":
      return { result: "chargeStops", note: { type: "note", rule: "RUG-AMB-23", text: "failed while charging: the charge stops where the unit is" } };
    case "rally":
      return { result: "stillBroken", note: { type: "note", rule: "RUG-MOR-1", text: "rally failed" } };
  }
}

/** The unit with a morale outcome applied (a new object; members' routing/disrupted flags follow). */
export function withMoraleOutcome(unit: Unit, o: MoraleOutcome): Unit {
  const failed = new Set(o.failed);
  const allFailed = o.failed.length > 0 && unit.members.every((m) => !able(m) || failed.has(m.id) || isExemptMember(m));
  const state =
    o.result === "retreat"
      ? "retreating"
      : o.result === "rout"
        ? "routing"
        : o.result === "disrupted"
          ? "disrupted"
          : o.result === "rallied"
            ? "normal"
            : undefined;
  const members = unit.members.map((m): Figure => {
    if (o.result === "rallied")
      return m.status?.routing === true || m.status?.disrupted === true ? { ...m, status: { ...m.status, routing: false, disrupted: false } } : m;
    if (!failed.has(m.id)) return m;
    // RUG-TRAIT-N5: an Extremely Brave and Dashing PRP never runs: it stays and fights when its unit routs
    if (o.result === "rout" && hasEffect(m, "neverRetreats")) return m;
    if (o.result === "rout") return { ...m, status: { ...m.status, routing: true } };
    if (o.result === "disrupted") return { ...m, status: { ...m.status, disrupted: true } };
    return m;
  });
  const out: Unit = { ...unit, members };
  if (state !== undefined && (allFailed || o.result === "rallied")) out.morale = state;
  if (o.result === "chargeStops") delete out.chargeTargetId;
  return out;
}

function isExemptMember(m: Figure): boolean {
  return m.specialist === true;
}

/**
 * One morale check (VIV-MOR-1..6, VIV-MOR-9, VIV-MOR-11, VIV-MOR-12, RUG-MOR-1): unless exempt, roll a D10
 * (plus any GM modifier) against the modified morale value; a pass carries on, a failure retreats (after
 * shooting), routs (after hand-to-hand, or as the target of a charge), is disrupted (the optional rule),
 * or stops a charge. With VIV-AMB-22 'figure' every able figure tests on its own die.
 *
 * @param fn - the public function name, for errors
 * @param sys - the morale system
 * @param unit - the testing unit (a lone figure is a unit of one)
 * @param situation - the trigger and circumstances
 * @returns a chance of the outcome and the unit afterwards
 */
export function checkMorale(fn: string, sys: MoraleSystem, unit: Unit, situation: MoraleSituation): Chance<MoraleResolution> {
  const u = parseOrThrow(fn, UnitSchema, unit, "unit");
  const s = parseOrThrow(fn, MoraleSituationSchema, situation, "situation");
  const exempt = moraleExemption(sys, u, s.heroImmunity === true);
  if (exempt !== undefined) {
    const outcome: MoraleOutcome = { tested: false, target: 0, pass: true, result: "exempt", failed: [] };
    return constant<MoraleResolution>({ outcome, unit: u }).traced([
      ...sys.notes,
      { type: "note", rule: exempt.rule, text: `never tests morale: ${exempt.reason}` },
    ]);
  }
  const { target, entries } = moraleTarget(sys, u, s);
  const gm = s.gmRollModifier ?? 0;
  if (gm !== 0) entries.push({ type: "modifier", rule: sys.table.checkRule, label: "GM modifier to the die", value: gm });
  const testers =
    sys.tester === "figure"
      ? u.members.filter((m) => able(m) && !isExemptMember(m) && !(s.heroImmunity === true && isPlayerFigure(m) && m.side === "good"))
      : u.members.filter((m) => able(m));
  const ids = testers.map((m) => m.id);
  const roll = (label: string): Chance<boolean> =>
    die("d10", { purpose: `morale${label} (needs ${String(target)} or less)`, rule: sys.table.checkRule }).map((face) => face + gm <= target);
  let failedIds: Chance<readonly string[]>;
  if (sys.tester === "figure") {
    // ruling VIV-AMB-22 'figure': every figure tests on its own die
    failedIds = constant<readonly string[]>([]);
    for (const m of testers) failedIds = failedIds.chain((acc) => roll(`, ${m.name}`).map((pass) => (pass ? acc : [...acc, m.id])));
  } else {
    // ruling VIV-AMB-22: the unit tests as one
    failedIds = roll("").map((pass) => (pass ? [] : ids));
  }
  const pass = (r: MoraleResult): MoraleResult => (s.trigger === "rally" ? "rallied" : r);
  return failedIds
    .traced([...sys.notes, ...entries])
    .map((failed): MoraleResolution => {
      const ok = failed.length === 0;
      const result = ok ? pass("steady") : failureOf(sys, u, s).result;
      const outcome: MoraleOutcome = { tested: true, target, pass: ok, result, failed };
      return { outcome, unit: withMoraleOutcome(u, outcome) };
    })
    .traced([], (r) =>
      r.outcome.pass ? [{ type: "note", rule: sys.table.checkRule, text: `morale passed: ${r.outcome.result}` }] : [failureOf(sys, u, s).note],
    );
}
