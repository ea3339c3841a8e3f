import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { odds, resolve, seededDice } from "../../src/index.js";
import {
  applyInjury,
  type CharacterInput,
  damage,
  damageModifiers,
  fall,
  healOneLevel,
  hthAttack,
  initiative,
  parseCharacter,
  penetration,
  penetrationModifiers,
  playRound,
  rangedAttack,
  rest,
  tugsOptions,
  worseningTick,
} from "../../src/tugs/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";
import { jan, travis } from "./fixtures.js";

const kinds = ["rigid", "nonRigid", "inertial"] as const;
const fighter = fc.record({
  skill: fc.integer({ min: 0, max: 22 }),
  ib: fc.integer({ min: -2, max: 3 }),
  res: fc.integer({ min: -2, max: 3 }),
  pen: fc.integer({ min: -2, max: 2 }),
  dmg: fc.integer({ min: -2, max: 2 }),
  parry: fc.integer({ min: -6, max: 2 }),
  armour: fc.integer({ min: 0, max: 5 }),
  kind: fc.constantFrom(...kinds),
  type: fc.constantFrom("blade", "contending", "lash", "unarmed", "firearm" as const),
});
type F = {
  skill: number;
  ib: number;
  res: number;
  pen: number;
  dmg: number;
  parry: number;
  armour: number;
  kind: (typeof kinds)[number];
  type: "blade" | "contending" | "lash" | "unarmed" | "firearm";
};
const make = (f: F, name: string): CharacterInput => ({
  name,
  attributes: { sta: 10, str: 10, dex: 10 },
  initiative: 10,
  resistance: f.res,
  injuryBonus: f.ib,
  skills: { Arms: f.skill },
  maxHp: 10,
  weapons: [{ name: "w", skill: "Arms", type: f.type, penetration: f.pen, damage: f.dmg, parry: f.parry }],
  armour: f.armour === 0 ? {} : { body: { value: f.armour, kind: f.kind }, head: { value: f.armour, kind: f.kind } },
});
const injured = (o: { level: string | null }) => o.level !== null;

describe("tugs properties", () => {
  it("TUGS-HTH-1: exact odds of a full attack total 1, and every outcome is in range", () => {
    fc.assert(
      fc.property(fighter, fighter, fc.boolean(), (a, d, aimed) => {
        const o = odds(hthAttack(make(a, "A"), make(d, "D"), aimed ? { aimedLocation: "head" } : {}));
        expect(o.total().toString()).toBe("1");
        for (const { value } of o.outcomes) {
          expect(["miss", "parried", "hit"]).toContain(value.result);
          if (value.result !== "hit") expect(value.level).toBeNull();
        }
      }),
      { numRuns: 40 },
    );
  });

  it("TUGS-PEN-1 TUGS-BLUNT-1: more armour never raises the chance of an injury", () => {
    fc.assert(
      fc.property(fighter, fighter, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), (a, d, x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const p = (armour: number) => odds(hthAttack(make(a, "A"), make({ ...d, armour }, "D"), { aimedLocation: "body" })).probability(injured);
        expect(p(hi).compare(p(lo))).toBeLessThanOrEqual(0);
      }),
      { numRuns: 40 },
    );
  });

  it("TUGS-HTH-4: a critical never lowers the chance of penetrating or of any injury level or worse", () => {
    fc.assert(
      fc.property(fighter, fighter, fc.boolean(), (a, d, ranged) => {
        const A = parseCharacter(make(a, "A"));
        const D = parseCharacter(make(d, "D"));
        const w = A.weapons[0]!;
        const pen = (crit: boolean) => odds(penetration(penetrationModifiers(A, w, crit, ranged), d.armour)).probability((r) => r.penetrates);
        expect(pen(true).compare(pen(false))).toBeGreaterThanOrEqual(0);
        const levels = ["superficial", "minor", "major", "critical", "fatal"];
        const dmg = (crit: boolean) => odds(damage(damageModifiers(A, w, d.armour, D, crit, ranged), tugsOptions()));
        for (let i = 0; i < levels.length; i++) {
          const atLeast = (crit: boolean) => dmg(crit).probability((r) => r.level !== null && levels.indexOf(r.level) >= i);
          expect(atLeast(true).compare(atLeast(false))).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("TUGS-HTH-1: resolving with the same seed gives the same outcome and trace", () => {
    fc.assert(
      fc.property(fighter, fighter, fc.integer(), (a, d, seed) => {
        const chance = hthAttack(make(a, "A"), make(d, "D"));
        expect(resolve(chance, seededDice(seed))).toEqual(resolve(chance, seededDice(seed)));
      }),
      { numRuns: 50 },
    );
  });

  it("TUGS-INIT-1: an initiative total is Initiative + modifiers + 1..6", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), fc.boolean(), fc.integer(), (init, surprised, seed) => {
        const total = resolve(initiative({ ...jan, initiative: init }, undefined, { surprised }), seededDice(seed)).value;
        const base = init - (surprised ? 5 : 0);
        expect(total).toBeGreaterThanOrEqual(base + 1);
        expect(total).toBeLessThanOrEqual(base + 6);
      }),
    );
  });

  it("TUGS-EFF-1 TUGS-REC-1 TUGS-WORSE-1: inputs are never mutated", () => {
    const a = deepFreeze(parseCharacter(jan));
    const b = deepFreeze(parseCharacter({ ...travis, injuries: [{ part: "rightLeg", level: "major", lethal: true }] }));
    const ctx = deepFreeze({ a: { surprised: true }, b: { hth: { aimedLocation: "head" as const } } });
    const options = deepFreeze({ critThreshold: "skillDiv5" as const });
    for (let seed = 0; seed < 30; seed++) {
      playRound(a, b, ctx, seededDice(seed), options);
      resolve(
        applyInjury(b, deepFreeze({ location: "weaponArm" as const, level: "critical" as const, lethal: true, blunt: "none" as const }), options),
        seededDice(seed),
      );
      resolve(worseningTick(b, 0, deepFreeze({ kind: "day" as const, activity: "active" as const }), options), seededDice(seed));
      resolve(fall(b, 7), seededDice(seed));
      resolve(rangedAttack(a, b, deepFreeze({ location: "leftLeg" as const })), seededDice(seed));
    }
    healOneLevel(b, 0);
    rest(b, 3);
    expect(b.injuries).toHaveLength(1);
  });

  it("TUGS-HTH-1 TUGS-RNG-1: sampled frequencies of a full attack chain agree with its exact odds", () => {
    expectFrequenciesMatchOdds(hthAttack(jan, travis), { runs: 20_000, seed: 11 });
    expectFrequenciesMatchOdds(hthAttack(travis, jan, { aimedLocation: "head" }, { critThreshold: "skillDiv5" }), { runs: 20_000, seed: 12 });
    const shooter = { ...jan, skills: { Guns: 14 }, weapons: [{ name: "pistol", skill: "Guns", type: "firearm" as const, penetration: 1 }] };
    expectFrequenciesMatchOdds(rangedAttack(shooter, { ...travis, armour: { body: { value: 2, kind: "inertial" } } }), { runs: 20_000, seed: 13 });
    expectFrequenciesMatchOdds(initiative(travis), { runs: 20_000, seed: 14 });
  }, 30_000);
});
