// The vivid session's options and steps (issue 14): a session (`vividGame.session()`, what simulateBattle plays)
// works its options out with what it kept of the same state (the figures looked up once for `options` and the
// step after it; the single shots `options` checked, reused by the step that fires a volley of them), and its
// steps build each volley once for the battles after. Property (fast-check, seed printed on failure): along random
// games, on every state, the session's options equal the game's own as data (every command listed, allowed,
// refused with the same coded reasons and rule ids, the same labels), and the command a random player picks among
// them (now and then a refused one) gives the same state and events, die for die, or the same refusal.
// VIV-SEQ-1 VIV-SEQ-2 VIV-MOVE-1 VIV-SHOOT-1 VIV-SHOOT-4 VIV-RANGE-1 VIV-MG-3 VIV-HTH-1 VIV-MOR-4
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Choice, Game } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { CommandRefused, play, seededDice } from "../../../src/index.js";
import { type VividCommand, type VividEvent, type VividOutcome, type VividScenario, type VividState, vividGame } from "../../../src/vivid/index.js";
import { gunsScenario, skirmishScenario, smallScenario } from "./scenarios.js";

type VividGame = Game<VividState, VividCommand, VividEvent, VividOutcome>;

/** The skirmish with the warriors 12" from the wall: shots in reach from the first turn, volleys of many shooters. */
function closeScenario(): VividScenario {
  const s = skirmishScenario(4);
  const warriors = Array.from({ length: 10 }, (_, i) => ({ id: `w${String(i + 1)}`, at: { x: 8 + i * 3, y: 16 } }));
  const positions: VividScenario["positions"] = [...s.positions.filter((p) => !p.id.startsWith("w")), ...warriors];
  return { ...s, positions };
}

/** A choice as plain data (its getters read). */
const plain = (c: Choice<VividCommand>) => ({ command: c.command, allowed: c.allowed, reasons: c.reasons, label: c.label });

/** The reasons a command is refused with (none: it applied). */
function refusalOf(f: () => unknown): readonly unknown[] {
  try {
    f();
    return [];
  } catch (error) {
    if (error instanceof CommandRefused) return error.reasons;
    throw error;
  }
}

const cases = [
  { name: "the skirmish", scenario: skirmishScenario(4) },
  { name: "the skirmish at close range", scenario: closeScenario() },
  { name: "the skirmish with machine guns", scenario: gunsScenario(4) },
  { name: "three against three", scenario: smallScenario() },
];

describe("vividGame.session: options and steps equal to the game's own along random games", () => {
  for (const c of cases) {
    it(`${c.name}: on every state the session's options equal the game's, and the picked command steps the same (fast-check)`, () => {
      const first = vividGame.setup(c.scenario);
      let volleys = 0;
      fc.assert(
        fc.property(fc.integer(), fc.array(fc.nat(), { minLength: 40, maxLength: 120 }), (seed, picks) => {
          const session = vividGame.session?.() as VividGame;
          const traced = seededDice(seed);
          const fast = seededDice(seed);
          // two battles through one session: the second finds the first's volleys and shots kept
          for (let battle = 0; battle < 2; battle++) {
            let state = first;
            for (let steps = 0; vividGame.outcome(state) === undefined && steps < 160; steps++) {
              const own = vividGame.options(state);
              const kept = session.options(state);
              expect(kept.map(plain)).toEqual(own.map(plain));
              // a random player: mostly an allowed choice, now and then a refused one
              const pick = picks[steps % picks.length] ?? 0;
              const allowed = kept.filter((k) => k.allowed);
              const refused = kept.filter((k) => !k.allowed);
              const chosen = (pick % 7 === 0 && refused.length > 0 ? refused[pick % refused.length] : allowed[pick % allowed.length]) as Choice<VividCommand>;
              if (chosen.command.type === "shoot" && chosen.command.shooters.length > 1) volleys++;
              if (!chosen.allowed) {
                const a = refusalOf(() => play(vividGame, state, chosen.command, traced));
                expect(refusalOf(() => resolveValue(session.step(state, chosen.command), fast))).toEqual(a);
                expect(a.length).toBeGreaterThan(0);
                continue;
              }
              const played = play(vividGame, state, chosen.command, traced);
              const value = resolveValue(session.step(state, chosen.command), fast) as { state: VividState; events: readonly VividEvent[] };
              expect(stateKey(value.state)).toBe(stateKey(played.state));
              expect(stateKey(value.events)).toBe(stateKey(played.events));
              expect(fast.save()).toEqual(traced.save());
              state = played.state;
            }
          }
        }),
        { numRuns: 4, seed: 23 },
      );
      expect(volleys).toBeGreaterThan(0);
    }, 240_000);
  }
});
