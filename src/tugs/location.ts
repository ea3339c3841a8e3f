import type { Chance } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import { oneOf } from "./guard.js";
import { parseOrThrow } from "../core/validate.js";
import { type HitLocation, HitLocationSchema, type LocationTable, LocationTableSchema } from "./schemas.js";
import { CHANCES, type Kind, type Rolled, type Roller } from "./roller.js";
import { LOCATION_TABLE } from "./tables.js";

/**
 * The hit location a d20 face gives on the humanlike table (TUGS-LOC-1): 1 left leg, 2 right leg,
 * 3-12 body, 13-14 other arm, 15-18 weapon arm, 19-20 head.
 *
 * A GM's own table for a creature that is not humanlike (TUGS-GM-3) may be given instead.
 *
 * @param face - a d20 face
 * @param table - the table (default: the humanlike table of TUGS-LOC-1)
 * @returns the location
 * @example
 * ```ts
 * locationOfFace(16); // "weaponArm"
 * locationOfFace(16, [{ upTo: 16, location: "body" }, { upTo: 20, location: "head" }]); // "body"
 * ```
 */
export function locationOfFace(face: number, table?: LocationTable): HitLocation {
  checkInt("tugs.locationOfFace", "face", face, 1, 20);
  return faceOn(face, table === undefined ? LOCATION_TABLE : parseOrThrow("tugs.locationOfFace", LocationTableSchema, table, "table"));
}

function faceOn(face: number, table: readonly { readonly upTo: number; readonly location: HitLocation }[]): HitLocation {
  const row = table.find((r) => face <= r.upTo);
  if (row === undefined) throw new RulesError({ code: "INVALID_STATE", fn: "tugs.locationOfFace", path: "face", value: face, message: "no row" });
  return row.location;
}

/**
 * Where a hand-to-hand hit lands: the aimed location, or a d20 on the table (TUGS-LOC-1, TUGS-AMB-27): the
 * humanlike table, or the GM's own for a creature that is not humanlike (TUGS-GM-3).
 *
 * @param aimed - the location aimed at, if any (TUGS-LOC-2)
 * @param table - the location table (default: TUGS-LOC-1's)
 * @returns a chance of the location
 * @example
 * ```ts
 * odds(hitLocation()).probability("body").toString(); // "1/2"
 * odds(hitLocation(undefined, [{ upTo: 16, location: "body" }, { upTo: 20, location: "head" }])).probability("head").toString(); // "1/5"
 * ```
 */
export function hitLocation(aimed?: HitLocation | null, table?: LocationTable | null): Chance<HitLocation> {
  const fn = "tugs.hitLocation";
  const where = absentIfNull(aimed);
  const rows = absentIfNull(table);
  if (where !== undefined) oneOf(fn, "aimed", where, HitLocationSchema.options);
  return locationChance(where, rows === undefined ? undefined : parseOrThrow(fn, LocationTableSchema, rows, "table"));
}

/** hitLocation for checked data. @internal */
export function locationChance(aimed: HitLocation | undefined, table: LocationTable | undefined): Chance<HitLocation> {
  return locationWith(CHANCES, aimed, table);
}

/** hitLocation on a roller (roller.ts). @internal */
export function locationWith<K extends Kind>(m: Roller<K>, aimed: HitLocation | undefined, table: LocationTable | undefined): Rolled<K, HitLocation> {
  if (aimed !== undefined)
    return m.traced(m.constant(aimed), () => [Object.freeze({ type: "note", rule: "TUGS-LOC-2", text: `aimed at ${aimed}: no location roll` })]);
  const rows = table ?? LOCATION_TABLE;
  return m.traced(
    m.map(
      m.die("d20", () => ({ purpose: "hit location", rule: "TUGS-LOC-1" })),
      (face) => faceOn(face, rows),
    ),
    () => (table === undefined ? [] : [Object.freeze({ type: "note", rule: "TUGS-GM-3", text: "the GM's own location table" })]),
    (loc) => [Object.freeze({ type: "note", rule: "TUGS-LOC-1", text: `location: ${loc}` })],
  );
}
