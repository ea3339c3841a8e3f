// Rugged's PRP creation (RUG-PRP-1, RUG-LUCK-1, RUG-TRAIT-1..3): the family's mechanisms with rugged's
// tables and options.
import { absentIfNull, boundedArray, boundedString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import type { Chance } from "../core/chance.js";
import { parseOrThrow } from "../core/validate.js";
import { type LuckResult, rollLuck, rollTraitCountOn, ruggedSlots, type TraitCountResult, type TraitSlot } from "../family/creation.js";
import { type Figure, FigureSchema, type Trait, TraitSchema } from "../family/schemas.js";
import { type TraitIssue, validateTraitChoice } from "../family/trait-validation.js";
import * as z from "zod/mini";
import { RUGGED_LUCK_TABLE } from "./creation-tables.js";
import { type RuggedOptions, type RuggedOptionsInput, ruggedOptions } from "./options.js";

/**
 * Rolls a PRP's Luck on rugged's table (RUG-LUCK-1); face 4 gives Luck 5 by default, 4 with
 * `luckFace4: 4` (RUG-AMB-2).
 *
 * @param options - rugged options (`luckFace4`)
 * @returns a chance of `{ face, luck, title }`
 * @example
 * ```ts
 * resolve(generateLuck(), scriptedDice(["d10:4"])).value; // { face: 4, luck: 5, title: "Average Palooka" }
 * odds(generateLuck()).probability((r) => r.luck === 5).toString(); // "2/5"
 * ```
 */
export function generateLuck(options: RuggedOptionsInput | null = {}): Chance<LuckResult> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return rollLuck(RUGGED_LUCK_TABLE, ruggedOptions(options).luckFace4);
}

/**
 * Rolls a PRP's number of traits: D6 divided by 2 (RUG-TRAIT-1), rounded up by default (1,1,2,2,3,3) or
 * down with `traitRounding: "down"` (RUG-AMB-3).
 *
 * @param options - rugged options (`traitRounding`)
 * @returns a chance of `{ face, count }`
 * @example
 * ```ts
 * resolve(rollTraitCount(), scriptedDice(["d6:5"])).value; // { face: 5, count: 3 }
 * ```
 */
export function rollTraitCount(options: RuggedOptionsInput | null = {}): Chance<TraitCountResult> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  // ruling RUG-AMB-3: "D6 divided by 2" rounds up by default
  const round = ruggedOptions(options).traitRounding === "up" ? Math.ceil : Math.floor;
  return rollTraitCountOn(
    [1, 2, 3, 4, 5, 6].map((f) => round(f / 2)),
    "RUG-TRAIT-1",
  ).traced([{ type: "note", rule: "RUG-AMB-3", text: `traits = D6 / 2, rounded ${ruggedOptions(options).traitRounding} (ruling)` }]);
}

/**
 * A new PRP's rolls (RUG-PRP-1): Luck, number of traits, and the polarity slots the chosen traits must fill
 * (RUG-TRAIT-2: with 2 or 3 traits at least one positive and one negative). Field Craft is an input (RUG-FC-1).
 *
 * @param options - rugged options
 * @returns a chance of `{ luck, traitCount, slots }`
 * @example
 * ```ts
 * resolve(generatePrp(), scriptedDice(["d10:8", "d6:3"])).value.slots; // ["positive", "negative"]
 * ```
 */
export function generatePrp(options: RuggedOptionsInput | null = {}): Chance<{ luck: LuckResult; traitCount: TraitCountResult; slots: TraitSlot[] }> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return generateLuck(options).chain((luck) => rollTraitCount(options).map((traitCount) => ({ luck, traitCount, slots: ruggedSlots(traitCount.count) })));
}

const ContextSchema = strictObject({
  /** The rolled number of traits, if known. */
  count: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3))),
  /** Trait ids the GM approved in spite of eligibility. */
  gmApproved: z.optional(boundedArray(boundedString(), INPUT_LIMITS.listLength)),
});

/**
 * Validates a PRP's traits (RUG-TRAIT-2 polarity, RUG-TRAIT-3 eligibility, RUG-AMB-27 Eagle Eye with Near
 * Sighted) and returns issues, never throwing for a choice the rules forbid. The GM may approve a trait
 * in spite of eligibility (RUG-GM-5).
 *
 * @param figure - the PRP (origin and role tags)
 * @param traits - the chosen traits (default: the figure's)
 * @param context - `count`: the rolled number of traits; `gmApproved`: trait ids approved by the GM
 * @param options - rugged options (`eagleEyeVsNearSighted`)
 * @returns the issues, empty when valid
 * @example
 * ```ts
 * validateTraits({ id: "p", name: "Jack", class: "PRP", origin: ["western"] }, [RUGGED_TRAITS.hugeJoss, RUGGED_TRAITS.clumsy]);
 * // [{ code: "NOT_ELIGIBLE", severity: "error", path: "traits[0]", rule: "RUG-TRAIT-3", ... }]
 * ```
 */
export function validateTraits(
  figure: Figure,
  traits?: readonly Trait[] | null,
  context: { count?: number; gmApproved?: readonly string[] } | null = {},
  options: RuggedOptionsInput | null = {},
): TraitIssue[] {
  // docs/reliability.md: null for an optional argument means absent
  traits = absentIfNull(traits);
  context ??= {};
  options ??= {};
  const fig = parseOrThrow("rugged.validateTraits", FigureSchema, figure, "figure");
  const chosen =
    traits === undefined ? (fig.traits ?? []) : parseOrThrow("rugged.validateTraits", boundedArray(TraitSchema, INPUT_LIMITS.listLength), traits, "traits");
  const ctx = parseOrThrow("rugged.validateTraits", ContextSchema, context, "context");
  return validateTraitsValidated(fig, chosen, ctx, ruggedOptions(options));
}

/**
 * {@link validateTraits} of a figure, traits and context already validated (a named call parsed its input at the
 * edge, issue 16): the same issues, without parsing them again.
 *
 * @param fig - the PRP, valid
 * @param chosen - the chosen traits, valid
 * @param ctx - the rolled count and the GM's approvals
 * @param opts - rugged options, parsed
 * @returns the issues, empty when valid
 * @internal
 */
export function validateTraitsValidated(
  fig: Figure,
  chosen: readonly Trait[],
  ctx: { readonly count?: number | undefined; readonly gmApproved?: readonly string[] | undefined },
  opts: RuggedOptions,
): TraitIssue[] {
  return validateTraitChoice(
    fig,
    chosen,
    { max: 3, rules: { polarity: "RUG-TRAIT-2", eligibility: "RUG-TRAIT-3" }, eagleEyeVsNearSighted: opts.eagleEyeVsNearSighted },
    { slots: ruggedSlots(ctx.count ?? Math.min(3, chosen.length)), gmApproved: ctx.gmApproved },
  );
}
