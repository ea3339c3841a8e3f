// Pinned seeded transcripts: a change here changes what a seed plays, a breaking change for the CHANGELOG.
import { describe, expect, expectTypeOf, it } from "vitest";
import { type Chance, resolve, seededDice } from "../../src/index.js";
import { type AttackOutcome, hthAttack, playRound } from "../../src/tugs/index.js";
import { jan, travis } from "./fixtures.js";

describe("pinned seeded transcripts", () => {
  it("TUGS-HTH-1: Jan attacks Travis with seeds 1 to 8", () => {
    const short = (o: AttackOutcome) => [o.result, o.crit, o.location, o.level].join(" ");
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((s) => short(resolve(hthAttack(jan, travis), seededDice(s)).value))).toEqual([
      "hit false body superficial",
      "parried false  ",
      "parried false  ",
      "parried false  ",
      "miss false  ",
      "hit false weaponArm minor",
      "hit true head ",
      "miss false  ",
    ]);
  });

  it("TUGS-INIT-1 TUGS-HTH-1: one round with seed 2026 rolls these dice", () => {
    const r = playRound(jan, travis, {}, seededDice(2026));
    expect(r.initiative).toEqual({ a: 13, b: 12 });
    expect(r.trace.flatMap((e) => (e.type === "die" ? [`${e.kind}:${String(e.face)}`] : []))).toEqual(["d6:2", "d6:3", "d20:8", "d20:7", "d20:18"]);
  });

  it("TUGS-HTH-1: types: an attack is a chance of an AttackOutcome", () => {
    expectTypeOf(hthAttack(jan, travis)).toEqualTypeOf<Chance<AttackOutcome>>();
  });
});
