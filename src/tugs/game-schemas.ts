// The schemas of tugsGame: its scenario, its state and its commands (plain JSON, strict, bounded: schema-kit).
import * as z from "zod/mini";
import { boundedArray, boundedInt, idString, strictObject } from "../core/schema-kit.js";
import { HthContextSchema, RangedContextSchema } from "./context.js";
import { TugsOptionsSchema } from "./options.js";
import { CareSchema, CharacterSchema, HitLocationSchema } from "./schemas.js";

/** The most combatants one fight holds. */
export const MAX_COMBATANTS = 100;

const Ids = () => boundedArray(idString(), MAX_COMBATANTS);

/**
 * A tugs fight to set up: the combatants in sides, and the table's settings.
 *
 * @example
 * ```ts
 * const scenario: TugsScenarioInput = { combatants: [{ character: jan, side: "thief" }, { character: travis, side: "watch" }] };
 * ```
 */
export const TugsScenarioSchema = strictObject({
  /** The combatants, in the order they are listed at the table (ties in initiative keep this order). */
  combatants: boundedArray(
    strictObject({
      /** The character (its `id`, or else its name, names the combatant: unique in the fight). */
      character: CharacterSchema,
      /** The side it fights on. */
      side: idString(),
    }),
    MAX_COMBATANTS,
  ),
  /** The tugs options (catalogue 4.3). */
  options: z.optional(TugsOptionsSchema),
  /** Parries a combatant may make in one round: null (default) every attack that succeeds is defended (TUGS-HTH-1 step 2), a number limits them. */
  parriesPerRound: z.optional(z.nullable(boundedInt(0, 100))),
  /** The GM ends the fight after this many rounds (TUGS-GM-8); null (default) no limit. */
  roundLimit: z.optional(z.nullable(boundedInt(1, 10_000))),
  /**
   * What the game's outcome reports, and when (the question `battleOdds` answers, TUGS-LIB-1): "end" (default) the
   * time after the fight is played (passing time, first aid, care) until the `end` command, and the outcome is the
   * side that held the field and each combatant's fate then; "fight" the game is over when the fight is, its
   * outcome who holds the field and how each combatant left the fight (who takes whom out, and how); "winner" the
   * same end, the outcome the side alone (fates empty).
   */
  outcome: z.optional(z.enum(["end", "fight", "winner"])),
});
/** A scenario, checked. @example `const s: TugsScenario = parseOrThrow("app", TugsScenarioSchema, json);` */
export type TugsScenario = z.infer<typeof TugsScenarioSchema>;
/** What a caller may pass as a scenario. @example `const s: TugsScenarioInput = { combatants: [] };` */
export type TugsScenarioInput = z.input<typeof TugsScenarioSchema>;

/**
 * One combatant in a fight: the character and what the game keeps about him.
 *
 * @example
 * ```ts
 * const c: TugsCombatant = state.combatants[0];
 * ```
 */
export const TugsCombatantSchema = strictObject({
  /** The character, with its id. */
  character: CharacterSchema,
  /** The side. */
  side: idString(),
  /** Whom he fights (the target of his last attack), for the flank and behind modifiers of others; null: nobody. */
  engagedWith: z.nullable(idString()),
  /** He spends this round getting up: he stands at the start of the next round, unless unable. */
  gettingUp: z.boolean(),
  /** Parries made this round. */
  parries: boundedInt(0, 1_000_000),
  /** He left the fight (fled or surrendered, TUGS-GM-8). */
  fled: z.boolean(),
});
/** A combatant. @example `const c: TugsCombatant = state.combatants[1];` */
export type TugsCombatant = z.infer<typeof TugsCombatantSchema>;

const AttackCommand = strictObject({
  /** Attack. */
  type: z.literal("attack"),
  /** The attacker's id. */
  actor: idString(),
  /** The defender's id. */
  target: idString(),
  /** A location aimed at (TUGS-LOC-2); absent: rolled (TUGS-LOC-1). */
  aimedLocation: z.optional(HitLocationSchema),
  /** The GM's view of the hand-to-hand attack (TUGS-GM-1); the game adds flanked and behind from who else is engaged, and the parry limit. */
  hth: z.optional(HthContextSchema),
  /** When present, a ranged attack in these circumstances (TUGS-GM-2): no parry (TUGS-RNG-1). */
  ranged: z.optional(RangedContextSchema),
});
const ActorCommand = <T extends string>(type: T) =>
  strictObject({
    /** What the combatant does instead of attacking: getUp (spends the round getting up), pickUp (the dropped weapon), wait, flee (leaves the fight). */
    type: z.literal(type),
    /** The combatant's id. */
    actor: idString(),
  });

/**
 * What a combatant does on his turn: attack, get up, pick up his weapon, wait or flee.
 *
 * @example
 * ```ts
 * const action: TugsAction = { type: "getUp", actor: "travis" };
 * ```
 */
