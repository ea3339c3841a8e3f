// Wound resolution of the Rugged Adventures family: several hits keep the worst, Strong Like an Ox, luck,
// non-PC Wounded counts as Killed, and the new state (VIV-WOUND-3..7, RUG-LUCK-2, RUG-TRAIT-P6, VIV-TRAIT-P5).
import { type Chance, constant, die } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import type { NoteEntry, TraceEntry } from "../core/trace.js";
import { familyLuckRoll, type LuckRollResult } from "./luck-roll.js";
import { rollWound, stepDownWound, type WoundHit, type WoundResult, type WoundTable, worseWound } from "./wound-table.js";

/**
 * How a system resolves wounds: its table and the rules that differ between rugged and vivid.
 *
 * @example
 * ```ts
 * const rules: WoundRules = vividWoundRules();
 * ```
 */
export interface WoundRules {
  /** The wound table. */
  readonly table: WoundTable;
  /** Notes recorded before the first wound die (RUG-AMB-1: "vivid's table, not from the rugged text"). */
  readonly notes: readonly NoteEntry[];
  /** The rule of luck against a wound (RUG-LUCK-2, VIV-LUCK-2). */
  readonly luckRule: string;
  /** The rule of the luck re-roll trait (RUG-TRAIT-P9 Huge Joss, VIV-TRAIT-P7 Charmed Life). */
  readonly rerollRule: string;
  /** The rule of the meaning of results (VIV-WOUND-4: only PCs can be wounded, a second wound kills). */
  readonly resultsRule: string;
  /** Whether a non-PC's Wounded counts as Killed (vivid VIV-WOUND-4; rugged's own text lets a normal figure carry one wound, RUG-SHOOT-7). */
  readonly nonPcWoundKills: boolean;
  /** Strong Like an Ox: its rule, its effect and when it applies. */
  readonly ox: {
    /** RUG-TRAIT-P6 or VIV-TRAIT-P5. */
    readonly rule: string;
    /** `ignoreFirst`: the first Wounded or Killed result is ignored (vivid); `firstKillIsWound`: the first Killed becomes a wound (rugged). */
    readonly effect: "ignoreFirst" | "firstKillIsWound";
    /** Before luck (vivid, VIV-WOUND-7) or after it (rugged, RUG-AMB-13: luck may be used before the conversion). */
    readonly step: "beforeLuck" | "afterLuck";
    /** How many wounds kill an Ox (rugged default 3, RUG-AMB-13); others die on their second. */
    readonly capacity: number;
  };
}

/**
 * The figure facts a wound resolution needs.
 *
 * @example
 * ```ts
 * const pc: WoundSubject = { isPC: true, luck: 5, luckReroll: false, strongLikeOx: false, wounds: 0, oxUsed: false };
 * ```
 */
export interface WoundSubject {
  /** A PC (vivid) or PRP (rugged): may be Wounded and may use luck. */
  readonly isPC: boolean;
  /** The figure's Luck (PCs only). */
  readonly luck?: number | undefined;
  /** Re-rolls a failed luck roll (Huge Joss / Charmed Life). */
  readonly luckReroll?: boolean | undefined;
  /** Whether the player rolls luck against a bad result (RUG-LUCK-2: "may"; default true). */
  readonly useLuck?: boolean | undefined;
  /** Has Strong Like an Ox. */
  readonly strongLikeOx?: boolean | undefined;
  /** Wounds already carried (0 for a fit figure). */
  readonly wounds: number;
  /** Strong Like an Ox was already used (this turn or game in vivid, VIV-AMB-8; the first Killed in rugged). */
  readonly oxUsed?: boolean | undefined;
  /** Wears a bullet-proof vest: each hit is stopped on a D10 of 6 or less before its wound roll (VIV-GAD-12, VIV-AMB-32). */
  readonly vest?: boolean | undefined;
}

/**
 * What the hits on one figure did, step by step (VIV-WOUND-7).
 *
 * @example
 * ```ts
 * const o: WoundOutcome = { hits: 1, rolled: "killed", ox: false, luck: "passed", result: "wounded", state: "wounded", wounds: 1, oxUsed: false };
 * ```
 */
export interface WoundOutcome {
  /** How many hits were rolled for. */
  readonly hits: number;
  /** The worst table result of the hits (VIV-WOUND-3). */
  readonly rolled: WoundResult;
  /** Strong Like an Ox changed the result. */
  readonly ox: boolean;
  /** The luck roll: not rolled, passed (the result stepped down) or failed. */
  readonly luck: "notRolled" | "passed" | "failed";
  /** The result after Ox, luck and the non-PC rule. */
  readonly result: WoundResult;
  /** The figure's new state: fit, wounded or killed (a wound beyond the figure's capacity kills); unconscious after a knockout conversion. */
  readonly state: "fit" | "wounded" | "killed" | "unconscious";
  /** Wounds carried afterwards. */
  readonly wounds: number;
  /** Strong Like an Ox is used up afterwards. */
  readonly oxUsed: boolean;
}

