// The fate scene game's data: scenario, state, commands and events, all plain JSON with strict schemas.
import * as z from "zod/mini";
import { boundedArray, boundedInt, boundedString, INPUT_LIMITS, idString, strictObject } from "../core/schema-kit.js";
import { CharacterInputSchema } from "./character.js";
import { FateOptionsSchema } from "./options.js";
import { AbilityNameSchema, CharacterSchema, ModifierSchema, SeveritySchema, TrackNameSchema } from "./schemas.js";

/** A kind of conflict (FATE-CONF-1..3). */
const KindSchema = z.enum(["physical", "ranged", "mental"]);

/** A consequence the player names (FATE-CONS-1, FATE-GM-6). */
const ConsequenceChoiceSchema = strictObject({
  /** Which slot. */
  severity: SeveritySchema,
  /** The trait it adds, e.g. "Nicked in the Arm". */
  text: boundedString(INPUT_LIMITS.textLength),
});

/**
 * A scene's scenario: the characters on their sides, the order of exchanges the GM sets (ruling FATE-AMB-22),
 * and the fate options. Characters are given as for `createCharacter` (tracks and pools derived when absent).
 *
 * @example
 * ```ts
 * const scenario: SceneScenario = {
 *   characters: [{ side: "heroes", character: { id: "indy", name: "Indy", abilities: { Fighting: 3 } } }, { side: "thugs", character: { id: "thug", name: "Thug", role: "mook", refresh: 0, abilities: { Fighting: 2 } } }],
 *   order: ["indy", "thug"],
 * };
 * ```
 */
export const SceneScenarioSchema = strictObject({
  /** Every character of the scene, each on a side. */
  characters: boundedArray(
    strictObject({
      /** The side's id: characters of one side never attack each other. */
      side: idString(),
      /** The character (as `createCharacter` takes it). */
      character: CharacterInputSchema,
    }),
    INPUT_LIMITS.listLength,
  ),
  /** The order of the exchange, by character id (ruling FATE-AMB-22: the GM sets it); a character not listed only defends. Default: the characters' order. */
  order: z.optional(boundedArray(idString(), INPUT_LIMITS.listLength)),
  /** The fate options (rulings of catalogue section 3.3). */
  options: z.optional(z.partial(FateOptionsSchema)),
});

/**
 * A scene's scenario.
 *
 * @example
 * ```ts
 * const s: SceneScenario = { characters: [], order: [] };
 * ```
 */
export type SceneScenario = z.input<typeof SceneScenarioSchema>;

/**
 * An attack: the actor's exchange against a character of another side (FATE-CONF-1..3). The GM's judgement is
 * in the command: a gun (FATE-STRESS-2), situational modifiers (FATE-MOD-1), another ability (FATE-GM-2).
 *
 * @example
 * ```ts
 * const punch: SceneAttack = { type: "attack", actor: "indy", target: "thug", kind: "physical", bonus: false };
 * ```
 */
export const SceneAttackSchema = strictObject({
  /** An attack. */
  type: z.literal("attack"),
  /** The attacker (the character whose turn it is). */
  actor: idString(),
  /** The defender. */
  target: idString(),
  /** physical, ranged or mental (FATE-CONF-1..3). */
  kind: KindSchema,
  /** Spend a fate point for +2, declared before the roll (FATE-FP-2). */
  bonus: z._default(z.boolean(), false),
  /** The attack uses a gun: its stress is doubled (FATE-STRESS-2, ruling FATE-AMB-8). */
  gun: z._default(z.boolean(), false),
  /** The defender fights back with a gun (ruling FATE-AMB-8). */
  defenderGun: z._default(z.boolean(), false),
  /** The attack's ability, when not the kind's (FATE-GM-2): Academics against Resolve. */
  ability: z.optional(AbilityNameSchema),
  /** The GM's situational modifiers on the attack (FATE-MOD-1). */
  situational: z._default(boundedArray(ModifierSchema, INPUT_LIMITS.listLength), []),
});

/**
 * An attack command.
 *
 * @example
 * ```ts
 * const charm: SceneAttack = { type: "attack", actor: "indy", target: "waterford", kind: "mental", bonus: false, gun: false, defenderGun: false, situational: [] };
 * ```
 */
export type SceneAttack = z.infer<typeof SceneAttackSchema>;

/**
 * An unopposed action in the actor's exchange: a roll against a target the GM sets (FATE-ACT-2).
 *
 * @example
 * ```ts
 * const look: SceneAction = { type: "action", actor: "indy", ability: "Investigation", difficulty: 1, bonus: true, situational: [] };
 * ```
 */
