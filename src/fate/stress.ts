import * as z from "zod/mini";
import { RulesError } from "../core/errors.js";
import { absentIfNull, boundedArray, boundedString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { checkCharacter, checkCharacterState } from "./character.js";
import { CONSEQUENCES, SEVERITIES } from "./consequence-table.js";
import { type FateOptions, type FateOptionsInput, fateOptions } from "./options.js";
import { type Character, type Consequence, type Severity, SeveritySchema, type TrackName, TrackNameSchema } from "./schemas.js";

/**
 * Stress arriving on a track, and the consequences the player chooses to take against it.
 *
 * @example
 * ```ts
 * const hit: StressInput = { track: "health", amount: 4, consequences: [{ severity: "minor", text: "Nicked in the Arm" }] };
 * ```
 */
export const StressInputSchema = strictObject({
  /** Health or Composure (FATE-STRESS-1). */
  track: TrackNameSchema,
  /** Points of stress (FATE-STRESS-2; environmental stress is a GM input, FATE-GM-5). */
  amount: z.int().check(z.gte(0), z.lte(1000)),
  /** Consequences taken to soak it, the player's choice (FATE-CONS-1). */
  consequences: z._default(
    boundedArray(
      strictObject({
        /** Which slot. */
        severity: SeveritySchema,
        /** The trait it adds (FATE-GM-6). */
        text: boundedString(INPUT_LIMITS.textLength),
      }),
      INPUT_LIMITS.listLength,
    ),
    [],
  ),
  /** The character concedes on this hit instead of being taken out (FATE-OUT-1; ruling FATE-AMB-25: the outcome is an input, the GM's narrative choice). */
  concede: z._default(z.boolean(), false),
});

/**
 * Stress arriving on a track.
 *
 * @example
 * ```ts
 * const social: StressInput = { track: "composure", amount: 5 };
 * ```
 */
export type StressInput = z.input<typeof StressInputSchema>;

/**
 * What applying stress did: the new character, the points soaked by consequences, the boxes checked,
 * the overflow (stress nothing absorbed) and whether the character is taken out.
 *
 * @example
 * ```ts
 * const r: StressResult = { character: waterford, soaked: 0, boxesChecked: 6, overflow: 2, takenOut: true };
 * ```
 */
export interface StressResult {
  /** The character after the stress. */
  readonly character: Character;
  /** Points soaked by the consequences taken. */
  readonly soaked: number;
  /** Boxes newly checked. */
  readonly boxesChecked: number;
  /** Stress left over once the track was full (FATE-OUT-1). */
  readonly overflow: number;
  /** Whether the character is taken out (FATE-OUT-1, ruling FATE-AMB-7); false when it conceded on this hit (ruling FATE-AMB-25). */
  readonly takenOut: boolean;
}

/**
 * The consequence slots still free for stress on a track (FATE-CONS-1). By ruling FATE-AMB-6 the three
 * slots are shared by both tracks; with `consequenceSlotsPerTrack` each track has its own three.
 *
 * @param character - the character
 * @param track - the track the stress is on
 * @param options - fate options
 * @returns the free severities, smallest first
 * @example
 * ```ts
 * freeConsequences(indy, "health"); // ["minor", "moderate", "severe"]
 * ```
 */
export function freeConsequences(character: Character, track: TrackName, options?: FateOptionsInput | null): Severity[] {
  const FN = "fate.freeConsequences";
  const c = checkCharacter(FN, character);
  const t = parseOrThrow(FN, TrackNameSchema, track, "track");
  return freeConsequencesValidated(c, t, fateOptions(options));
}

/**
 * {@link freeConsequences} of a character, track and options already validated (a scene's own state, issue 15:
 * validate once, at the edge): the same slots, and the same refusal of a track with more boxes checked than it has.
 *
 * @internal
 */
export function freeConsequencesValidated(character: Character, t: TrackName, opts: FateOptions): Severity[] {
  // the check past the schema stays (a state's schema does not compare checked boxes with the track's)
  const c = checkCharacterState("fate.freeConsequences", character, "character");
  const perTrack = opts.consequenceSlotsPerTrack;
  // ruling FATE-AMB-6: slots shared by both tracks unless the option gives each track its own
  return SEVERITIES.filter((s) => !c.consequences.some((x) => x.severity === s && (!perTrack || x.track === t)));
}

/**
 * Applies stress to a character (FATE-STRESS-1, FATE-CONS-1, FATE-OUT-1): the chosen consequences soak
 * first, each its full value (any excess is wasted), then each remaining point checks one box (ruling
 * FATE-AMB-6). If more remains than there are free boxes the character is taken out (ruling
 * FATE-AMB-7); exactly filling the track is not. With `concede` the character concedes on this hit
 * instead (status `conceded`, `takenOut` false, the overflow still reported: ruling FATE-AMB-25, as
 * Mrs Waterford does). Throws `RULE_VIOLATION` for a slot already used.
 *
 * @param character - the character
 * @param input - the track, the amount and the consequences taken
 * @param options - fate options (`consequenceSlotsPerTrack`)
 * @returns the new character and what happened
 * @example
 * ```ts
 * const r = applyStress(waterford, { track: "composure", amount: 8 });
 * r.overflow; // 2
 * r.takenOut; // true
 * ```
 */
export function applyStress(character: Character, input: StressInput, options?: FateOptionsInput | null): StressResult {
  const FN = "fate.applyStress";
  const c = checkCharacter(FN, character);
  const s = parseOrThrow(FN, StressInputSchema, input, "input");
  // the options are read where freeConsequences read them (its errors name fate.fateOptions either way)
  return applyStressValidated(c, s, fateOptions(options));
}

/**
 * Stress arriving on a track, validated (every default filled in): what {@link applyStressValidated} takes.
 *
 * @internal
 */
export type StressApplied = z.infer<typeof StressInputSchema>;

/**
 * {@link applyStress} of a character, stress and options already validated (a scene's own state and command, issue
 * 15: validate once, at the edge): the same result, and the same refusals (a slot already used, a track with more
 * boxes checked than it has). Its errors name `fate.applyStress`, as the public call's do.
 *
 * @internal
 */
export function applyStressValidated(character: Character, s: StressApplied, opts: FateOptions): StressResult {
  const FN = "fate.applyStress";
  const c = checkCharacterState(FN, character, "character");
  let free = freeConsequencesValidated(c, s.track, opts);
  const taken: Consequence[] = [];
  let soaked = 0;
  for (const [i, want] of s.consequences.entries()) {
    if (!free.includes(want.severity)) {
      throw new RulesError({
        code: "RULE_VIOLATION",
        fn: FN,
        path: `input.consequences[${String(i)}].severity`,
        value: want.severity,
        message: `the ${want.severity} consequence slot is already used (FATE-CONS-1)`,
      });
    }
    free = free.filter((f) => f !== want.severity);
    taken.push({ severity: want.severity, track: s.track, text: want.text, treated: false, aggravated: false, sceneEndedSinceTreatment: false });
    soaked += CONSEQUENCES[want.severity].soaks;
  }
  const remainder = Math.max(0, s.amount - soaked);
  const track = c[s.track];
  const room = track.boxes - track.checked;
  const boxesChecked = Math.min(remainder, room);
  const overflow = remainder - boxesChecked;
  // ruling FATE-AMB-7: taken out only when stress remains after the free boxes; exactly filling is not
  // ruling FATE-AMB-25: a concession is an input: the character concedes instead (the overflow stands)
  const takenOut = overflow > 0 && !s.concede;
  return {
    character: {
      ...c,
      [s.track]: { boxes: track.boxes, checked: track.checked + boxesChecked },
      consequences: [...c.consequences, ...taken],
      status: s.concede ? "conceded" : takenOut ? "takenOut" : c.status,
    },
    soaked,
    boxesChecked,
    overflow,
    takenOut,
  };
}

/**
 * Concedes or flees before being taken out (FATE-OUT-1); what it means is the GM's call (FATE-GM-7,
 * ruling FATE-AMB-25).
 *
 * @param character - the character
 * @returns the character, conceded
 * @example
 * ```ts
 * concede(waterford).status; // "conceded"
 * ```
 */
export function concede(character: Character): Character {
  return concedeValidated(checkCharacter("fate.concede", character));
}

/**
 * {@link concede} of a character already validated (a scene's own state): the same character and refusals.
 *
 * @internal
 */
export function concedeValidated(character: Character): Character {
  const c = checkCharacterState("fate.concede", character, "character");
  if (c.status === "takenOut") {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: "fate.concede",
      path: "character.status",
      value: c.status,
      message:
        "a character already taken out cannot concede (FATE-OUT-1); to concede on the hit that would take it out, give applyStress concede: true (FATE-AMB-25)",
    });
  }
  return { ...c, status: "conceded" };
}

