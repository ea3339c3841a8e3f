// Issue 11, the wound / morale / gadget side of vivid where mechanics meet (Appendix B: VIV-AMB-43, 46, 47, 48).
import { describe, expect, it } from "vitest";
import { Fraction, odds, resolve, scriptedDice } from "../../src/index.js";
import {
  canFire,
  cliffHanger,
  deathRay,
  type Figure,
  fiftyPercentRule,
  handToHandHitNumber,
  impetuousCheck,
  moraleCheck,
  resolveHandToHand,
  sixthSense,
  resolveWounds,
  shootingVolleyWithWounds,
  shootingVolley,
  shootingVolleyCasualties,
  type Unit,
  VIVID_GADGETS,
  VIVID_TRAITS,
  VIVID_WEAPONS,
  woundVolley,
  zombieDust,
} from "../../src/vivid/index.js";

const thug = (i: number, status?: Figure["status"]): Figure => ({
  id: `t${String(i)}`,
  name: `Thug ${String(i)}`,
  class: "Combatant",
  side: "bad",
  ...(status === undefined ? {} : { status }),
});

describe("vivid's 50% rule (VIV-MOR-10)", () => {
  // 10 thugs: 4 killed, 2 knocked out for the game by mercy bullets (no turns counted), 1 gassed for 2 turns
  const side: Unit = {
    id: "thugs",
    kind: "combatant",
    side: "bad",
    members: Array.from({ length: 10 }, (_, i) =>
      thug(i, i < 4 ? { wound: "killed" } : i < 6 ? { wound: "unconscious" } : i === 6 ? { wound: "unconscious", unconsciousTurnsLeft: 2 } : undefined),
    ),
  };
  it("VIV-AMB-48 VIV-MOR-10 VIV-GAD-5: figures out for the game count as lost (default): 6 of 10 lost, the side retires", () => {
    expect(fiftyPercentRule([side])).toMatchObject({ lost: 6, total: 10, retire: true, retiringUnitIds: ["thugs"] });
  });
  it("VIV-AMB-48: with fiftyPercentCountsKnockedOut false only the dead count: 4 of 10, no retirement", () => {
    expect(fiftyPercentRule([side], undefined, { fiftyPercentCountsKnockedOut: false })).toMatchObject({ lost: 4, retire: false });
  });
});

describe("vivid zombies and the madness mist (VIV-GAD-16, VIV-GAD-22)", () => {
  const corpse: Figure = { id: "c", name: "Carter", class: "Combatant", handToHandClass: "improvised", status: { wound: "killed" } };
  const master: Figure = { id: "m", name: "Baron", class: "PC", side: "bad", luck: 5 };
  const zombie = resolve(zombieDust(corpse, master, true), scriptedDice(["d10:6"])).value.figure;
  const mad = (i: number): Figure => ({ ...thug(i), status: { frenzyTurnsLeft: 2 } });

  it("VIV-AMB-47 VIV-GAD-22: a zombie fights at base 6 whatever its corpse's class (4 here)", () => {
    expect(zombie.figureType).toBe("zombie");
    expect(handToHandHitNumber(zombie, thug(1)).n).toBe(6);
    expect(handToHandHitNumber({ ...zombie, handToHandClass: "martialArts" }, thug(1)).n).toBe(6);
    expect(handToHandHitNumber(corpse, thug(1)).n).toBe(4);
  });

  it("VIV-AMB-47 VIV-GAD-22 VIV-GAD-16: zombies and madness-mist victims take no morale tests", () => {
    const horde: Unit = { id: "z", kind: "combatant", members: [zombie, { ...zombie, id: "z2" }] };
    const r = resolve(moraleCheck(horde, { trigger: "handToHand" }), scriptedDice([]));
    expect(r.value.outcome).toMatchObject({ tested: false, result: "exempt" });
    const frenzied: Unit = { id: "f", kind: "combatant", members: [mad(1), mad(2)] };
    expect(resolve(moraleCheck(frenzied, { trigger: "shooting" }), scriptedDice([])).value.outcome.result).toBe("exempt");
    // in a mixed unit only the others test, and a failure leaves the frenzied figure as it was
    const mixed: Unit = { id: "x", kind: "combatant", troopType: "militia", members: [mad(1), thug(2), thug(3)] };
    const m = resolve(moraleCheck(mixed, { trigger: "handToHand" }), scriptedDice(["d10:10"])).value;
    expect(m.outcome.failed).toEqual(["t2", "t3"]);
    expect(m.unit.members[0]?.status?.routing).toBeUndefined();
    expect(m.unit.morale).toBe("routing");
  });

  it("VIV-AMB-47 VIV-GAD-16: a frenzied figure cannot shoot (canFire says FRENZIED); once the frenzy is over it may", () => {
    const gunman: Figure = { ...mad(1), weapons: [VIVID_WEAPONS.boltRifle] };
    const v = canFire(gunman, VIVID_WEAPONS.boltRifle, { distance: 10 });
    expect(v.ok).toBe(false);
    expect(v.reasons.map((r) => r.code)).toEqual(["FRENZIED"]);
    expect(canFire({ ...gunman, status: { frenzyTurnsLeft: 0 } }, VIVID_WEAPONS.boltRifle, { distance: 10 }).ok).toBe(true);
  });
});

