import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice, seededDice } from "../../src/index.js";
import { type Figure, handToHandHitNumber, resolveHandToHand, type Trait } from "../../src/vivid/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";

const soldier: Figure = { id: "s", name: "Soldier", class: "Combatant", handToHandClass: "trained" };
const thug: Figure = { id: "t", name: "Thug", class: "Combatant", handToHandClass: "armedFirearm" };
const clerk: Figure = { id: "c", name: "Clerk", class: "NonCombatant", handToHandClass: "improvised" };
const jack: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5, handToHandClass: "armedFirearm" };
const weaponMaster: Trait = { id: "VIV-TRAIT-P4", name: "Excellent Weapon Master", polarity: "positive", effects: [{ kind: "handToHandBonus", value: 2 }] };
const martialArts: Trait = { id: "VIV-TRAIT-P9", name: "Martial Arts", polarity: "positive", effects: [{ kind: "handToHandBase", value: 8 }] };
const ambidextrous: Trait = { id: "VIV-TRAIT-P1", name: "Ambidextrous", polarity: "positive", effects: [{ kind: "ambidextrous", dice: 2 }] };
const clumsy: Trait = { id: "VIV-TRAIT-N4", name: "Clumsy", polarity: "negative", effects: [{ kind: "clumsy", shootingTrigger: "anyEnemy" }] };
const pistol = { name: "pistol", class: "pistolBow", dice: 1, short: 4, long: 12, baseHit: 4, oneHanded: true } as const;

const duel = (a: Figure, b: Figure) => ({
  active: [a],
  passive: [b],
  attacks: [
    { attackerId: a.id, targetId: b.id },
    { attackerId: b.id, targetId: a.id },
  ],
});

