import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice, type TraceEntry, validate } from "../../src/index.js";
import {
  deathRay,
  deathRayHits,
  deathRayPowerUp,
  type Figure,
  type VestInput,
  GadgetSchema,
  gadgetTurnStart,
  gasExposure,
  gasGrenade,
  handToHandHitNumber,
  hairPinsModifiers,
  knockoutDrops,
  mercyBullets,
  mindTransfer,
  movementAllowance,
  multiToolRoll,
  pickLock,
  resolveWounds,
  resuscitate,
  rollDoses,
  spendGadget,
  thimbleHits,
  VIVID_GADGETS,
  VIVID_MACHINE_PISTOL,
  wakeRoll,
  zombieControl,
  zombieDust,
} from "../../src/vivid/index.js";

const thug: Figure = { id: "t1", name: "Thug", class: "Combatant" };
const jack: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5 };
const out = (f: Figure): Figure => ({ ...f, status: { wound: "unconscious" } });
const mods = (trace: readonly TraceEntry[]) => trace.flatMap((e) => (e.type === "modifier" ? [e.value] : []));
const p = <T>(c: Parameters<typeof odds<T>>[0], pred: (v: T) => boolean) => odds(c).probability(pred).toString();

describe("vivid gadgets: the catalogue as data", () => {
  it("VIV-GAD-1..24: 24 gadgets, ids VIV-GAD-1 to VIV-GAD-24 in order, each a valid Gadget", () => {
    const all = Object.values(VIVID_GADGETS);
    expect(all.map((g) => g.id)).toEqual(Array.from({ length: 24 }, (_, i) => `VIV-GAD-${String(i + 1)}`));
    for (const g of all) expect(validate(GadgetSchema, g).ok).toBe(true);
  });

  it("VIV-GAD-2, VIV-GAD-21: acid vials and antidotes are narrative data with their GM inputs (VIV-GM-8)", () => {
    expect(VIVID_GADGETS.acidVials.effect).toMatchObject({ kind: "narrative" });
    expect(VIVID_GADGETS.antidotes.effect).toMatchObject({ kind: "narrative" });
    expect(VIVID_GADGETS.acidVials.gmInputs?.length).toBeGreaterThan(0);
    expect(VIVID_GADGETS.antidotes.gmInputs?.length).toBeGreaterThan(0);
    expect(VIVID_GADGETS.antidotes.origin).toBe("evil");
  });

  it('VIV-GAD-6, VIV-EX-5, VIV-AMB-36: the machine pistol: pistol range 4"/12", full auto 4 dice at base 3, single shot 1 die at base 5, mercy bullets allowed', () => {
    const e = VIVID_GADGETS.machinePistol.effect;
    expect(e.kind).toBe("weapon");
    if (e.kind !== "weapon") return;
    expect(e.profiles).toEqual([VIVID_MACHINE_PISTOL.fullAuto, VIVID_MACHINE_PISTOL.singleShot]);
    expect(e.profiles.map((w) => [w.dice, w.baseHit, w.short, w.long])).toEqual([
      [4, 3, 4, 12],
      [1, 5, 4, 12],
    ]);
    expect(e.mercyAmmo).toBe(true);
  });

  it("a house gadget is data: a bad one fails validation with a path, a wrong kind is refused by name", () => {
    const bad = validate(GadgetSchema, { id: "h", name: "Ray", origin: "evil", effect: { kind: "smoke", radiusInches: -1, durationTurns: 2 } });
    expect(bad.ok).toBe(false);
    expect(() => resuscitate(out(thug), VIVID_GADGETS.smokeBomb)).toThrow(/kind resuscitate/);
  });

  it("VIV-AMB-30: counters change by new objects; an untracked counter never runs out; an empty one says EMPTY", () => {
    const t = VIVID_GADGETS.anestheticThimble;
    const r = spendGadget(t, "uses", 2);
    expect(r).toEqual({ ok: true, gadget: { ...t, uses: 1 } });
    expect(t.uses).toBe(3);
    expect(spendGadget({ ...t, uses: 1 }, "uses", 2)).toEqual({ ok: false, reason: "EMPTY", left: 1 });
    expect(spendGadget(VIVID_GADGETS.smokeBomb, "charges")).toEqual({ ok: true, gadget: VIVID_GADGETS.smokeBomb });
    expect(() => spendGadget(t, "fuel" as "uses")).toThrow(RulesError);
  });
});

