import { describe, expect, it } from "vitest";
import { activationOrder, DEPLOYMENT_DEPTH, deploymentOrder, inDeploymentZone } from "../../src/evolution/index.js";
import { odds, resolve, scriptedDice } from "../../src/index.js";

describe("before the battle and the turn (EVO-SETUP-1, EVO-AMB-9)", () => {
  it("EVO-SETUP-1, EVO-AMB-17: a dice-off, high wins; the winner deploys first and takes the first turn", () => {
    expect(resolve(deploymentOrder(["Ann", "Bob"]), scriptedDice(["d6:5", "d6:2"])).value).toEqual({ first: "Ann", second: "Bob", diceOffs: 1 });
    expect(resolve(deploymentOrder(["Ann", "Bob"]), scriptedDice(["d6:1", "d6:2"])).value).toEqual({ first: "Bob", second: "Ann", diceOffs: 1 });
  });

  it("EVO-AMB-17: a tie re-rolls", () => {
    expect(resolve(deploymentOrder(["Ann", "Bob"]), scriptedDice(["d6:3", "d6:3", "d6:2", "d6:5"])).value).toEqual({
      first: "Bob",
      second: "Ann",
      diceOffs: 2,
    });
    const capped = deploymentOrder(["Ann", "Bob"], { maxRerolls: 0 });
    expect(resolve(capped, scriptedDice(["d6:3", "d6:3"])).value).toEqual({ first: null, second: null, diceOffs: 1 });
    expect(
      odds(capped)
        .probability((o) => o.first === "Ann")
        .toString(),
    ).toBe("5/12");
    const full = odds(deploymentOrder(["Ann", "Bob"], { maxRerolls: 3 }));
    expect(full.probability((o) => o.first === null).toString()).toBe("1/1296");
  });

  it("EVO-SETUP-1: the players may agree instead of dicing off", () => {
    expect(resolve(deploymentOrder(["Ann", "Bob"], { agreed: "Bob" }), scriptedDice([])).value).toEqual({ first: "Bob", second: "Ann", diceOffs: 0 });
    expect(() => deploymentOrder(["Ann", "Bob"], { agreed: "Cy" })).toThrow(/context\.agreed/);
    expect(() => deploymentOrder(["Ann", "Ann"])).toThrow(/players/);
  });

  it("EVO-SETUP-1: in a pick-up game a side deploys up to 12″ in from its own edge", () => {
    expect(DEPLOYMENT_DEPTH).toBe(12);
    expect(inDeploymentZone(12)).toBe(true);
    expect(inDeploymentZone(12.5)).toBe(false);
    expect(() => inDeploymentZone(-1)).toThrow(/inchesFromOwnEdge/);
  });

  it("EVO-AMB-9 (default alternating): sides alternate activations, the first player first", () => {
    expect(activationOrder({ side: "A", activations: 2 }, { side: "B", activations: 3 })).toEqual(["A", "B", "A", "B", "B"]);
    expect(activationOrder({ side: "A", activations: 1 }, { side: "B", activations: 1 }, { turnStructure: "alternating" })).toEqual(["A", "B"]);
  });

  it("EVO-AMB-9 (option side): the first side activates everything, then the other", () => {
    expect(activationOrder({ side: "A", activations: 2 }, { side: "B", activations: 3 }, { turnStructure: "side" })).toEqual(["A", "A", "B", "B", "B"]);
    expect(() => activationOrder({ side: "A", activations: -1 }, { side: "B", activations: 1 })).toThrow(/first\.activations/);
    expect(() => activationOrder({ side: "A", activations: 1 }, { side: 2 as never, activations: 1 })).toThrow(/second\.side/);
  });
});
