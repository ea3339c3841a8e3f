// Fate's resolvers in one shape (issue 16, docs/api-shape.md): `name(input, options?)`, the input one object
// with named fields, validated here at the edge once (strict: a misspelt field is an issue at its path), options
// always fate's options, last and optional. Each calls the validated internal of the positional function it
// replaces (the same chance, no second parse); the positional forms stay for one minor version as deprecated
// overloads of the same name (CHANGELOG.md, "Deprecated").
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { isNamedCall, named } from "../core/named-call.js";
import { absentIfNull, boundedInt, strictObject } from "../core/schema-kit.js";
import {
  type ActionRequest,
  ActionRequestSchema,
  type ActionResult,
  type ActionSummary,
  actionValidated,
  actionSummaryValidated,
  action as positionalAction,
  actionSummary as positionalActionSummary,
  rerollAction as positionalRerollAction,
  rerollOpposer as positionalRerollOpposer,
  rerollActionValidated,
  rerollOpposerValidated,
} from "./action.js";
import { type Advice, adviseActionValidated, adviseAction as positionalAdviseAction } from "./advice.js";
import { checkCharacterState } from "./character.js";
import {
  conflictExchangeValidated,
  type ExchangeRequest,
  ExchangeRequestSchema,
  type ExchangeResult,
  PreviousExchangeSchema,
  conflictExchange as positionalConflictExchange,
  rerollExchange as positionalRerollExchange,
  rerollExchangeValidated,
} from "./conflict.js";
import { type FateOptionsInput, fateOptions } from "./options.js";
import {
  type RecoveryResult,
  recoveryRollValidated,
  recoveryRoll as positionalRecoveryRoll,
  type TreatmentRequest,
  TreatmentRequestSchema,
} from "./recovery.js";
import type { Goal } from "./roll.js";
import { type Character, CharacterSchema } from "./schemas.js";

/** The paths of a named call's rule errors sit under its input. */
const AT = "input.";

/** Fate's options of a named call (`null` means absent), parsed once. */
function optionsOf(options: unknown): ReturnType<typeof fateOptions> {
  return fateOptions(absentIfNull(options as FateOptionsInput | null | undefined));
}

const Bonus = z.optional(z.nullable(z.boolean()));

// --- actions ---------------------------------------------------------------------------------------------------

/**
 * The input of {@link action} and {@link actionSummary}: who acts, and the roll and what it is against.
 *
 * @example
 * ```ts
 * validate(ActionInputSchema, { character: indy, request: { ability: "Notice", against: { type: "target", value: 2 } } }).ok; // true
 * ```
 */
export const ActionInputSchema = strictObject({
  /** The actor. */
  character: CharacterSchema,
  /** How the actor rolls and what against (FATE-ACT-1..4). */
  request: ActionRequestSchema,
});

/**
 * Who acts, and the roll and what it is against (see {@link ActionInputSchema}).
 *
 * @example
 * ```ts
 * const input: ActionInput = { character: indy, request: { ability: "Shooting", against: { type: "target", value: 3 } } };
 * ```
 */
export interface ActionInput {
  /** The actor. */
  readonly character: Character;
  /** How the actor rolls and what against. */
  readonly request: ActionRequest;
}

/**
 * Resolves an action (FATE-ACT-1): 4dF plus the ability, situational modifiers (FATE-MOD-1), stunts and a fate
 * point's +2 (FATE-FP-2), and re-rolls by plan (FATE-FP-3). Against a target (FATE-ACT-2), with no target
 * (FATE-ACT-3, read on the ladder) or opposed (FATE-ACT-4). Fate points are not taken here: apply
 * `result.fpSpent` with `spendFatePoints` (and `opposerFpSpent` to the opposer).
 *
 * @param input - `{ character, request }`
 * @param options - fate options
 * @returns a chance of the result
 * @example
 * ```ts
 * const shot = action({ character: indy, request: { ability: "Shooting", situational: [{ label: "careful aim", value: 1 }], against: { type: "target", value: 3 } } });
 * resolve(shot, scriptedDice(["dF:+", "dF:+", "dF:0", "dF:0"])).value.outcome; // "successWithComplication"
 * ```
 */