export const SceneActionSchema = strictObject({
  /** An unopposed action. */
  type: z.literal("action"),
  /** The character whose turn it is. */
  actor: idString(),
  /** The ability rolled (FATE-GM-2). */
  ability: AbilityNameSchema,
  /** The target on the ladder (FATE-ACT-2, FATE-GM-1). */
  difficulty: z.int().check(z.gte(-100), z.lte(100)),
  /** Spend a fate point for +2, declared before the roll (FATE-FP-2). */
  bonus: z._default(z.boolean(), false),
  /** The GM's situational modifiers (FATE-MOD-1). */
  situational: z._default(boundedArray(ModifierSchema, INPUT_LIMITS.listLength), []),
});

/**
 * An unopposed action.
 *
 * @example
 * ```ts
 * const a: SceneAction = { type: "action", actor: "indy", ability: "Notice", difficulty: 2, bonus: false, situational: [] };
 * ```
 */
export type SceneAction = z.infer<typeof SceneActionSchema>;

/**
 * A command of the scene: the acting character's attack, action, pass or concession; the defender's
 * declaration before the roll; a re-roll or standing after seeing it (FATE-FP-3); the stressed character's
 * consequences (FATE-CONS-1) or concession (ruling FATE-AMB-25); the GM's compel (FATE-TRAIT-2), aggravation
 * (ruling FATE-AMB-16) and end of the scene (FATE-GM-8).
 *
 * @example
 * ```ts
 * const c: SceneCommand = { type: "reroll", actor: "indy", bonus: false };
 * ```
 */
export const SceneCommandSchema = z.discriminatedUnion("type", [
  SceneAttackSchema,
  SceneActionSchema,
  strictObject({
    /** The actor lets its exchange go by (ruling FATE-AMB-22). */
    type: z.literal("pass"),
    /** The character whose turn it is. */
    actor: idString(),
  }),
  strictObject({
    /** A character concedes before a roll (FATE-OUT-1, FATE-GM-7). */
    type: z.literal("concede"),
    /** Any character still in the conflict. */
    actor: idString(),
  }),
  strictObject({
    /** The defender declares, before the roll (FATE-FP-2, ruling FATE-AMB-24). */
    type: z.literal("defend"),
    /** The defender. */
    actor: idString(),
    /** Spend a fate point for +2. */
    bonus: z._default(z.boolean(), false),
  }),
  strictObject({
    /** Re-roll after seeing the dice, for a fate point (FATE-FP-3). */
    type: z.literal("reroll"),
    /** The side deciding now. */
    actor: idString(),
    /** Buy a new +2 for the re-roll (one more point, FATE-FP-2). */
    bonus: z._default(z.boolean(), false),
  }),
  strictObject({
    /** Keep the roll as it is. */
    type: z.literal("stand"),
    /** The side deciding now. */
    actor: idString(),
  }),
  strictObject({
    /** Take the stress, with the consequences the player chooses (FATE-CONS-1). */
    type: z.literal("takeStress"),
    /** The character taking it. */
    actor: idString(),
    /** Consequences taken to soak it. */
    consequences: z._default(boundedArray(ConsequenceChoiceSchema, 3), []),
    /** Concede on this hit instead of being taken out (ruling FATE-AMB-25). */
    concede: z._default(z.boolean(), false),
  }),
  strictObject({
    /** The GM offers a fate point for a compel (FATE-TRAIT-2). */
    type: z.literal("compel"),
    /** The compelled character. */
    target: idString(),
  }),
  strictObject({
    /** The player answers a compel before knowing the trait (ruling FATE-AMB-20). */
    type: z.literal("answerCompel"),
    /** The compelled character. */
    actor: idString(),
    /** Accept (+1 point, the complication happens) or nullify (pay 1). */
    response: z.enum(["accept", "nullify"]),
  }),
  strictObject({
    /** The GM aggravates a consequence: -2 to all the character's rolls (ruling FATE-AMB-16, FATE-GM-6). */
    type: z.literal("aggravate"),
    /** The character. */
    target: idString(),
    /** Which consequence. */
    severity: SeveritySchema,
  }),
  strictObject({
    /** The GM ends the scene (FATE-GM-8): pools reset (FATE-FP-1), stress clears (FATE-STRESS-3). */
    type: z.literal("endScene"),
  }),
]);

/**
 * A command of the scene.
 *
 * @example
 * ```ts
 * const c: SceneCommand = { type: "endScene" };
 * ```
 */
export type SceneCommand = z.infer<typeof SceneCommandSchema>;

