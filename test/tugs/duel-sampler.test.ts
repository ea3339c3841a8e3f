// The duel's fast sampler (issues 13 and 15): each round rolled at once on the direct roller (src/tugs/roller.ts),
// the played round's own rules run by the same lines. It must equal the traced duel (resolve, the loop of playRound)
// die for die: on random seeds, random characters (armour of every kind, weapons of every type, hurt, prone,
// knocked out, with and without an id, a location table, an app's data), random round contexts and random options,
// both combatants' final states are the same data, key for key (JSON, so in the same order), and so are the rounds
// and the winner. The character updates built as literals (src/tugs/rebuild.ts) keep every field and its place.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolve, seededDice, simulate } from "../../src/index.js";
import { characterWith, statusWith, withStatusPatch } from "../../src/tugs/rebuild.js";
import {
  type CharacterInput,
  CharacterSchema,
  duel,
  type LocationTable,
  parseCharacter,
  type RoundContextInput,
  type TugsOptionsInput,
  type WeaponInput,
} from "../../src/tugs/index.js";
import { deepFreeze } from "../helpers.js";
import { jan, travis } from "./fixtures.js";
import { characterBasics, LOCATIONS, PARTS, weapon as arbitraryWeapon } from "./arbitraries.js";

const weapon: fc.Arbitrary<WeaponInput> = arbitraryWeapon({ names: ["sword", "club", "whip", "spear", "fists", "pistol", "knife"], projectileVelocity: true });

const armour = fc.dictionary(
  fc.constantFrom(...PARTS),
  fc.record({ value: fc.integer({ min: 0, max: 4 }), kind: fc.constantFrom("rigid", "nonRigid", "inertial") }),
  { maxKeys: 4 },
);

const injury = fc.record({
  part: fc.constantFrom(...PARTS),
  level: fc.constantFrom("superficial", "minor", "major"),
  lethal: fc.boolean(),
});

const character = (name: string): fc.Arbitrary<CharacterInput> =>
  fc
    .record(
      {
        id: fc.constant(name.toLowerCase()),
        name: fc.constant(name),
        ...characterBasics,
        armour,
        weapons: fc.array(weapon, { minLength: 0, maxLength: 2 }),
        weaponHand: fc.constantFrom("left", "right"),
        injuries: fc.array(injury, { maxLength: 2 }),
        status: fc.record({
          prone: fc.boolean(),
          disarmed: fc.boolean(),
          fallsOnInjuryUnlessStamina: fc.boolean(),
          initiativePenaltyNext: fc.constantFrom(0, -3),
          knockedOut: fc.constantFrom(null, null, null, { amount: 1, unit: "rounds", coma: false }),
          noAttackNextRound: fc.boolean(),
        }),
        locationTable: fc.constant<LocationTable>([
          { upTo: 14, location: "body" },
          { upTo: 20, location: "head" },
        ]),
        app: fc.constant({ portrait: "p.png" }),
      },
      // optional fields absent rather than undefined, as a caller writes them
      {
        requiredKeys: [
          "name",
          "attributes",
          "initiative",
          "resistance",
          "injuryBonus",
          "skills",
          "maxHp",
          "armour",
          "weapons",
          "weaponHand",
          "injuries",
          "status",
        ],
      },
    )
    .map((c): CharacterInput => c);

