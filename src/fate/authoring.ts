// Fate's authoring (issue #16): a character's abilities rated by the ladder's words (FATE-LAD-1), as the text
// writes them ("Indy's Academic ability is Great"), turned into numbers before createCharacter checks them.
import { catalogueMap, entryByName } from "../core/catalogue.js";
import { LADDER, type LadderAdjective } from "./ladder-table.js";

/**
 * A rating as the text writes it: a number on the ladder or its adjective (`"Good"` is +3, FATE-LAD-1).
 *
 * @example
 * ```ts
 * const r: RatingSpec = "Great";
 * ```
 */
export type RatingSpec = number | LadderAdjective;

const ADJECTIVES = catalogueMap<number>(Object.fromEntries(LADDER.map((r) => [r.adjective, r.value])));

/**
 * A character's abilities with every adjective read as its ladder value (FATE-LAD-1), a copy; numbers and
 * anything else are kept for the schema to check. An unknown adjective is a RulesError at
 * `input.abilities.<name>` with the nearest adjective suggested.
 * @internal
 */
export function abilitiesByValue(fn: string, abilities: unknown): unknown {
  if (typeof abilities !== "object" || abilities === null || Array.isArray(abilities)) return abilities;
  const entries = Object.entries(abilities as Record<string, unknown>);
  if (!entries.some(([, v]) => typeof v === "string")) return abilities;
  return Object.fromEntries(
    entries.map(([k, v]) => [k, typeof v === "string" ? entryByName(fn, `input.abilities.${k}`, ADJECTIVES, v, "ladder adjective") : v]),
  );
}
