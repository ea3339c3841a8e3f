// The named-input side that rugged's and vivid's api.ts share (issue 16, docs/api-shape.md): the input schemas
// both systems build the same way from their own pieces (their shot context, their volley input), the split of a
// volley request into the volley and its wound side, and the move of an inner error's path under `input.`.
// Every builder is called once per system at module level, each call marked pure, so that a bundle importing one
// resolver drops the schemas of the others.
import * as z from "zod/mini";
import { describeValue, RulesError } from "../core/errors.js";
import { boundedInt, strictObject } from "../core/schema-kit.js";
import { MeleeSituationSchema } from "./melee-chart.js";
import { FigureSchema, UnitSchema, WeaponSchema } from "./schemas.js";
import type { VolleyInput } from "./shooting-api.js";
import { type WoundHit, WoundHitSchema } from "./wound-table.js";

/**
 * The GM's modifier to a check's die (RUG-GEN-1, VIV-GEN-1): a whole number from -10 to 10, absent or null for 0.
 *
 * @internal
 */
export const GmModifierSchema = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int().check(z.gte(-10), z.lte(10))));

/**
 * A game turn as the named inputs take it (0 to 100,000).
 *
 * @internal
 */
export const TurnSchema = /* @__PURE__ */ boundedInt();

/**
 * The input of a shot (`hitNumber`), given the system's shot context schema.
 *
 * @param context - the system's shot context (rugged's or vivid's)
 * @returns the strict schema `{ figure, weapon, context, unit? }`
 * @internal
 */
export function shotInputSchema<C extends z.ZodMiniType>(context: C) {
  return strictObject({
    /** The shooter. */
    figure: FigureSchema,
    /** The weapon it fires (for `canFire`, absent: NO_WEAPON). */
    weapon: WeaponSchema,
    /** Distance, modes, cover, spotting (the system's shot context). */
    context,
    /** The shooter's unit, for its movement mode when neither the context nor the figure gives it. */
    unit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(UnitSchema)),
  });
}

/**
 * The input of `canFire`, given the system's shot context schema: as {@link shotInputSchema}, the weapon optional.
 *
 * @param context - the system's shot context
 * @returns the strict schema `{ figure, weapon?, context, unit? }`
 * @internal
 */
export function fireCheckInputSchema<C extends z.ZodMiniType>(context: C) {
  return strictObject({
    /** The shooter. */
    figure: FigureSchema,
    /** The weapon it would fire; absent: NO_WEAPON. */
    weapon: /* @__PURE__ */ z.optional(WeaponSchema),
    /** Distance, modes, cover, spotting (the system's shot context). */
    context,
    /** The shooter's unit, for its movement mode when neither the context nor the figure gives it. */
    unit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(UnitSchema)),
  });
}

/**
 * The input of `shotDice`, the same in both systems.
 *
 * @returns the strict schema `{ figure, weapon }`
 * @internal
 */
export function diceInputSchema() {
  return strictObject({
    /** The shooter. */
    figure: FigureSchema,
    /** The weapon. */
    weapon: WeaponSchema,
  });
}

/**
 * The one request of every volley question: the system's volley input, the wound side both systems share (`hit`,
 * `useLuck`, `turn`) and the system's own extra fields (rugged's `woundTable`).
 *
 * @param volley - the system's strict volley input schema
 * @param extra - the system's further fields
 * @returns the strict request schema
 * @internal
 */
export function volleyRequestSchema<S extends z.core.$ZodLooseShape, E extends z.core.$ZodLooseShape>(volley: z.ZodMiniObject<S, z.core.$strict>, extra: E) {
  return strictObject({
    ...volley.shape,
    /** What every hit brings besides its own weapon's effects (default `{}`; a shotgun's +1, the Death Ray, mercy bullets come with their weapon: RUG-AMB-35). */
    hit: /* @__PURE__ */ z.optional(WoundHitSchema),
    /** Whether player figures roll luck against a bad result (RUG-LUCK-2, VIV-LUCK-2 "may"; default true). */
    useLuck: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    /** The game turn, recorded as the turn of death (Medical Training, Cliff-hanger). */
    turn: /* @__PURE__ */ z.optional(TurnSchema),
    ...extra,
  });
}

