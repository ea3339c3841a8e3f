// The rugged game's simulation session (issue 14, rgame): its volleys built once over a canonical input (the
// living target figures and the shooters renamed by position, the dead left out) and read back on the real
// figures, and its refusals remembered per state. Properties (fast-check, seed printed on failure): the session's
// steps equal the game's, state and events as data and die for die, on random seeds and scenarios with the
// volley's special cases (Clumsy shooters dropping their weapons (RUG-TRAIT-N4), player figures with luck
// (RUG-LUCK-2), Strong Like Ox (RUG-TRAIT-P6) and Sure Shot (RUG-TRAIT-P3));
// simulateBattle gives the same frequencies with and without the session.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decide } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { type Game, play, seededDice, simulateBattle } from "../../../src/index.js";
import {
  advanceAndCharge,
  type Figure,
  holdAndShoot,
  RUGGED_TRAITS,
  RUGGED_WEAPONS,
  type RuggedCommand,
  type RuggedEvent,
  type RuggedOutcome,
  type RuggedScenario,
  type RuggedState,
  ruggedGame,
} from "../../../src/rugged/index.js";
import { cachedVolleys, freshVolley } from "../../../src/rugged/game/session.js";
import { ruggedOptions } from "../../../src/rugged/options.js";
import { tenScenario } from "./scenarios.js";

type G = Game<RuggedState, RuggedCommand, RuggedEvent, RuggedOutcome>;
const policies = { riflemen: holdAndShoot, thugs: advanceAndCharge };

const rifle = (id: string, extra: Partial<Figure> = {}): Figure => ({ id, name: id, class: "Combatant", weapons: [RUGGED_WEAPONS.boltRifle], ...extra });
const pistol = (id: string, extra: Partial<Figure> = {}): Figure => ({ id, name: id, class: "Combatant", weapons: [RUGGED_WEAPONS.pistolBow], ...extra });

/** Mixed units: a player figure with luck, a Clumsy and a Sure Shot rifleman; thugs with a Strong Like Ox and a lucky boss. */
const mixedScenario: RuggedScenario = {
  sides: [
    { id: "riflemen", name: "Riflemen" },
    { id: "thugs", name: "Thugs" },
  ],
  units: [
    {
      side: "riflemen",
      position: { x: 24, y: 4 },
      unit: {
        id: "rifles",
        name: "Rifles",
        kind: "combatant",
        baseMorale: 7,
        leaderId: "major",
        members: [
          rifle("major", { class: "PRP", luck: 5 }),
          rifle("clumsy", { traits: [RUGGED_TRAITS.clumsy] }),
          rifle("sure", { traits: [RUGGED_TRAITS.sureShot] }),
          ...[1, 2, 3, 4].map((i) => rifle(`r${String(i)}`)),
        ],
      },
    },
    {
      side: "thugs",
      position: { x: 24, y: 30 },
      unit: {
        id: "gang",
        name: "Gang",
        kind: "combatant",
        baseMorale: 6,
        leaderId: "boss",
        members: [
          pistol("boss", { class: "PRP", luck: 4 }),
          pistol("ox", { traits: [RUGGED_TRAITS.strongLikeOx] }),
          ...[1, 2, 3, 4, 5].map((i) => pistol(`t${String(i)}`)),
        ],
      },
    },
  ],
  table: { width: 48, height: 48 },
  victory: { turnLimit: 5 },
};

/** Plays a scenario both ways in lockstep: the game with `play` (traced), the session with the trace-free step. */
function lockstep(scenario: RuggedScenario, seed: number, session: G): number {
  const traced = seededDice(seed);
  const fast = seededDice(seed);
  let a = ruggedGame.setup(scenario);
  let b = a;
  let steps = 0;
  while (ruggedGame.outcome(a) === undefined && steps < 400) {
    const command = decide("test", ruggedGame, policies, a);
    expect(stateKey(decide("test", session, policies, b))).toBe(stateKey(command));
    const played = play(ruggedGame, a, command, traced);
    const value = resolveValue(session.step(b, command), fast);
    expect(stateKey(value.state)).toBe(stateKey(played.state));
    expect(stateKey(value.events)).toBe(stateKey(played.events));
    expect(fast.save()).toEqual(traced.save());
    a = played.state;
    b = value.state;
    steps++;
  }
  expect(session.outcome(b)).toEqual(ruggedGame.outcome(a));
  return steps;
}

