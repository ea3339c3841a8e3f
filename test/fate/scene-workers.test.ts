// fateScene on worker threads: simulateBattleParallel gives the core's simulateBattle, count for count, on 1, 2
// and 4 workers (issue 15, "For all three"; the recipe is test/fate/scene-fixtures.ts's thugBattle).
import { describe, expect, it } from "vitest";
import { simulateBattle } from "../../src/index.js";
import { simulateBattleParallel } from "../../src/workers/node.js";
import { thugBattle } from "./scene-fixtures.js";

const module = new URL("./scene-fixtures.ts", import.meta.url).href;

describe("fateScene: simulateBattle is the same on any number of workers", () => {
  it("FATE-CONF-1 FATE-OUT-1: 1, 2 and 4 workers and this thread give identical frequencies", { timeout: 180_000 }, async () => {
    const spec = thugBattle();
    const options = { runs: 200, seed: 7, chunkSize: 50 };
    const single = simulateBattle(spec.game, spec.scenario, spec.policies, { ...options, summary: spec.summary });
    const results = await Promise.all([0, 1, 2, 4].map((workers) => simulateBattleParallel({ module, export: "thugBattle" }, { ...options, workers })));
    for (const r of results) expect(r).toEqual(single);
  });
});
