// Wound resolution of the Rugged Adventures family: several hits keep the worst, Strong Like an Ox, luck,
// non-PC Wounded counts as Killed, and the new state (VIV-WOUND-3..7, RUG-LUCK-2, RUG-TRAIT-P6, VIV-TRAIT-P5).
import { type Chance, constant, die } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import type { NoteEntry, TraceEntry } from "../core/trace.js";
import { familyLuckRoll } from "./luck-roll.js";
import { frozenEntries, type LuckRolls, thenAfterOxRoll, thenAfterRoll } from "./wound-steps.js";
import { byResult, rollWound, type WoundHit, type WoundResult, type WoundTable, worseWound } from "./wound-table.js";

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
  /** Whether a trait's Luck cap applies when Luck is read (VIV-AMB-46: vivid's Near Sighted, option `nearSightedCaps`); no rugged trait caps Luck. */
  readonly capsLuck: boolean;
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
    /**
     * `ignoreFirst` with several hits resolved together (VIV-AMB-43): Ox absorbs one result, the first
     * Wounded or Killed in roll order (`firstAbsorbed`, default) or the worst (`worstAbsorbed`), and the
     * worst of the rest counts.
     */
    readonly multiHit?: "firstAbsorbed" | "worstAbsorbed" | undefined;
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
  /** Wears a bullet-proof vest: each hit is stopped on a D10 at or under its number (6 for `true`) before its wound roll (VIV-GAD-12, VIV-AMB-32). */
  readonly vest?: VestInput | undefined;
}

/**
 * A bullet-proof vest as the wound code takes it (VIV-GAD-12): `true` for the text's vest (a D10 of 6 or less
 * stops the hit), or a vest gadget's effect, so a house vest may stop on another number.
 *
 * @example
 * ```ts
 * const textVest: VestInput = true;
 * const houseVest: VestInput = { stopsOnOrBelow: 4 };
 * const vest = VIVID_GADGETS.bulletProofVest.effect; // { kind: "vest", stopsOnOrBelow: 6 }
 * if (vest.kind === "vest") resolveWounds(figure, [{}], { vest }); // the gadget's own number
 * ```
 */
export type VestInput =
  | boolean
  | {
      /** The vest stops a hit on a D10 at or under this number. */
      readonly stopsOnOrBelow: number;
    };

/** The D10 at or under which a vest stops a hit, or null without a vest. */
export function vestThreshold(vest: VestInput | undefined): number | null {
  if (vest === undefined || vest === false) return null;
  // VIV-GAD-12: the text's vest stops the hit on a D10 of 6 or less
  return vest === true ? 6 : vest.stopsOnOrBelow;
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
  /**
   * The wounds on the figure's track afterwards: the count a Wounded result adds one to (a PC dies when it
   * reaches its capacity). Not whether it lives: a figure killed outright keeps the count it had, so a fresh
   * figure killed shows `wounds: 0` with `state: "killed"`. Read `state` for fit, wounded, killed or unconscious.
   */
  readonly wounds: number;
  /** Strong Like an Ox is used up afterwards. */
  readonly oxUsed: boolean;
}

/** The note after several hits (VIV-WOUND-3), one frozen list per worst result. */
function severalHitsNotes(hits: number): Readonly<Record<WoundResult, readonly TraceEntry[]>> {
  const note = (w: WoundResult): readonly TraceEntry[] =>
    frozenEntries([{ type: "note", rule: "VIV-WOUND-3", text: `hit ${String(hits)} times: the worst result counts (${w})` }]);
  return Object.freeze({ none: note("none"), wounded: note("wounded"), killed: note("killed") });
}

/** The note of a hit the vest stopped (VIV-GAD-12). */
const VEST_NOTES: readonly TraceEntry[] = Object.freeze([Object.freeze({ type: "note", rule: "VIV-GAD-12", text: "the vest took it: a miss" })]);

/**
 * One hit's roll folded into the worst so far, prebuilt for each worst so far (the chance a resolution
 * continues with): the vest's D10 first when worn (VIV-WOUND-7 step 1, ruling VIV-AMB-32), then the roll.
 */
