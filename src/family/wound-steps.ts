// The steps after the wound roll, as a table built once per figure (VIV-WOUND-4..7, RUG-LUCK-2, RUG-TRAIT-P6,
// VIV-TRAIT-P5, VIV-GAD-5/14): everything after the worst roll is fixed by that roll except the luck die, so
// each of the three rolled results gets its prebuilt chance and a resolution only picks one.
import { type Chance, constant } from "../core/chance.js";
import type { TraceEntry } from "../core/trace.js";
import type { LuckRollResult } from "./luck-roll.js";
import { byResult, stepDownWound, type WoundResult } from "./wound-table.js";
import type { OxRoll, WoundConversion, WoundOutcome, WoundRules, WoundSubject } from "./wounds.js";

/** The state between the steps of VIV-WOUND-7. */
interface Step {
  readonly rolled: WoundResult;
  readonly result: WoundResult;
  readonly ox: boolean;
  readonly oxUsed: boolean;
  readonly luck: WoundOutcome["luck"];
}

/** A step's new state and the notes it records. */
interface Noted {
  readonly step: Step;
  readonly notes: readonly TraceEntry[];
}

/** The luck rolls a subject may make, against Wounded and against Killed (built once per figure). */
export type LuckRolls = Partial<Record<WoundResult, Chance<LuckRollResult>>>;

/**
 * Strong Like an Ox on a step. `rest` is what counts once Ox has absorbed one result of several hits
 * (VIV-AMB-43), after the same conversion as the step's result; absent (one hit), nothing is left.
 */
function applyOx(rules: WoundRules, subject: WoundSubject, s: Step, rest?: WoundResult): Noted {
  if (subject.strongLikeOx !== true || s.oxUsed) return { step: s, notes: [] };
  if (rules.ox.effect === "ignoreFirst" && s.result !== "none") {
    if (rest !== undefined && rest !== "none") {
      // ruling VIV-AMB-43: Ox absorbs one result; the worst of the others counts as a normal hit
      const which = rules.ox.multiHit === "worstAbsorbed" ? "the worst" : "the first in roll order";
      return {
        step: { ...s, result: rest, ox: true, oxUsed: true },
        notes: [{ type: "note", rule: "VIV-AMB-43", text: `Strong Like an Ox: one result is ignored (${which}); the worst of the others counts: ${rest}` }],
      };
    }
    return {
      step: { ...s, result: "none", ox: true, oxUsed: true },
      notes: [{ type: "note", rule: rules.ox.rule, text: `Strong Like an Ox: the first ${s.result} result is ignored` }],
    };
  }
  if (rules.ox.effect === "firstKillIsWound" && s.result === "killed") {
    return {
      step: { ...s, result: "wounded", ox: true, oxUsed: true },
      notes: [{ type: "note", rule: rules.ox.rule, text: "Strong Like Ox: the first Killed result counts as a wound" }],
    };
  }
  return { step: s, notes: [] };
}

function convertGas(rule: string, s: Step): Noted {
  if (s.result !== "wounded") return { step: s, notes: [] };
  return { step: { ...s, result: "killed" }, notes: [{ type: "note", rule, text: "gassed: Wounded counts as Killed" }] };
}

