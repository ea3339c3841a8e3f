// Evolution's resolvers in one shape (issue 16, docs/api-shape.md): `name(input, options?)`, the input one object
// with named fields, validated here at the edge once (strict: a misspelt field is an issue at its path), options
// always evolution's options, last and optional. Each calls the validated internal of the positional function it
// replaces (the same chance, no second parse); the positional forms stay for one minor version as deprecated
// overloads of the same name, and `resolveDamage` (a chance named like a resolution) as an alias of `damage`
// (CHANGELOG.md, "Deprecated").
import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { isNamedCall, named } from "../core/named-call.js";
import { boundedString, strictObject } from "../core/schema-kit.js";
import {
  type CloseCombatContext,
  type CloseCombatProcedure,
  type CloseCombatResult,
  closeCombatValidated,
  closeCombat as positionalCloseCombat,
} from "./close-combat.js";
import {
  type DamageOutcome,
  damageOutcomesValidated,
  damageOutcomes as positionalDamageOutcomes,
  resolveDamage as positionalResolveDamage,
  worstOutcome,
} from "./damage.js";
import { type DiceExpr, DiceExprSchema, diceFrom } from "./dice-expr.js";
import {
  canFireValidated,
  type FireContext,
  type FireRefusal,
  fireValidated,
  canFire as positionalCanFire,
  fire as positionalFire,
  type WeaponInput,
} from "./firing.js";
import type { Los } from "./los.js";
import { type Model, type ModelInput, ModelSchema, WeaponSchema } from "./model.js";
import {
  allowance,
  chargeReach,
  type ChargeOutcome,
  type MoveAllowance,
  type MoveContext,
  chargeOutcome as positionalChargeOutcome,
  moveAllowance as positionalMoveAllowance,
} from "./movement.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom } from "./options.js";
import {
  type ReactionProcedure,
  type ReactionResult,
  type ReactionTrigger,
  ReactionTriggerSchema,
  reactionValidated,
  reaction as positionalReaction,
} from "./reactions.js";
import { type ShotResult, shootValidated, shoot as positionalShoot } from "./shoot.js";
import { type WtfContext, wtfCheckValidated, wtfCheck as positionalWtfCheck } from "./wtf.js";

/** The paths of a named call's rule errors sit under its input. */
const AT = "input.";

/** Evolution's options of a named call (`null` means absent), parsed once. */
function optionsOf(fn: string, options: unknown): EvolutionOptions {
  return optionsFrom(fn, options);
}

const LosSchema = z.enum(["clear", "obscured", "blocked"]);
const Modifier = z.number().check(z.gte(-10), z.lte(10));
const TerrainSchema = z.enum(["open", "difficult", "impassable"]);
/** A function given by the app (a procedure replacing a placeholder). */
const FunctionSchema = z.custom<(...args: never[]) => unknown>((v) => typeof v === "function", "expected a function");

// --- shooting --------------------------------------------------------------------------------------------------

/**
 * The situation of a shot at a model ({@link shoot}): the line of sight and a further modifier (the target's
 * size is the target's own).
 *
 * @example
 * ```ts
 * validate(ShotContextSchema, { los: "obscured" }).ok; // true
 * ```
 */
export const ShotContextSchema = strictObject({
  /** EVO-LOS-1: the line of sight, see `lineOfSight` (EVO-GM-2, EVO-AMB-19). */
  los: LosSchema,
  /** Any further modifier to the die, e.g. from a special rule or the GM (default 0). */
  modifier: z.optional(Modifier),
});

/**
 * The input of {@link shoot}: shooter, weapon, target and the situation.
 *
 * @example
 * ```ts
 * validate(ShootInputSchema, { shooter: TOUGH, weapon: TOUGH.weapons[0], target: TOUGH, context: { los: "clear" } }).ok; // true
 * ```
 */
export const ShootInputSchema = strictObject({
  /** The shooter. */
  shooter: ModelSchema,
  /** The weapon fired. */
  weapon: WeaponSchema,
  /** The target (its size feeds the size modifier, EVO-AMB-5). */
  target: ModelSchema,
  /** The line of sight and a further modifier. */
  context: ShotContextSchema,
});

/**
 * Shooter, weapon, target and situation (see {@link ShootInputSchema}).
 *
 * @example
 * ```ts
 * const input: ShootInput = { shooter: TOUGH, weapon: TOUGH.weapons[0], target: TOUGH, context: { los: "clear" } };
 * ```
 */
