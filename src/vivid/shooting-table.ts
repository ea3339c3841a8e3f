// Vivid's shooting rules as data (VIV-SHOOT-1..5, VIV-MUSKET-1, VIV-MG-1..3).

import { deepFreeze } from "../core/freeze.js";
import type { ShootingTable } from "../family/shooting-table.js";

/**
 * Vivid's shooting modifiers and restrictions (VIV-SHOOT-3): short +2, stationary +2 (not muskets),
 * long range 0, cover -1/-2/-3, Impervious Suit or War Pants -4; no modifier for spotting or the
 * target's movement.
 *
 * @example
 * ```ts
 * VIVID_SHOOTING.armouredTarget; // -4
 * ```
 */
export const VIVID_SHOOTING: ShootingTable = deepFreeze({
  system: "vivid",
  band: { short: 2, medium: 0, long: 0 },
  stationaryBonus: 2,
  combatMoveEarnsBonus: false,
  targetChargingOrRouting: null,
  targetCombatMove: null,
  cover: { soft: -1, medium: -2, hard: -3 },
  armouredTarget: -4,
  unspottedHalves: false,
  musketStationaryBonus: false,
  musketLoadedException: false,
  lewisMoveNeedsCombat: false,
  followingFire: true,
  rules: {
    who: "VIV-SHOOT-1",
    range: "VIV-RANGE-1",
    dice: "VIV-SHOOT-2",
    base: "VIV-SHOOT-2",
    modifiers: "VIV-SHOOT-3",
    resolve: "VIV-SHOOT-4",
    allocation: "VIV-SHOOT-5",
    musket: "VIV-MUSKET-1",
    mg: "VIV-MG-1",
    maxim: "VIV-MG-1",
    lewis: "VIV-MG-1",
    smallMg: "VIV-MG-2",
    minHitRuling: "VIV-AMB-20",
    lewisRuling: "VIV-AMB-16",
    maximRuling: "VIV-AMB-17",
    ambidextrous: "VIV-TRAIT-P1",
    sureShot: "VIV-TRAIT-P3",
    blindEye: "VIV-TRAIT-N1",
    clumsy: "VIV-TRAIT-N4",
    ancientTraining: "VIV-TRAIT-P8",
  },
});
