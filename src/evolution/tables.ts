// The tables of Pulp Evolution as data (catalogue section 5.1).
import { RulesError } from "../core/errors.js";

/**
 * EVO-SIZE-1: the size scale of the text (L.19, L.64).
 *
 * @example
 * ```ts
 * SIZE_SCALE.human; // 3
 * ```
 */
export const SIZE_SCALE = Object.freeze({
  /** An insect or small creature. */
  insect: 1,
  /** A dog. */
  dog: 2,
  /** A standard human. */
  human: 3,
  /** A horse. */
  horse: 4,
  /** A motor car. */
  car: 5,
  /** A tank. */
  tank: 6,
} as const);

/**
 * EVO-TERR-1: the terrain kinds for movement (L.53–55).
 *
 * @example
 * ```ts
 * const woods: Terrain = "difficult";
 * ```
 */
export type Terrain = "open" | "difficult" | "impassable";

/**
 * EVO-TERR-1: the movement factor of each terrain kind: open ground (flat ground, gentle hills, clear
 * building interiors) 1, difficult (woods, jungle, all other terrain) ½, impassable (cliffs, sheer walls,
 * without specialist equipment) 0.
 *
 * @example
 * ```ts
 * TERRAIN_MOVE_FACTOR.difficult; // 0.5
 * ```
 */
export const TERRAIN_MOVE_FACTOR: Readonly<Record<Terrain, number>> = Object.freeze({ open: 1, difficult: 0.5, impassable: 0 });

/**
 * EVO-WOUND-1: the results of the Wound Table (L.74–77).
 *
 * @example
 * ```ts
 * const r: WoundResult = "light";
 * ```
 */
export type WoundResult = "scratch" | "light" | "serious";

/**
 * EVO-WOUND-1: the Wound Table as bands of the total (D6 + damage beyond the Wound score): 1 or less a
 * scratch, 2–4 a Light wound, 5 or more a Serious wound.
 *
 * @example
 * ```ts
 * WOUND_TABLE.find((row) => 5 >= row.from)?.result; // "serious"
 * ```
 */
export const WOUND_TABLE: readonly { readonly from: number; readonly result: WoundResult }[] = Object.freeze([
  Object.freeze({ from: 5, result: "serious" as const }),
  Object.freeze({ from: 2, result: "light" as const }),
  Object.freeze({ from: Number.NEGATIVE_INFINITY, result: "scratch" as const }),
]);

/**
 * EVO-WOUND-1: the Wound Table row for a total.
 *
 * @param total - the wound roll plus the damage beyond the Wound score
 * @returns scratch, light or serious
 * @example
 * ```ts
 * woundTableResult(5); // "serious" (EVO-EX-5: 4 + 1)
 * ```
 */
export function woundTableResult(total: number): WoundResult {
  if (typeof total !== "number" || Number.isNaN(total)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "evolution.woundTableResult", path: "total", value: total, message: "expected a number" });
  }
  for (const row of WOUND_TABLE) if (total >= row.from) return row.result;
  return "scratch";
}

/**
 * EVO-ACT-2: the four basic action types (L.45–50); force lists and skills may add more.
 *
 * @example
 * ```ts
 * ACTION_TYPES.includes("shoot"); // true
 * ```
 */
export const ACTION_TYPES = Object.freeze(["move", "shoot", "charge", "ready"] as const);

/**
 * One of the basic action types (EVO-ACT-2).
 *
 * @example
 * ```ts
 * const a: ActionType = "move";
 * ```
 */
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * EVO-LEAD-1: the leadership radius, in inches ("within six inches", inclusive).
 *
 * @example
 * ```ts
 * LEADER_RADIUS; // 6
 * ```
 */
export const LEADER_RADIUS = 6;

/**
 * EVO-SETUP-1: how far in from its own edge a side deploys in a pick-up game, in inches.
 *
 * @example
 * ```ts
 * DEPLOYMENT_DEPTH; // 12
 * ```
 */
export const DEPLOYMENT_DEPTH = 12;
