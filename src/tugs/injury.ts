import type { Chance } from "../core/chance.js";
import { checkWith } from "./check.js";
import { characterWith, withStatusPatch } from "./rebuild.js";
import { CHANCES, type Kind, type Rolled, type Roller } from "./roller.js";
import { addInjuryTo, deadOf, hpCost, impairmentOf, partOf, withHpLost } from "./impairment.js";
import * as z from "zod/mini";
import { RulesError } from "../core/errors.js";
import { absentIfNull, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { lethalAt } from "./lethality.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import {
  type BodyPart,
  type Character,
  type CharacterInput,
  type HitLocation,
  HitLocationSchema,
  type Injury,
  type Knockout,
  type Level,
  LevelSchema,
  type Status,
  characterOf,
  seal,
} from "./schemas.js";
import { BLUNT_INITIATIVE_PENALTY } from "./tables.js";

/**
 * One thing an injury did, as a code a UI can show (TUGS-EFF-1, TUGS-BLUNT-2, TUGS-AMB-10/18/20).
 *
 * @example
 * ```ts
 * const e: InjuryEffect = "keepsWeapon";
 * ```
 */
export type InjuryEffect =
  | "keepsWeapon"
  | "dropsWeapon"
  | "falls"
  | "keepsFooting"
  | "cannotGetUp"
  | "cannotWalk"
  | "limbUnusable"
  | "limbSevered"
  | "noAttackThisRound"
  | "noAttackNextRound"
  | "fallsAtEveryInjury"
  | "staysConscious"
  | "unconscious"
  | "coma"
  | "dead"
  | "initiativePenalty"
  | "derivedBodyInjury";

/**
 * The defender after an injury, and what happened.
 *
 * @example
 * ```ts
 * const r: InjuryResult = { character: travis, effects: ["keepsWeapon"] };
 * ```
 */
export interface InjuryResult {
  /** The defender's new state. */
  readonly character: Character;
  /** What the injury did, in order. */
  readonly effects: readonly InjuryEffect[];
}

/**
 * What reaches a defender: a location, an injury level or none, its lethality, and a rigid-armour effect
 * (the fields of an {@link AttackOutcome}).
 *
 * @example
 * ```ts
 * const blow: Blow = { location: "body", level: "minor", lethal: true, blunt: "none" };
 * ```
 */
export const BlowSchema = strictObject({
  /** Where it landed. */
  location: HitLocationSchema,
  /** The injury level, or null. */
  level: z.nullable(LevelSchema),
  /** Whether the injury is lethal. */
  lethal: z.boolean(),
  /** The effect of a blow on rigid armour (TUGS-BLUNT-2). */
  blunt: z._default(z.enum(["none", "initiative", "falls", "fallsDrops"]), "none"),
  /** Whether the injury's lethality follows its level (a contending weapon, TUGS-LETH-1, TUGS-AMB-35). */
  combination: z.optional(z.boolean()),
});
/** A blow. @example `const b: Blow = { location: "head", level: null, lethal: false, blunt: "initiative" };` */
export type Blow = z.infer<typeof BlowSchema>;

/**
 * The round-level facts an injury's effects depend on.
 *
 * @example
 * ```ts
 * const timing: InjuryTiming = { alreadyAttacked: true };
 * ```
 */
export interface InjuryTiming {
  /** Whether the defender has already attacked this round (TUGS-AMB-20). */
  readonly alreadyAttacked?: boolean | undefined;
}

/** @internal */
export type Step = Chance<InjuryResult>;
/** @internal */
export const withStatus = (r: InjuryResult, patch: Partial<Status>, ...effects: InjuryEffect[]): InjuryResult => ({
  character: withStatusPatch(r.character, patch),
  effects: [...r.effects, ...effects],
});
const addTo = (list: readonly BodyPart[], part: BodyPart): BodyPart[] => (list.includes(part) ? [...list] : [...list, part]);

/** Whether losing the use of this arm drops the weapon: the weapon arm, or either arm for a two-handed weapon. */
function holdsWeapon(c: Character, location: HitLocation): boolean {
  return location === "weaponArm" || (location === "otherArm" && c.weapons[0]?.twoHanded === true);
}

