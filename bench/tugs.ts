// tugs benchmarks: the exact odds of a full hand-to-hand attack chain (attack, parry only if hit, location,
// penetration, damage or blunt trauma). Goal: under 5 ms per computation. Registered by bench/index.ts.
import { odds } from "pulp-rules";
import { type CharacterInput, hthAttack, injuryOdds } from "pulp-rules/tugs";

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

/**
 * Registers the tugs benchmark cases with the project's bench runner.
 *
 * @param bench - the runner's registration function
 * @example
 * ```ts
 * registerTugsBenchmarks((name, fn) => console.log(name, fn()));
 * ```
 */
export function registerTugsBenchmarks(bench: (name: string, fn: () => unknown) => void): void {
  bench("tugs: exact odds of a full hand-to-hand attack chain (goal < 5 ms)", () => odds(hthAttack(jan, travis)));
  bench("tugs: injury odds by location of a full hand-to-hand attack chain", () => injuryOdds(hthAttack(travis, jan)));
}
