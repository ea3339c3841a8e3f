// The rugged game's session, third pass (issue 14, rspeed): the shooting checks worked out once per phase
// (rememberedChecks: options, the step and the volley share them), refusals remembered by the command object, and
// `omit` as a loop. Properties (fast-check, seed printed on failure) on seeded games of the test scenarios.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { autoplay, seededDice } from "../../../src/index.js";
import { advanceAndCharge, holdAndShoot, type RuggedCommand, type RuggedState, ruggedGame } from "../../../src/rugged/index.js";
import { enemiesOf, firers, inPlay, omit, refusals, shotCheck } from "../../../src/rugged/game/rules.js";
import { rememberedChecks, rememberedRefusals } from "../../../src/rugged/game/session.js";
import { deepFreeze } from "../../helpers.js";
import { smallScenario, tenScenario } from "./scenarios.js";

const policies = { riflemen: holdAndShoot, thugs: advanceAndCharge };

/** Every state of a seeded game of a scenario, the first included. */
function statesOf(which: "small" | "ten", seed: number): RuggedState[] {
  const first = ruggedGame.setup(which === "small" ? smallScenario : tenScenario);
  const played = autoplay(ruggedGame, first, which === "small" ? holdAndShoot : policies, seededDice(seed));
  return [first, ...played.steps.map((s) => s.state)];
}

describe("ruggedGame session: shooting checks once per phase (issue 14)", () => {
  it("RUG-SHOOT-1 RUG-SHOOT-4: the session's checks equal shotCheck's for every unit and enemy of every state, and a second ask gives the same frozen check", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom("small" as const, "ten" as const), (seed, which) => {
        const checks = rememberedChecks();
        for (const state of statesOf(which, seed)) {
          for (const u of state.units) {
            if (!inPlay(u)) continue;
            for (const t of enemiesOf(state, u)) {
              const remembered = checks(state, u, t);
              expect(remembered).toEqual(shotCheck(state, u, t));
              expect(checks(state, u, t)).toBe(remembered);
              expect(Object.isFrozen(remembered.ids) && Object.isFrozen(remembered.shooters) && Object.isFrozen(remembered.context)).toBe(true);
              // firers gives the same verdicts as copies of its own
              const f = firers(state, u, t);
              expect(f).toEqual({ ids: [...remembered.ids], reasons: [...remembered.reasons] });
              expect(Object.isFrozen(f.ids)).toBe(false);
              // the shooters are the figures of the ids, in roster order (RUG-SHOOT-1)
              expect(remembered.shooters.map((m) => m.id)).toEqual(remembered.ids);
            }
          }
        }
      }),
      { numRuns: 6 },
    );
  });

  it("RUG-SHOOT-4 RUG-GM-2: a GM's judgement in the command is worked out afresh, never taken from the memory", () => {
    const checks = rememberedChecks();
    const state = ruggedGame.setup(tenScenario);
    const [u, t] = state.units as [RuggedState["units"][number], RuggedState["units"][number]];
    const plain = checks(state, u, t);
    const judged = checks(state, u, t, { cover: "hard" });
    expect(judged.context.cover).toBe("hard");
    expect(plain.context.cover).not.toBe("hard");
    expect(judged).toEqual(shotCheck(state, u, t, { cover: "hard" }));
    expect(checks(state, u, t, { cover: "hard" })).not.toBe(judged);
  });

  it("RUG-SEQ-1: refusals are remembered for a frozen command of primitives, worked out afresh for one that could change", () => {
    let calls = 0;
    const refuse = rememberedRefusals((state: RuggedState, command: RuggedCommand) => {
      calls++;
      return refusals(state, command);
    });
    const state = ruggedGame.setup(tenScenario);
    const frozen: RuggedCommand = Object.freeze({ type: "order", unit: "rifles", mode: "stationary" });
    expect(refuse(state, frozen)).toEqual([]);
    expect(refuse(state, frozen)).toEqual([]);
    expect(calls).toBe(1);
    // a command the app may still change: asked twice, worked out twice, and the second answer reads its new value
    const open = { type: "order", unit: "rifles", mode: "stationary" } as { type: "order"; unit: string; mode: "stationary" };
    expect(refuse(state, open)).toEqual([]);
    open.unit = "nobody";
    expect(refuse(state, open).map((r) => r.code)).toEqual(["UNKNOWN_UNIT"]);
    expect(calls).toBe(3);
    // a frozen command with a record inside (a destination) could change inside: worked out afresh too
    const to = { x: 24, y: 10 };
    const moving: RuggedCommand = Object.freeze({ type: "order", unit: "rifles", mode: "patrol", to });
    refuse(state, moving);
    refuse(state, moving);
    expect(calls).toBe(5);
  });

  it("omit copies in the value's own key order, keeps a __proto__ key as an own key, and leaves its argument alone", () => {
    const value = deepFreeze(JSON.parse('{"a":1,"b":{"c":2},"__proto__":3,"d":4}') as Record<string, unknown>);
    const out = omit(value, ["b"]);
    expect(Object.keys(out)).toEqual(["a", "__proto__", "d"]);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(JSON.stringify(out)).toBe(JSON.stringify(Object.fromEntries(Object.entries(value).filter(([k]) => k !== "b"))));
    expect(Object.keys(value)).toEqual(["a", "b", "__proto__", "d"]);
  });
});
