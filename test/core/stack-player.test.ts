// The compiled player of maps and traces stacked over a source that is not one number (issue 13, vtrace): one closure
// for the whole stack, its results kept per source value. Proved equal to the interpreted play die for die: the same
// chance resolved again (compiled from its second run) against a chance built afresh for every resolution (always
// interpreted), on one seed each: the same values (Object.is for -0), traces, and dice consumed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { all, type Chance, constant, die, resolve, scriptedDice, seededDice, type TraceEntry } from "../../src/index.js";

const note = (text: string): TraceEntry => ({ type: "note", text });
const frozenNote = (text: string): TraceEntry => Object.freeze(note(text));

/** A layer of the stack, as plain data (fast-check prints and shrinks it). */
type LayerSpec =
  | { readonly t: "map"; readonly fn: "mod" | "negZero" | "frozenBox" | "box" | "label" }
  | { readonly t: "trace"; readonly before: number; readonly after: "none" | "frozen" | "fresh" | "empty" | "shared" };

/** The source: not one number of one die, so the stack above it is played by the stacked player. */
type SourceSpec = { readonly t: "chain"; readonly a: number; readonly b: number } | { readonly t: "all"; readonly n: number } | { readonly t: "zero" };

const layerSpec: fc.Arbitrary<LayerSpec> = fc.oneof(
  fc.record({
    t: fc.constant("map" as const),
    fn: fc.constantFrom("mod" as const, "negZero" as const, "frozenBox" as const, "box" as const, "label" as const),
  }),
  fc.record({
    t: fc.constant("trace" as const),
    before: fc.integer({ min: 0, max: 2 }),
    after: fc.constantFrom("none" as const, "frozen" as const, "fresh" as const, "empty" as const, "shared" as const),
  }),
);
const sourceSpec: fc.Arbitrary<SourceSpec> = fc.oneof(
  fc.record({ t: fc.constant("chain" as const), a: fc.constantFrom(2, 4, 6), b: fc.constantFrom(2, 3, 6) }),
  fc.record({ t: fc.constant("all" as const), n: fc.integer({ min: 1, max: 3 }) }),
  fc.constant({ t: "zero" as const }),
);

const SHARED: readonly TraceEntry[] = Object.freeze([frozenNote("shared after")]);

/** A short text for any value the layers make (numbers with their sign of zero, boxes, labels). */
function text(v: unknown): string {
  if (typeof v === "number") return Object.is(v, -0) ? "-0" : String(v);
  return JSON.stringify(v);
}

function mapOf(fn: Extract<LayerSpec, { t: "map" }>["fn"]): (v: unknown) => unknown {
  const n = (v: unknown): number => (typeof v === "number" ? v : typeof v === "string" ? v.length : 1);
  switch (fn) {
    case "mod":
      return (v) => n(v) % 3;
    case "negZero":
      // -0 for even numbers: the stacked player must not take -0 for 0
      return (v) => (n(v) % 2 === 0 ? -0 : n(v));
    case "frozenBox":
      return (v) => Object.freeze({ v: text(v) });
    case "box":
      return (v) => ({ v: text(v) });
    case "label":
      return (v) => `v${text(v)}`;
  }
}

function afterOf(after: Extract<LayerSpec, { t: "trace" }>["after"], i: number): ((v: unknown) => readonly TraceEntry[]) | undefined {
  switch (after) {
    case "none":
      return undefined;
    case "frozen":
      return (v) => Object.freeze([frozenNote(`after ${String(i)}: ${text(v)}`)]);
    case "fresh":
      return (v) => [note(`fresh ${String(i)}: ${text(v)}`), note("second")];
    case "empty":
      return () => [];
    case "shared":
      return () => SHARED;
  }
}

function sourceOf(s: SourceSpec): Chance<unknown> {
  switch (s.t) {
    case "chain":
      return die(`d${String(s.a)}` as "d4").chain((f) => die(`d${String(s.b)}` as "d4").map((g) => f * 10 + g));
    case "all":
      return all(Array.from({ length: s.n }, () => die("d4"))).map((xs) => xs.reduce((a, x) => a + x, 0));
    case "zero":
      // a chain giving 0 or -0
      return die("d2").chain((f) => constant(f === 1 ? -0 : 0));
  }
}

