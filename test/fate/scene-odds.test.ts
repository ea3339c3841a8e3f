// The exact odds fateScene's options print in their labels (FATE-ACT-1: 4dF plus the rating; FATE-CONF-1: an
// attack hits on a margin of 1 or more; FATE-FP-2: +2 for a fate point), for every pair of ratings the schema allows
// (-4 to 8, so margins far past the dice's -8..8): counted here over the 81 x 81 faces of the two rolls, apart from
// the library's tables.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Choice, Fraction, play, seededDice } from "../../src/index.js";
import { fateScene, type SceneCommand, type SceneScenario } from "../../src/fate/index.js";

/** Every 4dF sum, one per face combination (81 of them). */
const SUMS: number[] = [];
for (let i = 0; i < 81; i++) {
  let s = 0;
  for (let d = 0, v = i; d < 4; d++, v = Math.floor(v / 3)) s += (v % 3) - 1;
  SUMS.push(s);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The label text of P(4dF + a - (4dF + b) >= 1), counted over the faces: "n/d (p%)". */
function contestText(a: number, b: number, complement: boolean): string {
  let n = 0;
  for (const x of SUMS) for (const y of SUMS) if (x + a - (y + b) >= 1) n++;
  if (complement) n = 6561 - n;
  const g = gcd(n, 6561);
  const text = n === 0 ? "0" : n === 6561 ? "1" : `${String(n / g)}/${String(6561 / g)}`;
  return `${text} (${Fraction.of(n, 6561).toPercent()})`;
}

function scenario(attack: number, defense: number): SceneScenario {
  return {
    characters: [
      { side: "heroes", character: { id: "indy", name: "Indy", abilities: { Fighting: attack }, fatePoints: 3 } },
      { side: "thugs", character: { id: "thug", name: "Thug", abilities: { Fighting: defense }, fatePoints: 3 } },
    ],
    order: ["indy", "thug"],
    options: { fatePointsOnDefense: true },
  };
}

const labelOf = (choices: readonly Choice<SceneCommand>[], pick: (c: SceneCommand) => boolean): string => {
  const found = choices.find((c) => pick(c.command));
  if (found?.label === undefined) throw new Error("no such choice");
  return found.label;
};

describe("fateScene's options: the exact odds in the labels", () => {
  it("FATE-ACT-1 FATE-CONF-1 FATE-FP-2: each physical attack's 'hits' and each defence's 'unhurt', for ratings -4..8 (fast-check, fixed seed)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -4, max: 8 }), fc.integer({ min: -4, max: 8 }), (attack, defense) => {
        const state = fateScene.setup(scenario(attack, defense));
        const menu = fateScene.options(state);
        for (const bonus of [false, true]) {
          const label = labelOf(menu, (c) => c.type === "attack" && c.kind === "physical" && c.bonus === bonus);
          expect(label).toBe(
            `Indy: physical attack on Thug${bonus ? " with +2" : ""}, hits ${contestText(attack + (bonus ? 2 : 0), defense, false)} if undefended by points`,
          );
        }
        // the attack declared (no die yet): the defender's menu, with and without its +2
        const command = menu.find((c) => c.command.type === "attack" && c.command.kind === "physical" && c.command.bonus)!.command;
        const declared = play(fateScene, state, command, seededDice(1)).state;
        const defend = fateScene.options(declared);
        for (const bonus of [false, true]) {
          const label = labelOf(defend, (c) => c.type === "defend" && c.bonus === bonus);
          expect(label).toBe(`Thug defends${bonus ? " with +2" : ""}, unhurt ${contestText(attack + 2, defense + (bonus ? 2 : 0), true)}`);
        }
      }),
      { seed: 24, numRuns: 60 },
    );
  });
});