/** The outcome of a final step and its closing notes (VIV-WOUND-4, the capacity, a knockout). */
function finish(rules: WoundRules, subject: WoundSubject, hits: number, knockout: string | undefined, s: Step): { outcome: WoundOutcome; notes: TraceEntry[] } {
  const capacity = subject.strongLikeOx === true ? rules.ox.capacity : 2;
  let o: WoundOutcome;
  if (knockout !== undefined && s.result !== "none") {
    o = { hits, rolled: s.rolled, ox: s.ox, luck: s.luck, result: s.result, state: "unconscious", wounds: subject.wounds, oxUsed: s.oxUsed };
  } else {
    // VIV-WOUND-4: only PCs can be wounded; any other figure counts a wound as killed
    const result: WoundResult = rules.nonPcWoundKills && !subject.isPC && s.result === "wounded" ? "killed" : s.result;
    let wounds = subject.wounds;
    let state: WoundOutcome["state"] = wounds > 0 ? "wounded" : "fit";
    if (result === "killed") state = "killed";
    else if (result === "wounded") {
      wounds += 1;
      state = wounds >= capacity ? "killed" : "wounded";
    }
    o = { hits, rolled: s.rolled, ox: s.ox, luck: s.luck, result, state, wounds, oxUsed: s.oxUsed };
  }
  const notes: TraceEntry[] = [];
  if (rules.nonPcWoundKills && !subject.isPC && o.result === "killed" && o.rolled === "wounded")
    notes.push({ type: "note", rule: rules.resultsRule, text: "not a PC: Wounded counts as Killed" });
  if (o.result === "wounded" && o.state === "killed")
    notes.push({ type: "note", rule: rules.resultsRule, text: `wound ${String(o.wounds)} of ${String(capacity)}: the figure is killed` });
  if (o.state === "unconscious" && knockout !== undefined) notes.push({ type: "note", rule: knockout, text: `${o.result} result: unconscious instead` });
  notes.push({ type: "note", rule: rules.resultsRule, text: `final: ${o.state}` });
  return { outcome: Object.freeze(o), notes };
}

/** Trace entries shared by every resolution, frozen (each entry and the list); the entries are this module's own, built for the list. */
export function frozenEntries(entries: readonly TraceEntry[]): readonly TraceEntry[] {
  for (const e of entries) Object.freeze(e);
  return Object.freeze(entries.slice());
}

/** Each rolled result's steps: a fixed outcome and its notes, or the luck roll that decides between two. */
type Branch =
  | { readonly fixed: true; readonly outcome: WoundOutcome; readonly notes: readonly TraceEntry[] }
  | { readonly fixed: false; readonly chance: Chance<WoundOutcome> };

/** Builds each rolled result's branch: the steps after the roll (see {@link thenAfterRoll}). */
function branchBuilder(
  rules: WoundRules,
  subject: WoundSubject,
  hits: number,
  rolls: LuckRolls,
  conversion: WoundConversion | undefined,
): (rolled: WoundResult, rest?: WoundResult) => Branch {
  const gas = conversion?.kind === "woundedIsKilled" ? conversion : undefined;
  const knockout = conversion?.kind === "knockout" ? conversion.rule : undefined;
  const oxFirst = rules.ox.step === "beforeLuck";
  // the steps after the luck roll, and the outcome
  const tail = (s0: Step): { outcome: WoundOutcome; notes: readonly TraceEntry[] } => {
    const notes: TraceEntry[] = [];
    let s = s0;
    if (!oxFirst) {
      const ox = applyOx(rules, subject, s);
      s = ox.step;
      notes.push(...ox.notes);
    }
    if (gas !== undefined && gas.luckOrder === "luckThenConvert") {
      const g = convertGas(gas.rule, s);
      s = g.step;
      notes.push(...g.notes);
    }
    const end = finish(rules, subject, hits, knockout, s);
    notes.push(...end.notes);
    return { outcome: end.outcome, notes: frozenEntries(notes) };
  };
  const build = (rolled: WoundResult, rest0?: WoundResult): Branch => {
    let s: Step = { rolled, result: rolled, ox: false, oxUsed: subject.oxUsed === true, luck: "notRolled" };
    let rest = rest0;
    const before: TraceEntry[] = [];
    // VIV-WOUND-7 step 3 (ruling VIV-AMB-28): the gas conversion comes before luck unless the option puts it after
    if (gas !== undefined && gas.luckOrder !== "luckThenConvert") {
      const g = convertGas(gas.rule, s);
      s = g.step;
      before.push(...g.notes);
      if (rest === "wounded") rest = "killed";
    }
    if (oxFirst) {
      const ox = applyOx(rules, subject, s, rest);
      s = ox.step;
      before.push(...ox.notes);
    }
    const roll = rolls[s.result];
    if (roll === undefined) {
      const only = tail(s);
      return { fixed: true, outcome: only.outcome, notes: frozenEntries([...before, ...only.notes]) };
    }
    // RUG-LUCK-2 / VIV-LUCK-2: a passed luck roll steps the result down one level
    const pass = tail({ ...s, result: stepDownWound(s.result), luck: "passed" });
    const fail = tail({ ...s, luck: "failed" });
    const chance = roll.map((r) => (r.pass ? pass.outcome : fail.outcome)).traced(frozenEntries(before), (o) => (o === pass.outcome ? pass.notes : fail.notes));
    return { fixed: false, chance };
  };
  return build;
}

