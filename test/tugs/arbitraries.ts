// fast-check arbitraries of the tugs property tests (test/tugs/direct-roller.test.ts, duel-sampler.test.ts): one
// weapon generator, its names and whether it draws a projectile velocity given by each test, so that each test's
// seeded runs draw the very weapons they drew with their own copies.
import fc from "fast-check";
import type { WeaponInput } from "../../src/tugs/index.js";

/** The body parts of an armour table or an injury. */
export const PARTS = ["head", "body", "leftArm", "rightArm", "leftLeg", "rightLeg"] as const;

/** The locations an attack may aim at or hit (TUGS-LOC-1). */
export const LOCATIONS = ["leftLeg", "rightLeg", "body", "otherArm", "weaponArm", "head"] as const;

/** What a weapon arbitrary draws besides the rules' fields. */
export interface WeaponDraws {
  /** The names it draws from (names carry no rule). */
  readonly names: readonly [string, ...string[]];
  /** Whether it draws a projectile velocity (TUGS-PEN-1: 100, 250, 400 or none). */
  readonly projectileVelocity?: boolean | undefined;
}

/**
 * A weapon of every type the tugs rules know, with modifiers across their ranges.
 *
 * @example
 * ```ts
 * const sword: fc.Arbitrary<WeaponInput> = weapon({ names: ["sword", "club"] });
 * ```
 */
export function weapon({ names, projectileVelocity = false }: WeaponDraws): fc.Arbitrary<WeaponInput> {
  const fields = {
    name: fc.constantFrom(...names),
    skill: fc.constantFrom("Blades", "Brawl"),
    type: fc.constantFrom("blade", "contending", "lash", "shafted", "unarmed", "firearm", "thrown"),
    initiative: fc.integer({ min: -3, max: 3 }),
    attack: fc.integer({ min: -3, max: 3 }),
    penetration: fc.integer({ min: -2, max: 4 }),
    damage: fc.integer({ min: -2, max: 4 }),
    parry: fc.integer({ min: -6, max: 2 }),
    twoHanded: fc.boolean(),
    thrown: fc.boolean(),
  };
  return projectileVelocity ? fc.record({ ...fields, projectileVelocity: fc.option(fc.constantFrom(100, 250, 400), { nil: undefined }) }) : fc.record(fields);
}

/**
 * The numbers of a character both property tests draw alike (attributes, initiative, resistance, injury bonus,
 * skills, hit points), in this order: spread into a record where they stood, they draw what they drew.
 *
 * @example
 * ```ts
 * fc.record({ name: fc.constant("Ann"), ...characterBasics, weapons: fc.array(weapon({ names: ["sword"] })) });
 * ```
 */
export const characterBasics = {
  attributes: fc.record({ sta: fc.integer({ min: 5, max: 16 }), str: fc.integer({ min: 5, max: 16 }), dex: fc.integer({ min: 5, max: 16 }) }),
  initiative: fc.integer({ min: 6, max: 14 }),
  resistance: fc.integer({ min: -2, max: 3 }),
  injuryBonus: fc.integer({ min: -1, max: 3 }),
  skills: fc.record({ Blades: fc.integer({ min: 0, max: 18 }), Brawl: fc.integer({ min: 0, max: 18 }) }),
  maxHp: fc.integer({ min: 4, max: 16 }),
};
