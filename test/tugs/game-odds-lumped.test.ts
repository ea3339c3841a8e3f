// tugsGame's key as an exact lumping (issue 15, ruling TUGS-LIB-1): battleOdds with the key equals battleOdds with
// the canonical state (the round left out) fraction for fraction; two states with the same key have the same
// next-step distribution of keys; a round where nobody is hurt comes back to the same key (a self-loop, solved).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { autoplay, type BattleOdds, battleOdds, odds, play, scriptedDice, seededDice, simulateBattle } from "../../src/index.js";
import { stateKey } from "../../src/core/game/key.js";
import { attackEngaged, attackWeakest, type TugsGameState, type TugsOutcome, tugsGame } from "../../src/tugs/index.js";
import { chiSquare, chiSquareCritical, deepFreeze } from "../helpers.js";
import { duelScenario, patrolScenario } from "./game-battle.js";
import { fighter, knifePair } from "./knife-fighters.js";

/** tugsGame with the key it had before the lumping: the canonical JSON of the whole state, its round left out. */
const unlumped = Object.freeze({ ...tugsGame, key: (state: TugsGameState) => stateKey({ ...state, round: 0 }) });

const listed = (r: BattleOdds<TugsOutcome>) => r.outcomes.map((o) => `${stateKey(o.value)} ${o.probability.toString()}`);

/** A value computed the first time it is asked for, then kept (a result several tests of this file read). */
function once<T>(compute: () => T): () => T {
  let kept: { readonly value: T } | undefined;
  return () => {
    kept ??= { value: compute() };
    return kept.value;
  };
}

// the lumped chains of the two knife fights several tests below read, each solved once for the file (battleOdds is a
// pure function of the game, the scenario and the policy: a second solve gives the same fractions)
const firstFight = once(() => battleOdds(tugsGame, knifePair(1, false, { outcome: "fight" }), attackEngaged));
const tiedFight = once(() => battleOdds(tugsGame, knifePair(1, true, { outcome: "fight" }), attackEngaged));

describe("tugsGame.key: an exact lumping (TUGS-LIB-1)", () => {
  it("TUGS-LIB-1 TUGS-INJ-2 TUGS-HTH-2: knife fighters (Ann always first), outcome 'fight': the lumped chain gives the unlumped fractions, in far fewer states", {
    timeout: 300_000,
  }, () => {
    // by hand (1 hit point: any injury takes one out): Ann injures Bob with p = 2/5, Bob injures Ann with q = 7/25,
    // a round decides with 1 - (1 - p)(1 - q) = 71/125: Ann wins (2/5) / (71/125) = 50/71
    const scenario = knifePair(1, false, { outcome: "fight" });
    const lumped = firstFight();
    const plain = battleOdds(unlumped, scenario, attackEngaged);
    expect(listed(lumped)).toEqual(listed(plain));
    expect(lumped.probability((o) => o.winner === "a").toString()).toBe("50/71");
    expect(lumped.unfinished.toString()).toBe("0");
    expect(lumped.states).toBeLessThan(plain.states);
    // the game that plays the time after the fight ends it at once under attackEngaged: the same fates
    const end = battleOdds(tugsGame, knifePair(1), attackEngaged);
    expect(listed(end)).toEqual(listed(lumped));
  });

  it("TUGS-LIB-1 TUGS-AMB-26 TUGS-INIT-1: knife fighters of equal initiative (simultaneous ties): 251/426, 161/426, 7/213, lumped and unlumped alike", {
    timeout: 300_000,
  }, () => {
    const scenario = knifePair(1, true, { outcome: "fight" });
    const lumped = tiedFight();
    const plain = battleOdds(unlumped, scenario, attackEngaged);
    expect(listed(lumped)).toEqual(listed(plain));
    expect(lumped.probability((o) => o.winner === "a").toString()).toBe("251/426");
    expect(lumped.probability((o) => o.winner === "b").toString()).toBe("161/426");
    expect(lumped.probability((o) => o.winner === null).toString()).toBe("7/213");
    expect(lumped.cyclic).toBe(true);
  });

  it("TUGS-LIB-1 TUGS-IMP-1 TUGS-AMB-9: fighters of 2 hit points (injuries add up, several a fighter): lumped = unlumped, fraction for fraction", {
    timeout: 300_000,
  }, () => {
    const scenario = knifePair(2, false, { outcome: "fight" });
    const lumped = battleOdds(tugsGame, scenario, attackEngaged, { maxStates: 200_000 });
    const plain = battleOdds(unlumped, scenario, attackEngaged, { maxStates: 200_000 });
    expect(listed(lumped)).toEqual(listed(plain));
    expect(lumped.unfinished.toString()).toBe("0");
    expect(lumped.states).toBeLessThan(plain.states);
  });

  it("TUGS-LIB-1: the outcome 'winner' gives the winners' sums of the outcome 'fight'", { timeout: 300_000 }, () => {
    const fight = tiedFight();
    const winner = battleOdds(tugsGame, knifePair(1, true, { outcome: "winner" }), attackEngaged);
    expect(winner.outcomes.every((o) => o.value.fates.length === 0)).toBe(true);
    for (const side of ["a", "b", null])
      expect(winner.probability((o) => o.winner === side).toString()).toBe(fight.probability((o) => o.winner === side).toString());
  });

  it("TUGS-GM-8 TUGS-LIB-1: a round limit asks a bounded question: the exact odds within N rounds and the exact mass still fighting", {
    timeout: 120_000,
  }, () => {
    // Ann always first; a round ends with both standing with (1 - p)(1 - q) = (3/5)(18/25) = 54/125
    const r = battleOdds(tugsGame, knifePair(1, false, { outcome: "fight", roundLimit: 3 }), attackEngaged);
    const fighting = r.probability((o) => o.winner === null && o.fates.every((f) => f.fate === "standing"));
    expect(fighting.toString()).toBe("157464/1953125"); // (54/125)^3
    // Ann within 3 rounds: p (1 + s + s^2) = (2/5)(25291/15625); Bob: (1 - p) q (1 + s + s^2) = (21/125)(25291/15625)
    expect(r.probability((o) => o.winner === "a").toString()).toBe("50582/78125");
    expect(r.probability((o) => o.winner === "b").toString()).toBe("531111/1953125");
    expect(r.unfinished.toString()).toBe("0");
  });
});

