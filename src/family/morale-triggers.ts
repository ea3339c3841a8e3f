// Morale triggers per system (RUG-MOR-1, VIV-MOR-1): rugged tests as a charge target, as a charging unit shot
// at, after shooting or hand-to-hand, and to rally; vivid only after being shot at and after hand-to-hand.
import * as z from "zod/mini";
import { MoraleSituationSchema } from "./morale-value.js";

/**
 * Rugged's morale situation: {@link MoraleSituationSchema} with rugged's triggers (RUG-MOR-1): `chargeTarget`,
 * `chargingShotAt`, `shooting`, `handToHand` and `rally`.
 *
 * @example
 * ```ts
 * validate(RuggedMoraleSituationSchema, { trigger: "chargeTarget" }).ok; // true
 * ```
 */
export const RuggedMoraleSituationSchema = MoraleSituationSchema;

/**
 * Vivid's morale situation: {@link MoraleSituationSchema} with vivid's triggers only (VIV-MOR-1: after being
 * shot at, `shooting`, and after hand-to-hand, `handToHand`). Rugged's `chargeTarget`, `chargingShotAt` and
 * `rally` are refused (vivid stops a rout with `routRecovery`, VIV-MOR-7, VIV-AMB-25).
 *
 * @example
 * ```ts
 * validate(VividMoraleSituationSchema, { trigger: "chargeTarget" }).ok; // false
 * ```
 */
export const VividMoraleSituationSchema = z.extend(MoraleSituationSchema, {
  /** Why the unit tests (VIV-MOR-1): it was shot at, or fought hand-to-hand. */
  trigger: z.enum(["shooting", "handToHand"]),
});

/**
 * Vivid's morale situation (see {@link VividMoraleSituationSchema}).
 *
 * @example
 * ```ts
 * const s: VividMoraleSituation = { trigger: "shooting", friendliesKilledNearby: 2 };
 * ```
 */
export type VividMoraleSituation = z.infer<typeof VividMoraleSituationSchema>;