describe("vivid's effective Luck: Near Sighted caps it at 6 wherever it is read (VIV-TRAIT-N3)", () => {
  // expected by hand (exact fractions): one hit on the D6 table, 1 none, 2-4 wounded, 5-6 killed; luck steps down one level
  // Luck 6 (capped): killed 2/6 * 4/10 = 2/15, fit 1/6 + 3/6 * 6/10 = 7/15; Luck 8 (uncapped): killed 1/15, fit 17/30
  const jack: Figure = { id: "jack", name: "Jack", class: "PC", luck: 8, traits: [VIVID_TRAITS.nearSighted] };
  const none = { nearSightedCaps: "none" } as const;
  it("VIV-AMB-46 VIV-AMB-5 VIV-LUCK-2: luck against wounds uses the capped Luck (default) or the full Luck (nearSightedCaps 'none')", () => {
    const o = odds(resolveWounds(jack, [{}]));
    expect(o.probability((r) => r.outcome.state === "killed").toString()).toBe("2/15");
    expect(o.probability((r) => r.outcome.state === "fit").toString()).toBe("7/15");
    const u = odds(resolveWounds(jack, [{}], { options: none }));
    expect(u.probability((r) => r.outcome.state === "killed").toString()).toBe("1/15");
    expect(u.probability((r) => r.outcome.state === "fit").toString()).toBe("17/30");
    // the same through a volley's wounds
    const squad: Unit = { id: "u", kind: "combatant", members: [jack] };
    expect(
      odds(woundVolley(squad, { jack: 1 }))
        .probability((r) => r.unit.members[0]?.status?.wound === "killed")
        .toString(),
    ).toBe("2/15");
    expect(
      odds(woundVolley(squad, { jack: 1 }, {}, { options: none }))
        .probability((r) => r.unit.members[0]?.status?.wound === "killed")
        .toString(),
    ).toBe("1/15");
  });

  it("VIV-AMB-46 VIV-CLIFF-1: the Cliff-hanger rolls under the capped Luck: 3/5, or 4/5 with nearSightedCaps 'none'", () => {
    const dead: Figure = { ...jack, status: { wound: "killed" } };
    expect(
      odds(cliffHanger(dead, true))
        .probability((r) => r.survived)
        .toString(),
    ).toBe("3/5");
    expect(
      odds(cliffHanger(dead, true, 0, none))
        .probability((r) => r.survived)
        .toString(),
    ).toBe("4/5");
  });

  it("VIV-AMB-46 VIV-TRAIT-P2 VIV-TRAIT-N5 VIV-TRAIT-N4: Sixth Sense, Impetuous and Clumsy before shooting read the capped Luck (6/10), or 8/10 uncapped", () => {
    const seer: Figure = { ...jack, traits: [VIVID_TRAITS.nearSighted, VIVID_TRAITS.sixthSense, VIVID_TRAITS.impetuous, VIVID_TRAITS.clumsy] };
    expect(
      odds(sixthSense(seer, 5))
        .probability((r) => r.badFeeling)
        .toString(),
    ).toBe("3/5");
    expect(
      odds(sixthSense(seer, 5, none))
        .probability((r) => r.badFeeling)
        .toString(),
    ).toBe("4/5");
    const near = { distance: 3, superiorPresent: false, commandsUnit: false };
    expect(
      odds(impetuousCheck(seer, near))
        .probability((r) => r.mustCharge)
        .toString(),
    ).toBe("2/5");
    expect(
      odds(impetuousCheck(seer, near, none))
        .probability((r) => r.mustCharge)
        .toString(),
    ).toBe("1/5");
    const gunman: Figure = { ...seer, weapons: [VIVID_WEAPONS.boltRifle] };
    const input = { shooters: [gunman], target: { id: "u", kind: "combatant" as const, members: [thug(1)] }, context: { distance: 5 } };
    expect(
      odds(shootingVolley(input))
        .probability((r) => r.dropped.length === 1)
        .toString(),
    ).toBe("2/5");
    expect(
      odds(shootingVolley(input, none))
        .probability((r) => r.dropped.length === 1)
        .toString(),
    ).toBe("1/5");
  });

  it("VIV-AMB-46 VIV-TRAIT-N4: Clumsy before hand-to-hand tests the capped Luck: a 7 drops the weapon; uncapped it holds", () => {
    const clumsy: Figure = { ...jack, traits: [VIVID_TRAITS.nearSighted, VIVID_TRAITS.clumsy], handToHandClass: "trained" };
    const fight = { active: [clumsy], passive: [thug(1)], attacks: [{ attackerId: "jack", targetId: "t1" }] };
    const capped = resolve(resolveHandToHand(fight), scriptedDice(["d10:7"])).value;
    expect(capped.strikes[0]?.reason).toBe("droppedWeapon");
    const full = resolve(resolveHandToHand(fight, none), scriptedDice(["d10:7", "d10:9"])).value;
    expect(full.strikes[0]).toMatchObject({ reason: "struck", hits: 0 });
    expect(
      odds(resolveHandToHand(fight))
        .probability((r) => r.strikes[0]?.reason === "droppedWeapon")
        .toString(),
    ).toBe("2/5");
    expect(
      odds(resolveHandToHand(fight, none))
        .probability((r) => r.strikes[0]?.reason === "droppedWeapon")
        .toString(),
    ).toBe("1/5");
  });
});

