import { RulesError } from "./errors.js";

/**
 * The dice the five rule systems use. `d10` shows 1 to 10 (a printed "0" reads as 10); `dF` is a Fate die
 * showing -1, 0 or +1.
 *
 * @example
 * ```ts
 * const kind: DieKind = "d10";
 * ```
 */
export type DieKind = "d2" | "d3" | "d4" | "d6" | "d8" | "d10" | "d12" | "d20" | "d100" | "dF";

/** The lowest face and number of faces of each die kind (internal table). */
const RANGE: Readonly<Record<DieKind, readonly [low: number, sides: number]>> = {
  d2: [1, 2],
  d3: [1, 3],
  d4: [1, 4],
  d6: [1, 6],
  d8: [1, 8],
  d10: [1, 10],
  d12: [1, 12],
  d20: [1, 20],
  d100: [1, 100],
  dF: [-1, 3],
};

/**
 * Every die kind, in order of size.
 *
 * @example
 * ```ts
 * DIE_KINDS.includes("d20"); // true
 * ```
 */
export const DIE_KINDS: readonly DieKind[] = Object.freeze(Object.keys(RANGE) as DieKind[]);

/**
 * Whether a value names a die kind.
 *
 * @param value - anything
 * @returns true for `"d6"`, `"d10"`, `"dF"`...
 * @example
 * ```ts
 * isDieKind("d10"); // true
 * isDieKind("d7"); // false
 * ```
 */
export function isDieKind(value: unknown): value is DieKind {
  return typeof value === "string" && Object.hasOwn(RANGE, value);
}

/**
 * The faces a die kind can show, lowest first.
 *
 * @param kind - the die kind
 * @returns the faces, e.g. `[1, 2, 3, 4, 5, 6]` for a d6 or `[-1, 0, 1]` for a dF
 * @example
 * ```ts
 * facesOf("dF"); // [-1, 0, 1]
 * ```
 */
export function facesOf(kind: DieKind): readonly number[] {
  const [low, sides] = rangeOf("facesOf", kind);
  return Array.from({ length: sides }, (_, i) => low + i);
}

/** [lowest face, number of faces] of a die kind; throws INVALID_ARGUMENT for an unknown kind. */
export function rangeOf(fn: string, kind: unknown): readonly [low: number, sides: number] {
  if (!isDieKind(kind)) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "kind",
      value: kind,
      message: `expected a die kind (${DIE_KINDS.join(", ")})`,
    });
  }
  return RANGE[kind];
}

/**
 * The number of faces of a die kind, or 0 for an unknown kind: a switch the JIT turns into a jump, for the
 * dice sources' hot path.
 * @internal
 */
export function sidesOf(kind: DieKind): number {
  switch (kind) {
    case "d6":
      return 6;
    case "d10":
      return 10;
    case "d20":
      return 20;
    case "dF":
      return 3;
    case "d4":
      return 4;
    case "d8":
      return 8;
    case "d12":
      return 12;
    case "d100":
      return 100;
    case "d2":
      return 2;
    case "d3":
      return 3;
    default:
      return 0;
  }
}