describe("tugsGame battleOdds of the worked example's pair, bounded", () => {
  it("TUGS-LIB-1 TUGS-GM-8 TUGS-HTH-1 TUGS-INJ-2: Jan against Travis within one round: 70 states, the mass still fighting, and simulateBattle agrees (chi-square)", {
    timeout: 300_000,
  }, () => {
    const scenario = { ...duelScenario, outcome: "fight", roundLimit: 1 };
    const exact = battleOdds(tugsGame, scenario, attackEngaged);
    expect(exact.states).toBe(70);
    expect(exact.unfinished.toString()).toBe("0");
    const fighting = (o: TugsOutcome) => o.winner === null && o.fates.every((f) => f.fate === "standing");
    expect(exact.probability(fighting).toString()).toBe("181582299377/207360000000");
    // the sampled duels of one round, by who holds the field (or nobody yet, or nobody at all)
    const classOf = (o: TugsOutcome) => (fighting(o) ? "fighting" : String(o.winner));
    const classes = ["fighting", "watch", "thief", "null"];
    const expected = classes.map((c) => exact.probability((o) => classOf(o) === c).toNumber());
    const runs = 1_500;
    const sim = simulateBattle(tugsGame, scenario, attackEngaged, { runs, seed: 15, chunkSize: 500 });
    const observed = classes.map((c) => sim.outcomes.filter((o) => classOf(o.value) === c).reduce((a, o) => a + o.count, 0));
    expect(observed.reduce((a, b) => a + b, 0)).toBe(runs);
    // "null" (both out at once) is too rare for the test: merged with the watch's class
    const merge = (list: number[]) => [list[0] as number, (list[1] as number) + (list[3] as number), list[2] as number];
    expect(chiSquare(merge(observed), merge(expected), runs)).toBeLessThan(chiSquareCritical(2));
  });
});

