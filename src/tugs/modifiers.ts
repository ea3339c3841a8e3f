// A rule's modifiers as it adds them up (issues 13 and 15): always summed, listed as frozen trace entries only when
// the list is wanted (a chance with its trace, or the public modifier lists). The direct roller (roller.ts) reads the
// total alone, so a rolled-at-once attack, initiative, penetration or damage builds no entry it would throw away.
// The total is the same left fold from 0 over the same values in the same order as summing the list.
import type { ModifierEntry } from "../core/trace.js";

/**
 * The modifiers a rule adds, summed, and listed when `listed`.
 * @internal
 */
export class Modifiers {
  /** The sum of the values added, from 0, in order. */
  total = 0;
  readonly #list: ModifierEntry[] | undefined;

  constructor(listed: boolean) {
    this.#list = listed ? [] : undefined;
  }

  /** Adds one modifier: `Object.freeze({ type: "modifier", rule, label, value })` when listed. */
  add(rule: string, label: string, value: number): void {
    this.total += value;
    if (this.#list !== undefined) this.#list.push(Object.freeze({ type: "modifier", rule, label, value }));
  }

  /** Adds one modifier labelled `before + name + after`, a label built only when listed. */
  addNamed(rule: string, before: string, name: string, after: string, value: number): void {
    this.total += value;
    if (this.#list !== undefined) this.#list.push(Object.freeze({ type: "modifier", rule, label: before + name + after, value }));
  }

  /** Whether the entries are listed (labels are needed). */
  get listed(): boolean {
    return this.#list !== undefined;
  }

  /** The entries added, in order (empty when not listed). */
  get list(): ModifierEntry[] {
    return this.#list ?? [];
  }
}

/** The sum of a list of modifier entries, from 0, in order (the total a `Modifiers` keeps as they are added). @internal */
export function totalOf(mods: readonly ModifierEntry[]): number {
  let total = 0;
  for (let i = 0; i < mods.length; i++) total += (mods[i] as ModifierEntry).value;
  return total;
}
