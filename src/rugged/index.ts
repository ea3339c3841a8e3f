/**
 * pulp-rules/rugged: Rugged Adventures, Preliminary Core Rules (catalogue section 1).
 *
 * @packageDocumentation
 */
import type { RuleSystemInfo } from "../core/system-info.js";

/**
 * What this rule system is and where its rules come from.
 *
 * @example
 * ```ts
 * import { system } from "pulp-rules/rugged";
 * system.rulePrefix; // "RUG"
 * ```
 */
export const system: RuleSystemInfo = {
  id: "rugged",
  title: "Rugged Adventures, Preliminary Core Rules",
  source: "001_676dd4ec680080c0.txt",
  catalogue: "section 1",
  rulePrefix: "RUG",
};
