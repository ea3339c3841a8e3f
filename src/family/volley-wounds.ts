// Wounds for a whole volley: every figure hit rolls its hits on the wound table, keeping the worst
// (VIV-SHOOT-5, VIV-WOUND-3, RUG-SHOOT-7); the target unit comes back with its figures updated.
import * as z from "zod/mini";
import { type Chance, constant } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { FigureSchema, type Unit } from "./schemas.js";
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
  let acc = constant<VolleyWounds>({ unit: u, outcomes: {} });
  u.members.forEach((member, i) => {
    const n = alloc[member.id] ?? 0;
    if (n === 0) return;
    const figure = parseOrThrow(fn, FigureSchema, member, `target.members[${String(i)}]`);
    acc = acc.chain((state) =>
      figureWounds(
        fn,
        rules,
        figure,
        Array.from({ length: n }, () => h),
        oxFlag,
        settings.useLuck !== false,
      ).map(
        (o): VolleyWounds => ({
          unit: { ...state.unit, members: state.unit.members.map((m, j) => (j === i ? withWoundOutcome(figure, o, oxFlag, settings.turn) : m)) },
          outcomes: { ...state.outcomes, [member.id]: o },
        }),
      ),
    );
  });
  return acc;
}