export function action(input: ActionInput, options?: FateOptionsInput | null): Chance<ActionResult>;
/**
 * Resolves an action, positional form.
 *
 * @deprecated Use `action({ character, request }, options)`.
 * @param character - the actor
 * @param request - the roll and what it is against
 * @param options - fate options
 * @returns a chance of the result
 * @example
 * ```ts
 * action(indy, { ability: "Shooting", against: { type: "target", value: 3 } });
 * ```
 */
export function action(character: Character, request: ActionRequest, options?: FateOptionsInput | null): Chance<ActionResult>;
export function action(...args: unknown[]): Chance<ActionResult> {
  if (!isNamedCall(args, "character")) return positionalAction(...(args as Parameters<typeof positionalAction>));
  const fn = "fate.action";
  const i = named(fn, ActionInputSchema, args[0]);
  return actionValidated(fn, checkCharacterState(fn, i.character, "input.character"), i.request, optionsOf(args[1]), AT);
}

/**
 * {@link action} without faces: the same dice, trace and odds of the outcome, margin, totals, sums and spend,
 * each roll only its sum, so exact odds enumerate fewer states. Use it for odds that read only the outcome.
 *
 * @param input - `{ character, request }`
 * @param options - fate options
 * @returns a chance of the result without faces
 * @example
 * ```ts
 * const shot = actionSummary({ character: indy, request: { ability: "Shooting", against: { type: "target", value: 3 } } });
 * odds(shot).probability((r) => r.margin !== null && r.margin >= 1).toString(); // the same as action's
 * ```
 */
export function actionSummary(input: ActionInput, options?: FateOptionsInput | null): Chance<ActionSummary>;
/**
 * {@link action} without faces, positional form.
 *
 * @deprecated Use `actionSummary({ character, request }, options)`.
 * @param character - the actor
 * @param request - the roll and what it is against
 * @param options - fate options
 * @returns a chance of the result without faces
 * @example
 * ```ts
 * actionSummary(indy, { ability: "Shooting", against: { type: "target", value: 3 } });
 * ```
 */
export function actionSummary(character: Character, request: ActionRequest, options?: FateOptionsInput | null): Chance<ActionSummary>;
export function actionSummary(...args: unknown[]): Chance<ActionSummary> {
  if (!isNamedCall(args, "character")) return positionalActionSummary(...(args as Parameters<typeof positionalActionSummary>));
  const fn = "fate.actionSummary";
  const i = named(fn, ActionInputSchema, args[0]);
  return actionSummaryValidated(fn, checkCharacterState(fn, i.character, "input.character"), i.request, optionsOf(args[1]), AT);
}

/** What a re-roll by hand reads of the result it re-rolls; the rest of it is checked by the re-roll itself. */
const PreviousActionSchema = z.looseObject({
  /** The actor's re-rolls so far. */
  rerolls: boundedInt(0, 1000),
  /** The opposer's re-rolls so far. */
  opposerRerolls: boundedInt(0, 1000),
});

/**
 * The input of {@link rerollAction}: the actor as it is now, the action's request, the result re-rolled, and
 * whether a new +2 is bought.
 *
 * @example
 * ```ts
 * validate(RerollActionInputSchema, { character: indy, request: shot, previous: first, fatePointBonus: true }).ok; // true
 * ```
 */
export const RerollActionInputSchema = strictObject({
  /** The actor, as it is now (earlier spending applied). */
  character: CharacterSchema,
  /** The same request as the action's. */
  request: ActionRequestSchema,
  /** The result being re-rolled (of `action` or a re-roll). */
  previous: PreviousActionSchema,
  /** Buy a new +2 for the re-roll (FATE-FP-2, one more fate point; default false). */
  fatePointBonus: Bonus,
});

/**
 * The actor, the action's request, the result re-rolled and the bonus (see {@link RerollActionInputSchema}).
 *
 * @example
 * ```ts
 * const input: RerollActionInput = { character: spendFatePoints(indy, first.fpSpent), request: shot, previous: first };
 * ```
 */
