// Shared checks of issue 16's "one shape for every resolver": a new named call and the deprecated positional
// call it replaces must be the same chance: the same exact odds, and the same value and trace on the same seeds.
import { expect } from "vitest";
import { type Chance, odds, RulesError, resolve, seededDice } from "../src/index.js";

/** The exact odds of a chance as comparable rows (key text, exact probability). */
function rows<T>(chance: Chance<T>): [string, string][] {
  return odds(chance).outcomes.map((o) => [JSON.stringify(o.value), o.probability.toString()]);
}

/** Asserts two chances have the same exact odds (when `exact`) and the same resolution on every seed. */
export function expectSameChance<T>(named: Chance<T>, positional: Chance<T>, { seeds = [1, 7, 2026], exact = true } = {}): void {
  if (exact) expect(rows(named)).toEqual(rows(positional));
  for (const seed of seeds) {
    const a = resolve(named, seededDice(seed));
    const b = resolve(positional, seededDice(seed));
    expect(a.value).toEqual(b.value);
    expect(a.trace).toEqual(b.trace);
  }
}

/** Asserts a call throws a RulesError naming `fn` and `path`. */
export function expectRefused(call: () => unknown, fn: string, path: string): void {
  let caught: unknown;
  try {
    call();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RulesError);
  expect((caught as RulesError).fn).toBe(fn);
  expect((caught as RulesError).path).toBe(path);
}