export interface ShootInput {
  /** The shooter. */
  readonly shooter: ModelInput;
  /** The weapon fired. */
  readonly weapon: WeaponInput;
  /** The target. */
  readonly target: ModelInput;
  /** The line of sight and a further modifier. */
  readonly context: Omit<FireContext, "targetSize">;
}

/**
 * One Shoot action against one target (EVO-ACT-2, EVO-FIRE-1, EVO-DMG-1, EVO-WOUND-1): roll the firing dice,
 * then the damage of each hit in turn, applying each outcome to the target (a second Serious wound kills); once
 * the target is removed no more damage is rolled. The line of sight is an explicit input (EVO-GM-2).
 *
 * @param input - `{ shooter, weapon, target, context }`
 * @param options - rulings; EVO-AMB-1, 2, 4, 5 and 12 apply
 * @returns a chance of the hits and the target's new wound state (frozen values)
 * @example
 * ```ts
 * const shot = shoot({ shooter: TOUGH, weapon: TOUGH.weapons[0], target: TOUGH, context: { los: "clear" } });
 * odds(shot).probability((r) => r.target.removed).toString(); // "1/18" (EVO-DT-7)
 * ```
 */
export function shoot(input: ShootInput, options?: EvolutionOptionsInput | null): Chance<ShotResult>;
/**
 * One Shoot action, positional form (the line of sight optional: absent, clear is assumed and traced).
 *
 * @deprecated Use `shoot({ shooter, weapon, target, context }, options)`.
 * @param shooter - the shooter
 * @param weapon - the weapon fired
 * @param target - the target
 * @param context - the line of sight and a further modifier
 * @param options - rulings
 * @returns a chance of the hits and the target's new wound state
 * @example
 * ```ts
 * shoot(TOUGH, TOUGH.weapons[0], TOUGH, { los: "clear" });
 * ```
 */
export function shoot(
  shooter: ModelInput,
  weapon: WeaponInput,
  target: ModelInput,
  context?: (Omit<FireContext, "targetSize" | "los"> & { readonly los?: Los }) | null,
  options?: EvolutionOptionsInput | null,
): Chance<ShotResult>;
export function shoot(...args: unknown[]): Chance<ShotResult> {
  if (!isNamedCall(args, "shooter")) return positionalShoot(...(args as Parameters<typeof positionalShoot>));
  const fn = "evolution.shoot";
  const i = named(fn, ShootInputSchema, args[0]);
  return shootValidated(fn, i.shooter, i.weapon, i.target, i.context as ShootInput["context"], optionsOf(fn, args[1]), AT, fn);
}

/**
 * The situation of firing ({@link fire}): the line of sight, the target's size and a further modifier.
 *
 * @example
 * ```ts
 * validate(FireContextSchema, { los: "clear", targetSize: 3 }).ok; // true
 * ```
 */
export const FireContextSchema = strictObject({
  /** EVO-LOS-1: the line of sight, see `lineOfSight` (EVO-GM-2, EVO-AMB-19). */
  los: LosSchema,
  /** EVO-SIZE-1: the target's size (a human is 3), for the size modifier (EVO-AMB-5). */
  targetSize: z.int().check(z.gte(1), z.lte(20)),
  /** Any further modifier to the die, e.g. from a special rule or the GM (default 0). */
  modifier: z.optional(Modifier),
});

/**
 * The input of {@link fire}: shooter, weapon and the situation.
 *
 * @example
 * ```ts
 * validate(FireInputSchema, { shooter: TOUGH, weapon: TOUGH.weapons[0], context: { los: "clear", targetSize: 3 } }).ok; // true
 * ```
 */
export const FireInputSchema = strictObject({
  /** The shooter. */
  shooter: ModelSchema,
  /** The weapon fired. */
  weapon: WeaponSchema,
  /** The line of sight, the target's size and a further modifier. */
  context: FireContextSchema,
});

/**
 * Shooter, weapon and situation (see {@link FireInputSchema}).
 *
 * @example
 * ```ts
 * const input: FireInput = { shooter: TOUGH, weapon: TOUGH.weapons[0], context: { los: "clear", targetSize: 3 } };
 * ```
 */
export interface FireInput {
  /** The shooter. */
  readonly shooter: ModelInput;
  /** The weapon fired. */
  readonly weapon: WeaponInput;
  /** The line of sight, the target's size and a further modifier. */
  readonly context: FireContext;
}

