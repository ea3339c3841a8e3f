// TUGS resolvers in one shape (issue 16, docs/api-shape.md): `name(input, options?)`, the input one object with
// named fields, validated here at the edge (strict: a misspelt field is an issue at its path), options always
// the tugs options, last and optional. Each is a thin call of the positional function it replaces (so a rule
// fixed there is fixed here); the positional forms stay for one minor version as deprecated overloads.
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { isNamedCall, named } from "../core/named-call.js";
import { strictObject } from "../core/schema-kit.js";
import { type AttackOutcome, hthAttack as hthChain, rangedAttack as rangedChain } from "./attack-chain.js";
import {
  type HthContextInput,
  HthContextSchema,
  type InitiativeContextInput,
  InitiativeContextSchema,
  type RangedContextInput,
  RangedContextSchema,
} from "./context.js";
import { type FallResult, fall as fallFrom, fallingObject as objectFalling } from "./fall.js";
import { initiative as initiativeRoll } from "./initiative.js";
import { BlowSchema, type InjuryResult, type InjuryTiming, applyInjury as injure } from "./injury.js";
import type { TugsOptionsInput } from "./options.js";
import { type RoundContextInput, RoundContextSchema, type RoundResult, combatRound as roundOf } from "./round.js";
import { type CharacterInput, CharacterSchema, type HitLocation, HitLocationSchema, type WeaponInput, WeaponSchema } from "./schemas.js";

const Yards = z.number().check(z.gte(0), z.lte(100_000));

// --- attacks ---------------------------------------------------------------------------------------------------

const HthAttackInputSchema = strictObject({
  /** The attacker. */
  attacker: CharacterSchema,
  /** The defender. */
  defender: CharacterSchema,
  /** The GM's view (TUGS-GM-1, TUGS-GM-3): positions, flanking, prone... */
  context: z.optional(z.nullable(HthContextSchema)),
  /** The attacker's weapon (default: its first). */
  weapon: z.optional(z.nullable(WeaponSchema)),
});

/**
 * The input of {@link hthAttack}: attacker, defender, the GM's view and the weapon.
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

const RangedAttackInputSchema = strictObject({
  /** The shooter. */
  attacker: CharacterSchema,
  /** The target. */
  defender: CharacterSchema,
  /** The GM's view (TUGS-GM-2): range, movement, aimed location... */
  context: z.optional(z.nullable(RangedContextSchema)),
  /** The weapon (default: the shooter's first). */
  weapon: z.optional(z.nullable(WeaponSchema)),
});

/**
 * The input of {@link rangedAttack}: shooter, target, the GM's view and the weapon.
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
  if (!isNamedCall(args, "attacker")) return hthChain(...(args as Parameters<typeof hthChain>));
  const i = named("tugs.hthAttack", HthAttackInputSchema, args[0]);
  return hthChain(i.attacker, i.defender, i.context, args[1] as TugsOptionsInput | null | undefined, i.weapon);
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
  if (!isNamedCall(args, "attacker")) return rangedChain(...(args as Parameters<typeof rangedChain>));
  const i = named("tugs.rangedAttack", RangedAttackInputSchema, args[0]);
  return rangedChain(i.attacker, i.defender, i.context, args[1] as TugsOptionsInput | null | undefined, i.weapon);
}

// --- a round ---------------------------------------------------------------------------------------------------

const RoundInputSchema = strictObject({
  /** The first combatant (rolls initiative first). */
  a: CharacterSchema,
  /** The second combatant. */
  b: CharacterSchema,
  /** The GM's view of the round. */
  context: z.optional(z.nullable(RoundContextSchema)),
});

/**
 * The input of {@link combatRound}: the two combatants and the GM's view of the round.
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
 * hit is applied (TUGS-EFF-1).
 *
 * @param input - `{ a, b, context? }`
 * @param options - the tugs options
 * @returns a chance of the round's result
 * @example
 * ```ts
 * resolve(combatRound({ a: jan, b: travis, context: { a: { surprised: true } } }), seededDice(42)).value.order; // "a", "b" or "simultaneous"
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
  if (!isNamedCall(args, "a")) return roundOf(...(args as Parameters<typeof roundOf>));
  const i = named("tugs.combatRound", RoundInputSchema, args[0]);
  return roundOf(i.a, i.b, i.context, args[1] as TugsOptionsInput | null | undefined);
}

// --- initiative ------------------------------------------------------------------------------------------------

const InitiativeInputSchema = strictObject({
  /** Who rolls. */
  character: CharacterSchema,
  /** The weapon in hand (default: the character's first). */
  weapon: z.optional(z.nullable(WeaponSchema)),
  /** The GM's view (TUGS-GM-1): surprised, unprepared, on the ground. */
  context: z.optional(z.nullable(InitiativeContextSchema)),
});

/**
 * The input of {@link initiative}: who rolls, the weapon in hand, the GM's view.
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
  if (!isNamedCall(args, "character")) return initiativeRoll(...(args as Parameters<typeof initiativeRoll>));
  const i = named("tugs.initiative", InitiativeInputSchema, args[0]);
  return initiativeRoll(i.character, i.weapon, i.context, args[1] as TugsOptionsInput | null | undefined);
}

// --- falls -----------------------------------------------------------------------------------------------------

const FallInputSchema = strictObject({
  /** Who falls. */
  character: CharacterSchema,
  /** The height of the fall, in yards. */
  heightYards: Yards,
  /** Where the injury lands (default body, TUGS-GM-7). */
  location: z.optional(z.nullable(HitLocationSchema)),
});

/**
 * The input of {@link fall}: who falls, how far, where it lands.
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
  if (!isNamedCall(args, "character")) return fallFrom(...(args as Parameters<typeof fallFrom>));
  const i = named("tugs.fall", FallInputSchema, args[0]);
  return fallFrom(i.character, i.heightYards, args[1] as TugsOptionsInput | null | undefined, i.location);
}

const FallingObjectInputSchema = strictObject({
  /** Who is hit. */
  character: CharacterSchema,
  /** The height it fell from, in yards. */
  heightYards: Yards,
  /** Its weight, in pounds. */
  weightLb: z.number().check(z.gte(0), z.lte(1_000_000)),
  /** Where it lands (default body, TUGS-GM-7). */
  location: z.optional(z.nullable(HitLocationSchema)),
});

/**
 * The input of {@link fallingObject}: who is hit, from how high, how heavy, where.
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
  if (!isNamedCall(args, "character")) return objectFalling(...(args as Parameters<typeof objectFalling>));
  const i = named("tugs.fallingObject", FallingObjectInputSchema, args[0]);
  return objectFalling(i.character, i.heightYards, i.weightLb, args[1] as TugsOptionsInput | null | undefined, i.location);
}

// --- injuries --------------------------------------------------------------------------------------------------

const InjuryInputSchema = strictObject({
  /** Who is hit. */
  defender: CharacterSchema,
  /** The location, level, lethality and rigid-armour effect (an attack outcome's hit). */
  blow: BlowSchema,
  /** Whether the defender already attacked this round (TUGS-AMB-20). */
  alreadyAttacked: z.optional(z.boolean()),
});

/**
 * The input of {@link applyInjury}: who is hit, the blow, and whether they already attacked this round.
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
  if (!isNamedCall(args, "defender")) return injure(...(args as Parameters<typeof injure>));
  const i = named("tugs.applyInjury", InjuryInputSchema, args[0]);
  return injure(
    i.defender,
    i.blow,
    args[1] as TugsOptionsInput | null | undefined,
    i.alreadyAttacked === undefined ? {} : { alreadyAttacked: i.alreadyAttacked },
  );
}
