// TUGS resolvers in one shape (issue 16, docs/api-shape.md): `name(input, options?)`, the input one object with
// named fields, validated here at the edge once (strict: a misspelt field is an issue at its path), options always
// the tugs options, last and optional. Each calls the validated internal of the positional function it replaces
// (the same chance, no second parse); the positional forms stay for one minor version as deprecated overloads of
// the same name (CHANGELOG.md, "Deprecated").
//
// Validated once: each input schema is exported whole (for `validate`, the JSON Schemas and the docs), but the edge
// parses the characters of a call with `characterOf`, not with the input schema: a character the library sealed (a
// round's result, a parsed or created character) is taken as it is, as the positional forms always took it, and
// anything else is parsed once, its issues at `input.<field>`.
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { isNamedCall, named } from "../core/named-call.js";
import { boundedArray, boundedInt, boundedString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import type { ModifierEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import {
  attackRoll as positionalAttackRoll,
  defenseRoll as positionalDefenseRoll,
  parry,
  parryRoll as positionalParryRoll,
  type RollResult,
  rollAttack,
} from "./attack.js";
import {
  ableToAttack,
  type AttackOutcome,
  hthChain,
  hthAttack as positionalHthAttack,
  rangedAttack as positionalRangedAttack,
  rangedChain,
  weaponOf,
} from "./attack-chain.js";
import { type Attribute, AttributeSchema, attributeCheck, attributeRoll as positionalAttributeRoll } from "./check.js";
import {
  type HthContext,
  type HthContextInput,
  HthContextSchema,
  type InitiativeContext,
  type InitiativeContextInput,
  InitiativeContextSchema,
  type RangedContext,
  type RangedContextInput,
  RangedContextSchema,
} from "./context.js";
import { type DamageResult, damageRoll, damage as positionalDamage } from "./damage.js";
import { type FallResult, fallOf, objectFallOf, fall as positionalFall, fallingObject as positionalFallingObject } from "./fall.js";
import { initiativeOf, initiative as positionalInitiative } from "./initiative.js";
import { BlowSchema, type InjuryResult, type InjuryTiming, injuryApplied, applyInjury as positionalApplyInjury } from "./injury.js";
import { optionsOf, type TugsOptionsInput } from "./options.js";
import { type PenetrationResult, penetrationRoll, penetration as positionalPenetration } from "./penetration.js";
import { type RecoveryResult, recoveryOf, recoveryTime as positionalRecoveryTime } from "./recovery.js";
import { combatRound as positionalCombatRound, type RoundContextInput, RoundContextSchema, type RoundResult, roundContextOf, roundOf } from "./round.js";
import {
  CareSchema,
  type CharacterInput,
  CharacterSchema,
  characterOf,
  type HitLocation,
  HitLocationSchema,
  type Level,
  LevelSchema,
  type WeaponInput,
  WeaponSchema,
} from "./schemas.js";
import type { Care } from "./time-tables.js";
import { type TimeStep, TimeStepSchema, tickOf, worseningTick as positionalWorseningTick, type WorseningResult } from "./worsening.js";

const Yards = z.number().check(z.gte(0), z.lte(100_000));

/** The tugs options of a named call (`null` means absent), checked once. */
const optionsIn = (fn: string, options: unknown) => optionsOf(options, fn);

/** A character of a named call, at `input.<field>`: a sealed one as it is, anything else parsed once. */
const characterIn = (fn: string, value: unknown, field: string) => characterOf(value, fn, `input.${field}`);

/**
 * A plain input object cut in two: the fields under `keys` (the characters) and the rest, each read once. Undefined
 * when the input is not a plain object that can be read (a Proxy whose trap throws, a class instance...): it then
 * goes whole through the edge schema, whose preflight walk refuses it at its path.
 */
function cut<K extends string>(input: unknown, keys: readonly K[]): { readonly rest: object; readonly raw: Readonly<Record<K, unknown>> } | undefined {
  try {
    if (typeof input !== "object" || input === null || Object.getPrototypeOf(input) !== Object.prototype) return undefined;
    const rest = {};
    const raw = {} as Record<K, unknown>;
    for (const key of Object.keys(input)) {
      const value: unknown = (input as Record<string, unknown>)[key];
      // defined, never assigned: a "__proto__" key stays an own (unknown) key, refused by the strict schema
      if ((keys as readonly string[]).includes(key)) raw[key as K] = value;
      else Object.defineProperty(rest, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return { rest, raw };
  } catch {
    return undefined;
  }
}

/**
 * A named input parsed once: its characters (under `keys`, `Unread` in the edge schema) are handed
 * back as given, for {@link characterIn}; the other fields go through the edge schema, whose preflight walk then
 * reads them only (a character is walked and parsed once, by `characterOf`, or not at all when it is sealed).
 */
function parsedEdge<S extends z.ZodMiniType, K extends string>(
  fn: string,
  edge: S,
  input: unknown,
  keys: readonly K[],
): { readonly i: z.infer<S>; readonly raw: Readonly<Record<K, unknown>> } {
  const parts = cut(input, keys);
  if (parts !== undefined) return { i: named(fn, edge, parts.rest), raw: parts.raw };
  const i = named(fn, edge, input);
  return { i, raw: i as Readonly<Record<K, unknown>> };
}

/** A character field of an edge schema: handed back as given, for `characterOf` (never walked or parsed here). */
const Unread = z.optional(z.unknown());

/** The empty contexts, checked once and frozen (immutable constants): an absent context costs no parse. */
const NO_HTH_CONTEXT: HthContext = deepFreeze(parseOrThrow("tugs.hthAttack", HthContextSchema, {}, "input.context"));
const NO_RANGED_CONTEXT: RangedContext = deepFreeze(parseOrThrow("tugs.rangedAttack", RangedContextSchema, {}, "input.context"));
const NO_INITIATIVE_CONTEXT: InitiativeContext = deepFreeze(parseOrThrow("tugs.initiative", InitiativeContextSchema, {}, "input.context"));

/**
 * A modifier of a roll, as the library's modifier functions give it (`hthAttackModifiers`, `damageModifiers`...) and
 * as a trace holds it: its rule, what it is, and its whole value.
 *
 * @example
 * ```ts
 * validate(ModifierEntrySchema, { type: "modifier", rule: "TUGS-HTH-2", label: "defender flanked", value: 5 }).ok; // true
 * ```
 */
export const ModifierEntrySchema = strictObject({
  /** Always `"modifier"` (a trace entry's type); may be left out. */
  type: z.optional(z.literal("modifier")),
  /** The rule id the modifier comes from (TUGS-HTH-2, TUGS-DMG-1...). */
  rule: boundedString(),
  /** What the modifier is, for the trace. */
  label: boundedString(INPUT_LIMITS.textLength),
  /** Its value, a whole number. */
  value: boundedInt(-1_000_000, 1_000_000),
});

/** The modifiers of a roll, at most {@link INPUT_LIMITS}.listLength. */
const Modifiers = boundedArray(ModifierEntrySchema, INPUT_LIMITS.listLength);

// --- attacks ---------------------------------------------------------------------------------------------------

/**
 * The input of {@link hthAttack}: attacker, defender, the GM's view and the weapon.
 *
 * @example
 * ```ts
 * validate(HthAttackInputSchema, { attacker: jan, defender: travis, context: { defenderFlanked: true } }).ok; // true
 * ```
 */
export const HthAttackInputSchema = strictObject({
  /** The attacker. */
  attacker: CharacterSchema,
  /** The defender. */
  defender: CharacterSchema,
  /** The GM's view (TUGS-GM-1, TUGS-GM-3): positions, flanking, prone... */
  context: z.optional(z.nullable(HthContextSchema)),
  /** The attacker's weapon (default: its first). */
  weapon: z.optional(z.nullable(WeaponSchema)),
});
const HthAttackEdge = z.extend(HthAttackInputSchema, { attacker: Unread, defender: Unread });

/**
 * The input of {@link hthAttack}: attacker, defender, the GM's view and the weapon (see {@link HthAttackInputSchema}).
 *
 * @example
 * ```ts
 * const input: HthAttackInput = { attacker: jan, defender: travis, context: { defenderFlanked: true } };
 * ```
 */
export interface HthAttackInput {
  /** The attacker. */
  readonly attacker: CharacterInput;
  /** The defender. */
  readonly defender: CharacterInput;
  /** The GM's view (TUGS-GM-1, TUGS-GM-3). */
  readonly context?: HthContextInput | null | undefined;
  /** The attacker's weapon (default: its first). */
  readonly weapon?: WeaponInput | null | undefined;
}

/**
 * The input of {@link rangedAttack}: shooter, target, the GM's view and the weapon.
 *
 * @example
 * ```ts
 * validate(RangedAttackInputSchema, { attacker: jan, defender: travis, context: { range: "long" } }).ok; // true
 * ```
 */
export const RangedAttackInputSchema = strictObject({
  /** The shooter. */
  attacker: CharacterSchema,
  /** The target. */
  defender: CharacterSchema,
  /** The GM's view (TUGS-GM-2): range, movement, aimed location... */
  context: z.optional(z.nullable(RangedContextSchema)),
  /** The weapon (default: the shooter's first). */
  weapon: z.optional(z.nullable(WeaponSchema)),
});
const RangedAttackEdge = z.extend(RangedAttackInputSchema, { attacker: Unread, defender: Unread });

/**
 * The input of {@link rangedAttack}: shooter, target, the GM's view and the weapon (see {@link RangedAttackInputSchema}).
 *
 * @example
 * ```ts
 * const input: RangedAttackInput = { attacker: jan, defender: travis, context: { range: "long" } };
 * ```
 */
export interface RangedAttackInput {
  /** The shooter. */
  readonly attacker: CharacterInput;
  /** The target. */
  readonly defender: CharacterInput;
  /** The GM's view (TUGS-GM-2). */
  readonly context?: RangedContextInput | null | undefined;
  /** The weapon (default: the shooter's first). */
  readonly weapon?: WeaponInput | null | undefined;
}

/**
 * A whole hand-to-hand attack (TUGS-HTH-1), as a chance of its outcome: attack roll (TUGS-HTH-2), the
 * defender's parry if it hit (TUGS-HTH-3/4), location (TUGS-LOC-1/2), penetration (TUGS-PEN-1), damage
 * (TUGS-DMG-1) or blunt trauma (TUGS-BLUNT-1..3).
 *
 * @param input - `{ attacker, defender, context?, weapon? }`
 * @param options - the tugs options
 * @returns a chance of the outcome
 * @example
 * ```ts
 * resolve(hthAttack({ attacker: jan, defender: travis }), scriptedDice(["d20:10", "d20:15", "d20:16", "d6:3", "d6:4"])).value.level; // "minor"
 * ```
 */
export function hthAttack(input: HthAttackInput, options?: TugsOptionsInput | null): Chance<AttackOutcome>;
/**
 * A whole hand-to-hand attack, positional form.
 *
 * @deprecated Use `hthAttack({ attacker, defender, context, weapon }, options)`: the options come last.
 * @param attacker - the attacker
 * @param defender - the defender
 * @param ctx - the GM's view
 * @param options - the tugs options
 * @param weapon - the attacker's weapon
 * @returns a chance of the outcome
 * @example
 * ```ts
 * resolve(hthAttack(jan, travis), scriptedDice(["d20:10", "d20:15", "d20:16", "d6:3", "d6:4"])).value.level; // "minor"
 * ```
 */
export function hthAttack(
  attacker: CharacterInput,
  defender: CharacterInput,
  ctx?: HthContextInput | null,
  options?: TugsOptionsInput | null,
  weapon?: WeaponInput | null,
): Chance<AttackOutcome>;
export function hthAttack(...args: unknown[]): Chance<AttackOutcome> {
  if (!isNamedCall(args, "attacker")) return positionalHthAttack(...(args as Parameters<typeof positionalHthAttack>));
  const fn = "tugs.hthAttack";
  const { i, raw } = parsedEdge(fn, HthAttackEdge, args[0], ["attacker", "defender"]);
  const a = characterIn(fn, raw.attacker, "attacker");
  const d = characterIn(fn, raw.defender, "defender");
  const opts = optionsIn(fn, args[1]);
  const w = i.weapon ?? weaponOf(a, undefined, fn, "input.attacker.weapons");
  ableToAttack(fn, a, "input.attacker");
  return hthChain(a, d, i.context ?? NO_HTH_CONTEXT, opts, w);
}

/**
 * A whole ranged attack (TUGS-RNG-1), as a chance of its outcome: attack roll with the ranged modifiers
 * (TUGS-RNG-2) and the aimed location's penalty (TUGS-LOC-3), no defense, then penetration and damage.
 *
 * @param input - `{ attacker, defender, context?, weapon? }`
 * @param options - the tugs options
 * @returns a chance of the outcome
 * @example
 * ```ts
 * odds(rangedAttack({ attacker: jan, defender: travis, context: { range: "long" } })).probability((o) => o.result === "hit");
 * ```
 */
export function rangedAttack(input: RangedAttackInput, options?: TugsOptionsInput | null): Chance<AttackOutcome>;
/**
 * A whole ranged attack, positional form.
 *
 * @deprecated Use `rangedAttack({ attacker, defender, context, weapon }, options)`: the options come last.
 * @param attacker - the shooter
 * @param defender - the target
 * @param ctx - the GM's view
 * @param options - the tugs options
 * @param weapon - the weapon
 * @returns a chance of the outcome
 * @example
 * ```ts
 * odds(rangedAttack(jan, travis, { range: "long" })).probability((o) => o.result === "hit");
 * ```
 */
export function rangedAttack(
  attacker: CharacterInput,
  defender: CharacterInput,
  ctx?: RangedContextInput | null,
  options?: TugsOptionsInput | null,
  weapon?: WeaponInput | null,
): Chance<AttackOutcome>;
export function rangedAttack(...args: unknown[]): Chance<AttackOutcome> {
  if (!isNamedCall(args, "attacker")) return positionalRangedAttack(...(args as Parameters<typeof positionalRangedAttack>));
  const fn = "tugs.rangedAttack";
  const { i, raw } = parsedEdge(fn, RangedAttackEdge, args[0], ["attacker", "defender"]);
  const a = characterIn(fn, raw.attacker, "attacker");
  const d = characterIn(fn, raw.defender, "defender");
  const opts = optionsIn(fn, args[1]);
  const w = i.weapon ?? weaponOf(a, undefined, fn, "input.attacker.weapons");
  ableToAttack(fn, a, "input.attacker");
  return rangedChain(a, d, i.context ?? NO_RANGED_CONTEXT, opts, w);
}

// --- the steps of an attack ------------------------------------------------------------------------------------

/**
 * The input of {@link attackRoll}: the skill, the modifiers, and who rolls.
 *
 * @example
 * ```ts
 * validate(AttackRollInputSchema, { skill: 14, modifiers: hthAttackModifiers(jan, shortSword), who: "Jan" }).ok; // true
 * ```
 */
export const AttackRollInputSchema = strictObject({
  /** The attacker's skill level. */
  skill: boundedInt(-1_000_000, 1_000_000),
  /** The modifiers (`hthAttackModifiers` or `rangedAttackModifiers`). */
  modifiers: Modifiers,
  /** The attacker's name, for the trace (default "attacker"). */
  who: z.optional(z.nullable(boundedString())),
  /** Whether it is a shot (TUGS-RNG-1) rather than a hand-to-hand attack (TUGS-HTH-2; default false). */
  ranged: z.optional(z.nullable(z.boolean())),
});

/**
 * The input of {@link attackRoll} (see {@link AttackRollInputSchema}).
 *
 * @example
 * ```ts
 * const input: AttackRollInput = { skill: 14, modifiers: [], who: "Jan" };
 * ```
 */
export interface AttackRollInput {
  /** The attacker's skill level. */
  readonly skill: number;
  /** The modifiers. */
  readonly modifiers: readonly ModifierEntry[];
  /** The attacker's name, for the trace (default "attacker"). */
  readonly who?: string | null | undefined;
  /** Whether it is a shot (default false). */
  readonly ranged?: boolean | null | undefined;
}

/**
 * An attack roll, as a chance of `{ target, success, crit }`: d20 <= skill + modifiers is a success (TUGS-HTH-2,
 * TUGS-RNG-1), and a face at or under the critical threshold is a critical (TUGS-HTH-4, TUGS-AMB-1). An attack
 * that needs 0 or less cannot succeed and rolls no die (TUGS-AMB-1).
 *
 * @param input - `{ skill, modifiers, who?, ranged? }`
 * @param options - the tugs options (`critThreshold`)
 * @returns a chance of `{ target, success, crit }`
 * @example
 * ```ts
 * resolve(attackRoll({ skill: 14, modifiers: [], who: "Jan" }), scriptedDice(["d20:2"])).value; // { target: 14, success: true, crit: true }
 * ```
 */
export function attackRoll(input: AttackRollInput, options?: TugsOptionsInput | null): Chance<RollResult>;
/**
 * An attack roll, positional form.
 *
 * @deprecated Use `attackRoll({ skill, modifiers, who, ranged }, options)`: the options come last.
 * @param skill - the attacker's skill level
 * @param mods - the modifiers
 * @param options - the tugs options
 * @param who - the attacker's name, for the trace
 * @param ranged - whether it is a shot
 * @returns a chance of `{ target, success, crit }`
 * @example
 * ```ts
 * resolve(attackRoll(14, [], tugsOptions(), "Jan"), scriptedDice(["d20:2"])).value; // { target: 14, success: true, crit: true }
 * ```
 */
export function attackRoll(
  skill: number,
  mods: readonly ModifierEntry[],
  options?: TugsOptionsInput | null,
  who?: string,
  ranged?: boolean,
): Chance<RollResult>;
export function attackRoll(...args: unknown[]): Chance<RollResult> {
  if (!isNamedCall(args, "skill")) return positionalAttackRoll(...(args as Parameters<typeof positionalAttackRoll>));
  const fn = "tugs.attackRoll";
  const i = named(fn, AttackRollInputSchema, args[0]);
  return rollAttack(i.skill, i.modifiers as readonly ModifierEntry[], optionsIn(fn, args[1]), i.who ?? "attacker", i.ranged ?? false);
}

/**
 * The input of {@link defenseRoll}: the defender, whether the attack was a critical, and the parrying weapon.
 *
 * @example
 * ```ts
 * validate(DefenseRollInputSchema, { defender: travis, againstCrit: false }).ok; // true
 * ```
 */
export const DefenseRollInputSchema = strictObject({
  /** The defender. */
  defender: CharacterSchema,
  /** Whether the attack was a critical: then only a critical parry stops it (TUGS-HTH-4). */
  againstCrit: z.boolean(),
  /** The parrying weapon (default: the defender's first). */
  weapon: z.optional(z.nullable(WeaponSchema)),
});
const DefenseRollEdge = z.extend(DefenseRollInputSchema, { defender: Unread });

/**
 * The input of {@link defenseRoll} (see {@link DefenseRollInputSchema}).
 *
 * @example
 * ```ts
 * const input: DefenseRollInput = { defender: travis, againstCrit: true };
 * ```
 */
export interface DefenseRollInput {
  /** The defender. */
  readonly defender: CharacterInput;
  /** Whether the attack was a critical. */
  readonly againstCrit: boolean;
  /** The parrying weapon (default: the defender's first). */
  readonly weapon?: WeaponInput | null | undefined;
}

/**
 * A defense (parry) roll against a successful attack (TUGS-HTH-3), as a chance of `{ target, success, crit }`:
 * d20 <= skill + the weapon's parry bonus + impairment (TUGS-AMB-8). A critical attack is stopped only by a critical
 * parry (TUGS-HTH-4). A defense that cannot succeed rolls no die (TUGS-AMB-1).
 *
 * @param input - `{ defender, againstCrit, weapon? }`
 * @param options - the tugs options (`critThreshold`, `impairmentOnDefense`)
 * @returns a chance of `{ target, success, crit }`
 * @example
 * ```ts
 * odds(defenseRoll({ defender: travis, againstCrit: false })).probability((r) => r.success).toString(); // "2/5"
 * ```
 */
export function defenseRoll(input: DefenseRollInput, options?: TugsOptionsInput | null): Chance<RollResult>;
/**
 * A defense (parry) roll, positional form.
 *
 * @deprecated Use `defenseRoll({ defender, againstCrit, weapon }, options)`: the options come last.
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
export function defenseRoll(defender: CharacterInput, againstCrit: boolean, options?: TugsOptionsInput | null, weapon?: WeaponInput | null): Chance<RollResult>;
export function defenseRoll(...args: unknown[]): Chance<RollResult> {
  if (!isNamedCall(args, "defender")) return positionalDefenseRoll(...(args as Parameters<typeof positionalDefenseRoll>));
  const fn = "tugs.defenseRoll";
  const { i, raw } = parsedEdge(fn, DefenseRollEdge, args[0], ["defender"]);
  const d = characterIn(fn, raw.defender, "defender");
  const opts = optionsIn(fn, args[1]);
  const w = i.weapon ?? d.weapons[0];
  if (w === undefined)
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "input.defender.weapons", value: d.weapons, message: "expected a weapon to parry with" });
  return parry(d, w, i.againstCrit, opts);
}

/**
 * The input of {@link parryRoll}: as {@link DefenseRollInput}, the weapon required.
 *
 * @example
 * ```ts
 * validate(ParryRollInputSchema, { defender: travis, weapon: broadsword, againstCrit: false }).ok; // true
 * ```
 */
export const ParryRollInputSchema = strictObject({
  /** The defender. */
  defender: CharacterSchema,
  /** The parrying weapon. */
  weapon: WeaponSchema,
  /** Whether the attack was a critical: then only a critical parry stops it (TUGS-HTH-4). */
  againstCrit: z.boolean(),
});
const ParryRollEdge = z.extend(ParryRollInputSchema, { defender: Unread });

/**
 * The input of {@link parryRoll} (see {@link ParryRollInputSchema}).
 *
 * @example
 * ```ts
 * const input: ParryRollInput = { defender: travis, weapon: broadsword, againstCrit: false };
 * ```
 */
export interface ParryRollInput {
  /** The defender. */
  readonly defender: CharacterInput;
  /** The parrying weapon. */
  readonly weapon: WeaponInput;
  /** Whether the attack was a critical. */
  readonly againstCrit: boolean;
}

/**
 * A parry with a given weapon (TUGS-HTH-3/4): {@link defenseRoll} with its `weapon` required, the same chance.
 *
 * @param input - `{ defender, weapon, againstCrit }`
 * @param options - the tugs options (`critThreshold`, `impairmentOnDefense`)
 * @returns a chance of `{ target, success, crit }`
 * @example
 * ```ts
 * odds(parryRoll({ defender: travis, weapon: broadsword, againstCrit: false })).probability((r) => r.success).toString(); // "2/5"
 * ```
 */
export function parryRoll(input: ParryRollInput, options?: TugsOptionsInput | null): Chance<RollResult>;
/**
 * A parry with a given weapon, positional form.
 *
 * @deprecated Use `parryRoll({ defender, weapon, againstCrit }, options)` (or `defenseRoll`, the weapon optional).
 * @param defender - the defender
 * @param weapon - the parrying weapon
 * @param againstCrit - whether the attack was a critical
 * @param options - the tugs options
 * @returns a chance of `{ target, success, crit }`
 * @example
 * ```ts
 * odds(parryRoll(travis, broadsword, false)).probability((r) => r.success).toString(); // "2/5"
 * ```
 */
export function parryRoll(defender: CharacterInput, weapon: WeaponInput, againstCrit: boolean, options?: TugsOptionsInput | null): Chance<RollResult>;
export function parryRoll(...args: unknown[]): Chance<RollResult> {
  if (!isNamedCall(args, "defender")) return positionalParryRoll(...(args as Parameters<typeof positionalParryRoll>));
  const fn = "tugs.parryRoll";
  const { i, raw } = parsedEdge(fn, ParryRollEdge, args[0], ["defender"]);
  const d = characterIn(fn, raw.defender, "defender");
  return parry(d, i.weapon, i.againstCrit, optionsIn(fn, args[1]));
}

/**
 * The input of {@link penetration}: the modifiers and the armour at the hit location.
 *
 * @example
 * ```ts
 * validate(PenetrationInputSchema, { modifiers: penetrationModifiers(jan, shortSword, false, false), armour: 1 }).ok; // true
 * ```
 */
export const PenetrationInputSchema = strictObject({
  /** The modifiers (`penetrationModifiers`). */
  modifiers: Modifiers,
  /** The armour value at the hit location (0: no roll, it penetrates). */
  armour: boundedInt(0, 1_000_000),
});

/**
 * The input of {@link penetration} (see {@link PenetrationInputSchema}).
 *
 * @example
 * ```ts
 * const input: PenetrationInput = { modifiers: [], armour: 2 };
 * ```
 */
export interface PenetrationInput {
  /** The modifiers. */
  readonly modifiers: readonly ModifierEntry[];
  /** The armour value at the hit location. */
  readonly armour: number;
}

/**
 * A penetration roll (TUGS-PEN-1), as a chance of its result: 2D6 + modifiers must reach the armour's penetration
 * value (7, 9, 11, 13, 15, 17, then +2 a point). Armour 0 always penetrates and no die is rolled. No option changes
 * it; the options are still checked, so that one options object goes to every resolver.
 *
 * @param input - `{ modifiers, armour }`
 * @param options - the tugs options
 * @returns a chance of `{ total, pv, penetrates }`
 * @example
 * ```ts
 * resolve(penetration({ modifiers: [], armour: 2 }), scriptedDice(["d6:4", "d6:4"])).value; // { total: 8, pv: 9, penetrates: false }
 * ```
 */
export function penetration(input: PenetrationInput, options?: TugsOptionsInput | null): Chance<PenetrationResult>;
/**
 * A penetration roll, positional form.
 *
 * @deprecated Use `penetration({ modifiers, armour }, options)`.
 * @param mods - the modifiers
 * @param armour - the armour value at the hit location
 * @returns a chance of `{ total, pv, penetrates }`
 * @example
 * ```ts
 * resolve(penetration([], 2), scriptedDice(["d6:4", "d6:4"])).value; // { total: 8, pv: 9, penetrates: false }
 * ```
 */
export function penetration(mods: readonly ModifierEntry[], armour: number): Chance<PenetrationResult>;
export function penetration(...args: unknown[]): Chance<PenetrationResult> {
  if (!isNamedCall(args, "modifiers")) return positionalPenetration(...(args as Parameters<typeof positionalPenetration>));
  const fn = "tugs.penetration";
  const i = named(fn, PenetrationInputSchema, args[0]);
  optionsIn(fn, args[1]);
  return penetrationRoll(i.modifiers as readonly ModifierEntry[], i.armour);
}

/**
 * The input of {@link damage}: the modifiers, and the rule asking for the roll.
 *
 * @example
 * ```ts
 * validate(DamageInputSchema, { modifiers: damageModifiers(jan, shortSword, 1, travis, false, false) }).ok; // true
 * ```
 */
export const DamageInputSchema = strictObject({
  /** The modifiers (`damageModifiers`, or a fall's). */
  modifiers: Modifiers,
  /** The rule asking for the roll, for the trace (default TUGS-DMG-1; TUGS-FALL-1...). */
  rule: z.optional(z.nullable(boundedString())),
});

/**
 * The input of {@link damage} (see {@link DamageInputSchema}).
 *
 * @example
 * ```ts
 * const input: DamageInput = { modifiers: [], rule: "TUGS-DMG-1" };
 * ```
 */
export interface DamageInput {
  /** The modifiers. */
  readonly modifiers: readonly ModifierEntry[];
  /** The rule asking for the roll (default TUGS-DMG-1). */
  readonly rule?: string | null | undefined;
}

/**
 * A damage roll (TUGS-DMG-1), as a chance of `{ total, level }`: 2D6 + modifiers, read on the injury table (1-4
 * Superficial, 5-7 Minor, 8-9 Major, 10-11 Critical, 12+ Fatal; 0 or less as TUGS-AMB-5 rules).
 *
 * @param input - `{ modifiers, rule? }`
 * @param options - the tugs options (`zeroDamage`)
 * @returns a chance of `{ total, level }`
 * @example
 * ```ts
 * const armour = { type: "modifier", rule: "TUGS-DMG-1", label: "armour", value: -2 } as const;
 * resolve(damage({ modifiers: [armour] }), scriptedDice(["d6:3", "d6:4"])).value; // { total: 5, level: "minor" }
 * ```
 */
export function damage(input: DamageInput, options?: TugsOptionsInput | null): Chance<DamageResult>;
/**
 * A damage roll, positional form.
 *
 * @deprecated Use `damage({ modifiers, rule }, options)`: the options come last.
 * @param mods - the modifiers
 * @param options - the tugs options
 * @param rule - the rule asking for the roll
 * @returns a chance of `{ total, level }`
 * @example
 * ```ts
 * resolve(damage([Object.freeze({ type: "modifier", rule: "TUGS-DMG-1", label: "x", value: -2 })]), scriptedDice(["d6:3", "d6:4"])).value; // { total: 5, level: "minor" }
 * ```
 */
export function damage(mods: readonly ModifierEntry[], options?: TugsOptionsInput | null, rule?: string | null): Chance<DamageResult>;
export function damage(...args: unknown[]): Chance<DamageResult> {
  if (!isNamedCall(args, "modifiers")) return positionalDamage(...(args as Parameters<typeof positionalDamage>));
  const fn = "tugs.damage";
  const i = named(fn, DamageInputSchema, args[0]);
  return damageRoll(i.modifiers as readonly ModifierEntry[], optionsIn(fn, args[1]), i.rule ?? "TUGS-DMG-1");
}

/**
 * The input of {@link attributeRoll}: who rolls, against which attribute, what for, and the modifiers.
 *
 * @example
 * ```ts
 * validate(AttributeRollInputSchema, { character: travis, attribute: "str", why: "keep the weapon" }).ok; // true
 * ```
 */
export const AttributeRollInputSchema = strictObject({
  /** Who rolls. */
  character: CharacterSchema,
  /** Which attribute: Stamina, Strength or Dexterity. */
  attribute: AttributeSchema,
  /** What the roll is for, for the trace ("keep the weapon"). */
  why: boundedString(INPUT_LIMITS.textLength),
  /** Any other modifier (-5 for an active day, TUGS-WORSE-2; default 0). */
  modifier: z.optional(z.nullable(boundedInt(-1000, 1000))),
  /** The impairment to use (default: the character's current one; TUGS-AMB-31 passes the one before an injury). */
  impairment: z.optional(z.nullable(boundedInt(-1000, 0))),
});
const AttributeRollEdge = z.extend(AttributeRollInputSchema, { character: Unread });

/**
 * The input of {@link attributeRoll} (see {@link AttributeRollInputSchema}).
 *
 * @example
 * ```ts
 * const input: AttributeRollInput = { character: travis, attribute: "sta", why: "stay up", modifier: -5 };
 * ```
 */
export interface AttributeRollInput {
  /** Who rolls. */
  readonly character: CharacterInput;
  /** Which attribute. */
  readonly attribute: Attribute;
  /** What the roll is for, for the trace. */
  readonly why: string;
  /** Any other modifier (default 0). */
  readonly modifier?: number | null | undefined;
  /** The impairment to use (default: the character's current one). */
  readonly impairment?: number | null | undefined;
}

/**
 * A roll against Strength, Dexterity or Stamina (TUGS-CHK-1, TUGS-EFF-1), as a chance of success: d20 <= the
 * attribute + the modifier + the impairment (unless TUGS-AMB-30 excludes it).
 *
 * @param input - `{ character, attribute, why, modifier?, impairment? }`
 * @param options - the tugs options (`impairmentOnAttributeRolls`)
 * @returns a chance of success
 * @example
 * ```ts
 * resolve(attributeRoll({ character: travis, attribute: "str", why: "keep the weapon" }), scriptedDice(["d20:11"])).value; // true
 * ```
 */
export function attributeRoll(input: AttributeRollInput, options?: TugsOptionsInput | null): Chance<boolean>;
/**
 * A roll against an attribute, positional form.
 *
 * @deprecated Use `attributeRoll({ character, attribute, why, modifier, impairment }, options)`: the options come last.
 * @param character - who rolls
 * @param attribute - which attribute
 * @param options - the tugs options
 * @param why - what the roll is for
 * @param modifier - any other modifier
 * @param impairmentValue - the impairment to use
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
  modifier?: number,
  impairmentValue?: number,
): Chance<boolean>;
export function attributeRoll(...args: unknown[]): Chance<boolean> {
  if (!isNamedCall(args, "character")) return positionalAttributeRoll(...(args as Parameters<typeof positionalAttributeRoll>));
  const fn = "tugs.attributeRoll";
  const { i, raw } = parsedEdge(fn, AttributeRollEdge, args[0], ["character"]);
  const c = characterIn(fn, raw.character, "character");
  return attributeCheck(c, i.attribute, optionsIn(fn, args[1]), i.why, i.modifier ?? 0, i.impairment ?? undefined);
}

// --- a round ---------------------------------------------------------------------------------------------------

/**
 * The input of {@link combatRound}: the two combatants and the GM's view of the round.
 *
 * @example
 * ```ts
 * validate(RoundInputSchema, { a: jan, b: travis, context: { a: { surprised: true } } }).ok; // true
 * ```
 */
export const RoundInputSchema = strictObject({
  /** The first combatant (rolls initiative first). */
  a: CharacterSchema,
  /** The second combatant. */
  b: CharacterSchema,
  /** The GM's view of the round. */
  context: z.optional(z.nullable(RoundContextSchema)),
});
const RoundEdge = z.extend(RoundInputSchema, { a: Unread, b: Unread });

/**
 * The input of {@link combatRound}: the two combatants and the GM's view of the round (see {@link RoundInputSchema}).
 *
 * @example
 * ```ts
 * const input: RoundInput = { a: jan, b: travis, context: { a: { surprised: true } } };
 * ```
 */
export interface RoundInput {
  /** The first combatant (rolls initiative first). */
  readonly a: CharacterInput;
  /** The second combatant. */
  readonly b: CharacterInput;
  /** The GM's view of the round. */
  readonly context?: RoundContextInput | null | undefined;
}

/**
 * One round of a fight between two combatants (TUGS-HTH-1, TUGS-RNG-1), as a chance of the round's result: both
 * roll initiative (TUGS-INIT-1; ties act simultaneously, TUGS-AMB-26), each able combatant attacks in order, each
 * hit is applied (TUGS-EFF-1). Roll it with the core's `resolve` (the value and the trace: what the deprecated
 * `playRound` returned), ask its exact `odds`, or `simulate` it; feed the new states back for the next round, or
 * let {@link duel} play the rounds to the end.
 *
 * @param input - `{ a, b, context? }`
 * @param options - the tugs options
 * @returns a chance of the round's result
 * @example
 * ```ts
 * const { value, trace } = resolve(combatRound({ a: jan, b: travis, context: { a: { surprised: true } } }), seededDice(42));
 * value.order; // "a", "b" or "simultaneous"
 * ```
 */
export function combatRound(input: RoundInput, options?: TugsOptionsInput | null): Chance<RoundResult>;
/**
 * One round of a fight, positional form.
 *
 * @deprecated Use `combatRound({ a, b, context }, options)`.
 * @param a - the first combatant
 * @param b - the second combatant
 * @param ctx - the GM's view of the round
 * @param options - the tugs options
 * @returns a chance of the round's result
 * @example
 * ```ts
 * resolve(combatRound(jan, travis, { a: { surprised: true } }), seededDice(42)).value.order;
 * ```
 */
export function combatRound(a: CharacterInput, b: CharacterInput, ctx?: RoundContextInput | null, options?: TugsOptionsInput | null): Chance<RoundResult>;
export function combatRound(...args: unknown[]): Chance<RoundResult> {
  if (!isNamedCall(args, "a")) return positionalCombatRound(...(args as Parameters<typeof positionalCombatRound>));
  const fn = "tugs.combatRound";
  const { i, raw } = parsedEdge(fn, RoundEdge, args[0], ["a", "b"]);
  const a = characterIn(fn, raw.a, "a");
  const b = characterIn(fn, raw.b, "b");
  return roundOf(a, b, i.context ?? roundContextOf(undefined, fn), optionsIn(fn, args[1]));
}

// --- initiative ------------------------------------------------------------------------------------------------

/**
 * The input of {@link initiative}: who rolls, the weapon in hand, the GM's view.
 *
 * @example
 * ```ts
 * validate(InitiativeInputSchema, { character: jan, context: { surprised: true } }).ok; // true
 * ```
 */
export const InitiativeInputSchema = strictObject({
  /** Who rolls. */
  character: CharacterSchema,
  /** The weapon in hand (default: the character's first). */
  weapon: z.optional(z.nullable(WeaponSchema)),
  /** The GM's view (TUGS-GM-1): surprised, unprepared, on the ground. */
  context: z.optional(z.nullable(InitiativeContextSchema)),
});
const InitiativeEdge = z.extend(InitiativeInputSchema, { character: Unread });

/**
 * The input of {@link initiative}: who rolls, the weapon in hand, the GM's view (see {@link InitiativeInputSchema}).
 *
 * @example
 * ```ts
 * const input: InitiativeInput = { character: jan, context: { surprised: true } };
 * ```
 */
export interface InitiativeInput {
  /** Who rolls. */
  readonly character: CharacterInput;
  /** The weapon in hand (default: the character's first). */
  readonly weapon?: WeaponInput | null | undefined;
  /** The GM's view (TUGS-GM-1). */
  readonly context?: InitiativeContextInput | null | undefined;
}

/**
 * An initiative roll, as a chance of the total: 1D6 + Initiative + modifiers (TUGS-INIT-1): surprised −5,
 * unprepared −5, impairment halved (TUGS-IMP-1, TUGS-AMB-7), on the ground −2, weapon initiative, the −3 of a blow
 * on rigid armour (TUGS-BLUNT-2).
 *
 * @param input - `{ character, weapon?, context? }`
 * @param options - the tugs options
 * @returns a chance of the total
 * @example
 * ```ts
 * resolve(initiative({ character: jan, context: { surprised: true } }), scriptedDice(["d6:2"])).value; // 8
 * ```
 */
export function initiative(input: InitiativeInput, options?: TugsOptionsInput | null): Chance<number>;
/**
 * An initiative roll, positional form.
 *
 * @deprecated Use `initiative({ character, weapon, context }, options)`.
 * @param character - who rolls
 * @param weapon - the weapon in hand
 * @param ctx - the GM's view
 * @param options - the tugs options
 * @returns a chance of the total
 * @example
 * ```ts
 * resolve(initiative(jan, undefined, { surprised: true }), scriptedDice(["d6:2"])).value; // 8
 * ```
 */
export function initiative(
  character: CharacterInput,
  weapon?: WeaponInput | null,
  ctx?: InitiativeContextInput | null,
  options?: TugsOptionsInput | null,
): Chance<number>;
export function initiative(...args: unknown[]): Chance<number> {
  if (!isNamedCall(args, "character")) return positionalInitiative(...(args as Parameters<typeof positionalInitiative>));
  const fn = "tugs.initiative";
  const { i, raw } = parsedEdge(fn, InitiativeEdge, args[0], ["character"]);
  const c = characterIn(fn, raw.character, "character");
  return initiativeOf(c, i.weapon ?? undefined, i.context ?? NO_INITIATIVE_CONTEXT, optionsIn(fn, args[1]));
}

// --- falls -----------------------------------------------------------------------------------------------------

/**
 * The input of {@link fall}: who falls, how far, where it lands.
 *
 * @example
 * ```ts
 * validate(FallInputSchema, { character: jan, heightYards: 6 }).ok; // true
 * ```
 */
export const FallInputSchema = strictObject({
  /** Who falls. */
  character: CharacterSchema,
  /** The height of the fall, in yards. */
  heightYards: Yards,
  /** Where the injury lands (default body, TUGS-GM-7). */
  location: z.optional(z.nullable(HitLocationSchema)),
});
const FallEdge = z.extend(FallInputSchema, { character: Unread });

/**
 * The input of {@link fall}: who falls, how far, where it lands (see {@link FallInputSchema}).
 *
 * @example
 * ```ts
 * const input: FallInput = { character: jan, heightYards: 6 };
 * ```
 */
export interface FallInput {
  /** Who falls. */
  readonly character: CharacterInput;
  /** The height of the fall, in yards. */
  readonly heightYards: number;
  /** Where the injury lands (default body). */
  readonly location?: HitLocation | null | undefined;
}

/**
 * A fall of 2 yards or more (TUGS-FALL-1), as a chance of its result: damage = 2D6 − Resistance + 1 per
 * additional 2 yards beyond the first 2 (TUGS-AMB-23), a non-lethal injury at the location the GM names
 * (default body, TUGS-GM-7).
 *
 * @param input - `{ character, heightYards, location? }`
 * @param options - the tugs options (`fallSteps`, `zeroDamage`)
 * @returns a chance of the result; below 2 yards nothing happens and no die is rolled
 * @example
 * ```ts
 * resolve(fall({ character: jan, heightYards: 6 }), scriptedDice(["d6:3", "d6:4"])).value.total; // 10
 * ```
 */
export function fall(input: FallInput, options?: TugsOptionsInput | null): Chance<FallResult>;
/**
 * A fall, positional form.
 *
 * @deprecated Use `fall({ character, heightYards, location }, options)`: the options come last.
 * @param character - who falls
 * @param heightYards - the height of the fall, in yards
 * @param options - the tugs options
 * @param location - where the injury lands
 * @returns a chance of the result
 * @example
 * ```ts
 * resolve(fall(jan, 6), scriptedDice(["d6:3", "d6:4"])).value.total; // 10
 * ```
 */
export function fall(character: CharacterInput, heightYards: number, options?: TugsOptionsInput | null, location?: HitLocation | null): Chance<FallResult>;
export function fall(...args: unknown[]): Chance<FallResult> {
  if (!isNamedCall(args, "character")) return positionalFall(...(args as Parameters<typeof positionalFall>));
  const fn = "tugs.fall";
  const { i, raw } = parsedEdge(fn, FallEdge, args[0], ["character"]);
  const c = characterIn(fn, raw.character, "character");
  return fallOf(c, i.heightYards, optionsIn(fn, args[1]), i.location ?? "body");
}

/**
 * The input of {@link fallingObject}: who is hit, from how high, how heavy, where.
 *
 * @example
 * ```ts
 * validate(FallingObjectInputSchema, { character: travis, heightYards: 4, weightLb: 30 }).ok; // true
 * ```
 */
export const FallingObjectInputSchema = strictObject({
  /** Who is hit. */
  character: CharacterSchema,
  /** The height it fell from, in yards. */
  heightYards: Yards,
  /** Its weight, in pounds. */
  weightLb: z.number().check(z.gte(0), z.lte(1_000_000)),
  /** Where it lands (default body, TUGS-GM-7). */
  location: z.optional(z.nullable(HitLocationSchema)),
});
const FallingObjectEdge = z.extend(FallingObjectInputSchema, { character: Unread });

/**
 * The input of {@link fallingObject}: who is hit, from how high, how heavy, where (see {@link FallingObjectInputSchema}).
 *
 * @example
 * ```ts
 * const input: FallingObjectInput = { character: travis, heightYards: 4, weightLb: 30 };
 * ```
 */
export interface FallingObjectInput extends FallInput {
  /** Its weight, in pounds. */
  readonly weightLb: number;
}

/**
 * A falling object of 10 lb or more (TUGS-FALL-2), as a chance of its result: damage = 2D6 − Armour − Resistance
 * + 1 per additional 2 yards or 10 lb (TUGS-AMB-23), a non-lethal injury (default location body, TUGS-GM-7).
 *
 * @param input - `{ character, heightYards, weightLb, location? }`
 * @param options - the tugs options
 * @returns a chance of the result; under 10 lb nothing happens and no die is rolled
 * @example
 * ```ts
 * resolve(fallingObject({ character: travis, heightYards: 4, weightLb: 30 }), scriptedDice(["d6:3", "d6:4"])).value.total; // 8
 * ```
 */
export function fallingObject(input: FallingObjectInput, options?: TugsOptionsInput | null): Chance<FallResult>;
/**
 * A falling object, positional form.
 *
 * @deprecated Use `fallingObject({ character, heightYards, weightLb, location }, options)`: the options come last.
 * @param character - who is hit
 * @param heightYards - the height it fell from, in yards
 * @param weightLb - its weight, in pounds
 * @param options - the tugs options
 * @param location - where it lands
 * @returns a chance of the result
 * @example
 * ```ts
 * resolve(fallingObject(travis, 4, 30), scriptedDice(["d6:3", "d6:4"])).value.total; // 8
 * ```
 */
export function fallingObject(
  character: CharacterInput,
  heightYards: number,
  weightLb: number,
  options?: TugsOptionsInput | null,
  location?: HitLocation | null,
): Chance<FallResult>;
export function fallingObject(...args: unknown[]): Chance<FallResult> {
  if (!isNamedCall(args, "character")) return positionalFallingObject(...(args as Parameters<typeof positionalFallingObject>));
  const fn = "tugs.fallingObject";
  const { i, raw } = parsedEdge(fn, FallingObjectEdge, args[0], ["character"]);
  const c = characterIn(fn, raw.character, "character");
  return objectFallOf(c, i.heightYards, i.weightLb, optionsIn(fn, args[1]), i.location ?? "body");
}

// --- injuries and time -----------------------------------------------------------------------------------------

/**
 * The input of {@link applyInjury}: who is hit, the blow, and whether they already attacked this round.
 *
 * @example
 * ```ts
 * validate(ApplyInjuryInputSchema, { defender: travis, blow: { location: "weaponArm", level: "minor", lethal: true } }).ok; // true
 * ```
 */
export const ApplyInjuryInputSchema = strictObject({
  /** Who is hit. */
  defender: CharacterSchema,
  /** The location, level, lethality and rigid-armour effect (an attack outcome's hit). */
  blow: BlowSchema,
  /** Whether the defender already attacked this round (TUGS-AMB-20). */
  alreadyAttacked: z.optional(z.boolean()),
});
const ApplyInjuryEdge = z.extend(ApplyInjuryInputSchema, { defender: Unread });

/**
 * The input of {@link applyInjury}: who is hit, the blow, and whether they already attacked this round (see
 * {@link ApplyInjuryInputSchema}).
 *
 * @example
 * ```ts
 * const input: ApplyInjuryInput = { defender: travis, blow: { location: "weaponArm", level: "minor", lethal: true, blunt: "none" } };
 * ```
 */
export interface ApplyInjuryInput extends InjuryTiming {
  /** Who is hit. */
  readonly defender: CharacterInput;
  /** The location, level, lethality and rigid-armour effect (an attack outcome's hit). */
  readonly blow: z.input<typeof BlowSchema>;
}

/**
 * Applies a blow to its defender (TUGS-INJ-1/2, TUGS-LETH-1, TUGS-EFF-1, TUGS-BLUNT-2), as a chance of the new
 * state and the effects: the injury and its hit points, the location's effect rolls, a limb Critical/Fatal
 * counting as a body injury (TUGS-AMB-10), the Stamina roll of a character already hit Major in the body
 * (TUGS-AMB-18). Effect rolls use the impairment from before this injury (TUGS-AMB-31).
 *
 * @param input - `{ defender, blow, alreadyAttacked? }`
 * @param options - the tugs options
 * @returns a chance of the new state and the effects
 * @example
 * ```ts
 * const blow = { location: "weaponArm", level: "minor", lethal: true, blunt: "none" } as const;
 * resolve(applyInjury({ defender: travis, blow }), scriptedDice(["d20:11"])).value.effects; // ["keepsWeapon"]
 * ```
 */
export function applyInjury(input: ApplyInjuryInput, options?: TugsOptionsInput | null): Chance<InjuryResult>;
/**
 * Applies a blow to its defender, positional form.
 *
 * @deprecated Use `applyInjury({ defender, blow, alreadyAttacked }, options)`: the options come last.
 * @param defender - who is hit
 * @param blow - the location, level, lethality and rigid-armour effect
 * @param options - the tugs options
 * @param timing - whether the defender already attacked this round
 * @returns a chance of the new state and the effects
 * @example
 * ```ts
 * resolve(applyInjury(travis, { location: "weaponArm", level: "minor", lethal: true, blunt: "none" }), scriptedDice(["d20:11"])).value.effects;
 * ```
 */
export function applyInjury(
  defender: CharacterInput,
  blow: z.input<typeof BlowSchema>,
  options?: TugsOptionsInput | null,
  timing?: InjuryTiming | null,
): Chance<InjuryResult>;
export function applyInjury(...args: unknown[]): Chance<InjuryResult> {
  if (!isNamedCall(args, "defender")) return positionalApplyInjury(...(args as Parameters<typeof positionalApplyInjury>));
  const fn = "tugs.applyInjury";
  const { i, raw } = parsedEdge(fn, ApplyInjuryEdge, args[0], ["defender"]);
  const d = characterIn(fn, raw.defender, "defender");
  // the timing as the positional form reads it: absent is {}, given is { alreadyAttacked }
  return injuryApplied(d, i.blow, optionsIn(fn, args[1]), i.alreadyAttacked === undefined ? {} : { alreadyAttacked: i.alreadyAttacked });
}

/**
 * The input of {@link recoveryTime}: the injury's level and lethality, and the care it gets.
 *
 * @example
 * ```ts
 * validate(RecoveryTimeInputSchema, { level: "major", lethal: true, care: "hospital" }).ok; // true
 * ```
 */
export const RecoveryTimeInputSchema = strictObject({
  /** The injury's level. */
  level: LevelSchema,
  /** Whether it is lethal (TUGS-LETH-1): lethal injuries take longer (TUGS-REC-1). */
  lethal: z.boolean(),
  /** The care it gets (TUGS-REC-2, TUGS-GM-6). */
  care: CareSchema,
});

/**
 * The input of {@link recoveryTime} (see {@link RecoveryTimeInputSchema}).
 *
 * @example
 * ```ts
 * const input: RecoveryTimeInput = { level: "minor", lethal: false, care: "rest" };
 * ```
 */
export interface RecoveryTimeInput {
  /** The injury's level. */
  readonly level: Level;
  /** Whether it is lethal. */
  readonly lethal: boolean;
  /** The care it gets. */
  readonly care: Care;
}

/**
 * The time for an injury to drop one level (TUGS-REC-1) times the care multiplier (TUGS-REC-2: rest 125 %, Minor or
 * less only; rest and first aid 100 %; dispensary 70 %; hospital 50 %), as a chance of an exact duration, rounded
 * up at the end only if TUGS-AMB-24 says so. A Fatal injury does not recover.
 *
 * @param input - `{ level, lethal, care }`
 * @param options - the tugs options (`recoveryRounding`)
 * @returns a chance of the duration
 * @example
 * ```ts
 * resolve(recoveryTime({ level: "major", lethal: true, care: "hospital" }), scriptedDice(["d6:5"])).value; // { recovers: true, numerator: 3, denominator: 2, unit: "months" }
 * ```
 */
export function recoveryTime(input: RecoveryTimeInput, options?: TugsOptionsInput | null): Chance<RecoveryResult>;
/**
 * The recovery time of an injury, positional form.
 *
 * @deprecated Use `recoveryTime({ level, lethal, care }, options)`.
 * @param level - the injury's level
 * @param lethal - whether it is lethal
 * @param care - the care it gets
 * @param options - the tugs options
 * @returns a chance of the duration
 * @example
 * ```ts
 * resolve(recoveryTime("major", true, "hospital"), scriptedDice(["d6:5"])).value; // { recovers: true, numerator: 3, denominator: 2, unit: "months" }
 * ```
 */
export function recoveryTime(level: Level, lethal: boolean, care: Care, options?: TugsOptionsInput | null): Chance<RecoveryResult>;
export function recoveryTime(...args: unknown[]): Chance<RecoveryResult> {
  if (!isNamedCall(args, "level")) return positionalRecoveryTime(...(args as Parameters<typeof positionalRecoveryTime>));
  const fn = "tugs.recoveryTime";
  const i = named(fn, RecoveryTimeInputSchema, args[0]);
  return recoveryOf(i.level, i.lethal, i.care, optionsIn(fn, args[1]));
}

/**
 * The input of {@link worseningTick}: the character, which injury, and the time that passes.
 *
 * @example
 * ```ts
 * validate(WorseningTickInputSchema, { character: thomas, index: 0, step: { kind: "day", activity: "active" } }).ok; // true
 * ```
 */
export const WorseningTickInputSchema = strictObject({
  /** The injured character. */
  character: CharacterSchema,
  /** Which injury: its index in the character's `injuries`. */
  index: boundedInt(0, INPUT_LIMITS.listLength),
  /** A day (at rest or active), or some minutes (TUGS-GM-6). */
  step: TimeStepSchema,
});
const WorseningTickEdge = z.extend(WorseningTickInputSchema, { character: Unread });

/**
 * The input of {@link worseningTick} (see {@link WorseningTickInputSchema}).
 *
 * @example
 * ```ts
 * const input: WorseningTickInput = { character: thomas, index: 0, step: { kind: "minutes", minutes: 10 } };
 * ```
 */
export interface WorseningTickInput {
  /** The injured character. */
  readonly character: CharacterInput;
  /** Which injury: its index in the character's `injuries`. */
  readonly index: number;
  /** A day (at rest or active), or some minutes. */
  readonly step: TimeStep;
}

/**
 * Advances time for one untreated injury (TUGS-WORSE-1/2), as a chance of the new state. A Critical becomes Fatal
 * after 10 minutes; a Minor or Major, once its worsening period has passed, calls for a Stamina roll each day (-5
 * on an active day, and the impairment, TUGS-AMB-30), a failure worsening it one level with the new level's effects
 * (TUGS-AMB-35/36). Treated, Superficial and Fatal injuries do not worsen, nor does a derived body injury.
 *
 * @param input - `{ character, index, step }`
 * @param options - the tugs options (`worseningPeriodRestarts`, `impairmentOnAttributeRolls`)
 * @returns a chance of the new state
 * @example
 * ```ts
 * resolve(worseningTick({ character: thomas, index: 0, step: { kind: "day", activity: "active" } }), scriptedDice(["d20:3"])).value.worsened; // false
 * ```
 */
export function worseningTick(input: WorseningTickInput, options?: TugsOptionsInput | null): Chance<WorseningResult>;
/**
 * Advances time for one untreated injury, positional form.
 *
 * @deprecated Use `worseningTick({ character, index, step }, options)`.
 * @param character - the character
 * @param index - which injury
 * @param step - a day (rest or active), or some minutes
 * @param options - the tugs options
 * @returns a chance of the new state
 * @example
 * ```ts
 * resolve(worseningTick(thomas, 0, { kind: "day", activity: "active" }), scriptedDice(["d20:3"])).value.worsened; // false
 * ```
 */
export function worseningTick(character: CharacterInput, index: number, step: TimeStep, options?: TugsOptionsInput | null): Chance<WorseningResult>;
export function worseningTick(...args: unknown[]): Chance<WorseningResult> {
  if (!isNamedCall(args, "character")) return positionalWorseningTick(...(args as Parameters<typeof positionalWorseningTick>));
  const fn = "tugs.worseningTick";
  const { i, raw } = parsedEdge(fn, WorseningTickEdge, args[0], ["character"]);
  const c = characterIn(fn, raw.character, "character");
  const opts = optionsIn(fn, args[1]);
  checkInt(fn, "input.index", i.index, 0, c.injuries.length - 1);
  return tickOf(c, i.index, i.step, opts);
}
