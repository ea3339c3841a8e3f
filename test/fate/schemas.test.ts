// The published JSON Schemas and a pinned seeded transcript (a change is a deliberate, visible break).
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import * as fate from "../../src/fate/index.js";
import { explain, odds, RulesError, resolve, seededDice } from "../../src/index.js";
import { indy, waterford } from "./fixtures.js";

describe("fate schemas and transcripts", () => {
  it("FATE-CHAR-1 FATE-STUNT-1: every exported schema converts to a JSON Schema without unrepresentable parts", () => {
    const schemas = Object.entries(fate).filter(([name]) => name.endsWith("Schema"));
    expect(schemas.length).toBeGreaterThanOrEqual(15);
    for (const [name, schema] of schemas) {
      expect(() => z.toJSONSchema(schema as z.ZodMiniType, { io: "input" }), name).not.toThrow();
    }
  });

  it("FATE-ACT-1 FATE-CONF-3: a seeded exchange is pinned (seed 2026)", () => {
    const { value, trace } = resolve(fate.conflictExchange(indy(1), waterford(), { kind: "mental" }), seededDice(2026));
    expect(value).toEqual({
      attackTotal: 1,
      defenseTotal: 3,
      net: -2,
      stressTo: "attacker",
      track: "composure",
      amount: 2,
      doubled: false,
      attackerFpSpent: 0,
      defenderFpSpent: 0,
      attackerRerolls: 0,
      defenderRerolls: 0,
    });
    expect(explain(trace)).toHaveLength(13);
  });

  it("FATE-CHAR-1 FATE-AMB-21: strict schemas: an unknown key is an issue naming the nearest key; lists and texts are bounded; the app keeps its data under app", () => {
    expect(() => fate.createCharacter({ id: "x", name: "X", luk: 5 } as never)).toThrow(/unknown key "luk"/);
    expect(() => fate.fateOptions({ backlsh: "symmetric" } as never)).toThrow(/did you mean "backlash"/);
    expect(() => fate.action(indy(), { ability: "Rapport", against: { type: "target", value: 1 }, fatePointBonos: true } as never)).toThrow(
      /did you mean "fatePointBonus"/,
    );
    expect(() => fate.action(indy(), { ability: "Rapport", reroll: { belw: "shift" }, against: { type: "target", value: 1 } } as never)).toThrow(
      /did you mean "below"/,
    );
    expect(() => fate.conflictExchange(indy(), waterford(), { kind: "ranged", guns: true } as never)).toThrow(/did you mean "gun"/);
    const many = Array.from({ length: 33 }, (_, i) => ({ id: `t${String(i)}`, text: "x" }));
    expect(() => fate.createCharacter({ id: "x", name: "X", traits: many })).toThrow(/input.traits/);
    expect(() => fate.createCharacter({ id: "x", name: "X".repeat(201) })).toThrow(/input.name/);
    const withApp = fate.createCharacter({ id: "x", name: "X", app: { colour: "red" } });
    expect(withApp.app).toEqual({ colour: "red" });
    expect(Object.keys(z.toJSONSchema(fate.CharacterSchema as z.ZodMiniType, { io: "input" })).includes("additionalProperties")).toBe(true);
  });

  it("FATE-CHAR-1 FATE-TRAIT-1 FATE-CONS-1: traitsOf, freeConsequences and rating validate their input (RulesError, never TypeError); traitsOf returns copies", () => {
    for (const junk of [null, 1, "indy", {}, { traits: 3 }]) {
      expect(() => fate.traitsOf(junk as never)).toThrow(RulesError);
      expect(() => fate.freeConsequences(junk as never, "health")).toThrow(RulesError);
      expect(() => fate.rating(junk as never, "Academics")).toThrow(RulesError);
    }
    expect(() => fate.freeConsequences(indy(), "sanity" as never)).toThrow(/track/);
    const c = indy();
    const traits = fate.traitsOf(c);
    expect(traits[0]).toEqual(c.traits[0]);
    expect(traits[0]).not.toBe(c.traits[0]);
    (traits[0] as { text: string }).text = "changed";
    expect(c.traits[0]?.text).toBe("Professor of Archeology");
  });

  it("FATE-CHAR-1: an optional argument given as null is absent", () => {
    expect(fate.stressBoxes(3, null)).toBe(6);
    expect(fate.freeConsequences(indy(), "health", null)).toEqual(["minor", "moderate", "severe"]);
    expect(fate.createCharacter({ id: "x", name: "X" }, null).fatePoints).toBe(3);
    expect(fate.fateOptions(null).backlash).toBe("symmetricExceptRanged");
    const hurt = fate.applyStress(indy(), { track: "health", amount: 2, consequences: [{ severity: "minor", text: "Nicked" }] }, null).character;
    expect(fate.aggravate(hurt, "minor", null, null).consequences[0]?.aggravated).toBe(true);
    expect(fate.startTreatment(hurt, "minor", null).consequences[0]?.treated).toBe(true);
    expect(
      odds(fate.conflictExchange(indy(), waterford(), { kind: "mental" }, null))
        .total()
        .toString(),
    ).toBe("1");
    expect(fate.outcomeOf(2, false, null).shifts).toBe(1);
  });
});
