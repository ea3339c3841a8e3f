import { type Chance, constant, mapDistinct } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { type DamageOutcome, hitRolls } from "./damage.js";
import { diceFrom } from "./dice-expr.js";
import { type FireContext, fireValidated, type LegacyFireContext, type WeaponInput } from "./firing.js";
import { type Model, type ModelInput, modelFrom, type Weapon, WeaponSchema, type WoundState } from "./model.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom } from "./options.js";
import { applyOutcome } from "./wounds.js";

/**
 * The result of one model shooting another: how many hits, and the target's wound state afterwards.
 *
 * @example
 * ```ts
 * const r: ShotResult = { hits: 1, target: { lightWounds: 0, seriousWounds: 0, removed: true } };
 * ```
 */
export interface ShotResult {
  /** Hits scored (EVO-FIRE-1). */
  readonly hits: number;
  /** The target's wound state after the damage of every hit (EVO-DMG-1, EVO-WOUND-1). */
  readonly target: WoundState;
}

/** Each damage outcome's index in the transition table of {@link shoot}. */
const OUTCOME_INDEX: Readonly<Record<DamageOutcome, number>> = Object.freeze({ none: 0, saved: 1, scratch: 2, light: 3, serious: 4, killed: 5 });
const OUTCOME_COUNT = 6;

/** No roll: the target is removed. */
const NO_ROLL: Chance<DamageOutcome | null> = constant(null);

/**
 * One Shoot action against one target (EVO-ACT-2, EVO-FIRE-1, EVO-DMG-1, EVO-WOUND-1): roll the firing
 * dice, then the damage of each hit in turn, applying each outcome to the target (a second Serious wound
 * kills). Once the target is removed no more damage is rolled (nor, under `damageAggregation: "each"`, the
 * rest of a hit's damage dice). The target's size and the line of sight are explicit inputs: the size is the
 * target's own, the line of sight `context.los` (EVO-GM-2).
 *
 * The hits are chained hit by hit, and the chain is built once and shared: the state after k hits is the
 * prefix of the state after k + 1, so exact odds cost one step per hit and state (40 firing dice: a few ms).
 * Each (hits, wound state) result is one frozen object, made once per shot and shared by every resolution.
 *
 * @param shooter - the shooter (validated here)
 * @param weapon - the weapon fired (validated here)
 * @param target - the target (validated here; its size feeds the size modifier, EVO-AMB-5)
 * @param context - line of sight and a further modifier (the target size is taken from the target)
 * @param options - rulings; EVO-AMB-1, 2, 4, 5 and 12 apply
 * @returns a chance of the hits and the target's new wound state (frozen values)
 * @example
 * ```ts
 * const shot = shoot(TOUGH, TOUGH.weapons[0], TOUGH, { los: "clear" });
 * odds(shot).probability((r) => r.target.removed).toString(); // "1/18" (EVO-DT-7)
 * ```
 */
export function shoot(
  shooter: ModelInput,
  weapon: WeaponInput,
  target: ModelInput,
  context: Omit<FireContext, "targetSize">,
  options?: EvolutionOptionsInput | null,
): Chance<ShotResult>;
/**
 * The first release's call, with the line of sight optional.
 *
 * Deprecated: give `context.los` (EVO-GM-2). Without it, a clear line of sight is assumed as before, and the
 * trace carries a note saying so.
 * @param shooter - the shooter
 * @param weapon - the weapon fired
 * @param target - the target
 * @param context - a context without the line of sight
 * @param options - rulings
 * @returns a chance of the hits and the target's new wound state
 * @example
 * ```ts
 * shoot(TOUGH, TOUGH.weapons[0], TOUGH); // works; its trace says "assumed: clear line of sight ..."
 * ```
 */
