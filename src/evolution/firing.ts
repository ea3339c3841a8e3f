import * as z from "zod/mini";
import { type Chance, count } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import type { ModifierEntry, TraceEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { actionsOf } from "./actions.js";
import { checkNumber, checkObject, checkOneOf } from "./checks.js";
import type { Los } from "./los.js";
import { type Model, type ModelInput, modelFrom, type Weapon, WeaponSchema } from "./model.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom, type SizeModifierRow } from "./options.js";

/**
 * A weapon as given by a caller (firing dice default to 1).
 *
 * @example
 * ```ts
 * const revolver: WeaponInput = { name: "revolver", damageDice: "1D6" };
 * ```
 */
export type WeaponInput = z.input<typeof WeaponSchema>;

/**
 * The situation of a shot (EVO-FIRE-1): the line of sight and the target's size are GM or geometry inputs
 * (EVO-GM-2, EVO-GM-3), always given explicitly.
 *
 * @example
 * ```ts
 * const shot: FireContext = { los: "obscured", targetSize: 3 };
 * ```
 */
export interface FireContext {
  /** EVO-LOS-1: the line of sight, see `lineOfSight` (EVO-GM-2, EVO-AMB-19). */
  readonly los: Los;
  /** EVO-SIZE-1: the target's size (a human is 3), for the size modifier (EVO-AMB-5). */
  readonly targetSize: number;
  /** Any further modifier to the die, e.g. from a special rule or the GM (default 0). */
  readonly modifier?: number;
}

/**
 * The situation of a shot as the first release took it, with the line of sight and the target's size
 * optional (they were assumed clear and 3).
 *
 * Deprecated: give `los` and `targetSize` ({@link FireContext}); a call without them still works, and its trace
 * says what was assumed. It will be refused in the next major release.
 * @example
 * ```ts
 * const old: LegacyFireContext = { modifier: 1 };
 * ```
 */
export interface LegacyFireContext {
  /** EVO-LOS-1: the line of sight; when absent, clear is assumed and the trace says so. */
  readonly los?: Los;
  /** EVO-SIZE-1: the target's size; when absent, 3 (a human) is assumed and the trace says so. */
  readonly targetSize?: number;
  /** Any further modifier to the die (default 0). */
  readonly modifier?: number;
}

/**
 * EVO-AMB-5: the catalogue's suggested size table (marked [I], not from the text), as data: +1 per size above
 * a human's 3, −1 per size below, for every size from 1 to 20. It is the table of `sizeModifier:
 * "relative-to-human"`; pass your own rows as `sizeModifier: { table }`.
 *
 * @example
 * ```ts
 * SIZE_MODIFIER_RELATIVE_TO_HUMAN.find((row) => row.size === 6)?.modifier; // 3 (a tank)
 * ```
 */
export const SIZE_MODIFIER_RELATIVE_TO_HUMAN: readonly SizeModifierRow[] = Object.freeze(
  Array.from({ length: 20 }, (_, i) => Object.freeze({ size: i + 1, modifier: i + 1 - 3 })),
);

/**
 * EVO-AMB-5: the size modifier to hit a target. The text says "larger models are easier to hit" and gives
 * no table: by default 0; with `sizeModifier: "relative-to-human"`, the catalogue's suggested table
 * ({@link SIZE_MODIFIER_RELATIVE_TO_HUMAN}); with `sizeModifier: { table }`, your table's row for the size (a
 * size the table does not list is refused: the table is the GM's input, never filled with a hidden 0).
 *
 * @param targetSize - the target's size
 * @param options - rulings; EVO-AMB-5 applies here
 * @returns the modifier to the firing die
 * @throws RulesError `INVALID_ARGUMENT` when the given table has no row for the size
 * @example
 * ```ts
 * sizeModifier(6); // 0
 * sizeModifier(6, { sizeModifier: "relative-to-human" }); // 3
 * sizeModifier(6, { sizeModifier: { table: [{ size: 3, modifier: 0 }, { size: 6, modifier: 2 }] } }); // 2
 * ```
 */
export function sizeModifier(targetSize: number, options?: EvolutionOptionsInput | null): number {
  const fn = "evolution.sizeModifier";
  return sizeModifierOf(fn, checkNumber(fn, "targetSize", targetSize, 1, 20), optionsFrom(fn, options));
}

/** The size modifier under validated options: the one place of ruling EVO-AMB-5. */
function sizeModifierOf(fn: string, size: number, o: EvolutionOptions): number {
  // ruling EVO-AMB-5: no size modifier unless configured; the suggested table is relative to a human (3),
  // and a table by size is data
  const setting = o.sizeModifier;
  if (setting === "none") return 0;
  const rows = setting === "relative-to-human" ? SIZE_MODIFIER_RELATIVE_TO_HUMAN : setting.table;
  const row = rows.find((r) => r.size === size);
  if (row === undefined) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "options.sizeModifier.table",
      value: size,
      message: `the size table has no row for size ${String(size)}`,
    });
  }
  return row.modifier;
}

/**
 * Why a model may not fire (returned as data by {@link canFire}).
 *
 * @example
 * ```ts
 * const why: FireRefusal = "LOS_BLOCKED";
 * ```
 */
