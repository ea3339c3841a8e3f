// The validated forms a fateScene step uses (issue 15: validate once, at the edge) agree with the public functions
// they stand for, value for value and refusal for refusal (fast-check, fixed seeds: fc prints the seed and the
// counterexample on a failure); the public functions still refuse bad input with its path; a scene's
// stepOffered (an allowed choice of the options, not checked again) steps exactly as step does, and every state
// it reaches parses with the state schema.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sceneRefresh, sceneRefreshValidated } from "../../src/fate/character.js";
import { compel, compelValidated, endScene, endSceneValidated } from "../../src/fate/economy.js";
import {
  applyStress,
  type Character,
  concede,
  createCharacter,
  type FateOptionsInput,
  fateOptions,
  fateScene,
  freeConsequences,
  pressTheAttack,
  type SceneState,
  SceneStateSchema,
  StressInputSchema,
} from "../../src/fate/index.js";
import { planSide, planSideValidated, RollSpecSchema, type SideRole } from "../../src/fate/roll.js";
import { applyStressValidated, concedeValidated, freeConsequencesValidated } from "../../src/fate/stress.js";
import { parseOrThrow } from "../../src/core/validate.js";
import { loadState, play, RulesError, resolve, seededDice, validate } from "../../src/index.js";
import { thugScenario, truckScenario, waterfordScenario } from "./scene-fixtures.js";

/** The result of a call, or the code, function and path of its RulesError (anything else fails the test). */
function outcome<T>(call: () => T): { value: T } | { error: [string, string, string | undefined] } {
  try {
    return { value: call() };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return { error: [error.code, error.fn, error.path] };
  }
}

const options: fc.Arbitrary<FateOptionsInput> = fc.record(
  {
    consequenceSlotsPerTrack: fc.boolean(),
    npcFatePoints: fc.constantFrom("namedOnly" as const, "all" as const, "pcsOnly" as const),
    fatePointsOnDefense: fc.boolean(),
    houseRefresh: fc.boolean(),
    maxRerolls: fc.integer({ min: 0, max: 3 }),
    stressBoxes: fc.constantFrom("plus3" as const, "double" as const),
  },
  { requiredKeys: [] },
);

const severity = fc.constantFrom("minor" as const, "moderate" as const, "severe" as const);
const track = fc.constantFrom("health" as const, "composure" as const);
const stress = fc.record({
  track,
  amount: fc.integer({ min: 0, max: 12 }),
  consequences: fc.array(fc.record({ severity, text: fc.constantFrom("Nicked", "Shaken", "Winded") }), { maxLength: 3 }),
  concede: fc.boolean(),
});

/**
 * A character as a scene holds one: built by createCharacter (a pc or a named NPC, with a stunt), then hurt by
 * some stress, with a pool from 0 to 5 and now and then an aggravated consequence or a refresh of its own.
 */
const character: fc.Arbitrary<{ c: Character; o: FateOptionsInput }> = fc
  .record({
    o: options,
    role: fc.constantFrom("pc" as const, "named" as const),
    might: fc.integer({ min: -1, max: 4 }),
    resolve: fc.integer({ min: -1, max: 4 }),
    fighting: fc.integer({ min: 0, max: 4 }),
    fatePoints: fc.integer({ min: 0, max: 5 }),
    hurt: fc.array(stress, { maxLength: 2 }),
    aggravated: fc.boolean(),
    refresh: fc.constantFrom(undefined, 3, 5),
  })
  .map(({ o, role, might, resolve: r, fighting, fatePoints, hurt, aggravated, refresh }) => {
    let c = createCharacter(
      {
        id: "hero",
        name: "Hero",
        role,
        abilities: { Might: might, Resolve: r, Fighting: fighting, Athletics: 1 },
        stunts: [{ id: "brawler", name: "Brawler", costFp: 1, effect: { type: "rollBonus", ability: "Fighting", value: 2 } }],
      },
      { ...o, houseRefresh: true },
    );
    for (const h of hurt) {
      const r2 = outcome(() => applyStress(c, { ...h, concede: false }, o));
      if ("value" in r2) c = r2.value.character;
    }
    const first = c.consequences[0];
    if (aggravated && first !== undefined) c = { ...c, consequences: [{ ...first, aggravated: true }, ...c.consequences.slice(1)] };
    return { c: { ...c, fatePoints, ...(refresh === undefined ? {} : { refresh }) }, o };
  });

