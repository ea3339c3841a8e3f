// Rugged Adventures: a skirmish on a jungle track, played by the library's rugged game. Sergeant Okello's askaris
// hold the track and shoot; the bandits come out of the jungle and charge. The scenario and two policies are all
// this file holds: the turn sequence, the bookkeeping and the rules are ruggedGame's. It prints the simulated
// chance of each side winning (and the exact odds, when the battle is small enough), then plays a seeded game.
// Run: npx tsx --conditions=pulp-rules:source examples/rugged-skirmish.ts [seed]
import { autoplay, battleOdds, RulesError, seededDice, simulateBattle } from "pulp-rules";
import { advanceAndCharge, type Figure, holdAndShoot, RUGGED_WEAPONS, type RuggedScenario, ruggedGame } from "pulp-rules/rugged";

const seed = Number(process.argv[2] ?? 7);
const askari = (i: number, weapon = RUGGED_WEAPONS.boltRifle): Figure => ({
  id: `askari${String(i)}`,
  name: `Askari ${String(i)}`,
  class: "Combatant",
  weapons: [weapon],
});
const bandit = (i: number, weapon = RUGGED_WEAPONS.pistolBow): Figure => ({
  id: `bandit${String(i)}`,
  name: `Bandit ${String(i)}`,
  class: "Combatant",
  weapons: [weapon],
});

const scenario: RuggedScenario = {
  name: "Ambush on the jungle track",
  sides: [
    { id: "askaris", name: "Okello's askaris" },
    { id: "bandits", name: "The bandits" },
  ],
  units: [
    {
      side: "askaris",
      position: { x: 24, y: 20 },
      unit: {
        id: "askaris",
        name: "Askaris",
        kind: "combatant",
        baseMorale: 7,
        leaderId: "okello",
        members: [
          { id: "okello", name: "Sgt. Okello", class: "Combatant", weapons: [RUGGED_WEAPONS.boltRifle] },
          askari(1, RUGGED_WEAPONS.shotgun),
          askari(2),
          askari(3),
        ],
      },
    },
    {
      side: "bandits",
      position: { x: 24, y: 40 },
      unit: {
        id: "bandits",
        name: "Bandits",
        kind: "combatant",
        baseMorale: 6,
        members: [bandit(1), bandit(2), bandit(3, RUGGED_WEAPONS.thrownSpear), bandit(4, RUGGED_WEAPONS.thrownSpear)],
      },
    },
  ],
  terrain: [{ id: "jungle", name: "the jungle", terrain: "jungle", shape: { kind: "rect", x: 0, y: 34, width: 48, height: 14 } }],
  table: { width: 48, height: 48 },
  victory: { turnLimit: 6 },
};
const policies = { askaris: holdAndShoot, bandits: advanceAndCharge };
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

// 1. Before the first turn: who wins? (a quick simulation; the exact odds when the battle is small enough)
const runs = 100;
const sim = simulateBattle(ruggedGame, scenario, policies, { runs, seed: 2026 });
const share = (winner: string | null) => sim.outcomes.filter((o) => o.value.winner === winner).reduce((n, o) => n + o.count, 0) / runs;
console.log(
  `${scenario.name ?? ""}: askaris win ${pct(share("askaris"))}, bandits ${pct(share("bandits"))}, no winner ${pct(share(null))} (${String(runs)} simulated battles)`,
);
try {
  const exact = battleOdds(ruggedGame, scenario, policies, { maxStates: 500 });
  console.log(`  exact: askaris win ${exact.probability((o) => o.winner === "askaris").toString()}`);
} catch (error) {
  if (!RulesError.is(error) || error.code !== "TOO_COMPLEX") throw error;
  console.log("  exact odds: too many distinct situations for an exact answer here (battleOdds refused quickly: TOO_COMPLEX)");
}

// 2. One game with seeded dice, told as it happens.
const game = autoplay(ruggedGame, ruggedGame.setup(scenario), policies, seededDice(seed));
for (const line of ruggedGame.describe(game.events)) console.log(`  ${line}`);