export type FireRefusal = "LOS_BLOCKED" | "REMOVED" | "SUPPRESSED" | "NO_FIRING_DICE";

/**
 * Whether a model may fire a weapon (EVO-LOS-1: not at a blocked target; a removed model or a weapon
 * without firing dice cannot; a suppressed model cannot while the `suppressedActions` hook leaves it no
 * action, EVO-WTF-1, EVO-AMB-8).
 *
 * @param shooter - the shooter (validated here)
 * @param weapon - the weapon (validated here)
 * @param los - the line of sight (EVO-GM-2; default clear, kept from the first release)
 * @param options - rulings; `suppressedActions` applies here
 * @returns `{ ok: true }` or `{ ok: false, reason }`
 * @example
 * ```ts
 * canFire(TOUGH, TOUGH.weapons[0], "blocked"); // { ok: false, reason: "LOS_BLOCKED" }
 * ```
 */
export function canFire(
  shooter: ModelInput,
  weapon: WeaponInput,
  los?: Los | null,
  options?: EvolutionOptionsInput | null,
): { readonly ok: true } | { readonly ok: false; readonly reason: FireRefusal } {
  const fn = "evolution.canFire";
  const m = modelFrom(fn, shooter, "shooter");
  const w = parseOrThrow(fn, WeaponSchema, weapon, "weapon");
  const l = checkOneOf(fn, "los", absentIfNull(los) ?? "clear", ["clear", "obscured", "blocked"] as const);
  return refusal(m, w, l, optionsFrom(fn, options));
}

/**
 * {@link canFire} of a shooter, weapon and line of sight already validated (the named call parses its input
 * once): the same verdict.
 *
 * @internal
 */
export function canFireValidated(
  m: Model,
  w: Weapon,
  los: Los,
  o: EvolutionOptions,
): { readonly ok: true } | { readonly ok: false; readonly reason: FireRefusal } {
  return refusal(m, w, los, o);
}

/** Why a validated model may not fire, if it may not. */
function refusal(m: Model, w: Weapon, los: Los, o: EvolutionOptions): { readonly ok: true } | { readonly ok: false; readonly reason: FireRefusal } {
  if (m.state.removed) return { ok: false, reason: "REMOVED" };
  if (m.state.suppressed === true && actionsOf(m, false, o) === 0) return { ok: false, reason: "SUPPRESSED" };
  if (los === "blocked") return { ok: false, reason: "LOS_BLOCKED" };
  if (w.firingDice === 0) return { ok: false, reason: "NO_FIRING_DICE" };
  return { ok: true };
}

/**
 * The modifiers to a firing die (EVO-FIRE-1): Obscured −1 (EVO-LOS-1), the shooter's Serious wound −1
 * (EVO-WOUND-1), size (EVO-AMB-5) and any further modifier, each with its rule id.
 *
 * @param shooter - the shooter (validated)
 * @param context - line of sight, target size and a further modifier
 * @param o - complete options
 * @returns the modifier entries (only those that are not zero)
 * @internal
 */
export function hitModifiers(shooter: Model, context: FireContext, o: EvolutionOptions, fn = "evolution.fire", at = ""): ModifierEntry[] {
  const los = context.los;
  const size = context.targetSize;
  const extra = checkNumber(fn, `${at}context.modifier`, context.modifier ?? 0, -10, 10);
  const mods: ModifierEntry[] = [];
  if (los === "obscured") mods.push({ type: "modifier", rule: "EVO-LOS-1", label: "obscured line of sight", value: -1 });
  if (shooter.state.seriousWounds > 0) mods.push({ type: "modifier", rule: "EVO-WOUND-1", label: "shooter seriously wounded", value: -1 });
  const bySize = sizeModifierOf(fn, size, o);
  if (bySize !== 0) mods.push({ type: "modifier", rule: "EVO-AMB-5", label: `target size ${String(size)}`, value: bySize });
  if (extra !== 0) mods.push({ type: "modifier", rule: "EVO-FIRE-1", label: "further modifier", value: extra });
  return mods;
}

/**
 * Whether a firing die's face hits (EVO-FIRE-1: D6 + modifiers ≥ Accuracy; ruling EVO-AMB-12).
 *
 * @param face - the D6 face
 * @param accuracy - the shooter's Accuracy "N+"
 * @param modifier - the total modifier
 * @param natural6AlwaysHits - EVO-AMB-12 option
 * @returns true on a hit
 * @example
 * ```ts
 * isHit(6, 5, -1, false); // true (EVO-DT-1: 6 − 1 = 5)
 * isHit(5, 5, -1, false); // false
 * ```
 */
export function isHit(face: number, accuracy: number, modifier: number, natural6AlwaysHits: boolean): boolean {
  checkNumber("evolution.isHit", "face", face, 1, 6);
  checkNumber("evolution.isHit", "accuracy", accuracy, 2, 7);
  checkNumber("evolution.isHit", "modifier", modifier, -50, 50);
  // ruling EVO-AMB-12: modifiers apply to the die, no automatic results unless the option says a 6 always hits
  if (natural6AlwaysHits && face === 6) return true;
  return face + modifier >= accuracy;
}

