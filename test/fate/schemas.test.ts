// The published JSON Schemas and a pinned seeded transcript (a change is a deliberate, visible break).
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import * as fate from "../../src/fate/index.js";
import { explain, resolve, seededDice } from "../../src/index.js";
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
});
