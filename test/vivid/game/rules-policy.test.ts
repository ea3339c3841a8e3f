// A random player over a scenario with every new rule of issue #14 in it (gadgets carried, an Impetuous PC, a wounded
// PC, disrupted instead of rout): every command applies or is refused with reasons, never a TypeError; every state
// passes the state schema and survives a save.
import { describe, expect, it } from "vitest";
import { CommandRefused, loadState, play, RulesError, seededDice, validate } from "../../../src/index.js";
import { VIVID_GADGETS, VIVID_TRAITS, VividStateSchema, vividGame } from "../../../src/vivid/index.js";
import { pc, rifleman, twoSides, unit } from "./rules-scenarios.js";

function scenario() {
  const party = unit("party", "the party", [
    pc("jack", "Jack", "good", {
      traits: [VIVID_TRAITS.impetuous],
      gadgets: [{ ...VIVID_GADGETS.flashGrenade, uses: 1 }, VIVID_GADGETS.bulletProofVest, { ...VIVID_GADGETS.smokeBomb, uses: 1 }],
    }),
    pc("mei", "Mei", "good", { gadgets: [VIVID_GADGETS.anestheticThimble, VIVID_GADGETS.hairPins] }),
    pc("doc", "Doc", "good", {
      gadgets: [
        { ...VIVID_GADGETS.resuscitatingDrug, doses: 2 },
        { ...VIVID_GADGETS.mercyBullets, charges: 2 },
      ],
    }),
    pc("ann", "Ann", "good", { status: { wound: "wounded", wounds: 1 } }),
  ]);
  const gang = unit(
    "gang",
    "the gang",
    Array.from({ length: 4 }, (_, i) =>
      rifleman(`g${String(i + 1)}`, `Thug ${String(i + 1)}`, "bad", i === 0 ? { gadgets: [VIVID_GADGETS.bulletProofVest] } : {}),
    ),
    { troopType: "militia" },
  );
  return twoSides(
    [party],
    [gang],
    {
      jack: { x: 20, y: 10 },
      mei: { x: 22, y: 10 },
      doc: { x: 24, y: 10 },
      ann: { x: 24, y: 10.5 },
      g1: { x: 20, y: 16 },
      g2: { x: 22, y: 16 },
      g3: { x: 24, y: 17 },
      g4: { x: 26, y: 17 },
    },
    { optionalRules: { disruptedInsteadOfRout: true }, victory: { turnLimit: 6 } },
  );
}

describe("vividGame: a random player with gadgets, Impetuous and the wounded", () => {
  it("VIV-GAD-9 VIV-GAD-8 VIV-TRAIT-N5 VIV-WOUND-4 VIV-MOR-12: every command applies or is refused with reasons, every state passes the state schema", () => {
    const applied = new Map<string, number>();
    for (let seed = 1; seed <= 16; seed++) {
      const dice = seededDice(seed);
      const pick = seededDice(5000 + seed);
      let state = vividGame.setup(scenario());
      for (let n = 0; n < 250 && vividGame.outcome(state) === undefined; n++) {
        const choices = vividGame.options(state);
        // prefer the new commands now and then, so that they are played
        const fresh = choices.filter((c) => c.command.type === "useGadget" || c.command.type === "help");
        const from = fresh.length > 0 && pick.roll("d6") <= 3 ? fresh : choices;
        const choice = from[(pick.roll("d100") - 1) % from.length];
        if (choice === undefined) break;
        try {
          state = play(vividGame, state, choice.command, dice).state;
          applied.set(choice.command.type, (applied.get(choice.command.type) ?? 0) + 1);
        } catch (error) {
          expect(error).toBeInstanceOf(RulesError);
          expect(error).toBeInstanceOf(CommandRefused);
          if (error instanceof CommandRefused) expect(error.reasons.length).toBeGreaterThan(0);
        }
        expect(validate(VividStateSchema, state).ok).toBe(true);
      }
      expect(loadState(vividGame, JSON.parse(JSON.stringify(state)))).toEqual(state);
    }
    expect(applied.get("useGadget") ?? 0).toBeGreaterThan(0);
    expect(applied.get("help") ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
