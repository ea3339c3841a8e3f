import { describe, expect, it } from "vitest";
import { RulesError, simulate, simulateBattle } from "../../src/index.js";
import { simulateBattleParallel, simulateParallel } from "../../src/workers/node.js";
import { duelBattle, volley } from "../core/game/duel.js";

const module = new URL("../core/game/duel.ts", import.meta.url).href;
const battle = { module, export: "duelBattle", args: ["longer", "aim"] };

describe("pulp-rules/workers: the same totals on any number of worker threads", () => {
  it("DUEL-2 DUEL-3: simulateBattleParallel on 1, 2 and 4 workers and in this thread equals the core's simulateBattle, count for count", {
    timeout: 120_000,
  }, async () => {
    const spec = duelBattle("longer", "aim");
    const options = { runs: 800, seed: 2026, chunkSize: 100 };
    const single = simulateBattle(spec.game, spec.scenario, spec.policies, { ...options, summary: spec.summary });
    const progress: number[] = [];
    const results = await Promise.all([
      simulateBattleParallel(battle, { ...options, workers: 0 }),
      simulateBattleParallel(battle, { ...options, workers: 1 }),
      simulateBattleParallel(battle, { ...options, workers: 2, onProgress: (done) => progress.push(done) }),
      simulateBattleParallel(battle, { ...options, workers: 4 }),
    ]);
    for (const result of results) expect(result).toEqual(single);
    expect(progress).toHaveLength(8);
    expect(progress.at(-1)).toBe(800);
  });

  it("simulateParallel equals simulate for one chunk, and gives identical totals on 1, 2 and 4 workers for many chunks", { timeout: 120_000 }, async () => {
    const recipe = { module, export: "volley", args: [3] };
    const runs = 20_000;
    const one = await simulateParallel<number>(recipe, { runs, seed: 9, chunkSize: runs, workers: 1 });
    expect(one.outcomes).toEqual(simulate(volley(3), { runs, seed: 9 }).outcomes);
    const [zero, w1, w2, w4] = await Promise.all([0, 1, 2, 4].map((workers) => simulateParallel<number>(recipe, { runs, seed: 9, chunkSize: 1_000, workers })));
    expect(w1).toEqual(zero);
    expect(w2).toEqual(zero);
    expect(w4).toEqual(zero);
    expect(zero!.runs).toBe(runs);
    // a shard of chunks is the same as those chunks of the whole
    const shard = await simulateParallel<number>(recipe, { runs, seed: 9, chunkSize: 1_000, workers: 0, chunks: { from: 0, to: 1 } });
    expect(shard.runs).toBe(1_000);
  });

  it("a bad recipe is refused before any worker starts, and a worker's error comes back as a RulesError", { timeout: 60_000 }, async () => {
    await expect(simulateParallel({ module: "./duel.ts", export: "volley" }, { runs: 10, seed: 1 })).rejects.toThrow(RulesError);
    await expect(simulateParallel({ module, export: "" }, { runs: 10, seed: 1 })).rejects.toThrow(RulesError);
    await expect(simulateParallel({ module, export: "volley", args: 3 as never }, { runs: 10, seed: 1 })).rejects.toThrow(RulesError);
    await expect(simulateParallel(null as never, { runs: 10, seed: 1 })).rejects.toThrow(RulesError);
    await expect(simulateParallel({ module, export: "volley", args: [1] }, { runs: 10, seed: 1, workers: -1 })).rejects.toThrow(RulesError);
    const missing = simulateParallel({ module, export: "nothing" }, { runs: 10, seed: 1, workers: 1 });
    await expect(missing).rejects.toThrow(/in a worker/);
    await expect(simulateParallel({ module, export: "duelBattle" }, { runs: 10, seed: 1, workers: 0 })).rejects.toThrow(
      /expected the recipe to build a chance/,
    );
    await expect(simulateBattleParallel({ module, export: "volley", args: [1] }, { runs: 10, seed: 1, workers: 0 })).rejects.toThrow(RulesError);
  });
});
