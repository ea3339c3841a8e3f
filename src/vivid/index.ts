/**
 * pulp-rules/vivid: Rugged Adventures: Vivid Imaginations (catalogue section 2).
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
 * import { system } from "pulp-rules/vivid";
 * system.rulePrefix; // "VIV"
 * ```
 */
export const system: RuleSystemInfo = deepFreeze({
  id: "vivid",
  title: "Rugged Adventures: Vivid Imaginations",
  source: "000_10d2ba5747f96e43.txt",
  catalogue: "section 2",
  rulePrefix: "VIV",
});

export type { Allocation } from "../family/allocation.js";
export type { FigureSpec, TraitChoice, UnitSpec } from "../family/authoring.js";
export type { FireRefusal, FireRefusalCode, FireVerdict } from "../family/can-fire.js";
export type { CliffHangerResult } from "../family/cliffhanger.js";
export type { LuckResult, TraitCountResult, TraitSlot } from "../family/creation.js";
export type { LuckRow, LuckTable } from "../family/creation-tables.js";
export { type FiftyPercentVerdict, outForTheGame } from "../family/fifty-percent.js";
export type { FollowingFireOutcome, PlacedFigure } from "../family/following-fire.js";
export type { HitNumber } from "../family/hit-number.js";
export type { InitiativeResult } from "../family/initiative.js";
export type { LuckRollResult } from "../family/luck-roll.js";
export type { MeleeSystem } from "../family/melee.js";
export { type MeleeAttack, MeleeAttackSchema, type MeleeFight, MeleeFightSchema, type MeleeResult, type MeleeStrike } from "../family/melee.js";
export { type MeleeChart, MeleeChartSchema, type MeleeHitNumber, type MeleeSituation, MeleeSituationSchema } from "../family/melee-chart.js";
export { type MoraleOutcome, type MoraleResolution, type MoraleResult, type MoraleSituation, MoraleSituationSchema } from "../family/morale.js";
export { type MoraleTable, MoraleTableSchema } from "../family/morale-table.js";
export { type VividMoraleSituation, VividMoraleSituationSchema } from "../family/morale-triggers.js";
export type { MoraleSystem } from "../family/morale-value.js";
export type { MoveAllowance, MoveRefusal, MoveResult } from "../family/movement.js";
export type { UnitWarning } from "../family/organisation.js";
export { leaveTable, type RallyResolution } from "../family/rally.js";
export type { RangeBand } from "../family/range.js";
export { type RecoveryResolution, startOfTurn, type Treatment } from "../family/recovery.js";
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
export type { Phase } from "../family/sequence.js";
export { VividVolleyInputSchema, type VolleyInput, VolleyInputSchema } from "../family/shooting-api.js";
export type { ShootingTable } from "../family/shooting-table.js";
export { type ShotContext, ShotContextSchema, VividShotContextSchema } from "../family/shot-context.js";
export type { ShotDice } from "../family/shot-dice.js";
export type { SixthSenseResult } from "../family/spotting.js";
export type { Cover, TerrainKind, TerrainRow, TerrainTable } from "../family/terrain.js";
export type { ClumsyResult, ImpetuousResult } from "../family/trait-checks.js";
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
export type { VestInput, WoundOutcome, WoundRules } from "../family/wounds.js";
/* eslint-disable @typescript-eslint/no-deprecated -- from here on: the positional forms stay exported for one minor version (issue 16, CHANGELOG "Deprecated") */
export {
  type TraitsInput,
  TraitsInputSchema,
  validateTraits,
  acidVapour,
  deathRayHits,
  flashGrenade,
  gasExposure,
  gasGrenade,
  grapplingLine,
  knockoutDrops,
  madnessMist,
  mercyBullets,
  mindTransfer,
  multiToolRoll,
  pickLock,
  resuscitate,
  thimbleHits,
  wakeRoll,
  whipTrick,
  zipWire,
  zombieDust,
  type LockPickInput,
  LockPickInputSchema,
  type MultiToolInput,
  MultiToolInputSchema,
  type MindTransferInput,
  MindTransferInputSchema,
  type FlashGrenadeInput,
  FlashGrenadeInputSchema,
  type MercyBulletsInput,
  MercyBulletsInputSchema,
  type ThimbleHitsInput,
  ThimbleHitsInputSchema,
  type DeathRayHitsInput,
  DeathRayHitsInputSchema,
  type GasGrenadeInput,
  GasGrenadeInputSchema,
  type KnockoutDropsInput,
  KnockoutDropsInputSchema,
  type GrapplingLineInput,
  GrapplingLineInputSchema,
  type ZipWireInput,
  ZipWireInputSchema,
  type WakeRollInput,
  WakeRollInputSchema,
  type ResuscitateInput,
  ResuscitateInputSchema,
  type MadnessMistInput,
  MadnessMistInputSchema,
  type GasExposureInput,
  GasExposureInputSchema,
  type WhipTrickInput,
  WhipTrickInputSchema,
  type ZombieDustInput,
  ZombieDustInputSchema,
  type CliffHangerInput,
  CliffHangerInputSchema,
  type ClumsyInput,
  ClumsyInputSchema,
  canFire,
  canSpot,
  cliffHanger,
  type FiftyPercentInput,
  FiftyPercentInputSchema,
  fiftyPercentRule,
  type MedicalTrainingInput,
  MedicalTrainingInputSchema,
  medicalTraining,
  type RecoveryInput,
  RecoveryInputSchema,
  type SpotInput,
  SpotInputSchema,
  woundedRecovery,
  clumsyCheck,
  type FireCheckInput,
  type ImpetuousInput,
  ImpetuousInputSchema,
  impetuousCheck,
  handToHand,
  handToHandHitNumber,
  hitNumber,
  type MeleeHitInput,
  MeleeHitInputSchema,
  type MoraleInput,
  MoraleInputSchema,
  moraleCheck,
  type RoutInput,
  resolveHandToHand,
  resolveWounds,
  routRecovery,
  type ShotInput,
  ShotInputSchema,
  type SideInitiativeInput,
  SideInitiativeInputSchema,
  type SixthSenseInput,
  SixthSenseInputSchema,
  shootingVolley,
  shootingVolleyCasualties,
  shootingVolleyWithWounds,
  shotDice,
  sideInitiative,
  sixthSense,
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
export { createFigure, createUnit, type VividTraitName, type VividWeaponName } from "./authoring.js";
export { type GeneratedPc, generateLuck, generatePc, rollTraitCount, rollTraitGate, rollTraitPolarities } from "./creation.js";
export { VIVID_LUCK_TABLE, VIVID_NEGATIVE_FROM, VIVID_TRAIT_COUNT, VIVID_TRAIT_GATE_FACES } from "./creation-tables.js";
export { deathRay } from "./death-ray.js";
export { VIVID_GADGETS, type VividGadgetName } from "./gadgets/catalogue.js";
export {
  type AcidVapourExposure,
  type BreatherTurn,
  breathe,
  type MadnessResult,
  type SmokeCloud,
  type SmokeWind,
  shielded,
  smokeBlocks,
  smokeCloud,
} from "./gadgets/clouds.js";
export { type GadgetSpend, spendGadget } from "./gadgets/counters.js";
export type { LockGm, LockPickResult, MindTransferResult } from "./gadgets/devices.js";
export { type FlashResult, type FlashTarget, gadgetTurnStart } from "./gadgets/flash.js";
export { deathRayPowerUp, type GadgetHitResult, type MercyTarget } from "./gadgets/hits.js";
export { type GasGrenadeGm, type GasGrenadeResult, type KnockoutDropsResult, knockedOut } from "./gadgets/knockout.js";
export { type Gadget, type GadgetCounter, type GadgetEffect, GadgetEffectSchema, GadgetSchema } from "./gadgets/schema.js";
export type { ClimbResult, ZipWireResult, ZipWireShot } from "./gadgets/travel.js";
export { awake, type ResuscitationResult, rollDoses, type WakeResult } from "./gadgets/unconscious.js";
export { hairPinsModifiers, type WhipTrick, type WhipTrickResult } from "./gadgets/whip.js";
export { type ZombieDustResult, zombieControl } from "./gadgets/zombie.js";
export {
  advanceAndCharge,
  carryAndCover,
  describeVivid,
  holdAndShoot,
  isBroken,
  isDown,
  isGone,
  scriptedPolicy,
  type VividCommand,
  VividCommandSchema,
  type VividEvent,
  type VividObjective,
  VividObjectiveSchema,
  type VividOutcome,
  VividOutcomeSchema,
  type VividScenario,
  VividScenarioSchema,
  type VividShotLine,
  type VividState,
  VividStateSchema,
  type VividVictory,
  VividVictorySchema,
  type VividZone,
  VividZoneSchema,
  vividAttackOdds,
  vividGame,
  vividKey,
  type VividGadgetRules,
  VividGadgetRulesSchema,
  type VividGadgetState,
  VividGadgetStateSchema,
  type VividLock,
  VividLockSchema,
  type VividHelp,
  VividHelpCommandSchema,
  type VividOptionalRules,
  VividOptionalRulesSchema,
  type VividRuleEvent,
  type VividSmoke,
  VividSmokeSchema,
  type VividUseGadget,
  VividUseGadgetCommandSchema,
  VividUsedGadgetSchema,
} from "./game/index.js";
export type { GasExposure } from "./gas.js";
export { effectiveLuck, luckRoll, type VividLuckSettings } from "./luck.js";
export { vividMeleeSystem } from "./melee.js";
export { VIVID_MELEE_CHART } from "./melee-chart.js";
export { vividMoraleSystem } from "./morale.js";
export { VIVID_MORALE_TABLE } from "./morale-table.js";
export { ancientTrainingMove, movementAllowance, type VividMoveInput, VividMoveInputSchema, woundedMove } from "./movement.js";
export { VIVID_MOVEMENT_RATES } from "./movement-table.js";
export { type VividOptions, type VividOptionsInput, VividOptionsSchema, vividOptions } from "./options.js";
export { checkUnit } from "./organisation.js";
export { sideTurnPhases } from "./sequence.js";
export { type FollowingFireInput, FollowingFireInputSchema, followingFire, hitsDistribution, rangeBand } from "./shooting.js";
export { VIVID_SHOOTING } from "./shooting-table.js";
export { VIVID_TERRAIN } from "./terrain-table.js";
export { VIVID_TRAITS } from "./traits.js";
export { weaponAfterTurn } from "./weapon-state.js";
export { VIVID_MACHINE_PISTOL, VIVID_WEAPONS } from "./weapon-table.js";
export { VIVID_WOUND_TABLE_D6, VIVID_WOUND_TABLE_D10, vividWoundTable } from "./wound-table.js";
export { type VividWoundSettings, vividWoundRules } from "./wounds.js";