const hth = fc.record(
  {
    attackerAbove: fc.boolean(),
    defenderFlanked: fc.boolean(),
    advantage: fc.constantFrom("none", "attacker", "defender"),
    aimedLocation: fc.constantFrom(...LOCATIONS),
    defenderParries: fc.boolean(),
  },
  { requiredKeys: ["attackerAbove", "defenderFlanked", "advantage", "defenderParries"] },
);
const side = fc.record(
  {
    surprised: fc.boolean(),
    unprepared: fc.boolean(),
    standUp: fc.boolean(),
    attack: fc.boolean(),
    hth,
    ranged: fc.record({ range: fc.constantFrom("short", "medium", "long"), location: fc.constantFrom(...LOCATIONS) }),
  },
  { requiredKeys: ["standUp", "hth"] },
);
const context: fc.Arbitrary<RoundContextInput> = fc.record({ a: side, b: side }, { requiredKeys: [] });
const options: fc.Arbitrary<TugsOptionsInput> = fc.record(
  {
    critThreshold: fc.constantFrom("modifiedMinus11", "baseSkillMinus11", "skillDiv5"),
    zeroDamage: fc.constantFrom("none", "superficial"),
    initImpairRounding: fc.constantFrom("towardZero", "awayFromZero"),
    impairmentOnDefense: fc.boolean(),
    hpPerInjury: fc.constantFrom("each", "worstPerLocation"),
    limbToBody: fc.constantFrom("derivedInjury", "effectsOnly"),
    noAttackCarryOver: fc.boolean(),
    impairmentOnAttributeRolls: fc.boolean(),
    effectRollUsesNewImpairment: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe("the duel's fast sampler (issues 13 and 15)", () => {
  it("TUGS-HTH-1 TUGS-INIT-1 TUGS-EFF-1 TUGS-INJ-2 TUGS-AMB-26: simulated, a duel is the traced duel die for die, both final states the same data in the same order, on random characters, contexts, options and seeds", () => {
    fc.assert(
      fc.property(fc.integer(), character("Ann"), character("Bob"), context, options, fc.constantFrom(1, 2, 5, 200), (seed, a, b, ctx, opts, maxRounds) => {
        const frozenA = deepFreeze(structuredClone(a));
        const frozenB = deepFreeze(structuredClone(b));
        const d = duel({ a: frozenA, b: frozenB, context: ctx, maxRounds }, opts);
        const traced = resolve(d, seededDice(seed)).value;
        const sampled = simulate(d, { runs: 1, seed }).outcomes[0]?.value;
        expect(sampled).toBeDefined();
        if (sampled === undefined) return;
        // the same data key for key, in the same order (JSON), both final states, the rounds and the winner
        expect(JSON.stringify(sampled)).toBe(JSON.stringify(traced));
        expect(CharacterSchema.safeParse(sampled.a).success && CharacterSchema.safeParse(sampled.b).success).toBe(true);
        expect(Object.isFrozen(sampled.a) && Object.isFrozen(sampled.b.status)).toBe(true);
        // inputs never changed
        expect(frozenA).toEqual(a);
        expect(frozenB).toEqual(b);
      }),
      { numRuns: 150, seed: 1315 },
    );
  }, 180_000);

  it("TUGS-HTH-1 TUGS-INJ-2: simulate's runs of random duels are the traced duels one after another on one stream of seeded dice", () => {
    fc.assert(
      fc.property(fc.integer(), character("Ann"), character("Bob"), context, (seed, a, b, ctx) => {
        const d = duel({ a, b, context: ctx });
        const dice = seededDice(seed);
        const traced = new Map<string, number>();
        for (let i = 0; i < 12; i++) {
          const k = JSON.stringify(resolve(d, dice).value);
          traced.set(k, (traced.get(k) ?? 0) + 1);
        }
        const f = simulate(d, { runs: 12, seed });
        expect(new Map(f.outcomes.map((o) => [JSON.stringify(o.value), o.count]))).toEqual(traced);
      }),
      { numRuns: 25, seed: 1316 },
    );
  }, 180_000);

  it("TUGS-INJ-2: Jan against Travis, 2,000 seeded duels: the fast sampler and the traced duel agree on every one", () => {
    const d = duel({ a: jan, b: travis });
    const f = simulate(d, { runs: 2_000, seed: 2026 });
    const dice = seededDice(2026);
    const traced = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) {
      const k = JSON.stringify(resolve(d, dice).value);
      traced.set(k, (traced.get(k) ?? 0) + 1);
    }
    expect(new Map(f.outcomes.map((o) => [JSON.stringify(o.value), o.count]))).toEqual(traced);
  }, 120_000);
});

describe("character updates built as literals (src/tugs/rebuild.ts)", () => {
  const full = parseCharacter({
    ...travis,
    injuries: [{ part: "body", level: "minor", lethal: true }],
    locationTable: [{ upTo: 20, location: "body" }],
    app: { note: "kept" },
  });
  const bare = parseCharacter(Object.fromEntries(Object.entries(jan).filter(([k]) => k !== "id")));
  const undefinedId = parseCharacter({ ...jan, id: undefined });
  const withId = parseCharacter(jan);

  it("TUGS-INJ-2 TUGS-EFF-1: every field kept, in the schema's order (JSON equal to the spread it replaces), with or without an id, a location table, an app's data", () => {
    for (const c of [full, bare, withId, undefinedId]) {
      const status = { ...c.status, prone: true };
      expect(JSON.stringify(characterWith(c, 3, c.injuries, status))).toBe(JSON.stringify({ ...c, hpLost: 3, status }));
      expect(Object.keys(characterWith(c, 3, c.injuries, status))).toEqual(Object.keys(c));
      expect(JSON.stringify(withStatusPatch(c, { knockedOut: null, dead: true }))).toBe(
        JSON.stringify({ ...c, status: { ...c.status, knockedOut: null, dead: true } }),
      );
    }
    expect(Object.keys(bare)).not.toContain("id");
    expect(Object.keys(undefinedId)).toContain("id");
  });

  it("TUGS-EFF-1: a status patch changes only its fields; knockedOut may be set to null; the source is never changed", () => {
    const out = { amount: 3, unit: "minutes", coma: false } as const;
    const s = { ...withId.status, knockedOut: out };
    const frozen = deepFreeze(structuredClone(s));
    expect(statusWith(frozen, { knockedOut: null })).toEqual({ ...s, knockedOut: null });
    expect(statusWith(frozen, {})).toEqual(s);
    expect(JSON.stringify(statusWith(frozen, { prone: true, fatigue: 2 }))).toBe(JSON.stringify({ ...s, prone: true, fatigue: 2 }));
    expect(frozen).toEqual(s);
  });
});
