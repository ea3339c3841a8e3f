/**
 * pulp-rules/evolution: Pulp Evolution (draft) (catalogue section 5).
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
 * import { system } from "pulp-rules/evolution";
 * system.rulePrefix; // "EVO"
 * ```
 */
export const system: RuleSystemInfo = deepFreeze({
  id: "evolution",
  title: "Pulp Evolution (draft)",
  source: "004_d16c8db4b5e97e02.txt",
  catalogue: "section 5",
  rulePrefix: "EVO",
});

export { actionsFor, hasSkill, isLeader } from "./actions.js";
export {
  createModel,
  EVOLUTION_PROFILES,
  EVOLUTION_WEAPONS,
  type EvolutionProfileName,
  type EvolutionWeaponName,
  type ModelSpec,
} from "./authoring.js";
export type { CloseCombatContext, CloseCombatProcedure, CloseCombatResult, CloseCombatSetup } from "./close-combat.js";
export type { DamageOutcome } from "./damage.js";
export { type DiceAggregation, type DiceExpr, DiceExprSchema, diceChance, type ParsedDice, parseDiceExpr, splitDice } from "./dice-expr.js";
export {
  type FireContext,
  type FireRefusal,
  isHit,
  type LegacyFireContext,
  SIZE_MODIFIER_RELATIVE_TO_HUMAN,
  sizeModifier,
  type WeaponInput,
} from "./firing.js";
export {
  type EvolutionEvent,
  type EvolutionHooks,
  type EvolutionOutcome,
  evolutionGame,
  evolutionGameWith,
  evolutionPolicies,
  type WtfTrigger,
} from "./game.js";
export { TRAIL_BOSS_SCENARIO } from "./game-scenarios.js";
export {
  type EvolutionCommand,
  EvolutionCommandSchema,
  type EvolutionPiece,
  EvolutionPieceSchema,
  type EvolutionScenario,
  EvolutionScenarioSchema,
  type EvolutionState,
  EvolutionStateSchema,
  type TerrainZone,
  TerrainZoneSchema,
} from "./game-schema.js";
export {
  type GroupActivation,
  GroupActivationSchema,
  type GroupIssue,
  type GroupIssueCode,
  type GroupMember,
  GroupMemberSchema,
  type GroupStep,
  GroupStepSchema,
  type GroupVerdict,
  validateGroup,
} from "./leadership.js";
export { blocksLos, inFieldOfVision, type Los, lineOfSight, type SightContext } from "./los.js";
export {
  type Model,
  type ModelInput,
  ModelSchema,
  type Point,
  PointSchema,
  parseModel,
  TargetSchema,
  ThresholdSchema,
  TOUGH,
  type Weapon,
  WeaponSchema,
  type WoundState,
  WoundStateSchema,
} from "./model.js";
export type { ChargeOutcome, MoveAllowance, MoveContext } from "./movement.js";
export {
  type EvolutionOptions,
  type EvolutionOptionsInput,
  EvolutionOptionsSchema,
  parseEvolutionOptions,
  type SizeModifierRow,
  SizeModifierRowSchema,
  type SizeModifierTable,
  SizeModifierTableSchema,
} from "./options.js";
export { type ReactionProcedure, type ReactionResult, type ReactionTrigger, ReactionTriggerSchema } from "./reactions.js";
export { activationOrder, type DeploymentOrder, deploymentOrder, inDeploymentZone } from "./setup.js";
export type { ShotResult } from "./shoot.js";
export {
  ACTION_TYPES,
  type ActionType,
  DEPLOYMENT_DEPTH,
  LEADER_RADIUS,
  SIZE_SCALE,
  TERRAIN_MOVE_FACTOR,
  type Terrain,
  WOUND_TABLE,
  type WoundResult,
  woundTableResult,
} from "./tables.js";
export { applyDamage, woundStateAfter } from "./wounds.js";
export type { WtfContext } from "./wtf.js";
/* eslint-disable @typescript-eslint/no-deprecated -- the positional forms stay exported for one minor version (issue 16, CHANGELOG "Deprecated") */
export {
  type ChargeInput,
  ChargeInputSchema,
  type CloseCombatInput,
  CloseCombatContextSchema,
  CloseCombatInputSchema,
  canFire,
  chargeOutcome,
  closeCombat,
  type DamageInput,
  DamageInputSchema,
  damage,
  damageOutcomes,
  type FireCheckInput,
  FireCheckInputSchema,
  FireContextSchema,
  type FireInput,
  FireInputSchema,
  fire,
  type MoveInput,
  MoveInputSchema,
  moveAllowance,
  type ReactionInput,
  ReactionInputSchema,
  reaction,
  resolveDamage,
  type ShootInput,
  ShootInputSchema,
  ShotContextSchema,
  shoot,
  type WtfInput,
  WtfInputSchema,
  wtfCheck,
} from "./api.js";
/* eslint-enable @typescript-eslint/no-deprecated */
