// The vivid game's data (issue #14): the scenario an app writes, the state the game keeps, the commands a player
// gives, the events and the outcome. Plain JSON, strict and bounded (docs/reliability.md); the units and figures
// are the library's own schemas, so a saved game reads like the rest of pulp-rules.
import * as z from "zod/mini";
import { PointSchema, ShapeSchema } from "../../core/game/table-schema.js";
import { boundedArray, boundedInt, boundedString, INPUT_LIMITS, idString, strictObject } from "../../core/schema-kit.js";
import { UnitSchema } from "../../family/schemas.js";
import type { TerrainKind } from "../../family/terrain.js";
import { VividOptionsSchema } from "../options.js";
import { VIVID_TERRAIN } from "../terrain-table.js";
import {
  VividGadgetRulesSchema,
  VividGadgetStateSchema,
  VividHelpCommandSchema,
  VividOptionalRulesSchema,
  VividSmokesSchema,
  VividUseGadgetCommandSchema,
  VividUsedGadgetsSchema,
} from "./rules-schema.js";

const TERRAINS = Object.keys(VIVID_TERRAIN.rows) as [TerrainKind, ...TerrainKind[]];
const inches = (): z.ZodMiniNumber<number> => z.number().check(z.gte(0), z.lte(1000));

/**
 * A terrain zone on the table (VIV-TERR-1): its kind (a row of `VIVID_TERRAIN`, which gives its movement,
 * visibility and cover) and its shape in inches. A GM who judges a zone otherwise overrides the row's cover.
 *
 * @example
 * ```ts
 * validate(VividZoneSchema, { id: "wall", kind: "stoneBuilding", shape: { kind: "rect", x: 0, y: 0, width: 10, height: 1 } }).ok; // true
 * ```
 */
export const VividZoneSchema = strictObject({
  /** The zone's id. */
  id: idString(),
  /** A name for the story ("the stone quay wall"). */
  name: z.optional(boundedString()),
  /** The terrain kind: a row of the vivid terrain table (VIV-TERR-1). */
  kind: z.enum(TERRAINS),
  /** Where it lies, in inches. */
  shape: ShapeSchema,
  /** The GM's cover for a figure inside, instead of the row's (VIV-GM-2). */
  cover: z.optional(z.enum(["none", "soft", "medium", "hard"])),
  /** The GM's movement multiplier inside (a hill's grade, a swamp: VIV-MOVE-2, VIV-GM-2). */
  gmMultiplier: z.optional(z.number().check(z.gte(0), z.lte(1))),
  /**
   * The GM's height of the zone's top above the table, inches (VIV-GM-8 heights): a figure within the zone stands on
   * it (a roof, a cliff top, a tower); anywhere else is the table, 0. The zip wire (VIV-GAD-11: to a lower point) and
   * the grappling line (VIV-GAD-1: storeys climbed) read it (gadget-heights.ts); absent on every zone: no heights known.
   */
  heightInches: z.optional(z.number().check(z.gte(0), z.lte(1000))),
});

/**
 * A terrain zone (see {@link VividZoneSchema}).
 *
 * @example
 * ```ts
 * const zone: VividZone = { id: "jungle", kind: "jungle", shape: { kind: "circle", x: 10, y: 10, radius: 4 } };
 * ```
 */
export type VividZone = z.infer<typeof VividZoneSchema>;

/**
 * An objective: an item that starts with a figure (or on the table) and that a side must carry into a goal zone.
 *
 * @example
 * ```ts
 * const buddha = { name: "the Jade Buddha", carrierId: "jack", side: "good", goal: { kind: "rect", x: 0, y: 0, width: 4, height: 4 } };
 * ```
 */
export const VividObjectiveSchema = strictObject({
  /** Its name ("the Jade Buddha"). */
  name: boundedString(),
  /** The figure carrying it at the start (absent: it lies at `at`). */
  carrierId: z.optional(idString()),
  /** Where it lies when nobody carries it. */
  at: z.optional(PointSchema),
  /** The side that wins by bringing it into the goal. */
  side: idString(),
  /** The goal zone. */
  goal: ShapeSchema,
});

/**
 * An objective (see {@link VividObjectiveSchema}).
 *
 * @example
 * ```ts
 * const idol: VividObjective = { name: "the idol", at: { x: 24, y: 24 }, side: "good", goal: { kind: "circle", x: 0, y: 0, radius: 3 } };
 * ```
 */
export type VividObjective = z.infer<typeof VividObjectiveSchema>;