describe("Strong Like An Ox against several hits at once (VIV-TRAIT-P5, VIV-WOUND-3)", () => {
  // expected from the text by enumerating every roll order (a throwaway script, exact fractions): D6 table
  // 1 none, 2-4 wounded, 5-6 killed (+1 in hand-to-hand). 'firstAbsorbed': the first Wounded/Killed in roll
  // order is ignored and the worst of the others counts; 'worstAbsorbed': the worst is ignored.
  const ox: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5, traits: [VIVID_TRAITS.strongLikeAnOx] };
  const dist = (c: ReturnType<typeof resolveWounds>) => {
    const o = odds(c);
    return ["fit", "wounded", "killed"].map((st) => o.probability((r) => r.outcome.state === st).toString());
  };
  const worst = { oxMultiHit: "worstAbsorbed" } as const;
  it("VIV-AMB-43 VIV-TRAIT-P5: two ranged hits, no luck: fit 11/36, wounded 5/12, killed 5/18 (first absorbed); 11/36, 7/12, 1/9 (worst absorbed)", () => {
    expect(dist(resolveWounds(ox, [{}, {}], { useLuck: false }))).toEqual(["11/36", "5/12", "5/18"]);
    expect(dist(resolveWounds(ox, [{}, {}], { useLuck: false, options: worst }))).toEqual(["11/36", "7/12", "1/9"]);
    // one hit alone is still ignored whatever it rolls
    expect(dist(resolveWounds(ox, [{}], { useLuck: false }))).toEqual(["1", "0", "0"]);
  });

  it("VIV-AMB-43 VIV-WOUND-7 VIV-LUCK-2: Ox comes before luck: two hits with Luck 5: fit 37/72, wounded 25/72, killed 5/36 (first); 43/72, 25/72, 1/18 (worst)", () => {
    expect(dist(resolveWounds(ox, [{}, {}]))).toEqual(["37/72", "25/72", "5/36"]);
    expect(dist(resolveWounds(ox, [{}, {}], { options: worst }))).toEqual(["43/72", "25/72", "1/18"]);
  });

  it("VIV-AMB-43: the trace says which result Ox took and what still counts", () => {
    const r = resolve(resolveWounds(ox, [{}, {}], { useLuck: false }), scriptedDice(["d6:3", "d6:6"]));
    expect(r.value.outcome).toMatchObject({ rolled: "killed", ox: true, result: "killed", state: "killed" });
    expect(r.trace).toContainEqual(expect.objectContaining({ rule: "VIV-AMB-43" }));
    // worst absorbed: the Killed is ignored, the Wounded counts
    const w = resolve(resolveWounds(ox, [{}, {}], { useLuck: false, options: worst }), scriptedDice(["d6:3", "d6:6"]));
    expect(w.value.outcome).toMatchObject({ rolled: "killed", ox: true, result: "wounded", state: "wounded" });
  });

  it("VIV-AMB-43 VIV-SHOOT-5: a lone Ox PC hit four times in a volley: killed 145/216 (first) or 11/27 (worst) given four hits, never always fit", () => {
    const alone: Unit = { id: "jack-alone", kind: "combatant", members: [ox] };
    for (const [options, killed, k] of [
      [{}, "145/216", Fraction.of(145, 216)],
      [worst, "11/27", Fraction.of(11, 27)],
    ] as const) {
      // through woundVolley (allocation given) ...
      const v = odds(woundVolley(alone, { jack: 4 }, {}, { useLuck: false, options }));
      expect(v.probability((r) => r.unit.members[0]?.status?.wound === "killed").toString()).toBe(killed);
      // ... and through the volley with wounds, given four hits
      const input = {
        shooters: ["a", "b", "c", "d"].map((id) => ({ id, name: id, class: "Combatant" as const, weapons: [VIVID_WEAPONS.boltRifle] })),
        target: alone,
        context: { distance: 5 },
      };
      const full = odds(shootingVolleyWithWounds(input, options, { useLuck: false }));
      const four = full.probability((r) => r.hits === 4);
      expect(four.toString()).not.toBe("0");
      const dead = full.probability((r) => r.hits === 4 && r.unit.members[0]?.status?.wound === "killed");
      expect(dead.toString()).toBe(four.times(k).toString());
      const counts = odds(shootingVolleyCasualties(input, options, { useLuck: false }));
      expect(counts.probability((r) => r.hits === 4 && r.killed === 1).toString()).toBe(four.times(k).toString());
    }
  });

  it("VIV-AMB-43 VIV-HTH-4: two hand-to-hand hits on an Ox PC: wounded 1/2, killed 1/2 (first) or 3/4, 1/4 (worst); never unhurt", () => {
    expect(dist(resolveWounds(ox, [{ handToHand: true }, { handToHand: true }], { useLuck: false }))).toEqual(["0", "1/2", "1/2"]);
    expect(dist(resolveWounds(ox, [{ handToHand: true }, { handToHand: true }], { useLuck: false, options: worst }))).toEqual(["0", "3/4", "1/4"]);
  });
});

