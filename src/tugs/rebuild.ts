// A character's updates, built as object literals (issues 13 and 15): the same data, key for key in the schema's
// order, as the spreads `{ ...c, status: { ...c.status, ...patch } }` they replace. A spread of a character copies
// it with the engine's clone cache, which keys on the source's hidden class; a fight meets a dozen classes of one
// and the same layout (parsed, sealed, copied at one place or another), the cache goes megamorphic and every copy
// takes the slow path (about 1.5 us a copy, most of a simulated duel's time). A literal has one class, whatever the
// source: a round's copies then cost what a few field reads cost.
import type { Character, Injury, Status } from "./schemas.js";

/**
 * A status with some fields changed, built as a literal in the schema's order (StatusSchema: every key is always there).
 * @internal
 */
export function statusWith(s: Status, patch: Partial<Status>): Status {
  return {
    prone: patch.prone ?? s.prone,
    cannotGetUp: patch.cannotGetUp ?? s.cannotGetUp,
    cannotWalk: patch.cannotWalk ?? s.cannotWalk,
    disarmed: patch.disarmed ?? s.disarmed,
    unusable: patch.unusable ?? s.unusable,
    severed: patch.severed ?? s.severed,
    knockedOut: patch.knockedOut === undefined ? s.knockedOut : patch.knockedOut,
    dead: patch.dead ?? s.dead,
    noAttackThisRound: patch.noAttackThisRound ?? s.noAttackThisRound,
    noAttackNextRound: patch.noAttackNextRound ?? s.noAttackNextRound,
    attackedThisRound: patch.attackedThisRound ?? s.attackedThisRound,
    initiativePenaltyNext: patch.initiativePenaltyNext ?? s.initiativePenaltyNext,
    fallsOnInjuryUnlessStamina: patch.fallsOnInjuryUnlessStamina ?? s.fallsOnInjuryUnlessStamina,
    fatigue: patch.fatigue ?? s.fatigue,
    encumbrance: patch.encumbrance ?? s.encumbrance,
  };
}

/**
 * A status with the five fields a round's bookkeeping changes (startRound, markAttacked) given, the rest as they are:
 * `statusWith(s, { prone, knockedOut, noAttackThisRound, noAttackNextRound, attackedThisRound })` without the patch
 * object (a patch of another shape at every call site made statusWith's reads megamorphic; these two run every round).
 * @internal
 */
export function statusInRound(
  s: Status,
  prone: boolean,
  knockedOut: Status["knockedOut"],
  noAttackThisRound: boolean,
  noAttackNextRound: boolean,
  attackedThisRound: boolean,
): Status {
  return {
    prone,
    cannotGetUp: s.cannotGetUp,
    cannotWalk: s.cannotWalk,
    disarmed: s.disarmed,
    unusable: s.unusable,
    severed: s.severed,
    knockedOut,
    dead: s.dead,
    noAttackThisRound,
    noAttackNextRound,
    attackedThisRound,
    initiativePenaltyNext: s.initiativePenaltyNext,
    fallsOnInjuryUnlessStamina: s.fallsOnInjuryUnlessStamina,
    fatigue: s.fatigue,
    encumbrance: s.encumbrance,
  };
}

/**
 * The character with its hit points lost, injuries and status replaced, every other field as it is: a literal in the
 * schema's order (CharacterSchema), with `id` when the character has that key; a character with a location table or
 * an app's data (rare) is copied by a spread, which keeps their places.
 * @internal
 */
export function characterWith(c: Character, hpLost: number, injuries: readonly Injury[], status: Status): Character {
  // own keys, not values: a key given as undefined stays a key, as a spread keeps it
  if (Object.hasOwn(c, "locationTable") || Object.hasOwn(c, "app")) return { ...c, hpLost, injuries: injuries as Injury[], status };
  const list = injuries as Injury[];
  if (!Object.hasOwn(c, "id")) {
    return {
      name: c.name,
      attributes: c.attributes,
      initiative: c.initiative,
      resistance: c.resistance,
      injuryBonus: c.injuryBonus,
      skills: c.skills,
      maxHp: c.maxHp,
      hpLost,
      armour: c.armour,
      weapons: c.weapons,
      weaponHand: c.weaponHand,
      injuries: list,
      status,
    };
  }
  return {
    id: c.id,
    name: c.name,
    attributes: c.attributes,
    initiative: c.initiative,
    resistance: c.resistance,
    injuryBonus: c.injuryBonus,
    skills: c.skills,
    maxHp: c.maxHp,
    hpLost,
    armour: c.armour,
    weapons: c.weapons,
    weaponHand: c.weaponHand,
    injuries: list,
    status,
  };
}

/**
 * The character with some status fields changed (`{ ...c, status: { ...c.status, ...patch } }`, as literals).
 * @internal
 */
export function withStatusPatch(c: Character, patch: Partial<Status>): Character {
  return characterWith(c, c.hpLost, c.injuries, statusWith(c.status, patch));
}

/** The fields characterWith writes: a field added to the schema and not written here fails to compile. */
type Written = "id" | "name" | "attributes" | "initiative" | "resistance" | "injuryBonus" | "skills" | "maxHp" | "hpLost" | "armour" | "weapons";
type Rest = "weaponHand" | "injuries" | "status" | "locationTable" | "app";
/** Compile-time check only. */
export type CharacterFieldsWritten = [Exclude<keyof Character, Written | Rest>] extends [never] ? true : never;
/** Compile-time check only: every field of a status is written by statusWith. */
export type StatusFieldsWritten = [Exclude<keyof Status, keyof ReturnType<typeof statusWith>>] extends [never] ? true : never;
/** Compile-time check only: every field of a status is written by statusInRound. */
export type StatusInRoundFieldsWritten = [Exclude<keyof Status, keyof ReturnType<typeof statusInRound>>] extends [never] ? true : never;
