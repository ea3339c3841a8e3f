// Issue 11, the wound / morale / gadget side of vivid where mechanics meet (Appendix B: VIV-AMB-43, 46, 47, 48).
import { describe, expect, it } from "vitest";
import { type Figure, fiftyPercentRule, type Unit } from "../../src/vivid/index.js";

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
