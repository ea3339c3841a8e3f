// The shot as it was built before issue 13's last pass (the final step a chain whose combine builds a frozen
// ShotResult, merged by its canonical key): kept as the reference that the fast path is compared against,
// outcome for outcome, seed for seed (test/evolution/shoot.test.ts).
import { type Chance, constant } from "../../src/core/chance.js";
import { absentIfNull } from "../../src/core/schema-kit.js";
import { parseOrThrow } from "../../src/core/validate.js";
import { type DamageOutcome, hitRolls } from "../../src/evolution/damage.js";
import { diceFrom } from "../../src/evolution/dice-expr.js";
import { type FireContext, fire } from "../../src/evolution/firing.js";
import type { ShotResult } from "../../src/evolution/index.js";
import { type ModelInput, modelFrom, WeaponSchema, type WoundState } from "../../src/evolution/model.js";
import { type EvolutionOptionsInput, optionsFrom } from "../../src/evolution/options.js";
import { applyOutcome } from "../../src/evolution/wounds.js";

const NO_ROLL: Chance<DamageOutcome | null> = constant(null);

/**
 * The reference shot: the hits chained level by level, the last step `fire(...).chain(level, combine)` with a new
 * frozen `{ hits, target }` per resolution (merged by canonical key in odds).
 */
export function referenceShoot(
  shooter: ModelInput,
  weapon: { name: string; firingDice: number; damageDice: string },
  target: ModelInput,
  context: Omit<FireContext, "targetSize">,
  options?: EvolutionOptionsInput,
): Chance<ShotResult> {
  const fn = "evolution.shoot";
  const t = modelFrom(fn, target, "target");
  const w = parseOrThrow(fn, WeaponSchema, weapon, "weapon");
  const o = optionsFrom(fn, options);
  const c = absentIfNull(context) ?? {};
  const rolls = hitRolls(t, diceFrom(fn, w.damageDice, "weapon.damageDice"), o);
  const start = t.state;
  const encode = (s: WoundState): number => (s.lightWounds * 3 + s.seriousWounds) * 2 + (s.removed ? 1 : 0);
  const decode = (code: number): WoundState => {
    const removed = code % 2 === 1;
    const rest = (code - (removed ? 1 : 0)) / 2;
    return { ...start, lightWounds: Math.floor(rest / 3), seriousWounds: rest % 3, removed };
  };
  const apply = (code: number, r: DamageOutcome | null): number => (r === null ? code : encode(applyOutcome(decode(code), r)));
  const next =
    (roll: Chance<DamageOutcome>) =>
    (code: number): Chance<DamageOutcome | null> =>
      code % 2 === 1 ? NO_ROLL : roll;
  const steps = rolls.map(next);
  const levels: Chance<number>[] = [constant(encode(start))];
  for (let k = 1; k <= w.firingDice; k++) {
    let level = levels[k - 1] as Chance<number>;
    for (const step of steps) level = level.chain(step, apply);
    levels.push(level);
  }
  return fire(shooter, w, { ...c, targetSize: t.size }, o).chain(
    (hits) => levels[hits] as Chance<number>,
    (hits, code): ShotResult => Object.freeze({ hits, target: Object.freeze(decode(code)) }),
  );
}
