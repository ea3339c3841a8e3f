// Evolution's catalogue and authoring factory (issue #16): the one profile the text gives (the Tough, EVO-STAT-1)
// and the one weapon its firing example uses (the revolver, EVO-EX-3/4), and a model written with them by name.
import { catalogueMap, checkReadable, entryByName } from "../core/catalogue.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { INPUT_LIMITS } from "../core/schema-kit.js";
import type { WeaponInput } from "./firing.js";
import { type Model, type ModelInput, modelFrom, TOUGH } from "./model.js";

/**
 * The weapons the text gives numbers for: the revolver of the firing example (EVO-EX-3: one firing die;
 * EVO-EX-4: 1D6 damage). Any other weapon is the app's data (see docs/evolution.md).
 *
 * @example
 * ```ts
 * EVOLUTION_WEAPONS.revolver.damageDice; // "1D6"
 * ```
 */
export const EVOLUTION_WEAPONS = deepFreeze({
  /** The revolver: 1 firing die, 1D6 damage (EVO-EX-3, EVO-EX-4). */
  revolver: { name: "revolver", firingDice: 1, damageDice: "1D6" },
} satisfies Record<string, WeaponInput>);

/**
 * The profiles the text gives: the Tough (Mook) (EVO-STAT-1, L.15–18), without its id, name and weapons (the
 * model's own): Size 3, Move 5″, Accuracy 5+, Close Combat 1D6−1, Wound 4+, Kill 6+, Armour Save 6+, WtF 4+.
 *
 * @example
 * ```ts
 * EVOLUTION_PROFILES.tough.wtf; // 4
 * ```
 */
export const EVOLUTION_PROFILES = deepFreeze({
  /** The Tough (Mook), EVO-STAT-1. */
  tough: {
    type: TOUGH.type,
    size: TOUGH.size,
    move: TOUGH.move,
    accuracy: TOUGH.accuracy,
    closeCombat: TOUGH.closeCombat,
    wound: TOUGH.wound,
    kill: TOUGH.kill,
    armourSave: TOUGH.armourSave,
    wtf: TOUGH.wtf,
    skills: [],
  },
} satisfies Record<string, Omit<ModelInput, "id" | "name">>);

/**
 * The short name of a profile of {@link EVOLUTION_PROFILES}.
 *
 * @example
 * ```ts
 * const p: EvolutionProfileName = "tough";
 * ```
 */
export type EvolutionProfileName = keyof typeof EVOLUTION_PROFILES;

/**
 * The short name of a weapon of {@link EVOLUTION_WEAPONS}.
 *
 * @example
 * ```ts
 * const w: EvolutionWeaponName = "revolver";
 * ```
 */
export type EvolutionWeaponName = keyof typeof EVOLUTION_WEAPONS;

/**
 * A model as an author writes it: a profile by name (its fields may be overridden), an id and name, and
 * weapons by name (or whole).
 *
 * @example
 * ```ts
 * const spec: ModelSpec = { profile: "tough", id: "c1", name: "Cowpoke 1", weapons: ["revolver"] };
 * ```
 */
export interface ModelSpec extends Partial<Omit<ModelInput, "weapons">> {
  /** The profile the model starts from (absent: every profile field is given). */
  readonly profile?: EvolutionProfileName | undefined;
  /** The model's id. */
  readonly id: string;
  /** The model's name. */
  readonly name: string;
  /** Weapons: {@link EVOLUTION_WEAPONS} names or whole weapons (the app's own). */
  readonly weapons?: readonly (EvolutionWeaponName | WeaponInput)[] | undefined;
}

const FN = "evolution.createModel";
const PROFILES = catalogueMap<Omit<ModelInput, "id" | "name">>(EVOLUTION_PROFILES);
const WEAPONS = catalogueMap<WeaponInput>(EVOLUTION_WEAPONS);

/**
 * A model from a spec: the named profile's fields, the spec's own over them, weapons by name, validated by
 * `ModelSchema` (as `parseModel`). A wrong name is a RulesError at its path with the nearest name suggested.
 *
 * @param spec - the model, with a profile and weapons by name
 * @returns the validated model
 * @example
 * ```ts
 * const cowpoke = createModel({ profile: "tough", id: "c1", name: "Cowpoke 1", weapons: ["revolver"] });
 * cowpoke.accuracy; // 5
 * ```
 */
export function createModel(spec: ModelSpec): Model {
  checkReadable(FN, "model", spec);
  if (typeof spec !== "object" || (spec as unknown) === null || Array.isArray(spec))
    throw new RulesError({ code: "INVALID_INPUT", fn: FN, path: "model", value: spec, message: "expected a model spec { profile?, id, name, ... }" });
  const { profile, ...rest } = spec;
  const base = profile === undefined ? {} : entryByName(FN, "model.profile", PROFILES, profile, "profile");
  const out: Record<string, unknown> = { ...base, ...rest };
  if (spec.weapons !== undefined) {
    const list: unknown = spec.weapons;
    if (!Array.isArray(list) || list.length > INPUT_LIMITS.itemsPerFigure)
      throw new RulesError({ code: "INVALID_INPUT", fn: FN, path: "model.weapons", value: list, message: "expected a list of weapons" });
    out.weapons = (list as readonly unknown[]).map((w, i) =>
      typeof w === "string" ? entryByName(FN, `model.weapons[${String(i)}]`, WEAPONS, w, "weapon") : w,
    );
  }
  return modelFrom(FN, out, "model");
}
