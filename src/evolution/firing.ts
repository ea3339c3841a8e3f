import * as z from "zod/mini";
import { type Chance, count } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import type { ModifierEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { checkNumber, checkObject, checkOneOf } from "./checks.js";
import type { Los } from "./los.js";
import { type Model, type ModelInput, parseModel, type Weapon, WeaponSchema } from "./model.js";
import { type EvolutionOptions, type EvolutionOptionsInput, parseEvolutionOptions } from "./options.js";

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
 * The situation of a shot (EVO-FIRE-1).
 *
 * @example
 * ```ts
 * const shot: FireContext = { los: "obscured", targetSize: 3 };
 * ```
 */
export interface FireContext {
  /** EVO-LOS-1: the line of sight (default `"clear"`), see `lineOfSight`. */
  readonly los?: Los;
  /** EVO-SIZE-1: the target's size (default 3, a human), for the size modifier (EVO-AMB-5). */
  readonly targetSize?: number;
  /** Any further modifier to the die, e.g. from a special rule or the GM (default 0). */
  readonly modifier?: number;
}

/**
 * EVO-AMB-5: the size modifier to hit a target. The text says "larger models are easier to hit" and gives
 * no table: by default 0; with `sizeModifier: "relative-to-human"`, +1 per size above 3 and −1 per size below.
 *
 * @param targetSize - the target's size
 * @param options - rulings; EVO-AMB-5 applies here
 * @returns the modifier to the firing die
 * @example
 * ```ts
 * sizeModifier(6); // 0
 * sizeModifier(6, { sizeModifier: "relative-to-human" }); // 3
 * ```
 */
export function sizeModifier(targetSize: number, options?: EvolutionOptionsInput): number {
  const size = checkNumber("evolution.sizeModifier", "targetSize", targetSize, 1, 20);
  const o = parseEvolutionOptions(options, "evolution.sizeModifier");
  // ruling EVO-AMB-5: no size modifier unless configured; the suggested table is relative to a human (3)
  return o.sizeModifier === "relative-to-human" ? size - 3 : 0;
}

/**
 * Why a model may not fire (returned as data by {@link canFire}).
 *
 * @example
 * ```ts
 * const why: FireRefusal = "LOS_BLOCKED";
 * ```
 */
export type FireRefusal = "LOS_BLOCKED" | "REMOVED" | "NO_FIRING_DICE";

/**
 * Whether a model may fire a weapon (EVO-LOS-1: not at a blocked target; a removed model or a weapon
 * without firing dice cannot).
 *
 * @param shooter - the shooter (validated here)
 * @param weapon - the weapon (validated here)
 * @param los - the line of sight
 * @returns `{ ok: true }` or `{ ok: false, reason }`
 * @example
 * ```ts
 * canFire(TOUGH, TOUGH.weapons[0], "blocked"); // { ok: false, reason: "LOS_BLOCKED" }
 * ```
 */
export function canFire(
  shooter: ModelInput,
  weapon: WeaponInput,
  los: Los = "clear",
): { readonly ok: true } | { readonly ok: false; readonly reason: FireRefusal } {
  const m = parseModel(shooter, "evolution.canFire", "shooter");
  const w = parseOrThrow("evolution.canFire", WeaponSchema, weapon, "weapon");
  const l = checkOneOf("evolution.canFire", "los", los, ["clear", "obscured", "blocked"] as const);
  if (m.state.removed) return { ok: false, reason: "REMOVED" };
  if (l === "blocked") return { ok: false, reason: "LOS_BLOCKED" };
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
export function hitModifiers(shooter: Model, context: FireContext, o: EvolutionOptions): ModifierEntry[] {
  const fn = "evolution.fire";
  checkObject(fn, "context", context);
  const los = checkOneOf(fn, "context.los", context.los ?? "clear", ["clear", "obscured", "blocked"] as const);
  const size = checkNumber(fn, "context.targetSize", context.targetSize ?? 3, 1, 20);
  const extra = checkNumber(fn, "context.modifier", context.modifier ?? 0, -10, 10);
  const mods: ModifierEntry[] = [];
  if (los === "obscured") mods.push({ type: "modifier", rule: "EVO-LOS-1", label: "obscured line of sight", value: -1 });
  if (shooter.state.seriousWounds > 0) mods.push({ type: "modifier", rule: "EVO-WOUND-1", label: "shooter seriously wounded", value: -1 });
  const bySize = sizeModifier(size, o);
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
 * default), and any further one. A model that may not fire (see {@link canFire}) is misuse here.
 *
 * @param shooter - the shooter (validated here)
 * @param weapon - the weapon fired (validated here)
 * @param context - line of sight, target size and a further modifier
 * @param options - rulings; EVO-AMB-5 and EVO-AMB-12 apply here
 * @returns a chance of the number of hits
 * @throws RulesError `RULE_VIOLATION` when the shooter may not fire (blocked, removed, no firing dice)
 * @example
 * ```ts
 * const shot = fire(TOUGH, TOUGH.weapons[0], { los: "clear" });
 * resolve(shot, scriptedDice(["d6:5"])).value; // 1 (EVO-EX-3: needs 5+)
 * odds(shot).probability(1).toString(); // "1/3"
 * ```
 */
export function fire(shooter: ModelInput, weapon: WeaponInput, context: FireContext = {}, options?: EvolutionOptionsInput): Chance<number> {
  const fn = "evolution.fire";
  const m = parseModel(shooter, fn, "shooter");
  const w: Weapon = parseOrThrow(fn, WeaponSchema, weapon, "weapon");
  const o = parseEvolutionOptions(options, fn);
  const mods = hitModifiers(m, context, o);
  const allowed = canFire(m, w, context.los ?? "clear");
  if (!allowed.ok) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path: allowed.reason === "LOS_BLOCKED" ? "context.los" : "shooter",
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
  }).traced(mods, (hits) => [
    {
      type: "note",
      rule: "EVO-FIRE-1",
      text: `${String(hits)} hit${hits === 1 ? "" : "s"} from ${String(w.firingDice)} firing ${w.firingDice === 1 ? "die" : "dice"}`,
    },
  ]);
}
