// Rugged's terrain (RUG-TERR-1/2, RUG-MOVE-4) as data.

import { deepFreeze } from "../core/freeze.js";
import type { TerrainTable } from "../family/terrain.js";

/**
 * Rugged's terrain table: movement multiplier, visibility (inches, RUG-AMB-12), cover (light = soft, RUG-AMB-11).
 *
 * @example
 * ```ts
 * RUGGED_TERRAIN.rows.ford.move; // 0.25
 * ```
 */
export const RUGGED_TERRAIN: TerrainTable = deepFreeze({
  rule: "RUG-TERR-1",
  moveRule: "RUG-MOVE-4",
  rows: {
    open: { move: 1, visibility: null, cover: "none", concealment: false },
    crops: { move: 1, visibility: 4, cover: "none", concealment: true },
    forest: { move: 1, visibility: 16, cover: "soft", concealment: false },
    jungle: { move: 0.5, visibility: 8, cover: "soft", concealment: false },
    stream: { move: 0.5, visibility: null, cover: "none", concealment: false },
    river: { move: null, visibility: null, cover: "none", concealment: false },
    ford: { move: 0.25, visibility: null, cover: "none", concealment: false },
    swamp: { move: "gm", visibility: null, cover: "none", concealment: false },
    road: { move: 1, visibility: null, cover: "none", concealment: false },
    hill: { move: "gm", visibility: null, cover: "none", concealment: false },
    hut: { move: 1, visibility: "los", cover: "none", concealment: true },
    mudBrick: { move: 1, visibility: "los", cover: "soft", concealment: false },
    stoneBuilding: { move: 1, visibility: "los", cover: "medium", concealment: false },
    fortification: { move: 1, visibility: "los", cover: "hard", concealment: false },
  },
});
