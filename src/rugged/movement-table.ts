// Rugged's movement rates (RUG-MOVE-2), rows reconstructed from the flattened table (RUG-AMB-5).

import { deepFreeze } from "../core/freeze.js";
import type { MovementClass, MovementMode } from "../family/schemas.js";

/**
 * Inches per turn by movement mode and class (RUG-MOVE-2). Civilians use the western rates without March
 * (RUG-MOVE-3). Stationary is 0.
 *
 * @example
 * ```ts
 * RUGGED_MOVEMENT_RATES.nativeFoot.charge; // 22
 * ```
 */
export const RUGGED_MOVEMENT_RATES: Readonly<Record<MovementClass, Readonly<Record<MovementMode, number | null>>>> = deepFreeze({
  // ruling RUG-AMB-5: the first flattened block (20/8/15) is Western Foot, the second (22/10/18) Native Foot
  westernFoot: { stationary: 0, combat: 4, patrol: 8, march: 12, run: 15, charge: 20 },
  nativeFoot: { stationary: 0, combat: 4, patrol: 10, march: 12, run: 18, charge: 22 },
  civilian: { stationary: 0, combat: 4, patrol: 8, march: null, run: 15, charge: 20 },
});

/**
 * Consecutive turns a unit may run (RUG-MOVE-1): combatants 2, non-combatants 1.
 *
 * @example
 * ```ts
 * RUGGED_RUN_LIMIT.nonCombatant; // 1
 * ```
 */
export const RUGGED_RUN_LIMIT = deepFreeze({ combatant: 2, nonCombatant: 1 } as const);