interface Step {
  readonly rolled: WoundResult;
  readonly result: WoundResult;
  readonly ox: boolean;
  readonly oxUsed: boolean;
  readonly luck: WoundOutcome["luck"];
}

/**
 * Rolls every hit on the table and keeps the worst (VIV-WOUND-3). No hit is no effect.
 *
 * @param rules - the system's wound rules
 * @param hits - one entry per hit
 * @param vest - the figure wears a bullet-proof vest (VIV-GAD-12): a D10 before each hit's wound roll
 * @returns a chance of the worst result
 * @example
 * ```ts
 * resolve(worstWound(vividWoundRules(), [{ handToHand: true }, { handToHand: true }]), scriptedDice(["d6:3", "d6:5"])).value; // "killed"
 * ```
 */
export function worstWound(rules: WoundRules, hits: readonly WoundHit[], vest = false): Chance<WoundResult> {
  let acc: Chance<WoundResult> = constant<WoundResult>("none");
  hits.forEach((hit, i) => {
    const notes = i === 0 ? rules.notes : [];
    const rolled = rollWound(rules.table, hit, notes);
    const roll = (worst: WoundResult): Chance<WoundResult> => rolled.map((r) => worseWound(worst, r));
    if (!vest) {
      acc = acc.chain(roll);
      return;
    }
    // VIV-WOUND-7 step 1 (ruling VIV-AMB-32): the vest's D10 comes first; on 6 or less no wound roll is made
    acc = acc.chain((worst) =>
      die("d10", { purpose: "bullet-proof vest (stops the hit on 6 or less)", rule: "VIV-GAD-12" })
        .map((face) => face <= 6)
        .chain((stopped) => (stopped ? constant(worst).traced([{ type: "note", rule: "VIV-GAD-12", text: "the vest took it: a miss" }]) : roll(worst))),
    );
  });
  if (hits.length > 1)
    acc = acc.traced([], (w) => [{ type: "note", rule: "VIV-WOUND-3", text: `hit ${String(hits.length)} times: the worst result counts (${w})` }]);
  return acc;
}

function applyOx(rules: WoundRules, subject: WoundSubject, s: Step): { step: Step; notes: TraceEntry[] } {
  if (subject.strongLikeOx !== true || s.oxUsed) return { step: s, notes: [] };
  if (rules.ox.effect === "ignoreFirst" && s.result !== "none") {
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

function oxStep(rules: WoundRules, subject: WoundSubject, s: Step): Chance<Step> {
  const { step, notes } = applyOx(rules, subject, s);
  return notes.length === 0 ? constant(step) : constant(step).traced(notes);
}

/** The luck rolls a subject may make, against Wounded and against Killed, built once per resolution. */
type LuckRolls = Partial<Record<WoundResult, Chance<LuckRollResult>>>;

function luckRollsOf(rules: WoundRules, subject: WoundSubject): LuckRolls {
  // RUG-LUCK-2 / VIV-LUCK-2: only PCs have luck, and only a bad result is worth a roll
  if (!subject.isPC || subject.useLuck === false || subject.luck === undefined) return {};
  const luck = subject.luck;
  const roll = (against: WoundResult) =>
    familyLuckRoll({ luck, reroll: subject.luckReroll, rule: rules.luckRule, rerollRule: rules.rerollRule, purpose: `luck against ${against}` });
  return { wounded: roll("wounded"), killed: roll("killed") };
}

function luckStep(rolls: LuckRolls, s: Step): Chance<Step> {
  const roll = rolls[s.result];
  if (roll === undefined) return constant(s);
  return roll.map((r): Step => (r.pass ? { ...s, result: stepDownWound(s.result), luck: "passed" } : { ...s, luck: "failed" }));
}

/**
 * A gadget's conversion of wound results (VIV-WOUND-7 step 3): gas makes Wounded count as Killed
 * (VIV-GAD-14/15), before or after luck (VIV-AMB-28); mercy bullets and the anaesthetic thimble make a
 * Wounded or Killed result unconscious instead (VIV-GAD-5/7, VIV-AMB-29).
 *
 * @example
 * ```ts
 * const gas: WoundConversion = { kind: "woundedIsKilled", rule: "VIV-GAD-14", luckOrder: "convertThenLuck" };
 * ```
 */
export interface WoundConversion {
  /** `woundedIsKilled` (gas) or `knockout` (mercy bullets, thimble). */
  readonly kind: "woundedIsKilled" | "knockout";
  /** The gadget's rule id, for the trace. */
  readonly rule: string;
  /** For gas: the conversion before luck (default, VIV-WOUND-7) or after it (VIV-AMB-28's alternative). */
  readonly luckOrder?: "convertThenLuck" | "luckThenConvert" | undefined;
}

function convertStep(rule: string, s: Step): Chance<Step> {
  if (s.result !== "wounded") return constant(s);
  return constant<Step>({ ...s, result: "killed" }).traced([{ type: "note", rule, text: "gassed: Wounded counts as Killed" }]);
}

/** Checks a wound subject at the public boundary. */
export function checkWoundSubject(fn: string, subject: WoundSubject): void {
  if (typeof subject !== "object" || (subject as unknown) === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "subject", value: subject, message: "expected a wound subject" });
  }
  checkInt(fn, "subject.wounds", subject.wounds, 0, 10);
  if (subject.luck !== undefined) checkInt(fn, "subject.luck", subject.luck, 0, 10);
}

