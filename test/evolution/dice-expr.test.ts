// Evolution's dice expressions are read by the core's dice notation (src/core/notation.ts) and then restricted to
// what a profile or a weapon list writes (EVO-STAT-1, EVO-DMG-1): one grammar, one parser.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceExprSchema, diceChance, parseDiceExpr, splitDice } from "../../src/evolution/index.js";
import { dice, odds, parseDice, RulesError, validate } from "../../src/index.js";
import { rulesError } from "../throws.js";

const accepts = (expr: string): boolean => {
  try {
    parseDiceExpr(expr);
    return true;
  } catch (error) {
    if (error instanceof RulesError) return false;
    throw error;
  }
};

describe("evolution's dice expressions are the core's notation, restricted (EVO-STAT-1, EVO-DMG-1)", () => {
  it("EVO-STAT-1: a mistake the notation finds is a RulesError naming the function, the path and the column", () => {
    const e = rulesError(() => parseDiceExpr("2D7"));
    expect([e.fn, e.path, e.code]).toEqual(["evolution.parseDiceExpr", "expr", "INVALID_ARGUMENT"]);
    expect(e.message).toMatch(/^evolution\.parseDiceExpr: expr: column 3 \(at "7"\): a d7 is not a die the library rolls/);
    expect(e.message).toMatch(/expected a dice expression such as 1D6, 2D6\+1 or 1D6-1, got "2D7" \[INVALID_ARGUMENT\]$/);
    expect(rulesError(() => parseDiceExpr("1D6-")).message).toMatch(/column 5 \(at the end\)/);
    // the column counts from the text as given, leading whitespace included
    expect(rulesError(() => parseDiceExpr("\n  2D7")).message).toMatch(/column 6 \(at "7"\)/);
    const d = rulesError(() => diceChance("1D6+x"));
    expect([d.fn, d.path]).toEqual(["evolution.diceChance", "expr"]);
    expect(d.message).toMatch(/column 5/);
    expect(rulesError(() => splitDice("D")).fn).toBe("evolution.splitDice");
  });

  it("EVO-STAT-1, EVO-DMG-1: what the notation reads but a profile never writes is refused at its column", () => {
    const cases: [string, number, RegExp][] = [
      ["4D6kh3", 1, /neither keeps nor explodes/],
      ["1D6!", 1, /neither keeps nor explodes/],
      ["2D6>=7", 4, /no comparison/],
      ["1D6 <= 3", 5, /no comparison/],
      ["{2D6}>=7", 6, /no comparison/],
      ["4dF", 1, /no Fate dice/],
      ["1D6+1D4", 5, /expected a number as the modifier/],
      ["1D6+1+1", 7, /at most one modifier/],
      ["3+1D6", 3, /the dice before the modifier/],
      ["3+1", 3, /the dice before the modifier/],
      ["1D6+100", 5, /one or two digits/],
      ["100", 1, /one or two digits/],
      ["100D6", 1, /1 to 99 dice/],
      ["01D6", 1, /1 to 99 dice/],
      ["1D06", 1, /such as 2D6 or D6/],
      ["1D%", 1, /such as 2D6 or D100/],
    ];
    for (const [expr, column, why] of cases) {
      const e = rulesError(() => parseDiceExpr(expr));
      expect(e.message, expr).toMatch(new RegExp(`^evolution\\.parseDiceExpr: expr: column ${String(column)} \\(`));
      expect(e.message, expr).toMatch(why);
      expect(() => dice(expr), `${expr} is valid notation`).not.toThrow();
    }
  });

  it("EVO-STAT-1: the parsed shape is unchanged (count, kind, modifier; a plain number rolls no dice)", () => {
    expect(parseDiceExpr(" 1D6 \u2212 1 ")).toEqual({ count: 1, kind: "d6", modifier: -1 });
    expect(parseDiceExpr("d100+05")).toEqual({ count: 1, kind: "d100", modifier: 5 });
    expect(parseDiceExpr("99D2-99")).toEqual({ count: 99, kind: "d2", modifier: -99 });
    expect(parseDiceExpr("07")).toEqual({ count: 0, kind: "d6", modifier: 7 });
    expect(Object.isFrozen(parseDiceExpr("2D6"))).toBe(true);
  });

  it("EVO-STAT-1: the JSON Schema's pattern accepts exactly the strings the parser accepts (without surrounding whitespace)", () => {
    const token = fc.constantFrom(
      "1",
      "0",
      "2",
      "6",
      "9",
      "10",
      "20",
      "100",
      "d",
      "D",
      "F",
      "%",
      "+",
      "-",
      "\u2212",
      " ",
      "\t",
      "\n",
      "kh",
      "!",
      ">=",
      "{",
      "}",
      "x",
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 8 }), (tokens) => {
        const expr = tokens.join("");
        expect(validate(DiceExprSchema, expr).ok, JSON.stringify(expr)).toBe(expr === expr.trim() && accepts(expr));
      }),
      { numRuns: 3000 },
    );
    for (const expr of ["1D6", "D6", "2D6+1", "1D6-1", "1D6\u22121", "1D6 - 1", "4", "1D100", "99D20+99"]) {
      expect(validate(DiceExprSchema, expr).ok, expr).toBe(true);
      expect(accepts(expr), expr).toBe(true);
    }
  });

  it("EVO-STAT-1, EVO-DMG-1: an accepted expression parses, through the core's parseDice, to the same dice and modifier", () => {
    for (const expr of ["1D6", "D6", "2D6+1", "1D6-1", "1D6\u22121", "3", "2d10 + 3", "1D100"]) {
      const roll = parseDice(expr);
      const ours = parseDiceExpr(expr);
      const [first, second] = roll.terms;
      if (first?.type === "number") expect(ours).toEqual({ count: 0, kind: "d6", modifier: first.value });
      else {
        expect([ours.count, ours.kind], expr).toEqual([first?.count, first?.kind]);
        expect(ours.modifier, expr).toBe(second?.type === "number" ? second.sign * second.value : 0);
      }
      const a = odds(dice(expr)).outcomes.map((o) => [o.value, o.probability.toString()]);
      expect(odds(diceChance(expr)).outcomes.map((o) => [o.value, o.probability.toString()])).toEqual(a);
    }
  });
});
