import * as z from "zod/mini";
import { RulesError } from "../core/errors.js";
import { boundedString, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { checkCharacter, checkCharacterState, sceneRefreshValidated, traitsOf } from "./character.js";
import { type FateOptions, type FateOptionsInput, fateOptions } from "./options.js";
import type { Character, Consequence } from "./schemas.js";

/**
 * The player's answer to a GM's compel (FATE-TRAIT-2), given before the player learns which trait is
 * invoked or how (ruling FATE-AMB-20): accept (+1 fate point, the complication happens) or nullify (pay 1).
 *
 * @example
 * ```ts
 * const answer: CompelResponse = "accept";
 * ```
 */
export type CompelResponse = "accept" | "nullify";

/**
 * The result of a compel.
 *
 * @example
 * ```ts
 * const r: CompelResult = { character: indy, complication: true };
 * ```
 */
export interface CompelResult {
  /** The character after the compel. */
  readonly character: Character;
  /** Whether the complication happens (the GM now reveals the trait and the complication, FATE-GM-3). */
  readonly complication: boolean;
}

/**
 * A GM's compel (FATE-TRAIT-2): the GM offers a fate point; the player accepts (+1, the complication
 * happens) or pays one to nullify it. The answer comes before the trait is known (ruling FATE-AMB-20), so
 * no trait is an argument. Throws `RULE_VIOLATION` for a nullify with no fate point.
 *
 * @param character - the compelled character
 * @param response - accept or nullify
 * @returns the new character and whether the complication happens
 * @example
 * ```ts
 * compel(indy, "accept").character.fatePoints; // 4 (from 3): "Snakes. It had to be snakes."
 * ```
 */
export function compel(character: Character, response: CompelResponse): CompelResult {
  return compelValidated(checkCharacter("fate.compel", character), response);
}

/**
 * {@link compel} of a character already validated (a scene's own state): the same result and refusals.
 *
 * @internal
 */
export function compelValidated(character: Character, response: CompelResponse): CompelResult {
  const c = checkCharacterState("fate.compel", character, "character");
  if (response === "accept") return { character: { ...c, fatePoints: c.fatePoints + 1 }, complication: true };
  if ((response as unknown) !== "nullify") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "fate.compel", path: "response", value: response, message: 'expected "accept" or "nullify"' });
  }
  if (c.fatePoints < 1) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: "fate.compel",
      path: "character.fatePoints",
      value: c.fatePoints,
      message: "nullifying a compel costs a fate point (FATE-TRAIT-2)",
    });
  }
  return { character: { ...c, fatePoints: c.fatePoints - 1 }, complication: false };
}

/**
 * Invoking a trait to change the story (FATE-TRAIT-1): which trait, whether the GM agrees it is
 * legitimate (FATE-GM-3), and the fact it adds.
 *
 * @example
 * ```ts
 * const swords: InvokeRequest = { traitId: "professor", gmApproves: true, fact: "bronze swords in the tomb" };
 * ```
 */
export const InvokeRequestSchema = strictObject({
  /** The trait's id (a consequence's id is `consequence:<track>:<severity>`). */
  traitId: boundedString(INPUT_LIMITS.idLength),
  /** The GM's ruling that the use is legitimate (FATE-GM-3). */
  gmApproves: z.boolean(),
  /** The fact added or the change made to the story. */
  fact: boundedString(INPUT_LIMITS.textLength),
});

/**
 * An invocation.
 *
 * @example
 * ```ts
 * const r: InvokeRequest = { traitId: "snakes", gmApproves: false, fact: "" };
 * ```
 */
export type InvokeRequest = z.infer<typeof InvokeRequestSchema>;

/**
 * The result of an invocation: the character and the fact, or the GM's refusal (nothing is spent).
 *
 * @example
 * ```ts
 * const r: InvokeResult = { character: indy, approved: true, fact: "bronze swords in the tomb" };
 * ```
 */