/**
 * Fires a weapon (EVO-FIRE-1, EVO-LOS-1, EVO-GEN-1): each firing die is a D6; D6 + modifiers ≥ the shooter's
 * Accuracy scores a hit. Modifiers: Obscured −1, a Serious wound −1, size (EVO-AMB-5, 0 by default), and any
 * further one. A model that may not fire (see {@link canFire}) is misuse here.
 *
 * @param input - `{ shooter, weapon, context }`
 * @param options - rulings; EVO-AMB-5 and EVO-AMB-12 apply here
 * @returns a chance of the number of hits
 * @throws RulesError `RULE_VIOLATION` when the shooter may not fire (blocked, removed, suppressed, no firing dice)
 * @example
 * ```ts
 * const shot = fire({ shooter: TOUGH, weapon: TOUGH.weapons[0], context: { los: "clear", targetSize: 3 } });
 * odds(shot).probability(1).toString(); // "1/3"
 * ```
 */
export function fire(input: FireInput, options?: EvolutionOptionsInput | null): Chance<number>;
/**
 * Fires a weapon, positional form (the line of sight and size optional: absent, clear and 3 are assumed and traced).
 *
 * @deprecated Use `fire({ shooter, weapon, context }, options)`.
 * @param shooter - the shooter
 * @param weapon - the weapon fired
 * @param context - the line of sight, the target's size and a further modifier
 * @param options - rulings
 * @returns a chance of the number of hits
 * @example
 * ```ts
 * fire(TOUGH, TOUGH.weapons[0], { los: "clear", targetSize: 3 });
 * ```
 */
export function fire(shooter: ModelInput, weapon: WeaponInput, context?: Partial<FireContext> | null, options?: EvolutionOptionsInput | null): Chance<number>;
export function fire(...args: unknown[]): Chance<number> {
  if (!isNamedCall(args, "shooter")) return positionalFire(...(args as Parameters<typeof positionalFire>));
  const fn = "evolution.fire";
  const i = named(fn, FireInputSchema, args[0]);
  return fireValidated(fn, i.shooter, i.weapon, i.context as FireContext, optionsOf(fn, args[1]), AT);
}

/**
 * The input of {@link canFire}: shooter, weapon and the line of sight.
 *
 * @example
 * ```ts
 * validate(FireCheckInputSchema, { shooter: TOUGH, weapon: TOUGH.weapons[0], los: "blocked" }).ok; // true
 * ```
 */
export const FireCheckInputSchema = strictObject({
  /** The shooter. */
  shooter: ModelSchema,
  /** The weapon. */
  weapon: WeaponSchema,
  /** EVO-LOS-1: the line of sight (EVO-GM-2). */
  los: LosSchema,
});

/**
 * Shooter, weapon and line of sight (see {@link FireCheckInputSchema}).
 *
 * @example
 * ```ts
 * const input: FireCheckInput = { shooter: TOUGH, weapon: TOUGH.weapons[0], los: "obscured" };
 * ```
 */
export interface FireCheckInput {
  /** The shooter. */
  readonly shooter: ModelInput;
  /** The weapon. */
  readonly weapon: WeaponInput;
  /** The line of sight. */
  readonly los: Los;
}

/**
 * Whether a model may fire a weapon (EVO-LOS-1: not at a blocked target; a removed model or a weapon without
 * firing dice cannot; a suppressed model cannot while the `suppressedActions` hook leaves it no action,
 * EVO-WTF-1, EVO-AMB-8).
 *
 * @param input - `{ shooter, weapon, los }`
 * @param options - rulings; `suppressedActions` applies here
 * @returns `{ ok: true }` or `{ ok: false, reason }`
 * @example
 * ```ts
 * canFire({ shooter: TOUGH, weapon: TOUGH.weapons[0], los: "blocked" }); // { ok: false, reason: "LOS_BLOCKED" }
 * ```
 */
export function canFire(
  input: FireCheckInput,
  options?: EvolutionOptionsInput | null,
): { readonly ok: true } | { readonly ok: false; readonly reason: FireRefusal };
/**
 * Whether a model may fire, positional form (the line of sight optional, default clear).
 *
 * @deprecated Use `canFire({ shooter, weapon, los }, options)`.
 * @param shooter - the shooter
 * @param weapon - the weapon
 * @param los - the line of sight
 * @param options - rulings
 * @returns `{ ok: true }` or `{ ok: false, reason }`
 * @example
 * ```ts
 * canFire(TOUGH, TOUGH.weapons[0], "blocked"); // { ok: false, reason: "LOS_BLOCKED" }
 * ```
 */