describe("vivid gadgets: knock-outs and waking", () => {
  it("VIV-GAD-3: inside the 4\" burst a D10 of 3 or less holds the breath (P 3/10), 4 knocks out for the GM's turns; outside, no roll", () => {
    const held = resolve(gasGrenade(thug, 4, { unconsciousTurns: 3 }), scriptedDice(["d10:3"]));
    expect(held.value).toMatchObject({ inBurst: true, heldBreath: true, leaves: "now" });
    expect(held.value.figure.status?.inactiveTurnsLeft).toBe(1);
    const ko = resolve(gasGrenade(thug, 2, { unconsciousTurns: 3 }), scriptedDice(["d10:4"]));
    expect(ko.value.figure.status).toMatchObject({ wound: "unconscious", unconsciousTurnsLeft: 3 });
    const far = resolve(gasGrenade(thug, 4.5, { unconsciousTurns: 3 }), scriptedDice([]));
    expect(far.value).toMatchObject({ inBurst: false, heldBreath: false });
    expect(p(gasGrenade(thug, 0, { unconsciousTurns: 2 }), (r) => r.heldBreath)).toBe("3/10");
    expect(() => gasGrenade(thug, 1, {} as { unconsciousTurns: number })).toThrow(/unconsciousTurns/);
    // a figure already knocked out or killed rolls nothing
    expect(resolve(gasGrenade(out(thug), 1, { unconsciousTurns: 3 }), scriptedDice([])).value.figure).toEqual(out(thug));
  });

  it("VIV-AMB-26: a breath-holder moves out at once (default) or waits out its inactive turn (option); either way no move or shoot next turn", () => {
    const now = resolve(gasGrenade(thug, 1, { unconsciousTurns: 1 }), scriptedDice(["d10:1"])).value;
    expect(now.leaves).toBe("now");
    const later = resolve(gasGrenade(thug, 1, { unconsciousTurns: 1 }, { options: { gasHoldersMove: "inactiveInPlace" } }), scriptedDice(["d10:1"])).value;
    expect(later.leaves).toBe("afterInactiveTurn");
    for (const r of [now, later]) {
      const next = gadgetTurnStart(r.figure);
      expect(next.status).toMatchObject({ stunned: true, inactiveTurnsLeft: 0 });
      expect(gadgetTurnStart(next).status?.stunned).toBe(false);
    }
  });

  it("VIV-GAD-20: knockout drops: a non-PC is out at once for the GM's turns (no roll); a PC avoids them on a luck roll (P 1/2 at Luck 5)", () => {
    const r = resolve(knockoutDrops(thug, 2), scriptedDice([]));
    expect(r.value).toMatchObject({ avoided: false });
    expect(r.value.figure.status).toMatchObject({ wound: "unconscious", unconsciousTurnsLeft: 2 });
    // counted turns run down at the start of each turn; at 0 the figure wakes
    const t1 = gadgetTurnStart(r.value.figure);
    expect(t1.status).toMatchObject({ wound: "unconscious", unconsciousTurnsLeft: 1 });
    expect(gadgetTurnStart(t1).status?.wound).toBe("fit");
    expect(resolve(knockoutDrops(jack, 2), scriptedDice(["d10:5"])).value).toEqual({ avoided: true, figure: jack });
    expect(resolve(knockoutDrops(jack, 2), scriptedDice(["d10:6"])).value.figure.status?.wound).toBe("unconscious");
    expect(p(knockoutDrops(jack, 2), (v) => v.avoided)).toBe("1/2");
  });

  it("VIV-EX-9, VIV-GAD-8: resuscitation D10 9 wakes the figure, 10 leaves it out (P 9/10); a dose is spent either way", () => {
    const drug = { ...VIVID_GADGETS.resuscitatingDrug, doses: 2 };
    const woke = resolve(resuscitate(out(thug), drug), scriptedDice(["d10:9"])).value;
    expect(woke).toMatchObject({ given: true, woke: true });
    expect(woke.figure.status?.wound).toBe("fit");
    expect(woke.drug.doses).toBe(1);
    const still = resolve(resuscitate(out(thug), drug), scriptedDice(["d10:10"])).value;
    expect(still).toMatchObject({ given: true, woke: false });
    expect(still.figure.status?.wound).toBe("unconscious");
    expect(still.drug.doses).toBe(1);
    expect(p(resuscitate(out(thug), drug), (v) => v.woke)).toBe("9/10");
    expect(resolve(resuscitate(out(thug), { ...drug, doses: 0 }), scriptedDice([])).value).toMatchObject({ given: false, reason: "NO_DOSES" });
    expect(resolve(resuscitate(thug, drug), scriptedDice([])).value).toMatchObject({ given: false, reason: "NOT_UNCONSCIOUS" });
  });

  it("VIV-GAD-8: the doses carried are a D6", () => {
    expect(resolve(rollDoses(), scriptedDice(["d6:4"])).value.doses).toBe(4);
    expect(
      odds(rollDoses().map((g) => g.doses ?? 0))
        .mean()
        .toString(),
    ).toBe("7/2");
  });

  it("VIV-GAD-5: a PC knocked out by mercy bullets wakes on a D10 of 3 or less each turn (P 3/10); a non-PC is out for the game", () => {
    expect(resolve(wakeRoll(out(jack)), scriptedDice(["d10:3"])).value).toMatchObject({ rolled: true, woke: true });
    expect(resolve(wakeRoll(out(jack)), scriptedDice(["d10:4"])).value).toMatchObject({ rolled: true, woke: false });
    expect(p(wakeRoll(out(jack)), (v) => v.woke)).toBe("3/10");
    expect(resolve(wakeRoll(out(thug)), scriptedDice([])).value).toMatchObject({ rolled: false, woke: false });
    // a PC that carried a wound wakes up wounded
    const hurt: Figure = { ...jack, status: { wound: "unconscious", wounds: 1 } };
    expect(resolve(wakeRoll(hurt), scriptedDice(["d10:1"])).value.figure.status?.wound).toBe("wounded");
  });
});

