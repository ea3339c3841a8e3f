import { oneOf } from "./guard.js";
import { type Level, LevelSchema, type WeaponType, WeaponTypeSchema } from "./schemas.js";
import { LETHALITY } from "./tables.js";

/**
 * Whether an injury from a weapon type is lethal (TUGS-LETH-1): blades and shafted weapons are lethal,
 * lashes and unarmed blows are not, and "combinaison" (contending, blunt) weapons are non-lethal for
 * Superficial and Minor injuries and lethal from Major up. Firearms and thrown weapons are lethal here.
 *
 * @param type - the weapon type
 * @param level - the injury level
 * @returns true when lethal
 * @example
 * ```ts
 * lethalFor("contending", "minor"); // false
 * lethalFor("contending", "major"); // true
 * ```
 */
export function lethalFor(type: WeaponType, level: Level): boolean {
  oneOf("tugs.lethalFor", "type", type, WeaponTypeSchema.options);
  oneOf("tugs.lethalFor", "level", level, LevelSchema.options);
  const kind = LETHALITY[type];
  if (kind === "combination") return level !== "superficial" && level !== "minor";
  return kind === "lethal";
}
