// A fight of three driven by the game: Jan the jewel thief against a patrol of two (Travis with his broadsword,
// Bert with a club), round after round to the end, then the time after it: the wounded get first aid and a
// hospital (a body Critical untreated dies in ten minutes), ten minutes pass, then a week. Every line is what tugsGame.describe says of the events.
// Run: npx tsx --conditions=pulp-rules:source examples/tugs-fight.ts
import { autoplay, play, seededDice } from "pulp-rules";
import {
  attackEngaged,
  attackWeakest,
  type CharacterSpec,
  condition,
  createCharacter,
  TUGS_EXAMPLE_CHARACTERS,
  type TugsCommand,
  type TugsGameState,
  tugsGame,
} from "pulp-rules/tugs";

// the worked example's two, as the library gives them; the text gives no maximum HP (TUGS-AMB-9: an input): we use Stamina
const jan: CharacterSpec = { ...TUGS_EXAMPLE_CHARACTERS.jan, maxHp: TUGS_EXAMPLE_CHARACTERS.jan.attributes.sta };
const travis: CharacterSpec = { ...TUGS_EXAMPLE_CHARACTERS.travis, maxHp: TUGS_EXAMPLE_CHARACTERS.travis.attributes.sta };
// a second guard, not in the text
const bert: CharacterSpec = {
  id: "bert",
  name: "Bert",
  attributes: { sta: 10, str: 12, dex: 9 },
  initiative: 8,
  injuryBonus: 1,
  skills: { Clubs: 11 },
  maxHp: 10,
  weapons: [{ name: "club", skill: "Clubs", type: "contending", initiative: 1, parry: -5 }],
};

const scenario = {
  combatants: [
    { character: createCharacter(jan), side: "thief" },
    { character: createCharacter(travis), side: "watch" },
    { character: createCharacter(bert), side: "watch" },
  ],
};

const dice = seededDice(2026);
// the watch press the man they fight; Jan goes for whoever is weakest
const fight = autoplay(tugsGame, tugsGame.setup(scenario), { thief: attackWeakest, watch: attackEngaged }, dice, { maxSteps: 500 });
// the policies end the game as soon as the fight is over: that last step is set aside, and the game goes on from the
// state before it (so the fight is told without its "The game ends.", which comes once, at the very end)
const ended = fight.steps.at(-1)?.command.type === "end";
const kept = ended ? fight.steps.slice(0, -1) : fight.steps;
console.log(tugsGame.describe(kept.flatMap((s) => s.events)).join("\n"));

// the fight is over: the time after it, by hand
let state: TugsGameState = kept.at(-1)?.state ?? tugsGame.setup(scenario);
const run = (command: TugsCommand): void => {
  const played = play(tugsGame, state, command, dice);
  state = played.state;
  for (const line of tugsGame.describe(played.events)) console.log(line);
};
for (const c of state.combatants) {
  const who = c.character.id ?? c.character.name;
  if (condition(c.character).dead || c.character.injuries.length === 0) continue;
  if (c.character.injuries.some((i) => !i.treated && (i.level === "superficial" || i.level === "minor"))) run({ type: "firstAid", patient: who });
  run({ type: "care", patient: who, care: "hospital" });
}
run({ type: "pass", amount: 10, unit: "minutes" });
run({ type: "pass", amount: 7, unit: "days", activity: "rest" });
run({ type: "end" });
console.log(JSON.stringify(tugsGame.outcome(state)));
