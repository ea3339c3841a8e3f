// Vivid weapon state from turn to turn (VIV-MG-1: Maxim set-up, Lewis reload).
import { strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import { parseOrThrow } from "../core/validate.js";
import { type Weapon, WeaponSchema } from "../family/schemas.js";
import { type WeaponAfterTurn, weaponAfterTurn as familyWeaponAfterTurn } from "../family/weapon-state.js";

const TurnSchema = strictObject({
  /** The carrier or crew moved during its side turn. */
  moved: z.boolean(),
  /** It fired. */
  fired: z.boolean(),
  /** A Lewis crew reloaded. */
  reloading: z.optional(z.boolean()),
});

/**
 * A weapon's state after a turn (VIV-MG-1): a Lewis counts firing turns and a reload turn with the crew
 * stationary resets the count; a Maxim counts whole turns since it moved. Vivid muskets have no loaded state
 * (VIV-MUSKET-1: they fire only when stationary).
 *
 * @param weapon - the weapon
 * @param turn - `{ moved, fired, reloading? }`
 * @returns `{ ok: true, weapon }` (a new object) or `{ ok: false, reason, rule, message }`
 * @example
 * ```ts
 * weaponAfterTurn({ ...VIVID_WEAPONS.mg, mgType: "lewis", turnsFiredSinceReload: 2 }, { moved: true, fired: true }).ok; // true, count 3
 * ```
 */
export function weaponAfterTurn(weapon: Weapon, turn: { moved: boolean; fired: boolean; reloading?: boolean }): WeaponAfterTurn {
  const w = parseOrThrow("vivid.weaponAfterTurn", WeaponSchema, weapon, "weapon");
  const t = parseOrThrow("vivid.weaponAfterTurn", TurnSchema, turn, "turn");
  return familyWeaponAfterTurn(w, { fired: t.fired, moved: t.moved, steady: !t.moved, reloading: t.reloading ?? false }, false, "VIV-MG-1");
}
