// tugsGame's session plays a battle of its shipped policies whole (Game.battleRolled, issue 15: the simulated duel
// under 40 us): the same dice in the same order and the same final states as simulateBattle's step-by-step loop,
// on random fights, seeds and policies; and options, now listed from the commands of commandsOf with labels worded
// by labelOf, list exactly what the eager options of 503a888 listed (commands, allowed, reasons, labels, order).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CommandRefused, type Choice, seededDice, simulateBattle } from "../../src/index.js";
import { fight } from "../../src/core/game/battle.js";
import { generatorOf } from "../../src/core/seeded-dice.js";
import { attackEngaged, attackWeakest, type TugsCommand, type TugsGameState, tugsGame } from "../../src/tugs/index.js";
import { ableOf } from "../../src/tugs/game-state.js";
import { bert } from "./game-battle.js";
import { jan, travis } from "./fixtures.js";
import { fightScenarioArb as scenarioArb } from "./fight-scenarios.js";

const session = (tugsGame.session as () => typeof tugsGame).call(tugsGame);
/** The session without its whole battle: simulateBattle's loop plays every step through options and the policy. */
const looped: Omit<typeof tugsGame, "battleRolled" | "session"> = (() => {
  const copy: Partial<typeof tugsGame> = { ...session };
  delete copy.battleRolled;
  delete copy.session;
  return copy as Omit<typeof tugsGame, "battleRolled" | "session">;
})();

/** The policies given: one of the shipped ones for all, or a record of them by side (the sides a, b, c). */
const policiesArb = fc.oneof(
  fc.constantFrom(attackEngaged, attackWeakest),
  fc.record({
    a: fc.constantFrom(attackEngaged, attackWeakest),
    b: fc.constantFrom(attackEngaged, attackWeakest),
    c: fc.constantFrom(attackEngaged, attackWeakest),
  }),
);

describe("tugsGame session: the whole battle of the shipped policies (Game.battleRolled)", () => {
  it("TUGS-INIT-1 TUGS-AMB-26 TUGS-LIB-1: die for die the loop's battle: the same final state, steps and next die, on random fights, seeds, policies and step limits", () => {
    fc.assert(
      fc.property(scenarioArb, policiesArb, fc.integer(), fc.integer({ min: 0, max: 60 }), (scenario, policies, seed, maxSteps) => {
        const first = session.setup(scenario);
        const whole = seededDice(seed);
        const rolled = (session.battleRolled as NonNullable<typeof session.battleRolled>)(first, policies, whole, maxSteps);
        const loop = seededDice(seed);
        const played = fight("test", looped, first, policies, loop, maxSteps);
        expect(rolled).toBeDefined();
        expect(rolled?.state).toEqual(played.state);
        expect(rolled?.steps).toBe(played.end.steps);
        // the same dice drawn: both streams are at the same place
        expect(generatorOf(whole)?.next()).toBe(generatorOf(loop)?.next());
      }),
      { numRuns: 150 },
    );
  });

  it("TUGS-LIB-1: simulateBattle gives the same frequencies and final states with or without it", () => {
    const scenario = {
      combatants: [
        { character: jan, side: "thief" },
        { character: travis, side: "watch" },
        { character: bert, side: "watch" },
      ],
    };
    for (const policies of [attackEngaged, attackWeakest, { thief: attackWeakest, watch: attackEngaged }] as const) {
      for (const seed of [1, 2, 3]) {
        expect(simulateBattle(tugsGame, scenario, policies, { runs: 40, seed })).toEqual(simulateBattle(looped, scenario, policies, { runs: 40, seed }));
      }
    }
  });

  it("leaves any other policy, and dice without a generator, to the loop (undefined before any die)", () => {
    const first = session.setup({
      combatants: [
        { character: jan, side: "a" },
        { character: travis, side: "b" },
      ],
    });
    const battle: NonNullable<typeof session.battleRolled> = (s, p, d, m) => session.battleRolled?.(s, p, d, m);
    const dice = seededDice(4);
    const mine = (s: TugsGameState, c: readonly Choice<TugsCommand>[]) => attackEngaged(s, c);
    expect(battle(first, mine, dice, 100)).toBeUndefined();
    expect(battle(first, { a: attackEngaged }, dice, 100)).toBeUndefined();
    expect(battle(first, { a: attackEngaged, b: mine }, dice, 100)).toBeUndefined();
    expect(generatorOf(dice)?.next()).toBe(generatorOf(seededDice(4))?.next());
  });
});

