// Unit sizes (RUG-ORG-1, VIV-ORG-1): the texts recommend sizes; validation warns, never rejects.
import type { Unit } from "./schemas.js";

/**
 * A warning about a unit's organisation.
 *
 * @example
 * ```ts
 * const w: UnitWarning = { code: "UNIT_SIZE", rule: "RUG-ORG-1", message: "a combat unit should have 10 figures, has 7" };
 * ```
 */
export interface UnitWarning {
  /** UNIT_SIZE or NO_LEADER. */
  readonly code: "UNIT_SIZE" | "NO_LEADER";
  /** The rule id. */
  readonly rule: string;
  /** In words. */
  readonly message: string;
}

/**
 * The recommended size range of a unit: [min, max] (max null: no upper limit).
 *
 * @example
 * ```ts
 * let value: SizeRange | undefined; // see the functions that return or take it
 * ```
 */
export type SizeRange = readonly [min: number, max: number | null];

/**
 * Warnings for a unit whose size is outside `range`, or a combatant unit without a command figure.
 */
export function unitWarnings(unit: Unit, range: SizeRange, rule: string, leaderRule: string): UnitWarning[] {
  const out: UnitWarning[] = [];
  const n = unit.members.length;
  const [min, max] = range;
  if (n < min || (max !== null && n > max)) {
    const want = max === null ? `${String(min)} or more` : min === max ? String(min) : `${String(min)} to ${String(max)}`;
    out.push({
      code: "UNIT_SIZE",
      rule,
      message: `${unit.kind === "combatant" ? "a combat" : "a non-combatant"} unit should have ${want} figures, has ${String(n)}`,
    });
  }
  if (unit.kind === "combatant" && (unit.leaderId === undefined || !unit.members.some((m) => m.id === unit.leaderId))) {
    out.push({ code: "NO_LEADER", rule: leaderRule, message: "a combatant unit must be led by a command figure among its members" });
  }
  return out;
}
