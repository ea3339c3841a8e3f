// The rugged skirmish example, run as a reader runs it, against its pinned transcript: a rule fix that changes
// the story must re-pin the file and say so in CHANGELOG.md.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("pinned rugged skirmish", () => {
  it("RUG-SEQ-1 RUG-SHOOT-5 RUG-MOR-1 RUG-TERR-1: examples/rugged-skirmish.ts (seed 7) prints its pinned odds and story", () => {
    const out = execFileSync(process.execPath, ["--import", "tsx", "--conditions=pulp-rules:source", "examples/rugged-skirmish.ts"], { encoding: "utf8" });
    expect(out).toBe(readFileSync("test/rugged/game/rugged-skirmish.seed7.txt", "utf8"));
    // RUG-TERR-1: the bandits in the jungle (visibility 8") are out of sight at 20": the askaris hold
    expect(out).toContain("Askaris hold their fire.");
  }, 60_000);
});
