// Wounds for a whole volley: every figure hit rolls its hits on the wound table, keeping the worst
// (VIV-SHOOT-5, VIV-WOUND-3, RUG-SHOOT-7); the target unit comes back with its figures updated.
import * as z from "zod/mini";
import { all, type Chance, constant } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { type Figure, FigureSchema, type Unit } from "./schemas.js";
import type { WoundSettings } from "./wound-api.js";
import { figureWounds, type OxFlag, withWoundOutcome } from "./wound-figure.js";
import { type WoundHit, WoundHitSchema } from "./wound-table.js";
import type { WoundOutcome, WoundRules } from "./wounds.js";

/**
 * The wounds of a volley: the target unit afterwards and each hit figure's outcome.
 *
 * @example
 * ```ts
 * const v: VolleyWounds = { unit: thugs, outcomes: { t2: outcome } };
 * ```
 */
export interface VolleyWounds {
  /** The target unit with every hit figure updated (a new object). */
  readonly unit: Unit;
  /** Each hit figure's outcome, by figure id. */
  readonly outcomes: Readonly<Record<string, WoundOutcome>>;
}

const AllocationSchema = z.record(z.string(), z.number().check(z.int(), z.gte(0), z.lte(100)));

// Only the figures hit are parsed in full (a whole 10-figure unit costs ~45 us to parse); the others are kept as given.
const TargetShellSchema = z.looseObject({
  /** The unit's id. */
  id: z.string(),
  /** Its members, each with an id. */
  members: z.array(z.looseObject({ /** The figure's id. */ id: z.string() })),
});

/**
 * Rolls the wounds of a volley's allocation on the target unit: each figure with hits resolves them all
 * (worst result, Ox, luck, non-PC rule) in roster order.
 *
 * @param fn - the public function name, for errors
 * @param rules - the system's wound rules
 * @param target - the target unit
 * @param allocation - hits per figure id (from a volley)
 * @param hit - what every hit brings (e.g. `{ shotgun: true }`)
 * @param oxFlag - where the system keeps its Ox flag
 * @param settings - luck use and game turn
 * @returns a chance of `{ unit, outcomes }`
 */
export function volleyWounds(
  fn: string,
  rules: WoundRules,
  target: Unit,
  allocation: Readonly<Record<string, number>>,
  hit: WoundHit,
  oxFlag: OxFlag,
  settings: WoundSettings,
): Chance<VolleyWounds> {
  parseOrThrow(fn, TargetShellSchema, target, "target");
  const u = target;
  const alloc = parseOrThrow(fn, AllocationSchema, allocation, "allocation");
  const h = parseOrThrow(fn, WoundHitSchema, hit, "hit");
  for (const id of Object.keys(alloc)) {
    if (!u.members.some((m) => m.id === id))
      throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `allocation.${id}`, value: id, message: "expected the id of a member of the target unit" });
  }
  const parts: Chance<WoundOutcome>[] = [];
  const hitAt: number[] = [];
  const figures: Figure[] = [];
  u.members.forEach((member, i) => {
    const n = alloc[member.id] ?? 0;
    if (n === 0) return;
    const figure = parseOrThrow(fn, FigureSchema, member, `target.members[${String(i)}]`);
    parts.push(
      figureWounds(
        fn,
        rules,
        figure,
        Array.from({ length: n }, () => h),
        oxFlag,
        settings.useLuck !== false,
      ),
    );
    hitAt.push(i);
    figures.push(figure);
  });
  if (parts.length === 0) return constant<VolleyWounds>({ unit: u, outcomes: {} });
  return all(parts).map((outcomes) => woundsApplied(u, hitAt, figures, outcomes, oxFlag, settings.turn));
}

/**
 * The target unit with its hit figures' outcomes applied, and the outcomes by figure id, in roster order.
 *
 * @param target - the target unit as given
 * @param hitAt - the member index of each hit figure, ascending
 * @param figures - each hit figure (parsed)
 * @param outcomes - each hit figure's outcome
 * @param oxFlag - where the system keeps its Ox flag
 * @param turn - the game turn, recorded as the turn of death
 * @returns the unit afterwards and the outcomes
 */
export function woundsApplied(
  target: Unit,
  hitAt: readonly number[],
  figures: readonly Figure[],
  outcomes: readonly WoundOutcome[],
  oxFlag: OxFlag,
  turn: number | undefined,
): VolleyWounds {
  const members = target.members.slice();
  const byId: Record<string, WoundOutcome> = {};
  for (let k = 0; k < hitAt.length; k++) {
    const figure = figures[k];
    const o = outcomes[k];
    if (figure === undefined || o === undefined) continue;
    members[hitAt[k] ?? 0] = withWoundOutcome(figure, o, oxFlag, turn);
    byId[figure.id] = o;
  }
  const unit: Unit = Object.assign({}, target);
  unit.members = members;
  return { unit, outcomes: byId };
}