export function shoot(
  shooter: ModelInput,
  weapon: WeaponInput,
  target: ModelInput,
  context?: Omit<LegacyFireContext, "targetSize"> | null,
  options?: EvolutionOptionsInput | null,
): Chance<ShotResult>;
export function shoot(
  shooter: ModelInput,
  weapon: WeaponInput,
  target: ModelInput,
  context?: Omit<LegacyFireContext, "targetSize"> | null,
  options?: EvolutionOptionsInput | null,
): Chance<ShotResult> {
  const fn = "evolution.shoot";
  const t = modelFrom(fn, target, "target");
  const w = parseOrThrow(fn, WeaponSchema, weapon, "weapon");
  const o = optionsFrom(fn, options);
  const c = absentIfNull(context) ?? {};
  // the shooter is validated as `fire` did it for this call (its errors name evolution.fire)
  return shootValidated(fn, modelFrom("evolution.fire", shooter, "shooter"), w, t, c, o, "", "evolution.fire");
}

/**
 * {@link shoot} of models and a weapon already validated (the named call parses its input once): the same
 * chance. `at` prefixes the paths of errors (`"input."` for the named call); `fireFn` names the firing step's
 * errors (the positional call kept `evolution.fire`).
 *
 * @internal
 */
export function shootValidated(
  fn: string,
  shooter: Model,
  w: Weapon,
  t: Model,
  c: Omit<LegacyFireContext, "targetSize">,
  o: EvolutionOptions,
  at: string,
  fireFn: string,
): Chance<ShotResult> {
  if (typeof c !== "object" || "targetSize" in c)
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: `${at}context`,
      value: c,
      message: "expected an object without targetSize (the target's own size is used)",
    });
  const rolls = hitRolls(t, diceFrom(fn, w.damageDice, `${at}weapon.damageDice`), o);
  // a wound state as one number while the hits are chained (the odds merge numbers fastest); the rule itself
  // stays in applyOutcome, applied to the decoded state
  const start = t.state;
  const encode = (s: WoundState): number => (s.lightWounds * 3 + s.seriousWounds) * 2 + (s.removed ? 1 : 0);
  const decode = (code: number): WoundState => {
    const removed = code % 2 === 1;
    const rest = (code - (removed ? 1 : 0)) / 2;
    return { ...start, lightWounds: Math.floor(rest / 3), seriousWounds: rest % 3, removed };
  };
  // the transition of each (state, outcome) pair, worked out once by applyOutcome and looked up after: the chain
  // meets each pair once per level, and a lookup allocates nothing (the table lives for this shot only)
  const transitions = new Map<number, number>();
  const apply = (code: number, r: DamageOutcome | null): number => {
    if (r === null) return code;
    const pair = code * OUTCOME_COUNT + OUTCOME_INDEX[r];
    const known = transitions.get(pair);
    if (known !== undefined) return known;
    const after = encode(applyOutcome(decode(code), r));
    transitions.set(pair, after);
    return after;
  };
  // EVO-DMG-1: a removed target takes no more damage: no die is rolled for it
  const next =
    (roll: Chance<DamageOutcome>) =>
    (code: number): Chance<DamageOutcome | null> =>
      code % 2 === 1 ? NO_ROLL : roll;
  const steps = rolls.map(next);
  // the state after k hits, for every k the firing dice allow, each level chained from the one before
  const levels: Chance<number>[] = [constant(encode(start))];
  for (let k = 1; k <= w.firingDice; k++) {
    let level = levels[k - 1] as Chance<number>;
    for (const step of steps) level = level.chain(step, apply);
    levels.push(level);
  }
  const results = (hits: number): Chance<number> => {
    const level = levels[hits];
    if (level === undefined) throw new RulesError({ code: "INVALID_STATE", fn, path: "hits", value: hits, message: "more hits than firing dice" });
    return level;
  };
  // the hits and the wound state as one number, (state code) * (firing dice + 1) + hits: numbers merge without a
  // key; each result is then decoded and frozen once, shared by every resolution that reaches it
  const span = w.firingDice + 1;
  const coded = fireValidated(fireFn, shooter, w, { ...c, targetSize: t.size }, o, at).chain(results, (hits, code) => code * span + hits);
  const shots = new Map<number, ShotResult>();
  // (hits, state code) is injective, and so is its result: odds keep each result as it comes, with no merge key
  return mapDistinct(coded, (v): ShotResult => {
    let shot = shots.get(v);
    if (shot === undefined) {
      const hits = v % span;
      shot = Object.freeze({ hits, target: Object.freeze(decode((v - hits) / span)) });
      shots.set(v, shot);
    }
    return shot;
  });
}