export interface RerollActionInput extends ActionInput {
  /** The result being re-rolled. */
  readonly previous: ActionResult;
  /** Buy a new +2 for the re-roll (default false). */
  readonly fatePointBonus?: boolean | null | undefined;
}

/**
 * Re-rolls an action by hand after seeing it (FATE-FP-3): one fate point for a fresh 4dF with the same ability
 * and situational modifiers; an earlier +2 does not carry over, and a new one may be bought (FATE-FP-2, one
 * more point). The opposing total stays. `fpSpent` of the new result is this re-roll's cost only.
 *
 * @param input - `{ character, request, previous, fatePointBonus? }`
 * @param options - fate options (`maxRerolls`, ruling FATE-AMB-13)
 * @returns a chance of the new result
 * @example
 * ```ts
 * const again = rerollAction({ character: spendFatePoints(indy, first.fpSpent), request: shot, previous: first, fatePointBonus: true });
 * resolve(again, scriptedDice(["dF:0", "dF:0", "dF:0", "dF:0"])).value.fpSpent; // 2
 * ```
 */
export function rerollAction(input: RerollActionInput, options?: FateOptionsInput | null): Chance<ActionResult>;
/**
 * Re-rolls an action by hand, positional form.
 *
 * @deprecated Use `rerollAction({ character, request, previous, fatePointBonus }, options)`.
 * @param character - the actor, as it is now
 * @param request - the same request as the action's
 * @param previous - the result being re-rolled
 * @param fatePointBonus - buy a new +2 for the re-roll
 * @param options - fate options
 * @returns a chance of the new result
 * @example
 * ```ts
 * rerollAction(spendFatePoints(indy, first.fpSpent), shot, first, true);
 * ```
 */
export function rerollAction(
  character: Character,
  request: ActionRequest,
  previous: ActionResult,
  fatePointBonus?: boolean | null,
  options?: FateOptionsInput | null,
): Chance<ActionResult>;
export function rerollAction(...args: unknown[]): Chance<ActionResult> {
  if (!isNamedCall(args, "character")) return positionalRerollAction(...(args as Parameters<typeof positionalRerollAction>));
  const fn = "fate.rerollAction";
  const i = named(fn, RerollActionInputSchema, args[0]);
  const c = checkCharacterState(fn, i.character, "input.character");
  return rerollActionValidated(fn, c, i.request, i.previous as unknown as ActionResult, i.fatePointBonus ?? false, optionsOf(args[1]), AT);
}

/**
 * The input of {@link rerollOpposer}: the opposer as it is now, the action's request, the result re-rolled,
 * and whether a new +2 is bought.
 *
 * @example
 * ```ts
 * validate(RerollOpposerInputSchema, { opposer: belloq, request: shot, previous: first }).ok; // true
 * ```
 */
export const RerollOpposerInputSchema = strictObject({
  /** The opposer, as it is now (earlier spending applied). */
  opposer: CharacterSchema,
  /** The same request as the action's (against an opposer). */
  request: ActionRequestSchema,
  /** The result being re-rolled (of `action` or a re-roll). */
  previous: PreviousActionSchema,
  /** Buy a new +2 for the re-roll (FATE-FP-2, one more fate point; default false). */
  fatePointBonus: Bonus,
});

/**
 * The opposer, the action's request, the result re-rolled and the bonus (see {@link RerollOpposerInputSchema}).
 *
 * @example
 * ```ts
 * const input: RerollOpposerInput = { opposer: belloq, request: shot, previous: first };
 * ```
 */
export interface RerollOpposerInput {
  /** The opposer, as it is now. */
  readonly opposer: Character;
  /** The same request as the action's. */
  readonly request: ActionRequest;
  /** The result being re-rolled. */
  readonly previous: ActionResult;
  /** Buy a new +2 for the re-roll (default false). */
  readonly fatePointBonus?: boolean | null | undefined;
}

