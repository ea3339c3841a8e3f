// Tugs's catalogue and authoring factory (issue #16): the weapons and armour the text gives (its worked
// example, TUGS-EX-1: Jan's short sword; Travis's broadsword, leather armour and iron helmet) and a character
// written with them by name. Only what the text gives: any other item is the app's data, written whole.
import { catalogueMap, checkReadable, entryByName } from "../core/catalogue.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { INPUT_LIMITS } from "../core/schema-kit.js";
import { type Armour, type BodyPart, type Character, type CharacterInput, characterOf, type WeaponInput } from "./schemas.js";

/**
 * The weapons the text gives, with its numbers (TUGS-EX-1, T L.176 and L.180): initiative, penetration,
 * damage and parry. Both are swords, used with the Blades skill; a blade, so their injuries are lethal
 * (TUGS-LETH-1). No other weapon has numbers in the text: write yours whole (see docs/tugs.md).
 *
 * @example
 * ```ts
 * TUGS_WEAPONS.shortSword.penetration; // -1
 * ```
 */
export const TUGS_WEAPONS = deepFreeze({
  /** Jan's short sword: initiative 0, penetration −1, damage −1, parry −4 (TUGS-EX-1). */
  shortSword: { name: "short sword", skill: "Blades", type: "blade", initiative: 0, penetration: -1, damage: -1, parry: -4 },
  /** Travis's broadsword: initiative 0, penetration 0, damage 0, parry −4 (TUGS-EX-1). */
  broadsword: { name: "broadsword", skill: "Blades", type: "blade", initiative: 0, penetration: 0, damage: 0, parry: -4 },
} satisfies Record<string, WeaponInput>);

/**
 * A piece of armour: its name, the body part it covers and its armour (value and kind).
 *
 * @example
 * ```ts
 * const helmet: ArmourPiece = { name: "iron helmet", part: "head", armour: { value: 2, kind: "rigid" } };
 * ```
 */
export interface ArmourPiece {
  /** Its name. */
  readonly name: string;
  /** The body part it covers. */
  readonly part: BodyPart;
  /** Its armour value (TUGS-PEN-1) and kind (TUGS-BLUNT-1..3). */
  readonly armour: Armour;
}

/**
 * The armour the text gives (TUGS-EX-1, T L.181–182): Travis's leather armour (body, armour 1) and iron
 * helmet (head, armour 2). The kinds are the library's reading: the helmet is rigid (TUGS-DT-5's "rigid
 * helmet"); leather, which the text does not class, is non-rigid (decision: it is not rigid, and it does not
 * stop bullets as inertial armour does). Any other piece is the app's data.
 *
 * @example
 * ```ts
 * TUGS_ARMOUR.ironHelmet.armour.value; // 2
 * ```
 */
export const TUGS_ARMOUR = deepFreeze({
  /** Leather armour on the body, armour 1 (TUGS-EX-1). */
  leatherArmour: { name: "leather armour", part: "body", armour: { value: 1, kind: "nonRigid" } },
  /** An iron helmet, armour 2 (TUGS-EX-1; rigid, TUGS-DT-5). */
  ironHelmet: { name: "iron helmet", part: "head", armour: { value: 2, kind: "rigid" } },
} satisfies Record<string, ArmourPiece>);

/**
 * The short name of a weapon of {@link TUGS_WEAPONS}.
 *
 * @example
 * ```ts
 * const name: TugsWeaponName = "broadsword";
 * ```
 */
export type TugsWeaponName = keyof typeof TUGS_WEAPONS;

/**
 * The short name of a piece of {@link TUGS_ARMOUR}.
 *
 * @example
 * ```ts
 * const name: TugsArmourName = "ironHelmet";
 * ```
 */
export type TugsArmourName = keyof typeof TUGS_ARMOUR;

/**
 * A character as an author writes it: a character's fields, with weapons by name (or whole) and `wearing`,
 * the armour pieces worn by name (or whole), each on its part.
 *
 * @example
 * ```ts
 * const spec: CharacterSpec = { name: "Travis", attributes: { sta: 11, str: 11, dex: 10 }, initiative: 9, maxHp: 11, weapons: ["broadsword"], wearing: ["leatherArmour", "ironHelmet"] };
 * ```
 */
export interface CharacterSpec extends Omit<CharacterInput, "weapons"> {
  /** Weapons, the first in hand: {@link TUGS_WEAPONS} names or whole weapons (the app's own). */
  readonly weapons?: readonly (TugsWeaponName | WeaponInput)[] | undefined;
  /** Armour worn: {@link TUGS_ARMOUR} names or whole pieces; each sets `armour[part]` (two on one part is an error). */
  readonly wearing?: readonly (TugsArmourName | ArmourPiece)[] | undefined;
}

