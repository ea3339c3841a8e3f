// The demo and the rugged example, run as a reader runs them, against their pinned transcripts: a rule fix that
// changes the story must re-pin the file and say so in CHANGELOG.md.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const run = (file: string): string =>
  execFileSync(process.execPath, ["--import", "tsx", "--conditions=pulp-rules:source", `examples/${file}`], { encoding: "utf8" });

describe("pinned example transcripts", () => {
  it("VIV-SEQ-1 VIV-SEQ-2 VIV-MOR-5 VIV-MOR-10: the Jade Buddha demo (seed 41), a scenario and two policies played by vividGame, tells its pinned story", () => {
    const out = run("jade-buddha.ts");
    expect(out).toBe(readFileSync("test/examples/jade-buddha.seed41.txt", "utf8"));
    expect(out).toContain("fall back a full move");
  }, 180_000);

  it("RUG-AMB-35 RUG-AMB-31 RUG-FC-1 RUG-MOR-1: the rugged ambush example (seed 7) tells its pinned story", () => {
    expect(run("rugged-ambush.ts")).toBe(readFileSync("test/examples/rugged-ambush.seed7.txt", "utf8"));
  }, 30_000);
});