/**
 * Re-rolls the opposer's side of an opposed action by hand after seeing it (FATE-FP-3; fate points on an
 * opposing roll, ruling FATE-AMB-24): one fate point for a fresh 4dF, an earlier +2 gone, a new one for one
 * more point. The actor's total stays; `opposerFpSpent` is this re-roll's cost only.
 *
 * @param input - `{ opposer, request, previous, fatePointBonus? }`
 * @param options - fate options (`maxRerolls`, `fatePointsOnDefense`)
 * @returns a chance of the new result
 * @example
 * ```ts
 * const saved = rerollOpposer({ opposer: belloq, request: shot, previous: first });
 * resolve(saved, scriptedDice(["dF:+", "dF:+", "dF:0", "dF:0"])).value.opposerFpSpent; // 1
 * ```
 */
export function rerollOpposer(input: RerollOpposerInput, options?: FateOptionsInput | null): Chance<ActionResult>;
/**
 * Re-rolls the opposer's side by hand, positional form.
 *
 * @deprecated Use `rerollOpposer({ opposer, request, previous, fatePointBonus }, options)`.
 * @param opposer - the opposer, as it is now
 * @param request - the same request as the action's
 * @param previous - the result being re-rolled
 * @param fatePointBonus - buy a new +2 for the re-roll
 * @param options - fate options
 * @returns a chance of the new result
 * @example
 * ```ts
 * rerollOpposer(belloq, shot, first);
 * ```
 */
export function rerollOpposer(
  opposer: Character,
  request: ActionRequest,
  previous: ActionResult,
  fatePointBonus?: boolean | null,
  options?: FateOptionsInput | null,
): Chance<ActionResult>;
export function rerollOpposer(...args: unknown[]): Chance<ActionResult> {
  if (!isNamedCall(args, "opposer")) return positionalRerollOpposer(...(args as Parameters<typeof positionalRerollOpposer>));
  const fn = "fate.rerollOpposer";
  const i = named(fn, RerollOpposerInputSchema, args[0]);
  const o = checkCharacterState(fn, i.opposer, "input.opposer");
  return rerollOpposerValidated(fn, o, i.request, i.previous as unknown as ActionResult, i.fatePointBonus ?? false, optionsOf(args[1]), AT);
}

// --- conflicts -------------------------------------------------------------------------------------------------

/**
 * The input of {@link conflictExchange}: attacker, defender, and the kind of conflict and how each side rolls.
 *
 * @example
 * ```ts
 * validate(ExchangeInputSchema, { attacker: indy, defender: waterford, request: { kind: "mental" } }).ok; // true
 * ```
 */
export const ExchangeInputSchema = strictObject({
  /** The attacking character. */
  attacker: CharacterSchema,
  /** The defending character. */
  defender: CharacterSchema,
  /** The kind of conflict and how each side rolls (FATE-CONF-1..3). */
  request: ExchangeRequestSchema,
});

/**
 * Attacker, defender and the exchange (see {@link ExchangeInputSchema}).
 *
 * @example
 * ```ts
 * const input: ExchangeInput = { attacker: indy, defender: thug, request: { kind: "physical" } };
 * ```
 */
export interface ExchangeInput {
  /** The attacking character. */
  readonly attacker: Character;
  /** The defending character. */
  readonly defender: Character;
  /** The kind of conflict and how each side rolls. */
  readonly request: ExchangeRequest;
}

/**
 * Resolves one exchange of a conflict as an opposed roll (ruling FATE-AMB-22): Fighting vs Fighting
 * (FATE-CONF-1; an unaware defender is a Poor defense, ruling FATE-AMB-9), Shooting vs Athletics (FATE-CONF-2)
 * or Rapport vs Resolve (FATE-CONF-3). The stress is the difference of the totals, doubled for a gun
 * (FATE-STRESS-2, ruling FATE-AMB-8), on Health or Composure (FATE-STRESS-1); who takes it when the attacker
 * loses follows ruling FATE-AMB-5. Apply it with `applyStress`.
 *
 * @param input - `{ attacker, defender, request }`
 * @param options - fate options
 * @returns a chance of the exchange's result
 * @example
 * ```ts
 * const charm = conflictExchange({ attacker: indy, defender: waterford, request: { kind: "mental" } });
 * resolve(charm, scriptedDice(["dF:-", "dF:-", "dF:0", "dF:0", "dF:+", "dF:0", "dF:0", "dF:0"])).value.stressTo; // "attacker"
 * ```
 */
