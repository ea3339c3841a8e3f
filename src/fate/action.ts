import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { absentIfNull, strictObject } from "../core/schema-kit.js";
import type { TraceEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { checkCharacter, checkCharacterState } from "./character.js";
import { ladderLabel } from "./ladder.js";
import { type FateOptions, type FateOptionsInput, fateOptions } from "./options.js";
import { type OutcomeKind, outcomeOf } from "./outcome.js";
import {
  type ContestState,
  codeFaces,
  codeSum,
  contest,
  contestWithHistory,
  type DFFace,
  FATE_POINT_BONUS,
  type FateRoll,
  type Fixed,
  planSide,
  type RollSpec,
  RollSpecSchema,
  rollSide,
  rollSideFaces,
  type Side,
} from "./roll.js";
import { type Character, CharacterSchema } from "./schemas.js";

/**
 * What an action is rolled against (FATE-GM-1): a target on the ladder (FATE-ACT-2), nothing (the
 * total is read on the ladder, FATE-ACT-3), a known opposing total, or another character's roll
 * (opposed, not a conflict, FATE-ACT-4).
 *
 * @example
 * ```ts
 * const against: Against = { type: "opposed", opposer: bedouin, roll: { ability: "Resolve" } };
 * ```
 */
export const AgainstSchema = z.discriminatedUnion("type", [
  strictObject({
    /** An unopposed action with a target (FATE-ACT-2). */
    type: z.literal("target"),
    /** The target on the ladder, set by the GM (FATE-GM-1). */
    value: z.int().check(z.gte(-100), z.lte(100)),
  }),
  strictObject({
    /** No target: the total is read on the ladder (FATE-ACT-3). */
    type: z.literal("none"),
  }),
  strictObject({
    /** Opposed by a total already rolled (FATE-ACT-4). */
    type: z.literal("opposedTotal"),
    /** The opposing total. */
    total: z.int().check(z.gte(-100), z.lte(100)),
  }),
  strictObject({
    /** Opposed by another character's roll (FATE-ACT-4). */
    type: z.literal("opposed"),
    /** The opposing character. */
    opposer: CharacterSchema,
    /** How the opposer rolls. */
    roll: RollSpecSchema,
  }),
]);

/**
 * What an action is rolled against.
 *
 * @example
 * ```ts
 * const against: Against = { type: "target", value: 3 };
 * ```
 */
export type Against = z.input<typeof AgainstSchema>;

/**
 * An action: how the character rolls ({@link RollSpec}) and what against.
 *
 * @example
 * ```ts
 * const shot: ActionRequest = { ability: "Shooting", situational: [{ label: "careful aim", value: 1 }], against: { type: "target", value: 3 } };
 * ```
 */
export type ActionRequest = RollSpec & {
  /** What the action is rolled against. */
  readonly against: Against;
};

/**
 * The schema of an {@link ActionRequest}: a strict {@link RollSpecSchema} with `against`.
 *
 * @example
 * ```ts
 * validate(ActionRequestSchema, { ability: "Notice", against: { type: "target", value: 2 } }).ok; // true
 * ```
 */
export const ActionRequestSchema = strictObject({
  ...RollSpecSchema.shape,
  /** What the action is rolled against. */
  against: AgainstSchema,
});

/** Splits a request into the actor's roll and what it is against, refusing unknown keys. */
function parseRequest(fn: string, request: ActionRequest): { roll: RollSpec; against: z.infer<typeof AgainstSchema> } {
  if (typeof request !== "object" || (request as unknown) === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "request", value: request, message: "expected { ability, against, ... }" });
  }
  const { against, ...roll } = parseOrThrow(fn, ActionRequestSchema, request, "request");
  return { roll, against };
}

/** An action request as its schema parses it (defaults filled in). @internal */
export type ParsedActionRequest = z.infer<typeof ActionRequestSchema>;

/** Whether an action is opposed (FATE-ACT-4). */
function isOpposed(against: z.infer<typeof AgainstSchema>): boolean {
  return against.type === "opposed" || against.type === "opposedTotal";
}