describe("vivid gadgets: hits on the wound table", () => {
  it("VIV-GAD-5, VIV-DT-8, VIV-AMB-29: mercy bullets roll the wound table at +2, Wounded or Killed is unconscious; a closed vehicle stops them", () => {
    const r = resolve(mercyBullets(thug, 1, { inVehicle: false }), scriptedDice(["d6:1"]));
    expect(r.value.landed).toBe(true);
    expect(r.value.wound?.outcome).toMatchObject({ rolled: "wounded", state: "unconscious" });
    expect(r.trace.some((e) => e.type === "modifier" && e.rule === "VIV-GAD-5" && e.value === 2)).toBe(true);
    expect(resolve(mercyBullets(thug, 1, { inVehicle: true, windowsOpen: false }), scriptedDice([])).value).toMatchObject({
      landed: false,
      reason: "NO_PENETRATION",
    });
    expect(() => mercyBullets(thug, 1, { inVehicle: true })).toThrow(/windowsOpen/);
    expect(resolve(mercyBullets(thug, 1, { inVehicle: true, windowsOpen: true }), scriptedDice(["d6:1"])).value.landed).toBe(true);
    expect(resolve(mercyBullets(thug, 1, { inVehicle: true, windowsOpen: false, gmAllows: true }), scriptedDice(["d6:1"])).value.landed).toBe(true);
    // +2 on a D6: every hit is Wounded or worse, so a non-PC is always knocked out
    expect(p(mercyBullets(thug, 1, { inVehicle: false }), (v) => v.figure.status?.wound === "unconscious")).toBe("1");
    // the vest still stops them (VIV-AMB-29 default): 3/5 of the time nothing happens
    expect(p(mercyBullets(thug, 1, { inVehicle: false }, { vest: true }), (v) => v.figure.status?.wound === undefined || v.figure.status.wound === "fit")).toBe(
      "3/5",
    );
    // VIV-AMB-29's alternative: mercy bullets slip past the vest, so the non-PC is always knocked out
    const slip = mercyBullets(thug, 1, { inVehicle: false }, { vest: true, options: { mercyVestApplies: false } });
    expect(p(slip, (v) => v.figure.status?.wound === "unconscious")).toBe("1");
  });

  it("VIV-GAD-7: a PC's thimble hit on a non-PC wounds at +1 +3 and knocks it out for the game; each hit spends a use", () => {
    const r = resolve(thimbleHits(jack, thug, 1), scriptedDice(["d6:1"]));
    expect(r.value.figure.status?.wound).toBe("unconscious");
    expect(r.value.thimble?.uses).toBe(2);
    expect(mods(r.trace)).toEqual([1, 3]);
    expect(r.trace.some((e) => e.type === "note" && e.rule === "VIV-GAD-7")).toBe(true);
    expect(p(thimbleHits(jack, thug, 1), (v) => v.figure.status?.wound === "unconscious")).toBe("1");
  });

  it("VIV-GAD-7: a PC tranquillised by a thimble (no +3: that is for non-PCs hit by PCs) is unconscious, and wakes on a D10 of 3 or less", () => {
    const r = resolve(thimbleHits(thug, jack, 1, VIVID_GADGETS.anestheticThimble, { useLuck: false }), scriptedDice(["d6:2"]));
    expect(mods(r.trace)).toEqual([1]);
    expect(r.value.figure.status?.wound).toBe("unconscious");
    expect(resolve(wakeRoll(r.value.figure, VIVID_GADGETS.anestheticThimble), scriptedDice(["d10:3"])).value.woke).toBe(true);
  });

  it("VIV-AMB-30: the thimble's 3 uses are counted per hit delivered: after 3 hits it is empty and injects nothing", () => {
    let thimble = VIVID_GADGETS.anestheticThimble;
    for (const left of [2, 1, 0]) {
      const r = resolve(thimbleHits(jack, thug, 1, thimble), scriptedDice(["d6:1"])).value;
      thimble = r.thimble ?? thimble;
      expect(thimble.uses).toBe(left);
    }
    expect(resolve(thimbleHits(jack, thug, 1, thimble), scriptedDice([])).value).toMatchObject({ landed: false, reason: "OUT_OF_ANESTHETIC" });
    // two hits at once spend two uses
    expect(resolve(thimbleHits(jack, thug, 2), scriptedDice(["d6:1", "d6:1"])).value.thimble?.uses).toBe(1);
    expect(resolve(thimbleHits(jack, thug, 2, { ...VIVID_GADGETS.anestheticThimble, uses: 1 }), scriptedDice([])).value.landed).toBe(false);
  });

  it("VIV-GAD-12, VIV-AMB-32: the bullet-proof vest stops a hit on a D10 of 6 or less (P 3/5): a vested non-PC dies 1/3 of the time instead of 5/6", () => {
    expect(VIVID_GADGETS.bulletProofVest.effect).toEqual({ kind: "vest", stopsOnOrBelow: 6 });
    const killed = (vest: boolean) => p(resolveWounds(thug, [{}], { vest }), (v) => v.outcome.state === "killed");
    expect(killed(false)).toBe("5/6");
    expect(killed(true)).toBe("1/3");
    expect(p(resolveWounds(thug, [{}], { vest: true }), (v) => v.outcome.rolled === "none")).toBe("2/3");
  });

  it("VIV-GAD-12: a vest is data: the catalogue's vest equals the text's, and a house vest stops on its own number", () => {
    const catalogue = VIVID_GADGETS.bulletProofVest.effect;
    if (catalogue.kind !== "vest") throw new Error("the catalogue's vest is a vest");
    const stopped = (vest: VestInput) => p(resolveWounds(thug, [{}], { vest }), (v) => v.outcome.rolled === "none");
    expect(stopped(catalogue)).toBe(stopped(true));
    // a house vest stopping on 3 or less: P(no effect) = 3/10 + 7/10 x 1/6 = 5/12
    expect(stopped({ stopsOnOrBelow: 3 })).toBe("5/12");
    const { value, trace } = resolve(resolveWounds(thug, [{}], { vest: { stopsOnOrBelow: 3 } }), scriptedDice(["d10:4", "d6:6"]));
    expect(value.outcome.rolled).toBe("killed");
    expect(trace.some((e) => e.type === "die" && e.purpose === "bullet-proof vest (stops the hit on 3 or less)" && e.face === 4)).toBe(true);
  });

  it("VIV-GAD-18: the Death Ray: power-up a D10 of turns, base 6, no range limit; a non-PC wounds at +3 (always killed), a PC normally", () => {
    expect(resolve(deathRayPowerUp(), scriptedDice(["d10:7"])).value).toBe(7);
    expect(odds(deathRayPowerUp()).mean().toString()).toBe("11/2");
    expect(deathRay()).toMatchObject({ baseHit: 6, short: 10, long: 20, unlimitedRange: true });
    const r = resolve(deathRayHits(thug, 1), scriptedDice(["d6:1"]));
    expect(r.value.outcome).toMatchObject({ rolled: "wounded", result: "killed" });
    expect(p(deathRayHits(thug, 1), (v) => v.outcome.state === "killed")).toBe("1");
    const pc = odds(deathRayHits(jack, 1).map((v) => v.outcome.result));
    expect(["none", "wounded", "killed"].map((k) => pc.probability(k as "none").toString())).toEqual(["5/12", "5/12", "1/6"]);
  });
});

