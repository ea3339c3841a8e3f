// The evolution game's plain-JSON shapes (strict, bounded: schema-kit): the scenario a game starts from, the state
// it saves, and the commands a player gives. The rules that read them are in game.ts.
import * as z from "zod/mini";
import { ShapeSchema } from "../core/game/table-schema.js";
import { AppDataSchema, boundedArray, boundedInt, boundedString, INPUT_LIMITS, idString, strictObject } from "../core/schema-kit.js";
import { ModelSchema, PointSchema } from "./model.js";
import { EvolutionOptionsSchema } from "./options.js";

/**
 * A terrain zone of a scenario (EVO-TERR-1, EVO-LOS-1, EVO-COVER-1; what it is, is the GM's call, EVO-GM-2): how it
 * slows a move through it, what it does to a line of sight through it, and whether it is cover for a model in it.
 *
 * @example
 * ```ts
 * const barn: TerrainZone = { name: "barn", shape: { kind: "rect", x: 0, y: 8, width: 6, height: 4 }, move: "impassable", sight: "complete", cover: false };
 * ```
 */
export const TerrainZoneSchema = strictObject({
  /** Its name, for the lines a player reads. */
  name: boundedString().check(z.minLength(1)),
  /** Its outline on the table, in inches. */
  shape: ShapeSchema,
  /** EVO-TERR-1: a move that starts in it or crosses it is at half rate ("difficult"), or is not allowed ("impassable": cliffs, walls). Default "open". */
  move: z._default(z.enum(["open", "difficult", "impassable"]), "open"),
  /** EVO-LOS-1: a line of sight through it is unaffected ("none", "non-blocking": a river), Obscured ("partial") or Blocked ("complete"). Default "none". */
  sight: z._default(z.enum(["none", "non-blocking", "partial", "complete"]), "none"),
  /** EVO-COVER-1: a model standing in it is in cover (ruling EVO-AMB-6: Obscured). Default false. */
  cover: z._default(z.boolean(), false),
  /** The app's own data, kept as given and never read by the rules. */
  app: z.optional(AppDataSchema),
});

/**
 * A terrain zone (see {@link TerrainZoneSchema}).
 *
 * @example
 * ```ts
 * const river: TerrainZone = { name: "river", shape: { kind: "rect", x: 0, y: 20, width: 48, height: 2 }, move: "difficult", sight: "non-blocking", cover: false };
 * ```
 */
export type TerrainZone = z.infer<typeof TerrainZoneSchema>;

/** A model of a scenario and where it is deployed. */
const DeployedSchema = strictObject({
  /** The model's profile and state (EVO-GM-3); its `facingDeg` is the way it faces at the start. */
  model: ModelSchema,
  /** Where it stands, in inches. */
  at: PointSchema,
});

/** A side of a scenario. */
const ScenarioSideSchema = strictObject({
  /** The side's id (the player's, for per-player policies). */
  id: idString(),
  /** The side's name, for the lines a player reads. */
  name: boundedString(),
  /** Its models. */
  models: boundedArray(DeployedSchema, INPUT_LIMITS.figuresPerRequest).check(z.minLength(1)),
});

/**
 * A scenario of the evolution game (EVO-GM-1, EVO-SETUP-1): two sides of deployed models, the scenery, the number
 * of turns, and the Will to Fight trigger the missing morale section leaves to the scenario (EVO-AMB-8).
 *
 * @example
 * ```ts
 * const scenario: EvolutionScenario = {
 *   sides: [
 *     { id: "posse", name: "The posse", models: [{ model: TOUGH, at: { x: 0, y: 0 } }] },
 *     { id: "bandidos", name: "The bandidos", models: [{ model: { ...TOUGH, id: "b1", name: "Bandido", facingDeg: 180 }, at: { x: 0, y: 20 } }] },
 *   ],
 *   turns: 4,
 * };
 * ```
 */
