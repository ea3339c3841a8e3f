// Vivid's unit organisation (VIV-ORG-1, VIV-GEN-2): warnings, not rejections.
import { parseOrThrow } from "../core/validate.js";
import { unitWarnings, type UnitWarning } from "../family/organisation.js";
import { type Unit, UnitSchema } from "../family/schemas.js";

/**
 * Checks a unit against vivid's organisation (VIV-ORG-1): regular units 5-10 figures, native contingents
 * and irregulars (troop type native warrior or militia) 10-15 or more; combatant units are led by a command
 * figure (VIV-GEN-2). Heroes may act alone (no unit). Warns only.
 *
 * @param unit - the unit
 * @returns warnings (empty when as recommended)
 * @example
 * ```ts
 * checkUnit({ id: "u", kind: "combatant", troopType: "nativeWarrior", members: [] })[0]?.message; // "a combat unit should have 10 or more figures, has 0"
 * ```
 */
export function checkUnit(unit: Unit): UnitWarning[] {
  const u = parseOrThrow("vivid.checkUnit", UnitSchema, unit, "unit");
  const irregular = u.troopType === "nativeWarrior" || u.troopType === "militia";
  return unitWarnings(u, irregular ? [10, null] : [5, 10], "VIV-ORG-1", "VIV-GEN-2");
}