describe("vivid gadgets: devices", () => {
  it("VIV-EX-11, VIV-GAD-19: mind transfer D10 6 succeeds, 7 fails (P 3/5); it takes 2 turns; the bodies swap minds", () => {
    const koo: Figure = { id: "koo", name: "Dr. Koo", class: "PC", side: "bad", luck: 8, weapons: [VIVID_MACHINE_PISTOL.fullAuto] };
    const curtis: Figure = { id: "curtis", name: "General Curtis", class: "Combatant", side: "good", handToHandClass: "trained" };
    const ok = resolve(mindTransfer(koo, curtis), scriptedDice(["d10:6"])).value;
    expect(ok).toMatchObject({ success: true, turns: 2 });
    expect(ok.figures[0]).toEqual({
      id: "koo",
      name: "General Curtis",
      class: "Combatant",
      side: "good",
      handToHandClass: "trained",
      weapons: [VIVID_MACHINE_PISTOL.fullAuto],
    });
    expect(ok.figures[1]).toEqual({ id: "curtis", name: "Dr. Koo", class: "PC", side: "bad", luck: 8 });
    const fail = resolve(mindTransfer(koo, curtis), scriptedDice(["d10:7"])).value;
    expect(fail).toEqual({ success: false, turns: 2, figures: [koo, curtis] });
    expect(p(mindTransfer(koo, curtis), (v) => v.success)).toBe("3/5");
  });

  it("VIV-GAD-13: lock picks: a skilled locksmith opens the lock with no roll; anyone else needs a luck roll; at least 1 turn, no movement", () => {
    expect(resolve(pickLock(jack, { locksmith: true, turns: 2 }), scriptedDice([])).value).toEqual({ opened: true, turns: 2, rolled: false });
    expect(resolve(pickLock(jack, { locksmith: false, turns: 1 }), scriptedDice(["d10:5"])).value).toEqual({ opened: true, turns: 1, rolled: true });
    expect(resolve(pickLock(jack, { locksmith: false, turns: 1 }), scriptedDice(["d10:6"])).value.opened).toBe(false);
    expect(p(pickLock(jack, { locksmith: false, turns: 1 }), (v) => v.opened)).toBe("1/2");
    expect(() => pickLock(jack, { locksmith: false, turns: 0 })).toThrow(RulesError);
  });

  it("VIV-GAD-23, VIV-AMB-31: the multi-tool adds 4 to the Luck target on a GM-approved task (Luck 5: 9/10, capped at 10), nothing otherwise", () => {
    expect(p(multiToolRoll(jack, true), (v) => v.pass)).toBe("9/10");
    expect(p(multiToolRoll(jack, false), (v) => v.pass)).toBe("1/2");
    expect(p(multiToolRoll({ ...jack, luck: 8 }, true), (v) => v.pass)).toBe("1");
    expect(resolve(multiToolRoll(jack, true), scriptedDice(["d10:9"])).value.pass).toBe(true);
    expect(() => multiToolRoll(jack, "yes" as unknown as boolean)).toThrow(RulesError);
  });

  it("VIV-EX-10, VIV-GAD-22: zombie dust D10 6 reanimates the corpse, 5 fails (P 1/2); 1 turn; the GM judges the corpse", () => {
    const dead: Figure = { ...thug, side: "good", weapons: [VIVID_MACHINE_PISTOL.singleShot], status: { wound: "killed" } };
    const priest: Figure = { id: "priest", name: "Papa Doc", class: "PC", side: "bad", luck: 5 };
    const up = resolve(zombieDust(dead, priest, true), scriptedDice(["d10:6"])).value;
    expect(up).toMatchObject({ reanimated: true, turns: 1 });
    expect(up.figure).toMatchObject({ id: "t1", class: "Special", figureType: "zombie", side: "bad", status: {} });
    expect(up.figure.weapons).toBeUndefined();
    expect(resolve(zombieDust(dead, priest, true), scriptedDice(["d10:5"])).value).toMatchObject({ reanimated: false, figure: dead });
    expect(p(zombieDust(dead, priest, true), (v) => v.reanimated)).toBe("1/2");
    expect(resolve(zombieDust(dead, priest, false), scriptedDice([])).value.reason).toBe("UNSUITABLE_CORPSE");
    expect(resolve(zombieDust(thug, priest, true), scriptedDice([])).value.reason).toBe("NOT_A_CORPSE");
  });

  it('VIV-GAD-22, VIV-AMB-12: the master keeps control within 12"; a zombie moves at combat speed (4") and any Wounded or Killed result destroys it', () => {
    expect(zombieControl(12)).toBe("controlled");
    expect(zombieControl(12.5)).toBe("passive");
    expect(movementAllowance({ figureType: "zombie" })).toMatchObject({ inches: 4 });
    const zombie: Figure = { id: "z", name: "Zombie", class: "Special", figureType: "zombie" };
    const hit = resolve(resolveWounds(zombie, [{}]), scriptedDice(["d6:2"])).value;
    expect(hit.figure.status?.wound).toBe("killed");
  });
});

