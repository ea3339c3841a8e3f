// The rugged game's data (RUG-SEQ-1, RUG-GM-1..3): the scenario an app writes, the state the game keeps from
// command to command, and the commands. Plain JSON, strict (schema-kit); the types are inferred from here.
import * as z from "zod/mini";
import { PointSchema, ShapeSchema } from "../../core/game/table-schema.js";
import { AppDataSchema, boundedArray, boundedInt, boundedString, INPUT_LIMITS, idString, strictObject } from "../../core/schema-kit.js";
import { FigureStatusSchema, MovementModeSchema, UnitSchema } from "../../family/schemas.js";
import type { TerrainKind } from "../../family/terrain.js";
import { RuggedOptionsSchema } from "../options.js";
import { RUGGED_TERRAIN } from "../terrain-table.js";

const TERRAINS = Object.keys(RUGGED_TERRAIN.rows) as [TerrainKind, ...TerrainKind[]];
const inches = z.number().check(z.gte(0), z.lte(100_000));
const CoverSchema = z.enum(["none", "soft", "medium", "hard"]);

/**
 * A side of a rugged scenario.
 *
 * @example
 * ```ts
 * const side: RuggedSide = { id: "crane", name: "Crane's askaris" };
 * ```
 */
export const RuggedSideSchema = strictObject({
  /** The side's id, named by its units. */
  id: idString(),
  /** Its name, as a player reads it. */
  name: boundedString(),
});

/**
 * A side of a rugged scenario (see {@link RuggedSideSchema}).
 *
 * @example
 * ```ts
 * const side: RuggedSide = { id: "bandits", name: "The bandits" };
 * ```
 */
export type RuggedSide = z.infer<typeof RuggedSideSchema>;

/**
 * A terrain zone on the table (RUG-TERR-1/2): a shape and a terrain kind of `RUGGED_TERRAIN`, whose cover,
 * visibility and movement multiplier apply unless the GM's own values are given here (RUG-GM-2, RUG-GM-3).
 *
 * @example
 * ```ts
 * const wood: RuggedZone = { id: "wood", terrain: "jungle", shape: { kind: "circle", x: 10, y: 10, r: 4 } };
 * ```
 */
export const RuggedZoneSchema = strictObject({
  /** The zone's id. */
  id: idString(),
  /** Its name, for the story ("the jungle"). */
  name: z.optional(boundedString()),
  /** The terrain kind (RUG-TERR-1/2): its row of `RUGGED_TERRAIN` gives cover, visibility and movement. */
  terrain: z.enum(TERRAINS),
  /** Where it lies, in inches. */
  shape: ShapeSchema,
  /** The GM's cover grade for a target inside it (RUG-GM-2), in place of the terrain's. */
  cover: z.optional(CoverSchema),
  /** The GM's visibility in inches (RUG-GM-2), in place of the terrain's; null: no limit. */
  visibility: z.optional(z.nullable(inches)),
  /** The GM's movement multiplier (RUG-GM-3): required for hills and swamps, whose multiplier the text leaves to the GM. */
  moveMultiplier: z.optional(z.number().check(z.gte(0), z.lte(1))),
});

/**
 * A terrain zone (see {@link RuggedZoneSchema}).
 *
 * @example
 * ```ts
 * const ford: RuggedZone = { id: "ford", terrain: "ford", shape: { kind: "rect", x: 0, y: 10, width: 4, height: 2 } };
 * ```
 */
export type RuggedZone = z.infer<typeof RuggedZoneSchema>;

/**
 * An objective (RUG-GM-1): a zone a side must hold at the turn limit (`hold`), or reach with a unit, or with one
 * figure (`figureId`: carry the idol to the launch) (`reach`).
 *
 * @example
 * ```ts
 * const launch: RuggedObjective = { id: "launch", side: "dawson", kind: "reach", figureId: "dawson", zone: { kind: "circle", x: 0, y: 40, r: 3 } };
 * ```
 */
