// evolution benchmarks: the exact odds of one Shoot action with many firing dice (issue 13's goal: 40 dice in
// 20 ms or less). The floor is a hand-written exact dynamic programme over the same (hits, wound state) values
// with unreduced BigInt weights, measured in the same process. Registered by bench/index.ts.
import { autoplay, battleOdds, odds, play, seededDice, simulateBattle } from "pulp-rules";
import { type EvolutionScenario, evolutionGame, evolutionPolicies, shoot, TOUGH, TRAIL_BOSS_SCENARIO } from "pulp-rules/evolution";

const gun = (firingDice: number) => ({ name: "tommy gun", firingDice, damageDice: "1D6" });

/** One hit's damage on a Tough from the text (EVO-DMG-1, EVO-WOUND-1), counted over 216 faces. */
const PER_HIT: readonly (readonly [string, bigint])[] = (() => {
  const counts = new Map<string, bigint>();
  for (let d = 1; d <= 6; d++)
    for (let s = 1; s <= 6; s++)
      for (let w = 1; w <= 6; w++) {
        const r = d >= 6 ? "killed" : d < 4 ? "none" : s >= 6 ? "saved" : w + d - 4 >= 5 ? "serious" : w + d - 4 >= 2 ? "light" : "scratch";
        counts.set(r, (counts.get(r) ?? 0n) + 1n);
      }
  return [...counts];
})();

/** The floor: every (hits, state) weight of an n-dice shot, exactly, as unreduced BigInts (no trace, no keys). */
function handShot(n: number): number {
  const next = (code: number, o: string): number => {
    if (code % 2 === 1) return code;
    const rest = code / 2;
    const l = Math.floor(rest / 3);
    const s = rest % 3;
    if (o === "killed") return code + 1;
    if (o === "serious") return (l * 3 + s + 1) * 2 + (s + 1 >= 2 ? 1 : 0);
    if (o === "light") return ((l + 1) * 3 + s) * 2;
    return code;
  };
  let level = new Map<number, bigint>([[0, 1n]]);
  let outcomes = 0;
  for (let h = 0; h <= n; h++) {
    outcomes += level.size;
    const out = new Map<number, bigint>();
    for (const [code, w] of level) {
      if (code % 2 === 1) {
        out.set(code, (out.get(code) ?? 0n) + w * 216n);
        continue;
      }
      for (const [o, c] of PER_HIT) {
        const k = next(code, o);
        out.set(k, (out.get(k) ?? 0n) + w * c);
      }
    }
    level = out;
  }
  return outcomes;
}

/**
 * Registers the evolution benchmark cases with the project's bench runner.
 *
 * @param bench - the runner's registration function
 * @example
 * ```ts
 * registerEvolutionBenchmarks((name, fn) => console.log(name, fn()));
 * ```
 */
export function registerEvolutionBenchmarks(bench: (name: string, fn: () => unknown, per?: number) => void): void {
  bench("evolution: shoot exact odds, 20 firing dice", () => odds(shoot(TOUGH, gun(20), TOUGH, { los: "clear" })));
  bench("evolution: shoot exact odds, 40 firing dice (goal <= 20 ms)", () => odds(shoot(TOUGH, gun(40), TOUGH, { los: "clear" })));
  bench("evolution: shoot exact odds, 50 firing dice", () => odds(shoot(TOUGH, gun(50), TOUGH, { los: "clear" })));
  bench("hand loop: exact DP of a 40-dice shot (same values, unreduced bigint weights)", () => handShot(40));
  // the game (issue 15): steps a second, battles a second, and the exact odds that are feasible
  const start = evolutionGame.setup(TRAIL_BOSS_SCENARIO);
  const policy = evolutionPolicies.aggressive;
  const first = evolutionGame.options(start);
  bench("evolution game: one step (options, the policy's choice, play), trail boss scenario", () => {
    const dice = seededDice(1);
    return play(evolutionGame, start, policy(start, first), dice);
  });
  bench("evolution game: a whole trail boss battle (autoplay, aggressive policy)", () => autoplay(evolutionGame, start, policy, seededDice(2)));
  bench(
    "evolution game: simulateBattle of trail boss battles (per battle)",
    () => simulateBattle(evolutionGame, TRAIL_BOSS_SCENARIO, policy, { runs: 10, seed: 3 }),
    10,
  );
  bench("evolution game: battleOdds of a one-turn standoff of two Toughs", () => battleOdds(evolutionGame, STANDOFF, policy));
}

/** Two Toughs 10" apart for one turn (the exact battle odds a test checks by hand). */
const STANDOFF: EvolutionScenario = {
  sides: [
    { id: "posse", name: "The posse", models: [{ model: { ...TOUGH, id: "a", name: "Cowpoke" }, at: { x: 0, y: 0 } }] },
    { id: "bandidos", name: "The bandidos", models: [{ model: { ...TOUGH, id: "b", name: "Bandido", facingDeg: 180 }, at: { x: 0, y: 10 } }] },
  ],
  turns: 1,
  willToFight: "none",
};
