import { checkInt } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import { checkBoolean, checkNumber, checkObject, checkOneOf } from "./checks.js";
import { type Model, type ModelInput, modelFrom } from "./model.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom } from "./options.js";
import { TERRAIN_MOVE_FACTOR, type Terrain } from "./tables.js";
import { countedLightWounds } from "./wounds.js";

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
  /**
   * How many Move actions the model has already taken this turn (default 0). Under `lightWoundMove: "per-turn"`
   * the Light wound penalty comes off the turn's total, so a turn's moves asked one by one add up to the
   * same total as asked together. It changes nothing under the default per-action penalty.
   */
  readonly previousMoves?: number;
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
  /** The distance of one Move action, in inches (before a per-turn Light wound penalty, which `inches` includes). */
  readonly perAction: number;
  /** `"ok"`, `"impassable"` (cliffs or sheer walls without equipment) or `"removed"` (the model is out of the game). */
  readonly reason: "ok" | "impassable" | "removed";
}

const FN = "evolution.moveAllowance";

/**
 * How far a model may move with its Move actions (EVO-MOVE-1: Move inches per action, turning freely;
 * EVO-TERR-1: difficult terrain halves it, cliffs are impassable; EVO-WOUND-1: a Light wound takes 1″ off,
 * a Serious wound sets 1″ per action, or keeps a lower Move, ruling EVO-AMB-22). With `previousMoves`, the
 * moves of a turn asked one by one add up to the same total as asked together (EVO-AMB-11, per-turn option).
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
export function moveAllowance(model: ModelInput, context?: MoveContext | null, options?: EvolutionOptionsInput | null): MoveAllowance {
  const m = modelFrom(FN, model);
  return allowance(m, absentIfNull(context) ?? {}, optionsFrom(FN, options), FN);
}

/**
 * The allowance of a validated model, for the functions that validated it already (one place for the rule).
 * @internal
 */
export function allowance(m: Model, context: MoveContext, o: EvolutionOptions, fn: string): MoveAllowance {
  checkObject(fn, "context", context);
  const actions = checkInt(fn, "context.actions", context.actions ?? 1, 0, 3);
  const previous = checkInt(fn, "context.previousMoves", context.previousMoves ?? 0, 0, 3 - actions);
  const terrain = checkOneOf(fn, "context.terrain", context.terrain ?? "open", ["open", "difficult", "impassable"] as const);
  const equipment = checkBoolean(fn, "context.specialistEquipment", context.specialistEquipment ?? false);
  return allowanceValidated(m, actions, previous, terrain, equipment, o);
}

/**
 * {@link allowance} of a situation already validated (a game's own state: whole actions 0 to 3, earlier moves 0 to
 * 3 minus them, a terrain kind): the same allowance, no argument checks (issue 15: validate once, at the edge).
 *
 * @internal
 */
export function allowanceValidated(m: Model, actions: number, previous: number, terrain: Terrain, equipment: boolean, o: EvolutionOptions): MoveAllowance {
  if (m.state.removed) return { inches: 0, perAction: 0, reason: "removed" };
  if (terrain === "impassable" && !equipment) return { inches: 0, perAction: 0, reason: "impassable" };
  // with specialist equipment a cliff is crossed, but slowly: it counts as difficult terrain (EVO-GM-2 decides otherwise)
  const factor = TERRAIN_MOVE_FACTOR[terrain === "impassable" ? "difficult" : terrain];
  const lights = countedLightWounds(m.state, o);
  let base: number;
  let turnPenalty = 0;
  if (m.state.seriousWounds > 0) {
    // EVO-WOUND-1: a Serious wound overrides the move (EVO-AMB-11): 1″ per Move action;
    // ruling EVO-AMB-22: the lower of the two, a wound never raises a move (Move 0 or 0.5 stays)
    base = Math.min(m.move, 1);
  } else if (o.lightWoundMove === "per-action") {
    // option lightWoundMove (EVO-AMB-11): the Light wound penalty is per Move action by default, or per turn
    base = Math.max(0, m.move - lights);
  } else {
    base = m.move;
    turnPenalty = lights;
  }
  // the turn's running total after n Move actions; these actions take what the total gains from
  // `previous` to `previous + actions`, so moves asked one by one add up to the moves asked together
  const total = (n: number): number => (n === 0 ? 0 : Math.max(0, base * n - turnPenalty));
  const perAction = base * factor;
  const inches = (total(previous + actions) - total(previous)) * factor;
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
export function chargeOutcome(
  model: ModelInput,
  distance: number,
  context?: Omit<MoveContext, "actions"> | null,
  options?: EvolutionOptionsInput | null,
): ChargeOutcome {
  const fn = "evolution.chargeOutcome";
  const m = modelFrom(fn, model);
  const d = checkNumber(fn, "distance", distance, 0, 10_000);
  const c = absentIfNull(context) ?? {};
  checkObject(fn, "context", c);
  const reach = chargeReach(m, c, optionsFrom(fn, options), fn);
  return { contact: d <= reach, reach };
}

/**
 * How far a validated model's charge reaches (one place for ruling EVO-AMB-10).
 * @internal
 */
export function chargeReach(m: Model, context: Omit<MoveContext, "actions">, o: EvolutionOptions, fn: string): number {
  // ruling EVO-AMB-10: a charge reaches `chargeMoves` Move allowances (default one Move)
  return allowance(m, { ...context, actions: o.chargeMoves }, o, fn).inches;
}

/**
 * {@link chargeReach} of a situation already validated (see {@link allowanceValidated}): the same reach.
 *
 * @internal
 */
export function chargeReachValidated(m: Model, previous: number, terrain: Terrain, equipment: boolean, o: EvolutionOptions): number {
  // ruling EVO-AMB-10: a charge reaches `chargeMoves` Move allowances (default one Move)
  return allowanceValidated(m, o.chargeMoves, previous, terrain, equipment, o).inches;
}