export const RuggedObjectiveSchema = strictObject({
  /** The objective's id. */
  id: idString(),
  /** Its name, for the story. */
  name: z.optional(boundedString()),
  /** The side it is for. */
  side: idString(),
  /** `hold`: the side wins if at the turn limit it has figures in the zone and no enemy has; `reach`: the side wins when it ends a movement phase there. */
  kind: z.enum(["hold", "reach"]),
  /** For `reach`: the figure that must get there (absent: any figure of the side). */
  figureId: z.optional(idString()),
  /** Where it is. */
  zone: ShapeSchema,
});

/**
 * An objective (see {@link RuggedObjectiveSchema}).
 *
 * @example
 * ```ts
 * const hill: RuggedObjective = { id: "hill", side: "a", kind: "hold", zone: { kind: "circle", x: 20, y: 20, r: 5 } };
 * ```
 */
export type RuggedObjective = z.infer<typeof RuggedObjectiveSchema>;

/**
 * How a rugged game is won (RUG-GM-1): a side that is destroyed or whose every unit routs loses; objectives; a
 * turn limit (then a draw, unless a `hold` objective decides).
 *
 * @example
 * ```ts
 * const victory: RuggedVictory = { turnLimit: 6 };
 * ```
 */
export const RuggedVictorySchema = strictObject({
  /** Whether a side whose every unit routs (or is gone) loses at once (default true); false: only destruction ends the game. */
  rout: z.optional(z.boolean()),
  /** The last turn; when it ends, `hold` objectives decide, or it is a draw. */
  turnLimit: z.optional(boundedInt(1, 1_000)),
  /** Objectives. */
  objectives: z.optional(boundedArray(RuggedObjectiveSchema, INPUT_LIMITS.listLength)),
});

/**
 * How a rugged game is won (see {@link RuggedVictorySchema}).
 *
 * @example
 * ```ts
 * const victory: RuggedVictory = { rout: false, turnLimit: 10 };
 * ```
 */
export type RuggedVictory = z.infer<typeof RuggedVictorySchema>;

/**
 * A GM judgement of sight between two units (RUG-GM-2), overriding the terrain: whether the shooters see the
 * target at all, and whether it counts as spotted (RUG-SHOOT-4: not spotted halves the hit number).
 *
 * @example
 * ```ts
 * const sight: RuggedSight = { from: "askaris", to: "bandits", visible: true, spotted: false };
 * ```
 */
export const RuggedSightSchema = strictObject({
  /** The looking (shooting) unit's id. */
  from: idString(),
  /** The unit looked at. */
  to: idString(),
  /** Whether it has line of sight (absent: the terrain decides). */
  visible: z.optional(z.boolean()),
  /** Whether the target counts as spotted (absent: spotted). */
  spotted: z.optional(z.boolean()),
});

/**
 * A GM judgement of sight (see {@link RuggedSightSchema}).
 *
 * @example
 * ```ts
 * const hidden: RuggedSight = { from: "a", to: "b", visible: false };
 * ```
 */
export type RuggedSight = z.infer<typeof RuggedSightSchema>;

/**
 * A unit placed on the table: the unit (the family's `UnitSchema`, its figures and their weapons), its side and
 * where it stands. A lone figure is a unit of one.
 *
 * @example
 * ```ts
 * const placed: RuggedPlacedUnit = { side: "a", position: { x: 0, y: 0 }, unit: { id: "u", kind: "combatant", members: [] } };
 * ```
 */
export const RuggedPlacedUnitSchema = strictObject({
  /** The unit. */
  unit: UnitSchema,
  /** The id of its side. */
  side: idString(),
  /** Where it stands, in inches (the unit moves and measures as one, RUG-MOVE-1). */
  position: PointSchema,
});

/**
 * A placed unit (see {@link RuggedPlacedUnitSchema}).
 *
 * @example
 * ```ts
 * const placed: RuggedPlacedUnit = { side: "b", position: { x: 0, y: 24 }, unit: { id: "thugs", kind: "combatant", members: [] } };
 * ```
 */
export type RuggedPlacedUnit = z.infer<typeof RuggedPlacedUnitSchema>;

/**
 * The table's size: a unit whose retreat or rout takes it past an edge leaves the table (VIV-MOR-8, borrowed
 * with vivid's morale, RUG-AMB-1).
 *
 * @example
 * ```ts
 * const table: RuggedTable = { width: 72, height: 48 };
 * ```
 */
