import { type Chance, type Node, nextNode, nodeOf } from "./chance.js";
import type { DiceSource } from "./dice-source.js";
import { RulesError } from "./errors.js";
import type { Trace, TraceEntry } from "./trace.js";

/**
 * A resolved chance: its value, and the trace of every die and modifier that produced it.
 *
 * @typeParam T - the value type
 * @example
 * ```ts
 * const result: Resolution<number> = resolve(sum(2, "d6"), scriptedDice(["d6:3", "d6:4"]));
 * result.value; // 7
 * ```
 */
export interface Resolution<T> {
  /** What happened. */
  readonly value: T;
  /** Every die and modifier, in order. */
  readonly trace: Trace;
}

/** A dice source returned a face its die cannot show (a custom source with a bug). */
function badFace(what: string, kind: string, face: unknown): RulesError {
  return new RulesError({
    code: "FACE_OUT_OF_RANGE",
    fn: "resolve",
    path: `dice.roll (${what})`,
    value: face,
    message: `the dice source returned a face a ${kind} cannot show`,
  });
}

function walk(node: Node, dice: DiceSource, trace: TraceEntry[]): unknown {
  switch (node.t) {
    case "const":
      return node.value;
    case "die": {
      const face = dice.roll(node.kind, node.request);
      if (!(face >= node.low && face < node.low + node.sides && Number.isInteger(face))) throw badFace("die", node.kind, face);
      let entry = node.entries[face - node.low];
      if (entry === undefined) {
        entry = Object.freeze({ type: "die" as const, kind: node.kind, face, purpose: node.purpose, rule: node.rule, result: undefined });
        node.entries[face - node.low] = entry;
      }
      trace.push(entry);
      return face;
    }
    case "count": {
      let hits = 0;
      for (let i = 0; i < node.n; i++) {
        const at = dice.roll(node.kind, node.request) - node.low;
        const entry = node.entries[at];
        if (entry === undefined) throw badFace("count", node.kind, at + node.low);
        hits += node.hit[at] as number;
        trace.push(entry);
      }
      return hits;
    }
    case "sum": {
      let total = 0;
      for (let i = 0; i < node.n; i++) {
        const at = dice.roll(node.kind, node.request) - node.low;
        const entry = node.entries[at];
        if (entry === undefined) throw badFace("sum", node.kind, at + node.low);
        total += entry.face;
        trace.push(entry);
      }
      return total;
    }
    case "map":
      return node.fn(walk(node.src, dice, trace));
    case "chain":
      return walk(nextNode(node, walk(node.src, dice, trace)), dice, trace);
    case "all":
      return node.parts.map((part) => walk(part, dice, trace));
    case "fold": {
      let acc = node.init;
      for (let i = 0; i < node.n; i++) acc = node.step(acc, walk(node.item, dice, trace), i);
      return acc;
    }
    case "trace": {
      for (const entry of node.before) trace.push(entry);
      const value = walk(node.src, dice, trace);
      if (node.after !== undefined) for (const entry of node.after(value)) trace.push(entry);
      return value;
    }
  }
}

/**
 * Plays a chance with a dice source: the game happens. The result carries a trace of every die (kind,
 * face, purpose, rule id) and every modifier, in order, so a UI can explain it line by line.
 *
 * @param chance - any chance (a resolver's result)
 * @param dice - seeded, scripted or random dice
 * @returns the value and its trace
 * @example
 * ```ts
 * const volley = count(3, "d10", (f) => f <= 6, { purpose: "to hit", labels: ["miss", "hit"] });
 * const { value, trace } = resolve(volley, scriptedDice(["d10:2", "d10:9", "d10:6"]));
 * value; // 2
 * explain(trace); // ["d10 to hit: 2: hit", "d10 to hit: 9: miss", "d10 to hit: 6: hit"]
 * ```
 */
export function resolve<T>(chance: Chance<T>, dice: DiceSource): Resolution<T> {
  const root = nodeOf("resolve", chance);
  const source: unknown = dice;
  if (typeof source !== "object" || source === null || typeof (source as { roll?: unknown }).roll !== "function") {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "resolve",
      path: "dice",
      value: dice,
      message: "expected a dice source (seededDice, scriptedDice, randomDice)",
    });
  }
  const trace: TraceEntry[] = [];
  const value = walk(root, dice, trace) as T;
  return { value, trace: Object.freeze(trace) };
}
