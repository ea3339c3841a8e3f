// The data of the vivid game's gadget, Impetuous and helping rules (issue #14): the commands to use a carried
// gadget and to help a wounded comrade move, the scenario's optional rules, and what the state keeps of them.
// Kept apart from schema.ts so that the game's plumbing and these rules change independently.
import * as z from "zod/mini";
import { PointSchema } from "../../core/game/table-schema.js";
import { boundedArray, boundedInt, boundedString, INPUT_LIMITS, idString, strictObject } from "../../core/schema-kit.js";

/**
 * The optional rules of the text a scenario switches on (VIV-GM-5: "which optional morale rules are on").
 * Each absent or false: the rule is off.
 *
 * @example
 * ```ts
 * validate(VividOptionalRulesSchema, { disruptedInsteadOfRout: true }).ok; // true
 * ```
 */
export const VividOptionalRulesSchema = strictObject({
  /** Disrupted instead of rout (VIV-MOR-12): a unit failing its check after hand-to-hand is disrupted, stays where it is and rallies by the VIV-MOR-7 roll. */
  disruptedInsteadOfRout: z.optional(z.boolean()),
});

/**
 * The optional rules of a scenario (see {@link VividOptionalRulesSchema}).
 *
 * @example
 * ```ts
 * const rules: VividOptionalRules = { disruptedInsteadOfRout: true };
 * ```
 */
export type VividOptionalRules = z.infer<typeof VividOptionalRulesSchema>;

/**
 * A gadget a figure has employed, and the game turn it first did (the Hair Pins of Death's surprise is for
 * the first turn they are used only, VIV-GAD-17).
 *
 * @example
 * ```ts
 * validate(VividUsedGadgetSchema, { figure: "mei", gadget: "VIV-GAD-17", turn: 2 }).ok; // true
 * ```
 */
export const VividUsedGadgetSchema = strictObject({
  /** The figure's id. */
  figure: idString(),
  /** The gadget's id. */
  gadget: idString(),
  /** The game turn it was first used. */
  turn: boundedInt(1, 100_000),
});

/**
 * Use a carried gadget (VIV-GAD-*): throw a flash grenade at a point at the start of the side turn
 * (VIV-GAD-9, VIV-AMB-35), set off a smoke bomb at a point (VIV-GAD-4: the cloud blocks every line of sight
 * through it while it lasts), give a dose of resuscitating drug to an unconscious figure in base contact
 * (VIV-GAD-8), throw an anesthetic gas grenade at a point (VIV-GAD-3), fire a zip wire down to a lower point
 * (VIV-GAD-11), climb with a grappling line (VIV-GAD-1), pick a lock (VIV-GAD-13), power up the Death Ray
 * (VIV-GAD-18), or play a whip trick (VIV-GAD-24: grab, disarm, swing). Worn and loaded gadgets (the vest, mercy
 * bullets, the thimble, the Hair Pins) need no command: the game applies them to every hit and every fight; a
 * whip also strikes in every fight (VIV-AMB-33).
 *
 * @example
 * ```ts
 * const throwIt: VividUseGadget = { type: "useGadget", figure: "jack", gadget: "VIV-GAD-9", at: { x: 10, y: 7 } };
 * ```
 */
