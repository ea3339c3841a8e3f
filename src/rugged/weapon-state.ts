// Rugged weapon state from turn to turn (RUG-MUSKET-1, RUG-MG-2, RUG-MG-3).
import { strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import { parseOrThrow } from "../core/validate.js";
import { MovementModeSchema, type MovementMode, type Weapon, WeaponSchema } from "../family/schemas.js";
import { type WeaponAfterTurn, weaponAfterTurn as familyWeaponAfterTurn } from "../family/weapon-state.js";

const TurnSchema = strictObject({
  /** The mode used this turn. */
  mode: MovementModeSchema,
  /** It fired. */
  fired: z.boolean(),
  /** A Lewis crew reloaded. */
  reloading: z.optional(z.boolean()),
});

/**
 * A weapon's state after a turn (RUG-MUSKET-1: a musket loads after a stationary or Combat turn without
 * firing, and may then fire after moving; RUG-MG-3, RUG-AMB-16: a Lewis counts firing turns, and a reload
 * turn with the crew stationary resets the count; RUG-MG-2: a Maxim counts whole turns since it moved).
 *
 * @param weapon - the weapon
 * @param turn - `{ mode, fired, reloading? }`
 * @returns `{ ok: true, weapon }` (a new object) or `{ ok: false, reason, rule, message }`
 * @example
 * ```ts
 * weaponAfterTurn({ ...RUGGED_WEAPONS.musket, loaded: false }, { mode: "stationary", fired: false }); // { ok: true, weapon: { ..., loaded: true } }
 * ```
 */
export function weaponAfterTurn(weapon: Weapon, turn: { mode: MovementMode; fired: boolean; reloading?: boolean }): WeaponAfterTurn {
  const w = parseOrThrow("rugged.weaponAfterTurn", WeaponSchema, weapon, "weapon");
  const t = parseOrThrow("rugged.weaponAfterTurn", TurnSchema, turn, "turn");
  return weaponAfterTurnValidated(w, t);
}

/**
 * {@link weaponAfterTurn} of a weapon and turn already validated (a game's own figure): the same state, without
 * parsing them again.
 *
 * @param w - the weapon, valid
 * @param t - the turn, valid
 * @returns the weapon next turn, or why not
 * @internal
 */
export function weaponAfterTurnValidated(
  w: Weapon,
  t: { readonly mode: MovementMode; readonly fired: boolean; readonly reloading?: boolean | undefined },
): WeaponAfterTurn {
  const steady = t.mode === "stationary" || t.mode === "combat";
  return familyWeaponAfterTurn(w, { fired: t.fired, moved: t.mode !== "stationary", steady, reloading: t.reloading ?? false }, true, "RUG-MG-3");
}
