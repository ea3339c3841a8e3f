// Scenarios and records of the fate scene tests (and examples/fate-scene.ts): the text's Waterford scene
// (FATE-EX-5a..c) and the truck fight (FATE-EX-7), and a small fight for battleOdds.
import { alwaysAttack, fateScene, noConsequences, type SceneScenario, type SceneState } from "../../src/fate/index.js";
import { dF } from "./fixtures.js";

/** The Waterford scene: Indy (Rapport Average +1 in this example, ruling FATE-AMB-12) against Mrs Waterford; only Indy acts. */
export const waterfordScenario: SceneScenario = {
  characters: [
    {
      side: "heroes",
      character: { id: "indy", name: "Indy", abilities: { Rapport: 1, Investigation: 2, Academics: 4, Might: 3, Resolve: 3, Athletics: 2, Fighting: 3 } },
    },
    { side: "library", character: { id: "waterford", name: "Mrs Waterford", role: "named", abilities: { Resolve: 3 } } },
  ],
  order: ["indy"],
};

/** The Waterford scene's commands, as the text plays it. */
export const waterfordCommands = [
  { type: "attack", actor: "indy", target: "waterford", kind: "mental" },
  { type: "defend", actor: "waterford" },
  { type: "stand", actor: "indy" },
  { type: "stand", actor: "waterford" },
  { type: "takeStress", actor: "indy" },
  { type: "action", actor: "indy", ability: "Investigation", difficulty: 1, bonus: true },
  { type: "stand", actor: "indy" },
  { type: "attack", actor: "indy", target: "waterford", kind: "mental", ability: "Academics", situational: [{ label: "clever approach", value: 2 }] },
  { type: "defend", actor: "waterford" },
  { type: "stand", actor: "indy" },
  { type: "stand", actor: "waterford" },
  { type: "takeStress", actor: "waterford", concede: true },
];

/** The text's dice: Indy -2, Waterford +1; Indy 0; Indy +3, Waterford -2. */
export const waterfordScript = [...dF(-2), ...dF(1), ...dF(0), ...dF(3), ...dF(-2)];

/** The truck fight: Indy, already with 2 Health stress, against a soldier with a pistol and the Feldwebel. */
export const truckScenario: SceneScenario = {
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

/** The truck fight's commands: the pistol shot (4 stress, Minor "Nicked in the Arm"), the aggravation, the Feldwebel's fist. */
export const truckCommands = [
  { type: "attack", actor: "soldier", target: "indy", kind: "ranged", gun: true },
  { type: "defend", actor: "indy" },
  { type: "stand", actor: "indy" },
  { type: "takeStress", actor: "indy", consequences: [{ severity: "minor", text: "Nicked in the Arm" }] },
  { type: "aggravate", target: "indy", severity: "minor" },
  { type: "attack", actor: "feldwebel", target: "indy", kind: "physical" },
  { type: "defend", actor: "indy" },
  { type: "stand", actor: "feldwebel" },
  { type: "stand", actor: "indy" },
  { type: "takeStress", actor: "indy" },
  { type: "endScene" },
];

/** The truck fight's dice (the text gives only the stress): soldier +1, Indy -2; Feldwebel 0, Indy 0. */
export const truckScript = [...dF(1), ...dF(-2), ...dF(0), ...dF(0)];

/** A small conflict for battleOdds: Indy (Fighting Good +3, 3 boxes) against a thug (Fair +2, 1 box, no consequences: policy noConsequences), no fate points, until one is taken out. */
export const thugScenario: SceneScenario = {
  characters: [
    { side: "heroes", character: { id: "indy", name: "Indy", abilities: { Fighting: 3, Might: 0 }, fatePoints: 0 } },
    { side: "thugs", character: { id: "thug", name: "Thug", role: "mook", refresh: 0, abilities: { Fighting: 2, Might: -2 } } },
  ],
  order: ["indy", "thug"],
};

/** The battle spec a worker rebuilds from a recipe: `{ module: <this file>, export: "thugBattle" }`. */
export function thugBattle() {
  return {
    game: fateScene,
    scenario: thugScenario,
    summary: { exchanges: (s: SceneState) => s.exchange },
    policies: { indy: alwaysAttack, thug: noConsequences },
  };
}