/**
 * The result of an action: the dice of the roll that counts (their sum, and their four faces in
 * canonical order), the total and its ladder label, the margin and outcome (null with no target), the
 * shifts, what was spent, and the rolls that re-rolls by hand replaced. `fpSpent` and `opposerFpSpent`
 * are what the step that produced this result spent (the action, or one re-roll by hand): apply each
 * result's spend once, as it comes, and re-rolling never charges twice.
 *
 * Faces are listed highest first (+1, +1, 0, -1), not in the order rolled: 4dF faces are exchangeable,
 * so equal rolls make equal results and exact odds merge them; the trace keeps the order rolled.
 *
 * @example
 * ```ts
 * const r: ActionResult = {
 *   against: 3, dice: 2, faces: [1, 1, 0, 0], fpSpent: 0, label: "Good", margin: 0, opposerDice: null, opposerFaces: null,
 *   opposerFpSpent: 0, opposerReplaced: [], opposerRerolls: 0, outcome: "successWithComplication", replaced: [], rerolls: 0, shifts: 0, total: 3,
 * };
 * ```
 */
export interface ActionResult {
  /** The target or opposing total, or null with no target. */
  readonly against: number | null;
  /** The 4dF sum of the roll that counts (the last re-roll, if any): the sum of `faces`. */
  readonly dice: number;
  /** The four faces of the roll that counts (FATE-ACT-1), highest first: canonical order, not the order rolled. */
  readonly faces: readonly DFFace[];
  /** Fate points the actor spent in this step (+2, stunts, re-rolls): apply them with `spendFatePoints`. */
  readonly fpSpent: number;
  /** The total on the ladder (FATE-LAD-1/2). */
  readonly label: string;
  /** total - against, or null with no target. */
  readonly margin: number | null;
  /** The opposer's last 4dF sum, or null. */
  readonly opposerDice: number | null;
  /** The faces of the opposer's roll that counts, highest first, or null when no opposer rolled. */
  readonly opposerFaces: readonly DFFace[] | null;
  /** Fate points the opposer spent in this step. */
  readonly opposerFpSpent: number;
  /** The opposer's rolls replaced by re-rolls by hand ({@link rerollOpposer}), oldest first (and by its plan, with the option `planHistory`). */
  readonly opposerReplaced: readonly FateRoll[];
  /** How many times the opposer has re-rolled (FATE-FP-3, ruling FATE-AMB-24). */
  readonly opposerRerolls: number;
  /** What the margin means (FATE-ACT-2/4), or null with no target. */
  readonly outcome: OutcomeKind | null;
  /**
   * The actor's rolls replaced by re-rolls by hand ({@link rerollAction}), oldest first, each with its
   * faces, sum and total. The rolls a re-roll plan replaces inside one action are in the trace and
   * counted in `rerolls`, and listed here only with the option `planHistory` (off by default: the exact
   * odds of a plan would otherwise enumerate every history of failed rolls, exponential in the fate points).
   */
  readonly replaced: readonly FateRoll[];
  /** How many times the actor has re-rolled this action (FATE-FP-3), by plan and by hand. */
  readonly rerolls: number;
  /** Shifts earned (> 0) or suffered (< 0). */
  readonly shifts: number;
  /** The actor's total (FATE-ACT-1). */
  readonly total: number;
}

/**
 * An action's result without its faces or replaced rolls (see {@link actionSummary}): the outcome,
 * margin, totals, sums and spend, which is all that exact odds of success need.
 *
 * @example
 * ```ts
 * const o: ActionSummary = { against: 3, dice: 2, fpSpent: 0, label: "Good", margin: 0, opposerDice: null, opposerFpSpent: 0, opposerRerolls: 0, outcome: "successWithComplication", rerolls: 0, shifts: 0, total: 3 };
 * ```
 */
export type ActionSummary = Omit<ActionResult, "faces" | "opposerFaces" | "replaced" | "opposerReplaced">;

const FN = "fate.action";

/** The rolls a result carries over from the one it re-rolls (none for a fresh action). */
interface Carried {
  readonly replaced: readonly FateRoll[];
  readonly opposerReplaced: readonly FateRoll[];
}

const FRESH: Carried = { replaced: [], opposerReplaced: [] };