export function canFire(
  shooter: ModelInput,
  weapon: WeaponInput,
  los?: Los | null,
  options?: EvolutionOptionsInput | null,
): { readonly ok: true } | { readonly ok: false; readonly reason: FireRefusal };
export function canFire(...args: unknown[]): { readonly ok: true } | { readonly ok: false; readonly reason: FireRefusal } {
  if (!isNamedCall(args, "shooter")) return positionalCanFire(...(args as Parameters<typeof positionalCanFire>));
  const fn = "evolution.canFire";
  const i = named(fn, FireCheckInputSchema, args[0]);
  return canFireValidated(i.shooter, i.weapon, i.los, optionsOf(fn, args[1]));
}

// --- close combat and damage -----------------------------------------------------------------------------------

/**
 * The weapons of a close combat and your own procedure ({@link closeCombat}).
 *
 * @example
 * ```ts
 * validate(CloseCombatContextSchema, { attackerWeapon: TOUGH.weapons[0] }).ok; // true
 * ```
 */
export const CloseCombatContextSchema = strictObject({
  /** The attacker's weapon; absent, its only weapon (a model with none or several must name it). */
  attackerWeapon: z.optional(WeaponSchema),
  /** The defender's weapon; absent, its only weapon (a model with none or several must name it). */
  defenderWeapon: z.optional(WeaponSchema),
  /** Your own procedure, replacing the placeholder (EVO-AMB-7). */
  procedure: z.optional(FunctionSchema),
});

/**
 * The input of {@link closeCombat}: the charging model, the model charged, the weapons and your procedure.
 *
 * @example
 * ```ts
 * validate(CloseCombatInputSchema, { attacker: TOUGH, defender: TOUGH }).ok; // true
 * ```
 */
export const CloseCombatInputSchema = strictObject({
  /** The charging model. */
  attacker: ModelSchema,
  /** The model charged. */
  defender: ModelSchema,
  /** The weapons and your own procedure. */
  context: z.optional(z.nullable(CloseCombatContextSchema)),
});

/**
 * The two models and the close combat's context (see {@link CloseCombatInputSchema}).
 *
 * @example
 * ```ts
 * const input: CloseCombatInput = { attacker: TOUGH, defender: TOUGH, context: { attackerWeapon: TOUGH.weapons[0] } };
 * ```
 */
export interface CloseCombatInput {
  /** The charging model. */
  readonly attacker: ModelInput;
  /** The model charged. */
  readonly defender: ModelInput;
  /** The weapons and your own procedure. */
  readonly context?: CloseCombatContext | null | undefined;
}

/**
 * Close combat after a charge makes contact (EVO-CC-1, hook for EVO-AMB-7). The text's section is missing; the
 * placeholder: both models roll their Close Combat dice, the higher total hits and rolls its weapon's damage
 * on the loser (a tie: nothing). Pass your own `context.procedure` to play your group's rule. A removed model
 * cannot fight.
 *
 * @param input - `{ attacker, defender, context? }`
 * @param options - rulings; EVO-AMB-1, 2 and 4 apply to the damage
 * @returns a chance of both totals, the winner, the damage and the loser's new wound state (frozen)
 * @example
 * ```ts
 * resolve(closeCombat({ attacker: TOUGH, defender: TOUGH }), scriptedDice(["d6:5", "d6:3", "d6:6"])).value.winner; // "attacker"
 * ```
 */
export function closeCombat(input: CloseCombatInput, options?: EvolutionOptionsInput | null): Chance<CloseCombatResult>;
/**
 * Close combat, positional form (the third argument may be a bare procedure, deprecated since the first release).
 *
 * @deprecated Use `closeCombat({ attacker, defender, context }, options)`.
 * @param attacker - the charging model
 * @param defender - the model charged
 * @param context - the weapons and your own procedure
 * @param options - rulings
 * @returns a chance of the close combat's result
 * @example
 * ```ts
 * closeCombat(TOUGH, TOUGH);
 * ```
 */
