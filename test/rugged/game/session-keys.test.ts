// The rugged game session's fallback keys (issue 14, src/rugged/game/session.ts `canonicalisable`): a volley whose
// shooters or target have a crew (RUG-MG-1, RUG-AMB-36: a crew names its gun's figure), whose shooters carry a
// machine gun (RUG-MG-1/2, the following fire reads positions) or whose target has an armoured figure (VIV-AMB-45)
// is keyed as given, not over the canonical input. Each path is driven here alone (the cache's own function) and in
// whole games: the session gives what the game without it gives, state, events and dice, die for die
// (fast-check, seed printed on failure), and simulateBattle the same frequencies.
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

type G = Game<RuggedState, RuggedCommand, RuggedEvent, RuggedOutcome>;
type Unit = RuggedState["units"][number]["unit"];
const policies = { riflemen: holdAndShoot, thugs: advanceAndCharge };

const rifle = (id: string, extra: Partial<Figure> = {}): Figure => ({ id, name: id, class: "Combatant", weapons: [RUGGED_WEAPONS.boltRifle], ...extra });
const pistol = (id: string, extra: Partial<Figure> = {}): Figure => ({ id, name: id, class: "Combatant", weapons: [RUGGED_WEAPONS.pistolBow], ...extra });

/** A battle of two units 20" apart on a 48" table, five turns. */
const battle = (rifles: Figure[], gang: Figure[]): RuggedScenario => ({
  sides: [
    { id: "riflemen", name: "Riflemen" },
    { id: "thugs", name: "Thugs" },
  ],
  units: [
    { side: "riflemen", position: { x: 24, y: 10 }, unit: { id: "rifles", name: "Rifles", kind: "combatant", baseMorale: 7, members: rifles } },
    { side: "thugs", position: { x: 24, y: 30 }, unit: { id: "gang", name: "Gang", kind: "combatant", baseMorale: 6, members: gang } },
  ],
  table: { width: 48, height: 48 },
  victory: { turnLimit: 5 },
});

/** RUG-MG-1/2: a Maxim with its loader (crewOf) among the riflemen: the riflemen's volleys have a gun and a crew. */
const maximScenario = battle(
  [rifle("gunner", { weapons: [RUGGED_WEAPONS.mg] }), rifle("loader", { status: { crewOf: "gunner" } }), rifle("r1"), rifle("r2")],
  [1, 2, 3, 4, 5, 6].map((i) => pistol(`t${String(i)}`)),
);
/** RUG-AMB-36: the thugs' Maxim crew is the riflemen's target: a target with a crew, shot at by plain rifles. */
const crewedTargetScenario = battle(
  [1, 2, 3, 4, 5].map((i) => rifle(`r${String(i)}`)),
  [pistol("gunner", { weapons: [RUGGED_WEAPONS.mg] }), pistol("loader", { status: { crewOf: "gunner" } }), ...[1, 2, 3].map((i) => pistol(`t${String(i)}`))],
);
/** VIV-AMB-45: an armoured thug (an Impervious Suit) in the target; the thugs' own volleys are canonical. */
const armouredScenario = battle(
  [1, 2, 3, 4, 5].map((i) => rifle(`r${String(i)}`)),
  [pistol("suit", { armoured: "impervious" }), ...[1, 2, 3, 4].map((i) => pistol(`t${String(i)}`))],
);

/** Plays a scenario both ways in lockstep: the game with `play` (traced), the session with its step; returns the riflemen's volleys with hits. */
function lockstep(scenario: RuggedScenario, seed: number, session: G): number {
  const traced = seededDice(seed);
  const fast = seededDice(seed);
  let a = ruggedGame.setup(scenario);
  let b = a;
  let steps = 0;
  let shots = 0;
  while (ruggedGame.outcome(a) === undefined && steps < 400) {
    const command = decide("test", ruggedGame, policies, a);
    expect(stateKey(decide("test", session, policies, b))).toBe(stateKey(command));
    const played = play(ruggedGame, a, command, traced);
    const value = resolveValue(session.step(b, command), fast);
    expect(stateKey(value.state)).toBe(stateKey(played.state));
    expect(stateKey(value.events)).toBe(stateKey(played.events));
    expect(fast.save()).toEqual(traced.save());
    // each scenario's fallback is in the riflemen's volleys (their gun and crew, or their target's)
    shots += played.events.filter((e) => e.type === "volley" && e.unit === "rifles" && e.hits > 0).length;
    a = played.state;
    b = value.state;
    steps++;
  }
  expect(session.outcome(b)).toEqual(ruggedGame.outcome(a));
  return shots;
}

/** The two units of a scenario's setup. */
function unitsOf(scenario: RuggedScenario): [Unit, Unit] {
  const s = ruggedGame.setup(scenario);
  return [s.units[0]?.unit as Unit, s.units[1]?.unit as Unit];
}

const context = { distance: 12, shooterMode: "stationary" as const, targetMode: "stationary" as const };
const opts = ruggedOptions({});