/**
 * When the game ends (every condition optional; a side with no fit figure on the table, or whose every unit
 * routs, always loses).
 *
 * @example
 * ```ts
 * const victory: VividVictory = { turnLimit: 6, atTurnLimit: "bad", fiftyPercentSide: "bad", cliffHanger: true };
 * ```
 */
export const VividVictorySchema = strictObject({
  /** The last game turn. */
  turnLimit: z.optional(boundedInt(1, 1000)),
  /** Who wins when the turn limit is reached with no other victory: a side's id (absent: a draw). */
  atTurnLimit: z.optional(idString()),
  /** The side the optional 50% rule applies to: it retires when it has lost over half its figures (VIV-MOR-10). */
  fiftyPercentSide: z.optional(idString()),
  /** The GM allows the Cliff-hanger for killed PCs at the end of the game (VIV-CLIFF-1). */
  cliffHanger: z.optional(z.boolean()),
  /** The carried objective. */
  objective: z.optional(VividObjectiveSchema),
});

/**
 * Victory conditions (see {@link VividVictorySchema}).
 *
 * @example
 * ```ts
 * const victory: VividVictory = { turnLimit: 6 };
 * ```
 */
export type VividVictory = z.infer<typeof VividVictorySchema>;

const SideSchema = strictObject({
  /** The side's id ("good", "bad"). */
  id: idString(),
  /** Its name, for the story. */
  name: z.optional(boundedString()),
  /** Its units (the library's unit schema); each member must have a position. */
  units: boundedArray(UnitSchema, INPUT_LIMITS.unitsPerSide).check(z.minLength(1)),
});

/**
 * A vivid scenario: two to six sides with their units, every figure's position on the table (inches), terrain
 * zones, the table's size (a figure that retreats or routs off it is removed: VIV-MOR-8), victory conditions,
 * the vivid options and the contact distance (base contact, VIV-HTH-1).
 *
 * @example
 * ```ts
 * const game = vividGame.setup({ sides: [{ id: "good", units: [riflemen] }, { id: "bad", units: [thugs] }], positions });
 * ```
 */
export const VividScenarioSchema = strictObject({
  /** A title, for the story. */
  name: z.optional(boundedString()),
  /** The sides, in the order they roll initiative (VIV-SEQ-1). */
  sides: boundedArray(SideSchema, 6).check(z.minLength(2)),
  /** Where every figure stands at the start. */
  positions: boundedArray(strictObject({ /** Figure id. */ id: idString(), /** Where, inches. */ at: PointSchema }), INPUT_LIMITS.figuresPerRequest),
  /** Terrain zones. */
  terrain: z.optional(boundedArray(VividZoneSchema, INPUT_LIMITS.listLength)),
  /** The table's size, its near-left corner at (0, 0); absent: no edge. */
  table: z.optional(strictObject({ /** Inches wide. */ width: inches(), /** Inches deep. */ height: inches() })),
  /** Victory conditions. */
  victory: z.optional(VividVictorySchema),
  /** Vivid options (the rulings with alternatives). */
  options: z.optional(VividOptionsSchema),
  /** Base contact: figures this close (inches) fight hand-to-hand (default 1; VIV-HTH-1). */
  contactInches: z.optional(z.number().check(z.gte(0), z.lte(12))),
  /** The text's optional rules the GM switches on (VIV-MOR-12 disrupted instead of rout). */
  optionalRules: z.optional(VividOptionalRulesSchema),
  /** The GM's gadget rulings before the game: gas strength, locksmiths, locks (VIV-GM-8, VIV-GAD-3/13). */
  gadgetRules: z.optional(VividGadgetRulesSchema),
});

/**
 * A vivid scenario as written (see {@link VividScenarioSchema}).
 *
 * @example
 * ```ts
 * const scenario: VividScenario = { sides, positions, victory: { turnLimit: 6 } };
 * ```
 */
export type VividScenario = z.input<typeof VividScenarioSchema>;

/** One figure's place on the table and its bookkeeping for the current side turn. */
const PlaceSchema = strictObject({
  /** Figure id. */
  id: idString(),
  /** Its unit's id. */
  unit: idString(),
  /** Its side's id. */
  side: idString(),
  /** Where it stands. */
  at: PointSchema,
  /** Inches moved in its side turn so far (VIV-SEQ-2: up to its allowance, split around the shot). */
  moved: inches(),
  /** It has shot in its side turn (VIV-SEQ-2: one shot). */
  shot: z.boolean(),
  /** A Lewis crew changing the canister this side turn (VIV-MG-1). */
  reloading: z.boolean(),
  /** The game turn it last retreated or routed (VIV-MOR-3: friends seen to run), or 0. */
  ranOnTurn: boundedInt(0, 100_000),
  /** It threw a flash grenade this side turn (its shot; VIV-GAD-9, VIV-AMB-35). */
  threw: z.optional(z.boolean()),
  /** The most inches it may have moved in all this side turn, below its allowance (a zip wire, a grapple, a whip swing, a lock: VIV-GAD-1/11/13/24). */
  moveLimit: z.optional(inches()),
});

