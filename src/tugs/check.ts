import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { checkInt } from "../core/errors.js";
import { oneOf, text } from "./guard.js";
import { impairmentOf } from "./impairment.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import { CHANCES, type Kind, type Rolled, type Roller } from "./roller.js";
import { type Character, type CharacterInput, characterOf } from "./schemas.js";

/**
 * A d20 roll-under check: success on d20 <= target (TUGS-CHK-1), so P = clamp(target, 0, 20) / 20.
 *
 * @param target - the modified value to roll under
 * @param purpose - what the roll is for, for the trace
 * @param rule - the rule id asking for the roll
 * @returns a chance of success (true) or failure
 * @example
 * ```ts
 * odds(rollUnder(8, "parry", "TUGS-HTH-3")).probability(true).toString(); // "2/5"
 * ```
 */
export function rollUnder(target: number, purpose: string, rule: string): Chance<boolean> {
  checkInt("tugs.rollUnder", "target", target, -1_000_000, 1_000_000);
  text("tugs.rollUnder", "purpose", purpose);
  text("tugs.rollUnder", "rule", rule);
  return underWith(CHANCES, target, () => purpose, rule);
}

/** rollUnder for checked data, on a roller (roller.ts); `purpose` is only called for the trace. @internal */
export function underWith<K extends Kind>(m: Roller<K>, target: number, purpose: () => string, rule: string): Rolled<K, boolean> {
  return m.traced(
    m.map(
      m.die("d20", () => ({ purpose: `${purpose()} (needs ${String(target)} or less)`, rule })),
      (face) => face <= target,
    ),
    () => [],
    (ok) => [Object.freeze({ type: "note", rule: "TUGS-CHK-1", text: `${purpose()}: ${ok ? "success" : "failure"}` })],
    false,
  );
}

/**
 * The attributes a character rolls against (TUGS-CHK-1).
 *
 * @example
 * ```ts
 * AttributeSchema.options; // ["sta", "str", "dex"]
 * ```
 */
export const AttributeSchema = z.enum({
  /** Stamina. */
  sta: "sta",
  /** Strength. */
  str: "str",
  /** Dexterity. */
  dex: "dex",
} as const);

/**
 * An attribute a character rolls against: Stamina, Strength or Dexterity.
 *
 * @example
 * ```ts
 * const a: Attribute = "str";
 * ```
 */
export type Attribute = z.infer<typeof AttributeSchema>;

const NAMES: Readonly<Record<Attribute, string>> = { sta: "Stamina", str: "Strength", dex: "Dexterity" };

/**
 * The target of a roll against Strength, Dexterity or Stamina: the attribute, plus a modifier, plus the
 * impairment unless TUGS-AMB-30 excludes it.
 *
 * @param character - who rolls
 * @param attribute - which attribute
 * @param options - the tugs options (`impairmentOnAttributeRolls`)
 * @param modifier - any other modifier (e.g. -5 for an active day, TUGS-WORSE-2)
 * @param impairmentValue - the impairment to use (default: the character's current one; TUGS-AMB-31 passes the one before an injury)
 * @returns the target value
 * @example
 * ```ts
 * attributeTarget(travis, "str", tugsOptions()); // 11
 * ```
 */
export function attributeTarget(
  character: Character,
  attribute: Attribute,
  options: Pick<TugsOptions, "impairmentOnAttributeRolls">,
  modifier = 0,
  impairmentValue: number = impairmentOf(character),
): number {
  // ruling TUGS-AMB-30 (option): impairment lowers attribute rolls too
  const imp = options.impairmentOnAttributeRolls ? impairmentValue : 0;
  return character.attributes[attribute] + modifier + imp;
}

/**
 * A roll against Strength, Dexterity or Stamina (TUGS-CHK-1, TUGS-EFF-1).
 *
 * @param character - who rolls
 * @param attribute - which attribute
 * @param options - the tugs options
 * @param why - what the roll is for, for the trace
 * @param modifier - any other modifier
 * @param impairmentValue - the impairment to use (default: the current one)
 * @returns a chance of success
 * @example
 * ```ts
 * resolve(attributeRoll(travis, "str", tugsOptions(), "keep the weapon"), scriptedDice(["d20:11"])).value; // true
 * ```
 */
export function attributeRoll(
  character: CharacterInput,
  attribute: Attribute,
  options: TugsOptionsInput,
  why: string,
  modifier = 0,
  impairmentValue?: number,
): Chance<boolean> {
  const fn = "tugs.attributeRoll";
  const c = characterOf(character, fn, "character");
  oneOf(fn, "attribute", attribute, ["sta", "str", "dex"]);
  text(fn, "why", why);
  if (impairmentValue !== undefined) checkInt(fn, "impairmentValue", impairmentValue, -1000, 0);
  checkInt(fn, "modifier", modifier, -1000, 1000);
  return attributeCheck(c, attribute, optionsOf(options, fn), why, modifier, impairmentValue);
}

/** attributeRoll for checked data. @internal */
export function attributeCheck(
  c: Character,
  attribute: Attribute,
  options: Pick<TugsOptions, "impairmentOnAttributeRolls">,
  why: string,
  modifier = 0,
  impairmentValue?: number,
): Chance<boolean> {
  return checkWith(CHANCES, c, attribute, options, () => why, modifier, impairmentValue);
}

/** attributeCheck on a roller (roller.ts); `why` is only called for the trace. @internal */
export function checkWith<K extends Kind>(
  m: Roller<K>,
  c: Character,
  attribute: Attribute,
  options: Pick<TugsOptions, "impairmentOnAttributeRolls">,
  why: () => string,
  modifier = 0,
  impairmentValue?: number,
): Rolled<K, boolean> {
  const target = attributeTarget(c, attribute, options, modifier, impairmentValue);
  return underWith(m, target, () => `${NAMES[attribute]} roll to ${why()}`, "TUGS-CHK-1");
}
