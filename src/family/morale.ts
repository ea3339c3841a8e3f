// Morale of the Rugged Adventures family: the D10 check, who is exempt, and what a failure means by trigger
// (VIV-MOR-1..6, VIV-MOR-9, VIV-MOR-11, VIV-MOR-12, RUG-MOR-1, RUG-AMB-23).
import { type Chance, constant, die } from "../core/chance.js";
import type { BaseRoller } from "../core/game/roller.js";
import { RulesError } from "../core/errors.js";
import type { NoteEntry, TraceEntry } from "../core/trace.js";
import { deepFreeze } from "../core/freeze.js";
import { frozenCopy } from "../core/plain.js";
import { parseOrThrow } from "../core/validate.js";
import { noMoraleTestReason } from "./gadget-states.js";
import { able, inspiredNeverFlees, type MoraleSituation, MoraleSituationSchema, type MoraleSystem, moraleTarget } from "./morale-value.js";
import { type Figure, type Unit, UnitSchema } from "./schemas.js";
import { hasEffect, isPlayerFigure } from "./wound-figure.js";

export { inspiredNeverFlees, type MoraleSituation, MoraleSituationSchema, type MoraleSystem, moraleTarget } from "./morale-value.js";

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
  // ruling VIV-AMB-47: zombies and madness-mist victims take no morale tests: a unit of nothing else never tests
  const gadgeted = alive.map(noMoraleTestReason);
  if (alive.length > 0 && gadgeted.every((r) => r !== undefined)) return { reason: [...new Set(gadgeted)].join(" and "), rule: "VIV-AMB-47" };
  const lone = alive.length === 1 ? alive[0] : undefined;
  if (lone !== undefined) {
    if (lone.specialist === true || lone.armoured !== undefined) return { reason: `lone model (${lone.name})`, rule: "VIV-MOR-9" };
    // ruling VIV-AMB-41: a lone PC is not exempt unless the option says so
    if (isPlayerFigure(lone) && sys.lonePcExempt) return { reason: `lone PC (${lone.name})`, rule: "VIV-AMB-41" };
    if (heroImmunity && isPlayerFigure(lone) && lone.side === "good") return { reason: `hero PC (${lone.name})`, rule: "VIV-MOR-11" };
  }
  return undefined;
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
  const allFailed = o.failed.length > 0 && unit.members.every((m) => !able(m) || failed.has(m.id) || isExemptMember(m) || noMoraleTestReason(m) !== undefined);
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
  // the parsed unit is the library's own: frozen, since its members are shared by every resolution
  const u = deepFreeze(parseOrThrow(fn, UnitSchema, unit, "unit"));
  // RUG-MOR-1 / VIV-MOR-1: each system's own triggers (vivid refuses rugged's chargeTarget, chargingShotAt and rally)
  const s: MoraleSituation = parseOrThrow(fn, sys.situationSchema ?? MoraleSituationSchema, situation, "situation");
  return moraleChecked(fn, sys, u, s);
}

/**
 * {@link checkMorale} of a unit and situation already validated (a game's own unit, a situation it builds): the
 * same chance, without parsing them again. The unit is shared by every resolution, so it is taken as a frozen
 * copy (the parts of it already frozen, as a game's last step left them, are kept as they are).
 *
 * @param fn - the public function name, for errors
 * @param sys - the system's morale (table, rulings)
 * @param unit - the unit, valid
 * @param situation - the trigger and circumstances, valid for the system
 * @returns a chance of the outcome and the unit afterwards
 */
export function checkMoraleValidated(fn: string, sys: MoraleSystem, unit: Unit, situation: MoraleSituation): Chance<MoraleResolution> {
  return moraleChecked(fn, sys, frozenCopy(fn, "unit", unit), situation);
}

/**
 * {@link checkMorale} of a game's own unit and a situation it built (issue 14: no zod, no copy per step): the same
 * chance, dice and trace. The unit is shared by every resolution, so it is frozen in place (a game never changes its
 * state and freezes it at the end of each step; the parts frozen already are not walked again) instead of copied.
 *
 * @param fn - the public function name, for errors
 * @param sys - the system's morale (table, rulings)
 * @param unit - the game's unit, valid
 * @param situation - the trigger and circumstances, valid for the system
 * @returns a chance of the outcome and the unit afterwards
 * @internal
 * @example
 * ```ts
 * resolve(checkMoraleOwned("vivid.moraleCheck", vividMoraleSystem(), guards, { trigger: "shooting" }), scriptedDice(["d10:3"])).value.outcome.pass; // true
 * ```
 */
export function checkMoraleOwned(fn: string, sys: MoraleSystem, unit: Unit, situation: MoraleSituation): Chance<MoraleResolution> {
  return moraleChecked(fn, sys, deepFreeze(unit), situation);
}

