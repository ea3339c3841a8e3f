// Rout recovery of the Rugged Adventures family: a D6 at the start of each following turn (VIV-MOR-7),
// also used to rally a disrupted unit (VIV-MOR-12, VIV-AMB-25); and leaving the table (VIV-MOR-8).
import { type Chance, constant, die } from "../core/chance.js";
import { deepFreeze } from "../core/freeze.js";
import { checkInt } from "../core/errors.js";
import type { NoteEntry, TraceEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { type Figure, type Unit, UnitSchema } from "./schemas.js";
import { isPlayerFigure } from "./wound-figure.js";

/**
 * A rout-recovery roll resolved: whether the unit stops, and the unit afterwards.
 *
 * @example
 * ```ts
 * const r: RallyResolution = { rolled: true, stops: false, unit };
 * ```
 */
export interface RallyResolution {
  /** Whether a die was rolled (only a routing or disrupted unit rolls). */
  readonly rolled: boolean;
  /** The unit stops running (or loses its disrupted token) and fights normally. */
  readonly stops: boolean;
  /** The unit afterwards (a new object). */
  readonly unit: Unit;
}

const able = (f: Figure): boolean => f.status?.wound !== "killed" && f.status?.removed !== true;

/**
 * The rout-recovery roll (VIV-MOR-7): a routing unit rolls a D6 at the start of each following turn and
 * stops on a 6; a PC on its own stops on 5–6. A disrupted unit rallies by the same roll (VIV-MOR-12,
 * VIV-AMB-25).
 *
 * @param fn - the public function name, for errors
 * @param unit - the routing or disrupted unit (a lone PC is a unit of one)
 * @param notes - notes recorded first (RUG-AMB-1 for rugged)
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1, VIV-GEN-1), added to the face
 * @returns a chance of `{ rolled, stops, unit }`
 */
export function rollRoutRecovery(fn: string, unit: Unit, notes: readonly NoteEntry[], gmRollModifier = 0): Chance<RallyResolution> {
  // the parsed unit is the library's own: frozen, since it and its members are shared by every resolution
  const u = deepFreeze(parseOrThrow(fn, UnitSchema, unit, "unit"));
  return routRecoveryOf(u, notes, checkInt(fn, "gmRollModifier", gmRollModifier, -10, 10));
}

/**
 * {@link rollRoutRecovery} of a unit already parsed and frozen and a modifier already checked (a named call parsed
 * its input at the edge, issue 16): the same chance, without parsing the unit again.
 *
 * @param u - the unit, valid and frozen (it is shared by every resolution)
 * @param notes - notes recorded first
 * @param gm - the GM's modifier, -10 to 10
 * @returns a chance of `{ rolled, stops, unit }`
 * @internal
 */
export function routRecoveryOf(u: Unit, notes: readonly NoteEntry[], gm: number): Chance<RallyResolution> {
  const living = u.members.filter(able);
  const broken = u.morale === "routing" || u.morale === "disrupted" || living.some((m) => m.status?.routing === true || m.status?.disrupted === true);
  if (!broken)
    return constant<RallyResolution>(Object.freeze({ rolled: false, stops: true, unit: u })).traced(
      deepFreeze([...notes, { type: "note", rule: "VIV-MOR-7", text: "not routing or disrupted: no roll" }]),
    );
  const pc = living.length > 0 && living.every(isPlayerFigure);
  const need = pc ? 5 : 6;
  const what = u.morale === "disrupted" ? "rally a disrupted unit (VIV-AMB-25)" : "rout recovery";
  const before: TraceEntry[] = [...notes];
  if (gm !== 0) before.push({ type: "modifier", rule: "VIV-MOR-7", label: "GM modifier to the die", value: gm });
  return die("d6", { purpose: `${what} (stops on ${String(need)}+${pc ? ", a PC" : ""})`, rule: "VIV-MOR-7" })
    .map((face) => face + gm >= need)
    .traced(deepFreeze(before), (stops) => [
      { type: "note", rule: "VIV-MOR-7", text: stops ? "stops and fights normally" : "keeps running away from the enemy" },
    ])
    .map((stops): RallyResolution => {
      if (!stops) return { rolled: true, stops, unit: u };
      const members = u.members.map(
        (m): Figure => (m.status?.routing === true || m.status?.disrupted === true ? { ...m, status: { ...m.status, routing: false, disrupted: false } } : m),
      );
      return { rolled: true, stops, unit: { ...u, members, morale: "normal" } };
    });
}

/**
 * A unit that retreats or routs off the table is removed from play (VIV-MOR-8): every member is marked removed.
 *
 * @param unit - the unit leaving the table
 * @returns the unit with every member removed (a new object)
 * @example
 * ```ts
 * leaveTable(unit).members.every((m) => m.status?.removed); // true
 * ```
 */
export function leaveTable(unit: Unit): Unit {
  const u = parseOrThrow("leaveTable", UnitSchema, unit, "unit");
  return { ...u, members: u.members.map((m) => ({ ...m, status: { ...m.status, removed: true } })) };
}