function hitStep(
  rules: WoundRules,
  hit: WoundHit,
  notes: readonly NoteEntry[],
  vest: VestInput | undefined,
): Readonly<Record<WoundResult, Chance<WoundResult>>> {
  const stopsOn = vestThreshold(vest);
  const rolled = rollWound(rules.table, hit, notes);
  const roll = (worst: WoundResult): Chance<WoundResult> => rolled.map((r) => worseWound(worst, r));
  // the worst of no effect and a roll is the roll
  if (stopsOn === null) return Object.freeze({ none: rolled, wounded: roll("wounded"), killed: roll("killed") });
  // at or under its number (6 for the text's vest) the vest stops the hit and no wound roll is made
  const stopped = die("d10", { purpose: `bullet-proof vest (stops the hit on ${String(stopsOn)} or less)`, rule: "VIV-GAD-12" }).map((face) => face <= stopsOn);
  const step = (worst: WoundResult): Chance<WoundResult> => {
    const miss = constant(worst).traced(VEST_NOTES);
    const hitRoll = roll(worst);
    return stopped.chain((s) => (s ? miss : hitRoll));
  };
  return Object.freeze({ none: step("none"), wounded: step("wounded"), killed: step("killed") });
}

/** The worst of the hits so far followed by one more hit. */
function thenHit(acc: Chance<WoundResult>, step: Readonly<Record<WoundResult, Chance<WoundResult>>>): Chance<WoundResult> {
  return acc.chain((worst) => byResult(step, worst));
}