const UNIT_RANK: Readonly<Record<Knockout["unit"], number>> = { rounds: 0, minutes: 1, hours: 2, days: 3 };

/** Whether knockout `a` lasts longer than `b`: an open-ended one (no duration given) is the longest; then the larger unit; then the larger amount. */
function lastsLonger(a: Knockout, b: Knockout): boolean {
  if (a.amount === null || b.amount === null) return a.amount === null && b.amount !== null;
  const rank = UNIT_RANK[a.unit] - UNIT_RANK[b.unit];
  return rank !== 0 ? rank > 0 : a.amount > b.amount;
}

function knockout(r: InjuryResult, k: Knockout): InjuryResult {
  const current = r.character.status.knockedOut;
  // ruling TUGS-AMB-33: the longest remaining knockout counts; a new one never shortens a longer one
  const kept = current !== null && !lastsLonger(k, current) ? current : k;
  return withStatus(r, { knockedOut: kept }, k.coma ? "coma" : "unconscious");
}

/** The body level a limb level "counts as" (TUGS-EFF-1): Critical counts as Major, Fatal as Critical; null otherwise. @internal */
export function countsAsBody(level: Level): Level | null {
  return level === "critical" ? "major" : level === "fatal" ? "critical" : null;
}

/** The TUGS-EFF-1 effects of one level at one location. @internal */
export function locationEffects(r: InjuryResult, location: HitLocation, level: Level, imp: number, options: TugsOptions, timing: InjuryTiming): Step {
  return locationEffectsWith(CHANCES, r, location, level, imp, options, timing);
}

/** locationEffects on a roller (roller.ts). @internal */
export function locationEffectsWith<K extends Kind>(
  m: Roller<K>,
  r: InjuryResult,
  location: HitLocation,
  level: Level,
  imp: number,
  options: TugsOptions,
  timing: InjuryTiming,
): Rolled<K, InjuryResult> {
  const c = r.character;
  const part = partOf(location, c.weaponHand);
  if (location === "head") {
    switch (level) {
      case "superficial":
        return m.chain(
          checkWith(m, c, "sta", options, () => "stay conscious", 0, imp),
          (ok) =>
            ok
              ? m.just(withStatus(r, {}, "staysConscious"))
              : m.map(
                  m.die("d6", () => ({ purpose: "rounds unconscious", rule: "TUGS-EFF-1" })),
                  (n) => knockout(r, { amount: n, unit: "rounds", coma: false }),
                ),
        );
      case "minor":
        return m.chain(
          checkWith(m, c, "sta", options, () => "stay conscious", 0, imp),
          (ok) =>
            ok
              ? m.just(withStatus(r, {}, "staysConscious"))
              : m.map(
                  m.die("d6", () => ({ purpose: "minutes unconscious", rule: "TUGS-EFF-1" })),
                  (n) => knockout(r, { amount: n, unit: "minutes", coma: false }),
                ),
        );
      case "major":
        return m.map(
          m.die("d20", () => ({ purpose: "hours unconscious", rule: "TUGS-EFF-1" })),
          (n) => knockout(r, { amount: n, unit: "hours", coma: false }),
        );
      case "critical":
        return m.map(
          m.die("d20", () => ({ purpose: "days in a coma", rule: "TUGS-EFF-1" })),
          (n) => knockout(r, { amount: n, unit: "days", coma: true }),
        );
      case "fatal":
        return m.just(withStatus(r, { dead: true }, "dead"));
    }
  }
  if (location === "body") return bodyEffectsWith(m, r, level, imp, options, timing);
  if (location === "weaponArm" || location === "otherArm") {
    const drops = holdsWeapon(c, location);
    switch (level) {
      case "superficial":
        return m.just(r);
      case "minor":
        if (!drops || c.status.disarmed) return m.just(r);
        return m.map(
          checkWith(m, c, "str", options, () => "keep hold of the weapon", 0, imp),
          (ok) => (ok ? withStatus(r, {}, "keepsWeapon") : withStatus(r, { disarmed: true }, "dropsWeapon")),
        );
      case "major":
      case "critical":
        return m.just(
          withStatus(
            r,
            { unusable: addTo(c.status.unusable, part), disarmed: c.status.disarmed || drops },
            ...(drops ? (["dropsWeapon"] as const) : []),
            "limbUnusable",
          ),
        );
      case "fatal":
        return m.just(
          withStatus(
            r,
            { unusable: addTo(c.status.unusable, part), severed: addTo(c.status.severed, part), disarmed: c.status.disarmed || drops },
            ...(drops ? (["dropsWeapon"] as const) : []),
            "limbSevered",
          ),
        );
    }
  }
  switch (level) {
    case "superficial":
      return m.map(
        checkWith(m, c, "dex", options, () => "keep footing", 0, imp),
        (ok) => (ok ? withStatus(r, {}, "keepsFooting") : withStatus(r, { prone: true }, "falls")),
      );
    case "minor":
      return m.just(withStatus(r, { prone: true }, "falls"));
    case "major":
      return m.just(withStatus(r, { prone: true, cannotGetUp: true, unusable: addTo(c.status.unusable, part) }, "falls", "cannotGetUp", "limbUnusable"));
    case "critical":
      return m.just(withStatus(r, { prone: true, cannotWalk: true, unusable: addTo(c.status.unusable, part) }, "falls", "cannotWalk"));
    case "fatal":
      // ruling TUGS-AMB-34: a Fatal leg includes every effect of a Critical leg: falls, cannot walk, cannot get up
      return m.just(
        withStatus(
          r,
          { prone: true, cannotWalk: true, cannotGetUp: true, unusable: addTo(c.status.unusable, part), severed: addTo(c.status.severed, part) },
          "falls",
          "cannotWalk",
          "cannotGetUp",
          "limbSevered",
        ),
      );
  }
}