describe("gadgets inside the combined resolvers: what a figure carries (Figure.gadgets)", () => {
  // expected by hand: a worn vest stops a hit on a D10 of 6 or less (VIV-GAD-12, VIV-AMB-32); otherwise a
  // thug's wound roll kills on 2-6 (Wounded counts as Killed): 4/10 * 5/6 = 1/3. Mercy bullets add +2, so a
  // hit thug is always at least Wounded: unconscious (VIV-GAD-5). The Death Ray's +3 (VIV-GAD-18) makes every
  // hit on a non-PC at least Wounded: killed; a PC rolls plainly.
  const vested: Figure = { ...thug(1), gadgets: [VIVID_GADGETS.bulletProofVest] };
  const lone = (f: Figure): Unit => ({ id: "u", kind: "combatant", members: [f] });
  const killedGivenOneHit = (shooters: Figure[], target: Figure) => {
    const o = odds(shootingVolleyWithWounds({ shooters, target: lone(target), context: { distance: 5 } }));
    const one = o.probability((r) => r.hits === 1);
    return { one, o };
  };
  const rifleman: Figure = { id: "r", name: "Rifleman", class: "Combatant", weapons: [VIVID_WEAPONS.boltRifle] };

  it("VIV-GAD-12 VIV-AMB-32: a carried vest is read by resolveWounds, woundVolley and the volley with wounds: killed 1/3 per hit", () => {
    expect(
      odds(resolveWounds(vested, [{}]))
        .probability((r) => r.outcome.state === "killed")
        .toString(),
    ).toBe("1/3");
    expect(
      odds(woundVolley(lone(vested), { t1: 1 }))
        .probability((r) => r.unit.members[0]?.status?.wound === "killed")
        .toString(),
    ).toBe("1/3");
    const { one, o } = killedGivenOneHit([rifleman], vested);
    expect(o.probability((r) => r.hits === 1 && r.unit.members[0]?.status?.wound === "killed").toString()).toBe(one.times(Fraction.of(1, 3)).toString());
    // a vest given in the settings still wins; an empty list carries nothing
    expect(
      odds(resolveWounds(vested, [{}], { vest: false }))
        .probability((r) => r.outcome.state === "killed")
        .toString(),
    ).toBe("5/6");
  });

  it("VIV-GAD-5 VIV-AMB-29: mercy bullets the shooter carries knock out the thugs it hits in a volley", () => {
    const moral: Figure = { id: "p", name: "The Shadow", class: "PC", luck: 5, weapons: [VIVID_WEAPONS.boltRifle], gadgets: [VIVID_GADGETS.mercyBullets] };
    const o = odds(shootingVolleyCasualties({ shooters: [moral], target: lone(thug(1)), context: { distance: 5 } }));
    const hit = o.probability((r) => r.hits === 1);
    expect(hit.toString()).not.toBe("0");
    expect(o.probability((r) => r.unconscious === 1).toString()).toBe(hit.toString());
    expect(o.probability((r) => r.killed > 0).toString()).toBe("0");
    // option mercyVestApplies false: a vest does not stop them (the thug still goes down: 1 per hit)
    const v = odds(shootingVolleyCasualties({ shooters: [moral], target: lone(vested), context: { distance: 5 } }, { mercyVestApplies: false }));
    expect(v.probability((r) => r.unconscious === 1).toString()).toBe(hit.toString());
    const w = odds(shootingVolleyCasualties({ shooters: [moral], target: lone(vested), context: { distance: 5 } }));
    expect(w.probability((r) => r.unconscious === 1).toString()).toBe(hit.times(Fraction.of(2, 5)).toString());
  });

  it("VIV-GAD-18: the Death Ray's +3 against non-PCs in a volley with wounds: every hit on a thug kills; a PC rolls plainly", () => {
    const koo: Figure = { id: "koo", name: "Dr. Koo", class: "PC", luck: 5, weapons: [deathRay()] };
    const o = odds(shootingVolleyCasualties({ shooters: [koo], target: lone(thug(1)), context: { distance: 30 } }));
    expect(o.probability((r) => r.hits === 1).toString()).toBe(o.probability((r) => r.hits === 1 && r.killed === 1).toString());
    const pc: Figure = { id: "jack", name: "Jack", class: "PC", luck: 0 };
    const p = odds(shootingVolleyWithWounds({ shooters: [koo], target: lone(pc), context: { distance: 30 } }, {}, { useLuck: false }));
    const hitPc = p.probability((r) => r.hits === 1);
    // a PC: killed on 5-6 only (2/6)
    expect(p.probability((r) => r.hits === 1 && r.unit.members[0]?.status?.wound === "killed").toString()).toBe(hitPc.times(Fraction.of(1, 3)).toString());
  });
});