/**
 * Fires a weapon (EVO-FIRE-1, EVO-LOS-1, EVO-GEN-1): each firing die is a D6; D6 + modifiers ≥ the
 * shooter's Accuracy scores a hit. Modifiers: Obscured −1, a Serious wound −1, size (EVO-AMB-5, 0 by
 * default), and any further one. The line of sight and the target's size are explicit inputs (GM inputs are
 * never hidden defaults). A model that may not fire (see {@link canFire}) is misuse here.
 *
 * @param shooter - the shooter (validated here)
 * @param weapon - the weapon fired (validated here)
 * @param context - the line of sight, the target's size and a further modifier
 * @param options - rulings; EVO-AMB-5 and EVO-AMB-12 apply here
 * @returns a chance of the number of hits
 * @throws RulesError `RULE_VIOLATION` when the shooter may not fire (blocked, removed, suppressed, no firing dice)
 * @example
 * ```ts
 * const shot = fire(TOUGH, TOUGH.weapons[0], { los: "clear", targetSize: 3 });
 * resolve(shot, scriptedDice(["d6:5"])).value; // 1 (EVO-EX-3: needs 5+)
 * odds(shot).probability(1).toString(); // "1/3"
 * ```
 */
export function fire(shooter: ModelInput, weapon: WeaponInput, context: FireContext, options?: EvolutionOptionsInput | null): Chance<number>;
/**
 * The first release's call, with the line of sight and the target's size optional.
 *
 * Deprecated: give `context.los` and `context.targetSize` ({@link FireContext}). Without them, clear and size
 * 3 are assumed as before, and the trace carries a note naming each assumption (EVO-GM-2, EVO-GM-3).
 * @param shooter - the shooter
 * @param weapon - the weapon fired
 * @param context - a context missing the line of sight or the target's size
 * @param options - rulings
 * @returns a chance of the number of hits
 * @example
 * ```ts
 * fire(TOUGH, TOUGH.weapons[0]); // works; its trace says "assumed: clear line of sight ..."
 * ```
 */
export function fire(shooter: ModelInput, weapon: WeaponInput, context?: LegacyFireContext | null, options?: EvolutionOptionsInput | null): Chance<number>;
export function fire(shooter: ModelInput, weapon: WeaponInput, context?: LegacyFireContext | null, options?: EvolutionOptionsInput | null): Chance<number> {
  const fn = "evolution.fire";
  const m = modelFrom(fn, shooter, "shooter");
  const w: Weapon = parseOrThrow(fn, WeaponSchema, weapon, "weapon");
  const o = optionsFrom(fn, options);
  return fireValidated(fn, m, w, absentIfNull(context) ?? {}, o, "");
}

/**
 * {@link fire} of a shooter and weapon already validated (the named call and {@link shoot} parse them once): the
 * same chance. `at` prefixes the paths of errors (`"input."` for a named call).
 *
 * @internal
 */
export function fireValidated(fn: string, m: Model, w: Weapon, c: LegacyFireContext, o: EvolutionOptions, at: string): Chance<number> {
  checkObject(fn, `${at}context`, c);
  const assumed: TraceEntry[] = [];
  // the first release assumed these; the deprecated call still does, and says so in the trace
  if (c.los === undefined) assumed.push({ type: "note", rule: "EVO-GM-2", text: "assumed: clear line of sight (no context.los given; deprecated)" });
  if (c.targetSize === undefined) assumed.push({ type: "note", rule: "EVO-GM-3", text: "assumed: target size 3 (no context.targetSize given; deprecated)" });
  const full: FireContext = {
    los: checkOneOf(fn, `${at}context.los`, c.los ?? "clear", ["clear", "obscured", "blocked"] as const),
    targetSize: checkInt(fn, `${at}context.targetSize`, c.targetSize ?? 3, 1, 20),
    modifier: c.modifier ?? 0,
  };
  const mods = hitModifiers(m, full, o, fn, at);
  const allowed = refusal(m, w, full.los, o);
  if (!allowed.ok) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path: allowed.reason === "LOS_BLOCKED" ? `${at}context.los` : `${at}shooter`,
      value: allowed.reason,
      message: "this model may not fire (check canFire first)",
    });
  }
  const total = mods.reduce((acc, e) => acc + e.value, 0);
  const accuracy = m.accuracy;
  const purpose = `to hit (needs ${String(accuracy)}+${total === 0 ? "" : `, modifier ${total > 0 ? "+" : ""}${String(total)}`})`;
  return count(w.firingDice, "d6", (face) => isHit(face, accuracy, total, o.natural6AlwaysHits), {
    purpose,
    rule: "EVO-FIRE-1",
    labels: ["miss", "hit"],
  }).traced([...assumed, ...mods], (hits) => [
    {
      type: "note",
      rule: "EVO-FIRE-1",
      text: `${String(hits)} hit${hits === 1 ? "" : "s"} from ${String(w.firingDice)} firing ${w.firingDice === 1 ? "die" : "dice"}`,
    },
  ]);
}
