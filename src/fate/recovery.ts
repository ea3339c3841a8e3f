import * as z from "zod/mini";
import { type Chance, constant, sum } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { parseOrThrow } from "../core/validate.js";
import { checkCharacter } from "./character.js";
import { CONSEQUENCES, type ConsequenceRow } from "./consequence-table.js";
import { ladderText } from "./ladder.js";
import { type FateOptionsInput, fateOptions } from "./options.js";
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
export const TreatmentRequestSchema = z.object({
  /** The consequence's severity. */
  severity: SeveritySchema,
  /** Its track, when two consequences share a severity. */
  track: z.optional(TrackNameSchema),
  /** Situational modifiers of the provider's roll. */
  situational: z._default(z.array(ModifierSchema), []),
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
 * const r: RecoveryResult = { started: true, reason: "treated", ability: "Science", total: 3, difficulty: 2, clears: "afterNextScene" };
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
}

/**
 * A recovery roll (FATE-REC-1): the provider rolls Science for physical harm or Rapport for mental harm
 * against the points the consequence soaked (Fair +2, Great +4, Fantastic +6). A character may treat
 * itself at -2 (ruling FATE-AMB-17, option `selfTreatment`). Apply a success with `startTreatment`.
 *
 * @param provider - who treats
 * @param patient - whose consequence
 * @param request - which consequence, and modifiers
 * @param options - fate options
 * @returns a chance of the result
 * @example
 * ```ts
 * const r = recoveryRoll(marcus, indy, { severity: "minor" });
 * odds(r).probability((x) => x.started).toString(); // for Science Fair (+2): "50/81"
 * ```
 */
export function recoveryRoll(provider: Character, patient: Character, request: TreatmentRequest, options: FateOptionsInput = {}): Chance<RecoveryResult> {
  const FN = "fate.recoveryRoll";
  const opts = fateOptions(options);
  const p = checkCharacter(FN, provider, "provider");
  const c = checkCharacter(FN, patient, "patient");
  const r = parseOrThrow(FN, TreatmentRequestSchema, request, "request");
  const consequence = c.consequences[findConsequence(FN, c, r.severity, r.track)];
  if (consequence === undefined)
    throw new RulesError({ code: "INVALID_STATE", fn: FN, path: "patient.consequences", value: c.consequences, message: "consequence not found" });
  const row = CONSEQUENCES[consequence.severity];
  const ability = TREATMENT_ABILITY[consequence.track];
  const self = p.id === c.id;
  // ruling FATE-AMB-17: self-treatment allowed at -2 by default; forbidden or free by option
  if (self && opts.selfTreatment === "forbidden") {
    return constant<RecoveryResult>({ started: false, reason: "selfTreatmentForbidden", ability, total: null, difficulty: row.difficulty, clears: row.clears });
  }
  const rating = p.abilities[ability] ?? 0;
  const penalty = self && opts.selfTreatment === "minusTwo" ? SELF_TREATMENT_PENALTY : 0;
  const base = rating + penalty + r.situational.reduce((acc, m) => acc + m.value, 0);
  const entries = [
    { type: "modifier" as const, rule: "FATE-REC-1", label: `${p.name}'s ${ability} ${ladderText(rating)}`, value: rating },
    ...r.situational.map((m) => ({ type: "modifier" as const, rule: m.rule ?? "FATE-MOD-1", label: m.label, value: m.value })),
    ...(penalty === 0 ? [] : [{ type: "modifier" as const, rule: "FATE-AMB-17", label: "treating oneself", value: penalty }]),
    { type: "note" as const, rule: "FATE-REC-1", text: `difficulty ${ladderText(row.difficulty)} for a ${consequence.severity} consequence` },
  ];
  return sum(4, "dF", { purpose: `${p.name}'s ${ability} to treat "${consequence.text}"`, rule: "FATE-REC-1" })
    .map((dice): RecoveryResult => {
      const total = dice + base;
      const started = total >= row.difficulty;
      // ruling FATE-AMB-17: a failed treatment may be tried again in a later scene
      return { started, reason: started ? "treated" : "failedRetryLaterScene", ability, total, difficulty: row.difficulty, clears: row.clears };
    })
    .traced(entries, (x) => [
      { type: "note", rule: "FATE-REC-1", text: x.started ? `treatment begins; clears ${x.clears}` : "treatment fails; try again in a later scene" },
    ]);
}

/**
 * Records that treatment of a consequence has begun (FATE-REC-1): a treated Minor clears at the end of
 * the next scene (`endScene`), a Moderate after weeks and a Severe after months, which the GM applies
 * with `clearConsequence` (FATE-GM-8).
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
export function startTreatment(character: Character, severity: z.infer<typeof SeveritySchema>, track?: z.infer<typeof TrackNameSchema>): Character {
  const c = checkCharacter("fate.startTreatment", character);
  const i = findConsequence("fate.startTreatment", c, parseOrThrow("fate.startTreatment", SeveritySchema, severity, "severity"), track);
  return { ...c, consequences: c.consequences.map((x, j) => (j === i ? { ...x, treated: true } : x)) };
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
export function clearConsequence(character: Character, severity: z.infer<typeof SeveritySchema>, track?: z.infer<typeof TrackNameSchema>): Character {
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
