// Helpers shared by the core composition tests (compose, reroll): a chance played many times with one seeded dice
// source, exact odds and simulated counts as comparable rows, and simulate checked against resolve run for run.
import { expect } from "vitest";
import { type Chance, odds, resolve, seededDice, simulate } from "../../src/index.js";

/** Plays a chance `times` times with one seeded dice source: every resolution (value and trace) and the dice state after. */
export function playMany(chance: Chance<unknown>, seed: number, times: number): { plays: unknown[]; state: unknown } {
  return playFresh(() => chance, seed, times);
}

/** The same, building a fresh chance for every resolution (so every resolution is a first, interpreted run). */
export function playFresh(build: () => Chance<unknown>, seed: number, times: number): { plays: unknown[]; state: unknown } {
  const dice = seededDice(seed);
  const plays = Array.from({ length: times }, () => resolve(build(), dice));
  return { plays, state: dice.save() };
}

/** Exact odds as comparable rows: each value with its probability as text, in the engine's order. */
export function oddsRows(chance: Chance<unknown>): [unknown, string][] {
  return odds(chance).outcomes.map((o) => [o.value, o.probability.toString()]);
}

/** Simulated frequencies as comparable rows: each value with its count, in the engine's order. */
export function simulatedRows(chance: Chance<unknown>, runs: number, seed: number): [unknown, number][] {
  return simulate(chance, { runs, seed }).outcomes.map((o) => [o.value, o.count]);
}

/** Tallies of values (as JSON) of resolving `next()` `runs` times with one seededDice(seed). */
export function resolvedTally(next: () => Chance<unknown>, runs: number, seed: number): Map<string, number> {
  const dice = seededDice(seed);
  const played = new Map<string, number>();
  for (let i = 0; i < runs; i++) {
    const key = JSON.stringify(resolve(next(), dice).value);
    played.set(key, (played.get(key) ?? 0) + 1);
  }
  return played;
}

/** Tallies of values (as JSON) of simulate. */
export function simulatedTally(chance: Chance<unknown>, runs: number, seed: number): Map<string, number> {
  return new Map(simulate(chance, { runs, seed }).outcomes.map((o) => [JSON.stringify(o.value), o.count]));
}

/** Asserts that simulate counts exactly the values of resolving the chance `runs` times with one seededDice(seed). */
export function expectSimulateEqualsResolve(chance: Chance<unknown>, runs: number, seed: number): void {
  expect(simulatedTally(chance, runs, seed)).toEqual(resolvedTally(() => chance, runs, seed));
}