describe("fate: the validated forms agree with the public functions", () => {
  it("FATE-CONS-1 FATE-OUT-1 FATE-AMB-6 FATE-AMB-7 FATE-AMB-25: freeConsequences, applyStress and concede", () => {
    fc.assert(
      fc.property(character, stress, track, ({ c, o }, s, t) => {
        const opts = fateOptions(o);
        expect(freeConsequencesValidated(c, t, opts)).toEqual(freeConsequences(c, t, o));
        expect(outcome(() => applyStressValidated(c, parseOrThrow("test", StressInputSchema, s, "input"), opts))).toEqual(outcome(() => applyStress(c, s, o)));
        const out = { ...c, status: "takenOut" as const };
        expect(outcome(() => concedeValidated(c))).toEqual(outcome(() => concede(c)));
        expect(outcome(() => concedeValidated(out))).toEqual(outcome(() => concede(out)));
      }),
      { seed: 1501, numRuns: 300 },
    );
  });

  it("FATE-FP-1 FATE-AMB-19 FATE-TRAIT-2 FATE-STRESS-3: endScene, sceneRefresh and compel", () => {
    fc.assert(
      fc.property(character, fc.constantFrom("accept" as const, "nullify" as const), ({ c, o }, response) => {
        const opts = fateOptions(o);
        // a refresh of the character's own is refused without the house rule, by both forms alike
        expect(outcome(() => endSceneValidated(c, opts))).toEqual(outcome(() => endScene(c, o)));
        expect(outcome(() => sceneRefreshValidated("fate.sceneRefresh", c, opts))).toEqual(outcome(() => sceneRefresh(c, o)));
        expect(outcome(() => compelValidated(c, response))).toEqual(outcome(() => compel(c, response)));
      }),
      { seed: 1502, numRuns: 300 },
    );
  });

  it("FATE-ABIL-1 FATE-MOD-1 FATE-STUNT-1 FATE-FP-2 FATE-AMB-16 FATE-AMB-24: planSide of a parsed spec", () => {
    const spec = fc.record(
      {
        ability: fc.constantFrom("Fighting" as const, "Athletics" as const, "Notice" as const),
        situational: fc.array(fc.record({ label: fc.constantFrom("high ground", "dark"), value: fc.integer({ min: -3, max: 3 }) }), { maxLength: 2 }),
        fatePointBonus: fc.boolean(),
        stunts: fc.constantFrom<string[]>([], ["brawler"], ["nope"]),
        reroll: fc.record({ below: fc.constantFrom("complication" as const, "success" as const, "shift" as const), fatePointBonus: fc.boolean() }),
      },
      { requiredKeys: ["ability"] },
    );
    const role: fc.Arbitrary<SideRole> = fc.record({ defense: fc.boolean(), opposed: fc.boolean(), byHand: fc.boolean() }, { requiredKeys: [] });
    fc.assert(
      fc.property(character, spec, role, ({ c, o }, s, r) => {
        const opts = fateOptions(o);
        const parsed = parseOrThrow("test", RollSpecSchema, s, "spec");
        expect(outcome(() => planSideValidated("fateScene.step", c, parsed, "command", opts, r, s))).toEqual(
          outcome(() => planSide("fateScene.step", c, s, "command", opts, r)),
        );
      }),
      { seed: 1503, numRuns: 300 },
    );
  });

  it("the public functions still refuse bad input, naming the function and the path", () => {
    const c = createCharacter({ id: "indy", name: "Indy", abilities: { Might: 3 } });
    const over = { ...c, health: { boxes: 2, checked: 5 } };
    expect(outcome(() => freeConsequences(over, "health"))).toEqual({ error: ["INVALID_STATE", "fate.freeConsequences", "character.health.checked"] });
    expect(outcome(() => applyStress({ ...c, name: 7 } as unknown as Character, { track: "health", amount: 1 }))).toEqual({
      error: ["INVALID_INPUT", "fate.applyStress", "character.name"],
    });
    expect(outcome(() => applyStress(c, { track: "body" as "health", amount: 1 }))).toEqual({ error: ["INVALID_INPUT", "fate.applyStress", "input.track"] });
    expect(outcome(() => endScene({ ...c, fatePoints: -1 }))).toEqual({ error: ["INVALID_INPUT", "fate.endScene", "character.fatePoints"] });
    expect(outcome(() => planSide("fate.action", c, { ability: "Flying" as "Fighting" }, "request", fateOptions()))).toEqual({
      error: ["INVALID_INPUT", "fate.action", "request.ability"],
    });
  });

  it("FATE-CONS-1: a loaded state whose track holds more checked boxes than it has is still refused when its stress is soaked", () => {
    // the truck fight up to Indy's soak of the pistol shot (FATE-EX-7)
    let state: SceneState = fateScene.setup(truckScenario);
    const dice = seededDice(3);
    for (const command of [
      { type: "attack", actor: "soldier", target: "indy", kind: "ranged", gun: true },
      { type: "defend", actor: "indy" },
    ]) {
      state = play(fateScene, state, command, dice).state;
    }
    while (state.phase.type === "reroll") state = play(fateScene, state, { type: "stand", actor: fateScene.player?.(state) ?? "" }, dice).state;
    if (state.phase.type !== "soak") return expect.fail(`seed 3 should hit Indy, got phase ${state.phase.type}`);
    const victim = state.phase.victim;
    const broken = JSON.parse(JSON.stringify(state)) as SceneState;
    const bad = {
      ...broken,
      roster: broken.roster.map((e) => (e.character.id === victim ? { ...e, character: { ...e.character, health: { boxes: 2, checked: 9 } } } : e)),
    };
    const loaded = loadState(fateScene, bad); // the schema does not compare checked boxes with the track's size
    expect(outcome(() => fateScene.options(loaded))).toEqual({ error: ["INVALID_STATE", "fate.freeConsequences", "character.health.checked"] });
    expect(outcome(() => play(fateScene, loaded, { type: "takeStress", actor: victim }, seededDice(1)))).toEqual({
      error: ["INVALID_STATE", "fate.freeConsequences", "character.health.checked"],
    });
  });
});

