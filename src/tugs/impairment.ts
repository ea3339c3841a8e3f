import { parseOrThrow } from "../core/validate.js";
import { oneOf } from "./guard.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import {
  type BodyPart,
  BodyPartSchema,
  type Character,
  type CharacterInput,
  HitLocationSchema,
  type HitLocation,
  type Injury,
  type InjuryInput,
  InjurySchema,
  type Level,
  characterOf,
} from "./schemas.js";
import { characterWith, statusWith } from "./rebuild.js";
import { IMPAIRMENT_OF, LEVELS } from "./tables.js";

/**
 * The body part a hit location names, for a character: "weaponArm" and "otherArm" go through the weapon hand (TUGS-AMB-28).
 *
 * @param location - a hit location
 * @param weaponHand - the hand that holds the weapon
 * @returns the body part
 * @example
 * ```ts
 * bodyPartOf("weaponArm", "right"); // "rightArm"
 * ```
 */
export function bodyPartOf(location: HitLocation, weaponHand: "left" | "right"): BodyPart {
  oneOf("tugs.bodyPartOf", "location", location, HitLocationSchema.options);
  oneOf("tugs.bodyPartOf", "weaponHand", weaponHand, ["left", "right"]);
  return partOf(location, weaponHand);
}

/** bodyPartOf for checked data (a hit location the rules computed, a checked character's hand). @internal */
export function partOf(location: HitLocation, weaponHand: "left" | "right"): BodyPart {
  // ruling TUGS-AMB-28: arms are tracked left and right, mapped through the weapon hand
  if (location === "weaponArm") return weaponHand === "left" ? "leftArm" : "rightArm";
  if (location === "otherArm") return weaponHand === "left" ? "rightArm" : "leftArm";
  return location;
}

/**
 * Compares two levels.
 *
 * @param a - a level
 * @param b - another level
 * @returns negative when `a` is milder, 0 when equal, positive when worse
 * @example
 * ```ts
 * compareLevels("major", "minor") > 0; // true
 * ```
 */
export function compareLevels(a: Level, b: Level): number {
  oneOf("tugs.compareLevels", "a", a, LEVELS);
  oneOf("tugs.compareLevels", "b", b, LEVELS);
  return levelDiff(a, b);
}

/** compareLevels without the checks, for trusted data. */
function levelDiff(a: Level, b: Level): number {
  return LEVELS.indexOf(a) - LEVELS.indexOf(b);
}

/** The worst injury level on each body part. */
function worstByPart(injuries: readonly Injury[]): Map<BodyPart, Level> {
  const worst = new Map<BodyPart, Level>();
  for (const injury of injuries) {
    const known = worst.get(injury.part);
    if (known === undefined || levelDiff(injury.level, known) > 0) worst.set(injury.part, injury.level);
  }
  return worst;
}

const PART_INDEX: Readonly<Record<BodyPart, number>> = { head: 0, body: 1, leftArm: 2, rightArm: 3, leftLeg: 4, rightLeg: 5 };
const LEVEL_RANK: Readonly<Record<Level, number>> = { superficial: 1, minor: 2, major: 3, critical: 4, fatal: 5 };

/**
 * The worst injury level on each body part as ranks (0 none, 1 Superficial ... 5 Fatal), in the order head, body,
 * left arm, right arm, left leg, right leg: what a fight reads of the injuries (ruling TUGS-LIB-1; the impairment of
 * TUGS-IMP-1 and the hit points of TUGS-AMB-9's "worstPerLocation" are functions of it). The one helper of
 * tugsGame's key (game-key.ts) and of duelOdds' states (duel-odds-round.ts).
 * @example
 * ```ts
 * worstRanksByPart([{ ...minorArm, part: "rightArm" }, { ...majorArm, part: "rightArm" }]); // [0, 0, 0, 3, 0, 0]
 * ```
 * @internal
 */
export function worstRanksByPart(injuries: readonly Injury[]): number[] {
  const worst = [0, 0, 0, 0, 0, 0];
  for (const injury of injuries) {
    const at = PART_INDEX[injury.part];
    const rank = LEVEL_RANK[injury.level];
    if (rank > (worst[at] as number)) worst[at] = rank;
  }
  return worst;
}