/** One unit's flags for the current turn. */
const UnitFlagsSchema = strictObject({
  /** Unit id. */
  id: idString(),
  /** Shot at in the active side's turn: tests morale at its end (VIV-MOR-1). */
  shotAt: z.boolean(),
  /** Already failed a morale check caused by shooting (VIV-AMB-7 'firstFailNoEffect'). */
  failedShootingCheck: z.boolean(),
});

/**
 * How a finished game ended.
 *
 * @example
 * ```ts
 * const end: VividOutcome = { winner: "good", reason: "objective" }; // the turn it ended: state.turn
 * ```
 */
export const VividOutcomeSchema = strictObject({
  /** The winning side, or null for a draw. */
  winner: z.nullable(idString()),
  /** Why: the objective carried, the enemy destroyed or routed, the 50% rule (VIV-MOR-10), the turn limit. */
  reason: z.enum(["objective", "destroyed", "routed", "fiftyPercent", "turnLimit"]),
});

/**
 * The outcome (see {@link VividOutcomeSchema}).
 *
 * @example
 * ```ts
 * const end: VividOutcome = { winner: null, reason: "turnLimit" };
 * ```
 */
export type VividOutcome = z.infer<typeof VividOutcomeSchema>;

/**
 * The state of a vivid game: the scenario's fixed parts, the turn and phase (VIV-SEQ-1/2), the units with their
 * figures' statuses, where each figure stands and what it did this side turn, the units' flags, the objective
 * and the outcome. Plain JSON: save it, restore it, diff it.
 *
 * @example
 * ```ts
 * const state = loadState(vividGame, JSON.parse(saved)); // validated by VividStateSchema
 * ```
 */
export const VividStateSchema = strictObject({
  /** The title. */
  name: z.optional(boundedString()),
  /** The sides' ids and names, in scenario order. */
  sides: boundedArray(strictObject({ /** Side id. */ id: idString(), /** Name. */ name: boundedString() }), 6),
  /** The game turn (1 from the start). */
  turn: boundedInt(1, 100_000),
  /** The phase: the start of a turn (rout recovery, initiative), a side's move-and-shoot, or over. */
  phase: z.enum(["turnStart", "sideTurn", "over"]),
  /** The sides in this turn's initiative order (VIV-SEQ-1). */
  order: boundedArray(idString(), 6),
  /** Index in `order` of the side whose turn it is. */
  active: boundedInt(0, 5),
  /** Last turn's initiative winner (the tie rule, VIV-AMB-13), or null. */
  lastWinner: z.nullable(idString()),
  /** Every unit, with its figures (the library's schema). */
  units: boundedArray(UnitSchema, INPUT_LIMITS.unitsPerSide),
  /** Each figure's place and side-turn bookkeeping. */
  places: boundedArray(PlaceSchema, INPUT_LIMITS.figuresPerRequest),
  /** Each unit's flags. */
  flags: boundedArray(UnitFlagsSchema, INPUT_LIMITS.unitsPerSide),
  /** The figures each side started with (the 50% rule, VIV-MOR-10). */
  starting: boundedArray(strictObject({ /** Side id. */ side: idString(), /** Figures. */ figures: boundedInt(0, 100_000) }), 6),
  /** Terrain zones. */
  terrain: boundedArray(VividZoneSchema, INPUT_LIMITS.listLength),
  /** The table's size, or null. */
  table: z.nullable(strictObject({ /** Inches wide. */ width: inches(), /** Inches deep. */ height: inches() })),
  /** Victory conditions. */
  victory: VividVictorySchema,
  /** Who carries the objective now (null: it lies at `objectiveAt`, or there is none). */
  carrierId: z.nullable(idString()),
  /** Where the objective lies when nobody carries it. */
  objectiveAt: z.nullable(PointSchema),
  /** Vivid options, as given. */
  options: z.optional(VividOptionsSchema),
  /** Base contact, inches. */
  contactInches: inches(),
  /** The outcome, once over. */
  outcome: z.nullable(VividOutcomeSchema),
  /** The optional rules switched on (VIV-MOR-12); absent: none. */
  optionalRules: z.optional(VividOptionalRulesSchema),
  /** The gadgets figures have employed, with the turn each was first used (VIV-GAD-17); absent: none yet. */
  usedGadgets: z.optional(VividUsedGadgetsSchema),
  /** The smoke clouds on the table (VIV-GAD-4); absent: none. */
  smoke: z.optional(VividSmokesSchema),
  /** The GM's gadget rulings of the scenario; absent: none. */
  gadgetRules: z.optional(VividGadgetRulesSchema),
  /** The gadgets' bookkeeping: locks opened and being picked, the gassed, Death Rays powering up; absent: none. */
  gadgets: z.optional(VividGadgetStateSchema),
});

