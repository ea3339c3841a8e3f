// The tugs examples, run as a reader runs them.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const run = (file: string): string =>
  execFileSync(process.execPath, ["--import", "tsx", "--conditions=pulp-rules:source", `examples/${file}`], { encoding: "utf8" });

describe("tugs examples", () => {
  it("TUGS-GM-8 TUGS-WORSE-1: the fight of three tells the fight, then the time after it, and ends once", () => {
    const lines = run("tugs-fight.ts").trimEnd().split("\n");
    expect(lines.filter((l) => l === "The game ends.")).toHaveLength(1);
    // the end comes after the time that passes, just before the outcome
    expect(lines.at(-2)).toBe("The game ends.");
    expect(lines.some((l) => l.startsWith("The fight is over after"))).toBe(true);
    expect(lines.indexOf("10 minutes pass.")).toBeGreaterThan(lines.findIndex((l) => l.startsWith("The fight is over after")));
  }, 60_000);
});
