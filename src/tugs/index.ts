/**
 * pulp-rules/tugs: TUGS combat chapter (d20 roll-under, sections 3.6-3.9) (catalogue section 4).
 *
 * @packageDocumentation
 */
import type { RuleSystemInfo } from "../core/system-info.js";

/**
 * What this rule system is and where its rules come from.
 *
 * @example
 * ```ts
 * import { system } from "pulp-rules/tugs";
 * system.rulePrefix; // "TUGS"
 * ```
 */
export const system: RuleSystemInfo = {
  id: "tugs",
  title: "TUGS combat chapter (d20 roll-under, sections 3.6-3.9)",
  source: "003_19a076abd199de7c.txt",
  catalogue: "section 4",
  rulePrefix: "TUGS",
};
