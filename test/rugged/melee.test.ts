import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import { type Figure, handToHandHitNumber, type MeleeChart, resolveHandToHand, type Trait } from "../../src/rugged/index.js";
import { VIVID_MELEE_CHART } from "../../src/vivid/index.js";

const swordsman: Trait = {
  id: "RUG-TRAIT-P4",
  name: "Excellent Swordsman",
  polarity: "positive",
  designatedWeapon: "sabre",
  effects: [{ kind: "handToHandBonus", value: 2 }],
};
const martialArts: Trait = { id: "RUG-TRAIT-P11", name: "Martial Arts", polarity: "positive", effects: [{ kind: "handToHandBase", value: 8 }] };
const ambidextrous: Trait = { id: "RUG-TRAIT-P1", name: "Ambidextrous", polarity: "positive", effects: [{ kind: "ambidextrous", dice: 2 }] };
const clumsy: Trait = { id: "RUG-TRAIT-N4", name: "Clumsy", polarity: "negative", effects: [{ kind: "clumsy", shootingTrigger: "chargingEnemy" }] };
const rex: Figure = { id: "rex", name: "Rex", class: "PRP", luck: 5, handToHandClass: "trained" };
const dacoit: Figure = { id: "d", name: "Dacoit", class: "Combatant", handToHandClass: "armedFirearm" };
const pistol = { name: "Webley", class: "pistolBow", dice: 1, short: 6, medium: 15, long: null, baseHit: 4, oneHanded: true } as const;
const house: MeleeChart = { ...VIVID_MELEE_CHART, name: "house chart", rule: "HOUSE-H", base: { martialArts: 9, trained: 5, armedFirearm: 5, improvised: 3 } };
const duel = {
  active: [rex],
  passive: [dacoit],
  attacks: [
    { attackerId: "rex", targetId: "d" },
    { attackerId: "d", targetId: "rex" },
  ],
};

describe("rugged hand-to-hand", () => {
  it("RUG-HTH-1, RUG-AMB-1: the default chart and procedure are vivid's, noted in every fight's trace", () => {
    const r = resolve(resolveHandToHand(duel), scriptedDice(["d10:2", "d6:3"]));
    expect(r.trace[0]).toMatchObject({ type: "note", rule: "RUG-AMB-1" });
    expect(r.value.figures[1]?.status?.wound).toBe("killed");
    expect(r.value.strikes[1]?.reason).toBe("killed");
    expect(handToHandHitNumber(rex, dacoit).entries[0]).toMatchObject({ rule: "RUG-AMB-1" });
  });

  it("RUG-AMB-1: with handToHand 'custom' the app's chart is used and named in the trace", () => {
    expect(handToHandHitNumber(rex, dacoit, {}, { handToHand: "custom" }, { meleeChart: house }).n).toBe(5);
    const r = resolve(resolveHandToHand(duel, { handToHand: "custom" }, { meleeChart: house }), scriptedDice(["d10:6", "d10:9"]));
    expect(r.trace[0]).toMatchObject({ type: "note", rule: "RUG-AMB-1", text: "hand-to-hand: house chart (custom)" });
    expect(() => resolveHandToHand(duel, { handToHand: "custom" })).toThrow(RulesError);
  });

  it("RUG-TRAIT-P4: Excellent Swordsman adds +2 with the designated weapon", () => {
    expect(handToHandHitNumber({ ...rex, traits: [swordsman] }, dacoit).n).toBe(9);
    expect(handToHandHitNumber({ ...rex, traits: [swordsman] }, dacoit, { withDesignatedWeapon: false }).n).toBe(7);
  });

  it("RUG-TRAIT-P11, RUG-AMB-21: Martial Arts gives a base of 8 (borrowed from vivid)", () => {
    expect(handToHandHitNumber({ ...rex, handToHandClass: "improvised", traits: [martialArts] }, dacoit).n).toBe(8);
  });

  it("RUG-TRAIT-P1: Ambidextrous with two one-handed weapons fights with 2 dice; the number is unchanged", () => {
    const two = { ...rex, traits: [ambidextrous], weapons: [pistol, pistol] };
    const r = resolve(
      resolveHandToHand({ active: [two], passive: [dacoit], attacks: [{ attackerId: "rex", targetId: "d" }] }),
      scriptedDice(["d10:8", "d10:7", "d6:1"]),
    );
    expect(r.value.strikes[0]?.hits).toBe(1);
  });

  it("RUG-TRAIT-N4, RUG-AMB-22, RUG-AMB-29: a Clumsy PRP tests luck before any hand-to-hand, even when struck back at; Huge Joss re-rolls it", () => {
    const clumsyRex = { ...rex, traits: [clumsy] };
    const r = resolve(
      resolveHandToHand({
        active: [dacoit],
        passive: [clumsyRex],
        attacks: [
          { attackerId: "d", targetId: "rex" },
          { attackerId: "rex", targetId: "d" },
        ],
      }),
      scriptedDice(["d10:9", "d10:8"]),
    );
    expect(r.value.strikes[1]).toMatchObject({ phase: "back", reason: "droppedWeapon" });
    const joss: Trait = { id: "RUG-TRAIT-P9", name: "Huge Joss", polarity: "positive", effects: [{ kind: "luckReroll" }] };
    const again = resolve(
      resolveHandToHand({ active: [{ ...clumsyRex, traits: [clumsy, joss] }], passive: [dacoit], attacks: [{ attackerId: "rex", targetId: "d" }] }),
      scriptedDice(["d10:8", "d10:3", "d10:9"]),
    );
    expect(again.value.strikes[0]).toMatchObject({ reason: "struck", hits: 0 });
  });

  it("RUG-HTH-1: exact odds of a first strike by a trained PRP killing a dacoit: 7/10 x 1 (D6 + 1 >= 2 always Wounded or worse)", () => {
    const p = odds(
      resolveHandToHand({ active: [rex], passive: [dacoit], attacks: [{ attackerId: "rex", targetId: "d" }] }).map((r) => r.figures[1]?.status?.wound ?? "fit"),
    );
    expect(p.probability("killed").toString()).toBe("7/10");
  });
});
