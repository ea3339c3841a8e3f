import { describe, expect, it } from "vitest";
import { constant, odds, resolve, scriptedDice } from "../../src/index.js";
import { type CloseCombatProcedure, closeCombat, resolveDamage, TOUGH } from "../../src/evolution/index.js";

describe("close combat (EVO-CC-1, hook EVO-AMB-7)", () => {
  it("EVO-CC-1, EVO-AMB-7: the placeholder rolls both models' Close Combat dice (1D6−1); the higher total hits", () => {
    const { value, trace } = resolve(closeCombat(TOUGH, TOUGH), scriptedDice(["d6:5", "d6:3"]));
    expect(value).toEqual({ attacker: 4, defender: 2, winner: "attacker" });
    expect(trace[0]).toEqual({ type: "note", rule: "EVO-AMB-7", text: "placeholder close combat: opposed Close Combat dice, higher total hits" });
    expect(resolve(closeCombat(TOUGH, TOUGH), scriptedDice(["d6:2", "d6:6"])).value.winner).toBe("defender");
    expect(resolve(closeCombat(TOUGH, TOUGH), scriptedDice(["d6:3", "d6:3"])).value.winner).toBe("none");
  });

  it("EVO-AMB-7: the placeholder's odds for two Toughs are symmetric, a tie 1/6", () => {
    const d = odds(closeCombat(TOUGH, TOUGH));
    expect(d.probability((r) => r.winner === "none").toString()).toBe("1/6");
    expect(d.probability((r) => r.winner === "attacker").toString()).toBe("5/12");
    // the winner then rolls its weapon's damage with resolveDamage
    expect(resolve(resolveDamage(TOUGH, "1D6"), scriptedDice(["d6:6"])).value).toBe("killed");
  });

  it("EVO-AMB-7, EVO-GM-5: a group's own procedure replaces the placeholder", () => {
    const attackerWins: CloseCombatProcedure = (a) => constant({ attacker: a.size, defender: 0, winner: "attacker" as const });
    expect(resolve(closeCombat(TOUGH, TOUGH, attackerWins), scriptedDice([])).value).toEqual({ attacker: 3, defender: 0, winner: "attacker" });
    expect(() => closeCombat(TOUGH, TOUGH, 3 as never)).toThrow(/procedure/);
    expect(() => closeCombat(TOUGH, { ...TOUGH, closeCombat: "fists" })).toThrow(/defender\.closeCombat/);
  });
});
