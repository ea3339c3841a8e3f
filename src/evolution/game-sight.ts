// The table geometry of the evolution game: the terrain a move crosses (EVO-TERR-1) and the line of sight between two
// models from their positions, the scenery and the models in between (EVO-LOS-1..3, EVO-COVER-1). Read by game.ts.
// The state went through the game's schemas (setup, loadState) or came from its own steps, so its points and shapes
// are measured with the table's unchecked forms and the rulings read with the validated forms (issue 15: validate
// once, at the edge).
import {
  bearingUnchecked as bearing,
  containsUnchecked as contains,
  crossesUnchecked as crosses,
  distanceUnchecked as distance,
  segmentDistanceUnchecked as segmentDistance,
} from "../core/game/table.js";
import type { EvolutionPiece, EvolutionState } from "./game-schema.js";
import { blocksLosValidated, inFieldOfVisionValidated, type Los, lineOfSightValidated } from "./los.js";
import type { Point } from "./model.js";
import type { Terrain } from "./tables.js";

const MOVE_ORDER: Readonly<Record<Terrain, number>> = { open: 0, difficult: 1, impassable: 2 };

/**
 * The worst terrain a straight move from `from` to `to` meets (EVO-TERR-1, EVO-GM-2): a zone it starts in or
 * crosses counts. The path of a move need not be straight (EVO-MOVE-1); a player who goes around a wood gives the
 * moves around it.
 *
 * @param state - the game state (its terrain)
 * @param from - the start
 * @param to - the end
 * @returns open, difficult or impassable
 * @example
 * ```ts
 * terrainCrossed(state, { x: 0, y: 0 }, { x: 0, y: 5 }); // "difficult" through a wood
 * ```
 */
export function terrainCrossed(state: EvolutionState, from: Point, to: Point): Terrain {
  let worst: Terrain = "open";
  for (const zone of state.terrain) {
    if (zone.move === "open" || MOVE_ORDER[zone.move] <= MOVE_ORDER[worst]) continue;
    if (contains(zone.shape, from) || crosses(zone.shape, from, to)) worst = zone.move;
  }
  return worst;
}

const SIGHT_ORDER = { none: 0, "non-blocking": 0, partial: 1, complete: 2 } as const;

/**
 * The line of sight from one model to another on the table (EVO-LOS-1: 180° forward and the terrain between;
 * EVO-COVER-1 with ruling EVO-AMB-6: a target standing in cover is Obscured; EVO-LOS-2: models of the shooter's own
 * activating group never block; EVO-LOS-3: another model whose base the line passes through blocks targets of its
 * size or smaller). A zone the shooter stands in does not hide what it looks at (it sees out of its own wood); a
 * zone the target stands in does.
 *
 * @param state - the game state
 * @param shooter - the model looking
 * @param target - the model looked at
 * @param group - ids of the shooter's activating group (EVO-LOS-2)
 * @returns clear, obscured or blocked
 * @example
 * ```ts
 * sightOf(state, boss, bandido, ["boss", "cowpoke-1"]); // "obscured" behind a fence
 * ```
 */
export function sightOf(state: EvolutionState, shooter: EvolutionPiece, target: EvolutionPiece, group: readonly string[]): Los {
  const a = shooter.at;
  const b = target.at;
  const inArc = distance(a, b) === 0 || inFieldOfVisionValidated(shooter.model.facingDeg, bearing(a, b));
  let terrain: "none" | "partial" | "complete" = "none";
  let cover = false;
  for (const zone of state.terrain) {
    const holdsTarget = contains(zone.shape, b);
    if (holdsTarget && zone.cover) cover = true;
    if (SIGHT_ORDER[zone.sight] <= SIGHT_ORDER[terrain] || contains(zone.shape, a)) continue;
    if (holdsTarget || crosses(zone.shape, a, b)) terrain = zone.sight === "complete" ? "complete" : "partial";
  }
  const blockedByModel = state.pieces.some(
    (p) =>
      p !== shooter &&
      p !== target &&
      !p.model.state.removed &&
      segmentDistance(p.at, a, b) < state.baseRadius &&
      blocksLosValidated(p.model.size, target.model.size, p.side === shooter.side && group.includes(p.model.id)),
  );
  return lineOfSightValidated(terrain, cover, inArc, blockedByModel, state.options);
}
