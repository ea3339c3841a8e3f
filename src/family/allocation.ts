// Hit allocation (RUG-SHOOT-6, VIV-SHOOT-5, VIV-AMB-21): random over the target's roster, a player shooter's
// pick on a D6 of 5-6 (vivid), or the shooter's choice.
import { type Chance, constant, die } from "../core/chance.js";
import { pickIndex } from "./pick.js";

/**
 * How hits are allocated.
 *
 * @example
 * ```ts
 * let value: AllocationSpec | undefined; // see the functions that return or take it
 * ```
 */
export interface AllocationSpec {
  /** `random`: a die per hit over the roster; `chosen`: hits go to `chosen` in turn (no dice). */
  readonly mode: "random" | "chosen";
  /** Figure ids in the order the shooter (or GM) assigns hits; for picks and `chosen` mode. */
  readonly chosen: readonly string[];
  /** The D6 face from which a player shooter picks its target (vivid 5); `null`: never. */
  readonly pickFrom: number | null;
  /** Rule ids: allocation, and the pick. */
  readonly rule: string;
  /** The rule id of the pick roll. */
  readonly pickRule: string;
}

/**
 * Hits per figure id, keys in roster order.
 *
 * @example
 * ```ts
 * let value: Allocation | undefined; // see the functions that return or take it
 * ```
 */
export type Allocation = Record<string, number>;

function addHit(acc: Allocation, id: string): Allocation {
  return { ...acc, [id]: (acc[id] ?? 0) + 1 };
}

/**
 * Allocates `hits` (of which `pickHits` were scored by player shooters) over the living roster. One
 * figure may take several hits (RUG-SHOOT-6: it keeps the worst wound).
 */
export function allocate(roster: readonly string[], hits: number, pickHits: number, spec: AllocationSpec): Chance<Allocation> {
  if (roster.length === 0 || hits === 0) return constant({});
  if (spec.mode === "chosen") {
    const order = spec.chosen.filter((id) => roster.includes(id));
    const list = order.length > 0 ? order : roster;
    let acc: Allocation = {};
    for (let i = 0; i < hits; i++) acc = addHit(acc, list[i % list.length] ?? "");
    return constant(acc).traced([{ type: "note", rule: spec.rule, text: `hits assigned by choice to ${list.join(", ")}` }]);
  }
  const pickTarget = spec.chosen.find((id) => roster.includes(id));
  const random = (acc: Allocation, k: number): Chance<Allocation> =>
    pickIndex(roster.length, `which figure takes hit ${String(k + 1)}`, spec.rule).map((i) => addHit(acc, roster[i] ?? ""));
  let chance: Chance<Allocation> = constant({});
  for (let k = 0; k < hits; k++) {
    const pick = k < pickHits && spec.pickFrom !== null && pickTarget !== undefined ? { from: spec.pickFrom, target: pickTarget } : null;
    chance = chance.chain((acc) => {
      if (pick === null) return random(acc, k);
      return die("d6", { purpose: `player shooter picks the target of hit ${String(k + 1)} (${String(pick.from)}+)`, rule: spec.pickRule })
        .map((f) => f >= pick.from)
        .chain((picks) => (picks ? constant(addHit(acc, pick.target)) : random(acc, k)));
    });
  }
  return chance;
}
