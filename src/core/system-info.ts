/**
 * What a rule system is and where it comes from: every system subpath exports one as `system`.
 *
 * @example
 * ```ts
 * const info: RuleSystemInfo = { id: "fate", title: "Fate-style pulp RPG", source: "002_a52771f502cf9543.txt", catalogue: "section 3", rulePrefix: "FATE" };
 * ```
 */
export interface RuleSystemInfo {
  /** The subpath name: `rugged`, `vivid`, `fate`, `tugs` or `evolution`. */
  readonly id: "rugged" | "vivid" | "fate" | "tugs" | "evolution";
  /** The title of the rules text. */
  readonly title: string;
  /** The file name of the original text. */
  readonly source: string;
  /** Where the specification is, in the rules catalogue. */
  readonly catalogue: string;
  /** The prefix of the system's rule ids (`RUG`, `VIV`, `FATE`, `TUGS`, `EVO`). */
  readonly rulePrefix: "RUG" | "VIV" | "FATE" | "TUGS" | "EVO";
}
