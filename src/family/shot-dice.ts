// Dice per shooter (RUG-SHOOT-2, RUG-MG-1/4, RUG-TRAIT-P1, VIV-SHOOT-2, VIV-MG-1/2, VIV-TRAIT-P1).
import type { NoteEntry } from "../core/trace.js";
import type { Figure, Weapon } from "./schemas.js";
import type { ShootingOptions, ShootingTable } from "./shooting-table.js";
import { firstEffect } from "./traits.js";

/**
 * The dice a shooter rolls, and why.
 *
 * @example
 * ```ts
 * let value: ShotDice | undefined; // see the functions that return or take it
 * ```
 */
export interface ShotDice {
  /** Number of D10s. */
  readonly dice: number;
  /** Each reason, with its rule id. */
  readonly trace: readonly NoteEntry[];
}

/**
 * The dice a figure rolls with a weapon: the weapon's dice; a heavy machine gun needs 2 crew for 4 dice
 * and rolls 2 with one, except a Lewis (RUG-AMB-14); Ambidextrous with two one-handed weapons rolls the
 * trait's dice.
 */
export function diceFor(table: ShootingTable, options: ShootingOptions, figure: Figure, weapon: Weapon): ShotDice {
  const r = table.rules;
  if (weapon.class === "mg" || weapon.mgType !== undefined) {
    const crew = weapon.crew ?? 2;
    if (crew >= 2)
      return { dice: weapon.dice, trace: [{ type: "note", rule: r.mg, text: `${weapon.name}, crew ${String(crew)}: ${String(weapon.dice)} dice` }] };
    if (weapon.mgType === "lewis") {
      // ruling RUG-AMB-14 / VIV-AMB-16: a Lewis "always rolls 4" even with one crew (option: 2)
      return {
        dice: options.lewisSingleCrewDice,
        trace: [{ type: "note", rule: r.lewisRuling, text: `Lewis gun fired by one figure: ${String(options.lewisSingleCrewDice)} dice` }],
      };
    }
    return { dice: Math.min(2, weapon.dice), trace: [{ type: "note", rule: r.mg, text: `${weapon.name} fired by a single figure: 2 dice` }] };
  }
  if (weapon.class === "smg" || weapon.class === "bar" || weapon.class === "smallArmsMg") {
    return { dice: weapon.dice, trace: [{ type: "note", rule: r.smallMg, text: `${weapon.name}: ${String(weapon.dice)} dice per figure, no reload` }] };
  }
  const amb = firstEffect(figure, "ambidextrous");
  const oneHanded = (figure.weapons ?? []).filter((w) => w.oneHanded === true).length;
  if (amb !== undefined && weapon.oneHanded === true && oneHanded >= 2) {
    return {
      dice: weapon.dice * amb.effect.dice,
      trace: [{ type: "note", rule: r.ambidextrous, text: `${amb.trait.name}: two one-handed weapons, ${String(weapon.dice * amb.effect.dice)} dice` }],
    };
  }
  return { dice: weapon.dice, trace: [{ type: "note", rule: r.dice, text: `${weapon.name}: ${String(weapon.dice)} ${weapon.dice === 1 ? "die" : "dice"}` }] };
}
