// Issue 11, the wound / morale / trait side of rugged where mechanics meet (Appendix B: RUG-AMB-31, 32, 34, 35).
import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import {
  type Figure,
  fieldCraftCheck,
  impetuousCheck,
  moraleCheck,
  RUGGED_TRAITS,
  RUGGED_WEAPONS,
  shootingVolleyCasualties,
  shootingVolleyWithWounds,
  sixthSense,
  type Unit,
} from "../../src/rugged/index.js";

const men = (n: number): Figure[] => Array.from({ length: n }, (_, i) => ({ id: `a${String(i)}`, name: `Askari ${String(i)}`, class: "Combatant" }));
const rex = (extra: Partial<Figure> = {}): Figure => ({ id: "rex", name: "Rex", class: "PRP", luck: 5, fieldCraft: 6, ...extra });
const askaris = (commander: Figure | undefined, extra: Partial<Unit> = {}): Unit => ({
  id: "askaris",
  name: "Askaris",
  kind: "combatant",
  baseMorale: 6,
  commanderId: "rex",
  leaderId: "a0",
  members: [...men(4), ...(commander === undefined ? [] : [commander])],
  ...extra,
});
const targetOf = (u: Unit, commander?: Figure): number =>
  resolve(moraleCheck(u, { trigger: "shooting", ...(commander === undefined ? {} : { commander }) }), scriptedDice(["d10:1"])).value.outcome.target;

describe("rugged morale: the commanding PRP (RUG-TRAIT-P7, RUG-TRAIT-N7)", () => {
  it("RUG-TRAIT-N7 RUG-AMB-31: Abrasive Personality has no presence condition: -2 present, wounded or away; nothing once killed", () => {
    const abrasive = rex({ traits: [RUGGED_TRAITS.abrasive] });
    expect(targetOf(askaris(abrasive))).toBe(4);
    expect(targetOf(askaris({ ...abrasive, status: { wound: "wounded", wounds: 1 } }))).toBe(4);
    // away from the unit: the PRP is given as the situation's commander
    expect(targetOf(askaris(undefined), abrasive)).toBe(4);
    expect(targetOf(askaris(undefined), { ...abrasive, status: { wound: "killed" } })).toBe(6);
    expect(targetOf(askaris({ ...abrasive, status: { wound: "killed" } }))).toBe(6);
    // the commander named must command the unit
    expect(() => moraleCheck(askaris(undefined), { trigger: "shooting", commander: { ...abrasive, id: "stranger" } })).toThrow(RulesError);
  });

  it("RUG-TRAIT-P7 RUG-AMB-32: a wounded PRP still inspires; killed, removed or away it does not", () => {
    const inspired = rex({ traits: [RUGGED_TRAITS.inspiredLeadership] });
    expect(targetOf(askaris(inspired))).toBe(8);
    expect(targetOf(askaris({ ...inspired, status: { wound: "wounded", wounds: 1 } }))).toBe(8);
    expect(targetOf(askaris({ ...inspired, status: { wound: "killed" } }))).toBe(6);
    expect(targetOf(askaris({ ...inspired, status: { removed: true } }))).toBe(6);
    expect(targetOf(askaris(undefined), inspired)).toBe(6);
  });
});

describe("rugged Field Craft tests (RUG-FC-1)", () => {
  const noFc = (traits: Figure["traits"]): Figure => ({ id: "nofc", name: "Lt. Blank", class: "PRP", luck: 5, traits });
  it("RUG-AMB-34 RUG-TRAIT-N6 RUG-TRAIT-P2: a missing Field Craft is refused by every test, naming the figure", () => {
    const checks: (() => unknown)[] = [
      () => fieldCraftCheck(noFc([])),
      () => sixthSense(noFc([RUGGED_TRAITS.sixthSense]), 5),
      () => impetuousCheck(noFc([RUGGED_TRAITS.impetuous]), { distance: 5, superiorPresent: false, commandsUnit: false }),
    ];
    for (const check of checks) {
      expect(check).toThrow(RulesError);
      expect(check).toThrow(/Lt\. Blank \(nofc\) has no Field Craft/);
    }
    // with a Field Craft the tests are made as before
    expect(resolve(sixthSense({ ...noFc([RUGGED_TRAITS.sixthSense]), fieldCraft: 4 }, 5), scriptedDice(["d10:4"])).value.badFeeling).toBe(true);
  });
});

describe("rugged volleys: each hit carries the weapon that scored it (RUG-SHOOT-7, VIV-WOUND-2)", () => {
  // expected by hand: base 4, +2 short range, +2 stationary = 8, a die hits with 4/5. On vivid's D6 table
  // (RUG-AMB-1) a shotgun hit rolls D6+1: never "none", and a thug's Wounded counts as Killed, so every
  // shotgun hit kills; a rifle hit kills on 2-6 (5/6). A lone thug at 4":
  // shotgun (2 dice): 1 - (1/5)^2 = 24/25; shotgun and rifle: 1 - (1/5)^2 * (1 - 4/5 * 5/6) = 74/75.
  const shooter = (id: string, weapon: (typeof RUGGED_WEAPONS)["shotgun"]): Figure => ({ id, name: id, class: "Combatant", weapons: [weapon] });
  const thug: Unit = { id: "thugs", kind: "combatant", members: [{ id: "t", name: "Thug", class: "Combatant" }] };
  const killed = (shooters: Figure[]) =>
    odds(shootingVolleyWithWounds({ shooters, target: thug, context: { distance: 4, shooterMode: "stationary" } }))
      .probability((r) => r.unit.members[0]?.status?.wound === "killed")
      .toString();
  it("RUG-AMB-35 VIV-WOUND-2: with the defaults a shotgun kills a lone thug with 24/25, no caller setting needed", () => {
    expect(killed([shooter("s", RUGGED_WEAPONS.shotgun)])).toBe("24/25");
    expect(
      odds(shootingVolleyCasualties({ shooters: [shooter("s", RUGGED_WEAPONS.shotgun)], target: thug, context: { distance: 4, shooterMode: "stationary" } }))
        .probability((r) => r.killed === 1)
        .toString(),
    ).toBe("24/25");
  });
  it("RUG-AMB-35: a volley of a shotgun and a rifle: the +1 goes with the shotgun's hits only (74/75)", () => {
    expect(killed([shooter("s", RUGGED_WEAPONS.shotgun), shooter("r", RUGGED_WEAPONS.boltRifle)])).toBe("74/75");
    expect(killed([shooter("r", RUGGED_WEAPONS.boltRifle), shooter("s", RUGGED_WEAPONS.shotgun)])).toBe("74/75");
    // the shotgun's hits and the rifle's roll apart, each wound roll with its own modifiers
    const r = resolve(
      shootingVolleyWithWounds({
        shooters: [shooter("s", RUGGED_WEAPONS.shotgun), shooter("r", RUGGED_WEAPONS.boltRifle)],
        target: thug,
        context: { distance: 4, shooterMode: "stationary" },
      }),
      scriptedDice(["d10:9", "d10:9", "d10:1", "d6:1"]),
    );
    expect(r.value.hits).toBe(1);
    expect(r.value.outcomes.t).toMatchObject({ rolled: "none", state: "fit" });
  });
});
