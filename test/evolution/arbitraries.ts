// fast-check arbitraries shared by the evolution properties (properties.test.ts, shoot.test.ts): models around the
// Tough's profile, every option of the rules, damage dice and line of sight.
import fc from "fast-check";
import { type EvolutionOptionsInput, type ModelInput, TOUGH } from "../../src/evolution/index.js";
import { omit } from "./fixtures.js";

/** A target number of a profile, 2+ to 7+. */
export const targetNumber = fc.integer({ min: 2, max: 7 });

/** A model: the Tough with random accuracy, wound and kill numbers, save and wounds taken (with `wtf`, a random WtF too). */
export function models({ wtf }: { wtf: boolean }): fc.Arbitrary<ModelInput> {
  return fc
    .record({
      accuracy: targetNumber,
      wound: fc.integer({ min: 1, max: 8 }),
      extra: fc.integer({ min: 0, max: 4 }),
      save: fc.option(targetNumber, { nil: undefined }),
      ...(wtf ? { wtf: targetNumber } : {}),
      light: fc.integer({ min: 0, max: 3 }),
      serious: fc.integer({ min: 0, max: 1 }),
    })
    .map(
      (r): ModelInput => ({
        ...omit(TOUGH, "armourSave"),
        accuracy: r.accuracy,
        wound: r.wound,
        kill: r.wound + r.extra,
        ...(r.wtf === undefined ? {} : { wtf: r.wtf }),
        ...(r.save === undefined ? {} : { armourSave: r.save }),
        state: { lightWounds: r.light, seriousWounds: r.serious, removed: false },
      }),
    );
}

/** Any choice of the rules' options (EVO-AMB-*), each key present or not. */
export const evolutionOptions = fc.record(
  {
    damageCompare: fc.constantFrom("gte", "gt"),
    saveVsKill: fc.boolean(),
    damageAggregation: fc.constantFrom("sum", "highest", "each"),
    sizeModifier: fc.constantFrom("none", "relative-to-human"),
    natural6AlwaysHits: fc.boolean(),
    lightWoundsStack: fc.boolean(),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<EvolutionOptionsInput>;

/** Damage dice expressions, plain and with modifiers. */
export const damageDice = fc.constantFrom("1D6", "2D6", "1D6-1", "1D3+2", "D6+1", "3");

/** Line of sight, clear or obscured. */
export const lineOfSight = fc.constantFrom("clear" as const, "obscured" as const);