function build(source: SourceSpec, layers: readonly LayerSpec[]): Chance<unknown> {
  let c = sourceOf(source);
  layers.forEach((layer, i) => {
    if (layer.t === "map") c = c.map(mapOf(layer.fn));
    else {
      const before = Array.from({ length: layer.before }, (_, k) => note(`before ${String(i)}.${String(k)}`));
      const after = afterOf(layer.after, i);
      c = after === undefined ? c.traced(before) : c.traced(before, after);
    }
  });
  return c;
}

describe("maps and traces stacked over a source that is not one number, compiled as one player (issue 13, vtrace)", () => {
  it("plays die for die as the interpreted chance: the same values, traces and dice, on random stacks and seeds", () => {
    fc.assert(
      fc.property(sourceSpec, fc.array(layerSpec, { minLength: 2, maxLength: 6 }), fc.integer(), (source, layers, seed) => {
        const chance = build(source, layers);
        const compiled = seededDice(seed);
        const interpreted = seededDice(seed);
        for (let run = 0; run < 12; run++) {
          const a = resolve(chance, compiled);
          // built afresh: its first (and only) run is interpreted
          const b = resolve(build(source, layers), interpreted);
          expect(a.value).toEqual(b.value);
          if (typeof b.value === "number") expect(Object.is(a.value, b.value)).toBe(true);
          expect(a.trace).toEqual(b.trace);
          expect(Object.isFrozen(a.trace)).toBe(true);
        }
        // the same dice consumed: the two streams go on identically
        expect(resolve(die("d20"), compiled).value).toBe(resolve(die("d20"), interpreted).value);
      }),
      { numRuns: 200 },
    );
  });

  it("calls each after function once per source value when everything it gives can be kept (a work counter)", () => {
    let calls = 0;
    const chance = die("d2")
      .chain((f) => die("d2").map((g) => f * 10 + g))
      .traced([note("sum")], (v) => {
        calls++;
        return Object.freeze([frozenNote(`total ${String(v)}`)]);
      })
      .map((v) => (v > 15 ? "high" : "low"))
      .traced([note("outer")], (r) => Object.freeze([frozenNote(`is ${r}`)]));
    const scripts = [
      ["d2:1", "d2:1"],
      ["d2:2", "d2:1"],
      ["d2:1", "d2:1"],
      ["d2:2", "d2:1"],
      ["d2:1", "d2:2"],
      ["d2:1", "d2:1"],
    ];
    const runs = scripts.map((script) => resolve(chance, scriptedDice([...script])));
    expect(runs.map((r) => r.value)).toEqual(["low", "high", "low", "high", "low", "low"]);
    expect(runs[2]?.trace).toEqual([
      note("outer"),
      note("sum"),
      { type: "die", kind: "d2", face: 1, purpose: "roll", rule: undefined, result: undefined },
      { type: "die", kind: "d2", face: 1, purpose: "roll", rule: undefined, result: undefined },
      note("total 11"),
      note("is low"),
    ]);
    // the first run interpreted (1 call), the compiled runs once per distinct value (11, 21, 12): 4 in all
    expect(calls).toBe(4);
  });

  it("hands -0 its own entries and value, not the ones kept for 0", () => {
    const chance = die("d2")
      .chain((f) => constant(f === 1 ? -0 : 0))
      .traced([], (v) => Object.freeze([frozenNote(Object.is(v, -0) ? "minus zero" : "zero")]))
      .map((v) => v);
    const runs = [["d2:2"], ["d2:2"], ["d2:1"], ["d2:2"], ["d2:1"]].map((s) => resolve(chance, scriptedDice(s)));
    expect(runs.map((r) => (r.trace.at(-1) as { text: string }).text)).toEqual(["zero", "zero", "minus zero", "zero", "minus zero"]);
    expect(runs.map((r) => Object.is(r.value, -0))).toEqual([false, false, true, false, true]);
  });
});
