import { type Chance, isChance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { Fraction } from "../core/fraction.js";
import { odds } from "../core/odds.js";
import { attackWith, hthModsInto, parryWith, rangedModsInto, skillLevel } from "./attack.js";
import { Modifiers } from "./modifiers.js";
import { bluntOf } from "./blunt.js";
import { absentIfNull } from "../core/schema-kit.js";
import { type HthContext, type HthContextInput, type RangedContext, type RangedContextInput, hthContextOf, rangedContextOf } from "./context.js";
import { damageModsInto, damageWith } from "./damage.js";
import { conditionOf, outOfActionOf, partOf } from "./impairment.js";
import { isCombination, lethalFor } from "./lethality.js";
import { locationWith } from "./location.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import { penetrationModsInto, penetrationWith } from "./penetration.js";
import { CHANCES, type Kind, type Rolled, type Roller } from "./roller.js";
import { type Character, type CharacterInput, type HitLocation, type Level, type Weapon, type WeaponInput, characterOf, weaponFrom } from "./schemas.js";

/**
 * What one attack did, up to the injury level (before the injury's effects are applied with {@link applyInjury}).
 *
 * @example
 * ```ts
 * const hit: AttackOutcome = { result: "hit", crit: false, location: "weaponArm", penetrated: true, level: "minor", lethal: true, blunt: "none" };
 * ```
 */
export interface AttackOutcome {
  /** "miss": the attack roll failed; "parried": the defense stopped it; "hit": it landed. */
  readonly result: "miss" | "parried" | "hit";
  /** Whether the attack was a critical success (TUGS-HTH-4). */
  readonly crit: boolean;
  /** Where it landed (null unless a hit). */
  readonly location: HitLocation | null;
  /** Whether it penetrated the armour (false unless a hit). */
  readonly penetrated: boolean;
  /** The injury level inflicted (penetrating, or blunt trauma through non-rigid armour), or null. */
  readonly level: Level | null;
  /** Whether the injury is lethal (TUGS-LETH-1); false without an injury. */
  readonly lethal: boolean;
  /** The status effect of a blow on rigid armour (TUGS-BLUNT-2); "none" otherwise. */
  readonly blunt: "none" | "initiative" | "falls" | "fallsDrops";
  /** Present (true) when the injury is a "combinaison" one, whose lethality follows its level as it worsens or heals (TUGS-LETH-1, TUGS-AMB-35). */
  readonly combination?: true;
}

/** Outcomes travel through the chain as short strings (primitives merge fastest in the odds), decoded once at the end. */
type Code = string;
const encode = (o: AttackOutcome): Code =>
  [o.result, o.crit ? 1 : 0, o.location ?? "", o.penetrated ? 1 : 0, o.level ?? "", o.lethal ? 1 : 0, o.blunt, o.combination === true ? 1 : 0].join("|");
function decode(code: Code): AttackOutcome {
  const [result, crit, location, penetrated, level, lethal, blunt, combination] = code.split("|");
  const outcome: AttackOutcome = {
    result: result as AttackOutcome["result"],
    crit: crit === "1",
    location: location === "" || location === undefined ? null : (location as HitLocation),
    penetrated: penetrated === "1",
    level: level === "" || level === undefined ? null : (level as Level),
    lethal: lethal === "1",
    blunt: blunt as AttackOutcome["blunt"],
  };
  return combination === "1" ? { ...outcome, combination: true } : outcome;
}
const MISS: Code = encode({ result: "miss", crit: false, location: null, penetrated: false, level: null, lethal: false, blunt: "none" });
const PARRIED: Code = encode({ result: "parried", crit: false, location: null, penetrated: false, level: null, lethal: false, blunt: "none" });

/**
 * What travels through an attack's steps: a code as a chance (merged fastest in the odds), the outcome itself when
 * rolled at once (nothing to merge); a miss or a parry is a code either way.
 */
type Coded = Code | AttackOutcome;
const packed = (m: Roller<Kind>, o: AttackOutcome): Coded => (m.chances ? encode(o) : o);
/** A miss: its code as a chance, else the outcome `decode(MISS)` gives, built at once (no code to split). */
const missed = (m: Roller<Kind>): Coded =>
  m.chances ? MISS : { result: "miss", crit: false, location: null, penetrated: false, level: null, lethal: false, blunt: "none" };
/** A parry: its code as a chance, else the outcome `decode(PARRIED)` gives, built at once. */
const parriedOutcome = (m: Roller<Kind>): Coded =>
  m.chances ? PARRIED : { result: "parried", crit: false, location: null, penetrated: false, level: null, lethal: false, blunt: "none" };
const unpacked = (c: Coded): AttackOutcome => (typeof c === "string" ? decode(c) : c);

/** The steps after a hit: location, penetration, damage or blunt trauma (TUGS-HTH-1 step 3, TUGS-RNG-1). */
function afterHit<K extends Kind>(
  m: Roller<K>,
  attacker: Character,
  weapon: Weapon,
  defender: Character,
  crit: boolean,
  ranged: boolean,
  where: () => Rolled<K, HitLocation>,
  options: TugsOptions,
): Rolled<K, Coded> {
  const penMods = penetrationModsInto(new Modifiers(m.chances), attacker, weapon, crit, ranged);
  return m.chain(where(), (location) => {
    const armour = defender.armour[partOf(location, defender.weaponHand)];
    const value = armour?.value ?? 0;
    const dmgMods = damageModsInto(new Modifiers(m.chances), attacker, weapon, value, defender, crit, ranged);
    // merge state before chaining: only "penetrates or not" goes on; ruling TUGS-AMB-16: the defender rolls
    // penetration and damage (cosmetic: named in the trace)
    return m.chain(
      m.map(
        m.traced(penetrationWith(m, penMods, value), () => [
          Object.freeze({ type: "note", rule: "TUGS-AMB-16", text: `${defender.name} rolls penetration and damage` } as const),
        ]),
        (p) => p.penetrates,
      ),
      (penetrated) =>
        m.map(damageWith(m, dmgMods, options), (d): Coded => {
          if (penetrated || armour === undefined) {
            const lethal = d.level !== null && lethalFor(weapon.type, d.level);
            const outcome: AttackOutcome = { result: "hit", crit, location, penetrated: true, level: d.level, lethal, blunt: "none" };
            return packed(m, d.level !== null && isCombination(weapon.type) ? { ...outcome, combination: true } : outcome);
          }
          const b = bluntOf(armour.kind, d.level, location, weapon);
          // TUGS-BLUNT-1: blunt trauma through non-rigid armour is non-lethal
          return packed(m, { result: "hit", crit, location, penetrated: false, level: b.injury, lethal: false, blunt: b.effect });
        }),
    );
  });
}

/** Whether the defender can parry at all: awake, armed and holding his weapon (TUGS-HTH-3). @internal */
export function canParry(defender: Character): boolean {
  return !outOfActionOf(defender) && !defender.status.disarmed && defender.weapons.length > 0;
}

/**
 * A whole hand-to-hand attack (TUGS-HTH-1): attack roll (TUGS-HTH-2), the defender's parry if it hit
 * (TUGS-HTH-3; a critical needs a critical parry, TUGS-HTH-4; an impossible parry rolls no die), location
 * (TUGS-LOC-1/2), penetration (TUGS-PEN-1), damage (TUGS-DMG-1) or blunt trauma (TUGS-BLUNT-1..3).
 * Its exact odds are fast: every step merges its state before the next.
 *
 * @param attacker - the attacker
 * @param defender - the defender
 * @param ctx - the GM's view (TUGS-GM-1, TUGS-GM-3)
 * @param options - the tugs options
 * @param weapon - the attacker's weapon (default: the first)
 * @returns a chance of the outcome
 * @example
 * ```ts
 * resolve(hthAttack(jan, travis), scriptedDice(["d20:10", "d20:15", "d20:16", "d6:3", "d6:4"])).value.level; // "minor"
 * ```
 */
export function hthAttack(
  attacker: CharacterInput,
  defender: CharacterInput,
  ctx: HthContextInput | null = {},
  options: TugsOptionsInput | null = {},
  weapon?: WeaponInput | null,
): Chance<AttackOutcome> {
  const fn = "tugs.hthAttack";
  const a = characterOf(attacker, fn, "attacker");
  const d = characterOf(defender, fn, "defender");
  const context = hthContextOf(ctx, fn);
  const opts = optionsOf(options, fn);
  const w = weaponOf(a, absentIfNull(weapon), fn);
  ableToAttack(fn, a);
  return hthChain(a, d, context, opts, w);
}

/** hthAttack for checked data. @internal */
export function hthChain(a: Character, d: Character, context: HthContext, opts: TugsOptions, w: Weapon): Chance<AttackOutcome> {
  return hthWith(CHANCES, a, d, context, opts, w);
}

/** hthChain on a roller (roller.ts). @internal */
export function hthWith<K extends Kind>(m: Roller<K>, a: Character, d: Character, context: HthContext, opts: TugsOptions, w: Weapon): Rolled<K, AttackOutcome> {
  const parryWeapon = d.weapons[0];
  const parries = context.defenderParries && parryWeapon !== undefined && canParry(d);
  // TUGS-GM-3: the GM's table for this attack, else the defender's own (a creature that is not humanlike), else TUGS-LOC-1's
  const where = m.later(() => locationWith(m, context.aimedLocation, context.locationTable ?? d.locationTable));
  const rolled = m.chain(
    m.map(attackWith(m, skillLevel(a, w), hthModsInto(new Modifiers(m.chances), a, w, context), opts, a.name, false), (r) =>
      r.crit ? "crit" : r.success ? "hit" : "miss",
    ),
    (state): Rolled<K, Coded> => {
      if (state === "miss") return m.constant(missed(m));
      const crit = state === "crit";
      const rest = m.later(() => afterHit(m, a, w, d, crit, false, where, opts));
      if (!parries) return m.traced(rest(), () => [Object.freeze({ type: "note", rule: "TUGS-HTH-3", text: `${d.name} does not parry` })]);
      return m.chain(
        m.map(parryWith(m, d, parryWeapon, crit, opts), (p) => p.success),
        (parried): Rolled<K, Coded> => (parried ? m.constant(parriedOutcome(m)) : rest()),
      );
    },
  );
  return m.map(rolled, unpacked);
}

/**
 * A whole ranged attack (TUGS-RNG-1): attack roll with the ranged modifiers (TUGS-RNG-2) and the aimed
 * location's penalty (TUGS-LOC-3), no defense, then penetration and damage at the chosen location
 * (Injury Bonus only for a thrown weapon).
 *
 * @param attacker - the shooter
 * @param defender - the target
 * @param ctx - the GM's view (TUGS-GM-2)
 * @param options - the tugs options
 * @param weapon - the weapon (default: the shooter's first)
 * @returns a chance of the outcome
 * @example
 * ```ts
 * odds(rangedAttack(jan, travis, { range: "long" })).probability((o) => o.result === "hit");
 * ```
 */
export function rangedAttack(
  attacker: CharacterInput,
  defender: CharacterInput,
  ctx: RangedContextInput | null = {},
  options: TugsOptionsInput | null = {},
  weapon?: WeaponInput | null,
): Chance<AttackOutcome> {
  const fn = "tugs.rangedAttack";
  const a = characterOf(attacker, fn, "attacker");
  const d = characterOf(defender, fn, "defender");
  const context = rangedContextOf(ctx, fn);
  const opts = optionsOf(options, fn);
  const w = weaponOf(a, absentIfNull(weapon), fn);
  ableToAttack(fn, a);
  return rangedChain(a, d, context, opts, w);
}

/** rangedAttack for checked data. @internal */
export function rangedChain(a: Character, d: Character, context: RangedContext, opts: TugsOptions, w: Weapon): Chance<AttackOutcome> {
  return rangedWith(CHANCES, a, d, context, opts, w);
}

/** rangedChain on a roller (roller.ts). @internal */
export function rangedWith<K extends Kind>(
  m: Roller<K>,
  a: Character,
  d: Character,
  context: RangedContext,
  opts: TugsOptions,
  w: Weapon,
): Rolled<K, AttackOutcome> {
  const rolled = m.chain(
    m.map(attackWith(m, skillLevel(a, w), rangedModsInto(new Modifiers(m.chances), a, w, context), opts, a.name, true), (r) =>
      r.crit ? "crit" : r.success ? "hit" : "miss",
    ),
    (state): Rolled<K, Coded> => {
      if (state === "miss") return m.constant(missed(m));
      // TUGS-RNG-1: no defense roll; the location was chosen before firing (TUGS-LOC-3)
      const where = m.later(() =>
        m.traced(
          m.constant(context.location),
          () => [Object.freeze({ type: "note", rule: "TUGS-LOC-3", text: `aimed at ${context.location}` })],
          undefined,
          false,
        ),
      );
      return afterHit(m, a, w, d, state === "crit", true, where, opts);
    },
  );
  return m.map(rolled, unpacked);
}

/** An attacker out of action (unconscious or dead, TUGS-INJ-2, TUGS-EFF-1) cannot attack (`path`: where the attacker sits in the call). @internal */
export function ableToAttack(fn: string, attacker: Character, path = "attacker"): void {
  const c = conditionOf(attacker);
  if (c.outOfAction) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path,
      value: attacker.name,
      message: `expected an attacker able to act: ${attacker.name} is ${c.dead ? "dead" : "unconscious"} (TUGS-INJ-2, TUGS-EFF-1)`,
    });
  }
}

