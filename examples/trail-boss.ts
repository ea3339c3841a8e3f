// Pulp Evolution (EVO-EX-2, L.37), played as a game: the trail boss and his four cowpokes against El Jefe and his
// bandidos, a barn between them and a fence in front of two bandidos. The first activation is played by hand
// (the boss's group moves around the barn, then shoots), the rest by the shipped aggressive policy; then the exact
// odds of a one-turn standoff between two Toughs.
// Run: npx tsx --conditions=pulp-rules:source examples/trail-boss.ts
import { autoplay, battleOdds, CommandRefused, play, seededDice } from "pulp-rules";
import { type EvolutionScenario, evolutionGame, evolutionPolicies, TOUGH, TRAIL_BOSS_SCENARIO } from "pulp-rules/evolution";

const game = evolutionGame;
const dice = seededDice(45);
let state = game.setup(TRAIL_BOSS_SCENARIO);

// The boss activates with the cowpokes within 6": they take his two actions together (EVO-LEAD-1).
const say = (lines: readonly string[]) => {
  for (const line of lines) console.log(`  ${line}`);
};
const step = (command: unknown) => {
  const played = play(game, state, command, dice);
  state = played.state;
  say(game.describe(played.events));
};
step({ type: "activate", model: "boss", group: ["cowpoke-1", "cowpoke-2", "cowpoke-3", "cowpoke-4"] });

// A cowpoke who would end more than 6" from the boss is refused, with the rule.
try {
  const orders = [
    { model: "boss", to: { x: 4.8, y: 1.4 } },
    { model: "cowpoke-1", to: { x: 6, y: 2 } },
    { model: "cowpoke-2", to: { x: -6, y: 0 } },
    { model: "cowpoke-3", to: { x: 2.5, y: 4 } },
    { model: "cowpoke-4", to: { x: 6.5, y: 6 } },
  ];
  play(game, state, { type: "move", orders }, dice);
} catch (error) {
  if (!(error instanceof CommandRefused)) throw error;
  for (const r of error.reasons) console.log(`  refused: ${r.code} (${r.rule ?? ""}) ${r.text}`);
}

// Around the east side of the barn, then everyone shoots at El Jefe (a cowpoke who cannot see him shoots at a
// bandido within 6" of him, EVO-LEAD-1): the game offers that volley among its choices.
step({
  type: "move",
  orders: [
    { model: "boss", to: { x: 4.8, y: 1.4 } },
    { model: "cowpoke-1", to: { x: 6, y: 2 } },
    { model: "cowpoke-2", to: { x: 1, y: 3 } },
    { model: "cowpoke-3", to: { x: 2.5, y: 4 } },
    { model: "cowpoke-4", to: { x: 6.5, y: 6 } },
  ],
});
const volley = game.options(state).find((c) => c.allowed && c.command.type === "shoot");
if (volley === undefined) throw new Error("no volley offered");
console.log(`  (${volley.label ?? ""})`);
step(volley.command);

// The rest of the game, both sides by the aggressive policy.
const rest = autoplay(game, state, evolutionPolicies.aggressive, dice);
say(game.describe(rest.events));
console.log(`Outcome after ${String(rest.steps.length + 3)} commands: ${String(rest.outcome)}`);

// Exact odds of a small battle: two Toughs 10" apart, one turn, the posse first (EVO-DT-7: 1/18 a shot).
const standoff: EvolutionScenario = {
  sides: [
    { id: "posse", name: "The posse", models: [{ model: { ...TOUGH, id: "a", name: "Cowpoke" }, at: { x: 0, y: 0 } }] },
    { id: "bandidos", name: "The bandidos", models: [{ model: { ...TOUGH, id: "b", name: "Bandido", facingDeg: 180 }, at: { x: 0, y: 10 } }] },
  ],
  turns: 1,
  willToFight: "none",
};
const exact = battleOdds(game, standoff, evolutionPolicies.aggressive);
for (const o of exact.outcomes) console.log(`Standoff: ${o.value} ${o.probability.toString()} (${(o.probability.toNumber() * 100).toFixed(2)}%)`);
