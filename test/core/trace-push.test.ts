// The compiled player's trace pushes (issue 13, vvolley): short lists of entries pushed in one call, long ones entry
// by entry; one die under traces pushing each number's entries as one list; a trace's entries after a shareable value
// kept. A chance's first resolution is interpreted and the later ones compiled, so every case below compares the
// compiled runs with the first, interpreted, one on the same dice, and with the entries written out by hand.
import { describe, expect, it } from "vitest";
import { constant, count, die, resolve, scriptedDice, seededDice, type TraceEntry } from "../../src/index.js";

const note = (text: string): TraceEntry => ({ type: "note", text });

/** The traces of resolving `chance` once per script (the first run interpreted, the rest compiled). */
function traces<T>(chance: Parameters<typeof resolve<T>>[0], scripts: readonly (readonly string[])[]): { value: T; trace: readonly TraceEntry[] }[] {
  return scripts.map((script) => resolve(chance, scriptedDice([...script])));
}

describe("trace entries pushed by the compiled player", () => {
  it("a die under two traces: the entries before, its own and the ones after its face, in order, on every run", () => {
    const chance = die("d6", { purpose: "wound" })
      .traced([note("table")], (f) => [note(`face ${String(f)}`)])
      .map((f) => (f >= 5 ? "killed" : "none"))
      .traced([note("hit")], (r) => [note(`result ${r}`)]);
    const runs = traces(chance, [["d6:5"], ["d6:2"], ["d6:5"], ["d6:2"]]);
    const expected = (face: number, result: string): TraceEntry[] => [
      note("hit"),
      note("table"),
      { type: "die", kind: "d6", face, purpose: "wound", rule: undefined, result: undefined },
      note(`face ${String(face)}`),
      note(`result ${result}`),
    ];
    expect(runs.map((r) => r.value)).toEqual(["killed", "none", "killed", "none"]);
    expect(runs[0]?.trace).toEqual(expected(5, "killed"));
    expect(runs[1]?.trace).toEqual(expected(2, "none"));
    expect(runs[2]?.trace).toEqual(runs[0]?.trace);
    expect(runs[3]?.trace).toEqual(runs[1]?.trace);
  });

  it("entries an after function makes afresh (not frozen) are asked for on every run, and still right", () => {
    let calls = 0;
    const chance = die("d4").traced([], (f) => {
      calls++;
      return [{ type: "note", text: `rolled ${String(f)}` }];
    });
    const runs = traces(chance, [["d4:1"], ["d4:4"], ["d4:1"], ["d4:4"], ["d4:4"]]);
    expect(runs.map((r) => (r.trace[1] as { text: string }).text)).toEqual(["rolled 1", "rolled 4", "rolled 1", "rolled 4", "rolled 4"]);
    expect(calls).toBe(5);
  });

  it("a trace over a value that is not a number of one die: its after entries kept per shareable value, right on every run", () => {
    // two dice summed through a chain: not one die, so the trace is the general one (its entries after each value kept)
    const chance = die("d2")
      .chain((a) => die("d2").map((b) => a + b))
      .traced([note("sum")], (v) => [note(`total ${String(v)}`)]);
    const scripts = [
      ["d2:1", "d2:1"],
      ["d2:2", "d2:1"],
      ["d2:2", "d2:2"],
      ["d2:1", "d2:2"],
      ["d2:1", "d2:1"],
    ];
    const runs = traces(chance, scripts);
    expect(runs.map((r) => r.value)).toEqual([2, 3, 4, 3, 2]);
    expect(runs.map((r) => (r.trace.at(-1) as { text: string }).text)).toEqual(["total 2", "total 3", "total 4", "total 3", "total 2"]);
    for (const r of runs) expect(r.trace[0]).toEqual(note("sum"));
  });

  it("0 and -0 are told apart by an after function that tells them apart (the kept entries are not keyed by SameValueZero for -0)", () => {
    const chance = die("d2")
      .chain((f) => constant(f === 1 ? -0 : 0))
      .traced([], (v) => [note(Object.is(v, -0) ? "minus zero" : "zero")]);
    const runs = traces(chance, [["d2:2"], ["d2:1"], ["d2:2"], ["d2:1"], ["d2:1"], ["d2:2"]]);
    expect(runs.map((r) => (r.trace.at(-1) as { text: string }).text)).toEqual(["zero", "minus zero", "zero", "minus zero", "minus zero", "zero"]);
  });

  it("0 and -0 with frozen (kept) after entries: a kept entry of 0 is not handed to -0, nor -0's to 0 (issue 13, vtrace)", () => {
    // frozen lists are shareable, so the compiled trace keeps them per value: -0 must not find the one kept for 0
    const frozen = (text: string): readonly TraceEntry[] => Object.freeze([Object.freeze(note(text))]);
    const zero = frozen("zero");
    const minusZero = frozen("minus zero");
    let calls = 0;
    const chance = die("d2")
      .chain((f) => constant(f === 1 ? -0 : 0))
      .traced([], (v) => {
        calls++;
        return Object.is(v, -0) ? minusZero : zero;
      });
    const runs = traces(chance, [["d2:2"], ["d2:2"], ["d2:1"], ["d2:2"], ["d2:1"], ["d2:1"], ["d2:2"]]);
    expect(runs.map((r) => (r.trace.at(-1) as { text: string }).text)).toEqual(["zero", "zero", "minus zero", "zero", "minus zero", "minus zero", "zero"]);
    expect(runs.map((r) => Object.is(r.value, -0))).toEqual([false, false, true, false, true, true, false]);
    // 0's entries kept after the first compiled run; -0's asked for every time (never kept)
    expect(calls).toBe(5);
  });

  it("more than 64 entries before a die are pushed one by one, all of them, in order", () => {
    const many = Array.from({ length: 100 }, (_, i) => note(`n${String(i)}`));
    const chance = die("d6").traced(many);
    for (const r of traces(chance, [["d6:3"], ["d6:4"], ["d6:3"]])) {
      expect(r.trace).toHaveLength(101);
      expect(r.trace.slice(0, 100)).toEqual(many);
      expect((r.trace[100] as { face: number }).face).toBe(r.value);
    }
  });

  it("a seeded pool of 70 dice and one of 10: each die's entry, in order, as seededDice rolls them", () => {
    for (const n of [70, 10]) {
      const pool = count(n, "d10", (f) => f <= 5, { purpose: "to hit" });
      // the faces seededDice(9) rolls one by one: run k of the pool is the k-th block of n
      const byHand = seededDice(9);
      const faces = Array.from({ length: 3 * n }, () => byHand.roll("d10"));
      const dice = seededDice(9);
      for (let run = 0; run < 3; run++) {
        const { value, trace } = resolve(pool, dice);
        expect(trace.map((e) => (e as { face: number }).face)).toEqual(faces.slice(run * n, (run + 1) * n));
        expect(value).toBe(trace.filter((e) => (e as { face: number }).face <= 5).length);
      }
    }
  });

  it("a seeded pool naming each die's roller (its own loop): each die's entry, its roller and face, as the same faces scripted give them", () => {
    // the seeded loop against the dice source's own rolls (a scripted source replays seededDice's faces)
    const by = [
      { actor: { id: "r1", name: "Rifleman 1" }, dice: 2 },
      { actor: { id: "r2", name: "Rifleman 2" }, dice: 1 },
      { actor: { id: "r3", name: "Rifleman 3" }, dice: 3 },
    ];
    const pool = count(6, "d10", (f) => f <= 5, { purpose: "to hit", labels: ["miss", "hit"], by });
    for (const seed of [1, 2, 3, 97]) {
      const byHand = seededDice(seed);
      const faces = Array.from({ length: 4 * 6 }, () => `d10:${String(byHand.roll("d10"))}`);
      const scripted = scriptedDice(faces);
      const dice = seededDice(seed);
      for (let run = 0; run < 4; run++) {
        const seeded = resolve(pool, dice);
        const replayed = resolve(pool, scripted);
        expect(seeded).toEqual(replayed);
        expect(seeded.trace.map((e) => (e as { actor?: { id: string } }).actor?.id)).toEqual(["r1", "r1", "r2", "r3", "r3", "r3"]);
      }
    }
  });

  it("a die under maps only (an allocation die mapped to a roster index): its own entry and value on every run, seeded as scripted", () => {
    const faceTargets = Array.from({ length: 10 }, (_, i) => ({ id: `d${String(i + 1)}`, name: `Dacoit ${String(i + 1)}` }));
    const allocate = die("d10", { purpose: "which figure takes hit 1", rule: "RUG-SHOOT-6", faceTargets })
      .map((f) => f - 1)
      .map((r) => r * 2);
    for (const seed of [4, 5, 6]) {
      const byHand = seededDice(seed);
      const faces = Array.from({ length: 8 }, () => byHand.roll("d10"));
      const scripted = scriptedDice(faces.map((f) => `d10:${String(f)}`));
      const dice = seededDice(seed);
      faces.forEach((face) => {
        const seeded = resolve(allocate, dice);
        expect(seeded).toEqual(resolve(allocate, scripted));
        expect(seeded.value).toBe((face - 1) * 2);
        expect(seeded.trace).toEqual([
          { type: "die", kind: "d10", face, purpose: "which figure takes hit 1", rule: "RUG-SHOOT-6", result: undefined, target: faceTargets[face - 1] },
        ]);
      });
    }
  });
});