export const EvolutionScenarioSchema = strictObject({
  /** The two sides (EVO-SETUP-1). Model ids are unique across both. */
  sides: z.tuple([ScenarioSideSchema, ScenarioSideSchema]),
  /** The id of the side that deployed first and so takes the first turn (EVO-SETUP-1; `deploymentOrder` decides it). Default: the first side. */
  first: z.optional(idString()),
  /** The scenery (EVO-GM-1, EVO-GM-2). */
  terrain: z._default(boundedArray(TerrainZoneSchema, INPUT_LIMITS.listLength), () => []),
  /** How many turns the game lasts (the scenario's call, EVO-GM-1; default 6). */
  turns: z._default(boundedInt(1, 100), 6),
  /**
   * When a model tests its Will to Fight to avoid suppression (EVO-WTF-1; the triggers are in the missing morale
   * section, EVO-AMB-8): `"wounded"` (default: a model that takes a Light or Serious wound and stays standing),
   * `"hit"` (a model hit by a shot or beaten in close combat that stays standing), or `"none"`.
   */
  willToFight: z._default(z.enum(["wounded", "hit", "none"]), "wounded"),
  /** The radius of a model's base in inches (default 0.5): a line through it meets the model (EVO-LOS-3), and a charge ends base to base. */
  baseRadius: z._default(z.number().check(z.gte(0.1), z.lte(10)), 0.5),
  /** The rulings (section 5.3 options). */
  options: z.optional(EvolutionOptionsSchema),
  /** The app's own data, kept as given and never read by the rules. */
  app: z.optional(AppDataSchema),
});

/**
 * A scenario as given (see {@link EvolutionScenarioSchema}).
 *
 * @example
 * ```ts
 * const s: EvolutionScenario = { sides: [posse, bandidos] };
 * ```
 */
export type EvolutionScenario = z.input<typeof EvolutionScenarioSchema>;

/**
 * A model in play: its profile and wound state, its side, where it stands, and what it did this turn.
 *
 * @example
 * ```ts
 * const m: EvolutionPiece = { model: TOUGH, side: 0, at: { x: 0, y: 0 }, activated: false, actionsLeft: 0, moves: 0, readied: 0 };
 * ```
 */
export const EvolutionPieceSchema = strictObject({
  /** The model, its wound state (`model.state`) and facing (`model.facingDeg`) kept up to date by the game. */
  model: ModelSchema,
  /** Its side: 0 or 1, the index in `sides`. */
  side: boundedInt(0, 1),
  /** Where it stands, in inches. */
  at: PointSchema,
  /** Whether it has activated this turn (EVO-ACT-1: once a turn, alone or in its leader's group). */
  activated: z.boolean(),
  /** Actions left in its current activation (EVO-ACT-1, EVO-LEAD-1); 0 outside it. */
  actionsLeft: boundedInt(0, 3),
  /** Move actions taken this turn (a charge counts as one), for the per-turn Light wound option (EVO-AMB-11). */
  moves: boundedInt(0, 3),
  /** Ready actions taken so far in the game (EVO-ACT-2; what they achieve is the scenario's, EVO-GM-4). */
  readied: boundedInt(0, 100_000),
});

/**
 * A model in play (see {@link EvolutionPieceSchema}).
 *
 * @example
 * ```ts
 * const standing = (p: EvolutionPiece) => !p.model.state.removed;
 * ```
 */
export type EvolutionPiece = z.infer<typeof EvolutionPieceSchema>;

/**
 * The state of an evolution game: plain JSON, saved and restored as is.
 *
 * @example
 * ```ts
 * const state: EvolutionState = evolutionGame.setup(scenario);
 * state.turn; // 1
 * ```
 */
export const EvolutionStateSchema = strictObject({
  /** The two sides' ids and names. */
  sides: z.tuple([
    strictObject({ /** The side's id. */ id: idString(), /** Its name. */ name: boundedString() }),
    strictObject({ /** The side's id. */ id: idString(), /** Its name. */ name: boundedString() }),
  ]),
  /** Every model, in the scenario's order (removed ones stay, with `state.removed`). */
  pieces: boundedArray(EvolutionPieceSchema, INPUT_LIMITS.figuresPerRequest),
  /** The scenery. */
  terrain: boundedArray(TerrainZoneSchema, INPUT_LIMITS.listLength),
  /** The turn being played, from 1. */
  turn: boundedInt(1, 101),
  /** The last turn. */
  turns: boundedInt(1, 100),
  /** The side that takes the first activation of every turn (EVO-SETUP-1). */
  first: boundedInt(0, 1),
  /** The side whose activation is next or going on. */
  toAct: boundedInt(0, 1),
  /** The models of the activation going on (a leader first, then the mooks of its group), or null between activations. */
  active: z.nullable(boundedArray(idString(), INPUT_LIMITS.figuresPerUnit + 1)),
  /** The Will to Fight trigger (see {@link EvolutionScenarioSchema}). */
  willToFight: z.enum(["wounded", "hit", "none"]),
  /** A model's base radius, in inches. */
  baseRadius: z.number().check(z.gte(0.1), z.lte(10)),
  /** The rulings, every default filled in. */
  options: EvolutionOptionsSchema,
  /** The scenario's app data. */
  app: z.optional(AppDataSchema),
});

