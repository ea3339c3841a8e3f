// The random tugs fights the game's property tests share (test/tugs/game-rolled, game-session and
// game-battle-rolled): 2 to 4 combatants of a pool (Jan, Travis, Bert and a second Jan named Kit) on 2 or 3 sides.
import fc from "fast-check";
import { jan, travis } from "./fixtures.js";
import { bert } from "./game-battle.js";

const kit = { ...jan, id: "kit", name: "Kit" };
const pool = [jan, travis, bert, kit];

/** A scenario of 2 to 4 combatants of the pool on 2 or 3 sides, with or without a parry limit, a round limit, an outcome. */
export const fightScenarioArb = fc
  .record({
    n: fc.integer({ min: 2, max: 4 }),
    sides: fc.array(fc.constantFrom("a", "b", "c"), { minLength: 4, maxLength: 4 }),
    parries: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
    limit: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    outcome: fc.option(fc.constantFrom("end" as const, "fight" as const, "winner" as const), { nil: undefined }),
  })
  .map(({ n, sides, parries, limit, outcome }) => {
    const chosen = sides.slice(0, n);
    // at least two sides
    if (chosen.every((s) => s === chosen[0])) chosen[n - 1] = chosen[0] === "a" ? "b" : "a";
    return {
      combatants: pool.slice(0, n).map((character, i) => ({ character, side: chosen[i] as string })),
      ...(parries === undefined ? {} : { parriesPerRound: parries }),
      ...(limit === undefined ? {} : { roundLimit: limit }),
      ...(outcome === undefined ? {} : { outcome }),
    };
  });