/** A reader's lookups of a contest's outcome by margin and ladder label by total, each worked out once. */
function contestLookups(
  opposed: boolean,
  options: FateOptions,
): { outcome: (margin: number) => { readonly kind: OutcomeKind; readonly shifts: number }; label: (total: number) => string } {
  const outcomes = new Map<number, { readonly kind: OutcomeKind; readonly shifts: number }>();
  const labels = new Map<number, string>();
  return {
    outcome: (margin) => {
      let o = outcomes.get(margin);
      if (o === undefined) {
        o = outcomeOf(margin, opposed, options);
        outcomes.set(margin, o);
      }
      return o;
    },
    label: (total) => {
      let label = labels.get(total);
      if (label === undefined) {
        label = ladderLabel(total);
        labels.set(total, label);
      }
      return label;
    },
  };
}

/** Reads a contest's final state as an outcome; outcomes and labels are worked out once per margin and total. */
function outcomeReader(opposed: boolean, options: FateOptions): (s: ContestState) => ActionSummary {
  const { outcome: outcomeAt, label: labelOf } = contestLookups(opposed, options);
  return (s) => {
    const margin = s.ot === null ? null : s.at - s.ot;
    const o = margin === null ? undefined : outcomeAt(margin);
    const label = labelOf(s.at);
    // keys in sorted order: odds key results by their canonical text, which then needs no sort
    return {
      against: s.ot,
      dice: s.a,
      fpSpent: s.af,
      label,
      margin,
      opposerDice: s.o,
      opposerFpSpent: s.of,
      opposerRerolls: s.or,
      outcome: o?.kind ?? null,
      rerolls: s.ar,
      shifts: o?.shifts ?? 0,
      total: s.at,
    };
  };
}

/** Reads a contest's final state (built with faces) as a full result, in one object (outcomes and labels looked up by contestLookups, as in outcomeReader). */
function resultReader(opposed: boolean, options: FateOptions, carried: Carried = FRESH): (s: ContestState) => ActionResult {
  const { outcome: outcomeAt, label: labelOf } = contestLookups(opposed, options);
  return (s) => {
    const margin = s.ot === null ? null : s.at - s.ot;
    const o = margin === null ? undefined : outcomeAt(margin);
    const label = labelOf(s.at);
    // keys in sorted order, as every result of action lists them
    return {
      against: s.ot,
      dice: s.a,
      faces: s.af4 ?? [],
      fpSpent: s.af,
      label,
      margin,
      opposerDice: s.o,
      opposerFaces: s.of4,
      opposerFpSpent: s.of,
      opposerReplaced: carried.opposerReplaced,
      opposerRerolls: s.or,
      outcome: o?.kind ?? null,
      replaced: carried.replaced,
      rerolls: s.ar,
      shifts: o?.shifts ?? 0,
      total: s.at,
    };
  };
}

/** Reads a contest's final state with the rolls the plan replaced (option `planHistory`). */
function historyReader(
  opposed: boolean,
  options: FateOptions,
): (s: ContestState, replaced: readonly FateRoll[], opposerReplaced: readonly FateRoll[]) => ActionResult {
  const full = resultReader(opposed, options);
  return (s, replaced, opposerReplaced) => ({ ...full(s), opposerReplaced, replaced });
}

/**
 * Resolves an action (FATE-ACT-1): 4dF plus the ability, situational modifiers (FATE-MOD-1), stunts and
 * a fate point's +2 (FATE-FP-2), and re-rolls by plan (FATE-FP-3). Against a target (FATE-ACT-2), with
 * no target (FATE-ACT-3, read on the ladder) or opposed (FATE-ACT-4). Returns a chance: resolve it with
 * dice, or ask its odds. Fate points are not taken here: apply `result.fpSpent` with `spendFatePoints`
 * (and `opposerFpSpent` to the opposer).
 *
 * @param character - the actor
 * @param request - the roll and what it is against
 * @param options - fate options
 * @returns a chance of the result
 * @example
 * ```ts
 * const shot = action(indy, { ability: "Shooting", situational: [{ label: "careful aim", value: 1 }], against: { type: "target", value: 3 } });
 * resolve(shot, scriptedDice(["dF:+", "dF:+", "dF:0", "dF:0"])).value.outcome; // "successWithComplication"
 * odds(shot).probability((r) => r.margin !== null && r.margin >= 0).toString(); // "5/27"
 * ```
 */
export function action(character: Character, request: ActionRequest, options?: FateOptionsInput | null): Chance<ActionResult> {
  const opts = fateOptions(absentIfNull(options));
  return actionValidated(FN, checkCharacter(FN, character), parseOnce(FN, request), opts, "");
}