/** The cache's volley and a fresh one on the same seed: the same value and the same dice consumed. */
function sameAsFresh(cached: ReturnType<typeof cachedVolleys>, shooters: Figure[], target: Unit, seed: number): void {
  const freshDice = seededDice(seed);
  const a = resolveValue(freshVolley(shooters, target, context, opts), freshDice);
  const dice = seededDice(seed);
  const b = resolveValue(cached(shooters, target, context, opts), dice);
  expect(stateKey({ hits: b.hits, dropped: b.dropped, unit: b.unit })).toBe(stateKey({ hits: a.hits, dropped: a.dropped, unit: a.unit }));
  expect(dice.save()).toEqual(freshDice.save());
}

describe("the rugged session's fallback keys (issue 14: volleys keyed as given; RUG-MG-1, RUG-AMB-36, VIV-AMB-45)", () => {
  const [maximRifles, maximGang] = unitsOf(maximScenario);
  const [plainRifles, crewedGang] = unitsOf(crewedTargetScenario);
  const [, armouredGang] = unitsOf(armouredScenario);
  const gunOnly = maximRifles.members.filter((f) => f.id === "gunner");
  const crewOnly = maximRifles.members.filter((f) => f.id !== "gunner");

  it("takes the fallback path for each case alone: a crew shooting, a machine gun shooting, a crewed target, an armoured target", () => {
    // the fallback returns the cached chance itself; the canonical path maps it back to the real figures (a new chance each call)
    const cached = cachedVolleys();
    const cases: [string, Figure[], Unit][] = [
      ["a crew among the shooters (RUG-AMB-36)", crewOnly, maximGang],
      ["a machine gun among the shooters (RUG-MG-1)", gunOnly, maximGang],
      ["a crew in the target (RUG-AMB-36)", plainRifles.members, crewedGang],
      ["an armoured figure in the target (VIV-AMB-45)", plainRifles.members, armouredGang],
    ];
    for (const [why, shooters, target] of cases) {
      const first = cached(shooters, target, context, opts);
      expect(cached(shooters, target, context, opts), why).toBe(first);
    }
    const canonical = cached(plainRifles.members, maximGang, context, opts);
    expect(cached(plainRifles.members, maximGang, context, opts)).not.toBe(canonical);
  });

  it("keys a fallback volley by its figures as given: dead figures at other places, or other ids, make another volley", () => {
    const cached = cachedVolleys();
    const dead = (unit: Unit, id: string): Unit => ({
      ...unit,
      members: unit.members.map((m) => (m.id === id ? { ...m, status: { ...m.status, wound: "killed" as const, wounds: 1 } } : m)),
    });
    const renamed = (unit: Unit): Unit => ({ ...unit, members: unit.members.map((m) => (m.id === "t1" ? { ...m, id: "t9", name: "t9" } : m)) });
    for (const target of [crewedGang, armouredGang]) {
      const a = cached(plainRifles.members, dead(target, "t2"), context, opts);
      expect(cached(plainRifles.members, dead(target, "t3"), context, opts)).not.toBe(a);
      expect(cached(plainRifles.members, renamed(dead(target, "t2")), context, opts)).not.toBe(a);
      expect(cached(plainRifles.members, dead(target, "t2"), context, opts)).toBe(a);
    }
  });

  it("gives each fallback volley as a fresh one gives it, die for die, with and without dead figures (fast-check)", () => {
    const cached = cachedVolleys();
    const cases: [Figure[], Unit][] = [
      [crewOnly, maximGang],
      [gunOnly, maximGang],
      [maximRifles.members, maximGang],
      [plainRifles.members, crewedGang],
      [plainRifles.members, armouredGang],
    ];
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: cases.length - 1 }),
        fc.subarray(["t1", "t2", "t3", "suit", "loader"], { maxLength: 3 }),
        (seed, c, ids) => {
          const [shooters, target] = cases[c] as [Figure[], Unit];
          const withDead = {
            ...target,
            members: target.members.map((m) => (ids.includes(m.id) ? { ...m, status: { ...m.status, wound: "killed" as const, wounds: 1 } } : m)),
          };
          // twice: the second call reads the cache
          sameAsFresh(cached, shooters, withDead, seed);
          sameAsFresh(cached, shooters, withDead, seed);
        },
      ),
      { numRuns: 60 },
    );
  });

  for (const [name, scenario] of [
    ["a Maxim and its crew shooting (RUG-MG-1, RUG-AMB-36)", maximScenario],
    ["a crewed Maxim as the target (RUG-AMB-36)", crewedTargetScenario],
    ["an armoured target (VIV-AMB-45)", armouredScenario],
  ] as const) {
    it(`plays ${name} as the game does, die for die, over many battles of one session (fast-check)`, () => {
      const session = ruggedGame.session?.() as G;
      let shots = 0;
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          shots += lockstep(scenario, seed, session);
        }),
        { numRuns: 8 },
      );
      // the fallback volleys were played, and hit
      expect(shots).toBeGreaterThan(0);
    });
  }

  it("simulateBattle: the same frequencies with and without the session for each fallback scenario (seeded, chunks of 5)", () => {
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
    const options = { runs: 15, seed: 11, chunkSize: 5, summary: { final: (s: RuggedState) => stateKey(s) } };
    for (const scenario of [maximScenario, crewedTargetScenario, armouredScenario])
      expect(simulateBattle(ruggedGame, scenario, policies, options)).toEqual(simulateBattle(plain, scenario, policies, options));
  });
});