/**
 * Resolves every hit on one figure (VIV-WOUND-7's order, rugged through RUG-AMB-1/13): each hit rolls
 * on the table and the worst counts (VIV-WOUND-3); Strong Like an Ox (VIV-TRAIT-P5 before luck, or
 * RUG-TRAIT-P6 after it); luck steps a bad result down one level (RUG-LUCK-2, VIV-LUCK-2) with the
 * Huge Joss / Charmed Life re-roll; a non-PC's Wounded counts as Killed (VIV-WOUND-4); and a wound
 * beyond the figure's capacity (the second, or an Ox's third in rugged) kills.
 *
 * @param rules - the system's wound rules
 * @param subject - the figure facts (PC, luck, Ox, wounds carried)
 * @param hits - one entry per hit
 * @returns a chance of the outcome
 * @example
 * ```ts
 * const pc = { isPC: true, luck: 5, wounds: 0 };
 * odds(resolveWoundsOn(vividWoundRules(), pc, [{}])).probability((o) => o.result === "killed").toString(); // "1/6"
 * ```
 */
export function resolveWoundsOn(rules: WoundRules, subject: WoundSubject, hits: readonly WoundHit[], conversion?: WoundConversion): Chance<WoundOutcome> {
  checkWoundSubject("resolveWounds", subject);
  const capacity = subject.strongLikeOx === true ? rules.ox.capacity : 2;
  let acc = worstWound(rules, hits, subject.vest === true).map(
    (rolled): Step => ({ rolled, result: rolled, ox: false, oxUsed: subject.oxUsed === true, luck: "notRolled" }),
  );
  const gas = conversion?.kind === "woundedIsKilled" ? conversion : undefined;
  // VIV-WOUND-7 step 3 (ruling VIV-AMB-28): the gas conversion comes before luck unless the option puts it after
  if (gas !== undefined && gas.luckOrder !== "luckThenConvert") acc = acc.chain((s) => convertStep(gas.rule, s));
  const rolls = luckRollsOf(rules, subject);
  acc = acc.chain((s) => (rules.ox.step === "beforeLuck" ? oxStep(rules, subject, s) : luckStep(rolls, s)));
  acc = acc.chain((s) => (rules.ox.step === "beforeLuck" ? luckStep(rolls, s) : oxStep(rules, subject, s)));
  if (gas !== undefined && gas.luckOrder === "luckThenConvert") acc = acc.chain((s) => convertStep(gas.rule, s));
  const knockout = conversion?.kind === "knockout" ? conversion.rule : undefined;
  return acc
    .map((s): WoundOutcome => {
      if (knockout !== undefined && s.result !== "none") {
        return {
          hits: hits.length,
          rolled: s.rolled,
          ox: s.ox,
          luck: s.luck,
          result: s.result,
          state: "unconscious",
          wounds: subject.wounds,
          oxUsed: s.oxUsed,
        };
      }
      // VIV-WOUND-4: only PCs can be wounded; any other figure counts a wound as killed
      const result: WoundResult = rules.nonPcWoundKills && !subject.isPC && s.result === "wounded" ? "killed" : s.result;
      let wounds = subject.wounds;
      let state: WoundOutcome["state"] = wounds > 0 ? "wounded" : "fit";
      if (result === "killed") state = "killed";
      else if (result === "wounded") {
        wounds += 1;
        state = wounds >= capacity ? "killed" : "wounded";
      }
      return { hits: hits.length, rolled: s.rolled, ox: s.ox, luck: s.luck, result, state, wounds, oxUsed: s.oxUsed };
    })
    .traced([], (o) => {
      const notes: TraceEntry[] = [];
      if (rules.nonPcWoundKills && !subject.isPC && o.result === "killed" && o.rolled === "wounded")
        notes.push({ type: "note", rule: rules.resultsRule, text: "not a PC: Wounded counts as Killed" });
      if (o.result === "wounded" && o.state === "killed")
        notes.push({ type: "note", rule: rules.resultsRule, text: `wound ${String(o.wounds)} of ${String(capacity)}: the figure is killed` });
      if (o.state === "unconscious" && knockout !== undefined) notes.push({ type: "note", rule: knockout, text: `${o.result} result: unconscious instead` });
      notes.push({ type: "note", rule: rules.resultsRule, text: `final: ${o.state}` });
      return notes;
    });
}
