import { type Chance, constant } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { absentIfNull } from "../core/schema-kit.js";
import type { ModifierEntry } from "../core/trace.js";
import { damageRoll } from "./damage.js";
import { bodyPartOf } from "./impairment.js";
import type { Blow } from "./injury.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import { type Character, type CharacterInput, type HitLocation, HitLocationSchema, type Level, characterOf } from "./schemas.js";

/**
 * The result of a fall or a falling object: the damage total (null when nothing happens), the level, and
 * the blow to pass to {@link applyInjury} (always non-lethal, TUGS-LETH-1).
 *
 * @example
 * ```ts
 * const f: FallResult = { total: 7, level: "minor", blow: { location: "body", level: "minor", lethal: false, blunt: "none" } };
 * ```
 */
export interface FallResult {
  /** The damage total, or null when the fall or object is too small to hurt. */
  readonly total: number | null;
  /** The injury level, or null. */
  readonly level: Level | null;
  /** The blow, or null. */
  readonly blow: Blow | null;
}

/** Nothing happens: deep-frozen, so every caller may share it (issue 10: never a shared mutable object). */
const NOTHING: FallResult = deepFreeze({ total: null, level: null, blow: null });

function steps(amount: number, per: number, rule: TugsOptions["fallSteps"]): number {
  // ruling TUGS-AMB-23 (option): only complete steps count by default
  const n = Math.max(0, amount) / per;
  return rule === "floor" ? Math.floor(n) : Math.ceil(n);
}

function checkAmount(fn: string, path: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1_000_000) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: "expected a number from 0 to 1,000,000" });
  }
  return value;
}

function checkLocation(fn: string, location: unknown): HitLocation {
  if (!HitLocationSchema.options.includes(location as HitLocation)) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "location",
      value: location,
      message: `expected one of ${HitLocationSchema.options.join(", ")}`,
    });
  }
  return location as HitLocation;
}

/**
 * A fall of 2 yards or more (TUGS-FALL-1): damage = 2D6 - Resistance + 1 per additional 2 yards beyond
 * the first 2 (TUGS-AMB-23), a non-lethal injury at the location the GM names (default body, TUGS-GM-7).
 *
 * @param character - who falls
 * @param heightYards - the height of the fall, in yards
 * @param options - the tugs options (`fallSteps`, `zeroDamage`)
 * @param location - where the injury lands (default body)
 * @returns a chance of the result; below 2 yards nothing happens and no die is rolled
 * @example
 * ```ts
 * resolve(fall(jan, 6), scriptedDice(["d6:3", "d6:4"])).value.total; // 7 + 1 (Res -1) + 2 = 10
 * ```
 */
export function fall(
  character: CharacterInput,
  heightYards: number,
  options: TugsOptionsInput | null = {},
  location: HitLocation | null = "body",
): Chance<FallResult> {
  const fn = "tugs.fall";
  const c = characterOf(character, fn, "character");
  const h = checkAmount(fn, "heightYards", heightYards);
  const where = checkLocation(fn, absentIfNull(location) ?? "body");
  return fallOf(c, h, optionsOf(options, fn), where);
}

/** fall for checked data. @internal */
export function fallOf(c: Character, h: number, opts: TugsOptions, where: HitLocation): Chance<FallResult> {
  if (h < 2) return constant(NOTHING).traced([Object.freeze({ type: "note", rule: "TUGS-FALL-1", text: "a fall under 2 yards does no damage" })]);
  const mods: ModifierEntry[] = [
    Object.freeze({ type: "modifier", rule: "TUGS-FALL-1", label: `Resistance of ${c.name}`, value: -c.resistance }),
    Object.freeze({ type: "modifier", rule: "TUGS-FALL-1", label: "additional height", value: steps(h - 2, 2, opts.fallSteps) }),
  ];
  return damageRoll(mods, opts, "TUGS-FALL-1").map((d) => ({
    total: d.total,
    level: d.level,
    blow: d.level === null ? null : { location: where, level: d.level, lethal: false, blunt: "none" },
  }));
}

/**
 * A falling object of 10 lb or more (TUGS-FALL-2): damage = 2D6 - Armour - Resistance + 1 per additional
 * 2 yards or 10 lb (TUGS-AMB-23), a non-lethal injury (default location body, TUGS-GM-7).
 *
 * @param character - who is hit
 * @param heightYards - the height it fell from, in yards
 * @param weightLb - its weight, in pounds
 * @param options - the tugs options
 * @param location - where it lands (default body)
 * @returns a chance of the result; under 10 lb nothing happens and no die is rolled
 * @example
 * ```ts
 * resolve(fallingObject(travis, 4, 30), scriptedDice(["d6:3", "d6:4"])).value.total; // 7 - 1 - 1 + 1 + 2 = 8
 * ```
 */
export function fallingObject(
  character: CharacterInput,
  heightYards: number,
  weightLb: number,
  options: TugsOptionsInput | null = {},
  location: HitLocation | null = "body",
): Chance<FallResult> {
  const fn = "tugs.fallingObject";
  const c = characterOf(character, fn, "character");
  const h = checkAmount(fn, "heightYards", heightYards);
  const w = checkAmount(fn, "weightLb", weightLb);
  const where = checkLocation(fn, absentIfNull(location) ?? "body");
  return objectFallOf(c, h, w, optionsOf(options, fn), where);
}

/** fallingObject for checked data. @internal */
export function objectFallOf(c: Character, h: number, w: number, opts: TugsOptions, where: HitLocation): Chance<FallResult> {
  if (w < 10) return constant(NOTHING).traced([Object.freeze({ type: "note", rule: "TUGS-FALL-2", text: "an object under 10 lb does no damage" })]);
  const armour = c.armour[bodyPartOf(where, c.weaponHand)]?.value ?? 0;
  const mods: ModifierEntry[] = [
    Object.freeze({ type: "modifier", rule: "TUGS-FALL-2", label: "armour", value: -armour }),
    Object.freeze({ type: "modifier", rule: "TUGS-FALL-2", label: `Resistance of ${c.name}`, value: -c.resistance }),
    Object.freeze({ type: "modifier", rule: "TUGS-FALL-2", label: "additional height", value: steps(h - 2, 2, opts.fallSteps) }),
    Object.freeze({ type: "modifier", rule: "TUGS-FALL-2", label: "additional weight", value: steps(w - 10, 10, opts.fallSteps) }),
  ];
  return damageRoll(mods, opts, "TUGS-FALL-2").map((d) => ({
    total: d.total,
    level: d.level,
    blow: d.level === null ? null : { location: where, level: d.level, lethal: false, blunt: "none" },
  }));
}
