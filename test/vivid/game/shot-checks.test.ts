// The game's cheap shot checks and validated movement allowance (issue 14, stop 28 round 2): the fire refusals'
// form without the empty list (family/can-fire.ts `fireRefusalsIfAny`) says what the public list says, the
// validated movement allowance (vivid/movement.ts `movementAllowanceValidated`) gives what the public one gives
// for every input it is called with, and the game's public options still give each allowed shot an empty reasons
// list of its own (not the shared frozen one the game's checks and a session's choices read). Properties
// (fast-check, seed printed on failure). VIV-SHOOT-1 VIV-MOVE-1 VIV-MOVE-2 VIV-TERR-1 VIV-AMB-12 VIV-MG-1
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { autoplay, seededDice } from "../../../src/index.js";
import { fireRefusals, fireRefusalsIfAny } from "../../../src/family/can-fire.js";
import type { Figure } from "../../../src/family/schemas.js";
import { movementAllowanceValidated, zombieInchesFor } from "../../../src/vivid/movement.js";
import { vividOptions } from "../../../src/vivid/options.js";
import { vividShootingSystemOf } from "../../../src/vivid/shooting.js";
import { advanceAndCharge, holdAndShoot, movementAllowance, VIVID_TERRAIN, VIVID_WEAPONS, vividGame } from "../../../src/vivid/index.js";
import { vividScenarios } from "./random-scenarios.js";

const TYPES = ["westernMale", "armoured", "pigmyOrWesternFemale", "native", "packAnimal", "slowAnimal", "fastAnimal", "zombie"] as const;
const KINDS = Object.keys(VIVID_TERRAIN.rows) as (keyof typeof VIVID_TERRAIN.rows)[];

describe("the validated movement allowance (VIV-MOVE-1 VIV-MOVE-2 VIV-TERR-1 VIV-AMB-12)", () => {
  it("gives what the public movementAllowance gives, for every figure type, terrain, GM multiplier and zombie rate (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES),
        fc.option(fc.uniqueArray(fc.constantFrom(...KINDS), { maxLength: 4 }), { nil: undefined }),
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
        (figureType, terrain, gmMultiplier, zombie) => {
          const options = zombie === undefined ? undefined : { zombieMoveInches: zombie };
          const input = { figureType, ...(terrain === undefined ? {} : { terrain }), ...(gmMultiplier === undefined ? {} : { gmMultiplier }) };
          const validated = movementAllowanceValidated(figureType, terrain ?? [], gmMultiplier, zombieInchesFor(figureType, options));
          expect(validated).toEqual(movementAllowance(input, options));
          // the parsed options' rate, as the game passes it
          expect(movementAllowanceValidated(figureType, terrain ?? [], gmMultiplier, vividOptions(options ?? {}).zombieMoveInches)).toEqual(validated);
        },
      ),
    );
  });
});

describe("the fire refusals without the empty list (VIV-SHOOT-1 VIV-MG-1 VIV-MOR-6 VIV-MOR-12 VIV-WOUND-4)", () => {
  it("fireRefusalsIfAny is undefined exactly when fireRefusals lists nothing, else the same list (fast-check)", () => {
    const sys = vividShootingSystemOf(vividOptions({}));
    const weapons = Object.values(VIVID_WEAPONS);
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...weapons), { nil: undefined }),
        fc.record(
          {
            wound: fc.constantFrom("wounded", "unconscious", "killed"),
            routing: fc.boolean(),
            disrupted: fc.boolean(),
            stunned: fc.boolean(),
            droppedWeapon: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        fc.option(fc.boolean(), { nil: undefined }),
        (weapon, status, distance, moved, lineOfSight) => {
          const figure: Figure = {
            id: "f",
            name: "F",
            class: "Combatant",
            figureType: "westernMale",
            status,
            ...(weapon === undefined ? {} : { weapons: [weapon] }),
          };
          const ctx = { distance, shooterMoved: moved, cover: "none" as const, ...(lineOfSight === undefined ? {} : { lineOfSight }) };
          const motion = { moved, source: "context" as const };
          const list = fireRefusals(sys.table, sys.options, figure, weapon, ctx, motion);
          const some = fireRefusalsIfAny(sys.table, sys.options, figure, weapon, ctx, motion);
          if (list.length === 0) expect(some).toBeUndefined();
          else expect(some).toEqual(list);
        },
      ),
    );
  });
});

describe("the public options' allowed shots (VIV-SHOOT-1)", () => {
  it("each has an empty reasons list of its own, not frozen, as before the shared one; refused shots list their reasons (fast-check)", () => {
    let allowed = 0;
    fc.assert(
      fc.property(
        vividScenarios({ maxKind: 6, jungle: true, fiftyEitherSide: false, objective: false }),
        fc.integer({ min: 1, max: 1000 }),
        (scenario, seed) => {
          const game = autoplay(vividGame, vividGame.setup(scenario), { good: holdAndShoot, bad: advanceAndCharge }, seededDice(seed), { maxSteps: 30 });
          for (const s of game.steps) {
            const shots = vividGame.options(s.state).filter((c) => c.command.type === "shoot");
            const lists = new Set<unknown>();
            for (const c of shots) {
              expect(c.allowed).toBe(c.reasons.length === 0);
              if (!c.allowed) continue;
              expect(Object.isFrozen(c.reasons)).toBe(false);
              expect(lists.has(c.reasons)).toBe(false);
              lists.add(c.reasons);
              allowed++;
            }
          }
        },
      ),
      { numRuns: 30 },
    );
    expect(allowed).toBeGreaterThan(0);
  });
});
