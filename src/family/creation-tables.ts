// Table shapes for character creation in the rugged family; each system fills them in its own file.

/**
 * One row of a luck table (RUG-LUCK-1, VIV-LUCK-1): the D10 faces it covers, its title and Luck.
 *
 * @example
 * ```ts
 * let value: LuckRow | undefined; // see the functions that return or take it
 * ```
 */
export interface LuckRow {
  /** The D10 faces of the row as printed (face 4 is printed in two rows: RUG-AMB-2, VIV-AMB-1). */
  readonly faces: readonly number[];
  /** The row's title, e.g. "Why Me?". */
  readonly title: string;
  /** The Luck it gives. */
  readonly luck: number;
}

/**
 * A luck table and the rule ids that define it and its face-4 ruling.
 *
 * @example
 * ```ts
 * let value: LuckTable | undefined; // see the functions that return or take it
 * ```
 */
export interface LuckTable {
  /** The rows, in printed order. */
  readonly rows: readonly LuckRow[];
  /** The rule id of the table (RUG-LUCK-1 or VIV-LUCK-1). */
  readonly rule: string;
  /** The rule id of the face-4 ruling (RUG-AMB-2 or VIV-AMB-1). */
  readonly ruling: string;
}