/**
 * Injury impairment: the sum over body parts of the worst injury's impairment (TUGS-IMP-1), as a negative number.
 *
 * @param character - a character
 * @returns e.g. -4 for a Minor arm and a Minor body
 * @example
 * ```ts
 * injuryImpairment(travis); // -4 after rounds 1 and 2 of the example
 * ```
 */
export function injuryImpairment(character: CharacterInput): number {
  return injuryImpairmentOf(characterOf(character, "tugs.injuryImpairment", "character"));
}

/**
 * Injury impairment of a checked character (TUGS-IMP-1): the worst injury of each part counts. The impairment of a
 * level falls as the level rises (tables.ts), so a part's worst injury is the one of the lowest impairment: one pass,
 * six numbers, no Map (the same sum as adding up `worstByPart`'s levels, in any order of the injuries).
 * @internal
 */
export function injuryImpairmentOf(character: Pick<Character, "injuries">): number {
  const list = character.injuries;
  if (list.length === 0) return 0;
  let head = 0;
  let body = 0;
  let leftArm = 0;
  let rightArm = 0;
  let leftLeg = 0;
  let rightLeg = 0;
  for (let i = 0; i < list.length; i++) {
    const injury = list[i] as Injury;
    const v = IMPAIRMENT_OF[injury.level];
    switch (injury.part) {
      case "head":
        if (v < head) head = v;
        break;
      case "body":
        if (v < body) body = v;
        break;
      case "leftArm":
        if (v < leftArm) leftArm = v;
        break;
      case "rightArm":
        if (v < rightArm) rightArm = v;
        break;
      case "leftLeg":
        if (v < leftLeg) leftLeg = v;
        break;
      case "rightLeg":
        if (v < rightLeg) rightLeg = v;
        break;
    }
  }
  return head + body + leftArm + rightArm + leftLeg + rightLeg;
}

/**
 * Total impairment: injury impairment plus fatigue and encumbrance, the Hardcore inputs (TUGS-IMP-1), as a negative number (or 0).
 *
 * @param character - a character
 * @returns the total impairment, e.g. -7
 * @example
 * ```ts
 * impairment(travis); // -2 after round 1 of the example
 * ```
 */
export function impairment(character: CharacterInput): number {
  return impairmentOf(characterOf(character, "tugs.impairment", "character"));
}

/** Total impairment of a checked character. @internal */
export function impairmentOf(character: Pick<Character, "injuries" | "status">): number {
  return injuryImpairmentOf(character) - character.status.fatigue - character.status.encumbrance;
}

/**
 * The hit points an injury costs: its impairment magnitude, doubled for the body or the head (TUGS-INJ-2).
 *
 * @param part - where the injury is
 * @param level - its level
 * @returns the HP cost, 1 to 10
 * @example
 * ```ts
 * hpCost("body", "minor"); // 4
 * ```
 */
export function hpCost(part: BodyPart, level: Level): number {
  oneOf("tugs.hpCost", "part", part, BodyPartSchema.options);
  oneOf("tugs.hpCost", "level", level, LEVELS);
  const base = -IMPAIRMENT_OF[level];
  return part === "body" || part === "head" ? 2 * base : base;
}

/**
 * A character's condition derived from hit points and status (TUGS-INJ-2, TUGS-AMB-29): unconscious at
 * 0 HP or less, dead of bleeding once the HP lost reach twice the maximum.
 *
 * @param character - a character
 * @returns impairment, HP left, and whether the character is unconscious, dead, or out of the fight
 * @example
 * ```ts
 * condition(travis); // after the worked example: { impairment: -7, hp: 2, unconscious: false, dead: false, outOfAction: false } (max HP 11, 9 lost)
 * ```
 */
export function condition(character: CharacterInput): ReturnType<typeof conditionOf> {
  return conditionOf(characterOf(character, "tugs.condition", "character"));
}

/**
 * Whether a character is dead: ruling TUGS-AMB-29 (hpLost >= 2 x maxHp), or recorded dead (TUGS-AMB-32). What
 * {@link conditionOf} reads, without working out the impairment.
 *
 * @param character - a checked character
 * @returns whether he is dead
 * @example
 * ```ts
 * deadOf(travis); // false
 * ```
 * @internal
 */