export const RuggedTableSchema = strictObject({
  /** Inches from the left edge to the right edge. */
  width: z.number().check(z.gt(0), z.lte(100_000)),
  /** Inches from the near edge to the far edge. */
  height: z.number().check(z.gt(0), z.lte(100_000)),
});

/**
 * The table's size (see {@link RuggedTableSchema}).
 *
 * @example
 * ```ts
 * const table: RuggedTable = { width: 48, height: 48 };
 * ```
 */
export type RuggedTable = z.infer<typeof RuggedTableSchema>;

/**
 * A rugged scenario (RUG-GM-1): sides, placed units, terrain zones, GM judgements of sight, the table, how the
 * game is won, and the rugged options (the modules for the missing pages, RUG-AMB-1).
 *
 * @example
 * ```ts
 * validate(RuggedScenarioSchema, { sides: [], units: [] }).ok; // false: two sides at least
 * ```
 */
export const RuggedScenarioSchema = strictObject({
  /** The scenario's name. */
  name: z.optional(boundedString()),
  /** The sides (2 to 8). */
  sides: boundedArray(RuggedSideSchema, 8).check(z.minLength(2)),
  /** The units, in the order they declare (RUG-SEQ-1: declarations are simultaneous; the order is only the app's). */
  units: boundedArray(RuggedPlacedUnitSchema, INPUT_LIMITS.unitsPerSide).check(z.minLength(2)),
  /** Terrain zones (RUG-TERR-1/2). */
  terrain: z.optional(boundedArray(RuggedZoneSchema, INPUT_LIMITS.listLength)),
  /** GM judgements of sight (RUG-GM-2). */
  sight: z.optional(boundedArray(RuggedSightSchema, INPUT_LIMITS.listLength)),
  /** The table's size (absent: no edge). */
  table: z.optional(RuggedTableSchema),
  /** How the game is won (default: rout or destroy the enemy, no turn limit). */
  victory: z.optional(RuggedVictorySchema),
  /** Rugged options (RUG-AMB-*): the modules for the missing pages and the rulings with alternatives. */
  options: z.optional(RuggedOptionsSchema),
  /** The app's own data. */
  app: z.optional(AppDataSchema),
});

/**
 * A rugged scenario as an app writes it (see {@link RuggedScenarioSchema}).
 *
 * @example
 * ```ts
 * const s: RuggedScenario = { sides: [{ id: "a", name: "A" }, { id: "b", name: "B" }], units: [] };
 * ```
 */
export type RuggedScenario = z.input<typeof RuggedScenarioSchema>;

/**
 * The phases of a rugged turn the game stops in for a command (RUG-SEQ-1): declarations (phase 1, movement
 * follows at once, phase 2), shooting declarations (phase 3, resolved together), hand-to-hand (4), morale (5),
 * role-play (6, a no-op the app may use).
 *
 * @example
 * ```ts
 * RuggedPhaseSchema.options; // ["orders", "shooting", "handToHand", "morale", "rolePlay"]
 * ```
 */
export const RuggedPhaseSchema = z.enum(["orders", "shooting", "handToHand", "morale", "rolePlay"]);

/**
 * A phase of a rugged turn (see {@link RuggedPhaseSchema}).
 *
 * @example
 * ```ts
 * const phase: RuggedPhase = "shooting";
 * ```
 */
export type RuggedPhase = z.infer<typeof RuggedPhaseSchema>;

/** The GM's judgement for one volley (RUG-GM-2, RUG-GEN-1), given with the shoot command. */
const ShotJudgementSchema = strictObject({
  /** Line of sight (overrides the scenario and the terrain). */
  lineOfSight: z.optional(z.boolean()),
  /** Whether the target counts as spotted. */
  targetSpotted: z.optional(z.boolean()),
  /** The target's cover grade. */
  cover: z.optional(CoverSchema),
  /** The GM's modifier to the hit number (RUG-GEN-1, RUG-AMB-30). */
  modifier: z.optional(z.number().check(z.int(), z.gte(-10), z.lte(10))),
});