/** A branch as a chance. */
function chanceOf(b: Branch): Chance<WoundOutcome> {
  return b.fixed ? constant(b.outcome).traced(b.notes) : b.chance;
}

/**
 * The steps after the rolls of several hits on an unused Strong Like An Ox (VIV-TRAIT-P5, ruling VIV-AMB-43):
 * as {@link thenAfterRoll}, with Ox absorbing one result and the worst of the rest counting.
 *
 * @param rolled - the chance of the worst result of all and the worst of the rest
 * @param rules - the system's wound rules
 * @param subject - the figure facts
 * @param hits - how many hits were rolled for
 * @param rolls - the subject's luck rolls
 * @param conversion - a gadget's conversion
 * @returns the chance of the outcome
 */
export function thenAfterOxRoll(
  rolled: Chance<OxRoll>,
  rules: WoundRules,
  subject: WoundSubject,
  hits: number,
  rolls: LuckRolls,
  conversion: WoundConversion | undefined,
): Chance<WoundOutcome> {
  const build = branchBuilder(rules, subject, hits, rolls, conversion);
  const table = new Map<OxRoll, Chance<WoundOutcome>>();
  return rolled.chain((r) => {
    let c = table.get(r);
    if (c === undefined) {
      c = chanceOf(build(r.rolled, r.rest));
      table.set(r, c);
    }
    return c;
  });
}

/**
 * The steps after the worst roll in VIV-WOUND-7's order (rugged through RUG-AMB-1/13), prebuilt for each
 * rolled result: the gas conversion before luck (VIV-AMB-28), Strong Like an Ox before luck (vivid) or after
 * it (rugged), the luck roll stepping a bad result down, the gas conversion after luck as the option puts it,
 * then the non-PC rule, the capacity and a knockout. Only the luck die is rolled; every note is built here.
 * When no rolled result calls for a luck roll the steps are a lookup after the roll, not a further chance.
 *
 * @param worst - the chance of the worst rolled result
 * @param rules - the system's wound rules
 * @param subject - the figure facts
 * @param hits - how many hits were rolled for (recorded in the outcome)
 * @param rolls - the subject's luck rolls
 * @param conversion - a gadget's conversion
 * @returns the chance of the outcome
 */
export function thenAfterRoll(
  worst: Chance<WoundResult>,
  rules: WoundRules,
  subject: WoundSubject,
  hits: number,
  rolls: LuckRolls,
  conversion: WoundConversion | undefined,
): Chance<WoundOutcome> {
  const build = branchBuilder(rules, subject, hits, rolls, conversion);
  const none = build("none");
  const wounded = build("wounded");
  const killed = build("killed");
  if (none.fixed && wounded.fixed && killed.fixed) {
    // no luck roll after any result: the notes follow the roll, then the outcome is looked up
    const notes = { none: none.notes, wounded: wounded.notes, killed: killed.notes };
    const outcome = { none: none.outcome, wounded: wounded.outcome, killed: killed.outcome };
    return worst.traced([], (w) => byResult(notes, w)).map((w) => byResult(outcome, w));
  }
  const table = { none: chanceOf(none), wounded: chanceOf(wounded), killed: chanceOf(killed) };
  return worst.chain((w) => byResult(table, w));
}
