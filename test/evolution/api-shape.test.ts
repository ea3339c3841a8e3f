// Issue 16, "One shape for every resolver": every evolution resolver is `name(input, options?)`; each named call is
// the same chance (exact odds, seeded value and trace) or verdict as the deprecated positional call it replaces.
import { describe, expect, it } from "vitest";
import { constant, odds, resolve, scriptedDice } from "../../src/index.js";
import {
  canFire,
  chargeOutcome,
  closeCombat,
  damage,
  damageOutcomes,
  fire,
  moveAllowance,
  reaction,
  resolveDamage,
  shoot,
  TOUGH,
  wtfCheck,
} from "../../src/evolution/index.js";
import { expectRefused, expectSameChance } from "../api-shape-helpers.js";
import { bandido, trailBoss } from "./fixtures.js";

const revolver = TOUGH.weapons[0];
if (revolver === undefined) throw new Error("the Tough carries a revolver");
const hurt = { ...TOUGH, state: { lightWounds: 1, seriousWounds: 0, removed: false } };

describe("evolution: one shape for every resolver (issue 16)", () => {
  it("EVO-FIRE-1 EVO-DMG-1 EVO-WOUND-1 EVO-DT-7: shoot({ shooter, weapon, target, context }) is the positional shot", () => {
    expectSameChance(shoot({ shooter: TOUGH, weapon: revolver, target: TOUGH, context: { los: "clear" } }), shoot(TOUGH, revolver, TOUGH, { los: "clear" }));
    expectSameChance(
      shoot({ shooter: trailBoss, weapon: revolver, target: bandido, context: { los: "obscured", modifier: 1 } }, { damageAggregation: "each" }),
      shoot(trailBoss, revolver, bandido, { los: "obscured", modifier: 1 }, { damageAggregation: "each" }),
    );
    // by hand (EVO-DT-7): hit 5+ on a D6 (1/3); damage 1D6 >= Kill 6 (1/6) kills outright: 1/3 x 1/6 = 1/18
    expect(
      odds(shoot({ shooter: TOUGH, weapon: revolver, target: TOUGH, context: { los: "clear" } }))
        .probability((r) => r.target.removed)
        .toString(),
    ).toBe("1/18");
  });

  it("EVO-FIRE-1 EVO-LOS-1 EVO-AMB-5: fire and canFire named are the positional calls", () => {
    const context = { los: "obscured", targetSize: 3 } as const;
    expectSameChance(fire({ shooter: TOUGH, weapon: revolver, context }), fire(TOUGH, revolver, context));
    // by hand: needs 5+, obscured -1: only a 6 hits, 1/6
    expect(
      odds(fire({ shooter: TOUGH, weapon: revolver, context }))
        .probability(1)
        .toString(),
    ).toBe("1/6");
    for (const los of ["clear", "obscured", "blocked"] as const) {
      expect(canFire({ shooter: TOUGH, weapon: revolver, los })).toEqual(canFire(TOUGH, revolver, los));
    }
    expect(canFire({ shooter: TOUGH, weapon: revolver, los: "blocked" })).toEqual({ ok: false, reason: "LOS_BLOCKED" });
  });

  it("EVO-CC-1 EVO-AMB-7: closeCombat({ attacker, defender, context }) is the positional close combat, placeholder and procedure", () => {
    expectSameChance(closeCombat({ attacker: TOUGH, defender: bandido }), closeCombat(TOUGH, bandido));
    const procedure = () => constant({ attacker: 1, defender: 0, winner: "attacker" as const, damage: [], loser: null });
    expectSameChance(closeCombat({ attacker: TOUGH, defender: bandido, context: { procedure } }), closeCombat(TOUGH, bandido, { procedure }));
  });

  it("EVO-DMG-1 EVO-AMB-1 EVO-AMB-4: damage is resolveDamage (renamed: a chance, not a resolution); damageOutcomes named is positional", () => {
    expectSameChance(damage({ target: TOUGH, damageDice: "1D6" }), resolveDamage(TOUGH, "1D6"));
    expectSameChance(damage({ target: TOUGH, damageDice: "2D6" }, { damageAggregation: "each" }), resolveDamage(TOUGH, "2D6", { damageAggregation: "each" }));
    expectSameChance(
      damageOutcomes({ target: TOUGH, damageDice: "2D6" }, { damageAggregation: "each" }),
      damageOutcomes(TOUGH, "2D6", { damageAggregation: "each" }),
    );
    // by hand (Tough: Wound 4, Kill 6, save 6+): d = 4 or 5 (2/6), save fails (5/6), Wound Table D6 + (d - 4) >= 5:
    // d = 4 needs a 5 or 6 (2/6), d = 5 a 4, 5 or 6 (3/6): (1/6)(5/6)(2/6) + (1/6)(5/6)(3/6) = 10/216 + 15/216 = 25/216
    expect(
      odds(damage({ target: TOUGH, damageDice: "1D6" }))
        .probability("serious")
        .toString(),
    ).toBe("25/216");
  });

  it("EVO-WTF-1 EVO-GEN-1 EVO-AMB-9 EVO-AMB-11: reaction and wtfCheck named are the positional calls", () => {
    expectSameChance(reaction({ model: TOUGH, trigger: { kind: "shot-at" } }), reaction(TOUGH, { kind: "shot-at" }));
    expectSameChance(
      wtfCheck({ model: hurt, context: { reason: "to avoid suppression", modifier: 1 } }),
      wtfCheck(hurt, { reason: "to avoid suppression", modifier: 1 }),
    );
    // by hand: WtF 4+, one Light wound -1: a D6 of 5 or 6 passes, 1/3
    expect(
      odds(wtfCheck({ model: hurt }))
        .probability(true)
        .toString(),
    ).toBe("1/3");
  });

  it("EVO-MOVE-1 EVO-TERR-1 EVO-AMB-10: moveAllowance and chargeOutcome named are the positional verdicts", () => {
    expect(moveAllowance({ model: TOUGH, context: { actions: 2, terrain: "difficult" } })).toEqual(moveAllowance(TOUGH, { actions: 2, terrain: "difficult" }));
    // by hand: Move 5 per action, difficult halves it: 2 x 5 / 2 = 5
    expect(moveAllowance({ model: TOUGH, context: { actions: 2, terrain: "difficult" } }).inches).toBe(5);
    expect(chargeOutcome({ model: TOUGH, distance: 4 })).toEqual(chargeOutcome(TOUGH, 4));
    expect(chargeOutcome({ model: hurt, distance: 4.5 }, { chargeMoves: 2 })).toEqual(chargeOutcome(hurt, 4.5, null, { chargeMoves: 2 }));
  });

  it("EVO-FIRE-1 EVO-GM-2: bad named input is a RulesError naming the function and the deepest path under input", () => {
    expectRefused(() => shoot({ shooter: TOUGH, weapon: revolver, target: TOUGH } as never), "evolution.shoot", "input.context");
    expectRefused(
      () => shoot({ shooter: TOUGH, weapon: revolver, target: { ...TOUGH, accuracy: 9 }, context: { los: "clear" } }),
      "evolution.shoot",
      "input.target.accuracy",
    );
    expectRefused(
      () => fire({ shooter: TOUGH, weapon: revolver, context: { los: "clear", targetSize: 3, modifer: 1 } as never }),
      "evolution.fire",
      "input.context",
    );
    expectRefused(() => fire({ shooter: TOUGH, weapon: revolver, context: { los: "blocked", targetSize: 3 } }), "evolution.fire", "input.context.los");
    expectRefused(() => canFire({ shooter: TOUGH, weapon: { ...revolver, firingDice: -1 }, los: "clear" }), "evolution.canFire", "input.weapon.firingDice");
    expectRefused(
      () => closeCombat({ attacker: TOUGH, defender: { ...TOUGH, state: { lightWounds: 0, seriousWounds: 0, removed: true } } }),
      "evolution.closeCombat",
      "input.defender.state.removed",
    );
    expectRefused(() => damage({ target: TOUGH, damageDice: "1D7" }), "evolution.damage", "input.damageDice");
    expectRefused(() => wtfCheck({ model: TOUGH, context: { modifier: 11 } }), "evolution.wtfCheck", "input.context.modifier");
    expectRefused(() => moveAllowance({ model: TOUGH, context: { terrain: "swamp" as never } }), "evolution.moveAllowance", "input.context.terrain");
    expectRefused(() => chargeOutcome({ model: TOUGH, distance: -1 }), "evolution.chargeOutcome", "input.distance");
    expectRefused(() => reaction({ model: TOUGH, trigger: { kind: "" } }), "evolution.reaction", "input.trigger.kind");
  });

  it("EVO-FIRE-1: the deprecated positional calls keep their own errors", () => {
    expect(() => fire(TOUGH, revolver, { los: "blocked", targetSize: 3 })).toThrow(/evolution\.fire: context\.los/);
    expect(resolve(fire(TOUGH, revolver, { los: "clear", targetSize: 3 }), scriptedDice(["d6:5"])).value).toBe(1);
  });
});
