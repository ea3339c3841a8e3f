// The validated forms an evolution game step uses (issue 15: validate once, at the edge) agree with the public
// functions they stand for (fast-check, fixed seeds: fc prints the seed and the counterexample on a failure); the
// public functions still refuse bad input with its path; the game's stepOffered (an allowed choice of the options,
// not checked again) steps exactly as step does, and every state it reaches parses with the state schema.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasSkillValidated } from "../../src/evolution/actions.js";
import { canFireValidated } from "../../src/evolution/firing.js";
import {
  blocksLos,
  canFire,
  chargeOutcome,
  type EvolutionState,
  EvolutionStateSchema,
  evolutionGame,
  evolutionPolicies,
  hasSkill,
  inFieldOfVision,
  lineOfSight,
  moveAllowance,
  parseEvolutionOptions,
  parseModel,
  shoot,
  TOUGH,
  TRAIL_BOSS_SCENARIO,
} from "../../src/evolution/index.js";
import { blocksLosValidated, inFieldOfVisionValidated, lineOfSightValidated } from "../../src/evolution/los.js";
import { allowanceValidated, chargeReachValidated } from "../../src/evolution/movement.js";
import { shootValidated } from "../../src/evolution/shoot.js";
import { odds, play, RulesError, resolve, seededDice, validate } from "../../src/index.js";
import { damageDice, evolutionOptions, lineOfSight as sightArb, models } from "./arbitraries.js";
import { standoff } from "./game-battle.js";

/** The result of a call, or the code, function and path of its RulesError (anything else fails the test). */
function outcome<T>(call: () => T): { value: T } | { error: [string, string, string | undefined] } {
  try {
    return { value: call() };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return { error: [error.code, error.fn, error.path] };
  }
}

const terrainKind = fc.constantFrom("open" as const, "difficult" as const, "impassable" as const);
/** A model as a game state holds one: parsed, now and then suppressed, removed, a character or with skills. */
const stateModel = fc
  .record({
    m: models({ wtf: true }),
    type: fc.constantFrom("mook" as const, "character" as const),
    skills: fc.constantFrom([], ["Independent"], ["leader"], ["Specialist Equipment"]),
    suppressed: fc.boolean(),
    removed: fc.boolean(),
    move: fc.constantFrom(0, 0.5, 4, 5, 6),
  })
  .map(({ m, type, skills, suppressed, removed, move }) => {
    const p = parseModel({ ...m, type, skills, move });
    return parseModel({ ...p, state: { ...p.state, ...(suppressed ? { suppressed } : {}), ...(removed ? { removed, seriousWounds: 0 } : {}) } });
  });

