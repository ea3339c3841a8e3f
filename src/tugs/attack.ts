import type { Chance } from "../core/chance.js";
import type { ModifierEntry, TraceEntry } from "../core/trace.js";

import { type HthContext, type HthContextInput, type RangedContext, type RangedContextInput, hthContextOf, rangedContextOf } from "./context.js";
import { impairmentOf } from "./impairment.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import { type Character, type CharacterInput, type Weapon, type WeaponInput, characterOf, weaponFrom } from "./schemas.js";
import { checkInt, RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import { bool, copyModifiers, modifiers, oneOf, text } from "./guard.js";
import { Modifiers, totalOf } from "./modifiers.js";
import { CHANCES, type Kind, type Rolled, type Roller } from "./roller.js";
import { ADVANTAGE_MODIFIERS, GROUP_OF, HTH_AIM_PENALTY, HTH_ATTACK_MODIFIERS, RANGED_AIM_PENALTY, RANGED_MODIFIERS } from "./tables.js";

/**
 * The value of an attack or defense roll: the modified target, whether it succeeded and whether it was a critical.
 *
 * @example
 * ```ts
 * const roll: RollResult = { target: 14, success: true, crit: true };
 * ```
 */
export interface RollResult {
  /** The modified value rolled under. */
  readonly target: number;
  /** d20 <= target. */
  readonly success: boolean;
  /** A critical success (TUGS-HTH-4, TUGS-AMB-1). */
  readonly crit: boolean;
}

/**
 * A character's level in the skill a weapon uses (an unknown skill counts as 0).
 *
 * @param character - the character
 * @param weapon - the weapon
 * @returns the skill level
 * @example
 * ```ts
 * skillLevel(jan, shortSword); // 14
 * ```
 */
export function skillLevel(character: Character, weapon: Weapon): number {
  // own keys only: a skill named "constructor" or "__proto__" is a skill like any other, never an inherited property
  return Object.hasOwn(character.skills, weapon.skill) ? (character.skills[weapon.skill] ?? 0) : 0;
}

/**
 * The highest face that is a critical success (TUGS-HTH-4), as TUGS-AMB-1 rules.
 *
 * @param target - the modified target of the roll
 * @param skill - the unmodified skill
 * @param rule - the `critThreshold` option
 * @returns the threshold (below 1: no critical is possible)
 * @example
 * ```ts
 * critThreshold(14, 14, "modifiedMinus11"); // 3
 * critThreshold(14, 14, "skillDiv5"); // 2
 * ```
 */
export function critThreshold(target: number, skill: number, rule: TugsOptions["critThreshold"]): number {
  const fn = "tugs.critThreshold";
  checkInt(fn, "target", target, -1_000_000, 1_000_000);
  checkInt(fn, "skill", skill, -1_000_000, 1_000_000);
  oneOf(fn, "rule", rule, ["modifiedMinus11", "baseSkillMinus11", "skillDiv5"]);
  // ruling TUGS-AMB-1 (option): a critical is face <= modified target - 11 by default
  const raw = rule === "modifiedMinus11" ? target - 11 : rule === "baseSkillMinus11" ? skill - 11 : Math.floor(skill / 5);
  // a critical is also a success
  return Math.min(raw, target);
}

const mod = (rule: string, label: string, value: number): ModifierEntry => Object.freeze({ type: "modifier", rule, label, value });

/**
 * The modifiers of a hand-to-hand attack (TUGS-HTH-2): position, bad hand, impairment, weapon attack
 * bonus, and the aimed-location penalty (TUGS-LOC-2) when the attacker aims.
 *
 * @param attacker - the attacker
 * @param weapon - the attacker's weapon
 * @param ctx - the GM's view (TUGS-GM-1, TUGS-GM-3)
 * @returns the modifiers, as trace entries
 * @example
 * ```ts
 * hthAttackModifiers(jan, shortSword, { aimedLocation: "head" }).map((m) => m.value); // [0, -6]
 * ```
 */
export function hthAttackModifiers(attacker: CharacterInput, weapon: WeaponInput, ctx: HthContextInput | null = {}): ModifierEntry[] {
  const fn = "tugs.hthAttackModifiers";
  return hthMods(characterOf(attacker, fn, "attacker"), weaponFrom(weapon, fn), hthContextOf(ctx, fn));
}

/** hthAttackModifiers for checked data. @internal */
export function hthMods(attacker: Character, weapon: Weapon, ctx: HthContext): ModifierEntry[] {
  return hthModsInto(new Modifiers(true), attacker, weapon, ctx).list;
}

/** hthMods added to `into` (listed or only summed). @internal */
export function hthModsInto(into: Modifiers, attacker: Character, weapon: Weapon, ctx: HthContext): Modifiers {
  const rule = "TUGS-HTH-2";
  for (const key of HTH_KEYS) {
    const on = key === "attackerProne" ? ctx.attackerProne || attacker.status.prone : ctx[key];
    if (on) into.add(rule, HTH_ATTACK_MODIFIERS[key].label, HTH_ATTACK_MODIFIERS[key].value);
  }
  if (ctx.advantage !== "none") into.addNamed(rule, "", ctx.advantage, " in advantageous position", ADVANTAGE_MODIFIERS[ctx.advantage]);
  const imp = impairmentOf(attacker);
  if (imp !== 0) into.add("TUGS-IMP-1", "impairment", imp);
  into.addNamed(rule, "weapon attack bonus (", weapon.name, ")", weapon.attack);
  if (ctx.aimedLocation !== undefined) into.addNamed("TUGS-LOC-2", "aimed at ", ctx.aimedLocation, "", HTH_AIM_PENALTY[GROUP_OF[ctx.aimedLocation]]);
  return into;
}

/** The hand-to-hand circumstances of TUGS-HTH-2, in the order of its table. */
const HTH_KEYS = ["attackerAbove", "attackerProne", "defenderFlanked", "attackerBehind", "defenderImmobilised", "badHand"] as const;

/**
 * The modifiers of a ranged attack (TUGS-RNG-2): range band, movement, visibility, aim, stance, size,
 * one-handed use of a two-handed weapon, melee, bad hand, impairment (TUGS-AMB-8) and the location
 * penalty of the always-aimed shot (TUGS-LOC-3).
 *
 * @param attacker - the shooter
 * @param weapon - the weapon
 * @param ctx - the GM's view (TUGS-GM-2)
 * @returns the modifiers, as trace entries
 * @example
 * ```ts
 * rangedAttackModifiers(jan, rifle, { range: "medium", location: "weaponArm" }).map((m) => m.value); // [-5, 0, -8]
 * ```
 */
export function rangedAttackModifiers(attacker: CharacterInput, weapon: WeaponInput, ctx: RangedContextInput | null = {}): ModifierEntry[] {
  const fn = "tugs.rangedAttackModifiers";
  return rangedMods(characterOf(attacker, fn, "attacker"), weaponFrom(weapon, fn), rangedContextOf(ctx, fn));
}

/** rangedAttackModifiers for checked data. @internal */
export function rangedMods(attacker: Character, weapon: Weapon, ctx: RangedContext): ModifierEntry[] {
  return rangedModsInto(new Modifiers(true), attacker, weapon, ctx).list;
}

/** A ranged modifier of TUGS-RNG-2, added when it applies and is not 0. */
function addIf(into: Modifiers, on: boolean, label: string, value: number): void {
  if (on && value !== 0) into.add("TUGS-RNG-2", label, value);
}

/** rangedMods added to `into` (listed or only summed). @internal */
export function rangedModsInto(into: Modifiers, attacker: Character, weapon: Weapon, ctx: RangedContext): Modifiers {
  const rule = "TUGS-RNG-2";
  const t = RANGED_MODIFIERS;
  addIf(into, true, `${ctx.range} range`, t.range[ctx.range]);
  addIf(into, true, `shooter ${ctx.shooterMoving}`, t.shooterMoving[ctx.shooterMoving]);
  addIf(into, true, `target moving ${ctx.targetMoving}`, t.targetMoving[ctx.targetMoving]);
  addIf(into, ctx.targetStationary, "target stationary", t.targetStationary);
  addIf(into, true, `${ctx.visibility} visibility`, t.visibility[ctx.visibility]);
  addIf(into, ctx.stable, "stable position", t.stable);
  addIf(into, true, `aimed ${String(ctx.aimRounds)} round(s)`, t.aimRounds[Math.min(ctx.aimRounds, 2)] ?? 0);
  addIf(into, ctx.zoneFire, "zone fire", t.zoneFire);
  addIf(into, true, "target size", ctx.targetSizeMod);
  addIf(into, ctx.oneHanded && weapon.twoHanded, "two-handed weapon fired with one hand", t.oneHandTwoHander);
  addIf(into, ctx.inMelee, "in melee", t.inMelee);
  addIf(into, ctx.badHand, "bad hand", t.badHand);
  // ruling TUGS-AMB-8: impairment applies to every d20 roll, ranged attacks included
  const imp = impairmentOf(attacker);
  if (imp !== 0) into.add("TUGS-IMP-1", "impairment", imp);
  into.add(rule, `weapon attack bonus (${weapon.name})`, weapon.attack);
  into.add("TUGS-LOC-3", `aimed at ${ctx.location}`, RANGED_AIM_PENALTY[GROUP_OF[ctx.location]]);
  return into;
}

/**
 * An attack roll: d20 <= skill + modifiers is a success (TUGS-HTH-2, TUGS-RNG-1), and a face at or under
 * the critical threshold is a critical (TUGS-HTH-4, TUGS-AMB-1). An attack that needs 0 or less cannot succeed
 * and rolls no die (TUGS-AMB-1, as a defense that cannot succeed).
 *
 * @param skill - the attacker's skill level
 * @param mods - the modifiers ({@link hthAttackModifiers} or {@link rangedAttackModifiers})
 * @param options - the tugs options (`critThreshold`)
 * @param who - the attacker's name, for the trace
 * @returns a chance of `{ target, success, crit }`
 * @example
 * ```ts
 * resolve(attackRoll(14, [], tugsOptions(), "Jan"), scriptedDice(["d20:2"])).value; // { target: 14, success: true, crit: true }
 * ```
 */
export function attackRoll(
  skill: number,
  mods: readonly ModifierEntry[],
  options: TugsOptionsInput | null = {},
  who = "attacker",
  ranged = false,
): Chance<RollResult> {
  const fn = "tugs.attackRoll";
  checkInt(fn, "skill", skill, -1_000_000, 1_000_000);
  const checked = modifiers(fn, "mods", mods);
  text(fn, "who", who);
  bool(fn, "ranged", ranged);
  return rollAttack(skill, checked, optionsOf(options, fn), who, ranged);
}

/** attackRoll for checked data: the modifiers are copied into the trace, never the caller's objects. @internal */
export function rollAttack(
  skill: number,
  mods: readonly ModifierEntry[],
  options: Pick<TugsOptions, "critThreshold">,
  who: string,
  ranged: boolean,
): Chance<RollResult> {
  return attackWith(CHANCES, skill, mods, options, who, ranged);
}

/** The trace entries of an attack roll: the skill, then copies of the modifiers. */
function attackEntries(rule: string, skill: number, mods: readonly ModifierEntry[]): TraceEntry[] {
  return [mod(rule, "skill", skill), ...copyModifiers(mods)];
}

/** The trace entries of a parry roll: the skill, the weapon's parry bonus, the impairment. */
function parryEntries(skill: number, weapon: Weapon, imp: number): TraceEntry[] {
  const list: TraceEntry[] = [mod("TUGS-HTH-3", "skill", skill), mod("TUGS-HTH-3", `parry bonus (${weapon.name})`, weapon.parry)];
  if (imp !== 0) list.push(mod("TUGS-IMP-1", "impairment", imp));
  return list;
}

/**
 * rollAttack on a roller (roller.ts): the modifiers as a list, or as a rule added them up (`Modifiers`: listed when
 * the roller builds chances, else only summed).
 * @internal
 */
export function attackWith<K extends Kind>(
  m: Roller<K>,
  skill: number,
  given: readonly ModifierEntry[] | Modifiers,
  options: Pick<TugsOptions, "critThreshold">,
  who: string,
  ranged: boolean,
): Rolled<K, RollResult> {
  const rule = ranged ? "TUGS-RNG-1" : "TUGS-HTH-2";
  const summed = given instanceof Modifiers;
  const mods = summed ? given.list : given;
  const target = skill + (summed ? given.total : totalOf(given));
  const crit = critThreshold(target, skill, options.critThreshold);
  if (target < 1) {
    // ruling TUGS-AMB-1: a roll that cannot succeed consumes no die (d20 <= 0 is impossible, TUGS-HTH-2): a certain miss,
    // and no critical either (the threshold is never above the target)
    const text = `${ranged ? "shot" : "attack"} of ${who} cannot succeed (needs ${String(target)} or less): no roll`;
    return m.traced(m.constant<RollResult>({ target, success: false, crit: false }), () => [
      ...attackEntries(rule, skill, mods),
      Object.freeze({ type: "note", rule, text }),
    ]);
  }
  return m.traced(
    m.map(
      m.die("d20", () => ({ purpose: `${ranged ? "shot" : "attack"} of ${who} (needs ${String(target)} or less, critical ${String(crit)} or less)`, rule })),
      (face): RollResult => ({ target, success: face <= target, crit: face <= crit }),
    ),
    () => attackEntries(rule, skill, mods),
    (r) => [
      {
        type: "note",
        rule: r.crit ? "TUGS-HTH-4" : rule,
        text: `${ranged ? "shot" : "attack"} of ${who}: ${r.crit ? "critical success" : r.success ? "hit" : "miss"}`,
      },
    ],
  );
}

/**
 * A defense (parry) roll (TUGS-HTH-3): d20 <= skill + weapon parry bonus + impairment (TUGS-AMB-8). A
 * critical attack is stopped only by a critical parry (TUGS-HTH-4). A defense that cannot succeed rolls
 * no die (TUGS-AMB-1).
 *
 * @param defender - the defender
 * @param weapon - the defender's weapon
 * @param againstCrit - whether the attack was a critical
 * @param options - the tugs options (`critThreshold`, `impairmentOnDefense`); any subset, the rest default
 * @returns a chance of `{ target, success, crit }`
 * @example
 * ```ts
 * odds(parryRoll(travis, broadsword, false)).probability((r) => r.success).toString(); // "2/5"
 * ```
 */
export function parryRoll(defender: CharacterInput, weapon: WeaponInput, againstCrit: boolean, options: TugsOptionsInput | null = {}): Chance<RollResult> {
  const fn = "tugs.parryRoll";
  return parry(characterOf(defender, fn, "defender"), weaponFrom(weapon, fn), bool(fn, "againstCrit", againstCrit), optionsOf(options, fn));
}

/** parryRoll for checked data. @internal */
export function parry(
  defender: Character,
  weapon: Weapon,
  againstCrit: boolean,
  options: Pick<TugsOptions, "critThreshold" | "impairmentOnDefense">,
): Chance<RollResult> {
  return parryWith(CHANCES, defender, weapon, againstCrit, options);
}

/** parry on a roller (roller.ts). @internal */
export function parryWith<K extends Kind>(
  m: Roller<K>,
  defender: Character,
  weapon: Weapon,
  againstCrit: boolean,
  options: Pick<TugsOptions, "critThreshold" | "impairmentOnDefense">,
): Rolled<K, RollResult> {
  const skill = skillLevel(defender, weapon);
  // ruling TUGS-AMB-8 (option): impairment lowers the parry too
  const imp = options.impairmentOnDefense ? impairmentOf(defender) : 0;
  const target = skill + weapon.parry + imp;
  const crit = critThreshold(target, skill, options.critThreshold);
  const needed = againstCrit ? crit : target;
  const who = defender.name;
  if (needed < 1) {
    // ruling TUGS-AMB-1: a defense that cannot succeed consumes no die
    const text = againstCrit
      ? `${who} cannot parry a critical (needs a critical parry, threshold ${String(crit)}): no roll`
      : `${who} cannot parry (needs ${String(target)} or less): no roll`;
    return m.traced(m.constant<RollResult>({ target, success: false, crit: false }), () => [
      ...parryEntries(skill, weapon, imp),
      Object.freeze({ type: "note", rule: "TUGS-HTH-4", text }),
    ]);
  }
  return m.traced(
    m.map(
      m.die("d20", () => ({
        purpose: againstCrit ? `critical parry of ${who} (needs ${String(crit)} or less)` : `parry of ${who} (needs ${String(target)} or less)`,
        rule: againstCrit ? "TUGS-HTH-4" : "TUGS-HTH-3",
      })),
      (face): RollResult => ({ target, success: face <= needed, crit: face <= crit }),
    ),
    () => parryEntries(skill, weapon, imp),
    (r) => [Object.freeze({ type: "note", rule: "TUGS-HTH-3", text: `parry of ${who}: ${r.success ? "success" : "failure"}` })],
  );
}

/**
 * A defense (parry) roll against a successful attack (TUGS-HTH-3/4), checking its inputs: see {@link parryRoll}.
 *
 * @param defender - the defender
 * @param againstCrit - whether the attack was a critical
 * @param options - the tugs options
 * @param weapon - the parrying weapon (default: the defender's first)
 * @returns a chance of `{ target, success, crit }`
 * @example
 * ```ts
 * odds(defenseRoll(travis, false)).probability((r) => r.success).toString(); // "2/5"
 * ```
 */
export function defenseRoll(
  defender: CharacterInput,
  againstCrit: boolean,
  options: TugsOptionsInput | null = {},
  weapon?: WeaponInput | null,
): Chance<RollResult> {
  const fn = "tugs.defenseRoll";
  const d = characterOf(defender, fn, "defender");
  const given = absentIfNull(weapon);
  const w = given === undefined ? d.weapons[0] : weaponFrom(given, fn);
  if (w === undefined)
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "defender.weapons", value: d.weapons, message: "expected a weapon to parry with" });
  if (typeof againstCrit !== "boolean")
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "againstCrit", value: againstCrit, message: "expected a boolean" });
  return parry(d, w, againstCrit, optionsOf(options, fn));
}
