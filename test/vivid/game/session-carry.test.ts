// The vivid session's options carried from the state before (issue 14): within a side turn a session reuses each
// figure's choices when the figure's records, the other sides' figures and the state's other fields are the same
// objects, works out only the changed figures' choices again, and plays an offered choice (Game.stepOffered)
// without working its refusals out again. Properties (fast-check, seed printed on failure), on random scenarios
// (random figures, weapons and positions) and random players that mostly play allowed choices through
// `stepOffered` as the core's loops do, now and then a refused one through `step`: at every state the session's
// options equal the plain game's as data, the session's step gives the state and events `play` gives with the
// dice at the same point, and a refused command is refused with the same reasons; the session's choices are frozen
// (carried choices are shared by several states); the shipped policies pick what a reference reading of the
// choices picks. VIV-SEQ-1 VIV-SEQ-2 VIV-MOVE-1 VIV-SHOOT-1 VIV-SHOOT-4 VIV-RANGE-1 VIV-HTH-1 VIV-MOR-4
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Choice, Game } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { distance } from "../../../src/core/game/table.js";
import { resolveValue } from "../../../src/core/resolve.js";
import { CommandRefused, play, seededDice, simulateBattle } from "../../../src/index.js";
import {
  advanceAndCharge,
  type Figure,
  holdAndShoot,
  type Unit,
  VIVID_WEAPONS,
  type VividCommand,
  type VividEvent,
  type VividOutcome,
  type VividScenario,
  type VividState,
  vividGame,
} from "../../../src/vivid/index.js";
import { skirmishScenario } from "./scenarios.js";

type VividGame = Game<VividState, VividCommand, VividEvent, VividOutcome>;
type Shoot = Extract<VividCommand, { type: "shoot" }>;

const WEAPONS = [VIVID_WEAPONS.boltRifle, VIVID_WEAPONS.musket, VIVID_WEAPONS.thrownSpear, VIVID_WEAPONS.pistolBow, VIVID_WEAPONS.shotgun];

/** A random scenario: two sides of one unit each (2 to 6 figures, random weapons), anywhere on a 48" by 36" table. */
const scenarioArb: fc.Arbitrary<VividScenario> = fc
  .record({
    good: fc.array(fc.record({ w: fc.nat(WEAPONS.length - 1), x: fc.integer({ min: 0, max: 48 }), y: fc.integer({ min: 0, max: 12 }) }), {
      minLength: 2,
      maxLength: 6,
    }),
    bad: fc.array(fc.record({ w: fc.nat(WEAPONS.length - 1), x: fc.integer({ min: 0, max: 48 }), y: fc.integer({ min: 8, max: 36 }) }), {
      minLength: 2,
      maxLength: 6,
    }),
    jungle: fc.boolean(),
  })
  .map(({ good, bad, jungle }) => {
    const unit = (id: string, side: string, list: readonly { w: number }[]): Unit => ({
      id,
      name: `the ${id}`,
      kind: "combatant",
      troopType: side === "good" ? "trained" : "nativeWarrior",
      members: list.map(
        (f, i): Figure => ({
          id: `${id[0] ?? "x"}${String(i + 1)}`,
          name: `${id} ${String(i + 1)}`,
          class: "Combatant",
          figureType: side === "good" ? "westernMale" : "native",
          handToHandClass: side === "good" ? "armedFirearm" : "trained",
          weapons: [WEAPONS[f.w] ?? VIVID_WEAPONS.boltRifle],
        }),
      ),
    });
    const at = (id: string, list: readonly { x: number; y: number }[]) =>
      list.map((f, i) => ({ id: `${id[0] ?? "x"}${String(i + 1)}`, at: { x: f.x, y: f.y } }));
    return {
      sides: [
        { id: "good", units: [unit("soldiers", "good", good)] },
        { id: "bad", units: [unit("warriors", "bad", bad)] },
      ],
      positions: [...at("soldiers", good), ...at("warriors", bad)],
      table: { width: 48, height: 36 },
      terrain: jungle ? [{ id: "jungle", kind: "jungle", shape: { kind: "circle", x: 24, y: 18, radius: 6 } }] : [],
      victory: { turnLimit: 4 },
    } satisfies VividScenario;
  });

