import * as z from "zod/mini";
import { checkReadable } from "../core/catalogue.js";
import { RulesError } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { abilitiesByValue, type RatingSpec } from "./authoring.js";
import { type FateOptions, type FateOptionsInput, fateOptions } from "./options.js";
import { type AbilityName, AbilityNameSchema, type Character, CharacterSchema, type Role, StressTrackSchema, type Trait } from "./schemas.js";

/**
 * The pool every character starts a scene with (FATE-FP-1).
 *
 * @example
 * ```ts
 * STARTING_FATE_POINTS; // 3
 * ```
 */
export const STARTING_FATE_POINTS = 3;

/**
 * What {@link createCharacter} accepts: a character whose fate points, refresh and tracks may be left out
 * (they are then derived from the rules and options).
 *
 * @example
 * ```ts
 * const input: CharacterInput = { id: "indy", name: "Indy", abilities: { Might: 3 } };
 * ```
 */
export const CharacterInputSchema = z.extend(CharacterSchema, {
  /** The fate point pool; default: the refresh. */
  fatePoints: z.optional(z.int().check(z.gte(0), z.lte(1000))),
  /** The scene-start pool; default 3 (FATE-FP-1), or per ruling FATE-AMB-19 for NPCs. A mook under the default needs it (the GM's call). Any other value is a house rule: option `houseRefresh`. */
  refresh: z.optional(z.int().check(z.gte(0), z.lte(1000))),
  /** The Health track; default: boxes from Might (ruling FATE-AMB-1), none checked. */
  health: z.optional(StressTrackSchema),
  /** The Composure track; default: boxes from Resolve (ruling FATE-AMB-1), none checked. */
  composure: z.optional(StressTrackSchema),
});

/**
 * Input of {@link createCharacter}.
 *
 * @example
 * ```ts
 * const input: CharacterInput = { id: "w", name: "Mrs Waterford", role: "named", abilities: { Resolve: 3 } };
 * ```
 */
export type CharacterInput = z.input<typeof CharacterInputSchema>;

/**
 * What {@link createCharacter} takes: a {@link CharacterInput} whose abilities may be rated by the ladder's
 * adjectives (`{ Academics: "Great", Shooting: "Mediocre" }`, FATE-LAD-1) as well as by numbers.
 *
 * @example
 * ```ts
 * const spec: CharacterSpec = { id: "indy", name: "Indy", abilities: { Academics: "Great", Rapport: "Fair" } };
 * ```
 */
export interface CharacterSpec extends Omit<CharacterInput, "abilities"> {
  /** Ratings by ability: a number or a ladder adjective. */
  readonly abilities?: Partial<Record<AbilityName, RatingSpec>> | undefined;
}

/**
 * The number of stress boxes a rating gives (FATE-STRESS-1), by ruling FATE-AMB-1: `"plus3"` (default)
 * gives max(1, rating + 3), `"double"` gives max(0, 2 x rating). Both give Good (+3) six boxes.
 *
 * @param rating - Might (for Health) or Resolve (for Composure)
 * @param options - fate options (`stressBoxes`)
 * @returns the number of boxes
 * @example
 * ```ts
 * stressBoxes(3); // 6
 * stressBoxes(0); // 3
 * stressBoxes(0, { stressBoxes: "double" }); // 0
 * ```
 */
export function stressBoxes(rating: number, options?: FateOptionsInput | null): number {
  if (typeof rating !== "number" || !Number.isInteger(rating) || rating < -4 || rating > 8) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "fate.stressBoxes", path: "rating", value: rating, message: "expected a ladder rating from -4 to 8" });
  }
  // ruling FATE-AMB-1: the box formula is missing; both presets give Good (+3) six boxes
  return fateOptions(options).stressBoxes === "double" ? Math.max(0, 2 * rating) : Math.max(1, rating + 3);
}

/**
 * The pool a character of a role refreshes to at a scene's end (FATE-FP-1), by ruling FATE-AMB-19.
 *
 * @param role - pc, named NPC or mook
 * @param options - fate options (`npcFatePoints`)
 * @param gmFatePoints - the GM's choice for a mook under the default ruling (FATE-GM-9)
 * @returns the refresh
 * @example
 * ```ts
 * refreshFor("pc"); // 3
 * refreshFor("mook", {}, 1); // 1
 * refreshFor("named", { npcFatePoints: "pcsOnly" }); // 0
 * ```
 */
