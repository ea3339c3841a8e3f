/**
 * pulp-rules/tugs: TUGS combat chapter (d20 roll-under, sections 3.6-3.9) (catalogue section 4).
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
 * import { system } from "pulp-rules/tugs";
 * system.rulePrefix; // "TUGS"
 * ```
 */
export const system: RuleSystemInfo = deepFreeze({
  id: "tugs",
  title: "TUGS combat chapter (d20 roll-under, sections 3.6-3.9)",
  source: "003_19a076abd199de7c.txt",
  catalogue: "section 4",
  rulePrefix: "TUGS",
});

/* eslint-disable @typescript-eslint/no-deprecated -- from here on: the positional forms stay exported for one minor version (issue 16, CHANGELOG "Deprecated") */
export {
  type ApplyInjuryInput,
  ApplyInjuryInputSchema,
  type AttackRollInput,
  AttackRollInputSchema,
  type AttributeRollInput,
  AttributeRollInputSchema,
  applyInjury,
  attackRoll,
  attributeRoll,
  combatRound,
  type DamageInput,
  DamageInputSchema,
  type DefenseRollInput,
  DefenseRollInputSchema,
  damage,
  defenseRoll,
  type FallInput,
  FallInputSchema,
  type FallingObjectInput,
  FallingObjectInputSchema,
  fall,
  fallingObject,
  type HthAttackInput,
  HthAttackInputSchema,
  hthAttack,
  type InitiativeInput,
  InitiativeInputSchema,
  initiative,
  ModifierEntrySchema,
  type ParryRollInput,
  ParryRollInputSchema,
  type PenetrationInput,
  PenetrationInputSchema,
  parryRoll,
  penetration,
  type RangedAttackInput,
  RangedAttackInputSchema,
  type RecoveryTimeInput,
  RecoveryTimeInputSchema,
  type RoundInput,
  RoundInputSchema,
  rangedAttack,
  recoveryTime,
  type WorseningTickInput,
  WorseningTickInputSchema,
  worseningTick,
} from "./api.js";
export { type HitLocationInput, HitLocationInputSchema, hitLocation, type RollUnderInput, RollUnderInputSchema, rollUnder } from "./api-small.js";
export { critThreshold, hthAttackModifiers, type RollResult, rangedAttackModifiers } from "./attack.js";
export { type AttackOutcome, type InjuryOdds, injuryOdds } from "./attack-chain.js";
export {
  type ArmourPiece,
  type CharacterSpec,
  createCharacter,
  TUGS_ARMOUR,
  TUGS_EXAMPLE_CHARACTERS,
  TUGS_WEAPONS,
  type TugsArmourName,
  type TugsWeaponName,
} from "./authoring.js";
export { type BluntResult, bluntTrauma, effectiveArmourKind, projectileVelocity } from "./blunt.js";
export { type Attribute, AttributeSchema } from "./check.js";
export {
  type HthContext,
  type HthContextInput,
  HthContextSchema,
  type InitiativeContext,
  type InitiativeContextInput,
  InitiativeContextSchema,
  parseHthContext,
  parseInitiativeContext,
  parseRangedContext,
  type RangedContext,
  type RangedContextInput,
  RangedContextSchema,
} from "./context.js";
export { type DamageResult, damageModifiers, injuryLevel } from "./damage.js";
export { type DuelInput, type DuelResult, duel, MAX_DUEL_ROUNDS } from "./duel.js";
export { type DuelOdds, type DuelOddsInput, DuelOddsInputSchema, type DuelOddsInputValue, duelOdds } from "./duel-odds.js";
export type { FallResult } from "./fall.js";
export { type TugsEvent, type TugsFate, type TugsOutcome, tugsGame } from "./game.js";
export { attackEngaged, attackWeakest, scriptedPolicy } from "./game-policies.js";
export {
  type TugsAction,
  TugsActionSchema,
  type TugsCombatant,
  TugsCombatantSchema,
  type TugsCommand,
  TugsCommandSchema,
  type TugsGameState,
  TugsGameStateSchema,
  type TugsScenario,
  type TugsScenarioInput,
  TugsScenarioSchema,
} from "./game-schemas.js";
export type { TugsAftermathEvent } from "./game-time.js";
export { addInjury, bodyPartOf, compareLevels, condition, hpCost, impairment, injuryImpairment } from "./impairment.js";
export { halfImpairment, initiativeModifiers, initiativeOrder } from "./initiative.js";
export { type Blow, BlowSchema, type InjuryEffect, type InjuryResult, type InjuryTiming } from "./injury.js";
export { lethalFor } from "./lethality.js";
export { locationOfFace } from "./location.js";
export { type TugsOptions, type TugsOptionsInput, TugsOptionsSchema, tugsOptions } from "./options.js";
export { type PenetrationResult, penetrationModifiers, penetrationValue } from "./penetration.js";
export { healOneLevel, hpRecovery, type RecoveryResult, rest } from "./recovery.js";
export {
  playRound,
  type RoundAttack,
  type RoundContext,
  type RoundContextInput,
  RoundContextSchema,
  type RoundResult,
  type RoundSide,
  type RoundSideInput,
  RoundSideSchema,
} from "./round.js";
export {
  type Armour,
  type ArmourByPart,
  ArmourByPartSchema,
  type ArmourKind,
  ArmourKindSchema,
  ArmourSchema,
  type BodyPart,
  BodyPartSchema,
  CareSchema,
  type Character,
  type CharacterInput,
  CharacterSchema,
  type HitLocation,
  HitLocationSchema,
  type Injury,
  type InjuryInput,
  InjurySchema,
  type Knockout,
  KnockoutSchema,
  type Level,
  LevelSchema,
  type LocationRow,
  LocationRowSchema,
  type LocationTable,
  LocationTableSchema,
  parseCharacter,
  parseWeapon,
  type Recovery,
  RecoverySchema,
  type Status,
  StatusSchema,
  type Weapon,
  type WeaponInput,
  WeaponSchema,
  type WeaponType,
  WeaponTypeSchema,
} from "./schemas.js";
export type { Care, TimeUnit } from "./time-tables.js";
export { type TimeStep, TimeStepSchema, treatInjury, type WorseningResult, worseningPeriod } from "./worsening.js";