export function closeCombat(
  attacker: ModelInput,
  defender: ModelInput,
  context?: CloseCombatContext | CloseCombatProcedure | null,
  options?: EvolutionOptionsInput | null,
): Chance<CloseCombatResult>;
export function closeCombat(...args: unknown[]): Chance<CloseCombatResult> {
  if (!isNamedCall(args, "attacker")) return positionalCloseCombat(...(args as Parameters<typeof positionalCloseCombat>));
  const fn = "evolution.closeCombat";
  const i = named(fn, CloseCombatInputSchema, args[0]);
  return closeCombatValidated(fn, i.attacker, i.defender, (i.context ?? {}) as CloseCombatContext, optionsOf(fn, args[1]), AT);
}

/**
 * The input of {@link damage} and {@link damageOutcomes}: the model hit and the weapon's damage dice.
 *
 * @example
 * ```ts
 * validate(DamageInputSchema, { target: TOUGH, damageDice: "1D6" }).ok; // true
 * ```
 */
export const DamageInputSchema = strictObject({
  /** The model hit (its wound state decides when the rolls stop). */
  target: ModelSchema,
  /** The weapon's damage dice, e.g. `1D6` (EVO-DMG-1). */
  damageDice: DiceExprSchema,
});

/**
 * The model hit and the damage dice (see {@link DamageInputSchema}).
 *
 * @example
 * ```ts
 * const input: DamageInput = { target: TOUGH, damageDice: "2D6" };
 * ```
 */
export interface DamageInput {
  /** The model hit. */
  readonly target: ModelInput;
  /** The weapon's damage dice. */
  readonly damageDice: DiceExpr;
}

/** The parsed target and dice of a named damage call. */
function damageOf(fn: string, input: unknown): { target: Model; dice: ReturnType<typeof diceFrom> } {
  const i = named(fn, DamageInputSchema, input);
  return { target: i.target, dice: diceFrom(fn, i.damageDice, "input.damageDice") };
}

/**
 * The damage of one hit (EVO-DMG-1, EVO-WOUND-1): roll the weapon's damage dice, d. d ≥ Kill: killed outright,
 * no save (EVO-AMB-2); Wound ≤ d < Kill: wounded unless the Armour Save is made, then the Wound Table, D6 +
 * (d − Wound): 1 a scratch, 2–4 Light, 5+ Serious; d < Wound: no effect ("≥" is ruling EVO-AMB-1). Under
 * `damageAggregation: "each"` the most severe of the separate rolls (use {@link damageOutcomes} for all).
 *
 * @param input - `{ target, damageDice }`
 * @param options - rulings; EVO-AMB-1, 2 and 4 apply here
 * @returns a chance of the outcome
 * @example
 * ```ts
 * odds(damage({ target: TOUGH, damageDice: "1D6" })).probability("serious").toString(); // "25/216"
 * ```
 */
export function damage(input: DamageInput, options?: EvolutionOptionsInput | null): Chance<DamageOutcome> {
  const fn = "evolution.damage";
  const { target, dice } = damageOf(fn, input);
  return worstOutcome(damageOutcomesValidated(target, dice, optionsOf(fn, options)));
}

/**
 * The damage of one hit, positional form, named like a resolution although it returns a chance.
 *
 * @deprecated Use `damage({ target, damageDice }, options)`.
 * @param target - the model hit
 * @param damageDice - the weapon's damage dice
 * @param options - rulings
 * @returns a chance of the outcome
 * @example
 * ```ts
 * odds(resolveDamage(TOUGH, "1D6")).probability("serious").toString(); // "25/216"
 * ```
 */
export function resolveDamage(target: ModelInput, damageDice: DiceExpr, options?: EvolutionOptionsInput | null): Chance<DamageOutcome> {
  return positionalResolveDamage(target, damageDice, options);
}

/**
 * The outcomes of one hit's damage, in order (EVO-DMG-1, EVO-AMB-4): one under the default `damageAggregation:
 * "sum"`, one per die under `"each"`, stopping once the target is removed (no die is rolled for a removed model).
 *
 * @param input - `{ target, damageDice }`
 * @param options - rulings; EVO-AMB-1, 2 and 4 apply here
 * @returns a chance of the list of outcomes, in order (frozen)
 * @example
 * ```ts
 * resolve(damageOutcomes({ target: TOUGH, damageDice: "2D6" }, { damageAggregation: "each" }), scriptedDice(["d6:6"])).value; // ["killed"]
 * ```
 */
export function damageOutcomes(input: DamageInput, options?: EvolutionOptionsInput | null): Chance<readonly DamageOutcome[]>;
/**
 * The outcomes of one hit's damage, positional form.
 *
 * @deprecated Use `damageOutcomes({ target, damageDice }, options)`.
 * @param target - the model hit
 * @param damageDice - the weapon's damage dice
 * @param options - rulings
 * @returns a chance of the list of outcomes
 * @example
 * ```ts
 * damageOutcomes(TOUGH, "2D6", { damageAggregation: "each" });
 * ```
 */