export function refreshFor(role: Role, options?: FateOptionsInput | null, gmFatePoints?: number | null): number {
  return refreshForValidated(role, fateOptions(options), gmFatePoints);
}

/** {@link refreshFor} under options already validated: the one place of ruling FATE-AMB-19's refresh. */
function refreshForValidated(role: Role, opts: FateOptions, gmFatePoints?: number | null): number {
  const npc = opts.npcFatePoints;
  // ruling FATE-AMB-19: named NPCs have fate points; for mooks the GM decides (an explicit input)
  if (role === "pc") return STARTING_FATE_POINTS;
  if (npc === "all") return STARTING_FATE_POINTS;
  if (npc === "pcsOnly") return 0;
  if (role === "named") return STARTING_FATE_POINTS;
  if (gmFatePoints === undefined || gmFatePoints === null) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "fate.refreshFor",
      path: "gmFatePoints",
      value: gmFatePoints,
      message: "a mook's fate points are the GM's call (FATE-AMB-19): give them",
    });
  }
  return gmFatePoints;
}

/**
 * Builds a character (FATE-CHAR-1) from partial data: missing abilities are Mediocre (0); the Health
 * and Composure tracks are sized from Might and Resolve (FATE-STRESS-1, ruling FATE-AMB-1); the pool
 * starts at 3 (FATE-FP-1, ruling FATE-AMB-19 for NPCs). Checks the data and throws `INVALID_INPUT`
 * naming the path of the first problem.
 *
 * @param input - the character's data
 * @param options - fate options
 * @returns a new, valid character
 * @example
 * ```ts
 * const indy = createCharacter({ id: "indy", name: "Indiana Jones", abilities: { Might: 3, Resolve: 3 } });
 * indy.health; // { boxes: 6, checked: 0 }
 * indy.fatePoints; // 3
 * createCharacter({ id: "w", name: "Mrs Waterford", abilities: { Resolve: "Good" } }).abilities.Resolve; // 3
 * ```
 */
export function createCharacter(input: CharacterInput | CharacterSpec, options?: FateOptionsInput | null): Character {
  const FN = "fate.createCharacter";
  const opts = fateOptions(options);
  const data = parseOrThrow(FN, CharacterInputSchema, withRatingValues(FN, input), "input");
  const rule =
    data.role === "mook" && opts.npcFatePoints === "namedOnly" ? refreshFor("mook", opts, data.refresh ?? data.fatePoints) : refreshFor(data.role, opts);
  const refresh = data.refresh ?? rule;
  checkRefresh(FN, refresh, rule, opts, "input.refresh");
  const track = (rating: number | undefined) => ({ boxes: stressBoxes(rating ?? 0, opts), checked: 0 });
  return checkCharacter(FN, {
    ...data,
    fatePoints: data.fatePoints ?? refresh,
    refresh,
    health: data.health ?? track(data.abilities.Might),
    composure: data.composure ?? track(data.abilities.Resolve),
  });
}

/** The input with its abilities' adjectives read as numbers (FATE-LAD-1), or as given. */
function withRatingValues(fn: string, input: unknown): unknown {
  checkReadable(fn, "input", input);
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  let abilities: unknown;
  try {
    abilities = (input as { abilities?: unknown }).abilities;
  } catch {
    return input;
  }
  const read = abilitiesByValue(fn, abilities);
  return read === abilities ? input : { ...input, abilities: read };
}

/** Refuses a refresh the rules do not give, unless the house rule is on (FATE-FP-1, option houseRefresh). */
function checkRefresh(fn: string, refresh: number, rule: number, opts: FateOptions, path: string): void {
  if (refresh !== rule && !opts.houseRefresh) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path,
      value: refresh,
      message: `the pool resets back to ${String(rule)} at a scene's end (FATE-FP-1, FATE-AMB-19); another refresh is a house rule (option houseRefresh)`,
    });
  }
}

/**
 * The pool a character's scene ends with (FATE-FP-1): three, "even if the character has more", or what
 * ruling FATE-AMB-19 gives an NPC (a mook's is the GM's, its `refresh`). A different `refresh` is a house
 * rule, honoured only with the option `houseRefresh`, and refused otherwise. The one place the refresh
 * rule lives; `endScene` uses it.
 *
 * @param character - the character
 * @param options - fate options (`npcFatePoints`, `houseRefresh`)
 * @returns the pool at the start of the next scene
 * @example
 * ```ts
 * sceneRefresh(indy); // 3
 * sceneRefresh({ ...indy, refresh: 5 }, { houseRefresh: true }); // 5
 * ```
 */