/** The worst of `hits` hits traced with VIV-WOUND-3's note when there are several. */
function withSeveralNote(acc: Chance<WoundResult>, hits: number): Chance<WoundResult> {
  if (hits <= 1) return acc;
  const notes = severalHitsNotes(hits);
  return acc.traced([], (w) => byResult(notes, w));
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
export function worstWound(rules: WoundRules, hits: readonly WoundHit[], vest: VestInput = false): Chance<WoundResult> {
  let acc: Chance<WoundResult> = constant<WoundResult>("none");
  hits.forEach((hit, i) => {
    const step = hitStep(rules, hit, i === 0 ? rules.notes : [], vest);
    // the first hit starts from no effect: its step from "none" is the whole chance so far
    acc = i === 0 ? step.none : thenHit(acc, step);
  });
  return withSeveralNote(acc, hits.length);
}

/**
 * The worst of 0, 1, 2 ... identical hits (VIV-WOUND-3), each built the first time it is asked for (issue 14: only
 * the hit counts a volley scores): entry n is what {@link worstWound} gives for n copies of `hit`, sharing every
 * step; entry n extends entry n - 1's chain, so the entries are the same chances in whatever order they are asked.
 */
function worstWoundSteps(rules: WoundRules, hit: WoundHit, vest: VestInput | undefined): (n: number) => Chance<WoundResult> {
  const none = constant<WoundResult>("none");
  // acc[n]: the worst of n hits before VIV-WOUND-3's note; out[n]: with it
  const acc: Chance<WoundResult>[] = [none];
  const out: Chance<WoundResult>[] = [none];
  let first: Readonly<Record<WoundResult, Chance<WoundResult>>> | undefined;
  let rest: Readonly<Record<WoundResult, Chance<WoundResult>>> | undefined;
  return (n: number): Chance<WoundResult> => {
    for (let k = out.length; k <= n; k++) {
      let next: Chance<WoundResult>;
      if (k === 1) {
        first ??= hitStep(rules, hit, rules.notes, vest);
        next = first.none;
      } else {
        rest ??= hitStep(rules, hit, [], vest);
        next = thenHit(acc[k - 1] as Chance<WoundResult>, rest);
      }
      acc.push(next);
      out.push(withSeveralNote(next, k));
    }
    return out[n] as Chance<WoundResult>;
  };
}

/**
 * The rolls of several hits on a Strong Like An Ox figure whose Ox is unused (VIV-TRAIT-P5, VIV-AMB-43):
 * the worst result of all (`rolled`) and the worst of the rest once Ox has absorbed one (`rest`).
 *
 * @example
 * ```ts
 * const r: OxRoll = { rolled: "killed", rest: "wounded" };
 * ```
 */
export interface OxRoll {
  /** The worst result of every hit (VIV-WOUND-3). */
  readonly rolled: WoundResult;
  /** The worst result of the hits but the one Ox absorbs ("none" when only one hit had an effect). */
  readonly rest: WoundResult;
}

const RANK: Readonly<Record<WoundResult, number>> = { none: 0, wounded: 1, killed: 2 };

/** The six roll states, one frozen object each, so that equal states are the same value. */
const OX_ROLLS: Readonly<Record<WoundResult, Readonly<Record<WoundResult, OxRoll>>>> = Object.freeze({
  none: Object.freeze({
    none: Object.freeze({ rolled: "none", rest: "none" }),
    wounded: Object.freeze({ rolled: "none", rest: "none" }),
    killed: Object.freeze({ rolled: "none", rest: "none" }),
  }),
  wounded: Object.freeze({
    none: Object.freeze({ rolled: "wounded", rest: "none" }),
    wounded: Object.freeze({ rolled: "wounded", rest: "wounded" }),
    killed: Object.freeze({ rolled: "wounded", rest: "wounded" }),
  }),
  killed: Object.freeze({
    none: Object.freeze({ rolled: "killed", rest: "none" }),
    wounded: Object.freeze({ rolled: "killed", rest: "wounded" }),
    killed: Object.freeze({ rolled: "killed", rest: "killed" }),
  }),
} as const);

/** One more hit's result folded into an Ox roll state (VIV-AMB-43). */
function oxFold(mode: "firstAbsorbed" | "worstAbsorbed", acc: OxRoll, r: WoundResult): OxRoll {
  // the first result with an effect is the one absorbed (and, alone so far, the worst)
  if (acc.rolled === "none") return byResult(OX_ROLLS, r).none;
  const rolled = worseWound(acc.rolled, r);
  // ruling VIV-AMB-43: 'firstAbsorbed' keeps the first in roll order absorbed; 'worstAbsorbed' keeps the worst two
  const rest = mode === "firstAbsorbed" ? worseWound(acc.rest, r) : worseWound(acc.rest, RANK[acc.rolled] < RANK[r] ? acc.rolled : r);
  return byResult(byResult(OX_ROLLS, rolled), rest);
}

/** Whether a subject's Ox absorbs one result of several hits (vivid's `ignoreFirst`, unused). */
function oxAbsorbs(rules: WoundRules, subject: WoundSubject): boolean {
  return subject.strongLikeOx === true && subject.oxUsed !== true && rules.ox.effect === "ignoreFirst";
}

/** One hit's result on its own (the vest's D10 first when worn: a stopped hit has no effect). */
function hitResult(rules: WoundRules, hit: WoundHit, notes: readonly NoteEntry[], vest: VestInput | undefined): Chance<WoundResult> {
  const rolled = rollWound(rules.table, hit, notes);
  const stopsOn = vestThreshold(vest);
  if (stopsOn === null) return rolled;
  const miss = constant<WoundResult>("none").traced(VEST_NOTES);
  return die("d10", { purpose: `bullet-proof vest (stops the hit on ${String(stopsOn)} or less)`, rule: "VIV-GAD-12" })
    .map((face) => face <= stopsOn)
    .chain((s) => (s ? miss : rolled));
}

/**
 * The hits on an Ox figure rolled in order and folded into the worst of all and the worst of the rest
 * (VIV-WOUND-3, VIV-TRAIT-P5, ruling VIV-AMB-43): 0, 1, 2 ... `max` hits, entry n for the first n of `hits`.
 */
function oxRollSeries(rules: WoundRules, hits: readonly WoundHit[], vest: VestInput | undefined): Chance<OxRoll>[] {
  const steps = oxRollSteps(rules, (i) => hits[i] as WoundHit, vest);
  return Array.from({ length: hits.length + 1 }, (_, n) => steps(n));
}

/** {@link oxRollSeries} with entry n built the first time it is asked for (hit i given by `hitAt`), extending entry n - 1. */
function oxRollSteps(rules: WoundRules, hitAt: (i: number) => WoundHit, vest: VestInput | undefined): (n: number) => Chance<OxRoll> {
  const mode = rules.ox.multiHit ?? "firstAbsorbed";
  const acc: Chance<OxRoll>[] = [constant(OX_ROLLS.none.none)];
  const out: Chance<OxRoll>[] = [constant(OX_ROLLS.none.none)];
  return (n: number): Chance<OxRoll> => {
    for (let k = out.length; k <= n; k++) {
      const i = k - 1;
      const step = hitResult(rules, hitAt(i), i === 0 ? rules.notes : [], vest);
      const next = (acc[i] as Chance<OxRoll>).chain((a) => step.map((r) => oxFold(mode, a, r)));
      acc.push(next);
      out.push(k <= 1 ? next : next.traced([], (o) => byResult(severalHitsNotes(k), o.rolled)));
    }
    return out[n] as Chance<OxRoll>;
  };
}

function luckRollsOf(rules: WoundRules, subject: WoundSubject): LuckRolls {
  // RUG-LUCK-2 / VIV-LUCK-2: only PCs have luck, and only a bad result is worth a roll
  if (!subject.isPC || subject.useLuck === false || subject.luck === undefined) return {};
  const luck = subject.luck;
  const roll = (against: WoundResult) =>
    familyLuckRoll({ luck, reroll: subject.luckReroll, rule: rules.luckRule, rerollRule: rules.rerollRule, purpose: `luck against ${against}` });
  return { wounded: roll("wounded"), killed: roll("killed") };
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
 */ export function resolveWoundsOn(rules: WoundRules, subject: WoundSubject, hits: readonly WoundHit[], conversion?: WoundConversion): Chance<WoundOutcome> {
  checkWoundSubject("resolveWounds", subject);
  // ruling VIV-AMB-43: an unused Ox absorbs one result of the hits, not all of them: the rolls keep the rest
  if (oxAbsorbs(rules, subject) && hits.length > 1) {
    const rolls = oxRollSeries(rules, hits, subject.vest)[hits.length] as Chance<OxRoll>;
    return thenAfterOxRoll(rolls, rules, subject, hits.length, luckRollsOf(rules, subject), conversion);
  }
  return thenAfterRoll(worstWound(rules, hits, subject.vest), rules, subject, hits.length, luckRollsOf(rules, subject), conversion);
}

/**
 * The chances of 0, 1, 2 ... `max` identical hits on one figure, built once (a volley's wound rolls): entry n
 * is what {@link resolveWoundsOn} gives for n copies of `hit`, sharing the rolls, the luck rolls and the notes.
 *
 * @param rules - the system's wound rules
 * @param subject - the figure facts
 * @param hit - what every hit brings
 * @param max - the most hits the figure may take
 * @param conversion - a gadget's conversion
 * @returns one chance per number of hits, index 0 to `max`
 * @example
 * ```ts
 * const byHits = woundSeriesOn(vividWoundRules(), { isPC: false, wounds: 0 }, {}, 3);
 * odds(byHits[2]).probability((o) => o.state === "killed").toString(); // "35/36"
 * ```
 */
export function woundSeriesOn(rules: WoundRules, subject: WoundSubject, hit: WoundHit, max: number, conversion?: WoundConversion): Chance<WoundOutcome>[] {
  const at = woundStepsOn(rules, subject, hit, conversion);
  return Array.from({ length: max + 1 }, (_, n) => at(n));
}

/**
 * {@link woundSeriesOn} with the chance of n hits built the first time it is asked for and kept (issue 14: a volley
 * builds only the hit counts it scores): the same chance for each n as the series gives, in whatever order asked.
 *
 * @param rules - the system's wound rules
 * @param subject - the figure facts
 * @param hit - what every hit brings
 * @param conversion - a gadget's conversion
 * @returns the chance of n hits, for any whole n from 0
 * @example
 * ```ts
 * const byHits = woundStepsOn(vividWoundRules(), { isPC: false, wounds: 0 }, {});
 * odds(byHits(2)).probability((o) => o.state === "killed").toString(); // "35/36"
 * ```
 */
export function woundStepsOn(rules: WoundRules, subject: WoundSubject, hit: WoundHit, conversion?: WoundConversion): (n: number) => Chance<WoundOutcome> {
  checkWoundSubject("resolveWounds", subject);
  const rolls = luckRollsOf(rules, subject);
  const worst = worstWoundSteps(rules, hit, subject.vest);
  // ruling VIV-AMB-43: as resolveWoundsOn, one hit's result absorbed; one hit alone is the plain path
  const ox = oxAbsorbs(rules, subject) ? oxRollSteps(rules, () => hit, subject.vest) : undefined;
  const out: Chance<WoundOutcome>[] = [];
  return (n: number): Chance<WoundOutcome> => {
    let c = out[n];
    if (c === undefined) {
      c =
        ox !== undefined && n > 1
          ? thenAfterOxRoll(ox(n), rules, subject, n, rolls, conversion)
          : thenAfterRoll(worst(n), rules, subject, n, rolls, conversion);
      out[n] = c;
    }
    return c;
  };
}
