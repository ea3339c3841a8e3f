import { describe, expect, it } from "vitest";
import { odds, resolve, scriptedDice } from "../../src/index.js";
import { cliffHanger, type Figure, luckRoll, type Trait, woundedRecovery } from "../../src/rugged/index.js";

const hugeJoss: Trait = { id: "RUG-TRAIT-P9", name: "Huge Joss", polarity: "positive", effects: [{ kind: "luckReroll" }] };
const rex: Figure = { id: "rex", name: "Rex", class: "PRP", luck: 5 };

describe("rugged luck rolls", () => {
  it("RUG-EX-3, RUG-LUCK-3: leaping a crevasse: pass iff the D10 is at or under Luck", () => {
    for (let face = 1; face <= 10; face++) {
      expect(resolve(luckRoll(rex, { purpose: "leap the crevasse" }), scriptedDice([`d10:${String(face)}`])).value.pass).toBe(face <= 5);
    }
    expect(resolve(luckRoll(rex), scriptedDice(["d10:5"])).trace[0]).toMatchObject({ type: "die", rule: "RUG-LUCK-3" });
  });

  it("RUG-TRAIT-P9, RUG-AMB-29: Huge Joss re-rolls any failed luck roll once: P = 1 - (1 - L/10)^2", () => {
    const joss = { ...rex, luck: 3, traits: [hugeJoss] };
    expect(resolve(luckRoll(joss), scriptedDice(["d10:9", "d10:3"])).value).toEqual({ pass: true, rerolled: true });
    expect(
      odds(luckRoll(joss).map((r) => r.pass))
        .probability(true)
        .toString(),
    ).toBe("51/100");
  });

  it("RUG-GEN-1: the GM may modify the die roll", () => {
    expect(resolve(luckRoll(rex, { gmRollModifier: -2 }), scriptedDice(["d10:7"])).value.pass).toBe(true);
  });

  it("RUG-AMB-1: the end-of-turn recovery and the Cliff-hanger are borrowed from vivid and noted as such", () => {
    const hurt: Figure = { ...rex, status: { wound: "wounded", wounds: 1 } };
    const rec = resolve(woundedRecovery(hurt, 2), scriptedDice(["d6:6"]));
    expect(rec.trace[0]).toMatchObject({ rule: "RUG-AMB-1" });
    expect(rec.value.recovered).toBe(true);
    const dead: Figure = { ...rex, traits: [hugeJoss], status: { wound: "killed" } };
    const cliff = resolve(cliffHanger(dead, true), scriptedDice(["d10:9", "d10:2"]));
    expect(cliff.trace[0]).toMatchObject({ rule: "RUG-AMB-1" });
    expect(cliff.value.survived).toBe(true);
  });
});
