// What the volley cache tests share (issue 14: volley-rosters.test.ts, volley-tally-kept.test.ts): a volley built
// with a session's cache draws what the volley built alone draws, die for die.
import { expect } from "vitest";
import type { Chance } from "../../src/core/chance.js";
import { stateKey } from "../../src/core/game/key.js";
import { DirectRollerBase } from "../../src/core/game/roller.js";
import { resolveValue } from "../../src/core/resolve.js";
import { generatorOf } from "../../src/core/seeded-dice.js";
import type { IntSource } from "../../src/core/uniform.js";
import type { Figure } from "../../src/family/schemas.js";
import { odds, resolve, RulesError, seededDice } from "../../src/index.js";
import { RUGGED_TRAITS } from "../../src/rugged/index.js";
import { VIVID_TRAITS } from "../../src/vivid/index.js";

/** The traits a random shooter or target may have (none, Clumsy, Strong Like (an) Ox), by system. */
export const R_TRAITS = [undefined, RUGGED_TRAITS.clumsy, RUGGED_TRAITS.strongLikeOx] as const;
export const V_TRAITS = [undefined, VIVID_TRAITS.clumsy, VIVID_TRAITS.strongLikeAnOx] as const;
/** The statuses a random figure may have (none twice as often; fit, wounded, killed). */
export const STATUSES: readonly Figure["status"][] = [
  undefined,
  undefined,
  { wound: "fit", wounds: 0 },
  { wound: "wounded", wounds: 1 },
  { wound: "killed", wounds: 1 },
];

/** The exact odds of a chance as lines, if its enumeration needs at most two million operations (else undefined). */
function smallOdds<T>(chance: Chance<T>): string[] | undefined {
  try {
    return odds(chance, { maxWork: 2_000_000 }).outcomes.map((o) => `${stateKey(o.value)} ${o.probability.toString()}`);
  } catch (e) {
    if (e instanceof RulesError && e.code === "TOO_COMPLEX") return undefined;
    throw e;
  }
}

/**
 * `kept` (a volley built with a cache) is `alone` (the same volley built without) on dice of `seed`: sampled (the
 * same value, the dice in the same state after), played with its trace (the same value, trace and dice), and, when
 * `small` and its enumeration needs at most two million operations, the same exact odds (a few shotguns, SMGs or a
 * machine gun at four targets can need the default limit's hundred million, and minutes).
 */
export function expectVolleysAlike<T>(alone: Chance<T>, kept: Chance<T>, seed: number, small: boolean): void {
  // sampled
  const aDice = seededDice(seed);
  const bDice = seededDice(seed);
  expect(stateKey(resolveValue(kept, bDice))).toBe(stateKey(resolveValue(alone, aDice)));
  expect(bDice.save()).toEqual(aDice.save());
  // played, with the trace
  const pa = seededDice(seed);
  const pb = seededDice(seed);
  const a = resolve(alone, pa);
  const b = resolve(kept, pb);
  expect(stateKey(b.value)).toBe(stateKey(a.value));
  expect(JSON.stringify(b.trace)).toBe(JSON.stringify(a.trace));
  expect(pb.save()).toEqual(pa.save());
  // the exact odds
  const lines = small ? smallOdds(alone) : undefined;
  if (lines !== undefined) expect(odds(kept).outcomes.map((o) => `${stateKey(o.value)} ${o.probability.toString()}`)).toEqual(lines);
}

/** A volley's value drawn on the session's direct roller, and the generator's next draws after it. */
export function rolled(chance: Parameters<DirectRollerBase["roll"]>[0], seed: number): [string, number[]] {
  const rng = generatorOf(seededDice(seed)) as IntSource;
  const value = new DirectRollerBase(rng).roll(chance);
  return [stateKey(value), [rng.next(), rng.next(), rng.next()]];
}