export interface InvokeResult {
  /** The character (one fate point poorer when approved). */
  readonly character: Character;
  /** Whether the GM agreed. */
  readonly approved: boolean;
  /** The fact added, or null when refused. */
  readonly fact: string | null;
}

/**
 * Invokes one of the character's traits for 1 fate point, with the GM's approval, to add a fact or
 * change the situation (FATE-TRAIT-1). A +2 or a re-roll bought by invoking is the action's
 * `fatePointBonus` / re-roll (FATE-FP-2/3). Throws `RULE_VIOLATION` with no fate point.
 *
 * @param character - the character
 * @param request - the trait, the GM's ruling and the fact
 * @returns the new character, whether approved, and the fact
 * @example
 * ```ts
 * invoke(indy, { traitId: "professor", gmApproves: true, fact: "swords in the tomb" }).character.fatePoints; // 2
 * ```
 */
export function invoke(character: Character, request: InvokeRequest): InvokeResult {
  const FN = "fate.invoke";
  const c = checkCharacter(FN, character);
  const r = parseOrThrow(FN, InvokeRequestSchema, request, "request");
  if (!traitsOf(c).some((t) => t.id === r.traitId)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path: "request.traitId", value: r.traitId, message: `${c.name} has no such trait` });
  }
  if (!r.gmApproves) return { character: c, approved: false, fact: null };
  if (c.fatePoints < 1) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: FN,
      path: "character.fatePoints",
      value: c.fatePoints,
      message: "invoking a trait costs a fate point (FATE-TRAIT-1)",
    });
  }
  return { character: { ...c, fatePoints: c.fatePoints - 1 }, approved: true, fact: r.fact };
}

/**
 * The end of a scene (FATE-GM-8 says when): the fate point pool resets to exactly three, up or down
 * (FATE-FP-1; NPCs by ruling FATE-AMB-19; a house refresh only with the option `houseRefresh`, see
 * `sceneRefresh`); both stress tracks clear (FATE-STRESS-3); aggravation ends (ruling FATE-AMB-16). A
 * treated Minor consequence is "cleared after the next scene" (FATE-CONS-1): the scene in which treatment
 * began ends first, and the one after it clears the consequence. Status is left to the GM (FATE-GM-7).
 *
 * @param character - the character
 * @param options - fate options (`npcFatePoints`, `houseRefresh`)
 * @returns the character at the start of the next scene
 * @example
 * ```ts
 * endScene({ ...indy, fatePoints: 0 }).fatePoints; // 3
 * endScene({ ...indy, fatePoints: 5 }).fatePoints; // 3
 * ```
 */
export function endScene(character: Character, options?: FateOptionsInput | null): Character {
  return endSceneValidated(checkCharacter("fate.endScene", character), fateOptions(options));
}

/**
 * {@link endScene} of a character and options already validated (a scene's own state, issue 15: validate once, at
 * the edge): the same character for the next scene. Its errors name `fate.endScene`, as the public call's do.
 *
 * @internal
 */
export function endSceneValidated(character: Character, opts: FateOptions): Character {
  // the check past the schema stays (a state's schema does not compare checked boxes with the track's)
  const c = checkCharacterState("fate.endScene", character, "character");
  const consequences: Consequence[] = [];
  for (const x of c.consequences) {
    const treatedMinor = x.severity === "minor" && x.treated;
    // FATE-CONS-1: a treated Minor clears after the NEXT scene, not the one in which treatment began
    if (treatedMinor && x.sceneEndedSinceTreatment) continue;
    consequences.push({ ...x, aggravated: false, sceneEndedSinceTreatment: x.treated });
  }
  return {
    ...c,
    // FATE-FP-1: reset to the refresh even from above it
    fatePoints: sceneRefreshValidated("fate.sceneRefresh", c, opts),
    health: { boxes: c.health.boxes, checked: 0 },
    composure: { boxes: c.composure.boxes, checked: 0 },
    consequences,
  };
}
