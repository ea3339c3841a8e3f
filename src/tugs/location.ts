import { type Chance, constant, die } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import { oneOf } from "./guard.js";
import { type HitLocation, HitLocationSchema } from "./schemas.js";
import { LOCATION_TABLE } from "./tables.js";

/**
 * The hit location a d20 face gives on the humanlike table (TUGS-LOC-1): 1 left leg, 2 right leg,
 * 3-12 body, 13-14 other arm, 15-18 weapon arm, 19-20 head.
 *
 * @param face - a d20 face
 * @returns the location
 * @example
 * ```ts
 * locationOfFace(16); // "weaponArm"
 * ```
 */
export function locationOfFace(face: number): HitLocation {
  checkInt("tugs.locationOfFace", "face", face, 1, 20);
  const row = LOCATION_TABLE.find((r) => face <= r.upTo);
  if (row === undefined) throw new RulesError({ code: "INVALID_STATE", fn: "tugs.locationOfFace", path: "face", value: face, message: "no row" });
  return row.location;
}

/**
 * Where a hand-to-hand hit lands: the aimed location, or a d20 on the table (TUGS-LOC-1, TUGS-AMB-27).
 *
 * @param aimed - the location aimed at, if any (TUGS-LOC-2)
 * @returns a chance of the location
 * @example
 * ```ts
 * odds(hitLocation()).probability("body").toString(); // "1/2"
 * ```
 */
export function hitLocation(aimed?: HitLocation): Chance<HitLocation> {
  if (aimed !== undefined) {
    oneOf("tugs.hitLocation", "aimed", aimed, HitLocationSchema.options);
    return constant(aimed).traced([{ type: "note", rule: "TUGS-LOC-2", text: `aimed at ${aimed}: no location roll` }]);
  }
  return die("d20", { purpose: "hit location", rule: "TUGS-LOC-1" })
    .map(locationOfFace)
    .traced([], (loc) => [{ type: "note", rule: "TUGS-LOC-1", text: `location: ${loc}` }]);
}