export function damageOutcomes(target: ModelInput, damageDice: DiceExpr, options?: EvolutionOptionsInput | null): Chance<readonly DamageOutcome[]>;
export function damageOutcomes(...args: unknown[]): Chance<readonly DamageOutcome[]> {
  if (!isNamedCall(args, "target")) return positionalDamageOutcomes(...(args as Parameters<typeof positionalDamageOutcomes>));
  const fn = "evolution.damageOutcomes";
  const { target, dice } = damageOf(fn, args[0]);
  return damageOutcomesValidated(target, dice, optionsOf(fn, args[1]));
}

// --- reactions, will to fight, movement ------------------------------------------------------------------------

/**
 * The input of {@link reaction}: the model that may react, what happened, and your procedure.
 *
 * @example
 * ```ts
 * validate(ReactionInputSchema, { model: TOUGH, trigger: { kind: "shot-at" } }).ok; // true
 * ```
 */
export const ReactionInputSchema = strictObject({
  /** The model that may react. */
  model: ModelSchema,
  /** What happened. */
  trigger: ReactionTriggerSchema,
  /** Your group's reaction rule (`procedure`). */
  context: z.optional(
    z.nullable(
      strictObject({
        /** Your group's reaction rule, replacing the placeholder (EVO-AMB-9, EVO-GM-5). */
        procedure: z.optional(FunctionSchema),
      }),
    ),
  ),
});

/**
 * The model, the trigger and your procedure (see {@link ReactionInputSchema}).
 *
 * @example
 * ```ts
 * const input: ReactionInput = { model: TOUGH, trigger: { kind: "charged" } };
 * ```
 */
export interface ReactionInput {
  /** The model that may react. */
  readonly model: ModelInput;
  /** What happened. */
  readonly trigger: ReactionTrigger;
  /** Your group's reaction rule. */
  readonly context?:
    | {
        /** Your group's reaction rule, replacing the placeholder (EVO-AMB-9, EVO-GM-5). */
        readonly procedure?: ReactionProcedure;
      }
    | null
    | undefined;
}

/**
 * A reaction (EVO-GEN-1, hook for EVO-AMB-9 and EVO-GM-5). The text never describes reactions: the
 * placeholder takes none, with a trace note saying why. Pass your own `context.procedure` to play them; a
 * removed model never reacts.
 *
 * @param input - `{ model, trigger, context? }`
 * @param options - rulings, handed to the procedure
 * @returns a chance of `{ reacts, action }`
 * @example
 * ```ts
 * resolve(reaction({ model: TOUGH, trigger: { kind: "shot-at" } }), scriptedDice([])).value; // { reacts: false, action: null }
 * ```
 */
export function reaction(input: ReactionInput, options?: EvolutionOptionsInput | null): Chance<ReactionResult>;
/**
 * A reaction, positional form.
 *
 * @deprecated Use `reaction({ model, trigger, context }, options)`.
 * @param model - the model that may react
 * @param trigger - what happened
 * @param context - your group's reaction rule
 * @param options - rulings
 * @returns a chance of `{ reacts, action }`
 * @example
 * ```ts
 * reaction(TOUGH, { kind: "shot-at" });
 * ```
 */
export function reaction(
  model: ModelInput,
  trigger: ReactionTrigger,
  context?: { readonly procedure?: ReactionProcedure } | null,
  options?: EvolutionOptionsInput | null,
): Chance<ReactionResult>;
export function reaction(...args: unknown[]): Chance<ReactionResult> {
  if (!isNamedCall(args, "model")) return positionalReaction(...(args as Parameters<typeof positionalReaction>));
  const fn = "evolution.reaction";
  const i = named(fn, ReactionInputSchema, args[0]);
  return reactionValidated(fn, i.model, i.trigger, (i.context ?? {}) as { readonly procedure?: ReactionProcedure }, optionsOf(fn, args[1]), AT);
}

/**
 * The input of {@link wtfCheck}: the model testing, why, and a further modifier.
 *
 * @example
 * ```ts
 * validate(WtfInputSchema, { model: TOUGH, context: { reason: "to avoid suppression" } }).ok; // true
 * ```
 */
