// The one-step volley with wounds against the two-step path it replaces: the same value, the same trace and
// the same dice consumed, for several seeds and inputs in both systems.
import { describe, expect, it } from "vitest";
import { explain, type Resolution, resolve, seededDice } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";
import { fig, unit } from "./volley-fixtures.js";

const SEEDS = Array.from({ length: 60 }, (_, i) => i * 7919 + 3);

/** Resolves the one-step chance and the two-step path on the same seed; returns both and the dice states after. */
function bothWays(
  one: () => ReturnType<typeof rugged.shootingVolleyWithWounds>,
  two: (dice: ReturnType<typeof seededDice>) => Resolution<unknown>,
  seed: number,
): { one: Resolution<unknown>; two: Resolution<unknown>; after: [unknown, unknown] } {
  const d1 = seededDice(seed);
  const r1 = resolve(one(), d1);
  const d2 = seededDice(seed);
  const r2 = two(d2);
  return { one: r1, two: r2, after: [d1.save(), d2.save()] };
}

/** Checks one seed; returns the lines of its trace, to show which rules the seeds exercised. */
function expectSame(r: ReturnType<typeof bothWays>): string[] {
  // JSON text, so key order counts too (the allocation keeps the order of first hits)
  expect(JSON.stringify(r.one.value)).toBe(JSON.stringify(r.two.value));
  expect(r.one.trace).toEqual(r.two.trace);
  expect(r.after[0]).toEqual(r.after[1]);
  return explain(r.one.trace);
}

/** Every phrase appears in some trace line. */
function expectSeen(lines: readonly string[], phrases: readonly string[]): void {
  for (const phrase of phrases)
    expect(
      lines.some((l) => l.includes(phrase)),
      phrase,
    ).toBe(true);
}

