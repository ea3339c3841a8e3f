// Exact odds of tugsGame (issues 13 and 15): the simultaneous step's exact form against the played step's full
// enumeration, the key battleOdds merges states by, and whole duels against hand sums.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { autoplay, battleOdds, odds, seededDice } from "../../src/index.js";
import { Chance, type Node } from "../../src/core/chance.js";
import { keyParts } from "../../src/core/game/battle-odds.js";
import { stateKey } from "../../src/core/game/key.js";
import { attackEngaged, attackWeakest, type TugsGameState, tugsGame } from "../../src/tugs/index.js";
import { patrolScenario } from "./game-battle.js";

const knife = { name: "knife", skill: "Blades", type: "blade" as const, parry: -4 };
const fighter = (id: string, name: string, initiative: number, blades: number, maxHp = 1) => ({
  id,
  name,
  attributes: { sta: 10, str: 10, dex: 10 },
  initiative,
  skills: { Blades: blades },
  maxHp,
  weapons: [knife],
});
const pair = (initiative: number, maxHp = 1) => ({
  combatants: [
    { character: fighter("ann", "Ann", initiative, 10, maxHp), side: "a" },
    { character: fighter("bob", "Bob", initiative, 8, maxHp), side: "b" },
  ],
});

/** A state of the pair where both act together (an initiative tie), the first one's attack declared. */
function simultaneous(maxHp: number): TugsGameState {
  const start = tugsGame.setup(pair(10, maxHp));
  const tie = odds(tugsGame.step(start, { type: "initiative" }).map((s) => s.state)).outcomes.find((o) => o.value.groups.length === 1);
  if (tie === undefined) throw new Error("no tie");
  return odds(tugsGame.step(tie.value, { type: "attack", actor: "ann", target: "bob" }).map((s) => s.state)).outcomes[0]!.value;
}

const listed = (chance: Chance<unknown>) =>
  odds(chance, { maxWork: 1e10 })
    .outcomes.map((o) => [stateKey(o.value), o.probability.toString()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

describe("tugsGame exact odds: the simultaneous step", () => {
  it("TUGS-AMB-26 TUGS-HTH-2 TUGS-HTH-3 TUGS-INJ-2: the exact form gives the played step's values (events and states) with the same fractions", {
    timeout: 120_000,
  }, () => {
    const state = simultaneous(2);
    const step = tugsGame.step(state, { type: "attack", actor: "bob", target: "ann" });
    const node: Node = step.node;
    expect(node.t).toBe("trace");
    // the played chance (what resolve and simulate roll), enumerated in full with its merges of whole values
    const played = new Chance<unknown>((node as Extract<Node, { t: "trace" }>).src);
    const exact = listed(step);
    const full = listed(played);
    // 8,100 distinct (events, state) values: compared as one text (a deep diff of the lists is slow)
    expect(exact.length).toBe(8_100);
    expect(full.length).toBe(exact.length);
    expect(exact.map(([k, p]) => `${k} ${p}`).join("\n") === full.map(([k, p]) => `${k} ${p}`).join("\n")).toBe(true);
  });
});

describe("tugsGame.key with battleOdds' parts", () => {
  it("merges exactly the states the canonical key (the round left out) merges: random fights of three", { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (seedA, seedB) => {
        const part = keyParts();
        const states: TugsGameState[] = [];
        for (const seed of [seedA, seedB]) {
          const end = autoplay(tugsGame, tugsGame.setup(patrolScenario), seed % 2 === 0 ? attackEngaged : attackWeakest, seededDice(seed), { maxSteps: 60 });
          states.push(...end.steps.map((s) => s.state));
        }
        const plain = states.map((s) => tugsGame.key?.(s) ?? "");
        const parts = states.map((s) => tugsGame.key?.(s, part) ?? "");
        for (let i = 0; i < states.length; i += 3) {
          for (let j = 0; j < states.length; j += 2) expect(parts[i] === parts[j]).toBe(plain[i] === plain[j]);
        }
        // states equal as data (the round aside, no round limit) share the key (issue 15: the key also merges
        // states that differ only in what nothing later reads, test/tugs/game-odds-lumped.test.ts)
        for (let i = 0; i < states.length; i += 5) expect(tugsGame.key?.(structuredClone({ ...states[i], round: 7 }) as TugsGameState)).toBe(plain[i]);
      }),
      { numRuns: 8 },
    );
  });
});

describe("tugsGame battleOdds of whole duels", () => {
  it("TUGS-INIT-1 TUGS-AMB-26 TUGS-HTH-2 TUGS-HTH-3 TUGS-INJ-2: knife fighters of equal initiative (ties attack simultaneously) equal the hand sum", {
    timeout: 300_000,
  }, () => {
    // by hand (1-hit-point fighters, any injury takes one out): Ann injures Bob with p = 10/20 x (1 - 4/20) = 2/5, Bob
    // injures Ann with q = 8/20 x (1 - 6/20) = 7/25; 1D6 + 10 each: Ann first 5/12, Bob first 5/12, a tie 1/6 (both
    // attack, both can fall). A round decides with 1 - (1 - p)(1 - q) = 71/125; per round Ann wins
    // 5/12 p + 5/12 (1 - q) p + 1/6 p (1 - q), Bob symmetrically, both fall 1/6 p q: 251/426, 161/426, 7/213
    const exact = battleOdds(tugsGame, pair(10), attackEngaged);
    expect(exact.probability((o) => o.winner === "a").toString()).toBe("251/426");
    expect(exact.probability((o) => o.winner === "b").toString()).toBe("161/426");
    expect(exact.probability((o) => o.winner === null).toString()).toBe("7/213");
    expect(exact.unfinished.toString()).toBe("0");
    expect(exact.cyclic).toBe(true);
  });
});
