/**
 * pulp-rules/evolution: Pulp Evolution (draft) (catalogue section 5).
 *
 * @packageDocumentation
 */
import type { RuleSystemInfo } from "../core/system-info.js";

/**
 * What this rule system is and where its rules come from.
 *
 * @example
 * ```ts
 * import { system } from "pulp-rules/evolution";
 * system.rulePrefix; // "EVO"
 * ```
 */
export const system: RuleSystemInfo = {
  id: "evolution",
  title: "Pulp Evolution (draft)",
  source: "004_d16c8db4b5e97e02.txt",
  catalogue: "section 5",
  rulePrefix: "EVO",
};