/**
 * The text's two characters (TUGS-EX-1, T L.172–182) as specs: attributes, initiative, resistance, injury
 * bonus, Blades and equipment. The text gives no maximum hit points (TUGS-AMB-9): add `maxHp` yourself.
 *
 * @example
 * ```ts
 * const jan = createCharacter({ ...TUGS_EXAMPLE_CHARACTERS.jan, maxHp: 9 });
 * jan.weapons[0]?.name; // "short sword"
 * ```
 */
export const TUGS_EXAMPLE_CHARACTERS = deepFreeze({
  /** Jan, a jewel thief: Sta 9, Str 10, Dex 11, Initiative 11, Resistance −1, Injury bonus 0, Blades 14; a short sword. */
  jan: {
    id: "jan",
    name: "Jan",
    attributes: { sta: 9, str: 10, dex: 11 },
    initiative: 11,
    resistance: -1,
    injuryBonus: 0,
    skills: { Blades: 14 },
    weapons: ["shortSword"],
  },
  /** Travis, a patrol guard: Sta 11, Str 11, Dex 10, Initiative 9, Resistance +1, Injury bonus +1, Blades 12; broadsword, leather armour, iron helmet. */
  travis: {
    id: "travis",
    name: "Travis",
    attributes: { sta: 11, str: 11, dex: 10 },
    initiative: 9,
    resistance: 1,
    injuryBonus: 1,
    skills: { Blades: 12 },
    weapons: ["broadsword"],
    wearing: ["leatherArmour", "ironHelmet"],
  },
} satisfies Record<string, Omit<CharacterSpec, "maxHp">>);

const WEAPONS = catalogueMap<WeaponInput>(TUGS_WEAPONS);
const ARMOUR = catalogueMap<ArmourPiece>(TUGS_ARMOUR);
const FN = "tugs.createCharacter";

function listOf(path: string, v: unknown): readonly unknown[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new RulesError({ code: "INVALID_INPUT", fn: FN, path, value: v, message: "expected a list" });
  if (v.length > INPUT_LIMITS.itemsPerFigure) throw new RulesError({ code: "INVALID_INPUT", fn: FN, path, value: v.length, message: "too many entries" });
  return v as readonly unknown[];
}

/**
 * A character from a spec with weapons and armour by name: each name is looked up in {@link TUGS_WEAPONS} or
 * {@link TUGS_ARMOUR}, a whole item is kept as given (a house item is the app's data), and the character is
 * validated and completed by `CharacterSchema` (as `parseCharacter`). A wrong name is a RulesError at its path
 * with the nearest name suggested.
 *
 * @param spec - the character, with weapons and armour by name
 * @returns the validated character
 * @example
 * ```ts
 * const travis = createCharacter({ ...TUGS_EXAMPLE_CHARACTERS.travis, maxHp: 11 });
 * travis.armour.head?.value; // 2
 * ```
 */
export function createCharacter(spec: CharacterSpec): Character {
  checkReadable(FN, "character", spec);
  if (typeof spec !== "object" || (spec as unknown) === null || Array.isArray(spec))
    throw new RulesError({
      code: "INVALID_INPUT",
      fn: FN,
      path: "character",
      value: spec,
      message: "expected a character spec { name, attributes, initiative, maxHp, ... }",
    });
  const out: Record<string, unknown> = { ...spec };
  delete out.wearing;
  if (spec.weapons !== undefined)
    out.weapons = listOf("character.weapons", spec.weapons).map((w, i) =>
      typeof w === "string" ? entryByName(FN, `character.weapons[${String(i)}]`, WEAPONS, w, "weapon") : w,
    );
  if (spec.wearing !== undefined) {
    const given: unknown = spec.armour ?? {};
    if (typeof given !== "object" || given === null)
      throw new RulesError({ code: "INVALID_INPUT", fn: FN, path: "character.armour", value: given, message: "expected armour by body part" });
    const armour = new Map<string, unknown>(Object.entries(given));
    listOf("character.wearing", spec.wearing).forEach((p, i) => {
      const path = `character.wearing[${String(i)}]`;
      const piece = typeof p === "string" ? entryByName(FN, path, ARMOUR, p, "armour piece") : p;
      if (typeof piece !== "object" || piece === null || typeof (piece as { part?: unknown }).part !== "string")
        throw new RulesError({ code: "INVALID_INPUT", fn: FN, path, value: p, message: "expected an armour name or { name, part, armour }" });
      const { part, armour: a } = piece as ArmourPiece;
      if (armour.has(part)) throw new RulesError({ code: "INVALID_INPUT", fn: FN, path, value: p, message: `the ${part} already has armour` });
      armour.set(part, a);
    });
    out.armour = Object.fromEntries(armour);
  }
  return characterOf(out, FN, "character");
}