/**
 * One unit in a rugged game's state: the unit (with its figures' wounds, weapons and flags, its mode and run
 * counters, RUG-MOVE-1), its side, position, and this turn's bookkeeping.
 *
 * @example
 * ```ts
 * const u: RuggedUnitState = { unit, side: "a", position: { x: 0, y: 0 }, ordered: false, movesLast: false, shotAt: false, fought: false, fired: [] };
 * ```
 */
export const RuggedUnitStateSchema = strictObject({
  /** The unit: `mode` is this turn's declared mode; `chargeTargetId` the unit it charges; `morale` its state. */
  unit: UnitSchema,
  /** Its side's id. */
  side: idString(),
  /** Where it stands, in inches. */
  position: PointSchema,
  /** It declared its order (or rallied, or flees) this turn. */
  ordered: z.boolean(),
  /** The unit it moves toward this turn, if any. */
  toward: z.optional(idString()),
  /** The point it moves to this turn, if any. */
  to: z.optional(PointSchema),
  /** Its Tactician's roll succeeded: it moves after the others (RUG-TRAIT-P8). */
  movesLast: z.boolean(),
  /** It was shot at this turn (RUG-MOR-1 (c)). */
  shotAt: z.boolean(),
  /** It fought hand-to-hand this turn (RUG-MOR-1 (c)). */
  fought: z.boolean(),
  /** Its shooting declaration this phase: the target unit and the GM's judgement, null to hold fire; absent: not declared. */
  shoot: z.optional(
    z.nullable(
      strictObject({ /** The target unit's id. */ target: idString(), /** The GM's judgement for the volley. */ gm: z.optional(ShotJudgementSchema) }),
    ),
  ),
  /** Its figures hit in this shooting phase, with their status before the phase (they still fire: RUG-SHOOT-1 simultaneous). */
  hitBefore: z.optional(
    boundedArray(
      strictObject({ /** The figure's id. */ id: idString(), /** Its status before the phase. */ status: z.optional(FigureStatusSchema) }),
      INPUT_LIMITS.figuresPerUnit,
    ),
  ),
  /** The ids of its figures that fired this turn (RUG-MUSKET-1, RUG-MG-2/3 bookkeeping). */
  fired: boundedArray(idString(), INPUT_LIMITS.figuresPerUnit),
});

/**
 * One unit in the state (see {@link RuggedUnitStateSchema}).
 *
 * @example
 * ```ts
 * let u: RuggedUnitState | undefined; // state.units[0]
 * ```
 */
export type RuggedUnitState = z.infer<typeof RuggedUnitStateSchema>;

/**
 * How a rugged game ended: the winning side (null: a draw) and how.
 *
 * @example
 * ```ts
 * const o: RuggedOutcome = { winner: "askaris", how: "routed" };
 * ```
 */
export const RuggedOutcomeSchema = strictObject({
  /** The winning side's id, or null for a draw. */
  winner: z.nullable(idString()),
  /** `destroyed`: the enemy has no figure left in action; `routed`: every enemy unit routs; `objective`; `turnLimit`. */
  how: z.enum(["destroyed", "routed", "objective", "turnLimit"]),
});

/**
 * How a rugged game ended (see {@link RuggedOutcomeSchema}).
 *
 * @example
 * ```ts
 * const o: RuggedOutcome = { winner: null, how: "turnLimit" };
 * ```
 */
export type RuggedOutcome = z.infer<typeof RuggedOutcomeSchema>;

/**
 * The state of a rugged game: plain JSON, saved and restored as it is.
 *
 * @example
 * ```ts
 * const state = ruggedGame.setup(scenario);
 * validate(RuggedStateSchema, state).ok; // true
 * ```
 */