/** A 4dF roll: its faces' multiset as the sum, the faces (highest first) and the total. */
const RollSchema = strictObject({
  /** The 4dF sum. */
  dice: boundedInt(-4, 4),
  /** The faces, highest first. */
  faces: boundedArray(z.union([z.literal(1), z.literal(0), z.literal(-1)]), 4),
  /** The total. */
  total: z.int().check(z.gte(-1000), z.lte(1000)),
  /** Re-rolls made so far on this roll (FATE-FP-3). */
  rerolls: boundedInt(0, 1000),
});

/** A roll on the table, waiting for the re-roll decisions (FATE-FP-3). */
const PendingSchema = strictObject({
  /** The attack, or the unopposed action. */
  command: z.discriminatedUnion("type", [SceneAttackSchema, SceneActionSchema]),
  /** The defender's declared +2 (an attack's), or false. */
  defenderBonus: z.boolean(),
  /** The actor's roll that counts now. */
  actor: RollSchema,
  /** The defender's roll that counts now, or null (an unopposed action). */
  defender: z.nullable(RollSchema),
});

/**
 * The scene's state: the characters on their sides, the order and whose turn it is, the phase (who must decide
 * what), and the result once the scene is over. Plain JSON.
 *
 * @example
 * ```ts
 * const state: SceneState = fateScene.setup(scenario);
 * state.phase.type; // "act"
 * ```
 */
export const SceneStateSchema = strictObject({
  /** The fate options in force. */
  options: FateOptionsSchema,
  /** Every character, each on a side. */
  roster: boundedArray(
    strictObject({
      /** The side's id. */
      side: idString(),
      /** The character now. */
      character: CharacterSchema,
    }),
    INPUT_LIMITS.listLength,
  ),
  /** The exchange order, by id (ruling FATE-AMB-22). */
  order: boundedArray(idString(), INPUT_LIMITS.listLength),
  /** The index in `order` of the character whose exchange it is. */
  turn: boundedInt(0, INPUT_LIMITS.listLength),
  /** Exchanges completed (not part of the situation: `fateScene.key` leaves it out). */
  exchange: boundedInt(0, 1_000_000),
  /** Who must decide what now. */
  phase: z.discriminatedUnion("type", [
    strictObject({
      /** The acting character chooses (and the GM may compel, aggravate or end the scene). */
      type: z.literal("act"),
    }),
    strictObject({
      /** The defender declares before the roll. */
      type: z.literal("defend"),
      /** The attack declared. */
      attack: SceneAttackSchema,
    }),
    strictObject({
      /** The roll is seen: a side may re-roll (FATE-FP-3). */
      type: z.literal("reroll"),
      /** The roll. */
      pending: PendingSchema,
      /** Who decides now. */
      next: z.enum(["actor", "defender"]),
      /** Whether the other side stood on its last decision. */
      stood: z.boolean(),
    }),
    strictObject({
      /** A character takes stress and chooses consequences (FATE-CONS-1). */
      type: z.literal("soak"),
      /** Who takes it. */
      victim: idString(),
      /** On which track. */
      track: TrackNameSchema,
      /** How much. */
      amount: boundedInt(0, 1000),
    }),
    strictObject({
      /** A compel is offered (FATE-TRAIT-2). */
      type: z.literal("compel"),
      /** The compelled character. */
      target: idString(),
    }),
    strictObject({
      /** The scene is over. */
      type: z.literal("over"),
    }),
  ]),
  /** The outcome, once the scene is over. */
  result: z.nullable(
    strictObject({
      /** The side left in the conflict, or null (the GM ended the scene with more than one side in it). */
      winner: z.nullable(idString()),
      /** Characters taken out (FATE-OUT-1). */
      takenOut: boundedArray(idString(), INPUT_LIMITS.listLength),
      /** Characters who conceded (FATE-OUT-1, ruling FATE-AMB-25). */
      conceded: boundedArray(idString(), INPUT_LIMITS.listLength),
    }),
  ),
});

/**
 * The scene's state.
 *
 * @example
 * ```ts
 * const over = (s: SceneState): boolean => s.phase.type === "over";
 * ```
 */
export type SceneState = z.infer<typeof SceneStateSchema>;

/**
 * The outcome of a scene: the side left standing (or null), who was taken out and who conceded.
 *
 * @example
 * ```ts
 * const o: SceneOutcome = { winner: "heroes", takenOut: [], conceded: ["waterford"] };
 * ```
 */
export type SceneOutcome = NonNullable<SceneState["result"]>;