/** Parses a request once, refusing a non-object with the request's own words. */
function parseOnce(fn: string, request: ActionRequest): ParsedActionRequest {
  const { roll, against } = parseRequest(fn, request);
  return { ...roll, against } as ParsedActionRequest;
}

/**
 * {@link action} of a character and request already validated (the named call parses its input once): the
 * same chance. `at` prefixes the paths of rule errors (`"input."` for the named call).
 *
 * @internal
 */
export function actionValidated(fn: string, c: Character, request: ParsedActionRequest, opts: FateOptions, at: string): Chance<ActionResult> {
  return buildAction(fn, c, request, opts, at, resultReader, true, true, historyReader);
}

/**
 * {@link action} without faces: the same dice, trace and odds of the outcome, margin, totals, sums and
 * spend, but each roll is only its sum, so exact odds enumerate fewer states (about a third as many when
 * both sides roll). Use it for odds that read only the outcome (the advice does); use {@link action}
 * to play a roll and show its faces.
 *
 * @param character - the actor
 * @param request - the roll and what it is against
 * @param options - fate options
 * @returns a chance of the result without faces
 * @example
 * ```ts
 * const shot = actionSummary(indy, { ability: "Shooting", against: { type: "target", value: 3 } });
 * odds(shot).probability((r) => r.margin !== null && r.margin >= 1).toString(); // the same as action's
 * ```
 */
export function actionSummary(character: Character, request: ActionRequest, options?: FateOptionsInput | null): Chance<ActionSummary> {
  const opts = fateOptions(absentIfNull(options));
  return actionSummaryValidated(FN, checkCharacter(FN, character), parseOnce(FN, request), opts, "");
}

/**
 * {@link actionSummary} of a character and request already validated: the same chance.
 *
 * @internal
 */
export function actionSummaryValidated(fn: string, c: Character, request: ParsedActionRequest, opts: FateOptions, at: string): Chance<ActionSummary> {
  return buildAction(fn, c, request, opts, at, outcomeReader, false, true);
}

/** The span of the spend in a margin-and-spend code (more than any pool and its stunts). @internal */
export const SPEND_SPAN = 100_000;
/** The offset that makes a margin of a margin-and-spend code positive (more than any margin). @internal */
export const MARGIN_OFFSET = 100_000;

/**
 * The actor's margin and spend as one number, `(margin + MARGIN_OFFSET) * SPEND_SPAN + fpSpent`: all that
 * the advice reads (success, the outcome kind, the points spent). Results that differ only in dice or
 * totals merge, and numbers merge without a key, so the advice's odds enumerate a few hundred values
 * instead of thousands of objects.
 * @internal
 */
export function actionMarginSpend(character: Character, request: ActionRequest, options?: FateOptionsInput | null): Chance<number> {
  const opts = fateOptions(absentIfNull(options));
  return actionMarginSpendValidated(FN, checkCharacter(FN, character), parseOnce(FN, request), opts, "");
}

/** {@link actionMarginSpend} of a character and request already validated. @internal */
export function actionMarginSpendValidated(fn: string, c: Character, request: ParsedActionRequest, opts: FateOptions, at: string): Chance<number> {
  const lean = (total: number, af: number, ot: number): number => (total - ot + MARGIN_OFFSET) * SPEND_SPAN + af;
  return buildAction(fn, c, request, opts, at, () => (s) => (s.ot === null ? 0 : lean(s.at, s.af, s.ot)), false, false, undefined, lean);
}