export const WtfInputSchema = strictObject({
  /** The model testing. */
  model: ModelSchema,
  /** The reason and a further modifier. */
  context: z.optional(
    z.nullable(
      strictObject({
        /** Why the model tests (shown in the trace), e.g. "to avoid suppression". */
        reason: z.optional(boundedString()),
        /** A further modifier to the die from the GM or a special rule (default 0). */
        modifier: z.optional(Modifier),
      }),
    ),
  ),
});

/**
 * The model testing and why (see {@link WtfInputSchema}).
 *
 * @example
 * ```ts
 * const input: WtfInput = { model: TOUGH, context: { modifier: -1 } };
 * ```
 */
export interface WtfInput {
  /** The model testing. */
  readonly model: ModelInput;
  /** The reason and a further modifier. */
  readonly context?: WtfContext | null | undefined;
}

/**
 * A Will to Fight check (EVO-WTF-1, hook for EVO-AMB-8): D6 + modifiers ≥ WtF passes. Each Light wound gives −1
 * (they stack by default, EVO-AMB-11) and a Serious wound −1 (EVO-WOUND-1). A removed model makes no check.
 *
 * @param input - `{ model, context? }`
 * @param options - rulings; EVO-AMB-11 (`lightWoundsStack`) applies here
 * @returns a chance of passing
 * @example
 * ```ts
 * odds(wtfCheck({ model: TOUGH })).probability(true).toString(); // "1/2" (WtF 4+)
 * ```
 */
export function wtfCheck(input: WtfInput, options?: EvolutionOptionsInput | null): Chance<boolean>;
/**
 * A Will to Fight check, positional form.
 *
 * @deprecated Use `wtfCheck({ model, context }, options)`.
 * @param model - the model testing
 * @param context - the reason and a further modifier
 * @param options - rulings
 * @returns a chance of passing
 * @example
 * ```ts
 * odds(wtfCheck(TOUGH)).probability(true).toString(); // "1/2"
 * ```
 */
export function wtfCheck(model: ModelInput, context?: WtfContext | null, options?: EvolutionOptionsInput | null): Chance<boolean>;
export function wtfCheck(...args: unknown[]): Chance<boolean> {
  if (!isNamedCall(args, "model")) return positionalWtfCheck(...(args as Parameters<typeof positionalWtfCheck>));
  const fn = "evolution.wtfCheck";
  const i = named(fn, WtfInputSchema, args[0]);
  const o = optionsOf(fn, args[1]);
  return wtfCheckValidated(fn, i.model, (i.context ?? {}) as WtfContext, () => o, AT);
}

const MoveContextShape = {
  /** EVO-TERR-1: the terrain crossed (default `"open"`); a GM input (EVO-GM-2). */
  terrain: z.optional(TerrainSchema),
  /** Specialist equipment (climbing gear) that lets the model cross impassable terrain (EVO-GM-2); it then counts as difficult. */
  specialistEquipment: z.optional(z.boolean()),
  /** How many Move actions the model has already taken this turn (default 0; the per-turn Light wound penalty, EVO-AMB-11). */
  previousMoves: z.optional(z.int().check(z.gte(0), z.lte(3))),
};

/**
 * The input of {@link moveAllowance}: the model, its Move actions and the terrain.
 *
 * @example
 * ```ts
 * validate(MoveInputSchema, { model: TOUGH, context: { actions: 2, terrain: "difficult" } }).ok; // true
 * ```
 */
export const MoveInputSchema = strictObject({
  /** The model. */
  model: ModelSchema,
  /** The number of Move actions and the terrain. */
  context: z.optional(
    z.nullable(
      strictObject({
        /** How many Move actions (default 1). */
        actions: z.optional(z.int().check(z.gte(0), z.lte(3))),
        ...MoveContextShape,
      }),
    ),
  ),
});

/**
 * The model and its move (see {@link MoveInputSchema}).
 *
 * @example
 * ```ts
 * const input: MoveInput = { model: TOUGH, context: { terrain: "difficult" } };
 * ```
 */
export interface MoveInput {
  /** The model. */
  readonly model: ModelInput;
  /** The number of Move actions and the terrain. */
  readonly context?: MoveContext | null | undefined;
}

