// Battles of tugsGame for the tests and for worker threads (a recipe: { module: <this file>, export: "tugsBattle" }).
import { attackEngaged, attackWeakest, type TugsGameState } from "../../src/tugs/index.js";
import { tugsGame } from "../../src/tugs/index.js";
import { broadsword, jan, shortSword, travis } from "./fixtures.js";

/** A second guard of the patrol: a club, no armour. */
export const bert = {
  id: "bert",
  name: "Bert",
  attributes: { sta: 10, str: 12, dex: 9 },
  initiative: 8,
  resistance: 0,
  injuryBonus: 1,
  skills: { Clubs: 11 },
  maxHp: 10,
  weapons: [{ name: "club", skill: "Clubs", type: "contending" as const, initiative: 1, parry: -5 }],
};

/** The patrol of two (Travis and Bert) against the thief Jan. */
export const patrolScenario = {
  combatants: [
    { character: jan, side: "thief" },
    { character: travis, side: "watch" },
    { character: bert, side: "watch" },
  ],
};

/** Jan against Travis, the worked example's pair. */
export const duelScenario = {
  combatants: [
    { character: jan, side: "thief" },
    { character: travis, side: "watch" },
  ],
};

export { broadsword, shortSword };

/** The battle spec a worker rebuilds from a recipe. */
export function tugsBattle(which: "patrol" | "duel" = "patrol", policy: "engaged" | "weakest" = "engaged") {
  return {
    game: tugsGame,
    scenario: which === "patrol" ? patrolScenario : duelScenario,
    policies: policy === "engaged" ? attackEngaged : attackWeakest,
    summary: { rounds: (s: TugsGameState) => s.round },
  };
}