export function conflictExchange(input: ExchangeInput, options?: FateOptionsInput | null): Chance<ExchangeResult>;
/**
 * Resolves one exchange of a conflict, positional form.
 *
 * @deprecated Use `conflictExchange({ attacker, defender, request }, options)`.
 * @param attacker - the attacking character
 * @param defender - the defending character
 * @param request - the kind of conflict and how each side rolls
 * @param options - fate options
 * @returns a chance of the exchange's result
 * @example
 * ```ts
 * conflictExchange(indy, waterford, { kind: "mental" });
 * ```
 */
export function conflictExchange(attacker: Character, defender: Character, request: ExchangeRequest, options?: FateOptionsInput | null): Chance<ExchangeResult>;
export function conflictExchange(...args: unknown[]): Chance<ExchangeResult> {
  if (!isNamedCall(args, "attacker")) return positionalConflictExchange(...(args as Parameters<typeof positionalConflictExchange>));
  const fn = "fate.conflictExchange";
  const i = named(fn, ExchangeInputSchema, args[0]);
  const a = checkCharacterState(fn, i.attacker, "input.attacker");
  const d = checkCharacterState(fn, i.defender, "input.defender");
  return conflictExchangeValidated(fn, a, d, i.request, optionsOf(args[1]), AT);
}

/**
 * The input of {@link rerollExchange}: both sides as they are now, the exchange's request, the result
 * re-rolled, who re-rolls and whether a new +2 is bought.
 *
 * @example
 * ```ts
 * validate(RerollExchangeInputSchema, { attacker: indy, defender: thug, request: { kind: "physical" }, previous: first, side: "defender" }).ok; // true
 * ```
 */
export const RerollExchangeInputSchema = strictObject({
  /** The attacker, as it is now (earlier spending applied). */
  attacker: CharacterSchema,
  /** The defender, as it is now (earlier spending applied). */
  defender: CharacterSchema,
  /** The same request as the exchange's. */
  request: ExchangeRequestSchema,
  /** The result being re-rolled (its totals and re-roll counts are read). */
  previous: PreviousExchangeSchema,
  /** Who re-rolls. */
  side: z.enum(["attacker", "defender"]),
  /** Buy a new +2 for the re-roll (FATE-FP-2, one more fate point; default false). */
  fatePointBonus: Bonus,
});

/**
 * Both sides, the exchange, the result re-rolled, who re-rolls and the bonus (see {@link RerollExchangeInputSchema}).
 *
 * @example
 * ```ts
 * const input: RerollExchangeInput = { attacker: indy, defender: thug, request: { kind: "physical" }, previous: first, side: "defender" };
 * ```
 */
export interface RerollExchangeInput extends ExchangeInput {
  /** The result being re-rolled. */
  readonly previous: ExchangeResult;
  /** Who re-rolls. */
  readonly side: "attacker" | "defender";
  /** Buy a new +2 for the re-roll (default false). */
  readonly fatePointBonus?: boolean | null | undefined;
}

/**
 * Re-rolls one side of a conflict exchange by hand after seeing it (FATE-FP-3; a defender's fate points, ruling
 * FATE-AMB-24): one fate point for a fresh 4dF with that side's roll as requested, an earlier +2 gone, a new
 * one for one more point; the other side's total stays and the stress is worked out again (FATE-STRESS-2). A
 * fixed defense has no dice to re-roll.
 *
 * @param input - `{ attacker, defender, request, previous, side, fatePointBonus? }`
 * @param options - fate options (`maxRerolls`, `fatePointsOnDefense`)
 * @returns a chance of the new result
 * @example
 * ```ts
 * const again = rerollExchange({ attacker: indy, defender: thug, request: { kind: "physical" }, previous: first, side: "defender" });
 * resolve(again, scriptedDice(["dF:+", "dF:+", "dF:0", "dF:0"])).value.defenderFpSpent; // 1
 * ```
 */