/** The TUGS-EFF-1 effects of a body injury of one level. @internal */
export function bodyEffects(r: InjuryResult, level: Level, imp: number, options: TugsOptions, timing: InjuryTiming): Step {
  return bodyEffectsWith(CHANCES, r, level, imp, options, timing);
}

/** bodyEffects on a roller (roller.ts). */
function bodyEffectsWith<K extends Kind>(
  m: Roller<K>,
  r: InjuryResult,
  level: Level,
  imp: number,
  options: TugsOptions,
  timing: InjuryTiming,
): Rolled<K, InjuryResult> {
  switch (level) {
    case "superficial":
      return m.just(r);
    case "minor":
      if (timing.alreadyAttacked === true) {
        // ruling TUGS-AMB-20 (option): no effect this round if already attacked, unless it carries over
        return m.just(options.noAttackCarryOver ? withStatus(r, { noAttackNextRound: true }, "noAttackNextRound") : r);
      }
      return m.just(withStatus(r, { noAttackThisRound: true }, "noAttackThisRound"));
    case "major":
      // ruling TUGS-AMB-18: from now on every injury calls for a Stamina roll, or the character falls
      return m.just(withStatus(r, { prone: true, fallsOnInjuryUnlessStamina: true }, "falls", "fallsAtEveryInjury"));
    case "critical":
      // ruling TUGS-AMB-19: "dies in a few minutes if not treated" is the 10-minute automatic worsening (TUGS-WORSE-1)
      return m.map(
        checkWith(m, r.character, "sta", options, () => "stay conscious", 0, imp),
        (ok) =>
          ok
            ? withStatus(r, { prone: true }, "falls", "staysConscious")
            : knockout(withStatus(r, { prone: true }, "falls"), { amount: null, unit: "minutes", coma: false }),
      );
    case "fatal":
      return m.just(withStatus(r, { dead: true }, "dead"));
  }
}

/**
 * A limb Critical or Fatal "counts as" a Major or Critical body injury (TUGS-EFF-1, TUGS-AMB-10): the derived body
 * injury of the limb (added, or moved to its new level when the limb worsens from `previous`), then its body effects.
 * @internal
 */
export function limbToBody(
  r: InjuryResult,
  limb: BodyPart,
  level: Level,
  previous: Level | null,
  injury: Pick<Injury, "lethal" | "combination">,
  imp: number,
  options: TugsOptions,
  timing: InjuryTiming,
): Step {
  return limbToBodyWith(CHANCES, r, limb, level, previous, injury, imp, options, timing);
}

