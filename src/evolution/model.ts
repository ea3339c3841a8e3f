import * as z from "zod/mini";
import { deepFreeze } from "../core/freeze.js";
import { AppDataSchema, boundedArray, boundedInt, boundedString, INPUT_LIMITS, idString, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { DiceExprSchema } from "./dice-expr.js";

/**
 * A D6 roll-over target, "N+" (EVO-GEN-1): 2 to 6, and 7 for a roll no die can make.
 *
 * @example
 * ```ts
 * validate(TargetSchema, 5).ok; // true (5+)
 * ```
 */
export const TargetSchema = z.number().check(z.int(), z.gte(2), z.lte(7));

/**
 * A damage score, Wound or Kill "N+" (EVO-STAT-1): damage of at least N (EVO-AMB-1) wounds or kills.
 *
 * @example
 * ```ts
 * validate(ThresholdSchema, 4).ok; // true (4+)
 * ```
 */
export const ThresholdSchema = z.number().check(z.int(), z.gte(1), z.lte(99));

/**
 * A weapon (EVO-FIRE-1, EVO-DMG-1, EVO-AMB-13): its firing dice and its damage dice. The weapon lists of
 * the text are missing, so weapons are data.
 *
 * @example
 * ```ts
 * const revolver: Weapon = { name: "revolver", firingDice: 1, damageDice: "1D6" };
 * ```
 */
export const WeaponSchema = strictObject({
  /** The weapon's name. */
  name: boundedString().check(z.minLength(1)),
  /** How many D6 it rolls to hit (usually 1; a tommy gun rolls several, EVO-AMB-13). */
  firingDice: z._default(boundedInt(0, 50), 1),
  /** Its damage dice, e.g. `1D6` for a revolver. */
  damageDice: DiceExprSchema,
  /** The app's own data, kept as given and never read by the rules. */
  app: z.optional(AppDataSchema),
});

/**
 * A weapon, validated (see {@link WeaponSchema}).
 *
 * @example
 * ```ts
 * const tommyGun: Weapon = { name: "tommy gun", firingDice: 3, damageDice: "1D6" };
 * ```
 */
export type Weapon = z.infer<typeof WeaponSchema>;

/**
 * What the wounds have done to a model so far (EVO-WOUND-1, EVO-DMG-1).
 *
 * @example
 * ```ts
 * const fresh: WoundState = { lightWounds: 0, seriousWounds: 0, removed: false };
 * ```
 */
export const WoundStateSchema = strictObject({
  /** Light wounds taken (each −1 to WtF and −1″ per Move action, EVO-AMB-11). */
  lightWounds: z._default(boundedInt(0, 99), 0),
  /** Serious wounds taken: 1 at most while the model stands, a second one kills (EVO-WOUND-1), so 2 requires `removed: true`. */
  seriousWounds: z._default(boundedInt(0, 2), 0),
  /** Removed from play and replaced by a casualty marker (killed outright or a second Serious wound; EVO-AMB-16: for the game). */
  removed: z._default(z.boolean(), false),
  /**
   * Suppressed: the model failed a Will to Fight roll to avoid suppression (EVO-WTF-1; the morale section is
   * missing, EVO-AMB-8). A suppressed model keeps `suppressedActions` actions (option, placeholder 0), so it
   * neither acts, fires nor joins a leader's group until the app clears the flag.
   */
  suppressed: z.optional(z.boolean()),
}).check(
  // EVO-WOUND-1: "a second serious wound kills the model and it is removed from play"
  z.refine((s) => s.seriousWounds < 2 || s.removed, {
    error: "a second Serious wound removes the model (EVO-WOUND-1): expected removed: true",
    path: ["removed"],
  }),
);

/**
 * A model's wound state, validated (see {@link WoundStateSchema}).
 *
 * @example
 * ```ts
 * const hurt: WoundState = { lightWounds: 1, seriousWounds: 0, removed: false };
 * ```
 */
export type WoundState = z.infer<typeof WoundStateSchema>;

/** The state of a model that has not been hurt: a new object every time, so no result shares it. */
const fresh = (): WoundState => ({ lightWounds: 0, seriousWounds: 0, removed: false });

/**
 * A model's profile and state (EVO-TYPE-1, EVO-STAT-1, EVO-SIZE-1): a character, a mook or a vehicle.
 * Targets are D6 roll-over "N+" numbers (a missing armour save means none).
 *
 * @example
 * ```ts
 * const tough = parseModel({ id: "t1", name: "Tough", type: "mook", size: 3, move: 5, accuracy: 5, closeCombat: "1D6-1", wound: 4, kill: 6, armourSave: 6, wtf: 4 });
 * tough.state; // { lightWounds: 0, seriousWounds: 0, removed: false }
 * ```
 */
export const ModelSchema = strictObject({
  /** A unique id within the game. */
  id: idString(),
  /** A display name. */
  name: boundedString(),
  /** EVO-TYPE-1: the unit type; ruling EVO-AMB-20: "mook" is the type, not a skill. */
  type: z.enum(["character", "mook", "vehicle"]),
  /** EVO-SIZE-1: physical size (insect 1, dog 2, human 3, horse 4, car 5, tank 6; larger allowed, EVO-GM-3). */
  size: z.number().check(z.int(), z.gte(1), z.lte(20)),
  /** EVO-MOVE-1: inches per Move action. */
  move: z.number().check(z.gte(0), z.lte(100)),
  /** EVO-FIRE-1: the to-hit target "N+" for ranged attacks. */
  accuracy: TargetSchema,
  /** EVO-CC-1: the Close Combat dice, e.g. `1D6-1`. */
  closeCombat: DiceExprSchema,
  /** EVO-DMG-1: the Wound score "N+". */
  wound: ThresholdSchema,
  /** EVO-DMG-1: the Kill score "N+". */
  kill: ThresholdSchema,
  /** EVO-DMG-1: the Armour Save "N+" against a wound; absent when the model has none. */
  armourSave: z.optional(TargetSchema),
  /** EVO-WTF-1: the Will to Fight target "N+". */
  wtf: TargetSchema,
  /** Skills such as `leadership` and `independent` (lower case); others are kept as data. */
  skills: z._default(boundedArray(boundedString(), INPUT_LIMITS.traitsPerFigure), () => []),
  /** A special rule granting a character a third action (EVO-ACT-1, EVO-GM-3). */
  thirdAction: z._default(z.boolean(), false),
  /** The model's weapons (EVO-AMB-13: weapon lists are data). */
  weapons: z._default(boundedArray(WeaponSchema, INPUT_LIMITS.itemsPerFigure), () => []),
  /** Facing in degrees (0 to 360): the centre of its 180° field of vision (EVO-LOS-1). */
  facingDeg: z._default(z.number().check(z.gte(0), z.lte(360)), 0),
  /** Wounds taken so far. */
  state: z._default(WoundStateSchema, fresh),
  /** EVO-VEH-1: who drives a vehicle (a character gives it 2 actions, a mook 1); absent means undriven. */
  driverType: z.optional(z.enum(["character", "mook"])),
  /**
   * EVO-VEH-1, EVO-GM-3, EVO-GM-5: the actions per turn of a vehicle or robot that acts with no driver (1 to 3),
   * as its special rules or the GM give them. Only for a vehicle without `driverType` (a driven vehicle's
   * actions come from its driver); absent, an undriven vehicle has none.
   */
  autonomousActions: z.optional(boundedInt(1, 3)),
  /** The app's own data, kept as given and never read by the rules. */
  app: z.optional(AppDataSchema),
}).check(
  // EVO-DMG-1: damage of at least Kill kills and of at least Wound wounds, so Kill cannot be below Wound
  z.refine((m) => m.kill >= m.wound, { error: "Kill must not be below Wound (EVO-DMG-1)", path: ["kill"] }),
  z.refine((m) => m.autonomousActions === undefined || (m.type === "vehicle" && m.driverType === undefined), {
    error: "only a vehicle with no driver acts on its own (EVO-VEH-1)",
    path: ["autonomousActions"],
  }),
);

/**
 * A model as given by a caller (defaults not yet filled in).
 *
 * @example
 * ```ts
 * const input: ModelInput = { id: "t1", name: "Tough", type: "mook", size: 3, move: 5, accuracy: 5, closeCombat: "1D6-1", wound: 4, kill: 6, wtf: 4 };
 * ```
 */
export type ModelInput = z.input<typeof ModelSchema>;

/**
 * A validated model with every default filled in.
 *
 * @example
 * ```ts
 * const tough: Model = parseModel(TOUGH);
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface Model extends z.infer<typeof ModelSchema> {}

/**
 * A point on the table, in inches.
 *
 * @example
 * ```ts
 * const barn: Point = { x: 12, y: 30 };
 * ```
 */
export const PointSchema = strictObject({
  /** Across the table, in inches. */
  x: z.number().check(z.gte(-10_000), z.lte(10_000)),
  /** Along the table, in inches. */
  y: z.number().check(z.gte(-10_000), z.lte(10_000)),
});

/**
 * A point on the table (see {@link PointSchema}).
 *
 * @example
 * ```ts
 * const origin: Point = { x: 0, y: 0 };
 * ```
 */
export type Point = z.infer<typeof PointSchema>;

/**
 * Validates a model (JSON from an app) and fills in its defaults.
 *
 * @param input - the model
 * @returns the validated model (a new object: it shares nothing with the input or with other results)
 * @throws RulesError `INVALID_INPUT` with the path of the first problem (e.g. `model.closeCombat`)
 * @example
 * ```ts
 * modelFrom(closeCombat: "1D7" }, { ...TOUGH); // throws: evolution.parseModel: model.closeCombat: expected a dice expression ...
 * ```
 */
export function parseModel(input: unknown): Model {
  return modelFrom("evolution.parseModel", input, "model");
}

/**
 * Validates a model for a public function, naming that function and the argument in the error.
 * @internal
 */
export function modelFrom(fn: string, input: unknown, path = "model"): Model {
  return parseOrThrow(fn, ModelSchema, input, path);
}

/**
 * The one profile the text gives, the Tough (Mook) (EVO-STAT-1, L.15–18): Size 3, Move 5″, Accuracy 5+,
 * Close Combat 1D6−1, Wound 4+, Kill 6+, Armour Save 6+, WtF 4+, no skills. The text gives it no weapon;
 * a revolver (1 firing die, 1D6 damage, L.69–72) is added as in the firing example.
 *
 * @example
 * ```ts
 * TOUGH.accuracy; // 5
 * ```
 */
export const TOUGH: Model = deepFreeze({
  id: "tough",
  name: "Tough",
  type: "mook",
  size: 3,
  move: 5,
  accuracy: 5,
  closeCombat: "1D6-1",
  wound: 4,
  kill: 6,
  armourSave: 6,
  wtf: 4,
  skills: [],
  thirdAction: false,
  weapons: [{ name: "revolver", firingDice: 1, damageDice: "1D6" }],
  facingDeg: 0,
  state: fresh(),
});
