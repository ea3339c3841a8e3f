import * as z from "zod/mini";
import { type Chance, constant } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { absentIfNull, boundedArray, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { checkCharacter } from "./character.js";
import { CONSEQUENCES, type ConsequenceRow } from "./consequence-table.js";
import { type FateOptions, type FateOptionsInput, fateOptions } from "./options.js";
import { contest, planSide } from "./roll.js";
import { type AbilityName, type Character, ModifierSchema, SeveritySchema, TrackNameSchema } from "./schemas.js";
import { findConsequence } from "./stress.js";

/**
 * The ability that treats each track (FATE-REC-1): Science for physical harm, Rapport for mental.
 *
 * @example
 * ```ts
 * TREATMENT_ABILITY.composure; // "Rapport"
 * ```
 */
export const TREATMENT_ABILITY = deepFreeze({ health: "Science", composure: "Rapport" } as const);
/**
 * The self-treatment penalty of ruling FATE-AMB-17.
 *
 * @example
 * ```ts
 * SELF_TREATMENT_PENALTY; // -2
 * ```
 */
export const SELF_TREATMENT_PENALTY = -2;

/**
 * Which consequence to treat, and the situational modifiers of the provider's roll (FATE-GM-8).
 *
 * @example
 * ```ts
 * const request: TreatmentRequest = { severity: "minor" };
 * ```
 */
export const TreatmentRequestSchema = strictObject({
  /** The consequence's severity. */
  severity: SeveritySchema,
  /** Its track, when two consequences share a severity. */
  track: z.optional(TrackNameSchema),
  /** Situational modifiers of the provider's roll. */
  situational: z._default(boundedArray(ModifierSchema, INPUT_LIMITS.listLength), []),
  /** The provider spends a fate point for +2, declared before the roll (FATE-FP-2; any roll, ruling FATE-AMB-24). */
  fatePointBonus: z._default(z.boolean(), false),
  /** The provider re-rolls while treatment has not begun, a fate point each, while points last (FATE-FP-3, ruling FATE-AMB-13). */
  reroll: z.optional(
    strictObject({
      /** Buy a new +2 for each re-roll (1 more fate point each). */
      fatePointBonus: z._default(z.boolean(), false),
    }),
  ),
});

/**
 * Which consequence to treat.
 *
 * @example
 * ```ts
 * const request: TreatmentRequest = { severity: "moderate", track: "composure" };
 * ```
 */
export type TreatmentRequest = z.input<typeof TreatmentRequestSchema>;

/**
 * The result of a recovery roll: whether treatment has begun, the roll and difficulty, and when the
 * consequence will clear. On failure it may be tried again in a later scene (ruling FATE-AMB-17).
 *
 * @example
 * ```ts
 * const r: RecoveryResult = { started: true, reason: "treated", ability: "Science", total: 3, difficulty: 2, clears: "afterNextScene", fpSpent: 0, rerolls: 0 };
 * ```
 */
export interface RecoveryResult {
  /** Whether treatment has begun (total >= difficulty). */
  readonly started: boolean;
  /** `treated`, `failedRetryLaterScene`, or `selfTreatmentForbidden` (option selfTreatment). */
  readonly reason: "treated" | "failedRetryLaterScene" | "selfTreatmentForbidden";
  /** The provider's ability: Science (Health) or Rapport (Composure). */
  readonly ability: AbilityName;
  /** The provider's total, or null when no roll was allowed. */
  readonly total: number | null;
  /** The difficulty: the points the consequence soaks (FATE-REC-1). */
  readonly difficulty: number;
  /** When the consequence clears once treated (FATE-CONS-1). */
  readonly clears: ConsequenceRow["clears"];
  /** Fate points the provider spent (+2, re-rolls): apply them with `spendFatePoints` (ruling FATE-AMB-24). */
  readonly fpSpent: number;
  /** How many times the provider re-rolled (FATE-FP-3). */
  readonly rerolls: number;
}

/**
 * A recovery roll (FATE-REC-1): the provider rolls Science for physical harm or Rapport for mental harm
 * against the points the consequence soaked (Fair +2, Great +4, Fantastic +6). A character may treat
 * itself at -2 (ruling FATE-AMB-17, option `selfTreatment`). It is one of the provider's rolls: its
 * aggravated consequences give -2 (ruling FATE-AMB-16), and it may buy +2 or re-roll with fate points
 * (FATE-FP-2/3, ruling FATE-AMB-24: any roll the character makes). Apply a success with `startTreatment`
 * and `fpSpent` with `spendFatePoints`.
 *
 * @param provider - who treats
 * @param patient - whose consequence
 * @param request - which consequence, modifiers, and the provider's fate points
 * @param options - fate options
 * @returns a chance of the result
 * @example
 * ```ts
 * const r = recoveryRoll(marcus, indy, { severity: "minor" });
 * odds(r).probability((x) => x.started).toString(); // for Science Fair (+2): "50/81"
 * ```
 */
export function recoveryRoll(provider: Character, patient: Character, request: TreatmentRequest, options?: FateOptionsInput | null): Chance<RecoveryResult> {
  const FN = "fate.recoveryRoll";
  const opts = fateOptions(absentIfNull(options));
  const p = checkCharacter(FN, provider, "provider");
  const c = checkCharacter(FN, patient, "patient");
  return recoveryRollValidated(FN, p, c, parseOrThrow(FN, TreatmentRequestSchema, request, "request"), opts, "");
}

/**
 * {@link recoveryRoll} of characters and a request already validated (the named call parses its input once):
 * the same chance. `at` prefixes the paths of rule errors (`"input."` for the named call).
 *
 * @internal
 */
export function recoveryRollValidated(
  FN: string,
  p: Character,
  c: Character,
  r: z.infer<typeof TreatmentRequestSchema>,
  opts: FateOptions,
  at: string,
): Chance<RecoveryResult> {
  const consequence = c.consequences[findConsequence(FN, c, r.severity, r.track)];
  if (consequence === undefined)
    throw new RulesError({ code: "INVALID_STATE", fn: FN, path: `${at}patient.consequences`, value: c.consequences, message: "consequence not found" });
  const row = CONSEQUENCES[consequence.severity];
  const ability = TREATMENT_ABILITY[consequence.track];
  const self = p.id === c.id;
  // ruling FATE-AMB-17: self-treatment allowed at -2 by default; forbidden or free by option
  if (self && opts.selfTreatment === "forbidden") {
    return constant<RecoveryResult>({
      started: false,
      reason: "selfTreatmentForbidden",
      ability,
      total: null,
      difficulty: row.difficulty,
      clears: row.clears,
      fpSpent: 0,
      rerolls: 0,
    });
  }
  const penalty = self && opts.selfTreatment === "minusTwo" ? SELF_TREATMENT_PENALTY : 0;
  const situational = penalty === 0 ? r.situational : [...r.situational, { label: "treating oneself", value: penalty, rule: "FATE-AMB-17" }];
  // the provider's own roll: its aggravated consequences (ruling FATE-AMB-16) and fate points (ruling FATE-AMB-24)
  const side = planSide(
    FN,
    p,
    {
      ability,
      situational,
      fatePointBonus: r.fatePointBonus,
      reroll: r.reroll === undefined ? undefined : { below: "complication", fatePointBonus: r.reroll.fatePointBonus },
    },
    `${at}request`,
    opts,
  );
  const difficulty = { fixed: row.difficulty, label: `difficulty for a ${consequence.severity} consequence`, rule: "FATE-REC-1" };
  return contest(side, difficulty, (s): RecoveryResult => {
    const started = s.at >= row.difficulty;
    // ruling FATE-AMB-17: a failed treatment may be tried again in a later scene
    return {
      started,
      reason: started ? "treated" : "failedRetryLaterScene",
      ability,
      total: s.at,
      difficulty: row.difficulty,
      clears: row.clears,
      fpSpent: s.af,
      rerolls: s.ar,
    };
  }).traced([{ type: "note", rule: "FATE-REC-1", text: `${p.name} treats "${consequence.text}" with ${ability}` }], (x) => [
    { type: "note", rule: "FATE-REC-1", text: x.started ? `treatment begins; clears ${x.clears}` : "treatment fails; try again in a later scene" },
  ]);
}

/**
 * Records that treatment of a consequence has begun (FATE-REC-1): a treated Minor clears "after the next
 * scene" (FATE-CONS-1: the second `endScene` from now, the first ending the scene of the treatment), a
 * Moderate after weeks and a Severe after months, which the GM applies with `clearConsequence`
 * (FATE-GM-8). Treating a consequence already treated changes nothing.
 *
 * @param character - the patient
 * @param severity - which consequence
 * @param track - its track, when two share a severity
 * @returns the new character
 * @example
 * ```ts
 * startTreatment(indy, "minor").consequences[0]?.treated; // true
 * ```
 */
export function startTreatment(character: Character, severity: z.infer<typeof SeveritySchema>, track?: z.infer<typeof TrackNameSchema> | null): Character {
  const c = checkCharacter("fate.startTreatment", character);
  const i = findConsequence("fate.startTreatment", c, parseOrThrow("fate.startTreatment", SeveritySchema, severity, "severity"), track);
  return { ...c, consequences: c.consequences.map((x, j) => (j === i && !x.treated ? { ...x, treated: true, sceneEndedSinceTreatment: false } : x)) };
}

/**
 * Clears a consequence once its time has passed (FATE-CONS-1: weeks for a Moderate, months for a
 * Severe; the GM keeps the calendar, FATE-GM-8). Throws `RULE_VIOLATION` for an untreated one.
 *
 * @param character - the character
 * @param severity - which consequence
 * @param track - its track, when two share a severity
 * @returns the new character, the slot free again
 * @example
 * ```ts
 * clearConsequence(startTreatment(indy, "moderate"), "moderate").consequences.length; // 0
 * ```
 */
export function clearConsequence(character: Character, severity: z.infer<typeof SeveritySchema>, track?: z.infer<typeof TrackNameSchema> | null): Character {
  const c = checkCharacter("fate.clearConsequence", character);
  const i = findConsequence("fate.clearConsequence", c, parseOrThrow("fate.clearConsequence", SeveritySchema, severity, "severity"), track);
  if (c.consequences[i]?.treated !== true) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: "fate.clearConsequence",
      path: "severity",
      value: severity,
      message: "a consequence clears only once treatment has begun (FATE-REC-1)",
    });
  }
  return { ...c, consequences: c.consequences.filter((_, j) => j !== i) };
}
