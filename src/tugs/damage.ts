import type { Chance } from "../core/chance.js";
import { checkInt } from "../core/errors.js";
import type { ModifierEntry } from "../core/trace.js";
import { absentIfNull } from "../core/schema-kit.js";
import { bool, copyModifiers, modifiers, text } from "./guard.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import { injuryBonusCounts } from "./penetration.js";
import { type Character, type CharacterInput, type Level, type Weapon, type WeaponInput, characterOf, weaponFrom } from "./schemas.js";
import { Modifiers, totalOf } from "./modifiers.js";
import { CHANCES, type Kind, type Rolled, type Roller } from "./roller.js";
import { INJURY_TABLE } from "./tables.js";

/**
 * The injury level of a damage total (TUGS-DMG-1): 1-4 Superficial, 5-7 Minor, 8-9 Major, 10-11 Critical,
 * 12+ Fatal; 0 or less is no injury unless TUGS-AMB-5 says Superficial.
 *
 * @param total - the damage total
 * @param options - the tugs options (`zeroDamage`)
 * @returns the level, or null for no injury
 * @example
 * ```ts
 * injuryLevel(7, tugsOptions()); // "minor"
 * injuryLevel(0, tugsOptions()); // null
 * ```
 */
export function injuryLevel(total: number, options: TugsOptionsInput | null = {}): Level | null {
  checkInt("tugs.injuryLevel", "total", total, -1_000_000, 1_000_000);
  return levelOf(total, optionsOf(options, "tugs.injuryLevel"));
}

function levelOf(total: number, options: Pick<TugsOptions, "zeroDamage">): Level | null {
  const row = INJURY_TABLE.find((r) => total >= r.from);
  // ruling TUGS-AMB-5 (option): a total of 0 or less is no injury by default
  return row?.level ?? (options.zeroDamage === "superficial" ? "superficial" : null);
}

/**
 * The modifiers of a damage roll (TUGS-DMG-1): Injury Bonus (hand-to-hand or thrown; the attacker's,
 * TUGS-AMB-15), weapon damage, minus the armour at the location, minus the defender's Resistance, +1 on a
 * critical (TUGS-HTH-4).
 *
 * @param attacker - the attacker
 * @param weapon - the weapon
 * @param armour - the armour value at the location
 * @param defender - the defender
 * @param crit - whether the attack was a critical
 * @param ranged - whether the attack is ranged
 * @returns the modifiers
 * @example
 * ```ts
 * damageModifiers(jan, shortSword, 0, travis, false, false).map((m) => m.value); // [0, -1, -0, -1]
 * ```
 */
export function damageModifiers(
  attacker: CharacterInput,
  weapon: WeaponInput,
  armour: number,
  defender: CharacterInput,
  crit: boolean,
  ranged: boolean,
): ModifierEntry[] {
  const fn = "tugs.damageModifiers";
  return damageMods(
    characterOf(attacker, fn, "attacker"),
    weaponFrom(weapon, fn),
    checkInt(fn, "armour", armour, 0, 1_000_000),
    characterOf(defender, fn, "defender"),
    bool(fn, "crit", crit),
    bool(fn, "ranged", ranged),
  );
}

/**
 * damageModifiers for checked data.
 * @internal
 */
export function damageMods(attacker: Character, weapon: Weapon, armour: number, defender: Character, crit: boolean, ranged: boolean): ModifierEntry[] {
  return damageModsInto(new Modifiers(true), attacker, weapon, armour, defender, crit, ranged).list;
}

/** damageMods added to `into` (listed or only summed). @internal */
export function damageModsInto(
  into: Modifiers,
  attacker: Character,
  weapon: Weapon,
  armour: number,
  defender: Character,
  crit: boolean,
  ranged: boolean,
): Modifiers {
  const rule = "TUGS-DMG-1";
  // ruling TUGS-AMB-15: the attacker's Injury Bonus, the defender's Resistance
  if (injuryBonusCounts(weapon, ranged)) into.addNamed(rule, "Injury Bonus of ", attacker.name, "", attacker.injuryBonus);
  into.addNamed(rule, "weapon damage (", weapon.name, ")", weapon.damage);
  into.add(rule, "armour", -armour);
  into.addNamed(rule, "Resistance of ", defender.name, "", -defender.resistance);
  if (crit) into.add("TUGS-HTH-4", "critical success", 1);
  return into;
}

/**
 * The value of a damage roll: the total and the level it gives.
 *
 * @example
 * ```ts
 * const d: DamageResult = { total: 5, level: "minor" };
 * ```
 */
export interface DamageResult {
  /** 2D6 + modifiers. */
  readonly total: number;
  /** The injury level, or null for none. */
  readonly level: Level | null;
}

/**
 * A damage roll (TUGS-DMG-1): 2D6 + modifiers, read on the injury table.
 *
 * @param mods - {@link damageModifiers} (or a fall's modifiers)
 * @param options - the tugs options (`zeroDamage`)
 * @param rule - the rule asking for the roll (TUGS-DMG-1, TUGS-FALL-1 ...)
 * @returns a chance of the result
 * @example
 * ```ts
 * resolve(damage([Object.freeze({ type: "modifier", rule: "TUGS-DMG-1", label: "x", value: -2 })], tugsOptions()), scriptedDice(["d6:3", "d6:4"])).value; // { total: 5, level: "minor" }
 * ```
 */
export function damage(mods: readonly ModifierEntry[], options: TugsOptionsInput | null = {}, rule: string | null = "TUGS-DMG-1"): Chance<DamageResult> {
  const fn = "tugs.damage";
  return damageRoll(modifiers(fn, "mods", mods), optionsOf(options, fn), text(fn, "rule", absentIfNull(rule) ?? "TUGS-DMG-1"));
}

/**
 * damage for checked data.
 * @internal
 */
export function damageRoll(mods: readonly ModifierEntry[], options: Pick<TugsOptions, "zeroDamage">, rule = "TUGS-DMG-1"): Chance<DamageResult> {
  return damageWith(CHANCES, mods, options, rule);
}

/** damageRoll on a roller (roller.ts). @internal */
export function damageWith<K extends Kind>(
  m: Roller<K>,
  given: readonly ModifierEntry[] | Modifiers,
  options: Pick<TugsOptions, "zeroDamage">,
  rule = "TUGS-DMG-1",
): Rolled<K, DamageResult> {
  const mods = given instanceof Modifiers ? given.list : given;
  const sumOf = given instanceof Modifiers ? given.total : totalOf(given);
  return m.traced(
    m.map(
      m.sum(2, "d6", () => ({ purpose: "damage", rule })),
      (dice): DamageResult => ({ total: dice + sumOf, level: levelOf(dice + sumOf, options) }),
    ),
    () => copyModifiers(mods),
    (d) => [Object.freeze({ type: "note", rule: "TUGS-DMG-1", text: `damage ${String(d.total)}: ${d.level ?? "no injury"}` })],
  );
}