describe("tugsGame.key: self-loops", () => {
  it("TUGS-LIB-1 TUGS-EFF-1: a round where both miss comes back to the key of its start (the solver absorbs the loop)", () => {
    let state = tugsGame.setup(knifePair(1, false, { outcome: "fight" }));
    // each round: initiative (Ann 20 + 2, Bob 7 + 1), Ann misses (d20 20), Bob misses (d20 20)
    const dice = scriptedDice(["d6:2", "d6:1", "d20:20", "d20:20", "d6:2", "d6:1", "d20:20", "d20:20"]);
    const starts: TugsGameState[] = [];
    for (let i = 0; i < 6; i++) {
      if (state.phase === "initiative") starts.push(state);
      state = play(tugsGame, state, attackEngaged(state, tugsGame.options(state)), dice).state;
    }
    starts.push(state);
    expect(starts.map((s) => s.round)).toEqual([0, 1, 2]);
    // round 1 engages them (engagedWith is read by the flank of others and by the policy); from then on a round
    // where nobody is hurt is a self-loop of the lumped chain, whatever the status flags of the round before
    expect(tugsGame.key?.(starts[2] as TugsGameState)).toBe(tugsGame.key?.(starts[1] as TugsGameState));
    expect(tugsGame.key?.(starts[1] as TugsGameState)).not.toBe(tugsGame.key?.(starts[0] as TugsGameState));
    expect(stateKey({ ...starts[2], round: 0 })).toBe(stateKey({ ...starts[1], round: 0 }));
    expect(firstFight().cyclic).toBe(true);
  });
});

/** Two knife fighters of 3 hit points against one (flanks, a combatant out for good while the fight goes on). */
const trio = (outcome: "end" | "fight" | "winner") => ({
  combatants: [
    { character: fighter("ann", "Ann", 12, 12, 3), side: "a" },
    { character: fighter("bob", "Bob", 9, 8, 3), side: "b" },
    { character: fighter("cid", "Cid", 10, 9, 3), side: "b" },
  ],
  outcome,
});
const SCENARIOS = [
  () => knifePair(3, false, { outcome: "fight" }),
  () => knifePair(3, true, { outcome: "fight" }),
  () => knifePair(3, true),
  () => trio("fight"),
  () => trio("winner"),
  () => trio("end"),
  () => ({ ...duelScenario, outcome: "fight" }),
  () => ({ ...patrolScenario, outcome: "fight" }),
];

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
type Draft = Mutable<TugsGameState>;

/**
 * A state that differs from `state` only in what tugsGame.key leaves out (what nothing later reads): the round (no
 * round limit), the parries (no parry limit), at the start of a round what its bookkeeping resets, and, when the
 * game ends with the fight (TUGS-LIB-1), the injuries' bookkeeping (order, lethality, treatment, milder injuries
 * where a worse one is) and everything of a combatant out for good but his side and fate.
 */
function variant(state: TugsGameState, r: number): TugsGameState {
  const s = structuredClone(state) as Draft;
  const bit = (k: number) => ((r >> k) & 1) === 1;
  if (s.settings.roundLimit === null) s.round += 1 + (r % 5);
  const lumped = s.settings.outcome !== undefined;
  for (const c of s.combatants) {
    if (s.settings.parriesPerRound === null) c.parries = (r >> 3) % 4;
    const status = c.character.status;
    if (s.phase === "initiative") {
      status.attackedThisRound = bit(1);
      status.noAttackThisRound = bit(2);
      c.parries = r % 3;
    }
    if (!lumped) continue;
    const injuries = c.character.injuries;
    injuries.reverse();
    for (const injury of injuries) {
      injury.lethal = bit(4) ? !injury.lethal : injury.lethal;
      injury.treated = bit(5);
      injury.untreatedMinutes = r % 50;
      if (bit(6)) injury.recovery = { care: "hospital", minutesLeft: 600 + r };
    }
    const first = injuries[0];
    if (first !== undefined && bit(7)) injuries.push({ ...first, level: "superficial", derived: false, combination: false });
    const hp = c.character.maxHp - c.character.hpLost;
    const gone =
      c.fled ||
      status.dead ||
      c.character.hpLost >= 2 * c.character.maxHp ||
      (status.knockedOut !== null && status.knockedOut.unit !== "rounds") ||
      (hp <= 0 && status.knockedOut === null);
    if (gone) {
      // out for good: nothing of him but his side and fate is read again
      c.engagedWith = bit(8) ? null : c.engagedWith;
      status.prone = bit(9);
      status.disarmed = bit(10);
      c.gettingUp = bit(11);
      if (status.knockedOut !== null && status.knockedOut.unit !== "rounds" && status.knockedOut.amount !== null) status.knockedOut.amount += 1 + (r % 7);
    }
  }
  return deepFreeze(s as TugsGameState);
}