function buildAction<T>(
  fn: string,
  c: Character,
  request: ParsedActionRequest,
  opts: FateOptions,
  at: string,
  reader: (opposed: boolean, options: FateOptions) => (s: ContestState) => T,
  faces: boolean,
  distinct: boolean,
  withHistory?: (opposed: boolean, options: FateOptions) => (s: ContestState, replaced: readonly FateRoll[], opposerReplaced: readonly FateRoll[]) => T,
  lean?: (at: number, af: number, ot: number) => T,
): Chance<T> {
  const { against, ...roll } = request;
  const opposed = isOpposed(against);
  const actor = planSide(fn, c, roll, `${at}request`, opts, { opposed });
  // option planHistory: the rolls a plan replaced listed on the result (opt-in: odds then enumerate histories)
  const run = (opposer: Side | Fixed | undefined, isOpposedRoll: boolean): Chance<T> =>
    withHistory !== undefined && opts.planHistory
      ? contestWithHistory(actor, opposer, withHistory(isOpposedRoll, opts))
      : contest(actor, opposer, reader(isOpposedRoll, opts), lean === undefined ? { faces, distinct } : { faces, distinct, lean });
  if (against.type === "none") {
    if (actor.reroll !== undefined) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: `${at}request.reroll`,
        value: request.reroll,
        message: "a re-roll plan needs a target or an opposer (re-roll by hand with rerollAction)",
      });
    }
    return run(undefined, false);
  }
  if (against.type === "target") {
    return run({ fixed: against.value, label: "target", rule: "FATE-ACT-2" }, false);
  }
  if (against.type === "opposedTotal") {
    return run({ fixed: against.total, label: "opposing total", rule: "FATE-ACT-4" }, true);
  }
  const opposer = planSide(fn, checkCharacterState(fn, against.opposer, `${at}request.against.opposer`), against.roll, `${at}request.against.roll`, opts, {
    defense: true,
  });
  return run(opposer, true);
}

/** Checks a previous result and that one more re-roll is allowed and affordable (FATE-FP-3, ruling FATE-AMB-13). */
function checkReroll(
  fn: string,
  who: Character,
  previous: unknown,
  rerolls: "rerolls" | "opposerRerolls",
  fatePointBonus: unknown,
  opts: FateOptions,
  at: string,
  whoPath: string,
): number {
  if (typeof fatePointBonus !== "boolean") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `${at}fatePointBonus`, value: fatePointBonus, message: "expected true or false" });
  }
  const done = typeof previous === "object" && previous !== null ? (previous as Record<string, unknown>)[rerolls] : undefined;
  if (typeof done !== "number" || !Number.isInteger(done) || done < 0) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `${at}previous`, value: previous, message: "expected the result of action or a re-roll" });
  }
  const cost = 1 + (fatePointBonus ? 1 : 0);
  if (cost > who.fatePoints) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path: `${at}${whoPath}.fatePoints`,
      value: who.fatePoints,
      message: `${who.name} has ${String(who.fatePoints)} fate points, the re-roll needs ${String(cost)} (FATE-FP-3)`,
    });
  }
  // ruling FATE-AMB-13: re-rolls are unlimited unless maxRerolls is set
  if (opts.maxRerolls !== undefined && done + 1 > opts.maxRerolls) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path: `${at}previous.${rerolls}`,
      value: done,
      message: `at most ${String(opts.maxRerolls)} re-rolls (option maxRerolls, FATE-AMB-13)`,
    });
  }
  return cost;
}

/** The trace and chance of one side's re-roll by hand (FATE-FP-3): a fresh 4dF, the earlier +2 gone. @internal */
export function rerollSide(side: Side, n: number, fatePointBonus: boolean): Chance<number> {
  return rollSide(side, fatePointBonus, rerollTrace(side, n, fatePointBonus), `${side.name}'s ${side.ability}, re-roll ${String(n)}`);
}

/** {@link rerollSide} with faces: the chance of the roll's 4dF multiset code (the same dice and trace). */
function rerollSideFaces(side: Side, n: number, fatePointBonus: boolean): Chance<number> {
  return rollSideFaces(side, fatePointBonus, rerollTrace(side, n, fatePointBonus), `${side.name}'s ${side.ability}, re-roll ${String(n)}`);
}

function rerollTrace(side: Side, n: number, fatePointBonus: boolean): TraceEntry[] {
  return [
    { type: "note" as const, rule: "FATE-FP-3", text: `${side.name} spends a fate point to re-roll (re-roll ${String(n)}); an earlier +2 does not carry over` },
    ...side.modifiers,
    ...(fatePointBonus
      ? [{ type: "modifier" as const, rule: "FATE-FP-2", label: "fate point for the re-roll, declared before it", value: FATE_POINT_BONUS }]
      : []),
  ];
}

