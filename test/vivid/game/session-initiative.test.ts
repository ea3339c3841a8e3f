// The vivid session's initiative (issue 14, stop 28 round 2): a session keeps the chance of VIV-SEQ-1's roll by what
// it reads (the sides in their order, the tie rule of VIV-AMB-13, the last turn's winner), so one session playing
// battles of many scenarios, both tie rules, either side order and every last winner must still roll each start of
// a turn exactly as the game without a session does. Every step of one long-lived session, rolled at once
// (stepRolled) and sampled from its chance (step), is compared with `play` on vividGame (no session, the chance
// built afresh): the same states and events as data, the dice left at the same place. VIV-SEQ-1 VIV-AMB-13.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Game } from "../../../src/core/game/contract.js";
import { decide } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { play, seededDice } from "../../../src/index.js";
import { vividSessionWith } from "../../../src/vivid/game/game.js";
import {
  advanceAndCharge,
  holdAndShoot,
  type VividCommand,
  type VividEvent,
  type VividOutcome,
  type VividScenario,
  type VividState,
  vividGame,
} from "../../../src/vivid/index.js";
import { zeroWork } from "./harness.js";
import { vividScenarios } from "./random-scenarios.js";

type VividGame = Game<VividState, VividCommand, VividEvent, VividOutcome>;
type Out = { state: VividState; events: readonly VividEvent[] };

describe("vividGame.session: the initiative kept by the session rolls as the game's own", () => {
  it("one session over random scenarios, both tie rules, either side order: every step rolled and sampled equals play's, die for die, and every initiative the same (fast-check)", () => {
    const work = zeroWork();
    // one session for every run: its kept initiatives are found again across scenarios, tie rules and winners
    const rolled = vividSessionWith(work);
    const sampled = vividSessionWith();
    let turns = 0;
    const winners = new Set<string>();
    fc.assert(
      fc.property(
        vividScenarios({ maxKind: 3, jungle: false, fiftyEitherSide: true, objective: false }),
        fc.constantFrom("reroll" as const, "previousWinner" as const),
        fc.boolean(),
        fc.integer(),
        (base, tie, swap, seed) => {
          const scenario: VividScenario = {
            ...base,
            sides: swap ? [...base.sides].reverse() : base.sides,
            options: { initiativeTie: tie },
          };
          const first = vividGame.setup(scenario);
          const traced = seededDice(seed);
          const chanceDice = seededDice(seed);
          const rolledDice = seededDice(seed);
          for (let battle = 0; battle < 2; battle++) {
            let a = first;
            let b = first;
            let c = first;
            for (let steps = 0; vividGame.outcome(a) === undefined && steps < 200; steps++) {
              const command = decide("test", vividGame, { good: holdAndShoot, bad: advanceAndCharge }, a);
              const offered = rolled.options(c).find((x) => stateKey(x.command) === stateKey(command))?.command ?? command;
              sampled.options(b);
              const p = play(vividGame, a, command, traced);
              const s = resolveValue(sampled.step(b, command), chanceDice) as Out;
              const r = (rolled.stepRolled as NonNullable<VividGame["stepRolled"]>)(c, offered, rolledDice) as Out;
              expect(stateKey(r.state)).toBe(stateKey(p.state));
              expect(stateKey(r.events)).toBe(stateKey(p.events));
              expect(stateKey(s.state)).toBe(stateKey(p.state));
              expect(stateKey(s.events)).toBe(stateKey(p.events));
              expect(r.state).toEqual(p.state);
              expect(rolledDice.save()).toEqual(traced.save());
              expect(chanceDice.save()).toEqual(traced.save());
              if (command.type === "beginTurn" && p.state.phase === "sideTurn") {
                turns++;
                winners.add(`${tie} ${String(a.lastWinner)} ${String(p.state.lastWinner)}`);
              }
              a = p.state;
              b = s.state;
              c = r.state;
            }
          }
        },
      ),
      { numRuns: 25 },
    );
    // turns began under both tie rules, with and without a last winner, won by either side
    expect(turns).toBeGreaterThan(50);
    expect(winners.size).toBeGreaterThanOrEqual(6);
  }, 300_000);
});
