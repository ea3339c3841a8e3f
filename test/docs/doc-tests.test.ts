import { describe, expect, it } from "vitest";
import { extractBlocks, leadingValue, mergedImports, splitComment } from "../../scripts/doc-tests.ts";

describe("doc-tests harness", () => {
  it("extracts ts blocks with their flags and first line", () => {
    const md = ["# t", "```ts", "const a = 1;", "```", "```sh", "ls", "```", "```ts no-run", "a;", "```"].join("\n");
    const blocks = extractBlocks("x.md", md);
    expect(blocks.map((b) => [b.line, b.flags, b.code])).toEqual([
      [3, [], ["const a = 1;"]],
      [9, ["no-run"], ["a;"]],
    ]);
  });

  it("splits a line at its comment, not inside strings or block comments", () => {
    expect(splitComment('f("a // b"); // 3')).toEqual({ code: 'f("a // b"); ', comment: "3" });
    expect(splitComment('g(["x" /* y */]); // "z"')).toEqual({ code: 'g(["x" /* y */]); ', comment: '"z"' });
    expect(splitComment("h();")).toEqual({ code: "h();", comment: undefined });
  });

  it("reads the JSON value a comment starts with, and treats prose as prose", () => {
    expect(leadingValue('"1633689/9765625": exact, before a die falls')).toEqual({ value: "1633689/9765625" });
    expect(leadingValue("3: the same story")).toEqual({ value: 3 });
    expect(leadingValue('["d10 to hit: 7 [RUG-SHOOT-4]"]')).toEqual({ value: ["d10 to hit: 7 [RUG-SHOOT-4]"] });
    expect(leadingValue("true")).toEqual({ value: true });
    expect(leadingValue("about 6, fast")).toBeUndefined();
    expect(leadingValue("2D6; sum(4) is 4dF")).toBeUndefined();
    expect(leadingValue("[{ value: 0, probability: Fraction 1/2 }, ...]")).toBeUndefined();
  });

  it("gives a block the file's imported names it mentions, not those it declares (const, function, interface, type)", () => {
    const md = ["```ts", 'import { Game, odds, type Chance } from "pulp-rules";', "```", "```ts", "interface Game { c: Chance<number> }", "odds;", "```"];
    const [, second] = extractBlocks("x.md", md.join("\n"));
    if (second === undefined) throw new Error("two blocks expected");
    expect(mergedImports(extractBlocks("x.md", md.join("\n")), second)).toEqual(['import { odds, type Chance } from "pulp-rules";']);
  });
});
