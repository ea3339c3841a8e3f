import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type CliIo, main, USAGE } from "../../src/cli/main.js";
import { CLI_RESOLVERS } from "../../src/cli/resolvers.js";
import { dice, explain, odds, resolve, seededDice } from "../../src/index.js";
import { volleyHits } from "../../src/vivid/index.js";

const fixture = (name: string): string => readFileSync(`test/cli/fixtures/${name}.json`, "utf8");

async function run(argv: string[], stdin = ""): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIo = {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    readStdin: () => Promise.resolve(stdin),
    readFile: (path) => Promise.resolve(readFileSync(path, "utf8")),
    freshSeed: () => 99,
  };
  const code = await main(argv, io);
  return { code, out, err };
}

describe("pulp-rules odds", () => {
  it("prints the exact table of a success pool: fractions, percent, a bar, the mean", async () => {
    const { code, out } = await run(["odds", "10d10<=6"]);
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toBe("10d10<=6: exact odds of how many dice pass");
    expect(lines[1]).toMatch(/^value\s+probability\s+%$/);
    expect(lines[2]).toMatch(/^0\s+1024\/9765625\s+0\.01%\s+\.$/);
    expect(lines[8]).toMatch(/^6\s+489888\/1953125\s+25\.08%\s+#{10}$/);
    expect(out).toContain("mean 6 (6.0000)");
    expect(lines.filter((l) => /^\d+ /.test(l))).toHaveLength(11);
  });

  it("--json gives every outcome's exact fraction, equal to odds(dice(...))", async () => {
    const { code, out } = await run(["odds", "4d6kh3", "--json"]);
    expect(code).toBe(0);
    const data = JSON.parse(out) as { notation: string; kind: string; outcomes: { value: number; probability: string }[]; mean: string };
    const exact = odds(dice("4d6kh3"));
    expect(data.kind).toBe("total");
    expect(data.outcomes.map((o) => [o.value, o.probability])).toEqual(exact.outcomes.map((o) => [o.value, o.probability.toString()]));
    expect(data.mean).toBe("15869/1296");
  });

  it("a check prints false and true", async () => {
    const { out } = await run(["odds", "3d6>=10"]);
    expect(out).toMatch(/false\s+3\/8\s+37\.50%/);
    expect(out).toMatch(/true\s+5\/8\s+62\.50%/);
    expect(out).not.toContain("mean");
  });
});

describe("pulp-rules roll", () => {
  it("prints the result and its explanation for a seed, as resolve and explain give them", async () => {
    const { code, out } = await run(["roll", "4dF+2", "--seed", "7"]);
    expect(code).toBe(0);
    const { value, trace } = resolve(dice("4dF+2"), seededDice(7));
    expect(out).toBe(
      `4dF+2 (seed 7): ${String(value)}\n${explain(trace)
        .map((l) => `  ${l}\n`)
        .join("")}`,
    );
    expect(out.split("\n").at(-2)).toBe(`  4dF+2 = ${String(value)}`);
  });

  it("without --seed, a fresh seed is used and printed; --json carries value, trace and explanation", async () => {
    const { out } = await run(["roll", "2d6+1", "--json"]);
    const data = JSON.parse(out) as { seed: number; value: number; explanation: string[] };
    expect(data.seed).toBe(99);
    expect(data.value).toBe(resolve(dice("2d6+1"), seededDice(99)).value);
    expect(data.explanation).toHaveLength(3);
    expect((await run(["roll", "d20", "--seed=5"])).out).toMatch(/^d20 \(seed 5\): \d+\n/);
    // issue 16: a 64-bit chat id is a seed (read by seedFromText: past 2^53 it is a string seed, hashed)
    const id = "1181596143527219200";
    const wide = JSON.parse((await run(["roll", "d20", "--seed", id, "--json"])).out) as { seed: unknown; value: number };
    expect(wide.seed).toBe(id);
    expect(wide.value).toBe(resolve(dice("d20"), seededDice(id)).value);
    expect((JSON.parse((await run(["roll", "d20", "--seed", String(2 ** 40), "--json"])).out) as { seed: unknown }).seed).toBe(2 ** 40);
  });
});

describe("pulp-rules <system> <resolver>", () => {
  it("vivid volley: the seeded resolution explained, then the exact odds of the hits", async () => {
    const { code, out } = await run(["vivid", "volley", "test/cli/fixtures/vivid-volley.json", "--seed", "3"]);
    expect(code).toBe(0);
    const chance = volleyHits(JSON.parse(fixture("vivid-volley")) as Parameters<typeof volleyHits>[0]);
    const { value, trace } = resolve(chance, seededDice(3));
    expect(
      out.startsWith(
        `vivid.volleyHits (seed 3): ${String(value)}\n${explain(trace)
          .map((l) => `  ${l}\n`)
          .join("")}\nexact odds:\n`,
      ),
    ).toBe(true);
    for (const o of odds(chance).outcomes) expect(out).toMatch(new RegExp(`\\n${String(o.value)}\\s+${o.probability.toString()}\\s`));
  });

  it("reads standard input with - or no file", async () => {
    const a = await run(["fate", "action", "-", "--seed", "1"], fixture("fate-action"));
    const b = await run(["fate", "action", "--seed", "1"], fixture("fate-action"));
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toContain("fate.action (seed 1): ");
    expect(a.out).toMatch(/successWithShifts\s+31\/81/);
  });

  it.each([
    ["rugged", "volley", "rugged-volley"],
    ["vivid", "volley", "vivid-volley"],
    ["fate", "action", "fate-action"],
    ["tugs", "hth-attack", "tugs-attack"],
    ["tugs", "ranged-attack", "tugs-ranged"],
    ["evolution", "shoot", "evolution-shoot"],
  ])("%s %s: --json odds sum to 1 and the value is the resolver's", async (system, name, file) => {
    const { code, out, err } = await run([system, name, `test/cli/fixtures/${file}.json`, "--json", "--seed", "11"]);
    expect(err).toBe("");
    expect(code).toBe(0);
    const data = JSON.parse(out) as { seed: number; value: unknown; explanation: string[]; odds: { outcomes: { probability: string }[] } };
    const entry = CLI_RESOLVERS.find((r) => r.system === system && r.name === name);
    expect(entry).toBeDefined();
    const chance = entry?.chance(JSON.parse(fixture(file)) as Record<string, unknown>);
    if (chance === undefined) return;
    expect(data.value).toEqual(JSON.parse(JSON.stringify(resolve(chance, seededDice(11)).value)));
    expect(data.explanation.length).toBeGreaterThan(0);
    const total = data.odds.outcomes.reduce((sum, o) => {
      const [n, d = "1"] = o.probability.split("/");
      return sum + Number(n) / Number(d);
    }, 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it("list names every resolver and its input", async () => {
    const { out } = await run(["list"]);
    for (const r of CLI_RESOLVERS) expect(out).toContain(`${r.system} ${r.name}`);
  });
});

describe("pulp-rules: mistakes", () => {
  it("a notation mistake names its column, exit code 1", async () => {
    const { code, err } = await run(["odds", "2d7"]);
    expect(code).toBe(1);
    expect(err).toContain("column 3");
  });

  it("invalid JSON, a non-object, a resolver's refusal: exit code 1 with the path", async () => {
    expect((await run(["fate", "action"], "{ not json")).err).toMatch(/standard input: expected JSON/);
    expect((await run(["fate", "action"], "[1]")).err).toMatch(/expected a JSON object/);
    const missing = await run(["evolution", "shoot"], "{}");
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("shooter");
    const bad = await run(["vivid", "volley"], JSON.stringify({ shooters: "nobody" }));
    expect(bad.code).toBe(1);
    expect(bad.err).toContain("vivid.volleyHits");
  });

  it("usage errors: exit code 2", async () => {
    expect((await run([])).code).toBe(2);
    expect((await run([])).err).toBe(USAGE);
    expect((await run(["help"])).out).toBe(USAGE);
    expect((await run(["odds"])).code).toBe(2);
    expect((await run(["roll", "d6", "--seed", ""])).err).toContain("--seed: expected a whole number or a text");
    expect((await run(["roll", "d6", "--seed"])).err).toContain("--seed: expected a whole number or a text");
    expect((await run(["odds", "d6", "--fast"])).err).toContain("unknown option --fast");
    expect((await run(["chess", "move"])).err).toContain('unknown command "chess"');
    expect((await run(["vivid", "charge"])).err).toContain("expected volley");
    expect((await run(["vivid", "volley", "nope.json"])).err).toContain("cannot read nope.json");
    expect((await run(["vivid", "volley", "a.json", "b.json"])).code).toBe(2);
  });
});

describe("pulp-rules end to end (the executable, on the source)", () => {
  const bin = (args: string[], input?: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "--conditions=pulp-rules:source", "src/cli/bin.ts", ...args], { encoding: "utf8", input });

  it("odds and a resolver reading standard input, with exit codes", () => {
    const o = bin(["odds", "10d10<=6"]);
    expect(o.status).toBe(0);
    expect(o.stdout).toMatch(/\n10\s+59049\/9765625\s/);
    const t = bin(["tugs", "hth-attack", "--seed", "2"], fixture("tugs-attack"));
    expect(t.status).toBe(0);
    expect(t.stdout).toContain("tugs.hthAttack (seed 2): ");
    expect(t.stdout).toMatch(/\nparried\s+11\/50\s+22\.00%/);
    const bad = bin(["odds", "999999d6"]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("column 1");
  }, 30_000);
});
