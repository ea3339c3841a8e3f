// Pinned seeded transcripts: a change here changes what a seed plays, a breaking change for the CHANGELOG.
import { describe, expect, it } from "vitest";
import { shoot, TOUGH } from "../../src/evolution/index.js";
import { explain, resolve, seededDice } from "../../src/index.js";

const tommyGun = { name: "tommy gun", firingDice: 3, damageDice: "1D6" };

describe("pinned transcripts", () => {
  it("EVO-FIRE-1, EVO-DMG-1: seed 64: two hits, the first kills and the second rolls no damage", () => {
    const { value, trace } = resolve(shoot(TOUGH, tommyGun, TOUGH, { los: "clear" }), seededDice(64));
    expect(value).toEqual({ hits: 2, target: { lightWounds: 0, seriousWounds: 0, removed: true } });
    expect(explain(trace)).toEqual([
      "d6 to hit (needs 5+): 6: hit [EVO-FIRE-1]",
      "d6 to hit (needs 5+): 4: miss [EVO-FIRE-1]",
      "d6 to hit (needs 5+): 5: hit [EVO-FIRE-1]",
      "2 hits from 3 firing dice [EVO-FIRE-1]",
      "d6 damage: 6 [EVO-DMG-1]",
      "damage reaches Kill 6+: killed outright, no save [EVO-DMG-1]",
    ]);
  });

  it("EVO-DMG-1, EVO-WOUND-1: seed 145: one hit, damage 4, save failed, wound table 4: a Light wound", () => {
    const { value, trace } = resolve(shoot(TOUGH, tommyGun, TOUGH, { los: "clear" }), seededDice(145));
    expect(value).toEqual({ hits: 1, target: { lightWounds: 1, seriousWounds: 0, removed: false } });
    expect(explain(trace).slice(4)).toEqual([
      "d6 damage: 4 [EVO-DMG-1]",
      "d6 armour save against a wound (needs 6+): 5 [EVO-DMG-1]",
      "damage beyond the Wound score 0 [EVO-WOUND-1]",
      "d6 wound table (+0): 4 [EVO-WOUND-1]",
      "light wound [EVO-WOUND-1]",
    ]);
  });
});