describe("evolution: the validated forms agree with the public functions", () => {
  it("EVO-LOS-1 EVO-LOS-2 EVO-LOS-3 EVO-COVER-1 EVO-AMB-6: lineOfSight, inFieldOfVision and blocksLos", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("none" as const, "non-blocking" as const, "partial" as const, "complete" as const),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (terrain, cover, inArc, byModel, coverObscures, facing, bearing, blocker, target) => {
          const o = parseEvolutionOptions({ coverObscures });
          expect(lineOfSightValidated(terrain, cover, inArc, byModel, o)).toBe(
            lineOfSight({ terrain, targetInCover: cover, inFieldOfVision: inArc, blockedByModel: byModel }, { coverObscures }),
          );
          expect(inFieldOfVisionValidated(facing, bearing)).toBe(inFieldOfVision(facing, bearing));
          expect(blocksLosValidated(blocker, target, cover)).toBe(blocksLos(blocker, target, { sameGroup: cover }));
        },
      ),
      { seed: 1511, numRuns: 400 },
    );
  });

  it("EVO-MOVE-1 EVO-TERR-1 EVO-WOUND-1 EVO-AMB-10 EVO-AMB-11 EVO-GM-2: allowance and charge reach", () => {
    fc.assert(
      fc.property(
        stateModel,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        terrainKind,
        fc.boolean(),
        fc.record({ lightWoundMove: fc.constantFrom("per-action" as const, "per-turn" as const), chargeMoves: fc.integer({ min: 1, max: 3 }) }),
        (m, actions, moves, terrain, equipment, given) => {
          const o = parseEvolutionOptions(given);
          const previous = Math.min(moves, 3 - actions);
          expect(allowanceValidated(m, actions, previous, terrain, equipment, o)).toEqual(
            moveAllowance(m, { actions, previousMoves: previous, terrain, specialistEquipment: equipment }, given),
          );
          const before = Math.min(moves, 3 - o.chargeMoves);
          expect(chargeReachValidated(m, before, terrain, equipment, o)).toBe(
            chargeOutcome(m, 0, { previousMoves: before, terrain, specialistEquipment: equipment }, given).reach,
          );
        },
      ),
      { seed: 1512, numRuns: 400 },
    );
  });

  it("EVO-LEAD-1 EVO-AMB-15 EVO-GM-2: hasSkill of a model's skills", () => {
    const skill = fc.constantFrom("Leadership", "leader", "independant", "Independent", "specialist equipment", "sharpshooter");
    fc.assert(
      fc.property(fc.array(skill, { maxLength: 3 }), skill, (skills, wanted) => {
        expect(hasSkillValidated(skills, wanted)).toBe(hasSkill(skills, wanted));
      }),
      { seed: 1513, numRuns: 300 },
    );
  });

  it("EVO-FIRE-1 EVO-DMG-1 EVO-WOUND-1 EVO-WTF-1: canFire and shoot of parsed models, as the game calls them", () => {
    const weapon = fc.record({ name: fc.constant("gun"), firingDice: fc.integer({ min: 0, max: 3 }), damageDice });
    fc.assert(
      fc.property(stateModel, weapon, stateModel, sightArb, evolutionOptions, (shooter, w, target, los, given) => {
        const o = parseEvolutionOptions(given);
        expect(canFireValidated(shooter, w, los, o)).toEqual(canFire(shooter, w, los, given));
        if (!canFire(shooter, w, los, given).ok || target.state.removed) return;
        const inner = shootValidated("evolution.shoot", shooter, w, target, { los }, o, "", "evolution.fire");
        const outer = shoot(shooter, w, target, { los }, given);
        expect(odds(inner).outcomes.map((x) => [x.value, x.probability.toString()])).toEqual(
          odds(outer).outcomes.map((x) => [x.value, x.probability.toString()]),
        );
        const a = resolve(inner, seededDice(7));
        const b = resolve(outer, seededDice(7));
        expect(a.value).toEqual(b.value);
        expect(a.trace).toEqual(b.trace);
      }),
      { seed: 1514, numRuns: 150 },
    );
  });

  it("the public functions still refuse bad input, naming the function and the path", () => {
    expect(outcome(() => lineOfSight({ terrain: "fog" as "none" }))).toEqual({ error: ["INVALID_ARGUMENT", "evolution.lineOfSight", "context.terrain"] });
    expect(outcome(() => moveAllowance(TOUGH, { actions: 5 }))).toEqual({ error: ["INVALID_ARGUMENT", "evolution.moveAllowance", "context.actions"] });
    expect(outcome(() => canFire({ ...TOUGH, accuracy: 9 }, { name: "gun", damageDice: "1D6" }))).toEqual({
      error: ["INVALID_INPUT", "evolution.canFire", "shooter.accuracy"],
    });
    expect(outcome(() => blocksLos(0, 3))).toEqual({ error: ["INVALID_ARGUMENT", "evolution.blocksLos", "blockerSize"] });
    expect(outcome(() => hasSkill("leadership" as unknown as string[], "leadership"))).toEqual({ error: ["INVALID_ARGUMENT", "evolution.hasSkill", "skills"] });
    expect(outcome(() => shoot(TOUGH, { name: "gun", firingDice: -1, damageDice: "1D6" }, TOUGH, { los: "clear" }))).toEqual({
      error: ["INVALID_INPUT", "evolution.shoot", "weapon.firingDice"],
    });
    // a command from untrusted JSON goes through the game's CommandSchema before any step
    const state = evolutionGame.setup(TRAIL_BOSS_SCENARIO);
    expect(outcome(() => play(evolutionGame, state, { type: "move", orders: [{ model: "boss", to: { x: "far", y: 0 } }] }, seededDice(1)))).toEqual({
      error: ["INVALID_INPUT", "play", "command.orders[0].to.x"],
    });
  });
});

describe("evolutionGame: stepOffered steps as step does", () => {
  it("EVO-ACT-1 EVO-LEAD-1 EVO-FIRE-1 EVO-AMB-9: along random games, every allowed choice gives step's value and trace, die for die; every state parses", () => {
    if (evolutionGame.stepOffered === undefined) return expect.fail("evolutionGame has a stepOffered");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (seed, small, picks) => {
        const dice = seededDice(seed);
        let state: EvolutionState = evolutionGame.setup(small ? standoff : TRAIL_BOSS_SCENARIO);
        for (const [i, pick] of picks.entries()) {
          if (evolutionGame.outcome(state) !== undefined) break;
          const choices = evolutionGame.options(state);
          const allowed = choices.filter((c) => c.allowed);
          // half the time a random allowed choice, half the time the aggressive policy's
          const policy = i % 2 === 0 ? undefined : evolutionPolicies.aggressive(state, choices);
          const choice = policy === undefined ? allowed[pick % allowed.length] : allowed.find((c) => c.command === policy);
          if (choice === undefined) break;
          const direct = resolve(evolutionGame.step(state, choice.command), seededDice(seed + i));
          const chance = evolutionGame.stepOffered?.(state, choice.command, choice);
          if (chance === undefined) throw new Error("evolutionGame has no stepOffered");
          const offered = resolve(chance, seededDice(seed + i));
          expect(offered.value).toEqual(direct.value);
          expect(offered.trace).toEqual(direct.trace);
          state = play(evolutionGame, state, choice.command, dice).state;
          expect(validate(EvolutionStateSchema, state).ok).toBe(true);
        }
      }),
      { seed: 1515, numRuns: 40 },
    );
  });
});
