import * as z from "zod/mini";
import { type Chance, constant } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import { strictObject } from "../core/schema-kit.js";
import { attributeCheck } from "./check.js";
import type { InjuryEffect } from "./injury.js";
import { followsItsLimb, worsenInjury } from "./level-change.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import { bool, oneOf } from "./guard.js";
import { type Character, type CharacterInput, type Injury, type Level, LevelSchema, characterOf } from "./schemas.js";
import { ACTIVE_DAY_MODIFIER, CRITICAL_WORSENING_MINUTES, MINUTES_PER_DAY, WORSENING_DAYS } from "./time-tables.js";

/**
 * A span of time for {@link worseningTick} (TUGS-WORSE-1/2, TUGS-GM-6): a whole day (at rest or active), or some minutes.
 *
 * @example
 * ```ts
 * validate(TimeStepSchema, { kind: "minutes", minutes: 10 }).ok; // true
 * ```
 */
export const TimeStepSchema = z.discriminatedUnion("kind", [
  /** A whole day passes, at rest or active. */
  strictObject({
    /** A whole day passes. */
    kind: z.literal("day"),
    /** How the injured character spends it (an active day: -5 to the Stamina roll, TUGS-WORSE-2). */
    activity: z.enum(["rest", "active"]),
  }),
  /** Some minutes pass. */
  strictObject({
    /** Some minutes pass. */
    kind: z.literal("minutes"),
    /** How many (0 to a billion). */
    minutes: z.int().check(z.gte(0), z.lte(1_000_000_000)),
  }),
]);

/**
 * A span of time for {@link worseningTick}: a whole day (at rest or active), or some minutes.
 *
 * @example
 * ```ts
 * const day: TimeStep = { kind: "day", activity: "active" };
 * ```
 */
export type TimeStep = z.infer<typeof TimeStepSchema>;

/**
 * The result of a worsening tick.
 *
 * @example
 * ```ts
 * const t: WorseningResult = { character: thomas, rolled: true, worsened: false };
 * ```
 */
export interface WorseningResult {
  /** The character afterwards. */
  readonly character: Character;
  /** Whether a Stamina roll was made. */
  readonly rolled: boolean;
  /** Whether the injury worsened one level. */
  readonly worsened: boolean;
  /** What the worse level did (its effects, TUGS-AMB-36), in order; empty when it did not worsen. */
  readonly effects: readonly InjuryEffect[];
}

/**
 * The worsening period of an untreated injury in minutes (TUGS-WORSE-1), or null when it does not worsen
 * (Superficial, TUGS-AMB-25; Fatal).
 *
 * @param level - the level
 * @param lethal - whether it is lethal
 * @param activity - how the day is spent
 * @returns the period in minutes, or null
 * @example
 * ```ts
 * worseningPeriod("major", true, "active"); // 1440 (one day)
 * worseningPeriod("critical", true, "rest"); // 10
 * ```
 */
export function worseningPeriod(level: Level, lethal: boolean, activity: "rest" | "active"): number | null {
  oneOf("tugs.worseningPeriod", "level", level, LevelSchema.options);
  bool("tugs.worseningPeriod", "lethal", lethal);
  oneOf("tugs.worseningPeriod", "activity", activity, ["rest", "active"]);
  if (level === "critical") return CRITICAL_WORSENING_MINUTES;
  if (level !== "major" && level !== "minor") return null;
  const column = activity === "active" ? "active" : lethal ? "restLethal" : "restNonLethal";
  return WORSENING_DAYS[level][column] * MINUTES_PER_DAY;
}

/**
 * Advances time for one untreated injury (TUGS-WORSE-1/2). A Critical becomes Fatal automatically after
 * 10 minutes. A Minor or Major, once its worsening period (by level, lethality, rest or activity) has
 * passed, calls for a Stamina roll each day (-5 on an active day, and the character's impairment,
 * TUGS-AMB-30); a failure worsens it one level. The worse level brings its own effects, rolls included,
 * and its lethality (TUGS-AMB-35/36): an arm gone Critical counts as a body Major, a body gone Critical
 * falls and rolls Stamina, a head gone Critical is a coma. Treated, Superficial and Fatal injuries do not
 * worsen, nor does a derived body injury: it changes with its limb (TUGS-AMB-36).
 *
 * @param character - the character
 * @param index - which injury (its index in `injuries`)
 * @param step - a day (rest or active), or some minutes (TUGS-GM-6)
 * @param options - the tugs options (`worseningPeriodRestarts`, `impairmentOnAttributeRolls`)
 * @returns a chance of the new state
 * @example
 * ```ts
 * resolve(worseningTick(thomas, 0, { kind: "day", activity: "active" }), scriptedDice(["d20:3"])).value.worsened; // false
 * ```
 */
