// Type tests of vivid's wounds, hand-to-hand and morale: the chances' value types, and misuse rejected at compile time.
import { describe, expectTypeOf, it } from "vitest";
import type { Chance } from "../../src/index.js";
import {
  type Figure,
  type MeleeResult,
  type MoraleResolution,
  moraleCheck,
  resolveHandToHand,
  resolveWounds,
  type Unit,
  type WoundResolution,
  type WoundResult,
} from "../../src/vivid/index.js";

declare const figure: Figure;
declare const unit: Unit;

describe("vivid wound, hand-to-hand and morale types", () => {
  it("VIV-WOUND-7, VIV-HTH-4, VIV-MOR-4: resolvers return chances of plain data", () => {
    expectTypeOf(resolveWounds(figure, [{}])).toEqualTypeOf<Chance<WoundResolution>>();
    expectTypeOf(resolveHandToHand({ active: [figure], passive: [], attacks: [] })).toEqualTypeOf<Chance<MeleeResult>>();
    expectTypeOf(moraleCheck(unit, { trigger: "shooting" })).toEqualTypeOf<Chance<MoraleResolution>>();
    expectTypeOf<WoundResult>().toEqualTypeOf<"none" | "wounded" | "killed">();
    expectTypeOf<WoundResolution["outcome"]["state"]>().toEqualTypeOf<"fit" | "wounded" | "killed" | "unconscious">();
  });

  it("VIV-AMB-2, VIV-MOR-1: options and triggers are checked by the compiler", () => {
    // @ts-expect-error the wound die is 6 or 10
    resolveWounds(figure, [{}], { options: { woundDie: 8 } });
    // @ts-expect-error an unknown morale trigger
    moraleCheck(unit, { trigger: "panic" });
    // @ts-expect-error a hit's modifiers need a rule
    resolveWounds(figure, [{ modifiers: [{ label: "x", value: 1 }] }]);
  });
});
