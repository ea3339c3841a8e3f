import { checkInt } from "../core/errors.js";
import { checkBoolean, checkNumber, checkObject, checkOneOf } from "./checks.js";
import { type ModelInput, parseModel } from "./model.js";
import { type EvolutionOptionsInput, parseEvolutionOptions } from "./options.js";
import { countedLightWounds } from "./wounds.js";
import { TERRAIN_MOVE_FACTOR, type Terrain } from "./tables.js";

/**
 * What {@link moveAllowance} is asked: how many Move actions, over which terrain.
 *
 * @example
 * ```ts
 * const through: MoveContext = { actions: 2, terrain: "difficult" };
 * ```
 */
export interface MoveContext {
  /** How many Move actions (default 1). */
  readonly actions?: number;
  /** EVO-TERR-1: the terrain crossed (default `"open"`); a GM input (EVO-GM-2). */
  readonly terrain?: Terrain;
  /** Specialist equipment (climbing gear) that lets the model cross impassable terrain (EVO-GM-2); it then counts as difficult. */
  readonly specialistEquipment?: boolean;
}

/**
 * How far a model may move (EVO-MOVE-1, EVO-TERR-1, EVO-WOUND-1, EVO-AMB-11).
 *
 * @example
 * ```ts
 * const m: MoveAllowance = { inches: 10, perAction: 5, reason: "ok" };
 * ```
 */
export interface MoveAllowance {
  /** The total distance for all the Move actions, in inches. */
  readonly inches: number;
  /** The distance of one Move action, in inches (before a per-turn Light wound penalty). */
  readonly perAction: number;
  /** `"ok"`, `"impassable"` (cliffs or sheer walls without equipment) or `"removed"` (the model is out of the game). */
  readonly reason: "ok" | "impassable" | "removed";
}

const FN = "evolution.moveAllowance";

/**
 * How far a model may move with its Move actions (EVO-MOVE-1: Move inches per action, turning freely;
 * EVO-TERR-1: difficult terrain halves it, cliffs are impassable; EVO-WOUND-1: a Light wound takes 1″ off,
 * a Serious wound sets 1″ per action).
 *
 * @param model - the model (validated here)
 * @param context - the number of Move actions and the terrain
 * @param options - rulings; EVO-AMB-11 (`lightWoundMove`, `lightWoundsStack`) applies here
 * @returns the distance, per action and in total, with a reason
 * @example
 * ```ts
 * moveAllowance(TOUGH).inches; // 5 (EVO-EX-1)
 * moveAllowance(TOUGH, { actions: 2 }).inches; // 10
 * moveAllowance(TOUGH, { terrain: "difficult" }).inches; // 2.5
 * ```
 */
export function moveAllowance(model: ModelInput, context: MoveContext = {}, options?: EvolutionOptionsInput): MoveAllowance {
  const m = parseModel(model, FN);
  checkObject(FN, "context", context);
  const actions = checkInt(FN, "context.actions", context.actions ?? 1, 0, 3);
  const terrain = checkOneOf(FN, "context.terrain", context.terrain ?? "open", ["open", "difficult", "impassable"] as const);
  const equipment = checkBoolean(FN, "context.specialistEquipment", context.specialistEquipment ?? false);
  const o = parseEvolutionOptions(options, FN);
  if (m.state.removed) return { inches: 0, perAction: 0, reason: "removed" };
  if (terrain === "impassable" && !equipment) return { inches: 0, perAction: 0, reason: "impassable" };
  // with specialist equipment a cliff is crossed, but slowly: it counts as difficult terrain (EVO-GM-2 decides otherwise)
  const factor = TERRAIN_MOVE_FACTOR[terrain === "impassable" ? "difficult" : terrain];
  const lights = countedLightWounds(m.state, o);
  let base: number;
  let turnPenalty = 0;
  if (m.state.seriousWounds > 0) {
    // EVO-WOUND-1: a Serious wound overrides the move (EVO-AMB-11): 1″ per Move action
    base = 1;
  } else if (o.lightWoundMove === "per-action") {
    // option lightWoundMove (EVO-AMB-11): the Light wound penalty is per Move action by default, or per turn
    base = Math.max(0, m.move - lights);
  } else {
    base = m.move;
    turnPenalty = actions > 0 ? lights : 0;
  }
  const perAction = base * factor;
  const inches = Math.max(0, base * actions - turnPenalty) * factor;
  return { inches, perAction, reason: "ok" };
}

/**
 * What a charge achieves (EVO-AMB-10).
 *
 * @example
 * ```ts
 * const c: ChargeOutcome = { contact: true, reach: 5 };
 * ```
 */
export interface ChargeOutcome {
  /** Whether the charger reaches the enemy: contact starts close combat (EVO-CC-1, EVO-AMB-7). */
  readonly contact: boolean;
  /** How far the charge reaches, in inches. */
  readonly reach: number;
}

/**
 * Whether a charge reaches its target (EVO-ACT-2, EVO-AMB-10: a charge reaches one Move, or `chargeMoves`
 * Moves; contact starts close combat). A charge that fails to reach lets the model move normally (the
 * leader-group fallback of EVO-LEAD-1 is checked by `validateGroup`).
 *
 * @param model - the charger (validated here)
 * @param distance - the distance to the nearest enemy along the charge path, in inches (a GM/geometry input)
 * @param context - the terrain crossed
 * @param options - rulings; EVO-AMB-10 (`chargeMoves`) and EVO-AMB-11 apply
 * @returns contact and reach
 * @example
 * ```ts
 * chargeOutcome(TOUGH, 4); // { contact: true, reach: 5 }
 * chargeOutcome(TOUGH, 6); // { contact: false, reach: 5 }
 * ```
 */
export function chargeOutcome(model: ModelInput, distance: number, context: Omit<MoveContext, "actions"> = {}, options?: EvolutionOptionsInput): ChargeOutcome {
  const d = checkNumber("evolution.chargeOutcome", "distance", distance, 0, 10_000);
  checkObject("evolution.chargeOutcome", "context", context);
  const o = parseEvolutionOptions(options, "evolution.chargeOutcome");
  // ruling EVO-AMB-10: a charge reaches `chargeMoves` Move allowances (default one Move)
  const reach = moveAllowance(model, { ...context, actions: o.chargeMoves }, o).inches;
  return { contact: d <= reach, reach };
}
