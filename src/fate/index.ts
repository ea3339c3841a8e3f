/**
 * pulp-rules/fate: Fate-style pulp RPG (catalogue section 3).
 *
 * @packageDocumentation
 */
import type { RuleSystemInfo } from "../core/system-info.js";

/**
 * What this rule system is and where its rules come from.
 *
 * @example
 * ```ts
 * import { system } from "pulp-rules/fate";
 * system.rulePrefix; // "FATE"
 * ```
 */
export const system: RuleSystemInfo = {
  id: "fate",
  title: "Fate-style pulp RPG",
  source: "002_a52771f502cf9543.txt",
  catalogue: "section 3",
  rulePrefix: "FATE",
};
