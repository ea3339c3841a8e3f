// A fate scene driven by the game layer: the Waterford scene of the text (L.97-103) played command by command
// with the text's dice, the menu and the advice shown at the first re-roll decision; then Indy against a thug,
// played to the end with seeded dice by two shipped policies.
// Run: npx tsx --conditions=pulp-rules:source examples/fate-scene.ts
import { autoplay, play, type ScriptedFace, scriptedDice, seededDice } from "pulp-rules";
import { fateScene, noConsequences, pressTheAttack, type SceneScenario, type SceneState, sceneAdvice } from "pulp-rules/fate";

/** Four Fate dice showing a given sum (the text gives only sums). */
const dF = (total: number): ScriptedFace[] => [0, 1, 2, 3].map((i) => (i < Math.abs(total) ? (total > 0 ? "dF:+" : "dF:-") : "dF:0"));

const library: SceneScenario = {
  characters: [
    { side: "heroes", character: { id: "indy", name: "Indy", abilities: { Rapport: 1, Investigation: 2, Academics: 4, Might: 3, Resolve: 3 } } },
    { side: "library", character: { id: "waterford", name: "Mrs Waterford", role: "named", abilities: { Resolve: 3 } } },
  ],
  order: ["indy"], // the GM's order: only Indy acts; Mrs Waterford defends
};

let state: SceneState = fateScene.setup(library);
const step = (command: unknown, faces: ScriptedFace[] = []): void => {
  const played = play(fateScene, state, command, scriptedDice(faces));
  state = played.state;
  for (const line of fateScene.describe(played.events)) console.log(`  ${line}`);
};

console.log("The Waterford scene:");
step({ type: "attack", actor: "indy", target: "waterford", kind: "mental" });
step({ type: "defend", actor: "waterford" }, [...dF(-2), ...dF(1)]);
console.log("  Indy's menu now:");
for (const c of fateScene.options(state)) console.log(`    ${c.allowed ? "-" : "x"} ${c.label ?? ""}`);
const advice = sceneAdvice(state);
console.log(
  `  advice: ${advice.choices.map((c) => `${c.command.type}${"bonus" in c.command && c.command.bonus ? "+2" : ""} ${c.success.toString()} for ${String(c.fpSpent)} FP`).join(", ")}`,
);
step({ type: "stand", actor: "indy" });
step({ type: "stand", actor: "waterford" });
step({ type: "takeStress", actor: "indy" });
step({ type: "action", actor: "indy", ability: "Investigation", difficulty: 1, bonus: true }, dF(0));
step({ type: "stand", actor: "indy" });
step({ type: "attack", actor: "indy", target: "waterford", kind: "mental", ability: "Academics", situational: [{ label: "clever approach", value: 2 }] });
step({ type: "defend", actor: "waterford" }, [...dF(3), ...dF(-2)]);
step({ type: "stand", actor: "indy" });
step({ type: "stand", actor: "waterford" });
step({ type: "takeStress", actor: "waterford", concede: true });
console.log(`  outcome: ${JSON.stringify(fateScene.outcome(state))}`);

console.log("Indy against a thug (seed 2026, Indy spends his fate points):");
const fight = autoplay(
  fateScene,
  fateScene.setup({
    characters: [
      { side: "heroes", character: { id: "indy", name: "Indy", abilities: { Fighting: 3, Athletics: 2 } } },
      { side: "thugs", character: { id: "thug", name: "Thug", role: "mook", refresh: 0, abilities: { Fighting: 2, Might: 1 } } },
    ],
  }),
  { indy: pressTheAttack, thug: noConsequences },
  seededDice(2026),
);
for (const line of fateScene.describe(fight.events)) console.log(`  ${line}`);
console.log(`  outcome: ${JSON.stringify(fight.outcome)}`);
