// withSampler (issue 13): a chance simulated by its own sampler, resolved and enumerated as played.
import { describe, expect, it } from "vitest";
import { withSampler } from "../../src/core/chance.js";
import { die, odds, resolve, seededDice, simulate, sum } from "../../src/index.js";

describe("withSampler", () => {
  // the played chance: a d6, then 2d6 on a 4 or more (a chain), as one value
  const damage = sum(2, "d6");
  const played = die("d6").chain(
    (face) => (face >= 4 ? damage : die("d2").map(() => 0)),
    (face, dmg) => face * 100 + dmg,
  );
  // the same dice in one function: the first die, then the second chance's own sampler
  const fast = withSampler(played, (samplerFor) => {
    const first = samplerFor(die("d6"));
    const twoD6 = samplerFor(damage);
    const d2 = samplerFor(die("d2"));
    return (rng) => {
      const face = first(rng);
      if (face >= 4) return face * 100 + twoD6(rng);
      d2(rng);
      return face * 100;
    };
  });

  it("should simulate with the sampler: the same values as resolve with the same seed, run for run", () => {
    for (let seed = 1; seed <= 50; seed++) expect(simulate(fast, { runs: 1, seed }).outcomes[0]?.value).toBe(resolve(played, seededDice(seed)).value);
    expect(simulate(fast, { runs: 5000, seed: 3 }).outcomes).toEqual(simulate(played, { runs: 5000, seed: 3 }).outcomes);
  });

  it("should resolve and enumerate the played chance (its dice, trace and odds), never calling the sampler", () => {
    let built = 0;
    const watched = withSampler(played, () => {
      built++;
      return () => -1;
    });
    expect(resolve(watched, seededDice(9))).toEqual(resolve(played, seededDice(9)));
    expect(odds(watched).outcomes).toEqual(odds(played).outcomes);
    expect(built).toBe(0);
    // simulate builds it once, and keeps it with the chance
    expect(simulate(watched, { runs: 3, seed: 1 }).outcomes).toEqual([{ value: -1, count: 3, frequency: 1 }]);
    simulate(watched, { runs: 3, seed: 2 });
    expect(built).toBe(1);
  });

  it("should be drawn by its sampler inside a larger chance (mapped, chained)", () => {
    const mapped = fast.map((v) => v % 100);
    for (let seed = 1; seed <= 20; seed++) expect(simulate(mapped, { runs: 1, seed }).outcomes[0]?.value).toBe(resolve(played, seededDice(seed)).value % 100);
    expect(simulate(mapped, { runs: 4000, seed: 8 }).outcomes).toEqual(
      simulate(
        played.map((v) => v % 100),
        { runs: 4000, seed: 8 },
      ).outcomes,
    );
  });
});