/** A choice as plain data (its getters read). */
const plain = (c: Choice<VividCommand>) => ({ command: c.command, allowed: c.allowed, reasons: c.reasons, label: c.label });

function refusalOf(f: () => unknown): readonly unknown[] {
  try {
    f();
    return [];
  } catch (error) {
    if (error instanceof CommandRefused) return error.reasons;
    throw error;
  }
}

describe("vividGame.session: options carried within a side turn, offered choices stepped as the game steps them", () => {
  it("random scenarios: on every state the session's options equal the game's, and each pick steps the same, die for die (fast-check)", () => {
    let carried = 0;
    fc.assert(
      fc.property(scenarioArb, fc.integer(), fc.array(fc.nat(), { minLength: 30, maxLength: 90 }), (scenario, seed, picks) => {
        const session = vividGame.session?.() as VividGame;
        const traced = seededDice(seed);
        const fast = seededDice(seed);
        // two battles through one session: the second finds the first's blocks, volleys and lookups kept
        for (let battle = 0; battle < 2; battle++) {
          let state = vividGame.setup(scenario);
          let before: readonly Choice<VividCommand>[] = [];
          for (let steps = 0; vividGame.outcome(state) === undefined && steps < 120; steps++) {
            const kept = session.options(state);
            expect(kept.map(plain)).toEqual(vividGame.options(state).map(plain));
            carried += kept.filter((c) => before.includes(c)).length;
            before = kept;
            const pick = picks[steps % picks.length] ?? 0;
            const allowed = kept.filter((k) => k.allowed);
            const refused = kept.filter((k) => !k.allowed);
            const chosen = (pick % 5 === 0 && refused.length > 0 ? refused[pick % refused.length] : allowed[pick % allowed.length]) as Choice<VividCommand>;
            if (!chosen.allowed) {
              const reasons = refusalOf(() => play(vividGame, state, chosen.command, traced));
              expect(reasons.length).toBeGreaterThan(0);
              expect(refusalOf(() => resolveValue(session.step(state, chosen.command), fast))).toEqual(reasons);
              continue;
            }
            const played = play(vividGame, state, chosen.command, traced);
            const offered = session.stepOffered?.(state, chosen.command, chosen);
            const value = resolveValue(offered ?? session.step(state, chosen.command), fast) as { state: VividState; events: readonly VividEvent[] };
            expect(stateKey(value.state)).toBe(stateKey(played.state));
            expect(stateKey(value.events)).toBe(stateKey(played.events));
            expect(fast.save()).toEqual(traced.save());
            state = value.state;
          }
        }
      }),
      { numRuns: 12 },
    );
    // the property ran through carried choices (a figure's choices reused from the state before)
    expect(carried).toBeGreaterThan(0);
  }, 240_000);

  it("VIV-SEQ-2 VIV-MOVE-1: after a move, the other figures' choices are the same objects and the mover's are new; every session choice is frozen", () => {
    const session = vividGame.session?.() as VividGame;
    const dice = seededDice(3);
    let state = vividGame.setup(skirmishScenario());
    // the turn begins, and the first side's turn ends, until the warriors (advanceAndCharge) move
    while (!(state.phase === "sideTurn" && state.order[state.active] === "bad")) {
      const command = state.phase === "turnStart" ? { type: "beginTurn" as const } : { type: "endSideTurn" as const };
      state = resolveValue(session.step(state, command), dice).state;
    }
    const first = session.options(state);
    const move = first.find((c) => c.command.type === "move" && c.allowed) as Choice<VividCommand>;
    const mover = (move.command as Extract<VividCommand, { type: "move" }>).figure;
    const next = resolveValue(session.stepOffered?.(state, move.command, move) ?? session.step(state, move.command), dice).state;
    const second = session.options(next);
    const figureOf = (c: Choice<VividCommand>): string | undefined =>
      c.command.type === "move" ? c.command.figure : c.command.type === "shoot" && c.command.shooters.length === 1 ? c.command.shooters[0] : undefined;
    const others = second.filter((c) => figureOf(c) !== undefined && figureOf(c) !== mover);
    const movers = second.filter((c) => figureOf(c) === mover);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((c) => first.includes(c))).toBe(true);
    expect(movers.length).toBeGreaterThan(0);
    expect(movers.some((c) => first.includes(c))).toBe(false);
    for (const c of [...first, ...second].filter((x) => figureOf(x) !== undefined)) {
      expect(Object.isFrozen(c)).toBe(true);
      expect(Object.isFrozen(c.command)).toBe(true);
      expect(Object.isFrozen(c.reasons)).toBe(true);
    }
    // the game's own options (no session) are what they were: new objects at every call, not frozen
    expect(vividGame.options(next).some((c) => !Object.isFrozen(c))).toBe(true);
  });

  it("VIV-SHOOT-1 VIV-RANGE-1: holdAndShoot and advanceAndCharge pick what a reference reading of the choices picks (the largest volley, then the nearest target) (fast-check)", () => {
    /** The policies' rule, read the plain way: the largest allowed volley, then the nearest living target figure. */
    const reference = (state: VividState, choices: readonly Choice<VividCommand>[]): Shoot | undefined => {
      const range = (c: Shoot): number => {
        const at = state.places.find((p) => p.id === c.shooters[0])?.at;
        if (at === undefined) return Infinity;
        const target = state.units.find((u) => u.id === c.target);
        const alive = new Set((target?.members ?? []).filter((m) => m.status?.wound !== "killed" && m.status?.removed !== true).map((m) => m.id));
        return Math.min(...state.places.filter((p) => alive.has(p.id)).map((p) => distance(at, p.at)));
      };
      let best: Shoot | undefined;
      for (const c of choices) {
        if (c.command.type !== "shoot" || !c.allowed) continue;
        if (best === undefined || c.command.shooters.length > best.shooters.length) best = c.command;
        else if (c.command.shooters.length === best.shooters.length && range(c.command) < range(best)) best = c.command;
      }
      return best;
    };
    let shots = 0;
    fc.assert(
      fc.property(scenarioArb, fc.integer(), (scenario, seed) => {
        const dice = seededDice(seed);
        let state = vividGame.setup(scenario);
        for (let steps = 0; vividGame.outcome(state) === undefined && steps < 80; steps++) {
          const choices = vividGame.options(state);
          const policy = state.phase === "sideTurn" && state.order[state.active] === "bad" ? advanceAndCharge : holdAndShoot;
          const command = policy(state, choices);
          const shot = reference(state, choices);
          if (policy === holdAndShoot && state.phase === "sideTurn") expect(command).toEqual(shot ?? { type: "endSideTurn" });
          if (command.type === "shoot") {
            shots++;
            expect(command).toEqual(shot);
          }
          state = play(vividGame, state, command, dice).state;
        }
      }),
      { numRuns: 15 },
    );
    expect(shots).toBeGreaterThan(0);
  }, 120_000);

  it("VIV-SEQ-1 VIV-SEQ-2: simulateBattle on random scenarios gives the frequencies of the game without a session (fast-check)", () => {
    const withoutSession = (game: VividGame): VividGame => {
      const copy = { ...game, StateSchema: game.StateSchema, CommandSchema: game.CommandSchema } as Partial<VividGame>;
      delete copy.session;
      delete copy.stepOffered;
      return copy as VividGame;
    };
    const bare = withoutSession(vividGame);
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 1_000_000 }), (scenario, seed) => {
        const policies = { good: holdAndShoot, bad: advanceAndCharge };
        const summary = { final: (s: VividState) => stateKey(s) };
        const a = simulateBattle(vividGame, scenario, policies, { runs: 12, seed, chunkSize: 6, summary });
        const b = simulateBattle(bare, scenario, policies, { runs: 12, seed, chunkSize: 6, summary });
        expect(a).toEqual(b);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