/** The simultaneous step of Jan and Travis (a second of CPU and more): the property runs keep to the others. */
function expensive(state: TugsGameState): boolean {
  const group = state.groups[state.group] ?? [];
  return state.combatants[0]?.character.id === "jan" && group.length > 1 && state.declared.length === group.length - 1;
}

/** The distribution of the next step's keys, in a canonical order. */
const stepKeys = (state: TugsGameState, command: Parameters<typeof tugsGame.step>[1]) =>
  odds(
    tugsGame.step(state, command).map((s) => tugsGame.key?.(s.state) ?? ""),
    { maxWork: 1e10 },
  )
    .outcomes.map((o) => `${o.value} ${o.probability.toString()}`)
    .sort();

/**
 * stepKeys, each state and command computed once for the file: the runs of the two properties below reach the same
 * states again (the same scenario's setup and its first steps, in several runs). The memo's key is the state and the
 * command as they are (JSON.stringify, not the canonical key: two states equal only up to the order of their
 * properties are computed apart), so a lookup stands for calling step again on identical data.
 */
const stepKeysOf = new Map<string, readonly string[]>();
const nextKeys = (state: TugsGameState, command: Parameters<typeof tugsGame.step>[1]): readonly string[] => {
  const at = `${JSON.stringify(state)} ${JSON.stringify(command)}`;
  const known = stepKeysOf.get(at);
  if (known !== undefined) return known;
  const keys = stepKeys(state, command);
  stepKeysOf.set(at, keys);
  return keys;
};

describe("tugsGame.key: lumpability on random states", () => {
  it("TUGS-LIB-1: states with the same key get the same command, the same outcome and the same next-step distribution of keys", { timeout: 600_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SCENARIOS.length - 1 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 1 << 12 }),
        fc.boolean(),
        (which, seed, at, r, weakest) => {
          const scenario = (SCENARIOS[which] as () => object)();
          const policy = weakest ? attackWeakest : attackEngaged;
          const run = autoplay(tugsGame, tugsGame.setup(scenario), policy, seededDice(seed), { maxSteps: 60 });
          const states = [tugsGame.setup(scenario), ...run.steps.map((s) => s.state)];
          const state = deepFreeze(states[at % states.length] as TugsGameState);
          const other = variant(state, r);
          expect(tugsGame.key?.(other)).toBe(tugsGame.key?.(state));
          expect(stateKey(tugsGame.outcome(other))).toBe(stateKey(tugsGame.outcome(state)));
          if (tugsGame.outcome(state) !== undefined) return;
          const command = policy(state, tugsGame.options(state));
          expect(stateKey(policy(other, tugsGame.options(other)))).toBe(stateKey(command));
          if (expensive(state)) return;
          expect(nextKeys(other, command)).toEqual(nextKeys(state, command));
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("tugsGame.key: lumpability of the states fights reach", () => {
  it("TUGS-LIB-1: states of random fights that share a key without being equal as data have the same next-step distribution of keys", {
    timeout: 600_000,
  }, () => {
    let merged = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SCENARIOS.length - 1 }), fc.integer({ min: 0, max: 100_000 }), (which, seed) => {
        const scenario = (SCENARIOS[which] as () => object)();
        const byKey = new Map<string, TugsGameState[]>();
        for (let k = 0; k < 12; k++) {
          const run = autoplay(tugsGame, tugsGame.setup(scenario), attackEngaged, seededDice(seed + k), { maxSteps: 80 });
          for (const { state } of run.steps) {
            const key = tugsGame.key?.(state) ?? "";
            const list = byKey.get(key) ?? [];
            if (!list.some((s) => stateKey(s) === stateKey(state))) list.push(deepFreeze(state));
            byKey.set(key, list);
          }
        }
        for (const list of byKey.values()) {
          const [a, b] = list;
          if (a === undefined || b === undefined) continue;
          merged++;
          expect(stateKey(tugsGame.outcome(b))).toBe(stateKey(tugsGame.outcome(a)));
          if (tugsGame.outcome(a) !== undefined) continue;
          const command = attackEngaged(a, tugsGame.options(a));
          expect(stateKey(attackEngaged(b, tugsGame.options(b)))).toBe(stateKey(command));
          if (expensive(a)) continue;
          expect(nextKeys(b, command)).toEqual(nextKeys(a, command));
        }
      }),
      { numRuns: 12 },
    );
    // the runs do reach states the key merges (the property is not empty)
    expect(merged).toBeGreaterThan(20);
  });
});
