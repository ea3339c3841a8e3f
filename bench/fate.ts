// fate benchmarks: the exact odds of an opposed action where both sides hold re-rolls (FATE-FP-3) with 8 and
// with 20 fate points each: the full result distribution, and the outcome a player asks about. Goals (issue 13):
// 8 points <= 5 ms, 20 points <= 20 ms. The outcome cases read the faces-free chance (actionSummary), as the advice
// does; the result cases the full result, faces included (issue 12 item 21). The floor is a hand-written dynamic
// programme of the margin-and-spend distribution in doubles (the same states, no chances, no trace), measured in the
// same process. Registered by bench/index.ts.
import { autoplay, odds, play, seededDice, simulateBattle } from "pulp-rules";
import { type ActionRequest, action, actionSummary, type Character, createCharacter, fateScene, pressTheAttack, type SceneScenario } from "pulp-rules/fate";
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

/** 4dF sums -4..4, each probability over 81 (FATE-ACT-1). */
const DF = [1, 4, 10, 16, 19, 16, 10, 4, 1].map((w) => w / 81);

/** One side's re-rolls from a failing roll: [final total, points spent, weight], level by level (FATE-FP-3). */
function tailOf(points: number, fails: (total: number) => boolean): [number, number, number][] {
  const ends: [number, number, number][] = [];
  let again = 1;
  for (let spent = 1; again > 0 && spent <= points; spent++) {
    let next = 0;
    for (let d = 0; d < 9; d++) {
      const total = d - 4 + 2;
      if (fails(total) && spent + 1 <= points) next += again * (DF[d] as number);
      else ends.push([total, spent, again * (DF[d] as number)]);
    }
    again = next;
  }
  return ends;
}

/**
 * The floor of the margin-and-spend cases: the same distribution (Fighting +2 against +2, the actor re-rolling
 * while short of a success and a re-roll can reach it, ruling FATE-AMB-26, the opposer while the actor would
 * succeed), by hand in doubles: each side's re-rolls from a failing roll worked out once per opposing total.
 *
 * @param points - each side's fate points
 * @returns the probability of each (margin, actor's spend), keyed as actionMarginSpend keys it
 * @example
 * ```ts
 * handMarginSpend(8).size; // 145, as odds(bothReroll(8, actionMarginSpend)).size
 * ```
 */
export function handMarginSpend(points: number): Map<number, number> {
  const out = new Map<number, number>();
  const actorTails = new Map<number, [number, number, number][]>();
  // the opposer's re-rolls read as its final total alone (the margin needs no more): total -> weight
  const opposerTails = new Map<number, Map<number, number>>();
  for (let o = 0; o < 9; o++) {
    const ot0 = o - 4 + 2;
    const actorFails = (at: number): boolean => at - ot0 < 1 && 4 + 2 - ot0 >= 1 && points >= 1;
    let failing = 0;
    const ends: [number, number, number][] = [];
    for (let a = 0; a < 9; a++) {
      if (actorFails(a - 4 + 2)) failing += DF[a] as number;
      else ends.push([a - 4 + 2, 0, (DF[a] as number) * (DF[o] as number)]);
    }
    if (failing > 0) {
      let tail = actorTails.get(ot0);
      if (tail === undefined) actorTails.set(ot0, (tail = tailOf(points, actorFails)));
      for (const [at, af, w] of tail) ends.push([at, af, w * failing * (DF[o] as number)]);
    }
    for (const [at, af, w] of ends) {
      const opposerFails = (ot: number): boolean => ot - at < 0 && 4 + 2 - at >= 0 && points >= 1;
      if (!opposerFails(ot0)) {
        const k = (at - ot0 + 100_000) * 100_000 + af;
        out.set(k, (out.get(k) ?? 0) + w);
        continue;
      }
      let tail = opposerTails.get(at);
      if (tail === undefined) {
        tail = new Map<number, number>();
        for (const [ot, , wo] of tailOf(points, opposerFails)) tail.set(ot, (tail.get(ot) ?? 0) + wo);
        opposerTails.set(at, tail);
      }
      for (const [ot, wo] of tail) {
        const k = (at - ot + 100_000) * 100_000 + af;
        out.set(k, (out.get(k) ?? 0) + w * wo);
      }
    }
  }
  return out;
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
export function registerFateBenchmarks(bench: (name: string, fn: () => unknown, per?: number) => void): void {
  const eight = bothReroll(8, action);
  const twenty = bothReroll(20, action);
  const eightLean = bothReroll(8, actionSummary);
  const twentyLean = bothReroll(20, actionSummary);
  bench("fate: both sides re-roll, 8 fate points, exact odds of the whole result with faces", () => odds(eight));
  bench("fate: both sides re-roll, 8 fate points, exact odds of the outcome", () => odds(eightLean.map((r) => r.outcome)));
  bench("fate: both sides re-roll, 20 fate points, exact odds of the whole result with faces", () => odds(twenty));
  bench("fate: both sides re-roll, 20 fate points, exact odds of the outcome", () => odds(twentyLean.map((r) => r.outcome)));
  // the advice's path: the margin and the spend as one number (what adviseAction and fateScene's options read)
  const eightMargin = bothReroll(8, actionMarginSpend);
  const twentyMargin = bothReroll(20, actionMarginSpend);
  bench("fate: both sides re-roll, 8 fate points, exact odds of margin and spend (advice; goal <= 5 ms)", () => odds(eightMargin));
  bench("fate: both sides re-roll, 20 fate points, exact odds of margin and spend (advice; goal <= 20 ms)", () => odds(twentyMargin));
  bench("hand loop: fate margin and spend, both re-rolling, 8 fate points (doubles)", () => handMarginSpend(8));
  bench("hand loop: fate margin and spend, both re-rolling, 20 fate points (doubles)", () => handMarginSpend(20));
  // the scene as a game (issue 15): steps and scenes a second, the policy spending its fate points
  const start = fateScene.setup(TRUCK_FIGHT);
  const first = fateScene.options(start);
  bench("fate game: one step (options, the policy's choice, play), the truck fight", () => play(fateScene, start, pressTheAttack(start, first), seededDice(1)));
  bench("fate game: a whole truck fight (autoplay, pressTheAttack)", () => autoplay(fateScene, start, pressTheAttack, seededDice(2)));
  bench(
    "fate game: simulateBattle of truck fights (per scene, pressTheAttack)",
    () => simulateBattle(fateScene, TRUCK_FIGHT, pressTheAttack, { runs: 100, seed: 3 }),
    100,
  );
}

/** The truck fight of the text (FATE-EX-7): Indy, with 2 Health stress already, against a soldier with a pistol and the Feldwebel. */
const TRUCK_FIGHT: SceneScenario = {
  characters: [
    {
      side: "indy",
      character: { id: "indy", name: "Indy", abilities: { Athletics: 2, Fighting: 3, Might: 3, Resolve: 3 }, health: { boxes: 6, checked: 2 } },
    },
    { side: "germans", character: { id: "soldier", name: "German soldier", role: "mook", refresh: 0, abilities: { Shooting: 1 } } },
    { side: "germans", character: { id: "feldwebel", name: "Feldwebel", role: "named", abilities: { Fighting: 3 } } },
  ],
  order: ["soldier", "feldwebel", "indy"],
};