/** The options of 503a888, as it built them (labels worded inline, each choice's refusals the step's). */
function eagerOptions(state: TugsGameState): Choice<TugsCommand>[] {
  const refusals = (command: TugsCommand): Choice<TugsCommand>["reasons"] => {
    try {
      tugsGame.step(state, command);
      return [];
    } catch (error) {
      if (!(error instanceof CommandRefused)) throw error;
      return [...error.reasons];
    }
  };
  const choice = (command: TugsCommand, label: string): Choice<TugsCommand> => {
    const reasons = refusals(command);
    return { command, allowed: reasons.length === 0, reasons, label };
  };
  // the one to act (503a888's actorNow): the first member of the acting group who has not declared and is able
  const actor =
    state.phase === "act"
      ? (state.groups[state.group] ?? [])
          .filter((id) => !state.declared.some((d) => d.actor === id))
          .map((id) => state.combatants.find((c) => c.character.id === id))
          .find((c) => c !== undefined && ableOf(c))
      : undefined;
  switch (state.phase) {
    case "over":
      return [];
    case "initiative":
      return [choice({ type: "initiative" }, `Round ${String(state.round + 1)}: roll initiative`)];
    case "act": {
      const me = actor as TugsGameState["combatants"][number];
      const id = me.character.id as string;
      const name = me.character.name;
      const out: Choice<TugsCommand>[] = [];
      for (const t of state.combatants) {
        if (t.side === me.side) continue;
        out.push(choice({ type: "attack", actor: id, target: t.character.id as string }, `${name} attacks ${t.character.name}`));
      }
      out.push(choice({ type: "getUp", actor: id }, `${name} gets up`));
      out.push(choice({ type: "pickUp", actor: id }, `${name} picks up his weapon`));
      out.push(choice({ type: "wait", actor: id }, `${name} waits`));
      out.push(choice({ type: "flee", actor: id }, `${name} flees`));
      return out;
    }
    case "aftermath": {
      const out: Choice<TugsCommand>[] = [
        choice({ type: "pass", amount: 10, unit: "minutes" }, "10 minutes pass"),
        choice({ type: "pass", amount: 1, unit: "hours" }, "an hour passes"),
        choice({ type: "pass", amount: 1, unit: "days", activity: "rest" }, "a day of rest"),
        choice({ type: "pass", amount: 1, unit: "days", activity: "active" }, "an active day"),
      ];
      for (const c of state.combatants) {
        const id = c.character.id as string;
        out.push(choice({ type: "firstAid", patient: id }, `first aid for ${c.character.name}`));
        for (const care of ["rest", "firstAid", "dispensary", "hospital"] as const)
          out.push(choice({ type: "care", patient: id, care }, `${care} for ${c.character.name}`));
      }
      out.push(choice({ type: "end" }, "end the game"));
      return out;
    }
  }
}

describe("tugsGame options: listed from one list of commands, labels worded by labelOf", () => {
  it("TUGS-INIT-1 TUGS-GM-8 TUGS-EFF-1: lists what the eager options listed, in every state of random fights and choices (game and session)", () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer(), fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (scenario, seed, picks) => {
        let state = tugsGame.setup(scenario);
        const dice = seededDice(seed);
        for (const k of picks) {
          const listed = tugsGame.options(state);
          expect(listed).toStrictEqual(eagerOptions(state));
          expect(session.options(state)).toStrictEqual(listed);
          const allowed = listed.filter((c) => c.allowed && c.command.type !== "end");
          const next = allowed[k % Math.max(1, allowed.length)];
          if (next === undefined) break;
          state = session.stepRolled?.(state, next.command, dice).state ?? state;
        }
      }),
      { numRuns: 60 },
    );
  });
});