export const VividUseGadgetCommandSchema = strictObject({
  /** Use a gadget. */
  type: z.literal("useGadget"),
  /** The figure carrying it, of the active side. */
  figure: idString(),
  /** The gadget's id, as carried (`"VIV-GAD-9"` for the catalogue's flash grenade). */
  gadget: idString(),
  /** Where a thrown gadget lands, inches (the GM's impact point, VIV-GM-8). */
  at: z.optional(PointSchema),
  /** The figure it is given to (the resuscitating drug's patient). */
  patient: z.optional(idString()),
  /** The lock worked with a Lock Pick Set (VIV-GAD-13): a lock of the scenario's `gadgetRules.locks`. */
  lock: z.optional(idString()),
  /** Zip wire (VIV-GAD-11): the GM's judgement that the anchor point `at` is lower than the PC (VIV-GM-8 heights); required. */
  anchorLower: z.optional(z.boolean()),
  /** Zip wire: the movement rate the player chooses for a miss, inches (half of it may be used); absent: the figure's own rate (VIV-MOVE-1). */
  fallbackRateInches: z.optional(z.number().check(z.gte(0), z.lte(100))),
  /** Grappling line (VIV-GAD-1): the GM's height of the obstacle climbed to `at`, in storeys; required. */
  storeys: z.optional(boundedInt(1, 100)),
  /** Grappling line: the GM's movement cost in inches for a height other than 2 storeys (VIV-GM-8). */
  gmMovementInches: z.optional(z.number().check(z.gte(0), z.lte(100))),
  /** Whip (VIV-GAD-24): the trick: `grab` the objective, `disarm` an enemy (`target`), or `swing` over a gap to `at`. */
  trick: z.optional(z.enum(["grab", "disarm", "swing"])),
  /** Whip: the enemy disarmed. */
  target: z.optional(idString()),
  /** Whip swing: the GM rules that a chandelier, branch or beam is there to snare (VIV-GM-8); required for a swing. */
  gmStructure: z.optional(z.boolean()),
  /** Whip swing: a friend in base contact who swings with the PC (up to 2 figures, VIV-GAD-24). */
  with: z.optional(idString()),
  /** The GM's wind for a smoke bomb (VIV-GAD-4, VIV-GM-8); absent: no strong wind. */
  wind: z.optional(
    strictObject({
      /** A strong wind blows. */
      strongWind: z.boolean(),
      /** In a strong wind, the turns the GM lets the smoke last (fewer than the bomb's). */
      gmDurationTurns: z.optional(boundedInt(0, 100)),
    }),
  ),
});

/**
 * The `useGadget` command (see {@link VividUseGadgetCommandSchema}).
 *
 * @example
 * ```ts
 * const dose: VividUseGadget = { type: "useGadget", figure: "doc", gadget: "VIV-GAD-8", patient: "jack" };
 * ```
 */
export type VividUseGadget = z.infer<typeof VividUseGadgetCommandSchema>;

/**
 * Help a wounded (VIV-WOUND-4: "must be helped by another figure to move") or unconscious (VIV-GAD-3: "carried
 * or dragged") friend in base contact: the helper moves to a point at its own rate and the other goes with it
 * (VIV-AMB-42).
 *
 * @example
 * ```ts
 * const carry: VividHelp = { type: "help", figure: "ann", wounded: "jack", to: { x: 4, y: 2 } };
 * ```
 */
export const VividHelpCommandSchema = strictObject({
  /** Help a wounded friend move. */
  type: z.literal("help"),
  /** The helper, of the active side. */
  figure: idString(),
  /** The wounded or unconscious friend it takes along. */
  wounded: idString(),
  /** Where both go, inches. */
  to: PointSchema,
});

/**
 * The `help` command (see {@link VividHelpCommandSchema}).
 *
 * @example
 * ```ts
 * const carry: VividHelp = { type: "help", figure: "ann", wounded: "jack", to: { x: 4, y: 2 } };
 * ```
 */
export type VividHelp = z.infer<typeof VividHelpCommandSchema>;

/**
 * A smoke cloud on the table (VIV-GAD-4): where it went off, its radius, the turns it lasts and the game turn it
 * went off.
 *
 * @example
 * ```ts
 * validate(VividSmokeSchema, { x: 10, y: 6, radiusInches: 5, durationTurns: 2, turn: 1 }).ok; // true
 * ```
 */
export const VividSmokeSchema = strictObject({
  /** Centre, inches across the table. */
  x: z.number().check(z.gte(-1000), z.lte(1000)),
  /** Centre, inches along the table. */
  y: z.number().check(z.gte(-1000), z.lte(1000)),
  /** Radius, inches (5). */
  radiusInches: z.number().check(z.gte(0), z.lte(1000)),
  /** Turns it lasts (2, fewer in a strong wind). */
  durationTurns: boundedInt(0, 100_000),
  /** The game turn it went off. */
  turn: boundedInt(1, 100_000),
});

