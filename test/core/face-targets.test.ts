// A die's face targets (RUG-SHOOT-6: the figure an allocation die sends a hit to) are checked and copied when the die is
// built and their trace entries made when a face is first resolved (issue 13: a game that reads no trace makes none);
// one die under maps and traces is played in one closure. The entries, values and dice are those written out by hand,
// on the first (interpreted) run and the compiled ones after, with scripted and with seeded dice.
import { describe, expect, it } from "vitest";
import { die, odds, RulesError, resolve, scriptedDice, seededDice, simulate, type TraceEntry } from "../../src/index.js";

const who = (id: string, name: string) => ({ id, name });

/** The entry a face pointing at a figure gives, written out in the key order a trace prints. */
const targetEntry = (face: number, id: string, name: string): TraceEntry => ({
  type: "die",
  kind: "d3",
  face,
  purpose: "which figure takes hit 1",
  rule: "RUG-SHOOT-6",
  result: undefined,
  target: { id, name },
});

describe("face targets made when a face comes up (RUG-SHOOT-6, issue 13)", () => {
  it("RUG-SHOOT-6: each face's entry names its figure, the same on the interpreted and the compiled runs, in key order", () => {
    const faceTargets = [who("d1", "Dacoit 1"), who("d2", "Dacoit 2"), undefined];
    const pick = die("d3", { purpose: "which figure takes hit 1", rule: "RUG-SHOOT-6", faceTargets }).map((f) => f - 1);
    const runs = ["d3:2", "d3:1", "d3:3", "d3:2", "d3:1"].map((face) => resolve(pick, scriptedDice([face])));
    expect(runs.map((r) => r.value)).toEqual([1, 0, 2, 1, 0]);
    expect(runs[0]?.trace).toEqual([targetEntry(2, "d2", "Dacoit 2")]);
    expect(runs[1]?.trace).toEqual([targetEntry(1, "d1", "Dacoit 1")]);
    expect(runs[3]?.trace).toEqual([targetEntry(2, "d2", "Dacoit 2")]);
    // a face without a target: no target key at all
    expect(Object.keys(runs[2]?.trace[0] ?? {})).toEqual(["type", "kind", "face", "purpose", "rule", "result"]);
    expect(Object.keys(runs[4]?.trace[0] ?? {})).toEqual(["type", "kind", "face", "purpose", "rule", "result", "target"]);
    // shared and frozen all the way down
    expect(runs[4]?.trace[0]).toBe(runs[1]?.trace[0]);
    expect(Object.isFrozen(runs[4]?.trace[0])).toBe(true);
    expect(Object.isFrozen((runs[4]?.trace[0] as { target?: object }).target)).toBe(true);
  });

  it("RUG-SHOOT-6: the targets are read when the die is built: changing the list or its objects afterwards changes nothing", () => {
    const first = { id: "d1", name: "Dacoit 1" };
    const faceTargets = [first, who("d2", "Dacoit 2")];
    const pick = die("d2", { purpose: "which figure takes hit 1", rule: "RUG-SHOOT-6", faceTargets });
    first.name = "renamed";
    faceTargets[1] = who("x", "X");
    const { trace } = resolve(pick, scriptedDice(["d2:1", "d2:2"]));
    expect(trace[0]).toMatchObject({ face: 1, target: { id: "d1", name: "Dacoit 1" } });
    expect(resolve(pick, scriptedDice(["d2:2"])).trace[0]).toMatchObject({ face: 2, target: { id: "d2", name: "Dacoit 2" } });
  });

  it("RUG-SHOOT-6: a bad target is refused when the die is built, before any face is resolved (RulesError naming the face)", () => {
    const bad = (faceTargets: unknown): unknown => {
      try {
        die("d3", { faceTargets: faceTargets as never });
      } catch (error) {
        return RulesError.is(error) ? { code: error.code, path: error.path } : error;
      }
      return "no error";
    };
    expect(bad([who("a", "A"), { id: "b" }])).toEqual({ code: "INVALID_ARGUMENT", path: "what.faceTargets[1]" });
    expect(bad([who("a", "A"), 3])).toEqual({ code: "INVALID_ARGUMENT", path: "what.faceTargets[1]" });
    expect(bad([who("a", "A"), who("b", "B"), who("c", "C"), who("d", "D")])).toMatchObject({ code: "INVALID_ARGUMENT", path: "what.faceTargets" });
    expect(bad("d1")).toMatchObject({ code: "INVALID_ARGUMENT", path: "what.faceTargets" });
  });

  it("RUG-SHOOT-6: with seeded dice, a die under maps and traces draws the faces a bare die draws from the same seed, and the odds and simulation are the bare die's", () => {
    const faceTargets = Array.from({ length: 6 }, (_, i) => who(`d${String(i + 1)}`, `Dacoit ${String(i + 1)}`));
    const bare = die("d6", { purpose: "which figure takes hit 1" });
    const traced = die("d6", { purpose: "which figure takes hit 1", faceTargets })
      .map((f) => f - 1)
      .traced([{ type: "note", text: "hit 1" }], (r) => [{ type: "note", text: `to ${String(r)}` }]);
    const a = seededDice(2026);
    const b = seededDice(2026);
    for (let i = 0; i < 40; i++) {
      const face = resolve(bare, a).value;
      const r = resolve(traced, b);
      expect(r.value).toBe(face - 1);
      expect(r.trace).toEqual([
        { type: "note", text: "hit 1" },
        { type: "die", kind: "d6", face, purpose: "which figure takes hit 1", rule: undefined, result: undefined, target: faceTargets[face - 1] },
        { type: "note", text: `to ${String(face - 1)}` },
      ]);
    }
    // the dice are left where the bare die leaves them
    expect(resolve(bare, a).value).toBe(resolve(bare, b).value);
    expect(
      odds(traced)
        .outcomes.map((o) => [o.value, o.probability.toString()])
        .join(";"),
    ).toBe("0,1/6;1,1/6;2,1/6;3,1/6;4,1/6;5,1/6");
    expect(simulate(traced, { runs: 600, seed: 5 }).outcomes.map((o) => o.count)).toEqual(simulate(bare, { runs: 600, seed: 5 }).outcomes.map((o) => o.count));
  });
});
