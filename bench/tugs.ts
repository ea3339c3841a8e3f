// tugs benchmarks: the exact odds of a full hand-to-hand attack chain (attack, parry only if hit, location,
// penetration, damage or blunt trauma). Goal: under 5 ms per computation. Registered by bench/index.ts.
import { battleOdds, odds, seededDice, simulate, simulateBattle } from "pulp-rules";
import {
  attackEngaged,
  type Character,
  type CharacterInput,
  combatRound,
  condition,
  duel as duelToTheEnd,
  hthAttack,
  injuryOdds,
  parseCharacter,
  playRound,
  tugsGame,
} from "pulp-rules/tugs";

const jan: CharacterInput = {
  name: "Jan",
  attributes: { sta: 9, str: 10, dex: 11 },
  initiative: 11,
  resistance: -1,
  skills: { Blades: 14 },
  maxHp: 9,
  weapons: [{ name: "short sword", skill: "Blades", type: "blade", penetration: -1, damage: -1, parry: -4 }],
};

const travis: CharacterInput = {
  name: "Travis",
  attributes: { sta: 11, str: 11, dex: 10 },
  initiative: 9,
  resistance: 1,
  injuryBonus: 1,
  skills: { Blades: 12 },
  maxHp: 11,
  weapons: [{ name: "broadsword", skill: "Blades", type: "blade", parry: -4 }],
  armour: { body: { value: 1, kind: "nonRigid" }, head: { value: 2, kind: "rigid" } },
};

/** One duel to the end: rounds are played (with their traces) until one side is out of action (at most 200). */
function duel(a0: Character, b0: Character, seed: number): number {
  const dice = seededDice(seed);
  let a = a0;
  let b = b0;
  for (let round = 1; round <= 200; round++) {
    const r = playRound(a, b, {}, dice);
    a = r.a;
    b = r.b;
    if (condition(a).outOfAction || condition(b).outOfAction) return round;
  }
  return 200;
}

/**
 * Registers the tugs benchmark cases with the project's bench runner.
 *
 * @param bench - the runner's registration function
 * @example
 * ```ts
 * registerTugsBenchmarks((name, fn) => console.log(name, fn()));
 * ```
 */
export function registerTugsBenchmarks(bench: (name: string, fn: () => unknown, perIteration?: number) => void): void {
  bench("tugs: exact odds of a full hand-to-hand attack chain (goal < 5 ms)", () => odds(hthAttack(jan, travis)));
  bench("tugs: injury odds by location of a full hand-to-hand attack chain", () => injuryOdds(hthAttack(travis, jan)));
  // issue 13: a whole round's exact odds (272,834 outcomes), enumerated over compact codes
  bench("tugs: exact odds of a whole combatRound, Jan against Travis (goal <= 200 ms)", () => odds(combatRound(jan, travis)).size);
  // validated once, at the edge: every round takes the previous round's checked (sealed) characters
  const a = parseCharacter(jan);
  const b = parseCharacter(travis);
  let seed = 0;
  bench("tugs: a duel to the end (playRound until out, with traces), per duel (goal >= 10,000 duels/s = <= 100 us)", () => duel(a, b, seed++));
  // issues 13 and 15: the same duel as one chance, simulated (its sampler: no trace, no round result built), who wins
  const winner = duelToTheEnd({ a, b }).map((r) => r.winner);
  let simSeed = 0;
  bench(
    "tugs: a duel to the end, simulated (duel, the winner), per duel (goal >= 10,000 duels/s = <= 100 us)",
    () => simulate(winner, { runs: 100, seed: simSeed++ }),
    100,
  );
  // the same duel through the game: 20 duels a call (simulateBattle, its policy choosing every command)
  const scenario = {
    combatants: [
      { character: { ...jan, id: "jan" }, side: "thief" },
      { character: { ...travis, id: "travis" }, side: "watch" },
    ],
  };
  let battleSeed = 0;
  bench(
    "tugs: a duel to the end through tugsGame (simulateBattle, attackEngaged), per duel",
    () => simulateBattle(tugsGame, scenario, attackEngaged, { runs: 20, seed: battleSeed++ }),
    20,
  );
  const first = tugsGame.setup(scenario);
  bench("tugs: tugsGame, the exact odds of the first round's initiative step", () => odds(tugsGame.step(first, { type: "initiative" }).map((s) => s.state)));
  // issue 15: battleOdds of the duel as a lumped chain (the game over with the fight, ruling TUGS-LIB-1), bounded
  // by a round limit: the exact odds within one round and the exact mass still fighting
  bench('tugs: battleOdds of Jan against Travis within one round (outcome "fight", roundLimit 1: 70 states)', () =>
    battleOdds(tugsGame, { ...scenario, outcome: "fight", roundLimit: 1 }, attackEngaged),
  );
}
