// Morale triggers per system (VIV-MOR-1, RUG-MOR-1, issue 11 item 21): vivid tests after being shot at and
// after hand-to-hand only; rugged's charge-target, charging-shot-at and rally triggers are refused, not read.
import { describe, expect, it } from "vitest";
import { resolve, scriptedDice, validate } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import { moraleCheck, type Unit, VividMoraleSituationSchema } from "../../src/vivid/index.js";

const guards: Unit = { id: "g", kind: "combatant", troopType: "militia", members: [{ id: "g1", name: "Guard", class: "Combatant" }] };

describe("morale triggers per system (VIV-MOR-1, RUG-MOR-1)", () => {
  it("VIV-MOR-1: vivid refuses rugged's chargeTarget, chargingShotAt and rally triggers, naming the path", () => {
    for (const trigger of ["chargeTarget", "chargingShotAt", "rally"] as const) {
      // @ts-expect-error rugged's trigger is not vivid's
      expect(() => moraleCheck(guards, { trigger })).toThrow(/vivid\.moraleCheck.*situation\.trigger/);
      expect(validate(VividMoraleSituationSchema, { trigger }).ok).toBe(false);
    }
    // vivid's own triggers still test (militia base 8: a 9 fails after shooting and retreats)
    expect(resolve(moraleCheck(guards, { trigger: "shooting" }), scriptedDice(["d10:9"])).value.outcome.result).toBe("retreat");
    expect(resolve(moraleCheck(guards, { trigger: "handToHand" }), scriptedDice(["d10:9"])).value.outcome.result).toBe("rout");
  });

  it("RUG-MOR-1: rugged keeps its charge-target trigger", () => {
    expect(validate(rugged.RuggedMoraleSituationSchema, { trigger: "chargeTarget" }).ok).toBe(true);
    expect(resolve(rugged.moraleCheck(guards, { trigger: "chargeTarget" }), scriptedDice(["d10:9"])).value.outcome.result).toBe("rout");
  });
});
