import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import {
  DIE_KINDS,
  type DieKind,
  facesOf,
  isDiceState,
  isDieKind,
  randomDice,
  restoreDice,
  scriptedDice,
  scriptOf,
  seededDice,
  seedState,
} from "../../src/index.js";
import { chiSquare, chiSquareCritical, deepFreeze } from "../helpers.js";
import { rulesError } from "../throws.js";

const roll = (dice: { roll(kind: DieKind): number }, kind: DieKind, n: number): number[] => Array.from({ length: n }, () => dice.roll(kind));

describe("die kinds", () => {
  it("should list the faces of every kind, a d10 showing 1..10 and a dF -1..1", () => {
    expect(facesOf("d10")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(facesOf("dF")).toEqual([-1, 0, 1]);
    expect(facesOf("d20")).toHaveLength(20);
    expect(DIE_KINDS).toContain("d100");
    expect(isDieKind("d7")).toBe(false);
    expect(rulesError(() => facesOf("d7" as DieKind)).code).toBe("INVALID_ARGUMENT");
  });
});

describe("seededDice", () => {
  it("should give the same faces for the same seed (pinned transcript)", () => {
    expect(roll(seededDice(42), "d10", 20)).toEqual([10, 5, 3, 5, 9, 9, 3, 8, 4, 10, 3, 10, 6, 4, 3, 3, 1, 10, 8, 5]);
    const dice = seededDice(2026);
    const kinds: DieKind[] = ["d6", "d20", "dF", "d100", "d4"];
    expect(kinds.flatMap((k) => roll(dice, k, 4))).toEqual([2, 3, 2, 1, 18, 17, 2, 2, -1, 1, -1, 0, 82, 12, 85, 5, 3, 3, 4, 3]);
  });

  it("should draw exactly what pure-rand's uniformInt draws on the generator seedState(seed) starts", () => {
    for (const seed of [0, 1, -7, 123456789]) {
      const rng = xoroshiro128plusFromState(seedState(seed));
      const dice = seededDice(seed);
      for (const kind of ["d6", "d10", "d20", "d100", "dF"] as const) {
        const low = kind === "dF" ? -1 : 1;
        const high = kind === "dF" ? 1 : Number(kind.slice(1));
        for (let i = 0; i < 50; i++) expect(dice.roll(kind)).toBe(uniformInt(rng, low, high));
      }
    }
  });

  it("should continue the identical stream after save and restore through JSON", () => {
    const dice = seededDice(99);
    roll(dice, "d20", 7);
    const saved = JSON.parse(JSON.stringify(dice.save())) as unknown;
    expect(isDiceState(saved)).toBe(true);
    const restored = restoreDice(deepFreeze(saved));
    expect(roll(restored, "d10", 100)).toEqual(roll(dice, "d10", 100));
  });

  it("should fork independent streams that do not repeat each other or the parent", () => {
    const parent = seededDice(5);
    const a = parent.fork();
    const b = parent.fork();
    const sa = roll(a, "d100", 200);
    const sb = roll(b, "d100", 200);
    const sp = roll(parent, "d100", 200);
    expect(sa).not.toEqual(sb);
    expect(sa).not.toEqual(sp);
    expect(sb).not.toEqual(sp);
    // a fork is itself deterministic
    expect(roll(seededDice(5).fork(), "d100", 200)).toEqual(sa);
  });

  it("should be unbiased: chi-square of d6, d10, d20 and dF faces over fixed seeds", () => {
    for (const kind of ["d6", "d10", "d20", "dF"] as const) {
      for (const seed of [1, 2, 3]) {
        const faces = facesOf(kind);
        const counts = new Array<number>(faces.length).fill(0);
        const dice = seededDice(seed);
        const runs = 60_000;
        for (let i = 0; i < runs; i++) {
          const at = dice.roll(kind) - (faces[0] ?? 0);
          counts[at] = (counts[at] ?? 0) + 1;
        }
        const chi = chiSquare(counts, new Array<number>(faces.length).fill(1 / faces.length), runs);
        expect(chi, `${kind} seed ${String(seed)}`).toBeLessThan(chiSquareCritical(faces.length - 1));
      }
    }
  });

  it("should start neighbouring seeds independently: the first two d6 over 36,000 consecutive seeds are uniform", () => {
    const counts = new Array<number>(36).fill(0);
    for (let seed = 0; seed < 36_000; seed++) {
      const dice = seededDice(seed);
      const at = (dice.roll("d6") - 1) * 6 + dice.roll("d6") - 1;
      counts[at] = (counts[at] ?? 0) + 1;
    }
    // unmixed xoroshiro128plus(seed) scores about 36,000 here
    expect(chiSquare(counts, new Array<number>(36).fill(1 / 36), 36_000)).toBeLessThan(chiSquareCritical(35));
    expect(seedState(42)).toEqual(seededDice(42).save().state);
  });

  it("should reject a seed that is not a whole number, naming the function and value", () => {
    const error = rulesError(() => seededDice(1.5));
    expect(error.code).toBe("INVALID_ARGUMENT");
    expect(error.message).toBe(
      "seededDice: seed: expected a seed: a whole number from -(2^53 - 1) to 2^53 - 1, or a string of 1 to 1000 characters (give a 64-bit id as a string), got 1.5 [INVALID_ARGUMENT]",
    );
    expect(rulesError(() => seededDice(Number.NaN)).code).toBe("INVALID_ARGUMENT");
  });

  it("should reject a state that is not a saved dice state", () => {
    for (const bad of [
      null,
      3,
      {},
      { generator: "mt", state: [1, 2, 3, 4] },
      { generator: "xoroshiro128+", state: [1, 2, 3] },
      { generator: "xoroshiro128+", state: [0, 0, 0, 0] },
      { generator: "xoroshiro128+", state: [1, 2, 3, 2 ** 40] },
    ]) {
      const error = rulesError(() => restoreDice(bad));
      expect(error.code).toBe("INVALID_STATE");
      expect(error.fn).toBe("restoreDice");
    }
  });

  it("should reject an unknown die kind", () => {
    expect(rulesError(() => seededDice(1).roll("d7" as DieKind)).code).toBe("INVALID_ARGUMENT");
  });
});

describe("scriptedDice", () => {
  it("should hand out scripted faces in order, reading a d10's 0 as 10 and dF signs", () => {
    const dice = scriptedDice(deepFreeze(["d10:0", "d10:7", { kind: "d6", face: 3 }, "dF:+", "dF:-", "dF:0", "dF:-1", 12, "D20:20"]));
    expect(dice.remaining()).toBe(9);
    expect([
      dice.roll("d10"),
      dice.roll("d10"),
      dice.roll("d6"),
      dice.roll("dF"),
      dice.roll("dF"),
      dice.roll("dF"),
      dice.roll("dF"),
      dice.roll("d20"),
      dice.roll("d20"),
    ]).toEqual([10, 7, 3, 1, -1, 0, -1, 12, 20]);
    expect(dice.remaining()).toBe(0);
  });

  it("should throw DIE_MISMATCH when a die of another kind is requested", () => {
    const dice = scriptedDice(["d10:3"]);
    const error = rulesError(() => dice.roll("d6", { purpose: "wound", rule: "VIV-WOUND-1" }));
    expect(error.code).toBe("DIE_MISMATCH");
    expect(error.message).toBe('scriptedDice.roll: faces[0]: a d6 wound (VIV-WOUND-1) was requested but the script holds a d10, got "d10:3" [DIE_MISMATCH]');
    expect(dice.remaining()).toBe(1);
  });

  it("should throw FACE_OUT_OF_RANGE for a face the die cannot show, when scripted or when rolled", () => {
    const early = rulesError(() => scriptedDice(["d6:1", "d6:7"]));
    expect(early.code).toBe("FACE_OUT_OF_RANGE");
    expect(early.message).toBe('scriptedDice: faces[1]: a d6 shows 1 to 6, got "d6:7" [FACE_OUT_OF_RANGE]');
    expect(rulesError(() => scriptedDice(["d10:11"])).message).toContain("(0 reads as 10)");
    expect(rulesError(() => scriptedDice(["dF:2"])).code).toBe("FACE_OUT_OF_RANGE");
    const late = rulesError(() => scriptedDice([7]).roll("d6"));
    expect(late.code).toBe("FACE_OUT_OF_RANGE");
  });

  it("should throw DICE_EXHAUSTED when the script runs out, saying what needed a die", () => {
    const dice = scriptedDice(["d6:2"]);
    dice.roll("d6");
    const error = rulesError(() => dice.roll("d20", { purpose: "parry" }));
    expect(error.code).toBe("DICE_EXHAUSTED");
    expect(error.message).toBe(
      "scriptedDice.roll: faces[1]: the script has 1 faces and all were rolled; a d20 parry needs one more, got undefined [DICE_EXHAUSTED]",
    );
  });

  it("should reject malformed scripts with INVALID_ARGUMENT and the index", () => {
    for (const bad of [["d10"], ["x:3"], ["d10:"], [1.5], [{ kind: "d9", face: 1 }], [{ kind: "d6", face: "2" }], [null], [true]]) {
      const error = rulesError(() => scriptedDice(bad as never));
      expect(error.code).toBe("INVALID_ARGUMENT");
      expect(error.path).toBe("faces[0]");
    }
    expect(rulesError(() => scriptedDice("d6:1" as never)).path).toBe("faces");
  });

  it("should format faces as a script with scriptOf", () => {
    expect(scriptOf("d10", [3, 0, 7])).toEqual(["d10:3", "d10:0", "d10:7"]);
    expect(scriptedDice(scriptOf("d20", [20, 1])).roll("d20")).toBe(20);
  });
});

describe("randomDice", () => {
  it("should map [0, 1) onto faces", () => {
    const values = [0, 0.999999, 0.5, 0.1];
    let i = 0;
    const dice = randomDice(() => values[i++] ?? 0);
    expect([dice.roll("d10"), dice.roll("d10"), dice.roll("dF"), dice.roll("d20")]).toEqual([1, 10, 0, 3]);
  });

  it("should throw RANDOM_OUT_OF_RANGE for a value outside [0, 1)", () => {
    for (const bad of [1, -0.1, Number.NaN, "0.5"]) {
      expect(rulesError(() => randomDice(() => bad as number).roll("d6")).code).toBe("RANDOM_OUT_OF_RANGE");
    }
    expect(rulesError(() => randomDice(3 as never)).code).toBe("INVALID_ARGUMENT");
  });
});