/** limbToBody on a roller (roller.ts). */
function limbToBodyWith<K extends Kind>(
  m: Roller<K>,
  r: InjuryResult,
  limb: BodyPart,
  level: Level,
  previous: Level | null,
  injury: Pick<Injury, "lethal" | "combination">,
  imp: number,
  options: TugsOptions,
  timing: InjuryTiming,
): Rolled<K, InjuryResult> {
  const bodyLevel = countsAsBody(level);
  if (bodyLevel === null) return m.just(r);
  // ruling TUGS-AMB-10 (option): a derived body injury with its effects, HP and impairment; no further cascade
  if (options.limbToBody === "effectsOnly") return bodyEffectsWith(m, r, bodyLevel, imp, options, timing);
  const c = r.character;
  const before = previous === null ? null : countsAsBody(previous);
  const at = before === null ? -1 : derivedIndex(c.injuries, limb, before);
  const lethal = lethalAt(injury, bodyLevel);
  const derived: Injury =
    at < 0
      ? {
          part: "body",
          level: bodyLevel,
          lethal,
          combination: injury.combination,
          treated: false,
          derived: true,
          derivedFrom: limb,
          untreatedMinutes: 0,
          worseningRolls: 0,
        }
      : { ...(c.injuries[at] as Injury), level: bodyLevel, lethal };
  const character =
    at < 0
      ? addInjuryTo(c, derived, options)
      : withHpLost(
          characterWith(
            c,
            c.hpLost,
            c.injuries.map((x, i) => (i === at ? derived : x)),
            c.status,
          ),
          c.hpLost + hpCost("body", bodyLevel) - hpCost("body", (c.injuries[at] as Injury).level),
        );
  return bodyEffectsWith(m, { character, effects: [...r.effects, "derivedBodyInjury"] }, bodyLevel, imp, options, timing);
}

/** The index of the derived body injury of `limb` at `level` (an old derived injury without its limb also matches), or -1. @internal */
export function derivedIndex(injuries: readonly Injury[], limb: BodyPart, level: Level): number {
  return injuries.findIndex((x) => x.derived && x.part === "body" && x.level === level && (x.derivedFrom === undefined || x.derivedFrom === limb));
}

/**
 * Applies a blow to its defender (TUGS-INJ-1/2, TUGS-LETH-1, TUGS-EFF-1, TUGS-BLUNT-2): the injury and its
 * hit points, the location's effect rolls (Strength, Dexterity, Stamina; d6 or d20 durations), a limb
 * Critical/Fatal counting as a Major/Critical body injury (TUGS-AMB-10), the Stamina roll of a character
 * already hit Major in the body (TUGS-AMB-18). Effect rolls use the impairment from before this injury
 * (TUGS-AMB-31). Returns a new character.
 *
 * @param defender - who is hit
 * @param blow - the location, level, lethality and rigid-armour effect (an {@link AttackOutcome} hit)
 * @param options - the tugs options
 * @param timing - whether the defender already attacked this round (TUGS-AMB-20)
 * @returns a chance of the new state and the effects
 * @example
 * ```ts
 * const hit = { location: "weaponArm", level: "minor", lethal: true, blunt: "none" } as const;
 * resolve(applyInjury(travis, hit), scriptedDice(["d20:11"])).value.effects; // ["keepsWeapon"]
 * ```
 */
export function applyInjury(
  defender: CharacterInput,
  blow: z.input<typeof BlowSchema>,
  options: TugsOptionsInput | null = {},
  timing: InjuryTiming | null = {},
): Chance<InjuryResult> {
  const fn = "tugs.applyInjury";
  return injuryApplied(characterOf(defender, fn, "defender"), parseOrThrow(fn, BlowSchema, blow, "blow"), optionsOf(options, fn), timingOf(fn, timing));
}

