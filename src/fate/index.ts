/**
 * pulp-rules/fate: Fate-style pulp RPG (catalogue section 3): the ladder, characters with abilities,
 * traits, stunts, fate points, stress and consequences; actions, opposed actions and conflict exchanges
 * as chances (resolve them with dice, or ask their exact odds); and advice on spending fate points.
 *
 * @packageDocumentation
 */

import { deepFreeze } from "../core/freeze.js";
import type { RuleSystemInfo } from "../core/system-info.js";

/**
 * What this rule system is and where its rules come from.
 *
 * @example
 * ```ts
 * import { system } from "pulp-rules/fate";
 * system.rulePrefix; // "FATE"
 * ```
 */
export const system: RuleSystemInfo = deepFreeze({
  id: "fate",
  title: "Fate-style pulp RPG",
  source: "002_a52771f502cf9543.txt",
  catalogue: "section 3",
  rulePrefix: "FATE",
});

export {
  type ActionRequest,
  ActionRequestSchema,
  type ActionResult,
  type ActionSummary,
  type Against,
  AgainstSchema,
} from "./action.js";
export { type Advice, type PlanOdds, type SpendPlan } from "./advice.js";
/* eslint-disable @typescript-eslint/no-deprecated -- the positional forms stay exported for one minor version (issue 16, CHANGELOG "Deprecated") */
export {
  type AdviceInput,
  AdviceInputSchema,
  type ActionInput,
  ActionInputSchema,
  action,
  actionSummary,
  adviseAction,
  conflictExchange,
  type ExchangeInput,
  ExchangeInputSchema,
  type RecoveryInput,
  RecoveryInputSchema,
  type RerollActionInput,
  RerollActionInputSchema,
  type RerollExchangeInput,
  RerollExchangeInputSchema,
  type RerollOpposerInput,
  RerollOpposerInputSchema,
  recoveryRoll,
  rerollAction,
  rerollExchange,
  rerollOpposer,
} from "./api.js";
/* eslint-enable @typescript-eslint/no-deprecated */
export type { RatingSpec } from "./authoring.js";
export {
  type CharacterInput,
  CharacterInputSchema,
  type CharacterSpec,
  createCharacter,
  rating,
  refreshFor,
  STARTING_FATE_POINTS,
  sceneRefresh,
  spendFatePoints,
  stressBoxes,
  traitsOf,
} from "./character.js";
export { CONFLICT_ABILITIES, type ExchangeRequest, ExchangeRequestSchema, type ExchangeResult } from "./conflict.js";
export { CONSEQUENCES, type ConsequenceRow, SEVERITIES } from "./consequence-table.js";
export { type CompelResponse, type CompelResult, compel, endScene, type InvokeRequest, InvokeRequestSchema, type InvokeResult, invoke } from "./economy.js";
export { ladderLabel, ladderText, ladderValue } from "./ladder.js";
export { LADDER, LADDER_BOTTOM, LADDER_TOP, type LadderAdjective } from "./ladder-table.js";
export { type FateOptions, type FateOptionsInput, FateOptionsSchema, fateOptions } from "./options.js";
export { type ActionOutcome, type OutcomeKind, outcomeOf, shiftsFor } from "./outcome.js";
export {
  clearConsequence,
  type RecoveryResult,
  SELF_TREATMENT_PENALTY,
  startTreatment,
  TREATMENT_ABILITY,
  type TreatmentRequest,
  TreatmentRequestSchema,
} from "./recovery.js";
export { AGGRAVATED_PENALTY, type DFFace, FATE_POINT_BONUS, type FateRoll, type Goal, type RollSpec, RollSpecSchema } from "./roll.js";
export { fateScene, type SceneAdvice, type SceneChoiceOdds, type SceneEvent, sceneAdvice } from "./scene.js";
export { alwaysAttack, noConsequences, pressTheAttack } from "./scene-policies.js";
export {
  type SceneAction,
  SceneActionSchema,
  type SceneAttack,
  SceneAttackSchema,
  type SceneCommand,
  SceneCommandSchema,
  type SceneOutcome,
  type SceneScenario,
  SceneScenarioSchema,
  type SceneState,
  SceneStateSchema,
} from "./scene-schemas.js";
export {
  ABILITY_NAMES,
  type AbilityName,
  AbilityNameSchema,
  type Character,
  CharacterSchema,
  type Consequence,
  ConsequenceSchema,
  type Modifier,
  ModifierSchema,
  RatingSchema,
  type Role,
  RoleSchema,
  type Severity,
  SeveritySchema,
  type StressTrack,
  StressTrackSchema,
  type Stunt,
  type StuntEffect,
  StuntEffectSchema,
  StuntSchema,
  type TrackName,
  TrackNameSchema,
  type Trait,
  TraitSchema,
} from "./schemas.js";
export { aggravate, applyStress, concede, freeConsequences, type StressInput, StressInputSchema, type StressResult } from "./stress.js";
export { type StressAllocation, StressAllocationSchema, TOO_STUBBORN_TO_FAIL, useStunt } from "./stunts.js";
