import type { Chance } from "../core/chance.js";
import { checkInt } from "../core/errors.js";
import type { ModifierEntry } from "../core/trace.js";
import { bool, copyModifiers, modifiers } from "./guard.js";
import { type Character, type CharacterInput, type Weapon, type WeaponInput, characterOf, weaponFrom } from "./schemas.js";
import { Modifiers, totalOf } from "./modifiers.js";
import { CHANCES, type Kind, type Rolled, type Roller } from "./roller.js";
import { PENETRATION_VALUES } from "./tables.js";

/**
 * The penetration value of an armour value (TUGS-PEN-1): 0, 7, 9, 11, 13, 15, 17, then +2 a point.
 *
 * @param armour - the armour value (0 or more)
 * @returns the penetration value, `5 + 2a` for a >= 1
 * @example
 * ```ts
 * penetrationValue(1); // 7
 * penetrationValue(8); // 21
 * ```
 */
export function penetrationValue(armour: number): number {
  checkInt("tugs.penetrationValue", "armour", armour, 0, 1_000_000);
  return PENETRATION_VALUES[armour] ?? 17 + 2 * (armour - 6);
}

/**
 * Whether the attacker's Injury Bonus counts: hand-to-hand, or a thrown weapon (TUGS-PEN-1, TUGS-DMG-1).
 *
 * @param weapon - the weapon
 * @param ranged - whether the attack is ranged
 * @returns true when the Injury Bonus is added
 * @example
 * ```ts
 * injuryBonusCounts(rifle, true); // false
 * ```
 */
export function injuryBonusCounts(weapon: Weapon, ranged: boolean): boolean {
  return !ranged || weapon.thrown || weapon.type === "thrown";
}

/**
 * The modifiers of a penetration roll (TUGS-PEN-1): Injury Bonus (hand-to-hand or thrown), weapon penetration, +2 on a critical (TUGS-HTH-4).
 *
 * @param attacker - the attacker
 * @param weapon - the weapon
 * @param crit - whether the attack was a critical
 * @param ranged - whether the attack is ranged
 * @returns the modifiers
 * @example
 * ```ts
 * penetrationModifiers(jan, shortSword, true, false).map((m) => m.value); // [0, -1, 2]
 * ```
 */
export function penetrationModifiers(attacker: CharacterInput, weapon: WeaponInput, crit: boolean, ranged: boolean): ModifierEntry[] {
  const fn = "tugs.penetrationModifiers";
  return penetrationMods(characterOf(attacker, fn, "attacker"), weaponFrom(weapon, fn), bool(fn, "crit", crit), bool(fn, "ranged", ranged));
}

/**
 * penetrationModifiers for checked data.
 * @internal
 */
export function penetrationMods(attacker: Character, weapon: Weapon, crit: boolean, ranged: boolean): ModifierEntry[] {
  return penetrationModsInto(new Modifiers(true), attacker, weapon, crit, ranged).list;
}

/** penetrationMods added to `into` (listed or only summed). @internal */
export function penetrationModsInto(into: Modifiers, attacker: Character, weapon: Weapon, crit: boolean, ranged: boolean): Modifiers {
  if (injuryBonusCounts(weapon, ranged)) into.addNamed("TUGS-PEN-1", "Injury Bonus of ", attacker.name, "", attacker.injuryBonus);
  into.addNamed("TUGS-PEN-1", "weapon penetration (", weapon.name, ")", weapon.penetration);
  if (crit) into.add("TUGS-HTH-4", "critical success", 2);
  return into;
}

/**
 * The value of a penetration roll: the total (null when no roll was needed), the penetration value and whether the hit penetrates.
 *
 * @example
 * ```ts
 * const p: PenetrationResult = { total: 8, pv: 7, penetrates: true };
 * ```
 */
export interface PenetrationResult {
  /** 2D6 + modifiers, or null when the armour is 0 and no roll is made. */
  readonly total: number | null;
  /** The penetration value to reach. */
  readonly pv: number;
  /** total >= pv. */
  readonly penetrates: boolean;
}

/**
 * A penetration roll (TUGS-PEN-1): 2D6 + modifiers must reach the armour's penetration value. Armour 0
 * always penetrates and no die is rolled.
 *
 * @param mods - {@link penetrationModifiers}
 * @param armour - the armour value at the hit location
 * @returns a chance of the result
 * @example
 * ```ts
 * resolve(penetration([], 2), scriptedDice(["d6:4", "d6:4"])).value; // { total: 8, pv: 9, penetrates: false }
 * ```
 */
export function penetration(mods: readonly ModifierEntry[], armour: number): Chance<PenetrationResult> {
  modifiers("tugs.penetration", "mods", mods);
  return penetrationRoll(mods, armour);
}

/** penetration for checked data: the modifiers and the armour. @internal */
export function penetrationRoll(mods: readonly ModifierEntry[], armour: number): Chance<PenetrationResult> {
  return penetrationWith(CHANCES, mods, armour);
}

/** penetration for checked modifiers, on a roller (roller.ts). @internal */
export function penetrationWith<K extends Kind>(m: Roller<K>, given: readonly ModifierEntry[] | Modifiers, armour: number): Rolled<K, PenetrationResult> {
  const pv = penetrationValue(armour);
  if (pv === 0) {
    return m.traced(m.constant<PenetrationResult>({ total: null, pv, penetrates: true }), () => [
      Object.freeze({ type: "note", rule: "TUGS-PEN-1", text: "no armour: penetrates, no roll" }),
    ]);
  }
  const mods = given instanceof Modifiers ? given.list : given;
  const sumOf = given instanceof Modifiers ? given.total : totalOf(given);
  return m.traced(
    m.map(
      m.sum(2, "d6", () => ({ purpose: `penetration (needs ${String(pv)})`, rule: "TUGS-PEN-1" })),
      (dice): PenetrationResult => ({ total: dice + sumOf, pv, penetrates: dice + sumOf >= pv }),
    ),
    () => copyModifiers(mods),
    (p) => [
      Object.freeze({
        type: "note",
        rule: "TUGS-PEN-1",
        text: `penetration ${String(p.total)} vs ${String(pv)}: ${p.penetrates ? "penetrates" : "does not penetrate"}`,
      }),
    ],
  );
}
