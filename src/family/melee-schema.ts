// The data of a hand-to-hand fight: the attacks, the fight, and what each strike did (VIV-HTH-1..4, VIV-SEQ-2).
import { boundedArray, idString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import { MeleeSituationSchema } from "./melee-chart.js";
import { type Figure, FigureSchema } from "./schemas.js";

/**
 * One attack of a fight: who strikes whom, and the opponent's situation. The attacker's side decides when
 * it strikes: the active side first, the other side back.
 *
 * @example
 * ```ts
 * const a: MeleeAttack = { attackerId: "jack", targetId: "thug1", situation: { doorway: true } };
 * ```
 */
export const MeleeAttackSchema = strictObject({
  /** The striking figure's id. */
  attackerId: idString(),
  /** The id of the enemy figure in base contact that receives its hits (PCs pick: VIV-HTH-4). */
  targetId: idString(),
  /** The target's situation and further modifiers. */
  situation: z.optional(MeleeSituationSchema),
  /** Inches between attacker and target (default 0: base contact, VIV-HTH-1). */
  distance: z.optional(z.number().check(z.gte(0), z.lte(1000))),
  /** The attacker fights with a whip (vivid VIV-GAD-24: base 6, reach by VIV-AMB-33). */
  whip: z.optional(z.boolean()),
  /**
   * The id of a gadget the attacker carries (`figure.gadgets`) and uses in this attack: the Anesthetic Thimble
   * (VIV-GAD-7: its hits knock out, +3 on a non-PC's wound die when a PC wears it, one use per hit delivered,
   * VIV-AMB-30) or the Hair Pins of Death (VIV-GAD-17: +2 to hit in the first turn they are used).
   */
  gadgetId: z.optional(idString()),
  /** For a gadget that helps only the first turn it is used (the Hair Pins): this is that turn (default true). */
  gadgetFirstTurn: z.optional(z.boolean()),
});

/**
 * One attack of a fight (see {@link MeleeAttackSchema}).
 *
 * @example
 * ```ts
 * const a: MeleeAttack = { attackerId: "jack", targetId: "thug1" };
 * ```
 */
export type MeleeAttack = z.infer<typeof MeleeAttackSchema>;

/**
 * A hand-to-hand fight: the side whose turn it is, the other side, and the attacks.
 *
 * @example
 * ```ts
 * const fight: MeleeFight = { active: [jack], passive: [thug], attacks: [{ attackerId: "jack", targetId: "thug" }, { attackerId: "thug", targetId: "jack" }] };
 * ```
 */
export const MeleeFightSchema = strictObject({
  /** The figures of the side whose turn it is: they strike first (VIV-SEQ-2). */
  active: boundedArray(FigureSchema, INPUT_LIMITS.figuresPerRequest),
  /** The figures of the other side: the survivors strike back. */
  passive: boundedArray(FigureSchema, INPUT_LIMITS.figuresPerRequest),
  /** Every attack, of either side. */
  attacks: boundedArray(MeleeAttackSchema, INPUT_LIMITS.figuresPerRequest),
  /** The game turn (recorded as the turn of death). */
  turn: z.optional(z.number().check(z.int(), z.gte(0))),
  /** Whether player figures roll luck against their wounds (default true). */
  useLuck: z.optional(z.boolean()),
});

/**
 * A hand-to-hand fight (see {@link MeleeFightSchema}).
 *
 * @example
 * ```ts
 * const fight: MeleeFight = { active: [], passive: [], attacks: [] };
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named, so that the API docs link it instead of inlining it in every signature
export interface MeleeFight extends z.infer<typeof MeleeFightSchema> {}

/**
 * What one attack did.
 *
 * @example
 * ```ts
 * const s: MeleeStrike = { attackerId: "jack", targetId: "thug", phase: "first", hits: 1, reason: "struck" };
 * ```
 */
export interface MeleeStrike {
  /** The striking figure. */
  readonly attackerId: string;
  /** Its target. */
  readonly targetId: string;
  /** First strike (active side) or strike-back. */
  readonly phase: "first" | "back";
  /** Hits scored. */
  readonly hits: number;
  /** `struck`, or why it could not: `wounded`, `killed`, `unconscious`, `routing`, `disrupted`, `stunned`, `droppedWeapon` (Clumsy), `targetDown`, `outOfReach`. */
  readonly reason: string;
}

/**
 * The result of a fight: every figure afterwards (new objects, in input order) and what each attack did.
 *
 * @example
 * ```ts
 * const r: MeleeResult = { figures: [], strikes: [] };
 * ```
 */
export interface MeleeResult {
  /** Every figure of both sides after the fight, active side first. */
  readonly figures: readonly Figure[];
  /** Each attack in order. */
  readonly strikes: readonly MeleeStrike[];
}