/**
 * A smoke cloud of the game (see {@link VividSmokeSchema}).
 *
 * @example
 * ```ts
 * const cloud: VividSmoke = { x: 10, y: 6, radiusInches: 5, durationTurns: 2, turn: 1 };
 * ```
 */
export type VividSmoke = z.infer<typeof VividSmokeSchema>;

/** The state's smoke clouds, bounded (a figure throws one a side turn and a cloud lasts two turns). @internal */
export const VividSmokesSchema = boundedArray(VividSmokeSchema, 2 * INPUT_LIMITS.figuresPerRequest);

/** The state's record of used gadgets, bounded. @internal */
export const VividUsedGadgetsSchema = boundedArray(VividUsedGadgetSchema, INPUT_LIMITS.figuresPerRequest * INPUT_LIMITS.itemsPerFigure);

/**
 * A lock on the table (VIV-GAD-13): where it is (a figure in base contact works it), the turns it takes to pick
 * (the GM's, at least 1, VIV-GM-8), and the terrain zone it keeps shut (a door: no figure moves into or across
 * the zone while it is locked).
 *
 * @example
 * ```ts
 * validate(VividLockSchema, { id: "vault", name: "the vault door", at: { x: 30, y: 10 }, turns: 2, zone: "vault" }).ok; // true
 * ```
 */
export const VividLockSchema = strictObject({
  /** The lock's id. */
  id: idString(),
  /** A name for the story ("the vault door"). */
  name: z.optional(boundedString()),
  /** Where it is, inches. */
  at: PointSchema,
  /** Turns it takes to pick (the GM's, VIV-GM-8; at least the set's 1). */
  turns: boundedInt(1, 100),
  /** The terrain zone it keeps shut while locked (absent: it shuts nothing on the table, a story objective). */
  zone: z.optional(idString()),
});

/**
 * A lock (see {@link VividLockSchema}).
 *
 * @example
 * ```ts
 * const door: VividLock = { id: "cell", at: { x: 4, y: 4 }, turns: 1 };
 * ```
 */
export type VividLock = z.infer<typeof VividLockSchema>;

/**
 * The GM's gadget rulings of a scenario, decided before the game (VIV-GM-8): the strength of the anesthetic gas
 * (VIV-GAD-3: "determined prior to the game by the GM"), the throw range of a gas grenade, the skilled
 * locksmiths (VIV-GAD-13) and the locks on the table.
 *
 * @example
 * ```ts
 * validate(VividGadgetRulesSchema, { gasUnconsciousTurns: 3, locksmiths: ["doc"], locks: [{ id: "cell", at: { x: 4, y: 4 }, turns: 1 }] }).ok; // true
 * ```
 */
export const VividGadgetRulesSchema = strictObject({
  /** Turns of unconsciousness the anesthetic gas produces (0: until woken or the game ends); a gas grenade needs it. */
  gasUnconsciousTurns: z.optional(boundedInt(0, 100)),
  /** How far a gas grenade is thrown, inches; absent: the flash grenade's throw (`flashGrenadeRangeInches`, VIV-AMB-35: 6"). */
  gasThrowRangeInches: z.optional(z.number().check(z.gte(0), z.lte(100))),
  /** The figures the GM rules skilled locksmiths: they pick a lock with no luck roll (VIV-GAD-13). */
  locksmiths: z.optional(boundedArray(idString(), INPUT_LIMITS.figuresPerRequest)),
  /** The locks on the table. */
  locks: z.optional(boundedArray(VividLockSchema, INPUT_LIMITS.listLength)),
  /** How tall a storey is on this table, inches: a climb's storeys are the height climbed over it, rounded up (VIV-GAD-1 with the zones' `heightInches`). */
  storeyInches: z.optional(z.number().check(z.gte(0.1), z.lte(100))),
  /** The GM's movement cost of a climb of a height other than the 2 storeys the text prices (VIV-GAD-1, VIV-GM-8), by storeys. */
  climbCosts: z.optional(
    boundedArray(
      strictObject({
        /** The storeys climbed. */ storeys: boundedInt(1, 100),
        /** The inches of movement it costs. */ inches: z.number().check(z.gte(0), z.lte(100)),
      }),
      100,
    ),
  ),
  /** The structures a whip may snare to swing on (VIV-GAD-24: a chandelier, a branch, a beam; VIV-GM-8 swing points), where each hangs. */
  swingStructures: z.optional(
    boundedArray(
      strictObject({
        /** The structure's id. */ id: idString(),
        /** A name for the story ("the chandelier"). */ name: z.optional(boundedString()),
        /** Where it hangs, inches. */ at: PointSchema,
      }),
      INPUT_LIMITS.listLength,
    ),
  ),
  /** The Death Ray's effect radius, inches (VIV-GAD-18: "the GM will have to determine the radius"): every figure within it of the figure aimed at is in the beam (gadget-ray-area.ts); absent: the target unit takes the hits as any volley's. */
  deathRayRadiusInches: z.optional(z.number().check(z.gte(0), z.lte(1000))),
});

