// Rugged's shooting rules as data (RUG-SHOOT-1..6, RUG-MUSKET-1, RUG-MG-1..4).

import { deepFreeze } from "../core/freeze.js";
import type { ShootingTable } from "../family/shooting-table.js";

/**
 * Rugged's shooting modifiers and restrictions (RUG-SHOOT-4): short +2, stationary or Combat move +2,
 * long -1, target charging the shooter or routing +1, target using a Combat move -2, cover -1/-2/-3,
 * unspotted target halves the hit number.
 *
 * @example
 * ```ts
 * RUGGED_SHOOTING.band.long; // -1
 * ```
 */
export const RUGGED_SHOOTING: ShootingTable = deepFreeze({
  system: "rugged",
  band: { short: 2, medium: 0, long: -1 },
  stationaryBonus: 2,
  combatMoveEarnsBonus: true,
  targetChargingOrRouting: 1,
  targetCombatMove: -2,
  cover: { soft: -1, medium: -2, hard: -3 },
  armouredTarget: null,
  unspottedHalves: true,
  musketStationaryBonus: true,
  musketLoadedException: true,
  lewisMoveNeedsCombat: true,
  followingFire: false,
  rules: {
    who: "RUG-SHOOT-1",
    range: "RUG-RANGE-2",
    dice: "RUG-SHOOT-2",
    base: "RUG-SHOOT-3",
    modifiers: "RUG-SHOOT-4",
    resolve: "RUG-SHOOT-5",
    allocation: "RUG-SHOOT-6",
    musket: "RUG-MUSKET-1",
    mg: "RUG-MG-1",
    maxim: "RUG-MG-2",
    lewis: "RUG-MG-3",
    smallMg: "RUG-MG-4",
    minHitRuling: "RUG-AMB-10",
    lewisRuling: "RUG-AMB-14",
    maximRuling: "RUG-AMB-15",
    ambidextrous: "RUG-TRAIT-P1",
    sureShot: "RUG-TRAIT-P3",
    blindEye: "RUG-TRAIT-N1",
    clumsy: "RUG-TRAIT-N4",
    ancientTraining: "RUG-TRAIT-P10",
  },
});
