import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import { type Figure, type MoraleTable, moraleCheck, rally, routRecovery, type Trait, type Unit } from "../../src/rugged/index.js";
import { VIVID_MORALE_TABLE } from "../../src/vivid/index.js";

const inspired: Trait = {
  id: "RUG-TRAIT-P7",
  name: "Inspired Leadership",
  polarity: "positive",
  effects: [{ kind: "moraleModifier", value: 2, when: "commanding" }],
};
const abrasive: Trait = {
  id: "RUG-TRAIT-N7",
  name: "Abrasive Personality",
  polarity: "negative",
  effects: [{ kind: "moraleModifier", value: -2, when: "commanding" }],
};
const arrogant: Trait = {
  id: "RUG-TRAIT-N2",
  name: "Extremely Arrogant",
  polarity: "negative",
  effects: [{ kind: "moraleModifier", value: -2, when: "rallyingNativeOrForeign" }],
};
const brave: Trait = { id: "RUG-TRAIT-N5", name: "Extremely Brave and Dashing", polarity: "negative", effects: [{ kind: "neverRetreats" }] };
const men = (n: number): Figure[] => Array.from({ length: n }, (_, i) => ({ id: `a${String(i)}`, name: `Askari ${String(i)}`, class: "Combatant" }));
const unit = (prpTraits: Trait[], extra: Partial<Unit> = {}): Unit => ({
  id: "askaris",
  name: "Askaris",
  kind: "combatant",
  baseMorale: 6,
  commanderId: "rex",
  members: [...men(4), { id: "rex", name: "Rex", class: "PRP", luck: 5, traits: prpTraits }],
  ...extra,
});
const targetOf = (u: Unit, trigger: "shooting" | "rally" = "shooting") => resolve(moraleCheck(u, { trigger }), scriptedDice(["d10:1"])).value.outcome.target;

describe("rugged morale", () => {
  it("RUG-MOR-1, RUG-AMB-1: the default morale module is vivid's, noted in the trace; 'custom' takes the app's table", () => {
    const r = resolve(moraleCheck(unit([]), { trigger: "shooting" }), scriptedDice(["d10:7"]));
    expect(r.trace[0]).toMatchObject({ type: "note", rule: "RUG-AMB-1" });
    expect(r.value.outcome).toMatchObject({ target: 6, pass: false, result: "retreat" });
    const custom: MoraleTable = { ...VIVID_MORALE_TABLE, name: "house morale", defaultBase: 5 };
    const c = resolve(moraleCheck({ ...unit([]), baseMorale: undefined }, { trigger: "shooting" }, { morale: "custom" }, custom), scriptedDice(["d10:5"]));
    expect(c.value.outcome.target).toBe(5);
    expect(c.trace[0]).toMatchObject({ rule: "RUG-AMB-1", text: "morale: house morale (custom)" });
    expect(() => moraleCheck(unit([]), { trigger: "shooting" }, { morale: "custom" })).toThrow(RulesError);
  });

  it("RUG-TRAIT-P7, RUG-TRAIT-N7, RUG-AMB-26: Inspired Leadership +2 and Abrasive -2 to the base morale point add up; the PRP must be present", () => {
    expect(targetOf(unit([inspired]))).toBe(8);
    expect(targetOf(unit([abrasive]))).toBe(4);
    expect(targetOf(unit([inspired, abrasive]))).toBe(6);
    const absent = unit([inspired]);
    expect(targetOf({ ...absent, members: absent.members.filter((m) => m.id !== "rex"), leaderId: "a0" })).toBe(6);
  });

  it("RUG-TRAIT-N2: Extremely Arrogant gives -2 when rallying a native or foreign-ally unit, not otherwise", () => {
    const natives = unit([arrogant], { origin: ["native"], morale: "routing" });
    expect(targetOf(natives, "rally")).toBe(4);
    expect(targetOf(natives, "shooting")).toBe(6);
    expect(targetOf(unit([arrogant], { morale: "routing" }), "rally")).toBe(6);
  });

  it("RUG-MOR-1, RUG-AMB-23: a charge target that fails runs; a charging unit shot at that fails stops its charge", () => {
    expect(resolve(moraleCheck(unit([]), { trigger: "chargeTarget" }), scriptedDice(["d10:9"])).value.unit.morale).toBe("routing");
    const charging = unit([], { chargeTargetId: "enemy" });
    const r = resolve(moraleCheck(charging, { trigger: "chargingShotAt" }), scriptedDice(["d10:9"]));
    expect(r.value.outcome.result).toBe("chargeStops");
    expect(r.value.unit.chargeTargetId).toBeUndefined();
    expect(resolve(moraleCheck(charging, { trigger: "chargingShotAt" }), scriptedDice(["d10:2"])).value.unit.chargeTargetId).toBe("enemy");
  });

  it("RUG-TRAIT-N5: an Extremely Brave and Dashing PRP stays and fights when its unit routs", () => {
    const r = resolve(moraleCheck(unit([brave]), { trigger: "handToHand" }), scriptedDice(["d10:9"]));
    expect(r.value.unit.members.find((m) => m.id === "rex")?.status?.routing).toBeUndefined();
    expect(r.value.unit.members.filter((m) => m.status?.routing === true)).toHaveLength(4);
  });

  it("RUG-SEQ-1, RUG-MOR-1: a rally attempt is a morale test; passing clears the rout", () => {
    const routing = resolve(moraleCheck(unit([]), { trigger: "handToHand" }), scriptedDice(["d10:9"])).value.unit;
    const r = resolve(rally(routing), scriptedDice(["d10:3"]));
    expect(r.value.outcome.result).toBe("rallied");
    expect(r.value.unit.morale).toBe("normal");
    expect(r.value.unit.members.some((m) => m.status?.routing === true)).toBe(false);
    expect(resolve(rally(routing), scriptedDice(["d10:8"])).value.outcome.result).toBe("stillBroken");
    expect(
      odds(rally(routing).map((x) => x.outcome.pass))
        .probability(true)
        .toString(),
    ).toBe("3/5");
  });

  it("RUG-AMB-1: rout recovery borrowed from vivid is noted as such", () => {
    const routing = { ...unit([]), morale: "routing" as const };
    const r = resolve(routRecovery(routing), scriptedDice(["d6:6"]));
    expect(r.trace[0]).toMatchObject({ rule: "RUG-AMB-1" });
    expect(r.value.stops).toBe(true);
  });
});
