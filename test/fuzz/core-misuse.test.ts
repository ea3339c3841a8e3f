// Issue 10, "Wrong error type, unclear messages" (core): builders refuse at build time what would fail later,
// every core misuse is a RulesError naming its function, and messages print every value briefly.
import { describe, expect, it } from "vitest";
import {
  constant,
  count,
  type DiceSource,
  die,
  explain,
  Fraction,
  odds,
  pathText,
  RulesError,
  reroll,
  resolve,
  restoreDice,
  scriptedDice,
  seededDice,
  simulate,
  sum,
} from "../../src/index.js";
import { deepFreeze } from "../helpers.js";
import { rulesError } from "../throws.js";

describe("core builders refuse at build time", () => {
  it("a Symbol purpose, a non-string rule, traced([null]) and a malformed trace entry", () => {
    expect(rulesError(() => die("d6", { purpose: Symbol("x") as never })).path).toBe("label.purpose");
    expect(rulesError(() => count(2, "d6", () => true, { rule: 3 as never })).path).toBe("label.rule");
    expect(rulesError(() => die("d6").traced([null as never])).path).toBe("before[0]");
    expect(rulesError(() => die("d6").traced([{ type: "modifier", label: "x" } as never])).message).toMatch(/modifier entry/);
  });

  it("after and re-roll note functions that return no array are a RulesError naming the builder", () => {
    const after = die("d6").traced([], () => null as never);
    expect(rulesError(() => resolve(after, seededDice(1))).fn).toBe("Chance.traced");
    const noted = reroll(die("d6"), (f) => f > 3, { note: () => null as never });
    expect(rulesError(() => resolve(noted, scriptedDice(["d6:1", "d6:5"]))).fn).toBe("reroll");
  });

  it("options objects refuse unknown keys with the nearest valid key; null options are absent", () => {
    expect(rulesError(() => odds(die("d6"), { maxState: 10 } as never)).message).toMatch(/did you mean "maxStates"/);
    expect(rulesError(() => simulate(die("d6"), { runs: 10, seed: 1, sed: 2 } as never)).message).toMatch(/did you mean "seed"/);
    expect(rulesError(() => reroll(die("d6"), () => true, { agian: die("d6") } as never)).message).toMatch(/did you mean "again"/);
    expect(odds(die("d6"), null as never).size).toBe(6);
  });
});

describe("core misuse is a RulesError, never a native error", () => {
  it("Fraction methods take a Fraction or a whole number; toPercent bounds its digits; thresholds are numbers", () => {
    const half = Fraction.of(1, 2);
    expect(half.compare(3)).toBe(-1);
    expect(half.plus(3).toString()).toBe("7/2");
    expect(rulesError(() => half.times(undefined as never)).fn).toBe("Fraction.times");
    expect(rulesError(() => half.toPercent(200)).fn).toBe("Fraction.toPercent");
    expect(rulesError(() => odds(die("d6")).atLeast(Symbol() as never)).fn).toBe("Odds.atLeast");
  });

  it("explain and pathText validate their input", () => {
    expect(rulesError(() => explain([null] as never)).path).toBe("trace[0]");
    expect(rulesError(() => explain(5 as never)).path).toBe("trace");
    expect(rulesError(() => pathText([{}] as never)).path).toBe("path[0]");
    expect(rulesError(() => pathText("a" as never)).fn).toBe("pathText");
  });

  it("RulesError.fn is always a string, and RulesError.is reads the registered brand", () => {
    const error = new RulesError({ code: "INVALID_ARGUMENT", fn: 3 as never, path: "x", value: 1, message: "m" });
    expect(typeof error.fn).toBe("string");
    expect(RulesError.is(error)).toBe(true);
    expect(RulesError.is(new Error("x"))).toBe(false);
    // another build's error: only the brand is shared
    const foreign = Object.assign(new Error("other build"), { [Symbol.for("pulp-rules.RulesError")]: true });
    expect(RulesError.is(foreign)).toBe(true);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(RulesError.is(proxy)).toBe(false);
  });

  it("messages print BigInt and Symbol, and cut huge values without stringifying them", () => {
    expect(rulesError(() => die(10n as never)).message).toContain("got 10n");
    expect(rulesError(() => die(Symbol("k") as never)).message).toContain("got Symbol(k)");
    const huge = new Array<number>(10_000_000).fill(1);
    const message = rulesError(() => die(huge as never)).message;
    expect(message.length).toBeLessThan(200);
    expect(message).toContain("[1,1,1");
  });
});

