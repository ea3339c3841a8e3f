/**
 * pulp-rules/rugged: Rugged Adventures, Preliminary Core Rules (catalogue section 1).
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
 * import { system } from "pulp-rules/rugged";
 * system.rulePrefix; // "RUG"
 * ```
 */
export const system: RuleSystemInfo = deepFreeze({
  id: "rugged",
  title: "Rugged Adventures, Preliminary Core Rules",
  source: "001_676dd4ec680080c0.txt",
  catalogue: "section 1",
  rulePrefix: "RUG",
});

export type { Allocation } from "../family/allocation.js";
export type { FigureSpec, TraitChoice, UnitSpec } from "../family/authoring.js";
export type { FireRefusal, FireRefusalCode, FireVerdict } from "../family/can-fire.js";
export type { CliffHangerResult } from "../family/cliffhanger.js";
export type { LuckResult, TraitCountResult, TraitSlot } from "../family/creation.js";
export type { LuckRow, LuckTable } from "../family/creation-tables.js";
export type { HitNumber } from "../family/hit-number.js";
export type { LuckRollResult } from "../family/luck-roll.js";
export type { MeleeSystem } from "../family/melee.js";
export { type MeleeAttack, MeleeAttackSchema, type MeleeFight, MeleeFightSchema, type MeleeResult, type MeleeStrike } from "../family/melee.js";
export { type MeleeChart, MeleeChartSchema, type MeleeHitNumber, type MeleeSituation, MeleeSituationSchema } from "../family/melee-chart.js";
export { type MoraleOutcome, type MoraleResolution, type MoraleResult, type MoraleSituation, MoraleSituationSchema } from "../family/morale.js";
export { type MoraleTable, MoraleTableSchema } from "../family/morale-table.js";
export { RuggedMoraleSituationSchema } from "../family/morale-triggers.js";
export type { MoraleSystem } from "../family/morale-value.js";
export type { MoveAllowance, MoveRefusal, MoveResult, RunState } from "../family/movement.js";
export type { UnitWarning } from "../family/organisation.js";
export { leaveTable, type RallyResolution } from "../family/rally.js";
export type { RangeBand } from "../family/range.js";
export { type RecoveryResolution, startOfTurn } from "../family/recovery.js";
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
export type { MovementOrder, Phase } from "../family/sequence.js";
export { RuggedVolleyInputSchema, type VolleyInput, VolleyInputSchema } from "../family/shooting-api.js";
export type { ShootingTable } from "../family/shooting-table.js";
export { RuggedShotContextSchema, type ShotContext, ShotContextSchema } from "../family/shot-context.js";
export type { ShotDice } from "../family/shot-dice.js";
export type { FieldCraftResult, SixthSenseResult } from "../family/spotting.js";
export type { Cover, TerrainKind, TerrainRow, TerrainTable } from "../family/terrain.js";
export type { ClumsyResult, ImpetuousResult, TacticianResult } from "../family/trait-checks.js";
export type { TraitIssue } from "../family/trait-validation.js";
export type { PlannedShot, VolleyOutcome } from "../family/volley.js";
export type { VolleyCasualties, VolleyWithWounds, VolleyWoundSettings } from "../family/volley-with-wounds.js";
export type { OutcomesByFigure, VolleyWounds } from "../family/volley-wounds.js";
export type { WeaponAfterTurn } from "../family/weapon-state.js";
export type { WoundResolution } from "../family/wound-api.js";
export type { OxFlag } from "../family/wound-figure.js";
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
export type { WoundOutcome, WoundRules } from "../family/wounds.js";
/* eslint-disable @typescript-eslint/no-deprecated -- from here on: the positional forms stay exported for one minor version (issue 16, CHANGELOG "Deprecated") */
export {
  type CliffHangerInput,
  CliffHangerInputSchema,
  type ClumsyInput,
  ClumsyInputSchema,
  canFire,
  canSpot,
  cliffHanger,
  clumsyCheck,
  type FieldCraftInput,
  FieldCraftInputSchema,
  fieldCraftCheck,
  type FireCheckInput,
  type ImpetuousInput,
  ImpetuousInputSchema,
  impetuousCheck,
  type RecoveryInput,
  RecoveryInputSchema,
  type RunStateInput,
  RunStateInputSchema,
  runStateAfter,
  type SixthSenseInput,
  SixthSenseInputSchema,
  type SpotInput,
  SpotInputSchema,
  sixthSense,
  type TacticianInput,
  TacticianInputSchema,
  type TraitsInput,
  TraitsInputSchema,
  tacticianRoll,
  validateTraits,
  woundedRecovery,
  type HandToHandInput,
  HandToHandInputSchema,
  handToHand,
  handToHandHitNumber,
  hitNumber,
  type MeleeHitInput,
  MeleeHitInputSchema,
  type MoraleInput,
  MoraleInputSchema,
  moraleCheck,
  type RallyInput,
  type RoutInput,
  rally,
  resolveHandToHand,
  resolveWounds,
  routRecovery,
  type ShotInput,
  ShotInputSchema,
  shootingVolley,
  shootingVolleyCasualties,
  shootingVolleyWithWounds,
  shotDice,
  type UnitWoundsInput,
  UnitWoundsInputSchema,
  unitWounds,
  type VolleyRequest,
  VolleyRequestSchema,
  volley,
  volleyCasualties,
  volleyHits,
  volleyPlan,
  type WoundsInput,
  WoundsInputSchema,
  wounds,
  woundVolley,
} from "./api.js";
export { createFigure, createUnit, type RuggedTraitName, type RuggedWeaponName } from "./authoring.js";
export { generateLuck, generatePrp, rollTraitCount } from "./creation.js";
export { RUGGED_LUCK_TABLE } from "./creation-tables.js";
export { describeRugged, type RuggedCasualty, type RuggedEvent } from "./game/events.js";
export { ruggedGame, ruggedShotOdds } from "./game/game.js";
export { advanceAndCharge, holdAndShoot, type ScriptLine, scriptedPolicy } from "./game/policies.js";
export {
  type RuggedCommand,
  RuggedCommandSchema,
  type RuggedObjective,
  RuggedObjectiveSchema,
  type RuggedOutcome,
  RuggedOutcomeSchema,
  type RuggedPhase,
  RuggedPhaseSchema,
  type RuggedPlacedUnit,
  RuggedPlacedUnitSchema,
  type RuggedScenario,
  RuggedScenarioSchema,
  type RuggedSide,
  RuggedSideSchema,
  type RuggedSight,
  RuggedSightSchema,
  type RuggedState,
  RuggedStateSchema,
  type RuggedTable,
  RuggedTableSchema,
  type RuggedUnitState,
  RuggedUnitStateSchema,
  type RuggedVictory,
  RuggedVictorySchema,
  type RuggedZone,
  RuggedZoneSchema,
} from "./game/schema.js";
export { luckRoll, type RuggedLuckSettings } from "./luck.js";
export { type RuggedCustomModules, ruggedMeleeSystem } from "./melee.js";
export { ruggedMoraleSystem } from "./morale.js";
export { ancientTrainingMove, movementAllowance, type RuggedMoveInput, RuggedMoveInputSchema } from "./movement.js";
export { RUGGED_MOVEMENT_RATES, RUGGED_RUN_LIMIT } from "./movement-table.js";
export { type RuggedOptions, type RuggedOptionsInput, RuggedOptionsSchema, ruggedOptions } from "./options.js";
export { checkUnit } from "./organisation.js";
export { fieldCraft, movementOrder, RUGGED_TURN_SEQUENCE } from "./sequence.js";
export { hitsDistribution, rangeBand } from "./shooting.js";
export { RUGGED_SHOOTING } from "./shooting-table.js";
export { RUGGED_TERRAIN } from "./terrain-table.js";
export { RUGGED_TRAITS } from "./traits.js";
export type { RuggedVolleyWoundSettings } from "./volley-wounds.js";
export { weaponAfterTurn } from "./weapon-state.js";
export { RUGGED_WEAPONS } from "./weapon-table.js";
export { type RuggedWoundSettings, ruggedWoundRules } from "./wounds.js";
