// The vivid rolled battle's runs (issue 14, stop 27: src/vivid/game/game.ts shippedRun, behind session-battle.ts):
// a shipped policy's decision read from its figures' blocks without the lean list, and advanceAndCharge's moves
// played at once on a working state, kept by the first state's identity. On random scenarios within the runs' cover
// (one to three units a side of riflemen, warriors with muskets and spears, PCs with luck, Maxims and Lewis guns,
// a Maxim with mercy bullets, cover and jungle, a table edge to flee off, the 50% rule on either side, the
// Cliff-hanger, the disrupted-instead-of-rout rule, random turn limits) and outside it (an objective to carry, a
// smoke bomb), random seeds, step limits and every pairing of the shipped policies:
// - the battle rolled at once is the step-by-step loop's, die for die (the last state as data, valid and frozen; the
//   steps; the dice consumed), three battles a session (the runs found again by identity), with and without runs;
// - from every state of the loop's battles, one step and a few steps rolled at once (the run's first decision, its
//   moves cut by the budget) are the loop's same steps (as data, the dice);
// - a run's blocks carried from the session's last run (stop 27, vblock: where what they read still holds) are the
//   blocks a fresh session makes, as data, and so is the run, its shots kept for the step, its end state's lookup;
// - where the runs cover the scenario, no options list is made (every decision read from the blocks or plain);
//   outside their cover, the lean lists decide (options are listed).
// Seeds are printed on failure (fast-check). VIV-SEQ-1 VIV-SEQ-2 VIV-MOVE-1 VIV-SHOOT-4 VIV-MOR-4 VIV-MOR-10 VIV-CLIFF-1.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fight } from "../../../src/core/game/battle.js";
import { autoplay, seededDice, simulateBattle } from "../../../src/index.js";
import { generatorOf } from "../../../src/core/seeded-dice.js";
import type { IntSource } from "../../../src/core/uniform.js";
import { type Lean, sessionMemo, shippedRun, vividSessionWith } from "../../../src/vivid/game/game.js";
import { advanceAndCharge, holdAndShoot, type VividScenario, type VividState, vividGame } from "../../../src/vivid/index.js";
import { expectRolledAsLoop, expectSameBattle, loopOnly, PAIRS, type VividGame, type VividPolicy, zeroWork } from "./harness.js";
import { figureOf, vividScenarios } from "./random-scenarios.js";

/** The scenarios of a test: `outside`, an objective or a smoke bomb may come in (outside the runs' cover). */
const scenarios = (outside: boolean) => vividScenarios({ maxKind: outside ? 7 : 6, jungle: true, fiftyEitherSide: true, objective: outside });

/** A game whose sessions are `make`'s. */
const withSession = (make: () => VividGame): VividGame => ({
  ...vividGame,
  session: make,
  StateSchema: vividGame.StateSchema,
  CommandSchema: vividGame.CommandSchema,
});

/** Whether a scenario is within the runs' cover (no objective, no gadgets but mercy bullets). */
const covered = (s: VividScenario): boolean =>
  s.victory?.objective === undefined &&
  s.sides.every((side) => side.units.every((u) => u.members.every((m) => (m.gadgets ?? []).every((g) => g.effect.kind === "mercyAmmo"))));

