import type { Severity } from "./schemas.js";

/**
 * One row of the consequence table (FATE-CONS-1, FATE-REC-1).
 *
 * @example
 * ```ts
 * const row: ConsequenceRow = CONSEQUENCES.minor; // { soaks: 2, difficulty: 2, clears: "afterNextScene" }
 * ```
 */
export interface ConsequenceRow {
  /** Points of stress it soaks. */
  readonly soaks: number;
  /** The recovery roll's difficulty: the points soaked (Fair +2, Great +4, Fantastic +6). */
  readonly difficulty: number;
  /** When it clears once treatment begins. */
  readonly clears: "afterNextScene" | "weeks" | "months";
}

/**
 * The consequence table as data (FATE-CONS-1, FATE-REC-1, text L.104-117).
 *
 * @example
 * ```ts
 * CONSEQUENCES.severe.difficulty; // 6
 * ```
 */
export const CONSEQUENCES: Readonly<Record<Severity, ConsequenceRow>> = Object.freeze({
  minor: Object.freeze({ soaks: 2, difficulty: 2, clears: "afterNextScene" }),
  moderate: Object.freeze({ soaks: 4, difficulty: 4, clears: "weeks" }),
  severe: Object.freeze({ soaks: 6, difficulty: 6, clears: "months" }),
} as const);

/**
 * The severities in soak order, smallest first.
 *
 * @example
 * ```ts
 * SEVERITIES; // ["minor", "moderate", "severe"]
 * ```
 */
export const SEVERITIES: readonly Severity[] = Object.freeze(["minor", "moderate", "severe"] as const);
