/**
 * pulp-rules/vivid: Rugged Adventures: Vivid Imaginations (catalogue section 2).
 *
 * @packageDocumentation
 */
import type { RuleSystemInfo } from "../core/system-info.js";

/**
 * What this rule system is and where its rules come from.
 *
 * @example
 * ```ts
 * import { system } from "pulp-rules/vivid";
 * system.rulePrefix; // "VIV"
 * ```
 */
export const system: RuleSystemInfo = {
  id: "vivid",
  title: "Rugged Adventures: Vivid Imaginations",
  source: "000_10d2ba5747f96e43.txt",
  catalogue: "section 2",
  rulePrefix: "VIV",
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
export { type VividOptions, type VividOptionsInput, VividOptionsSchema, vividOptions } from "./options.js";
export { resolveWounds, vividWoundRules } from "./wounds.js";