/** The weapon given, else the character's first (`path`: where its weapons sit in the call, for the error). @internal */
export function weaponOf(c: Character, weapon: WeaponInput | undefined, fn: string, path = "attacker.weapons"): Weapon {
  if (weapon !== undefined) return weaponFrom(weapon, fn);
  const first = c.weapons[0];
  if (first === undefined) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path,
      value: c.weapons,
      message: "expected a weapon (pass one, or give the attacker weapons)",
    });
  }
  return first;
}

/**
 * The exact odds of one attack, read the way a designer asks: the chance of each injury level at each
 * location, the chance of no injury, and the chance of an injury of Major or worse.
 *
 * @example
 * ```ts
 * const o: InjuryOdds = injuryOdds(hthAttack(jan, travis));
 * o.majorOrWorse.toString();
 * ```
 */
export interface InjuryOdds {
  /** P(level at location), for every location and level that can happen. */
  readonly byLocation: Readonly<Partial<Record<HitLocation, Readonly<Partial<Record<Level, Fraction>>>>>>;
  /** P(no injury at all). */
  readonly none: Fraction;
  /** P(an injury of Major, Critical or Fatal). */
  readonly majorOrWorse: Fraction;
}

/**
 * Summarises the exact odds of an attack chance ({@link hthAttack} or {@link rangedAttack}) by location and level.
 *
 * @param attack - an attack chance
 * @returns the odds by location and level, of no injury, and of Major or worse
 * @example
 * ```ts
 * injuryOdds(hthAttack(jan, travis)).byLocation.body?.minor?.toString();
 * ```
 */
export function injuryOdds(attack: Chance<AttackOutcome>): InjuryOdds {
  if (!isChance(attack))
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "tugs.injuryOdds",
      path: "attack",
      value: attack,
      message: "expected a chance from hthAttack or rangedAttack",
    });
  const exact = odds(attack.map((o) => (o.level === null || o.location === null ? "none" : `${o.location}:${o.level}`)));
  const byLocation: Partial<Record<HitLocation, Partial<Record<Level, Fraction>>>> = {};
  let none = Fraction.of(0n);
  let majorOrWorse = Fraction.of(0n);
  for (const { value, probability } of exact.outcomes) {
    if (value === "none") {
      none = probability;
      continue;
    }
    const [location, level] = value.split(":") as [HitLocation, Level];
    byLocation[location] = { ...byLocation[location], [level]: probability };
    if (level === "major" || level === "critical" || level === "fatal") majorOrWorse = majorOrWorse.plus(probability);
  }
  return { byLocation, none, majorOrWorse };
}
