// Authoring figures and units of the rugged family (rugged and vivid) by name: weapons and traits named as the
// texts define them, the result validated by the schemas (issue #16). rugged/authoring.ts and
// vivid/authoring.ts bind the system's catalogues.
import { checkReadable, entryByName } from "../core/catalogue.js";
import { RulesError } from "../core/errors.js";
import { INPUT_LIMITS } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { type Figure, FigureSchema, type Trait, type Unit, UnitSchema, type Weapon } from "./schemas.js";

/**
 * A trait picked by name with what it needs: Sure Shot's and Ambidextrous's weapon, Blind Eye's side.
 *
 * @example
 * ```ts
 * const sure: TraitChoice<"sureShot"> = { trait: "sureShot", designatedWeapon: "bolt-action rifle" };
 * ```
 */
export interface TraitChoice<N extends string = string> {
  /** The trait's short name in the system's catalogue (e.g. `"sureShot"`). */
  readonly trait: N;
  /** The weapon a weapon trait applies to (its name or id). */
  readonly designatedWeapon?: string | undefined;
  /** For Blind Eye: which eye is blind. */
  readonly side?: "left" | "right" | undefined;
}

/**
 * A figure as an author writes it: every field of a figure, with weapons and traits given by name (or whole).
 *
 * @example
 * ```ts
 * const spec: FigureSpec<"boltRifle", "sureShot"> = { id: "b1", name: "Bosun Hicks", class: "PRP", luck: 6, weapons: ["boltRifle"] };
 * ```
 */
export interface FigureSpec<W extends string = string, T extends string = string> extends Omit<Figure, "weapons" | "traits"> {
  /** Weapons carried: catalogue names (`"boltRifle"`) or whole weapons (a house weapon is the app's data). */
  readonly weapons?: readonly (W | Weapon)[] | undefined;
  /** Traits: catalogue names (`"strongLikeOx"`), a name with what it needs, or whole traits. */
  readonly traits?: readonly (T | TraitChoice<T> | Trait)[] | undefined;
}

/**
 * A unit as an author writes it: either its members (each a {@link FigureSpec}), or one figure and a size
 * (`figure` with `size`: ids `<unit id>1..n`, names `<figure name> 1..n`).
 *
 * @example
 * ```ts
 * const riflemen: UnitSpec<"boltRifle", never> = { id: "r", kind: "combatant", figure: { name: "Rifleman", class: "Combatant", weapons: ["boltRifle"] }, size: 10 };
 * ```
 */
export interface UnitSpec<W extends string = string, T extends string = string> extends Omit<Unit, "members"> {
  /** The members, written as figures. */
  readonly members?: readonly FigureSpec<W, T>[] | undefined;
  /** One figure for every member (without id: each gets `<unit id><n>`), with `size`. */
  readonly figure?: Omit<FigureSpec<W, T>, "id"> | undefined;
  /** How many members `figure` makes. */
  readonly size?: number | undefined;
}

/** A system's catalogues, by short name. */
export interface AuthoringCatalogues {
  readonly weapons: ReadonlyMap<string, Weapon>;
  readonly traits: ReadonlyMap<string, Trait>;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A readable list of the spec, or a RulesError at its path. */
function listOf(fn: string, path: string, v: unknown): readonly unknown[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new RulesError({ code: "INVALID_INPUT", fn, path, value: v, message: "expected a list" });
  if (v.length > INPUT_LIMITS.listLength) throw new RulesError({ code: "INVALID_INPUT", fn, path, value: v.length, message: "too many entries" });
  return v as readonly unknown[];
}

function traitOf(fn: string, path: string, c: AuthoringCatalogues, t: unknown): unknown {
  if (typeof t === "string") return entryByName(fn, path, c.traits, t, "trait");
  if (isRecord(t) && typeof t.trait === "string") {
    const base = entryByName(fn, `${path}.trait`, c.traits, t.trait, "trait");
    const extra: Record<string, unknown> = { ...t };
    delete extra.trait;
    return { ...base, ...extra };
  }
  return t;
}

/** The figure a spec names, before validation. */
function figureOf(fn: string, path: string, c: AuthoringCatalogues, spec: unknown): unknown {
  if (!isRecord(spec)) throw new RulesError({ code: "INVALID_INPUT", fn, path, value: spec, message: "expected a figure spec { id, name, class, ... }" });
  const out: Record<string, unknown> = { ...spec };
  if (spec.weapons !== undefined)
    out.weapons = listOf(fn, `${path}.weapons`, spec.weapons).map((w, i) =>
      typeof w === "string" ? entryByName(fn, `${path}.weapons[${String(i)}]`, c.weapons, w, "weapon") : w,
    );
  if (spec.traits !== undefined) out.traits = listOf(fn, `${path}.traits`, spec.traits).map((t, i) => traitOf(fn, `${path}.traits[${String(i)}]`, c, t));
  return out;
}

/**
 * A validated figure from a spec with weapons and traits by name.
 */
export function createFigureImpl(fn: string, c: AuthoringCatalogues, spec: unknown): Figure {
  checkReadable(fn, "figure", spec);
  return parseOrThrow(fn, FigureSchema, figureOf(fn, "figure", c, spec), "figure");
}

/**
 * A validated unit from a spec: its members as figure specs, or one figure and a size.
 */
export function createUnitImpl(fn: string, c: AuthoringCatalogues, spec: unknown): Unit {
  checkReadable(fn, "unit", spec);
  if (!isRecord(spec))
    throw new RulesError({ code: "INVALID_INPUT", fn, path: "unit", value: spec, message: "expected a unit spec { id, kind, members | figure and size }" });
  const { figure, size, members, ...rest } = spec;
  let built: unknown[];
  if (figure !== undefined) {
    if (members !== undefined)
      throw new RulesError({ code: "INVALID_INPUT", fn, path: "unit.members", value: members, message: "give members or figure with size, not both" });
    if (typeof size !== "number" || !Number.isInteger(size) || size < 1 || size > INPUT_LIMITS.figuresPerUnit)
      throw new RulesError({
        code: "INVALID_INPUT",
        fn,
        path: "unit.size",
        value: size,
        message: `expected a whole number of figures, 1..${String(INPUT_LIMITS.figuresPerUnit)}`,
      });
    if (!isRecord(figure)) throw new RulesError({ code: "INVALID_INPUT", fn, path: "unit.figure", value: figure, message: "expected a figure spec" });
    const unitId = typeof rest.id === "string" ? rest.id : "";
    const name = typeof figure.name === "string" ? figure.name : unitId;
    built = Array.from({ length: size }, (_, i) =>
      figureOf(fn, "unit.figure", c, { ...figure, id: `${unitId}${String(i + 1)}`, name: `${name} ${String(i + 1)}` }),
    );
  } else {
    if (size !== undefined) throw new RulesError({ code: "INVALID_INPUT", fn, path: "unit.size", value: size, message: "size goes with figure" });
    built = listOf(fn, "unit.members", members).map((m, i) => figureOf(fn, `unit.members[${String(i)}]`, c, m));
  }
  return parseOrThrow(fn, UnitSchema, { ...rest, members: built }, "unit");
}
