// Wounds for a whole volley: every figure hit rolls its hits on the wound table, keeping the worst
// (VIV-SHOOT-5, VIV-WOUND-3, RUG-SHOOT-7); the target unit comes back with its figures updated.
import * as z from "zod/mini";
import { all, type Chance, constant } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import { boundedArray, idString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import type { NoteEntry } from "../core/trace.js";
import { type Figure, FigureSchema, type Unit, UnitSchema } from "./schemas.js";
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
  /**
   * A record keyed by figure id, not a list: one entry per figure hit (figures not hit have none), in roster
   * order; `Object.entries(outcomes)` lists them. See {@link OutcomesByFigure}.
   */
  readonly outcomes: OutcomesByFigure;
}

/**
 * The wound outcome of each figure a volley hit, keyed by figure id (a record, not a list: `outcomes.d2`, or
 * `Object.entries(outcomes)` for every figure hit, in roster order). A figure not hit has no entry.
 *
 * @example
 * ```ts
 * const byId: OutcomesByFigure = { d2: { hits: 1, rolled: "killed", ox: false, luck: "notRolled", result: "killed", state: "killed", wounds: 0, oxUsed: false } };
 * ```
 */
export type OutcomesByFigure = Readonly<Record<string, WoundOutcome>>;

const AllocationSchema = z.record(idString(), z.unknown()).check(
  z.refine((value) => Object.keys(value).length <= INPUT_LIMITS.figuresPerUnit, {
    error: `expected at most ${String(INPUT_LIMITS.figuresPerUnit)} figure ids`,
  }),
);

// Only the figures hit are parsed in full (a whole 10-figure unit costs ~45 us to parse); the others are kept as
// given. The unit's own fields are checked in full (strict: an own "__proto__" key is an unknown key), and
// member ids are unique (a duplicate is an issue at its path, as in UnitSchema).
const TargetShellSchema = strictObject({
  ...UnitSchema.shape,
  /** Its members, each with an id; ids unique. */
  members: boundedArray(z.looseObject({ /** The figure's id. */ id: idString() }), INPUT_LIMITS.figuresPerUnit).check(
    z.superRefine((members, ctx) => {
      const seen = new Set<string>();
      members.forEach((m, i) => {
        if (seen.has(m.id)) ctx.issues.push({ code: "custom", message: `duplicate figure id ${JSON.stringify(m.id)}`, path: [i, "id"], input: m.id });
        seen.add(m.id);
      });
    }),
  ),
});

/**
 * An allocation as a Map: figure ids are untrusted ("constructor", "__proto__" are ordinary ids), so they are
 * never read as plain object keys. Each own key is read once.
 *
 * @param fn - the public function name, for errors
 * @param allocation - hits per figure id, as given
 * @returns hits per figure id
 */
export function allocationMap(fn: string, allocation: unknown): Map<string, number> {
  const record = parseOrThrow(fn, AllocationSchema, allocation, "allocation");
  const given = allocation as Readonly<Record<string, unknown>>;
  const out = new Map<string, number>();
  // the parsed record drops an own "__proto__" key; the keys are the input's own, each value read once
  for (const id of Object.keys(given)) {
    if (id !== "__proto__" && !Object.hasOwn(record, id)) continue;
    out.set(id, checkInt(fn, `allocation.${id}`, given[id], 0, 100));
  }
  return out;
}

/** The target unit as given with its members replaced: a spread (own keys are copied as data, never through a setter). */
export function unitWithMembers(target: Unit, members: Figure[]): Unit {
  const unit: Unit = { ...target };
  unit.members = members;
  return unit;
}

/** The game turn of a wound setting, validated (a whole number, or absent). */
export function woundTurn(fn: string, turn: unknown): number | undefined {
  return turn === undefined || turn === null ? undefined : checkInt(fn, "settings.turn", turn, 0, 100_000);
}

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
  const alloc = allocationMap(fn, allocation);
  const h = parseOrThrow(fn, WoundHitSchema, hit, "hit");
  const turn = woundTurn(fn, settings.turn);
  const useLuck = parseOrThrow(fn, z.optional(z.boolean()), settings.useLuck, "settings.useLuck") !== false;
  return volleyWoundsValidated(fn, rules, target, alloc, h, oxFlag, useLuck, turn, (member, i) =>
    parseOrThrow(fn, FigureSchema, member, `target.members[${String(i)}]`),
  );
}

/**
 * {@link volleyWounds} of a unit, an allocation and a hit already validated (a named call parsed its input at the
 * edge, issue 16): the same chance, dice and trace, without parsing them again.
 *
 * @param fn - the public function name, for errors
 * @param rules - the system's wound rules
 * @param u - the target unit, valid
 * @param alloc - hits per figure id, each 0 to 100
 * @param h - what every hit brings, valid
 * @param oxFlag - where the system keeps the Ox flag
 * @param useLuck - whether player figures roll luck
 * @param turn - the game turn, if any
 * @param figureOf - a hit member as the wound rules take it (the positional form parses it here)
 * @returns a chance of `{ unit, outcomes }`
 * @internal
 */
export function volleyWoundsValidated(
  fn: string,
  rules: WoundRules,
  u: Unit,
  alloc: ReadonlyMap<string, number>,
  h: WoundHit,
  oxFlag: OxFlag,
  useLuck: boolean,
  turn: number | undefined,
  figureOf: (member: Figure, i: number) => Figure = (member) => member,
): Chance<VolleyWounds> {
  for (const id of alloc.keys()) {
    if (!u.members.some((m) => m.id === id))
      throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `allocation.${id}`, value: id, message: "expected the id of a member of the target unit" });
  }
  const parts: Chance<WoundOutcome>[] = [];
  const hitAt: number[] = [];
  const figures: Figure[] = [];
  u.members.forEach((member, i) => {
    const n = alloc.get(member.id) ?? 0;
    if (n === 0) return;
    const figure = figureOf(member, i);
    parts.push(
      figureWounds(
        fn,
        rules,
        figure,
        Array.from({ length: n }, () => h),
        oxFlag,
        useLuck,
      ).traced(hitNotes(figure, n)),
    );
    hitAt.push(i);
    figures.push(figure);
  });
  if (parts.length === 0)
    return constant<VolleyWounds>(Object.freeze({ unit: u, outcomes: Object.freeze(Object.create(null) as Record<string, WoundOutcome>) }));
  return all(parts).map((outcomes) => woundsApplied(u, hitAt, figures, outcomes, oxFlag, turn));
}

/**
 * The note naming a figure before its wound roll: `Hatchet man 2 is hit` (or `... is hit 2 times`), with the
 * figure as its target.
 *
 * @param figure - the figure hit
 * @param hits - how many hits it took
 * @returns the note, as a list
 */
export function hitNotes(figure: Figure, hits: number): NoteEntry[] {
  const times = hits === 1 ? "" : ` ${String(hits)} times`;
  return [{ type: "note", text: `${figure.name} is hit${times}`, target: { id: figure.id, name: figure.name } }];
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
  // a record without a prototype: figure ids are untrusted ("__proto__" is an ordinary key here)
  const byId = Object.create(null) as Record<string, WoundOutcome>;
  for (let k = 0; k < hitAt.length; k++) {
    const figure = figures[k];
    const o = outcomes[k];
    if (figure === undefined || o === undefined) continue;
    members[hitAt[k] ?? 0] = withWoundOutcome(figure, o, oxFlag, turn);
    byId[figure.id] = o;
  }
  return { unit: unitWithMembers(target, members), outcomes: byId };
}
