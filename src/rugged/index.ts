/**
 * pulp-rules/rugged: Rugged Adventures, Preliminary Core Rules (catalogue section 1).
 *
 * @packageDocumentation
 */
import type { RuleSystemInfo } from "../core/system-info.js";

/**
 * What this rule system is and where its rules come from.
 *
 * @example
 * ```ts
 * import { system } from "pulp-rules/rugged";
 * system.rulePrefix; // "RUG"
 * ```
 */
export const system: RuleSystemInfo = {
  id: "rugged",
  title: "Rugged Adventures, Preliminary Core Rules",
  source: "001_676dd4ec680080c0.txt",
  catalogue: "section 1",
  rulePrefix: "RUG",
};

export {
  type Eligibility,
  EligibilitySchema,
  type Figure,
  type FigureClass,
  FigureClassSchema,
  FigureSchema,
  type FigureStatus,
  FigureStatusSchema,
  type FigureType,
  FigureTypeSchema,
  type HandToHandClass,
  HandToHandClassSchema,
  type MoraleState,
  MoraleStateSchema,
  type MovementClass,
  MovementClassSchema,
  type MovementMode,
  MovementModeSchema,
  type Trait,
  type TraitEffect,
  TraitEffectSchema,
  TraitSchema,
  type TroopType,
  TroopTypeSchema,
  type Unit,
  UnitSchema,
  type Weapon,
  type WeaponClass,
  WeaponClassSchema,
  WeaponSchema,
  type WoundState,
  WoundStateSchema,
} from "../family/schemas.js";
export { type RuggedOptions, type RuggedOptionsInput, RuggedOptionsSchema, ruggedOptions } from "./options.js";
export type { LuckRollResult } from "../family/luck-roll.js";
export { type MeleeAttack, MeleeAttackSchema, type MeleeFight, MeleeFightSchema, type MeleeResult, type MeleeStrike } from "../family/melee.js";
export { type MeleeChart, MeleeChartSchema, type MeleeHitNumber, type MeleeSituation, MeleeSituationSchema } from "../family/melee-chart.js";
export { type MoraleOutcome, type MoraleResolution, type MoraleResult, type MoraleSituation, MoraleSituationSchema } from "../family/morale.js";
export { type MoraleTable, MoraleTableSchema } from "../family/morale-table.js";
export { leaveTable, type RallyResolution } from "../family/rally.js";
export { type RecoveryResolution, startOfTurn } from "../family/recovery.js";
export type { WoundResolution } from "../family/wound-api.js";
export {
  type RuleModifier,
  RuleModifierSchema,
  type WoundHit,
  WoundHitSchema,
  type WoundResult,
  WoundResultSchema,
  type WoundTable,
  WoundTableSchema,
} from "../family/wound-table.js";
export type { WoundOutcome } from "../family/wounds.js";
export { cliffHanger, luckRoll, type RuggedLuckSettings, woundedRecovery } from "./luck.js";
export { handToHandHitNumber, type RuggedCustomModules, resolveHandToHand, ruggedMeleeSystem } from "./melee.js";
export { moraleCheck, rally, routRecovery, ruggedMoraleSystem } from "./morale.js";
export { type RuggedWoundSettings, resolveWounds, ruggedWoundRules } from "./wounds.js";
