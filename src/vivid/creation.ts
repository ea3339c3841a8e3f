// Vivid's PC creation (VIV-PC-1, VIV-LUCK-1, VIV-TRAIT-1..4): the family's mechanisms with vivid's tables.
import { absentIfNull, boundedArray, boundedString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import { type Chance, constant, die } from "../core/chance.js";
import { parseOrThrow } from "../core/validate.js";
import * as z from "zod/mini";
import { type LuckResult, rollLuck, rollPolarities, rollTraitCountOn, type TraitCountResult, type TraitSlot } from "../family/creation.js";
import { type Figure, FigureSchema, type Trait, TraitSchema } from "../family/schemas.js";
import { type TraitIssue, validateTraitChoice } from "../family/trait-validation.js";
import { VIVID_LUCK_TABLE, VIVID_NEGATIVE_FROM, VIVID_TRAIT_COUNT, VIVID_TRAIT_GATE_FACES } from "./creation-tables.js";
import { type VividOptionsInput, vividOptions } from "./options.js";

/**
 * Rolls a PC's Luck on vivid's table (VIV-LUCK-1); face 4 gives Luck 5 by default, 4 with `luckFace4: 4`
 * (VIV-AMB-1).
 *
 * @param options - vivid options (`luckFace4`)
 * @returns a chance of `{ face, luck, title }`
 * @example
 * ```ts
 * resolve(generateLuck(), scriptedDice(["d10:10"])).value; // { face: 10, luck: 8, title: "Born Lucky" }
 * ```
 */
export function generateLuck(options: VividOptionsInput | null = {}): Chance<LuckResult> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return rollLuck(VIVID_LUCK_TABLE, vividOptions(options).luckFace4);
}

/**
 * Rolls whether a PC has traits at all (VIV-TRAIT-1): a D10 of 1 or 0 (10), P = 1/5.
 *
 * @returns a chance of `{ face, hasTraits }`
 * @example
 * ```ts
 * resolve(rollTraitGate(), scriptedDice(["d10:10"])).value; // { face: 10, hasTraits: true }
 * ```
 */
export function rollTraitGate(): Chance<{ face: number; hasTraits: boolean }> {
  return die("d10", { purpose: "does the PC get traits (1 or 0)", rule: "VIV-TRAIT-1" }).map((face) => ({
    face,
    hasTraits: VIVID_TRAIT_GATE_FACES.includes(face),
  }));
}

/**
 * Rolls a PC's number of traits (VIV-TRAIT-2): D6 1-2 one, 3-4 two, 5-6 three.
 *
 * @returns a chance of `{ face, count }`
 * @example
 * ```ts
 * resolve(rollTraitCount(), scriptedDice(["d6:3"])).value; // { face: 3, count: 2 }
 * ```
 */
export function rollTraitCount(): Chance<TraitCountResult> {
  return rollTraitCountOn(VIVID_TRAIT_COUNT, "VIV-TRAIT-2");
}

/**
 * Rolls the polarity of a PC's traits (VIV-TRAIT-3): trait 1 free (VIV-AMB-4), trait 2 negative on a D6 of
 * 6, trait 3 negative on a D6 of 5-6.
 *
 * @param count - the number of traits, 0..3
 * @returns a chance of the slots, e.g. `["free", "positive", "negative"]`
 * @example
 * ```ts
 * resolve(rollTraitPolarities(3), scriptedDice(["d6:6", "d6:4"])).value; // ["free", "negative", "positive"]
 * ```
 */
export function rollTraitPolarities(count: number): Chance<TraitSlot[]> {
  const n = parseOrThrow("vivid.rollTraitPolarities", z.number().check(z.int(), z.gte(0), z.lte(3)), count, "count");
  return rollPolarities(n, VIVID_NEGATIVE_FROM);
}

/**
 * A new PC's rolls (see {@link generatePc}).
 *
 * @example
 * ```ts
 * let value: GeneratedPc | undefined; // see the functions that return or take it
 * ```
 */
export interface GeneratedPc {
  /** The rolled Luck. */
  readonly luck: LuckResult;
  /** The trait-gate face (absent for a main character or side-kick). */
  readonly gateFace?: number;
  /** The trait-count face (absent when there are no traits or for a main character). */
  readonly countFace?: number;
  /** The slots the chosen traits must fill: one per trait. */
  readonly slots: TraitSlot[];
}