/**
 * The GM's gadget rulings (see {@link VividGadgetRulesSchema}).
 *
 * @example
 * ```ts
 * const rules: VividGadgetRules = { gasUnconsciousTurns: 0 };
 * ```
 */
export type VividGadgetRules = z.infer<typeof VividGadgetRulesSchema>;

/**
 * What the state keeps of the gadgets played (absent lists: none): the locks opened (VIV-GAD-13), the figures
 * picking a lock with the turns of work left, the figures knocked out by the gas for no counted turns (they wake
 * only by a resuscitating drug: no wake roll, VIV-GAD-3), the gas breath-holders still to leave a burst
 * (VIV-AMB-26 `inactiveInPlace`), and each Death Ray's power-up (VIV-GAD-18: the game turn it is ready).
 *
 * @example
 * ```ts
 * validate(VividGadgetStateSchema, { openLocks: ["cell"], rays: [{ figure: "koo", gadget: "VIV-GAD-18", readyOnTurn: 4 }] }).ok; // true
 * ```
 */
export const VividGadgetStateSchema = strictObject({
  /** The locks opened. */
  openLocks: z.optional(boundedArray(idString(), INPUT_LIMITS.listLength)),
  /** Figures at work on a lock, and the turns of work left (the luck roll is made when the work is done). */
  picking: z.optional(
    boundedArray(
      strictObject({ /** The figure. */ figure: idString(), /** The lock. */ lock: idString(), /** Turns of work left. */ turnsLeft: boundedInt(0, 100) }),
      INPUT_LIMITS.figuresPerRequest,
    ),
  ),
  /** Figures knocked out by anesthetic gas with no counted turns (no wake roll; a resuscitating drug wakes them). */
  gassed: z.optional(boundedArray(idString(), INPUT_LIMITS.figuresPerRequest)),
  /** Breath-holders that wait out their inactive side turn before leaving the burst (VIV-AMB-26 `inactiveInPlace`). */
  holding: z.optional(
    boundedArray(
      strictObject({
        /** The figure. */
        figure: idString(),
        /** The burst's centre, inches. */
        at: PointSchema,
        /** The burst's radius, inches. */
        radiusInches: z.number().check(z.gte(0), z.lte(1000)),
      }),
      INPUT_LIMITS.figuresPerRequest,
    ),
  ),
  /** Death Rays powering up or ready: the game turn each may fire from. */
  rays: z.optional(
    boundedArray(
      strictObject({
        /** The figure. */ figure: idString(),
        /** The gadget's id. */ gadget: idString(),
        /** Ready from this game turn. */ readyOnTurn: boundedInt(1, 100_000),
      }),
      INPUT_LIMITS.figuresPerRequest,
    ),
  ),
});

/**
 * The state's gadget bookkeeping (see {@link VividGadgetStateSchema}).
 *
 * @example
 * ```ts
 * const g: VividGadgetState = { picking: [{ figure: "jack", lock: "cell", turnsLeft: 1 }] };
 * ```
 */
export type VividGadgetState = z.infer<typeof VividGadgetStateSchema>;
