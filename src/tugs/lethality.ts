import { oneOf } from "./guard.js";
import { type Injury, type Level, LevelSchema, type WeaponType, WeaponTypeSchema } from "./schemas.js";
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
  if (kind === "combination") return combinationLethal(level);
  return kind === "lethal";
}

/** TUGS-LETH-1: a "combinaison" injury is non-lethal if Superficial or Minor, lethal if Major or worse. */
function combinationLethal(level: Level): boolean {
  return level !== "superficial" && level !== "minor";
}

/**
 * Whether an injury is lethal at a level it reaches by worsening or healing: a "combinaison" injury
 * (`combination`) follows its level (TUGS-LETH-1); any other keeps its lethality.
 * @internal
 */
export function lethalAt(injury: Pick<Injury, "lethal" | "combination">, level: Level): boolean {
  // ruling TUGS-AMB-35: a combination injury's lethality follows its current level, recomputed whenever it changes
  return injury.combination ? combinationLethal(level) : injury.lethal;
}

/**
 * Whether a weapon type's injuries are "combinaison" ones, whose lethality follows their level (TUGS-LETH-1).
 * @internal
 */
export function isCombination(type: WeaponType): boolean {
  return LETHALITY[type] === "combination";
}
