// The data of the vivid game's gadget, Impetuous and helping rules (issue #14): the commands to use a carried
// gadget and to help a wounded comrade move, the scenario's optional rules, and what the state keeps of them.
// Kept apart from schema.ts so that the game's plumbing and these rules change independently.
import * as z from "zod/mini";
import { PointSchema } from "../../core/game/table-schema.js";
import { boundedArray, boundedInt, INPUT_LIMITS, idString, strictObject } from "../../core/schema-kit.js";

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
 * through it while it lasts), or give a dose of resuscitating drug to an unconscious figure in base contact
 * (VIV-GAD-8). Worn and loaded gadgets (the vest, mercy bullets, the thimble, the Hair Pins) need no command:
 * the game applies them to every hit and every fight.
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
