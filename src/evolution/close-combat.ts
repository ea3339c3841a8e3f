import { all, type Chance, constant } from "../core/chance.js";
import { checkFunction, RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { checkObject } from "./checks.js";
import { type DamageOutcome, damageOn, hitRolls } from "./damage.js";
import { diceChance, diceFrom } from "./dice-expr.js";
import type { WeaponInput } from "./firing.js";
import { type Model, type ModelInput, modelFrom, type Weapon, WeaponSchema, type WoundState } from "./model.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom } from "./options.js";

/**
 * A close combat exchange (EVO-CC-1, hook EVO-AMB-7): both totals, who hit, and the damage the hit dealt.
 *
 * @example
 * ```ts
 * const r: CloseCombatResult = { attacker: 4, defender: 2, winner: "attacker", damage: ["light"], loser: { lightWounds: 1, seriousWounds: 0, removed: false } };
 * ```
 */
export interface CloseCombatResult {
  /** The attacker's Close Combat total. */
  readonly attacker: number;
  /** The defender's Close Combat total. */
  readonly defender: number;
  /** Who scores a hit: the higher total; `"none"` on a tie. */
  readonly winner: "attacker" | "defender" | "none";
  /** The outcome of each of the winner's damage rolls against the loser, in order (EVO-DMG-1); empty when nobody hit. */
  readonly damage: readonly DamageOutcome[];
  /** The loser's wound state after the damage (EVO-WOUND-1); `null` when nobody hit. */
  readonly loser: WoundState | null;
}

/**
 * What a close combat procedure is given besides the two models: the weapon each strikes with (when it is
 * known) and the complete options.
 *
 * @example
 * ```ts
 * const setup: CloseCombatSetup = { attackerWeapon: TOUGH.weapons[0], defenderWeapon: undefined, options: parseEvolutionOptions({}) };
 * ```
 */
export interface CloseCombatSetup {
  /** The attacker's weapon (`context.attackerWeapon`, or its only weapon), undefined when none is known. */
  readonly attackerWeapon: Weapon | undefined;
  /** The defender's weapon (`context.defenderWeapon`, or its only weapon), undefined when none is known. */
  readonly defenderWeapon: Weapon | undefined;
  /** The options, every default filled in. */
  readonly options: EvolutionOptions;
}

/**
 * A close combat procedure: given the two validated models and the setup, a chance of the exchange, damage
 * included. Supply your own to {@link closeCombat} when your group has one (the text's procedure is missing,
 * EVO-AMB-7, EVO-GM-5); {@link resolveDamage} and {@link damageOutcomes} give the damage.
 *
 * @example
 * ```ts
 * // house rule: the attacker always strikes first and deals its weapon's damage
 * const firstStrike: CloseCombatProcedure = (a, d, setup) =>
 *   damageOutcomes(d, setup.attackerWeapon?.damageDice ?? "1D6", setup.options).map((damage) => ({
 *     attacker: 1, defender: 0, winner: "attacker" as const, damage, loser: damage.reduce(woundStateAfter, d.state),
 *   }));
 * ```
 */
export type CloseCombatProcedure = (attacker: Model, defender: Model, setup: CloseCombatSetup) => Chance<CloseCombatResult>;

/**
 * The situation of a close combat: the weapon each model strikes with, and your own procedure.
 *
 * @example
 * ```ts
 * const context: CloseCombatContext = { attackerWeapon: { name: "knife", damageDice: "1D6" } };
 * ```
 */
export interface CloseCombatContext {
  /** The attacker's weapon; absent, its only weapon (a model with none or several must name it). */
  readonly attackerWeapon?: WeaponInput;
  /** The defender's weapon; absent, its only weapon (a model with none or several must name it). */
  readonly defenderWeapon?: WeaponInput;
  /** Your own procedure, replacing the placeholder (EVO-AMB-7). */
  readonly procedure?: CloseCombatProcedure;
}

/** The weapon a model strikes with: the one named, else its only weapon. */
function weaponOf(fn: string, path: string, model: Model, given: unknown): Weapon | undefined {
  if (given !== undefined) return parseOrThrow(fn, WeaponSchema, given, path);
  return model.weapons.length === 1 ? model.weapons[0] : undefined;
}

/**
 * A close combat exchange (EVO-CC-1, hook for EVO-AMB-7). The placeholder (marked [I] in the catalogue, not
 * from the text): both models roll their Close Combat dice (e.g. `1D6-1`); the higher total hits and a tie is
 * no hit; the winner rolls its weapon's damage dice against the loser (EVO-DMG-1, EVO-WOUND-1: save, Wound
 * Table, no more dice once the loser is removed). The weapon is `context.attackerWeapon` /
 * `context.defenderWeapon`, or the model's only weapon.
 *
 * A removed model cannot fight. The first release's third argument, a bare procedure, is still accepted
 * (deprecated: pass `{ procedure }`).
 *
 * @param attacker - the charging model (validated here)
 * @param defender - the model charged (validated here)
 * @param context - the weapons and your own procedure (or, deprecated, the procedure itself)
 * @param options - rulings; EVO-AMB-1, 2 and 4 apply to the damage
 * @returns a chance of both totals, the winner, the damage and the loser's new wound state (frozen)
 * @throws RulesError `RULE_VIOLATION` for a removed model; `INVALID_ARGUMENT` when the placeholder needs a
 *   weapon that is neither named nor the model's only one
 * @example
 * ```ts
 * resolve(closeCombat(TOUGH, TOUGH), scriptedDice(["d6:5", "d6:3", "d6:6"])).value;
 * // { attacker: 4, defender: 2, winner: "attacker", damage: ["killed"], loser: { lightWounds: 0, seriousWounds: 0, removed: true } }
 * ```
 */
export function closeCombat(
  attacker: ModelInput,
  defender: ModelInput,
  context?: CloseCombatContext | CloseCombatProcedure | null,
  options?: EvolutionOptionsInput | null,
): Chance<CloseCombatResult> {
  const fn = "evolution.closeCombat";
  const a = modelFrom(fn, attacker, "attacker");
  const d = modelFrom(fn, defender, "defender");
  const given = absentIfNull(context) ?? {};
  const c: CloseCombatContext = typeof given === "function" ? { procedure: given } : given;
  checkObject(fn, "context", c);
  return closeCombatValidated(fn, a, d, c, optionsFrom(fn, options), "");
}

/**
 * {@link closeCombat} of models already validated (the named call parses its input once): the same chance.
 * `at` prefixes the paths of errors (`"input."` for the named call).
 *
 * @internal
 */
export function closeCombatValidated(fn: string, a: Model, d: Model, c: CloseCombatContext, o: EvolutionOptions, at: string): Chance<CloseCombatResult> {
  for (const [path, m] of [
    [`${at}attacker.state.removed`, a],
    [`${at}defender.state.removed`, d],
  ] as const) {
    // EVO-DMG-1, EVO-AMB-16: a removed model is out of the game and cannot fight
    if (m.state.removed) throw new RulesError({ code: "RULE_VIOLATION", fn, path, value: true, message: "a removed model cannot fight in close combat" });
  }
  const attackerWeapon = weaponOf(fn, `${at}context.attackerWeapon`, a, c.attackerWeapon);
  const defenderWeapon = weaponOf(fn, `${at}context.defenderWeapon`, d, c.defenderWeapon);
  if (c.procedure !== undefined) {
    checkFunction(fn, `${at}context.procedure`, c.procedure);
    return c.procedure(a, d, Object.freeze({ attackerWeapon, defenderWeapon, options: o }));
  }
  const strike = (path: string, by: Model, weapon: Weapon | undefined, target: Model): Chance<{ damage: readonly DamageOutcome[]; loser: WoundState }> => {
    if (weapon === undefined) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path,
        value: by.weapons.length,
        message: `name the weapon ${by.id} strikes with: it carries ${String(by.weapons.length)}, so none is its only weapon`,
      });
    }
    // ruling EVO-AMB-7 (placeholder): the winner's damage = its weapon's damage dice (EVO-DMG-1)
    return damageOn(hitRolls(target, diceFrom(fn, weapon.damageDice, `${path}.damageDice`), o), target.state).map((h) =>
      Object.freeze({ damage: h.outcomes, loser: h.state }),
    );
  };
  const byAttacker = strike(`${at}context.attackerWeapon`, a, attackerWeapon, d);
  const byDefender = strike(`${at}context.defenderWeapon`, d, defenderWeapon, a);
  const noHit = constant(Object.freeze({ damage: Object.freeze<DamageOutcome[]>([]), loser: null }));
  // ruling EVO-AMB-7 (placeholder): opposed close-combat dice, the higher total hits
  return all([
    diceChance(a.closeCombat, "sum", { purpose: "attacker close combat", rule: "EVO-CC-1" }),
    diceChance(d.closeCombat, "sum", { purpose: "defender close combat", rule: "EVO-CC-1" }),
  ])
    .traced([
      { type: "note", rule: "EVO-AMB-7", text: "placeholder close combat: opposed Close Combat dice, higher total hits, the winner rolls its weapon's damage" },
    ])
    .chain(
      ([x, y]): Chance<{ readonly damage: readonly DamageOutcome[]; readonly loser: WoundState | null }> => (x > y ? byAttacker : y > x ? byDefender : noHit),
      ([x, y], hit): CloseCombatResult =>
        Object.freeze({ attacker: x, defender: y, winner: x > y ? "attacker" : y > x ? "defender" : "none", damage: hit.damage, loser: hit.loser }),
    );
}
