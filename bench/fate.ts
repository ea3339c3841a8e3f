// fate benchmarks: the exact odds of an opposed action where both sides hold re-rolls (FATE-FP-3) with 8 and
// with 20 fate points each: the full result distribution, and the outcome a player asks about. Goals (issue 13):
// 8 points <= 5 ms, 20 points <= 20 ms. The outcome cases read the faces-free chance (actionSummary), as the advice
// does; the result cases the full result, faces included (issue 12 item 21). Registered by bench/index.ts.
import { odds } from "pulp-rules";
import { type ActionRequest, action, actionSummary, type Character, createCharacter } from "pulp-rules/fate";
import { actionMarginSpend } from "../src/fate/action.js";

/**
 * The opposed action of the fate benchmarks: Fighting +2 against Fighting +2, the actor re-rolling while short
 * of a success, the opposer while the actor would succeed, each with `fatePoints` points.
 *
 * @param fatePoints - each side's pool
 * @param build - `action` (the full result, faces included) or `actionSummary` (without faces)
 * @returns the chance of the action's result
 * @example
 * ```ts
 * odds(bothReroll(8, action)).size; // 9073 (faces included)
 * odds(bothReroll(8, actionSummary)).size; // 2961
 * ```
 */
export function bothReroll<T>(fatePoints: number, build: (actor: Character, request: ActionRequest) => T): T {
  const opposer = createCharacter({ id: "d", name: "Defender", abilities: { Fighting: 2 }, fatePoints });
  const request: ActionRequest = {
    ability: "Fighting",
    reroll: { below: "success" },
    against: { type: "opposed", opposer, roll: { ability: "Fighting", reroll: {} } },
  };
  return build(createCharacter({ id: "a", name: "Actor", abilities: { Fighting: 2 }, fatePoints }), request);
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
  const eight = bothReroll(8, action);
  const twenty = bothReroll(20, action);
  const eightLean = bothReroll(8, actionSummary);
  const twentyLean = bothReroll(20, actionSummary);
  bench("fate: both sides re-roll, 8 fate points, exact odds of the result (goal <= 5 ms)", () => odds(eight));
  bench("fate: both sides re-roll, 8 fate points, exact odds of the outcome", () => odds(eightLean.map((r) => r.outcome)));
  bench("fate: both sides re-roll, 20 fate points, exact odds of the result (goal <= 20 ms)", () => odds(twenty));
  bench("fate: both sides re-roll, 20 fate points, exact odds of the outcome", () => odds(twentyLean.map((r) => r.outcome)));
  // the advice's path: the margin and the spend as one number (what adviseAction and fateScene's options read)
  const eightMargin = bothReroll(8, actionMarginSpend);
  const twentyMargin = bothReroll(20, actionMarginSpend);
  bench("fate: both sides re-roll, 8 fate points, exact odds of margin and spend (advice; goal <= 5 ms)", () => odds(eightMargin));
  bench("fate: both sides re-roll, 20 fate points, exact odds of margin and spend (advice; goal <= 20 ms)", () => odds(twentyMargin));
}
