// Issue 11, the wound / morale / trait side of rugged where mechanics meet (Appendix B: RUG-AMB-31, 32, 34, 35).
import { describe, expect, it } from "vitest";
import { RulesError, resolve, scriptedDice } from "../../src/index.js";
import { type Figure, fieldCraftCheck, impetuousCheck, moraleCheck, RUGGED_TRAITS, sixthSense, type Unit } from "../../src/rugged/index.js";

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