/** applyInjury for checked data, as the public resolvers return it. @internal */
export function injuryApplied(defender: Character, blow: Blow, options: TugsOptions, timing: InjuryTiming): Chance<InjuryResult> {
  // what leaves the public resolver is frozen all the way down (docs/chances.md): the character sealed, the effects frozen
  return applyParsed(defender, blow, options, timing).map(
    (r): InjuryResult => Object.freeze({ character: seal(r.character), effects: Object.freeze([...r.effects]) }),
  );
}

/** applyInjury for checked data. @internal */
export function applyParsed(defender: Character, blow: Blow, options: TugsOptions, timing: InjuryTiming): Chance<InjuryResult> {
  return injuryWith(CHANCES, defender, blow, options, timing);
}

/** applyParsed on a roller (roller.ts). @internal */
export function injuryWith<K extends Kind>(m: Roller<K>, defender: Character, blow: Blow, options: TugsOptions, timing: InjuryTiming): Rolled<K, InjuryResult> {
  const start: InjuryResult = { character: defender, effects: [] };
  if (blow.blunt !== "none") {
    if (blow.blunt === "initiative") {
      // TUGS-BLUNT-2: each such blow adds its -3 to the next initiative roll (they stack until that roll spends them)
      const next = Math.max(-100, defender.status.initiativePenaltyNext + BLUNT_INITIATIVE_PENALTY);
      return m.just(withStatus(start, { initiativePenaltyNext: next }, "initiativePenalty"));
    }
    const drops = blow.blunt === "fallsDrops" && holdsWeapon(defender, blow.location) && !defender.status.disarmed;
    return m.just(withStatus(start, { prone: true, disarmed: defender.status.disarmed || drops }, "falls", ...(drops ? (["dropsWeapon"] as const) : [])));
  }
  const level = blow.level;
  if (level === null) return m.just(start);
  const part = partOf(blow.location, defender.weaponHand);
  const injury: Injury = {
    part,
    level,
    lethal: blow.lethal,
    combination: blow.combination === true,
    treated: false,
    derived: false,
    untreatedMinutes: 0,
    worseningRolls: 0,
  };
  const injured = addInjuryTo(defender, injury, options);
  // ruling TUGS-AMB-31 (option): an injury's own effect rolls use the impairment from before it
  const imp = options.effectRollUsesNewImpairment ? impairmentOf(injured) : impairmentOf(defender);
  let step: Rolled<K, InjuryResult> = m.just({ character: injured, effects: [] });
  if (defender.status.fallsOnInjuryUnlessStamina && !defender.status.prone) {
    step = m.chain(step, (r) =>
      m.map(
        checkWith(m, r.character, "sta", options, () => "stay up", 0, imp),
        (ok) => (ok ? r : withStatus(r, { prone: true }, "falls")),
      ),
    );
  }
  step = m.chain(step, (r) => locationEffectsWith(m, r, blow.location, level, imp, options, timing));
  if (blow.location !== "body" && blow.location !== "head") step = m.chain(step, (r) => limbToBodyWith(m, r, part, level, null, injury, imp, options, timing));
  return m.traced(
    m.map(step, reportDeath),
    () => [],
    (r) => [
      Object.freeze({
        type: "note",
        rule: "TUGS-EFF-1",
        text: `${defender.name}: ${level} ${part} injury${r.effects.length > 0 ? `; ${r.effects.join(", ")}` : ""}`,
      }),
    ],
    false,
  );
}

/** The round-level facts, checked: absent or null is none. */
function timingOf(fn: string, timing: unknown): InjuryTiming {
  const given = absentIfNull(timing);
  if (given === undefined) return {};
  const already = typeof given === "object" ? (given as { alreadyAttacked?: unknown }).alreadyAttacked : given;
  if (typeof given !== "object" || (already !== undefined && typeof already !== "boolean")) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "timing", value: timing, message: "expected { alreadyAttacked?: boolean }" });
  }
  return { alreadyAttacked: already === true };
}

/** Death is reported once, whichever way it came (a Fatal head or body, or bleeding, TUGS-INJ-2). @internal */
export function reportDeath(r: InjuryResult): InjuryResult {
  return deadOf(r.character) && !r.effects.includes("dead") ? withStatus(r, { dead: true }, "dead") : r;
}
