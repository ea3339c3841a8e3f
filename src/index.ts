/**
 * pulp-rules core: dice sources, chances (one rule definition, three uses: resolve, odds, simulate),
 * exact fractions, traces, errors and input validation. Each rule system is a subpath:
 * `pulp-rules/rugged`, `/vivid`, `/fate`, `/tugs`, `/evolution`.
 *
 * @packageDocumentation
 * @module core
 */
export {
  all,
  Chance,
  type CountOptions,
  constant,
  count,
  type DieLabel,
  type PoolShare,
  die,
  isChance,
  MAX_DICE,
  MAX_POOL,
  MAX_REROLLS,
  type RerollOptions,
  repeat,
  reroll,
  sum,
} from "./core/chance.js";
export type { DiceSource, RollRequest } from "./core/dice-source.js";
export type { RuleSystemInfo } from "./core/system-info.js";
export { DIE_KINDS, type DieKind, facesOf, isDieKind } from "./core/die-kind.js";
export { RulesError, type RulesErrorCode, type RulesErrorDetails } from "./core/errors.js";
export { type GmOverrideOptions, gmOverride } from "./core/gm.js";
export { Fraction } from "./core/fraction.js";
export {
  type DiceComparison,
  type DiceKeep,
  type DiceRoll,
  type DiceTerm,
  type DiceValue,
  dice,
  MAX_EXPLOSIONS,
  MAX_NOTATION_LENGTH,
  MAX_SHAPED_DICE,
  parseDice,
} from "./core/notation.js";
export { ODDS_DEFAULTS, type OddsCost, type Outcome, Odds, type OddsOptions, odds, type TableOptions } from "./core/odds.js";
export { randomDice } from "./core/random-dice.js";
export { type Resolution, resolve } from "./core/resolve.js";
export { type ScriptedDice, type ScriptedFace, scriptedDice, scriptOf } from "./core/scripted-dice.js";
export {
  type DiceState,
  isDiceState,
  MAX_SEED_LENGTH,
  restoreDice,
  type Seed,
  type SeededDice,
  seededDice,
  seedFromText,
  seedState,
} from "./core/seeded-dice.js";
export type { SchemaOutput, StandardResult, StandardSchemaV1 } from "./core/standard-schema.js";
export { Frequencies, type Observed, SIMULATE_DEFAULTS, type SimulateOptions, simulate } from "./core/simulate.js";
export { type ActorRef, type DieEntry, type ExplainOptions, explain, type ModifierEntry, type NoteEntry, type Trace, type TraceEntry } from "./core/trace.js";
export { type InputIssue, PREFLIGHT_LIMITS, parseOrThrow, pathText, type Validated, validate } from "./core/validate.js";
export {
  type BattleEnd,
  type BattleFrequencies,
  type BattlePlan,
  mergeBattles,
  type SimulateBattleOptions,
  type Summaries,
  simulateBattle,
} from "./core/game/battle.js";
export { type BattleOdds, type BattleOddsOptions, battleOdds } from "./core/game/battle-odds.js";
export { type ChunkPlan, type ChunkRange, ChunkStreams, chunkPlan, chunkRuns, DEFAULT_CHUNK_SIZE } from "./core/game/chunks.js";
export {
  type Choice,
  CommandRefused,
  checkCommand,
  findChoice,
  type Game,
  type KeyPart,
  type Policies,
  type Policy,
  type Reason,
  type Step,
} from "./core/game/contract.js";
export {
  type Autoplayed,
  type AutoplayOptions,
  autoplay,
  type GameRecord,
  loadState,
  MAX_GAME_STEPS,
  type Played,
  play,
  type Replayed,
  replay,
  restoreGame,
  type SavedGame,
  saveGame,
} from "./core/game/play.js";
export {
  bearing,
  contains,
  crosses,
  distance,
  MAX_POLYGON_POINTS,
  MAX_TABLE_INCHES,
  moveToward,
  type Point,
  type Shape,
  segmentDistance,
} from "./core/game/table.js";