/**
 * What a morale check reads before its die (issue 14): why the unit does not test (its exemption), or the modified
 * morale value the D10 must roll at or under, the GM's modifier to the die, the figures that test and the trace of
 * the value. {@link moraleChecked} builds its chance from it, and a battle kernel that rolls at once reads the same.
 *
 * @param fn - the public function name, for errors
 * @param sys - the system's morale (table, rulings)
 * @param u - the unit, valid and frozen
 * @param s - the trigger and circumstances, valid for the system
 * @returns the exemption, or the test's parts
 * @internal
 * @example
 * ```ts
 * const plan = moralePlan("rugged.moraleCheck", sys, unit, { trigger: "shooting" });
 * if (plan.exempt === undefined) plan.target; // 7
 * ```
 */
export function moralePlan(
  fn: string,
  sys: MoraleSystem,
  u: Unit,
  s: MoraleSituation,
):
  | { readonly exempt: { readonly reason: string; readonly rule: string } }
  | {
      readonly exempt?: undefined;
      readonly target: number;
      readonly gm: number;
      readonly testers: readonly Figure[];
      readonly ids: readonly string[];
      readonly entries: TraceEntry[];
    } {
  if (s.commander !== undefined && s.commander.id !== u.commanderId && s.commander.id !== u.leaderId)
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "situation.commander.id",
      value: s.commander.id,
      message: "expected the unit's commanderId or leaderId",
    });
  const exempt = moraleExemption(sys, u, s.heroImmunity === true);
  if (exempt !== undefined) return { exempt };
  const { target, entries } = moraleTarget(sys, u, s);
  const gm = s.gmRollModifier ?? 0;
  if (gm !== 0) entries.push({ type: "modifier", rule: sys.table.checkRule, label: "GM modifier to the die", value: gm });
  // VIV-MOR-11: with hero immunity a good-guy PC never tests, so a failure of its unit does not carry it along
  const hero = (m: Figure): boolean => s.heroImmunity === true && isPlayerFigure(m) && m.side === "good";
  // VIV-MOR-9: a specialist figure never tests, in a unit or alone
  // ruling VIV-AMB-47: nor does a zombie or a madness-mist victim
  const testers = u.members.filter((m) => able(m) && !isExemptMember(m) && !hero(m) && noMoraleTestReason(m) === undefined);
  return { target, gm, testers, ids: testers.map((m) => m.id), entries };
}

/**
 * The outcome of an exempt unit's check (it does not test): passed, the unit as it is.
 *
 * @param u - the unit
 * @returns the resolution
 * @internal
 * @example
 * ```ts
 * exemptResolution(unit).outcome.result; // "exempt"
 * ```
 */
export function exemptResolution(u: Unit): MoraleResolution {
  const outcome: MoraleOutcome = { tested: false, target: 0, pass: true, result: "exempt", failed: [] };
  return { outcome, unit: u };
}

/**
 * One morale die (VIV-MOR-2): a D10 plus the GM's modifier, passing at or under the target.
 *
 * @param sys - the system's morale (its table's check rule)
 * @param target - the modified morale value
 * @param gm - the GM's modifier to the die
 * @param label - what the die's purpose names after "morale" (a figure's name when every figure tests)
 * @returns a chance of whether it passed
 * @internal
 * @example
 * ```ts
 * resolve(moraleDie(sys, 7, 0), scriptedDice(["d10:3"])).value; // true
 * ```
 */
export function moraleDie(sys: MoraleSystem, target: number, gm: number, label = ""): Chance<boolean> {
  return die("d10", { purpose: `morale${label} (needs ${String(target)} or less)`, rule: sys.table.checkRule }).map((face) => face + gm <= target);
}

/**
 * A tested unit's resolution (VIV-MOR-4..6, RUG-MOR-1): passed when no figure failed, else the trigger's failure, and
 * the unit with the outcome applied.
 *
 * @param sys - the system's morale
 * @param u - the unit, frozen
 * @param s - the trigger and circumstances
 * @param target - the modified morale value it tested against
 * @param failed - the ids of the figures that failed (the list is copied)
 * @returns the resolution
 * @internal
 * @example
 * ```ts
 * moraleResolved(sys, unit, { trigger: "shooting" }, 7, []).outcome.result; // "steady"
 * ```
 */
export function moraleResolved(sys: MoraleSystem, u: Unit, s: MoraleSituation, target: number, failed: readonly string[]): MoraleResolution {
  const ok = failed.length === 0;
  const result = ok ? (s.trigger === "rally" ? "rallied" : "steady") : failureOf(sys, u, s).result;
  // a fresh list on every resolution: the chance's values are shared by every resolution that reaches them
  const outcome: MoraleOutcome = { tested: true, target, pass: ok, result, failed: failed.slice() };
  return { outcome, unit: withMoraleOutcome(u, outcome) };
}

