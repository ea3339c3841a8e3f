import { type Chance, all } from "../core/chance.js";
import { checkFunction } from "../core/errors.js";
import { diceChance } from "./dice-expr.js";
import { type Model, type ModelInput, parseModel } from "./model.js";

/**
 * Who wins a close combat exchange under the placeholder procedure (EVO-AMB-7).
 *
 * @example
 * ```ts
 * const r: CloseCombatResult = { attacker: 4, defender: 2, winner: "attacker" };
 * ```
 */
export interface CloseCombatResult {
  /** The attacker's Close Combat total. */
  readonly attacker: number;
  /** The defender's Close Combat total. */
  readonly defender: number;
  /** Who scores a hit: the higher total; `"none"` on a tie. */
  readonly winner: "attacker" | "defender" | "none";
}

/**
 * A close combat procedure: given the two validated models, a chance of the exchange. Supply your own to
 * {@link closeCombat} when your group has one (the text's procedure is missing, EVO-AMB-7, EVO-GM-5).
 *
 * @example
 * ```ts
 * const attackerAlwaysWins: CloseCombatProcedure = () => constant({ attacker: 1, defender: 0, winner: "attacker" });
 * ```
 */
export type CloseCombatProcedure = (attacker: Model, defender: Model) => Chance<CloseCombatResult>;

/**
 * The placeholder close combat (EVO-CC-1, hook for EVO-AMB-7, marked [I] in the catalogue, not from the
 * text): both models roll their Close Combat dice (e.g. `1D6-1`); the higher total hits and a tie is no
 * hit. The winner then rolls its weapon's damage dice against the loser with {@link resolveDamage}.
 *
 * @param attacker - the charging model (validated here)
 * @param defender - the model charged (validated here)
 * @param procedure - your own procedure, replacing the placeholder
 * @returns a chance of both totals and the winner
 * @example
 * ```ts
 * resolve(closeCombat(TOUGH, TOUGH), scriptedDice(["d6:5", "d6:3"])).value; // { attacker: 4, defender: 2, winner: "attacker" }
 * ```
 */
export function closeCombat(attacker: ModelInput, defender: ModelInput, procedure?: CloseCombatProcedure): Chance<CloseCombatResult> {
  const fn = "evolution.closeCombat";
  const a = parseModel(attacker, fn, "attacker");
  const d = parseModel(defender, fn, "defender");
  if (procedure !== undefined) {
    checkFunction(fn, "procedure", procedure);
    return procedure(a, d);
  }
  // ruling EVO-AMB-7 (placeholder): opposed close-combat dice, the higher total hits
  return all([
    diceChance(a.closeCombat, "sum", { purpose: "attacker close combat", rule: "EVO-CC-1" }),
    diceChance(d.closeCombat, "sum", { purpose: "defender close combat", rule: "EVO-CC-1" }),
  ])
    .map(([x, y]): CloseCombatResult => ({ attacker: x, defender: y, winner: x > y ? "attacker" : y > x ? "defender" : "none" }))
    .traced([{ type: "note", rule: "EVO-AMB-7", text: "placeholder close combat: opposed Close Combat dice, higher total hits" }]);
}