/**
 * How far a model may move with its Move actions (EVO-MOVE-1; EVO-TERR-1: difficult terrain halves it, cliffs are
 * impassable; EVO-WOUND-1: a Light wound takes 1″ off, a Serious wound sets 1″ per action, ruling EVO-AMB-22).
 *
 * @param input - `{ model, context? }`
 * @param options - rulings; EVO-AMB-11 (`lightWoundMove`, `lightWoundsStack`) applies here
 * @returns the distance, per action and in total, with a reason
 * @example
 * ```ts
 * moveAllowance({ model: TOUGH, context: { actions: 2 } }).inches; // 10
 * ```
 */
export function moveAllowance(input: MoveInput, options?: EvolutionOptionsInput | null): MoveAllowance;
/**
 * How far a model may move, positional form.
 *
 * @deprecated Use `moveAllowance({ model, context }, options)`.
 * @param model - the model
 * @param context - the number of Move actions and the terrain
 * @param options - rulings
 * @returns the distance, per action and in total, with a reason
 * @example
 * ```ts
 * moveAllowance(TOUGH, { actions: 2 }).inches; // 10
 * ```
 */
export function moveAllowance(model: ModelInput, context?: MoveContext | null, options?: EvolutionOptionsInput | null): MoveAllowance;
export function moveAllowance(...args: unknown[]): MoveAllowance {
  if (!isNamedCall(args, "model")) return positionalMoveAllowance(...(args as Parameters<typeof positionalMoveAllowance>));
  const fn = "evolution.moveAllowance";
  const i = named(fn, MoveInputSchema, args[0]);
  return allowance(i.model, (i.context ?? {}) as MoveContext, optionsOf(fn, args[1]), fn);
}

/**
 * The input of {@link chargeOutcome}: the charger, the distance to the nearest enemy and the terrain.
 *
 * @example
 * ```ts
 * validate(ChargeInputSchema, { model: TOUGH, distance: 4 }).ok; // true
 * ```
 */
export const ChargeInputSchema = strictObject({
  /** The charger. */
  model: ModelSchema,
  /** The distance to the nearest enemy along the charge path, in inches (a GM/geometry input). */
  distance: z.number().check(z.gte(0), z.lte(10_000)),
  /** The terrain crossed. */
  context: z.optional(z.nullable(strictObject(MoveContextShape))),
});

/**
 * The charger, the distance and the terrain (see {@link ChargeInputSchema}).
 *
 * @example
 * ```ts
 * const input: ChargeInput = { model: TOUGH, distance: 6, context: { terrain: "difficult" } };
 * ```
 */
export interface ChargeInput {
  /** The charger. */
  readonly model: ModelInput;
  /** The distance to the nearest enemy along the charge path, in inches. */
  readonly distance: number;
  /** The terrain crossed. */
  readonly context?: Omit<MoveContext, "actions"> | null | undefined;
}

/**
 * Whether a charge reaches its target (EVO-ACT-2, EVO-AMB-10: a charge reaches one Move, or `chargeMoves` Moves;
 * contact starts close combat).
 *
 * @param input - `{ model, distance, context? }`
 * @param options - rulings; EVO-AMB-10 (`chargeMoves`) and EVO-AMB-11 apply
 * @returns contact and reach
 * @example
 * ```ts
 * chargeOutcome({ model: TOUGH, distance: 4 }); // { contact: true, reach: 5 }
 * ```
 */
export function chargeOutcome(input: ChargeInput, options?: EvolutionOptionsInput | null): ChargeOutcome;
/**
 * Whether a charge reaches its target, positional form.
 *
 * @deprecated Use `chargeOutcome({ model, distance, context }, options)`.
 * @param model - the charger
 * @param distance - the distance to the nearest enemy, in inches
 * @param context - the terrain crossed
 * @param options - rulings
 * @returns contact and reach
 * @example
 * ```ts
 * chargeOutcome(TOUGH, 6); // { contact: false, reach: 5 }
 * ```
 */
export function chargeOutcome(
  model: ModelInput,
  distance: number,
  context?: Omit<MoveContext, "actions"> | null,
  options?: EvolutionOptionsInput | null,
): ChargeOutcome;
export function chargeOutcome(...args: unknown[]): ChargeOutcome {
  if (!isNamedCall(args, "model")) return positionalChargeOutcome(...(args as Parameters<typeof positionalChargeOutcome>));
  const fn = "evolution.chargeOutcome";
  const i = named(fn, ChargeInputSchema, args[0]);
  const reach = chargeReach(i.model, (i.context ?? {}) as Omit<MoveContext, "actions">, optionsOf(fn, args[1]), fn);
  return { contact: i.distance <= reach, reach };
}