/** The roll that counted in a previous result, checked: its sum, faces and total (FATE-FP-3). */
function countedRoll(fn: string, dice: unknown, faces: unknown, total: unknown, path: string): FateRoll {
  if (typeof dice === "number" && typeof total === "number" && Array.isArray(faces)) {
    const list = faces as unknown[];
    let sum = 0;
    let ok = list.length === 4;
    for (const [i, f] of list.entries()) {
      ok &&= (f === 1 || f === 0 || f === -1) && (i === 0 || (list[i - 1] as number) >= f);
      sum += typeof f === "number" ? f : 0;
    }
    if (ok && sum === dice) return { dice, faces: list as DFFace[], total };
  }
  throw new RulesError({
    code: "INVALID_ARGUMENT",
    fn,
    path,
    value: faces,
    message: "expected the result of action or a re-roll: four faces (+1, 0, -1) highest first, summing to its dice",
  });
}

/** The rolls a previous result lists as replaced, checked. */
function replacedRolls(fn: string, value: unknown, path: string): readonly FateRoll[] {
  if (!Array.isArray(value)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: "expected the result of action or a re-roll (an array of replaced rolls)" });
  }
  return (value as unknown[]).map((r, i) => {
    const x = typeof r === "object" && r !== null ? (r as Record<string, unknown>) : {};
    return countedRoll(fn, x.dice, x.faces, x.total, `${path}[${String(i)}].faces`);
  });
}

/**
 * Re-rolls an action by hand after seeing it (FATE-FP-3): one fate point for a fresh 4dF with the same
 * ability and situational modifiers; an earlier +2 does not carry over, and a new one may be bought
 * (FATE-FP-2, one more point). The opposing total stays. The natural flow: apply the previous result's
 * `fpSpent`, then re-roll with the character as it now is; the new result's `fpSpent` is this re-roll's
 * cost only, so applying it too never charges twice. Either side may re-roll: the opposer with
 * {@link rerollOpposer}.
 *
 * @param character - the actor, as it is now (earlier spending applied)
 * @param request - the same request as the action's
 * @param previous - the result being re-rolled
 * @param fatePointBonus - buy a new +2 for the re-roll
 * @param options - fate options (`maxRerolls`, ruling FATE-AMB-13)
 * @returns a chance of the new result; `fpSpent` is this re-roll's cost, `rerolls` counts all
 * @example
 * ```ts
 * const paid = spendFatePoints(indy, first.fpSpent);
 * const again = rerollAction(paid, shot, first, true);
 * resolve(again, scriptedDice(["dF:0", "dF:0", "dF:0", "dF:0"])).value.fpSpent; // 2
 * ```
 */
export function rerollAction(
  character: Character,
  request: ActionRequest,
  previous: ActionResult,
  fatePointBonus?: boolean | null,
  options?: FateOptionsInput | null,
): Chance<ActionResult> {
  const RN = "fate.rerollAction";
  const opts = fateOptions(absentIfNull(options));
  const c = checkCharacter(RN, character);
  return rerollActionValidated(RN, c, parseOnce(RN, request), previous, absentIfNull(fatePointBonus) ?? false, opts, "");
}

/**
 * {@link rerollAction} of a character and request already validated (the previous result and the bonus are
 * checked here): the same chance. `at` prefixes the paths of errors (`"input."` for the named call).
 *
 * @internal
 */
export function rerollActionValidated(
  RN: string,
  c: Character,
  request: ParsedActionRequest,
  previous: ActionResult,
  bonus: boolean,
  opts: FateOptions,
  at: string,
): Chance<ActionResult> {
  const { against, ...roll } = request;
  const opposed = isOpposed(against);
  const actor = planSide(RN, c, { ...roll, fatePointBonus: false, reroll: undefined }, `${at}request`, opts, { opposed, byHand: true });
  const cost = checkReroll(RN, c, previous, "rerolls", bonus, opts, at, "character");
  const n = previous.rerolls + 1;
  const counted = countedRoll(RN, previous.dice, previous.faces, previous.total, `${at}previous.faces`);
  const opposerFaces = opposerFacesOf(RN, previous, at);
  const read = resultReader(opposed, opts, {
    replaced: [...replacedRolls(RN, previous.replaced, `${at}previous.replaced`), counted],
    opposerReplaced: replacedRolls(RN, previous.opposerReplaced, `${at}previous.opposerReplaced`),
  });
  return rerollSideFaces(actor, n, bonus).map((code) => {
    const a = codeSum(code);
    return read({
      a,
      af4: codeFaces(code),
      at: a + actor.base + (bonus ? FATE_POINT_BONUS : 0),
      af: cost,
      ar: n,
      o: previous.opposerDice,
      of4: opposerFaces,
      ot: previous.against,
      of: 0,
      or: previous.opposerRerolls,
    });
  });
}