describe("dice sources", () => {
  it("a hole in a script is a hole at its index, not DICE_EXHAUSTED", () => {
    const script: string[] = [];
    script[1] = "d6:1";
    const error = rulesError(() => scriptedDice(script));
    expect([error.code, error.path]).toEqual(["INVALID_ARGUMENT", "faces[0]"]);
  });

  it('a custom source returning "3", true or [3] is refused by die, count and sum alike', () => {
    for (const bad of ["3", true, [3]]) {
      const source: DiceSource = { roll: () => bad as never };
      for (const chance of [die("d6"), count(2, "d6", (f) => f > 3), sum(2, "d6")]) {
        expect(rulesError(() => resolve(chance, source)).code).toBe("FACE_OUT_OF_RANGE");
      }
    }
  });

  it("a dF face is never -0 (scripted, or from a source)", () => {
    expect(Object.is(resolve(die("dF"), scriptedDice(["dF:-0"])).value, 0)).toBe(true);
    expect(Object.is(resolve(die("dF"), scriptedDice([-0])).value, 0)).toBe(true);
    expect(Object.is(resolve(die("dF"), { roll: () => -0 }).value, 0)).toBe(true);
  });

  it("scripted faces follow one grammar: kind in any case, no spaces, dF faces +, -, 0, 1, +1, -1", () => {
    const accepted: [string, number][] = [
      ["d10:3", 3],
      ["D10:3", 3],
      ["d10:0", 10],
      ["dF:+", 1],
      ["DF:+", 1],
      ["df:-", -1],
      ["dF:0", 0],
      ["dF:+1", 1],
      ["dF:-1", -1],
      ["dF:1", 1],
    ];
    for (const [face, value] of accepted) {
      const kind = face.toLowerCase().startsWith("df") ? "dF" : "d10";
      expect(scriptedDice([face]).roll(kind), face).toBe(value);
    }
    for (const refused of [" d6:1", "d6 :1", "d6: 1", "d6:1 ", "d20:+1", "d6:-1", "d6:", "d6", "dF:++", "x:1"]) {
      expect(rulesError(() => scriptedDice([refused])).code, refused).toBe("INVALID_ARGUMENT");
    }
    expect(rulesError(() => scriptedDice(["dF:2"])).code).toBe("FACE_OUT_OF_RANGE");
  });

  it("restoreDice reads the state once (a getter cannot pass the check and hand over something else)", () => {
    const saved = seededDice(7).save();
    let reads = 0;
    const tricky = {
      generator: "xoroshiro128+",
      get state() {
        reads++;
        return reads === 1 ? saved.state : [0, 0, 0, 0];
      },
    };
    const dice = restoreDice(tricky);
    expect(reads).toBe(1);
    expect(dice.roll("d20")).toBe(restoreDice(saved).roll("d20"));
  });
});

describe("results shared between resolutions are frozen all the way down", () => {
  it("constant hands every resolution one frozen copy, never the caller's object", () => {
    const given = { hits: [1, 2], who: { id: "a" } };
    const chance = constant(given);
    const first = resolve(chance, seededDice(1)).value;
    expect(first).toEqual(given);
    expect(first).not.toBe(given);
    expect(Object.isFrozen(first.who)).toBe(true);
    expect(() => {
      first.hits.reverse();
    }).toThrow(TypeError);
    expect(resolve(chance, seededDice(2)).value.hits).toEqual([1, 2]);
  });

  it("a deep-frozen chance resolves, gives odds and simulates (the compile cache is skipped)", () => {
    const chance = deepFreeze(
      die("d6")
        .map((f) => f >= 5)
        .chain((hit) => (hit ? sum(2, "d6") : constant(0))),
    );
    expect(resolve(chance, seededDice(3)).trace.length).toBeGreaterThan(0);
    expect(resolve(chance, seededDice(3)).value).toBe(resolve(chance, seededDice(3)).value);
    expect(odds(chance).total().toString()).toBe("1");
    expect(simulate(chance, { runs: 100, seed: 1 }).runs).toBe(100);
  });
});