describe("shootingVolleyWithWounds equals shootingVolley then woundVolley (RUG-SHOOT-6, VIV-SHOOT-5)", () => {
  const rifle = rugged.RUGGED_WEAPONS.boltRifle;

  it('RUG-SHOOT-5 RUG-SHOOT-6 RUG-SHOOT-7 RUG-AMB-1 VIV-WOUND-3 VIV-WOUND-4: ten rifles at 30" into ten dacoits in soft cover, 60 seeds', () => {
    const input = {
      shooters: unit("riflemen", "r", 10, rifle),
      target: unit("dacoits", "d", 10, rifle),
      context: { distance: 30, shooterMode: "stationary" as const, cover: "soft" as const },
    };
    const chance = rugged.shootingVolleyWithWounds(input);
    let several = 0;
    for (const seed of SEEDS) {
      const r = bothWays(
        () => chance,
        (dice) => {
          const shot = resolve(rugged.shootingVolley(input), dice);
          const hurt = resolve(rugged.woundVolley(input.target, shot.value.allocation), dice);
          return { value: { ...shot.value, ...hurt.value }, trace: [...shot.trace, ...hurt.trace] };
        },
        seed,
      );
      expectSame(r);
      const value = r.one.value as rugged.VolleyWithWounds;
      if (Object.values(value.allocation).some((n) => n > 1)) several++;
    }
    expect(several).toBeGreaterThan(0); // some seeds put several hits on one figure (VIV-WOUND-3)
  });

  it("RUG-MG-1 RUG-TRAIT-N4 RUG-LUCK-2 RUG-TRAIT-P6 RUG-TRAIT-P9 RUG-AMB-13 RUG-AMB-24: a Maxim, a Clumsy rifleman, shotgun hits on PRPs with luck, Ox and Huge Joss, a dead figure, both Ox options", () => {
    const t = rugged.RUGGED_TRAITS;
    const target = unit("party", "p", 3, rifle, [
      fig("jack", rifle, "PRP", { luck: 6, traits: [t.strongLikeOx] }),
      fig("lin", rifle, "PRP", { luck: 4, traits: [t.hugeJoss] }),
      fig("ox", rifle, "Combatant", { traits: [t.strongLikeOx], status: { wounds: 1 } }),
      fig("dead", rifle, "Combatant", { status: { wound: "killed" } }),
    ]);
    const input = {
      shooters: [fig("gunner", rugged.RUGGED_WEAPONS.mg), fig("clumsy", rifle, "Combatant", { traits: [t.clumsy] }), fig("r2", rifle)],
      target,
      context: { distance: 12, shooterMode: "stationary" as const, targetCharging: true },
    };
    const lines: string[] = [];
    for (const options of [{}, { oxMode: "firstKillDowngradeOnly" as const }]) {
      const wounds = { hit: { shotgun: true }, turn: 4 };
      const chance = rugged.shootingVolleyWithWounds(input, options, wounds);
      for (const seed of SEEDS) {
        lines.push(
          ...expectSame(
            bothWays(
              () => chance,
              (dice) => {
                const shot = resolve(rugged.shootingVolley(input, options), dice);
                const hurt = resolve(rugged.woundVolley(target, shot.value.allocation, wounds.hit, { ...wounds, options }), dice);
                return { value: { ...shot.value, ...hurt.value }, trace: [...shot.trace, ...hurt.trace] };
              },
              seed,
            ),
          ),
        );
      }
    }
    expectSeen(lines, ["Clumsy", "luck against", "Strong Like Ox", "re-roll of a failed", "shot by a shotgun", "RUG-AMB-1"]);
  });

  it("RUG-AMB-1: a custom wound table (RUG-SHOOT-7: a normal figure carries one wound), luck not used", () => {
    const table: rugged.WoundTable = {
      name: "house wound table",
      rule: "HOUSE-1",
      modifierRule: "HOUSE-1",
      die: "d6",
      rows: [
        { upTo: 2, result: "none" },
        { upTo: 5, result: "wounded" },
        { upTo: 6, result: "killed" },
      ],
      modifiers: { shotgun: 1, handToHand: 0, protected: -1 },
    };
    const input = {
      shooters: unit("r", "r", 6, rifle),
      target: unit("d", "d", 4, rifle, [fig("prp", rifle, "PRP", { luck: 7 })]),
      context: { distance: 8, shooterMode: "stationary" as const },
    };
    const options = { woundTable: "custom" as const };
    const chance = rugged.shootingVolleyWithWounds(input, options, { customTable: table, useLuck: false });
    for (const seed of SEEDS.slice(0, 20)) {
      expectSame(
        bothWays(
          () => chance,
          (dice) => {
            const shot = resolve(rugged.shootingVolley(input, options), dice);
            const hurt = resolve(rugged.woundVolley(input.target, shot.value.allocation, {}, { options, customTable: table, useLuck: false }), dice);
            return { value: { ...shot.value, ...hurt.value }, trace: [...shot.trace, ...hurt.trace] };
          },
          seed,
        ),
      );
    }
  });

  const vRifle = vivid.VIVID_WEAPONS.boltRifle;
  const vt = vivid.VIVID_TRAITS;
  const vTarget = unit("thugs", "t", 4, vRifle, [
    fig("hero", vRifle, "PC", { luck: 5, traits: [vt.charmedLife, vt.strongLikeAnOx] }),
    fig("lucky", vRifle, "PC", { luck: 4, traits: [vt.charmedLife] }),
    fig("brute", vRifle, "Combatant", { traits: [vt.strongLikeAnOx] }),
    fig("suit", vRifle, "Combatant", { armoured: "impervious" }),
  ]);

  it("VIV-SHOOT-5 VIV-AMB-21 VIV-WOUND-1 VIV-WOUND-3 VIV-WOUND-4 VIV-WOUND-7 VIV-LUCK-2 VIV-TRAIT-P5 VIV-TRAIT-P7 VIV-AMB-2 VIV-AMB-8: PC shooters pick on 5-6, PCs with luck, Charmed Life and Ox; D6 and D10 wound dice", () => {
    const input = {
      shooters: [fig("pc", vRifle, "PC"), fig("pc2", vRifle, "PC", { traits: [vt.sureShot] }), fig("a", vRifle), fig("b", vRifle)],
      target: vTarget,
      context: { distance: 5 },
      chosenTargetIds: ["hero"],
    };
    const lines: string[] = [];
    for (const options of [{}, { woundDie: 10 as const, oxScope: "perGame" as const }]) {
      const chance = vivid.shootingVolleyWithWounds(input, options, { turn: 2 });
      for (const seed of SEEDS) {
        lines.push(
          ...expectSame(
            bothWays(
              () => chance,
              (dice) => {
                const shot = resolve(vivid.shootingVolley(input, options), dice);
                const hurt = resolve(vivid.woundVolley(vTarget, shot.value.allocation, {}, { options, turn: 2 }), dice);
                return { value: { ...shot.value, ...hurt.value }, trace: [...shot.trace, ...hurt.trace] };
              },
              seed,
            ),
          ),
        );
      }
    }
    expectSeen(lines, [
      "player shooter picks",
      "luck against",
      "re-roll of a failed",
      "Strong Like an Ox",
      "hit 2 times",
      "not a PC",
      "shield or armoured suit",
      "VIV-AMB-2",
    ]);
  });

  it("VIV-AMB-21 VIV-TRAIT-N4 VIV-WOUND-2: the shooter chooses every hit, a Clumsy shooter, shotgun hits; no hits and no living target", () => {
    const input = {
      shooters: [fig("c", vRifle, "Combatant", { traits: [vt.clumsy] }), fig("a", vRifle), fig("b", vRifle)],
      target: vTarget,
      context: { distance: 5 },
      chosenTargetIds: ["brute", "hero"],
    };
    const options = { allocation: "shooterChooses" as const };
    const cases = [
      { input, options },
      { input: { ...input, context: { distance: 5, lineOfSight: false } }, options: {} },
      { input: { ...input, target: unit("gone", "g", 0, vRifle, [fig("g1", vRifle, "Combatant", { status: { wound: "killed" } })]) }, options: {} },
    ];
    for (const c of cases) {
      const chance = vivid.shootingVolleyWithWounds(c.input, c.options, { hit: { shotgun: true } });
      for (const seed of SEEDS.slice(0, 25)) {
        expectSame(
          bothWays(
            () => chance,
            (dice) => {
              const shot = resolve(vivid.shootingVolley(c.input, c.options), dice);
              const hurt = resolve(vivid.woundVolley(c.input.target, shot.value.allocation, { shotgun: true }, { options: c.options }), dice);
              return { value: { ...shot.value, ...hurt.value }, trace: [...shot.trace, ...hurt.trace] };
            },
            seed,
          ),
        );
      }
    }
  });

  it("RUG-SHOOT-6 VIV-SHOOT-5: validated once when built; inputs are never mutated", () => {
    const input = {
      shooters: unit("r", "r", 3, rifle),
      target: unit("d", "d", 3, rifle),
      context: { distance: 10, shooterMode: "stationary" as const },
    };
    const before = JSON.stringify(input);
    const chance = rugged.shootingVolleyWithWounds(input);
    for (const seed of SEEDS.slice(0, 5)) resolve(chance, seededDice(seed));
    expect(JSON.stringify(input)).toBe(before);
    expect(() => rugged.shootingVolleyWithWounds({ ...input, target: { ...input.target, members: [{ id: 1 }] } } as never)).toThrow(
      /rugged\.shootingVolleyWithWounds/,
    );
    const vividInput = { ...input, context: { distance: 10 } };
    expect(() => vivid.shootingVolleyWithWounds(vividInput, {}, { hit: { shotgun: "yes" } } as never)).toThrow(/wounds\.hit/);
    // VIV-SHOOT-3: rugged's shooterMode is not a vivid input (one input per fact)
    expect(() => vivid.shootingVolleyWithWounds(input)).toThrow(/input\.context: unknown key "shooterMode"/);
  });
});