/** The faces of the opposer's roll in a previous result, checked (null when no opposer rolled). */
function opposerFacesOf(fn: string, previous: ActionResult, at: string): readonly DFFace[] | null {
  const dice: unknown = previous.opposerDice;
  if (dice === null) return null;
  return countedRoll(fn, dice, previous.opposerFaces, previous.against, `${at}previous.opposerFaces`).faces;
}

/**
 * Re-rolls the opposer's side of an opposed action by hand after seeing it (FATE-FP-3; fate points on
 * an opposing roll, ruling FATE-AMB-24): one fate point for a fresh 4dF with the opposer's roll as
 * requested, an earlier +2 gone, a new one for one more point. The actor's total stays. `opposerFpSpent`
 * is this re-roll's cost only (and `fpSpent` 0): apply it to the opposer as it comes.
 *
 * @param opposer - the opposer, as it is now (earlier spending applied)
 * @param request - the same request as the action's (against an opposer)
 * @param previous - the result being re-rolled
 * @param fatePointBonus - buy a new +2 for the re-roll
 * @param options - fate options (`maxRerolls`, `fatePointsOnDefense`)
 * @returns a chance of the new result
 * @example
 * ```ts
 * const saved = rerollOpposer(belloq, request, first);
 * resolve(saved, scriptedDice(["dF:+", "dF:+", "dF:0", "dF:0"])).value.opposerFpSpent; // 1
 * ```
 */
export function rerollOpposer(
  opposer: Character,
  request: ActionRequest,
  previous: ActionResult,
  fatePointBonus?: boolean | null,
  options?: FateOptionsInput | null,
): Chance<ActionResult> {
  const RN = "fate.rerollOpposer";
  const opts = fateOptions(absentIfNull(options));
  const o = checkCharacter(RN, opposer, "opposer");
  return rerollOpposerValidated(RN, o, parseOnce(RN, request), previous, absentIfNull(fatePointBonus) ?? false, opts, "");
}

/**
 * {@link rerollOpposer} of an opposer and request already validated: the same chance. `at` prefixes the
 * paths of errors (`"input."` for the named call).
 *
 * @internal
 */
export function rerollOpposerValidated(
  RN: string,
  o: Character,
  request: ParsedActionRequest,
  previous: ActionResult,
  bonus: boolean,
  opts: FateOptions,
  at: string,
): Chance<ActionResult> {
  const { against } = request;
  if (against.type !== "opposed") {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: RN,
      path: `${at}request.against.type`,
      value: against.type,
      message: 'only a rolling opposer can re-roll (type "opposed")',
    });
  }
  // ruling FATE-AMB-24: fate points on an opposing roll, unless the option forbids them
  const side = planSide(RN, o, { ...against.roll, fatePointBonus: false, reroll: undefined }, `${at}request.against.roll`, opts, {
    defense: true,
    byHand: true,
  });
  const cost = checkReroll(RN, o, previous, "opposerRerolls", bonus, opts, at, "opposer");
  if (typeof previous.total !== "number") {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: RN,
      path: `${at}previous.total`,
      value: previous.total,
      message: "expected the result of action or a re-roll",
    });
  }
  const n = previous.opposerRerolls + 1;
  const counted = countedRoll(RN, previous.opposerDice, previous.opposerFaces, previous.against, `${at}previous.opposerFaces`);
  const faces = countedRoll(RN, previous.dice, previous.faces, previous.total, `${at}previous.faces`).faces;
  const read = resultReader(true, opts, {
    replaced: replacedRolls(RN, previous.replaced, `${at}previous.replaced`),
    opposerReplaced: [...replacedRolls(RN, previous.opposerReplaced, `${at}previous.opposerReplaced`), counted],
  });
  return rerollSideFaces(side, n, bonus).map((code) => {
    const d = codeSum(code);
    return read({
      a: previous.dice,
      af4: faces,
      at: previous.total,
      af: 0,
      ar: previous.rerolls,
      o: d,
      of4: codeFaces(code),
      ot: d + side.base + (bonus ? FATE_POINT_BONUS : 0),
      of: cost,
      or: n,
    });
  });
}
