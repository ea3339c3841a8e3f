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
