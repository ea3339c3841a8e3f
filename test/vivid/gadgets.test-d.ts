// Type tests of vivid's gadgets: resolvers return chances of plain data; gadget effects are a typed union.
import { describe, expectTypeOf, it } from "vitest";
import type { Chance } from "../../src/index.js";
import {
  type Figure,
  type Gadget,
  type GadgetEffect,
  type GasGrenadeResult,
  gasGrenade,
  type MindTransferResult,
  mindTransfer,
  type ResuscitationResult,
  resuscitate,
  VIVID_GADGETS,
  type ZombieDustResult,
  zombieDust,
} from "../../src/vivid/index.js";

declare const figure: Figure;

describe("vivid gadget types", () => {
  it("VIV-GAD-3, VIV-GAD-8, VIV-GAD-19, VIV-GAD-22: resolvers return chances of plain data", () => {
    expectTypeOf(gasGrenade(figure, 2, { unconsciousTurns: 2 })).toEqualTypeOf<Chance<GasGrenadeResult>>();
    expectTypeOf(resuscitate(figure)).toEqualTypeOf<Chance<ResuscitationResult>>();
    expectTypeOf(mindTransfer(figure, figure)).toEqualTypeOf<Chance<MindTransferResult>>();
    expectTypeOf(zombieDust(figure, figure, true)).toEqualTypeOf<Chance<ZombieDustResult>>();
    expectTypeOf(VIVID_GADGETS.smokeBomb).toEqualTypeOf<Gadget>();
    expectTypeOf<Extract<GadgetEffect, { kind: "smoke" }>["radiusInches"]>().toEqualTypeOf<number>();
  });

  it("VIV-GM-8: the GM's inputs are required by the compiler", () => {
    // @ts-expect-error the gas strength (turns of unconsciousness) is the GM's, never defaulted
    gasGrenade(figure, 2, {});
    // @ts-expect-error the corpse's suitability is the GM's call
    zombieDust(figure, figure);
    // @ts-expect-error an effect kind the schema does not know
    expectTypeOf<GadgetEffect>().toEqualTypeOf<{ kind: "teleport" }>();
  });
});