export function deadOf(character: Character): boolean {
  return character.status.dead || character.hpLost >= 2 * character.maxHp;
}

/**
 * Whether a character is out of action (TUGS-INJ-2): dead, or unconscious (ruling TUGS-AMB-29: HP <= 0, or knocked
 * out). `conditionOf(character).outOfAction`, without working out the impairment.
 *
 * @param character - a checked character
 * @returns whether he is out of action
 * @example
 * ```ts
 * outOfActionOf(travis); // false
 * ```
 * @internal
 */
export function outOfActionOf(character: Character): boolean {
  return deadOf(character) || character.maxHp - character.hpLost <= 0 || character.status.knockedOut !== null;
}

/** The condition of a checked character. @internal */
export function conditionOf(character: Character): {
  readonly impairment: number;
  readonly hp: number;
  readonly unconscious: boolean;
  readonly dead: boolean;
  readonly outOfAction: boolean;
} {
  const hp = character.maxHp - character.hpLost;
  // ruling TUGS-AMB-29: unconscious when HP <= 0 (or knocked out); dead when hpLost >= 2 x maxHp (deadOf, outOfActionOf)
  const dead = deadOf(character);
  const outOfAction = outOfActionOf(character);
  return { impairment: impairmentOf(character), hp, unconscious: outOfAction && !dead, dead, outOfAction };
}

/**
 * Adds an injury and its hit-point cost (TUGS-INJ-2; TUGS-AMB-9 decides whether every injury costs HP or
 * only the worst per location). Returns a new character; the argument is not changed.
 *
 * @param character - a character
 * @param injury - the new injury
 * @param options - the tugs options (`hpPerInjury`)
 * @returns the character with the injury
 * @example
 * ```ts
 * addInjury(travis, { part: "body", level: "minor", lethal: true }).hpLost; // travis.hpLost + 4
 * ```
 */
export function addInjury(character: CharacterInput, injury: InjuryInput, options: TugsOptionsInput | null = {}): Character {
  const fn = "tugs.addInjury";
  return addInjuryTo(characterOf(character, fn, "character"), parseOrThrow(fn, InjurySchema, injury, "injury"), optionsOf(options, fn));
}

/** addInjury for checked data. @internal */
export function addInjuryTo(character: Character, injury: Injury, options: Pick<TugsOptions, "hpPerInjury">): Character {
  let cost = hpCost(injury.part, injury.level);
  if (options.hpPerInjury === "worstPerLocation") {
    // ruling TUGS-AMB-9 (option): only the worst injury of a location costs hit points
    const before = worstByPart(character.injuries).get(injury.part);
    cost = before === undefined ? cost : Math.max(0, cost - hpCost(injury.part, before));
  }
  return withHpLost(characterWith(character, character.hpLost, [...character.injuries, injury], character.status), character.hpLost + cost);
}

/** The most hit points a character's record holds (the schema's bound). */
const MAX_HP_LOST = 1_000_000;

/**
 * The character with `hpLost` hit points lost (TUGS-INJ-2): once they reach twice the maximum, the character
 * dies of bleeding, and the status says so.
 * @internal
 */
export function withHpLost(character: Character, hpLost: number): Character {
  const lost = Math.min(MAX_HP_LOST, Math.max(0, hpLost));
  // ruling TUGS-AMB-29: dead of bleeding when hpLost >= 2 x maxHp; TUGS-AMB-32: recorded in the status, for good
  const bled = lost >= 2 * character.maxHp && !character.status.dead;
  return characterWith(character, lost, character.injuries, bled ? statusWith(character.status, { dead: true }) : character.status);
}

/**
 * A dead character as healing finds him: nothing changes (the status records the death), or null when alive.
 * @internal
 */
export function deadForGood(character: Character): Character | null {
  // ruling TUGS-AMB-32: death (of bleeding or otherwise) is for good: no rest, recovery or healing undoes it
  if (!conditionOf(character).dead) return null;
  return character.status.dead ? character : { ...character, status: { ...character.status, dead: true } };
}
