// The Death Ray's effect area in the vivid game (VIV-GAD-18, VIV-AMB-9): "the GM will have to determine the radius of
// the effect area and the number of hit dice it does. A Death Ray has a base hit number of 6 ... no range limitation
// on the table but does require a direct line of sight". The radius is the scenario's
// `gadgetRules.deathRayRadiusInches`; the hit dice are the ray's weapon's (`deathRay(gmDice)`). What the text leaves
// out, decided here: the beam falls on the figure aimed at (the nearest of the target unit the shooter sees, as any
// shot's); every figure within the radius of it, friend or foe (a beam does not choose), other than the shooter and
// not killed or removed, and in the shooter's line of sight ("stay behind that hill"), is within the effect; the
// ray's hit dice are rolled once, at the hit number of the figure aimed at (its range and cover), and its hits fall
// on the figures within the effect as a volley's fall on a unit's roster (VIV-SHOOT-5, VIV-AMB-21: at random by
// default), the target unit's figures first, then the others' in the scenario's order; non-PCs wound at +3. Every
// unit with a figure within the effect was shot at (VIV-MOR-1). A ray with a radius fires on its own.
import type { Reason } from "../../core/game/contract.js";
import { distanceUnchecked as distance, type Point } from "../../core/game/table.js";
import { carriedGadget } from "../../family/carried.js";
import type { Figure, Unit, Weapon } from "../../family/schemas.js";
import { VIVID_TERRAIN } from "../terrain-table.js";
import { smokeBetween } from "./gadget-commands.js";
import type { Found } from "./kit.js";
import type { VividState } from "./schema.js";
import { seen } from "./table-terrain.js";

/** A shot as the game aims it: the shooter, its weapon and the figure it aims at. @internal */
export interface RayAim {
  /** The shooter. */
  readonly shooter: Found;
  /** The weapon it fires. */
  readonly weapon: Weapon | undefined;
  /** The figure aimed at. */
  readonly at: Found;
}

/** The figures within a Death Ray's effect, as the shot's target. @internal */
export interface RayArea {
  /** The target the volley is resolved against: the target unit with the figures within the effect as its members. */
  readonly unit: Unit;
  /** The ids of the units with a figure within the effect (each was shot at). */
  readonly units: readonly string[];
  /** The figure aimed at. */
  readonly centre: Found;
  /** The GM's radius, inches. */
  readonly radiusInches: number;
}

/** Whether a figure fires a Death Ray it carries: the gadget and the weapon of the Death Ray's class. */
const firesCarriedRay = (figure: Figure, weapon: Weapon | undefined): boolean =>
  weapon?.class === "deathRay" && figure.gadgets !== undefined && carriedGadget(figure, "deathRay") !== undefined;

const isGone = (f: Figure): boolean => f.status?.removed === true || f.status?.wound === "killed";

/**
 * Why a carried Death Ray may not fire with other shooters (VIV-GAD-18): with the GM's effect radius, its beam is a
 * shot of its own. @internal
 *
 * @param state - the state
 * @param figure - the shooter
 * @param weapon - its weapon
 * @param shooters - how many figures the shot names
 * @returns the reasons
 */
export function rayAloneReasons(state: VividState, figure: Figure, weapon: Weapon | undefined, shooters: number): Reason[] {
  if (shooters <= 1 || state.gadgetRules?.deathRayRadiusInches === undefined || !firesCarriedRay(figure, weapon)) return [];
  return [{ code: "RAY_FIRES_ALONE", rule: "VIV-GAD-18", text: `${figure.name}'s Death Ray (the GM's effect radius) fires on its own: shoot it alone` }];
}

/**
 * The Death Ray's effect area of a shot (see the file's note), or undefined when the shot is not a carried ray's
 * with the GM's radius (then the target unit takes the hits, as any volley's). @internal
 *
 * @param state - the state
 * @param found - every figure (called only for a ray with a radius)
 * @param aims - the shot's aims
 * @param target - the target unit
 * @param lineOfSight - the GM's line-of-sight judgement of the shot (VIV-GM-2), if given
 * @returns the area
 */
export function rayArea(
  state: VividState,
  found: () => ReadonlyMap<string, Found>,
  aims: readonly RayAim[],
  target: Unit,
  lineOfSight: boolean | undefined,
): RayArea | undefined {
  const radius = state.gadgetRules?.deathRayRadiusInches;
  const aim = aims.length === 1 ? aims[0] : undefined;
  if (radius === undefined || aim === undefined || !firesCarriedRay(aim.shooter.figure, aim.weapon)) return undefined;
  const from = aim.shooter.place.at;
  const centre = aim.at.place.at;
  const sees = (p: Point): boolean => lineOfSight ?? (seen(VIVID_TERRAIN, state.terrain, from, p) && !smokeBetween(state, from, p));
  const all = found();
  const members: Figure[] = [];
  const units: string[] = [];
  for (const u of [target, ...state.units.filter((v) => v.id !== target.id)]) {
    for (const m of u.members) {
      const x = all.get(m.id);
      if (x === undefined || isGone(x.figure) || x.figure.id === aim.shooter.figure.id) continue;
      // a thousandth of an inch of slack, as the options' rounded points have
      if (distance(x.place.at, centre) > radius + 1e-3) continue;
      if (x.figure.id !== aim.at.figure.id && !sees(x.place.at)) continue;
      members.push(x.figure);
      if (!units.includes(u.id)) units.push(u.id);
    }
  }
  return { unit: { ...target, members }, units, centre: aim.at, radiusInches: radius };
}