describe("vividGame.session: the rolled battle's runs (shippedRun)", () => {
  it("random scenarios in and outside the runs' cover, seeds, step limits and pairings: the battle rolled at once is the loop's, die for die, three battles a session (fast-check)", () => {
    fc.assert(
      fc.property(
        scenarios(true),
        fc.integer({ min: 0, max: PAIRS.length - 1 }),
        fc.integer(),
        fc.integer({ min: 1, max: 160 }),
        (scenario, pair, seed, maxSteps) => {
          expectRolledAsLoop(vividGame.setup(scenario), PAIRS[pair] as VividPolicy, seed, maxSteps, 3);
        },
      ),
      { numRuns: 80 },
    );
  }, 300_000);

  it("from every state of random battles, one to four steps rolled at once are the loop's same steps (the run's first decision, its moves cut by the budget): the state as data, frozen and valid, the steps, the dice (fast-check)", () => {
    fc.assert(
      fc.property(
        scenarios(false),
        fc.integer({ min: 0, max: PAIRS.length - 1 }),
        fc.integer(),
        fc.integer({ min: 1, max: 4 }),
        (scenario, pair, seed, budget) => {
          const policies = PAIRS[pair] as VividPolicy;
          const first = vividGame.setup(scenario);
          const played = autoplay(vividGame, first, policies, seededDice(seed));
          const states: VividState[] = [first, ...played.steps.map((s) => s.state)].filter((s) => s.outcome === null);
          const rolled = vividSessionWith();
          const loop = loopOnly(vividSessionWith());
          states.forEach((state, i) => {
            const a = seededDice(seed + i);
            const b = seededDice(seed + i);
            expectSameBattle(rolled.battleRolled?.(state, policies, a, budget), fight("test", loop, state, policies, b, budget), a, b);
          });
        },
      ),
      { numRuns: 40 },
    );
  }, 300_000);

  it("from every state of random battles in order, a run on the session's memo (its blocks carried from the last run's) is the run of a fresh memo: the run, its blocks, its kept shots and lookup as data, the dice (fast-check)", () => {
    let carried = 0;
    /** A block as data: its records, its choices (command, allowed, reasons, label) and its checked shots. */
    const asData = (memo: ReturnType<typeof sessionMemo>, lean: Lean) =>
      [...(memo.ran[lean]?.blocks ?? [])].map(([id, b]) => ({
        id,
        figure: b.figure,
        unit: b.unit,
        place: b.place,
        choices: b.choices.map((c) => ({ command: c.command, allowed: c.allowed, reasons: c.reasons, label: c.label })),
        shots: b.shots,
      }));
    fc.assert(
      fc.property(
        scenarios(false),
        fc.integer({ min: 0, max: PAIRS.length - 1 }),
        fc.integer(),
        fc.integer({ min: 1, max: 40 }),
        (scenario, pair, seed, budget) => {
          const policies = PAIRS[pair] as VividPolicy;
          const first = vividGame.setup(scenario);
          const played = autoplay(vividGame, first, policies, seededDice(seed));
          const states = [first, ...played.steps.map((s) => s.state)].filter((s) => s.outcome === null && s.phase === "sideTurn");
          const warmWork = zeroWork();
          const warm = sessionMemo(warmWork);
          states.forEach((state, i) => {
            const policy = typeof policies === "function" ? policies : (policies as Readonly<Record<string, VividPolicy>>)[state.order[state.active] ?? ""];
            const lean: Lean = policy === holdAndShoot ? "shots" : "moves";
            const coldWork = zeroWork();
            const cold = sessionMemo(coldWork);
            const a = seededDice(seed + i);
            const b = seededDice(seed + i);
            const built = warmWork.blocksBuilt;
            const mine = shippedRun(state, lean, budget, warm, generatorOf(a) as IntSource);
            const fresh = shippedRun(state, lean, budget, cold, generatorOf(b) as IntSource);
            expect(mine).toBeDefined();
            if (mine === undefined || fresh === undefined) return;
            expect(mine.state).toEqual(fresh.state);
            expect(mine.steps).toBe(fresh.steps);
            expect(mine.command).toEqual(fresh.command);
            expect(a.save()).toEqual(b.save());
            expect(Object.isFrozen(mine.state)).toBe(true);
            expect(asData(warm, lean)).toEqual(asData(cold, lean));
            expect(warm.shots.get(mine.state)).toEqual(cold.shots.get(fresh.state));
            // the run's single shots are kept for its end state exactly when the policy shoots there (for the shot's
            // shotChecked; the end of the side turn, the game's end and the budget fire nothing from it)
            expect(warm.shots.has(mine.state)).toBe(mine.command?.type === "shoot" && mine.state.outcome === null);
            // the end state's lookup (the working one, or the session's): every figure with a place, in roster order
            const found = warm.found.get(mine.state);
            if (found !== undefined) {
              const places = new Map(mine.state.places.map((p) => [p.id, p] as const));
              const expected = mine.state.units.flatMap((unit) =>
                unit.members.flatMap((figure) => {
                  const place = places.get(figure.id);
                  return place === undefined ? [] : [[figure.id, { figure, unit, place }] as const];
                }),
              );
              expect([...found]).toEqual(expected);
            }
            if (warmWork.blocksBuilt - built < coldWork.blocksBuilt) carried++;
          });
        },
      ),
      { numRuns: 40 },
    );
    // some runs carried blocks from the run before (the property is not vacuous)
    expect(carried).toBeGreaterThan(0);
  }, 300_000);

  it("within the runs' cover no options list is made (every decision read from the blocks, or plain); outside it (an objective, gadgets) the lean lists decide; simulateBattle gives the same results with and without runs (fast-check)", () => {
    let inside = 0;
    let outside = 0;
    fc.assert(
      fc.property(scenarios(true), fc.integer({ min: 0, max: PAIRS.length - 1 }), fc.integer({ min: 0, max: 1000 }), (scenario, pair, seed) => {
        const policies = PAIRS[pair] as VividPolicy;
        const counted = zeroWork();
        const runs = simulateBattle(
          withSession(() => vividSessionWith(counted)),
          scenario,
          policies,
          { runs: 4, seed },
        );
        const without = simulateBattle(
          withSession(() => vividSessionWith(undefined, false)),
          scenario,
          policies,
          { runs: 4, seed },
        );
        expect(runs).toEqual(without);
        expect((counted.rolled ?? 0) + counted.kept).toBe(counted.steps);
        if (covered(scenario)) {
          inside++;
          expect(counted.options).toBe(0);
        } else if (counted.steps > 8) {
          outside++;
          expect(counted.options).toBeGreaterThan(0);
        }
      }),
      { numRuns: 60 },
    );
    expect(inside).toBeGreaterThan(0);
    expect(outside).toBeGreaterThan(0);
  }, 300_000);

  it("the skirmish: the runs are found again from battle to battle (their steps kept), the blocks carried within a run, and the results are the loop's", () => {
    const counted = zeroWork();
    const policies = { good: holdAndShoot, bad: advanceAndCharge };
    const scenario = vividGame.setup(
      ((): VividScenario => {
        return {
          sides: [
            {
              id: "good",
              units: [{ id: "soldiers", kind: "combatant", troopType: "trained", members: [0, 1, 2, 3, 4].map((i) => figureOf(0, `s${String(i)}`, "good")) }],
            },
            {
              id: "bad",
              units: [
                {
                  id: "warriors",
                  kind: "combatant",
                  troopType: "nativeWarrior",
                  members: [0, 1, 2, 3, 4].map((i) => figureOf(i % 3 === 0 ? 1 : 2, `w${String(i)}`, "bad")),
                },
              ],
            },
          ],
          positions: [0, 1, 2, 3, 4].flatMap((i) => [
            { id: `s${String(i)}`, at: { x: 4 + 3 * i, y: 3 } },
            { id: `w${String(i)}`, at: { x: 4 + 3 * i, y: 28 } },
          ]),
          table: { width: 24, height: 32 },
          victory: { turnLimit: 6, fiftyPercentSide: "bad" },
        };
      })(),
    );
    const session = vividSessionWith(counted);
    const loop = loopOnly(vividSessionWith());
    const a = seededDice(5);
    const b = seededDice(5);
    for (let battle = 0; battle < 30; battle++) {
      const whole = session.battleRolled?.(scenario, policies, a, 10_000);
      const stepped = fight("test", loop, scenario, policies, b, 10_000);
      expect(whole?.state).toEqual(stepped.state);
      expect(whole?.steps).toBe(stepped.end.steps);
    }
    expect(a.save()).toEqual(b.save());
    expect(counted.options).toBe(0);
    expect(counted.kept).toBeGreaterThan(0);
    expect(counted.blocksBuilt).toBeLessThan(counted.blocks);
  }, 120_000);
});