export function sceneRefresh(character: Character, options?: FateOptionsInput | null): number {
  const FN = "fate.sceneRefresh";
  return sceneRefreshValidated(FN, checkCharacter(FN, character), fateOptions(options));
}

/**
 * {@link sceneRefresh} of a character and options already validated (a scene's own state, issue 15: validate once,
 * at the edge): the same pool, and the same refusal of a refresh the rules do not give.
 *
 * @internal
 */
export function sceneRefreshValidated(fn: string, c: Character, opts: FateOptions): number {
  const rule = c.role === "mook" && opts.npcFatePoints === "namedOnly" ? c.refresh : refreshForValidated(c.role, opts);
  // FATE-FP-1: "the pool resets back to three"; a house refresh only by option
  checkRefresh(fn, c.refresh, rule, opts, "character.refresh");
  return c.refresh;
}

/**
 * Checks a character given to a resolver: the schema, and that no track has more checked boxes than it
 * has. Throws `INVALID_INPUT` / `INVALID_STATE` naming the function and path.
 * @internal
 */
export function checkCharacter(fn: string, character: unknown, root = "character"): Character {
  return checkCharacterState(fn, parseOrThrow(fn, CharacterSchema, character, root), root);
}

/**
 * The check of {@link checkCharacter} past the schema, on a character already parsed (a named input parsed
 * once): no track has more checked boxes than it holds.
 *
 * @internal
 */
export function checkCharacterState(fn: string, c: Character, root: string): Character {
  for (const track of ["health", "composure"] as const) {
    if (c[track].checked > c[track].boxes) {
      throw new RulesError({
        code: "INVALID_STATE",
        fn,
        path: `${root}.${track}.checked`,
        value: c[track].checked,
        message: `expected at most ${String(c[track].boxes)} checked boxes`,
      });
    }
  }
  return c;
}

/**
 * A character's rating in an ability (FATE-ABIL-1); a missing ability is Mediocre (0).
 *
 * @param character - the character
 * @param ability - one of the fifteen abilities
 * @returns the rating
 * @example
 * ```ts
 * rating(indy, "Academics"); // 4
 * rating(indy, "Driving"); // 0
 * ```
 */
export function rating(character: Character, ability: AbilityName): number {
  const c = checkCharacter("fate.rating", character);
  const name = parseOrThrow("fate.rating", AbilityNameSchema, ability, "ability");
  return c.abilities[name] ?? 0;
}

/**
 * Every trait of a character, the consequences taken included (taking a consequence adds a trait,
 * FATE-CONS-1). Traits are always true and never rolled (FATE-TRAIT-1).
 *
 * @param character - the character
 * @returns new trait objects (never the character's own), consequences last (ids `consequence:<track>:<severity>`)
 * @example
 * ```ts
 * traitsOf(indy).map((t) => t.text); // ["Professor of Archeology", "I Hate Snakes", "Nicked in the Arm"]
 * ```
 */
export function traitsOf(character: Character): Trait[] {
  const c = checkCharacter("fate.traitsOf", character);
  return [...c.traits.map((t) => ({ id: t.id, text: t.text })), ...c.consequences.map((x) => ({ id: `consequence:${x.track}:${x.severity}`, text: x.text }))];
}

/**
 * Spends fate points (FATE-FP-1): a new character with a smaller pool. Throws `RULE_VIOLATION` when the
 * pool is too small (check with `character.fatePoints` first).
 *
 * @param character - the character
 * @param amount - points to spend (0 or more)
 * @returns the new character
 * @example
 * ```ts
 * spendFatePoints(indy, 1).fatePoints; // 2
 * ```
 */
export function spendFatePoints(character: Character, amount: number): Character {
  const c = checkCharacter("fate.spendFatePoints", character);
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 0) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "fate.spendFatePoints", path: "amount", value: amount, message: "expected a whole number >= 0" });
  }
  if (amount > c.fatePoints) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: "fate.spendFatePoints",
      path: "amount",
      value: amount,
      message: `only ${String(c.fatePoints)} fate points left (FATE-FP-1)`,
    });
  }
  return { ...c, fatePoints: c.fatePoints - amount };
}