describe("vivid hand-to-hand", () => {
  it("VIV-DT-2, VIV-HTH-2, VIV-HTH-3: a soldier with bayonet against a barricaded doorway needs 7 - 3 - 2 = 2; a 3 misses", () => {
    const hn = handToHandHitNumber(soldier, thug, { lowWall: true, doorway: true });
    expect(hn.n).toBe(2);
    expect(hn.entries.flatMap((e) => (e.type === "modifier" ? [e.value] : []))).toEqual([-3, -2]);
    const r = resolve(
      resolveHandToHand({ active: [soldier], passive: [thug], attacks: [{ attackerId: "s", targetId: "t", situation: { lowWall: true, doorway: true } }] }),
      scriptedDice(["d10:3"]),
    );
    expect(r.value.strikes[0]).toMatchObject({ hits: 0, reason: "struck" });
  });

  it("VIV-DT-3, VIV-HTH-4: improvised weapon against a low wall and upstairs: 4 - 3 - 1 = 0, floored to 1; a 1 hits", () => {
    const hn = handToHandHitNumber(clerk, thug, { lowWall: true, higher: true });
    expect(hn.n).toBe(1);
    expect(hn.entries.some((e) => e.type === "note" && e.rule === "VIV-HTH-4")).toBe(true);
    const r = resolve(
      resolveHandToHand({ active: [clerk], passive: [thug], attacks: [{ attackerId: "c", targetId: "t", situation: { lowWall: true, higher: true } }] }),
      scriptedDice(["d10:1", "d6:1"]),
    );
    expect(r.value.strikes[0]?.hits).toBe(1);
  });

  it("VIV-HTH-2, VIV-HTH-3, VIV-TRAIT-P4, VIV-TRAIT-P9: Martial Arts base 8, Weapon Master +2, armoured opponent -1", () => {
    expect(handToHandHitNumber({ ...clerk, traits: [martialArts] }, thug).n).toBe(8);
    expect(handToHandHitNumber({ ...soldier, traits: [weaponMaster] }, thug).n).toBe(9);
    expect(handToHandHitNumber({ ...soldier, traits: [weaponMaster] }, thug, { withDesignatedWeapon: false }).n).toBe(7);
    expect(handToHandHitNumber(soldier, { ...thug, armoured: "warPants" }).n).toBe(6);
    expect(handToHandHitNumber(clerk, thug).n).toBe(4);
    expect(handToHandHitNumber({ id: "x", name: "X", class: "Combatant" }, thug).n).toBe(4);
  });

  it("VIV-SEQ-2, VIV-HTH-1, VIV-HTH-4, VIV-WOUND-2: the active side strikes first, each hit wounds at +1, survivors strike back", () => {
    // soldier 7: d10 3 hits; thug wound d6 1 + 1 = 2 Wounded -> non-PC Killed; the thug cannot strike back
    const r = resolve(resolveHandToHand(duel(soldier, thug)), scriptedDice(["d10:3", "d6:1"]));
    expect(r.value.strikes).toEqual([
      { attackerId: "s", targetId: "t", phase: "first", hits: 1, reason: "struck" },
      { attackerId: "t", targetId: "s", phase: "back", hits: 0, reason: "killed" },
    ]);
    expect(r.value.figures[1]?.status?.wound).toBe("killed");
    expect(r.trace.some((e) => e.type === "modifier" && e.rule === "VIV-WOUND-2" && e.label === "hit in hand-to-hand")).toBe(true);
    // a miss: the thug survives and strikes back (6): d10 6 hits; soldier d6 5 + 1 -> Killed
    const back = resolve(resolveHandToHand(duel(soldier, thug)), scriptedDice(["d10:8", "d10:6", "d6:5"]));
    expect(back.value.strikes[1]).toMatchObject({ phase: "back", hits: 1 });
    expect(back.value.figures[0]?.status?.wound).toBe("killed");
  });

  it("VIV-AMB-19, VIV-MOR-6, VIV-MOR-12: wounded, routing and disrupted figures cannot strike back", () => {
    for (const status of [{ wound: "wounded" as const }, { routing: true }, { disrupted: true }]) {
      const r = resolve(resolveHandToHand(duel(soldier, { ...thug, status })), scriptedDice(["d10:9"]));
      expect(r.value.strikes[1]?.hits).toBe(0);
      expect(r.value.strikes[1]?.reason).not.toBe("struck");
    }
    // a PC wounded by the first strike cannot strike back either
    const r = resolve(resolveHandToHand(duel(soldier, jack)), scriptedDice(["d10:1", "d6:3", "d10:9"]));
    expect(r.value.figures[1]?.status?.wound).toBe("wounded");
    expect(r.value.strikes[1]?.reason).toBe("wounded");
  });

  it("VIV-TRAIT-P1, VIV-HTH-1: Ambidextrous with two one-handed weapons rolls 2 dice", () => {
    const twoGuns: Figure = { ...jack, traits: [ambidextrous], weapons: [pistol, pistol] };
    const r = resolve(
      resolveHandToHand({ active: [twoGuns], passive: [thug], attacks: [{ attackerId: "jack", targetId: "t" }] }),
      scriptedDice(["d10:2", "d10:9", "d6:1"]),
    );
    expect(r.value.strikes[0]?.hits).toBe(1);
    const one = resolve(
      resolveHandToHand({ active: [{ ...jack, traits: [ambidextrous] }], passive: [thug], attacks: [{ attackerId: "jack", targetId: "t" }] }),
      scriptedDice(["d10:9"]),
    );
    expect(one.trace.filter((e) => e.type === "die")).toHaveLength(1);
  });

  it("VIV-TRAIT-N4: a Clumsy PC tests luck before hand-to-hand; a failure drops the weapon", () => {
    const clumsyJack: Figure = { ...jack, traits: [clumsy] };
    const r = resolve(resolveHandToHand({ active: [clumsyJack], passive: [thug], attacks: [{ attackerId: "jack", targetId: "t" }] }), scriptedDice(["d10:6"]));
    expect(r.value.strikes[0]?.reason).toBe("droppedWeapon");
    expect(r.value.figures[0]?.status?.droppedWeapon).toBe(true);
    const ok = resolve(
      resolveHandToHand({ active: [clumsyJack], passive: [thug], attacks: [{ attackerId: "jack", targetId: "t" }] }),
      scriptedDice(["d10:5", "d10:7"]),
    );
    expect(ok.value.strikes[0]).toMatchObject({ reason: "struck", hits: 0 });
  });

  it("VIV-HTH-4: bad input is a RulesError, never a TypeError", () => {
    expect(() => resolveHandToHand({ active: [soldier], passive: [thug], attacks: [{ attackerId: "s", targetId: "s" }] })).toThrow(RulesError);
    expect(() => resolveHandToHand({ active: [soldier], passive: [soldier], attacks: [] })).toThrow(RulesError);
    expect(() => resolveHandToHand(null as never)).toThrow(RulesError);
    expect(() => handToHandHitNumber(soldier, { id: 3 } as never)).toThrow(RulesError);
  });

  it("VIV-HTH-4, VIV-SEQ-2: properties: odds total 1, deterministic per seed, inputs not mutated, frequencies match odds", () => {
    const fight = deepFreeze(duel({ ...jack, traits: [martialArts] }, soldier));
    expect(odds(resolveHandToHand(fight)).total().toString()).toBe("1");
    // two chances built apart from the same (frozen) fight, once each: the property resolves them, it does not
    // rebuild the fight per seed (building it was most of this test's time)
    const a = resolveHandToHand(fight);
    const b = resolveHandToHand(fight);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(resolve(a, seededDice(seed))).toEqual(resolve(b, seededDice(seed)));
      }),
      { numRuns: 30 },
    );
    expectFrequenciesMatchOdds(
      a.map((r) => r.figures.map((f) => f.status?.wound ?? "fit").join("/")),
      { runs: 20_000, seed: 11 },
    );
  });

  it("VIV-HTH-3: a worse situation never raises the chance of a hit", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (lowWall, doorway, higher) => {
        const a = handToHandHitNumber(soldier, thug, { lowWall, doorway, higher }).n;
        const b = handToHandHitNumber(soldier, thug, { lowWall: true, doorway, higher }).n;
        expect(b).toBeLessThanOrEqual(a);
      }),
    );
  });

  it("VIV-AMB-34: Hair Pins of Death use the figure's own hand-to-hand class, +2 in the first turn used (a modifier with its rule)", () => {
    const hairPins = { rule: "VIV-GAD-17", label: "Hair Pins of Death, first turn", value: 2 };
    const hn = handToHandHitNumber(clerk, thug, { modifiers: [hairPins] });
    expect(hn.n).toBe(6);
    expect(hn.entries).toContainEqual({ type: "modifier", ...hairPins });
  });

  it("VIV-AMB-35: a stunned figure cannot fight back in hand-to-hand (the hand-to-hand part of the ruling)", () => {
    const r = resolve(resolveHandToHand(duel(soldier, { ...thug, status: { stunned: true } })), scriptedDice(["d10:9"]));
    expect(r.value.strikes[1]).toMatchObject({ hits: 0, reason: "stunned" });
  });

  it('VIV-AMB-33: a whip (base 6) attacks within its 3" reach; the target strikes back only if it reaches too; the reach is an option', () => {
    const fight = (distance: number) => ({
      active: [jack],
      passive: [thug],
      attacks: [
        { attackerId: "jack", targetId: "t", distance, whip: true },
        { attackerId: "t", targetId: "jack", distance },
      ],
    });
    const r = resolve(resolveHandToHand(fight(3)), scriptedDice(["d10:6", "d6:1"]));
    expect(r.value.strikes[0]).toMatchObject({ reason: "struck", hits: 1 });
    expect(r.trace.some((e) => e.type === "note" && e.rule === "VIV-GAD-24" && e.text.includes("base 6"))).toBe(true);
    const miss = resolve(resolveHandToHand(fight(2)), scriptedDice(["d10:7"]));
    expect(miss.value.strikes[1]).toMatchObject({ phase: "back", reason: "outOfReach", hits: 0 });
    expect(resolve(resolveHandToHand(fight(4)), scriptedDice([])).value.strikes[0]?.reason).toBe("outOfReach");
    expect(resolve(resolveHandToHand(fight(2), { whipReachInches: 0 }), scriptedDice([])).value.strikes[0]?.reason).toBe("outOfReach");
  });
});
