// The named woundedRecovery and cliffHanger of both systems parse their input once (issue 16's "validate once, at
// the edge"): the named input's schema parses the figure, and the roll takes it as parsed; counted on the calls of
// parseOrThrow by schema (a work counter), with the same chance and the same errors for bad input as the
// positional forms check (the turn past the rule's 100,000, which the input's schema lets through).
import { describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({ bySchema: new Map<unknown, number>() }));
vi.mock("../../src/core/validate.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/core/validate.js")>();
  return {
    ...original,
    parseOrThrow: (...args: Parameters<typeof original.parseOrThrow>) => {
      calls.bySchema.set(args[1], (calls.bySchema.get(args[1]) ?? 0) + 1);
      return original.parseOrThrow(...args);
    },
  };
});

// The suite runs files in one module registry (vitest.config.ts, isolate: false): drop the modules another file
// loaded first, so the library below is imported again and reads the mocked parseOrThrow.
vi.resetModules();
const { odds, RulesError } = await import("../../src/index.js");
const { FigureSchema } = await import("../../src/family/schemas.js");
type Figure = import("../../src/family/schemas.js").Figure;
const rugged = await import("../../src/rugged/index.js");
const vivid = await import("../../src/vivid/index.js");

const woundedPc: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5, status: { wound: "wounded" }, weapons: [] };
const killedPc: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5, status: { wound: "killed", killedOnTurn: 2 }, weapons: [] };

/** How many times `run` parses a figure with FigureSchema, and the named input with its schema. */
function counted(run: () => unknown, input?: unknown): { figure: number; input: number } {
  calls.bySchema.clear();
  run();
  return { figure: calls.bySchema.get(FigureSchema) ?? 0, input: calls.bySchema.get(input) ?? 0 };
}

/** The error `run` throws, as the fields an app reads. */
function errorOf(run: () => unknown): { code: string; fn: string; path: string; message: string } {
  try {
    run();
  } catch (error) {
    if (!RulesError.is(error)) throw error;
    return { code: error.code, fn: error.fn, path: error.path, message: error.message };
  }
  throw new Error("expected a RulesError");
}

describe("named woundedRecovery and cliffHanger: the input parsed once", () => {
  it("VIV-WOUND-5 RUG-AMB-1: woundedRecovery({ figure, turn }) parses its input once (its input schema), the figure not again; fit on a 6: 1/6", () => {
    expect(counted(() => vivid.woundedRecovery({ figure: woundedPc, turn: 3 }), vivid.RecoveryInputSchema)).toEqual({ figure: 0, input: 1 });
    expect(counted(() => rugged.woundedRecovery({ figure: woundedPc, turn: 3 }), rugged.RecoveryInputSchema)).toEqual({ figure: 0, input: 1 });
    // VIV-WOUND-5: fit again on a 6 of a D6
    expect(
      odds(vivid.woundedRecovery({ figure: woundedPc, turn: 3 }))
        .probability((r) => r.recovered)
        .toString(),
    ).toBe("1/6");
    expect(
      odds(rugged.woundedRecovery({ figure: woundedPc, turn: 3 }))
        .probability((r) => r.recovered)
        .toString(),
    ).toBe("1/6");
  });

  it("VIV-CLIFF-1 RUG-AMB-1: cliffHanger({ figure, gmAllows }) parses its input once, the figure not again; a D10 at or under Luck 5 survives: 1/2 in vivid", () => {
    expect(counted(() => vivid.cliffHanger({ figure: killedPc, gmAllows: true }), vivid.CliffHangerInputSchema)).toEqual({ figure: 0, input: 1 });
    expect(counted(() => rugged.cliffHanger({ figure: killedPc, gmAllows: true }), rugged.CliffHangerInputSchema)).toEqual({ figure: 0, input: 1 });
    // VIV-CLIFF-1: Luck 5 on a D10, no re-roll: 5/10
    expect(
      odds(vivid.cliffHanger({ figure: killedPc, gmAllows: true }))
        .probability((r) => r.survived)
        .toString(),
    ).toBe("1/2");
  });

  it("the positional forms still parse the figure themselves (once)", () => {
    expect(counted(() => vivid.woundedRecovery(woundedPc, 3)).figure).toBe(1);
    expect(counted(() => rugged.cliffHanger(killedPc, true)).figure).toBe(1);
  });

  it("bad input: the same errors as before, each naming the function and the path", () => {
    expect(errorOf(() => vivid.woundedRecovery({ figure: woundedPc, turn: 200_000 }))).toEqual({
      code: "INVALID_ARGUMENT",
      fn: "vivid.woundedRecovery",
      path: "turn",
      message: "vivid.woundedRecovery: turn: expected a whole number from 0 to 100000, got 200000 [INVALID_ARGUMENT]",
    });
    expect(errorOf(() => rugged.woundedRecovery({ figure: { ...woundedPc, class: 3 } as unknown as Figure, turn: 2 }))).toMatchObject({
      code: "INVALID_INPUT",
      fn: "rugged.woundedRecovery",
      path: "input.figure.class",
    });
    expect(errorOf(() => vivid.cliffHanger({ figure: killedPc, gmAllows: true, gmRollModifier: -11 }))).toEqual({
      code: "INVALID_INPUT",
      fn: "vivid.cliffHanger",
      path: "input.gmRollModifier",
      message: "vivid.cliffHanger: input.gmRollModifier: expected at least -10, got -11 [INVALID_INPUT]",
    });
    expect(errorOf(() => rugged.cliffHanger({ figure: null as unknown as Figure, gmAllows: true }))).toMatchObject({
      code: "INVALID_INPUT",
      fn: "rugged.cliffHanger",
      path: "input.figure",
    });
  });
});
