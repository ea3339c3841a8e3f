// Rugged's unit organisation (RUG-ORG-1, RUG-GEN-2): warnings, not rejections.
import { parseOrThrow } from "../core/validate.js";
import { unitWarnings, type UnitWarning } from "../family/organisation.js";
import { type Unit, UnitSchema } from "../family/schemas.js";

/**
 * Checks a unit against rugged's organisation (RUG-ORG-1): combat units should have 10 figures,
 * non-combatant units up to 20; combatant units are led by a command figure (RUG-GEN-2). Warns only.
 *
 * @param unit - the unit
 * @returns warnings (empty when as recommended)
 * @example
 * ```ts
 * checkUnit({ id: "u", kind: "combatant", members: [] })[0]?.code; // "UNIT_SIZE"
 * ```
 */
export function checkUnit(unit: Unit): UnitWarning[] {
  const u = parseOrThrow("rugged.checkUnit", UnitSchema, unit, "unit");
  return unitWarnings(u, u.kind === "combatant" ? [10, 10] : [0, 20], "RUG-ORG-1", "RUG-GEN-2");
}
