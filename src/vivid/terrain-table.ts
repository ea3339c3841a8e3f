// Vivid's terrain (VIV-TERR-1, VIV-MOVE-2) as data.

import { deepFreeze } from "../core/freeze.js";
import type { TerrainTable } from "../family/terrain.js";

/**
 * Vivid's terrain table: movement multiplier (ford x1/2; hill x1/2 by default, GM may change), visibility in inches, cover (light = soft).
 *
 * @example
 * ```ts
 * VIVID_TERRAIN.rows.ford.move; // 0.5
 * ```
 */
export const VIVID_TERRAIN: TerrainTable = deepFreeze({
  rule: "VIV-TERR-1",
  moveRule: "VIV-MOVE-2",
  rows: {
    open: { move: 1, visibility: null, cover: "none", concealment: false },
    crops: { move: 1, visibility: 4, cover: "none", concealment: true },
    forest: { move: 1, visibility: 16, cover: "soft", concealment: false },
    jungle: { move: 0.5, visibility: 8, cover: "soft", concealment: false },
    stream: { move: 0.5, visibility: null, cover: "none", concealment: false },
    river: { move: null, visibility: null, cover: "none", concealment: false },
    ford: { move: 0.5, visibility: null, cover: "none", concealment: false },
    swamp: { move: "gm", visibility: null, cover: "none", concealment: false },
    road: { move: 1, visibility: null, cover: "none", concealment: false },
    hill: { move: 0.5, visibility: null, cover: "none", concealment: false },
    hut: { move: 1, visibility: "los", cover: "none", concealment: true },
    mudBrick: { move: 1, visibility: "los", cover: "soft", concealment: false },
    stoneBuilding: { move: 1, visibility: "los", cover: "medium", concealment: false },
    fortification: { move: 1, visibility: "los", cover: "hard", concealment: false },
  },
});