/**
 * A vivid game's state (see {@link VividStateSchema}).
 *
 * @example
 * ```ts
 * const state: VividState = vividGame.setup(scenario);
 * ```
 */
export type VividState = z.infer<typeof VividStateSchema>;

const gmFields = {
  /** The GM's modifier to every shooter's hit number (VIV-GEN-1). */
  gmModifier: z.optional(z.number().check(z.int(), z.gte(-10), z.lte(10))),
  /** The GM's line-of-sight judgement, instead of the terrain's (VIV-GM-2). */
  lineOfSight: z.optional(z.boolean()),
  /** The GM's cover judgement for the target, instead of the terrain's (VIV-GM-2). */
  cover: z.optional(z.enum(["none", "soft", "medium", "hard"])),
};

/**
 * A command of the vivid game:
 * - `beginTurn`: the start of a turn: flags reset, rout recovery (VIV-MOR-7), initiative (VIV-SEQ-1);
 * - `move`: a figure moves to a point, within what is left of its allowance (VIV-SEQ-2, VIV-MOVE-1/2);
 * - `shoot`: figures of the active side fire at an enemy unit (VIV-SHOOT-1..5, VIV-MG-3), with the GM's
 *   judgements as fields;
 * - `reload`: a Lewis crew changes the canister (VIV-MG-1);
 * - `useGadget`: a figure uses a carried gadget: a flash grenade at the start of the side turn (VIV-GAD-9), a
 *   smoke bomb (VIV-GAD-4), a dose of resuscitating drug (VIV-GAD-8), a gas grenade (VIV-GAD-3), a zip wire
 *   (VIV-GAD-11), a grappling line (VIV-GAD-1), lock picks (VIV-GAD-13), the Death Ray's power-up (VIV-GAD-18), a
 *   whip trick (VIV-GAD-24);
 * - `help`: a figure moves with a wounded or unconscious friend in base contact (VIV-WOUND-4, VIV-AMB-42);
 * - `endSideTurn`: the active side is done: morale of the units shot at (VIV-MOR-1/5), hand-to-hand with the
 *   strike-back (VIV-SEQ-2, VIV-HTH-1..4), its morale (VIV-MOR-6), wounded recovery (VIV-WOUND-5), then the
 *   next side, or the end of the turn.
 *
 * @example
 * ```ts
 * const command: VividCommand = { type: "shoot", shooters: ["r1", "r2"], target: "thugs" };
 * ```
 */
export const VividCommandSchema = z.discriminatedUnion("type", [
  strictObject({ /** Start the turn. */ type: z.literal("beginTurn") }),
  strictObject({
    /** Move a figure. */
    type: z.literal("move"),
    /** The figure. */
    figure: idString(),
    /** Where to, inches. */
    to: PointSchema,
  }),
  strictObject({
    /** Fire. */
    type: z.literal("shoot"),
    /** The shooters, of the active side. */
    shooters: boundedArray(idString(), INPUT_LIMITS.figuresPerUnit).check(z.minLength(1)),
    /** The target unit. */
    target: idString(),
    ...gmFields,
  }),
  strictObject({
    /** A Lewis crew reloads. */
    type: z.literal("reload"),
    /** The gunner. */
    figure: idString(),
  }),
  strictObject({ /** End the active side's turn. */ type: z.literal("endSideTurn") }),
  VividUseGadgetCommandSchema,
  VividHelpCommandSchema,
]);

/**
 * A vivid game command (see {@link VividCommandSchema}).
 *
 * @example
 * ```ts
 * const command: VividCommand = { type: "endSideTurn" };
 * ```
 */
export type VividCommand = z.infer<typeof VividCommandSchema>;