function moraleChecked(fn: string, sys: MoraleSystem, u: Unit, s: MoraleSituation): Chance<MoraleResolution> {
  const plan = moralePlan(fn, sys, u, s);
  if (plan.exempt !== undefined) {
    // one value for every resolution: frozen all the way down (docs/chances.md)
    return constant<MoraleResolution>(exemptResolution(u)).traced(
      deepFreeze([...sys.notes, { type: "note", rule: plan.exempt.rule, text: `never tests morale: ${plan.exempt.reason}` }]),
    );
  }
  const { target, gm, testers, ids, entries } = plan;
  let failedIds: Chance<readonly string[]>;
  if (sys.tester === "figure") {
    // ruling VIV-AMB-22 'figure': every figure tests on its own die
    failedIds = constant<readonly string[]>([]);
    for (const m of testers) failedIds = failedIds.chain((acc) => moraleDie(sys, target, gm, `, ${m.name}`).map((pass) => (pass ? acc : [...acc, m.id])));
  } else {
    // ruling VIV-AMB-22: the unit tests as one
    failedIds = moraleDie(sys, target, gm).map((pass) => (pass ? [] : ids));
  }
  return failedIds
    .traced(deepFreeze([...sys.notes, ...entries]))
    .map((failed): MoraleResolution => moraleResolved(sys, u, s, target, failed))
    .traced([], (r) =>
      r.outcome.pass ? [{ type: "note", rule: sys.table.checkRule, text: `morale passed: ${r.outcome.result}` }] : [failureOf(sys, u, s).note],
    );
}

/**
 * A morale test rolled at once on a battle's direct roller (issue 14): the resolution `check()`'s chance would give,
 * from the same dice. `check` builds the system's own chance of the test (the game's validated check of the same
 * unit and situation), rolled as it is where the test is not one die (ruling VIV-AMB-22 'figure').
 *
 * @example
 * ```ts
 * const morale: MoraleRolled = rolledMorale();
 * morale(roller, "vivid.moraleCheck", sys, unit, { trigger: "shooting" }, () => checkMoraleOwned("vivid.moraleCheck", sys, unit, { trigger: "shooting" }));
 * ```
 * @internal
 */
export type MoraleRolled = (
  roller: BaseRoller<"now">,
  fn: string,
  sys: MoraleSystem,
  unit: Unit,
  situation: MoraleSituation,
  check: () => Chance<MoraleResolution>,
) => MoraleResolution;

/** The most distinct morale dice one session keeps (past it, a die's chance is built afresh: the same chance). */
const SESSION_MORALE_DICE = 1024;

/**
 * A session's morale tests rolled at once (issue 14; the games' sessions make one per chunk). A unit's check (see
 * {@link moraleChecked}) is one D10 whose pass reads only the modified morale value and the GM's modifier when the
 * unit tests as one (ruling VIV-AMB-22): so the test reads the check's parts before its die ({@link moralePlan}: the
 * exemption, the value, the testers), rolls the die's chance kept by exactly what it reads (the table's check rule,
 * the value, the modifier: built once per session), and resolves the unit with the check's own
 * {@link moraleResolved}: the same die drawn through the engine's sampler, the same value as the check's chance gives
 * (test/family/morale-rolled.test.ts, test/rugged/game/session-morale.test.ts). An exempt unit rolls nothing.
 *
 * @returns a {@link MoraleRolled} with its own dice
 * @internal
 * @example
 * ```ts
 * const morale = rolledMorale();
 * morale(new DirectRollerBase(rng), "vivid.moraleCheck", sys, unit, situation, () => checkMoraleOwned("vivid.moraleCheck", sys, unit, situation)).outcome.pass;
 * ```
 */
export function rolledMorale(): MoraleRolled {
  const dice = new Map<string, Chance<boolean>>();
  return (roller, fn, sys, unit, situation, check) => {
    // ruling VIV-AMB-22 'figure' (every figure on its own die): the check's own chance
    if (sys.tester !== "unit") return roller.roll(check());
    // the game's own unit, frozen in place (what the check's chance reads of it)
    const u = deepFreeze(unit);
    const plan = moralePlan(fn, sys, u, situation);
    if (plan.exempt !== undefined) return exemptResolution(u);
    const key = `${sys.table.checkRule}|${String(plan.target)}|${String(plan.gm)}`;
    let d = dice.get(key);
    if (d === undefined) {
      d = moraleDie(sys, plan.target, plan.gm);
      if (dice.size < SESSION_MORALE_DICE) dice.set(key, d);
    }
    return moraleResolved(sys, u, situation, plan.target, roller.roll(d) ? [] : plan.ids);
  };
}