/** Finds the index of a consequence by severity (and track when two could match). @internal */
export function findConsequence(fn: string, c: Character, severity: Severity, given: TrackName | null | undefined): number {
  // an optional track given as null is absent (docs/reliability.md)
  const track = given === undefined || given === null ? undefined : parseOrThrow(fn, TrackNameSchema, given, "track");
  const matches = c.consequences.map((x, i) => [x, i] as const).filter(([x]) => x.severity === severity && (track === undefined || x.track === track));
  const only = matches[0];
  if (only === undefined || matches.length > 1) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "severity",
      value: severity,
      message:
        only === undefined ? `${c.name} has no ${severity} consequence${track === undefined ? "" : ` on ${track}`}` : "two consequences match: give the track",
    });
  }
  return only[1];
}

/**
 * Marks a consequence aggravated (or no longer): while aggravated it gives -2 to all the character's
 * rolls (FATE-CONS-1, FATE-MOD-1, ruling FATE-AMB-16). When is the GM's call (FATE-GM-6); the scene's end
 * relieves it.
 *
 * @param character - the character
 * @param severity - which consequence
 * @param aggravated - true to aggravate, false to relieve
 * @param track - the track, when two consequences share a severity
 * @returns the new character
 * @example
 * ```ts
 * const hurt = aggravate(indy, "minor");
 * // every roll of hurt now carries -2
 * ```
 */
export function aggravate(character: Character, severity: Severity, aggravated?: boolean | null, track?: TrackName | null): Character {
  const c = checkCharacter("fate.aggravate", character);
  const on = absentIfNull(aggravated) ?? true;
  const which = absentIfNull(track);
  if (typeof on !== "boolean") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "fate.aggravate", path: "aggravated", value: aggravated, message: "expected true or false" });
  }
  const i = findConsequence("fate.aggravate", c, parseOrThrow("fate.aggravate", SeveritySchema, severity, "severity"), which);
  return { ...c, consequences: c.consequences.map((x, j) => (j === i ? { ...x, aggravated: on } : x)) };
}
