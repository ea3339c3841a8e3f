// The rugged rules' per-step readings written as plain loops (issue 14, rplan): inPlay, nextToOrder, nextToShoot and
// decided's sides left standing. Properties (fast-check, seed printed on failure): on every state of random battles
// (random scenarios, seeds and shipped policies, each unit's morale and the scenario's rout rule varied), each gives
// what its list form gave (`members.some(active)`, `units.find(...)`, `units.some(...)`), the same unit by identity
// and the same outcome as data.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { autoplay, seededDice } from "../../../src/index.js";
import { decided } from "../../../src/rugged/game/phases.js";
import { active, inPlay, nextToOrder, nextToShoot } from "../../../src/rugged/game/rules.js";
import { advanceAndCharge, holdAndShoot, type RuggedOutcome, type RuggedState, type RuggedUnitState, ruggedGame } from "../../../src/rugged/index.js";
import { scenarioArb } from "./session-arbitraries.js";

// the list forms the loops replaced (stop 25's code, kept here as the reference)
const inPlayList = (u: RuggedUnitState): boolean => u.unit.members.some(active);
const nextToOrderList = (s: RuggedState) => s.units.find((u) => inPlayList(u) && !u.ordered);
const nextToShootList = (s: RuggedState) => s.units.find((u) => inPlayList(u) && u.shoot === undefined);
function decidedList(state: RuggedState): RuggedOutcome | undefined {
  const rout = state.victory.rout !== false;
  const up = state.sides.filter((s) => state.units.some((u) => u.side === s.id && inPlayList(u) && !(rout && u.unit.morale === "routing")));
  if (up.length === 0) return { winner: null, how: "destroyed" };
  if (up.length === 1) {
    const winner = (up[0] as { id: string }).id;
    return { winner, how: state.units.every((u) => u.side === winner || !inPlayList(u)) ? "destroyed" : "routed" };
  }
  return decided(state);
}

const moraleArb = fc.constantFrom(undefined, "normal", "routing", "disrupted", "retreating");

describe("rugged rules: the per-step readings as loops", () => {
  it("give what their list forms gave, on every state of random battles", () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.array(moraleArb, { minLength: 2, maxLength: 2 }),
        (scenario, seed, swap, rout, morales) => {
          const [a, b] = scenario.sides.map((s) => s.id) as [string, string];
          const policies = swap ? { [a]: advanceAndCharge, [b]: holdAndShoot } : { [a]: holdAndShoot, [b]: advanceAndCharge };
          const end = autoplay(ruggedGame, ruggedGame.setup(scenario), policies, seededDice(seed), { maxSteps: 200 });
          for (const step of end.steps) {
            const s = step.state;
            for (const u of s.units) expect(inPlay(u)).toBe(inPlayList(u));
            expect(nextToOrder(s)).toBe(nextToOrderList(s));
            expect(nextToShoot(s)).toBe(nextToShootList(s));
            const varied: RuggedState = {
              ...s,
              victory: rout === undefined ? s.victory : { ...s.victory, rout },
              units: s.units.map((u, i) => {
                const m = morales[i % 2];
                return m === undefined ? u : { ...u, unit: { ...u.unit, morale: m } };
              }),
            };
            expect(decided(varied)).toEqual(decidedList(varied));
            expect(decided(s)).toEqual(decidedList(s));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