describe("fateScene: stepOffered steps as step does", () => {
  it("FATE-AMB-22 FATE-FP-3: along random scenes, every allowed choice gives step's value and trace, die for die; every state parses", () => {
    if (fateScene.stepOffered === undefined) return expect.fail("fateScene has a stepOffered");
    const scenarios = [truckScenario, waterfordScenario, thugScenario];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat({ max: 2 }), fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (seed, which, picks) => {
        const dice = seededDice(seed);
        let state: SceneState = fateScene.setup(scenarios[which]);
        for (const [i, pick] of picks.entries()) {
          if (fateScene.outcome(state) !== undefined) break;
          const choices = fateScene.options(state);
          const allowed = choices.filter((c) => c.allowed);
          // half the time a random allowed choice, half the time the spending policy's
          const policy = i % 2 === 0 ? undefined : pressTheAttack(state, choices);
          const choice = policy === undefined ? allowed[pick % allowed.length] : allowed.find((c) => c.command === policy);
          if (choice === undefined) break;
          const direct = resolve(fateScene.step(state, choice.command), seededDice(seed + i));
          const chance = fateScene.stepOffered?.(state, choice.command, choice);
          if (chance === undefined) throw new Error("fateScene has no stepOffered");
          const offered = resolve(chance, seededDice(seed + i));
          expect(offered.value).toEqual(direct.value);
          expect(offered.trace).toEqual(direct.trace);
          state = play(fateScene, state, choice.command, dice).state;
          expect(validate(SceneStateSchema, state).ok).toBe(true);
        }
      }),
      { seed: 1504, numRuns: 60 },
    );
  });
});