export const RuggedStateSchema = strictObject({
  /** The game turn, from 1. */
  turn: boundedInt(1, 1_000_000),
  /** The phase waiting for a command. */
  phase: RuggedPhaseSchema,
  /** The sides. */
  sides: boundedArray(RuggedSideSchema, 8),
  /** The units. */
  units: boundedArray(RuggedUnitStateSchema, INPUT_LIMITS.unitsPerSide),
  /** Terrain zones. */
  terrain: boundedArray(RuggedZoneSchema, INPUT_LIMITS.listLength),
  /** GM judgements of sight. */
  sight: boundedArray(RuggedSightSchema, INPUT_LIMITS.listLength),
  /** The table's size, or null for no edge. */
  table: z.nullable(RuggedTableSchema),
  /** How the game is won. */
  victory: RuggedVictorySchema,
  /** The rugged options, as given. */
  options: z.optional(RuggedOptionsSchema),
  /** How many of this phase's declared volleys have been fired (phase 3, in roster order). */
  volleysFired: boundedInt(0, INPUT_LIMITS.unitsPerSide),
  /** Units in base contact (RUG-HTH-1): pairs of unit ids, the charger first. */
  contacts: boundedArray(strictObject({ /** The charging (active) unit. */ a: idString(), /** The unit it fights. */ b: idString() }), INPUT_LIMITS.listLength),
  /** The outcome once the game is over, else null. */
  result: z.nullable(RuggedOutcomeSchema),
});

/**
 * The state of a rugged game (see {@link RuggedStateSchema}).
 *
 * @example
 * ```ts
 * const state: RuggedState = ruggedGame.setup(scenario);
 * ```
 */
export type RuggedState = z.infer<typeof RuggedStateSchema>;

/**
 * A command of the rugged game (RUG-SEQ-1):
 * - `order` (phase 1): a unit declares its movement mode (RUG-MOVE-1) and where it goes: `toward` a unit (a
 *   `charge` must name its target there) or `to` a point; `stationary` goes nowhere;
 * - `rally` (phase 1): a routing or disrupted unit tries to rally (RUG-MOR-1); failing, it flees;
 * - `shoot` / `hold` (phase 3): a unit declares its volley at a target unit, with the GM's judgement if any;
 *   once all have declared, `fire` fires the declared volleys one by one, each as its unit stood before the phase;
 * - `fight` (phase 4), `morale` (phase 5), `endTurn` (phase 6): resolve the phase.
 *
 * @example
 * ```ts
 * const c: RuggedCommand = { type: "order", unit: "askaris", mode: "charge", toward: "bandits" };
 * ```
 */
export const RuggedCommandSchema = z.discriminatedUnion("type", [
  strictObject({
    /** Declare a movement order. */
    type: z.literal("order"),
    /** The unit's id. */
    unit: idString(),
    /** The movement mode (RUG-MOVE-1). */
    mode: MovementModeSchema,
    /** The unit to move toward (a charge's target). */
    toward: z.optional(idString()),
    /** The point to move to (not with `toward`). */
    to: z.optional(PointSchema),
  }),
  strictObject({
    /** Try to rally. */
    type: z.literal("rally"),
    /** The unit's id. */
    unit: idString(),
  }),
  strictObject({
    /** Declare a volley. */
    type: z.literal("shoot"),
    /** The shooting unit's id. */
    unit: idString(),
    /** The target unit's id. */
    target: idString(),
    /** The GM's judgement for this volley. */
    gm: z.optional(ShotJudgementSchema),
  }),
  strictObject({
    /** Hold fire this phase. */
    type: z.literal("hold"),
    /** The unit's id. */
    unit: idString(),
  }),
  strictObject({
    /** Fire the next declared volley (phase 3, once every unit has declared). */
    type: z.literal("fire"),
  }),
  strictObject({
    /** Fight every hand-to-hand combat (RUG-HTH-1). */
    type: z.literal("fight"),
  }),
  strictObject({
    /** Test morale for every unit shot at or in hand-to-hand (RUG-MOR-1). */
    type: z.literal("morale"),
  }),
  strictObject({
    /** End the role-play phase, and the turn. */
    type: z.literal("endTurn"),
  }),
]);

/**
 * A command of the rugged game (see {@link RuggedCommandSchema}).
 *
 * @example
 * ```ts
 * const c: RuggedCommand = { type: "shoot", unit: "askaris", target: "bandits" };
 * ```
 */
export type RuggedCommand = z.infer<typeof RuggedCommandSchema>;
