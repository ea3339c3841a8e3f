// The Impervious Suit / War Pants −4 in a mixed unit (VIV-SHOOT-3, VIV-AMB-45): the volley is rolled at the
// unit's hit number, and a hit allocated to an armoured figure counts only if its die also makes the number −4.
import { all, type Chance, constant } from "../core/chance.js";
import { pickIndex } from "./pick.js";
import type { Figure, Unit } from "./schemas.js";
import type { ShotContext } from "./shot-context.js";
import type { ShootingOptions, ShootingTable } from "./shooting-table.js";

/**
 * Whether a shot's hits on the armoured figures of its target must also make its number −4: vivid, option
 * `armouredInMixedUnit: 'perFigure'`, a target unit with armoured and unarmoured members, and no
 * `targetArmoured` given in the shot's context (which then decides the −4 itself).
 */
export function armourChecked(table: ShootingTable, options: ShootingOptions, target: Unit, given: ShotContext): boolean {
  // ruling VIV-AMB-45: in a mixed unit ('perFigure', default) the volley is rolled at the unit's hit number and a
  // hit allocated to an armoured figure counts only if its die also makes the number −4 (checked by armourChecks);
  // 'wholeUnitOnly' gives the −4 only when every member is armoured
  if (table.armouredTarget === null || options.armouredInMixedUnit !== "perFigure" || given.targetArmoured !== undefined) return false;
  const armoured = target.members.filter((m) => m.armoured !== undefined).length;
  return armoured > 0 && armoured < target.members.length;
}

/**
 * Whether one hit at number `n` on an armoured figure counts: the hit die's face is uniform over the faces that
 * made n (1..min(n, 10)), re-read with a real die (see `pickIndex`); it counts when that face also makes n − 4.
 */
function armourCheck(table: ShootingTable, n: number, name: string): Chance<boolean> {
  const made = Math.min(n, 10);
  const needed = n + (table.armouredTarget ?? 0);
  const stopped = constant(false).traced([{ type: "note", rule: "VIV-AMB-45", text: `${name}'s suit stops the hit (its die did not make ${String(needed)})` }]);
  if (needed >= made) return constant(true);
  if (needed <= 0) return stopped;
  const purpose = `${name} is armoured: the face of the hit die among 1-${String(made)} (counts on ${String(needed)} or less)`;
  return pickIndex(made, purpose, "VIV-AMB-45").chain((i) => (i + 1 <= needed ? constant(true) : stopped));
}

/**
 * The checks of a volley's hits on the armoured figures of a mixed unit, built once per volley: for the roster
 * index of each hit and the kind of each hit, whether it counts. `checkedN[kind]` is the hit number of a kind
 * whose hits are checked (see {@link armourChecked}), or null.
 *
 * @param table - the system's shooting table
 * @param figures - the roster figures, by roster index
 * @param checkedN - by hit kind: its hit number when its hits on armoured figures are checked, else null
 * @returns for the roster index and kind of each hit, a chance of whether each hit counts
 */
export function armourChecks(
  table: ShootingTable,
  figures: readonly Figure[],
  checkedN: readonly (number | null)[],
): (taken: readonly number[], kinds: readonly number[]) => Chance<readonly boolean[]> {
  const counts = constant(true);
  // one check per figure and hit number, built the first time it comes up and shared after
  const cache = new Map<string, Chance<boolean>>();
  const checkOf = (r: number, kind: number): Chance<boolean> => {
    const figure = figures[r];
    const n = checkedN[kind] ?? null;
    if (figure?.armoured === undefined || n === null) return counts;
    const key = `${String(r)}|${String(n)}`;
    let c = cache.get(key);
    if (c === undefined) {
      c = armourCheck(table, n, figure.name);
      cache.set(key, c);
    }
    return c;
  };
  return (taken, kinds) => all(taken.map((r, k) => checkOf(r, kinds[k] ?? 0)));
}