/** The wound side of a volley request, as the family's volley takes it. */
export interface RequestWoundSide {
  /** What every hit brings. */
  readonly hit?: WoundHit | undefined;
  /** Whether player figures roll luck. */
  readonly useLuck?: boolean | undefined;
  /** The game turn. */
  readonly turn?: number | undefined;
}

/**
 * Splits a validated volley request into the volley input and its wound side (absent fields left out); the
 * system's extra fields (`woundTable`) stay with the volley input's rest, read by the caller.
 *
 * @param request - a request parsed by a {@link volleyRequestSchema}
 * @returns the volley input and the wound side
 * @internal
 */
export function splitVolleyRequest<R extends VolleyInput & RequestWoundSide>(
  request: R,
): { input: Omit<R, "hit" | "useLuck" | "turn">; wounds: RequestWoundSide } {
  const { hit, useLuck, turn, ...input } = request;
  const wounds: RequestWoundSide = {
    ...(hit === undefined ? {} : { hit }),
    ...(useLuck === undefined ? {} : { useLuck }),
    ...(turn === undefined ? {} : { turn }),
  };
  return { input, wounds };
}

/**
 * The input of `handToHandHitNumber`: the attacker, its opponent, the opponent's situation, and the system's
 * extra fields (rugged's `meleeChart`).
 *
 * @param extra - the system's further fields
 * @returns the strict schema
 * @internal
 */
export function meleeHitInputSchema<E extends z.core.$ZodLooseShape>(extra: E) {
  return strictObject({
    /** The attacking figure. */
    attacker: FigureSchema,
    /** The figure attacked. */
    opponent: FigureSchema,
    /** The opponent's situation and further modifiers (low wall, doorway...). */
    situation: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(MeleeSituationSchema)),
    ...extra,
  });
}

/**
 * The input of `routRecovery`, the same in both systems.
 *
 * @returns the strict schema `{ unit, gmRollModifier? }`
 * @internal
 */
export function routInputSchema() {
  return strictObject({
    /** The routing (or, in vivid, disrupted) unit. */
    unit: UnitSchema,
    /** The GM's modifier to the die (RUG-GEN-1, VIV-GEN-1), added to the face (default 0). */
    gmRollModifier: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), z.gte(-100), z.lte(100)))),
  });
}

/**
 * The input of `cliffHanger`, the same in both systems.
 *
 * @returns the strict schema `{ figure, gmAllows, gmRollModifier? }`
 * @internal
 */
export function cliffHangerInputSchema() {
  return strictObject({
    /** The killed player figure (a PRP, a PC). */
    figure: FigureSchema,
    /** Whether the GM allows the roll (RUG-AMB-1, VIV-GM-7): an explicit input. */
    gmAllows: /* @__PURE__ */ z.boolean(),
    /** The GM's modifier to the die (RUG-GEN-1, VIV-GEN-1), added to the face (default 0). */
    gmRollModifier: GmModifierSchema,
  });
}

/**
 * The input of `woundedRecovery`, the same in both systems.
 *
 * @returns the strict schema `{ figure, turn, gmRollModifier? }`
 * @internal
 */
export function recoveryInputSchema() {
  return strictObject({
    /** The wounded player figure. */
    figure: FigureSchema,
    /** The game turn (no roll in the turn Medical Training revived it, VIV-TRAIT-P10). */
    turn: TurnSchema,
    /** The GM's modifier to the die (RUG-GEN-1, VIV-GEN-1), added to the face (default 0). */
    gmRollModifier: GmModifierSchema,
  });
}

/**
 * The input of `canSpot`, the same in both systems.
 *
 * @returns the strict schema `{ figure, bearingDeg }`
 * @internal
 */
export function spotInputSchema() {
  return strictObject({
    /** The spotter. */
    figure: FigureSchema,
    /** The bearing of the target from the spotter's facing, degrees clockwise, -180 to 180. */
    bearingDeg: /* @__PURE__ */ z.number().check(z.gte(-180), z.lte(180)),
  });
}

/**
 * The input of `sixthSense`, the same in both systems.
 *
 * @returns the strict schema `{ figure, distance, gmRollModifier? }`
 * @internal
 */
