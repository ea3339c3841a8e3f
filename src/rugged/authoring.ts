// Rugged's authoring factories (issue #16): figures and units with weapons and traits named as the text
// defines them (RUGGED_WEAPONS, RUGGED_TRAITS), validated by the schemas.
import { catalogueMap } from "../core/catalogue.js";
import { type AuthoringCatalogues, createFigureImpl, createUnitImpl, type FigureSpec, type UnitSpec } from "../family/authoring.js";
import type { Figure, Unit } from "../family/schemas.js";
import { RUGGED_TRAITS } from "./traits.js";
import { RUGGED_WEAPONS } from "./weapon-table.js";

/**
 * The short name of a weapon of rugged's table (`"boltRifle"`, `"pistolBow"`...).
 *
 * @example
 * ```ts
 * const name: RuggedWeaponName = "boltRifle";
 * ```
 */
export type RuggedWeaponName = keyof typeof RUGGED_WEAPONS;

/**
 * The short name of one of rugged's traits (`"strongLikeOx"`, `"clumsy"`...).
 *
 * @example
 * ```ts
 * const name: RuggedTraitName = "clumsy";
 * ```
 */
export type RuggedTraitName = keyof typeof RUGGED_TRAITS;

const CATALOGUES: AuthoringCatalogues = { weapons: catalogueMap(RUGGED_WEAPONS), traits: catalogueMap(RUGGED_TRAITS) };

/**
 * A figure from a spec with weapons and traits by name: each name is looked up in RUGGED_WEAPONS or RUGGED_TRAITS
 * (a trait that needs more, as Sure Shot's weapon, is `{ trait, designatedWeapon }`), a whole weapon or trait
 * is kept as given (a house item is the app's data), and the figure is validated by `FigureSchema`. An unknown
 * name is a RulesError at its path with the nearest name suggested.
 *
 * @param spec - the figure, with weapons and traits by name
 * @returns the validated figure
 * @example
 * ```ts
 * const bosun = createFigure({ id: "b1", name: "Bosun Hicks", class: "PRP", luck: 6, weapons: ["boltRifle"], traits: ["strongLikeOx"] });
 * bosun.weapons?.[0]?.name; // "bolt-action rifle"
 * ```
 */
export function createFigure(spec: FigureSpec<RuggedWeaponName, RuggedTraitName>): Figure {
  return createFigureImpl("rugged.createFigure", CATALOGUES, spec);
}

/**
 * A unit from a spec: its members written as figure specs (see {@link createFigure}), or one figure and a
 * size (ids `<unit id>1..n`, names `<figure name> 1..n`), validated by `UnitSchema`.
 *
 * @param spec - the unit
 * @returns the validated unit
 * @example
 * ```ts
 * const riflemen = createUnit({ id: "r", kind: "combatant", figure: { name: "Rifleman", class: "Combatant", weapons: ["boltRifle"] }, size: 10 });
 * riflemen.members[9]?.id; // "r10"
 * ```
 */
export function createUnit(spec: UnitSpec<RuggedWeaponName, RuggedTraitName>): Unit {
  return createUnitImpl("rugged.createUnit", CATALOGUES, spec);
}