/**
 * A new PC's rolls (VIV-PC-1): Luck, then traits. A plain PC rolls the D10 gate (VIV-TRAIT-1), then the count
 * (VIV-TRAIT-2) and polarities (VIV-TRAIT-3). The optional main character (VIV-TRAIT-4) has 3 traits
 * without rolling gate or count; its side-kick rolls the count without the gate.
 *
 * @param kind - `"pc"` (default), `"mainCharacter"` or `"sideKick"`
 * @param options - vivid options
 * @returns a chance of {@link GeneratedPc}
 * @example
 * ```ts
 * resolve(generatePc("mainCharacter"), scriptedDice(["d10:5", "d6:2", "d6:5"])).value.slots; // ["free", "positive", "negative"]
 * ```
 */
export function generatePc(kind: "pc" | "mainCharacter" | "sideKick" | null = "pc", options: VividOptionsInput | null = {}): Chance<GeneratedPc> {
  // docs/reliability.md: null for an optional argument means absent
  kind ??= "pc";
  options ??= {};
  const k = parseOrThrow("vivid.generatePc", z.enum(["pc", "mainCharacter", "sideKick"]), kind, "kind");
  return generateLuck(options).chain((luck): Chance<GeneratedPc> => {
    if (k === "mainCharacter") {
      return rollPolarities(3, VIVID_NEGATIVE_FROM)
        .map((slots) => ({ luck, slots }))
        .traced([{ type: "note", rule: "VIV-TRAIT-4", text: "main character: 3 traits" }]);
    }
    const counted = rollTraitCount().chain((c) => rollPolarities(c.count, VIVID_NEGATIVE_FROM).map((slots) => ({ countFace: c.face, slots })));
    if (k === "sideKick")
      return counted.map((c) => ({ luck, ...c })).traced([{ type: "note", rule: "VIV-TRAIT-4", text: "side-kick: traits rolled without the gate" }]);
    return rollTraitGate().chain((g) =>
      g.hasTraits ? counted.map((c) => ({ luck, gateFace: g.face, ...c })) : constant({ luck, gateFace: g.face, slots: [] as TraitSlot[] }),
    );
  });
}

const ContextSchema = strictObject({
  /** The rolled slots, if known. */
  slots: z.optional(boundedArray(z.enum(["free", "positive", "negative"]), INPUT_LIMITS.listLength)),
  /** Trait ids the GM approved in spite of eligibility. */
  gmApproved: z.optional(boundedArray(boundedString(), INPUT_LIMITS.listLength)),
});

/**
 * Validates a PC's traits against its rolled slots (VIV-TRAIT-3 polarity, eligibility by origin) and
 * returns issues, never throwing for a choice the rules forbid. The GM may approve any trait (VIV-GM-6).
 *
 * @param figure - the PC (origin and role tags)
 * @param traits - the chosen traits (default: the figure's)
 * @param context - `slots`: from {@link generatePc}; `gmApproved`: trait ids approved by the GM
 * @returns the issues, empty when valid
 * @example
 * ```ts
 * validateTraits({ id: "p", name: "Lin", class: "PC", origin: ["farEastern"] }, [VIVID_TRAITS.charmedLife], { slots: ["free"] }); // []
 * ```
 */
export function validateTraits(
  figure: Figure,
  traits?: readonly Trait[] | null,
  context: { slots?: readonly TraitSlot[]; gmApproved?: readonly string[] } | null = {},
): TraitIssue[] {
  // docs/reliability.md: null for an optional argument means absent
  traits = absentIfNull(traits);
  context ??= {};
  const fig = parseOrThrow("vivid.validateTraits", FigureSchema, figure, "figure");
  const chosen =
    traits === undefined ? (fig.traits ?? []) : parseOrThrow("vivid.validateTraits", boundedArray(TraitSchema, INPUT_LIMITS.listLength), traits, "traits");
  const ctx = parseOrThrow("vivid.validateTraits", ContextSchema, context, "context");
  return validateTraitsValidated(fig, chosen, ctx);
}

/**
 * {@link validateTraits} of a figure, traits and context already validated (a named call parsed its input at the
 * edge, issue 16): the same issues, without parsing them again.
 *
 * @param fig - the PC, valid
 * @param chosen - the chosen traits, valid
 * @param ctx - the rolled slots and the GM's approvals
 * @returns the issues, empty when valid
 * @internal
 */
export function validateTraitsValidated(
  fig: Figure,
  chosen: readonly Trait[],
  ctx: { readonly slots?: readonly TraitSlot[] | undefined; readonly gmApproved?: readonly string[] | undefined },
): TraitIssue[] {
  return validateTraitChoice(
    fig,
    chosen,
    { max: 3, rules: { polarity: "VIV-TRAIT-3", eligibility: "VIV-TRAIT-3" } },
    { slots: ctx.slots, gmApproved: ctx.gmApproved },
  );
}
