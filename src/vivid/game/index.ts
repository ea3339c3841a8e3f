// The vivid game's public surface (re-exported by pulp-rules/vivid).
export { describeVivid, type VividEvent, type VividShotLine } from "./events.js";
export { isBroken, isDown, isGone, vividAttackOdds, vividGame, vividKey } from "./game.js";
export { advanceAndCharge, carryAndCover, holdAndShoot, scriptedPolicy } from "./policies.js";
export type { VividRuleEvent } from "./rules-events.js";
export {
  type VividGadgetRules,
  VividGadgetRulesSchema,
  type VividGadgetState,
  VividGadgetStateSchema,
  type VividLock,
  VividLockSchema,
  VividHelpCommandSchema,
  VividUseGadgetCommandSchema,
  VividUsedGadgetSchema,
  type VividHelp,
  type VividOptionalRules,
  VividOptionalRulesSchema,
  type VividSmoke,
  VividSmokeSchema,
  type VividUseGadget,
} from "./rules-schema.js";
export {
  type VividCommand,
  VividCommandSchema,
  type VividObjective,
  VividObjectiveSchema,
  type VividOutcome,
  VividOutcomeSchema,
  type VividScenario,
  VividScenarioSchema,
  type VividState,
  VividStateSchema,
  type VividVictory,
  VividVictorySchema,
  type VividZone,
  VividZoneSchema,
} from "./schema.js";