export function rerollExchange(input: RerollExchangeInput, options?: FateOptionsInput | null): Chance<ExchangeResult>;
/**
 * Re-rolls one side of a conflict exchange, positional form.
 *
 * @deprecated Use `rerollExchange({ attacker, defender, request, previous, side, fatePointBonus }, options)`.
 * @param attacker - the attacker, as it is now
 * @param defender - the defender, as it is now
 * @param request - the same request as the exchange's
 * @param previous - the result being re-rolled
 * @param side - who re-rolls
 * @param fatePointBonus - buy a new +2 for the re-roll
 * @param options - fate options
 * @returns a chance of the new result
 * @example
 * ```ts
 * rerollExchange(indy, thug, { kind: "physical" }, first, "defender");
 * ```
 */
export function rerollExchange(
  attacker: Character,
  defender: Character,
  request: ExchangeRequest,
  previous: ExchangeResult,
  side: "attacker" | "defender",
  fatePointBonus?: boolean | null,
  options?: FateOptionsInput | null,
): Chance<ExchangeResult>;
export function rerollExchange(...args: unknown[]): Chance<ExchangeResult> {
  if (!isNamedCall(args, "attacker")) return positionalRerollExchange(...(args as Parameters<typeof positionalRerollExchange>));
  const fn = "fate.rerollExchange";
  const i = named(fn, RerollExchangeInputSchema, args[0]);
  const a = checkCharacterState(fn, i.attacker, "input.attacker");
  const d = checkCharacterState(fn, i.defender, "input.defender");
  return rerollExchangeValidated(fn, a, d, i.request, i.previous, i.side, i.fatePointBonus ?? false, optionsOf(args[1]), AT);
}

// --- recovery and advice -----------------------------------------------------------------------------------------

/**
 * The input of {@link recoveryRoll}: who treats, whose consequence, and which consequence with the provider's
 * modifiers and fate points.
 *
 * @example
 * ```ts
 * validate(RecoveryInputSchema, { provider: marcus, patient: indy, request: { severity: "minor" } }).ok; // true
 * ```
 */
export const RecoveryInputSchema = strictObject({
  /** Who treats. */
  provider: CharacterSchema,
  /** Whose consequence. */
  patient: CharacterSchema,
  /** Which consequence, modifiers, and the provider's fate points (FATE-REC-1). */
  request: TreatmentRequestSchema,
});

/**
 * Who treats, whose consequence, which one (see {@link RecoveryInputSchema}).
 *
 * @example
 * ```ts
 * const input: RecoveryInput = { provider: marcus, patient: indy, request: { severity: "minor" } };
 * ```
 */
export interface RecoveryInput {
  /** Who treats. */
  readonly provider: Character;
  /** Whose consequence. */
  readonly patient: Character;
  /** Which consequence, modifiers, and the provider's fate points. */
  readonly request: TreatmentRequest;
}

/**
 * A recovery roll (FATE-REC-1): the provider rolls Science for physical harm or Rapport for mental harm against
 * the points the consequence soaked (Fair +2, Great +4, Fantastic +6); self-treatment at -2 (ruling
 * FATE-AMB-17, option `selfTreatment`); the provider's aggravated consequences give -2 (ruling FATE-AMB-16),
 * and it may buy +2 or re-roll (FATE-FP-2/3, ruling FATE-AMB-24). Apply a success with `startTreatment`.
 *
 * @param input - `{ provider, patient, request }`
 * @param options - fate options
 * @returns a chance of the result
 * @example
 * ```ts
 * const r = recoveryRoll({ provider: marcus, patient: indy, request: { severity: "minor" } });
 * odds(r).probability((x) => x.started).toString(); // for Science Fair (+2): "50/81"
 * ```
 */
export function recoveryRoll(input: RecoveryInput, options?: FateOptionsInput | null): Chance<RecoveryResult>;
/**
 * A recovery roll, positional form.
 *
 * @deprecated Use `recoveryRoll({ provider, patient, request }, options)`.
 * @param provider - who treats
 * @param patient - whose consequence
 * @param request - which consequence, modifiers, and the provider's fate points
 * @param options - fate options
 * @returns a chance of the result
 * @example
 * ```ts
 * recoveryRoll(marcus, indy, { severity: "minor" });
 * ```
 */