/**
 * The state of an evolution game (see {@link EvolutionStateSchema}).
 *
 * @example
 * ```ts
 * const left = (s: EvolutionState) => s.pieces.filter((p) => !p.model.state.removed).length;
 * ```
 */
export type EvolutionState = z.infer<typeof EvolutionStateSchema>;

const OrderBase = { /** The model given the order. */ model: idString() };

/**
 * A command of the evolution game (EVO-ACT-1, EVO-ACT-2, EVO-LEAD-1). `activate` starts a model's activation, or a
 * leader's with the mooks of its group; each action then gives one order per model of the activation that has an
 * action left (a group takes the same action); `end` ends the activation.
 *
 * @example
 * ```ts
 * const go: EvolutionCommand = { type: "activate", model: "boss", group: ["cowpoke-1", "cowpoke-2"] };
 * const fire: EvolutionCommand = { type: "shoot", orders: [{ model: "boss", target: "bandido-1" }] };
 * ```
 */
export const EvolutionCommandSchema = z.discriminatedUnion("type", [
  strictObject({
    /** Start an activation. */
    type: z.literal("activate"),
    /** The model (a leader for a group). */
    model: idString(),
    /** The friendly mooks within 6″ that activate with the leader (EVO-LEAD-1); absent or empty: the model alone. */
    group: z.optional(boundedArray(idString(), INPUT_LIMITS.figuresPerUnit)),
  }),
  strictObject({
    /** Move (EVO-MOVE-1). */
    type: z.literal("move"),
    /** One order per model. */
    orders: boundedArray(
      strictObject({
        ...OrderBase,
        /** Where it ends, in inches. */
        to: PointSchema,
        /** The way it faces at the end, in degrees (EVO-MOVE-1: it turns freely); default the way it moved. */
        facingDeg: z.optional(z.number().check(z.gte(0), z.lte(360))),
      }),
      INPUT_LIMITS.figuresPerUnit + 1,
    ),
  }),
  strictObject({
    /** Shoot (EVO-FIRE-1). */
    type: z.literal("shoot"),
    /** One order per model. */
    orders: boundedArray(
      strictObject({
        ...OrderBase,
        /**
         * The id of the enemy model shot at. A mook of a leader's group that sees no enemy within 6″ of the leader's
         * target may give none: it takes the group's action without firing (EVO-LEAD-1).
         */
        target: z.optional(idString()),
        /** The index of the weapon fired in the model's weapons (default 0). */
        weapon: z.optional(boundedInt(0, INPUT_LIMITS.itemsPerFigure - 1)),
      }),
      INPUT_LIMITS.figuresPerUnit + 1,
    ),
  }),
  strictObject({
    /** Charge into close combat (EVO-ACT-2, EVO-AMB-10). */
    type: z.literal("charge"),
    /** One order per model. */
    orders: boundedArray(strictObject({ ...OrderBase, /** The id of the enemy model charged. */ target: idString() }), INPUT_LIMITS.figuresPerUnit + 1),
  }),
  strictObject({
    /** Ready (EVO-ACT-2: load, fortify, plant explosives...; what it achieves is the scenario's, EVO-GM-4). */
    type: z.literal("ready"),
    /** One order per model. */
    orders: boundedArray(strictObject(OrderBase), INPUT_LIMITS.figuresPerUnit + 1),
  }),
  strictObject({
    /** End the activation; the actions left are lost. */
    type: z.literal("end"),
  }),
]);

/**
 * A command of the evolution game (see {@link EvolutionCommandSchema}).
 *
 * @example
 * ```ts
 * const done: EvolutionCommand = { type: "end" };
 * ```
 */
export type EvolutionCommand = z.infer<typeof EvolutionCommandSchema>;