export function sixthSenseInputSchema() {
  return strictObject({
    /** The figure with Sixth Sense. */
    figure: FigureSchema,
    /** The distance to the unseen enemy or hazard, in inches (the GM's call). */
    distance: /* @__PURE__ */ z.number().check(z.gte(0)),
    /** The GM's modifier to the roll (RUG-GEN-1, VIV-GM-1; default 0). */
    gmRollModifier: GmModifierSchema,
  });
}

/**
 * The input of `impetuousCheck`, the same in both systems.
 *
 * @returns the strict schema `{ figure, situation, gmRollModifier? }`
 * @internal
 */
export function impetuousInputSchema() {
  return strictObject({
    /** The Impetuous figure. */
    figure: FigureSchema,
    /** The enemy's distance, whether a superior is present, whether the figure commands its unit (RUG-TRAIT-N6, VIV-TRAIT-N5). */
    situation: /* @__PURE__ */ strictObject({
      /** The distance to the nearest enemy, in inches. */
      distance: /* @__PURE__ */ z.number().check(z.gte(0)),
      /** Whether a superior is present. */
      superiorPresent: /* @__PURE__ */ z.boolean(),
      /** Whether the figure commands its unit. */
      commandsUnit: /* @__PURE__ */ z.boolean(),
    }),
    /** The GM's modifier to the roll (RUG-GEN-1, VIV-GM-1; default 0). */
    gmRollModifier: GmModifierSchema,
  });
}

/**
 * The input of `clumsyCheck`, with the system's extra fields (rugged's `targetCharging`).
 *
 * @param extra - the system's further fields
 * @returns the strict schema `{ figure, action, gmRollModifier?, ...extra }`
 * @internal
 */
export function clumsyInputSchema<E extends z.core.$ZodLooseShape>(extra: E) {
  return strictObject({
    /** The Clumsy figure. */
    figure: FigureSchema,
    /** What it is about to do. */
    action: /* @__PURE__ */ z.enum(["shooting", "handToHand"]),
    /** The GM's modifier to the roll (RUG-GEN-1, VIV-GM-1; default 0). */
    gmRollModifier: GmModifierSchema,
    ...extra,
  });
}

/** `path` with its first matching prefix moved (`figure.traits` under `[["figure", "input.figure"]]` is `input.figure.traits`), or undefined. */
function moved(path: string, moves: readonly (readonly [from: string, to: string])[]): string | undefined {
  for (const [from, to] of moves) {
    if (path === from) return to;
    if (path.startsWith(`${from}.`) || path.startsWith(`${from}[`)) return `${to}${path.slice(from.length)}`;
  }
  return undefined;
}

/**
 * Runs the rule behind a named call and moves the path of a `RulesError` it throws for `fn` from the positional
 * argument's name to the named input's (`gm.turns` to `input.gm.turns`, `settings.options` to `options`): the
 * input's shape is checked at the edge, and this keeps the errors the rule alone can see (a gadget of the wrong
 * kind, a figure without the trait) at `input.` paths too. An error of another function or at another path goes
 * through unchanged.
 *
 * @param fn - the public function, as the rule names it
 * @param moves - `[positional prefix, named prefix]` pairs, the first match wins
 * @param call - the rule
 * @returns what the rule returns
 * @internal
 */
export function atInputPaths<R>(fn: string, moves: readonly (readonly [from: string, to: string])[], call: () => R): R {
  try {
    return call();
  } catch (error) {
    if (!RulesError.is(error) || error.fn !== fn) throw error;
    const path = moved(error.path, moves);
    if (path === undefined) throw error;
    // the message as the rule wrote it: RulesError writes `fn: path: message, got value [CODE]`
    const head = error.path === "" ? `${fn}: ` : `${fn}: ${error.path}: `;
    const tail = `, got ${describeValue(error.value)} [${error.code}]`;
    const text =
      error.message.startsWith(head) && error.message.endsWith(tail) ? error.message.slice(head.length, error.message.length - tail.length) : error.message;
    throw new RulesError({ code: error.code, fn, path, value: error.value, message: text, ...(error.cause === undefined ? {} : { cause: error.cause }) });
  }
}