export const TugsActionSchema = z.discriminatedUnion("type", [
  AttackCommand,
  ActorCommand("getUp"),
  ActorCommand("pickUp"),
  ActorCommand("wait"),
  ActorCommand("flee"),
]);
/** A combatant's action. @example `const a: TugsAction = { type: "wait", actor: "jan" };` */
export type TugsAction = z.infer<typeof TugsActionSchema>;

/**
 * A command of tugsGame: roll initiative, act in turn (attack a target, get up, pick up a weapon, wait, flee), and
 * once the fight is over let time pass, give first aid, choose the care, and end.
 *
 * @example
 * ```ts
 * const command: TugsCommand = { type: "attack", actor: "jan", target: "travis", aimedLocation: "body" };
 * ```
 */
export const TugsCommandSchema = z.discriminatedUnion("type", [
  strictObject({
    /** Roll initiative for the round (TUGS-INIT-1). */
    type: z.literal("initiative"),
    /** Who is surprised this round: -5 (TUGS-GM-1). */
    surprised: z.optional(Ids()),
    /** Who is unprepared this round: -5 (TUGS-GM-1). */
    unprepared: z.optional(Ids()),
  }),
  AttackCommand,
  ActorCommand("getUp"),
  ActorCommand("pickUp"),
  ActorCommand("wait"),
  ActorCommand("flee"),
  strictObject({
    /** Let time pass after the fight (TUGS-GM-6). */
    type: z.literal("pass"),
    /** How much. */
    amount: boundedInt(1, 100_000),
    /** In what unit. */
    unit: z.enum(["rounds", "minutes", "hours", "days"]),
    /** How the wounded spend it (worsening periods and rolls, TUGS-WORSE-1/2; rest recovers hit points, TUGS-REC-3); default rest. */
    activity: z.optional(z.enum(["rest", "active"])),
  }),
  strictObject({
    /** Clean, bandage and stitch the patient's Superficial and Minor injuries (TUGS-WORSE-1). */
    type: z.literal("firstAid"),
    /** The patient's id. */
    patient: idString(),
  }),
  strictObject({
    /** The care the patient gets from now on (TUGS-REC-2): a dispensary or a hospital also operates (Major, Critical). */
    type: z.literal("care"),
    /** The patient's id. */
    patient: idString(),
    /** The level of care. */
    care: CareSchema,
  }),
  strictObject({
    /** End the game. */
    type: z.literal("end"),
  }),
]);
/** A command. @example `const c: TugsCommand = { type: "initiative", surprised: ["jan"] };` */
export type TugsCommand = z.infer<typeof TugsCommandSchema>;

/**
 * The state of a tugs fight: plain JSON, saved and restored through this schema.
 *
 * @example
 * ```ts
 * const state: TugsGameState = tugsGame.setup(scenario);
 * ```
 */
export const TugsGameStateSchema = strictObject({
  /** Every combatant, in the scenario's order. */
  combatants: boundedArray(TugsCombatantSchema, MAX_COMBATANTS),
  /** "initiative": a round begins; "act": combatants act in initiative order; "aftermath": the fight is over, time passes; "over": the game has ended. */
  phase: z.enum(["initiative", "act", "aftermath", "over"]),
  /** The round (0 before the first). */
  round: boundedInt(0, 1_000_000),
  /** This round's initiative groups, first to act first; the members of a group act simultaneously (TUGS-INIT-1). */
  groups: boundedArray(Ids(), MAX_COMBATANTS),
  /** The group acting now (an index into groups). */
  group: boundedInt(0, MAX_COMBATANTS),
  /** What the members of the acting group have declared so far (a group's actions resolve together, TUGS-AMB-26). */
  declared: boundedArray(TugsActionSchema, MAX_COMBATANTS),
  /** Minutes since the fight ended. */
  minutes: boundedInt(0, Number.MAX_SAFE_INTEGER),
  /** The side that held the field when the fight ended (set then), or null. */
  winner: z.nullable(idString()),
  /** The settings of the scenario. */
  settings: strictObject({
    /** The tugs options. */
    options: TugsOptionsSchema,
    /** Parries per combatant per round, or null for every attack. */
    parriesPerRound: z.nullable(boundedInt(0, 100)),
    /** The round limit, or null. */
    roundLimit: z.nullable(boundedInt(1, 10_000)),
    /** What the outcome reports: absent for "end" (the default: states of earlier versions read the same), "fight" or "winner" (the game is over with the fight). */
    outcome: z.optional(z.enum(["fight", "winner"])),
  }),
});
/** A game state. @example `const s: TugsGameState = loadState(tugsGame, json);` */
export type TugsGameState = z.infer<typeof TugsGameStateSchema>;
