// Shared test helpers: deep-freeze (purity), chi-square (unbiasedness, odds vs frequencies).
import { expect } from "vitest";
import { type Chance, odds, simulate } from "../src/index.js";

/** Freezes a value and everything inside it, so a mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** The chi-square statistic of observed counts against expected probabilities. */
export function chiSquare(observed: readonly number[], probabilities: readonly number[], runs: number): number {
  let chi = 0;
  for (let i = 0; i < observed.length; i++) {
    const expected = (probabilities[i] ?? 0) * runs;
    if (expected > 0) chi += ((observed[i] ?? 0) - expected) ** 2 / expected;
  }
  return chi;
}

/**
 * An upper critical value of chi-square for `df` degrees of freedom at about p = 0.001
 * (Wilson-Hilferty approximation): a correct sampler fails about once in a thousand seeds.
 */
export function chiSquareCritical(df: number): number {
  const z = 3.09;
  const k = Math.max(1, df);
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}

/**
 * Asserts that simulated frequencies of a chance agree with its exact odds (chi-square at p = 0.001,
 * outcomes with an expected count under 5 pooled).
 */
export function expectFrequenciesMatchOdds<T>(chance: Chance<T>, options: { runs: number; seed: number }): void {
  const exact = odds(chance);
  const seen = simulate(chance, options);
  const observed: number[] = [];
  const probabilities: number[] = [];
  let pooledObserved = 0;
  let pooledP = 0;
  for (const outcome of exact.outcomes) {
    const p = outcome.probability.toNumber();
    const n = seen.count(outcome.value);
    if (p * options.runs < 5) {
      pooledObserved += n;
      pooledP += p;
    } else {
      observed.push(n);
      probabilities.push(p);
    }
  }
  if (pooledP > 0) {
    observed.push(pooledObserved);
    probabilities.push(pooledP);
  }
  // every simulated value must be a possible outcome
  const total = exact.outcomes.reduce((acc, o) => acc + seen.count(o.value), 0);
  expect(total).toBe(options.runs);
  const chi = chiSquare(observed, probabilities, options.runs);
  expect(chi).toBeLessThan(chiSquareCritical(observed.length - 1));
}
