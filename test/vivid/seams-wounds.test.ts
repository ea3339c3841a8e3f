// Issue 11, the wound / morale / gadget side of vivid where mechanics meet (Appendix B: VIV-AMB-43, 46, 47, 48).
import { describe, expect, it } from "vitest";
import { resolve, scriptedDice } from "../../src/index.js";
import { canFire, type Figure, fiftyPercentRule, handToHandHitNumber, moraleCheck, type Unit, VIVID_WEAPONS, zombieDust } from "../../src/vivid/index.js";

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
