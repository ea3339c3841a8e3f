// The domain objects of the rugged family (rugged and vivid): Figure, its status, Unit; with Trait and
// Weapon from their own files. Plain JSON, validated by zod, types inferred; objects are immutable and a
// change (a wound, a move) returns a new object. No field has a default, so a hand-written literal of the
// inferred type is always a valid input.
import * as z from "zod/mini";
import { AppDataSchema, boundedArray, boundedString, idString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import { GadgetSchema } from "../vivid/gadgets/schema.js";
import { TraitSchema } from "./trait-schema.js";
import { WeaponSchema } from "./weapon-schema.js";

export { type Eligibility, EligibilitySchema, type Trait, type TraitEffect, TraitEffectSchema, TraitSchema } from "./trait-schema.js";
export { type Weapon, type WeaponClass, WeaponClassSchema, WeaponSchema } from "./weapon-schema.js";

const count = z.number().check(z.int(), z.gte(0));
const d10Rating = z.number().check(z.int(), z.gte(0), z.lte(10));

/**
 * Figure classes (RUG-GEN-2, VIV-GEN-2): rugged's `PRP` and vivid's `PC` are the player figures.
 *
 * @example
 * ```ts
 * validate(FigureClassSchema, value).ok; // true for a valid FigureClass
 * ```
 */
export const FigureClassSchema = z.enum({
  /** Player Represented Personality (rugged). */
  PRP: "PRP",
  /** Player Character (vivid). */
  PC: "PC",
  /** A member of a combatant unit. */
  Combatant: "Combatant",
  /** An unarmed bystander, played by the GM. */
  NonCombatant: "NonCombatant",
  /** Monsters, robots: user-defined. */
  Special: "Special",
} as const);

/**
 * A figure class (see {@link FigureClassSchema}).
 *
 * @example
 * ```ts
 * let value: FigureClass | undefined; // see the functions that return or take it
 * ```
 */
export type FigureClass = z.infer<typeof FigureClassSchema>;

/**
 * Rugged movement modes (RUG-MOVE-1), declared in phase 1; `stationary` is no movement.
 *
 * @example
 * ```ts
 * validate(MovementModeSchema, value).ok; // true for a valid MovementMode
 * ```
 */
export const MovementModeSchema = z.enum({
  /** No movement this turn (RUG-AMB-8). */
  stationary: "stationary",
  /** Slow, using cover: shoots at +2 and is shot at -2. */
  combat: "combat",
  /** Faster, alert, no cover. */
  patrol: "patrol",
  /** Column: may not shoot; spots with half Field Craft. */
  march: "march",
  /** May not shoot; limited consecutive turns. */
  run: "run",
  /** Into hand-to-hand; may not fire. */
  charge: "charge",
} as const);

/**
 * A rugged movement mode (see {@link MovementModeSchema}).
 *
 * @example
 * ```ts
 * let value: MovementMode | undefined; // see the functions that return or take it
 * ```
 */
export type MovementMode = z.infer<typeof MovementModeSchema>;

/**
 * Rugged movement classes (RUG-MOVE-3).
 *
 * @example
 * ```ts
 * validate(MovementClassSchema, value).ok; // true for a valid MovementClass
 * ```
 */
export const MovementClassSchema = z.enum({
  /** Europeans, Americans, forces on the western model. */
  westernFoot: "westernFoot",
  /** Local peoples, including local troops under western command. */
  nativeFoot: "nativeFoot",
  /** Civilians: western rates, no March. */
  civilian: "civilian",
} as const);

/**
 * A rugged movement class (see {@link MovementClassSchema}).
 *
 * @example
 * ```ts
 * let value: MovementClass | undefined; // see the functions that return or take it
 * ```
 */
export type MovementClass = z.infer<typeof MovementClassSchema>;

/**
 * Vivid figure types for movement (VIV-MOVE-1).
 *
 * @example
 * ```ts
 * validate(FigureTypeSchema, value).ok; // true for a valid FigureType
 * ```
 */
export const FigureTypeSchema = z.enum({
  /** Western male, 6". */
  westernMale: "westernMale",
  /** Impervious Suit, Clockwork War Pants, 4". */
  armoured: "armoured",
  /** Pigmies and western females, 4". */
  pigmyOrWesternFemale: "pigmyOrWesternFemale",
  /** Natives, 8". */
  native: "native",
  /** Pack horses, camels, 6". */
  packAnimal: "packAnimal",
  /** Mules, oxen, elephants, 4". */
  slowAnimal: "slowAnimal",
  /** Horses, lions, tigers, 10". */
  fastAnimal: "fastAnimal",
  /** A voodoo zombie: "combat speed" (VIV-AMB-12). */
  zombie: "zombie",
} as const);

/**
 * A vivid figure type (see {@link FigureTypeSchema}).
 *
 * @example
 * ```ts
 * let value: FigureType | undefined; // see the functions that return or take it
 * ```
 */
export type FigureType = z.infer<typeof FigureTypeSchema>;

/**
 * Vivid hand-to-hand classes (VIV-HTH-2): base hit numbers 8 / 7 / 6 / 4.
 *
 * @example
 * ```ts
 * validate(HandToHandClassSchema, value).ok; // true for a valid HandToHandClass
 * ```
 */
export const HandToHandClassSchema = z.enum({
  /** Trained in Martial Arts: 8. */
  martialArts: "martialArts",
  /** Traditionally armed native, soldier with bayonet, trained swordsman, street fighter, armoured suit: 7. */
  trained: "trained",
  /** Firearm without bayonet, native with firearm, peasant with club or axe: 6. */
  armedFirearm: "armedFirearm",
  /** Improvised weapons, non-military, limited fighting knowledge: 4. */
  improvised: "improvised",
} as const);

/**
 * A vivid hand-to-hand class (see {@link HandToHandClassSchema}).
 *
 * @example
 * ```ts
 * let value: HandToHandClass | undefined; // see the functions that return or take it
 * ```
 */
export type HandToHandClass = z.infer<typeof HandToHandClassSchema>;

/**
 * Wound states of a figure (VIV-WOUND-4, RUG-SHOOT-7).
 *
 * @example
 * ```ts
 * validate(WoundStateSchema, value).ok; // true for a valid WoundState
 * ```
 */
export const WoundStateSchema = z.enum({
  /** Unhurt, or carrying on. */
  fit: "fit",
  /** Wounded: may not move independently, shoot or fight. */
  wounded: "wounded",
  /** Killed (PCs: see the Cliff-hanger). */
  killed: "killed",
  /** Unconscious (gadgets). */
  unconscious: "unconscious",
} as const);

/**
 * A wound state (see {@link WoundStateSchema}).
 *
 * @example
 * ```ts
 * let value: WoundState | undefined; // see the functions that return or take it
 * ```
 */
export type WoundState = z.infer<typeof WoundStateSchema>;

/**
 * The changing state of a figure. Every field is optional: absent means the starting value (fit, 0, false).
 *
 * @example
 * ```ts
 * validate(FigureStatusSchema, { wound: "killed", removed: true }).ok; // true
 * ```
 */
export const FigureStatusSchema = strictObject({
  /** Wound state (absent: fit). */
  wound: z.optional(WoundStateSchema),
  /** Regular wounds taken (rugged Strong Like Ox counts to 3: RUG-TRAIT-P6, RUG-AMB-13). */
  wounds: z.optional(count),
  /** Killed results taken (rugged Strong Like Ox: the second removes the PRP). */
  killedResultsTaken: z.optional(count),
  /** Removed from play (killed, off the table). */
  removed: z.optional(z.boolean()),
  /** The game turn in which the figure was killed (vivid Medical Training window). */
  killedOnTurn: z.optional(count),
  /** The game turn in which Medical Training revived this PC from Killed: no recovery roll that turn (VIV-TRAIT-P10). */
  revivedOnTurn: z.optional(count),
  /** Strong Like An Ox already used this turn (VIV-AMB-8 'perTurn'). */
  oxUsedThisTurn: z.optional(z.boolean()),
  /** Strong Like An Ox already used this game (VIV-AMB-8 'perGame'). */
  oxUsedThisGame: z.optional(z.boolean()),
  /** Clumsy: the weapon was dropped this turn; picked up at the start of the next (RUG-TRAIT-N4). */
  droppedWeapon: z.optional(z.boolean()),
  /** Routing (VIV-MOR-6). */
  routing: z.optional(z.boolean()),
  /** Disrupted (VIV-MOR-12). */
  disrupted: z.optional(z.boolean()),
  /** Stunned (flash grenade): no move or shoot this turn. */
  stunned: z.optional(z.boolean()),
  /** Vivid gadgets: turns of unconsciousness left (gas grenade, knockout drops; absent while unconscious: until woken or the game ends). */
  unconsciousTurnsLeft: z.optional(count),
  /** Vivid gadgets: coming side turns in which the figure may not move or shoot (gas-grenade breath-holders, VIV-AMB-26; madness-mist recovery). */
  inactiveTurnsLeft: z.optional(count),
  /** Vivid madness mist: turns of frenzy left (VIV-GAD-16). */
  frenzyTurnsLeft: z.optional(count),
  /** Flying with Ancient Training this turn: may not shoot (VIV-TRAIT-P8). */
  flying: z.optional(z.boolean()),
  /** Ancient Training uses left this game (absent: the trait's full allowance). */
  ancientTrainingUsesLeft: z.optional(count),
  /** Vivid: moved during its side turn (no stationary bonus: VIV-AMB-14). */
  movedThisTurn: z.optional(z.boolean()),
  /** The id of the figure whose machine gun this figure serves as crew (loader): while set, it fires nothing else (RUG-MG-1, RUG-AMB-36); `startOfTurn` keeps it. */
  crewOf: z.optional(idString()),
  /** Rugged: the movement mode declared this turn, for a figure acting alone (a unit member uses its unit's). */
  mode: z.optional(MovementModeSchema),
  /** Rugged: consecutive turns run so far, before this one (RUG-MOVE-1). */
  consecutiveRunTurns: z.optional(count),
  /** Rugged: turns left that must be stationary or Combat after running (RUG-AMB-17). */
  restTurnsLeft: z.optional(count),
});

/**
 * The changing state of a figure (see {@link FigureStatusSchema}).
 *
 * @example
 * ```ts
 * const hurt: FigureStatus = { wound: "wounded", wounds: 1 };
 * ```
 */
export type FigureStatus = z.infer<typeof FigureStatusSchema>;

/**
 * A figure of rugged or vivid: a player figure (PRP/PC), a combatant or a non-combatant, with its tags,
 * ratings, traits, weapons and status (RUG-GEN-2, RUG-PRP-1, VIV-GEN-2, VIV-PC-1).
 *
 * @example
 * ```ts
 * validate(FigureSchema, { id: "jack", name: "Jack", class: "PRP" }).ok; // true
 * ```
 */
export const FigureSchema = strictObject({
  /** Unique id within the game. */
  id: idString(),
  /** Name for logs. */
  name: boundedString(),
  /** Figure class. */
  class: FigureClassSchema,
  /** Side, e.g. "good" or "bad" (vivid's 50% rule and hero immunity). */
  side: z.optional(boundedString(INPUT_LIMITS.idLength)),
  /** Origin tags: western, native, farEastern, civilian, pigmy, animal... (trait eligibility, Arrogant). */
  origin: z.optional(boundedArray(boundedString(), INPUT_LIMITS.listLength)),
  /** Role tags: soldier, warrior, porter, officer, nco, civilian... (Tactician eligibility). */
  role: z.optional(boundedArray(boundedString(), INPUT_LIMITS.listLength)),
  /** Luck, player figures only (RUG-LUCK-1, VIV-LUCK-1); the GM may set any 0..10. */
  luck: z.optional(d10Rating),
  /** Rugged Field Craft, 1..10, an input (RUG-FC-1). */
  fieldCraft: z.optional(z.number().check(z.int(), z.gte(1), z.lte(10))),
  /** Character traits (0..3 for player figures). */
  traits: z.optional(boundedArray(TraitSchema, INPUT_LIMITS.traitsPerFigure)),
  /** Ranged weapons carried (two pistols for Ambidextrous). */
  weapons: z.optional(boundedArray(WeaponSchema, INPUT_LIMITS.itemsPerFigure)),
  /** Rugged movement class, for a figure acting alone (RUG-MOVE-3). */
  movementClass: z.optional(MovementClassSchema),
  /** Vivid figure type for movement (VIV-MOVE-1). */
  figureType: z.optional(FigureTypeSchema),
  /** Vivid armour: an Impervious Suit or Kreighosen Clockwork War Pants, the one field for it: -4 to be shot (VIV-SHOOT-3, VIV-AMB-45), -1 to be hit in hand-to-hand, -1 on wounds, hand-to-hand class 'trained' (7) unless given, 4" moves. */
  armoured: z.optional(
    z.enum({
      /** Impervious Suit. */
      impervious: "impervious",
      /** Kreighosen Clockwork War Pants. */
      warPants: "warPants",
    } as const),
  ),
  /** Hand-to-hand class (VIV-HTH-2; rugged borrows it by RUG-AMB-1). */
  handToHandClass: z.optional(HandToHandClassSchema),
  /** Uses a shield in hand-to-hand (-1 on the wound table: VIV-WOUND-2). */
  shield: z.optional(z.boolean()),
  /** Facing in degrees, 0..360 (Blind Eye). */
  facingDeg: z.optional(z.number().check(z.gte(0), z.lte(360))),
  /** Vivid: the player's main character (VIV-TRAIT-4). */
  isMainCharacter: z.optional(z.boolean()),
  /** Vivid: a main character's side-kick (VIV-TRAIT-4). */
  isSideKick: z.optional(z.boolean()),
  /** Base morale when the figure tests alone (VIV-AMB-23: else its unit's, else 8). */
  baseMorale: z.optional(d10Rating),
  /** A specialist or lone model that never tests morale (VIV-MOR-9, VIV-AMB-41). */
  specialist: z.optional(z.boolean()),
  /** The changing state; absent means fit and fresh. */
  status: z.optional(FigureStatusSchema),
  /**
   * What the figure carries (vivid's gadgets, VIV-GAD-1..24), each with its uses, doses or charges left: the
   * one place every resolver reads (a worn bullet-proof vest in every wound roll, mercy bullets in a volley,
   * the Anesthetic Thimble and the Hair Pins in hand-to-hand). At most `INPUT_LIMITS.itemsPerFigure`.
   */
  gadgets: z.optional(boundedArray(GadgetSchema, INPUT_LIMITS.itemsPerFigure)),
  /** The app's own data, kept as given and never read by the rules (docs/reliability.md). */
  app: z.optional(AppDataSchema),
});

/**
 * A figure (see {@link FigureSchema}).
 *
 * @example
 * ```ts
 * const jack: Figure = { id: "jack", name: "Jack", class: "PRP", luck: 5, weapons: [RUGGED_WEAPONS.boltRifle] };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface Figure extends z.infer<typeof FigureSchema> {}

/**
 * Vivid troop types and their base morale (VIV-MOR-2).
 *
 * @example
 * ```ts
 * validate(TroopTypeSchema, value).ok; // true for a valid TroopType
 * ```
 */
export const TroopTypeSchema = z.enum({
  /** Trained soldiers: 10. */
  trained: "trained",
  /** Fanatics: 10. */
  fanatic: "fanatic",
  /** Native warriors: 8. */
  nativeWarrior: "nativeWarrior",
  /** Untrained militia: 8. */
  militia: "militia",
  /** Villagers: 6. */
  villager: "villager",
  /** Civilians: 6. */
  civilian: "civilian",
} as const);

/**
 * A troop type (see {@link TroopTypeSchema}).
 *
 * @example
 * ```ts
 * let value: TroopType | undefined; // see the functions that return or take it
 * ```
 */
export type TroopType = z.infer<typeof TroopTypeSchema>;

/**
 * Morale state of a unit (VIV-MOR-5..12, RUG-MOR-1).
 *
 * @example
 * ```ts
 * validate(MoraleStateSchema, value).ok; // true for a valid MoraleState
 * ```
 */
export const MoraleStateSchema = z.enum({
  /** In good order. */
  normal: "normal",
  /** Retreated after a failed shooting check (VIV-MOR-5). */
  retreating: "retreating",
  /** Routing (VIV-MOR-6). */
  routing: "routing",
  /** Disrupted (VIV-MOR-12). */
  disrupted: "disrupted",
} as const);

/**
 * A unit's morale state (see {@link MoraleStateSchema}).
 *
 * @example
 * ```ts
 * let value: MoraleState | undefined; // see the functions that return or take it
 * ```
 */
export type MoraleState = z.infer<typeof MoraleStateSchema>;

/**
 * A unit: its member figures (in order; the roster for hit allocation), leader and commanding player
 * figure, troop type, movement class and mode, and morale state (RUG-ORG-1, VIV-ORG-1).
 *
 * @example
 * ```ts
 * validate(UnitSchema, { id: "u", kind: "combatant", members: [] }).ok; // true
 * ```
 */
export const UnitSchema = strictObject({
  /** Unique id within the game. */
  id: idString(),
  /** Name for logs. */
  name: z.optional(boundedString()),
  /** Side, e.g. "good" or "bad". */
  side: z.optional(boundedString(INPUT_LIMITS.idLength)),
  /** Combatant or non-combatant unit (RUG-ORG-1 sizes; RUG-MOVE-1 run limits). */
  kind: z.enum({
    /** A combatant unit (10 figures in rugged, 5-10 in vivid). */
    combatant: "combatant",
    /** A non-combatant unit (up to 20 in rugged). */
    nonCombatant: "nonCombatant",
  } as const),
  /** The member figures, the leader and any attached player figure included; ids unique (a duplicate is an issue at its path). */
  members: boundedArray(FigureSchema, INPUT_LIMITS.figuresPerUnit).check(
    z.superRefine((members, ctx) => {
      const seen = new Set<string>();
      members.forEach((m, i) => {
        if (seen.has(m.id)) ctx.issues.push({ code: "custom", message: `duplicate figure id ${JSON.stringify(m.id)}`, path: [i, "id"], input: m.id });
        seen.add(m.id);
      });
    }),
  ),
  /** The id of the command figure (officer, NCO, chief), a member. */
  leaderId: z.optional(idString()),
  /** The id of the player figure directly commanding the unit (Inspired Leadership, Abrasive). */
  commanderId: z.optional(idString()),
  /** Origin tags of the unit (native, foreignAlly...: Arrogant). */
  origin: z.optional(boundedArray(boundedString(), INPUT_LIMITS.listLength)),
  /** Vivid troop type (VIV-MOR-2). */
  troopType: z.optional(TroopTypeSchema),
  /** Base morale point (VIV-MOR-2 guideline or GM value; rugged: an input, RUG-AMB-1). */
  baseMorale: z.optional(d10Rating),
  /** A specialist unit that never tests morale (VIV-MOR-9). */
  specialist: z.optional(z.boolean()),
  /** Rugged movement class (RUG-MOVE-3). */
  movementClass: z.optional(MovementClassSchema),
  /** Rugged: natives classed as combatants or hired porters may March (RUG-MOVE-3). */
  mayMarch: z.optional(z.boolean()),
  /** Rugged: the movement mode declared this turn (RUG-MOVE-1). */
  mode: z.optional(MovementModeSchema),
  /** Rugged: consecutive turns run so far, before this one. */
  consecutiveRunTurns: z.optional(count),
  /** Rugged: turns left that must be stationary or Combat after running (RUG-AMB-17). */
  restTurnsLeft: z.optional(count),
  /** The id of the unit or figure this unit charges. */
  chargeTargetId: z.optional(idString()),
  /** Morale state (absent: normal). */
  morale: z.optional(MoraleStateSchema),
  /** The app's own data, kept as given and never read by the rules (docs/reliability.md). */
  app: z.optional(AppDataSchema),
});

/**
 * A unit (see {@link UnitSchema}).
 *
 * @example
 * ```ts
 * const squad: Unit = { id: "squad", kind: "combatant", leaderId: "sgt", members: [sergeant, ...privates] };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface Unit extends z.infer<typeof UnitSchema> {}