export function worseningTick(character: CharacterInput, index: number, step: TimeStep, options: TugsOptionsInput | null = {}): Chance<WorseningResult> {
  const fn = "tugs.worseningTick";
  const c = characterOf(character, fn, "character");
  const opts = optionsOf(options, fn);
  checkInt(fn, "index", index, 0, c.injuries.length - 1);
  const given: unknown = step;
  const raw = (typeof given === "object" && given !== null ? given : {}) as Record<string, unknown>;
  if (raw.kind === "minutes") checkInt(fn, "step.minutes", raw.minutes, 0, 1_000_000_000);
  else if (raw.kind !== "day" || (raw.activity !== "rest" && raw.activity !== "active"))
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "step",
      value: step,
      message: 'expected { kind: "day", activity: "rest" | "active" } or { kind: "minutes", minutes }',
    });
  return tickOf(c, index, step, opts);
}

/** worseningTick for checked data (`index` an injury of `c`). @internal */
export function tickOf(c: Character, index: number, step: TimeStep, opts: TugsOptions): Chance<WorseningResult> {
  const injury = c.injuries[index] as Injury;
  const minutes = step.kind === "day" ? MINUTES_PER_DAY : step.minutes;
  const unchanged = (ch: Character): Chance<WorseningResult> => constant({ character: ch, rolled: false, worsened: false, effects: [] });
  if (injury.treated || injury.level === "superficial" || injury.level === "fatal" || followsItsLimb(injury)) return unchanged(c);
  const elapsed = injury.untreatedMinutes + minutes;
  const keep = (extra: Partial<Injury>): Character => ({
    ...c,
    injuries: c.injuries.map((x, i) => (i === index ? { ...x, untreatedMinutes: elapsed, ...extra } : x)),
  });
  if (injury.level === "critical") {
    if (elapsed < CRITICAL_WORSENING_MINUTES) return unchanged(keep({}));
    // TUGS-WORSE-1: a Critical worsens automatically after 10 minutes
    return worsenInjury(c, index, opts, elapsed)
      .map((r): WorseningResult => ({ character: r.character, rolled: false, worsened: true, effects: r.effects }))
      .traced([Object.freeze({ type: "note", rule: "TUGS-WORSE-1", text: "untreated Critical: worsens to Fatal automatically after 10 minutes" })]);
  }
  if (step.kind !== "day") return unchanged(keep({}));
  const period = worseningPeriod(injury.level, injury.lethal, step.activity) ?? Number.POSITIVE_INFINITY;
  if (elapsed < period && injury.worseningRolls === 0) return unchanged(keep({}));
  const modifier = step.activity === "active" ? ACTIVE_DAY_MODIFIER : 0;
  return attributeCheck(c, "sta", opts, `resist worsening of the ${injury.part} ${injury.level}`, modifier).chain(
    (ok): Chance<WorseningResult> =>
      ok
        ? constant({ character: keep({ worseningRolls: injury.worseningRolls + 1 }), rolled: true, worsened: false, effects: [] })
        : worsenInjury(c, index, opts, elapsed).map((r) => ({ character: r.character, rolled: true, worsened: true, effects: r.effects })),
  );
}

/**
 * Marks an injury as treated (cleaned and bandaged, stitched, or operated on, TUGS-WORSE-1): it no longer worsens. Returns a new character.
 *
 * @param character - the character
 * @param index - which injury
 * @returns the character with the injury treated
 * @example
 * ```ts
 * treatInjury(thomas, 0).injuries[0]?.treated; // true
 * ```
 */
export function treatInjury(character: CharacterInput, index: number): Character {
  const c = characterOf(character, "tugs.treatInjury", "character");
  checkInt("tugs.treatInjury", "index", index, 0, c.injuries.length - 1);
  return { ...c, injuries: c.injuries.map((x, i) => (i === index ? { ...x, treated: true } : x)) };
}
