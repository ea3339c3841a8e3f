// fate benchmarks: the exact odds of an opposed action where both sides hold re-rolls (FATE-FP-3) with 8 and
// with 20 fate points each: the full result distribution, and the outcome a player asks about. Goals (issue 13):
// 8 points <= 5 ms, 20 points <= 20 ms. Registered by bench/index.ts.
import { odds } from "pulp-rules";
import { type ActionRequest, action, createCharacter } from "pulp-rules/fate";

/**
 * The opposed action of the fate benchmarks: Fighting +2 against Fighting +2, the actor re-rolling while short
 * of a success, the opposer while the actor would succeed, each with `fatePoints` points.
 *
 * @param fatePoints - each side's pool
 * @returns the chance of the action's result
 * @example
 * ```ts
 * odds(bothReroll(8)).size; // 2961
 * ```
 */
export function bothReroll(fatePoints: number): ReturnType<typeof action> {
  const opposer = createCharacter({ id: "d", name: "Defender", abilities: { Fighting: 2 }, fatePoints });
  const request: ActionRequest = {
    ability: "Fighting",
    reroll: { below: "success" },
    against: { type: "opposed", opposer, roll: { ability: "Fighting", reroll: {} } },
  };
  return action(createCharacter({ id: "a", name: "Actor", abilities: { Fighting: 2 }, fatePoints }), request);
}

/**
 * Registers the fate benchmark cases with the project's bench runner.
 *
 * @param bench - the runner's registration function
 * @example
 * ```ts
 * registerFateBenchmarks((name, fn) => console.log(name, fn()));
 * ```
 */
export function registerFateBenchmarks(bench: (name: string, fn: () => unknown) => void): void {
  const eight = bothReroll(8);
  const twenty = bothReroll(20);
  bench("fate: both sides re-roll, 8 fate points, exact odds of the result (goal <= 5 ms)", () => odds(eight));
  bench("fate: both sides re-roll, 8 fate points, exact odds of the outcome", () => odds(eight.map((r) => r.outcome)));
  bench("fate: both sides re-roll, 20 fate points, exact odds of the result (goal <= 20 ms)", () => odds(twenty));
  bench("fate: both sides re-roll, 20 fate points, exact odds of the outcome", () => odds(twenty.map((r) => r.outcome)));
}