export function recoveryRoll(provider: Character, patient: Character, request: TreatmentRequest, options?: FateOptionsInput | null): Chance<RecoveryResult>;
export function recoveryRoll(...args: unknown[]): Chance<RecoveryResult> {
  if (!isNamedCall(args, "provider")) return positionalRecoveryRoll(...(args as Parameters<typeof positionalRecoveryRoll>));
  const fn = "fate.recoveryRoll";
  const i = named(fn, RecoveryInputSchema, args[0]);
  const p = checkCharacterState(fn, i.provider, "input.provider");
  const c = checkCharacterState(fn, i.patient, "input.patient");
  return recoveryRollValidated(fn, p, c, i.request, optionsOf(args[1]), AT);
}

/**
 * The input of {@link adviseAction}: the actor, the pending action and what the player wants.
 *
 * @example
 * ```ts
 * validate(AdviceInputSchema, { character: indy, request: { ability: "Investigation", against: { type: "target", value: 1 } }, goal: "shift" }).ok; // true
 * ```
 */
export const AdviceInputSchema = strictObject({
  /** The actor. */
  character: CharacterSchema,
  /** The pending action (against a target or an opposer: FATE-ACT-2/4). */
  request: ActionRequestSchema,
  /** What the player wants: `complication`, `success` (default) or `shift`. */
  goal: z.optional(z.nullable(z.enum(["complication", "success", "shift"]))),
});

/**
 * The actor, the pending action and the goal (see {@link AdviceInputSchema}).
 *
 * @example
 * ```ts
 * const input: AdviceInput = { character: indy, request: { ability: "Investigation", against: { type: "target", value: 1 } }, goal: "shift" };
 * ```
 */
export interface AdviceInput extends ActionInput {
  /** What the player wants (default `success`). */
  readonly goal?: Goal | null | undefined;
}

/**
 * Exact odds for a pending roll under every way of spending fate points the rules allow with the points at
 * hand (FATE-FP-2, FATE-FP-3, ruling FATE-AMB-26), each with the points it spends on average, and the best plan
 * (the highest chance of the goal, ties broken by the fewest points spent). In an opposed action the goal
 * `complication` means a margin of 1 (ruling FATE-AMB-27).
 *
 * @param input - `{ character, request, goal? }`
 * @param options - fate options
 * @returns the odds of each plan and the best one
 * @example
 * ```ts
 * const a = adviseAction({ character: indy, request: { ability: "Investigation", against: { type: "target", value: 1 } }, goal: "shift" });
 * a.best; // "bonusAndRerollWithBonus": 704/729 for a Fair character against Average with 3 points
 * ```
 */
export function adviseAction(input: AdviceInput, options?: FateOptionsInput | null): Advice;
/**
 * Advice on spending fate points, positional form.
 *
 * @deprecated Use `adviseAction({ character, request, goal }, options)`.
 * @param character - the actor
 * @param request - the pending action
 * @param goal - what the player wants
 * @param options - fate options
 * @returns the odds of each plan and the best one
 * @example
 * ```ts
 * adviseAction(indy, { ability: "Investigation", against: { type: "target", value: 1 } }, "shift").best; // "bonusAndRerollWithBonus"
 * ```
 */
export function adviseAction(character: Character, request: ActionRequest, goal?: Goal | null, options?: FateOptionsInput | null): Advice;
export function adviseAction(...args: unknown[]): Advice {
  if (!isNamedCall(args, "character")) return positionalAdviseAction(...(args as Parameters<typeof positionalAdviseAction>));
  const fn = "fate.adviseAction";
  const i = named(fn, AdviceInputSchema, args[0]);
  const c = checkCharacterState(fn, i.character, "input.character");
  return adviseActionValidated(fn, c, i.request, i.goal ?? "success", optionsOf(args[1]), AT);
}