describe("vivid poison clouds", () => {
  it("VIV-GAD-14: poison gas as data: hold breath on 7 or more, wound modifiers +3 / +2 / +1 (the exposure itself is gasExposure)", () => {
    expect(VIVID_GADGETS.poisonGas.effect).toEqual({ kind: "poisonGas", holdBreathOnOrAbove: 7, woundModifiers: [3, 2, 1], result: "killed" });
    expect(p(gasExposure(thug, 1), (v) => v.heldBreath)).toBe("2/5");
  });
});

describe("vivid gadgets: hand-to-hand extras", () => {
  it("VIV-GAD-17, VIV-AMB-34: Hair Pins of Death add +2 in the first turn used, on the user's own class (trained 7 + 2 = 9), nothing later", () => {
    const femme: Figure = { id: "f", name: "Mei", class: "PC", luck: 5, handToHandClass: "trained" };
    expect(hairPinsModifiers(true)).toEqual([{ rule: "VIV-GAD-17", label: "Hair Pins of Death, surprise", value: 2 }]);
    expect(hairPinsModifiers(false)).toEqual([]);
    expect(handToHandHitNumber(femme, thug, { modifiers: hairPinsModifiers(true) }).n).toBe(9);
    expect(handToHandHitNumber(femme, thug, { modifiers: hairPinsModifiers(false) }).n).toBe(7);
  });
});
