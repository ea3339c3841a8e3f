import { type Chance, constant, die, sum } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import { deadForGood } from "./impairment.js";
import { followsItsLimb, healInjury } from "./level-change.js";
import { type Character, type CharacterInput, type Injury, type Level, characterOf } from "./schemas.js";
import { CARE_PERCENT, type Care, HP_RECOVERY_BASE, RECOVERY_TABLE, type RecoveryDice, type TimeUnit } from "./time-tables.js";
import { LEVELS } from "./tables.js";

/**
 * How long an injury takes to drop one level, as an exact fraction of a unit, or why it does not recover.
 *
 * @example
 * ```ts
 * const r: RecoveryResult = { recovers: true, numerator: 3, denominator: 2, unit: "months" };
 * ```
 */
export type RecoveryResult =
  | {
      /** It recovers. */
      readonly recovers: true;
      /** The duration's numerator. */
      readonly numerator: number;
      /** The duration's denominator (1 for whole units). */
      readonly denominator: number;
      /** The unit. */
      readonly unit: TimeUnit;
    }
  | {
      /** It does not recover with this care. */
      readonly recovers: false;
      /** "fatal": only SF or magic; "restOnlyMinorOrLess": rest alone heals only Minor or lesser injuries (TUGS-REC-2). */
      readonly reason: "fatal" | "restOnlyMinorOrLess";
    };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function rollOf(dice: RecoveryDice): Chance<number> {
  const what = { purpose: "recovery time", rule: "TUGS-REC-1" };
  switch (dice) {
    case "2d6":
      return sum(2, "d6", what);
    case "d6":
      return die("d6", what);
    case "d6half":
      return die("d6", what).map((f) => Math.ceil(f / 2));
    case "d6plus1":
      return die("d6", what).map((f) => f + 1);
  }
}

/**
 * The time for an injury to drop one level (TUGS-REC-1), times the care multiplier (TUGS-REC-2): rest
 * 125 % (Minor or less only), rest and first aid 100 %, dispensary 70 %, hospital 50 %. Durations are
 * exact fractions, rounded up at the end only if TUGS-AMB-24 says so.
 *
 * @param level - the injury's level
 * @param lethal - whether it is lethal
 * @param care - the care it gets (TUGS-GM-6)
 * @param options - the tugs options (`recoveryRounding`)
 * @returns a chance of the duration
 * @example
 * ```ts
 * resolve(recoveryTime("major", true, "hospital"), scriptedDice(["d6:5"])).value; // { recovers: true, numerator: 3, denominator: 2, unit: "months" }
 * ```
 */
export function recoveryTime(level: Level, lethal: boolean, care: Care, options: TugsOptionsInput | null = {}): Chance<RecoveryResult> {
  const fn = "tugs.recoveryTime";
  if (!LEVELS.includes(level))
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "level", value: level, message: `expected one of ${LEVELS.join(", ")}` });
  if (typeof lethal !== "boolean") throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "lethal", value: lethal, message: "expected a boolean" });
  if (!(care in CARE_PERCENT))
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "care", value: care, message: `expected one of ${Object.keys(CARE_PERCENT).join(", ")}` });
  return recoveryOf(level, lethal, care, optionsOf(options, fn));
}

/** recoveryTime for checked data. @internal */
export function recoveryOf(level: Level, lethal: boolean, care: Care, opts: Pick<TugsOptions, "recoveryRounding">): Chance<RecoveryResult> {
  if (level === "fatal") return constant<RecoveryResult>({ recovers: false, reason: "fatal" });
  if (care === "rest" && level !== "superficial" && level !== "minor") return constant<RecoveryResult>({ recovers: false, reason: "restOnlyMinorOrLess" });
  const row = RECOVERY_TABLE[lethal ? "lethal" : "nonLethal"][level];
  const percent = CARE_PERCENT[care];
  return rollOf(row.dice)
    .map((base): RecoveryResult => {
      const num = base * percent;
      // ruling TUGS-AMB-24 (option): exact rational durations by default; "ceil" rounds up at the end, in the same unit
      if (opts.recoveryRounding === "ceil") return { recovers: true, numerator: Math.ceil(num / 100), denominator: 1, unit: row.unit };
      const g = gcd(num, 100);
      return { recovers: true, numerator: num / g, denominator: 100 / g, unit: row.unit };
    })
    .traced([Object.freeze({ type: "note", rule: "TUGS-REC-2", text: `${care}: ${String(percent)} % of the recovery time` })]);
}

/**
 * Drops an injury by one level once its recovery time has passed (TUGS-REC-1); a Superficial injury
 * heals away. Impairment drops with it; a "combinaison" injury's lethality follows its new level
 * (TUGS-AMB-35); the "until healed" states of the old level go (an unusable limb, cannot get up, a
 * Critical limb's derived body injury, TUGS-AMB-36). A dead character stays dead (TUGS-AMB-32). A derived
 * body injury heals with its limb, not on its own. Returns a new character.
 *
 * @param character - the character
 * @param index - which injury (its index in `injuries`)
 * @returns the character with the injury one level lower
 * @example
 * ```ts
 * healOneLevel(travis, 2).injuries[2]?.level; // "minor" (was "major")
 * ```
 */
export function healOneLevel(character: CharacterInput, index: number): Character {
  const fn = "tugs.healOneLevel";
  const c = characterOf(character, fn, "character");
  checkInt(fn, "index", index, 0, c.injuries.length - 1);
  const dead = deadForGood(c);
  if (dead !== null) return dead;
  const injury = c.injuries[index] as Injury;
  if (followsItsLimb(injury)) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "index",
      value: index,
      message: `expected an injury of its own: injury ${String(index)} is the derived body injury of the ${String(injury.derivedFrom)}, which heals with it (TUGS-AMB-36)`,
    });
  }
  return healInjury(c, index);
}

/**
 * Hit points recovered by days of rest (TUGS-REC-3): Stamina - 9 per day, at least 1.
 *
 * @param stamina - the character's Stamina
 * @param days - days of rest (default 1)
 * @returns the hit points recovered
 * @example
 * ```ts
 * hpRecovery(9); // 1
 * hpRecovery(15, 2); // 12
 * ```
 */
export function hpRecovery(stamina: number, days: number | null = 1): number {
  checkInt("tugs.hpRecovery", "stamina", stamina, 0, 1000);
  checkInt("tugs.hpRecovery", "days", absentIfNull(days) ?? 1, 0, 1_000_000);
  return Math.max(1, stamina - HP_RECOVERY_BASE) * (absentIfNull(days) ?? 1);
}

/**
 * Rests a character for some days: the hit points of {@link hpRecovery} come back (never above the maximum).
 * A dead character stays dead, whatever the hit points (TUGS-AMB-32). Returns a new character.
 *
 * @param character - the character
 * @param days - days of rest
 * @returns the rested character
 * @example
 * ```ts
 * rest(travis, 2).hpLost; // travis.hpLost - 4
 * ```
 */
export function rest(character: CharacterInput, days: number): Character {
  const c = characterOf(character, "tugs.rest", "character");
  const dead = deadForGood(c);
  return dead ?? { ...c, hpLost: Math.max(0, c.hpLost - hpRecovery(c.attributes.sta, days)) };
}