describe("gadgets in hand-to-hand (VIV-HTH-1..4): what the fighters carry", () => {
  // expected by hand: a trained fighter hits on 7 (7/10). A hand-to-hand wound roll is D6+1: never "none",
  // so a hit thug is killed unless its vest takes the hit (D10 of 6 or less, 6/10): killed 7/10 * 4/10 = 7/25.
  // A PC with the thimble adds +3 (always Killed) and knocks out instead: unconscious 7/10. The Hair Pins give
  // +2 the first turn: an improvised fighter (4) hits on 6.
  const pc: Figure = { id: "eve", name: "Lady Evelyn", class: "PC", luck: 5, handToHandClass: "trained" };
  const fight = (a: Figure, t: Figure, extra: Record<string, unknown> = {}) => ({
    active: [a],
    passive: [t],
    attacks: [{ attackerId: a.id, targetId: t.id, ...extra }],
  });
  const stateOf = (r: { figures: readonly Figure[] }, id: string) => r.figures.find((f) => f.id === id)?.status?.wound;
  it("VIV-GAD-12 VIV-AMB-32: the vest a fighter carries takes hand-to-hand hits too ('any type of combat')", () => {
    const vested: Figure = { ...thug(1), gadgets: [VIVID_GADGETS.bulletProofVest] };
    expect(
      odds(resolveHandToHand(fight(pc, vested)))
        .probability((r) => stateOf(r, "t1") === "killed")
        .toString(),
    ).toBe("7/25");
  });
  it("VIV-GAD-7 VIV-AMB-30: the Anesthetic Thimble used in a fight knocks out (7/10) and spends a use per hit delivered", () => {
    const wearer: Figure = { ...pc, gadgets: [VIVID_GADGETS.anestheticThimble] };
    const f = fight(wearer, thug(1), { gadgetId: VIVID_GADGETS.anestheticThimble.id });
    const o = odds(resolveHandToHand(f));
    expect(o.probability((r) => stateOf(r, "t1") === "unconscious").toString()).toBe("7/10");
    expect(o.probability((r) => stateOf(r, "t1") === "killed").toString()).toBe("0");
    const r = resolve(resolveHandToHand(f), scriptedDice(["d10:2", "d6:1"])).value;
    expect(stateOf(r, "t1")).toBe("unconscious");
    expect(r.figures.find((x) => x.id === "eve")?.gadgets?.[0]?.uses).toBe(2);
    // a spent thimble gives plain hits; an unknown gadget id is refused
    const empty: Figure = { ...pc, gadgets: [{ ...VIVID_GADGETS.anestheticThimble, uses: 0 }] };
    expect(
      odds(resolveHandToHand(fight(empty, thug(1), { gadgetId: "VIV-GAD-7" })))
        .probability((x) => stateOf(x, "t1") === "killed")
        .toString(),
    ).toBe("7/10");
    expect(() => resolveHandToHand(fight(pc, thug(1), { gadgetId: "VIV-GAD-7" }))).toThrow(/carries no thimble/);
  });
  it("VIV-GAD-17: the Hair Pins of Death give +2 to hit the first turn they are used (6 for an improvised fighter), not after", () => {
    const femme: Figure = { id: "f", name: "Madame Lotus", class: "Combatant", gadgets: [VIVID_GADGETS.hairPins] };
    const hit = (extra: Record<string, unknown>) =>
      odds(resolveHandToHand(fight(femme, { ...thug(1), status: { stunned: true } }, extra)))
        .probability((r) => (r.strikes[0]?.hits ?? 0) > 0)
        .toString();
    expect(hit({ gadgetId: VIVID_GADGETS.hairPins.id })).toBe("3/5");
    expect(hit({ gadgetId: VIVID_GADGETS.hairPins.id, gadgetFirstTurn: false })).toBe("2/5");
    expect(hit({})).toBe("2/5");
  });
});