describe("the rugged game's session (issue 14: volleys built once per run, RUG-SHOOT-1..7)", () => {
  it("has a session, a game of the same rules and schemas", () => {
    const session = ruggedGame.session?.() as G;
    expect(session.system).toBe("rugged");
    expect(session.StateSchema).toBe(ruggedGame.StateSchema);
    expect(Object.isFrozen(session)).toBe(true);
    // its command schema gives an offered command back as it is (frozen when offered), and checks any other
    const state = session.setup(tenScenario);
    const offered = session.options(state)[0]?.command as RuggedCommand;
    expect(Object.isFrozen(offered)).toBe(true);
    expect(session.CommandSchema["~standard"].validate(offered)).toEqual({ value: offered });
    const copy = { ...offered };
    expect(session.CommandSchema["~standard"].validate(copy)).toEqual(ruggedGame.CommandSchema["~standard"].validate(copy));
    expect(session.CommandSchema["~standard"].validate({ type: "order", unit: 3 })).toEqual(
      ruggedGame.CommandSchema["~standard"].validate({ type: "order", unit: 3 }),
    );
    expect(() => play(session, state, { type: "order", unit: 3 }, seededDice(1))).toThrow(expect.objectContaining({ code: "INVALID_INPUT" }));
  });

  it("steps as the game does, die for die, over many battles of one session (fast-check; RUG-TRAIT-N4, RUG-LUCK-2, RUG-TRAIT-P6)", () => {
    // one session for every run: its caches fill over the battles, as in a simulation's chunk
    const session = ruggedGame.session?.() as G;
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(mixedScenario, tenScenario), (seed, scenario) => {
        lockstep(scenario, seed, session);
      }),
      { numRuns: 12 },
    );
  });

  it("reads a canonical volley back on the real figures: ids, dropped weapons and the unit afterwards as a fresh volley gives them", () => {
    const cached = cachedVolleys();
    const opts = ruggedOptions({});
    const state = ruggedGame.setup(mixedScenario);
    const [shooters, target] = state.units as [RuggedState["units"][0], RuggedState["units"][0]];
    const context = { distance: 8, shooterMode: "stationary" as const, targetMode: "charge" as const, targetCharging: true, targetChargingShooter: true };
    // a target with dead figures at different places: the same canonical volley, the real ids back
    const dead = (ids: readonly string[]) => ({
      ...target.unit,
      members: target.unit.members.map((m) => (ids.includes(m.id) ? { ...m, status: { wound: "killed" as const, wounds: 1 } } : m)),
    });
    fc.assert(
      fc.property(fc.integer(), fc.subarray(["boss", "ox", "t1", "t2", "t3", "t4", "t5"], { maxLength: 6 }), (seed, ids) => {
        const unit = dead(ids);
        const a = resolveValue(freshVolley(shooters.unit.members, unit, context, opts), seededDice(seed));
        const dice = seededDice(seed);
        const b = resolveValue(cached(shooters.unit.members, unit, context, opts), dice);
        expect(stateKey({ hits: b.hits, dropped: b.dropped, unit: b.unit })).toBe(stateKey({ hits: a.hits, dropped: a.dropped, unit: a.unit }));
        const again = seededDice(seed);
        resolveValue(freshVolley(shooters.unit.members, unit, context, opts), again);
        expect(dice.save()).toEqual(again.save());
      }),
      { numRuns: 60 },
    );
  });

  it("simulateBattle: the same frequencies with and without the session (seeded, chunks of 7)", () => {
    // the same game without a session (every member but session, through arrows)
    const g = ruggedGame;
    const plain: G = {
      system: g.system,
      StateSchema: g.StateSchema,
      CommandSchema: g.CommandSchema,
      setup: (scenario) => g.setup(scenario),
      options: (state) => g.options(state),
      step: (state, command) => g.step(state, command),
      outcome: (state) => g.outcome(state),
      describe: (events) => g.describe(events),
      player: (state) => g.player?.(state),
      key: (state) => g.key?.(state) ?? "",
    };
    const options = { runs: 30, seed: 4, chunkSize: 7, summary: { final: (s: RuggedState) => stateKey(s) } };
    expect(simulateBattle(ruggedGame, mixedScenario, policies, options)).toEqual(simulateBattle(plain, mixedScenario, policies, options));
  });
});
